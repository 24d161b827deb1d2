// Grants: who grants what to whom. A document may hold more than one grant: a licence and a licence back of what the
// licensee makes from it, a head licence and the licence its licensee grants on, a creator's licence to a brand and
// the brand's licence of its logo back to the creator, an assignment of copyright and a licence back to the author.
// The licence the reader reports is the grant of the licensor's or talent's work to the other side (the first such
// grant, else the document's first grant); a grant made by that licence's grantee (a grant back, or a grant on to
// someone else) is another licence, and its terms (a perpetual, worldwide, non-exclusive licence back) are not the
// licence's.
//
// A grant is read by its grantor and grantee whatever its voice:
// - active: "X (hereby) grants / licenses / assigns / transfers (back) (to) Y …", "X assigns all right, title and
//   interest in the Work to Y", "X shall grant Y …", "you assign to us …";
// - passive: "Y is (hereby) granted … (by X)", "a licence is granted to Y (by X)", "the Work is licensed back to Y";
// - vesting: "all rights … shall vest in Y", "… shall be the sole property of Y", "… shall belong to Y", "Y shall own
//   …": an assignment to Y (a right that remains or is retained is kept, not granted).
// A grant whose grantor is not written (a passive one without "by X", a vesting) is made by the other side of a grant
// that names the same party. What is set aside is the part of the clause from the other grant's words to the next
// grant that is kept (or the clause's end), not the words of the licence written before it.
import type { Supersession } from "./Amendments.js"
import { type ContractDocument, escapeRegExp, type Sentence } from "./ContractDocument.js"
import { ROLE_WORDS } from "./ContractParties.js"

/** How a grant is worded. */
export type Voice = "active" | "passive" | "vesting"
/** What passes: the right itself, or a licence under it. */
export type Kind = "assignment" | "licence"

/** A grant and the numbered clause or titled block it stands in. */
export interface Grant {
  /** The grantor as the document names it, lower case; null when the grant does not say and no other grant tells. */
  readonly grantor: string | null
  readonly grantee: string
  readonly voice: Voice
  /** An assignment (assigns, transfers, vests, shall own) or a licence (grants, licenses). */
  readonly kind: Kind
  /** The grantor was not written but read from another grant between the same parties. */
  readonly inferred: boolean
  /** Granted back ("grants back", "licensed back", "a licence back", "grant-back"). */
  readonly back: boolean
  /** What it grants is an option to take a licence ("the sole and exclusive option … to take the Licence"). */
  readonly option: boolean
  /** The clause it stands in, its own sentence, and where its words begin (its subject, or its sentence's part). */
  readonly start: number
  readonly end: number
  readonly sentence: { readonly start: number; readonly end: number }
  readonly at: number
}

/** A name as a grant writes it: a defined role or a short name, capitalised ("the Licensor", "Lumen", "the Talent"). */
const NAME = String.raw`(?!(?:A|An|Any|All|Each|Every|No|None|Neither|This|That|These|Those|Such|It|Its|In|On|If|For|Upon|Where|When|Subject|Nothing)\b|The\s+[a-z])[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,3}`
/** A party in a grant: a name, or the plain-English "you", "we", "us", "me", "I". */
const PARTY = String.raw`(?:the\s+)?(${NAME}|you|us|me|We|You|I)\b`
/** Where a grant's subject may begin: a sentence (after its number), a part after a stop, or after "and", "that" … */
const LEAD = String.raw`(?:^(?:\d[\d.]*[.):>]?\s+|\(?[a-z]{1,3}\)\s+)?(?:(?:On|From|As\s+from|With\s+effect\s+from)\s+[^,;.]{1,60}?\s+)?|[.;:,(]\s*|\b(?:and|that|whereby|which|consideration\s+of\s+[^,]{1,60}),?\s+)`
/**
 * Words between the grantor and its verb that keep it a grant now: "hereby", "irrevocably", "shall", "agrees to", and
 * the capacity an English assignment is made in ("with full title guarantee", "as legal and beneficial owner").
 */
const MANNER = String.raw`(?:(?:hereby|irrevocably|unconditionally|absolutely|exclusively|also|further|now|therefore|shall|will|agrees?\s+to|undertakes?\s+to|and|with\s+(?:full|limited)\s+title\s+guarantee|as\s+(?:the\s+)?(?:sole\s+)?(?:legal\s+and\s+)?beneficial\s+owner)[,\s]+)*`
const VERB = String.raw`(?:grants?|licen[cs]es?|sub-?licen[cs]es?|assigns?|transfers?|conveys?)`
/** "X (hereby) grants / licenses / assigns …": group 1 the grantor; the grantee is read after the verb. */
const ACTIVE = new RegExp(String.raw`${LEAD}${PARTY}\s+${MANNER}${VERB}(?:\s+and\s+(?:agrees\s+to\s+)?${VERB})?\b`, "g")
/** "… is (hereby) granted / licensed / assigned …": the grantee before it or after "to", the grantor after "by". */
const PASSIVE =
  /\b(is|are|be)\s+(?:(?:hereby|irrevocably|unconditionally|absolutely|exclusively|also|further|automatically)\s+)*(granted|licen[cs]ed|sub-?licen[cs]ed|assigned|transferred|conveyed)\b/g
/** "… shall vest in Y", "… shall be the sole property of Y", "… shall belong to Y": group 1 the grantee. */
const VESTS = new RegExp(
  String.raw`\b(?:(?:shall|will|does|do|is\s+to|are\s+to)\s+)?(?:(?:hereby|automatically|immediately|absolutely|upon\s+creation|forthwith)\s+)*(?:vests?\s+|(?:is|are|be|become)\s+vested\s+)(?:absolutely\s+)?in\s+${PARTY}|\b(?:shall|will)\s+(?:be|become)\s+(?:the\s+)?(?:(?:sole|absolute|exclusive|entire|and)\s+)*property\s+of\s+${PARTY}|\b(?:shall|will)\s+belong\s+(?:absolutely\s+|exclusively\s+)?to\s+${PARTY}`,
  "g"
)
/** "Y shall own …", "Y shall be (becomes) the sole owner of …": group 1 the grantee. */
const OWNS = new RegExp(
  String.raw`${LEAD}${PARTY}\s+(?:(?:shall|will)\s+(?:solely\s+|exclusively\s+|absolutely\s+)?own\b|(?:(?:shall|will)\s+be|becomes)\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+|absolute\s+)?owner\s+of\b)`,
  "g"
)
/** A name given to a party in brackets: "(the "Licensor")", "("Lumen")", "(hereinafter, "the ASSIGNOR")". */
const DEFINED = new RegExp(
  String.raw`\(\s*(?:hereinafter,?\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["\u201c]?(?:the\s+)?(${NAME})["\u201d]?\s*\)`,
  "g"
)
/** Words that keep a right where it is, or deny it: such a sentence grants nothing. */
const KEEPS = /\b(?:remains?|retains?|continues?|not|no|never|neither|nor|nothing|none)\b/i

/** The roles of the side whose work or likeness is licensed. */
const WORK_SIDE =
  /^(?:licensor|grantor|assignor|owner|rights\s+holder|talent|artist|artiste|performer|creator|influencer|model|photographer|author|writer|songwriter|designer|illustrator|composer|contributor|presenter|athlete|ambassador|endorser|estate|producer\s+of\s+the\s+work)$/i
/** Roles a party may have beyond ROLE_WORDS: the parties to an assignment or a sub-licence. */
const MORE_ROLES = /^(?:assignor|assignee|sub-?licen[cs]ee|purchaser|writer|songwriter|commissioning\s+party)$/i

/** How a grant names a party, to compare two grants' parties: "the Licensee" and "Licensee" are one; "us" is "we". */
const normal = (name: string) => {
  const n = name
    .replace(/^the\s+/i, "")
    .replace(/[.\s]+$/, "")
    .toLowerCase()
  return n === "us" ? "we" : n === "me" ? "i" : n
}

/** A name that reads as a party's role ("the Licensee", "the Company") or one a grant's subject already names. */
const partyLike = (name: string, subjects: ReadonlySet<string>) =>
  subjects.has(name) ||
  /^(?:we|you|i)$/.test(name) ||
  ROLE_WORDS.test(name.split(/\s+/).at(-1) ?? "") ||
  MORE_ROLES.test(name) ||
  WORK_SIDE.test(name)

/** An assignment's verbs; the others grant a licence. */
const kindOf = (words: string): Kind => (/\b(?:assign|transfer|convey)/i.test(words) ? "assignment" : "licence")

/** "to (the) Y" later in a part: the grantee of "X assigns all right … to Y". */
const TO_PARTY = new RegExp(String.raw`\b(?:back\s+)?(?:to|unto|in\s+favour\s+of)\s+${PARTY}`, "g")
/** "by (the) X" later in a part: the grantor of a passive grant. */
const BY_PARTY = new RegExp(String.raw`\bby\s+${PARTY}`, "g")
/** The party right after an active grant's verb: "grants the Licensee", "grants back to the Author". */
const DIRECT = new RegExp(String.raw`^\s+(?:back\s+)?(?:to\s+|unto\s+)?${PARTY}\b`)
/** A passive grant's subject, at the end of the words before its verb: "the Licensee is hereby granted". */
const PASSIVE_SUBJECT = new RegExp(String.raw`(?:^|\s)${PARTY}\s+(?:hereby\s+)?$`)
/** What a passive grant with the grantee as subject names after its verb: "(by X) a licence …", "the rights …". */
const PASSIVE_OBJECT = new RegExp(
  String.raw`^\s+(?:by\s+${PARTY}\s+)?(?:back\s+)?(?:a|an|the|all|any|sole|exclusive|non-exclusive|permission|rights?|licen[cs]es?)\b`
)

/** The first party a pattern (TO_PARTY, BY_PARTY) finds in a part, when the name found reads as a party. */
const partyIn = (pattern: RegExp, rest: string, subjects: ReadonlySet<string>): string | null => {
  for (const m of rest.matchAll(pattern)) {
    const name = normal(m[1] ?? "")
    if (partyLike(name, subjects)) return name
  }
  return null
}

/** The words of a sentence after `at`, up to its next stop: the part a grant's grantee, grantor and object are in. */
const partAfter = (text: string, at: number) => {
  const rest = text.slice(at)
  const stop = rest.search(/[;:]|\.\s/)
  return stop < 0 ? rest : rest.slice(0, stop)
}

/** Where the part of a sentence that holds the words at `at` begins: after the last stop or ", and" before them. */
const partStart = (text: string, at: number) => {
  let start = 0
  for (const m of text.slice(0, at).matchAll(/[;:]\s*|,?\s+(?:and|but|while|whereas)\s+(?=[A-Za-z])/g))
    start = (m.index ?? 0) + m[0].length
  return start
}

interface Found {
  readonly grantor: string | null
  readonly grantee: string
  readonly voice: Voice
  readonly kind: Kind
  readonly at: number
  readonly after: number
}

/** The grants one sentence makes, in the order their words stand, offsets within the sentence. */
const grantsIn = (text: string, subjects: ReadonlySet<string>): ReadonlyArray<Found> => {
  const found: Array<Found> = []
  for (const m of text.matchAll(ACTIVE)) {
    const grantor = normal(m[1] ?? "")
    const after = (m.index ?? 0) + m[0].length
    const part = partAfter(text, after)
    // The grantee: the party right after the verb ("grants the Licensee", "grants back to the Author"), unless that is
    // a thing and a party follows "to" ("assigns the Copyright to the Company").
    const direct = DIRECT.exec(part)
    const directName = direct === null ? null : normal(direct[1] ?? "")
    const later = partyIn(TO_PARTY, part, subjects)
    const grantee =
      directName !== null && (partyLike(directName, subjects) || later === null) ? directName : (later ?? "")
    found.push({
      grantor,
      grantee,
      voice: "active",
      // The verb's kind, not the grantor's name ("the Assignee grants" grants a licence).
      kind: kindOf(m[0].slice(m[0].lastIndexOf(m[1] ?? "") + (m[1] ?? "").length)),
      at: subjectAt(m),
      after
    })
  }
  for (const m of text.matchAll(PASSIVE)) {
    const verbAt = m.index ?? 0
    const start = partStart(text, verbAt)
    const before = text.slice(start, verbAt)
    // "the rights which are granted to the Licensee", "a licence is not granted": no grant made here.
    if (KEEPS.test(before) || /\b(?:which|that|who|as)\s*$/i.test(before) || /\bnot\s*$/.test(before)) continue
    const after = verbAt + m[0].length
    const part = partAfter(text, after)
    const subject = PASSIVE_SUBJECT.exec(before.replace(/\s+$/, " "))
    // "Y is granted (by X) a licence …": a passive with the grantee as subject names what it grants.
    const grantee =
      partyIn(TO_PARTY, part.split(/\bby\s/)[0] ?? "", subjects) ??
      (subject !== null &&
      m[2] === "granted" &&
      PASSIVE_OBJECT.test(part) &&
      partyLike(normal(subject[1] ?? ""), subjects)
        ? normal(subject[1] ?? "")
        : null)
    if (grantee === null) continue
    found.push({
      grantor: partyIn(BY_PARTY, part, subjects),
      grantee,
      voice: "passive",
      kind: kindOf(m[2] ?? ""),
      at: start,
      after
    })
  }
  for (const re of [VESTS, OWNS])
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0
      const start = partStart(text, at)
      const grantee = normal(m[1] ?? m[2] ?? m[3] ?? "")
      // "Copyright remains vested in the Photographer", "the Client shall not own …": nothing passes.
      if (KEEPS.test(text.slice(start, at + m[0].length)) || !partyLike(grantee, subjects)) continue
      found.push({
        grantor: null,
        grantee,
        voice: "vesting",
        kind: "assignment",
        at: start,
        after: at + m[0].length
      })
    }
  return found
    .filter((f) => f.grantee !== "" && f.grantee !== f.grantor)
    .sort((a, b) => a.at - b.at)
    .filter((f, i, all) => i === 0 || f.at !== all[i - 1]!.at || f.voice !== all[i - 1]!.voice)
}

/** Where an active grant's subject begins: "the Licensor" of "…, and the Licensor hereby grants". */
const subjectAt = (m: RegExpMatchArray) => {
  const words = m[0]
  const name = m[1] ?? ""
  const at = words.indexOf(name)
  const the = /\bthe\s+$/i.exec(words.slice(0, at))
  return (m.index ?? 0) + (the === null ? at : the.index)
}

/** Every grant the document makes, in document order, each with the clause it stands in. */
export const grantsOf = (doc: ContractDocument): ReadonlyArray<Grant> => {
  const live = doc.sentences.filter((s) => !s.heading && s.status === undefined)
  // The names grants are made by, and the names the parties are given where the document says who they are
  // ("between Odile Brask (the "Designer") and …"): a party a grant names only after "to" or "by" is one of them.
  const subjects = new Set(
    live.flatMap((s) => {
      const text = doc.text.slice(s.start, s.end)
      const defined = /\bbetween\b|\bparties\b/i.test(text) ? [...text.matchAll(DEFINED)] : []
      return [...text.matchAll(ACTIVE), ...defined].map((m) => normal(m[1] ?? ""))
    })
  )
  const found = live.flatMap((s) => {
    const text = doc.text.slice(s.start, s.end)
    const inSentence = grantsIn(text, subjects)
    return inSentence.map((f, i) => {
      // What it grants: the words after the grant, up to the thing ("an exclusive licence", "the sole and exclusive option").
      const thing = /^[^.;]{0,80}?\b(option|licen[cs]e|right|consent|permission)\b/i.exec(text.slice(f.after))
      const back =
        /^[^.;]{0,40}?\b(?:back|grant-back)\b/i.test(text.slice(f.after)) || /\bback\b/i.test(text.slice(f.at, f.after))
      return {
        grantor: f.grantor,
        grantee: f.grantee,
        voice: f.voice,
        kind: f.kind,
        inferred: false,
        back,
        option: /^option$/i.test(thing?.[1] ?? ""),
        start: s.clause.start,
        end: s.clause.end,
        sentence: { start: s.start, end: s.end },
        // The first grant of a sentence owns the words before it ("In consideration of the assignment, the Company …").
        at: s.start + (i === 0 ? 0 : f.at)
      }
    })
  })
  // A grant that does not say who makes it is made by the other side of a grant between the same two parties, or,
  // when the grants name only two parties, by the one it is not made to.
  const pairs = found.filter((g) => g.grantor !== null)
  const named = new Set(found.flatMap((g) => (g.grantor === null ? [g.grantee] : [g.grantor, g.grantee])))
  return found.map((g) => {
    if (g.grantor !== null) return g
    const pair = pairs.find((p) => p.grantee === g.grantee || p.grantor === g.grantee)
    const grantor =
      pair === undefined
        ? named.size === 2
          ? ([...named].find((n) => n !== g.grantee) ?? null)
          : null
        : pair.grantee === g.grantee
          ? pair.grantor
          : pair.grantee
    return grantor === null ? g : { ...g, grantor, inferred: true }
  })
}

/**
 * Where the part of a set-aside grant ends: the next kept grant in its clause, or a later sentence that opens by naming
 * the licence by a kind the set-aside grant is not ("The assignment takes effect on …" after a licence back), else the
 * clause's end (a paragraph's, when the clause is an unnumbered block).
 */
const partEnd = (doc: ContractDocument, g: Grant, licence: Grant, kept: ReadonlyArray<Grant>) => {
  const clause = doc.clauses.find((c) => c.start === g.start)
  const paragraph = doc.text.indexOf("\n", g.sentence.end)
  const bound =
    clause !== undefined && (clause.number !== null || clause.heading !== null)
      ? g.end
      : paragraph < 0
        ? g.end
        : Math.min(g.end, paragraph)
  const named =
    licence.kind === g.kind
      ? undefined
      : doc.sentences.find((s) => {
          if (s.start < g.sentence.end || s.start >= bound) return false
          const noun = NAMES_GRANT.exec(doc.text.slice(s.start, s.end))?.[1]
          return noun !== undefined && kindOf(noun) === licence.kind
        })
  const next = kept.find((k) => k.at > g.at && k.at < bound)
  return Math.min(next?.at ?? bound, named?.start ?? bound)
}
/** A sentence that opens by naming a grant: "The assignment …", "This Licence …" (not a licence back or a sub-licence). */
const NAMES_GRANT =
  /^\W*(?:\d[\d.]*\.?\s+)?(?:the|this|that|such|said)\s+(?:said\s+)?(assignment|licen[cs]e|grant)\b(?!\s+back|-back)/i

/**
 * The words of grants other than the licence the document is read for: the part of a clause from a grant made by the
 * licence's grantee, before or after it (a grant back to the grantor, a grant on to someone else), to the next grant
 * that is kept; and the grant of an option when the same grantor also grants the licence the option is for (the
 * option's exclusivity is not the licence's). The licence's own words are never among them.
 */
export const otherGrants = (doc: ContractDocument): ReadonlyArray<Supersession> => {
  const grants = grantsOf(doc)
  // The licence: the first grant by the side whose work is licensed (the licensor, the talent, the creator), else
  // the first grant of all; an option is not the licence it is for.
  const licences = grants.filter((g) => !g.option)
  const first =
    licences.find((g) => g.grantor !== null && WORK_SIDE.test(g.grantor)) ??
    licences.find((g) => g.grantor !== null) ??
    licences[0] ??
    grants[0]
  if (first === undefined) return []
  const isOther = (g: Grant) =>
    g !== first &&
    g.at !== first.at &&
    (g.grantor === first.grantee || (g.grantor === null && g.back && g.grantee === first.grantor))
  const onward = grants.filter(isOther)
  const kept = grants.filter((g) => !isOther(g))
  const options = grants.filter((g) => g.option && !first.option && g.grantor === first.grantor)
  return [
    ...onward.map((g) => {
      const end = partEnd(doc, g, first, kept)
      return { start: g.at, end, by: { start: g.at, end } }
    }),
    ...options.map((g) => ({ ...g.sentence, by: g.sentence })),
    ...keptUses(doc, first).map((s) => ({ start: s.start, end: s.end, by: { start: s.start, end: s.end } }))
  ]
}

/**
 * The sentences in which the grantor keeps a use of its own: "The Photographer may use the Images to promote the
 * Photographer's business, including on the Photographer's website …". What the grantor may do with its own work
 * grants the licensee nothing. (Not a sentence that also speaks of exclusivity or holds the grantor back: that is the
 * licence's own scope.)
 */
const keptUses = (doc: ContractDocument, licence: Grant): ReadonlyArray<Sentence> => {
  if (licence.grantor === null) return []
  const keeps = new RegExp(
    String.raw`^\W*(?:\(?(?:\d[\d.]*|[a-z])[.)>]?\s+)?(?:[A-Z][\w-]*(?:\s+[\w-]+){0,2}\s*:\s*)?(?:the\s+)?${escapeRegExp(licence.grantor)}\s+(?:may|can|is\s+(?:free|entitled)\s+to|shall\s+be\s+(?:free|entitled)\s+to|(?:retains|reserves|keeps)\s+the\s+right\s+to)\s+(?:also\s+|still\s+|continue\s+to\s+)?(?:use|display|show|publish|reproduce|exhibit)\b`,
    "i"
  )
  return doc.sentences.filter((s) => {
    if (s.heading || s.start <= licence.sentence.start) return false
    const text = doc.text.slice(s.start, s.end)
    return keeps.test(text) && !/\bexclusiv|\bnot\b|\bno\b|\bnever\b|\bonly\b/i.test(text)
  })
}
