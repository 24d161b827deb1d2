// The floor's reference: node:http answering GET /v1/projects/{id} with a fixed project in the envelope, no
// framework, no database.
import * as http from "node:http"
import { project } from "./project.js"

const port = Number(process.env.PORT)

http
  .createServer((request, response) => {
    const id = (request.url ?? "").split("?")[0]!.slice("/v1/projects/".length)
    const body = JSON.stringify({
      data: { ...project, id },
      meta: { request_id: "req", timestamp: new Date().toISOString() }
    })
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
    response.end(body)
  })
  .listen(port, "127.0.0.1")
