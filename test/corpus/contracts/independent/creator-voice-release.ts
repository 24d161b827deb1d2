// Independent author "c5", first batch: creator/influencer agreements with a deliverables-and-usage table, voice-over
// session agreements (session fee plus usage fee, broadcast only), and location, property and minors' releases
// signed by an owner or a guardian. A DEVELOPMENT batch: committed before the reader was run on it; its first,
// untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["creator-usage-table", "voiceover-session", "location-minor-release"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c5-01-creator-usage-table-us",
    style: "creator-usage-table",
    format: "pdf",
    source: `
# CREATOR PARTNERSHIP AGREEMENT
Brand: Lumen Skin Co. ("Brand")
Creator: Priya Natarajan, professionally known as @priyaglows ("Creator")
Agreement date: August 4, 2027
Campaign: "Glow Season" launch of the Lumen Vitamin C serum.
## Deliverables and usage
| Platform | Deliverables | Organic posting | Paid usage (whitelisting) |
| Instagram | 1 Reel, 3 Stories | Yes | 90 days from the Go-Live Date |
| TikTok | 2 videos | Yes | 90 days from the Go-Live Date |
| YouTube | none | No | No |
Go-Live Date: September 1, 2027
1. Usage. Brand may repost the Content on its own social media accounts and run it as paid social advertising during the Usage Period, being ninety (90) days from and including the Go-Live Date. Brand may not use the Content on television, in print or on billboards.
2. Exclusivity. For the Usage Period Creator will not create sponsored content for any other skincare brand.
3. Fee. Brand will pay Creator a flat fee of $8,500 within 30 days of the Go-Live Date.
4. Territory. Paid usage is limited to the United States and Canada.
5. Sublicensing. Brand may not sublicense the Content, except to its media-buying agency solely to place the paid ads.
Signed: Priya Natarajan
Lumen Skin Co., by Alana Ruiz, Head of Influencer
`,
    expected: {
      parties: ["Lumen Skin Co.", "Priya Natarajan"],
      signed: "2027-08-04",
      start: "2027-09-01",
      end: "2027-11-29",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social"],
      exclusive: true,
      fees: ["USD 8500"],
      flags: ["non_compete"]
    }
  },
  {
    id: "c5-02-creator-brief-uk",
    style: "creator-usage-table",
    format: "docx",
    source: `
# Influencer Agreement
This agreement is dated 3 May 2027 and is between Nettle & Oak Ltd (the "Brand") and Callum Reid (the "Influencer").
## Content and rights
| Item | Detail |
| Deliverables | 2 Instagram posts and 1 YouTube integration of 60 to 90 seconds |
| Posting window | 1 June 2027 to 30 June 2027 |
| Licence to Brand | Organic reposting on the Brand's Instagram and website for 6 months from the first post |
| First post | 1 June 2027 |
| Paid media | Not licensed |
| Territory | United Kingdom and Ireland |
| Fee | £2,750 plus VAT |
## Excluded uses
The Brand shall not use the content in television, radio, print, out-of-home or cinema advertising, and shall not edit it so as to change its meaning.
## Exclusivity
The Influencer is not exclusive to the Brand.
## Ownership
The Influencer keeps the copyright in the content. Nothing in this agreement assigns it to the Brand, and the Brand may not assign or sub-license its licence.
Signed by Callum Reid
Signed for Nettle & Oak Ltd by Imogen Hale, Marketing Director
`,
    expected: {
      parties: ["Nettle & Oak Ltd", "Callum Reid"],
      signed: "2027-05-03",
      start: "2027-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["GBP 2750"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "c5-03-voiceover-session-uk",
    style: "voiceover-session",
    format: "docx",
    source: `
# VOICE-OVER SESSION AGREEMENT
Date: 12 October 2027
Between Harbour Sound Studios Limited ("the Producer") and Tomasz Wilk ("the Artist"), represented by Vox Agency.
1> Session
2> The Artist will record the voice-over for the "Homeward" radio and television campaign at the Producer's studio on 20 October 2027 (the "Session Date").
1> Fees
2> Basic session fee: £450 for up to one hour.
2> Usage fee: £3,200 for the Licence Period.
1> Licence
2> The Producer may broadcast the recording on UK radio and television for twelve months from the first transmission date, 1 November 2027 (the "Licence Period").
2> Online use is not included. Any use on video-on-demand, social media or the internet requires a separate agreement and fee.
2> The recording may not be used outside the United Kingdom.
1> Exclusivity
2> None. The Artist remains free to voice for other brands, including other banks.
Signed for Harbour Sound Studios Limited: Ellen Marsh
Signed: Tomasz Wilk
`,
    expected: {
      parties: ["Harbour Sound Studios Limited", "Tomasz Wilk"],
      signed: "2027-10-12",
      start: "2027-11-01",
      end: "2028-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast"],
      exclusive: false,
      fees: ["GBP 450", "GBP 3200"],
      flags: []
    }
  },
  {
    id: "c5-04-voiceover-buyout-us",
    style: "voiceover-session",
    format: "text",
    source: `
NON-UNION VOICE-OVER AGREEMENT
Performer: Darnell Hughes
Producer: Copperline Productions, Inc.
Client / Advertiser: Redwood Credit Union
Spot(s): "Rates That Make Sense" :30 and :15 radio; :30 online pre-roll
Session date: 2/14/2028
Session fee: $600 (one 2-hour session)
Usage: Performer grants Producer and Client the right to use the recorded performance in radio and internet advertising for a period of one (1) year from the first air date of March 1, 2028. Television use is expressly excluded.
Buyout: The usage fee of $4,000 is a full buyout for the usage period and media above; no residuals or reuse fees shall be due.
Territory: California, Nevada and Oregon (regional), including internet advertising targeted to those states.
Exclusivity: Performer shall not voice commercials for any other bank or credit union in the Territory during the usage period.
Holding fee / renewal: Producer may renew for a second year on written notice and payment of $4,000 before the end of the first year.
AGREED:
Darnell Hughes, Performer, 2/10/2028
Copperline Productions, Inc., by J. Whitaker, 2/10/2028
`,
    expected: {
      parties: ["Darnell Hughes", "Copperline Productions, Inc."],
      signed: "2028-02-10",
      start: "2028-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["USD 600", "USD 4000"],
      flags: ["buyout", "non_compete"]
    }
  },
  {
    id: "c5-05-location-release-us",
    style: "location-minor-release",
    format: "pdf",
    source: `
# LOCATION RELEASE
Property: 1180 Sycamore Ridge Road, Ojai, California 93023 (the "Property")
Owner: Ruth Okafor ("Owner")
Producer: Bluehour Films LLC ("Producer")
Production: "The Long Way Home" (feature film) (the "Picture")
Dates of use: prep March 8, 2028; filming March 9-12, 2028; strike March 13, 2028.
For a location fee of $6,000, plus $750 for each additional day, Owner grants Producer, its successors and assigns the irrevocable right to photograph and record the Property and to use such photography and recordings in the Picture and in its advertising and promotion, in any and all media now known or hereafter devised, throughout the universe, in perpetuity.
Owner shall not be entitled to any further payment. Producer is not obliged to use the Property or any footage of it.
Producer may assign this release to any distributor of the Picture. This release is effective on signature.
Agreed and accepted on February 20, 2028.
OWNER: Ruth Okafor
PRODUCER: Bluehour Films LLC, by Marisol Vega, Line Producer
`,
    expected: {
      parties: ["Ruth Okafor", "Bluehour Films LLC"],
      signed: "2028-02-20",
      start: "2028-02-20",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: null,
      fees: ["USD 6000", "USD 750"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "assignable"]
    }
  },
  {
    id: "c5-06-minor-release-guardian-uk",
    style: "location-minor-release",
    format: "scan",
    source: `
# CHILD MODEL RELEASE FORM
Child's name: Isla Mackenzie (age 9)
Parent or guardian: Fiona Mackenzie
Client: Bramble Kids Clothing Ltd
Shoot date: 6 April 2028, Bristol
I, Fiona Mackenzie, as the parent and legal guardian of the child named above, give my consent on the child's behalf to Bramble Kids Clothing Ltd using photographs of the child taken on the shoot date in the following ways only:
- the Client's website and online shop;
- the Client's printed catalogue;
- the Client's own social media accounts.
The photographs will not be used in any television, outdoor or third-party advertising, and will not be sold or licensed to anyone else.
Period of use: two years from the shoot date. Territory: United Kingdom.
Fee: £180, paid to the child's account.
This consent is not exclusive.
Signed: Fiona Mackenzie (parent/guardian), 6 April 2028
For Bramble Kids Clothing Ltd: Leo Grant
`,
    expected: {
      parties: ["Isla Mackenzie", "Bramble Kids Clothing Ltd"],
      signed: "2028-04-06",
      start: "2028-04-06",
      end: "2030-04-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "social"],
      exclusive: false,
      fees: ["GBP 180"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c5-07-property-release-stock-us",
    style: "location-minor-release",
    format: "text",
    source: `
PROPERTY RELEASE
For valuable consideration received, I, Marcus Bell, being the owner of the property known as "The Blue Door Diner", 22 Front Street, Savannah, Georgia, grant to Tideline Stock Photography, Inc. ("Photographer") and its licensees the right to use photographs of the property taken on June 3, 2028 for any lawful purpose, excluding pornographic or defamatory use, in any media worldwide, without time limit.
I understand that Photographer may license the photographs to third parties through its stock agency, and that I will receive no royalty.
Consideration: USD 250.
This release may not be revoked.
Property owner: Marcus Bell   Date: June 3, 2028
Photographer: Tideline Stock Photography, Inc., by Ana Flores
`,
    expected: {
      parties: ["Marcus Bell", "Tideline Stock Photography, Inc."],
      signed: "2028-06-03",
      start: "2028-06-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: null,
      fees: ["USD 250"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable"]
    }
  }
]
