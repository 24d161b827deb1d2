// First start: create the default workspace with its owner user, and tell the operator how to make a key; while
// the owner has no dashboard password, every start logs a fresh one-time link that sets it.
import * as HttpServer from "@effect/platform/HttpServer"
import { Console, Effect, Layer, Option } from "effect"
import { ensureDefaultWorkspace } from "../application/platform/Administration.js"
import { ownerSetupToken } from "../application/platform/Sessions.js"
import type { AppConfig } from "./Config.js"
import { ALL_SCOPES } from "../domain/platform/Scope.js"

export const FIRST_KEY_COMMAND = `npm run --silent cli -- key create --name first-key --scopes ${ALL_SCOPES.join(",")}`

export const layer = Layer.effectDiscard(
  Effect.flatMap(ensureDefaultWorkspace(), (created) =>
    Option.match(created, {
      onNone: () => Effect.void,
      onSome: ({ workspace, credits }) =>
        Effect.logInfo(`created the default workspace; create the first API key with: ${FIRST_KEY_COMMAND}`).pipe(
          Effect.annotateLogs({ workspace_id: workspace.id, credits }),
          // Also plainly on stderr, where a person starting the server for the first time reads it.
          Effect.zipRight(Console.error(`\nCreate the first API key with:\n\n  ${FIRST_KEY_COMMAND}\n`))
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
      const origin =
        address._tag === "TcpAddress"
          ? `${Option.isSome(config.tls) ? "https" : "http"}://${address.hostname}:${address.port}`
          : ""
      yield* Effect.logInfo(
        `set the dashboard password of ${setup.value.user.email} (once, within 24 hours) at ${origin}/setup?token=${setup.value.token}` +
          " or with: npm run --silent cli -- user set-password --email " +
          setup.value.user.email
      )
    })
  )
