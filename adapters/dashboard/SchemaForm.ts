// A form generated from an agent's input schema (the JSON Schema GET /v1/agents publishes): one control per
// top-level property, chosen by its type (text, number, yes/no, a choice, a list one item per line or, when the
// caller offers choices for it, one checkbox per choice; a text the caller offers choices for, a list to pick
// from; JSON for anything nested), pre-filled with given
// values; and the reverse, the submitted fields read back into inputs.
// A territory (a text of the schema's `Territory` definition) is an input suggesting worldwide and the countries by
// name; a name typed or picked is sent as its code.
// Values are only shaped here: the agent's own schema validates them when the run is started.
import type { JsonObject, JsonValue } from "../../domain/platform/Json.js"
import { countryDatalist, territoryName, territoryOf } from "./Forms.js"
import { html, type Html } from "./Html.js"

interface PropertySchema {
  readonly type?: string
  readonly enum?: ReadonlyArray<string>
  readonly description?: string
  readonly items?: PropertySchema
  /** A definition of the schema's own (`#/$defs/<name>`) this property is. */
  readonly $ref?: string
  readonly allOf?: ReadonlyArray<PropertySchema>
  /** The name of the definition the property is (set by `resolve`), e.g. `Territory`. */
  readonly def?: string
}

interface ObjectSchema {
  readonly properties?: Readonly<Record<string, PropertySchema>>
  readonly required?: ReadonlyArray<string>
  readonly $defs?: Readonly<Record<string, PropertySchema>>
}

const DEFS = "#/$defs/"

/**
 * A property's schema as one object: the definition it refers to and the parts of its `allOf` merged in, in order,
 * its own keywords last (a described use of a named type: `allOf: [{ $ref }, { description }]`); its items too.
 */
const resolve = (
  defs: Readonly<Record<string, PropertySchema>>,
  p: PropertySchema,
  seen: ReadonlySet<string> = new Set()
): PropertySchema => {
  const { $ref, allOf, ...own } = p
  const name = $ref?.startsWith(DEFS) === true ? $ref.slice(DEFS.length) : undefined
  const target = name === undefined || seen.has(name) ? undefined : defs[name]
  const inner = name === undefined ? seen : new Set([...seen, name])
  const merged: PropertySchema = Object.assign(
    {},
    ...(target === undefined ? [] : [resolve(defs, target, inner), { def: name }]),
    ...(allOf ?? []).map((part) => resolve(defs, part, inner)),
    own
  )
  return merged.items === undefined ? merged : { ...merged, items: resolve(defs, merged.items, inner) }
}

type Kind = "text" | "number" | "boolean" | "choice" | "list" | "json"

const kindOf = (p: PropertySchema): Kind => {
  if (p.enum !== undefined) return "choice"
  switch (p.type) {
    case "string":
      return "text"
    case "integer":
    case "number":
      return "number"
    case "boolean":
      return "boolean"
    case "array":
      return p.items?.type === "string" && p.items.enum === undefined ? "list" : "json"
    default:
      return "json"
  }
}

const FIELD = "in."

const isTerritory = (p: PropertySchema) => p.def === "Territory" && kindOf(p) === "text"

const properties = (schema: object): ReadonlyArray<readonly [string, PropertySchema, boolean]> => {
  const s = schema as ObjectSchema
  return Object.entries(s.properties ?? {}).map(
    ([name, p]) => [name, resolve(s.$defs ?? {}, p), (s.required ?? []).includes(name)] as const
  )
}

/** Whether the schema requires the top-level property `name`. */
export const isRequired = (schema: object, name: string): boolean =>
  ((schema as ObjectSchema).required ?? []).includes(name)

/** Whether the schema has the top-level property `name`. */
export const hasProperty = (schema: object, name: string): boolean =>
  (schema as ObjectSchema).properties?.[name] !== undefined

/** Values a list input (checkboxes) or a text input (a list to pick from) may take, each with the text shown. */
export type Choices = Readonly<Record<string, ReadonlyArray<{ readonly value: string; readonly label: string }>>>

const label = (name: string) => name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase())

const control = (prefix: string, name: string, p: PropertySchema, required: boolean, value: unknown): Html => {
  const id = `${prefix}-${name}`
  const field = `${FIELD}${name}`
  switch (kindOf(p)) {
    case "text":
      return isTerritory(p)
        ? html`<input
              id="${id}"
              name="${field}"
              type="text"
              list="${id}-countries"
              autocomplete="off"
              value="${typeof value === "string" ? territoryName(value) : ""}"
            />
            ${countryDatalist(`${id}-countries`)}`
        : html`<input id="${id}" name="${field}" type="text" value="${typeof value === "string" ? value : ""}" />`
    case "number":
      return html`<input id="${id}" name="${field}" type="number" value="${typeof value === "number" ? value : ""}" />`
    case "boolean":
      return html`<select id="${id}" name="${field}">
        <option value="">(the agent's default)</option>
        <option value="true" ${value === true ? html` selected` : ""}>Yes</option>
        <option value="false" ${value === false ? html` selected` : ""}>No</option>
      </select>`
    case "choice":
      return html`<select id="${id}" name="${field}">
        ${required ? "" : html`<option value="">(the agent's default)</option>`}
        ${(p.enum ?? []).map((o) => html`<option value="${o}" ${value === o ? html` selected` : ""}>${o}</option>`)}
      </select>`
    case "list":
      return html`<textarea id="${id}" name="${field}" rows="3">
${Array.isArray(value) ? value.join("\n") : ""}</textarea>`
    case "json":
      return html`<textarea id="${id}" name="${field}" rows="3">
${value === undefined ? "" : JSON.stringify(value)}</textarea>`
  }
}

const hint = (p: PropertySchema) => {
  if (isTerritory(p)) return "a country by name or code, or worldwide"
  switch (kindOf(p)) {
    case "list":
      return "one per line"
    case "json":
      return "JSON"
    default:
      return undefined
  }
}

const extras = (p: PropertySchema, required: boolean) =>
  [required ? "required" : undefined, hint(p)].filter((x) => x !== undefined).join(", ")

const describe = (p: PropertySchema) =>
  p.description === undefined ? "" : html`<div class="hint">${p.description}</div>`

/** A list input offered as checkboxes, one per choice, checked when the value holds it. */
const checkboxes = (
  prefix: string,
  name: string,
  p: PropertySchema,
  required: boolean,
  choices: Choices[string],
  value: unknown
): Html => {
  const selected = Array.isArray(value) ? value : []
  return html`<fieldset>
    <legend>${label(name)}${required ? html` <span class="hint">(required)</span>` : ""}</legend>
    ${choices.map(
      (c, i) =>
        html`<div>
          <input
            type="checkbox"
            id="${prefix}-${name}-${i}"
            name="${FIELD}${name}"
            value="${c.value}"
            ${selected.includes(c.value) ? html` checked` : ""}
          />
          <label for="${prefix}-${name}-${i}">${c.label}</label>
        </div>`
    )}
    ${describe(p)}
  </fieldset>`
}

/** A text input offered as a list of choices (a value that is not among them, e.g. a default, is kept as one). */
const picker = (
  prefix: string,
  name: string,
  p: PropertySchema,
  required: boolean,
  choices: Choices[string],
  value: unknown
): Html => {
  const given = typeof value === "string" ? value : ""
  // A value matching a choice but for case (a taxonomy name typed in lower case) is that choice.
  const current = choices.find((c) => c.value.toLowerCase() === given.toLowerCase())?.value ?? given
  const all =
    current === "" || choices.some((c) => c.value === current)
      ? choices
      : [...choices, { value: current, label: current }]
  return html`<div>
    <label for="${prefix}-${name}">${label(name)}${required ? html` <span class="hint">(required)</span>` : ""}</label>
    <select id="${prefix}-${name}" name="${FIELD}${name}">
      ${required && current !== "" ? "" : html`<option value="">${required ? "(choose)" : "(the agent's default)"}</option>`}
      ${all.map((c) => html`<option value="${c.value}" ${c.value === current ? html` selected` : ""}>${c.label}</option>`)}
    </select>
    ${describe(p)}
  </div>`
}

export interface FieldsOptions {
  /** The start of the controls' element ids (several forms of one page need their own); "input" by default. */
  readonly idPrefix?: string
  /** Every field may be left empty (defaults of an agent, which each run may complete), none marked required. */
  readonly allOptional?: boolean
}

/** The controls of a schema's top-level properties, pre-filled from `values`; list inputs with choices as checkboxes. */
export const fields = (
  schema: object,
  values: Readonly<Record<string, unknown>>,
  choices: Choices = {},
  options: FieldsOptions = {}
): Html =>
  html`${properties(schema).map(([name, p, isRequired]) => {
    const prefix = options.idPrefix ?? "input"
    const required = isRequired && options.allOptional !== true
    const offered = choices[name]
    if (offered !== undefined && kindOf(p) === "list")
      return checkboxes(prefix, name, p, required, offered, values[name])
    if (offered !== undefined && kindOf(p) === "text") return picker(prefix, name, p, required, offered, values[name])
    const extra = extras(p, required)
    return html`<div>
      <label for="${prefix}-${name}"
        >${label(name)}${extra === "" ? "" : html` <span class="hint">(${extra})</span>`}</label
      >
      ${control(prefix, name, p, required, values[name])} ${describe(p)}
    </div>`
  })}`

/**
 * The inputs a submitted form describes: empty fields are left out (the agent's defaults apply), lists split by
 * line or comma, numbers and yes/no converted; text that is not valid JSON in a JSON field is passed on as text
 * so that the agent's validation names the field.
 */
export const readInputs = (
  schema: object,
  form: { readonly all: (field: string) => ReadonlyArray<string> }
): JsonObject => {
  const inputs: Record<string, JsonValue> = {}
  for (const [name, p] of properties(schema)) {
    // A list offered as checkboxes sends one field per checked box; every other control sends one.
    const raw = form.all(`${FIELD}${name}`).join("\n").trim()
    if (raw === "") continue
    switch (kindOf(p)) {
      case "text":
        inputs[name] = isTerritory(p) ? territoryOf(raw) : raw
        break
      case "choice":
        inputs[name] = raw
        break
      case "number":
        inputs[name] = Number.isFinite(Number(raw)) ? Number(raw) : raw
        break
      case "boolean":
        inputs[name] = raw === "true" ? true : raw === "false" ? false : raw
        break
      case "list":
        inputs[name] = raw
          .split(/[\n,]/)
          .map((s) => s.trim())
          .filter((s) => s !== "")
        break
      case "json":
        try {
          inputs[name] = JSON.parse(raw) as JsonValue
        } catch {
          inputs[name] = raw
        }
    }
  }
  return inputs
}
