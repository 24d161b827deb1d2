// Independent author "h30j" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the file names of unseen/ and independent/), and committed before the reader was run on it.
// Three styles: driving-school releases (an instructor's campaign release with a heading over a denial and a term
// counted from a launch date defined later, a school's letter to a learner who countersigns, a US instructor
// agreement whose rider replaces the term and adds a usage fee, a one-page scanned learner consent form where the
// school is named only in the signature block); launderette and dry-cleaner filming notices (a notice with a tear-off
// consent slip for a detergent advertisement whose product is called "Outdoor Fresh", a dry-cleaner's customer
// release with role labels and an "excluding" list, a scanned US laundromat notice whose dates sit only in a schedule
// table and whose business is on "Broadcast Avenue"); antiques-fair and estate-sale photo licences (a dealer's free
// licence of stock photographs to a fair organiser with a stand fee that is not consideration, a US estate-sale
// photographer's exclusive licence with a portfolio carve-out and a deposit, a photographer's e-mailed buyout to a
// fair whose revised fee replaces the first one). What is hard: headings that name a right the body withholds,
// terms counted from dates given elsewhere, sums that are not fees (VAT, mileage, overtime if incurred, deposits,
// stand fees, cancellation charges), channel words inside names, riders and revisions that prevail.
//
// Answer rules decided by this author: the parties are the two who are bound by the release or licence (a
// launderette that is only the location, an agent or an end client named as not a party are not); the signing date
// is the date of the last signature or of the acceptance that binds; start and end as stated, and "N months/years
// from X" ends the day before the anniversary of X, X taken from wherever the document defines it; a rider or
// revision that replaces a clause gives the answer; fees are the sums paid for the services or rights, one per sum
// (a deposit is a part of the fee, not another fee; VAT, mileage, expenses, overtime owed only if incurred, a stand
// fee paid under another agreement and a cancellation charge are not fees); no fee means no_fee_stated; television
// is broadcast, websites and online listings web, a brand's social media accounts social, catalogues, flyers and
// leaflets print, posters, billboards and bus sides out_of_home, screens and displays in a shop in_store; "all media"
// is all seven channels with unlimited_media; exclusive is true where the licence says exclusive or the talent
// promises not to appear for competitors (then also non_compete), false where it says non-exclusive or leaves the
// talent free to work for competitors, null where silent; perpetual means perpetual_term, no end and no no_end_date;
// irrevocable_grant, sublicensable, assignable, buyout and moral_rights_waiver only where the text says so; a flag is
// denied where the text expressly rules it out ("shall not sub-license", "may not assign", "will not renew").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30j-driving-school-releases",
  "h30j-launderette-filming-notices",
  "h30j-antiques-fair-photo-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30j-01-instructor-campaign-release",
    style: "h30j-driving-school-releases",
    format: "docx",
    source: `
# INSTRUCTOR APPEARANCE RELEASE - "PASS FIRST TIME" CAMPAIGN
This release is made on 10 February 2026 between Roadwise Driving School Ltd, a company registered in England and Wales (company number 09876543) whose registered office is at 14 Mill Lane, Reading RG1 4AB (the "School"), and Danielle Okafor of 27 Fernbank Road, Wokingham RG40 2PL (the "Instructor").
## 1. Background
The School is running an advertising campaign called "Pass First Time" (the "Campaign") and wishes to use film and photographs of the Instructor giving lessons in a School car.
## 2. Grant
1> The Instructor grants the School a licence to use her name, image and voice as recorded at the shoot on 2 February 2026 (the "Materials") in the Campaign.
1> The Materials may be used on the School's website, on the School's Facebook, Instagram and TikTok accounts, and on bus-side and roadside poster advertising.
1> The licence applies in the United Kingdom only.
## 3. Television and Radio
No television, radio or cinema rights are granted under this release. Any such use would need a separate written agreement and a separate fee.
## 4. Term
The licence runs for 24 months from the Campaign Launch Date.
## 5. Fee
1> The School will pay the Instructor a fee of £750 plus VAT within 30 days of the Campaign Launch Date.
1> The School will also reimburse mileage to and from the shoot at 45p per mile (£38.70 in total). Mileage is an expense and not part of the fee.
## 6. Other work
This release is not exclusive. Nothing in it prevents the Instructor from teaching for, or appearing in advertising for, any other driving school, and the Instructor gives no undertaking not to compete with the School.
## 7. Definitions
"Campaign Launch Date" means 3 March 2026, the date on which the first Campaign advertisement appears.
## Signatures
| Signed for Roadwise Driving School Ltd | Signed by the Instructor |
| Graham Tulloch, Director | Danielle Okafor |
| 10 February 2026 | 10 February 2026 |
`,
    expected: {
      parties: ["Roadwise Driving School Ltd", "Danielle Okafor"],
      signed: "2026-02-10",
      start: "2026-03-03",
      end: "2028-03-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h30j-02-learner-letter-countersigned",
    style: "h30j-driving-school-releases",
    format: "pdf",
    source: `
# Castlegate School of Motoring
12 Castle Street, Shrewsbury SY1 2AQ
20 May 2026
Mr Tom Berwick
8 Abbey Foregate, Shrewsbury SY2 6AB
Dear Tom,
## Your test-day video
Congratulations again on passing your practical driving test on 14 May 2026. As we discussed, our instructor filmed a short clip of you collecting your pass certificate and talking about your lessons with us. This letter sets out how we would like to use it. Once you sign and return the copy below, it will be a binding agreement between you and Castlegate School of Motoring.
1> Where: we will post the clip on our website and on our Instagram and Facebook pages. We will not use it on television, on posters, in newspapers or in any printed leaflet.
1> How long: we may keep the clip on those pages for three years from the date of your test. After that we will take it down.
1> Where in the world: our pages are aimed at learners in the United Kingdom, and the permission is limited to the United Kingdom.
1> Sharing: we will not sell the clip or sub-license it or pass it to anyone else to use.
1> Payment: there is no payment for this permission. You are doing us a favour, and we are grateful.
If you change your mind before we post the clip, just tell us and we will not use it.
Yours sincerely,
Helen Marsh
Proprietor, Castlegate School of Motoring
## Acceptance
I have read this letter and agree to it.
Signed: Tom Berwick
Date: 22 May 2026
`,
    expected: {
      parties: ["Castlegate School of Motoring", "Tom Berwick"],
      signed: "2026-05-22",
      start: "2026-05-14",
      end: "2029-05-13",
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
    id: "h30j-03-us-instructor-with-rider",
    style: "h30j-driving-school-releases",
    format: "pdf",
    source: `
# TALENT AGREEMENT AND RELEASE
This Talent Agreement and Release (the "Agreement") is entered into as of May 20, 2026 by and between Lone Star Driver Academy, LLC, a Texas limited liability company ("Company"), and Raymond Ochoa, an individual ("Talent").
1> Effective Date. The "Effective Date" is the date of the first shoot day, June 1, 2026.
1> Services. Talent will appear as a driving instructor in one (1) shoot day of up to ten (10) hours for Company's "Drive Safe Texas" advertising campaign.
1> Grant of Rights. Talent grants Company the right to use the footage and still photographs taken at the shoot on television (broadcast and cable), on Company's website and on Company's social media accounts.
1> Term. The Term begins on the Effective Date and continues for twelve (12) months. This Agreement will not renew automatically.
1> Compensation. Company will pay Talent a session fee of $2,000 within fifteen (15) days after the shoot. If the shoot day runs past ten (10) hours, Company will pay overtime at $150 per hour, only if incurred.
1> Exclusivity. During the Term, Talent shall not appear in any advertising for any other driving school or driver-education provider in Texas.
1> Territory. The State of Texas and the rest of the United States.
1> Rider. Rider A is attached to and forms part of this Agreement. If Rider A conflicts with any Section above, Rider A prevails.
## RIDER A
1> Section 4 (Term) is deleted and replaced with: "The Term begins on the Effective Date and continues for eighteen (18) months. This Agreement will not renew automatically."
1> In consideration for the extended Term, Company will pay Talent an additional usage fee of $500, payable together with the session fee.
## SIGNATURES
| LONE STAR DRIVER ACADEMY, LLC | TALENT |
| By: Marisol Vega, Managing Member | Raymond Ochoa |
| Date: May 20, 2026 | Date: May 20, 2026 |
`,
    expected: {
      parties: ["Lone Star Driver Academy, LLC", "Raymond Ochoa"],
      signed: "2026-05-20",
      start: "2026-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 2000", "USD 500"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h30j-04-scanned-learner-consent-form",
    style: "h30j-driving-school-releases",
    format: "scan",
    source: `
# LEARNER DRIVER PHOTO AND VIDEO CONSENT FORM
Campaign: Highway Code Heroes
Learner's full name: Aisha Rahman
Address: 41 Tenter Street, Halifax HX1 5QP
1> I give the driving school named in the signature box below permission to use photographs and video of me taken during my lessons in September 2026.
1> The school may use them in all media now known or developed in future, anywhere in the world.
1> This permission is irrevocable and lasts in perpetuity, starting from the date I sign this form.
1> In return the school will pay me a one-off sum of £100 by bank transfer.
1> I understand that the school does not need to show me the photographs or video before they are used.
Signed (learner): Aisha Rahman
Date: 5 September 2026
| For the school | |
| Name of school | Greenbank Driving Academy Ltd |
| Signed | Peter Haworth, Director |
| Date | 5 September 2026 |
`,
    expected: {
      parties: ["Aisha Rahman", "Greenbank Driving Academy Ltd"],
      signed: "2026-09-05",
      start: "2026-09-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 100"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant"]
    }
  },
  {
    id: "h30j-05-launderette-notice-and-slip",
    style: "h30j-launderette-filming-notices",
    format: "text",
    source: `
# FILMING IN PROGRESS - PLEASE READ
Spin Cycle Productions Ltd is filming a television advertisement for Brightfold "Outdoor Fresh" laundry liquid in this launderette today, Thursday 12 November 2026. The owners of Suds on the Corner Launderette have kindly let us film here; they are not a party to any release below.
If you would rather not be filmed, please tell a member of the crew and we will film around you.
If you would like to appear, please fill in the slip below. By signing it you agree with Spin Cycle Productions Ltd as follows:
- Your image and voice may be used in the advertisement on television, on the Brightfold website and on Brightfold's social media accounts.
- Your image will not appear on posters, billboards or in printed advertising of any kind, whatever the product is called.
- The permission covers the United Kingdom and the Republic of Ireland.
- It lasts for 2 years from the date of first transmission. First transmission will be on 15 February 2027.
- We will pay you a walk-on fee of £150 within 14 days. Your washing today is on us, too.
CUSTOMER SLIP
Name: Gareth Pryce
Mobile: 07700 900318
I agree to the terms above.
Signed: Gareth Pryce    Date: 12 November 2026
For Spin Cycle Productions Ltd: Nadia Kerr, Producer    Date: 12 November 2026
`,
    expected: {
      parties: ["Spin Cycle Productions Ltd", "Gareth Pryce"],
      signed: "2026-11-12",
      start: "2027-02-15",
      end: "2029-02-14",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: []
    }
  },
  {
    id: "h30j-06-dry-cleaner-customer-release",
    style: "h30j-launderette-filming-notices",
    format: "docx",
    source: `
# CUSTOMER FILMING RELEASE
## Parties
| Role | Name and address |
| The Company | PressRight Dry Cleaners Ltd, 3 Market Row, Harrogate HG1 1AA |
| The Customer | Eleanor Vance, 19 Valley Drive, Harrogate HG2 0JT |
Date of this release: 18 March 2026
## 1. What was filmed
On 11 March 2026 the Company filmed the Customer collecting a wedding dress from its Market Row branch and speaking about the service she received (the "Film").
## 2. Use of the Film
1> The Customer allows the Company to use the Film in all digital media, excluding television, cinema and radio.
1> The Company may also show the Film on the screens in its own branches.
1> The Company may use the Film in the United Kingdom only.
## 3. Broadcast Use
No broadcast rights are granted. The Company will not offer the Film to any television channel or radio station.
## 4. Period
The Company may use the Film from 1 April 2026 for 12 months.
## 5. Payment
1> The Company will pay the Customer £200 for this release on signature.
1> The Company will also repay the Customer's taxi fare to the shoot, up to £25, on receipt. This is an expense and not a payment for the release.
## 6. Non-exclusive
This release is non-exclusive. The Customer may appear in filming for any other business.
## 7. Assignment
The Company may not assign or transfer this release or the Film to any other person.
## Signed
| For PressRight Dry Cleaners Ltd | The Customer |
| Owen Pickering, Managing Director | Eleanor Vance |
| 18 March 2026 | 18 March 2026 |
`,
    expected: {
      parties: ["PressRight Dry Cleaners Ltd", "Eleanor Vance"],
      signed: "2026-03-18",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 200"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30j-07-scanned-laundromat-schedule",
    style: "h30j-launderette-filming-notices",
    format: "scan",
    source: `
# NOTICE AND RELEASE - CUSTOMER FILMING
Broadcast Avenue Laundromat, 220 Broadcast Avenue, Columbus, OH 43215
Broadcast Avenue Laundromat LLC ("we") is filming customers for short videos about our new card-pay machines. If you sign below you ("you") agree to the following.
1> You let us use video and photos of you taken on the Shoot Date on our website and on our Instagram, Facebook and TikTok accounts.
1> No television, radio, billboard, newspaper or other print use is licensed, despite the name of our street and our business.
1> We shall not sub-license the video or photos or give them to any other business to use.
1> We will pay you the amount shown in the Schedule.
1> The permission covers the United States only.
## SCHEDULE
| Item | Details |
| Shoot Date | June 20, 2026 |
| Start of use | July 1, 2026 |
| End of use | June 30, 2027 |
| Payment | $100, paid in cash on the Shoot Date |
| Customer name | Luis Ortega |
Customer signature: Luis Ortega    Date: June 20, 2026
For Broadcast Avenue Laundromat LLC: Dana Whitfield, Owner    Date: June 20, 2026
`,
    expected: {
      parties: ["Broadcast Avenue Laundromat LLC", "Luis Ortega"],
      signed: "2026-06-20",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 100"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30j-08-dealer-stock-photos-to-fair",
    style: "h30j-antiques-fair-photo-licences",
    format: "pdf",
    source: `
# PHOTOGRAPH LICENCE
Dated 14 August 2026
## Parties
(1) Harcourt & Lyle Antiques Ltd, of The Old Granary, Bridge Street, Ludlow SY8 1BP (the "Dealer"); and
(2) Kelsall Antiques & Collectors Fair Ltd, of Kelsall Showground, Kelsall CW6 0PE (the "Organiser").
## Recitals
The Dealer has booked stand 42 at the Kelsall Autumn Antiques Fair (3-4 October 2026) under a separate Exhibitor Agreement, and the Organiser wishes to use the Dealer's own photographs of pieces from its stock to promote the Fair.
## Terms
1> Licence. The Dealer grants the Organiser a non-exclusive licence to reproduce the twelve photographs listed in the Schedule (the "Photographs") in the Fair catalogue, on the Organiser's website, on the Organiser's Instagram and Facebook accounts, and on posters and roadside banners advertising the Fair.
1> Territory. The licence extends throughout the world.
1> Period. The licence runs from the date of this licence until 31 December 2026.
1> No fee. The licence is granted free of charge. The stand fee of £480 plus VAT payable by the Dealer under the Exhibitor Agreement is unaffected and is not consideration for this licence.
1> Dealer's own use. The licence is non-exclusive: the Dealer may use the Photographs itself and may license them to other fairs and publications.
1> Sub-licensing. The Organiser shall not sub-license the Photographs to any third party.
1> Credit. Each use shall credit "Photograph courtesy of Harcourt & Lyle Antiques".
## Schedule - the Photographs
| No. | Piece |
| 1 | George III mahogany bureau, c.1790 |
| 2 | Pair of Staffordshire spaniels, c.1860 |
| 3-12 | Ten pieces of Victorian silver, as supplied on 1 August 2026 |
## Signed
| For the Dealer | For the Organiser |
| Rupert Lyle, Director | Fiona Tasker, Fair Manager |
| 14 August 2026 | 14 August 2026 |
`,
    expected: {
      parties: ["Harcourt & Lyle Antiques Ltd", "Kelsall Antiques & Collectors Fair Ltd"],
      signed: "2026-08-14",
      start: "2026-08-14",
      end: "2026-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "out_of_home"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30j-09-estate-sale-photographer-licence",
    style: "h30j-antiques-fair-photo-licences",
    format: "docx",
    source: `
# PHOTOGRAPHY SERVICES AND LICENSE AGREEMENT
This Agreement is made on April 2, 2026.
BETWEEN: Magnolia Estate Sales LLC, 1150 Peachtree Street NE, Atlanta, GA 30309 ("Company")
AND: Carla Benitez, doing business as Benitez Photo, 88 Oak Hollow Road, Decatur, GA 30030 ("Photographer")
## 1. Assignment
Photographer will photograph the contents of the Whitmore estate, including the "Broadcast Collection" of vintage tube radios and televisions, before the estate sale that opens on the Sale Date.
## 2. License
1> Photographer grants Company an exclusive license to use the photographs in Company's online sale listings and website, on Company's social media accounts, and in printed flyers for the sale.
1> Despite the exclusivity, Photographer may show up to ten of the photographs in her own portfolio.
1> The license is limited to the United States.
## 3. Term
The license begins on the Sale Date and runs for six months from the Sale Date.
## 4. Fee
1> Company will pay Photographer a fee of $650 for the shoot and the license. A deposit of $325 of that fee is payable on signing this Agreement, and the balance on delivery of the photographs.
1> Company will also reimburse mileage at $0.70 per mile. Mileage is not part of the fee.
## 5. Assignment of this Agreement
Company may not assign this Agreement without Photographer's written consent.
## 6. Sale Date
The "Sale Date" is April 17, 2026.
## Signatures
| Magnolia Estate Sales LLC | Photographer |
| By: June Hale, Owner | Carla Benitez |
| April 2, 2026 | April 2, 2026 |
`,
    expected: {
      parties: ["Magnolia Estate Sales LLC", "Carla Benitez"],
      signed: "2026-04-02",
      start: "2026-04-17",
      end: "2026-10-16",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 650"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30j-10-fair-photographer-buyout-emails",
    style: "h30j-antiques-fair-photo-licences",
    format: "text",
    source: `
# Ardleigh Hall Spring Fair - photography terms (REVISED)
From: Jonah Whitlow <jonah@whitlowphoto.co.uk>
To: Marianne Doyle <marianne@ardleighhallfairs.co.uk>
Sent: 3 March 2027 09:14
Hi Marianne, here are my terms for photographing the Ardleigh Hall Spring Fair on 9-10 May 2027. Please reply "agreed" and we have a deal between Jonah Whitlow and Ardleigh Hall Fairs Ltd.
1. Cover: both fair days, stands, dealers and visitors, edited set of 300 images.
2. Rights: a full buyout. Ardleigh Hall Fairs Ltd gets exclusive rights in the images, in all media now known or later invented, throughout the world, in perpetuity, from the first fair day (9 May 2027).
3. Sub-licensing: Ardleigh Hall Fairs Ltd may sub-license the images to exhibiting dealers for their own promotion.
4. Fee: £1,200 plus VAT, one-off buyout fee, invoiced after delivery.
5. Moral rights: I waive my moral rights in the images, but I'd appreciate a credit where practical.
6. Cancellation: if the fair is cancelled less than 14 days before, a cancellation fee of £300 is payable instead of the fee.
---
From: Marianne Doyle <marianne@ardleighhallfairs.co.uk>
Sent: 4 March 2027 16:40
Jonah, nearly there. Because we now want the Sunday evening trade preview covered too, please replace clause 4 with: "Fee: £1,450 plus VAT, one-off buyout fee, invoiced after delivery." Everything else as you wrote.
---
From: Jonah Whitlow <jonah@whitlowphoto.co.uk>
Sent: 5 March 2027 08:02
Agreed, with clause 4 replaced as you set out. Thanks, Marianne.
`,
    expected: {
      parties: ["Jonah Whitlow", "Ardleigh Hall Fairs Ltd"],
      signed: "2027-03-05",
      start: "2027-05-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 1450"],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "worldwide_exclusivity",
        "buyout",
        "sublicensable",
        "moral_rights_waiver"
      ]
    }
  }
]
