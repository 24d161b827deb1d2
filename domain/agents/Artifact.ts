// An artifact an agent run produces: a named file with its media type and bytes (a report, a CSV, a summary).
export interface Artifact {
  readonly name: string
  readonly contentType: string
  readonly content: Uint8Array
}
