// The Clearhouse client: one property per resource, a method per operation of the contract (named after its
// operationId), typed by the models generated from the contract. Every method takes request options last
// (time limit, headers, abort signal; and the Idempotency-Key for those that POST).
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
import {
  type ClientOptions,
  type PostOptions,
  type QueryValue,
  type Request,
  type RequestOptions,
  Transport
} from "./transport.js"

type Query = { readonly [key: string]: QueryValue }
type Envelope<T> = { readonly data: T }

const seg = (id: string) => encodeURIComponent(id)

/** The request fields of a call's options (read one by one: a caller may pass anything). */
const fromOptions = (options: PostOptions | undefined, headers?: Readonly<Record<string, string>>) => ({
  headers: { ...options?.headers, ...headers },
  signal: options?.signal,
  timeoutMs: options?.timeoutMs,
  idempotencyKey: options?.idempotencyKey
})

/** Options of a download: a byte range, and the request options (the time limit ends when the headers arrive). */
export interface DownloadOptions extends RequestOptions {
  readonly range?: RangeOption
}

class Resource {
  constructor(protected readonly transport: Transport) {}

  protected async call<T>(
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    json?: unknown,
    query?: Query,
    options?: PostOptions
  ): Promise<T> {
    const { body } = await this.transport.json<Envelope<T>>({ method, path, json, query, ...fromOptions(options) })
    return body.data
  }

  protected async download(path: string, options: DownloadOptions | undefined): Promise<Download> {
    const { response, info } = await this.transport.send({
      method: "GET",
      path,
      ...fromOptions(options, { accept: "*/*", ...rangeHeader(options?.range) })
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
  list(query?: Q, options?: RequestOptions): AsyncGenerator<T, void, undefined> {
    return paginate<T>(this.transport, this.path, query, options)
  }
  /** One page, with total, cursor and hasMore. */
  listPage(query?: Q, options?: RequestOptions): Promise<Page<T>> {
    return fetchPage<T>(this.transport, this.path, query, options)
  }
  create(body: C, options?: PostOptions): Promise<T> {
    return this.call("POST", this.path, body, undefined, options)
  }
  get(id: string, options?: RequestOptions): Promise<T> {
    return this.call("GET", `${this.path}/${seg(id)}`, undefined, undefined, options)
  }
  update(id: string, body: U, options?: RequestOptions): Promise<T> {
    return this.call("PATCH", `${this.path}/${seg(id)}`, body, undefined, options)
  }
  delete(id: string, options?: RequestOptions): Promise<M.Deleted> {
    return this.call("DELETE", `${this.path}/${seg(id)}`, undefined, undefined, options)
  }
}

export class Projects extends Crud<M.Project, M.ProjectsListQuery, M.ProjectCreate, M.ProjectUpdate> {}
export class Talent extends Crud<M.Talent, M.TalentListQuery, M.TalentCreate, M.TalentUpdate> {
  /** Confirms or rejects a face match the talent-clearance agent reported on an asset. */
  reviewMatch(assetId: string, body: M.TalentReviewMatchBody, options?: PostOptions): Promise<M.TalentMatchDecision> {
    return this.call("POST", `/assets/${seg(assetId)}/talent-matches`, body, undefined, options)
  }
}
export class Contracts extends Crud<M.Contract, M.ContractsListQuery, M.ContractCreate, M.ContractUpdate> {}
export class Taxonomies extends Crud<M.Taxonomy, M.TaxonomiesListQuery, M.TaxonomyCreate, M.TaxonomyUpdate> {}

export interface UploadInput extends UploadFields {
  /** A Blob or File (sent again on a retry), or a stream (sent once, never retried). */
  readonly file: UploadSource
}

export class Assets extends Resource {
  list(query?: M.AssetsListQuery, options?: RequestOptions): AsyncGenerator<M.Asset, void, undefined> {
    return paginate<M.Asset>(this.transport, "/assets", query, options)
  }
  listPage(query?: M.AssetsListQuery, options?: RequestOptions): Promise<Page<M.Asset>> {
    return fetchPage<M.Asset>(this.transport, "/assets", query, options)
  }
  /**
   * Uploads a file as multipart/form-data, streamed. The client's `timeoutMs` does not apply (a large file takes
   * long to send): give one in the options to limit the call.
   */
  async upload(input: UploadInput, options?: PostOptions): Promise<M.Asset> {
    const { file, ...fields } = input
    const request: Pick<Request, "body" | "repeatable" | "headers"> =
      file instanceof Blob
        ? { body: () => formData(file, fields) }
        : (() => {
            const stream = multipartStream(file, fields)
            return { body: () => stream.body, repeatable: false, headers: { "content-type": stream.contentType } }
          })()
    const { body } = await this.transport.json<Envelope<M.Asset>>({
      method: "POST",
      path: "/assets",
      upload: true,
      ...request,
      ...fromOptions(options, request.headers)
    })
    return body.data
  }
  /** Uploads a file from disk (Node 20+), streamed from the disk; the filename defaults to the path's. */
  async uploadFile(
    path: string,
    fields: Omit<UploadFields, "filename"> & { readonly filename?: string },
    options?: PostOptions
  ): Promise<M.Asset> {
    const blob = await fileBlob(path, fields.contentType)
    return this.upload({ ...fields, filename: fields.filename ?? basename(path), file: blob }, options)
  }
  get(id: string, options?: RequestOptions): Promise<M.Asset> {
    return this.call("GET", `/assets/${seg(id)}`, undefined, undefined, options)
  }
  update(id: string, body: M.AssetUpdate, options?: RequestOptions): Promise<M.Asset> {
    return this.call("PATCH", `/assets/${seg(id)}`, body, undefined, options)
  }
  delete(id: string, options?: RequestOptions): Promise<M.Deleted> {
    return this.call("DELETE", `/assets/${seg(id)}`, undefined, undefined, options)
  }
  /** The asset's file, whole or one byte range (status 206). */
  content(id: string, options: DownloadOptions = {}): Promise<Download> {
    return this.download(`/assets/${seg(id)}/content`, options)
  }
  /** The asset's chain of custody, oldest first, every entry. */
  provenance(
    id: string,
    query?: M.AssetsProvenanceQuery,
    options?: RequestOptions
  ): AsyncGenerator<M.ProvenanceEntry, void, undefined> {
    return paginate<M.ProvenanceEntry>(this.transport, `/assets/${seg(id)}/provenance`, query, options)
  }
  provenancePage(
    id: string,
    query?: M.AssetsProvenanceQuery,
    options?: RequestOptions
  ): Promise<Page<M.ProvenanceEntry>> {
    return fetchPage<M.ProvenanceEntry>(this.transport, `/assets/${seg(id)}/provenance`, query, options)
  }
  /** Checks the provenance hash chain. */
  verifyProvenance(id: string, options?: RequestOptions): Promise<M.ProvenanceVerification> {
    return this.call("GET", `/assets/${seg(id)}/provenance/verification`, undefined, undefined, options)
  }
}

export class Clearances extends Resource {
  list(query?: M.ClearancesListQuery, options?: RequestOptions): AsyncGenerator<M.Clearance, void, undefined> {
    return paginate<M.Clearance>(this.transport, "/clearances", query, options)
  }
  listPage(query?: M.ClearancesListQuery, options?: RequestOptions): Promise<Page<M.Clearance>> {
    return fetchPage<M.Clearance>(this.transport, "/clearances", query, options)
  }
  get(id: string, options?: RequestOptions): Promise<M.Clearance> {
    return this.call("GET", `/clearances/${seg(id)}`, undefined, undefined, options)
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

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort)
      resolve()
    }, ms)
    signal?.addEventListener("abort", abort, { once: true })
  })

const waitFor = async <R extends { readonly status: string }>(
  read: (options: RequestOptions) => Promise<R>,
  what: string,
  options: WaitOptions<R>
): Promise<R> => {
  const deadline = Date.now() + (options.timeoutMs ?? 600_000)
  const readOptions: RequestOptions = options.signal === undefined ? {} : { signal: options.signal }
  for (;;) {
    options.signal?.throwIfAborted()
    const run = await read(readOptions)
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
    await pause(Math.min(options.intervalMs ?? 1000, Math.max(0, deadline - Date.now())), options.signal)
  }
}

export class Agents extends Resource {
  /** The agents of the workspace (one list, not paginated). */
  list(options?: RequestOptions): Promise<ReadonlyArray<M.Agent>> {
    return this.call("GET", "/agents", undefined, undefined, options)
  }
  /** Starts a run, e.g. `{ agent_id: "asset-tagger", inputs: { asset_ids, taxonomy } }`. */
  run(body: M.AgentRunRequest, options?: PostOptions): Promise<M.AgentRunStarted> {
    return this.call("POST", "/agents/run", body, undefined, options)
  }
  listRuns(
    query?: M.AgentsListRunsQuery,
    options?: RequestOptions
  ): AsyncGenerator<M.AgentsListRunsItem, void, undefined> {
    return paginate<M.AgentsListRunsItem>(this.transport, "/agents/runs", query, options)
  }
  listRunsPage(query?: M.AgentsListRunsQuery, options?: RequestOptions): Promise<Page<M.AgentsListRunsItem>> {
    return fetchPage<M.AgentsListRunsItem>(this.transport, "/agents/runs", query, options)
  }
  getRun(id: string, options?: RequestOptions): Promise<M.AgentRun> {
    return this.call("GET", `/agents/runs/${seg(id)}`, undefined, undefined, options)
  }
  cancelRun(id: string, options?: PostOptions): Promise<M.AgentRunCancelled> {
    return this.call("POST", `/agents/runs/${seg(id)}/cancel`, undefined, undefined, options)
  }
  /** A file the run produced (see the run's `artifacts`). */
  artifact(runId: string, name: string, options: DownloadOptions = {}): Promise<Download> {
    return this.download(`/agents/runs/${seg(runId)}/artifacts/${seg(name)}`, options)
  }
  /** Polls the run until it succeeded, failed or was cancelled; the finished run. */
  waitForRun(id: string, options: WaitOptions<M.AgentRun> = {}): Promise<M.AgentRun> {
    return waitFor((o) => this.getRun(id, o), `Agent run ${id}`, options)
  }
}

export class Workflows extends Crud<M.Workflow, M.WorkflowsListQuery, M.WorkflowCreate, M.WorkflowUpdate> {
  /** A workflow, or one of its earlier versions (`{ version }`, beside the request options). */
  override get(id: string, options: M.WorkflowsGetQuery & RequestOptions = {}): Promise<M.Workflow> {
    return this.call("GET", `/workflows/${seg(id)}`, undefined, { version: options.version }, options)
  }
  /** Starts a run of the workflow's current version. */
  run(id: string, body: M.WorkflowRunRequest = {}, options?: PostOptions): Promise<M.WorkflowRunStarted> {
    return this.call("POST", `/workflows/${seg(id)}/run`, body, undefined, options)
  }
  listRuns(
    query?: M.WorkflowsListRunsQuery,
    options?: RequestOptions
  ): AsyncGenerator<M.WorkflowsListRunsItem, void, undefined> {
    return paginate<M.WorkflowsListRunsItem>(this.transport, "/workflows/runs", query, options)
  }
  listRunsPage(query?: M.WorkflowsListRunsQuery, options?: RequestOptions): Promise<Page<M.WorkflowsListRunsItem>> {
    return fetchPage<M.WorkflowsListRunsItem>(this.transport, "/workflows/runs", query, options)
  }
  getRun(id: string, options?: RequestOptions): Promise<M.WorkflowRun> {
    return this.call("GET", `/workflows/runs/${seg(id)}`, undefined, undefined, options)
  }
  cancelRun(id: string, options?: PostOptions): Promise<M.WorkflowRunCancelled> {
    return this.call("POST", `/workflows/runs/${seg(id)}/cancel`, undefined, undefined, options)
  }
  /** Polls the run until it succeeded, failed or was cancelled; the finished run. */
  waitForRun(id: string, options: WaitOptions<M.WorkflowRun> = {}): Promise<M.WorkflowRun> {
    return waitFor((o) => this.getRun(id, o), `Workflow run ${id}`, options)
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

  /** The time limit of each attempt in ms (0: none), for every call but uploads unless a call gives its own. */
  get timeoutMs(): number {
    return this.transport.timeoutMs
  }

  /** The latest answer this client received: status, request id, rate-limit headers. */
  get lastResponse(): ResponseInfo | null {
    return this.transport.lastResponse
  }
}

export { ClearhouseError }
