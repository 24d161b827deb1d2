// Small helpers agents use to write their human-readable artifacts.
import type { Artifact } from "../../domain/agents/Artifact.js"

const escapeCell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ")

/** A GitHub-flavoured Markdown table. */
export const markdownTable = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string =>
  [
    `| ${header.map(escapeCell).join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(" | ")} |`)
  ].join("\n")

export const textArtifact = (name: string, contentType: string, text: string): Artifact => ({
  name,
  contentType,
  content: new TextEncoder().encode(text)
})

/** A report as `<name>.json` (the data, indented) and `<name>.md` (the lines of its Markdown rendering). */
export const reportArtifacts = (
  name: string,
  json: unknown,
  markdown: ReadonlyArray<string>
): ReadonlyArray<Artifact> => [
  textArtifact(`${name}.json`, "application/json", JSON.stringify(json, null, 2)),
  textArtifact(`${name}.md`, "text/markdown; charset=utf-8", markdown.join("\n") + "\n")
]
