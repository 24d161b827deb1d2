// The geometry of a face's 68 landmarks (the iBUG 300-W layout face-api and dlib use: 36–41 one eye, 42–47 the other,
// 48–67 the mouth), shared by the shape check (FaceShape.ts) and the skin check (FaceSurface.ts).

export type Point = readonly [x: number, y: number]

export const mean = (points: ReadonlyArray<Point>): Point => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length
]

export const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1])

export const round = (x: number) => Math.round(x * 1000) / 1000

/** The eyes' centres and the distance between them; none when there are not 68 points or the eyes coincide. */
export const eyesOf = (
  landmarks: ReadonlyArray<Point>
): { readonly left: Point; readonly right: Point; readonly apart: number } | undefined => {
  if (landmarks.length !== 68) return undefined
  const left = mean(landmarks.slice(36, 42))
  const right = mean(landmarks.slice(42, 48))
  const apart = distance(left, right)
  return apart > 0 ? { left, right, apart } : undefined
}
