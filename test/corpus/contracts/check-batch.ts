// `node --import tsx test/corpus/contracts/check-batch.ts test/corpus/contracts/unseen/NAME-three-words.ts`
//
// The checker a corpus author runs on a batch before committing it (AUTHORING.md): the shape of the file and of each
// expected answer, and the size of the scans. It never runs the reader: an author must not see what the reader makes
// of the batch. Exits 1 with the problems listed, else prints OK.
import { basename, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { FLAG_CODES } from "../../../domain/contracts/ContractFlags.js"
import { type CorpusContract, itemsOf, SCAN_PAGE_LINES, scanLines } from "./Corpus.js"

const CHANNELS = ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"]
const FORMATS = ["docx", "pdf", "scan", "text"]
const KEYS = ["parties", "signed", "start", "end", "perpetual", "territories", "channels", "exclusive", "fees", "flags"]
const FLAGS: ReadonlyArray<string> = FLAG_CODES

const isoDate = (s: unknown): boolean =>
  typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

type Styled = CorpusContract & { readonly style?: string }

/** The problems of one contract of the batch `name`. */
const problemsOf = (name: string, styles: ReadonlyArray<string>, c: Styled): ReadonlyArray<string> => {
  const out: Array<string> = []
  const bad = (why: string) => out.push(`${c.id}: ${why}`)
  if (!new RegExp(`^${name}-\\d\\d-[a-z0-9-]+$`).test(c.id)) bad(`id must look like ${name}-01-some-words`)
  if (c.style === undefined || !styles.includes(c.style)) bad(`style ${c.style ?? "(none)"} not in styles`)
  if (!FORMATS.includes(c.format)) bad(`format ${c.format}`)
  if (c.source.trim().length < 200) bad("source missing or tiny")
  const e = c.expected as unknown as Record<string, unknown>
  for (const k of KEYS) if (!(k in e)) bad(`expected.${k} missing`)
  for (const k of Object.keys(e)) if (![...KEYS, "denies"].includes(k)) bad(`unknown expected.${k}`)
  const x = c.expected
  if (x.parties.some((p) => p.trim() === "")) bad("parties must be non-empty strings")
  for (const [k, v] of [
    ["signed", x.signed],
    ["start", x.start],
    ["end", x.end]
  ] as const)
    if (v !== null && !isoDate(v)) bad(`${k} must be null or YYYY-MM-DD`)
  if (x.start !== null && x.end !== null && x.start > x.end) bad("start after end")
  if (x.perpetual && x.end !== null) bad("perpetual with an end date")
  if (x.perpetual && !x.flags.includes("perpetual_term")) bad("perpetual without the perpetual_term flag")
  if (x.territories.some((t) => t !== "worldwide" && !/^[A-Z]{2}$/.test(t)))
    bad('territories: ISO 3166 alpha-2 codes or "worldwide"')
  if (x.territories.includes("worldwide") && x.territories.length > 1) bad("worldwide beside countries")
  if (x.channels.some((ch) => !CHANNELS.includes(ch))) bad(`channels among ${CHANNELS.join(", ")}`)
  if (new Set(x.channels).size !== x.channels.length) bad("a channel twice")
  if (x.fees.some((f) => !/^[A-Z]{3} \d+(\.\d{1,2})?$/.test(f))) bad('fees like "GBP 2500" or "USD 1250.50"')
  if (x.fees.length === 0 && !x.flags.includes("no_fee_stated")) bad("no fees but no no_fee_stated flag")
  for (const f of [...x.flags, ...(x.denies ?? [])]) if (!FLAGS.includes(f)) bad(`${f} is no flag code`)
  for (const f of x.denies ?? []) if (x.flags.includes(f)) bad(`${f} both raised and denied`)
  if (c.format === "scan") {
    const lines = scanLines(itemsOf(c.source))
    const pages = Math.ceil(lines.length / SCAN_PAGE_LINES)
    console.log(`${c.id}: a scan of ${lines.length} lines, ${pages} page(s)`)
    if (pages > 2) bad("a scan of more than two pages (OCR is slow): shorten it")
    if (/[^\x20-\x7e\n£€]/.test(c.source))
      console.log(`${c.id}: characters outside ASCII in a scan (its OCR is English)`)
  }
  return out
}

const file = resolve(process.argv[2] ?? "")
const name = basename(file).split("-")[0] ?? ""
const batch = (await import(pathToFileURL(file).href)) as {
  readonly styles?: ReadonlyArray<string>
  readonly contracts?: ReadonlyArray<Styled>
}
const styles = batch.styles ?? []
const contracts = batch.contracts ?? []
const problems: Array<string> = []
if (styles.length === 0) problems.push("no exported `styles`")
for (const s of styles) if (!s.startsWith(`${name}-`)) problems.push(`style ${s} does not start with ${name}-`)
if (contracts.length !== 10) problems.push(`expected 10 contracts, found ${contracts.length}`)
const ids = contracts.map((c) => c.id)
for (const id of ids.filter((id, i) => ids.indexOf(id) !== i)) problems.push(`${id}: id used twice`)
for (const c of contracts) problems.push(...problemsOf(name, styles, c))
const count = (key: (c: Styled) => string) => {
  const counts = new Map<string, number>()
  for (const c of contracts) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1)
  return [...counts].map(([k, n]) => `${k} ${n}`).join(", ")
}
console.log(`${contracts.length} contracts; styles: ${count((c) => c.style ?? "")}; formats: ${count((c) => c.format)}`)
if (problems.length > 0) {
  console.log(problems.join("\n"))
  process.exit(1)
}
console.log("OK")
