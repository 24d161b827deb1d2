// A real S3-compatible server for tests: s3rver (the S3 REST API over a temporary directory, in this process) on a
// loopback port, with one empty bucket. It checks request signatures against its fixed key pair S3RVER/S3RVER.
import { S3Client } from "@aws-sdk/client-s3"
import { Context, Effect, Layer } from "effect"
import * as fs from "node:fs"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import S3rver from "s3rver"

export interface S3ServerInfo {
  /** `http://127.0.0.1:<port>` */
  readonly endpoint: string
  readonly bucket: string
  readonly accessKeyId: string
  readonly secretAccessKey: string
}

export class S3Server extends Context.Service<S3Server, S3ServerInfo>()("test/S3Server") {}

export const BUCKET = "clearhouse-test"

export const make = Effect.acquireRelease(
  Effect.promise(async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-s3-"))
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }]
    })
    const address = (await server.run()) as AddressInfo
    return { server, directory, endpoint: `http://127.0.0.1:${address.port}` }
  }),
  ({ server, directory }) =>
    Effect.promise(async () => {
      ;(server as unknown as { httpServer?: Server }).httpServer?.closeAllConnections()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    })
).pipe(
  Effect.map(({ endpoint }): S3ServerInfo => ({
    endpoint,
    bucket: BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER"
  }))
)

export const layer = Layer.effect(S3Server, make)

/** A client of the test server, to look at the bucket behind the store's back (destroy it after use). */
export const clientOf = (server: S3ServerInfo, region = "us-east-1") =>
  new S3Client({
    endpoint: server.endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey }
  })

/** A client of the test server for the scope's lifetime. */
export const scopedClient = Effect.acquireRelease(
  Effect.map(S3Server, (server) => clientOf(server)),
  (client) => Effect.sync(() => client.destroy())
)
