// A PDF's first page as a small PNG, drawn in a worker thread (PdfPageWorker.ts), as the main thread sees it.
// - The worker starts at the first PDF preview (never at start-up): pdf.js and the canvas library load there only, so
//   a server that never previews a PDF never loads them.
// - One page at a time. A page that takes longer than TIMEOUT_MS, or a worker past its heap limit, has the worker
//   stopped (the next page starts a new one) and answers none, as does a damaged, encrypted or too large file.
// - An idle worker stops after IDLE_MS and does not keep the process alive meanwhile: its memory is given back.
// - An interrupted caller's page is still drawn to its end (its answer is dropped); the next page waits for it, so the
//   worker never has two.
import { Effect, Option, Semaphore } from "effect"
import type { Worker } from "node:worker_threads"
import { spawnWorker } from "./Workers.js"

/** What the main thread asks: the first page of `file`, `size` pixels on its longer side; none past `maxBytes`. */
export interface PageRequest {
  readonly id: number
  readonly file: string
  readonly size: number
  readonly maxBytes: number
}
/** The answer: the page as PNG, or why there is none. */
export type PageReply =
  | { readonly id: number; readonly ok: true; readonly png: ArrayBuffer }
  | { readonly id: number; readonly ok: false; readonly message: string }

/** PDFs larger than this get no preview (the worker would hold the whole file). */
export const MAX_BYTES = 64 * 1024 * 1024
/** A first page not drawn within this time gets no preview, and its worker is stopped. */
export const TIMEOUT_MS = 10_000
/** An idle worker stops after this long. */
export const IDLE_MS = 30_000
/** The worker's JavaScript heap at most (pdf.js's objects; image pixels are bounded by the worker's image limit). */
const HEAP_LIMIT_MB = 128

const spawn = (heapLimitMb: number) =>
  spawnWorker(new URL("./PdfPageWorker.ts", import.meta.url), new URL("./pdfpage.js", import.meta.url), {
    name: "pdf-pages",
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb }
  })

/** The thread's bounds (tests make them small). */
export interface Limits {
  readonly timeoutMs: number
  readonly maxBytes: number
  readonly heapLimitMb: number
  readonly idleMs: number
}

export class PdfPageThread {
  private worker: Worker | undefined
  private idle: ReturnType<typeof setTimeout> | undefined
  /** The page being drawn: its worker, its id, and who waits for it (undefined: the worker died or was stopped). */
  private current:
    | { readonly worker: Worker; readonly id: number; readonly answer: (reply: PageReply | undefined) => void }
    | undefined
  private nextId = 0
  private workers = 0
  private readonly turn = Semaphore.makeUnsafe(1)

  private readonly limits: Limits

  constructor(limits: Partial<Limits> = {}) {
    this.limits = { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, heapLimitMb: HEAP_LIMIT_MB, idleMs: IDLE_MS, ...limits }
  }

  /** Workers started so far. */
  get started(): number {
    return this.workers
  }

  /** True while a worker is running (busy or idle). */
  get running(): boolean {
    return this.worker !== undefined
  }

  /** The first page of the PDF in `file` as PNG, at most `size` pixels a side; none when it cannot be drawn. */
  firstPage(file: string, size: number): Effect.Effect<Option.Option<Uint8Array>> {
    return this.turn.withPermits(1)(
      Effect.callback<Option.Option<Uint8Array>>((resume) => {
        let settle!: () => void
        const settled = new Promise<void>((resolve) => (settle = resolve))
        const id = ++this.nextId
        let timer: ReturnType<typeof setTimeout> | undefined
        let finished = false
        const done = (reply: PageReply | undefined) => {
          if (finished) return
          finished = true
          clearTimeout(timer)
          this.current = undefined
          this.rest()
          settle()
          resume(
            Effect.succeed(reply?.ok === true ? Option.some(new Uint8Array(reply.png)) : Option.none<Uint8Array>())
          )
        }
        try {
          clearTimeout(this.idle)
          const worker = this.worker ?? this.start()
          this.current = { worker, id, answer: done }
          timer = setTimeout(() => {
            this.stop()
            done(undefined)
          }, this.limits.timeoutMs)
          worker.ref()
          worker.postMessage({ id, file, size, maxBytes: this.limits.maxBytes } satisfies PageRequest)
        } catch {
          this.stop()
          done(undefined)
        }
        // Interrupted: the page is drawn anyway (or times out); the turn is given back once it is.
        return Effect.promise(() => settled)
      })
    )
  }

  /** Stops the worker now: a page in it answers none, and the next page starts a new worker. */
  stop(): void {
    const worker = this.worker
    this.worker = undefined
    clearTimeout(this.idle)
    if (worker !== undefined) void worker.terminate()
  }

  private start(): Worker {
    const worker = spawn(this.limits.heapLimitMb)
    this.worker = worker
    this.workers++
    worker.on("message", (reply: PageReply) => {
      if (this.current?.worker === worker && this.current.id === reply.id) this.current.answer(reply)
    })
    // A worker that stopped answers its page (if it is the current one) with none; an older one answers nothing.
    const died = () => {
      if (this.worker === worker) this.worker = undefined
      if (this.current?.worker === worker) this.current.answer(undefined)
    }
    worker.on("error", died)
    worker.on("messageerror", () => {
      died()
      void worker.terminate()
    })
    worker.on("exit", died)
    return worker
  }

  /** Between pages: the worker does not keep the process alive, and stops when no page comes for `idleMs`. */
  private rest(): void {
    const worker = this.worker
    if (worker === undefined) return
    worker.unref()
    clearTimeout(this.idle)
    this.idle = setTimeout(() => {
      if (this.worker === worker && this.current === undefined) this.stop()
    }, this.limits.idleMs)
    this.idle.unref()
  }
}

/** The process's PDF page thread. */
export const shared = new PdfPageThread()
