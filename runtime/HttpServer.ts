// The listening servers: HTTP, or HTTPS when a certificate is configured, plus an optional plain-HTTP
// listener that answers every request with 308 to the same URL on https. Requests Node's parser refuses are
// answered in the spec's error body (ProtocolErrors). A stopping server closes its listener (Listener) while it still
// answers, so a request that arrives while the server stops (on a kept-alive connection, or one just accepted) is
// answered before the handler goes away.
import { Context, Effect, Layer, Option } from "effect"
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

/** The API's listening socket. */
export class Listener extends Context.Service<
  Listener,
  {
    /**
     * Stops accepting connections and waits until the open ones have closed (idle ones at once, busy ones once
     * their answer is written: a draining server's answers say `Connection: close`), still answering meanwhile.
     */
    readonly close: Effect.Effect<void>
  }
>()("clearhouse/Listener") {}

const servers = (config: AppConfig, make: (create: () => http.Server) => () => http.Server) =>
  Option.match(config.tls, {
    onNone: () =>
      ProtocolErrors.serverLayer(
        make(() => http.createServer(ProtocolErrors.serverOptions)),
        { host: config.host, port: config.port }
      ),
    onSome: (tls) => {
      const server = ProtocolErrors.serverLayer(
        make(() =>
          https.createServer({
            ...ProtocolErrors.serverOptions,
            cert: fs.readFileSync(tls.certFile),
            key: fs.readFileSync(tls.keyFile)
          })
        ),
        { host: config.host, port: config.port }
      )
      return Option.match(tls.redirectPort, {
        onNone: () => server,
        onSome: (port) => redirectListener(config, port).pipe(Layer.provideMerge(server))
      })
    }
  })

/** HttpServer (and the redirect listener) with the Listener of the API's socket. */
export const layer = (config: AppConfig) =>
  Layer.unwrap(
    Effect.sync(() => {
      let node: http.Server | undefined
      const listener = Layer.succeed(Listener, {
        close: Effect.callback<void>((resume) => {
          if (node === undefined || !node.listening) return resume(Effect.void)
          node.close(() => resume(Effect.void))
        })
      })
      return Layer.merge(
        servers(config, (create) => () => (node = create())),
        listener
      )
    })
  )

export const baseUrl = (config: AppConfig) =>
  `${Option.isSome(config.tls) ? "https" : "http"}://${config.host}:${config.port}/v1`
