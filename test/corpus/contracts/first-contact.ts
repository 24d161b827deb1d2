// Measures domain/contracts/FirstContact.ts's table: `node --import tsx test/corpus/contracts/first-contact.ts
// REPLAY.jsonl...`, each file written by readings.ts with a reader of an earlier wave on development batches written
// after it (its first contact with their styles). Scores every reading as the corpus does, sorts each field's
// asserted reading (not marked for review) by its shape, and prints the table of right / of per shape; then what the
// bar would mark in each replay: the confidently wrong fields it would turn into needs_review, and the right ones it
// would mark as well.
import { readFileSync } from "node:fs"
import { type Doubt } from "../../../domain/contracts/Doubts.js"
import { FIRST_CONTACT_BAR, MEASURED_ENOUGH, type Measured, shapeOf } from "../../../domain/contracts/FirstContact.js"
import { type CorpusContract, type Expected, FIELDS, type Found, score } from "./Corpus.js"

/** Where a field's answer came from (readings.ts): the first cited source's sentence. */
interface Source {
  readonly topic: string | null
  readonly labelled: boolean
}

interface Reading {
  readonly id: string
  readonly style: string
  readonly expected: Expected
  readonly found: Found | null
  readonly sources?: Record<string, ReadonlyArray<Source>>
}

/** A field's reading as text, as the domain's fieldValues gives it. */
const valuesOf = (found: Found, field: Doubt["field"]): ReadonlyArray<string> => {
  switch (field) {
    case "signed":
    case "start":
      return found[field] === null ? [] : [String(found[field])]
    case "end":
      return found.perpetual ? ["perpetual"] : found.end === null ? [] : [found.end]
    case "perpetual":
      return found.perpetual ? ["perpetual"] : []
    case "exclusive":
      return found.exclusive === null ? [] : [String(found.exclusive)]
    default:
      return found[field]
  }
}

const bySource = process.argv.includes("--by-source")
const files = process.argv.slice(2).filter((a) => a !== "--by-source")
const replays = files.map((f) =>
  readFileSync(f, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Reading)
    .filter((r): r is Reading & { readonly found: Found } => r.found !== null)
)

const judged = replays.map((readings) =>
  readings.flatMap((r) => {
    const s = score({ id: r.id, expected: r.expected, source: "", format: "text" } as CorpusContract, r.found)
    return FIELDS.map((field) => ({
      field,
      shape: shapeOf(field, valuesOf(r.found, field)),
      source: ((s?: Source) => (s === undefined ? "no source" : `${s.labelled ? "row" : "prose"}, ${s.topic ?? "?"}`))(
        r.sources?.[field]?.[0]
      ),
      right: !s.wrong.some((w) => w.field === field),
      marked: s.needsReview.includes(field)
    }))
  })
)

const table: Record<string, Record<string, { right: number; of: number }>> = {}
// Only the answers the reader asserted count: a reading another check already marked for review is no confident mistake.
for (const j of judged.flat().filter((x) => !x.marked)) {
  const shapes = (table[j.field] ??= {})
  const m = (shapes[j.shape] ??= { right: 0, of: 0 })
  m.of += 1
  if (j.right) m.right += 1
}
console.log("export const FIRST_CONTACT = {")
for (const field of FIELDS) {
  const shapes = Object.entries(table[field] ?? {}).sort(([a], [b]) => a.localeCompare(b))
  console.log(
    `  ${field}: {${shapes.map(([shape, m]) => ` "${shape}": { right: ${m.right}, of: ${m.of} }`).join(",")} },`
  )
}
console.log("}")

const low = (field: string, shape: string) => {
  const m: Measured | undefined = table[field]?.[shape]
  return m !== undefined && m.of >= MEASURED_ENOUGH && m.right / m.of < FIRST_CONTACT_BAR
}
judged.forEach((js, i) => {
  const unmarked = js.filter((j) => !j.marked)
  const cw = unmarked.filter((j) => !j.right)
  const right = unmarked.filter((j) => j.right)
  console.log(
    `${files[i]}: confidently wrong ${cw.length}, of which the bar marks ${cw.filter((j) => low(j.field, j.shape)).length}; ` +
      `right and unmarked ${right.length}, of which the bar marks ${right.filter((j) => low(j.field, j.shape)).length}`
  )
})

// --by-source: the asserted readings of each shape split by where their answer came from (a labelled row or prose,
// and the topic of its sentence), every cell measured enough, to look for a finer signal than the shape.
if (bySource) {
  const cells: Record<string, { right: number; of: number }> = {}
  for (const j of judged.flat().filter((x) => !x.marked)) {
    const m = (cells[`${j.field} | ${j.shape} | ${j.source}`] ??= { right: 0, of: 0 })
    m.of += 1
    if (j.right) m.right += 1
  }
  for (const [cell, m] of Object.entries(cells).sort(([a], [b]) => a.localeCompare(b)))
    if (m.of >= MEASURED_ENOUGH) console.log(`${cell}: ${m.right} of ${m.of}`)
}
