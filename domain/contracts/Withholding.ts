// Withholding: an exclusivity said as the grantor's promise not to license the work to anyone else.
//
// "During the period of the licence the Photographer shall not license any of the Photographs to any other person
// for use on calendars" and "the Images will not be licensed to any other home-fragrance business" never say
// "exclusive", but they are what an exclusive licence is: the work is kept from everyone but the licensee (for a use,
// a sector or a period, which the exclusivity's scope does not change).
//
// Whose promise it is decides. The grantor's (the party the document's licence is granted by, or a passive "will not
// be licensed", which only the owner can promise) makes the licence exclusive; the licensee's ("the Company shall not
// license the Photographs to any other person") is a limit on sub-licensing, read elsewhere, and says nothing here.
import type { ClassifiedClause } from "./ClauseClassification.js"
import { active } from "./ContractDates.js"
import { cite, type ContractDocument } from "./ContractDocument.js"
import { grantsOf } from "./Grants.js"
import { readingAt } from "./Negation.js"

/** "shall not license … to any other person", "will not grant any other licence": the active promise. */
const WITHHOLDS =
  /\b(?:shall|will|must|may|agrees?\s+(?:that\s+(?:it|he|she|they)\s+will|to))\s+not\s+(?:\w+\s+){0,2}?(?:(?<!sub-?)licen[cs]e\s+(?:[\w'’-]+\s+){0,6}?to\s+(?:any\s+|an?\s+)?(?:other|third|further)\b|grant\s+(?:a\s+|any\s+)?(?:other|further)\s+licen[cs]es?\b)/i

/** "will not be licensed to any other …": the passive promise, which only the owner can make. */
const WITHHELD =
  /\b(?:shall|will)\s+not\s+be\s+(?:licen[cs]ed|made\s+available)\s+(?:[\w'’-]+\s+){0,3}?to\s+(?:any\s+|an?\s+)?(?:other|third)\b/i

/**
 * Who does what a verb says, from the words of its sentence before it, without "the": the name just before it ("…
 * the Photographer shall not"), or the subject of the verbs it is joined to ("The Producer may assign this Agreement
 * and may license …"). Null when the words name no one.
 */
export const subjectBefore = (text: string): string | null =>
  (/(?:^|[\s,;])(?:[Tt]he\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s*$/.exec(text) ??
    /(?:^|[.:]\s+)(?:[Tt]he\s+)?([A-Z][a-z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s+(?:may|shall|will|can|must)\b[^.;:]*\band\s*$/.exec(
      text
    ))?.[1] ?? null

/** The grantor of the document's licences (not of grants back), as the grants name them, without "the". */
const grantorsOf = (doc: ContractDocument): ReadonlySet<string> =>
  new Set(
    grantsOf(doc)
      .filter((g) => !g.back && g.grantor !== null)
      .map((g) => g.grantor!.replace(/^the\s+/, ""))
  )

/** The grantor's promises not to license the work to others, as exclusivity clauses. */
export const withheldFromOthers = (doc: ContractDocument): ReadonlyArray<ClassifiedClause> => {
  // The grants are read once, and only for a document that makes such a promise in the active voice.
  let grantors: ReadonlySet<string> | undefined
  return active(doc).flatMap((s) => {
    const text = doc.text.slice(s.start, s.end)
    const passive = WITHHELD.exec(text)
    const m = passive ?? WITHHOLDS.exec(text)
    if (m === null) return []
    if (passive === null) {
      const subject = subjectBefore(text.slice(0, m.index))?.toLowerCase() ?? null
      grantors ??= grantorsOf(doc)
      if (subject === null || !grantors.has(subject)) return []
    }
    // The promise's own "not" denies the licensing; anything more (a condition, a second negation) leaves it open.
    const verb = m.index + m[0].search(/\blicen[cs]|\bgrant|\bmade\b/i)
    const reading = readingAt(text, verb, m.index + m[0].length, "", false)
    if (reading.polarity !== "denied" || reading.conditional) return []
    return [
      {
        kind: "exclusivity" as const,
        stated: true,
        cue: cite(doc, s.start + m.index, s.start + m.index + m[0].length, 0.85),
        sentence: cite(doc, s.start, s.end, 0.85),
        explicit: false,
        underExclusivity: false,
        certain: true
      }
    ]
  })
}
