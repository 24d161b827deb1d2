// Lists: one page with its meta (total, cursor, has_more), or every item of every page by following meta.cursor.
import type { ResponseInfo } from "./response.js"
import type { QueryValue, RequestOptions, Transport } from "./transport.js"

export interface Page<T> {
  readonly data: ReadonlyArray<T>
  /** Total number of matching items. */
  readonly total: number
  /** Pass as `cursor` to read the next page; null on the last page. */
  readonly cursor: string | null
  readonly hasMore: boolean
  readonly response: ResponseInfo
}

export interface PageQuery {
  readonly limit?: number
  readonly cursor?: string
}

interface ListBody<T> {
  readonly data: ReadonlyArray<T>
  readonly meta: { readonly total: number; readonly cursor: string | null; readonly has_more: boolean }
}

export const fetchPage = async <T>(
  transport: Transport,
  path: string,
  query: { readonly [key: string]: QueryValue } | undefined,
  options?: RequestOptions
): Promise<Page<T>> => {
  const { body, info } = await transport.json<ListBody<T>>({
    method: "GET",
    path,
    query,
    headers: options?.headers,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs
  })
  return {
    data: body.data,
    total: body.meta.total,
    cursor: body.meta.cursor,
    hasMore: body.meta.has_more,
    response: info
  }
}

/** Every item, page after page (`limit` sets the page size); the options apply to each page's request. */
export async function* paginate<T>(
  transport: Transport,
  path: string,
  query: { readonly [key: string]: QueryValue } = {},
  options?: RequestOptions
): AsyncGenerator<T, void, undefined> {
  let cursor = query["cursor"] as string | undefined
  for (;;) {
    const page = await fetchPage<T>(transport, path, { ...query, cursor }, options)
    yield* page.data
    if (!page.hasMore || page.cursor === null) return
    cursor = page.cursor
  }
}
