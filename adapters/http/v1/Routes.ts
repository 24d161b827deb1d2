// The route table of the API: tells "no such path" (404) from "no such method here" (405, Allow), names the
// path parameters of a request's route, and says which body a route takes (JSON or a multipart upload).
import { Option } from "effect"
import { HttpApi, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"

/** The body a route decodes: JSON, or a multipart/form-data upload. */
export type BodyKind = "json" | "multipart"

export interface RouteMatch {
  /** The route's path parameters by name, as sent (still percent-encoded). */
  readonly params: Readonly<Record<string, string>>
  readonly body: BodyKind
}

export interface RouteTable {
  /** The methods routed for a path; empty when no route matches the path at all. */
  readonly allowedMethods: (path: string) => ReadonlyArray<string>
  /** The declared path of the route a request goes to (e.g. `/v1/projects/:id`), for low-cardinality labels. */
  readonly template: (method: string, path: string) => string | undefined
  /** The route of a method and path, if there is one. */
  readonly match: (method: string, path: string) => Option.Option<RouteMatch>
}

interface Route {
  readonly method: string
  /** The declared path, e.g. `/v1/projects/:id`. */
  readonly path: string
  readonly pattern: RegExp
  readonly params: ReadonlyArray<string>
  readonly body: BodyKind
}

const route = (method: string, path: string, body: BodyKind): Route => {
  const params: Array<string> = []
  const pattern = new RegExp(
    "^" +
      path
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
          params.push(segment.slice(1))
          return "([^/]+)"
        })
        .join("/") +
      "/?$"
  )
  return { method, path, pattern, params, body }
}

const isMultipart = (endpoint: HttpApiEndpoint.Top) =>
  [...endpoint.payload.values()].some(({ encoding }) => encoding._tag === "Multipart")

/** The path as the router sees it: a run of slashes is one (find-my-way's `ignoreDuplicateSlashes`). */
const asRouted = (path: string) => (path.includes("//") ? path.replace(/\/\/+/g, "/") : path)

export const make = <Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  extra: ReadonlyArray<readonly [method: string, path: string]> = []
): RouteTable => {
  const routes: Array<Route> = extra.map(([method, path]) => route(method, path, "json"))
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) =>
      routes.push(route(endpoint.method, endpoint.path, isMultipart(endpoint) ? "multipart" : "json"))
  })
  // A static segment wins over a parameter (`/agents/run` over `/agents/:id`), as in the router.
  const byParams = [...routes].sort((a, b) => a.params.length - b.params.length)
  // Each request looks up its own method's routes only (a request is matched twice: at the edge and for its metrics).
  const ofMethod = (list: ReadonlyArray<Route>) => {
    const index = new Map<string, Array<Route>>()
    for (const r of list) {
      const same = index.get(r.method)
      if (same === undefined) index.set(r.method, [r])
      else same.push(r)
    }
    return (method: string): ReadonlyArray<Route> => index.get(method) ?? []
  }
  const declared = ofMethod(routes)
  const matching = ofMethod(byParams)
  return {
    allowedMethods: (path) => {
      const routed = asRouted(path)
      return [...new Set(routes.filter((r) => r.pattern.test(routed)).map((r) => r.method))].sort()
    },
    template: (method, path) => {
      const routed = asRouted(path)
      return declared(method).find((r) => r.pattern.test(routed))?.path
    },
    match: (method, path) => {
      const routed = asRouted(path)
      for (const r of matching(method)) {
        const found = r.pattern.exec(routed)
        if (found !== null) {
          return Option.some({
            params: Object.fromEntries(r.params.map((name, i) => [name, found[i + 1] ?? ""])),
            body: r.body
          })
        }
      }
      return Option.none()
    }
  }
}
