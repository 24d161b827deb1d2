// Small helpers agents use to write their human-readable artifacts.
import type { Artifact } from "./AgentProgram.js"

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
