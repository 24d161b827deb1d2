// Independent author "h30h" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch
// for the file convention, the checker check-batch.ts and the names of the files in unseen/ and independent/), and
// committed before the reader was run on it. Three styles:
// - ghost-tour and heritage-walk guide image licences: a photographer's licence to a ghost-walk company whose tour is
//   called "The Outdoor Lantern Walk" and whose sub-licensing heading sits over a prohibition; a letter ("Dear Ms
//   Okafor") from a heritage-walk CIC to its costumed guide, the term counted from a Launch Date given later, the last
//   signature a few days after the letter, a morality clause; a US trolley ghost-tour licence (scan) with a
//   photographer named only in the signature block, an exclusivity limited to rival tour operators with an editorial
//   carve-out, a deposit credited against the fee and a tour called "Cinema Ghosts".
// - hot-air balloon and skydiving operator customer releases: a balloon passenger's release with a photo consent (no
//   fee, a rebooking charge, the use period counted from the flight date); a UK tandem-skydive film release whose
//   Rider replaces the media clause and prevails, a voucher reseller "Outdoor Thrills Ltd" that is not a party,
//   expenses and overtime; a US waiver and media consent (perpetual, irrevocable, all media, sub-licensable and
//   assignable, US date format); a balloon proposal-flight consent (scan) with two customers and every date only in a
//   schedule table, a brochure called "Outdoor Romance", and a promise not to license the photographs on.
// - crossword and puzzle-setter byline and photo licences: a national paper's setter agreement (pseudonym byline and
//   headshot) with a per-puzzle fee and an annual byline fee, an exclusivity in UK dailies carved out for one weekly,
//   a restriction on setting for rival dailies and automatic renewal; a US constructor licence from "Billboard Lane
//   Press, Inc." with an "Assignment" heading over a no-assignment clause, a per-puzzle fee beside its total and a kill
//   fee, the term counted from a Launch Date defined in a later section; a magazine's letter to a setter whose
//   addendum replaces the territory paragraph and prevails, a "Cinema Corner" quiz, and moral rights kept.
//
// Answer rules decided by this author: the parties are those bound by the document (a photographer or guide, the tour
// or operator company, each named customer, the setter and the publisher); a voucher reseller said not to be a party
// is not one; a letter binds its addressee once countersigned. The signing date is the date of the last signature (or
// the single date the document is dated and signed); where only a schedule gives the dates, they are read there. The
// start is the stated start (or the flight date, or "effective on the date I sign"); "N months/years from X" ends the
// day before the anniversary of X; an initial term that renews automatically ends at the end of the initial term.
// Fees are the sums paid for the rights or services, one entry per sum (a per-puzzle rate is a fee; the total of
// those rates is not a second fee); VAT, a deposit credited against the fee, capped expenses, overtime owed only if
// incurred, a rebooking charge and a kill fee are not fees; no fee means no_fee_stated. Channels: websites and apps'
// web pages are web; Instagram, Facebook, TikTok and YouTube channels are social; television is broadcast; leaflets,
// brochures, newspapers and magazines are print; posters at meeting points are out_of_home; a name containing a
// channel word ("Outdoor", "Cinema", "Billboard") is not a channel. "All media now known or hereafter devised" is all
// seven channels with unlimited_media. A rider that replaces a clause and says it prevails gives the answer. Exclusive
// is true where the grant is said to be exclusive, even with carve-outs or limited to a class of rivals; false where
// it is said to be non-exclusive or "not exclusive"; null where the text is silent. Flags: perpetual_term for
// "perpetual" or "in perpetuity" (then no end date and no no_end_date flag); irrevocable_grant for "irrevocable";
// sublicensable and assignable where the grantee may sub-license or assign, denied where the text forbids it;
// non_compete for a promise not to work for rivals; automatic_renewal for a term that renews unless notice is given;
// morality_clause for a right to stop use or end the deal for the other side's conduct; moral_rights_waiver for a
// waiver of moral rights, denied where they are expressly kept.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30h-ghost-walk-image-licences",
  "h30h-balloon-skydive-releases",
  "h30h-puzzle-setter-bylines"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30h-01-lantern-walk-photo-licence",
    style: "h30h-ghost-walk-image-licences",
    format: "docx",
    source: `
# PHOTOGRAPHIC IMAGE LICENCE
This Licence is made on 16 February 2026
## Parties
(1) TOBIAS WRENFIELD, a freelance photographer of 14 Minster Yard Mews, York YO1 7HH (the "Photographer"); and
(2) LANTERN LANE GHOST WALKS LIMITED, a company registered in England and Wales under number 11839204, whose registered office is at 3 Stonegate Court, York YO1 8AS (the "Licensee").
## Background
The Photographer photographed the Licensee's evening tour, marketed as "The Outdoor Lantern Walk", on 29 and 30 January 2026. The Licensee wishes to use a selection of those photographs to promote its tours.
## 1. Definitions
1> "Images" means the 24 photographs listed in the Schedule.
1> "Term" means the period of two (2) years starting on 1 March 2026.
## 2. Grant
2> The Photographer grants to the Licensee a non-exclusive licence, for the Term and within the United Kingdom, to reproduce the Images on the Licensee's website, on its Instagram and Facebook accounts, and in its printed tour leaflets and printed maps.
2> No other use of the Images is licensed. In particular the Images may not be used on posters, billboards or any other outdoor advertising, or on television.
2> The Photographer remains free to license the Images to any other person.
## 3. Sub-licensing
3> The Licensee shall not sub-license, lend or transfer any right in the Images to any other person, including its ticketing agents and the tourist board.
## 4. Fee
4> The Licensee shall pay the Photographer a licence fee of £850, plus VAT at the prevailing rate (currently £170), within 30 days of the date of this Licence.
## 5. Credit
5> Every use of an Image shall carry the credit "Photo: Tobias Wrenfield".
## 6. Law
6> This Licence is governed by the law of England and Wales.
## Schedule - the Images
| Ref | Description |
| LL-01 to LL-12 | Guide in Victorian costume at the Shambles, lantern lit |
| LL-13 to LL-24 | Tour group at Holy Trinity churchyard, night |
Signed by Tobias Wrenfield
Signed for and on behalf of Lantern Lane Ghost Walks Limited by Imogen Stray, Director
`,
    expected: {
      parties: ["Tobias Wrenfield", "Lantern Lane Ghost Walks Limited"],
      signed: "2026-02-16",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 850"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30h-02-heritage-guide-costume-letter",
    style: "h30h-ghost-walk-image-licences",
    format: "pdf",
    source: `
# Old Town Heritage Walks CIC
12 Candlemaker Row, Edinburgh EH1 2QE
10 March 2026
Ms Adaeze Okafor
Flat 3, 27 Marchmont Crescent
Edinburgh EH9 1HQ
Dear Ms Okafor,
## Use of your photographs and likeness: "Closes and Wynds" heritage walk
Thank you for agreeing to be photographed in costume as "Mistress Grizel", the guide character of our new Closes and Wynds heritage walk. This letter sets out the terms on which we may use those photographs. Once you sign and return a copy, it will be a binding agreement between you and Old Town Heritage Walks CIC.
1. You allow us to use the photographs taken of you on 2 March 2026, together with your name, to promote the walk: on our website, on our Instagram and TikTok accounts, and on the A2 posters displayed at the walk's meeting points on the Royal Mile and the Grassmarket.
2. You allow this use in the United Kingdom and in Ireland, for twelve (12) months from the Launch Date.
3. We will pay you a fee of £400 within 14 days of the Launch Date. We will also reimburse your costume cleaning costs, up to £40, against receipts.
4. If you are charged with or convicted of a criminal offence, or act in a way that in our reasonable opinion brings the walk into disrepute, we may stop using the photographs at once by written notice to you.
5. The "Launch Date" is the date of the first public walk, which is fixed for 4 April 2026.
6. This letter is governed by Scots law.
Yours sincerely,
Fiona Drummond
Director, for Old Town Heritage Walks CIC
I agree to the terms of this letter.
Signed: Adaeze Okafor
Date: 14 March 2026
`,
    expected: {
      parties: ["Old Town Heritage Walks CIC", "Adaeze Okafor"],
      signed: "2026-03-14",
      start: "2026-04-04",
      end: "2027-04-03",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "out_of_home"],
      exclusive: null,
      fees: ["GBP 400"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "h30h-03-savannah-trolley-ghost-images",
    style: "h30h-ghost-walk-image-licences",
    format: "scan",
    source: `
# IMAGE LICENSE AGREEMENT
This Image License Agreement is dated May 12, 2026 and is between Savannah Spirits Trolley Co., a Georgia corporation ("Company"), and the photographer who signs below ("Photographer").
1> Images. Photographer has taken 40 night photographs of Company's "Cinema Ghosts of Broughton Street" trolley tour (the "Images").
1> License. Photographer grants Company a license to use the Images in the United States on Company's website, its Facebook and Instagram pages, and its printed brochures and rack cards, for three (3) years commencing June 1, 2026.
1> Exclusivity. The license is exclusive as against other ghost-tour, trolley-tour and walking-tour operators in Chatham County, Georgia: Photographer shall not license the Images to any such operator during the term. Photographer may, however, license the Images for editorial use by newspapers and magazines.
1> Fee. Company shall pay Photographer a license fee of $2,400. A deposit of $600 is due on signing and will be credited against the fee; the balance of $1,800 is due on June 1, 2026.
1> Credit. Company will credit Photographer where practicable.
1> Governing law. Georgia.
COMPANY: Savannah Spirits Trolley Co.
By: Lucius Abernathy, President
PHOTOGRAPHER:
Signature: Delphine Marchetti
Print name: Delphine Marchetti
`,
    expected: {
      parties: ["Savannah Spirits Trolley Co.", "Delphine Marchetti"],
      signed: "2026-05-12",
      start: "2026-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 2400"],
      flags: []
    }
  },
  {
    id: "h30h-04-balloon-passenger-release",
    style: "h30h-balloon-skydive-releases",
    format: "text",
    source: `
# SKYWARD BALLOON FLIGHTS LTD - PASSENGER DECLARATION, RELEASE AND PHOTO CONSENT
Launch site: Longleat North Field, Wiltshire
Flight date: 18 July 2026
Passenger name: Harriet Bexley
Please read carefully before you fly. This declaration is between Skyward Balloon Flights Ltd ("we", "us") and the passenger named above ("you").
1. Fitness to fly. You confirm that you are not pregnant, are over 1.2m tall, and have no medical condition that your doctor has advised makes ballooning unsafe for you.
2. Instructions. You will follow the pilot's instructions at all times, including the landing position.
3. Release. So far as the law allows, you release us from claims for loss or damage to your property. Nothing in this declaration limits our liability for death or personal injury caused by our negligence.
4. Rebooking. If you cancel less than 48 hours before the flight, a rebooking charge of £35 applies.
5. Photographs. Our pilot may photograph the flight. You agree that we may use photographs and video in which you appear on our website and on our Facebook, Instagram and YouTube channels, anywhere in the world, for two years from the flight date. No payment is made to you for this use. You may withdraw this consent for future posts by e-mailing photos@skywardballoons.co.uk.
Signed by the passenger: Harriet Bexley
Date: 18 July 2026
For Skyward Balloon Flights Ltd: Pilot in command, Gareth Pennock
`,
    expected: {
      parties: ["Skyward Balloon Flights Ltd", "Harriet Bexley"],
      signed: "2026-07-18",
      start: "2026-07-18",
      end: "2028-07-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h30h-05-tandem-skydive-film-rider",
    style: "h30h-balloon-skydive-releases",
    format: "docx",
    source: `
# TANDEM SKYDIVE - FEATURED JUMPER RELEASE
This release is made on 12 August 2026 between SALISBURY PLAIN SKYDIVERS LIMITED of Old Sarum Airfield, Salisbury SP4 6DZ (the "Centre") and KWAME ASANTE of 8 Fisherton Street, Salisbury SP2 7QX (the "Jumper").
The Jumper booked his tandem skydive with a gift voucher sold by Outdoor Thrills Ltd, a voucher reseller, which is not a party to this release.
1> Filming. The Centre will film the Jumper's tandem skydive on 22 August 2026 with a helmet camera and a camera flyer.
1> Safety. The Jumper has completed the Centre's medical declaration and accepts the risks of parachuting explained at the briefing.
1> Fee. The Centre will pay the Jumper a fee of £500 for appearing as the featured jumper and for the rights in clause 5. The Centre will also refund reasonable travel expenses up to £60 and, if filming on the day runs beyond four hours, pay £40 for each extra hour.
1> Term and territory. The rights in clause 5 are granted in the United Kingdom from 1 September 2026 until 31 August 2028.
1> Media. The Centre may use the footage and stills on its website and its social media channels.
1> Moral rights. The Jumper waives all moral rights in his performance in the footage.
1> Law. English law applies.
## RIDER 1
Made on 12 August 2026 and signed with the release above.
R1. Clause 5 (Media) is deleted and replaced by: "The Centre may use the footage and stills on its website, its social media channels and in television advertising, excluding cinema advertising."
R2. Where this Rider and the release differ, this Rider prevails.
Signed: Kwame Asante
Signed for Salisbury Plain Skydivers Limited: Rhiannon Pike, Chief Instructor
`,
    expected: {
      parties: ["Salisbury Plain Skydivers Limited", "Kwame Asante"],
      signed: "2026-08-12",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "broadcast"],
      exclusive: null,
      fees: ["GBP 500"],
      flags: ["moral_rights_waiver"]
    }
  },
  {
    id: "h30h-06-desert-skydive-waiver-media",
    style: "h30h-balloon-skydive-releases",
    format: "pdf",
    source: `
# HIGH DESERT SKYDIVING LLC
## PARTICIPANT RELEASE, WAIVER OF LIABILITY, ASSUMPTION OF RISK AND MEDIA CONSENT
Drop zone: 4100 Airport Road, California City, CA 93505
Participant: Jordan P. Reyes
I, the Participant named above, wish to make a tandem parachute jump with High Desert Skydiving LLC ("High Desert"). I have read this document and agree to it.
1. Assumption of risk. I understand that skydiving is dangerous and may result in serious injury or death, and I voluntarily assume all such risks.
2. Waiver and release. To the fullest extent permitted by law, I release High Desert, its instructors, pilots and owners from all claims arising from my jump, including claims based on their negligence.
3. Media consent. Effective on the date I sign below, I grant High Desert a perpetual, irrevocable, worldwide license to use my name, image, likeness and voice as captured in photographs and video of my jump, in all media now known or hereafter devised, for advertising and any other purpose.
4. High Desert may sublicense these rights to its equipment sponsors and may assign this document to any buyer of its business.
5. I understand that I will not be paid for any use of my image.
6. This document is governed by the laws of the State of California.
Participant signature: Jordan P. Reyes
Date: 09/19/2026
Witness for High Desert Skydiving LLC: Tamsin Okoro, Manifest Manager
`,
    expected: {
      parties: ["High Desert Skydiving LLC", "Jordan P. Reyes"],
      signed: "2026-09-19",
      start: "2026-09-19",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "sublicensable", "assignable", "no_fee_stated"]
    }
  },
  {
    id: "h30h-07-proposal-flight-photo-consent",
    style: "h30h-balloon-skydive-releases",
    format: "scan",
    source: `
# WESSEX BALLOON COMPANY LTD
## Private Flight Photograph Consent
This consent is given to Wessex Balloon Company Ltd (the "Company") by the customers named in the schedule below, who booked a private "proposal flight" for two.
1> The Company's crew will photograph the flight and the proposal. The customers agree that the Company may use up to ten of those photographs on its website, on its Instagram and Facebook pages, and in its printed "Outdoor Romance" brochure, in the United Kingdom, during the Use Period.
1> This consent is not exclusive. The customers may use and share their own copies of the photographs as they wish.
1> The Company will not sell or license the photographs to any third party, and will not use them in any paid advertising.
1> In return the Company gives the customers a free anniversary flight voucher. The voucher has no cash value and no other payment is made.
1> Either customer may ask the Company to stop using a photograph in which he or she appears, and the Company will remove it within 14 days.
## Schedule
| Item | Detail |
| Customer 1 | Priya Shah |
| Customer 2 | Daniel Moreau |
| Date of this consent | 20 May 2026 |
| Flight date | 23 May 2026 |
| Use Period | 23 May 2026 to 22 May 2027 |
Signed: Priya Shah    Signed: Daniel Moreau
For Wessex Balloon Company Ltd: Colin Aldous, Chief Pilot
`,
    expected: {
      parties: ["Wessex Balloon Company Ltd", "Priya Shah", "Daniel Moreau"],
      signed: "2026-05-20",
      start: "2026-05-23",
      end: "2027-05-22",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30h-08-national-paper-setter-byline",
    style: "h30h-puzzle-setter-bylines",
    format: "docx",
    source: `
# CROSSWORD SETTER AGREEMENT
Dated 8 December 2025
## Parties
(1) CHRONICLE MEDIA GROUP PLC, publisher of The Northern Chronicle, of 1 Quayside Place, Newcastle upon Tyne NE1 3DX ("the Publisher").
(2) ELEANOR VANCE, who sets crosswords under the pseudonym "Quillfeather", of 22 Jesmond Dene Road, Newcastle upon Tyne NE2 2EY ("the Setter").
## Terms
1> Puzzles. The Setter will supply two cryptic crosswords a month for publication in The Northern Chronicle.
1> Byline and photograph. The Setter grants the Publisher a licence to publish the byline "Quillfeather" and the Setter's headshot photograph beside her crosswords in the printed newspaper and on the Chronicle website, in the United Kingdom.
1> Term. This Agreement runs from 1 January 2026 to 31 December 2027. It then renews automatically for successive periods of twelve months unless either party gives the other at least three months' written notice before the end of the current period.
1> Exclusivity. The licence in clause 2 is exclusive in respect of UK daily newspapers. The Setter may, however, continue to set puzzles under the name "Quillfeather" for The Listener, a weekly.
1> Restriction. During the Term the Setter shall not set crosswords for any other UK national daily newspaper.
1> Fees. The Publisher will pay the Setter £210 for each crossword published and, in addition, an annual byline fee of £1,000, payable each January.
1> Law. This Agreement is governed by the law of England and Wales.
## Signatures
| For Chronicle Media Group plc | The Setter |
| Marcus Lindqvist, Puzzles Editor | Eleanor Vance |
| 8 December 2025 | 8 December 2025 |
`,
    expected: {
      parties: ["Chronicle Media Group plc", "Eleanor Vance"],
      signed: "2025-12-08",
      start: "2026-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["GBP 210", "GBP 1000"],
      flags: ["automatic_renewal", "non_compete"]
    }
  },
  {
    id: "h30h-09-constructor-puzzle-license",
    style: "h30h-puzzle-setter-bylines",
    format: "pdf",
    source: `
# PUZZLE CONSTRUCTOR LICENSE AGREEMENT
This Puzzle Constructor License Agreement ("Agreement") is entered into as of January 20, 2026 by and between Billboard Lane Press, Inc., a New York corporation, publisher of Gridlock Monthly ("Publisher"), and Marcus T. Bellweather, an individual ("Constructor").
## Section 1. Puzzles
Constructor will deliver twelve (12) original themed crossword puzzles, one per month, together with a head-and-shoulders photograph of Constructor for use in the byline.
## Section 2. License
Publisher may publish the puzzles, Constructor's name as byline and the photograph in the print edition of Gridlock Monthly and on the Gridlock Monthly website, in the United States and Canada, for twelve (12) months from the Launch Date. The license is non-exclusive; Constructor retains copyright in all puzzles.
## Section 3. Compensation
Publisher will pay Constructor $450 per puzzle, a total of $5,400 for the twelve puzzles. If Publisher accepts a puzzle and then does not publish it, Publisher will pay a kill fee of $150 for that puzzle instead.
## Section 4. Assignment
Neither party may assign this Agreement or any right under it without the other party's prior written consent.
## Section 5. Governing Law
This Agreement is governed by the laws of the State of New York.
## Section 6. Launch Date
"Launch Date" means March 2, 2026, the on-sale date of the first issue containing a Constructor puzzle.
IN WITNESS WHEREOF the parties have signed this Agreement on January 20, 2026.
BILLBOARD LANE PRESS, INC. By: Naomi Castellano, Editor-in-Chief
CONSTRUCTOR: Marcus T. Bellweather
`,
    expected: {
      parties: ["Billboard Lane Press, Inc.", "Marcus T. Bellweather"],
      signed: "2026-01-20",
      start: "2026-03-02",
      end: "2027-03-01",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 450"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30h-10-magazine-setter-letter-addendum",
    style: "h30h-puzzle-setter-bylines",
    format: "text",
    source: `
# Brainteaser Weekly Ltd
Unit 9, Canal Wharf, Leeds LS11 5PS
12 January 2026
Dr Sunita Rao
41 Headingley Lane, Leeds LS6 1BL
Dear Sunita,
Your byline and photograph on our puzzle pages
We are delighted that you will set the weekly logic puzzle and the "Cinema Corner" film quiz for Brainteaser Weekly. This letter records how we may use your name and photograph. Please sign below to accept it; it then binds both you and Brainteaser Weekly Ltd.
1. We may print your byline "Set by Sunita Rao" and the photograph you sent us on 5 January 2026 beside each of your puzzles in the printed magazine and on the magazine's Instagram account.
2. This permission runs for eighteen months from 1 February 2026. It is non-exclusive: you may set puzzles and use your photograph elsewhere.
3. The permission applies in the United Kingdom only.
4. We will pay you £75 for each puzzle page that carries your byline, monthly in arrears.
5. You keep your moral rights and do not waive them; we will always credit you as the setter.
Yours sincerely,
Gemma Hollis, Editor, for Brainteaser Weekly Ltd
Addendum (agreed before signature): paragraph 3 is deleted and replaced by "The permission applies in the United Kingdom and the Republic of Ireland." Where this addendum and the letter differ, the addendum prevails.
Accepted: Sunita Rao
Date: 15 January 2026
`,
    expected: {
      parties: ["Brainteaser Weekly Ltd", "Sunita Rao"],
      signed: "2026-01-15",
      start: "2026-02-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "social"],
      exclusive: false,
      fees: ["GBP 75"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  }
]
