// Port: turns the file an owner uploads (an npm tarball of an agent written with the agent SDK, or one bundled
// JavaScript file) into the agent's bundle, the one module the isolation runs.
import { Context, type Effect, Schema } from "effect"

/** The file could not be made into a bundle: not a tarball or script, no agent module, or it does not build. */
export class PackagingFailed extends Schema.TaggedError<PackagingFailed>()("PackagingFailed", {
  message: Schema.String
}) {}

export interface AgentPackage {
  readonly filename: string
  readonly bytes: Uint8Array
}

export class AgentPackager extends Context.Service<
  AgentPackager,
  { readonly bundle: (file: AgentPackage) => Effect.Effect<string, PackagingFailed> }
>()("clearhouse/AgentPackager") {}
