// Independent author "h8" (wave 8), one batch written without reading the reader's rules or the other batches'
// texts (only the flag definitions, the corpus markup and scorer, and the first lines of one batch for the file
// convention were read), and committed before the reader was run on it: influencer and creator deals whose media
// are named platforms (Instagram, TikTok, YouTube) with paid-amplification and whitelisting clauses, in Australian,
// Canadian and Irish English; licences whose key terms sit on a cover page that the body only refers to ("as set
// out in the Cover Page"), with Permitted Use / Restricted Use tables, special conditions that override the cover
// page and clauses marked "intentionally deleted"; and performer engagements under union or guild terms (session
// fees, use fees and holding fees per 13-week cycle, usage priced per territory in two currencies). A DEVELOPMENT
// batch: its first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h8-influencer-platform-deals", "h8-cover-page-licences", "h8-guild-session-use-fees"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h8-01-influencer-services-au",
    style: "h8-influencer-platform-deals",
    format: "docx",
    source: `
# INFLUENCER SERVICES AGREEMENT
This agreement is made on 14 July 2027.
## Parties
Brand: Saltbush Skincare Pty Ltd (ACN 612 448 907) of 22 Lygon Street, Carlton VIC 3053 ("Saltbush", "we", "us")
Influencer: Matilda Kerrigan trading as Tilly K Creative (ABN 51 824 113 090) ("you")
Your manager, Bower & Finch Talent Pty Ltd, negotiated this agreement for you. It acts as your agent and is not a party to this agreement.
## Key details
| Item | Detail |
| Campaign | Barrier Repair summer launch |
| Platforms | Instagram (feed posts and Stories) and TikTok |
| Deliverables | 2 Instagram feed posts, 6 Instagram Stories frames and 1 TikTok video (the Content) |
| Posting window | 1 September 2027 to 30 September 2027 |
| Usage Period | 6 months from and including the first post date, being 1 September 2027 |
| Territory | Australia and New Zealand |
| Creation fee | A$9,500 plus GST |
| Paid amplification fee | A$2,000 plus GST |
## 1. What you will do
1> You will create and publish the Content on your own Instagram and TikTok accounts during the posting window, using the caption, tags and disclosure (#ad) we approve.
1> You will keep each post live on your accounts for at least 90 days.
## 2. How we may use the Content
1> During the Usage Period we may reshare the Content on our own Instagram and TikTok accounts and on our website.
1> Paid amplification: you will give us partnership ad (whitelisting) access to your accounts so that we can run the Content as paid social advertising on Instagram and TikTok during the Usage Period, for the paid amplification fee.
1> We may not use the Content in television, cinema, outdoor or print advertising, or in any retail store. If we want to, we will ask you first and agree a separate fee.
1> We may keep a copy of the Content in our internal archive in perpetuity for record-keeping, but we will not publish it anywhere after the Usage Period ends.
1> We may not sublicense the Content to anyone, including our retail stockists.
1> You consent to us cropping, resizing and subtitling the Content and to any act or omission that would otherwise infringe your moral rights in the Content, provided the meaning of the Content is not changed.
## 3. Exclusivity
1> From the start of the posting window until 30 days after it ends, you will not create or publish paid or gifted content for any other skincare or sunscreen brand in Australia or New Zealand.
1> This does not stop you working with haircare, makeup or fragrance brands.
## 4. Payment
1> We will pay the creation fee within 30 days of your last post going live and the paid amplification fee within 30 days of the end of the Usage Period, on receipt of a valid tax invoice.
## 5. Ending this agreement
1> We may end this agreement immediately by notice if you do or say anything that, in our reasonable opinion, brings you or Saltbush into public disrepute or offends a significant part of the community.
1> You may not assign or subcontract this agreement.
1> This agreement is governed by the laws of Victoria.
Signed for Saltbush Skincare Pty Ltd by Harriet Moss, Head of Marketing, on 14/07/2027
Signed by Matilda Kerrigan on 14/07/2027
`,
    expected: {
      parties: ["Saltbush Skincare Pty Ltd", "Matilda Kerrigan"],
      signed: "2027-07-14",
      start: "2027-09-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["AUD 9500", "AUD 2000"],
      flags: ["non_compete", "moral_rights_waiver", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h8-02-creator-partnership-ca",
    style: "h8-influencer-platform-deals",
    format: "scan",
    source: `
# CREATOR PARTNERSHIP AGREEMENT
BETWEEN: Northvale Outfitters Inc., a corporation existing under the laws of Ontario ("Northvale")
AND: Jean-Luc Brassard, an individual residing in Montreal, Quebec (the "Creator")
## Background
Northvale is launching its autumn trail and outdoor footwear collection (the "Collection"). The Creator runs a YouTube channel and an Instagram account about hiking in Eastern Canada.
## 1. Deliverables
1> The Creator will produce two (2) YouTube videos of at least eight minutes each featuring the Collection (the "Videos") and three (3) Instagram Reels cut from them.
1> Publication Date: November 1, 2027. The Creator will publish the first Video on that date and the second within 14 days after it.
## 2. Licence
1> The Creator grants Northvale a licence to use the Videos and Reels from the Publication Date until April 30, 2028 (the "Licence Term").
1> During the Licence Term Northvale may share the Videos and Reels on its own YouTube channel, Instagram account and website, and may run them as paid advertisements (paid amplification) on YouTube and Instagram, including as pre-roll advertisements.
1> Television, cinema and in-store screens are not included in this licence. Any such use requires a new written agreement and fee.
1> Territory: Canada. Paid amplification will be targeted to viewers in Canada only.
## 3. Exclusivity
1> None. The Creator remains free to work with other brands, including competing footwear and outdoor brands, during and after the Licence Term. This agreement is non-exclusive.
## 4. Fees
1> Creation fee: CAD $6,000, payable half on signature and half on publication of the second Video.
1> Paid amplification fee: CAD $1,500 for the whole Licence Term, payable when the first paid advertisement runs.
1> All amounts are exclusive of GST/HST and QST.
## 5. General
1> Northvale may sublicense its rights under this agreement to its advertising agency and to retailers that carry the Collection, for the Licence Term only.
1> Northvale may assign this agreement to an affiliate or to a purchaser of its footwear business without the Creator's consent.
1> The Creator waives in favour of Northvale and its sublicensees all moral rights in the Videos and Reels.
1> This agreement does not renew automatically. Any extension must be agreed in writing.
1> This agreement is effective on the date of the last signature below.
NORTHVALE OUTFITTERS INC.
Per: Dana Whitcombe, VP Marketing. Signed October 3, 2027
CREATOR
Jean-Luc Brassard. Signed October 6, 2027
`,
    expected: {
      parties: ["Northvale Outfitters Inc.", "Jean-Luc Brassard"],
      signed: "2027-10-06",
      start: "2027-11-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["CA"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["CAD 6000", "CAD 1500"],
      flags: ["sublicensable", "assignable", "moral_rights_waiver"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h8-03-campaign-brief-terms-ie",
    style: "h8-influencer-platform-deals",
    format: "text",
    source: `
# CAMPAIGN BRIEF AND CREATOR TERMS
Brand: Kilbrack Dairy Designated Activity Company ("Kilbrack")
Creator: Aoife Ní Bhriain ("Creator")
Terms agreed by email on 2 February 2027 and signed by both parties on 9 February 2027.
## The brief
- Three TikTok videos (30 to 60 seconds) showing Kilbrack's new oat and dairy blend in the Creator's morning routine.
- First video to go live on 1 March 2027; the other two within the following fortnight.
- Tone: relaxed, honest, no health claims.
## The terms
- Kilbrack may repost the videos on its own TikTok account and as Instagram Reels, and may boost them with paid spend on both platforms, for three (3) months from the first video going live.
- Territory: Ireland and the United Kingdom.
- Use in print, outdoor (including bus shelters and Luas stops), radio or television is not part of this deal.
- Exclusivity: the Creator will not post sponsored content for any other dairy or plant-based milk brand from 15 February 2027 until 31 May 2027.
- Kilbrack may not sublicense, assign or transfer the videos or these terms to anyone else.
- Fee: €4,200, plus VAT if applicable, paid within 30 days of the third video going live.
- The Creator keeps the copyright in the videos.
Signed: Aoife Ní Bhriain
Signed for Kilbrack Dairy DAC: Conor Madigan, Brand Manager
`,
    expected: {
      parties: ["Kilbrack Dairy Designated Activity Company", "Aoife Ní Bhriain"],
      signed: "2027-02-09",
      start: "2027-03-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["social"],
      exclusive: true,
      fees: ["EUR 4200"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h8-04-footage-licence-cover-page-uk",
    style: "h8-cover-page-licences",
    format: "pdf",
    source: `
# FOOTAGE LICENCE: COVER PAGE
This Cover Page and the Standard Terms that follow it form one agreement. Where the Standard Terms refer to an item "as set out in the Cover Page", it is the entry below.
| Item | Details |
| Date of Agreement | 12 May 2027 |
| Licensor | Tidewater Aerial Films Limited (company number 09318826) |
| Licensee | Brightmoor Productions Ltd (company number 11204573) |
| Footage | Fourteen drone clips of the Jurassic Coast, library references TAF-2291 to TAF-2304 |
| Production | Coastlines, a documentary series of six episodes of 60 minutes |
| Licence Start Date | 1 June 2027 |
| Licence Period | Five (5) years from the Licence Start Date |
| Territory | Worldwide |
| Media | As set out in the Permitted Use table below |
| Licence Fee | £7,800 plus VAT, payable within 30 days of invoice |
## Permitted and restricted use
| Permitted Use | Restricted Use |
| Television broadcast of the Production (free, pay and catch-up) | Advertising for any product or service other than the Production |
| Theatrical and festival screenings of the Production | Outdoor, poster or print advertising of any kind |
| Trailers and clips promoting the Production on the Licensee's website and its social media accounts | Any use of the Footage outside the Production and its promotion |
## STANDARD TERMS
1> Grant. Subject to payment of the Licence Fee, the Licensor grants the Licensee a non-exclusive licence to use the Footage in the Production, in the Media, in the Territory and for the Licence Period, each as set out in the Cover Page.
1> Sub-licensing. The Licensee may sub-license its rights in the Footage to broadcasters and distributors of the Production, but only as part of the Production and never on its own.
1> Renewal. This licence does not renew automatically. A further period needs a new Cover Page signed by both parties.
1> Credit. The Licensee will credit "Aerial footage: Tidewater Aerial Films" in the end credits of each episode that uses the Footage.
1> Confidentiality. Each party will keep the terms of this agreement confidential. This clause survives in perpetuity.
1> Law. This agreement is governed by the law of England and Wales.
Signed for Tidewater Aerial Films Limited: Neil Pascoe, Director
Signed for Brightmoor Productions Ltd: Ruth Okonjo, Head of Production
`,
    expected: {
      parties: ["Tidewater Aerial Films Limited", "Brightmoor Productions Ltd"],
      signed: "2027-05-12",
      start: "2027-06-01",
      end: "2032-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "cinema", "web", "social"],
      exclusive: false,
      fees: ["GBP 7800"],
      flags: ["sublicensable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h8-05-image-licence-special-conditions-ca",
    style: "h8-cover-page-licences",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT
## Cover Page
| Licence Reference | MPL-2027-0418 |
| Photographer | Priya Raghunathan, of Hamilton, Ontario |
| Licensee | Lakeshore Cycle Co. Ltd. |
| Images | Six photographs from the Lakeshore Spring Ride shoot of 17 April 2027 |
| Start Date | 1 May 2027 |
| Term | 24 months from the Start Date |
| Territory | Canada and the United States |
| Permitted Media | The Licensee's website, its social media accounts, and in-store display screens and point-of-sale displays in its own shops |
| Exclusivity | Exclusive in the bicycle category only (see clause 4) |
| Fee | CAD $4,400, plus HST |
| Signatures | Licensee, 22 April 2027; Photographer, 24 April 2027 |
## Terms
1> Grant. The Photographer grants the Licensee a licence to reproduce and display the Images in the Permitted Media, in the Territory and for the Term, each as set out in the Cover Page.
1> Payment. The Fee is due within 15 days of the Start Date. The licence is conditional on payment.
1> Files. The Photographer will deliver high-resolution files within five business days of signature.
1> Exclusivity. During the Term the Photographer will not license the Images, or any outtake from the same shoot, to any other bicycle manufacturer or bicycle retailer. She may license them to anyone else for any other purpose.
1> Transfer. The Licensee may not sub-license the Images or assign this licence or any of its rights.
1> Moral rights. The Photographer does not waive her moral rights. The Licensee will credit the Images "Photo: Priya Raghunathan" where practicable and will not distort them.
1> Special Conditions prevail over the Cover Page and these Terms where they differ.
## Special Conditions
SC1. Notwithstanding the Cover Page, the Territory is Canada only. The Licensee's stores and websites directed at the United States are excluded.
SC2. In-store display is limited to the Licensee's 40 Ontario and Quebec stores.
`,
    expected: {
      parties: ["Priya Raghunathan", "Lakeshore Cycle Co. Ltd."],
      signed: "2027-04-24",
      start: "2027-05-01",
      end: "2029-04-30",
      perpetual: false,
      territories: ["CA"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["CAD 4400"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "h8-06-voice-licence-deleted-clauses-nz",
    style: "h8-cover-page-licences",
    format: "scan",
    source: `
# VOICE-OVER LICENCE
## Cover Page
Licence No. VO-7781
Date of this licence: 6 December 2027
Voice Artist: Hemi Tautahi
Producer: Kowhai Sound Limited, producing for its client Manuka Ridge Honey Limited (the client is not a party to this licence)
Commercial: Morning Gold, a 30-second honey commercial, with one 15-second cut-down
Media: television and radio; online video on the client's website and its Facebook and Instagram pages
Air Date: 4 January 2028
Term: twelve (12) months from the Air Date
Session fee: NZ$850
Usage fee: NZ$3,200 for the Term
## Terms
1> Grant. The Voice Artist licenses the Producer to use the recording in the Commercial, in the Media and for the Term on the Cover Page, in the Territory in clause 2.
1> Territory. New Zealand only.
1> Exclusivity. During the Term the Voice Artist will not voice a commercial for another honey, jam or spreads brand in New Zealand.
1> [Intentionally deleted.]
1> Renewal. The Producer may renew the licence for a further twelve months by paying the usage fee again before the Term ends. Nothing in this licence renews automatically.
1> Buyout. Intentionally deleted. Use after the Term is paid only as a renewal under clause 5.
1> Edits. The Producer may edit the recording for length but will not alter the Voice Artist's performance or synthesise new lines from it.
Signed: Hemi Tautahi
Signed for Kowhai Sound Limited: Grace Liu, Producer
`,
    expected: {
      parties: ["Hemi Tautahi", "Kowhai Sound Limited"],
      signed: "2027-12-06",
      start: "2028-01-04",
      end: "2029-01-03",
      perpetual: false,
      territories: ["NZ"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["NZD 850", "NZD 3200"],
      flags: ["non_compete"],
      denies: ["automatic_renewal", "buyout"]
    }
  },
  {
    id: "h8-07-union-commercial-use-schedule-us",
    style: "h8-guild-session-use-fees",
    format: "pdf",
    source: `
# COMMERCIAL PERFORMER ENGAGEMENT AND USE SCHEDULE
This agreement is between Redfern & Vale Productions LLC ("Producer"), a signatory to the current Commercials Contract of the performers' union, and Marisol Okafor-Reyes ("Performer"). Copperline Foods, Inc. is named below as the Advertiser for identification only; it is not a party.
Commercial: Copperline Kitchen Soups, "Sunday Pot", one 30-second spot, production no. RV-2204
Session date: March 9, 2027
First air date: April 5, 2027
## 1. Compensation
1> Session fee: $850, which is union scale for one day, plus the agent's 10% paid by the Producer on top.
1> Use fees are paid at not less than union scale for each 13-week cycle of use, as follows:
| Use | Period | Fee |
| Network television, all markets | each 13-week cycle | $2,400 |
| Advertiser's website and its paid and organic social media | each 13-week cycle | $1,200 |
| Holding fee, for any cycle in which the commercial is not used | each 13-week cycle | $850 |
1> Nothing in this agreement is a buyout. Every use is paid per cycle, and no single payment covers all uses.
## 2. Period of use
1> The commercial may be used for the union's maximum period of use, which is 21 months from the first air date, unless the Performer agrees in writing to a renewal.
1> Territory: the United States only. Use in Canada or Puerto Rico is not permitted.
1> No cinema, out-of-home or print use is licensed.
## 3. Product exclusivity
1> For the maximum period of use the Performer will not appear in any commercial for another packaged or canned soup. The holding fee is paid partly in return for this exclusivity.
## 4. General
1> The Producer may assign this agreement to the Advertiser.
1> Where this agreement and the Commercials Contract differ, whichever is more favourable to the Performer applies.
Signed March 9, 2027
For Redfern & Vale Productions LLC: Tom Abernathy, Line Producer
Performer: Marisol Okafor-Reyes
`,
    expected: {
      parties: ["Redfern & Vale Productions LLC", "Marisol Okafor-Reyes"],
      signed: "2027-03-09",
      start: "2027-04-05",
      end: "2029-01-04",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 850", "USD 2400", "USD 1200"],
      flags: ["non_compete", "assignable"],
      denies: ["buyout"]
    }
  },
  {
    id: "h8-08-artist-booking-usage-two-currencies-uk",
    style: "h8-guild-session-use-fees",
    format: "scan",
    source: `
# ARTIST BOOKING FORM AND USAGE AGREEMENT (TV COMMERCIAL)
Production company: Pellmell Films Limited, 41 Wardour Street, London W1
Artist: Rowan Adeyemi-Clarke
Artist's agent: Harrowgate Casting Ltd, signing as agent for the Artist and not as a party
Advertiser: Ashcombe Building Society (named for identification; not a party)
Booking confirmed by email on 11 October 2027. This form was signed on 20 October 2027.
## Engagement
Shoot: 18 October 2027, one day, London. Basic studio fee: £450, in line with the current industry agreement for commercials.
## Usage
The usage period is twelve months from first transmission. First transmission: 1 November 2027.
| Media | Territory | Fee |
| Television | United Kingdom | £3,600 |
| Television | Republic of Ireland | EUR 1,100 |
| Online: the Advertiser's website and YouTube channel | United Kingdom | £900 |
Any use after the usage period, or in cinema, must be agreed and paid before it happens. There is no buyout of future use.
## Exclusivity
Nothing in this agreement prevents the Artist from appearing in other advertising, save that during the usage period the Artist will not appear in advertising for any other bank, building society or mortgage lender in the United Kingdom or Ireland.
## Withdrawal
The production company may withdraw the commercial from transmission, without further payment, if the Artist is convicted of a criminal offence or behaves in a way that brings the Advertiser into public disrepute.
For Pellmell Films Limited: Sunita Varma, Producer. Date: 20 October 2027
Rowan Adeyemi-Clarke, by Harrowgate Casting Ltd as agent. Date: 20 October 2027
`,
    expected: {
      parties: ["Pellmell Films Limited", "Rowan Adeyemi-Clarke"],
      signed: "2027-10-20",
      start: "2027-11-01",
      end: "2028-10-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 450", "GBP 3600", "EUR 1100", "GBP 900"],
      flags: ["non_compete", "morality_clause"],
      denies: ["buyout"]
    }
  }
]
