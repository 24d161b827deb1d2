// Small helpers for raw HTTP assertions in tests.
import { assert } from "@effect/vitest"
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

/** Checks the spec's error body: exactly {error: {code, message, details: [{field, issue}]}}. */
export const assertErrorFormat = (body: ErrorBody, code?: string) => {
  assert.deepStrictEqual(Object.keys(body), ["error"])
  assert.deepStrictEqual(Object.keys(body.error).sort(), ["code", "details", "message"])
  assert.isString(body.error.code)
  assert.isString(body.error.message)
  assert.isArray(body.error.details)
  for (const d of body.error.details) {
    assert.deepStrictEqual(Object.keys(d).sort(), ["field", "issue"])
    assert.isString(d.field)
    assert.isString(d.issue)
  }
  if (code !== undefined) assert.strictEqual(body.error.code, code)
}

/** Checks a 400 `validation_error` whose only detail is `{field, issue}`. */
export const assertRefused = (res: Response, field: string, issue: string) =>
  Effect.map(bodyOf<ErrorBody>(res), (body) => {
    assert.strictEqual(res.status, 400, JSON.stringify(body))
    assertErrorFormat(body, "validation_error")
    assert.deepStrictEqual(body.error.details, [{ field, issue }])
  })
