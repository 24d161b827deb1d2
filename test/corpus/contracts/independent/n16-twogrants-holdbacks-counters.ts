// Independent author "n16" (wave 16), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and
// answer-rule paragraphs of the wave 8/9/10/11 authors, and the first entry of n11's batch for the file convention),
// and committed before the reader was run on it: documents with two grants of which only one is the licence the
// answers describe (an option agreement whose exclusive option differs from the non-exclusive licence taken on
// exercise; a head licence with a narrower pass-through sub-licence to a named client; an image licence with a
// perpetual worldwide grant-back of derivative works; a settlement in which each side licenses the other); film
// distribution and programme licences with windows and holdbacks by territory and medium ("first window: cinema
// only", "no free television in Germany until 18 months after theatrical release", a minimum guarantee paid in
// instalments, reserved rights); and talent agents' counter-proposals to a brand's offer (a letter answering the offer
// point by point and countersigned, an e-mail chain with a final counter on the fee, a response grid whose "Agreed"
// column alone binds). A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: where a document holds two grants, the answers describe the licence of the
// talent's or the licensor's work to the other side (the licence taken on exercise of an option, the head licence
// and not the sub-licence, the licence of the images and not the grant-back, the creator's licence to the brand and
// not the brand's logo licence back): its parties, dates, territory, media and exclusivity; the grant-back or
// licence back is neither perpetual nor worldwide for the answers; a paid, non-refundable option fee not credited
// against the licence fee is a fee, as is the licence fee paid on exercise; the option's exclusivity is not the
// licence's; an option agreement is signed on its own date, not on the date of the notice of exercise, and the
// licence runs from the start the notice gives; a minimum guarantee or a recoupable advance is a fee, its instalments,
// a distribution fee or share of receipts in percent, VAT, GST and HST, a contribution to legal costs and a re-use fee
// "subject to separate agreement" are not; a distribution licence's media are those granted in any window (cinema,
// television as broadcast, TVOD/SVOD and a broadcaster's catch-up player as web), reserved and excluded rights are not
// granted, and a holdback does not narrow the territory; in a counter-proposal the terms are those finally accepted:
// an offer's fee, term, media or exclusivity that the counter rejects is not part of the deal, and a rejected
// perpetual term, all-media grant, exclusivity, non-compete, buyout, morals clause or automatic renewal is denied; a
// promise not to promote a category's competitors is an exclusivity with non_compete; an agent or manager is not a
// party, and a client named "not a party" is not one; the signing date is the last signature or the acceptance that
// binds; "N months/years from" ends the day before the anniversary; "may not assign or sub-license without consent"
// denies both.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n16-two-grant-documents", "n16-distribution-holdbacks", "n16-agent-counter-proposals"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n16-01-option-then-licence",
    style: "n16-two-grant-documents",
    format: "docx",
    source: `
# OPTION AGREEMENT (IMAGE AND NAME LICENCE)
This Option Agreement is made on 3 February 2026 between Maeve Costigan of 14 Ormond Quay Upper, Dublin 7 ("the Talent") and Halvorsen Outdoor Ltd, a company registered in England under number 08817342, of 2 Tanner Street, London SE1 ("the Company").
1> Grant of Option. In consideration of the Option Fee the Talent grants the Company the sole and exclusive option, exercisable at any time during the Option Period, to take the Licence described in clause 3. During the Option Period only, the Talent shall not grant to any other outdoor clothing brand any right in her name or likeness.
1> Option Period and Option Fee.
2> The Option Period runs from the date of this Agreement until 30 April 2026.
2> The Option Fee is GBP 1,500, paid on signature. It is non-refundable and is not credited against the Licence Fee.
1> The Licence. If the Company exercises the Option, the Talent grants the Company a non-exclusive licence to use the Photographs taken at the shoot of 20 January 2026 and the Talent's name in the Territory, in the Media, for the Licence Period.
2> Territory: the United Kingdom and Ireland.
2> Media: the Company's own social media accounts, the Company's website, and posters on bus shelters and roadside billboards.
2> Licence Period: twelve (12) months from the Licence Start Date stated in the Notice of Exercise.
2> Licence Fee: GBP 18,000, payable within 30 days of the Notice of Exercise.
1> The Company may not assign or sub-license the Licence without the Talent's prior written consent.
1> If the Option is not exercised within the Option Period it lapses, and the Talent keeps the Option Fee.
| Signed for Halvorsen Outdoor Ltd | Signed by the Talent |
| Ingrid Solberg, Marketing Director | Maeve Costigan |
| 3 February 2026 | 3 February 2026 |
## SCHEDULE - NOTICE OF EXERCISE OF OPTION
Date: 14 April 2026
To: Maeve Costigan
Halvorsen Outdoor Ltd hereby exercises the Option granted by the Option Agreement of 3 February 2026. The Licence Start Date is 1 May 2026.
For Halvorsen Outdoor Ltd: Ingrid Solberg
`,
    expected: {
      parties: ["Maeve Costigan", "Halvorsen Outdoor Ltd"],
      signed: "2026-02-03",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social", "web", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1500", "GBP 18000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n16-02-head-licence-client-sublicence",
    style: "n16-two-grant-documents",
    format: "pdf",
    source: `
# TALENT LICENCE WITH SUB-LICENCE TO CLIENT
Date of this agreement: 12 June 2026
Parties: Jarrah Whitcombe of Fremantle, Western Australia ("the Artist") and Brightwater Media Pty Ltd (ABN 41 612 907 355) of Level 3, 88 Flinders Lane, Melbourne ("the Agency").
## 1. Head licence
1> The Artist grants the Agency an exclusive licence to use the Artist's voice and likeness in the campaign materials produced at the recording and shoot of 20 June 2026 ("the Materials") in Australia and New Zealand, on television, on websites, on social media and on outdoor billboards, from 1 July 2026 to 30 June 2028 ("the Term").
1> During the Term the Artist shall not appear in advertising for any other motor vehicle manufacturer in Australia or New Zealand.
## 2. Sub-licence to the Client
1> The Agency may grant one sub-licence of the Materials, to Kestrel Motors Australia Pty Ltd ("the Client") only, and only for the Client's own social media accounts in Australia for six (6) months from first publication.
1> The sub-licence shall be no wider than this clause 2. The Agency remains liable to the Artist for the Client's use. The Client is not a party to this agreement.
## 3. Fee
1> The Agency shall pay the Artist a licence fee of AUD 40,000 plus GST, in two instalments of AUD 20,000 each, on 1 July 2026 and 1 January 2027.
## 4. General
1> The Agency shall not assign this agreement or any right under it.
1> This agreement is governed by the laws of Victoria.
Signed by Jarrah Whitcombe on 12 June 2026.
Signed for Brightwater Media Pty Ltd by its director, Callum Reyes, on 12 June 2026.
`,
    expected: {
      parties: ["Jarrah Whitcombe", "Brightwater Media Pty Ltd"],
      signed: "2026-06-12",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["AUD 40000"],
      flags: ["sublicensable", "non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n16-03-image-licence-grant-back",
    style: "n16-two-grant-documents",
    format: "scan",
    source: `
# IMAGE LICENCE WITH GRANT-BACK OF DERIVATIVE WORKS
Made at Toronto, Ontario on 9 March 2026 between Noor Haddad, photographer, of 410 Queen Street West, Toronto ("the Licensor") and Maple & Tide Home Inc. of 55 Front Street East, Toronto ("the Licensee").
1> Licence. The Licensor grants the Licensee the exclusive right to reproduce the twelve photographs listed in Schedule A ("the Images") in Canada, in printed catalogues, in in-store displays and point-of-sale material, and on transit shelters and billboards, for three (3) years from 1 April 2026.
1> No online use. The Licensee shall not use the Images on any website or social media.
1> Fee. The Licensee shall pay the Licensor CAD 9,500 plus HST on signature. A re-use fee of CAD 750 per image applies to any use outside clause 1, subject to separate agreement.
1> Derivative works. The Licensee may retouch, crop and composite the Images ("the Derivative Works"). The Licensor waives her moral rights in the Images to the extent of the changes this clause permits.
1> Grant-back. The Licensee grants back to the Licensor a non-exclusive, royalty-free, worldwide licence in perpetuity to reproduce the Derivative Works in her portfolio, on her own website and in competition entries. This grant-back is not a licence of the Images and does not widen clause 1.
1> The Licensee shall not sub-license the Images to any third party.
NOOR HADDAD ..................... 9 March 2026
MAPLE & TIDE HOME INC., per Daniel Fortier, President ..................... 9 March 2026
`,
    expected: {
      parties: ["Noor Haddad", "Maple & Tide Home Inc."],
      signed: "2026-03-09",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["print", "in_store", "out_of_home"],
      exclusive: true,
      fees: ["CAD 9500"],
      flags: ["moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n16-04-settlement-mutual-licences",
    style: "n16-two-grant-documents",
    format: "text",
    source: `
# SETTLEMENT AND MUTUAL LICENCE AGREEMENT
Effective Date: March 1, 2026
Between: Dani Okafor, of Austin, Texas ("Creator"), and Lumen Skincare Inc., a Delaware corporation ("Lumen").
Background: Lumen kept the Creator's three sponsored videos from the 2025 campaign live after that campaign ended. The Creator claimed a fee for that use. The parties settle the claim on the terms below.
1> Settlement payment. Lumen shall pay the Creator USD 25,000 as the licence fee for the Continued Use Licence, and a further USD 4,000 as a contribution to her legal costs, both within 14 days of the last signature.
1> Continued Use Licence (Creator to Lumen). The Creator grants Lumen a non-exclusive licence to keep the three videos live on Lumen's Instagram and TikTok accounts and on lumenskincare.com in the United States from the Effective Date until December 31, 2026. No new edits, no paid boosting and no television.
1> Logo Licence (Lumen to Creator). Lumen grants the Creator a royalty-free, non-exclusive licence in perpetuity to show the Lumen logo, as it appears in the videos, in her portfolio and showreel.
1> The Continued Use Licence is personal to Lumen. Lumen may not assign it or sub-license it to anyone.
1> Mutual release. Each party releases the other from all claims arising from the 2025 campaign, other than claims under this Agreement.
Signed: Dani Okafor, March 4, 2026
Signed: Lumen Skincare Inc., by Carla Benning, General Counsel, March 6, 2026
`,
    expected: {
      parties: ["Dani Okafor", "Lumen Skincare Inc."],
      signed: "2026-03-06",
      start: "2026-03-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 25000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n16-05-distribution-windows-germany",
    style: "n16-distribution-holdbacks",
    format: "docx",
    source: `
# DISTRIBUTION AGREEMENT - "THE SALT ROADS" (feature documentary, 94 minutes)
Date: 22 May 2026
Licensor: Fjordlight Films AS, Bryggen 12, 5003 Bergen, Norway
Distributor: Rheinblick Verleih GmbH, Hohenzollernring 40, 50672 Cologne, Germany
## Principal terms
| Term | Detail |
| Territory | Germany, Austria and Switzerland (German-language versions only in Switzerland) |
| Licensed rights | Theatrical; pay television and free television; TVOD, EST and SVOD over the internet |
| Excluded rights | Airline, ship and hotel rights; remake and sequel rights; all rights not expressly licensed are reserved to the Licensor |
| Exclusivity | Exclusive in the Territory for the licensed rights |
| Delivery Date | 1 September 2026 |
| Term | Ten (10) years from the Delivery Date |
| Minimum Guarantee | EUR 150,000, payable 20% (EUR 30,000) on signature and 80% (EUR 120,000) on delivery |
| Distribution fee | 30% of gross receipts, retained by the Distributor before recoupment of the Minimum Guarantee |
## Windows and holdbacks
| Window | Medium | Opens |
| 1 | Theatrical (cinema) only | Theatrical release, no later than 31 March 2027 |
| 2 | TVOD and EST | 4 months after theatrical release |
| 3 | Pay television and SVOD | 10 months after theatrical release |
| 4 | Free television | 18 months after theatrical release |
1> No free television in Germany until 18 months after theatrical release; in Austria and Switzerland free television may open 12 months after theatrical release.
1> The Licensor shall not exploit or authorise anyone to exploit the Film in the Territory in any licensed medium during the Term.
1> The Distributor may sub-license the television rights to broadcasters in the Territory, subject to the windows above.
| For Fjordlight Films AS | For Rheinblick Verleih GmbH |
| Sigrid Aasen, Producer | Jonas Weidemann, Managing Director |
| 22 May 2026 | 22 May 2026 |
`,
    expected: {
      parties: ["Fjordlight Films AS", "Rheinblick Verleih GmbH"],
      signed: "2026-05-22",
      start: "2026-09-01",
      end: "2036-08-31",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: true,
      fees: ["EUR 150000"],
      flags: ["long_term", "sublicensable"]
    }
  },
  {
    id: "n16-06-nordic-programme-licence",
    style: "n16-distribution-holdbacks",
    format: "pdf",
    source: `
# PROGRAMME LICENCE - "SECOND SERVE" (documentary series, 3 x 45 minutes)
This licence is dated 8 July 2026 and made between Tidewater Docs Ltd, 19 Wharf Road, London N1 ("the Licensor") and Nordvik Broadcasting AB, Sveavagen 44, Stockholm ("the Broadcaster").
## Schedule
| Item | Terms |
| Territory | Sweden, Norway, Denmark and Finland. Iceland is excluded. |
| Licensed rights | Free television (linear), and catch-up streaming on Nordvik Play for 30 days after each transmission |
| Runs | Six (6) runs per episode |
| Licence Period | 1 October 2026 to 30 September 2029 |
| Exclusivity | Exclusive for the licensed rights in the Territory |
| Licence Fee | EUR 85,000, payable EUR 42,500 on signature and EUR 42,500 on delivery |
## Holdbacks and reserved rights
1> The Licensor shall not license the Programme to any other television broadcaster in the Territory during the Licence Period.
1> The Licensor holds back SVOD rights in the Territory until 1 April 2027. After that date the Licensor may license SVOD rights to third parties, and those rights are not licensed to the Broadcaster.
1> Theatrical, home video, SVOD and all other rights not listed in the Schedule are reserved to the Licensor.
## General
1> The Broadcaster shall not sub-license any right under this licence.
1> This licence does not renew. Any further licence period needs a new agreement.
Signed for Tidewater Docs Ltd: Fiona Mercer, Head of Sales, 8 July 2026
Signed for Nordvik Broadcasting AB: Erik Lindqvist, Head of Acquisitions, 8 July 2026
`,
    expected: {
      parties: ["Tidewater Docs Ltd", "Nordvik Broadcasting AB"],
      signed: "2026-07-08",
      start: "2026-10-01",
      end: "2029-09-30",
      perpetual: false,
      territories: ["SE", "NO", "DK", "FI"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["EUR 85000"],
      flags: [],
      denies: ["sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "n16-07-cinema-first-window-licence",
    style: "n16-distribution-holdbacks",
    format: "scan",
    source: `
# LICENCE AGREEMENT - THEATRICAL, DIGITAL AND TELEVISION - "NORTHERN LINE"
Dated 3 November 2026
BETWEEN Copperbeck Pictures Ltd of 7 Mill Lane, Leeds ("the Licensor") AND Halyard Releasing Ltd of 30 Poland Street, London W1 ("the Distributor").
1> Licence. The Licensor grants the Distributor the exclusive licence to distribute the feature film "Northern Line" in the United Kingdom and the Republic of Ireland ("the Territory") in cinemas, by digital download and streaming (TVOD and SVOD), and on pay and free television, for seven (7) years from 1 March 2027 ("the Term").
1> First window: cinema only. The Distributor shall release the Film in cinemas in the Territory no later than 30 April 2027, and no other medium shall be exploited before 90 days after the theatrical release.
1> Holdback. The Film shall not be shown on free television in the Territory before 1 September 2028.
1> Excluded rights. Airline, ship and hotel rights are excluded and remain with the Licensor.
1> Advance. The Distributor shall pay the Licensor an advance of GBP 60,000, recoupable from the Licensor's share of receipts, on signature. The Licensor's share is 65% of net receipts.
1> Assignment. The Distributor may assign this Agreement to any purchaser of all or substantially all of its business, on written notice to the Licensor.
SIGNED for Copperbeck Pictures Ltd by Alan Threlfall, Director, 3 November 2026
SIGNED for Halyard Releasing Ltd by Nisha Kapoor, Director, 3 November 2026
`,
    expected: {
      parties: ["Copperbeck Pictures Ltd", "Halyard Releasing Ltd"],
      signed: "2026-11-03",
      start: "2027-03-01",
      end: "2034-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["cinema", "web", "broadcast"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["long_term", "assignable"]
    }
  },
  {
    id: "n16-08-agent-response-letter",
    style: "n16-agent-counter-proposals",
    format: "pdf",
    source: `
# BRIGHTLINE TALENT MANAGEMENT
22 Spring Street, New York, NY 10012
2 July 2026
Mateo Ibarra, VP Marketing, Solace Sportswear Inc., 1200 Harbor Boulevard, Portland, OR 97209
Re: Ruby Anand-Lowe - your offer of 24 June 2026
Dear Mateo,
Thank you for your offer. Our client is keen to work with Solace but cannot accept the offer as drafted. Our response, point by point:
1> Fee. You offered USD 50,000. Our client will accept USD 65,000 for one shoot day and the usage below.
1> Term. You asked for use in perpetuity. We cannot agree to perpetual use. Our client will accept two (2) years from 1 August 2026.
1> Media. You asked for all media now known or hereafter devised. We cannot agree to that. Usage is limited to Solace's own social media channels, its website and print advertising in magazines. No television and no outdoor.
1> Territory. Worldwide is acceptable.
1> Exclusivity. You asked for worldwide exclusivity in athletic apparel and footwear. Our client has existing commitments and will not accept any exclusivity or non-compete. The licence is non-exclusive.
1> Buyout. You asked for a full buyout of all future uses. Our client does not agree to a buyout: any use beyond the above needs a new fee.
If Solace accepts these terms, please countersign below. The terms of this letter will then bind Solace and our client, and the long-form agreement will follow them. Brightline acts as agent only and is not a party.
Yours sincerely,
Dana Whitfield, Brightline Talent Management, for and on behalf of Ruby Anand-Lowe
Approved by our client: Ruby Anand-Lowe, 2 July 2026
ACCEPTED AND AGREED on the terms of this letter, and not on the terms of our offer of 24 June 2026:
Solace Sportswear Inc., by Mateo Ibarra, VP Marketing. Date: 9 July 2026
`,
    expected: {
      parties: ["Ruby Anand-Lowe", "Solace Sportswear Inc."],
      signed: "2026-07-09",
      start: "2026-08-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web", "print"],
      exclusive: false,
      fees: ["USD 65000"],
      flags: [],
      denies: ["perpetual_term", "unlimited_media", "non_compete", "worldwide_exclusivity", "buyout"]
    }
  },
  {
    id: "n16-09-counter-offer-email-chain",
    style: "n16-agent-counter-proposals",
    format: "text",
    source: `
# Fwd: Isla Brennan x Fernleaf Botanics - offer / counter / agreed
From: Hannah Roe <hannah.roe@fernleafbotanics.co.uk>
To: Tom Akinola <tom@northwaymgmt.co.uk>
Date: Mon, 3 Aug 2026 10:15
Hi Tom - Fernleaf Botanics Ltd would love Isla for our autumn serum launch. Offer: GBP 10,000 for 3 Instagram Reels plus 6 months' paid usage on social and TV, UK only, exclusivity in skincare for 12 months, our standard morals clause. Let me know.
Hannah
---
From: Tom Akinola <tom@northwaymgmt.co.uk>
Date: Wed, 5 Aug 2026 14:02
Hi Hannah - thanks, Isla is keen. Our counter:
- Fee GBP 16,000.
- Usage: social only (Instagram and TikTok), organic and paid. No TV.
- Territory: UK and Ireland.
- Term: 6 months from 1 Sept 2026.
- Exclusivity: Isla won't promote any other skincare brand during the 6-month term only, not 12 months.
- Morals clause: please delete it.
Tom (Northway Management, for Isla Brennan)
---
From: Hannah Roe
Date: Fri, 7 Aug 2026 11:30
Tom - we can do everything in your counter except the fee: we can meet you at GBP 14,000. Morals clause deleted as asked. If agreed please confirm: your confirmation makes these terms binding on Fernleaf Botanics Ltd and Isla, and the contract will only record them.
---
From: Tom Akinola
Date: Fri, 7 Aug 2026 16:40
Agreed at GBP 14,000 - Isla has approved. Confirmed on all other points of my 5 Aug counter. Contract to follow for signature on these terms.
`,
    expected: {
      parties: ["Isla Brennan", "Fernleaf Botanics Ltd"],
      signed: "2026-08-07",
      start: "2026-09-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social"],
      exclusive: true,
      fees: ["GBP 14000"],
      flags: ["non_compete"],
      denies: ["morality_clause"]
    }
  },
  {
    id: "n16-10-terms-response-grid",
    style: "n16-agent-counter-proposals",
    format: "docx",
    source: `
# TERMS RESPONSE GRID - Maplestone Foods Canada Ltd. / Theo Vasquez
Maplestone Foods Canada Ltd. ("Maplestone") proposed the terms in the second column. The third column is the position of Theo Vasquez ("the Talent"), given by his agent, Cedar & Pine Artists, who is not a party. The fourth column records what was agreed on the call of 14 September 2026. Only the "Agreed" column binds the parties; the other columns are kept for the record.
| Term | Maplestone proposed | Talent position | Agreed |
| Services | Two shoot days | One shoot day | One shoot day, 12 October 2026, Toronto |
| Fee | CAD 20,000 | CAD 35,000 | CAD 28,000 |
| Territory | Worldwide | Canada and the United States | Canada |
| Media | All media now known or hereafter devised | Digital only | Online video on Maplestone's website and social media accounts; in-store displays in grocery stores |
| Term | Perpetual | One year | Eighteen (18) months from 1 November 2026 |
| Exclusivity | Exclusive in all food categories | None | None: the licence is non-exclusive |
| Renewal | Automatic annual renewal | No renewal | No automatic renewal; any extension by a new written agreement |
| Sub-licensing | To affiliates and agencies | Not permitted | Maplestone may sub-license to its media-buying agency for placement only |
| Signed for Maplestone Foods Canada Ltd. | Signed by the Talent |
| Renee Tremblay, Director of Brand, 16 September 2026 | Theo Vasquez, 15 September 2026 |
`,
    expected: {
      parties: ["Maplestone Foods Canada Ltd.", "Theo Vasquez"],
      signed: "2026-09-16",
      start: "2026-11-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["CA"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["CAD 28000"],
      flags: ["sublicensable"],
      denies: ["perpetual_term", "unlimited_media", "automatic_renewal", "worldwide_exclusivity"]
    }
  }
]
