// Independent author "n29g" (wave 29), one development batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for
// the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed before the
// reader was run on it. Three styles: household-brand real-family campaign agreements (laundry, cleaning and dish-soap
// brands casting a real family: a party block with role labels naming two spouses, a campaign called "Outdoor Living"
// with no outdoor grant, a term counted from a Launch Date given only in a schedule, a rider that replaces the term and
// territory clauses and prevails, a letter to a couple bound by countersignature, a product called "Print-Free", a
// buyout e-mail with instalments and a grocery allowance); climbing-wall, bouldering and route-setter image releases (a
// setter paid in membership, not money; a printed "Outdoor Guide"; a schedule table holding the usage dates, an
// exclusivity with an existing shoe sponsor carved out and a competitor-gym restriction, an unexercised option; a
// one-page wall release whose climber is named only in the signature block); and florist and wedding-flower photo
// licences (a florist's letter to a couple, a photographer licensing two suppliers for two fees plus VAT, a
// wholesaler's 72-month catalogue licence under headings that name rights the body denies, a rose range called "Cinema
// Red"). A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the persons bound by the document, as it names them (each spouse
// of a family that signs, a climber named only where he signs; never a role label or defined term); the signing date is
// the date of the last signature, countersignature or confirming reply; the start is the date the document says use or
// the term begins (the signing date where it says the term runs from signature); "N months / years from X" ends the day
// before the anniversary, X taken from wherever the document defines it; a rider that says it prevails replaces the
// clause it names; fees are the sums paid for the services or rights, one per payee or sum (two suppliers paying
// separately give two fees), and instalments of a fee, VAT, expenses and allowances, cancellation fees, rush fees owed
// only if requested and unexercised option prices are not fees; a membership or discount is no fee (no_fee_stated);
// television is broadcast, websites web, Instagram, Facebook, TikTok, YouTube, Pinterest and other social media social,
// magazines, brochures, catalogues, newsletters and guidebooks print, billboards and bus shelters out_of_home, shelf,
// end-cap and in-warehouse displays in_store; a product, campaign or guide whose name holds a channel word grants
// nothing; exclusive is true where the document grants exclusivity (also in a category, with carve-outs, with a promise
// not to work for competitors, which also raises non_compete), false where it says non-exclusive or leaves the person
// free to license elsewhere, null where silent; "in perpetuity" raises perpetual_term (no end, and not no_end_date),
// "irrevocable" irrevocable_grant, a one-time payment for all rights forever buyout, a term over 60 months long_term, a
// termination for public disrepute morality_clause, an express waiver of moral rights moral_rights_waiver; a flag is
// denied where the text rules it out ("may not sub-license", "may not assign", "will not renew automatically", "remain
// free to work for any other brand").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29g-household-family-campaigns",
  "n29g-climbing-route-releases",
  "n29g-florist-photo-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29g-01-laundry-family-outdoor-living",
    style: "n29g-household-family-campaigns",
    format: "docx",
    source: `
# REAL FAMILY PARTICIPATION AGREEMENT
## "BrightSpin Outdoor Living" Campaign
This Agreement is dated 19 January 2026.
## Parties
1> Kestrel Home Brands Limited, a company incorporated in England and Wales (company number 08841276), whose registered office is at 4 Wharfside Court, Leeds LS11 5PD (the "Brand"); and
1> Adaeze Okafor and Tunde Okafor, both of 27 Holloway Rise, Bristol BS5 8QT (together, the "Family").
## Background
The Brand makes BrightSpin laundry liquid. For its "BrightSpin Outdoor Living" campaign the Brand wishes to film and photograph a real family doing its washing at home, and the Family has agreed to take part on the terms below.
## Terms
1> Definitions. "Materials" means all film, photographs and sound recordings of the Family made at the Shoot. "Launch Date" means the date so described in the Schedule.
1> The Shoot. The Family will make itself available for one shoot day at its home on the date set out in the Schedule.
1> Grant. The Family grants the Brand a licence to use the Materials to advertise BrightSpin products on television, on the Brand's own websites and on the Brand's social media accounts, excluding cinema, out-of-home advertising (including billboards and bus shelters) and printed press.
1> Territory. The licence applies in the United Kingdom and the Republic of Ireland.
1> Term. The licence runs for 12 months from the Launch Date.
1> Exclusivity. For the Term the Family grants the Brand exclusivity in the laundry and fabric-care category: neither member of the Family will appear in advertising for any other laundry detergent, fabric conditioner or stain remover.
1> Fee. The Brand will pay the Family a participation fee of £6,000, plus VAT if applicable, within 30 days of the Shoot. The Brand will also reimburse the Family's reasonable out-of-pocket expenses of the Shoot, up to £400, against receipts.
1> Sub-licensing. The Brand shall not sub-license the Materials to any third party.
1> Governing law. This Agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Shoot day | 9 February 2026 |
| Launch Date | 2 March 2026 |
| Shoot location | 27 Holloway Rise, Bristol |
## Signatures
Signed for Kestrel Home Brands Limited by Joanna Reeve, Marketing Director, 19 January 2026
Signed by Adaeze Okafor, 19 January 2026
Signed by Tunde Okafor, 19 January 2026
`,
    expected: {
      parties: ["Kestrel Home Brands Limited", "Adaeze Okafor", "Tunde Okafor"],
      signed: "2026-01-19",
      start: "2026-03-02",
      end: "2027-03-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 6000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29g-02-cleaning-spray-letter-to-couple",
    style: "n29g-household-family-campaigns",
    format: "pdf",
    source: `
# PINEGROVE CLEANING CO.
1180 Harmon Avenue, Columbus, OH 43223
April 6, 2026
Marisol Delgado and Ray Delgado
442 Linden Street
Dayton, OH 45410
Re: "Real Homes" campaign for Pinegrove Print-Free Glass Spray
Dear Mr. and Mrs. Delgado:
Thank you for agreeing to appear in our "Real Homes" campaign. This letter sets out our agreement. When you have both signed it below, it will be a binding agreement between you and Pinegrove Cleaning Co. ("Pinegrove").
1. Photo session. You will take part in one photo and video session at your home on April 25, 2026, lasting no more than six hours.
2. Use. Pinegrove may use the photos and video of you from the session on its website, on its Instagram, Facebook and TikTok accounts, and on shelf talkers and end-cap displays in the stores that stock Pinegrove products. No television, radio or billboard use is licensed, and despite the product's name no print advertising is included.
3. Term. Pinegrove may use the materials for two years from the date of first publication. First publication is scheduled for, and the term will begin on, June 1, 2026.
4. Territory. The United States only.
5. Not exclusive. This is a non-exclusive arrangement. You remain free to appear in advertising for any other brand, including other cleaning brands.
6. Payment. Pinegrove will pay you a fee of $3,500 within 30 days after the session. We will also reimburse mileage and parking for the session up to $150.
7. Assignment. Pinegrove may not assign this letter agreement without your written consent.
If this reflects your understanding, please sign and date below and return a copy to me.
Sincerely,
Kayla Brennan, Brand Manager, Pinegrove Cleaning Co.
AGREED AND ACCEPTED:
Marisol Delgado    Date: April 9, 2026
Ray Delgado    Date: April 9, 2026
`,
    expected: {
      parties: ["Pinegrove Cleaning Co.", "Marisol Delgado", "Ray Delgado"],
      signed: "2026-04-09",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 3500"],
      flags: [],
      denies: ["assignable", "non_compete"]
    }
  },
  {
    id: "n29g-03-fabric-conditioner-rider-prevails",
    style: "n29g-household-family-campaigns",
    format: "scan",
    source: `
# FAMILY CAMPAIGN AGREEMENT - FRESHFOLD FABRIC CONDITIONER
Date: 3 February 2026
Between Marlow & Finch Household Ltd of Unit 9, Braintree Business Park, Essex CM7 3QL (the "Company") and Graham Pemberton and Lucy Pemberton of 12 Orchard Close, Chelmsford CM2 6HY (the "Family").
1. Shoot. The Family will take part in a half-day photo shoot at their home on 20 April 2026.
2. Territory. United Kingdom.
3. Term. The Company may use the photographs for 6 months from 1 May 2026.
4. Broadcast and Online Rights. The Company may use the photographs on its websites and its social media channels. No broadcast use is licensed.
5. Fee. The Company will pay the Family £1,800. If the Company cancels the shoot less than 48 hours before it, it will pay the Family a cancellation fee of £500 instead.
6. Moral rights. The Family waives any moral rights they may have in the photographs.
RIDER
This Rider forms part of the Agreement and prevails over anything in it that conflicts with it.
(a) Clause 2 is deleted and replaced by: "2. Territory. The United Kingdom and the Republic of Ireland."
(b) Clause 3 is deleted and replaced by: "3. Term. The Company may use the photographs for 9 months from 1 May 2026."
Signed for Marlow & Finch Household Ltd: P. Okonjo, Head of Brand    Date: 3 February 2026
Signed: Graham Pemberton    Date: 3 February 2026
Signed: Lucy Pemberton    Date: 3 February 2026
`,
    expected: {
      parties: ["Marlow & Finch Household Ltd", "Graham Pemberton", "Lucy Pemberton"],
      signed: "2026-02-03",
      start: "2026-05-01",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 1800"],
      flags: ["moral_rights_waiver"]
    }
  },
  {
    id: "n29g-04-dish-soap-buyout-email",
    style: "n29g-household-family-campaigns",
    format: "text",
    source: `
# RE: Cedar & Salt "Holiday Kitchens" - Whitaker family - final terms
From: Lena Ortiz <lena.ortiz@cedarandsalthome.com>
To: Jenna Whitaker <jenna.whitaker@mailbox.net>; Darnell Whitaker <d.whitaker@mailbox.net>
Sent: Thursday, July 16, 2026 10:41 AM
Hi Jenna and Darnell,
As promised, here are the final terms for your family's part in our "Holiday Kitchens" dish-soap campaign. Once you both reply "agreed", this email is our binding agreement.
- Parties: Cedar & Salt Home, Inc. and you, Jenna Whitaker and Darnell Whitaker.
- Shoot: one day in your kitchen on August 18, 2026.
- Usage: on Cedar & Salt's own website and its social media accounts only. No TV, no streaming ads, no print.
- Term: in perpetuity, starting on the shoot date, August 18, 2026. The rights are irrevocable once the fee is paid.
- Territory: worldwide (our site and socials are seen everywhere).
- Exclusivity: none. You're free to work with any other brand.
- Fee: a one-time buyout of $5,000 for all the usage above, forever. We'll pay $1,000 of it on your confirmation and the remaining $4,000 within 30 days of the shoot.
- Groceries: we'll also give you a $200 grocery allowance to stock the kitchen for the shoot.
Let me know!
Lena Ortiz, Partnerships Lead, Cedar & Salt Home, Inc.
---
From: Jenna Whitaker
Sent: Thursday, July 16, 2026 7:02 PM
Agreed - Jenna
---
From: Darnell Whitaker
Sent: Friday, July 17, 2026 8:15 AM
Agreed. Darnell
`,
    expected: {
      parties: ["Cedar & Salt Home, Inc.", "Jenna Whitaker", "Darnell Whitaker"],
      signed: "2026-07-17",
      start: "2026-08-18",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 5000"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n29g-05-bouldering-setter-membership-release",
    style: "n29g-climbing-route-releases",
    format: "pdf",
    source: `
# ROUTE-SETTER IMAGE RELEASE
Crux Cellar Bouldering Ltd, 88 Ecclesall Road, Sheffield S11 8HW ("Crux Cellar")
Route-setter: Ffion Baptiste, 5 Sharrow Vale Mews, Sheffield S11 8ZF ("the Setter")
Date of this release: 14 March 2026
## 1. What this release covers
Crux Cellar will photograph and film the Setter while she sets and tests new boulder problems at its Ecclesall Road centre. This release covers those photographs and films (the "Images").
## 2. Permission
The Setter permits Crux Cellar to use the Images, and her name, on its website, on its Instagram and YouTube channels, and in the printed "Crux Cellar Outdoor Guide" it sells at reception. The permission does not extend to billboards, posters or any other outdoor advertising, despite the guide's name.
## 3. Territory and term
The permission is for use in the United Kingdom and lasts for three years from the date of this release.
## 4. Non-exclusive
The permission is non-exclusive.
## 5. Consideration
No fee is payable. In return for this release Crux Cellar will give the Setter a free twelve-month climbing membership.
## 6. No transfer
Crux Cellar may not assign this release or sub-license the Images to anyone else.
Signed: Ffion Baptiste, 14 March 2026
Signed for Crux Cellar Bouldering Ltd: Tom Aldous, Centre Manager, 14 March 2026
`,
    expected: {
      parties: ["Crux Cellar Bouldering Ltd", "Ffion Baptiste"],
      signed: "2026-03-14",
      start: "2026-03-14",
      end: "2029-03-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n29g-06-gym-chain-setter-schedule-carveout",
    style: "n29g-climbing-route-releases",
    format: "docx",
    source: `
# LIKENESS AND ROUTE-SETTING SERVICES AGREEMENT
This Likeness and Route-Setting Services Agreement (this "Agreement") is entered into as of the Effective Date shown in Schedule A by and between Vertical Harbor Climbing, LLC, a Colorado limited liability company ("Vertical Harbor"), and Diego Ramirez, an individual residing in Boulder, Colorado ("Setter").
## Section 1. Services
Setter will set one feature wall at Vertical Harbor's Denver gym on the Setting Day shown in Schedule A and will be photographed and filmed doing so.
## Section 2. License
Setter grants Vertical Harbor a license to use Setter's name, likeness and the photographs and footage from the Setting Day (the "Content") during the Usage Period shown in Schedule A, in the following media only: Vertical Harbor's website; its social media accounts; billboards and transit shelters; and climbing magazines. All other media, including television and cinema, are excluded.
## Section 3. Territory
The United States and Canada.
## Section 4. Exclusivity
Setter grants Vertical Harbor exclusivity in the climbing-gym category: during the Usage Period Setter will not appear in advertising for, or set routes on camera for, any other climbing gym or climbing gym chain in the Territory. This exclusivity does not apply to Setter's existing personal sponsorship with Talon Climbing Shoes, which he may continue.
## Section 5. Compensation
5.1 Vertical Harbor will pay Setter a usage fee of $7,500 and a setting-day fee of $1,200, each within 30 days after the Setting Day.
5.2 Vertical Harbor has an option to extend the Usage Period by one year for an additional $6,000, exercisable by written notice before the Usage Period ends. This Agreement will not renew automatically.
## Section 6. Conduct
Vertical Harbor may terminate this Agreement on written notice if Setter commits any act that brings him into public disrepute or scandal.
## Schedule A
| Term | Detail |
| Effective Date | July 20, 2026 |
| Setting Day | August 11, 2026 |
| Usage Period | September 1, 2026 through August 31, 2027 |
| Gym | Vertical Harbor Denver, 3300 Walnut Street |
## Signatures
| Vertical Harbor Climbing, LLC | Diego Ramirez |
| By: Amy Castellanos, COO | Diego Ramirez |
| Date: July 20, 2026 | Date: July 22, 2026 |
`,
    expected: {
      parties: ["Vertical Harbor Climbing, LLC", "Diego Ramirez"],
      signed: "2026-07-22",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "out_of_home", "print"],
      exclusive: true,
      fees: ["USD 7500", "USD 1200"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n29g-07-community-wall-signature-only-climber",
    style: "n29g-climbing-route-releases",
    format: "scan",
    source: `
# GRANITE LANE CLIMBING WALL CIC - CLIMBER PHOTO RELEASE
Granite Lane Climbing Wall CIC, 3 Granite Lane, Keswick CA12 4DL (the "Wall")
I, the climber who signs below, agree to the following:
1. The Wall may photograph and film me while I climb at the Wall during the Keswick Spring Bouldering Open on 23 May 2026.
2. I give the Wall permission to use those photographs and films, free of charge, on its website, on its social media pages and in its printed members' newsletter, anywhere in the world.
3. This permission starts on the date I sign and is given in perpetuity.
4. The Wall will not sell the photographs or license them to any other person or organisation.
5. I am 18 or over.
Climber's signature: Oliver Strand
Print name: Oliver Strand
Date: 23 May 2026
For the Wall: Beth Carrow, Volunteer Coordinator
`,
    expected: {
      parties: ["Granite Lane Climbing Wall CIC", "Oliver Strand"],
      signed: "2026-05-23",
      start: "2026-05-23",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29g-08-florist-letter-to-couple",
    style: "n29g-florist-photo-licences",
    format: "text",
    source: `
# Wild Poppy Flowers - permission to share your wedding flowers
Wild Poppy Flowers Ltd, The Old Forge, Knaresborough HG5 0AB
Sent: 28 September 2026
Dear Priya and Sam,
Congratulations again on your wedding at Ribston Hall on 12 September 2026! Your photographer, who owns the pictures, has kindly agreed that we may use them if you are happy too, so we are writing to ask for your permission, as you both appear in several of them.
What we would like to do:
- Show up to 20 photographs of your bouquets, buttonholes and table arrangements, including photographs in which you appear, on our website and our Instagram and Pinterest pages, and in our printed wedding brochure.
- Use them in the United Kingdom only.
- Use them for two years from 1 October 2026, after which we will take them down and stop printing them.
What we will not do:
- We won't pass the photographs to anyone else or let anyone else use them.
- We won't use them on billboards or in any advertisement outside our own pages and brochure.
There is no fee either way. This permission is non-exclusive: you remain free to share your photos wherever you like and to let anyone else use them.
If you're happy with this, please reply to say so - your reply will be our agreement.
With love,
Hannah Leigh, Owner, Wild Poppy Flowers Ltd
---
Reply from Priya Shah and Sam Gallagher, 30 September 2026:
Hi Hannah - yes, we're both happy with everything above. Thank you for the beautiful flowers! Priya Shah and Sam Gallagher
`,
    expected: {
      parties: ["Wild Poppy Flowers Ltd", "Priya Shah", "Sam Gallagher"],
      signed: "2026-09-30",
      start: "2026-10-01",
      end: "2028-09-30",
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
    id: "n29g-09-photographer-venue-florist-two-fees",
    style: "n29g-florist-photo-licences",
    format: "docx",
    source: `
# PHOTOGRAPH LICENCE - STYLED SHOOT AT ASHCOMBE BARN
## Parties
| Licensor | Harriet Quayle Photography Ltd, 14 Mill Street, Frome BA11 1DX (the "Photographer") |
| First Licensee | Ashcombe Barn Weddings Ltd, Ashcombe Farm, Nunney BA11 4NR (the "Venue") |
| Second Licensee | Bloom & Bothy Ltd, 2 Catherine Hill, Frome BA11 1BY (the "Florist") |
## 1. Photographs
The Photographer took the photographs listed in the Annex at the styled spring wedding shoot held at Ashcombe Barn on 18 March 2026 (the "Photographs"). The Venue and the Florist (each a "Licensee") are licensed to use them on the terms below.
## 2. Licence
Each Licensee may reproduce the Photographs on its own website, on its own social media accounts and in bridal and wedding magazines, excluding television, cinema and any outdoor advertising.
## 3. Territory
United Kingdom and Ireland.
## 4. Period
The licence begins on 1 April 2026 (the "Effective Date") and lasts for 24 months from the Effective Date.
## 5. Non-exclusive
The licence is non-exclusive. The Photographer may license the Photographs to the other suppliers who took part in the shoot.
## 6. Fees
6.1 The Venue will pay the Photographer a licence fee of £450.
6.2 The Florist will pay the Photographer a licence fee of £300.
6.3 VAT at 20% will be added to each fee.
## 7. Sub-licensing
Neither Licensee may sub-license the Photographs.
## 8. Credit
Each use must credit "Photo: Harriet Quayle".
## Signed
| Party | Name | Date |
| Harriet Quayle Photography Ltd | Harriet Quayle, Director | 25 March 2026 |
| Ashcombe Barn Weddings Ltd | Rupert Vane, Director | 26 March 2026 |
| Bloom & Bothy Ltd | Esme Carlisle, Director | 27 March 2026 |
`,
    expected: {
      parties: ["Harriet Quayle Photography Ltd", "Ashcombe Barn Weddings Ltd", "Bloom & Bothy Ltd"],
      signed: "2026-03-27",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 450", "GBP 300"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29g-10-wholesaler-catalog-72-months",
    style: "n29g-florist-photo-licences",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENSE AGREEMENT
This Photography License Agreement is made between Moss & Marigold Floral Design LLC, 210 Bishop Street, Atlanta, GA 30318 ("Studio"), and Sunvale Stems Wholesale, Inc., 4500 Fulton Industrial Blvd, Atlanta, GA 30336 ("Sunvale"). It takes effect on March 1, 2027 (the "Effective Date").
## 1. The Photographs
Studio will deliver 40 photographs of its arrangements made with Sunvale's "Cinema Red" rose range and other Sunvale stems (the "Photographs").
## 2. License Grant
Studio grants Sunvale a license to use the Photographs in Sunvale's printed wholesale catalog, on Sunvale's website, and on posters and counter displays inside Sunvale's cash-and-carry warehouses. No other use is licensed; in particular no television or cinema use is licensed, whatever the name of the rose range.
## 3. Term
The license runs for seventy-two (72) months from the Effective Date.
## 4. Territory
The United States.
## 5. Exclusive License
The license is non-exclusive. Nothing in this Agreement restricts Studio from licensing the Photographs, or similar photographs, to any other person, including other flower wholesalers.
## 6. Sublicensing and Assignment
Sunvale may not sublicense the Photographs or assign this Agreement.
## 7. Fees
Sunvale will pay Studio a license fee of $4,200 within 30 days after delivery. If Sunvale asks for delivery in fewer than five business days, it will also pay a rush fee of $500.
## Signatures
Moss & Marigold Floral Design LLC, by Carmen Ellis, Member. Date: February 15, 2027
Sunvale Stems Wholesale, Inc., by Wade Holcomb, VP Purchasing. Date: February 15, 2027
`,
    expected: {
      parties: ["Moss & Marigold Floral Design LLC", "Sunvale Stems Wholesale, Inc."],
      signed: "2027-02-15",
      start: "2027-03-01",
      end: "2033-02-28",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["USD 4200"],
      flags: ["long_term"],
      denies: ["sublicensable", "assignable"]
    }
  }
]
