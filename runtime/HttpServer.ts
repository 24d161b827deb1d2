// The listening servers: HTTP, or HTTPS when a certificate is configured, plus an optional plain-HTTP
// listener that answers every request with 308 to the same URL on https. Requests Node's parser refuses are
// answered in the spec's error body (ProtocolErrors).
import { Effect, Layer, Option } from "effect"
import { HttpServer, HttpServerError } from "effect/http"
import { NetAddress } from "effect/net"
import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import * as ProtocolErrors from "../adapters/http/v1/ProtocolErrors.js"
import type { AppConfig } from "./Config.js"

const redirectListener = (config: AppConfig, redirectPort: number) =>
  Layer.effectDiscard(
    Effect.acquireRelease(
      Effect.flatMap(HttpServer.HttpServer, (server) => {
        const port = NetAddress.isInetAddress(server.address) ? server.address.port : config.port
        return Effect.callback<http.Server, Error>((resume) => {
          const redirect = http.createServer((req, res) => {
            const host = (req.headers.host ?? config.host).replace(/:\d+$/, "")
            res.writeHead(308, { location: `https://${host}:${port}${req.url ?? "/"}`, "content-length": "0" })
            res.end()
          })
          redirect.once("error", (e) => resume(Effect.fail(e)))
          redirect.listen(redirectPort, config.host, () => resume(Effect.succeed(redirect)))
        })
      }),
      (server) => Effect.callback<void>((resume) => void server.close(() => resume(Effect.void)))
    ).pipe(
      // Cannot listen (the port is taken): the server does not start, and says why (as for its main port).
      Effect.mapError((cause) => new HttpServerError.ServeError({ cause })),
      Effect.tap(() => Effect.logInfo(`redirecting http://${config.host}:${redirectPort} to https`))
    )
  )

export const layer = (config: AppConfig) =>
  Option.match(config.tls, {
    onNone: () =>
      ProtocolErrors.serverLayer(() => http.createServer(ProtocolErrors.serverOptions), {
        host: config.host,
        port: config.port
      }),
    onSome: (tls) => {
      const server = ProtocolErrors.serverLayer(
        () =>
          https.createServer({
            ...ProtocolErrors.serverOptions,
            cert: fs.readFileSync(tls.certFile),
            key: fs.readFileSync(tls.keyFile)
          }),
        { host: config.host, port: config.port }
      )
      return Option.match(tls.redirectPort, {
        onNone: () => server,
        onSome: (port) => redirectListener(config, port).pipe(Layer.provideMerge(server))
      })
    }
  })

export const baseUrl = (config: AppConfig) =>
  `${Option.isSome(config.tls) ? "https" : "http"}://${config.host}:${config.port}/v1`
