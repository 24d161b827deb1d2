// Workspaces are tenants: every resource belongs to one, and one workspace never sees another's data.
// Each has a plan rate limit (requests per minute per API key). Workspaces are managed by the admin CLI.
import { Schema } from "effect"
import { WorkspaceId } from "./Ids.js"

export const WorkspaceName = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "too_short" }),
  Schema.maxLength(200, { message: () => "too_long" })
)

export const RateLimitPerMinute = Schema.Int.pipe(
  Schema.between(1, 1_000_000, { message: () => "out_of_range:1..1000000" })
)

export class Workspace extends Schema.Class<Workspace>("Workspace")({
  id: WorkspaceId,
  name: Schema.String,
  rateLimitPerMinute: Schema.Int,
  createdAt: Schema.DateTimeUtc
}) {}
