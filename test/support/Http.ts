// Small helpers for raw HTTP assertions in tests.
import { Effect } from "effect"

export interface ErrorBody {
  readonly error: {
    readonly code: string
    readonly message: string
    readonly details: Array<{ readonly field: string; readonly issue: string }>
  }
}

/** The JSON body of a response, typed as the caller expects it (the assertions check it). */
export const bodyOf = <T = ErrorBody>(res: Response): Effect.Effect<T> => Effect.promise(() => res.json() as Promise<T>)

export const jsonRequest = (body: unknown, method = "POST") => ({
  method,
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body)
})
