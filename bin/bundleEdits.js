// The edits the build makes to esbuild's bundle, and the source map kept exact through them:
// - every `import(…)` calls DYNAMIC_IMPORT instead (bin/codeCache.js), a name of the same length;
// - every character beyond Latin-1 in a regular expression or a template is written as an escape. esbuild escapes
//   them in strings but not there, and one such character makes V8 hold the whole bundle's source (6.6 MB) as a
//   two-byte string: 6.6 MB more of resident memory for a few hundred typographic quotes and dashes.
// Found by parsing the bundle: a text search would also change strings and comments.
import { decode, encode } from "@jridgewell/sourcemap-codec"
import { DYNAMIC_IMPORT } from "./codeCache.js"

const BEYOND_LATIN1 = /[^\0-\xff]/u

const hex4 = (unit) => `\\u${unit.toString(16).padStart(4, "0")}`

/**
 * The escape of each character beyond Latin-1 in `text`, a regular expression's or a template's source. A character
 * written with a backslash before it (an identity escape, `\’`) loses the backslash: the escape replaces both.
 * `codePoints`: a regular expression with the `u` or `v` flag reads `\u{…}` as one character; elsewhere an astral
 * character is escaped as its two UTF-16 units, which is what it is there.
 */
const escapes = (text, offset, codePoints) => {
  const edits = []
  let i = 0
  for (const char of text) {
    const at = i
    i += char.length
    if (!BEYOND_LATIN1.test(char)) continue
    let backslashes = 0
    while (at - backslashes - 1 >= 0 && text[at - backslashes - 1] === "\\") backslashes++
    const start = backslashes % 2 === 1 ? at - 1 : at
    const escaped =
      codePoints && char.length === 2
        ? `\\u{${char.codePointAt(0).toString(16)}}`
        : [...Array(char.length).keys()].map((k) => hex4(char.charCodeAt(k))).join("")
    edits.push({ start: offset + start, end: offset + at + char.length, text: escaped })
  }
  return edits
}

const isStringRaw = (tag) =>
  tag.type === "MemberExpression" &&
  !tag.computed &&
  tag.object.type === "Identifier" &&
  tag.object.name === "String" &&
  tag.property.name === "raw"

/** The edits to `code` (a bundle), each `{ start, end, text }`, in the order they appear. */
export const bundleEdits = (acorn, code) => {
  const edits = []
  // `String.raw` sees a template's text as written: an escape would change its value. Other tags read the cooked
  // strings (the dashboard's `html`), which an escape leaves as they were.
  const rawTemplates = new Set()
  const pending = [acorn.parse(code, { ecmaVersion: "latest", sourceType: "script", allowHashBang: true })]
  while (pending.length > 0) {
    const node = pending.pop()
    if (Array.isArray(node)) pending.push(...node)
    else if (node !== null && typeof node === "object") {
      if (node.type === "ImportExpression") {
        if (code.slice(node.start, node.start + 6) !== "import") throw new Error(`dist: no import( at ${node.start}`)
        edits.push({ start: node.start, end: node.start + 6, text: DYNAMIC_IMPORT })
      } else if (node.type === "TaggedTemplateExpression" && isStringRaw(node.tag)) rawTemplates.add(node.quasi)
      else if (node.type === "Literal" && node.regex !== undefined && BEYOND_LATIN1.test(node.raw)) {
        edits.push(...escapes(node.raw, node.start, /[uv]/.test(node.regex.flags)))
      } else if (node.type === "TemplateLiteral" && !rawTemplates.has(node)) {
        for (const quasi of node.quasis) edits.push(...escapes(code.slice(quasi.start, quasi.end), quasi.start, false))
      }
      for (const value of Object.values(node)) if (value !== null && typeof value === "object") pending.push(value)
    }
  }
  return edits.sort((a, b) => a.start - b.start)
}

/**
 * `code` with `edits` made, and its source map (`map`, esbuild's JSON) with every generated column after an edit moved
 * by what the edit added on that line. No edit spans a line break.
 */
export const applyEdits = (code, map, edits) => {
  const lineStarts = [0]
  for (let i = code.indexOf("\n"); i !== -1; i = code.indexOf("\n", i + 1)) lineStarts.push(i + 1)
  const lineOf = (offset) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lineStarts[mid] <= offset) low = mid
      else high = mid - 1
    }
    return low
  }
  const parsed = map === undefined ? undefined : JSON.parse(map)
  const mappings = parsed === undefined ? undefined : decode(parsed.mappings)
  const parts = []
  let from = 0
  // What the edits made so far added to each line, so an edit's column is compared in the edited line.
  const addedOnLine = new Map()
  for (const edit of edits) {
    parts.push(code.slice(from, edit.start), edit.text)
    from = edit.end
    const added = edit.text.length - (edit.end - edit.start)
    if (mappings === undefined || added === 0) continue
    const line = lineOf(edit.start)
    const column = edit.start - lineStarts[line] + (addedOnLine.get(line) ?? 0)
    addedOnLine.set(line, (addedOnLine.get(line) ?? 0) + added)
    for (const segment of mappings[line] ?? []) if (segment[0] > column) segment[0] += added
  }
  parts.push(code.slice(from))
  if (parsed !== undefined) parsed.mappings = encode(mappings)
  return { code: parts.join(""), map: parsed === undefined ? undefined : JSON.stringify(parsed) }
}
