// Clauses of a document that another of its own sentences switches off: a voucher's printed conditions with
// "Section 4 applies only to principal performers and does not apply to this voucher", a form whose later line says
// "Clause 7 is deleted" or "Paragraph 3 shall have no effect". The clause still stands in the text; what it promises
// does not hold. Clauses of another document ("Clause 6 of the Agreement shall not apply") are left to the readings
// of amendments and cited titles: their numbers are not this document's.
import { type ContractDocument, escapeRegExp, type Sentence } from "./ContractDocument.js"

/** A clause of this document named by its number: "Section 4", "clause 7.2", "Condition 3", "paragraphs 2 and 3". */
const REFERENCE =
  /\b(?:sections?|clauses?|conditions?|paragraphs?|articles?|items?|boxes)\s+(\d{1,3}(?:\.\d{1,3})*(?:\s*(?:,|and|or)\s*\d{1,3}(?:\.\d{1,3})*)*)\b/gi

/**
 * A reference that goes on to name another document, after the rest of its list of numbers and the clause's title if
 * it gives one: "of the Agreement", "and 4.2 of the Master Terms", "(Renewal) of the Standard Terms", "in Schedule 2".
 */
const ELSEWHERE =
  /^(?:\s*(?:,|and|or|to)\s*\d{1,3}(?:\.\d{1,3})*)*\s*(?:\([^()]*\)\s*)?(?:of|in|under)\s+(?!this\b|these\b)(?:the\s+|its\s+|our\s+|your\s+)?[A-Z\d]/

/** Whether the words after a clause's number go on to name another document's clause, not this one's. */
export const namesAnotherDocument = (after: string): boolean => ELSEWHERE.test(after)

// The one vocabulary of switching a clause off. Every reading that asks whether a sentence switches a clause off
// (this module, the clause classification's cited titles, the amendments' instructions, the calibration's later
// changes, the precedence of a sentence over a clause) uses these words, so a wording added here is known to all.
// Replacing or amending a clause is a change, not a switch-off: those words stay with Amendments.ts.

/** What a clause is once switched off, after "is", "are", "shall be", "has been": "is deleted", "shall be void". */
const OFF_STATES = [
  "deleted",
  "disapplied",
  "struck",
  "struck out",
  "struck through",
  "removed",
  "revoked",
  "rescinded",
  "repealed",
  "cancelled",
  "canceled",
  "withdrawn",
  "terminated",
  "omitted",
  "excluded",
  "void",
  "null and void",
  "inapplicable",
  "not applicable",
  "no longer applicable",
  "of no effect",
  "of no force or effect",
  "without effect"
] as const

/** The forms of "to be" before a state, by the number of clauses named. */
const BE = {
  one: ["is", "is hereby", "shall be", "will be", "shall hereby be", "has been", "was"],
  many: ["are", "are hereby", "shall be", "will be", "shall hereby be", "have been", "were"]
} as const

/** Verb phrases that say a clause does not hold, by the number of clauses named. */
const OFF_VERBS = {
  one: [
    "does not apply",
    "doesn't apply",
    "shall not apply",
    "will not apply",
    "won't apply",
    "no longer applies",
    "shall no longer apply",
    "ceases to apply",
    "shall cease to apply",
    "ceases to have effect",
    "shall cease to have effect",
    "has no effect",
    "shall have no effect",
    "has no force or effect",
    "shall have no force or effect",
    "shall not have effect"
  ],
  many: [
    "do not apply",
    "don't apply",
    "shall not apply",
    "will not apply",
    "won't apply",
    "no longer apply",
    "shall no longer apply",
    "cease to apply",
    "shall cease to apply",
    "cease to have effect",
    "shall cease to have effect",
    "have no effect",
    "shall have no effect",
    "have no force or effect",
    "shall have no force or effect",
    "shall not have effect"
  ]
} as const

/** A state written alone after the clause's number: "Clause 9 - Deleted", "Section 4: intentionally omitted". */
const BARE_MARK = ["-", ":", "–", "—"] as const
const BARE_STATES = [
  "deleted",
  "intentionally deleted",
  "omitted",
  "intentionally omitted",
  "repealed",
  "not used"
] as const

/**
 * Every wording of the vocabulary for one clause or several, as a reader meets it after the clause's number
 * ("Clause 7 is deleted", "Clauses 4 and 5 do not apply", "Section 9 - Deleted").
 */
export const switchOffWordings = (number: "one" | "many"): ReadonlyArray<string> => [
  ...BE[number].flatMap((be) => OFF_STATES.map((state) => `${be} ${state}`)),
  ...OFF_VERBS[number],
  ...BARE_MARK.flatMap((mark) => BARE_STATES.map((state) => `${mark} ${state}`))
]

/** Words as a pattern: any run of spaces, either apostrophe. */
const pattern = (words: ReadonlyArray<string>): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      escapeRegExp(w)
        .replace(/\s+/g, String.raw`\s+`)
        .replace(/'/g, "['’]")
    )
    .join("|")

/**
 * The words that switch a clause off, for a reader that knows which clause the sentence names: "does not apply",
 * "is deleted", "shall have no effect", "ceases to apply", "- Deleted". Case-insensitive; the match is the wording.
 */
export const SWITCH_OFF = new RegExp(
  String.raw`\b(?:(?:${pattern([...BE.one, ...BE.many])})\s+(?:${pattern(OFF_STATES)})\b|(?:${pattern([...OFF_VERBS.one, ...OFF_VERBS.many])})\b)|\s*(?:${pattern(BARE_MARK)})\s*(?:${pattern(BARE_STATES)})\b`,
  "i"
)

/**
 * A part of a document, as the head of a switch-off's subject: a clause by number or kind ("Clause 7", "General
 * Condition 2", "the Special Condition on that matter"), a row, a definition, words ("the row headed "Fee"", "the
 * words "…""). "The Term", a place or a right is no part of a document ("Canada is excluded", "any assignment is
 * void", "the Term is terminated"), nor is a part named further on ("the licence granted under clause 2 is terminated").
 */
const PART =
  /^(?:clauses?|sections?|conditions?|paragraphs?|paras?|articles?|items?|box(?:es)?|schedules?|exhibits?|annex(?:es|ures?)?|appendix|appendices|riders?|rows?|columns?|entry|entries|words?|references?|definitions?|provisions?|terms\b(?!\s+of\s+(?:payment|use|the\s+licen[cs]e))|restrictions?|obligations?|undertakings?|§)(?:\b|(?<=§))/i

/** Whether words open with a part of a document: after a list mark, a determiner and up to three capitalised words. */
const namesPart = (words: string): boolean => {
  let rest = words
    .replace(/^\W*(?:\(?(?:\d{1,3}(?:\.\d{1,3})*|[a-z]{1,2}|[ivx]{1,4})[.)]\s+|\d{1,3}(?:\.\d{1,3})+\s+)?/i, "")
    .replace(/^(?:(?:the|each|any|all|every|such|this|these|its|their)\s+)/i, "")
  for (let i = 0; i <= 3; i++) {
    if (PART.test(rest)) return true
    const next = rest.replace(/^[A-Z][\w'’-]*\s+/, "")
    if (next === rest) return false
    rest = next
  }
  return false
}

/**
 * The first switch-off in a sentence whose subject (the words before it in its part of the sentence, or after its
 * last comma: "In Section 3.1, the words "…" are deleted") opens with a part of a document, or null.
 */
export const switchOffIn = (text: string): RegExpExecArray | null => {
  for (const m of text.matchAll(new RegExp(SWITCH_OFF.source, "gi"))) {
    const subject = text.slice(0, m.index).replace(/^[^]*(?:[;:|]|\.\s)/, "")
    // (Or words of a clause it says was replaced: "The exclusive licence and the fee of £800 in the former clause 7 no
    // longer apply"; not "the licence under clause 3", a part named further on.)
    if (
      namesPart(subject) ||
      namesPart(subject.replace(/^[^]*,\s*/, "")) ||
      /\b(?:in|of|under)\s+(?:the\s+)?(?:former|original|old|earlier|previous|deleted|replaced)\s+(?:clause|section|paragraph)\s+\d[\d.]*\s*$/i.test(
        subject
      )
    )
      return m as RegExpExecArray
  }
  return null
}

/** The words a document calls itself by, after "this" or "the". */
const ITSELF =
  /^(?:(?:this|the\s+present)\s+(?:[\w-]+\s+){0,2}?(?:voucher|agreement|contract|letter|licen[cs]e|engagement|release|deed|order|form|chit|memo|booking|document|award|side\s+letter)|this\s+case)\b/i

/**
 * Whether the words after "does not apply" keep it whole: nothing more (the sentence or its part ends), or the
 * document itself ("to this voucher", "to this Agreement or to any background performer"). "does not apply to the
 * Licensee's affiliates" limits the clause's reach: the clause still holds.
 */
const whole = (after: string): boolean => {
  // "is deleted in its entirety", "is deleted entirely": the whole clause, said twice.
  const all = after.replace(/^\s*(?:in\s+(?:its|their)\s+entirety|entirely|in\s+full|altogether|completely)\b/i, "")
  if (/^\s*(?:[.;:,]|$)|^\s*here(?:to|in|under|from)?\b/i.test(all)) return true
  // "does not apply during the renewal period": the document's own term is the document.
  if (
    /^\s*(?:during|for|throughout)\s+(?:the|this)\s+(?:(?:renewal|licen[cs]e|usage|extended)\s+)?(?:term|period)\b/i.test(
      all
    )
  )
    return true
  const to = /^\s*(?:to|in|under|for|from)\s+/i.exec(all)
  return to !== null && ITSELF.test(all.slice(to[0].length))
}

/** A note after a clause's name that strikes it, without a verb: "Morals clause deleted as asked", "…: please delete it". */
const NOTED_OFF =
  /^\s*(?:[:–-]\s*)?(?:(?:deleted|removed|struck(?:\s+out)?|dropped|omitted|disapplied)\b(?!\s+(?:by|from|in)\s+(?:the\s+)?(?:licensee|company|brand|client)\b)|(?:please\s+)?(?:delete|remove|strike(?:\s+out)?|drop)\s+(?:it|this|that)\b)/i

/**
 * What may stand between a clause's name and its switch-off: where it is ("in clause 7 of the original agreement"), a
 * note in brackets ("(homewares)") and its ending ("ended on 31/03/2026 and does not apply").
 */
const NAME_QUALIFIER =
  /^(?:\s+(?:in|of|under)\s+(?:clause|section|paragraph)\s+\d[\d.]*(?:\s+of\s+the\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|licen[cs]e))?)?(?:\s*\([^()]*\))?(?:\s+(?:ended|expired|lapsed)(?:\s+on\s+[^;,.()]{3,30}?)?\s+and)?/i

/**
 * Whether the words after a clause named by its kind ("the morals clause", "Exclusivity", "the non-compete") switch it
 * off: the vocabulary with nothing that narrows it ("The morals clause is deleted", "Exclusivity shall not apply."), or
 * a note ("Morals clause deleted as asked", "Morals clause: please delete it").
 */
export const offAfterName = (after: string): boolean => {
  const rest = after
    .replace(/^\s*(?:clause|provision|undertaking|restriction|obligation)\b/i, "")
    .replace(NAME_QUALIFIER, "")
  if (NOTED_OFF.test(rest)) return true
  const off = new RegExp(String.raw`^\s*(?:${SWITCH_OFF.source})`, "i").exec(rest)
  return off !== null && whole(rest.slice(off[0].length))
}

/** The numbers of the clauses a sentence switches off. */
const switchesOff = (text: string): ReadonlyArray<string> => {
  const off = SWITCH_OFF.exec(text)
  if (off === null) return []
  // The clause is the subject: named before the verb, in the same part of the sentence.
  const before = text.slice(0, off.index).replace(/^[^]*[;:]/, "")
  if (!whole(text.slice(off.index + off[0].length))) return []
  const numbers: Array<string> = []
  for (const m of before.matchAll(REFERENCE)) {
    if (namesAnotherDocument(before.slice(m.index + m[0].length))) continue
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

/** A clause named by number, and the document it belongs to when the words name one ("clause 6 of the Agreement"). */
interface Cited {
  readonly number: string
  readonly of: string | null
}

/** "of the Principal Agreement" after a clause's number (and its title): the document named, lower case. */
const OF_DOCUMENT = /^\s*(?:\([^()]*\)\s*)?(?:of|in|under)\s+(?:the\s+)?((?:[A-Z][\w-]*\s*){1,4})/

const citedIn = (words: string): ReadonlyArray<Cited> =>
  [...words.matchAll(REFERENCE)].flatMap((m) => {
    const of =
      OF_DOCUMENT.exec(words.slice(m.index + m[0].length))?.[1]
        ?.trim()
        .toLowerCase() ?? null
    return (m[1] ?? "")
      .split(/\s*(?:,|and|or)\s*/i)
      .filter((n) => n.length > 0)
      .map((number) => ({ number, of }))
  })

/**
 * A part of a sentence that restates what a clause (of this document or another) provides: "In terms of clause 6 of
 * the Principal Agreement the Chef undertook not to endorse …", "Under Section 4, the Licensee may …". It runs from
 * the reference to the next restatement, the next ";", or the sentence's end. Group 1 the reference's words.
 */
const RESTATES =
  /\b(?:in\s+terms\s+of|under|pursuant\s+to|as\s+provided\s+(?:in|by)|according\s+to|by\s+virtue\s+of)\s+((?:sections?|clauses?|conditions?|paragraphs?|articles?)\s+\d{1,3}(?:\.\d{1,3})*(?:\s*\([^()]*\))?(?:\s+(?:of|in)\s+(?:the\s+)?(?:[A-Z][\w-]*\s*){1,4})?)/gi

/**
 * The parts of sentences that restate a clause another sentence switches off: an addendum that recites "In terms of
 * clause 6 of the Principal Agreement the Chef undertook not to endorse any other brand" and then says "Clause 6
 * (Exclusivity) is deleted in its entirety". The clause is the same when the numbers match and the documents do (a
 * switch-off that names no document, in an amendment, names the document it amends). What the part states no longer
 * holds; the rest of the sentence (another clause restated after ", and in terms of clause 3.3 …") is left alone.
 */
export const restatedOff = (
  doc: ContractDocument
): ReadonlyArray<{ readonly start: number; readonly end: number; readonly by: Sentence }> => {
  const said = doc.sentences.filter((s) => !s.heading && s.status === undefined)
  // The switch-off may be an amendment's instruction, which says nothing else.
  const instructions = doc.sentences.filter((s) => !s.heading && s.status === "instruction")
  const offs = [...said, ...instructions].flatMap((by) => {
    const text = doc.text.slice(by.start, by.end)
    const off = SWITCH_OFF.exec(text)
    if (off === null || !whole(text.slice(off.index + off[0].length))) return []
    const subject = text.slice(0, off.index).replace(/^[^]*[;:]/, "")
    return citedIn(subject).map((c) => ({ ...c, by }))
  })
  if (offs.length === 0) return []
  return said.flatMap((s) => {
    const text = doc.text.slice(s.start, s.end)
    const refs = [...text.matchAll(RESTATES)]
    return refs.flatMap((m, i) => {
      const [cited] = citedIn(m[1] ?? "")
      if (cited === undefined) return []
      const by = offs.find(
        (o) => o.by !== s && o.number === cited.number && (o.of === null || cited.of === null || o.of === cited.of)
      )?.by
      if (by === undefined) return []
      const next = refs[i + 1]?.index ?? text.length
      const stop = text.slice(m.index, next).search(/;/)
      const end = stop < 0 ? next : m.index + stop
      // The part opens where its sentence part does: "2. In terms of clause 6 …" from the sentence's start.
      const open = Math.max(0, text.slice(0, m.index).search(/[^;,]*$/))
      return [{ start: s.start + (i === 0 ? 0 : open), end: s.start + end, by }]
    })
  })
}
