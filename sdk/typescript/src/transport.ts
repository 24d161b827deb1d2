// One request to the API: the key, JSON handling, typed errors, a time limit per attempt, cancellation, and retries.
// Every POST carries an Idempotency-Key (the caller's, else a new UUID), the same on each of its retries, so the
// server runs it at most once. Retried, unless the body can be sent only once: a 429 after its Retry-After and a
// 409 `idempotency_in_progress` after its Retry-After (the first request with the key still runs; a retry then gets
// its answer), both refused before anything ran; and, when the request is safe to repeat (GET, PUT and DELETE by
// their meaning, POST by its key; never PATCH, which the server does not deduplicate), a 500, 502, 503 or 504, a
// connection failure or a time-out after an exponential backoff with jitter (or the answer's Retry-After).
import { ClearhouseError, ConnectionError, errorFromResponse, TimeoutError as RequestTimeoutError } from "./errors.js"
import { type ResponseInfo, responseInfo } from "./response.js"
import { VERSION } from "./version.gen.js"

export const DEFAULT_BASE_URL = "http://127.0.0.1:8080/v1"

export interface RetryOptions {
  /** Retries after the first try; 0 turns retrying off. Default 3. */
  readonly maxRetries?: number
  /** The first backoff delay; each next one doubles, with jitter. Default 500 ms. */
  readonly initialDelayMs?: number
  /** The longest backoff delay. Default 10 s. */
  readonly maxDelayMs?: number
  /** An answer asking to wait longer than this (Retry-After) is not retried. Default 60 s. */
  readonly maxRetryAfterSeconds?: number
}

/** Options every method takes as its last argument. */
export interface RequestOptions {
  /**
   * The time limit of each attempt in ms, until the answer's headers (and a JSON body) arrived; an attempt that
   * runs out is retried like a connection failure. 0 for none. Default: the client's `timeoutMs` (uploads: none).
   */
  readonly timeoutMs?: number
  /** Headers added to this request, over the client's `headers`. */
  readonly headers?: Readonly<Record<string, string>>
  /** Cancels the call (the attempt in flight or the wait before a retry); the call rejects with the signal's reason. */
  readonly signal?: AbortSignal
}

/** Options of the methods that POST. */
export interface PostOptions extends RequestOptions {
  /**
   * The Idempotency-Key (1 to 255 visible ASCII characters). Default: a new UUID per call. The same on every retry;
   * give your own to make a call you repeat later (after a crash, say) run at most once.
   */
  readonly idempotencyKey?: string
}

export interface ClientOptions {
  /** Default: the CLEARHOUSE_API_KEY environment variable (on Node). */
  readonly apiKey?: string
  /** Ends in /v1. Default: CLEARHOUSE_BASE_URL, else http://127.0.0.1:8080/v1. */
  readonly baseUrl?: string
  /** Retry settings, or `false` for none. */
  readonly retry?: RetryOptions | false
  /** The time limit of each attempt of a call but an upload, in ms (see RequestOptions); 0 for none. Default 60 s. */
  readonly timeoutMs?: number
  /** Called with every answer (retried ones too): status, request id, rate-limit headers. */
  readonly onResponse?: (info: ResponseInfo) => void
  /** Another fetch implementation (default: the global one). */
  readonly fetch?: typeof fetch
  /** Headers added to every request. */
  readonly headers?: Readonly<Record<string, string>>
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>

export interface Request {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly path: string
  readonly query?: { readonly [key: string]: QueryValue } | undefined
  readonly json?: unknown
  /** A body made afresh for each attempt (for uploads). */
  readonly body?: () => NonNullable<RequestInit["body"]>
  /** False when the body cannot be sent twice (a one-shot stream). */
  readonly repeatable?: boolean
  /** An upload: the client's `timeoutMs` does not apply (a large file may take long to send). */
  readonly upload?: boolean
  readonly headers?: Readonly<Record<string, string>> | undefined
  readonly signal?: AbortSignal | undefined
  readonly timeoutMs?: number | undefined
  readonly idempotencyKey?: string | undefined
}

const env = (name: string): string | undefined => {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  const value = process?.env?.[name]
  return value === undefined || value === "" ? undefined : value
}

const runtime = (): string | undefined => {
  const g = globalThis as {
    readonly process?: { readonly versions?: Readonly<Record<string, string | undefined>> }
    readonly Deno?: { readonly version?: { readonly deno?: string } }
    readonly document?: unknown
  }
  if (g.document !== undefined) return undefined
  if (g.Deno?.version?.deno !== undefined) return `deno/${g.Deno.version.deno}`
  const versions = g.process?.versions
  if (versions?.["bun"] !== undefined) return `bun/${versions["bun"]}`
  if (versions?.["node"] !== undefined) return `node/${versions["node"]}`
  return undefined
}

/**
 * `clearhouse-sdk-typescript/<version> <runtime>/<version>`; undefined in browsers, which send their own (a header
 * of the page's would need the server's CORS preflight to allow it).
 */
export const USER_AGENT: string | undefined = ((r) =>
  r === undefined ? undefined : `clearhouse-sdk-typescript/${VERSION} ${r}`)(runtime())

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort)
      resolve()
    }, ms)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener("abort", abort, { once: true })
  })

/** One attempt's signal: aborted by the caller's signal, or when the time limit runs out. */
class Attempt {
  readonly signal: AbortSignal
  timedOut = false
  private readonly controller = new AbortController()
  private readonly timer: ReturnType<typeof setTimeout> | undefined
  private readonly unlink: () => void

  constructor(
    timeoutMs: number,
    private readonly outer: AbortSignal | undefined
  ) {
    this.signal = this.controller.signal
    const abort = () => this.controller.abort(outer?.reason)
    if (outer?.aborted) abort()
    else outer?.addEventListener("abort", abort, { once: true })
    this.unlink = () => outer?.removeEventListener("abort", abort)
    this.timer =
      timeoutMs > 0
        ? setTimeout(() => {
            this.timedOut = true
            this.controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError"))
          }, timeoutMs)
        : undefined
  }

  /** Stops the clock; the caller's signal still cancels a body that is read later when `streamed`. */
  end(streamed = false) {
    clearTimeout(this.timer)
    if (!streamed) this.unlink()
  }

  get cancelled() {
    return this.outer?.aborted === true
  }
}

const IDEMPOTENT = new Set(["GET", "PUT", "DELETE"])
const RETRIED_STATUS = new Set([500, 502, 503, 504])

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const errorCode = (body: unknown): unknown => (body as { error?: { code?: unknown } } | null)?.error?.code

export class Transport {
  readonly baseUrl: string
  readonly retry: Required<RetryOptions>
  readonly timeoutMs: number
  /** The latest answer this client received (see also `onResponse`). */
  lastResponse: ResponseInfo | null = null
  private readonly apiKey: string
  private readonly fetchImpl: typeof fetch
  private readonly onResponse: ((info: ResponseInfo) => void) | undefined
  private readonly headers: Readonly<Record<string, string>>

  constructor(options: ClientOptions = {}) {
    const apiKey = options.apiKey ?? env("CLEARHOUSE_API_KEY")
    if (apiKey === undefined) {
      throw new ClearhouseError({
        code: "missing_api_key",
        message: "No API key: pass apiKey or set CLEARHOUSE_API_KEY",
        status: 0,
        response: null
      })
    }
    this.apiKey = apiKey
    this.baseUrl = (options.baseUrl ?? env("CLEARHOUSE_BASE_URL") ?? DEFAULT_BASE_URL).replace(/\/+$/, "")
    const retry = options.retry === false ? { maxRetries: 0 } : (options.retry ?? {})
    this.retry = {
      maxRetries: retry.maxRetries ?? 3,
      initialDelayMs: retry.initialDelayMs ?? 500,
      maxDelayMs: retry.maxDelayMs ?? 10_000,
      maxRetryAfterSeconds: retry.maxRetryAfterSeconds ?? 60
    }
    this.timeoutMs = options.timeoutMs ?? 60_000
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.onResponse = options.onResponse
    this.headers = options.headers ?? {}
  }

  url(path: string, query?: Request["query"]): string {
    const url = new URL(this.baseUrl + path)
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(name, String(v))
      else url.searchParams.set(name, String(value))
    }
    return url.toString()
  }

  /** Sends the request, retrying as configured; the successful answer (its body unread, a stream) and its info. */
  send(request: Request): Promise<{ readonly response: Response; readonly info: ResponseInfo }> {
    return this.exchange(request, true, async (response, info) => ({ response, info }))
  }

  /** Sends a JSON request; the answer's parsed body (read within the attempt's time limit) and its info. */
  json<T>(request: Request): Promise<{ readonly body: T; readonly info: ResponseInfo }> {
    return this.exchange(request, false, async (response, info) => ({ body: (await response.json()) as T, info }))
  }

  private async exchange<T>(
    request: Request,
    streamed: boolean,
    read: (response: Response, info: ResponseInfo) => Promise<T>
  ): Promise<T> {
    const url = this.url(request.path, request.query)
    const headers: Record<string, string> = { accept: "application/json" }
    if (USER_AGENT !== undefined) headers["user-agent"] = USER_AGENT
    for (const [name, value] of [...Object.entries(this.headers), ...Object.entries(request.headers ?? {})]) {
      headers[name.toLowerCase()] = value
    }
    headers["authorization"] = `Bearer ${this.apiKey}`
    if (request.json !== undefined) headers["content-type"] = "application/json"
    if (request.method === "POST") {
      headers["idempotency-key"] = request.idempotencyKey ?? headers["idempotency-key"] ?? crypto.randomUUID()
    }
    const key = headers["idempotency-key"] ?? null
    const resendable = request.repeatable !== false
    const safe = resendable && (IDEMPOTENT.has(request.method) || request.method === "POST")
    const timeoutMs = request.timeoutMs ?? (request.upload === true ? 0 : this.timeoutMs)
    const signal = request.signal
    for (let attempt = 1; ; attempt++) {
      const retriesLeft = attempt <= this.retry.maxRetries
      const limit = new Attempt(timeoutMs, signal)
      let inCallback = false
      try {
        const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: limit.signal }
        if (request.json !== undefined) init.body = JSON.stringify(request.json)
        else if (request.body !== undefined) {
          init.body = request.body()
          init.duplex = "half"
        }
        const response = await this.fetchImpl(url, init)
        const info = responseInfo(request.method, url, response, attempt, key)
        this.lastResponse = info
        inCallback = true
        this.onResponse?.(info)
        inCallback = false
        if (response.ok) {
          const value = await read(response, info)
          limit.end(streamed)
          return value
        }
        const body = parse(await response.text())
        limit.end()
        const wait = retriesLeft && resendable ? this.retryWait(response.status, body, info, attempt, safe) : null
        if (wait !== null) {
          await sleep(wait * 1000, signal)
          continue
        }
        throw errorFromResponse(info, body)
      } catch (cause) {
        limit.end()
        if (cause instanceof ClearhouseError || inCallback) throw cause // not the network's: never retried
        if (limit.cancelled) throw signal?.reason
        if (retriesLeft && safe) {
          await sleep(this.backoff(attempt), signal)
          continue
        }
        const what = `${request.method} ${url}`
        const Class = limit.timedOut ? RequestTimeoutError : ConnectionError
        throw new Class({
          code: limit.timedOut ? "timeout" : "connection_error",
          message: limit.timedOut
            ? `${what}: no answer within ${timeoutMs} ms`
            : `${what} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
          status: 0,
          response: null,
          idempotencyKey: key,
          cause
        })
      }
    }
  }

  /** Seconds to wait before retrying this answer, or null when it is not retried (5xx: only a `safe` request). */
  private retryWait(status: number, body: unknown, info: ResponseInfo, attempt: number, safe: boolean): number | null {
    const wait =
      status === 429
        ? info.retryAfter
        : status === 409 && errorCode(body) === "idempotency_in_progress"
          ? (info.retryAfter ?? 1)
          : safe && RETRIED_STATUS.has(status)
            ? (info.retryAfter ?? this.backoff(attempt) / 1000)
            : null
    return wait !== null && wait <= this.retry.maxRetryAfterSeconds ? wait : null
  }

  private backoff(attempt: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.initialDelayMs * 2 ** (attempt - 1))
    return ceiling / 2 + (Math.random() * ceiling) / 2
  }
}
