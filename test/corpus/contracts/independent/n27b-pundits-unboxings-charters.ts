// Independent author "n27b" (wave 27), one DEVELOPMENT batch written from scratch without reading the reader (domain/,
// application/, adapters/ beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other batch, held-out/ or
// NOTES.md: only Corpus.ts, the header and first entry of n11-shorthand-amendments-carveouts.ts for the file
// convention, and the wave-27 checker. Committed before the reader was run on it. It holds three styles: sports
// broadcasters' agreements with pundits, commentators and presenters (a season defined by the league's fixture list,
// image use to promote the broadcaster's coverage, a bar on appearing for rival broadcasters, a retainer and per-match
// fees beside expenses, VAT, kill fees and instalments; a US rider that replaces the exclusivity section; an Irish
// memorandum whose every date sits in its schedule table); family-creator and toy-brand agreements (a parent signing
// for child creators, unboxing videos, "made for kids" and advertising-disclosure rules, a launch or street date given
// in an annex or exhibit, gifted product that is not a fee, a bar on showing competitors' toys, a toy and a company
// whose names hold "Cinema" and "Outdoor", a permission letter whose parent is named only in the signature block); and
// licences of photographs and films of yachts and villas (owner, central agent or broker and photographer, a boat show
// date in a schedule, broker listings and brochures, crew and guests, a bar on passing images to other brokers, yachts
// named BILLBOARD and CINEMA STAR, a schedule of special conditions that replaces a clause of the standard terms).
//
// Answer rules decided by this author: the parties are those bound as the contract names them; an agent who negotiated
// and says it is not a party, a property owner who only consents, and a captain or manager who signs for the owner are
// not parties; where a parent contracts for herself and for her minor children, the parent is the party and the
// children are not listed; where a family company contracts, the company is the party and the parents who sign for it
// are not. The signing date is the date the contract says it is made, or else the last signature's date; an addendum
// signed later does not move it. A season, campaign or licence period defined by a date given elsewhere (the fixture
// list's first and final fixtures, a launch or street date in an annex, a boat show's opening day, a first post) takes
// that date; "N months from X" ends the day before the anniversary; a schedule or rider that replaces a clause and
// prevails decides the answer, not the clause it replaces. Fees are the sums paid for the services or the rights: a
// retainer and a per-match fee are two fees; instalments, a deposit credited against a fee, a share paid into a
// child's trust account, VAT, expenses, per diems, mileage and hotel allowances, a kill or cancellation payment, an
// unexercised extension option and gifted product are not fees. Television is broadcast; a broadcaster's or streamer's
// website, app and streaming site are web; its and a creator's YouTube, Instagram, TikTok, Facebook and X accounts are
// social (paid social included); brochures, lookbooks, newspapers and print ads print; posters and billboards
// out_of_home; shelf talkers and point-of-sale in_store; a media exclusion takes that medium out ("excluding
// television, cinema and out-of-home"); a yacht, toy or company whose name holds a channel word grants nothing. A bar
// on appearing for rival broadcasters of the same league, or on featuring competitors' toys, makes the engagement
// exclusive (true) and raises non_compete, with or without carve-outs (a newspaper column, a radio slot, a portfolio
// use); "non-exclusive" is false; silence is null. "Shall not / may not sub-license, pass to other brokers" denies
// sublicensable; "may not assign" or "may not be assigned" (also "without consent") denies assignable; "may assign to
// any successor or affiliate" raises it; "does not waive his moral rights" denies moral_rights_waiver; "no automatic
// renewal" denies automatic_renewal; "not a buyout" denies buyout; "non-exclusive; free to work for other
// broadcasters" denies non_compete; a disrepute or morals clause raises morality_clause. Territories: the UK is GB,
// Ireland IE, "worldwide" or "throughout the world" worldwide.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n27b-sports-broadcaster-pundit-and-commentator-agreements",
  "n27b-kids-toy-and-family-creator-agreements",
  "n27b-yacht-and-luxury-charter-photo-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n27b-01-uk-pundit-services-agreement-fixture-list",
    style: "n27b-sports-broadcaster-pundit-and-commentator-agreements",
    format: "docx",
    source: `
# PUNDIT SERVICES AGREEMENT
THIS AGREEMENT is dated 14 July 2026
## PARTIES
(1) NORTHGATE SPORTS MEDIA LIMITED, a company incorporated in England and Wales (company number 08812457) whose registered office is at 40 Wharf Road, Salford M50 2EQ ("Northgate" or the "Broadcaster"); and
(2) DANIEL WHITCOMBE of c/o Touchline Talent Management Limited, 12 Deansgate, Manchester M3 2BW (the "Pundit").
Touchline Talent Management Limited (the "Agent") negotiated this Agreement on the Pundit's behalf. The Agent is not a party to it and all payments are made to the Pundit's nominated account.
## BACKGROUND
(A) The Broadcaster holds the live and highlights rights in the Territory to the Northern Premier Football League (the "League") for the 2026/27 season.
(B) The Broadcaster wishes to engage the Pundit, a former League captain, as a studio and pitch-side pundit for its coverage of the League, and the Pundit has agreed on the terms below.
## 1. DEFINITIONS
1.1 "Fixture List" means the League's schedule of matches for the Season as published by the League on 17 June 2026, the relevant dates of which are reproduced in Schedule 1.
1.2 "Season" means the 2026/27 League season, beginning on the date of the first fixture and ending on the date of the final fixture, each as shown in the Fixture List.
1.3 "Match" means a League match which the Broadcaster covers live and for which it books the Pundit.
1.4 "Rival Broadcaster" means any broadcaster, streaming service or other media outlet other than the Broadcaster which holds rights to show live or highlights coverage of League matches in the Territory, including Stadia Plus and Kickoff TV.
1.5 "Territory" means the United Kingdom and the Republic of Ireland.
## 2. TERM
2.1 This Agreement starts on the first day of the Season and continues until the last day of the Season (the "Term"), unless terminated earlier under clause 10.
2.2 There is no automatic renewal. The Broadcaster may invite the Pundit to discuss the 2027/28 season by written notice before 30 April 2027, and any further engagement shall be on terms to be agreed.
## 3. SERVICES
3> The Pundit shall appear as a pundit on not fewer than 24 Matches during the Term, attend the pre-match production meeting for each Match and arrive at the venue not later than two and a half hours before kick-off.
3> The Broadcaster shall give the Pundit his Match bookings at least 14 days in advance and shall use reasonable endeavours to spread them fairly across the Season.
## 4. FEES AND EXPENSES
4> The Broadcaster shall pay the Pundit a retainer of £30,000 (the "Retainer") for the Season, payable in ten equal monthly instalments of £3,000 from August 2026 to May 2027.
4> In addition, the Broadcaster shall pay the Pundit a match fee of £1,850 for each Match on which he appears (the "Match Fee"), invoiced monthly in arrears.
4> All sums are exclusive of VAT, which the Broadcaster shall pay in addition on receipt of a valid VAT invoice.
4> The Broadcaster shall reimburse standard-class rail fares or mileage at 45p per mile, and hotel accommodation up to £160 per night where a Match kicks off after 7.45pm or the venue is more than 100 miles from the Pundit's home. Expenses are reimbursements and do not form part of the Retainer or the Match Fees.
4> If the Broadcaster cancels a booked Match on less than 72 hours' notice, it shall pay a cancellation payment of 50% of the Match Fee, save where the Match is postponed by the League.
## 5. EXCLUSIVITY
5> During the Term the Pundit shall not appear, whether as pundit, commentator, presenter, analyst or guest, in any coverage of League matches by a Rival Broadcaster in the Territory, and shall not appear in any advertising or promotion for a Rival Broadcaster.
5> Nothing in clause 5.1 prevents the Pundit from (a) writing his weekly column for the Northern Print & Post newspaper; (b) appearing on radio phone-in programmes that do not carry live commentary of League matches; or (c) continuing his existing ambassador role with Harrow & Vale Building Society.
## 6. IMAGE RIGHTS
6> The Pundit grants the Broadcaster the right, during the Term and in the Territory, to use his name, image, likeness, voice and approved biography (the "Image") solely to promote the Broadcaster's coverage of the League, in on-air trails on the Broadcaster's television channels, on its website and apps, on its official social media accounts and on posters and billboards, excluding any use on merchandise or packaging or in connection with any sponsor or other third-party brand.
6> The Pundit shall have the right to approve the photographs of him used under clause 6.1, such approval not to be unreasonably withheld or delayed.
## 7. SUB-LICENSING AND ASSIGNMENT
7> The Broadcaster shall not sub-license the rights granted in clause 6 to any third party, and may not assign or otherwise transfer this Agreement or any of those rights without the Pundit's prior written consent.
## 8. CONDUCT
8> The Pundit shall not, during the Term, do or say anything, whether on or off air, which brings or is likely to bring the Broadcaster or the League into disrepute.
8> The Pundit shall not bet on any League match and shall comply with the Broadcaster's editorial guidelines and social media policy as notified to him.
## 9. CONFIDENTIALITY
9> Each party shall keep the terms of this Agreement confidential, save as required by law or to its professional advisers.
## 10. TERMINATION
10> Either party may terminate this Agreement by written notice if the other commits a material breach which is not remedied within 14 days of notice. The Broadcaster may also terminate by written notice if the Pundit breaches clause 8.1.
10> On termination the Broadcaster shall pay the Retainer instalments and Match Fees accrued up to the date of termination.
## 11. GOVERNING LAW
11> This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.
## SCHEDULE 1 - FIXTURE LIST (EXTRACT)
| Item | Date |
| First fixture of the Season | Saturday 15 August 2026 |
| Winter break | 28 December 2026 to 3 January 2027 |
| Final fixture of the Season | Sunday 23 May 2027 |
Signed for and on behalf of NORTHGATE SPORTS MEDIA LIMITED by Helen Castell, Director of Sport
Signed by DANIEL WHITCOMBE
`,
    expected: {
      parties: ["Northgate Sports Media Limited", "Daniel Whitcombe"],
      signed: "2026-07-14",
      start: "2026-08-15",
      end: "2027-05-23",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["GBP 30000", "GBP 1850"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "n27b-02-us-streamer-announcer-agreement-rider",
    style: "n27b-sports-broadcaster-pundit-and-commentator-agreements",
    format: "pdf",
    source: `
# PLAY-BY-PLAY ANNOUNCER AGREEMENT
This Play-by-Play Announcer Agreement (this "Agreement") is entered into as of January 8, 2027 by and between Fieldhouse Streaming, Inc., a Delaware corporation ("Fieldhouse"), and Marisol Vega, an individual ("Announcer").
1. Engagement. Fieldhouse engages Announcer to call live play-by-play for Fieldhouse's streaming coverage of the Continental Soccer League ("CSL") 2027 regular season and playoffs (the "Season"), and Announcer accepts the engagement on the terms of this Agreement and Rider A.
2. Term. The term of this Agreement begins on the date of the first CSL regular-season match of the Season streamed by Fieldhouse and ends on the date of the CSL Championship Final, both as set out in the official CSL schedule reproduced in Rider A (the "Term").
3. Assignments. Fieldhouse will assign Announcer to not fewer than 22 matches during the Term (each, a "Match") and will give at least ten (10) days' notice of each assignment.
4. Compensation.
(a) Signing Retainer. Fieldhouse shall pay Announcer a signing retainer of $20,000 within thirty (30) days of the date of this Agreement.
(b) Per-Game Fee. Fieldhouse shall pay Announcer $4,250 for each Match Announcer calls, payable within thirty (30) days after the Match.
(c) Travel. Fieldhouse will book and pay for coach airfare and hotel accommodation for away Matches and will pay a per diem of $85 for each travel day. Travel costs and per diems are reimbursements and are not compensation.
(d) Kill Fee. If Fieldhouse cancels an assigned Match less than seventy-two (72) hours before kickoff for any reason other than the CSL's postponement of the Match, Fieldhouse shall pay a kill fee equal to fifty percent (50%) of the Per-Game Fee.
5. Exclusivity. During the Term, Announcer shall render on-air services exclusively to Fieldhouse and shall not render on-air services of any kind to any other broadcaster, network or streaming service.
6. Promotional Use. During the Term, Fieldhouse may use Announcer's name, approved likeness, voice and approved biography in the United States and Canada to promote Fieldhouse's CSL coverage in the Fieldhouse app, on fieldhouse.tv and in Fieldhouse's email newsletters, and on Fieldhouse's social media channels, but not in any print or outdoor advertising. Promotional use ends with the Term, except that Fieldhouse need not delete social media posts published during the Term.
7. Conduct. If Announcer commits any act or becomes involved in any situation that brings her into public disrepute, contempt, scandal or ridicule, or that reflects unfavorably on Fieldhouse or the CSL, Fieldhouse may terminate this Agreement on written notice and will owe only the fees earned through the date of termination.
8. Assignment. Fieldhouse may assign this Agreement to any affiliate or to any successor to its CSL media rights. Announcer's services are personal and Announcer may not assign this Agreement.
9. Independent Contractor. Announcer is an independent contractor and is responsible for her own taxes, union dues and agent's commission.
10. Governing Law. This Agreement is governed by the laws of the State of New York.
## RIDER A
This Rider A forms part of the Agreement. Section 5 (Exclusivity) of the Agreement is deleted in its entirety and replaced with the following, and this Rider A prevails over anything to the contrary in the Agreement:
"5. Exclusivity. During the Term, Announcer shall not call, host or appear as an analyst on live or recorded coverage of CSL matches for any person other than Fieldhouse, and shall not appear in advertising for any other service carrying CSL matches. Notwithstanding the foregoing, Announcer may (i) call international matches for national-team broadcasts, and (ii) continue to host her podcast Far Post, provided that it does not use CSL match footage."
Schedule of Key Dates (from the official CSL 2027 schedule):
| Event | Date |
| Opening match streamed by Fieldhouse | February 27, 2027 |
| Last day of regular season | October 17, 2027 |
| CSL Championship Final | November 20, 2027 |
FIELDHOUSE STREAMING, INC. By: Trevor Abbott, SVP Live Production
ANNOUNCER: Marisol Vega
`,
    expected: {
      parties: ["Fieldhouse Streaming, Inc.", "Marisol Vega"],
      signed: "2027-01-08",
      start: "2027-02-27",
      end: "2027-11-20",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 20000", "USD 4250"],
      flags: ["non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "n27b-03-cricket-streamer-guest-summariser-email",
    style: "n27b-sports-broadcaster-pundit-and-commentator-agreements",
    format: "text",
    source: `
# Booking confirmation - guest summariser, County T20 Cup 2026
From: Owen Pryce <owen.pryce@boundaryrope.tv>
To: Nadia Farooqui
Sent: Tuesday 12 May 2026 10:18
Hi Nadia,
Great to speak yesterday. As promised, here is what we discussed for the Cup. If you're happy, just reply "agreed" and this email is our agreement - Boundary Rope Media Ltd on one side, you on the other.
WHAT: guest summariser on our live stream of County T20 Cup matches, booked match by match. We're aiming for 6-8 matches, mostly the Northern group.
WHEN: the Cup starts with the group-stage opener on Friday 29 May 2026 and Finals Day is Sunday 19 July 2026. Bookings run over that window, and we can keep your clips up until 31 October 2026, when they come down.
FEE: £750 per match you work. On top of that we pay mileage at 45p a mile and a £40 meal allowance per match day - those are expenses, not part of the fee. Add VAT if you're registered.
CLIPS: we'd like to cut highlights and clips of your appearances for our streaming site boundaryrope.tv and our YouTube, Instagram and X accounts, excluding any paid advertising. The stream and the socials are geo-restricted to the UK, so the territory is the UK only.
EXCLUSIVITY: none. This is a non-exclusive booking and you're free to work for other broadcasters, including on other Cup matches.
CANCELLATION: if we stand you down less than 48 hours before a match, we'll pay half the match fee. Nothing is payable if the match is abandoned for rain before you travel.
Cheers,
Owen Pryce, Senior Producer, Boundary Rope Media Ltd
---
From: Nadia Farooqui
To: Owen Pryce
Sent: Thursday 14 May 2026 08:02
Agreed - looking forward to it. Please send the first bookings when you have them.
Nadia
`,
    expected: {
      parties: ["Boundary Rope Media Ltd", "Nadia Farooqui"],
      signed: "2026-05-14",
      start: "2026-05-29",
      end: "2026-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n27b-04-irish-presenter-memorandum-schedule-dates",
    style: "n27b-sports-broadcaster-pundit-and-commentator-agreements",
    format: "scan",
    source: `
# MEMORANDUM OF ENGAGEMENT - PRESENTER
This Memorandum is made on the date stated in the Schedule between ARD\u00c1N SPORT LIMITED, of Block C, Grand Canal Quay, Dublin 2 (the "Broadcaster") and SIOBH\u00c1N KEARNEY, of Ballincollig, Co. Cork (the "Presenter").
1. The Broadcaster engages the Presenter to present its live coverage of the Celtic Rugby Championship from the Commencement Date to the Expiry Date stated in the Schedule.
2. The Broadcaster shall pay the Presenter the Retainer and an appearance fee for each live broadcast she presents, both as stated in the Schedule. The Retainer is paid in nine equal monthly instalments. Mileage is paid at civil service rates and is not part of the fees. VAT at 23% is payable on production of a VAT invoice.
3. The Presenter shall not present, commentate or appear on rugby coverage for any other broadcaster in Ireland during the term of this Memorandum, save for her existing Saturday morning radio programme.
4. The Broadcaster may use the Presenter's name and photograph in Ireland to promote its rugby coverage in on-air promotions, on the Ard\u00e1n Sport website and app and on its social media accounts.
5. The Presenter shall not act in a manner that brings the Broadcaster or the Championship into disrepute.
6. This Memorandum is governed by Irish law.
## SCHEDULE
| Date of this Memorandum | 21 August 2026 |
| Commencement Date | 5 September 2026 (Round 1) |
| Expiry Date | 12 June 2027 (Final) |
| Retainer | \u20ac24,000 |
| Appearance fee | \u20ac600 per live broadcast |
Signed for Ard\u00e1n Sport Limited: Declan Moriarty, Head of Sport
Signed: Siobh\u00e1n Kearney
`,
    expected: {
      parties: ["Ard\u00e1n Sport Limited", "Siobh\u00e1n Kearney"],
      signed: "2026-08-21",
      start: "2026-09-05",
      end: "2027-06-12",
      perpetual: false,
      territories: ["IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["EUR 24000", "EUR 600"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n27b-05-uk-toy-brand-family-channel-unboxing",
    style: "n27b-kids-toy-and-family-creator-agreements",
    format: "docx",
    source: `
# CREATOR PARTNERSHIP AGREEMENT
Dated: 2 September 2026
## Parties
(1) BRIGHTBOX TOYS LIMITED (company number 10293847) of Unit 4, Kiln Lane Trading Estate, Stoke-on-Trent ST4 3HX ("Brightbox"); and
(2) LAURA PEMBERTON of 9 Orchard Rise, Leek, Staffordshire ST13 5QN (the "Parent"), who signs for herself and on behalf of her children IVY PEMBERTON (aged 8) and THEO PEMBERTON (aged 5) (the "Children"), who appear on the YouTube channel "The Pemberton Pack" (the "Channel").
## 1. Definitions
1.1 "Product" means the Brightbox Pop-Up Cinema Playset (SKU BB-2291) and its accessory packs.
1.2 "Launch Date" means the date on which the Product first goes on general retail sale in the UK, as stated in the Campaign Brief at Annex A.
1.3 "Campaign Period" means the period of six months from the Launch Date.
1.4 "Deliverables" means the content described in clause 2.
## 2. Deliverables
2.1 The Parent shall procure that the Channel publishes one unboxing and play video of 8 to 12 minutes featuring the Product within 7 days after the Launch Date, followed by two YouTube Shorts and three Instagram Stories during the first month of the Campaign Period.
2.2 Brightbox may comment on a draft of each video for factual accuracy and safety messaging only; creative control remains with the Parent.
## 3. Children's content and platform rules
3> The Parent shall designate each video as "made for kids" in YouTube's settings and shall keep comments switched off.
3> Each Deliverable shall be labelled as advertising with "#ad" in its title or first line and shown on screen at the start, in line with the CAP Code and the ASA's guidance for influencers.
3> The Children shall not be filmed for more than two hours on any day for the Deliverables, shall have a break at least every 30 minutes, and shall never be asked to say anything they do not wish to say. Neither the Children's school nor home address shall be shown.
## 4. Fee and gifted product
4> Brightbox shall pay the Parent a fee of £4,800 for the Deliverables and the rights in clause 5, half on signature of this Agreement and half within 14 days after the unboxing video is published. The Parent confirms she is not registered for VAT.
4> Brightbox shall send two Pop-Up Cinema Playsets and a set of accessory packs (RRP £64.99 each playset) before the Launch Date. They are a gift for the Children to keep, with no obligation attached, and do not form part of the fee.
4> Brightbox may extend the Campaign Period by three months for a further £1,500 by written notice given before the end of the Campaign Period. This option does not renew automatically.
## 5. Use of the Deliverables
5> During the Campaign Period Brightbox may share and repost the Deliverables on its own social media accounts and on its website brightboxtoys.co.uk, and may use stills from them on shelf talkers and point-of-sale displays in retail stores, in each case in the United Kingdom only, excluding television, cinema and out-of-home advertising.
5> Brightbox shall not sub-license the Deliverables or any image of the Children to any third party, and shall not use them in paid advertising targeted at children.
5> The Parent, for herself and on behalf of the Children, waives all moral rights in the Deliverables to the extent needed for the uses in clause 5.1.
## 6. Exclusivity
6> From the date of this Agreement until the end of the Campaign Period the Channel shall not feature, unbox or review any playset, dolls' house or role-play toy made by a competitor of Brightbox, including Toyvale and Marlow Playthings.
6> Clause 6.1 does not apply to videos published before the date of this Agreement, or to toys the Children receive as birthday or Christmas presents that appear only incidentally.
## 7. Safeguarding and termination
7> Either party may end this Agreement at once by written notice if the other is in serious breach. The Parent may also end it at once if she reasonably believes the Children's welfare requires it, in which case Brightbox shall pay for Deliverables already published.
## 8. Law
8> This Agreement is governed by the law of England and Wales.
## Annex A - Campaign Brief (extract)
| Product | Brightbox Pop-Up Cinema Playset |
| Launch Date | Friday 18 September 2026 |
| Key message | "Build your own cinema night at home" |
| Retail partners | Brightbox stores and selected independent toy shops |
Signed: Laura Pemberton, for herself and on behalf of Ivy and Theo Pemberton
Signed for Brightbox Toys Limited: Mark Ellery, Marketing Director
`,
    expected: {
      parties: ["Brightbox Toys Limited", "Laura Pemberton"],
      signed: "2026-09-02",
      start: "2026-09-18",
      end: "2027-03-17",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["GBP 4800"],
      flags: ["non_compete", "moral_rights_waiver"],
      denies: ["sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "n27b-06-us-toy-company-family-llc-addendum",
    style: "n27b-kids-toy-and-family-creator-agreements",
    format: "pdf",
    source: `
# INFLUENCER SERVICES AGREEMENT
This Influencer Services Agreement (the "Agreement") is made as of July 20, 2026 between Kaleidoplay, Inc., an Ohio corporation ("Company"), and The Ramirez Family Fun LLC, a California limited liability company ("Creator"), which furnishes the services of its members and of the minor children who appear on the "Ramirez Family Fun" YouTube channel (together, the "Talent").
1. Product. The product is the Snapstack Builders Mega Tub (the "Product"). "Street Date" means the national retail street date for the Product set out in the Launch Calendar attached as Exhibit B.
2. Deliverables. Creator shall publish one dedicated YouTube video of at least six (6) minutes featuring the Product and one TikTok video, each between the Street Date and ten (10) days after it, subject to Company's approval of the final cut, not to be unreasonably withheld.
3. Children's Content. Creator shall designate each YouTube video as "made for kids," shall not collect personal information from any child viewer, and shall disclose the paid relationship clearly in each video, both on screen and verbally ("Kaleidoplay paid us to make this video"), in accordance with the FTC's Endorsement Guides and the Children's Online Privacy Protection Act.
4. Compensation. (a) Company shall pay Creator a fee of $16,500 (the "Fee"), $8,250 within fifteen (15) days after signature and $8,250 within thirty (30) days after the YouTube video is posted. Fifteen percent (15%) of the Fee shall be deposited directly into the Talent's Coogan trust accounts as required by California law. (b) Company will ship Creator Product and related items with an approximate retail value of $1,180. Creator may keep them; they are a gift and are not compensation. (c) Company may extend the Usage Period by six (6) months for an additional $5,000 by written notice before the Usage Period ends.
5. Usage Period; Territory. Company's rights in the Deliverables last for twelve (12) months from the Street Date (the "Usage Period") in the United States.
6. Category Exclusivity. From the date of this Agreement until sixty (60) days after the Street Date, Creator shall not feature in any content any construction toy, building-block or magnetic-tile product of a Competitor listed in Exhibit A. Content published before the date of this Agreement is excluded.
7. Usage. During the Usage Period Company may repost the Deliverables organically on Company's own social media accounts.
8. Conduct. If an adult member of the Talent engages in conduct that results in public scandal or ridicule or that reflects unfavorably on Company or the Product, Company may terminate this Agreement on written notice.
9. Assignment. Neither party may assign this Agreement without the other party's prior written consent.
10. Governing Law. This Agreement is governed by the laws of the State of California.
THE RAMIREZ FAMILY FUN LLC By: Elena Ramirez, Managing Member
KALEIDOPLAY, INC. By: Gregory Saunders, VP Brand Marketing
PARENTAL CONSENT: We are the parents and legal guardians of the minor Talent and consent to this Agreement. Elena Ramirez, Jorge Ramirez
## ADDENDUM NO. 1
This Addendum No. 1 is made on August 3, 2026 and amends the Agreement. Section 7 (Usage) of the Agreement is deleted and replaced in its entirety with the following:
"7. Usage. During the Usage Period Company may (a) repost the Deliverables on its own social media accounts, organically and as paid ads, including whitelisted ads run through Creator's handles; and (b) embed the Deliverables on kaleidoplay.com and on the Product pages of authorized online retailers; excluding television, streaming TV and in-store display."
If this Addendum conflicts with the Agreement, this Addendum prevails. All other terms remain in full force.
## EXHIBIT A - COMPETITORS
Brickwell Toys; MagnaLoop Inc.; Tiny Architect Co.
## EXHIBIT B - LAUNCH CALENDAR
| Milestone | Date |
| Retailer sell-in complete | September 14, 2026 |
| Street Date | October 6, 2026 |
| Holiday gift guide push | November 20, 2026 |
`,
    expected: {
      parties: ["Kaleidoplay, Inc.", "The Ramirez Family Fun LLC"],
      signed: "2026-07-20",
      start: "2026-10-06",
      end: "2027-10-05",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["USD 16500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "n27b-07-outdoor-toys-gifted-repost-permission-letter",
    style: "n27b-kids-toy-and-family-creator-agreements",
    format: "scan",
    source: `
# Puddlejump Outdoor Toys Ltd
Letter of permission - reposting your video
6 May 2026
To the parent or guardian of the creator behind @wellywaders
Thank you for the lovely video of our Splashdown Rain Kit that you posted on Instagram on 3 May 2026 (the "First Post"). We sent the kit as a gift with no obligation to post. It is yours to keep and is not payment for anything in this letter.
We would love to share the video with our followers. If you are happy, please sign below. What we are asking for:
1> Permission to repost the video, and to use up to five stills from it, on our Instagram and Facebook pages and on our website puddlejumptoys.co.uk, in the UK, for 12 months from the date of the First Post.
1> No paid advertising, print or in-store use: we will not use the video in ads, our catalogue or shop displays.
1> Payment: we are not offering a fee for this permission, and none is payable.
1> Your child's privacy: we will not name or tag your child or show where you live, and we will take the video down within 7 days if you ask us to.
1> We will not sub-license or pass your video to any other company, including the shops that sell our toys.
Agreed for and on behalf of Puddlejump Outdoor Toys Ltd: Kieran Holt, Social Media Lead
Agreed by the parent or guardian
Name: Rachel Dunmore
Child's first name and age: Isla, 7
Signature: R. Dunmore
Date: 9 May 2026
`,
    expected: {
      parties: ["Puddlejump Outdoor Toys Ltd", "Rachel Dunmore"],
      signed: "2026-05-09",
      start: "2026-05-03",
      end: "2027-05-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27b-08-yacht-billboard-three-party-image-licence",
    style: "n27b-yacht-and-luxury-charter-photo-licences",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT - M/Y BILLBOARD
This Agreement is made on 4 June 2026
## BETWEEN
(1) HALCYON MARINE HOLDINGS LIMITED, a company incorporated in the British Virgin Islands (company number 1987342), the registered owner of the motor yacht BILLBOARD (the "Owner");
(2) AZURE CROWN YACHTING S.A.R.L., of 7 avenue de la Costa, 98000 Monaco, the Owner's appointed central agent for charter (the "Central Agent"); and
(3) LUCA FERRANTE, photographer and cinematographer trading as Ferrante Marine Imaging, of Via Roma 18, 18039 Ventimiglia, Italy (the "Photographer"),
the Owner and the Central Agent together being the "Licensees".
## RECITALS
(A) BILLBOARD is a 52-metre motor yacht built in 2019, with a sundeck cinema, a beach club and accommodation for twelve charter guests (the "Yacht").
(B) The Photographer carried out a photo and film shoot of the Yacht off Antibes on 12 to 14 May 2026 (the "Shoot") and has delivered 140 edited stills, a three-minute film and a 30-second cut (the "Images").
## 1. DEFINITIONS
1.1 "Boat Show" means the Monaco Yacht Show 2026, the dates of which are set out in the Schedule.
1.2 "Licence Period" means the period of twenty-four (24) months from the opening day of the Boat Show.
## 2. GRANT
2.1 The Photographer grants the Licensees an exclusive licence, during the Licence Period and throughout the world, to reproduce the Images to market the Yacht for charter and for sale: on the Central Agent's website and in the Yacht's listings on charter portals; in the printed and digital charter brochure, including the copies handed out at the Boat Show; and on the social media accounts of the Owner and the Central Agent; excluding any television, cinema or billboard advertising.
2.2 Notwithstanding clause 2.1 the Photographer may use up to ten of the Images in his own portfolio, on his website and in award entries, but not to promote any other broker or vessel.
## 3. OTHER BROKERS
3> The Licensees shall not pass, supply or sub-license any of the Images to any other charter broker or agent. Retail brokers wishing to present the Yacht to their clients shall be sent the link to the Central Agent's e-brochure.
3> This licence is personal to the Licensees and may not be assigned. If the Yacht is sold, the buyer shall agree a new licence with the Photographer.
## 4. GUESTS, CREW AND PRIVATE AREAS
4> No charter guests appear in the Images. Each crew member shown has signed a release held by the Captain, and the Licensees shall stop new uses of any Image in which a crew member is identifiable within three months after that crew member leaves the Yacht.
4> The Licensees shall not use any Image showing the Owner's private artworks or the owner's stateroom.
## 5. FEES AND EXPENSES
5> The Owner shall pay the Photographer a shoot fee of EUR 9,800 and a licence fee of EUR 6,500.
5> The booking deposit of EUR 2,000 already paid is credited against the shoot fee.
5> Drone pilot and helicopter hire for the aerials, EUR 2,950, are reimbursed at cost against receipts and are expenses, not fees.
5> Monaco VAT at 20% is charged in addition on the fees.
## 6. CREDIT AND MORAL RIGHTS
6> The Photographer asserts his right to be identified as the author of the Images and does not waive his moral rights. Each use on a website or in a brochure shall carry the credit "Photo: Luca Ferrante".
## 7. LAW
7> This Agreement is governed by English law.
## SCHEDULE - BOAT SHOW
| Boat Show | Monaco Yacht Show 2026, Port Hercule |
| Opening day | Wednesday 23 September 2026 |
| Closing day | Saturday 26 September 2026 |
For and on behalf of HALCYON MARINE HOLDINGS LIMITED: Nicholas Varga, Director
For and on behalf of AZURE CROWN YACHTING S.A.R.L.: Camille Roux, Charter Director
LUCA FERRANTE
`,
    expected: {
      parties: ["Halcyon Marine Holdings Limited", "Azure Crown Yachting S.A.R.L.", "Luca Ferrante"],
      signed: "2026-06-04",
      start: "2026-09-23",
      end: "2028-09-22",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "print", "social"],
      exclusive: true,
      fees: ["EUR 9800", "EUR 6500"],
      flags: ["worldwide_exclusivity"],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n27b-09-villa-charter-licence-special-conditions-schedule",
    style: "n27b-yacht-and-luxury-charter-photo-licences",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENCE - VILLA AND CHARTER PORTFOLIO
This Licence is made on the Date of Agreement stated in Schedule 1 between HANNAH OSEI PHOTOGRAPHY LTD (company number 11456023), of 22 Mill Street, Bristol BS1 4QJ (the "Photographer"), and RIVIERA & ISLANDS RETREATS LTD (company number 09874112), of 5 Cadogan Gardens, London SW3 2RQ (the "Client").
The Client markets the villa Casa Las Palmeras, Marbella (the "Villa"), and the day-charter motor yacht that comes with it, for its owner, Marbella Bay Estates S.L. (the "Owner"). The Owner has consented in writing to the photography but is not a party to this Licence.
## STANDARD TERMS
1. Commission. The Photographer shall photograph the Villa, its grounds and the yacht on the Shoot Dates stated in Schedule 1 and deliver not fewer than 60 edited images (the "Images") within ten working days.
2. Fee. The Client shall pay the Fee stated in Schedule 1. The booking deposit is deducted from the Fee. Travel and accommodation are charged at cost and are not part of the Fee. VAT is added at the standard rate. If the Client cancels less than 14 days before the Shoot Dates, it shall pay 50% of the Fee as a cancellation charge.
3. Licence. On payment of the Fee, the Photographer grants the Client a non-exclusive licence to reproduce the Images in the Media and the Territory stated in Schedule 1 during the Licence Period.
4. Assignment and sub-licensing.
4.1 The Client may not assign this Licence or sub-license any of the Images.
4.2 The Client may not supply the Images to any third-party agent, broker or listing platform except as part of its own listing.
5. Licence Period.
5.1 The Licence Period is two years from the Licence Start Date.
5.2 The Client shall remove the Images from its website and listings within 30 days after the Licence Period ends.
6. Exclusivity. This Licence is non-exclusive. The Photographer may license the Images to the Owner and to others.
7. People shown. The housekeeper and chef shown in the Images have signed model releases. No guests appear in the Images. The Client shall not use any Image in which a member of staff is identifiable after the Client is told that person has left the Villa.
8. Credit. The Client shall credit the Photographer in brochures where reasonably practicable.
9. Law. This Licence is governed by the law of England and Wales.
## SCHEDULE 1 - PARTICULARS
| Date of Agreement | 12 February 2026 |
| Shoot Dates | 3 to 5 March 2026 |
| Licence Start Date | 16 March 2026 |
| Licence End Date | 31 December 2027 |
| Media | The Client's website and booking listings; printed brochures and the annual lookbook; the Client's social media channels |
| Territory | Worldwide |
| Fee | £3,600 (shoot and licence) |
| Booking deposit | £900, non-refundable, deducted from the Fee |
| Travel and accommodation | At cost, estimated £1,150 |
## SCHEDULE 2 - SPECIAL CONDITIONS
These Special Conditions prevail over the Standard Terms if there is any conflict.
A. Clause 5.1 of the Standard Terms shall not apply and is replaced by the following: "5.1 The Licence Period runs from the Licence Start Date until the Licence End Date stated in Schedule 1."
B. The Images of the yacht may not be used to market any vessel other than the one shown.
Signed for Hannah Osei Photography Ltd: Hannah Osei, Director
Signed for Riviera & Islands Retreats Ltd: Julian Ashdown, Managing Director
`,
    expected: {
      parties: ["Hannah Osei Photography Ltd", "Riviera & Islands Retreats Ltd"],
      signed: "2026-02-12",
      start: "2026-03-16",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "print", "social"],
      exclusive: false,
      fees: ["GBP 3600"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n27b-10-yacht-cinema-star-boat-show-shoot-emails",
    style: "n27b-yacht-and-luxury-charter-photo-licences",
    format: "text",
    source: `
# RE: CINEMA STAR - show shoot and licence
From: Jasper Lindqvist <jasper@lindqvistmarine.com>
To: Capt. Rob Mackay <captain@mycinemastar.com>
Sent: 16 October 2026 14:40
Rob,
Thanks for the call. Here is my proposal for shooting M/Y CINEMA STAR at the Leeward Islands Charter Show, which runs 6 to 9 December 2026 in English Harbour.
Shoot: two days, 5 and 6 December, drone aerials underway plus interiors and the sundeck cinema set up for a movie night. Crew only in shot - they've all signed the crew release. Any charter guests aboard on the show open day will not be photographed.
Fees: shoot fee EUR 4,400 flat for the two days, and EUR 3,000 for the licence below. 50% of the total as a deposit when you confirm, balance on delivery. The harbour drone permit (EUR 180) and tender hire if we need it (EUR 350 a day) are at cost and on top.
Licence: the owner gets the stills and the film exclusively, worldwide, in perpetuity from the opening day of the show, for marketing the yacht for charter and sale - web, socials, brochures and print ads. I won't sell or license any of these images to anyone else. Not a buyout: I keep the copyright.
Other brokers: no passing the files to other central agents or brokers for their own branded brochures. They can use the owner's e-brochure link.
Let me know,
Jasper
---
From: Capt. Rob Mackay <captain@mycinemastar.com>
To: Jasper Lindqvist <jasper@lindqvistmarine.com>
Sent: 19 October 2026 09:12
Jasper - confirmed on all points. Deposit goes from the management company today.
Capt. Rob Mackay, Master, M/Y CINEMA STAR, for and on behalf of the Owner, Starline Leisure Holdings Ltd
`,
    expected: {
      parties: ["Jasper Lindqvist", "Starline Leisure Holdings Ltd"],
      signed: "2026-10-19",
      start: "2026-12-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["EUR 4400", "EUR 3000"],
      flags: ["perpetual_term", "worldwide_exclusivity"],
      denies: ["sublicensable", "buyout"]
    }
  }
]
