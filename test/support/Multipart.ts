// multipart/form-data bodies built byte by byte, so tests control part order, filenames and content types.
import { randomBytes } from "node:crypto"

export type Part =
  | { readonly name: string; readonly value: string; readonly contentType?: string }
  | {
      readonly name: string
      readonly filename: string
      readonly content: Uint8Array | string
      readonly contentType?: string
    }

export interface MultipartBody {
  readonly body: Buffer
  readonly contentType: string
  readonly boundary: string
}

/** The bytes before a part's content (boundary line and headers). */
export const partHead = (boundary: string, part: Part): string => {
  const disposition =
    "filename" in part
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
  const type = part.contentType === undefined ? "" : `Content-Type: ${part.contentType}\r\n`
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`
}

export const closing = (boundary: string) => `--${boundary}--\r\n`

export const newBoundary = () => `----clearhouse${randomBytes(12).toString("hex")}`

export const multipart = (parts: ReadonlyArray<Part>, boundary = newBoundary()): MultipartBody => {
  const chunks: Array<Buffer> = []
  for (const part of parts) {
    chunks.push(Buffer.from(partHead(boundary, part), "utf8"))
    const content = "filename" in part ? part.content : part.value
    chunks.push(typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content))
    chunks.push(Buffer.from("\r\n"))
  }
  chunks.push(Buffer.from(closing(boundary)))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary }
}
