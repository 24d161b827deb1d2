// Types of bin/bundleEdits.js, for the tests.
import type * as acorn from "acorn"

/** One edit to a bundle: the text between `start` and `end` replaced by `text`. */
export interface Edit {
  readonly start: number
  readonly end: number
  readonly text: string
}
/** The edits the build makes to a bundle: `import(…)` renamed, characters beyond Latin-1 escaped. */
export declare const bundleEdits: (parser: typeof acorn, code: string) => ReadonlyArray<Edit>
/** `code` with `edits` made, and its source map (JSON) shifted to match. */
export declare const applyEdits: (
  code: string,
  map: string | undefined,
  edits: ReadonlyArray<Edit>
) => { readonly code: string; readonly map: string | undefined }
