// The standing of the words a flag was raised from: a flag is sure only when its words are a term of the licence the
// document grants. Words that quote or report another text ("The repealed clause read: "…""), a sentence that switches
// a clause off ("Clause 6 (Exclusivity) shall not apply to …"), a term of another grant in the same document (a licence
// back to the talent), and a limit on how the licensee may use the material read as the talent's own covenant ("no use
// to advertise any product other than the Picture" is no non-compete) state no term of the licence, whatever their
// words say plainly. Polarity.ts and Affirmation.ts ask whether the words say the right; this asks whose term they
// are. The flag is returned `needs_review`, with its absence as the other candidate.
import type { Supersession } from "./Amendments.js"
import { type Citation, cite, type ContractDocument, sentenceAt } from "./ContractDocument.js"
import type { Flag } from "./ContractFlags.js"
import { type Doubt, doubtsOf, type Finding } from "./Doubts.js"
import { otherGrants } from "./Grants.js"
import { switchOffIn } from "./SwitchedOff.js"

/** A sentence that reports another text: "The repealed clause read:", "the draft provided:", "clause 4 formerly said". */
const REPORTS_A_TEXT =
  /\b(?:read|reads|provided|stated|said|formerly\s+(?:read|said|provided|stated)|used\s+to\s+(?:read|say|provide))\s*:\s*["“']/i

/** Whether position `at` of `text` stands inside quotation marks (an opening mark before it not yet closed). */
export const insideQuotes = (text: string, at: number): boolean => {
  const before = text.slice(0, at)
  const open = Math.max(before.lastIndexOf("“"), before.lastIndexOf('"'))
  if (open < 0) return false
  const straight = (before.match(/"/g) ?? []).length
  // Straight marks open and close alike: inside when an odd number stand before; curly ones pair “ with ”.
  return before[open] === '"' ? straight % 2 === 1 : before.lastIndexOf("”") < open
}

/** A limit on the licensee's use of the material: "no use to advertise …", "shall not use the Images for …". */
const LIMITS_USE =
  /\bno\s+(?:\w+\s+){0,2}uses?\b|\b(?:shall|may|must|will)\s+not\s+(?:\w+\s+){0,2}use\b|\bnot\s+(?:be\s+)?used\b|\bonly\s+(?:be\s+)?used\b/i
/** Words about the talent's own dealings with others: what a covenant not to compete restricts. */
const DEALINGS =
  /\b(?:compet\w*|rival\w*|endors\w*|render\w*|services?\s+(?:to|for)|work\s+(?:for|with)|appear\w*\s+(?:for|in)|sponsor\w*|ambassador\w*|spokes\w+|lend\s+(?:his|her|their|its)\b)/i

const within = (spans: ReadonlyArray<Supersession>, c: Citation) =>
  spans.some((p) => p.start <= c.start && c.end <= p.end)

/** Flags raised from words that are no term of the licence: a quoted text, a switch-off, another grant, a use limit. */
export const flagsWithoutStanding = (doc: ContractDocument, flags: ReadonlyArray<Flag>): ReadonlyArray<Finding> => {
  const grants = otherGrants(doc)
  return flags.flatMap((f): ReadonlyArray<Finding> => {
    if (f.source === null) return []
    const s = sentenceAt(doc, f.source.start)
    if (s === undefined || s.status !== undefined) return []
    const text = doc.text.slice(s.start, s.end)
    const at = f.source.start - s.start
    const why =
      REPORTS_A_TEXT.test(text) || insideQuotes(text, at)
        ? "words that quote or report another text"
        : switchOffIn(text) !== null
          ? "a sentence that switches a clause off"
          : within(grants, f.source)
            ? "a term of another grant in the document"
            : f.code === "non_compete" && LIMITS_USE.test(text) && !DEALINGS.test(text)
              ? "a limit on the licensee's use of the material, not the talent's own covenant"
              : null
    return why === null
      ? []
      : [
          {
            field: "flags",
            candidate: `not ${f.code}`,
            what: `${f.code} raised from ${why}`,
            source: cite(doc, s.start, s.end)
          }
        ]
  })
}

/** The doubts flags raised from words without standing raise, on an (amended) document. */
export const flagStandingDoubts = (doc: ContractDocument, flags: ReadonlyArray<Flag>): ReadonlyArray<Doubt> =>
  doubtsOf("Not a term of the licence", flagsWithoutStanding(doc, flags))
