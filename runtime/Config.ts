// Configuration from the environment, typed and validated at start; the server and the CLI share it. Every problem
// is reported at once, each naming its variable (`PORT: Expected an integer value but received "http"`).
import {
  Array as Arr,
  Config,
  ConfigProvider,
  Effect,
  type LogLevel,
  Option,
  Record,
  Redacted,
  Result,
  Schema,
  SchemaIssue
} from "effect"
import * as fs from "node:fs"

// ---------------------------------------------------------------------------------------------------------------
// Variables: each read as text and parsed here, so its messages are ours (and those of earlier versions).

/** A problem with the variable `name`, as a ConfigError. */
const problem = (name: string, message: string): Config.ConfigError =>
  new Config.ConfigError(
    new Schema.SchemaError(new SchemaIssue.Pointer([name], new SchemaIssue.InvalidValue({ message })))
  )

const fail = (name: string, message: string) => Effect.fail(problem(name, message))

/** Fails with a problem of the variable `name` (for configurations read elsewhere, e.g. runtime/Telemetry.ts). */
export const invalid: (name: string, message: string) => Effect.Effect<never, Config.ConfigError> = fail

/** A parse of a variable's text: the value, or the message saying what was expected. */
type Parse<A> = (text: string) => Result.Result<A, string>

const received = (text: string) => JSON.stringify(text)

/**
 * The variable `name` parsed by `parse`; none when it is not set (nor, with `emptyIsUnset`, when it is empty). A value
 * that does not parse fails, whatever default follows: an error names its variable.
 */
const variable = <A>(name: string, parse: Parse<A>, options: { readonly emptyIsUnset?: boolean } = {}) =>
  Config.option(Config.String(name)).pipe(
    Config.mapEffect((text) =>
      Option.isNone(text) || (options.emptyIsUnset === true && text.value === "")
        ? Effect.succeed(Option.none<A>())
        : Result.match(parse(text.value), {
            onSuccess: (value) => Effect.succeed(Option.some(value)),
            onFailure: (message) => fail(name, message)
          })
    )
  )

/** The value, or `fallback` when the variable is not set. */
const orDefault =
  <A>(fallback: A) =>
  (self: Config.Config<Option.Option<A>>): Config.Config<A> =>
    Config.map(
      self,
      Option.getOrElse(() => fallback)
    )

/** A check of a parsed value; its message names the variable. */
const check =
  <A>(name: string, message: string, ok: (a: A) => boolean) =>
  (self: Config.Config<A>): Config.Config<A> =>
    Config.mapEffect(self, (a) => (ok(a) ? Effect.succeed(a) : fail(name, message)))

/** True when the option is none or its value passes `ok`. */
const whenSet =
  <A>(ok: (a: A) => boolean) =>
  (option: Option.Option<A>): boolean =>
    Option.isNone(option) || ok(option.value)

const text: Parse<string> = Result.succeed

const integer: Parse<number> = (text) => {
  const n = Number(text)
  return Number.isInteger(n)
    ? Result.succeed(n)
    : Result.fail(`Expected an integer value but received ${received(text)}`)
}

const port: Parse<number> = (text) => {
  const n = Number(text)
  return Number.isInteger(n) && n.toString() === text && n >= 1 && n <= 65535
    ? Result.succeed(n)
    : Result.fail(`Expected a network port value but received ${received(text)}`)
}

const boolean: Parse<boolean> = (text) => {
  switch (text) {
    case "true":
    case "yes":
    case "on":
    case "1":
      return Result.succeed(true)
    case "false":
    case "no":
    case "off":
    case "0":
      return Result.succeed(false)
    default:
      return Result.fail(`Expected a boolean value but received ${received(text)}`)
  }
}

const literal =
  <const L extends string>(...values: ReadonlyArray<L>): Parse<L> =>
  (text) => {
    const found = values.find((value) => value === text)
    return found === undefined
      ? Result.fail(`Expected one of (${values.join(", ")}) but received ${received(text)}`)
      : Result.succeed(found)
  }

const url: Parse<URL> = (text) => {
  try {
    return Result.succeed(new URL(text))
  } catch {
    return Result.fail(`Expected an URL value but received ${received(text)}`)
  }
}

const redacted: Parse<Redacted.Redacted> = (text) => Result.succeed(Redacted.make(text))

/** A comma-separated list (blanks around the commas ignored); an empty element counts as no list at all. */
const list = (name: string) =>
  Config.map(
    Config.option(Config.String(name)),
    Option.flatMap((text) => {
      const items = text.split(/\s*,\s*/).map((item) => item.trim())
      return items.some((item) => item === "") ? Option.none() : Option.some(items)
    })
  )

/** An integer from `min` to `max` (checked before the default applies, so an error names its variable). */
const intBetween = (name: string, fallback: number, min: number, max: number) =>
  variable(name, integer).pipe(
    check(
      name,
      `Expected an integer from ${min} to ${max}`,
      whenSet((n) => n >= min && n <= max)
    ),
    orDefault(fallback)
  )

type Fields = Record.ReadonlyRecord<string, Config.Config<unknown>>
type Values<F extends Fields> = { -readonly [K in keyof F]: Config.Success<F[K]> }

/**
 * `Config.all` of a record of configs, reporting the problems of every field at once (`Config.all` stops at the
 * first): an operator fixes a whole configuration in one go.
 */
export const allOf = <const F extends Fields>(fields: F): Config.Config<Values<F>> =>
  Config.all(
    Record.map(fields, (field) =>
      field.pipe(
        Config.map((value): Result.Result<unknown, Config.ConfigError> => Result.succeed(value)),
        Config.orElse((error) => Config.succeed(Result.fail(error)))
      )
    )
  ).pipe(
    Config.mapEffect((results) => {
      const errors = Record.values(results).flatMap((result) => (Result.isFailure(result) ? [result.failure] : []))
      return Arr.isArrayNonEmpty(errors)
        ? Effect.fail(combine(errors))
        : Effect.succeed(Record.map(results, Result.getOrThrow) as Values<F>)
    })
  )

/** One ConfigError holding the problems of several. */
const combine = (errors: Arr.NonEmptyReadonlyArray<Config.ConfigError>): Config.ConfigError => {
  const issues = errors.map((error) =>
    Schema.isSchemaError(error.cause)
      ? error.cause.issue
      : new SchemaIssue.InvalidValue({ message: error.cause.message })
  )
  return errors.length === 1
    ? errors[0]
    : new Config.ConfigError(
        new Schema.SchemaError(new SchemaIssue.Composite(Schema.Unknown.ast, [issues[0]!, ...issues.slice(1)]))
      )
}

// ---------------------------------------------------------------------------------------------------------------

export interface TlsConfig {
  readonly certFile: string
  readonly keyFile: string
  /** A plain-HTTP listener that answers 308 to the https URL. */
  readonly redirectPort: Option.Option<number>
}

export interface WebhookConfig {
  /** Deliver to private, loopback and link-local addresses too (WEBHOOK_ALLOW_PRIVATE; tests, private networks). */
  readonly allowPrivate: boolean
  readonly timeoutMs: number
  readonly endpointConcurrency: number
  readonly maxInFlight: number
  readonly retryBaseMs: number
  readonly retryMaxDelayMs: number
  readonly retryPeriodMs: number
  readonly disableAfterMs: number
  readonly secretGraceMs: number
  readonly pollIntervalMs: number
}

export interface RunnerAddressConfig {
  readonly host: string
  readonly port: number
}

export interface ClusterConfig {
  /** Where other runners reach this process (RUNNER_ADDRESS, host:port). */
  readonly address: RunnerAddressConfig
  /** Where it listens for them, when not at its address (RUNNER_LISTEN_ADDRESS, host:port). */
  readonly listen: Option.Option<RunnerAddressConfig>
}

/** Asset files in an S3-compatible bucket (BLOB_STORE=s3). */
export interface S3BlobStoreConfig {
  readonly _tag: "s3"
  readonly bucket: string
  /** The service's URL (S3_ENDPOINT) for S3-compatible servers; none for AWS S3 itself. */
  readonly endpoint: Option.Option<string>
  readonly region: string
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; none uses the AWS SDK's own chain (AWS_* variables, profiles, roles). */
  readonly credentials: Option.Option<{ readonly accessKeyId: string; readonly secretAccessKey: Redacted.Redacted }>
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name, as most self-hosted servers need. */
  readonly forcePathStyle: boolean
  /** Prepended to every object key (S3_PREFIX), so several installations can share a bucket; "" or ends with "/". */
  readonly prefix: string
}

/** Where asset files live: the data directory (the default) or an S3-compatible bucket. */
export type BlobStoreConfig = { readonly _tag: "filesystem" } | S3BlobStoreConfig

/** The largest object S3 copies in one request; the S3 store copies each upload once, to its content address. */
export const S3_MAX_COPY_BYTES = 5 * 1024 ** 3

export interface AppConfig {
  readonly host: string
  readonly port: number
  readonly databaseUrl: Option.Option<Redacted.Redacted>
  /**
   * PostgreSQL's statement_timeout for every statement (DATABASE_STATEMENT_TIMEOUT_MS; 0: none); a statement left
   * unanswered a second longer (a stuck database) fails on the client and its connection is closed.
   */
  readonly databaseStatementTimeoutMs: number
  /** How long a statement waits for a pooled connection before it fails (DATABASE_ACQUIRE_TIMEOUT_MS). */
  readonly databaseAcquireTimeoutMs: number
  readonly dataDir: string
  readonly logLevel: LogLevel.LogLevel
  readonly logFormat: "json" | "pretty"
  readonly tls: Option.Option<TlsConfig>
  readonly trustProxy: boolean
  /** Origins whose browser clients may call /v1 (CORS_ALLOWED_ORIGINS, comma-separated; `*` for any; none by default). */
  readonly corsAllowedOrigins: ReadonlyArray<string>
  readonly defaultRateLimitPerMinute: number
  readonly anonymousRateLimitPerMinute: number
  readonly maxJsonBodyBytes: number
  readonly projectVisibilities: ReadonlyArray<string>
  readonly defaultWorkspaceCredits: number
  /** The largest file an asset upload may carry (MAX_UPLOAD_BYTES). */
  readonly maxUploadBytes: number
  readonly blobStore: BlobStoreConfig
  /** How often the orphan blob sweep runs (it also runs at start). */
  readonly blobSweepIntervalSeconds: number
  /** How old an unreferenced blob or staging file must be before the sweep removes it. */
  readonly blobOrphanGraceSeconds: number
  readonly webhooks: WebhookConfig
  /** How many agent runs execute at once in this process (AGENT_CONCURRENCY). */
  readonly agentConcurrency: number
  /** The most units of work (assets, contracts) one agent run may process (AGENT_MAX_UNITS). */
  readonly agentMaxUnits: number
  /** Custom agents: the limits of their isolated processes, their cost cap and whether they may call out. */
  readonly customAgents: {
    /** Wall time of one operation: a plan, a unit or a finish (CUSTOM_AGENT_TIMEOUT_MS). */
    readonly timeoutMs: number
    /** Heap of an agent's process (CUSTOM_AGENT_MEMORY_MB). */
    readonly memoryMb: number
    /** Agent processes at once in this server (CUSTOM_AGENT_PROCESSES). */
    readonly processes: number
    /** The most credits per unit an installed agent may charge (CUSTOM_AGENT_MAX_COST). */
    readonly maxCostPerUnit: number
    /** Whether agents may call the HTTPS hosts they declare (CUSTOM_AGENT_NETWORK). */
    readonly network: boolean
    /** Allow private and loopback addresses to agents' outside calls (tests, private deployments only). */
    readonly allowPrivateNetwork: boolean
  }
  /** How long idempotency keys and their first answers are kept (IDEMPOTENCY_RETENTION_HOURS). */
  readonly idempotencyRetentionHours: number
  /** How long a stopping server waits for in-flight work before it exits anyway (SHUTDOWN_TIMEOUT_MS). */
  readonly shutdownTimeoutMs: number
  /**
   * How long a stopping server keeps serving with /readyz at 503 before it stops accepting connections, so a
   * load balancer can take it out of rotation first (SHUTDOWN_DRAIN_MS; counts towards SHUTDOWN_TIMEOUT_MS).
   */
  readonly shutdownDrainMs: number
  /**
   * How far the JavaScript heap may grow past what the last full collection left alive, in percent
   * (HEAP_GROWTH_PERCENT; 0 leaves V8's own heuristics). Lower keeps the server's memory smaller under load.
   */
  readonly heapGrowthPercent: number
  /**
   * This process as one runner of a cluster of server processes on one database (RUNNER_ADDRESS); none: a single
   * runner, the only server process on its database.
   */
  readonly cluster: Option.Option<ClusterConfig>
  /**
   * Where rate limits are counted (RATE_LIMIT_STORE): `memory` (per process) or `postgres` (shared by every process
   * on the database). Unset: postgres in a cluster, memory otherwise.
   */
  readonly rateLimitStore: Option.Option<"memory" | "postgres">
}

const readable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.R_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

const tls = allOf({
  certFile: variable("TLS_CERT_FILE", text, { emptyIsUnset: true }),
  keyFile: variable("TLS_KEY_FILE", text, { emptyIsUnset: true }),
  redirectPort: variable("HTTP_REDIRECT_PORT", port)
}).pipe(
  Config.mapEffect(({ certFile, keyFile, redirectPort }) => {
    if (Option.isSome(certFile) && Option.isSome(keyFile)) {
      const unreadable = [
        ["TLS_CERT_FILE", certFile.value],
        ["TLS_KEY_FILE", keyFile.value]
      ].find(([, file]) => !readable(file!))
      return unreadable === undefined
        ? Effect.succeed(Option.some({ certFile: certFile.value, keyFile: keyFile.value, redirectPort }))
        : fail(unreadable[0]!, `Cannot read the file ${unreadable[1]}`)
    }
    if (Option.isNone(certFile) && Option.isNone(keyFile)) {
      return Option.isSome(redirectPort)
        ? fail("HTTP_REDIRECT_PORT", "Needs TLS_CERT_FILE and TLS_KEY_FILE")
        : Effect.succeed(Option.none<TlsConfig>())
    }
    return fail(
      Option.isSome(certFile) ? "TLS_KEY_FILE" : "TLS_CERT_FILE",
      "TLS_CERT_FILE and TLS_KEY_FILE must be set together"
    )
  })
)

const hostPort: Parse<RunnerAddressConfig> = (text) => {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:/]+):(\d{1,5})$/.exec(text.trim())
  const port = Number(match?.[2])
  return match === null || port < 1 || port > 65535
    ? Result.fail(`Expected host:port, e.g. runner-1:34431; got "${text}"`)
    : Result.succeed({ host: match[1]!.replace(/^\[(.*)\]$/, "$1"), port })
}

const cluster: Config.Config<Option.Option<ClusterConfig>> = allOf({
  address: variable("RUNNER_ADDRESS", hostPort, { emptyIsUnset: true }),
  listen: variable("RUNNER_LISTEN_ADDRESS", hostPort, { emptyIsUnset: true })
}).pipe(
  Config.mapEffect(({ address, listen }) =>
    Option.isSome(address)
      ? Effect.succeed(Option.some({ address: address.value, listen }))
      : Option.isSome(listen)
        ? fail("RUNNER_LISTEN_ADDRESS", "Needs RUNNER_ADDRESS")
        : Effect.succeed(Option.none<ClusterConfig>())
  )
)

const s3Prefix = variable("S3_PREFIX", text).pipe(
  orDefault(""),
  Config.map((text) => text.trim().replace(/^\/+|\/+$/g, "")),
  Config.map((text) => (text === "" ? "" : `${text}/`))
)

const blobStore: Config.Config<BlobStoreConfig> = allOf({
  kind: variable("BLOB_STORE", literal("filesystem", "s3")).pipe(orDefault<"filesystem" | "s3">("filesystem")),
  bucket: variable("S3_BUCKET", text, { emptyIsUnset: true }),
  endpoint: variable("S3_ENDPOINT", url),
  region: Config.all([
    variable("S3_REGION", text, { emptyIsUnset: true }),
    variable("AWS_REGION", text, { emptyIsUnset: true })
  ]).pipe(
    Config.map(([region, aws]) => Option.orElse(region, () => aws)),
    orDefault("us-east-1")
  ),
  accessKeyId: variable("S3_ACCESS_KEY_ID", text, { emptyIsUnset: true }),
  secretAccessKey: variable("S3_SECRET_ACCESS_KEY", redacted),
  forcePathStyle: variable("S3_FORCE_PATH_STYLE", boolean).pipe(orDefault(false)),
  prefix: s3Prefix
}).pipe(
  Config.mapEffect(
    ({
      kind,
      bucket,
      endpoint,
      region,
      accessKeyId,
      secretAccessKey,
      forcePathStyle,
      prefix
    }): Effect.Effect<BlobStoreConfig, Config.ConfigError> => {
      if (kind === "filesystem") return Effect.succeed({ _tag: "filesystem" })
      if (Option.isNone(bucket)) return fail("S3_BUCKET", "Required when BLOB_STORE=s3")
      if (Option.isSome(accessKeyId) !== Option.isSome(secretAccessKey)) {
        return fail(
          Option.isSome(accessKeyId) ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
        )
      }
      return Effect.succeed({
        _tag: "s3",
        bucket: bucket.value,
        endpoint: Option.map(endpoint, (url) => url.href.replace(/\/$/, "")),
        region,
        credentials: Option.zipWith(accessKeyId, secretAccessKey, (id, secret) => ({
          accessKeyId: id,
          secretAccessKey: secret
        })),
        forcePathStyle,
        prefix
      })
    }
  )
)

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

export const webhookConfig: Config.Config<WebhookConfig> = allOf({
  allowPrivate: variable("WEBHOOK_ALLOW_PRIVATE", boolean).pipe(orDefault(false)),
  timeoutMs: intBetween("WEBHOOK_TIMEOUT_MS", 10_000, 100, 5 * 60 * 1000),
  endpointConcurrency: intBetween("WEBHOOK_ENDPOINT_CONCURRENCY", 4, 1, 1000),
  maxInFlight: intBetween("WEBHOOK_MAX_IN_FLIGHT", 64, 1, 10_000),
  retryBaseMs: intBetween("WEBHOOK_RETRY_BASE_MS", 10_000, 1, HOUR),
  retryMaxDelayMs: intBetween("WEBHOOK_RETRY_MAX_DELAY_MS", HOUR, 1, DAY),
  retryPeriodMs: intBetween("WEBHOOK_RETRY_PERIOD_MS", DAY, 0, 30 * DAY),
  disableAfterMs: intBetween("WEBHOOK_DISABLE_AFTER_MS", 3 * DAY, 1, 365 * DAY),
  secretGraceMs: intBetween("WEBHOOK_SECRET_GRACE_MS", DAY, 0, 30 * DAY),
  pollIntervalMs: intBetween("WEBHOOK_POLL_INTERVAL_MS", 1000, 10, 60_000)
})

/** LOG_LEVEL: a level's name (or Effect 3's label: warn, off), any case. */
const LOG_LEVELS: Record.ReadonlyRecord<string, LogLevel.LogLevel> = {
  all: "All",
  trace: "Trace",
  debug: "Debug",
  info: "Info",
  warning: "Warn",
  warn: "Warn",
  error: "Error",
  fatal: "Fatal",
  none: "None",
  off: "None"
}

const logLevel: Parse<LogLevel.LogLevel> = (text) => {
  const level = LOG_LEVELS[text.trim().toLowerCase()]
  return level === undefined
    ? Result.fail(`Expected one of trace, debug, info, warning, error, fatal, none; got "${text}"`)
    : Result.succeed(level)
}

export const appConfig: Config.Config<AppConfig> = allOf({
  host: variable("HOST", text).pipe(orDefault("127.0.0.1")),
  // 0 picks a free port (the log says which).
  port: intBetween("PORT", 8080, 0, 65535),
  databaseUrl: variable("DATABASE_URL", redacted),
  databaseStatementTimeoutMs: intBetween("DATABASE_STATEMENT_TIMEOUT_MS", 15_000, 0, 3_600_000),
  databaseAcquireTimeoutMs: intBetween("DATABASE_ACQUIRE_TIMEOUT_MS", 5_000, 100, 600_000),
  dataDir: variable("CLEARHOUSE_DATA_DIR", text, { emptyIsUnset: true }).pipe(orDefault(".data")),
  logLevel: variable("LOG_LEVEL", logLevel).pipe(orDefault<LogLevel.LogLevel>("Info")),
  logFormat: variable("LOG_FORMAT", literal("json", "pretty")).pipe(orDefault<"json" | "pretty">("json")),
  tls,
  trustProxy: variable("TRUST_PROXY", boolean).pipe(orDefault(false)),
  corsAllowedOrigins: list("CORS_ALLOWED_ORIGINS").pipe(
    check(
      "CORS_ALLOWED_ORIGINS",
      "Expected origins such as https://app.example.com (scheme, host and port, no path), or *",
      whenSet((origins) => origins.every((origin) => origin === "*" || /^https?:\/\/[^/\s]+$/.test(origin)))
    ),
    orDefault<ReadonlyArray<string>>([])
  ),
  defaultRateLimitPerMinute: intBetween("DEFAULT_RATE_LIMIT", 600, 1, 1_000_000),
  anonymousRateLimitPerMinute: intBetween("ANONYMOUS_RATE_LIMIT", 120, 1, 1_000_000),
  maxJsonBodyBytes: intBetween("MAX_JSON_BODY_BYTES", 1024 * 1024, 1024, 64 * 1024 * 1024),
  projectVisibilities: list("PROJECT_VISIBILITIES").pipe(
    check(
      "PROJECT_VISIBILITIES",
      "Must include private (the spec's default visibility)",
      whenSet((list) => list.includes("private"))
    ),
    orDefault<ReadonlyArray<string>>(["private", "internal", "public"])
  ),
  defaultWorkspaceCredits: intBetween("DEFAULT_WORKSPACE_CREDITS", 1000, 0, 1_000_000_000),
  maxUploadBytes: intBetween("MAX_UPLOAD_BYTES", 5 * 1024 ** 3, 1, 2 ** 50),
  blobStore,
  blobSweepIntervalSeconds: intBetween("BLOB_SWEEP_INTERVAL_SECONDS", 3600, 1, 7 * 24 * 3600),
  blobOrphanGraceSeconds: intBetween("BLOB_ORPHAN_GRACE_SECONDS", 3600, 0, 30 * 24 * 3600),
  webhooks: webhookConfig,
  agentConcurrency: intBetween("AGENT_CONCURRENCY", 4, 1, 256),
  agentMaxUnits: intBetween("AGENT_MAX_UNITS", 1000, 1, 100_000),
  customAgents: Config.all({
    timeoutMs: intBetween("CUSTOM_AGENT_TIMEOUT_MS", 60_000, 100, 3_600_000),
    memoryMb: intBetween("CUSTOM_AGENT_MEMORY_MB", 128, 16, 4096),
    processes: intBetween("CUSTOM_AGENT_PROCESSES", 4, 1, 64),
    maxCostPerUnit: intBetween("CUSTOM_AGENT_MAX_COST", 1000, 0, 1000),
    network: variable("CUSTOM_AGENT_NETWORK", boolean).pipe(orDefault(true)),
    allowPrivateNetwork: Config.succeed(false)
  }),
  idempotencyRetentionHours: intBetween("IDEMPOTENCY_RETENTION_HOURS", 24, 24, 30 * 24),
  shutdownTimeoutMs: intBetween("SHUTDOWN_TIMEOUT_MS", 30_000, 1_000, 3_600_000),
  shutdownDrainMs: intBetween("SHUTDOWN_DRAIN_MS", 0, 0, 600_000),
  heapGrowthPercent: intBetween("HEAP_GROWTH_PERCENT", 75, 0, 1000),
  cluster,
  rateLimitStore: variable("RATE_LIMIT_STORE", literal("memory", "postgres"))
}).pipe(
  Config.mapEffect((config) =>
    config.blobStore._tag === "s3" && config.maxUploadBytes > S3_MAX_COPY_BYTES
      ? fail(
          "MAX_UPLOAD_BYTES",
          `At most ${S3_MAX_COPY_BYTES} with BLOB_STORE=s3 (the largest object S3 copies in one request)`
        )
      : Effect.succeed(config)
  )
)

/** One line per problem, e.g. `PORT: Expected an integer value but received "http"`. */
export const describeConfigError = (error: Config.ConfigError): string => {
  const cause = error.cause
  if (!Schema.isSchemaError(cause)) return `(config): ${cause.message}`
  return formatIssues(cause.issue)
    .issues.map(({ path, message }) => `${(path ?? []).map(String).join(".") || "(config)"}: ${message}`)
    .join("\n")
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** The configuration with no environment at all (every default), with overrides: for tests and embedding. */
export const defaultConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...Effect.runSync(appConfig.parse(ConfigProvider.fromUnknown({}))),
  ...overrides
})
