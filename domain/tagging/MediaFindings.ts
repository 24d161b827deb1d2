// Turns what the analysers measured (image facts and pixel statistics, recognised text, audio features, document
// text, container metadata) into findings and the log entries that explain them. Every finding carries its
// evidence; descriptive words (tones, moods, audio classes) come only from the explicit rules of Rules.ts and
// AudioFeatures.ts. Pure: the same measurements give the same findings in the same order.
import { type AudioFeatures, classifyAudio, tempoTerm } from "./AudioFeatures.js"
import { type ColourStats, dominantColours, PALETTE } from "./ColourPalette.js"
import type { JsonObject } from "../platform/Json.js"
import { type KeyTerm } from "./KeyTerms.js"
import {
  calibrated,
  calibratedConfidence,
  classKind,
  classScenes,
  classWords,
  KIND_THRESHOLD,
  largeEnoughToName,
  MIN_OBJECT_SIDE,
  thresholdOf
} from "./ObjectClasses.js"
import { evaluate, IMAGE_RULES, MOOD_TERMS, type RuleOutcome } from "./Rules.js"
import { type Sample, SCENE_RULES, sceneMeasures } from "./SceneLayout.js"
import { type FindingAspect, type FindingDraft, log, type LogEntry } from "./Tagging.js"

export interface Interpretation {
  readonly findings: ReadonlyArray<FindingDraft>
  readonly log: ReadonlyArray<LogEntry>
}

export const combine = (...parts: ReadonlyArray<Interpretation>): Interpretation => ({
  findings: parts.flatMap((p) => p.findings),
  log: parts.flatMap((p) => p.log)
})

const finding = (
  aspect: FindingAspect,
  measure: string,
  value: string | number | boolean,
  fields: Partial<Omit<FindingDraft, "aspect" | "measure" | "value">> = {}
): FindingDraft => ({
  aspect,
  measure,
  value,
  unit: fields.unit ?? null,
  confidence: fields.confidence ?? 1,
  evidence: fields.evidence ?? {},
  terms: fields.terms ?? [],
  mentions: fields.mentions ?? null
})

/** Landscape, portrait or square (sides within 5% of each other), from the displayed width and height. */
export const orientationOf = (width: number, height: number): "landscape" | "portrait" | "square" =>
  Math.abs(width - height) <= 0.05 * Math.max(width, height) ? "square" : width > height ? "landscape" : "portrait"

/** EXIF orientations 5–8 rotate the picture a quarter turn, so its displayed sides are swapped. */
export const displayedSize = (width: number, height: number, exifOrientation: number | null) =>
  exifOrientation !== null && exifOrientation >= 5 && exifOrientation <= 8
    ? { width: height, height: width }
    : { width, height }

const ruleFinding = (aspect: FindingAspect, measure: string, outcome: RuleOutcome, source: string) =>
  finding(aspect, measure, outcome.term, {
    confidence: outcome.confidence,
    terms: outcome.words,
    evidence: { source, rule: outcome.rule, because: [...outcome.because] }
  })

const ruleLog = (outcome: RuleOutcome, what: string) =>
  log("reasoning", `${what} "${outcome.term}" because ${outcome.because.join(", ")}`, {
    term: outcome.term,
    rule: outcome.rule,
    confidence: outcome.confidence
  })

/** The geometry of a picture: dimensions and orientation (and animation, for several frames). */
export const geometryFindings = (input: {
  readonly width: number
  readonly height: number
  readonly exifOrientation: number | null
  readonly frames: number
  readonly aspect: "image" | "video"
}): Interpretation => {
  const shown = displayedSize(input.width, input.height, input.exifOrientation)
  const orientation = orientationOf(shown.width, shown.height)
  const evidence = {
    width: shown.width,
    height: shown.height,
    aspect_ratio: Math.round((shown.width / Math.max(1, shown.height)) * 1000) / 1000,
    exif_orientation: input.exifOrientation
  }
  return {
    findings: [
      finding(input.aspect, "dimensions", `${shown.width}x${shown.height}`, {
        unit: "px",
        evidence: { ...evidence, megapixels: Math.round((shown.width * shown.height) / 10_000) / 100 }
      }),
      finding(input.aspect, "orientation", orientation, { terms: [orientation], evidence }),
      ...(input.aspect === "image" && input.frames > 1
        ? [finding("image", "animated", true, { terms: ["animated"], evidence: { frames: input.frames } })]
        : [])
    ],
    log: [
      log("observation", `Measured ${shown.width}×${shown.height} px: ${orientation}`, evidence),
      ...(input.aspect === "image" && input.frames > 1
        ? [log("observation", `The image has ${input.frames} frames (animated)`, { frames: input.frames })]
        : [])
    ]
  }
}

/** Dominant colours in the fixed palette, the tone measurements, and the tones and moods the rules give. */
export const colourFindings = (stats: ColourStats, source: JsonObject): Interpretation => {
  const dominant = dominantColours(stats)
  const measures = {
    brightness: stats.brightness,
    saturation: stats.saturation,
    contrast: stats.contrast,
    warmth: stats.warmth
  }
  const outcomes = evaluate(IMAGE_RULES, measures)
  const palette =
    `nearest by CIEDE2000 in the ${PALETTE.length}-colour palette (${PALETTE.map((p) => p.name).join(", ")}) ` +
    "and the taxonomy's colour terms; shadows named after their lit surface"
  return {
    findings: [
      ...dominant.map((c) =>
        finding("colour", "dominant_colour", c.name, {
          confidence: c.confidence,
          terms: [c.name],
          evidence: { ...source, share: c.share, mean_delta_e2000: c.meanDistance, palette }
        })
      ),
      ...Object.entries(measures).map(([measure, value]) =>
        finding("tone", measure, value, { evidence: { ...source, pixels: stats.pixels } })
      ),
      ...outcomes.map((o) =>
        ruleFinding(
          MOOD_TERMS.has(o.term) ? "mood" : "tone",
          MOOD_TERMS.has(o.term) ? "mood" : "tone",
          o,
          "image rules"
        )
      )
    ],
    log: [
      log(
        "observation",
        `Dominant colours: ${dominant.map((c) => `${c.name} ${Math.round(c.share * 100)}%`).join(", ") || "none above 10%"}`,
        { colours: dominant.map((c) => ({ name: c.name, share: c.share, mean_delta_e2000: c.meanDistance })), palette }
      ),
      log(
        "observation",
        `Brightness ${stats.brightness}, saturation ${stats.saturation}, contrast ${stats.contrast}, warmth ${stats.warmth}`,
        { ...measures, pixels: stats.pixels }
      ),
      ...outcomes.map((o) => ruleLog(o, MOOD_TERMS.has(o.term) ? "Mood" : "Tone"))
    ]
  }
}

/** Scene terms (sky, night, vegetation) from where colours sit in the upright pixel sample. */
export const sceneFindings = (sample: Sample, source: JsonObject): Interpretation => {
  const measures = sceneMeasures(sample)
  const outcomes = evaluate(SCENE_RULES, { ...measures })
  return {
    findings: outcomes.map((o) => ruleFinding("image", "scene", o, "scene rules")),
    log: [
      log(
        "observation",
        `Scene layout: ${Object.entries(measures)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}`,
        {
          ...source,
          ...measures
        }
      ),
      ...outcomes.map((o) => ruleLog(o, "Scene"))
    ]
  }
}

/** Words read by OCR count when the engine is at least this sure of them (0–100). */
export const MIN_WORD_CONFIDENCE = 60

export interface RecognisedText {
  readonly words: ReadonlyArray<{ readonly text: string; readonly confidence: number }>
  readonly engine: string
}

/** A real word: read with at least this confidence (0–100), this many letters or more, and in the dictionary. */
export const MIN_REAL_WORD_CONFIDENCE = 75
export const MIN_REAL_WORD_LENGTH = 3

/**
 * The words of OCR output that are real words: letters only once punctuation at either end is removed (an inner
 * hyphen or apostrophe allowed), at least MIN_REAL_WORD_LENGTH letters, read with at least
 * MIN_REAL_WORD_CONFIDENCE, and in the dictionary. Texture read as text gives marks such as `=`, `Ld`, `4S` or
 * `seh`, which fail one of these.
 */
export const realWords = (words: RecognisedText["words"], isWord: (word: string) => boolean): RecognisedText["words"] =>
  words.flatMap((w) => {
    const bare = w.text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")
    return w.confidence >= MIN_REAL_WORD_CONFIDENCE &&
      bare.length >= MIN_REAL_WORD_LENGTH &&
      /^\p{L}+(?:['’-]\p{L}+)*$/u.test(bare) &&
      isWord(bare)
      ? [{ text: bare, confidence: w.confidence }]
      : []
  })

/** Whether these real words make a picture's text: two or more, or one of four letters or more read at 85 or more. */
export const isText = (real: RecognisedText["words"]): boolean =>
  real.length >= 2 || real.some((w) => w.text.length >= 4 && w.confidence >= 85)

/**
 * The legible text of a picture (words the OCR engine is sure of) and its key terms, when it holds real words
 * (realWords, isText); otherwise what OCR saw is logged as noise and makes no finding.
 */
export const textFindings = (
  ocr: RecognisedText,
  keyTermsOf: (text: string) => ReadonlyArray<KeyTerm>,
  isWord: (word: string) => boolean,
  where: JsonObject = {}
): Interpretation => {
  const legible = ocr.words.filter((w) => w.confidence >= MIN_WORD_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text))
  const real = realWords(legible, isWord)
  if (!isText(real)) {
    return {
      findings: [],
      log: [
        log(
          "observation",
          legible.length === 0
            ? "No legible text found by OCR"
            : `No text: OCR made out ${legible.length} mark(s) but ${real.length === 0 ? "no real word" : "too few real words"} ` +
                `("${legible
                  .slice(0, 10)
                  .map((w) => w.text)
                  .join(" ")}")`,
          {
            ...where,
            words_seen: ocr.words.length,
            legible: legible.length,
            real_words: real.map((w) => w.text),
            min_word_confidence: MIN_WORD_CONFIDENCE,
            min_real_word_confidence: MIN_REAL_WORD_CONFIDENCE
          }
        )
      ]
    }
  }
  const text = legible.map((w) => w.text).join(" ")
  const confidence = Math.round(real.reduce((s, w) => s + w.confidence, 0) / real.length) / 100
  const terms = keyTermsOf(text)
  return {
    findings: [
      finding("text", "ocr_text", text, {
        confidence,
        terms: ["text"],
        mentions: text,
        evidence: {
          ...where,
          engine: ocr.engine,
          words: legible.length,
          real_words: real.length,
          dropped_words: ocr.words.length - legible.length
        }
      }),
      ...terms.map((t) =>
        finding("text", "key_term", t.term, {
          confidence: Math.round(Math.min(confidence, t.confidence) * 1000) / 1000,
          terms: [t.term],
          evidence: { ...where, count: t.count, from: "ocr_text" }
        })
      )
    ],
    log: [
      log("observation", `OCR read ${legible.length} word(s): "${text.slice(0, 200)}"`, {
        ...where,
        confidence,
        engine: ocr.engine
      })
    ]
  }
}

export interface AudioMetadata {
  readonly container: string | null
  readonly codec: string | null
  readonly durationSeconds: number | null
  readonly sampleRate: number | null
  readonly channels: number | null
  readonly genre: ReadonlyArray<string>
}

/** Duration, format and channels from the container; loudness, silence, tempo and classes from the samples. */
export const audioFindings = (
  meta: AudioMetadata,
  features: AudioFeatures | null,
  analysedSeconds: number | null
): Interpretation => {
  const findings: Array<FindingDraft> = []
  const entries: Array<LogEntry> = []
  const fromContainer = { source: "container metadata", container: meta.container, codec: meta.codec }
  if (meta.durationSeconds !== null) {
    findings.push(finding("audio", "duration", meta.durationSeconds, { unit: "s", evidence: fromContainer }))
  }
  if (meta.sampleRate !== null) {
    findings.push(finding("audio", "sample_rate", meta.sampleRate, { unit: "Hz", evidence: fromContainer }))
  }
  if (meta.channels !== null) {
    findings.push(finding("audio", "channels", meta.channels, { evidence: fromContainer }))
  }
  for (const genre of meta.genre) {
    findings.push(
      finding("audio", "genre", genre, { confidence: 0.9, terms: [genre], evidence: { source: "the file's own tags" } })
    )
  }
  entries.push(
    log(
      "observation",
      `Audio: ${meta.codec ?? "unknown codec"} in ${meta.container ?? "unknown container"}, ` +
        `${meta.durationSeconds ?? "?"} s, ${meta.sampleRate ?? "?"} Hz, ${meta.channels ?? "?"} channel(s)`,
      { ...fromContainer, duration_s: meta.durationSeconds, sample_rate: meta.sampleRate, channels: meta.channels }
    )
  )
  if (features === null) return { findings, log: entries }
  const measured = { source: "decoded samples (mono)", analysed_seconds: analysedSeconds }
  findings.push(
    finding("audio", "loudness", features.rmsDbfs, {
      unit: "dBFS",
      evidence: { ...measured, peak_dbfs: features.peakDbfs }
    }),
    finding("audio", "peak", features.peakDbfs, { unit: "dBFS", evidence: measured }),
    finding("audio", "silence_ratio", features.silenceRatio, {
      evidence: { ...measured, window_ms: 50, threshold_dbfs: -50 }
    })
  )
  entries.push(
    log(
      "observation",
      `Loudness ${features.rmsDbfs} dBFS RMS (peak ${features.peakDbfs}), silence ${Math.round(features.silenceRatio * 100)}%`,
      { ...features }
    )
  )
  const classes = classifyAudio(features)
  const musical = classes.some((c) => c.term === "music-like")
  if (features.tempoBpm !== null && features.beatClarity >= 0.3) {
    findings.push(
      finding("audio", "tempo", features.tempoBpm, {
        unit: "BPM",
        confidence: Math.round((0.5 + 0.5 * Math.min(1, (features.beatClarity - 0.3) / 0.4)) * 1000) / 1000,
        terms: musical ? [tempoTerm(features.tempoBpm)] : [],
        evidence: { ...measured, beat_clarity: features.beatClarity, method: "onset autocorrelation, 60–200 BPM" }
      })
    )
    entries.push(log("observation", `Tempo about ${features.tempoBpm} BPM (beat clarity ${features.beatClarity})`))
  } else {
    entries.push(
      log("observation", "No clear beat: no tempo reported", { beat_clarity: features.beatClarity, min_clarity: 0.3 })
    )
  }
  for (const c of classes) {
    findings.push(ruleFinding("audio", "class", c, "audio rules"))
    entries.push(ruleLog(c, "Audio class"))
  }
  if (!classes.some((c) => ["silence", "steady tone", "music-like", "speech-like"].includes(c.term))) {
    entries.push(
      log("observation", "The evidence supports no audio class (silence, steady tone, music-like, speech-like)", {
        ...features
      })
    )
  }
  return { findings, log: entries }
}

export interface DocumentFacts {
  readonly format: "pdf" | "docx" | "text"
  readonly pages: number | null
  readonly title: string | null
  readonly text: string
  readonly language: { readonly code: string; readonly confidence: number } | null
}

/** A language's English name ("de" → "German"); the code itself when the runtime has no name for it. */
export const languageName = (code: string): string => {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code
  } catch {
    return code
  }
}

/** Texts shorter than this are too short for a language guess to mean anything. */
export const MIN_LANGUAGE_TEXT = 50

/** The words a document format stands for, the plainest first (every format is a document). */
export const FORMAT_WORDS: Readonly<Record<DocumentFacts["format"], ReadonlyArray<string>>> = {
  pdf: ["document", "pdf"],
  docx: ["document", "word document", "docx"],
  text: ["document", "text file"]
}

/**
 * A document's format (words: document and its format), size (words: text, when it has any), language (words: its
 * name, its ISO 639-1 code and "language") and key terms; its whole text is searched for mentions of terms.
 */
export const documentFindings = (doc: DocumentFacts, keyTerms: ReadonlyArray<KeyTerm>): Interpretation => {
  const words = doc.text.split(/\s+/).filter((w) => w !== "").length
  const findings: Array<FindingDraft> = [
    finding("document", "format", doc.format, {
      terms: FORMAT_WORDS[doc.format],
      evidence: { source: "file contents" }
    }),
    ...(doc.pages === null ? [] : [finding("document", "pages", doc.pages, { evidence: { source: "document" } })]),
    finding("document", "word_count", words, {
      terms: words > 0 ? ["text"] : [],
      mentions: doc.text,
      evidence: { characters: doc.text.length, excerpt: doc.text.slice(0, 200) }
    })
  ]
  const entries: Array<LogEntry> = [
    log("observation", `Extracted ${words} word(s) of text${doc.pages === null ? "" : ` from ${doc.pages} page(s)`}`, {
      format: doc.format,
      characters: doc.text.length
    })
  ]
  if (doc.title !== null && doc.title.trim() !== "") {
    findings.push(
      finding("document", "title", doc.title.trim(), { mentions: doc.title, evidence: { source: "metadata" } })
    )
  }
  if (doc.language !== null) {
    const name = languageName(doc.language.code)
    findings.push(
      finding("document", "language", name, {
        confidence: doc.language.confidence,
        terms: [name, doc.language.code, "language"],
        evidence: { iso_639_1: doc.language.code, characters: doc.text.length }
      })
    )
    entries.push(
      log("observation", `Language: ${name} (confidence ${doc.language.confidence})`, { code: doc.language.code })
    )
  } else {
    entries.push(
      log("observation", "Language not determined: too little text", {
        characters: doc.text.length,
        min_characters: MIN_LANGUAGE_TEXT
      })
    )
  }
  for (const t of keyTerms) {
    findings.push(
      finding("document", "key_term", t.term, {
        confidence: t.confidence,
        terms: [t.term],
        evidence: { count: t.count }
      })
    )
  }
  if (keyTerms.length > 0) {
    entries.push(log("observation", `Key terms: ${keyTerms.map((t) => `${t.term} (${t.count})`).join(", ")}`))
  }
  return { findings, log: entries }
}

export interface VideoFacts {
  readonly container: string | null
  readonly durationSeconds: number | null
  readonly videoCodec: string | null
  readonly frameRate: number | null
  readonly audioCodec: string | null
}

/** Duration, codecs and frame rate from the container. */
export const videoFindings = (facts: VideoFacts): Interpretation => {
  const evidence = { source: "container metadata", container: facts.container, video_codec: facts.videoCodec }
  return {
    findings: [
      ...(facts.durationSeconds === null
        ? []
        : [finding("video", "duration", facts.durationSeconds, { unit: "s", evidence })]),
      ...(facts.frameRate === null ? [] : [finding("video", "frame_rate", facts.frameRate, { unit: "fps", evidence })]),
      ...(facts.videoCodec === null ? [] : [finding("video", "codec", facts.videoCodec, { evidence })])
    ],
    log: [
      log(
        "observation",
        `Video: ${facts.videoCodec ?? "unknown codec"} in ${facts.container ?? "unknown container"}, ` +
          `${facts.durationSeconds ?? "?"} s at ${facts.frameRate ?? "?"} fps` +
          (facts.audioCodec === null ? ", no sound track" : `, sound ${facts.audioCodec}`),
        { ...evidence, audio_codec: facts.audioCodec, duration_s: facts.durationSeconds, frame_rate: facts.frameRate }
      )
    ]
  }
}

export interface DetectedObject {
  /** The model's class name (COCO: person, car, dog...). */
  readonly label: string
  /** The model's score, 0–1. */
  readonly score: number
  /** Where, as shares of the picture's width and height (0–1). */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
}

/**
 * A scene implied by an object is a little less sure than the object. Calibrated on the development half: at 0.9
 * the one boat there (score 0.48, confidence 0.55) implied water and outdoors below the tagging floor.
 */
const SCENE_FROM_OBJECT = 0.95
const SCENE_PHRASES: Readonly<Record<string, string>> = {
  indoor: "indoors",
  outdoor: "outdoors",
  water: "on water",
  snow: "on snow"
}
const round3 = (x: number) => Math.round(x * 1000) / 1000

/**
 * One finding per detected class: its best score, calibrated per class (ObjectClasses.ts), is the confidence, and
 * its words are its name and its kind (`dog`, `pet`, `animal`). Each kind seen adds a finding of its own, from the
 * best score among its classes against the lower kind threshold (a dog at 0.36 is too unsure to say "dog" but
 * sure enough to say "animal"). Classes that imply a scene (an oven: indoor; a boat: outdoor, water) add a scene
 * finding. The evidence counts the instances (the most seen in one picture, when several pictures such as video
 * frames are given) and lists up to five boxes. Boxes too small to name (MIN_OBJECT_SIDE) are only logged.
 */
export const objectFindings = (
  pictures: ReadonlyArray<ReadonlyArray<DetectedObject>>,
  model: string,
  where: JsonObject = {}
): Interpretation => {
  const byLabel = new Map<string, { best: number; count: number; boxes: Array<DetectedObject["box"]> }>()
  const specks = new Map<string, { best: number; count: number }>()
  for (const detections of pictures) {
    const counts = new Map<string, number>()
    for (const d of detections) {
      if (!largeEnoughToName(d.box)) {
        const speck = specks.get(d.label) ?? { best: 0, count: 0 }
        specks.set(d.label, { best: Math.max(speck.best, d.score), count: speck.count + 1 })
        continue
      }
      counts.set(d.label, (counts.get(d.label) ?? 0) + 1)
      const entry = byLabel.get(d.label) ?? { best: 0, count: 0, boxes: [] }
      entry.best = Math.max(entry.best, d.score)
      if (entry.boxes.length < 5) entry.boxes.push(d.box)
      byLabel.set(d.label, entry)
    }
    for (const [label, n] of counts) {
      const entry = byLabel.get(label)!
      entry.count = Math.max(entry.count, n)
    }
  }
  const found = Array.from(byLabel, ([label, e]) => ({
    label,
    ...e,
    confidence: calibratedConfidence(label, e.best)
  })).sort((a, b) => b.confidence - a.confidence || b.best - a.best || (a.label < b.label ? -1 : 1))
  const kinds = new Map<string, { best: number; from: Array<string> }>()
  for (const o of found) {
    const kind = classKind(o.label)
    if (kind === null) continue
    const entry = kinds.get(kind) ?? { best: 0, from: [] }
    entry.best = Math.max(entry.best, o.best)
    entry.from.push(o.label)
    kinds.set(kind, entry)
  }
  const kindFound = Array.from(kinds, ([kind, e]) => ({ kind, ...e, confidence: calibrated(KIND_THRESHOLD, e.best) }))
  const scenes = new Map<string, { confidence: number; from: Array<string> }>()
  for (const o of found) {
    for (const scene of classScenes(o.label)) {
      const entry = scenes.get(scene) ?? { confidence: 0, from: [] }
      entry.confidence = Math.max(entry.confidence, round3(o.confidence * SCENE_FROM_OBJECT))
      entry.from.push(o.label)
      scenes.set(scene, entry)
    }
  }
  return {
    findings: [
      ...found.map((o) =>
        finding("object", "object", o.label, {
          confidence: o.confidence,
          terms: classWords(o.label),
          evidence: {
            ...where,
            model,
            score: o.best,
            threshold: thresholdOf(o.label),
            count: o.count,
            boxes: o.boxes.map((b) => ({ ...b }))
          }
        })
      ),
      ...kindFound.map((k) =>
        finding("object", "object kind", k.kind, {
          confidence: k.confidence,
          terms: [k.kind],
          evidence: {
            ...where,
            model,
            from_objects: k.from,
            score: k.best,
            threshold: KIND_THRESHOLD,
            rule: `${k.from.join(", ")} ${k.from.length > 1 ? "are" : "is"} a kind of ${k.kind}`
          }
        })
      ),
      ...Array.from(scenes, ([scene, e]) =>
        finding("object", "scene", scene, {
          confidence: e.confidence,
          terms: [scene],
          evidence: {
            ...where,
            from_objects: e.from,
            rule: `${e.from.join(", ")} ${e.from.length > 1 ? "are" : "is"} usually ${SCENE_PHRASES[scene] ?? scene}`
          }
        })
      )
    ],
    log: [
      log(
        "observation",
        found.length === 0
          ? "No objects detected"
          : `Objects: ${found.map((o) => `${o.label}${o.count > 1 ? ` ×${o.count}` : ""} (score ${o.best}, confidence ${o.confidence})`).join(", ")}` +
              (kindFound.length === 0
                ? ""
                : `; kinds: ${kindFound.map((k) => `${k.kind} (score ${k.best}, confidence ${k.confidence})`).join(", ")}`),
        { ...where, model }
      ),
      ...(specks.size === 0
        ? []
        : [
            log(
              "reasoning",
              `Not named, too small (under ${MIN_OBJECT_SIDE * 100}% of the picture on a side): ` +
                Array.from(
                  specks,
                  ([label, s]) => `${label}${s.count > 1 ? ` ×${s.count}` : ""} (score ${s.best})`
                ).join(", "),
              { ...where, model, min_side: MIN_OBJECT_SIDE }
            )
          ])
    ]
  }
}
