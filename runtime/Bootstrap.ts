// First start: create the default workspace with its owner user, and tell the operator how to make a key; while
// the owner has no dashboard password, every start logs a fresh one-time link that sets it.
import { Console, Effect, Layer, Option } from "effect"
import { HttpServer } from "effect/http"
import { NetAddress } from "effect/net"
import { ensureDefaultWorkspace } from "../application/platform/Administration.js"
import { ownerSetupToken } from "../application/platform/Sessions.js"
import type { AppConfig } from "./Config.js"
import { ALL_SCOPES } from "../domain/platform/Scope.js"

/** The origin a listening address is reached at (`https://127.0.0.1:8443`, `http://[::1]:8080`); none for a socket file. */
export const origin = (address: NetAddress.SocketAddress, scheme: "http" | "https"): Option.Option<string> =>
  NetAddress.isInetAddress(address) ? Option.some(`${scheme}://${NetAddress.formatInet(address)}`) : Option.none()

export const FIRST_KEY_COMMAND = `npm run --silent cli -- key create --name first-key --scopes ${ALL_SCOPES.join(",")}`

export const layer = Layer.effectDiscard(
  Effect.flatMap(ensureDefaultWorkspace(), (created) =>
    Option.match(created, {
      onNone: () => Effect.void,
      onSome: ({ workspace, credits }) =>
        Effect.logInfo(`created the default workspace; create the first API key with: ${FIRST_KEY_COMMAND}`).pipe(
          Effect.annotateLogs({ workspace_id: workspace.id, credits }),
          // Also plainly on stderr, where a person starting the server for the first time reads it.
          Effect.andThen(Console.error(`\nCreate the first API key with:\n\n  ${FIRST_KEY_COMMAND}\n`))
        )
    })
  )
)

/** Logs the owner's one-time setup link (with the listening address) while the owner has no password. */
export const setupLink = (config: AppConfig) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const setup = yield* ownerSetupToken()
      if (Option.isNone(setup)) return
      const address = (yield* HttpServer.HttpServer).address
      const at = Option.getOrElse(origin(address, Option.isSome(config.tls) ? "https" : "http"), () => "")
      yield* Effect.logInfo(
        `set the dashboard password of ${setup.value.user.email} (once, within 24 hours) at ${at}/setup?token=${setup.value.token}` +
          " or with: npm run --silent cli -- user set-password --email " +
          setup.value.user.email
      )
    })
  )
