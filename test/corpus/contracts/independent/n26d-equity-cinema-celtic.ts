// Independent author "n26d" (wave 26), one batch of the DEVELOPMENT half written without reading the reader (only
// Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entries of n11's batch for
// the file convention, the wave's checker and a listing of independent/), and committed before the reader was run on
// it. Three styles: brand-ambassador and founder-partner deals paid in shares, options, tokens or a revenue share
// beside (or instead of) cash, with vesting schedules, clawbacks, advisory-board seats, a licence of name and
// likeness that ends on leaving, a launch date given elsewhere and competitor restrictions; licences of footage,
// music and talent for cinema pre-show and screen advertising, with a cinema advertising contractor, screen-time
// schedules, cinema alone or beside online, a trailer that is not an advertisement, per-screen fees beside
// production fees and an exhibitor chain called "Print Cinemas"; and talent, model and voice agreements from
// Ireland and Scotland, with EUR and GBP, VAT at 23 and 20 per cent, Irish Equity and Equity (Scotland) clauses,
// Irish-language and Gaelic titles and company names, Irish month names ("3 Márta 2026"), the Republic of Ireland
// and Northern Ireland as territories, an agency signing for its talent, holding fees and usage renewals.
//
// Answer rules decided by this author: the parties are the two who are bound by the grant (an agency or agent signing
// "for and on behalf of" its talent, a manager copied on an e-mail, an end client or advertiser named "not a party" and
// a cinema advertising contractor that only sells screen time are not; a talent named only at the signature line is);
// the signing date is the date of the last signature, or of the reply that makes e-mailed terms binding, or the date
// the document gives itself when its signatures carry none; a term "from the Launch Date" or "from first
// broadcast/screening" starts on the date given for it elsewhere (an exhibit, a schedule, a later message) and "N
// months from X" ends the day before the anniversary; a licence that also ends early on leaving a board or role still
// has the stated end; an initial term that renews automatically ends at the end of the initial term, with
// automatic_renewal raised; fees are cash sums paid for the rights or the services: shares, options, tokens, a revenue
// share or commission, vesting, VAT, expenses, product allowances, an agent's commission, a holding deposit credited
// against a fee, a holding fee or renewal price owed only if an option is taken up, overtime owed only if incurred,
// cancellation charges and the media cost of screen time paid to a cinema advertising contractor are not; a rate with
// its total stated (a day rate times days, a per-screen rate times screen-weeks) is the total; a deal paid only in
// equity and a revenue share states no fee (no_fee_stated); a replacing rider or clause gives the answer ("Clause 4.1
// is deleted and replaced with"); Northern Ireland is GB, "Ireland" and the Republic of Ireland are IE; "the world,
// excluding ..." is worldwide; cinema pre-show and screen advertising are cinema; a brand's own video and community
// channels (YouTube, Discord, Twitch) are social; menus and displays in a restaurant or bar, shelf and point-of-sale
// material are in_store; posters and bus shelters out_of_home; a trailer, a product called "The Billboard Burger", a
// brand called "Brightloom Outdoor" and a chain called "Print Cinemas" are not channels; a category exclusivity or a
// promise by the talent not to endorse competitors is exclusive with non_compete, while a publisher's promise not to
// license the work to the licensee's competitors is exclusive (a category exclusivity) without non_compete; "may not
// assign without consent" and "shall not sub-license" deny assignable and sublicensable; a heading that names a right
// ("Sub-licensing to the Contractor", "Outdoor and Print Use") does not grant it when its body refuses it; an option to
// renew is not automatic renewal and is denied when the text says it is not automatic.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n26d-equity-and-revenue-share-ambassador-deals",
  "n26d-cinema-and-pre-show-advertising-licences",
  "n26d-irish-and-scottish-talent-agreements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n26d-01-founding-brand-partner-options",
    style: "n26d-equity-and-revenue-share-ambassador-deals",
    format: "docx",
    source: `
# FOUNDING BRAND PARTNER AGREEMENT
This Founding Brand Partner Agreement (this "Agreement") is entered into on June 2, 2026 (the "Effective Date") by and between the parties identified below.
| Role | Party |
| Company | Tidewell Hydration, Inc., a Delaware corporation, 500 Wharf Street, Suite 300, San Diego, CA 92101 ("Tidewell" or the "Company") |
| Partner | Jordan Ellery Vance, an individual ("Partner") |
| Partner's representative | Crestline Sports Management LLC, which receives notices for Partner and is not a party to this Agreement |
## 1. Definitions
1.1 "Launch Date" means the date on which Tidewell first offers the Tidewell Current electrolyte bottle for sale to the public in the United States, as recorded in the Launch Notice at Exhibit B.
1.2 "Competitive Products" means any sports drink, electrolyte beverage, hydration powder or tablet, or bottled water.
1.3 "Partner Identification" means Partner's name, approved likeness, approved voice recordings and approved biography.
## 2. Term
2.1 The endorsement term (the "Term") begins on the Launch Date and ends twenty-four (24) months after the Launch Date, unless this Agreement ends earlier under Section 5.5 or Section 9.
2.2 Partner's duties under Section 4 (Advisory Board) begin on the Effective Date.
## 3. Grant of Rights
3.1 During the Term, Partner grants Tidewell a license to use the Partner Identification in advertising and promotional materials approved by Partner (the "Materials") in the United States and Canada, solely on (a) Tidewell's website and e-commerce store, (b) Tidewell's own social media accounts, and (c) point-of-sale displays and shelf materials in retail stores that stock Tidewell products.
3.2 No other media are licensed. Without limitation, Tidewell may not use the Partner Identification in television, radio, print or out-of-home advertising.
## 4. Advisory Board
4.1 Partner shall serve as a member of the Tidewell Athlete Advisory Board, attend four (4) meetings a year (in person or by video) and give reasonable product feedback on the Tidewell Current range.
## 5. Compensation
5.1 Cash Retainer. Tidewell shall pay Partner a cash retainer of USD 90,000 for the Term, payable in eight (8) equal quarterly installments of USD 11,250 in arrears. The cash retainer is the only fee payable for the rights and services under this Agreement.
5.2 Equity. Subject to approval by Tidewell's Board of Directors, Tidewell will grant Partner an option to purchase 150,000 shares of Tidewell common stock under its 2024 Equity Incentive Plan, at an exercise price equal to fair market value on the grant date (currently estimated at USD 0.42 per share), vesting in accordance with the Vesting Schedule at Exhibit A. The option is an equity incentive and not a fee, and no vested share is payment for the Partner Identification.
5.3 Expenses. Tidewell shall reimburse Partner's pre-approved travel expenses, up to USD 5,000 in each year of the Term.
5.4 Clawback. If Tidewell terminates this Agreement under Section 9.2 (Conduct), all unvested options lapse immediately and Partner shall repay the installment of the cash retainer paid for the quarter in which termination occurs.
5.5 Leaving the Board. If Partner resigns from the Advisory Board, the license in Section 3 ends on the date of resignation, and Tidewell shall stop making new uses of the Materials within thirty (30) days after that date.
## 6. Exclusivity
6.1 During the Term, Partner shall not endorse, promote or render services for any Competitive Products anywhere in the world, and Tidewell's rights are exclusive in the hydration category.
6.2 Carve-out: Partner's existing endorsement agreement with Summit Springs Water Co. may continue until it expires on December 31, 2026 and is not a breach of Section 6.1, provided it is not renewed or extended.
## 7. Assignment and Sublicensing
7.1 Tidewell may not assign this Agreement, in whole or in part, without Partner's prior written consent.
7.2 Tidewell shall not sublicense the Partner Identification to any third party. Display of Materials supplied by Tidewell in a retailer's store is not a sublicense.
## 8. Approvals
8.1 Partner shall approve or reject proposed Materials within five (5) business days; Materials not rejected in that time are approved.
## 9. Termination
9.1 Either party may terminate this Agreement on thirty (30) days' written notice if the other party materially breaches it and fails to cure the breach within that period.
9.2 Conduct. If Partner is charged with a felony or commits any act that brings Partner into public disrepute, contempt, scandal or ridicule, or that reflects unfavorably on Tidewell, Tidewell may terminate this Agreement immediately by written notice.
## 10. General
10.1 This Agreement is governed by the laws of the State of California. It is the entire agreement of the parties on its subject.
IN WITNESS WHEREOF, the parties have signed this Agreement on the Effective Date.
| TIDEWELL HYDRATION, INC. | PARTNER |
| By: Marisa Okafor, Chief Executive Officer | Jordan Ellery Vance |
| Date: June 2, 2026 | Date: June 2, 2026 |
## Exhibit A – Vesting Schedule
| Period from Launch Date | Options vesting | Cumulative |
| Months 1–6 | 37,500 | 37,500 |
| Months 7–12 | 37,500 | 75,000 |
| Months 13–18 | 37,500 | 112,500 |
| Months 19–24 | 37,500 | 150,000 |
Vesting is monthly (6,250 options a month) while Partner remains on the Advisory Board. There is no cliff.
## Exhibit B – Launch Notice
Tidewell confirms to Partner that the Tidewell Current bottle was first offered for sale to the public in the United States on September 15, 2026, which is the Launch Date.
Acknowledged for Tidewell: Marisa Okafor, September 15, 2026
`,
    expected: {
      parties: ["Tidewell Hydration, Inc.", "Jordan Ellery Vance"],
      signed: "2026-06-02",
      start: "2026-09-15",
      end: "2028-09-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 90000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n26d-02-outdoor-brand-revenue-share-ambassador",
    style: "n26d-equity-and-revenue-share-ambassador-deals",
    format: "pdf",
    source: `
# BRAND AMBASSADOR AGREEMENT
This Agreement is dated 14 April 2026 and is made between Brightloom Outdoor Ltd (company number 11873402), Unit 7, Kendal Mills, Kendal LA9 4QR ("Brightloom") and Ffion Carradine, c/o Westray Talent, 3 Bute Crescent, Cardiff CF10 5AN ("the Ambassador").
## 1. Appointment
Brightloom appoints the Ambassador as an ambassador for its walking and trail clothing range, and the Ambassador will create and post the content described in Schedule 1 ("Ambassador Content").
## 2. Term
The Agreement starts on the date at the top of this page and lasts for 12 months. It will then renew automatically for further periods of 12 months unless either of us gives the other at least 30 days' written notice before the end of the current period.
## 3. What Brightloom may do
Brightloom may use the Ambassador's name, image and likeness and the Ambassador Content on its website and on its Instagram, TikTok and YouTube channels, and may boost the Ambassador's own posts about Brightloom as paid social advertising. This applies in the United Kingdom and the Republic of Ireland.
## 4. Outdoor and Print Use
Despite Brightloom's name, this Agreement gives Brightloom no outdoor or print rights: no posters, billboards, bus sides, shop-window graphics, catalogues or press advertisements. Any such use needs a separate written agreement and fee.
## 5. Payment
5.1 Signing payment: Brightloom will pay the Ambassador a signing payment of £7,500 (plus VAT if the Ambassador is VAT-registered) within 30 days of the date of this Agreement.
5.2 Revenue share: Brightloom will also pay the Ambassador 8% of Net Sales made through her discount code FFION8 and her affiliate link, paid quarterly with a sales statement. This is a commission on sales and not a fixed fee.
5.3 Kit: the Ambassador will receive Brightloom clothing worth up to £1,200 at retail price in each year of the Agreement.
5.4 Expenses: Brightloom will repay reasonable travel costs that it agrees in advance.
5.5 Clawback: if the Ambassador ends this Agreement in its first six months (other than for Brightloom's breach), or Brightloom ends it under clause 8, the Ambassador will repay the signing payment pro rata for the unexpired part of the first 12 months.
## 6. Exclusivity
This appointment is not exclusive. The Ambassador is free to work with other brands, including other outdoor clothing brands, and has no restriction on competing work.
## 7. When the Agreement ends
When this Agreement ends for any reason, Brightloom's rights in clause 3 end too. Brightloom will stop boosting posts immediately and will remove the Ambassador Content from its own channels within 90 days.
## 8. Conduct
If the Ambassador does or says anything in public that brings Brightloom into disrepute, or is convicted of a criminal offence, Brightloom may end this Agreement immediately by written notice.
## 9. Law
This Agreement is governed by the law of England and Wales.
## Schedule 1 – Content
Two Instagram posts and one TikTok video each month; one half-day shoot each quarter for Brightloom's own channels.
Signed for Brightloom Outdoor Ltd: Gareth Lloyd-Price, Marketing Director
Signed by the Ambassador: Ffion Carradine
`,
    expected: {
      parties: ["Brightloom Outdoor Ltd", "Ffion Carradine"],
      signed: "2026-04-14",
      start: "2026-04-14",
      end: "2027-04-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 7500"],
      flags: ["automatic_renewal", "morality_clause"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n26d-03-token-advisor-ambassador-email",
    style: "n26d-equity-and-revenue-share-ambassador-deals",
    format: "text",
    source: `
# Kitebay x Sol – Advisor & Ambassador terms (FINAL)
From: Pieter van Oordt <pieter@kitebay.gg>
To: Marisol Quintero <sol@solplays.tv>
Cc: Dario Pell <dario@pellmgmt.com> (Sol's manager, not a party)
Date: Tue 19 Jan 2027 11:42
Hi Sol – final terms below, as discussed with Dario. Reply "agreed" and these are binding until the long form replaces them.
PARTIES: Kitebay Labs B.V., Keizersgracht 211, Amsterdam ("Kitebay") and Marisol Quintero p/k/a "SolPlays" ("Sol").
ROLE: Strategic Advisor (gaming community) and Ambassador for our game Driftbound. Advisory calls monthly.
TERM: 6 months from TGE. TGE = the day the KBY token is first listed for trading, as we'll announce publicly. The advisory role continues after that until either side ends it on 30 days' notice.
LIKENESS LICENCE: your name, handle and likeness on Kitebay's website, Discord, X and YouTube, and sponsored segments on your own Twitch and YouTube streams. Territory: worldwide, excluding the United States, Canada and the United Kingdom (no token promotion there, for legal reasons). The licence ends automatically the day you leave the advisory role.
CASH: retainer of EUR 18,000 for the term, paid as EUR 3,000 monthly in arrears. VAT reverse-charged if applicable.
TOKENS: 400,000 KBY, 3-month cliff from TGE, then vesting monthly over 9 months. Not a fee and no EUR value promised. Unvested tokens are forfeited if you leave; vested tokens are clawed back if you breach the disclosure rules (#ad on every sponsored post).
REV SHARE: 5% of in-game purchases made with your creator code during the term.
EXCLUSIVITY: exclusive in Web3 gaming – you won't promote any other blockchain game, NFT or token project during the term. Non-crypto sponsors (energy drinks, peripherals, chairs) are fine.
SUBLICENSING: Kitebay may sublicense your likeness to its exchange launch partners for co-branded listing announcements.
Cheers,
Pieter
---
From: Marisol Quintero <sol@solplays.tv>
Date: Wed 20 Jan 2027 09:15
agreed!! so excited for this one
Sol
---
From: Pieter van Oordt <pieter@kitebay.gg>
Date: Thu 4 Mar 2027 14:06
Subject: TGE is live
Sol – KBY listed on the exchange at 14:00 CET today, so TGE is today, 4 March 2027, and your 6 months run from today. Tokens cliff is 4 June.
`,
    expected: {
      parties: ["Kitebay Labs B.V.", "Marisol Quintero"],
      signed: "2027-01-20",
      start: "2027-03-04",
      end: "2027-09-03",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["EUR 18000"],
      flags: ["worldwide_exclusivity", "non_compete", "sublicensable"]
    }
  },
  {
    id: "n26d-04-chef-founder-partner-letter",
    style: "n26d-equity-and-revenue-share-ambassador-deals",
    format: "scan",
    source: `
# SMOKESTACK KITCHENS LIMITED
Founder-Partner Letter – The Billboard Burger
Dear Dev,
Following our board meeting, this letter sets out the terms on which you join Smokestack Kitchens Limited ("Smokestack") as founding chef-partner for our new burger, The Billboard Burger (the "Product"). The Product's name is a menu name only and gives no right to use billboards or any other outdoor advertising.
| Key dates | |
| Date of this letter | 8 September 2026 |
| Launch Date (Product first on sale) | 1 October 2026 |
| Licence period | 36 months from the Launch Date |
1. Shares. Smokestack will issue you 20,000 B ordinary shares (2% of the share capital), vesting in three equal parts on the first, second and third anniversaries of the Launch Date. These shares and the revenue share below are your only reward: no cash fee is payable for the rights in this letter.
2. Revenue share. Smokestack will pay you 3% of net sales of the Product, quarterly in arrears.
3. Name and likeness. You allow Smokestack to use your name and photograph on its menus and in-restaurant displays and on its Instagram and TikTok accounts during the licence period, in the United Kingdom. No television, radio, outdoor or press advertising. This permission ends on the day you stop being a director of Smokestack.
4. Board. You will join the board as a non-executive director.
5. Leavers. If you leave as a bad leaver, your unvested shares lapse and Smokestack may buy back your vested shares at their nominal value.
6. Smokestack shall not license your name or likeness to any franchisee or other third party.
Yours sincerely,
Hannah Lowe, Director, for Smokestack Kitchens Limited
Accepted: Dev Malhotra
`,
    expected: {
      parties: ["Smokestack Kitchens Limited", "Dev Malhotra"],
      signed: "2026-09-08",
      start: "2026-10-01",
      end: "2029-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n26d-05-archive-footage-cinema-preshow-rider",
    style: "n26d-cinema-and-pre-show-advertising-licences",
    format: "docx",
    source: `
# FOOTAGE LICENCE AGREEMENT (CINEMA PRE-SHOW)
THIS AGREEMENT is made on the date stated in Schedule 1
BETWEEN:
(1) NORTHLIGHT ARCHIVE FILMS LIMITED, a company registered in England and Wales under number 04812233, whose registered office is at 14 Calton Road, Bristol BS2 8QE (the "Licensor"); and
(2) FENWICK & HOLT MOTOR COMPANY LIMITED, a company registered in England and Wales under number 09977120, whose registered office is at Halford Park, Coventry CV3 4LF (the "Licensee").
BACKGROUND: The Licensee has engaged Reelspace Screen Media Ltd (the "Contractor") as its cinema advertising contractor to buy screen time and to place a 60-second advertisement for the Fenwick & Holt Harrier (the "Spot") in the pre-show advertising reels of cinemas. The Contractor is not a party to this Agreement.
## 1. Definitions
1.1 "Footage" means the archive film clips listed in Schedule 2, totalling 41 seconds.
1.2 "Campaign Period" means the period shown as such in Schedule 1.
1.3 "Territory" has the meaning given in clause 3.
## 2. Grant
2.1 The Licensor grants the Licensee a non-exclusive licence to incorporate the Footage in the Spot and to exhibit the Spot in cinemas in the Territory during the Campaign Period as part of the advertising shown before feature films, excluding drive-in screenings, in-flight entertainment and any television, online, social media or outdoor exhibition.
2.2 The Licensee may not edit, colourise or re-voice the Footage except as shown in the storyboard approved by the Licensor.
## 3. Territory
3.1 The Territory is the United Kingdom.
## 4. Fees and costs
4.1 The Licensee shall pay the Licensor a licence fee of £14,500 plus VAT within 30 days of invoice.
4.2 The cost of screen time (estimated at £186,000 in Schedule 1) is payable by the Licensee to the Contractor and not to the Licensor, and is not a fee under this Agreement.
4.3 The Licensee shall reimburse the Licensor's courier and master-transfer costs at cost.
## 5. Sub-licensing to the Contractor
5.1 The Licensee may deliver the Spot to the Contractor and to exhibitors solely so that the Spot can be screened under clause 2. Delivery is not a sub-licence: the Licensee shall not sub-license, lend or transfer any right in the Footage to the Contractor or to anyone else.
## 6. Assignment
6.1 The Licensee may not assign or transfer this Agreement or any right under it.
## 7. Exclusivity
7.1 Nothing in this Agreement is exclusive. The Licensor remains free to license the Footage to anyone, including other motor manufacturers and their agencies.
## 8. Credit and warranties
8.1 The Licensor warrants that it owns the copyright in the Footage. No credit is required in the Spot.
## 9. Law
9.1 This Agreement is governed by the law of England and Wales.
## Schedule 1 – Particulars and Screen-Time Schedule
| Item | Particulars |
| Date of this Agreement | 9 June 2026 |
| Campaign Period | 3 July 2026 to 27 August 2026 (both dates inclusive) |
| Screens (Contractor's booking) | approximately 1,150 screens, including all Print Cinemas and Lumen Picturehouse sites |
| Estimated screen-time cost (payable to the Contractor) | £186,000 plus VAT |
| Weeks 1–4 | Gold Spot position, immediately before the trailers |
| Weeks 5–8 | Standard reel position |
## Schedule 2 – Footage
| Clip | Source | Duration |
| NAF-1958-112 | "Harrier Rally, Aintree" newsreel | 00:00:18 |
| NAF-1961-047 | "Motor Show, Earls Court" | 00:00:23 |
## Rider A
This Rider forms part of the Agreement and prevails over any inconsistent provision of it.
A1. Clause 3 is deleted and replaced with: "3.1 The Territory is the United Kingdom and the Republic of Ireland, excluding the Channel Islands and the Isle of Man."
A2. Clause 4.1 is deleted and replaced with: "4.1 The Licensee shall pay the Licensor a licence fee of £16,750 plus VAT within 30 days of invoice."
Signed for Northlight Archive Films Limited: Imogen Carver, Director
Signed for Fenwick & Holt Motor Company Limited: Rajiv Sandhu, Head of Brand
`,
    expected: {
      parties: ["Northlight Archive Films Limited", "Fenwick & Holt Motor Company Limited"],
      signed: "2026-06-09",
      start: "2026-07-03",
      end: "2026-08-27",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["cinema"],
      exclusive: false,
      fees: ["GBP 16750"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n26d-06-sync-licence-cinema-and-online",
    style: "n26d-cinema-and-pre-show-advertising-licences",
    format: "pdf",
    source: `
# SYNCHRONIZATION AND SCREEN ADVERTISING LICENSE
This License is entered into as of the date of the last signature below between Saltmarsh Songs LLC, 1208 Division Street, Nashville, TN 37203 ("Publisher"), and Marquee Screenmedia, Inc., 77 Water Street, New York, NY 10005 ("Marquee"). Marquee sells and produces on-screen advertising for movie theaters and acts here for its advertiser client, Bluecrest Savings Bank ("Client"), which is not a party to this License.
1. Composition and Master. Publisher owns the musical composition "Harbor Lights" (written by June Castellano) and the master recording of it (together, the "Music").
2. The Spot. Marquee is producing a 60-second advertisement for Client (the "Spot") that will run in Marquee's pre-show program in movie theaters.
3. Media. Publisher grants Marquee the right to synchronize the Music with the Spot and to exhibit the Spot (a) on theater screens as part of the pre-show and on-screen advertising program, and (b) online, on Client's website and Client's YouTube and Instagram accounts.
4. Trailers Excluded. A motion picture trailer or "coming attractions" reel is not an advertisement under this License. Marquee may not use the Music in any trailer, even one screened in the same pre-show program.
5. Territory. The United States of America, excluding Puerto Rico, Guam and the other U.S. territories and possessions.
6. Term. The Term is one (1) year beginning on the First Screening Date, which is the first date of exhibition shown in the Screen-Time Schedule at Exhibit A.
7. Fees. Marquee shall pay Publisher (a) a cinema synchronization fee of USD 22,000 and (b) an online use fee of USD 6,500, each within 30 days of signature. Marquee's production fee of USD 40,000 charged to Client, and the screen-time charges payable by Client to Marquee, are not payable to or by Publisher. Marquee has an option to extend the Term for a second year for USD 18,000, exercisable by written notice before the Term ends; unless exercised, no extension fee is due.
8. Category Exclusivity. During the Term, Publisher shall not license the Music for use in advertising for any bank, credit union, savings institution or other financial services provider. Apart from that restriction, Publisher may license the Music to anyone.
9. Assignment. Marquee may not assign this License without Publisher's prior written consent.
10. Credit. No on-screen credit is required.
11. Governing Law. Tennessee.
## Exhibit A – Screen-Time Schedule
| Flight | Dates | Theaters | Position |
| 1 | March 6, 2026 – April 2, 2026 | 410 screens, Northeast | Pre-show, 20 min before showtime |
| 2 | May 1, 2026 – May 28, 2026 | 620 screens, national | Pre-show, final pod |
| 3 | November 20, 2026 – December 31, 2026 | 620 screens, national | Pre-show, final pod |
SALTMARSH SONGS LLC    By: Wade Ellison, Managing Member    Date: February 10, 2026
MARQUEE SCREENMEDIA, INC.    By: Teresa Lindqvist, VP Business Affairs    Date: February 12, 2026
`,
    expected: {
      parties: ["Saltmarsh Songs LLC", "Marquee Screenmedia, Inc."],
      signed: "2026-02-12",
      start: "2026-03-06",
      end: "2027-03-05",
      perpetual: false,
      territories: ["US"],
      channels: ["cinema", "web", "social"],
      exclusive: true,
      fees: ["USD 22000", "USD 6500"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n26d-07-per-screen-artist-usage-confirmation",
    style: "n26d-cinema-and-pre-show-advertising-licences",
    format: "text",
    source: `
# CINEMA ADVERTISING – ARTIST USAGE CONFIRMATION
Contractor: Halcyon Screen Advertising Ltd ("Halcyon"), cinema advertising contractor, 22 Wardour Mews, London W1F 8AB
Artist: Callum Oduya, represented by Brooke Lane Agency (agent, not a party)
Advertiser (not a party): Kestrel Bank plc
Spot: "Fresh Start", 30 seconds, for the Kestrel Current Account
Session: 1 day on 14 September 2026 at Halcyon's studio. Session (production) fee: £450. Overtime at £60 per hour only if worked.
Medium: cinema screen advertising only, in the pre-show reel before the feature. No television, online, social media or outdoor use. Print Cinemas is an exhibitor named in the schedule below and its name gives no print rights.
Territory: Great Britain.
Screen-time schedule:
| Week commencing | Exhibitor | Screens booked |
| 2 October 2026 | Print Cinemas | 120 |
| 9 October 2026 | Print Cinemas and Harbourside Screens | 200 |
| 16 October 2026 | Print Cinemas and Harbourside Screens | 200 |
| 23 October 2026 | Print Cinemas and Harbourside Screens | 200 |
Usage period: the four weeks from 2 October 2026 to 29 October 2026 inclusive.
Cinema usage fee: £10 per screen per week booked: 720 screen-weeks = £7,200.
Further weeks: if Halcyon books further weeks, they will be paid at the same per-screen rate. None are booked.
Exclusivity: none. The Artist may appear in advertising for other banks.
Re-use: the Artist's performance may not be used in any film trailer or any other spot.
Fees are paid to Brooke Lane Agency within 30 days of the first screening; agency commission is the Artist's own cost.
Agreed for Halcyon Screen Advertising Ltd: P. Mensah, Head of Production, 21 September 2026
Agreed for the Artist by Brooke Lane Agency: J. Thorne, 22 September 2026
`,
    expected: {
      parties: ["Halcyon Screen Advertising Ltd", "Callum Oduya"],
      signed: "2026-09-22",
      start: "2026-10-02",
      end: "2026-10-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["cinema"],
      exclusive: false,
      fees: ["GBP 450", "GBP 7200"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n26d-08-irish-voice-over-cois-farraige",
    style: "n26d-irish-and-scottish-talent-agreements",
    format: "docx",
    source: `
# VOICE-OVER ENGAGEMENT AGREEMENT
## Comhaontú Guthaithe – "Cois Farraige" campaign
Dáta / Date: 3 Márta 2026
| Role | Party |
| The Client | Bainne Beo Teoranta, trading as Bainne Beo Dairy, Baile an Mhuilinn, Co. na Gaillimhe (the "Client") |
| The Artist | Aoife Ní Bhriain (the "Artist") |
| The Agent | Lir Talent Management Limited, 41 Fitzwilliam Place, Dublin 2, which signs for the Artist and is not a party (the "Agent") |
1> Engagement. The Artist will record the voice-over for three radio advertisements and two television advertisements for the Client's "Cois Farraige" campaign, in Irish and in English, in one session on 10 Márta 2026 at Sráid Studios, Galway.
1> Irish Equity. This engagement is made under the voice-over agreement between Irish Equity (SIPTU) and the Institute of Advertising Practitioners in Ireland in force at the date of recording. Where this Agreement is more favourable to the Artist, this Agreement applies.
1> Usage. The Client may broadcast the recordings on television and radio, and use them online on the Client's website and the Client's YouTube channel, excluding video-on-demand services, cinema and in-store audio.
1> Territory. The Republic of Ireland and Northern Ireland.
1> Usage Period. Twelve months from the first broadcast. The Client's media schedule, agreed with the Agent, places the first broadcast on TG4 and RTÉ Radio 1 on 1 Aibreán (1 April) 2026.
1> Fees.
2> Session fee: EUR 1,800 for one session of up to four hours.
2> Usage fee: EUR 4,500 for the Usage Period in the Territory.
2> VAT at 23% (EUR 1,449.00 on the two fees) is added to the Agent's invoice.
2> The Agent's commission of 20% is deducted by the Agent from the fees and is not an additional fee.
2> Holding fee: if the Client wishes to hold the recordings off air after the Usage Period without using them, it shall pay a holding fee of EUR 600 for each six months held. No holding fee is payable under this Agreement as signed.
1> Renewal. The Client may renew the usage for a further twelve months for EUR 3,600 by written notice to the Agent before the Usage Period ends. The usage does not renew automatically.
1> Exclusivity. During the Usage Period the Artist shall not voice advertising for any other dairy, milk or butter product in the Territory.
1> Law. This Agreement is governed by the laws of Ireland.
Signed for Bainne Beo Teoranta: Siobhán Ó Conaire, Marketing Manager, 3 March 2026
Signed by Lir Talent Management Limited for and on behalf of Aoife Ní Bhriain: Ciarán Dunne, Director, 5 Márta 2026
`,
    expected: {
      parties: ["Bainne Beo Teoranta", "Aoife Ní Bhriain"],
      signed: "2026-03-05",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["EUR 1800", "EUR 4500"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n26d-09-scottish-model-booking-clo-mor",
    style: "n26d-irish-and-scottish-talent-agreements",
    format: "pdf",
    source: `
# MODEL BOOKING AGREEMENT – "CLÒ MÒR" AUTUMN/WINTER 2026
Dated this 12th day of May 2026
Client: Harris Loom Company Ltd, Pier Road, Tarbert, Isle of Harris HS3 3DJ ("the Client")
Model: Eilidh MacRae ("the Model"), represented by Thistle & Pine Models Ltd, 90 Bath Street, Glasgow G2 2EN ("the Agency"), which signs on the Model's behalf and is not a party
1. Booking. Two days, 21 and 22 May 2026, on location at Luskentyre, Isle of Harris, for the Client's Clò Mòr knitwear catalogue and advertising.
2. Equity. The Model is a member of Equity and this booking follows the terms agreed by Equity's Scottish committee for models and walk-on artists. Nothing in this Agreement reduces the Model's rights under those terms.
3. Booking fee. £650 per day for two days: £1,300 in total.
4. Usage. The Client may use the photographs (a) in print: its catalogue and press advertisements in magazines and newspapers; (b) on its own website; and (c) on in-store displays in its Tarbert shop and its stockists' shops. No television, cinema, outdoor or social media use.
5. Territory. The United Kingdom and Ireland.
6. Usage period. 24 months from 1 August 2026.
7. Usage fee. £3,200 for the usage in clauses 4 to 6.
8. Holding fee. The Client paid the Agency a holding fee of £250 on 2 May 2026 to hold the Model's availability for the booking dates; it is credited against the booking fee.
9. VAT. The Agency is VAT-registered: VAT at 20% is added to the booking and usage fees.
10. Expenses. Travel from Glasgow and two nights' accommodation are booked and paid by the Client.
11. Cancellation. If the Client cancels less than 48 hours before the booking, 100% of the booking fee is payable.
12. Usage renewal. The Client may renew the usage for a further 12 months for £1,800 by notice before the usage period ends. The usage does not renew automatically.
13. Exclusivity. None. The Model is free to model for other knitwear and textile brands.
14. Law. This Agreement is governed by the law of Scotland.
Signed for Harris Loom Company Ltd: Morag Campbell, Director, 12 May 2026
Signed for and on behalf of the Model by Thistle & Pine Models Ltd: Gregor Imrie, Booker, 12 May 2026
`,
    expected: {
      parties: ["Harris Loom Company Ltd", "Eilidh MacRae"],
      signed: "2026-05-12",
      start: "2026-08-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["GBP 1300", "GBP 3200"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "n26d-10-northern-irish-model-release-oiche-mhaith",
    style: "n26d-irish-and-scottish-talent-agreements",
    format: "scan",
    source: `
# MODEL RELEASE AND LICENCE – "OÍCHE MHAITH" CAMPAIGN
Fir Bolg Brewing Company Ltd, Unit 3, Marine Road, Portrush BT56 8DF ("the Brewery")
I, the undersigned model ("the Model"), in return for a fee of £500 (five hundred pounds sterling), plus VAT at 20% where applicable, and travel expenses of £60, grant to the Brewery, irrevocably and in perpetuity from the date I sign below, the right to use the photographs taken of me on 14 February 2026 at Dunluce ("the Photographs") to advertise the Brewery's Oíche Mhaith stout.
The Brewery may use the Photographs on printed point-of-sale material in bars and off-licences, on its website and social media accounts, and on outdoor posters and bus shelters, in Northern Ireland and the Republic of Ireland.
The fee is a full buy-out: no further fee is due for any use.
I waive any moral rights I may have in the Photographs and in my performance.
The Brewery may assign this release and may license the Photographs to its distributors.
I confirm that I am over 18.
Model's signature: Niamh Gallagher
Date: 20 February 2026
For the Brewery: Declan Murphy, Marketing, 20 February 2026
`,
    expected: {
      parties: ["Fir Bolg Brewing Company Ltd", "Niamh Gallagher"],
      signed: "2026-02-20",
      start: "2026-02-20",
      end: null,
      perpetual: true,
      territories: ["GB", "IE"],
      channels: ["in_store", "web", "social", "out_of_home"],
      exclusive: null,
      fees: ["GBP 500"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout", "moral_rights_waiver", "assignable", "sublicensable"]
    }
  }
]
