// What the admin CLI prints for help, its version and bad arguments: the same text as always (earlier versions ran on
// @effect/cli, whose help listed every command with its usage and described each option in words, and whose
// messages operators and scripts know). effect/cli parses; this module renders, through its Presenter.
import { Console, Context, Effect, type Layer, Option } from "effect"
import { type CliError, CliOutput, type Command, Param, Primitive } from "effect/cli"

/** The flags and arguments of a command, as given to Command.make (kept as an annotation for the help). */
export const Params = Context.Service<Command.Command.Config>("clearhouse/CliHelp/Params")

interface ParamHelp {
  readonly name: string
  /** `text`, `integer`; none for a switch. */
  readonly type: Option.Option<string>
  readonly description: Option.Option<string>
  readonly optional: boolean
}

interface Help {
  readonly flags: ReadonlyArray<ParamHelp>
  readonly args: ReadonlyArray<ParamHelp>
}

const TYPE_WORDS: Readonly<Record<string, string>> = { string: "text", integer: "integer" }

type AnyParam = Param.Param<Param.ParamKind, unknown>
type Wrapper = Param.Map<Param.ParamKind, unknown, unknown> | Param.Optional<Param.ParamKind, unknown>

/** The parameters a param is made of (a flag made optional, or mapped, is its single parameter). */
const singles = (
  param: AnyParam,
  optional = false
): Array<{ single: Param.Single<Param.ParamKind, unknown>; optional: boolean }> =>
  Param.isSingle(param)
    ? [{ single: param, optional }]
    : singles((param as Wrapper).param, optional || param._tag === "Optional")

/** The flags and arguments of a command, in the order they were declared. */
const helpOf = (command: Command.Command.Any): Help => {
  const flags: Array<ParamHelp> = []
  const args: Array<ParamHelp> = []
  const visit = (config: Command.Command.Config) => {
    for (const value of Object.values(config)) {
      if (Array.isArray(value)) continue
      if (!Param.isParam(value)) {
        visit(value as Command.Command.Config)
        continue
      }
      for (const { single, optional } of singles(value)) {
        if (single.hidden) continue
        const typeName = single.typeName ?? Primitive.getTypeName(single.primitiveType)
        const help: ParamHelp = {
          name: single.name,
          type: typeName === "boolean" ? Option.none() : Option.some(TYPE_WORDS[typeName] ?? typeName),
          description: single.description,
          optional
        }
        if (single.kind === "flag") flags.push(help)
        else args.push(help)
      }
    }
  }
  Option.map(Context.getOption(command.annotations, Params), visit)
  return { flags, args }
}

/** `--name text`, `[--credits integer]`, `<id>`: the command's own usage after its name. */
const usageOf = (command: Command.Command.Any): string => {
  const { flags, args } = helpOf(command)
  return [
    command.name,
    ...flags.map((flag) => {
      const text = `--${flag.name}${Option.match(flag.type, { onNone: () => "", onSome: (type) => ` ${type}` })}`
      return flag.optional ? `[${text}]` : text
    }),
    ...args.map((arg) => (arg.optional ? `[<${arg.name}>]` : `<${arg.name}>`))
  ].join(" ")
}

const subcommandsOf = (command: Command.Command.Any): ReadonlyArray<Command.Command.Any> =>
  command.subcommands.flatMap((group) => group.commands).filter((sub) => !sub.unlisted)

/** The command at `path` (its first element is the root's name). */
const commandAt = (root: Command.Command.Any, path: ReadonlyArray<string>): Command.Command.Any => {
  let at = root
  for (const name of path.slice(1)) {
    const next = subcommandsOf(at).find((sub) => sub.name === name)
    if (next === undefined) break
    at = next
  }
  return at
}

/** The options every command takes (effect/cli's own), described as they always were. */
const BUILT_IN_OPTIONS = `--completions sh | bash | fish | zsh

  One of the following: sh, bash, fish, zsh

  Generate a completion script for a specific shell.

  This setting is optional.

--log-level all | trace | debug | info | warning | error | fatal | none

  One of the following: all, trace, debug, info, warning, error, fatal, none

  Sets the minimum log level for a command.

  This setting is optional.

(-h, --help)

  Show the help documentation for a command.

  This setting is optional.

--wizard

  Start wizard mode for a command.

  This setting is optional.

--version

  Show the version of the application.

  This setting is optional.

`

const describeParam = (heading: string, param: ParamHelp) =>
  heading +
  "\n\n" +
  Option.match(param.description, { onNone: () => "", onSome: (text) => `  ${text}\n\n` }) +
  (param.optional ? "  This setting is optional.\n\n" : "")

/** The help page of the command at `path`: usage, description, arguments, options, and every command below it. */
export const render = (root: Command.Command.Any, path: ReadonlyArray<string>, version: string): string => {
  const command = commandAt(root, path)
  const { flags, args } = helpOf(command)
  let text = `${root.name}\n\n${root.name} ${version}\n\nUSAGE\n\n$ ${usageOf(command)}\n\n`
  if (command.description !== undefined && command.description !== "") {
    text += `DESCRIPTION\n\n${command.description}\n\n`
  }
  if (args.length > 0) {
    text += "ARGUMENTS\n\n" + args.map((arg) => describeParam(`<${arg.name}>`, arg)).join("")
  }
  text +=
    "OPTIONS\n\n" +
    flags
      .map((flag) =>
        describeParam(
          `--${flag.name}${Option.match(flag.type, { onNone: () => "", onSome: (type) => ` ${type}` })}`,
          flag
        )
      )
      .join("") +
    BUILT_IN_OPTIONS
  // Every command below this one, each subcommand followed by its own (one level deep, as the CLI has).
  const rows = subcommandsOf(command).flatMap((sub) => [
    { usage: usageOf(sub), description: sub.description ?? "" },
    ...subcommandsOf(sub).map((leaf) => ({
      usage: `${sub.name} ${usageOf(leaf)}`,
      description: leaf.description ?? ""
    }))
  ])
  if (rows.length > 0) {
    const width = Math.max(...rows.map((row) => row.usage.length))
    text += "COMMANDS\n\n" + rows.map((row) => `  - ${row.usage.padEnd(width)}  ${row.description}\n\n`).join("")
  }
  return text
}

const quoted = (names: ReadonlyArray<string>) => names.map((name) => `'${name}'`).join(", ")

/** A parse error of the command at `path` in the words the CLI always used (`Expected to find option: '--name'`). */
export const describeError = (
  root: Command.Command.Any,
  path: ReadonlyArray<string>,
  error: CliError.CliError
): string => {
  switch (error._tag) {
    case "UnrecognizedOption":
      return `Received unknown argument: '${error.option}'`
    case "UnexpectedArgument":
      return `Received unknown argument: '${error.arguments[0] ?? ""}'`
    case "MissingOption":
      return `Expected to find option: '--${error.option}'`
    case "MissingArgument":
      return `Missing argument <${error.argument}>`
    case "InvalidValue": {
      if (error.kind !== "flag") return error.message
      if (error.value === "") return `Expected a value following option: '--${error.option}'`
      // A flag given twice.
      if (/^\d+ occurrences$/.test(error.value)) return `Received unknown argument: '--${error.option}'`
      const flag = helpOf(commandAt(root, path)).flags.find((flag) => flag.name === error.option)
      return flag !== undefined && Option.contains(flag.type, "integer")
        ? `'${error.value}' is not a integer`
        : error.message
    }
    case "UnknownSubcommand": {
      const parent = commandAt(root, error.parent ?? [root.name])
      return `Invalid subcommand for ${parent.name} - use one of ${quoted(subcommandsOf(parent).map((sub) => sub.name))}`
    }
    default:
      return error.message
  }
}

/**
 * effect/cli's Presenter for `root`: help and the version on stdout, a bad invocation's message alone on stderr (no
 * help page after it), in the CLI's words.
 */
export const layer = (root: Command.Command.Any, version: string): Layer.Layer<never> =>
  CliOutput.layerPresenter({
    present: (event) => {
      switch (event._tag) {
        case "Help":
          // The page ends with a blank line, as it always did.
          return Console.log(render(root, event.commandPath, version).slice(0, -1))
        case "Version":
          return Console.log(`${version}\n`)
        // The first problem only, as always (a second one is reported once the first is fixed).
        case "InvalidInvocation":
          return event.errors.length === 0
            ? Effect.void
            : Console.error(`${describeError(root, event.commandPath, event.errors[0]!)}\n`)
      }
    }
  })
