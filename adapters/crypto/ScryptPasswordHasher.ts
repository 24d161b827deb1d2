// Passwords hashed with node:crypto scrypt (N=2^15, r=8, p=1, 16-byte salt, 32-byte key), stored as
// `scrypt$N$r$p$salt$key` (base64url) so the parameters can be raised later without breaking old hashes.
import { Effect, Layer } from "effect"
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { PasswordHasher } from "../../application/platform/ports/PasswordHasher.js"

const N = 2 ** 15
const R = 8
const P = 1
const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer, n: number, r: number, p: number, length: number) =>
  Effect.async<Buffer>((resume) => {
    scrypt(password.normalize("NFC"), salt, length, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      resume(error === null ? Effect.succeed(key) : Effect.die(error))
    )
  })

export const make = PasswordHasher.of({
  hash: (password) =>
    Effect.suspend(() => {
      const salt = randomBytes(16)
      return Effect.map(
        derive(password, salt, N, R, P, KEY_LENGTH),
        (key) => `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`
      )
    }),
  verify: (password, hash) =>
    Effect.suspend(() => {
      const [scheme, n, r, p, salt, key] = hash.split("$")
      const params = [n, r, p].map(Number)
      if (scheme !== "scrypt" || salt === undefined || key === undefined || !params.every(Number.isSafeInteger)) {
        return Effect.succeed(false)
      }
      const expected = Buffer.from(key, "base64url")
      return Effect.map(
        derive(password, Buffer.from(salt, "base64url"), params[0]!, params[1]!, params[2]!, expected.length),
        (actual) => actual.length === expected.length && timingSafeEqual(actual, expected)
      )
    })
})

export const layer = Layer.succeed(PasswordHasher, make)
