// The method table of the API's routes, to tell "no such path" (404) from "no such method here" (405, Allow).
import { HttpApi } from "@effect/platform"

export interface RouteTable {
  /** The methods routed for a path; empty when no route matches the path at all. */
  readonly allowedMethods: (path: string) => ReadonlyArray<string>
  /** The declared path of the route a request goes to (e.g. `/v1/projects/:id`), for low-cardinality labels. */
  readonly template: (method: string, path: string) => string | undefined
}

const toRegExp = (path: string) =>
  new RegExp(
    "^" +
      path
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/") +
      "/?$"
  )

export const make = (
  api: HttpApi.HttpApi.Any,
  extra: ReadonlyArray<readonly [method: string, path: string]> = []
): RouteTable => {
  const routes: Array<{ readonly method: string; readonly path: string; readonly pattern: RegExp }> = extra.map(
    ([method, path]) => ({ method, path, pattern: toRegExp(path) })
  )
  HttpApi.reflect(api as HttpApi.HttpApi<string, never, never, never>, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) =>
      routes.push({ method: endpoint.method, path: endpoint.path, pattern: toRegExp(endpoint.path) })
  })
  return {
    allowedMethods: (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))].sort(),
    template: (method, path) => routes.find((r) => r.method === method && r.pattern.test(path))?.path
  }
}
