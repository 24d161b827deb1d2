// The v1 HTTP API: every group under /v1, with the errors any endpoint may answer. The OpenAPI document is
// generated from this definition, so it describes the real behaviour, error bodies included.
import * as HttpApi from "@effect/platform/HttpApi"
import * as OpenApi from "@effect/platform/OpenApi"
import {
  ForbiddenWire,
  IdempotencyConflictWire,
  IdempotencyKeyReusedWire,
  InternalErrorWire,
  ServiceUnavailableWire,
  InvalidRequestWire,
  MethodNotAllowedWire,
  NotFoundWire,
  PayloadTooLargeWire,
  RateLimitedWire,
  UnauthorizedWire,
  ValidationErrorWire
} from "./Errors.js"
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

export class ApiV1 extends HttpApi.make("clearhouse")
  .add(ProjectsApi)
  .add(AssetsApi)
  .add(TalentApi)
  .add(ContractsApi)
  .add(ClearancesApi)
  .add(AgentsApi)
  .add(TaxonomiesApi)
  .add(WorkflowsApi)
  .addError(ValidationErrorWire)
  .addError(InvalidRequestWire)
  .addError(UnauthorizedWire)
  .addError(ForbiddenWire)
  .addError(NotFoundWire)
  .addError(MethodNotAllowedWire)
  .addError(IdempotencyConflictWire)
  .addError(IdempotencyKeyReusedWire)
  .addError(PayloadTooLargeWire)
  .addError(RateLimitedWire)
  .addError(ServiceUnavailableWire)
  .addError(InternalErrorWire)
  .prefix("/v1")
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
      downloadOperations: ["assets.content"]
    })
  ) {}
