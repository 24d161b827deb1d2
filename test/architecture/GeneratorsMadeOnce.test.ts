// On the request path a generator is made once (Effect.fnUntraced), never by a function that gives back
// Effect.gen on every call: V8 keeps each new generator function's map, and with it the call's closure, until a full
// collection (docs/performance.md, wave 13). ESLint refuses the per-call forms in the request path's folders; this
// checks the rule bites on each form and keeps quiet on what is made once.
import { assert, describe, it } from "@effect/vitest"
import { ESLint } from "eslint"
import * as path from "node:path"

const ROOT = path.resolve(import.meta.dirname, "../..")

const reports = async (filePath: string, code: string) => {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(`import { Effect, Layer } from "effect"\n${code}`, {
    filePath: path.join(ROOT, filePath)
  })
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message)
}

const PER_CALL = {
  "an arrow giving back Effect.gen": "export const f = (a: number) => Effect.gen(function* () { return a })",
  "with a pipe after it": "export const f = (a: number) => Effect.gen(function* () { return a }).pipe(Effect.asVoid)",
  "a return statement": "export function f(a: number) { return Effect.gen(function* () { return a }) }",
  "a service method": "export const s = { get: (a: number) => Effect.gen(function* () { return a }) }",
  "inside a call it gives back": "export const f = (a: number) => Effect.scoped(Effect.gen(function* () { return a }))",
  "inside a call and a pipe":
    "declare const tx: { withTransaction: <A>(e: Effect.Effect<A>) => Effect.Effect<A> }\n" +
    "export const f = (a: number) => tx.withTransaction(Effect.gen(function* () { return a })).pipe(Effect.asVoid)",
  "inside a generator made once but run per call":
    "export const f = Effect.fnUntraced(function* (a: number) { return yield* Effect.scoped(Effect.gen(function* () { return a })) })"
}

const MADE_ONCE = {
  "a module-level Effect.gen": "export const make = Effect.gen(function* () { return 1 })",
  "a service's make with its methods made once":
    "export const make = Effect.gen(function* () {\n" +
    "  const get = Effect.fnUntraced(function* (a: number) { return a })\n" +
    "  return { get }\n" +
    "})",
  "a layer built once":
    "export const layer = (n: number) => Layer.effectDiscard(Effect.gen(function* () { return n }))",
  "a layer built once, piped":
    "export const layer = (n: number) => Layer.effectDiscard(Effect.gen(function* () { return n })).pipe(Layer.orDie)",
  "a plain function without a generator": "export const f = (a: number) => Effect.succeed(a)",
  "a transaction body made once, given the caller's arguments":
    "declare const tx: { withTransaction: <A>(e: Effect.Effect<A>) => Effect.Effect<A> }\n" +
    "const body = Effect.fnUntraced(function* (a: number) { return a })\n" +
    "export const f = Effect.fnUntraced(function* (a: number) { return yield* tx.withTransaction(body(a)) })",
  "a body made once with a default parameter and a pipe":
    "export const f = Effect.fnUntraced(function* (a: number, b = 1) { return a + b }, Effect.asVoid)"
}

describe("generators made once on the request path", () => {
  it("ESLint refuses every per-call form in the request path's folders", async () => {
    for (const [form, code] of Object.entries(PER_CALL)) {
      for (const file of [
        "application/projects/Probe.ts",
        "adapters/postgres/Probe.ts",
        "application/workflows/Probe.ts",
        "application/agents/Probe.ts",
        "adapters/blob/Probe.ts",
        "adapters/dashboard/Probe.ts",
        "runtime/Probe.ts"
      ]) {
        const found = await reports(file, code)
        assert.strictEqual(found.length, 1, `${form} in ${file}: ${found.join("; ")}`)
        assert.include(found[0], "Effect.fnUntraced")
      }
    }
  })

  it("keeps quiet on generators made once, and outside the service's code", async () => {
    for (const [form, code] of Object.entries(MADE_ONCE)) {
      for (const file of ["application/projects/Probe.ts", "adapters/dashboard/Probe.ts"]) {
        assert.deepStrictEqual(await reports(file, code), [], `${form} in ${file}`)
      }
    }
    assert.deepStrictEqual(await reports("test/Probe.ts", PER_CALL["an arrow giving back Effect.gen"]), [])
  })
})
