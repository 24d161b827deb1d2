// Independent author "h30g" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before any run of the reader.
// Three drafting styles new to the corpus:
// - rodeo and country-fair performer releases: a US rodeo's release with the term counted from an "Opening Day" given
//   only in a schedule and a sponsor named "Outdoor Trail Saddlery"; an English county show's letter to a trick
//   rider that binds its addressee, with an "Assignment" heading over a clause that forbids assignment; a US rodeo
//   clown's season agreement whose rider deletes and replaces the perpetual, all-media clause and prevails, with an
//   exclusivity that keeps him from other promoters' rodeos. Hard: the rider, per diems and mileage beside the fee.
// - greeting-card, calendar and jigsaw image licences: an illustrator's card licence whose dates sit only in a
//   schedule table, exclusive for cards with calendars and jigsaws carved out; a US calendar licence to "Great
//   Outdoors Press, Inc." that starts on an Effective Date defined as the later signature and forbids billboards,
//   television and cinema; a jigsaw maker's letter for a painting called "The Old Cinema, Whitby" counted from a
//   Launch Date given later, with an "excluding" list after the grant; a scanned calendar buy-out. Hard: the product
//   and company names holding channel words, options, sample copies, VAT and re-shoot charges beside the fee.
// - seasonal grotto and winter attraction performer and family photo consents: a garden centre's Father Christmas
//   engagement with a morality clause, a local exclusivity and a ban on billboards and television; a grotto's family
//   photo consent form with tick boxes, some unticked, and no payment; an ice show's schedule-driven engagement
//   whose operator is named only in the signature block and whose "Buy-out" heading says the fee is not a buy-out.
//   Hard: unticked boxes, deposits, cancellation charges and rehearsal fees, the party hidden in the signature block.
//
// Answer rules decided by this author: the parties are those bound by the document (a parent who signs a family
// consent for his party, not the children he brings; an agent, a signatory signing for a company, a sponsor and a
// photographer employed by a party are not parties; a company named only in the signature block is a party); the
// signing date is the date of the last signature (a letter's countersignature), or the one date of the agreement
// when both sign on it; the start is the date the text says the permission or licence begins (a season's first
// day, a Commencement Date, a Launch Date, an Effective Date), and the signing date when the grant takes effect on
// signature; "N years from X" ends the day before the anniversary of X; fees are the sums paid for the services or
// the rights (a season fee and a separate rehearsal fee are two fees; instalments of one fee are one fee); VAT,
// mileage, per diems, courier costs, deposits, overtime or re-shoot charges owed only if incurred, cancellation
// charges, option prices, free sample copies and royalties stated as a percentage are not fees; channels: printed
// greeting cards, calendars, jigsaws and their boxes, brochures, programmes, leaflets and catalogues are print,
// posters and billboards outside a shop out_of_home, displays and posters inside the shop in_store, websites and web
// stores web, Facebook, Instagram, TikTok and other social media social, television broadcast; an unticked box, a
// medium excluded or forbidden, or a medium the rider removes is not granted; exclusive is true where the text makes
// the licence or the performer's engagement exclusive (a carve-out of other products does not undo it), false where
// it says non-exclusive or "Exclusivity: None", null where it is silent; flags are raised only from what the text
// says: non_compete for a ban on working for others (other rodeos, other grottos), morality_clause for a right to
// end for disreputable conduct, long_term only for a term longer than 60 months (five years exactly is not),
// perpetual_term for "in perpetuity" (which then has no end date and no no_end_date flag), buyout for an assignment
// of all rights for one sum; `denies` lists what a clause expressly rules out ("may not assign", "shall not
// sublicense", "not in perpetuity", "is not a buy-out", "does not waive her moral rights").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30g-rodeo-fair-performer-releases",
  "h30g-card-calendar-jigsaw-licences",
  "h30g-grotto-winter-attraction-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30g-01-stampede-bareback-release",
    style: "h30g-rodeo-fair-performer-releases",
    format: "docx",
    source: `
# BIG SKY STAMPEDE ASSOCIATION - CONTESTANT APPEARANCE AND MEDIA RELEASE
This Contestant Appearance and Media Release (this "Release") is made on June 2, 2026 between Big Sky Stampede Association, a Montana nonprofit corporation with its office at 410 Fairgrounds Road, Billings, Montana 59101 (the "Association"), and Cody Ray Whitlock, of 88 Pryor Creek Lane, Huntley, Montana 59037 (the "Contestant").
## Background
The Association produces the Big Sky Stampede, a professional rodeo held each July at the MetraPark arena in Billings (the "Rodeo"). The Contestant has entered the bareback riding event of the 2026 Rodeo and has agreed to make the promotional appearances set out in Schedule 1. The 2026 Rodeo is presented by Outdoor Trail Saddlery, the Rodeo's title sponsor, which is not a party to this Release.
1> Appearances. The Contestant will ride in the bareback event on each performance night for which he qualifies and will attend the appearances listed in Schedule 1 (the "Appearances").
1> Appearance Fee. The Association will pay the Contestant an appearance fee of US$750 within fifteen (15) days after the last performance night. The appearance fee is separate from any prize money the Contestant wins, which is paid under the Rodeo's published rules and is not part of this Release.
1> Expenses. The Association will reimburse the Contestant's mileage from Huntley to Billings at the IRS standard rate, up to US$200 in total, against receipts. The Association waives the Contestant's 2026 entry fee.
1> Media Release. The Contestant grants the Association the non-exclusive right to photograph, film and record him at the Rodeo and at the Appearances, and to use his name, likeness, voice and biography, and the photographs and footage so made, to promote the Rodeo on the Association's website, on its Facebook, Instagram and TikTok accounts, and in television highlights programs of the Rodeo.
1> Territory. The rights in Section 4 may be exercised in the United States and Canada.
1> Term. The rights in Section 4 begin on the Opening Day and continue for two (2) years from the Opening Day.
1> No Sublicensing. The Association shall not sublicense the rights in Section 4 to any third party, including the title sponsor. Any use of the Contestant's likeness by Outdoor Trail Saddlery requires a separate agreement with the Contestant.
1> Safety. The Contestant rides at his own risk and confirms that he holds a current PRCA membership card and his own medical insurance.
1> Governing Law. This Release is governed by the laws of the State of Montana.
## Schedule 1 - Rodeo Dates and Appearances
| Item | Date | Details |
| Opening Day | July 9, 2026 | Grand entry parade, 7:00 p.m. |
| Performance nights | July 9-11, 2026 | MetraPark arena, Billings |
| Autograph session | July 10, 2026 | Sponsor tent, 5:00-6:00 p.m. |
| Radio interview | July 10, 2026 | KBLG studio, 9:00 a.m., 20 minutes |
## Signatures
BIG SKY STAMPEDE ASSOCIATION, by Marlene Hoyt, Executive Director. Date: June 2, 2026
CONTESTANT: Cody Ray Whitlock. Date: June 2, 2026
`,
    expected: {
      parties: ["Big Sky Stampede Association", "Cody Ray Whitlock"],
      signed: "2026-06-02",
      start: "2026-07-09",
      end: "2028-07-08",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 750"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30g-02-county-show-trick-rider-letter",
    style: "h30g-rodeo-fair-performer-releases",
    format: "scan",
    source: `
# HALLERTON AGRICULTURAL SOCIETY
Showground Office, Hallerton, Shropshire SY7 4QT
14 March 2026
Ms Demelza Penhaligon, Penhaligon Trick Riders, Trevose Farm, St Merryn, Cornwall PL28 8JX
Dear Ms Penhaligon
## Hallerton County Show 2026 - trick riding display
We are delighted to confirm your booking for the main ring at the Hallerton County Show on Saturday 6 June and Sunday 7 June 2026. This letter sets out our agreement. Please sign and return the enclosed copy.
1. Performances. You will give two 20-minute trick riding displays in the main ring on each show day, at times set in the ring timetable.
2. Fee. We will pay you a performance fee of £1,200 plus VAT for both days. We will pay £400 of it when we receive your signed copy and the rest within 14 days after the Show.
3. Expenses. We will pay your mileage at 45p per mile for one horsebox and provide stabling, forage and camping on the showground at no charge.
4. Photographs and film. You agree that the Society and its official photographer may photograph and film your displays, and that the Society may use those photographs and films to promote the Hallerton County Show on the Society's website and social media, in the printed show programme, and on posters and roadside banners for the 2027 Show.
5. Period and area. This permission begins on 6 June 2026 and ends on 31 December 2027, and covers use in the United Kingdom only.
6. Assignment. This letter is personal to you and to the Society, and neither of us may assign it or any rights under it.
7. Cancellation. If the Show is cancelled because of bad weather or animal disease, we will pay you £300 towards your costs and nothing more.
Yours sincerely
Gareth Pugh, Show Secretary, for and on behalf of Hallerton Agricultural Society
I agree to the terms of this letter.
Signed: Demelza Penhaligon    Date: 20 March 2026
`,
    expected: {
      parties: ["Hallerton Agricultural Society", "Demelza Penhaligon"],
      signed: "2026-03-20",
      start: "2026-06-06",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: ["GBP 1200"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30g-03-rodeo-clown-season-rider",
    style: "h30g-rodeo-fair-performer-releases",
    format: "pdf",
    source: `
# PERFORMER AGREEMENT - 2026 SEASON
This Performer Agreement is entered into as of March 3, 2026 by and between RED MESA PRO RODEO LLC, a Texas limited liability company ("Producer"), and DUSTY HARLAN, an individual residing in Canyon, Texas ("Performer").
## 1. Engagement
Producer engages Performer as rodeo clown and barrelman at the rodeos produced by Producer during the 2026 season listed in Exhibit A (the "Events"), and Performer accepts the engagement.
## 2. Term
The term of this Agreement begins on April 1, 2026 and ends on March 31, 2027 (the "Term").
## 3. Compensation
3.1 Producer shall pay Performer a season fee of Eighteen Thousand Dollars (US$18,000), in six equal monthly installments of US$3,000 from April through September 2026.
3.2 Producer shall pay Performer a per diem of US$75 for each Event day to cover meals and lodging. The per diem is an expense allowance and not compensation.
3.3 Performer supplies his own barrel, makeup and wardrobe.
## 4. Exclusivity
During the Term, Performer shall perform as a rodeo clown or barrelman exclusively for Producer and shall not appear at any rodeo produced by any other promoter, except the Cheyenne Frontier Days rodeo in July 2026, which Performer has already booked.
## 5. Name and Likeness
Producer may photograph, film and record Performer at the Events and may use Performer's name, likeness, voice and performance throughout the world, in all media now known or hereafter devised, in perpetuity.
## 6. Conduct
Performer shall follow the PRCA rules and Producer's arena safety rules at all times.
## 7. Rider
The Rider attached to this Agreement forms part of it. If the Rider conflicts with any other provision, the Rider prevails.
## Signatures
RED MESA PRO RODEO LLC, by: Wade Tillman, Managing Member. Date: March 3, 2026
DUSTY HARLAN. Date: March 3, 2026
## RIDER
R1. Section 5 (Name and Likeness) is deleted in its entirety and replaced with the following: "5. Name and Likeness. Producer may photograph, film and record Performer at the Events and may use the resulting photographs and footage, and Performer's name and likeness, to promote the Events in the United States only, on Producer's website, on Producer's social media accounts and in television broadcasts of the Events, during the Term only and not in perpetuity. No other use of Performer's name or likeness is licensed."
R2. Producer shall not assign this Agreement or any of its rights under it.
Initialed: WT / DH
## EXHIBIT A - 2026 EVENTS
| Event | Location | Dates |
| Palo Duro Spring Roundup | Canyon, TX | April 17-18, 2026 |
| Llano Estacado Rodeo | Lubbock, TX | May 22-24, 2026 |
| Tri-State Fair Rodeo | Amarillo, TX | September 18-26, 2026 |
`,
    expected: {
      parties: ["Red Mesa Pro Rodeo LLC", "Dusty Harlan"],
      signed: "2026-03-03",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["USD 18000"],
      flags: ["non_compete"],
      denies: ["perpetual_term", "assignable"]
    }
  },
  {
    id: "h30g-04-illustrator-christmas-card-schedule",
    style: "h30g-card-calendar-jigsaw-licences",
    format: "docx",
    source: `
# DESIGN LICENCE AGREEMENT (GREETING CARDS)
## Parties
(1) MAUD ELLERY of 3 Chapel Row, Lewes, East Sussex BN7 2AR (the "Licensor"); and
(2) THISTLEDOWN CARDS LIMITED, a company registered in Scotland under number SC584213, whose registered office is at Unit 9, Eastfield Business Park, Perth PH2 8DF (the "Licensee").
## Agreed terms
1> Definitions. In this agreement "Designs" means the six original illustrations described in the Schedule, "Products" means printed greeting cards and matching gift tags, and the Commencement Date, the Term, the Territory and the Licence Fee have the meanings given in the Schedule.
1> Grant. The Licensor grants to the Licensee an exclusive licence, for the Term and in the Territory, to reproduce the Designs on the Products, on the Products' packaging and on point-of-sale display material in the shops of the Licensee's stockists, and to show the Products on the Licensee's own website for the purpose of selling them.
1> Rights kept by the Licensor. The exclusivity in clause 2 applies to greeting cards and gift tags only. The Licensor keeps the right to license the Designs to others for calendars, jigsaw puzzles, prints and any other products.
1> Fee. The Licensee shall pay the Licence Fee within 30 days of the Commencement Date. All sums are exclusive of VAT, which the Licensee shall pay in addition where applicable. If the Licensee asks for changes to a Design after approval, it shall pay the Licensor £60 per hour for the changes.
1> Samples. The Licensee shall send the Licensor twelve free copies of each Product.
1> Sub-licensing. The Licensee may not sub-license the rights granted under this agreement or have the Products printed under another company's name.
1> Moral rights. The Licensor asserts her right to be identified as the author of the Designs and does not waive her moral rights. The Licensee shall print "Illustration (c) Maud Ellery" on the back of each card.
1> Governing law. This agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Date of this agreement | 12 January 2026 |
| Designs | "Robin on a Gate", "Snow over the Downs", "Lantern Lane", "The Carol Singers", "Frosted Holly", "Fox in the Firs" |
| Commencement Date | 1 February 2026 |
| Term | Three years from the Commencement Date |
| Territory | United Kingdom and the Republic of Ireland |
| Licence Fee | £4,200 for all six Designs, paid once |
## Signed
Signed by MAUD ELLERY: Maud Ellery
Signed by Fraser Lindsay, director, for and on behalf of THISTLEDOWN CARDS LIMITED: Fraser Lindsay
`,
    expected: {
      parties: ["Maud Ellery", "Thistledown Cards Limited"],
      signed: "2026-01-12",
      start: "2026-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "web"],
      exclusive: true,
      fees: ["GBP 4200"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h30g-05-lighthouse-calendar-license",
    style: "h30g-card-calendar-jigsaw-licences",
    format: "pdf",
    source: `
# CALENDAR IMAGE LICENSE AGREEMENT
This Calendar Image License Agreement (the "Agreement") is between Tessa Marlowe, a professional photographer doing business at 1207 Lakeshore Drive, Marquette, Michigan 49855 ("Photographer"), and Great Outdoors Press, Inc., a Wisconsin corporation located at 55 Harbor Street, Sturgeon Bay, Wisconsin 54235 ("Publisher"). The "Effective Date" of this Agreement is the date on which the later of the two parties signs it, as shown below.
## 1. Images
Photographer licenses to Publisher the twelve (12) photographs of Great Lakes lighthouses listed in Exhibit 1 (the "Images") for Publisher's "Great Lakes Lighthouses 2027" wall calendar and desk calendar (the "Calendars").
## 2. License
(a) Photographer grants Publisher a non-exclusive license to reproduce the Images in the printed Calendars and on their packaging, and to display the Images on Publisher's online store for the purpose of selling the Calendars.
(b) Photographer remains free to license the Images to anyone else, including other calendar publishers.
(c) Publisher shall not use the Images in any television advertising, on billboards, or in cinema advertising, and may not use them in any product other than the Calendars.
## 3. Territory and Term
The license covers the United States and Canada and runs from the Effective Date until December 31, 2027.
## 4. Payment
(a) Publisher shall pay Photographer a flat fee of Two Thousand Four Hundred Dollars ($2,400) for all twelve Images, within thirty (30) days after the Effective Date.
(b) Publisher shall reimburse Photographer's courier costs for delivering the high-resolution files, up to $60.
(c) Publisher shall send Photographer ten (10) complimentary copies of each Calendar.
## 5. Option for 2028
Publisher has the option to license the Images for a 2028 edition of the Calendars for an additional fee of $2,000, exercisable by written notice given no later than June 30, 2027. If the option is not exercised, this Agreement ends on December 31, 2027.
## 6. Credit
Publisher shall credit each Image "Photo: Tessa Marlowe" on the calendar page where it appears.
## 7. Assignment
Publisher may not assign this Agreement or any rights under it to another publisher.
## Signatures
PHOTOGRAPHER: Tessa Marlowe. Date signed: February 16, 2026
GREAT OUTDOORS PRESS, INC., by Daniel Reinholt, Publisher. Date signed: February 20, 2026
## Exhibit 1 - Images
| No. | Title | Month |
| 1 | Split Rock at First Snow | January |
| 2 | Marquette Harbor Light, Dawn | February |
| 3 | Big Sable Point in Fog | March |
| 4 | Grand Marais Range Lights | April |
| 5 to 12 | As listed in the delivery memo of February 10, 2026 | May to December |
`,
    expected: {
      parties: ["Tessa Marlowe", "Great Outdoors Press, Inc."],
      signed: "2026-02-20",
      start: "2026-02-20",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 2400"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30g-06-jigsaw-painting-letter",
    style: "h30g-card-calendar-jigsaw-licences",
    format: "text",
    source: `
# WENDLEBURY PUZZLES LTD
Mill Yard, Wendlebury, Bicester OX25 2PR
3 April 2026
Ms Rosalind Quenby, The Studio, 14 Bagdale, Whitby YO21 1QL
Dear Rosalind
Licence of your painting "The Old Cinema, Whitby" for jigsaw puzzles
Thank you for meeting us at the Harrogate Toy and Gift Fair. I am pleased to set out the terms on which Wendlebury Puzzles Ltd ("we") will license your oil painting "The Old Cinema, Whitby" (the "Painting"). If you agree, please sign the copy of this letter below and return it to me; it will then be binding on both of us.
1. What we may do. You grant us an exclusive licence to reproduce the Painting on 1000-piece and 500-piece jigsaw puzzles and on their boxes, and to show the puzzles in our printed trade catalogue and on our website, excluding social media, television and any advertising outside our catalogue and website. The exclusivity covers jigsaw puzzles only; you keep every other right in the Painting, including for calendars and greeting cards.
2. Where. The United Kingdom, Ireland, France and Germany.
3. How long. The licence begins on the Launch Date and lasts for five years from the Launch Date.
4. Payment. We will pay you a one-off licence fee of £1,100 (plus VAT, if you are VAT registered) within 30 days of your signature. If the Painting has to be re-photographed because of damage while in our care, we will also pay you £150 for your time. You will receive six finished puzzles free of charge.
5. Credit. Each box will carry the words "From an original painting by Rosalind Quenby".
6. Launch Date. We will launch the puzzles at the Autumn Trade Show, and the Launch Date is 1 September 2026.
With best wishes
Harriet Coles, Licensing Manager, for Wendlebury Puzzles Ltd
I accept the terms of this letter.
Rosalind Quenby, 9 April 2026
`,
    expected: {
      parties: ["Wendlebury Puzzles Ltd", "Rosalind Quenby"],
      signed: "2026-04-09",
      start: "2026-09-01",
      end: "2031-08-31",
      perpetual: false,
      territories: ["GB", "IE", "FR", "DE"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["GBP 1100"],
      flags: []
    }
  },
  {
    id: "h30g-07-calendar-photo-buyout-scan",
    style: "h30g-card-calendar-jigsaw-licences",
    format: "scan",
    source: `
# ASSIGNMENT OF COPYRIGHT - OUTDOOR BRITAIN 2027 CALENDAR
THIS ASSIGNMENT is dated 10 November 2025 and made between:
(1) AMIRA HADDAD of 27 Elm Grove, Keswick, Cumbria CA12 4DP (the "Photographer"); and
(2) KESTREL CALENDARS LIMITED (company number 07731920) of 4 Riverside Court, Kendal LA9 6BS (the "Publisher").
1. The Photographer took the twelve photographs of the Lake District listed in the Schedule (the "Photographs") for the Publisher's "Outdoor Britain 2027" calendar.
2. In return for a buy-out fee of £3,000, the Photographer irrevocably assigns to the Publisher, with effect from the date of this Assignment, all copyright and all other rights in the Photographs, throughout the world, in perpetuity, for use in all media now known or hereafter devised. This is an exclusive assignment and the Photographer shall not supply the Photographs to anyone else.
3. The Publisher may assign or license any of these rights to any person.
4. The Photographer unconditionally waives all moral rights in the Photographs.
5. No further sum is payable for any use of the Photographs, whether on calendars, cards, posters, puzzles or anything else.
6. This Assignment is governed by the law of England and Wales.
SCHEDULE: Photographs 1 to 12, as delivered on USB stick on 3 November 2025 (file names AH-LD-01 to AH-LD-12).
Signed by AMIRA HADDAD: A. Haddad
Signed for KESTREL CALENDARS LIMITED by Peter Varley, Director: P. Varley
`,
    expected: {
      parties: ["Amira Haddad", "Kestrel Calendars Limited"],
      signed: "2025-11-10",
      start: "2025-11-10",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 3000"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "assignable",
        "buyout",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "h30g-08-garden-centre-father-christmas",
    style: "h30g-grotto-winter-attraction-consents",
    format: "pdf",
    source: `
# FROSTFIELD GARDEN CENTRE - FATHER CHRISTMAS ENGAGEMENT AND IMAGE RELEASE
Date: 15 September 2026
Between: Frostfield Garden Centre Limited, Ashby Road, Frostfield, Leicestershire LE12 9RT (the "Centre") and Bernard Ashcombe, 6 Orchard Close, Loughborough LE11 3NP (the "Performer").
## 1. The engagement
1.1 The Centre engages the Performer to appear as Father Christmas in the Centre's Winter Wonderland Grotto on each day from 28 November 2026 to 24 December 2026 (the "Season"), for up to six hours a day.
1.2 The Centre supplies the costume, beard and boots. The Performer shall pay a refundable deposit of £100 for the costume, returned when the costume is handed back in good order.
## 2. Payment
2.1 The Centre shall pay the Performer a fee of £3,200 for the Season, half on 28 November 2026 and half on 24 December 2026.
2.2 If the Centre asks the Performer to stay beyond six hours on any day, it shall pay £20 for each extra hour worked.
## 3. Exclusivity
During the Season the Performer shall appear as Father Christmas for the Centre only and shall not appear as Father Christmas at any other garden centre, shop, grotto or attraction within 25 miles of Frostfield.
## 4. Conduct
4.1 The Performer shall keep Father Christmas's identity secret from visiting children at all times.
4.2 The Centre may end this engagement at once, without further payment, if the Performer is under the influence of alcohol while in costume, or behaves in any way that in the Centre's reasonable opinion brings the Centre or the Grotto into disrepute.
4.3 The Performer confirms that he holds an enhanced DBS certificate issued within the last twelve months.
## 5. Photographs and film
5.1 The Performer agrees that the Centre may photograph and film him in costume during the Season and use those images, without naming him, to promote the Grotto on the Centre's website and social media pages and on posters and display screens inside the Centre's shop and restaurant.
5.2 The Centre shall not use the images on billboards, roadside signs, buses or television, and shall not license or give them to any other business.
5.3 The Centre may use the images from the first day of the Season until 31 January 2028, in the United Kingdom.
## Signed
For Frostfield Garden Centre Limited: Joanne Pell, Events Manager, 15 September 2026
Performer: Bernard Ashcombe, 15 September 2026
`,
    expected: {
      parties: ["Frostfield Garden Centre Limited", "Bernard Ashcombe"],
      signed: "2026-09-15",
      start: "2026-11-28",
      end: "2028-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 3200"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30g-09-grotto-family-photo-consent",
    style: "h30g-grotto-winter-attraction-consents",
    format: "text",
    source: `
# LAPLAND LIGHTS - FAMILY PHOTO CONSENT FORM
Lapland Lights (Norfolk) Ltd, Sandpit Lane, Holt, Norfolk NR25 6TD ("Lapland Lights", "we", "us")
Our photographers take pictures of families meeting Father Christmas and the elves. You buy your own photo pack at the exit as usual. With your permission we would also like to use some of the pictures to show other families what a visit to Lapland Lights is like. This form is your consent for your family party.
Name of adult booking holder: Daniel Okonkwo-Reyes
Booking reference: LL-26-118734
Date of visit: 12 December 2026
I am the adult booking holder and the parent or guardian of the children in my party, and I give this consent for myself and for my two children.
Where may Lapland Lights use the pictures of my family? (tick the boxes you agree to)
[x] Lapland Lights website
[x] Lapland Lights Facebook and Instagram pages
[ ] Printed leaflets and brochures
[ ] Posters and billboards
[ ] Television and cinema advertising
How long? Lapland Lights may use the pictures for two years from the date of the visit.
Where? The pictures will be used only to promote Lapland Lights to visitors in the United Kingdom.
Payment: No payment or discount is given for this consent. The price of your photo pack is not affected.
Sharing: We will not sell your pictures or pass them to any other company.
Changing your mind: You may withdraw this consent at any time by emailing photos@laplandlights.co.uk; we will stop using the pictures within 14 days.
Signed: D. Okonkwo-Reyes
Date: 12 December 2026
`,
    expected: {
      parties: ["Lapland Lights (Norfolk) Ltd", "Daniel Okonkwo-Reyes"],
      signed: "2026-12-12",
      start: "2026-12-12",
      end: "2028-12-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30g-10-ice-show-snow-queen-schedule",
    style: "h30g-grotto-winter-attraction-consents",
    format: "docx",
    source: `
# GLACIER NIGHTS AT HOLMEWOOD CASTLE - PERFORMER ENGAGEMENT
This engagement is for the role of the Snow Queen in "Glacier Nights", the winter ice show and light trail in the grounds of Holmewood Castle, North Yorkshire (the "Event"). In this agreement "we" and "us" mean the company that signs below for the Event, and "you" means the Performer named in the Schedule. The Schedule forms part of this agreement.
## 1. Your engagement
1> You will skate the role of the Snow Queen in up to four shows a night on each performance night of the Season, and attend the rehearsal days.
1> You will follow the rink safety rules and the directions of the Show Director.
## 2. Payment
1> We will pay you the Season Fee and the Rehearsal Fee set out in the Schedule, by bank transfer, within 14 days of the end of the Season.
1> You will pay a refundable deposit of £200 for your costume, which we will return when the costume is handed back.
1> If we cancel the Season after 1 November 2026 for any reason other than your default, we will pay you a cancellation fee of half the Season Fee instead of the Season Fee.
## 3. Images
1> We may photograph and film you in costume at rehearsals and shows, and use those photographs and films to promote the Event, in the media and for the period set out in the Schedule.
## 4. Buy-out
1> The Season Fee is not a buy-out. Any use of the photographs or films after the end of the Usage Period, or in any medium not listed in the Schedule, needs your written agreement and a further fee.
## 5. General
1> This agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Performer | Isla Fennimore, 22 Marygate, York YO30 7BH |
| Date of agreement | 2 October 2026 |
| Rehearsal days | 16 to 18 November 2026 |
| Season | 20 November 2026 to 3 January 2027 |
| Season Fee | £6,500 |
| Rehearsal Fee | £360 (three days at £120 a day) |
| Media | Event website; Event Instagram, Facebook and TikTok accounts; posters at railway stations and bus shelters in Yorkshire. No television. |
| Usage Period | From the first day of the Season to 31 January 2027 |
| Territory | United Kingdom |
| Exclusivity | None. You may skate at other events on nights when you are not performing at the Event. |
## Signatures
Signed for and on behalf of Castlegate Leisure Ltd, operator of Glacier Nights: Tom Brierley, Director, 2 October 2026
Signed by the Performer: Isla Fennimore, 2 October 2026
`,
    expected: {
      parties: ["Castlegate Leisure Ltd", "Isla Fennimore"],
      signed: "2026-10-02",
      start: "2026-11-20",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 6500", "GBP 360"],
      flags: [],
      denies: ["buyout"]
    }
  }
]
