// The v1 HTTP API: every group under /v1, with the errors any endpoint may answer (declared by the API-level
// middleware ApiErrors, which also turns decode failures into our 400). The OpenAPI document is generated from this
// definition, so it describes the real behaviour, error bodies included. Requests decode strictly: every failing
// field is reported (not only the first) and unknown fields are errors (issue `unknown_field`), so a typo never
// silently does nothing.
import { HttpApi, OpenApi } from "effect/http-api"
import { ApiErrors } from "./Errors.js"
import { PLATFORM_AGENTS } from "../../../application/agents/Platform.js"
import { AgentsApi } from "./AgentsApi.js"
import { AssetsApi } from "./AssetsApi.js"
import { REQUEST_EXAMPLES } from "./Examples.js"
import { describeApi } from "./OpenApiDocument.js"
import { ClearancesApi } from "./ClearancesApi.js"
import { ContractsApi } from "./ContractsApi.js"
import { ProjectsApi } from "./ProjectsApi.js"
import { TalentApi } from "./TalentApi.js"
import { TaxonomiesApi } from "./TaxonomiesApi.js"
import { WorkflowsApi } from "./WorkflowsApi.js"

const GROUPS = [
  ProjectsApi,
  AssetsApi,
  TalentApi,
  ContractsApi,
  ClearancesApi,
  AgentsApi,
  TaxonomiesApi,
  WorkflowsApi
] as const

/** The API's operation ids in the order it defines them (`group.endpoint`). */
const operationIds = (): ReadonlyArray<string> =>
  GROUPS.flatMap((group) =>
    Object.values(group.endpoints).map((endpoint) => `${group.identifier}.${endpoint.identifier}`)
  )

export class ApiV1 extends HttpApi.make("clearhouse")
  .add(ProjectsApi)
  .add(AssetsApi)
  .add(TalentApi)
  .add(ContractsApi)
  .add(ClearancesApi)
  .add(AgentsApi)
  .add(TaxonomiesApi)
  .add(WorkflowsApi)
  .middleware(ApiErrors)
  .prefix("/v1")
  // Strict for what the client sends (path, query, body), every failure with the value it rejected (for the
  // messages: "Expected string, actual null"); responses and headers use Schema's defaults.
  .annotate(HttpApi.ParseOptions, { errors: "all", onExcessProperty: "error", reportInput: true })
  .annotate(HttpApi.HeadersParseOptions, {})
  .annotate(HttpApi.SuccessParseOptions, {})
  .annotate(HttpApi.ErrorParseOptions, {})
  .annotate(OpenApi.Title, "Clearhouse API")
  .annotate(OpenApi.Version, "1.0.0")
  .annotate(OpenApi.License, { name: "Apache-2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" })
  .annotate(
    OpenApi.Description,
    "Creative Rights-Management Service API. Authenticate with `Authorization: Bearer <API_KEY>`. " +
      "Every response carries X-Request-Id and X-RateLimit-Limit / -Remaining / -Reset (Unix epoch seconds)."
  )
  .annotate(
    OpenApi.Transform,
    describeApi({
      agents: PLATFORM_AGENTS,
      requestExamples: REQUEST_EXAMPLES,
      downloadOperations: ["assets.content"],
      operationOrder: operationIds
    })
  ) {}
