// A heading written as a sentence.
//
// Plain-English agreements head their sections with what the section says: "It's exclusive", "This is a buyout",
// "The licence is non-exclusive". Such a heading states what holds, as a clause does; a heading that names a topic
// ("Exclusivity", "4. Buyout") or asks ("What we won't do", "Where we can use it") states nothing.

/** Whether a heading is a statement: a subject, then a finite verb ("It's …", "This is …", "The licence is …"). */
export const statingHeading = (text: string): boolean => STATEMENT.test(text)

const STATEMENT =
  /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:it|this|that|these|you|we|they|(?:the|our|your)\s+[a-z-]+(?:\s+[a-z-]+)?)(?:['’](?:s|re|ll)|\s+(?:is|are|was|will|shall|(?:is|are|will|shall)\s+not|isn['’]t|aren['’]t|won['’]t))\s+\S/i
