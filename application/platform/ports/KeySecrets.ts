// Port: API key material: generating a secret value, hashing it for storage, and comparing hashes in
// constant time.
import { Context, type Effect } from "effect"

export interface KeySecretsShape {
  readonly generate: Effect.Effect<string>
  readonly hash: (value: string) => string
  readonly equals: (hashA: string, hashB: string) => boolean
}

export class KeySecrets extends Context.Tag("clearhouse/KeySecrets")<KeySecrets, KeySecretsShape>() {}
