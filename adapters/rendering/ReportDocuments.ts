// A report outline as Markdown or as one self-contained HTML page (inline CSS and SVG, no scripts, nothing
// loaded from the network). Every text is escaped, so names and file names can never inject markup.
import { cell, table } from "./Markdown.js"
import type { Block, Outline } from "./ReportOutline.js"
import { escape } from "./Svg.js"

const markdownBlock = (b: Block): string => {
  switch (b.kind) {
    case "text":
      return b.text
    case "list":
      return b.items.map((i) => `- ${cell(i)}`).join("\n")
    case "table":
      return b.rows.length === 0 ? "_None._" : table(b.head, b.rows)
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

const htmlBlock = (b: Block): string => {
  switch (b.kind) {
    case "text":
      return `<p>${escape(b.text)}</p>`
    case "list":
      return `<ul>${b.items.map((i) => `<li>${escape(i)}</li>`).join("")}</ul>`
    case "table":
      return b.rows.length === 0
        ? "<p><em>None.</em></p>"
        : `<table><thead><tr>${b.head.map((h) => `<th>${escape(h)}</th>`).join("")}</tr></thead><tbody>${b.rows
            .map(
              (r) =>
                `<tr>${r.map((v) => `<td${typeof v === "number" ? ' class="n"' : ""}>${escape(String(v))}</td>`).join("")}</tr>`
            )
            .join("")}</tbody></table>`
    case "chart":
      return `<figure>${b.svg}<figcaption>${escape(b.caption)}</figcaption></figure>`
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;color:#222;line-height:1.45}
h1{margin-bottom:.2rem}.sub{color:#666;margin-top:0}table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}
th,td{border-bottom:1px solid #e3e3e3;padding:.3rem .5rem;text-align:left;vertical-align:top}td.n{text-align:right}
th{background:#f6f6f6}figure{margin:1rem 0}figcaption{color:#666;font-size:.85rem}svg{max-width:100%;height:auto}`

export const html = (o: Outline): string =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(o.title)}</title><style>${STYLE}</style></head><body><h1>${escape(o.title)}</h1><p class="sub">${escape(o.subtitle)}</p>${o.sections
    .map((s) => `<section><h2>${escape(s.title)}</h2>${s.blocks.map(htmlBlock).join("")}</section>`)
    .join("")}</body></html>\n`
