// A contract drawn up in two languages states each term once per version: side by side in two columns ("English |
// Français") or one version after the other under headings ("ENGLISH" / "ESPAÑOL", "VERSION FRANÇAISE" / "ENGLISH
// VERSION"). The reader reads English, so it reads the English version and sets the others aside as restatements:
// read twice, a party, a date or a fee comes back twice, and a translated sentence the English rules half read
// ("ne peut ni accorder de sous-licence") can invert a term.
import type { ContractDocument } from "./ContractDocument.js"

export type Language = "en" | "fr" | "es" | "de" | "it" | "pt"

/** Words that are frequent in one language and rare in the others. */
const FUNCTION_WORDS: ReadonlyArray<readonly [Language, RegExp]> = [
  ["en", /\b(?:the|and|of|to|is|shall|may|this|for|with|by|any|from|will|not|her|his|its|be|are)\b/gi],
  ["fr", /\b(?:le|la|les|des|du|et|une?|est|pour|dans|sur|par|aux?|ne|pas|ses?|à|l'|d'|qui|présente?)\b/gi],
  ["es", /\b(?:el|los|las|del|y|que|una?|por|para|con|su|es|al|se|esta|este)\b/gi],
  ["de", /\b(?:der|die|das|und|ist|für|mit|von|dem|den|nicht|ein|eine|zu)\b/gi],
  ["it", /\b(?:il|gli|della|delle|e|che|per|con|del|una?|non|è|dei|alla)\b/gi],
  ["pt", /\b(?:o|os|as|do|da|dos|das|e|que|para|com|uma?|não|pelo|pela)\b/gi]
]

/** The language of a passage, by its function words; null for too few words to tell (a name, a date, a sum). */
export const languageOf = (text: string): Language | null => {
  const counts = FUNCTION_WORDS.map(([language, re]) => [language, text.match(re)?.length ?? 0] as const)
  const [best, n] = counts.reduce((a, b) => (b[1] > a[1] ? b : a))
  const second = Math.max(...counts.filter(([l]) => l !== best).map(([, c]) => c))
  return n >= 2 && n > second ? best : null
}

/** A heading or column header that names a language version ("ENGLISH", "Français", "VERSION FRANÇAISE"). */
const VERSION_NAMES: ReadonlyArray<readonly [Language, RegExp]> = [
  ["en", /^(?:english|anglais|inglés|ingles|englisch)(?:\s+(?:version|text))?$|^version\s+anglaise$/i],
  ["fr", /^(?:french|français|francais)(?:\s+(?:version|text))?$|^version\s+fran[çc]aise$/i],
  ["es", /^(?:spanish|español|espanol)(?:\s+(?:version|text))?$|^versi[óo]n\s+en\s+espa[ñn]ol$/i],
  ["de", /^(?:german|deutsch)(?:\s+(?:version|text|fassung))?$|^deutsche\s+fassung$/i],
  ["it", /^(?:italian|italiano)(?:\s+(?:version|text))?$|^versione\s+italiana$/i],
  ["pt", /^(?:portuguese|português|portugues)(?:\s+(?:version|text))?$|^vers[ãa]o\s+em\s+portugu[êe]s$/i]
]

/** The language a heading or column header names, if it names only one. */
export const versionName = (heading: string): Language | null =>
  VERSION_NAMES.find(([, re]) => re.test(heading.trim().replace(/[.:]$/, "")))?.[0] ?? null

/**
 * The column to read in a table whose header names a language per column ("English | Français"): the English
 * one, or null when the header is not such a header (or names no English column).
 */
export const versionColumn = (header: ReadonlyArray<string>): number | null => {
  const languages = header.map(versionName)
  if (header.length < 2 || languages.some((l) => l === null) || new Set(languages).size !== header.length) return null
  const english = languages.indexOf("en")
  return english < 0 ? null : english
}

/**
 * The sentences of the versions other than the English one, in a document that sets out an English version and
 * another under headings that name them: each version runs from its heading to the next version heading or, for
 * the last, to the next heading that opens a part of its own (the signatures). Nothing when there is no English
 * version, or when a version's words are not in the language its heading names.
 */
export const otherVersions = (
  doc: ContractDocument
): ReadonlyArray<{ readonly start: number; readonly end: number; readonly by: { start: number; end: number } }> => {
  const headings = doc.sentences.flatMap((s) => {
    const language = s.heading && s.clause.number === null ? versionName(doc.text.slice(s.start, s.end)) : null
    return language === null ? [] : [{ ...s, language }]
  })
  if (headings.length < 2) return []
  const parts = headings.map((h, i) => {
    const { language } = h
    const next = headings[i + 1]
    const end =
      next?.start ??
      doc.sentences.find((s) => s.start > h.start && s.heading && s.clause.number === null && s.clause !== h.clause)
        ?.start ??
      doc.text.length
    const body = doc.sentences.filter((s) => s.start > h.start && s.end <= end && !s.heading)
    const written = languageOf(body.map((s) => doc.text.slice(s.start, s.end)).join(" "))
    return { language, written, body, by: { start: h.start, end: h.end } }
  })
  if (!parts.some((p) => p.language === "en" && p.written === "en")) return []
  if (parts.some((p) => p.written !== p.language)) return []
  return parts
    .filter((p) => p.language !== "en")
    .flatMap((p) => p.body.map((s) => ({ start: s.start, end: s.end, by: p.by })))
}
