// Workspaces are tenants: every resource belongs to one, and one workspace never sees another's data.
// Each has a plan rate limit (requests per minute per API key). Workspaces are managed by the admin CLI.
import { Schema } from "effect"
import { WorkspaceId } from "./Ids.js"
import * as Wire from "./Wire.js"

export const WorkspaceName = Schema.Trim.check(
  Schema.isMinLength(1, { message: "too_short" }),
  Schema.isMaxLength(200, { message: "too_long" })
)

export const RateLimitPerMinute = Wire.Int.check(
  Schema.isBetween({ minimum: 1, maximum: 1_000_000 }, { message: "out_of_range:1..1000000" })
)

export class Workspace extends Schema.Class<Workspace>("Workspace")(
  Wire.fields("Workspace", {
    id: WorkspaceId,
    name: Schema.String,
    rateLimitPerMinute: Wire.Int,
    createdAt: Wire.DateTimeUtc
  })
) {}
