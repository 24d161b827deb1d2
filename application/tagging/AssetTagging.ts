// The asset tagger's work on one asset, without HTTP or the agent runtime: analyse the asset's bytes in a local
// file (image, video, audio or document), match the findings to a taxonomy, and report tags, suggestions and the
// reasoning. Every problem with the file is a `failed` outcome for that asset, never a failure of the caller.
// `addTags` / `applyTags` then write tags onto the asset: one transaction with asset.updated and a "tagged"
// provenance entry carrying the evidence.
import * as Tracing from "../platform/Tracing.js"
import { Cause, DateTime, Effect, Result, Option } from "effect"
import * as A from "../../domain/projects/Asset.js"
import { audioFeatures } from "../../domain/tagging/AudioFeatures.js"
import { colourStats, type Palette, paletteFor } from "../../domain/tagging/ColourPalette.js"
import { NotFound } from "../../domain/platform/Errors.js"
import type { AssetId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { JsonObject } from "../../domain/platform/Json.js"
import { keyTerms } from "../../domain/tagging/KeyTerms.js"
import {
  audioFindings,
  colourFindings,
  combine,
  documentFindings,
  geometryFindings,
  type DetectedObject,
  type Interpretation,
  objectFindings,
  type RecognisedText,
  sceneFindings,
  textFindings,
  videoFindings
} from "../../domain/tagging/MediaFindings.js"
import {
  log,
  type LogEntry,
  matchTaxonomy,
  type MediaKind,
  numberFindings,
  type TaggingErrorCode,
  type TaggingFailure,
  type TaggingReport
} from "../../domain/tagging/Tagging.js"
import { normalizeTerm, type Taxonomy } from "../../domain/tagging/Taxonomy.js"
import { emit } from "../platform/Events.js"
import { changeLocked } from "../platform/Locked.js"
import { AudioAnalysis } from "./ports/AudioAnalysis.js"
import { AssetRepository, type AssetRepositoryShape } from "../projects/ports/AssetRepository.js"
import { DocumentText, type DocumentFormat } from "./ports/DocumentText.js"
import { ImageAnalysis } from "./ports/ImageAnalysis.js"
import type { MediaUnreadable } from "./ports/MediaUnreadable.js"
import { ObjectDetection } from "./ports/ObjectDetection.js"
import { TextLanguage } from "./ports/TextLanguage.js"
import { TextRecognition } from "./ports/TextRecognition.js"
import { VideoAnalysis, type VideoAnalysisShape, type VideoProbe } from "./ports/VideoAnalysis.js"
import * as Provenance from "../projects/Provenance.js"

export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/tiff",
  "image/avif"
])

const DOCUMENT_TYPES: ReadonlyMap<string, DocumentFormat> = new Map([
  ["application/pdf", "pdf"],
  ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
  ["text/plain", "text"],
  ["text/markdown", "text"]
])

/** How the tagger reads a content type; none for types it does not analyse. */
export const mediaKindOf = (
  contentType: string
): { readonly kind: MediaKind; readonly format?: DocumentFormat } | undefined => {
  if (IMAGE_TYPES.has(contentType)) return { kind: "image" }
  if (contentType.startsWith("video/")) return { kind: "video" }
  if (contentType.startsWith("audio/")) return { kind: "audio" }
  const format = DOCUMENT_TYPES.get(contentType)
  return format === undefined ? undefined : { kind: "document", format }
}

/** Sound is analysed up to this long (the rest of a long recording adds time, not information). */
export const MAX_AUDIO_SECONDS = 300
/** Where frames are taken from a video, as shares of its duration. */
export const FRAME_POSITIONS: ReadonlyArray<number> = [0.1, 0.5, 0.9]

export interface TagOptions {
  /** Read text in images and video frames; on by default. */
  readonly ocr?: boolean
  /** Detect objects in images and video frames; on by default. */
  readonly objects?: boolean
}

export interface TagRequest {
  readonly asset: A.Asset
  /** A local file holding the asset's bytes (decoders want files; the agent runtime provides one per asset). */
  readonly path: string
  readonly taxonomy: Taxonomy
  readonly options?: TagOptions
}

type Analysers =
  ImageAnalysis | TextRecognition | ObjectDetection | VideoAnalysis | AudioAnalysis | DocumentText | TextLanguage

/** A stage's result plus warnings about what could not be analysed (the asset is still tagged). */
const warned = (interpretation: Interpretation, ...warnings: ReadonlyArray<LogEntry>): Interpretation => ({
  findings: interpretation.findings,
  log: [...interpretation.log, ...warnings]
})

const nothing: Interpretation = { findings: [], log: [] }

/** A stage that was skipped (with the reason) or done. */
type Stage = Result.Result<Interpretation, string>
const skipped = (why: string): Stage => Result.fail(why)
const done = (interpretation: Interpretation): Stage => Result.succeed(interpretation)

/** What OCR text findings need of English (the language the OCR reads): key terms and its dictionary. */
const english = Effect.map(TextLanguage, (language) => {
  const stopwords = language.stopwords("en")
  return {
    keyTerms: (text: string) => keyTerms(text, stopwords, { max: 5 }),
    isWord: (word: string) => language.isWord("en", word)
  }
})

/** OCR of one picture; a failure is a warning, not the asset's failure (the picture itself was analysed). */
const recognise = (path: string) =>
  Effect.flatMap(TextRecognition, (ocr) => ocr.recognise(path)).pipe(
    Effect.map(Option.some),
    Effect.catchTag("MediaUnreadable", (e) => Effect.as(Effect.logWarning("OCR failed", e.message), Option.none()))
  )

const ocrFailed = log("warning", "Text recognition failed on this picture; no text findings")

/** Object detection of one picture; a failure is a warning, like OCR's. */
const detect = (path: string) =>
  Effect.flatMap(ObjectDetection, (objects) => objects.detect(path)).pipe(
    Effect.map(Option.some),
    Effect.catchTag("MediaUnreadable", (e) =>
      Effect.as(Effect.logWarning("object detection failed", e.message), Option.none<ReadonlyArray<DetectedObject>>())
    )
  )

/** Objects in these pictures, or a note that detection was not requested or failed. */
const objectsIn = Effect.fnUntraced(function* (
  paths: ReadonlyArray<string>,
  options: TagOptions,
  where: JsonObject = {}
) {
  if (options.objects === false) return warned(nothing, log("observation", "Object detection was not requested"))
  const model = (yield* ObjectDetection).model
  const found = yield* Effect.forEach(paths, detect)
  const pictures = found.flatMap((d) => (Option.isSome(d) ? [d.value] : []))
  return pictures.length === 0
    ? warned(nothing, log("warning", "Object detection failed; no object findings"))
    : objectFindings(pictures, model, where)
})

const analyseImage = Effect.fnUntraced(function* (path: string, options: TagOptions, palette: Palette) {
  const facts = yield* Effect.flatMap(ImageAnalysis, (images) => images.inspect(path))
  const geometry = geometryFindings({
    width: facts.width,
    height: facts.height,
    exifOrientation: facts.exifOrientation,
    frames: facts.frames,
    aspect: "image"
  })
  const format = {
    findings: [
      {
        aspect: "file" as const,
        measure: "format",
        value: facts.format,
        unit: null,
        confidence: 1,
        evidence: { source: "image decoder" },
        terms: [],
        mentions: null
      }
    ],
    log: []
  }
  const source = { source: `${facts.sample.width}×${facts.sample.height} nearest-neighbour sample` }
  const colours = combine(
    colourFindings(colourStats(facts.sample.rgb, palette), source),
    sceneFindings(facts.sample, source)
  )
  const objects = yield* objectsIn([path], options)
  if (options.ocr === false) {
    return warned(combine(format, geometry, colours, objects), log("observation", "Text recognition was not requested"))
  }
  const text = yield* recognise(path)
  if (Option.isNone(text)) return warned(combine(format, geometry, colours, objects), ocrFailed)
  const { isWord, keyTerms } = yield* english
  return combine(format, geometry, colours, objects, textFindings(text.value, keyTerms, isWord))
})

/** The distinct words of several pictures' OCR, each once with its best confidence, in order of appearance. */
const mergeText = (texts: ReadonlyArray<RecognisedText>): RecognisedText => {
  const words = new Map<string, { readonly text: string; readonly confidence: number }>()
  for (const t of texts) {
    for (const w of t.words) {
      const key = w.text.toLowerCase()
      const seen = words.get(key)
      if (seen === undefined || w.confidence > seen.confidence)
        words.set(key, seen === undefined ? w : { ...seen, confidence: w.confidence })
    }
  }
  return { words: Array.from(words.values()), engine: texts[0]?.engine ?? "" }
}

const soundOf = (path: string, meta: Parameters<typeof audioFindings>[0]) =>
  Effect.flatMap(AudioAnalysis, (audio) => audio.decode(path, MAX_AUDIO_SECONDS)).pipe(
    Effect.map((decoded) =>
      audioFindings(
        meta,
        audioFeatures(decoded.pcm, decoded.sampleRate),
        Math.round((decoded.pcm.length / decoded.sampleRate) * 1000) / 1000
      )
    )
  )

/** What the frames at `times` show (colours, objects, text), or why they were not analysed. */
const framePictures = Effect.fnUntraced(
  function* (
    video: VideoAnalysisShape,
    probe: VideoProbe,
    path: string,
    times: ReadonlyArray<number>,
    options: TagOptions,
    palette: Palette
  ) {
    if (probe.videoCodec === null) return skipped("the file has no video stream")
    const frames = yield* video.frames(path, Array.from(new Set(times)))
    if (frames.length === 0) return skipped("no frame could be taken")
    const images = yield* ImageAnalysis
    const facts = yield* Effect.forEach(frames, (f) => images.inspect(f.path))
    const rgb = new Uint8Array(facts.reduce((n, f) => n + f.sample.rgb.length, 0))
    facts.reduce((offset, f) => (rgb.set(f.sample.rgb, offset), offset + f.sample.rgb.length), 0)
    const where = { frames: frames.map((f) => f.time) }
    const pictures = combine(
      colourFindings(colourStats(rgb, palette), { source: `${frames.length} frame samples`, ...where }),
      yield* objectsIn(
        frames.map((f) => f.path),
        options,
        where
      )
    )
    if (options.ocr === false) return done(pictures)
    const texts = yield* Effect.forEach(frames, (f) => recognise(f.path))
    const read = texts.flatMap((t) => (Option.isSome(t) ? [t.value] : []))
    const { isWord, keyTerms } = yield* english
    return done(
      read.length === 0
        ? warned(pictures, ocrFailed)
        : combine(pictures, textFindings(mergeText(read), keyTerms, isWord, where))
    )
  },
  Effect.catchTag("MediaUnreadable", (e) => Effect.succeed(skipped(e.message)))
)

const analyseVideo = Effect.fnUntraced(function* (path: string, options: TagOptions, palette: Palette) {
  const video = yield* VideoAnalysis
  const probe = yield* video.probe(path)
  const container = videoFindings(probe)
  const geometry =
    probe.width === null || probe.height === null
      ? nothing
      : geometryFindings({
          width: probe.width,
          height: probe.height,
          exifOrientation: null,
          frames: 1,
          aspect: "video"
        })
  const times = FRAME_POSITIONS.map((p) => Math.round(p * (probe.durationSeconds ?? 0) * 1000) / 1000)
  const pictures = yield* Effect.scoped(framePictures(video, probe, path, times, options, palette))
  const frameStage = Result.match(pictures, {
    onFailure: (why) =>
      warned(nothing, log("warning", `Frames were not analysed: ${why}`, { duration_s: probe.durationSeconds })),
    onSuccess: (i) => warned(i, log("observation", `Analysed frames at ${times.join(", ")} s`, { times }))
  })
  const sound =
    probe.audioCodec === null
      ? nothing
      : yield* soundOf(path, {
          container: probe.container,
          codec: probe.audioCodec,
          durationSeconds: probe.durationSeconds,
          sampleRate: null,
          channels: null,
          genre: []
        }).pipe(
          Effect.catchTag("MediaUnreadable", (e) =>
            Effect.succeed(warned(nothing, log("warning", `The sound track was not analysed: ${e.message}`)))
          )
        )
  return combine(container, geometry, frameStage, sound)
})

/** A sound whose container reads but whose samples do not decode is corrupt: there is nothing to listen to. */
const analyseAudio = (path: string) =>
  Effect.flatMap(
    Effect.flatMap(AudioAnalysis, (audio) => audio.metadata(path)),
    (meta) => soundOf(path, meta)
  )

const analyseDocument = Effect.fnUntraced(function* (path: string, format: DocumentFormat) {
  const content = yield* Effect.flatMap(DocumentText, (docs) => docs.extract(path, format))
  const language = yield* TextLanguage
  const detected = language.detect(content.text)
  const stopwords = language.stopwords(Option.match(detected, { onNone: () => "en", onSome: (l) => l.code }))
  const interpretation = documentFindings(
    { format, pages: content.pages, title: content.title, text: content.text, language: Option.getOrNull(detected) },
    keyTerms(content.text, stopwords, { max: 8, minCount: 2 })
  )
  return content.text.trim() === ""
    ? warned(interpretation, log("warning", "The document has no extractable text (a scan without a text layer?)"))
    : interpretation
})

const failure = (
  assetId: AssetId,
  code: TaggingErrorCode,
  message: string,
  entries: ReadonlyArray<LogEntry>
): TaggingFailure => ({
  status: "failed",
  assetId,
  error: { code, message },
  log: [...entries, log("error", message, { code })]
})

/**
 * Analyses one asset and matches it to the taxonomy. Never fails: an unsupported type, a corrupt file or a
 * defect in an analyser gives a `failed` outcome with its reason; interruption still interrupts.
 */
export const tagAsset = Tracing.fn("AssetTagging.tag")(function* (request: TagRequest) {
  const { asset, taxonomy } = request
  const options = request.options ?? {}
  const intro = log("reasoning", `Analysing ${asset.filename} (${asset.contentType}, ${asset.sizeBytes} bytes)`, {
    asset_id: asset.id,
    content_type: asset.contentType,
    sha256: asset.sha256,
    taxonomy: taxonomy.name
  })
  const kind = mediaKindOf(asset.contentType)
  if (kind === undefined) {
    return failure(asset.id, "unsupported_type", `The asset tagger does not analyse ${asset.contentType} files`, [
      intro
    ])
  }
  // Colours are named in the everyday palette and the taxonomy's own colour words.
  const palette = paletteFor(taxonomy.terms.flatMap((t) => [t.label, ...t.synonyms]))
  const analysis: Effect.Effect<Interpretation, MediaUnreadable, Analysers> =
    kind.kind === "image"
      ? analyseImage(request.path, options, palette)
      : kind.kind === "video"
        ? analyseVideo(request.path, options, palette)
        : kind.kind === "audio"
          ? analyseAudio(request.path)
          : analyseDocument(request.path, kind.format ?? "text")
  const result = yield* analysis.pipe(
    Effect.map(Result.succeed),
    Effect.catchTag("MediaUnreadable", (e) =>
      Effect.succeed(
        Result.fail(
          failure(asset.id, e.reason === "unsupported" ? "unsupported_type" : "corrupt_file", e.message, [intro])
        )
      )
    ),
    Effect.catchDefect((defect) =>
      Effect.as(
        Effect.logError("asset analysis failed unexpectedly", Cause.die(defect)),
        Result.fail(
          failure(asset.id, "analysis_failed", "The analysis failed unexpectedly; see the server log", [intro])
        )
      )
    )
  )
  if (Result.isFailure(result)) return result.failure
  const findings = numberFindings(result.success.findings)
  const matched = matchTaxonomy(taxonomy, findings)
  const report: TaggingReport = {
    status: "tagged",
    assetId: asset.id,
    mediaKind: kind.kind,
    taxonomy: { id: taxonomy.id, name: taxonomy.name },
    findings,
    tags: matched.tags,
    suggestions: matched.suggestions,
    log: [intro, ...result.success.log, ...matched.log]
  }
  return report
})

export interface AppliedTags {
  readonly asset: A.Asset
  readonly added: ReadonlyArray<string>
  /** Tags left out because the asset would exceed MAX_TAGS. */
  readonly skipped: ReadonlyArray<string>
}

/** The provenance details of a report's tags: the taxonomy and, per tag, its rule, match, confidence and finding. */
export const tagEvidence = (report: TaggingReport): JsonObject => {
  const findings = new Map(report.findings.map((f) => [f.id, f]))
  return {
    agent: "asset-tagger",
    taxonomy: { id: report.taxonomy.id, name: report.taxonomy.name },
    evidence: report.tags.map((t) => ({
      tag: t.tag,
      confidence: t.confidence,
      rule: t.rule,
      matched: t.matched,
      finding: {
        id: t.finding,
        measure: findings.get(t.finding)?.measure ?? null,
        value: findings.get(t.finding)?.value ?? null
      }
    }))
  }
}

/** Adds the tags to the locked asset; see addTags. */
const addToLocked = Effect.fnUntraced(function* (
  repo: AssetRepositoryShape,
  workspaceId: WorkspaceId,
  actor: string,
  assetId: AssetId,
  tags: ReadonlyArray<string>,
  details: JsonObject,
  current: A.Asset
) {
  const present = new Set(current.tags.map(normalizeTerm))
  const fresh: Array<string> = []
  for (const tag of tags) {
    const key = normalizeTerm(tag)
    if (key === "" || present.has(key)) continue
    present.add(key)
    fresh.push(tag)
  }
  const room = Math.max(0, A.MAX_TAGS - current.tags.length)
  const added = fresh.slice(0, room)
  const skipped = fresh.slice(room)
  if (added.length === 0) return { asset: current, added, skipped } satisfies AppliedTags
  const asset = new A.Asset({ ...current, tags: [...current.tags, ...added], updatedAt: yield* DateTime.now })
  yield* repo.update(workspaceId, asset)
  yield* emit(workspaceId, "asset.updated", A.Asset, asset)
  yield* Provenance.record({
    workspaceId,
    assetId,
    action: "tagged",
    actor,
    details: {
      ...details,
      added,
      removed: [],
      tags: asset.tags,
      ...(skipped.length === 0 ? {} : { skipped, reason: `at most ${A.MAX_TAGS} tags` })
    }
  })
  return { asset, added, skipped } satisfies AppliedTags
})

/**
 * Adds tags to a live asset of the workspace: existing tags keep their place, a tag already present in another
 * case or spelling of the same term is not added twice, and the asset keeps at most MAX_TAGS (the rest are
 * `skipped`). When something is added, the asset, its asset.updated event and a "tagged" provenance entry
 * (`details` plus what changed) commit in one transaction; otherwise nothing is written. The caller (the agent's
 * capability) has checked the assets:write scope; `actor` is who acts (the run's key).
 */
export const addTags = Tracing.fn("AssetTagging.addTags")(function* (
  workspaceId: WorkspaceId,
  actor: string,
  assetId: AssetId,
  tags: ReadonlyArray<string>,
  details: JsonObject
) {
  const repo = yield* AssetRepository
  return yield* changeLocked(
    repo.findLiveForUpdate(workspaceId, assetId),
    NotFound.resource("asset", assetId),
    (current) => addToLocked(repo, workspaceId, actor, assetId, tags, details, current)
  )
})

/** Applies a report's tags to its asset, with the report's evidence in the provenance entry. */
export const applyTags = (workspaceId: WorkspaceId, actor: string, report: TaggingReport) =>
  addTags(
    workspaceId,
    actor,
    report.assetId,
    report.tags.map((t) => t.tag),
    tagEvidence(report)
  )
