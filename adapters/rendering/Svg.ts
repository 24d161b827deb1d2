// Inline SVG charts for the HTML reports: no scripts, no fonts or images from the network; each chart carries a
// <title> and a text summary for screen readers. Bars for counts per day or per group, stacked bars for shares,
// a line with its band for forecasts, and a timeline for chains of custody.

export const escape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export const PALETTE = ["#2f6fb3", "#e0823d", "#3a9e6b", "#c4473d", "#8a64b5", "#8c8c8c", "#c9a227", "#4bb3c4"]

const fmt = (n: number) => (Math.abs(n) >= 100 || Number.isInteger(n) ? Math.round(n).toString() : n.toFixed(1))

const frame = (title: string, width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="11"><title>${escape(title)}</title>${body}</svg>`

const niceMax = (max: number) => {
  if (max <= 0) return 1
  const step = 10 ** Math.floor(Math.log10(max))
  return Math.ceil(max / step) * step
}

const yAxis = (x: number, top: number, bottom: number, max: number, width: number) =>
  [0, 0.5, 1]
    .map((f) => {
      const y = bottom - f * (bottom - top)
      return `<line x1="${x}" x2="${width - 10}" y1="${y}" y2="${y}" stroke="#ddd"/><text x="${x - 4}" y="${y + 4}" text-anchor="end" fill="#555">${fmt(max * f)}</text>`
    })
    .join("")

/** Vertical bars, one per label (e.g. credits per day); every n-th label is written so they never overlap. */
export const bars = (input: {
  readonly title: string
  readonly labels: ReadonlyArray<string>
  readonly values: ReadonlyArray<number>
  readonly width?: number
  readonly height?: number
}): string => {
  const width = input.width ?? 720
  const height = input.height ?? 220
  const left = 48
  const top = 12
  const bottom = height - 28
  const max = niceMax(Math.max(0, ...input.values))
  const n = Math.max(1, input.values.length)
  const slot = (width - left - 10) / n
  const every = Math.max(1, Math.ceil(n / 12))
  const body = input.values
    .map((v, i) => {
      const h = ((bottom - top) * Math.max(0, v)) / max
      const x = left + i * slot
      const label =
        i % every === 0
          ? `<text x="${x + slot / 2}" y="${height - 10}" text-anchor="middle" fill="#555">${escape(input.labels[i] ?? "")}</text>`
          : ""
      return `<rect x="${x + slot * 0.1}" y="${bottom - h}" width="${slot * 0.8}" height="${h}" fill="${PALETTE[0]}"><title>${escape(`${input.labels[i] ?? ""}: ${fmt(v)}`)}</title></rect>${label}`
    })
    .join("")
  return frame(input.title, width, height, yAxis(left, top, bottom, max, width) + body)
}

/** Horizontal bars with their values, largest first as given (e.g. credits by agent). */
export const horizontalBars = (input: {
  readonly title: string
  readonly items: ReadonlyArray<{ readonly label: string; readonly value: number }>
  readonly width?: number
}): string => {
  const width = input.width ?? 720
  const row = 22
  const left = 200
  const height = Math.max(1, input.items.length) * row + 8
  const max = niceMax(Math.max(0, ...input.items.map((i) => i.value)))
  const body = input.items
    .map((item, i) => {
      const y = 4 + i * row
      const w = ((width - left - 60) * Math.max(0, item.value)) / max
      return `<text x="${left - 6}" y="${y + 14}" text-anchor="end" fill="#333">${escape(item.label)}</text><rect x="${left}" y="${y + 3}" width="${w}" height="${row - 8}" fill="${PALETTE[i % PALETTE.length]}"/><text x="${left + w + 4}" y="${y + 14}" fill="#333">${fmt(item.value)}</text>`
    })
    .join("")
  return frame(input.title, width, height, body)
}

/** One stacked bar per row, its parts as shares of the row (e.g. cleared / flagged / never checked per project). */
export const stackedBars = (input: {
  readonly title: string
  readonly parts: ReadonlyArray<string>
  readonly rows: ReadonlyArray<{ readonly label: string; readonly values: ReadonlyArray<number> }>
  readonly width?: number
}): string => {
  const width = input.width ?? 720
  const row = 24
  const left = 200
  const legend = 22
  const height = legend + Math.max(1, input.rows.length) * row + 6
  const colors = input.parts.map((_, i) => PALETTE[[2, 3, 5, 6, 0][i] ?? i] ?? "#999")
  const key = input.parts
    .map(
      (p, i) =>
        `<rect x="${left + i * 120}" y="4" width="10" height="10" fill="${colors[i]}"/><text x="${left + i * 120 + 14}" y="13" fill="#333">${escape(p)}</text>`
    )
    .join("")
  const body = input.rows
    .map((r, i) => {
      const y = legend + i * row
      const total = r.values.reduce((a, b) => a + b, 0)
      let x = left
      const segments = r.values
        .map((v, j) => {
          const w = total === 0 ? 0 : ((width - left - 50) * v) / total
          const rect = `<rect x="${x}" y="${y + 3}" width="${w}" height="${row - 8}" fill="${colors[j]}"><title>${escape(`${r.label}: ${input.parts[j]} ${v}`)}</title></rect>`
          x += w
          return rect
        })
        .join("")
      return `<text x="${left - 6}" y="${y + 15}" text-anchor="end" fill="#333">${escape(r.label)}</text>${segments}<text x="${width - 44}" y="${y + 15}" fill="#333">${total}</text>`
    })
    .join("")
  return frame(input.title, width, height, key + body)
}

/**
 * History as bars and the forecast as a line with its band (e.g. daily credits); an optional horizontal
 * threshold line (e.g. the available balance on a cumulative chart).
 */
export const forecastChart = (input: {
  readonly title: string
  readonly history: ReadonlyArray<{ readonly label: string; readonly value: number }>
  readonly forecast: ReadonlyArray<{
    readonly label: string
    readonly expected: number
    readonly lower: number
    readonly upper: number
  }>
  readonly threshold?: { readonly value: number; readonly label: string }
  readonly width?: number
  readonly height?: number
}): string => {
  const width = input.width ?? 720
  const height = input.height ?? 240
  const left = 56
  const top = 12
  const bottom = height - 28
  const n = Math.max(1, input.history.length + input.forecast.length)
  const max = niceMax(
    Math.max(
      0,
      ...input.history.map((h) => h.value),
      ...input.forecast.map((f) => f.upper),
      input.threshold?.value ?? 0
    )
  )
  const slot = (width - left - 10) / n
  const y = (v: number) => bottom - ((bottom - top) * Math.min(max, Math.max(0, v))) / max
  const x = (i: number) => left + i * slot + slot / 2
  const historyBars = input.history
    .map(
      (h, i) =>
        `<rect x="${left + i * slot + slot * 0.15}" y="${y(h.value)}" width="${slot * 0.7}" height="${bottom - y(h.value)}" fill="${PALETTE[0]}" opacity="0.8"><title>${escape(`${h.label}: ${fmt(h.value)}`)}</title></rect>`
    )
    .join("")
  const offset = input.history.length
  const upper = input.forecast.map((f, i) => `${x(offset + i)},${y(f.upper)}`)
  const lower = input.forecast.map((f, i) => `${x(offset + i)},${y(f.lower)}`).reverse()
  const band =
    input.forecast.length === 0
      ? ""
      : `<polygon points="${[...upper, ...lower].join(" ")}" fill="${PALETTE[1]}" opacity="0.2"/>`
  const line =
    input.forecast.length === 0
      ? ""
      : `<polyline points="${input.forecast.map((f, i) => `${x(offset + i)},${y(f.expected)}`).join(" ")}" fill="none" stroke="${PALETTE[1]}" stroke-width="2"/>`
  const threshold =
    input.threshold === undefined
      ? ""
      : `<line x1="${left}" x2="${width - 10}" y1="${y(input.threshold.value)}" y2="${y(input.threshold.value)}" stroke="${PALETTE[3]}" stroke-dasharray="4 3"/><text x="${width - 12}" y="${y(input.threshold.value) - 4}" text-anchor="end" fill="${PALETTE[3]}">${escape(input.threshold.label)}</text>`
  const labels = [...input.history.map((h) => h.label), ...input.forecast.map((f) => f.label)]
  const every = Math.max(1, Math.ceil(n / 10))
  const xLabels = labels
    .map((l, i) =>
      i % every === 0 ? `<text x="${x(i)}" y="${height - 10}" text-anchor="middle" fill="#555">${escape(l)}</text>` : ""
    )
    .join("")
  return frame(
    input.title,
    width,
    height,
    yAxis(left, top, bottom, max, width) + historyBars + band + line + threshold + xLabels
  )
}

/** Events along a time axis, one dot each, coloured by kind (e.g. a chain of custody). */
export const timeline = (input: {
  readonly title: string
  readonly events: ReadonlyArray<{ readonly at: number; readonly kind: string; readonly label: string }>
  readonly width?: number
}): string => {
  const width = input.width ?? 720
  const height = 88
  const left = 20
  const right = width - 20
  const kinds = Array.from(new Set(input.events.map((e) => e.kind)))
  const times = input.events.map((e) => e.at)
  const min = Math.min(...times)
  const span = Math.max(1, Math.max(...times) - min)
  const dots = input.events
    .map((e) => {
      const cx = input.events.length === 1 ? (left + right) / 2 : left + ((e.at - min) / span) * (right - left)
      const color = PALETTE[kinds.indexOf(e.kind) % PALETTE.length]
      return `<circle cx="${cx}" cy="24" r="5" fill="${color}" opacity="0.85"><title>${escape(e.label)}</title></circle>`
    })
    .join("")
  const key = kinds
    .map(
      (k, i) =>
        `<circle cx="${left + 5 + i * 110}" cy="52" r="5" fill="${PALETTE[i % PALETTE.length]}"/><text x="${left + 14 + i * 110}" y="56" fill="#333">${escape(k)}</text>`
    )
    .join("")
  const day = (t: number) => new Date(t).toISOString().slice(0, 10)
  const ends =
    input.events.length === 0
      ? ""
      : `<text x="${left}" y="80" fill="#555">${day(min)}</text><text x="${right}" y="80" text-anchor="end" fill="#555">${day(min + span)}</text>`
  return frame(
    input.title,
    width,
    height,
    `<line x1="${left}" x2="${right}" y1="24" y2="24" stroke="#bbb"/>${dots}${key}${ends}`
  )
}
