// A report outline as Markdown or as one self-contained HTML page (inline CSS and SVG, no scripts, nothing
// loaded from the network). Every text is escaped, so names and file names can never inject markup.
import { cell, table } from "./Markdown.js"
import type { Block, Cell, Outline } from "./ReportOutline.js"
import { escape } from "./Svg.js"

const markdownCell = (c: Cell): string | number => (typeof c === "object" ? `${c.name} (${c.id})` : c)

const markdownBlock = (b: Block): string => {
  switch (b.kind) {
    case "text":
      return b.text
    case "warning":
      return `> **Warning:** ${cell(b.text)}`
    case "list":
      return b.items.map((i) => `- ${cell(i)}`).join("\n")
    case "table":
      return b.rows.length === 0
        ? "_None._"
        : table(
            b.head,
            b.rows.map((r) => r.map(markdownCell)),
            b.align
          )
    case "chart":
      return `_Chart: ${b.caption} (see the HTML rendering)._`
  }
}

export const markdown = (o: Outline): string =>
  [
    `# ${o.title}`,
    "",
    o.subtitle,
    "",
    ...o.sections.flatMap((s) => [`## ${s.title}`, "", ...s.blocks.flatMap((b) => [markdownBlock(b), ""])])
  ].join("\n")

const htmlCell = (c: Cell): string =>
  typeof c === "object" ? `${escape(c.name)}<span class="id">${escape(c.id)}</span>` : escape(String(c))

/** Numbers right-aligned under right-aligned headers; the table wraps its text to fit the page. */
const htmlTable = (b: Extract<Block, { kind: "table" }>): string => {
  const cls = (i: number) => (b.align[i] === "right" ? ' class="n"' : "")
  return `<div class="table"><table><thead><tr>${b.head.map((h, i) => `<th scope="col"${cls(i)}>${escape(h)}</th>`).join("")}</tr></thead><tbody>${b.rows
    .map((r) => `<tr>${r.map((v, i) => `<td${cls(i)}>${htmlCell(v)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table></div>`
}

const htmlBlock = (b: Block): string => {
  switch (b.kind) {
    case "text":
      return `<p>${escape(b.text)}</p>`
    case "warning":
      return `<p class="warning" role="note"><strong>Warning:</strong> ${escape(b.text)}</p>`
    case "list":
      return `<ul>${b.items.map((i) => `<li>${escape(i)}</li>`).join("")}</ul>`
    case "table":
      return b.rows.length === 0 ? "<p><em>None.</em></p>" : htmlTable(b)
    case "chart":
      return `<figure>${b.svg}<figcaption>${escape(b.caption)}</figcaption></figure>`
  }
}

// Tables take the page's width and wrap their text; ids wrap anywhere rather than run off the page; numbers never
// wrap. The .table wrapper scrolls only as a last resort on a very narrow screen.
const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#222;line-height:1.45}
h1{margin-bottom:.2rem}.sub{color:#555;margin-top:0}.table{max-width:100%;overflow-x:auto}
table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}
th,td{border-bottom:1px solid #e3e3e3;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:break-word}
th.n,td.n{text-align:right}td.n{white-space:nowrap;font-variant-numeric:tabular-nums}
th{background:#f6f6f6}.id{display:block;color:#555;font-size:.8em;overflow-wrap:anywhere}
.warning{background:#fff4d6;border-left:4px solid #b57900;padding:.5rem .75rem}
figure{margin:1rem 0}figcaption{color:#555;font-size:.85rem}svg{max-width:100%;height:auto}
@media print{body{margin:0;max-width:none}.table{overflow:visible}}`

export const html = (o: Outline): string =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(o.title)}</title><style>${STYLE}</style></head><body><h1>${escape(o.title)}</h1><p class="sub">${escape(o.subtitle)}</p>${o.sections
    .map((s) => `<section><h2>${escape(s.title)}</h2>${s.blocks.map(htmlBlock).join("")}</section>`)
    .join("")}</body></html>\n`
