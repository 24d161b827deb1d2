// One request to the API with the key, JSON handling, typed errors and retries: 429 after Retry-After, 503 and
// connection failures with exponential backoff, for idempotent methods, and for POSTs that carry an
// Idempotency-Key (sent automatically, one UUID per logical call, while retries are on).
import { ClearhouseError, ConnectionError, errorFromResponse } from "./errors.js"
import { type ResponseInfo, responseInfo } from "./response.js"

export const DEFAULT_BASE_URL = "http://127.0.0.1:8080/v1"

export interface RetryOptions {
  /** Retries after the first try; 0 turns retrying off. Default 3. */
  readonly maxRetries?: number
  /** The first backoff delay; each next one doubles, with jitter. Default 500 ms. */
  readonly initialDelayMs?: number
  /** The longest backoff delay. Default 10 s. */
  readonly maxDelayMs?: number
  /** A 429 or 503 asking to wait longer than this is not retried. Default 60 s. */
  readonly maxRetryAfterSeconds?: number
}

export interface ClientOptions {
  /** Default: the CLEARHOUSE_API_KEY environment variable (on Node). */
  readonly apiKey?: string
  /** Ends in /v1. Default: CLEARHOUSE_BASE_URL, else http://127.0.0.1:8080/v1. */
  readonly baseUrl?: string
  /** Retry settings, or `false` for none. */
  readonly retry?: RetryOptions | false
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
  readonly headers?: Readonly<Record<string, string>>
  readonly signal?: AbortSignal | undefined
}

const env = (name: string): string | undefined => {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  const value = process?.env?.[name]
  return value === undefined || value === "" ? undefined : value
}

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

const IDEMPOTENT = new Set(["GET", "PUT", "DELETE"])

export class Transport {
  readonly baseUrl: string
  readonly retry: Required<RetryOptions>
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

  /** Sends the request, retrying as configured; the successful answer (its body unread) and its info. */
  async send(request: Request): Promise<{ readonly response: Response; readonly info: ResponseInfo }> {
    const url = this.url(request.path, request.query)
    const headers: Record<string, string> = {
      accept: "application/json",
      ...this.headers,
      ...request.headers,
      authorization: `Bearer ${this.apiKey}`
    }
    if (request.json !== undefined) headers["content-type"] = "application/json"
    const retrying = this.retry.maxRetries > 0
    if (request.method === "POST" && retrying && headers["idempotency-key"] === undefined) {
      headers["idempotency-key"] = crypto.randomUUID()
    }
    const safe =
      request.repeatable !== false && (IDEMPOTENT.has(request.method) || headers["idempotency-key"] !== undefined)
    for (let attempt = 1; ; attempt++) {
      const canRetry = retrying && safe && attempt <= this.retry.maxRetries
      let response: Response
      try {
        const init: RequestInit & { duplex?: "half" } = { method: request.method, headers }
        if (request.json !== undefined) init.body = JSON.stringify(request.json)
        else if (request.body !== undefined) {
          init.body = request.body()
          init.duplex = "half"
        }
        if (request.signal !== undefined) init.signal = request.signal
        response = await this.fetchImpl(url, init)
      } catch (cause) {
        if (request.signal?.aborted) throw cause
        if (canRetry) {
          await sleep(this.backoff(attempt), request.signal)
          continue
        }
        throw new ConnectionError({
          code: "connection_error",
          message: `${request.method} ${url} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
          status: 0,
          response: null,
          cause
        })
      }
      const info = responseInfo(request.method, url, response, attempt)
      this.lastResponse = info
      this.onResponse?.(info)
      if (response.ok) return { response, info }
      const retryable = response.status === 429 || response.status === 503
      const wait = info.retryAfter ?? (response.status === 429 ? null : this.backoff(attempt) / 1000)
      if (canRetry && retryable && wait !== null && wait <= this.retry.maxRetryAfterSeconds) {
        await response.body?.cancel()
        await sleep(wait * 1000, request.signal)
        continue
      }
      const text = await response.text()
      const body = ((): unknown => {
        try {
          return JSON.parse(text)
        } catch {
          return null
        }
      })()
      throw errorFromResponse(info, body)
    }
  }

  /** Sends a JSON request; the answer's parsed body. */
  async json<T>(request: Request): Promise<{ readonly body: T; readonly info: ResponseInfo }> {
    const { response, info } = await this.send(request)
    return { body: (await response.json()) as T, info }
  }

  private backoff(attempt: number): number {
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.initialDelayMs * 2 ** (attempt - 1))
    return ceiling / 2 + (Math.random() * ceiling) / 2
  }
}
