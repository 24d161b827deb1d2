// Whether a face the detector found is an animal's (issue 36, wave 13): the SSD face detector fires on dogs' faces
// whose landmarks happen to fit a human lower face (opencv-doc's dog: 0.46; two spaniels at a window: 0.78), so the
// shape check (FaceShape.ts) keeps them. A general object detector (the tagger's CenterNet, COCO classes) tells a dog
// from a person. The vote: a face that lies mostly inside an animal's box, and in no person's box, is the animal's
// face. It is asked of views of the picture: the whole picture, then a crop around the face (an animal's head that
// fills the view is found where a small one in a large picture is missed: the upper spaniel). A person's box in any
// view keeps the face a person's, so a picture of a person with a dog still gives the person. Pure geometry on boxes
// given as shares of their view: a verdict does not change when the view is moved or scaled. Figures in
// docs/decisions.md (Faces that are not people, wave 13).

/** A box as shares of its view's width and height (0–1), or in pixels where said. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** What an object detector found in a view: its class (COCO: person, dog, cat…), score (0–1) and box (shares). */
export interface SeenObject {
  readonly label: string
  readonly score: number
  readonly box: Box
}

/** COCO's animals, and the toy one (a teddy bear's face is no person's either). */
export const ANIMALS: ReadonlySet<string> = new Set([
  "bird",
  "cat",
  "dog",
  "horse",
  "sheep",
  "cow",
  "elephant",
  "bear",
  "zebra",
  "giraffe",
  "teddy bear"
])

/** A face is inside an animal's box when at least this share of it is. */
export const MIN_INSIDE_ANIMAL = 0.5
/** A face with at least this share inside a person's box is a person's, whatever else holds it. */
export const MIN_INSIDE_PERSON = 0.1
/** The crop around a face is this many times the face's larger side, centred on it (clipped to the picture). */
export const CROP_FACTOR = 2

/** The share of `inner`'s area that lies inside `outer` (0 when `inner` has no area). */
export const shareInside = (inner: Box, outer: Box): number => {
  const area = inner.width * inner.height
  if (!(area > 0)) return 0
  const w = Math.min(inner.x + inner.width, outer.x + outer.width) - Math.max(inner.x, outer.x)
  const h = Math.min(inner.y + inner.height, outer.y + outer.height) - Math.max(inner.y, outer.y)
  return w > 0 && h > 0 ? (w * h) / area : 0
}

/** What one view says of a face: a person holds it, an animal holds it (and no person), or neither. */
export type ViewVerdict =
  | { readonly seen: "person" }
  | { readonly seen: "animal"; readonly label: string; readonly score: number; readonly inside: number }
  | { readonly seen: "neither" }

/** What the objects of one view say of `face` (a box in the same view, as shares). */
export const inView = (face: Box, objects: ReadonlyArray<SeenObject>): ViewVerdict => {
  if (objects.some((o) => o.label === "person" && shareInside(face, o.box) >= MIN_INSIDE_PERSON)) {
    return { seen: "person" }
  }
  const best = objects
    .filter((o) => ANIMALS.has(o.label))
    .map((o) => ({ o, inside: shareInside(face, o.box) }))
    .filter(({ inside }) => inside >= MIN_INSIDE_ANIMAL)
    .sort((a, b) => b.o.score - a.o.score || b.inside - a.inside)[0]
  return best === undefined
    ? { seen: "neither" }
    : { seen: "animal", label: best.o.label, score: best.o.score, inside: best.inside }
}

export type AnimalVerdict = { readonly animal: false } | { readonly animal: true; readonly reason: string }

/**
 * A face is an animal's when some view puts it inside an animal and none inside a person; no view, or views that see
 * neither, keep it a person's (when in doubt, a person).
 */
export const judgeAnimal = (views: ReadonlyArray<ViewVerdict>): AnimalVerdict => {
  if (views.some((v) => v.seen === "person")) return { animal: false }
  const animal = views.find((v) => v.seen === "animal")
  if (animal?.seen !== "animal") return { animal: false }
  return {
    animal: true,
    reason:
      `an animal's face: ${Math.round(animal.inside * 100)} % of it lies inside a ${animal.label} the object ` +
      `detector found (score ${animal.score}) and none of it inside a person`
  }
}

/**
 * The crop around a face `face` (pixels of a picture `width` × `height`): a square CROP_FACTOR times the face's larger
 * side, centred on the face and clipped to the picture, in whole pixels; and the face as shares of that crop. None
 * when the face has no area or lies off the picture.
 */
export const surroundings = (
  face: Box,
  width: number,
  height: number
): { readonly region: Box; readonly face: Box } | undefined => {
  const side = Math.max(face.width, face.height) * CROP_FACTOR
  const left = Math.max(0, Math.round(face.x + face.width / 2 - side / 2))
  const top = Math.max(0, Math.round(face.y + face.height / 2 - side / 2))
  const right = Math.min(width, Math.round(face.x + face.width / 2 + side / 2))
  const bottom = Math.min(height, Math.round(face.y + face.height / 2 + side / 2))
  if (!(face.width > 0 && face.height > 0) || right - left < 1 || bottom - top < 1) return undefined
  const region = { x: left, y: top, width: right - left, height: bottom - top }
  return {
    region,
    face: {
      x: (face.x - left) / region.width,
      y: (face.y - top) / region.height,
      width: face.width / region.width,
      height: face.height / region.height
    }
  }
}
