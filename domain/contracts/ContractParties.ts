// Parties: who a contract is between. Contracts name them in a few places, read in this order of authority:
//
// 1. The parties clause: "between A ("the Agency") and B ("the Talent")", a PARTIES or BETWEEN block of entries
//    "(1) A, a company registered in … ("Licensor"); and (2) B …".
// 2. Role rows and labels: `Licensee: X Ltd ("X")`, `talent: Simone Adebayo-Park ("talent")`, `Model | Aiko Tanaka`.
// 3. A letter's sender and addressee: the letterhead or "for and on behalf of X" under the signature, and the person
//    or company the letter is addressed to ("Mr Tomasz Wrona", "For the attention of …, Starlight Cinema Ltd").
// 4. Signature blocks: "Signed for and on behalf of X", "X - By: Name, Title", a role over a signature line
//    ("TALENT ____ Marcus Delacroix-Hale"), "Agreed and accepted by Y".
//
// A name ends where its description starts (", a company registered in…", ", of 22 Mill Lane", "c/o …", "(company
// no. …)"), so an address is never a party. People who sign for a company ("By: Dana Whitfield, CMO"), agents
// ("as agent for", "is not a party") and others a contract merely mentions (an advertiser in the recitals, a
// photographer credited in a row nobody signs) are not parties. Role words and defined terms are not names.
import {
  type Citation,
  cite,
  COMPANY_END,
  type ContractDocument,
  escapeRegExp,
  type Sentence
} from "./ContractDocument.js"
import { isNotice } from "./Notices.js"
import { type Doubt, doubt } from "./Doubts.js"
import { isThread } from "./MessageChain.js"

export interface ExtractedParty {
  readonly name: string
  readonly role: string | null
  readonly source: Citation
}

const textOf = (doc: ContractDocument, s: Sentence) => doc.text.slice(s.start, s.end)

/** Company suffixes that follow a comma inside a name ("Summit Sportswear, Inc.", "Lanternfish Pictures, LLC"). */
const SUFFIX =
  /,(\s+(?:Inc|INC|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|LLP|LP|L\.P|plc|PLC|GmbH|AG|S\.A|SA|B\.V|BV|N\.V|AS|AB|Pty Ltd|Corp|CORP|Co|CO|Lda|LDA)\b\.?)/g

/**
 * Where a description of the party starts: everything from here on is not the name. (A bracket opens one, but for
 * the South African "(Pty) Ltd" and its like, part of the company's name. So does the next role's label on the same
 * line: "Licensee: X Ltd. Licensor: Y", "Party A (seal): X Co., Ltd. Party B (signature): Y".)
 */
const DESCRIPTION_WORDS =
  /,|;|:\s|\s+[-–—]\s+|\s+(?:a|an)\s+(?:company|corporation|limited|individual|partnership|private|public|nonprofit|non-profit|charity|[A-Z][a-z]+\s+(?:corporation|company|limited liability company|nonprofit|public benefit))\b|\s+(?:whose|with (?:its|a|offices|an office)|registered|incorporated|trading as|t\/a|[apdf]\/[kbs]\/[ao]|[apdf]\.[kbs]\.[ao]\.|also known as|doing business as|residing|resident|born|acting|professionally|known as|which|who|on behalf|for and on behalf|as agent|c\/o|care of)\b|(?<!\b(?:Gallery|Museum|Academy|Institute|College|School|University|Society|Bank|Trustees|Board|Department|Ministry|Council|Association|Federation|Union|Guild|Friends|Fellowship|Church|Parish|Congregation|Chapel|Temple|Mosque|Synagogue|Cathedral|City|Town|County|Borough|Village|District|State|Port))\s+of\s+(?=\d|c\/o|(?:Unit|Flat|Suite|Floor|Level|Apartment|Apt\.?|Building|Block|Studio|Room)\s+\w*\d|[A-Z][a-z]+(?:\s+[A-Z]{2,3})?\s*(?:[,(]|$)|(?:[A-Z][a-z]+\s+){1,2}[A-Z][a-z]+,)|\s+(?:ACN|ABN|ARBN|CRN|EIN|(?:company|registration|registered|reg\.?|co\.?)\s+(?:no\.?|number|nr\.?))(?=[\s.:]|$)|\s+by\s+(?:its|his|her|their|the)\b|\s+by\s+(?=[A-Z])|\s*\((?!(?:Pty|PTY|Pvt|PVT|Proprietary|PROPRIETARY)\)\s+(?:Ltd|LTD|Limited|LIMITED)\b)|\s+"|\s+\|\s|\s+(?:Date|Dated|Title|Signature|Position|Role|E-?mail|Tel|Phone|Mobile|Handle|Username|Account|Address|Website|Agency|Agent|Age|DOB|(?:(?:ID|Identity|Card|Passport|Tax|VAT|GST|PAN|Company|Registration|Unified|Social|Credit|Employee|Membership|Reference)\s+){1,3}(?:No\.?|Number|Code))\s*:/
/** The roles whose label may follow a party's name on its line: "Licensee: X Ltd. Licensor: Y". */
const ROLE_LABEL = String.raw`(Licensor|Licensee|Party\s+[A-Z0-9]|Model|Talent|Performer|Photographer|Client|Agency|Brand|Producer)\s*(?:\([^()]{1,30}\)\s*)?:`
const DESCRIPTION = new RegExp(String.raw`${DESCRIPTION_WORDS.source}|\s+(?=${ROLE_LABEL})`)

const HONORIFIC = /^(?:mr|ms|mrs|miss|mx|dr|prof)\.?\s+/i
/**
 * The recognition's confidence in a scanned line below which a name read from it may be misspelt (lines with accents or
 * unusual letters come out at 0.83–0.88 in the corpus's scans; plain English lines at 0.92–0.96).
 */
const OCR_NAME_CONFIDENCE = 0.9
/** What a company issues on its own paper, naming the other party only. */
const ISSUED_PAPER = /\b(?:licen[cs]e|certificate|invoice|permission)\b/i
/** The title of a quote or an invoice: "QUOTE AND TAX INVOICE No. 2026-114", "Estimate 118". */
const PAPER_TITLE = /^\W*(?:[\w&-]+\s+){0,3}(?:quote|quotation|invoice|estimate)\b/i
/** A title after the issuer's name that says what it issues: " - RIGHTS-MANAGED LICENCE AND INVOICE". */
const ISSUER_TITLE = new RegExp(String.raw`^\s+[-\u2013\u2014]\s+[^.]{0,60}?${ISSUED_PAPER.source}`, "i")
/** A professional or honorary title right before a name: "Dr", "Prof.", "Professor", "Sir", "Dame". */
const TITLE_BEFORE = /\b(Dr\.?|DR\.?|Prof\.?|Professor|Sir|Dame)\s$/

/** Words a name never is: roles, defined terms, pronouns. */
export const ROLE_WORDS =
  /^(?:licensee|licensor|licensors|talent|performer|artist|artiste|model|actor|actress|company|co|producer|production company|prod(?:uction|\.)?\s*co(?:mpany|\.)?|agency|agent|client|brand|advertiser|studio|influencer|creator|presenter|athlete|ambassador|endorser|celebrity|personality|spokesperson|streamer|instructor|narrator|contributor|photographer|illustrator|author|publisher|label|owner|commissioner|speaker|subject|sponsor|user|participant|party|parties|musician|composer|designer|director|broadcaster|distributor|manufacturer|retailer|employer|authority|contracting authority|museum|gallery|club|society|association|choir|orchestra|ensemble|festival|charity|salon|clinic|patient|resident|homeowner|contractor|consultant|supplier|customer|buyer|seller|member|host|chef|player|grantor|grantee|releasor|releasee|assignor|assignee|parent|guardian|minor|child|organisation|organization|org|foundation|we|us|you|our|your|licensors|the|this|that)$/i

/** A second role's label run into a row's value: ". Licensor: ", " Party B (signature): ". */
const NEXT_ROLE = new RegExp(String.raw`[.\s]\s+${ROLE_LABEL}\s*(?=\p{Lu})`, "u")

/** Labels (row names) that name a party by its role. */
const PARTY_LABEL =
  /^(?:the\s+)?(?:(?:your|my)\s+(?:full\s+|legal\s+)*name|(?:company|business|brand|organi[sz]ation|licensee|client|advertiser)\s+(?:using|receiving|taking|licensing)\s+(?:the\s+|these\s+|this\s+|my\s+|your\s+)?[\w-]+(?:\s+[\w-]+)?|(?:name\s+of\s+(?:the\s+)?)?(?:licensee|licensor|talent|performer|artist|model|photographer|contributor|client|company|producer|subject|participant|creator|influencer|athlete|ambassador|endorser)(?:'s)?\s+(?:full\s+)?name|(?:brand|company|client|advertiser|licensee|licensor|contracting)\s+(?:entity|legal\s+name)|licensee|licensor|talent|performer|artist|artiste|model|actor|actress|company|co\.?|producer|production company|prod(?:uction|\.)?\s*co(?:mpany|\.)?|agency|client|brand|advertiser|studio|influencer|creator|presenter|athlete|ambassador|endorser|celebrity|personality|spokesperson|streamer|instructor|narrator|participant|guest|releasor|releasee|salon|clinic|patient|resident|homeowner|contributor|photographer|illustrator|author|publisher|label|owner|commissioner|sponsor|musician|composer|designer|broadcaster|distributor|host|player|grantor|grantee|applicant|contratante|contratad[oa]|cedente|cession[aá]ri[oa]|cesionari[oa]|licenciante|licenciatari[oa]|licenziante|licenziatari[oa]|committente|seller|org\.?|organi[sz]ation|foundation|party [a-z0-9]|first party|second party|name|party name|full name|issued by|licen[cs]ed by|granted by|vendor|supplier|bill to|billed to|invoice to|buyer|purchaser|parent|guardian|parent\s*(?:\/|or)\s*(?:legal\s+)?guardian|minor|child|employee|staff\s+member|club|coach|member|school|academy|charity|society|association|station)$/i

/** A label over the parties' line: "Parties:", "Between:", plain English "Who's who:", "Who this is between:". */
const PARTIES_LABEL =
  /^(?:(?:the\s+)?parties(?:\s+to\s+this\s+\w+)?|between|who(?:'|\u2019)?s\s+who|who\s+(?:this|it)\s+is\s+between|who\s+(?:this\s+\w+\s+)?is\s+between)$/i
/** The same label run into the line it heads ("Who's who: X Ltd … and Y"), compiled once. */
const PARTIES_LABEL_RUN_IN = new RegExp(`^\\W*(?:${PARTIES_LABEL.source.slice(1, -1)})\\s*:\\s*`, "i")

/**
 * A signature form's line for a signer's name in print: "Model name (print)", "Guardian name (print)", "Employee's
 * full name (block capitals)". The role before "name" signs, unless it is someone who signs for no one's rights of
 * their own (a witness, an agent, the minor a guardian signs for).
 */
const PRINTED_NAME =
  /^(?:([a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:'s|\u2019s)?\s+)?(?:full\s+|legal\s+)?name\s*\(\s*(?:print(?:ed)?|please\s+print|(?:in\s+)?(?:block\s+)?capitals)\s*\)$/i
const NOT_SIGNING_ROLE = /\b(?:witness|minor|child|agent|agency|contact)\b/i

/** A party introduced in the contract's own voice: "We are …", "You are …", "Who we are: …". */
const INTRODUCTION = /^\W*(?:[Ww]ho\s+)?([Ww]e|[Yy]ou|I)\s+(?:are|am)\s*:?\s+(?=[A-Z])/

const NOT_A_PARTY =
  /\b(?:is|are)\s+not\s+(?:a\s+)?part(?:y|ies)\b|\bsigns?\s+(?:this\s+\w+\s+)?(?:only\s+)?as\s+agent\b/i

/** Words in a "name" that show it is a description, a title or a sentence, not a name. */
const NOT_NAME =
  /\b(?:shall|will|may|must|is|are|was|means|agree[sd]?|hereby|grants?|pay|payable|forms?|confirms?|accepted|the parties|this agreement)\b|\b(?:[Ww]hereas|WHEREAS|[Dd]ear|[Yy]ours|[Ss]ignature|[Ww]itness|Director|Officer|Manager|Head of|President|Counsel|[Tt]itle|Position|Now|NOW)\b/

/** The name at the start of `chunk`, and where it starts inside it; null when it does not read as a name. */
export const nameIn = (chunk: string): { readonly name: string; readonly at: number } | null => {
  // "and you, Callum Brierley": a pronoun the name stands in apposition to is no part of it.
  const lead =
    /^[\s"“_:/]*(?:s\/\s*)?(?:\(\d+\)|\d+[.)]|\([a-z]\))?\s*(?:and\s+)?(?:by\s+)?(?:that\s+)?(?:(?:you|we|us|me|I)\s*,\s+(?=[A-Z]))?/i.exec(
      chunk
    )?.[0].length ?? 0
  // "@lunawrenco (Luna Wren Candle Co.)": a social handle is no name; the name it stands for, in brackets, is.
  const handle = /^@[\w.]+\s*\(\s*(?=\p{Lu})/u.exec(chunk.slice(lead))?.[0].length ?? 0
  if (handle > 0) {
    const inner = nameIn(chunk.slice(lead + handle).replace(/\).*$/s, ""))
    return inner === null ? null : { name: inner.name, at: lead + handle + inner.at }
  }
  let rest = chunk.slice(lead)
  const honorific = HONORIFIC.exec(rest)?.[0].length ?? 0
  rest = rest.slice(honorific)
  const protectedRest = rest.replace(SUFFIX, (_m, suffix: string) => `\uE000${suffix}`)
  const cut = DESCRIPTION.exec(protectedRest)
  const words = (cut === null ? protectedRest : protectedRest.slice(0, cut.index)).replace(/\uE000/g, ",")
  // "Glacier Ridge Outdoor Ltd. (the contracting party …)": before a bracket or a comma the period is the
  // abbreviation's, not the end of a sentence.
  const abbreviated =
    cut !== null &&
    /^\s*[(,|]/.test(protectedRest.slice(cut.index)) &&
    /\b(?:Ltd|Pty|Pte|LLC|Corp|Plc|Bros)\.\s*$/i.test(words)
  const name = abbreviated
    ? words.trim()
    : words
        .replace(/[\s;:,_]+$/, "")
        // "… between Buyer and Jordan Blake)": the bracket the name closes is no part of it.
        .replace(/\s*\)$/, (close, _at: number, whole: string) => (whole.includes("(") ? close : ""))
        // A name that writes its abbreviations with periods ("Lakeshore Cycle Co. Ltd.", "Qingmu Cosmetics Co.,
        // Ltd.") keeps the last one's.
        // The Italian "S.r.l." and "S.p.A." keep theirs as "B.V." and "S.A." do.
        .replace(
          /(?<!\b(?:Inc|Co|Corp|B\.V|N\.V|S\.A|S\.A\.S|S\.L|S\.L\.U|K\.K|L\.P|S\.r\.l|S\.p\.A|Ltda|Bros|Jr|Sr))\.$/i,
          (dot, at: number, whole: string) =>
            /\b(?:Co|Inc|Corp|Bros)\.,?\s+\S+$/.test(whole.slice(0, at)) &&
            /\b(?:Ltd|Pty|LLC|Corp|Inc)$/.test(whole.slice(0, at))
              ? dot
              : ""
        )
        .trim()
  if (name.length < 2 || name.length > 100 || !/^[\p{Lu}0-9]/u.test(name)) return null
  const split = name.split(/\s+/)
  // (A company's own name may begin with "The": "The Larkspur Museum of Art, Inc.".)
  // (So may a body's: "The Trustees of the Harland Museum and Art Gallery", "The Regents of the University of …".)
  const body = /^The\s+(?:Trustees|Governors|Regents|Council|Board\s+of\s+[A-Z]\w+)\s+of\s+(?:the\s+)?[A-Z]/.test(name)
  const theCompany = /^The\s+[A-Z]/.test(name) && (COMPANY.test(name) || body)
  if (
    split.length > (body ? 12 : 8) ||
    (/^(?:the|this|that|each|either|both|any|all|such)\b/i.test(name) && !theCompany)
  )
    return null
  if (ROLE_WORDS.test(name) || NOT_NAME.test(name) || /\d{3,}/.test(name)) return null
  // A letter's or a message's field name ("To: Bec Tanaka, c/o …") is no name; nor is a row's empty answer ("Agency |
  // None (self-represented)").
  if (/^(?:to|from|re|cc|bcc|attn|attention|subject|dear|none|n\/a|nil|not\s+applicable)$/i.test(name)) return null
  // "Photographer and the undersigned parent or legal guardian": roles joined, no name.
  const [first = "", joint = "", next = ""] = split
  if (ROLE_WORDS.test(first) && /^(?:and|or|&)$/i.test(joint) && /^[a-z]/.test(next)) return null
  return { name, at: lead + honorific }
}

/** The term a row's value defines at its end: 'Brewfield Events Ltd, … ("Brewfield")' gives "Brewfield". */
const DEFINED_AT_END = /\(\s*(?:the\s+)?["“']([^"”']{1,40})["”']\s*\)\s*\.?\s*$/

/**
 * A row's value that names a party by defining it: as the reader ('Competitor: Niamh Gallagher, … ("you")') or as a
 * company by a word of its name ('Organiser: Brewfield Events Ltd, … ("Brewfield")').
 */
const definesParty = (value: string): boolean => {
  const term = DEFINED_AT_END.exec(value)?.[1]
  const named = nameIn(value)
  if (term === undefined || named === null) return false
  return (
    /^(?:you|we|us|me|I)$/i.test(term) ||
    (COMPANY.test(named.name) && new RegExp(`^${escapeRegExp(term)}\\b`, "i").test(named.name))
  )
}

/**
 * A row whose value defines the role its label names, a person's or a company's: "Coach | Luis Ferreira-Santos, …
 * ("Coach")". Not a thing the contract is about ('Picture: "Salt and Iron" (the "Picture")', "Event: …").
 */
const definesRole = (label: string, value: string): boolean => {
  const term = DEFINED_AT_END.exec(value)?.[1]
  const named = nameIn(value)
  return (
    term !== undefined &&
    term.toLowerCase() === label.trim().toLowerCase() &&
    !/^\W*["\u201C]/.test(value) &&
    !THINGS.test(label.trim()) &&
    named !== null &&
    (COMPANY.test(named.name) || PERSON.test(named.name))
  )
}
const THINGS =
  /^(?:picture|film|footage|event|programme|program|route|date|day|title|series|show|concert|production|campaign|project|work|works|song|track|album|book|venue|location|premises|property|products?|goods|materials?|images?|photographs?|recordings?)$/i

/** A person's name: two to four words that each start with a capital, none a company's. */
const PERSON = /^(?:(?:Mr|Ms|Mrs|Miss|Mx|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u

/** The two people a name joins with "and" ("OLIVIA GRANT and THOMAS ADEYEMI"), each with where it starts. */
const twoPeople = (chunk: string): ReadonlyArray<readonly [number, string]> | null => {
  const named = nameIn(chunk)
  const joined = named === null ? null : /^(.+?)\s+(?:and|&)\s+(.+)$/.exec(named.name)
  if (named === null || joined === null) return null
  const [, first = "", second = ""] = joined
  if (![first, second].every((p) => PERSON.test(p) && !COMPANY.test(p))) return null
  return [
    [named.at, first],
    [named.at + named.name.length - second.length, second]
  ]
}

/** A name written in capitals ("RIDGELINE ATHLETIC CO.") in the case people write it. */
const titleCase = (name: string): string =>
  name === name.toUpperCase() && /[A-Z]{3}/.test(name)
    ? name
        .toLowerCase()
        .replace(/(^|[\s\-&/(])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase())
        .replace(/\b(Llc|Llp|Lp|Plc|Gmbh|Ag|Bv|Nv|Sa|Ab|As|Usa|Uk|Us|Tv)\b/g, (w) =>
          w === "Plc" ? "plc" : w === "Gmbh" ? "GmbH" : w.toUpperCase()
        )
        .replace(/\bMc([a-z])/g, (_m, c: string) => `Mc${c.toUpperCase()}`)
    : name

interface Found {
  name: string
  role: string | null
  start: number
  certainty: number
  /** Where it was found: the parties clause, a role row, a letter, a signature block. */
  kind: "clause" | "label" | "letter" | "signature"
  /** The name is given a defined term or role in the text ("X Ltd ("Northwind")"). */
  defined: boolean
  /** The defined term written right after the name, when there is one. */
  short?: string
}

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(?:mr|ms|mrs|miss|mx|dr|prof)\.?\s+/, "")
    .replace(/\b(?:the|inc|llc|ltd|limited|plc|co|corp|corporation|company|gmbh|b\.?v|lda|llp)\b\.?/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

// '(hereinafter referred to as the "Company", which expression shall … include its successors and permitted assigns)':
// the Indian and Commonwealth definition says whom the term binds after it, inside the same brackets.
const ROLE_DEFINITION =
  /\((?:hereinafter(?:\s+(?:referred\s+to\s+as|called|known\s+as))?\s+|together[^)]*?\s+)?(?:the\s+)?["“'](?:the\s+)?([A-Za-z][^"”']{0,40})["”'](?:\s*,\s*["“'][^"”']*["”'])*(?:\s+(?:or|and)\s+["“'][^"”']*["”'])?(?:\s*,\s*which\s+expression\b[^()]*)?\)/g

/** The first role definition of a text (ROLE_DEFINITION without its global flag, so no `lastIndex` carries over). */
const FIRST_ROLE_DEFINITION = new RegExp(ROLE_DEFINITION.source)

/**
 * Where the chunk naming a party starts: after the last "and", ";" or "between" before the definition. (An "and" inside
 * a name the document writes again, "between you and the United Transport and Logistics Union (the Union)" under the
 * title "UNITED TRANSPORT AND LOGISTICS UNION", is no boundary.)
 */
const lastBoundary = (text: string, from: number, to: number, whole = ""): number => {
  let at = from
  for (const m of text
    .slice(from, to)
    .matchAll(
      /;\s*(?:and\s+)?|\b(?:and|AND)\s+(?=(?:\(\d+\)\s*)?[A-Z"“]|the\s+[a-z]+(?:\s+[a-z]+)?\s+(?:named|identified|described|signing)\s)|\bby\s+and\s+between\s+|\bbetween:?\s+|\bon\s+the\s+other\s+hand,?\s*|^[\s,]*to\s+(?=\p{Lu})|\b(?:paid|granted|given|made)\s+(?:to\s+\w+\s+)?(?:in\s+hand\s+)?by\s+(?=\p{Lu}{2})/gu
    )) {
    const before = text.slice(0, from + m.index)
    // "England and Wales", "Hollis and Vane": not a boundary between parties when no definition came between.
    if (/\b(?:England|Trinidad|Antigua|Bosnia|Turks)\s+$/.test(before) && m[0].startsWith("and")) continue
    if (/^and\s/i.test(m[0]) && namedAgain(before, text.slice(from + m.index, to), whole)) continue
    // "in the County of Chatham and State of Georgia": an address goes on.
    if (
      /^and\s/i.test(m[0]) &&
      /^(?:State|County|Province|City|District|Commonwealth)\s+of\b/.test(text.slice(from + m.index + m[0].length))
    )
      continue
    at = from + m.index + m[0].length
  }
  return at
}

/** A name of capitalised words joined by "and" that the document writes more than once ("Transport and Logistics"). */
const namedAgain = (before: string, from: string, whole: string): boolean => {
  const left = /(?:[A-Z][\w&'\u2019.-]*\s+(?:(?:of|for|&)\s+)?)*[A-Z][\w&'\u2019.-]*\s+$/.exec(before)?.[0] ?? ""
  const name = `${left}${/^[^(,;:]*?(?=\.?\s*(?:[(,;:]|$))/.exec(from)?.[0] ?? from}`.trim()
  if (left === "" || !/^(?:[A-Z][\w&'\u2019.-]*\s+(?:(?:of|for|and|&)\s+)?)+[A-Z][\w&'\u2019.-]*$/.test(name))
    return false
  return (whole.match(new RegExp(`\\b${escapeRegExp(name)}\\b`, "gi"))?.length ?? 0) >= 2
}

const PERSON_ROLE = /^(?:minor|child|parent|guardian|performer|licensor|licensee|grantor|grantee)$/i

/** The length of a party label a line starts with, run into the name after it ("Parent/Guardian Daniela Navarro"). */
const leadingLabel = (text: string): number => {
  const words = /^\s*(\S+)(?:\s+(\S+))?(?:\s+(\S+))?/.exec(text)
  for (let n = 3; n >= 1; n--) {
    const label = words?.slice(1, n + 1).join(" ") ?? ""
    // One word only when it is a person's role no name starts with ("Minor Leo Navarro"; not "Studio Canal").
    const single = !/[\s/]/.test(label)
    if (words?.[n] === undefined || !PARTY_LABEL.test(label) || (single && !PERSON_ROLE.test(label))) continue
    const rest = text.slice(text.indexOf(label) + label.length)
    if (/^\s+\p{Lu}/u.test(rest) && nameIn(rest) !== null) return text.length - rest.trimStart().length
  }
  return 0
}

/**
 * A line at the head of a form that names one party and defines it, and says nothing else: 'Ironbark Fitness Studios,
 * Inc., 2280 Alder Avenue, Boise, ID 83702 (the "Company")', 'Northpass Software, Inc., 500 Congress Avenue, Austin,
 * TX 78701 ("Northpass")'. The term is a role, or the name's own first words.
 */
const definingLine = (text: string): boolean => {
  const m = /^[^;()]{2,200}?\(\s*(?:the\s+)?["“]([^"”]{2,40})["”]\s*\)\s*\.?\s*$/.exec(text)
  const named = nameIn(text)
  if (m === null || named === null) return false
  const term = (m[1] ?? "").replace(/^the\s+/i, "")
  // (The short name may be a word of the name: 'Harrow Printworks Cycles Ltd, Unit 9, … ("Printworks")'.)
  return (
    ROLE_WORDS.test(term) ||
    text.trimStart().toLowerCase().startsWith(term.toLowerCase()) ||
    new RegExp(`(?<![\\p{L}])${escapeRegExp(term)}(?![\\p{L}])`, "u").test(named.name)
  )
}

/**
 * Party lines a layout joined into one paragraph: two or more names each closed by its role ('Granville Street
 * Pictures Inc., … (the "Producer") Mathieu Tremblay-Rousseau, of Burnaby, … (the "Performer") The Performer …'),
 * each name right after the role before it (not a sentence: 'X ("Photographer") grants Y ("Client")').
 */
const joinedPartyLines = (text: string): boolean => {
  const roles = Array.from(text.matchAll(ROLE_DEFINITION)).filter((d) =>
    ROLE_WORDS.test((d[1] ?? "").replace(/^the\s+/i, ""))
  )
  return (
    roles.length >= 2 &&
    roles.slice(0, -1).every((d, i) => /^\s*[A-Z]/.test(text.slice(d.index + d[0].length, roles[i + 1]?.index)))
  )
}

/** A party's words up to its defined term: no sentence ends in them, though a company's "Inc." or "Co." may. */
const NAME_RUN = String.raw`(?:[^.;]|\b(?:Inc|Co|Corp|Ltd|Bros|Jr|Sr|St)\.){2,200}?`
/**
 * An opening sentence that is the parties without "between": two names with their roles defined in brackets, joined
 * by "and", either alone ('X Ltd, 21 Sovereign Street ("Larkspur") and Y Ltd ("the Licensee").') or as the subject of
 * the agreement ('… ("Kereru") and Mereana Walker ("the Ambassador") agree as follows.').
 */
const NAMES_THE_PARTIES = new RegExp(
  String.raw`^${NAME_RUN}\(\s*(?:the\s+)?["\u201C][^"\u201D]{2,40}["\u201D]\s*\)\s*,?\s+and\s+${NAME_RUN}\(\s*(?:the\s+)?["\u201C][^"\u201D]{2,40}["\u201D]\s*\)\s*,?\s*(?:\.?\s*$|(?:hereby\s+)?(?:agree|enter\s+into|make\s+this)\b)`
)
export const namesTheParties = (text: string): boolean => NAMES_THE_PARTIES.test(text)

/**
 * The correspondents of a thread's first message, from its "From:" and "To:" lines: "Raj Bedi, Maplewood Studios
 * Inc." is Maplewood Studios Inc.; "Sam Whitlock, Kinetic Talent (agent for Jonah Acheampong)" is Jonah Acheampong;
 * "Colette Arsenault" is herself. An e-mail address or a bare first name names no one.
 */
export const threadCorrespondents = (
  doc: ContractDocument
): ReadonlyArray<{ readonly start: number; readonly chunk: string }> => (isThread(doc) ? correspondents(doc) : [])

/**
 * Whom a document's "From:" and "To:" lines name, a thread's or a letter's: the company a correspondent writes or
 * signs for, else the person ("From: Ruth Okonkwo <…>" signing off "For and on behalf of X LLC" is X LLC).
 */
const correspondents = (doc: ContractDocument): ReadonlyArray<{ readonly start: number; readonly chunk: string }> => {
  /** Whom a correspondent's words name: the principal an agent writes for, else their company, else the person. */
  const whom = (value: string): { readonly chunk: string; readonly person: boolean } => {
    // "Ruth Okonkwo, Producer / For and on behalf of HALLOWAY DOCUMENTARY PICTURES, LLC": whom she signs for.
    const behalf = /\bon\s+behalf\s+of\s+(?:the\s+)?([^\n:]+?)\s*:?\s*$/im.exec(value)
    const body = (behalf?.[1] ?? "").trim()
    if (behalf !== null && (COMPANY.test(body) || /^[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*)+$/.test(body)))
      return { chunk: body, person: false }
    const principal = /\(\s*(?:as\s+)?agent\s+for\s+([^)]+)\)/i.exec(value)
    // (A separator line the layout ran into the sign-off, "--- From: …", ends it.)
    const parts = value
      .replace(/\([^)]*\)/g, "")
      .replace(/\s*[-–—_=*]{3,}[\s\S]*$/, "")
      .split(/,\s*/)
    const company = parts.find((part) => COMPANY.test(part))
    const chunk = principal?.[1] ?? company ?? parts[0] ?? ""
    return { chunk, person: principal === null && company === undefined }
  }
  const out: Array<{ start: number; chunk: string }> = []
  for (const label of ["From", "To"]) {
    const line = new RegExp(`(?:^|\\n)[^\\S\\n]*${label}[^\\S\\n]*:[^\\S\\n]*([^\\n]+)`).exec(doc.text)
    if (line === null) continue
    const value = (line[1] ?? "").replace(/<[^>]*>/g, "").trim()
    const at = line.index + line[0].length - (line[1] ?? "").length
    const named = whom(value)
    if (!/\s/.test(named.chunk.trim())) continue
    // "From: Sophie Grange <…>" and, under her message, "Sophie Grange, Head of Brand, Marram & Moss Ltd": her
    // sign-off says whom she writes for ("Dani Rowe, booker, Seabright Models (agent for Tilly Okafor)").
    const name = named.chunk.trim()
    // (The line after may say whom the sign-off is for: "For and on behalf of X"; or the line before, over a
    // countersignature: "ACCEPTED AND AGREED on behalf of the Saint Cecilia Chamber Choir:" over "/s/ Martin Alvarez, …".)
    const signOff = named.person
      ? new RegExp(
          `(?:^|\\n|[.!?][^\\S\\n]+|\\b(?:[Rr]egards|[Ww]ishes|[Tt]hanks|[Cc]heers|[Ss]incerely|[Yy]ours),[^\\S\\n]+)[^\\S\\n]*(?:\\/s\\/[^\\S\\n]*)?${escapeRegExp(name)}[^\\S\\n]*,([^\\n]+(?:(?:\\n[^\\S\\n]*)+(?:[Ff]or\\s+and\\s+)?[Oo]n\\s+[Bb]ehalf\\s+of\\s[^\\n]+)?)`
        ).exec(doc.text.slice(at))
      : null
    const lineBefore =
      signOff === null
        ? ""
        : (/([^\n]+)\n\s*$/.exec(doc.text.slice(0, at + signOff.index + (signOff[0].startsWith("\n") ? 1 : 0)))?.[1] ??
          "")
    // "Accepted for Brandwerk Agentur GmbH. Jonas Vogel, Head of Production": the words before the name on its line.
    const signedFor =
      signOff === null
        ? undefined
        : /\b(?:accepted|agreed|signed|confirmed)\s+(?:for|on\s+behalf\s+of)\s+(?:the\s+)?([^.\n:]+?)\s*[.:]?\s*$/i.exec(
            doc.text.slice(doc.text.lastIndexOf("\n", at + signOff.index) + 1, at + signOff.index + 1)
          )?.[1]
    const viaSignOff =
      signOff === null
        ? null
        : signedFor !== undefined && COMPANY.test(signedFor)
          ? { chunk: signedFor, person: false }
          : /\bon\s+behalf\s+of\b/i.test(lineBefore) && !/\bon\s+behalf\s+of\b/i.test(signOff[1] ?? "")
            ? whom(lineBefore)
            : whom(`${name},${signOff[1] ?? ""}`)
    const { from, chunk } =
      signOff !== null && viaSignOff !== null && !viaSignOff.person
        ? { from: at + signOff.index, chunk: viaSignOff.chunk }
        : { from: at, chunk: named.chunk }
    out.push({ start: from + Math.max(0, doc.text.slice(from).indexOf(chunk)), chunk })
  }
  return out
}

/** The parties a contract names, each once, in order of authority, and what is doubtful about them. */
export const readParties = (
  doc: ContractDocument
): { readonly parties: ReadonlyArray<ExtractedParty>; readonly doubts: ReadonlyArray<Doubt> } => {
  const found: Array<Found> = []
  const add = (
    start: number,
    chunk: string,
    role: string | null,
    certainty: number,
    kind: Found["kind"],
    defined: boolean
  ) => {
    // ('MARGARET "PEGGY" TULLOCH, of 7 Heron Close': a nickname in quotes inside a person's name is no part of it.)
    const named = nameIn(
      chunk.replace(
        /^(\s*(?:\(\d+\)\s*)?\p{Lu}[\p{L}'\u2019-]+)\s+["\u201C]\p{Lu}[\p{L}'\u2019.-]{1,15}["\u201D](?=\s+\p{Lu}[\p{L}'\u2019-]+\s*(?:[,(]|$))/u,
        "$1"
      )
    )
    if (named === null) return
    // "Daniel Achterberg, Head of Music" under a signature: a person who signs for a company, not a party.
    const after = chunk.slice(named.at + named.name.length)
    // (So is a row "Name: Owain Jarvis, Campaign Producer" under "For Irish Sea Link Ferries Limited".)
    if (
      (kind === "signature" || (role !== null && /^name$/i.test(role.trim()))) &&
      !COMPANY.test(named.name) &&
      TITLE_AFTER.test(after)
    )
      return
    // The short name the text gives it ("Lumen Eyewear Inc. ("Lumen")"): the same party wherever it is used.
    const short = /^\s*,?\s*\(\s*(?:the\s+)?["“]([^"”]{2,40})["”]/.exec(after)?.[1]
    found.push({
      name: named.name,
      role,
      start: start + named.at,
      certainty,
      kind,
      defined,
      ...(short === undefined ? {} : { short })
    })
  }
  /** Each of the names `twoPeople` found, at its place after `start`. */
  const addEach = (
    start: number,
    people: ReadonlyArray<readonly [number, string]>,
    ...rest: [role: string | null, certainty: number, kind: Found["kind"], defined: boolean]
  ) => {
    for (const [offset, person] of people) add(start + offset, person, ...rest)
  }
  const sentences = doc.sentences.filter((s) => !s.heading && s.status !== "instruction")
  // A "Parties" heading over numbered items ("Parties / 1. X Ltd (the "Producer"); 2. Y (the "Child") …"): the items
  // right under it that define a party are the parties clause, though their numbers make them clauses of their own.
  const partiesHeading = doc.sentences.find(
    (s) =>
      s.heading &&
      s.clause.number === null &&
      /^\W*(?:the\s+)?(?:parties|between)\W*$/i.test(textOf(doc, s)) &&
      // Over the items, not over a line of its own clause ("Parties: X ("the Artist") and Y").
      !doc.sentences.some((t) => !t.heading && t.clause === s.clause && t.start > s.start)
  )
  const partyItems = new Set<number>()
  for (const c of doc.clauses.filter((c) => partiesHeading !== undefined && c.start > partiesHeading.start)) {
    const roles = Array.from(doc.text.slice(c.start, c.end).matchAll(ROLE_DEFINITION))
    if (c.number === null || !roles.some((d) => ROLE_WORDS.test((d[1] ?? "").replace(/^the\s+/i, "")))) break
    partyItems.add(c.index)
  }
  ROLE_DEFINITION.lastIndex = 0
  const underParties = (s: Sentence) => partyItems.has(s.clause.index)
  const firstBody = doc.clauses.find(
    (c) =>
      c.number !== null &&
      !/^(?:parties|definitions|interpretation)$/i.test(c.heading ?? "") &&
      !partyItems.has(c.index)
  )
  const firstAmendment = doc.clauses.find(
    (c) => c.index > 0 && c.number === null && /\b(?:rider|addendum|amendment|variation)\b/i.test(c.heading ?? "")
  )
  const early = sentences.filter(
    (s) =>
      (firstBody === undefined ? s.clause.index <= 2 : s.start < firstBody.start) ||
      (s.clause.heading !== null &&
        /^(?:parties|between)\b/i.test(s.clause.heading) &&
        (firstAmendment === undefined || s.start < firstAmendment.start))
  )
  // Names the text says are not parties (an agent, an advertiser).
  const excluded = new Set<string>()
  for (const s of sentences) {
    const text = textOf(doc, s)
    // "booked via Northline Models Ltd (agent, not a party)", "(repped by Blueline Artists, agent - not a party)": a
    // bracket that says "not a party" speaks of the name it holds, or else of the name right before it.
    for (const b of text.matchAll(/\(([^()]*?\bnot\s+a\s+party\b[^()]*)\)/gi)) {
      // "(Vendor is Talent's agent and is not a party …)": a bracket that opens on its subject speaks of it; a role
      // stands for the name the line gives before the bracket.
      const subject =
        /^\s*(?:the\s+)?([A-Z][\w&'’.-]*(?:\s+(?:&\s+)?[A-Z][\w&'’.-]*)*)\s+(?:is|are|acts?|signs?)\b/.exec(
          b[1] ?? ""
        )?.[1]
      if (subject !== undefined) {
        const named = subject.includes(" ") ? subject : nameIn(text.slice(0, b.index))?.name
        if (!subject.includes(" ")) excluded.add(subject.toLowerCase())
        if (named !== undefined) excluded.add(key(named))
        continue
      }
      const inside = /\b([A-Z][\w&'’.-]*(?:\s+(?:&\s+)?[A-Z][\w&'’.-]*)+)/.exec(b[1] ?? "")
      const before = /((?:[A-Z][\w&'’.-]*\s+){1,5}[A-Z][\w&'’.-]*),?\s*$/.exec(text.slice(0, b.index))
      const name = inside?.[1] ?? before?.[1]
      if (name !== undefined) excluded.add(key(name))
    }
    // "…, which is not a party to this Agreement", "…, who sign for the Artist and are not a party": a relative clause
    // speaks of the name right before it.
    for (const r of text.matchAll(
      /((?:[A-Z][\w&'’.-]*\s+){0,5}[A-Z][\w&'’.-]*),\s*(?:which|who)\s+(?:[^,.;()]*?\s+)?(?:is|are)\s+not\s+(?:a\s+)?part(?:y|ies)\b/g
    ))
      excluded.add(key(r[1] ?? ""))
    // What a bracket or a relative clause says is not a party is not the sentence's subject.
    const own = text
      .replace(/\([^()]*\)/g, " ")
      .replace(/,\s*(?:which|who)\s+(?:[^,.;()]*?\s+)?(?:is|are)\s+not\s+(?:a\s+)?part(?:y|ies)\b[^,.;]*/gi, " ")
    if (!NOT_A_PARTY.test(own)) continue
    for (const d of text.matchAll(ROLE_DEFINITION)) excluded.add((d[1] ?? "").toLowerCase())
    const subject = nameIn(text)
    if (subject !== null) excluded.add(key(subject.name))
    const role = /^(?:the\s+)?([A-Z][a-z]+)\b/.exec(text)?.[1]
    if (role !== undefined) excluded.add(role.toLowerCase())
  }

  // 1. The parties clause.
  for (const s of early) {
    const text = textOf(doc, s)
    if (
      /^\s*(?:WHEREAS|RECITALS?|BACKGROUND|\([A-Z]\))\b/.test(text) ||
      (s.clause.heading !== null && /recital|background/i.test(s.clause.heading))
    )
      continue
    // "## Applicant" over "Ostrava Books Limited, 31 Clerkenwell Close (the "Applicant")", "## Grantor" over "The
    // Trustees of the Harland Museum and Art Gallery (the "Museum")": a heading that is a party's role, over the one
    // line that names it (whole: its "and" joins no second party).
    const roleHeading =
      s.clause.heading !== null && s.clause.number === null && PARTY_LABEL.test(s.clause.heading.trim())
    const defined = roleHeading ? FIRST_ROLE_DEFINITION.exec(text) : null
    if (defined !== null && s.start === doc.sentences.find((x) => !x.heading && x.clause === s.clause)?.start) {
      add(s.start, text.slice(0, defined.index), (defined[1] ?? "").replace(/^the\s+/i, ""), 0.95, "clause", true)
      continue
    }
    const between =
      // (Not "posted between March 2 and March 20": a span of time.)
      /\b(?:by\s+and\s+)?between:?\s+(?!the\s+parties\b|them\b|us\b|you\s+and\s+us\b|\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)/i.exec(
        text
      ) ??
      // "is entered into on April 14, 2026 by Solace Audio, Inc. ("Company") and Devon Park ("Creator")", "Agreed and
      // accepted on February 16, 2026 by Kestrel Cycle Co., … ("Brand") and Priya Dalal ("Creator")"
      /\b(?:entered\s+into|made|executed|[Aa]greed\s+and\s+accepted|[Aa]ccepted\s+and\s+agreed)\b[^.;]{0,60}?\bby\s+(?=[A-Z])/.exec(
        text
      ) ??
      // A certificate's opening: "Issued by Lumora Images Ltd (…) ("Lumora") to Oakhurst Dental Group Limited (…)".
      /^\W*(?:issued|granted|licen[cs]ed|supplied)\s+by\s+(?=[A-Z][^;]{0,200}?\)\s+to\s+[A-Z])/i.exec(text) ??
      // "THIS PERMISSION is given by the Corrib Gallery of Art, … (the "Gallery"), to Teach Solais Films Limited, …"
      // ("This Release is given on October 2, 2026 by …").
      /\b(?:this|the)\s+(?:[\w-]+\s+){0,2}?(?:is|are)\s+(?:hereby\s+)?(?:given|granted|issued)\s+(?:on\s+[^;()]{4,30}?\s+)?by\s+(?:the\s+)?(?=[A-Z][^;]{0,200}?\)\s*,?\s+to\s+(?:the\s+)?[A-Z])/i.exec(
        text
      ) ??
      // "This Appearance Release … is made by Luis Ortega ("Passenger") in favor of Blue Ridge Motorcoach Lines, Inc.,
      // … ("Company")": the one who makes it and the one it favours.
      /\b(?:is|are)\s+(?:hereby\s+)?(?:made|given|granted)\s+by\s+(?:the\s+)?(?=[A-Z][^;]{0,200}?\)\s*,?\s+in\s+fav(?:o|ou)r\s+of\s+(?:the\s+)?[A-Z])/i.exec(
        text
      ) ??
      // "This release is given by the crew member named below to Cowes Harbour Sailing Events Limited, … (the
      // "Organiser")": the other party, the one named below giving it.
      /\b(?:is|are)\s+(?:hereby\s+)?(?:given|granted|made)\s+by\s+the\s+(?:[\w-]+\s+){1,4}?(?:named|identified|described|signing)\s+(?:below|above|overleaf)\s+to\s+(?:the\s+)?(?=[A-Z])/i.exec(
        text
      ) ??
      (s.label !== null && PARTIES_LABEL.test(s.label) ? /^/.exec(text) : null) ??
      // "Who's who: X Ltd (…) ("X", "we") and Y ("you")": the label run into the line.
      PARTIES_LABEL_RUN_IN.exec(text)
    const entry =
      // ("(1) X Limited …", but not a row of other things: "Deliverables: (1) Instagram Reel, 30-60 sec, …".)
      (/^\s*\(\d+\)\s/.test(text) && (s.label === null || PARTIES_LABEL.test(s.label))) ||
      namesTheParties(text) ||
      // The opening lines of a release a PDF joined into one paragraph: 'Granville Street Pictures Inc., … (the
      // "Producer") Mathieu Tremblay-Rousseau, of Burnaby, … (the "Performer") The Performer appears …'.
      (s.clause.index === 0 && nameIn(text) !== null && joinedPartyLines(text)) ||
      ((underParties(s) || (s.clause.heading !== null && /\b(?:between|parties)\b/i.test(s.clause.heading))) &&
        ROLE_DEFINITION.test(text)) ||
      // "BETWEEN / X Ltd (hereinafter … "Company" …) of the ONE PART; / AND / Ms Y, daughter of … (… "Endorser" …) of
      // the OTHER PART": the party after a line that is only "AND".
      (s.clause.heading !== null && /^\W*and\W*$/i.test(s.clause.heading) && ROLE_DEFINITION.test(text)) ||
      // "… of the one part / AND CASTELL & DRAKE PUBLISHING LIMITED … (hereinafter called "the Grantee" …)".
      (/^\s*AND\s/.test(text) && ROLE_DEFINITION.test(text)) ||
      // "entered into by and between" / "THANDEKA MOLEFE (hereinafter … "the Talent") and" / "KAROO SPRINGS …
      // (hereinafter … "the Company")": a party's own line after a line that ends on "between" or "and".
      (/\b(?:between|and)\W*$/i.test(
        doc.text.slice(doc.sentences.findLast((x) => x.end <= s.start)?.start ?? 0, s.start)
      ) &&
        ROLE_DEFINITION.test(text)) ||
      // A deed poll or release: "That I, CORNELIUS J. WHITCOMBE, … (hereinafter called the "Releasor"), for … paid by
      // TIDEWATER HERITAGE FILMS, INC., … (hereinafter called the "Releasee")": two parties defined without "between".
      (s.clause.index === 0 &&
        Array.from(text.matchAll(ROLE_DEFINITION)).filter((d) => /^\(hereinafter/i.test(d[0])).length >= 2) ||
      (s.clause.index === 0 && s.label === null && definingLine(text))
    ROLE_DEFINITION.lastIndex = 0
    if (between === null && !entry) continue
    const from = between === null ? 0 : between.index + between[0].length
    const definitions = Array.from(text.matchAll(ROLE_DEFINITION)).filter(
      (d) =>
        d.index >= from &&
        !/date$/i.test(d[1] ?? "") &&
        !/^(?:agreement|licen[cs]e|contract|release|letter)$/i.test(d[1] ?? "")
    )
    if (definitions.length > 0) {
      let at = from
      for (const d of definitions) {
        const chunkStart = Math.max(at, lastBoundary(text, at, d.index, doc.text))
        const chunk = text.slice(chunkStart, d.index)
        // A definition inside a description ("acting through its agency X ("Agency")") does not name a party.
        if (
          !/\b(?:through|via|c\/o|care of|agent|agency|client|its)\s+[^,;]*$/i.test(
            text.slice(Math.max(from, chunkStart - 40), chunkStart)
          ) ||
          chunkStart === at
        ) {
          const role = (d[1] ?? "").replace(/^the\s+/i, "")
          // "OLIVIA GRANT and THOMAS ADEYEMI, of Flat 3, … (together "the Couple")": two people, each a party.
          const joint = /^\(\s*(?:together|jointly|collectively)\b/i.test(d[0])
            ? /\s(?:and|AND|&)\s+$/.exec(text.slice(at, chunkStart))
            : null
          const jointStart = joint === null ? at : Math.max(at, lastBoundary(text, at, chunkStart - joint[0].length))
          const people = joint === null ? null : twoPeople(text.slice(jointStart, d.index))
          if (people !== null) addEach(s.start + jointStart, people, role, 0.95, "clause", true)
          else {
            // ("… given by X ("Participant") to the City of Brantley Falls, … (the "City")": the one it is given to.)
            const label =
              leadingLabel(chunk) ||
              (/^\s*,?\s*(?:to|in\s+fav(?:o|ou)r\s+of)\s+(?:the\s+(?=\p{Lu}))?/u.exec(chunk)?.[0].length ?? 0)
            add(s.start + chunkStart + label, chunk.slice(label), role, 0.95, "clause", true)
          }
        }
        at = d.index + d[0].length
      }
      continue
    }
    if (between === null) {
      // A scan's row whose label the recognition ran into the name: "Production company Sunfish Creative LLC, … ("Company")".
      const label = leadingLabel(text)
      if (entry) add(s.start + label, text.slice(label), null, 0.85, "clause", false)
      continue
    }
    const rest = text.slice(from)
    const split = Array.from(
      rest.matchAll(
        /,?\s+and\s+(?=(?:\(\d+\)\s*)?["“]?[A-Z]|@[\w.]+\s*\()(?<!\b(?:England|Wales|Scotland|Trinidad|Antigua|Bosnia)\s+and\s+)/g
      )
    ).find((m) => !namedAgain(rest.slice(0, m.index + 1), rest.slice(m.index + 1), doc.text))
    // "between you and the United Transport and Logistics Union (the Union)": the reader, and the one other party.
    const you = /^(?:you|me)\s+and\s+(?:the\s+)?/i.exec(rest)
    if (split === undefined && you !== null)
      add(s.start + from + you[0].length, rest.slice(you[0].length), null, 0.8, "clause", false)
    if (split === undefined) continue
    add(s.start + from, rest.slice(0, split.index), null, 0.8, "clause", false)
    add(
      s.start + from + split.index + split[0].length,
      rest.slice(split.index + split[0].length),
      null,
      0.8,
      "clause",
      false
    )
  }

  // A party line with its role in brackets, unquoted, among the opening lines: "Keira Nguyen-Whitlock of Fitzroy,
  // Victoria (Talent)", "Harbourlight Stock Pty Ltd ABN 55 600 123 456, Level 3, … (Licensor)". (A line alone may
  // have been read as a heading.)
  for (const s of doc.sentences.slice(0, 14).filter((x) => x.status === undefined)) {
    const text = textOf(doc, s)
    if (/\b(?:between|and|by|for)\s/i.test(text.slice(0, 40))) continue
    // Each role closes its party's line (a layout may have joined the lines): the next line starts after it.
    const roles = Array.from(text.matchAll(/\((?:the\s+)?([A-Z][a-z]+)\)(?=\s*(?:$|[A-Z]))/g)).filter((m) =>
      ROLE_WORDS.test(m[1] ?? "")
    )
    const last = roles[roles.length - 1]
    if (last === undefined || !/^\s*$/.test(text.slice(last.index + last[0].length))) continue
    let from = 0
    for (const m of roles) {
      add(s.start + from, text.slice(from, m.index), m[1] ?? null, 0.85, "clause", true)
      from = m.index + m[0].length
    }
  }

  // An invoice's "From" row names who invoices, beside its "Bill to" (in a message, "From:" names a sender only).
  const invoice = doc.sentences.some((s) => s.label !== null && /^(?:bill(?:ed)?|invoice)\s+to$/i.test(s.label.trim()))
  // A quote or an invoice addressed by a "To:" row: its first such row names the client ("QUOTE AND TAX INVOICE" over
  // "To: Department of Transport and Planning, …"); a later one may head the client's reply.
  const quoteTo =
    doc.sentences[0] !== undefined && PAPER_TITLE.test(textOf(doc, doc.sentences[0])) && !isThread(doc)
      ? doc.sentences.find((s) => !s.heading && /^to$/i.test(s.label?.trim() ?? ""))
      : undefined
  // 2. Role rows and labels, and header tables (`Party: A; Name: …; Role: …`).
  // Roles the document signs by ("Signed by the Nominee: …") or that consent, agree or grant in it ("The Interviewee
  // consents to …"): a row with such a role names a party ("Nominee: Tomasz Wierzbicki"), whatever the role is called.
  // (The role may be two words, "The Crew Member grants …", or written in lower case after "Signed by the member" or
  // in brackets, "Signed (crew member):".)
  const actingRoles = new Set(
    [
      ...doc.text.matchAll(/\b[Ss]igned\s+(?:by|for)\s+(?:and\s+on\s+behalf\s+of\s+)?the\s+([A-Za-z][a-z]{3,20})\b/g),
      ...doc.text.matchAll(
        /\b[Ss]igned\s+(?:by|for)\s+(?:and\s+on\s+behalf\s+of\s+)?the\s+([A-Z][a-z]{2,20}\s+[A-Z][a-z]{3,20})\b/g
      ),
      ...doc.text.matchAll(/\b[Ss]igned\s*\(\s*([A-Za-z][a-z]{2,20}(?:\s+[a-z]{3,20})?)\s*\)\s*:/g),
      ...doc.text.matchAll(
        /\b[Tt]he\s+((?:[A-Z][a-z]{2,20}\s+)?[A-Z][a-z]{3,20})\s+(?:hereby\s+)?(?:consents|agrees|grants|warrants|confirms|acknowledges|waives|assigns|releases)\b/g
      )
    ]
      .map((m) => (m[1] ?? "").toLowerCase())
      .filter((r) => !NOT_SIGNING_ROLE.test(r))
  )
  /** A row's label as the role it names: "Employee name", "Crew member's full name (print)" name the role. */
  const roleOfLabel = (label: string) =>
    label
      .trim()
      .replace(/^the\s+/i, "")
      .replace(/\s*\([^)]*\)\s*$/, "")
      .replace(/(?:['\u2019]s)?\s+(?:full\s+|legal\s+)?name$/i, "")
      .toLowerCase()
  for (const s of sentences.filter((s) => s.clause.topic !== "signatures")) {
    const text = textOf(doc, s)
    if (
      s.label !== null &&
      // "Publisher (Licensor)": a role with the role it plays in brackets.
      (PARTY_LABEL.test(s.label.trim()) ||
        PARTY_LABEL.test(s.label.replace(/\s*\(([^)]*)\)\s*$/, "").trim()) ||
        // ("Patients: Hannah Whitlock and Tom Whitlock, …": a role's plural over two people.)
        (PARTY_LABEL.test(s.label.trim().replace(/s$/i, "")) && twoPeople(text) !== null) ||
        actingRoles.has(roleOfLabel(s.label)) ||
        definesParty(text) ||
        // ("Coach | Luis Ferreira-Santos, … ("Coach")": a row whose value defines the role its label names.)
        definesRole(s.label, text) ||
        (invoice && /^from$/i.test(s.label.trim())) ||
        s === quoteTo) &&
      !/\b(?:rep|agent|representative|contact)\b|\bnot\s+a\s+party\b/i.test(s.label)
    ) {
      const defined = /\(\s*(?:the\s+)?["“']/.test(text)
      // "Agency: Palisade Talent LLC, as agent for Jordan Vance ("Talent")": the agent's principal is the party.
      // "Vendor: Summit Talent Group LLC f/s/o Jordan Blake (Vendor is Talent's agent and is not a party …)": so is
      // the talent a company furnishes when the line says the company is no party.
      const principal =
        /^[^;:(]*?,?\s+(?:acting\s+)?as\s+(?:the\s+)?agent\s+(?:for|of)\s+(?=[A-Z])/.exec(text) ??
        (NOT_A_PARTY.test(text) ? /^[^;:(]*?,?\s+(?:f\/s\/o|for\s+the\s+services\s+of)\s+(?=[A-Z])/.exec(text) : null)
      // ("Agency: Pinnacle Faces Ltd, as agent for the Model": an agent for a party the form names elsewhere.)
      if (
        principal === null &&
        /^[^;:(]*?,?\s+(?:acting\s+)?as\s+(?:the\s+)?agent\s+(?:for|of)\s+the\s+[A-Za-z]+\W*$/.test(text)
      )
        continue
      if (principal !== null) {
        const rest = text.slice(principal[0].length)
        // (A bracket that says who is no party is no part of the name.)
        const name = rest.replace(/\s*\([^()]*\bnot\s+a\s+party\b[^()]*\)[\s\S]*$/i, "")
        add(s.start + principal[0].length, name, null, 0.85, "label", defined)
        continue
      }
      const role = s.label.replace(/\.$/, "").replace(/^\w/, (c) => c.toUpperCase())
      // "Client: Rebecca Alvarez and Daniel Osei, 118 Juniper Court (together, "Client")": two people, each a party.
      // (So are "Guests: Daniel Osei and Priya Raman (each a "Guest" and together the "Guests")" and a row whose label
      // names more than one: "Patients: Hannah Whitlock and Tom Whitlock, 7 Orchard Close".)
      const people =
        /\((?:[^()]*\b)?(?:together|jointly|collectively)\b/i.test(text) || /^\s*[A-Za-z]+[^s\s]s\s*$/.test(s.label)
          ? twoPeople(text)
          : null
      if (people !== null) addEach(s.start, people, role, 0.9, "label", defined)
      else add(s.start, text, role, 0.9, "label", defined)
      // "Licensee: Kestrel Lane Cafes Ltd. Licensor: Dora Blackwood.": the next role's row run into the line.
      const next = NEXT_ROLE.exec(text)
      if (next !== null)
        add(
          s.start + next.index + next[0].length,
          text.slice(next.index + next[0].length),
          next[1] ?? null,
          0.9,
          "label",
          defined
        )
      continue
    }
    // A plain-English licence introduces its parties in its own voice: "We are Saltbush Radio Pty Ltd (ABN …) of
    // Brisbane", "You are Jonah Mercer, voice artist.", "Who we are: Brightline Kitchens LLC, Portland, Oregon".
    const introduced = INTRODUCTION.exec(text)
    if (introduced !== null) {
      add(
        s.start + introduced[0].length,
        text.slice(introduced[0].length),
        (introduced[1] ?? "").toLowerCase(),
        0.85,
        "label",
        true
      )
      continue
    }
    const pairs = keyValues(text)
    const name = pairs.find(([k]) => /^(?:name|party name|full name)$/i.test(k))
    if (name !== undefined) {
      const role = pairs.find(([k]) => /^(?:role|capacity|as)$/i.test(k))?.[1] ?? null
      add(s.start + name[2], name[1], role, 0.9, "label", true)
    }
  }

  // A licence, a certificate or an invoice on the issuer's letterhead ("Lumen Picture Library Ltd, 5 Hoxton Square,
  // London N1 6NU. VAT reg. …" over "Licensee (the Client): Glenrock Mineral Water Ltd"), or under a title that names
  // the company and what it issues ("LUMEN PICTURE LIBRARY LTD - RIGHTS-MANAGED LICENCE AND INVOICE"): where the
  // document names one party only, the company it is issued by is the other.
  const issuerLine = sentences.find(
    (s) => s.clause.index === 0 && s.label === null && !PAPER_TITLE.test(textOf(doc, s))
  )
  if (issuerLine !== undefined && found.filter((f) => f.kind !== "signature").length === 1) {
    const head = textOf(doc, issuerLine)
    const named = nameIn(head)
    const after = named === null ? "" : head.slice(named.at + named.name.length)
    // (A sole trader's business number says it trades: "Callum Reyes Photography, ABN 37 602 118 943, …".)
    const registered = /^,\s*(?:ABN|ACN|ARBN|GSTIN|EIN)\b/.test(after)
    const issued =
      ((/^,\s*\d/.test(after) || registered) && ISSUED_PAPER.test(doc.text.slice(0, 200))) || ISSUER_TITLE.test(after)
    if (named !== null && (COMPANY.test(named.name) || registered) && issued)
      add(issuerLine.start, head, null, 0.7, "letter", false)
  }

  // 3. A letter: the letterhead, the addressee (or the company of the person it is for the attention of).
  const salutation = /(?:^|\n\n)(?:Dear)\b[^\n]*/.exec(doc.text)
  const thread = isThread(doc)
  if (salutation !== null) {
    // (In a thread, a message's header rows, "From: Jade Whitfield <jade@starlightwaxworks.co.uk>", are neither
    // letterhead nor addressee: the thread's reading resolves its correspondents.)
    const header = (s: Sentence) => thread && /^(?:from|to|cc|bcc|date|sent|subject)$/i.test(s.label ?? "")
    const head = sentences.filter((s) => s.end <= salutation.index + 1 && !header(s))
    const lines = head.map((s) => ({ s, text: textOf(doc, s) }))
    const letterhead = lines[0]
    // (Not a letterhead whose writer signs as agent: "We sign this letter as agent for Jack.")
    if (letterhead !== undefined && COMPANY.test(letterhead.text) && !excluded.has("we"))
      add(letterhead.s.start, letterhead.text, null, 0.8, "letter", false)
    // A letterhead the layout reads as the title ("# VANTAGE WIRELESS, INC."): a company's name and nothing else.
    const title = doc.sentences[0]
    if (
      title !== undefined &&
      title.heading &&
      title !== letterhead?.s &&
      TITLE_COMPANY.test(textOf(doc, title).trim()) &&
      !excluded.has("we")
    )
      add(title.start, textOf(doc, title).trim(), null, 0.8, "letter", false)
    // The addressee's name may stand alone on its line, which the layout reads as a heading ("Saoirse Delaney").
    const all = doc.sentences
      .filter((s) => s.status !== "instruction" && s.end <= salutation.index + 1 && !header(s))
      .map((s) => ({ s, text: textOf(doc, s) }))
    const dateLine = all.findIndex((l) =>
      /^\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2},\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})\s*$/.test(
        l.text
      )
    )
    const addressee = (dateLine >= 0 ? all.slice(dateLine + 1) : lines).find(
      (l) => !/^\s*(?:Private|Confidential|By (?:email|hand|post)|Re:)/i.test(l.text)
    )
    if (addressee !== undefined) {
      const attention = /\b(?:for the attention of|attention:|attn:?)\s+/i.exec(addressee.text)
      if (attention !== null) {
        const company = addressee.text
          .slice(attention.index + attention[0].length)
          .split(/,\s*/)
          .findIndex((part) => COMPANY.test(part))
        if (company >= 0) {
          const parts = addressee.text.slice(attention.index + attention[0].length).split(/,\s*/)
          const offset = addressee.text.indexOf(parts[company] ?? "", attention.index)
          add(addressee.s.start + offset, parts[company] ?? "", null, 0.8, "letter", false)
        }
      } else {
        // "Ngozi Achebe, Head of Video, Evening Ledger Media Ltd, 5 Wharf Lane": a person written to by her title at
        // a company is the company's officer; the company is the addressee.
        const parts = addressee.text.split(/,\s*/)
        const at = parts.length >= 3 && TITLE_AFTER.test(`, ${parts[1] ?? ""}`) && COMPANY.test(parts[2] ?? "")
        const from = at ? addressee.text.indexOf(parts[2] ?? "", (parts[0] ?? "").length) : 0
        // ("Marisol Delgado and Ray Delgado": a letter to two people, each a party.)
        const people = at ? null : twoPeople(addressee.text)
        if (people !== null) addEach(addressee.s.start, people, null, 0.8, "letter", false)
        else add(addressee.s.start + from, addressee.text.slice(from), null, 0.8, "letter", false)
      }
    }
    // A letter whose heading rows say who writes and to whom ("From: Great Southern Coast Tourism Board, Level 3,
    // …", "To: Lachlan Okonkwo-Reid"): the sender and the addressee.
    if (all.some((l) => !l.s.heading && l.s.label !== null && /^(?:from|to)$/i.test(l.s.label)) && !isThread(doc))
      for (const p of correspondents(doc)) add(p.start, p.chunk, null, 0.8, "letter", false)
  }

  // A notice under a licence is written by or for one party to the other (Notices.ts): the party a firm writes for
  // ("This firm represents Theo Marchetti ("Talent")", "We act for Annelie Brandstetter") and the addressee given
  // a role ("To: Kornfeld Apparel GmbH, … (the "Licensee")", "To Lumen Eyewear Inc. ("Lumen"):").
  if (isNotice(doc)) {
    for (const s of doc.sentences.slice(0, 30)) {
      const text = textOf(doc, s)
      const principal = /\b(?:[Ww]e|[Tt]his\s+firm|I)\s+(?:act\s+for|represents?)\s+(?=[A-Z])/.exec(text)
      if (principal !== null)
        add(
          s.start + principal.index + principal[0].length,
          text.slice(principal.index + principal[0].length),
          null,
          0.8,
          "letter",
          false
        )
      // (A "To:" line the layout read as a row has the name as its value.)
      const to = s.label !== null && /^to$/i.test(s.label) ? /^\s*/.exec(text) : /^\s*To:?\s+(?=[A-Z])/.exec(text)
      if (to !== null && /\(\s*(?:the\s+)?["“][^"”]{2,40}["”]\s*\)/.test(text))
        add(s.start + to[0].length, text.slice(to[0].length), null, 0.8, "letter", true)
    }
  }

  // A booking confirmed in one sentence: "Confirming Ines Carvalho (Half Moon Models) for Copper Kettle Teas Ltd as
  // follows:": the talent booked (their agency in brackets is not a party) and the client booking them.
  for (const s of sentences.slice(0, 30)) {
    const text = textOf(doc, s)
    const booking =
      /\b(?:[Cc]onfirm(?:ing|s|ed)?|[Bb]ook(?:ing|s|ed)?)\s+(?:the\s+(?:model|talent|artist|performer)\s+)?([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,3})\s*(?:\([^)]{1,60}\)\s*)?\s+for\s+([A-Z][^,:;()]{1,80}?)(?=\s+(?:as\s+follows|on|from|at)\b|\s*[,:;.(]|$)/.exec(
        text
      )
    if (booking === null) continue
    const [, talent = "", client = ""] = booking
    if (COMPANY.test(talent) || !COMPANY.test(client)) continue
    add(s.start + booking.index + booking[0].indexOf(talent), talent, null, 0.8, "letter", false)
    add(s.start + booking.index + booking[0].lastIndexOf(client), client, null, 0.8, "letter", false)
  }

  // A thread: the sender of its first message and the one it is sent to (their company, or the principal an agent
  // writes for).
  for (const p of threadCorrespondents(doc)) add(p.start, p.chunk, null, 0.8, "letter", false)

  // A role the document defines without a name ("the presenter who signs below ("Presenter")") and a signature row
  // under that role ("Presenter: Luis Ortega, January 14, 2026"): the row names the party.
  for (const s of sentences.filter((x) => x.clause.topic === "signatures" && x.label !== null)) {
    const role = (s.label ?? "").trim()
    if (!ROLE_WORDS.test(role) || NOT_SIGNING_ROLE.test(role)) continue
    if (!new RegExp(`["“]${escapeRegExp(role)}["”]`, "i").test(doc.text)) continue
    if (
      found.some((f) => f.role?.toLowerCase() === role.toLowerCase() || f.short?.toLowerCase() === role.toLowerCase())
    )
      continue
    add(s.start, textOf(doc, s), role, 0.8, "signature", true)
  }

  // 4. Signature blocks.
  // (A company's name on the line over "By:" that the layout kept in the clause before the signatures.)
  const overBy = (s: Sentence) => {
    const next = doc.sentences[doc.sentences.indexOf(s) + 1]
    return next !== undefined && (/^by$/i.test(next.label ?? "") || /^\s*By:/.test(textOf(doc, next)))
  }
  // (A sign-off's short lines may be read as headings: "For and on behalf of Fenwick Hall Trust" still signs.)
  // (Or a heading "For Irish Sea Link Ferries Limited" over the rows of its signatory.)
  const forCompany = (s: Sentence) =>
    s.heading && /^\W*[Ff]or\s+(?=\p{Lu})/u.test(textOf(doc, s)) && COMPANY.test(textOf(doc, s))
  const signingLines = doc.sentences.filter(
    (s) =>
      s.status !== "instruction" &&
      (!s.heading || /^\W*(?:for\s+and\s+)?on\s+behalf\s+of\s/i.test(textOf(doc, s)) || forCompany(s))
  )
  for (const s of signingLines.filter(
    (s) =>
      s.clause.topic === "signatures" ||
      overBy(s) ||
      forCompany(s) ||
      BY_OFFICER.test(textOf(doc, s)) ||
      SIGNING.test(textOf(doc, s)) ||
      (s.label !== null && /^(?:signed|signature|signed by|print name|printed name|accepted|agreed)$/i.test(s.label)) ||
      (s.label !== null && signsFor(s.label) !== null)
  )) {
    const text = textOf(doc, s)
    for (const m of text.matchAll(
      /\b(?:for\s+and\s+)?on\s+behalf\s+of\s+|\b(?:Accepted|Agreed|Signed)\s+for\s+the\s+[a-z]+,\s+(?=[A-Z])|\bSigned\s+for\s+(?!and\b)|\bSIGNED\s+for\s+(?!and\b)|\bExecuted\s+(?:as\s+a\s+deed\s+)?by\s+|\bfor\s+(?=[A-Z][\w&'.-]*\s)/g
    )) {
      // "for and on behalf of the National Water Safety Authority": a body whose name takes the article.
      const from = m.index + m[0].length + (THE_BEFORE_NAME.exec(text.slice(m.index + m[0].length))?.[0].length ?? 0)
      const chunk = text.slice(from)
      if (
        /^(?:the\s+)?(?:Client|Company|Licensee|Licensor|Publisher|Brand|Producer|Talent|Model|Agency)\b/i.test(chunk)
      )
        continue
      // "Stellar Artists Ltd as agent for Priya Raman": the agent signs for the party.
      const agent = /^([^,:;]*?)\s+as\s+agent\s+for\s+/i.exec(chunk)
      if (agent !== null) {
        add(s.start + from + agent[0].length, chunk.slice(agent[0].length), null, 0.75, "signature", false)
        continue
      }
      if (/^[^,:;]*?\bas\s+agent\b/i.test(chunk)) continue
      add(s.start + from, chunk, null, 0.75, "signature", false)
    }
    if (forCompany(s)) {
      const lead = /^\W*for\s+/i.exec(text)?.[0].length ?? 0
      add(s.start + lead, text.slice(lead), null, 0.75, "signature", false)
    }
    // "Signed by Y" (not "Signed by Y, Title, for and on behalf of X"), "Agreed and accepted by Y", "Signed as a deed by Y".
    for (const m of text.matchAll(
      /\b(?:Signed|SIGNED|Agreed and accepted|Accepted and agreed|Signed as a deed)\s+by\s+(?:the\s+[A-Z][a-z]+[:,]\s*)?|\bAgreed,\s+as\s+to\s+[^,;:]{1,40},\s+by\s+(?:the\s+[a-z]+(?:\s+[a-z]+)?:\s*)?(?=[A-Z])/g
    )) {
      const chunk = text.slice(m.index + m[0].length)
      if (
        /^[^.]*?\b(?:for\s+and\s+)?on\s+behalf\s+of\b/i.test(chunk) ||
        /^[^,]+,\s*[A-Z][\w ]*(?:Director|Officer|Manager|President|Head|Founder|Producer|Partner|Member|Counsel|Secretary)/.test(
          chunk
        )
      )
        continue
      add(s.start + m.index + m[0].length, chunk, null, 0.75, "signature", false)
    }
    // "Signed for Bristol Harbourside Trust: Gareth Pemberton, Procurement Manager": a label that names whom its
    // signatory signs for (the signatory is the label's value).
    const named = s.label === null ? null : signsFor(s.label)
    const labelAt = s.label === null ? -1 : doc.text.lastIndexOf(s.label, s.start)
    const signer = labelAt < 0 || named === null ? "" : doc.text.slice(labelAt + named.at, s.start)
    // "Agreed for KLP:": a short name the document gives a party in quotes names no party of its own.
    const short = (nameIn(signer)?.name ?? "").replace(/[.\s]+$/, "")
    const quoted = short !== "" && new RegExp(`["“]${escapeRegExp(short)}["”]`).test(doc.text)
    if (named !== null && labelAt >= 0 && !quoted) add(labelAt + named.at, signer, null, 0.75, "signature", false)
    // "Company Name - By: Name, Title", "COMPANY NAME, by its agent …"
    // ('BENT ANCHOR BREWING CO. (the "Brewery"), by Gina Marchetti, …': the same, with the name it goes by.)
    const company = /^([^:]{2,80}?)\s+(?:[-–]\s*By:|,?\s+by\s+its\s+agent\b)/.exec(text) ?? BY_OFFICER.exec(text)
    if (company !== null && COMPANY.test(company[1] ?? ""))
      add(s.start, company[1] ?? "", null, 0.75, "signature", false)
    // A company's name on its own line over "By:".
    const alone = nameIn(text)
    if (
      alone !== null &&
      !forCompany(s) &&
      COMPANY.test(text) &&
      alone.name.length >= text.replace(/[.,\s]+$/, "").length - 1
    ) {
      add(s.start, text, null, 0.7, "signature", false)
    }
    // "____ Name" or "/s/ Name" or "TALENT: ____ Name" signed in one's own name (not "By: … Name: …").
    const line =
      /^(?:[A-Z][A-Za-z ]{1,20}:\s*)?(?:_{3,}|\/s\/)\s*([A-Z][^,:(]{1,60})$/.exec(text) ??
      /^(?:_{3,}|\/s\/)\s*([A-Z][^,:(]{1,60})$/.exec(text)
    if (line !== null && !/\bBy:/.test(text))
      add(s.start + text.indexOf(line[1] ?? ""), line[1] ?? "", null, 0.75, "signature", false)
    // A name alone on the line under "ACCEPTED AND AGREED:" signs in its own name.
    const previous = sentences[sentences.indexOf(s) - 1]
    if (
      previous !== undefined &&
      /^\s*(?:accepted\s+and\s+agreed|agreed\s+and\s+accepted|acknowledged\s+and\s+agreed|accepted|agreed)(?:\s+to)?\s*:?\s*$/i.test(
        textOf(doc, previous)
      )
    ) {
      const own = nameIn(text)
      if (own !== null && own.name.length >= text.replace(/[.,\s]+$/, "").length - 1)
        add(s.start, text, null, 0.75, "signature", false)
    }
    // "Marcus Hale, VP Marketing, Lumen & Oak Skincare, Inc.": a signatory, their title, the company they sign for.
    const signatory = nameIn(text)
    if (signatory !== null && !COMPANY.test(signatory.name)) {
      const after = text.slice(signatory.at + signatory.name.length)
      const title = TITLE_AFTER.exec(after)
      if (title !== null) {
        const rest = after.slice(title[0].length)
        const comma = /^[^,]*,\s*/.exec(rest)
        const company = comma === null ? null : nameIn(rest.slice(comma[0].length))
        if (comma !== null && company !== null && COMPANY.test(company.name)) {
          const at = text.length - rest.length + comma[0].length
          // "…, Bondi Faces Management Pty Ltd, as agent for Jack Tran": the agency signs for its principal.
          const tail = at + company.at + company.name.length
          const principal = /^\s*,?\s*(?:acting\s+)?as\s+(?:the\s+)?agent\s+(?:for|of)\s+(?=\p{Lu})/u.exec(
            text.slice(tail)
          )
          if (principal === null) add(s.start + at, text.slice(at), null, 0.75, "signature", false)
          else
            add(
              s.start + tail + principal[0].length,
              text.slice(tail + principal[0].length),
              null,
              0.75,
              "signature",
              false
            )
        }
      }
    }
    // A signature table's row: "Mic Drop Karaoke Bar, LLC | Rosa Delgado, General Manager | October 3, 2026" (the
    // company signs, by its officer) or "Contestant | Derek Yoon | October 3, 2026" (a role's row, its signer).
    const cells = s.clause.topic === "signatures" && s.label === null ? text.split(/\s+\|\s+/) : []
    const [rowHead = "", secondCell = ""] = cells
    // ("For The Print Studio Limited | …": the company signed for.)
    const signedFor = /^\s*(?:signed\s+)?for\s+(?:and\s+on\s+behalf\s+of\s+)?/i.exec(rowHead)?.[0].length ?? 0
    const firstCell = rowHead.slice(signedFor)
    if (cells.length >= 2) {
      const company = nameIn(firstCell)
      const signer = nameIn(secondCell)
      if (company !== null && COMPANY.test(company.name) && company.name.length >= firstCell.trim().length - 1)
        add(s.start + signedFor, firstCell, null, 0.75, "signature", false)
      else if (
        /^\s*\p{Lu}\p{L}+(?:\s+\p{L}+)?\s*:?\s*$/u.test(firstCell) &&
        !NOT_SIGNING_ROLE.test(firstCell) &&
        !/^\s*(?:date|dated|name|title|signature|signed|position|role|witness|by)\b/i.test(firstCell) &&
        signer !== null &&
        !COMPANY.test(signer.name) &&
        PERSON.test(signer.name)
      )
        add(s.start + text.indexOf(secondCell), secondCell, null, 0.75, "signature", false)
    }
    // "talent: Name" / "Agreed and accepted: Name" in a signature block; any role's row there ("Member: Name").
    const withoutDate = text.replace(/\s+(?:signed|dated?|signature)\s*:\s*(?=[^:]*\d)[^:]*$/i, "")
    if (
      s.label !== null &&
      (/^(?:talent|artist|model|performer|agreed and accepted|accepted and agreed|accepted|agreed|licensor|licensee|player|grantor|chef|host|signed|signature|signed by|print name|printed name|name)$/i.test(
        s.label
      ) ||
        (s.clause.topic === "signatures" &&
          ROLE_WORDS.test(s.label.trim()) &&
          !NOT_SIGNING_ROLE.test(s.label) &&
          // (Not a value that is a field of its own: "Client: … Signed: M. O'Halloran"; but "Customer: Aisha Begum
          // Signed: 14 January 2027" is a name and the date it signed on.)
          !/^\s*\p{L}[\p{L} ]{0,20}:\s/u.test(withoutDate)))
    ) {
      // ("ACCEPTED. For Saffron Reel Communications Pvt. Ltd., Authorised Signatory: …": the company signed for.)
      // (Not the row's next field: "Agreed: Dana K. Whitfield." over "Date: July 2, 2026".)
      const at = signsFor(text)?.at ?? 0
      if (!/\bBy:/.test(text) && !SIGNATURE_FIELD.test(withoutDate))
        add(s.start + at, withoutDate.slice(at), null, 0.75, "signature", false)
    }
    const printed = s.label === null ? null : PRINTED_NAME.exec(s.label)
    if (
      printed !== null &&
      !NOT_SIGNING_ROLE.test(printed[1] ?? "") &&
      !/\bBy:/.test(text) &&
      !SIGNATURE_FIELD.test(text)
    )
      add(s.start, text, null, 0.75, "signature", false)
  }

  // 5. A release or licence in the first person, or without a parties clause: "I, Daniel Kowalski, of …, grant to
  // Brightside Studio Ltd ("the Photographer")": the one who speaks and the one the grant is made to.
  const grants: Array<Found> = []
  for (const s of sentences.slice(0, 40)) {
    const text = textOf(doc, s)
    const speaker = /(?:^|[.;,:]\s+)I,\s+([A-Z][^,]{1,60}),/.exec(text)
    if (speaker !== null) {
      const named = nameIn(speaker[1] ?? "")
      const at = s.start + speaker.index + speaker[0].indexOf(speaker[1] ?? "")
      if (named !== null)
        grants.push({ name: named.name, role: null, start: at, certainty: 0.85, kind: "label", defined: true })
    }
    const to =
      /\b(?:grants?|granted|gives?|given|licen[cs]es?|licen[cs]ed|assigns?|consents?)\s+(?:(?:on|as\s+of)\s+[\w ,]{4,20}?\d{4}\s+)?(?:\w+\s+){0,3}?(?:to\s+)?(?!use\b|the\b|you\b|us\b|my\b|his\b|her\b|its\b|their\b|this\b|all\b|any\b)([A-Z](?:[^,;("“]|,\s*(?=(?:Inc|LLC|Ltd|Limited|plc|Co|Corp|LLP|L\.P)\b)){1,80}?)(?:\s*\((?:the\s+)?["“]([^"”]{1,30})["”]\)|\s+and\s+(?:its|his|her|their)\b)/.exec(
        text
      )
    // "I, Marisol Vega, agree that Harbor Light Food Bank, a California nonprofit corporation, may use my story":
    // the one permitted to use.
    const permitted =
      to !== null
        ? null
        : /\b(?:agrees?|consents?|confirms?)\s+that\s+([A-Z][^,;("“]{1,80}?)(?:,\s+(?:a|an)\s+[^,;]{2,80},|\s*\((?:the\s+)?["“]([^"”]{1,30})["”]\))?\s+(?:may|can|is\s+(?:permitted|allowed|entitled)\s+to)\s+(?:use|publish|reproduce|film|photograph|record|broadcast)\b/.exec(
            text
          )
    if (permitted !== null) {
      const named = nameIn(permitted[1] ?? "")
      const at = s.start + permitted.index + permitted[0].indexOf(permitted[1] ?? "")
      if (named !== null)
        grants.push({
          name: named.name,
          role: permitted[2] ?? null,
          start: at,
          certainty: 0.8,
          kind: "label",
          defined: true
        })
    }
    if (to !== null) {
      const named = nameIn(to[1] ?? "")
      const at = s.start + to.index + to[0].indexOf(to[1] ?? "")
      if (named !== null)
        grants.push({ name: named.name, role: to[2] ?? null, start: at, certainty: 0.8, kind: "label", defined: true })
    }
  }

  // Combine: the parties clause, else role rows, else the letter; signatures confirm and complete.
  // ("between Talent and Lumen": "Lumen" is the short name of Lumen Eyewear Inc., found too, not another party.)
  // (Or the term a parties clause defines it by: 'Capital Area Food Pantry, Inc., …, Austin, Texas 78741 (the
  // "Pantry")' and later "I grant the Pantry …".)
  const shortOnly = (f: Found) =>
    found.some(
      (g) =>
        (g.short?.toLowerCase() === f.name.toLowerCase() ||
          (g.kind === "clause" && g.defined && g.role?.toLowerCase() === f.name.toLowerCase())) &&
        key(g.name) !== key(f.name)
    )
  const usable = found.filter(
    (f) => !excluded.has(key(f.name)) && !(f.role !== null && excluded.has(f.role.toLowerCase())) && !shortOnly(f)
  )
  const byKind = (kind: Found["kind"]) => unique(usable.filter((f) => f.kind === kind))
  const signatures = byKind("signature")
  const signedKeys = new Set(signatures.map((f) => key(f.name)))
  const signatureText = doc.sentences
    .filter((s) => s.clause.topic === "signatures")
    .map((s) => textOf(doc, s).toLowerCase())
    .join(" ")
  let chosen: Array<Found> = []
  const clause = byKind("clause")
  const labels = byKind("label")
  if (clause.length >= 2) chosen = clause
  else if (labels.length >= 2 || (labels.length >= 1 && clause.length === 0)) {
    // A role row is a party when it is defined as one, signs, is named by the parties clause, or is one of two.
    const confirmed = labels.filter(
      (f) =>
        f.defined ||
        signedKeys.has(key(f.name)) ||
        (f.role !== null && signatureText.includes(f.role.toLowerCase())) ||
        (f.role !== null &&
          early.some((s) => new RegExp(`\\bbetween\\b[^.]*\\b${f.role}\\b`, "i").test(textOf(doc, s))))
    )
    chosen = unique([...clause, ...(confirmed.length >= 2 ? confirmed : labels)])
  } else chosen = unique([...clause, ...labels, ...byKind("letter")])
  // (Two people of one row, "Guests: Daniel Osei and Priya Raman", are one side: the other is still to be found.)
  const oneSide = () => chosen.length < 2 || new Set(chosen.map((f) => f.role ?? key(f.name))).size < 2
  if (oneSide()) chosen = unique([...chosen, ...byKind("letter")])
  // ("I agree that Northpass may use …": the short name of a party already read is no other party.)
  if (oneSide())
    chosen = unique([
      ...chosen,
      ...grants.filter(
        (f) =>
          !excluded.has(key(f.name)) &&
          !shortOnly(f) &&
          ![...chosen, ...usable].some((c) => key(c.name).startsWith(`${key(f.name)} `))
      )
    ])
  if (oneSide()) chosen = unique([...chosen, ...signatures])

  const doubts: Array<Doubt> = []
  const parties: Array<ExtractedParty> = chosen.map((f) => {
    // The name as the document writes it outside capitals, when it does, and in full when "between" gave one word or
    // a signature an initial.
    const plain = preferredCase(
      doc.text,
      (f.kind === "clause" && !f.defined) || /^\p{Lu}\.\s/u.test(f.name) ? fullerName(doc.text, f.name) : f.name
    )
    return { name: plain, role: f.role, source: cite(doc, f.start, f.start + f.name.length, f.certainty) }
  })
  const candidates = signatures
    .filter((f) => !chosen.some((c) => key(c.name) === key(f.name)))
    .map((f) => ({
      value: preferredCase(doc.text, f.name),
      source: cite(doc, f.start, f.start + f.name.length, f.certainty)
    }))
  // Someone signs for a company the parties read do not include: one of them may be the wrong one.
  // Someone signs in their own name who is not among the parties read either ("Signed by Dana Moss" beside parties
  // read as X Ltd and Y): a second reading of who the parties are, from the signatures, that disagrees. A name
  // written another way is the same party ("H. Lindqvist" for Harriet Lindqvist, "Kilbrack Dairy DAC" for Kilbrack
  // Dairy Designated Activity Company); a single word ("FSG") is an initialism, not a name to compare.
  const unlisted = signatures.filter(
    (f) =>
      (COMPANY_END.test(f.name) ||
        (!COMPANY.test(f.name) &&
          /\s/.test(key(f.name)) &&
          // ("Mia Torres (for Talent)": a signature for someone else.)
          !/^\s*[,(]?\s*(?:for|on\s+behalf\s+of|as\s+agent)\b/i.test(
            doc.text.slice(f.start + f.name.length, f.start + f.name.length + 30)
          ))) &&
      !chosen.some((c) => sameParty(c.name, f.name))
  )
  if (unlisted.length > 0 && parties.length >= 2) {
    doubts.push(
      doubt(
        "parties",
        `${preferredCase(doc.text, unlisted[0]!.name)} signs the contract but is not among the parties read`,
        cite(doc, unlisted[0]!.start, unlisted[0]!.start + unlisted[0]!.name.length, unlisted[0]!.certainty),
        candidates
      )
    )
  }
  // A parent or guardian who signs for a minor: the minor may be the party (the one whose image is used), and the
  // reader cannot tell which the contract means.
  const minor =
    /\b(?:[Cc]hild|[Mm]inor|[Jj]uvenile)(?:['’]s)?\s+(?:full\s+)?(?:name)?\s*:\s*([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,3})/.exec(
      doc.text
    )
  const guardian = chosen.find((f) =>
    /\b(?:parent|guardian)\b/i.test(
      doc.text.slice(Math.max(0, f.start - 30), f.start) +
        doc.text.slice(f.start + f.name.length, f.start + f.name.length + 30)
    )
  )
  if (guardian !== undefined && /\b(?:child|minor|under (?:the age of )?(?:16|18|21))\b/i.test(doc.text)) {
    const child = minor?.[1]
    doubts.push(
      doubt(
        "parties",
        `${preferredCase(doc.text, guardian.name)} signs as parent or guardian: the minor may be the party instead`,
        cite(doc, guardian.start, guardian.start + guardian.name.length, guardian.certainty),
        child === undefined || minor === null
          ? candidates
          : [
              {
                value: child,
                source: cite(doc, minor.index + minor[0].length - child.length, minor.index + minor[0].length, 0.8)
              },
              ...candidates
            ]
      )
    )
  }
  // A name a scan's recognition was less than sure of ("Estudio" for "Estúdio": the engine drops accents it cannot
  // read): its spelling is left to a person.
  const misread = chosen.find((f) =>
    doc.uncertain.some((u) => u.start <= f.start && f.start < u.end && u.confidence < OCR_NAME_CONFIDENCE)
  )
  if (misread !== undefined)
    doubts.push(
      doubt(
        "parties",
        `${preferredCase(doc.text, misread.name)} was read from a scan the recognition was not sure of: check its spelling`,
        cite(doc, misread.start, misread.start + misread.name.length, misread.certainty)
      )
    )
  // "Dr Imogen Ashby": a professional or honorary title, read as no part of the name, which some readers keep as part
  // of how the contract names its party (a courtesy title, Mr or Ms, is dropped without doubt).
  const titleOf = (f: Found) => TITLE_BEFORE.exec(doc.text.slice(Math.max(0, f.start - 12), f.start))?.[1]
  const titled = chosen.find((f) => titleOf(f) !== undefined)
  if (titled !== undefined) {
    const written = titleOf(titled) ?? ""
    const title = written === written.toUpperCase() ? written[0] + written.slice(1).toLowerCase() : written
    doubts.push(
      doubt(
        "parties",
        `${preferredCase(doc.text, titled.name)} is written with the title "${title}", which the name read leaves out`,
        cite(doc, titled.start - title.length - 1, titled.start + titled.name.length, titled.certainty),
        [
          {
            value: `${title} ${preferredCase(doc.text, titled.name)}`,
            source: cite(doc, titled.start - title.length - 1, titled.start + titled.name.length, titled.certainty)
          }
        ]
      )
    )
  }
  if (parties.length > 2) {
    doubts.push(
      doubt(
        "parties",
        "More than two parties are named: check that each is a party, not an agent, client or guarantor",
        parties[2]?.source ?? null
      )
    )
  }
  if (parties.length < 2) {
    doubts.push(
      doubt(
        "parties",
        parties.length === 0 ? "No parties found" : "Only one party found",
        parties[0]?.source ?? null,
        candidates
      )
    )
  } else if (chosen.every((f) => f.kind === "signature")) {
    doubts.push(doubt("parties", "The parties are taken from the signature blocks only", parties[0]?.source ?? null))
  } else if (chosen.some((f) => f.kind === "letter") && !chosen.every((f) => signedKeys.has(key(f.name)))) {
    doubts.push(
      doubt(
        "parties",
        "The letter's addressee or sender is not confirmed by a signature",
        parties[0]?.source ?? null,
        candidates
      )
    )
  }
  return { parties, doubts }
}

/**
 * Whether two names are one party written two ways: one contains the other, the same first two words, or a person's
 * same surname with the same first initial ("H. Lindqvist", "Harriet Lindqvist").
 */
const sameParty = (a: string, b: string): boolean => {
  const [x, y] = [key(a), key(b)]
  if (x === y || x.includes(y) || y.includes(x)) return true
  const [xs, ys] = [x.split(" "), y.split(" ")]
  if (xs.length >= 2 && ys.length >= 2 && xs[0] === ys[0] && xs[1] === ys[1]) return true
  return xs.at(-1) === ys.at(-1) && (xs[0] ?? "").charAt(0) === (ys[0] ?? "").charAt(0)
}

/** The parties a contract names (see readParties). */
export const parties = (doc: ContractDocument): ReadonlyArray<ExtractedParty> => readParties(doc).parties

/** A company's or body's name by a word of its form ("Co-branded" is no "Co"). */
export const COMPANY =
  /\b(?:Ltd|Limited|LLC|L\.L\.C|LLP|Inc|Incorporated|plc|PLC|GmbH|AG|B\.V|BV|N\.V|S\.A|SA|Lda|LDA|Pty|Pte|Pvt|CLG|DAC|Bhd|Corp|Corporation|Co|Company|Foundation|Trust|Productions|Studios|Pictures|Films|Records|Publishing|Agency|Group|Society|Association|Institute|University|Hospice|Federation|Guild|Credit\s+Union|Building\s+Society|Bank|CIC|CIO)\b(?!-)\.?/i

/** A title that is a company's name, in any case: "VANTAGE WIRELESS, INC.", "Meridian Broadcast Television Ltd". */
const TITLE_COMPANY = new RegExp(
  String.raw`^[A-Z][\w&'\u2019.,\s-]{1,60}?\s${COMPANY_END.source.replace(/^\\b/, "")}`,
  "i"
)

/** A job title after a signatory's name. */
const TITLE_AFTER =
  /^\s*[,(–-]\s*(?:[A-Z][\w&.]*\s+){0,4}(?:Director|Officer|Manager|Head|President|Founder|Producer|Partner|Member|Counsel|Secretary|Chair\w*|CEO|CFO|CMO|COO|VP|SVP|EVP|Gerente|Geschäftsführer|Owner|Booker|Agent|Controller|Executive|Lead|Coordinator|Administrator)\b|^\s*,\s*(?:Head|Director|VP)\s+of\b/

/** The article before a body's name of two or more capitalised words ("the National Water Safety Authority"). */
const THE_BEFORE_NAME = /^the\s+(?=[A-Z][\w&'’.-]*\s+(?:of\s+|for\s+)?[A-Z])/

/** A signature label that names whom its signatory signs for: "Signed for X", "For and on behalf of the X", "For X". */
const SIGNS_FOR =
  /^((?:signed|accepted|agreed|executed|confirmed)\s+)?(?:(?:for\s+and\s+)?on\s+behalf\s+of|for)\s+(?:the\s+(?=[A-Z][\w&'’.-]*\s+[A-Z]))?(?=[A-Z])/i

/**
 * Where the name starts in a label that says whom its signatory signs for, or null. A bare "For X" names a party only
 * when X is written as a company or body ("For Northbound Pictures Inc."; "For Television" is a heading).
 */
const signsFor = (label: string): { readonly at: number } | null => {
  const m = SIGNS_FOR.exec(label)
  if (m === null) return null
  const name = label.slice(m[0].length)
  if (
    ROLE_WORDS.test(name) ||
    (m[1] === undefined && !/^(?:for\s+and\s+)?on\s+behalf/i.test(m[0]) && !COMPANY.test(name))
  )
    return null
  return { at: m[0].length }
}

const SIGNING =
  /\b(?:[Ff]or\s+and\s+on\s+behalf\s+of|Agreed,\s+as\s+to\s+[^,;:]{1,40},\s+by\b|Signed\s+(?:for|by)|(?:Accepted|Agreed|Signed)\s+for\s+the\s+[a-z]+,\s+(?=[A-Z])|(?:Accepted|Agreed|Confirmed|Approved)\s+(?:for|by)\s+(?=[A-Z])|Agreed and accepted by|Executed\s+(?:as\s+a\s+deed\s+)?by)\b/

/** "H. Lindqvist" and "Harriet Lindqvist": the same surname, and each given name or initial of one fits the other. */
const abbreviates = (a: string, b: string): boolean => {
  const [x, y] = [a.split(" "), b.split(" ")]
  if (x.length < 2 || x.length !== y.length || x.at(-1) !== y.at(-1)) return false
  return x.slice(0, -1).every((w, i) => {
    const v = y[i] ?? ""
    return w === v || (w.length === 1 && v.startsWith(w)) || (v.length === 1 && w.startsWith(v))
  })
}

const unique = (items: ReadonlyArray<Found>): Array<Found> => {
  const seen: Array<string> = []
  return items.filter((f) => {
    const k = key(f.name)
    if (k === "" || seen.some((x) => x === k || abbreviates(x, k))) return false
    seen.push(k)
    return true
  })
}

/** The form of `name` the document writes in mixed case, else the name in title case. */
const preferredCase = (text: string, name: string): string => {
  if (name !== name.toUpperCase()) return name
  const escaped = escapeRegExp(name).replace(/\s+/g, "\\s+")
  for (const m of text.matchAll(new RegExp(escaped, "gi"))) if (m[0] !== m[0].toUpperCase()) return m[0]
  return titleCase(name)
}

/** A field of a signature block that is no name: "Date: July 2, 2026", "Title: Director". */
const SIGNATURE_FIELD = /^\s*(?:date[d]?|title|position|signature)\s*:/i

/** A company's line that signs by its officer: 'BENT ANCHOR BREWING CO. (the "Brewery"), by Gina Marchetti, …'. */
const BY_OFFICER = /^([^:()]{2,80}?)\s*\(\s*(?:the\s+)?["\u201C][^"\u201D]{1,30}["\u201D]\s*\),?\s+by\s+(?=\p{Lu})/u

/** Abbreviations a company's name may end on, with their full stop. */
const NAME_ABBREVIATION = /\b(?:Inc|Ltd|Co|Corp|Pty|Bros|Jr|Sr)\.$/

/**
 * The full name a party given by one word, or by an initial, goes by elsewhere in the document: "the deal is between
 * Danica and Pemberton" beside "confirming Danica Lowell for Pemberton Outfitters Inc." is Danica Lowell and
 * Pemberton Outfitters Inc. Only when every longer form agrees (each the start of the longest); else the name as given.
 */
const fullerName = (text: string, name: string): string => {
  // "Signature: M. Lindsay" beside "Passenger name: Morag Lindsay": the same person, by the name written out.
  const initial = /^(\p{Lu})\.\s*(\p{Lu}[\p{L}'\u2019-]+)$/u.exec(name)
  if (initial !== null) {
    const full = new Set(
      Array.from(
        text.matchAll(new RegExp(String.raw`\b${initial[1]}\p{Ll}+\s+${escapeRegExp(initial[2] ?? "")}\b`, "gu")),
        (m) => m[0].replace(/\s+/g, " ")
      )
    )
    return full.size === 1 ? [...full][0]! : name
  }
  if (!/^\p{Lu}[\p{L}'\u2019-]{2,}$/u.test(name)) return name
  const forms = Array.from(
    text.matchAll(new RegExp(String.raw`\b${escapeRegExp(name)}(?:[ \t]+(?:\p{Lu}[\p{L}'\u2019&-]*\.?|&))+`, "gu")),
    (m) => (NAME_ABBREVIATION.test(m[0]) ? m[0] : m[0].replace(/\.$/, ""))
  )
  const longest = forms.reduce((a, f) => (f.length > a.length ? f : a), name)
  return forms.every((f) => longest === f || longest.startsWith(`${f} `)) ? longest : name
}

/** The `Key: value` pairs of a row written `Key: value; Key: value.`, with each value's offset. */
const keyValues = (text: string): ReadonlyArray<readonly [string, string, number]> =>
  Array.from(text.matchAll(/(?:^|;\s*)([A-Z][A-Za-z ]{0,30}?)\s*:\s*([^;]+?)(?=;|\.?$)/g), (m) => {
    const value = m[2] ?? ""
    return [m[1] ?? "", value, m.index + m[0].length - value.length] as const
  })
