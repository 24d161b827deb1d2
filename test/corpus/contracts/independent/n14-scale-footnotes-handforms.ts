// Independent author "n14" (wave 14), a small DEVELOPMENT batch written without reading the reader's rules or the
// other batches' texts (only Corpus.ts, the FLAG_CODES of ContractFlags.ts, the check script's channel names and the
// first entry of n11's batch for the file convention), committed before the reader was run on it. Three styles new
// to the corpus: a union scale sheet (session and use fees in a table with a "no use in" column); a licence whose key
// terms sit in numbered footnotes to a short body; a numbered questionnaire filled in by hand (ticked and
// crossed-out options rendered as text). Started ten minutes before the deadline, so three contracts, not twelve.
//
// Answer rules decided by this author: the parties are the two who are bound (a union, an agent and a production
// company named only as a contact are not); the signing date is that of the last signature; "N months from" ends
// the day before the anniversary; fees are the sums paid for services or rights, each line of a fee table a fee,
// holding fees and pension contributions not fees; a market in a "no use in" column is not granted; a crossed-out
// option is not chosen; television is broadcast, posters out_of_home, a brand's own site web and its feeds social.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n14-union-scale-tables", "n14-footnote-key-terms", "n14-handfilled-questionnaire"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n14-01-union-scale-session-use",
    style: "n14-union-scale-tables",
    format: "docx",
    source: `
# Commercial Session Contract (Principal Performer)
## Under the 2025 Commercials Agreement - scale as shown below
Producer: Lantern Bay Productions Ltd, acting as engaging producer for the advertiser Brightwell Dairies (the advertiser is not a party).
Performer: Callum Ferris
Agent: Northlight Talent (not a party)
Session date: 14 April 2026. Contract dated 9 April 2026.
## Session and use fees
| Item | Rate | Amount | No use in |
| Session fee (one day, principal) | scale | GBP 650 | |
| Television use, UK, first cycle | 13 weeks | GBP 1800 | Republic of Ireland |
| Online use, advertiser's own site and social feeds | 13 weeks | GBP 900 | |
| Cinema | not bought | - | all markets |
| Holding fee (only if the spot is held and not aired) | per cycle | GBP 300 | |
Use period: the first cycle runs from 1 May 2026 for 13 weeks, ending 30 July 2026. Further cycles need a new agreement.
The producer's rights are non-exclusive.
Pension contribution of 5% is paid to the union scheme and is not part of the fees above.
The producer may not assign or sub-license this contract except to the advertiser.
Signed for the Producer: M. Okafor, 9 April 2026
Signed by the Performer: C. Ferris, 9 April 2026
`,
    expected: {
      parties: ["Lantern Bay Productions Ltd", "Callum Ferris"],
      signed: "2026-04-09",
      start: "2026-05-01",
      end: "2026-07-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["GBP 650", "GBP 1800", "GBP 900"],
      flags: [],
      denies: ["perpetual_term", "unlimited_media"]
    }
  },
  {
    id: "n14-02-footnoted-photo-licence",
    style: "n14-footnote-key-terms",
    format: "pdf",
    source: `
# Photograph Licence
This licence is made on 2 March 2026 between Ines Marchetti (the Photographer) and Halden Outdoor Gear AB (the Licensee).
1> The Photographer grants the Licensee a licence[1] to reproduce the photographs listed in the schedule in the media[2] and territory[3] below, for the period[4], for the fee[5].
1> The Licensee shall credit the Photographer where practical. The Photographer keeps the copyright.
1> Signed: Ines Marchetti, 2 March 2026. Signed for Halden Outdoor Gear AB: J. Lindqvist, 3 March 2026.
## Notes
[1] Exclusive in the territory below.
[2] Print catalogues and posters only. Not web, not social media, not television.
[3] Sweden, Norway and Denmark.
[4] Twelve months from 1 April 2026.
[5] SEK 48000, payable in two instalments of SEK 24000.
`,
    expected: {
      parties: ["Ines Marchetti", "Halden Outdoor Gear AB"],
      signed: "2026-03-03",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["SE", "NO", "DK"],
      channels: ["print", "out_of_home"],
      exclusive: true,
      fees: ["SEK 48000"],
      flags: [],
      denies: ["unlimited_media", "perpetual_term"]
    }
  },
  {
    id: "n14-03-handfilled-release-form",
    style: "n14-handfilled-questionnaire",
    format: "scan",
    source: `
# LIKENESS RELEASE - PLEASE ANSWER EVERY QUESTION
Q1. Your full name: Tamsin Achterberg
Q2. Company using the images: Orrin & Vale Cosmetics Pty Ltd
Q3. Where may the images be used? [ ] Worldwide [X] Australia [X] New Zealand [ ] Other: ____
Q4. In which media? [X] Website [X] Social media [ ] Television (crossed out) [X] Print [ ] In-store display (crossed out)
Q5. For how long? [ ] In perpetuity (crossed out) [X] From 1 June 2026 to 31 May 2028
Q6. Is the release exclusive? [ ] Yes [X] No
Q7. Fee: AUD 3500 (three thousand five hundred Australian dollars), plus product to the value of AUD 200 (gift, not a fee).
Q8. May the company pass these rights to others? [ ] Yes [X] No
Signature of model: T. Achterberg   Date: 20/05/2026
Signature for the company: R. Vale   Date: 22/05/2026
`,
    expected: {
      parties: ["Tamsin Achterberg", "Orrin & Vale Cosmetics Pty Ltd"],
      signed: "2026-05-22",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["AUD 3500"],
      flags: [],
      denies: ["perpetual_term", "sublicensable", "assignable"]
    }
  }
]
