// Properties of the scope algebra: effective scopes never exceed either side, `missing` is exactly the gap.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import * as Scopes from "../../domain/platform/Scope.js"

const scopeSet = fc.subarray([...Scopes.ALL_SCOPES])

describe("Scope", () => {
  it.prop("intersect is within both sides and commutative", [scopeSet, scopeSet], ([a, b]) => {
    const both = Scopes.intersect(a, b)
    assert.isTrue(Scopes.isSubset(both, a) && Scopes.isSubset(both, b))
    assert.deepStrictEqual(both, Scopes.intersect(b, a))
  })

  it.prop("missing(required, granted) is empty exactly when required ⊆ granted", [scopeSet, scopeSet], ([r, g]) => {
    const gap = Scopes.missing(r, g)
    assert.strictEqual(
      gap.length === 0,
      r.every((s) => g.includes(s))
    )
    assert.isTrue(gap.every((s) => r.includes(s) && !g.includes(s)))
    assert.isTrue(Scopes.isSubset(Scopes.missing(r, g), r))
  })

  it.prop("granting the missing scopes satisfies the requirement", [scopeSet, scopeSet], ([r, g]) => {
    assert.deepStrictEqual(Scopes.missing(r, Scopes.union(g, Scopes.missing(r, g))), [])
  })

  it.prop(
    "normalize is canonical: ordered, without duplicates, idempotent",
    [fc.array(fc.constantFrom(...Scopes.ALL_SCOPES))],
    ([list]) => {
      const once = Scopes.normalize(list)
      assert.deepStrictEqual(Scopes.normalize(once), once)
      assert.strictEqual(new Set(once).size, once.length)
      assert.deepStrictEqual(
        once,
        Scopes.ALL_SCOPES.filter((s) => list.includes(s))
      )
    }
  )

  it("parseList accepts comma-separated scopes and names the unknown ones", () => {
    assert.deepStrictEqual(
      Scopes.parseList(" assets:read, projects:read ,assets:read"),
      Either.right(["projects:read", "assets:read"])
    )
    assert.deepStrictEqual(Scopes.parseList("projects:read,admin,root"), Either.left(["admin", "root"]))
    assert.deepStrictEqual(Scopes.parseList(""), Either.right([]))
  })
})
