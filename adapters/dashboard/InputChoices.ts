// The values a workspace offers for the inputs agents share, so that forms made from an input schema (Run Agent,
// an agent's defaults) show them as choices instead of free text: its distribution channels (checkboxes) and its
// taxonomies (a list), each exactly the set a run accepts.
import { Effect } from "effect"
import * as Taxonomies from "../../application/tagging/Taxonomies.js"
import * as DistributionChannels from "../../application/platform/DistributionChannels.js"
import type * as SchemaForm from "./SchemaForm.js"
import { asPrincipal, type SignedIn } from "./RequestSession.js"

/** At most this many taxonomies are offered as a list; a workspace with more types the name. */
const MAX_LISTED = 100

export const workspaceChoices = Effect.fnUntraced(function* (session: SignedIn) {
  const channels = yield* DistributionChannels.allowedChannels(session.workspace.id)
  // A user who may not read taxonomies types the name, as before.
  const taxonomies = yield* Taxonomies.listTaxonomies({ limit: MAX_LISTED }).pipe(
    asPrincipal(session),
    Effect.map((page) => (page.hasMore ? [] : page.items.map((t) => ({ value: t.name, label: t.name })))),
    Effect.orElseSucceed(() => [])
  )
  return {
    distribution_channels: channels.map((c) => ({ value: c, label: c })),
    ...(taxonomies.length > 0 ? { taxonomy: taxonomies } : {})
  } satisfies SchemaForm.Choices
})
