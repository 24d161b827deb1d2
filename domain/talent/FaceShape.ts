// Whether a face the detector found has a human face's proportions (issue 36): the SSD face detector also fires on
// animal faces (scikit-image's cat scored 0.94, more than some real faces), and a false face becomes a false
// "unidentified person" that blocks a clean asset. The 68-point landmark net then fits a face onto what was found;
// on a cat it puts the mouth on the small muzzle, just under the eyes. So the check is the lower face: mouth width
// times the eye-to-mouth distance, both over the distance between the eyes. Pure geometry: invariant under moving,
// scaling and turning the picture. Calibration figures in docs/decisions.md (Faces that are not people).
// A second check (FaceSurface.ts) reads the skin's texture: a drawn face with human proportions is still not a person.

import { distance, eyesOf, mean, type Point, round } from "./FaceLandmarks.js"
import { type FaceSurface, judgeSurface } from "./FaceSurface.js"

export type { Point } from "./FaceLandmarks.js"

/** A human face's lower face (mouth width × eye-to-mouth distance, over the squared eye distance) is at least this. */
export const MIN_LOWER_FACE = 0.45
/**
 * Faces narrower than this (pixels of the analysed picture) are not judged: the landmark net works on 112 px crops,
 * and on faces of 40 px its points were off enough to give real faces the proportions of a cat's.
 */
export const MIN_JUDGED_WIDTH = 64

export interface FaceProportions {
  /** Mouth corner to mouth corner, over the distance between the eyes' centres. */
  readonly mouthWidth: number
  /** From the midpoint between the eyes to the mouth's centre, over the distance between the eyes' centres. */
  readonly eyeToMouth: number
  /** mouthWidth × eyeToMouth. */
  readonly lowerFace: number
}

/**
 * The proportions of a face from its 68 landmarks (the iBUG 300-W layout face-api and dlib use: 36–41 one eye,
 * 42–47 the other, 48 and 54 the mouth's corners, 48–67 the mouth); none when there are not 68 points or the eyes
 * coincide.
 */
export const proportions = (landmarks: ReadonlyArray<Point>): FaceProportions | undefined => {
  const found = eyesOf(landmarks)
  if (found === undefined) return undefined
  const { left, right, apart: eyes } = found
  const between: Point = [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2]
  const mouthWidth = distance(landmarks[48]!, landmarks[54]!) / eyes
  const eyeToMouth = distance(between, mean(landmarks.slice(48, 68))) / eyes
  return { mouthWidth: round(mouthWidth), eyeToMouth: round(eyeToMouth), lowerFace: round(mouthWidth * eyeToMouth) }
}

export type FaceShapeVerdict =
  | { readonly human: true; readonly proportions: FaceProportions | undefined }
  | { readonly human: false; readonly proportions: FaceProportions; readonly reason: string }

/**
 * A detection `width` px wide is a human face unless it is at least MIN_JUDGED_WIDTH wide and either its landmarks
 * give a lower face under MIN_LOWER_FACE or its skin, when measured (`skin`, FaceSurface.ts), is a drawing's. When in
 * doubt (a small face, no usable landmarks, no skin measured) the face is kept: a false flag costs a review, a missed
 * person a wrong clearance.
 */
export const judgeFaceShape = (
  landmarks: ReadonlyArray<Point>,
  width: number,
  skin?: FaceSurface | undefined
): FaceShapeVerdict => {
  const p = proportions(landmarks)
  if (p === undefined || width < MIN_JUDGED_WIDTH) return { human: true, proportions: p }
  if (p.lowerFace >= MIN_LOWER_FACE) {
    const drawn = judgeSurface(skin)
    return drawn.photographed ? { human: true, proportions: p } : { human: false, proportions: p, reason: drawn.reason }
  }
  return {
    human: false,
    proportions: p,
    reason:
      `not a human face's proportions: mouth width ${p.mouthWidth} × eye-to-mouth ${p.eyeToMouth} (in eye distances) ` +
      `= ${p.lowerFace} < ${MIN_LOWER_FACE}`
  }
}
