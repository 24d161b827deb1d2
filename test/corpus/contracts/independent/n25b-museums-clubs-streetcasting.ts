// Independent author "n25b" (wave 25), one DEVELOPMENT batch written from scratch without reading the reader's rules
// or the other batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, the checker, the `ls` of this folder,
// and the header comment and first entries of n11's batch for the file convention), and committed before the reader
// was run on it. Three styles: museum and exhibition image licences (a photographer's licence to "The Print Room"
// limited to the exhibition's run, whose dates are in a schedule; a lender's image agreement with the "Northbrook
// Cinema Museum" whose rider replaces the merchandise clause; a one-page installation-photography form whose
// photographer is named only at the signature; a US artist's merchandise licence with an advance against royalty);
// sports club-sponsor agreements that schedule player appearances (an exclusive shirt sponsor called "Northgate
// Outdoor Leisure plc" with a category carve-out and a rider replacing the territory clause; a non-exclusive
// Australian partner called "Billboard Brewing" whose dates are only in the details schedule; a US letter agreement
// for appearance days over a season defined by the league schedule); street-casting releases of real people (a
// phone-signed e-release whose term runs from a first-use date notified later; a paper minor's release with an
// exception written in the margin; a tablet-signed open-call release for "Fellside Outdoor Co." limited to online).
//
// Answer rules decided by this author: the parties are those bound: the licensor and the licensee, the club and the
// sponsor, the brand and the person released (a casting agency acting for the brand, a league and an end client are
// not); a parent who signs "on my own behalf and on behalf of" a minor is a party with the minor; the names are
// written as the contract names them, without "Mr" or role labels. The signing date is the date of the last
// signature (or of the acceptance that binds). The start is the day the licence or term begins (a licence "from the
// date of this release" begins on signing); "12 months from X" ends the day before the anniversary; "through the
// second anniversary of X" ends on the anniversary; "the ninetieth day after X" is counted in days. A licence limited
// to an exhibition's run, a season or a campaign takes its dates from wherever the contract gives them (a schedule,
// an annex, a later notice in the same document). Fees are the sums paid for the rights or services: a per-day
// appearance fee is a fee (once, however many days), a reproduction fee is a fee and its per-image rate is not a
// second fee, an advance is a fee and a royalty percentage is not, a voucher or gift card of stated value given as the
// payment for a release is a fee; VAT, GST, expenses, mileage, insurance or indemnity values, instalments, additional
// days "if requested", late-cancellation charges and re-use fees owed only if the material is used beyond the period
// are not. Channels: websites and online shops are web; a brand's, club's or museum's own accounts and paid social ads
// are social; catalogues, brochures, programmes and printed guides are print; posters, billboards and transport sites
// out_of_home; point-of-sale and showroom or venue displays in_store; television broadcast; shop merchandise
// (postcards, tote bags, mugs) is no channel; a name such as "The Print Room", "Cinema Museum", "Billboard Brewing" or
// "Outdoor Leisure" grants nothing. A grant "in all media now known or hereafter devised" is all seven channels and
// unlimited_media, and stays unlimited_media when a medium is struck out by hand, its channels then being the rest.
// "Throughout the world" and "the universe" are worldwide, and a licence for a website "accessible worldwide" stated as
// worldwide is worldwide. Exclusive is null when a release says nothing of it; a sponsor appointed as the club's
// exclusive partner in its category is exclusive even with a named carve-out; a promise that players in club kit will
// not appear in advertising for the sponsor's competitors is a competitive-products restriction and raises
// non_compete, while a partner's promise not to show kit beside a brand competing with another of the club's partners
// only limits its use and raises nothing; a heading "Exclusivity" over a body that says the rights are non-exclusive
// is non-exclusive. A later rider or schedule that says it replaces a clause and prevails is read instead of the
// clause. A right is denied ("denies") only where the text rules it out expressly: "shall not sub-license", "may not assign" (even "without consent"), "is
// not a buyout", "asserts her moral right", "free to appear for other brands"; a limited permission to sub-license
// to a named co-publisher raises sublicensable. A renewal that happens "unless either party gives notice" is
// automatic_renewal; a re-use fee for a further year is not; a sell-off period for stock made during the term does
// not extend the term.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n25b-museum-and-exhibition-image-licences",
  "n25b-sports-club-player-appearance-schedules",
  "n25b-street-casting-real-people-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n25b-01-print-room-exhibition-run-licence",
    style: "n25b-museum-and-exhibition-image-licences",
    format: "docx",
    source: `
# IMAGE LICENCE — EXHIBITION WEBSITE AND SOCIAL MEDIA
This Licence is dated the date of the last signature below.
## Parties
Licensor: Harriet Okonjo, of 14 Malden Road, London NW5 3HS (“the Photographer”)
Licensee: The Print Room Trust, a charity registered in England and Wales (no. 1158834), trading as The Print Room, of 22 Calvert Avenue, London E2 7JP (“the Gallery”)
## Background
The Gallery is staging the exhibition “Salt and Silver: Photographs 1975–2000” (“the Exhibition”), which includes twelve works by the Photographer lent by her under a separate Loan Agreement. The Photographer owns the copyright in the photographs listed in Schedule 1 (“the Images”).
1> Grant. The Photographer grants the Gallery a non-exclusive licence to reproduce the Images on the Gallery’s website (www.theprintroom.org.uk) and on the Gallery’s own social media accounts (Instagram, Facebook and Threads), solely to promote the Exhibition. As the website and accounts can be seen anywhere, the licence is worldwide.
1> Licence Period. The licence begins on the Press View and ends on the Closing Date, both as set out in Schedule 1. If the Exhibition closes early the licence ends on the day it closes.
1> Printed matter. This Licence does not extend to printed matter of any kind. The exhibition catalogue, postcards and posters are the subject of a separate agreement between the Photographer and the Gallery’s publisher.
1> Presentation. Each Image shall be reproduced in full, without cropping, overprinting of text or alteration of tone or colour, and with the credit line: “© Harriet Okonjo. Lent by the artist.” Instagram’s square format may be used only with the Image centred on a white ground.
1> Sub-licensing. The Gallery shall not sub-license any of the rights granted in this Licence. Requests from the press for images to illustrate reviews of the Exhibition shall be referred to the Photographer’s studio, which will supply press images directly; the reproduction fee for such press use is waived.
1> Assignment. The Gallery may not assign or transfer this Licence or any right under it.
1> Fee. The Gallery shall pay a reproduction fee of £480 (twelve Images at £40 each) plus VAT within 30 days of the Photographer’s invoice. The insurance value of £36,000 for the lent works and the courier costs are governed by the Loan Agreement and are not payable under this Licence.
1> Moral rights. The Photographer asserts her moral right to be identified as the author of the Images.
1> Law. This Licence is governed by the law of England and Wales.
## Schedule 1 — Exhibition dates and Images
| Event | Date |
| Press View | 12 May 2026 |
| Opening to the public | 14 May 2026 |
| Closing Date | 6 September 2026 |
Images: Salt and Silver nos. 1–12 (Deptford Creek series), as listed on the Loan Agreement’s list of works.
Signed by Harriet Okonjo (the Photographer) — 9 March 2026
Signed for and on behalf of The Print Room Trust by Clare Oduya, Director — 11 March 2026
`,
    expected: {
      parties: ["Harriet Okonjo", "The Print Room Trust"],
      signed: "2026-03-11",
      start: "2026-05-12",
      end: "2026-09-06",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 480"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n25b-02-cinema-museum-lender-image-rider",
    style: "n25b-museum-and-exhibition-image-licences",
    format: "pdf",
    source: `
# LENDER’S IMAGE RIGHTS AGREEMENT
THIS AGREEMENT is made on the 14th day of July 2026
BETWEEN
(1) NORTHBROOK CINEMA MUSEUM, a charitable incorporated organisation (registered charity no. 1172045) whose principal office is at The Old Picture House, Station Parade, Northbrook NB4 2QT (the “Museum”); and
(2) ANSELM GRIEVE-TOLLER of Hollins Barn, Little Aston, Shropshire SY7 8LD (the “Lender”).
WHEREAS the Lender has agreed to lend the works listed in Annex A (the “Works”) to the Museum for its exhibition “Dream Palaces: Cinema Architecture 1910–1940” (the “Exhibition”) under the Museum’s standard loan terms, and the parties wish to record the terms on which the Museum may photograph and reproduce the Works.
## 1. Definitions
1.1 “Exhibition Period” means the period during which the Exhibition is open to the public at the Museum, being the dates stated in Annex A as those dates may be changed by written notice from the Museum.
1.2 “Licence Period” means the period beginning on the date of this Agreement and ending on the ninetieth day after the last day of the Exhibition Period.
1.3 “Images” means photographs of the Works taken by or for the Museum.
## 2. Grant
2.1 The Lender grants the Museum a non-exclusive, royalty-free licence throughout the world during the Licence Period to make Images and to reproduce them:
(a) in the exhibition catalogue and the printed gallery guide;
(b) in the marketing of the Exhibition in print, online and on display in the Museum’s shop and foyer, excluding television, cinema advertising and outdoor poster sites (including transport and digital outdoor screens);
(c) on the Museum’s website and its social media channels; and
(d) on merchandise in accordance with clause 7.
2.2 The Museum may sub-license the catalogue Images to its co-publisher, Halden & Price Ltd, for the catalogue only and for no other purpose.
## 3. Credit and presentation
3.1 Every reproduction shall carry the credit: “Collection of Anselm Grieve-Toller. Photo © Northbrook Cinema Museum.”
3.2 Images of the Works shall not be cropped, reversed or overprinted, save that a detail may be used on the catalogue cover with the Lender’s prior written approval.
## 4. Costs and valuation
4.1 No reproduction fee is payable by the Museum for the rights in clause 2.
4.2 The Museum shall bear the costs of photography, packing, transport and insurance. For insurance and the Government Indemnity Scheme the Works are valued at £185,000 in total. A courier accompanying the Works shall receive a per diem of £75 for each night away, reimbursed as an expense.
## 5. Copyright
Copyright in the Images vests in the Museum. The Museum shall not use the Images after the Licence Period except for its internal records and its archive catalogue, which is not published.
## 6. Withdrawal
If the Lender withdraws the Works before the Exhibition opens, the licence in clause 2 ends on the date of withdrawal.
## 7. Merchandise
The Museum may reproduce Images of up to three Works on postcards, prints and tote bags for sale in the Museum shop, paying the Lender a royalty of 10% of net receipts.
## 8. General
This Agreement is governed by the law of England and Wales. Any Rider signed by both parties forms part of it.
## Annex A — The Works and the Exhibition
| Item | Detail |
| Works | Three architectural drawings for the Regal, Northbrook (1929); two photographs of its auditorium (1931) |
| Exhibition opens to the public | 2 October 2026 |
| Exhibition closes | 28 February 2027 |
## RIDER 1
This Rider is agreed on the same date as the Agreement. It replaces clause 7 (Merchandise) in full and prevails over any inconsistent provision of the Agreement:
“7. Merchandise. The Museum shall not produce or sell any merchandise bearing Images of the Works. Postcards of one Work may be printed for free distribution at the Exhibition’s press view only.”
SIGNED for and on behalf of Northbrook Cinema Museum by Dr Ruth Anand, Director, 14 July 2026
SIGNED by Anselm Grieve-Toller, 14 July 2026
`,
    expected: {
      parties: ["Northbrook Cinema Museum", "Anselm Grieve-Toller"],
      signed: "2026-07-14",
      start: "2026-07-14",
      end: "2027-05-29",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "sublicensable"]
    }
  },
  {
    id: "n25b-03-installation-views-photographer-form",
    style: "n25b-museum-and-exhibition-image-licences",
    format: "scan",
    source: `
# LOCKGATE GALLERY, CORK — INSTALLATION PHOTOGRAPHY: COMMISSION AND LICENCE
Exhibition: Tidal — new work by Aoife Brennan (opens to the public 20 February 2026)
This form is an agreement between Lockgate Gallery CLG, Lapps Quay, Cork (“the Gallery”) and the photographer who signs at the foot of this form (“the Photographer”).
1. The Photographer will photograph the installed exhibition on one day before the opening (the Gallery will confirm the day) and deliver at least 25 edited installation views (“the Images”) within five working days.
2. Copyright in the Images stays with the Photographer. The Photographer grants the Gallery a non-exclusive licence to use the Images on its website, its social media, in its printed programme and press packs, and in funding applications and annual reports, for three years from the opening of the Exhibition. The licence is not limited to any territory.
3. The Gallery may supply the Images to the press for editorial coverage of the Exhibition, and no reproduction fee shall be charged to the press. The Gallery may not sell or sub-license the Images to anyone, except that the artist may show them on her own website with the credit below.
4. Credit: “Photo: N. Corcoran-Byrne, courtesy Lockgate Gallery”. No cropping, except square crops for Instagram.
5. Fee: €1,250 for the shoot day and the licence in clause 2, plus VAT at 23%. Mileage repaid at €0.45 per km on receipts.
Photographer: Niamh Corcoran-Byrne    Signed: N. Corcoran-Byrne    Date: 4 Feb 2026
For Lockgate Gallery: Eoin Walsh, Director    Signed: E. Walsh    Date: 4 Feb 2026
`,
    expected: {
      parties: ["Lockgate Gallery CLG", "Niamh Corcoran-Byrne"],
      signed: "2026-02-04",
      start: "2026-02-20",
      end: "2029-02-19",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 1250"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25b-04-artist-museum-shop-licence",
    style: "n25b-museum-and-exhibition-image-licences",
    format: "pdf",
    source: `
# IMAGE AND MERCHANDISE LICENSE AGREEMENT
This Image and Merchandise License Agreement (the “Agreement”) is entered into as of the Effective Date by and between The Larkspur Museum of Art, Inc., an Ohio nonprofit corporation (the “Museum”), and Dolores Anaya, an individual residing in Columbus, Ohio (the “Artist”).
## Section 1. Definitions
“Effective Date” means the date of the Museum’s signature below. “Exhibition” means “Quiet Machines: Works by Dolores Anaya”, on the dates stated in Exhibit A. “Licensed Images” means the images of the works listed in Exhibit B. “Products” means the items listed in Exhibit B. “Net Sales” means gross receipts from sales of Products less returns and sales tax.
## Section 2. License
2.1 The Artist grants the Museum a non-exclusive license, in the United States and Canada, to (a) reproduce the Licensed Images on the Products and sell the Products in the Museum Store and the Museum’s online store; and (b) use the Licensed Images to promote the Exhibition on the Museum’s website, its social media channels and in its printed members’ magazine and exhibition brochure.
2.2 Visitors may photograph the works for personal, non-commercial use. The Museum may repost visitor photographs tagged #QuietMachines on its social media channels with the visitor’s permission. No license fee is payable for reposts.
## Section 3. Term
This Agreement begins on the Effective Date and continues through the second anniversary of the Exhibition’s closing date, after which the Museum may sell off existing Product inventory for ninety (90) days but shall not manufacture further Products.
## Section 4. Payments
4.1 Exhibition Image Fee. For the promotional use in Section 2.1(b), the Museum shall pay the Artist a one-time fee of $750 within thirty (30) days of the Effective Date.
4.2 Royalty and Advance. The Museum shall pay the Artist a royalty of twelve percent (12%) of Net Sales, against which the Museum shall pay a non-refundable advance of $2,000 on the Effective Date. Royalty statements are due quarterly.
4.3 The Museum shall deliver three samples of each Product to the Artist at no cost to the Artist. Sales tax collected by the Museum is the Museum’s responsibility.
## Section 5. Approvals
The Artist shall approve a color proof of each Product before manufacture. The Licensed Images shall not be cropped, tinted or combined with other images or text without the Artist’s written approval.
## Section 6. Sublicensing
The Museum may engage manufacturers to produce the Products for the Museum; such engagement is not a sublicense, and the Museum shall not otherwise sublicense any right under this Agreement.
## Section 7. Assignment
The Museum may assign this Agreement to any successor to its collections or to an affiliated foundation on written notice to the Artist.
## Section 8. Credit
Each Product and promotional use shall bear the credit “© Dolores Anaya. Courtesy of the artist and The Larkspur Museum of Art.”
## Exhibit A — Exhibition
| Exhibition | Quiet Machines: Works by Dolores Anaya |
| On view | March 7, 2026 through July 12, 2026 |
| Galleries | Rotunda and East Galleries |
## Exhibit B — Licensed Images and Products
| Work | Products |
| Loom Engine No. 4 (2021) | tote bag, postcard, 500-piece puzzle |
| Bright Relay (2023) | postcard, notebook |
| Quiet Machine (blue) (2024) | silk scarf, postcard |
ARTIST: Dolores Anaya    Date: January 20, 2026
THE LARKSPUR MUSEUM OF ART, INC.    By: Marcus Whitfield, Executive Director    Date: January 26, 2026
`,
    expected: {
      parties: ["The Larkspur Museum of Art, Inc.", "Dolores Anaya"],
      signed: "2026-01-26",
      start: "2026-01-26",
      end: "2028-07-12",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 750", "USD 2000"],
      flags: ["assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25b-05-principal-partner-shirt-sponsor",
    style: "n25b-sports-club-player-appearance-schedules",
    format: "docx",
    source: `
# PRINCIPAL PARTNERSHIP AGREEMENT
THIS AGREEMENT is dated 19 June 2026
## PARTIES
(1) ASHCOMBE TOWN FOOTBALL CLUB LIMITED, company number 00482213, whose registered office is at The Wharf Ground, Quay Road, Ashcombe AS2 4FR (the “Club”); and
(2) NORTHGATE OUTDOOR LEISURE PLC, company number 03318475, whose registered office is at Northgate House, Fell Lane, Kendal LA9 6NW (the “Sponsor”).
## 1. Definitions
1.1 “Season” means each period from 1 July in one year to 30 June in the next.
1.2 “Term” means the 2026/27 Season and the 2027/28 Season.
1.3 “League Rules” means the rules and regulations of the Football League, the Football Association and any competition in which the Club’s first team plays, as amended from time to time.
1.4 “Category” means holiday parks, caravans, motorhomes and camping holidays.
1.5 “Squad Images” means photographs and footage of not fewer than four First Team Players together in Club kit; “Individual Images” means images of a single First Team Player.
## 2. Appointment and exclusivity
2.1 The Club appoints the Sponsor as its Principal Partner and exclusive Shirt Sponsor, and as its exclusive partner in the Category, for the Term.
2.2 The Club shall not during the Term appoint any other sponsor, partner or supplier in the Category, save that the Club’s existing arrangement with Brackenridge Camping Supplies Ltd as Official Training Camp Supplier shall continue until 30 June 2027 and shall not be renewed.
2.3 Nothing in this Agreement prevents the Club from appointing non-exclusive partners outside the Category, provided no such partner’s logo appears on the front of the first-team shirt.
2.4 No First Team Player shall, while wearing Club kit, appear in any advertising or content for a business operating in the Category other than the Sponsor.
## 3. Player appearances
3.1 The Club shall make up to four (4) First Team Players available on three (3) Appearance Days in each Season, each of not more than two (2) hours, at dates agreed with the Club and consistent with the first team’s fixtures and training. The Club chooses the Players.
3.2 Further Appearance Days may be provided at the Sponsor’s request, if the Club agrees, at £6,000 per day. If the Sponsor cancels an Appearance Day less than 48 hours before it, that day counts as used.
## 4. Fees
4.1 The Sponsor shall pay a Sponsorship Fee of £320,000 plus VAT for each Season, in two equal instalments of £160,000 on 1 July and 1 January.
4.2 The Sponsor shall reimburse the reasonable travel costs of Players attending Appearance Days.
## 5. Marks
The Club grants the Sponsor a licence to use the Club’s name, crest and the words “Principal Partner of Ashcombe Town FC” during the Term.
## 6. Image Rights
6.1 The Sponsor may use Squad Images in its advertising and promotion on its website, its social media channels, in its printed brochures and catalogues and at point of sale in its holiday parks, excluding television, radio, cinema and outdoor poster advertising (the “Image Rights”).
6.2 The Sponsor may exercise the Image Rights in the United Kingdom.
6.3 The Sponsor shall not use Individual Images without the written consent of the Player concerned and of the Club.
6.4 The Sponsor shall not sub-license the rights in this clause 6, save that its advertising agency may use them solely to produce materials for the Sponsor.
## 7. League Rules
This Agreement is subject to the League Rules. If anything in it conflicts with the League Rules, the League Rules prevail and the parties shall amend it so far as necessary.
## 8. Termination
The Sponsor may terminate this Agreement by notice if the Club or any First Team Player is convicted of a criminal offence or does anything which, in the Sponsor’s reasonable opinion, brings the Sponsor or the Club into serious public disrepute.
## 9. General
Neither party may assign this Agreement without the other’s prior written consent. The Sponsor has a first right to negotiate a renewal for the 2028/29 Season during the month of January 2028. This Agreement is governed by English law.
## RIDER A
This Rider forms part of the Agreement. It replaces clause 6.2 in full and prevails over any inconsistent term of the Agreement: “6.2 The Sponsor may exercise the Image Rights in the United Kingdom, the Republic of Ireland and the Isle of Man.”
Signed for the Club: Graham Pell, Chief Executive, 19 June 2026
Signed for the Sponsor: Lucinda Varley, Marketing Director, 19 June 2026
`,
    expected: {
      parties: ["Ashcombe Town Football Club Limited", "Northgate Outdoor Leisure plc"],
      signed: "2026-06-19",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB", "IE", "IM"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 320000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n25b-06-rugby-league-non-exclusive-partner",
    style: "n25b-sports-club-player-appearance-schedules",
    format: "pdf",
    source: `
# OFFICIAL PARTNER AGREEMENT
## Details Schedule
| Item | Details |
| 1. Club | Harbourside Rugby League Football Club Ltd (ABN 41 602 118 935) |
| 2. Partner | Billboard Brewing Co Pty Ltd (ABN 73 155 420 871) |
| 3. Designation | Official Craft Beer Partner |
| 4. Commencement Date | 1 November 2026 |
| 5. Expiry Date | 31 October 2027 |
| 6. Partnership Fee | A$85,000 plus GST, payable in two instalments of A$42,500 |
| 7. Appearance Days | Three (3) per Season. Appearance fee A$2,500 per Player per Appearance Day, payable to the Club |
| 8. Territory | Australia |
| 9. Permitted Media | The Partner’s website, the Partner’s social media accounts, and point-of-sale material in licensed venues |
## Terms
1> Term. This Agreement starts on the Commencement Date and ends on the Expiry Date. It renews automatically for one further Season on the same terms unless either party gives written notice of non-renewal at least 60 days before the Expiry Date.
1> Exclusivity. The Partner’s rights under this Agreement are non-exclusive. The Partner acknowledges that Ridgeline Breweries Ltd is the Club’s exclusive Beer Partner and that the Club may appoint other partners in any category.
1> Player images. The Partner may use group images of no fewer than three Players in the Permitted Media in the Territory. The Partner may not use an image of an individual Player without that Player’s written consent given through the Club. No image of a Player under 18 years of age may be used in any form.
1> Club kit. The Partner shall not show Club playing kit in any content which also promotes a brand that competes with a Club Major Partner.
1> Appearances. Players attending an Appearance Day shall not be asked to consume alcohol. If the Partner cancels an Appearance Day with less than 72 hours’ notice it shall pay a cancellation charge of A$1,000 per Player.
1> NRL Rules. This Agreement is subject to the NRL Rules and the NRL’s responsible alcohol marketing code. If there is any inconsistency, the NRL Rules prevail.
1> No dealing. The Partner may not assign, sub-license or otherwise deal with its rights under this Agreement.
1> Signage. The Partner’s name on the Club’s ground signage is supplied under the Club’s venue agreement and is not a Permitted Medium.
Dated 16 September 2026
Executed by Harbourside Rugby League Football Club Ltd by its authorised officer: Tane Whitaker, General Manager
Executed by Billboard Brewing Co Pty Ltd by its director: Sophie Marchetti
`,
    expected: {
      parties: ["Harbourside Rugby League Football Club Ltd", "Billboard Brewing Co Pty Ltd"],
      signed: "2026-09-16",
      start: "2026-11-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["AUD 85000", "AUD 2500"],
      flags: ["automatic_renewal"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n25b-07-us-soccer-appearance-letter",
    style: "n25b-sports-club-player-appearance-schedules",
    format: "text",
    source: `
# RIVER CITY ATHLETIC FC — PLAYER APPEARANCE LETTER AGREEMENT
February 2, 2026
Lakeshore Auto Group, Inc.
Attn: Dana Brooks, Marketing Manager
2200 Lakeshore Drive, Davenport, IA 52803
Dear Dana,
This letter sets out the terms on which River City Athletic FC, LLC (the “Club”) will provide player appearances and images to Lakeshore Auto Group, Inc. (“Lakeshore”) for the 2026 season.
Term. The term is the Club’s 2026 regular season, which under the league schedule released on December 10, 2025 runs from the home opener on March 7, 2026 to the final regular-season match on October 17, 2026.
Appearances. Two (2) appearance days at Lakeshore’s Davenport showroom, each with two (2) first-team players for up to 90 minutes, on dates to be agreed. Players will wear Club training kit.
Appearance fee. $4,000 per appearance day, $8,000 in total, payable within 15 days after each appearance. Lakeshore will also validate parking and reimburse player mileage at the IRS rate. Cancellation with less than 48 hours’ notice: $500.
Image package. For $15,000, payable on signature, Lakeshore may use team (squad) photographs supplied by the Club, showing at least five players, on Lakeshore’s website, its social media accounts and on showroom displays. No TV, radio or billboard use. Individual player images require the player’s signed consent.
Non-exclusive. Lakeshore’s rights are non-exclusive. The Club’s shirt sponsor, Meridian Health, holds the Club’s exclusive front-of-shirt rights, and nothing in this letter gives Lakeshore any right on Club kit.
League rules. The league’s rules and the Club’s obligations to the league’s partners prevail over this letter.
Territory. United States.
If this reflects our agreement, please sign below.
Sincerely,
Jordan Ellery, VP Partnerships, River City Athletic FC, LLC
AGREED AND ACCEPTED: Lakeshore Auto Group, Inc., by Dana Brooks, Marketing Manager, February 5, 2026
`,
    expected: {
      parties: ["River City Athletic FC, LLC", "Lakeshore Auto Group, Inc."],
      signed: "2026-02-05",
      start: "2026-03-07",
      end: "2026-10-17",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 4000", "USD 15000"],
      flags: []
    }
  },
  {
    id: "n25b-08-phone-signed-street-e-release",
    style: "n25b-street-casting-real-people-releases",
    format: "text",
    source: `
# CASTKIT e-RELEASE — Ref SC-44817
Campaign: “Real Regulars” for Marlow & Finch Bakeries Ltd (“the Brand”)
Casting: Streetwise Casting Ltd (“Streetwise”), acting for the Brand
Contributor: Devendra Raman, 41, London SE8
Shoot: 18/04/2026, Deptford High Street (street cast on the day)
Tap each term to agree:
[x] 1. I give the Brand permission to photograph and film me and to use the photos and footage (“the Material”) in the Brand’s advertising and publicity in all media now known or hereafter devised, throughout the world, for 12 months from the date the campaign first goes live (“First Use Date”). Streetwise will text me the First Use Date.
[x] 2. I have been paid £150 in cash for this release, and £12.40 for my travel (receipt attached).
[x] 3. If the Brand wants to use the Material after the first 12 months it will pay me a re-use fee of £150 for each further 12 months.
[x] 4. The Brand will not use the Material for political, religious or health claims or show me as a customer of any other business.
[x] 5. I am 18 or over.
Signed on phone (finger signature) by Devendra Raman — 18/04/2026 14:37 BST — device iPhone, IP logged
Accepted for the Brand by Streetwise Casting Ltd — 18/04/2026 14:41 BST
Audit trail:
18/04/2026 14:37 release signed by contributor
18/04/2026 14:41 accepted by Streetwise for Marlow & Finch Bakeries Ltd
02/06/2026 09:14 SMS sent to contributor: “Real Regulars went live on 01/06/2026 — thanks for being part of it!”
`,
    expected: {
      parties: ["Marlow & Finch Bakeries Ltd", "Devendra Raman"],
      signed: "2026-04-18",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: ["unlimited_media"]
    }
  },
  {
    id: "n25b-09-minor-open-call-paper-release",
    style: "n25b-street-casting-real-people-releases",
    format: "scan",
    source: `
# TIDEWATER JUICE CO. — MINOR APPEARANCE RELEASE (OPEN CASTING CALL)
Open call: Saturday, May 16, 2026, Fulton Mall, Brooklyn NY
Minor’s name: Maya Delgado    Age: 9
Parent/guardian: Luis Delgado    Phone: on file
I, the parent or legal guardian named above, on my own behalf and on behalf of the Minor, irrevocably grant to Tidewater Juice Co. (“Tidewater”) and those it authorizes the right to photograph, film and record the Minor and to use the Minor’s likeness, voice and first name in advertising and promotion of Tidewater’s products in any and all media now known or hereafter devised, throughout the universe, in perpetuity, from the date signed below.
[handwritten in the margin, initialled L.D. and K.D.: “EXCEPT no TV and no billboards”]
In return the Minor receives a $75 Visa gift card (received today). This is full payment for all uses and no further payment will be due for any use. I understand the Minor will be supervised by me at all times during the shoot.
I am over 18 and have the legal right to sign for the Minor.
Parent/guardian signature: Luis Delgado    Date: 05/16/2026
Accepted for Tidewater Juice Co.: Kendra Doyle, Casting Producer    Date: 05/16/2026
`,
    expected: {
      parties: ["Tidewater Juice Co.", "Luis Delgado", "Maya Delgado"],
      signed: "2026-05-16",
      start: "2026-05-16",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "cinema", "in_store"],
      exclusive: null,
      fees: ["USD 75"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "buyout"]
    }
  },
  {
    id: "n25b-10-open-call-tablet-release-online",
    style: "n25b-street-casting-real-people-releases",
    format: "docx",
    source: `
# PARTICIPANT RELEASE — FELLSIDE “REAL WALKERS” OPEN CALL
Fellside Outdoor Co. Ltd (company no. SC512274), 40 Carrick Street, Glasgow G2 8DA (“Fellside”, “we”) is making an online campaign with people who answered our open call. Open Door Casting Ltd ran the open call for us and is not a party to this release.
You: Morag Sinclair, Partick, Glasgow (“you”)
## What you agree to
1> You agree that we may photograph and film you at the shoot on 11 July 2026 on the Campsie Fells and use the photos and footage (“the Images”) on the Usage Terms below.
1> You can say no to any individual photo being used by telling us within 7 days of seeing the selects.
## Usage Terms
| Term | Detail |
| Media | Fellside’s website and Fellside’s own social media accounts, including paid social ads, excluding television, cinema, print and outdoor advertising (posters, billboards, bus sides) |
| Territory | United Kingdom |
| Campaign Launch | 1 September 2026 |
| Usage Period | 12 months from the Campaign Launch |
## Buyout
This is not a buyout. If we want to keep using the Images after the Usage Period we must ask you first, and if you agree we will pay you a re-use fee of £200 for each further year of use.
## Payment
Participation fee: £250, paid by bank transfer within 14 days after the shoot.
Travel expenses up to £40 repaid against receipts. If we cancel the shoot less than 48 hours before it, we will pay you £100 for the inconvenience instead of the participation fee.
## Other brands
This release is non-exclusive. You are free to appear in other brands’ campaigns, including other outdoor clothing brands, at any time.
## Our promises
We will not sell or license the Images to anyone else, and we will not edit them to change your appearance, other than colour grading.
Signed on tablet at the open call by Morag Sinclair — 20 June 2026
Signed for Fellside Outdoor Co. Ltd by Callum Reid, Brand Director — 22 June 2026
`,
    expected: {
      parties: ["Fellside Outdoor Co. Ltd", "Morag Sinclair"],
      signed: "2026-06-22",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 250"],
      flags: [],
      denies: ["buyout", "non_compete", "sublicensable"]
    }
  }
]
