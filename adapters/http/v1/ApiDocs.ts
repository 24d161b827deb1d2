// The OpenAPI document and the offline docs page made from it, as routes. Http.ts builds them at the first request
// for either rather than at start, which need not wait for the document to be generated.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
// From its own module, not the index: the build's index leaves out the 3.4 MB Scalar script (bin/build.js).
import * as HttpApiScalar from "@effect/platform/HttpApiScalar"
import { Layer } from "effect"
import { DOCS_PATH, OPENAPI_PATH } from "./PlatformMiddleware.js"

export const layer = Layer.mergeAll(
  HttpApiScalar.layer({ path: DOCS_PATH }),
  HttpApiBuilder.middlewareOpenApi({ path: OPENAPI_PATH })
)
