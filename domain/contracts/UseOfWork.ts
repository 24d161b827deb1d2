// What a licensee may do with the work, as against what the talent may do for others.
//
// "Halden will not use them to advertise any product or service of a third party" limits the licensee's use of the
// photographs; it binds no talent against competitors. A promise not to endorse, promote or advertise is a
// non-compete only when it is the talent's own act ("shall not use her name to endorse any other bank" still is).

/**
 * Whether the words before a cue make it the purpose of a use of the licensed work: "use them to", "use the
 * Photographs for the purpose of", "exploit the Footage in order to", "no use to", "may not be used to". The work is a pronoun or a defined term (a
 * capitalised name) other than the talent or the talent's persona (name, likeness, voice…), which the talent lends.
 */
export const purposeOfUse = (before: string): boolean => USED_TO.test(before)

const PERSONA =
  /(?:Talent|Artist|Creator|Model|Performer|Influencer|Ambassador|Presenter|Name|Names|Likeness|Image|Voice|Persona|Services|Endorsement)\b/

const PURPOSE = String.raw`(?:in\s+order\s+to|to|for\s+the\s+purposes?\s+of)\s+$`

const USED_TO = new RegExp(
  String.raw`\b(?:[Uu]se|[Uu]sed|[Uu]sing|[Ee]xploit(?:ed|ing)?)\s+` +
    String.raw`(?:them|it|(?:the|any|such|those|these)\s+(?!${PERSONA.source})[A-Z][\w-]*(?:\s+(?!${PERSONA.source})[A-Z][\w-]*)?)\s+` +
    PURPOSE +
    // The use as a noun, in a list of what is not licensed: "no use to advertise any product other than the Picture".
    String.raw`|\b(?:[Nn]o|[Aa]ny)\s+(?:other\s+)?use\s+` +
    PURPOSE +
    // In the passive, whatever is used ("The Materials may not be used to endorse any product"): a use is the
    // licensee's, even of the talent's name.
    String.raw`|\b(?:be|been|being|is|are)\s+used\s+` +
    PURPOSE +
    // Said by the licensee of the talent's persona, in the "we" and "you" of a release: "We will not use your image to
    // advertise any product".
    String.raw`|\b[Ww]e\s+(?:[\w'\u2019]+\s+){0,3}?use\s+your\s+(?:[\w-]+\s+){1,3}?` +
    PURPOSE +
    // A use allowed, then the purpose it may not serve: "may use up to ten of the Images in his own portfolio, … but
    // not to promote any other broker".
    String.raw`|\b(?:[Uu]se|[Uu]sed|[Uu]sing)\s+(?:up\s+to\s+\w+\s+of\s+)?(?:them|it|(?:the|any|such|those|these)\s+(?!${PERSONA.source})[A-Z][\w-]*)\b[^.;]{0,160}?,?\s+but\s+not\s+` +
    PURPOSE
)
