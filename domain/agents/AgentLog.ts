// The steps an agent engine reports while it works, for the run's execution log (SPEC "Agent execution
// history ... a detailed execution log with reasoning steps, and errors or warnings"). Engines return these
// with their result; a program writes them to its RunJournal in order (`journal.log(kind, message, data)`).
import { Schema } from "effect"
import { LogKind } from "./AgentRun.js"
import { type JsonObject, JsonObjectSchema } from "../platform/Json.js"

export const LogEntry = Schema.Struct({
  kind: LogKind,
  message: Schema.String,
  data: JsonObjectSchema
}).annotations({ identifier: "AgentLogEntry", description: "One step of an agent run: what it thought or did" })
export type LogEntry = typeof LogEntry.Type

const entry =
  (kind: LogKind) =>
  (message: string, data: JsonObject = {}): LogEntry => ({ kind, message, data })

/** Why the agent decides what it does next. */
export const reasoning = entry("reasoning")
/** Something the agent did through a capability (read a file, wrote a record). */
export const action = entry("action")
/** What the agent found. */
export const observation = entry("observation")
/** Something a person should look at; the run goes on. */
export const warning = entry("warning")
/** A failure of one unit of work (e.g. one contract); the run may go on with the others. */
export const error = entry("error")
