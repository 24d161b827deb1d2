// The authenticated caller of a request: which workspace, user and key, the effective scopes, and the plan
// rate limit. Use cases read it to check scopes and to scope every query to the workspace.
import { Schema } from "effect"
import { ApiKeyId, UserId, WorkspaceId } from "./Ids.js"
import { Scope } from "./Scope.js"

export class Principal extends Schema.Class<Principal>("Principal")({
  workspaceId: WorkspaceId,
  userId: UserId,
  keyId: ApiKeyId,
  scopes: Schema.Array(Scope),
  rateLimitPerMinute: Schema.Int
}) {}
