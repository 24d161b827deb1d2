// Words the document sets aside: a value is sure only when some of the words it was read from still state a term once
// the document's own structure has been applied (Amendments.ts: a later amendment's deletions and replacements, a
// switched-off clause, a side's position in a negotiation, a grant other than the licence, a change marked rejected).
// A fee, a medium or a flag all of whose words the amended document marks as superseded, an instruction or a proposal
// rests on nothing that binds: the reading and the document's structure disagree, and the field is returned
// `needs_review` with the value's absence as the other candidate.
import { type Citation, cite, type ContractDocument, sentenceAt } from "./ContractDocument.js"
import { type ExtractedTerms, MONEY } from "./ContractExtraction.js"
import type { Flag } from "./ContractFlags.js"
import { type Doubt, doubtsOf, type Finding, type ReviewField } from "./Doubts.js"

/** Whether the words at a citation no longer state a term in the amended document. */
export const setAside = (amended: ContractDocument, c: Citation): boolean => {
  const s = sentenceAt(amended, c.start)
  return s !== undefined && s.status !== undefined
}

/** Whether the same sum (its digits) is also written in words the amended document keeps. */
const statedElsewhere = (amended: ContractDocument, c: Citation): boolean => {
  const digits = amended.text.slice(c.start, c.end).replace(/\D/g, "")
  return Array.from(amended.text.matchAll(new RegExp(MONEY.source, MONEY.flags))).some(
    (m) =>
      (m.index < c.start || m.index >= c.end) &&
      m[0].replace(/\D/g, "") === digits &&
      !setAside(amended, { ...c, start: m.index, end: m.index + m[0].length })
  )
}

/** Fees, media and flags read only from words the amended document sets aside (a fee also written elsewhere stands). */
export const readFromSetAside = (
  amended: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Finding> => {
  const finding = (field: ReviewField, value: string, c: Citation): Finding => {
    const s = sentenceAt(amended, c.start)!
    return {
      field,
      candidate: `not ${value}`,
      what: `${value} read from words the document sets aside (${s.status})`,
      source: cite(amended, s.start, s.end)
    }
  }
  const sources = (cs: ReadonlyArray<Citation>) => cs.length > 0 && cs.every((c) => setAside(amended, c))
  return [
    ...terms.fees.flatMap((f) =>
      setAside(amended, f.source) && !statedElsewhere(amended, f.source)
        ? [finding("fees", `${f.currency} ${f.amount}`, f.source)]
        : []
    ),
    ...terms.channels.flatMap((c) => (sources(c.sources) ? [finding("channels", c.channel, c.sources[0]!)] : [])),
    ...(terms.all_media !== null && setAside(amended, terms.all_media)
      ? [finding("channels", "all media", terms.all_media)]
      : []),
    ...flags.flatMap((f) =>
      f.source !== null && setAside(amended, f.source) ? [finding("flags", f.code, f.source)] : []
    )
  ]
}

/** The doubts values read from set-aside words raise. */
export const setAsideDoubts = (
  amended: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Doubt> => doubtsOf("Read from words set aside", readFromSetAside(amended, terms, flags))
