// Independent author "n29h" (wave 29), one development batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, this author's brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of
// n11-shorthand-amendments-carveouts.ts for the file convention, check-batch.ts and the names of the files in unseen/
// and independent/), and committed before the reader was run on it. Three drafting styles:
// - pet-food and pet-insurance brands with dog-owner influencers: UK and US creator agreements with party blocks and
//   defined terms, a letter to the creator, a one-page owner release for a dog and its owner, a US agreement whose
//   rider replaces the term clause. Hard: a term counted from a Launch Date given in a schedule, a product called
//   "Outdoor Adventure Bites", competitor restrictions beside "shall not sub-license", VAT and expenses beside the fee,
//   a cancellation fee, a rider that prevails over the body.
// - barbershop and men's grooming brand model bookings: an agency booking form with a usage table (Yes/No rows), a US
//   barbershop-chain model agreement with a "Broadcast Rights" heading over a body that licenses none, a one-page
//   letter from a barbershop whose company is named only in the signature block. Hard: a "Cinema Noir" beard-oil
//   range, agency commission, overtime and VAT beside the fees, an option price, a category exclusivity with
//   carve-outs, free haircuts instead of money.
// - marina, boat-show and yacht-broker listing photo licences: a photographer's licence to a boat-show organiser with
//   its dates only in a schedule table, a US e-mail licence of listing photos of a yacht called CINEMA PARADISO, and
//   a Spanish marina's licence to a yacht broker whose special conditions prevail over its standard terms. Hard: an
//   "Outdoor Living Pavilion" and a printer named Coastal Print Ltd, "excluding television, cinema and outdoor
//   advertising", exclusivity with a portfolio carve-out, a declined drone add-on and sales tax beside the fee.
//
// Answer rules decided by this author: the parties are the two who are bound by the grant (an agency acting as agent,
// a vessel owner or a stockist named "not a party" are not); a party is named as the document names it, without its
// role label; the signing date is the date of the last signature or of the written acceptance (a letter countersigned
// later is signed on the countersignature); the start is the date the licence or term begins as stated (the signing
// date where the text says "from the date of this release"); "N months/years from X" ends the day before the
// anniversary of X; where a rider or special conditions replace a clause and prevail, their values are the answer;
// with automatic renewal the end is the end of the initial term; fees are the sums paid for services or rights (a shoot
// or session fee and a usage fee are two fees), and VAT, sales tax, agency commission, expenses, deposits, overtime
// "if incurred", cancellation fees, option prices and add-ons declined are not; free haircuts or products in kind are
// no fee, so no_fee_stated is raised; channels: Instagram, TikTok, Facebook, YouTube and paid social are social; a
// website and online listing portals web; magazines, brochures, show guides and press advertisements print; billboards,
// roadside banners and posters out_of_home; counter displays and shelf material in stockists' shops in_store;
// television broadcast; "all media" is every channel with unlimited_media; a product, vessel, pavilion or company
// name holding a channel word is no channel; exclusivity is true where the text grants exclusive rights or binds the
// talent not to work for competitors in a category (carve-outs do not undo it), false where it says non-exclusive or
// leaves the talent free to work with competitors, null where it is silent; flags: perpetual_term for "in perpetuity"
// (with no end and without no_end_date or long_term), irrevocable_grant for "irrevocable", buyout for a one-off
// payment for all uses for ever, moral_rights_waiver for an express waiver, non_compete for a promise not to work for
// competitors, assignable or sublicensable where the licensee may assign or sub-license, automatic_renewal for a
// renewal unless notice is given, morality_clause for termination for disrepute; denies lists a flag the text
// expressly rules out ("may not assign", "shall not sub-license", "will not renew automatically", "free to work with
// other pet insurers").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29h-dog-owner-influencers",
  "n29h-barbershop-model-bookings",
  "n29h-marina-listing-photos"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29h-01-pet-food-creator-launch-date",
    style: "n29h-dog-owner-influencers",
    format: "docx",
    source: `
# CREATOR PARTNERSHIP AGREEMENT
This Agreement is made on 16 February 2026
## Parties
(1) BARKWELL PET FOODS LIMITED, a company registered in England and Wales (company number 09214467) whose registered office is at Unit 4, Thornbury Business Park, Bristol BS35 3JB (the "Brand"); and
(2) CHLOE DUNMORE of 27 Marlowe Crescent, Leeds LS6 2QT, who publishes as @biscuitandchloe (the "Creator").
## Background
(A) The Brand makes dog food and treats, including the Barkwell Outdoor Adventure Bites range (the "Product").
(B) The Creator owns a working cocker spaniel called Biscuit and publishes content about their life together.
## 1. Definitions
1> "Content" means the photographs, reels and stories featuring the Creator, Biscuit and the Product made under this Agreement.
1> "Launch Date" means the date the Outdoor Adventure Bites campaign launches, as set out in the Schedule.
1> "Term" means the period of twelve (12) months from the Launch Date.
## 2. Services
2> The Creator shall publish four (4) Instagram feed posts, eight (8) Instagram stories and three (3) TikTok videos during the Term in accordance with the Schedule.
## 3. Licence
3> The Creator grants the Brand a licence during the Term to use the Content on the Brand's own Instagram, TikTok and Facebook accounts, in paid social advertising from those accounts and on the Brand's website barkwell.co.uk, in the United Kingdom and the Republic of Ireland.
3> No other use is licensed. In particular the Content shall not be used on packaging, in print, on television or on outdoor advertising, whatever the name of the Product range.
3> The Brand shall not sub-license the Content to any retailer or other third party.
## 4. Exclusivity
4> During the Term the Creator shall not create sponsored content for, or appear in advertising for, any other brand of dog food or dog treats.
## 5. Fee
5> The Brand shall pay the Creator a fee of £4,800 (plus VAT, if applicable) within 30 days of the Creator's invoice following the first post.
5> The Brand shall also reimburse the Creator's reasonable travel expenses for the launch event, up to £200, on receipt of receipts. Expenses are not part of the fee.
## Schedule
| Item | Detail |
| Launch Date | 2 March 2026 |
| Posting window | Launch Date to the end of the Term |
| Approval | Brand to approve each item within 2 working days |
Signed for and on behalf of BARKWELL PET FOODS LIMITED: Rhys Oakden, Marketing Director, 16 February 2026
Signed by CHLOE DUNMORE: Chloe Dunmore, 16 February 2026
`,
    expected: {
      parties: ["Barkwell Pet Foods Limited", "Chloe Dunmore"],
      signed: "2026-02-16",
      start: "2026-03-02",
      end: "2027-03-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["GBP 4800"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29h-02-pet-insurance-letter-creator",
    style: "n29h-dog-owner-influencers",
    format: "text",
    source: `
# Tailwise Pet Insurance, Inc. - 410 Congress Avenue, Suite 900, Austin, TX 78701
May 4, 2026
Marisol Ortega
@ollie.the.doodle
Dear Marisol,
Re: Tailwise "Every Good Boy Covered" creator program
We're delighted you and Ollie will be joining our summer program. This letter sets out what we have agreed. Once you sign and return it, it is a binding agreement between you and Tailwise Pet Insurance, Inc.
What you'll make: two Instagram Reels and two YouTube Shorts featuring you and Ollie talking honestly about getting him insured with Tailwise, plus one story set per month.
When: Tailwise may use your content from June 1, 2026 through November 30, 2026. After November 30, 2026 we will stop running it and will not boost or repost it.
Where: the United States only.
How we can use it: on Tailwise's own Instagram and YouTube channels and as paid ads from those accounts. We won't use your content on TV, radio, our website, email or in print.
Your fee: a flat $9,000, paid within 30 days after your first Reel goes live. Any sales tax is on top and is not part of the fee.
Not exclusive: this is a non-exclusive arrangement. Nothing in this letter stops you working with other brands, including other pet insurers, before, during or after the program.
Disclosure: every post must carry #ad and the platform's paid-partnership label.
We're so glad to have you both.
Warm regards,
Dana Whitlow
Head of Social, Tailwise Pet Insurance, Inc.
AGREED AND ACCEPTED:
Marisol Ortega
Date: May 7, 2026
`,
    expected: {
      parties: ["Tailwise Pet Insurance, Inc.", "Marisol Ortega"],
      signed: "2026-05-07",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["US"],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 9000"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n29h-03-raw-dog-food-owner-release",
    style: "n29h-dog-owner-influencers",
    format: "scan",
    source: `
# OWNER AND DOG RELEASE
Houndstooth Kitchen Ltd, 8 Wharf Lane, Norwich NR1 1QB ("Houndstooth")
Owner: Daniel Ashworth, 41 Elm Grove, Norwich NR2 3HD ("the Owner")
Dog: Mabel, a three-year-old Border terrier, owned by the Owner
1. The Owner and Mabel took part in a photo and video shoot for Houndstooth's raw dog food on the date of this release.
2. In return for a single payment of £750, the Owner grants Houndstooth an irrevocable, non-exclusive licence to use the photographs and footage of the Owner and Mabel, worldwide, in perpetuity, in all media now known or later devised.
3. The payment of £750 is a one-off buyout. No further fee, repeat fee or royalty is payable for any use.
4. The Owner waives all moral rights in the photographs and footage.
5. Houndstooth will reimburse the Owner's taxi fare to the studio (£18.40). This is an expense, not a fee.
Dated: 9 September 2025
Signed: Daniel Ashworth (the Owner)
Signed for Houndstooth Kitchen Ltd: Priya Lal, Director
`,
    expected: {
      parties: ["Houndstooth Kitchen Ltd", "Daniel Ashworth"],
      signed: "2025-09-09",
      start: "2025-09-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "buyout", "moral_rights_waiver"]
    }
  },
  {
    id: "n29h-04-us-dog-food-rider-term",
    style: "n29h-dog-owner-influencers",
    format: "pdf",
    source: `
# INFLUENCER AGREEMENT
This Influencer Agreement (this "Agreement") is entered into as of March 20, 2026 (the "Effective Date") by and between Northpaw Nutrition LLC, a Colorado limited liability company ("Northpaw"), and Jordan Pike, an individual residing in Boulder, Colorado ("Creator"), owner of the dog known online as Pepper the Trail Dog.
## 1. Services
Creator will produce and publish sponsored content featuring Pepper and Northpaw's Summit Grain-Free dog food as described in Exhibit A.
## 2. License
Creator grants Northpaw a non-transferable license to use the content on Northpaw's Instagram, TikTok and Facebook accounts, as paid social ads run from Creator's or Northpaw's handles, and on in-store displays and shelf talkers at Northpaw's retail stockists, in the United States and Canada.
## 3. Sublicensing
Northpaw may not sublicense the content. Stockists may display the in-store materials Northpaw supplies but receive no license to the content.
## 4. Term
The term of this Agreement is six (6) months from the Effective Date.
## 5. Exclusivity
During the term, Creator will not publish sponsored content for any other dog food brand. This restriction does not apply to cat food, pet accessories or pet insurance.
## 6. Compensation
6.1 Northpaw will pay Creator a fee of $15,000, payable net 30 from the first post.
6.2 Northpaw will reimburse pre-approved travel expenses at cost.
6.3 If Northpaw cancels before the first post, it will pay Creator a cancellation fee of $2,000 instead of the fee in 6.1.
## 7. No Renewal
This Agreement will not renew automatically. Any extension requires a new written agreement.
## RIDER A
This Rider forms part of the Agreement and was signed with it. If anything in this Rider conflicts with the body of the Agreement, this Rider prevails.
A1. Section 4 (Term) is deleted and replaced with: "The term begins on April 1, 2026 and ends on March 31, 2027."
A2. Exhibit A is amended to add one additional TikTok video in January 2027, at no additional fee.
IN WITNESS WHEREOF, the parties have signed this Agreement and Rider A on March 20, 2026.
NORTHPAW NUTRITION LLC, By: Lauren Beck, Chief Marketing Officer
JORDAN PIKE
`,
    expected: {
      parties: ["Northpaw Nutrition LLC", "Jordan Pike"],
      signed: "2026-03-20",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social", "in_store"],
      exclusive: true,
      fees: ["USD 15000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "n29h-05-grooming-agency-booking-form",
    style: "n29h-barbershop-model-bookings",
    format: "pdf",
    source: `
# CROWN & COMB MODELS - BOOKING CONFIRMATION AND USAGE LICENCE
Booking ref: CC-26-0114
| Client | Sharpe & Finch Grooming Ltd, 3 Cheshire Street, London E2 6EH |
| Model | Tobias Ferreira |
| Agency | Crown & Comb Models Ltd, acting as agent for the Model (the Agency is not a party to the usage licence) |
| Product | Sharpe & Finch "Cinema Noir" beard oil and balm range |
| Shoot date | 14 January 2026, 9am-5pm, Hackney studio |
## Usage
The Model grants the Client a non-exclusive licence to use the photographs from the shoot for 24 months from the First Use Date, in the United Kingdom only, in the media marked Yes below.
| Medium | Licensed |
| Client website and online shop | Yes |
| Client Instagram, TikTok and paid social | Yes |
| Counter displays and shelf wobblers in stockist barbershops | Yes |
| Outdoor / billboards / transport | No |
| Television and cinema | No |
| Press and magazine advertising | No |
First Use Date: 1 February 2026.
## Fees
| Shoot fee | £650 |
| Usage fee (24 months, UK, media above) | £1,800 |
| Overtime (only if incurred) | £90 per hour after 5pm |
| Agency commission | 20% of fees, payable by the Client to the Agency in addition |
All sums are exclusive of VAT, which will be added at the standard rate.
## Confirmation
Booking confirmed and licence agreed by the Client on 8 January 2026: Ella Sharpe, Founder, Sharpe & Finch Grooming Ltd.
Confirmed by the Model through the Agency on 8 January 2026: Tobias Ferreira.
`,
    expected: {
      parties: ["Sharpe & Finch Grooming Ltd", "Tobias Ferreira"],
      signed: "2026-01-08",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 650", "GBP 1800"],
      flags: []
    }
  },
  {
    id: "n29h-06-barbershop-chain-model-agreement",
    style: "n29h-barbershop-model-bookings",
    format: "docx",
    source: `
# MODEL SERVICES AND LIKENESS LICENSE AGREEMENT
This Model Services and Likeness License Agreement (the "Agreement") is made by and between FADE REPUBLIC BARBERSHOPS, INC., a Georgia corporation with offices at 1180 Peachtree Street NE, Atlanta, GA 30309 ("Company"), and ANDRE WHITFIELD, an individual ("Model").
## 1. Definitions
1> "Campaign" means Company's "Fresh Cut, Fresh Start" advertising campaign for its barbershops.
1> "Materials" means all photographs and video of Model taken at the Session.
1> "Session" means the photo and video session on August 15, 2026 at Company's Midtown flagship shop.
1> "Usage Period" means three (3) years from the date of the Session.
## 2. Services
Model will attend the Session for up to eight hours and will receive a haircut and beard styling from Company's barbers as part of the shoot.
## 3. License
Company may use the Materials during the Usage Period in the United States on (a) in-shop displays, menu boards and counter cards inside Company's barbershops; (b) Company's website and booking app; (c) Company's Instagram, TikTok and YouTube channels; and (d) billboards and bus shelters within five miles of a Company shop.
## 4. Broadcast Rights
No broadcast, television, streaming television or cinema use of the Materials is licensed under this Agreement. Any such use requires a separate written agreement and fee.
## 5. Exclusivity
During the Usage Period Model will not model for, or appear in advertising for, any other barbershop chain or men's hair-care brand in the United States. This exclusivity does not apply to editorial fashion shoots or runway shows.
## 6. Compensation
6.1 Session fee: $2,500, payable within 15 days after the Session.
6.2 Usage fee: $7,500, payable within 15 days after the Session.
6.3 Company may extend the Usage Period by two (2) years by written notice and payment of $6,000 before the Usage Period ends. This Agreement does not renew automatically.
## 7. Assignment
Company may assign this Agreement, including the license, to any affiliate or to a purchaser of its barbershop business.
## 8. Conduct
Company may terminate this Agreement and stop using the Materials if Model commits any act that brings him into public disrepute or scandal that reflects unfavorably on Company.
## 9. General
This Agreement is governed by the laws of the State of Georgia.
| FADE REPUBLIC BARBERSHOPS, INC. | ANDRE WHITFIELD |
| By: Marcus Leland, President | Andre Whitfield |
| Date: August 5, 2026 | Date: August 5, 2026 |
`,
    expected: {
      parties: ["Fade Republic Barbershops, Inc.", "Andre Whitfield"],
      signed: "2026-08-05",
      start: "2026-08-15",
      end: "2029-08-14",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["USD 2500", "USD 7500"],
      flags: ["non_compete", "assignable", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n29h-07-barbershop-letter-free-haircuts",
    style: "n29h-barbershop-model-bookings",
    format: "scan",
    source: `
# THE GENTLEMAN'S QUARTER - 12 Rose Street, Edinburgh EH2 2PR
10 March 2026
Callum Reid, 5 Comely Bank Row, Edinburgh EH4 1DT
Dear Callum,
Thank you for agreeing to model for our spring photographs. This letter sets out our agreement. Please sign below to accept it.
1. You will come to the shop on Saturday 21 March 2026 for a restyle and a photo session of about two hours.
2. You allow us to use the photographs on our Instagram and Facebook pages and on our website for 12 months from the day of the shoot, in the United Kingdom.
3. We will not use the photographs in print, on posters or on billboards, and we will not sub-license or sell them to anyone else.
4. Instead of payment you will receive free haircuts at the shop for the 12 months. No money is payable under this letter.
5. Either of us may end this agreement by two weeks' written notice, after which we will remove the photographs from our pages.
Yours sincerely,
Iain Mackay
For and on behalf of Mackay Grooming Ltd, trading as The Gentleman's Quarter
I accept the terms of this letter.
Signed: Callum Reid
Date: 12 March 2026
`,
    expected: {
      parties: ["Mackay Grooming Ltd", "Callum Reid"],
      signed: "2026-03-12",
      start: "2026-03-21",
      end: "2027-03-20",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29h-08-boat-show-photographer-schedule",
    style: "n29h-marina-listing-photos",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE
## Between
IMOGEN TATE, trading as Imogen Tate Marine Photography, of Quay House, Town Quay, Southampton SO14 2AQ ("the Photographer")
and
HARBOURLINE EVENTS LIMITED, organiser of the Solent Harbour Boat Show, of 2 Ocean Way, Southampton SO14 3JZ ("the Licensee").
## 1. The Images
The Photographer photographed the 2026 Solent Harbour Boat Show, including the marina pontoons, the Outdoor Living Pavilion and the superyacht berths. "the Images" means the 120 images delivered on 24 April 2026.
## 2. Grant
2.1 The Photographer grants the Licensee an exclusive licence to use the Images during the Licence Period and in the Territory set out in the Schedule, to promote the Solent Harbour Boat Show, on the Licensee's website, its social media accounts, in the printed show guide and yachting magazines, and on roadside banners and billboards.
2.2 The exclusivity does not prevent the Photographer from showing the Images in her own portfolio and website or entering them in photography competitions.
2.3 The Licensee may sub-license the Images to exhibitors at the Show, solely for exhibitors to promote their attendance at the Show.
2.4 The show guide is printed by Coastal Print Ltd, which is not a party to this licence.
## 3. Assignment
The Licensee may not assign or transfer this licence.
## 4. Fee
4.1 The Licensee shall pay a licence fee of £3,200 plus VAT within 30 days of invoice.
4.2 Had the Licensee cancelled the commission less than seven days before the shoot, a cancellation fee of £400 would have applied. It did not cancel and no cancellation fee is payable.
## Schedule
| Licence Period starts | 1 May 2026 |
| Licence Period ends | 30 September 2027 |
| Territory | United Kingdom, Ireland and France |
| Credit | (c) Imogen Tate Marine Photography |
Signed by Imogen Tate on 22 April 2026
Signed for Harbourline Events Limited by Gareth Mullins, Show Director, on 22 April 2026
`,
    expected: {
      parties: ["Imogen Tate", "Harbourline Events Limited"],
      signed: "2026-04-22",
      start: "2026-05-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB", "IE", "FR"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["GBP 3200"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "n29h-09-yacht-listing-photos-email",
    style: "n29h-marina-listing-photos",
    format: "text",
    source: `
# Listing photos - 58' CINEMA PARADISO - license terms
From: Dana Whitcombe <dana@whitcombemarine.com>
To: Rob Castellano <rob@bluewateryachts.com>
Sent: Friday, May 29, 2026 10:41 AM
Hi Rob,
Here are the terms for the listing shoot of CINEMA PARADISO (58' motor yacht, slip C-14, Bahia Mar Marina, Fort Lauderdale). The owner, Mr. Halvorsen, is not a party; the license is between me and Bluewater Yacht Brokerage, LLC.
- Shoot: 40 edited exterior, interior and twilight stills, delivered within 5 days of the shoot.
- Fee: $850 for the shoot and the license below. Florida sales tax is added on the invoice and is not part of the fee.
- Drone aerials: optional add-on at $250. (You said no drone, so this does not apply.)
- License: non-exclusive. I keep copyright and may license the images to others, including the owner.
- Use: the listing on Bluewater's website and on online yacht-listing portals, and Bluewater's Instagram and Facebook. No print brochures, boat-show signage or magazine ads.
- Territory: worldwide, since the listing is online.
- Term: 12 months from the listing date. Listing date is June 15, 2026.
- Bluewater may not sell, sublicense or transfer the images.
Reply "agreed" and we're booked.
Dana Whitcombe, Whitcombe Marine Imaging
---
From: Rob Castellano <rob@bluewateryachts.com>
Sent: Tuesday, June 2, 2026 8:15 AM
Agreed on behalf of Bluewater Yacht Brokerage, LLC. Listing goes live June 15 as planned.
Rob Castellano, Managing Broker
`,
    expected: {
      parties: ["Dana Whitcombe", "Bluewater Yacht Brokerage, LLC"],
      signed: "2026-06-02",
      start: "2026-06-15",
      end: "2027-06-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 850"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n29h-10-marina-broker-special-conditions",
    style: "n29h-marina-listing-photos",
    format: "pdf",
    source: `
# MARINA IMAGE LICENCE
Marina Puerto Azul S.L., Muelle de Levante s/n, 07157 Port d'Andratx, Mallorca, Spain (the "Marina")
Meridian Yacht Brokers Ltd, 14 Quayside, Lymington SO41 3AY, United Kingdom (the "Broker")
Date: 10 December 2026
## Part A - Special Conditions
A1. These Special Conditions prevail over the Standard Terms in Part B wherever they differ.
A2. Licence Period: two (2) years from 1 January 2027.
A3. Territory: Spain, Portugal and the United Kingdom only.
A4. Exclusivity: the licence is exclusive. During the Licence Period the Marina will not license the Images to any other yacht broker.
A5. Fee: EUR 4,000 for the whole Licence Period, payable on signature. IVA is charged in addition.
## Part B - Standard Terms
B1. Images. The Marina licenses its aerial and pontoon photographs of Marina Puerto Azul (the "Images") for the Broker's listings of vessels berthed at the Marina.
B2. Grant. The licence is non-exclusive and covers all member states of the European Union.
B3. Media. The Broker may use the Images on its website, its social media accounts and in its printed brochures and yachting magazine advertisements, excluding television, cinema and outdoor advertising.
B4. Renewal. The licence renews automatically for successive periods of one year unless either party gives the other at least 60 days' written notice before the end of the Licence Period.
B5. Assignment. Neither party may assign or transfer this licence.
B6. Law. Spanish law governs this licence.
Signed for Marina Puerto Azul S.L.: Joana Ferrer, Gerente, 10 December 2026
Signed for Meridian Yacht Brokers Ltd: Oliver Grant, Director, 10 December 2026
`,
    expected: {
      parties: ["Marina Puerto Azul S.L.", "Meridian Yacht Brokers Ltd"],
      signed: "2026-12-10",
      start: "2027-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["ES", "PT", "GB"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["EUR 4000"],
      flags: ["automatic_renewal"],
      denies: ["assignable"]
    }
  }
]
