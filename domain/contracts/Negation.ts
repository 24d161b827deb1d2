// Negation and modality inside one sentence: whether the words at a position are affirmed, denied, or only a
// condition. A sentence is read as a chain of parts:
//
// - a hard break (";", ":", "but", "however", ", and the …" before a new clause) starts a part that is affirmed
//   until a negator says otherwise;
// - an exception ("except", "excluding", "other than", "save for", "but not") starts a part whose polarity is the
//   opposite of the words it is carved out of: "all media excluding cinema" denies cinema, "shall not use it
//   except on the website" affirms the website;
// - a condition ("unless", "provided that", "if", "subject to") starts a part that states nothing by itself.
//
// Inside a part every negator ("not", "no", "never", "nothing", "neither", "none", "without", "cannot", "n't",
// "prohibits", "excludes", …) flips the words after it; two cancel ("nothing … prevents … from"), and "nor" after a
// negator continues it. Quantity idioms ("not less than", "no later than", "without limiting") are not negations,
// nor is a consent a prohibition waits for ("shall not, without the Licensor's prior written consent, sub-license").
// A word with a negative prefix ("non-exclusive") is denied by itself, and a denial may follow the words it
// denies ("sub-licensing is not permitted", "social not incl.", "cinema and print are excluded"). A negator after
// the words that none of those forms explains leaves the reading uncertain. Words a form asks or offers are read
// with their answer (Answers.ts).
import { answerAt, itemStart, optionEnd } from "./Answers.js"

/**
 * Words that deny what follows them. A verb that limits a right ("limits the Talent's right to appear", "restricts
 * her freedom to work") denies the act the right names, so "nothing … limits X's right to appear" affirms it.
 */
const NEGATORS =
  /\b(?:not|no|never|nothing|neither|nor|none|cannot|without|prevents?|prohibit(?:s|ed)?|forbid(?:s|den)?|restrain(?:s|ed)?|exclude[sd]?|refrains?|(?:limit|restrict|curtail|preclude|impair)(?:s|ing)?(?=\s+(?:(?:the\s+|any\s+)?[\w-]+['’]s?\s+|the\s+|any\s+)?(?:right|rights|ability|freedom)\s+(?:of\s+(?:the\s+)?[\w-]+\s+)?to\b))\b|n['’]t\b/gi

/** Phrases with a negator that deny nothing. */
const IDIOMS =
  /\b(?:not|no)\s+(?:less|more|later|earlier|fewer|greater|sooner)\s+than\b|\bnot\s+exceeding\b|\bwhether\s+or\s+not\b|\bnot\s+only\b|\bwithout\s+(?:limit(?:ing|ation)?|prejudice|regard|delay)\b|\bwithout\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+|my\s+|our\s+|your\s+)?(?:[\w'’-]+['’]s?\s+){0,2}(?:(?:express|prior|written|separate)\s+){0,3}(?:consent|approval|permission|authori[sz]ation)\b|\bnot\s+to\s+be\s+unreasonably\b|\bno\s+(?:\w+\s+)?(?:claim|liability)\b|\bnon-union\b|\bif\s+not\b|\bnot\s+(?:otherwise\s+|expressly\s+)?(?:listed|mentioned|specified|set\s+out|described|covered|named|stated|booked|included)\s+(?=above|below|herein|here|in\b|by\b|on\b)/gi

/**
 * The last item of a list, not a new clause: "and the Taiwan region)" closing "excluding the Hong Kong SAR, the Macao
 * SAR and the Taiwan region)" — a determiner and at most four words, none a verb of those that open a clause, up to a
 * closing bracket or the end of the sentence.
 */
const LIST_TAIL = String.raw`(?:the|its|his|her|their|your|our|my)\s+(?:(?!(?:is|are|was|were|shall|will|may|must|can|has|have|does|do)\b)[\w'\u2019-]+\s*){1,4}(?:\)|\.?\s*$)`

// Where a negation's scope ends. (", and this consent won't renew automatically": "and" before a demonstrative, a noun
// and a verb opens a clause of its own, so the "won't" of the clause before it does not deny the renewal twice.)
const HARD = new RegExp(
  String.raw`[;:]|\.\s|\s[-\u2013\u2014]\s|,\s*(?:but|however|whereas)\b|\b(?:but|however|whereas)\b(?!\s+not\b)|,?\s\band\s+(?=(?:is|are|shall|will|may|must|has|have|the|its|his|her|their|your|our|my|it|he|she|they|we|you|no|nothing|hereby)\b)(?!${LIST_TAIL})|,?\s\band\s+(?=(?:this|that|these|those)\s+[\w'\u2019-]+\s+(?:is|are|was|were|shall|will|may|must|can|has|have|does|do|won['\u2019]t|can['\u2019]t|isn['\u2019]t|aren['\u2019]t|doesn['\u2019]t)\b)|,\s+and\s+(?=[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?\s+(?:shall|will|may|must|is|are|has|have|does|do|agrees?|acknowledges?|remains?)\b)`,
  "g"
)
const EXCEPTION =
  /\b(?:except(?:\s+(?:for|that|in|as|where|with))?|excluding|exclusive of|other than|save(?:\s+(?:for|that|as|in))?|with the exception of|but not(?:\s+including)?|apart from|not including)\b/gi
const CONDITION = /\b(?:unless|provided(?:\s+that)?|on condition that|so long as|if|subject to)\b/gi

type BreakKind = "hard" | "exception" | "condition" | "resume" | "qualified"

interface Break {
  readonly at: number
  readonly end: number
  readonly kind: BreakKind
}

/** The breaks of a sentence, in order (an exception inside a hard break's words wins: "but not"). */
const breaksOf = (text: string): ReadonlyArray<Break> => {
  const found: Array<Break> = []
  // A semicolon between the items of an enumeration ("(i) …; (ii) …; and (iii) …") continues one list.
  const enumerated = (end: number) => /^\s*(?:and\s+|or\s+)?\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)/i.test(text.slice(end))
  for (const [kind, re] of [
    ["exception", EXCEPTION],
    ["condition", CONDITION],
    ["hard", HARD]
  ] as const) {
    for (const m of text.matchAll(re)) {
      const at = m.index
      const end = at + m[0].length
      if (found.some((b) => at < b.end && b.at < end)) continue
      // A proviso that makes a promise of its own ("PROVIDED ALWAYS THAT no Image shall be used on television, …",
      // "provided, however, that use in Canada shall be limited to …") states a term: a new part, not a condition.
      if (kind === "condition" && stipulates(text, at)) {
        found.push({ at, end: at + (PROVISO_OPENING.exec(text.slice(at))?.[0].length ?? m[0].length), kind: "hard" })
        continue
      }
      if (kind === "hard" && m[0] === ";" && enumerated(end)) continue
      found.push({ at, end, kind })
    }
  }
  found.sort((a, b) => a.at - b.at)
  // An exception's list ends where the main clause resumes: at the comma that closes an exception opening its part
  // ("Except as set out above, the Licence remains unchanged"), or at a comma before a phrase of the grant itself
  // ("for any lawful purpose, excluding defamatory use, in any media worldwide, without time limit").
  const resumes: Array<Break> = []
  found.forEach((b, i) => {
    if (b.kind === "condition") {
      const resume = qualificationEnd(text, found, resumes, i)
      if (resume !== null) resumes.push(resume)
      return
    }
    if (b.kind !== "exception") return
    const next = found[i + 1]?.at ?? text.length
    const previousEnd = i === 0 ? 0 : (found[i - 1]?.end ?? 0)
    // An exception that opens its part and carves out a case, not a list, ends at its comma: "Except as set out
    // above,", "Other than as set out in clause 2.1,", "Apart from where …,"; "Excluding TV, cinema and …" is a list.
    const opens =
      NUMBERING.test(text.slice(previousEnd, b.at)) &&
      (/^(?:except|save)\b/i.test(text.slice(b.at, b.end)) ||
        /^\s*(?:as|where|when|if|to\s+the\s+extent|in\s+accordance|pursuant|under)\b/i.test(text.slice(b.end)))
    const list = text.slice(b.end, next)
    const close = opens ? /,\s/.exec(list) : (restated(text.slice(0, b.at), list) ?? RESUMES.exec(list))
    if (close !== null) resumes.push({ at: b.end + close.index, end: b.end + close.index + 1, kind: "resume" })
  })
  return [...found, ...resumes].sort((a, b) => a.at - b.at)
}

/** The words that open a proviso: "provided", "PROVIDED ALWAYS THAT", "provided, however, that", "provided further that". */
const PROVISO_OPENING =
  /^provided(?:\s*,?\s*(?:always|however|further|also|nevertheless|(?:and\s+)?provided)\s*,?)*\s+that\b\s*,?/i

/**
 * Whether the proviso at `at` stipulates (its first verb is a modal: "shall", "may", "must", "will", "can") rather
 * than sets a condition ("provided that the Fee has been paid, …", "provided that each sub-licensee is bound").
 */
const stipulates = (text: string, at: number): boolean => {
  const opening = PROVISO_OPENING.exec(text.slice(at))
  if (opening === null) return false
  const body = /^[^;]*?(?=\.\s|;|$)/.exec(text.slice(at + opening[0].length))?.[0] ?? ""
  const verb =
    /\b(?:shall|will|may|must|can|cannot|has|have|had|is|are|was|were|be|been|does|do|did|pays?|paid|remains?|continues?|gives?|obtains?|receives?|agrees?)\b/i.exec(
      body
    )
  return verb !== null && /^(?:shall|will|may|must|can|cannot)$/i.test(verb[0])
}

/**
 * A denial that announces the list after its colon: "none of the following is granted", "none of these is licensed",
 * "Not permitted under this tier: print, packaging, sub-licensing".
 */
const LIST_DENIAL =
  /^\W*not\s+(?:permitted|licen[cs]ed|granted|included|allowed|covered|cleared)\b[^:;]{0,40}$|\b(?:none|neither|no\s+(?:one|part))\s+of\s+(?:the\s+following|these|those)\b|\b(?:the\s+following|these)\s+(?:[\w-]+\s+){0,3}(?:is|are)\s+not\s+(?:granted|licen[cs]ed|included|permitted)\b/i

/** Only the numbering of an item before the words: "2.", "4.1", "(a)", "(iv)". */
const NUMBERING = /^\s*(?:\d+(?:\.\d+)*\.?\s*|\((?:[a-z]{1,4}|\d{1,2})\)\s*)*$/i

/** Conditions that qualify what follows them rather than make it hypothetical. */
const QUALIFIES = /^(?:subject\s+to|provided(?:\s+that)?|on\s+condition\s+that|so\s+long\s+as)$/i

/**
 * Where a qualification that opens its sentence ends: "Subject to clause 6, and provided that the Licensee has paid
 * the Fee, the Licensor grants …" grants, under conditions; the grant is not itself a condition. A qualification
 * opens the sentence when only numbering, or another opening qualification and "and", comes before it. "If …, …"
 * stays a condition: what follows holds only if it does.
 */
const qualificationEnd = (
  text: string,
  found: ReadonlyArray<Break>,
  resumes: ReadonlyArray<Break>,
  i: number
): Break | null => {
  const b = found[i]!
  if (!QUALIFIES.test(text.slice(b.at, b.end).trim())) return null
  const previous = resumes[resumes.length - 1]
  const partStart = i === 0 ? 0 : found[i - 1]!.kind === "hard" ? found[i - 1]!.end : -1
  const opens =
    (partStart >= 0 && NUMBERING.test(text.slice(partStart, b.at))) ||
    (previous !== undefined && /^[\s,]*(?:and\s+)?$/i.test(text.slice(previous.end, b.at)))
  if (!opens) return null
  const next = found[i + 1]?.at ?? text.length
  const close = /,\s/.exec(text.slice(b.end, next))
  return close === null ? null : { at: b.end + close.index, end: b.end + close.index + 1, kind: "qualified" }
}

/** A comma before a phrase that belongs to the grant, not to an exception's list. */
const RESUMES =
  /,\s+(?=(?:in any|in all|throughout|during|for (?:the|a|an|any)\s|without|worldwide|in perpetuity|in the Territory)\b)/i

/** A group of places or markets named by a plural noun ("the Nordic countries", "all EU member states"). */
const GROUP = /\b(?:countries|territories|states|nations|regions|markets|provinces)\s*$/i
const NAMELY = /,\s+(?=(?:namely|that is(?:\s+to\s+say)?|i\.e\.|to wit|being)[\s,])/i

/**
 * "the Nordic countries other than Finland and Iceland, namely Norway, Sweden and Denmark": a list after "namely"
 * names the members of the group the exception was carved from, what is left of it, so the exception ends before
 * it. When the exception's own list ends in a group ("all territories excluding the Nordic countries, namely …"),
 * "namely" names what is excluded, and the exception goes on.
 */
const restated = (before: string, list: string): RegExpExecArray | null => {
  const namely = NAMELY.exec(list)
  if (namely === null || !GROUP.test(before) || GROUP.test(list.slice(0, namely.index))) return null
  return namely
}

/** Offsets covered by idioms (their negators are not negations). */
const idiomSpans = (text: string): ReadonlyArray<readonly [number, number]> =>
  Array.from(text.matchAll(IDIOMS), (m) => [m.index, m.index + m[0].length] as const)

/** The negators in `text` between `from` and `to`, "nor" after another negator left out. */
const negatorsIn = (text: string, from: number, to: number): ReadonlyArray<{ word: string; at: number }> => {
  const idioms = idiomSpans(text)
  const found: Array<{ word: string; at: number }> = []
  /** The last negator met, counted or not (the item before in a list of denials). */
  let listed: { word: string; at: number } | null = null
  for (const m of text.slice(from, to).matchAll(NEGATORS)) {
    const at = from + m.index
    if (idioms.some(([s, e]) => at >= s && at < e)) continue
    const word = m[0].toLowerCase()
    if (word === "nor" && found.length > 0) continue
    // "with Alder & Moss, which is not a party to this letter, in the United Kingdom": a negator inside a relative
    // clause closed by its comma denies what the clause says of the name before it, nothing after it.
    if (/,\s*(?:which|who)\s+[^,;()]*$/i.test(text.slice(from, at)) && /,/.test(text.slice(at, to))) continue
    // "website and organic social only (no paid amplification), UK only": a negator inside brackets that close
    // before the words denies what the brackets say, nothing after them.
    if (/\([^()]*$/.test(text.slice(from, at)) && /^[^()]*\)/.test(text.slice(at, to))) continue
    // "No, this licence can't be sub-licensed": an answer that opens the sentence is no negator of what follows.
    if (word === "no" && /^\s*,/.test(text.slice(at + 2)) && /^\s*$|\?\s*$/.test(text.slice(0, at))) continue
    // "Exclusivity: none (non-exclusive)": a bare answer that is the whole value, its restatement in brackets after
    // it, denies nothing of the restatement.
    if (
      /^(?:no|none|nil)$/.test(word) &&
      /^\s*\(/.test(text.slice(at + word.length)) &&
      /^\s*$/.test(text.slice(0, at))
    )
      continue
    // "no TV, no print and no out-of-home", "not on TV or not in print": a negator that opens the next item of a
    // list repeats the denial of the item before it; it does not cancel it.
    const previous = listed
    listed = { word, at }
    if (
      previous !== null &&
      found.length > 0 &&
      /^(?:no|not|never|none)$/.test(word) &&
      /^(?:no|not|never|none)$/.test(previous.word) &&
      /^\s*[\w'’-]+(?:\s+[\w'’-]+){0,3}\s*(?:,|\band\b|\bor\b|,\s*(?:and|or)\b)\s*$/i.test(
        text.slice(previous.at + previous.word.length, at)
      )
    ) {
      continue
    }
    // A second predicate coordinated with a denied one ("exclude, and Company shall not use", "shall not edit it,
    // shall not alter it") repeats the denial; it does not cancel it.
    if (
      found.length > 0 &&
      /(?:,|\band|\bor)\s+(?:\w+\s+){0,3}(?:shall|will|may|must|does|do|is|are|can|could|would)\s+$/i.test(
        text.slice(Math.max(from, at - 60), at)
      )
    ) {
      continue
    }
    found.push({ word, at })
  }
  return found
}

/**
 * A denial after the words it denies (not one in a relative clause: "consent, which may be withheld", "television or
 * cinema, each of which is reserved to the Licensor").
 */
const DENIED_AFTER =
  /^(?:(?!,\s*(?:(?:each|all|both|any|either|some|none)\s+of\s+)?(?:which|who|whom|whose)\b)[^;:]){0,80}?(?:\b(?:is|are|shall be|will be|may be|be|being)\s+(?:not\s+(?:permitted|allowed|granted|authori[sz]ed|licen[cs]ed|included|covered|payable|due|part\b)|excluded|prohibited|forbidden|reserved|withheld)|\b(?:shall|will|may|must)\s+not\s+be\s+(?:payable|due|used|permitted|licen[cs]ed|granted|included)\b|\bnot\s+(?:incl(?:uded|\.)?|covered|licen[cs]ed|permitted|granted|allowed|booked|purchased|taken|selected|requested)\b|\bare\s+not\s+part\b)/i

/**
 * A use reserved for another agreement ("Any use on social media requires a separate agreement and fee", "would be
 * subject to a further fee"): denied whatever else the sentence says of it (it is not a second negation of an
 * exclusion: "exclude print, which would require a separate agreement" still excludes print).
 */
const RESERVED_AFTER =
  /^[^;:]{0,80}?(?:\brequires?\s+(?:a\s+|an\s+|the\s+)?(?:[\w'’]+['’]s?\s+)?(?:separate|further|new|additional|written|prior\s+written)\s+(?:\w+\s+)?(?:agreement|licen[cs]e|fee|payment|consent|negotiation)\b|\b(?:is|are|would\s+be|will\s+be|shall\s+be)\s+subject\s+to\s+(?:a\s+)?(?:separate|further|new|additional)\s+(?:\w+\s+)?(?:agreement|licen[cs]e|fee|payment)\b)/i

/**
 * A label and its value in one sentence ("Sub-licensing: not permitted", "Assignment: none"): the value after the
 * colon answers for the label before it. The label is the words from the start of their part up to the colon.
 */
const LABEL_VALUE_DENIAL =
  /^[\w\s'’/&()-]{0,30}?:\s*(?:no|none|nil|n\/a|deleted|not\s+used|not\s+(?:permitted|allowed|granted|authori[sz]ed|licen[cs]ed|included|applicable|available)|excluded|prohibited|forbidden|refused|withheld|[☐□✗✘])(?=[\s.,;)]|$)/i
const LABEL_OPENING = /^[\s\d.()]*(?:[\w'’/&-]+\s+){0,3}$/

export type Polarity = "affirmed" | "denied"

export interface Reading {
  readonly polarity: Polarity
  /** The words are part of a condition ("unless …", "if …"): they state nothing by themselves. */
  readonly conditional: boolean
  /** False when a negator after the words may govern them and no known form says how. */
  readonly certain: boolean
  /** The negator or exclusion that decided a denial ("not", "excluding", "non-", "is not permitted"). */
  readonly by: string | null
  /** Where the exception that decided starts ("excluding", "except"), when an exception decided. */
  readonly exceptionEnd: number | null
}

/**
 * A word formed with a negative prefix ("non-exclusive", "nonexclusive", "non exclusive", "non-excl."). The name of a
 * covenant formed with "non-" ("non-compete", "non-solicitation", "non-disclosure") names the promise itself: it
 * denies nothing ("will not accept any non-compete" refuses one).
 */
export const hasNegativePrefix = (word: string): boolean =>
  /^non[- ]?/i.test(word) && !/^non[- ]?(?:compet|solicit|disclos|disparag|circumvent)/i.test(word)

/** The start of the part of `text` that holds position `at` (after the last break of any kind before it). */
export const partStart = (text: string, at: number): number => {
  let start = 0
  for (const b of breaksOf(text)) if (b.end <= at) start = b.end
  return start
}

/** The end of the part of `text` that holds position `at`. */
const partEnd = (text: string, at: number): number => breaksOf(text).find((b) => b.at >= at)?.at ?? text.length

/** The negators that govern position `at` of `text` (each once, in order). */
export const negatorsBefore = (text: string, at: number): ReadonlyArray<string> =>
  negatorsIn(text, partStart(text, at), at).map((n) => n.word)

/**
 * How the words at `start`–`end` of `text` (one sentence) read. Words a form asks or offers (a question, an item
 * with yes/no boxes, an option with a box) are read within the question or option, then the answer decides: a yes
 * keeps their reading, a no turns it round, an answer in other words leaves them stating nothing (conditional); an
 * empty box before a denial ("☐ I do not consent") says nothing either way.
 */
export const readingAt = (
  text: string,
  start: number,
  end: number,
  word = text.slice(start, end),
  after = true
): Reading => {
  const answered = answerAt(text, start)
  if (answered === null || (answered.form !== "box" && answered.end < end))
    return plainReadingAt(text, start, end, word, after)
  // The words of the option alone: from its box to the next box (or the end).
  const from = answered.form === "box" ? answered.end : itemStart(text, start)
  const to = answered.form === "box" ? optionEnd(text, end) : answered.end
  const own = shifted(plainReadingAt(text.slice(from, to), start - from, end - from, word, after), from)
  if (answered.answer === "open" || (answered.form === "box" && answered.answer === "no" && own.polarity === "denied"))
    return { ...own, polarity: "affirmed", conditional: true, by: null }
  if (answered.answer === "yes") return { ...own, certain: true }
  const polarity: Polarity = own.polarity === "affirmed" ? "denied" : "affirmed"
  return { ...own, polarity, certain: true, by: polarity === "denied" ? "no" : null, exceptionEnd: null }
}

/** A reading of a slice of the sentence, its offsets put back in the sentence's. */
const shifted = (reading: Reading, from: number): Reading =>
  reading.exceptionEnd === null ? reading : { ...reading, exceptionEnd: reading.exceptionEnd + from }

const plainReadingAt = (
  text: string,
  start: number,
  end: number,
  word = text.slice(start, end),
  after = true
): Reading => {
  const breaks = breaksOf(text).filter((b) => b.end <= start)
  // Walk the parts up to the one that holds the words, carrying the polarity an exception is carved out of.
  let polarity: Polarity = "affirmed"
  let conditional = false
  let by: string | null = null
  let exceptionEnd: number | null = null
  let from = 0
  const flip = (p: Polarity): Polarity => (p === "affirmed" ? "denied" : "affirmed")
  // "all media, except no TV and no billboards": the "no" of an exception's list says the exception again; it does
  // not cancel it.
  let restated = false
  const parity = (a: number, b: number, base: Polarity) => {
    const negators = negatorsIn(text, a, b).filter((n) => !(restated && /^(?:no|not)$/i.test(n.word)))
    return {
      polarity: negators.length % 2 === 1 ? flip(base) : base,
      by: negators.length > 0 ? (negators[negators.length - 1]?.word ?? null) : null
    }
  }
  /** The polarity an exception was carved out of, restored where its list ends. */
  let carvedFrom: Polarity = "affirmed"
  for (const b of breaks) {
    // The polarity at the end of the part before this break.
    const state: Polarity = parity(from, b.at, polarity).polarity
    restated = false
    if (b.kind === "qualified") {
      // The words after an opening qualification ("Subject to clause 6, … the Licensor grants") are stated.
      polarity = "affirmed"
      conditional = false
      by = null
      exceptionEnd = null
    } else if (b.kind === "resume") {
      polarity = carvedFrom
      by = null
      exceptionEnd = null
    } else if (b.kind === "exception") {
      carvedFrom = state
      // "…, save that she will not promote any other dairy brand": an exception that opens a clause of its own
      // says its own polarity; a list carved out ("excluding cinema") takes the opposite of what it is carved from.
      polarity = /\bthat$/i.test(text.slice(b.at, b.end)) ? "affirmed" : flip(state)
      restated = polarity === "denied" && /^\s*(?:no|not)\b/i.test(text.slice(b.end))
      by = polarity === "denied" ? text.slice(b.at, b.end).toLowerCase() : null
      exceptionEnd = b.end
      conditional = false
    } else if (b.kind === "condition") {
      polarity = "affirmed"
      conditional = true
      by = null
      exceptionEnd = null
    } else if (text[b.at] === ":" && LIST_DENIAL.test(text.slice(from, b.at)) && state === "denied") {
      // "None of the following is granted, and each remains with the Model: (a) television; (b) any use in
      // Iceland; (c) the right to sub-license": a denial that announces a list denies each item of it.
      polarity = "denied"
      conditional = false
      by = "none of the following"
      exceptionEnd = null
    } else {
      polarity = "affirmed"
      // A sentence that opens with a condition ("Unless …, X") states X after the condition's comma.
      conditional = false
      by = null
      exceptionEnd = null
    }
    from = b.end
  }
  // An opening default or qualification ends at its first comma ("Unless terminated earlier, the licence runs …");
  // what follows an opening "If …," holds only if it does, and stays a condition.
  if (
    conditional &&
    /^\s*(?:(?:\d+(?:\.\d+)*\.?|\((?:[a-z]{1,4}|\d{1,2})\))\s*)*(?:unless|provided|subject to)\b/i.test(
      text.slice(0, from + 1)
    )
  ) {
    const comma = text.indexOf(",", from)
    if (comma >= 0 && comma < start) {
      conditional = false
      polarity = "affirmed"
      from = comma + 1
    }
  }
  const inPart = parity(from, start, polarity)
  let result = inPart.polarity
  by = inPart.by ?? by
  if (hasNegativePrefix(word)) {
    result = flip(result)
    by = "non-"
  }
  // A cue that ends with its own full stop ("non-excl.") ends its part there.
  const rest = after ? text.slice(end, partEnd(text, word.endsWith(".") ? end - 1 : end)) : ""
  // A bracketed aside is no part of the sentence's grammar: "print, out-of-home (posters, digital screens) and
  // point of sale are not granted" denies print as if the brackets were not there.
  const plain = rest.replace(/\([^()]*\)/g, "")
  const denial = DENIED_AFTER.exec(plain)
  if (denial !== null) {
    result = flip(result)
    by = denial[0].trim().split(/\s+/).slice(-3).join(" ")
  }
  // "Sub-licensing: not permitted": the cue is a label (it opens its part and ends at a colon) denied by its value.
  const labelDenial =
    after &&
    denial === null &&
    LABEL_OPENING.test(text.slice(partStart(text, start), start)) &&
    LABEL_VALUE_DENIAL.exec(text.slice(end))
  if (labelDenial) {
    result = flip(result)
    by = labelDenial[0].replace(/^[^:]*:\s*/, "").trim()
  }
  const reserved = denial === null && !labelDenial ? RESERVED_AFTER.exec(plain) : null
  if (reserved !== null) {
    result = "denied"
    by = reserved[0].trim().split(/\s+/).slice(-3).join(" ")
  }
  // A negation right after the words, in their part, that no known form explains may be about them.
  const trailing =
    denial === null &&
    reserved === null &&
    !labelDenial &&
    negatorsIn(text, end, end + Math.min(rest.length, 25)).some((n) => /^(?:not|no|never)$/.test(n.word))
  const decided =
    exceptionEnd !== null &&
    inPart.by === null &&
    !hasNegativePrefix(word) &&
    denial === null &&
    reserved === null &&
    !labelDenial
  return {
    polarity: result,
    conditional,
    certain: !trailing,
    by: result === "denied" ? by : null,
    exceptionEnd: decided ? exceptionEnd : null
  }
}

/**
 * Whether an exception's list is about something else than the words at `start` ("worldwide except the United
 * States and Canada, online and in print": the exception lists countries, "online" is outside it). The list is the
 * words from the exception to the first comma or semicolon; `kind` recognises the words' own kind.
 */
export const outsideException = (text: string, reading: Reading, start: number, kind: RegExp): boolean => {
  if (reading.exceptionEnd === null) return false
  const list = text.slice(reading.exceptionEnd, start)
  const first = /^[^,;]*/.exec(list)?.[0] ?? ""
  return first.length < list.length && !new RegExp(kind.source, kind.flags.replace("g", "")).test(first)
}

/** Whether the words at `at` are denied by the negators before them in their part. */
export const isNegatedAt = (text: string, at: number): boolean =>
  readingAt(text, at, at, "", false).polarity === "denied"

/** Whether the words at `start`–`end` of `text` are affirmed or denied, before or after them. */
export const polarityAt = (text: string, start: number, end: number, word = text.slice(start, end)): Polarity =>
  readingAt(text, start, end, word).polarity

/** Whether the first match of `cue` in `text` is affirmed (present and not denied), denied, or absent. */
export const polarityOf = (text: string, cue: RegExp): Polarity | null => {
  const m = new RegExp(cue.source, cue.flags.replace("g", "")).exec(text)
  return m === null ? null : polarityAt(text, m.index, m.index + m[0].length)
}
