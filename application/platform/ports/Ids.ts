// Port: generates new resource ids (time-sortable, prefixed by kind).
import { Context, type Effect } from "effect"
import type { IdTypes } from "../../../domain/platform/Ids.js"

export interface IdsShape {
  readonly next: <K extends keyof IdTypes>(kind: K) => Effect.Effect<IdTypes[K]>
}

export class Ids extends Context.Tag("clearhouse/Ids")<Ids, IdsShape>() {}
