// Where the data lives: the data directory (embedded PostgreSQL, blobs) and, optionally, an external database. The
// server and the CLI resolve it the same way, first match wins:
//   1. the flag `--data-dir DIR`
//   2. the environment: CLEARHOUSE_DATA_DIR (and DATABASE_URL)
//   3. a config file `clearhouse.json` ({"dataDir": "...", "databaseUrl": "..."}, paths relative to the file),
//      the nearest one from the working directory upward, else the one in the install directory
//   4. the default: `.data` in the install directory (never the working directory: a command run from another
//      folder must find the same database as the server)
import { type Config, ConfigProvider, Data, Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"

export const CONFIG_FILE = "clearhouse.json"

export class DataLocationError extends Data.TaggedError("DataLocationError")<{ readonly message: string }> {}

export interface DataLocation {
  /** Absolute path of the data directory. */
  readonly dataDir: string
  /** Where the data directory came from, in words: `--data-dir`, `CLEARHOUSE_DATA_DIR`, a config file, the default. */
  readonly source: string
  /** Where DATABASE_URL came from, when one is set (it then holds the database instead of the data directory). */
  readonly databaseSource: string | undefined
  /** Values for the configuration, over the environment: the resolved directory and a config file's database. */
  readonly provider: ConfigProvider.ConfigProvider
  /** The command line without the flags this module reads (`--data-dir`, `--init`). */
  readonly argv: ReadonlyArray<string>
  /** `--init`: the CLI may create a new data directory. */
  readonly init: boolean
}

/** The directory of the installed project: the nearest package.json named clearhouse above this module. */
export const installDir = (from: string = import.meta.dirname): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: unknown }
      if (pkg.name === "clearhouse") return dir
    } catch {
      // no package.json here
    }
    if (path.dirname(dir) === dir) return path.resolve(from, "..")
  }
}

const findConfigFile = (cwd: string, install: string): string | undefined => {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    const file = path.join(dir, CONFIG_FILE)
    if (fs.existsSync(file)) return file
    if (path.dirname(dir) === dir) break
  }
  const file = path.join(install, CONFIG_FILE)
  return fs.existsSync(file) ? file : undefined
}

interface ConfigFile {
  readonly dataDir?: string
  readonly databaseUrl?: string
}

const readConfigFile = (file: string): ConfigFile => {
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (e) {
    throw new DataLocationError({ message: `${file}: not readable JSON (${(e as Error).message})` })
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new DataLocationError({ message: `${file}: expected an object like {"dataDir": ".data"}` })
  }
  const result: { dataDir?: string; databaseUrl?: string } = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (key !== "dataDir" && key !== "databaseUrl") {
      throw new DataLocationError({ message: `${file}: unknown key "${key}" (known: dataDir, databaseUrl)` })
    }
    if (typeof value !== "string" || value.trim() === "") {
      throw new DataLocationError({ message: `${file}: "${key}" must be a non-empty string` })
    }
    result[key] = value
  }
  return result
}

/** Takes `--data-dir DIR`, `--data-dir=DIR` and `--init` out of the arguments (after the script path). */
const takeFlags = (argv: ReadonlyArray<string>) => {
  const rest: Array<string> = []
  let dataDir: string | undefined
  let init = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (i < 2) rest.push(arg)
    else if (arg === "--init") init = true
    else if (arg === "--data-dir") {
      const value = argv[++i]
      if (value === undefined || value.startsWith("--")) {
        throw new DataLocationError({ message: "--data-dir needs a directory, e.g. --data-dir /srv/clearhouse" })
      }
      dataDir = value
    } else if (arg.startsWith("--data-dir=")) dataDir = arg.slice("--data-dir=".length)
    else rest.push(arg)
  }
  if (dataDir?.trim() === "") throw new DataLocationError({ message: "--data-dir needs a directory" })
  return { rest, dataDir, init }
}

/** Resolves the data location from the command line, the environment and the config file. Throws DataLocationError. */
export const resolve = (
  argv: ReadonlyArray<string> = process.argv,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
  install: string = installDir()
): DataLocation => {
  const flags = takeFlags(argv)
  const configFile = findConfigFile(cwd, install)
  const fromFile = configFile === undefined ? {} : readConfigFile(configFile)
  const fileDir = configFile === undefined ? install : path.dirname(configFile)
  const envDir = env["CLEARHOUSE_DATA_DIR"]
  const [dataDir, source] =
    flags.dataDir !== undefined
      ? [path.resolve(cwd, flags.dataDir), "--data-dir"]
      : envDir !== undefined && envDir !== ""
        ? [path.resolve(cwd, envDir), "CLEARHOUSE_DATA_DIR"]
        : fromFile.dataDir !== undefined
          ? [path.resolve(fileDir, fromFile.dataDir), configFile!]
          : [path.join(install, ".data"), "the default"]
  const envUrl = env["DATABASE_URL"]
  const databaseSource =
    envUrl !== undefined && envUrl !== ""
      ? "DATABASE_URL"
      : fromFile.databaseUrl !== undefined
        ? configFile!
        : undefined
  const overrides: Record<string, string> = { CLEARHOUSE_DATA_DIR: dataDir }
  if (databaseSource === configFile && fromFile.databaseUrl !== undefined) {
    overrides["DATABASE_URL"] = fromFile.databaseUrl
  }
  return {
    dataDir,
    source,
    databaseSource,
    // An empty variable is a value, as it always was (`PORT=` is refused, not the default).
    provider: ConfigProvider.fromUnknown(overrides).pipe(
      ConfigProvider.orElse(ConfigProvider.fromEnvRecord(env, { preserveEmptyStrings: true }))
    ),
    argv: flags.rest,
    init: flags.init
  }
}

/** One line for the operator: which database this process uses and why. */
export const describe = (location: DataLocation): string =>
  location.databaseSource !== undefined
    ? `database from ${location.databaseSource} (data directory ${location.dataDir}, from ${location.source})`
    : `data directory ${location.dataDir} (from ${location.source})`

/** Resolves the location of this process (its argv, environment and working directory) and reads `config` there. */
export const withConfig = Effect.fnUntraced(function* <A>(config: Config.Config<A>) {
  const location = yield* Effect.try({
    try: () => resolve(),
    catch: (e) => (e instanceof DataLocationError ? e : new DataLocationError({ message: String(e) }))
  })
  return { location, config: yield* config.parse(location.provider) }
})
