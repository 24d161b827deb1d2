// Port: the language of a text (ISO 639-1 with a confidence), the stop words of a language (for key terms) and its
// dictionary (to tell words OCR really read from letters it made out of texture).
import { Context, type Option } from "effect"

export interface TextLanguageShape {
  /** None when the text is too short or mixed for a guess. */
  readonly detect: (text: string) => Option.Option<{ readonly code: string; readonly confidence: number }>
  /** The stop words of an ISO 639-1 language; English's when the language has no list. */
  readonly stopwords: (code: string) => ReadonlySet<string>
  /** Whether a word (any case) is in the dictionary of an ISO 639-1 language; English's when it has none. */
  readonly isWord: (code: string, word: string) => boolean
}

export class TextLanguage extends Context.Tag("clearhouse/TextLanguage")<TextLanguage, TextLanguageShape>() {}
