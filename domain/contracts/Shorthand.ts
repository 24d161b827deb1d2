// Deal-point shorthand: the abbreviations agents, bookers and deal sheets write terms in ("Excl: n/e", "1 yr fr
// first post", "First post NLT May 1", "$12k flat", "12 mths fr 01/06/2026", "Terr: UK & ROI", "Excl. TV, cinema").
// Each abbreviation is written out in the words the reader's grammar reads (non-exclusive, from, no later than,
// $12,000, months, the Republic of Ireland, excluding), so the existing readings of rows, terms, sums and negation
// apply to it. Only forms that have one meaning where they stand are expanded; the rest are left as written.

/** An abbreviation and what it says in full (a function when the full words depend on the match). */
type Expansion = readonly [RegExp, string | ((match: string, ...groups: Array<string>) => string)]

/** "12k" in thousands, written as the reader writes sums ("12,000", "45,000", "7,500"). */
const thousands = (figure: string): string => {
  const value = Math.round(Number(figure) * 1000)
  return value.toLocaleString("en-US")
}

const EXPANSIONS: ReadonlyArray<Expansion> = [
  // "$12k flat", "A$45k total", "£4.5k": a sum in thousands.
  [
    /(\b(?:US|A|AU|NZ|C|CA)\$|[$£€])\s?(\d{1,3}(?:\.\d{1,3})?)k\b/gi,
    (_m, currency, figure) => `${currency}${thousands(figure)}`
  ],
  // "Excl: n/e", "Excl.: none (n/e)": not exclusive.
  [/(?<![\w/])n\/e(?![\w/])/gi, "non-exclusive"],
  // "First post NLT May 1, 2026": a deadline.
  [/\bNLT\b/g, "no later than"],
  [/(?<![\w/])w\/o(?![\w/])/gi, "without"],
  [/(?<![\w/])w\/(?=\s)/gi, "with"],
  [/(?<![\w/])o\/a(?![\w/])/gi, "on or about"],
  [/\baddl\b\.?/gi, "additional"],
  [/\be-com\b(?!\.\w)/gi, "e-commerce"],
  // "Parties: Farrow Street Grocers Pty Ltd ("FSG") + Luca Benedetti ("Chef")": "+" joins the parties.
  [/(?<=^[^\S\n]*(?:Parties|Between)\s*:[^\n]*?)\s\+\s/gim, " and "],
  // "no digi. OOH": an abbreviation's full stop would end the sentence.
  [/\bdigi\.(?=\s+[a-z0-9A-Z])/g, "digital"],
  // "1 yr fr first post", "12 mths fr 01/06/2026": from, before what a term counts from.
  [/\bfr\b\.?(?=\s+(?:\d|first\b|the\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d))/gi, "from"],
  [/(?<![\d,.])\b(\d{1,3})\s*m(?:n)?ths?\b\.?/gi, (_m, n) => `${n} months`],
  // "Terr: UK & ROI": the Republic of Ireland, in a list of countries.
  [/(?<=\b(?:UK|GB|NI|Ireland|Northern Ireland)\s*(?:&|and|\+|,)\s*)ROI\b/g, "the Republic of Ireland"],
  [/\bROI\b(?=\s*(?:&|and|\+|,)\s*(?:UK|GB|NI)\b)/g, "the Republic of Ireland"],
  // A row named "Excl." or "Excl:" is about exclusivity; "Excl. TV, cinema, OOH" in a value excludes what it lists
  // ("excl. VAT" and "Excl. vs. a category" are left as written).
  [/(?<=^|\|\s*|\n)Excl\b\.?(?=\s*(?:[:|]|$))/gim, "Exclusivity"],
  [/(?<!\bnon[- ]?)\bexcl\.(?=\s+(?!(?:VAT|GST|HST|tax|versus|to|for|in)\b|vs?\.)[A-Za-z])/gi, "excluding"],
  [/(?<=^|\|\s*|\n)Terr\b\.?(?=\s*(?:[:|]|$))/gim, "Territory"]
]

/** The text with each abbreviation written out in full. */
export const expandShorthand = (text: string): string =>
  EXPANSIONS.reduce(
    (out, [re, full]) =>
      typeof full === "string"
        ? out.replace(re, full)
        : out.replace(re, (m: string, ...groups: Array<unknown>) => full(m, ...(groups as Array<string>))),
    text
  )
