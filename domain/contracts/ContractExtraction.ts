// Extraction of contract terms from a ContractDocument: parties (ContractParties), dates and term
// (ContractDates), territories, channels and media, usage rights, fees, exclusivity and the other classified
// clauses (ClauseClassification), and restrictions. Pure rules over sentences; dates and country names are
// recognised outside (they need libraries) and come in as mentions. Every value cites its source span.
import { type ClassifiedClause, classify, stated } from "./ClauseClassification.js"
import { type Citation, cite, type ContractDocument, type Sentence } from "./ContractDocument.js"
import { type DateMention, type ExtractedDate, resolveDates, type TermLength, termLength } from "./ContractDates.js"
import { type ExtractedParty, parties } from "./ContractParties.js"
import type { Territory } from "../platform/Territory.js"

export { parseCount, termEnd, termMonths, TERM_UNITS } from "./ContractDates.js"
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

const firstHit = (doc: ContractDocument, sentences: ReadonlyArray<Sentence>, re: RegExp): Citation | null => {
  for (const s of sentences) {
    const hit = hits(doc, s, re)[0]
    if (hit !== undefined) return cite(doc, hit.start, hit.end)
  }
  return null
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

const TERRITORY_SENTENCE = /\bterritor\w*|\bcountr(?:y|ies)\b|\bworld-?wide\b|\bthroughout the (?:world|universe)\b/i
const WORLDWIDE =
  /\bworld-?wide\b|\bthroughout the (?:world|universe)\b|\bthe (?:entire |whole )?(?:world|universe)\b|\ball countries\b|\bglobal(?:ly)?\b/i
const EXCLUSION =
  /\b(?:excluding|exclusive of|except(?:\s+for|\s+in)?|other than|save for|with the exception of|but not (?:in|including))\b/i

/** Countries named for another reason: where a party is registered or lives, the law and the courts. */
const NOT_A_GRANT =
  /\b(?:registered|incorporated|organi[sz]ed|resident|residing|domiciled|based|located|born)\s+(?:in|under)\s+(?:the\s+)?(?:laws\s+of\s+)?$|\b(?:laws?|courts?|jurisdiction|tribunals?)\s+of\s+(?:the\s+)?$/i

/** Sentences that say where the rights apply: a territory clause, or a grant, use or media sentence. */
const PLACE_SENTENCE =
  /\bterritor\w*|\bcountr(?:y|ies)\b|\bworld-?wide\b|\bthroughout\b|\bgrants?\b|\blicen[cs]e\b|\brights?\b|\b(?:may|to) (?:use|publish|broadcast|exhibit|distribute|reproduce|exploit)\b|\bapply\b|\bcovers?\b|\bused?\b/i

const territories = (doc: ContractDocument, countries: ReadonlyArray<CountryMention>) => {
  const sentences = doc.sentences.filter(
    (s) =>
      s.clause.topic === "territory" ||
      TERRITORY_SENTENCE.test(textOf(doc, s)) ||
      (PLACE_SENTENCE.test(textOf(doc, s)) &&
        !["governing_law", "parties", "preamble", "signatures", "definitions", "termination", "warranties"].includes(
          s.clause.topic
        ) &&
        s.clause.index > 0)
  )
  let worldwide: Citation | null = null
  const granted: Array<ExtractedCountry> = []
  const excluded: Array<ExtractedCountry> = []
  for (const s of sentences) {
    const text = textOf(doc, s)
    const ww = WORLDWIDE.exec(text)
    if (ww !== null) worldwide ??= cite(doc, s.start + ww.index, s.start + ww.index + ww[0].length)
    const exclusion = EXCLUSION.exec(text)
    const excludedFrom = exclusion === null ? Infinity : s.start + exclusion.index
    for (const c of countries.filter(
      (c) =>
        c.start >= s.start &&
        c.end <= s.end &&
        !NOT_A_GRANT.test(doc.text.slice(Math.max(s.start, c.start - 60), c.start))
    )) {
      const target = c.start > excludedFrom ? excluded : granted
      for (const code of c.codes) target.push({ code, name: c.name, source: cite(doc, c.start, c.end) })
    }
  }
  const excludedCodes = new Set(excluded.map((c) => c.code))
  return {
    worldwide,
    granted: uniqueBy(
      granted.filter((c) => !excludedCodes.has(c.code)),
      (c) => c.code
    ),
    excluded: uniqueBy(excluded, (c) => c.code)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Channels, media and usage rights

/** Words that name a medium, by channel. The first three are the default workspace channels. */
export const MEDIA_VOCABULARY: ReadonlyArray<readonly [string, RegExp]> = [
  ["web", /\b(?:internet|online|on-line|websites?|web|digital media|e-?mail|streaming|video[- ]on[- ]demand|vod)\b/gi],
  [
    "social",
    /\b(?:social media|social networks?|social channels?|instagram|facebook|tiktok|youtube|twitter|linkedin|snapchat|pinterest)\b/gi
  ],
  ["broadcast", /\b(?:television|tv|broadcast(?:ing|s)?|radio|cable|satellite|terrestrial)\b/gi],
  ["print", /\b(?:print(?:ed)?|magazines?|newspapers?|brochures?|leaflets?|catalogues?|press advertising)\b/gi],
  ["out_of_home", /\b(?:billboards?|outdoor|out-of-home|ooh|posters?|transit advertising|digital signage)\b/gi],
  ["cinema", /\b(?:cinemas?|theatrical(?:ly)?|movie theaters?)\b/gi],
  ["in_store", /\b(?:point of sale|point-of-sale|in-store|retail displays?)\b/gi]
]

const MEDIA_SENTENCE =
  /\bmedia\b|\bmedium\b|\bchannels?\b|\bplatforms?\b|\bdistribut\w*|\bbroadcast\w*|\bpublish\w*|\bexploit\w*|\badvertis\w*|\bcampaign\b/i
const ALL_MEDIA =
  /\b(?:any and all|all) (?:forms of )?media\b|\bin any (?:and all )?(?:media|medium)\b|\bmedia (?:whether )?now known or hereafter (?:devised|invented|created|developed)\b/i

const channels = (doc: ContractDocument) => {
  const sentences = doc.sentences.filter(
    (s) =>
      !isNegative(doc, s) &&
      (["media", "grant"].includes(s.clause.topic) || MEDIA_SENTENCE.test(textOf(doc, s))) &&
      !["restrictions", "termination", "confidentiality", "governing_law"].includes(s.clause.topic)
  )
  const found: Array<ExtractedChannel> = []
  for (const [channel, re] of MEDIA_VOCABULARY) {
    const all = sentences.flatMap((s) => hits(doc, s, re))
    if (all.length === 0) continue
    found.push({
      channel,
      terms: uniqueBy(
        all.map((h) => h.text.toLowerCase()),
        (t) => t
      ),
      sources: all.map((h) => cite(doc, h.start, h.end))
    })
  }
  return { channels: found, all_media: firstHit(doc, sentences, ALL_MEDIA) }
}

const GRANT_SENTENCE =
  /\bgrants?\b|\bgranted\b|\blicen[cs]e[sd]?\b|\bright to\b|\bmay use\b|\bauthori[sz]\w*|\bpermi(?:ts?|ssion)\b/i

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
  const grants = doc.sentences.filter(
    (s) =>
      !isNegative(doc, s) &&
      (s.clause.topic === "grant" || GRANT_SENTENCE.test(textOf(doc, s))) &&
      !["termination", "confidentiality", "governing_law", "fees"].includes(s.clause.topic)
  )
  return {
    rights: termsIn(doc, grants, RIGHTS),
    subjects: termsIn(doc, grants, SUBJECTS),
    irrevocable: firstHit(doc, grants, /\birrevocabl[ey]\b/i)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fees

const MONEY =
  /(US\$|\b(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|CNY|HKD|SGD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|TRY|INR|BRL|MXN|ZAR|AED|SAR|KRW|ILS|THB)\b|\$|€|£|¥|₹)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(million|thousand))?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(million|thousand)?\s?(USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|CNY|HKD|SGD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|TRY|INR|BRL|MXN|ZAR|AED|SAR|KRW|ILS|THB|(?:US )?dollars|euros?|pounds(?: sterling)?|swiss francs)\b/gi

const CURRENCIES: Record<string, string> = {
  us$: "USD",
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
  "₹": "INR"
}

const FEE_SENTENCE = /\bfees?\b|\bpa(?:y|id|yable|yment)\b|\bremunerat\w*|\bcompensat\w*|\bconsideration\b|\broyalt\w*/i

const BASES: ReadonlyArray<readonly [string, RegExp]> = [
  ["per_month", /^\W{0,3}(?:per (?:calendar )?month|a month|monthly|each month)\b/i],
  ["per_year", /^\W{0,3}(?:per (?:year|annum)|a year|annually|yearly|each year)\b/i],
  ["per_week", /^\W{0,3}(?:per week|a week|weekly)\b/i],
  ["per_day", /^\W{0,3}(?:per (?:day|shoot day)|a day|daily)\b/i],
  ["per_post", /^\W{0,3}per (?:post|story|video)\b/i],
  ["per_use", /^\W{0,3}per (?:use|image|usage)\b/i]
]

const fees = (doc: ContractDocument): ReadonlyArray<ExtractedFee> =>
  doc.sentences
    .filter((s) => s.clause.topic === "fees" || FEE_SENTENCE.test(textOf(doc, s)))
    .flatMap((s) =>
      hits(doc, s, MONEY).map((hit) => {
        const g = hit.groups
        const symbol = (g[0] ?? g[7] ?? "").toLowerCase()
        const whole = Number((g[1] ?? g[4] ?? "0").replaceAll(",", ""))
        const cents = Number(`0.${g[2] ?? g[5] ?? "0"}`)
        const scale = (g[3] ?? g[6] ?? "").toLowerCase()
        const amount = (whole + cents) * (scale === "million" ? 1_000_000 : scale === "thousand" ? 1000 : 1)
        const after = doc.text.slice(hit.end, Math.min(s.end, hit.end + 40))
        const sentence = textOf(doc, s)
        const basis =
          BASES.find(([, re]) => re.test(after))?.[0] ??
          (/\b(?:flat|one-off|one-time|lump sum|buy-?out|single)\b/i.test(sentence) ? "flat" : null)
        return {
          amount: Math.round(amount * 100) / 100,
          currency: CURRENCIES[symbol] ?? symbol.toUpperCase(),
          basis,
          source: cite(doc, hit.start, hit.end)
        }
      })
    )

// ---------------------------------------------------------------------------------------------------------------
// Exclusivity and restrictions

/**
 * Exclusivity from the classified clauses: exclusive when a clause grants it or binds the talent not to work for
 * others (a non-compete); not exclusive when the clauses only deny it ("non-exclusive", "no exclusivity",
 * "nothing prevents … from appearing elsewhere"); null when the contract does not say.
 */
const exclusivity = (clauses: ReadonlyArray<ClassifiedClause>) => {
  const found: Array<ExclusivityClause> = clauses
    .filter((c) => c.kind === "exclusivity" || (c.kind === "non_compete" && c.stated))
    .map((c) => ({ exclusive: c.stated, source: c.sentence }))
  const unique = uniqueBy(found, (c) => `${c.exclusive}:${c.source.start}`)
  const exclusive = unique.some((c) => c.exclusive) ? true : unique.length > 0 ? false : null
  return { exclusive, clauses: unique }
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
  for (const s of doc.sentences) {
    if (
      ["termination", "confidentiality", "governing_law", "warranties", "definitions", "signatures"].includes(
        s.clause.topic
      )
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

/** Extracts every term the rules know from a document, given the dates and countries recognised in its text. */
export const extract = (document: ContractDocument, mentions: Mentions): ExtractedTerms => {
  const doc = { ...document, sentences: document.sentences.filter((s) => !s.heading) }
  const length = termLength(doc)
  const place = territories(doc, mentions.countries)
  const media = channels(doc)
  const clauses = classify(doc)
  const rights = usageRights(doc)
  return {
    parties: parties(document),
    dates: resolveDates(doc, mentions.dates, length),
    term: {
      length,
      perpetual: stated(clauses, "perpetuity")?.cue ?? null,
      automatic_renewal: stated(clauses, "automatic_renewal")?.cue ?? null
    },
    territories: place,
    channels: media.channels,
    all_media: media.all_media,
    usage_rights: { ...rights, sublicensable: stated(clauses, "sublicensing")?.cue ?? null },
    fees: fees(doc),
    exclusivity: exclusivity(clauses),
    restrictions: restrictions(doc, place.excluded),
    moral_rights_waiver: stated(clauses, "moral_rights_waiver")?.cue ?? null,
    clauses
  }
}
