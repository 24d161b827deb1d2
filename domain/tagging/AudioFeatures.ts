// Measurements of decoded mono PCM (samples −1..1 at a known rate): loudness (RMS and peak dBFS), silence ratio,
// a tempo estimate with its beat clarity, spectral flatness, pitch stability and syllabic modulation. Pure and
// deterministic; frame sizes are in seconds, so any sample rate gives comparable numbers.
import { evaluate, type Rule, type RuleOutcome } from "./Rules.js"

/** The level below which a 50 ms window counts as silent. */
export const SILENCE_DBFS = -50

export interface AudioFeatures {
  readonly durationSeconds: number
  readonly rmsDbfs: number
  readonly peakDbfs: number
  /** Share of 50 ms windows below SILENCE_DBFS. */
  readonly silenceRatio: number
  /** Share of non-silent 50 ms windows more than 20 dB below the loudest tenth: the pauses between words. */
  readonly pauseRatio: number
  /** Beats per minute of the strongest periodicity of the onset envelope (60–200), when there is one. */
  readonly tempoBpm: number | null
  /** Normalised autocorrelation of the onset envelope at the tempo lag, 0 (no beat) to 1 (metronome). */
  readonly beatClarity: number
  /** Mean spectral flatness of the sounding frames, 0 (pure tones) to 1 (white noise). */
  readonly spectralFlatness: number
  /** The median strongest frequency of the sounding frames, Hz. */
  readonly dominantHz: number | null
  /** Share of sounding frames whose strongest frequency is within 3% of the median: 1 for one steady tone. */
  readonly pitchStability: number
  /** Share of the loudness envelope's modulation power at syllable rates (2–8 Hz) within 0.5–20 Hz. */
  readonly syllabicModulation: number
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits
const dbfs = (amplitude: number) => (amplitude <= 1e-10 ? -200 : 20 * Math.log10(amplitude))

/** In-place iterative radix-2 FFT; `re.length` must be a power of two. */
export const fft = (re: Float64Array, im: Float64Array): void => {
  const n = re.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      ;[re[i], re[j]] = [re[j]!, re[i]!]
      ;[im[i], im[j]] = [im[j]!, im[i]!]
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(step * k)
        const wi = Math.sin(step * k)
        const a = start + k
        const b = a + size / 2
        const tr = re[b]! * wr - im[b]! * wi
        const ti = re[b]! * wi + im[b]! * wr
        re[b] = re[a]! - tr
        im[b] = im[a]! - ti
        re[a] = re[a]! + tr
        im[a] = im[a]! + ti
      }
    }
  }
}

/** RMS of consecutive windows of `size` samples (a last partial window is dropped unless it is the only one). */
const windowRms = (pcm: Float32Array, size: number): Float64Array => {
  const count = Math.max(1, Math.floor(pcm.length / size))
  const out = new Float64Array(count)
  for (let w = 0; w < count; w++) {
    let sum = 0
    const end = Math.min(pcm.length, (w + 1) * size)
    for (let i = w * size; i < end; i++) sum += pcm[i]! * pcm[i]!
    out[w] = Math.sqrt(sum / Math.max(1, end - w * size))
  }
  return out
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!
}

/** Tempo from the onset envelope (10 ms hop): autocorrelation over 60–200 BPM, refined by parabolic interpolation. */
const tempo = (envelope: Float64Array): { readonly bpm: number | null; readonly clarity: number } => {
  const hop = 0.01
  const onset = new Float64Array(envelope.length)
  for (let i = 1; i < envelope.length; i++) {
    onset[i] = Math.max(0, Math.log1p(1000 * envelope[i]!) - Math.log1p(1000 * envelope[i - 1]!))
  }
  // Smoothing over ±20 ms lets a beat whose period is not a whole number of hops still line up with itself.
  const smooth = new Float64Array(onset.length)
  const kernel = [1, 2, 3, 2, 1]
  for (let i = 0; i < onset.length; i++) {
    let s = 0
    for (let k = -2; k <= 2; k++) s += (onset[i + k] ?? 0) * kernel[k + 2]!
    smooth[i] = s / 9
  }
  onset.set(smooth)
  const mean = onset.reduce((a, b) => a + b, 0) / Math.max(1, onset.length)
  // A steady sound has no onsets (a mean log-loudness rise under 0.02 per 10 ms): what is left is ripple, not a beat.
  if (mean < 0.02) return { bpm: null, clarity: 0 }
  for (let i = 0; i < onset.length; i++) onset[i] = onset[i]! - mean
  const minLag = Math.round(60 / 200 / hop)
  const maxLag = Math.round(60 / 60 / hop)
  if (onset.length < maxLag * 2) return { bpm: null, clarity: 0 }
  const ac = (lag: number) => {
    let s = 0
    for (let i = lag; i < onset.length; i++) s += onset[i]! * onset[i - lag]!
    return s / (onset.length - lag)
  }
  const zero = ac(0)
  if (zero <= 1e-12) return { bpm: null, clarity: 0 }
  let bestLag = minLag
  let best = -Infinity
  const values = new Map<number, number>()
  for (let lag = minLag - 1; lag <= maxLag + 1; lag++) values.set(lag, ac(lag))
  // The lag is chosen under a log-normal tempo prior around 120 BPM (σ one octave), the usual remedy for picking
  // the bar (60) instead of the beat (120); the clarity reported is the plain autocorrelation at that lag.
  let bestScore = -Infinity
  for (let lag = minLag; lag <= maxLag; lag++) {
    const v = values.get(lag)!
    const score = v * Math.exp(-0.5 * Math.log2(60 / (lag * hop) / 120) ** 2)
    if (score > bestScore) {
      bestScore = score
      best = v
      bestLag = lag
    }
  }
  const clarity = Math.max(0, best / zero)
  const prev = values.get(bestLag - 1)!
  const next = values.get(bestLag + 1)!
  const curvature = prev - 2 * best + next
  const shift = curvature === 0 ? 0 : Math.max(-0.5, Math.min(0.5, (0.5 * (prev - next)) / curvature))
  return { bpm: round(60 / ((bestLag + shift) * hop), 1), clarity: round(clarity) }
}

const FRAME = 1024

/** Spectral flatness and strongest frequency of sounding frames (at most 400, evenly spread). */
const spectra = (pcm: Float32Array, rate: number, sounding: (sample: number) => boolean) => {
  const hops = Math.floor((pcm.length - FRAME) / (FRAME / 2)) + 1
  const starts: Array<number> = []
  for (let h = 0; h < hops; h++) if (sounding(h * (FRAME / 2) + FRAME / 2)) starts.push(h * (FRAME / 2))
  const picked =
    starts.length <= 400
      ? starts
      : Array.from({ length: 400 }, (_, i) => starts[Math.floor((i * starts.length) / 400)]!)
  const lo = Math.max(1, Math.floor((60 * FRAME) / rate))
  const hi = Math.min(FRAME / 2 - 1, Math.floor((Math.min(8000, rate / 2 - 1) * FRAME) / rate))
  const flatness: Array<number> = []
  const peaks: Array<number> = []
  const re = new Float64Array(FRAME)
  const im = new Float64Array(FRAME)
  for (const start of picked) {
    for (let i = 0; i < FRAME; i++) {
      const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1))
      re[i] = (pcm[start + i] ?? 0) * hann
      im[i] = 0
    }
    fft(re, im)
    let logSum = 0
    let sum = 0
    let peak = lo
    let peakPower = -1
    for (let k = lo; k <= hi; k++) {
      const power = re[k]! * re[k]! + im[k]! * im[k]! + 1e-12
      logSum += Math.log(power)
      sum += power
      if (power > peakPower) {
        peakPower = power
        peak = k
      }
    }
    const bins = hi - lo + 1
    flatness.push(Math.exp(logSum / bins) / (sum / bins))
    peaks.push((peak * rate) / FRAME)
  }
  return { flatness, peaks }
}

/** Share of the envelope's modulation power (0.5–20 Hz) that lies at 2–8 Hz. */
const syllabic = (envelope: Float64Array, hop: number): number => {
  let n = 1
  while (n < envelope.length) n <<= 1
  if (envelope.length < 100) return 0
  const re = new Float64Array(n)
  const im = new Float64Array(n)
  const mean = envelope.reduce((a, b) => a + b, 0) / envelope.length
  for (let i = 0; i < envelope.length; i++) re[i] = envelope[i]! - mean
  fft(re, im)
  let band = 0
  let total = 0
  for (let k = 1; k < n / 2; k++) {
    const hz = k / (n * hop)
    if (hz < 0.5 || hz > 20) continue
    const power = re[k]! * re[k]! + im[k]! * im[k]!
    total += power
    if (hz >= 2 && hz <= 8) band += power
  }
  return total <= 0 ? 0 : band / total
}

/** Measures mono PCM at `rate` samples per second. */
export const audioFeatures = (pcm: Float32Array, rate: number): AudioFeatures => {
  const durationSeconds = pcm.length / rate
  let sum = 0
  let peak = 0
  for (let i = 0; i < pcm.length; i++) {
    const v = pcm[i]!
    sum += v * v
    if (Math.abs(v) > peak) peak = Math.abs(v)
  }
  const windows = windowRms(pcm, Math.max(1, Math.round(rate * 0.05)))
  const windowDb = Array.from(windows, dbfs)
  const silent = windowDb.map((d) => d < SILENCE_DBFS)
  const silenceRatio = silent.filter(Boolean).length / windowDb.length
  const soundingDb = windowDb.filter((d) => d >= SILENCE_DBFS)
  const loud = [...soundingDb].sort((a, b) => b - a)[Math.floor(soundingDb.length / 10)] ?? -200
  const pauseRatio = soundingDb.length === 0 ? 0 : soundingDb.filter((d) => d < loud - 20).length / soundingDb.length
  const hop = 0.01
  const envelope = windowRms(pcm, Math.max(1, Math.round(rate * hop)))
  const beat = tempo(envelope)
  const windowSize = Math.max(1, Math.round(rate * 0.05))
  const { flatness, peaks } = spectra(pcm, rate, (sample) => silent[Math.floor(sample / windowSize)] === false)
  const dominant = peaks.length === 0 ? null : median(peaks)
  const stable = dominant === null ? 0 : peaks.filter((p) => Math.abs(p - dominant) <= dominant * 0.03).length
  return {
    durationSeconds: round(durationSeconds),
    rmsDbfs: round(dbfs(Math.sqrt(sum / Math.max(1, pcm.length))), 1),
    peakDbfs: round(dbfs(peak), 1),
    silenceRatio: round(silenceRatio),
    pauseRatio: round(pauseRatio),
    tempoBpm: beat.bpm,
    beatClarity: beat.clarity,
    spectralFlatness: round(flatness.length === 0 ? 0 : flatness.reduce((a, b) => a + b, 0) / flatness.length),
    dominantHz: dominant === null ? null : round(dominant, 1),
    pitchStability: round(peaks.length === 0 ? 0 : stable / peaks.length),
    syllabicModulation: round(syllabic(envelope, hop))
  }
}

const at = (measure: string, op: ">=" | "<=", threshold: number, width: number) => ({ measure, op, threshold, width })

/**
 * Audio classes by explicit rules. Each class names the plain words a taxonomy uses for it ("speech" for
 * speech-like sound, "tone" for a steady tone); a workspace adds its own words as synonyms of its terms. Speech
 * and music are claimed only with several agreeing signals: speech needs syllable-rate loudness modulation,
 * pauses and a moving pitch without a steady beat; music needs a clear beat without being one steady tone. Anything else gets no class (the measurements are still reported).
 */
export const AUDIO_RULES: ReadonlyArray<Rule> = [
  {
    term: "silence",
    words: ["silence", "silent", "no sound"],
    conditions: [at("silenceRatio", ">=", 0.95, 0.05)],
    description: "silence: at least 95% of 50 ms windows below −50 dBFS"
  },
  {
    term: "steady tone",
    words: ["tone", "steady tone", "test tone", "sine tone", "beep"],
    conditions: [
      at("silenceRatio", "<=", 0.5, 0.3),
      at("pitchStability", ">=", 0.9, 0.1),
      at("spectralFlatness", "<=", 0.05, 0.05)
    ],
    description: "steady tone: sounding ≥ half the time, one strongest frequency in ≥ 90% of frames, flatness ≤ 0.05"
  },
  {
    term: "music-like",
    words: ["music", "music-like", "musical"],
    conditions: [
      at("beatClarity", ">=", 0.3, 0.3),
      at("pitchStability", "<=", 0.85, 0.2),
      at("silenceRatio", "<=", 0.5, 0.3),
      at("spectralFlatness", "<=", 0.35, 0.2)
    ],
    description: "music-like: beat clarity ≥ 0.3, pitch stability ≤ 0.85 (not one tone), silence ≤ 50%, flatness ≤ 0.35"
  },
  {
    term: "speech-like",
    words: ["speech", "speech-like", "voice", "spoken word", "talking"],
    conditions: [
      at("syllabicModulation", ">=", 0.35, 0.2),
      at("pauseRatio", ">=", 0.05, 0.1),
      at("pitchStability", "<=", 0.6, 0.3),
      at("beatClarity", "<=", 0.3, 0.15)
    ],
    description:
      "speech-like: ≥ 35% of loudness modulation at 2–8 Hz (syllables), ≥ 5% pauses, pitch stability ≤ 0.6, " +
      "beat clarity ≤ 0.3"
  },
  { term: "loud", conditions: [at("rmsDbfs", ">=", -14, 6)], description: "loud: RMS ≥ −14 dBFS" },
  {
    term: "quiet",
    conditions: [at("rmsDbfs", "<=", -35, 10), at("silenceRatio", "<=", 0.95, 0.05)],
    description: "quiet: RMS ≤ −35 dBFS while not silent"
  }
]

/** The classes the audio rules give for these features. */
export const classifyAudio = (features: AudioFeatures): ReadonlyArray<RuleOutcome> =>
  evaluate(AUDIO_RULES, {
    silenceRatio: features.silenceRatio,
    pauseRatio: features.pauseRatio,
    pitchStability: features.pitchStability,
    spectralFlatness: features.spectralFlatness,
    beatClarity: features.beatClarity,
    syllabicModulation: features.syllabicModulation,
    rmsDbfs: features.rmsDbfs
  })

/** A tempo word for music-like audio: slow below 90 BPM, fast above 130, else moderate. */
export const tempoTerm = (bpm: number): string =>
  bpm < 90 ? "slow tempo" : bpm > 130 ? "fast tempo" : "moderate tempo"
