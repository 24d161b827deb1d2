// A decoded picture as the inference models take it.

/** A decoded picture: `channels` bytes per pixel, rows top to bottom. */
export interface Pixels {
  readonly width: number
  readonly height: number
  readonly channels: number
  readonly data: Uint8Array<ArrayBuffer>
}
