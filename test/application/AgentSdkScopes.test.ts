// The agent SDK is a package of its own and cannot import the server's domain, so it keeps its own list of scopes:
// this keeps the two lists the same (an agent declaring a scope the server does not know would fail to install).
import { assert, describe, it } from "@effect/vitest"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { SCOPES } from "../../sdk/agent/src/protocol.js"

describe("agent SDK scopes", () => {
  it("are the server's scopes, in the same order", () => {
    assert.deepStrictEqual([...SCOPES], [...ALL_SCOPES])
  })
})
