// The SDKs' generated models are those of the current contract: regenerating them from the HttpApi definition
// gives the committed files byte for byte (else: run `npm run sdk:generate` and commit the result).
import { assert, describe, it } from "@effect/vitest"
import * as fs from "node:fs"
import { generate, PYTHON_FILE, TYPESCRIPT_FILE } from "../../sdk/scripts/generate.js"

describe("SDK models", () => {
  it("are generated from the current contract (npm run sdk:generate)", () => {
    const fresh = generate()
    assert.strictEqual(fs.readFileSync(TYPESCRIPT_FILE, "utf8"), fresh.typescript, "run npm run sdk:generate")
    assert.strictEqual(fs.readFileSync(PYTHON_FILE, "utf8"), fresh.python, "run npm run sdk:generate")
  })

  it("name the resources, and list every operation in both languages", () => {
    const fresh = generate()
    for (const name of ["Project", "Asset", "Talent", "Contract", "Clearance", "AgentRun", "Taxonomy", "WorkflowRun"]) {
      assert.include(fresh.typescript, `export type ${name} = {`)
      assert.match(fresh.python, new RegExp(`^${name} = TypedDict\\("${name}"`, "m"))
    }
    const operations = (fresh.typescript.match(/\{ id: "[a-zA-Z]+\.[a-zA-Z]+"/g) ?? []).length
    assert.isAtLeast(operations, 45)
    assert.strictEqual((fresh.python.match(/^ {4}\("[a-zA-Z]+\.[a-zA-Z]+", /gm) ?? []).length, operations)
  })
})
