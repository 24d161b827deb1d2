// Settings › Agents (workspace owner): install a custom agent (or a new version of one) by uploading its package,
// remove one, switch each agent on or off and set its default inputs with controls made from the agent's input
// schema, checked as a run checks them (the admin CLI's `agent install|remove|enable|disable|set-defaults` use
// cases). Each form acts once
// and redirects back to the page, which says what was done.
import { ByteSize, Effect, Option, Result, Stream } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, Multipart } from "effect/http"
import * as AgentRuns from "../../application/agents/AgentRuns.js"
import * as AgentSettings from "../../application/agents/AgentSettings.js"
import * as CustomAgents from "../../application/agents/CustomAgentInstallation.js"
import { MAX_BUNDLE_BYTES } from "../../domain/agents/CustomAgent.js"
import { ValidationError } from "../../domain/platform/Errors.js"
import { drainBody, partBytes } from "../http/v1/AssetUpload.js"
import { html, type Html } from "./Html.js"
import { badge, errorNotice, page, postForm, type Problem, readableSize, uploadAction } from "./Layout.js"
import { formFingerprint, once, onceForm } from "./Once.js"
import { workspaceChoices } from "./InputChoices.js"
import * as SchemaForm from "./SchemaForm.js"
import {
  htmlResponse,
  type SignedIn,
  signedInAction,
  signedInPage,
  signedInUpload,
  pathParam,
  ownerOnly
} from "./RequestSession.js"

const PATH = "/settings/agents"

const agentsPage = Effect.fnUntraced(function* (
  session: SignedIn,
  top: Html,
  status = 200,
  typed: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {}
) {
  yield* ownerOnly(session, "changes agent settings")
  const { agents } = yield* AgentSettings.listAgentSettings(Option.some(session.workspace.id))
  const schemas = new Map(
    (yield* AgentRuns.workspaceCatalog(session.workspace.id)).map((p) => [p.definition.id, p.inputsJsonSchema])
  )
  const choices = yield* workspaceChoices(session)
  const v = session.viewer
  return htmlResponse(
    page(
      v,
      PATH,
      "Agents",
      html`${top}
        <section class="card" aria-labelledby="install-agent">
          <h2 id="install-agent">Install a custom agent</h2>
          <form method="post" action="${uploadAction(v, INSTALL_PATH)}" enctype="multipart/form-data" class="stack">
            <label for="agent-package"
              >Agent package
              <span class="hint"
                >(an npm tarball of an agent written with the agent SDK, made with <code>npm pack</code>, or a bundled
                .js; at most ${readableSize(MAX_BUNDLE_BYTES)}. A new version replaces the current one for new runs;
                runs under way keep theirs.)</span
              ></label
            >
            <input id="agent-package" name="package" type="file" accept=".tgz,.tar.gz,.js,.cjs" required />
            <button type="submit">Install agent</button>
          </form>
        </section>
        ${agents.map(
          (a) =>
            html`<section class="card" aria-labelledby="agent-${a.id}">
              <h2 id="agent-${a.id}">
                ${a.name} ${a.version === null ? "" : html`<span class="hint">${a.id} ${a.version}</span>`}
                ${badge(a.enabled ? "enabled" : "disabled")}
              </h2>
              ${
                a.kind === "custom"
                  ? postForm(
                      v,
                      `${PATH}/${a.id}/remove`,
                      html`<button type="submit" class="danger">Remove ${a.name}</button>`,
                      { confirm: `Remove ${a.name} from this workspace? Runs under way finish with their version.` }
                    )
                  : ""
              }
              ${postForm(
                v,
                `${PATH}/${a.id}/${a.enabled ? "disable" : "enable"}`,
                html`<button type="submit" class="${a.enabled ? "danger" : ""}">
                  ${a.enabled ? "Switch off" : "Switch on"} ${a.name}
                </button>`
              )}
              ${postForm(
                v,
                `${PATH}/${a.id}/defaults`,
                html`<fieldset>
                  <legend>Default inputs of ${a.name}</legend>
                  <p class="hint">Used by every run that does not give its own; a field left empty has no default.</p>
                  ${SchemaForm.fields(schemas.get(a.id) ?? {}, typed[a.id] ?? a.defaults, choices, {
                    idPrefix: `defaults-${a.id}`,
                    allOptional: true
                  })}
                  <button type="submit">Save defaults of ${a.name}</button>
                </fieldset>`,
                { className: "stack" }
              )}
            </section>`
        )}`
    ),
    status
  )
})

const toggle = (enabled: boolean) =>
  signedInAction(
    Effect.fnUntraced(function* (session, form) {
      yield* ownerOnly(session, "changes agent settings")
      const agentId = yield* pathParam("agent")
      return yield* onceForm(
        session,
        form,
        Effect.map(AgentSettings.setAgentEnabled(Option.some(session.workspace.id), agentId, enabled), (result) => ({
          location: PATH,
          message: `${result.agentId} is ${enabled ? "on" : "off"}.`
        }))
      )
    })
  )

const defaults = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    yield* ownerOnly(session, "changes agent settings")
    const agentId = yield* pathParam("agent")
    const program = yield* AgentRuns.findProgram(session.workspace.id, agentId)
    // The form's fields read back into inputs as Run Agent's are; the use case validates them as a run would.
    const values = Option.match(program, {
      onNone: () => ({}),
      onSome: (p) => SchemaForm.readInputs(p.inputsJsonSchema, form)
    })
    const result = yield* Effect.result(
      onceForm(
        session,
        form,
        Effect.map(
          AgentSettings.setAgentDefaults(Option.some(session.workspace.id), agentId, JSON.stringify(values)),
          (saved) => ({ location: PATH, message: `Saved the defaults of ${saved.agentId}.` })
        )
      )
    )
    if (Result.isFailure(result)) {
      return yield* agentsPage(session, errorNotice(Option.some<Problem>(result.failure)), 400, { [agentId]: values })
    }
    return result.success
  })
)

const INSTALL_PATH = `${PATH}/install`

/** The uploaded package: the `package` part's name and bytes, refused past MAX_BUNDLE_BYTES as it streams. */
const uploadedPackage = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  let found: { filename: string; bytes: Uint8Array } | undefined
  yield* request.multipartStream.pipe(
    Stream.runForEach(
      Effect.fnUntraced(function* (part) {
        if (!Multipart.isFile(part) || part.key !== "package") return
        const bytes = yield* partBytes(part, MAX_BUNDLE_BYTES, () =>
          ValidationError.field("package", `too_large:${MAX_BUNDLE_BYTES}`)
        )
        found = { filename: part.name, bytes }
      })
    ),
    Effect.catchTag("MultipartError", () =>
      Effect.fail(
        ValidationError.field("package", "malformed_multipart", "The upload could not be read; send it again")
      )
    ),
    Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(MAX_BUNDLE_BYTES + 64 * 1024)),
    // Read to its end before the answer, also after an early refusal: Node resets a connection read in part.
    Effect.ensuring(drainBody(request))
  )
  if (found === undefined) return yield* ValidationError.field("package", "required", "Choose the agent's package")
  return found
})

/** install's work: the uploaded package installed in the session's workspace. */
const installPackage = Effect.fnUntraced(function* (session: SignedIn) {
  const file = yield* uploadedPackage
  const { manifest } = yield* CustomAgents.installAgentPackage(Option.some(session.workspace.id), file)
  return {
    location: PATH,
    message: `Installed ${manifest.name} (${manifest.id} ${manifest.version}): ${manifest.cost.amount} credits per ${manifest.cost.unit}.`
  }
})

const install = signedInUpload(
  Effect.fnUntraced(function* (session, formToken) {
    yield* ownerOnly(session, "installs agents")
    const result = yield* Effect.result(
      once(session, formToken, formFingerprint(INSTALL_PATH, []), installPackage(session))
    )
    if (Result.isFailure(result)) {
      return yield* agentsPage(session, errorNotice(Option.some<Problem>(result.failure)), 400)
    }
    return result.success
  })
)

const remove = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    yield* ownerOnly(session, "removes agents")
    const agentId = yield* pathParam("agent")
    return yield* onceForm(
      session,
      form,
      Effect.as(CustomAgents.removeAgent(Option.some(session.workspace.id), agentId), {
        location: PATH,
        message: `Removed ${agentId}; runs under way finish with their version.`
      })
    )
  })
)

export const routes = HttpRouter.addAll([
  HttpRouter.route(
    "GET",
    PATH,
    signedInPage((session) => agentsPage(session, html``))
  ),
  HttpRouter.route("POST", INSTALL_PATH, install),
  HttpRouter.route("POST", `${PATH}/:agent/remove`, remove),
  HttpRouter.route("POST", `${PATH}/:agent/enable`, toggle(true)),
  HttpRouter.route("POST", `${PATH}/:agent/disable`, toggle(false)),
  HttpRouter.route("POST", `${PATH}/:agent/defaults`, defaults)
])
