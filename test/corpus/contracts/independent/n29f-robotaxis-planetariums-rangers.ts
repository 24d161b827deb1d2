// Independent author "n29f" (wave 29), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles: autonomous-vehicle and ride-share test-ride passenger filming consents (a letter to a
// passenger, a UK long form with role-labelled party blocks, a one-page scanned consent whose operator is named only in
// the signature block and whose rider replaces the media clause; hard: route and programme names, a term counted from
// a Launch Date given later, a cancellation fee and parking or travel money that are not fees); planetarium,
// space-agency outreach and astronomy event image licences (a photographer's licence to a planetarium, a US outreach
// foundation's category-exclusive licence for a campaign called "Broadcast from Orbit", a society's letter to an
// unpaid speaker, an e-mail licence of stills from a show called "Cinema of the Cosmos"; hard: channel words in
// names, "excluding" lists, deposits and option prices, a heading that names a right the body denies); and national
// park, ranger and conservation campaign agreements (a park authority's filming and campaign licence to "Summit
// Outdoor Ltd", a ranger's appearance agreement with dates only in a schedule, a US conservancy agreement whose
// addendum replaces its term and territory clauses; hard: the brand name "Outdoor" beside an out-of-home exclusion,
// overtime only if incurred, a "Buy-out" heading over a denial, an automatic renewal).
//
// Answer rules decided by this author: the parties are the two who are bound by the document, named as it names them
// (a letter binds its writer and the addressee who signs it; an operator named only in the signature block is still
// a party); the signing date is the date of the last signature or of the written acceptance; start is the day the
// licence begins as the text states it, and "N months/years from X" ends the day before the anniversary of X, X taken
// from wherever the document defines it; a term replaced by an addendum or rider that says it prevails takes the
// replacement's values; an automatically renewing term ends at the end of its initial term; perpetual means
// perpetual_term and no end (I do not also raise no_end_date for a perpetual grant); fees are the sums paid for the
// services or the rights, one per sum; VAT, capped travel or parking reimbursement, a refundable deposit, an unexercised
// option price, overtime owed only if incurred and a cancellation fee are not fees; no fee at all means no_fee_stated;
// channels: websites are web, social platforms and video channels social, television broadcast, brochures, programmes,
// newsletters, catalogues and magazines print, posters, billboards and bus shelters out_of_home, shelf, packaging
// and in-store displays in_store; "all media now known or hereafter devised" is every channel and unlimited_media;
// a name holding a channel word (a route, a show, a campaign, a company) grants nothing; an excluded medium is not
// granted; exclusivity is true where the grant or the talent's promise is exclusive (also with a carve-out), false
// where the text says non-exclusive or leaves the other side free, null where the text says nothing; a talent's
// promise not to appear for other organisations of a kind is exclusivity with non_compete; a flag is raised only on
// text that grants it and denied only where the text expressly rules it out ("may not sub-license", "may not
// assign", "shall not renew automatically", "this is not a buy-out").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29f-robotaxi-test-ride-consents",
  "n29f-planetarium-space-outreach-images",
  "n29f-national-park-ranger-campaigns"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29f-01-robotaxi-passenger-letter",
    style: "n29f-robotaxi-test-ride-consents",
    format: "text",
    source: `
Vantor Mobility Inc.
2200 E. Camelback Road, Phoenix, AZ 85016
February 26, 2026
Ms. Dana Whitfield
418 W. Palm Lane, Phoenix, AZ 85003
Re: Filming consent - Vantor driverless test ride, Cinema Row loop
Dear Ms. Whitfield,
Thank you for joining our early-rider program. On March 3, 2026 you will take a driverless test ride in a Vantor vehicle on our Cinema Row loop in downtown Phoenix. Cameras inside the cabin will film you during the ride, and our crew may photograph you before and after it.
This letter sets out the terms on which you allow us to use that footage and those photographs (the "Ride Footage"). If you agree, please sign below and hand the letter to our crew on the day of the ride.
1. Use. We may use the Ride Footage on the Vantor website and on Vantor's own YouTube, Instagram and TikTok accounts. We will not use it on television, in printed advertising or on billboards.
2. Period. We may use the Ride Footage for two (2) years from the date of your ride.
3. Where. We may use the Ride Footage in the United States only.
4. Payment. We will pay you a one-time fee of $300 within 30 days after the ride. We will also reimburse your parking on the day, up to $20, against a receipt.
5. No sub-licensing. We shall not sub-license the Ride Footage or give it to any third party for its own use.
6. Withdrawal. If you do not wish to be filmed, tell the crew before the ride begins and no cameras will record you.
Sincerely,
Marisol Ortega
Head of Rider Research, Vantor Mobility Inc.
AGREED AND ACCEPTED:
Dana Whitfield
Date: March 3, 2026
`,
    expected: {
      parties: ["Vantor Mobility Inc.", "Dana Whitfield"],
      signed: "2026-03-03",
      start: "2026-03-03",
      end: "2028-03-02",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 300"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29f-02-autonomy-pilot-participant-consent",
    style: "n29f-robotaxi-test-ride-consents",
    format: "docx",
    source: `
# PARTICIPANT FILMING CONSENT AND RELEASE
## Milton Keynes Autonomous Shuttle Pilot
THIS AGREEMENT is dated 14 May 2026
## PARTIES
1> HALDEN AUTONOMY LIMITED, a company incorporated in England and Wales (company number 13029554), whose registered office is at Unit 4, Denbigh Court, Bletchley, Milton Keynes MK1 1DF ("Halden"); and
1> PRIYA SHARMA-COLE of 27 Silbury Boulevard, Milton Keynes MK9 2AH (the "Participant").
## BACKGROUND
(A) Halden operates a trial of self-driving passenger shuttles in Milton Keynes and wishes to film passengers during trial journeys for its communications.
(B) The Participant has volunteered to ride in a shuttle on the Filming Date and agrees to be filmed on the terms below.
## AGREED TERMS
1> Definitions
2> "Filming Date" means the date set out in the Schedule.
2> "Material" means all film, photographs and sound recordings of the Participant made by or for Halden on the Filming Date, and any edits of them.
1> Consent and grant
2> The Participant consents to being filmed, photographed and recorded on the Filming Date.
2> The Participant grants to Halden an irrevocable licence to use, reproduce, edit and publish the Material, and the Participant's name and likeness as they appear in it, in all media now known or hereafter devised, throughout the world.
2> The licence begins on the Filming Date and continues in perpetuity.
1> Payment
2> Halden shall pay the Participant a participation fee of £150 within 14 days after the Filming Date.
2> Halden shall also reimburse the Participant's reasonable travel expenses to and from the shuttle depot, up to £40 in total, on production of receipts.
1> Moral rights
2> The Participant irrevocably and unconditionally waives all moral rights and performers' non-property rights in the Material.
1> Assignment
2> Halden may assign or transfer this Agreement, or any of its rights under it, to any member of its group or to any purchaser of its autonomous shuttle business without the Participant's consent.
1> Safety
2> The Participant shall follow the instructions of the safety operator on board at all times. Nothing in this Agreement limits Halden's liability for death or personal injury caused by its negligence.
1> Governing law
2> This Agreement is governed by the law of England and Wales.
## SCHEDULE
| Item | Detail |
| Filming Date | 20 May 2026 |
| Location | Shuttle route MK-3, Central Milton Keynes to Campbell Park |
| Call time | 09:30 at the Halden depot, Bletchley |
Signed by Aaron Mistry, Operations Director, for and on behalf of HALDEN AUTONOMY LIMITED: 14 May 2026
Signed by PRIYA SHARMA-COLE: 14 May 2026
`,
    expected: {
      parties: ["Halden Autonomy Limited", "Priya Sharma-Cole"],
      signed: "2026-05-14",
      start: "2026-05-20",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "n29f-03-rideshare-creator-scan-rider",
    style: "n29f-robotaxi-test-ride-consents",
    format: "scan",
    source: `
# TEST RIDE FILMING CONSENT
Passenger: Tomasz Nowak, 12 Oakfield Road, Bristol BS6 6LX
I agree to be filmed during a test ride in a driverless ride-share vehicle in Bristol on 28 July 2026, and I give the ride operator who signs below the rights set out here.
1. Footage. The film and photographs of me taken in and around the vehicle on that day.
2. Fee. The operator will pay me £400 for the ride and the rights below. If the operator cancels the ride less than 48 hours before it, it will pay me a cancellation fee of £100 instead.
3. Media. The operator may use the footage on its website and its social media channels only.
4. Territory. United Kingdom.
5. Term. Twelve (12) months from the Launch Date.
6. Exclusivity. None. I may appear in content for other transport companies.
7. Launch Date. The Launch Date is 1 September 2026, when the operator's Bristol driverless service opens to the public.
RIDER No. 1 (forms part of this consent and prevails over clause 3)
Clause 3 is deleted and replaced by: "The operator may use the footage on its website, its social media channels and on bus shelter posters."
Signed: Tomasz Nowak    Date: 15 July 2026
Signed for and on behalf of Kestrel Rides Ltd: Hannah Ellery, Marketing Manager    Date: 15 July 2026
`,
    expected: {
      parties: ["Tomasz Nowak", "Kestrel Rides Ltd"],
      signed: "2026-07-15",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: []
    }
  },
  {
    id: "n29f-04-astrophotographer-planetarium-licence",
    style: "n29f-planetarium-space-outreach-images",
    format: "pdf",
    source: `
# IMAGE LICENCE
This licence is made on 20 January 2026 between Elif Aydin, astrophotographer, of 9 Larkhill Terrace, York YO31 7HG (the "Photographer") and Northgate Planetarium Trust, a registered charity (no. 1187342) of Castle Mills, York YO1 9RN (the "Planetarium").
## 1. The Images
The twelve photographs of the Milky Way, the Orion Nebula and the 2025 aurora listed in the Annex (the "Images").
## 2. Grant
The Photographer grants the Planetarium a licence to reproduce the Images in its printed season programme and on its website, excluding social media, television and any other broadcast.
## 3. Exclusive licence
The licence in clause 2 is non-exclusive. The Photographer remains free to license the Images to any other person, including other planetaria.
## 4. Sub-licensing
The Planetarium may not sub-license the Images or allow any third party to use them.
## 5. Period and territory
The licence runs from 1 February 2026 to 31 January 2028 and applies in the United Kingdom only.
## 6. Fee
The Planetarium shall pay the Photographer a licence fee of £1,200 plus VAT within 30 days of invoice.
## 7. Credit
Each use shall carry the credit "Image: Elif Aydin".
## Annex - the Images
| No. | Title | Taken |
| 1 | Milky Way over Sutton Bank | 2024 |
| 2 | Orion Nebula (M42) | 2025 |
| 3 | Aurora over Whitby | 2025 |
| 4-12 | Deep-sky series | 2023-2025 |
Signed: Elif Aydin, 20 January 2026
Signed for Northgate Planetarium Trust: Dr Joseph Aldana, Director, 20 January 2026
`,
    expected: {
      parties: ["Elif Aydin", "Northgate Planetarium Trust"],
      signed: "2026-01-20",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 1200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29f-05-outreach-foundation-apparel-licence",
    style: "n29f-planetarium-space-outreach-images",
    format: "docx",
    source: `
# MISSION IMAGERY LICENSE AGREEMENT
This Mission Imagery License Agreement (the "Agreement") is entered into by and between Cassiopeia Space Exploration Foundation, a Colorado nonprofit corporation with offices at 1550 Pearl Street, Boulder, CO 80302 (the "Foundation"), and Stellarwear LLC, a Delaware limited liability company with offices at 88 Spring Street, New York, NY 10012 ("Licensee").
## 1. Licensed Imagery
The Foundation licenses to Licensee the twenty mission photographs and two mission patch designs listed in Exhibit A (the "Imagery") for Licensee's "Broadcast from Orbit" apparel campaign.
## 2. Permitted Media
Licensee may use the Imagery on apparel packaging and hang tags, on in-store displays in retail stores selling the campaign apparel, in Licensee's printed catalogs, and on Licensee's Instagram and TikTok accounts. Licensee may not use the Imagery in television commercials or in any other broadcast medium, notwithstanding the name of the campaign.
## 3. Territory
United States and Canada.
## 4. Term
The license runs for twelve (12) months commencing April 1, 2026.
## 5. Exclusivity
The license is exclusive in the Territory for apparel and accessories. The Foundation reserves the right to use the Imagery on apparel sold in its own gift shop and online store.
## 6. Payments
6.1 Licensee shall pay the Foundation a license fee of US $18,000 within 15 days after the last signature below.
6.2 Licensee shall also pay a refundable security deposit of US $2,000, to be returned within 30 days after the end of the Term if all samples and unsold display materials have been returned.
## 7. Option; No Automatic Renewal
Licensee may extend the Term for one further year by written notice given no later than January 31, 2027 and payment of an extension fee of US $15,000. This Agreement shall not renew automatically.
## 8. Approvals
Licensee shall submit every design incorporating the Imagery to the Foundation for written approval before production.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the dates below.
| CASSIOPEIA SPACE EXPLORATION FOUNDATION | STELLARWEAR LLC |
| By: Dr. Anita Kowalczyk, Executive Director | By: Jordan Blake, Chief Executive Officer |
| Date: March 9, 2026 | Date: March 12, 2026 |
`,
    expected: {
      parties: ["Cassiopeia Space Exploration Foundation", "Stellarwear LLC"],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["in_store", "print", "social"],
      exclusive: true,
      fees: ["USD 18000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n29f-06-astronomy-society-speaker-letter",
    style: "n29f-planetarium-space-outreach-images",
    format: "scan",
    source: `
Fellside Astronomical Society
The Observatory, Low Fell Lane, Kendal LA9 5QT
2 September 2026
Ruth Ocampo, 14 Brunswick Street, Lancaster LA1 2HT
Dear Ruth,
Dark Sky Festival, 17 October 2026 - photographs of your talk
Thank you again for agreeing to give the evening talk at this year's Dark Sky Festival. You are kindly giving the talk without a fee. We will reimburse your rail fare from Lancaster, up to £85, against a ticket.
Our volunteer photographer will take photographs of you during the talk and at the telescope field afterwards. By signing below you allow the Society to use those photographs:
1. in the Society's printed newsletter, Fellside Skies;
2. on the Society's website and its Facebook and Instagram pages;
3. from the day of the festival until 31 December 2027, anywhere in the world.
This permission is not exclusive: you may allow anyone else to photograph your talks. We will not use the photographs in paid advertising.
With best wishes,
Graham Pettit, Honorary Secretary, for Fellside Astronomical Society
I agree to the above. Signed: Ruth Ocampo    Date: 9 September 2026
`,
    expected: {
      parties: ["Fellside Astronomical Society", "Ruth Ocampo"],
      signed: "2026-09-09",
      start: "2026-10-17",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n29f-07-planetarium-show-stills-email",
    style: "n29f-planetarium-space-outreach-images",
    format: "text",
    source: `
Subject: Stills from "Cinema of the Cosmos" - image licence
From: Katrin Vogel <k.vogel@orionis-planetarium.de>
To: Sam Okafor <sam.okafor@brightwatertravel.co.uk>
Date: Mon, 4 May 2026 10:15
Dear Sam,
Following our call, here are the terms on which Orionis Planetarium GmbH licenses Brightwater Travel Ltd to use six stills from our fulldome show "Cinema of the Cosmos" (the "Stills") to promote your Alpine stargazing holidays:
- Media: your printed holiday brochure and your website. No social media, no television.
- Territory: Germany, Austria and Switzerland.
- Period: eighteen (18) months from the date of first publication. Please tell us the date once it is fixed.
- Exclusivity: non-exclusive.
- Fee: EUR 2,400, invoiced on acceptance.
- Brightwater may not sub-license the Stills or pass them to any third party for its own use.
If you agree, please reply "accepted".
Best regards,
Katrin Vogel, Head of Licensing, Orionis Planetarium GmbH
---
From: Sam Okafor <sam.okafor@brightwatertravel.co.uk>
Date: Mon, 4 May 2026 16:40
Katrin - accepted, for Brightwater Travel Ltd. Sam Okafor, Marketing Director
---
From: Sam Okafor <sam.okafor@brightwatertravel.co.uk>
Date: Fri, 29 May 2026 09:05
Katrin - the brochure and the web pages with the Stills will first be published on 15 June 2026. Sam
`,
    expected: {
      parties: ["Orionis Planetarium GmbH", "Brightwater Travel Ltd"],
      signed: "2026-05-04",
      start: "2026-06-15",
      end: "2027-12-14",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["EUR 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29f-08-park-authority-outdoor-brand",
    style: "n29f-national-park-ranger-campaigns",
    format: "pdf",
    source: `
# FILMING AND CAMPAIGN LICENCE
Glenmoray National Park Authority
Licence reference GNPA/FL/2026/031
## Parties
(1) Glenmoray National Park Authority, Park Headquarters, Station Road, Ballater AB35 5QB (the "Authority").
(2) Summit Outdoor Ltd, a company registered in Scotland (SC604418), of 40 Commercial Quay, Leith, Edinburgh EH6 6LX (the "Brand").
## 1. Permission to film
1.1 The Authority permits the Brand to photograph and film its autumn clothing range at the Loch Muick, Glen Clova and Corrie Fee locations shown on the attached map, with two Authority rangers present as guides.
## 2. Campaign use
2.1 The Authority licenses the Brand to use the photographs and film made under clause 1, showing the Park's landscapes and the Park's name, in the Brand's printed catalogues, on its website and on its social media channels.
2.2 No billboard, poster or other out-of-home advertising is licensed, whatever the Brand's name may suggest. The Brand shall not use the material on packaging or in-store displays.
## 3. Period and territory
3.1 The licence in clause 2 runs from 1 March 2026 to 28 February 2027 and covers the United Kingdom only.
## 4. Charges
4.1 The Brand shall pay a location and licence fee of £6,000 plus VAT.
4.2 If filming runs past 17:00 on any day, the Brand shall pay for ranger overtime at £45 per ranger per hour, but only if such overtime is incurred.
## 5. No exclusivity
5.1 This licence is not exclusive. The Authority may permit other clothing brands to film in the Park at any time.
## 6. Assignment
6.1 The Brand may not assign or transfer this licence or any right under it.
## 7. Conservation conditions
7.1 The Brand shall keep to marked paths, shall not use drones without the Authority's separate written consent, and shall leave no trace at any location.
Signed for the Authority: Morag Lindsay, Head of Visitor Services, 10 February 2026
Signed for the Brand: Euan Baird, Brand Director, 10 February 2026
`,
    expected: {
      parties: ["Glenmoray National Park Authority", "Summit Outdoor Ltd"],
      signed: "2026-02-10",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 6000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n29f-09-ranger-appeal-appearance",
    style: "n29f-national-park-ranger-campaigns",
    format: "docx",
    source: `
# APPEARANCE AGREEMENT
## Winter Rivers Appeal
THIS AGREEMENT is made on 21 September 2026
BETWEEN:
(1) WILD RIVERS CONSERVATION TRUST, a charitable company (registered charity no. 1163390) whose registered office is at The Mill House, Bakewell DE45 1AE (the "Trust"); and
(2) CALLUM REID, ranger, of 3 Hollow Lane, Hathersage S32 1BA (the "Ranger").
## 1. Services
1.1 The Ranger shall take part in two filming days on the River Derwent for the Trust's Winter Rivers Appeal on the dates set out in the Schedule.
## 2. Rights
2.1 The Ranger grants the Trust the right to use the films and photographs made on the filming days, with the Ranger's name and voice, in the Trust's television appeal, on the Trust's website and on the Trust's social media channels, in the United Kingdom.
2.2 The rights in clause 2.1 last for twenty-four (24) months from the First Broadcast Date.
## 3. Fee
3.1 The Trust shall pay the Ranger an appearance fee of £1,500 within 30 days after the second filming day.
## 4. Exclusivity
4.1 During the period in clause 2.2, the Ranger shall not appear in any fundraising appeal or advertising for any other conservation or environmental charity.
## 5. Buy-out
5.1 This is not a buy-out. Any use outside the media, territory or period in clause 2 requires the Ranger's written agreement and a further fee.
## 6. Conduct
6.1 The Trust may end this Agreement and stop using the films if the Ranger is convicted of a criminal offence or behaves in a way that brings the Trust into public disrepute.
## 7. Law
7.1 This Agreement is governed by the law of England and Wales.
## SCHEDULE
| Item | Date |
| Filming day 1 | 6 October 2026 |
| Filming day 2 | 7 October 2026 |
| First Broadcast Date | 2 November 2026 |
SIGNED for WILD RIVERS CONSERVATION TRUST by Helen Marsh, Director of Fundraising
SIGNED by CALLUM REID
`,
    expected: {
      parties: ["Wild Rivers Conservation Trust", "Callum Reid"],
      signed: "2026-09-21",
      start: "2026-11-02",
      end: "2028-11-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 1500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["buyout"]
    }
  },
  {
    id: "n29f-10-conservancy-beverage-addendum",
    style: "n29f-national-park-ranger-campaigns",
    format: "pdf",
    source: `
# CONSERVATION CAMPAIGN AGREEMENT
This Conservation Campaign Agreement is made as of May 12, 2026 between Redcliff Canyon Conservancy, a Utah nonprofit corporation and official partner of Redcliff Canyon National Park ("Conservancy"), and Tallgrass Beverage Co., an Oregon corporation ("Tallgrass").
## 1. Campaign
Tallgrass will run the "Print the Trail" campaign, featuring the Conservancy's volunteer rangers and trail restoration work, to raise awareness of the Conservancy's programs.
## 2. License
Conservancy grants Tallgrass a license to use the Conservancy's name and logo and the campaign photographs and video of its volunteer rangers on Tallgrass's website, on Tallgrass's social media accounts, and on shelf displays and point-of-sale materials in retail stores carrying Tallgrass products.
## 3. Territory
The United States.
## 4. Term
The Term begins on June 1, 2026 and ends on May 31, 2027.
## 5. Renewal
After the initial Term, this Agreement renews automatically for successive one-year periods unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current period.
## 6. Campaign Fee
Tallgrass shall pay the Conservancy a campaign fee of US $40,000 on signature. Tallgrass shall also reimburse the volunteer rangers' travel expenses to photo shoots at cost.
## 7. Approvals
Conservancy shall approve all campaign materials before release; approval shall not be unreasonably withheld.
## ADDENDUM A
This Addendum forms part of the Agreement and prevails over Sections 3 and 4.
A.1 Section 3 is replaced by: "The United States and Canada."
A.2 Section 4 is replaced by: "The Term begins on June 1, 2026 and ends on December 31, 2027."
REDCLIFF CANYON CONSERVANCY, by Laura Betancourt, President, May 12, 2026
TALLGRASS BEVERAGE CO., by Derek Fong, VP Marketing, May 12, 2026
`,
    expected: {
      parties: ["Redcliff Canyon Conservancy", "Tallgrass Beverage Co."],
      signed: "2026-05-12",
      start: "2026-06-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["USD 40000"],
      flags: ["automatic_renewal"]
    }
  }
]
