// Independent author "h29e" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles: tournament player image licences (a chess congress's player licence with the dates in a
// schedule, a US bridge association's letter to a player, a board-game championship release on a scan whose product is
// called "Outdoor Quest" and whose prize money is no fee, an online chess platform's agreement whose rider replaces the
// term clause and adds a category exclusivity); bakery, patisserie and food-truck feature licences (a food magazine's
// feature with its dates only in a table and a video series called "Cinema Kitchen", a food-truck app listing counted
// from a Go-Live Date given later that renews by itself, a bakery employee's scanned release for a campaign called "The
// Big Print Bake" that excludes online use); and hospice, blood-donor and medical-charity appeal consents (a hospice
// letter to a patient's daughter, a blood donor's consent with a "Sub-licensing" heading over a prohibition, an Irish
// heart charity's nurse agreement with a side letter that replaces the fee clause and a restriction on other heart
// charities). What is hard: headings that name a right the body denies, prohibitions, dates in schedules or defined
// later, channel words in names, sums that are not fees, riders that prevail.
//
// Answer rules decided by this author: the parties are the two who are bound by the document (a signatory signing for a
// company is not a party; the company is; the addressee of a letter who countersigns is a party); the signing date is
// the date of the last signature or countersignature; a term of "N months/years from X" starts on X and ends the day
// before the anniversary; "from the date of this release" starts on the signing date; fees are sums paid to the
// licensor for rights or services (an honorarium is a fee); an instalment of a fee, prize money, a waived entry fee,
// expenses, commissions paid the other way, overtime owed only if incurred, cancellation fees and option prices are not
// fees; no fee gives no_fee_stated; websites and apps are web, the licensee's own social accounts and YouTube series
// are social, television and radio broadcast, magazines, leaflets, direct mail, rulebooks and newsletters print,
// billboards, bus shelters and posters in public places out_of_home, posters and displays inside shops in_store;
// exclusive is true where the licence is stated exclusive or the licensor may not do the same for a competitor (then
// with non_compete), false where stated non-exclusive, null where silent; worldwide_exclusivity is raised for an
// exclusive worldwide licence; a rider or side letter that replaces a clause prevails; perpetual gives perpetual_term
// and no end (no other flag); a flag is denied where the text says the right does not exist ("may not sub-license", "is
// not irrevocable", "does not waive").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h29e-tournament-players", "h29e-bakery-features", "h29e-charity-appeals"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29e-01-chess-congress-player-licence",
    style: "h29e-tournament-players",
    format: "docx",
    source: `
# PLAYER IMAGE LICENCE
This Licence is made on 14 February 2026
## Parties
1> CASTLEGATE CHESS CONGRESS LIMITED, a company registered in England (no. 10452297) whose registered office is at 4 Minster Yard, York YO1 7HH (the "Organiser"); and
1> ANYA PETROSYAN-HALE of 22 Belvoir Terrace, Leicester LE2 1DL (the "Player").
## Background
The Organiser runs the Castlegate International Open (the "Tournament") and wishes to use the Player's name and photographs to promote it. The Player has agreed, on the terms below.
## 1. Grant
1> The Player grants the Organiser a licence to use the Player's name, likeness and photographs taken at the Tournament (the "Materials") to promote the Tournament and its next edition.
1> The Materials may be used on the Organiser's website, the Organiser's social media accounts and in printed programmes and the Organiser's members' magazine.
1> No right is granted to use the Materials on television, on billboards or in any advertising for a sponsor's own products.
## 2. Term and Territory
1> The licence starts on the Tournament Start Date and continues for 12 months from the Tournament Start Date.
1> The licence applies in the United Kingdom and the Republic of Ireland.
## 3. Exclusivity
1> This licence is non-exclusive. The Player remains free to license her image to other tournaments, clubs and chess publishers.
## 4. Payment
1> The Organiser shall pay the Player a licence fee of £3,000 within 30 days of the Tournament Start Date.
1> Separately, the Organiser shall reimburse the Player's reasonable travel and hotel expenses for the Tournament, up to £600, against receipts. These expenses are not part of the licence fee.
## 5. Sub-licensing and assignment
1> The Organiser shall not sub-license any of the rights granted by this Licence, and shall not assign or transfer this Licence to any other person.
## 6. General
1> This Licence is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Tournament | Castlegate International Open 2026 |
| Venue | The Assembly Rooms, York |
| Tournament Start Date | 6 April 2026 |
| Rounds | 9 rounds, classical time control |
Signed for Castlegate Chess Congress Limited: Martin Oduya, Director, 14 February 2026
Signed by Anya Petrosyan-Hale, 14 February 2026
`,
    expected: {
      parties: ["Castlegate Chess Congress Limited", "Anya Petrosyan-Hale"],
      signed: "2026-02-14",
      start: "2026-04-06",
      end: "2027-04-05",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 3000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h29e-02-bridge-association-letter",
    style: "h29e-tournament-players",
    format: "text",
    source: `
# NORTH SHORE BRIDGE ASSOCIATION, INC.
1410 Sheridan Road, Evanston, IL 60201
April 21, 2026
Ms. Colette Delacroix
88 Lakeview Avenue, Milwaukee, WI 53202
Dear Ms. Delacroix,
Congratulations on winning the Open Pairs at our Spring Regional. As we discussed, we would like to feature you in our promotion of the 2026 Fall Regional, and this letter sets out what you are agreeing to when you sign below.
1. What we may use. Your name, photographs taken at the Spring Regional, and a short quote you approve in writing.
2. Where. On the Association's website and in The Bridge Broadcast, our printed quarterly newsletter mailed to members. We will not use your image in any television or radio spot, and not on social media.
3. Where (territory). Within the United States.
4. How long. From the date you countersign this letter until December 31, 2027.
5. Payment. No fee is payable for this permission. As a thank-you, your entry fee for the Fall Regional (a $60 value) will be waived; this is not a payment to you.
6. Other rights. This permission is personal to the Association. We may not transfer it to anyone else, and we may not sub-license it, including to the ACBL or any sponsor.
If you agree, please sign and date the copy below and return it to me.
Sincerely,
Dorothy Alvarez-Kim
Tournament Director, for and on behalf of North Shore Bridge Association, Inc.
ACCEPTED AND AGREED:
Colette Delacroix
Date: May 3, 2026
`,
    expected: {
      parties: ["North Shore Bridge Association, Inc.", "Colette Delacroix"],
      signed: "2026-05-03",
      start: "2026-05-03",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h29e-03-board-game-championship-release",
    style: "h29e-tournament-players",
    format: "scan",
    source: `
# PLAYER RELEASE - UK OUTDOOR QUEST CHAMPIONSHIP 2026
Dicehall Games Ltd, Unit 7 Foundry Lane, Sheffield S3 8AB ("Dicehall")
Player: Tomasz Wrzesniewski, 15 Hanover Street, Manchester M4 4AH ("you")
Outdoor Quest is Dicehall's board game. This release covers photographs and video of you taken at the UK Outdoor Quest Championship final on 13 June 2026.
1. You permit Dicehall to use your name, photographs and video of you playing at the final in the rulebooks and printed catalogues of Outdoor Quest, on Dicehall's website and on Dicehall's own social media channels.
2. No television, cinema or out-of-home advertising is licensed by this release.
3. This release is non-exclusive.
4. The permission is given worldwide and in perpetuity, from the date of this release.
5. Dicehall will pay you a release fee of £400. The Championship prize money of £5,000 which you won is paid under the Championship rules and is not consideration for this release.
6. Dicehall may not sub-license or transfer the rights in this release to anyone else.
Signed: Tomasz Wrzesniewski    Date: 20 June 2026
Signed for Dicehall Games Ltd: Rachel Abernethy, Marketing Manager    Date: 20 June 2026
`,
    expected: {
      parties: ["Dicehall Games Ltd", "Tomasz Wrzesniewski"],
      signed: "2026-06-20",
      start: "2026-06-20",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: ["perpetual_term"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h29e-04-online-chess-platform-rider",
    style: "h29e-tournament-players",
    format: "pdf",
    source: `
# PLAYER ENDORSEMENT AGREEMENT
This Player Endorsement Agreement (the "Agreement") is entered into as of February 20, 2026 by and between Rook & Pawn Labs, Inc., a Delaware corporation ("Company"), and Devika Raman, an individual residing in Austin, Texas ("Player").
## 1. Definitions
"Effective Date" means March 1, 2026. "Platform" means Company's online chess service, including its website and mobile apps.
## 2. License
Player grants Company the right to use Player's name, likeness, game records and voice to promote the Platform on the Platform's website and apps and on Company's social media accounts, throughout the world.
## 3. Compensation
(a) Company shall pay Player a license fee of US$8,000, payable in two equal installments of $4,000 on the Effective Date and on September 1, 2026.
(b) Company shall reimburse pre-approved travel expenses up to $1,200 per year.
(c) Company has the option to book Player for one live simul exhibition at an additional fee of $2,000, payable only if Company exercises that option.
## 4. Term
The term of this Agreement is six (6) months from the Effective Date.
## 5. Exclusivity
None.
## 6. Miscellaneous
This Agreement is governed by the laws of the State of Texas.
## RIDER NO. 1
This Rider forms part of the Agreement, is signed on the same date, and prevails over the body of the Agreement where they differ.
R1. Section 4 (Term) is deleted and replaced by: "The term of this Agreement is eighteen (18) months from the Effective Date."
R2. Section 5 (Exclusivity) is deleted and replaced by: "During the term, Player grants Company the exclusive right to use her name and likeness for any online chess platform, and Player shall not endorse or appear in promotions for any other online chess platform or chess app. Player remains free to play in over-the-board tournaments sponsored by others."
COMPANY: Rook & Pawn Labs, Inc. By: Jonah Whitlock, CEO. Date: February 20, 2026
PLAYER: Devika Raman. Date: February 20, 2026
`,
    expected: {
      parties: ["Rook & Pawn Labs, Inc.", "Devika Raman"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 8000"],
      flags: ["worldwide_exclusivity", "non_compete"]
    }
  },
  {
    id: "h29e-05-patisserie-magazine-feature",
    style: "h29e-bakery-features",
    format: "docx",
    source: `
# FEATURE AND IMAGE LICENCE
## Between
Crumb & Crust Media Ltd, publisher of Crumb & Crust magazine, 31 Clerkenwell Green, London EC1R 0DU ("we", "us"); and
Fenwick Patisserie Ltd, trading as Fenwick Patisserie, 9 Pulteney Bridge, Bath BA2 4AT ("you").
## The feature
We will publish an eight-page feature on your patisserie, its owner Margaux Fenwick and her pastry team (the "Feature"), including recipes and photographs taken at your shop by our photographer.
## What you license to us
1> You license us to publish the Feature, your recipes as supplied and the photographs of your shop, products and staff in the print edition of Crumb & Crust magazine and on the Crumb & Crust website.
1> We may also use clips from the shoot in Cinema Kitchen, our recipe video series on our YouTube channel.
1> The licence is non-exclusive. You may give interviews and recipes to other publications.
1> You do not waive your moral rights; we will credit Fenwick Patisserie in the Feature and in every use.
## Territory
United Kingdom.
## Payment
We will pay you a contribution fee of £350 on publication. We will also refund ingredients bought for recipe testing at cost, up to £60; this refund is not part of the fee.
## Key dates
| Event | Date |
| Photography at the shop | 22 July 2026 |
| Issue on sale | 3 September 2026 |
| Licence start | 1 September 2026 |
| Licence end | 31 August 2027 |
## Signatures
For Crumb & Crust Media Ltd: Priya Whitcombe, Editor - signed 15 July 2026
For Fenwick Patisserie Ltd: Margaux Fenwick, Director - signed 17 July 2026
`,
    expected: {
      parties: ["Crumb & Crust Media Ltd", "Fenwick Patisserie Ltd"],
      signed: "2026-07-17",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 350"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h29e-06-food-truck-app-listing",
    style: "h29e-bakery-features",
    format: "text",
    source: `
# STREETBITE OUTDOOR EATS - FEATURED VENDOR AGREEMENT
StreetBite Technologies, LLC ("StreetBite"), operator of the StreetBite Outdoor Eats app, and Rosa Delgado, doing business as Churro Queen Food Truck ("Vendor"), agree as follows.
1. Feature. StreetBite will list Vendor as a Featured Vendor in the StreetBite Outdoor Eats app and on streetbite.com, and may post about Vendor on StreetBite's Instagram and TikTok accounts.
2. License. Vendor grants StreetBite a non-exclusive license to use Vendor's name, logo, menu photos and photos of Rosa Delgado and her truck for the Feature. StreetBite may sub-license these materials to its delivery partners solely to display Vendor's listing.
3. Territory. United States.
4. Term. The term begins on the Go-Live Date and runs for 12 months. It then renews automatically for successive 12-month periods unless either party gives written notice of non-renewal at least 30 days before the end of the then-current period.
5. Money. StreetBite will pay Vendor a featured vendor fee of $1,500 within 15 days after the Go-Live Date. Vendor pays StreetBite the standard 15% commission on orders placed through the app; that commission is not a fee paid to Vendor.
6. Go-Live Date. The Go-Live Date is June 2, 2026.
Agreed by clicking ACCEPT:
Vendor: Rosa Delgado - accepted May 18, 2026, 9:41 AM CT
StreetBite Technologies, LLC - countersigned by Alan Cho, Partnerships Lead, May 18, 2026
`,
    expected: {
      parties: ["StreetBite Technologies, LLC", "Rosa Delgado"],
      signed: "2026-05-18",
      start: "2026-06-02",
      end: "2027-06-01",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 1500"],
      flags: ["automatic_renewal", "sublicensable"]
    }
  },
  {
    id: "h29e-07-bakery-staff-campaign-release",
    style: "h29e-bakery-features",
    format: "scan",
    source: `
# STAFF APPEARANCE RELEASE
Hearth & Hopper Bakeries Ltd, 2 Mill Street, Leeds LS9 8AS ("the Company")
Team member: Callum Reid, baker, Headingley branch ("you")
Campaign: The Big Print Bake (autumn 2026)
1. You agree to appear in the Company's campaign The Big Print Bake and allow the Company to use the photographs and film of you taken at the campaign shoot.
2. The Company may use them in posters and window displays inside its shops and in a regional television advert. Online and social media use is excluded, and no printed press advertising is licensed.
3. Territory: the United Kingdom.
4. The permission lasts 24 months from the date the television advert is first broadcast, which is 5 October 2026.
5. You will be paid a session fee of £250. If the shoot runs past 6 hours, overtime of £30 per hour is paid only if incurred.
6. The Company may stop using the material at once if you bring the Company into public disrepute.
Signed: Callum Reid    Date: 10 September 2026
For Hearth & Hopper Bakeries Ltd: Joanne Pike, Head of Marketing    Date: 10 September 2026
`,
    expected: {
      parties: ["Hearth & Hopper Bakeries Ltd", "Callum Reid"],
      signed: "2026-09-10",
      start: "2026-10-05",
      end: "2028-10-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "broadcast"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "h29e-08-hospice-family-appeal-consent",
    style: "h29e-charity-appeals",
    format: "pdf",
    source: `
# St Brannoc's Hospice
Hospice Lane, Barnstaple, Devon EX31 2AB - Registered charity no. 1098765
1 October 2026
Dear Mrs Marchetti,
Thank you for offering to share your father's story and the photographs of him with your family in our Christmas Appeal. This letter is our agreement with you; please sign it if you are happy.
## What we will use
Your name, your words about your father's care, and the four family photographs you have chosen.
## Where we will use them
In our printed Christmas Appeal leaflet and letter sent to supporters, on our website, on our Facebook and Instagram pages, and on posters in our charity shops.
## For how long
From the date you sign this letter until 31 March 2028.
## Payment
We do not pay for stories or photographs; you will not receive a fee.
## Your rights
This consent is not irrevocable: you may withdraw it at any time by writing to us, and we will stop new uses within 14 days. We will not sub-license, sell or transfer your photographs to any other organisation.
## Where
In the United Kingdom only.
With warmest thanks,
Fiona Tregarthen, Head of Fundraising, for St Brannoc's Hospice
I agree to the above.
Signed: Helen Marchetti    Date: 12 October 2026
`,
    expected: {
      parties: ["St Brannoc's Hospice", "Helen Marchetti"],
      signed: "2026-10-12",
      start: "2026-10-12",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable", "assignable"]
    }
  },
  {
    id: "h29e-09-blood-donor-campaign-consent",
    style: "h29e-charity-appeals",
    format: "pdf",
    source: `
# DONOR CONSENT FORM - GIVE A PINT APPEAL 2027
Lifeflow Donor Trust (charity no. 1176543), 40 Temple Street, Bristol BS1 6EN ("the Trust")
Donor: Kwame Asante-Boyd, 3 Ashley Road, Bristol BS6 5NJ ("you")
## Use
You allow the Trust to use your name, your photograph and a short filmed interview about why you give blood in the Give a Pint Appeal on billboards and bus shelters, in television and radio adverts, and on the Trust's website.
## Campaign period
12 months from the Campaign Launch Date. The Campaign Launch Date is 14 June 2027 (World Blood Donor Day).
## Territory
England and Wales (United Kingdom).
## Payment
No fee is payable. The Trust will refund your travel expenses to the filming, up to £80.
## Sub-licensing
The Trust may not sub-license these rights to anyone, including its advertising agency.
## Moral rights
You do not waive your moral rights.
Donor signature: Kwame Asante-Boyd    Date: 2 March 2027
For the Trust: Dr Eleanor Voss, Director of Campaigns    Date: 4 March 2027
`,
    expected: {
      parties: ["Lifeflow Donor Trust", "Kwame Asante-Boyd"],
      signed: "2027-03-04",
      start: "2027-06-14",
      end: "2028-06-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "broadcast", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h29e-10-heart-charity-nurse-agreement",
    style: "h29e-charity-appeals",
    format: "docx",
    source: `
# APPEAL AMBASSADOR AGREEMENT
Dated: 1 December 2025
## Parties
(1) CAIRDE HEART FOUNDATION CLG, a registered charity in Ireland, of 12 Merrion Square, Dublin 2 (the "Foundation")
(2) SIOBHAN MULCAHY, cardiac nurse, of 7 Rathgar Avenue, Dublin 6 (the "Nurse")
## 1. Appointment
The Foundation appoints the Nurse as the face of its Heartbeat Appeal and the Nurse agrees to take part in one filming day and one photography session.
## 2. Rights
2.1 The Nurse grants the Foundation the right to use her name, image and voice in the Heartbeat Appeal on television, on the Foundation's website and on the Foundation's social media channels.
2.2 The grant excludes print and outdoor advertising.
2.3 The rights apply in Ireland and the United Kingdom.
## 3. Term
The Term begins on 1 January 2026 and ends three years later, on 31 December 2028.
## 4. Other charities
During the Term the Nurse shall not appear in fundraising campaigns for any other heart or cardiovascular charity. She may support charities in other fields.
## 5. Payment
The Nurse gives her time voluntarily and no fee is payable.
## 6. Cancellation
If the Foundation cancels a filming day with less than 48 hours' notice, it will pay the Nurse a cancellation fee of €150.
## Signed
For Cairde Heart Foundation CLG: Declan Furlong, Chief Executive, 1 December 2025
Siobhan Mulcahy, 1 December 2025
## SIDE LETTER - 1 December 2025
Dear Siobhan, signed with the Agreement on the same day, the Foundation and you agree that Clause 5 (Payment) is deleted and replaced with: "The Foundation shall pay the Nurse an honorarium of €500 on completion of the filming day." All other clauses remain unchanged. Where this side letter and the Agreement differ, this side letter prevails.
Signed for the Foundation: Declan Furlong. Agreed: Siobhan Mulcahy, 1 December 2025
`,
    expected: {
      parties: ["Cairde Heart Foundation CLG", "Siobhan Mulcahy"],
      signed: "2025-12-01",
      start: "2026-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["EUR 500"],
      flags: ["non_compete"]
    }
  }
]
