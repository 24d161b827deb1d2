// The durable engine (effect/workflow on effect/cluster) that agent runs and workflow runs execute on. Its state
// lives in the application's PostgreSQL: messages and replies (SqlMessageStorage), runners and shard locks
// (SqlRunnerStorage; locks are advisory locks, freed when a runner's connection dies). Alone, a process is a single
// runner owning every shard. With a runner address, it is one runner of a cluster: the runners on one database
// split the shards between them and send each other messages over TCP (the cluster's socket transport); when a
// runner stops or dies, its shards move to the others and its runs resume there from their last checkpoint.
import * as NodeClusterSocket from "@effect/platform-node/NodeClusterSocket"
import * as NodeCrypto from "@effect/platform-node/NodeCrypto"
import { Duration, Effect, Layer, Option, type Schema } from "effect"
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
} from "effect/cluster"
import { RpcSerialization } from "effect/rpc"
import { type Workflow, WorkflowEngine } from "effect/workflow"
import { createHash } from "node:crypto"
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
} satisfies Partial<ShardingConfig.ShardingConfig["Service"]>

/**
 * A killed runner's shards move once its heartbeat is older than `shardLockExpiration`, or sooner once the others'
 * pings fail; so a dead runner delays its runs by about ten seconds (the library's defaults make that 35 s to a
 * minute).
 */
const clusterTiming = {
  shardLockRefreshInterval: Duration.seconds(2),
  shardLockExpiration: Duration.seconds(10),
  runnerHealthCheckInterval: Duration.seconds(5)
} satisfies Partial<ShardingConfig.ShardingConfig["Service"]>

/**
 * The execution id of a run's workflow: the hash of the workflow's name and the run's id, as Effect 3's
 * @effect/workflow derived it (`sha256("<name>-<key>")`, 32 hex digits). Effect 4 derives another one
 * (`sha256("<length>:<name>:<key>")`), so its `Workflow.execute` would not find the executions an earlier version
 * of Clearhouse left in the database: a run in flight at an upgrade would start a second time next to the one the
 * engine resumes, and the 30-second recovery would do so for every unfinished run. Every run is therefore handed to
 * the engine under this id, whichever version created it. (The names are fixed, so the shorter form is unambiguous.)
 */
export const executionId = (workflow: Workflow.Any, key: string): string =>
  createHash("sha256").update(`${workflow._tag}-${key}`).digest("hex").slice(0, 32)

/**
 * Resumes a run's execution that the engine holds as suspended. Our workflows never suspend on purpose (no durable
 * deferred or clock: a workflow run's step waits for its agent runs inside an activity), so a suspended one is one
 * that a storage failure left so (an activity answered as suspended while the database was gone): without this it
 * would never run again, and its run would stay `running` for good.
 */
export const resumeSuspended = <
  Name extends string,
  Payload extends Workflow.AnyStructSchema,
  Success extends Schema.Top,
  Error extends Schema.Top
>(
  workflow: Workflow.Workflow<Name, Payload, Success, Error>,
  key: string
) =>
  Effect.flatMap(WorkflowEngine.WorkflowEngine, (engine) => {
    const id = executionId(workflow, key)
    return Effect.flatMap(engine.poll(workflow, id), (result) =>
      Option.isSome(result) && result.value._tag === "Suspended" ? engine.resume(workflow, id) : Effect.void
    )
  })

/**
 * The engine's message and runner storage. Its tables are created (or migrated) first, under the schema lock: processes
 * starting together on a fresh database take turns (a concurrent `CREATE … IF NOT EXISTS` fails for the loser of the
 * race).
 */
export const storage = Layer.merge(SqlMessageStorage.layerStorage({}), SqlRunnerStorage.layerStorage({})).pipe(
  Layer.provide(
    buildWithSchemaLock(Layer.merge(SqlMessageStorage.layerMigrations({}), SqlRunnerStorage.layerMigrations({})))
  ),
  Layer.provide(NodeCrypto.layerDigest)
)

/**
 * A single runner (effect/cluster's SingleRunner, with the storage built under the schema lock). Its address is read
 * from HOST and PORT as the library's SingleRunner does (and Effect 3's did): a restarted server takes over its own
 * runner at once.
 */
const single = Sharding.layer.pipe(
  Layer.provideMerge(Runners.layerNoop),
  Layer.provideMerge(storage),
  Layer.provide(RunnerHealth.layerNoop),
  Layer.provide(ShardingConfig.layerFromEnv(common)),
  Layer.orDie
)

const runner = (options: RunnerOptions) => {
  const config = ShardingConfig.layer({
    ...common,
    ...clusterTiming,
    runnerAddress: Option.some(RunnerAddress.make(options.address.host, options.address.port)),
    runnerListenAddress: Option.map(options.listen, (listen) => RunnerAddress.make(listen.host, listen.port))
  })
  // Pings other runners to tell a dead one from a slow one (over its own client of the transport).
  const health = RunnerHealth.layerPing.pipe(
    Layer.provide(Runners.layerRpc),
    Layer.provide(NodeClusterSocket.layerClientProtocol)
  )
  return SocketRunner.layer.pipe(
    Layer.provide([NodeClusterSocket.layerSocketServer, NodeClusterSocket.layerClientProtocol]),
    Layer.provide(health),
    Layer.provideMerge(storage),
    Layer.provide(config),
    Layer.provide(RpcSerialization.layerSchemaBinary()),
    Layer.orDie
  )
}

/** The sharding service this process runs on: a single runner, or one runner of a cluster. */
export const shardingLayer = (runnerOptions: Option.Option<RunnerOptions>) =>
  Option.match(runnerOptions, {
    onNone: () => single,
    onSome: runner
  })

/** The workflow engine on the SQL client's database (cluster_* tables, created on first use). */
export const layer = (runnerOptions: Option.Option<RunnerOptions>) =>
  ClusterWorkflowEngine.layer.pipe(Layer.provideMerge(shardingLayer(runnerOptions)))
