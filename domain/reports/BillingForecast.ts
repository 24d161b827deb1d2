// Billing forecast: an ordinary least-squares line through the daily credit use of the history window, projected
// forward with a 95% prediction band (Student's t with n−2 degrees of freedom), and the day the available
// balance runs out. Pure arithmetic: the history and the balance come in as arguments.
import { addDays, type CalendarDate } from "../platform/CalendarDate.js"
import type { BillingForecastReport, ForecastDay, Period } from "./Report.js"

export const CONFIDENCE = 0.95
/** Days the forecast series covers. */
export const FORECAST_DAYS = 90
/** How far ahead the runout day is searched. */
export const RUNOUT_HORIZON_DAYS = 730

/** A trend fitted on fewer days of use than this (counted from the first day with use) is not to be trusted. */
export const MIN_HISTORY_DAYS = 14

/** Whether the history is long enough: the days from the first day with use to the end of the history. */
export const reliabilityOf = (daily: ReadonlyArray<number>): BillingForecastReport["reliability"] => {
  const first = daily.findIndex((credits) => credits > 0)
  const days = first === -1 ? 0 : daily.length - first
  const enough = days >= MIN_HISTORY_DAYS
  return {
    days_of_use: days,
    minimum_days: MIN_HISTORY_DAYS,
    enough_history: enough,
    note: enough
      ? null
      : days === 0
        ? "There is no credit use in the history, so there is no trend to project: the forecast is zero."
        : `The history holds only ${days} ${days === 1 ? "day" : "days"} of use (at least ${MIN_HISTORY_DAYS} are needed): treat the trend, its band and the runout day as rough guesses, not a forecast to plan on.`
  }
}

export const METHOD =
  "Ordinary least-squares linear regression of credits consumed per day (charges) over the history period, " +
  "days without use counted as 0. Each future day's use is the fitted line (never below 0); the 95% band is the " +
  "prediction interval from the residual standard error and Student's t with n-2 degrees of freedom, for single " +
  "days and for cumulative sums (independent errors assumed). Runout: the first day the cumulative use reaches " +
  "the available credits (credits reserved by running runs are already out of the available balance); earliest " +
  "from the band's upper edge, latest from its lower edge."

/** Two-sided 95% quantiles of Student's t (0.975 point) for 1 to 30 degrees of freedom. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042
]

/** The 0.975 quantile of Student's t: the table up to 30 degrees of freedom, then the Cornish–Fisher expansion. */
export const t975 = (df: number): number => {
  if (df < 1) return Number.NaN
  const exact = T975[Math.floor(df) - 1]
  if (exact !== undefined) return exact
  const z = 1.959964
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
}

export interface LinearFit {
  readonly n: number
  readonly intercept: number
  readonly slope: number
  /** Residual standard error; null with fewer than 3 points (no degrees of freedom left). */
  readonly sigma: number | null
  readonly rSquared: number | null
  readonly meanX: number
  readonly sxx: number
}

/** Least squares of `ys` against x = 0, 1, 2, … */
export const fitLine = (ys: ReadonlyArray<number>): LinearFit => {
  const n = ys.length
  if (n === 0) return { n, intercept: 0, slope: 0, sigma: null, rSquared: null, meanX: 0, sxx: 0 }
  const meanX = (n - 1) / 2
  const meanY = ys.reduce((a, b) => a + b, 0) / n
  let sxx = 0
  let sxy = 0
  let syy = 0
  ys.forEach((y, x) => {
    sxx += (x - meanX) ** 2
    sxy += (x - meanX) * (y - meanY)
    syy += (y - meanY) ** 2
  })
  const slope = sxx === 0 ? 0 : sxy / sxx
  const intercept = meanY - slope * meanX
  const sse = ys.reduce((acc, y, x) => acc + (y - (intercept + slope * x)) ** 2, 0)
  return {
    n,
    intercept,
    slope,
    sigma: n >= 3 ? Math.sqrt(sse / (n - 2)) : null,
    rSquared: syy === 0 ? null : 1 - sse / syy,
    meanX,
    sxx
  }
}

const round = (x: number) => Math.round(x * 100) / 100

/**
 * The forecast from the daily use of `history` (one number per day of the period, oldest first) and the
 * available balance: `FORECAST_DAYS` days of expected use with their band, the next 30 days, and the runout.
 */
export const forecast = (input: {
  readonly period: Period
  readonly daily: ReadonlyArray<number>
  readonly available: number
  readonly reserved: number
}): Omit<BillingForecastReport, "report" | "workspace_id" | "generated_at"> => {
  const fit = fitLine(input.daily)
  const t = fit.sigma === null ? 0 : t975(fit.n - 2)
  const s = fit.sigma ?? 0
  const at = (h: number) => fit.n - 1 + h
  const daily = (h: number) => {
    const x = at(h)
    const mean = fit.intercept + fit.slope * x
    const half = fit.n === 0 || fit.sxx === 0 ? 0 : t * s * Math.sqrt(1 + 1 / fit.n + (x - fit.meanX) ** 2 / fit.sxx)
    return { mean, half }
  }
  // Cumulative sums: S_H = Σ ŷ(x_h); Var = σ²·(H + H²/n + (Σ(x_h − x̄))² / Sxx).
  let sumMean = 0
  let sumDx = 0
  const cumulative = (h: number, mean: number) => {
    sumMean += Math.max(0, mean)
    sumDx += at(h) - fit.meanX
    const half = fit.n === 0 || fit.sxx === 0 ? 0 : t * s * Math.sqrt(h + (h * h) / fit.n + (sumDx * sumDx) / fit.sxx)
    return { expected: sumMean, lower: Math.max(0, sumMean - half), upper: sumMean + half }
  }
  const days: Array<ForecastDay> = []
  let next30 = { expected: 0, lower: 0, upper: 0 }
  const runout: { expected: CalendarDate | null; earliest: CalendarDate | null; latest: CalendarDate | null } = {
    expected: null,
    earliest: null,
    latest: null
  }
  for (let h = 1; h <= RUNOUT_HORIZON_DAYS; h++) {
    const d = daily(h)
    const c = cumulative(h, d.mean)
    const day = addDays(input.period.to, h)
    if (h <= FORECAST_DAYS) {
      days.push({
        day,
        expected: round(Math.max(0, d.mean)),
        lower: round(Math.max(0, d.mean - d.half)),
        upper: round(Math.max(0, d.mean + d.half)),
        cumulative_expected: round(c.expected),
        cumulative_lower: round(c.lower),
        cumulative_upper: round(c.upper)
      })
    }
    if (h === 30) next30 = { expected: round(c.expected), lower: round(c.lower), upper: round(c.upper) }
    if (runout.expected === null && c.expected > 0 && c.expected >= input.available) runout.expected = day
    if (runout.earliest === null && c.upper > 0 && c.upper >= input.available) runout.earliest = day
    if (runout.latest === null && c.lower > 0 && c.lower >= input.available) runout.latest = day
  }
  return {
    method: METHOD,
    history: {
      period: input.period,
      total: input.daily.reduce((a, b) => a + b, 0),
      daily: input.daily.map((credits, i) => ({ day: addDays(input.period.from, i), credits }))
    },
    model: {
      n: fit.n,
      slope_per_day: Math.round(fit.slope * 1000) / 1000,
      intercept: round(fit.intercept),
      r_squared: fit.rSquared === null ? null : Math.round(fit.rSquared * 1000) / 1000,
      residual_std_error: fit.sigma === null ? null : round(fit.sigma),
      confidence: CONFIDENCE
    },
    balance: { available: input.available, reserved: input.reserved },
    reliability: reliabilityOf(input.daily),
    forecast: days,
    next_30_days: next30,
    runout: { ...runout, horizon_days: RUNOUT_HORIZON_DAYS }
  }
}
