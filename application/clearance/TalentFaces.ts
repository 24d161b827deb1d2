// Talent identification by face (issue 16), for the talent-clearance agent, and the review of its matches.
// The face index holds one descriptor per talent headshot (talent.headshot_asset_ids); it is brought up to date
// inside the agent run (never on the request path): new headshots are analysed, removed ones forgotten. Each face
// of an image, or of frames sampled from a video, is matched by domain/FaceMatching; sound is checked for voices,
// which are not identified (no speaker model is shipped), so it is flagged for review.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option, Schema } from "effect"
import { type Asset, essence } from "../../domain/projects/Asset.js"
import { audioFeatures, classifyAudio } from "../../domain/tagging/AudioFeatures.js"
import type { Reason, Warning } from "../../domain/clearance/Clearance.js"
import { NotFound, ValidationError } from "../../domain/platform/Errors.js"
import {
  DEFAULT_THRESHOLDS,
  type FaceBox,
  type FaceIdentification,
  identifyFaces,
  type ReferenceFace,
  type SeenFace
} from "../../domain/talent/FaceMatching.js"
import { AssetId, TalentId, type WorkspaceId } from "../../domain/platform/Ids.js"
import * as Wire from "../../domain/platform/Wire.js"
import { mediaKindOf } from "../tagging/AssetTagging.js"
import * as Assets from "../projects/Assets.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { AssetRepository } from "../projects/ports/AssetRepository.js"
import { AudioAnalysis } from "../tagging/ports/AudioAnalysis.js"
import { BlobStore } from "../projects/ports/BlobStore.js"
import { FaceRecognition, type FaceRecognitionShape } from "./ports/FaceRecognition.js"
import { type IndexedReference, type MatchDecision, TalentFaceIndex } from "../talent/ports/TalentFaceIndex.js"
import { liveTalent } from "../talent/Talent.js"
import { TalentRepository } from "../talent/ports/TalentRepository.js"
import { VideoAnalysis } from "../tagging/ports/VideoAnalysis.js"
import * as Provenance from "../projects/Provenance.js"

/** Video frames are sampled every this many seconds, at most MAX_FRAMES of them (spread over longer videos). */
export const FRAME_INTERVAL_SECONDS = 2
export const MAX_FRAMES = 30
/** Sound is checked for voices in its first this many seconds. */
export const VOICE_CHECK_SECONDS = 120

export interface IdentifiedTalent {
  readonly talentId: TalentId
  /** `linked` (on the asset, by a person) or `face`. */
  readonly method: "linked" | "face"
  /** 1 for linked talent; for faces 1 − distance. */
  readonly confidence: number
}

export interface Identification {
  readonly talent: ReadonlyArray<IdentifiedTalent>
  /** Null when the asset is not a picture or video (no face was looked for). */
  readonly faces: FaceIdentification | null
  /** Why the asset cannot pass whatever the contracts say (people not identified, voices not checked). */
  readonly reasons: ReadonlyArray<Reason>
  readonly warnings: ReadonlyArray<Warning>
  /** What a reader of the run's log needs besides the matches (index state, frames, voices). */
  readonly notes: ReadonlyArray<string>
}

const finding = <C extends string>(code: C, message: string) => ({ code, contractId: null, field: null, message })

const at = (face: SeenFace) => (face.atSeconds === null ? "" : ` at ${face.atSeconds} s`)
export const describeBox = (box: FaceBox) =>
  `(${Math.round(box.x)}, ${Math.round(box.y)}, ${Math.round(box.width)}×${Math.round(box.height)})`

/** Brings the workspace's face index up to date and returns its usable reference faces. */
export const referenceFaces = Tracing.fn("TalentFaces.references")(function* (workspaceId: WorkspaceId) {
  const index = yield* TalentFaceIndex
  const recognition = yield* FaceRecognition
  const media = yield* index.referenceMedia(workspaceId)
  const stored = yield* index.list(workspaceId)
  const key = (r: { readonly talentId: string; readonly assetId: string }) => `${r.talentId} ${r.assetId}`
  const wanted = new Set(media.map(key))
  // Entries whose headshot left the profile (or whose talent was deleted) are forgotten.
  const stale = stored.filter((r) => !wanted.has(key(r)))
  yield* Effect.forEach(
    Array.from(new Set(stale.map((r) => r.talentId))),
    (talentId) =>
      index.retain(
        workspaceId,
        talentId,
        media.filter((m) => m.talentId === talentId).map((m) => m.assetId)
      ),
    { discard: true }
  )
  const current = new Map(stored.filter((r) => r.model === recognition.model).map((r) => [key(r), r]))
  const computed = yield* Effect.forEach(media, (m) => {
    const known = current.get(key(m))
    return known !== undefined
      ? Effect.succeed(known)
      : Effect.tap(analyseReference(workspaceId, m.talentId, m.assetId), (reference) =>
          index.save(workspaceId, reference)
        )
  })
  const faces: ReadonlyArray<ReferenceFace> = computed.flatMap((r) =>
    r.status === "indexed" && r.descriptor !== null
      ? [{ talentId: r.talentId, assetId: r.assetId, descriptor: r.descriptor }]
      : []
  )
  return { faces, entries: computed }
})

/** The faces in a blob's content; none when the store lacks it. Its local file lives as long as the scope. */
const detectFaces = Effect.fnUntraced(function* (recognition: FaceRecognitionShape, sha256: string) {
  const file = yield* Effect.flatMap(BlobStore, (blobs) => blobs.localFile(sha256))
  if (Option.isNone(file)) return Option.none<ReadonlyArray<SeenFace>>()
  return Option.some(yield* recognition.detect(file.value))
})

/** A headshot's descriptor: its largest face (a headshot shows its talent); `no_face` or `unreadable` otherwise. */
const analyseReference = Effect.fnUntraced(
  function* (workspaceId: WorkspaceId, talentId: TalentId, assetId: AssetId) {
    const recognition = yield* FaceRecognition
    const base = { talentId, assetId, model: recognition.model, descriptor: null, box: null }
    const asset = yield* Effect.flatMap(AssetRepository, (repo) => repo.findById(workspaceId, assetId))
    if (Option.isNone(asset) || asset.value.status === "deleted") return { ...base, status: "unreadable" as const }
    const faces = yield* Effect.scoped(detectFaces(recognition, asset.value.sha256)).pipe(
      Effect.catchTag("MediaUnreadable", () => Effect.succeed(Option.none<ReadonlyArray<SeenFace>>()))
    )
    if (Option.isNone(faces)) return { ...base, status: "unreadable" as const }
    const largest = faces.value[0]
    return largest === undefined
      ? { ...base, status: "no_face" as const }
      : { ...base, status: "indexed" as const, descriptor: largest.descriptor, box: largest.box }
  },
  Effect.map((r): IndexedReference => r)
)

const frameTimes = (duration: number): ReadonlyArray<number> => {
  const count = Math.max(1, Math.min(MAX_FRAMES, Math.floor(duration / FRAME_INTERVAL_SECONDS)))
  const step = duration / count
  return Array.from({ length: count }, (_, i) => Math.round((i + 0.5) * step * 1000) / 1000)
}

/** Whether the sound may hold a voice: anything but silence or one steady tone. */
const voiceCheck = Effect.fnUntraced(function* (file: string) {
  const audio = yield* AudioAnalysis
  const decoded = yield* audio.decode(file, VOICE_CHECK_SECONDS)
  const classes = classifyAudio(audioFeatures(decoded.pcm, decoded.sampleRate)).map((c) => c.term)
  const voiceless = classes.includes("silence") || classes.includes("steady tone")
  return { mayHoldVoice: !voiceless, classes }
})

/** "Grace Hopper (talent tal_…)" for each of `ids` that is a live talent of the workspace; the bare id otherwise. */
const talentNames = Effect.fnUntraced(function* (workspaceId: WorkspaceId, ids: ReadonlyArray<TalentId>) {
  const found = yield* liveTalent(workspaceId, Array.from(new Set(ids)))
  const names = new Map(found.map((t) => [t.id, t.name] as const))
  return (id: TalentId | null) => {
    const name = id === null ? undefined : names.get(id)
    return name === undefined ? `talent ${id}` : `${name} (talent ${id})`
  }
})

/**
 * The faces in the asset's content (null when it shows no pictures) and whether its sound may hold a voice; what
 * was looked at goes to `notes`, a voice to `reasons`. The content's local file lives as long as the scope.
 */
const seeFaces = Effect.fnUntraced(function* (
  asset: Asset,
  kind: "image" | "video" | "audio",
  recognition: FaceRecognitionShape,
  notes: Array<string>,
  reasons: Array<Reason>
) {
  const file = yield* Effect.flatMap(BlobStore, (blobs) => blobs.localFile(asset.sha256))
  if (Option.isNone(file)) return yield* NotFound.resource("asset content", asset.id)
  let faces: ReadonlyArray<SeenFace> | null = null
  let sound = kind === "audio"
  /** The faces of a picture; what was not taken for a person goes to the notes, with why. */
  const facesIn = (path: string, atSeconds: number | null) =>
    Effect.map(recognition.inspect(path), ({ faces, notPeople }) => {
      for (const n of notPeople) {
        notes.push(
          `A face-like shape at ${describeBox(n.box)}${atSeconds === null ? "" : ` at ${atSeconds} s`} ` +
            `(detector score ${n.score}) is not taken for a person: ${n.reason}`
        )
      }
      return faces.map((f) => ({ ...f, atSeconds }))
    })
  if (kind === "image") faces = yield* facesIn(file.value, null)
  if (kind === "video") {
    const video = yield* VideoAnalysis
    const probe = yield* video.probe(file.value)
    sound = probe.audioCodec !== null
    if (probe.videoCodec !== null) {
      const times = frameTimes(probe.durationSeconds ?? 0)
      const frames = yield* video.frames(file.value, times)
      notes.push(
        `Looked for faces in ${frames.length} frames (every ${FRAME_INTERVAL_SECONDS} s, at most ${MAX_FRAMES})`
      )
      faces = (yield* Effect.forEach(frames, (frame) => facesIn(frame.path, frame.time))).flat()
    }
  }
  if (sound) {
    const voices = yield* voiceCheck(file.value)
    notes.push(`Sound classes: ${voices.classes.join(", ") || "none"}`)
    if (voices.mayHoldVoice) {
      reasons.push(
        finding(
          "speaker_not_checked",
          "The sound may hold a voice; speaker identity was not checked (no speaker model): review who speaks or sings"
        )
      )
    }
  }
  return faces
})

/**
 * Who appears in the asset: the talent linked to it, and the talent whose face is identified in it. Faces not
 * identified, possible matches and voices are reasons to fail; a linked talent whose face is not found is a warning.
 */
export const identifyTalent = Tracing.fn("TalentFaces.identify")(function* (workspaceId: WorkspaceId, asset: Asset) {
  const kind = mediaKindOf(essence(asset.contentType) ?? asset.contentType)?.kind
  const linked: ReadonlyArray<IdentifiedTalent> = asset.talentIds.map((talentId) => ({
    talentId,
    method: "linked",
    confidence: 1
  }))
  if (kind !== "image" && kind !== "video" && kind !== "audio") {
    return { talent: linked, faces: null, reasons: [], warnings: [], notes: [] } satisfies Identification
  }
  const index = yield* TalentFaceIndex
  const recognition = yield* FaceRecognition
  const notes: Array<string> = []
  const reasons: Array<Reason> = []
  const seen = yield* Effect.scoped(seeFaces(asset, kind, recognition, notes, reasons))
  if (seen === null) return { talent: linked, faces: null, reasons, warnings: [], notes } satisfies Identification
  const references = yield* referenceFaces(workspaceId)
  notes.push(
    `Face index: ${references.faces.length} reference faces of ${new Set(references.faces.map((f) => f.talentId)).size} talent` +
      ` (${references.entries.filter((e) => e.status === "no_face").length} headshots without a face, ` +
      `${references.entries.filter((e) => e.status === "unreadable").length} unreadable); thresholds: match ≤ ` +
      `${DEFAULT_THRESHOLDS.match}, review ≤ ${DEFAULT_THRESHOLDS.review} (${recognition.model})`
  )
  const rejections = (yield* index.decisions(workspaceId, asset.id)).filter((d) => d.decision === "rejected")
  const faces = identifyFaces(seen, references.faces, rejections, asset.talentIds)
  const named = yield* talentNames(workspaceId, [
    ...faces.matches.flatMap((m) => (m.verdict === "possible" && m.talentId !== null ? [m.talentId] : [])),
    ...faces.linkedNotSeen
  ])
  for (const m of faces.matches) {
    if (m.verdict === "possible") {
      reasons.push(
        finding(
          "talent_needs_review",
          `A face at ${describeBox(m.face.box)}${at(m.face)} may be ${named(m.talentId)} (distance ${m.distance}, ` +
            `between ${DEFAULT_THRESHOLDS.match} and ${DEFAULT_THRESHOLDS.review}): confirm or reject the match`
        )
      )
    }
    if (m.verdict === "unidentified") {
      reasons.push(
        finding(
          "unidentified_person",
          `A face at ${describeBox(m.face.box)}${at(m.face)} matches no talent of the workspace: no release on file`
        )
      )
    }
  }
  const byFace = faces.identified.map((talentId): IdentifiedTalent => {
    const best = Math.min(...faces.matches.filter((m) => m.talentId === talentId).map((m) => m.distance ?? 1))
    return { talentId, method: "face", confidence: Math.round((1 - best) * 1000) / 1000 }
  })
  const warnings: ReadonlyArray<Warning> = faces.linkedNotSeen.map((talentId) =>
    finding("linked_talent_not_seen", `${named(talentId)} is linked to the asset but their face was not found in it`)
  )
  return {
    talent: [...linked, ...byFace.filter((f) => !asset.talentIds.includes(f.talentId))],
    faces,
    reasons,
    warnings,
    notes
  } satisfies Identification
})

const pixels = (description: string) => Schema.Finite.annotate({ description })
const size = (description: string) =>
  Schema.Finite.check(Schema.isGreaterThan(0, { message: "not_positive" })).annotate({ description })

export const FaceBoxSchema = Schema.Struct({
  x: pixels("Left edge, in pixels of the picture or video frame"),
  y: pixels("Top edge, in pixels"),
  width: size("Width in pixels, above 0"),
  height: size("Height in pixels, above 0")
}).annotate({ identifier: "FaceBox", description: "Where a face is, as the talent-clearance run reported it" })

export const ReviewMatch = Wire.struct(
  "TalentMatchReview",
  {
    talentId: TalentId,
    decision: Schema.Literals(["confirm", "reject"]).annotate({
      description:
        "confirm: this is the talent (links them to the asset); reject: not this person (never matched again)"
    }),
    face: Wire.struct(
      undefined,
      {
        box: FaceBoxSchema,
        atSeconds: Schema.NullOr(
          Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0, { message: "negative" })).annotate({
            description: "Seconds from the start of a video to the frame with the face"
          })
        ).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))
      },
      { atSeconds: "at_seconds" }
    )
  },
  { talentId: "talent_id" }
)
export type ReviewMatch = typeof ReviewMatch.Type

export const MatchDecisionView = Wire.struct(
  "TalentMatchDecision",
  {
    assetId: AssetId,
    talentId: TalentId,
    decision: Schema.Literals(["confirmed", "rejected"]),
    face: Wire.struct(
      undefined,
      { box: FaceBoxSchema, atSeconds: Schema.NullOr(Schema.Finite) },
      { atSeconds: "at_seconds" }
    ),
    decidedBy: Schema.String,
    decidedAt: Wire.DateTimeUtc
  },
  { assetId: "asset_id", talentId: "talent_id", decidedBy: "decided_by", decidedAt: "decided_at" }
)
export type MatchDecisionView = typeof MatchDecisionView.Type

/**
 * A person's decision on a face match of an asset: `reject` remembers "not this person" for that face, `confirm`
 * links the talent to the asset. Both go into the asset's provenance with who decided. Scopes talent:write and
 * assets:write.
 */
export const reviewMatch = Tracing.fn("TalentFaces.review")(function* (id: string, input: ReviewMatch) {
  const principal = yield* requireScopes("talent:write", "assets:write")
  const ws = principal.workspaceId
  const asset = Schema.is(AssetId)(id)
    ? Option.filter(
        yield* Effect.flatMap(AssetRepository, (repo) => repo.findById(ws, id)),
        (a) => a.status !== "deleted"
      )
    : Option.none()
  if (Option.isNone(asset)) return yield* NotFound.resource("asset", id)
  const talent = yield* Effect.flatMap(TalentRepository, (repo) => repo.findById(ws, input.talentId))
  if (Option.isNone(talent)) {
    return yield* ValidationError.field("talent_id", "not_found", `No talent ${input.talentId} in this workspace`)
  }
  const now = yield* DateTime.now
  const decision: MatchDecision = {
    assetId: asset.value.id,
    talentId: input.talentId,
    decision: input.decision === "confirm" ? "confirmed" : "rejected",
    box: input.face.box,
    atSeconds: input.face.atSeconds,
    decidedBy: principal.keyId,
    decidedAt: DateTime.toDateUtc(now)
  }
  if (decision.decision === "confirmed" && !asset.value.talentIds.includes(input.talentId)) {
    yield* Assets.updateAsset(asset.value.id, { talentIds: [...asset.value.talentIds, input.talentId] })
  }
  yield* Effect.flatMap(TalentFaceIndex, (index) => index.decide(ws, decision))
  yield* Provenance.record({
    workspaceId: ws,
    assetId: asset.value.id,
    action: decision.decision === "confirmed" ? "talent_match_confirmed" : "talent_match_rejected",
    actor: principal.keyId,
    details: {
      talent_id: input.talentId,
      face: { box: { ...input.face.box }, at_seconds: input.face.atSeconds }
    }
  })
  return {
    assetId: decision.assetId,
    talentId: decision.talentId,
    decision: decision.decision,
    face: { box: decision.box, atSeconds: decision.atSeconds },
    decidedBy: decision.decidedBy,
    decidedAt: now
  } satisfies MatchDecisionView
})
