// Users of a workspace. A user holds a set of scopes; the keys a user creates are narrowed further.
import { Schema } from "effect"
import { describedText } from "./Fields.js"
import { UserId, WorkspaceId } from "./Ids.js"
import { Scope } from "./Scope.js"

export const Email = Schema.Trim.pipe(
  Schema.maxLength(320, { message: () => "too_long" }),
  Schema.pattern(/^[^\s@]+@[^\s@]+$/, { message: () => "invalid_format" })
).annotations(describedText("An email address, up to 320 characters", { maxLength: 320 }))

/** A dashboard password: long enough to resist guessing, bounded so hashing stays cheap to refuse. */
export const Password = Schema.String.pipe(
  Schema.minLength(10, { message: () => "too_short:10" }),
  Schema.maxLength(200, { message: () => "too_long:200" })
)

export class User extends Schema.Class<User>("User")({
  id: UserId,
  workspaceId: WorkspaceId,
  email: Schema.String,
  scopes: Schema.Array(Scope),
  isOwner: Schema.Boolean,
  createdAt: Schema.DateTimeUtc
}) {}
