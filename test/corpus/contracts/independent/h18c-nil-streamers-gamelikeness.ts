// Held-out author "h18c" (wave 18), a held-out batch from 2026-11-28 (frozen, scored only) until wave 30, when it moved
// to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). One batch written
// without reading the reader's rules or the other batches' texts (only Corpus.ts, evaluate.ts, Review.ts,
// ContractFlags.ts, Doubts.ts, the top of NOTES.md and the answer-rule paragraphs of earlier authors, and the first
// entry of n11's batch for the file convention), and committed before the reader was run on it: US college athletes'
// NIL deals (a collective's agreement with a conduct clause and school disclosure, a marketplace deal summary with a
// platform fee taken out, a dealership's scanned deal with a billboard, radio spots and a category exclusivity in one
// state); streamer and creator sponsorships (a Twitch sponsorship with overlays, segments, a viewer bonus and content
// guidelines, a per-stream booking with VAT and a kill fee, a YouTube integration deal whose rider narrows the paid
// usage, a scanned peripheral sponsorship with an affiliate commission and a renewal that runs on unless cancelled);
// and likeness licences for video games (a cover athlete's scan and likeness licence whose term runs from the game's
// release, a boxer's mobile-game licence whose launch date comes in a later notice, a scanned release of a performer
// scanned as a background character).
//
// Answer rules decided by this author: the parties are the two who are bound (an agent, a marketplace platform, a
// university that only receives a disclosure are not); the signing date is the last signature or the acceptance; the
// start is the stated effective date or, where the licence runs from a first post, stream or release, that date;
// "N years from" ends the day before the anniversary, "N days after" a date ends N days later; fees are the sums
// paid for the services or rights: totals, instalments, VAT, a platform's service fee, a kill or cancellation fee, a
// performance bonus owed only if a target is met, a percentage or per-sale commission or royalty and free products are not fees,
// a recoupable advance is; the game itself is not one of the seven channels, its marketing media are; Twitch, YouTube,
// TikTok and Instagram are social, a web shop or app-store page web, radio and television broadcast, a billboard
// out_of_home, a retailer's display in_store; a rider that says it prevails wins over the main terms; "the world,
// excluding X" is worldwide; a promise not to promote a category's competitors is an exclusivity with non_compete;
// posts that may stay up after the term do not make the term perpetual; end users' right to keep playing copies sold
// during the term does not make the licence perpetual.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h18c-nil-deals", "h18c-streamer-sponsorships", "h18c-game-likeness-licences"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h18c-01-collective-nil-agreement",
    style: "h18c-nil-deals",
    format: "docx",
    source: `
# NAME, IMAGE AND LIKENESS AGREEMENT
This Name, Image and Likeness Agreement (the "Agreement") is entered into as of August 1, 2026 (the "Effective Date") by and between Lone Star Legacy Collective, LLC, a Texas limited liability company (the "Collective"), and Jalen M. Okafor, a student-athlete enrolled at a Texas institution of higher education (the "Athlete").
## 1. Services
1> Athlete shall create and publish on Athlete's personal Instagram, TikTok and X accounts no fewer than four (4) posts per calendar month promoting the Collective's charitable partners, each including the disclosure #ad or #NILpartner.
1> Athlete shall make up to two (2) in-person appearances per semester at events organized by the Collective, each not more than three (3) hours, scheduled so as not to conflict with Athlete's academic or team obligations.
## 2. Grant of NIL Rights
1> Athlete grants the Collective a non-exclusive, non-transferable license during the Term to use Athlete's name, nickname, image, likeness, signature and biographical information (the "NIL") within the United States solely (a) on the Collective's website and (b) on the Collective's Instagram, Facebook and TikTok accounts, in connection with the Services.
1> Nothing in this Agreement restricts Athlete from entering into other NIL agreements with third parties, provided Athlete complies with the institution's NIL policy.
1> The Collective shall not use any trademark, logo, uniform or facility of the institution or its athletic conference, and acquires no right to do so.
## 3. Term
1> The Term begins on the Effective Date and ends on May 31, 2027, unless terminated earlier under Section 7. Posts published during the Term may remain on the Collective's accounts after the Term, but the Collective shall make no new use of the NIL after the Term.
## 4. Compensation
1> In consideration of the Services and the license, the Collective shall pay Athlete total compensation of Thirty-Six Thousand Dollars ($36,000), payable in nine (9) equal monthly installments of $4,000 on the fifteenth day of each month from September 2026 through May 2027, provided Athlete has performed the Services for the preceding month.
1> Compensation is not contingent on Athlete's enrollment at any particular institution or athletic performance and is not an inducement to enroll.
## 5. Disclosure
1> Athlete shall disclose this Agreement to the institution through its NIL disclosure portal within five (5) business days after signing. The institution is not a party to this Agreement.
## 6. Conduct
1> If Athlete is charged with a felony, engages in conduct that brings Athlete or the Collective into public disrepute, or is suspended from competition for a violation of team rules, the Collective may suspend payments or terminate this Agreement on written notice.
## 7. Termination; Assignment
1> Either party may terminate on thirty (30) days' written notice if the other materially breaches and fails to cure within that period.
1> Neither party may assign this Agreement or any right under it without the prior written consent of the other party.
## 8. General
1> This Agreement is governed by the laws of the State of Texas.
| Lone Star Legacy Collective, LLC | Athlete |
| By: /s/ Dana R. Whitcomb, Executive Director | /s/ Jalen M. Okafor |
| Date: July 22, 2026 | Date: July 24, 2026 |
`,
    expected: {
      parties: ["Lone Star Legacy Collective, LLC", "Jalen M. Okafor"],
      signed: "2026-07-24",
      start: "2026-08-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 36000"],
      flags: ["morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h18c-02-marketplace-deal-summary",
    style: "h18c-nil-deals",
    format: "text",
    source: `
# Deal Summary - ACCEPTED
Platform: AthleteLink NIL Marketplace (facilitator only; not a party to the deal)
Deal ID: AL-2026-0918-44721
Brand: Summit Ridge Outfitters, Inc.
Athlete: Ava Lindqvist (Women's Gymnastics, Class of 2028)
Offer sent: Sep 8, 2026 | Accepted by athlete: Sep 10, 2026
Deliverables: (1) Instagram Reel, 30-60 sec, featuring the Ridgeline fleece; (1) TikTok video, same product. Both must tag @summitridgeoutfitters and include #ad. Post window: Sep 14 - Sep 21, 2026.
Product: 1 Ridgeline fleece (retail $129) shipped to athlete, athlete keeps product.
Payment: $1,500.00. AthleteLink service fee (8%, $120.00) is deducted before payout; athlete payout $1,380.00. Paid within 14 days after both posts are verified.
Usage rights: Brand may repost and share both posts organically on Brand's Instagram, TikTok and Facebook pages from the date of the first post through December 31, 2026.
NOT included: paid ads / boosting / whitelisting, email, website, in-store, print. Any extra usage needs a new offer.
Exclusivity: None.
Content must not reference the athlete's school, team name, uniforms or conference logos.
Athlete confirms she will disclose this deal to her school's compliance office as required.
Deliverable status: Reel posted Sep 15, 2026 (verified); TikTok posted Sep 16, 2026 (verified).
`,
    expected: {
      parties: ["Summit Ridge Outfitters, Inc.", "Ava Lindqvist"],
      signed: "2026-09-10",
      start: "2026-09-15",
      end: "2026-12-31",
      perpetual: false,
      territories: [],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 1500"],
      flags: []
    }
  },
  {
    id: "h18c-03-dealership-nil-scan",
    style: "h18c-nil-deals",
    format: "scan",
    source: `
# BAYOU MOTORS NIL ENDORSEMENT AGREEMENT
Dealer: Bayou Motor Group, Inc. d/b/a Bayou Motors, 4410 Airline Hwy, Baton Rouge, LA 70805
Athlete: Tre'Von Ballard
Agent: Crescent Sports Management (Athlete's NIL agent, signs for notice only, not a party)
Date of Agreement: August 3, 2026
1> Endorsement. Athlete will endorse Dealer's dealerships in radio spots, on billboards along Interstates 10 and 12, and at one autograph appearance at Dealer's Baton Rouge showroom on a Saturday to be agreed.
1> Rights. Dealer may use Athlete's name, image, likeness and recorded voice in (a) up to three 30-second radio spots broadcast on stations serving Louisiana and (b) billboards located in Louisiana. No television, no social media or internet use without a separate written agreement.
1> Term. From the Date of Agreement through January 31, 2027. Billboards shall be taken down and radio spots pulled by that date.
1> Fees. Endorsement fee $10,000, payable $5,000 on signing and $5,000 on December 1, 2026. Appearance fee $2,500, payable on the day of the appearance. If Athlete cancels the appearance other than for a team, academic or medical reason, Athlete shall refund a cancellation fee of $500. Dealer reimburses mileage at the IRS rate.
1> Exclusivity. During the Term Athlete will not endorse, appear for or promote any other automobile dealer, manufacturer or auto-finance company in the State of Louisiana.
1> No school marks. Dealer shall not use the University's name, logos, colors as a trademark, or uniforms. Athlete will disclose this Agreement to the University as required by Louisiana law.
1> Conduct. Dealer may end this Agreement at once if Athlete commits any act that in Dealer's reasonable judgment would bring Dealer into public scandal or ridicule.
1> Assignment. This Agreement is personal to Athlete and may not be assigned by either party.
Signed: BAYOU MOTOR GROUP, INC. by Curtis Leblanc, President, 8/3/2026
Signed: Tre'Von Ballard, 8/3/2026
`,
    expected: {
      parties: ["Bayou Motor Group, Inc.", "Tre'Von Ballard"],
      signed: "2026-08-03",
      start: "2026-08-03",
      end: "2027-01-31",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "out_of_home"],
      exclusive: true,
      fees: ["USD 10000", "USD 2500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h18c-04-twitch-sponsorship-agreement",
    style: "h18c-streamer-sponsorships",
    format: "docx",
    source: `
# STREAMER SPONSORSHIP AGREEMENT
This Streamer Sponsorship Agreement is made between VoltRush Beverages Inc., a Delaware corporation ("Sponsor"), and Dana Whitfield, professionally known as "kestrel" ("Streamer").
## Key Terms
| Term | Detail |
| Channels | Streamer's Twitch channel twitch.tv/kestrel and YouTube channel @kestrelplays |
| Term | January 1, 2027 to June 30, 2027 |
| Sponsorship Fee | US$30,000 for the Term, paid 50% on January 15, 2027 and 50% on April 15, 2027 |
| Viewer Bonus | US$5,000 if Streamer's average concurrent viewers across the Term exceed 6,000 (Twitch analytics) |
| Territory | Worldwide |
| Category | Energy drinks, caffeinated beverages and hydration mixes |
## 1. Deliverables
1> Streamer shall display Sponsor's logo overlay (supplied by Sponsor, bottom-right, no smaller than 200 x 80 px) during every live stream on the Twitch channel during the Term.
1> Streamer shall deliver two (2) sponsored segments of at least 90 seconds per calendar month, enable the !voltrush chat command and keep Sponsor's panel and link in the channel description.
1> Streamer shall stream no fewer than twelve (12) times per month, each for not less than three (3) hours.
## 2. License
1> Streamer grants Sponsor a worldwide license during the Term to use Streamer's name, gamertag, image and clips of the sponsored segments on Sponsor's own social media accounts and on Sponsor's website.
## 3. Exclusivity
1> During the Term Streamer shall not promote, display, consume on stream or accept sponsorship from any brand in the Category other than Sponsor, and Sponsor is Streamer's exclusive partner in the Category.
## 4. Content Guidelines
1> Streamer shall comply with the Twitch Community Guidelines and shall not, in any sponsored segment, use hate speech, depict illegal drug use or make claims about the health effects of Sponsor's products.
1> If Streamer is banned or suspended by Twitch, or engages in conduct that in Sponsor's reasonable opinion damages Sponsor's reputation, Sponsor may terminate this Agreement immediately and pay only the Fee pro rata to the termination date.
## 5. General
1> Sponsor may not sub-license the rights in Section 2. This Agreement is governed by the laws of the State of New York.
| VoltRush Beverages Inc. | Streamer |
| By: Melissa Tran, VP Marketing | Dana Whitfield |
| Date: December 9, 2026 | Date: December 11, 2026 |
`,
    expected: {
      parties: ["VoltRush Beverages Inc.", "Dana Whitfield"],
      signed: "2026-12-11",
      start: "2027-01-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["USD 30000"],
      flags: ["worldwide_exclusivity", "non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h18c-05-per-stream-booking",
    style: "h18c-streamer-sponsorships",
    format: "text",
    source: `
# Sponsored Stream Booking Confirmation
From: Tom Ashdown, Partnerships, Harrowgate Interactive Ltd
To: Niamh Corrigan (via her manager, Fern Talent - not a party)
Date: 2 February 2027
Hi Niamh, as agreed on our call, here is the booking for the launch of Ironwake. Reply "confirmed" and this is binding between Harrowgate Interactive Ltd and you.
Game: Ironwake (PC / console), launch 18 February 2027
Streams (Twitch, with VOD kept on your YouTube channel):
| Stream | Date | Length | Fee |
| 1 - Launch day playthrough | 18 Feb 2027 | 4 hrs | GBP 4,000 |
| 2 - Co-op session | 20 Feb 2027 | 3 hrs | GBP 2,000 |
| 3 - Endgame / giveaway | 25 Feb 2027 | 3 hrs | GBP 2,000 |
| Total | | | GBP 8,000 |
All fees exclusive of VAT, which we add at 20% against your VAT invoice.
Early-access game keys and a launch merch pack are sent free; they are not part of the fee.
Kill fee: if we cancel a stream less than 48 hours before it starts, we pay 50% of that stream's fee.
Usage: we may clip the streams and run the clips as paid social ads (YouTube, Instagram, TikTok) targeted to the UK and Ireland only, from the first stream until 30 days after the final stream. No TV, no outdoor, nothing outside the UK and Ireland.
Non-exclusive: you are free to stream other games, including competitors' launches, outside the booked streams.
You must disclose each stream as sponsored (!ad in title and the Twitch branded content tag).
---
From: Niamh Corrigan
Date: 3 February 2027
Confirmed - see you on the 18th!
`,
    expected: {
      parties: ["Harrowgate Interactive Ltd", "Niamh Corrigan"],
      signed: "2027-02-03",
      start: "2027-02-18",
      end: "2027-03-27",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social"],
      exclusive: false,
      fees: ["GBP 4000", "GBP 2000"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h18c-06-youtube-integration-rider",
    style: "h18c-streamer-sponsorships",
    format: "pdf",
    source: `
# CREATOR INTEGRATION AGREEMENT
Between: Lumenfold Networks, Inc. ("Brand") and Marcus Oyelaran ("Creator"), owner of the YouTube channel "Oyelaran Builds".
Signed: Brand on February 8, 2027; Creator on February 10, 2027.
## 1. Integrations
1> Creator will produce four (4) integrations, each a 60 to 90 second spoken ad read for the Lumenfold VPN app, placed in the first third of four long-form videos published on the Channel. The first integrated video will be published on March 3, 2027; the others at intervals of about four weeks.
1> Each integrated video will stay public on the Channel for at least twelve (12) months after publication.
## 2. Fees
1> Brand will pay US$5,500 per integration, invoiced on publication of each video and payable net 30. Creator's affiliate link earns an additional US$3 per paid subscription.
## 3. Usage
1> Brand may use the integration footage in paid advertising in all media, worldwide, for twelve (12) months from the publication of the first integrated video.
## 4. Exclusivity
1> For the Term Creator will not promote any other VPN, proxy or password manager product on the Channel or any other channel Creator controls.
## 5. Conduct
1> Brand may end this Agreement if Creator engages in conduct that brings Creator or Brand into public disrepute, and will pay for integrations already published.
## RIDER A - USAGE (PREVAILS)
This Rider prevails over the Agreement wherever they conflict.
1> Paid usage under Section 3 is limited to YouTube pre-roll and Meta (Facebook and Instagram) ads targeted to the United States and Canada. Brand may not use the footage on television, out-of-home, in print or on its website.
1> The Term of usage remains twelve (12) months from the publication of the first integrated video.
Initialled: ML (Brand) / MO (Creator)
`,
    expected: {
      parties: ["Lumenfold Networks, Inc.", "Marcus Oyelaran"],
      signed: "2027-02-10",
      start: "2027-03-03",
      end: "2028-03-02",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social"],
      exclusive: true,
      fees: ["USD 5500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["unlimited_media", "worldwide_exclusivity"]
    }
  },
  {
    id: "h18c-07-peripheral-sponsorship-scan",
    style: "h18c-streamer-sponsorships",
    format: "scan",
    source: `
# SPONSORING AGREEMENT (ENGLISH CONVENIENCE VERSION)
between Arcwing Peripherals GmbH, Schanzenstrasse 21, 20357 Hamburg ("Arcwing")
and Lena Vogt, Leipzig, streaming as "lenavoxx" ("Creator")
1> Subject. Creator will use Arcwing mice, keyboards and headsets visibly in all streams on her Twitch and YouTube channels and present Arcwing products in one dedicated segment per month.
1> Rights. Creator grants Arcwing the non-exclusive right to use her name, stream name and photographs supplied by her on Arcwing's online shop product pages, on Arcwing's social media channels and on point-of-sale displays at Arcwing's retail partners, in Germany, Austria and Switzerland.
1> Remuneration. Arcwing pays a flat fee of EUR 12,000 net for each contract year, plus statutory VAT (currently 19%), in quarterly instalments of EUR 3,000. Creator also receives 10% commission on net sales made with her discount code LENAVOXX and free products worth up to EUR 1,500 per year.
1> Term. The agreement runs from 1 January 2027 to 31 December 2027. It is extended by a further twelve months each time unless either party gives notice of termination three months before the end of the current term.
1> Creator remains free to work with other sponsors, including other hardware brands.
1> Creator shall observe the platforms' guidelines and label all sponsored content as "Werbung".
1> The German version of this agreement prevails. German law applies; place of jurisdiction Hamburg.
Hamburg, 14.12.2026   Arcwing Peripherals GmbH, signed Jonas Brandt, Managing Director
Leipzig, 16.12.2026   signed Lena Vogt
`,
    expected: {
      parties: ["Arcwing Peripherals GmbH", "Lena Vogt"],
      signed: "2026-12-16",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["EUR 12000"],
      flags: ["automatic_renewal"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h18c-08-cover-athlete-likeness-licence",
    style: "h18c-game-likeness-licences",
    format: "docx",
    source: `
# LIKENESS AND SCANNING LICENCE AGREEMENT
THIS AGREEMENT is dated 15 March 2027 and made between:
(1) NORTHGATE GAMES LIMITED, a company incorporated in England and Wales with number 09876543 (the "Publisher"); and
(2) RAFAEL OSTROWSKI, professional footballer (the "Player").
## 1. Definitions
1> "Game" means the association football video game provisionally titled "Pitch Legends 28", including its updates, patches and downloadable content.
1> "Release Date" means the date of the Game's first commercial release in any territory, as stated in the Schedule.
1> "Likeness" means the Player's name, image, face and body scan data, voice recordings, signature and biographical facts.
## 2. Scanning Session
1> The Player will attend one full-body and facial scanning session of up to six hours at the Publisher's studio in Guildford on a date to be agreed, and one motion-capture day.
## 3. Licence
1> The Player grants the Publisher an exclusive licence, in the Category of association football video games, to use the Likeness throughout the world (a) in the Game, including as the Game's cover athlete, and (b) in the advertising, marketing and promotion of the Game in any and all media now known or hereafter devised.
1> The Publisher may sub-license its rights to its affiliates, to platform holders and to its advertising agencies for the purposes of this Agreement.
1> The Publisher may assign this Agreement to any successor to its interest in the Game.
## 4. Term
1> The licence begins on the date of this Agreement and ends on the day before the third anniversary of the Release Date. Copies of the Game distributed during the Term may continue to be played by end users after the Term.
## 5. Fees
1> The Publisher will pay the Player a Licence Fee of GBP 450,000 and a Scanning Session Fee of GBP 15,000, each plus VAT if applicable. The Licence Fee is payable one third on signature and two thirds on the Release Date.
1> No further payment is due for any use of the Likeness permitted by this Agreement.
## 6. Approvals
1> The Player may approve the cover art, acting reasonably, within five working days of submission; no reply is approval.
## SCHEDULE
| Item | Detail |
| Game | Pitch Legends 28 |
| Platforms | PlayStation, Xbox, Nintendo Switch, PC |
| Release Date | 24 September 2027 |
| Category | Association football video games |
Signed for Northgate Games Limited by Harriet Cole, Director, 15 March 2027
Signed by Rafael Ostrowski, 15 March 2027
`,
    expected: {
      parties: ["Northgate Games Limited", "Rafael Ostrowski"],
      signed: "2027-03-15",
      start: "2027-03-15",
      end: "2030-09-23",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 450000", "GBP 15000"],
      flags: ["worldwide_exclusivity", "unlimited_media", "sublicensable", "assignable", "buyout"]
    }
  },
  {
    id: "h18c-09-mobile-game-boxer-licence",
    style: "h18c-game-likeness-licences",
    format: "pdf",
    source: `
# NAME AND LIKENESS LICENSE AGREEMENT
Effective Date: January 12, 2027
Licensor: Dolores Benítez, professionally known as "La Roca"
Licensee: Ironclad Mobile Inc., a California corporation
## 1. Grant
1> Licensor grants Licensee a non-exclusive license to use Licensor's name, nickname, likeness, signature and fight record (the "Licensed Property") as a playable character in Licensee's mobile game "Knockout Kings Arena" (the "Game") and to advertise the Game on the Apple App Store and Google Play store pages, on Licensee's website and on Licensee's social media accounts.
1> Territory: worldwide, excluding the People's Republic of China.
1> Licensee shall not sub-license the Licensed Property, other than to allow the app stores to distribute the Game.
## 2. Term
1> This Agreement commences on the Effective Date and continues for five (5) years from the Launch Date. "Launch Date" means the Game's worldwide launch on both app stores, which Licensee will confirm to Licensor in writing.
## 3. Payment
1> Licensee will pay Licensor a non-refundable advance of US$50,000 within ten days after the Effective Date, recoupable against royalties.
1> Licensee will pay Licensor a royalty of five percent (5%) of Net Revenue from in-app purchases of items bearing the Licensed Property, payable quarterly after the advance is recouped.
## 4. Approvals and Conduct
1> Licensor may approve the character model and any marketing material showing her likeness. Licensee shall not depict Licensor in a manner that is obscene or defamatory.
## 5. Assignment
1> Neither party may assign this Agreement without the other's written consent.
Agreed: Dolores Benítez, January 12, 2027 | Ironclad Mobile Inc., by Kevin Park, CEO, January 12, 2027
## LAUNCH NOTICE
Date: June 14, 2027
To: Dolores Benítez
Ironclad Mobile Inc. confirms under Section 2 that the Launch Date of Knockout Kings Arena was June 10, 2027, when the Game went live worldwide on the Apple App Store and Google Play.
`,
    expected: {
      parties: ["Dolores Benítez", "Ironclad Mobile Inc."],
      signed: "2027-01-12",
      start: "2027-01-12",
      end: "2032-06-09",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 50000"],
      flags: ["long_term"],
      denies: ["assignable"]
    }
  },
  {
    id: "h18c-10-background-scan-release",
    style: "h18c-game-likeness-licences",
    format: "scan",
    source: `
# PERFORMER LIKENESS RELEASE - 3D SCAN (BACKGROUND CHARACTER)
Studio: Cobaltline Studios ApS, Vesterbrogade 112, 1620 Copenhagen V, Denmark
Performer: Søren Kjeldsen
Production: "Hollow Meridian" (working title) and its sequels, expansions and downloadable content (the "Game")
Scan session date: 2 November 2026, Cobaltline capture stage, Copenhagen
1> I consent to being photographed and scanned (face, head and full body) and recorded, and I grant Cobaltline Studios ApS and its licensees the irrevocable right to use the scans, my likeness and any character derived from them in the Game and in the advertising, publicity and promotion of the Game, in any and all media now known or hereafter devised, throughout the world, in perpetuity.
1> My likeness may be altered, combined with other scans and used for any number of non-player characters. I will not be credited by name.
1> Fee: DKK 8,500 (plus holiday allowance as required by law) for the session and all uses under this release. This is a full buyout: no residuals, royalties or further fees are payable for any use.
1> I waive all moral rights I may have in the scans and any character derived from them, to the extent the law allows.
1> Cobaltline may assign or license this release and the rights in it to any third party.
1> Cancellation: if the session is cancelled by the Studio less than 24 hours before the call time, I receive DKK 2,000 instead.
Signed: Søren Kjeldsen, 2 November 2026
For Cobaltline Studios ApS: Mette Holm, Producer, 2 November 2026
`,
    expected: {
      parties: ["Cobaltline Studios ApS", "Søren Kjeldsen"],
      signed: "2026-11-02",
      start: "2026-11-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["DKK 8500"],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "assignable",
        "buyout",
        "moral_rights_waiver"
      ]
    }
  }
]
