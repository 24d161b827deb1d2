// Independent author "c4": deals confirmed by e-mail or letter (informal, bullet-like lines, a reply that accepts)
// and key-terms sheets followed by standard terms (a table or label lines that prevail over the terms after them).
// A DEVELOPMENT batch: written before the reader was run on it; its first score is in NOTES.md, then it was tuned on.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["email-confirmation", "key-terms-standard-terms"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c4-01-email-creator-reshare",
    style: "email-confirmation",
    format: "text",
    source: `
# Re: Lumen spring campaign - confirmation of terms
From: Joanna Park
To: Sam Rivera
Date: 12 March 2026
Hi Sam,
Thanks for a great call yesterday. This email confirms the terms on which Lumen Skincare Inc. ("Lumen") engages you, Sam Rivera, for our spring campaign.
- Content: three Instagram Reels and two TikTok videos about the Lumen Dew serum, posted on your own accounts.
- Timing: the first post goes live on 1 April 2026.
- Usage: Lumen may reshare the content on its own social media accounts and on its website for six (6) months from the first post. Paid media is not included: no TV, no print and no out-of-home use of the content.
- Territory: worldwide.
- Exclusivity: none. You are free to work with other skincare brands.
- Fee: USD 4,500, all-in, paid within 30 days of the last post.
- Lumen may not transfer these rights to anyone else.
Please reply "Agreed" to this email to confirm.
Best,
Joanna Park
Head of Partnerships, Lumen Skincare Inc.
Reply from Sam Rivera, 14 March 2026: Agreed.
`,
    expected: {
      parties: ["Lumen Skincare Inc.", "Sam Rivera"],
      signed: "2026-03-14",
      start: "2026-04-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 4500"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "c4-02-letter-photographer-correction",
    style: "email-confirmation",
    format: "pdf",
    source: `
# Licence confirmation - Harrow & Finch autumn lookbook
Dear Ms Okafor,
Further to our conversation, I am writing to confirm the licence of the autumn lookbook photographs (the "Images") taken by Northlight Photography Ltd at the shoot on 3 February 2026.
Northlight Photography Ltd grants Harrow & Finch Ltd a non-exclusive licence to use the Images in the United Kingdom from 1 March 2026 until 28 February 2027 on Harrow & Finch's website, in its email newsletters and in its printed lookbook, excluding any use in television, cinema or outdoor advertising.
The licence fee is £2,750 plus VAT.
Harrow & Finch may not sub-license the Images or pass them to third parties other than its printers.
The copyright in the Images remains with Northlight Photography Ltd.
Correction: the fee stated above should read £3,250 plus VAT, which includes the ten additional retouched Images agreed on 5 February 2026.
If you agree, please sign and return a copy of this letter.
Yours sincerely,
Daniel Achterberg
Director, Northlight Photography Ltd
Signed on behalf of Harrow & Finch Ltd: Adaeze Okafor, Brand Director, 9 February 2026
`,
    expected: {
      parties: ["Northlight Photography Ltd", "Harrow & Finch Ltd"],
      signed: "2026-02-09",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["GBP 3250"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c4-03-email-plain-english-us",
    style: "email-confirmation",
    format: "docx",
    source: `
# Deal confirmation: Trailmix x Priya Nair
Hi Priya,
Great news, we'd love to move forward. Here's the deal in plain English, between Trailmix Snacks LLC ("Trailmix", "we") and Priya Nair ("you").
What you'll make: one YouTube video (60 to 90 seconds) and four Instagram Stories featuring Trailmix bars.
When: the campaign runs from May 1, 2026 through July 31, 2026.
Where we can use it: we can run your video as paid ads on YouTube and Instagram and on our website, in the United States only. We won't use it on TV or in stores.
Exclusivity: none, you're free to work with other brands.
Money: $8,000, half on signing and half when the video goes live.
Ownership: you keep ownership of your content; we only get a license for the campaign period.
Can we share it with our retail partners? No, this license can't be sublicensed.
If this all looks good, sign below and we're set.
Trailmix Snacks LLC, by Marco Bellini, Brand Manager, April 10, 2026
Priya Nair, April 10, 2026
`,
    expected: {
      parties: ["Trailmix Snacks LLC", "Priya Nair"],
      signed: "2026-04-10",
      start: "2026-05-01",
      end: "2026-07-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 8000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c4-04-booking-confirmation-agency",
    style: "email-confirmation",
    format: "scan",
    source: `
# BOOKING CONFIRMATION
Agency: Meridian Models Ltd, acting as agent for the Model
Model: Ellie Brennan
Client: Copperfield Home Ltd
Shoot date: 22 April 2026
Usage: in-store displays and point of sale in Copperfield stores, and online on the Client's website. No social media, no print and no outdoor.
Usage period: 12 months from the shoot date
Territory: UK and Ireland
Exclusivity: Not exclusive
Fee: £1,800 shoot day plus £2,400 usage
Buyout: This is not a buyout. Any further use must be agreed and paid for separately.
Confirmed by the Client: Rosa Lindqvist for Copperfield Home Ltd, 15 April 2026
`,
    expected: {
      parties: ["Ellie Brennan", "Copperfield Home Ltd"],
      signed: "2026-04-15",
      start: "2026-04-22",
      end: "2027-04-21",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 1800", "GBP 2400"],
      flags: [],
      denies: ["buyout"]
    }
  },
  {
    id: "c4-05-voiceover-key-terms-prevail",
    style: "key-terms-standard-terms",
    format: "docx",
    source: `
# VOICE-OVER AGREEMENT
## Key Terms
| Producer | Bellweather Audio Ltd |
| Artist | Callum O'Hare |
| Client | Greenway Energy plc |
| Session date | 6 May 2026 |
| Licence period | 1 June 2026 to 31 May 2027 |
| Media | Radio and online audio (including podcasts and streaming audio) |
| Territory | Great Britain |
| Exclusivity | Exclusive in the energy supply sector for the Licence Period |
| Session fee | £600 |
| Usage fee | £4,200 |
## Standard Terms
1> These Standard Terms apply to the engagement described in the Key Terms. If the Key Terms and these Standard Terms conflict, the Key Terms prevail.
1> The Artist grants the Producer, for the benefit of the Client, the right to use the recordings made at the session in the Media, in the Territory and during the Licence Period.
1> Unless the Key Terms say otherwise, the engagement is non-exclusive.
1> The Producer may not use the recordings in television or cinema advertising without a further agreement and fee.
1> The Producer may assign the benefit of this Agreement to the Client.
1> The Artist waives any moral rights in the recordings to the extent permitted by law.
Signed for Bellweather Audio Ltd: Hannah Prewitt, 28 April 2026
Signed by the Artist: Callum O'Hare, 28 April 2026
`,
    expected: {
      parties: ["Bellweather Audio Ltd", "Callum O'Hare"],
      signed: "2026-04-28",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["GBP 600", "GBP 4200"],
      flags: ["assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "c4-06-term-sheet-all-media-excluding",
    style: "key-terms-standard-terms",
    format: "pdf",
    source: `
# TERM SHEET - TALENT LICENSE
Effective Date: January 20, 2026
Licensor: Jordan Ellis p/k/a "JAE"
Licensee: Northbound Apparel, Inc.
Property: Licensor's name, likeness and the recorded performance "Open Road" (the "Licensed Material")
License Term: Eighteen (18) months commencing on the Launch Date. The "Launch Date" means March 1, 2026.
Territory: United States, Canada and Mexico
Media: All media now known or hereafter devised, excluding theatrical exhibition and outdoor billboards.
Exclusivity: Non-exclusive
Fee: USD 50,000 flat fee
Sublicensing: Licensee may sublicense to its retail partners for co-op advertising.
Renewal: None. This license does not renew automatically.
General Terms: The general terms attached as Exhibit A are incorporated. In case of conflict, this Term Sheet controls.
## Exhibit A - General Terms
A1. Licensee shall not alter the Licensed Material except for editing for time.
A2. The license is personal to Licensee and may not be assigned.
A3. This Agreement shall be governed by the laws of the State of New York.
AGREED:
Jordan Ellis, January 20, 2026
Northbound Apparel, Inc. By: Kim Osei, VP Marketing, January 20, 2026
`,
    expected: {
      parties: ["Jordan Ellis", "Northbound Apparel, Inc."],
      signed: "2026-01-20",
      start: "2026-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["web", "social", "broadcast", "print", "in_store"],
      exclusive: false,
      fees: ["USD 50000"],
      flags: ["sublicensable"],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "c4-07-model-key-terms-excluded-media",
    style: "key-terms-standard-terms",
    format: "text",
    source: `
# MODEL RELEASE AND LICENCE - KEY TERMS
Date of this Agreement: 2 June 2026
The Company: Saltmarsh Drinks Ltd, 14 Quay Street, Whitstable CT5 1AB
The Model: Tobias Grant
Shoot: Summer cider campaign, 10 June 2026
Usage Start: the date of the Shoot
Duration: Two years
Permitted Media: Social media (organic and paid), websites, print advertising
Excluded Media: Television; cinema; outdoor
Territory: United Kingdom
Exclusivity: Exclusive for cider and beer advertising during the Duration
Fee: £3,000, a buyout of the Permitted Media for the Duration
STANDARD TERMS
1. The Model grants the Company the rights set out in the Key Terms. These Standard Terms are subject to the Key Terms.
2. The Company may not assign or sub-license these rights without the Model's written consent.
3. The Model may terminate if the Company uses the images in Excluded Media.
4. Nothing in this Agreement grants any right in perpetuity.
Signed by the Model: Tobias Grant
Signed for the Company: Priscilla Nunn, Marketing Director
`,
    expected: {
      parties: ["Saltmarsh Drinks Ltd", "Tobias Grant"],
      signed: "2026-06-02",
      start: "2026-06-10",
      end: "2028-06-09",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 3000"],
      flags: ["buyout"],
      denies: ["perpetual_term", "assignable", "sublicensable"]
    }
  },
  {
    id: "c4-08-deal-terms-amendment-replaces",
    style: "key-terms-standard-terms",
    format: "scan",
    source: `
# INFLUENCER SERVICES AGREEMENT
## Schedule 1 - Deal Terms
Brand: Copperkettle Coffee Roasters, Inc. ("Brand")
Creator: Lena Vasquez ("Creator")
Agreement Date: May 4, 2026
Campaign Period: June 1, 2026 to August 31, 2026
Deliverables: three Instagram posts and two TikTok videos
Usage Rights: Brand may repost the Deliverables on its own social channels and use them in paid social ads during the Campaign Period. No usage on broadcast, print or out-of-home.
Territory: United States
Exclusivity: None
Compensation: $12,500
## Schedule 2 - Standard Terms
1. Brand shall not sublicense the Deliverables.
2. Either party may terminate this Agreement on fifteen (15) days' written notice.
3. Brand may not assign this Agreement without Creator's consent.
## Amendment No. 1, dated May 20, 2026
The parties agree that the Campaign Period in Schedule 1 is replaced by: June 1, 2026 to October 31, 2026, and the Territory is replaced by: United States and Canada. The Compensation is increased to $15,000. All other terms remain unchanged.
Signed: Lena Vasquez; Copperkettle Coffee Roasters, Inc. by Omar Haddad, CMO
`,
    expected: {
      parties: ["Copperkettle Coffee Roasters, Inc.", "Lena Vasquez"],
      signed: "2026-05-04",
      start: "2026-06-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 15000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  }
]
