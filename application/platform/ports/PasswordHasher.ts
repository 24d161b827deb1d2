// Port: password hashing with a memory-hard KDF. Hashes carry their own parameters and salt.
import { Context, type Effect } from "effect"

export interface PasswordHasherShape {
  readonly hash: (password: string) => Effect.Effect<string>
  /** True when the password matches; false for a wrong password or a hash this hasher cannot read. */
  readonly verify: (password: string, hash: string) => Effect.Effect<boolean>
}

export class PasswordHasher extends Context.Tag("clearhouse/PasswordHasher")<PasswordHasher, PasswordHasherShape>() {}
