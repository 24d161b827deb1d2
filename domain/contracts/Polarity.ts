// Polarity: a second reading of the yes-or-no terms (perpetuity, exclusivity, and the flags raised from a right:
// sub-licensing, assignment, automatic renewal) that checks the first. The reader decides each from the clause it
// classified; this reads again, independently and plainly, every sentence that speaks of the term (a heading names a
// subject and states nothing; a body states), each with its own negators in scope, and asks: does the document say
// this in more than one place, and do those places agree with each other and with the value read? When they do not,
// the field is returned `needs_review` with both values and the sentences that say each.
//
// The scope of a negator here is the part of the sentence that holds the words (between semicolons, colons, dashes,
// cells, full stops), before them ("no sub-licence", "shall not sub-license", "nothing … shall be exclusive", "in no
// event perpetual", "non-exclusive", "neither … nor") or right after them ("Sub-licensing is not permitted"). A
// negator that only limits whom or when ("except to an Affiliate", "without consent", "unless …") does not turn a
// permission round; the words after "except", "excluding", "save", "other than" are the exception's, not the rule's,
// and read the other way from it; the words after "unless", "if", "provided" state nothing until a comma closes them.
import { amend } from "./Amendments.js"
import type { Unexplained } from "./Calibration.js"
import { type Citation, cite, type ContractDocument, type Sentence } from "./ContractDocument.js"
import type { ExtractedTerms } from "./ContractExtraction.js"
import type { Flag, FlagCode } from "./ContractFlags.js"
import type { Doubt, ReviewField } from "./Doubts.js"
import { doubt } from "./Doubts.js"
import { boundOf, partAround } from "./Unsettled.js"

/** The yes-or-no terms read twice, with the field a disagreement marks. */
export type Term = "perpetual" | "exclusive" | "sublicensable" | "assignable" | "automatic_renewal"

/** What one sentence says of a term: that it holds, that it does not, and of whom (the bound party, or ""). */
export interface Statement {
  readonly term: Term
  readonly says: boolean
  readonly bound: string
  readonly start: number
  readonly end: number
  /**
   * The statement gives way to another: a denial to others than whom a grant names ("may not sub-license to anyone
   * else"), or a default another part may change ("Unless the Key Terms say otherwise, …").
   */
  readonly yields: boolean
  /** The sentence names the term in words that state nothing (quoted, in brackets, an unticked box, a condition). */
  readonly nothing: boolean
}

/**
 * The words that speak of each term. Uses of the same words about something else are not the term: "exclusive of
 * VAT", "exclusive jurisdiction", "exclusive property", "exclusively for" (a purpose); a perpetuity of a waiver or a
 * duty that survives; an assignment of copyright (a grant, not a right to pass the contract on).
 */
const TOPIC: Record<Term, RegExp> = {
  perpetual: /\b(?:in\s+perpetuity|perpetual(?:ly)?|perpetuity|for\s*ever)\b/gi,
  exclusive:
    /\b(?:non[- ]?)?exclusiv(?:e|ity)\b(?!\s+(?:of|jurisdiction|remedy|remedies|property|owner\w*|venue|forum|courts?|responsibility|liability|control)\b)/gi,
  // ("non-transferable and non-sublicensable": the negative prefix is part of the word, which it denies.)
  sublicensable: /\b(?:non[- ]?)?sub-?\s?licen[cs](?:e|es|ed|ing|ee|ees|able)\b/gi,
  assignable:
    /\b(?:non[- ]?)?(?:assign(?:s|ed|ing|able)?|transfer(?:s|red|able)?)\b(?=\s+(?:this|the|its|his|her|their|any|all|or|and|[a-z]+\s+rights?\b|it\b))|\bassignment\s+of\s+this\b|\b(?:non[- ]?)?assignable\b/gi,
  automatic_renewal:
    /\b(?:auto(?:matic(?:ally)?)?[- ]?renew\w*|renew\w*\s+automatically|roll(?:s|ed|ing)?\s+over|(?:shall|will)\s+(?:be\s+)?(?:renewed|extended)\s+for\s+(?:a\s+)?(?:further|successive|additional))\b/gi
}

/** Subjects a perpetuity or an assignment can be of that are not the licence's: a waiver, a duty, the copyright. */
const OFF_TOPIC: Partial<Record<Term, RegExp>> = {
  perpetual:
    /\b(?:copyright|owns?|owned|ownership|waive\w*|waiver|confidential\w*|surviv\w*|indemn\w*|moral\s+rights?|archiv\w*|records?)\b/i,
  assignable: /\b(?:copyright|all\s+(?:right|rights),?\s+title|title\s+and\s+interest|intellectual\s+property)\b/i
}

/** A negator whose scope runs forward to the words it governs. */
const NEGATOR =
  /\b(?:not|no|never|nor|neither|none|nothing|cannot|without|in\s+no\s+event|under\s+no\s+circumstances)\b|n['’]t\b/gi
/** Words after which the rest of the part is an exception to the rule: it reads the other way. */
const EXCEPTION = /\b(?:except(?:\s+(?:that|for))?|excluding|save(?:\s+(?:that|for|as))?|other\s+than|but\s+not)\b/i
/** Words after which the rest of the part is a condition: it states nothing by itself. */
const CONDITION = /\b(?:unless|if|where|provided(?:\s+that)?|subject\s+to|in\s+the\s+event|should)\b/i
/** Negators that deny a condition, not the term: "without consent", "no later than", "no additional fee". */
const CONDITION_NEGATION =
  /^(?:without\s+(?:\w+['’]?s?\s+){0,3}(?:consent|approval|permission|notice|payment|fee|charge|further|limit\w*|restriction|reference|recourse)|no\s+(?:later|earlier|less|more|fewer|longer|additional|extra|further)\b|not\s+(?:less|more|later|earlier)\s+than|not\s+(?:only|just)\b)/i
/** A denial right after the words, of a verb that bears on them ("Sub-licensing is not permitted", "shall not apply"). */
const AFTER =
  /^[\w\s'’,-]{0,40}?\b(?:(?:is|are|be|shall|will|may|can|does|do)\s+(?:not|never)|isn['’]t|aren['’]t|won['’]t|can['’]t|shan['’]t|doesn['’]t)\s+(?:be\s+)?(?:permitted|allowed|granted|apply|applies|applicable|included|exclusive|perpetual|renew\w*|available|authori[sz]ed|licen[cs]ed|sub-?licen\w*|assign\w*|transfer\w*|entitled|extend\w*|given|cleared|offered)\b|^\s*(?:is|are)\s+(?:prohibited|forbidden|excluded|withheld|reserved|not\s+permitted)\b|^\s*(?::|-|–)?\s*(?:no|none|n\/a|not\s+(?:applicable|permitted|granted|included)|excluded|prohibited)\b/i
/** Words that say what a list after them does not grant: "none of the following is granted:", "Excluded:". */
const DENYING_LIST = /\b(?:not|none|no|nor|excluded|excluding|reserved|retained|withheld|remains?\s+with)\b[^:]*:\s*$/i

/** Where the part of `text` that holds `at` starts and ends (Unsettled's breaks: ; : – | a full stop). */
const partOf = (text: string, at: number) => partAround(text, at, at)

/** Whether words hold a negator that denies the term, not a condition of it. */
const negated = (words: string): boolean =>
  Array.from(words.matchAll(NEGATOR)).some((m) => !CONDITION_NEGATION.test(words.slice(m.index)))

/**
 * How the words at `at`–`end` of `text` read, plainly: denied by a negator before them in their part, a negative
 * prefix, a denial right after them or a list a denial introduces; turned round inside an exception ("except",
 * "save", "excluding": the exception reads the other way from its rule); said of nothing inside a condition
 * ("unless …", "if …"). Returns true (said), false (denied) or null (nothing said).
 */
export const readAt = (text: string, at: number, end: number): boolean | null => {
  const { from, to } = partOf(text, at)
  const before = text.slice(from, at)
  // A condition or an exception closed by a comma before the words is over: "Subject to clause 4, the Licensee …".
  const open = (re: RegExp): number => {
    const m = new RegExp(re.source, "gi")
    let last = -1
    for (const x of before.matchAll(m)) if (!before.slice(x.index).includes(",")) last = x.index
    return last
  }
  if (open(CONDITION) >= 0) return null
  const exceptionAt = open(EXCEPTION)
  const rule = exceptionAt >= 0 ? before.slice(0, exceptionAt) : before
  const own = exceptionAt >= 0 ? before.slice(exceptionAt) : ""
  const prefixed = /^non[- ]?/i.test(text.slice(at, end)) || /\bnon[- ]?$/i.test(before)
  const after = text.slice(end, to)
  // An item of a list a denial introduces ("none of the following is granted: (a) …; (c) the right to sub-license").
  const colon = text.lastIndexOf(": ", at)
  const list = colon >= 0 && colon < from && DENYING_LIST.test(text.slice(0, colon + 1))
  const ruleDenied = negated(rule) || list
  if (exceptionAt >= 0) return negated(own.replace(EXCEPTION, "")) !== prefixed ? ruleDenied : !ruleDenied
  const denied = ruleDenied || AFTER.test(after)
  // Two denials cancel out only in "not non-exclusive"; elsewhere either denies ("non-transferable and may not be
  // sublicensed": the denial after is another word's).
  return prefixed ? ruleDenied : !denied
}

/** Whether position `at` of `text` is inside an exception its part opened ("… save that …", "except …"). */
const inException = (text: string, at: number): boolean => {
  const before = text.slice(partOf(text, at).from, at)
  return Array.from(before.matchAll(new RegExp(EXCEPTION.source, "gi"))).some(
    (x) => !before.slice(x.index).includes(",")
  )
}

/** Whether the words at `at`–`end` of `text` are denied, read plainly (an exception read as its own rule). */
export const deniedAt = (text: string, at: number, end: number): boolean => readAt(text, at, end) === false

/** A value that answers its label no: "Exclusivity: None", "Sub-licensing | Not permitted", "Renewal: N/A". */
const VALUE_DENIAL =
  /^[\s|:–-]*(?:no(?!\s+(?:other|competing|competitor|rival|similar|third)\b)|none|nil|n\/a|not\b|non[- ]?excl\w*|excluded|prohibited|forbidden|withheld|deleted|declined|refused)(?![\w-])/i
/** A part of a value that is an answer no and nothing else: "… - struck through, initialled. N/A", "| No |". */
const BARE_DENIAL = /^\s*(?:no|none|nil|n\/a|not\s+(?:used|applicable|granted)|deleted|excluded)\s*$/i
/** A value that answers its label yes: "Exclusive? Yes", "Sub-licensing: permitted". */
const VALUE_AFFIRMS = /^[\s|:–-]*(?:yes|granted|permitted|allowed|included|applies|applicable|[✓✔☑☒])(?![\w-])/i
/** A label that denies what its value lists: "Not cleared for", "Excluded Media", "Restricted". */
const DENYING_LABEL = /\b(?:not|no|excluded|excluding|restricted|prohibited|reserved|withheld)\b/i
/** A verb that makes words a statement of their own, not a list under a label. */
const STATES = /\b(?:is|are|shall|will|may|must|can|grants?|agrees?|licen[cs]es)\b/i
/** Boxes: an empty one before an option says nothing of it; a ticked one chooses it. */
const EMPTY_BOX = /[☐□]/
const TICKED_BOX = /[☒☑✓✔]/

/** How one mention reads: said, denied, or nothing said (a question left open, a heading's words, a name). */
const mentionReads = (text: string, at: number, end: number): boolean | null => {
  const rest = text.slice(end)
  // Named, not stated: inside brackets or quotes ("(Perpetual License to Deliverables)", "the "Exclusive Period"").
  const opened = (o: string, c: string) => text.slice(0, at).split(o).length > text.slice(0, at).split(c).length
  if (opened("(", ")") || opened("“", "”") || (text.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 1) return null
  // An option of a form: the box before it decides.
  const box = /[☐□☒☑✓✔][^☐□☒☑✓✔]*$/.exec(text.slice(0, at))
  if (box !== null && EMPTY_BOX.test(box[0][0] ?? "")) return null
  if (box !== null && TICKED_BOX.test(box[0][0] ?? "")) return !deniedAt(text, at, end)
  // A question about the words, or a row's "Granted?" cell: its answer decides; an answer in other words says nothing.
  const asked = /^[^.?]*\?/.exec(rest)
  if (asked !== null && !/[.;]\s(?!(?:[\w'’-]+\s?){1,3}\?$)/.test(asked[0])) {
    const answer = rest.slice(asked[0].length)
    const plain = readAt(text, at, end)
    if (plain === null) return null
    if (VALUE_DENIAL.test(answer.replace(/^\s*:/, ""))) return !plain
    if (VALUE_AFFIRMS.test(answer.replace(/^\s*:/, ""))) return plain
    return null
  }
  // "Exclusivity: none" written in the text: the value after the colon answers it.
  const valued = /^\s*[:|]\s*/.exec(rest)
  if (valued !== null && VALUE_DENIAL.test(rest.slice(valued[0].length))) return /^non/i.test(text.slice(at, end))
  // The words alone ("Exclusivity.", "Article 6 - Exclusivity"): a heading the layout did not mark, it states nothing;
  // a row's name with its answer after it ("9 Exclusivity Not used") is answered by it.
  const lead = text.slice(0, at).replace(/\b(?:article|section|clause|part|schedule)\b|[\d.()\s–—-]/gi, "")
  if (lead === "" && /^[\s.:]*$/.test(text.slice(end, partOf(text, at).to))) return null
  if (lead === "" && VALUE_DENIAL.test(rest)) return /^non/i.test(text.slice(at, end))
  if (lead === "" && VALUE_AFFIRMS.test(rest)) return !/^non/i.test(text.slice(at, end))
  return readAt(text, at, end)
}

/** A denial that keeps the right from others than whom a grant names: it agrees with the grant. */
const OTHERS = /\b(?:anyone|anybody|any\s+other|else|otherwise|other\s+than)\b/i
/** A sentence that states a default another part may change: "Unless the Key Terms say otherwise, …". */
export const DEFAULT =
  /\b(?:unless|except\s+as|save\s+as|save\s+where|except\s+where)\b[^.;]*\b(?:otherwise|states?|specif\w*|provid\w*)\b/i

/** What every stating sentence says of each term, with its polarity read plainly. */
export const statementsOf = (doc: ContractDocument): ReadonlyArray<Statement> =>
  doc.sentences.flatMap((s: Sentence): ReadonlyArray<Statement> => {
    if (s.heading || s.status !== undefined) return []
    const text = doc.text.slice(s.start, s.end)
    return (Object.keys(TOPIC) as ReadonlyArray<Term>).flatMap((term): ReadonlyArray<Statement> => {
      const off = OFF_TOPIC[term]
      if (off !== undefined && off.test(text)) return []
      const found = Array.from(text.matchAll(TOPIC[term]))
      // A label that names the term is answered by its value ("Exclusivity: None" denies, "Sub-licensing: permitted"
      // states; other words say nothing plain); a label that denies ("Not cleared for:") denies what its value names.
      const label = s.label === null ? null : new RegExp(TOPIC[term].source, "i").exec(s.label)
      // (A sentence under such a label states its own polarity: "Reserved use. The licence is exclusive save …".)
      const denyingLabel = s.label !== null && DENYING_LABEL.test(s.label) && !STATES.test(text)
      const byLabel: ReadonlyArray<boolean> =
        label === null || found.length > 0
          ? []
          : VALUE_DENIAL.test(text)
            ? [/^non/i.test(label[0])]
            : VALUE_AFFIRMS.test(text)
              ? [!/^non/i.test(label[0])]
              : []
      const read = found.map((m) => {
        // The whole value of a row the label names ("Exclusivity: exclusive."): the answer, not an unmarked heading.
        const answers = label !== null && /^[\s.]*$/.test(text.slice(0, m.index) + text.slice(m.index + m[0].length))
        const r = answers ? !/^non/i.test(m[0]) : mentionReads(text, m.index, m.index + m[0].length)
        // A denial to others than whom a grant names ("but may not otherwise assign") limits the grant: a carve-out.
        const { from, to } = partOf(text, m.index)
        const others = r === false && OTHERS.test(text.slice(from, to))
        return { said: r === null ? null : denyingLabel ? false : r, excepted: others || inException(text, m.index) }
      })
      const said = [...byLabel, ...read.flatMap((r) => (r.said === null ? [] : [r.said]))]
      const one = { term, bound: boundOf(text), start: s.start, end: s.end, nothing: false }
      // Mentions that say nothing (quoted, in brackets, an empty box, a condition): the sentence states nothing of it.
      if (said.length === 0) return found.length > 0 ? [{ ...one, says: false, yields: true, nothing: true }] : []
      // A value that states the term and also answers it no ("Exclusivity | Exclusive in the UK … N/A"), or a sentence
      // whose rules disagree ("may [Deleted: sub-license …] [Inserted: not sub-license …]"): it says both. (A mention
      // inside an exception is a carve-out of its rule: "non-exclusive, save that … exclusive" agrees with itself.)
      const answeredNo = s.label !== null && text.split(/[.;|]/).some((part) => BARE_DENIAL.test(part))
      const rules = read.filter((r) => r.said !== null && !r.excepted).map((r) => r.said)
      const both = said.some((x) => x) && (answeredNo || (rules.includes(true) && rules.includes(false)))
      if (both)
        return [
          { ...one, says: true, yields: false },
          { ...one, says: false, yields: false }
        ]
      // One statement per sentence and term: said when one mention says it, denied when every one denies it.
      const says = said.some((x) => x)
      return [{ ...one, says, yields: (!says && OTHERS.test(text)) || DEFAULT.test(text) }]
    })
  })

/** The value the first reading gave each term (null: it said nothing), and the words it read a true value from. */
const firstReading = (
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): Record<Term, { readonly value: boolean | null; readonly from: ReadonlyArray<Citation> }> => {
  const raised = (code: FlagCode) => {
    const f = flags.find((x) => x.code === code)
    return { value: f !== undefined, from: f?.source === null || f === undefined ? [] : [f.source] }
  }
  return {
    perpetual: {
      value: terms.term.perpetual !== null,
      from: terms.term.perpetual === null ? [] : [terms.term.perpetual]
    },
    exclusive: {
      value: terms.exclusivity.exclusive,
      from: terms.exclusivity.clauses.filter((c) => c.exclusive).map((c) => c.source)
    },
    sublicensable: raised("sublicensable"),
    assignable: raised("assignable"),
    automatic_renewal: raised("automatic_renewal")
  }
}

const FIELD: Record<Term, ReviewField> = {
  perpetual: "perpetual",
  exclusive: "exclusive",
  sublicensable: "flags",
  assignable: "flags",
  automatic_renewal: "flags"
}

/**
 * The terms whose second reading disagrees with the first, or whose sentences disagree among themselves for the
 * same party. A term read true that no sentence states (or every sentence denies), a term read false or not raised
 * while a sentence states it and none denies it, and a term stated in one place and denied in another of the same
 * party, are each reported with the other value and the sentence that says it.
 */
export const polarityEvidence = (
  document: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Unexplained> => {
  const doc = amend(document).document
  const all = statementsOf(doc)
  const first = firstReading(terms, flags)
  return (Object.keys(TOPIC) as ReadonlyArray<Term>).flatMap((term): ReadonlyArray<Unexplained> => {
    const of = all.filter((s) => s.term === term)
    if (of.length === 0) return []
    const { value, from } = first[term]
    const yes = of.filter((s) => s.says)
    const no = of.filter((s) => !s.says && !s.nothing)
    const idle = of.filter((s) => s.nothing)
    const quote = (s: Statement) => cite(doc, s.start, s.end)
    const field = FIELD[term]
    const name = term.replace(/_/g, " ")
    // The two readings disagree. Read true from a sentence the second reading reads as a denial, or from a heading
    // (it states nothing) where every sentence denies; read false where a sentence states it and none denies it.
    const within = (c: Citation) => (s: Statement) => s.start <= c.start && c.start < s.end
    const deniedSource = from.flatMap((c) => no.filter(within(c)))[0]
    const fromHeading = from.some((c) => doc.sentences.some((s) => s.heading && s.start <= c.start && c.start < s.end))
    if (value === true && (deniedSource !== undefined || (fromHeading && yes.length === 0)))
      return [
        {
          field,
          candidate: `not ${term}`,
          what: `${name} read from words that, read again, deny it`,
          source: quote(deniedSource ?? no[0]!)
        }
      ]
    // Read true from words that, read again, state nothing (a quoted clause, a bracket, an unticked box), where no
    // sentence states it.
    const idleSource = from.flatMap((c) => idle.filter(within(c)))[0]
    if (value === true && yes.length === 0 && idleSource !== undefined)
      return [
        {
          field,
          candidate: `not ${term}`,
          what: `${name} read from words that state nothing of it (quoted, bracketed, unticked or conditional)`,
          source: quote(idleSource)
        }
      ]
    if (value === false && no.length === 0 && yes.length > 0)
      return [
        {
          field,
          candidate: term,
          what: `${name} not read where a sentence states it and none denies it`,
          source: quote(yes[0]!)
        }
      ]
    // Read true from a default another part may change ("Unless the Order Confirmation states otherwise, each licence
    // is … perpetual"): whether that part changes it is for a person.
    const defaultSource = from.flatMap((c) => yes.filter((y) => y.yields && within(c)(y)))[0]
    if (value === true && defaultSource !== undefined)
      return [
        {
          field,
          candidate: `not ${term}`,
          what: `${name} read from a default another part of the document may change`,
          source: quote(defaultSource)
        }
      ]
    // The sentences disagree among themselves, of the same party: which prevails is for a person.
    const clash = yes
      .filter((y) => !y.yields)
      .flatMap((y) => no.filter((n) => !n.yields && n.bound === y.bound).map((n) => [y, n] as const))[0]
    if (clash !== undefined) {
      const [y, n] = clash
      const other = value === true ? n : y
      return [
        {
          field,
          candidate: value === true ? `not ${term}` : term,
          what: `${name} stated in one place and denied in another`,
          source: quote(other)
        }
      ]
    }
    return []
  })
}

/** The doubts a disagreeing second reading raises: one per field, each disagreement a candidate with its words. */
export const polarityDoubts = (
  document: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Doubt> => {
  const found = polarityEvidence(document, terms, flags)
  return [...new Set(found.map((u) => u.field))].map((field) => {
    const of = found.filter((u) => u.field === field)
    const first = of[0]!
    return doubt(
      field,
      `Read twice, not the same: ${first.what} ("${first.source.quote}", §${first.source.clause})` +
        (of.length > 1 ? ` (and ${of.length - 1} more)` : ""),
      first.source,
      of.map((u) => ({ value: u.candidate, source: u.source }))
    )
  })
}
