// Independent author "c6" (wave 6), fourth batch, written after the third batch's fixes and before the reader was
// run on it: a sync licence that credits its songwriters and names media it does not license, a one-page release
// whose territory is a list of US states, an artist agreement opening with the commercial's description and roles,
// and an Australian footage licence whose headings name rights their bodies deny or limit. A DEVELOPMENT batch: its
// first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["sync-and-state-releases", "production-artist-forms"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c6-23-sync-licence-songwriters-us",
    style: "sync-and-state-releases",
    format: "docx",
    source: `
# SYNCHRONIZATION LICENSE
| Publisher (Licensor) | Harbor Lane Music Publishing, Inc. |
| Licensee | Fieldnote Films LLC |
| Composition | "Lighthouse" (written by Ada Finch and Tomás Ruiz) |
| Program | "Tidewater" brand film for Coastline Outfitters |
| Air Date | June 1, 2028 |
| Term | One (1) year from the Air Date |
| Media | Internet and social media only |
| Territory | World |
| Fee | $8,000 |
1. Licensor grants Licensee a non-exclusive license to synchronize the Composition in the Program and to exhibit the Program in the Media during the Term.
2. No broadcast, cinema or out-of-home use is licensed.
3. Licensee may not sublicense this license, except to the platforms on which the Program is posted, solely to host it.
Dated: May 2, 2028
Harbor Lane Music Publishing, Inc. - By: Grace Lund, VP Licensing
Fieldnote Films LLC - By: Omar Reid, Producer
`,
    expected: {
      parties: ["Harbor Lane Music Publishing, Inc.", "Fieldnote Films LLC"],
      signed: "2028-05-02",
      start: "2028-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 8000"],
      flags: []
    }
  },
  {
    id: "c6-24-state-territory-release-us",
    style: "sync-and-state-releases",
    format: "text",
    source: `
APPEARANCE RELEASE
Date: August 14, 2028
I, Jordan Pike, grant Sierra Vista Markets, Inc. ("Sierra Vista") the right to use photographs and video of me taken at its Reno store opening on August 14, 2028 in its weekly circular, on its website and on its in-store screens, in California, Nevada and Oregon, for eighteen (18) months from the date of this release.
I will be paid $500.
I do not grant any right to use my image in television or radio advertising.
Signed: Jordan Pike
`,
    expected: {
      parties: ["Jordan Pike", "Sierra Vista Markets, Inc."],
      signed: "2028-08-14",
      start: "2028-08-14",
      end: "2030-02-13",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print", "in_store"],
      exclusive: null,
      fees: ["USD 500"],
      flags: []
    }
  },
  {
    id: "c6-25-artist-agreement-commercial-uk",
    style: "production-artist-forms",
    format: "pdf",
    source: `
# ARTIST AGREEMENT - COMMERCIAL
Commercial: "Morning Ritual" for Brewhouse Coffee, featuring a barista and a regular customer
Role: the Barista
Production company: Northlight Pictures Ltd ("the Producer")
Artist: Keira Mensah ("the Artist")
Shoot: 5 and 6 September 2028
1. The Artist grants the Producer the right to use her performance in the Commercial on television, video-on-demand and online in the United Kingdom and Ireland for two (2) years from the first transmission of the Commercial, which the parties expect to be 1 October 2028.
2. The Producer may assign the rights to the advertiser, Brewhouse Coffee Ltd.
3. Fees: session fee £900; usage fee £7,200.
4. The Artist is not engaged exclusively and may appear in other commercials, including for other coffee brands.
Agreed: Keira Mensah, 20 August 2028
For Northlight Pictures Ltd: Ben Carter, Producer, 20 August 2028
`,
    expected: {
      parties: ["Northlight Pictures Ltd", "Keira Mensah"],
      signed: "2028-08-20",
      start: "2028-10-01",
      end: "2030-09-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "broadcast"],
      exclusive: false,
      fees: ["GBP 900", "GBP 7200"],
      flags: ["assignable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "c6-26-footage-licence-headings-au",
    style: "production-artist-forms",
    format: "docx",
    source: `
# FOOTAGE LICENCE
This licence is dated 3 February 2028 and is granted by Bluegum Aerial Pty Ltd ("Licensor") to Wattle & Co Tourism Pty Ltd ("Licensee").
## Licence
The Licensor grants the Licensee a licence to use the Footage (aerial footage of the Grampians shot on 20 January 2028) in the Licensee's online advertising and social media posts in Australia from 1 March 2028 to 28 February 2029.
## Exclusivity
The Licensor remains free to license the Footage to anyone else.
## Sub-licensing and assignment
The Licensee may not sub-license the Footage. The Licensee may assign this licence to a purchaser of its business.
## Television
Television use is not included and requires a separate licence.
## Fee
AUD 2,200 plus GST.
Signed for Bluegum Aerial Pty Ltd: Lachlan Reid
Signed for Wattle & Co Tourism Pty Ltd: Mei Chen
`,
    expected: {
      parties: ["Bluegum Aerial Pty Ltd", "Wattle & Co Tourism Pty Ltd"],
      signed: "2028-02-03",
      start: "2028-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["AU"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["AUD 2200"],
      flags: ["assignable"],
      denies: ["sublicensable"]
    }
  }
]
