// Negation and its scope inside one sentence: whether the words at a position are denied ("shall not
// sub-license", "no exclusivity", "is not exclusive", "without the right to assign") or affirmed. A negator
// governs the words after it up to the end of its part of the sentence (a semicolon, a colon, or a contrast such
// as "but", "provided that", "except"); two negators in one part cancel ("nothing … prevents … from").

/** Words that deny what follows them. */
const NEGATORS =
  /\b(?:not|no|never|nothing|neither|nor|none|cannot|without|prevents?|prohibit(?:s|ed)?|forbid(?:s|den)?|restrain(?:s|ed)?)\b|n['’]t\b/gi

/** Where a negation's scope ends. */
const BREAKS =
  /[;:]|\.\s|,\s*(?:but|however|provided|except|save|unless|whereas)\b|\b(?:but|however|except|unless|provided that|save that)\b|,?\s\band\s+(?=(?:is|are|shall|will|may|must|has|have|the|its|his|her|their|it|he|she|they)\b)/gi

/** The start of the part of `text` that holds position `at`. */
export const partStart = (text: string, at: number): number => {
  let start = 0
  for (const m of text.slice(0, at).matchAll(BREAKS)) start = m.index + m[0].length
  return start
}

/** The negators that govern position `at` of `text` (each once, in order). */
export const negatorsBefore = (text: string, at: number): ReadonlyArray<string> =>
  Array.from(text.slice(partStart(text, at), at).matchAll(NEGATORS), (m) => m[0].toLowerCase())

/** Whether the words at `at` are denied: an odd number of negators governs them. */
export const isNegatedAt = (text: string, at: number): boolean => negatorsBefore(text, at).length % 2 === 1

/** A word formed with a negative prefix ("non-exclusive", "nonexclusive", "non exclusive"). */
export const hasNegativePrefix = (word: string): boolean => /^non[- ]?/i.test(word)

/** A denial after the words it denies ("sub-licensing is not permitted", "assignment is prohibited"). */
const DENIED_AFTER =
  /^[\w\s-]{0,40}?\b(?:is|are|shall be|will be|may be)\s+(?:not\s+(?:permitted|allowed|granted|authori[sz]ed)|prohibited|forbidden|excluded)\b/i

export type Polarity = "affirmed" | "denied"

/** Whether the words at `start`–`end` of `text` are affirmed or denied, before or after them. */
export const polarityAt = (text: string, start: number, end: number, word = text.slice(start, end)): Polarity =>
  hasNegativePrefix(word) !== isNegatedAt(text, start) || DENIED_AFTER.test(text.slice(end)) ? "denied" : "affirmed"

/** Whether the first match of `cue` in `text` is affirmed (present and not denied), denied, or absent. */
export const polarityOf = (text: string, cue: RegExp): Polarity | null => {
  const m = new RegExp(cue.source, cue.flags.replace("g", "")).exec(text)
  return m === null ? null : polarityAt(text, m.index, m.index + m[0].length)
}
