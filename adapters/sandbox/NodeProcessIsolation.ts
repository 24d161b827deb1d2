// AgentIsolation on a separate Node process per operation, under Node's permission model: no file system, no
// child processes, no worker threads, no native addons, no WASI, an empty environment, a V8 heap limit; a bootstrap
// that runs before the agent's code locks the network APIs (Node 24's permission model has no network switch) and
// process.kill; the server watches the process's resident memory and wall time and kills it past either. The agent
// talks only over the IPC channel, and the server checks every message (see CustomAgents.ts for the capabilities).
import { spawn, type SpawnOptions } from "node:child_process"
import * as fs from "node:fs"
import { Effect, Layer, Queue, Semaphore, Schema } from "effect"
import {
  AgentIsolation,
  type IsolatedCall,
  type IsolatedReply,
  IsolationFailure
} from "../../application/agents/ports/AgentIsolation.js"
import { JsonValueSchema } from "../../domain/platform/Json.js"

export interface IsolationOptions {
  /** Wall time of one operation (a plan, a unit, a finish), capability calls included. */
  readonly timeoutMs: number
  /** Heap limit of the agent's process, and (plus headroom for Node itself) its resident memory limit. */
  readonly memoryMb: number
  /** Agent processes running at once in this server; more operations wait for one to end. */
  readonly concurrency: number
}

/** Node itself (its code and buffers) next to the agent's heap. */
const RSS_HEADROOM_MB = 96
/** The most messages one operation may send (calls and log entries). */
const MAX_MESSAGES = 20_000
const MAX_LOG_ENTRIES = 1_000

/**
 * Runs in the agent's process before its code. Locks what the permission model leaves open (network, signals to
 * other processes), then loads the bundle with a `require` that refuses everything and runs the one operation.
 */
export const BOOTSTRAP = String.raw`
"use strict";
const denied = (what) => function () {
  const error = new Error(what + " is not allowed to agents (use the capabilities of the agent's context)");
  error.code = "ERR_ACCESS_DENIED";
  throw error;
};
const lock = (target, key, what) => {
  if (target === undefined || target === null) return;
  Object.defineProperty(target, key, { value: denied(what), writable: false, configurable: false, enumerable: false });
};
const net = require("node:net"), dgram = require("node:dgram"), dns = require("node:dns"), tls = require("node:tls");
lock(net.Socket.prototype, "connect", "Network access");
lock(net.Server.prototype, "listen", "Network access");
lock(net, "connect", "Network access");
lock(net, "createConnection", "Network access");
lock(tls, "connect", "Network access");
for (const key of ["send", "bind", "connect"]) lock(dgram.Socket.prototype, key, "Network access");
for (const key of Object.keys(dns)) if (typeof dns[key] === "function") lock(dns, key, "DNS");
for (const key of Object.keys(dns.promises)) if (typeof dns.promises[key] === "function") lock(dns.promises, key, "DNS");
for (const key of ["fetch", "WebSocket", "EventSource"]) lock(globalThis, key, "Network access (" + key + ")");
for (const key of ["kill", "dlopen", "binding", "_linkedBinding", "chdir", "setuid", "setgid", "seteuid", "setegid", "setgroups", "initgroups"]) lock(process, key, "process." + key);
try { Object.defineProperty(process, "env", { value: Object.freeze({}), writable: false, configurable: false }); } catch (e) { }
const send = (message, then) => { try { process.send(message, then); } catch (e) { process.exit(70); } };
const fail = (error) => send({ t: "error", message: String(error && error.message ? error.message : error).slice(0, 2000) }, () => process.exit(1));
process.on("disconnect", () => process.exit(0));
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
process.once("message", (start) => {
  const module = { exports: {} };
  const requireDenied = (id) => { throw new Error("require(" + JSON.stringify(String(id)) + ") is not available to agents: bundle the agent's dependencies"); };
  try {
    new Function("module", "exports", "require", start.source)(module, module.exports, requireDenied);
  } catch (error) { return fail(error); }
  const exported = module.exports && module.exports.default !== undefined ? module.exports.default : module.exports;
  const serve = exported && exported[Symbol.for("clearhouse.agent.serve")];
  if (typeof serve !== "function") return fail(new Error("The bundle's default export is not an agent made with defineAgent"));
  const listeners = [];
  process.on("message", (message) => { for (const listener of listeners) listener(message); });
  Promise.resolve()
    .then(() => serve.call(exported, { send: (message) => send(message), listen: (listener) => { listeners.push(listener); } }, start.operation))
    .catch(fail);
});
`

type Event =
  | { readonly _tag: "message"; readonly message: unknown }
  | { readonly _tag: "exit"; readonly code: number | null; readonly signal: string | null }
  | { readonly _tag: "memory"; readonly rssMb: number }

const Message = Schema.Union([
  Schema.Struct({ t: Schema.Literal("call"), id: Schema.Int, capability: Schema.String, args: JsonValueSchema }),
  Schema.Struct({
    t: Schema.Literal("log"),
    kind: Schema.Literals(["reasoning", "action", "observation", "warning"]),
    message: Schema.String,
    data: JsonValueSchema
  }),
  Schema.Struct({ t: Schema.Literal("done"), value: JsonValueSchema }),
  Schema.Struct({
    t: Schema.Literal("invalid"),
    issues: Schema.Array(Schema.Struct({ field: Schema.String, issue: Schema.String, message: Schema.String }))
  }),
  Schema.Struct({ t: Schema.Literal("unit_failed"), code: Schema.String, message: Schema.String }),
  Schema.Struct({ t: Schema.Literal("error"), message: Schema.String })
])
const decodeMessage = Schema.decodeUnknownOption(Message)

const failure = (code: IsolationFailure["code"], message: string) => new IsolationFailure({ code, message })

/** The resident memory of a process in MiB, where /proc tells it (Linux); undefined elsewhere. */
const residentMb = (pid: number): number | undefined => {
  try {
    const statm = fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")
    return (Number(statm[1]) * 4096) / (1024 * 1024)
  } catch {
    return undefined
  }
}

/**
 * Runs the agent's Node with a CPU-time limit the kernel enforces (`ulimit -t`, then `exec`, so the process is the
 * agent's own): it holds even when the server is killed and cannot kill the agent itself.
 */
const CPU_LIMITED = 'ulimit -t "$1" && shift && exec "$@"'

const spawnOptions: SpawnOptions = {
  env: {},
  stdio: ["ignore", "ignore", "pipe", "ipc"],
  serialization: "json"
}

export const make = Effect.fnUntraced(function* (options: IsolationOptions) {
  const slots = yield* Semaphore.make(options.concurrency)
  const shell = ["/bin/sh", "/usr/bin/sh"].find((candidate) => fs.existsSync(candidate))
  /** CPU seconds of one operation: its wall time, rounded up, and one more for Node's own start. */
  const cpuSeconds = Math.ceil(options.timeoutMs / 1000) + 1

  const runOnce = Effect.fnUntraced(
    function* (call: IsolatedCall) {
      const inbox = yield* Queue.unbounded<Event>()
      const node = [
        process.execPath,
        "--permission",
        `--max-old-space-size=${options.memoryMb}`,
        "--stack-size=984",
        "-e",
        BOOTSTRAP
      ]
      const child = yield* Effect.acquireRelease(
        Effect.sync(() =>
          shell === undefined
            ? spawn(node[0]!, node.slice(1), spawnOptions)
            : spawn(shell, ["-c", CPU_LIMITED, "sh", String(cpuSeconds), ...node], spawnOptions)
        ),
        (c) =>
          Effect.sync(() => {
            if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL")
          })
      )
      let stderr = ""
      child.stderr?.on("data", (chunk: Buffer) => {
        if (stderr.length < 8192) stderr += chunk.toString("utf8")
      })
      child.on("message", (message) => Queue.offerUnsafe(inbox, { _tag: "message", message }))
      child.on("exit", (code, signal) => Queue.offerUnsafe(inbox, { _tag: "exit", code, signal }))
      child.on("error", () => Queue.offerUnsafe(inbox, { _tag: "exit", code: null, signal: null }))
      const limitMb = options.memoryMb + RSS_HEADROOM_MB
      const watch = setInterval(() => {
        const rss = child.pid === undefined ? undefined : residentMb(child.pid)
        if (rss !== undefined && rss > limitMb) Queue.offerUnsafe(inbox, { _tag: "memory", rssMb: rss })
      }, 50)
      yield* Effect.addFinalizer(() => Effect.sync(() => clearInterval(watch)))
      const post = (message: unknown) =>
        Effect.sync(() => {
          if (child.connected) child.send(message as never, () => undefined)
        })
      yield* post({ source: call.bundle, operation: call.operation })

      let messages = 0
      let logs = 0
      for (;;) {
        const event = yield* Queue.take(inbox)
        if (event._tag === "memory") {
          return yield* failure("memory_exceeded", `The agent used more than ${limitMb} MiB of memory`)
        }
        if (event._tag === "exit") {
          if (/heap out of memory|Allocation failed/i.test(stderr)) {
            return yield* failure("memory_exceeded", `The agent ran out of its ${options.memoryMb} MiB heap`)
          }
          return yield* failure(
            "crashed",
            `The agent's process ended without an answer (${event.signal ?? `exit code ${event.code ?? "?"}`})${
              stderr.trim() === "" ? "" : `: ${stderr.trim().split("\n").slice(-3).join(" ").slice(0, 500)}`
            }`
          )
        }
        if (++messages > MAX_MESSAGES) {
          return yield* failure("protocol_error", `The agent sent more than ${MAX_MESSAGES} messages`)
        }
        const decoded = decodeMessage(event.message)
        if (decoded._tag === "None") return yield* failure("protocol_error", "The agent sent a malformed message")
        const message = decoded.value
        switch (message.t) {
          case "call": {
            const outcome = yield* Effect.result(call.onCall(message.capability, message.args))
            yield* post(
              outcome._tag === "Success"
                ? { t: "reply", id: message.id, ok: true, value: outcome.success }
                : {
                    t: "reply",
                    id: message.id,
                    ok: false,
                    code: outcome.failure.code,
                    message: outcome.failure.message
                  }
            )
            break
          }
          case "log":
            if (++logs <= MAX_LOG_ENTRIES) yield* call.onLog(message.kind, message.message, message.data)
            break
          default:
            return message satisfies IsolatedReply
        }
      }
    },
    Effect.scoped,
    Effect.timeoutOrElse({
      duration: options.timeoutMs,
      orElse: () =>
        Effect.fail(failure("timeout", `The agent did not answer within ${options.timeoutMs / 1000} seconds`))
    })
  )

  return AgentIsolation.of({
    run: (call) => Semaphore.withPermit(slots, runOnce(call)) as Effect.Effect<IsolatedReply, IsolationFailure>
  })
})

export const layer = (options: IsolationOptions) => Layer.effect(AgentIsolation, make(options))
