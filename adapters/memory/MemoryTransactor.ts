// Transactor for the in-memory adapters: runs the effect as is. Memory stores apply each write at once, so
// there is no rollback; use PostgreSQL where atomicity across failures matters. Work queued after a commit
// still waits for the outermost transaction to succeed.
import { Layer } from "effect"
import { makeTransactor } from "../../application/platform/AfterCommit.js"
import { Transactor } from "../../application/platform/ports/Transactor.js"

export const layer = Layer.succeed(Transactor, Transactor.of(makeTransactor((self) => self)))
