// The asset tagger's result: findings measured from the bytes (each with a confidence and its evidence), the
// taxonomy terms they match (which finding and which rule produced each tag), suggested tags for findings that
// match no term, and a human-readable reasoning log. Matching is pure and deterministic: the same findings and
// taxonomy always give the same tags, suggestions and log, in the same order.
import type { AssetId, TaxonomyId } from "../platform/Ids.js"
import type { JsonObject } from "../platform/Json.js"
import { ancestors, normalizeTerm, type Taxonomy } from "./Taxonomy.js"

export type MediaKind = "image" | "video" | "audio" | "document"

export type FindingAspect =
  "file" | "image" | "colour" | "tone" | "mood" | "text" | "object" | "video" | "audio" | "document"

export interface FindingDraft {
  readonly aspect: FindingAspect
  /** What was measured: `dimensions`, `dominant_colour`, `mood`, `ocr_text`, `language`, `tempo`... */
  readonly measure: string
  readonly value: string | number | boolean
  readonly unit: string | null
  /** 0 to 1: how sure the measurement or rule is (1 for exact measurements such as a pixel count). */
  readonly confidence: number
  /** How it was found: the source (library or rule) and the numbers behind it. */
  readonly evidence: JsonObject
  /**
   * Words the finding stands for, the plainest first, then other words for it and broader ones (`dog`, `animal`):
   * each is tried against the taxonomy; the first is suggested as a new tag when none of them matches a term.
   */
  readonly terms: ReadonlyArray<string>
  /** Free text (OCR, document text) searched for mentions of term labels and synonyms. */
  readonly mentions: string | null
}

export interface Finding extends FindingDraft {
  /** `f1`, `f2`... in the order the findings were made. */
  readonly id: string
}

export type LogKind = "reasoning" | "observation" | "warning" | "error"

export interface LogEntry {
  readonly kind: LogKind
  readonly message: string
  readonly data: JsonObject
}

export const log = (kind: LogKind, message: string, data: JsonObject = {}): LogEntry => ({ kind, message, data })

/** How a tag was reached from a finding. */
export type MatchRule = "label" | "synonym" | "plural" | "mention" | "ancestor"

export interface AppliedTag {
  /** The term's label: the tag the asset gets. */
  readonly tag: string
  readonly confidence: number
  /** The finding that produced it. */
  readonly finding: string
  readonly rule: MatchRule
  /** The word of the finding or the synonym that matched (for `ancestor`: the child term's label). */
  readonly matched: string
}

export interface SuggestedTag {
  readonly tag: string
  readonly confidence: number
  readonly finding: string
  readonly evidence: JsonObject
}

export interface TaggingReport {
  readonly status: "tagged"
  readonly assetId: AssetId
  readonly mediaKind: MediaKind
  readonly taxonomy: { readonly id: TaxonomyId; readonly name: string }
  readonly findings: ReadonlyArray<Finding>
  readonly tags: ReadonlyArray<AppliedTag>
  readonly suggestions: ReadonlyArray<SuggestedTag>
  readonly log: ReadonlyArray<LogEntry>
}

export type TaggingErrorCode = "unsupported_type" | "corrupt_file" | "analysis_failed"

export interface TaggingFailure {
  readonly status: "failed"
  readonly assetId: AssetId
  readonly error: { readonly code: TaggingErrorCode; readonly message: string }
  readonly log: ReadonlyArray<LogEntry>
}

export type TaggingOutcome = TaggingReport | TaggingFailure

/** A tag or suggestion is made only from findings at least this sure; weaker ones are logged and left out. */
export const MIN_TAG_CONFIDENCE = 0.5
/** At most this many suggestions per asset, the surest first. */
export const MAX_SUGGESTIONS = 20

const RULE_FACTOR: Record<MatchRule, number> = { label: 1, synonym: 0.95, plural: 0.9, mention: 0.9, ancestor: 1 }

const round = (x: number) => Math.round(x * 1000) / 1000

export const numberFindings = (drafts: ReadonlyArray<FindingDraft>): ReadonlyArray<Finding> =>
  drafts.map((d, i) => ({ id: `f${i + 1}`, ...d }))

/** Text in the form mentions are searched in: normalised, every run of non-letters one space, padded. */
const mentionForm = (text: string) =>
  ` ${normalizeTerm(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `

interface Entry {
  readonly label: string
  readonly rule: "label" | "synonym"
  readonly name: string
}

/** Every label and synonym of the taxonomy by its normalised form (unique by the taxonomy's rules). */
export const termIndex = (taxonomy: Taxonomy): ReadonlyMap<string, Entry> => {
  const index = new Map<string, Entry>()
  for (const term of taxonomy.terms) {
    index.set(normalizeTerm(term.label), { label: term.label, rule: "label", name: term.label })
    for (const s of term.synonyms) {
      const key = normalizeTerm(s)
      if (!index.has(key)) index.set(key, { label: term.label, rule: "synonym", name: s })
    }
  }
  return index
}

interface Candidate {
  readonly tag: string
  readonly confidence: number
  readonly finding: Finding
  readonly rule: MatchRule
  readonly matched: string
}

/** The term a word names: by label or synonym, or as the plural of one (`dogs` → `dog`). */
const lookup = (
  word: string,
  index: ReadonlyMap<string, Entry>
): { readonly entry: Entry; readonly rule: MatchRule } | undefined => {
  const key = normalizeTerm(word)
  const exact = index.get(key)
  if (exact !== undefined) return { entry: exact, rule: exact.rule }
  const singular = key.length > 3 && key.endsWith("s") ? index.get(key.slice(0, -1)) : undefined
  return singular === undefined ? undefined : { entry: singular, rule: "plural" }
}

/** The matches of one finding: its words by label, synonym or plural, and mentions in its text. */
const matchesOf = (finding: Finding, index: ReadonlyMap<string, Entry>): ReadonlyArray<Candidate> => {
  const out: Array<Candidate> = []
  const add = (entry: Entry, rule: MatchRule, matched: string) =>
    out.push({ tag: entry.label, confidence: round(finding.confidence * RULE_FACTOR[rule]), finding, rule, matched })
  for (const word of finding.terms) {
    const found = lookup(word, index)
    if (found !== undefined) add(found.entry, found.rule, found.rule === "synonym" ? found.entry.name : word)
  }
  if (finding.mentions !== null) {
    const text = mentionForm(finding.mentions)
    for (const [key, entry] of index) {
      const needle = mentionForm(key)
      if (needle.trim() !== "" && text.includes(needle)) add(entry, "mention", entry.name)
    }
  }
  return out
}

/** Words for people: a term named by one of them (label or synonym) says who is in a picture. */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set([
  "person", "persons", "people", "human", "humans", "man", "men", "woman", "women", "child", "children", "kid",
  "kids", "boy", "boys", "girl", "girls", "baby", "babies", "adult", "adults", "face", "faces", "portrait", "crowd"
]) // prettier-ignore

/** The findings made from words (OCR text, a document's text, title and key terms), not from pixels or sound. */
const fromWords = (f: Finding) => f.aspect === "text" || f.aspect === "document"

/** The labels of the taxonomy's terms for people (a label or synonym among PEOPLE_WORDS). */
export const peopleTerms = (taxonomy: Taxonomy): ReadonlySet<string> =>
  new Set(
    taxonomy.terms
      .filter((t) => [t.label, ...t.synonyms].some((w) => PEOPLE_WORDS.has(normalizeTerm(w))))
      .map((t) => t.label)
  )

const describe = (f: Finding) => `${f.id} (${f.measure} = ${JSON.stringify(f.value)}, confidence ${f.confidence})`

const RULE_TEXT: Record<MatchRule, string> = {
  label: "matched the term's label",
  synonym: "matched the synonym",
  plural: "matched the term as a plural",
  mention: "mentions",
  ancestor: "is the parent of"
}

/**
 * Matches findings to the taxonomy. Each term is applied once, from its surest match; a matched term's ancestors
 * are applied too (a child term implies its parents). A finding none of whose words matches a term suggests its
 * first word. A term for people is applied from pictures only: a word in a text ("people") is not a person in it.
 * Findings below MIN_TAG_CONFIDENCE produce neither; the log says so.
 */
export const matchTaxonomy = (
  taxonomy: Taxonomy,
  findings: ReadonlyArray<Finding>
): {
  readonly tags: ReadonlyArray<AppliedTag>
  readonly suggestions: ReadonlyArray<SuggestedTag>
  readonly log: ReadonlyArray<LogEntry>
} => {
  const index = termIndex(taxonomy)
  const people = peopleTerms(taxonomy)
  const entries: Array<LogEntry> = []
  const best = new Map<string, Candidate>()
  const keep = (c: Candidate) => {
    const current = best.get(c.tag)
    if (current === undefined || c.confidence > current.confidence) best.set(c.tag, c)
  }
  const unmatched: Array<{ readonly word: string; readonly finding: Finding }> = []
  for (const finding of findings) {
    const matches = matchesOf(finding, index)
    if (finding.confidence < MIN_TAG_CONFIDENCE) {
      if (matches.length > 0 || finding.terms.length > 0) {
        entries.push(
          log("reasoning", `Not used for tags: ${describe(finding)} is below the minimum confidence`, {
            finding: finding.id,
            min_confidence: MIN_TAG_CONFIDENCE
          })
        )
      }
      continue
    }
    for (const m of matches) {
      if (fromWords(finding) && people.has(m.tag)) {
        entries.push(
          log(
            "reasoning",
            `Not tagged "${m.tag}": ${describe(finding)} is text, and a word in a text is not a person in a picture`,
            {
              tag: m.tag,
              finding: finding.id,
              matched: m.matched
            }
          )
        )
      } else keep(m)
    }
    const first = finding.terms[0]
    if (first !== undefined && finding.terms.every((word) => lookup(word, index) === undefined)) {
      unmatched.push({ word: first, finding })
    }
  }
  const direct = Array.from(best.values())
  for (const c of direct) {
    for (const parent of ancestors(taxonomy, c.tag)) {
      keep({ tag: parent, confidence: c.confidence, finding: c.finding, rule: "ancestor", matched: c.tag })
    }
  }
  const tags = Array.from(best.values())
    .sort((a, b) => b.confidence - a.confidence || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .map((c) => ({ tag: c.tag, confidence: c.confidence, finding: c.finding.id, rule: c.rule, matched: c.matched }))
  for (const t of tags) {
    const finding = findings.find((f) => f.id === t.finding)!
    entries.push(
      log(
        "reasoning",
        t.rule === "ancestor"
          ? `Tag "${t.tag}": it ${RULE_TEXT.ancestor} "${t.matched}", which was applied`
          : `Tag "${t.tag}": finding ${describe(finding)} ${RULE_TEXT[t.rule]} "${t.matched}"`,
        { tag: t.tag, finding: t.finding, rule: t.rule, matched: t.matched, confidence: t.confidence }
      )
    )
  }
  const tagged = new Set(tags.map((t) => normalizeTerm(t.tag)))
  const suggested = new Map<string, SuggestedTag>()
  for (const { word, finding } of unmatched) {
    const key = normalizeTerm(word)
    if (key === "" || tagged.has(key)) continue
    const current = suggested.get(key)
    if (current !== undefined && current.confidence >= finding.confidence) continue
    suggested.set(key, {
      tag: word,
      confidence: finding.confidence,
      finding: finding.id,
      evidence: { measure: finding.measure, value: finding.value, ...finding.evidence }
    })
  }
  const suggestions = Array.from(suggested.values())
    .sort((a, b) => b.confidence - a.confidence || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, MAX_SUGGESTIONS)
  for (const s of suggestions) {
    entries.push(
      log("reasoning", `Suggest "${s.tag}": finding ${s.finding} fits no term of "${taxonomy.name}"`, {
        tag: s.tag,
        finding: s.finding,
        confidence: s.confidence
      })
    )
  }
  if (tags.length === 0) entries.push(log("observation", `No finding matched a term of "${taxonomy.name}"`))
  return { tags, suggestions, log: entries }
}
