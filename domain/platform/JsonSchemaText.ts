// JSON Schema as people read it. Effect titles each filtered schema with the filter's name ("maxItems(1000)",
// "minItems(1)", "int"); that is noise beside the descriptions, which say the same in words, so it is dropped.
// A property that is itself named `title` (an object under `properties`), the document's `info.title` and values
// (examples, defaults, enums) stay.

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

const VALUES = new Set(["example", "examples", "default", "const", "enum"])

const strip = (node: Json, parentKey: string | undefined): Json => {
  if (parentKey !== undefined && VALUES.has(parentKey)) return node
  if (Array.isArray(node)) return node.map((item: Json) => strip(item, undefined))
  if (typeof node !== "object" || node === null) return node
  const out: Record<string, Json> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === "title" && typeof value === "string" && parentKey !== "info") continue
    out[key] = strip(value, key)
  }
  return out
}

export const withoutGeneratedTitles = <A>(schema: A): A => strip(schema as Json, undefined) as A
