// Comparison of a contract's clauses with the workspace template's: which template clauses are missing, which
// clauses were added, and which changed, with a similarity score. Similarity is word-level: 2·LCS / (|a| + |b|)
// over lower-cased words (1 = the same words in the same order).
import { type Citation, type Clause, type ContractDocument, cite } from "./ContractDocument.js"

export interface ClauseRef {
  readonly clause: string
  readonly heading: string | null
  readonly source: Citation
}

export interface ChangedClause {
  readonly template: ClauseRef
  readonly contract: ClauseRef
  /** 0..1: 2·LCS / (|a| + |b|) over the words of the two clauses. */
  readonly similarity: number
  /** Word runs the contract has and the template lacks (at most 5, each at most 25 words). */
  readonly inserted: ReadonlyArray<string>
  /** Word runs the template has and the contract lacks. */
  readonly deleted: ReadonlyArray<string>
}

export interface TemplateComparison {
  readonly missing: ReadonlyArray<ClauseRef>
  readonly added: ReadonlyArray<ClauseRef>
  readonly changed: ReadonlyArray<ChangedClause>
  readonly unchanged: ReadonlyArray<{ readonly template: ClauseRef; readonly contract: ClauseRef }>
}

/** Two clauses are paired when their match score reaches this (see `matchScore`). */
export const MATCH_THRESHOLD = 0.4

export const words = (text: string): ReadonlyArray<string> => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** Dice coefficient of the two word multisets: order-blind, cheap, used to pair clauses. */
export const bagSimilarity = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  if (a.length === 0 && b.length === 0) return 1
  const counts = new Map<string, number>()
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1)
  let common = 0
  for (const w of b) {
    const n = counts.get(w) ?? 0
    if (n > 0) {
      common++
      counts.set(w, n - 1)
    }
  }
  return (2 * common) / (a.length + b.length)
}

type Op = { readonly kind: "same" | "ins" | "del"; readonly word: string }

/** The word-level edit script from `a` to `b` by longest common subsequence. */
const diff = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): ReadonlyArray<Op> => {
  const n = a.length
  const m = b.length
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1))
  for (let i = n - 1; i >= 0; i--) {
    const row = table[i]!
    const next = table[i + 1]!
    for (let j = m - 1; j >= 0; j--) {
      row[j] = a[i] === b[j] ? next[j + 1]! + 1 : Math.max(next[j]!, row[j + 1]!)
    }
  }
  const ops: Array<Op> = []
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: "same", word: a[i]! })
      i++
      j++
    } else if (j < m && (i === n || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      ops.push({ kind: "ins", word: b[j]! })
      j++
    } else {
      ops.push({ kind: "del", word: a[i]! })
      i++
    }
  }
  return ops
}

const runs = (ops: ReadonlyArray<Op>, kind: "ins" | "del"): ReadonlyArray<string> => {
  const out: Array<string> = []
  let current: Array<string> = []
  for (const op of ops) {
    if (op.kind === kind) current.push(op.word)
    else if (op.kind === "same" && current.length > 0) {
      out.push(current.slice(0, 25).join(" "))
      current = []
    }
  }
  if (current.length > 0) out.push(current.slice(0, 25).join(" "))
  return out.slice(0, 5)
}

/** Word-level similarity 2·LCS / (|a| + |b|), with the inserted and deleted word runs. */
export const compareWords = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => {
  if (a.length === 0 && b.length === 0) return { similarity: 1, inserted: [], deleted: [] }
  const ops = diff(a, b)
  const same = ops.filter((o) => o.kind === "same").length
  return {
    similarity: Math.round(((2 * same) / (a.length + b.length)) * 1000) / 1000,
    inserted: runs(ops, "ins"),
    deleted: runs(ops, "del")
  }
}

const normalHeading = (h: string | null) => (h === null ? null : words(h).join(" "))

/**
 * How well a contract clause matches a template clause: the bag similarity of their words, lifted by a quarter
 * when both have the same heading (a clause rewritten under its usual heading still pairs with it).
 */
export const matchScore = (
  template: { readonly heading: string | null; readonly words: ReadonlyArray<string> },
  contract: { readonly heading: string | null; readonly words: ReadonlyArray<string> }
): number => {
  const bag = bagSimilarity(template.words, contract.words)
  const th = normalHeading(template.heading)
  const ch = normalHeading(contract.heading)
  return th !== null && ch !== null && th === ch ? 0.75 * bag + 0.25 : bag
}

interface Side {
  readonly clause: Clause
  readonly words: ReadonlyArray<string>
  readonly heading: string | null
}

/** A clause's words without its number (renumbered clauses still compare equal). */
const sideOf = (doc: ContractDocument) => (clause: Clause) => {
  const all = words(doc.text.slice(clause.start, clause.end))
  const number = clause.number === null ? [] : words(clause.number)
  const ownNumber = number.length > 0 && number.every((w, i) => all[i] === w)
  return { clause, heading: clause.heading, words: ownNumber ? all.slice(number.length) : all }
}

const refOf = (doc: ContractDocument, clause: Clause): ClauseRef => ({
  clause: clause.ref,
  heading: clause.heading,
  source: cite(doc, clause.start, clause.end)
})

/**
 * Pairs each template clause with at most one contract clause, best scores first (ties: earlier template
 * clause, then earlier contract clause); unpaired template clauses are missing, unpaired contract clauses added.
 * Headings without a body (`4. Territory` followed by `4.1 …`) are compared as part of their sub-clauses only.
 */
export const compare = (template: ContractDocument, contract: ContractDocument): TemplateComparison => {
  const substantive = (doc: ContractDocument) =>
    doc.clauses
      .map(sideOf(doc))
      .filter((s) => s.words.length > 0 && (s.heading === null || s.words.join(" ") !== words(s.heading).join(" ")))
  const t: ReadonlyArray<Side> = substantive(template)
  const c: ReadonlyArray<Side> = substantive(contract)
  const pairs: Array<{ readonly ti: number; readonly ci: number; readonly score: number }> = []
  t.forEach((ts, ti) =>
    c.forEach((cs, ci) => {
      const score = matchScore(ts, cs)
      if (score >= MATCH_THRESHOLD) pairs.push({ ti, ci, score })
    })
  )
  pairs.sort((x, y) => y.score - x.score || x.ti - y.ti || x.ci - y.ci)
  const tUsed = new Map<number, number>()
  const cUsed = new Set<number>()
  for (const p of pairs) {
    if (tUsed.has(p.ti) || cUsed.has(p.ci)) continue
    tUsed.set(p.ti, p.ci)
    cUsed.add(p.ci)
  }
  const changed: Array<ChangedClause> = []
  const unchanged: Array<{ template: ClauseRef; contract: ClauseRef }> = []
  const missing: Array<ClauseRef> = []
  t.forEach((ts, ti) => {
    const ci = tUsed.get(ti)
    if (ci === undefined) {
      missing.push(refOf(template, ts.clause))
      return
    }
    const cs = c[ci]!
    const result = compareWords(ts.words, cs.words)
    const pair = { template: refOf(template, ts.clause), contract: refOf(contract, cs.clause) }
    if (result.similarity >= 1) unchanged.push(pair)
    else changed.push({ ...pair, ...result })
  })
  const added = c.flatMap((cs, ci) => (cUsed.has(ci) ? [] : [refOf(contract, cs.clause)]))
  return { missing, added, changed, unchanged }
}
