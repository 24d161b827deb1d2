// Workspace taxonomies: a named set of terms that tags are chosen from. A term is identified by its label; its
// optional parent is another term of the same taxonomy (the terms form a forest, never a cycle), and every label
// and synonym is unique within the taxonomy after normalisation, so a finding matches at most one term.
import { type DateTime, Schema } from "effect"
import { listOf, trimmedText } from "../platform/Fields.js"
import { TaxonomyId } from "../platform/Ids.js"

export const MAX_TERMS = 1000
export const MAX_SYNONYMS = 20
/** Labels become asset tags, so they obey the tag length. */
export const MAX_LABEL_LENGTH = 100

/**
 * The form labels and synonyms are compared in: Unicode NFKC, lower case, `-`, `_` and `/` read as spaces,
 * whitespace collapsed. "Black-and-White", "black and white" and "BLACK_AND_WHITE" are the same term.
 */
export const normalizeTerm = (text: string): string =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[-_/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()

export const TaxonomyName = trimmedText(
  100,
  "1 to 100 characters, unique in the workspace (ignoring case); whitespace is trimmed"
).annotations({ identifier: "TaxonomyName" })
export const TaxonomyDescription = Schema.String.pipe(
  Schema.maxLength(5000, { message: () => "too_long" })
).annotations({ description: "Free text, up to 5000 characters" })
export const TermLabel = trimmedText(
  MAX_LABEL_LENGTH,
  `1 to ${MAX_LABEL_LENGTH} characters; the tag an asset gets when this term matches`
)

export const TermInput = Schema.Struct({
  label: TermLabel,
  parent: Schema.optional(
    Schema.NullOr(TermLabel).annotations({ description: "The label of another term of this taxonomy" })
  ),
  synonyms: Schema.optional(
    listOf(TermLabel, MAX_SYNONYMS).annotations({
      description: `Other words for the term (up to ${MAX_SYNONYMS}); a finding that names one gets the label`
    })
  )
}).annotations({ identifier: "TaxonomyTermInput" })
export type TermInput = typeof TermInput.Type

/** A problem of a term list, at a path inside it (`[3, "parent"]`), with the issue code. */
export interface TermIssue {
  readonly path: ReadonlyArray<string | number>
  readonly message: string
}

/**
 * The rules a term list obeys beyond each term's shape: labels and synonyms unique after normalisation
 * (`duplicate`), parents naming a term of the list (`unknown_term`), and no term its own ancestor (`cycle`).
 */
export const termIssues = (terms: ReadonlyArray<TermInput>): ReadonlyArray<TermIssue> => {
  const issues: Array<TermIssue> = []
  const owner = new Map<string, number>()
  terms.forEach((term, i) => {
    const names: ReadonlyArray<readonly [string, ReadonlyArray<string | number>]> = [
      [term.label, [i, "label"]],
      ...(term.synonyms ?? []).map((s, j) => [s, [i, "synonyms", j]] as const)
    ]
    for (const [name, path] of names) {
      const key = normalizeTerm(name)
      const first = owner.get(key)
      // A synonym repeating its own term's label or synonym is harmless; only another term's claim is a clash.
      if (first === undefined) owner.set(key, i)
      else if (first !== i || path[1] === "label") issues.push({ path, message: "duplicate" })
    }
  })
  const index = new Map<string, number>()
  terms.forEach((term, i) => {
    const key = normalizeTerm(term.label)
    if (!index.has(key)) index.set(key, i)
  })
  const parentOf = (i: number): number | undefined => {
    const parent = terms[i]?.parent
    return parent === undefined || parent === null ? undefined : index.get(normalizeTerm(parent))
  }
  terms.forEach((term, i) => {
    if (term.parent === undefined || term.parent === null) return
    if (parentOf(i) === undefined) {
      issues.push({ path: [i, "parent"], message: "unknown_term" })
      return
    }
    // Walk up at most terms.length steps: coming back to i means i is its own ancestor.
    let at = parentOf(i)
    for (let steps = 0; at !== undefined && steps < terms.length; steps++) {
      if (at === i) {
        issues.push({ path: [i, "parent"], message: "cycle" })
        return
      }
      at = parentOf(at)
    }
  })
  return issues
}

export const TermList = listOf(TermInput, MAX_TERMS)
  .pipe(Schema.filter((terms) => termIssues(terms).map((issue) => ({ path: issue.path, message: issue.message }))))
  .annotations({
    description:
      `Up to ${MAX_TERMS} terms. Labels and synonyms are unique in the taxonomy (ignoring case, and reading - _ / ` +
      "as spaces); a parent names another term's label; no cycles"
  })

export class Term extends Schema.Class<Term>("TaxonomyTerm")({
  label: Schema.String,
  parent: Schema.NullOr(Schema.String),
  synonyms: Schema.Array(Schema.String)
}) {}

export class Taxonomy extends Schema.Class<Taxonomy>("Taxonomy")({
  id: TaxonomyId,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  terms: Schema.Array(Term),
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  updatedAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("updated_at"))
}) {}

export const CreateTaxonomy = Schema.Struct({
  name: TaxonomyName,
  description: Schema.optional(Schema.NullOr(TaxonomyDescription)),
  terms: Schema.optional(TermList)
}).annotations({ identifier: "CreateTaxonomy" })
export type CreateTaxonomy = typeof CreateTaxonomy.Type

export const TaxonomyPatch = Schema.Struct({
  name: Schema.optional(TaxonomyName),
  description: Schema.optional(Schema.NullOr(TaxonomyDescription)),
  terms: Schema.optional(TermList)
}).annotations({
  identifier: "TaxonomyPatch",
  description: "The fields to change; absent fields stay as they are. terms replaces the whole term list"
})
export type TaxonomyPatch = typeof TaxonomyPatch.Type

export interface TaxonomyFilter {
  /** Matches the name, ignoring case. */
  readonly name?: string | undefined
}

/** Newest first, by id (ids are time-sortable). */
export const TaxonomySortKey = Schema.Tuple(TaxonomyId)

/** A term in its stored form: the parent spelled as its term's label, synonyms without repeats. */
const toTerms = (terms: ReadonlyArray<TermInput>): ReadonlyArray<Term> => {
  const labels = new Map(terms.map((t) => [normalizeTerm(t.label), t.label]))
  return terms.map(
    (t) =>
      new Term({
        label: t.label,
        parent: t.parent === undefined || t.parent === null ? null : (labels.get(normalizeTerm(t.parent)) ?? null),
        synonyms: dedupeNormalized((t.synonyms ?? []).filter((s) => normalizeTerm(s) !== normalizeTerm(t.label)))
      })
  )
}

const dedupeNormalized = (items: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = normalizeTerm(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export const create = (id: TaxonomyId, input: CreateTaxonomy, now: DateTime.Utc): Taxonomy =>
  new Taxonomy({
    id,
    name: input.name,
    description: input.description ?? null,
    terms: toTerms(input.terms ?? []),
    createdAt: now,
    updatedAt: now
  })

const sameTaxonomy = Schema.equivalence(Taxonomy)

/** Applies a patch; `updatedAt` moves only when something really changed. */
export const applyPatch = (taxonomy: Taxonomy, patch: TaxonomyPatch, now: DateTime.Utc): Taxonomy => {
  const candidate = new Taxonomy({
    ...taxonomy,
    name: patch.name ?? taxonomy.name,
    description: patch.description === undefined ? taxonomy.description : patch.description,
    terms: patch.terms === undefined ? taxonomy.terms : toTerms(patch.terms)
  })
  return sameTaxonomy(candidate, taxonomy) ? taxonomy : new Taxonomy({ ...candidate, updatedAt: now })
}

/** Whether two taxonomy names are the same name (names are unique in a workspace, ignoring case). */
export const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** The labels of a term's ancestors, nearest first. */
export const ancestors = (taxonomy: Taxonomy, label: string): ReadonlyArray<string> => {
  const byLabel = new Map(taxonomy.terms.map((t) => [t.label, t]))
  const out: Array<string> = []
  let parent = byLabel.get(label)?.parent ?? null
  while (parent !== null && !out.includes(parent) && out.length < taxonomy.terms.length) {
    out.push(parent)
    parent = byLabel.get(parent)?.parent ?? null
  }
  return out
}
