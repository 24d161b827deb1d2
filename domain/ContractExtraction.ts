// Extraction of contract terms from a ContractDocument: parties, dates and term, territories, channels and
// media, usage rights, fees, exclusivity and restrictions. Pure rules over sentences; dates and country names
// are recognised outside (they need libraries) and come in as mentions. Every value cites its source span.
import { addDays, addMonths, type CalendarDate } from "./CalendarDate.js"
import { type Citation, cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import type { Territory } from "./Territory.js"

/** A calendar date found in the text (a range such as "1 April 2024 to 31 March 2026" has an end). */
export interface DateMention {
  readonly start: number
  readonly end: number
  readonly date: CalendarDate
  readonly endDate: CalendarDate | null
}

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

export interface ExtractedParty {
  readonly name: string
  readonly role: string | null
  readonly source: Citation
}

export interface ExtractedDate {
  readonly value: CalendarDate
  readonly source: Citation
  /** `term_length` when the end was computed from the start date and the term length. */
  readonly derived_from: "term_length" | null
}

export const TERM_UNITS = ["days", "weeks", "months", "years"] as const
export type TermUnit = (typeof TERM_UNITS)[number]

export interface TermLength {
  readonly value: number
  readonly unit: TermUnit
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
// Parties

const LABELS =
  /^(licensee|licensor|talent|performer|artist|model|actor|actress|company|producer|production company|agency|agent|client|brand|advertiser|studio|influencer|presenter)(?:'s)?(?:\s+name)?\s*:\s*(.+)$/i

const cleanName = (raw: string) =>
  raw
    .replace(/^\s*(?:\(\d+\)|\d+[.)])\s*/, "")
    .split(/\s*\(|,\s|\s+of\s+\d|\s+whose\s|\s+(?:a|an)\s+(?:company|corporation|individual|limited)\b/)[0]!
    .replace(/^(?:mr|ms|mrs|dr)\.?\s+/i, "")
    .replace(/[\s.;:,]+$/, "")
    .trim()

const roleIn = (chunk: string): string | null => {
  const quoted = /["“'‘]([^"”'’]{2,40})["”'’]/.exec(chunk)?.[1]
  return quoted === undefined ? null : quoted.replace(/^the\s+/i, "").trim()
}

const parties = (doc: ContractDocument): ReadonlyArray<ExtractedParty> => {
  const candidates = doc.sentences.filter((s) => s.clause.index <= 2 || s.clause.topic === "parties")
  const found: Array<ExtractedParty> = []
  const push = (start: number, chunk: string, role: string | null) => {
    const name = cleanName(chunk)
    if (name.length < 2 || name.length > 120 || !/[A-Z]/.test(name)) return
    const at = doc.text.indexOf(name, start)
    if (at < 0) return
    found.push({ name, role, source: cite(doc, at, at + name.length) })
  }
  for (const s of candidates) {
    const text = textOf(doc, s)
    const label = LABELS.exec(text)
    if (label !== null) {
      const value = label[2] ?? ""
      push(
        s.start + text.indexOf(value),
        value,
        label[1]!.replace(/^\w/, (c) => c.toUpperCase())
      )
      continue
    }
    const between = /\bbetween:?\s+/i.exec(text)
    if (between === null) continue
    const rest = text.slice(between.index + between[0].length)
    const restStart = s.start + between.index + between[0].length
    const split = /,?\s+and\s+(?=(?:\(\d+\)\s*)?["“]?[A-Z])/.exec(rest)
    if (split === null) continue
    const first = rest.slice(0, split.index)
    const second = rest.slice(split.index + split[0].length).replace(/[.;]\s*$/, "")
    push(restStart, first, roleIn(first))
    push(restStart + split.index + split[0].length, second, roleIn(second))
  }
  return uniqueBy(found, (p) => p.name.toLowerCase())
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and term

const DATE_CUES: ReadonlyArray<readonly ["signed" | "start" | "end", RegExp]> = [
  [
    "signed",
    /\b(?:dated|signed|executed|made on|made this|entered into|date of (?:this )?agreement|agreement date|signature date)\b|\bdate\s*:/gi
  ],
  ["start", /\b(?:commenc\w*|effective|start\w*|begin\w*|from|with effect from)\b/gi],
  ["end", /\b(?:until|expir\w*|end\w*|terminat\w*|through|till|up to and including|no later than)\b/gi]
]

/** The kind of date a mention is, from the cue word nearest before it in its sentence. */
const dateKind = (before: string): "signed" | "start" | "end" | null => {
  let best: "signed" | "start" | "end" | null = null
  let at = -1
  for (const [kind, re] of DATE_CUES) {
    for (const m of before.matchAll(re)) {
      if (m.index >= at) {
        at = m.index
        best = kind
      }
    }
  }
  return best
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90
}

/** "24", "twenty-four", "twenty four", "six" → the number; anything else → null. */
export const parseCount = (raw: string): number | null => {
  const text = raw.trim().toLowerCase()
  if (/^\d{1,4}$/.test(text)) return Number(text)
  const parts = text.split(/[-\s]+/)
  let total = 0
  for (const part of parts) {
    const n = NUMBER_WORDS[part]
    if (n === undefined) return null
    total += n
  }
  return parts.length > 0 ? total : null
}

const TERM_LENGTH =
  /\b(?:for|of)\s+(?:an?\s+(?:initial\s+|fixed\s+)?(?:period|term)\s+of\s+)?(\d{1,4}|[a-z]+(?:[- ][a-z]+)?)\s*(?:\((\d{1,4})\)\s*)?(day|week|month|year)s?\b/gi

const TERM_CONTEXT = /\bterm\b|\bperiod\b|\blicen[cs]e\b|\bagreement\b|\bshall (?:continue|run|remain|last)\b|\bgrant/i
const NOT_TERM_CONTEXT = /\bpa(?:y|id|yable|yment)\b|\binvoice\b|\bnotice\b|\bwithin\b/i

const termLength = (doc: ContractDocument): TermLength | null => {
  for (const s of doc.sentences) {
    const text = textOf(doc, s)
    const relevant = s.clause.topic === "term" || (TERM_CONTEXT.test(text) && !NOT_TERM_CONTEXT.test(text))
    if (!relevant) continue
    for (const hit of hits(doc, s, TERM_LENGTH)) {
      const value = parseCount(hit.groups[1] ?? hit.groups[0] ?? "")
      if (value === null || value === 0) continue
      const unit = `${(hit.groups[2] ?? "").toLowerCase()}s` as TermUnit
      return { value, unit, source: cite(doc, hit.start, hit.end) }
    }
  }
  return null
}

/** The last day of a term of `length` that starts on `start` (inclusive: 24 months from 1 April ends 31 March). */
export const termEnd = (start: CalendarDate, length: { readonly value: number; readonly unit: TermUnit }) => {
  switch (length.unit) {
    case "days":
      return addDays(start, length.value - 1)
    case "weeks":
      return addDays(start, length.value * 7 - 1)
    case "months":
      return addDays(addMonths(start, length.value), -1)
    case "years":
      return addDays(addMonths(start, length.value * 12), -1)
  }
}

/** The length of a term in months, when it is stated in months or years. */
export const termMonths = (length: { readonly value: number; readonly unit: TermUnit }): number | null =>
  length.unit === "months" ? length.value : length.unit === "years" ? length.value * 12 : null

const PERPETUAL =
  /\bin perpetuity\b|(?<!non-)\bperpetual(?:ly)?\b|\bwithout (?:any )?limit(?:ation)? (?:of|in|as to) time\b|\bfor the (?:full )?(?:period|duration) of copyright\b/i
const AUTO_RENEWAL = /\bautomatic(?:ally)?\s+renew\w*|\brenew\w*\s+automatically\b|\bauto-renew\w*/i

const dates = (doc: ContractDocument, mentions: ReadonlyArray<DateMention>, length: TermLength | null) => {
  let signed: ExtractedDate | null = null
  let start: ExtractedDate | null = null
  let end: ExtractedDate | null = null
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    const sentence = sentenceAt(doc, m.start)
    if (sentence === undefined) continue
    const source = cite(doc, m.start, m.end)
    const kind = dateKind(doc.text.slice(sentence.start, m.start))
    const inferred = kind ?? (sentence.clause.topic === "signatures" ? "signed" : null)
    if (m.endDate !== null && inferred !== "signed" && inferred !== "end") {
      start ??= { value: m.date, source, derived_from: null }
      end ??= { value: m.endDate, source, derived_from: null }
      continue
    }
    const value: ExtractedDate = { value: m.date, source, derived_from: null }
    if (inferred === "signed") signed ??= value
    else if (inferred === "start") start ??= value
    else if (inferred === "end") end ??= value
  }
  if (end === null && start !== null && length !== null) {
    end = { value: termEnd(start.value, length), source: length.source, derived_from: "term_length" }
  }
  return { signed, start, end }
}

// ---------------------------------------------------------------------------------------------------------------
// Territories

const TERRITORY_SENTENCE = /\bterritor\w*|\bcountr(?:y|ies)\b|\bworld-?wide\b|\bthroughout the (?:world|universe)\b/i
const WORLDWIDE =
  /\bworld-?wide\b|\bthroughout the (?:world|universe)\b|\bthe (?:entire |whole )?(?:world|universe)\b|\ball countries\b|\bglobal(?:ly)?\b/i
const EXCLUSION =
  /\b(?:excluding|exclusive of|except(?:\s+for|\s+in)?|other than|save for|with the exception of|but not (?:in|including))\b/i

const territories = (doc: ContractDocument, countries: ReadonlyArray<CountryMention>) => {
  const sentences = doc.sentences.filter(
    (s) => s.clause.topic === "territory" || TERRITORY_SENTENCE.test(textOf(doc, s))
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
    for (const c of countries.filter((c) => c.start >= s.start && c.end <= s.end)) {
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
    irrevocable: firstHit(doc, grants, /\birrevocabl[ey]\b/i),
    sublicensable: firstHit(
      doc,
      grants,
      /\bsub-?licen[cs]\w*|\bassign\w* (?:these rights |this licen[cs]e )?to any third part/i
    )
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fees

const MONEY =
  /(US\$|USD|EUR|GBP|CHF|CAD|AUD|JPY|\$|€|£)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(million|thousand))?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s?(million|thousand)?\s?(USD|EUR|GBP|CHF|CAD|AUD|JPY|(?:US )?dollars|euros?|pounds(?: sterling)?|swiss francs)\b/gi

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
  cad: "CAD",
  aud: "AUD",
  jpy: "JPY"
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

const EXCLUSIVE = /\b(?:non[- ]?)?exclusiv(?:e|ity)\b(?! of)(?! jurisdiction)/gi

const exclusivity = (doc: ContractDocument) => {
  const clauses: Array<ExclusivityClause> = []
  for (const s of doc.sentences) {
    if (["governing_law", "confidentiality", "definitions"].includes(s.clause.topic)) continue
    const found = hits(doc, s, EXCLUSIVE)
    const hit = found[0]
    if (hit === undefined) continue
    clauses.push({ exclusive: !/^non/i.test(hit.text), source: cite(doc, s.start, s.end) })
  }
  const exclusive = clauses.some((c) => c.exclusive) ? true : clauses.length > 0 ? false : null
  return { exclusive, clauses }
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
  return {
    parties: parties(doc),
    dates: dates(doc, mentions.dates, length),
    term: {
      length,
      perpetual: firstHit(doc, doc.sentences, PERPETUAL),
      automatic_renewal: firstHit(doc, doc.sentences, AUTO_RENEWAL)
    },
    territories: place,
    channels: media.channels,
    all_media: media.all_media,
    usage_rights: usageRights(doc),
    fees: fees(doc),
    exclusivity: exclusivity(doc),
    restrictions: restrictions(doc, place.excluded),
    moral_rights_waiver: firstHit(doc, doc.sentences, /\bwaive\w*\b[^.]{0,60}\bmoral rights\b/i)
  }
}
