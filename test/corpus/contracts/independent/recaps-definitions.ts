// Independent author "c4", third batch: agents' deal recaps and deal memos (abbreviated deal points, "subject to
// long-form", agents signing for their clients) and licences whose defined terms are set out only in a schedule
// or exhibit at the end. A DEVELOPMENT batch: committed before the reader was run on it; first score in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["deal-recap", "definitions-at-end"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c4-21-agent-deal-recap-us",
    style: "deal-recap",
    format: "text",
    source: `
# DEAL RECAP - CONFIDENTIAL
To: Business Affairs, Orchard Lane Agency
From: Mia Torres, Westbrook Talent
Re: Kian Brooks / Solace Hydration "Refill" campaign
Date: January 12, 2027
Per our call, confirming the following deal points, subject to long-form:
Talent: Kian Brooks
Client: Solace Hydration, Inc.
Agency: Orchard Lane Agency LLC, as agent for Client
Services: 1 shoot day in Austin, TX (Feb. 3, 2027)
Usage: 1 yr paid social + online video (OLV) + client web, beginning on first use, est. March 1, 2027. NO broadcast, NO OOH, NO print.
Territory: US + Puerto Rico
Exclusivity: sports/hydration drinks category, for the usage period
Session fee: $2,500
Usage fee: $35,000
Approvals: talent has approval of final selects.
Agreed: Mia Torres (for Talent); Dana Cho, Orchard Lane Agency LLC (for Client)
`,
    expected: {
      parties: ["Kian Brooks", "Solace Hydration, Inc."],
      signed: "2027-01-12",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["US", "PR"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 2500", "USD 35000"],
      flags: []
    }
  },
  {
    id: "c4-22-agent-deal-memo-uk",
    style: "deal-recap",
    format: "pdf",
    source: `
# Deal memo: Ava Lindqvist for Marlow & Finch
Booking ref: MF-2207
Dear Oliver,
As discussed, I confirm the booking of my client Ava Lindqvist for Marlow & Finch Ltd's spring knitwear campaign on the following terms.
Shoot: 14 March 2027, London
Usage: 6 months from 1 April 2027, e-commerce and the client's own social channels only. Print and outdoor are not included and would be subject to a further fee.
Territory: UK
Fee: £4,000 inclusive of the shoot day and the usage above
Exclusivity: none
Please confirm by return.
Kind regards,
Hannah Beck
Beck Models Ltd, agent for Ava Lindqvist
Confirmed for Marlow & Finch Ltd: Oliver Stent, 2 March 2027
`,
    expected: {
      parties: ["Ava Lindqvist", "Marlow & Finch Ltd"],
      signed: "2027-03-02",
      start: "2027-04-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 4000"],
      flags: []
    }
  },
  {
    id: "c4-23-licence-definitions-schedule",
    style: "definitions-at-end",
    format: "docx",
    source: `
# CONTENT LICENCE
This Licence is made on the Signature Date between Greyfriars Media Limited (the "Licensor") and Oakhurst Retail Limited (the "Licensee").
1> Grant
2> The Licensor grants the Licensee a non-exclusive licence to use the Footage in the Permitted Media in the Territory during the Licence Period.
2> The Licensee may not use the Footage in any medium other than the Permitted Media.
1> Payment
2> The Licensee shall pay the Licence Fee within 30 days of the Signature Date.
1> Assignment
2> Neither party may assign or sub-license its rights under this Licence.
## Schedule - Definitions
| Signature Date | 18 January 2027 |
| Footage | The "Winter Walks" film, 90 seconds, and its cut-downs |
| Permitted Media | In-store screens and the Licensee's website |
| Territory | United Kingdom |
| Licence Period | 1 February 2027 to 31 January 2028 |
| Licence Fee | £6,500 plus VAT |
Signed for Greyfriars Media Limited: Ruth Amos, Director
Signed for Oakhurst Retail Limited: Sanjay Mehta, Director
`,
    expected: {
      parties: ["Greyfriars Media Limited", "Oakhurst Retail Limited"],
      signed: "2027-01-18",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 6500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "c4-24-photo-usage-exhibit",
    style: "definitions-at-end",
    format: "scan",
    source: `
# PHOTO USAGE AGREEMENT
Photographer Jonah Reyes ("Photographer") grants Cedar & Vine Hospitality LLC ("Client") the right to use the Photographs on the terms below and in Exhibit A.
1. Use. Client may use the Photographs in the Permitted Uses during the Usage Term in the Territory. All other uses are reserved to Photographer.
2. No Exclusivity. Photographer may license the Photographs to others.
3. Fee. Client shall pay the Fee on signature.
4. Credit. Client shall credit Photographer where practicable.
## Exhibit A
Permitted Uses: Client's website, Client's social media accounts and printed brochures
Usage Term: two (2) years from the Effective Date
Effective Date: May 1, 2027
Territory: Worldwide
Fee: US$3,200
Signed May 1, 2027 by Jonah Reyes and by Elena Park for Cedar & Vine Hospitality LLC
`,
    expected: {
      parties: ["Jonah Reyes", "Cedar & Vine Hospitality LLC"],
      signed: "2027-05-01",
      start: "2027-05-01",
      end: "2029-04-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 3200"],
      flags: []
    }
  }
]
