// The animal vote on faces (issue 36, wave 13; the rule is domain/talent/AnimalFace.ts): Human's CenterNet, the
// tagger's object model (COCO classes), is asked whether the faces the face detector kept lie inside a person or an
// animal, first on the whole picture, then, for each face no person holds there, on a crop around it (the largest
// MAX_CROPS such faces; the others are judged on the whole picture alone). Run in the inference worker like the face
// detector, and only for pictures where a face was kept, so a picture without a face costs nothing more. When the
// object model cannot answer, the faces stay people's (a missed person is a wrong clearance).
import { Effect } from "effect"
import {
  type AnimalVerdict,
  type Box,
  inView,
  judgeAnimal,
  type SeenObject,
  surroundings,
  type ViewVerdict
} from "../../domain/talent/AnimalFace.js"
import type { FoundObjects } from "./HumanObjectModel.js"
import * as InferenceThread from "./InferenceThread.js"

/** The whole picture is shrunk to this for the object model, as the tagger's (it works at 512 px anyway). */
const WHOLE_SIDE = 800
/** A crop around a face is brought to this side (enlarged when the face is small). */
const CROP_SIDE = 512
/**
 * At most this many faces of a picture get a crop of their own (each costs about as much as the whole picture's view,
 * 0.3–0.5 s on the 2-core machine): a group photo whose people the whole picture does not show would otherwise pay
 * one per face.
 */
export const MAX_CROPS = 2

const objectsOf = (found: FoundObjects): ReadonlyArray<SeenObject> =>
  typeof found.error === "string"
    ? []
    : found.object.map((o) => ({
        label: o.label,
        score: Math.round(o.score * 1000) / 1000,
        box: { x: o.boxRaw[0], y: o.boxRaw[1], width: o.boxRaw[2], height: o.boxRaw[3] }
      }))

/** The object model's answer on a decoded view; none when it could not run. */
const objectsIn = <E>(decode: Effect.Effect<InferenceThread.Picture, E>) =>
  InferenceThread.shared.run("objects", decode).pipe(
    Effect.map(({ found }) => objectsOf(found)),
    Effect.orElseSucceed((): ReadonlyArray<SeenObject> => [])
  )

/**
 * Which of `faces` (boxes in the pixels of the picture in `file` shrunk to `maxSide`, which is `width` × `height`) are
 * animals' faces, in the same order.
 */
export const animalVotes = (
  file: string,
  maxSide: number,
  size: { readonly width: number; readonly height: number },
  faces: ReadonlyArray<Box>
): Effect.Effect<ReadonlyArray<AnimalVerdict>> =>
  Effect.gen(function* () {
    if (faces.length === 0) return []
    const whole = yield* objectsIn(InferenceThread.picture(file, WHOLE_SIDE))
    const share = (b: Box): Box => ({
      x: b.x / size.width,
      y: b.y / size.height,
      width: b.width / size.width,
      height: b.height / size.height
    })
    const views: Array<Array<ViewVerdict>> = faces.map((b) => [inView(share(b), whole)])
    const cropped = faces
      .map((b, i) => ({ b, i }))
      .filter(({ i }) => views[i]![0]!.seen !== "person")
      .sort((a, z) => z.b.width * z.b.height - a.b.width * a.b.height)
      .slice(0, MAX_CROPS)
    for (const { b, i } of cropped) {
      const around = surroundings(b, size.width, size.height)
      if (around === undefined) continue
      const objects = yield* objectsIn(InferenceThread.region(file, maxSide, around.region, CROP_SIDE))
      views[i]!.push(inView(around.face, objects))
    }
    return views.map(judgeAnimal)
  })
