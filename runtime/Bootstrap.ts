// First start: create the default workspace with its owner user, and tell the operator how to make a key.
import { Console, Effect, Layer, Option } from "effect"
import { ensureDefaultWorkspace } from "../application/Administration.js"
import { ALL_SCOPES } from "../domain/Scope.js"

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
