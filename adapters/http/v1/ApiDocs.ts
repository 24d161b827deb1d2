// The offline docs page made from the OpenAPI document, as a route. Http.ts builds it at the first request for it
// rather than at start: the page inlines the 3.4 MB Scalar script, which HttpApiScalar loads when this layer is
// built.
import { HttpApiScalar } from "effect/http-api"
import type { ApiV1 } from "./Api.js"
import { DOCS_PATH } from "./PlatformMiddleware.js"

export const layer = (api: typeof ApiV1) => HttpApiScalar.layer(api, { path: DOCS_PATH })
