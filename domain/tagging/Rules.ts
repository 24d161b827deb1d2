// Explicit threshold rules that turn measurements into descriptive terms (moods, audio classes). A rule fires
// when every one of its conditions holds; its confidence is 0.5 at the thresholds and grows to 1 as each
// condition clears its threshold by its `width`, limited by the weakest condition. Pure and deterministic.

export interface Condition {
  readonly measure: string
  readonly op: ">=" | "<="
  readonly threshold: number
  /** How far past the threshold the condition counts as fully met (confidence 1). */
  readonly width: number
}

export interface Rule {
  readonly term: string
  /**
   * The plain words the term stands for in a taxonomy, surest first (e.g. `speech` for `speech-like`); the first
   * is the one suggested when no term matches. Without it, the term itself.
   */
  readonly words?: ReadonlyArray<string>
  readonly conditions: ReadonlyArray<Condition>
  /** A plain-English statement of the rule, for the reasoning log and the docs. */
  readonly description: string
}

export interface RuleOutcome {
  readonly term: string
  readonly words: ReadonlyArray<string>
  readonly confidence: number
  /** Each condition with the measured value, e.g. `brightness 0.82 >= 0.7`. */
  readonly because: ReadonlyArray<string>
  readonly rule: string
}

const round = (x: number) => Math.round(x * 1000) / 1000

/** How strongly a condition holds: none (it fails or the measure is missing), else 0 to 1. */
export const conditionDegree = (c: Condition, measures: Readonly<Record<string, number>>): number | undefined => {
  const value = measures[c.measure]
  if (value === undefined || Number.isNaN(value)) return undefined
  const margin = c.op === ">=" ? value - c.threshold : c.threshold - value
  if (margin < 0) return undefined
  return c.width <= 0 ? 1 : Math.min(1, margin / c.width)
}

/** The rules that fire on these measurements, in the order of `rules`. */
export const evaluate = (
  rules: ReadonlyArray<Rule>,
  measures: Readonly<Record<string, number>>
): ReadonlyArray<RuleOutcome> =>
  rules.flatMap((rule) => {
    const degrees = rule.conditions.map((c) => conditionDegree(c, measures))
    if (degrees.some((d) => d === undefined)) return []
    const weakest = Math.min(...(degrees as ReadonlyArray<number>))
    return [
      {
        term: rule.term,
        words: rule.words ?? [rule.term],
        confidence: round(0.5 + 0.5 * weakest),
        because: rule.conditions.map((c) => `${c.measure} ${round(measures[c.measure] ?? NaN)} ${c.op} ${c.threshold}`),
        rule: rule.description
      }
    ]
  })

const at = (measure: string, op: Condition["op"], threshold: number, width: number): Condition => ({
  measure,
  op,
  threshold,
  width
})

/**
 * Image tone and mood rules on the colour statistics (brightness, saturation and contrast 0–1, warmth −1..1).
 * Tones describe one measure; moods combine several, following common colour-psychology conventions.
 */
export const IMAGE_RULES: ReadonlyArray<Rule> = [
  { term: "bright", conditions: [at("brightness", ">=", 0.7, 0.2)], description: "bright: brightness ≥ 0.7" },
  { term: "dark", conditions: [at("brightness", "<=", 0.3, 0.2)], description: "dark: brightness ≤ 0.3" },
  { term: "vibrant", conditions: [at("saturation", ">=", 0.5, 0.3)], description: "vibrant: saturation ≥ 0.5" },
  {
    term: "muted",
    conditions: [at("saturation", "<=", 0.25, 0.1), at("saturation", ">=", 0.05, 0.05)],
    description: "muted: 0.05 ≤ saturation ≤ 0.25"
  },
  {
    term: "monochrome",
    conditions: [at("saturation", "<=", 0.05, 0.05)],
    description: "monochrome: saturation ≤ 0.05"
  },
  { term: "warm", conditions: [at("warmth", ">=", 0.3, 0.4)], description: "warm: warmth ≥ 0.3" },
  { term: "cool", conditions: [at("warmth", "<=", -0.3, 0.4)], description: "cool: warmth ≤ −0.3" },
  {
    term: "high contrast",
    conditions: [at("contrast", ">=", 0.3, 0.1)],
    description: "high contrast: contrast (luma standard deviation) ≥ 0.3"
  },
  {
    term: "energetic",
    conditions: [at("brightness", ">=", 0.5, 0.2), at("saturation", ">=", 0.5, 0.3), at("warmth", ">=", 0.3, 0.4)],
    description: "energetic: brightness ≥ 0.5, saturation ≥ 0.5 and warmth ≥ 0.3"
  },
  {
    term: "calm",
    conditions: [
      at("brightness", ">=", 0.35, 0.15),
      at("saturation", "<=", 0.6, 0.2),
      at("warmth", "<=", -0.3, 0.4),
      at("contrast", "<=", 0.25, 0.1)
    ],
    description: "calm: brightness ≥ 0.35, saturation ≤ 0.6, warmth ≤ −0.3 and contrast ≤ 0.25"
  },
  {
    term: "serene",
    conditions: [at("brightness", ">=", 0.65, 0.15), at("saturation", "<=", 0.35, 0.15), at("warmth", "<=", 0, 0.5)],
    description: "serene: brightness ≥ 0.65, saturation ≤ 0.35 and warmth ≤ 0"
  },
  {
    term: "cosy",
    conditions: [at("warmth", ">=", 0.4, 0.4), at("brightness", "<=", 0.55, 0.2), at("brightness", ">=", 0.15, 0.1)],
    description: "cosy: warmth ≥ 0.4 and 0.15 ≤ brightness ≤ 0.55"
  },
  {
    term: "dramatic",
    conditions: [at("brightness", "<=", 0.4, 0.2), at("contrast", ">=", 0.25, 0.1)],
    description: "dramatic: brightness ≤ 0.4 and contrast ≥ 0.25"
  },
  {
    term: "gloomy",
    conditions: [at("brightness", "<=", 0.3, 0.2), at("saturation", "<=", 0.25, 0.15), at("contrast", "<=", 0.2, 0.1)],
    description: "gloomy: brightness ≤ 0.3, saturation ≤ 0.25 and contrast ≤ 0.2"
  }
]

/** The terms of IMAGE_RULES that describe a mood (the rest describe a tone). */
export const MOOD_TERMS: ReadonlySet<string> = new Set(["energetic", "calm", "serene", "cosy", "dramatic", "gloomy"])
