// Precedence: which part of a contract prevails over which, and the values a prevailing part puts in doubt. A
// contract may say so of whole parts ("In the event of conflict, the Schedule prevails", a rider or amendment after
// the body) or of clauses ("Notwithstanding clause 3, …", "Clause 5 does not apply to …", "The rights in clause 3
// shall not extend to …", "Subject to clause 7, …"). Amendments.ts applies what it can apply with certainty (an
// instruction that replaces a clause, a default the prevailing part restates); what is left is read here: a value
// the reading took from a yielding part while the prevailing part says otherwise of the same subject is returned
// `needs_review` with both values. Nothing here changes a value.
import { type Amended, clauseRefs, OF_ITSELF, PRECEDENCE, PRECEDES, titles } from "./Amendments.js"
import { cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import { type CountryMention, type ExtractedTerms, MEDIA_VOCABULARY, NOT_A_GRANT } from "./ContractExtraction.js"
import type { Flag, FlagCode } from "./ContractFlags.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"
import { feeArithmetic, ledger } from "./MoneyLedger.js"
import { statementsOf, type Term } from "./Polarity.js"
import { SWITCH_OFF } from "./SwitchedOff.js"

export interface Span {
  readonly start: number
  readonly end: number
}

/** One part prevailing over others, and the sentence that says so. */
export interface Precedence {
  readonly prevailing: ReadonlyArray<Span>
  readonly yielding: ReadonlyArray<Span>
  readonly by: Span
  /** A later amendment part (Amendments.ts applies its replacements of fees itself). */
  readonly amendment: boolean
}

const CLAUSE_LIST = String.raw`((?:clauses?|sections?|paragraphs?|articles?)\s+\d[\d.]*(?:\s*(?:,|and|or|to)\s*\d[\d.]*)*)`

/** The sentence prevails over the clauses it names: "Notwithstanding anything in clause 3", "supersedes clause 4". */
const OVER = new RegExp(
  String.raw`\b(?:notwithstanding|in\s+derogation\s+of|supersed(?:es|ing)|overrid(?:es|ing)|prevails?\s+over|takes?\s+precedence\s+over)\s+(?:anything\s+(?:to\s+the\s+contrary\s+)?(?:in|contained\s+in)\s+|the\s+(?:terms?|provisions?|rights?|grant|licen[cs]e)\s+(?:of|in|under|granted\s+(?:in|by|under))\s+)?` +
    CLAUSE_LIST,
  "gi"
)
/**
 * The sentence takes a named clause back: it switches it off ("Clause 5 does not apply to …", "Clause 5 is deleted":
 * SwitchedOff.ts's vocabulary) or narrows its reach ("the rights in clause 3 shall not extend to").
 */
const DISAPPLIES = new RegExp(
  CLAUSE_LIST +
    String.raw`(?:\s+(?:above|below|of\s+this\s+\w+))?(?:\s*(?:${SWITCH_OFF.source})|\s+(?:does|do|shall|will)\s+not\s+(?:extend|include|cover|be\s+read\s+to\s+include)\b)`,
  "gi"
)
/** The sentence gives way to the clauses it names: "Subject to clause 7", "Except as provided in clause 9". */
const UNDER = new RegExp(
  String.raw`\b(?:subject\s+to|except\s+as\s+(?:provided|set\s+out|stated|specified)\s+in|save\s+as\s+(?:provided|set\s+out|stated)\s+in)\s+(?:the\s+(?:terms?|provisions?)\s+of\s+)?` +
    CLAUSE_LIST,
  "gi"
)

/**
 * "Special Conditions prevail over the Cover Page", "The Schedule takes precedence over these terms", "These Special
 * Conditions prevail over the Standard Terms in Part B": group 1 names the part.
 */
const PART_OVER =
  /^\W*(?:[A-Z]{0,3}\d[\d.]*\.?\s+)?(?:[Tt]he\s+|[Tt]hese\s+|[Tt]his\s+)?((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\s+(?:prevails?|shall\s+prevail|will\s+prevail|takes?\s+precedence|overrides?|shall\s+(?:govern|control))\s+over\b/
/** "Notwithstanding the Cover Page, …": the sentence prevails over the part named (group 1). */
const OVER_PART =
  /\bnotwithstanding\s+(?:anything\s+(?:to\s+the\s+contrary\s+)?in\s+)?the\s+((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)/g

/** A line that opens a part of its own: a schedule, exhibit, annex, rider, the special or standard terms. */
// ("Part B - Standard Terms", or "Part B" alone.)
const PART_TITLE =
  /^\W*part\s+[a-z0-9]{1,3}\W*$|^\W*(?:part\s+[a-z0-9]{1,3}\s*[-–—:.]?\s*)?(?:schedule|exhibit|annex(?:ure)?|appendix|attachment|rider|addendum|special\s+(?:terms|conditions)|standard\s+(?:terms|conditions)|general\s+(?:terms|conditions)|key\s+terms|order\s+(?:form|confirmation))\b/i

const stating = (doc: ContractDocument) => doc.sentences.filter((s) => !s.heading && s.status === undefined)

/** The spans of the clauses numbered `refs` (and their sub-clauses), the sentence's own clause left out. */
const clausesNumbered = (doc: ContractDocument, refs: ReadonlyArray<string>, own: Sentence): ReadonlyArray<Span> =>
  doc.clauses
    .filter(
      (c) => c.index !== own.clause.index && refs.some((n) => c.number === n || (c.number ?? "").startsWith(`${n}.`))
    )
    .map((c) => ({ start: c.start, end: c.end }))

/** Where a titled part ends: at the next line that titles a part, else at the end of the text. */
const partFrom = (doc: ContractDocument, title: Sentence): Span => {
  const next = doc.sentences.find(
    (t) =>
      t.start > title.end && t.clause.index !== title.clause.index && PART_TITLE.test(doc.text.slice(t.start, t.end))
  )
  return { start: title.start, end: next?.start ?? doc.text.length }
}

/** Everything of the text outside `spans`. */
const outside = (length: number, spans: ReadonlyArray<Span>): ReadonlyArray<Span> => {
  const out: Array<Span> = []
  let at = 0
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start > at) out.push({ start: at, end: s.start })
    at = Math.max(at, s.end)
  }
  if (at < length) out.push({ start: at, end: length })
  return out
}

/** Every order of precedence the document states, between parts, between clauses, and of amendments over the body. */
export const precedences = (amended: Amended): ReadonlyArray<Precedence> => {
  const doc = amended.document
  const out: Array<Precedence> = []
  // A later amendment part prevails over what stands before it.
  for (const a of amended.amendments)
    if (!a.integral && a.start > 0)
      out.push({
        prevailing: [{ start: a.start, end: a.end }],
        yielding: [{ start: 0, end: a.start }],
        by: a,
        amendment: true
      })
  for (const s of stating(doc)) {
    const words = doc.text.slice(s.start, s.end)
    const by = { start: s.start, end: s.end }
    // A part named as prevailing, wherever its title stands.
    const partOver = PART_OVER.exec(words)
    const named = PRECEDENCE.exec(words) ?? PRECEDES.exec(words) ?? partOver
    if (named !== null) {
      const name = (named[1] ?? "").trim()
      // ("These Special Conditions prevail over …": said in the part that prevails, under its own title.)
      const own = partOver !== null && OF_ITSELF.test(words)
      const title = doc.sentences.find(
        (t) => (own || t.clause.index !== s.clause.index) && titles(doc.text.slice(t.start, t.end), name)
      )
      if (title !== undefined) {
        const part = partFrom(doc, title)
        out.push({ prevailing: [part], yielding: outside(doc.text.length, [part, by]), by, amendment: false })
      }
    }
    for (const m of words.matchAll(OVER_PART)) {
      const title = doc.sentences.find(
        (t) => t.clause.index !== s.clause.index && titles(doc.text.slice(t.start, t.end), (m[1] ?? "").trim())
      )
      if (title !== undefined) out.push({ prevailing: [by], yielding: [partFrom(doc, title)], by, amendment: false })
    }
    for (const m of words.matchAll(OVER)) {
      const yielding = clausesNumbered(doc, clauseRefs(m[1] ?? ""), s)
      if (yielding.length > 0) out.push({ prevailing: [by], yielding, by, amendment: false })
    }
    for (const m of words.matchAll(DISAPPLIES)) {
      const yielding = clausesNumbered(doc, clauseRefs(m[1] ?? ""), s)
      if (yielding.length > 0) out.push({ prevailing: [by], yielding, by, amendment: false })
    }
    for (const m of words.matchAll(UNDER)) {
      const prevailing = clausesNumbered(doc, clauseRefs(m[1] ?? ""), s)
      if (prevailing.length > 0) out.push({ prevailing, yielding: [by], by, amendment: false })
    }
  }
  return out
}

const within = (spans: ReadonlyArray<Span>, at: number) => spans.some((x) => x.start <= at && at < x.end)

/** The term of Polarity's statements a flag raised from a clause speaks of. */
const FLAG_TERM: Partial<Record<FlagCode, Term>> = {
  perpetual_term: "perpetual",
  worldwide_exclusivity: "exclusive",
  sublicensable: "sublicensable",
  assignable: "assignable",
  automatic_renewal: "automatic_renewal"
}

/** A sentence that lists the media a licence covers: its label or clause names them. */
const MEDIA_LIST = /\b(?:media|channels?|platforms?|permitted\s+uses?|usage|formats?)\b/i

/** A sentence about how long the licence runs, and the words that give it a length or an end. */
const TERM_LABEL = /\b(?:term|licen[cs]e\s+period|duration|period\s+of\s+use)\b/i
const TERM_LENGTH =
  /\b(?:\d{1,3}|[Oo]ne|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]en|[Ee]leven|[Tt]welve|[Ee]ighteen|[Tt]wenty-four|[Tt]hirty-six)\s*(?:\(\d{1,3}\)\s*)?(?:weeks?|months?|years?)\b|\b(?:ending|until|expir\w*|to)\s+(?:on\s+)?(?:\d{1,2}\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2},?)\s+\d{4}\b/

/** A sentence about where the licence runs. */
const TERRITORY = /\b(?:territor(?:y|ies)|throughout|worldwide)\b/i

/** A sentence that states a fee: its label or clause names one. */
const FEE_WORDS = /\b(?:fees?|price|remuneration|compensation|consideration|payment)\b/i

/**
 * Values the reading took only from a part that another part prevails over, while the prevailing part says otherwise
 * of the same subject: a yes-or-no term it states the other way (or in words that settle nothing), a medium it takes
 * back or leaves out of its own list, a fee it restates as another sum.
 */
export const overridden = (
  amended: Amended,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Finding> => {
  const doc = amended.document
  const out: Array<Finding> = []
  const statements = statementsOf(doc)
  const money = ledger(doc, terms)
  const said = (start: number, end: number) => cite(doc, start, end)
  for (const p of precedences(amended)) {
    // A value counts as yielding only when none of its words stand in the prevailing part.
    const yields = (sources: ReadonlyArray<{ readonly start: number }>) =>
      sources.length > 0 && sources.every((x) => within(p.yielding, x.start) && !within(p.prevailing, x.start))
    const prevailing = (term: Term, value: boolean) =>
      statements.find(
        (t) => t.term === term && within(p.prevailing, t.start) && !t.yields && (t.nothing || t.says !== value)
      )
    for (const f of flags) {
      const term = FLAG_TERM[f.code]
      if (term === undefined || f.source === null || !yields([f.source])) continue
      const other = prevailing(term, true)
      if (other !== undefined)
        out.push({
          field: "flags",
          candidate: `not ${f.code}`,
          what: `${f.code} raised from a part that another part prevails over, which does not state it`,
          source: said(other.start, other.end)
        })
    }
    const prevailingSentences = stating(doc).filter((s) => within(p.prevailing, s.start))
    /** Whether a sentence of the prevailing part is about `subject`: by its label, its clause's heading, or its own "Label:". */
    const about = (s: Sentence, subject: RegExp) =>
      subject.test(
        `${s.label ?? ""} ${s.clause.heading ?? ""} ${/^[^:|]{0,40}[:|]/.exec(doc.text.slice(s.start, s.end))?.[0] ?? ""}`
      )
    // A term the prevailing part states for itself: a length or an end under a "Term" label or heading.
    const ownTerm = prevailingSentences.find(
      (s) => about(s, TERM_LABEL) && TERM_LENGTH.test(doc.text.slice(s.start, s.end))
    )
    const perpetual = terms.term.perpetual
    if (perpetual !== null && yields([perpetual])) {
      const other = prevailing("perpetual", true) ?? (p.amendment ? undefined : ownTerm)
      if (other !== undefined)
        out.push({
          field: "perpetual",
          candidate: "false",
          what: `perpetuity read from a part that another part prevails over, which ${other === ownTerm ? "states a term of its own" : "does not state it"}`,
          source: said(other.start, other.end)
        })
    }
    const exclusive = terms.exclusivity.exclusive
    if (exclusive !== null && yields(terms.exclusivity.clauses.map((c) => c.source))) {
      const other = prevailing("exclusive", exclusive)
      if (other !== undefined)
        out.push({
          field: "exclusive",
          candidate: String(!exclusive),
          what: "exclusivity read from a part that another part prevails over, which reads otherwise",
          source: said(other.start, other.end)
        })
    }
    // The end read from the yielding part, or none beside a perpetuity read there, while the prevailing part states a term.
    const end = terms.dates.end
    if (
      !p.amendment &&
      ownTerm !== undefined &&
      (end === null ? perpetual !== null && yields([perpetual]) : yields([end.source]))
    )
      out.push({
        field: "end",
        candidate: doc.text.slice(ownTerm.start, ownTerm.end),
        what: "the end read from a part that another part prevails over, which states a term of its own",
        source: said(ownTerm.start, ownTerm.end)
      })
    // The media the prevailing part lists for itself.
    const mediaList = prevailingSentences.filter(
      (s) =>
        !p.amendment &&
        about(s, MEDIA_LIST) &&
        MEDIA_VOCABULARY.some(([, re]) => new RegExp(re.source, "i").test(doc.text.slice(s.start, s.end)))
    )
    const allMedia = terms.all_media
    const listed = mediaList[0]
    if (allMedia !== null && yields([allMedia]) && listed !== undefined)
      out.push({
        field: "channels",
        candidate: doc.text.slice(listed.start, listed.end),
        what: "all media granted in a part that another part prevails over, which lists the media",
        source: said(listed.start, listed.end)
      })
    for (const c of terms.channels) {
      if (!yields(c.sources)) continue
      const words = MEDIA_VOCABULARY.find(([name]) => name === c.channel)?.[1]
      if (words === undefined) continue
      // The prevailing part takes the medium back, or lists the media it covers without it.
      const takes = prevailingSentences.find((s) => takesBack(doc, s, words))
      const lists = mediaList.find((s) => !new RegExp(words.source, "i").test(doc.text.slice(s.start, s.end)))
      const other = takes ?? lists
      if (other !== undefined)
        out.push({
          field: "channels",
          candidate: `without ${c.channel}`,
          what: `${c.channel} granted in a part that another part prevails over, which ${takes !== undefined ? "takes it back" : "leaves it out"}`,
          source: said(other.start, other.end)
        })
    }
    // A place granted only in the yielding part, while the prevailing part takes it back or states the territory
    // without it; a worldwide grant there while the prevailing part names the places.
    const placesIn = (s: Sentence) => countries.filter((c) => c.start >= s.start && c.end <= s.end)
    // (Or a sentence of the prevailing part that names places other than where a party is or whose law applies:
    // "Paid usage … is limited to … ads targeted to the United States and Canada".)
    const territorySentences = prevailingSentences.filter((s) =>
      s.topic === "territory" || TERRITORY.test(doc.text.slice(s.start, s.end))
        ? placesIn(s).length > 0
        : placesIn(s).some((c) => !NOT_A_GRANT.test(doc.text.slice(Math.max(s.start, c.start - 60), c.start)))
    )
    for (const g of terms.territories.granted) {
      if (!yields([g.source])) continue
      const other = territorySentences.find((s) => {
        const named = placesIn(s).filter((c) => c.codes.includes(g.code))
        const text = doc.text.slice(s.start, s.end)
        // An amendment that names other places changes those only; a part that restates the territory replaces it.
        return (named.length === 0 && !p.amendment) || named.some((c) => LIMITS.test(text.slice(0, c.start - s.start)))
      })
      if (other !== undefined)
        out.push({
          field: "territories",
          candidate: `without ${g.code}`,
          what: `${g.name} granted in a part that another part prevails over, which states the territory otherwise`,
          source: said(other.start, other.end)
        })
    }
    const worldwide = terms.territories.worldwide
    const named = territorySentences[0]
    if (worldwide !== null && !p.amendment && yields([worldwide]) && named !== undefined)
      out.push({
        field: "territories",
        candidate: placesIn(named)
          .map((c) => c.name)
          .join(", "),
        what: "a worldwide grant in a part that another part prevails over, which names the places",
        source: said(named.start, named.end)
      })
    for (const f of terms.fees) {
      if (p.amendment || !yields([f.source])) continue
      const rival = money.find((e) => {
        if (!within(p.prevailing, e.start) || e.currency !== f.currency || e.role === "ruled_out") return false
        const s = sentenceAt(doc, e.start)
        if (s === undefined || !FEE_WORDS.test(`${s.label ?? ""} ${s.clause.heading ?? ""} ${s.topic}`)) return false
        return Math.abs(e.amount - f.amount) >= 0.005 && !feeArithmetic(e.amount, e.currency, [f])
      })
      if (rival !== undefined)
        out.push({
          field: "fees",
          candidate: rival.sum,
          what: `the fee ${f.currency} ${f.amount} read from a part that another part prevails over, which states another sum`,
          source: said(rival.start, rival.end)
        })
    }
  }
  // One finding per field and candidate.
  return out.filter((f, i) => out.findIndex((g) => g.field === f.field && g.candidate === f.candidate) === i)
}

/** Whether a sentence takes a medium back: it names the medium after words that deny or limit a grant. */
const LIMITS =
  /\b(?:not|no|excluding|excludes?|excluded|except|other\s+than|save\s+for|does\s+not\s+(?:extend|include|cover)|shall\s+not\s+(?:extend|include|cover)|reserved|withheld)\b/i
const takesBack = (doc: ContractDocument, s: Sentence, words: RegExp): boolean => {
  const text = doc.text.slice(s.start, s.end)
  const m = new RegExp(words.source, "i").exec(text)
  return m !== null && LIMITS.test(text.slice(0, m.index))
}

/** The doubts an order of precedence raises on values read from the parts that yield. */
export const precedenceDoubts = (
  amended: Amended,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Doubt> => doubtsOf("Another part prevails", overridden(amended, terms, flags, countries))
