// Held-out author "h22b" (wave 22), one batch written without reading the reader's rules or any other batch's texts
// (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entry of n11's batch
// for the file convention, and the wave's checker), and committed before the reader was run on it: animal talent
// bookings (an animal agency's booking confirmation with animal and handler day rates, a vet on set, VAT and overtime
// beside the fees; a pet owner's release of footage; a US trainer's services agreement whose rider replaces the usage
// clause, with the production company named only in the signature block); international co-production and
// distribution (a UK-Canadian co-production that splits the world between the co-producers, a Nordic distribution
// deal memo with a minimum guarantee, holdbacks, recoupment and a sales agent's commission, a German-Austrian
// amendment that moves Switzerland from one co-producer to the other); school and campus consents (a primary
// school's photo consent form with opt-out tick boxes for an academic year, a US alumni story release, a UK student
// ambassador agreement with a stipend and every date in its schedule table, an Irish college's consent whose
// addendum replaces its term clause). A HELD-OUT batch: nobody tunes the reader on it.
//
// Answer rules decided by this author: the parties are those bound by the grant or the services (an animal, its
// breed and name, a pupil photographed under a parent's consent, an end client, a sales agent signing for a
// producer and an on-set vet are not parties); a party named only in the signature block is still a party; the
// signing date is the last signature, or the amendment's own date for a stand-alone amendment; start and end are
// those of the usage or licence, and a term running "from" a release, air or delivery date given elsewhere starts on
// that date and "N months/years from" ends the day before the anniversary; an academic year is the span the
// document gives it; fees are the sums paid for services or rights (an animal's day rate, a handler's day rate, a
// usage fee, a minimum guarantee as a whole, a consideration for moving a territory, a stipend for an ambassador's
// services); VAT, vet costs, mileage, overtime if incurred, cancellation charges, a sales agent's commission,
// distribution expenses, a distribution fee the distributor keeps from receipts, co-producers' financing contributions
// and parking refunds are not; where the co-producers
// split the world between them the territory is worldwide and each is exclusive in its own share; the territories
// of a split that does not cover the world are the union of the shares; a tick box left empty is an opt-out and its
// medium is not granted; a promise not to appear for a product category's competitors is an exclusivity with
// non_compete; a rider or addendum that replaces a clause prevails and the replaced words count for nothing; a film,
// product, society or company whose name holds "Outdoor", "Print" or "Cinema" is not a channel; television is
// broadcast, theatrical exhibition cinema, streaming and video-on-demand web, posters out_of_home, prospectuses and
// brochures print; a silent contract has no territory and exclusive null; "revocable" or a right to withdraw consent
// denies irrevocable_grant; a co-producer's or distributor's permitted licences to distributors or broadcasters in
// its territory make the rights sublicensable.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h22b-animal-talent-bookings",
  "h22b-coproduction-territory-splits",
  "h22b-school-and-campus-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h22b-01-terrier-booking-confirmation",
    style: "h22b-animal-talent-bookings",
    format: "docx",
    source: `
# BOOKING CONFIRMATION – ANIMAL TALENT
Furlong Animal Actors Ltd, Unit 3, Marsh Lane Farm, Amersham HP6 5RT ("the Agency")
To: Hollin Bridge Productions Ltd, 41 Great Titchfield Street, London W1W 7PQ ("the Producer")
Our ref: FAA/2026/0418. This confirmation, once countersigned, forms the agreement between the Agency and the Producer. Our Standard Booking Terms apply save where this confirmation differs.
## 1. The booking
1> Animal: "Biscuit", Border Terrier, 4 years, registered with the Agency by her owner. Biscuit is not a party to this agreement and nor is her owner, for whom the Agency acts.
1> Handler: Ms Kerry Dunmore (the Agency's trainer), who stays with Biscuit at all times on set.
1> Production: television and online commercial for "Outdoor Adventure" dry dog food, made for Wagtail Pet Nutrition plc (the end client, not a party).
1> Shoot: one day, 14 May 2026, Black Park, Buckinghamshire. Call 07:30; Biscuit's working day is 8 hours including breaks.
## 2. Fees and charges
| Item | Amount |
| Animal day rate (Biscuit) | £650 |
| Handler day rate | £320 |
| Usage fee (clause 3) | £2,500 |
| Overtime (only if the day overruns) | £90 per hour or part |
| Vet on set (at cost, estimate) | £280 |
| VAT | 20% on all of the above |
Cancellation: less than 48 hours before the call, 50% of the day rates is payable; weather days are re-booked at no charge.
## 3. Usage
1> The Agency grants the Producer the right to use the footage and stills of Biscuit in the commercial on television and online (the Producer's and Wagtail's websites and social media channels) in the United Kingdom and the Republic of Ireland, excluding cinema, outdoor posters and in-store display screens.
1> Usage Period: twelve (12) months from the Air Date.
1> "Air Date" means the date of first transmission of the commercial. The Producer has notified the Agency that the commercial will first be transmitted on 1 July 2026.
## 4. Welfare
1> Biscuit shall not be asked to perform any action outside her trained repertoire, and the Handler may stop any set-up at any time. A veterinary surgeon (Ms A. Okoro MRCVS) will be on set throughout; her costs are recharged at cost as above.
1> Rest breaks of at least 15 minutes every hour; shade and fresh water at all times.
## 5. Exclusivity
During the Usage Period Biscuit shall not appear in advertising for any other dog food, cat food or pet treat brand. This does not restrict Biscuit's appearances in drama, film, editorial or non-competing advertising.
## 6. Sub-licensing
The Producer shall not sub-license the usage rights granted in clause 3 to any third party; Wagtail Pet Nutrition plc may view and approve the commercial but takes no licence from the Agency.
## 7. Payment
Invoices are payable within 30 days. The Producer is responsible for all fees in clause 2.
Signed for Furlong Animal Actors Ltd: Helen Furlong, Director, 28 April 2026
Signed for Hollin Bridge Productions Ltd: Tom Adebayo, Head of Production, 29 April 2026
`,
    expected: {
      parties: ["Furlong Animal Actors Ltd", "Hollin Bridge Productions Ltd"],
      signed: "2026-04-29",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 650", "GBP 320", "GBP 2500"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h22b-02-cat-owner-footage-release",
    style: "h22b-animal-talent-bookings",
    format: "scan",
    source: `
# PET OWNER RELEASE AND FOOTAGE LICENSE
Copper Kettle Media LLC, 2210 Larimer Street, Denver, CO 80205 ("Company")
Owner: Dana Whitfield, 88 Juniper Court, Boulder, CO 80302 ("Owner")
Pet: "Mochi", Ragdoll cat, 3 yrs (the "Pet")
1. Owner is the sole owner of the Pet and brought the Pet to Company's shoot on June 9, 2026 for a web series episode.
2. Owner grants Company an irrevocable, perpetual, worldwide license to use the footage, photographs and sound recordings of the Pet made at the shoot, in all media now known or hereafter devised, including advertising.
3. This license is non-exclusive: Owner may keep posting photos and videos of Mochi on Owner's own accounts and may license them to others.
4. Company may assign this release and sub-license the footage to its clients, distributors and successors.
5. Payment: a flat fee of $400, which is a full buyout of all uses under paragraph 2. Company will also reimburse mileage of $60. No other payment is due.
6. Welfare: the Pet was handled only by Owner; Company provided a quiet room and did not use any food rewards without Owner's say-so.
7. This release is effective on the date signed below.
Owner: Dana Whitfield  Date: 6/9/2026
For Company: R. Castellanos, Producer  Date: 6/9/2026
`,
    expected: {
      parties: ["Copper Kettle Media LLC", "Dana Whitfield"],
      signed: "2026-06-09",
      start: "2026-06-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 400"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "assignable", "sublicensable", "buyout"]
    }
  },
  {
    id: "h22b-03-trainer-services-rider",
    style: "h22b-animal-talent-bookings",
    format: "pdf",
    source: `
# ANIMAL SERVICES AGREEMENT
This Animal Services Agreement is made as of February 20, 2026 between RED MESA ANIMAL ACTORS, INC., a New Mexico corporation, 14 Camino Lindo, Santa Fe, NM 87505 ("Trainer"), and the production company whose name appears in the signature block below ("Production"), in connection with the feature film presently entitled "The Billboard on Route 9" (the "Picture").
## 1. Animals
Trainer will furnish the following animals (the "Animals"), none of which is a party to this Agreement: "Juniper", an Appaloosa mare, and "Pico", an African grey parrot, together with two qualified handlers.
## 2. Services
Services will be rendered on approximately three (3) shooting days in April 2026 at locations near Abiquiu, New Mexico, on dates Production designates with at least seven (7) days' notice.
## 3. Compensation
3.1 Production will pay Trainer, per shooting day: horse rate US$1,100; parrot rate US$450; handler rate US$600 (covering both handlers).
3.2 Overtime beyond ten (10) hours in any day is paid at one and one-half times the applicable rates. Travel and feed are reimbursed at cost against receipts.
3.3 Production will engage and pay directly an American Humane certified safety representative and an on-set equine veterinarian (US$750 per day). Those amounts are not compensation to Trainer.
## 4. Welfare
No animal will work more than six (6) hours in any day. Trainer's head handler may halt any scene on welfare grounds and Production shall not overrule that decision. No animal will be subjected to pyrotechnics.
## 5. Credit
Trainer will receive an end-title credit in the form "Animals provided by Red Mesa Animal Actors".
## 6. Use of Footage
Production may use all footage of the Animals in the Picture and in its advertising and promotion, in all media now known or hereafter devised, throughout the universe, in perpetuity.
## 7. General
This Agreement is governed by the laws of the State of New Mexico. Rider A forms part of this Agreement.
## RIDER A
A.1 Rider A replaces Section 6 in full and prevails over anything in the body of this Agreement. The words "in all media now known or hereafter devised" and "in perpetuity" in Section 6 are of no effect.
A.2 Production may use footage of the Animals only in the Picture as exhibited in theaters, on television and on online video-on-demand services, and in trailers for the Picture, throughout the world, for ten (10) years from the Release Date. No use may be made of the footage in any product advertising unrelated to the Picture.
A.3 "Release Date" means the initial theatrical release of the Picture in the United States, which Production has scheduled for October 16, 2026.
IN WITNESS WHEREOF the parties have signed this Agreement as of the date first written above.
TRAINER: Red Mesa Animal Actors, Inc.  By: Lorena Baca, President
PRODUCTION: Saltgrass Pictures LLC  By: Mitchell Orr, Line Producer
`,
    expected: {
      parties: ["Red Mesa Animal Actors, Inc.", "Saltgrass Pictures LLC"],
      signed: "2026-02-20",
      start: "2026-10-16",
      end: "2036-10-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: null,
      fees: ["USD 1100", "USD 450", "USD 600"],
      flags: ["long_term"],
      denies: ["perpetual_term", "unlimited_media"]
    }
  },
  {
    id: "h22b-04-uk-canada-coproduction",
    style: "h22b-coproduction-territory-splits",
    format: "pdf",
    source: `
# CO-PRODUCTION AGREEMENT
Feature documentary "Print Run" (working title)
THIS AGREEMENT is dated 12 March 2026 and is made BETWEEN:
(1) HARROW & VALE FILMS LIMITED, a company incorporated in England and Wales (no. 09876543), whose registered office is at 7 Cowcross Street, London EC1M 6DR ("Harrow & Vale"); and
(2) BORÉAL NORD PRODUCTIONS INC., a corporation incorporated under the laws of Québec, whose head office is at 5445 avenue de Gaspé, Montréal, QC H2T 3B2 ("Boréal"),
(each a "Co-Producer" and together the "Co-Producers").
## 1. Background
1.1 The Co-Producers wish to co-produce the Film, a feature documentary about the last independent newspaper printers of Britain and Canada, as an official co-production under the Audiovisual Co-production Treaty between the United Kingdom and Canada.
1.2 "Print Run" is the title of the Film only.
## 2. Financing
2.1 The budget of the Film is GBP 1,950,000. Harrow & Vale will contribute 60% (GBP 1,170,000) and Boréal 40% (GBP 780,000), each in the currency of its own financing.
2.2 The contributions are financing of the Film and not payments by one Co-Producer to the other.
## 3. Ownership
3.1 The copyright in the Film and all underlying materials shall vest in the Co-Producers jointly in the proportions of their contributions, in perpetuity.
## 4. Division of Territories
4.1 Harrow & Vale shall have the sole and exclusive right to exploit the Film in all media throughout the world, excluding Canada (the "Harrow & Vale Territory").
4.2 Boréal shall have the sole and exclusive right to exploit the Film in all media in Canada (the "Boréal Territory").
4.3 Each Co-Producer shall retain all receipts from its own Territory, save that receipts from the United States shall be shared 60:40 after the sales agent's commission (not to exceed 15%) and its capped marketing expenses of GBP 40,000.
## 5. Holdbacks
Neither Co-Producer shall permit the Film to be made available on any video-on-demand service in its Territory until six (6) months after the first theatrical release of the Film in that Territory.
## 6. Delivery and Premiere
The Co-Producers intend to deliver the Film by 30 June 2027 and to premiere it at a Canadian festival in September 2027.
## 7. Assignment
Neither Co-Producer may assign this Agreement or its share of the copyright in the Film to any third party. Licences to distributors in a Co-Producer's own Territory are permitted.
## 8. Governing Law
This Agreement is governed by the laws of England and Wales.
SIGNED by Eleanor Vale, Director, for and on behalf of Harrow & Vale Films Limited
SIGNED by Mathieu Gagnon, Président, for and on behalf of Boréal Nord Productions Inc.
`,
    expected: {
      parties: ["Harrow & Vale Films Limited", "Boréal Nord Productions Inc."],
      signed: "2026-03-12",
      start: "2026-03-12",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: [],
      flags: ["perpetual_term", "worldwide_exclusivity", "unlimited_media", "no_fee_stated", "sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "h22b-05-nordic-distribution-deal-memo",
    style: "h22b-coproduction-territory-splits",
    format: "docx",
    source: `
# DISTRIBUTION DEAL MEMO
"Outdoor Season" (feature film, 104 min, English language)
Date: 3 September 2026
This deal memo is binding on signature by both parties until superseded by a long-form agreement.
| Term | Deal point |
| Licensor | Lanternfish Films Ltd, 22 Hoxton Square, London N1 6NT (represented by Kestrel Island Sales Ltd as sales agent, which signs for the Licensor and is not a party) |
| Licensee | Nordlys Distribusjon AS, Akersgata 16, 0158 Oslo |
| Territory | Norway, Sweden, Denmark, Finland and Iceland, excluding the Faroe Islands and Greenland |
| Rights | Theatrical, free and pay television, transactional and subscription video-on-demand. Excluded and reserved to the Licensor: airline, ship and hotel rights, and all rights in the Outdoor Season soundtrack album |
| Exclusivity | Exclusive in the Territory for the Rights |
| Licence Period | Twelve (12) years from Delivery |
| Minimum Guarantee | EUR 180,000, payable 20% (EUR 36,000) on signature and 80% (EUR 144,000) on Delivery |
| Sales agent commission | 20% of the MG, deducted by Kestrel Island Sales Ltd; payable by the Licensor, not an additional sum |
| Recoupment | Licensee recoups the MG and its P&A expenses (capped at EUR 25,000) from gross receipts, then pays the Licensor 50% of receipts |
| Distribution fee | 30% of gross receipts, retained by the Licensee |
| Holdbacks | SVOD not before 12 months after first theatrical release in each country; free TV not before 24 months |
| Sub-licensing | Licensee may sub-license television and video-on-demand rights to broadcasters and platforms in the Territory |
| Delivery | Delivery shall take place on 15 January 2027 by lab access letter |
| Governing law | England and Wales |
For Lanternfish Films Ltd, by Kestrel Island Sales Ltd as its sales agent: Nadia Rahman, Head of Sales, 3 September 2026
For Nordlys Distribusjon AS: Sindre Holm, Daglig leder, 3 September 2026
`,
    expected: {
      parties: ["Lanternfish Films Ltd", "Nordlys Distribusjon AS"],
      signed: "2026-09-03",
      start: "2027-01-15",
      end: "2039-01-14",
      perpetual: false,
      territories: ["NO", "SE", "DK", "FI", "IS"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: true,
      fees: ["EUR 180000"],
      flags: ["long_term", "sublicensable"]
    }
  },
  {
    id: "h22b-06-dach-amendment-moves-switzerland",
    style: "h22b-coproduction-territory-splits",
    format: "text",
    source: `
# AMENDMENT No. 2 TO THE CO-PRODUCTION AGREEMENT "DIE STILLE WERKSTATT"
Dated: 5 November 2026
Between: Alpenlicht Film GmbH, Schwanthalerstrasse 80, 80336 München ("Alpenlicht")
and: Donaukanal Filmproduktion GmbH, Obere Donaustrasse 25, 1020 Wien ("Donaukanal")
Background: The parties are co-producers of the feature film "Die stille Werkstatt" under a Co-Production Agreement dated 2 February 2026, as amended by Amendment No. 1 dated 30 April 2026 (together the "Agreement").
Under clause 4.2 of the Agreement Alpenlicht holds the exclusive exploitation rights in Germany, and Donaukanal holds the exclusive exploitation rights in Austria and Switzerland, in each case for theatrical, television and online (video-on-demand) exploitation, for fifteen (15) years from the Theatrical Release.
The Theatrical Release (first theatrical release of the Film in Germany) took place on 9 October 2026.
1. Clause 4.2 of the Agreement is deleted and replaced by the following, which prevails over any other provision of the Agreement:
"4.2 Alpenlicht shall hold the exclusive exploitation rights in Germany, Switzerland, Liechtenstein and Luxembourg, and Donaukanal shall hold the exclusive exploitation rights in Austria, in each case for theatrical, television and online (video-on-demand) exploitation, for fifteen (15) years from the Theatrical Release."
2. In consideration of the transfer of the Swiss rights, Alpenlicht shall pay Donaukanal EUR 40,000 plus VAT at the applicable rate within 30 days of this Amendment. Donaukanal's Swiss distribution expenses incurred to date (EUR 6,500) are reimbursed separately against invoices and are not part of that sum.
3. Holdback: no video-on-demand release in Switzerland before 1 April 2027.
4. Alpenlicht takes over Donaukanal's Swiss sub-distribution agreement with Rheinblick Verleih AG; Donaukanal assigns that agreement to Alpenlicht with effect from the date of this Amendment.
5. All other provisions of the Agreement remain unchanged.
For Alpenlicht Film GmbH: Katharina Seidl, Geschäftsführerin, München, 5 November 2026
For Donaukanal Filmproduktion GmbH: Florian Haas, Geschäftsführer, Wien, 5 November 2026
`,
    expected: {
      parties: ["Alpenlicht Film GmbH", "Donaukanal Filmproduktion GmbH"],
      signed: "2026-11-05",
      start: "2026-10-09",
      end: "2041-10-08",
      perpetual: false,
      territories: ["DE", "CH", "LI", "LU", "AT"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: true,
      fees: ["EUR 40000"],
      flags: ["long_term"]
    }
  },
  {
    id: "h22b-07-primary-school-photo-consent",
    style: "h22b-school-and-campus-consents",
    format: "scan",
    source: `
# HOLLYBANK PRIMARY SCHOOL
Photograph and Video Consent Form – 2027-28 Academic Year
Dear Parent/Carer, we like to celebrate our pupils' work by using photographs and short videos. Please tick each box you agree to. If you leave a box empty, we will treat that as a "no" for that use.
This consent covers the 2027-28 academic year, which for this form runs from 1 September 2027 to 31 August 2028. We will ask you again next year.
Pupil's name: Alfie Mercer   Class: Year 4 (Rowan)
[X] School website (hollybank.sch.uk)
[X] Printed school prospectus and newsletters
[ ] School social media (Facebook, Instagram)
[ ] Local newspaper and radio
We will never print your child's full name next to a photograph. We will not sell images or pass them to any other organisation for its own use. No payment is made for this consent.
You may withdraw consent at any time by writing to the school office; we will then stop new uses as soon as we can.
Parent/Carer name: Joanne Mercer
Signature: J. Mercer   Date: 08/09/2027
Received for Hollybank Primary School: Mrs P. Adeyinka, School Business Manager
`,
    expected: {
      parties: ["Hollybank Primary School", "Joanne Mercer"],
      signed: "2027-09-08",
      start: "2027-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: [],
      channels: ["web", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "h22b-08-alumni-story-release",
    style: "h22b-school-and-campus-consents",
    format: "text",
    source: `
# Your Alumni Story Release – Larkspur State University
From: Office of Marketing and Communications <stories@larkspur.edu>
To: Renata Okafor <renata.okafor@gmail.com>
Sent: Tuesday, May 19, 2026 10:02 AM
Hi Renata,
Thank you again for sitting down with us about your path from the Larkspur Outdoor Leadership Program to running your own conservation nonprofit. Before we publish, we need your OK on the terms below. Just reply "I agree".
What we'd use: your name, class year (2019), the photos taken on campus on May 12, a two-minute video interview, and quotes from it.
Where: the Larkspur State University website, the University's social media accounts, and our printed admissions viewbook and alumni magazine. We won't use your story in paid TV or billboard advertising. You grant us the right to use these materials anywhere in the world.
How long: five academic years, beginning with the 2026-27 academic year. Larkspur's academic year runs July 1 through June 30.
Payment: none. You will not be paid for this release; we will reimburse your parking on the day of the shoot (up to $25).
Your rights: this release is non-exclusive, so you are free to tell your story anywhere else. It is also revocable: you can withdraw it for future uses by emailing us, though we can't recall printed copies already distributed.
Thanks!
Jordan Pike, Associate Director of Storytelling, Larkspur State University
---
From: Renata Okafor
Sent: Wednesday, May 20, 2026 8:47 PM
I agree. Happy to help! - Renata
`,
    expected: {
      parties: ["Larkspur State University", "Renata Okafor"],
      signed: "2026-05-20",
      start: "2026-07-01",
      end: "2031-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "h22b-09-student-ambassador-agreement",
    style: "h22b-school-and-campus-consents",
    format: "docx",
    source: `
# STUDENT AMBASSADOR AGREEMENT
## Parties
The University: University of Thornbury, Chancellor's Building, Thornbury Road, Leicester LE2 9XY ("the University")
The Ambassador: Priya Lal, student number 2304417, BSc Environmental Science ("the Ambassador")
## 1. Role
1> The Ambassador will represent the University at open days, applicant visit days and online question-and-answer sessions, and will create content about student life for the University's channels, for the Term stated in the Schedule.
1> The Ambassador's studies come first; the University will not ask for more than 6 hours a week.
## 2. Stipend
1> The University will pay the Ambassador the stipend stated in the Schedule for the Ambassador's services. No further fee is payable for the use of the Ambassador's image or content.
1> Reasonable travel expenses for off-campus events are reimbursed on production of receipts and do not form part of the stipend.
## 3. Use of images and content
1> The Ambassador grants the University a licence to use photographs, video and written content featuring or made by the Ambassador during the Term on the University's website, its official social media accounts and in its printed prospectuses, until the Image Use End Date stated in the Schedule.
1> The University will not use the Ambassador's image in paid outdoor advertising.
## 4. Exclusivity
During the Term the Ambassador shall not act as an ambassador, influencer or paid content creator for any other university, college or higher-education provider. Personal posts about the Ambassador's own life are not restricted.
## 5. Conduct
The University may end this Agreement by notice if the Ambassador's conduct brings the University into disrepute or breaches the Student Code of Conduct.
## 6. Assignment
The University may not assign this Agreement, and the licence in clause 3 is personal to the University: it shall not be sub-licensed to any third party, including the University's trading subsidiary Thornbury Print Services Ltd.
## 7. Data protection
Personal data is handled in line with the University's Student Privacy Notice.
## Schedule
| Item | Detail |
| Academic year | 2027-28 |
| Start of Term | 15 September 2027 |
| End of Term | 30 June 2028 |
| Image Use End Date | 31 August 2030 |
| Stipend | £750 for the Term, paid in three instalments of £250 (December, March and June) |
| Date of signature (both parties) | 10 September 2027 |
Signed for the University: Dr Helen Marsh, Head of Student Recruitment
Signed by the Ambassador: Priya Lal
`,
    expected: {
      parties: ["University of Thornbury", "Priya Lal"],
      signed: "2027-09-10",
      start: "2027-09-15",
      end: "2030-08-31",
      perpetual: false,
      territories: [],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 750"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h22b-10-college-consent-addendum",
    style: "h22b-school-and-campus-consents",
    format: "pdf",
    source: `
# ST COLUMBA'S COLLEGE, DUBLIN
Student Image Consent (students aged 18 and over)
Student: Aoife Brennan, 2nd Year BA Media Studies ("I", "me")
College: St Columba's College, Sandford Road, Dublin 6 ("the College")
1. Purpose. The College photographs and films students for its student recruitment materials. I appeared in photographs taken at the Columba Cinema Society's screening night and in the College library on 21 August 2026.
2. Uses. Please tick to opt in. An empty box means I do not consent to that use.
[X] The College website
[X] The College's official social media accounts
[X] The printed prospectus and open-day brochures
[ ] Outdoor advertising (bus shelters, billboards, DART station posters)
3. Where. The College may use the images in Ireland and in its international recruitment in the United Kingdom, the United States and India.
4. Term. This consent is given for the 2026-27 academic year.
5. Third parties. The College shall not sell or license the images to any third party. The Columba Cinema Society may not reuse the images.
6. Payment. No payment is made for this consent.
7. Withdrawal. I may withdraw this consent by e-mail to marketing@stcolumbas.ie; the College will stop new uses within 30 days.
ADDENDUM (agreed at signing)
A1. This Addendum replaces clause 4 (Term) in full and prevails over it: this consent is given for the 2026-27 and 2027-28 academic years, that is from 1 September 2026 to 31 August 2028.
A2. All other clauses are unchanged.
Signed: Aoife Brennan   Date: 28 August 2026
For the College: Ciarán Ó Dálaigh, Head of Marketing   Date: 28 August 2026
`,
    expected: {
      parties: ["St Columba's College", "Aoife Brennan"],
      signed: "2026-08-28",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["IE", "GB", "US", "IN"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  }
]
