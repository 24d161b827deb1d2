// Independent author "n11" (wave 11), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and
// answer-rule paragraphs of the wave 8/9/10 authors, the channel names of the "Extracted terms" row of
// docs/decisions.md, and the first entry of m10's batch for the file convention), and committed before the reader was
// run on it: shorthand deal points (abbreviated e-mail and deal-memo lines, "$12k flat", "1 yr fr first post",
// "Terr: UK & ROI", "n/e", a summary sheet in a table, a revised sheet that supersedes an earlier one, the start
// given in a later message); consolidated amendments ("Clause 3 is deleted and replaced by", a consolidated text with
// an amendment history and repealed clauses, a US "First Amendment" that amends and restates sections); and grants
// with carve-outs ("the world, excluding France, Belgium and Switzerland", "all media ... other than cinema and
// out-of-home", a reserved-rights clause that takes back a medium, a country and sub-licensing granted earlier, a
// media table with Yes/No rows, an exclusivity with an existing sponsor carved out). A DEVELOPMENT batch: its first,
// untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound (an agent, an agency signing for its
// client, an end client named "not a party" and a photographer engaged by the client are not); the signing date is
// the date of the last signature or of the acceptance that makes deal points binding; a stand-alone amendment is
// signed on its own date and its start and end are those of the licence as restated, not the amendment's effective
// date; a consolidated text is signed on the original agreement's date and holds the amended values; start and end
// from "N months/years from" end the day before the anniversary; fees are the sums paid for services or rights: a
// total of two fees, an instalment, a percentage commission, VAT or GST, capped expenses, an overtime rate owed only
// if incurred, a cancellation charge and an unexercised option or extension price are not fees, and fees of the
// original agreement that an amendment leaves in place but does not state are not known; "all media ... other than X"
// is an all-media grant (unlimited_media) whose channels are every channel but X; "the world, excluding ..." is
// worldwide; a reserved or excluded country, medium or right is not granted even where an earlier clause grants it;
// television is broadcast, posters and billboards out_of_home, shelf and point-of-sale material in_store, a team's or
// brand's streaming and video channels social, magazines and catalogues print; an option to extend is not automatic
// renewal; a promise not to work for a category's competitors is an exclusivity with non_compete.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n11-shorthand-deal-points", "n11-consolidated-amendments", "n11-carve-out-grants"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n11-01-agent-email-deal-points",
    style: "n11-shorthand-deal-points",
    format: "text",
    source: `
# RE: Hartwell x Norrland Coffee - deal pts CONFIRMED
From: Priya Natarajan <priya@bluelineartists.com>
To: Owen Kessler <okessler@norrlandcoffee.com>
Sent: Tue, Mar 10, 2026 4:12 PM
Owen - confirming the deal pts from our call today. Long form to follow; once you confirm below, both sides agree these pts are binding.
Talent: Marcus Hartwell (repped by Blueline Artists, agent - not a party)
Client: Norrland Coffee Co.
Svcs: 1 shoot day (8 hrs) o/a Apr 14, 2026, Los Angeles; 1 wardrobe fitting (2 hrs, no addl fee)
Fee: $12k flat for svcs + usage below. Agency comm. 20% on top, paid by client direct to Blueline.
OT: $1,500/hr past 8 hrs, only if incurred.
Usage: client's IG, TikTok + FB (organic and paid), client website. NO TV, NO OOH, NO print.
Term: 1 yr fr first post. First post NLT May 1, 2026.
Terr: US only.
Excl: n/e. Talent free to work w/ other coffee + bev brands.
Renewal: client option, addl 1 yr at $10k, exercisable in writing NLT 60 days before end. Not auto.
Pls confirm.
Priya
---
From: Owen Kessler <okessler@norrlandcoffee.com>
Sent: Tue, Mar 10, 2026 5:03 PM
Confirmed on all pts. First post will go live Apr 28, 2026.
Owen Kessler, Brand Director, Norrland Coffee Co.
`,
    expected: {
      parties: ["Marcus Hartwell", "Norrland Coffee Co."],
      signed: "2026-03-10",
      start: "2026-04-28",
      end: "2027-04-27",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 12000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "n11-02-uk-model-deal-memo",
    style: "n11-shorthand-deal-points",
    format: "scan",
    source: `
# DEAL MEMO - MODEL BOOKING (SHORT FORM)
Ref: KLP/0426/117    Date: 02/04/2026
Prod. co: Kestrel Lane Productions Ltd ("KLP"), 9 Tanner St, London SE1 3LE
Model: Tamsin Adeyemi-Clarke, booked via Northline Models Ltd (agent, not a party)
End client (not a party): Ashby & Finch plc. Usage below is licensed to KLP for A&F's SS27 homewares campaign.
Job: SS27 homewares stills. 1 day, 23/04/2026, Studio 4, Bermondsey.
BSF: £850/day x 1
Usage fee: £4,000
Usage period: 12 mths fr 01/06/2026
Media: press (print ads + mags), in-store POS, A&F e-com site. Excl. TV, cinema, OOH (no 48/96 sheets, no digi. OOH).
Terr: UK & ROI
Excl.: none (n/e)
Extension: addl 12 mths @ £3,000 if requested in writing before expiry. Not auto.
Travel: KLP books & pays. Expenses at cost, capped £150.
Cancellation: < 48 hrs = 100% BSF.
Agreed for KLP: J. Whitcombe (Prod. Mgr), 02/04/2026
Agreed for Northline Models Ltd on behalf of the Model: S. Patel, 03/04/2026
`,
    expected: {
      parties: ["Kestrel Lane Productions Ltd", "Tamsin Adeyemi-Clarke"],
      signed: "2026-04-03",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "web"],
      exclusive: false,
      fees: ["GBP 850", "GBP 4000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n11-03-canadian-deal-points-sheet",
    style: "n11-shorthand-deal-points",
    format: "docx",
    source: `
# TALENT DEAL POINTS - SUMMARY SHEET
Prepared by Maple & Vine Creative Inc., Toronto. Once initialled by the Advertiser and the Performer this sheet is their agreement; the Standard Terms v2.1 attached apply except where this sheet differs.
| Item | Deal point |
| Advertiser | Glacier Ridge Outdoor Ltd. (the contracting party; Maple & Vine Creative Inc. signs as its agency and is not a party) |
| Performer | Élodie Brassard |
| Role | Principal, on-camera. 1 shoot day, Sept. 9, 2026, Whistler, BC |
| Session fee | $2,400 CAD |
| Usage | TV (natl. Cdn. broadcast), online pre-roll on publisher sites, Advertiser's social accts |
| Cycle | 13 wks fr first air. First air Oct. 5, 2026; cycle ends Jan. 3, 2027 |
| Use fee | $6,800 CAD for the cycle |
| Terr. | Canada |
| Excl. | Excl. vs. outdoor apparel + footwear cat. during cycle: Performer not to appear in ads for any competing outdoor apparel or footwear brand |
| Holding fee | n/a (no holds) |
| Buyout | No. Further cycles negotiated separately |
| Initialled | Agency for Advertiser: R.G., Sept. 1, 2026 / Performer: É.B., Sept. 2, 2026 |
`,
    expected: {
      parties: ["Glacier Ridge Outdoor Ltd.", "Élodie Brassard"],
      signed: "2026-09-02",
      start: "2026-10-05",
      end: "2027-01-03",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["CAD 2400", "CAD 6800"],
      flags: ["non_compete"],
      denies: ["buyout"]
    }
  },
  {
    id: "n11-04-australian-chef-deal-points-revised",
    style: "n11-shorthand-deal-points",
    format: "pdf",
    source: `
# DEAL POINTS - CHEF COLLAB (REV. 2)
Rev. 2 supersedes rev. 1 of 14/05/2026 in full. Rev. 1 was not signed.
Parties: Farrow Street Grocers Pty Ltd (ABN 51 824 753 556) ("FSG") + Luca Benedetti ("Chef")
Date: 21 May 2026
Deliverables: 10 recipes + 1 half-day shoot (stills + short vid), shoot o/a 10 Jun 2026
Lic. term: 2 yrs fr 1 Jul 2026
Terr: AUS + NZ
Media: in-store (shelf wobblers, recipe cards), FSG website + app, FSG social, FSG printed catalogue. No TV, no radio.
Excl: Chef excl. to FSG vs other supermarket chains in AUS/NZ for the term (no endorsements for competing grocers).
Fee: A$45k total = A$30k creative fee + A$15k usage fee, each + GST
Pmt: 50% on signing, 50% on delivery of recipes
Morals: FSG may terminate on notice if Chef brings FSG into disrepute
Assign.: FSG may assign to its related bodies corporate w/o Chef's consent
Signed: FSG (K. Doyle, CMO) 21/05/2026; Chef 21/05/2026
`,
    expected: {
      parties: ["Farrow Street Grocers Pty Ltd", "Luca Benedetti"],
      signed: "2026-05-21",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["in_store", "web", "social", "print"],
      exclusive: true,
      fees: ["AUD 30000", "AUD 15000"],
      flags: ["non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "n11-05-uk-amendment-no-3",
    style: "n11-consolidated-amendments",
    format: "docx",
    source: `
# AMENDMENT No. 3 TO THE IMAGE AND LIKENESS LICENCE AGREEMENT
THIS AMENDMENT No. 3 is made on 12 February 2027
BETWEEN
(1) Corrin Hale, of 14 Fenwick Row, Leeds LS6 2QT (the "Licensor"); and
(2) Ashgrove Cycles Limited, company number 10443871, of Unit 7 Aire Park, Leeds LS10 1DJ (the "Licensee").
## Background
(A) The parties entered into an Image and Likeness Licence Agreement dated 3 March 2025 (the "Agreement"), amended by Amendment No. 1 dated 9 September 2025 and Amendment No. 2 dated 20 January 2026.
(B) The parties wish to amend the Agreement further as set out below. Save as amended by this Amendment No. 3, the Agreement continues in full force and effect.
## 1. Amendments
(a) Clause 3 (Term) is deleted and replaced by: "3. Term. The Licence runs from 1 April 2025 until 31 March 2028."
(b) Clause 5.1 (Fee) is deleted and replaced by: "5.1 In consideration of the extended Term, the Licensee shall pay the Licensor an additional fee of £7,500 (plus VAT) on 1 April 2027." The fees paid under the Agreement before this Amendment No. 3 are not affected.
(c) Clause 6 (Exclusivity) is deleted in its entirety with effect from the date of this Amendment No. 3. The Licence is non-exclusive and the Licensor may license her image to any person, including other cycle brands.
(d) In clause 4 (Media), the words "and outdoor advertising (posters and billboards)" are inserted after "social media accounts".
(e) Clause 9 (Renewal), which Amendment No. 2 inserted, is deleted. There is no further renewal.
## 2. The Agreement as amended (for convenience only)
| Clause | As amended |
| 2. Territory | The United Kingdom |
| 3. Term | 1 April 2025 until 31 March 2028 |
| 4. Media | The Licensee's website, its social media accounts and outdoor advertising (posters and billboards) |
| 5.1 Fee | £7,500 (plus VAT) payable on 1 April 2027 |
| 6. Exclusivity | [Deleted] |
| 9. Renewal | [Deleted] |
## 3. General
This Amendment No. 3 is governed by the law of England and Wales.
Signed by Corrin Hale on 12 February 2027
Signed for and on behalf of Ashgrove Cycles Limited by Dev Mistry, Director, on 12 February 2027
`,
    expected: {
      parties: ["Corrin Hale", "Ashgrove Cycles Limited"],
      signed: "2027-02-12",
      start: "2025-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 7500"],
      flags: [],
      denies: ["automatic_renewal", "non_compete"]
    }
  },
  {
    id: "n11-06-irish-consolidated-licence",
    style: "n11-consolidated-amendments",
    format: "pdf",
    source: `
# CONSOLIDATED LICENCE AGREEMENT
Consolidated text of the Voice and Likeness Licence Agreement between Orla Fitzmaurice and Brightwater Telecom Ireland Limited dated 5 May 2025, incorporating Amendment No. 1 (dated 1 October 2025) and Amendment No. 2 (dated 18 March 2026). Prepared for reference; where it differs from the signed instruments, the signed instruments prevail. Provisions removed are shown as [Repealed by Amendment No. X].
## Amendment history
| Clause | Agreement of 5 May 2025 | Amendment No. 1 | Amendment No. 2 |
| 1 Grant | exclusive | unchanged | non-exclusive |
| 2 Territory | Ireland | Ireland and the United Kingdom | unchanged |
| 3 Media | television and cinema | adds the Licensee's website | cinema removed |
| 4 Term | 12 months from 1 June 2025 | until 31 May 2027 | unchanged |
| 5 Fees | EUR 20,000 | adds an extension fee of EUR 12,000 | unchanged |
| 7 Exclusivity | category exclusivity | unchanged | repealed |
| 8 Conduct | none | none | inserted |
## Consolidated text
THIS AGREEMENT is dated 5 May 2025 and made BETWEEN Orla Fitzmaurice, of 22 Strand Road, Sandymount, Dublin 4 (the "Artist") AND Brightwater Telecom Ireland Limited, registered in Ireland under number 598231, of 1 Harbourmaster Place, Dublin 1 (the "Licensee").
1. Grant. The Artist grants the Licensee a non-exclusive licence to use recordings of her voice and her likeness made for the Licensee (the "Materials") in advertising for the Licensee's mobile and broadband services. [The words "an exclusive" were replaced by "a non-exclusive" by Amendment No. 2.]
2. Territory. Ireland and the United Kingdom.
3. Media. Television, and the Licensee's website. [Cinema: Repealed by Amendment No. 2.]
4. Term. The licence runs from 1 June 2025 until 31 May 2027.
5. Fees. 5.1 The Licensee paid the Artist a licence fee of EUR 20,000 on signature of the Agreement. 5.2 The Licensee shall pay the Artist an extension fee of EUR 12,000 within 30 days of Amendment No. 1. [5.2 inserted by Amendment No. 1.]
6. Approvals. The Artist may approve each script before recording; approval shall not be unreasonably withheld.
7. Exclusivity. [Repealed by Amendment No. 2. The repealed clause read: "During the Term the Artist shall not lend her voice or likeness to any other provider of telecommunications services."]
8. Conduct. If the Artist is convicted of an offence or acts in a way that brings the Licensee into public disrepute, the Licensee may terminate this Agreement on written notice. [Inserted by Amendment No. 2.]
9. Law. This Agreement is governed by the laws of Ireland.
`,
    expected: {
      parties: ["Orla Fitzmaurice", "Brightwater Telecom Ireland Limited"],
      signed: "2025-05-05",
      start: "2025-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["EUR 20000", "EUR 12000"],
      flags: ["morality_clause"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n11-07-us-first-amendment-restated",
    style: "n11-consolidated-amendments",
    format: "scan",
    source: `
# FIRST AMENDMENT TO ENDORSEMENT AGREEMENT
This First Amendment (this "Amendment") is entered into effective as of July 1, 2026 (the "Amendment Effective Date") by and between Cedar & Slate Home, LLC, a Delaware limited liability company ("Company"), and Jordan Ellery Price, an individual ("Endorser"), and amends the Endorsement Agreement between Company and Endorser dated January 15, 2026 (the "Agreement"). Capitalized terms not defined here have the meanings given in the Agreement.
## Recitals
WHEREAS, the parties wish to extend the Term, enlarge the Territory and the media, and change the assignment provision, on the terms below.
NOW, THEREFORE, the parties agree as follows:
1. Term. Section 3 of the Agreement is amended and restated in its entirety to read: "3. Term. The Term began on February 1, 2026 and shall end on January 31, 2028, unless terminated earlier under Section 11."
2. Territory. Section 4 of the Agreement is amended by deleting "the United States" and substituting "the United States, Canada and Mexico".
3. Media. Section 5(a) of the Agreement is amended and restated in its entirety to read: "(a) Company may use the Endorser Materials on Company's website, on Company's social media accounts, and in out-of-home advertising (billboards and transit shelters) in the Territory." Section 5(b), under which Company shall not use the Endorser Materials in television advertising, remains in full force and effect.
4. Compensation. Section 6 of the Agreement is amended by adding a new Section 6(c): "(c) Extension Fee. In consideration of the extension of the Term, Company shall pay Endorser an extension fee of Forty Thousand U.S. Dollars (US$40,000) within fifteen (15) days after the Amendment Effective Date." The Base Fee under Section 6(a) is unchanged.
5. Assignment. Section 9(b) of the Agreement is deleted and replaced with: "(b) Neither party may assign this Agreement without the prior written consent of the other party."
6. Effect. Except as expressly amended by this Amendment, the Agreement remains unchanged and in full force and effect. If this Amendment conflicts with the Agreement, this Amendment controls.
IN WITNESS WHEREOF, the parties have executed this Amendment on the dates written below.
CEDAR & SLATE HOME, LLC   By: /s/ Nina Okafor   Name: Nina Okafor   Title: Chief Marketing Officer   Date: June 24, 2026
ENDORSER: /s/ Jordan Ellery Price   Date: June 26, 2026
`,
    expected: {
      parties: ["Cedar & Slate Home, LLC", "Jordan Ellery Price"],
      signed: "2026-06-26",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["web", "social", "out_of_home"],
      exclusive: null,
      fees: ["USD 40000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n11-08-worldwide-except-all-media-other-than",
    style: "n11-carve-out-grants",
    format: "pdf",
    source: `
# FOOTAGE AND LIKENESS LICENCE
Dated 8 June 2026
Licensor: Anneliese Brandt, Isestraße 41, 20149 Hamburg, Germany (the "Talent")
Licensee: Polaris Mobility GmbH, Friedrichstraße 68, 10117 Berlin, Germany ("Polaris")
1. Grant. The Talent grants Polaris an exclusive licence to use the footage and stills of the Talent made at the shoot of 15 June 2026 (the "Material") to advertise Polaris e-scooters, in the Territory and the Licensed Media, for the Term.
2. Territory. The Territory is the world, excluding France, Belgium and Switzerland, where the Talent's agreement with another mobility brand continues until 2027. The exclusivity of clause 1 does not extend to those three countries.
3. Licensed Media. All media now known or hereafter devised, other than (a) cinema advertising and (b) out-of-home advertising of any kind, including posters, billboards, transit and digital screens in public places. Television, print, online, social media and point-of-sale displays are included.
4. Term. Eighteen (18) months from 1 July 2026.
5. Fee. Polaris shall pay the Talent EUR 60,000 plus VAT within 30 days of the shoot. The fee is a full buyout of every use under this licence: no further payment is due, however often the Material is used.
6. Sub-licensing. Polaris may sub-license the Material to its national distributors, for use in the Territory only.
7. Law. German law applies. Place of jurisdiction is Berlin.
Signed in Berlin on 8 June 2026: Anneliese Brandt; for Polaris Mobility GmbH, Jens Voigt, Managing Director
`,
    expected: {
      parties: ["Anneliese Brandt", "Polaris Mobility GmbH"],
      signed: "2026-06-08",
      start: "2026-07-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "print", "web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 60000"],
      flags: ["worldwide_exclusivity", "unlimited_media", "sublicensable", "buyout"]
    }
  },
  {
    id: "n11-09-swedish-reserved-rights-release",
    style: "n11-carve-out-grants",
    format: "text",
    source: `
# MODEL RELEASE AND LICENCE - RESERVED RIGHTS FORM
Date: 30 September 2026
Model: Freja Lindqvist, Södermannagatan 12, 116 23 Stockholm (the "Model")
Client: Havsbris Kosmetik AB, org. nr 556912-3344, Gothenburg (the "Client")
Photographer: Jonas Ek, engaged by the Client (not a party to this release)
1. The Model consents to the Client's use of the photographs of her to be taken on 12 October 2026 (the "Images") to advertise the Client's skincare range, in the Territory, for the Period and in the media listed in clause 2, subject always to clause 6.
2. Media: print advertising, the Client's website, the Client's social media accounts, in-store displays and television.
3. Territory: the Nordic countries.
4. Period: from 1 November 2026 to 31 October 2028.
5. Fee: SEK 85 000, payable within 30 days of the shoot. No other sum is due for the uses in clause 2.
6. Reserved rights. Notwithstanding clauses 2 and 3, none of the following is granted, and each remains with the Model: (a) television, which the Client may only use under a separate agreement and fee; (b) any use in Iceland; (c) the right to sub-license the Images to any third party, including the Client's distributors; (d) any retouching that changes the Model's body shape.
7. The Model does not waive her moral rights, and she shall be credited where customary.
8. Nothing in this release is exclusive: the Model is free to work for other cosmetics brands.
Signed: Freja Lindqvist, 30 September 2026
Signed for Havsbris Kosmetik AB: Ingrid Sahlberg, Marketing Manager, 30 September 2026
`,
    expected: {
      parties: ["Freja Lindqvist", "Havsbris Kosmetik AB"],
      signed: "2026-09-30",
      start: "2026-11-01",
      end: "2028-10-31",
      perpetual: false,
      territories: ["DK", "FI", "NO", "SE"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: false,
      fees: ["SEK 85000"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver", "non_compete"]
    }
  },
  {
    id: "n11-10-esports-media-table-carve-outs",
    style: "n11-carve-out-grants",
    format: "docx",
    source: `
# PLAYER IMAGE LICENCE - GRANT AND CARVE-OUTS
THIS LICENCE is made on 4 August 2026 between Rook Forge Gaming Ltd, a company incorporated in England and Wales (no. 12988410) (the "Team Owner"), and Kaito Sorensen-Mills, professional player known as "Kestrel" (the "Player").
## 1. Grant
1.1 The Player grants the Team Owner an exclusive licence to use the Player's name, gamertag, image and voice (the "Player Marks") in the Team Owner's sponsors' campaigns, in the Territory and in the media marked "Yes" in the table in clause 3, from 1 September 2026 to 31 August 2027.
1.2 The Team Owner may sub-license the Player Marks to its sponsors for those campaigns.
## 2. Territory
2.1 The United Kingdom, Ireland and the Benelux countries, other than Luxembourg.
## 3. Media
| Medium | Granted | Notes |
| Team streaming channels (Twitch, YouTube) | Yes | Organic and sponsored streams on the Team Owner's own channels |
| Team website and online shop | Yes | |
| Print | Yes | Event programmes and gaming magazines |
| Television | No | Includes esports coverage on linear television |
| Out-of-home | No | No posters or billboards of any kind |
| Cinema | No | |
## 4. Exclusivity
4.1 During the licence the Player shall not endorse, or appear for, any other esports organisation or any gaming peripheral brand.
4.2 Carve-out: the Player's existing personal sponsorship with Talonware (headsets), listed in Schedule 2, continues and is not a breach of clause 4.1.
## 5. Fee
5.1 The Team Owner shall pay the Player a licence fee of £24,000, in twelve monthly instalments of £2,000 from September 2026.
## 6. Conduct
6.1 The Team Owner may terminate this licence if the Player breaches the Team Owner's code of conduct or brings the Team Owner or its sponsors into disrepute.
Signed for Rook Forge Gaming Ltd by Amara Quist, Director, 4 August 2026
Signed by Kaito Sorensen-Mills, 4 August 2026
`,
    expected: {
      parties: ["Rook Forge Gaming Ltd", "Kaito Sorensen-Mills"],
      signed: "2026-08-04",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB", "IE", "BE", "NL"],
      channels: ["social", "web", "print"],
      exclusive: true,
      fees: ["GBP 24000"],
      flags: ["non_compete", "sublicensable", "morality_clause"]
    }
  }
]
