// Configuration from the environment, typed and validated at start; the server and the CLI share it.
import { Config, ConfigError, ConfigProvider, Effect, Either, LogLevel, Option, type Redacted } from "effect"
import * as fs from "node:fs"

/** A check whose error names the variable (Config.validate's has no name on a list). */
const validateNamed =
  <A>(name: string, message: string, validation: (a: A) => boolean) =>
  (self: Config.Config<A>) =>
    Config.mapOrFail(self, (a) =>
      validation(a) ? Either.right(a) : Either.left(ConfigError.InvalidData([name], message))
    )

// Validated before the default is applied, so an error names its variable.
const intBetween = (name: string, fallback: number, min: number, max: number) =>
  Config.integer(name).pipe(
    Config.validate({ message: `Expected an integer from ${min} to ${max}`, validation: (n) => n >= min && n <= max }),
    Config.withDefault(fallback)
  )

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

const tls = Config.all({
  certFile: Config.option(Config.nonEmptyString("TLS_CERT_FILE")),
  keyFile: Config.option(Config.nonEmptyString("TLS_KEY_FILE")),
  redirectPort: Config.option(Config.port("HTTP_REDIRECT_PORT"))
}).pipe(
  Config.mapOrFail(({ certFile, keyFile, redirectPort }) => {
    if (Option.isSome(certFile) && Option.isSome(keyFile)) {
      const unreadable = [
        ["TLS_CERT_FILE", certFile.value],
        ["TLS_KEY_FILE", keyFile.value]
      ].find(([, file]) => !readable(file!))
      return unreadable === undefined
        ? Either.right(Option.some({ certFile: certFile.value, keyFile: keyFile.value, redirectPort }))
        : Either.left(ConfigError.InvalidData([unreadable[0]!], `Cannot read the file ${unreadable[1]}`))
    }
    if (Option.isNone(certFile) && Option.isNone(keyFile)) {
      return Option.isSome(redirectPort)
        ? Either.left(ConfigError.InvalidData(["HTTP_REDIRECT_PORT"], "Needs TLS_CERT_FILE and TLS_KEY_FILE"))
        : Either.right(Option.none<TlsConfig>())
    }
    return Either.left(
      ConfigError.InvalidData(
        [Option.isSome(certFile) ? "TLS_KEY_FILE" : "TLS_CERT_FILE"],
        "TLS_CERT_FILE and TLS_KEY_FILE must be set together"
      )
    )
  })
)

const hostPort = (name: string) =>
  Config.nonEmptyString(name).pipe(
    Config.mapOrFail((text) => {
      const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:/]+):(\d{1,5})$/.exec(text.trim())
      const port = Number(match?.[2])
      return match === null || port < 1 || port > 65535
        ? Either.left(ConfigError.InvalidData([name], `Expected host:port, e.g. runner-1:34431; got "${text}"`))
        : Either.right({ host: match[1]!.replace(/^\[(.*)\]$/, "$1"), port })
    })
  )

const cluster: Config.Config<Option.Option<ClusterConfig>> = Config.all({
  address: Config.option(hostPort("RUNNER_ADDRESS")),
  listen: Config.option(hostPort("RUNNER_LISTEN_ADDRESS"))
}).pipe(
  Config.mapOrFail(({ address, listen }) =>
    Option.isSome(address)
      ? Either.right(Option.some({ address: address.value, listen }))
      : Option.isSome(listen)
        ? Either.left(ConfigError.InvalidData(["RUNNER_LISTEN_ADDRESS"], "Needs RUNNER_ADDRESS"))
        : Either.right(Option.none<ClusterConfig>())
  )
)

const s3Prefix = Config.string("S3_PREFIX").pipe(
  Config.withDefault(""),
  Config.map((text) => text.trim().replace(/^\/+|\/+$/g, "")),
  Config.map((text) => (text === "" ? "" : `${text}/`))
)

const blobStore: Config.Config<BlobStoreConfig> = Config.all({
  kind: Config.literal("filesystem", "s3")("BLOB_STORE").pipe(Config.withDefault("filesystem" as const)),
  bucket: Config.option(Config.nonEmptyString("S3_BUCKET")),
  endpoint: Config.option(Config.url("S3_ENDPOINT")),
  region: Config.nonEmptyString("S3_REGION").pipe(
    Config.orElse(() => Config.nonEmptyString("AWS_REGION")),
    Config.withDefault("us-east-1")
  ),
  accessKeyId: Config.option(Config.nonEmptyString("S3_ACCESS_KEY_ID")),
  secretAccessKey: Config.option(Config.redacted("S3_SECRET_ACCESS_KEY")),
  forcePathStyle: Config.boolean("S3_FORCE_PATH_STYLE").pipe(Config.withDefault(false)),
  prefix: s3Prefix
}).pipe(
  Config.mapOrFail(
    ({
      kind,
      bucket,
      endpoint,
      region,
      accessKeyId,
      secretAccessKey,
      forcePathStyle,
      prefix
    }): Either.Either<BlobStoreConfig, ConfigError.ConfigError> => {
      if (kind === "filesystem") return Either.right({ _tag: "filesystem" })
      if (Option.isNone(bucket))
        return Either.left(ConfigError.InvalidData(["S3_BUCKET"], "Required when BLOB_STORE=s3"))
      if (Option.isSome(accessKeyId) !== Option.isSome(secretAccessKey)) {
        return Either.left(
          ConfigError.InvalidData(
            [Option.isSome(accessKeyId) ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
            "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
          )
        )
      }
      return Either.right({
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

export const webhookConfig: Config.Config<WebhookConfig> = Config.all({
  allowPrivate: Config.boolean("WEBHOOK_ALLOW_PRIVATE").pipe(Config.withDefault(false)),
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

export const appConfig: Config.Config<AppConfig> = Config.all({
  host: Config.string("HOST").pipe(Config.withDefault("127.0.0.1")),
  // 0 picks a free port (the log says which).
  port: intBetween("PORT", 8080, 0, 65535),
  databaseUrl: Config.option(Config.redacted("DATABASE_URL")),
  databaseStatementTimeoutMs: intBetween("DATABASE_STATEMENT_TIMEOUT_MS", 15_000, 0, 3_600_000),
  databaseAcquireTimeoutMs: intBetween("DATABASE_ACQUIRE_TIMEOUT_MS", 5_000, 100, 600_000),
  dataDir: Config.nonEmptyString("CLEARHOUSE_DATA_DIR").pipe(Config.withDefault(".data")),
  logLevel: Config.string("LOG_LEVEL").pipe(
    Config.withDefault("info"),
    Config.mapOrFail((text) => {
      const wanted = text.trim().toLowerCase()
      const level = LogLevel.allLevels.find((l) => l._tag.toLowerCase() === wanted || l.label.toLowerCase() === wanted)
      return level === undefined
        ? Either.left(
            ConfigError.InvalidData(
              ["LOG_LEVEL"],
              `Expected one of trace, debug, info, warning, error, fatal, none; got "${text}"`
            )
          )
        : Either.right(level)
    })
  ),
  logFormat: Config.literal("json", "pretty")("LOG_FORMAT").pipe(Config.withDefault("json" as const)),
  tls,
  trustProxy: Config.boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  corsAllowedOrigins: Config.array(Config.nonEmptyString(), "CORS_ALLOWED_ORIGINS").pipe(
    Config.map((origins) => origins.map((origin) => origin.trim()).filter((origin) => origin !== "")),
    validateNamed(
      "CORS_ALLOWED_ORIGINS",
      "Expected origins such as https://app.example.com (scheme, host and port, no path), or *",
      (origins) => origins.every((origin) => origin === "*" || /^https?:\/\/[^/\s]+$/.test(origin))
    ),
    Config.withDefault([])
  ),
  defaultRateLimitPerMinute: intBetween("DEFAULT_RATE_LIMIT", 600, 1, 1_000_000),
  anonymousRateLimitPerMinute: intBetween("ANONYMOUS_RATE_LIMIT", 120, 1, 1_000_000),
  maxJsonBodyBytes: intBetween("MAX_JSON_BODY_BYTES", 1024 * 1024, 1024, 64 * 1024 * 1024),
  projectVisibilities: Config.array(Config.nonEmptyString(), "PROJECT_VISIBILITIES").pipe(
    validateNamed("PROJECT_VISIBILITIES", "Must include private (the spec's default visibility)", (list) =>
      list.includes("private")
    ),
    Config.withDefault(["private", "internal", "public"])
  ),
  defaultWorkspaceCredits: intBetween("DEFAULT_WORKSPACE_CREDITS", 1000, 0, 1_000_000_000),
  maxUploadBytes: intBetween("MAX_UPLOAD_BYTES", 5 * 1024 ** 3, 1, 2 ** 50),
  blobStore,
  blobSweepIntervalSeconds: intBetween("BLOB_SWEEP_INTERVAL_SECONDS", 3600, 1, 7 * 24 * 3600),
  blobOrphanGraceSeconds: intBetween("BLOB_ORPHAN_GRACE_SECONDS", 3600, 0, 30 * 24 * 3600),
  webhooks: webhookConfig,
  agentConcurrency: intBetween("AGENT_CONCURRENCY", 4, 1, 256),
  agentMaxUnits: intBetween("AGENT_MAX_UNITS", 1000, 1, 100_000),
  idempotencyRetentionHours: intBetween("IDEMPOTENCY_RETENTION_HOURS", 24, 24, 30 * 24),
  shutdownTimeoutMs: intBetween("SHUTDOWN_TIMEOUT_MS", 30_000, 1_000, 3_600_000),
  shutdownDrainMs: intBetween("SHUTDOWN_DRAIN_MS", 0, 0, 600_000),
  heapGrowthPercent: intBetween("HEAP_GROWTH_PERCENT", 100, 0, 1000),
  cluster,
  rateLimitStore: Config.option(Config.literal("memory", "postgres")("RATE_LIMIT_STORE"))
}).pipe(
  Config.mapOrFail((config) =>
    config.blobStore._tag === "s3" && config.maxUploadBytes > S3_MAX_COPY_BYTES
      ? Either.left(
          ConfigError.InvalidData(
            ["MAX_UPLOAD_BYTES"],
            `At most ${S3_MAX_COPY_BYTES} with BLOB_STORE=s3 (the largest object S3 copies in one request)`
          )
        )
      : Either.right(config)
  )
)

/** One line per problem, e.g. `PORT: Expected a network port value but received abc`. */
export const describeConfigError = (error: ConfigError.ConfigError): string => {
  const lines: Array<string> = []
  const walk = (e: ConfigError.ConfigError): void => {
    switch (e._op) {
      case "And":
      case "Or":
        walk(e.left)
        walk(e.right)
        return
      case "InvalidData":
      case "MissingData":
      case "SourceUnavailable":
      case "Unsupported":
        lines.push(`${e.path.join(".") || "(config)"}: ${e.message}`)
    }
  }
  walk(error)
  return lines.join("\n")
}

/** The configuration with no environment at all (every default), with overrides: for tests and embedding. */
export const defaultConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...Effect.runSync(Effect.withConfigProvider(appConfig, ConfigProvider.fromMap(new Map()))),
  ...overrides
})
