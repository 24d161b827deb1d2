// Independent author "c4", second batch: podcast sponsorships (insertion orders, host-read confirmations) and
// short licences around an event or a stock image (appearance agreements, stock licence confirmations).
// A DEVELOPMENT batch: written and committed before the reader was run on it; its first score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["podcast-sponsorship", "appearance-and-stock"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c4-11-podcast-insertion-order",
    style: "podcast-sponsorship",
    format: "docx",
    source: `
# PODCAST SPONSORSHIP INSERTION ORDER
Advertiser: Fernleaf Mattress Company LLC
Network: Tidewater Audio, Inc., on behalf of the show "Night Shift Stories"
Host: Renata Silva
IO date: August 12, 2026
Flight dates: September 1, 2026 to November 30, 2026
Territory: United States
Placements: six (6) host-read mid-roll ads, 60 seconds each
1. The Host will record and read the ads in the Host's own words from talking points supplied by the Advertiser.
2. Advertiser may re-use the recorded host-read audio on its website and on its own social media channels during the flight dates, but not in radio or television advertising and not after November 30, 2026.
3. Advertiser may not edit the Host's reads to change their meaning.
4. This sponsorship is not exclusive; however, the Network will not run ads for another mattress brand in the same episode.
5. Total cost: USD 9,600 (six placements at USD 1,600 each), invoiced monthly.
6. Neither party may assign this insertion order without the other's written consent.
Accepted for Fernleaf Mattress Company LLC: Owen Pike, Marketing Director, August 12, 2026
Accepted for Tidewater Audio, Inc.: Grace Lund, Head of Sales, August 12, 2026
`,
    expected: {
      parties: ["Fernleaf Mattress Company LLC", "Tidewater Audio, Inc."],
      signed: "2026-08-12",
      start: "2026-09-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 9600"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "c4-12-host-read-confirmation-uk",
    style: "podcast-sponsorship",
    format: "text",
    source: `
# Host-read advertising: confirmation
From: Ashdown Podcasts Ltd
To: Kettle & Crumb Bakeries Ltd
Date: 2 February 2026
We confirm that Ashdown Podcasts Ltd will produce and run four host-read adverts for Kettle & Crumb Bakeries Ltd in episodes of "The Long Lunch" released between 1 March 2026 and 30 April 2026.
Kettle & Crumb may also use the audio of the adverts on its own website for the same period. Any use on radio, or in any other podcast, is not permitted.
The adverts and the website use are licensed for the United Kingdom only.
The price is £3,400 plus VAT for the four adverts. Kettle & Crumb is not buying exclusivity: Ashdown may carry adverts for other food brands in the same episodes.
Kettle & Crumb may not pass the audio to any third party.
To accept, please sign below.
Signed for Kettle & Crumb Bakeries Ltd: Hugh Marston, 4 February 2026
`,
    expected: {
      parties: ["Ashdown Podcasts Ltd", "Kettle & Crumb Bakeries Ltd"],
      signed: "2026-02-04",
      start: "2026-03-01",
      end: "2026-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web"],
      exclusive: false,
      fees: ["GBP 3400"],
      flags: []
    }
  },
  {
    id: "c4-13-appearance-agreement-uk",
    style: "appearance-and-stock",
    format: "pdf",
    source: `
# PERSONAL APPEARANCE AGREEMENT
THIS AGREEMENT is dated 3 August 2026
BETWEEN
(1) Brightmoor Events Limited, whose registered office is at 2 Canal Wharf, Leeds LS11 5PS (the "Organiser"); and
(2) Daniel Oyelaran, c/o Fieldhouse Sports Management, 9 Albion Street, Leeds LS1 6HX (the "Athlete").
1> APPEARANCE
2> The Athlete shall attend the Leeds Marathon Expo on 26 September 2026 for a question-and-answer session of up to two (2) hours (the "Appearance").
1> PHOTOGRAPHY AND FILMING
2> The Organiser may photograph and film the Appearance and may use the resulting photographs and footage (the "Materials") to promote future Leeds Marathon Expos on its website, in its e-newsletters and on its social media accounts, in the United Kingdom, for a period of eighteen (18) months from the date of the Appearance.
2> The Materials may not be used in paid advertising in print, on television, on radio or on billboards, and may not be used to endorse any product or sponsor.
2> The Organiser shall not sub-license the Materials.
1> FEE
2> The Organiser shall pay the Athlete an appearance fee of £2,000 plus reasonable travel expenses.
1> EXCLUSIVITY
2> Nothing in this Agreement prevents the Athlete from appearing at other events, including competing expos.
1> CANCELLATION
2> If the Athlete fails to attend, no fee is payable.
Signed by Priya Castellano, Director, for and on behalf of Brightmoor Events Limited
Signed by Daniel Oyelaran
`,
    expected: {
      parties: ["Brightmoor Events Limited", "Daniel Oyelaran"],
      signed: "2026-08-03",
      start: "2026-09-26",
      end: "2028-03-25",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 2000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c4-14-stock-licence-confirmation",
    style: "appearance-and-stock",
    format: "scan",
    source: `
# STANDARD CONTENT LICENSE CONFIRMATION
License No. SL-44817
Licensor: Bluefin Stock Media, Inc.
Licensee: Greyhound Coffee Co.
Content: Image #88213, "Barista pouring latte art"
License date: October 5, 2026
License term: perpetual, starting on the License date
Permitted uses: websites, social media and printed materials such as menus and flyers, worldwide.
Prohibited uses: television and video broadcast; billboards and other out-of-home displays; use in a trademark or logo.
Exclusivity: non-exclusive
License fee: USD 349
The Licensee may not resell, sublicense or redistribute the Content as a stand-alone file.
`,
    expected: {
      parties: ["Bluefin Stock Media, Inc.", "Greyhound Coffee Co."],
      signed: "2026-10-05",
      start: "2026-10-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 349"],
      flags: ["perpetual_term"],
      denies: ["sublicensable"]
    }
  }
]
