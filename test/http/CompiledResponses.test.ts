// Every JSON success response of the API is encoded by its schema compiled once (adapters/http/v1/
// CompiledResponses): for each endpoint, the compiled encoder covers the whole schema and gives what Schema's
// interpreter gives for arbitrary values of it. (Every other HTTP test sees these responses on the wire.)
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Effect, Result, Schema } from "effect"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import { compiledSuccesses } from "../../adapters/http/v1/CompiledResponses.js"
import { compileEncoder, leftToInterpreter } from "../../domain/platform/CompiledEncoder.js"

// The endpoints whose responses the server compiles, as it picks them.
const jsonSuccesses = [...compiledSuccesses(ApiV1)].map(([name, success]) => ({ name, schema: success.schema }))

describe("compiled responses", () => {
  it("cover the API's JSON success schemas", () => {
    assert.isAbove(jsonSuccesses.length, 40)
  })

  it.effect.each(jsonSuccesses)("$name: compiled throughout, and the same JSON as the interpreter", ({ schema }) =>
    Effect.gen(function* () {
      assert.deepStrictEqual(leftToInterpreter(schema).map(String), [])
      const compiled = compileEncoder(schema)
      const interpreted = Schema.encodeResult(schema as Schema.Codec<unknown, unknown>)
      const result = yield* Arbitrary.checkEffect(
        Arbitrary.schema(Schema.toType(schema)),
        (value) => {
          // Arbitraries can make values the schema refuses (a refinement on the encoded side): those are not
          // responses the server can give, and the compiled encoder does not check refinements.
          const expected = interpreted(value)
          if (Result.isFailure(expected)) return true
          // The bytes on the wire: the same keys in the same order with the same values. (An object the compiled
          // encoder passes through as it is may keep an odd prototype an arbitrary gave it; JSON does not see it.)
          assert.strictEqual(JSON.stringify(compiled(value)), JSON.stringify(Result.getOrThrow(expected)))
          return true
        },
        // fast-check's default: up to 100 discarded values per run.
        { runs: 30, maxDiscards: 3000 }
      )
      assert.strictEqual(Arbitrary.formatCheckFailure(result), undefined)
    })
  )
})
