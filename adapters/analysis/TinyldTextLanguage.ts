// TextLanguage with tinyld (language detection, ISO 639-1 with an accuracy score), the stopword package's lists
// (62 languages, keyed by ISO 639-3) and word-list's English dictionary (274,000 words; the only dictionary shipped,
// as English is the only language the OCR reads). Texts under MIN_LANGUAGE_TEXT characters get no guess: detectors are
// unreliable on a few words ("Payment due" reads as French).
import { Layer, Option } from "effect"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import type * as Tinyld from "tinyld"
import { TextLanguage } from "../../application/tagging/ports/TextLanguage.js"
import { MIN_LANGUAGE_TEXT } from "../../domain/tagging/MediaFindings.js"

const require = createRequire(import.meta.url)

// Both are required on first use (tinyld's language profiles take a quarter of a second to load).
let tinyld: typeof Tinyld | undefined
const detector = (): typeof Tinyld => (tinyld ??= require("tinyld") as typeof Tinyld)
// stopword ships no types; it is a record of word lists by ISO 639-3 code (plus a removeStopwords function).
let stopwords: Record<string, ReadonlyArray<string> | undefined> | undefined
const lists = () => (stopwords ??= require("stopword") as Record<string, ReadonlyArray<string> | undefined>)
const cache = new Map<string, ReadonlySet<string>>()

const stopwordsOf = (code: string): ReadonlySet<string> => {
  const cached = cache.get(code)
  if (cached !== undefined) return cached
  const list = lists()[detector().toISO3(code)] ?? lists()["eng"] ?? []
  const set = new Set(list.map((w) => w.toLowerCase()))
  cache.set(code, set)
  return set
}

// word-list exports only the path of its words.txt (one lower-case word a line); read on first use (30 ms).
let dictionary: ReadonlySet<string> | undefined
const english = (): ReadonlySet<string> =>
  (dictionary ??= new Set(
    fs.readFileSync(path.join(path.dirname(require.resolve("word-list")), "words.txt"), "utf8").split("\n")
  ))

export const make = TextLanguage.of({
  detect: (text) => {
    const sample = text.slice(0, 20_000)
    if (sample.replace(/\s+/g, " ").trim().length < MIN_LANGUAGE_TEXT) return Option.none()
    const best = detector().detectAll(sample)[0]
    return best === undefined || best.lang === ""
      ? Option.none()
      : Option.some({ code: best.lang, confidence: Math.round(best.accuracy * 1000) / 1000 })
  },
  stopwords: stopwordsOf,
  isWord: (_code, word) => english().has(word.toLowerCase())
})

export const layer = Layer.succeed(TextLanguage, make)
