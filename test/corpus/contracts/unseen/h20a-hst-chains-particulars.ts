// Held-out author "h20a" (wave 20), one batch written from scratch without reading the reader (domain/, application/,
// adapters/), any other corpus batch, held-out/ or NOTES.md; read only Corpus.ts, the flag names and
// LONG_TERM_MONTHS of ContractFlags.ts, the header and first entry of n11's batch for the file convention, the
// wave 20 checker and the file names of unseen/. Committed before the reader was run on it. It holds: Canadian
// licences (CAD fees with GST, HST or QST beside them, provinces, a territory "Canada, excluding the Province of
// Quebec", a bilingual Quebec licence with French headings and a language clause, day-first, month-first, ISO and
// "this 14th day of" dates mixed); chain-of-title sub-licences (a production company or agency licensing on to its
// client what it holds under a head licence from a photographer or performer: the head licence's fee, period and
// territory named beside the narrower sub-licence's, back-to-back limits, a letter countersigned by a client named
// only in its signature block); and particulars that incorporate named general terms by clause number and vary them
// ("Item 1 ... Item 9", a particulars-only sheet whose dates sit only in its table, particulars that prevail over
// printed conditions on period, exclusivity and assignment, an order that replaces its terms' licence period with
// perpetuity).
//
// Answer rules decided by this author: the parties are the two who are bound by the document read (a photographer or
// performer who granted the head licence, an agent, a stylist and a brand owner's product are not); a party is named
// as the document names it, without "the Licensee" or other role labels; the signing date is that of the last
// signature, or the "as of" date where signatures are undated; start and end are those of the licence the document
// grants (for a sub-licence, the sub-licence's period, not the head licence's); "N months/years from X" ends the day
// before the anniversary, and X may be a launch, first-air or first-transmission date stated in a schedule, exhibit
// or item elsewhere in the document; where particulars vary a printed clause and say they prevail, the particulars'
// value is the answer; territories are countries (a country less one of its provinces or states is still that
// country; "the Channel Islands" are JE and GG); television is broadcast, magazines, catalogues, flyers and direct
// mail print, billboards, posters and transit out_of_home, packaging, shelf and point-of-sale material and signage
// inside the client's own shop in_store, a brand's own YouTube, Instagram or TikTok accounts social; a word such as
// "Billboard", "Cinema", "Outdoor" or "Print" inside a company or product name is not a channel; "all media" is
// unlimited_media only where no medium is carved out; fees are the sums paid for the rights or the services under the
// document read: GST, HST, QST and VAT, a deposit credited against a fee, expenses and travel at cost, product given
// in kind, overtime, retouching or revision rates owed only if incurred, a kill or cancellation fee, an unexercised
// extension option and the fee the sub-licensor pays under the head licence are not; a promise not to advertise for a
// category's competitors is exclusivity (exclusive true) with non_compete, even with a carve-out for an existing
// engagement; a licence that calls itself exclusive with a carve-out for portfolio use is exclusive; a document
// silent on exclusivity is null; a perpetual licence has no end date but does not raise no_end_date (its term is
// stated); a heading that names a right ("Sublicensing", "Moral Rights Waiver") does not grant it when its body
// denies it, and that denial is recorded in denies; a printed clause that particulars delete (automatic renewal,
// assignment by the company) is denied; an option to extend that "does not renew automatically" denies
// automatic_renewal.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h20a-canadian-hst-licences",
  "h20a-chain-of-title-sublicences",
  "h20a-particulars-incorporating-terms"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h20a-01-ontario-brewer-talent-usage",
    style: "h20a-canadian-hst-licences",
    format: "docx",
    source: `
# TALENT SERVICES AND USAGE AGREEMENT
THIS AGREEMENT is made in duplicate.
BETWEEN:
NORTHERN BILLBOARD BREWING CO., a corporation incorporated under the laws of the Province of Ontario, having its head office at 220 Sterling Road, Toronto, Ontario M6R 2B2 (the "Advertiser")
- and -
MATHIEU LAVOIE-CHEN, an individual residing in the City of Ottawa, in the Province of Ontario (the "Performer")
WHEREAS the Advertiser brews and sells beer under the trade-mark BILLBOARD LAGER and wishes to engage the Performer to appear in a television commercial for it, and the Performer has agreed on the terms below.
NOW THEREFORE the parties agree as follows:
1> Definitions. In this Agreement: "Commercial" means the thirty-second commercial for Billboard Lager described in Schedule A, together with its fifteen- and six-second cut-downs; "First Air Date" means the date on which the Commercial is first broadcast, as set out in Schedule A; and "Term" has the meaning given in section 4.
1> Services. The Performer shall render services as principal on-camera performer on one (1) shoot day, on the date and at the location set out in Schedule A, of not more than eight (8) hours, plus one wardrobe fitting.
1> Grant of Rights.
2> The Performer grants to the Advertiser, for the Term, the right to use the Performer's name, likeness, voice and performance as embodied in the Commercial: (a) on conventional, specialty and cable television; (b) on the Advertiser's website; and (c) on the Advertiser's own social media accounts.
2> The territory is Canada, excluding the Province of Quebec. The Advertiser shall make no use of the Commercial or of stills from it on billboards, transit shelters or other out-of-home media, in cinemas, or in print.
1> Term. The Term begins on the First Air Date and continues for twelve (12) months. The Advertiser shall stop all use of the Commercial at the end of the Term unless a further term is agreed in writing and paid for.
1> Fees.
2> The Advertiser shall pay the Performer a session fee of $1,850.00 CAD for the shoot day and fitting, and a usage fee of $7,500.00 CAD for the Term, each within thirty (30) days of the First Air Date.
2> HST at 13% shall be added to each fee, the Performer being a registrant (HST No. 81234 5678 RT0001).
2> Overtime beyond eight (8) hours on the shoot day is payable at $230.00 CAD per hour or part hour, only if worked. Reasonable travel from Ottawa is reimbursed at cost against receipts.
1> Exclusivity. During the Term the Performer shall not appear in, or permit the use of the Performer's name or likeness in, any advertising for any beer, cider, spirit or ready-to-drink alcoholic beverage in Canada. This restriction does not apply to the Performer's existing engagement with a non-alcoholic sparkling water disclosed in Schedule A.
1> Assignment. The Advertiser may not assign this Agreement or any of its rights under it without the prior written consent of the Performer.
1> Governing Law. This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable there.
## SCHEDULE A - PRODUCTION DETAILS
| Item | Detail |
| Commercial | "Last Light" - 1 x :30, 1 x :15, 1 x :06, Billboard Lager |
| Shoot day | January 21, 2027, Studio 9, 45 Niagara Street, Toronto |
| First Air Date | February 1, 2027 |
| Disclosed engagement | Clearwater Springs sparkling water (non-alcoholic), Web only, to June 30, 2027 |
DATED at Toronto, Ontario, this 14th day of January, 2027.
NORTHERN BILLBOARD BREWING CO. Per: Dana Kowalczyk, VP Marketing - I have authority to bind the corporation.
SIGNED by MATHIEU LAVOIE-CHEN in the presence of a witness: Mathieu Lavoie-Chen
`,
    expected: {
      parties: ["Northern Billboard Brewing Co.", "Mathieu Lavoie-Chen"],
      signed: "2027-01-14",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["CAD 1850", "CAD 7500"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h20a-02-quebec-bilingual-photo-licence",
    style: "h20a-canadian-hst-licences",
    format: "pdf",
    source: `
# LICENCE D'UTILISATION DE PHOTOGRAPHIES / PHOTOGRAPHY LICENCE AGREEMENT
ENTRE / BETWEEN: Julien Gagnon-Whitaker, photographe, faisant affaire sous le nom de Studio Gagnon-Whitaker, 4870 boulevard Saint-Laurent, Montréal (Québec) H2T 1R5 (le « Photographe » / the "Photographer")
ET / AND: Aliments Boréal inc., société constituée en vertu de la Loi sur les sociétés par actions (Québec), 1200 rue Bégin, Saint-Laurent (Québec) H4R 1X1 (le « Titulaire » / the "Licensee")
## 1. Objet / Subject
The Photographer took twelve (12) photographs of the Licensee's popcorn product sold under the brand CINÉMA MAISON at a shoot on 18 February 2027 (the "Images"). The brand name is the Licensee's trade-mark and does not describe a medium.
## 2. Licence
The Photographer grants the Licensee a non-exclusive licence to reproduce the Images on the packaging of the Cinéma Maison products, on shelf-talkers and point-of-sale displays in retail stores, in printed flyers (circulaires) distributed by grocery retailers, and on the Licensee's website, excluding television, cinema advertising, billboards and social media.
## 3. Territoire / Territory
The Province of Quebec, the Province of Ontario and the Province of New Brunswick.
## 4. Durée / Term
From 1 April 2027 to 31 March 2029 (du 1er avril 2027 au 31 mars 2029). No renewal is implied; any further period requires a new written licence.
## 5. Rémunération / Fee
5.1 Licence fee: $4,200.00 CAD, plus GST (TPS, 5%): $210.00 and QST (TVQ, 9.975%): $418.95, for a total of $4,828.95.
5.2 A deposit of $1,000.00 is payable on signing and is credited against the licence fee; the balance is payable on delivery of the final Images.
5.3 Additional retouching requested after delivery is billed at $90.00 per hour.
## 6. Exclusivité / Exclusivity
None. The Photographer may license the Images, and other images from the same shoot, to any other person.
## 7. Renonciation aux droits moraux / Moral Rights Waiver
No waiver is given. The Photographer retains all moral rights in the Images under the Copyright Act (Canada), including the right to the integrity of the work; the Licensee shall not distort or alter the Images other than by cropping, and shall print the credit "Photo: J. Gagnon-Whitaker" on the website.
## 8. Sous-licence / Sub-licensing
The Licensee shall not sub-license, lend, sell or otherwise transfer the Images or this licence to any third party.
## 9. Langue / Language
Les parties ont exigé que la présente convention soit rédigée en anglais, avec titres bilingues. The parties have required that this agreement be drawn up in English with bilingual headings.
## 10. Loi applicable / Governing Law
The laws in force in the Province of Quebec.
Signé à Montréal, le 3 mars 2027 / Signed at Montreal on March 3, 2027.
Le Photographe / The Photographer: Julien Gagnon-Whitaker
Pour Aliments Boréal inc. / For Aliments Boréal inc.: Sophie Tremblay, directrice du marketing
`,
    expected: {
      parties: ["Julien Gagnon-Whitaker", "Aliments Boréal inc."],
      signed: "2027-03-03",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["in_store", "print", "web"],
      exclusive: false,
      fees: ["CAD 4200"],
      flags: [],
      denies: ["moral_rights_waiver", "sublicensable"]
    }
  },
  {
    id: "h20a-03-bc-creator-short-form",
    style: "h20a-canadian-hst-licences",
    format: "scan",
    source: `
# CREATOR AGREEMENT - SHORT FORM
Date: 2027-06-02
Brand: Coastline Kombucha Ltd., 1180 Commercial Drive, Vancouver, B.C. V5L 3X4 ("Brand")
Creator: Aria Dhaliwal, Surrey, B.C. ("Creator")
Deliverables: 2 Instagram Reels and 3 TikTok videos featuring Coastline Kombucha Ginger Yuzu. Go-live: 15/06/2027 (all five posts).
Usage: Brand may repost and share the Deliverables, unaltered, on its own Instagram and TikTok accounts and on its website for 6 months from go-live (through 14/12/2027). No paid ads, no whitelisting, no TV, no print.
Territory: Canada and the United States.
Fee: $3,000 CAD, plus GST (5%). Paid 50% on signature and 50% on go-live. Product: one case per month, not part of the fee. Expenses: reimbursed up to $250 against receipts.
Exclusivity: for 90 days from go-live, Creator will not post sponsored content for any other kombucha, kefir or probiotic drink brand.
Assignment: neither party may assign this agreement.
FTC/Ad Standards: Creator will tag every post #ad and use the paid-partnership label.
For Coastline Kombucha Ltd.: Priya Sandhu, Brand Manager, 2027-06-02
Creator: Aria Dhaliwal, June 3, 2027
`,
    expected: {
      parties: ["Coastline Kombucha Ltd.", "Aria Dhaliwal"],
      signed: "2027-06-03",
      start: "2027-06-15",
      end: "2027-12-14",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["CAD 3000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h20a-04-nova-scotia-illustration-licence",
    style: "h20a-canadian-hst-licences",
    format: "text",
    source: `
# MEMORANDUM OF AGREEMENT - ILLUSTRATION COMMISSION AND LICENCE
This memorandum records the agreement between Siobhan MacNeil, illustrator, of 17 Ochterloney Street, Dartmouth, Nova Scotia (the Artist), and Tidewater Outdoor Adventures Inc., a Nova Scotia company operating guided sea-kayak and hiking tours from Lunenburg (the Client).
WORK. The Artist will create six (6) watercolour illustrations of the South Shore coastline and one illustrated route map (the Artwork) for the Client's 2027 season, with final art delivered by April 20, 2027.
LICENCE. The Artist licenses the Client to reproduce the Artwork in its printed visitor guide, brochures and trail maps, on its website, on its own social media accounts, and on signage and merchandise displays inside its Lunenburg visitor centre and retail shop. The licence excludes billboards, highway signage, transit advertising and television. The name "Tidewater Outdoor" is the Client's trading name; no outdoor advertising is licensed.
TERRITORY. Canada and the United States.
TERM. Seven (7) years commencing May 1, 2027.
EXCLUSIVITY. The licence is exclusive to the Client, except that the Artist keeps the right to show the Artwork in her portfolio and at exhibitions and to sell signed limited-edition prints of the originals.
TRANSFER. The Client may not assign this licence, and may not sub-license the Artwork to any third party.
FEES. Creative fee: $4,500. Licence fee for the Term: $3,000. HST (currently 14%) is added to both. Revisions beyond two rounds: $95 per hour, only if requested. If the Client cancels before final art, a kill fee of 50% of the creative fee is payable instead of the creative fee, and no licence is granted.
CREDIT. "Illustrations by Siobhan MacNeil" on the visitor guide's inside cover.
LAW. Laws of Nova Scotia.
Signed this 2nd day of April, 2027.
Siobhan MacNeil
For Tidewater Outdoor Adventures Inc.: Callum Rafuse, Owner
`,
    expected: {
      parties: ["Siobhan MacNeil", "Tidewater Outdoor Adventures Inc."],
      signed: "2027-04-02",
      start: "2027-05-01",
      end: "2034-04-30",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: true,
      fees: ["CAD 4500", "CAD 3000"],
      flags: ["long_term"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h20a-05-uk-photo-sublicence-back-to-back",
    style: "h20a-chain-of-title-sublicences",
    format: "docx",
    source: `
# SUB-LICENCE AGREEMENT (PHOTOGRAPHY)
## PARTIES
1> FERROUS STUDIO LIMITED, a company incorporated in England and Wales (company number 09876543) whose registered office is at 14 Cable Street, London E1 8JG ("Ferrous" or the "Sub-Licensor"); and
1> GREENHAVEN GARDEN COMPANY LIMITED, a company incorporated in England and Wales (company number 03322110) whose registered office is at Unit 2, Meadow Park, Reading RG2 0QX ("Greenhaven" or the "Sub-Licensee").
## BACKGROUND
(A) By a licence dated 2 February 2027 (the "Head Licence") Jonas Eklund (the "Photographer") granted Ferrous a non-exclusive licence to use the photographs taken by him at the shoot of 20 January 2027 (the "Images") in the United Kingdom and Ireland until 28 February 2030, with the right to sub-license them to one client of Ferrous for a single campaign. The Photographer is not a party to this Agreement.
(B) Ferrous wishes to sub-license the Images to Greenhaven for Greenhaven's "Outdoor Living" garden furniture campaign, on terms back-to-back with the Head Licence.
## AGREED TERMS
1> Definitions. "Campaign Launch Date" means the date stated as such in the Schedule. "Head Licence Period" means the period of the Head Licence. "Outdoor Living" is the name of Greenhaven's garden furniture range and campaign and does not refer to any medium.
1> Grant.
2> Ferrous grants Greenhaven a non-exclusive sub-licence to reproduce the Images during the Sub-Licence Period in the Territory and the Media, solely to advertise the Outdoor Living range.
2> The Media are: Greenhaven's website and online shop; Greenhaven's own social media accounts; and point-of-sale material (shelf barkers, hanging cards and till displays) inside Greenhaven stores; excluding outdoor and out-of-home advertising of any kind (including billboards, bus sides and roadside screens), television and press.
2> The Territory is the United Kingdom. The Head Licence also covers Ireland, but Ireland is not included in this Sub-Licence.
1> Sub-Licence Period. The Sub-Licence Period begins on the Campaign Launch Date and runs for twenty-four (24) months, and in any event ends no later than the end of the Head Licence Period.
1> No exclusivity. The Head Licence is non-exclusive and Ferrous cannot grant exclusivity. Greenhaven acknowledges that the Photographer may license the Images and similar images to others, including competitors of Greenhaven.
1> Limits passed down. Greenhaven takes the Images subject to every limit of the Head Licence and shall not: (a) further sub-license the Images or permit any third party to use them, other than its printers for the sole purpose of producing the point-of-sale material; (b) assign or transfer this Agreement or any right under it; or (c) alter the Images beyond cropping and resizing.
1> Fees.
2> Greenhaven shall pay Ferrous a sub-licence fee of £6,500 plus VAT within 30 days of invoice.
2> The fee of £4,000 payable to the Photographer under the Head Licence is Ferrous's sole responsibility and is not recharged to Greenhaven.
2> Additional retouching requested by Greenhaven is charged at £85 per hour plus VAT.
1> Credit. Greenhaven shall credit "Photography: Jonas Eklund" on the campaign page of its website.
1> Governing law. This Agreement is governed by the law of England and Wales.
## SCHEDULE
| Campaign | Outdoor Living SS27 |
| Images | 18 selected images, references GH-001 to GH-018 |
| Campaign Launch Date | 1 April 2027 |
Signed for and on behalf of Ferrous Studio Limited by Ruth Adeyemi, Director. Date: 9 March 2027
Signed for and on behalf of Greenhaven Garden Company Limited by Martin Hollis, Marketing Director. Date: 11 March 2027
`,
    expected: {
      parties: ["Ferrous Studio Limited", "Greenhaven Garden Company Limited"],
      signed: "2027-03-11",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 6500"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h20a-06-us-agency-talent-pass-through",
    style: "h20a-chain-of-title-sublicences",
    format: "pdf",
    source: `
# TALENT RIGHTS PASS-THROUGH AND SUBLICENSE AGREEMENT
This Talent Rights Pass-Through and Sublicense Agreement (this "Agreement") is entered into as of August 16, 2027 (the "Effective Date") by and between Copperline Creative LLC, a Delaware limited liability company ("Agency"), and Printwell Office Supply, Inc., an Ohio corporation ("Client").
## Recitals
A. Agency has engaged Dana Whitfield ("Talent") under a Talent Services Agreement dated August 2, 2027 (the "Talent Agreement"), under which Talent granted Agency the rights described below, with the right to sublicense them to Agency's client for Client's "Back to School" campaign. Talent is not a party to this Agreement.
B. Client wishes to obtain those rights from Agency on the terms below, which are no broader than the Talent Agreement.
## 1. Sublicense
Subject to Client's payment of the fees in Section 8, Agency sublicenses to Client the right to use Talent's name, likeness, voice and performance as embodied in the commercials listed in Exhibit A (the "Commercials") in the Media, in the Territory, during the Use Period.
## 2. Media
(a) National and local broadcast and cable television; (b) online video on Client's website; and (c) Client's owned social media channels; excluding cinema, out-of-home (including digital billboards), in-store displays and print. "Printwell" is Client's corporate name and implies no print rights.
## 3. Territory
The United States of America.
## 4. Use Period
The Use Period is one (1) year from the First Air Date set out in Exhibit A. Client shall not use the Commercials after the Use Period ends.
## 5. Flow-Down
Client's rights are no greater than Agency's rights under the Talent Agreement. If the Talent Agreement ends early for any reason, Client's rights end at the same time and Agency shall refund the unused portion of the Rights Fee pro rata.
## 6. Sublicensing and Assignment
Client shall not sublicense, assign or otherwise transfer any of the rights granted in this Agreement, in whole or in part, and any attempted sublicense or assignment is void.
## 7. Exclusivity
During the Use Period, Talent will not render services for, or authorize the use of her name or likeness in advertising for, any other office-supply retailer or any manufacturer of printers, ink or paper products in the Territory ("Competitive Products"). Talent's existing endorsement of Bright Line Stationery backpacks, disclosed in Exhibit B, is excluded from this restriction.
## 8. Fees and Costs
(a) Rights Fee: USD $45,000, payable within thirty (30) days of the First Air Date. Agency pays Talent's compensation under the Talent Agreement out of the Rights Fee.
(b) Agency Production Fee: USD $6,500 for casting, contracting and talent coordination, payable on the Effective Date.
(c) Pass-through costs: Talent's travel and per diem for the shoot, billed at actual cost, not to exceed $2,200.
(d) Overtime: any overtime owed to Talent under the Talent Agreement, billed at cost only if incurred.
(e) Extension option: Client may extend the Use Period for one additional year for a further rights fee of $38,000 by written notice before the Use Period ends. The Use Period does not renew automatically.
## 9. Morals
If Talent is charged with a crime, or commits any act that brings her into public disrepute, contempt or scandal, or that reflects unfavorably on Client, Client may immediately stop using the Commercials, and Agency shall refund the unused portion of the Rights Fee pro rata.
## 10. Governing Law
This Agreement is governed by the laws of the State of New York.
## Exhibit A - Commercials and Dates
| Commercials | "Back to School" - 1 x :30 and 2 x :15 |
| Shoot Date | August 24, 2027 |
| First Air Date | September 6, 2027 |
## Exhibit B - Disclosed Engagements
| Brand | Category | Through |
| Bright Line Stationery | Backpacks only | June 30, 2028 |
COPPERLINE CREATIVE LLC By: Alicia Romero, Managing Partner
PRINTWELL OFFICE SUPPLY, INC. By: Gregory Hale, Chief Marketing Officer
`,
    expected: {
      parties: ["Copperline Creative LLC", "Printwell Office Supply, Inc."],
      signed: "2027-08-16",
      start: "2027-09-06",
      end: "2028-09-05",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 45000", "USD 6500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h20a-07-uk-letter-sublicence-countersigned",
    style: "h20a-chain-of-title-sublicences",
    format: "scan",
    source: `
# TALLIS & WREN PRODUCTIONS LTD
2 Mill Yard, Ouseburn, Newcastle upon Tyne NE6 1BU
4 May 2027
By email
Dear Hannah,
Re: "Coast Road" campaign stills - back-to-back licence
We hold a licence from the photographer Imogen Ruddock dated 12 March 2027 (the Head Licence) over the stills from our "Coast Road" shoot. We now license the selected stills to you, on the same terms and subject to the same limits as the Head Licence, as follows.
1. Use: print advertising in cycling and lifestyle magazines, your printed catalogue, and outdoor posters (6-sheet and 48-sheet). Online, social media and broadcast use are excluded, because the Head Licence does not cover them.
2. Territory: the United Kingdom, the Channel Islands and the Isle of Man.
3. Period: from the date of your countersignature below until 30 September 2028, when the Head Licence expires.
4. Fee: £2,750 plus VAT, invoiced on countersignature. Ms Ruddock's own fee is paid by us.
5. You may not assign the benefit of this letter or grant any sub-licence of the stills.
6. Credit: "Photo: Imogen Ruddock" where space allows.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Tom Wren, Director, for and on behalf of Tallis & Wren Productions Ltd
Agreed and accepted for and on behalf of Kittiwake Cycles Limited:
Hannah Lowther, Marketing Director
Date: 7 May 2027
`,
    expected: {
      parties: ["Tallis & Wren Productions Ltd", "Kittiwake Cycles Limited"],
      signed: "2027-05-07",
      start: "2027-05-07",
      end: "2028-09-30",
      perpetual: false,
      territories: ["GB", "JE", "GG", "IM"],
      channels: ["print", "out_of_home"],
      exclusive: null,
      fees: ["GBP 2750"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h20a-08-australian-particulars-sheet",
    style: "h20a-particulars-incorporating-terms",
    format: "docx",
    source: `
# IMAGE LICENCE - PARTICULARS
These Particulars incorporate the Wattle & Lens Standard Image Licence Terms (Edition 4, March 2026) (the Terms), a copy of which the Licensee acknowledges receiving. Capitalised words have the meanings given in the Terms. Where an Item varies a clause of the Terms, the Item prevails.
| Item | Particular | Details |
| Item 1 | Licensor (clause 1.1) | Wattle & Lens Photography Pty Ltd ABN 12 345 678 901, 8 Gertrude Street, Fitzroy VIC 3065 |
| Item 2 | Licensee (clause 1.1) | Southerly Linen Co Pty Ltd ABN 98 765 432 109, 41 Bay Road, Sandringham VIC 3191 |
| Item 3 | Images (clause 2) | 24 bedroom and living-room images from the shoot of 3 May 2027, references SL-01 to SL-24 |
| Item 4 | Media (clause 3.1) | Licensee's website and online store; Licensee's social media accounts; printed catalogues and direct mail. Excluding outdoor, television and cinema. |
| Item 5 | Territory (clause 3.2) | Australia and New Zealand |
| Item 6 | Licence Period (clause 4) | 24 months from the Commencement Date |
| Item 7 | Commencement Date | 1 July 2027 |
| Item 8 | Licence Fee (clause 6) | AUD 8,000 plus GST (AUD 800). Travel and equipment hire are reimbursed at cost (estimate AUD 1,140) and invoiced separately. |
| Item 9 | Exclusivity and variations | Clause 9.1 (Exclusivity) applies: the licence is exclusive in the Territory for the Licence Period, except that the Licensor may license Images SL-20 to SL-24 to the stylist, Mara Kovac, for her portfolio. Clause 11.3 (Automatic Renewal) does not apply to this licence. Clause 14.2 applies: the Licensee may assign this licence to a related body corporate. |
| Date of Agreement | | 16 June 2027 |
Signed for Wattle & Lens Photography Pty Ltd by its director: Bronwyn Ashcroft
Signed for Southerly Linen Co Pty Ltd by its director: Joel Nguyen
`,
    expected: {
      parties: ["Wattle & Lens Photography Pty Ltd", "Southerly Linen Co Pty Ltd"],
      signed: "2027-06-16",
      start: "2027-07-01",
      end: "2029-06-30",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["AUD 8000"],
      flags: ["assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h20a-09-uk-artist-particulars-and-conditions",
    style: "h20a-particulars-incorporating-terms",
    format: "pdf",
    source: `
# ARTIST ENGAGEMENT AGREEMENT
## PART A - PARTICULARS
This Agreement consists of these Particulars and the Standard Conditions of Engagement (2025 edition) set out in Part B. Where the Particulars state otherwise, the Particulars prevail over the Conditions.
Item 1 - The Company: Marlow & Finch Foods Limited (company no. 04455667), 3 Riverside Way, Bristol BS1 6UE.
Item 2 - The Artist: Georgina Osei-Bonsu, c/o Halden Talent, 22 Wardour Street, London W1D 6QQ (agent, not a party).
Item 3 - The Production: "Sunday Roast" commercial for Marlow & Finch ready meals (1 x 30 seconds, 2 x 10 seconds). Recording day: 7 September 2027, plus one costume fitting.
Item 4 - Media (Condition 6.1): television (terrestrial, cable and satellite); the Company's website; and the Company's social media accounts, including its YouTube channel.
Item 5 - Territory (Condition 6.2): the United Kingdom and the Republic of Ireland.
Item 6 - Licence Period (Condition 5): notwithstanding Condition 5.1, three (3) years from the First Transmission Date. First Transmission Date: 4 October 2027.
Item 7 - Fees (Condition 7): Session fee £1,200. Usage fee £18,000 for the whole Licence Period; the usage fee table in Condition 7.2 does not apply. Overtime under Condition 7.4 at £150 per hour. The option under Condition 5.3 to extend the Licence Period by 12 months is priced at £9,000 if exercised.
Item 8 - Exclusivity (Condition 8): Condition 8 (No Exclusivity) does not apply. During the Licence Period the Artist shall not appear in any advertising for any other frozen or chilled ready-meal brand in the Territory. This does not restrict her work in drama or her existing voice-over work for a pet-food brand.
Item 9 - Other variations: Condition 11.2 (Assignment by the Company) is deleted and replaced by: "The Company may not assign this Agreement without the Artist's prior written consent." Conditions 12 and 13 apply unchanged.
## PART B - STANDARD CONDITIONS OF ENGAGEMENT (2025 EDITION)
1> Interpretation. In these Conditions the Company and the Artist are those named in the Particulars. Where the Particulars state otherwise, the Particulars prevail.
1> Engagement. The Artist shall attend the recording day and fittings stated in the Particulars and follow the reasonable directions of the Company and its production company.
1> Recordings. The Company owns all recordings of the Artist's performance made under this Agreement.
1> Payment. Fees are payable within 30 days of invoice. VAT is added where the Artist is registered.
1> Licence Period.
2> Unless the Particulars state otherwise, the Licence Period is twelve (12) months from the first use of the Commercial.
2> The Company shall not use the Commercial after the Licence Period unless extended under Condition 5.3.
2> The Company may extend the Licence Period by one further period of 12 months by written notice before it ends and payment of the extension fee stated in the Particulars. There is no automatic renewal.
1> Grant.
2> The Artist grants the Company the right to use her performance in the Commercial in the media stated in the Particulars.
2> The territory is that stated in the Particulars.
1> Fees.
2> Session fee as stated in the Particulars.
2> Usage fees according to the following table unless the Particulars state otherwise: television £9,000 per year; online £3,000 per year.
2> Fees cover all uses within the Media, Territory and Licence Period.
2> Overtime is payable at the rate stated in the Particulars for each hour or part hour beyond ten hours.
2> If the Company cancels the recording day less than 48 hours before it, the Company shall pay 50% of the session fee as a cancellation fee.
1> No Exclusivity. Nothing in this Agreement obliges the Artist to work exclusively for the Company or restricts her from appearing in other advertising.
1> Credits. No on-screen credit is given.
1> Warranties. The Artist warrants that she is free to enter into this Agreement.
1> Assignment.
2> The Artist may not assign this Agreement.
2> The Company may assign this Agreement to any member of its group.
1> Conduct. If the Artist commits any act which brings her or the Company into public disrepute or scandal, the Company may terminate this Agreement by notice and stop using the Commercial.
1> Performer's Rights. The Artist gives all consents required under Part II of the Copyright, Designs and Patents Act 1988 and waives her moral rights as a performer in the Commercial, so that the Company may edit and cut it down.
1> Law. These Conditions are governed by the law of England and Wales.
Signed for Marlow & Finch Foods Limited: Oliver Penrose, Head of Brand, 23 August 2027
Signed by the Artist: Georgina Osei-Bonsu, 25 August 2027
`,
    expected: {
      parties: ["Marlow & Finch Foods Limited", "Georgina Osei-Bonsu"],
      signed: "2027-08-25",
      start: "2027-10-04",
      end: "2030-10-03",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 1200", "GBP 18000"],
      flags: ["non_compete", "morality_clause", "moral_rights_waiver"],
      denies: ["assignable", "automatic_renewal"]
    }
  },
  {
    id: "h20a-10-irish-commission-order-buyout",
    style: "h20a-particulars-incorporating-terms",
    format: "text",
    source: `
# COMMISSION ORDER - PHOTOGRAPHY
Order No. BW-2027-031
This Order incorporates the Photographer's Terms of Business (version 3.2), clauses 1 to 20 (the Terms). The Items below vary the Terms where they say so; where this Order and the Terms differ, this Order prevails.
Item 1 - Photographer: Niamh Ó Briain, trading as Ó Briain Studio, Unit 5, Fairgreen Road, Galway.
Item 2 - Client: Brightwater Distillery Limited, Kilcoole, Co. Wicklow.
Item 3 - Commission: product and landscape photography of the Brightwater "Lino Print Edition" gin, whose label is a linocut print. The edition's name does not limit or define the media.
Item 4 - Shoot dates: 8 and 9 September 2027, Kilcoole and Brittas Bay.
Item 5 - Usage: all media, now known or later devised. This Item replaces clause 7.1 of the Terms (usage limited to the media listed in the Order).
Item 6 - Territory and period: worldwide, in perpetuity, starting on acceptance of this Order. Clause 8 of the Terms (two-year licence period) does not apply. Once the fees in Item 7 are paid the licence is irrevocable.
Item 7 - Fees: creative fee EUR 3,800 (2 days at EUR 1,900 per day); usage buy-out fee EUR 6,500 for the usage in Items 5 and 6. Expenses (assistant, props, travel), estimated at EUR 1,120, are invoiced at cost. VAT at 23% is added to all sums. A deposit of EUR 1,900 is payable on acceptance and deducted from the final invoice.
Item 8 - Exclusivity: clause 12 of the Terms (Exclusivity) does not apply. The licence is non-exclusive; the Photographer may license the images to others, including as stock.
Item 9 - Other clauses: clause 14 (Sub-licensing) applies, so the Client may sub-license its rights to its distributors and advertising agencies. Clause 15.2 applies: the Photographer waives her moral rights in the images, except the right to be credited in editorial use.
Accepted for Brightwater Distillery Limited: Declan Farrell, Marketing Director, 30 August 2027
Accepted by the Photographer: Niamh Ó Briain, 31 August 2027
`,
    expected: {
      parties: ["Niamh Ó Briain", "Brightwater Distillery Limited"],
      signed: "2027-08-31",
      start: "2027-08-31",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["EUR 3800", "EUR 6500"],
      flags: [
        "perpetual_term",
        "irrevocable_grant",
        "unlimited_media",
        "buyout",
        "moral_rights_waiver",
        "sublicensable"
      ]
    }
  }
]
