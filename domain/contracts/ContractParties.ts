// Party detection: who a contract is between, from the places contracts name them: role definitions
// (`Acme Ltd ("the Agency") and Jo Bloggs ("the Talent")`, numbered `(1) … ("the Brand")`), "between X and Y",
// label lines and table rows (`Model: Priya Raman`, `Name: … ; Role: …`) and signature blocks ("Signed for and on
// behalf of X (Licensee)"). Descriptions after a name (", a company registered in England and Wales", ", of 22
// Mill Lane") are not part of it, so a place is never taken for a party.
import { type Citation, cite, type ContractDocument, type Sentence } from "./ContractDocument.js"

export interface ExtractedParty {
  readonly name: string
  readonly role: string | null
  readonly source: Citation
}

const textOf = (doc: ContractDocument, s: Sentence) => doc.text.slice(s.start, s.end)

/** Company suffixes that follow a comma inside a name ("Summit Sportswear, Inc."). */
const SUFFIX =
  /,(\s+(?:Inc|LLC|L\.L\.C|Ltd|Limited|LLP|LP|L\.P|plc|PLC|GmbH|AG|S\.A|SA|B\.V|BV|N\.V|AS|AB|Pty Ltd|Corp|Co)\b\.?)/g

/** Where a description of the party starts: everything from here on is not the name. */
const DESCRIPTION =
  /,|\s+(?:a|an)\s+(?:company|corporation|limited|individual|partnership|private|public|[A-Z][a-z]+ (?:corporation|company|limited liability company))\b|\s+(?:whose|with (?:its|a) (?:registered|principal)|registered|incorporated|trading as|t\/a|residing|resident|born|acting)\b|\s+of\s+(?=\d|[A-Z][a-z]+\s*(?:[,(]|$))|\s+by\s+(?:its|his|her|their|the)\b|\s*\(/

const HONORIFIC = /^(?:mr|ms|mrs|miss|mx|dr|prof)\.?\s+/i

/** The name at the start of `chunk`, and where it starts inside it; null when it does not read as a name. */
const nameIn = (chunk: string): { readonly name: string; readonly at: number } | null => {
  const lead = /^[\s"“]*(?:\(\d+\)|\d+[.)]|\([a-z]\))?\s*(?:and\s+)?/i.exec(chunk)?.[0].length ?? 0
  let rest = chunk.slice(lead)
  const honorific = HONORIFIC.exec(rest)?.[0].length ?? 0
  rest = rest.slice(honorific)
  const protectedRest = rest.replace(SUFFIX, (_m, suffix: string) => `\uE000${suffix}`)
  const cut = DESCRIPTION.exec(protectedRest)
  const name = (cut === null ? protectedRest : protectedRest.slice(0, cut.index))
    .replace(/\uE000/g, ",")
    .replace(/[\s;:,]+$/, "")
    .replace(/(?<!\b(?:Inc|Ltd|Co|Corp|B\.V|N\.V|S\.A|L\.P|Pty))\.$/, "")
    .trim()
  if (name.length < 2 || name.length > 100 || !/^[\p{Lu}0-9]/u.test(name)) return null
  const words = name.split(/\s+/)
  if (words.length > 8 || /^(?:the|this|that|each|either|both|any)\b/i.test(name)) return null
  return { name, at: lead + honorific }
}

const ROLE_WORDS =
  /^(?:licensee|licensor|talent|performer|artist|model|actor|actress|company|producer|production company|agency|agent|client|brand|advertiser|studio|influencer|creator|presenter|athlete|ambassador|endorser|contributor|photographer|illustrator|author|publisher|commissioner|speaker|subject|rider|sponsor|owner|user|participant|party|artiste|musician|composer|designer|director|broadcaster|distributor|manufacturer|retailer|employer|contractor|consultant|supplier|customer|buyer|seller|member)$/i

/** Labels that are not roles (`Date: …`, `Fee: …`). */
const NOT_ROLES =
  /^(?:date|dated|fee|fees|term|territory|media|address|registered office|email|e-mail|phone|telephone|title|reference|ref|project|production|campaign|signature|signed|position|witness|company number|number|vat|amount|total|deliverables?|content|platform|channel|usage|start|end|rate|period|duration|payment|schedule|notes?)$/i

const LABEL = /^([A-Z][A-Za-z' -]{1,30}?)(?:'s)?(?:\s+name)?\s*:\s*(.+?)\.?$/

const rolesOf = (role: string) => role.replace(/^the\s+/i, "").trim()

/** The parties a contract names, each once, in order of appearance. */
export const parties = (doc: ContractDocument): ReadonlyArray<ExtractedParty> => {
  const found: Array<ExtractedParty> = []
  const add = (start: number, chunk: string, role: string | null, certainty: number) => {
    const named = nameIn(chunk)
    if (named === null || ROLE_WORDS.test(named.name)) return
    const at = start + named.at
    found.push({ name: named.name, role, source: cite(doc, at, at + named.name.length, certainty) })
  }
  const early = doc.sentences.filter(
    (s) => !s.heading && (s.clause.index <= 2 || s.clause.topic === "parties" || s.clause.topic === "preamble")
  )
  for (const s of early) {
    const text = textOf(doc, s)
    // Role definitions: every `Name … ("the Role")` in the sentence.
    const definitions = Array.from(
      text.matchAll(/\((?:hereinafter(?: referred to as)?\s+)?(?:the\s+)?["“'](?:the\s+)?([A-Z][^"”']{1,40})["”']\)/gi)
    ).filter((m) => !/date$/i.test(m[1] ?? ""))
    if (definitions.length > 0) {
      let from = /\bbetween:?\s+/i.exec(text)
        ? (/\bbetween:?\s+/i.exec(text)?.index ?? 0) + (/\bbetween:?\s+/i.exec(text)?.[0].length ?? 0)
        : 0
      for (const d of definitions) {
        const chunkStart = Math.max(from, lastBoundary(text, from, d.index))
        add(s.start + chunkStart, text.slice(chunkStart, d.index), rolesOf(d[1] ?? ""), 0.95)
        from = d.index + d[0].length
      }
      continue
    }
    const label = LABEL.exec(text)
    if (label !== null && !NOT_ROLES.test(label[1] ?? "")) {
      const pairs = keyValues(text)
      const name = pairs.find(([k]) => /^(?:name|party name|full name)$/i.test(k))
      if (name !== undefined) {
        const role = pairs.find(([k]) => /^(?:role|capacity|as)$/i.test(k))?.[1] ?? null
        add(s.start + name[2], name[1], role, 0.9)
        continue
      }
      if (pairs.length <= 1 && (ROLE_WORDS.test(label[1] ?? "") || /^[A-Z][a-z]+$/.test(label[1] ?? ""))) {
        const value = label[2] ?? ""
        add(
          s.start + text.indexOf(value, label[1]!.length),
          value,
          label[1]!.replace(/^\w/, (c) => c.toUpperCase()),
          0.9
        )
        continue
      }
    }
    const between = /\bbetween:?\s+/i.exec(text)
    if (between === null) continue
    const rest = text.slice(between.index + between[0].length)
    const restStart = s.start + between.index + between[0].length
    const split =
      /,?\s+and\s+(?=(?:\(\d+\)\s*)?["“]?[A-Z])(?<!\b(?:England|Wales|Scotland|Trinidad|Antigua|Bosnia)\s+and\s+)/.exec(
        rest
      )
    if (split === null) continue
    add(restStart, rest.slice(0, split.index), null, 0.8)
    add(restStart + split.index + split[0].length, rest.slice(split.index + split[0].length), null, 0.8)
  }
  // Signature blocks name the parties too ("Signed for and on behalf of X (Licensee)", "Signed by Y").
  for (const s of doc.sentences.filter((s) => s.clause.topic === "signatures" && !s.heading)) {
    const text = textOf(doc, s)
    const signers = Array.from(
      text.matchAll(/\b(?:signed|executed)\s+(?:(?:for and )?on behalf of|for|by)\s+(?:and on behalf of\s+)?/gi)
    )
    signers.forEach((m, i) => {
      const from = m.index + m[0].length
      const chunk = text.slice(from, signers[i + 1]?.index ?? text.length)
      const role = /\((?:the\s+)?["“]?([A-Z][A-Za-z ]{1,30})["”]?\)/.exec(chunk)?.[1] ?? null
      add(s.start + from, chunk, role, 0.75)
    })
  }
  const seen = new Set<string>()
  return found.filter((p) => {
    const key = p.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Where the chunk naming a party starts: after the last "and", ";" or "between" before the definition. */
const lastBoundary = (text: string, from: number, to: number): number => {
  let at = from
  for (const m of text
    .slice(from, to)
    .matchAll(/;\s*(?:and\s+)?|\band\s+(?=(?:\(\d+\)\s*)?[A-Z"“])|\bby\s+and\s+between\s+|\bbetween:?\s+/g)) {
    const before = text.slice(0, from + m.index)
    // "England and Wales": not a boundary between parties.
    if (/\b(?:England|Trinidad|Antigua|Bosnia)\s+$/.test(before) && m[0].startsWith("and")) continue
    at = from + m.index + m[0].length
  }
  return at
}

/** The `Key: value` pairs of a row written `Key: value; Key: value.`, with each value's offset. */
const keyValues = (text: string): ReadonlyArray<readonly [string, string, number]> =>
  Array.from(text.matchAll(/(?:^|;\s*)([A-Z][A-Za-z ]{0,30}?)\s*:\s*([^;]+?)(?=;|\.?$)/g), (m) => {
    const value = m[2] ?? ""
    return [m[1] ?? "", value, m.index + m[0].length - value.length] as const
  })
