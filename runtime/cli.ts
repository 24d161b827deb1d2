// Entry of the admin CLI. Exit codes: 0 success, 2 bad arguments (unknown command or flag, invalid value,
// unknown id), 1 anything else (configuration, database). It opens the database the server uses (DataLocation says
// which, on stderr) and creates a new data directory only with --init.
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as NodeServices from "@effect/platform-node/NodeServices"
import { Cause, Effect, Exit, Layer, References } from "effect"
import { CliError, Command } from "effect/cli"
import { command, environment } from "./AdminCommands.js"
import * as CliHelp from "./CliHelp.js"
import { appConfig, describeConfigError } from "./Config.js"
import * as DataLocation from "./DataLocation.js"
import { teardown } from "./Teardown.js"
import * as Terminal from "./Terminal.js"

const VERSION = "0.1.0"

const fail = (code: number, message?: string) =>
  Effect.sync(() => {
    if (message !== undefined) console.error(message)
    process.exitCode = code
  })

const program = Effect.gen(function* () {
  const { location, config } = yield* DataLocation.withConfig(appConfig)
  const run = Command.runWith(command.pipe(Command.provide(environment(config, { createDataDir: location.init }))), {
    version: VERSION
  })
  const wantsHelp =
    location.argv.length <= 2 || location.argv.some((a) => a === "--help" || a === "-h" || a === "--version")
  if (!wantsHelp) console.error(`clearhouse: ${DataLocation.describe(location)}`)
  yield* run(location.argv.slice(2)).pipe(Effect.provideService(References.MinimumLogLevel, "Warn"))
}).pipe(
  Effect.catchTags({
    ConfigError: (error) => fail(1, `Invalid configuration:\n${describeConfigError(error)}`),
    DataLocationError: (error) => fail(1, `Error: ${error.message}`),
    ValidationError: (error) => fail(2, `Error: ${error.message}`),
    NotFound: (error) => fail(2, `Error: ${error.message}`),
    Conflict: (error) => fail(2, `Error: ${error.message}`)
  }),
  // Bad arguments (already reported by CliHelp's presenter): 2; help asked for, or shown for a command group: 0.
  Effect.catchIf(CliError.isCliError, (error) =>
    error._tag === "ShowHelp" && error.errors.length === 0 ? Effect.void : fail(2)
  ),
  Effect.provide(Layer.merge(NodeServices.layer, CliHelp.layer(command, VERSION))),
  Effect.onExit((exit) => (Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause) ? fail(1) : Effect.void))
)

Terminal.install()
NodeRuntime.runMain(program, { disableErrorReporting: true, teardown })
