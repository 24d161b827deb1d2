// Clause classification: which sentences of a contract make which kind of promise (exclusivity, a non-compete,
// a morality clause, automatic renewal, perpetuity, a buyout, sub-licensing, assignment, approval rights, a
// moral-rights waiver), and whether each is stated or denied ("shall not sub-license", "non-exclusive", "no
// exclusivity", "nothing … prevents the performer from appearing elsewhere"). Negation is read per sentence with
// its scope (Negation.ts); a denied promise is kept as such, so nothing denied is ever reported as granted.
import { type Citation, cite, type ContractDocument, type Sentence } from "./ContractDocument.js"
import { answerAt, cellLabelAt, DENYING_LABEL, rowVerdict, SCANNED_EMPTY_BOX } from "./Answers.js"
import { isNegatedAt, polarityAt, readingAt } from "./Negation.js"
import { offAfterName, restatedOff, SWITCH_OFF, switchedOff } from "./SwitchedOff.js"
import { advertisingForGoods } from "./Restraint.js"
import { statingHeading } from "./StatingHeading.js"
import { purposeOfUse } from "./UseOfWork.js"

export { rowVerdict } from "./Answers.js"

export const CLAUSE_KINDS = [
  "exclusivity",
  "non_compete",
  "morality",
  "automatic_renewal",
  "perpetuity",
  "buyout",
  "sublicensing",
  "assignment",
  "approval_rights",
  "moral_rights_waiver"
] as const
export type ClauseKind = (typeof CLAUSE_KINDS)[number]

export interface ClassifiedClause {
  readonly kind: ClauseKind
  /** true: the contract makes this promise; false: it denies it ("shall not sub-license", "non-exclusive"). */
  readonly stated: boolean
  /** The words that decided it. */
  readonly cue: Citation
  /** The whole sentence. */
  readonly sentence: Citation
  /** Said in so many words ("exclusive", "non-exclusive", an Exclusivity row), not inferred from a freedom. */
  readonly explicit: boolean
  /** In a clause or row about exclusivity (a non-compete there makes the contract exclusive). */
  readonly underExclusivity: boolean
  /** False when a negation near the cue leaves its reading open. */
  readonly certain: boolean
  /** The clause of this kind is switched off by name ("Morals clause deleted as asked"), wherever it stands. */
  readonly switchedOff?: boolean
  /** A restraint on the talent's own work that makes no one's rights exclusive (a radius clause). */
  readonly restraintOnly?: boolean
}

interface Rule {
  readonly kind: ClauseKind
  readonly cue: RegExp
  /** How the cue's place in the sentence decides `stated` (default: affirmed → stated). */
  readonly read?: (text: string, start: number, end: number) => boolean | null
  readonly certainty: number
  /** Topics where the cue means something else ("exclusive jurisdiction" under governing law). */
  readonly skip?: ReadonlyArray<string>
  /** The cue is about something else here: the sentence makes no promise of this kind at all. */
  readonly unrelated?: (text: string, start: number, end: number) => boolean
  /** A non-compete that restrains without making the deal exclusive (`ClassifiedClause.restraintOnly`). */
  readonly restraintOnly?: boolean
}

/** The word "buyout", not a "hospitality buyout" or a "meal buy-out": cash in lieu of catering buys out no rights. */
const BUYOUT = String.raw`(?<!\b(?:hospitality|catering|meal|food|dinner|lunch|hotel|accommodation|travel|per[- ]diem|rider)\s+)\bbuy-?\s?outs?\b`

const affirmed = (text: string, start: number, end: number) => polarityAt(text, start, end) === "affirmed"

/**
 * A promise not to work for others ("shall not render services to any other manufacturer", "shall not endorse
 * any competing brand") is a non-compete when it is denied once; said as a freedom ("may work for other
 * agencies", "nothing prevents … from endorsing competing brands") it is none. A use that would suggest the talent
 * endorses something ("We will not use the material in a way that suggests you endorse any product") restrains the
 * user, not the talent. Letting another use one's image is working for them: "shall not allow her image to be used by
 * any other maker of wooden toys".
 */
const NON_COMPETE =
  /\bnon-?compet\w*|\benter\s+into\s+(?:any\s+|an?\s+)?(?:personal\s+)?(?:sponsorship|endorsement)s?\b|\b(?:render|provide|perform|supply|offer)\s+(?:(?:his|her|their|its|any|the same|endorsement|personal)\s+)?services\s+(?:to|for)\b|(?<!\b(?:suggest|impl|indicat|stat|convey)\w*\s+(?:that\s+)?(?:you|he|she|they|the\s+[\w-]+|[A-Z][\w-]+)\s+)\b(?:endorse|promote|advertise|represent|work\s+for|appear|lend(?=\s+(?:(?:his|her|their|its|the\s+\w+['’]s)\s+)?(?:name|image|likeness|voice|face|support|endorsement|services)\b)|host|co-host|(?:present|front|narrate|voice)(?=\s+(?:any|a|an|another|other|programmes?|shows?|series|ads|adverts?|advertisements?|commercials?|promos?|spots?)\b)|model\s+for|perform\s+(?:in|for)|wear|post\s+(?:about|for)|create\s+content\s+for|(?:allow|permit|let)\s+(?:his|her|their|its|the\s+[\w-]+['’]s)\s+(?:name|image|likeness|voice|face|portrait|photographs?)\s+(?:to\s+)?be\s+used\s+by)\b/i

/**
 * A freedom in a proviso to a restriction of the same sentence ("shall not present any other cookery programme,
 * provided that nothing in this clause prevents her from continuing to present X"): it carves one thing out of the
 * restriction, which stands; it does not deny exclusivity.
 */
export const inProvisoOfRestriction = (text: string, start: number): boolean => {
  const before = text.slice(0, start)
  const proviso = Array.from(
    before.matchAll(/\b(?:provided(?:\s+always)?(?:\s+that)?|save\s+that|except\s+that)|\bbut\s*$/gi)
  ).pop()
  if (proviso === undefined) return false
  return /\b(?:shall|will|must|may|agrees?\s+to)\s+not\b|\b(?:shall|will|must|may)\s+(?:\w+\s+)?(?:refrain|abstain)\b|\bnot\s+to\s+\w+/i.test(
    before.slice(0, proviso.index)
  )
}

/** What a non-compete binds the talent against: others, competitors, a category. */
const COMPETITORS =
  /\b(?:other|others|another|competing|competitive|competitor\w*|rival|third[- ]part\w*|category|any\s+(?:\w+\s+){0,3}(?:brand|manufacturer|product|products|company|advertiser|retailer|podcast|program|programme))\b/i

/** Said as a freedom: the talent may work elsewhere (exclusivity denied). */
export const FREEDOM =
  /\b(?:may|(?:is|are|remains?|remain|(?:shall|will)\s+(?:be|remain))\s+free\s+to|['’]re\s+free\s+to|is entitled to)\s+(?:\w+\s+){0,2}?(?:work|appear|perform|accept|provide|render|endorse|promote)\b[^.;]{0,40}\b(?:other|others|elsewhere|third part)/i

/** A freedom limited to the categories a restriction leaves: "in all other categories", "for any other kind of business". */
const OTHER_CATEGORIES =
  /^[^.;]{0,80}\b(?:in|within|for|across)\s+(?:all|any|every)\s+other\s+(?:(?:product\s+|brand\s+|business\s+)?(?:categor(?:y|ies)|sectors?|fields?|industr(?:y|ies))|kinds?\s+of\s+(?:business|product|brand|company|companies)s?)\b/i

/** Outside the category an exclusivity covers: "outside the Category", "outside its exclusive sector". */
const OUTSIDE_CATEGORY =
  /^[^.;]{0,120}\boutside\s+(?:of\s+)?(?:the|its|that|such|this)\s+(?:exclusive\s+)?(?:categor(?:y|ies)|sectors?|fields?|industr(?:y|ies))\b/i
/**
 * A named company's own status: "The Partner acknowledges that Ridgeline Breweries Ltd is the Club's exclusive Beer
 * Partner", "The Club's shirt sponsor, Meridian Health, holds the Club's exclusive front-of-shirt rights" (another
 * deal's exclusivity, not this one's).
 */
const THIRD_PARTY_STATUS =
  /(?:\b(?:acknowledges?|notes?|understands?|accepts?|is\s+aware)\s+that\s+[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,4}\s+(?:Ltd|Limited|Inc|LLC|plc|PLC|Pty\s+Ltd|GmbH|Co)\.?|\b(?:sponsor|partner|supplier|licensee|broadcaster),\s+[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,4},)\s+(?:is|are|has\s+been|remains?|holds?|has)\s+(?:the\s+|an?\s+)?[^.;]{0,40}$/
/** Others a grantor deals with: "non-exclusive partners", "non-exclusive sponsors" (plural: not the grantee). */
const OTHERS_DEALS = /^\s+(?:partners|sponsors|suppliers|licensees|distributors|brands|agents)\b/i

/**
 * Before a cue, a restriction denied: "This does not restrict …", "Clause 6 shall not prevent …", "Nothing in it
 * restricts …"; up to a proviso that restricts after all ("Nothing … prevents the Child from appearing in other
 * advertising, save that she shall not appear in an advertisement for any other cereal bar").
 */
const RESTRICTION_DENIED =
  /\b(?:(?:(?:does|do|shall|will|should)\s+not|doesn['’]t|won['’]t|is\s+not\s+intended\s+to)\s+(?:in\s+any\s+way\s+)?(?:restrict|prevent|limit|prohibit|preclude|bar|stop|apply\s+to)|nothing\b[^.;]{0,60}\b(?:prevents?|restricts?|limits?|precludes?|stops?|bars?))\b(?:(?!\b(?:save|except|provided|but|however|unless)\b)[^.;])*$/i

/** "Nothing … prevents X from appearing elsewhere". */
export const NOTHING_PREVENTS =
  /\bnothing\b[^.;]{0,80}\b(?:prevents?|restricts?|limits?|precludes?|stops?|curtails?|impairs?)\b[^.;]{0,60}?\b(?:from\s+\w+ing|(?:right|rights|ability|freedom)\s+(?:of\s+(?:the\s+)?[\w-]+\s+)?to\s+(?:work|appear|perform|accept|provide|render|endorse|promote|advertise|act|model|license|contract|collaborate|partner))\b/i

/**
 * A retention of copies for the record, beside a use that ends or limited to the record: "internal archives … no
 * further public use", "in its records … for legal and compliance purposes only", "keep for its archive, without any
 * right of transmission", "this is not a licence to publish".
 */
export const ARCHIVE_ONLY =
  /\b(?:keep|retain|store|hold|preserve)\b[^.;]{0,80}\b(?:archives?|records?|back-?ups?)\b[^.]{0,120}(?:\b(?:will|shall|must)\s+not\s+(?:publish|use|show|broadcast|exploit|display|post|share|distribute)\b|\bno\s+(?:further\s+)?(?:public\s+|external\s+|commercial\s+)?use|\bnot\s+(?:make\s+any\s+)?(?:further\s+)?(?:public|external|commercial)\s+use|\bsolely\s+for\s+(?:archiv|record)|\bfor\s+(?:[\w-]+\s+){0,5}purposes\s+only\b|\bonly\s+for\s+(?:(?:its|their|the)\s+)?(?:archiv|record|internal|legal|compliance|reference)|\bnot\s+(?:a|any)\s+(?:licen[cs]e|right)\s+to\s+(?:publish|use|broadcast|exploit|show|exhibit)|\bwithout\s+(?:any\s+)?right\s+(?:of|to)\s+(?:transmi|publi|broadcast|exploit|use|show|exhibit))/i

/**
 * Perpetuity of the owner's own title ("owns in perpetuity the copyright", "keeps in perpetuity, the copyright in the
 * content"): no term of the licence at all, whoever owns.
 */
export const OWN_TITLE =
  /\b(?:own|owns|owned|owning|retain|retains|retained|keep|keeps|kept|hold|holds|held|reserve|reserves|reserved)\b,?\s+(?:(?:and|or)\s+(?:\w+\s+){0,2})?(?:all\s+)?in perpetuity,?\s+(?:all\s+)?(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?:\w+\s+)?(?:copyright|title|ownership|intellectual property)\b|\b(?:copyright|title|ownership|intellectual property(?:\s+rights)?)\b[^.;]{0,40}\b(?:remains?|shall remain|stays?|vests?)\b[^.;]{0,40}\bin perpetuity\b/i

/** Where `start` sits inside the parenthesised title of a cited clause: "Section 9 of the MSA (Perpetual Licence)". */
const CITED_TITLE =
  /\b(?:Sections?|Clauses?|Conditions?|Articles?|Paragraphs?|Schedules?|Items?|§)\s*[\dA-Z][\w.]*(?:\s+of\s+(?:the\s+)?[\w\s'’-]{1,40}?)?\s*\([^()]*$/

/**
 * What a sentence says of the clause it cites: switched off (SwitchedOff.ts's vocabulary: disapplied, deleted,
 * excluded, or ended by a settlement or a later agreement, "Section 6 (Exclusivity) of the Original Agreement is
 * terminated as of the date of this Memorandum").
 */
const DISAPPLIED = new RegExp(String.raw`^[^.;]*?(?:${SWITCH_OFF.source})`, "i")

/** A clause that survives the agreement "in perpetuity" (confidentiality, an indemnity): no term of the licence. */
export const SURVIVES = /\bsurviv\w*\b[^.;]{0,40}\bin perpetuity\b|\bin perpetuity\b[^.;]{0,20}\bsurviv\w*/i

/** Background, not terms: a recital ("WHEREAS …", "(A) …" under Recitals or Background). */
const RECITAL_HEADING = /^\W*(?:\d+\.?\s*)?(?:recitals?|background|whereas|preamble)\b/i
const RECITAL_SENTENCE = /^\W*(?:whereas|recital\s+[A-Z\d])\b/i

/** Words that make a short line say something rather than name a topic. */
const SAYS =
  /[:|☐□☒☑✓✔✗✘]|\b(?:is|are|be|shall|will|may|must|can|not|no|none|nil|yes|permitted|allowed|granted|waived?|waives|applies|apply|excluded|included|only)\b/i

/**
 * A short line in title case ("3. Sub-licensing.", "(c) Perpetual Use", "MORAL RIGHTS", "Article 6 - Exclusivity",
 * "FIFTH.- Exclusivity."): the name of a topic, whatever numbers it.
 */
const isTitle = (text: string): boolean => {
  const words = text
    .replace(
      /^\W*(?:(?:article|art\.|section|clause|§)\s*\d+[\w.]*|[A-Z]+(?:ST|ND|RD|TH)\b)\s*[-–—.:]*\s*(?=[A-Z])/i,
      ""
    )
    .replace(/^[\s\d.()a-z]{0,4}?(?=[A-Z])/, "")
    .replace(/[.:]\s*$/, "")
    .split(/\s+/)
    .filter((w) => w !== "")
  return (
    words.length > 0 &&
    words.length <= 5 &&
    (words.every((w) => /^[A-Z"“'‘(]/.test(w) || /^(?:of|and|or|to|the|in|for|on|&)$/.test(w)) ||
      // Two topics in sentence case: "Sub-licensing and assignment", "Term and termination".
      /^[A-Z][\w-]*\s+(?:and|&|or)\s+[a-z][\w-]*$/.test(words.join(" ")))
  )
}

/** A box left empty at the start or end of a row: the option it offers is not taken. */
const UNTICKED = new RegExp(
  String.raw`^\s*(?:\d{1,2}[.)]\s+)?(?:[\u2610\u25a1]|\[\s\]|${SCANNED_EMPTY_BOX})\s*\|?|\|\s*(?:[\u2610\u25a1]|\[\s\])\s*\.?\s*$`
)

/** An exception that only lifts a prohibition by a later consent: "save with the Photographer's prior written consent". */
const CONSENT_EXCEPTION =
  /^[^.;]*?\b(?:except|other than|save|unless)\s+(?:with|by)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:(?:express|prior|written|separate)\s+){0,3}(?:consent|approval|permission|agreement|authori[sz]ation)\b/i

/**
 * A carve-out that itself waits for a consent: "may not sub-license or assign, except to a related body corporate
 * with the Talent's prior written consent" lifts nothing until the consent is given.
 */
const CARVE_OUT_WITH_CONSENT =
  /^[^.;]*?\b(?:except|other than|save|unless)\s+(?:to|in favour of|in favor of)\b[^.;]*?\b(?:with|upon|subject\s+to)\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?:[\w'’-]+\s+){0,3}?(?:(?:express|prior|written|separate)\s+){0,3}(?:consent|approval|permission|authori[sz]ation)\b/i

/**
 * A permission limited to a later consent: "only with the Licensor's prior written consent", "with the other's prior
 * written consent", "subject to its approval".
 */
const ONLY_WITH_CONSENT =
  /^(?:[^.;,]{0,60}?|[^.;,]{0,60},\s*(?:but\s+)?)\b(?:only\s+(?:with|upon|on|after|once)|with|upon|subject\s+to)\s+(?:(?:the|its|his|her|their)\s+)?(?:[\w'’-]+\s+){0,3}?(?:(?:express|prior|written|separate)\s+){0,3}(?:consent|approval|permission|authori[sz]ation)\b/i

/**
 * A morality cue is a morality clause when affirmed ("may terminate if … brings the Brand into disrepute") and when
 * it is what a covenant forbids the talent ("shall not do anything that brings the Brand into disrepute"); denied
 * otherwise ("contains no morality clause", "nothing entitles the Brand to terminate because of …") it is none.
 */
/** The sentence binds the talent: its subject is the talent's role, a pronoun or a person's name. */
const TALENT_SUBJECT =
  /^\W*(?:[\d.()a-z]{1,5}\s+)?(?:(?:[Tt]he\s+)?(?:[Tt]alent|[Aa]rtist|[Aa]rtiste|[Mm]odel|[Pp]resenter|[Aa]mbassador|[Cc]reator|[Ii]nfluencer|[Pp]erformer|[Aa]thlete|[Hh]ost)|He|She|They|I|You|(?!The\b|This\b)[A-Z][a-z]+\s+[A-Z][a-z]+)\b[^.;]{0,20}\b(?:shall|will|must|agrees?)\b/

function conductCovenant(text: string, start: number, end: number): boolean {
  if (affirmed(text, start, end)) return true
  const before = text.slice(0, start)
  return (
    !/\bmoral(?:s|ity)\s+clause\b/i.test(text.slice(start, end)) &&
    /\b(?:shall|will|must|may)\s+not\b[^.;]{0,80}$|\bagrees?\s+not\s+to\b[^.;]{0,80}$|\b(?:shall|will|must)\s+(?:refrain|abstain)\b[^.;]{0,80}$/i.test(
      before
    ) &&
    !/\bnothing\b/i.test(before) &&
    // The talent's conduct, not a use of the work the licensee must avoid.
    TALENT_SUBJECT.test(before)
  )
}

/**
 * A carve-out from an exclusivity ("hair colour products are excluded from this exclusivity", "the exclusivity
 * does not cover salon services"): it limits the exclusivity's scope, it does not deny it.
 */
const carvedOutOfExclusivity = (text: string, start: number, end: number): boolean =>
  /\b(?:excluded|exempt(?:ed)?|carved\s+out|outside|released)\s+(?:from|of)\s+(?:this|the|that|such|any|said)\s+$|\bnot\s+(?:covered\s+by|subject\s+to|within)\s+(?:this|the|that|such|said)\s+$/i.test(
    text.slice(Math.max(0, start - 40), start)
  ) ||
  /^\s+(?:(?:restriction|obligation|undertaking|clause)\s+)?(?:does|do|shall|will)\s+not\s+(?:apply\s+to|cover|extend\s+to|include)\b/i.test(
    text.slice(end)
  )

/** A promise not to license the work to others: "shall not license the Music for use in advertising for any bank". */
const HOLDS_BACK_WORK =
  /\b(?:shall|will|must|may)\s+not\s+(?:\w+\s+)?(?:licen[cs]e|grant\s+(?:any\s+)?(?:licen[cs]es?|rights?)\s+(?:in|to|of))\s+(?:the\s+[A-Z][\w-]*|it|them)\b[^.;]{0,120}?\b(?:any|another|other|third)\b/i

/** Kinds inferred from a promise or a freedom: a question or an option of a form asks about a use, not about them. */
const ASKED_NOT_PROMISED: ReadonlyArray<ClauseKind> = ["non_compete", "morality", "approval_rights"]

const RULES: ReadonlyArray<Rule> = [
  {
    kind: "exclusivity",
    cue: /\b(?:non[- ]?)?(?:exclusiv(?:e|ely|ity)\b|excl\.(?!\s*(?:VAT|tax))|sole\s+(?=(?:and\s+exclusive\s+)?(?:right|licen[cs]e|licensee|use)\b))(?![\s|]+(?:of|jurisdiction|right of the courts))/i,
    certainty: 0.95,
    skip: ["governing_law", "confidentiality", "definitions"],
    // ("… from appointing non-exclusive partners outside the Category": the word describes others' deals.)
    unrelated: (text, start, end) =>
      carvedOutOfExclusivity(text, start, end) ||
      (/^non/i.test(text.slice(start, end)) && OTHERS_DEALS.test(text.slice(end))) ||
      THIRD_PARTY_STATUS.test(text.slice(Math.max(0, start - 160), start))
  },
  {
    kind: "exclusivity",
    cue: NOTHING_PREVENTS,
    certainty: 0.85,
    read: () => false,
    // (A freedom kept outside the category a restriction binds says that the restriction holds.)
    unrelated: (text, start) =>
      inProvisoOfRestriction(text, start) ||
      OTHER_CATEGORIES.test(text.slice(start)) ||
      OUTSIDE_CATEGORY.test(text.slice(start))
  },
  {
    kind: "exclusivity",
    cue: FREEDOM,
    certainty: 0.8,
    read: (text, start) => (isNegatedAt(text, start) ? null : false),
    // "The Rider is free to work with brands in all other categories": a freedom left outside the categories a
    // restriction binds says that the restriction holds; it denies no exclusivity.
    unrelated: (text, start) => OTHER_CATEGORIES.test(text.slice(start))
  },
  {
    kind: "non_compete",
    cue: NON_COMPETE,
    certainty: 0.85,
    read: (text, start, end) =>
      /^non-?compet/i.test(text.slice(start, end))
        ? affirmed(text, start, end)
        : isNegatedAt(text, start) && (COMPETITORS.test(text.slice(end)) || advertisingForGoods(text.slice(end)))
          ? true
          : null,
    // "will not use them to advertise any product of a third party": a limit on the use of the work (UseOfWork.ts).
    // "This does not restrict Licensor's broadcast partner or accredited press, who may use Clips … to promote the
    // ceremony": a restriction denied leaves others free; it binds no one.
    unrelated: (text, start) => purposeOfUse(text.slice(0, start)) || RESTRICTION_DENIED.test(text.slice(0, start))
  },
  {
    // A radius clause: "Artist shall not perform any public engagement within 150 miles of Boulder City … during the
    // 60 days before …": the performer's promise not to play near the show, a restraint on their own work.
    kind: "non_compete",
    cue: /\b(?:perform|play|appear|headline)\s+(?:at\s+|in\s+)?(?:any|an?)\s+(?:[\w-]+\s+){0,2}?(?:engagements?|shows?|concerts?|performances?|festivals?|gigs?|events?|dates?)\s+(?:[\w-]+\s+){0,3}?within\s+(?:a\s+)?(?:\d[\d,]*|[a-z]+(?:\s+\(\d[\d,]*\))?)\s*(?:-\s*)?(?:miles?|mi|km|kilomet(?:re|er)s?)\b/i,
    certainty: 0.85,
    read: (text, start) => (isNegatedAt(text, start) ? true : null),
    restraintOnly: true
  },
  {
    // Conduct that harms the other party's name: "if the Talent behaves in a way that damages the Brand's reputation".
    kind: "morality",
    cue: /\b(?:damag|harm|injur|tarnish|discredit|embarrass)\w*\s+(?:(?:the|its|his|her|their|[A-Z][\w&-]*['’]s?)\s+){0,3}(?:reputation|public\s+image|image|goodwill|good\s+name|standing)\b/i,
    certainty: 0.85,
    unrelated: (text) => !/\b(?:terminat\w*|end|cancel\w*|suspend\w*)\b/i.test(text)
  },
  {
    kind: "morality",
    read: conductCovenant,
    cue: /\bmoral(?:s|ity)\s+clause\b|\bmoral turpitude\b|\bdisrepute\b|\bconvicted\s+of\s+(?:a|an|any)\s+(?:[\w-]+\s+)?(?:felony|crime|offen[cs]e)\b|\bcontempt,?\s+(?:or|and)\s+(?:ridicule|scandal)\b|\bpublic scandal\b|\bcharged with (?:a|any) (?:crime|criminal offen[cs]e)\b|\bconduct (?:that|which) (?:reflects|would reflect|may reflect) (?:unfavou?rably|badly|poorly|negatively)\b|\boffen\w* (?:public )?(?:morals|decency)\b|\bbrings? (?:\w+ ){0,3}into (?:public )?(?:disrepute|contempt|ridicule)/i,
    certainty: 0.9
  },
  {
    // Misconduct named that lets the other party suspend or end the deal: "If Streamer engages in hate speech,
    // harassment or illegal conduct, … Vantage may suspend the sponsorship and all payments".
    kind: "morality",
    cue: /\b(?:hate\s+speech|harass(?:ment|ing)|(?:illegal|unlawful|criminal)\s+(?:conduct|activit(?:y|ies)|acts?|behaviou?r)|(?:racist|discriminatory|abusive)\s+(?:remarks?|conduct|behaviou?r|comments?)|(?:anti-)?doping\s+(?:rule\s+)?(?:violation|offen[cs]e))\b/i,
    certainty: 0.85,
    unrelated: (text) =>
      !/\b(?:terminat\w*|cancel\w*|suspend\w*|end\s+(?:this|the)\s+(?:agreement|contract|sponsorship|deal|partnership))\b/i.test(
        text
      )
  },
  {
    kind: "automatic_renewal",
    // Also a renewal that happens unless a party objects: "shall thereafter be renewed from term to term … unless
    // either party gives written notice to the contrary", "It is extended by a further twelve months each time unless
    // either party gives notice".
    cue: /\b(?:automatic(?:ally)?\s+(?:\w+\s+)?renew\w*|renew\w*\s+automatically|auto-renew\w*|tacit(?:ly)? renew\w*)|\b(?:be|is|are)\s+(?:renewed|extended)\b[^.;]{0,100}?\bunless\s+(?:either|one|a|the\s+other)\s+(?:party|parties)\s+(?:gives|serves|has\s+given|shall\s+have\s+given|notifies)\b/i,
    certainty: 0.95
  },
  {
    // "may keep copies in its internal archives in perpetuity but shall make no further public use of them": the
    // use ends with the term; only the copies stay. Perpetuity of a use is perpetuity.
    kind: "perpetuity",
    cue: /\bin perpetuity\b/i,
    certainty: 0.9,
    read: (text) => (ARCHIVE_ONLY.test(text) ? false : null),
    unrelated: (text) => OWN_TITLE.test(text) || SURVIVES.test(text)
  },
  {
    kind: "perpetuity",
    cue: /\bin perpetuity\b|\bforever\b|\bwithout (?:any )?time limit\b|\bno time limit\b|\bunlimited (?:in|as to) time\b|\bfor an unlimited (?:period|time|duration)\b|\b(?:non-)?perpetual(?:ly)?\b|\bwithout (?:any )?limit(?:ation)? (?:of|in|as to) time\b|\bfor the (?:full )?(?:period|duration) of copyright\b/i,
    certainty: 0.95
  },
  {
    kind: "buyout",
    cue: new RegExp(
      String.raw`${BUYOUT}|\b(?:buys?|buying|bought)\s+out\b|\bcover(?:s|ing)? all (?:uses|usage|exploitation)\b|\bin full and final (?:settlement|payment) for all\b`,
      "i"
    ),
    certainty: 0.9
  },
  {
    // "No further fees, royalties or residuals shall be payable": a buyout said as the absence of further pay.
    kind: "buyout",
    // Also at the end of a list of what is not paid ("no royalty, profit share or further fee is due").
    cue: /\bno\s+(?:[\w ,-]{0,60}?\b(?:or|and|nor)\s+)?(?:any\s+)?(?:further|additional|repeat)\s+(?:fees?|payments?|sums?)\b(?=[^.;]{0,60}\b(?:(?:shall|will)\s+be|is|are)\s+(?:due|payable)\b)/i,
    certainty: 0.85,
    read: (text, start) => (readingAt(text, start, start, "", false).conditional ? null : true),
    // "No additional fee is payable for the rights in this Rider", "… includes the Artist's consent to the Recording
    // Rights in clause 5 and no further sum is payable for them": named rights come with a fee already paid; no pay
    // for further use is given up.
    unrelated: (text, start) =>
      /^[^.;]*?\b(?:payable|due)\s+for\s+(?:them|it|these|those|(?:the|such)\s+(?:[\w-]+\s+){0,2}?(?:rights?|uses?|licen[cs]es?)\s+(?:(?:granted\s+)?(?:in|under|by)\s+)(?:this\s+(?:rider|addendum|schedule|appendix|annex|exhibit|amendment)|(?:clause|section|paragraph)\s+\d))\b/i.test(
        text.slice(start)
      )
  },
  {
    // The grantee's licences to others in other words: "The Assignee may freely assign the copyright … and may grant
    // licences of it to any third party". (Only the grantee's: a licensor that "may license the images to third
    // parties" keeps a right of its own.)
    kind: "sublicensing",
    // (Or a grant of "the right to reproduce the Images and to license them to newspapers".)
    cue: /\b(?:licensee|assignee|grantee)\s+(?:may|(?:is|shall\s+be)\s+(?:entitled|free)\s+to)\s+(?:[^.;]{0,80}?\band\s+(?:may\s+)?)?(?:freely\s+)?(?:grant\s+(?:\w+\s+)?licen[cs]es|license)\b(?=[^.;]{0,60}?\bthird\s+part)|\bgrants?\s+[^.;]{0,40}?\bthe\s+right\s+to\s+[^.;]{0,60}?\band\s+to\s+(?:sub-?)?licen[cs]e\s+(?:them|it|the\s+\w+)\s+to\b/i,
    certainty: 0.85
  },
  {
    // Others the grantee lets use the work: "Party A may authorise its affiliated companies and overseas distributors
    // to use the Film within the scope of Articles 4 and 5".
    kind: "sublicensing",
    cue: /\bmay\s+(?:also\s+)?(?:authori[sz]e|permit|allow)\s+(?:its|their|any\s+of\s+its)\s+(?:[\w-]+\s+){0,2}?(?:affiliates?|affiliated\s+compan(?:y|ies)|group\s+compan(?:y|ies)|distributors?|sub-?distributors?|licensees?)\b(?:\s+(?:and|or)\s+(?:[\w-]+\s+){0,2}?(?:affiliates?|distributors?|licensees?|partners?|agencies))?\s+to\s+(?:use|exploit|exercise|distribute|broadcast)\b/i,
    certainty: 0.85
  },
  {
    // A photo agency's syndication licenses the work on: "The Agency may syndicate the Images to editorial
    // publications" ("shall not syndicate" denies it). (Not "the Publisher's standard syndication terms": a thing's
    // name, no act.)
    kind: "sublicensing",
    cue: /\bsyndicat(?:e|es|ed|ing|ion)\b(?!\s+(?:terms|agreements?|rates?|fees?|polic(?:y|ies)|department|desk|partners?)\b)(?=[^.;]{0,80}\b(?:to|through|via)\b)/i,
    certainty: 0.85
  },
  {
    kind: "sublicensing",
    cue: /\bsub-?licen[cs]\w*/i,
    certainty: 0.95,
    // "A franchisee may not sub-license or alter the materials": a limit on any one of those licensed on to, not on
    // the licensee's right to license on ("The Distributor may sub-license …" is the licensee's own).
    unrelated: (text, start) =>
      /^\W*(?:[\d.()a-z]{1,5}\s+)?(?:[Aa]n?|[Ee]ach|[Aa]ny|[Nn]o)\s+(?:franchisees?|sub-?licensees?|stockists?|resellers?|dealers?|co-?ops?|members?)\b[^.;]{0,30}$/.test(
        text.slice(0, start)
      )
  },
  {
    kind: "assignment",
    // A transfer of the agreement or the rights is an assignment by another word; the agreement goes by the name of
    // its kind of document ("may assign this release", "this deed", "this consent").
    cue: /\b(?:assign(?:s|ed|able)?|transfer(?:s|red|able)?)\b(?=[^.;]{0,80}\b(?:this (?:agreement|licen[cs]e|letter|release|consent|authori[sz]ation|deed|contract|memo(?:randum)?|confirmation|permission|waiver)|(?:its|the|these|such|those) rights|any (?:third part|company|affiliate|successor)|to any|to (?:(?:its|the|a|an)\s+)?(?:parent|affiliates?|group|successors?|purchaser|subsidiar\w*|related\s+(?:compan\w*|bod(?:y|ies)\s+corporate|entit\w*))|freely))|\bfreely (?:assignable|transferable)\b/i,
    certainty: 0.9,
    skip: ["definitions"]
  },
  {
    kind: "approval_rights",
    cue: /\bprior (?:written )?(?:approval|consent)\b|\bright (?:of|to) approv\w*|\bfor (?:\w+\s+){0,2}approval\b|\bsubject to (?:the )?\w+['’]s? approval\b/i,
    certainty: 0.85
  },
  {
    kind: "moral_rights_waiver",
    // (The rights a US artist has under the Visual Artists Rights Act are the artist's moral rights.)
    cue: /\bwaive\w*\b[^.;]{0,90}?\b(?:moral rights|rights under the Visual Artists Rights Act)\b|\bmoral rights\b[^.;]{0,40}\bwaived\b/i,
    certainty: 0.95
  },
  {
    // Australian drafting: a consent to acts that would otherwise infringe them ("consents to the Customer doing acts
    // that would otherwise infringe the Supplier's moral rights", "consents, for the purposes of Part IX of the
    // Copyright Act 1968 (Cth), to … any act or omission that would otherwise infringe") waives them in effect.
    kind: "moral_rights_waiver",
    cue: /\bconsents?\b(?=[^.;]{0,200}?\b(?:acts?|omissions?)\b[^.;]{0,60}?\binfring\w*[^.;]{0,40}?\bmoral rights\b)/i,
    certainty: 0.9
  },
  {
    // A promise not to assert them is a waiver in other words ("agrees not to assert her moral rights"): the promise
    // itself decides ("does not agree not to assert" denies it).
    kind: "moral_rights_waiver",
    cue: /\b(?:agrees?|undertakes?|covenants?)\s+not\s+to\s+assert\b(?=[^.;]{0,60}\bmoral rights\b)|\bmoral rights\b[^.;]{0,60}\b(?:agrees?|undertakes?|covenants?)\s+not\s+to\s+assert\b/i,
    certainty: 0.9,
    read: (text, start, end) => {
      const verb = /\b(?:agrees?|undertakes?|covenants?)\b/i.exec(text.slice(start, end))
      const at = start + (verb?.index ?? 0)
      return polarityAt(text, at, at + (verb?.[0].length ?? 0)) === "affirmed"
    }
  }
]

/**
 * Words that deny a row's topic by themselves: `Exclusivity: None`, `sublicensing / assignment: none w/o approval`,
 * a deal sheet's shorthand `Excl: n/e` (non-exclusive), and a clause an amendment took out (`Exclusivity | Deleted`,
 * `7 Exclusivity: repealed`).
 */
const BARE_DENIAL =
  /^\s*(?:none|no|nil|n\/a|n\/e|non-?excl\w*\.?|not applicable|not permitted|not allowed|not granted|not (?:booked|included|required|taken|purchased|requested|selected|used)|excluded|deleted|repealed|revoked|omitted|removed|[☐□✗✘])(?:\W|$)/i

/** Words that affirm a row's topic by themselves: `Exclusive: Yes`, `Sub-licensing permitted: ☒`. */
const BARE_AFFIRM = /^\s*(?:yes|y|permitted|allowed|granted|included|applies|[☒☑✓✔■])(?:\W|$)/i

/** What an exclusivity row's value may name: a category, a sector, competitors, a period. */
const EXCLUSIVITY_SCOPE =
  /\b(?:categor\w*|sectors?|industr\w*|competi\w*|rivals?|products?|brands?|goods|services|field|market|for the (?:term|usage|licen[cs]e|campaign)|during the)\b/i

/** The kinds a label names (`Exclusivity`, `category excl.`, `Sub-licensing and assignment`). */
const LABEL_KINDS: ReadonlyArray<readonly [ClauseKind, RegExp]> = [
  ["exclusivity", /\bexcl(?:usiv\w*|\.|$)/i],
  ["sublicensing", /\bsub-?licen[cs]\w*/i],
  ["assignment", /\bassign\w*/i],
  ["automatic_renewal", /\b(?:auto-?)?renewal\b|\bauto-?renew\w*/i],
  ["morality", /\bmorals?\s+clause\b|\bmorality\b/i],
  ["perpetuity", /\bperpetu/i],
  ["buyout", new RegExp(BUYOUT, "i")],
  ["moral_rights_waiver", /\bmoral\s+rights\b/i]
]

/**
 * Whether the sentence before is a title that names the topic, where the layout did not make it a heading
 * ("FIFTH.- Exclusivity." over the clause's first sentence).
 */
const titledBefore = (doc: ContractDocument, s: Sentence, topic: RegExp): boolean => {
  const before = doc.sentences.filter((x) => x.end <= s.start).pop()
  if (before === undefined || before.clause !== s.clause) return false
  const words = doc.text.slice(before.start, before.end)
  return words.length < 60 && topic.test(words) && isTitle(words)
}

/** Verbs a promise "not to …" makes of the use of the work or the deal, not of working for others. */
const NOT_A_PROMISE = String.raw`(?!(?:be|have|need|licen[cs]e|sub-?licen[cs]e|grant|run|sell|permit|allow|authori[sz]e|use|make|carry|offer|place|accept|book|apply|extend|assign|transfer|disclose)\b)`
/**
 * A promise not to act ("shall not voice …", "agrees not to appear …", "won't post …", "no endorsements", "will appear
 * on no other …"): under an exclusivity heading, a promise against competitors when it names them.
 */
const PROMISE_NOT_TO = new RegExp(
  String.raw`\b(?:(?:shall|will|must|may)\s+not|(?:undertakes?|agrees?|commits?|promises?|covenants?)\s+not\s+to)\s+${NOT_A_PROMISE}[a-z]+\b|\b(?:won['\u2019]t|cannot|can['\u2019]t)\s+${NOT_A_PROMISE}[a-z]+\b|\b(?:shall|will|must|may)\s+not\s+(?:make|produce|publish)\s+(?:any\s+)?(?:sponsored|paid|branded|promotional|advertising)\b|\bno\s+(?:endorsements?|sponsorships?|ambassadorships?|appearances?)\b|\b(?:will|shall|may)\s+(?:appear|feature)\s+(?:on|in|for|with)\s+no\b`,
  "i"
)

const classifySentence = (doc: ContractDocument, s: Sentence): ReadonlyArray<ClassifiedClause> => {
  const text = doc.text.slice(s.start, s.end)
  const found: Array<ClassifiedClause> = []
  const underExclusivity =
    s.topic === "exclusivity" ||
    s.clause.topic === "exclusivity" ||
    (s.label !== null && /\bexcl/i.test(s.label)) ||
    (s.clause.heading !== null && /\bexclusiv|\bcompet/i.test(s.clause.heading)) ||
    titledBefore(doc, s, /\bexclusiv|\bcompet/i)
  const seen = new Set<ClauseKind>()
  for (const rule of RULES) {
    if (rule.skip?.includes(s.topic)) continue
    if (seen.has(rule.kind) && rule.kind !== "exclusivity") continue
    const first = rule.cue.exec(text)
    if (first === null) continue
    // "3 | Exclusivity: the licence is non-exclusive": the cue as a cell's own label names the topic; the cue in the
    // value after it says what holds.
    const after = first.index + first[0].length
    const cell = /^\s*:/.test(text.slice(after)) ? text.slice(after).split(/\s\|\s|;\s/)[0] : undefined
    const value = cell === undefined ? null : rule.cue.exec(cell)
    const cue = value === null ? first[0] : value[0]
    const start = value === null ? first.index : after + value.index
    const end = start + cue.length
    // A title alone ("3. Sub-licensing.", "2. Perpetual Use") names the topic of the clause below it; the body says
    // what holds. A recital tells the background: perpetuity there is not the term of the licence.
    const title = s.label === null && !SAYS.test(text.slice(0, start) + text.slice(end)) && isTitle(text)
    const recital =
      rule.kind === "perpetuity" &&
      (RECITAL_SENTENCE.test(text) || (s.clause.heading !== null && RECITAL_HEADING.test(s.clause.heading)))
    if (title || recital || rule.unrelated?.(text, start, end) === true) {
      seen.add(rule.kind)
      continue
    }
    const reading = readingAt(text, start, end)
    if (reading.conditional && rule.kind !== "automatic_renewal" && rule.kind !== "morality") continue
    // "May they appear on billboards or other outdoor advertising? | No": a question about a use is no freedom or
    // promise of the talent's; its answer speaks of the use.
    const asked = answerAt(text, start)?.form
    if (
      (asked === "question" || asked === "boxes" || asked === "row") &&
      (ASKED_NOT_PROMISED.includes(rule.kind) || rule.read !== undefined)
    )
      continue
    // "may not sub-license …, except to its affiliated dealers": permitted, within limits.
    // "may not sub-license …, save with the Licensor's prior written consent": still a prohibition until consent.
    // "Neither party may assign … without the other's consent, except that Licensee may assign it to a purchaser …":
    // a right kept without any consent.
    const keptRight =
      /^[^.;]*?\b(?:except|save|provided)\s+that\s+(?:the\s+)?[\w-]+\s+may\s+(?:freely\s+)?(?:assign|transfer|sub-?licen[cs]e)\b/i.test(
        text.slice(end)
      )
    const consentOnly =
      (rule.kind === "sublicensing" || rule.kind === "assignment") &&
      isNegatedAt(text, start) &&
      !keptRight &&
      (CONSENT_EXCEPTION.test(text.slice(end)) || CARVE_OUT_WITH_CONSENT.test(text.slice(end)))
    const carvedOut =
      !consentOnly &&
      (rule.kind === "sublicensing" || rule.kind === "assignment") &&
      isNegatedAt(text, start) &&
      (keptRight ||
        /^[^.;]*?\b(?:except|other than|save|unless)\s+(?:to|in favour of|in favor of|with)\b/i.test(text.slice(end)))
    // "… other than to its printers for the sole purpose of producing the report", "except to its media agency
    // solely to place the ads": a carve-out for those who work for the party is no right to license on.
    const onBehalf =
      carvedOut &&
      /^[^.;]*?\b(?:except|other than|save|unless)\b[^.;]*?(?:\b(?:sole|solely|only|exclusively)\b[^.;]{0,40}\b(?:purpose|to|for|on)\b|\bon\s+(?:its|their|his|her|the\s+[\w-]+['’]s?)\s+behalf\b|\b(?:printers?|contractors?|service providers?|agents?|processors?)\s+(?:acting\s+)?(?:for|on)\b)/i.test(
        text.slice(end)
      )
    // In an exclusivity clause, a promise not to appear or endorse is a non-compete whatever it names.
    // The title of a cited clause ("Section 9 of the MSA (Perpetual Licence) does not apply") names it; what the
    // sentence says of the clause decides, and a clause only cited is left for a person to read.
    const cited = CITED_TITLE.test(text.slice(0, start)) && /^[^()]*\)/.test(text.slice(end))
    const disapplied = cited && DISAPPLIED.test(text.slice(end).replace(/^[^()]*\)/, ""))
    // A clause named by its kind and switched off right after its name ("Morals clause deleted as asked", "The
    // exclusivity clause shall not apply."): what it would state is denied.
    const namedOff = !cited && offAfterName(text.slice(end))
    // "moral rights are not waived": a cue that spans its own negation is denied by it.
    const selfDenied =
      (rule.read === undefined && /\b(?:not|never)\b|n['’]t\b/i.test(cue)) ||
      // "non-transferable and non-sublicensable", "non-assignable": a negative prefix joined to the cue.
      /\bnon[- ]$/i.test(text.slice(Math.max(0, start - 4), start))
    // "may grant sub-licences only with the Licensor's prior written consent": a permission that waits for a consent
    // is a prohibition until it is given, as "may not … save with consent" is.
    const onlyWithConsent =
      (rule.kind === "sublicensing" || rule.kind === "assignment") &&
      !isNegatedAt(text, start) &&
      ONLY_WITH_CONSENT.test(text.slice(end))
    const stated = cited
      ? !disapplied
      : namedOff
        ? false
        : selfDenied
          ? false
          : consentOnly || onBehalf || onlyWithConsent
            ? false
            : carvedOut
              ? true
              : rule.kind === "non_compete" &&
                  underExclusivity &&
                  isNegatedAt(text, start) &&
                  !/^non-?compet/i.test(cue)
                ? true
                : (rule.read ?? affirmed)(text, start, end)
    if (stated === null) continue
    // A denied morality or buyout cue ("this is not a buyout") is simply no such clause.
    if (!stated && !namedOff && (rule.kind === "morality" || rule.kind === "approval_rights")) continue
    if (rule.kind === "exclusivity" && seen.has("exclusivity")) continue
    seen.add(rule.kind)
    found.push({
      kind: rule.kind,
      stated,
      cue: cite(doc, s.start + start, s.start + end, rule.certainty),
      sentence: cite(doc, s.start, s.end, rule.certainty),
      explicit: rule.kind === "exclusivity" && rule.read === undefined,
      underExclusivity,
      ...(namedOff ? { switchedOff: true } : {}),
      ...(rule.restraintOnly === true ? { restraintOnly: true } : {}),
      certain:
        disapplied ||
        namedOff ||
        consentOnly ||
        onlyWithConsent ||
        ((reading.certain || rule.read !== undefined) && !carvedOut && !cited)
    })
  }
  // A row whose box is left empty ("☐ | I waive my moral rights"): the option it offers is not taken. A denial
  // offered in an empty box ("☐ I do not consent to …") says nothing either way.
  // (A box before the cue was already read with it: Answers.ts.)
  if (UNTICKED.test(text)) {
    for (const [i, f] of found.entries()) {
      if (answerAt(text, f.cue.start - s.start)?.form === "box") continue
      found[i] = f.stated ? { ...f, stated: false, certain: true } : { ...f, certain: false }
    }
  }
  // A cell under a column that rules out what it names ("Cleared for: TV; Not cleared for: Sub-licensing to
  // third-party platforms"): the promise it names is denied.
  for (const [i, f] of found.entries()) {
    const label = cellLabelAt(text, f.cue.start - s.start, s.label)
    if (label !== null && DENYING_LABEL.test(label) && f.kind !== "exclusivity")
      found[i] = { ...f, stated: false, certain: true }
  }
  // A row of a table with a header ("Permission: Sub-licensing to third parties; Granted?: No; Notes: …"): the
  // cell that answers yes or no decides what the cells before it name, whatever its own words would say.
  const verdict = rowVerdict(text)
  if (verdict !== null) {
    for (const [i, f] of found.entries()) {
      const at = f.cue.start - s.start
      if (at < verdict.at) found[i] = { ...f, stated: verdict.yes, certain: true }
      else if (at >= verdict.end) found[i] = { ...f, certain: false }
    }
    for (const [kind, re] of LABEL_KINDS) {
      const m = re.exec(text.slice(0, verdict.at))
      if (m === null || found.some((f) => f.kind === kind)) continue
      if (kind === "moral_rights_waiver" && !/\bwaive/i.test(text.slice(0, verdict.at))) continue
      found.push({
        kind,
        stated: verdict.yes,
        cue: cite(doc, s.start + m.index, s.start + m.index + m[0].length, 0.85),
        sentence: cite(doc, s.start, s.end, 0.85),
        explicit: kind === "exclusivity",
        underExclusivity,
        certain: true
      })
    }
  }
  // In an exclusivity clause, any promise not to act for others ("will not create sponsored content for any other
  // skincare brand", "shall not voice commercials for any other bank", a deal sheet's "no endorsements for competing
  // grocers") binds the talent against them: a non-compete.
  // "Clause 6 (Exclusivity) shall not apply …", "will not extend to …": words on a clause's reach promise no act.
  if (underExclusivity && !found.some((f) => f.kind === "non_compete")) {
    const promise = PROMISE_NOT_TO.exec(text)
    if (promise !== null && COMPETITORS.test(text.slice(promise.index + promise[0].length))) {
      const reading = readingAt(text, promise.index + promise[0].length, promise.index + promise[0].length)
      if (!reading.conditional && isNegatedAt(text, promise.index + promise[0].length)) {
        found.push({
          kind: "non_compete",
          stated: true,
          cue: cite(doc, s.start + promise.index, s.start + promise.index + promise[0].length, 0.8),
          sentence: cite(doc, s.start, s.end, 0.8),
          explicit: false,
          underExclusivity,
          certain: true
        })
      }
    }
  }
  // In an exclusivity clause, the owner's promise not to license the work to others ("Publisher shall not license the
  // Music for use in advertising for any bank", "the Studio shall not license the Images … to any other restaurant"):
  // the licence is exclusive in that field.
  if (underExclusivity && !found.some((f) => f.kind === "exclusivity")) {
    const holdback = HOLDS_BACK_WORK.exec(text)
    if (holdback !== null && !readingAt(text, holdback.index, holdback.index).conditional) {
      found.push({
        kind: "exclusivity",
        stated: true,
        cue: cite(doc, s.start + holdback.index, s.start + holdback.index + holdback[0].length, 0.8),
        sentence: cite(doc, s.start, s.end, 0.8),
        explicit: false,
        underExclusivity,
        certain: true
      })
    }
  }
  // A row or run-in heading that names a kind, and a value that says nothing of it: the value decides.
  if (s.label !== null) {
    for (const [kind, re] of LABEL_KINDS) {
      const named = re.exec(s.label)
      if (named === null || found.some((f) => f.kind === kind)) continue
      // "Not exclusive: the Artist may license the Artwork to anyone else", "No sub-licensing: …": a label that
      // negates the kind it names denies it, whatever the value goes on to say.
      const labelDenies = isNegatedAt(s.label, named.index) || /\bnon[- ]?$/i.test(s.label.slice(0, named.index))
      const denied = labelDenies || BARE_DENIAL.test(text)
      const affirmed = BARE_AFFIRM.test(text)
      // A row such as `category excl.: automotive` states the exclusivity; a heading such as "Exclusivity."
      // over a sentence that does not speak of it states nothing.
      // "Buyout fee: EUR 6,000": the sum is the buyout.
      const sum = kind === "buyout" && /^\s*(?:US\s?\$|[$€£¥₹]|(?:USD|EUR|GBP|CHF)\b)/.test(text)
      // A row (a label with a colon, not a run-in heading) "Exclusivity: sports drinks category, for the term"
      // states an exclusivity in what it names; a value the rules cannot read leaves it open.
      const row = /:\s*$/.test(doc.text.slice(Math.max(0, s.start - 4), s.start))
      const scoped = kind === "exclusivity" && row && !denied && !affirmed && EXCLUSIVITY_SCOPE.test(text)
      const abbreviated = kind === "exclusivity" && /\bexcl(?:\.|$)/i.test(s.label)
      const unread =
        kind === "exclusivity" && row && !denied && !affirmed && !scoped && !abbreviated && text.trim().length > 0
      if (!denied && !affirmed && !sum && !scoped && !unread && !abbreviated) continue
      // "Moral rights: waived" is a waiver; "Moral rights: asserted" or a bare "Yes" says nothing clear.
      if (kind === "moral_rights_waiver" && !/\bwaive/i.test(text)) continue
      found.push({
        kind,
        stated: !denied,
        cue: cite(doc, s.start, s.end, 0.85),
        sentence: cite(doc, s.start, s.end, 0.85),
        explicit: kind === "exclusivity",
        underExclusivity,
        certain: !unread
      })
    }
  }
  return found
}

/** Every classified sentence of the document, in document order (headings, superseded words and amendment
 * instructions say nothing). */
export const classify = (doc: ContractDocument): ReadonlyArray<ClassifiedClause> => {
  const off = switchedOff(doc)
  const restated = restatedOff(doc)
  const found = doc.sentences
    // A heading written as a sentence ("It's exclusive") states what holds (StatingHeading.ts).
    .filter((s) => (!s.heading || statingHeading(doc.text.slice(s.start, s.end))) && s.status === undefined)
    .flatMap((s) => {
      const found = classifySentence(doc, s)
      // A clause another sentence switches off ("Section 4 … does not apply to this voucher") promises nothing:
      // what it states is denied, and what it denies is left unsaid. So does the part of a sentence that restates
      // such a clause ("In terms of clause 6 the Chef undertook …" beside "Clause 6 is deleted").
      const inRestated = (f: ClassifiedClause) => restated.some((r) => f.cue.start >= r.start && f.cue.start < r.end)
      return found.flatMap((f) =>
        !off.has(s) && !inRestated(f) ? [f] : f.stated ? [{ ...f, stated: false, certain: true }] : []
      )
    })
  // A clause switched off by its name ("Morals clause deleted as asked") is off wherever the document states it.
  const offByName = new Set(found.filter((f) => f.switchedOff === true).map((f) => f.kind))
  return found.flatMap((f) => (offByName.has(f.kind) && f.stated ? [] : [f]))
}

/** The first clause of a kind the contract states (not denies). */
export const stated = (clauses: ReadonlyArray<ClassifiedClause>, kind: ClauseKind): ClassifiedClause | null =>
  clauses.find((c) => c.kind === kind && c.stated) ?? null
