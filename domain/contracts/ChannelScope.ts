// The scope of a media grant: a channel read is sure only when at least one of the words it was read from stands in a
// grant whose scope the reading can bound. Words that name a medium in a sentence about something else (the parties,
// a signature, a warranty, a product or campaign described), inside a name ("Broadcast Coffee Ltd"), in a part the
// plain reading does not affirm (a condition, an exception, a denial, an item of a denying list), or in a row another
// cell answers "No" grant nothing by themselves. Nor do words under a label that denies ("Media not cleared"), words
// that leave the use to a later agreement ("any use in cinema must be agreed"), words taken back where they stand
// ("[Cinema: Repealed]", a compare's "[-…-]", a row whose period and fee were struck), a report of what happened or was
// granted before ("the Images were displayed on billboards"), or a side's position in a negotiation. A channel with
// no source of the first kind is returned `needs_review`, with the channels that do rest on a grant as the other
// candidate; so is a channel the document both grants and excludes.
import { type Citation, cite, type ContractDocument, type Sentence, sentenceAt } from "./ContractDocument.js"
import { type ExtractedTerms, quotedSpans } from "./ContractExtraction.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"
import { unagreed } from "./Negotiation.js"

/**
 * Topics of sentences that bind or sign, but grant no use: a medium named there, in a sentence without a word that
 * grants, is not granted by it. (The parties and the preamble are not among them: a one-paragraph release grants in
 * its opening, and a form's items sit under a lead-in that grants; tried, 12 right fields marked on the development
 * half.)
 */
const NOT_A_GRANT_TOPIC = new Set(["signatures", "confidentiality", "warranties", "governing_law", "termination"])

/** A label that names the media or the use a row grants ("Media", "Channels", "Usage", "Licensed platforms"). */
const MEDIA_LABEL =
  /\b(?:media|medium|channels?|platforms?|usage|uses?|rights?|licen[cs]\w*|grant\w*|cleared|formats?)\b/i

/** A cell that answers a row in the negative: "No", "N/A", "Not licensed", "✗", "—". */
const NO_CELL =
  /^\s*(?:no|n\/a|none|nil|not\s+\w+(?:\s+\w+)?|excluded|declined|deleted|struck(?:\s+(?:out|through))?|[✗✘☐□×—–-])\s*\.?\s*$/i

/** A cell that answers yes or ticks a box: with it, a "No" cell is the other box of the same row. */
const YES_CELL = /\b(?:yes|granted|included|cleared|permitted)\b|\[\s*[xX✓✔]\s*\]|[☒☑✓✔]/i

/** Words that grant or permit use: a sentence with them is a grant whatever its clause is about. */
const GRANTING =
  /\b(?:grant\w*|licen[cs]\w*|us(?:e|ed|es|ing|age)|permi\w*|consent\w*|agree\w*|authori[sz]\w*|may|can|right|cleared|exploit\w*|publish\w*|broadcast\w*|post\w*|display\w*|appear\w*|run|air(?:ed|ing)?)\b/i

/**
 * A run-in label that denies what its row lists: "Media not cleared", "Excluded media", "Reserved rights", "Not
 * licensed". Wider than Answers' DENYING_LABEL, which reads a table's column headers: a sentence's own label that says
 * "not", "no" or "never" denies its row.
 */
const NEGATING_LABEL =
  /\b(?:not|non|no|never)\b|\b(?:excluded|exclusions?|excepted|reserved|withheld|prohibited|restricted|refused|declined|denied|carve[- ]?outs?)\b/i

/**
 * Words after a medium, in its part of the sentence, that leave its use to a later agreement or consent: "or in cinema,
 * must be agreed and paid before it happens", "is subject to a separate licence", "requires our prior written consent".
 */
const LEFT_TO_LATER =
  /^[^.;|]{0,60}?\b(?:must|shall|will|would|needs?\s+to|has\s+to)\s+(?:first\s+)?be\s+(?:separately\s+)?(?:agreed|negotiated|approved|licen[cs]ed\s+separately|cleared\s+separately)\b|^[^.;|]{0,60}?\bsubject\s+to\s+(?:a\s+)?(?:separate|further|new)\s+(?:agreement|licen[cs]e|negotiation|fee)\b|^[^.;|]{0,60}?\brequires?\s+(?:a\s+)?(?:separate|further|new|(?:the\s+\w+['’]s\s+)?prior(?:\s+written)?)\s+(?:agreement|licen[cs]e|consent|approval)\b/i

/** A verb that grants or permits now, or binds: a sentence with one states a term, whatever it also reports. */
const OPERATIVE =
  /\b(?:shall|may|will|can|must|hereby|grants?|licen[cs]es|permits?|authori[sz]es|consents?|agrees?|is\s+(?:granted|licen[cs]ed|permitted|entitled)|are\s+(?:granted|licen[cs]ed|permitted))\b/i
/**
 * A report of the past: what was granted or shown before ("Under the Licence the Licensor granted the Licensee …",
 * "where the Images were displayed on billboards"). The verb after "was/were/had/has been", or "granted"/"licensed"
 * right after a capitalised party; a bare participle ("Media granted: …", "television broadcast") is none.
 */
const REPORTED =
  /\b(?:was|were|had|has\s+been|have\s+been)\s+(?:\w+ly\s+)?(?:granted|licen[cs]ed|displayed|shown|published|aired|exhibited|run)\b|\b[A-Z][\w'’-]+\s+(?:granted|licen[cs]ed)\s+(?:to\s+)?(?:the\s+)?[A-Z]/

/** Words that take a use away rather than grant it: a removal, a withdrawal, a use that must stop. */
const TAKES_AWAY = /\b(?:remov\w+|cease\w*|stop\s+using|withdraw\w*|take\s+down|taken\s+down|no\s+(?:longer|right))\b/i

/** An item of a list: "(a) …", "b) …", "1. …", "iv. …". */
const ITEM = /^\W*\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)]\s/i

/** Whether a sentence only reports the past: a report of a grant or a use, and no verb that grants now. */
const reportsThePast = (text: string): boolean => REPORTED.test(text) && !OPERATIVE.test(text)

/** Words before a medium that place it indoors: "in-store", "indoor", "window", "point-of-sale". */
const INDOORS_BEFORE = /\b(?:in-?store|indoor|window|point[- ]of[- ]sale|counter|shelf)\s+$/i
/** Words after a medium that place it on premises: "inside our own gyms", "in the Licensee's stores", "at its branches". */
const INDOORS_AFTER =
  /^\s+(?:(?:displayed|placed|shown)\s+)?(?:inside|within|in|at)\s+(?:(?:the|our|its|their|your|each|all)\s+)?(?:(?:own|\w+['’]s?)\s+)?(?:own\s+)?(?:stores?|shops?|gyms?|premises|branches|outlets|restaurants|cafés?|cafes?|salons?|clinics?|studios?|venues?|hotels?|offices?|retail\s+(?:stores?|outlets?))\b/i

/** Whether the words of a medium stand qualified as indoors, on premises. */
const placedIndoors = (text: string, c: Citation): boolean =>
  INDOORS_BEFORE.test(text.slice(Math.max(0, c.start - 25), c.start)) ||
  INDOORS_AFTER.test(text.slice(c.end, c.end + 70))

/** The cells of a row: " | " between cells, or "; " between "Label: value" cells. */
const cellsOf = (text: string): ReadonlyArray<string> => {
  const piped = text.split(/\s\|\s/)
  if (piped.length >= 2) return piped
  const labelled = text.split(/;\s+(?=[A-Z][\w\s'’/-]{0,30}:\s)/)
  return labelled.length >= 2 ? labelled : [text]
}
/** A cell's value, without the label a "Label: value" cell opens with. */
const valueOf = (cell: string): string => cell.replace(/^\s*[A-Z][\w\s'’/-]{0,30}:\s*/, "")

/** Whether the words at `start`–`end` are inside a capitalised name: a word in capitals on each side, or a company form after. */
const insideName = (text: string, start: number, end: number): boolean => {
  const before = /([A-Z][\w'’&-]*)\s+$/.exec(text.slice(Math.max(0, start - 30), start))?.[1]
  const after = /^\s+([A-Z][\w'’&.-]*)/.exec(text.slice(end, end + 30))?.[1]
  const word = text.slice(start, end)
  if (!/^[A-Z]/.test(word)) return false
  // A run of capitalised words that ends in a company's form: "Broadcast House Ltd", "Radio Nova Media Group".
  if (
    /^(?:\s+(?:&\s+)?[A-Z][\w'’&.-]*){0,3}?\s+(?:Ltd|Limited|LLC|LLP|Inc|plc|PLC|GmbH|Pty|Co|Corp|Group|Studios?|Holdings)\b/.test(
      text.slice(end, end + 60)
    )
  )
    return true
  return (
    before !== undefined &&
    after !== undefined &&
    !/^(?:The|A|An|And|Or|In|On|For|By|Of|To|Via|Including|Excluding|Media|Channels?|Usage|Territory)$/.test(before)
  )
}

/**
 * Whether the words at `start`–`end` were struck out: inside "~~…~~" or "[Deleted: …]", or followed in their cell by
 * words that say so ("~~Free-to-air television~~ deleted by agreement", "Television (struck through)").
 */
export const struckAt = (text: string, start: number, end: number): boolean => {
  const tildes = (text.slice(0, start).match(/~~/g) ?? []).length
  if (tildes % 2 === 1) return true
  const open = text.lastIndexOf("[Deleted", start)
  if (open >= 0 && text.indexOf("]", open) >= end) return true
  // A compare's deletion, "[-…-]", open around the words.
  const compare = text.lastIndexOf("[-", start)
  if (compare >= 0 && text.lastIndexOf("-]", start) < compare && text.indexOf("-]", compare) >= end) return true
  const cell = text.slice(end).split(/\s\|\s|;\s/)[0] ?? ""
  return /^[^.]{0,30}?\b(?:deleted|struck(?:\s+(?:out|through))?|crossed\s+out|withdrawn|removed|repealed|revoked|cancell?ed|omitted)\b/i.test(
    cell.replace(/^~~/, "")
  )
}

/** Whether one source of a channel stands in a grant whose scope the reading can bound (`past`: a report of an earlier grant counts). */
export const inGrantScope = (doc: ContractDocument, s: Sentence, source: Citation, past = false): boolean => {
  if (s.heading || s.status !== undefined) return false
  const text = doc.text.slice(s.start, s.end)
  const at = source.start - s.start
  const end = source.end - s.start
  const labelled = s.label !== null && MEDIA_LABEL.test(s.label)
  if (s.label !== null && NEGATING_LABEL.test(s.label)) return false
  if (LEFT_TO_LATER.test(text.slice(end))) return false
  if (!past && !labelled && reportsThePast(text)) return false
  // An item of a list whose lead-in takes use away ("The Licensor withdraws the Licence in respect of:", "The
  // following media are excluded:"), written as a sentence or as a label, grants nothing, however plainly the item
  // names a medium.
  if (ITEM.test(text)) {
    const leadIn = doc.sentences.findLast((o) => o.end <= s.start && !ITEM.test(doc.text.slice(o.start, o.end)))
    const lead = leadIn === undefined ? "" : doc.text.slice(leadIn.start, leadIn.end)
    if (/:\s*$/.test(lead) && (TAKES_AWAY.test(lead) || /\b(?:exclud\w+|except\w*|not|no)\b/i.test(lead))) return false
  }
  if (!labelled && NOT_A_GRANT_TOPIC.has(s.topic) && NOT_A_GRANT_TOPIC.has(s.clause.topic) && !GRANTING.test(text))
    return false
  if (insideName(text, at, end)) return false
  // The document's own means of delivery ("this e-mail", "by e-mail", "sent by post") is no medium of use.
  if (
    /\b(?:this|by|via|per)\s+(?:return\s+)?$/i.test(text.slice(Math.max(0, at - 20), at)) &&
    /^(?:e-?mail|post|letter|fax)/i.test(text.slice(at, end))
  )
    return false
  if (struckAt(text, at, end)) return false
  // Quoted words name a title or report a text ("the "Radio Days" campaign"): they grant nothing.
  if (quotedSpans(text).some(([x, y]) => at >= x && end <= y)) return false
  // A row another cell of which answers it in the negative ("Television | No | —").
  const cells = cellsOf(text)
  if (cells.length >= 2 && cells.some((c) => NO_CELL.test(valueOf(c))) && !cells.some((c) => YES_CELL.test(valueOf(c))))
    return false
  // A row whose other cells were struck out (its period, its fee): the row's grant was struck with them.
  const own = cells.findIndex((_c, i) => cells.slice(0, i + 1).join(" | ").length >= end)
  const others = cells.filter((_c, i) => i !== own && i > 0).map(valueOf)
  if (others.length > 0 && others.some((c) => /^\s*~~/.test(c)) && others.every((c) => /^\s*(?:~~|$)/.test(c)))
    return false
  // Words the plain reading denies are Polarity's (`channelsDenied`); a condition or a question states no grant
  // either way, and is left to the reader (tick boxes and answered questions are read by their answers).
  return true
}

/**
 * Granted channels none of whose sources stands in a grant whose scope the reading can bound. The candidates are
 * the channel's absence and the channels that do rest on a bounded grant.
 */
export const channelsOutOfScope = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Finding> => {
  const sentenceOf = (c: Citation) => sentenceAt(doc, c.start)
  // A side's position in a negotiation (a reported offer, a "Proposed" cell beside an "Agreed" one) grants nothing.
  const positions = unagreed(doc)
  const aPosition = (x: Citation) => positions.some((p) => p.start <= x.start && x.end <= p.end)
  const all = terms.all_media
  if (all !== null) {
    // "All media" read from words that grant nothing (struck, a side's position, left to a later agreement).
    const s = sentenceOf(all)
    if (s === undefined || (!aPosition(all) && inGrantScope(doc, s, all, true))) return []
    return [
      {
        field: "channels",
        candidate: `not all media (the media listed: ${terms.channels.map((c) => c.channel).join(", ") || "none"})`,
        what: "all media read from words that are not a grant whose scope was parsed",
        source: cite(doc, s.start, s.end)
      }
    ]
  }
  const groundedBy = (past: boolean, granting = false) =>
    terms.channels.filter((c) =>
      c.sources.some((x) => {
        const s = sentenceOf(x)
        if (s === undefined || aPosition(x) || !inGrantScope(doc, s, x, past)) return false
        return !granting || !TAKES_AWAY.test(doc.text.slice(s.start, s.end))
      })
    )
  // A report of what was granted before, and words that take use away ("must remove the posters"), grant nothing
  // beside a grant made now; in a notice that only recites the grant and takes it away they are the grant's only
  // statement, and count.
  const granting = groundedBy(false, true)
  const grounded = granting.length > 0 ? granting : groundedBy(true)
  // A medium the document both grants and excludes: the reading kept the grant without weighing the exclusion.
  const excluded = terms.channels.flatMap((c): ReadonlyArray<Finding> => {
    const out = terms.excluded_channels.find((x) => x.channel === c.channel && x.sources.length > 0)
    return out === undefined || !grounded.includes(c)
      ? []
      : [
          {
            field: "channels",
            candidate: `not ${c.channel} (the document also excludes it)`,
            what: "a medium the document both grants and excludes",
            source: out.sources[0]!
          }
        ]
  })
  // Out-of-home read only from words placed indoors, on the licensee's own premises ("in-store posters", "posters
  // inside our own gyms"): the place makes them another medium (in-store), and the reading did not weigh it.
  const indoors = terms.channels.flatMap((c): ReadonlyArray<Finding> =>
    c.channel === "out_of_home" && c.sources.length > 0 && c.sources.every((x) => placedIndoors(doc.text, x))
      ? [
          {
            field: "channels",
            candidate: "in_store (not out_of_home)",
            what: "out-of-home read from words that place the medium indoors, on the licensee's premises",
            source: c.sources[0]!
          }
        ]
      : []
  )
  return [
    ...excluded,
    ...indoors,
    ...terms.channels
      .filter((c) => c.sources.length > 0 && !grounded.includes(c))
      .map((c): Finding => {
        const s = sentenceOf(c.sources[0]!)
        return {
          field: "channels",
          candidate: `not ${c.channel} (granted on a bounded grant: ${grounded.map((g) => g.channel).join(", ") || "none"})`,
          what: "a medium read from words that are not a grant whose scope was parsed",
          source: s === undefined ? c.sources[0]! : cite(doc, s.start, s.end)
        }
      })
  ]
}

/** The doubts unbounded grants raise on the channels of an (amended) document. */
export const channelScopeDoubts = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Doubt> =>
  doubtsOf("Not a bounded grant", channelsOutOfScope(doc, terms))
