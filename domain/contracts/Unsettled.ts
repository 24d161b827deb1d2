// Unsettled readings: a value the reader returned although the words it rests on leave its role or its polarity
// open. The calibration (Calibration.ts) asks whether every mention of a field was accounted for; this asks the
// converse, of each value read: did the reading settle what the words around it do to it? A sum owed only on a
// condition, or that is a part or the total of other fees, beside another fee; a medium in a sentence that also holds
// a denial no reading placed; a flag raised from a sentence with a negator before its cue, from quoted words, or
// against another clause of its kind: the reader chose one reading where the text offers two, so the field is
// returned `needs_review` with both, instead of asserted.
//
// Each check looks only at the value's own words and at what the reading did with the rest of them, never at a
// contract's phrasing, so it also covers drafting styles no rule has met.
import { amend } from "./Amendments.js"
import type { Unexplained } from "./Calibration.js"
import type { ClassifiedClause, ClauseKind } from "./ClauseClassification.js"
import { type Citation, cite, type ContractDocument, sentenceAt } from "./ContractDocument.js"
import type { CountryMention, ExtractedTerms } from "./ContractExtraction.js"
import type { Flag, FlagCode } from "./ContractFlags.js"
import { type Doubt, doubt } from "./Doubts.js"
import { DEFAULT, readAt } from "./Polarity.js"

/** The part of a sentence that holds a value: from the last break before it to the next after it. */
export const partAround = (
  text: string,
  start: number,
  end: number
): { readonly from: number; readonly to: number } => {
  const BREAK = /[;|]|\.\s|:\s|\s[–—]\s/g
  let from = 0
  let to = text.length
  for (const m of text.matchAll(BREAK)) {
    if (m.index + m[0].length <= start) from = m.index + m[0].length
    else if (m.index >= end) {
      to = m.index
      break
    }
  }
  return { from, to }
}

// ---------------------------------------------------------------------------------------------------------------
// Fees: a sum is a fee only when its own words do not make it a contingency, a part or a total of another fee

/**
 * Words that make a sum owed only if something happens that the contract does not say will happen: "only if
 * incurred", "if requested", "at the Client's option". (A tax "if applicable" rides on the fee; it is not the fee's
 * condition.)
 */
const CONTINGENT =
  /\bonly\s+(?:if|where|when)\b|\bif\s+(?:and\s+when\s+)?(?:incurred|required|requested|exercised|needed|used|worked|called)\b|\b(?:as|where|when)\s+incurred\b|\b(?:on|upon)\s+request\b|\bat\s+(?:the\s+)?\w+['’]s\s+(?:option|election|request)\b|\boptional\b|\bif\s+(?:the\s+)?\w+\s+(?:elects?|chooses?|decides?|exercises?|extends?|renews?|requests?|requires?)\b/i
/** Words before a sum that bound it rather than state it: "up to £2,000", "no more than". */
const BOUND_BEFORE = /\b(?:up\s+to|not\s+(?:more\s+than|exceeding)|no\s+more\s+than|maximum(?:\s+of)?|at\s+most)\s*$/i

/**
 * Read fees whose role the reading did not settle: where two or more sums are read as fees, one whose own part of
 * its sentence makes it owed only on a condition or up to a bound may not be a fee at all (an overtime rate "only if
 * incurred", an option's price, a cap). A rate per day or per use is a fee in its own right: it is not doubted.
 */
export const feesUnsettled = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  if (terms.fees.length < 2) return []
  const totals = addedUp(terms.fees).map((f): Unexplained => ({
    field: "fees",
    candidate: `not ${f.currency} ${f.amount}`,
    what: "a fee that is other fees read added up",
    source: f.source
  }))
  const parts = partsOf(doc, terms.fees).map((f): Unexplained => ({
    field: "fees",
    candidate: `not ${f.currency} ${f.amount}`,
    what: "a fee that is a part of another fee read (an instalment, a rate times a count)",
    source: f.source
  }))
  // Two sums side by side with only markup between them ("a fee of [Deleted: £3,000] [Inserted: £4,200]",
  // "~~$15,000~~ $18,500"): one replaced the other, and the reading kept both.
  const sideBySide = terms.fees.flatMap((f, i): ReadonlyArray<Unexplained> =>
    terms.fees.slice(i + 1).flatMap((g): ReadonlyArray<Unexplained> => {
      const [a, b] = f.source.start < g.source.start ? [f, g] : [g, f]
      const between = doc.text.slice(a.source.end, b.source.start)
      if (a.source.end > b.source.start || between.length > 40) return []
      if (
        between.replace(/\b(?:deleted|inserted|struck|added|removed|replaced|was|now)\b|[\s[\]{}()~:+\-–—/|]/gi, "") !==
        ""
      )
        return []
      return [a, b].map((x) => ({
        field: "fees" as const,
        candidate: `not ${x.currency} ${x.amount}`,
        what: "two sums side by side with only markup between them",
        source: cite(doc, a.source.start, b.source.end)
      }))
    })
  )
  return [
    ...totals,
    ...parts,
    ...sideBySide,
    ...terms.fees.flatMap((f): ReadonlyArray<Unexplained> => {
      const s = sentenceAt(doc, f.source.start)
      if (s === undefined) return []
      const text = doc.text.slice(s.start, s.end)
      const a = f.source.start - s.start
      const b = f.source.end - s.start
      const part = partAround(text, a, b)
      const own = `${s.label ?? ""} ${text.slice(part.from, part.to)}`
      const bound = BOUND_BEFORE.test(text.slice(Math.max(0, a - 30), a))
      if (!bound && !CONTINGENT.test(own)) return []
      return [
        {
          field: "fees",
          candidate: `not ${f.currency} ${f.amount}`,
          what: bound
            ? "a bound read as a fee beside another"
            : "a sum owed only on a condition read as a fee beside another",
          source: f.source
        }
      ]
    })
  ]
}

/**
 * The fees that are two or more of the other fees of their currency added up (a total no label called one: "£6,000
 * in all"): the reading counted the same money twice, or the parts are instalments of it.
 */
export const addedUp = <F extends { readonly amount: number; readonly currency: string }>(
  fees: ReadonlyArray<F>
): ReadonlyArray<F> =>
  fees.filter((f) => {
    const others = fees.filter((g) => g !== f && g.currency === f.currency && g.amount > 0 && g.amount < f.amount)
    // Some subset of two or more of the others adds up to f (the lists are short: a few fees per contract).
    const sums = (from: number, left: number, count: number): boolean =>
      (Math.abs(left) < 0.005 && count >= 2) ||
      (left > 0 &&
        from < others.length &&
        (sums(from + 1, left - others[from]!.amount, count + 1) || sums(from + 1, left, count)))
    return others.length >= 2 && others.length <= 12 && sums(0, f.amount, 0)
  })

const COUNTS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

/**
 * The fees that go a whole number of times into another fee of their currency, where the text says that many: the
 * count written before the smaller sum ("twelve monthly instalments of £2,000"), or the smaller sum written that
 * many times ("US$15,000 on signature and US$15,000 on first screening"). The smaller sum pays the larger in parts.
 */
export const partsOf = <F extends { readonly amount: number; readonly currency: string; readonly source: Citation }>(
  doc: ContractDocument,
  fees: ReadonlyArray<F>
): ReadonlyArray<F> =>
  fees.filter((g) =>
    fees.some((f) => {
      if (f === g || f.currency !== g.currency || g.amount <= 0 || f.amount <= g.amount) return false
      const n = f.amount / g.amount
      if (!Number.isInteger(n) || n > 60) return false
      const before = doc.text.slice(Math.max(0, g.source.start - 60), g.source.start)
      const written = new RegExp(`\\b(?:${n}|${COUNTS[n] ?? String(n)})\\b`, "i").test(before)
      const quote = doc.text.slice(g.source.start, g.source.end)
      const times = doc.text.split(quote).length - 1
      return written || times === n
    })
  )

// ---------------------------------------------------------------------------------------------------------------
// Channels: a medium is granted only where no denial in its sentence is left unplaced

/** Words that deny, exclude or hold back what follows or precedes them. */
const DENIAL =
  /\b(?:not|nor|never|excluding|excluded|except|other\s+than|save\s+(?:for|that)|reserved|restricted|prohibited)\b|n['’]t\b|\bno\s+(?!later\b|earlier\b|less\b|more\b|fewer\b|longer\b)/gi

/** Where a denial was placed by the reading: an excluded medium, a denied clause, a ruled-out territory. */
const placedDenials = (terms: ExtractedTerms): ReadonlyArray<Citation> => [
  ...terms.excluded_channels.flatMap((c) => c.sources),
  ...terms.territories.excluded.map((c) => c.source),
  ...terms.clauses.filter((c) => !c.stated).map((c) => c.cue)
]

/** Words a denial can be about that a reading of media must weigh: a medium, or the grant itself. */
const ABOUT_USE =
  /\b(?:us(?:e|es|ed|ing)|licen[cs]ed|granted|permitted|included|authori[sz]ed|cleared|covered|media|medium|channels?|broadcast\w*|television|tv|radio|cinema\w*|theatrical|print\w*|press|outdoor|out-of-home|ooh|posters?|billboards?|online|digital|internet|web\w*|social|streaming|in-store|retail|point[- ]of[- ]sale|packaging|advertis\w*)\b/i

/**
 * The denials of a sentence the reading did not place: a denial is placed when the reading ruled something out or
 * denied a clause in the same sentence; an empty box's "No" answers a form; a denial whose words up to the next break
 * name no medium and no use ("for no additional fee") is about something else.
 */
export const unplacedDenials = (
  text: string,
  placedIn: (from: number, to: number) => boolean
): ReadonlyArray<number> => {
  if (placedIn(0, text.length)) return []
  return Array.from(text.matchAll(DENIAL)).flatMap((m) => {
    const after = text.slice(m.index + m[0].length)
    // "non-exclusive", "not exclusive": a word about exclusivity, read as such.
    if (/^\s*-?\s*exclusiv/i.test(after)) return []
    if (/[☐□✗✘]|\[\s?\]\s*$/.test(text.slice(Math.max(0, m.index - 4), m.index))) return []
    // The denial's scope: up to the next break after it, and the part it closes ("print and radio are not licensed").
    const scope = `${text.slice(partAround(text, m.index, m.index).from, m.index)} ${after.split(/[.;:|]/)[0] ?? ""}`
    return ABOUT_USE.test(after.split(/[.;:|]/)[0] ?? "") ||
      (/^\s*(?:licen|grant|permit|includ|authori)/i.test(after) && ABOUT_USE.test(scope))
      ? [m.index]
      : []
  })
}

/** The sentence at `at` when it states a default another part may change ("Unless the face of the order states otherwise, …"). */
const defaultAt = (doc: ContractDocument, at: number) => {
  const s = sentenceAt(doc, at)
  return s !== undefined && DEFAULT.test(doc.text.slice(s.start, s.end)) ? s : undefined
}

/**
 * Granted media whose every source sentence holds a denial about use that the reading did not place (it ruled out
 * no medium or territory and denied no clause in that sentence): the reader decided the denial does not reach the
 * medium; it may (a grant followed by "excluding …", a list closed by "are not licensed", a definition "other than").
 */
export const channelsUnsettled = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  if (terms.all_media !== null) {
    // All media read from a default another part may change ("Unless the Order Confirmation states otherwise, each
    // licence is … for use in all media"): which media the order names is for a person.
    const s = defaultAt(doc, terms.all_media.start)
    return s !== undefined
      ? [
          {
            field: "channels",
            candidate: "the media another part names",
            what: "all media read from a default another part may change",
            source: cite(doc, s.start, s.end)
          }
        ]
      : []
  }
  const placed = placedDenials(terms)
  return terms.channels.flatMap((c): ReadonlyArray<Unexplained> => {
    const open = c.sources.map((x) => {
      const s = sentenceAt(doc, x.start)
      if (s === undefined) return null
      const text = doc.text.slice(s.start, s.end)
      const denials = unplacedDenials(text, (from, to) =>
        placed.some((p) => p.start < s.start + to && p.end > s.start + from)
      )
      return denials.length === 0 ? null : cite(doc, s.start, s.end)
    })
    const first = open[0]
    if (c.sources.length === 0 || open.some((o) => o === null) || first === undefined || first === null) return []
    return [
      {
        field: "channels",
        candidate: `not ${c.channel}`,
        what: "a medium in a sentence whose denial the reading did not place",
        source: first
      }
    ]
  })
}

/**
 * Granted media whose every source, read again plainly (Polarity.ts's scope: a list a denial introduces, an
 * exception read the other way, a denial right after the words), is denied: the reader and the second reading
 * disagree about the same words.
 */
export const channelsDenied = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Unexplained> =>
  terms.channels.flatMap((c): ReadonlyArray<Unexplained> => {
    const read = c.sources.map((x) => {
      const s = sentenceAt(doc, x.start)
      if (s === undefined || s.heading) return null
      const text = doc.text.slice(s.start, s.end)
      return { s, says: readAt(text, x.start - s.start, x.end - s.start) }
    })
    const first = read[0]
    if (first === undefined || first === null || read.some((r) => r === null || r.says !== false)) return []
    return [
      {
        field: "channels",
        candidate: `not ${c.channel}`,
        what: "a granted medium whose words, read again, are denied",
        source: cite(doc, first.s.start, first.s.end)
      }
    ]
  })

// ---------------------------------------------------------------------------------------------------------------
// Flags: a flag raised from a clause is sure only when the clause's own sentence takes nothing back

/** The clause kinds a flag is raised from. */
const FLAG_KIND: Partial<Record<FlagCode, ClauseKind>> = {
  sublicensable: "sublicensing",
  assignable: "assignment",
  non_compete: "non_compete",
  morality_clause: "morality",
  buyout: "buyout",
  moral_rights_waiver: "moral_rights_waiver",
  automatic_renewal: "automatic_renewal"
}

/** A denial of a condition, not of the right: "may assign … without Talent's consent". */
const WITHOUT_CONDITION =
  /\bwithout\s+(?:\w+['’]s?\s+|the\s+|any\s+|further\s+|prior\s+|written\s+|\w+\s+){0,4}(?:consent|approval|permission|notice|agreement|payment|fee|charge|reference|recourse)\b/i
const NEGATORS = /\b(?:not|no|nor|never|none|neither|without|excluding|except)\b|n['’]t\b|\bnon-/i

/** A permission of the right, in a modal: "may assign", "is entitled to sub-license", "shall be free to transfer". */
const RIGHT_VERB: Partial<Record<ClauseKind, RegExp>> = {
  assignment:
    /\b(?:may|can|is\s+(?:entitled|free|permitted|allowed)\s+to|shall\s+be\s+(?:entitled|free)\s+to)\s+(?:\w+\s+)?(?:assign|transfer)\b/i,
  sublicensing:
    /\b(?:may|can|is\s+(?:entitled|free|permitted|allowed)\s+to|shall\s+be\s+(?:entitled|free)\s+to)\s+(?:\w+\s+)?sub-?licen[cs]e\b/i
}

/** The words that name a flag's right. */
const RIGHT_WORD: Partial<Record<FlagCode, RegExp>> = {
  sublicensable: /\bsub-?licen[cs]\w*/i,
  assignable: /\bassign(?:s|ed|ing|ment|able)?\b/i,
  buyout: /\bbuy-?\s?outs?\b/i,
  moral_rights_waiver: /\bmoral\s+rights?\b/i
}
/** A denial or a holding back of what a part names. */
const DENIES_RIGHT =
  /\b(?:not|no|nor|never|none|excluded|excluding|reserved|retains?|withheld|prohibited|forbidden)\b|n['’]t\b/i
/** Words that limit a denial to others than whom a grant names: it then agrees with the grant. */
const LIMITS =
  /\b(?:anyone|anybody|any\s+other|else|otherwise|other\s+than|except|save|unless|only|without\s+(?:\w+['’]s?\s+|the\s+|prior\s+|written\s+){0,4}(?:consent|approval))\b/i

/** A denial of the right to others than whom a grant names ("may not otherwise assign", "to anyone else"). */
const OTHERS = /\b(?:anyone|anybody|any\s+other|else|otherwise|other\s+than|except|save)\b/i
/** A denial qualified by whom it spares or by a condition ("unless", "without consent"): it need not contradict a grant. */
const QUALIFIED = /\b(?:anyone|anybody|any\s+other|else|otherwise|other\s+than|except|save|unless|without)\b/i

/** Whether words hold a negator, past words about exclusivity ("non-exclusive" denies no right). */
const negates = (words: string): boolean =>
  /\b(?:not|nor|never|none|no)\b(?!\s+(?:later|earlier|less|more|fewer|longer)\b)|n['’]t\b/i.test(
    words.replace(/\bnon-?\s?exclusiv\w*|\bnot\s+exclusiv\w*/gi, "")
  )

/** Whether a negator stands in the same part as position `at`, before it ("may not sub-license", not "…; no fee"). */
const negatedInPart = (words: string, at: number): boolean => negates(words.slice(partAround(words, at, at).from, at))

/**
 * Who a clause binds: the name before its first modal ("The Artist may not …" → "artist"; "Host's obligations may not
 * be assigned" → "host"), or "" if none.
 */
export const boundOf = (sentence: string): string =>
  (
    /(?:^|[.;:,]\s*|\b(?:and|but)\s+)(?:\d+(?:\.\d+)*\.?\s+)?(?:[Tt]he\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})(?:['’]s(?:\s+[a-z]+){1,2})?\s+(?:may|shall|will|must|can|is|are|agrees?|undertakes?)\b/.exec(
      sentence
    )?.[1] ?? ""
  ).toLowerCase()

/**
 * Flags the reading did not settle: raised while a later clause of the same kind denies them (a rider or a later
 * clause on the same subject, read for every kind a flag is raised from); not raised while a later clause of the
 * kind states them after an earlier denial; not raised from a denial whose only negator denies a condition of the
 * right ("may assign this release to the Advertiser without Talent's consent"), not the right.
 */
export const flagsUnsettled = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>
): ReadonlyArray<Unexplained> => {
  const out: Array<Unexplained> = []
  const raised = new Set(flags.map((f) => f.code))
  for (const [code, kind] of Object.entries(FLAG_KIND) as ReadonlyArray<readonly [FlagCode, ClauseKind]>) {
    const of: ReadonlyArray<ClassifiedClause> = terms.clauses.filter((c) => c.kind === kind)
    const name = kind.replace(/_/g, " ")
    if (raised.has(code)) {
      const yes = of.find((c) => c.stated)
      // Another clause of the kind, before or after, that denies it for the same party: the two disagree and nothing
      // said which prevails (a part that prevails or an amendment would have superseded one). A denial that limits
      // the grant to whom it names ("may not sublicense them to anyone else") agrees with it.
      const laterNo = of.find(
        (c) =>
          !c.stated &&
          c.certain &&
          yes !== undefined &&
          (c.sentence.start > yes.sentence.end || c.sentence.end < yes.sentence.start) &&
          boundOf(c.sentence.quote) === boundOf(yes.sentence.quote) &&
          !QUALIFIED.test(c.sentence.quote)
      )
      // The right named again elsewhere under a denial that binds the same party, in words no clause was read from
      // ("none of the following is granted: … (c) the right to sub-license"; a "Not cleared for" column).
      const named = RIGHT_WORD[code]
      const raisedFrom = flags.find((f) => f.code === code)?.source ?? null
      const deniedElsewhere =
        named === undefined || raisedFrom === null
          ? undefined
          : doc.sentences.find((s) => {
              if (s.heading || s.status !== undefined || (s.start <= raisedFrom.start && raisedFrom.start < s.end))
                return false
              const words = doc.text.slice(s.start, s.end)
              const at = named.exec(words)
              if (at === null || of.some((c) => c.sentence.start < s.end && s.start < c.sentence.end)) return false
              const part = partAround(words, at.index, at.index + at[0].length)
              const own = `${s.label ?? ""} ${words.slice(part.from, part.to)}`
              const bound = boundOf(words)
              return (
                DENIES_RIGHT.test(own) && !LIMITS.test(words) && (bound === "" || bound === boundOf(raisedFrom.quote))
              )
            })
      if (deniedElsewhere !== undefined)
        out.push({
          field: "flags",
          candidate: `not ${code}`,
          what: `the right named again under a denial no ${name} clause was read from`,
          source: cite(doc, deniedElsewhere.start, deniedElsewhere.end)
        })
      // The flag's own sentence read both ways: a clause denied from the same words, a denial before the cue that the
      // reading scoped away from it ("none of the following is granted: … (c) the right to sub-license"), or the cue
      // inside quoted words that report a text rather than state a term ("The clause read: "… may sub-license …"").
      const cue = yes?.cue ?? null
      const own = cue === null ? undefined : sentenceAt(doc, cue.start)
      if (cue !== null && own !== undefined && code !== "non_compete" && code !== "morality_clause") {
        const words = doc.text.slice(own.start, own.end)
        // A negator before the cue, or before the right named again in the same sentence ("6. Sub-licensing and
        // assignment. The Client may not sub-license …"), past words about exclusivity: the reading decided none
        // reaches the right.
        const deniedBefore =
          negates(words.slice(0, cue.start - own.start)) ||
          (named !== undefined &&
            Array.from(words.matchAll(new RegExp(named.source, "gi"))).some((m) => {
              // "… but may not otherwise assign": a denial that limits the grant to whom it names agrees with it.
              const part = partAround(words, m.index, m.index + m[0].length)
              return negatedInPart(words, m.index) && !OTHERS.test(words.slice(part.from, part.to))
            }))
        const quoted = Array.from(words.matchAll(/["“]([^"”]{20,})["”]/g)).some(
          (m) =>
            own.start + m.index < cue.start &&
            cue.end <= own.start + m.index + m[0].length &&
            /\b(?:may|shall|will|must)\b/.test(m[1] ?? "")
        )
        if (deniedBefore || quoted)
          out.push({
            field: "flags",
            candidate: `not ${code}`,
            what: quoted
              ? `a ${name} clause read from quoted words`
              : `a ${name} clause read from a sentence that also denies`,
            source: cite(doc, own.start, own.end)
          })
      }
      if (laterNo !== undefined)
        out.push({
          field: "flags",
          candidate: `not ${code}`,
          what: `another ${name} clause that denies it`,
          source: laterNo.sentence
        })
      continue
    }
    const no = of.find((c) => !c.stated)
    // Denied first, then stated of the same party: the later words may prevail (a rider); the reading kept the first.
    const later =
      no === undefined
        ? undefined
        : of.find(
            (c) =>
              c.stated && c.sentence.start > no.sentence.end && boundOf(c.sentence.quote) === boundOf(no.sentence.quote)
          )
    if (later !== undefined) {
      out.push({
        field: "flags",
        candidate: code,
        what: `a later ${name} clause that states what an earlier one denies`,
        source: later.sentence
      })
      continue
    }
    // A permission read as a denial (or not read at all) because of "without …consent": the sentences that give the
    // right in a modal of permission, whose only negator denies a condition of it.
    const verb = RIGHT_VERB[kind]
    if (verb === undefined) continue
    const conditionOnly = doc.sentences.find((s) => {
      if (s.heading || s.status !== undefined) return false
      const words = doc.text.slice(s.start, s.end)
      return (
        verb.test(words) &&
        WITHOUT_CONDITION.test(words) &&
        !NEGATORS.test(words.replace(new RegExp(WITHOUT_CONDITION.source, "gi"), ""))
      )
    })
    if (conditionOnly !== undefined)
      out.push({
        field: "flags",
        candidate: code,
        what: `a permission to ${name.replace(/ing$/, "")} denied only by words about its condition`,
        source: cite(doc, conditionOnly.start, conditionOnly.end)
      })
  }
  return out
}
// ---------------------------------------------------------------------------------------------------------------
// Rival values: a value returned while the document holds another of the same kind the reading did not rule out

/** Where use is placed: a sentence about the territory (its label or its clause), or words that place use. */
const PLACES_USE = /\b(?:territor(?:y|ies)|throughout|within|licensed\s+(?:for|in)|use\s+in|cleared\s+for)\b/i

/**
 * Territories the reading did not settle. Worldwide read while a sentence about the territory names countries it
 * grants (a tracked change, a default the order changes, a second territory clause): the list is a rival. A granted
 * country that a plain reading of its own words denies (an item of a list "none of the following is granted:", an
 * exception) is doubted with "not" before it.
 */
export const territoriesUnsettled = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Unexplained> => {
  const out: Array<Unexplained> = []
  for (const c of terms.territories.granted) {
    const s = sentenceAt(doc, c.source.start)
    if (s === undefined || s.heading) continue
    const text = doc.text.slice(s.start, s.end)
    if (readAt(text, c.source.start - s.start, c.source.end - s.start) === false)
      out.push({
        field: "territories",
        candidate: `not ${c.code}`,
        what: "a granted country its own words, read again, deny",
        source: cite(doc, s.start, s.end)
      })
  }
  const worldwide = terms.territories.worldwide
  if (worldwide === null) return out
  // Worldwide read from a default another part may change ("Unless the face of the order states otherwise, the
  // Supplier grants … a worldwide … licence"): which territory that part names is for a person.
  const said = defaultAt(doc, worldwide.start)
  if (said !== undefined)
    out.push({
      field: "territories",
      candidate: "the territory another part names",
      what: "worldwide read from a default another part may change",
      source: cite(doc, said.start, said.end)
    })
  const ruledOut = new Set(terms.territories.excluded.map((c) => c.code))
  const rival = countries.find((c) => {
    const s = sentenceAt(doc, c.start)
    if (s === undefined || s.heading || s.status !== undefined || c.codes.every((code) => ruledOut.has(code)))
      return false
    if (s.start <= worldwide.start && worldwide.start < s.end) return false
    const about = s.topic === "territory" || s.clause.topic === "territory" || /territor/i.test(s.label ?? "")
    const text = doc.text.slice(s.start, s.end)
    return (
      about && PLACES_USE.test(`${s.label ?? ""} ${text}`) && readAt(text, c.start - s.start, c.end - s.start) === true
    )
  })
  if (rival !== undefined) {
    const s = sentenceAt(doc, rival.start)!
    out.push({
      field: "territories",
      candidate: rival.codes.join(", "),
      what: "worldwide read beside a territory clause that names countries",
      source: cite(doc, s.start, s.end)
    })
  }
  return out
}

/**
 * An end the reading did not settle: none read because the term is perpetual by a default another part may change
 * ("Unless the face of the order states otherwise, … a perpetual … licence"): the end that part gives is for a person.
 */
export const endUnsettled = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  const perpetual = terms.term.perpetual
  if (perpetual === null || terms.dates.end !== null) return []
  const s = defaultAt(doc, perpetual.start)
  return s !== undefined
    ? [
        {
          field: "end",
          candidate: "the end another part gives",
          what: "no end read, the term being perpetual by a default another part may change",
          source: cite(doc, s.start, s.end)
        }
      ]
    : []
}

/** The capitals of a name's words ("Farrow Street Grocers Pty Ltd" → "fsgpl", without the company's form "fsg"). */
const initialsOf = (name: string): ReadonlyArray<string> => {
  const words = name.split(/[\s&,.-]+/).filter((w) => /^[A-Z]/.test(w))
  const all = words.map((w) => w[0]!.toLowerCase()).join("")
  const bare = words
    .filter((w) => !/^(?:Pty|Ltd|Limited|Inc|LLC|LLP|GmbH|AG|SA|SAS|BV|NV|AB|AS|Oy|Plc|PLC|Co|Corp|Company)$/.test(w))
    .map((w) => w[0]!.toLowerCase())
    .join("")
  return [all, bare]
}

/**
 * Parties the reading did not settle: a party that is another party's short name (its initials, "Fsg" beside
 * "Farrow Street Grocers Pty Ltd", or one of its words): a defined term read as a second party, while the real
 * other party may be named elsewhere.
 */
export const partiesUnsettled = (terms: ExtractedTerms): ReadonlyArray<Unexplained> =>
  terms.parties.flatMap((p): ReadonlyArray<Unexplained> => {
    const short = p.name.replace(/[^A-Za-z]/g, "").toLowerCase()
    if (short.length < 2 || /\s/.test(p.name.trim())) return []
    const of = terms.parties.find(
      (q) =>
        q !== p &&
        /\s/.test(q.name.trim()) &&
        (initialsOf(q.name).includes(short) || q.name.toLowerCase().split(/\s+/).includes(short))
    )
    return of === undefined
      ? []
      : [
          {
            field: "parties",
            candidate: `not ${p.name}`,
            what: `a party that is ${of.name}'s short name`,
            source: p.source
          }
        ]
  })

/** A company's name in a signature block: capitalised words that end in a company form ("Northline Models Ltd"). */
const COMPANY_IN_BLOCK =
  /\b(?:[A-Z][\w'’&.-]*\s+){0,5}(?:Ltd|Limited|LLC|LLP|Inc|plc|PLC|GmbH|AG|BV|Pty\s+Ltd|Pty|Corp|Corporation)\b\.?/g
/** Words that say who signs for whom, after which a company is the principal, not a rival. */
const SIGNS_FOR = /\b(?:as\s+agents?\s+for|on\s+behalf\s+of|for\s+and\s+on\s+behalf\s+of|acting\s+for)\s*$/i

/**
 * A company that signs while no party read is that company: the signature block names a party the reading did not
 * return (a contracting company the opening named only by a short name, a party the reader took an agency for).
 */
export const signaturesUnsettled = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Unexplained> => {
  const known = terms.parties.map((p) => p.name.toLowerCase().replace(/[.,]/g, ""))
  if (known.length === 0) return []
  const out: Array<Unexplained> = []
  for (const s of doc.sentences) {
    if (s.status !== undefined || (s.topic !== "signatures" && s.clause.topic !== "signatures")) continue
    const text = doc.text.slice(s.start, s.end)
    for (const m of text.matchAll(COMPANY_IN_BLOCK)) {
      const name = m[0].replace(/^(?:For|By|Signed|Accepted|Agreed|The|And)\s+/g, "").trim()
      const bare = name.toLowerCase().replace(/[.,]/g, "")
      if (name.split(/\s+/).length < 2 || known.some((k) => k.includes(bare) || bare.includes(k))) continue
      if (SIGNS_FOR.test(text.slice(0, m.index)) && !known.some((k) => text.toLowerCase().includes(k))) continue
      // An agency that signs as agent ("…, agent for Ava Lindqvist", "by its agent …", "… as agent only") is no rival.
      const near = text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20)
      if (/\bagents?\b|\bagency\b/i.test(near)) continue
      out.push({
        field: "parties",
        candidate: name,
        what: "a company that signs but is not among the parties read",
        source: cite(doc, s.start, s.end)
      })
    }
  }
  return out.slice(0, 1)
}

// ---------------------------------------------------------------------------------------------------------------

/** Every value of fees, channels, flags, territories, the end and parties the reading did not settle. */
export const unsettledEvidence = (
  document: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>,
  countries: ReadonlyArray<CountryMention> = []
): ReadonlyArray<Unexplained> => {
  const doc = amend(document).document
  return [
    ...feesUnsettled(doc, terms),
    ...channelsUnsettled(doc, terms),
    ...channelsDenied(doc, terms),
    ...flagsUnsettled(doc, terms, flags),
    ...territoriesUnsettled(doc, terms, countries),
    ...endUnsettled(doc, terms),
    ...partiesUnsettled(terms),
    ...signaturesUnsettled(doc, terms)
  ]
}

/** The doubts unsettled readings raise: one per field, every unsettled value a candidate with its words. */
export const unsettledDoubts = (
  document: ContractDocument,
  terms: ExtractedTerms,
  flags: ReadonlyArray<Flag>,
  countries: ReadonlyArray<CountryMention> = []
): ReadonlyArray<Doubt> => {
  const found = unsettledEvidence(document, terms, flags, countries)
  return [...new Set(found.map((u) => u.field))].map((field) => {
    const of = found.filter((u) => u.field === field)
    const first = of[0]!
    return doubt(
      field,
      `Not settled: ${first.what} ("${first.source.quote}", §${first.source.clause})` +
        (of.length > 1 ? ` (and ${of.length - 1} more)` : ""),
      first.source,
      of.map((u) => ({ value: u.candidate, source: u.source }))
    )
  })
}
