// Streaming bodies and downloads: multipart uploads from a Blob or a stream (never read whole into memory), file
// paths on Node (loaded lazily so browsers never load Node modules), and downloads as streams or to a file.
import type { ResponseInfo } from "./response.js"

export type UploadSource = Blob | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>

export interface UploadFields {
  readonly projectId: string
  /** Default: the Blob's name when it is a File, else "upload". */
  readonly filename?: string
  /** The file's media type (the server also sniffs the content). */
  readonly contentType?: string
  readonly metadata?: { readonly [key: string]: unknown }
  readonly tags?: ReadonlyArray<string>
  readonly talentIds?: ReadonlyArray<string>
}

const textFields = (fields: UploadFields): ReadonlyArray<readonly [string, string]> => [
  ["project_id", fields.projectId],
  ...(fields.metadata === undefined ? [] : [["metadata", JSON.stringify(fields.metadata)] as const]),
  ...(fields.tags === undefined ? [] : [["tags", JSON.stringify(fields.tags)] as const]),
  ...(fields.talentIds === undefined ? [] : [["talent_ids", JSON.stringify(fields.talentIds)] as const])
]

/** A Blob body as FormData: fetch streams the Blob (a file-backed one from disk) and it can be sent again. */
export const formData = (blob: Blob, fields: UploadFields): FormData => {
  const form = new FormData()
  for (const [name, value] of textFields(fields)) form.append(name, value)
  const typed = fields.contentType === undefined ? blob : new Blob([blob], { type: fields.contentType })
  form.append("file", typed, fields.filename ?? (blob as { name?: string }).name ?? "upload")
  return form
}

const quoted = (s: string) => s.replace(/["\\\r\n]/g, (c) => (c === '"' ? "%22" : c === "\\" ? "\\\\" : ""))

/** A one-shot multipart body around a stream, sent chunk by chunk. */
export const multipartStream = (
  source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  fields: UploadFields
): { readonly body: ReadableStream<Uint8Array>; readonly contentType: string } => {
  const boundary = `clearhouse-${crypto.randomUUID()}`
  const encoder = new TextEncoder()
  let head = ""
  for (const [name, value] of textFields(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(fields.filename ?? "upload")}"\r\n` +
    `Content-Type: ${fields.contentType ?? "application/octet-stream"}\r\n\r\n`
  const iterable: AsyncIterable<Uint8Array> =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<Uint8Array>)
      : {
          async *[Symbol.asyncIterator]() {
            const reader = (source as ReadableStream<Uint8Array>).getReader()
            try {
              for (;;) {
                const { done, value } = await reader.read()
                if (done) return
                yield value
              }
            } finally {
              reader.releaseLock()
            }
          }
        }
  const parts = (async function* () {
    yield encoder.encode(head)
    for await (const chunk of iterable) yield chunk
    yield encoder.encode(`\r\n--${boundary}--\r\n`)
  })()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel() {
      await parts.return(undefined)
    }
  })
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

// Node modules, typed by the little used here (the SDK builds without Node's types).
interface NodeFs {
  readonly openAsBlob: (path: string, options?: { type?: string }) => Promise<Blob>
  readonly createWriteStream: (path: string) => unknown
}
interface NodeStream {
  readonly Readable: { readonly fromWeb: (stream: ReadableStream<Uint8Array>) => unknown }
}
interface NodeStreamPromises {
  readonly pipeline: (source: unknown, destination: unknown) => Promise<void>
}

const load = <T>(name: string): Promise<T> => import(/* @vite-ignore */ name) as Promise<T>

/** A file on disk as a Blob read lazily from disk (Node 20+). */
export const fileBlob = async (path: string, contentType?: string): Promise<Blob> => {
  const fs = await load<NodeFs>("node:fs")
  return fs.openAsBlob(path, contentType === undefined ? {} : { type: contentType })
}

export const basename = (path: string) => path.split(/[\\/]/).pop() ?? path

/** A downloaded file: a stream to read once, or whole as bytes or text. */
export class Download {
  /** 200 for the whole file, 206 for a range. */
  readonly status: number
  readonly contentType: string | null
  readonly contentLength: number | null
  /** `bytes start-end/size` for a range. */
  readonly contentRange: string | null
  readonly etag: string | null
  readonly response: ResponseInfo
  private readonly raw: Response

  constructor(raw: Response, info: ResponseInfo) {
    this.raw = raw
    this.response = info
    this.status = raw.status
    this.contentType = raw.headers.get("content-type")
    const length = raw.headers.get("content-length")
    this.contentLength = length === null ? null : Number(length)
    this.contentRange = raw.headers.get("content-range")
    this.etag = raw.headers.get("etag")
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.raw.body
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.raw.arrayBuffer())
  }

  text(): Promise<string> {
    return this.raw.text()
  }

  /** Streams the content into a file (Node 20+). */
  async saveTo(path: string): Promise<void> {
    const [fs, stream, promises] = await Promise.all([
      load<NodeFs>("node:fs"),
      load<NodeStream>("node:stream"),
      load<NodeStreamPromises>("node:stream/promises")
    ])
    const body = this.raw.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })
    await promises.pipeline(stream.Readable.fromWeb(body), fs.createWriteStream(path))
  }
}

export interface RangeOption {
  /** First byte, from 0. */
  readonly start: number
  /** Last byte, inclusive; default the end of the file. */
  readonly end?: number
}

export const rangeHeader = (range: RangeOption | undefined): Readonly<Record<string, string>> =>
  range === undefined ? {} : { range: `bytes=${range.start}-${range.end ?? ""}` }
