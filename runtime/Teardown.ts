// The process's exit code when the main program ends: 0 when it succeeded or was interrupted (SIGTERM, SIGINT: a
// clean stop), 1 when it failed. Effect 4's default answers an interruption with 130; the server and the CLI keep
// the codes they always had.
import { Cause, Exit, type Runtime } from "effect"

export const teardown: Runtime.Teardown = (exit, onExit) =>
  onExit(Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause) ? 1 : 0)
