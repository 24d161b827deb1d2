// Riders, addenda, amendments and deeds of variation: the parts of a contract that change its earlier clauses.
// An amendment part starts at a heading that names one ("RIDER A", "FIRST AMENDMENT", "Deed of Variation") or at
// a sentence that presents one ("This Rider forms part of…", "This Addendum prevails…"). Inside it, instructions
// ("Clause 2.1 is deleted and replaced by the following: "…"", "paragraphs 2, 3 and 5 above are deleted and
// replaced as follows", "In Section 3.1, the words "…" are deleted and replaced with "…"", "The row of the
// Schedule headed "Fee" is deleted and replaced with: "…"") supersede what they name, and the quoted replacement
// is read as a clause of its own, with the topic (or the row label) of what it replaces. Instructions themselves
// state no term; words they delete state nothing any more. Later parts prevail over earlier ones, which the
// readings of single values (dates, exclusivity) use when two clauses disagree.
import {
  type Clause,
  clauseAt,
  type ClauseTopic,
  type ContractDocument,
  escapeRegExp,
  runInHeadingEnd,
  type Sentence,
  sentenceSpans,
  topicOf
} from "./ContractDocument.js"
import { messageStarts, proposals } from "./MessageChain.js"
import { otherGrants } from "./Grants.js"
import { unagreed } from "./Negotiation.js"
import { noticeOf } from "./Notices.js"
import { switchOffIn } from "./SwitchedOff.js"
import { otherVersions } from "./Versions.js"

export interface Amendment {
  /** Where the amendment part starts and ends in the document text. */
  readonly start: number
  readonly end: number
  /**
   * The part belongs to the contract as signed (special conditions that prevail over standard terms, written and
   * signed with them), not a later change: the signatures after it sign the whole.
   */
  readonly integral?: boolean
}

export interface Supersession {
  /** The words that no longer say anything. */
  readonly start: number
  readonly end: number
  /** The instruction that deleted or replaced them. */
  readonly by: { readonly start: number; readonly end: number }
  /** What the words left of the sentence are about, when they no longer say it themselves (a row's item). */
  readonly label?: string
}

export interface Amended {
  readonly document: ContractDocument
  readonly amendments: ReadonlyArray<Amendment>
  readonly superseded: ReadonlyArray<Supersession>
  /**
   * Instructions that delete or replace a clause the document does not number as they say ("Section 1 is deleted
   * and replaced" where no clause is numbered 1): the earlier words may still be read. `words` is the instruction
   * with its replacement, which says what the change is about.
   */
  readonly unresolved: ReadonlyArray<{ readonly ref: string; readonly start: number; readonly end: number }>
}

const AMENDMENT_HEADING =
  /\b(?:riders?|addend(?:um|a)|amendments?|deed of variation|variation(?: agreement)?|side letter)\b/i
/**
 * A line that names an amendment part in any case: "Amendment No. 1, dated …", "Rider A", "Second Amendment", "RIDER
 * (initialed by both parties; …):".
 */
const NAMED_PART =
  /^(?:(?:first|second|third|fourth|fifth)\s+(?:amendment|addendum|rider)\b|(?:amendment|addendum|rider)\s+(?:no\.?\s*\d{1,2}|number\s+\d{1,2}|[A-Z]|\d{1,2})\b|(?:rider|addendum)\s*(?:\(|:|$))/i
/**
 * A part's title line that says what it overrides, as plain text keeps it among the clauses: "Festival Rider 2026
 * (overrides section 14)", "Addendum (replaces clause 3)".
 */
const NAMES_OVERRIDE =
  /^[^.;:]{0,60}\b(?:rider|addend(?:um|a)|amendment|variation)\b[^.;:]{0,30}\(\s*(?:which\s+)?(?:overrides?|prevails?\s+over|replaces?|supersedes?)\s+(?:sections?|clauses?|paragraphs?)\s+\d[\d.]*\s*\)\s*:?\s*$/i
const PRESENTS = /^\s*(?:this|the following)\s+(?:rider|addendum|amendment|deed of variation|deed|variation)\b/i
/** A part that names the clause it replaces: "This Revised Notice replaces clause 2 (Term) above, …". */
const REPLACES_CLAUSE =
  /^\s*[Tt]his\s+(?:[A-Z][\w-]*\s+){1,3}(?:replaces|supersedes|overrides)\s+(?:clauses?|sections?|paragraphs?|conditions?)\s+\d/

/**
 * A part that says it prevails over other terms ("These Special Conditions … prevail over the Standard Terms where
 * they conflict", "This Schedule takes precedence over clauses 1 to 9") changes them, whatever it is called.
 */
const PREVAILS =
  /^\s*(?:these|this|the following)\s+(?!agreement\b|contract\b|licen[cs]e\b|letter\b|release\b|deed\b|document\b)(?:[\w-]+\s+){0,3}?(?:[\w\s,]{0,80}?)\b(?:prevails?|take[s]?\s+precedence|overrides?|shall\s+(?:govern|control))\b(?=[^.]{0,80}\b(?:over|where|if|in\s+(?:the\s+)?(?:event|case)\s+of)\b)/i

/**
 * Words that change what a document says: an edit ("is deleted", "is replaced", "the words "…" are struck out",
 * whatever names the words) or a reading instruction. Switching a clause off is SwitchedOff.ts's vocabulary.
 */
const CHANGE =
  /\b(?:is|are)\s+(?:hereby\s+)?(?:deleted|replaced|amended|varied|revoked|struck out|removed|inserted|added)\b|\breplaces?\b|\bdeleted and replaced\b|\bshall be read as\b|\bread as follows\b|\bremains?\s+unchanged\b|\bunaffected\b|\bamended by adding\b/i
/** An instruction: it changes words of the document or switches a part of it off. */
const isInstruction = (text: string): boolean => CHANGE.test(text) || switchOffIn(text) !== null
/** An instruction that takes words away: it deletes or replaces them, or switches a part off. */
const takesAway = (text: string): boolean =>
  /\b(?:deleted|replaced|revoked|struck out|removed)\b|\breplaces\b/i.test(text) || switchOffIn(text) !== null
const KEEPS = /\bunchanged\b|\bunaffected\b|\bnot\s+(?:deleted|replaced|amended)\b/i
const REPLACEMENT =
  /\b(?:replaced|substituted)\s+(?:with|by)(?:\s+the\s+following)?\s*:?\s*|\b(?:amended\s+and\s+restated|restated|amended)\s+(?:in\s+(?:its|their)\s+entirety\s+)?to\s+read(?:\s+as\s+follows)?\s*:?\s*|\bsubstituting\s*:?\s*|\breplaced\s+as\s+follows\s*:\s*|\b(?:is|are)\s+(?:hereby\s+)?replaced\s*:\s*(?=["“])|\breplaces\s+(?:clauses?|sections?|paragraphs?|conditions?)\s+\d[\d.]*[^:"“.]{0,120}:\s*(?=["“])|\binserted\s*:?\s*|\b(?:adding|add)\s+the\s+following[^:"“]*:?\s*|\bread\s+as\s+follows\s*:?\s*/i

const REFS =
  /\b(?:clauses?|sections?|paragraphs?|paras?|articles?|conditions?)\s+(\d{1,3}(?:\.\d{1,3})*(?:\s*(?:,|and|to|through|-|–)\s*(?:(?:clauses?|sections?|paragraphs?)\s+)?\d{1,3}(?:\.\d{1,3})*)*)/gi
const ROW = /\b(?:row|item|entry|line)\b[^"“]{0,40}?\b(?:headed|entitled|titled|for|named)\s+["“]([^"”]{1,40})["”]/i
const DEFINITION = /\bdefinition of\s+["“]([^"”]{1,40})["”]/i
const WORDS = /\b(?:the words?|deleting)\s+["“]([^"”]{1,200})["”]/i

/** The clause numbers an instruction names ("clauses 6 to 9", "Paragraphs 4 and 5", "Section 2.1"). */
export const clauseRefs = (text: string): ReadonlyArray<string> => {
  const refs: Array<string> = []
  for (const m of text.matchAll(REFS)) {
    const list = m[1] ?? ""
    const parts = list.split(/\s*(,|and|to|through|-|–)\s*(?:(?:clauses?|sections?|paragraphs?)\s+)?/i)
    for (let i = 0; i < parts.length; i += 2) {
      const n = parts[i] ?? ""
      const joiner = parts[i - 1]
      const previous = refs[refs.length - 1]
      if (joiner !== undefined && /^(?:to|through|-|–)$/i.test(joiner) && previous !== undefined) {
        const [a, b] = [Number(previous), Number(n)]
        if (Number.isInteger(a) && Number.isInteger(b) && b > a && b - a < 50) {
          for (let k = a + 1; k <= b; k++) refs.push(String(k))
          continue
        }
      }
      if (n !== "") refs.push(n)
    }
  }
  return refs
}

/** The span of the quotation that opens at `open` (a straight or curly double quote), nested quotes included. */
export const quotationEnd = (text: string, open: number): number | null => {
  if (text[open] === "“") {
    let depth = 0
    for (let i = open; i < text.length; i++) {
      if (text[i] === "“") depth++
      else if (text[i] === "”" && --depth === 0) return i
    }
    return null
  }
  let inner = 0
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] !== '"') continue
    const next = text[i + 1] ?? ""
    const previous = text[i - 1] ?? ""
    if (inner % 2 === 0 && (next === "" || /[\s.,;]/.test(next)) && /[^\s(]/.test(previous)) return i
    inner++
  }
  return null
}

interface Paragraph {
  readonly start: number
  readonly end: number
}

const paragraphsOf = (text: string): ReadonlyArray<Paragraph> => {
  const out: Array<Paragraph> = []
  let start = 0
  for (const m of text.matchAll(/\n\n/g)) {
    out.push({ start, end: m.index })
    start = m.index + 2
  }
  out.push({ start, end: text.length })
  return out
}

/** Reads the amendment parts of a document: which words they supersede and which words replace them. */
export const amend = (doc: ContractDocument): Amended => {
  const { text } = doc
  // Where amendment parts start: a heading that names one, or a sentence that presents one.
  const starts: Array<number> = []
  const integral = new Set<number>()
  for (const c of doc.clauses) {
    if (c.number === null && c.heading !== null && c.index > 0 && AMENDMENT_HEADING.test(c.heading))
      starts.push(c.start)
  }
  for (const s of doc.sentences) {
    const words = text.slice(s.start, s.end)
    // An amendment presented inside the last numbered clause ("This Amendment is made on …") starts one too.
    // "THIS DEED is made on …" opening the document presents the document itself, not a deed of variation.
    const itself = s.clause.index === 0 && /^\s*this\s+deed\b(?!\s+of\s+variation)/i.test(words)
    const presents =
      PRESENTS.test(words) && !itself && !s.heading && (s.clause.number === null || s.start > s.clause.start + 12)
    if (
      presents ||
      /^(?:RIDER|ADDENDUM|AMENDMENT)\b/.test(words) ||
      NAMED_PART.test(words) ||
      NAMES_OVERRIDE.test(words)
    ) {
      starts.push(s.start)
    } else if (!s.heading && s.clause.index > 0 && (PREVAILS.test(words) || REPLACES_CLAUSE.test(words))) {
      // The part starts at its heading when the sentence opens it.
      const opensPart =
        s.clause.number === null &&
        s.clause.heading !== null &&
        doc.sentences.every((o) => o.start >= s.start || o.start < s.clause.start || o.heading)
      starts.push(opensPart ? s.clause.start : s.start)
      integral.add(opensPart ? s.clause.start : s.start)
    }
  }
  // The later messages of a thread each change or accept what the earlier ones said.
  starts.push(...messageStarts(doc))
  // A notice's withdrawal changes the licence its recital states, from the act on (Notices.ts).
  const notice = noticeOf(doc)
  if (notice?.act === "withdrawal") starts.push(notice.start)
  const sorted = [...new Set(starts)].sort((a, b) => a - b)
  const amendments: Array<Amendment> = sorted.map((start, i) => ({
    start,
    end: sorted[i + 1] ?? text.length,
    ...(integral.has(start) ? { integral: true } : {})
  }))
  // Words that give way without an amendment: standard terms an earlier order prevails over, the versions of a
  // bilingual contract other than the English one the reader reads (Versions.ts), and a consolidated text's record
  // of what each amendment changed.
  // And what a side offered or held out for in a negotiation whose agreed terms the document records (Negotiation.ts),
  // and a second grant made by the first grant's grantee (a grant back, a grant on: Grants.ts).
  const yielded = [
    ...yieldingTerms(doc),
    ...otherVersions(doc),
    ...amendmentHistory(doc),
    ...unagreed(doc),
    ...otherGrants(doc)
  ]
  // A sentence of the prevailing part that disapplies a clause ("Clause 5.2 shall not apply") is an instruction.
  const disapplies = new Set(
    yielded.filter((y) => isInstruction(text.slice(y.by.start, y.by.end))).map((y) => y.by.start)
  )
  const instructs = (s: Sentence) => !s.heading && disapplies.has(s.start)
  if (amendments.length === 0) {
    if (yielded.length === 0) return { document: doc, amendments, superseded: [], unresolved: [] }
    const sentences = doc.sentences.flatMap((s) =>
      instructs(s) ? [{ ...s, status: "instruction" as const }] : s.heading ? [s] : piecesOf(s, yielded)
    )
    return { document: { ...doc, sentences }, amendments, superseded: yielded, unresolved: [] }
  }
  const proposed = new Set(proposals(doc).map((q) => q.start))
  const firstAmendment = amendments[0]!.start
  const inAmendment = (at: number) => at >= firstAmendment

  const superseded: Array<Supersession> = [...yielded]
  const unresolved: Array<{ ref: string; start: number; end: number }> = []
  const instructions: Array<{ start: number; end: number }> = []
  const replacements: Array<{ start: number; end: number; topic: ClauseTopic | null; label: string | null }> = []

  const clausesNumbered = (ref: string, before: number): ReadonlyArray<Clause> =>
    sectionOf(
      doc,
      doc.clauses.filter(
        (c) => c.start < before && c.number !== null && (c.number === ref || c.number.startsWith(`${ref}.`))
      ),
      before
    )

  for (const p of paragraphsOf(text)) {
    if (!inAmendment(p.start)) continue
    const para = text.slice(p.start, p.end)
    // "the Campaign Period in Schedule 1 is replaced by: June 1, 2026 to October 31, 2026, and the Territory is
    // replaced by: United States and Canada", "The fee in Section 3 is increased to $24,000": a term named by the row
    // or clause that states it, and its new value without quotation marks.
    const named = namedChanges(doc, p, amendments.findLast((a) => a.start <= p.start)?.start ?? p.start)
    if (named.length > 0) {
      for (const n of named) {
        superseded.push(...n.targets.map((t) => ({ start: t.start, end: t.end, by: n.by })))
        instructions.push(n.by)
        replacements.push(n.value)
      }
      continue
    }
    if (!isInstruction(para)) continue
    // The replacement, when the instruction quotes one.
    const verb = REPLACEMENT.exec(para)
    let quote: { open: number; close: number } | null = null
    if (verb !== null) {
      const open = para.slice(verb.index + verb[0].length).search(/["“]/)
      const at = open < 0 ? -1 : verb.index + verb[0].length + open
      // Only a quotation that follows the verb directly is the replacement.
      if (at >= 0 && at - (verb.index + verb[0].length) <= 2) {
        const close = quotationEnd(para, at)
        if (close !== null) quote = { open: at, close }
      }
    }
    // "Section 1 is replaced as follows: Company may use …": without quotation marks, a replacement announced with a
    // colon runs to the end of its paragraph.
    if (
      quote === null &&
      verb !== null &&
      /:\s*$/.test(verb[0]) &&
      /^(?:clause|section|paragraph|article)s?\s+\d/i.test(para.replace(/^[^A-Za-z]*(?:[A-Z]{1,2}\d{0,2}[.)]\s*)?/, ""))
    ) {
      const after = verb.index + verb[0].length
      if (para.slice(after).trim().length > 10) quote = { open: after - 1, close: para.replace(/\s+$/, "").length }
    }
    // Without a quotation, the instruction is the sentence that says what changes; with one, the words before it.
    const sentence =
      quote === null
        ? doc.sentences.find((s) => s.start >= p.start && s.end <= p.end && isInstruction(text.slice(s.start, s.end)))
        : undefined
    const by =
      sentence !== undefined
        ? { start: sentence.start, end: sentence.end }
        : { start: p.start, end: p.start + (quote === null ? para.length : quote.open) }
    const head = text.slice(by.start, by.end)
    // What the instruction deletes.
    let topic: ClauseTopic | null = null
    let label: string | null = null
    if (takesAway(head) && !KEEPS.test(head)) {
      const words = WORDS.exec(head)
      const row = ROW.exec(head)
      const definition = DEFINITION.exec(head)
      const refs = clauseRefs(head)
      if (words !== null && refs.length > 0) {
        for (const c of clausesNumbered(refs[0]!, p.start)) {
          const at = text
            .slice(c.start, c.end)
            .toLowerCase()
            .indexOf((words[1] ?? "").toLowerCase())
          if (at >= 0) {
            superseded.push({ start: c.start + at, end: c.start + at + (words[1] ?? "").length, by })
            topic ??= c.topic
          }
        }
      } else if (row !== null || definition !== null) {
        const name = (row?.[1] ?? definition?.[1] ?? "").toLowerCase()
        for (const s of doc.sentences) {
          if (s.start >= p.start) break
          const defines = new RegExp(
            `^[^"“]{0,20}["“]${escapeRegExp(name)}["”]\\s+(?:means|shall mean|has the meaning)`,
            "i"
          )
          if (s.label?.toLowerCase() === name || defines.test(text.slice(s.start, s.end))) {
            superseded.push({ start: s.start, end: s.end, by })
            topic ??= s.topic
            label ??= s.label
          }
        }
      } else {
        for (const ref of refs) {
          const part = amendments.findLast((a) => a.start <= p.start)?.start ?? p.start
          const targets = clausesNumbered(ref, part)
          if (targets.length === 0) unresolved.push({ ref, start: p.start, end: p.end })
          for (const c of targets) {
            // (A clause that runs on into the part, as plain text may join them, is superseded up to the part.)
            superseded.push({ start: c.start, end: Math.min(c.end, part), by })
            topic ??= c.topic
            // ("Paragraph 3 is deleted and replaced by: "3. Term: …"" for a row "3. Term: …": the row's label.)
            // (Only a clause of one row: the label of one row of several says nothing of the rest.)
            const rows = new Set(
              doc.sentences
                .filter((x) => !x.heading && x.label !== null && x.start >= c.start && x.end <= c.end)
                .map((x) => x.label)
            )
            if (rows.size === 1) label ??= [...rows][0] ?? null
          }
        }
      }
    }
    instructions.push(by)
    // A stand-alone amendment cites clauses the document does not hold ("2. Territory. Section 4 of the Agreement is
    // amended by deleting … and substituting "…""): its own heading says what the replacement is about.
    const own = clauseAt(doc, by.start)
    if (topic === null && own !== undefined && own.heading !== null && own.topic !== "general") topic = own.topic
    if (quote !== null && quote.close > quote.open + 1) {
      replacements.push({ start: p.start + quote.open + 1, end: p.start + quote.close, topic, label })
    }
  }

  const touched = paragraphsOf(text).filter((p) =>
    [...instructions, ...replacements].some((x) => x.start < p.end && p.start < x.end)
  )
  const sentences: Array<Sentence> = []
  for (const s of doc.sentences) {
    if (proposed.has(s.start)) {
      sentences.push({ ...s, status: "proposal" })
      continue
    }
    if (touched.some((p) => s.start >= p.start && s.end <= p.end)) continue
    if ((inAmendment(s.start) && !s.heading && isInstruction(text.slice(s.start, s.end))) || instructs(s)) {
      sentences.push({ ...s, status: "instruction" })
      continue
    }
    sentences.push(...(s.heading ? [s] : piecesOf(s, superseded)))
  }
  // A paragraph with an instruction is read again: the instruction's words, the replacement's sentences (read as
  // the clause or row they replace) and what follows.
  for (const p of touched) {
    const model = doc.sentences.find((s) => s.start >= p.start && s.end <= p.end)
    if (model === undefined) continue
    const { status: _status, ...plain } = model
    const regions: Array<{ start: number; end: number; kind: "instruction" | "replacement" | "plain" }> = []
    let at = p.start
    const marks = [
      ...instructions
        .filter((i) => i.start < p.end && p.start < i.end)
        .map((i) => ({ ...i, kind: "instruction" as const })),
      ...replacements
        .filter((r) => r.start < p.end && p.start < r.end)
        .map((r) => ({ ...r, kind: "replacement" as const }))
    ].sort((x, y) => x.start - y.start)
    for (const m of marks) {
      if (m.start > at) regions.push({ start: at, end: m.start, kind: "plain" })
      regions.push({ start: Math.max(at, m.start), end: m.end, kind: m.kind })
      at = Math.max(at, m.end)
    }
    if (at < p.end) regions.push({ start: at, end: p.end, kind: "plain" })
    for (const region of regions) {
      const words = text.slice(region.start, region.end)
      const lead = /^[\s"“”.,;:]*/.exec(words)?.[0].length ?? 0
      const body = words.slice(lead).replace(/[\s"“”]*$/, "")
      const start = region.start + lead
      if (body === "") continue
      if (region.kind === "instruction") {
        sentences.push({ ...plain, start, end: start + body.length, heading: false, status: "instruction" })
        continue
      }
      const r = region.kind === "replacement" ? replacements.find((x) => x.start === region.start) : undefined
      const topic = r === undefined ? plain.topic : (r.topic ?? topicOf(null, body, 1))
      const label = r === undefined ? plain.label : (r.label ?? null)
      const heading = runInHeadingEnd(body)
      for (const [a, b] of sentenceSpans(body)) {
        const cuts: ReadonlyArray<readonly [number, number, boolean]> =
          heading !== null && a < heading && b > heading
            ? [
                [a, heading, true],
                [heading + (/^\s*/.exec(body.slice(heading))?.[0].length ?? 0), b, false]
              ]
            : [[a, b, heading !== null && b <= heading]]
        for (const [x, y, h] of cuts) {
          if (y <= x) continue
          const instruction = !h && region.kind === "plain" && isInstruction(body.slice(x, y))
          sentences.push({
            ...plain,
            start: start + x,
            end: start + y,
            heading: h,
            topic,
            label,
            ...(instruction ? { status: "instruction" as const } : {})
          })
        }
      }
    }
  }
  sentences.sort((x, y) => x.start - y.start)

  return { document: { ...doc, sentences }, amendments, superseded, unresolved }
}

/**
 * A numbered heading with its body: "5. Sub-licensing" over items its list numbers afresh ("1. Halcyon may …", as
 * Word restarts a list under each heading) is clause 5 with those items. When the number names such a heading, the
 * items numbered alike under other headings are not it.
 */
export const sectionOf = (
  doc: ContractDocument,
  numbered: ReadonlyArray<Clause>,
  before: number
): ReadonlyArray<Clause> => {
  const words = (c: Clause) =>
    doc.text
      .slice(c.start, c.end)
      .replace(/^[\s\d.]+/, "")
      .trim()
  // (Plain text keeps a numbered heading as a line of its own, "14. Filming and photography", with the list under it
  // numbered afresh: a short line in title words, with no full stop, is a heading all the same.)
  const titleLine = (c: Clause) =>
    c.heading === null && /^[A-Z][\w'\u2019&,-]*(?:\s+[\w'\u2019&,-]+){0,5}$/.test(words(c))
  const headingOnly = (c: Clause) => (c.heading !== null && words(c) === c.heading.trim()) || titleLine(c)
  const sections = numbered.filter(headingOnly)
  if (sections.length === 0) return numbered
  const out: Array<Clause> = []
  for (const h of sections) {
    out.push(h)
    for (const c of doc.clauses.slice(h.index + 1)) {
      if (c.start >= before || c.heading !== null || titleLine(c)) break
      out.push(c)
    }
  }
  return out
}

const NAMED_CHANGE =
  /\bthe\s+([A-Za-z][\w ]{1,40}?)(?:\s+of\s+(?:[$\u20AC£]\s?|(?:USD|EUR|GBP|CAD|AUD)\s?)\d[\d,.]*)?\s+(?:(?:(?:stated|set\s+out|specified|shown|given|listed)\s+)?(?:in|under|of)\s+(?:the\s+)?(?:Schedule|Annex|Appendix|Exhibit|Key Terms|Deal Terms|(?:Section|Clause|Paragraph|Article)\s+(\d{1,3}(?:\.\d{1,3})?)|Schedule\s+\w+)(?:\s+\w+)?\s+)?(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:(?:deleted\s+and\s+)?replaced\s+(?:by|with)|changed\s+to|increased\s+to|reduced\s+to|decreased\s+to|extended\s+to|amended\s+to(?:\s+read)?)\s*:?\s*/gi
const FEE_NAME = /^(?:fee|fees|compensation|remuneration|payment|price|licen[cs]e fee|usage fee)$/i

/** A sentence that opens with the name of the term it states, as its own label ("Usage fee: £4,800, as …"). */
const namesItself = (doc: ContractDocument, s: Sentence, name: string): boolean =>
  new RegExp(`^\\W*${escapeRegExp(name).replace(/\s+/g, "\\s+")}\\s*:`, "i").test(doc.text.slice(s.start, s.end))

/**
 * In a clause that states several sums ("a session fee of €1,400 … and a usage fee of €9,000"), the words of the one
 * sum a change names ("the usage fee in clause 2 is replaced with …"): only they are superseded. Null where the
 * sentence does not name it, or names no other sum.
 */
const namedSum = (doc: ContractDocument, s: Sentence, name: string): { start: number; end: number } | null => {
  const text = doc.text.slice(s.start, s.end)
  const sum = String.raw`(?:[$\u20AC£¥\u20B9]\s?|\b(?:USD|EUR|GBP|CAD|AUD)\s?)\d[\d,]*(?:\.\d+)?`
  if ((text.match(new RegExp(sum, "g")) ?? []).length < 2 || !/\s/.test(name)) return null
  const named = escapeRegExp(name).replace(/\s+/g, String.raw`\s+`)
  const at = new RegExp(String.raw`\b${named}\b[^.;$\u20AC£¥\u20B9\d]{0,30}(?:${sum})`, "i").exec(text)
  return at === null ? null : { start: s.start + at.index, end: s.start + at.index + at[0].length }
}

/**
 * The changes in a paragraph that name the term they change by its row or clause and give its new value without
 * quotation marks. Each supersedes the row (or, for a sum in a numbered clause, the clause's sentences with a sum)
 * and is read as that row; a change whose target cannot be found is left to the other readings.
 */
const namedChanges = (
  doc: ContractDocument,
  p: Paragraph,
  before: number
): ReadonlyArray<{
  readonly targets: ReadonlyArray<{ readonly start: number; readonly end: number }>
  readonly by: { readonly start: number; readonly end: number }
  readonly value: { start: number; end: number; topic: ClauseTopic | null; label: string | null }
}> => {
  const para = doc.text.slice(p.start, p.end)
  const out: Array<{
    targets: ReadonlyArray<{ start: number; end: number }>
    by: { start: number; end: number }
    value: { start: number; end: number; topic: ClauseTopic | null; label: string | null }
  }> = []
  for (const m of para.matchAll(NAMED_CHANGE)) {
    // "The parties agree that the Campaign Period …": the name is the words after the last "the".
    const words =
      (m[1] ?? "")
        .trim()
        .split(/\bthe\s+/i)
        .pop() ?? ""
    const name = words.trim().toLowerCase()
    // "In clause 7 the advance of EUR 12,000 is replaced by …": the clause named before the change.
    const clause =
      m[2] ??
      /\b[Ii]n\s+(?:clause|section|paragraph|article)\s+(\d{1,3}(?:\.\d{1,3})?)\s*,?\s*$/i.exec(
        para.slice(0, m.index)
      )?.[1]
    const valueStart = m.index + m[0].length
    const rest = para.slice(valueStart)
    const stop = /,\s+and\s+the\s+|;|\.(?=\s|$)/.exec(rest)
    const valueEnd = valueStart + (stop === null ? rest.length : stop.index)
    if (valueEnd - valueStart < 2 || /^["“]/.test(rest)) continue
    const targets: Array<Sentence> =
      clause !== undefined
        ? doc.sentences.filter(
            (s) =>
              s.start < before &&
              !s.heading &&
              (s.clause.number === clause || (s.clause.number ?? "").startsWith(`${clause}.`)) &&
              (!FEE_NAME.test(name) ||
                /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|CAD|AUD)\b)\s?\d/.test(doc.text.slice(s.start, s.end)))
          )
        : doc.sentences.filter(
            (s) => s.start < before && !s.heading && (s.label?.toLowerCase() === name || namesItself(doc, s, name))
          )
    if (targets.length === 0) continue
    const model = targets[0]!
    out.push({
      targets: targets.map((t) => namedSum(doc, t, name) ?? { start: t.start, end: t.end }),
      by: { start: p.start + m.index, end: p.start + valueStart },
      value: {
        start: p.start + valueStart,
        end: p.start + valueEnd,
        topic: model.topic,
        label: model.label ?? (FEE_NAME.test(name) ? "Fee" : words.trim())
      }
    })
  }
  return out
}

/**
 * A sentence with the words of it that no longer say anything marked superseded: the whole sentence, or, when the
 * words are only a part of it (a replaced phrase, a cell of a row), that part, the other words kept.
 */
const piecesOf = (s: Sentence, superseded: ReadonlyArray<Supersession>): ReadonlyArray<Sentence> => {
  const within = superseded
    .filter((x) => s.start < x.end && x.start < s.end)
    .map((x) => ({ ...x, start: Math.max(s.start, x.start), end: Math.min(s.end, x.end) }))
    .sort((x, y) => x.start - y.start)
  if (within.length === 0) return [s]
  if (within.some((x) => x.start === s.start && x.end === s.end)) return [{ ...s, status: "superseded" as const }]
  // The words left say what the row's item is about when the superseded words named it.
  const label = within.find((x) => x.label !== undefined)?.label
  const kept = label === undefined ? {} : { label, topic: topicOf(label, "", 1) }
  const pieces: Array<Sentence> = []
  let at = s.start
  for (const x of within) {
    if (x.start > at) pieces.push({ ...s, ...kept, start: at, end: x.start })
    if (x.end > Math.max(at, x.start))
      pieces.push({ ...s, start: Math.max(at, x.start), end: x.end, status: "superseded" })
    at = Math.max(at, x.end)
  }
  if (at < s.end) pieces.push({ ...s, ...kept, start: at, end: s.end })
  return pieces
}

/** Whether `offset` lies in an amendment part. */
export const amendmentAt = (amendments: ReadonlyArray<Amendment>, offset: number): number =>
  amendments.findIndex((a) => offset >= a.start && offset < a.end)

/**
 * "If they conflict, the Order Confirmation prevails", "In the event of any conflict between the body of this
 * Agreement and Exhibit A, Exhibit A shall control", "If there is any inconsistency between the Clauses and the Annex,
 * the Annex shall prevail": the part named prevails over the terms the sentence stands in. Group 1 is its name.
 */
export const PRECEDENCE =
  /(?:\b[Ii]f\b[^.]{0,80}?\b(?:conflicts?|differ|diverge|(?:are|is)\s+inconsistent|inconsistenc(?:y|ies)|discrepanc(?:y|ies))|\b[Ww]here\b[^.]{0,80}?\b(?:conflicts?|differs?|(?:are|is)\s+inconsistent)|\b[Ii]n\s+(?:the\s+)?(?:case|event)\s+of\s+(?:any\s+)?(?:conflict|inconsistency|discrepancy|divergence))\b[^.]{0,80}?(?:,\s*|\bthe\s+)(?:the\s+)?((?:[A-Z][\w-]*\s+){0,3}(?:[A-Z][\w-]*|\d{1,2})|face\s+of\s+(?:the|this|an?|each)\s+[\w-]+)\s+(?:prevails?|shall\s+prevail|will\s+prevail|controls?|shall\s+control|will\s+control|governs?|shall\s+govern|will\s+govern|takes?\s+precedence)\b/
/** "The Special Conditions in Schedule 2 take precedence over these General Conditions": the same, said of the part. */
export const PRECEDES =
  /^\W*(?:\d+(?:\.\d+)*\.?\s+)?[Tt]he\s+((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\b[^.]{0,40}?\s(?:take[s]?\s+precedence|prevails?|shall\s+prevail|shall\s+(?:govern|control))\s+over\s+(?:these|this|the)\b/

/** A list of clauses a text cites: "Section 12", "clauses 4.1 and 4.2", "Clauses 6 to 9". */
const CLAUSE_LIST = String.raw`(?:[Cc]lauses?|[Ss]ections?|[Pp]aragraphs?|[Aa]rticles?)\s+\d[\d.]*(?:\s*(?:,|and|to)\s*\d[\d.]*)*`

/**
 * "Exhibit B governs the use of Talent's performance and likeness notwithstanding Section 12 of the PO Terms": the
 * part named (group 1) prevails over the clauses cited (group 2) only.
 */
const GOVERNS_OVER_CLAUSES = new RegExp(
  String.raw`^\W*(?:[Tt]he\s+)?((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\s+(?:governs?|controls?|prevails?|appl(?:y|ies)|shall\s+(?:govern|control|prevail|apply))\b[^.]{0,120}?\bnotwithstanding\s+(?:anything\s+(?:to\s+the\s+contrary\s+)?in\s+)?(${CLAUSE_LIST})`
)

/** A line that cites its own clause before its words: "PO Terms, Section 12: Vendor grants …". */
const citesItself = (words: string, refs: ReadonlyArray<string>): boolean => {
  const own = /^\W*(?:[\w ]{0,30},\s*)?(?:clause|section|paragraph|article|condition)\s+(\d[\d.]*?)\.?\s*[:.-]/i.exec(
    words
  )
  return own !== null && refs.some((n) => own[1] === n || (own[1] ?? "").startsWith(`${n}.`))
}

/**
 * What a term of the yielding part speaks of, by its words: a default the prevailing part may state otherwise.
 * Exclusivity yields only to a part that states it (a row "Exclusivity"); a term that also speaks of something the
 * part leaves alone keeps its words.
 */
const YIELDING_TOPICS: ReadonlyArray<readonly [ClauseTopic, RegExp]> = [
  ["territory", /\bworldwide\b|\bthroughout the (?:world|universe)\b|\bterritor/i],
  // ("its advertising and media agencies" speaks of agencies, not of media.)
  [
    "media",
    /\ball media\b|\bmedia\b(?!\s+(?:agenc|buy|plann|owner|partner))|\btelevision\b|\bcinema\b|\boutdoor\b|\bbroadcast/i
  ],
  ["term", /\bperpetu|\brenew|\bterm\b|\bperiod\b|\bexpir/i],
  ["exclusivity", /\bexclusiv/i]
]

/** A sentence that speaks of the part it stands in: "These Special Conditions …", "4.1 This Schedule …". */
export const OF_ITSELF = /^\W*(?:[A-Z]{0,3}\d[\d.]*\.?\s+)?[Tt]h(?:ese|is)\s/
/** A part that says it prevails over a later one: group 1 names itself, group 2 the part it prevails over. */
const OWN_PART_OVER = new RegExp(
  String.raw`${OF_ITSELF.source}\s*((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\s+(?:prevails?|shall\s+prevail|will\s+prevail|takes?\s+precedence|overrides?)\s+over\s+(?:the\s+)?((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)`
)

/** An order line that licenses a use: "Usage licence: print …", "Licence: …", "Usage rights: …". */
const LICENCE_LINE = /\b(?:usage|use)\s+(?:licen[cs]e|rights)\s*:|(?:^|[;|]\s*)(?:description:\s*)?licen[cs]e\s*:/i

/** A row's cell that writes its own label after the row's number: "1 | Territory: the United Kingdom only.". */
const OWN_LABEL = /^\W*\d{1,2}\s*\|\s*([A-Z][\w -]{1,30}):/

/** "Clause 7 (Renewal)", "General Condition 2 (Sub-licensing)": the name a reference gives the clause it cites. */
const REF_NAME = /\b(?:clauses?|sections?|conditions?|paragraphs?|articles?)\s+\d[\d.]*\s*\(([^)]{2,40})\)/gi

/** A line that titles a part by `name`: "EXHIBIT A - BUSINESS TERMS", "ANNEX", "Schedule 2 - Special Conditions". */
export const titles = (words: string, name: string): boolean =>
  words.trim().length <= 60 &&
  new RegExp(`^\\W*(?:[\\w ]{0,20}\\s[-–:]\\s*)?${escapeRegExp(name).replace(/\s+/g, "\\s+")}\\b`, "i").test(
    words.trim()
  )

/**
 * The words of terms that give way to a part which prevails over them, wherever it stands:
 * - standard terms printed after an order they yield to ("If they conflict, the Order Confirmation prevails"): the
 *   order is read after them, and the yielding terms are the numbered clauses around the sentence, from their clause 1;
 * - a body that a later exhibit, schedule, annex or rider prevails over ("Exhibit A shall control", "The Special
 *   Conditions in Schedule 2 take precedence over these General Conditions"): the numbered clauses before the part.
 * Of those, a clause the part disapplies, by number or by name ("clause 7 (Renewal) of the Standard Terms does not
 * apply", "General Condition 2 (Sub-licensing) does not apply", "Clause 5.2 shall not apply"), and a term on subjects
 * the part states itself ("Unless the Order Confirmation states otherwise, each licence is worldwide, perpetual and
 * for use in all media" beside the order's own territory, media and licence period) yield. A term on a subject the
 * part leaves alone (non-exclusive, no sub-licensing) still applies.
 */
export const yieldingTerms = (doc: ContractDocument): ReadonlyArray<Supersession> => {
  const { text } = doc
  const out: Array<Supersession> = []
  // A subject the part states: by a row's label, the heading of its clause, or the label a numbered row's cell
  // writes itself ("4 | Term: eighteen (18) months from 1 July 2026").
  // An order line that states a licence of use ("Usage licence: print and out-of-home advertising, United Kingdom,
  // 6 months from 1 June 2027, non-exclusive") states its territory, media and term; its exclusivity when it names it.
  const statedBy = (prevailing: ReadonlyArray<Sentence>) => {
    const licenceLines = prevailing
      .filter((t) => LICENCE_LINE.test(`${t.label ?? ""}: ${text.slice(t.start, t.end)}`))
      .map((t) => text.slice(t.start, t.end))
    return (topic: ClauseTopic) =>
      licenceLines.some((line) => topic !== "exclusivity" || /\bexclusiv/i.test(line)) ||
      prevailing.some(
        (t) =>
          (t.label !== null && topicOf(t.label, "", 1) === topic) ||
          (t.clause.heading !== null && t.label === null && topicOf(t.clause.heading, "", 1) === topic) ||
          topicOf(OWN_LABEL.exec(text.slice(t.start, t.end))?.[1] ?? null, "", 1) === topic
      )
  }
  const topicsOf = (said: string) => YIELDING_TOPICS.filter(([, re]) => re.test(said)).map(([topic]) => topic)
  for (const s of doc.sentences) {
    if (s.heading) continue
    const words = text.slice(s.start, s.end)
    const by = { start: s.start, end: s.end }
    const cited = GOVERNS_OVER_CLAUSES.exec(words)
    if (cited !== null) {
      // Only the clauses cited yield, and only on the subjects the part states.
      const name = cited[1] ?? ""
      const title = doc.sentences.find(
        (t) => t.clause.index !== s.clause.index && titles(text.slice(t.start, t.end), name)
      )
      if (title === undefined) continue
      const stated = statedBy(
        doc.sentences.filter((t) => t.start > title.start && !t.heading && t.status === undefined)
      )
      const refs = clauseRefs(cited[2] ?? "")
      for (const t of doc.sentences) {
        if (t.heading || t === s || t.start >= title.start) continue
        const said = text.slice(t.start, t.end)
        const number = t.clause.number ?? ""
        if (
          !refs.some((n) => number === n || number.startsWith(`${n}.`)) &&
          !citesItself(said, refs) &&
          !(t.label !== null && citesItself(`${t.label}: ${said}`, refs))
        )
          continue
        const topics = topicsOf(said)
        if (topics.length > 0 && topics.every(stated)) out.push({ start: t.start, end: t.end, by })
      }
      continue
    }
    // "These Special Conditions prevail over the Standard Terms in Part B": said in the part that prevails, of a part
    // titled after it; the terms of that part on subjects the prevailing part states give way.
    const over = OWN_PART_OVER.exec(words)
    if (over !== null) {
      const title = doc.sentences.find(
        (t) => t.start >= s.end && t.heading && titles(text.slice(t.start, t.end), over[2] ?? "")
      )
      if (title === undefined) continue
      const own = doc.sentences.findLast(
        (t) => t.start < s.start && t.heading && titles(text.slice(t.start, t.end), over[1] ?? "")
      )
      const prevailing = doc.sentences.filter(
        (t) => t.start >= (own?.start ?? 0) && t.start < title.start && !t.heading && t.status === undefined
      )
      const stated = statedBy(prevailing)
      // (A renewal is a subject of its own: a licence period stated does not take back "renews automatically".)
      const renewals = prevailing.some((t) => /\brenew/i.test(text.slice(t.start, t.end)))
      for (const t of doc.sentences) {
        if (t.start <= title.end || t.heading || t.clause.topic === "signatures") continue
        const said = text.slice(t.start, t.end)
        const topics = topicsOf(said)
        if (topics.length > 0 && topics.every(stated) && (renewals || !/\brenew/i.test(said)))
          out.push({ start: t.start, end: t.end, by })
      }
      continue
    }
    const m = PRECEDENCE.exec(words) ?? PRECEDES.exec(words)
    if (m === null) continue
    const name = (m[1] ?? "").toLowerCase()
    let yieldStart: number
    let yieldEnd: number
    let prevailing: ReadonlyArray<Sentence>
    // The part that prevails, titled by the name before the yielding terms (their clause 1) ...
    const first =
      s.clause.number === null
        ? undefined
        : doc.clauses.findLast((c) => c.start <= s.start && /^1(?:\.|$)/.test(c.number ?? ""))
    // "The face of the order prevails": the order is what stands before the terms printed after it.
    const face = /^face\s+of\b/.test(name)
    const before =
      first !== undefined &&
      (face ||
        doc.sentences.some(
          (t) =>
            t.start < first.start &&
            t.clause.number === null &&
            text.slice(t.start, t.end).toLowerCase().startsWith(name)
        ))
    let unnumbered = false
    if (first !== undefined && before) {
      const run = doc.clauses.filter((c) => c.index >= first.index && (c.number !== null || c.start <= s.start))
      yieldStart = first.start
      yieldEnd = Math.max(0, ...run.map((c) => c.end))
      prevailing = doc.sentences.filter((t) => t.start < yieldStart && !t.heading && t.status === undefined)
    } else if (face && s.clause.index > 0) {
      // Terms printed without numbers (a PDF of Word's numbered list): the terms are the part the sentence stands in.
      yieldStart = s.clause.start
      yieldEnd = s.clause.end
      prevailing = doc.sentences.filter((t) => t.start < yieldStart && !t.heading && t.status === undefined)
      unnumbered = true
    } else {
      // ... or after them: the numbered clauses before its title yield.
      const title = doc.sentences.find((t) => t.start >= s.end && titles(text.slice(t.start, t.end), name))
      if (title === undefined) continue
      yieldStart = 0
      yieldEnd = title.start
      prevailing = doc.sentences.filter((t) => t.start > title.start && !t.heading && t.status === undefined)
    }
    const stated = statedBy(prevailing)
    // Clauses the prevailing part disapplies by number or by the name it gives them.
    const disapplying = prevailing.filter((t) => {
      const said = text.slice(t.start, t.end)
      return takesAway(said) && !KEEPS.test(said)
    })
    // The sentence that disapplies a clause is its instruction (amend reads it as one: it states no term).
    const disapplier = (t: Sentence): Sentence | undefined => {
      const number = t.clause.number ?? ""
      return disapplying.find((d) => {
        const said = text.slice(d.start, d.end)
        const names = [...said.matchAll(REF_NAME)].map((n) => normalName(n[1] ?? ""))
        return (
          clauseRefs(said).some((n) => number === n || number.startsWith(`${n}.`)) ||
          (t.label !== null && names.includes(normalName(t.label)))
        )
      })
    }
    for (const t of doc.sentences) {
      if (t.start < yieldStart || t.end > yieldEnd || t.heading || t === s || (t.clause.number === null && !unnumbered))
        continue
      const said = text.slice(t.start, t.end)
      const topics = topicsOf(said)
      const off = disapplier(t)
      if (off !== undefined) out.push({ start: t.start, end: t.end, by: { start: off.start, end: off.end } })
      else if (topics.length > 0 && topics.every(stated)) out.push({ start: t.start, end: t.end, by })
    }
  }
  return out
}

const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()

/** A heading over a record of changes: "Amendment history", "History of amendments", "Record of variations". */
const HISTORY_HEADING =
  /\b(?:amendments?|variations?|changes?|revisions?)\s+(?:history|record|log)\b|\b(?:history|record|log)\s+of\s+(?:amendments|variations|changes|revisions)\b/i

/**
 * A consolidated text's amendment history ("1 Grant | exclusive | unchanged | non-exclusive", "7 Exclusivity |
 * category exclusivity | unchanged | repealed"): its rows say what each clause said and how each amendment changed
 * it, and the consolidated clauses after it, numbered as the rows are, say what holds. The rows under a history
 * heading up to the last one whose clause number the text then restates give way to the restated clauses.
 */
export const amendmentHistory = (doc: ContractDocument): ReadonlyArray<Supersession> => {
  const out: Array<Supersession> = []
  for (const h of doc.clauses) {
    if (h.number !== null || h.heading === null || !HISTORY_HEADING.test(h.heading)) continue
    const after = doc.clauses.filter((c) => c.index > h.index)
    // The rows: numbered clauses whose number a later clause restates.
    const rows = after.filter(
      (c, i) => c.number !== null && after.slice(i + 1).some((later) => later.number === c.number)
    )
    const last = rows.at(-1)
    if (last === undefined) continue
    const by = { start: h.start, end: h.end }
    for (const s of doc.sentences)
      if (s.start >= h.start && s.end <= last.end) out.push({ start: s.start, end: s.end, by })
  }
  return out
}

/** "Notwithstanding clauses 2 and 3, …", "Notwithstanding anything in clause 4, …": the clauses a sentence prevails over. */
const NOTWITHSTANDING = new RegExp(
  String.raw`\bnotwithstanding\s+(?:anything\s+(?:(?:to\s+the\s+contrary\s+)?in|contained\s+in)\s+)?(${CLAUSE_LIST})`,
  "i"
)

/**
 * Whether the sentence at `by` overrides what the clause holding `target` says: it opens "Notwithstanding clause
 * N" and the target stands in clause N (or a sub-clause of it). A rights-reserved clause that takes back a medium or
 * sub-licensing granted earlier prevails over the grant, as a later amendment would.
 */
export const overrides = (doc: ContractDocument, by: number, target: number): boolean => {
  const sentence = doc.sentences.find((s) => s.start <= by && by < s.end)
  const number = clauseAt(doc, target)?.number ?? null
  if (sentence === undefined || number === null || (sentence.start <= target && target < sentence.end)) return false
  const m = NOTWITHSTANDING.exec(doc.text.slice(sentence.start, sentence.end))
  if (m === null) return false
  return clauseRefs(m[1] ?? "").some((n) => number === n || number.startsWith(`${n}.`))
}
