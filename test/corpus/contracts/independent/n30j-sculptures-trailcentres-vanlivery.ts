// Independent author "n30j" (wave 30), one development batch written without reading the reader's rules or the
// other batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's
// batch for the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and
// committed before the reader was run on it. Three drafting styles:
// - sculpture and portrait-bust sitter likeness agreements: a gallery's sitting agreement with the sculptor named
//   "not a party", the term counted from an Unveiling Date given only in a schedule table, a heading "Merchandise and
//   Sub-licensing" over a body that grants neither; a US studio's letter ("Dear Mr. Okafor") whose countersignature
//   binds the sitter to a perpetual, irrevocable all-media buyout; a one-page scanned consent from a company whose
//   name holds "Outdoor" and which licenses no outdoor use; a plain-text commission memo whose Rider deletes a
//   perpetual clause and replaces it with a fixed end, and prevails.
// - mountain-bike trail centre rider releases: an image release at a trail centre with a "Broadcast Hill" descent and
//   an event date only in a table, no payment and a revocable consent; a US bike park's sponsored-rider agreement
//   with a competitor restriction carved out for the rider's frame sponsor, television excluded, a season pass that
//   is not a sum paid and a conduct clause; a scanned liability waiver whose "release" of claims is not a grant of
//   rights, with a short photo clause limited to web and social.
// - window-cleaning, plumbing and home-services van livery campaigns: a boiler maker's livery deal with a plumbing
//   firm (term from an Installation Date in a schedule, instalments, wrap costs and a deposit that are not fees, a
//   competitor-livery restriction, automatic renewal, a campaign called "Outdoor Comfort"); a US plumbing company's
//   van-wrap talent agreement with the launch date defined in a later section, "excluding broadcast television", a
//   wrap vendor called "Print Shop Express", an unexercised market option and an extra-day rate; a window cleaner's
//   letter to a model, the company named only in the signature block, a campaign called "Clear As Print" that
//   licenses no print.
//
// Answer rules decided by this author: the parties are the two who are bound by signing (a sculptor engaged by a
// gallery and named not a party, a photographer, a wrap vendor are not), named as the document names them; a company
// named only in a letter's signature block is a party; the signing date is the date of the last signature (a
// letter's countersignature), or the single date of the signature block; start is the date the licence runs from
// (a defined date such as the Unveiling, Event, Installation or Wrap Launch Date where the term is counted from it,
// else the signing or stated effective date); "N months/years from X" ends the day before the anniversary of X;
// fees are the sums paid for the sitting, likeness or livery: a percentage royalty, VAT, expenses or travel
// reimbursed, instalments of a stated fee, wrap or production costs paid to a third party, a deposit, an unexercised
// option price, a rate for extra days owed only if requested, and an in-kind season pass are not fees; channels:
// catalogues, postcards,
// leaflets, trail maps and magazines are print, posters, billboards and vehicle livery or van wraps are
// out_of_home, a website is web, Facebook, Instagram and YouTube pages are social, television is broadcast; "all
// media now known or hereafter devised" is every channel and unlimited_media; a name (a company, a trail, a
// campaign) holding a channel word grants nothing; exclusive is true where the grant says exclusive or the licensor
// promises not to do the same for a competitor (then non_compete too), false where it says non-exclusive or leaves
// the sitter or rider expressly free to work for others, null where the text is silent; flags are raised where the
// text grants them (perpetual, irrevocable, assignable or sub-licensable, automatic renewal, a conduct clause for
// morality_clause, "full buyout" for buyout) or by absence (no fee: no_fee_stated); a perpetual licence takes
// perpetual_term and not no_end_date; denies lists flags the text expressly rules out ("shall not sub-license",
// "may not assign", "this consent is revocable", "free to work for other brands", "the licence is not perpetual").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30j-sculpture-sitter-likeness",
  "n30j-trail-centre-rider-releases",
  "n30j-home-services-van-livery"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30j-01-gallery-bronze-bust-sitting",
    style: "n30j-sculpture-sitter-likeness",
    format: "docx",
    source: `
# PORTRAIT BUST SITTING AND LIKENESS AGREEMENT
THIS AGREEMENT is dated 12 February 2026
## Parties
(1) HOLLINS GALLERY LIMITED, a company registered in England and Wales (company number 08814472) whose registered office is at 14 Quay Street, Bristol BS1 4DB (the "Gallery"); and
(2) ROSALIND FARROW of The Old Rectory, Nether Wallop, Hampshire SO20 8EZ (the "Sitter").
## Background
(A) The Gallery has engaged the sculptor Tobias Renner (the "Sculptor") to model and cast a bronze portrait bust of the Sitter (the "Bust"). The Sculptor is not a party to this Agreement and his engagement is governed by a separate commission contract with the Gallery.
(B) The Sitter has agreed to give sittings for the Bust and to license the Gallery to use images of the Bust and of the Sitter's likeness as it appears in the Bust on the terms below.
## Agreed terms
1> Sittings. The Sitter shall attend up to six sittings of not more than three hours each at the Sculptor's studio in Frome between March and May 2026, on dates to be agreed.
1> Licence. The Sitter grants the Gallery a non-exclusive licence, for the Licence Period and in the United Kingdom and the Republic of Ireland, to reproduce photographs and other images of the Bust in the following media only:
2> the Gallery's printed exhibition catalogues, postcards and guidebooks;
2> the Gallery's own website; and
2> exhibition posters displayed on the exterior of the Gallery and at railway stations.
1> No use of images of the Bust on social media, on television or in film is licensed by this Agreement.
1> Licence Period. The licence begins on the Unveiling Date and continues for three years from the Unveiling Date.
1> Sitting Fee. In consideration of the sittings and the licence the Gallery shall pay the Sitter a fee of £4,500 (plus VAT if applicable) within 30 days of the Unveiling Date. The Gallery shall also reimburse the Sitter's reasonable travel expenses to and from the studio, up to £350 in total, against receipts.
## Merchandise and Sub-licensing
1> No right to make, sell or distribute merchandise, replicas or souvenirs bearing the Bust or the Sitter's likeness is granted, and the Gallery shall not sub-license any right under this Agreement to any third party.
## Assignment
1> The Gallery may not assign or transfer this Agreement or any of its rights under it.
1> Ownership of the Bust. The Bust and the copyright in it belong to the Gallery under its contract with the Sculptor. Nothing in this Agreement affects that ownership.
1> Governing law. This Agreement is governed by the law of England and Wales.
## Schedule - Key Dates
| Event | Date |
| First sitting | 9 March 2026 |
| Unveiling Date (public unveiling of the Bust at the Gallery) | 5 June 2026 |
| Exhibition closes | 27 September 2026 |
Signed for and on behalf of HOLLINS GALLERY LIMITED by Margaret Oduya, Director, on 12 February 2026
Signed by ROSALIND FARROW on 12 February 2026
`,
    expected: {
      parties: ["Hollins Gallery Limited", "Rosalind Farrow"],
      signed: "2026-02-12",
      start: "2026-06-05",
      end: "2029-06-04",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "out_of_home"],
      exclusive: false,
      fees: ["GBP 4500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n30j-02-foundry-letter-statue-buyout",
    style: "n30j-sculpture-sitter-likeness",
    format: "pdf",
    source: `
# Marlowe Foundry Studio LLC
212 Riverside Drive, Asheville, NC 28801
October 3, 2025
Mr. Daniel Okafor
48 Laurel Park Road
Greenville, SC 29607
Dear Mr. Okafor:
Re: Life-size bronze statue for Heritage Green - likeness release
Thank you for agreeing to sit for the statue commemorating the 1995 state championship team, which our studio is sculpting for installation at Heritage Green. This letter sets out the terms on which you grant us the right to use your likeness as it appears in the statue and in our preparatory work.
1. Sittings. You will give us two days of sittings and allow us to take a 3D scan and reference photographs of you at our studio during November 2025.
2. Grant. You grant Marlowe Foundry Studio LLC an irrevocable, perpetual, worldwide license to reproduce, display and publish the statue, the maquettes, the 3D scan and images of any of them, in all media now known or hereafter devised. The license is non-exclusive: you remain free to sit for other artists and to license your likeness to anyone else.
3. Fee. We will pay you an honorarium of $7,500 within 15 days of your countersignature. This is a full buyout: no royalty, residual or further payment will be due for any use under paragraph 2. We will also reimburse your travel to Asheville, up to $600, against receipts.
4. Credit. Wherever practicable the plaque and our publications will credit you by name.
5. Effective date. This letter becomes binding on you and on us on the date you countersign it below.
6. Law. This letter is governed by the laws of the State of North Carolina.
If you agree, please sign and date the enclosed copy and return it to me.
Sincerely,
Eleanor Marlowe
Managing Member, Marlowe Foundry Studio LLC
ACCEPTED AND AGREED:
Daniel Okafor
Date: October 9, 2025
`,
    expected: {
      parties: ["Marlowe Foundry Studio LLC", "Daniel Okafor"],
      signed: "2025-10-09",
      start: "2025-10-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 7500"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "buyout"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30j-03-outdoor-forms-life-cast-consent",
    style: "n30j-sculpture-sitter-likeness",
    format: "scan",
    source: `
# OUTDOOR FORMS LTD - SITTER'S CONSENT TO USE OF LIKENESS (LIFE CAST)
Outdoor Forms Ltd, Unit 3, Tanyard Lane, Ludlow SY8 1ER ("the Company") makes garden sculpture. This consent is given by Priya Lal of 22 Mill Street, Ludlow SY8 1BB ("the Sitter").
1. The Sitter has sat for a life cast of her head and hands, which the Company will use to make the sculpture "Gardener at Rest".
2. The Sitter consents to the Company publishing photographs and film of the sculpture, and of the casting session, on the Company's website and on its Instagram and Facebook pages, in the United Kingdom.
3. No other use is licensed. In particular no print advertising, broadcast or outdoor advertising use of the Sitter's likeness is licensed, despite the Company's name.
4. This consent runs for 2 years from 1 March 2026.
5. The Company will pay the Sitter a fee of £600 on signature.
6. The Company shall not assign the benefit of this consent to anyone else.
Signed: Priya Lal (Sitter)    Date: 20 February 2026
Signed: Owen Whitlock, Director, for Outdoor Forms Ltd    Date: 20 February 2026
`,
    expected: {
      parties: ["Outdoor Forms Ltd", "Priya Lal"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 600"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n30j-04-marble-portrait-memo-rider",
    style: "n30j-sculpture-sitter-likeness",
    format: "text",
    source: `
# MEMORANDUM OF AGREEMENT - MARBLE PORTRAIT AND REPLICA LICENCE
Between: Kestrel Sculpture Studio Ltd, 9 Canal Wharf, Leith, Edinburgh EH6 6QA ("Kestrel")
And: Hamish Drummond, 31 Ann Street, Edinburgh EH4 1PL ("the Sitter")
Date: 14 April 2026
1. Kestrel will carve a marble portrait of the Sitter for exhibition at the Royal Scottish Academy summer show, from sittings in April and May 2026.
2. The Sitter licenses Kestrel, on a non-exclusive basis, to make and sell resin replicas of the portrait at reduced scale and to show images of the portrait and the replicas in Kestrel's online shop and on in-store display cards at the stockists who sell the replicas, in the United Kingdom and France.
3. Kestrel will pay the Sitter a likeness fee of £2,000 on signature of this memorandum and a royalty of 8% of the net price of each replica sold.
4. The licence in paragraph 2 is granted in perpetuity.
5. Kestrel may not license any other person to make replicas.
RIDER A (forming part of this memorandum, signed with it, and prevailing over anything in the memorandum that conflicts with it)
A1. Paragraph 4 is deleted and replaced by: "The licence in paragraph 2 runs from the date of this memorandum until 31 December 2027. The licence is not perpetual, and no replica may be sold after that date."
A2. Paragraph 3 is unchanged.
Signed for Kestrel Sculpture Studio Ltd: Isla Brannigan, Director, 14 April 2026
Signed by the Sitter: Hamish Drummond, 14 April 2026
`,
    expected: {
      parties: ["Kestrel Sculpture Studio Ltd", "Hamish Drummond"],
      signed: "2026-04-14",
      start: "2026-04-14",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "FR"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 2000"],
      flags: [],
      denies: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "n30j-05-glenmorrow-enduro-image-release",
    style: "n30j-trail-centre-rider-releases",
    format: "pdf",
    source: `
# GLENMORROW TRAIL CENTRE - RIDER IMAGE RELEASE
Glenmorrow Enduro Round 3
This release is given by the rider named below ("you") to Glenmorrow Trails CIC, a community interest company operating Glenmorrow Trail Centre, Aviemore PH22 1RB ("Glenmorrow", "we").
## Event details
| Item | Detail |
| Event | Glenmorrow Enduro Round 3 |
| Event Date | 15 August 2026 |
| Stages | Broadcast Hill descent, Pinewood Switchbacks, Loch Run |
| Official photographer | Kirsty Bain Photography (engaged by Glenmorrow) |
## What you allow us to do
1> You allow Glenmorrow to use photographs and video of you riding at the Event, and your name and race result, on the Glenmorrow website, on our Facebook, Instagram and YouTube channels, and in our printed trail maps and visitor leaflets.
1> The Broadcast Hill descent is the name of a stage only. No television, radio or cinema use is covered by this release, and we will not use your image on billboards or posters.
1> This release applies in the United Kingdom only.
1> This release lasts for 5 years from the Event Date.
1> No payment is made to you for this release.
1> We will not sub-license, sell or give your images to any sponsor or other third party.
1> This consent is revocable: you may withdraw it at any time by e-mailing media@glenmorrowtrails.org.uk, and we will stop new uses within 30 days.
## Signature
Rider: Callum Fraser    Signature: C Fraser    Date: 15 August 2026
For Glenmorrow Trails CIC: Moira Lennox, Events Manager    Date: 15 August 2026
`,
    expected: {
      parties: ["Glenmorrow Trails CIC", "Callum Fraser"],
      signed: "2026-08-15",
      start: "2026-08-15",
      end: "2031-08-14",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "n30j-06-bike-park-sponsored-rider",
    style: "n30j-trail-centre-rider-releases",
    format: "docx",
    source: `
# SPONSORED RIDER AND LIKENESS AGREEMENT
This Sponsored Rider and Likeness Agreement (this "Agreement") is entered into by and between Ridgeback Mountain Bike Park, LLC, a Vermont limited liability company with its principal office at 1180 Summit Road, Killington, VT 05751 ("Park"), and Jenna Kowalski, an individual residing in Burlington, Vermont ("Rider").
## 1. Services
1> Rider will ride and appear at the Park on at least eight (8) weekend days during the 2026 bike season, including the Opening Day Send-Off and the Ridgeback Gravity Fest, and will take part in two (2) photo and video shoots on dates the parties agree.
## 2. Grant of Rights
1> Rider grants Park the right to use Rider's name, image, likeness and riding footage to advertise the Park in the United States on Park's website, on Park's social media accounts, in Park's printed trail guides and lift-ticket brochures, and on roadside billboards, excluding television and radio broadcasts.
## 3. Term
1> This Agreement runs from May 22, 2026 (Opening Day) through October 18, 2026 (Closing Day).
## 4. Compensation
1> Park will pay Rider an appearance fee of Three Thousand Dollars ($3,000), payable half on Opening Day and half on Closing Day.
1> Park will also provide Rider with a 2026 season pass (retail value $899) and reimburse pre-approved mileage at the IRS rate. The season pass and mileage are not part of the appearance fee.
## 5. Exclusivity
1> During the Term Rider shall not ride for, appear in advertising for, or endorse any other lift-served bike park or mountain resort in Vermont, New Hampshire or New York. This restriction does not apply to Rider's existing sponsorship with Cadence Frameworks, Inc., her bicycle frame sponsor, which Rider may continue.
## 6. Conduct
1> Park may terminate this Agreement on written notice if Rider is charged with a crime or engages in conduct that brings Park into public disrepute, contempt or scandal.
## 7. General
1> This Agreement is governed by the laws of the State of Vermont.
RIDGEBACK MOUNTAIN BIKE PARK, LLC
By: Derek Ostrowski, General Manager
Date: April 30, 2026
RIDER
Jenna Kowalski
Date: May 4, 2026
`,
    expected: {
      parties: ["Ridgeback Mountain Bike Park, LLC", "Jenna Kowalski"],
      signed: "2026-05-04",
      start: "2026-05-22",
      end: "2026-10-18",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["USD 3000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n30j-07-coed-derwen-waiver-photo-clause",
    style: "n30j-trail-centre-rider-releases",
    format: "scan",
    source: `
# COED DERWEN BIKE PARK LTD - RIDER WAIVER, RELEASE AND PHOTO CONSENT
Coed Derwen Bike Park Ltd, Forest Road, Betws-y-Coed LL24 0HX ("Coed Derwen") and the rider named below ("the Rider") agree as follows.
1. Risk. Mountain biking is dangerous. The Rider rides at their own risk and confirms they are fit to ride graded red and black trails.
2. Release of claims. To the extent the law allows, the Rider releases Coed Derwen from claims for loss or damage to property. Nothing in this form limits liability for death or personal injury caused by negligence. This clause is a release of claims only and grants no rights in the Rider's image.
3. Photo consent. The Rider agrees that Coed Derwen may use photographs and video of the Rider taken on its trails on the Coed Derwen website and on its social media pages, in the UK. No images will be used on television, in printed material or on posters.
4. Period. The photo consent runs from the date of signature until 31 December 2027.
5. Payment. The day-pass price paid by the Rider is for trail access only. Coed Derwen pays nothing for the photo consent.
Rider: Gethin Pryce    Date: 9 May 2026
For Coed Derwen Bike Park Ltd: Sian Howells, Duty Manager    Date: 9 May 2026
`,
    expected: {
      parties: ["Coed Derwen Bike Park Ltd", "Gethin Pryce"],
      signed: "2026-05-09",
      start: "2026-05-09",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n30j-08-boiler-brand-plumber-van-livery",
    style: "n30j-home-services-van-livery",
    format: "docx",
    source: `
# VAN LIVERY CAMPAIGN AGREEMENT
Hearthline "Outdoor Comfort" Installer Livery Programme
This Agreement is made on 10 February 2026
BETWEEN
HEARTHLINE BOILERS PLC, incorporated in England and Wales (company number 02219860), of Hearthline House, Wakefield Road, Leeds LS10 1DU ("Hearthline"); and
J. BARRACLOUGH PLUMBING & HEATING LTD, incorporated in England and Wales (company number 10455318), of 7 Mill Lane, Halifax HX1 4PQ ("the Installer").
## 1. Definitions
1> "Vans" means the six vans listed in the Schedule. "Installation Date" means the date stated in the Schedule on which the livery is fitted to the Vans. "Campaign" means Hearthline's "Outdoor Comfort" campaign for its range of air-source heat pumps.
## 2. Livery
1> The Installer grants Hearthline the exclusive right to display Hearthline livery on the Vans for the Term, and Hearthline shall at its cost have the livery designed and fitted by its wrap contractor, Signcraft Vehicle Graphics Ltd. The Installer shall keep the Vans on the road in Great Britain and the livery clean and undamaged.
1> Hearthline may photograph and film the liveried Vans and use the footage on its website and on its social media channels.
## 3. Competing livery
1> During the Term the Installer shall not display on the Vans, or on any other vehicle it operates, the name, logo or livery of any other manufacturer of boilers or heat pumps. The Installer may continue to display its own name, its telephone number and the Gas Safe Register mark.
## 4. Payments
1> Hearthline shall pay the Installer a livery fee of £9,000 for the initial Term, in three instalments of £3,000 each, due on the Installation Date and 6 and 12 months after it.
1> Hearthline shall bear the cost of the livery (estimated at £1,800 per Van, payable by Hearthline direct to Signcraft Vehicle Graphics Ltd). The Installer shall pay Hearthline a refundable damage deposit of £500, returned at the end of the Term less the cost of repairing any avoidable damage to the livery. All sums are exclusive of VAT.
## 5. Term and renewal
1> The Term begins on the Installation Date and continues for 18 months from the Installation Date. It shall then renew automatically for successive periods of six months unless either party gives the other at least 30 days' written notice before the end of the then-current period.
## 6. General
1> This Agreement is governed by the law of England and Wales.
## Schedule
| Van registration | Model | Installation Date |
| YK24 HBP | Ford Transit Custom | 2 March 2026 |
| YK24 HBR | Ford Transit Custom | 2 March 2026 |
| YK73 JBX | Vauxhall Vivaro | 2 March 2026 |
| YK73 JBZ | Vauxhall Vivaro | 2 March 2026 |
| YD22 PLM | Renault Trafic | 2 March 2026 |
| YD22 PLN | Renault Trafic | 2 March 2026 |
Signed for Hearthline Boilers plc: Alison Pearce, Marketing Director
Signed for J. Barraclough Plumbing & Heating Ltd: James Barraclough, Managing Director
`,
    expected: {
      parties: ["Hearthline Boilers plc", "J. Barraclough Plumbing & Heating Ltd"],
      signed: "2026-02-10",
      start: "2026-03-02",
      end: "2027-09-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web", "social"],
      exclusive: true,
      fees: ["GBP 9000"],
      flags: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "n30j-09-plumbing-van-wrap-talent",
    style: "n30j-home-services-van-livery",
    format: "pdf",
    source: `
# TALENT AGREEMENT - FLEET WRAP CAMPAIGN
This Talent Agreement is made as of April 17, 2026 between Pipeline Pros Plumbing LLC, an Arizona limited liability company, 2240 W. Camelback Road, Phoenix, AZ 85015 ("Company"), and Marisol Vega, c/o Desert Star Talent Management, Scottsdale, AZ ("Talent").
Section 1. Services. Talent will attend one (1) photo shoot of up to ten (10) hours in Phoenix in May 2026 for the Company's fleet wrap campaign. Any additional shoot day requested by Company will be paid at $1,200 per day.
Section 2. Grant. Talent grants Company the exclusive right, for plumbing, drain-cleaning and water-heater services, to use the photographs from the shoot and Talent's name and likeness on: (a) vehicle wraps on Company's service vans; (b) Company's website; and (c) Company's Facebook and Instagram accounts; in each case in the United States, excluding broadcast television and radio. The wraps will be printed and fitted by Print Shop Express, Inc., Company's wrap vendor, which acquires no rights under this Agreement.
Section 3. Franchisees. Company may sublicense the rights granted in Section 2 to its franchisees for use on their own service vans and local web pages.
Section 4. Restriction. During the Term Talent shall not appear in advertising for any other plumbing, drain or water-heater business.
Section 5. Fee. Company will pay Talent a fee of $15,000, due within 30 days of the Wrap Launch Date.
Section 6. Option. Company has the option to add the Nevada market for an additional $2,500, exercisable in writing before the Wrap Launch Date. Company has not exercised this option at signing.
Section 7. Term. The Term begins on the Wrap Launch Date and continues for twenty-four (24) months from the Wrap Launch Date.
Section 8. Approvals. Talent may approve the photographs used, approval not to be unreasonably withheld.
Section 9. Wrap Launch Date. "Wrap Launch Date" means June 1, 2026, the date the first wrapped van goes into service.
Section 10. Law. This Agreement is governed by the laws of the State of Arizona.
PIPELINE PROS PLUMBING LLC    By: Raymond Ochoa, Owner    Date: April 17, 2026
TALENT    Marisol Vega    Date: April 17, 2026
`,
    expected: {
      parties: ["Pipeline Pros Plumbing LLC", "Marisol Vega"],
      signed: "2026-04-17",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["out_of_home", "web", "social"],
      exclusive: true,
      fees: ["USD 15000"],
      flags: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "n30j-10-window-cleaner-livery-letter",
    style: "n30j-home-services-van-livery",
    format: "text",
    source: `
# "Clear As Print" van livery - your photographs
11 March 2026
Dear Ms Adeyemi,
Thank you for modelling for the photographs of our new "Clear As Print" campaign, taken at our yard on 4 March. This letter sets out how we may use them. Once you sign and return it, it binds you and us.
1. Use. We may use the photographs of you on the livery of our window-cleaning and gutter-clearing vans, and on our Facebook and Instagram pages, in England.
2. Not licensed. Despite the campaign's name, we will not use the photographs in leaflets, newspapers, magazines or any other printed matter, nor on television or in cinemas.
3. Period. We may use the photographs for 12 months from the day the first liveried van goes on the road. That day will be 6 April 2026.
4. Payment. We will pay you a modelling and usage fee of £800 by bank transfer within 14 days of your signature, together with your train fare of £120.
5. Other work. This is not an exclusive arrangement: you are free to model for anyone else, including other cleaning and home-services companies.
Please sign below to confirm.
Yours sincerely,
Darren Kirkby
Director, for and on behalf of Spotless Home Services Group Ltd
I agree to the above.
Leah Adeyemi
Date: 16 March 2026
`,
    expected: {
      parties: ["Spotless Home Services Group Ltd", "Leah Adeyemi"],
      signed: "2026-03-16",
      start: "2026-04-06",
      end: "2027-04-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "social"],
      exclusive: false,
      fees: ["GBP 800"],
      flags: [],
      denies: ["non_compete"]
    }
  }
]
