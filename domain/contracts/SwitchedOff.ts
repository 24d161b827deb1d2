// Clauses of a document that another of its own sentences switches off: a voucher's printed conditions with
// "Section 4 applies only to principal performers and does not apply to this voucher", a form whose later line says
// "Clause 7 is deleted" or "Paragraph 3 shall have no effect". The clause still stands in the text; what it promises
// does not hold. Clauses of another document ("Clause 6 of the Agreement shall not apply") are left to the readings
// of amendments and cited titles: their numbers are not this document's.
import type { ContractDocument, Sentence } from "./ContractDocument.js"

/** A clause of this document named by its number: "Section 4", "clause 7.2", "Condition 3", "paragraphs 2 and 3". */
const REFERENCE =
  /\b(?:sections?|clauses?|conditions?|paragraphs?|articles?|items?|boxes)\s+(\d{1,3}(?:\.\d{1,3})*(?:\s*(?:,|and|or)\s*\d{1,3}(?:\.\d{1,3})*)*)\b/gi

/**
 * A reference that goes on to name another document, after the clause's title if it gives one: "of the Agreement",
 * "(Renewal) of the Standard Terms", "in Schedule 2".
 */
const ELSEWHERE = /^\s*(?:\([^()]*\)\s*)?(?:of|in|under)\s+(?!this\b|these\b)(?:the\s+|its\s+|our\s+|your\s+)?[A-Z\d]/

/** What switches a clause off: it does not apply, it is deleted or disapplied, it has no effect. */
const OFF =
  /\b(?:does|do|shall|will)\s+not\s+apply\b|\bdoesn['’]t\s+apply\b|\b(?:is|are)\s+(?:hereby\s+)?(?:deleted|disapplied|struck\s+out|not\s+applicable|inapplicable|void)\b|\b(?:has|have|shall\s+have)\s+no\s+(?:force\s+or\s+)?effect\b|\b(?:is|are)\s+of\s+no\s+effect\b/i

/** The words a document calls itself by, after "this" or "the". */
const ITSELF =
  /^(?:(?:this|the\s+present)\s+(?:[\w-]+\s+){0,2}?(?:voucher|agreement|contract|letter|licen[cs]e|engagement|release|deed|order|form|chit|memo|booking|document|award|side\s+letter)|this\s+case)\b/i

/**
 * Whether the words after "does not apply" keep it whole: nothing more (the sentence or its part ends), or the
 * document itself ("to this voucher", "to this Agreement or to any background performer"). "does not apply to the
 * Licensee's affiliates" limits the clause's reach: the clause still holds.
 */
const whole = (after: string): boolean => {
  if (/^\s*(?:[.;:,]|$)|^\s*here(?:to|in|under)?\b/i.test(after)) return true
  const to = /^\s*(?:to|in|under|for)\s+/i.exec(after)
  return to !== null && ITSELF.test(after.slice(to[0].length))
}

/** The numbers of the clauses a sentence switches off. */
const switchesOff = (text: string): ReadonlyArray<string> => {
  const off = OFF.exec(text)
  if (off === null) return []
  // The clause is the subject: named before the verb, in the same part of the sentence.
  const before = text.slice(0, off.index).replace(/^[^]*[;:]/, "")
  if (!whole(text.slice(off.index + off[0].length))) return []
  const numbers: Array<string> = []
  for (const m of before.matchAll(REFERENCE)) {
    if (ELSEWHERE.test(before.slice(m.index + m[0].length))) continue
    numbers.push(...(m[1] ?? "").split(/\s*(?:,|and|or)\s*/i).filter((n) => n.length > 0))
  }
  return numbers
}

/**
 * The sentences of numbered clauses that another sentence of the same document switches off (a clause numbered
 * "4" and its sub-clauses "4.1", …), each with the sentence that does it.
 */
export const switchedOff = (doc: ContractDocument): ReadonlyMap<Sentence, Sentence> => {
  const out = new Map<Sentence, Sentence>()
  const said = doc.sentences.filter((s) => !s.heading && s.status === undefined)
  for (const by of said) {
    const numbers = switchesOff(doc.text.slice(by.start, by.end))
    if (numbers.length === 0) continue
    for (const s of said) {
      const number = s.clause.number
      if (s === by || number === null || s.clause === by.clause) continue
      if (numbers.some((n) => number === n || number.startsWith(`${n}.`))) out.set(s, by)
    }
  }
  return out
}
