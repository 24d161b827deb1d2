// Adjusts the generated OpenAPI document to the real behaviour: HttpApi lists its internal decode error under
// 400, but the platform middleware answers every decode failure with our ValidationError body instead.
const DECODE_ERROR_REF = "#/components/schemas/HttpApiDecodeError"

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

const isObject = (u: Json | undefined): u is { readonly [key: string]: Json } =>
  typeof u === "object" && u !== null && !Array.isArray(u)

const strip = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(strip)
  if (!isObject(node)) return node
  const out: Record<string, Json> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === "anyOf" && Array.isArray(value)) {
      const kept = value.filter((s) => !(isObject(s) && s["$ref"] === DECODE_ERROR_REF)).map(strip)
      if (kept.length === 1 && isObject(kept[0])) Object.assign(out, kept[0])
      else out[key] = kept
    } else {
      out[key] = strip(value)
    }
  }
  return out
}

export const dropDecodeErrorSchema = (spec: Record<string, unknown>): Record<string, unknown> => {
  const cleaned = strip(spec as Json)
  if (!isObject(cleaned)) return spec
  const components = isObject(cleaned["components"]) ? cleaned["components"] : {}
  const {
    HttpApiDecodeError: _decode,
    Issue: _issue,
    ...schemas
  } = isObject(components["schemas"]) ? components["schemas"] : {}
  return { ...cleaned, components: { ...components, schemas } }
}
