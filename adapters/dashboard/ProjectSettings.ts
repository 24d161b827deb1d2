// Edit a project (issue 34, set up): its name and description, from a link on the project's page. The change goes
// through the use case of `PATCH /v1/projects/{id}`, checked by the same schema, once per form, then back to the
// project's page; a refused change shows the form again with the problem and what was typed.
import { Effect, Option } from "effect"
import { HttpRouter } from "effect/http"
import * as Projects from "../../application/projects/Projects.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { ProjectPatch } from "../../domain/projects/Project.js"
import { editAction, invalid, orNull, refusedStatus } from "./Forms.js"
import { html } from "./Html.js"
import { errorNotice, page, postForm, type Problem } from "./Layout.js"
import { asPrincipal, htmlResponse, pathParam, type SignedIn, signedInPage } from "./RequestSession.js"

interface Typed {
  readonly name: string
  readonly description: string
}

const editView = Effect.fnUntraced(function* (
  session: SignedIn,
  id: string,
  refused?: { readonly typed: Typed; readonly problem: Problem & { readonly _tag: string } }
) {
  const project = yield* Projects.getProject(id)
  const problem = Option.fromNullishOr(refused?.problem)
  const typed = refused?.typed ?? { name: project.name, description: project.description ?? "" }
  return htmlResponse(
    page(
      session.viewer,
      "/projects",
      `Edit ${project.name}`,
      html`<div id="problem">${errorNotice(problem)}</div>
        <p><a href="/projects/${project.id}">Back to ${project.name}</a></p>
        ${postForm(
          session.viewer,
          `/projects/${project.id}/edit`,
          html`<label for="project-name">Name</label>
            <input
              id="project-name"
              name="name"
              type="text"
              required
              maxlength="200"
              value="${typed.name}"
              ${invalid(problem, "name")}
            />
            <label for="project-description">Description <span class="hint">(optional)</span></label>
            <textarea id="project-description" name="description" rows="3" ${invalid(problem, "description")}>
${typed.description}</textarea>
            <button type="submit">Save</button>`,
          { className: "stack" }
        )}`
    ),
    refused === undefined ? 200 : refusedStatus(refused.problem)
  )
})

const editPage = signedInPage((session) =>
  Effect.flatMap(pathParam("id"), (id) => editView(session, id)).pipe(asPrincipal(session))
)

const save = editAction(
  (form) => ({ name: form.get("name"), description: form.get("description") }),
  Effect.fnUntraced(function* (id, typed) {
    const patch = yield* Effect.fromResult(
      decodeAll(ProjectPatch)({ name: typed.name, description: orNull(typed.description) })
    )
    const project = yield* Projects.updateProject(id, patch)
    return { location: `/projects/${project.id}`, message: `Saved the project "${project.name}".` }
  }),
  editView
)

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", "/projects/:id/edit", editPage),
  HttpRouter.route("POST", "/projects/:id/edit", save)
])
