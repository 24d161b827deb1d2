// Currency: a bare "$" is the dollar of the country the contract belongs to, which the text around the fee does not
// say. The reading takes one (the governing law's, else the US dollar); where the parties' places, the governing law or
// the place of signing point to another dollar country and no words pin the currency ("US$", "CAD", "Australian
// dollars"), the fee is returned `needs_review` with each dollar the document points to.
import { cite, type ContractDocument, sentenceAt } from "./ContractDocument.js"
import type { CountryMention, ExtractedTerms } from "./ContractExtraction.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"

/** The dollar of each country that has its own. */
const DOLLARS: Readonly<Record<string, string>> = {
  US: "USD",
  CA: "CAD",
  AU: "AUD",
  NZ: "NZD",
  SG: "SGD",
  HK: "HKD"
}

/** Words anywhere in the document that name which dollar it means. */
const PINNED =
  /\b(?:USD|CAD|AUD|NZD|SGD|HKD)\b|\b(?:US|CA|C|A|AU|NZ|S|HK)\s?\$|\b(?:US|U\.S\.|United\s+States|Canadian|Australian|New\s+Zealand|Singapore|Hong\s+Kong)\s+dollars?\b/i

/** A sentence that places the contract: the parties and their addresses, the governing law, the place of signing. */
const PLACING =
  /\b(?:governed\s+by|laws?\s+of|jurisdiction|dated\s+at|signed\s+at|made\s+at|registered|resident|address)\b/i

/**
 * The dollars the places of the parties (a sentence that names a party: its address), the governing law and the place
 * of signing point to. A place the licence runs in says nothing of the contract's money.
 */
export const dollarsPointedTo = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  countries: ReadonlyArray<CountryMention>
): ReadonlySet<string> =>
  new Set(
    countries.flatMap((c) => {
      const s = sentenceAt(doc, c.start)
      if (s === undefined || s.topic === "territory") return []
      const words = doc.text.slice(s.start, s.end)
      const placing =
        s.topic === "governing_law" ||
        terms.parties.some((p) => p.name.length > 2 && words.includes(p.name)) ||
        PLACING.test(doc.text.slice(s.start, c.start).slice(-60))
      return placing ? c.codes.flatMap((code) => (DOLLARS[code] === undefined ? [] : [DOLLARS[code]])) : []
    })
  )

/** Fees read from a bare "$" while the document points to a dollar other than the one read and pins none. */
export const dollarsUnsettled = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Finding> => {
  if (PINNED.test(doc.text)) return []
  const bare = terms.fees.filter(
    (f) => f.source.quote.startsWith("$") && !/[A-Za-z]$/.test(doc.text.slice(0, f.source.start))
  )
  if (bare.length === 0) return []
  const pointed = dollarsPointedTo(doc, terms, countries)
  return bare.flatMap((f) => {
    const others = [...pointed].filter((d) => d !== f.currency)
    return others.map((d) => ({
      field: "fees" as const,
      candidate: `${d} ${f.amount}`,
      what: `a bare "$" read as ${f.currency} while the document's places point to ${d}`,
      source: cite(doc, f.source.start, f.source.end)
    }))
  })
}

/** The doubts a bare dollar sign raises. */
export const currencyDoubts = (
  doc: ContractDocument,
  terms: ExtractedTerms,
  countries: ReadonlyArray<CountryMention>
): ReadonlyArray<Doubt> => doubtsOf("Which dollar", dollarsUnsettled(doc, terms, countries))
