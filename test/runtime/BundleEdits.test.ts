// The build's edits to the bundle (bin/bundleEdits.js): characters beyond Latin-1 in regular expressions and
// templates become escapes that mean the same, `String.raw` is left as written, the source map still points every
// name at its source, and the bundles the build wrote hold no character beyond Latin-1 (so V8 keeps their source as a
// one-byte string).
import { assert, describe, it } from "@effect/vitest"
import * as acorn from "acorn"
import * as esbuild from "esbuild"
import * as fc from "fast-check"
import * as fs from "node:fs"
import * as path from "node:path"
import * as vm from "node:vm"
import { decode } from "@jridgewell/sourcemap-codec"
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping"
import { applyEdits, bundleEdits } from "../../bin/bundleEdits.js"

const edit = (code: string) => applyEdits(code, undefined, bundleEdits(acorn, code)).code
const run = (code: string, context: Record<string, string> = {}): unknown => vm.runInNewContext(code, context)
const BEYOND_LATIN1 = /[^\0-\xff]/u

/** Text of letters, Latin-1, typographic marks, Cyrillic, Arabic and astral characters, none special in a pattern. */
const text = fc
  .array(fc.constantFrom("a", "Z", "é", "’", "“", "—", "д", "ل", "☐", "😀", "𝒜", " "), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(""))

describe("bundle edits", () => {
  it("a regular expression with escapes matches what it matched, with and without the u flag", () => {
    fc.assert(
      fc.property(text, text, fc.constantFrom("", "u", "i", "v"), (word, other, flags) => {
        // The strings matched come from outside the code: only the patterns hold such characters.
        const source = `[/${word}/${flags}.test(word), /[${word}]+/${flags}.exec(other)?.[0] ?? null, /^(?:${word})$/${flags}.test(other)]`
        const edited = edit(source)
        assert.isFalse(BEYOND_LATIN1.test(edited), edited)
        assert.deepStrictEqual(run(edited, { word, other }), run(source, { word, other }))
      })
    )
  })

  it("an identity escape of such a character loses its backslash, not its meaning", () => {
    const source = String.raw`/\’s\—/.test("’s—")`
    const edited = edit(source)
    assert.strictEqual(edited, String.raw`/\u2019s\u2014/.test("’s—")`)
    assert.isTrue(run(edited))
  })

  it("a template, tagged or not, keeps its value; String.raw keeps its text", () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const source =
          `const tag = (s, ...v) => s.map((x, i) => x + (v[i] ?? "")).join("|");` +
          `[\`${before}\${1}${after}\`, tag\`${before}\${2}${after}\`, String.raw\`${before}\`]`
        const edited = edit(source)
        assert.deepStrictEqual(run(edited), run(source))
        // Only the raw template still holds such characters.
        assert.strictEqual(BEYOND_LATIN1.test(edited), BEYOND_LATIN1.test(before))
      })
    )
  })

  it("the source map still points every name at where it is in the source", async () => {
    // Several escapes on one minified line, names before, between and after them.
    const source = [
      "export const quote = /[‘’“”]/g",
      'export const first = (s: string) => s.replace(quote, "\'") + `—${s}—`',
      "export const dash = /\\s[–—]\\s/",
      "export const second = (s: string) => dash.test(s) ? first(s) : `… ${s.length} “x”`",
      "export const third = (n: number) => n + 4217"
    ].join("\n")
    const out = await esbuild.transform(source, {
      loader: "ts",
      format: "cjs",
      minify: true,
      sourcemap: "external",
      sourcefile: "names.ts"
    })
    const edited = applyEdits(out.code, out.map, bundleEdits(acorn, out.code))
    assert.isFalse(BEYOND_LATIN1.test(edited.code))
    // Segment by segment, the same source position, and the same generated token at the generated column.
    const before = decode(JSON.parse(out.map).mappings)
    const after = decode(JSON.parse(edited.map!).mappings)
    const lines = { before: out.code.split("\n"), after: edited.code.split("\n") }
    let compared = 0
    before.forEach((segments, line) =>
      segments.forEach((segment, i) => {
        const moved = after[line]![i]!
        assert.deepStrictEqual(moved.slice(1), segment.slice(1))
        const token = lines.before[line]!.slice(segment[0]).match(/^[\w$]+/)?.[0]
        if (token === undefined) return
        assert.strictEqual(lines.after[line]!.slice(moved[0], moved[0] + token.length), token)
        compared++
      })
    )
    assert.isAbove(compared, 10)
    // Names after the escapes are still found where they are in the source.
    const map = new TraceMap(edited.map!)
    const third = edited.code.indexOf("+4217")
    const at = originalPositionFor(map, { line: 1, column: third - edited.code.lastIndexOf("\n", third) - 1 })
    assert.strictEqual(at.line, 5)
  })

  it("the server's and the CLI's bundles hold no character beyond Latin-1", () => {
    const dist = path.resolve(import.meta.dirname, "../../dist")
    for (const entry of ["main", "cli"]) {
      const code = fs.readFileSync(path.join(dist, `${entry}.cjs`), "utf8")
      const at = code.search(BEYOND_LATIN1)
      assert.strictEqual(
        at,
        -1,
        `${entry}.cjs: ${JSON.stringify(code.slice(at - 40, at + 10))}: the build leaves String.raw templates as written; write such a character as \\uXXXX in the source`
      )
    }
  })
})
