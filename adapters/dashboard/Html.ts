// HTML built with a tagged template that escapes every interpolated value, so user data (names, URLs, JSON
// inputs) can never become markup or script. Arrays are joined; an Html value is inserted as it is.
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

export type Interpolation = Html | string | number | boolean | null | undefined | ReadonlyArray<Interpolation>

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const render = (value: Interpolation): string => {
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(render).join("")
  if (value === null || value === undefined || value === false) return ""
  return escape(String(value))
}

export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<Interpolation>): Html =>
  new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]!) : ""), ""))

/** Markup that is already safe (built by `html`, or a constant). */
export const raw = (markup: string): Html => new Html(markup)
