// The development half of the contract corpus: the reader is tuned on these, `npm test` scores them.
import type { CorpusContract } from "./Corpus.js"

export const development: ReadonlyArray<CorpusContract> = [
  {
    id: "d01-agency-talent-quoted-roles",
    format: "docx",
    source: `
# TALENT AGREEMENT
This Agreement is made on 4 March 2025 between Meridian Talent Ltd ("the Agency") and Isla Brennan ("the Talent").
## 1. Term
1.1 This Agreement takes effect on 1 April 2025 and shall continue for a period of twelve (12) months.
## 2. Territory
2.1 The Territory is the United Kingdom and Ireland.
## 3. Grant
3.1 The Talent grants the Agency the right to use her name and likeness on television and online.
## 4. Exclusivity
4.1 This licence is non-exclusive. The Talent may work for other agencies.
## 5. Fee
5.1 The Agency shall pay the Talent a fee of £8,000.
`,
    expected: {
      parties: ["Meridian Talent Ltd", "Isla Brennan"],
      signed: "2025-03-04",
      start: "2025-04-01",
      end: "2026-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 8000"],
      flags: []
    }
  },
  {
    id: "d02-numbered-parties",
    format: "pdf",
    source: `
# SPONSORSHIP AGREEMENT
THIS AGREEMENT is dated 10 January 2025
BETWEEN
(1) Coastline Beverages Limited, a company registered in England and Wales under number 01234567 whose registered office is at 1 Quay Street, Bristol ("the Brand"); and
(2) Noah Patel, of 22 Mill Lane, Leeds ("the Athlete").
## 1. Term
1.1 The Term shall commence on 1 February 2025 and continue for 24 months.
## 2. Rights
2.1 The Athlete grants the Brand the right to use his image in print, on billboards and on social media in the United Kingdom.
## 3. Exclusivity
3.1 The Athlete shall be exclusive to the Brand in the soft drinks category during the Term.
## 4. Fees
4.1 The Brand shall pay the Athlete £45,000 per annum.
`,
    expected: {
      parties: ["Coastline Beverages Limited", "Noah Patel"],
      signed: "2025-01-10",
      start: "2025-02-01",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "out_of_home", "social"],
      exclusive: true,
      fees: ["GBP 45000"],
      flags: []
    }
  },
  {
    id: "d03-model-lines-table",
    format: "docx",
    source: `
# MODEL RELEASE FORM
| Model | Aiko Tanaka |
| Client | Willow & Pine Ltd |
| Date | 18 February 2025 |
| Fee | £650 |
## Usage
The Model grants the Client the right to use the images in the Client's catalogue and on its website in the United Kingdom for 12 months from the date of this release.
## Exclusivity
The release is non-exclusive.
`,
    expected: {
      parties: ["Aiko Tanaka", "Willow & Pine Ltd"],
      signed: "2025-02-18",
      start: "2025-02-18",
      end: "2026-02-17",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 650"],
      flags: []
    }
  },
  {
    id: "d04-effective-date-definition",
    format: "text",
    source: `
# LICENSE AGREEMENT
This License Agreement is entered into as of April 1, 2025 (the "Effective Date") by and between Redwood Apparel, Inc., a California corporation ("Licensee"), and Marcus Hale ("Licensor").
## 1. Grant
1.1 Licensor grants Licensee an exclusive license to use Licensor's name and likeness in advertising for apparel throughout the world.
## 2. Term
2.1 The term of this Agreement begins on the Effective Date and continues for three (3) years.
## 3. Media
3.1 Licensee may use the materials in print, on television and on Licensee's websites.
## 4. Payment
4.1 Licensee shall pay Licensor $75,000 per year.
`,
    expected: {
      parties: ["Redwood Apparel, Inc.", "Marcus Hale"],
      signed: "2025-04-01",
      start: "2025-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "broadcast", "web"],
      exclusive: true,
      fees: ["USD 75000"],
      flags: ["worldwide_exclusivity"]
    }
  },
  {
    id: "d05-non-compete-heading-exclusivity",
    format: "pdf",
    source: `
# AMBASSADOR AGREEMENT
This Agreement is made on 2 June 2025 between Alpine Cycles GmbH (the "Company") and Eva Novak (the "Ambassador").
## 1. Term
1.1 The Term runs from 1 July 2025 to 30 June 2026.
## 2. Exclusivity
2.1 During the Term the Ambassador shall not provide services to any other bicycle manufacturer.
## 3. Rights
3.1 The Company may use the Ambassador's name and photographs on social media and its website in Germany, Austria and Switzerland.
## 4. Fee
4.1 The Company shall pay the Ambassador EUR 30,000.
`,
    expected: {
      parties: ["Alpine Cycles GmbH", "Eva Novak"],
      signed: "2025-06-02",
      start: "2025-07-01",
      end: "2026-06-30",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["EUR 30000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "d06-nothing-prevents",
    format: "docx",
    source: `
# PERFORMANCE RELEASE
This Release is made on 9 April 2025 between Lantern Stage Productions Ltd ("the Producer") and Felix Moreau ("the Performer").
## 1. Grant
1.1 The Performer grants the Producer the right to film and stream the performance online in France and Belgium.
1.2 The Producer shall not sub-license the rights granted in this Release.
## 2. Exclusivity
2.1 The rights are not exclusive. Nothing in this Release prevents the Performer from performing the same work for others.
## 3. Term
3.1 The rights commence on 15 April 2025 and continue for 6 months.
## 4. Fee
4.1 The Producer shall pay the Performer EUR 1,200.
`,
    expected: {
      parties: ["Lantern Stage Productions Ltd", "Felix Moreau"],
      signed: "2025-04-09",
      start: "2025-04-15",
      end: "2025-10-14",
      perpetual: false,
      territories: ["FR", "BE"],
      channels: ["web"],
      exclusive: false,
      fees: ["EUR 1200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "d07-scanned-release",
    format: "scan",
    source: `
# TALENT RELEASE
This release is made on 21 May 2025 between Greenway Studios Ltd (the "Producer") and Owen Clarke (the "Talent").
1. The Talent grants the Producer the right to use the footage on television and online in the United Kingdom for a period of 2 years from 1 June 2025.
2. The Producer shall pay the Talent a fee of £2,000.
3. This release is non-exclusive.
`,
    expected: {
      parties: ["Greenway Studios Ltd", "Owen Clarke"],
      signed: "2025-05-21",
      start: "2025-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 2000"],
      flags: []
    }
  },
  {
    id: "d08-perpetual-buyout-all-media",
    format: "text",
    source: `
# BUYOUT AGREEMENT
This Agreement is dated 2 September 2024 and is made between Orbit Advertising Ltd ("the Agency") and Clara Jensen ("the Artist").
1. The Artist grants the Agency the irrevocable right to use the recordings worldwide in any media now known or hereafter devised, in perpetuity.
2. The Agency shall pay the Artist a total buyout fee of £10,000, which covers all uses.
3. The Artist waives all moral rights in the recordings.
4. The Agency may sub-license the rights to its clients.
`,
    expected: {
      parties: ["Orbit Advertising Ltd", "Clara Jensen"],
      signed: "2024-09-02",
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: null,
      fees: ["GBP 10000"],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "moral_rights_waiver",
        "buyout"
      ]
    }
  },
  {
    id: "d09-morality-auto-renewal",
    format: "pdf",
    source: `
# ENDORSEMENT CONTRACT
This Endorsement Contract is made on March 3, 2025 by and between Peak Nutrition LLC ("Company") and Tyler Brooks ("Endorser").
## 1. Term
1.1 The initial term begins on April 1, 2025 and continues for one year, and shall renew automatically for further one-year terms unless terminated.
## 2. Territory
2.1 The Territory is the United States.
## 3. Use
3.1 Company may use Endorser's name and likeness on social media and on television.
## 4. Morality
4.1 If Endorser commits any act involving moral turpitude or that brings Endorser into public disrepute, Company may terminate this Contract.
## 5. Compensation
5.1 Company shall pay Endorser USD 20,000 per quarter.
`,
    expected: {
      parties: ["Peak Nutrition LLC", "Tyler Brooks"],
      signed: "2025-03-03",
      start: "2025-04-01",
      end: "2026-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "broadcast"],
      exclusive: null,
      fees: ["USD 20000"],
      flags: ["automatic_renewal", "morality_clause"]
    }
  },
  {
    id: "d10-parties-table-word",
    format: "docx",
    source: `
# LOCATION AND APPEARANCE AGREEMENT
| Party | Name | Role |
| A | Silverline Productions Ltd | Producer |
| B | Grace Holloway | Contributor |
This Agreement is signed on 12 February 2025.
## Grant
The Contributor grants the Producer the right to broadcast her contribution on television and radio.
## Territory
The grant covers the United Kingdom.
## Term
The grant begins on 12 February 2025 and ends on 11 February 2028.
## Fee
The Producer shall pay the Contributor £1,500.
`,
    expected: {
      parties: ["Silverline Productions Ltd", "Grace Holloway"],
      signed: "2025-02-12",
      start: "2025-02-12",
      end: "2028-02-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast"],
      exclusive: null,
      fees: ["GBP 1500"],
      flags: []
    }
  },
  {
    id: "d11-assignment-approval",
    format: "text",
    source: `
# COMMISSIONING AGREEMENT
Date: 6 May 2025
Commissioner: Bluebell Books Ltd
Author: Ines Duarte
## 1. Licence
1.1 The Author grants the Commissioner an exclusive licence to publish the photographs in print and e-books in Spain and Portugal for five years from the date of this agreement.
## 2. Approval
2.1 The Commissioner shall obtain the Author's prior written approval of every cover design.
## 3. Assignment
3.1 The Commissioner may assign its rights under this Agreement to any third party.
## 4. Fee
4.1 The Commissioner shall pay the Author EUR 5,000.
`,
    expected: {
      parties: ["Bluebell Books Ltd", "Ines Duarte"],
      signed: "2025-05-06",
      start: "2025-05-06",
      end: "2030-05-05",
      perpetual: false,
      territories: ["ES", "PT"],
      channels: ["print"],
      exclusive: true,
      fees: ["EUR 5000"],
      flags: ["assignable"]
    }
  },
  {
    id: "d12-no-assignment-no-exclusivity",
    format: "pdf",
    source: `
# LICENCE OF FOOTAGE
This Licence is dated 19 August 2024 between Fjord Films AS (the "Licensor") and Tidewater Media Ltd (the "Licensee").
## 1. Grant
1.1 The Licensor grants the Licensee a licence to broadcast the footage on television in Norway.
1.2 The Licensee shall not assign, transfer or sub-license this licence.
## 2. Exclusivity
2.1 There is no exclusivity under this Licence.
## 3. Term
3.1 This Licence takes effect on 1 September 2024 and expires on 31 August 2025.
## 4. Fee
4.1 The Licensee shall pay NOK 25,000.
`,
    expected: {
      parties: ["Fjord Films AS", "Tidewater Media Ltd"],
      signed: "2024-08-19",
      start: "2024-09-01",
      end: "2025-08-31",
      perpetual: false,
      territories: ["NO"],
      channels: ["broadcast"],
      exclusive: false,
      fees: ["NOK 25000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "d13-fee-table-influencer",
    format: "docx",
    source: `
# CREATOR PARTNERSHIP AGREEMENT
This Agreement is made on 1 April 2025 between Nimbus Tech Ltd (the "Company") and Leo Grant (the "Creator").
## 1. Content
| Content | Platform | Fee |
| 2 videos | YouTube | £2,000 per video |
| 4 stories | Instagram | £400 per story |
## 2. Term
2.1 The partnership runs from 1 April 2025 until 30 September 2025.
## 3. Territory
3.1 The content may be used in the United Kingdom and the United States.
`,
    expected: {
      parties: ["Nimbus Tech Ltd", "Leo Grant"],
      signed: "2025-04-01",
      start: "2025-04-01",
      end: "2025-09-30",
      perpetual: false,
      territories: ["GB", "US"],
      channels: ["social"],
      exclusive: null,
      fees: ["GBP 2000", "GBP 400"],
      flags: []
    }
  },
  {
    id: "d14-scanned-model-lines",
    format: "scan",
    source: `
# MODEL RELEASE
Date: 2 October 2025
Model: Sofia Marino
Client: Aurora Cosmetics Ltd
1. The Model grants the Client the right to use her photographs in print and on billboards in Italy for one year from the date of this release.
2. The Client shall pay the Model EUR 2,500.
`,
    expected: {
      parties: ["Sofia Marino", "Aurora Cosmetics Ltd"],
      signed: "2025-10-02",
      start: "2025-10-02",
      end: "2026-10-01",
      perpetual: false,
      territories: ["IT"],
      channels: ["print", "out_of_home"],
      exclusive: null,
      fees: ["EUR 2500"],
      flags: []
    }
  },
  {
    id: "d15-long-term-irrevocable",
    format: "text",
    source: `
# DOCUMENTARY CONTRIBUTOR AGREEMENT
This Agreement is made on 8 January 2025 between Harrow Documentary Films Ltd ("the Producer") and Dr Ruth Okonkwo ("the Contributor").
1. The Contributor grants the Producer the irrevocable, non-exclusive right to use the interview in the documentary throughout the world for 10 years from 1 February 2025.
2. The documentary may be shown in cinemas, on television and on streaming services.
3. The Producer shall pay the Contributor £500.
`,
    expected: {
      parties: ["Harrow Documentary Films Ltd", "Ruth Okonkwo"],
      signed: "2025-01-08",
      start: "2025-02-01",
      end: "2035-01-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: false,
      fees: ["GBP 500"],
      flags: ["irrevocable_grant", "long_term"]
    }
  },
  {
    id: "d16-signature-block-parties",
    format: "pdf",
    source: `
# CAMPAIGN LICENCE
This Licence is made on 14 July 2025.
## 1. Grant
1.1 The Licensor grants the Licensee the right to use the campaign photographs on out-of-home posters and in print in the Netherlands from 1 August 2025 until 31 January 2026.
## 2. Fee
2.1 The Licensee shall pay the Licensor EUR 3,500.
## 3. Exclusivity
3.1 This licence is exclusive.
## Signatures
Signed for and on behalf of Tulip Outdoor B.V. (Licensee)
Signed by Jan de Vries (Licensor)
`,
    expected: {
      parties: ["Tulip Outdoor B.V.", "Jan de Vries"],
      signed: "2025-07-14",
      start: "2025-08-01",
      end: "2026-01-31",
      perpetual: false,
      territories: ["NL"],
      channels: ["out_of_home", "print"],
      exclusive: true,
      fees: ["EUR 3500"],
      flags: []
    }
  }
]
