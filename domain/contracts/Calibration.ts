// Calibration: a reading is only as sure as the evidence it has accounted for. Every word of a contract that speaks
// to a field (a sum of money for the fees, a medium for the channels, "exclusive" or "competitor" for exclusivity,
// the name of a right a flag is about, "perpetuity" for the term, a date after "until" for the end) is either used
// by the reading of that field or set aside for a reason the reader knows (a tax, a total, an expense, a company's
// name, a recital, a condition, a denial, the governing law). Words the reading neither used nor explained are
// evidence it has not weighed: the field is returned `needs_review` with them as candidates, instead of asserted.
//
// The check runs over the whole reading after the rules that read each field, and knows nothing of their phrases:
// it asks only "was this mention accounted for?". So it also covers wordings no rule has met, which is where the
// reader is confidently wrong on contracts it was never tuned on.
import { type Amendment, amend, amendmentAt } from "./Amendments.js"
import { ARCHIVE_ONLY, type ClassifiedClause, type ClauseKind, OWN_TITLE } from "./ClauseClassification.js"
import { type Citation, cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import { type DateMention, localise } from "./ContractDates.js"
import {
  carvedFromExclusivity,
  type CountryMention,
  type ExtractedTerms,
  FEE_SENTENCE,
  GIVEN_NAME_AFTER,
  inName,
  MEDIA_VOCABULARY,
  MONEY,
  moneyFigure,
  NOT_A_FEE,
  NOT_A_GRANT,
  NOT_PAY_BEFORE,
  NOT_USAGE,
  quotedSpans,
  RECITAL,
  TAX_BEFORE,
  termEnd,
  TOTAL_BEFORE,
  USAGE
} from "./ContractExtraction.js"
import type { Flag } from "./ContractFlags.js"
import { nameIn } from "./ContractParties.js"
import { type Candidate, type Doubt, doubt, type ReviewField } from "./Doubts.js"
import { readingAt } from "./Negation.js"
import { namesAnotherDocument, SWITCH_OFF } from "./SwitchedOff.js"

/** "the Talent is exclusive to the Company", "the Ambassador shall be exclusive to the Brand": a party bound to another. */
const BOUND_TO_PARTY =
  /\b(?:the\s+)?([A-Z][\w-]*)\s+(?:is|are|shall\s+be|will\s+be|remains?|agrees?\s+to\s+be)\s+exclusive(?:ly)?\s+(?:to|with)\s+(?:the\s+)?[A-Z]/
/** Subjects that are a grant, not a party: "the Licence is exclusive to the Licensee" makes the licence exclusive. */
const NOT_A_PERSON =
  /^(?:licen[cs]es?|rights?|grants?|agreements?|appointments?|uses?|terms?|this|it|which|that|they|images?|photographs?|materials?|works?|content|footage)$/i

/** A mention of a field's vocabulary that the reading neither used nor set aside. */
export interface Unexplained {
  readonly field: ReviewField
  /** What the words would mean for the field if they were read (a sum, a channel, a flag code, "true"). */
  readonly candidate: string
  /** What kind of evidence it is, in words ("a sum of money", "a medium"). */
  readonly what: string
  readonly source: Citation
}

// ---------------------------------------------------------------------------------------------------------------
// Sentences the reading could have used

interface Read {
  readonly doc: ContractDocument
  readonly sentences: ReadonlyArray<Sentence>
}

/** The sentences that state terms: not headings, and not words a later amendment superseded or nobody agreed. */
const stating = (doc: ContractDocument): ReadonlyArray<Sentence> =>
  doc.sentences.filter((s) => !s.heading && s.status === undefined)

/** The sentence, of `sentences`, that holds the whole of a mention. */
const around = (sentences: ReadonlyArray<Sentence>, m: { readonly start: number; readonly end: number }) =>
  sentences.find((x) => x.start <= m.start && m.end <= x.end)

const overlaps = (
  s: { readonly start: number; readonly end: number },
  c: { readonly start: number; readonly end: number }
) => c.start < s.end && s.start < c.end

/** Whether a sentence holds words any of these citations rest on. */
const usedBy = (s: Sentence, citations: ReadonlyArray<Citation | null | undefined>): boolean =>
  citations.some((c) => c !== null && c !== undefined && overlaps(s, c))

const isRecital = (text: string, s: Sentence) =>
  RECITAL.test(text) || (s.clause.heading !== null && /\b(?:recitals?|background)\b/i.test(s.clause.heading))

/** A rate card, price list or reference table offers; it states no term. */
const OFFER_HEADING = /\b(?:rate\s*card|price\s*list|tariff|for reference|indicative|optional extras?)\b/i

const offers = (s: Sentence) => OFFER_HEADING.test(`${s.clause.heading ?? ""} ${s.label ?? ""}`)

// ---------------------------------------------------------------------------------------------------------------
// Fees: every sum is a fee, the same sum again, or explained

/** Not the talent's pay by what it is called: a budget, a cost, a value, a price of something else. */
const NOT_PAY_NEAR =
  /\b(?:budget\w*|costs?|valued?|worth|revenue|sales|spend|turnover|fines?|penalt\w*|deposit|excess|salary|salaries|cap|capped|limit(?:ed)?|maximum|minimum\s+(?:spend|order)|threshold|float|insured|cover(?:age)?)\b[^.;]{0,40}$/i
const THRESHOLD_BEFORE =
  /\b(?:more|greater|higher|less|lower)\s+than\s+$|\bexceed(?:s|ing)?\s+$|\bup\s+to\s+$|\bover\s+$|\bunder\s+$/i

const PROSPECT = /\b(?:would|intends?\s+to|expects?|expected\s+to|anticipat\w+|propos\w+|envisag\w+|estimat\w+)\b/i

/** Dollars other than the US dollar, named anywhere in a document. */
const OTHER_DOLLAR =
  /\b(?:CAD|AUD|NZD|SGD|HKD|TTD|JMD|BSD|BBD|FJD)\b|\b(?:Canadian|Australian|New\s+Zealand|Singapore|Hong\s+Kong)\s+dollars?\b|\b(?:C|CA|A|AU|NZ|S|SG|HK)\$/

/** Words that are ISO codes too, and would make an upper-case heading's number a sum ("ALL 3 SEASONS", "TOP 10"). */
const CODES_THAT_ARE_WORDS = new Set(["ALL", "BAM", "BOB", "CUP", "GEL", "MAD", "MOP", "PEN", "SOS", "TOP"])

/**
 * A sum in a currency of ISO 4217 (the runtime's own list) that MONEY does not read ("KES 450,000", "2 500 000 NGN"):
 * the fee reader never saw it, so a reading without it (no fee, or another sum) has not weighed it. Upper case only.
 */
const UNREAD_SUM = (() => {
  const money = new RegExp(MONEY.source, "i")
  const unread = Intl.supportedValuesOf("currency").filter(
    (code) =>
      !code.startsWith("X") && !CODES_THAT_ARE_WORDS.has(code) && money.exec(`${code} 100`)?.[0] !== `${code} 100`
  )
  const codes = unread.join("|")
  const figures = String.raw`\d{1,3}(?:[,.'\u2019 \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`
  return new RegExp(String.raw`\b(?:${codes})\s?(?:${figures})\b|\b(?:${figures})\s?(?:${codes})\b`, "g")
})()

/** A sum its words say is no pay (a tax, a total, a threshold, a cost), or that is denied or only conditional. */
const unpaid = (before: string, text: string, at: number, length: number): boolean => {
  if (
    NOT_PAY_BEFORE.test(before) ||
    TAX_BEFORE.test(before) ||
    TOTAL_BEFORE.test(before) ||
    THRESHOLD_BEFORE.test(before) ||
    NOT_PAY_NEAR.test(before)
  )
    return true
  const reading = readingAt(text, at, at + length)
  return reading.conditional || reading.polarity === "denied"
}

const sumsUnexplained = ({ doc, sentences }: Read, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  const read = terms.fees
  const out: Array<Unexplained> = []
  for (const s of sentences) {
    const text = doc.text.slice(s.start, s.end)
    // The fee reader weighed every sum of a sentence about pay: read, or set aside for a reason of its own (tax,
    // total, expense, a denial, a condition, a breakdown). Only sums outside such sentences were never weighed.
    const aboutPay =
      s.topic === "fees" ||
      FEE_SENTENCE.test(text) ||
      (s.label !== null && (FEE_SENTENCE.test(s.label) || /^\s*(?:US\s?\$|[$€£¥₹]|(?:USD|EUR|GBP)\b)/.test(text)))
    if (offers(s) || NOT_A_FEE.test(text) || s.topic === "warranties" || isRecital(text, s)) continue
    // Words of intent or expectation ("we would expect any extension to attract £15,000") state no term.
    if (PROSPECT.test(text)) continue
    for (const m of text.matchAll(UNREAD_SUM)) {
      const start = s.start + m.index
      if (unpaid(doc.text.slice(Math.max(s.start, start - 50), start), text, m.index, m[0].length)) continue
      out.push({
        field: "fees",
        candidate: m[0],
        what: "a sum in a currency the reader does not read",
        source: cite(doc, start, start + m[0].length)
      })
    }
    for (const m of text.matchAll(new RegExp(MONEY.source, MONEY.flags))) {
      const start = s.start + m.index
      const end = start + m[0].length
      const sum = m[0]
      const value = moneyFigure(m[2] ?? m[5] ?? m[9] ?? "0") + Number(`0.${m[3] ?? m[6] ?? m[10] ?? "0"}`)
      if (read.some((f) => overlaps(f.source, { start, end }))) continue
      const before = doc.text.slice(Math.max(s.start, start - 50), start)
      // A currency mark glued to letters the reader does not know ("R$", "MX$"): read as some other currency.
      if (read.some((f) => f.amount === Math.round(value * 100) / 100)) continue
      // In words about pay the fee reader weighed every sum; a second reading disagrees only where a sum stands
      // alone in its cell of a row ("Holding fee, for each cycle held but not aired | $850"): what the row charges,
      // unless the row says it is a tax, a total or an expense.
      if (aboutPay) {
        const opensCell = /(?:\s\|\s*|;\s*(?:amount|fee|sum|price|rate)\s*:\s*)$/i.test(
          doc.text.slice(Math.max(s.start, start - 12), start)
        )
        if (
          !opensCell ||
          /\b(?:VAT|GST|HST|tax|total|due|subtotal|allowances?|reimburs\w*|expenses?|deposit|per\s+diems?|waived|n\/a)\b/i.test(
            text
          )
        )
          continue
        out.push({
          field: "fees",
          candidate: sum,
          what: "a sum alone in its cell of a row about pay",
          source: cite(doc, start, end)
        })
        continue
      }
      if (unpaid(before, text, m.index, m[0].length)) continue
      out.push({ field: "fees", candidate: sum, what: "a sum of money", source: cite(doc, start, end) })
    }
  }
  // A fee whose currency mark follows letters the reader did not take as part of it ("R$ 5,000", "MX$900",
  // "CAD $6,000"), or a bare "$" read as US dollars in a document that names another dollar.
  const otherDollar = OTHER_DOLLAR.exec(doc.text)
  for (const f of read) {
    // The figures go on beyond the words read ("EUR 1.800,00" read as 1.8, "3 200,00 EUR" as 0, "CHF 1'500" as 1):
    // the document writes its numbers in a way the reader did not follow.
    const before = doc.text.slice(Math.max(0, f.source.start - 2), f.source.start)
    const after = doc.text.slice(f.source.end, f.source.end + 2)
    if (/\d[.,'’\s\u00a0\u202f]?$/.test(before) || /^(?:[.,'’\u00a0\u202f]?\d)/.test(after))
      out.push({
        field: "fees",
        candidate: doc.text.slice(Math.max(0, f.source.start - 8), f.source.end + 8).trim(),
        what: "a sum whose figures run on beyond what was read",
        source: f.source
      })
    const mark = doc.text.slice(f.source.start, f.source.start + 1)
    if (
      mark === "$" &&
      f.currency === "USD" &&
      otherDollar !== null &&
      !/\bUS\s?\$|\bUSD\b|\bUS\s+dollars?\b/.test(doc.text)
    )
      out.push({
        field: "fees",
        candidate: `${otherDollar[0]} ${f.amount}`,
        what: "a dollar sum in a document that names another dollar",
        source: f.source
      })
    if (
      /^[$€£¥₹]/.test(mark) &&
      /\b[A-Z]{1,3}\s?$/.test(doc.text.slice(Math.max(0, f.source.start - 5), f.source.start))
    )
      out.push({
        field: "fees",
        candidate: doc.text.slice(Math.max(0, f.source.start - 3), f.source.end),
        what: "a currency the reader does not know",
        source: f.source
      })
  }
  // "Fee (GBP)" over a column of bare figures ("6,000"): the column gives the currency the figures leave out. With
  // no fee read, those figures were never weighed.
  const column = read.length === 0 ? CURRENCY_COLUMN.exec(doc.text) : null
  if (column !== null)
    out.push({
      field: "fees",
      candidate: column[0],
      what: "a column of sums whose currency only its heading gives",
      source: cite(doc, column.index, column.index + column[0].length)
    })
  return out
}

/** A heading that gives the currency of the figures under it: "Fee (GBP)", "Amount (€)", "Price in USD". */
const CURRENCY_COLUMN =
  /\b(?:fees?|price|amount|rate|cost|total|sum|payment)s?\s*(?:\(\s*(?:[A-Z]{3}|[$€£¥₹])\s*\)|in\s+[A-Z]{3}\b)/i

// ---------------------------------------------------------------------------------------------------------------
// Channels: every medium named is granted, ruled out, or named for a reason that is no grant

/** After a medium word: a trade or a person it describes ("a television presenter", "the cinema category"). */
const DESCRIBES =
  /^[\w\s-]{0,40}?\b(?:category|categories|sector|industry|operators?|exhibitors?|chains?)\b|^\s+(?:personality|personalities|presenters?|hosts?|stars?|celebrit\w+|producers?|production|company|companies|stations?|journalists?|career|actors?|actress)\b/i

const mediaUnexplained = ({ doc, sentences }: Read, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  if (terms.all_media !== null) return []
  const known = new Set([...terms.channels, ...terms.excluded_channels].map((c) => c.channel))
  const out: Array<Unexplained> = []
  for (const s of sentences) {
    const text = doc.text.slice(s.start, s.end)
    if (
      offers(s) ||
      isRecital(text, s) ||
      DEFINITION.test(text) ||
      NOT_USAGE.has(s.topic) ||
      s.topic === "exclusivity" ||
      s.clause.topic === "exclusivity"
    )
      continue
    const quotes = quotedSpans(text)
    const taken: Array<readonly [number, number]> = []
    for (const [channel, re] of MEDIA_VOCABULARY) {
      for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
        const a = m.index
        const b = a + m[0].length
        if (taken.some(([x, y]) => a < y && x < b)) continue
        taken.push([a, b])
        if (known.has(channel)) continue
        if (quotes.some(([x, y]) => a >= x && b <= y) || inName(text, a, b) || DESCRIBES.test(text.slice(b))) continue
        if (carvedFromExclusivity(text, a)) continue
        const reading = readingAt(text, a, b)
        if (reading.conditional || reading.polarity === "denied") continue
        out.push({
          field: "channels",
          candidate: channel,
          what: "a medium",
          source: cite(doc, s.start + a, s.start + b)
        })
      }
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Exclusivity, flags and perpetuity: every mention of the right is in a clause the reading classified

const EXCLUSIVITY_WORDS = /\b(?:non-?)?exclusiv\w*/gi

/** Words of a restriction against competitors ("any Competitor", "competing products"), not "while competing". */
const COMPETITOR_WORDS =
  /\bnon-?compet\w*|\bcompetitors?\b|\bcompeting\s+(?:[a-z-]+\s+){0,2}?(?:brands?|products?|goods|services|companies|businesses|games?|shows?|programmes?|programs?|manufacturers?|retailers?|advertisers?)\b|\brival\s+(?:brands?|products?|companies)\b/gi

/** Senses of "exclusive" that say nothing of the licence: a court, a remedy, an owner, a price without tax. */
const OTHER_EXCLUSIVE =
  /^(?:exclusive(?:ly)?\s+(?:jurisdiction|venue|forum|courts?|remed\w+|property|owner\w*|title|responsibility|discretion|control|of\b|basis\s+of\s+(?:VAT|tax))|(?:in|ex)clusive\s+of\b|exclusively\s+(?:for|by|through|within|in\s+connection|on\s+behalf|to\s+(?:the|its)\s+(?:courts?|jurisdiction)))/i

/** Words with the layout's breaks (a wrapped line, a cell border) read as one run: "exclusive | jurisdiction". */
const flat = (words: string) => words.replace(/[\s|]+/g, " ")

/** A title names a topic and states nothing ("4. Moral rights", "Exclusivity"): a few words, no verb. */
const TITLE =
  /^\W*(?:\d+(?:\.\d+)*\.?\s*)?(?!.*\b(?:is|are|be|shall|will|may|must|can|not|no|has|have|grants?|waives?)\b)[A-Z][\w'’-]*(?:\s+[\w'’&-]+){0,4}[.:]?\s*$/

/**
 * Whether the sentence before is a title naming the topic ("FIFTH.- Exclusivity.", "Article 6 - Exclusivity"), a
 * heading whatever numbering the layout did not recognise.
 */
const titled = (doc: ContractDocument, s: Sentence, topic: RegExp): boolean => {
  const before = doc.sentences.filter((x) => x.end <= s.start).pop()
  if (before === undefined) return false
  const words = doc.text.slice(before.start, before.end)
  return words.length < 60 && topic.test(words) && TITLE.test(words.replace(/^\W*[A-Z]+\s*[.:]-?\s*/, ""))
}

/** A definition ("Competitor" means …) says what a word means where it is used; it states no term itself. */
const DEFINITION =
  /^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?["“'‘][^"”'’]{1,60}["”'’]\s+(?:means|shall\s+mean|has\s+the\s+meaning|includes|refers\s+to)\b/i

/** A party keeps a right rather than granting or giving it up ("asserts her moral right", "reserves all rights"). */
const KEEPS = /\b(?:asserts?|asserted|reserves?|reserved|retains?|retained)\b/i

/** A carve-out from an exclusivity ("are excluded from this exclusivity", "does not apply to", "except …"). */
const CARVE_OUT =
  /\bexclu(?:ded|sions?)\s+from\b|\bdoes\s+not\s+(?:apply|extend)\b|\bexcept\b|\bsave\b|\bother\s+than\b|\bapart\s+from\b/i

/** A freedom to work for others ("is free to … including competitors", "nothing … restricts Talent from …"). */
const FREE =
  /\bfree\s+to\b|\bnothing\b[^.;]{0,80}\b(?:prevents?|restricts?|limits?|precludes?|stops?)\b|\bmay\s+(?:\w+\s+){0,3}(?:work|appear|license|endorse|promote|render|accept)\b|\bremains?\s+free\b/i

/** The words each flag is about, and the kinds of classified clause that read them. */
const RIGHTS: ReadonlyArray<{
  readonly flag: string
  readonly kinds: ReadonlyArray<ClauseKind>
  readonly words: RegExp
}> = [
  { flag: "sublicensable", kinds: ["sublicensing"], words: /\b(?:non-?)?sub-?licen[cs]\w*/gi },
  { flag: "moral_rights_waiver", kinds: ["moral_rights_waiver"], words: /\bmoral\s+rights?\b/gi },
  {
    flag: "morality_clause",
    kinds: ["morality"],
    words: /\bdisrepute\b|\bmorals\b|\bmorality\b|\bmoral\s+turpitude\b|\bscandal(?:ous)?\b/gi
  },
  { flag: "buyout", kinds: ["buyout"], words: /\bbuy-?outs?\b|\bbought\s+out\b/gi },
  {
    flag: "automatic_renewal",
    kinds: ["automatic_renewal"],
    words:
      /\bautomatic(?:ally)?\s+(?:renew|extend|continu|roll)\w*|\bauto-?renew\w*|\b(?:renew|extend|continu)\w*\s+automatically\b|\broll(?:s|ed)?\s+over\b/gi
  },
  { flag: "perpetual_term", kinds: ["perpetuity"], words: /\bperpetu\w*/gi },
  {
    flag: "assignable",
    kinds: ["assignment"],
    words:
      /\bassign(?:s|ed|able)?\s+(?:this|the|its|their|his|her)\s+(?:agreement|licen[cs]e|rights?|contract|release|benefit)\b|\bassignable\b/gi
  },
  {
    flag: "irrevocable_grant",
    kinds: [],
    words:
      /\birrevocabl[ey]\s+(?:(?:and|,)\s*[\w-]+\s+)?(?:licen[cs]\w*|grant\w*|rights?|permission|consent|authori[sz]\w*)\b|\b(?:licen[cs]e|grant|permission|consent|release|assignment|transfer|authori[sz]ation)\s+(?:is|shall\s+be|are)\s+(?:not\s+)?(?:ir)?revocable\b/gi
  }
]

/** Whether words read as denied (a negator governs them, or they carry "non-" themselves). */
const deniedAt = (text: string, a: number, b: number): boolean =>
  (readingAt(text, a, b).polarity === "denied") !== /^non[- ]?/i.test(text.slice(a, b))

const clausesUnexplained = ({ doc, sentences }: Read, terms: ExtractedTerms, flags: ReadonlySet<string>) => {
  const sentencesOf = (kinds: ReadonlyArray<ClauseKind>) =>
    terms.clauses.filter((c: ClassifiedClause) => kinds.includes(c.kind)).map((c) => c.sentence)
  const out: Array<Unexplained> = []
  const exclusivityUsed = [
    ...sentencesOf(["exclusivity", "non_compete"]),
    ...terms.exclusivity.clauses.map((c) => c.source)
  ]
  const exclusive = terms.exclusivity.exclusive
  const bound = exclusive === true || flags.has("non_compete")
  for (const s of sentences) {
    const text = doc.text.slice(s.start, s.end)
    if (
      isRecital(text, s) ||
      s.topic === "definitions" ||
      s.topic === "governing_law" ||
      DEFINITION.test(text) ||
      TITLE.test(text)
    )
      continue
    const conditional = (a: number, b: number) => readingAt(text, a, b).conditional
    const at = (a: number, b: number) => cite(doc, s.start + a, s.start + b)
    if (!usedBy(s, exclusivityUsed)) {
      for (const m of text.matchAll(EXCLUSIVITY_WORDS)) {
        const [a, b] = [m.index, m.index + m[0].length]
        if (OTHER_EXCLUSIVE.test(flat(text.slice(a, a + 80))) || conditional(a, b)) continue
        const denied = deniedAt(text, a, b)
        // The mention agrees with the reading: "exclusive" where the licence was read exclusive (or a carve-out
        // from it), "non-exclusive" or "no exclusivity" where it was read not exclusive or silent.
        if (exclusive === true && (!denied || CARVE_OUT.test(text))) continue
        if (exclusive !== true && denied) continue
        out.push({
          field: "exclusive",
          candidate: denied ? "false" : "true",
          what: "a word of exclusivity",
          source: at(a, b)
        })
      }
      for (const m of text.matchAll(COMPETITOR_WORDS)) {
        const [a, b] = [m.index, m.index + m[0].length]
        if (conditional(a, b)) continue
        const free = FREE.test(text) || CARVE_OUT.test(text.slice(0, a))
        // A restriction against competitors where the talent was read bound, a freedom where not.
        if (bound ? !free || CARVE_OUT.test(text) : free) continue
        const source = at(a, b)
        out.push({ field: "exclusive", candidate: free ? "false" : "true", what: "words about competitors", source })
        out.push({
          field: "flags",
          candidate: free ? "not non_compete" : "non_compete",
          what: "words about competitors",
          source
        })
      }
    }
    for (const right of RIGHTS) {
      const used = [
        ...sentencesOf(right.kinds),
        ...(right.flag === "perpetual_term" ? [terms.term.perpetual] : []),
        ...(right.flag === "moral_rights_waiver" ? [terms.moral_rights_waiver] : []),
        ...(right.flag === "sublicensable" ? [terms.usage_rights.sublicensable] : []),
        ...(right.flag === "irrevocable_grant" ? [terms.usage_rights.irrevocable] : [])
      ]
      if (usedBy(s, used)) continue
      const raised = flags.has(right.flag)
      for (const m of text.matchAll(new RegExp(right.words.source, right.words.flags))) {
        const [a, b] = [m.index, m.index + m[0].length]
        if (conditional(a, b)) continue
        const denied = deniedAt(text, a, b) || KEEPS.test(text)
        // The mention agrees with the flag: affirmed where it is raised, denied or kept back where it is not.
        if (raised ? !denied : denied) continue
        // Perpetuity of the owner's own title, or copies kept for the record: no term of the licence.
        if (right.flag === "perpetual_term" && (OWN_TITLE.test(text) || ARCHIVE_ONLY.test(text))) continue
        const source = at(a, b)
        out.push({
          field: "flags",
          candidate: raised ? `not ${right.flag}` : right.flag,
          what: `words about ${right.flag}`,
          source
        })
        if (right.flag === "perpetual_term")
          out.push({ field: "perpetual", candidate: raised ? "false" : "true", what: "a word of perpetuity", source })
      }
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// The end: a date the text says something ends on, that is not the end read

const END_CUE =
  /\b(?:until|till|expir\w*|ends?|ending|terminat\w*|through|thru|no\s+later\s+than|not\s+after|up\s+to\s+and\s+including)\s+(?:and\s+including\s+)?(?:on\s+)?(?:the\s+)?$/i
const NOT_TERM_DATE =
  /\b(?:pa(?:y|id|yable|yment)|invoice\w*|deliver\w*|due|notice|offer|accept\w*|respond|reply|confirm\w*|return|submit\w*|approv\w*|option|exercise)\b/i

/** An end read elsewhere than from the term length the document states: the two ways of dating the end disagree. */
const endAgainstLength = (terms: ExtractedTerms, amendments: ReadonlyArray<Amendment>): ReadonlyArray<Unexplained> => {
  const { start, end } = terms.dates
  const length = terms.term.length
  if (start === null || end === null || length === null || end.derived_from === "term_length") return []
  // An amendment that changes the term changes one of them on purpose.
  const part = (c: Citation) => amendmentAt(amendments, c.start)
  if (amendments.length > 0 && new Set([part(start.source), part(end.source), part(length.source)]).size > 1) return []
  if (terms.term.perpetual !== null) return []
  const computed = termEnd(start.value, length)
  if (computed === null || computed === end.value) return []
  return [
    {
      field: "end",
      candidate: computed,
      what: "an end that the term length counted from the start does not give",
      source: length.source
    }
  ]
}

const datesUnexplained = (
  { doc, sentences }: Read,
  terms: ExtractedTerms,
  dates: ReadonlyArray<DateMention>
): ReadonlyArray<Unexplained> => {
  if (terms.term.perpetual !== null) return []
  const known = new Set(
    [terms.dates.end?.value, terms.dates.start?.value, terms.dates.signed?.value].filter((d) => d !== undefined)
  )
  const out: Array<Unexplained> = []
  for (const d of dates) {
    const s = around(sentences, d)
    if (s === undefined || known.has(d.date)) continue
    const text = doc.text.slice(s.start, s.end)
    if (!END_CUE.test(doc.text.slice(Math.max(s.start, d.start - 40), d.start))) continue
    if (NOT_TERM_DATE.test(text) || isRecital(text, s)) continue
    out.push({ field: "end", candidate: d.date, what: "a date something ends on", source: cite(doc, d.start, d.end) })
  }
  return out
}

/**
 * A term counted from something other than a date ("eighteen months from First Transmission", "two years after the
 * Launch"): the start and the end rest on what that names. If the start was not read from that sentence or from a
 * date it names, the reading counted the term from something else.
 */
const TERM_FROM =
  /\b(?:for|lasts?\s+for|last|period\s+of|term\s+of|continue\s+for|means|is|shall\s+be)\s+(?:[\w()-]+\s+){0,3}?(?:days?|weeks?|months?|years?)\s+(?:(?:from|after|following)(?:\s+and\s+including)?|starting\s+(?:on|from)|commencing\s+(?:on|from))\s+(?:the\s+)?(?!date\s+(?:of|hereof|on\s+which)\s+(?:this|the\s+(?:last|later)\s+)?(?:agreement|licen[cs]e|signature|execution|release|letter)|signature|signing|execution|today|now\b)([A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,4})/gi

/** Whether a start read by reference rests on the event a term is counted from: it names it, or is its date. */
const eventDated = (
  doc: ContractDocument,
  sentences: ReadonlyArray<Sentence>,
  event: string,
  start: { readonly value: string; readonly source: Citation },
  dates: ReadonlyArray<DateMention>
): boolean => {
  const name = event.trim().split(/\s+/).slice(0, 3).join(" ").toLowerCase()
  if (name.length === 0 || start.source.quote.toLowerCase().includes(name)) return true
  const named = sentences.filter((s) => doc.text.slice(s.start, s.end).toLowerCase().includes(name))
  // A start the document dates elsewhere (no date beside the event's name at all) cannot be checked: left alone.
  const eventDates = dates.filter((d) => named.some((s) => s.start <= d.start && d.end <= s.end)).map((d) => d.date)
  return eventDates.length === 0 || eventDates.some((d) => d === start.value)
}

const termsFromEvents = ({ doc, sentences }: Read, terms: ExtractedTerms, dates: ReadonlyArray<DateMention>) => {
  const start = terms.dates.start
  if (terms.term.perpetual !== null) return []
  const out: Array<Unexplained> = []
  for (const s of sentences) {
    const text = doc.text.slice(s.start, s.end)
    for (const m of text.matchAll(TERM_FROM)) {
      const a = s.start + m.index
      // A date written in the sentence, or a start read from it, accounts for the term.
      if (dates.some((d) => d.start >= s.start && d.end <= s.end)) continue
      if (start !== null && overlaps(s, start.source)) continue
      // A start resolved from a reference is the event's only if it names the event or is the date its definition
      // gives ("First Transmission" means … which will take place on 2 October 2027).
      if (start !== null && start.derived_from === "reference" && eventDated(doc, sentences, m[1] ?? "", start, dates))
        continue
      // A date the document names and the reading dated ("from the Effective Date") is resolved.
      if (start !== null && /\bDate\b/.test(m[1] ?? "")) continue
      const source = cite(doc, a, a + m[0].length)
      if (start !== null)
        out.push({ field: "start", candidate: `from ${m[1] ?? ""}`, what: "a term counted from an event", source })
      out.push({ field: "end", candidate: `from ${m[1] ?? ""}`, what: "a term counted from an event", source })
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// A second, independent reading of the words each value rests on. The reader's rules decide a value from its
// sentence; this reads the same words the plainest way a person would (the box before them, the answer after them,
// the nearest verb that governs them, a later clause that changes theirs). Where the two disagree, the value is a
// doubt: one of the readings is wrong, and the reader cannot tell which.

const BOX_NO = /[☐□]|\[\s?\]/g
const BOX_ANY = /[☐□☒☑■✓✔]|\[\s?[xX✓]?\s?\]/g

/** The plainest reading of words at a–b of a sentence: "no" where a box, an answer or a prohibition says so. */
export const localAnswer = (text: string, a: number, b: number): "no" | null => {
  // The nearest box before the words decides them, if it is close and no other words' box intervenes.
  const boxes = Array.from(text.slice(0, a).matchAll(BOX_ANY))
  const box = boxes[boxes.length - 1]
  // A box followed by Yes or No answers the item before ("Event website [X] Yes [ ] No Social media …").
  const answersBefore = box !== undefined && /^\s*(?:yes|no|y|n)\b/i.test(text.slice(box.index + box[0].length))
  if (box !== undefined && !answersBefore && a - box.index <= 40 && new RegExp(BOX_NO.source).test(box[0])) return "no"
  const after = text.slice(b)
  // A Yes / No column marked No, a cell or an answer that says no ("| No", "? A. No", "A. Only with … consent").
  if (/\bYes\s*:\s*(?:;|\||$)\s*No\s*:\s*[xX✓]/.test(after)) return "no"
  // The next cell of a row written as "Header: value" pairs ("Territory: Germany; Media: Not licensed; …").
  if (
    /(?:\?|\||;\s*[A-Z][\w\s/-]{0,30}:)\s*(?:A\.\s*)?(?:no|none|n\/a|not\s+(?:permitted|licen[cs]ed|included|granted|allowed))\b/i.test(
      after.slice(0, 120)
    )
  )
    return "no"
  if (/\?\s*(?:\|\s*)?(?:A\.\s*)?(?:only\s+with|not\s+without)\b/i.test(after.slice(0, 160))) return "no"
  // A row whose value opens with a no ("Exclusivity: none - Lena is free …").
  if (
    /^\W*[A-Z][\w\s/&-]{0,40}:\s*(?:none|no|nil|n\/a|not\s+applicable)\b/i.test(text) &&
    /:/.test(text.slice(0, a + 1)) &&
    !/\.\s/.test(text.slice(0, a))
  )
    return "no"
  // The nearest modal verb before the words forbids, with no exception between ("will not, without my written
  // consent, use … in print").
  const before = text.slice(0, a)
  const modals = Array.from(
    before.matchAll(/\b(?:shall|will|may|must|can|could|would)(?:\s+not\b|n['’]t\b)?|\bcannot\b/gi)
  )
  const modal = modals[modals.length - 1]
  if (
    modal !== undefined &&
    /not|n['’]t|cannot/i.test(modal[0]) &&
    !/[.;:]|\b(?:except|other\s+than|save|excluding|but|unless|only|and\s+(?:may|will|shall|can))\b/i.test(
      before.slice(modal.index + modal[0].length)
    )
  )
    return "no"
  return null
}

/**
 * Change words a later sentence says of a clause: it is switched off ("Clause 5 … is deleted", "Section 3 shall not
 * apply": SwitchedOff.ts's vocabulary) or changed ("replaced", "amended", "varied", "superseded").
 */
const CHANGES = new RegExp(String.raw`${SWITCH_OFF.source}|\b(?:replaced|amended|varied|superseded)\b`, "i")

/**
 * The section a position is in: from the heading line before it ("5. Sub-licensing", "Exclusivity") to the next
 * heading line, whatever the layout made of the clause numbers under it (items numbered afresh, "1.", "2.").
 */
const sectionOf = (
  doc: ContractDocument,
  at: number
): { readonly title: string; readonly start: number; readonly end: number } | null => {
  const headings = doc.sentences.filter((s) => s.heading && s.label === null)
  const before = headings.filter((h) => h.start <= at).pop()
  if (before === undefined) return null
  const next = headings.find((h) => h.start > before.start)
  return { title: doc.text.slice(before.start, before.end), start: before.end, end: next?.start ?? doc.text.length }
}

/** A later sentence that changes the numbered clause a value was read from. */
const changedLater = (doc: ContractDocument, source: Citation): Citation | null => {
  // The clause's number, or the number its heading carries where items are numbered afresh under it.
  const title = sectionOf(doc, source.start)?.title ?? ""
  const numbers = [
    /^(\d+)(?:\.\d+)*$/.exec(source.clause)?.[1],
    /^\s*(\d+)\.?\s/.exec(source.heading ?? "")?.[1],
    /^\W*(\d+)\.?\s/.exec(title)?.[1]
  ]
  return numbers.reduce<Citation | null>(
    (found, n) => found ?? (n === undefined ? null : changedAt(doc, source, n)),
    null
  )
}

const changedAt = (doc: ContractDocument, source: Citation, number: string): Citation | null => {
  const ref = new RegExp(`\\b(?:clauses?|sections?|paragraphs?|articles?)\\s+${number}(?:\\.\\d+)*\\b(?!\\.\\d)`, "i")
  for (const s of doc.sentences) {
    if (s.start <= source.end || s.status === "superseded") continue
    const text = doc.text.slice(s.start, s.end)
    // An instruction that replaces words has been read with its replacement; one that deletes a whole clause
    // whose words the value still rests on was not applied.
    if (s.status === "instruction" && /\b(?:replac\w*|substitut\w*|words|read\s+as|amended)\b/i.test(text)) continue
    const m = ref.exec(text)
    // "Sections 4.1 and 4.2 of the Master Terms do not apply": another document's clause 4, not this one's.
    if (
      m !== null &&
      !namesAnotherDocument(text.slice(m.index + m[0].length)) &&
      CHANGES.test(text.slice(m.index)) &&
      !/\b(?:in\s+accordance\s+with|subject\s+to|under|as\s+set\s+out\s+in|pursuant\s+to)\s*$/i.test(
        text.slice(0, m.index)
      )
    )
      return cite(doc, s.start, s.end)
  }
  return null
}

/** Whether the plain reading of a cited value says no. */
const saysNo = (doc: ContractDocument, c: Citation): boolean => {
  const s = sentenceAt(doc, c.start)
  if (s === undefined) return false
  const text = doc.text.slice(s.start, s.end)
  // A question is answered by the next sentence ("Q. May the company assign this license?" "A. Only with …").
  // A row whose label is followed by a no ("Exclusivity: none - Lena is free …").
  if (
    s.label !== null &&
    /^\W*(?:none|no|nil|n\/a|not\s+applicable)\b/i.test(text) &&
    !/\.\s/.test(text.slice(0, Math.max(0, c.start - s.start)))
  )
    return true
  const next = doc.sentences.find((x) => x.start >= s.end)
  if (
    /\?\s*$/.test(text) &&
    next !== undefined &&
    /^\W*(?:A\.?\s*)?(?:no|none|only\s+with|not\s+without)\b/i.test(doc.text.slice(next.start, next.end))
  )
    return true
  return localAnswer(text, Math.max(0, c.start - s.start), Math.min(text.length, c.end - s.start)) === "no"
}

/** Words that keep a use for a further agreement or payment ("must be agreed and paid before it happens"). */
const RESERVES =
  /\b(?:must|shall|will|would|to)\s+be\s+(?:separately\s+|first\s+)?(?:agreed|negotiated|paid|licen[cs]ed\s+separately)\b|\bfurther\s+(?:fee|payment|agreement|licen[cs]e)\b|\bseparate(?:ly)?\s+(?:fee|agreement|licen[cs]e|agreed|negotiated)\b|\bsubject\s+to\s+(?:a\s+)?(?:further|separate|additional)\b/i

/** A prohibition ("shall not present …"): a restriction, whatever proviso follows it. */
const PROHIBITS =
  /\b(?:shall|will|must|may)\s+not\b|\b(?:shan['’]t|won['’]t|mustn['’]t)\b|\b(?:agrees?|undertakes?|commits?|promises?|covenants?)\s+not\s+to\b/i

const NOT_PAY_ROW = /\b(?:allowances?|reimburs\w*|expenses?|per\s+diems?|deposit|late[- ]payment|interest)\b/i

/** A granted medium the words say is not granted: "not <channel>", with what says so. */
const mediumDoubted = (channel: string, what: string, source: Citation): Unexplained => ({
  field: "channels",
  candidate: `not ${channel}`,
  what,
  source
})

/** A short line that titles a section, past a civil-law ordinal ("EIGHTH.- Assignment of the agreement."). */
const titleLine = (words: string) => words.length < 60 && TITLE.test(words.replace(/^\W*[A-Z]+\s*[.:]-?\s*/, ""))

const readingsDisagree = (doc: ContractDocument, terms: ExtractedTerms, flags: ReadonlyArray<Flag>) => {
  const out: Array<Unexplained> = []
  // Channels granted where the plain reading says no, or whose clause a later sentence changes.
  for (const c of terms.channels) {
    const against = c.sources.find((x) => saysNo(doc, x))
    if (against !== undefined) out.push(mediumDoubted(c.channel, "words that plainly rule the medium out", against))
    const changed = c.sources.map((x) => changedLater(doc, x)).find((x) => x !== null)
    if (changed !== undefined && changed !== null)
      out.push(mediumDoubted(c.channel, "a later sentence that changes the clause", changed))
  }
  // Channels granted only from words that grant nothing by themselves: no verb of use or licence, no row or label,
  // no answer; a description ("the campaign for an outdoor clothing range") that a rule took for a grant.
  for (const c of terms.channels) {
    const weak = c.sources.every((x) => {
      const s = sentenceAt(doc, x.start)
      if (s === undefined || s.label !== null) return false
      const text = doc.text.slice(s.start, s.end)
      return (
        !USAGE.test(text) &&
        !/[:|☐□☒☑■✓✔]|\[\s?[xX✓]?\s?\]/.test(text) &&
        text.split(/\s+/).length > 8 &&
        !/\b(?:use[sd]?|using|appear\w*|run|air\w*|post\w*|feature\w*|publish\w*|display\w*|include[sd]?|cover\w*|permit\w*|allow\w*|authori[sz]\w*|consent\w*|agree\w*)\b/i.test(
          text
        )
      )
    })
    if (weak && c.sources.length > 0)
      out.push(mediumDoubted(c.channel, "a medium read from words that grant nothing", c.sources[0]!))
  }
  // A territory granted that a later sentence names with words that exclude it, or restates the territory as
  // another place "only" ("Notwithstanding the Cover Page, the Territory is Canada only").
  for (const c of terms.territories.granted) {
    const later = doc.sentences.find((s) => {
      if (s.status !== undefined || s.start <= c.source.end) return false
      const text = doc.text.slice(s.start, s.end)
      const named = text.indexOf(c.name)
      return (
        (named >= 0 && /\bexclu\w*|\bnot\s+(?:permitted|licen[cs]ed|included|granted)\b/i.test(text.slice(named))) ||
        (named < 0 && /\bterritory\s+(?:is|shall\s+be|will\s+be)\s+[A-Z][\w\s]{1,40}?\s+only\b/i.test(text))
      )
    })
    if (later !== undefined)
      out.push({
        field: "territories",
        candidate: `not ${c.code}`,
        what: "a later sentence that excludes the territory",
        source: cite(doc, later.start, later.end)
      })
  }
  // Channels granted from words that also reserve them for a further agreement or payment, or from a section that
  // sets out both what is permitted and what is restricted (a two-column table whose columns the text may have lost).
  for (const c of terms.channels) {
    const reserved = c.sources.find((x) => {
      const s = sentenceAt(doc, x.start)
      const text = s === undefined ? "" : doc.text.slice(s.start, s.end)
      const title = `${s?.clause.heading ?? ""} ${sectionOf(doc, x.start)?.title ?? ""} ${s?.label ?? ""}`
      // Only the part of the sentence the medium is in: "social not incl. – separate fee" reserves social alone.
      const a = s === undefined ? 0 : x.start - s.start
      const b = s === undefined ? 0 : x.end - s.start
      const near = `${
        text
          .slice(Math.max(0, a - 80), a)
          .split(/[.;–—]/)
          .pop() ?? ""
      } ${text.slice(b, b + 80).split(/[.;–—]/)[0] ?? ""}`
      return (
        RESERVES.test(near) ||
        (/\bpermit\w*|\ballow\w*|\blicen[cs]ed\b/i.test(title) &&
          /\brestrict\w*|\bprohibit\w*|\bexclu\w*|\bnot\s+(?:permitted|licen[cs]ed)\b/i.test(title))
      )
    })
    if (reserved !== undefined)
      out.push(mediumDoubted(c.channel, "a medium in words that reserve or restrict it", reserved))
  }
  // Perpetuity read from words about copies kept, records, or a clause that survives: no term of the licence.
  const perpetual = terms.term.perpetual
  if (perpetual !== null) {
    const s = sentenceAt(doc, perpetual.start)
    const text = s === undefined ? "" : doc.text.slice(s.start, s.end)
    const near =
      s === undefined ? "" : text.slice(Math.max(0, perpetual.start - s.start - 120), perpetual.end - s.start + 120)
    if (
      /\barchiv\w*|\brecord-keeping\b|\b(?:its|their|our|internal|the)\s+records\b|\bback-?ups?\b|\bsurviv\w*|\bconfidential\w*/i.test(
        near
      ) ||
      s?.topic === "confidentiality"
    ) {
      for (const field of ["perpetual", "flags", "end"] as const)
        out.push({
          field,
          candidate: field === "flags" ? "not perpetual_term" : "false",
          what: "perpetuity said of something other than the licence",
          source: perpetual
        })
    }
  }
  const all = terms.all_media
  if (all !== null) {
    const s = sentenceAt(doc, all.start)
    const text = s === undefined ? "" : doc.text.slice(s.start, all.start)
    // "all media above" refers to media listed elsewhere; "no right … in any medium" denies.
    if (
      /^\W*(?:above|below|listed|set\s+out|specified|described|referred|stated)\b/i.test(
        doc.text.slice(all.end, all.end + 20)
      ) ||
      /\b(?:no|not|nor|never|without)\b/i.test(text.slice(text.search(/[^;:]*$/))) ||
      saysNo(doc, all)
    )
      out.push({
        field: "channels",
        candidate: "not all media",
        what: "words about all media that do not grant them",
        source: all
      })
  }
  // Flags raised where the plain reading says no, or from a clause a later sentence changes.
  for (const f of flags) {
    if (f.source === null) continue
    if (saysNo(doc, f.source))
      out.push({
        field: "flags",
        candidate: `not ${f.code}`,
        what: "words that plainly deny the flag",
        source: f.source
      })
    const changed = changedLater(doc, f.source)
    if (changed !== null)
      out.push({
        field: "flags",
        candidate: `not ${f.code}`,
        what: "a later sentence that changes the clause",
        source: changed
      })
  }
  // Clauses that disagree: a flag raised from one clause while a later clause of the same kind denies it.
  const raised = new Set(flags.map((f) => f.code))
  const FLAG_OF = {
    sublicensing: "sublicensable",
    buyout: "buyout",
    morality: "morality_clause",
    moral_rights_waiver: "moral_rights_waiver",
    automatic_renewal: "automatic_renewal"
  } as const
  for (const kind of Object.keys(FLAG_OF) as Array<keyof typeof FLAG_OF>) {
    if (!raised.has(FLAG_OF[kind])) continue
    const of = terms.clauses.filter((c) => c.kind === kind && c.certain)
    const yes = of.find((c) => c.stated)
    // A later denial that limits the grant to whom it names ("may not sublicense them to anyone else") agrees with it.
    const laterNo = of.find(
      (c) =>
        !c.stated &&
        yes !== undefined &&
        c.sentence.start > yes.sentence.end &&
        !/\b(?:anyone|anybody|any\s+other|else|otherwise|other\s+than|except|save)\b/i.test(c.sentence.quote)
    )
    if (yes !== undefined && laterNo !== undefined)
      out.push({
        field: "flags",
        candidate: `not ${FLAG_OF[kind]}`,
        what: `a later clause that denies ${kind}`,
        source: laterNo.sentence
      })
  }
  // Fees read from words that say they are not pay, or a rate whose total is read too.
  for (const f of terms.fees) {
    const s = sentenceAt(doc, f.source.start)
    // The item a sum pays for, named just before it in its row ("Fee: Wardrobe allowance; Amount: $100").
    const item = s === undefined ? "" : doc.text.slice(Math.max(s.start, f.source.start - 60), f.source.start)
    if (NOT_PAY_ROW.test(item) && !/[.,]/.test(item.slice(item.search(NOT_PAY_ROW))))
      out.push({
        field: "fees",
        candidate: `not ${f.currency} ${f.amount}`,
        what: "a sum in words that say it is not pay",
        source: f.source
      })
    const total = terms.fees.find(
      (g) =>
        g !== f &&
        g.currency === f.currency &&
        g.source.start > f.source.end &&
        s !== undefined &&
        g.source.start < s.end &&
        g.source.start - f.source.end < 40 &&
        (f.basis?.startsWith("per_") ?? false) &&
        g.amount > f.amount &&
        Number.isInteger(g.amount / f.amount)
    )
    if (total !== undefined)
      out.push({
        field: "fees",
        candidate: `not ${f.currency} ${f.amount}`,
        what: "a rate whose total is also read",
        source: f.source
      })
    const changed = changedLater(doc, f.source)
    if (changed !== null)
      out.push({
        field: "fees",
        candidate: "changed",
        what: "a later sentence that changes the clause",
        source: changed
      })
  }
  // Exclusivity read from a clause a later sentence changes.
  for (const c of terms.exclusivity.clauses) {
    const changed = changedLater(doc, c.source)
    if (changed !== null)
      out.push({
        field: "exclusive",
        candidate: String(!c.exclusive),
        what: "a later sentence that changes the clause",
        source: changed
      })
  }
  // A freedom read from a sentence that also prohibits ("shall not present any other cookery programme, provided
  // that nothing … prevents her from …"): the restriction may stand, with the freedom carved out of it.
  for (const c of terms.clauses) {
    if ((c.kind !== "non_compete" && c.kind !== "exclusivity") || c.stated || c.explicit) continue
    const words = c.sentence.quote
    const prohibition = PROHIBITS.exec(words)
    if (
      prohibition === null ||
      !/\b(?:any\s+other|another|competi\w+|other\s+\w+\s+(?:brands?|programmes?|products?))\b/i.test(
        words.slice(prohibition.index)
      )
    )
      continue
    if (terms.exclusivity.exclusive === true) continue
    out.push({
      field: "exclusive",
      candidate: "true",
      what: "a restriction beside the freedom read",
      source: c.sentence
    })
    out.push({
      field: "flags",
      candidate: "non_compete",
      what: "a restriction beside the freedom read",
      source: c.sentence
    })
  }
  // A promise not to act for others under an exclusivity heading ("undertakes not to take part in advertising for
  // any other brand of wine") where no non-compete was raised: the talent may be bound against competitors.
  if (!flags.some((f) => f.code === "non_compete")) {
    const promise = stating(doc).find((s) => {
      if (s.topic !== "exclusivity" && s.clause.topic !== "exclusivity" && !titled(doc, s, /\bexclusiv|\bcompet/i))
        return false
      const words = doc.text.slice(s.start, s.end)
      const prohibition = PROHIBITS.exec(words)
      // A promise by the licensor not to license or sell to others is the licence's exclusivity, not a non-compete.
      const dealing =
        /^\s*(?:to\s+)?(?:\w+\s+)?(?:licen[cs]e|sub-?licen[cs]e|grant|sell|run|use|permit|allow|authori[sz]e|offer|make)\b/i
      return (
        prohibition !== null &&
        !dealing.test(words.slice(prohibition.index + prohibition[0].length)) &&
        /\b(?:any\s+other|another|competi\w+|rival)\b/i.test(words.slice(prohibition.index)) &&
        !readingAt(words, prohibition.index, prohibition.index + prohibition[0].length).conditional
      )
    })
    if (promise !== undefined)
      out.push({
        field: "flags",
        candidate: "non_compete",
        what: "a promise not to act for others under an exclusivity heading",
        source: cite(doc, promise.start, promise.end)
      })
    // "The Talent is exclusive to the Company in the cookware category": a party bound to the other, not a licence
    // made exclusive. Drafters differ on whether that bars work for competitors (the corpus's authors answer both
    // ways), so it is a candidate for a person to decide, never a flag asserted or denied.
    const bound = stating(doc).find((s) => {
      const m = BOUND_TO_PARTY.exec(doc.text.slice(s.start, s.end))
      return m !== null && !NOT_A_PERSON.test(m[1] ?? "")
    })
    if (bound !== undefined)
      out.push({
        field: "flags",
        candidate: "non_compete",
        what: "a party bound exclusively to the other in a field of trade",
        source: cite(doc, bound.start, bound.end)
      })
  }
  // A section titled as a flag's right (a heading, or a title line the layout did not make one: "7. Moral
  // rights", "EIGHTH.- Assignment of the agreement.") whose body no clause of that kind was read from, while the flag
  // is not raised: the body may grant or waive the right in words no rule has met.
  const TITLED: ReadonlyArray<readonly [ClauseKind, string, RegExp]> = [
    ["sublicensing", "sublicensable", /\bsub-?licen[cs]/i],
    ["assignment", "assignable", /\bassign(?:ment|ability)\b|\btransfer\b/i],
    ["moral_rights_waiver", "moral_rights_waiver", /\bmoral\s+rights?\b/i],
    ["automatic_renewal", "automatic_renewal", /\brenewal\b|\brenews?\b/i],
    ["buyout", "buyout", /\bbuy-?\s?outs?\b/i]
  ]
  const titledSections = [
    ...doc.clauses.map((c) => ({ title: c.heading ?? "", start: c.start, end: c.end })),
    ...doc.sentences
      .filter((h) => h.heading && h.label === null)
      .map((h) => sectionOf(doc, h.start))
      .filter((x) => x !== null),
    // A title line followed by its body up to the next title line.
    ...doc.sentences.flatMap((t, i) => {
      const words = doc.text.slice(t.start, t.end)
      if (t.heading || !titleLine(words)) return []
      const next = doc.sentences.slice(i + 1).find((x) => x.heading || titleLine(doc.text.slice(x.start, x.end)))
      return [{ title: words, start: t.end, end: next?.start ?? doc.text.length }]
    })
  ]
  const raisedCodes = new Set(flags.map((f) => f.code as string))
  for (const [kind, code, topic] of TITLED) {
    if (raisedCodes.has(code)) continue
    const usedOfKind = terms.clauses.filter((c) => c.kind === kind).map((c) => c.sentence)
    const section = titledSections.find((x) => {
      if (!topic.test(x.title)) return false
      const body = doc.sentences.filter(
        (b) => !b.heading && b.status === undefined && b.start >= x.start && b.end <= x.end
      )
      // A body that denies, keeps back or deletes the right agrees with the flag not raised.
      const denies = body.some((b) =>
        /\b(?:not|no|never|nor|none|without|unless|asserts?|reserves?|retains?|deleted|n\/a)\b|n['’]t\b/i.test(
          doc.text.slice(b.start, b.end)
        )
      )
      return body.length > 0 && !denies && !body.some((b) => usedBy(b, usedOfKind))
    })
    if (section !== undefined)
      out.push({
        field: "flags",
        candidate: code,
        what: `a section titled as ${kind} that the reading did not use`,
        source: cite(doc, section.start, Math.min(section.end, section.start + 200))
      })
  }
  // A clause headed as exclusivity none of whose words the reading used.
  const used = [
    ...terms.clauses.filter((c) => c.kind === "exclusivity" || c.kind === "non_compete").map((c) => c.sentence),
    ...terms.exclusivity.clauses.map((c) => c.source)
  ]
  const sections = [
    ...doc.clauses.map((c) => ({ title: c.heading ?? "", start: c.start, end: c.end })),
    ...doc.sentences
      .filter((h) => h.heading && h.label === null)
      .map((h) => sectionOf(doc, h.start))
      .filter((x) => x !== null)
  ]
  for (const clause of terms.exclusivity.exclusive === null ? sections : []) {
    if (!/\bexclusiv|\bnon-?compet|\bcompetit/i.test(clause.title)) continue
    const body = doc.sentences.filter(
      (s) => !s.heading && s.status === undefined && s.start >= clause.start && s.end <= clause.end
    )
    // A body that leaves the parties free to deal with others agrees with a reading of no exclusivity.
    const freedom = (words: string) => FREE.test(words) && !PROHIBITS.test(words)
    if (body.length === 0 || body.some((s) => usedBy(s, used) || freedom(doc.text.slice(s.start, s.end)))) continue
    const first = body[0]!
    out.push({
      field: "exclusive",
      candidate: "true or false",
      what: "a clause headed as exclusivity that the reading did not use",
      source: cite(doc, first.start, first.end)
    })
    // A prohibition there may be a non-compete the flags miss.
    const prohibition = body.find((s) => PROHIBITS.test(doc.text.slice(s.start, s.end)))
    if (prohibition !== undefined && !flags.some((f) => f.code === "non_compete"))
      out.push({
        field: "flags",
        candidate: "non_compete",
        what: "a prohibition under an exclusivity heading that the reading did not use",
        source: cite(doc, prohibition.start, prohibition.end)
      })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Whether a value is a plausible one of its kind, and whether the words it rests on can say it at all

/** Words that say there is no fee or a nominal one: "nil", "no fee", "£1 and other good consideration". */
const NO_FEE_WORDS =
  /\b(?:nil|no\s+(?:fee|payment|charge)|free\s+of\s+charge|without\s+(?:fee|payment)|nominal|good\s+and\s+valuable|other\s+(?:good\s+)?consideration|gratis|pro\s+bono)\b/i

/** A denial that closes a long list of uses: "… radio, print, out-of-home … and point of sale are not granted". */
const LIST_DENIED =
  /^[^.;:]{0,220}?\b(?:(?:is|are|shall\s+be|will\s+be)\s+(?:not\s+(?:granted|licen[cs]ed|included|permitted|authori[sz]ed|covered)|excluded|reserved)|require\s+(?:a\s+)?separate)\b/i

const plausibility = (doc: ContractDocument, terms: ExtractedTerms, flags: ReadonlyArray<Flag>) => {
  const out: Array<Unexplained> = []
  // A fee too small to pay anyone for rights (0, 1.8, 8.5), unless the text says it is nominal or per unit.
  for (const f of terms.fees) {
    const s = sentenceAt(doc, f.source.start)
    const words = s === undefined ? "" : doc.text.slice(s.start, s.end)
    if (f.amount < 20 && (f.basis === null || f.basis === "flat") && !NO_FEE_WORDS.test(words))
      out.push({
        field: "fees",
        candidate: `${f.currency} ${f.amount}`,
        what: "a fee too small to be the pay for the rights",
        source: f.source
      })
  }
  // A medium granted from a list that a denial further on closes.
  for (const c of terms.channels) {
    const denied = c.sources.find((x) => {
      const s = sentenceAt(doc, x.start)
      // The medium is in the list the sentence opens with (its subject): no verb before it.
      return (
        s !== undefined &&
        !/\b(?:is|are|was|were|be|shall|will|may|must|can|grants?|includes?|covers?|payable|paid)\b/i.test(
          doc.text.slice(s.start, x.start)
        ) &&
        LIST_DENIED.test(doc.text.slice(x.end, s.end).replace(/\([^()]*\)/g, ""))
      )
    })
    if (denied !== undefined)
      out.push(mediumDoubted(c.channel, "a medium in a list that a denial further on closes", denied))
  }
  // Exclusivity read only from a title ("Article 6 - Exclusivity"): a title names a topic and states nothing.
  const clauses = terms.exclusivity.clauses
  if (
    clauses.length > 0 &&
    clauses.every((c) =>
      /^\W*(?:\d+(?:\.\d+)*\.?\s*)?(?:exclusivity|exclusive\s+rights|competition(?:\s+clause)?|non-?competition)\W*$/i.test(
        c.source.quote.replace(/^\W*(?:article|section|clause|§)\s*\d+[\w.]*\s*[-–—.:]*\s*/i, "")
      )
    )
  )
    out.push({
      field: "exclusive",
      candidate: "true or false",
      what: "exclusivity read from a title alone",
      source: clauses[0]!.source
    })
  // A non-compete read from words that also deal with the rights (sub-licensing, assignment, transfer): the same
  // words read two ways; a non-compete binds the talent, a dealing binds the licensee.
  const nonCompete = flags.find((f) => f.code === "non_compete")
  if (nonCompete?.source !== undefined && nonCompete.source !== null) {
    const at = nonCompete.source
    const dealing = terms.clauses.find(
      (c) => (c.kind === "sublicensing" || c.kind === "assignment") && overlaps(c.sentence, at)
    )
    if (dealing !== undefined)
      out.push({
        field: "flags",
        candidate: "not non_compete",
        what: "a non-compete read from words that deal with the rights",
        source: at
      })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Parties, the signing date, the start and the territories: a second reading of each value. The reader finds them
// by their cues (a "between … and …", a "Dated", a "from", a Territory row); these read the words again the plain
// way (a name is a name, a thread is signed when someone accepts, a date after "from" starts something, a row that
// says "Not licensed" licenses nothing) and make the field a doubt where the two disagree.

/** Words a name never ends with: the label of the next cell or line ("Harriet Oduya Date", "Acme Ltd Signature"). */
const LABEL_TAIL =
  /\s(?:Date|Dated|Signature|Signed|Address|E-?mail|Tel|Telephone|Phone|Mobile|Title|Position|Name|Initials?|Witness|Role|Print(?:ed)?|By|Per)\.?$/
/** A name that runs on into an address: "… Ltd of Unit 4", "Jane Roe at 12 High Street", "… c/o 3 Mews Lane". */
const RUNS_ON = /\s(?:of|at|c\/o)\s+(?:[A-Z][\w'’.-]*\s+){0,3}\d|\s\d+[a-z]?$/
/** Small words a name may hold in lower case ("Bank of England", "Ludwig van Beethoven", "Jean de la Tour"). */
const NAME_PARTICLES =
  /^(?:and|of|the|for|in|on|de|da|das|do|dos|di|du|del|della|des|la|le|les|van|von|der|den|ter|ten|y|e|et|und|al|el|bin|ibn|binti|mac|st|&|-|–|plc|a|an|to)$/
/** A party read from words that name it as another's agent or representative: the principal may be the party. */
const AGENT_CUE =
  /\bas\s+(?:the\s+)?agents?\s+(?:for|of)\s+|\bagents?\s+for\s+|\bon\s+behalf\s+of\s+|\bacting\s+for\s+/i

const partiesChecks = ({ doc }: Read, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  const out: Array<Unexplained> = []
  for (const p of terms.parties) {
    const name = p.name
    const words = name.split(/\s+/)
    const lower = words.filter((w) => /^[a-z]/.test(w) && !NAME_PARTICLES.test(w.replace(/[.,]$/, "")))
    const what = LABEL_TAIL.test(name)
      ? "a name that ends with the label of the next cell"
      : RUNS_ON.test(name)
        ? "a name that runs on into an address"
        : lower.length > 0 || /[:|]/.test(name)
          ? "a name with words that are not a name"
          : null
    if (what !== null) out.push({ field: "parties", candidate: name, what, source: p.source })
    // A party read beside words that name it as an agent or a representative ("Agency: X, as agent for Y").
    const s = sentenceAt(doc, p.source.start)
    if (s !== undefined && s.topic !== "signatures" && s.clause.topic !== "signatures") {
      const text = doc.text.slice(s.start, s.end)
      const cue = AGENT_CUE.exec(text)
      // The principal it names after the cue, when that is a name and not a party already read.
      const principal = cue === null ? null : nameIn(text.slice(cue.index + cue[0].length))
      if (
        cue !== null &&
        principal !== null &&
        s.start + cue.index > p.source.end &&
        !terms.parties.some((q) => q.name === principal.name)
      )
        out.push({
          field: "parties",
          candidate: principal.name,
          what: "a party named as another's agent or representative",
          source: p.source
        })
    }
  }
  return out
}

/** A message header of a thread: "Date: 25 August 2027", "Sent: Tuesday, 3 March 2026 10:14". */
const HEADER = /^\W*(?:date|sent)\s*:?\s*$/i
/** Words of a message that agree to the terms. */
const ACCEPTS =
  /\b(?:accept\w*|agreed|(?:we|I)\s+agree|confirm(?:ed)?\b(?!\s+(?:and|by|whether|if))|happy\s+(?:with|to\s+(?:go|proceed|confirm|accept))|fine\s+by|deal\b|approved?|go\s+ahead|sounds\s+good|that\s+works)/i

/** In a thread, the contract is made by the message that accepts: a signing date that is no acceptance's is a doubt. */
const signedChecks = ({ doc }: Read, terms: ExtractedTerms, dates: ReadonlyArray<DateMention>) => {
  // A thread: messages with senders ("From: …") or stamped with a time, two or more dated differently.
  const senders = doc.text.match(/^\W*from\s*:/gim)?.length ?? 0
  const headers = dates
    .filter((d) => {
      const lineStart = doc.text.lastIndexOf("\n", d.start - 1) + 1
      const lineEnd = doc.text.indexOf("\n", d.end)
      const line = doc.text.slice(lineStart, lineEnd < 0 ? doc.text.length : lineEnd)
      const lead = doc.text.slice(lineStart, d.start)
      return (
        (senders >= 2 && HEADER.test(lead.replace(/\b(?:mon|tue|wed|thu|fri|sat|sun)\w*,?\s*$/i, ""))) ||
        // A chat's message line: a sender and a time beside the date ("Rosa Lind - 14 Jan 2027, 10:02").
        (line.length <= 100 && /\b\d{1,2}:\d{2}\b/.test(line) && !/[.;]\s+\S/.test(line))
      )
    })
    .sort((a, b) => a.start - b.start)
  if (new Set(headers.map((h) => h.date)).size < 2) return []
  const accepting = headers.filter((h, i) => {
    const body = doc.text.slice(h.end, headers[i + 1]?.start ?? doc.text.length)
    // A message that only asks ("Please confirm", "Can you confirm?") accepts nothing.
    return ACCEPTS.test(body.replace(/\b(?:please|can\s+you|could\s+you|kindly)\s+confirm\w*[^.?!]*[.?!]?/gi, ""))
  })
  const signed = terms.dates.signed?.value ?? null
  if (signed !== null && accepting.some((h) => h.date === signed)) return []
  if (signed === null && accepting.length === 0) return []
  const first = accepting[accepting.length - 1] ?? headers[headers.length - 1]!
  return [
    {
      field: "signed",
      candidate: first.date,
      what: "a thread whose signing date is not the date of a message that accepts",
      source: cite(doc, first.start, first.end)
    } satisfies Unexplained
  ]
}

/** A line that signs or accepts: "Signed: …", "Signature: …", "Accepted for X: …", "Agreed by …", "Countersigned". */
const SIGNS = /^\W*(?:signed|signature|accepted|agreed|countersigned|executed|acknowledged)\b/i

/** A signature or an acceptance dated after the signing date read: the contract is made when the last one signs. */
const laterSignature = (
  { doc, sentences }: Read,
  terms: ExtractedTerms,
  dates: ReadonlyArray<DateMention>,
  amendments: ReadonlyArray<Amendment>
) => {
  const signed = terms.dates.signed
  if (signed === null) return []
  const out: Array<Unexplained> = []
  for (const d of dates) {
    if (d.date <= signed.value) continue
    const s = around(sentences, d)
    if (s === undefined) continue
    const text = doc.text.slice(s.start, s.end)
    const line = doc.text.slice(doc.text.lastIndexOf("\n", d.start - 1) + 1, d.start)
    // ("Accepted: Crooked Creek LLC, by Maya Lindqvist" and, on the row under it, "Date: June 3, 2026".)
    const previous = sentences.findLast((x) => x.end <= s.start && !x.heading)
    // (An amendment's own signatures date the amendment, not the contract.)
    const under =
      !amendments.some((a) => a.start <= d.start && d.start < a.end) &&
      /^\s*date(?:d)?\s*$/i.test(s.label ?? "") &&
      previous !== undefined &&
      (SIGNS.test(previous.label ?? "") || SIGNS.test(doc.text.slice(previous.start, previous.end)))
    const signs =
      SIGNS.test(line) || SIGNS.test(s.label ?? "") || (s.topic === "signatures" && SIGNS.test(text)) || under
    if (!signs || NOT_TERM_DATE.test(line)) continue
    out.push({
      field: "signed",
      candidate: d.date,
      what: "a signature dated after the signing date read",
      source: cite(doc, d.start, d.end)
    })
  }
  return out
}

const START_CUE =
  /\b(?:from|commenc\w*|start\w*|begin\w*|effective(?:\s+(?:from|as\s+of|on))?|with\s+effect\s+from|runs?\s+from)\s+(?:and\s+including\s+)?(?:on\s+)?(?:the\s+)?$/i
const NOT_START_DATE =
  /\b(?:pa(?:y|id|yable|yment)|invoice\w*|deliver\w*|due|notice|offer|respond|reply|return|submit\w*|option|exercise|interest|dated|master\s+agreement|framework)\b/i

/** Words that keep material after its use: an archive, a copy retained ("keep them up" is the use itself). */
const RUN_OFF = /\barchiv\w*|\b(?:keep|kept|retain\w*)\s+(?:a\s+|one\s+)?cop(?:y|ies)\b/i

/** A date the text says something starts on, not read as the start (nor as the end or the signing date). */
const startChecks = ({ doc, sentences }: Read, terms: ExtractedTerms, dates: ReadonlyArray<DateMention>) => {
  const { start, end, signed } = terms.dates
  const out: Array<Unexplained> = []
  if (start !== null && end !== null && end.value < start.value) {
    out.push({ field: "start", candidate: end.value, what: "a start after the end", source: start.source })
    out.push({ field: "end", candidate: start.value, what: "an end before the start", source: end.source })
  }
  if (terms.term.perpetual !== null) return out
  // "The Ledger may keep the pages in its archive for 12 months from May 24, 2026": a start read from what may stay up
  // after the use, not the day the use begins.
  const startSentence = start === null ? undefined : around(sentences, start.source)
  if (
    start !== null &&
    startSentence !== undefined &&
    RUN_OFF.test(doc.text.slice(startSentence.start, startSentence.end))
  ) {
    const earlier = dates.find(
      (d) => d.date < start.value && (signed === null || d.date > signed.value) && around(sentences, d) !== undefined
    )
    out.push({
      field: "start",
      // (The use's own dates may be written without their year: "on May 3, May 10, May 17 and May 24, 2026".)
      candidate: earlier?.date ?? "the day the use begins",
      what: "a start read from what may be kept after the use (an archive), not the day the use begins",
      source: start.source
    })
  }
  const known = new Set([start?.value, end?.value, signed?.value].filter((d) => d !== undefined))
  for (const d of dates) {
    if (known.has(d.date)) continue
    const s = around(sentences, d)
    if (s === undefined || s.topic === "signatures" || s.topic === "governing_law") continue
    const text = doc.text.slice(s.start, s.end)
    if (!START_CUE.test(doc.text.slice(Math.max(s.start, d.start - 40), d.start))) continue
    if (NOT_START_DATE.test(text) || isRecital(text, s) || PROSPECT.test(text)) continue
    // "from 1 May to 31 May" names its end too: a range that is neither the start nor the end read.
    out.push({
      field: "start",
      candidate: d.date,
      what: "a date something starts on",
      source: cite(doc, d.start, d.end)
    })
  }
  return out
}

/** Where the words before a country say it is a place of use ("in", "throughout", "across", "within"). */
const PLACE_BEFORE = /\b(?:in|throughout|across|within|to\s+(?:audiences|viewers|residents)\s+in)\s+(?:the\s+)?$/i
/** Clauses that name places for other reasons; a grant in a party clause (a letter, a one-page release) still counts. */
const NOT_PLACE_TOPICS = new Set(["governing_law", "signatures", "warranties", "confidentiality"])

/** A granted country the plain reading rules out, or a country where use is placed that the reading left out. */
const territoryChecks = ({ doc, sentences }: Read, terms: ExtractedTerms, countries: ReadonlyArray<CountryMention>) => {
  const out: Array<Unexplained> = []
  for (const c of terms.territories.granted)
    if (saysNo(doc, c.source))
      out.push({
        field: "territories",
        candidate: `not ${c.code}`,
        what: "words that plainly rule the territory out",
        source: c.source
      })
  if (terms.territories.worldwide !== null) return out
  const known = new Set([...terms.territories.granted, ...terms.territories.excluded].map((c) => c.code))
  for (const c of countries) {
    if (c.codes.every((code) => known.has(code))) continue
    const s = around(sentences, c)
    if (s === undefined || NOT_PLACE_TOPICS.has(s.topic) || NOT_PLACE_TOPICS.has(s.clause.topic)) continue
    const text = doc.text.slice(s.start, s.end)
    const [a, b] = [c.start - s.start, c.end - s.start]
    if (isRecital(text, s) || offers(s) || s.topic === "exclusivity" || s.clause.topic === "exclusivity") continue
    if (!PLACE_BEFORE.test(text.slice(Math.max(0, a - 40), a)) || !USAGE.test(text)) continue
    if (NOT_A_GRANT.test(doc.text.slice(Math.max(s.start, c.start - 60), c.start))) continue
    if (!/\s/.test(c.name) && GIVEN_NAME_AFTER.test(doc.text.slice(c.end, c.end + 40))) continue
    if (quotedSpans(text).some(([x, y]) => a >= x && b <= y)) continue
    const reading = readingAt(text, a, b)
    if (reading.conditional || reading.polarity === "denied") continue
    out.push({
      field: "territories",
      candidate: c.codes.join(", "),
      what: "a place of use the reading left out",
      source: cite(doc, c.start, c.end)
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------

/** Every mention of a field's vocabulary the reading neither used nor set aside for a known reason. */
export const unexplainedEvidence = (
  document: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>,
  dates: ReadonlyArray<DateMention> = [],
  countries: ReadonlyArray<CountryMention> = []
): ReadonlyArray<Unexplained> => {
  const amended = amend(document)
  const doc = amended.document
  const read: Read = { doc, sentences: stating(doc) }
  return [
    ...sumsUnexplained(read, terms),
    ...mediaUnexplained(read, terms),
    ...clausesUnexplained(read, terms, new Set(flags.map((f) => f.code))),
    ...datesUnexplained(read, terms, dates),
    ...termsFromEvents(read, terms, dates),
    ...endAgainstLength(terms, amended.amendments),
    ...readingsDisagree(doc, terms, flags),
    ...plausibility(doc, terms, flags),
    ...partiesChecks(read, terms),
    ...signedChecks(read, terms, localise(doc.text, dates)),
    ...laterSignature(read, terms, localise(doc.text, dates), amended.amendments),
    ...startChecks(read, terms, localise(doc.text, dates)),
    ...territoryChecks(read, terms, countries)
  ]
}

/** The doubts unexplained evidence raises: one per field, with every unexplained mention as a candidate. */
export const calibrationDoubts = (
  document: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>,
  dates: ReadonlyArray<DateMention> = [],
  countries: ReadonlyArray<CountryMention> = []
): ReadonlyArray<Doubt> => {
  const found = unexplainedEvidence(document, terms, flags, dates, countries)
  const fields = [...new Set(found.map((u) => u.field))]
  return fields.map((field) => {
    const of = found.filter((u) => u.field === field)
    const first = of[0]!
    const candidates: ReadonlyArray<Candidate> = of.map((u) => ({ value: u.candidate, source: u.source }))
    return doubt(
      field,
      `Not accounted for: ${first.what} ("${first.source.quote}", §${first.source.clause}) that the reading neither used nor set aside` +
        (of.length > 1 ? ` (and ${of.length - 1} more)` : ""),
      first.source,
      candidates
    )
  })
}
