// Markup a draft prints around its words: tracked changes ("[Deleted: …]" / "[Inserted: …]"), a compare tool's
// blackline ("{+…+}" / "[-…-]"), reviewers' comments and notes ("[Comment HL1: …]", "[Note 2: …]", "[Deleted by the
// Deed of Variation. The clause read: …]") and proposals with the other side's answer ("[PROPOSED by Pulse: replace
// "A" with "B"] [LICENSOR'S RESPONSE: Accepted.]"). Deleted, struck and rejected words are not part of the contract,
// and comments state no term: the document reads the text as it stands with the changes applied, and keeps what it
// left out, and why, as evidence.

/** Why words were left out: deleted or struck by the draft, a comment or note, a proposal nobody accepted. */
export type RemovalKind = "deleted" | "comment" | "rejected"

export interface Removal {
  readonly kind: RemovalKind
  /** The words left out (a proposal's words, a comment, the struck text). */
  readonly words: string
  /** Where they stood in the resolved text (before its spaces are closed up: approximate). */
  readonly at: number
}

/** A markup span left open at the end of a block (a deletion that runs on into the next paragraph). */
export type OpenMarkup = "deleted" | "inserted" | "comment" | null

export interface Resolved {
  readonly text: string
  readonly removed: ReadonlyArray<Removal>
  readonly open: OpenMarkup
}

/** What a bracket opening with these words is: the draft's own markup, not the contract's words. */
const BRACKET_KINDS: ReadonlyArray<readonly [Exclude<OpenMarkup, null> | "proposal" | "response", RegExp]> = [
  // "[Repealed by Amendment No. 2. The repealed clause read: …]", "[Cinema: Repealed by Amendment No. 2.]": what a
  // consolidated text records as taken out is deleted, as a draft's struck words are.
  [
    "deleted",
    /^(?:[\w'’ -]{1,40}:\s*)?(?:deleted|deletion|struck(?:\s+out)?|removed|strike(?:\s+out)?|repealed|revoked|omitted)\b/i
  ],
  ["inserted", /^(?:inserted|insertion|added)\s*:/i],
  ["proposal", /^(?:proposed|proposal)\b/i],
  ["response", /^(?:[A-Z][\w'’]*\s+){0,3}(?:response|reply|answer)\s*:|^(?:accepted|rejected|agreed|not\s+agreed)\b/i],
  ["comment", /^(?:comment|note|drafting\s+note|n\.?b\.?|reviewer'?s?\s+note|editor'?s?\s+note)\b/i],
  // An editor's record of where words came from ("[Inserted by Amendment No. 2.]", "[The words "an exclusive" were
  // replaced by "a non-exclusive" by Amendment No. 2.]"): it states no term of its own.
  [
    "comment",
    /^[^\]]{0,160}?\b(?:inserted|added|replaced|amended|substituted|varied|restated)\b[^\]]{0,80}?\bby\s+(?:the\s+)?(?:[\w-]+\s+)?(?:amendment|deed|variation|addendum|rider|supplement|side\s+letter)\b/i
  ]
]

/** Where the bracket that opens at `open` closes (nested brackets counted), or -1. */
const closing = (text: string, open: number, opener: string, closer: string): number => {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text.startsWith(opener, i)) depth++
    else if (text.startsWith(closer, i) && --depth === 0) return i
  }
  return -1
}

/** An answer to a proposal: accepted, or not (rejected, not agreed, or no answer at all). */
const accepts = (answer: string): boolean =>
  /\b(?:accepted|agreed|approved)\b/i.test(answer) && !/\b(?:not|rejected|declined|refused)\b/i.test(answer)

const QUOTED = /["“]([^"”]*)["”]/g

/**
 * The note a signatory writes after words struck through in a printed schedule ("~~£4,000~~ struck through PH / JS",
 * "~~…~~ - struck through, initialled PH / JS.", "~~Free-to-air television~~ deleted by agreement 22/06/2026"): it
 * records the strike and states no term. Its words are only marks of striking, initials and dates.
 */
const STRIKE_NOTE_START = /^\s*[-–—(,]?\s*(?=(?:struck|deleted|removed|crossed|initial+ed)\b)/i
const STRIKE_NOTE_WORD =
  /^(?:struck|through|out|crossed|deleted|removed|by|mutual|agreement|initial+ed|and|both|parties|on|[A-Z]{1,3}|\/|\d{1,4}(?:[/.-]\d{1,2}(?:[/.-]\d{2,4})?)?)$/

/** The length of the strike note at the start of `rest`, or 0 when the words after the strike are the contract's. */
export const strikeNoteLength = (rest: string): number => {
  const start = STRIKE_NOTE_START.exec(rest)
  if (start === null) return 0
  // The note runs to a full stop followed by a space, a closing bracket, a semicolon or a bar, or to the end.
  const end = /[.;|)](?=\s|$)|\s[|]|$/.exec(rest.slice(start[0].length))
  const body = rest.slice(start[0].length, start[0].length + (end?.index ?? 0))
  const words = body.split(/[\s,]+|(?=\/)|(?<=\/)/).filter((w) => w !== "")
  if (words.length === 0 || !words.every((w) => STRIKE_NOTE_WORD.test(w))) return 0
  const stop = end !== null && /^[.;)]/.test(end[0]) ? 1 : 0
  return start[0].length + body.length + stop
}

/**
 * A note in brackets that an option or an item was struck out by hand ("[ ] Television (crossed out)", "In perpetuity
 * (struck through)", "Cinema (deleted)", "(scored out, initialled)"): a scan or a transcript of a filled-in form
 * writes the strike this way, after the words it strikes.
 */
const STRIKE_BRACKET =
  /^\(\s*(?:(?:crossed|struck|scored|lined|ruled|x-?ed)\s+(?:out|through|off)|deleted|struck|crossed)\b(?:[\s,;/-]+(?:by\s+hand|initial+ed|and\s+initial+ed|[A-Z]{1,3}|\d{1,4}(?:[/.-]\d{1,2}(?:[/.-]\d{2,4})?)?))*\s*\)/i

/** A tick box, whole or with its closing bracket lost by a scan ("[ ]", "[X]", "☐", "[" before a word). */
const OPTION_BOX = /☐|□|☒|☑|■|\[\s?[xX✓✔]?\s?\]|\[(?=\s?[A-Za-z])/g

/**
 * Where the option a strike note follows starts in the text read so far: at its tick box, else after the separator
 * of the list it is an item of (a comma, semicolon, bar, slash or the colon of its label); -1 when the words before
 * the note are no item of a list (a heading "7. Exclusivity (deleted)" is left to the clause readings).
 */
const struckOptionStart = (out: string): number => {
  const boxes = Array.from(out.matchAll(OPTION_BOX))
  const box = boxes[boxes.length - 1]
  const separator = Math.max(...[",", ";", "|", "/", ":", "?"].map((c) => out.lastIndexOf(c)))
  if (box !== undefined && box.index >= separator) return box.index
  return separator >= 0 ? separator + 1 : -1
}

/** Appends words to the text read so far, keeping one space between words and none before punctuation. */
const append = (out: string, words: string): string => {
  if (words === "") return out
  if (/^[\s]/.test(words) && /\s$/.test(out)) return out + words.replace(/^\s+/, "")
  if (/^\s*[.,;:)]/.test(words) && /\s$/.test(out)) return out.replace(/\s+$/, "") + words.replace(/^\s+/, "")
  return out + words
}

/**
 * Reads one block of text with its markup applied. `open` is a span the previous block left open (its closing mark
 * is in this block); what this block leaves open is returned.
 */
export const resolveMarkup = (text: string, open: OpenMarkup = null): Resolved => {
  let out = ""
  const removed: Array<Removal> = []
  let i = 0
  // A span the previous block left open runs to its closing mark (or through this block).
  if (open !== null) {
    const close =
      open === "inserted" ? text.indexOf("+}") : open === "deleted" ? text.search(/-\]|\]/) : text.indexOf("]")
    const end = close < 0 ? text.length : close
    if (open === "inserted") out = append(out, text.slice(0, end))
    else removed.push({ kind: open, words: text.slice(0, end), at: 0 })
    if (close < 0) return { text: out, removed, open }
    i = end + (text.startsWith("+}", end) || text.startsWith("-]", end) ? 2 : 1)
  }
  let left: OpenMarkup = null
  while (i < text.length) {
    // Words struck through ("~~Exclusive in the United Kingdom~~", as a plain-text copy of a printed strike-through
    // shows them) are deleted, and the signatories' note of the strike after them is no term.
    if (text.startsWith("~~", i)) {
      const close = text.indexOf("~~", i + 2)
      if (close > i + 2) {
        removed.push({ kind: "deleted", words: text.slice(i + 2, close), at: out.length })
        i = close + 2
        const note = strikeNoteLength(text.slice(i))
        if (note > 0) removed.push({ kind: "comment", words: text.slice(i, i + note).trim(), at: out.length })
        i += note
        // A note that ends its line stands for the struck words: the row says it is deleted ("7 Additional Media
        // ~~Free-to-air television~~ deleted by agreement" reads "7 Additional Media Deleted").
        if (note > 0 && text.slice(i).trim() === "" && out.trim() !== "") out = append(out, " Deleted")
        continue
      }
    }
    // An option struck out by hand ("[ ] Television (crossed out)", "Media: TV (deleted), print"): the option's
    // words, from its box or its list separator, are deleted, and the note with them.
    if (text[i] === "(") {
      const note = STRIKE_BRACKET.exec(text.slice(i))
      const from = note === null ? -1 : struckOptionStart(out)
      if (note !== null && from >= 0 && out.slice(from).trim() !== "") {
        const words = out.slice(from)
        removed.push({ kind: "deleted", words: words.trim(), at: from })
        removed.push({ kind: "comment", words: note[0], at: from })
        out = out.slice(0, from)
        // A label whose only value was struck says it is deleted ("Media: TV (deleted)" reads "Media: Deleted").
        if (/:\s*$/.test(out) && /^\s*(?:[.;|]|$)/.test(text.slice(i + note[0].length))) out = append(out, " Deleted")
        else if (!/\s$/.test(out)) out += " "
        i += note[0].length
        // The list's separator after the struck item goes with it ("UK, Ireland (crossed out), France").
        const next = /^\s*[,;]/.exec(text.slice(i))
        if (next !== null && /[,;:|/?]\s*$/.test(out)) i += next[0].length
        continue
      }
    }
    const blackline = text.startsWith("[-", i) ? "[-" : text.startsWith("{+", i) ? "{+" : null
    if (blackline !== null) {
      const closer = blackline === "[-" ? "-]" : "+}"
      const close = text.indexOf(closer, i + 2)
      const end = close < 0 ? text.length : close
      const words = text.slice(i + 2, end)
      if (blackline === "{+") out = append(out, words)
      else removed.push({ kind: "deleted", words, at: out.length })
      if (close < 0) {
        left = blackline === "{+" ? "inserted" : "deleted"
        break
      }
      i = end + 2
      continue
    }
    if (text[i] === "[") {
      const inner = text.slice(i + 1)
      const kind = BRACKET_KINDS.find(([, re]) => re.test(inner))?.[0]
      if (kind !== undefined) {
        const close = closing(text, i, "[", "]")
        const end = close < 0 ? text.length : close
        const words = text.slice(i + 1, end)
        i = close < 0 ? text.length : close + 1
        if (kind === "inserted") out = append(out, words.replace(/^[^:]*:\s?/, ""))
        else if (kind === "deleted" || kind === "comment") {
          removed.push({ kind, words, at: out.length })
          // "6. Exclusivity | [Deleted]", "7. Exclusivity. [Repealed by Amendment No. 2.]": a status mark in place of
          // a clause's words says that the clause is gone; the status stays as the words.
          const status =
            kind === "deleted"
              ? /^(deleted|repealed|revoked|omitted|removed)(?:\s+by\s+[^:"“]{1,60})?\.?\s*$/i.exec(words)
              : null
          if (status !== null) out = append(out, `${status[1]}.`)
        } else if (kind === "response") removed.push({ kind: "comment", words, at: out.length })
        else {
          // A proposal: the answer in the next bracket decides whether its words are part of the contract.
          const next = /^\s*\[([^\]]*)\]/.exec(text.slice(i))
          const answer = next !== null && BRACKET_KINDS.find(([, re]) => re.test(next[1] ?? ""))?.[0] === "response"
          const agreed = answer && accepts(next?.[1] ?? "")
          if (answer && next !== null) {
            removed.push({ kind: "comment", words: next[1] ?? "", at: out.length })
            i += next[0].length
          }
          const quotes = Array.from(words.matchAll(QUOTED), (m) => m[1] ?? "")
          const replace = /\breplace\s*["“]/i.test(words) && quotes.length >= 2
          if (!agreed) removed.push({ kind: "rejected", words, at: out.length })
          else if (replace) {
            // "replace "eighteen (18) months" with "twenty-four (24) months"": the words the clause said change.
            const at = out.lastIndexOf(quotes[0] ?? "")
            if (at >= 0) out = out.slice(0, at) + (quotes[1] ?? "") + out.slice(at + (quotes[0] ?? "").length)
            removed.push({ kind: "deleted", words: quotes[0] ?? "", at: Math.max(0, at) })
          } else if (quotes.length > 0) out = append(out, ` ${quotes.join(" ")}`)
        }
        if (close < 0) {
          left = kind === "inserted" ? "inserted" : kind === "deleted" ? "deleted" : "comment"
          break
        }
        continue
      }
    }
    out = append(out, text[i] ?? "")
    i++
  }
  const cleaned = out
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([.,;:)])/g, "$1")
    .trim()
  return { text: cleaned, removed, open: left }
}

/** Whether a text carries any of the markup above (most contracts carry none, and are read as they are). */
export const hasMarkup = (text: string): boolean =>
  /\[-[^\]]*-\]|\{\+[^}]*\+\}|~~[^~]+~~/.test(text) ||
  Array.from(text.matchAll(/\(/g)).some((m) => STRIKE_BRACKET.test(text.slice(m.index))) ||
  Array.from(text.matchAll(/\[/g)).some((m) => BRACKET_KINDS.some(([, re]) => re.test(text.slice(m.index + 1))))
