// Matching faces seen in an asset against the workspace's reference faces (talent headshots). Pure rules: a face
// whose nearest reference (Euclidean distance between 128-D descriptors) is within `match` identifies that talent;
// within `review` it is a possible match that a person must confirm; farther, the face is an unidentified person.
// A talent rejected for a face of an asset ("not this person") is never matched to that face again.
import { Array as Arr } from "effect"
import type { AssetId, TalentId } from "../platform/Ids.js"

/** Calibrated on the labelled set of test/fixtures/faces (figures in docs/decisions.md). */
export interface FaceThresholds {
  /** At most this distance identifies the talent. */
  readonly match: number
  /** Above `match` and at most this distance: a possible match, for review. */
  readonly review: number
}

export const DEFAULT_THRESHOLDS: FaceThresholds = { match: 0.45, review: 0.55 }

/** Where a face is, in pixels of the picture (or video frame) it was found in. */
export interface FaceBox {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface SeenFace {
  readonly box: FaceBox
  /** Seconds from the start for a video frame; null for a still picture. */
  readonly atSeconds: number | null
  /** Detector confidence, 0 to 1. */
  readonly score: number
  readonly descriptor: ReadonlyArray<number>
}

export interface ReferenceFace {
  readonly talentId: TalentId
  /** The headshot the descriptor was computed from. */
  readonly assetId: AssetId
  readonly descriptor: ReadonlyArray<number>
}

/** A "not this person" decision on one face of one asset. */
export interface Rejection {
  readonly talentId: TalentId
  readonly box: FaceBox
  readonly atSeconds: number | null
}

export type FaceVerdict = "identified" | "possible" | "unidentified"

export interface FaceMatch {
  readonly face: SeenFace
  readonly verdict: FaceVerdict
  /** The nearest talent not rejected for this face (null when the workspace has no reference). */
  readonly talentId: TalentId | null
  readonly referenceAssetId: AssetId | null
  readonly distance: number | null
  /** How many talent were not considered because a person rejected them for this face. */
  readonly rejected: number
}

export const distance = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  let sum = 0
  for (let i = 0; i < Math.min(a.length, b.length); i++) sum += (a[i]! - b[i]!) ** 2
  return Math.sqrt(sum)
}

/** Intersection over union of two boxes, 0 to 1. */
export const overlap = (a: FaceBox, b: FaceBox): number => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  if (w <= 0 || h <= 0) return 0
  const inter = w * h
  return inter / (a.width * a.height + b.width * b.height - inter)
}

/** A rejection covers a face when it names the same place: boxes overlapping by half, at the same time (±1 s). */
export const covers = (rejection: Rejection, face: SeenFace): boolean =>
  overlap(rejection.box, face.box) >= 0.5 &&
  (rejection.atSeconds === null || face.atSeconds === null || Math.abs(rejection.atSeconds - face.atSeconds) <= 1)

/** The verdict of one face: the nearest reference of a talent not rejected for it decides. */
export const matchFace = (
  face: SeenFace,
  references: ReadonlyArray<ReferenceFace>,
  rejections: ReadonlyArray<Rejection>,
  thresholds: FaceThresholds = DEFAULT_THRESHOLDS
): FaceMatch => {
  const excluded = new Set(rejections.filter((r) => covers(r, face)).map((r) => r.talentId))
  const rejected = new Set(references.filter((r) => excluded.has(r.talentId)).map((r) => r.talentId)).size
  const nearest = references
    .filter((r) => !excluded.has(r.talentId))
    .map((r) => ({ reference: r, distance: distance(face.descriptor, r.descriptor) }))
    // Ties go to the smaller talent id, then asset id, so the answer never depends on input order.
    .reduce<{ readonly reference: ReferenceFace; readonly distance: number } | undefined>(
      (best, c) =>
        best === undefined ||
        c.distance < best.distance ||
        (c.distance === best.distance &&
          `${c.reference.talentId} ${c.reference.assetId}` < `${best.reference.talentId} ${best.reference.assetId}`)
          ? c
          : best,
      undefined
    )
  if (nearest === undefined) {
    return { face, verdict: "unidentified", talentId: null, referenceAssetId: null, distance: null, rejected }
  }
  const verdict: FaceVerdict =
    nearest.distance <= thresholds.match
      ? "identified"
      : nearest.distance <= thresholds.review
        ? "possible"
        : "unidentified"
  return {
    face,
    verdict,
    talentId: nearest.reference.talentId,
    referenceAssetId: nearest.reference.assetId,
    distance: Math.round(nearest.distance * 1000) / 1000,
    rejected
  }
}

export interface FaceIdentification {
  readonly matches: ReadonlyArray<FaceMatch>
  /** Talent identified by at least one face, sorted. */
  readonly identified: ReadonlyArray<TalentId>
  /** Linked talent with a reference face whose face was found nowhere in the asset. */
  readonly linkedNotSeen: ReadonlyArray<TalentId>
}

/** Every face of an asset matched; `linked` are the talent people linked to the asset. */
export const identifyFaces = (
  faces: ReadonlyArray<SeenFace>,
  references: ReadonlyArray<ReferenceFace>,
  rejections: ReadonlyArray<Rejection>,
  linked: ReadonlyArray<TalentId>,
  thresholds: FaceThresholds = DEFAULT_THRESHOLDS
): FaceIdentification => {
  const matches = faces.map((face) => matchFace(face, references, rejections, thresholds))
  const identified = Arr.dedupe(
    matches.flatMap((m) => (m.verdict === "identified" && m.talentId !== null ? [m.talentId] : []))
  ).sort()
  const withReference = new Set(references.map((r) => r.talentId))
  const seen = new Set(identified)
  return {
    matches,
    identified,
    linkedNotSeen: Arr.dedupe(linked)
      .filter((t) => withReference.has(t) && !seen.has(t))
      .sort()
  }
}
