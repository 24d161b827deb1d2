// Independent author "c6" (wave 6), third batch, written after the second batch's fixes and before the reader was
// run on it: a release whose permissions are tick boxes, a licence that denies perpetuity and asserts moral rights
// with its dates defined at the end, a talent licence with an option to renew and archival copies kept in
// perpetuity, a usage grid whose media are columns, and a voice-over agreement with a group assignment, a buyout and
// a term from an expected first transmission. A DEVELOPMENT batch: its first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["tick-box-releases", "archive-and-option-terms", "usage-grids"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c6-18-tick-box-release-us",
    style: "tick-box-releases",
    format: "pdf",
    source: `
# TALENT RELEASE - CHECK ALL THAT APPLY
Talent name: Marisol Vega
Producer: Copperline Creative LLC
Production: "Open Road" campaign for Westbay Auto Group
Date: July 9, 2028
I grant Producer the right to use my likeness and voice in the following media (checked boxes only):
[x] Internet and streaming   [x] Social media   [ ] Television   [ ] Print   [ ] Out-of-home
for two (2) years from the date above, in the United States.
Additional permissions (checked boxes only):
[x] Producer may sub-license these rights to Westbay Auto Group and its dealers
[ ] Producer may alter my voice or likeness beyond ordinary editing
[ ] Use in connection with political or religious messages
Compensation: $2,400, paid on the date above.
Signature: Marisol Vega   Date: July 9, 2028
`,
    expected: {
      parties: ["Marisol Vega", "Copperline Creative LLC"],
      signed: "2028-07-09",
      start: "2028-07-09",
      end: "2030-07-08",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 2400"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "c6-19-photo-licence-definitions-uk",
    style: "archive-and-option-terms",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE
This Licence is made on 21 July 2027 between Imogen Hartley, trading as Hartley Photography ("the Photographer"), and Ashcombe Garden Centres Limited ("the Client").
1> Licence. The Photographer licenses the Client to reproduce the Photographs in the Client's printed catalogues and in-store displays in the United Kingdom for three (3) years from the Delivery Date.
1> Nature of the licence. The licence is non-exclusive, is granted for the Licence Period only and not in perpetuity, and is irrevocable save for non-payment of the Fee.
1> Moral rights. The Photographer asserts her moral right to be identified as the author of the Photographs. She does not waive any moral right.
1> No buy-out. The Fee is not a buy-out: any use beyond clause 1 requires a further licence and fee.
1> Fee. The Client shall pay the Photographer £3,600 within 30 days of the Delivery Date.
1> Definitions. "Delivery Date" means 4 August 2027, the date the Photographs were delivered. "Licence Period" means the period in clause 1.
Signed by Imogen Hartley
Signed for Ashcombe Garden Centres Limited by Paul Denby, Director
`,
    expected: {
      parties: ["Imogen Hartley", "Ashcombe Garden Centres Limited"],
      signed: "2027-07-21",
      start: "2027-08-04",
      end: "2030-08-03",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "in_store"],
      exclusive: false,
      fees: ["GBP 3600"],
      flags: ["irrevocable_grant"],
      denies: ["perpetual_term", "moral_rights_waiver", "buyout"]
    }
  },
  {
    id: "c6-20-talent-license-option-archive-us",
    style: "archive-and-option-terms",
    format: "text",
    source: `
TALENT LICENSE AGREEMENT
Dated: January 12, 2029
Between: Summit Ridge Credit Union ("Company") and Devon Marsh ("Talent").
1. Grant. Talent grants Company a non-exclusive license to use the Photographs on Company's website, in its branches and in direct mail to its members in the State of Colorado, United States, from February 1, 2029 through January 31, 2030 (the "Term").
2. Option. Company shall have the option to renew the Term for one (1) additional year by written notice to Talent at least thirty (30) days before the Term ends. This Agreement does not renew automatically.
3. Archive. After the Term, Company may keep copies of the Photographs in its internal archives in perpetuity but shall make no further public use of them.
4. Fee. Company shall pay Talent $3,000.
5. Assignment. Neither party may assign this Agreement without the other's written consent.
Company: Summit Ridge Credit Union, by Ellen Park, Marketing Director
Talent: Devon Marsh
`,
    expected: {
      parties: ["Summit Ridge Credit Union", "Devon Marsh"],
      signed: "2029-01-12",
      start: "2029-02-01",
      end: "2030-01-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print", "in_store"],
      exclusive: false,
      fees: ["USD 3000"],
      flags: [],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "c6-21-usage-grid-columns-uk",
    style: "usage-grids",
    format: "docx",
    source: `
# USAGE CONFIRMATION
Client: Larkspur Home Insurance plc
Presenter: Tom Ashby
Commercial: "Home, Sorted" (30 seconds)
Date: 3 March 2028
## Usage grid
| Medium | TV | Online video | Social | Cinema | Radio |
| Licensed | Yes | Yes | Yes | No | No |
| Period | 12 months | 12 months | 12 months | - | - |
Usage period: 12 months from first transmission on 1 April 2028.
Territory: United Kingdom.
Exclusivity: the Presenter will not appear in advertising for any other insurer during the usage period.
Fee: £30,000 for the usage above.
Agreed for Larkspur Home Insurance plc: Rachel Moore, 3 March 2028
Agreed: Tom Ashby, 4 March 2028
`,
    expected: {
      parties: ["Larkspur Home Insurance plc", "Tom Ashby"],
      signed: "2028-03-04",
      start: "2028-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["GBP 30000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "c6-22-voiceover-group-assignment-uk",
    style: "usage-grids",
    format: "pdf",
    source: `
# VOICE-OVER AGREEMENT
Date: 10 January 2028
Parties: Brightline Rail Limited (the "Client") and Nadia Osei (the "Artist"), through her agent Clearwater Voices Ltd.
1. Services. The Artist will record the voice-over for the Client's spring campaign on 24 January 2028.
2. Usage. The Client may use the recordings on radio and online, in the United Kingdom, for 12 months commencing on the date of first broadcast, which the parties expect to be 1 March 2028.
3. Buy-out. The fee of £6,500 is a full buy-out of the usage in clause 2; no repeat fees are payable for that usage.
4. Assignment. The Client may assign this Agreement to any member of its group of companies. Any other assignment requires the Artist's consent.
5. Exclusivity. None.
Signed for Brightline Rail Limited: Sam Hughes, 12 January 2028
Signed by the Artist: Nadia Osei, 12 January 2028
`,
    expected: {
      parties: ["Brightline Rail Limited", "Nadia Osei"],
      signed: "2028-01-12",
      start: "2028-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "broadcast"],
      exclusive: false,
      fees: ["GBP 6500"],
      flags: ["buyout", "assignable"]
    }
  }
]
