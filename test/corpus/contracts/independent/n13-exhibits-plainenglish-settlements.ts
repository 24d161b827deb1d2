// Independent author "n13" (wave 13), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and
// answer-rule paragraphs of the wave 8/9/10/11 authors, and the first entry of n11's batch for the file convention),
// and committed before the reader was run on it: exhibits that override the body ("In the event of any conflict
// between this Agreement and Exhibit A, Exhibit A shall control", Special Conditions that disapply a General
// Condition, a creator rider that governs over master terms, a Singapore annex that disapplies automatic renewal);
// plain-English "you / we" consumer licences (a gym member's photo consent, a recipe-video submission accepted by a
// tick box, an Australian radio voice agreement); and licences restated after a dispute (a US settlement agreement
// with a restated licence, a schedule to an English consent order, a Canadian memorandum of settlement that ends an
// exclusivity and shortens the term). A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: where a document says an exhibit, schedule, rider or annex prevails in a
// conflict, the values are the prevailing part's, and a right the body grants and the prevailing part takes back
// (perpetuity, worldwide exclusivity, all media, sub-licensing, automatic renewal, paid amplification) is denied; a
// body that refers to "the fee set out in Exhibit A" has that fee; "you" and "we" are the two parties named in the
// opening lines, and a licence accepted by a tick box is signed on the date of acceptance; something given in kind
// (free membership) with no money amount is no fee; a right the person may withdraw ("you can change your mind") is
// not irrevocable and denies it; "forever" is perpetual, "anywhere in the world" worldwide; a promise not to voice or
// post for a competitor during the term is an exclusivity with non_compete; an option to renew "if we both agree in
// writing" is not automatic renewal; in a settlement, a payment for past use or in release of claims, costs and
// interest are not fees, the licence fee for the restated licence is; the start and end are those of the licence as
// restated, and the signing date is the settlement's; a licence fee of the original agreement the settlement
// restates with its amount is a fee; uses the settlement requires the licensee to stop (remove from website and
// social media) are not granted; posters inside the licensee's own gyms or shops are in_store, catalogues print,
// radio broadcast, a podcast page on the station's website web; "N months from" and "lasts 12 months" end the day
// before the anniversary, "90 days from first post" counts the first day as day one.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n13-exhibit-overrides", "n13-plain-english-you-we", "n13-settlement-restatements"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n13-01-us-exhibit-a-controls",
    style: "n13-exhibit-overrides",
    format: "docx",
    source: `
# TALENT LICENSE AGREEMENT
This Talent License Agreement (this "Agreement") is entered into by and between Brightwater Outdoor Gear, Inc., a Colorado corporation ("Company"), and Dana Whitcombe ("Talent").
## 1. Order of Precedence
1.1 The business terms of this Agreement are set out in Exhibit A. In the event of any conflict between the body of this Agreement and Exhibit A, Exhibit A shall control.
## 2. Grant
2.1 Talent grants to Company the right to use Talent's name, approved likeness and the photographs taken at the Session (the "Materials") throughout the universe, in perpetuity, in any and all media including television, radio, internet and print, subject to Section 1.
2.2 Unless Exhibit A provides otherwise, the rights granted are non-exclusive.
## 3. Compensation
3.1 In full consideration of the Services and the rights granted, Company shall pay Talent the fee set out in Exhibit A within thirty (30) days of invoice.
## 4. Assignment
4.1 Company may assign this Agreement to any affiliate or successor without Talent's consent. Talent may not assign this Agreement.
## 5. General
5.1 This Agreement is governed by the laws of the State of Colorado.
## EXHIBIT A - BUSINESS TERMS
| Item | Term |
| Session | One (1) photo session on May 20, 2026, Boulder, Colorado |
| Term | Two (2) years commencing June 1, 2026 and ending May 31, 2028. No use after the end of the Term. |
| Territory | United States and Canada only |
| Media | Company website and Company's own social media accounts; printed catalogues. No television, radio or out-of-home. |
| Exclusivity | During the Term, Talent shall not appear in advertising for any other outdoor apparel or footwear brand. |
| Fee | US$18,500, flat, for the Session and all uses in this Exhibit |
IN WITNESS WHEREOF the parties have signed this Agreement on May 12, 2026.
BRIGHTWATER OUTDOOR GEAR, INC. By: Lena Park, VP Marketing
TALENT: Dana Whitcombe
`,
    expected: {
      parties: ["Brightwater Outdoor Gear, Inc.", "Dana Whitcombe"],
      signed: "2026-05-12",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 18500"],
      flags: ["assignable", "non_compete"],
      denies: ["perpetual_term", "unlimited_media"]
    }
  },
  {
    id: "n13-02-uk-special-conditions-prevail",
    style: "n13-exhibit-overrides",
    format: "pdf",
    source: `
# IMAGE LICENCE
Between: Pennant & Rowe Limited, company number 08812345, whose registered office is at 14 Quay Street, Bristol BS1 4DB (the "Licensee") and Harriet Osei of 3 Larch Close, Bath BA2 6QT (the "Model").
## Schedule 1 - General Conditions
1> Grant. The Model grants the Licensee an exclusive licence to use the Images throughout the world in all media now known or hereafter devised.
1> Sub-licensing. The Licensee may sub-license any of its rights under this Licence to its clients and agencies.
1> Term. The Licence continues until terminated by either party on three months' written notice.
1> Precedence. The Special Conditions in Schedule 2 take precedence over these General Conditions. Where a Special Condition deals with a matter, the General Condition on that matter does not apply.
## Schedule 2 - Special Conditions
| No. | Special Condition |
| 1 | Territory: the United Kingdom only. |
| 2 | Media: posters and six-sheets at bus shelters and railway stations; point-of-sale material in the Licensee's stockists' shops. No other media. |
| 3 | Exclusivity: the licence is non-exclusive. |
| 4 | Term: eighteen (18) months from 1 July 2026. |
| 5 | General Condition 2 (Sub-licensing) does not apply. The Licensee may not sub-license. |
| 6 | Fee: £7,200 plus VAT, payable within 30 days of the start of the Term. |
Signed for Pennant & Rowe Limited by Gareth Rowe, Director, on 18 June 2026.
Signed by Harriet Osei on 18 June 2026.
`,
    expected: {
      parties: ["Pennant & Rowe Limited", "Harriet Osei"],
      signed: "2026-06-18",
      start: "2026-07-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "in_store"],
      exclusive: false,
      fees: ["GBP 7200"],
      flags: [],
      denies: ["sublicensable", "unlimited_media", "worldwide_exclusivity"]
    }
  },
  {
    id: "n13-03-ca-creator-rider-governs",
    style: "n13-exhibit-overrides",
    format: "text",
    source: `
# CEDAR & TIDE - CREATOR ORDER FORM + RIDER
Order no. CT-2026-0441    Accepted by Creator: July 20, 2026
Brand: Cedar & Tide Skincare Inc., Halifax, Nova Scotia
Creator: Maya Lefebvre (@mayaglows)
This Order Form is governed by the Cedar & Tide Creator Master Terms v3. If the Rider below conflicts with the Master Terms, the Rider governs.
MASTER TERMS (extract)
4.1 Brand may use all Content on any channel, paid or organic, in any country, in perpetuity.
4.2 Brand may amplify Content with paid media and whitelist Creator's handle.
RIDER
1. Deliverables: 1 Instagram Reel and 2 TikTok videos, first post August 3, 2026.
2. Usage: organic use on Brand's Instagram and TikTok accounts only, for 90 days from first post. No paid amplification, no whitelisting, no use on Brand's website.
3. Territory: Canada.
4. Category exclusivity: Creator will not post sponsored content for any other skincare brand for 90 days from first post.
5. Fee: CAD $4,200 plus HST (13%), paid net 30 after the last video goes live.
Sections 4.1 and 4.2 of the Master Terms do not apply to this Order.
`,
    expected: {
      parties: ["Cedar & Tide Skincare Inc.", "Maya Lefebvre"],
      signed: "2026-07-20",
      start: "2026-08-03",
      end: "2026-10-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["social"],
      exclusive: true,
      fees: ["CAD 4200"],
      flags: ["non_compete"],
      denies: ["perpetual_term", "unlimited_media"]
    }
  },
  {
    id: "n13-04-sg-annex-disapplies-renewal",
    style: "n13-exhibit-overrides",
    format: "scan",
    source: `
# LICENCE AGREEMENT
THIS AGREEMENT is made on 14 September 2026 BETWEEN:
(1) ORCHID BAY HOSPITALITY PTE. LTD. (UEN 201912345K), a company incorporated in Singapore ("the Licensee"); and
(2) TAN WEI LING (NRIC No. S8xxxx12A) ("the Licensor").
## 1. Interpretation
1.1 The Annex forms part of this Agreement. If there is any inconsistency between the Clauses and the Annex, the Annex shall prevail.
## 2. Licence
2.1 The Licensor grants to the Licensee a non-exclusive licence to reproduce the Photographs in the Territory and the Media for the Term.
## 5. Term
5.1 This Agreement commences on the Commencement Date and continues for one (1) year.
5.2 Upon expiry, this Agreement shall be renewed automatically for successive periods of one (1) year unless either party gives notice of non-renewal.
## 7. Consideration
7.1 The Licensee shall pay the Licence Fee stated in the Annex. All sums are exclusive of GST.
## ANNEX
| Commencement Date | 1 October 2026 |
| Territory | Singapore and Malaysia |
| Media | printed brochures; hotel lobby lightboxes and roadside billboards; the Licensee's website |
| Licence Fee | S$12,000 |
| Special terms | Clause 5.2 shall not apply. This Agreement expires on 30 September 2027 and is not renewed. |
SIGNED by Marcus Lim, Director, for and on behalf of ORCHID BAY HOSPITALITY PTE. LTD.
SIGNED by TAN WEI LING
`,
    expected: {
      parties: ["Orchid Bay Hospitality Pte. Ltd.", "Tan Wei Ling"],
      signed: "2026-09-14",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["SG", "MY"],
      channels: ["print", "out_of_home", "web"],
      exclusive: false,
      fees: ["SGD 12000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n13-05-uk-gym-photo-consent",
    style: "n13-plain-english-you-we",
    format: "pdf",
    source: `
# Your photos in our adverts - a plain-English agreement
This agreement is between FitLoop Studios Ltd ("we", "us") and you, Callum Brierley ("you").
## What you're agreeing to
1> You let us use the photos our photographer took of you at FitLoop Leeds on 24 February 2026.
1> We can use them on our website, on our Instagram and Facebook pages, and on posters inside our own gyms.
1> We won't use them on TV, in newspapers or magazines, or on billboards.
1> We'll only use them in the UK.
## How long for
1> For 2 years from the day you sign this agreement.
1> You can change your mind at any time: email hello@fitloop.co.uk and we'll stop using your photos in anything new within 30 days.
## What you get
1> Six months' free membership at any FitLoop gym, starting when you sign. There's no cash payment.
## Other things
1> You're free to appear in adverts for other gyms.
1> We won't pass your photos on or let anyone else use them.
Signed by you: Callum Brierley, 2 March 2026
Signed for us: Rachel Okafor, Marketing Manager, FitLoop Studios Ltd, 2 March 2026
`,
    expected: {
      parties: ["FitLoop Studios Ltd", "Callum Brierley"],
      signed: "2026-03-02",
      start: "2026-03-02",
      end: "2028-03-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "n13-06-us-recipe-video-tickbox",
    style: "n13-plain-english-you-we",
    format: "text",
    source: `
# Brightline Kitchens - Feature Your Recipe Video: License Terms
Hi Aisha Rahman! Thanks for sending us your video "15-Minute Chickpea Curry". Here is what happens if you accept.
Who we are: Brightline Kitchens LLC, Portland, Oregon ("we", "us").
Who you are: Aisha Rahman, the person who made the video ("you").
What we pay: $300 (US dollars), sent by PayPal within 10 business days after you accept.
What we can do with your video:
- Post it on our website and on our Instagram, TikTok, YouTube and Pinterest accounts.
- Run it as a paid ad on those social platforms.
- Edit it for length and add our logo.
Where and how long: anywhere in the world, forever, starting the day you accept.
It's still yours: you keep ownership. You can post it yourself and let other people use it too - our license is non-exclusive.
No take-backs: once we've paid you, you can't cancel this license.
We won't sell or license your video to another company.
[x] I accept these terms.    Accepted by: Aisha Rahman    Date: April 9, 2026, 11:42 AM PT
`,
    expected: {
      parties: ["Brightline Kitchens LLC", "Aisha Rahman"],
      signed: "2026-04-09",
      start: "2026-04-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 300"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["sublicensable", "worldwide_exclusivity"]
    }
  },
  {
    id: "n13-07-au-radio-voice-you-we",
    style: "n13-plain-english-you-we",
    format: "docx",
    source: `
# Voice agreement
## Who this agreement is between
We are Saltbush Radio Pty Ltd (ABN 51 612 345 678) of Brisbane, Queensland. You are Jonah Mercer, voice artist.
## What you'll do
1> Record station imaging and promos for our stations, up to 4 sessions a month.
## How we can use your voice
1> On air on our radio stations, and on our podcast page on saltbushradio.com.au.
1> In Australia and New Zealand.
1> Not on television, and not in cinema ads.
## How long it lasts
1> This agreement starts on 1 February 2027 and lasts 12 months.
1> We can renew it for another 12 months if we both agree in writing before it ends. It doesn't renew by itself.
## What we'll pay you
1> A$3,500 plus GST, paid in 12 equal monthly instalments.
## Only us
1> While this agreement is running, you won't voice ads or promos for any other radio station in Queensland.
## Signatures
Signed for Saltbush Radio Pty Ltd by Kiri Walker, Program Director, on 18 January 2027.
Signed by Jonah Mercer on 18 January 2027.
`,
    expected: {
      parties: ["Saltbush Radio Pty Ltd", "Jonah Mercer"],
      signed: "2027-01-18",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["AUD 3500"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n13-08-us-settlement-restated-license",
    style: "n13-settlement-restatements",
    format: "pdf",
    source: `
# SETTLEMENT AGREEMENT AND RESTATED LICENSE
This Settlement Agreement and Restated License (the "Settlement") is made by and between Renata Alvarez ("Model") and Coastline Beverage Company, a California corporation ("Coastline").
## Recitals
A. Model and Coastline were parties to a Photo License dated March 1, 2024 (the "Original License"), which expired on February 28, 2025.
B. Model alleges that Coastline continued to use the Images after expiry. Coastline denies liability. The parties wish to resolve the dispute and to license the Images afresh on the terms below.
## 1. Settlement Payment
1.1 Coastline shall pay Model $25,000 (the "Settlement Payment") in full satisfaction of all claims arising from use of the Images before the Effective Date. The Settlement Payment is not a license fee.
## 2. Mutual Release
2.1 Upon receipt of the Settlement Payment, each party releases the other from all claims relating to the Original License.
## 3. Restated License
3.1 Model grants Coastline a non-exclusive license to use the Images in the United States from July 1, 2026 through June 30, 2027, on Coastline's website, its social media accounts and point-of-sale displays in retail stores.
3.2 Coastline shall not use the Images on television or outdoor advertising, and shall not sublicense the Images.
3.3 License Fee: Coastline shall pay Model a license fee of $15,000 for the restated license, due July 1, 2026.
## 4. Costs
4.1 Each party bears its own attorneys' fees and costs.
Signed: Coastline Beverage Company, by Daniel Reyes, General Counsel, June 19, 2026
Signed: Renata Alvarez, June 22, 2026
`,
    expected: {
      parties: ["Renata Alvarez", "Coastline Beverage Company"],
      signed: "2026-06-22",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 15000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n13-09-uk-consent-order-schedule",
    style: "n13-settlement-restatements",
    format: "scan",
    source: `
# IN THE COUNTY COURT AT MANCHESTER    Claim No. K00MA123
BETWEEN ELODIE MARCHETTI (Claimant) and HOPWOOD GARDEN CENTRES LIMITED (Defendant)
## CONSENT ORDER
UPON the parties having agreed terms of settlement, BY CONSENT IT IS ORDERED THAT all further proceedings in this claim be stayed upon the terms set out in the Schedule, except for the purpose of carrying those terms into effect.
## SCHEDULE
1> The Defendant shall pay the Claimant £4,000 in full and final settlement of the claim for past use of the Photographs, by 30 April 2026.
1> The Claimant grants the Defendant a non-exclusive licence to use the Photographs in the United Kingdom from 1 May 2026 until 30 April 2027, in the Defendant's printed seasonal catalogues and on point-of-sale signage in its garden centres only.
1> For that licence the Defendant shall pay the Claimant a licence fee of £6,000 by 1 May 2026.
1> Within 14 days of this Order the Defendant shall remove the Photographs from its website and all of its social media accounts and shall not use them there again.
1> The licence is personal to the Defendant and may not be assigned.
1> Each party shall bear its own costs.
We consent to an order in the above terms. Dated 15 April 2026.
Brennan Holt LLP, Solicitors for the Claimant    Askew & Lane, Solicitors for the Defendant
`,
    expected: {
      parties: ["Elodie Marchetti", "Hopwood Garden Centres Limited"],
      signed: "2026-04-15",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "in_store"],
      exclusive: false,
      fees: ["GBP 6000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n13-10-ca-memorandum-of-settlement",
    style: "n13-settlement-restatements",
    format: "docx",
    source: `
# MEMORANDUM OF SETTLEMENT
Between Gabriel Tremblay (the "Performer") and Northern Lights Dairy Co-operative (the "Co-op"), following mediation held in Toronto, Ontario on September 2, 2026.
## Background
The Performer and the Co-op are parties to a Spokesperson Agreement dated June 10, 2025 (the "Original Agreement") granting the Co-op exclusive rights to the Performer's name and likeness in Canada on television and the Co-op's website from July 1, 2025 to June 30, 2027, for a Licence Fee of CAD 40,000. A dispute arose over the Performer's appearance for a plant-based beverage brand.
## Terms of settlement
1> Exclusivity. Section 6 (Exclusivity) of the Original Agreement is terminated as of the date of this Memorandum. The Performer is free to appear for any brand, including dairy and plant-based beverage brands.
1> Term. The term of the Original Agreement is shortened and ends on December 31, 2026. The Co-op shall make no use of the Performer's name or likeness after that date.
1> Media and territory. Unchanged: television and the Co-op's website, in Canada.
1> Fees. The Licence Fee of CAD 40,000 under the Original Agreement remains as stated and has been paid in full. In addition, the Co-op shall pay the Performer CAD 5,000 in consideration of the mutual release in paragraph 5; that payment is not a licence fee.
1> Release. Each party releases the other from all claims arising from the dispute.
1> Morals. Section 9 (Morals) of the Original Agreement continues to apply: the Co-op may terminate if the Performer commits any act that brings the Co-op into public disrepute.
1> Otherwise the Original Agreement continues in full force and effect.
Signed at Toronto on September 8, 2026.
NORTHERN LIGHTS DAIRY CO-OPERATIVE, per: Sarah Mackenzie, CEO
GABRIEL TREMBLAY
`,
    expected: {
      parties: ["Gabriel Tremblay", "Northern Lights Dairy Co-operative"],
      signed: "2026-09-08",
      start: "2025-07-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["CAD 40000"],
      flags: ["morality_clause"],
      denies: ["non_compete"]
    }
  }
]
