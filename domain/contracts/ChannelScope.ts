// The scope of a media grant: a channel read is sure only when at least one of the words it was read from stands in a
// grant whose scope the reading can bound. Words that name a medium in a sentence about something else (the parties,
// a signature, a warranty, a product or campaign described), inside a name ("Broadcast Coffee Ltd"), in a part the
// plain reading does not affirm (a condition, an exception, a denial, an item of a denying list), or in a row another
// cell answers "No" grant nothing by themselves. A channel with no source of the first kind is returned
// `needs_review`, with the channels that do rest on a grant as the other candidate.
import { type Citation, cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import { type ExtractedTerms, quotedSpans } from "./ContractExtraction.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"

/**
 * Topics of sentences that bind or sign, but grant no use: a medium named there, in a sentence without a word that
 * grants, is not granted by it. (The parties and the preamble are not among them: a one-paragraph release grants in
 * its opening, and a form's items sit under a lead-in that grants; tried, 12 right fields marked on the development
 * half.)
 */
const NOT_A_GRANT_TOPIC = new Set(["signatures", "confidentiality", "warranties", "governing_law", "termination"])

/** A label that names the media or the use a row grants ("Media", "Channels", "Usage", "Licensed platforms"). */
const MEDIA_LABEL =
  /\b(?:media|medium|channels?|platforms?|usage|uses?|rights?|licen[cs]\w*|grant\w*|cleared|formats?)\b/i

/** A cell that answers a row in the negative: "No", "N/A", "Not licensed", "✗", "—". */
const NO_CELL =
  /^\s*(?:no|n\/a|none|nil|not\s+\w+(?:\s+\w+)?|excluded|declined|deleted|struck(?:\s+(?:out|through))?|[✗✘☐□×—–-])\s*\.?\s*$/i

/** A cell that answers yes or ticks a box: with it, a "No" cell is the other box of the same row. */
const YES_CELL = /\b(?:yes|granted|included|cleared|permitted)\b|\[\s*[xX✓✔]\s*\]|[☒☑✓✔]/i

/** Words that grant or permit use: a sentence with them is a grant whatever its clause is about. */
const GRANTING =
  /\b(?:grant\w*|licen[cs]\w*|us(?:e|ed|es|ing|age)|permi\w*|consent\w*|agree\w*|authori[sz]\w*|may|can|right|cleared|exploit\w*|publish\w*|broadcast\w*|post\w*|display\w*|appear\w*|run|air(?:ed|ing)?)\b/i

/** Whether the words at `start`–`end` are inside a capitalised name: a word in capitals on each side, or a company form after. */
const insideName = (text: string, start: number, end: number): boolean => {
  const before = /([A-Z][\w'’&-]*)\s+$/.exec(text.slice(Math.max(0, start - 30), start))?.[1]
  const after = /^\s+([A-Z][\w'’&.-]*)/.exec(text.slice(end, end + 30))?.[1]
  const word = text.slice(start, end)
  if (!/^[A-Z]/.test(word)) return false
  // A run of capitalised words that ends in a company's form: "Broadcast House Ltd", "Radio Nova Media Group".
  if (
    /^(?:\s+(?:&\s+)?[A-Z][\w'’&.-]*){0,3}?\s+(?:Ltd|Limited|LLC|LLP|Inc|plc|PLC|GmbH|Pty|Co|Corp|Group|Studios?|Holdings)\b/.test(
      text.slice(end, end + 60)
    )
  )
    return true
  return (
    before !== undefined &&
    after !== undefined &&
    !/^(?:The|A|An|And|Or|In|On|For|By|Of|To|Via|Including|Excluding|Media|Channels?|Usage|Territory)$/.test(before)
  )
}

/**
 * Whether the words at `start`–`end` were struck out: inside "~~…~~" or "[Deleted: …]", or followed in their cell by
 * words that say so ("~~Free-to-air television~~ deleted by agreement", "Television (struck through)").
 */
export const struckAt = (text: string, start: number, end: number): boolean => {
  const tildes = (text.slice(0, start).match(/~~/g) ?? []).length
  if (tildes % 2 === 1) return true
  const open = text.lastIndexOf("[Deleted", start)
  if (open >= 0 && text.indexOf("]", open) >= end) return true
  const cell = text.slice(end).split(/\s\|\s|;\s/)[0] ?? ""
  return /^[^.]{0,30}?\b(?:deleted|struck(?:\s+(?:out|through))?|crossed\s+out|withdrawn|removed)\b/i.test(
    cell.replace(/^~~/, "")
  )
}

/** Whether one source of a channel stands in a grant whose scope the reading can bound. */
export const inGrantScope = (doc: ContractDocument, s: Sentence, source: Citation): boolean => {
  if (s.heading || s.status !== undefined) return false
  const text = doc.text.slice(s.start, s.end)
  const at = source.start - s.start
  const end = source.end - s.start
  const labelled = s.label !== null && MEDIA_LABEL.test(s.label)
  if (!labelled && NOT_A_GRANT_TOPIC.has(s.topic) && NOT_A_GRANT_TOPIC.has(s.clause.topic) && !GRANTING.test(text))
    return false
  if (insideName(text, at, end)) return false
  if (struckAt(text, at, end)) return false
  // Quoted words name a title or report a text ("the "Radio Days" campaign"): they grant nothing.
  if (quotedSpans(text).some(([x, y]) => at >= x && end <= y)) return false
  // A row another cell of which answers it in the negative ("Television | No | —").
  const cells = text.split(/\s\|\s/)
  if (cells.length >= 2 && cells.some((c) => NO_CELL.test(c)) && !cells.some((c) => YES_CELL.test(c))) return false
  // A row whose other cells were struck out (its period, its fee): the row's grant was struck with them.
  const own = cells.findIndex((_c, i) => cells.slice(0, i + 1).join(" | ").length >= end)
  const others = cells.filter((_c, i) => i !== own && i > 0)
  if (others.length > 0 && others.some((c) => /^\s*~~/.test(c)) && others.every((c) => /^\s*(?:~~|$)/.test(c)))
    return false
  // Words the plain reading denies are Polarity's (`channelsDenied`); a condition or a question states no grant
  // either way, and is left to the reader (tick boxes and answered questions are read by their answers).
  return true
}

/**
 * Granted channels none of whose sources stands in a grant whose scope the reading can bound. The candidates are
 * the channel's absence and the channels that do rest on a bounded grant.
 */
export const channelsOutOfScope = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Finding> => {
  if (terms.all_media !== null) return []
  const sentenceOf = (c: Citation) => sentenceAt(doc, c.start)
  const grounded = terms.channels.filter((c) =>
    c.sources.some((x) => {
      const s = sentenceOf(x)
      return s !== undefined && inGrantScope(doc, s, x)
    })
  )
  return terms.channels
    .filter((c) => c.sources.length > 0 && !grounded.includes(c))
    .map((c): Finding => {
      const s = sentenceOf(c.sources[0]!)
      return {
        field: "channels",
        candidate: `not ${c.channel} (granted on a bounded grant: ${grounded.map((g) => g.channel).join(", ") || "none"})`,
        what: "a medium read from words that are not a grant whose scope was parsed",
        source: s === undefined ? c.sources[0]! : cite(doc, s.start, s.end)
      }
    })
}

/** The doubts unbounded grants raise on the channels of an (amended) document. */
export const channelScopeDoubts = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Doubt> =>
  doubtsOf("Not a bounded grant", channelsOutOfScope(doc, terms))
