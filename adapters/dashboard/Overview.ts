// The overview: the workspace's credit balance and its recent agent runs.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"
import * as Admin from "../../application/Administration.js"
import * as AgentRuns from "../../application/AgentRuns.js"
import { CurrentPrincipal } from "../../application/CurrentPrincipal.js"
import { html } from "./Html.js"
import { badge, page } from "./Layout.js"
import { htmlResponse, signedInPage } from "./RequestSession.js"

const overview = signedInPage((session) =>
  Effect.gen(function* () {
    const { balance } = yield* Admin.creditBalance(Option.some(session.workspace.id))
    const runs = yield* AgentRuns.listRuns({ limit: 10 }).pipe(
      Effect.provideService(CurrentPrincipal, session.principal)
    )
    return htmlResponse(
      page(
        session.viewer,
        "/",
        "Overview",
        html`<div class="cards">
            <section class="card" aria-labelledby="credits-title">
              <h2 id="credits-title">Credits</h2>
              <p><strong id="credits-available">${balance.available}</strong> available</p>
              <p class="hint">${balance.reserved} reserved by running agents</p>
            </section>
          </div>
          <h2>Recent agent runs</h2>
          ${
            runs.items.length === 0
              ? html`<p>No agent runs yet.</p>`
              : html`<div class="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Run</th>
                        <th scope="col">Agent</th>
                        <th scope="col">Status</th>
                        <th scope="col">Credits</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${runs.items.map(
                        (run) =>
                          html`<tr>
                            <td><code>${run.id}</code></td>
                            <td>${run.agentId}</td>
                            <td>${badge(run.status)}</td>
                            <td>${run.creditsCharged}</td>
                          </tr>`
                      )}
                    </tbody>
                  </table>
                </div>`
          }`
      )
    )
  })
)

export const routes = HttpRouter.empty.pipe(HttpRouter.get("/", overview))
