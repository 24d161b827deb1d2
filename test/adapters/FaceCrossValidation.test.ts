// The face corpus' leave-one-source-out figures (test/support/FaceCorpus.ts, crossValidate; docs/decisions.md, wave 11)
// on made-up detections: a bar fitted on every real face catches what lies past them all, and the same bar fitted
// without a person loses that person when their face lies past the others'.
import { assert, describe, it } from "@effect/vitest"
import { crossValidate, type Measured } from "../support/FaceCorpus.js"

const detection = (shading: number, width = 100): Measured["before"][number] => ({
  score: 0.9,
  width,
  lowerFace: 0.9,
  flatSkin: 0.1,
  shading,
  tilt: 0,
  animal: false,
  kept: true,
  keptWithLight: true
})

const row = (name: string, source: string, faces: number, shadings: ReadonlyArray<number>): Measured => ({
  picture: { name, source, kind: faces === 0 ? "drawing" : "people", faces, bytes: () => Promise.resolve(Buffer.of()) },
  before: shadings.map((s) => detection(s)),
  after: shadings.length,
  afterWithLight: shadings.length
})

describe("leave-one-source-out", () => {
  it("fits each bar without the source it judges", () => {
    const text = crossValidate([
      row("ada/original", "ada", 1, [0.5]),
      row("ada/darker", "ada", 1, [0.4]),
      row("bo/original", "bo", 1, [0.2]),
      row("painting-1", "painting", 0, [0.05]),
      row("relief-1", "relief", 0, [0.3])
    ])
    assert.include(text, "(4 sources): 2 false people and 3 real faces kept")
    // Fitted on all, the shading bar is Bo's 0.2: the painting (0.05) is caught, the relief (0.3) is not, and so when
    // each is left out (the bar is still Bo's). Left out, Bo meets Ada's bar of 0.4 and is lost.
    assert.include(
      text,
      "shading ≥: bar fitted on all 0.200 catches 1; left out by source, catches 1 and loses 1 real faces [bo/original]"
    )
    // Signals on which every detection is alike neither catch nor lose anything.
    assert.include(
      text,
      "detector score ≥: bar fitted on all 0.900 catches 0; left out by source, catches 0 and loses 0"
    )
  })

  it("leaves out the detections the checks in use drop, and the badge on Hopper's cap", () => {
    const dropped = { ...row("cat", "chelsea", 0, [0.01]), before: [{ ...detection(0.01), kept: false }] }
    const badge = { ...row("hopper/grey", "hopper", 1, []), before: [detection(0.6), detection(0.01, 48)] }
    const text = crossValidate([dropped, badge, row("bo/original", "bo", 1, [0.2])])
    assert.include(text, "(2 sources): 0 false people and 2 real faces kept")
    assert.include(text, "shading ≥: bar fitted on all 0.200 catches 0")
  })
})
