// The durable engine (@effect/workflow on @effect/cluster) that agent runs and workflow runs execute on. Its state
// lives in the application's PostgreSQL: messages and replies (SqlMessageStorage), runners and shard locks
// (SqlRunnerStorage; locks are advisory locks, freed when a runner's connection dies). Alone, a process is a single
// runner owning every shard. With a runner address, it is one runner of a cluster: the runners on one database
// split the shards between them and send each other messages over TCP (the cluster's socket transport); when a
// runner stops or dies, its shards move to the others and its runs resume there from their last checkpoint.
import {
  ClusterWorkflowEngine,
  RunnerAddress,
  RunnerHealth,
  Runners,
  Sharding,
  ShardingConfig,
  SocketRunner,
  SqlMessageStorage,
  SqlRunnerStorage
} from "@effect/cluster"
import { layerClientProtocol, layerSocketServer } from "@effect/platform-node/NodeClusterSocket"
import { RpcSerialization } from "@effect/rpc"
import { Duration, Layer, Option } from "effect"
import { buildWithSchemaLock } from "../postgres/SchemaLock.js"

export interface RunnerOptions {
  /** The address other runners reach this one at. */
  readonly address: { readonly host: string; readonly port: number }
  /** Where this runner listens, when not at `address` (e.g. 0.0.0.0 behind a container's network). */
  readonly listen: Option.Option<{ readonly host: string; readonly port: number }>
}

/** Polling of stored messages: a message sent while its shard was moving is picked up within a second. */
const common = {
  entityMessagePollInterval: Duration.seconds(1),
  entityTerminationTimeout: Duration.seconds(5)
} satisfies Partial<ShardingConfig.ShardingConfig["Type"]>

/**
 * A killed runner's shards move once its heartbeat is older than `shardLockExpiration`, or sooner once the others'
 * pings fail; so a dead runner delays its runs by about ten seconds (the library's defaults make that 35 s to a
 * minute).
 */
const clusterTiming = {
  shardLockRefreshInterval: Duration.seconds(2),
  shardLockExpiration: Duration.seconds(10),
  runnerHealthCheckInterval: Duration.seconds(5)
} satisfies Partial<ShardingConfig.ShardingConfig["Type"]>

/**
 * The engine's message and runner storage. Building them creates the engine's tables, so processes starting together
 * on a fresh database take turns (a concurrent `CREATE … IF NOT EXISTS` fails for the loser of the race).
 */
export const storage = buildWithSchemaLock(Layer.merge(SqlMessageStorage.layer, SqlRunnerStorage.layer)).pipe(
  Layer.orDie
)

/** SingleRunner.layer with the storage built under the schema lock. */
const single = Sharding.layer.pipe(
  Layer.provideMerge(Runners.layerNoop),
  Layer.provideMerge(storage),
  Layer.provide(RunnerHealth.layerNoop),
  Layer.provide(ShardingConfig.layerFromEnv(common))
)

const runner = (options: RunnerOptions) => {
  const config = ShardingConfig.layer({
    ...common,
    ...clusterTiming,
    runnerAddress: Option.some(RunnerAddress.make(options.address.host, options.address.port)),
    runnerListenAddress: Option.map(options.listen, (listen) => RunnerAddress.make(listen.host, listen.port))
  })
  // Pings other runners to tell a dead one from a slow one (over its own client of the transport).
  const health = RunnerHealth.layerPing.pipe(Layer.provide(Runners.layerRpc), Layer.provide(layerClientProtocol))
  return SocketRunner.layer.pipe(
    Layer.provide([layerSocketServer, layerClientProtocol]),
    Layer.provide(health),
    Layer.provideMerge(storage),
    Layer.provide(config),
    Layer.provide(RpcSerialization.layerMsgPack)
  )
}

/** The sharding service this process runs on: a single runner, or one runner of a cluster. */
export const shardingLayer = (runnerOptions: Option.Option<RunnerOptions>) =>
  Option.match(runnerOptions, {
    onNone: () => single,
    onSome: (options) => Layer.orDie(runner(options))
  })

/** The workflow engine on the SQL client's database (cluster_* tables, created on first use). */
export const layer = (runnerOptions: Option.Option<RunnerOptions>) =>
  ClusterWorkflowEngine.layer.pipe(Layer.provideMerge(shardingLayer(runnerOptions)))
