// Independent author "n25c" (wave 25), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, the header and first entries of n11's batch for the file
// convention, the wave-25 checker and the names of the independent batch files), and committed before the reader
// was run on it: before-and-after model releases for hair salons, beauty studios and a cosmetic clinic (education use
// against advertising use, a free treatment as payment, a right to withdraw future use, the salon's own Instagram
// and website, a product brand licensed on, salons named "Billboard Hair", "The Print Studio" and "Cinema Row");
// likeness and location licences for app-store screenshots, preview videos and in-app demo content (store listings
// and the developer's website, paid user-acquisition ads, a term tied to a launch date, an app version or a first-use
// date given elsewhere, a startup named "Fieldnote Outdoor"); and sports photo agencies' feed licences to a club, a
// sponsor and a publisher (editorial against commercial use, a season fee and a per-image fee, player image rights
// excluded, a season defined by the fixtures in a schedule, a rider replacing the exclusivity clause). A DEVELOPMENT
// batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound (a product brand the images are
// licensed on to, a photographer, a league and players are not); a party named only in the signature block is a
// party; the signing date is the last signature's date, or the acceptance of an e-mail's terms; a rider signed with
// the form that "replaces" a clause and "prevails" gives the answer for that clause; the start is the day use may
// begin (the treatment or shoot date for a release whose use starts then, the signing for a licence "from the date
// you reply", the launch or first-use date when the term runs from it, the first fixture for a season licence) and
// "N months from X" ends the day before the anniversary; "ends when version 3 is released, and at the latest on DATE"
// ends on DATE; a season "from the first fixture to the last fixture" in a schedule runs between those fixture dates;
// a free treatment (with or without its price) is payment in kind and no fee, so a release paid only in treatment
// has no fee (no_fee_stated); fees are money paid for the rights or services: a season fee and a per-image rate for
// images the licensee may order are fees, while VAT, a refundable deposit, a missed-appointment or no-show charge,
// expenses, travel, cleaning costs, late-payment interest, an instalment, an unexercised option, an extension price
// and a day rate for a day not booked are not; a right to withdraw consent to future use is not an end date;
// territories are only those a grant names ("worldwide excluding ..." is worldwide; a salon's city is no
// territory); app-store listings, in-app demo screens, the developer's and the salon's website and a club app are
// web; Instagram, TikTok, Facebook, YouTube, X and LinkedIn accounts and paid app-install ads on them are social; a
// club's printed matchday programme and a newspaper's print edition are print; price cards, counter screens and
// screens in a salon are in_store; education use (courses, seminars, conferences) is no channel; a name such as
// Billboard, Print, Cinema or Outdoor names no channel; a heading naming a right whose body says it is not granted
// grants nothing; exclusivity is null when the contract is silent, false when it says non-exclusive (a 24-hour
// holdback for the licensee does not make it exclusive), and true with non_compete when the licensor promises not to
// appear for competing products or apps; a permitted licence on to a named brand is sublicensable; "shall not
// sub-license", "will not sell or license to any third party" and "may not assign" deny sublicensable and
// assignable; "this is not a buy-out" denies buyout.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n25c-salon-before-after-model-releases",
  "n25c-app-store-screenshot-likeness-licences",
  "n25c-sports-photo-agency-feed-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n25c-01-billboard-hair-colour-correction-release",
    style: "n25c-salon-before-after-model-releases",
    format: "scan",
    source: `
# BILLBOARD HAIR – BEFORE & AFTER MODEL RELEASE
Salon: Billboard Hair Ltd, 14 Call Lane, Leeds LS1 7BT ("the Salon")
Model: Chloe Pennington, 22 Moorland Road, Leeds LS6 1AJ ("the Model")
Treatment: colour correction, toner and cut on 14 March 2026 (the "Treatment Date") with senior colourist Amir Haddad.
1. Payment. The Model receives the Treatment free of charge (salon price £185). No other fee is payable. The £20 booking deposit the Model paid is refunded on the day.
2. Photos. The Salon may take before-and-after photographs of the Model's hair on the Treatment Date ("the Photos").
3. Education use. The Salon may use the Photos in its training academy, for staff education and at hairdressing seminars.
4. Salon channels. The Salon may post the Photos on its own Instagram account (@billboardhairleeds) and on its website billboardhair.co.uk.
5. Advertising use. Not granted. The Salon will not use the Photos in paid advertising, on posters or billboards or in print, and will not sell or license them to any product brand or other third party.
6. Period. The uses in 3 and 4 may continue for two years from the Treatment Date.
7. Withdrawal. The Model may withdraw consent to future use at any time by e-mail to hello@billboardhair.co.uk. Posts already published need not be removed, but no new posts will be made.
Signed: Chloe Pennington (Model)    14/03/2026
Signed for Billboard Hair Ltd: Dana Whitlock, Salon Director    14/03/2026
`,
    expected: {
      parties: ["Billboard Hair Ltd", "Chloe Pennington"],
      signed: "2026-03-14",
      start: "2026-03-14",
      end: "2028-03-13",
      perpetual: false,
      territories: [],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25c-02-print-studio-lash-release-brand-licence",
    style: "n25c-salon-before-after-model-releases",
    format: "docx",
    source: `
# MODEL RELEASE AND USAGE LICENCE
## Parties
| Role | Name and details | Defined as |
| Studio | The Print Studio Limited (company number 11839402), whose registered office is at 3 Cheapside Yard, Bristol BS2 0QX | "the Studio" |
| Model | Rosalind Achterberg of 41 Gloucester Road, Bristol BS7 8AD | "the Model" |
The Print Studio is a lash, brow and nail studio. This agreement is made on the date shown in the Schedule.
## Terms
1> Dates. The date of this agreement, the Shoot Date and the Launch Date are set out in the Schedule.
1> The session. On the Shoot Date the Model will receive a lash lift and brow lamination at the Studio (the "Treatment") and the Studio's photographer will photograph her before and after it (the "Images").
1> Education use. The Studio may use the Images in its lash and brow courses and when training its technicians.
1> Advertising use. The Studio may use the Images to advertise its services on its website, on its Instagram and TikTok accounts, and on the price cards and the counter screen in the Studio.
1> Brand use.
2> The Studio may grant Lumière Lash Cosmetics Ltd (the "Brand") a licence to use the Images on the Brand's website and social media accounts to show results achieved with the Brand's Lift & Tint kit.
2> The Studio shall not license the Images to anyone other than the Brand, and the Brand may not license them further.
1> Usage Period. The Images may be used under clauses 4 and 5 for twelve months from the Launch Date, and only in the United Kingdom.
1> Payment. The Studio will pay the Model a usage fee of £300 and give her the Treatment free of charge (usual price £95). Travel expenses of up to £25 will be reimbursed against receipts.
1> Exclusivity. During the Usage Period the Model will not appear in advertising for any other lash or brow product or lash and brow studio, except her existing ambassador work for Halo Brow Bar, which continues.
1> Withdrawal. The Model may ask the Studio in writing to stop new use of the Images; the Studio will stop new posts within 14 days and the Brand's licence ends at the same time.
1> Assignment. The Studio may not assign this agreement.
## Schedule
| Item | Date |
| Date of this agreement | 18 May 2026 |
| Shoot Date | 26 May 2026 |
| Launch Date (first publication of the Images) | 8 June 2026 |
## Signatures
| For The Print Studio Limited | Hollie Marsh, Director |
| Model | Rosalind Achterberg |
`,
    expected: {
      parties: ["The Print Studio Limited", "Rosalind Achterberg"],
      signed: "2026-05-18",
      start: "2026-06-08",
      end: "2027-06-07",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 300"],
      flags: ["sublicensable", "non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n25c-03-cinema-row-clinic-patient-consent",
    style: "n25c-salon-before-after-model-releases",
    format: "pdf",
    source: `
# PATIENT PHOTOGRAPHY CONSENT AND MODEL AGREEMENT
Cinema Row Aesthetics, PLLC ("Clinic"), 2200 South Congress Avenue, Suite 110, Austin, Texas 78704
Patient/Model: Maribel Okafor-Reyes ("Patient")
## 1. Procedure
Patient will receive a complimentary lip filler and under-eye treatment (retail value $1,150) on September 10, 2026. The complimentary treatment is in addition to the fee in Section 6.
## 2. Photographs
Clinic staff will take standardized clinical photographs of Patient's face before the treatment and at the two-week review ("Photographs").
## 3. Permitted uses
Patient has initialed each use below.
| Use | Permitted | Initials |
| Clinical record | Yes | M.O.R. |
| Education: medical conferences and injector training sessions | Yes | M.O.R. |
| Clinic website before-and-after gallery | Yes | M.O.R. |
| Clinic Instagram and Facebook accounts | Yes | M.O.R. |
| Paid advertising (online ads, print ads, billboards, television) | No | M.O.R. |
## 4. Advertising
Clinic may not use the Photographs in any paid advertisement, sponsored post or boosted post, whether online, in print, outdoors or on television.
## 5. Third parties
Clinic shall not sell, license or sub-license the Photographs to any product manufacturer, distributor or other third party.
## 6. Fee
Clinic will pay Patient a model fee of $400 within 14 days after the review Photographs are taken. The $100 booking deposit is refunded at the review visit. A $150 missed-appointment fee applies if Patient misses the review visit without 48 hours' notice.
## 7. Duration and revocation
This authorization takes effect when signed and expires on December 31, 2028. Patient may revoke it at any time in writing to the Clinic; revocation does not affect uses made before the Clinic receives it.
## 8. Governing law
Texas law governs this agreement.
## Signatures
| Patient: Maribel Okafor-Reyes | Date: September 3, 2026 |
| For Cinema Row Aesthetics, PLLC: Dr. Lauren Whitcombe, Medical Director | Date: September 3, 2026 |
`,
    expected: {
      parties: ["Cinema Row Aesthetics, PLLC", "Maribel Okafor-Reyes"],
      signed: "2026-09-03",
      start: "2026-09-03",
      end: "2028-12-31",
      perpetual: false,
      territories: [],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25c-04-halden-rowe-form-with-rider",
    style: "n25c-salon-before-after-model-releases",
    format: "text",
    source: `
# HALDEN & ROWE HAIR – STANDARD MODEL RELEASE (FORM HR-3)
Salon: Halden & Rowe Hair Ltd, 7 Stockbridge Place, Edinburgh EH3 6AB ("H&R")
Model: Isla Fairbairn ("you")
Shoot date: 2 February 2026
1. Images. You agree that H&R may photograph and film your hair before and after your appointment on the shoot date ("the Images").
2. Payment. Your cut and colour are free of charge (normal price £140). This is your only payment.
3. Use. H&R may use the Images for education only: H&R Academy courses, assessments and stage work at trade shows. The Images will not be used on social media or in advertising.
4. Term. 12 months from the shoot date.
5. Withdrawal. You may withdraw your consent to future use at any time by telling the salon manager.
6. Sub-licensing. H&R will not sub-license or sell the Images to anyone.
7. Riders. Any rider signed with this form is part of it.
RIDER A – ADVANCED COLOUR CAMPAIGN (signed with Form HR-3)
Rider A replaces clauses 2, 3 and 4 of Form HR-3 in full. Where Form HR-3 and this Rider differ, this Rider prevails.
2. Payment. H&R will pay you a model fee of £220, and your cut and colour are free of charge. H&R will also refund your train fare from Glasgow (about £16).
3. Use. H&R may use the Images for education as above and on H&R's Instagram and TikTok accounts, on hr-hair.co.uk and on the screens in its three Edinburgh salons, excluding any paid or boosted posts and any print.
4. Term. 24 months from the shoot date.
Signed: Isla Fairbairn    2 February 2026
For Halden & Rowe Hair Ltd: Fraser Lowrie, Education Director    2 February 2026
`,
    expected: {
      parties: ["Halden & Rowe Hair Ltd", "Isla Fairbairn"],
      signed: "2026-02-02",
      start: "2026-02-02",
      end: "2028-02-01",
      perpetual: false,
      territories: [],
      channels: ["social", "web", "in_store"],
      exclusive: null,
      fees: ["GBP 220"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25c-05-nestwise-home-and-owner-store-licence",
    style: "n25c-app-store-screenshot-likeness-licences",
    format: "docx",
    source: `
# LOCATION AND LIKENESS LICENSE – APP STORE CREATIVE
This License Agreement is made as of the date of the last signature below between:
Grace Whitford, owner of 1187 Alvarado Street, Oakland, CA 94610 (the "Property") ("Owner"); and
Nestwise Labs, Inc., a Delaware corporation, 548 Market Street PMB 40211, San Francisco, CA 94104 ("Nestwise").
Nestwise develops the Nestwise home-maintenance app (the "App"). Version 4.0 of the App ("V4") will be launched on the Launch Date stated in Schedule A.
1> Shoot. On the Shoot Date stated in Schedule A, Nestwise may photograph and film the interior of the Property and Owner using the App inside it (the "Materials").
1> License. Owner grants Nestwise a non-exclusive license to use the Materials:
2> in the screenshots, app preview videos and promotional artwork of the App's product pages on the Apple App Store and Google Play, in every storefront worldwide, excluding mainland China and Russia;
2> on nestwise.com and in the App's in-app demo content (the "sample home");
2> in paid user-acquisition ads on Instagram, Facebook and TikTok.
1> Uses not licensed. No television, connected TV, cinema, outdoor or print use is licensed.
1> License Period. The License Period is 18 months from the Launch Date. The parties fix the Launch Date as stated in Schedule A whether or not V4 is actually released on that day.
1> Fees. Nestwise will pay Owner a location and likeness fee of $2,000 within 30 days after the Shoot Date. Nestwise will also reimburse professional cleaning after the shoot up to $250 against receipts. If Nestwise asks for a second shoot day before November 1, 2026, it will pay $1,200 for that day; no second day is booked.
1> Exclusivity. This license is non-exclusive; Owner may license the Property and her likeness to others.
1> Assignment. Nestwise shall not assign this License without Owner's prior written consent.
1> Governing law. California.
## Schedule A
| Shoot Date | July 21, 2026 |
| Launch Date | September 15, 2026 |
## Signatures
| Owner: Grace Whitford | July 9, 2026 |
| Nestwise Labs, Inc., by Priya Raman, CEO | July 10, 2026 |
`,
    expected: {
      parties: ["Grace Whitford", "Nestwise Labs, Inc."],
      signed: "2026-07-10",
      start: "2026-09-15",
      end: "2028-03-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 2000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n25c-06-fieldnote-outdoor-preview-performer-letter",
    style: "n25c-app-store-screenshot-likeness-licences",
    format: "pdf",
    source: `
# LETTER OF AGREEMENT – APP PREVIEW PERFORMER
Fieldnote Outdoor Ltd, Unit 6, Paintworks, Arnos Vale, Bristol BS4 3EH (company no. 13377205)
12 June 2026
Dear Performer,
Fieldnote – app preview video and store screenshots
1> This letter sets out the terms on which you, the performer who signs below ("you"), appear in the preview video, store screenshots and demo screens for our walking and route-finding app Fieldnote (the "App").
1> Engagement. One filming day on 23 June 2026 in the Brecon Beacons, ten hours including breaks.
1> Licence. You grant Fieldnote Outdoor Ltd ("we") the right to use the footage and stills of you from the filming day in the App's preview videos and screenshots on the App Store and Google Play, in the App's onboarding and demo screens, on fieldnote.app and in paid app-install ads on Instagram, Facebook, TikTok and YouTube, in digital media only, excluding connected TV, cinema screens and digital out-of-home screens.
1> Territory. UK and Ireland storefronts, and ads targeted at users in the UK and Ireland.
1> Licence Period. 24 months starting on the First Use Date, the day the App preview first goes live on the App Store. We will confirm the First Use Date to you in writing.
1> Fees. A day fee of £500 and a usage fee of £1,500, each paid within 30 days of the filming day. Overtime after ten hours is £60 an hour, only if worked. Mileage at 45p a mile. We may extend the Licence Period by 12 months for a further £900 by notice before it ends; this is our option, not an automatic renewal.
1> Exclusivity. During the Licence Period you will not appear in app-store material or advertising for any other walking, hiking or outdoor-navigation app. You remain free to do other work, including for outdoor clothing brands.
## Sub-licensing and transfer
We will not sub-license the footage or stills to anyone; our ad agency only places the ads on our behalf. We may not assign this agreement without your written consent.
Signed for Fieldnote Outdoor Ltd: Kit Marchetti, Head of Growth    Date: 12 June 2026
Signed by the Performer: Oluwaseun Bamidele-Hart    Date: 16 June 2026
## Confirmation of First Use Date (sent to the Performer on 14 July 2026)
The Fieldnote 5.0 app preview featuring you went live on the App Store on 14 July 2026, which is the First Use Date.
`,
    expected: {
      parties: ["Fieldnote Outdoor Ltd", "Oluwaseun Bamidele-Hart"],
      signed: "2026-06-16",
      start: "2026-07-14",
      end: "2028-07-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 500", "GBP 1500"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "n25c-07-hearthly-flat-demo-content-email",
    style: "n25c-app-store-screenshot-likeness-licences",
    format: "text",
    source: `
# Hearthly – use of your flat in demo content – agreed terms
From: Ines Carvalho <ines@hearthly.io>
To: Tom Ashworth <tom.ashworth@fastmail.co.uk>
Date: 4 March 2026
Hi Tom,
Thanks again for letting us film at 12 Clarendon Road, Manchester M16 8LD on 2 March. As agreed on the phone, here are the terms:
- Who: Hearthly Ltd (company no. 14220961, 80 Great Ancoats Street, Manchester M4 5AF) and you, Tom Ashworth, as owner of the flat.
- What: the photos and the 40-second walkthrough of the flat, and of you using the app, as the "sample home" inside the Hearthly app and in the app's screenshots on the App Store and Google Play.
- Where: UK storefronts only.
- How long: from the day you reply "agreed". The licence covers Hearthly version 2 (all 2.x releases) and ends when we release version 3, and at the latest on 31 December 2027.
- Paid advertising: not included. We won't use the footage in paid ads, on TV or on posters.
- Fee: £600, paid within 14 days of your reply. We have also paid the £80 cleaning bill from the shoot day (not part of the fee). If we ever need a reshoot day we would pay £300 for it, but none is planned.
- We won't sub-license the footage or pass it to any other company.
Best,
Ines Carvalho, Head of Product, Hearthly Ltd
---
From: Tom Ashworth
Date: 5 March 2026
Agreed. Thanks, Tom
`,
    expected: {
      parties: ["Hearthly Ltd", "Tom Ashworth"],
      signed: "2026-03-05",
      start: "2026-03-05",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web"],
      exclusive: null,
      fees: ["GBP 600"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25c-08-touchline-club-season-feed-licence",
    style: "n25c-sports-photo-agency-feed-licences",
    format: "docx",
    source: `
# IMAGE FEED LICENCE AGREEMENT
THIS AGREEMENT is dated 24 July 2026
PARTIES
(1) TOUCHLINE PICTURES LIMITED, incorporated and registered in England and Wales with company number 08812457, whose registered office is at 19 Canal Wharf, Salford M50 3AG ("the Agency"); and
(2) HARROWFIELD TOWN FOOTBALL CLUB LIMITED, incorporated and registered in England and Wales with company number 00231774, whose registered office is at Brookfield Park, Harrowfield HX7 2LP ("the Club").
BACKGROUND
(A) The Agency photographs professional football matches and supplies photographs to publishers, clubs and sponsors through its online feed (the "Feed").
(B) The Club wishes to receive the Agency's photographs of its first-team matches during the Season for use on its own channels.
## AGREED TERMS
1> Definitions.
2> "Images": photographs of Club Matches taken by the Agency's photographers and delivered through the Feed.
2> "Club Matches": the Club's first-team league and cup matches played during the Season.
2> "Season": the 2026/27 season, starting on the date of the Club's first league fixture and ending on the date of its last league fixture, each as shown in the League fixture list extract in Schedule 2.
2> "Club Channels": the Club's official website, the official Club app, the Club's official accounts on X, Instagram, Facebook, TikTok and YouTube, and the Club's printed matchday programme.
1> Licence. Subject to payment of the Season Fee, the Agency grants the Club a licence during the Season to reproduce the Images on the Club Channels, throughout the world, for editorial purposes only: match reports, galleries, news stories and the matchday programme.
1> Commercial use. No commercial use is licensed. The Club shall not use the Images in advertising, to promote any sponsor, partner or product, on merchandise, or in ticketing or hospitality campaigns.
1> Player image rights. The licence covers the Agency's copyright in the Images only. It includes no right in the name, image or likeness of any player, which the Club must obtain under its own player contracts.
1> Exclusivity. The licence is non-exclusive. The Agency may license the Images to any publisher, club, league or sponsor.
1> Sub-licensing. The Club shall not sub-license, sell or transfer the Images to any third party, including its sponsors, its kit supplier and the League.
1> Fees.
2> The Club shall pay a season fee of £14,500 plus VAT (the "Season Fee"), invoiced in two equal instalments of £7,250 on 1 August 2026 and 1 January 2027.
2> Images of matches that are not Club Matches (pre-season friendlies, women's team and academy matches) may be ordered through the Feed at £40 per image.
2> Late payments carry interest at 4% a year above the Bank of England base rate.
2> If the Club asks for a dedicated photographer on a non-match day, a day rate of £450 applies; none is booked at the date of this Agreement.
1> End of licence. The licence ends at the end of the Season. Images in match reports published during the Season may remain in the Club's online archive, but the Club shall make no new use of them.
1> Credit. Each Image shall carry the credit "Touchline Pictures".
1> Assignment. Neither party may assign this Agreement without the other's written consent.
1> Law. This Agreement is governed by the law of England and Wales.
## SCHEDULE 1 – FEED
Images are delivered through the Feed within 30 minutes of the final whistle, at least 40 per Club Match.
## SCHEDULE 2 – LEAGUE FIXTURE LIST 2026/27 (EXTRACT)
| Date | Fixture |
| Saturday 8 August 2026 | Harrowfield Town v Stockmoor Rovers (first league fixture) |
| Saturday 15 August 2026 | Crossmere United v Harrowfield Town |
| Saturday 1 May 2027 | Crossmere United v Harrowfield Town (last league fixture) |
Signed for and on behalf of Touchline Pictures Limited: Martin Oyelaran, Managing Director
Signed for and on behalf of Harrowfield Town Football Club Limited: Susan Greaves, Club Secretary
`,
    expected: {
      parties: ["Touchline Pictures Limited", "Harrowfield Town Football Club Limited"],
      signed: "2026-07-24",
      start: "2026-08-08",
      end: "2027-05-01",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 14500", "GBP 40"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n25c-09-scrumline-sponsor-season-package",
    style: "n25c-sports-photo-agency-feed-licences",
    format: "pdf",
    source: `
# SPONSOR PHOTO PACKAGE – LICENCE TERMS
Scrumline Images Limited, Unit 4, Dock Road, Limerick V94 X2P7 (the "Agency")
Kilbride Print Solutions Limited, Raheen Business Park, Limerick V94 K7T1 (the "Sponsor")
The Sponsor is the shirt sponsor of Shannonside RFC (the "Club"). Kilbride Print Solutions is a packaging and printing company.
## 1. Images
The Agency will supply photographs of the Club's senior men's matches in the Season (the "Images"). The "Season" runs from the Club's first league match to its last league match, as set out in the fixture table in the Appendix.
## 2. Licence
The Agency grants the Sponsor a non-exclusive licence, during the Season and in the Republic of Ireland only, to publish the Images on the Sponsor's website and on its LinkedIn, Instagram and Facebook accounts, in posts reporting the Club's matches and the Sponsor's support of the Club, excluding any use in print, on packaging or in in-store displays.
## 3. Advertising
The Sponsor may not use the Images in advertising. No Image may appear in a paid or boosted post, an advertisement, or with any product or offer of the Sponsor.
## 4. Players
No right is granted in the name, image or likeness of any player. The Sponsor must clear any such use with the Club.
## 5. Fees
The Season Package fee is €3,800 plus VAT at 23%, for up to 80 Images. Further Images are €55 each. A deposit of €500 is payable on signing and is credited against the Season Package fee.
## 6. Rights retained
Copyright in the Images stays with the Agency. This licence is not a buy-out. The Sponsor may not sub-license the Images or allow the Club or any other sponsor to use them.
## Appendix – Fixtures 2026/27 (league)
| Round | Date | Fixture |
| 1 | 5 September 2026 | Shannonside RFC v Corrib Wanderers RFC |
| 2 | 12 September 2026 | Blackwater RFC v Shannonside RFC |
| 18 | 15 May 2027 | Shannonside RFC v Blackwater RFC |
Signed for Scrumline Images Limited: Aoife Brennan, Director    28 August 2026
Signed for Kilbride Print Solutions Limited: Declan Moran, Marketing Manager    31 August 2026
`,
    expected: {
      parties: ["Scrumline Images Limited", "Kilbride Print Solutions Limited"],
      signed: "2026-08-31",
      start: "2026-09-05",
      end: "2027-05-15",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 3800", "EUR 55"],
      flags: [],
      denies: ["buyout", "sublicensable"]
    }
  },
  {
    id: "n25c-10-baseline-wire-publisher-season-rider",
    style: "n25c-sports-photo-agency-feed-licences",
    format: "scan",
    source: `
# PHOTO FEED SUBSCRIPTION – 2026 SEASON LICENSE
Baseline Wire Photo, LLC, 310 N. Market St., Wichita, KS 67202 ("Agency")
Plainsview Sports Weekly, Inc., 88 E. Douglas Ave., Wichita, KS 67202 ("Publisher")
1. Feed. Agency supplies photographs of every home game of the Wichita Harvesters in the 2026 Season ("Images").
2. Season. The "2026 Season" runs from Opening Day to the last regular-season home game, per the league schedule in Exhibit 1.
3. License. Editorial use only, in the United States, in Publisher's print edition, on plainsviewweekly.com and on Publisher's social accounts. No commercial or promotional use, including house ads for Publisher's subscriptions.
4. Exclusivity. Publisher has exclusive rights to the Images in Kansas.
5. Fees. Season fee $6,000, payable in three installments of $2,000. Images beyond 30 per game: $15 per image. Kansas sales tax added where due.
6. Player likeness. No player name or likeness rights are licensed.
7. No assignment or sublicense by Publisher.
EXHIBIT 1 – 2026 HOME SCHEDULE (EXTRACT)
Opening Day    Thu., April 9, 2026    vs. Enid Outlaws
Last regular-season home game    Sun., Aug. 30, 2026    vs. Salina Millers
RIDER 1 (signed with this License)
Rider 1 replaces Section 4 in its entirety and prevails over anything inconsistent in the License: "4. Exclusivity. The license is non-exclusive. Agency will, however, not supply Images of a game to another newspaper published in Sedgwick County until 24 hours after that game ends."
Agency: R. Delgado, Managing Partner    3/2/2026
Publisher: K. Lindqvist, Publisher    3/4/2026
`,
    expected: {
      parties: ["Baseline Wire Photo, LLC", "Plainsview Sports Weekly, Inc."],
      signed: "2026-03-04",
      start: "2026-04-09",
      end: "2026-08-30",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["USD 6000", "USD 15"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  }
]
