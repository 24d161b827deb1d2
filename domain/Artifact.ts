// An artifact an agent run produces: a named file (JSON, Markdown, HTML, CSV) the run's owner downloads.
// The JSON artifact is always the source of truth; the others are renderings of it.

export interface Artifact {
  /** A file name, e.g. `contract-review.json`. */
  readonly name: string
  readonly contentType: string
  readonly content: string
}

export const jsonArtifact = (name: string, value: unknown): Artifact => ({
  name,
  contentType: "application/json",
  content: JSON.stringify(value, null, 2)
})
