// Independent author "c5", second batch: agency booking confirmations with a rate card beside what was booked,
// renewals and extensions that change an earlier licence's term, and schedules whose grants and exclusions sit in
// separate tables (with a rider that overrides standard terms, and a term counted from a release date). A
// DEVELOPMENT batch: committed before the reader was run on it; its first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["booking-rate-card", "renewal-extension", "split-tables-rider"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c5-11-booking-rate-card-uk",
    style: "booking-rate-card",
    format: "docx",
    source: `
# BOOKING CONFIRMATION
Northlight Models Ltd - Booking no. NL-5531
Date: 9 January 2028
Model: Sofia Brandt
Client: Harrow & Vale plc
Job: Spring 2028 lookbook
Shoot: 1 February 2028, 1 day, London
## Agency rate card (for reference)
| Use | Rate |
| Day rate (shoot) | £1,200 |
| E-commerce, 12 months | £800 |
| Social media, 12 months | £600 |
| Print / catalogue, 12 months | £900 |
| Out-of-home, 12 months | £2,500 |
## Booked
| Item | Booked | Fee |
| Day rate | Yes | £1,200 |
| E-commerce, 12 months | Yes | £800 |
| Social media, 12 months | Yes | £600 |
| Print / catalogue | No | - |
| Out-of-home | No | - |
Usage runs for 12 months from the shoot date, in the UK only. Any usage not booked above requires the Agency's written agreement and is charged at the rate card.
Exclusivity: not booked.
Agency terms and conditions apply.
Confirmed by Harrow & Vale plc: Nadia Cole, 11 January 2028
`,
    expected: {
      parties: ["Sofia Brandt", "Harrow & Vale plc"],
      signed: "2028-01-11",
      start: "2028-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 800", "GBP 600"],
      flags: []
    }
  },
  {
    id: "c5-12-extension-agreement-us",
    style: "renewal-extension",
    format: "text",
    source: `
EXTENSION AGREEMENT
This Extension Agreement is made as of November 15, 2028 between Pinegrove Apparel, Inc. ("Licensee") and Jordan Whitfield ("Licensor").
WHEREAS, the parties entered into a Photo License Agreement dated January 10, 2028 (the "License"), under which Licensee may use the Photographs on its website and social media accounts in the United States from January 15, 2028 to January 14, 2029;
NOW, THEREFORE, the parties agree:
1. Extension of Term. The term of the License is extended so that it expires on January 14, 2030 instead of January 14, 2029.
2. Additional Media. Licensee may also use the Photographs on in-store displays in its retail stores. No other media are added.
3. Extension Fee. Licensee shall pay Licensor $5,500 for the extension.
4. No Other Changes. Except as set out above, the License remains unchanged, including its non-exclusive nature.
Licensor: Jordan Whitfield
Licensee: Pinegrove Apparel, Inc., by Kate Olsen
`,
    expected: {
      parties: ["Pinegrove Apparel, Inc.", "Jordan Whitfield"],
      signed: "2028-11-15",
      start: "2028-01-15",
      end: "2030-01-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 5500"],
      flags: []
    }
  },
  {
    id: "c5-13-renewal-letter-uk",
    style: "renewal-extension",
    format: "scan",
    source: `
# RENEWAL OF LICENCE
Our ref: SL/4471
14 March 2029
Dear Mr Adeyemi,
Licence of your photograph "Morning on the Tyne" to Quayside Coffee Roasters Limited
Your licence to us of 1 April 2028 expires on 31 March 2029. We would like to renew it on the same terms (the photograph on our website and on the menu boards in our cafés in England) for a further two years, from 1 April 2029 to 31 March 2031, for a renewal fee of £900.
The licence will remain non-exclusive. We will not use the photograph on social media or in any paid advertising.
If you agree, please sign below.
Yours sincerely,
Grace Tulloch, Quayside Coffee Roasters Limited
I agree to the renewal on the terms above: Femi Adeyemi, 18 March 2029
`,
    expected: {
      parties: ["Femi Adeyemi", "Quayside Coffee Roasters Limited"],
      signed: "2029-03-18",
      start: "2029-04-01",
      end: "2031-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 900"],
      flags: []
    }
  },
  {
    id: "c5-14-music-schedule-split-tables-uk",
    style: "split-tables-rider",
    format: "docx",
    source: `
# MUSIC LICENCE - SCHEDULE OF RIGHTS
Licensor: Tidewater Music Publishing Ltd
Licensee: Fable & Fern Films Ltd
Track: "Paper Boats" (written by Hannah Ode)
Production: Fable & Fern autumn brand film
Date of licence: 2 September 2028
## Table A - Rights granted
| Medium | Territory | Period |
| Online (brand website, YouTube) | Worldwide | 2 years from the Release Date |
| Social media (organic and paid) | Worldwide | 2 years from the Release Date |
| Cinema advertising | UK and Ireland | 2 years from the Release Date |
## Table B - Rights excluded
| Medium | Note |
| Television broadcast | Not licensed; quote on request |
| Radio | Not licensed |
| Out-of-home screens | Not licensed |
Release Date: 1 October 2028
Fee: £12,000 for all rights in Table A.
The licence is non-exclusive.
Signed for the Licensor: P. Dunmore
Signed for the Licensee: A. Shah
`,
    expected: {
      parties: ["Tidewater Music Publishing Ltd", "Fable & Fern Films Ltd"],
      signed: "2028-09-02",
      start: "2028-10-01",
      end: "2030-09-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "cinema"],
      exclusive: false,
      fees: ["GBP 12000"],
      flags: []
    }
  },
  {
    id: "c5-15-standard-terms-rider-us",
    style: "split-tables-rider",
    format: "pdf",
    source: `
# TALENT AGREEMENT - STANDARD TERMS
Company: Kestrel Outdoor Gear, Inc.
Talent: Noor Haddad
Effective Date: April 1, 2029
1. Grant. Talent grants Company the right to use the Materials in all media throughout the world for three (3) years from the Effective Date.
2. Exclusivity. Talent's services are exclusive to Company in the outdoor apparel category.
3. Fee. Company shall pay Talent $20,000.
## RIDER A
This Rider prevails over the Standard Terms where they conflict.
A1. Section 1 is replaced as follows: Company may use the Materials on its website, its social media accounts and in its printed catalogs only, in the United States, for one (1) year from the Effective Date.
A2. Section 2 is deleted. The engagement is non-exclusive.
A3. The fee in Section 3 is increased to $24,000.
Signed April 1, 2029: Noor Haddad; Kestrel Outdoor Gear, Inc. by Sam Ito
`,
    expected: {
      parties: ["Kestrel Outdoor Gear, Inc.", "Noor Haddad"],
      signed: "2029-04-01",
      start: "2029-04-01",
      end: "2030-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 24000"],
      flags: []
    }
  },
  {
    id: "c5-16-clip-license-release-date-us",
    style: "split-tables-rider",
    format: "pdf",
    source: `
# CLIP LICENSE AGREEMENT
Licensor: Redtail Archive Films, LLC
Licensee: Meridian Bay Pictures, Inc.
Clip: 45 seconds of "Harbor Lights 1962" newsreel footage
1. License. Licensor grants Licensee a non-exclusive license to include the Clip in the trailers and TV spots for the motion picture "Undertow" (the "Picture"), for exhibition in theatres, on television and online.
2. Term. The license runs for eighteen (18) months commencing on the Release Date. "Release Date" means the Picture's initial theatrical release in the United States, being July 18, 2029.
3. Territory. The United States and its territories and possessions, excluding Puerto Rico.
4. Restrictions. The Clip shall not be used in any print advertising or merchandise, or in the Picture itself.
5. Fee. Licensee shall pay $7,500 upon execution.
Dated: May 2, 2029
Redtail Archive Films, LLC
Meridian Bay Pictures, Inc.
`,
    expected: {
      parties: ["Redtail Archive Films, LLC", "Meridian Bay Pictures, Inc."],
      signed: "2029-05-02",
      start: "2029-07-18",
      end: "2031-01-17",
      perpetual: false,
      territories: ["US"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: false,
      fees: ["USD 7500"],
      flags: []
    }
  }
]
