// Grants: who grants what to whom. A document may hold more than one grant: a licence and a licence back of what the
// licensee makes from it, a head licence and the licence its licensee grants on, a creator's licence to a brand and
// the brand's licence of its logo back to the creator. The licence the reader reports is the grant of the licensor's or
// talent's work to the other side (the first such grant, else the document's first grant); a grant made by that
// licence's grantee (a grant back, or a grant on to someone else) is another licence, and its terms (a perpetual,
// worldwide, non-exclusive licence back) are not the licence's.
import type { Supersession } from "./Amendments.js"
import type { ContractDocument } from "./ContractDocument.js"

/** A grant and the numbered clause or titled block it stands in. */
export interface Grant {
  readonly grantor: string
  readonly grantee: string
  /** What it grants is an option to take a licence ("the sole and exclusive option … to take the Licence"). */
  readonly option: boolean
  /** The clause it stands in, and its own sentence. */
  readonly start: number
  readonly end: number
  readonly sentence: { readonly start: number; readonly end: number }
}

/** A party as a grant names it: a defined role or a short name, capitalised ("the Licensor", "Lumen", "the Talent"). */
const PARTY = String.raw`(?:the\s+)?([A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,3})`
/**
 * A grant made in the sentence itself: "X grants Y …", "X hereby grants to Y …", "X grants back to Y …", "X licenses to
 * Y …". A permission to grant ("X may grant a sub-licence") is a right under the licence, not a second grant.
 */
const GRANTS = new RegExp(
  String.raw`(?:^|[.;:,]\s+|\b(?:and|that|consideration\s+of\s+[^,]{1,60}),?\s+)${PARTY}\s+(?:hereby\s+)?(?:grants?|licen[cs]es)\s+(?:back\s+)?(?:to\s+)?${PARTY}\b`,
  "g"
)

/** The roles of the side whose work or likeness is licensed. */
const WORK_SIDE =
  /^(?:licensor|grantor|owner|rights\s+holder|talent|artist|artiste|performer|creator|influencer|model|photographer|author|designer|illustrator|composer|contributor|presenter|athlete|ambassador|endorser|estate|producer\s+of\s+the\s+work)$/i

/** How a grant names a party, to compare two grants' parties: "the Licensee" and "Licensee" are one. */
const normal = (name: string) =>
  name
    .replace(/^the\s+/i, "")
    .replace(/[.\s]+$/, "")
    .toLowerCase()

/** Every grant the document makes, in document order, each with the clause it stands in. */
export const grantsOf = (doc: ContractDocument): ReadonlyArray<Grant> =>
  doc.sentences.flatMap((s) => {
    if (s.heading || s.status !== undefined) return []
    const text = doc.text.slice(s.start, s.end)
    return [...text.matchAll(GRANTS)].flatMap((m) => {
      const [grantor, grantee] = [normal(m[1] ?? ""), normal(m[2] ?? "")]
      if (grantor === grantee || grantor === "" || grantee === "") return []
      // What it grants: the words after the grantee, up to the thing ("an exclusive licence", "the sole and exclusive option").
      const thing = /^[^.;]{0,60}?\b(option|licen[cs]e|right|consent|permission)\b/i.exec(
        text.slice((m.index ?? 0) + m[0].length)
      )
      const option = /^option$/i.test(thing?.[1] ?? "")
      return [
        { grantor, grantee, option, start: s.clause.start, end: s.clause.end, sentence: { start: s.start, end: s.end } }
      ]
    })
  })

/**
 * The words of grants other than the licence the document is read for: the clauses of grants made by the licence's
 * grantee, before or after it (a grant back to the grantor, a grant on to someone else), and the grant of an option
 * when the same grantor also grants the licence the option is for (the option's exclusivity is not the licence's).
 * The clause of the licence itself is never among the first kind.
 */
export const otherGrants = (doc: ContractDocument): ReadonlyArray<Supersession> => {
  const grants = grantsOf(doc)
  // The licence: the first grant by the side whose work is licensed (the licensor, the talent, the creator), else
  // the first grant of all; an option is not the licence it is for.
  const licences = grants.filter((g) => !g.option)
  const first = licences.find((g) => WORK_SIDE.test(g.grantor)) ?? licences[0] ?? grants[0]
  if (first === undefined) return []
  const onward = grants.filter((g) => g.grantor === first.grantee && !(g.start < first.end && first.start < g.end))
  const options = grants.filter((g) => g.option && !first.option && g.grantor === first.grantor)
  return [
    ...onward.map((g) => ({ start: g.start, end: g.end, by: { start: g.start, end: g.end } })),
    ...options.map((g) => ({ ...g.sentence, by: g.sentence }))
  ]
}
