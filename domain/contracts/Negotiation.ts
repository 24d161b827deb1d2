// Negotiation: a letter or grid that answers an offer records what each side asked for and what was agreed. Only the
// agreed terms bind; what one side offered, asked for or held out for is the record of the negotiation and states no
// term ("You asked for use in perpetuity. We cannot agree to perpetual use."; a response grid's "Proposed" and
// "Talent position" columns beside its "Agreed" column). A thread of messages is MessageChain.ts's.
import type { Supersession } from "./Amendments.js"
import { rowCells } from "./Answers.js"
import type { ContractDocument } from "./ContractDocument.js"

/**
 * A sentence that reports a proposal in the past: "You offered USD 50,000", "You asked for all media", "Your draft
 * provided for a buyout", "The Brand originally proposed a perpetual licence". A proposal made now ("we propose")
 * and an agreement ("you agreed to") are not reports.
 */
const REPORTED =
  /^\W*(?:(?:[Yy]ou|[Tt]hey|[Ww]e|[Tt]he\s+(?:brand|company|client|licensee|licensor|producer|agency|studio)|[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s+(?:(?:had|have|originally|initially|first)\s+)?(?:offered|asked\s+for|asked|proposed|requested|sought|wanted|suggested)\b|(?:[Yy]our|[Tt]heir|[Oo]ur|[Tt]he)\s+(?:original\s+|initial\s+|first\s+)?(?:offer|draft|proposal|request|term\s+sheet)\s+(?:of\s+[^,.;]{1,30}\s+)?(?:provided\s+for|included|offered|proposed|asked\s+for|was|were|sought)\b)/

/** A column or cell label that records a side's position, not the agreement: "Proposed", "Talent position", "Offer". */
const POSITION =
  /\b(?:proposed|proposals?|offer(?:ed)?|requested|asked|position|counter(?:-?offer|-?proposal)?|original|initial|draft)\b/i
/** A column or cell label that records the agreement: "Agreed", "Final", "Agreed terms", "Accepted". */
const AGREED =
  /^\s*(?:agreed(?:\s+terms?|\s+position)?|final(?:\s+terms?|\s+position)?|accepted|as\s+agreed|outcome)\s*$/i

/**
 * The words of a document that record a side's position rather than the agreement: sentences that report an offer
 * or a request, and in a row that has an agreed cell, the cells that record a side's position.
 */
export const unagreed = (doc: ContractDocument): ReadonlyArray<Supersession> => {
  const out: Array<Supersession> = []
  for (const s of doc.sentences) {
    if (s.heading) continue
    const text = doc.text.slice(s.start, s.end)
    const by = { start: s.start, end: s.end }
    if (REPORTED.test(text)) {
      out.push({ start: s.start, end: s.end, by })
      continue
    }
    const cells = rowCells(text)
    if (cells.length < 3 || !cells.some((c) => AGREED.test(c.label))) continue
    // The row's item: its first cell's value under a generic header ("Term: Fee", "Point: Media"), else its words.
    const first = cells[0]!
    const item = text
      .slice(first.start, first.end)
      .replace(/^\s*(?:term|item|point|issue|clause|topic|heading)\s*:\s*/i, "")
      .replace(/[;|\s]+$/, "")
    for (const c of cells)
      if (POSITION.test(c.label) && !AGREED.test(c.label))
        out.push({ start: s.start + c.start, end: s.start + c.end, by, label: item })
  }
  return out
}
