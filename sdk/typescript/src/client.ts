// The Clearhouse client: one property per resource, a method per operation of the contract (named after its
// operationId), typed by the models generated from the contract.
import { ClearhouseError, WaitTimeoutError } from "./errors.js"
import {
  type RangeOption,
  type UploadFields,
  type UploadSource,
  basename,
  Download,
  fileBlob,
  formData,
  multipartStream,
  rangeHeader
} from "./files.js"
import type * as M from "./models.gen.js"
import { fetchPage, type Page, paginate } from "./pagination.js"
import type { ResponseInfo } from "./response.js"
import { type ClientOptions, type QueryValue, Transport } from "./transport.js"

type Query = { readonly [key: string]: QueryValue }
type Envelope<T> = { readonly data: T }

const seg = (id: string) => encodeURIComponent(id)

class Resource {
  constructor(protected readonly transport: Transport) {}

  protected async call<T>(
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    json?: unknown,
    query?: Query
  ): Promise<T> {
    const { body } = await this.transport.json<Envelope<T>>({ method, path, json, query })
    return body.data
  }

  protected async download(path: string, range?: RangeOption): Promise<Download> {
    const { response, info } = await this.transport.send({
      method: "GET",
      path,
      headers: { accept: "*/*", ...rangeHeader(range) }
    })
    return new Download(response, info)
  }
}

/** Create, read, change, delete and list: the operations most resources share. */
class Crud<T, Q extends Query, C, U> extends Resource {
  constructor(
    transport: Transport,
    protected readonly path: string
  ) {
    super(transport)
  }
  /** Every item matching the query, page after page (newest first). */
  list(query?: Q): AsyncGenerator<T, void, undefined> {
    return paginate<T>(this.transport, this.path, query)
  }
  /** One page, with total, cursor and hasMore. */
  listPage(query?: Q): Promise<Page<T>> {
    return fetchPage<T>(this.transport, this.path, query)
  }
  create(body: C): Promise<T> {
    return this.call("POST", this.path, body)
  }
  get(id: string): Promise<T> {
    return this.call("GET", `${this.path}/${seg(id)}`)
  }
  update(id: string, body: U): Promise<T> {
    return this.call("PATCH", `${this.path}/${seg(id)}`, body)
  }
  delete(id: string): Promise<M.Deleted> {
    return this.call("DELETE", `${this.path}/${seg(id)}`)
  }
}

export class Projects extends Crud<M.Project, M.ProjectsListQuery, M.ProjectCreate, M.ProjectUpdate> {}
export class Talent extends Crud<M.Talent, M.TalentListQuery, M.TalentCreate, M.TalentUpdate> {
  /** Confirms or rejects a face match the talent-clearance agent reported on an asset. */
  reviewMatch(assetId: string, body: M.TalentReviewMatchBody): Promise<M.TalentMatchDecision> {
    return this.call("POST", `/assets/${seg(assetId)}/talent-matches`, body)
  }
}
export class Contracts extends Crud<M.Contract, M.ContractsListQuery, M.ContractCreate, M.ContractUpdate> {}
export class Taxonomies extends Crud<M.Taxonomy, M.TaxonomiesListQuery, M.TaxonomyCreate, M.TaxonomyUpdate> {}

export interface UploadInput extends UploadFields {
  /** A Blob or File (sent again on a retry), or a stream (sent once, never retried). */
  readonly file: UploadSource
}

export class Assets extends Resource {
  list(query?: M.AssetsListQuery): AsyncGenerator<M.Asset, void, undefined> {
    return paginate<M.Asset>(this.transport, "/assets", query)
  }
  listPage(query?: M.AssetsListQuery): Promise<Page<M.Asset>> {
    return fetchPage<M.Asset>(this.transport, "/assets", query)
  }
  /** Uploads a file as multipart/form-data, streamed. */
  async upload(input: UploadInput): Promise<M.Asset> {
    const { file, ...fields } = input
    const request =
      file instanceof Blob
        ? { body: () => formData(file, fields) }
        : (() => {
            const stream = multipartStream(file, fields)
            return { body: () => stream.body, repeatable: false, headers: { "content-type": stream.contentType } }
          })()
    const { body } = await this.transport.json<Envelope<M.Asset>>({ method: "POST", path: "/assets", ...request })
    return body.data
  }
  /** Uploads a file from disk (Node 20+), streamed from the disk; the filename defaults to the path's. */
  async uploadFile(path: string, fields: Omit<UploadFields, "filename"> & { readonly filename?: string }) {
    const blob = await fileBlob(path, fields.contentType)
    return this.upload({ ...fields, filename: fields.filename ?? basename(path), file: blob })
  }
  get(id: string): Promise<M.Asset> {
    return this.call("GET", `/assets/${seg(id)}`)
  }
  update(id: string, body: M.AssetUpdate): Promise<M.Asset> {
    return this.call("PATCH", `/assets/${seg(id)}`, body)
  }
  delete(id: string): Promise<M.Deleted> {
    return this.call("DELETE", `/assets/${seg(id)}`)
  }
  /** The asset's file, whole or one byte range (status 206). */
  content(id: string, options: { readonly range?: RangeOption } = {}): Promise<Download> {
    return this.download(`/assets/${seg(id)}/content`, options.range)
  }
  /** The asset's chain of custody, oldest first, every entry. */
  provenance(id: string, query?: M.AssetsProvenanceQuery): AsyncGenerator<M.ProvenanceEntry, void, undefined> {
    return paginate<M.ProvenanceEntry>(this.transport, `/assets/${seg(id)}/provenance`, query)
  }
  provenancePage(id: string, query?: M.AssetsProvenanceQuery): Promise<Page<M.ProvenanceEntry>> {
    return fetchPage<M.ProvenanceEntry>(this.transport, `/assets/${seg(id)}/provenance`, query)
  }
  /** Checks the provenance hash chain. */
  verifyProvenance(id: string): Promise<M.ProvenanceVerification> {
    return this.call("GET", `/assets/${seg(id)}/provenance/verification`)
  }
}

export class Clearances extends Resource {
  list(query?: M.ClearancesListQuery): AsyncGenerator<M.Clearance, void, undefined> {
    return paginate<M.Clearance>(this.transport, "/clearances", query)
  }
  listPage(query?: M.ClearancesListQuery): Promise<Page<M.Clearance>> {
    return fetchPage<M.Clearance>(this.transport, "/clearances", query)
  }
  get(id: string): Promise<M.Clearance> {
    return this.call("GET", `/clearances/${seg(id)}`)
  }
}

const TERMINAL: ReadonlySet<string> = new Set(["succeeded", "failed", "cancelled"])

export interface WaitOptions<R> {
  /** Give up after this long (WaitTimeoutError). Default 10 minutes. */
  readonly timeoutMs?: number
  /** Time between reads. Default 1 s. */
  readonly intervalMs?: number
  /** Called with the run after each read. */
  readonly onProgress?: (run: R) => void
  readonly signal?: AbortSignal
}

const waitFor = async <R extends { readonly status: string }>(
  read: () => Promise<R>,
  what: string,
  options: WaitOptions<R>
): Promise<R> => {
  const deadline = Date.now() + (options.timeoutMs ?? 600_000)
  for (;;) {
    options.signal?.throwIfAborted()
    const run = await read()
    options.onProgress?.(run)
    if (TERMINAL.has(run.status)) return run
    if (Date.now() >= deadline) {
      throw new WaitTimeoutError({
        code: "wait_timeout",
        message: `${what} is still ${run.status} after ${options.timeoutMs ?? 600_000} ms`,
        status: 0,
        response: null
      })
    }
    await new Promise((r) => setTimeout(r, Math.min(options.intervalMs ?? 1000, Math.max(0, deadline - Date.now()))))
  }
}

export class Agents extends Resource {
  /** The agents of the workspace (one list, not paginated). */
  list(): Promise<ReadonlyArray<M.Agent>> {
    return this.call("GET", "/agents")
  }
  /** Starts a run, e.g. `{ agent_id: "asset-tagger", inputs: { asset_ids, taxonomy } }`. */
  run(body: M.AgentRunRequest): Promise<M.AgentRunStarted> {
    return this.call("POST", "/agents/run", body)
  }
  listRuns(query?: M.AgentsListRunsQuery): AsyncGenerator<M.AgentsListRunsItem, void, undefined> {
    return paginate<M.AgentsListRunsItem>(this.transport, "/agents/runs", query)
  }
  listRunsPage(query?: M.AgentsListRunsQuery): Promise<Page<M.AgentsListRunsItem>> {
    return fetchPage<M.AgentsListRunsItem>(this.transport, "/agents/runs", query)
  }
  getRun(id: string): Promise<M.AgentRun> {
    return this.call("GET", `/agents/runs/${seg(id)}`)
  }
  cancelRun(id: string): Promise<M.AgentRunCancelled> {
    return this.call("POST", `/agents/runs/${seg(id)}/cancel`)
  }
  /** A file the run produced (see the run's `artifacts`). */
  artifact(runId: string, name: string, options: { readonly range?: RangeOption } = {}): Promise<Download> {
    return this.download(`/agents/runs/${seg(runId)}/artifacts/${seg(name)}`, options.range)
  }
  /** Polls the run until it succeeded, failed or was cancelled; the finished run. */
  waitForRun(id: string, options: WaitOptions<M.AgentRun> = {}): Promise<M.AgentRun> {
    return waitFor(() => this.getRun(id), `Agent run ${id}`, options)
  }
}

export class Workflows extends Crud<M.Workflow, M.WorkflowsListQuery, M.WorkflowCreate, M.WorkflowUpdate> {
  /** A workflow, or one of its earlier versions. */
  override get(id: string, query: M.WorkflowsGetQuery = {}): Promise<M.Workflow> {
    return this.call("GET", `/workflows/${seg(id)}`, undefined, query)
  }
  /** Starts a run of the workflow's current version. */
  run(id: string, body: M.WorkflowRunRequest = {}): Promise<M.WorkflowRunStarted> {
    return this.call("POST", `/workflows/${seg(id)}/run`, body)
  }
  listRuns(query?: M.WorkflowsListRunsQuery): AsyncGenerator<M.WorkflowsListRunsItem, void, undefined> {
    return paginate<M.WorkflowsListRunsItem>(this.transport, "/workflows/runs", query)
  }
  listRunsPage(query?: M.WorkflowsListRunsQuery): Promise<Page<M.WorkflowsListRunsItem>> {
    return fetchPage<M.WorkflowsListRunsItem>(this.transport, "/workflows/runs", query)
  }
  getRun(id: string): Promise<M.WorkflowRun> {
    return this.call("GET", `/workflows/runs/${seg(id)}`)
  }
  cancelRun(id: string): Promise<M.WorkflowRunCancelled> {
    return this.call("POST", `/workflows/runs/${seg(id)}/cancel`)
  }
  /** Polls the run until it succeeded, failed or was cancelled; the finished run. */
  waitForRun(id: string, options: WaitOptions<M.WorkflowRun> = {}): Promise<M.WorkflowRun> {
    return waitFor(() => this.getRun(id), `Workflow run ${id}`, options)
  }
}

export class Clearhouse {
  readonly projects: Projects
  readonly assets: Assets
  readonly talent: Talent
  readonly contracts: Contracts
  readonly clearances: Clearances
  readonly agents: Agents
  readonly taxonomies: Taxonomies
  readonly workflows: Workflows
  private readonly transport: Transport

  /** Throws a ClearhouseError (`missing_api_key`) when no key is given or set in CLEARHOUSE_API_KEY. */
  constructor(options: ClientOptions = {}) {
    this.transport = new Transport(options)
    this.projects = new Projects(this.transport, "/projects")
    this.assets = new Assets(this.transport)
    this.talent = new Talent(this.transport, "/talent")
    this.contracts = new Contracts(this.transport, "/contracts")
    this.clearances = new Clearances(this.transport)
    this.agents = new Agents(this.transport)
    this.taxonomies = new Taxonomies(this.transport, "/taxonomies")
    this.workflows = new Workflows(this.transport, "/workflows")
  }

  get baseUrl(): string {
    return this.transport.baseUrl
  }

  /** The latest answer this client received: status, request id, rate-limit headers. */
  get lastResponse(): ResponseInfo | null {
    return this.transport.lastResponse
  }
}

export { ClearhouseError }
