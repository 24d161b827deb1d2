// Markdown building blocks shared by the renderings: table cells and quotations that cannot break the layout.

/** Text safe inside a table cell: pipes escaped, line breaks flattened. */
export const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ")

/** A quotation in typographic quotes, shortened to `max` characters with an ellipsis. */
export const quote = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`
}

/** A Markdown table; columns aligned "right" (numbers) get `---:`. */
export const table = (
  head: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  align: ReadonlyArray<"left" | "right"> = []
): string =>
  [
    `| ${head.map(cell).join(" | ")} |`,
    `|${head.map((_, i) => (align[i] === "right" ? "---:" : "---")).join("|")}|`,
    ...rows.map((r) => `| ${r.map((v) => cell(String(v))).join(" | ")} |`)
  ].join("\n")
