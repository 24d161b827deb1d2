// Port: reads the text of a contract file (PDF or Word .docx) as blocks with their structure. Files that cannot
// be read fail with ContractUnreadable naming why (unsupported format, no text layer, damaged file).
import { Context, type Effect } from "effect"
import type { SourceBlock } from "../../../domain/contracts/ContractDocument.js"
import type { ContractUnreadable } from "../../../domain/contracts/ContractReview.js"

export interface ReadDocument {
  readonly format: "pdf" | "docx"
  /** Pages of a PDF; null for Word files. */
  readonly pages: number | null
  readonly blocks: ReadonlyArray<SourceBlock>
  /** True when the text was read by OCR from pictures of the pages (a scan). */
  readonly ocr?: boolean
}

export interface DocumentReaderShape {
  /** `contentType` is the asset's (sniffed) type; the bytes' own signature is checked too. */
  readonly read: (bytes: Uint8Array, contentType: string) => Effect.Effect<ReadDocument, ContractUnreadable>
}

export class DocumentReader extends Context.Tag("clearhouse/DocumentReader")<DocumentReader, DocumentReaderShape>() {}
