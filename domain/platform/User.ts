// Users of a workspace. A user holds a set of scopes; the keys a user creates are narrowed further.
import { Schema } from "effect"
import { describedText } from "./Fields.js"
import { UserId, WorkspaceId } from "./Ids.js"
import { Scope } from "./Scope.js"
import * as Wire from "./Wire.js"

export const Email = Schema.Trim.check(
  Schema.isMaxLength(320, { message: "too_long" }),
  Schema.isPattern(/^[^\s@]+@[^\s@]+$/u, { message: "invalid_format" })
).pipe(describedText("An email address, up to 320 characters", { maxLength: 320 }))

/** A dashboard password: long enough to resist guessing, bounded so hashing stays cheap to refuse. */
export const Password = Schema.String.check(
  Schema.isMinLength(10, { message: "too_short:10" }),
  Schema.isMaxLength(200, { message: "too_long:200" })
)

export class User extends Schema.Class<User>("User")(
  Wire.fields("User", {
    id: UserId,
    workspaceId: WorkspaceId,
    email: Schema.String,
    scopes: Schema.Array(Scope),
    isOwner: Schema.Boolean,
    createdAt: Wire.DateTimeUtc
  })
) {}
