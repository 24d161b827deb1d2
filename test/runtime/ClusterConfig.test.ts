// The cluster settings read from the environment: RUNNER_ADDRESS and RUNNER_LISTEN_ADDRESS as host:port (IPv6 in
// brackets), each bad value named with what was expected, and RATE_LIMIT_STORE; none set is a single process.
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Option, Result } from "effect"
import { appConfig, describeConfigError } from "../../runtime/Config.js"

const read = (env: Record<string, string>) =>
  Effect.runSync(Effect.result(appConfig.parse(ConfigProvider.fromUnknown(env))))

const problems = (env: Record<string, string>) => {
  const result = read(env)
  assert.isTrue(Result.isFailure(result), "refused")
  return Result.isFailure(result) ? describeConfigError(result.failure) : ""
}

describe("cluster configuration", () => {
  it("is a single process with no setting", () => {
    const config = Result.getOrThrow(read({}))
    assert.isTrue(Option.isNone(config.cluster))
    assert.isTrue(Option.isNone(config.rateLimitStore))
  })

  it("reads the runner's address and where it listens", () => {
    const config = Result.getOrThrow(
      read({ RUNNER_ADDRESS: "runner-1:34431", RUNNER_LISTEN_ADDRESS: "[::]:4000", RATE_LIMIT_STORE: "memory" })
    )
    assert.deepStrictEqual(
      config.cluster,
      Option.some({ address: { host: "runner-1", port: 34431 }, listen: Option.some({ host: "::", port: 4000 }) })
    )
    assert.deepStrictEqual(config.rateLimitStore, Option.some("memory" as const))
  })

  it("names each bad value and what it expects", () => {
    assert.include(problems({ RUNNER_ADDRESS: "runner-1" }), "RUNNER_ADDRESS: Expected host:port")
    assert.include(problems({ RUNNER_ADDRESS: "runner-1:70000" }), "RUNNER_ADDRESS: Expected host:port")
    assert.include(problems({ RUNNER_LISTEN_ADDRESS: "0.0.0.0:34431" }), "RUNNER_LISTEN_ADDRESS: Needs RUNNER_ADDRESS")
    assert.include(problems({ RATE_LIMIT_STORE: "redis" }), "RATE_LIMIT_STORE")
  })
})
