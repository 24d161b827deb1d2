// Independent author "h30a" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, test/corpus/contracts/Corpus.ts, lines 1-40 of
// domain/contracts/ContractFlags.ts, lines 1-74 of n11's batch for the file convention, the checker check-batch.ts and
// the names of the files in unseen/ and independent/), and committed before the reader was run on it. Three styles:
// ice-show performer agreements (a UK touring ice spectacular whose term runs "twelve months from the Opening Night"
// with the date only in the Schedule and a "Broadcast and Filming Rights" heading that grants nothing; a rink's gala
// letter whose evening is called "Broadcast Night on Ice"; a US ensemble contract whose season dates and territory
// sit only in Schedule A; a skate-blade maker's perpetual buy-out of a champion's photographs); auction-house
// catalogue and sale-room photography licences (a photographer's licence where the auction house is named only in
// the signature block and the term runs from a Sale Date given in the Schedule; a US sale-room shoot of an "Outdoor
// Sculpture" and a "Print & Multiples" sale with an exclusive licence and a competitor restriction; a Scottish
// consignor's free, perpetual permission); and weather presenter and local news anchor image agreements (a regional
// station's image rights deal whose rider replaces the term and the fee and prevails; a US station's letter to its
// anchor that licenses no broadcast use despite the company's name and renews automatically; an Irish rainwear
// term sheet for a "Print & Outdoor Collection" that excludes print and outdoor media).
//
// Answer rules decided by this author: the parties are the two who are bound (an agent, an employer that has
// consented and a photographer's credit are not), named as the document names them in its party block or, failing
// that, its signature block; the signing date is the date of the last signature (or of the acceptance of a letter),
// else the date the agreement says it is made; the start is the first day the licence runs (a defined date such as an
// Opening Night, Sale Date or Launch Date given elsewhere in the text), and "N months from X" ends the day before the
// anniversary; a rider signed with the agreement that replaces a clause prevails; fees are the sums paid for the
// services or rights, once each: instalments, VAT, expenses and allowances, deposits (refundable or credited against
// the fee), overtime or rush rates owed only if incurred, commissions and charges under other terms, and an
// unexercised option price are not fees; posters, billboards, bus shelters and outdoor advertising are out_of_home,
// programmes, catalogues, magazines and press advertisements print, television trailers and commercials broadcast, a
// website, app or online bidding platform web, social media accounts social, packaging, point-of-sale and shop
// displays in_store; a name that holds a channel word (a gala, a sale, a collection, a company) grants nothing;
// exclusivity is true where the talent's or studio's services or the licence are stated exclusive or it promises not
// to work for others in the field (that promise also raises non_compete), false where the text says non-exclusive or
// leaves the talent free to work for competitors (which denies non_compete), null where the text is silent; flags
// are raised only on express words ("irrevocable", "in perpetuity", "may assign", "may sub-license", "renews
// automatically", a disrepute clause, a buy-out "in full and final settlement" with no further fees) and denied on
// express prohibitions ("shall not sub-license", "may not assign", "no automatic renewal", the assertion of the
// right to be identified denies moral_rights_waiver); a perpetual licence has no end and is not also no_end_date.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h30a-ice-show-performers", "h30a-auction-photography", "h30a-weather-presenters"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30a-01-ice-spectacular-principal-skater",
    style: "h30a-ice-show-performers",
    format: "docx",
    source: `
# ARTISTE ENGAGEMENT AGREEMENT - "FROZEN FABLES ON ICE" UK AND IRELAND TOUR
THIS AGREEMENT is made on 2 September 2025
BETWEEN:
(1) GLACIER SPECTACLES LIMITED, a company incorporated in England and Wales (company number 11840372) whose registered office is at 4 Mill Wharf, Sheffield S3 8EN (the "Producer"); and
(2) ELENA VARGA of c/o Corinthian Artistes, 19 Rupert Street, London W1D 6DH (the "Skater").
## 1. Definitions
1.1 "Show" means the touring ice spectacular entitled "Frozen Fables on Ice".
1.2 "Opening Night" means the date of the first public performance of the Show, as set out in the Schedule.
1.3 "Tour Period" means the period beginning on the Opening Night and ending twelve (12) months from the Opening Night.
1.4 "Materials" means photographs, film and recordings of the Skater made in rehearsal or performance.
## 2. Engagement
2.1 The Producer engages the Skater as a principal skater in the role set out in the Schedule for the Tour Period, and the Skater accepts the engagement.
## 3. Publicity and Image Rights
3.1 The Skater grants to the Producer a licence during the Tour Period to use the Skater's name, likeness, biography and the Materials to advertise and promote the Show in the United Kingdom and the Republic of Ireland by means of:
(a) posters, billboards and other outdoor advertising at and around the venues;
(b) the printed souvenir programme and printed flyers;
(c) the Producer's website and the Show's ticketing pages; and
(d) the Producer's official social media accounts.
3.2 The Producer shall not sub-license any of the rights in this clause 3 to any third party, and shall not use the Materials to endorse any product or service.
## 4. Broadcast and Filming Rights
4.1 No right is granted to broadcast, televise or stream any performance of the Show, or to include the Materials in any television programme, film or cinema release. Any such use requires a separate written agreement and a separate fee.
## 5. Fee and Expenses
5.1 In consideration of the engagement and the rights in clause 3, the Producer shall pay the Skater an engagement fee of £24,000, payable in six equal monthly instalments of £4,000 beginning on the Opening Night.
5.2 The Producer shall in addition pay a touring allowance of £65 for each day on tour towards accommodation and subsistence. The allowance is a reimbursement of expenses and not part of the fee.
5.3 The Skater shall lodge a refundable costume deposit of £250, returnable at the end of the Tour Period if the costumes are returned undamaged.
## 6. Exclusivity
6.1 During the Tour Period the Skater's services are exclusive to the Producer, and the Skater shall not perform in, or allow her name to be used to promote, any other ice show or skating spectacular in the United Kingdom or Ireland.
6.2 The Skater may compete in ISU-sanctioned competitions with the Producer's prior consent, which shall not be unreasonably withheld.
## 7. Conduct
7.1 If the Skater commits any act which brings her, the Show or the Producer into public disrepute or scandal, the Producer may terminate this Agreement on written notice.
## 8. Law
8.1 This Agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Opening Night | 14 November 2025 |
| Opening venue | Sheffield Ice Arena |
| Role | The Snow Queen (principal) |
| Billing | Second position on all posters and programmes |
Signed for and on behalf of GLACIER SPECTACLES LIMITED by Martin Doyle, Director
Signed by ELENA VARGA
`,
    expected: {
      parties: ["Glacier Spectacles Limited", "Elena Varga"],
      signed: "2025-09-02",
      start: "2025-11-14",
      end: "2026-11-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: true,
      fees: ["GBP 24000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30a-02-rink-gala-letter",
    style: "h30a-ice-show-performers",
    format: "text",
    source: `
Arctic Arena Nottingham Limited
Bolero Quay, Nottingham NG1 1LA
3 December 2025
Mr Tomasz Nowicki
Dear Tomasz,
Re: "Broadcast Night on Ice" - our New Year Gala, 17 January 2026
Thank you for agreeing to headline our New Year Gala. This letter sets out what we have agreed. Please sign and return a copy to confirm; once you do, it binds us both.
1. Performance. You will skate two solo programmes at the Gala at the Arena on 17 January 2026 (the "Gala Date") and take part in the finale.
2. Fee. We will pay you an appearance fee of £1,500 within 14 days after the Gala. We will also reimburse your rail travel and one night's hotel, up to £220 in total against receipts; that reimbursement is not part of your fee.
3. Photographs. Our house photographer will photograph the Gala. You agree that we may use photographs showing you, with your name, on our website, on our social media channels and on the display boards in the Arena's lobby shop, to promote the Arena in the United Kingdom, for six months from the Gala Date.
4. What we will not do. Whatever the evening is called, the Gala will not be broadcast or filmed for television, and we will not use the photographs in any broadcast, in printed advertising or on billboards.
5. Not exclusive. This is not an exclusive arrangement: you remain free to skate at other rinks, galas and shows before and after the Gala, including those of our competitors.
Yours sincerely,
Rachel Osei
General Manager, for and on behalf of Arctic Arena Nottingham Limited
I agree to the terms of this letter.
Signed: Tomasz Nowicki
Date: 8 December 2025
`,
    expected: {
      parties: ["Arctic Arena Nottingham Limited", "Tomasz Nowicki"],
      signed: "2025-12-08",
      start: "2026-01-17",
      end: "2026-07-16",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 1500"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h30a-03-ensemble-skater-schedule-scan",
    style: "h30a-ice-show-performers",
    format: "scan",
    source: `
# ENSEMBLE SKATER AGREEMENT
Polar Pageant Productions, Inc. ("Producer"), 2200 Lakeshore Drive, Duluth, MN 55812, and Jordan Avery ("Skater") agree as follows for the touring production "Starlight on Ice" (the "Production").
1. Engagement. Producer engages Skater as a member of the ensemble for the Season stated in Schedule A.
2. Season Fee. Producer will pay Skater a season fee of USD 28,500, in bi-weekly installments through payroll. Rehearsal hours beyond 40 in any week, if incurred, are paid at USD 38 per hour.
3. Likeness. Skater grants Producer the right during the Season to use Skater's name, likeness and voice in television commercials and promos, in print advertising and on Producer's website, to advertise the Production in the Tour Territory.
4. Assignment. Producer may assign this Agreement, in whole or in part, to any successor or to any co-producer of the Production.
5. Injury. If Skater is unable to skate for more than 14 consecutive days, Producer may replace Skater for the rest of the Season.
SCHEDULE A
| Season start | February 1, 2026 |
| Season end | January 31, 2027 |
| Tour Territory | United States and Canada |
| First call | Duluth rehearsal hall, 9:00 a.m. on the Season start |
POLAR PAGEANT PRODUCTIONS, INC. By: Lorraine Beck, Company Manager. Date: January 9, 2026
SKATER: Jordan Avery. Date: January 12, 2026
`,
    expected: {
      parties: ["Polar Pageant Productions, Inc.", "Jordan Avery"],
      signed: "2026-01-12",
      start: "2026-02-01",
      end: "2027-01-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "print", "web"],
      exclusive: null,
      fees: ["USD 28500"],
      flags: ["assignable"]
    }
  },
  {
    id: "h30a-04-blade-maker-perpetual-buyout",
    style: "h30a-ice-show-performers",
    format: "pdf",
    source: `
# IMAGE LICENCE AND ENDORSEMENT AGREEMENT
Between Edgeline Blades GmbH, Industriestrasse 12, 78532 Tuttlingen, Germany ("Edgeline"), and Mia Kowalczyk, figure skater, represented by her agent Sportiva Management Sp. z o.o., which signs for information only and is not a party (the "Skater").
Date of signature: 5 March 2026
## 1. Background
The Skater has competed on Edgeline blades since 2019. Edgeline wishes to use the competition photographs listed in Annex 1 (the "Images"), together with the Skater's name and facsimile signature, to market its blades.
## 2. Grant
With effect from the date of signature, the Skater grants Edgeline an irrevocable licence, in perpetuity and throughout the world, to reproduce the Images and the Skater's name and signature:
(a) on blade packaging and on point-of-sale displays in retail stores;
(b) in Edgeline's printed product catalogues; and
(c) on Edgeline's website and its social media accounts.
## 3. Exclusions
The licence does not extend to television, cinema or outdoor advertising, or to any new photographs or filming of the Skater.
## 4. No Exclusivity
The licence is non-exclusive. Nothing in this Agreement restricts the Skater from endorsing any other product, including skates, boots or blades made by other manufacturers.
## 5. Fee
Edgeline shall pay the Skater a single buy-out fee of EUR 40,000 (plus VAT if applicable) within 30 days of signature. The fee is in full and final settlement for all uses under this Agreement, and no royalty, repeat or residual fee shall ever be payable.
## 6. Sub-licensing
Edgeline shall not sub-license the Images or the Skater's name to any third party.
## Annex 1 - Images
| No. | Event | Photographer |
| 1 | European Championships 2024, free skate | A. Brandt |
| 2 | European Championships 2024, podium | A. Brandt |
| 3 | Grand Prix Final 2025, short programme | L. Moreau |
Signed for Edgeline Blades GmbH: Katrin Vogel, Managing Director
Signed: Mia Kowalczyk
`,
    expected: {
      parties: ["Edgeline Blades GmbH", "Mia Kowalczyk"],
      signed: "2026-03-05",
      start: "2026-03-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["in_store", "print", "web", "social"],
      exclusive: false,
      fees: ["EUR 40000"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout"],
      denies: ["non_compete", "sublicensable"]
    }
  },
  {
    id: "h30a-05-catalogue-photographer-licence",
    style: "h30a-auction-photography",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE - SPRING FINE ART SALE CATALOGUE
This Licence is dated 2 March 2026.
It is granted by Rupert Haines, photographer, of Studio 3, Kiln Yard, Bath BA1 2QR (the "Photographer") to the auction house named in the signature block below (the "Auction House").
## Background
A. The Auction House will hold its Spring Fine Art Sale on the Sale Date given in the Schedule and has commissioned the Photographer to photograph the lots offered in it.
B. The Photographer owns the copyright in the photographs he has taken of those lots (the "Photographs").
## Terms
1> Licence. The Photographer grants the Auction House a non-exclusive licence to reproduce the Photographs throughout the world for twelve months from the Sale Date, in:
2> the printed sale catalogue and printed condition reports;
2> the Auction House's website and online bidding platform; and
2> the Auction House's social media accounts.
1> Excluded uses. The licence excludes any use on posters or billboards, in television advertising, and on merchandise or goods for sale.
1> Restrictions. The Auction House may not sub-license the Photographs or assign this Licence to any third party.
1> Credit. The Photographer asserts his moral right to be identified as the author of the Photographs, and every catalogue shall carry the credit "Photography: Rupert Haines".
1> Fee. The Auction House shall pay a licence fee of £4,800 plus VAT (£960) within 30 days of invoice. Studio hire and lighting costs of up to £350 will be reimbursed at cost and are not part of the licence fee.
1> Copyright. Copyright in the Photographs remains with the Photographer.
## Schedule
| Sale | Spring Fine Art Sale (Lots 1-240) |
| Sale Date | 22 April 2026 |
| Sale room | The Assembly Rooms, Bath |
| Number of Photographs | 312 |
Signed by Rupert Haines on 2 March 2026
Signed for and on behalf of Bellingham & Crowe Auctioneers Ltd by Fiona Crowe, Managing Director, on 2 March 2026
`,
    expected: {
      parties: ["Rupert Haines", "Bellingham & Crowe Auctioneers Ltd"],
      signed: "2026-03-02",
      start: "2026-04-22",
      end: "2027-04-21",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 4800"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "h30a-06-saleroom-studio-exclusive-licence",
    style: "h30a-auction-photography",
    format: "pdf",
    source: `
# SALE-ROOM PHOTOGRAPHY AND IMAGE LICENSE AGREEMENT
This Agreement is entered into as of August 20, 2026, by and between Hollister Gale Auctions LLC, a New York limited liability company ("Hollister Gale"), and Lumen Lot Studio LLC, a New Jersey limited liability company ("Studio").
1> Services. Studio will photograph the sale room, the rostrum, the preview exhibition and the bidding during the Outdoor Sculpture & Garden Sale and the Print & Multiples Sale, both held at 515 West 27th Street, New York, on September 15, 2026 (the "Sale Date"), and will deliver not less than 150 edited images (the "Images").
1> License. Studio grants Hollister Gale an exclusive license in the United States, for six (6) months from the Sale Date, to use the Images in its printed auction catalogues and its quarterly printed magazine, on its website, and on its Instagram and LinkedIn accounts.
1> Television and Outdoor. Notwithstanding the names of the sales, no right is granted to use the Images on television, on billboards or in any other outdoor advertising.
1> Exclusivity. During the license term Studio shall not license the Images, or any other images of either sale, to any other person, and shall not photograph any sale held by another auction house in New York City.
1> Compensation. Hollister Gale shall pay Studio a fee of USD 7,500. A booking deposit of USD 1,500 is due on signature and will be credited against the fee. Rush retouching, if Hollister Gale requests it, will be billed at USD 95 per hour.
1> Ownership. Studio retains copyright in the Images.
1> Assignment. Neither party may assign this Agreement without the other party's prior written consent.
IN WITNESS WHEREOF the parties have signed this Agreement as of the date first written above.
| HOLLISTER GALE AUCTIONS LLC | LUMEN LOT STUDIO LLC |
| By: Daniel Hollister, Managing Member | By: Priya Raman, Principal |
`,
    expected: {
      parties: ["Hollister Gale Auctions LLC", "Lumen Lot Studio LLC"],
      signed: "2026-08-20",
      start: "2026-09-15",
      end: "2027-03-14",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["USD 7500"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h30a-07-consignor-image-permission-scan",
    style: "h30a-auction-photography",
    format: "scan",
    source: `
# DUNMORE ROOMS AUCTIONEERS - CONSIGNOR'S IMAGE PERMISSION
Consignor: Harriet Ashdown, Kirkton House, Peebles EH45 8QZ
Auctioneers: Dunmore Rooms Auctioneers Limited, 40 Queen Street, Edinburgh EH2 3NH
Lot: "Loch Tay at Dusk", oil on canvas, by J. M. Fairlie. Consignment reference 26/0418.
1. The Consignor permits the Auctioneers to photograph the Lot and to reproduce the photographs in the printed sale catalogue, in press advertisements in newspapers and magazines, on the Auctioneers' website and online bidding platforms, and on their social media accounts.
2. This permission takes effect on the date it is signed. It is worldwide, irrevocable and continues in perpetuity, so that the images may remain in the Auctioneers' archive and online sale results after the sale.
3. The Auctioneers may sub-license the photographs to art price databases and to the press for editorial coverage of the sale.
4. No fee is payable for this permission. The seller's commission of 15% and the catalogue illustration charge of £120 are payable by the Consignor to the Auctioneers under their Conditions of Business for the sale of the Lot, and are not payments for this permission.
Signed by the Consignor: Harriet Ashdown. Date: 6 October 2025
For the Auctioneers: Alasdair Munro, Director. Date: 6 October 2025
`,
    expected: {
      parties: ["Harriet Ashdown", "Dunmore Rooms Auctioneers Limited"],
      signed: "2025-10-06",
      start: "2025-10-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable", "no_fee_stated"]
    }
  },
  {
    id: "h30a-08-regional-weather-presenter-rider",
    style: "h30a-weather-presenters",
    format: "docx",
    source: `
# IMAGE RIGHTS AGREEMENT
Date: 20 November 2025
## Parties
(1) SEVERNSIDE TELEVISION LIMITED, registered in England and Wales under number 04418826, of Harbourside Studios, Bristol BS1 5TX ("Severnside" or the "Station"); and
(2) CARYS PRITCHARD, c/o Isca Talent, Cardiff CF10 1EP (the "Presenter").
## Recitals
The Presenter presents the weather forecasts on the Station's regional news programme "Severnside Tonight" under a separate services agreement. This Agreement deals only with the use of her name and image to promote the Station.
## Terms
1> Grant. The Presenter grants the Station a licence to use her name, photograph, likeness and voice in trailers and promotions transmitted on the Station's television service, on the Station's website and app, and on the Station's social media accounts, in each case to promote the Station's news and weather programmes in the United Kingdom.
1> Outdoor and print. The Station shall not use the Presenter's image on posters, billboards, bus sides or any other outdoor advertising, or in newspaper or magazine advertising, without a further written agreement.
1> Endorsements. The Station shall not use the Presenter's image to endorse any product or service.
1> Term. This Agreement runs from 1 January 2026 to 31 December 2026.
1> Fee. The Station shall pay the Presenter an image fee of £20,000. The Station will also pay for hair, make-up and wardrobe at photo shoots; those costs are not part of the fee.
1> Exclusivity. During the Term the Presenter shall not present weather or news on any other television service, and shall not appear in advertising for any outdoor clothing, umbrella or travel brand. Charity appearances and her existing column in the Western Courier newspaper are excluded from this restriction.
1> Conduct. The Station may terminate this Agreement on notice if the Presenter is convicted of a criminal offence or behaves in a way likely to bring the Station or its programmes into disrepute.
1> Assignment. The Station may not assign or transfer this Agreement.
## Rider 1
This Rider forms part of the Agreement and is signed with it. Where it conflicts with the Agreement, this Rider prevails.
(a) Clause 4 (Term) is deleted and replaced by: "This Agreement runs from 1 January 2026 until 30 June 2027."
(b) Clause 5 (Fee) is deleted and replaced by: "The Station shall pay the Presenter an image fee of £30,000 for the whole Term. The Station will also pay for hair, make-up and wardrobe at photo shoots; those costs are not part of the fee."
## Signatures
| For Severnside Television Limited | The Presenter |
| Gareth Lloyd, Head of News | Carys Pritchard |
| 20 November 2025 | 20 November 2025 |
`,
    expected: {
      parties: ["Severnside Television Limited", "Carys Pritchard"],
      signed: "2025-11-20",
      start: "2026-01-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 30000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30a-09-anchor-campaign-letter",
    style: "h30a-weather-presenters",
    format: "pdf",
    source: `
# KESTREL RIDGE BROADCASTING, INC.
1400 Summit Avenue, Columbia, Missouri 65201
February 10, 2026
Ms. Dana Whitfield
Dear Dana:
Re: "Channel 8 First Alert" community campaign - use of your likeness
We are delighted that you will be the face of our "First Alert" community campaign. Your on-air work as our evening anchor continues under your employment agreement and is not affected by this letter, which covers only the campaign described below.
1> Campaign. We may use your name, photographs and likeness in the campaign on billboards and bus shelters, on krtv8.com and the KRTV app, and on the station's Facebook, Instagram and TikTok accounts. The campaign will run only in the United States.
1> No broadcast use. No broadcast use of the campaign materials is licensed under this letter: the campaign will not appear in on-air promos, and any television use would need your separate written approval and a separate fee.
1> Term. The campaign license runs for twelve (12) months from the Campaign Launch Date and renews automatically for successive twelve-month periods unless either of us gives written notice at least 30 days before the end of the then-current period.
1> Compensation. We will pay you a campaign fee of $5,000 within 30 days after the Campaign Launch Date, and a wardrobe allowance of $600 for the photo shoot, which is a reimbursement and not compensation.
1> Launch. The Campaign Launch Date will be March 2, 2026, the first day of the spring ratings period.
If this letter reflects our agreement, please sign below and return a copy to me.
Sincerely,
Robert Alvarez, General Manager, Kestrel Ridge Broadcasting, Inc.
AGREED AND ACCEPTED: Dana Whitfield. Date: February 12, 2026
`,
    expected: {
      parties: ["Kestrel Ridge Broadcasting, Inc.", "Dana Whitfield"],
      signed: "2026-02-12",
      start: "2026-03-02",
      end: "2027-03-01",
      perpetual: false,
      territories: ["US"],
      channels: ["out_of_home", "web", "social"],
      exclusive: null,
      fees: ["USD 5000"],
      flags: ["automatic_renewal"]
    }
  },
  {
    id: "h30a-10-presenter-rainwear-term-sheet",
    style: "h30a-weather-presenters",
    format: "text",
    source: `
TERM SHEET - TALENT ENDORSEMENT (binding once signed by both below)
Brand: Mizzle Rainwear Limited, Unit 7, Ballybrit Business Park, Galway
Talent: Niamh Doherty (weather presenter, Shannonside TV)
Agent: Harbour Talent Agency - acts for Talent, not a party
Employer: Shannonside TV has given written consent to this endorsement; Shannonside TV is not a party
Campaign: the "Mizzle Print & Outdoor Collection", autumn/winter 2026 (printed-pattern rain jackets and outdoor gear)
Media: Brand's Instagram, TikTok and Facebook; Brand website and online store; window and point-of-sale displays in Mizzle shops and stockists
Excluded media: TV, cinema, radio, press ads and outdoor posters, whatever the collection is called
Territory: Republic of Ireland and the United Kingdom
Term: 1 Sep 2026 - 28 Feb 2027
Fee: EUR 9,000, 50% on signature and 50% on 1 Dec 2026
Option: Brand may extend by 6 months for EUR 4,500 by notice before 31 Jan 2027. No automatic renewal.
Exclusivity: Talent exclusive to Brand in rainwear and outerwear; Talent will not endorse any other rainwear, outerwear or umbrella brand during the Term
Approvals: Talent approves all images before use
Agreed for Mizzle Rainwear Limited: Aoife Brennan, Marketing Director - 14 Jul 2026
Agreed: Niamh Doherty - 15 Jul 2026
`,
    expected: {
      parties: ["Mizzle Rainwear Limited", "Niamh Doherty"],
      signed: "2026-07-15",
      start: "2026-09-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["EUR 9000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  }
]
