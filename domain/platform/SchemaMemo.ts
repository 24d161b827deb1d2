// The memo the compiled encoder and decoder share: each schema node compiled once, recursive schemas included.
import type { SchemaAST } from "effect"

/**
 * `memo`'s function for `ast`, compiled by `compileNode` the first time. A recursive schema comes back to a node while
 * it is being compiled: that use gets a function that calls the finished one.
 */
export const compileOnce = <F extends (value: unknown) => unknown>(
  memo: Map<SchemaAST.AST, F>,
  ast: SchemaAST.AST,
  compileNode: () => F
): F => {
  const known = memo.get(ast)
  if (known !== undefined) return known
  const cell: { done?: F } = {}
  memo.set(ast, ((value: unknown) => cell.done!(value)) as F)
  const done = compileNode()
  cell.done = done
  memo.set(ast, done)
  return done
}
