// Hash-chained provenance as properties: any chain the rules build verifies, and any single change to any entry
// (a field, its order, its presence) is detected at that entry.
import { assert, describe, it } from "@effect/vitest"
import { DateTime, Either, FastCheck as fc } from "effect"
import { createHash } from "node:crypto"
import type { AssetId } from "../../domain/platform/Ids.js"
import {
  GENESIS_HASH,
  nextEntry,
  PROVENANCE_ACTIONS,
  ProvenanceEntry,
  verifyChain
} from "../../domain/projects/Provenance.js"

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")
const assetId = "ast_01m7z3qfmzfzzvf9fh0kac7238" as AssetId

const step = fc.record({
  action: fc.constantFrom(...PROVENANCE_ACTIONS),
  actor: fc.constantFrom("key_01m7z3qfmzfzzvf9fh0kac7238", "run_01m7z3qfmzfzzvf9fh0kac7239"),
  millis: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  details: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
})

type Step = typeof step extends fc.Arbitrary<infer A> ? A : never

const build = (steps: ReadonlyArray<Step>) => {
  const chain: Array<ProvenanceEntry> = []
  for (const s of steps) {
    const last = chain.at(-1)
    chain.push(
      nextEntry(
        last,
        {
          assetId,
          action: s.action,
          actor: s.actor,
          occurredAt: DateTime.unsafeMake(s.millis),
          details: JSON.parse(JSON.stringify(s.details))
        },
        sha256
      )
    )
  }
  return chain
}

const chains = fc.array(step, { minLength: 1, maxLength: 12 }).map(build)

describe("provenance chain", () => {
  it.prop("a chain built by the rules verifies, ending at its last hash", [chains], ([chain]) => {
    const result = verifyChain(chain, sha256)
    assert.isTrue(Either.isRight(result))
    assert.deepStrictEqual(Either.getOrThrow(result), { nextSeq: chain.length + 1, headHash: chain.at(-1)!.hash })
    assert.strictEqual(chain[0]!.prevHash, GENESIS_HASH)
  })

  it.prop(
    "changing any field of any entry is detected at that entry",
    [chains, fc.nat(), fc.constantFrom("action", "actor", "occurredAt", "details", "assetId")],
    ([chain, pick, field]) => {
      const index = pick % chain.length
      const original = chain[index]!
      const changed = new ProvenanceEntry({
        ...original,
        ...(field === "action" ? { action: original.action === "deleted" ? "uploaded" : "deleted" } : {}),
        ...(field === "actor" ? { actor: original.actor + "x" } : {}),
        ...(field === "occurredAt"
          ? { occurredAt: DateTime.unsafeMake(DateTime.toEpochMillis(original.occurredAt) + 1) }
          : {}),
        ...(field === "details" ? { details: { ...original.details, forged: true } } : {}),
        ...(field === "assetId" ? { assetId: "ast_01m7z3qfmzfzzvf9fh0kac7299" as AssetId } : {})
      })
      const tampered = chain.map((e, i) => (i === index ? changed : e))
      assert.deepStrictEqual(verifyChain(tampered, sha256), Either.left({ seq: index + 1, problem: "hash_mismatch" }))
    }
  )

  it.prop(
    "re-hashing a changed entry breaks the next link; removing one leaves a gap",
    [chains, fc.nat()],
    ([chain, pick]) => {
      if (chain.length < 2) return
      const index = pick % (chain.length - 1)
      const original = chain[index]!
      const forged = nextEntry(index === 0 ? undefined : chain[index - 1], { ...original, actor: "key_forged" }, sha256)
      const rehashed = chain.map((e, i) => (i === index ? forged : e))
      assert.deepStrictEqual(verifyChain(rehashed, sha256), Either.left({ seq: index + 2, problem: "broken_link" }))
      const removed = chain.filter((_, i) => i !== index)
      assert.deepStrictEqual(verifyChain(removed, sha256), Either.left({ seq: index + 1, problem: "sequence_gap" }))
    }
  )
})
