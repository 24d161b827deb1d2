// Footnotes and endnotes that carry a contract's terms. A short body may say "a licence[1] … in the media[2] and
// territory[3]" or "Territory: see note 3" and give the terms only in numbered notes after it ("[3] Sweden, Norway
// and Denmark."). A note is part of the clause that cites it: a note a pointer names ("see note 3", "(refer to
// endnote 2)") is read in the pointer's place; a note a marker cites after a word ("territory[3]", "media²") is read
// as that word's value ("Territory: Sweden, Norway and Denmark."), where it stands. Only a note that is cited, and a
// citation whose note is there, change anything: a document without both reads as it is.

/** The opening of a note: "[3] …", "³ …", "Note 3: …", "Footnote 3. …", "Endnote 3 - …". Group 1 or 2: its key. */
const NOTE_OPENING =
  /^\s*(?:\[(\d{1,2}|\*{1,3})\]|([¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2})|(?:foot|end)?note\s+(\d{1,2})\s*[.:)\u2013\u2014-])\s*/i

/** A marker after a word that cites a note: "licence[1]", "media²". */
const MARKER = /(?<=[A-Za-z)])(?:\[(\d{1,2}|\*{1,3})\]|([¹²³⁴⁵⁶⁷⁸⁹⁰]{1,2}))(?![\w[])/g

/** A pointer to a note in words: "see note 3", "(refer to footnote 2)", "as set out in endnote 4", "(note 5)". */
const POINTER =
  /\(\s*(?:(?:see|refer\s+to|as\s+(?:set\s+out|stated|given|defined)\s+in)\s+)?(?:foot|end)?note\s+(\d{1,2})\s*\)|\b(?:see|refer\s+to|as\s+(?:set\s+out|stated|given|defined)\s+in)\s+(?:foot|end)?note\s+(\d{1,2})\b/gi

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
/** A note's key, whichever way it is written ("³" and "[3]" and "note 3" are one key). */
const keyOf = (raw: string): string =>
  Array.from(raw, (c) => (SUPERSCRIPTS.includes(c) ? String(SUPERSCRIPTS.indexOf(c)) : c)).join("")

/** Words that end the name a marker is put after, going back from it. */
const NAME_STOP = /^(?:the|a|an|this|that|its|their|his|her|our|your|in|on|for|of|to|and|or|with|by|at|from|under)$/i

/**
 * The name a marker is put after: the last words before it, back to an article, a preposition or a punctuation
 * mark ("in the media[2]" names "media", "for the licence period[4]" "licence period"); at most three words.
 */
export const citedName = (before: string): string | null => {
  const tail = /[^,;:.()[\]]*$/.exec(before)?.[0] ?? ""
  const words = tail
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "")
  const name: Array<string> = []
  for (let i = words.length - 1; i >= 0 && name.length < 3; i--) {
    const w = words[i] ?? ""
    if (NAME_STOP.test(w)) break
    name.unshift(w)
  }
  const joined = name.join(" ").replace(/[)"”']+$/, "")
  return joined === "" ? null : joined.charAt(0).toUpperCase() + joined.slice(1)
}

/** A note: where it is (its paragraph) and its words without the opening key. */
interface Note {
  readonly index: number
  readonly words: string
}

/**
 * The paragraphs read with their notes: each text, changed where a note is cited, or null for a note moved into
 * the pointer that cites it. Paragraphs are given in order; tables' rows are left as they are by the caller.
 */
export const readNotes = (texts: ReadonlyArray<string>): ReadonlyArray<string | null> => {
  const notes = new Map<string, Note>()
  texts.forEach((text, index) => {
    const m = NOTE_OPENING.exec(text)
    const key = m === null ? undefined : (m[1] ?? m[2] ?? m[3])
    const words = m === null ? "" : text.slice(m[0].length).trim()
    if (key !== undefined && words !== "" && !notes.has(keyOf(key))) notes.set(keyOf(key), { index, words })
  })
  if (notes.size === 0) return texts
  const noteAt = new Map(Array.from(notes.values(), (n) => [n.index, n] as const))
  const out: Array<string | null> = [...texts]
  const moved = new Set<number>()
  const named = new Map<number, string>()
  texts.forEach((text, index) => {
    if (noteAt.has(index)) return
    // A pointer is replaced by its note's words (a bracketed pointer keeps its brackets).
    let changed = text.replace(POINTER, (whole, a: string | undefined, b: string | undefined) => {
      const note = notes.get(keyOf(a ?? b ?? ""))
      if (note === undefined) return whole
      moved.add(note.index)
      const words = note.words.replace(/[.;]\s*$/, "")
      return whole.startsWith("(") ? `(${words})` : words
    })
    // A marker after a word is taken off it; its note is read as the value of the word it follows.
    changed = changed.replace(
      MARKER,
      (whole, a: string | undefined, b: string | undefined, at: number, all: string) => {
        const note = notes.get(keyOf(a ?? b ?? ""))
        if (note === undefined) return whole
        const name = citedName(all.slice(0, at))
        if (name !== null && !named.has(note.index)) named.set(note.index, name)
        return ""
      }
    )
    out[index] = changed
  })
  for (const [index, note] of noteAt) {
    if (moved.has(index)) out[index] = null
    else {
      const name = named.get(index)
      if (name !== undefined) out[index] = `${name}: ${note.words}`
    }
  }
  return out
}
