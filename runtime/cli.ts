// Entry of the admin CLI. Exit codes: 0 success, 2 bad arguments (unknown command or flag, invalid value,
// unknown id), 1 anything else (configuration, database).
import { Command, ValidationError as CliValidationError } from "@effect/cli"
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Cause, Effect, Exit, Logger, LogLevel } from "effect"
import { command, environment } from "./AdminCommands.js"
import { appConfig, describeConfigError } from "./Config.js"

const fail = (code: number, message?: string) =>
  Effect.sync(() => {
    if (message !== undefined) console.error(message)
    process.exitCode = code
  })

const program = Effect.gen(function* () {
  const config = yield* appConfig
  const run = Command.run(command.pipe(Command.provide(environment(config))), {
    name: "clearhouse",
    version: "0.1.0"
  })
  yield* run(process.argv).pipe(Logger.withMinimumLogLevel(LogLevel.Warning))
}).pipe(
  Effect.catchTags({
    ConfigError: (error) => fail(1, `Invalid configuration:\n${describeConfigError(error)}`),
    ValidationError: (error) => fail(2, `Error: ${error.message}`),
    NotFound: (error) => fail(2, `Error: ${error.message}`)
  }),
  Effect.catchIf(CliValidationError.isValidationError, () => fail(2)),
  Effect.provide(NodeContext.layer),
  Effect.onExit((exit) => (Exit.isFailure(exit) && !Cause.isInterruptedOnly(exit.cause) ? fail(1) : Effect.void))
)

NodeRuntime.runMain(program, { disablePrettyLogger: true })
