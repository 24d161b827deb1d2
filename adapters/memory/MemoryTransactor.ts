// Transactor for the in-memory adapters: runs the effect as is. Memory stores apply each write at once, so
// there is no rollback; use PostgreSQL where atomicity across failures matters.
import { Layer } from "effect"
import { Transactor } from "../../application/ports/Transactor.js"

export const layer = Layer.succeed(Transactor, Transactor.of({ withTransaction: (self) => self }))
