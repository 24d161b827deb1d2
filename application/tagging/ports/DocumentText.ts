// Port: the text of a document in a local file (PDF text layer, Word .docx, plain text), with its page count and
// title where the format has them.
import { Context, type Effect } from "effect"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export type DocumentFormat = "pdf" | "docx" | "text"

export interface DocumentContent {
  readonly text: string
  readonly pages: number | null
  readonly title: string | null
}

export interface DocumentTextShape {
  readonly extract: (path: string, format: DocumentFormat) => Effect.Effect<DocumentContent, MediaUnreadable>
}

export class DocumentText extends Context.Tag("clearhouse/DocumentText")<DocumentText, DocumentTextShape>() {}
