// Port: tells a file's media type from its leading bytes (magic numbers), independent of what the client said.
import { Context, type Effect, type Option } from "effect"

export interface ContentSnifferShape {
  /** How many leading bytes `sniff` wants; fewer are fine for shorter files. */
  readonly headBytes: number
  /** The media type the bytes show (e.g. `image/png`); none when they match no known format (plain text). */
  readonly sniff: (head: Uint8Array) => Effect.Effect<Option.Option<string>>
}

export class ContentSniffer extends Context.Tag("clearhouse/ContentSniffer")<ContentSniffer, ContentSnifferShape>() {}
