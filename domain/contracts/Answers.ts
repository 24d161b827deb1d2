// Answers: how a form says yes or no. A form does not state its terms, it asks and answers: a cell or value that is
// a yes or a no ("Booked | Yes", "Sub-licensing: not permitted"), a question followed by its answer ("May the
// Company sublicense the photographs? | No", "Q. May the company assign? A. Only with the performer's prior written
// consent"), a pair of boxes after an item ("Social media [X] Yes [ ] No") or one box before an option ("☐ In
// perpetuity"). The words of a question or an option state nothing by themselves: the answer decides whether they
// hold. One vocabulary for every reader of the contract (media rows, classified clauses, negation).

/** A cell or value whose whole words say yes. */
export const YES_CELL =
  /^(?:yes|y|permitted|allowed|granted|included|licen[cs]ed|booked|purchased|applies|[☒☑✓✔■]|\[[xX✓✔]\])$/i

/** A cell or value whose whole words say no. */
// (Also a right kept back, alone or after the no: "not licensed: retained by the Producer", "Reserved".)
export const NO_CELL =
  /^(?:no|n|none|nil|n\/a|not applicable|not used|deleted|not (?:permitted|allowed|granted|included|licen[cs]ed|booked|bought|purchased|requested)|none requested|excluded|[☐□✗✘]|\[\s?\])(?:\s*[:,\u2013\u2014-]\s*(?:retained|reserved)\b[^;]{0,60})?$|^(?:retained|reserved)(?:\s+(?:by|to|for)\s+[^;]{1,40})?$/i

/**
 * Words of a label or a column header that rule out what its cell names ("Excluded Media", "Not cleared for",
 * "Prohibited uses", a scale sheet's "No use in"): the cell's words are a list of what is not granted, whatever
 * their own wording.
 */
export const DENYING_LABEL =
  /\bexclu(?:ded|sions?)\b|\b(?:no|not\s+for)\s+use\b|\bnot\s+incl|\bnot\s+licen[cs]ed\b|\breserved\b|\bprohibit\w*|\bforbidden\b|\bnot\s+(?:permitted|allowed|cleared)\b|\bdisallowed\b/i

/**
 * The cells of a row the reader wrote as "Label: value; Label: value" (a Word table with a header row) or "a | b | c":
 * where each starts and ends in the row (a cell ends after its ";", before a " | "), and its label ("" when none).
 */
export const rowCells = (
  text: string
): ReadonlyArray<{ readonly start: number; readonly end: number; readonly label: string }> => {
  const out: Array<{ start: number; end: number; label: string }> = []
  let at = 0
  for (const part of text.split(/(?<=;)\s|\s\|\s/)) {
    const start = text.indexOf(part, at)
    const label = /^\s*([^:;|]{1,40}):/.exec(part)?.[1] ?? ""
    out.push({ start, end: start + part.length, label })
    at = start + part.length
  }
  return out
}

/**
 * The label of the cell of a headered row ("Cleared for: TV; Not cleared for: cinema") that `at` falls in; `label`
 * is the row's own label when the layout took the first cell's label off the row's words.
 */
export const cellLabelAt = (row: string, at: number, label: string | null = null): string | null => {
  const cells = Array.from(row.matchAll(/(?:^|;\s*)([^:;]{1,40}):\s*/g))
  if (cells.length < (label === null ? 2 : 1)) return null
  const cell = cells.filter((m) => m.index + m[0].length <= at).pop()
  const from = cell === undefined ? 0 : cell.index + cell[0].length
  if (row.slice(from, at).includes(";")) return null
  return cell === undefined ? label : (cell[1]?.trim() ?? null)
}

/**
 * Values that mean everywhere ("all markets", "worldwide", "any territory"): under a column that rules out, the
 * row's use is ruled out wherever it would be.
 */
export const EVERYWHERE =
  /^\s*(?:all|any|every)\s+(?:markets?|territor(?:y|ies)|countries|regions?)\b|^\s*(?:world-?wide|everywhere|anywhere|the\s+(?:whole\s+)?world)\b/i

/** Whether a headered row has a column that rules out its use everywhere ("Cinema; …; No use in: all markets"). */
export const ruledOutEverywhere = (row: string): boolean =>
  Array.from(row.matchAll(/(?:^|;\s*)([^:;]{1,40}):\s*([^;]*)/g)).some(
    (m) => DENYING_LABEL.test(m[1] ?? "") && EVERYWHERE.test(m[2] ?? "")
  )

/** The answer a whole cell or value gives, or null when it says something else. */
export const cellAnswer = (value: string): "yes" | "no" | null => {
  const v = value.replace(/[.\s]+$/, "").trim()
  return YES_CELL.test(v) ? "yes" : NO_CELL.test(v) ? "no" : null
}

/**
 * The answer of a headered table row written "Header: value; Header: value" (at least two cells), when exactly one
 * cell answers yes or no: where that cell starts and ends in the row, and its answer.
 */
export const rowVerdict = (
  row: string
): { readonly at: number; readonly end: number; readonly yes: boolean } | null => {
  const cells = Array.from(row.matchAll(/(?:^|;\s*)([^:;]{1,40}):\s*([^;]*)/g))
  if (cells.length < 2) return null
  const answers = cells.flatMap((m) => {
    const answer = cellAnswer(m[2] ?? "")
    return answer === null ? [] : [{ at: m.index, end: m.index + m[0].length, yes: answer === "yes" }]
  })
  return answers.length === 1 ? answers[0]! : null
}

/**
 * An empty box as a scan reads it when its closing bracket comes out as a stroke: "[ 1 TikTok", "[ l Print", "[ | Yes"
 * (a space inside and a word after, so no footnote "[1]" and no list "[1] …").
 */
export const SCANNED_EMPTY_BOX = String.raw`\[\s[1lI|](?=\s+[A-Za-z])`
/** A tick box, ticked or not: ☐ ☒ ☑ □ ■, [ ], [X], [x], [✓], and a scan's empty box. */
const BOX = new RegExp(
  String.raw`\u2610|\u25a1|\u2612|\u2611|\u25a0|\[\s?[xX\u2713\u2714]?\s?\]|${SCANNED_EMPTY_BOX}`,
  "g"
)
const isTicked = (box: string) => /[☒☑■xX✓✔]/.test(box)

/** The answer a question or an option gets: yes, no, or words that say something else (the question states nothing). */
export type Answer = "yes" | "no" | "open"

/** What an answer's words say of the question before them. */
export const answerOf = (words: string): Answer => {
  const w = words.replace(/^\s*(?:[|:]\s*)*(?:(?:A|Answer)\s*[.:)]\s*)?/i, "").trim()
  if (/^(?:yes|y|yep|correct|agreed|permitted|allowed|granted|included|licen[cs]ed|[☒☑✓✔■])(?:\W|$)/i.test(w))
    return "yes"
  if (
    /^(?:no|n|none|nil|never|excluded|[☐□✗✘])(?:\W|$)|^not\s+(?:permitted|allowed|granted|included|licen[cs]ed|booked|bought|purchased|without)\b/i.test(
      w
    )
  )
    return "no"
  // "Only with the performer's prior written consent": not permitted until someone consents.
  if (
    /^only\s+(?:with|after|upon|on|if)\b[^.;]{0,60}\b(?:consent|approval|permission|agreement|authori[sz]ation)\b/i.test(
      w
    )
  )
    return "no"
  return "open"
}

export interface Answered {
  /** Where the question or option ends (its "?" or the first box of its answer). */
  readonly end: number
  readonly answer: Answer
  /** A question and its answer, a pair of boxes after an item, or one box before an option. */
  readonly form: "question" | "boxes" | "box" | "row"
}

/** "[X] Yes [ ] No", "☐ Yes ☒ No": which of a pair of boxes is ticked. */
// (A layout that joins a table's cells may leave a bar between a box and its word: "[ ] Yes [x] | No".)
const BOX_PAIR = new RegExp(`(${BOX.source})[\\s|]*(yes|no)\\b[\\s,/|]*(${BOX.source})[\\s|]*(yes|no)\\b`, "i")

/** The pair of yes/no boxes that answers the words at `at` (the first after them, no other box between). */
const boxPairAt = (text: string, at: number): Answered | null => {
  const rest = text.slice(at)
  const m = BOX_PAIR.exec(rest)
  if (m === null) return null
  // Another box before the pair opens another option: the pair is not these words'.
  if (new RegExp(BOX.source).test(rest.slice(0, m.index))) return null
  const first = isTicked(m[1] ?? "")
  const second = isTicked(m[3] ?? "")
  const firstYes = /^y/i.test(m[2] ?? "")
  const answer: Answer = first === second ? "open" : first === firstYes ? "yes" : "no"
  return { end: at + m.index, answer, form: "boxes" }
}

/** The box of the option that holds `at` (the last box before it, when that box is not half of a yes/no pair). */
const boxBefore = (text: string, at: number): Answered | null => {
  let last: RegExpExecArray | null = null
  // (Matched in the whole text: a scan's empty box is known by the word after it.)
  for (const m of text.matchAll(BOX)) if (m.index + m[0].length <= at) last = m as RegExpExecArray
  if (last === null) return null
  const after = text.slice(last.index + last[0].length)
  if (/^[\s|]*(?:yes|no)\b/i.test(after)) return null
  // Past the end of the option the sentence goes on by itself ("[ ] Out-of-home for two years, in the US").
  if (at >= optionEnd(text, last.index + last[0].length)) return null
  return { end: last.index, answer: isTicked(last[0]) ? "yes" : "no", form: "box" }
}

/**
 * Whether the words at `at` are part of a question, an item or an option that a form answers, and the answer:
 * "May they appear on social media? | No" (no), "Is the fee a buyout? A. No." (no), "Social media [X] Yes [ ] No"
 * (yes), "☐ In perpetuity" (no), "For how long? | Two years" (open: the answer speaks for itself). Null when the
 * words are not asked or offered.
 */
export const answerAt = (text: string, at: number): Answered | null => {
  const q = text.indexOf("?", at)
  // The question holds the words when its "?" closes them, with no answer or sentence between.
  if (q >= 0 && !/[|]|[.;]\s/.test(text.slice(at, q)) && !/\?/.test(text.slice(Math.max(0, at - 1), at))) {
    return { end: q, answer: answerOf(text.slice(q + 1)), form: "question" }
  }
  return boxPairAt(text, at) ?? boxBefore(text, at) ?? rowAnswerAt(text, at)
}

/**
 * A table row of an item and a last cell that only says yes or no ("Consumer advertising: print ads, outdoor,
 * television | No", a "Licensed?" column): the cell answers for the item's words.
 */
const rowAnswerAt = (text: string, at: number): Answered | null => {
  const bar = text.lastIndexOf(" | ")
  if (bar < at || text.slice(at, bar).includes("|")) return null
  const answer = cellAnswer(text.slice(bar + 3))
  return answer === null ? null : { end: bar, answer, form: "row" }
}

/**
 * Where the option that holds `at` ends: at the next box; the last of a run of boxes on one line ("[x] Web [ ]
 * Print [ ] Out-of-home for two years, in the United States") at the first comma or phrase that goes on with the
 * sentence; a box alone (a row "☐ I waive my moral rights in the images") at the end of the text.
 */
export const optionEnd = (text: string, at: number): number => {
  const m = new RegExp(BOX.source).exec(text.slice(at))
  if (m !== null) return at + m.index
  const boxes = Array.from(text.matchAll(BOX)).filter((m) => m.index < at).length
  const goesOn = boxes >= 2 ? /[,;]|\s(?:for|from|in|during|throughout|until|within|on)\s/.exec(text.slice(at)) : null
  return goesOn === null ? text.length : at + goesOn.index
}

/**
 * Where the item that holds `at` starts: after the answer of the item before it on the same line ("Event website
 * [X] Yes [ ] No Social media [X] Yes [ ] No": "Social media" starts after the first "No"), else at 0.
 */
export const itemStart = (text: string, at: number): number => {
  let start = 0
  const answered = new RegExp(`(?:${BOX.source})[\\s|]*(?:yes|no)?\\b|\\?\\s*(?:\\|\\s*)?`, "gi")
  for (const m of text.matchAll(answered)) if (m.index + m[0].length <= at) start = m.index + m[0].length
  return start
}
