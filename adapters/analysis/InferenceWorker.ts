// The inference worker's entry: a worker thread (started by InferenceThread.ts) that runs the face and object models
// (FaceApiModel.ts, HumanObjectModel.ts: one tfjs runtime, one wasm instance) off the main thread. Each request is
// answered in turn, one at a time; a model that throws answers that request with its message and the worker goes on.
import { parentPort } from "node:worker_threads"
import { detectFaces } from "./FaceApiModel.js"
import { detectObjects } from "./HumanObjectModel.js"
import type { Reply, Request } from "./InferenceThread.js"

const port = parentPort
if (port === null) throw new Error("InferenceWorker.ts runs in a worker thread (see InferenceThread.ts)")

const answer = async ({ id, job }: Request): Promise<Reply> => {
  try {
    switch (job.kind) {
      case "faces":
        return { id, ok: true, kind: job.kind, result: await detectFaces(job.image) }
      case "objects":
        return { id, ok: true, kind: job.kind, result: await detectObjects(job.image) }
    }
  } catch (e) {
    return { id, ok: false, message: (e instanceof Error ? e.message : String(e)).split("\n")[0]! }
  }
}

// One at a time: each request waits for the one before it. A reply that cannot be sent is answered as a failure.
let turn = Promise.resolve()
port.on("message", (request: Request) => {
  turn = turn
    .then(() => answer(request))
    .then((reply) => port.postMessage(reply))
    .catch((e: unknown) => port.postMessage({ id: request.id, ok: false, message: String(e) } satisfies Reply))
})
