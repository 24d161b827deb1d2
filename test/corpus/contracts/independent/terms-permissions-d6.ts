// Independent author "d6" (wave 6, second author), one batch written without reading the other batches' texts and
// committed before the reader was run on it: terms that rule perpetuity out, limit it to archives, recitals,
// definitions or the licensor's own copyright, or make it revocable; renewal options that are not automatic; and
// permissions (sub-licensing, assignment, moral rights) stated through prohibitions, consent exceptions, unticked
// boxes and headings whose bodies say the opposite. Statements of work under a master agreement and licence
// certificates carry some of them. A DEVELOPMENT batch: its first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["d6-limited-terms", "d6-permission-prohibitions", "d6-sow-and-certificates"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "d6-01-photo-licence-not-perpetual-uk",
    style: "d6-limited-terms",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENCE
This licence is made on 18 February 2027 between Imogen Hale of 4 Quarry Row, Bath ("the Photographer") and Tallow & Wick Candles Ltd, company number 10448213 ("the Client").
## 1. What is licensed
1> The Photographer licenses the Client to reproduce the twelve photographs of the Client's spring range delivered on 12 February 2027 (the "Images") on the Client's website and in its printed catalogue.
## 2. How long
1> The licence runs for two years from 1 March 2027 (the "Licence Period"). It is granted for the Licence Period only and not in perpetuity, and the Client will remove the Images from its website when the Licence Period ends.
## 3. Where
1> United Kingdom only.
## 4. Fee
1> The Client will pay the Photographer £2,400 plus VAT within 30 days of invoice.
## 5. Other things the Client may not do
1> The licence is personal to the Client. The Client may not sub-license, assign or otherwise transfer it, save with the Photographer's prior written consent.
1> The Photographer asserts her moral right to be identified as the author of the Images and does not waive any of her moral rights.
Signed by Imogen Hale and, for Tallow & Wick Candles Ltd, by Rhys Morgan (Director).
`,
    expected: {
      parties: ["Imogen Hale", "Tallow & Wick Candles Ltd"],
      signed: "2027-02-18",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print"],
      exclusive: null,
      fees: ["GBP 2400"],
      flags: [],
      denies: ["perpetual_term", "sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "d6-02-sow-term-only-us",
    style: "d6-sow-and-certificates",
    format: "docx",
    source: `
# STATEMENT OF WORK NO. 4
This Statement of Work is issued under, and governed by, the Master Services Agreement dated January 10, 2026 (the "MSA") between Brightwater Creative LLC ("Agency") and Olsen Home Goods, Inc. ("Client"). Terms defined in the MSA have the same meaning here.
| Project | "Kitchen Table" spring video series (six 30-second spots) |
| SOW Term | April 1, 2027 through September 30, 2027 |
| Usage | Paid social and Client's website |
| Territory | United States |
| Fees | $42,500, invoiced 50% on signature and 50% on delivery |
## Usage of talent footage
The talent appearing in the spots are engaged for use during the SOW Term only and not thereafter. Section 9 of the MSA (Perpetual License to Deliverables) does not apply to footage in which talent appears.
## Transfers
Client shall not sublicense the Deliverables to any third party, and neither party may assign this Statement of Work apart from an assignment of the MSA as a whole permitted by the MSA.
Agreed and accepted as of March 15, 2027.
Brightwater Creative LLC - By: Dana Whitfield, Managing Director
Olsen Home Goods, Inc. - By: Carl Olsen, CEO
`,
    expected: {
      parties: ["Brightwater Creative LLC", "Olsen Home Goods, Inc."],
      signed: "2027-03-15",
      start: "2027-04-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 42500"],
      flags: [],
      denies: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "d6-03-licence-certificate-invoice-uk",
    style: "d6-sow-and-certificates",
    format: "pdf",
    source: `
# LICENCE CERTIFICATE AND INVOICE
| Certificate no. | NLI-2027-0613 |
| Date of issue | 12 May 2027 |
| Licensor | Northlight Images Ltd, 22 Cable Street, Leeds |
| Licensee | Carrow & Finch Ltd |
| Image | NL-40917 "Fishermen at dawn, Whitby" |
| Permitted media | Printed brochure and Licensee's website |
| Territory | United Kingdom and Ireland |
| Duration | 3 years from the date of issue |
| Exclusivity | Non-exclusive |
| Licence fee | £1,150.00 |
| VAT | £230.00 |
| Total due | £1,380.00 |
Conditions: This certificate is the licence. No rights are granted beyond those shown above. Sub-licensing: not permitted. The Image may not be used to train, test or improve any machine-learning system, nor in a defamatory or sensitive context. Payment is due within 30 days of the date of issue.
`,
    expected: {
      parties: ["Northlight Images Ltd", "Carrow & Finch Ltd"],
      signed: "2027-05-12",
      start: "2027-05-12",
      end: "2030-05-11",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["GBP 1150"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "d6-04-creator-archive-perpetuity-us",
    style: "d6-limited-terms",
    format: "text",
    source: `
CREATOR PARTNERSHIP AGREEMENT
Effective Date: June 20, 2027
Brand: Sunfold Skincare Co.
Creator: Maya Okafor
1. Content. Creator will post three Instagram Reels and two TikTok videos about Sunfold's SPF 50 lotion between July 1 and July 31, 2027.
2. Usage Period. Sunfold may reshare and boost the content on its own social media accounts for six (6) months starting July 1, 2027. After the Usage Period Sunfold will stop all public use.
3. Archive. Sunfold may keep copies of the content in its internal records in perpetuity for legal and compliance purposes only; this is not a license to publish.
4. Ownership. Creator owns, and keeps in perpetuity, the copyright in the content.
5. Exclusivity. None. Creator may work with any other brand, and Sunfold receives no exclusive rights.
6. Territory: United States and Canada.
7. Payment: $6,000, paid within 15 days after the last post.
8. Transfer. Sunfold may not transfer or sublicense its rights to anyone else without Creator's written approval.
Accepted: Maya Okafor / Sunfold Skincare Co., by Lena Park, Head of Social, June 20, 2027
`,
    expected: {
      parties: ["Sunfold Skincare Co.", "Maya Okafor"],
      signed: "2027-06-20",
      start: "2027-07-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 6000"],
      flags: [],
      denies: ["perpetual_term", "sublicensable", "assignable"]
    }
  },
  {
    id: "d6-05-consent-until-withdrawn-uk",
    style: "d6-permission-prohibitions",
    format: "docx",
    source: `
# CONSENT TO USE OF IMAGES
Name of participant: Owen Price
Organisation: Riverside Community Trust
Date: 3 October 2027
I agree that Riverside Community Trust may use the photographs taken of me at the Riverside Food Festival on 2 October 2027 in its printed newsletter, on its website and on its social media pages, in the United Kingdom.
This consent lasts until I withdraw it by writing to the Trust. It is not irrevocable: after I withdraw it the Trust will not use the photographs in anything new.
The Trust will not pass the photographs to any other organisation and will not alter them except to crop them. I am not being paid for this consent.
Signed: Owen Price
`,
    expected: {
      parties: ["Owen Price", "Riverside Community Trust"],
      signed: "2027-10-03",
      start: "2027-10-03",
      end: null,
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["irrevocable_grant", "perpetual_term", "sublicensable"]
    }
  },
  {
    id: "d6-06-broadcast-licence-recital-renewal-ie",
    style: "d6-limited-terms",
    format: "pdf",
    source: `
# PROGRAMME LICENCE AGREEMENT
This Agreement is dated 9 November 2027 and made between Corrib Pictures Limited ("the Producer") and Atlantic Broadcasting DAC ("the Broadcaster").
## Recitals
(A) The Producer owns in perpetuity the copyright in the documentary film "Salt Roads" (the "Programme").
(B) The Broadcaster wishes to broadcast the Programme in Ireland.
## 1. Definitions
"Archive Copy" means one copy of the Programme which the Broadcaster may keep in perpetuity for its archive, without any right of transmission.
"Licence Period" means five years from 1 January 2028.
## 2. Grant
2.1 The Producer grants the Broadcaster the exclusive right to broadcast the Programme on television in Ireland during the Licence Period.
2.2 The Broadcaster has an option to renew the Licence Period once for a further two years by giving written notice at least three months before it ends, on terms to be agreed. There is no automatic renewal.
## 3. Licence fee
3.1 The Broadcaster shall pay the Producer €30,000.
## 4. Assignment
4.1 The Broadcaster shall not assign this Agreement without the Producer's prior written consent.
Signed for Corrib Pictures Limited: Niamh Walsh, Director
Signed for Atlantic Broadcasting DAC: Declan Byrne, Head of Acquisitions
`,
    expected: {
      parties: ["Corrib Pictures Limited", "Atlantic Broadcasting DAC"],
      signed: "2027-11-09",
      start: "2028-01-01",
      end: "2032-12-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["broadcast"],
      exclusive: true,
      fees: ["EUR 30000"],
      flags: [],
      denies: ["perpetual_term", "automatic_renewal", "assignable"]
    }
  },
  {
    id: "d6-07-model-release-unticked-boxes-uk",
    style: "d6-permission-prohibitions",
    format: "docx",
    source: `
# MODEL RELEASE
Model: Priya Shah
Client: Halden Outdoor Furniture Ltd
Shoot date: 9 September 2027
Fee: £650 for the day, inclusive of usage below
Usage period: two (2) years from the shoot date
Territory: United Kingdom
Media (tick all that apply):
| ☒ | Client website and e-commerce |
| ☒ | Client social media |
| ☐ | Television |
| ☐ | Outdoor posters and billboards |
Further permissions (tick to agree):
| ☐ | I waive my moral rights in the images |
| ☐ | The Client may sub-license these rights to its retailers |
| ☒ | The Client may crop and colour-correct the images |
I confirm I have read and understood this release.
Signed: Priya Shah   Date: 9 September 2027
For Halden Outdoor Furniture Ltd: Tom Adeyemi
`,
    expected: {
      parties: ["Priya Shah", "Halden Outdoor Furniture Ltd"],
      signed: "2027-09-09",
      start: "2027-09-09",
      end: "2029-09-08",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 650"],
      flags: [],
      denies: ["moral_rights_waiver", "sublicensable"]
    }
  },
  {
    id: "d6-08-footage-licence-headings-deny-us",
    style: "d6-permission-prohibitions",
    format: "pdf",
    source: `
# FOOTAGE LICENSE AGREEMENT
This Footage License Agreement is entered into on December 2, 2027 by Highline Aerial Films, Inc., a Colorado corporation ("Licensor"), and Copperleaf Outfitters LLC ("Licensee").
## 1. License
Licensor grants Licensee a non-exclusive license to use the drone footage described in Exhibit A in Licensee's television commercials and online videos in the United States from January 1, 2028 to December 31, 2029.
## 2. Perpetual Use
The license is not perpetual. It ends on December 31, 2029, and Licensee will make no new use of the footage after that date.
## 3. Sublicensing
Licensee has no right to grant sublicenses.
## 4. Assignment
Neither party may assign this Agreement without the other party's written consent.
## 5. Waiver of Moral Rights
Not applicable. Licensor reserves all moral rights and similar rights of attribution and integrity.
## 6. Fee
Licensee shall pay Licensor $15,000 on signature.
HIGHLINE AERIAL FILMS, INC. By: Sam Ortega, President
COPPERLEAF OUTFITTERS LLC By: Jill Nakamura, Marketing Director
`,
    expected: {
      parties: ["Highline Aerial Films, Inc.", "Copperleaf Outfitters LLC"],
      signed: "2027-12-02",
      start: "2028-01-01",
      end: "2029-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "broadcast"],
      exclusive: false,
      fees: ["USD 15000"],
      flags: [],
      denies: ["perpetual_term", "sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "d6-09-sow-perpetual-subject-to-termination-us",
    style: "d6-sow-and-certificates",
    format: "text",
    source: `
STATEMENT OF WORK #2
Under the Master Services Agreement between Pinecrest Studio LLC ("Studio") and Larkspur Beverage Company ("Client") dated May 5, 2025.
SOW date: February 8, 2027
Deliverables: brand illustrations and animated logo for the "Larkspur Lemon" launch.
Fee: $18,000.
License: On payment in full Client receives a perpetual, non-exclusive license to use the Deliverables worldwide in all media now known or later devised, subject to termination under Section 12 of the MSA if Client fails to pay.
Moral rights: Studio waives, and will procure that its illustrators waive, any moral rights in the Deliverables.
Client may not sublicense the Deliverables or assign this license separately from the MSA.
Signed: Pinecrest Studio LLC, Ana Ruiz, Owner; Larkspur Beverage Company, Mark Ellison, VP Marketing
`,
    expected: {
      parties: ["Pinecrest Studio LLC", "Larkspur Beverage Company"],
      signed: "2027-02-08",
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: false,
      fees: ["USD 18000"],
      flags: ["perpetual_term", "unlimited_media", "moral_rights_waiver"],
      denies: ["sublicensable", "assignable", "irrevocable_grant"]
    }
  },
  {
    id: "d6-10-voice-licence-auto-renewal-uk",
    style: "d6-limited-terms",
    format: "text",
    source: `
VOICE-OVER LICENCE
Date: 14 January 2028
Between Felix Crane (the Artist) and Marlowe Radio Sales Ltd (the Company).
The Artist's recorded voice-over for the Company's station idents may be broadcast on radio in England and Wales for the Term.
Term: twelve months from 1 February 2028, renewing automatically for further periods of twelve months each unless either party gives the other at least 60 days' written notice before the end of the current period. The licence is not granted in perpetuity.
Fee: £3,200 for each twelve-month period.
The Company may not edit the recording except to shorten it, and may not sub-license it.
Felix Crane
For Marlowe Radio Sales Ltd: Joanna Reid
`,
    expected: {
      parties: ["Felix Crane", "Marlowe Radio Sales Ltd"],
      signed: "2028-01-14",
      start: "2028-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast"],
      exclusive: null,
      fees: ["GBP 3200"],
      flags: ["automatic_renewal"],
      denies: ["perpetual_term", "sublicensable"]
    }
  }
]
