// Key terms of a text: the words and two-word phrases it uses most, stop words (supplied per language) and
// numbers left out. Deterministic: ties are broken by first appearance. Pure.

export interface KeyTerm {
  readonly term: string
  readonly count: number
  /** 1 for the most frequent term, down to 0.5 for one used once when the top term is used very often. */
  readonly confidence: number
}

const MIN_LENGTH = 3

/** Lower-case word tokens: letters and digits, with inner apostrophes or hyphens kept ("don't", "e-mail"). */
export const tokenize = (text: string): ReadonlyArray<string> =>
  Array.from(
    text
      .normalize("NFKC")
      .toLowerCase()
      .matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu),
    (m) => m[0].replace(/’/g, "'")
  )

const isContent = (token: string, stopwords: ReadonlySet<string>) =>
  token.length >= MIN_LENGTH && !stopwords.has(token) && !/^\p{N}+$/u.test(token)

/**
 * The `max` key terms of a text. Single words count when used at least `minCount` times (1 by default); a
 * two-word phrase of content words counts when used at least twice, and then it stands in for its words.
 */
export const keyTerms = (
  text: string,
  stopwords: ReadonlySet<string>,
  options: { readonly max?: number; readonly minCount?: number } = {}
): ReadonlyArray<KeyTerm> => {
  const max = options.max ?? 8
  const minCount = options.minCount ?? 1
  const tokens = tokenize(text)
  const counts = new Map<string, { count: number; first: number }>()
  const bump = (term: string, at: number) => {
    const c = counts.get(term)
    if (c === undefined) counts.set(term, { count: 1, first: at })
    else c.count += 1
  }
  tokens.forEach((token, i) => {
    if (!isContent(token, stopwords)) return
    bump(token, i)
    const next = tokens[i + 1]
    if (next !== undefined && isContent(next, stopwords)) bump(`${token} ${next}`, i)
  })
  const phrases = new Set(Array.from(counts).flatMap(([term, c]) => (term.includes(" ") && c.count >= 2 ? [term] : [])))
  // A word used only inside its repeated phrase is represented by the phrase; used more often alone, it stays.
  const ranked = Array.from(counts)
    .filter(([term, c]) =>
      term.includes(" ")
        ? phrases.has(term)
        : c.count >= minCount && c.count > (bestPhraseCount(term, phrases, counts) ?? 0)
    )
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, max)
  const top = ranked[0]?.[1].count ?? 1
  return ranked.map(([term, c]) => ({
    term,
    count: c.count,
    confidence: Math.round((0.5 + (0.5 * c.count) / top) * 1000) / 1000
  }))
}

/** How often the most frequent phrase containing `word` is used. */
const bestPhraseCount = (
  word: string,
  phrases: ReadonlySet<string>,
  counts: ReadonlyMap<string, { readonly count: number }>
): number | undefined => {
  let best: number | undefined
  for (const phrase of phrases) {
    if (!phrase.split(" ").includes(word)) continue
    const n = counts.get(phrase)?.count ?? 0
    if (best === undefined || n > best) best = n
  }
  return best
}
