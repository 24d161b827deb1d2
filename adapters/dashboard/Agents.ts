// Settings › Agents (workspace owner): switch each platform agent on or off and set its default inputs, which are
// validated against the agent's input schema (the admin CLI's `agents enable|disable|set-defaults` use cases). Each
// form acts once and redirects back to the page, which says what was saved.
import * as HttpRouter from "@effect/platform/HttpRouter"
import { Effect, Option } from "effect"
import * as AgentSettings from "../../application/agents/AgentSettings.js"
import { html, type Html } from "./Html.js"
import { badge, errorNotice, page, postForm, type Problem } from "./Layout.js"
import { onceForm } from "./Once.js"
import { htmlResponse, type SignedIn, signedInAction, signedInPage, pathParam, ownerOnly } from "./RequestSession.js"

const PATH = "/settings/agents"

const agentsPage = (session: SignedIn, top: Html, status = 200, typed: Readonly<Record<string, string>> = {}) =>
  Effect.gen(function* () {
    yield* ownerOnly(session, "changes agent settings")
    const { agents } = yield* AgentSettings.listAgentSettings(Option.some(session.workspace.id))
    const v = session.viewer
    return htmlResponse(
      page(
        v,
        PATH,
        "Agents",
        html`${top}
        ${agents.map(
          (a) =>
            html`<section class="card" aria-labelledby="agent-${a.id}">
              <h2 id="agent-${a.id}">${a.name} ${badge(a.enabled ? "enabled" : "disabled")}</h2>
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
                html`<label for="defaults-${a.id}"
                    >Default inputs of ${a.name} <span class="hint">(JSON object; a run's own inputs win)</span></label
                  >
                  <textarea id="defaults-${a.id}" name="defaults" rows="3">
${typed[a.id] ?? JSON.stringify(a.defaults)}</textarea>
                  <button type="submit">Save defaults</button>`,
                { className: "stack" }
              )}
            </section>`
        )}`
      ),
      status
    )
  })

const toggle = (enabled: boolean) =>
  signedInAction((session, form) =>
    Effect.gen(function* () {
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

const defaults = signedInAction((session, form) =>
  Effect.gen(function* () {
    yield* ownerOnly(session, "changes agent settings")
    const agentId = yield* pathParam("agent")
    const text = form.get("defaults")
    const result = yield* Effect.either(
      onceForm(
        session,
        form,
        Effect.map(AgentSettings.setAgentDefaults(Option.some(session.workspace.id), agentId, text), (saved) => ({
          location: PATH,
          message: `Saved the defaults of ${saved.agentId}.`
        }))
      )
    )
    if (result._tag === "Left") {
      return yield* agentsPage(session, errorNotice(Option.some<Problem>(result.left)), 400, { [agentId]: text })
    }
    return result.right
  })
)

export const routes = HttpRouter.empty.pipe(
  HttpRouter.get(
    PATH,
    signedInPage((session) => agentsPage(session, html``))
  ),
  HttpRouter.post(`${PATH}/:agent/enable`, toggle(true)),
  HttpRouter.post(`${PATH}/:agent/disable`, toggle(false)),
  HttpRouter.post(`${PATH}/:agent/defaults`, defaults)
)
