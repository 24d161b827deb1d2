// Exchanges of messages (an e-mail thread, a chain of replies) as one contract. Each message opens with a header
// ("From: …" with a "Date:" or "Sent:" line under it). Mail clients quote the newest message first, and a later
// message may change the terms of an earlier one, accept them, or only ask about a change that nobody accepts. So:
//
// - the messages are read oldest first, whatever order the thread shows them in (`chronological`);
// - each message after the first is a later part of the contract, like an amendment (`messageStarts`): where two
//   messages disagree on a single value, the later one decides, and a person checks what it touches;
// - a question asks, it does not agree ("could we also run it in cinemas?"), and nothing after the last acceptance
//   was agreed: they state no term (`proposals`);
// - the contract is made when the last message that accepts without asking or excepting was sent (`acceptedAt`).
import type { ContractDocument, Sentence, SourceBlock } from "./ContractDocument.js"

const FROM = /^\W{0,3}from\s*:\s*\S/i
const WHEN = /^\W{0,3}(?:date|sent)\s*:\s*(.+)$/i
const MONTHS = "january february march april may june july august september october november december".split(" ")
const MONTH = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?"
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(\\d{4})\\b`, "i")
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "i")
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/
const CLOCK = /\b(\d{1,2})[:.](\d{2})\s*(am|pm)?\b/i

const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)))

/** When a header says a message was sent, in minutes, comparable between messages; null when it names no date. */
export const sentAt = (header: string): number | null => {
  const dmy = DAY_FIRST.exec(header)
  const mdy = dmy === null ? MONTH_FIRST.exec(header) : null
  const iso = dmy === null && mdy === null ? ISO.exec(header) : null
  const ymd: readonly [number, number, number] | null =
    dmy !== null
      ? [Number(dmy[3]), monthOf(dmy[2] ?? ""), Number(dmy[1])]
      : mdy !== null
        ? [Number(mdy[3]), monthOf(mdy[1] ?? ""), Number(mdy[2])]
        : iso !== null
          ? [Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])]
          : null
  if (ymd === null || ymd[1] < 0) return null
  const rest = header.replace(dmy?.[0] ?? mdy?.[0] ?? iso?.[0] ?? "", " ")
  const clock = CLOCK.exec(rest)
  const hours = clock === null ? 0 : (Number(clock[1]) % 12) + (/pm/i.test(clock[3] ?? "") ? 12 : 0)
  const hour = clock !== null && clock[3] === undefined ? Number(clock[1]) : hours
  return Date.UTC(ymd[0], ymd[1], ymd[2]) / 60_000 + hour * 60 + (clock === null ? 0 : Number(clock[2]))
}

interface Message {
  readonly start: number
  readonly end: number
  readonly sent: number | null
}

/** The messages of a list of lines or paragraphs: each from its "From:" header to the next; [] when fewer than two. */
const messagesIn = (texts: ReadonlyArray<string>): ReadonlyArray<Message> => {
  const starts = texts.flatMap((t, i) => (FROM.test(t) ? [i] : []))
  if (starts.length < 2) return []
  return starts.map((start, k) => {
    const end = starts[k + 1] ?? texts.length
    const header = texts.slice(start, Math.min(end, start + 5)).find((t) => WHEN.test(t))
    return { start, end, sent: header === undefined ? null : sentAt(WHEN.exec(header)?.[1] ?? "") }
  })
}

/**
 * The blocks of a thread with its messages oldest first (a thread quoted newest first is turned round); anything
 * before the first message (a title) stays first. Unchanged unless every message is dated.
 */
export const chronological = (blocks: ReadonlyArray<SourceBlock>): ReadonlyArray<SourceBlock> => {
  const messages = messagesIn(blocks.map((b) => b.text))
  if (messages.length === 0 || messages.some((m) => m.sent === null)) return blocks
  const ordered = messages.map((m, i) => ({ m, i })).sort((a, b) => (a.m.sent ?? 0) - (b.m.sent ?? 0) || a.i - b.i)
  if (ordered.every(({ i }, k) => i === k)) return blocks
  return [
    ...blocks.slice(0, messages[0]!.start),
    ...ordered.flatMap(({ m }) => blocks.slice(m.start, m.end)),
    ...blocks.slice(messages[messages.length - 1]!.end)
  ]
}

/** A line that opens a message: "From: Raj Bedi, Maplewood Studios Inc." (a heading mark or a bullet before it). */
const HEADER_LINE = /(?:^|\n)[^\S\n]*(?:[#>*-]+[^\S\n]*)?(From[^\S\n]*:[^\S\n]*\S)/gi

/** Where the messages of a thread open, in document order ([] when it is not a thread of two or more). */
// (Or a letter, "Dear Chloe, …", and one reply under it with its own header: "From: Chloe Brennan" over "Sent: 12
// October 2026 19:41" and "I agree.": the letter is the first message.)
const headers = (doc: ContractDocument): ReadonlyArray<number> => {
  const found = Array.from(doc.text.matchAll(HEADER_LINE), (m) => m.index + m[0].length - (m[1] ?? "").length)
  if (found.length >= 2) return found
  const reply = found[0]
  return reply !== undefined &&
    /\bDear\b/.test(doc.text.slice(0, reply)) &&
    /^[^\n]*\n\s*(?:sent|date)[^\S\n]*:[^\n]*\b\d{1,2}:\d{2}\b/i.test(doc.text.slice(reply))
    ? [0, reply]
    : []
}

/** Where the messages after the first start: each is a later part of the contract. */
export const messageStarts = (doc: ContractDocument): ReadonlyArray<number> => headers(doc).slice(1)

/** Whether the document is a thread of messages. */
export const isThread = (doc: ContractDocument): boolean => headers(doc).length > 0

/** A sentence that asks: "could we also run the spot in cinemas?", "can we make it one year rather than two?". */
const QUESTION = /\?\s*["”']?\s*$/

/**
 * The sentences of a thread that propose without being agreed: questions ("could we also run it in cinemas?"), and
 * every message after the last one that accepts (nobody accepted what they add). They state no term.
 */
export const proposals = (doc: ContractDocument): ReadonlyArray<Sentence> => {
  if (!isThread(doc)) return []
  const accepted = acceptedAt(doc)
  return doc.sentences.filter((s) => {
    const words = doc.text.slice(s.start, s.end)
    const asks = !s.heading && QUESTION.test(words) && /\s\S+\s/.test(words)
    return asks || (accepted !== null && s.start >= accepted.end)
  })
}

/**
 * The messages after the first up to the one that accepts, without it: each may change a term of an earlier one, in
 * words the term readings may not take up ("Fine by us: one year, and no sublicensing").
 */
export const changingMessages = (doc: ContractDocument): ReadonlyArray<ReadonlyArray<Sentence>> => {
  const opening = headers(doc)
  const accepted = acceptedAt(doc)
  return opening.slice(1).flatMap((start, k) => {
    const end = opening[k + 2] ?? doc.text.length
    if (accepted !== null && start >= accepted.start) return []
    return [bodyOf(doc, start, end)]
  })
}

/** The messages of a thread, each from its header to the next ([] when it is not a thread). */
export const messagesOf = (doc: ContractDocument): ReadonlyArray<{ readonly start: number; readonly end: number }> => {
  const opening = headers(doc)
  return opening.map((start, k) => ({ start, end: opening[k + 1] ?? doc.text.length }))
}

/** Header rows that say who and when, not what (a subject line may run on into the body, so it is kept). */
const HEADER_LABEL = /^(?:from|to|cc|bcc|date|sent)$/i

/** The sentences of the message from `start` to `end` that are not its header. */
const bodyOf = (doc: ContractDocument, start: number, end: number): ReadonlyArray<Sentence> =>
  doc.sentences.filter(
    (s) =>
      s.start > start &&
      s.start < end &&
      !s.heading &&
      !HEADER_LABEL.test(s.label ?? "") &&
      !/^\W{0,3}(?:from|to|cc|bcc|date|sent)\s*:/i.test(doc.text.slice(s.start, s.end))
  )

/** Words that accept the terms of an earlier message ("Let me know if that works" asks whether they do). */
const ACCEPTS =
  /\b(?:agreed|confirmed|(?:we|I)\s+(?:hereby\s+)?accept|accepted|approved|happy\s+to\s+(?:proceed|go\s+ahead|confirm|accept)|(?<!\b(?:if|whether)\s+)that\s+works|deal\s+done|go\s+ahead)\b/i
/** A reply's own agreement: "I agree.", "Yes, we agree to these terms", "I consent". */
const AGREES = /\b(?:we|I)\s+(?:hereby\s+|do\s+)?(?:agree|consent)\b/i
/**
 * Words that make a reply a counter-offer or leave it open, not an acceptance. "Subject to contract" or "to approval"
 * leaves it open; "subject to our cancellation terms" states a term of what is accepted.
 */
const OPEN =
  /\?|\b(?:except|but|however|rather|instead|please\s+confirm|subject\s+to\s+(?:[\w'’-]+\s+){0,3}?(?:contract|approvals?|sign[\s-]?off|confirmation|agreement|review|availability|budget|signature)\b|come\s+back|get\s+back|let\s+me\s+(?:check|speak|talk)|not\s+(?:agreed|confirmed|accepted))\b/i

/**
 * The last message that accepts without asking or excepting (from its header to the next message); null when the
 * document is no thread or no message accepts.
 */
export const acceptedAt = (doc: ContractDocument): { readonly start: number; readonly end: number } | null => {
  const opening = headers(doc)
  let found: { start: number; end: number } | null = null
  opening.forEach((start, k) => {
    const end = opening[k + 1] ?? doc.text.length
    // Every line of the message but its header rows: "Confirmed." may stand alone, as a run-in heading would.
    // (A reply run into its "Date:" row, "Date: Wed 20 Jan 2027 09:15 agreed!!", keeps the words after the time.)
    const words = doc.text
      .slice(start, end)
      .split(/\n+/)
      .map((line) =>
        /^\W{0,3}(?:from|to|cc|bcc)\s*:/i.test(line)
          ? ""
          : /^\W{0,3}(?:date|sent)\s*:/i.test(line)
            ? (/^[^\n]*?\b\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+[A-Z]{2,4}\b)?(.*)$/i.exec(line)?.[1] ?? "")
            : line
      )
      .join(" ")
    // ("I agree." in a reply accepts; in the message that makes the offer it is the words asked for.)
    if ((ACCEPTS.test(words) || (k > 0 && AGREES.test(words))) && !OPEN.test(words)) found = { start, end }
  })
  return found
}
