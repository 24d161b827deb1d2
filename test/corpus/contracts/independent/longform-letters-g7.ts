// Independent author "g7" (wave 7), one batch written without reading the other batches' texts and committed
// before the reader was run on it: long-form UK and Commonwealth studio-side agreements with a definitions clause
// and schedules (terms defined through other defined terms, first-transmission and release dates), side letters,
// amendments and clarification letters that vary or delete earlier clauses (some say they prevail, one says it
// varies nothing), exclusivity with carve-outs and competitor lists, e-mail chains in which a later message changes
// an earlier term (newest message first, as mail clients quote) or only proposes a change that is never accepted,
// and grants qualified by "save as", "other than", "subject to" and "provided that". A DEVELOPMENT batch: its first,
// untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "g7-longform-definitions",
  "g7-side-letters-amendments",
  "g7-email-chains",
  "g7-qualified-grants"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "g7-01-artist-agreement-definitions-uk",
    style: "g7-longform-definitions",
    format: "docx",
    source: `
# ARTIST AGREEMENT
THIS AGREEMENT is dated 4 May 2027
PARTIES
(1) Wrenfield Pictures Limited, a company registered in England and Wales under number 08812345, whose registered office is at 12 Greek Street, London W1D 4DH (the "Producer"); and
(2) Tomasz Nowak of c/o Greyling Management, 40 Poland Street, London W1F 7NH (the "Artist").
## 1. Definitions and interpretation
1> In this Agreement the following words have the following meanings:
"Advertiser" means Harbrook Building Society, for whom the Producer is making the Commercial;
"Commercial" means the audiovisual advertisement for the Advertiser's current accounts known as "Lighthouse" in which the Artist performs;
"First Transmission Date" means 14 June 2027;
"Licence Period" means the period of twelve (12) months commencing on the First Transmission Date;
"Media" means television (including broadcaster video-on-demand services), cinema, and the Advertiser's own websites and social media channels, but does not include outdoor or printed advertising of any kind;
"Territory" means the United Kingdom and the Republic of Ireland;
"Fees" means the fees set out in Part 1 of the Schedule.
1> Headings are for convenience only and do not affect the interpretation of this Agreement.
## 2. Grant of rights
1> In consideration of the Fees the Artist grants to the Producer the right to use the Artist's performance in the Commercial in the Media throughout the Territory during the Licence Period.
1> The Producer shall not use stills taken from the Commercial in any printed material.
## 3. Payment
1> The Producer shall pay the Fees to the Artist's agent within thirty (30) days of the later of the session and receipt of a valid invoice.
## 4. Exclusivity
1> During the Licence Period the Artist shall not appear in or lend his voice to any advertisement for a Competitor Product.
1> "Competitor Product" means any current account, mortgage, savings or insurance product offered by any of the companies named in Part 2 of the Schedule.
## 5. Moral rights
1> The Artist hereby unconditionally and irrevocably waives all moral rights in the Commercial to which he is now or may become entitled under the Copyright, Designs and Patents Act 1988.
## 6. Assignment
1> The Producer may assign the benefit of this Agreement to the Advertiser or to any company which acquires the whole or substantially the whole of the Producer's business. The Artist may not assign this Agreement.
## 7. Law
1> This Agreement is governed by the law of England and Wales.
## SCHEDULE
Part 1 - Fees
| Basic studio fee | £1,800 |
| Usage fee for the Licence Period | £14,000 |
Part 2 - Named competitors
| Castleway Bank plc |
| Northmere Building Society |
| Opal Savings Limited |
Signed for and on behalf of Wrenfield Pictures Limited by Helen Marsh, Director
Signed by Tomasz Nowak
`,
    expected: {
      parties: ["Wrenfield Pictures Limited", "Tomasz Nowak"],
      signed: "2027-05-04",
      start: "2027-06-14",
      end: "2028-06-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "broadcast", "cinema"],
      exclusive: true,
      fees: ["GBP 1800", "GBP 14000"],
      flags: ["non_compete", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "g7-02-film-tie-in-release-date-chain-uk",
    style: "g7-longform-definitions",
    format: "pdf",
    source: `
# PROMOTIONAL TIE-IN LICENCE
Dated: 11 January 2027
Between Kestrel Lane Films Limited of 7 Wardour Mews, London (the "Studio") and Bramwell Coffee Company Ltd of Unit 4, Ferry Wharf, Bristol (the "Partner").
## 1. Definitions
1> "Film" means the feature film provisionally entitled "The Long Tide".
1> "Release Date" means the date of first general theatrical release of the Film in the United Kingdom, being 19 March 2027.
1> "Launch Date" means the date falling twenty-eight (28) days before the Release Date.
1> "Promotion Period" means the period starting on the Launch Date and ending on 31 August 2027.
1> "Promotional Materials" means the stills, key art and the thirty-second clip from the Film supplied by the Studio.
1> "Partner Media" means point-of-sale displays in the Partner's cafés, the Partner's website and the Partner's own social media accounts, other than paid social advertising.
## 2. Licence
1> Subject to the Partner paying the Licence Fee, the Studio grants to the Partner a non-exclusive licence to use the Promotional Materials in the Partner Media in the United Kingdom during the Promotion Period.
1> Nothing in this Licence entitles the Partner to use the Promotional Materials on television or radio.
## 3. Licence Fee
1> The Partner shall pay the Studio a licence fee of £25,000 (the "Licence Fee") within fourteen days of the date of this Licence.
## 4. Approvals
1> The Partner shall submit every item of Partner Media to the Studio for its prior written approval, which the Studio may give or withhold at its discretion.
## 5. Sub-licensing
1> The Partner may not sub-license any of its rights under this Licence, other than to its appointed creative agency for the sole purpose of producing the Partner Media.
Signed for the Studio: Oliver Brandt, Head of Brand Partnerships
Signed for the Partner: Sinead Moran, Marketing Director
`,
    expected: {
      parties: ["Kestrel Lane Films Limited", "Bramwell Coffee Company Ltd"],
      signed: "2027-01-11",
      start: "2027-02-19",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 25000"],
      flags: []
    }
  },
  {
    id: "g7-03-presenter-agreement-first-transmission-uk",
    style: "g7-longform-definitions",
    format: "scan",
    source: `
# PRESENTER AGREEMENT
This Agreement is made on 21 June 2027 between Ashgrove Media Limited, 3 Canal Yard, Manchester M4 6BF (the "Company") and Priya Castellane (the "Presenter").
## 1. Interpretation
1> "Series" means the eight-part branded cookery series "Supper at Seven" produced by the Company for Larchmont Foods.
1> "First Transmission" means the first broadcast of the first episode of the Series on the Channel, which the parties have agreed will take place on 2 October 2027.
1> "Exploitation Period" means three (3) years from First Transmission.
1> "Territory" means the United Kingdom and Ireland.
## 2. Engagement and consents
1> The Company engages the Presenter to present the Series and the Presenter gives all consents needed for the Company to exploit the Programmes by means of television, video-on-demand and online streaming throughout the Territory during the Exploitation Period.
## 3. Fee
1> The Company shall pay the Presenter a fee of £42,000 for the Series, in three equal instalments.
1> The fee is a full buy-out of the rights given in clause 2 and no repeat fees, residuals or further payments of any kind shall be due.
## 4. Exclusivity
1> From the date of this Agreement until First Transmission the Presenter shall not present any other food or cookery programme on any UK television channel, provided that nothing in this clause prevents the Presenter from continuing to present "Weekend Larder" on Radio Brightside.
## 5. Conduct
1> The Company may terminate this Agreement with immediate effect if the Presenter does anything which, in the Company's reasonable opinion, brings the Presenter, the Series or Larchmont Foods into public scandal or disrepute.
## 6. General
1> This Agreement is governed by English law.
Signed: J. Fairbairn for Ashgrove Media Limited
Signed: Priya Castellane
`,
    expected: {
      parties: ["Ashgrove Media Limited", "Priya Castellane"],
      signed: "2027-06-21",
      start: "2027-10-02",
      end: "2030-10-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["GBP 42000"],
      flags: ["non_compete", "morality_clause", "buyout"]
    }
  },
  {
    id: "g7-04-image-licence-schedule-au",
    style: "g7-longform-definitions",
    format: "text",
    source: `
IMAGE LICENCE AGREEMENT
SCHEDULE
Date of Agreement    12 July 2027
Licensor    Southerly Image Studio Pty Ltd (ABN 51 824 753 556)
Licensee    Kookaburra Outdoor Gear Pty Ltd (ABN 37 605 118 920)
Images    Forty photographs from the "High Country" shoot, Alpine National Park, May 2027
Commencement Date    1 August 2027
Licence Period    24 months from the Commencement Date
Permitted Media    Printed catalogue, swing tags and product packaging; the Licensee's website
Territory    Australia and New Zealand
Exclusivity    Exclusive in the outdoor apparel category only
Licence Fee    A$8,000 plus GST
CONDITIONS
1. Grant. The Licensor grants the Licensee a licence to reproduce the Images in the Permitted Media in the Territory for the Licence Period, on the basis set out under Exclusivity in the Schedule.
2. Copyright. Copyright in the Images remains with the Licensor.
3. Credit. The Licensee will credit the Licensor where practicable.
4. Retailers. The Licensee may sub-license the Images to its authorised retailers for the purpose of promoting the Licensee's products, provided that each retailer is bound by terms no less protective of the Licensor than these Conditions.
5. Transfer. Subject to clause 4, the Licensee must not transfer or assign this licence or any of its rights under it.
6. Law. These Conditions are governed by the laws of New South Wales.
Signed for the Licensor: Tom Wheeler, Director
Signed for the Licensee: Grace Ly, Brand Manager
`,
    expected: {
      parties: ["Southerly Image Studio Pty Ltd", "Kookaburra Outdoor Gear Pty Ltd"],
      signed: "2027-07-12",
      start: "2027-08-01",
      end: "2029-07-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "print"],
      exclusive: true,
      fees: ["AUD 8000"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "g7-05-model-agreement-side-letter-prevails-uk",
    style: "g7-side-letters-amendments",
    format: "docx",
    source: `
# MODEL SERVICES AGREEMENT
This Agreement is dated 14 February 2027 and made between Halcyon Studios Ltd, 88 Bermondsey Street, London SE1 3UB ("Halcyon") and Ines Marchetti ("the Model").
## 1. Services
1> The Model will attend a one-day stills and video shoot for Halcyon's client on 10 March 2027.
## 2. Usage
1> Halcyon may use the photographs and footage of the Model taken at the shoot online, on social media and on in-store displays in the United Kingdom, on a non-exclusive basis, for twelve (12) months from 1 April 2027.
## 3. Fees
1> Session fee: £950. Usage fee: £4,800, as set out in Schedule 1.
## 4. Moral rights
1> Nothing in this Agreement waives any moral rights the Model may have.
## 5. Sub-licensing
1> Halcyon may sub-license the rights granted in clause 2 to any of its clients without further reference to the Model.
## 6. General
1> This Agreement is governed by the laws of England and Wales.
## Schedule 1
| Session fee | £950 |
| Usage fee | £4,800 |
Signed by Lydia Crane for Halcyon Studios Ltd
Signed by Ines Marchetti
## SIDE LETTER
2 March 2027
Dear Ines,
Model Services Agreement dated 14 February 2027 (the "Agreement")
Following your agent's comments, Halcyon and you agree that the Agreement is varied as follows:
(a) Clause 5 of the Agreement is deleted in its entirety.
(b) The Usage fee in Schedule 1 is increased to £6,500.
In the event of any conflict between this letter and the Agreement, this letter shall prevail. Save as set out above, the Agreement continues in full force.
Yours sincerely,
Lydia Crane, Halcyon Studios Ltd
Agreed: Ines Marchetti
`,
    expected: {
      parties: ["Halcyon Studios Ltd", "Ines Marchetti"],
      signed: "2027-02-14",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 950", "GBP 6500"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "g7-06-character-licence-clarification-letter-does-not-vary-uk",
    style: "g7-side-letters-amendments",
    format: "text",
    source: `
CHARACTER MERCHANDISING LICENCE
Dated 9 December 2026
Larkspur Animation Limited, 21 Sovereign Street, Leeds LS1 4BA ("Larkspur") and Tidewater Toys Ltd, Harbour Road, Poole BH15 1HU ("the Licensee").
1. Grant. Larkspur grants the Licensee the exclusive licence, in respect of toy products only, to use the characters from the animated series "Puddle Lane" on product packaging, point-of-sale material and television advertising in the United Kingdom and Ireland.
2. Term. The licence runs from 1 January 2027 until 31 December 2027.
3. Advance. The Licensee shall pay Larkspur a non-returnable advance of £20,000 on signature.
4. Assignment. The Licensee shall not assign this licence without Larkspur's prior written consent.
5. Law. English law applies.
Signed for Larkspur: M. Oduya. Signed for the Licensee: R. Kettle.

LETTER OF CLARIFICATION
20 February 2027
Dear Mr Kettle,
Character Merchandising Licence dated 9 December 2026
Thank you for a positive meeting. We confirm that we intend to discuss with you extending the licence to 31 December 2028 and adding the Channel Islands, and that we would expect any extension to attract a further advance of £15,000. This letter is for information only: nothing in it varies the Licence, and in the event of any inconsistency the Licence shall prevail.
Yours sincerely,
M. Oduya, Larkspur Animation Limited
`,
    expected: {
      parties: ["Larkspur Animation Limited", "Tidewater Toys Ltd"],
      signed: "2026-12-09",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 20000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "g7-07-talent-agreement-amendment-deletes-exclusivity-uk",
    style: "g7-side-letters-amendments",
    format: "pdf",
    source: `
# TALENT AGREEMENT
Date: 30 November 2026
Parties: Greenholt Supermarkets plc ("Greenholt") and Danny Okoro ("the Talent").
## 1. Term
The Term is twelve (12) months from 1 January 2027.
## 2. Rights
Greenholt may broadcast the commercials featuring the Talent on television and radio and show them on in-store screens in the United Kingdom during the Term.
## 3. Fee
Greenholt will pay the Talent £30,000 for the Term.
## 7. Exclusivity
During the Term the Talent will not appear in advertising for any other supermarket or grocery retailer.
## 11. Conduct
Greenholt may terminate this Agreement if the Talent behaves in a way that brings Greenholt into disrepute.
Signed: Karen Ellery for Greenholt Supermarkets plc; Danny Okoro.
# AMENDMENT AGREEMENT No. 1
Date: 15 October 2027
This Amendment is made between Greenholt Supermarkets plc and Danny Okoro and amends the Talent Agreement dated 30 November 2026 (the "Agreement").
1. The Term is extended so as to expire on 30 June 2028.
2. Greenholt will pay the Talent an additional fee of £12,500 for the extension.
3. Clause 7 (Exclusivity) is deleted, and the Talent is free to work for any other retailer.
4. Except as amended above, the Agreement remains unchanged and in full force.
Signed: Karen Ellery for Greenholt Supermarkets plc; Danny Okoro.
`,
    expected: {
      parties: ["Greenholt Supermarkets plc", "Danny Okoro"],
      signed: "2026-11-30",
      start: "2027-01-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "in_store"],
      exclusive: false,
      fees: ["GBP 30000", "GBP 12500"],
      flags: ["morality_clause"],
      denies: ["non_compete"]
    }
  },
  {
    id: "g7-08-photography-licence-letter-adds-medium-uk",
    style: "g7-side-letters-amendments",
    format: "scan",
    source: `
# PHOTOGRAPHY LICENCE AGREEMENT
Date of this Agreement: 20 April 2027
Licensor: Orrin Vale Photography Ltd, 5 Mill Lane, York YO1 7LP
Licensee: Pembury Rail Holidays Ltd, 2 Station Approach, Harrogate HG1 1TE
## 1. The Photographs
1> The twenty-four photographs of the Licensee's heritage rail journeys taken by the Licensor in March 2027 (the "Photographs").
## 2. Licence
1> The Licensor licenses the Licensee to reproduce the Photographs in the Licensee's printed brochures and on the Licensee's website in the United Kingdom during the Licence Period.
1> The Licence Period is 1 May 2027 to 30 April 2028.
## 3. Fee
1> The Licensee shall pay a licence fee of £4,200 plus VAT.
## 4. Credit
1> The Licensor asserts its right to be identified as the author of the Photographs.
Signed for the Licensor: Orrin Vale. Signed for the Licensee: Beth Tanaka.
## LETTER OF VARIATION
12 June 2027
Dear Beth,
Further to your request, we agree that, in addition to the media set out in clause 2, the Licensee may use the Photographs on outdoor posters at railway stations during the Licence Period, for an additional fee of £1,500 plus VAT. All other terms of the Agreement remain unchanged.
Orrin Vale, Orrin Vale Photography Ltd
Agreed for Pembury Rail Holidays Ltd: Beth Tanaka
`,
    expected: {
      parties: ["Orrin Vale Photography Ltd", "Pembury Rail Holidays Ltd"],
      signed: "2027-04-20",
      start: "2027-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "out_of_home"],
      exclusive: null,
      fees: ["GBP 4200", "GBP 1500"],
      flags: []
    }
  },
  {
    id: "g7-09-email-chain-newest-first-changes-territory-fee-uk",
    style: "g7-email-chains",
    format: "text",
    source: `
From: Alys Penrose <alys@northwindmodels.co.uk>
Sent: 8 June 2027 16:02
To: Marcus Dell <marcus.dell@fettleagency.com>
Subject: RE: RE: Cormorant Gin - Lena Strand - usage
Agreed, thanks Marcus - confirmed at £9,000 for UK and Ireland, everything else as per your first email.
Alys Penrose
Booker, Northwind Models (agent for Lena Strand)

From: Marcus Dell <marcus.dell@fettleagency.com>
Sent: 8 June 2027 11:40
To: Alys Penrose
Subject: RE: Cormorant Gin - Lena Strand - usage
Hi Alys, the client has come back: they would like Ireland added to the territory, and can go to £9,000 for the UK and Ireland together. Everything else as below.
Marcus

From: Marcus Dell <marcus.dell@fettleagency.com>
Sent: 3 June 2027 09:15
To: Alys Penrose
Subject: Cormorant Gin - Lena Strand - usage
Hi Alys,
Following the shoot, here are the usage terms we would like for Lena's images, on behalf of our client Cormorant Distillers Ltd:
Talent: Lena Strand
Client: Cormorant Distillers Ltd
Usage: the client's social media channels and its website
Period: 12 months from 1 July 2027
Territory: UK only
Fee: £7,500
Exclusivity: none - Lena is free to work for other drinks brands
Let me know if Lena is happy with this.
Marcus Dell, Account Director, Fettle Agency
`,
    expected: {
      parties: ["Cormorant Distillers Ltd", "Lena Strand"],
      signed: "2027-06-08",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 9000"],
      flags: []
    }
  },
  {
    id: "g7-10-email-chain-unaccepted-proposal-uk",
    style: "g7-email-chains",
    format: "pdf",
    source: `
# Email thread: Fizzwell x Jonah Acheampong
From: Hannah Roe, Fizzwell Beverages Ltd
Date: 25 August 2027
To: Sam Whitlock, Kinetic Talent (agent for Jonah Acheampong)
Subject: Fizzwell autumn spot - offer
Hi Sam, here is our offer for Jonah's appearance in the autumn spot.
- Use: the 30-second spot on television and as online video
- Period: six (6) months from the first air date, 5 September 2027
- Territory: United Kingdom
- Fee: £16,000
- Exclusivity: Jonah will not appear in advertising for any other soft drink during the six months
Best, Hannah
From: Sam Whitlock, Kinetic Talent
Date: 28 August 2027
Subject: RE: Fizzwell autumn spot - offer
Hi Hannah, Jonah is happy: we accept the terms as set out above. Sam
From: Hannah Roe, Fizzwell Beverages Ltd
Date: 30 August 2027
Subject: RE: RE: Fizzwell autumn spot - offer
Thanks Sam! One more thing - could we also run the spot in cinemas for the same period? Happy to talk about a fee for that.
From: Sam Whitlock, Kinetic Talent
Date: 31 August 2027
Subject: RE: RE: RE: Fizzwell autumn spot - offer
Let me speak to Jonah and come back to you on cinema.
`,
    expected: {
      parties: ["Fizzwell Beverages Ltd", "Jonah Acheampong"],
      signed: "2027-08-28",
      start: "2027-09-05",
      end: "2028-03-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["GBP 16000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "g7-11-email-chain-drops-sublicence-ca",
    style: "g7-email-chains",
    format: "docx",
    source: `
# Voice recordings - Maplewood / Colette Arsenault
From: Raj Bedi, Maplewood Studios Inc.
Date: January 8, 2028
To: Colette Arsenault
Hi Colette, thanks for a great session. We'd like to license your recordings for use in radio and online ads across Canada for two years starting January 15, 2028, for a fee of CAD 3,200. Maplewood may sublicense the recordings to the client's media agency.
From: Colette Arsenault
Date: January 10, 2028
To: Raj Bedi
Hi Raj, I'm happy with all of that except the sublicensing - I'd rather the recordings not be passed on to anyone. And could we make it one year rather than two?
From: Raj Bedi, Maplewood Studios Inc.
Date: January 11, 2028
To: Colette Arsenault
Fine by us: one year, and no sublicensing. The fee stays at CAD 3,200. Please confirm and we're done.
From: Colette Arsenault
Date: January 11, 2028
To: Raj Bedi
Confirmed. Thanks Raj!
`,
    expected: {
      parties: ["Maplewood Studios Inc.", "Colette Arsenault"],
      signed: "2028-01-11",
      start: "2028-01-15",
      end: "2029-01-14",
      perpetual: false,
      territories: ["CA"],
      channels: ["web", "broadcast"],
      exclusive: null,
      fees: ["CAD 3200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "g7-12-design-licence-all-media-other-than-uk",
    style: "g7-qualified-grants",
    format: "text",
    source: `
DESIGN LICENCE
This Agreement is dated 25 August 2027 and takes effect on 1 September 2027 (the "Effective Date").
Parties: Brindle & Hart Studio LLP, 14 Cheapside, Birmingham B5 6AY ("the Licensor"); Quillon Stationery Ltd, 9 Foundry Row, Sheffield S3 8DW ("the Licensee").
1. Artwork. "Artwork" means the "Meadowlark" pattern designs listed in the Annex.
2. Licence. Subject to clause 6, and provided that the Licensee has paid the Fee, the Licensor grants the Licensee an exclusive licence to reproduce the Artwork worldwide, in all media other than cinema and outdoor advertising, for five (5) years from the Effective Date.
3. Reserved use. The licence is exclusive save as to the Licensor's right to show the Artwork in its own portfolio and on its own website.
4. Fee. The Licensee shall pay the Licensor £12,000 on signature (the "Fee").
5. Manufacturers. The Licensee may not sub-license the Artwork except to its manufacturers for the sole purpose of producing the Licensee's products.
6. Approval. The Licensee shall obtain the Licensor's approval of each product before its first sale.
7. Law. This Agreement is governed by the law of England and Wales.
Signed: Eliza Brindle, Partner, for Brindle & Hart Studio LLP
Signed: Martin Quill, Director, for Quillon Stationery Ltd
`,
    expected: {
      parties: ["Brindle & Hart Studio LLP", "Quillon Stationery Ltd"],
      signed: "2027-08-25",
      start: "2027-09-01",
      end: "2032-08-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 12000"],
      flags: ["worldwide_exclusivity"]
    }
  },
  {
    id: "g7-13-ambassador-competitor-schedule-nz",
    style: "g7-qualified-grants",
    format: "scan",
    source: `
# BRAND AMBASSADOR AGREEMENT
Signed at Auckland on 14 January 2028.
Kereru Sportswear Limited, 60 Customs Street, Auckland ("Kereru") and Mereana Walker ("the Ambassador") agree as follows.
## 1. Term
1> The Commencement Date is 1 February 2028. This Agreement runs for a term of two (2) years from the Commencement Date.
## 2. Use of name and image
1> Kereru may use the Ambassador's name, image and the content she creates under this Agreement on social media, on Kereru's website and on in-store displays in New Zealand and Australia during the term.
## 3. Exclusivity
1> During the term the Ambassador shall not endorse, promote or appear in advertising for any Competitor.
1> "Competitor" means the businesses named in Schedule 2 and any other company whose principal business is the sale of sportswear.
1> Clause 3.1 does not prevent the Ambassador from wearing kit supplied by her national federation in competition.
## 4. Fee
1> Kereru will pay the Ambassador NZ$45,000 per year of the term, quarterly in advance.
## 5. Reputation
1> Kereru may end this Agreement on notice if the Ambassador is charged with a criminal offence or behaves in a way that seriously damages Kereru's reputation.
## 6. Transfer
1> Kereru may assign this Agreement to any Related Company without the Ambassador's consent, but may not otherwise assign or sub-license any of its rights.
## Schedule 2 - Competitors
Tussock Athletic Ltd; Southern Cross Running Co; Kiwi Peak Apparel Limited.
Signed for Kereru Sportswear Limited: Aroha Dean, Chief Executive
Signed: Mereana Walker
`,
    expected: {
      parties: ["Kereru Sportswear Limited", "Mereana Walker"],
      signed: "2028-01-14",
      start: "2028-02-01",
      end: "2030-01-31",
      perpetual: false,
      territories: ["NZ", "AU"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["NZD 45000"],
      flags: ["non_compete", "assignable", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "g7-14-footage-licence-provided-that-uk",
    style: "g7-qualified-grants",
    format: "docx",
    source: `
# FOOTAGE LICENCE
Dated this 3rd day of February 2028
BETWEEN Saltmarsh Films Ltd of 17 Quay Street, Whitstable CT5 1AN ("Saltmarsh") AND Harlow Brewing Company Ltd of The Maltings, Harlow CM20 2AB ("Harlow").
## 1. Footage
1> "Footage" means the eleven shots of the Kent coastline from Saltmarsh's documentary "Salt and Shingle" listed in the Annex.
## 2. Grant
1> Saltmarsh grants Harlow a non-exclusive licence to use the Footage in television advertising and online video advertising in the United Kingdom, and in cinema advertising provided that Saltmarsh has first approved the cinema edit in writing.
1> Other than as set out in clause 2.1, no right to use the Footage in any medium is granted.
## 3. Licence Period
1> The licence lasts for eighteen (18) months from the first broadcast of Harlow's advertisement, which shall be no earlier than 1 March 2028.
## 4. Fee
1> Harlow shall pay Saltmarsh £18,500 within thirty days of this Licence.
## 5. Moral rights
1> Saltmarsh does not waive its moral rights in the Footage.
Signed for Saltmarsh Films Ltd: Isla Brennan, Producer
Signed for Harlow Brewing Company Ltd: Owen Pryce, Marketing Director
`,
    expected: {
      parties: ["Saltmarsh Films Ltd", "Harlow Brewing Company Ltd"],
      signed: "2028-02-03",
      start: null,
      end: null,
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "broadcast", "cinema"],
      exclusive: false,
      fees: ["GBP 18500"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "g7-15-commercial-conditional-exclusivity-schedule-uk",
    style: "g7-qualified-grants",
    format: "scan",
    source: `
# ARTIST ENGAGEMENT - COMMERCIAL
## SCHEDULE
| Date | 7 October 2027 |
| Producer | Fieldfare Films Ltd, 29 Dean Street, London W1D 3RY |
| Artist | Rosalind Achebe |
| Product | Brightwell energy tariffs |
| First Transmission | 1 November 2027 |
| Usage Period | 2 years from First Transmission |
| Media | Television and video-on-demand; paid social |
| Territory | United Kingdom |
| Session Fee | £900 |
| Usage Fee | £7,200 |
| Exclusivity | Not applicable |
## TERMS
1> The Artist grants the Producer the right to use the recordings of her performance in the commercial for the Product in the Media and the Territory during the Usage Period.
1> If the Schedule states that the engagement is exclusive, the Artist shall not, during the Usage Period, appear in any advertising for a competing energy supplier.
1> The Producer may sub-license the rights in clause 1 to its client and to its client's media buying agency.
1> The Artist may not assign this engagement.
Signed for Fieldfare Films Ltd: Nadia Keel
Signed: Rosalind Achebe
`,
    expected: {
      parties: ["Fieldfare Films Ltd", "Rosalind Achebe"],
      signed: "2027-10-07",
      start: "2027-11-01",
      end: "2029-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["GBP 900", "GBP 7200"],
      flags: ["sublicensable"],
      denies: ["non_compete"]
    }
  }
]
