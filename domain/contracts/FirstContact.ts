// FirstContact: how often a reading of each shape was right the first time the reader met a drafting style. The
// other checks doubt a value for what its words say; on a style nobody tuned the rules on, the reader is wrong in
// ways no check was written for, and confidently so. What does stay true from one unfamiliar style to the next is
// which kinds of answer it gets wrong: two or more fees (a proposed, earlier, optional or capped sum read beside the
// fee), one channel or four and more (a medium missed, or a word of a product read as one), three flags and more.
//
// The table below is measured, not set by hand: readers of earlier waves were replayed on the development batches
// written after them (contracts they had never seen, in styles they had never been tuned on), and each field's
// reading it asserted was sorted by its shape and scored (test/corpus/contracts/first-contact.ts; docs/decisions.md,
// wave 20). A field whose shape was wrong at least two times in five on first contact is returned needs_review, with
// the values read as candidates: the reader cannot assert what it so often gets wrong on a style it does not know.
import type { ExtractedTerms } from "./ContractExtraction.js"
import type { Flag } from "./ContractFlags.js"
import { type Doubt, doubt, type ReviewField } from "./Doubts.js"
import { fieldValues } from "./Familiarity.js"

/** How many times readings of a shape were right, of how many, on first contact. */
export interface Measured {
  readonly right: number
  readonly of: number
}

const count = (n: number, one: string, two: string, more: string) =>
  n === 0 ? "none" : n === 1 ? one : n === 2 ? two : more

/** The shape of a field's reading: what kind of answer it is, whatever its value (its values as text). */
export const shapeOf = (field: ReviewField, values: ReadonlyArray<string>): string => {
  switch (field) {
    case "parties":
      return count(values.length, "one", "two", "three or more")
    case "signed":
    case "start":
      return values.length === 0 ? "none" : "a date"
    case "end":
      return values.length === 0 ? "none" : values[0] === "perpetual" ? "perpetual" : "a date"
    case "perpetual":
      return values.length === 0 ? "not perpetual" : "perpetual"
    case "territories":
      return values[0] === "worldwide" ? "worldwide" : count(values.length, "one", "several", "several")
    case "channels":
      return values[0] === "all media"
        ? "all media"
        : values.length <= 3
          ? count(values.length, "one", "two or three", "two or three")
          : "four or more"
    case "exclusive":
      return values.length === 0 ? "silent" : values[0] === "true" ? "exclusive" : "not exclusive"
    case "fees":
      return count(values.length, "one", "several", "several")
    case "flags":
      return values.length === 0 ? "none" : values.length <= 2 ? "one or two" : "three or more"
  }
}

/**
 * Each field's shapes as the reader asserted them on first contact (readings no other check marked for review),
 * and how many were right: the readers of main at 6309eb9 (wave 15, on the 91 contracts of n15, n16, n17a, n17b,
 * u6, u8, ud and ue) and at e59e53c's parent (wave 9, on the 154 contracts of h9, j9, m10, n11 to n17b, u6, u8, ud
 * and ue), scored as the corpus scores. Shapes a replayed reader never asserted are absent.
 */
export const FIRST_CONTACT: Readonly<Record<ReviewField, Readonly<Record<string, Measured>>>> = {
  parties: { two: { right: 127, of: 129 } },
  signed: { "a date": { right: 158, of: 164 } },
  start: { "a date": { right: 154, of: 159 } },
  end: { "a date": { right: 108, of: 114 }, perpetual: { right: 23, of: 33 } },
  perpetual: { "not perpetual": { right: 195, of: 196 }, perpetual: { right: 24, of: 33 } },
  territories: { one: { right: 60, of: 61 }, several: { right: 72, of: 76 }, worldwide: { right: 42, of: 50 } },
  channels: {
    "all media": { right: 14, of: 20 },
    "four or more": { right: 19, of: 35 },
    one: { right: 9, of: 16 },
    "two or three": { right: 80, of: 90 }
  },
  exclusive: {
    exclusive: { right: 72, of: 78 },
    "not exclusive": { right: 102, of: 103 },
    silent: { right: 15, of: 19 }
  },
  fees: { none: { right: 13, of: 16 }, one: { right: 95, of: 105 }, several: { right: 43, of: 85 } },
  flags: { none: { right: 44, of: 48 }, "one or two": { right: 47, of: 75 }, "three or more": { right: 7, of: 19 } }
}

/**
 * Below this share right on first contact, a shape is not asserted: it was wrong at least two times in five. The
 * knee of the replays' trade (docs/decisions.md, wave 20): down to here each confidently wrong reading it marks costs
 * about one right reading marked as well; the next shape (one or two flags, 63 % right) would cost two for one.
 */
export const FIRST_CONTACT_BAR = 0.6
/** Shapes read fewer times than this on first contact are not judged by it. */
export const MEASURED_ENOUGH = 10

const CHECK: Readonly<Record<ReviewField, string>> = {
  parties: "check who the parties are",
  signed: "check the signing date",
  start: "check when the licence starts",
  end: "check when it ends",
  perpetual: "check whether the term is perpetual",
  territories: "check where it applies",
  channels: "check which media are granted and which are excluded",
  exclusive: "check whether it is exclusive",
  fees: "check which of these sums are fees for the rights or services (not a proposal, an earlier or optional sum, a cap or an expense)",
  flags: "check each flag against its clause"
}

/** The fields whose reading has a shape that was wrong at least two times in five on first contact. */
export const firstContactDoubts = (terms: ExtractedTerms, flags: ReadonlyArray<Flag>): ReadonlyArray<Doubt> =>
  [
    ...fieldValues(terms),
    {
      field: "flags" as const,
      values: flags.map((f) => f.code),
      sources: flags.flatMap((f) => (f.source === null ? [] : [f.source]))
    }
  ].flatMap(({ field, values, sources }) => {
    const shape = shapeOf(field, values)
    const measured = FIRST_CONTACT[field][shape]
    if (measured === undefined || measured.of < MEASURED_ENOUGH || measured.right / measured.of >= FIRST_CONTACT_BAR)
      return []
    return [
      doubt(
        field,
        `A reading of this kind (${field}: ${shape}) was right in ${measured.right} of ${measured.of} first readings ` +
          `of drafting styles the reader had not been tuned on: ${CHECK[field]}`,
        sources[0] ?? null,
        values.map((value, i) => ({ value, source: sources[i] ?? sources[0] ?? null }))
      )
    ]
  })
