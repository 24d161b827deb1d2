// The floor's reference: node:http answering GET /v1/projects/{id} with a fixed project in the envelope, and
// POST /v1/projects with the project its JSON body describes (201), no framework, no database.
import * as http from "node:http"
import { project } from "./project.js"

const port = Number(process.env.PORT)

const answer = (response: http.ServerResponse, status: number, data: object) => {
  const body = JSON.stringify({ data, meta: { request_id: "req", timestamp: new Date().toISOString() } })
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
  response.end(body)
}

http
  .createServer((request, response) => {
    if (request.method !== "POST") {
      const id = (request.url ?? "").split("?")[0]!.slice("/v1/projects/".length)
      return answer(response, 200, { ...project, id })
    }
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const input = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { name?: unknown; description?: unknown }
      if (typeof input.name !== "string") return answer(response, 400, { message: "name is required" })
      answer(response, 201, { ...project, id: "prj_new", name: input.name, description: input.description ?? null })
    })
  })
  .listen(port, "127.0.0.1")
