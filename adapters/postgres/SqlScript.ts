// A SQL script (several statements separated by semicolons, as the migrations are written) run one statement at a
// time. @effect/sql-pg 4 speaks the extended query protocol only, which takes a single statement per query, where
// the `pg` driver sent such a script whole in a simple query. The split is lexical: semicolons inside quoted
// strings and identifiers, dollar-quoted bodies ($$ … $$, $tag$ … $tag$) and comments do not end a statement.
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"

const isTagStart = (c: string) => /[A-Za-z_\u0080-\uffff]/.test(c)
const isTagPart = (c: string) => /[A-Za-z0-9_\u0080-\uffff]/.test(c)

/** The dollar-quote opener (`$$` or `$tag$`) at `i`, if one starts there. */
const dollarTag = (text: string, i: number): string | undefined => {
  if (text[i] !== "$") return undefined
  let j = i + 1
  if (text[j] !== "$") {
    if (j >= text.length || !isTagStart(text[j]!)) return undefined
    while (j < text.length && isTagPart(text[j]!)) j += 1
    if (text[j] !== "$") return undefined
  }
  return text.slice(i, j + 1)
}

/** Whether `text` holds nothing but whitespace and comments. */
const isBlank = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/--[^\n]*/g, "")
    .trim() === ""

/** The statements of `script`, in order, without their terminating semicolons; empty ones left out. */
export const statements = (script: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  let start = 0
  let i = 0
  const n = script.length
  while (i < n) {
    const c = script[i]!
    const next = script[i + 1]
    if (c === "-" && next === "-") {
      const end = script.indexOf("\n", i)
      i = end === -1 ? n : end + 1
    } else if (c === "/" && next === "*") {
      // Block comments nest in PostgreSQL.
      let depth = 1
      i += 2
      while (i < n && depth > 0) {
        if (script[i] === "/" && script[i + 1] === "*") {
          depth += 1
          i += 2
        } else if (script[i] === "*" && script[i + 1] === "/") {
          depth -= 1
          i += 2
        } else i += 1
      }
    } else if (c === "'") {
      // E'…' strings take backslash escapes; in the others a quote is doubled.
      const escapes = i > 0 && /[eE]/.test(script[i - 1]!) && (i < 2 || !isTagPart(script[i - 2]!))
      i += 1
      while (i < n) {
        if (escapes && script[i] === "\\") i += 2
        else if (script[i] === "'" && script[i + 1] === "'") i += 2
        else if (script[i] === "'") break
        else i += 1
      }
      i += 1
    } else if (c === '"') {
      i += 1
      while (i < n) {
        if (script[i] === '"' && script[i + 1] === '"') i += 2
        else if (script[i] === '"') break
        else i += 1
      }
      i += 1
    } else if (c === "$" && (i === 0 || !isTagPart(script[i - 1]!)) && dollarTag(script, i) !== undefined) {
      const tag = dollarTag(script, i)!
      const end = script.indexOf(tag, i + tag.length)
      i = end === -1 ? n : end + tag.length
    } else if (c === ";") {
      const statement = script.slice(start, i)
      if (!isBlank(statement)) out.push(statement.trim())
      i += 1
      start = i
    } else i += 1
  }
  const rest = script.slice(start)
  if (!isBlank(rest)) out.push(rest.trim())
  return out
}

/** Runs every statement of `script` in order on `sql` (inside the caller's transaction, if any). */
export const run = (sql: SqlClient.SqlClient, script: string) =>
  Effect.forEach(statements(script), (statement) => sql.unsafe(statement), { discard: true })
