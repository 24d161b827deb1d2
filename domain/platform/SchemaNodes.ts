// Effect's own schema nodes that the compiled encoder and decoder treat by what they are, recognised one way for both.
import { Schema, SchemaAST } from "effect"

/** Effect's `DateTimeUtc` (its parser), without checks of its own. */
export const isDateTimeUtcNode = (ast: SchemaAST.AST): boolean =>
  SchemaAST.isDeclaration(ast) &&
  ast.run === (Schema.DateTimeUtc.ast as SchemaAST.Declaration).run &&
  ast.checks === undefined
