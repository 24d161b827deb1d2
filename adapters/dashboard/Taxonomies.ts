// Taxonomies (issue 34, set up): the workspace's taxonomies (the asset tagger tags with one, named in its
// `taxonomy` input), a page at a time with a count, a form to create one (its first terms one a line); and a
// taxonomy's page: its terms with their parent and other words, a form to add a term and a Remove button per term
// (the removed term's children move up to its parent, so the list stays a forest). Every change goes through the
// taxonomy use cases of the v1 API (the whole term list checked by the same schema: labels unique ignoring case,
// parents that exist, no cycles), once per form, then to the taxonomy's page; a refused form is shown again with
// the problem in words and what was typed.
import { Effect, Option, Result } from "effect"
import { HttpRouter } from "effect/http"
import * as Taxonomies from "../../application/tagging/Taxonomies.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import { CreateTaxonomy, normalizeTerm, type Taxonomy, TaxonomyPatch } from "../../domain/tagging/Taxonomy.js"
import { editAction, formAction, invalid, lines, orNull, PAGE_SIZE, pageParams, refusedStatus } from "./Forms.js"
import { html, type Html } from "./Html.js"
import { errorNotice, page, pager, postForm, type Problem, table, when } from "./Layout.js"
import { onceForm } from "./Once.js"
import {
  asPrincipal,
  withPrincipal,
  htmlResponse,
  pathParam,
  type SignedIn,
  signedInAction,
  signedInPage
} from "./RequestSession.js"

const PATH = "/taxonomies"

/** A refused form's problem with its fields renamed for the form that was sent (`rename` maps each field). */
const renamed = (failure: Problem, rename: (field: string) => string): Problem => ({
  message: failure.message,
  details: (failure.details ?? []).map((d) => ({ field: rename(d.field), issue: d.issue }))
})

interface NewTaxonomy {
  readonly name: string
  readonly description: string
  readonly terms: string
}

const listView = Effect.fnUntraced(function* (
  session: SignedIn,
  problem: Option.Option<Problem>,
  typed: NewTaxonomy,
  status = 200
) {
  const { cursor, start } = yield* pageParams
  const taxonomies = yield* Taxonomies.listTaxonomies({ limit: PAGE_SIZE, cursor })
  const v = session.viewer
  return htmlResponse(
    page(
      v,
      PATH,
      "Taxonomies",
      html`<div id="problem">${errorNotice(problem)}</div>
        <p>
          The words assets are tagged with. The asset tagger chooses its tags from the taxonomy named in its
          <em>taxonomy</em> input.
        </p>
        ${
          taxonomies.items.length === 0
            ? html`<p>No taxonomies yet: create the first below.</p>`
            : html`${pager({ path: PATH, page: taxonomies, start, noun: "taxonomies" })}
              ${table(
                ["Name", "Terms", "Created"],
                taxonomies.items.map(
                  (t) =>
                    html`<tr>
                      <td><a href="${PATH}/${t.id}">${t.name}</a></td>
                      <td>${t.terms.length}</td>
                      <td>${when(t.createdAt)}</td>
                    </tr>`
                )
              )}`
        }
        <h2>Create a taxonomy</h2>
        ${postForm(
          v,
          PATH,
          html`<label for="taxonomy-name">Name <span class="hint">(unique in the workspace)</span></label>
            <input
              id="taxonomy-name"
              name="name"
              type="text"
              required
              maxlength="100"
              value="${typed.name}"
              ${invalid(problem, "name")}
            />
            <label for="taxonomy-description">Description <span class="hint">(optional)</span></label>
            <textarea id="taxonomy-description" name="description" rows="2" ${invalid(problem, "description")}>
${typed.description}</textarea>
            <label for="taxonomy-terms">Terms <span class="hint">(one a line; more can be added later)</span></label>
            <textarea id="taxonomy-terms" name="terms" rows="5" ${invalid(problem, "terms")}>${typed.terms}</textarea>
            <button type="submit">Create taxonomy</button>`,
          { className: "stack" }
        )}`
    ),
    status
  )
})

const listPage = signedInPage((session) =>
  listView(session, Option.none(), { name: "", description: "", terms: "" }).pipe(asPrincipal(session))
)

const create = formAction(
  (form) => ({ name: form.get("name"), description: form.get("description"), terms: form.get("terms") }),
  Effect.fnUntraced(function* (typed) {
    const input = yield* Effect.fromResult(
      decodeAll(CreateTaxonomy)({
        name: typed.name,
        description: orNull(typed.description),
        terms: lines(typed.terms).map((label) => ({ label }))
      })
    )
    const taxonomy = yield* Taxonomies.createTaxonomy(input)
    return {
      location: `${PATH}/${taxonomy.id}`,
      message: `Created the taxonomy "${taxonomy.name}" with ${taxonomy.terms.length} terms.`,
      again: `This form had already created the taxonomy "${taxonomy.name}"; no other taxonomy was made.`
    }
  }),
  // A term's problem is the line's: `terms[2].label` is item 3 of the terms.
  (session, typed, failure) =>
    listView(
      session,
      Option.some(renamed(failure, (f) => f.replace(/^(terms\[\d+\])\.label$/, "$1"))),
      typed,
      refusedStatus(failure)
    )
)

interface NewTerm {
  readonly label: string
  readonly parent: string
  readonly synonyms: string
}

const termsTable = (session: SignedIn, taxonomy: Taxonomy): Html =>
  taxonomy.terms.length === 0
    ? html`<p id="terms">No terms yet: add the first below.</p>`
    : html`<div id="terms">
        <p>${taxonomy.terms.length} terms</p>
        ${table(
          ["Term", "Part of", "Other words", "Change"],
          taxonomy.terms.map(
            (t) =>
              html`<tr>
                <td>${t.label}</td>
                <td>${t.parent ?? "—"}</td>
                <td>${t.synonyms.length === 0 ? "—" : t.synonyms.join(", ")}</td>
                <td>
                  ${postForm(
                    session.viewer,
                    `${PATH}/${taxonomy.id}/terms/rename`,
                    html`<input type="hidden" name="label" value="${t.label}" /><input
                        type="text"
                        name="to"
                        required
                        maxlength="100"
                        aria-label="New name for ${t.label}"
                        value="${t.label}"
                      />
                      <button type="submit" class="secondary" aria-label="Rename ${t.label}">Rename</button>`
                  )}
                  ${postForm(
                    session.viewer,
                    `${PATH}/${taxonomy.id}/terms/remove`,
                    html`<input type="hidden" name="label" value="${t.label}" /><button
                        type="submit"
                        class="danger"
                        aria-label="Remove ${t.label}"
                      >
                        Remove
                      </button>`,
                    {
                      confirm: `Remove the term ${t.label}? Assets keep the tags they have; terms under it move up.`
                    }
                  )}
                </td>
              </tr>`
          )
        )}
      </div>`

const taxonomyView = Effect.fnUntraced(function* (
  session: SignedIn,
  id: string,
  problem: Option.Option<Problem>,
  typed: NewTerm,
  status = 200
) {
  const taxonomy = yield* Taxonomies.getTaxonomy(id)
  return htmlResponse(
    page(
      session.viewer,
      PATH,
      taxonomy.name,
      html`<div id="problem">${errorNotice(problem)}</div>
        ${taxonomy.description === null ? "" : html`<p>${taxonomy.description}</p>`}
        <p class="hint">
          Run the asset tagger with the taxonomy <code>${taxonomy.name}</code> to tag assets with these terms.
        </p>
        <h2>Terms</h2>
        ${termsTable(session, taxonomy)}
        <h2>Add a term</h2>
        ${postForm(
          session.viewer,
          `${PATH}/${taxonomy.id}/terms`,
          html`<label for="term-label">Term <span class="hint">(the tag an asset gets)</span></label>
            <input
              id="term-label"
              name="label"
              type="text"
              required
              maxlength="100"
              value="${typed.label}"
              ${invalid(problem, "label")}
            />
            <label for="term-parent"
              >Part of <span class="hint">(optional: a broader term of this taxonomy)</span></label
            >
            <select id="term-parent" name="parent" ${invalid(problem, "parent")}>
              <option value="">No broader term</option>
              ${taxonomy.terms.map(
                (t) =>
                  html`<option value="${t.label}" ${t.label === typed.parent ? html` selected` : ""}>
                    ${t.label}
                  </option>`
              )}
            </select>
            <label for="term-synonyms"
              >Other words for it <span class="hint">(optional, separated by commas)</span></label
            >
            <input
              id="term-synonyms"
              name="synonyms"
              type="text"
              value="${typed.synonyms}"
              ${invalid(problem, "synonyms")}
            />
            <button type="submit">Add term</button>`,
          { className: "stack" }
        )}
        <h2>Delete</h2>
        <p class="hint">
          Assets keep the tags it gave them. A run or an agent default naming it is refused once it is gone.
        </p>
        ${postForm(
          session.viewer,
          `${PATH}/${taxonomy.id}/delete`,
          html`<button type="submit" class="danger">Delete the taxonomy ${taxonomy.name}</button>`,
          { confirm: `Delete the taxonomy ${taxonomy.name}? Assets keep the tags it gave them.` }
        )}`
    ),
    status
  )
})

const EMPTY_TERM: NewTerm = { label: "", parent: "", synonyms: "" }

const taxonomyPage = signedInPage((session) =>
  Effect.flatMap(pathParam("id"), (id) => taxonomyView(session, id, Option.none(), EMPTY_TERM)).pipe(
    asPrincipal(session)
  )
)

/** The stored terms as the input of a patch (the whole list is replaced). */
const asInput = (taxonomy: Taxonomy) =>
  taxonomy.terms.map((t) => ({ label: t.label, parent: t.parent, synonyms: t.synonyms }))

/** addTerm's work: the term appended to the taxonomy's list; `position.at` is its index (the form's fields'). */
const appendTerm = Effect.fnUntraced(function* (id: string, typed: NewTerm, position: { at: number }) {
  const taxonomy = yield* Taxonomies.getTaxonomy(id)
  position.at = taxonomy.terms.length
  const term = {
    label: typed.label,
    parent: orNull(typed.parent),
    synonyms: synonymsOf(typed.synonyms)
  }
  const patch = yield* Effect.fromResult(decodeAll(TaxonomyPatch)({ terms: [...asInput(taxonomy), term] }))
  const saved = yield* Taxonomies.updateTaxonomy(id, patch)
  return { location: `${PATH}/${saved.id}`, message: `Added the term "${term.label.trim()}".` }
})

const addTerm = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const id = yield* pathParam("id")
    const typed: NewTerm = { label: form.get("label"), parent: form.get("parent"), synonyms: form.get("synonyms") }
    const position = { at: 0 }
    const added = yield* Effect.result(onceForm(session, form, appendTerm(id, typed, position)))
    if (Result.isFailure(added)) {
      // The new term is the last of the list: its fields are the form's.
      const own = new RegExp(`^terms\\[${position.at}\\]\\.`)
      const problem = renamed(added.failure, (f) => f.replace(own, ""))
      return yield* taxonomyView(session, id, Option.some(problem), typed, refusedStatus(added.failure))
    }
    return added.success
  }, withPrincipal)
)

/** Other words typed separated by commas (a word may hold spaces). */
const synonymsOf = (text: string): ReadonlyArray<string> =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")

/** removeTerm's work: the term gone from the taxonomy's list, its children moved up to its parent. */
const dropTerm = Effect.fnUntraced(function* (id: string, label: string) {
  const taxonomy = yield* Taxonomies.getTaxonomy(id)
  const gone = taxonomy.terms.find((t) => t.label === label)
  if (gone === undefined) {
    return { location: `${PATH}/${taxonomy.id}`, message: `The term "${label}" was not in the taxonomy.` }
  }
  // Its children move up to its own parent: the list stays a forest without it.
  const terms = asInput(taxonomy)
    .filter((t) => t.label !== label)
    .map((t) =>
      t.parent !== null && normalizeTerm(t.parent) === normalizeTerm(label) ? { ...t, parent: gone.parent } : t
    )
  const saved = yield* Taxonomies.updateTaxonomy(id, { terms })
  return { location: `${PATH}/${saved.id}`, message: `Removed the term "${label}".` }
})

const removeTerm = signedInAction(
  Effect.fnUntraced(function* (session, form) {
    const id = yield* pathParam("id")
    const label = form.get("label")
    const removed = yield* Effect.result(onceForm(session, form, dropTerm(id, label)))
    if (Result.isFailure(removed)) {
      return yield* taxonomyView(
        session,
        id,
        Option.some<Problem>(removed.failure),
        EMPTY_TERM,
        refusedStatus(removed.failure)
      )
    }
    return removed.success
  }, withPrincipal)
)

/**
 * Renames a term (the whole list is sent as the patch, so the taxonomy's checks apply: a label used twice, an
 * empty or long one is refused on the rename's field); the terms under it follow it. Assets keep the tags they
 * have: a tag is a word copied onto the asset, not a link to the term.
 */
const renameTerm = editAction(
  (form) => ({ label: form.get("label"), to: form.get("to") }),
  Effect.fnUntraced(function* (id, typed) {
    const taxonomy = yield* Taxonomies.getTaxonomy(id)
    const at = taxonomy.terms.findIndex((t) => t.label === typed.label)
    const location = `${PATH}/${taxonomy.id}`
    if (at < 0) return { location, message: `The term "${typed.label}" was not in the taxonomy.` }
    const to = typed.to.trim()
    const terms = asInput(taxonomy).map((t, i) =>
      i === at
        ? { ...t, label: typed.to }
        : t.parent !== null && normalizeTerm(t.parent) === normalizeTerm(typed.label)
          ? { ...t, parent: to }
          : t
    )
    const patch = yield* Effect.fromResult(decodeAll(TaxonomyPatch)({ terms }))
    yield* Taxonomies.updateTaxonomy(id, patch)
    return {
      location,
      message: `Renamed the term "${typed.label}" to "${to}". Assets tagged "${typed.label}" keep that tag until they are tagged again.`
    }
  }),
  // Only the renamed label changed, so a label's issue (a duplicate is reported on the later of the two) is the
  // new name's: "The field “new name” is already used".
  (session, id, { problem }) =>
    taxonomyView(
      session,
      id,
      Option.some(renamed(problem, (f) => f.replace(/^terms\[\d+\]\.label$/, "new name"))),
      EMPTY_TERM,
      refusedStatus(problem)
    )
)

/** Deletes the taxonomy (as `DELETE /v1/taxonomies/<id>`); refused, its page says why. */
const remove = editAction(
  () => undefined,
  Effect.fnUntraced(function* (id) {
    const taxonomy = yield* Taxonomies.getTaxonomy(id)
    yield* Taxonomies.deleteTaxonomy(id)
    return { location: PATH, message: `Deleted the taxonomy "${taxonomy.name}". Assets keep the tags it gave them.` }
  }),
  (session, id, { problem }) => taxonomyView(session, id, Option.some(problem), EMPTY_TERM, refusedStatus(problem))
)

export const routes = HttpRouter.addAll([
  HttpRouter.route("GET", PATH, listPage),
  HttpRouter.route("POST", PATH, create),
  HttpRouter.route("GET", `${PATH}/:id`, taxonomyPage),
  HttpRouter.route("POST", `${PATH}/:id/terms`, addTerm),
  HttpRouter.route("POST", `${PATH}/:id/terms/remove`, removeTerm),
  HttpRouter.route("POST", `${PATH}/:id/terms/rename`, renameTerm),
  HttpRouter.route("POST", `${PATH}/:id/delete`, remove)
])
