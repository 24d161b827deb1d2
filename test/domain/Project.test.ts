// Project rules: creation defaults and partial updates (absent fields untouched, null clears the description,
// updated_at moves only on a real change).
import { assert, describe, it } from "@effect/vitest"
import { DateTime, FastCheck as fc, Schema } from "effect"
import { ProjectId } from "../../domain/platform/Ids.js"
import * as P from "../../domain/projects/Project.js"

const id = Schema.decodeSync(ProjectId)("prj_01m7z3qfmzfzzvf9fh0kac7238")
const t0 = DateTime.unsafeMake(0)
const t1 = DateTime.unsafeMake(1000)
const patchArb = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 10 }),
    description: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
    visibility: fc.constantFrom("private", "internal", "public")
  },
  { requiredKeys: [] }
)

describe("Project", () => {
  it("defaults: private visibility, null description, both timestamps equal", () => {
    const p = P.create(id, { name: "n" }, t0)
    assert.strictEqual(p.visibility, "private")
    assert.strictEqual(p.description, null)
    assert.deepStrictEqual(p.createdAt, p.updatedAt)
  })

  it.prop("applyPatch changes exactly the patched fields", [patchArb], ([patch]) => {
    const before = P.create(id, { name: "Original", description: "d", visibility: "private" }, t0)
    const after = P.applyPatch(before, patch, t1)
    assert.strictEqual(after.name, patch.name ?? before.name)
    assert.strictEqual(after.description, patch.description === undefined ? before.description : patch.description)
    assert.strictEqual(after.visibility, patch.visibility ?? before.visibility)
    assert.deepStrictEqual(after.createdAt, before.createdAt)
    const changed = P.changedFields(before, patch).length > 0
    assert.deepStrictEqual(after.updatedAt, changed ? t1 : t0)
    if (!changed) assert.strictEqual(after, before)
  })

  it("the encoded form is the API representation", () => {
    const encoded = Schema.encodeSync(P.Project)(P.create(id, { name: "n" }, t0))
    assert.deepStrictEqual(encoded, {
      id,
      name: "n",
      description: null,
      visibility: "private",
      created_at: "1970-01-01T00:00:00.000Z",
      updated_at: "1970-01-01T00:00:00.000Z"
    })
  })
})
