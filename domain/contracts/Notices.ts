// Notices under a licence: a letter or an e-mail that recites the terms of a licence made earlier and then
// withdraws part of it, terminates it or suspends it from a date ("The Licensor hereby withdraws the Licence, with
// effect from 1 June 2026, in respect of: (a) Austria …", "Talent hereby terminates the Agreement with effect from
// May 15, 2026", "Kestrel is suspending all use of the campaign"). The recital states the licence's terms; the act
// changes them, as an amendment does (Amendments.ts starts a part at the act). The act's date is when the change
// takes effect, not when the licence started, and the licence's own date ("the Agreement dated 12 February 2026") is
// not the notice's.
import type { ContractDocument, Sentence } from "./ContractDocument.js"

export type NoticeAct = "withdrawal" | "termination" | "suspension"

export interface Notice {
  readonly act: NoticeAct
  /** The sentence that does the act. */
  readonly start: number
  readonly end: number
  /** What a withdrawal takes back: from "in respect of" to the end of the act's list; null for other acts. */
  readonly withdrawn: { readonly start: number; readonly end: number } | null
}

/** A document that calls itself a notice, or says it is one given under a clause of an agreement. */
const NOTICE_TITLE = /^\s*(?:(?:formal|written|final)\s+)*notice\s+of\b/i
const NOTICE_SAYS =
  /\b(?:(?:this|the\s+present)\s+(?:notice|letter|e-?mail)\s+is\s+given|treat\s+this\s+(?:e-?mail|letter)\s+as\s+(?:formal\s+)?(?:written\s+)?notice|(?:formal\s+)?written\s+notice\s+under\s+(?:section|clause|paragraph|article))\b/i

/**
 * The act, in the writer's own voice: "hereby withdraws / terminates / suspends / revokes", or "is suspending" (a
 * brand announcing what it does). A right to do it later ("may terminate this Agreement upon notice") is no act.
 */
const ACT =
  /\bhereby\s+(withdraw|terminat|suspend|revok|cancel)\w*|\b(?:is|are|am)\s+(?:hereby\s+)?(?:now\s+)?(withdraw|terminat|suspend|revok|cancell?)ing\b/i

const actOf = (verb: string): NoticeAct =>
  /^withdraw|^revok/i.test(verb) ? "withdrawal" : /^suspend/i.test(verb) ? "suspension" : "termination"

/** Whether the document is a notice under a licence (its title, or its own words, say so). */
export const isNotice = (doc: ContractDocument): boolean => {
  const first = doc.clauses[0]
  if (first?.heading != null && NOTICE_TITLE.test(first.heading)) return true
  return doc.sentences.slice(0, 25).some((s) => NOTICE_SAYS.test(doc.text.slice(s.start, s.end)))
}

/** A list item of the act ("(a) Austria, …; and", "- posters and billboards"). */
const ITEM = /^\s*(?:\(?[a-z0-9]{1,3}\)|[-•*–])\s/i

/** The act of a notice, when the document is one and does one. */
export const noticeOf = (doc: ContractDocument): Notice | null => {
  if (!isNotice(doc)) return null
  const sentences = doc.sentences.filter((s) => !s.heading && s.status === undefined)
  for (const [i, s] of sentences.entries()) {
    const text = doc.text.slice(s.start, s.end)
    const m = ACT.exec(text)
    if (m === null) continue
    const act = actOf(m[1] ?? m[2] ?? "")
    if (act !== "withdrawal") return { act, start: s.start, end: s.end, withdrawn: null }
    // What is withdrawn: the words after "in respect of" ("of", "as to", "for"), and the items of the list that
    // the sentence opens with a colon.
    const scope = /\b(?:in\s+respect\s+of|as\s+(?:to|regards)|so\s+far\s+as\s+it\s+concerns)\b/i.exec(
      text.slice(m.index)
    )
    const from = scope === null ? s.start + m.index + m[0].length : s.start + m.index + scope.index
    let end = s.end
    const items: ReadonlyArray<Sentence> = sentences.slice(i + 1)
    if (/:\s*$/.test(text)) {
      for (const next of items) {
        const words = doc.text.slice(next.start, next.end)
        const line = doc.text.slice(doc.text.lastIndexOf("\n", next.start - 1) + 1, next.start)
        if (!ITEM.test(words) && !ITEM.test(`${line} `)) break
        end = next.end
      }
    }
    return { act, start: s.start, end: s.end, withdrawn: { start: from, end } }
  }
  return null
}

/** Whether `at` lies in the sentence of the act (its date is when the act takes effect). */
export const inAct = (notice: Notice | null, at: number): boolean =>
  notice !== null && at >= notice.start && at < notice.end

/** Whether `at` lies in what a withdrawal takes back. */
export const withdrawnAt = (notice: Notice | null, at: number): boolean =>
  notice?.withdrawn != null && at >= notice.withdrawn.start && at < notice.withdrawn.end
