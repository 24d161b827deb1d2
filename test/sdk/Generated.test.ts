// The SDKs' generated files are those of the current contract: regenerating them from the HttpApi definition, the
// server's event schemas and the packages' versions gives the committed files byte for byte (else: run
// `npm run sdk:generate` and commit the result).
import { assert, describe, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as path from "node:path"
import { EVENT_TYPES } from "../../domain/platform/Event.js"
import { generate, generatedFiles } from "../../sdk/scripts/generate.js"

describe("SDK models", () => {
  it("are generated from the current contract, event schemas and versions (npm run sdk:generate)", () => {
    for (const [file, content] of generatedFiles()) {
      assert.strictEqual(fs.readFileSync(file, "utf8"), content, `${path.basename(file)}: run npm run sdk:generate`)
    }
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

  it("type every event the server sends, its data by the resource type the API answers with", () => {
    const fresh = generate()
    const union = /^export type WebhookEvent = (.+)$/m.exec(fresh.typescript)?.[1]?.split(" | ") ?? []
    const pyUnion = /^WebhookEvent = Union\[(.+)\]$/m.exec(fresh.python)?.[1]?.split(", ") ?? []
    assert.strictEqual(union.length, EVENT_TYPES.length)
    assert.deepStrictEqual(pyUnion, union)
    for (const type of EVENT_TYPES) {
      assert.match(
        fresh.typescript,
        new RegExp(`^export type \\w+Event = \\{ readonly id: EventId; readonly type: "${type}";`, "m")
      )
      assert.match(
        fresh.python,
        new RegExp(`^\\w+Event = TypedDict\\("\\w+Event", \\{"id": "EventId", "type": Literal\\["${type}"\\]`, "m")
      )
    }
    assert.include(
      fresh.typescript,
      `readonly type: "asset.created"; readonly timestamp: DateTimeUtc; readonly data: Asset }`
    )
    assert.include(
      fresh.typescript,
      `readonly type: "workflow.failed"; readonly timestamp: DateTimeUtc; readonly data: WorkflowRun }`
    )
    assert.include(
      fresh.typescript,
      "export type AssetClearance = { readonly asset_id: string; readonly run_id: string; readonly verdict: string; readonly clearances: ReadonlyArray<Clearance> }"
    )
  })
})
