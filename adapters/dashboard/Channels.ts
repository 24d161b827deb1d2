// Settings › Distribution channels (workspace owner): the channels contracts and clearance checks may name, listed
// with a rename form and a remove button each, and a form to add one. Every change goes through the use cases
// of the admin CLI's `workspace channels` (the names and limits are checked there), once per form, and redirects
// back to the page, which names the saved set; a refused change shows the form again with the problem and the
// typed value.
import { Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as DistributionChannels from "../../application/platform/DistributionChannels.js"
import type { ChannelEdit } from "../../domain/platform/DistributionChannel.js"
import { html, type Html } from "./Html.js"
import { errorNotice, page, postForm, type Problem, table } from "./Layout.js"
import { onceForm } from "./Once.js"
import {
  type Form,
  htmlResponse,
  ownerOnly,
  pathParam,
  type SignedIn,
  signedInAction,
  signedInPage
} from "./RequestSession.js"

const PATH = "/settings/channels"

/** A refused change: which form (a channel's rename form, or the add form) and what was typed in it. */
interface Refused {
  readonly form: string
  readonly value: string
}

const invalid = (refused: Refused | undefined, form: string) =>
  refused?.form === form ? html` aria-invalid="true" aria-describedby="problem"` : ""

const channelsPage = Effect.fnUntraced(function* (session: SignedIn, top: Html, status = 200, refused?: Refused) {
  yield* ownerOnly(session, "changes the distribution channels")
  const { channels, isDefault } = yield* DistributionChannels.workspaceChannels(session.workspace.id)
  const v = session.viewer
  const typed = (form: string, otherwise: string) => (refused?.form === form ? refused.value : otherwise)
  return htmlResponse(
    page(
      v,
      PATH,
      "Distribution channels",
      html`<div id="problem">${top}</div>
        <p>
          Contracts grant these channels and clearance checks ask for them; nothing else is accepted.
          ${isDefault ? html`<span id="default-set">This is the default set.</span>` : ""} Removing or renaming a
          channel does not change the contracts that already grant it.
        </p>
        <h2>Channels</h2>
        ${table(
          ["Channel", "Rename", ""],
          channels.map(
            (c) =>
              html`<tr>
                <td><code>${c}</code></td>
                <td>
                  ${postForm(
                    v,
                    `${PATH}/${encodeURIComponent(c)}/rename`,
                    html`<label class="skip" for="rename-${c}">New name for ${c}</label>
                      <input
                        id="rename-${c}"
                        name="to"
                        type="text"
                        required
                        maxlength="40"
                        value="${typed(c, c)}"
                        ${invalid(refused, c)}
                      />
                      <button type="submit" class="secondary" aria-label="Rename ${c}">Rename</button>`,
                    { className: "row" }
                  )}
                </td>
                <td>
                  ${postForm(
                    v,
                    `${PATH}/${encodeURIComponent(c)}/remove`,
                    html`<button type="submit" class="danger" aria-label="Remove ${c}">Remove</button>`,
                    { confirm: `Remove the channel ${c}? New contracts and clearance checks can no longer name it.` }
                  )}
                </td>
              </tr>`
          )
        )}
        <h2>Add a channel</h2>
        ${postForm(
          v,
          PATH,
          html`<label for="channel-name"
              >Channel name <span class="hint">(lower case: a-z, 0-9, _ and -, starting with a letter)</span></label
            >
            <input
              id="channel-name"
              name="name"
              type="text"
              required
              maxlength="40"
              value="${typed("add", "")}"
              ${invalid(refused, "add")}
            />
            <button type="submit">Add channel</button>`,
          { className: "stack" }
        )}`
    ),
    status
  )
})

/** A change of the set: on success the page with what was saved, otherwise the page with the problem. */
const change = (
  form: string,
  read: (name: string, form: Form) => { readonly edit: ChannelEdit; readonly typed: string }
) =>
  signedInAction(
    Effect.fnUntraced(function* (session, body) {
      yield* ownerOnly(session, "changes the distribution channels")
      const name = yield* pathParam("name")
      const { edit, typed } = read(name, body)
      const saved = yield* Effect.result(
        onceForm(
          session,
          body,
          Effect.map(DistributionChannels.editWorkspaceChannels(session.workspace.id, edit), ({ channels }) => ({
            location: PATH,
            message: `Saved the channels: ${channels.join(", ")}.`
          }))
        )
      )
      if (Result.isFailure(saved)) {
        return yield* channelsPage(session, errorNotice(Option.some<Problem>(saved.failure)), 400, {
          form: form === "" ? name : form,
          value: typed
        })
      }
      return saved.success
    })
  )

export const routes = HttpRouter.addAll([
  HttpRouter.route(
    "GET",
    PATH,
    signedInPage((session) => channelsPage(session, html``))
  ),
  HttpRouter.route(
    "POST",
    PATH,
    change("add", (_, form) => ({ edit: { _tag: "Add", name: form.get("name") }, typed: form.get("name") }))
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:name/rename`,
    change("", (name, form) => ({ edit: { _tag: "Rename", name, to: form.get("to") }, typed: form.get("to") }))
  ),
  HttpRouter.route(
    "POST",
    `${PATH}/:name/remove`,
    change("", (name) => ({ edit: { _tag: "Remove", name }, typed: name }))
  )
])
