// Extraction of contract terms from a ContractDocument: parties (ContractParties), dates and term
// (ContractDates), territories, channels and media, usage rights, fees, exclusivity and the other classified
// clauses (ClauseClassification), and restrictions. Pure rules over sentences; dates and country names are
// recognised outside (they need libraries) and come in as mentions. Every value cites its source span.
import { type Amendment, amend, amendmentAt, overrides } from "./Amendments.js"
import { changingMessages, messagesOf } from "./MessageChain.js"
import { answerOf, cellAnswer, cellLabelAt, DENYING_LABEL, ruledOutEverywhere, rowVerdict } from "./Answers.js"
import { type ClassifiedClause, classify, stated } from "./ClauseClassification.js"
import {
  type Citation,
  cite,
  type ContractDocument,
  escapeRegExp,
  listHeading,
  type Sentence,
  sentenceAt
} from "./ContractDocument.js"
import { active, type DateMention, type ExtractedDate, readDates, type TermLength } from "./ContractDates.js"
import { COMPANY, type ExtractedParty, readParties, ROLE_WORDS } from "./ContractParties.js"
import { lawDollar } from "./Currency.js"
import { type Doubt, doubt, type ReviewField } from "./Doubts.js"
import { outsideException, readingAt } from "./Negation.js"
import { type Notice, noticeOf, withdrawnAt } from "./Notices.js"
import { subjectBefore, withheldFromOthers } from "./Withholding.js"
import type { Territory } from "../platform/Territory.js"

export { parseCount, termEnd, termMonths, TERM_UNITS } from "./ContractDates.js"
export type { Doubt, ReviewField } from "./Doubts.js"
export type { DateMention, ExtractedDate, TermLength, TermUnit } from "./ContractDates.js"
export type { ExtractedParty } from "./ContractParties.js"

/** A country (or a group such as the European Union, expanded to its members) named in the text. */
export interface CountryMention {
  readonly start: number
  readonly end: number
  readonly name: string
  readonly codes: ReadonlyArray<Territory>
}

export interface Mentions {
  readonly dates: ReadonlyArray<DateMention>
  readonly countries: ReadonlyArray<CountryMention>
}

export interface Found<A> {
  readonly value: A
  readonly source: Citation
}

export interface ExtractedCountry {
  readonly code: Territory
  readonly name: string
  readonly source: Citation
}

export interface ExtractedChannel {
  /** A channel name: the workspace's vocabulary (web, social, broadcast) or another medium (print, cinema…). */
  readonly channel: string
  /** The words of the document that named it. */
  readonly terms: ReadonlyArray<string>
  readonly sources: ReadonlyArray<Citation>
}

export interface ExtractedTerm {
  readonly term: string
  readonly source: Citation
}

export interface ExtractedFee {
  readonly amount: number
  /** ISO 4217 code. */
  readonly currency: string
  /** `flat`, `per_month`, `per_year`…, or null when the text does not say. */
  readonly basis: string | null
  readonly source: Citation
}

export interface ExclusivityClause {
  readonly exclusive: boolean
  readonly source: Citation
}

export type ExtractedRestriction =
  | { readonly type: "text"; readonly text: string; readonly source: Citation }
  | {
      readonly type: "excluded_product_categories"
      readonly categories: ReadonlyArray<string>
      readonly source: Citation
    }
  | { readonly type: "excluded_territories"; readonly territories: ReadonlyArray<Territory>; readonly source: Citation }

export interface ExtractedTerms {
  readonly parties: ReadonlyArray<ExtractedParty>
  readonly dates: {
    readonly signed: ExtractedDate | null
    readonly start: ExtractedDate | null
    readonly end: ExtractedDate | null
  }
  readonly term: {
    readonly length: TermLength | null
    readonly perpetual: Citation | null
    readonly automatic_renewal: Citation | null
  }
  readonly territories: {
    readonly worldwide: Citation | null
    readonly granted: ReadonlyArray<ExtractedCountry>
    readonly excluded: ReadonlyArray<ExtractedCountry>
  }
  readonly channels: ReadonlyArray<ExtractedChannel>
  /** Channels the contract rules out ("excluding cinema", "No print use is licensed", an Excluded Media row). */
  readonly excluded_channels: ReadonlyArray<ExtractedChannel>
  /** "all media now known or hereafter devised" and the like: every channel. */
  readonly all_media: Citation | null
  readonly usage_rights: {
    readonly rights: ReadonlyArray<ExtractedTerm>
    readonly subjects: ReadonlyArray<ExtractedTerm>
    readonly irrevocable: Citation | null
    readonly sublicensable: Citation | null
  }
  readonly fees: ReadonlyArray<ExtractedFee>
  readonly exclusivity: {
    readonly exclusive: boolean | null
    readonly clauses: ReadonlyArray<ExclusivityClause>
  }
  readonly restrictions: ReadonlyArray<ExtractedRestriction>
  readonly moral_rights_waiver: Citation | null
  /** Every sentence classified as a kind of clause (exclusivity, non-compete, morality…), stated or denied. */
  readonly clauses: ReadonlyArray<ClassifiedClause>
  /** Where the reading is not sure of a value: the field, why, the values the text supports and its words. */
  readonly doubts: ReadonlyArray<Doubt>
  /** The words later amendments deleted or replaced (they were not read). */
  readonly superseded: ReadonlyArray<Citation>
}

// ---------------------------------------------------------------------------------------------------------------
// Sentence helpers

const textOf = (doc: ContractDocument, s: Sentence) => doc.text.slice(s.start, s.end)

interface Hit {
  readonly start: number
  readonly end: number
  readonly text: string
  readonly groups: ReadonlyArray<string | undefined>
}

/** Every match of `re` (global) in the sentence, with absolute offsets. */
const hits = (doc: ContractDocument, s: Sentence, re: RegExp): ReadonlyArray<Hit> => {
  const text = textOf(doc, s)
  const found: Array<Hit> = []
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)
  for (let m = global.exec(text); m !== null; m = global.exec(text)) {
    if (m[0] === "") {
      global.lastIndex++
      continue
    }
    found.push({ start: s.start + m.index, end: s.start + m.index + m[0].length, text: m[0], groups: m.slice(1) })
  }
  return found
}

const NEGATIVE =
  /\b(?:shall|will|may|must|can|does|do)\s+not\b|\bcannot\b|\bnot\s+(?:be\s+)?(?:used|permitted|allowed|entitled)\b|\bprohibited\b|\bin no (?:event|circumstances)\b|\bno\s+(?:right|use|licen[cs]e)\b/i

const isNegative = (doc: ContractDocument, s: Sentence) => NEGATIVE.test(textOf(doc, s))

const uniqueBy = <A>(items: ReadonlyArray<A>, key: (a: A) => string): ReadonlyArray<A> => {
  const seen = new Set<string>()
  return items.filter((a) => {
    const k = key(a)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Territories

// (Not "the rest of the world": what a split leaves out of the territories it names.)
const WORLDWIDE =
  /\bworld-?wide\b|\bw\/w\b|\bworld\s+(?:[\w-]+\s+){0,2}?rights\b|\bthroughout the (?:world|universe)\b|(?<!\brest\s+of\s+)\bthe (?:entire |whole )?(?:world|universe)\b|\ball countries\b|\bglobal(?:ly)?\b|\b(?:without|with\s+no)\s+(?:any\s+)?(?:territorial|geographic(?:al)?)\s+(?:limits?|limitations?|restrictions?)\b/i

/**
 * Countries named for another reason: where a party is registered or lives, the law and the courts, a country's own
 * rules ("the Loi Évin in France and the CAP Code in the United Kingdom").
 */
export const NOT_A_GRANT =
  /\b(?:laws?|codes?|rules|regulations?|legislation|loi\s+\S+)\s+(?:in\s+force\s+)?in\s+(?:the\s+)?$|\b(?:street|st\.|road|rd\.|avenue|ave\.|lane|drive|boulevard|blvd\.?|way|square|place|highway)\s*,\s*[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}\s*,\s*$|\b(?:registered|incorporated|organi[sz]ed|resident|residing|domiciled|based|located|born|headquartered)\s+(?:in|under)\s+(?:the\s+)?(?:laws\s+of\s+)?$|\b(?:laws?|courts?|jurisdiction|tribunals?|acts?)\s+of\s+(?:the\s+)?$|\bcompanies\s+house\b/i

/**
 * A grant in plain English, in the licensee's voice or the giver's: "You let us use the photos", "you give us
 * permission to use", "We'll only use them in the UK", "we will post it".
 */
// (Or to a party by name, in the giver's voice: "I, Jordan Price, allow Lucky Seven Leisure Ltd to film my performance
// tonight and to use the footage on its Instagram …".)
const PLAIN_GRANT =
  /\b(?:let|lets|allow|allows|permit|permits|give|gives)\s+(?:us|them|[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4})\s+(?:permission\s+)?(?:to\s+(?:film|photograph|record)\b[^.;]{0,60}?\s+and\s+)?(?:to\s+)?(?:use|post|publish|share|show|broadcast|feature)\b|\b(?:we|they)(?:['’]ll|\s+will)\s+(?:only\s+)?(?:use|post|publish|show|broadcast|feature|share)\b/i

/** Where the rights apply: a territory clause or row, the definition of the Territory, or a grant (an assignment too). */
const GRANTS =
  /\bgrants?\b|\bassigns\b|\bhereby\s+assigns?\b|\b(?:is|are)\s+(?:hereby\s+)?assigned\b|\b(?:shall|will|is\s+to)\s+have\s+the\s+(?:\w+\s+)?right\b|\bpermission\s+to\s+(?:[\w,]+\s+){0,8}?(?:use|publish|reproduce|broadcast|show|display|feature)\b|\bgranted\b|\blicen[cs]e[sd]?\b|\bright to\b|\b(?:may|can|could|(?:is|are)\s+(?:allowed|permitted)\s+to)\s+(?:also\s+)?(?:be\s+)?(?:use|used|broadcast|published|shown|reproduce|publish|display|exhibit|distribute|made available|make available|communicate|post|stream|feature|featured|repost|share|show|run|exercise|exercised)\b|\bapplies\s+in\b|\bextends\s+to\b|\b(?:permission|licen[cs]e|consent|grant|rights?|release|agreement|authori[sz]ation)\s+covers?\b|\b(?:full\s+)?buy-?\s?out\s*:|\b(?:usage|use)\s+(?:runs?|applies|lasts)\b|\b(?:usage|use)(?:\s+(?:under|in|of)(?:\s+[\w.]+){1,3}?)?\s+(?:is|will\s+be|shall\s+be)\s+(?:limited|restricted|confined)\s+to\b|\brights?\b(?:[^.;]|\.(?=\d)){0,40}?\b(?:runs?|appl(?:y|ies)|lasts?)\s+(?:for|in|until|from|throughout)\b|\b(?:licensed|used|shown|broadcast|exhibited|released|aired|published)\s+in\b|\bconsents?\s+to\s+(?:[\w&'\u2019-]+\s+){1,4}?(?:using|publishing|showing|broadcasting|featuring|reproducing|displaying)\b/i
/** A form's question that asks where the rights apply. */
const PLACE_QUESTION =
  /^\s*(?:(?:Q(?:uestion)?\s*\d{1,2}|\d{1,2})\s*[.:)]\s*)?(?:where\b|in\s+(?:which|what)\s+(?:countr|territor|region|states?\b)|which\s+(?:countr|territor|region))[^?|]{0,60}\?/i
const NOT_PLACES = new Set(["governing_law", "parties", "signatures", "warranties", "termination", "confidentiality"])

/**
 * A party's ownership of its own work, where it may exploit it: "Northlight owns all rights in the Series and may
 * exploit it in all media throughout the world". No grant to the other side: its places are not the licence's.
 */
const OWNS_ITS_OWN =
  /^\W*(?:\d[\d.]*\.?\s+)?[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,3}\s+(?:owns|shall\s+own|will\s+own|retains)\s+(?:all\s+)?(?:the\s+)?(?:rights?|copyright)\s+in\b(?![^.;]*\b(?:grants?|licen[cs]es?)\b)/

const isPlaceSentence = (doc: ContractDocument, s: Sentence) => {
  const text = textOf(doc, s)
  if (OWNS_ITS_OWN.test(text)) return false
  // (Or a row of the markets or countries a campaign runs in: "Markets: Perth, Adelaide and Brisbane, Australia only".)
  if (s.topic === "territory" || (s.label !== null && /territor|^\W*(?:markets?|countries)\W*$/i.test(s.label)))
    return true
  // A form's question of place, answered after it: "Where? | United States", "In which countries?: …".
  if (PLACE_QUESTION.test(text)) return true
  // A sentence or a cell of a table row that is its own "Territory: …" ("…; Territory: Worldwide; Period: …").
  // (Or a numbered row's cell: "1 | Territory: the United Kingdom only.")
  if (/(?:^|;\s*|\s\|\s*)\s*territor(?:y|ies)\s*:/i.test(text)) return true
  // A place written with "only" after it: "Usage period: 28 Nov 2026 to 31 Jan 2027, UK only". (Not one option of
  // several, with boxes to tick, which a PDF may show as "&" ("& United Kingdom only & Worldwide"), or in a table of
  // options ("In store: point of sale | ' | O | UK only").)
  if (
    /\b(?:[A-Z]{2,3}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\s+only\b/.test(text) &&
    !/[&|\u2610-\u2612\u25a0\u25a1]|\[\s*[xX\u2713]?\s*\]/.test(text) &&
    !WORLDWIDE.test(text)
  )
    return true
  // A line item that licenses a use, in its own words: "Description: Usage: website and social media, United Kingdom
  // and Ireland, 12 months from 1 July 2027", "Usage licence: print and out-of-home advertising, United Kingdom, …".
  if (/(?:^|;\s*)(?:[^:;]{1,30}:\s*)?(?:usage|use|usage\s+licen[cs]e|usage\s+rights)\s*:/i.test(text)) return true
  // A row of a table with a column that rules places out ("Item: Television use, UK; …; No use in: Republic of
  // Ireland"): the table has a dimension of place, the row's other cells name where its use is bought.
  if (Array.from(text.matchAll(/(?:^|;\s*)([^:;]{1,40}):/g)).some((m) => DENYING_LABEL.test(m[1] ?? ""))) return true
  if (/["“](?:the\s+)?(?:[A-Z][\w-]*\s+)?Territory["”]\s+(?:means|shall mean|is)\b|\bthe Territory is\b/i.test(text))
    return true
  // A later clause that widens the territory: "The Territory for the radio spots only is extended to include Ireland",
  // "the Territory shall also include Canada".
  if (
    /\bterritory\b[^.;]{0,60}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:extended|expanded|enlarged|widened)\s+to\s+(?:include|cover)\b|\bterritory\s+(?:shall|will)\s+(?:now\s+)?(?:also\s+)?include\b|\bterritory\s+(?:now\s+)?(?:also\s+)?includes\b/i.test(
      text
    )
  )
    return true
  // A deed's habendum holds the grant for a time and a place: "TO HOLD the same unto the Grantee for the term of five
  // years …, throughout the United Kingdom …", "TO HAVE AND TO HOLD …".
  if (/^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:TO\s+HAVE\s+AND\s+)?TO\s+HOLD\b/.test(text)) return true
  // A definition written without quotes, as a deed's definitions clause lists them: "Territory means Australia …".
  if (/^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:Licensed\s+)?Territory\s+(?:means|shall\s+mean)\b/.test(text)) return true
  // A row that names a party by its role ("Licensor: Fjordlight Films AS, Bryggen 12, 5003 Bergen, Norway") gives
  // the party's address, not a place of the licence.
  if (s.label !== null && ROLE_WORDS.test(s.label.trim())) return false
  // A row of the rights granted: "Rights | All media, worldwide, in perpetuity".
  if (s.label !== null && s.topic === "grant") return true
  // A row of the media bought that says where they are used ("Media: television and cinema advertising in
  // Australia and New Zealand"): a grant in a schedule's words.
  if (s.label !== null && s.topic === "media" && /\b(?:in|throughout|across)\s+(?:the\s+)?[A-Z]/.test(text)) return true
  // A row whose label asks where ("Where and how long: anywhere in the world, forever"), or a sentence of a clause
  // headed only "Where" ("3. Where" over "United Kingdom only.").
  if (s.label !== null && /^\W*where\b/i.test(s.label)) return true
  // "The stream … may be watched by anyone, anywhere in the world", "Mourners may watch from anywhere in the world":
  // where the use reaches.
  if (VIEWED_ANYWHERE.test(text)) return true
  if (s.clause.heading !== null && /^\W*(?:\d+(?:\.\d+)*\.?\s+)?where\W*$/i.test(s.clause.heading)) return true
  // An item of a list under a heading that grants ("How we can use your voice" over "2. In Australia and New Zealand.").
  // (Or any sentence of a clause whose heading asks where: "Where we can use it" over "All of this is for the UK only".)
  const heading =
    listHeading(doc, s.clause) ??
    (s.clause.heading !== null &&
    /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:how\s+long\s+)?and\s+)?where\b/i.test(s.clause.heading)
      ? s.clause.heading
      : "")
  return (
    (GRANTS.test(text) || PLAIN_GRANT.test(text) || GRANTS.test(heading)) &&
    (inPartiesOpening(s, text) || (!NOT_PLACES.has(s.topic) && !NOT_PLACES.has(s.clause.topic))) &&
    s.topic !== "definitions"
  )
}

/** Where a use may be watched from: "may be watched by anyone, anywhere in the world". */
const VIEWED_ANYWHERE =
  /\b(?:watch(?:ed)?|view(?:ed)?|seen|access(?:ed)?|listen(?:ed)?\s+to)\b[^.;]{0,40}?\b(?:from\s+)?anywhere\s+in\s+the\s+world\b/i

/** A use the other side may refuse by ticking a box: "unless you tick the box below". */
const OPT_OUT = /\bunless\s+(?:you|the\s+\w+)\s+(?:tick|check|mark|select)s?\s+(?:the|this|a)\s+box\b/i
/** A ticked box that refuses: "[X] I do NOT consent to portfolio use", "☒ I opt out". */
const optedOut = (doc: ContractDocument): boolean =>
  /(?:\[\s?[xX✓✔]\s?\]|[☒☑■])\s*[I1l|]\s+(?:do\s+not|don['’]t)\s+(?:consent|agree|give\s+permission)\b|(?:\[\s?[xX✓✔]\s?\]|[☒☑■])\s*[I1l|]\s+opt\s+out\b/i.test(
    doc.text
  )

/** Words that begin a list of places (for exceptions that list something else). */
/** A promise not to license or sell the work to others: "shall not license the programme to any other broadcaster". */
const HOLDS_BACK =
  /\b(?:shall|will|must|may)\s+not\s+(?:\w+\s+)?(?:licen[cs]e|sub-?licen[cs]e|grant|sell|supply|offer|make\s+available)\b[^.;]{0,80}?\b(?:any\s+other|another|any\s+third|third\s+part\w*|others)\b/i

const COUNTRYISH = /\bthe\s+[A-Z]|\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b|\b(?:countr|territor|state|region)/

/** The kind of company right after a place: "a Georgia corporation", "a Delaware limited liability company". */
const INCORPORATED_AFTER =
  /^\s+(?:(?:limited\s+liability|not-for-profit|nonprofit|non-profit|public\s+benefit|business|stock)\s+)?(?:corporation|company|partnership|LLC)\b/i

/** A capitalised word right after a country's name that makes the country part of a name. */
export const GIVEN_NAME_AFTER =
  /^ (?!(?:And|Or|Only|Excluding|Except|Including|The|Territory|Region|Market|Mainland|Inclusive|Exclusive|Exclusivity|Media(?!\s+[A-Z][a-z])|Term|Fee|Usage)\b)[A-Z][a-z][\w'’-]*/

/**
 * A territory given as the places a schedule lists: "the countries of the ports of call of the Sailing listed in
 * Schedule 1", "the markets of the Permitted Importers listed in Schedule 1". What is listed, and the schedule.
 */
const LISTED_PLACES =
  /\b(?:countries|markets|territories|places)\s+(?:of|in\s+which|where)\s+(?:the\s+|its\s+|each\s+)?((?:[\w-]+\s+){1,4}?)(?:(?:of|for)\s+(?:the\s+)?[\w-]+\s+)?(?:as\s+)?(?:listed|set\s+out|named|given|specified|stated)\s+in\s+(Schedule|Annex|Annexure|Exhibit|Appendix)\s+(\w+)\b/i

/** The rows of the schedule `listed` names that name what it lists ("Ports of call: …", "Permitted Importer, Belgium"). */
const listedRows = (doc: ContractDocument, listed: RegExpExecArray): ReadonlyArray<{ from: number; to: number }> => {
  const stems = (listed[1] ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "")
    .map((w) => w.replace(/s$/, ""))
  const schedule = new RegExp(String.raw`^\W*${listed[2]}\s+${escapeRegExp(listed[3] ?? "")}\b`, "i")
  return doc.sentences
    .filter((s) => !s.heading && schedule.test(doc.text.slice(s.clause.start, s.clause.start + 60)))
    .map((s) => ({ from: doc.text.lastIndexOf("\n", s.start - 1) + 1, to: s.end }))
    .filter((row) => stems.every((w) => doc.text.slice(row.from, row.to).toLowerCase().includes(w)))
}

const territories = (doc: ContractDocument, countries: ReadonlyArray<CountryMention>, notice: Notice | null) => {
  const sentences = active(doc).filter((s) => isPlaceSentence(doc, s))
  let worldwide: Citation | null = null
  const granted: Array<ExtractedCountry> = []
  const excluded: Array<ExtractedCountry> = []
  const doubts: Array<Doubt> = []
  const withdrawnCodes = new Set<string>()
  // What the recitals tell of ("As originally signed, clause 2 of the Agreement granted … worldwide") is the
  // territory only where no operative clause grants one.
  let recitedWorldwide: Citation | null = null
  const recitedGranted: Array<ExtractedCountry> = []
  for (const s of sentences) {
    const text = textOf(doc, s)
    const recital = recitalSentence(doc, s)
    // A row whose label names the place and whose value only answers ("Territory - Canada | Yes", "Territory -
    // Worldwide | N/A"): the answer grants or rules out the places of the label.
    const answer = s.label !== null && /territor/i.test(s.label) ? cellAnswer(text) : null
    if (answer !== null) {
      const labelStart = doc.text.lastIndexOf("\n", s.start - 1) + 1
      const target = answer === "yes" ? granted : excluded
      for (const c of countries.filter((c) => c.start >= labelStart && c.end <= s.start))
        for (const code of c.codes) target.push({ code, name: c.name, source: cite(doc, c.start, c.end) })
      const ww = WORLDWIDE.exec(doc.text.slice(labelStart, s.start))
      if (ww !== null && answer === "yes")
        worldwide ??= cite(doc, labelStart + ww.index, labelStart + ww.index + ww[0].length)
      continue
    }
    // A territory row whose value is "World" or "The Universe".
    const ww =
      WORLDWIDE.exec(text) ??
      (s.label !== null && /territor/i.test(s.label) ? /^\s*(?:the\s+)?(?:world|universe)\b/i.exec(text) : null)
    if (ww !== null) {
      const reading = readingAt(text, ww.index, ww.index + ww[0].length)
      // "for any lawful purpose, excluding defamatory use, in any media worldwide": outside the exception's list.
      const outside = outsideException(text, reading, ww.index, COUNTRYISH)
      if ((reading.polarity === "affirmed" || outside) && !reading.conditional) {
        const at = cite(doc, s.start + ww.index, s.start + ww.index + ww[0].length)
        if (recital) recitedWorldwide ??= at
        else worldwide ??= at
      }
    }
    let previous = null as { end: number; grant: boolean } | null
    for (const c of countries.filter((c) => c.start >= s.start && c.end <= s.end)) {
      const between: string | null = previous === null ? null : doc.text.slice(previous.end, c.start)
      // A list continues its first member's context: "the laws of Portugal, Spain and Italy".
      const grant: boolean =
        previous !== null &&
        between !== null &&
        /^\s*(?:,|and|or|&|\+|\/)\s*(?:(?:and|or)\s+)?(?:the\s+)?$/i.test(between)
          ? previous.grant
          : !NOT_A_GRANT.test(doc.text.slice(Math.max(s.start, c.start - 60), c.start))
      previous = { end: c.end, grant }
      if (!grant) continue
      // A one-word country before a name in capitals is a given name or a brand ("Jordan Ellis", "Canada Goose").
      if (!/\s/.test(c.name) && GIVEN_NAME_AFTER.test(doc.text.slice(c.end, c.end + 40))) continue
      // "a Georgia corporation", "a Delaware limited liability company": where a party is incorporated.
      if (INCORPORATED_AFTER.test(doc.text.slice(c.end, c.end + 40))) continue
      const reading = readingAt(text, c.start - s.start, c.end - s.start)
      if (reading.conditional) continue
      const outside = outsideException(text, reading, c.start - s.start, COUNTRYISH)
      // A row of a table with a header whose one yes/no cell answers for the country an earlier cell names
      // ("Territory: Germany; Media: Not licensed; Usage fee: -").
      const verdict = rowVerdict(text)
      const ruledOutByRow =
        (verdict !== null && !verdict.yes && c.start - s.start < verdict.at) ||
        // A place in the cell of a column that rules out ("No use in: Republic of Ireland", "Excluded: France").
        DENYING_LABEL.test(cellLabelAt(text, c.start - s.start, s.label) ?? "")
      // A country a notice withdraws the licence in is ruled out from then on (the notice is the latest word).
      const withdrawn = withdrawnAt(notice, c.start)
      // "we won't promote your videos outside the United Kingdom": a use denied outside a place keeps it to that place.
      const deniedOutside =
        reading.polarity === "denied" &&
        /\boutside\s+(?:of\s+)?(?:the\s+)?$/i.test(doc.text.slice(Math.max(s.start, c.start - 20), c.start))
      const denied = withdrawn || ruledOutByRow || (reading.polarity === "denied" && !outside && !deniedOutside)
      if (withdrawn) for (const code of c.codes) withdrawnCodes.add(code)
      // A promise under Exclusivity not to work for others there names where the others advertise: no exclusion. Nor
      // does a promise not to license others there ("The Producer shall not license the programme to any other
      // broadcaster … in the United Kingdom"), exclusivity in other words.
      if (denied && (s.topic === "exclusivity" || s.clause.topic === "exclusivity" || HOLDS_BACK.test(text))) continue
      const target = denied ? excluded : recital ? recitedGranted : granted
      for (const code of c.codes) target.push({ code, name: c.name, source: cite(doc, c.start, c.end) })
    }
  }
  for (const s of sentences) {
    const text = textOf(doc, s)
    const listed = LISTED_PLACES.exec(text)
    if (listed === null || readingAt(text, listed.index, listed.index + listed[0].length).polarity !== "affirmed")
      continue
    for (const row of listedRows(doc, listed))
      for (const c of countries.filter((c) => c.start >= row.from && c.end <= row.to))
        for (const code of c.codes) granted.push({ code, name: c.name, source: cite(doc, c.start, c.end) })
  }
  if (worldwide === null && granted.length === 0) {
    worldwide = recitedWorldwide
    granted.push(...recitedGranted)
  }
  const excludedCodes = new Set(excluded.map((c) => c.code))
  const grantedCodes = new Set(granted.map((c) => c.code))
  const both = [...excludedCodes].filter((c) => grantedCodes.has(c) && !withdrawnCodes.has(c))
  if (both.length > 0) {
    const first = excluded.find((c) => both.includes(c.code))
    doubts.push(
      doubt("territories", `${both.join(", ")} is both granted and excluded`, first?.source ?? null, [
        ...granted.filter((c) => both.includes(c.code)).map((c) => ({ value: c.code, source: c.source })),
        ...excluded.filter((c) => both.includes(c.code)).map((c) => ({ value: `not ${c.code}`, source: c.source }))
      ])
    )
  }
  if (worldwide === null && granted.length === 0) doubts.push(doubt("territories", "No territory found"))
  return {
    worldwide,
    granted: uniqueBy(
      granted.filter((c) => !excludedCodes.has(c.code)),
      (c) => c.code
    ),
    excluded: uniqueBy(excluded, (c) => c.code),
    doubts
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Channels, media and usage rights

/** Shown in shops ("posters displayed in bookshops", "displays in participating stores"): in-store, not outdoors. */
const IN_SHOPS = String.raw`(?:\s+(?:displayed|shown|placed|used|put\s+up))?\s+(?:in|at|inside|within)\s+(?:[\w'\u2019-]+\s+){0,3}?(?:shops?|stores?|bookshops?|bookstores?|branches|outlets|showrooms|supermarkets?|pharmacies|salons?|clinics?|studios?|caf[eé]s|restaurants|bars|gyms?|dealerships?|venues?|premises|hotels?|lobb(?:y|ies)|dining\s+rooms?|garden\s+cent(?:re|er)s?|(?:play|leisure|sports|visitor|shopping)\s+cent(?:re|er)s?|counters|reception(?:\s+(?:areas?|desks?))?|waiting\s+(?:rooms?|areas?))\b`

/** How a poster or a screen is put where it is: "posters … displayed inside Bouncy Bay centres". */
const DISPLAYED = String.raw`(?:\s+(?:displayed|shown|placed|put\s+up))?`

/** Another thing shown beside posters or displays: "posters and leaflets displayed inside our branches". */
const ALSO_SHOWN = String.raw`(?:\s+and\s+(?:[\w-]+\s+)?(?:posters?|displays?|boards?|signage|screens?|menus?|cards?|leaflets?|flyers?|shelf[- ]talkers?|shelf[- ]wobblers?))?`

/**
 * Words that name a medium, by channel (the first three are the default workspace channels). Compound names come
 * first ("in-store broadcast" is in-store, "digital out-of-home screens" out-of-home), and a word that is also an
 * adjective counts only as a medium: "outdoor advertising", not "an outdoor clothing range". A site named by its
 * domain is web, under a generic or a country top-level domain ("brand.com", "wrenandwillow.ie"). A shop's window is
 * in-store ("window displays", "window cards in the agent's own branch window").
 */
export const MEDIA_VOCABULARY: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "in_store",
    new RegExp(
      String.raw`\b(?:in-store\s+(?:broadcast|video\s+displays?|screens?|displays?|radio)|point[- ]of[- ]sale|POS|in[- ]store|retail\s+displays?|(?:showroom|dealership)\s+displays?|price\s+cards?|counter\s+(?:cards?|screens?|displays?|leaflets?)|window\s+(?:displays?|cards?)|(?:shop|store|branch)\s+windows?|shelf[- ]edge|menu\s+boards?|(?:lobby|foyer|reception|in-room)(?:\s+and\s+(?:lobby|foyer|reception|in-room))?\s+(?:displays?|screens?|signage)|(?:screens?|displays?|monitors?|signage)\s+(?:above|behind|beside|over|at)\s+the\s+(?:[\w-]+\s+)?(?:lanes|bar|counters?|tills?|checkouts?|reception(?:\s+desks?)?)|(?:posters?|displays?|signage|screens?)${ALSO_SHOWN}${DISPLAYED}\s+(?:inside|within)\s+(?:(?:our|its|their|the\s+\w+['\u2019]s?)\s+(?:own\s+)?[\w-]+|(?:[\w&'\u2019-]+\s+){1,3}?(?:cent(?:re|er)s?|premises|branches|venues|locations|sites)\b)|shelf[- ](?:talkers?|wobblers?|strips?|danglers?)|(?:posters?|display\s+(?:stands?|boards?|cards?)|displays?|signage|screens?)${ALSO_SHOWN}${IN_SHOPS}|(?<=\b(?:in|at)\s+(?:our|its|their|the\s+\w+['\u2019]s?)\s+)(?:shops|stores|caf[eé]s|restaurants|branches|outlets|showrooms))\b`,
      "gi"
    )
  ],
  [
    "out_of_home",
    new RegExp(
      String.raw`\b(?:digital\s+out[- ]of[- ]home(?:\s+screens?)?|out[- ]of[- ]home|OOH|billboards?|outdoor(?=\s+(?:advertising|advertisements?|media|sites?|use|screens?|displays?|posters?|hoardings?|campaigns?|placements?|billboards?)\b|\s*(?:[,;.)]|\band\b|\bor\b|$))|(?<!\bin[- ]store\s+)posters?(?!${ALSO_SHOWN}${DISPLAYED}\s+(?:inside|within)\b|${ALSO_SHOWN}${IN_SHOPS})|yard\s+signs?|bus\s+(?:bench(?:es)?|sides?)(?:\s+advertis\w*)?|(?:vehicle|van|fleet|bus|taxi)\s+(?:wraps?|liver(?:y|ies)|graphics)|liver(?:y|ies)|transit(?:\s+advertising)?|bus\s+shelters?|hoardings?|48-sheets?|digital\s+signage|wild\s+postings?|roadside)\b`,
      "gi"
    )
  ],
  // ("the on-screen adverts we show before films in our auditoriums": the cinema's own screens.)
  [
    "cinema",
    /\b(?:cinemas?|theatrical(?:ly)?|movie\s+theaters?|(?<=\bin\s)thea(?:tre|ter)s|auditori(?:ums?|a)|(?:adverts?|advertisements?|ads?)\s+(?:we\s+show\s+|shown\s+|screened\s+)?before\s+(?:the\s+)?(?:films?|features?|screenings?))\b/gi
  ],
  [
    "social",
    /\b(?:social\s+media|social\s+networks?|social\s+channels?|social\s+accounts?|social|instagram|IG|facebook|tiktok|youtube|twitter|linkedin|snapchat|pinterest|weibo|wechat|douyin|xiaohongshu|bilibili|kuaishou)\b/gi
  ],
  [
    "web",
    /\b(?:internet|online|on-line|websites?|web|tmall|taobao|e-?mail(?:\s+newsletters?)?|newsletters?|e-?comm(?:erce)?|streaming|video[- ]on[- ]demand|VOD|catch-up|pre-roll|digital(?=\s*(?:\(|(?:(?:and|or|&|,)\s+(?:[\w-]+\s+){1,2}?)?(?:media|channels?|platforms?|advertising|audio)\b))|display\s+advertising|podcast\s+pages?|(?<![@\w.-])(?:www\.)?[a-z0-9][a-z0-9-]*\.(?:com|net|org|co|io)(?:\.[a-z]{2})?(?![@\w-])|(?<![@\w.-])(?:www\.)?[a-z0-9][a-z0-9-]{2,}\.(?:ie|uk|nz|au|ca|za|sg|ch|se|dk|fi|nl|fr|de|jp|gg|tv|me|app|shop|store|info|biz|eu)(?![@\w-]))\b/gi
  ],
  // ("as broadcast on Meridian on 22 November 2025", "the broadcast date": the footage's history or a date's name.)
  [
    "broadcast",
    /\b(?:television|televised|TV|(?<!\bas\s+(?:first\s+|originally\s+)?)broadcast(?:ing|s)?(?!\s+(?:date|day|time)s?\b)|radio|cable|satellite|terrestrial|free-to-air|on[- ]air|DAB\+?|FM(?=\s+(?:and|or|services?|radio|stations?|frequenc\w*)\b))\b/gi
  ],
  [
    "print",
    /\b(?:print(?:ed)?|magazines?|mags|newspapers?|brochures?|leaflets?|catalogues?|catalogs?|packaging|circulars?|flyers?|fliers?|mailers?|press(?=\s+(?:advertising|ads?|or\s+magazine)\b)|(?<=\b(?:trade|consumer|national|regional|local)\s+)press|direct\s+mail|(?:matchday|match[- ]day|game[- ]day|race(?:[- ]day)?|souvenir|event|concert|theatre|theater)[- ]program(?:me)?s?|yearbooks?|calendars?)\b/gi
  ]
]

/**
 * A medium in an exception to exclusivity ("The licence is exclusive save as to the Licensor's right to show the
 * Artwork on its own website"): the other party keeps that use beside the licence, which neither grants nor excludes
 * the medium.
 */
export const carvedFromExclusivity = (text: string, at: number): boolean => {
  const exception = Array.from(
    text
      .slice(0, at)
      .matchAll(
        /\b(?:except(?:\s+(?:for|as|that))?|save(?:\s+(?:for|as|that))?|other\s+than|apart\s+from|with\s+the\s+exception\s+of|but\s+not)\b/gi
      )
  ).pop()
  if (exception === undefined || /[.;]/.test(text.slice(exception.index, at))) return false
  return /\bexclusiv\w*[\s,]*(?:(?:in|for|as\s+to)\s+\w+[\s,]*)?$/i.test(text.slice(0, exception.index))
}

/** A definition of the media a grant names: "Media" means …, "Partner Media" means …, "Licensed Channels" means …. */
const definesMedia = (text: string): boolean =>
  /["“](?:the\s+)?(?:[A-Z][\w-]*\s+){0,2}(?:media|channels|platforms)["”]\s+(?:means|shall\s+mean)\b/i.test(text) ||
  // Without quotes, as a deed's definitions clause lists them: "Licensed Media means social media and …".
  /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][\w-]*\s+){0,2}(?:Media|Channels|Platforms)\s+(?:means|shall\s+mean)\b/.test(
    text
  )

/**
 * A definition of a term a grant uses for where the work appears: '"Print Edition" means the daily printed newspaper
 * known as The Evening Print' under "licence to reproduce the Pictures … in the Print Edition and the Online Edition".
 * The grant's words are a name; the definition says what medium it is.
 */
const definesGrantedTerm = (doc: ContractDocument, s: Sentence, text: string): boolean => {
  const term = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?["“]([^"”]{2,40})["”]\s+(?:means|shall\s+mean)\b/.exec(text)?.[1]
  if (term === undefined) return false
  return doc.sentences.some((o) => {
    if (o === s || o.heading || o.topic === "definitions") return false
    const words = doc.text.slice(o.start, o.end)
    return words.includes(term) && USAGE.test(words)
  })
}

/**
 * Each medium's words compiled once in the forms the readings test them in: `once` (the first match, without the
 * vocabulary's global flag, whose `lastIndex` would carry from one test to the next), `every` (all matches) and
 * `whole` (the words are the medium and nothing else).
 */
const MEDIA_FORMS = MEDIA_VOCABULARY.map((medium) => ({
  medium,
  channel: medium[0],
  once: new RegExp(medium[1].source, "i"),
  every: new RegExp(medium[1].source, "gi"),
  whole: new RegExp(`^(?:${medium[1].source})$`, "i")
}))

/** The medium the words are, and nothing else ("Television", "social media"). */
const wholeMedium = (words: string) => MEDIA_FORMS.find((f) => f.whole.test(words))?.medium

/** Any medium word (to tell an exception that lists media from one that lists something else). */
const MEDIA_WORDS = new RegExp(MEDIA_VOCABULARY.map(([, re]) => re.source).join("|"), "i")

/** The order channels are reported in: the default workspace channels first. */
const CHANNEL_ORDER = ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"] as const

/** Platform names are media even in capitals. */
const PLATFORMS =
  /^(?:instagram|IG|facebook|tiktok|youtube|twitter|linkedin|snapchat|pinterest|weibo|wechat|douyin|xiaohongshu|bilibili|kuaishou|tmall|taobao|TV|OOH|POS|VOD)$/i

export const ALL_MEDIA =
  /\b(?:any and all|all)(?: other)? (?:forms of )?media\b(?!\s+(?:above|below|listed|set\s+out|specified|described|named|referred|stated|booked|licen[cs]ed\s+(?:above|here))\b)|\bin any (?:and all )?(?:media|medium)\b(?! other)|\bmedia,? (?:whether )?now known or hereafter (?:devised|invented|created|developed)\b/i

/** Before "all media", what the work is taken out of: "withdrawn from", "removed from", "cease all use in". */
const LEFT_FROM_BEFORE =
  /\b(?:withdr[ae]w\w*|remov\w*|tak(?:e|en|ing)\s+down|delet\w*|ceas\w*|discontinu\w*)\b[^.;]{0,50}?\b(?:from|in|on|across)\s+$/i

/** A form that chooses by ticking or initialling boxes. */
const TICKS =
  /\b(?:tick(?:ed)?|check(?:ed)?\s+(?:box(?:es)?|above|below)|initial(?:led|ed)?\s+(?:box(?:es)?|above|below))\b/i

export const RECITAL = /^\s*(?:WHEREAS|Whereas|RECITALS?|\([A-H]\)\s)/
/** A heading over recitals: "Recitals", "Background", a "WHEREAS" alone over its numbered recitals. */
const RECITALS_HEADING = /\b(?:recitals?|background|whereas)\b/i

const MEDIA_LABEL = /\bmedia\b|\bmedium\b|\bchannels?\b|\bplatforms?\b|\busage\b|\buses?\b|\bdeliverables?\b/i
export const USAGE =
  /\bgrants?\b|\bconsents?\s+to\s+(?:[\w'\u2019-]+\s+){0,4}?(?:using|streaming|publishing|showing|broadcasting|posting|displaying|featuring|use\s+of)\b|\bgranted\b|\blicen[cs]e[sd]?\b|\bright to\b|\b(?:may|can|could|(?:is|are)\s+(?:allowed|permitted)\s+to)\s+(?:also\s+)?(?:not\s+)?(?:be\s+)?(?:use|used|broadcast|published|shown|reproduce|reproduced|publish|display|displayed|exhibit|exhibited|distribute|distributed|made available|make available|communicate|communicated|post|posted|stream|streamed|feature|featured|repost|share|shared|show|run)\b|\b(?:won['’]t|will\s+not|can['’]t|cannot|may\s+not)\s+(?:be\s+)?(?:use|used|show|shown|run|post|feature|broadcast)\b|\b(?:shall|will)\s+not\s+(?:be\s+)?(?:use|used|reproduce|publish|exhibit|broadcast|print)\b|\bno\s+(?:other\s+)?(?:use|right|licen[cs]e)\b|\bexclud\w*|\bmedia\b|\bmedium\b|\bcommunicate\b|\bexhibit\b|\bbroadcast\b/i
/** Before a medium, a freedom someone keeps: "remain free to record, broadcast and publish …". */
const FREE_TO_BEFORE =
  /\b(?:remains?|is|are|(?:shall|will)\s+(?:be|remain))\s+(?:entirely\s+|also\s+)?free\s+to\s+(?:[\w'\u2019-]+[\s,]+){0,6}$/i
/** Words of a morality clause: what a party may do when the other's conduct harms its name. */
const CONDUCT_REMEDY = /\b(?:disrepute|moral(?:s|ity)\s+clause|moral\s+turpitude|public\s+scandal|misconduct)\b/i

export const NOT_USAGE = new Set(["parties", "signatures", "governing_law", "confidentiality", "warranties"])

/**
 * A sentence of a letter that is one paragraph after its header rows, which takes the topic of the parties it names,
 * but does not describe a party: its grant is still a grant ("The adverts and the website use are licensed for the
 * United Kingdom only.").
 */
const inPartiesOpening = (s: Sentence, text: string): boolean =>
  s.clause.index === 0 &&
  s.clause.topic === "parties" &&
  !/\bbetween\b|\b(?:incorporated|registered|resident|residing)\b|\(\s*(?:the\s+)?["“]/i.test(text)

interface ChannelHit {
  readonly channel: string
  readonly term: string
  readonly source: Citation
  readonly denied: boolean
  readonly certain: boolean
  readonly amendment: number
  /** Ruled out by a notice that withdraws the licence for it (Notices.ts): the latest word on it. */
  readonly withdrawn?: boolean
}

/** Spans of short quotations (titles: "Morning Radio", "The Billboard") inside a sentence. */
export const quotedSpans = (text: string): ReadonlyArray<readonly [number, number]> =>
  Array.from(text.matchAll(/["“]([^"”]{1,80})["”]/g), (m) => [m.index, m.index + m[0].length] as const)

/** Whether a capitalised medium word is part of a name ("Fenwick Outdoor Living Ltd", "Broadcast Coffee Roasters"). */
export const inName = (text: string, start: number, end: number): boolean => {
  const word = text.slice(start, end)
  if (PLATFORMS.test(word) || !/^[A-Z]/.test(word)) return false
  const before = /([A-Za-z][\w&'.-]*) $/.exec(text.slice(0, start))?.[1]
  const after = /^ ([A-Za-z][\w&'.-]*)/.exec(text.slice(end))?.[1]
  // The answer of the item before ("… [ ] No Social media [X] Yes") is no part of a name.
  const capital = (w: string | undefined) =>
    w !== undefined && /^[A-Z]/.test(w) && !/^(?:UK|US|EU|TV|OOH|Yes|No|N\/A)$/.test(w)
  return capital(before) || capital(after)
}

/**
 * Whether a medium word is part of an address ("people@halden-broadcast.co.uk", "www.radio-days.ie/tickets"): an
 * e-mail or web address names where to write or look, not a medium of the licence. (A web address as a whole is the
 * web medium; that word is the whole address, not a part of it.)
 */
export const inAddress = (text: string, start: number, end: number): boolean => {
  const from = text.slice(0, start).search(/\S*$/)
  const rest = /^\S*/.exec(text.slice(end))?.[0] ?? ""
  const token = (text.slice(from, start) + text.slice(start, end) + rest).replace(/[.,;:)\]]+$/, "")
  // The address itself ("brand.com", "www.brand.ie") is the web medium, whatever surrounds it.
  if (token === text.slice(start, end) || text.slice(start, end).includes(".")) return false
  return /@|:\/\/|^www\./i.test(token) || /^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i.test(token)
}

/** A removal the sentence requires, up to the media it names: "remove the Photographs from its website and …". */
const REMOVED_FROM =
  /\b(?:remove|take\s+down|delete|cease\s+(?:using|to\s+use|all\s+use\s+of))\b[^.;]{0,80}?\bfrom\b[^.;]{0,60}$/i

/** Words that tie something to the end of the licence: "when the Licence Period ends", "on expiry", "upon termination". */
const AT_THE_END = /\b(?:ends?|end\s+of|expir\w*|terminat\w*|thereafter)\b/i

/** A proviso or exception after a grant that limits how the grant may be used ("… shall not be used in any …"). */
const LIMITING_PROVISO =
  /\b(?:provided|save|except|subject\s+to)\b[^.;]{0,60}?\b(?:shall|may|must)\s+not\s+be\s+(?:used|exploited|shown)\b/i

/**
 * Media quoted words rule out: a note that limits a grant, "[handwritten in the margin: “EXCEPT no TV and no
 * billboards”]". The reading sets quoted words aside (they are mostly definitions and names); these may limit it.
 */
const quotedMediaDenied = (doc: ContractDocument) =>
  active(doc).flatMap((s) => {
    const text = textOf(doc, s)
    if (s.topic === "definitions") return []
    return quotedSpans(text).flatMap(([x, y]) =>
      MEDIA_VOCABULARY.flatMap(([channel, re]) =>
        Array.from(text.slice(x, y).matchAll(re)).flatMap((m) =>
          readingAt(text, x + m.index, x + m.index + m[0].length).polarity === "denied"
            ? [{ channel, source: cite(doc, s.start + x + m.index, s.start + x + m.index + m[0].length) }]
            : []
        )
      )
    )
  })

const channels = (doc: ContractDocument, amendments: ReadonlyArray<Amendment>, notice: Notice | null) => {
  const hits: Array<ChannelHit> = []
  let allMedia: Citation | null = null
  let narrowed: Citation | null = null
  /** A sentence that ends with a colon and grants ("… in the following ways only:"): its list items are grants too. */
  let leadIn = false
  let previousOpen = false
  const recited: Array<{ readonly channel: string; readonly source: Citation }> = []
  for (const s of active(doc)) {
    const text = textOf(doc, s)
    const lineStart = doc.text.lastIndexOf("\n", s.start - 1) + 1
    // An item is bulleted, or (where a scan lost the bullets) follows the lead-in or an item ending with ";".
    const item =
      /^\s*(?:[-•*–·]|\([a-z0-9]{1,3}\))\s*$/i.test(doc.text.slice(lineStart, s.start)) ||
      /^\s*[-•*–·]\s/.test(text) ||
      (leadIn && previousOpen)
    const underLeadIn = leadIn && item
    previousOpen = /[:;]\s*(?:and|or)?\s*$/i.test(text)
    if (!item)
      leadIn =
        !s.heading &&
        /:\s*$/.test(text) &&
        (USAGE.test(text) ||
          PLAIN_GRANT.test(text) ||
          /\b(?:consent|permission|authori[sz]\w*|following (?:ways|uses|media|channels|purposes)|(?:can|may)\s+do\s+with)\b/i.test(
            text
          ))
    // A rate card or price list offers media; it grants none.
    if (/\b(?:rate\s*card|price\s*list|tariff|for reference|indicative)\b/i.test(s.clause.heading ?? "")) continue
    // A grid whose columns are media ("Medium: Licensed; TV: Yes; Online video: Yes; Cinema: No"): each column takes
    // its cell's answer (a period or a sum under a medium grants it, "-" says nothing).
    const columns = Array.from(text.matchAll(/(?:^|;\s*)([^:;]{1,40}):\s*([^;]*)/g), (m) => ({
      key: (m[1] ?? "").trim(),
      value: (m[2] ?? "").replace(/[.\s]+$/, "").trim()
    })).filter((c) => MEDIA_VOCABULARY.some(([, re]) => new RegExp(`^(?:${re.source})(?:\\s+\\w+)?$`, "i").test(c.key)))
    if (columns.length >= 2) {
      for (const c of columns) {
        const medium = MEDIA_VOCABULARY.find(([, re]) => new RegExp(`^(?:${re.source})`, "i").test(c.key))
        if (medium === undefined || /^(?:-|–|—|n\/a|)$/i.test(c.value)) continue
        const no = cellAnswer(c.value) === "no"
        hits.push({
          channel: medium[0],
          term: c.key.toLowerCase(),
          source: cite(doc, s.start, s.end),
          denied: no,
          certain: true,
          amendment: amendmentAt(amendments, s.start)
        })
      }
      continue
    }
    // A row of a table with a header whose one yes/no cell answers for the media its earlier cells name
    // ("Usage: Broadcast TV; Period: Not included; Territory: -").
    const verdict = rowVerdict(text)
    if (verdict !== null) {
      const named = text.slice(0, verdict.at)
      const before = hits.length
      for (const [channel, re] of MEDIA_VOCABULARY) {
        for (const m of named.matchAll(re)) {
          if (inName(text, m.index, m.index + m[0].length)) continue
          hits.push({
            channel,
            term: m[0].toLowerCase(),
            source: cite(doc, s.start + m.index, s.start + m.index + m[0].length),
            denied: !verdict.yes,
            certain: true,
            amendment: amendmentAt(amendments, s.start)
          })
        }
      }
      if (hits.length > before) continue
    }
    // A row of a table with a header, written "Item: E-commerce, 12 months; Booked: Yes; Fee: £800": a cell that is
    // a medium and a cell that says yes or no.
    const pairs = Array.from(text.matchAll(/(?:^|;\s*)([^:;]{1,40}):\s*([^;]*)/g), (m) =>
      (m[2] ?? "").replace(/[.\s]+$/, "")
    )
    if (pairs.length >= 2) {
      const mediumCell = pairs
        .map((v) => v.replace(/\s*(?:,|\(|\s[-–]\s).*$/, "").trim())
        .map((v) => v.split(/\s*\/\s*/))
        .map((parts) => (parts.every((p) => wholeMedium(p) !== undefined) ? wholeMedium(parts[0] ?? "") : undefined))
        .find((m) => m !== undefined)
      const yesCell = pairs.some((v) => cellAnswer(v) === "yes")
      const noCell = pairs.some((v) => cellAnswer(v) === "no")
      if (mediumCell !== undefined && yesCell !== noCell) {
        hits.push({
          channel: mediumCell[0],
          term: mediumCell[0],
          source: cite(doc, s.start, s.end),
          denied: noCell,
          certain: true,
          amendment: amendmentAt(amendments, s.start)
        })
        continue
      }
      // A row whose every cell after the first says no or was struck ("Medium: Outdoor posters and billboards;
      // Period: Deleted; Fee: Deleted", "Television; Period: N/A; Fee: N/A"): the media its first cell names are not
      // licensed, however that cell words them.
      const first = /^([^:;]{1,40}):\s*([^;]*)/.exec(text)
      if (
        first !== null &&
        !yesCell &&
        noCell &&
        pairs.slice(1).every((v) => v.trim() === "" || cellAnswer(v) === "no")
      ) {
        const before = hits.length
        for (const { channel, once } of MEDIA_FORMS) {
          const m = once.exec(first[2] ?? "")
          if (m === null) continue
          const at = first[0].length - (first[2] ?? "").length + m.index
          hits.push({
            channel,
            term: m[0].toLowerCase(),
            source: cite(doc, s.start + at, s.start + at + m[0].length),
            denied: true,
            certain: true,
            amendment: amendmentAt(amendments, s.start)
          })
        }
        if (hits.length > before) continue
      }
    }
    // A row named after a medium with a yes or no: "Television | No", "Social media | Included".
    if (s.label !== null && !DENYING_LABEL.test(s.label)) {
      const yes = answerOf(text) === "yes"
      const no = answerOf(text) === "no"
      // The label is a medium, maybe with a qualifier ("E-commerce, 12 months", "Print / catalogue (UK)").
      const named = (s.label ?? "").replace(/\s*(?:,|\(|\s[-–]\s).*$/, "").trim()
      const mediumOf = (words: string) => wholeMedium(words.trim())
      const parts = named.split(/\s*\/\s*/)
      // "Broadcast television", "Outdoor and transit": media words with only joining words between them.
      const onlyMedia = (words: string) =>
        MEDIA_FORMS.some((f) => f.once.test(words)) &&
        /^[\s,&/-]*(?:(?:and|or)[\s,&/-]*)*$/i.test(MEDIA_FORMS.reduce((rest, f) => rest.replace(f.every, " "), words))
      // "Resort website", "Brand social media accounts": media words with a few words of whose they are.
      const ownedMedia = (words: string) => {
        const rest = MEDIA_FORMS.reduce((r, f) => r.replace(f.every, " "), words)
        return (
          MEDIA_FORMS.some((f) => f.once.test(words)) &&
          !/\b(?:not?|except|excluding|other|than|without|only|personality|presenters?|hosts?)\b/i.test(words) &&
          rest
            .trim()
            .split(/\s+/)
            .filter((w) => w !== "").length <= 3
        )
      }
      const media = parts.every((p) => mediumOf(p) !== undefined)
        ? [mediumOf(parts[0] ?? "")]
        : onlyMedia(named) || ownedMedia(named)
          ? MEDIA_FORMS.filter((f) => f.once.test(named)).map((f) => f.medium)
          : []
      if (media.length > 0 && (yes || no)) {
        for (const medium of media) {
          if (medium === undefined) continue
          hits.push({
            channel: medium[0],
            term: (s.label ?? "").toLowerCase(),
            source: cite(doc, s.start, s.end),
            denied: no,
            certain: true,
            amendment: amendmentAt(amendments, s.start)
          })
        }
        continue
      }
    }
    const excludedRow = s.label !== null && DENYING_LABEL.test(s.label)
    const mediaRow =
      (s.label !== null && (MEDIA_LABEL.test(s.label) || excludedRow)) ||
      /(?:^|;\s*|\s\|\s*)(?:platforms?|media|channels?|usage)\s*:/i.test(text) ||
      // A cell that writes its own label: "Description: Usage: print catalog and website, 2 years from …".
      /(?:^|;\s*)[^:;]{1,30}:\s*(?:usage|licensed\s+media|permitted\s+(?:use|media))\s*:/i.test(text)
    // A form's question answered yes or no ("May they appear on social media? | No") asks about a use.
    const usage =
      USAGE.test(text) ||
      // A headered row whose item is a use ("Item: Online use, advertiser's own site; Rate: 13 weeks; Amount: …").
      /^[^:;]{1,40}:\s*[^:;]*\b(?:use|usage)\b[^:;]*;\s*[^:;]{1,40}:/i.test(text) ||
      PLAIN_GRANT.test(text) ||
      /\?\s*(?:\||:)\s*(?:yes|no|y|n)\b/i.test(text) ||
      USAGE.test(listHeading(doc, s.clause) ?? "")
    const grantedTerm = s.topic === "definitions" && definesGrantedTerm(doc, s, text)
    if (
      !mediaRow &&
      !underLeadIn &&
      !grantedTerm &&
      ((NOT_USAGE.has(s.topic) && !(usage && inPartiesOpening(s, text))) ||
        !(s.topic === "media" || s.topic === "grant" || usage))
    )
      continue
    // Recitals say why the parties contract, not what they grant.
    if (RECITAL.test(text) || (s.clause.heading !== null && RECITALS_HEADING.test(s.clause.heading))) {
      // … but an agreement that extends or amends an earlier one may keep the media its recitals describe.
      if (usage) {
        for (const { channel, once } of MEDIA_FORMS) {
          const m = once.exec(text)
          if (m !== null && !inName(text, m.index, m.index + m[0].length))
            recited.push({ channel, source: cite(doc, s.start + m.index, s.start + m.index + m[0].length) })
        }
      }
      continue
    }
    // A definition of media by any name ("Media", "Partner Media", "Permitted Channels") says what a grant that uses
    // the name grants; other definitions grant nothing.
    if (s.topic === "definitions" && !definesMedia(text) && !mediaRow && !grantedTerm) continue
    // "we may show selected images on our website …, unless you tick the box below" and the box ticked "I do NOT
    // consent to portfolio use": a use the form let the other side refuse, refused.
    if (OPT_OUT.test(text) && optedOut(doc)) continue
    const bareDenial = excludedRow && /^\s*(?:none|n\/a|nil|not applicable)\b/i.test(text)
    const quotes = quotedSpans(text)
    const taken: Array<readonly [number, number]> = []
    const all = ALL_MEDIA.exec(text)
    // "shall cause the Advertisement to be withdrawn from all media": the media the use leaves at the end, no grant.
    if (all !== null && !LEFT_FROM_BEFORE.test(text.slice(Math.max(0, all.index - 80), all.index))) {
      const reading = readingAt(text, all.index, all.index + all[0].length)
      const outside = outsideException(text, reading, all.index, MEDIA_WORDS)
      if ((reading.polarity === "affirmed" || outside) && !reading.conditional && !excludedRow) {
        allMedia ??= cite(doc, s.start + all.index, s.start + all.index + all[0].length)
        // "in all media … in perpetuity, PROVIDED ALWAYS THAT the Footage shall not be used in any advertising …":
        // a proviso that limits the use of the whole grant leaves which media remain to a person.
        const limit = LIMITING_PROVISO.exec(text.slice(all.index + all[0].length))
        if (limit !== null) {
          const at = s.start + all.index + all[0].length + limit.index
          narrowed ??= cite(doc, at, at + limit[0].length)
        }
      }
    }
    for (const [channel, re] of MEDIA_VOCABULARY) {
      for (const m of text.matchAll(re)) {
        const a = m.index
        const b = a + m[0].length
        if (taken.some(([x, y]) => a < y && x < b)) continue
        if (quotes.some(([x, y]) => a >= x && b <= y)) continue
        taken.push([a, b])
        if (inName(text, a, b) || inAddress(text, a, b)) continue
        // "the cinema and live-event ticketing category", "any other cinema operator": a trade, not a medium.
        if (
          /^[\w\s-]{0,40}?\b(?:category|categories|sector|industry|operators?|exhibitors?|chains?)\b/i.test(
            text.slice(b)
          )
        )
          continue
        // "a television personality", "a radio presenter": the medium describes a person or a business.
        if (
          /^\s+(?:personality|personalities|presenters?|hosts?|stars?|celebrit\w+|producers?|production|company|companies|stations?|journalists?|career|actors?|actress)\b(?!\s+(?:pages?|accounts?|profiles?|channels?|feeds?|handles?)\b)/i.test(
            text.slice(b)
          ) &&
          // ("announcements on local TV stations": stations that carry the work are the medium.)
          !(
            /^\s+stations?\b/i.test(text.slice(b)) &&
            /\b(?:on|via|across|over|through)\s+(?:[\w-]+\s+){0,2}$/i.test(text.slice(Math.max(0, a - 40), a))
          )
        )
          continue
        const reading = readingAt(text, a, b)
        if (reading.conditional) continue
        // "may remove the Contributor … and not broadcast her contribution if she brings the Series into disrepute":
        // a remedy for conduct, which rules no medium out of the grant.
        if (reading.polarity === "denied" && CONDUCT_REMEDY.test(text)) continue
        // "You remain free to record, broadcast and publish your own performances elsewhere": a freedom the grantor
        // keeps, which grants nothing.
        if (FREE_TO_BEFORE.test(text.slice(Math.max(0, a - 80), a))) continue
        if (carvedFromExclusivity(text, a)) continue
        // A box before the medium, a yes/no pair after it or a question's answer decides (in the reading):
        // "☒ Print ☐ Online", "Social media [X] Yes [ ] No", "May they appear in print? | No".
        // An exception that lists other things ("worldwide except the United States, online and in print").
        const outside = outsideException(text, reading, a, MEDIA_WORDS)
        // Under an exclusion label every medium named is ruled out, whatever the value's own wording; so is a medium
        // in the cell of a headered row whose column rules out ("Cleared for: TV; Not cleared for: cinema").
        // (In a row of several cells, the cell's own column decides: "Not cleared for: cinema; Cleared for: TV".)
        const cellLabel = cellLabelAt(text, a, s.label)
        // A row whose excluding column says everywhere ("Cinema; Rate: -; No use in: all markets") rules its use out.
        const deniedCell =
          (cellLabel !== null ? DENYING_LABEL.test(cellLabel) : excludedRow) || ruledOutEverywhere(text)
        // A medium a notice withdraws the licence for is ruled out from then on.
        const withdrawn = withdrawnAt(notice, s.start + a)
        // "shall remove the Photographs from its website and all of its social media accounts": a use the licensee
        // must stop is no use granted.
        // (A removal when the licence ends, "when the Licence Period ends", "after the end of the Usage Period", is
        // the end of a use granted.)
        const removed = REMOVED_FROM.test(text.slice(0, a)) && !AT_THE_END.test(text)
        const denied = deniedCell || withdrawn || removed || (reading.polarity === "denied" && !outside)
        if (bareDenial) continue
        // A promise under Exclusivity not to appear in others' advertising ("shall not voice any advertisement for
        // another bank broadcast in the UK") names the competitors' media: it rules none of this grant out.
        if (denied && !deniedCell && (s.topic === "exclusivity" || s.clause.topic === "exclusivity")) continue
        hits.push({
          channel,
          term: m[0].toLowerCase(),
          source: cite(doc, s.start + a, s.start + b),
          denied,
          certain: reading.certain || withdrawn,
          amendment: amendmentAt(amendments, s.start),
          ...(withdrawn ? { withdrawn } : {})
        })
      }
    }
  }
  const doubts: Array<Doubt> = []
  const grouped = (list: ReadonlyArray<ChannelHit>): ReadonlyArray<ExtractedChannel> =>
    CHANNEL_ORDER.flatMap((channel) => {
      const of = list.filter((h) => h.channel === channel)
      return of.length === 0
        ? []
        : [
            {
              channel,
              terms: uniqueBy(
                of.map((h) => h.term),
                (t) => t
              ),
              sources: of.map((h) => h.source)
            }
          ]
    })
  const granted: Array<ChannelHit> = []
  const excluded: Array<ChannelHit> = []
  for (const [channel] of MEDIA_VOCABULARY) {
    const yes = hits.filter((h) => h.channel === channel && !h.denied)
    const no = hits.filter((h) => h.channel === channel && h.denied)
    if (yes.length === 0) {
      excluded.push(...no)
      continue
    }
    // The same words granted and ruled out: the later amendment decides, else a person.
    const clash = no.filter((n) => yes.some((y) => y.term === n.term))
    const latestYes = Math.max(...yes.map((h) => h.amendment))
    const latestNo = Math.max(-1, ...no.map((h) => h.amendment))
    // "Notwithstanding clause 2, none of the following is granted: (a) television": the reservation prevails.
    const reserved = () => yes.every((y) => no.some((n) => overrides(doc, n.source.start, y.source.start)))
    if (clash.length > 0 && (latestNo > latestYes || reserved() || no.some((n) => n.withdrawn === true))) {
      excluded.push(...no)
      continue
    }
    granted.push(...yes)
    if (clash.length > 0 && latestNo === latestYes) {
      doubts.push(
        doubt("channels", `"${clash[0]?.term}" is both granted and ruled out`, clash[0]?.source ?? null, [
          { value: channel, source: yes[0]?.source ?? null },
          { value: `not ${channel}`, source: clash[0]?.source ?? null }
        ])
      )
    }
    const unsure = yes.filter((h) => !h.certain)
    if (unsure.length === yes.length) {
      doubts.push(doubt("channels", `A negation near "${unsure[0]?.term}" may rule it out`, unsure[0]?.source ?? null))
    }
  }
  if (allMedia === null && granted.length === 0) doubts.push(doubt("channels", "No channel or medium found"))
  // Packaging is printed matter to some reviewers and a point-of-sale display to others (a matter of definition that
  // contracts settle both ways): a medium granted only by the words for packaging is left for a person, with both.
  const packaged = granted.filter((h) => /packag/i.test(h.term))
  for (const channel of new Set(packaged.map((h) => h.channel)))
    if (granted.every((h) => h.channel !== channel || /packag/i.test(h.term)))
      doubts.push(
        doubt(
          "channels",
          "Packaging is read as print; it may be meant as in-store display",
          packaged[0]?.source ?? null,
          [
            { value: channel, source: packaged[0]?.source ?? null },
            { value: "in_store", source: packaged[0]?.source ?? null }
          ]
        )
      )
  // Media the recitals say were licensed and the operative words neither grant nor rule out: an extension or an
  // amendment may keep them, or not.
  const unread = recited.filter(
    (r) => !hits.some((h) => h.channel === r.channel) && (allMedia === null || excluded.length > 0)
  )
  if (unread.length > 0) {
    doubts.push(
      doubt(
        "channels",
        `The recitals name media the operative clauses do not mention (${[...new Set(unread.map((r) => r.channel))].join(", ")}): they may still be licensed`,
        unread[0]?.source ?? null,
        unread.map((r) => ({ value: r.channel, source: r.source }))
      )
    )
  }
  // A form whose media are ticked, where the text shows no tick boxes: which ones are ticked cannot be read.
  if (TICKS.test(doc.text) && !/[☐□☒☑■✓✔]|\[\s?[xX✓]?\s?\]/.test(doc.text)) {
    doubts.push(doubt("channels", "The media are chosen by tick boxes the text does not show"))
    // The same boxes may choose the permissions and the term ("☐ I waive my moral rights", "☐ In perpetuity").
    doubts.push(doubt("flags", "Permissions may be chosen by tick boxes the text does not show"))
    doubts.push(doubt("perpetual", "The term may be chosen by tick boxes the text does not show"))
  }
  // "All media … excluding cinema and outdoor": every other medium is granted, not all media.
  if (allMedia !== null && excluded.length > 0) {
    const ruledOut = new Set(excluded.map((h) => h.channel))
    const others = CHANNEL_ORDER.filter((c) => !ruledOut.has(c) && !granted.some((h) => h.channel === c))
    granted.push(
      ...others.map((channel) => ({
        channel,
        term: allMedia.quote,
        source: allMedia,
        denied: false,
        certain: true,
        amendment: -1
      }))
    )
    doubts.push(
      doubt(
        "channels",
        "All media are granted except some: every other medium is read as granted",
        excluded[0]?.source ?? null,
        [
          { value: "all media", source: allMedia },
          ...grouped(excluded).map((c) => ({ value: `not ${c.channel}`, source: c.sources[0] ?? null }))
        ]
      )
    )
    // Whether "all media other than cinema" is unlimited media is a matter of definition that contracts and
    // reviewers settle both ways: the flag is left for a person, with both readings.
    doubts.push(
      doubt("flags", "All media are granted except some: whether that is unlimited media is for a person", allMedia, [
        { value: "unlimited_media", source: allMedia },
        { value: "not unlimited_media", source: excluded[0]?.source ?? null }
      ])
    )
  }
  const unlimited = allMedia !== null && excluded.length === 0 ? allMedia : null
  const quotedDenials = unlimited === null ? [] : quotedMediaDenied(doc)
  if (unlimited !== null && quotedDenials.length > 0)
    doubts.push(
      doubt(
        "channels",
        `All media are granted, and quoted words rule out ${[...new Set(quotedDenials.map((q) => q.channel))].join(", ")}: a note may limit the grant`,
        quotedDenials[0]?.source ?? null,
        [{ value: "all media", source: unlimited }]
      )
    )
  if (unlimited !== null && narrowed !== null) {
    doubts.push(
      doubt(
        "channels",
        "All media are granted, and a proviso limits their use: what remains is for a person",
        narrowed,
        [{ value: "all media", source: unlimited }]
      )
    )
  }
  return { channels: grouped(granted), excluded: grouped(excluded), all_media: unlimited, doubts }
}

const GRANT_SENTENCE = new RegExp(
  String.raw`\bgrants?\b|\bgranted\b|\blicen[cs]e[sd]?\b|\bright to\b|\bmay use\b|\bauthori[sz]\w*|\bpermi(?:ts?|ssion)\b|${PLAIN_GRANT.source}`,
  "i"
)

const RIGHTS: ReadonlyArray<readonly [string, RegExp]> = [
  ["use", /\buse\b/i],
  ["reproduce", /\breproduc\w*/i],
  ["publish", /\bpublish\w*/i],
  ["broadcast", /\bbroadcast\w*/i],
  ["distribute", /\bdistribut\w*/i],
  ["exhibit", /\bexhibit\w*/i],
  ["display", /\bdisplay\w*/i],
  ["perform", /\bperform(?!ance)\w*/i],
  ["adapt", /\badapt\w*/i],
  ["edit", /\bedit\w*/i],
  ["modify", /\bmodif\w*/i],
  ["translate", /\btranslat\w*/i],
  ["transmit", /\btransmi\w*/i],
  ["make available", /\bmake available\b/i],
  ["communicate to the public", /\bcommunicat\w* to the public\b/i],
  ["exploit", /\bexploit\w*/i],
  ["advertise", /\badvertis\w*/i],
  ["promote", /\bpromot\w*/i],
  ["sublicense", /\bsub-?licen[cs]\w*/i]
]

const SUBJECTS: ReadonlyArray<readonly [string, RegExp]> = [
  ["name", /\bnames?\b/i],
  ["likeness", /\blikeness\b/i],
  ["image", /\bimages?\b/i],
  ["voice", /\bvoice\b/i],
  ["photographs", /\bphotograph\w*/i],
  ["footage", /\bfootage\b/i],
  ["video", /\bvideos?\b/i],
  ["biography", /\bbiograph\w*/i],
  ["performance", /\bperformances?\b/i],
  ["recordings", /\brecordings?\b/i],
  ["endorsement", /\bendorsements?\b|\btestimonials?\b/i]
]

const termsIn = (
  doc: ContractDocument,
  sentences: ReadonlyArray<Sentence>,
  table: ReadonlyArray<readonly [string, RegExp]>
): ReadonlyArray<ExtractedTerm> =>
  table.flatMap(([term, re]) => {
    for (const s of sentences) {
      const hit = hits(doc, s, re)[0]
      if (hit !== undefined) return [{ term, source: cite(doc, hit.start, hit.end) }]
    }
    return []
  })

const usageRights = (doc: ContractDocument) => {
  const grants = active(doc).filter(
    (s) =>
      !isNegative(doc, s) &&
      (s.topic === "grant" || GRANT_SENTENCE.test(textOf(doc, s))) &&
      !["termination", "confidentiality", "governing_law", "fees"].includes(s.topic)
  )
  // An irrevocable grant may be said anywhere ("the licence in clause 1 is irrevocable"), but not of a waiver; it is
  // given by a noun or by its verb ("irrevocably consents to the use", "irrevocably authorises").
  // ("You irrevocably allow us to use …"; "The permission … is given in perpetuity. It is irrevocable.": said of the
  // grant the sentence before makes.)
  const granting = (s: Sentence | undefined) =>
    s !== undefined &&
    /\blicen[cs]e|\bgrant|\brights?\b|\bconsent(?:s|ed)?\b|\breleases?\b|\bpermission\b|\bpermits?\b|\bassign(?:s|ment)?\b|\bauthori[sz](?:ation|es?|ed)\b|\b(?:allow|let)s?\s+(?:us|you|them|the\s+\w+|[A-Z][\w&-]*)\b/i.test(
      textOf(doc, s)
    )
  const sentences = active(doc)
  const irrevocable = sentences
    .filter(
      (s, i) =>
        (granting(s) ||
          (/^\W*(?:it|this|that)\s+is\s+irrevocable\b/i.test(textOf(doc, s)) && granting(sentences[i - 1]))) &&
        !/\bwaive/i.test(textOf(doc, s))
    )
    .flatMap((s) => {
      const text = textOf(doc, s)
      // "This release may not be revoked": a revocation denied is an irrevocable grant.
      // "you can't cancel this license": the same said of the person who gives it.
      const denied =
        /\b(?:(?:may|can|shall|will)\s+not|cannot|can['’]t)\s+be\s+(?:revoked|withdrawn|rescinded)\b/i.exec(text) ??
        /\b(?:(?:may|can|shall|will)\s+not|cannot|can['’]t|won['’]t)\s+(?:revoke|withdraw|cancel|rescind)\s+(?:this|the|your|its|their|his|her|our)\s+(?:licen[cs]e|grant|permission|consent|release|authori[sz]ation)\b/i.exec(
          text
        )
      if (denied !== null) {
        const reading = readingAt(text, denied.index, denied.index + denied[0].length, "", false)
        if (!reading.conditional && !/\b(?:unless|except|until)\b/i.test(text.slice(denied.index)))
          return [cite(doc, s.start + denied.index, s.start + denied.index + denied[0].length)]
      }
      const m = /\birrevocabl[ey]\b/i.exec(text)
      if (m === null) return []
      const reading = readingAt(text, m.index, m.index + m[0].length)
      return reading.polarity === "affirmed" && !reading.conditional
        ? [cite(doc, s.start + m.index, s.start + m.index + m[0].length)]
        : []
    })
  return {
    rights: termsIn(doc, grants, RIGHTS),
    subjects: termsIn(doc, grants, SUBJECTS),
    irrevocable: irrevocable[0] ?? null
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fees

/**
 * A sum of money: a currency before the figures or after them ("$1,000", "EUR 1.800,00", "3 200,00 EUR", "50.000 €",
 * the South African rand's "R120 000,00", the Indian "Rs. 1,20,00,000"), the figures grouped by commas (in lakhs and
 * crores too), or in the European way by full stops or spaces with a decimal comma.
 */
// (A symbol after a figure is that sum's only when no figure follows it: in "2 £1,800 £3,600" it is the next sum's.)
export const MONEY =
  /(\b(?:USD|CAD|AUD|NZD|SGD|HKD)\s?\$|\bUS\s?\$|\b(?:AU?|NZ|CA?|SG?|HK|R)\$|\b(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|CNY|HKD|SGD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|TRY|INR|BRL|MXN|ZAR|AED|SAR|KRW|ILS|THB|RMB)\b|\$|€|£|¥|₹|\bRs\.?(?=\s?\d)|\bR(?=\s?\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\s?\d{3,}))\s?(\d{1,2}(?:,\d{2})+,\d{3}(?!\d)|\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+(?![\d.]|,\d{3}|\s?(?:million|thousand|m\b|bn\b))|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+)(?:[.,](\d{1,2})(?!\d))?(?:\s?(million|thousand))?|\b(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+(?![\d.]|,\d{3}|\s?(?:million|thousand|m\b|bn\b))|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d+)(?:[.,](\d{1,2})(?!\d))?\s?(million|thousand)?\s?(USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|CNY|HKD|SGD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|TRY|INR|BRL|MXN|ZAR|AED|SAR|KRW|ILS|THB|RMB|(?:US )?dollars|euros?|pounds(?: sterling)?|swiss francs|yuan|renminbi)\b|\b(\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{1,2}))?\s?(€|£)(?!\s?\d)/gi

/**
 * What a sum is paid for, when it is not the licence: a settlement of claims, a release, past use ("$25,000 in full
 * satisfaction of all claims arising from use … before the Effective Date", "£4,000 in full and final settlement of
 * the claim for past use", "CAD 5,000 in consideration of the mutual release"). Read in the words after the sum, up
 * to the end of its part of the sentence. (A buyout "in full satisfaction of all uses" is the licence's fee.)
 */
const PAID_FOR_OTHER =
  /^[^.;]{0,80}?\b(?:in\s+(?:full\s+(?:and\s+final\s+)?|final\s+)?(?:satisfaction|settlement|discharge)\s+of\s+(?:all\s+|any\s+|the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?:claims?|disputes?|proceedings|demands?|actions?)\b|in\s+consideration\s+of\s+(?:the\s+|a\s+|each\s+party['’]s\s+)?(?:mutual\s+)?releases?\b|(?:for|in\s+respect\s+of)\s+(?:the\s+)?(?:past|prior|previous|unauthori[sz]ed)\s+use\b)/i

/**
 * A sentence that says a sum is no fee for the licence ("The Settlement Payment is not a license fee", "that payment
 * is not a licence fee"). Group 1: the name it gives the sum, when it names one.
 */
const NOT_A_LICENCE_FEE =
  /\b(?:[Tt]he\s+((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)|[Tt]hat\s+(?:payment|sum|amount)|[Ii]t|[Tt]his\s+(?:payment|sum|amount))\s+(?:is|shall\s+not\s+be|does\s+not\s+constitute)\s+(?:not\s+)?(?:a|an|any)\s+(?:licen[cs]e\s+|usage\s+|royalty\s+)?(?:fee|payment\s+for\s+(?:the\s+)?(?:licen[cs]e|rights))\b/

/**
 * A sentence that says the sums of the one before it are no fees: "These payments are production costs, not fees to
 * any party", "Neither is part of the location fee".
 */
const THOSE_NOT_FEES =
  /^\W*(?:(?:these|those|such|both|all\s+these)\s+(?:payments?|sums?|amounts?|costs?|charges?)\s+(?:are|is)\b[^.;]{0,60}\bnot\s+(?:(?:a|an|any)\s+)?(?:licen[cs]e\s+)?(?:fees?|payments?\s+(?:for|to)\b)|(?:the|this|that|such)\s+(?:stipend|allowance|per[- ]diem|subsistence\s+payment)s?\s+(?:are|is)\b[^.;]{0,60}\bnot\s+(?:(?:a|an|any)\s+)?(?:licen[cs]e\s+)?(?:fees?|payments?\s+(?:for|to)\b|compensation|remuneration|wages?|salary)\b|(?:neither|none)\s+(?:of\s+(?:them|these|those)\s+)?(?:is|are)\s+(?:a\s+)?part\s+of\s+(?:the|any)\b[^.;]{0,30}\bfees?\b)/i

/**
 * A sum owed only if something happens, said in its row's item ("Holding fee (only if the spot is held and not
 * aired) | GBP 300", "Year 2 option fee (payable only if the option is exercised) | £1,500") or after it ("£1,500,
 * payable only if the option is exercised"): a contingent payment, not the fee for the licence.
 */
const ONLY_IF =
  /\bonly\s+(?:if|when|in\s+the\s+event|on\s+condition)\b|\b(?:payable|due|owed|charged)\s+(?:if|in\s+the\s+event)\b/i

/** The words after a sum up to the end of its part (with a part that goes on about it: "; it is …") or the next sum. */
const ownWordsAfter = (text: string, end: number): string => {
  const after = /^(?:[^.;|]|;(?=\s*(?:it|this|which)\s))*/.exec(text.slice(end))?.[0] ?? ""
  const next = after.search(new RegExp(MONEY.source, "i"))
  return next < 0 ? after : after.slice(0, next)
}

/**
 * A sentence that opens with a condition on something a party may do ("Should the Trust instruct additional shoot
 * days, they will be paid at …", "If the Company requests a second session, it will pay …", "In the event that …"):
 * what it pays is owed only then.
 */
const OPENS_WITH_CONDITION =
  /^\W*(?:should\s+(?:the|a|any|you|we|it|he|she|they)\b|if\s+(?:the|a|any|you|we|it|he|she|they)\b|in\s+the\s+event\s+(?:that|of)\b)/i

/**
 * Whether the sum at `start`–`end` of a sentence is contingent: by its row's item, by a condition that opens the
 * sentence before it, or by the words after it.
 */
const contingentSum = (text: string, start: number, end: number, label: string | null): boolean => {
  if (label !== null && ONLY_IF.test(label)) return true
  if (OPENS_WITH_CONDITION.test(text) && /,/.test(text.slice(0, start))) return true
  const row = /^[^:;|]{1,40}:\s*[^;]*;\s*[^:;|]{1,40}:/.test(text) || text.includes(" | ")
  const cell = Math.max(text.lastIndexOf(" | ", start), text.lastIndexOf("; ", start))
  if (row && cell >= 0 && ONLY_IF.test(text.slice(0, cell))) return true
  // In prose, a condition set off by a comma in the sum's own part ("£120.00 for each further 5,000 copies, payable
  // only if the reprint is made", "… paid at £220.00 per hour, only if called"); a condition further on is left to
  // the doubts (Unsettled.ts).
  if (
    /^[^.;|]{0,60}?,\s*(?:(?:which\s+is\s+)?(?:payable|due|owed|charged)\s+)?only\s+(?:if|when|in\s+the\s+event)\b/i.test(
      ownWordsAfter(text, end)
    )
  )
    return true
  // Right after the sum ("£500, payable only if …", "£300 (only if the spot is held)"); in a labelled value, after
  // the sum's own words too ("OT: $1,500/hr past 8 hrs, only if incurred").
  const reach = label !== null || row ? "[^.;|]{0,40}?[\\s,(]" : ""
  return new RegExp(
    `^(?:${reach})?[\\s,(]*(?:(?:which\\s+is\\s+|is\\s+)?(?:payable|due|owed|paid|charged)\\s+)?only\\s+(?:if|when|in\\s+the\\s+event)\\b`,
    "i"
  ).test(ownWordsAfter(text, end))
}

/**
 * Words after a sum, before the next one, that say it is no fee ("AUD 200 (gift, not a fee)", "GBP 300, which is
 * not part of the fees", "… and is not part of the fees above", "The €120 cost of hair and make-up on the day is paid
 * by the Company directly to the stylist and is not a payment to you"), or in a part of the sentence that speaks of
 * it ("The $25 entry fee … goes to the Food Pantry; it is not refundable and is not payment for this Release").
 */
const NOT_A_FEE_AFTER =
  /^[^.|]{0,160}?\b(?:not|never)\s+(?:(?:a|an|any|part\s+of\s+(?:the|any|a))\s+)?(?:licen[cs]e\s+|usage\s+|session\s+|use\s+)?(?:fees?|payment\s+(?:for\s+(?:the\s+|this\s+)?(?:licen[cs]e|rights|release|consent)|to\s+(?:you|me|him|her|them)\b))\b|^[^.|]{0,160}?\b(?:is|are)\s+not\s+(?:paid|payable)\s+(?:under|by)\s+(?:this|these)\b|^\s*per\s+diem\b/i
/**
 * Words after a sum that make it pay for something other than the rights or the work ("USD 4,000 as a contribution to
 * her legal costs", "£500 towards the Licensor's legal fees"), or leave it to be agreed ("a re-use fee of CAD 750 per
 * image …, subject to separate agreement", "£2,000, to be negotiated"): no fee of this contract.
 */
const OTHER_THAN_PAY_AFTER =
  /^[^.;|]{0,60}?\b(?:as\s+a\s+contribution\s+(?:to|towards)|towards|for|in\s+respect\s+of)\s+(?:(?:the|her|his|its|their|your|our|[\w-]+['’]s?)\s+){0,2}(?:legal|professional|solicitors?['’]?|attorneys?['’]?|lawyers?['’]?)\s+(?:costs|fees|expenses)\b|^[^.;|]{0,120}?\b(?:subject\s+to\s+(?:a\s+)?separate\s+(?:written\s+)?agreement|to\s+be\s+(?:agreed|negotiated)\b(?!\s+(?:in|under)\s+(?:this|clause|section)))/i
/**
 * Words after a sum that waive it: "The advance of NZD 2,500 … is waived for this licence", "Usage fee: $0 - WAIVED",
 * "the standard licence fee for this use, $4,500, is waived", "his usual rate would be A$6,000, which we are not being
 * charged".
 */
const WAIVED_AFTER =
  /^\s*,?[^.;|,]{0,80}?\b(?:is|are|shall\s+be|will\s+be|has\s+been|have\s+been|being)\s+(?:hereby\s+|expressly\s+|fully\s+)?waived\b|^\s*[-\u2013:(]*\s*waived\b|^\s*,?\s*which\s+(?:[\w'\u2019]+\s+){1,3}?not\s+(?:being\s+)?(?:charged|payable|paid|due)\b/i
/**
 * Words after a sum that make it a floor the royalties are topped up to, not a sum paid: "Guaranteed Minimum Royalty:
 * $60,000 for the Term, less the advance and royalties paid" (only the shortfall is owed, if any).
 */
const FLOOR_AFTER =
  /^[^.;|]{0,60}?\b(?:less|minus|net\s+of|after\s+deduct\w*)\s+(?:the\s+|any\s+|all\s+)?(?:advance|royalt\w*|earnings)\b/i
/**
 * Money that is not pay for the rights, by the words before it: passed on "at cost" ("billed to you at cost, estimated
 * at $6,500"), reimbursed ("reimburse the Church for its custodian's overtime on collection days, estimated at"), a
 * per diem, a budget ("budgeted at £4,200"); or after it: "(NZD 650) passed through at cost", "£900, non-refundable,
 * deducted from the Fee".
 */
// Right after the sum, its own words may name it a cost: "plus EUR 85 travel costs".
// (Up to the sum, no other payment is named: "will reimburse travel expenses and pay a fee of £5,000" pays the fee.
// NOT_PAY_BEFORE reads the same roles within 40 characters; these reach further, to a reimbursement's or a cost's
// estimate.)
const COST_BEFORE =
  /\b(?:at\s+cost|reimburs\w*)\b(?:(?!\b(?:and|fees?|pay|pays|paid|payable|plus)\b)[^.;]){0,100}$|\bper[- ]diems?\b[^.;]{0,20}$|\bbudget(?:ed)?\s+(?:at|of)\s*$/i
const COST_AFTER =
  /^\s*\)?\s*(?:(?:for|towards|in)\s+)?(?:(?:the|his|her|their|your|its)\s+)?(?:travel|hotel|accommodation|subsistence|mileage|parking|out-of-pocket)\s+(?:costs|expenses)\b|^\s*\)?[^.;|()]{0,60}?\b(?:passed\s+through|recharged|re-charged|billed|charged|invoiced|paid|reimbursed)\s+(?:to\s+\w+\s+)?at\s+cost\b|^[^.;|]{0,40}?\b(?:deducted\s+from|credited\s+against|set\s+off\s+against)\s+(?:the\s+)?(?:[\w-]+\s+)?fee\b/i
/**
 * The price of an option not taken: "may extend the Campaign Period by three months for a further £1,500 by written
 * notice", "may extend the Term by two years for a further licence fee of €3,000".
 */
const OPTION_PRICE_BEFORE =
  /\b(?:may|can|(?:has|have|shall\s+have)\s+(?:the|an)\s+(?:right|option)\s+to)\s+(?:\w+\s+){0,2}?(?:extend|renew|prolong)\b[^.;]{0,120}?\b(?:(?:for|payment\s+of)\s+(?:a|an)\s+(?:(?:further|additional|extra)\s+(?:(?:licen[cs]e\s+|usage\s+|extension\s+)?fee\s+of\s+)?|(?:licen[cs]e\s+|usage\s+|extension\s+)?fee\s+of\s+)|\band\s+(?:the\s+)?payment\s+of\s+)$/i
/** A figure given for reference, not agreed: "For reference only, Agent has indicated a promotional use fee of $7,500". */
const REFERENCE_BEFORE = /\b(?:for\s+reference(?:\s+only)?|(?:has|have)\s+indicated|indicative(?:ly)?)\b[^.;]{0,60}$/i

/** Words right after a sum that say it does not apply: "$300.00 (does not apply: the per-line amount is higher)". */
const NOT_APPLYING_AFTER =
  /^\s*[(,;:-]*\s*(?:(?:does|shall|will)\s+not|doesn['’]t)\s+apply\b|^\s*[(,;:-]*\s*not\s+applicable\b/i
/**
 * Words after a sum that put it under another contract: "The Fighter's purse of £40,000 is payable under the Bout
 * Agreement and not under this Agreement", "Study compensation of $40 … is governed by your separate research consent
 * form", "the chapel music fee of £45 is charged by the crematorium directly and is not part of this form", "(EUR
 * 21,000) is payable by the Player under his enrolment contract", "The £250 balance of your bridal package remains
 * payable under your booking terms".
 */
const UNDER_ANOTHER_AGREEMENT_AFTER =
  /^[^.;|]{0,100}?\b(?:(?:is|are)\s+not\s+part\s+of\s+this\s+(?:form|agreement|release|licen[cs]e|contract|letter)|(?:is|are)\s+governed\s+by\s+(?:your|the|a|its)\s+separate)\b|^[^.;|]{0,60}?\b(?:payable|paid|due|owed)\s+(?:to\s+\w+\s+)?under\s+(?:a\s+separate|the\s+separate|another|an\s+earlier|the\s+(?:[A-Z][\w-]*\s+){1,3})\s*(?:[Aa]greement|[Cc]ontract)\b[^.;]{0,20}?\bnot\s+under\s+this\b|^[^.;|]{0,60}?\b(?:payable|paid|due|owed)\s+(?:by\s+(?:the\s+)?\w+\s+)?under\s+(?:his|her|their|its|your|my)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}(?:agreement|contract|terms)\b/
/**
 * Words after a sum that make the one who gives the rights its payer: "The entry fee of $395 that I have paid", "the
 * $25 race entry fee paid by the Participant". (Not "paid by you": "you" may be the licensee.)
 */
const PAID_BY_GIVER_AFTER =
  /^\W*(?:[\w-]+\s+){0,3}?(?:(?:that|which)\s+I\s+(?:have\s+)?(?:already\s+)?paid\b|(?:already\s+)?paid\s+by\s+(?:me|the\s+(?:participant|entrant|contestant|runner|attendee|visitor|guest|member|applicant|competitor)s?)\b)/i
const saidNoFee = (text: string, end: number): boolean => {
  const after = ownWordsAfter(text, end)
  return (
    NOT_A_FEE_AFTER.test(after) ||
    PAID_BY_GIVER_AFTER.test(after) ||
    NOT_APPLYING_AFTER.test(after) ||
    OTHER_THAN_PAY_AFTER.test(after) ||
    WAIVED_AFTER.test(after) ||
    FLOOR_AFTER.test(after) ||
    UNDER_ANOTHER_AGREEMENT_AFTER.test(after)
  )
}
/** A clause that replaces the fee ("the fee in clause 5 … is replaced by a fee of …", "the Fee is substituted by"). */
const FEE_REPLACED =
  /\b(?:fees?|remuneration|compensation|consideration)\b[^.;]{0,80}?\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:replaced|superseded|substituted)\b/i
/** A sentence of the recitals (under their heading, or an item of a list under it): what the parties tell of. */
const recitalSentence = (doc: ContractDocument, s: Sentence): boolean => {
  const heading = s.clause.heading ?? listHeading(doc, s.clause) ?? ""
  return RECITAL.test(heading) || RECITALS_HEADING.test(heading)
}
const within = (s: Sentence, f: ExtractedFee) => f.source.start >= s.start && f.source.end <= s.end

/**
 * A sum given as the correction of a sum stated before: "the fee stated above should read £3,250", "the licence fee
 * is corrected to €900".
 */
const CORRECTION_BEFORE =
  /\b(?:fee|sum|amount|payment|price|rate)\b[^.;$€£¥₹\d]{0,40}\b(?:should\s+(?:read|be|have\s+(?:read|been))|(?:is|was|has\s+been)\s+(?:hereby\s+)?corrected\s+to|now\s+reads?)\s*:?\s*$/i
const correction = (doc: ContractDocument, fee: ExtractedFee): boolean => {
  const s = sentenceAt(doc, fee.source.start)
  return (
    s !== undefined &&
    CORRECTION_BEFORE.test(doc.text.slice(Math.max(s.start, fee.source.start - 80), fee.source.start))
  )
}

/** A row's cells for a price per unit and for the line's amount (an invoice's "Qty | Rate | Amount"). */
const RATE_CELL =
  /^(?:(?:unit|day|daily|hourly)\s+)?(?:rate|price|cost|value)(?:\s+(?:each|per\s+(?:unit|second|minute|hour|day|line|word|image|clip|item)))?$/i
const AMOUNT_CELL = /^(?:line\s+)?(?:amount|total|fee)$|^(?:licen[cs]e|line)\s+(?:fee|total)$/i

/** A rate's unit right after its sum: "$90 per second", "£45 a line". */
const PER_UNIT =
  /^\s?(?:per|a|an|each)\s+(?:second|minute|hour|day|week|month|image|photo|picture|clip|post|word|line|use|item)\b/i
/** A row a status cell takes back: "Status: Withdrawn by Licensee", "Status: Cancelled". */
const WITHDRAWN_ROW =
  /(?:^|;\s*)status:\s*(?:withdrawn|cancell?ed|declined|deleted|not\s+(?:licensed|used|taken|booked))\b/i

/** "You pay an entry fee of ", "you must also pay a deposit of ": what the one called "you" pays. */
const TALENT_PAYS_BEFORE =
  /\b(?:you|You)\s+(?:will\s+|must\s+|shall\s+)?(?:also\s+)?pay\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:of\s+)?$/

/** "My entry fee of ", "your race registration fee of ": what the one who takes part pays. */
const OWN_ENTRY_FEE_BEFORE =
  /\b(?:my|your)\s+(?:[\w-]+\s+){0,2}?(?:entry|registration|race|ticket|membership|booking|admission|course|class|tuition)\s+(?:fees?|price|costs?|charges?)\s*(?:of\s+|\(\s*)?$/i

/** The name a sum is given right before it: "a hold fee of £2,500" is the hold fee. */
const NAMED_BEFORE =
  /\b(?:a|an|the|its|his|her|their)\s+((?:[a-z][\w-]*\s+){1,2}(?:fee|payment|sum))\s+of\s*(?:[A-Z]{3}\s*)?$/i
/**
 * Whether the document pays the sum so named as part of another fee: "The hold fee is … credited against the
 * Engagement Fee", "£60,000 … (of which the hold fee forms part)", "the booking fee shall be deducted from the Fee".
 */
const creditedAgainst = (doc: ContractDocument, name: string): boolean => {
  const named = escapeRegExp(name.trim()).replace(/\s+/g, String.raw`\s+`)
  return new RegExp(
    String.raw`\bthe\s+${named}\b[^.;]{0,60}?\b(?:credited|deducted|set\s+off|offset|applied)\s+(?:against|from|towards?|to)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+fee|\bof\s+which\s+the\s+${named}\s+(?:forms|is)\s+(?:a\s+)?part\b|\bthe\s+${named}\s+(?:forms|is)\s+(?:a\s+)?part\s+of\s+the\b`,
    "i"
  ).test(doc.text)
}

/** Words before a sum that name it as the one replaced: "replacing the fee of", "in place of the annual fee of". */
const REPLACED_BEFORE =
  /\b(?:replacing|which\s+replaces|in\s+place\s+of|instead\s+of|in\s+substitution\s+for|superseding)\s+(?:the\s+|a\s+|an\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:of\s+)?$/i
/**
 * The value of goods given, not a sum paid: "a gear kit (retail value approx. $800)", "products valued at €300", "the
 * three outfits (worth about EUR 500)".
 */
const VALUE_BEFORE =
  /\b(?:(?:retail|market|estimated|approximate|face|replacement)\s+value|(?:retail|salon|shop|list|normal|usual)\s+price|RRP|valued\s+at|worth)\b[^;)]{0,15}$/i

/** The whole units of a sum's figures, whatever groups them ("1,800", "1.800", "3 200"). */
export const moneyFigure = (figures: string): number => Number(figures.replace(/[,.\s\u00a0\u202f]/g, ""))

/** Dollars of other countries by their prefix ("A$8,000", "NZ$45,000", "C$ 3,200"), each its own currency. */
const DOLLAR_PREFIXES: Record<string, string> = {
  a$: "AUD",
  au$: "AUD",
  nz$: "NZD",
  c$: "CAD",
  ca$: "CAD",
  s$: "SGD",
  sg$: "SGD",
  hk$: "HKD",
  // The Brazilian real: "R$ 2.100,00".
  r$: "BRL"
}

const CURRENCIES: Record<string, string> = {
  ...DOLLAR_PREFIXES,
  us$: "USD",
  "us $": "USD",
  $: "USD",
  usd: "USD",
  dollars: "USD",
  "us dollars": "USD",
  "€": "EUR",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  "£": "GBP",
  gbp: "GBP",
  pounds: "GBP",
  "pounds sterling": "GBP",
  chf: "CHF",
  "swiss francs": "CHF",
  "¥": "JPY",
  // The renminbi: "RMB 300,000", "300,000 yuan".
  rmb: "CNY",
  yuan: "CNY",
  renminbi: "CNY",
  "₹": "INR",
  rs: "INR",
  "rs.": "INR",
  r: "ZAR"
}

/**
 * A sum of money from the groups of a MONEY match (the whole match left out): its amount, cents and "million" or
 * "thousand" applied, and its currency code. `after` is the text right after the sum ("$2,400 CAD": the code says
 * which dollar); `localDollar` is the dollar a bare "$" means where the governing law names one.
 */
export const sumOf = (
  g: ReadonlyArray<string | undefined>,
  after: string,
  localDollar: string | undefined
): { readonly amount: number; readonly currency: string } => {
  const symbol = (g[0] ?? g[7] ?? g[10] ?? "").toLowerCase().replace(/\s+/g, " ")
  const whole = moneyFigure(g[1] ?? g[4] ?? g[8] ?? "0")
  const cents = Number(`0.${g[2] ?? g[5] ?? g[9] ?? "0"}`)
  const scale = (g[3] ?? g[6] ?? "").toLowerCase()
  return {
    amount: (whole + cents) * (scale === "million" ? 1_000_000 : scale === "thousand" ? 1000 : 1),
    // "CAD $6,000", "$2,400 CAD": the code says which dollar.
    currency:
      /^[a-z]{3}\s?\$$/.exec(symbol)?.[0].slice(0, 3).toUpperCase() ??
      (symbol === "$" ? (/^\s?(CAD|AUD|NZD|USD|SGD|HKD)\b/.exec(after)?.[1] ?? localDollar) : undefined) ??
      CURRENCIES[symbol] ??
      CURRENCIES[symbol.replace(/\s/g, "")] ??
      symbol.toUpperCase()
  }
}

export const FEE_SENTENCE =
  /\bfees?\b|\bpa(?:y|id|yable|yment)\b|\bremunerat\w*|\bcompensat\w*|\bconsideration\b|\broyalt\w*|\brate\b|\bprice\b|\bsum\b|\b(?:will|shall|is\s+to|to)\s+receive\b|\breceives?\s+(?:an?\s+)?(?=[$€£¥₹]|US\s?\$|(?:USD|EUR|GBP)\b)/i
/** Sums that are not the talent's pay: insurance cover, liability caps, damages (National Insurance is a UK tax). */
export const NOT_A_FEE =
  /(?<!\bNational\s+)\binsur\w*|\bliabilit\w*|\bindemn\w*|\bdamages\b|\bper occurrence\b|\bturnover\b|\bshare capital\b/i

// ("A non-refundable advance of …", "a non-repayable fee": the sum is paid and kept, a fee like any other. A
// performance guarantee is security held against the work, a cancellation charge pays for no use, and a gift or
// donation ("a gift of £500 to the St Columba's Roof Appeal") or a prize ("prize money of £1,500") is given, not paid
// for anything: not pay. But not past
// "… and pay": "will reimburse travel expenses at cost and pay a licence fee of £5,000" pays the fee.)
export const NOT_PAY_BEFORE =
  /\b(?:gift|donation|prize(?:\s+money)?|late[- ]payment|(?:late\s+)?cancell?ation|performance\s+(?:bank\s+)?(?:security|guarantee|bond)|bank\s+guarantee|interest|penalt\w*|reimburs\w*|(?<!\bnon-?)(?:refund\w*|repay\w*)|rebate|expenses?|deposit|insurance|liabilit\w*|damages|cap(?:ped)?|excess|(?:wardrobe|travel|meal|per[- ]diem|mileage|subsistence)\s+allowances?|allowances?|(?:train|rail|bus|taxi|air|travel)\s+fares?)\b(?:(?!\band\s+(?:will\s+|shall\s+)?pay\b)[^.;]){0,40}$/i

const BASES: ReadonlyArray<readonly [string, RegExp]> = [
  ["per_month", /^\W{0,3}(?:per (?:calendar )?month|a month|monthly|each month)\b/i],
  ["per_year", /^\W{0,3}(?:per (?:year|annum)|a year|annually|yearly|each year)\b/i],
  ["per_week", /^\W{0,3}(?:per week|a week|weekly)\b/i],
  ["per_day", /^\W{0,3}(?:per (?:day|shoot day)|a day|daily)\b/i],
  ["per_post", /^\W{0,3}per (?:post|story|video)\b/i],
  ["per_use", /^\W{0,3}per (?:use|image|usage)\b/i]
]

/** A sum that is the tax on a fee ("VAT | £230.00", "plus VAT at 20%: £230"), not a fee. */
export const TAX_LABEL = /^\W*(?:VAT|GST|HST|sales\s+tax|tax)\b/i
export const TAX_BEFORE =
  /\b(?:VAT|GST|HST|sales\s+tax)(?:\s+(?:(?:at|@)\s*)?\d+(?:\.\d+)?\s*%)?\s*(?:of|:|\||=|\(|amounting\s+to|being)?\s*$/i
/** A sum that totals others ("Total due | £1,380.00"): the fee is what it adds up, not a second fee. */
export const TOTAL_LABEL = /\b(?:total|sub-?total|grand\s+total|amount\s+due|balance\s+due)\b/i
// (Not after "total =": what follows the equals sign is what the total adds up.)
// ("Total license fees (Clips 1, 2 and 4): $9,000": the items it adds may be numbered in brackets.)
export const TOTAL_BEFORE = /\b(?:total|grand\s+total)\b(?!\s*=)(?:[^.;\d$€£¥₹(]|\([^()$€£¥₹]{0,30}\)){0,40}$/i
/** A table row whose first cell names it a total ("Medium: Total; Period: ; Fee: £5,000 plus VAT"). */
// (Any cell: "Line: -; Description: Subtotal; Qty: -; Amount: £6,750.00".)
const TOTAL_ROW =
  /(?:^|;\s*)[^:;]{1,40}:\s*(?:(?:grand|gross|net)\s+total|total|sub-?total|total\s+(?:fees?|due|payable))\s*(?:;|$)/i
/** A table row whose item cell names a tax ("Line: -; Description: VAT at 20%; …; Amount: £1,350.00"). */
const TAX_ROW = /(?:^|;\s*)[^:;]{1,40}:\s*(?:VAT|GST|HST|QST|PST|sales\s+tax)\b[^:;]{0,30}(?:;|$)/i
/** A sum after an equals sign that closes an addition: "£299 + VAT £59.80 = £358.80". */
const SUMMED_BEFORE = /\d[^=;]{0,40}\+[^=;]{0,40}=\s*$/
/** A sum called a total after it: "A$45,000 total = A$30,000 creative fee + A$15,000 usage fee", "$9,000 in total". */
export const TOTAL_AFTER = /^\s?(?:in\s+)?total\b/i

/**
 * How a sum reads. A sum that opens its own cell of a row ("Holding fee, for each cycle held but not aired | $850",
 * "…; Amount: $850") is read in its cell: the words of the cell before it describe the item, they do not deny the
 * sum. A row that answers yes or no keeps its answer.
 */
const sumReading = (text: string, start: number, end: number) => {
  const cell = Math.max(text.lastIndexOf(" | ", start), text.lastIndexOf("; ", start))
  const opens = cell >= 0 && /^(?: \| |; )(?:[A-Za-z][\w ]{0,30}:\s*)?$/.test(text.slice(cell, start))
  const answered = rowVerdict(text) !== null || text.split(" | ").some((c) => cellAnswer(c) !== null)
  if (!opens || answered) return readingAt(text, start, end)
  const from = cell + 3 - (text.startsWith("; ", cell) ? 1 : 0)
  return readingAt(text.slice(from), start - from, end - from)
}

/**
 * A row whose item (its label, or its first cell) is an allowance, expenses or a prize won ("Prize | £1,250,000"), or
 * whose sum is then called a reimbursement ("Wardrobe allowance | $100", "Fee: Wardrobe allowance; Amount: $100;
 * Notes: reimbursement").
 */
const notPayRow = (label: string | null, text: string, sumEnd: number): boolean => {
  const cells = text.split(/\s\|\s|;\s/)
  // The item is the row's label, or its first cell; where the first cell only numbers the line ("Line: 3"), the
  // description after it.
  const first = (cells[0] ?? "").replace(/^[^:]{1,30}:\s*/, "")
  const item =
    label ??
    (cells.length < 2 ? "" : /^\W*\d{0,3}\W*$/.test(first) ? (cells[1] ?? "").replace(/^[^:]{1,30}:\s*/, "") : first)
  return (
    // (An agency's fee or commission on top of the talent's is the agency's pay, not the talent's; an entry or
    // registration fee is what the one who takes part pays: "Entry fee paid: £58.00".)
    /\b(?:allowances?|expenses?|reimburs\w*|recharged|at\s+cost|per\s+diems?|travel\s+costs?|agen(?:cy|t)['’]?s?\s+(?:service\s+)?(?:fees?|commissions?)|prizes?|deposits?|(?:entry|registration)\s+fees?)\b/i.test(
      item
    ) ||
    (cells.length >= 2 && /^[^.]{0,40}\breimburs\w*/i.test(text.slice(sumEnd)))
  )
}

const fees = (doc: ContractDocument) => {
  // Which dollar a bare "$" is, where the contract belongs settles it (Currency.ts).
  const localDollar = lawDollar(doc)
  const found: Array<ExtractedFee> = []
  const taxes: Array<{ readonly currency: string; readonly amount: number }> = []
  const totals: Array<ExtractedFee> = []
  const instalments: Array<ExtractedFee> = []
  const contingents: Array<ExtractedFee> = []
  // Sums set aside as expenses or other money that is not the pay: a total may add them to the fees.
  const setAside: Array<{ readonly currency: string; readonly amount: number }> = []
  const doubts: Array<Doubt> = []
  let feeWords: Citation | null = null
  let noFee = false
  const offered: Array<{ readonly text: string; readonly source: Citation }> = []
  // The document calls a person "you" ('Competitor: Niamh Gallagher, 5 Harcourt Terrace, … ("you")') and is about
  // their image ("your routines", "film you"): the one called "you" gives the rights.
  const youAre = /\b(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})\b[^()"“\n]{0,80}\(\s*["“]you["”]\s*\)/u.exec(
    doc.text
  )
  const talentIsYou =
    youAre !== null &&
    !COMPANY.test(youAre[0]) &&
    /\byour\s+(?:image|likeness|name|voice|face|photographs?|portrait|performances?|appearance|routines?|interviews?)\b|\b(?:film|photograph|record)\s+you\b|\bfeaturing\s+you\b/i.test(
      doc.text
    )
  // Sums the document says are no licence fee: named by the sentence that says so ("The Settlement Payment is not a
  // license fee" beside "$25,000 (the "Settlement Payment")"), or standing in it ("…; that payment is not a licence fee").
  // ("… pays the stylist (Renata Voss, $4,500) … directly. These payments are production costs, not fees to any
  // party": the sentence after the sums says it of them.)
  const notFees = active(doc).flatMap((s, i, all) => {
    const m = NOT_A_LICENCE_FEE.exec(textOf(doc, s))
    const previous = all[i - 1]
    return m !== null
      ? [{ sentence: s, name: m[1] ?? null }]
      : previous !== undefined && previous.clause === s.clause && THOSE_NOT_FEES.test(textOf(doc, s))
        ? [{ sentence: previous, name: null }]
        : []
  })
  const namedNotFee = (hit: { readonly end: number }) =>
    notFees.some(
      (n) =>
        n.name !== null &&
        new RegExp(`^\\s*\\(\\s*(?:the\\s+)?["“]${n.name.replace(/\s+/g, "\\s+")}["”]`, "i").test(
          doc.text.slice(hit.end, hit.end + 80)
        )
    )
  for (const s of active(doc)) {
    const text = textOf(doc, s)
    const feeSentence =
      s.topic === "fees" ||
      FEE_SENTENCE.test(text) ||
      (s.label !== null && (FEE_SENTENCE.test(s.label) || /^\s*(?:US\s?\$|[$€£¥₹]|(?:USD|EUR|GBP)\b)/.test(text)))
    // A rate card or price list offers sums; only those the contract books or agrees are fees.
    if (
      /\b(?:rate\s*card|price\s*list|tariff|for reference|indicative|optional extras?)\b/i.test(
        `${s.clause.heading ?? ""} ${s.label ?? ""}`
      )
    ) {
      for (const hit of hits(doc, s, MONEY)) offered.push({ text: hit.text, source: cite(doc, hit.start, hit.end) })
      continue
    }
    if (!feeSentence || NOT_A_FEE.test(text) || s.topic === "warranties") continue
    const sums = hits(doc, s, MONEY)
    if (
      /\b(?:no|not\s+(?:receive\s+)?any|without)\s+(?:fee|payment|remuneration)\b|^\s*(?:none|nil|n\/a)\b/i.test(text)
    )
      noFee = true
    feeWords ??= /\b(?:the\s+)?fees?\b/i.test(text) ? cite(doc, s.start, s.end) : null
    // "the sum of FIFTY THOUSAND EUROS (50.000 €) … in two instalments: 25.000 € on signature and 25.000 € on the
    // Launch Date": sums that add up to an earlier one of the sentence pay it in parts; they are no further fees.
    const values = sums.map((h) => moneyFigure(h.groups[1] ?? h.groups[4] ?? h.groups[8] ?? "0"))
    const parts = sums.findIndex(
      (_h, j) =>
        j < sums.length - 2 &&
        values[j]! > 0 &&
        values.slice(j + 1).reduce((a, v) => a + v, 0) === values[j] &&
        /\b(?:instal(?:l)?ments?|tranches?|parts|payments|payable|paid|pay)\b/i.test(text)
    )
    for (const hit of parts < 0 ? sums : sums.slice(0, parts + 1)) {
      const reading = sumReading(text, hit.start - s.start, hit.end - s.start)
      if (reading.conditional || reading.polarity === "denied") continue
      // "USD 9,600 (six placements at USD 1,600 each)": a sum in brackets that breaks down an earlier one.
      const at = hit.start - s.start
      const open = text.lastIndexOf("(", at)
      const closeAt = text.indexOf(")", at)
      if (
        open > text.lastIndexOf(")", at) &&
        sums.some((o) => o.end - s.start <= open) &&
        /\b(?:each|per|at|x|times|every)\b|×/i.test(text.slice(open, closeAt < 0 ? text.length : closeAt))
      )
        continue
      // "Shoot fee, 2 days at £1,400 per day | £2,800": a rate times a count that a later sum of the row totals.
      if (
        /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:shoot|session|recording|working)\s+)?(?:days?|hours?|sessions?|shoots?|weeks?|months?|posts?|images?|works|photographs|pictures|clips|videos|items|spots)\s+(?:at|@)\s*$/i.test(
          doc.text.slice(Math.max(s.start, hit.start - 40), hit.start)
        ) &&
        sums.some((o) => o.start >= hit.end)
      )
        continue
      // "Qty: 2; Rate: £1,800; Amount: £3,600": a row's rate times its quantity is its amount, and the amount the fee.
      // So is a rate its cell writes per unit ("Fee basis: $90 per second; Fee: $3,150").
      const cellOf = (start: number) => cellLabelAt(text, start - s.start, s.label) ?? ""
      const laterInRow = sums.some((o) => o.start >= hit.end && cellOf(o.start) !== cellOf(hit.start))
      if (
        (RATE_CELL.test(cellOf(hit.start)) &&
          sums.some((o) => o.start >= hit.end && AMOUNT_CELL.test(cellOf(o.start)))) ||
        (cellOf(hit.start) !== "" && laterInRow && PER_UNIT.test(doc.text.slice(hit.end, hit.end + 20)))
      )
        continue
      // "Fee: $5,400; Status: Withdrawn by Licensee on March 28, 2026": a row the document withdrew pays nothing.
      if (cellOf(hit.start) !== "" && WITHDRAWN_ROW.test(text)) continue
      // "a licence fee of £24,000, in twelve monthly instalments of £2,000": an instalment of a sum the sentence
      // named before it pays that sum in parts; it is no further fee.
      // "The second installment of US$10,000 fell due on April 1": an instalment named alone pays part of a fee the
      // document states elsewhere; it is a fee only when the document states no other.
      // "€120 per second of Footage, being €7,200 in total": a rate the sentence totals is how the total was reached.
      if (
        PER_UNIT.test(doc.text.slice(hit.end, hit.end + 20)) &&
        sums.some((o) => o.start > hit.end && TOTAL_AFTER.test(doc.text.slice(o.end, Math.min(s.end, o.end + 20))))
      )
        continue
      // "AUD 4,000 per market x 3 markets = AUD 12,000": a rate multiplied out to the sum after it.
      if (
        sums.some(
          (o) =>
            o.start > hit.end &&
            /^\s?(?:per|a|an|each)\s+[\w-]+(?:\s+[\w-]+)?\s*(?:x|×|\*|times)\s*\d{1,4}(?:\s+[\w-]+){0,2}\s*=\s*$/i.test(
              doc.text.slice(hit.end, o.start)
            )
        )
      )
        continue
      // ("balance of $750 plus GST on the night": what is left of the fee after a deposit.)
      const instalment = /\b(?:instal(?:l)?ments?|balance)\s+of\s*$/i.test(
        doc.text.slice(Math.max(s.start, hit.start - 30), hit.start)
      )
      if (instalment && sums.some((o) => o.end <= hit.start)) continue
      // "a hold fee of £2,500 …; the hold fee is credited against the Engagement Fee": part of another fee, paid
      // early; a fee only when the document states no other.
      const name = NAMED_BEFORE.exec(doc.text.slice(Math.max(s.start, hit.start - 40), hit.start))?.[1]
      const credited = name !== undefined && creditedAgainst(doc, name)
      // Not the pay for the rights: a late-payment charge, interest, expenses reimbursed, a deposit, a cap; the
      // value of goods given instead of a fee.
      const aside = () =>
        setAside.push(sumOf(hit.groups, doc.text.slice(hit.end, Math.min(s.end, hit.end + 40)), localDollar))
      // ("The £20 booking deposit the Model paid is refunded", "Your £50 electric hook-up deposit": a deposit named
      // after its sum; so is "(A$14,400 plus GST) is payable as a deposit".)
      if (
        NOT_PAY_BEFORE.test(doc.text.slice(Math.max(s.start, hit.start - 50), hit.start)) ||
        /^\s*(?:(?!(?:and|or|plus|fees?|an?|the|of|with)\b)[\w-]+\s+){0,3}deposit\b|^[^.;]{0,40}?\b(?:payable|paid|due)\s+as\s+(?:a|the)\s+deposit\b/i.test(
          doc.text.slice(hit.end, hit.end + 60)
        )
      ) {
        aside()
        continue
      }
      if (VALUE_BEFORE.test(doc.text.slice(Math.max(s.start, hit.start - 40), hit.start))) continue
      // Money passed on at cost, reimbursed or credited against a fee, a per diem or a budget: no pay for the rights.
      const leading = doc.text.slice(Math.max(s.start, hit.start - 120), hit.start)
      const trailing = doc.text.slice(hit.end, Math.min(s.end, hit.end + 80))
      if (COST_BEFORE.test(leading) || COST_AFTER.test(trailing)) {
        aside()
        continue
      }
      // The price of an option not taken, a figure given for reference, a rate restating the fee before it.
      if (
        OPTION_PRICE_BEFORE.test(leading) ||
        REFERENCE_BEFORE.test(leading) ||
        (/\(\s*$/.test(leading) &&
          PER_UNIT.test(trailing) &&
          sums.some((o) => o.end <= hit.start && hit.start - o.end <= 60))
      )
        continue
      // Paid to settle claims, for a release or for past use, or said to be no licence fee.
      if (
        PAID_FOR_OTHER.test(doc.text.slice(hit.end, s.end)) ||
        namedNotFee(hit) ||
        notFees.some((n) => n.sentence === s && n.name === null)
      )
        continue
      // Said to be no fee ("AUD 200 (gift, not a fee)").
      if (saidNoFee(text, hit.end - s.start)) continue
      // Paid by the one who gives the rights: "You pay an entry fee of £85" where "you" is the competitor.
      if (talentIsYou && TALENT_PAYS_BEFORE.test(leading)) continue
      // ("My entry fee of £45 is not refundable": what the one who speaks, and gives the rights, pays to take part.)
      const ownFee = OWN_ENTRY_FEE_BEFORE.exec(leading)
      // (A booking fee may be "yours" as the client's; a ticket or an entry fee is the holder's.)
      if (ownFee !== null && (/^my\b/i.test(ownFee[0]) || talentIsYou || !/\bbooking\b/i.test(ownFee[0]))) continue
      // Owed only if something happens: no fee when the document states another (a fee alone is kept, and doubted).
      const contingent = contingentSum(text, hit.start - s.start, hit.end - s.start, s.label)
      // A row whose item is an allowance or expenses, or whose sum is said to be a reimbursement ("Fee: Wardrobe
      // allowance; Amount: $100; Notes: reimbursement of clothing").
      if (notPayRow(s.label, text, hit.end - s.start)) {
        aside()
        continue
      }
      // A threshold, not a sum paid: "a fee greater than $45,000", "more than $110,000", a cap "not exceeding £600",
      // a royalty on sales "above £1,000,000" or "in excess of $2m", a payout "once the balance reaches $50"; nor the
      // base of a share ("20% of $26,000"), nor a share of a fee ("30% of the commission fee (A$14,400 plus GST)").
      if (
        /\d\s*(?:%|per\s*cent)\s+of\s+(?:the\s+)?$|\d\s*(?:%|per\s*cent)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:fee|price|sum)\s*[(,:]\s*$|\b(?:more|greater|higher|less|lower)\s+than\s+$|\bexceeds?\s+$|\breach(?:es|ed)?\s+$|\bthreshold\s+(?:of\s+)?$|\bup\s+to\s+$|\bnot\s+(?:to\s+)?exceed(?:ing)?\s+$|\b(?:above|over|beyond|in\s+excess\s+of|exceeding|below|under)\s+$/i.test(
          doc.text.slice(Math.max(s.start, hit.start - 50), hit.start)
        )
      )
        continue
      const after = doc.text.slice(hit.end, Math.min(s.end, hit.end + 40))
      const { amount, currency } = sumOf(hit.groups, after, localDollar)
      const basis =
        BASES.find(([, re]) => re.test(after))?.[0] ??
        (/\b(?:flat|one-off|one-time|lump sum|buy-?out|single)\b/i.test(text) ? "flat" : null)
      const fee = {
        amount: Math.round(amount * 100) / 100,
        currency,
        basis,
        source: cite(doc, hit.start, hit.end)
      }
      const before = doc.text.slice(Math.max(s.start, hit.start - 30), hit.start)
      if (TAX_LABEL.test(s.label ?? "") || TAX_BEFORE.test(before) || TAX_ROW.test(text)) {
        taxes.push(fee)
        continue
      }
      if (
        TOTAL_LABEL.test(s.label ?? "") ||
        TOTAL_BEFORE.test(doc.text.slice(Math.max(s.start, hit.start - 60), hit.start)) ||
        TOTAL_AFTER.test(after) ||
        TOTAL_ROW.test(text) ||
        SUMMED_BEFORE.test(doc.text.slice(Math.max(s.start, hit.start - 80), hit.start))
      ) {
        totals.push(fee)
        continue
      }
      if (instalment || credited) {
        instalments.push(fee)
        continue
      }
      if (contingent) {
        contingents.push(fee)
        continue
      }
      found.push(fee)
      if (!reading.certain)
        doubts.push(doubt("fees", "A negation near the sum may deny it", cite(doc, hit.start, hit.end)))
    }
  }
  // "NZD 42,000 for the renewal term, replacing the fee of NZD 40,000": the sum replaced is no fee, here or where an
  // earlier part of the document (a recital of the agreement renewed) states it, while another fee stands.
  const replaced = active(doc).flatMap((s) =>
    hits(doc, s, MONEY)
      .filter((h) => REPLACED_BEFORE.test(doc.text.slice(Math.max(s.start, h.start - 40), h.start)))
      .map((h) => sumOf(h.groups, doc.text.slice(h.end, Math.min(s.end, h.end + 40)), localDollar))
  )
  const isReplaced = (f: ExtractedFee) =>
    replaced.some((r) => r.currency === f.currency && Math.abs(r.amount - f.amount) < 0.01)
  if (found.some((f) => !isReplaced(f))) found.splice(0, found.length, ...found.filter((f) => !isReplaced(f)))
  // "the fee in clause 5 of the 2024 Agreement is replaced by a fee of CHF 95,000": the fee the recitals tell of (the
  // agreement renewed or amended) is no fee once a clause replaces it and states the new one.
  const replacesFee = active(doc).some(
    (s) => !recitalSentence(doc, s) && FEE_REPLACED.test(textOf(doc, s)) && found.some((f) => within(s, f))
  )
  const recited = (f: ExtractedFee) => {
    const s = sentenceAt(doc, f.source.start)
    return s !== undefined && recitalSentence(doc, s)
  }
  if (replacesFee && found.some((f) => !recited(f))) found.splice(0, found.length, ...found.filter((f) => !recited(f)))
  // "Correction: the fee stated above should read £3,250": a sum a later sentence corrects is no fee. Where the
  // correction could be of more than one earlier fee, all are kept (and the ledger asks a person).
  for (const c of found.filter((f) => correction(doc, f))) {
    const earlier = found.filter((f) => f.currency === c.currency && f.source.start < c.source.start && f !== c)
    if (earlier.length === 1) found.splice(found.indexOf(earlier[0]!), 1)
  }
  if (found.length === 0) found.push(...instalments)
  if (found.length === 0) found.push(...contingents)
  // A total is the fee when it is the only sum; it adds nothing when it is the fees (and their tax) added up; a
  // total that is neither is kept for a person to check.
  // A tax line the layout made a heading ("VAT £230.00") is still the tax: any sum the document says is tax counts.
  const taxSums = [
    ...taxes.map((t) => t.amount),
    ...Array.from(doc.text.matchAll(MONEY))
      .filter((m) => TAX_BEFORE.test(doc.text.slice(Math.max(0, m.index - 30), m.index)))
      .map((m) => moneyFigure(m[2] ?? m[5] ?? m[9] ?? "0") + Number(`0.${m[3] ?? m[6] ?? m[10] ?? "0"}`))
  ]
  for (const total of totals) {
    const same = (x: { readonly currency: string }) => x.currency === total.currency
    const feeSum = found.filter(same).reduce((a, x) => a + x.amount, 0)
    // (A fee stated twice, in a price table and on the charge line, is one fee.)
    const distinctSum = [...new Set(found.filter(same).map((x) => x.amount))].reduce((a, x) => a + x, 0)
    // "Contributor fee £1,500; Travel expenses £250; Total payable £1,750": the fees and the sums set aside add up.
    const asides = setAside.filter(same).map((x) => x.amount)
    const extras = [0, ...new Set(asides), ...(asides.length > 1 ? [asides.reduce((a, x) => a + x, 0)] : [])]
    // A total adds up the fees stated before it; a fee stated later (an extension fee) is not in it.
    const sumBefore = found
      .filter((f) => same(f) && f.source.start < total.source.start)
      .reduce((a, x) => a + x.amount, 0)
    const adds =
      found.some((f) => same(f) && f.amount === total.amount) ||
      [0, ...new Set(taxSums)].some((tax) =>
        extras.some((extra) =>
          [feeSum, distinctSum, ...(sumBefore > 0 ? [sumBefore] : [])].some(
            (fees) => Math.abs(fees + tax + extra - total.amount) < 0.01
          )
        )
      )
    if (found.length === 0) found.push(total)
    else if (!adds) {
      found.push(total)
      doubts.push(
        doubt("fees", "A total that is not the fees and their tax added up", total.source, [
          { value: `${total.currency} ${total.amount}`, source: total.source }
        ])
      )
    }
  }
  const unique = uniqueBy(found, (f) => `${f.currency} ${f.amount}`)
  const unbooked = offered.filter((o) => !found.some((f) => doc.text.slice(f.source.start, f.source.end) === o.text))
  if (unbooked.length > 0) {
    doubts.push(
      doubt(
        "fees",
        "A rate card or price list offers sums the contract does not say are payable",
        unbooked[0]?.source ?? null,
        unbooked.map((o) => ({ value: o.text, source: o.source }))
      )
    )
  }
  if (unique.length === 0 && feeWords !== null && !noFee) {
    doubts.push(doubt("fees", "A fee is mentioned but no sum was found (it may be set out elsewhere)", feeWords))
  }
  return { fees: unique, doubts }
}

// ---------------------------------------------------------------------------------------------------------------
// Exclusivity and restrictions

/** A statement that holds only where nothing else is said ("Unless the Key Terms say otherwise, …"). */
const DEFAULT =
  /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:unless|except\s+(?:as|where|to the extent))\b[^.;]{0,100}\b(?:otherwise|differently)\b|\bunless\s+(?:otherwise|stated otherwise|the [\w ]{1,30} (?:says?|states?|provides?|specif\w*) otherwise)\b/i

/** A freedom said of the clause it stands in: "Nothing in this clause prevents …". */
const CLAUSE_CARVE_OUT = /^\W*(?:[\d.()a-z]{1,6}\s+)?nothing\s+in\s+this\s+(?:clause|section|paragraph|sub-?clause)\b/i

/** Words that limit a freedom to work for others to what an exclusivity leaves open. */
const CARVE_OUT =
  /\b(?:except|excluding|other than|outside|save|provided|so long as|as long as|unless|non-?compet\w*|not\s+(?:\w+\s+){0,2}compet\w*|that (?:are|is|do|does) not|which (?:are|is|do|does) not|than the|in the \w+ (?:category|sector)|competitors?)\b/i

/**
 * Whether a denial of exclusivity is said of the licence or its rights ("the licence is non-exclusive", "a
 * non-exclusive right to use"), not of the talent's engagement ("does not require general exclusivity").
 */
export const grantDenial = (quote: string): boolean =>
  /\b(?:licen[cs]es?|grants?|rights?|permissions?)\b(?:(?!\b(?:but|however|save|except)\b)[^.;:]){0,60}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:\w+\s+)?non-?exclusive\b|\bnon-?exclusive\s+(?:\w+\s+)?(?:licen[cs]es?|grants?|rights?|permissions?)\b/i.test(
    quote
  )

/**
 * Exclusivity from the classified clauses: the latest amendment that speaks of it decides; else an explicit
 * statement ("exclusive", "non-exclusive", "Exclusivity: None") decides over a non-compete, and a non-compete
 * under an exclusivity heading makes the contract exclusive. Freedoms ("may work for other brands", "nothing
 * prevents …") deny exclusivity only when nothing states it: next to a stated exclusivity they are carve-outs.
 * Explicit statements both ways, with nothing to say which prevails, are a doubt.
 */
const exclusivity = (clauses: ReadonlyArray<ClassifiedClause>, amendments: ReadonlyArray<Amendment>) => {
  const found: Array<ExclusivityClause & { explicit: boolean; amendment: number; at: number }> = clauses
    .filter((c) => c.kind === "exclusivity" || (c.kind === "non_compete" && c.stated && c.restraintOnly !== true))
    .map((c) => ({
      exclusive: c.stated,
      source: c.sentence,
      at: c.cue.start,
      explicit: c.kind === "exclusivity" && c.explicit,
      amendment: amendmentAt(amendments, c.sentence.start)
    }))
  const latest = Math.max(-1, ...found.map((c) => c.amendment))
  const inForce = found.filter((c) => c.amendment === latest)
  // "Unless the Key Terms say otherwise, the engagement is non-exclusive": a default yields to what another clause
  // says explicitly.
  const defaults = inForce.filter((c) => DEFAULT.test(c.source.quote))
  const current = inForce.filter(
    (c) =>
      !defaults.includes(c) || !inForce.some((o) => !defaults.includes(o) && o.explicit && o.exclusive !== c.exclusive)
  )
  // "3.1 … the Artist shall not license the Design to any other clothing brand. 3.2 Nothing in this clause prevents
  // the Artist from tattooing the Design on other clients": a freedom kept from the restriction before it, which holds.
  const carved = current.filter(
    (c) => !c.exclusive && CLAUSE_CARVE_OUT.test(c.source.quote) && current.some((o) => o.exclusive && o.at < c.at)
  )
  const explicit = current.filter((c) => c.explicit)
  const deciding = (explicit.length > 0 ? explicit : current).filter((c) => !carved.includes(c))
  const yes = deciding.filter((c) => c.exclusive)
  const no = deciding.filter((c) => !c.exclusive)
  const doubts: Array<Doubt> = []
  let exclusive: boolean | null = null
  if (yes.length > 0 && no.length === 0) exclusive = true
  else if (no.length > 0 && yes.length === 0) exclusive = false
  else if (yes.length > 0 && no.length > 0) {
    // The later words decide; in one sentence, the later cue ("Nothing prevents her from appearing in other
    // advertising, save that … she will not appear for any other bank": the exception after the freedom).
    exclusive = yes[0]!.at > no[0]!.at ? true : false
    doubts.push(
      doubt("exclusive", "Clauses say both exclusive and non-exclusive", yes[0]?.source ?? null, [
        { value: "true", source: yes[0]?.source ?? null },
        { value: "false", source: no[0]?.source ?? null }
      ])
    )
  }
  // A freedom to work for others beside an explicit exclusivity is a carve-out only when it says what it carves out
  // ("free to work for brands that are not competitors", "except …"); a bare freedom contradicts the exclusivity.
  if (exclusive === true && explicit.length > 0 && doubts.length === 0) {
    const bare = current.find((c) => !c.exclusive && !c.explicit && !CARVE_OUT.test(c.source.quote.slice(0, 300)))
    if (bare !== undefined) {
      doubts.push(
        doubt(
          "exclusive",
          "A clause makes it exclusive while another leaves the talent free to work for others",
          bare.source,
          [
            { value: "true", source: yes[0]?.source ?? null },
            { value: "false", source: bare.source }
          ]
        )
      )
    }
  }
  // A non-compete beside an explicit "non-exclusive" grant: the grant is not exclusive, the talent is bound.
  const nonCompete = clauses.find((c) => c.kind === "non_compete" && c.stated)
  // Under Exclusivity, "does not require exclusivity … save that she will not promote any other dairy brand": the
  // denial is general, the promise carves a category out of the talent's freedom. The talent is bound (exclusive
  // in that category), which a person should confirm.
  // (A denial that speaks of the licence, "Our licence to your content is non-exclusive", is about the grant: the
  // talent's promise under "Competing brands" binds the talent, the licence stays non-exclusive.)
  if (
    exclusive === false &&
    nonCompete !== undefined &&
    nonCompete.underExclusivity &&
    !no.some((c) => c.explicit && grantDenial(c.source.quote)) &&
    amendmentAt(amendments, nonCompete.sentence.start) === latest &&
    doubts.length === 0
  ) {
    exclusive = true
    doubts.push(
      doubt(
        "exclusive",
        "Exclusivity is denied in general, but the talent promises not to work for competitors in a category",
        nonCompete.sentence,
        [
          { value: "true", source: nonCompete.sentence },
          { value: "false", source: no[0]?.source ?? null }
        ]
      )
    )
  }
  if (exclusive === false && nonCompete !== undefined && !nonCompete.underExclusivity && explicit.length === 0) {
    doubts.push(
      doubt(
        "exclusive",
        "A non-compete binds the talent although no clause makes the grant exclusive",
        nonCompete.sentence
      )
    )
  }
  const unique = uniqueBy(
    found.map(({ exclusive, source }) => ({ exclusive, source })),
    (c) => `${c.exclusive}:${c.source.start}`
  )
  return { exclusive, clauses: unique, doubts }
}

export const PRODUCT_CATEGORIES: ReadonlyArray<readonly [string, RegExp]> = [
  ["alcohol", /\balcohol\w*|\bspirits\b|\bbeer\b|\bwines?\b/i],
  ["tobacco", /\btobacco\b|\bcigarettes?\b|\bsmoking\b|\bvap(?:e|es|ing)\b|\be-cigarettes?\b/i],
  ["gambling", /\bgambling\b|\bbetting\b|\bcasinos?\b/i],
  ["weapons", /\bfirearms?\b|\bweapons?\b|\bguns?\b/i],
  ["political", /\bpolitical\b/i],
  ["religious", /\breligious\b/i],
  ["pharmaceutical", /\bpharmaceutical\w*|\bprescription (?:drugs|medicines?)\b/i],
  ["adult", /\badult (?:content|entertainment|products)\b|\bpornograph\w*/i],
  ["cannabis", /\bcannabis\b|\bmarijuana\b|\bcbd\b/i],
  ["cryptocurrency", /\bcrypto\w*/i]
]

const RESTRICTION_SENTENCE = new RegExp(`${NEGATIVE.source}|\\bprior (?:written )?(?:approval|consent)\\b`, "i")

const restrictions = (
  doc: ContractDocument,
  excludedTerritories: ReadonlyArray<ExtractedCountry>
): ReadonlyArray<ExtractedRestriction> => {
  const found: Array<ExtractedRestriction> = []
  for (const s of active(doc)) {
    if (
      ["termination", "confidentiality", "governing_law", "warranties", "definitions", "signatures"].includes(s.topic)
    )
      continue
    const text = textOf(doc, s)
    if (!RESTRICTION_SENTENCE.test(text)) continue
    const source = cite(doc, s.start, s.end)
    const categories = PRODUCT_CATEGORIES.filter(([, re]) => re.test(text)).map(([c]) => c)
    found.push(
      categories.length > 0 && NEGATIVE.test(text)
        ? { type: "excluded_product_categories", categories, source }
        : { type: "text", text, source }
    )
  }
  if (excludedTerritories.length > 0) {
    const first = excludedTerritories[0]!
    found.push({
      type: "excluded_territories",
      territories: excludedTerritories.map((c) => c.code),
      source: first.source
    })
  }
  return found
}

// ---------------------------------------------------------------------------------------------------------------

/** What an amendment is about, by its words: the fields its change may touch. */
/** A written date ("June 1, 2026", "1 June 2026", "01/06/2026"): a change that gives one may move the term. */
const WRITTEN_DATE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/i

const AMENDED_FIELDS: ReadonlyArray<readonly [ReviewField, RegExp]> = [
  ["start", new RegExp(`\\bcommenc|\\bbegin|\\bstart|\\bfrom\\b|\\bterm\\b|\\bperiod\\b|${WRITTEN_DATE.source}`, "i")],
  [
    "end",
    new RegExp(
      `\\bend|\\bexpir|\\buntil\\b|\\bterm\\b|\\bperiod\\b|\\bperpetu|\\bmonths?\\b|\\byears?\\b|${WRITTEN_DATE.source}`,
      "i"
    )
  ],
  ["perpetual", /\bperpetu|\bterm\b|\bbegins?\b|\bends?\b|\buntil\b|\bexpir/i],
  ["territories", /\bterritor|\bworld|\bcountr|\b[A-Z][a-z]+\s+(?:and|,)\s+[A-Z][a-z]+\b/],
  ["channels", new RegExp(MEDIA_VOCABULARY.map(([, re]) => re.source).join("|") + "|\\bmedia\\b|\\bmedium\\b", "i")],
  ["exclusive", /\bexclusiv/i],
  ["fees", /[$€£¥₹]|\bfee/i]
]

/** An amendment whose target clause cannot be found: every field its words may touch is in doubt. */
const unresolvedDoubts = (
  doc: ContractDocument,
  u: { readonly ref: string; readonly start: number; readonly end: number },
  countries: ReadonlyArray<CountryMention>
) => {
  const place = countries.some((c) => c.start >= u.start && c.end <= u.end) ? " territory" : ""
  const words = doc.text.slice(u.start, u.end) + place
  const source = cite(doc, u.start, u.end)
  const reason = `An amendment changes clause ${u.ref}, which the document does not number so: the earlier wording may still be read`
  return [
    ...AMENDED_FIELDS.filter(([, re]) => re.test(words)).map(([field]) => doubt(field, reason, source)),
    doubt("flags", reason, source)
  ]
}

/**
 * Words that change a term stated elsewhere ("the fee stated above should read £3,250", "the Campaign Period is
 * replaced by: …", "The Compensation is increased to $15,000").
 */
const CHANGE =
  /\b(?:should|shall)\s+(?:now\s+)?read\b|\b(?:is|are)\s+(?:hereby\s+)?(?:replaced|increased|decreased|reduced|extended|shortened|amended|changed|corrected|varied|substituted)\s+(?:by|to|with|as)\b|\binstead of\b|\bin place of\b/i

/**
 * A change to a term that no amendment instruction resolved (its target is named by a word, not a clause number,
 * or it is not in an amendment part): both the old and the new words may be read, so the fields its words touch
 * are in doubt.
 */
const unresolvedChanges = (
  doc: ContractDocument,
  superseded: ReadonlyArray<{ readonly by: { readonly start: number; readonly end: number } }>,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Doubt> =>
  doc.sentences.flatMap((s) => {
    const words = doc.text.slice(s.start, s.end)
    // An instruction that names its clause ("Section 4 … is amended by adding") is the amendment reader's, and a
    // lead-in ("is varied as follows") changes nothing by itself.
    // An instruction that names a clause the amendment reader did not resolve ("The fee in Section 3 is increased to
    // $24,000") leaves the earlier words in force as much as one that names a word.
    if (s.heading || !CHANGE.test(words) || /\bas follows\b/i.test(words)) return []
    if (superseded.some((x) => x.by.start < s.end && s.start < x.by.end)) return []
    const place = countries.some((c) => c.start >= s.start && c.end <= s.end) ? " territory" : ""
    const source = cite(doc, s.start, s.end)
    const reason = `A sentence changes a term stated elsewhere ("${words.slice(0, 80)}"): the earlier wording may still be read`
    return AMENDED_FIELDS.filter(([, re]) => re.test(words + place)).map(([field]) => doubt(field, reason, source))
  })

/**
 * A party that may license the work on to third parties or customers ("Photographer may license the photographs to
 * third parties through its stock agency"): if it is the one the rights are granted to, they are sublicensable;
 * which party it is, the words alone do not say.
 */
const onwardLicences = (doc: ContractDocument, raised: boolean): ReadonlyArray<Doubt> => {
  if (raised) return []
  return active(doc).flatMap((s) => {
    const text = textOf(doc, s)
    const m = ONWARD.exec(text)
    if (m === null || granteeLicensesOn(doc, s, m) !== null) return []
    const reading = readingAt(text, m.index, m.index + m[0].length, "", false)
    if (reading.polarity !== "affirmed" || reading.conditional) return []
    return [
      doubt(
        "flags",
        "A party may license the work on to third parties: if it is the licensee, the rights are sublicensable",
        cite(doc, s.start + m.index, s.start + m.index + m[0].length),
        [{ value: "sublicensable", source: cite(doc, s.start, s.end) }]
      )
    ]
  })
}

/**
 * "may license the photographs to third parties", "may license the use of the Illustration on translated editions to
 * foreign-language publishers", "may license the Recording to any retailer, streaming service or library", "may
 * license the Commercial to Meadowfield Foods plc and its media agencies": whoever the work is licensed on to, by
 * trade or as "third parties" (a client named first).
 */
const ONWARD_LICENCE =
  /\b(?:may|can|will|is entitled to|has the right to)\s+(?:(?!(?:not|never|assign|transfer|this|that|the|its|their|a|an|any)\b)\w+\s+){0,2}?(?:sub-?)?licen[cs]e\s+(?:[\w'’-]+\s+){0,16}?to\s+(?:(?:[A-Z][\w&'’.-]*\s+){1,5}(?:and|or)\s+)?(?:(?:any|its|their|other)\s+)?(?:[\w'’-]+\s+){0,2}?(?:third[- ]part(?:y|ies)|customers?|clients?|sub-?distributors?|distributors?|publishers?|broadcasters?|retailers?|platforms?|sub-?licensees?|partners?|affiliates?|agenc(?:y|ies)|librar(?:y|ies)|franchisees?|stockists?|resellers?|dealers?)\b/i
/**
 * "K&C may permit its franchisees to use the campaign materials", "the Franchisor licenses the commercial to the co-ops
 * and their franchisee members": a use let on to others, or a licence of it in the present tense, to a trade's
 * members.
 */
const ONWARD_PERMIT =
  /\b(?:may|can|is\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:permit|allow|authori[sz]e|let)\s+(?:(?:its|their|the)\s+)?(?:[\w'’-]+\s+){0,2}?(?:franchisees?|stockists?|resellers?|dealers?|third[- ]part(?:y|ies)|sub-?licensees?|distributors?|affiliates?|partners?|members?)\s+to\s+(?:use|reproduce|publish|broadcast|show|run|display|exhibit)\b|\b(?:sub-?)?licen[cs]es\s+(?:[\w'’-]+\s+){0,8}?to\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:franchisees?|co-?ops?|stockists?|resellers?|dealers?)\b/i
const ONWARD = new RegExp(String.raw`${ONWARD_LICENCE.source}|${ONWARD_PERMIT.source}`, "i")

/**
 * The party that may license on is the one the grant is made to ("I grant to Tideline Stock Photography, Inc.
 * ("Photographer") …" and "Photographer may license the photographs to third parties"): the rights are
 * sublicensable, said in so many words. Returns the clause, or null when the words do not say who it is.
 */
const granteeLicensesOn = (doc: ContractDocument, s: Sentence, m: RegExpExecArray): ClassifiedClause | null => {
  const text = textOf(doc, s)
  const subject = subjectBefore(text.slice(0, m.index))
  if (subject === null || /^(?:I|We|You|It|He|She|They)$/.test(subject)) return null
  const name = escapeRegExp(subject)
  const grantedTo = new RegExp(
    `\\b(?:grants?|licen[cs]es?|gives?)\\s+(?:to\\s+)?(?:(?:the\\s+)?${name}\\b|[^;]{0,80}?\\(\\s*(?:the\\s+)?["“]${name}["”]\\s*\\))`
  )
  const grant = active(doc).find((g) => {
    const words = textOf(doc, g)
    const at = grantedTo.exec(words)
    return at !== null && readingAt(words, at.index, at.index + at[0].length, "", false).polarity === "affirmed"
  })
  if (grant === undefined) return null
  const reading = readingAt(text, m.index, m.index + m[0].length, "", false)
  if (reading.polarity !== "affirmed" || reading.conditional) return null
  return {
    kind: "sublicensing",
    stated: true,
    cue: cite(doc, s.start + m.index, s.start + m.index + m[0].length, 0.85),
    sentence: cite(doc, s.start, s.end, 0.85),
    explicit: false,
    underExclusivity: false,
    certain: true
  }
}

/** Onward licences by the party the grant is made to: sub-licensing said without the word. */
const granteeSublicences = (doc: ContractDocument): ReadonlyArray<ClassifiedClause> =>
  active(doc).flatMap((s) => {
    const m = ONWARD.exec(textOf(doc, s))
    const clause = m === null ? null : granteeLicensesOn(doc, s, m)
    return clause === null ? [] : [clause]
  })

/** The flag a clause kind raises when stated. */
const FLAG_OF: Partial<Record<ClassifiedClause["kind"], string>> = {
  sublicensing: "sublicensable",
  assignment: "assignable",
  non_compete: "non_compete",
  morality: "morality_clause",
  automatic_renewal: "automatic_renewal",
  perpetuity: "perpetual_term",
  buyout: "buyout",
  moral_rights_waiver: "moral_rights_waiver"
}

/** Both readings of a clause whose negation is unclear, the one taken first, each with the sentence. */
const readingsOf = (c: ClassifiedClause): ReadonlyArray<{ readonly value: string; readonly source: Citation }> => {
  const value = c.kind === "exclusivity" ? "true" : FLAG_OF[c.kind]
  if (value === undefined) return []
  const yes = { value, source: c.sentence }
  const no = { value: c.kind === "exclusivity" ? "false" : `not ${value}`, source: c.sentence }
  return c.stated ? [yes, no] : [no, yes]
}

/**
 * The fees of a thread: when several messages name sums, the latest message that names one decides (an offer is
 * raised, a counter-offer lowers it), and the earlier sums are offered to a person with it.
 */
const threadFees = (
  doc: ContractDocument,
  money: { readonly fees: ReadonlyArray<ExtractedFee>; readonly doubts: ReadonlyArray<Doubt> }
) => {
  const messages = messagesOf(doc)
  const messageOf = (f: ExtractedFee) => messages.findIndex((m) => f.source.start >= m.start && f.source.start < m.end)
  const latest = Math.max(-1, ...money.fees.map(messageOf))
  const earlier = money.fees.filter((f) => messageOf(f) !== latest)
  if (messages.length === 0 || latest < 0 || earlier.length === 0) return money
  const kept = money.fees.filter((f) => messageOf(f) === latest)
  return {
    fees: kept,
    doubts: [
      ...money.doubts,
      doubt("fees", "Messages of the thread name different sums: the latest is read", kept[0]?.source ?? null, [
        ...kept.map((f) => ({ value: `${f.currency} ${f.amount}`, source: f.source })),
        ...earlier.map((f) => ({ value: `${f.currency} ${f.amount}`, source: f.source }))
      ])
    ]
  }
}

/**
 * A later message of a thread, before the one that accepts, may change a term in words the readings of terms do not
 * take up ("Fine by us: one year, and no sublicensing"): the fields its words touch are for a person to check.
 */
const threadChanges = (
  doc: ContractDocument,
  countries: ReadonlyArray<CountryMention>,
  read: ReadonlyArray<ExtractedFee>
): ReadonlyArray<Doubt> =>
  changingMessages(doc).flatMap((body) => {
    const first = body[0]
    const last = body[body.length - 1]
    if (first === undefined || last === undefined) return []
    const words = body
      .filter((s) => s.status === undefined)
      .map((s) => doc.text.slice(s.start, s.end))
      .join(" ")
    const place = countries.some((c) => c.start >= first.start && c.end <= last.end) ? " territory" : ""
    const source = cite(doc, first.start, last.end)
    const reason = `A later message of the thread may change a term ("${words.slice(0, 80)}")`
    // "The fee stays at CAD 3,200": a sum the fees read already hold changes nothing.
    const sums = Array.from(words.matchAll(MONEY), (m) => moneyFigure(m[2] ?? m[5] ?? m[9] ?? ""))
    const sameSums = sums.length > 0 && sums.every((n) => read.some((f) => f.amount === n))
    return [
      ...AMENDED_FIELDS.filter(([field, re]) => re.test(words + place) && !(field === "fees" && sameSums)).map(
        ([field]) => doubt(field, reason, source)
      ),
      ...(/\bsub-?licen|\bassign|\bexclusiv|\bmoral|\bperpetu/i.test(words) ? [doubt("flags", reason, source)] : [])
    ]
  })

/** Extracts every term the rules know from a document, given the dates and countries recognised in its text. */
export const extract = (document: ContractDocument, mentions: Mentions): ExtractedTerms => {
  const { document: doc, amendments, superseded, unresolved } = amend(document)
  const notice = noticeOf(doc)
  const dates = readDates(doc, mentions.dates, amendments, notice)
  const who = readParties(doc)
  const place = territories(doc, mentions.countries, notice)
  const media = channels(doc, amendments, notice)
  const classified = classify(doc)
  const clauses = [
    ...classified,
    ...(classified.some((c) => c.kind === "sublicensing") ? [] : granteeSublicences(doc)),
    ...withheldFromOthers(doc)
  ].sort((a, b) => a.sentence.start - b.sentence.start)
  const rights = usageRights(doc)
  const money = threadFees(doc, fees(doc))
  const exclusive = exclusivity(clauses, amendments)
  const latestStated = (kind: ClassifiedClause["kind"]) => {
    const of = clauses
      .filter((c) => c.kind === kind)
      .map((c) => ({ c, amendment: amendmentAt(amendments, c.sentence.start) }))
    const latest = Math.max(-1, ...of.map((o) => o.amendment))
    const current = of.filter((o) => o.amendment === latest).map((o) => o.c)
    // A denial that says "notwithstanding clause N" prevails over what clause N states of the same kind.
    return stated(
      current.filter((c) => !current.some((d) => !d.stated && overrides(doc, d.sentence.start, c.sentence.start))),
      kind
    )
  }
  const perpetual = latestStated("perpetuity")
  // "not granted in perpetuity" in one clause and "retained in perpetuity" in another: the text disagrees with
  // itself, and a person decides which clause is the term.
  const perpetuities = clauses.filter(
    (c) =>
      c.kind === "perpetuity" &&
      c.certain &&
      amendmentAt(amendments, c.sentence.start) ===
        Math.max(
          -1,
          ...clauses.filter((x) => x.kind === "perpetuity").map((x) => amendmentAt(amendments, x.sentence.start))
        )
  )
  const denial = perpetuities.find((c) => !c.stated)
  const perpetuityDoubts =
    perpetual !== null && denial !== undefined
      ? (["perpetual", "flags"] as const).map((field) =>
          doubt(field, "One clause grants perpetuity and another denies it", perpetual.sentence, [
            { value: field === "perpetual" ? "true" : "perpetual_term", source: perpetual.sentence },
            { value: field === "perpetual" ? "false" : "not perpetual_term", source: denial.sentence }
          ])
        )
      : []
  return {
    parties: who.parties,
    dates: { signed: dates.signed, start: dates.start, end: perpetual === null ? dates.end : null },
    term: {
      length: dates.length,
      perpetual: perpetual?.cue ?? null,
      automatic_renewal: latestStated("automatic_renewal")?.cue ?? null
    },
    territories: { worldwide: place.worldwide, granted: place.granted, excluded: place.excluded },
    channels: media.channels,
    excluded_channels: media.excluded,
    all_media: media.all_media,
    usage_rights: { ...rights, sublicensable: latestStated("sublicensing")?.cue ?? null },
    fees: money.fees,
    exclusivity: { exclusive: exclusive.exclusive, clauses: exclusive.clauses },
    restrictions: restrictions(doc, place.excluded),
    moral_rights_waiver: stated(clauses, "moral_rights_waiver")?.cue ?? null,
    clauses,
    doubts: [
      ...who.doubts,
      ...dates.doubts,
      ...place.doubts,
      ...media.doubts,
      ...money.doubts,
      ...exclusive.doubts,
      ...unresolved.flatMap((u) => unresolvedDoubts(doc, u, mentions.countries)),
      ...unresolvedChanges(doc, superseded, mentions.countries),
      ...threadChanges(doc, mentions.countries, money.fees),
      ...onwardLicences(doc, latestStated("sublicensing") !== null),
      ...perpetuityDoubts,
      ...clauses
        .filter((c) => !c.certain)
        .map((c) =>
          doubt(
            c.kind === "exclusivity" ? "exclusive" : "flags",
            `The scope of a negation around "${c.cue.quote}" is unclear`,
            c.sentence,
            readingsOf(c)
          )
        )
    ],
    superseded: superseded.map((x) => cite(document, x.start, x.end))
  }
}
