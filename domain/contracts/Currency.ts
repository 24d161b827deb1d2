// Currency: which dollar a bare "$" is. The text around a fee does not say; where the contract belongs does: the law
// it is governed by, the parties' addresses, the place it is signed. One reading of those places serves both sides:
// the fee reader takes the dollar they settle (`lawDollar`), and where they point to a dollar other than the one read
// and no words pin the currency ("US$", "CAD", "Australian dollars"), the fee is returned `needs_review` with each
// dollar the document points to (`currencyDoubts`). A place the licence runs in says nothing of the contract's money.
import { cite, type ContractDocument, type Sentence } from "./ContractDocument.js"
import type { ExtractedTerms } from "./ContractExtraction.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"

/** Words anywhere in the document that name which dollar it means. */
const PINNED =
  /\b(?:USD|CAD|AUD|NZD|SGD|HKD)\b|\b(?:US|CA|C|A|AU|NZ|S|HK)\s?\$|\b(?:US|U\.S\.|United\s+States|Canadian|Australian|New\s+Zealand|Singapore|Hong\s+Kong)\s+dollars?\b/i
/** Words that name the US dollar: the fee reader keeps a bare "$" as US dollars beside them. */
const US_PINNED = /\bUS\s?\$|\bUSD\b|\bU\.?S\.?\s+dollars?\b/

/** A governing-law sentence: "governed by the laws of British Columbia", "construed in accordance with the law of …". */
const LAW = /\b(?:governed\s+by|construed\s+in\s+accordance\s+with|subject\s+to)\s+the\s+laws?\s+of\b/i

/** Dollar jurisdictions, by the currency their dollar is, as a governing law names them. */
const DOLLAR_LAWS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "CAD",
    /\b(?:Canada|Ontario|Quebec|Québec|British\s+Columbia|Alberta|Manitoba|Saskatchewan|Nova\s+Scotia|New\s+Brunswick|Newfoundland(?:\s+and\s+Labrador)?|Prince\s+Edward\s+Island)\b/
  ],
  [
    "AUD",
    /\b(?:Australia|New\s+South\s+Wales|Victoria|Queensland|Western\s+Australia|South\s+Australia|Tasmania|Australian\s+Capital\s+Territory)\b/
  ],
  ["NZD", /\bNew\s+Zealand\b/],
  [
    "USD",
    /\b(?:United\s+States|U\.S\.A?\.?|USA|State\s+of\s+(?:New\s+York|California|Delaware|Texas|Florida|Illinois|Georgia|Washington|Massachusetts|Nevada|Tennessee))\b/
  ]
]

/** A place in a postal address that has its own dollar: a province or state after a comma, or its postcode form. */
const ADDRESS_DOLLARS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "CAD",
    /,\s*(?:Ontario|Quebec|Québec|British\s+Columbia|Alberta|Manitoba|Saskatchewan|Nova\s+Scotia|New\s+Brunswick|Newfoundland(?:\s+and\s+Labrador)?|Prince\s+Edward\s+Island|Canada)\b(?!\s+(?:Street|St|Road|Rd|Avenue|Ave|Place|Way|House|Square|Drive)\b)|\b(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/
  ],
  [
    "AUD",
    /,\s*(?:Australia|New\s+South\s+Wales|Queensland|Western\s+Australia|South\s+Australia|Tasmania)\b(?!\s+(?:Street|St|Road|Rd|Avenue|Ave|Place|Way|House|Square|Drive)\b)|\b(?:NSW|VIC|QLD|TAS|ACT|WA|SA|NT)\s+\d{4}\b|\bABN\s*\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b/
  ],
  ["NZD", /,\s*New\s+Zealand\b/]
]
/**
 * A United States address: a state and ZIP code ("CA 90028"), or the country closing an address (", USA"). The country
 * named alone ("Territory - United States: Not applicable") places no one.
 */
const US_ADDRESS = /,\s*[A-Z]{2}\s+\d{5}\b|,\s*(?:USA|U\.S\.A\.|United\s+States(?:\s+of\s+America)?)\b/

/** A sentence that says where a party is or where the contract was signed, wherever it stands. */
const PLACING =
  /\b(?:registered\s+(?:office|address)|principal\s+place\s+of\s+business|resident\s+(?:at|in|of)|address(?:ed)?\s*(?:at|:)|dated\s+at|signed\s+at|made\s+at|done\s+at)\b/i

/** Where the contract belongs: the dollars its governing law names, and those of its parties' addresses. */
interface Belonging {
  /** A governing law is stated, and the dollars of the places it names. */
  readonly lawStated: boolean
  readonly law: ReadonlySet<string>
  /** The dollars of the addresses (the opening lines, a sentence that places a party or the signing). */
  readonly addresses: ReadonlySet<string>
  readonly usAddress: boolean
}

const textOf = (doc: ContractDocument, s: Sentence) => doc.text.slice(s.start, s.end)

const belonging = (doc: ContractDocument): Belonging => {
  const law = doc.sentences.map((s) => textOf(doc, s)).filter((t) => LAW.test(t))
  // The opening lines (a letterhead, a voucher's header, the parties' block) up to the first numbered clause, and any
  // sentence that places a party or the signing ("Dated at Vancouver, British Columbia, this 6th day of May").
  const body = doc.sentences.findIndex((s) => s.clause.number !== null)
  const opening = doc.sentences
    .slice(0, Math.min(10, body < 0 ? 10 : body))
    .filter((s) => s.topic !== "territory")
    .map((s) => textOf(doc, s))
  const placing = doc.sentences
    .filter((s) => s.topic !== "territory" && PLACING.test(textOf(doc, s)))
    .map((s) => textOf(doc, s))
  const addresses = [...opening, ...placing].join("\n")
  return {
    lawStated: law.length > 0,
    law: new Set(law.flatMap((t) => DOLLAR_LAWS.filter(([, re]) => re.test(t)).map(([code]) => code))),
    addresses: new Set(ADDRESS_DOLLARS.filter(([, re]) => re.test(addresses)).map(([code]) => code)),
    usAddress: US_ADDRESS.test(addresses)
  }
}

/**
 * The dollar a bare "$" is, when where the contract belongs settles it and the document names no US dollar: the
 * dollar of its governing law when that names one dollar country other than the United States ("governed by the laws
 * of British Columbia": Canadian dollars); without a governing law, the one dollar country the addresses name, with no
 * United States address among them ("300 Richmond Street West, Toronto, Ontario M5V 1X2").
 */
export const lawDollar = (doc: ContractDocument): string | undefined => {
  if (US_PINNED.test(doc.text)) return undefined
  const b = belonging(doc)
  if (b.lawStated) return b.law.size === 1 && !b.law.has("USD") ? [...b.law][0] : undefined
  return b.addresses.size === 1 && !b.usAddress ? [...b.addresses][0] : undefined
}

/** Every dollar where the contract belongs points to: its governing law's, and its addresses'. */
export const dollarsPointedTo = (doc: ContractDocument): ReadonlySet<string> => {
  const b = belonging(doc)
  return new Set([...b.law, ...b.addresses, ...(b.usAddress ? ["USD"] : [])])
}

/** Fees read from a bare "$" while the document points to a dollar other than the one read and pins none. */
export const dollarsUnsettled = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Finding> => {
  if (PINNED.test(doc.text)) return []
  const bare = terms.fees.filter(
    (f) => f.source.quote.startsWith("$") && !/[A-Za-z]$/.test(doc.text.slice(0, f.source.start))
  )
  if (bare.length === 0) return []
  const pointed = dollarsPointedTo(doc)
  return bare.flatMap((f) =>
    [...pointed]
      .filter((d) => d !== f.currency)
      .map((d) => ({
        field: "fees" as const,
        candidate: `${d} ${f.amount}`,
        what: `a bare "$" read as ${f.currency} while the document's places point to ${d}`,
        source: cite(doc, f.source.start, f.source.end)
      }))
  )
}

/** The doubts a bare dollar sign raises. */
export const currencyDoubts = (doc: ContractDocument, terms: ExtractedTerms): ReadonlyArray<Doubt> =>
  doubtsOf("Which dollar", dollarsUnsettled(doc, terms))
