// Every JSON success response of the API is encoded by its schema compiled once (adapters/http/v1/
// CompiledResponses): for each endpoint, the compiled encoder covers the whole schema and gives what Schema's
// interpreter gives for arbitrary values of it. (Every other HTTP test sees these responses on the wire.)
import { assert, describe, it } from "@effect/vitest"
import { Arbitrary, Either, FastCheck as fc, Schema } from "effect"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import { compiledSuccess } from "../../adapters/http/v1/CompiledResponses.js"
import { compileEncoder, leftToInterpreter } from "../../domain/platform/CompiledEncoder.js"

// The endpoints whose responses the server compiles, as it picks them.
const jsonSuccesses = Object.values(ApiV1.groups).flatMap((group) =>
  Object.values(group.endpoints).flatMap((endpoint) => {
    const success = compiledSuccess(endpoint)
    return success === undefined
      ? []
      : [{ name: `${group.identifier}.${endpoint.name}`, schema: success.schema as Schema.Schema<unknown, unknown> }]
  })
)

describe("compiled responses", () => {
  it("cover the API's JSON success schemas", () => {
    assert.isAbove(jsonSuccesses.length, 40)
  })

  it.each(jsonSuccesses)("$name: compiled throughout, and the same JSON as the interpreter", ({ schema }) => {
    assert.deepStrictEqual(leftToInterpreter(schema).map(String), [])
    const compiled = compileEncoder(schema)
    const interpreted = Schema.encodeEither(schema)
    fc.assert(
      fc.property(Arbitrary.make(schema), (value) => {
        // Arbitraries can make values the schema refuses (a refinement on the encoded side): those are not
        // responses the server can give, and the compiled encoder does not check refinements.
        const expected = interpreted(value)
        fc.pre(Either.isRight(expected))
        // The bytes on the wire: the same keys in the same order with the same values. (An object the compiled
        // encoder passes through as it is may keep an odd prototype an arbitrary gave it; JSON does not see it.)
        assert.strictEqual(JSON.stringify(compiled(value)), JSON.stringify(Either.getOrThrow(expected)))
      }),
      { numRuns: 30 }
    )
  })
})
