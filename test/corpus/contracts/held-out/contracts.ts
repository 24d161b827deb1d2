// The held-out half of the contract corpus: written before the reader was changed and never used to tune it.
// `npm run corpus:contracts -- --held-out` scores it; `npm test` does not run it.
import type { CorpusContract } from "../Corpus.js"

export const heldOut: ReadonlyArray<CorpusContract> = [
  {
    id: "h01-model-release-lines",
    format: "docx",
    source: `
# MODEL RELEASE
Date: 12 May 2025
Model: Priya Raman
Photographer: Lumen Studio Ltd
Client: Harbour Outdoor Ltd
## 1. Grant
1.1 The Model grants the Client the right to use the photographs taken on 12 May 2025 in print and on billboards.
## 2. Term and Territory
2.1 The rights last for a period of 18 months from the date of this release and apply in the United Kingdom only.
## 3. Fee
3.1 The Client shall pay the Model a fee of £1,800.
## 4. Exclusivity
4.1 This release is non-exclusive.
`,
    expected: {
      parties: ["Priya Raman", "Lumen Studio Ltd", "Harbour Outdoor Ltd"],
      signed: "2025-05-12",
      start: "2025-05-12",
      end: "2026-11-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: []
    }
  },
  {
    id: "h02-agency-talent-takes-effect",
    format: "pdf",
    source: `
# TALENT SERVICES AGREEMENT
This Agreement is made on 3 February 2025 between Brightline Casting Ltd ("the Agency") and Tomas Berg ("the Talent").
## 1. Commencement
1.1 This Agreement takes effect on 1 March 2025 and continues for twelve (12) months.
## 2. Territory
2.1 The Territory is Sweden, Norway and Denmark.
## 3. Media
3.1 The Agency may use the recordings on television and online.
## 4. Exclusivity
4.1 The licence granted under this Agreement is non-exclusive and the Talent may accept other engagements.
## 5. Payment
5.1 The Agency shall pay the Talent SEK 40,000 within 30 days of invoice.
`,
    expected: {
      parties: ["Brightline Casting Ltd", "Tomas Berg"],
      signed: "2025-02-03",
      start: "2025-03-01",
      end: "2026-02-28",
      perpetual: false,
      territories: ["SE", "NO", "DK"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["SEK 40000"],
      flags: []
    }
  },
  {
    id: "h03-numbered-parties-effective-date",
    format: "text",
    source: `
# BRAND AMBASSADOR AGREEMENT
This Agreement is dated as of 1 June 2025 (the "Effective Date").
PARTIES
(1) Solace Skincare Limited, a company registered in England and Wales with number 0998877 ("the Brand"); and
(2) Maya Okafor of London ("the Ambassador").
## 1. Term
1.1 The Term starts on the Effective Date and runs for two years.
## 2. Exclusivity
2.1 During the Term the Ambassador shall not endorse any other skincare brand and is exclusive to the Brand in the skincare category.
## 3. Territory and Media
3.1 The Brand may use the Ambassador's name and likeness worldwide on social media and in print.
## 4. Conduct
4.1 The Brand may terminate this Agreement if the Ambassador commits any act which brings her into public disrepute, contempt or scandal.
## 5. Fee
5.1 The Brand shall pay the Ambassador £60,000 per year.
`,
    expected: {
      parties: ["Solace Skincare Limited", "Maya Okafor"],
      signed: "2025-06-01",
      start: "2025-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "print"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["worldwide_exclusivity", "morality_clause"]
    }
  },
  {
    id: "h04-parties-in-a-table",
    format: "docx",
    source: `
# APPEARANCE RELEASE
| Party | Name | Role |
| 1 | Keystone Films LLC | Producer |
| 2 | Daniel Reyes | Performer |
This release is signed on 20 January 2025.
## Grant
The Performer grants the Producer the right to use his performance in the film and its trailers in cinemas and on television.
## Territory
The rights cover the United States and Canada.
## Term
The rights start on 20 January 2025 and end on 19 January 2030.
## Fee
The Producer pays the Performer USD 2,500.
`,
    expected: {
      parties: ["Keystone Films LLC", "Daniel Reyes"],
      signed: "2025-01-20",
      start: "2025-01-20",
      end: "2030-01-19",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["cinema", "broadcast"],
      exclusive: null,
      fees: ["USD 2500"],
      flags: []
    }
  },
  {
    id: "h05-non-compete-wales",
    format: "pdf",
    source: `
# ENDORSEMENT AGREEMENT
This Agreement is made on 7 April 2025 between Velo Motors Ltd, a company registered in England and Wales ("Velo"), and Sam Whitfield ("the Rider").
## 1. Term
1.1 The Term begins on 1 May 2025 and ends on 30 April 2027.
## 2. Non-competition
2.1 During the Term the Rider shall not render services to any other manufacturer of motorcycles or appear in advertising for any such manufacturer.
## 3. Rights
3.1 Velo may use the Rider's name, image and likeness on television, in print and online in the United Kingdom and France.
## 4. Fees
4.1 Velo shall pay the Rider £120,000.
## 5. Governing law
5.1 This Agreement is governed by the laws of England and Wales.
`,
    expected: {
      parties: ["Velo Motors Ltd", "Sam Whitfield"],
      signed: "2025-04-07",
      start: "2025-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB", "FR"],
      channels: ["broadcast", "print", "web"],
      exclusive: true,
      fees: ["GBP 120000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h06-scanned-perpetual-buyout",
    format: "scan",
    source: `
# PHOTOGRAPHIC RELEASE
This release is made on 9 September 2024 between Northgate Media Ltd (the "Company") and Lena Fischer (the "Subject").
1. The Subject grants the Company the right to use the photographs worldwide in all media, in perpetuity.
2. The Company shall pay the Subject a one-off buyout fee of EUR 3,000 covering all uses.
3. The Subject waives all moral rights in the photographs.
`,
    expected: {
      parties: ["Northgate Media Ltd", "Lena Fischer"],
      signed: "2024-09-09",
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: null,
      fees: ["EUR 3000"],
      flags: ["perpetual_term", "unlimited_media", "buyout", "moral_rights_waiver"]
    }
  },
  {
    id: "h07-no-exclusivity-no-sublicence",
    format: "text",
    source: `
# PERFORMER AGREEMENT
This Agreement dated 14 March 2025 is between Riverside Theatre Company ("the Producer") and Ana Lima ("the Performer").
## 1. Rights
1.1 The Performer grants the Producer the right to record and broadcast the performance on radio and on the Producer's website in Portugal and Spain.
1.2 The Producer shall not sub-license or transfer these rights to any third party.
## 2. Exclusivity
2.1 No exclusivity. Nothing in this Agreement prevents the Performer from appearing elsewhere.
## 3. Term
3.1 The rights commence on 1 April 2025 and continue for six months.
## 4. Fee
4.1 The Producer shall pay the Performer EUR 900 per week.
`,
    expected: {
      parties: ["Riverside Theatre Company", "Ana Lima"],
      signed: "2025-03-14",
      start: "2025-04-01",
      end: "2025-09-30",
      perpetual: false,
      territories: ["PT", "ES"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["EUR 900"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h08-word-numbering-date-above",
    format: "docx",
    source: `
# VOICE RECORDING LICENCE
This Licence is made on 2 December 2024 between Echo Audio Ltd (the "Licensee") and Ruth Adeyemi (the "Artist").
1> Grant
2> The Artist grants the Licensee a licence to use the recordings of her voice in radio and television advertising.
1> Term
2> The licence begins on the date above and lasts for three years.
1> Territory
2> The licence applies in Ireland.
1> Fee
2> The Licensee shall pay the Artist a fee of EUR 4,500.
`,
    expected: {
      parties: ["Echo Audio Ltd", "Ruth Adeyemi"],
      signed: "2024-12-02",
      start: "2024-12-02",
      end: "2027-12-01",
      perpetual: false,
      territories: ["IE"],
      channels: ["broadcast"],
      exclusive: null,
      fees: ["EUR 4500"],
      flags: []
    }
  },
  {
    id: "h09-auto-renewal",
    format: "pdf",
    source: `
# CONTENT LICENSE AGREEMENT
This Content License Agreement is entered into on January 6, 2025 by and between Pixelwave Inc. ("Licensee") and Jordan Lee ("Creator").
## 1. License
1.1 Creator grants Licensee a non-exclusive license to publish the Creator's videos on YouTube and on Licensee's website in the United States.
## 2. Term
2.1 The term commences on February 1, 2025 and continues for twelve months, and shall automatically renew for successive twelve-month periods unless either party gives 30 days' notice.
## 3. Compensation
3.1 Licensee shall pay Creator $1,500 per month.
`,
    expected: {
      parties: ["Pixelwave Inc.", "Jordan Lee"],
      signed: "2025-01-06",
      start: "2025-02-01",
      end: "2026-01-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 1500"],
      flags: ["automatic_renewal"]
    }
  },
  {
    id: "h10-us-corporation",
    format: "text",
    source: `
# ENDORSEMENT AGREEMENT
This Endorsement Agreement is made and entered into on August 18, 2024, by and between Summit Sportswear, Inc., a Delaware corporation ("Company"), and Chris Donovan ("Athlete").
## Section 1. Endorsement
Athlete grants Company the exclusive right to use Athlete's name and likeness in connection with athletic footwear throughout the United States, Canada and Mexico.
## Section 2. Term
The term of this Agreement shall be from September 1, 2024 through August 31, 2026.
## Section 3. Media
Company may use the materials on television, in print and on social media.
## Section 4. Compensation
Company shall pay Athlete US$250,000 per year.
## Section 5. Morals
If Athlete is charged with a crime or engages in conduct that reflects unfavourably on Company, Company may terminate this Agreement.
`,
    expected: {
      parties: ["Summit Sportswear, Inc.", "Chris Donovan"],
      signed: "2024-08-18",
      start: "2024-09-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["broadcast", "print", "social"],
      exclusive: true,
      fees: ["USD 250000"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "h11-influencer-deliverables-table",
    format: "docx",
    source: `
# INFLUENCER AGREEMENT
This Agreement is made on 5 March 2025 between Fernhill Foods Ltd (the "Brand") and Zoe Carter (the "Influencer").
## 1. Deliverables and Fees
| Deliverable | Channel | Fee |
| 3 posts | Instagram | £750 per post |
| 1 video | TikTok | £1,200 per video |
## 2. Term
2.1 The campaign runs from 10 March 2025 to 9 June 2025.
## 3. Territory
3.1 The Brand may use the content in the United Kingdom.
## 4. Exclusivity
4.1 The Influencer shall not promote any competing food brand during the campaign.
`,
    expected: {
      parties: ["Fernhill Foods Ltd", "Zoe Carter"],
      signed: "2025-03-05",
      start: "2025-03-10",
      end: "2025-06-09",
      perpetual: false,
      territories: ["GB"],
      channels: ["social"],
      exclusive: true,
      fees: ["GBP 750", "GBP 1200"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h12-assignment-moral-rights",
    format: "pdf",
    source: `
# ILLUSTRATION LICENCE
This Licence is dated 28 October 2024 and made between Kestrel Publishing Ltd (the "Publisher") and Omar Haddad (the "Illustrator").
## 1. Licence
1.1 The Illustrator grants the Publisher an exclusive licence to reproduce the illustrations in printed books and e-books in Australia and New Zealand for five years from 1 November 2024.
## 2. Assignment
2.1 The Publisher may assign this Agreement to any company in its group without the Illustrator's consent.
## 3. Moral Rights
3.1 The Illustrator waives his moral rights in the illustrations.
## 4. Fee
4.1 The Publisher shall pay the Illustrator AUD 8,000.
`,
    expected: {
      parties: ["Kestrel Publishing Ltd", "Omar Haddad"],
      signed: "2024-10-28",
      start: "2024-11-01",
      end: "2029-10-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["print"],
      exclusive: true,
      fees: ["AUD 8000"],
      flags: ["assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "h13-may-not-assign",
    format: "text",
    source: `
# MUSIC SYNCHRONISATION LICENCE
Date of Agreement: 11 November 2024
Licensor: Harbour Lights Music Ltd
Licensee: Copperfield Pictures Ltd
## 1. Grant
1.1 The Licensor grants the Licensee a non-exclusive licence to synchronise the track with the film and exhibit it in cinemas in Italy.
1.2 The Licensee may not assign or sub-license this licence.
## 2. Term
2.1 The licence runs for a period of 7 years from 1 December 2024.
## 3. Fee
3.1 The Licensee shall pay a fee of EUR 12,000.
`,
    expected: {
      parties: ["Harbour Lights Music Ltd", "Copperfield Pictures Ltd"],
      signed: "2024-11-11",
      start: "2024-12-01",
      end: "2031-11-30",
      perpetual: false,
      territories: ["IT"],
      channels: ["cinema"],
      exclusive: false,
      fees: ["EUR 12000"],
      flags: ["long_term"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h14-scanned-model-agreement",
    format: "scan",
    source: `
# MODEL AGREEMENT
Date: 3 July 2025
Model: Elif Demir
Agency: Crescent Model Management Ltd
1. The Model grants the Agency the right to use her image on the Agency's website and social media in Turkey for six months from the date of this agreement.
2. The Agency shall pay the Model TRY 20,000.
3. This agreement is non-exclusive.
`,
    expected: {
      parties: ["Elif Demir", "Crescent Model Management Ltd"],
      signed: "2025-07-03",
      start: "2025-07-03",
      end: "2026-01-02",
      perpetual: false,
      territories: ["TR"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["TRY 20000"],
      flags: []
    }
  },
  {
    id: "h15-voice-over-irrevocable",
    format: "docx",
    source: `
# VOICE-OVER AGREEMENT
This Agreement is made on 15 January 2025 between Studio Nord GmbH (the "Studio") and Lukas Weber (the "Speaker").
## Rights
The Speaker grants the Studio the non-exclusive and irrevocable right to use the voice recordings on radio and streaming services in Germany, Austria and Switzerland.
## Term
The right begins on 1 February 2025 and ends on 31 January 2028.
## Remuneration
The Studio shall pay the Speaker a buy-out fee of EUR 6,000.
`,
    expected: {
      parties: ["Studio Nord GmbH", "Lukas Weber"],
      signed: "2025-01-15",
      start: "2025-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["EUR 6000"],
      flags: ["irrevocable_grant", "buyout"]
    }
  },
  {
    id: "h16-not-exclusive-approval",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENCE
This Licence is made on 30 June 2025 between Oakleaf Hotels Ltd (the "Client") and Hana Sato (the "Photographer").
## 1. Licence
1.1 The Photographer grants the Client a licence to use the photographs in brochures and on its website in Japan.
1.2 This licence is not exclusive.
## 2. Approval
2.1 The Client shall submit every layout to the Photographer for prior approval.
## 3. Term
3.1 The licence starts on 1 July 2025 and lasts 24 months.
## 4. Fee
4.1 The Client shall pay the Photographer JPY 300,000.
`,
    expected: {
      parties: ["Oakleaf Hotels Ltd", "Hana Sato"],
      signed: "2025-06-30",
      start: "2025-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["JP"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["JPY 300000"],
      flags: []
    }
  }
]
