// Independent author "c6" (wave 6): photo and model releases whose permissions are flags (sub-licensing, moral
// rights, editing, sensitive use) in clauses or in a yes/no table; particulars schedules whose dates are rows or
// are counted from a defined Commencement or License Date; letter agreements and a one-page short form; a booking
// whose special conditions replace standard terms; heads of terms with "excluding" lists and a sponsor whose name
// and product contain channel words; party blocks with role labels and defined terms; a deed whose witness and
// title are not parties. A DEVELOPMENT batch: committed before the reader was run on it; its first, untuned score
// is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "release-forms",
  "particulars-schedules",
  "letters-and-short-forms",
  "riders-and-heads-of-terms",
  "deeds-and-party-blocks"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c6-01-stock-model-release-us",
    style: "release-forms",
    format: "pdf",
    source: `
# ADULT MODEL RELEASE
Photographer / Filming Entity: Arlo Quinn Photography LLC
Shoot description: Autumn hiking series featuring Trailhead Outdoor Co. rain jackets
Date of shoot: September 14, 2027
For good and valuable consideration, namely USD 650 paid to me on the date of shoot, I grant to Arlo Quinn Photography LLC ("Photographer") the right to use the photographs taken of me on the date of shoot (the "Images") in print and online, including on websites and social media, throughout the world.
Sub-licensing. Photographer may license the Images to its clients and to stock agencies, who may use them as this release permits.
Editing. The Images may be retouched, cropped and combined with other images, but not in a way that changes my apparent identity.
Sensitive uses. The Images shall not be used in connection with political endorsements, tobacco or adult entertainment, or in a way that suggests I suffer from any physical or mental condition.
Approval. I waive any right to inspect or approve the finished Images or the copy used with them.
Term. This release is given for five (5) years from the date of shoot.
Model name: Tessa Moreland
Signature: Tessa Moreland
Date: September 14, 2027
`,
    expected: {
      parties: ["Arlo Quinn Photography LLC", "Tessa Moreland"],
      signed: "2027-09-14",
      start: "2027-09-14",
      end: "2032-09-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["USD 650"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "c6-02-community-photo-consent-uk",
    style: "release-forms",
    format: "docx",
    source: `
# PHOTOGRAPHY CONSENT AND LICENCE
This consent is given on 3 May 2027 to Brackenfield Housing Association ("the Association").
1> I confirm that I am over 18 and that I took part in the photography session at Millbrook Community Garden on 28 April 2027 (the "Session").
1> I licence the Association to use photographs of me taken at the Session (the "Photographs") in its printed annual report, on its website and on its social media channels, in the United Kingdom, for three years from the date of the Session.
1> This licence is non-exclusive.
1> The Association will not sub-license the Photographs or make them available to any third party, other than to its printers for the sole purpose of producing the annual report.
1> The Association may crop and resize the Photographs but shall not otherwise alter or manipulate them.
1> The Photographs will not be used to illustrate any story about health, debt, crime or rent arrears.
1> I waive any moral rights I may have in the Photographs, to the extent permitted by law.
1> I will not receive any payment for this consent.
Name: Harriet Lindqvist
Signature: H. Lindqvist
Date: 3 May 2027
`,
    expected: {
      parties: ["Brackenfield Housing Association", "Harriet Lindqvist"],
      signed: "2027-05-03",
      start: "2027-04-28",
      end: "2030-04-27",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c6-03-model-permissions-table-uk",
    style: "release-forms",
    format: "docx",
    source: `
# MODEL RELEASE - PERMISSIONS SCHEDULE
| Model | Priya Nandakumar |
| Client | Verity Lane Cosmetics Ltd |
| Shoot date | 22 November 2027 |
| Date signed | 22 November 2027 |
## Permissions
| Permission | Granted? | Notes |
| Website and e-commerce | Yes | |
| Social media (organic and paid) | Yes | |
| Print and packaging | Yes | |
| Television | No | |
| Outdoor / billboards | No | |
| Sub-licensing to third parties | No | The Client's agencies may use the images only on the Client's behalf |
| Retouching and colour correction | Yes | No changes to skin tone or body shape |
| Compositing or AI alteration | No | |
| Sensitive uses (health, politics, religion, sexuality) | No | |
| Exclusivity | None | |
## Term, territory and fee
Usage term: 2 years from the shoot date.
Territory: United Kingdom and Ireland.
Model fee: £1,500 for the shoot day and the usage granted above.
Signed by the Model: Priya Nandakumar
Signed for Verity Lane Cosmetics Ltd: Chloe Barnard, Brand Manager
`,
    expected: {
      parties: ["Priya Nandakumar", "Verity Lane Cosmetics Ltd"],
      signed: "2027-11-22",
      start: "2027-11-22",
      end: "2029-11-21",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c6-04-content-licence-particulars-au",
    style: "particulars-schedules",
    format: "docx",
    source: `
# CONTENT LICENCE AGREEMENT
## Schedule - Particulars
| Item | Particulars |
| 1. Licensor | Wren Kellaway, of 14 Marine Terrace, Fremantle WA 6160 |
| 2. Licensee | Saltbush Wines Pty Ltd ACN 612 448 901 ("Saltbush") |
| 3. Content | Twelve vineyard photographs delivered on 10 June 2027 |
| 4. Commencement Date | 1 July 2027 |
| 5. Term | 18 months from the Commencement Date |
| 6. Territory | Australia and New Zealand |
| 7. Media | Social media, the Licensee's website and point-of-sale material in licensed venues |
| 8. Excluded Media | Television, cinema and outdoor advertising |
| 9. Licence Fee | AUD 7,500 plus GST |
## Terms
1> Licence. The Licensor grants the Licensee a non-exclusive licence to reproduce and communicate the Content in the Media in the Territory during the Term.
1> No sub-licensing. The Licensee must not sub-license, transfer or otherwise deal with the licence.
1> Moral rights. Nothing in this agreement waives the Licensor's moral rights. The Licensee must attribute the Content as "Photo: Wren Kellaway".
1> Payment. The Licence Fee is payable within 14 days after the Commencement Date.
Executed as an agreement on 20 June 2027.
Signed by Wren Kellaway
Executed by Saltbush Wines Pty Ltd in accordance with section 127 of the Corporations Act 2001 (Cth)
`,
    expected: {
      parties: ["Wren Kellaway", "Saltbush Wines Pty Ltd"],
      signed: "2027-06-20",
      start: "2027-07-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["AUD 7500"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "c6-05-image-license-schedule-us",
    style: "particulars-schedules",
    format: "docx",
    source: `
# IMAGE LICENSE
| License No. | PX-20931 |
| License Date | April 12, 2027 |
| Licensor | Hollis Brandt Studio LLC |
| Licensee | Kestrel Ridge Outdoor Supply Co. |
| Image | "Dawn Over Wind River" (file HB-4471) |
| Permitted Media | Licensee's website, email newsletters and social media accounts |
| Excluded Media | Billboards and all other out-of-home advertising; broadcast |
| Territory | United States |
| Term | Two (2) years starting on the License Date |
| Fee | $3,200 |
## License Terms
1. Licensor grants Licensee a non-exclusive, non-transferable license to use the Image in the Permitted Media in the Territory during the Term.
2. Licensee may not sublicense, resell or redistribute the Image, and may not use it in a trademark or logo.
3. Licensee may crop the Image but shall not otherwise alter it.
Accepted for Licensee: Rita Gomez, Marketing Manager, April 12, 2027
`,
    expected: {
      parties: ["Hollis Brandt Studio LLC", "Kestrel Ridge Outdoor Supply Co."],
      signed: "2027-04-12",
      start: "2027-04-12",
      end: "2029-04-11",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 3200"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "c6-06-campaign-letter-launch-date-us",
    style: "letters-and-short-forms",
    format: "pdf",
    source: `
# Lumen & Oak Skincare, Inc.
412 Harbor Street, Portland, Oregon 97209
February 2, 2028
Ms. Danielle Okoro
c/o Vantage Talent Management
Re: Lumen & Oak Spring 2028 Campaign
Dear Ms. Okoro:
This letter confirms the terms on which Lumen & Oak Skincare, Inc. ("Lumen & Oak," "we" or "us") engages you to appear in our Spring 2028 campaign.
1. Services. You will render one (1) shoot day on February 20, 2028 in Los Angeles.
2. Use Period. We may use the photographs and footage from the shoot (the "Materials") for twelve (12) months from and including the Launch Date, being March 1, 2028 (the "Use Period").
3. Media and Territory. We may use the Materials in digital and social media, on in-store displays and in print, in the United States and Canada. No television, cinema or out-of-home use is licensed.
4. Exclusivity. During the Use Period you will not appear in advertising for any other skincare or cosmetics brand.
5. Fee. We will pay you $25,000 for the shoot day and all use described above, within thirty (30) days after the shoot.
6. Assignment. We may not assign this agreement without your written consent.
Please sign below to confirm your agreement.
Sincerely,
Marcus Hale, VP Marketing, Lumen & Oak Skincare, Inc.
ACCEPTED AND AGREED:
Danielle Okoro
Date: February 5, 2028
`,
    expected: {
      parties: ["Lumen & Oak Skincare, Inc.", "Danielle Okoro"],
      signed: "2028-02-05",
      start: "2028-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["USD 25000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "c6-07-short-form-talent-license-us",
    style: "letters-and-short-forms",
    format: "text",
    source: `
SHORT-FORM TALENT LICENSE
Effective as of June 1, 2028 (the "Effective Date")
Company: Billboard Lane Creative LLC, a Delaware limited liability company ("Company")
Talent: Rafael Ibarra ("Talent")
Campaign: Cinema Street Diner summer menu launch
1. Grant. Talent grants Company the right to use Talent's name, likeness and voice in the campaign commercials (the "Commercials") in online video, including YouTube pre-roll, and on the client's social media accounts, in the United States.
2. Term. One (1) year from the Effective Date.
3. Exclusivity. Talent's services hereunder are non-exclusive, and nothing in this Section limits Talent's right to appear in advertising for any other restaurant.
4. Compensation. A session fee of $3,500 and a usage fee of $6,000.
5. No Broadcast. Company shall not air the Commercials on broadcast or cable television.
6. Assignment. Company may assign this License to its client, Cinema Street Diner, Inc., upon notice to Talent.
COMPANY: Billboard Lane Creative LLC
By: Dana Whitlock, Producer
TALENT: Rafael Ibarra
Date: June 3, 2028
`,
    expected: {
      parties: ["Billboard Lane Creative LLC", "Rafael Ibarra"],
      signed: "2028-06-03",
      start: "2028-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 3500", "USD 6000"],
      flags: ["assignable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "c6-08-voice-booking-special-conditions-uk",
    style: "riders-and-heads-of-terms",
    format: "text",
    source: `
ARTIST ENGAGEMENT - BOOKING FORM
Booking reference: MH-2207
Date of booking: 6 October 2027
Client: Thornbury Building Society
Artist: Callum Reyes
Agent: Meridian Voices Ltd
Project: "Home Truths" mortgage campaign
Recording date: 18 October 2027
Usage: UK radio and online audio (including podcasts and music streaming services), 12 months from first broadcast
First broadcast: 1 November 2027
Fee: £4,800 (session and usage)
STANDARD TERMS
1. The Client may use the Recordings only as set out in this Booking Form.
2. The Client may assign or sub-license its rights under this engagement to any agency or production company working on the Project.
3. The Artist's engagement is non-exclusive.
4. The Artist waives all moral rights in the Recordings.
SPECIAL CONDITIONS
These Special Conditions form part of the engagement and prevail over the Standard Terms where they conflict.
SC1. Clause 2 of the Standard Terms is deleted and replaced with: "The Client may not assign or sub-license any of its rights under this engagement without the Artist's prior written consent."
SC2. Clause 3 of the Standard Terms is replaced by the following: "During the usage period the Artist shall not voice any advertisement for another bank, building society or mortgage lender broadcast in the UK."
SC3. Clause 4 of the Standard Terms does not apply.
Agreed for Thornbury Building Society: Lena Marsh, 9 October 2027
Agreed for the Artist by Meridian Voices Ltd: Owen Pike, 10 October 2027
`,
    expected: {
      parties: ["Thornbury Building Society", "Callum Reyes"],
      signed: "2027-10-10",
      start: "2027-11-01",
      end: "2028-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["GBP 4800"],
      flags: ["non_compete"],
      denies: ["assignable", "sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "c6-09-athlete-heads-of-terms-uk",
    style: "riders-and-heads-of-terms",
    format: "scan",
    source: `
# HEADS OF TERMS - ATHLETE IMAGE LICENCE
Sponsor: Cairngorm Outdoor Ltd, maker of an outdoor clothing range sold in its own shops and online ("Cairngorm")
Athlete: Isla Brennan ("the Athlete")
1. Term: from 1 April 2028 (the "Commencement Date") to 31 March 2029.
2. Licensed Media: television, online and social media, excluding cinema exhibition and all outdoor advertising. For the avoidance of doubt, no out-of-home, cinema or print use is licensed.
3. Territory: United Kingdom and Ireland.
4. Competitive products: during the Term the Athlete shall not endorse, or wear in any promotional photograph, any outdoor clothing or footwear brand other than Cairngorm.
5. Fee: £18,000, payable in two equal instalments on the Commencement Date and on 1 October 2028.
6. Reputation: Cairngorm may terminate these heads of terms on notice if the Athlete brings herself or Cairngorm into public disrepute.
7. These heads of terms are binding until replaced by a long-form agreement.
Signed 12 March 2028 by Isla Brennan and by Ewan Dalgleish for Cairngorm Outdoor Ltd.
`,
    expected: {
      parties: ["Cairngorm Outdoor Ltd", "Isla Brennan"],
      signed: "2028-03-12",
      start: "2028-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "c6-10-creator-licence-party-block-uk",
    style: "deeds-and-party-blocks",
    format: "pdf",
    source: `
# CREATOR CONTENT LICENCE
## Parties
Licensor: Mira Castellanos, trading as Mira Makes ("the Creator")
Licensee: Fernhill Foods Limited (company number 08812345) ("Fernhill")
Date of this Licence: 2 June 2027
## Terms
1. Exclusivity. None. Fernhill acknowledges that the Creator works with other food and drink brands.
2. Licence. The Creator grants Fernhill a licence to repost the three Instagram Reels listed below (the "Content") on Fernhill's own Instagram and TikTok accounts, and to run them as paid social advertising, in the United Kingdom, from 14 June 2027 (the "Go-Live Date") until 30 November 2027.
3. Restrictions. Fernhill shall not edit the Content other than to add captions and its logo, and shall not sub-license it.
4. Fee. £2,750 plus VAT, payable on the Go-Live Date.
5. Notices to the Creator go to her agent, Brightlane Talent Ltd, 4 Canal Yard, Leeds LS1 4AB.
Reels: "Overnight oats three ways"; "Five-minute pesto"; "Sunday pancakes"
Signed by Mira Castellanos
Signed for Fernhill Foods Limited by Aaron Pike, Head of Brand
`,
    expected: {
      parties: ["Mira Castellanos", "Fernhill Foods Limited"],
      signed: "2027-06-02",
      start: "2027-06-14",
      end: "2027-11-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["social"],
      exclusive: false,
      fees: ["GBP 2750"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c6-11-contributor-deed-uk",
    style: "deeds-and-party-blocks",
    format: "pdf",
    source: `
# DEED OF CONSENT AND RELEASE
THIS DEED is made on 15 January 2028
BETWEEN:
(1) ELSPETH MARGARET HOLLOWAY of 9 Orchard Row, Ludlow SY8 1AA (the "Contributor"); and
(2) REDBRICK BROADCAST PRODUCTIONS LIMITED, a company incorporated in England and Wales with company number 10293847, whose registered office is at 40 Wharf Street, Manchester M1 2AB (the "Producer").
BACKGROUND
(A) The Producer is making a documentary series provisionally entitled "The Lantern Field" (the "Programme").
(B) The Contributor has agreed to be interviewed and filmed for the Programme.
OPERATIVE PROVISIONS
1. In consideration of the sum of £250, the Contributor irrevocably consents to the Producer recording her contribution and grants to the Producer, with effect from the date of this Deed, the right to use the recordings in the Programme and in trailers and publicity for it, on television, on video-on-demand services and online, throughout the world, in perpetuity.
2. The Contributor unconditionally and irrevocably waives all moral rights in her contribution.
3. The Producer may assign the benefit of this Deed to any broadcaster or distributor of the Programme.
4. The Producer is under no obligation to include the contribution in the Programme.
EXECUTED AS A DEED by ELSPETH MARGARET HOLLOWAY in the presence of:
Witness: Thomas Akinyemi, 12 Castle Street, Ludlow
EXECUTED AS A DEED by REDBRICK BROADCAST PRODUCTIONS LIMITED acting by Sarah Penhaligon, a director, in the presence of: Nina Marsh
`,
    expected: {
      parties: ["ELSPETH MARGARET HOLLOWAY", "REDBRICK BROADCAST PRODUCTIONS LIMITED"],
      signed: "2028-01-15",
      start: "2028-01-15",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "broadcast"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["perpetual_term", "irrevocable_grant", "moral_rights_waiver", "assignable"]
    }
  }
]
