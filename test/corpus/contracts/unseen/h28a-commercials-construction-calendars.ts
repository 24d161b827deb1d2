// Independent author "h28a" (wave 28), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// the wave 28 checker and the file names of unseen/ and independent/), and committed before the reader was run on it.
// Three drafting styles:
// - h28a-union-commercials: US union-style contracts for on-camera principal performers in TV and online commercials
//   (a standard employment form with a use table by medium and a schedule of 13-week fixed cycles, a producer's
//   letter to a performer, a plain-text wild-spot agreement with a rider that replaces its exclusivity clause, a
//   Spanish-language network contract whose performer is named only in the signature block). Hard: session fees,
//   holding fees and use fees beside overtime, pension and health contributions, late-payment charges, agent's
//   commission and expense reimbursements; a term that is the "Use Period" of a cycle table or "12 months from the
//   First Air Date" given in a schedule; advertisers and agencies named but not parties; advertiser and product names
//   holding channel words ("Copperfield Outdoor", "Broadcast Coffee Roasters", "Vista Print & Copy Centers"); "not a
//   buyout", "shall not sub-license", "Neither party may assign" under a heading "Assignment".
// - h28a-construction-photography: architecture, interiors-in-progress and construction-site photography (a UK
//   architectural licence of a finished building called "The Broadcast House" with an "excluding" list, a US progress
//   photography agreement with an exclusive licence carrying carve-outs, a one-page UK consent from a site joiner on
//   the "Cinema Quarter" fit-out that he may withdraw). Hard: the Delivery Date only in the schedule, an effective
//   date after the signing date, instalments and reimbursements that are not the fee, site workers and subcontractors
//   who are not parties, a withdrawable consent.
// - h28a-print-products: calendar, greeting-card and wall-art image licences (a UK calendar licence exclusive for
//   calendars only, a US greeting-card licence whose heading "Exclusive Rights" sits over a non-exclusive body, a
//   revised e-mail confirmation for canvas wall art that replaces an earlier one and makes the licence perpetual).
//   Hard: print runs, reprint rates, cancellation fees and option prices beside the licence fee; point-of-sale and
//   shelf material (in_store) beside the printed product; models and the photographer behind a picture library who
//   are not parties; an "Outdoor Living" product range that is not out-of-home media.
//
// Answer rules decided by this author: the parties are the two who sign and are bound (a producer as employer of
// record and its performer; an advertiser, an advertising agency, a talent agent, a subcontractor, a model whose
// release a photographer holds and a photographer represented by a library are not); a performer named only in the
// signature block is a party by the name signed; the signing date is the date of the last signature, or the date of
// acceptance of a letter or e-mail confirmation; the start is the first day the rights may be used (the first day of
// the Use Period or of the first fixed cycle, the Effective Date, the Delivery Date, the Launch Date), not a session
// or shoot day unless the contract says its term begins then; "N months/years from X" ends the day before the
// anniversary, and a cycle table ends on the last day of its last cycle; fees are the sums stated as payable for
// services or rights (a session fee, a holding fee for a purchased cycle, a use fee, a flat licence fee, one entry per
// distinct amount, a recurring amount listed once); overtime if incurred, pension and health contributions, agent's
// commission, late-payment charges, reimbursed expenses and mileage, VAT, instalments of a stated total, per-copy
// reprint rates, rush charges, cancellation fees, prices of further images and option prices are not fees; network,
// cable and local-station television is broadcast, an advertiser's own website web, its YouTube, Instagram, TikTok,
// Facebook and LinkedIn accounts social, brochures, catalogues, proposals, calendars, greeting cards and canvas
// prints print, fence banners, site hoardings and jobsite signage out_of_home, counter displays, spinner racks,
// point-of-sale units, in-store display and shelf tickets in_store; a medium "not purchased", excluded or denied is
// not a channel; exclusive is true for an exclusive grant even with carve-outs, or for a performer's product
// exclusivity, false where the text says non-exclusive or grants no exclusivity, null where it is silent; a
// performer's promise not to appear for competing products raises non_compete; "shall not sub-license" denies
// sublicensable, "not a buyout" denies buyout, "Neither party may assign" denies assignable, "does not waive her moral
// rights" denies moral_rights_waiver, a consent the signer may withdraw denies irrevocable_grant, "does not renew
// automatically" denies automatic_renewal, a statement that the performer remains free to work for competitors
// denies non_compete; an option to extend is not automatic renewal; a permission to assign or sub-license raises
// assignable or sublicensable; "in perpetuity" is perpetual with no end.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h28a-union-commercials", "h28a-construction-photography", "h28a-print-products"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h28a-01-standard-contract-use-table",
    style: "h28a-union-commercials",
    format: "docx",
    source: `
# STANDARD EMPLOYMENT CONTRACT: PRINCIPAL PERFORMER, TELEVISION AND INTERNET COMMERCIALS
Contract No. RP-26-0114
## Particulars
| Producer (employer of record) | Ridgeline Pictures LLC, 1180 Peachtree Street NE, Suite 400, Atlanta, GA 30309 |
| Performer | Dana Whitlock, c/o Southern Talent Group, Atlanta, GA |
| Advertiser | Copperfield Outdoor Gear, Inc. (named for identification only; not a party to this contract) |
| Advertising agency | Pine & Post Creative LLC (not a party to this contract) |
| Commercial | "Copperfield Outdoor - Trailhead" (one :30 and one :15 lift) |
| Session | January 20, 2026, Stage 3, Ridgeline Studios, Atlanta (one 8-hour day) |
## Terms
1> Engagement. Producer engages Performer as an on-camera principal performer in the Commercial, and Performer accepts, on the terms of this contract and of the Commercials Contract (the collective bargaining agreement in force on the session date). Where this contract gives Performer better terms than the Commercials Contract, this contract prevails.
1> Term. The term of this contract, and of every right in the Commercial granted by it, is the Use Period: the four consecutive 13-week fixed cycles set out in Schedule 1, the first of which begins on the First Air Date. Any use after the last day of the fourth cycle requires a new written agreement with Performer.
1> Compensation. Producer shall pay Performer:
2> a session fee of $1,250.00 for the session day, which also covers the holding fee for the first fixed cycle;
2> a holding fee of $950.00 for each of the second, third and fourth fixed cycles, payable on or before the first day of that cycle; and
2> an Internet and New Media use fee of $1,800.00 covering all Internet and New Media use during the Use Period.
1> Amounts that are not compensation. Overtime, if incurred, is payable at time-and-one-half. Producer's pension and health contributions (currently 19% of gross compensation) are paid to the Plan and not to Performer. A late-payment charge of $10.00 per business day applies if any payment is late. None of these amounts forms part of the compensation in clause 3.
1> Use by medium. Producer may use the Commercial only in the media marked "Purchased" in the use table in Schedule 1, and only in the United States. The Commercial may not be exhibited in theaters, on in-store or industrial closed-circuit systems, or on billboards, transit screens or other out-of-home displays, and no still photograph of Performer from the session may be used in print.
1> Product exclusivity. Performer warrants that Performer is not under contract for any commercial for a competing product. During the Use Period Performer shall not perform in any commercial, or appear in any advertising, for outdoor apparel, footwear or camping equipment other than Advertiser's.
1> Assignment. Producer may assign this contract to Advertiser, who shall then assume all of Producer's payment obligations to Performer.
## Schedule 1: Use table and fixed cycles
| Medium | Status | Period |
| Network program television (national) | Purchased | Cycles 1 to 4 |
| Cable television (national) | Purchased | Cycles 1 to 4 |
| Internet: Advertiser's own website | Purchased | Use Period |
| New Media: Advertiser's YouTube, Instagram and TikTok accounts | Purchased | Use Period |
| Theatrical / cinema | Not purchased | - |
| Industrial, in-store and out-of-home | Not purchased | - |
Fixed cycles (the first day of Cycle 1 is the First Air Date):
| Fixed cycle | First day | Last day |
| Cycle 1 | March 2, 2026 | May 31, 2026 |
| Cycle 2 | June 1, 2026 | August 30, 2026 |
| Cycle 3 | August 31, 2026 | November 29, 2026 |
| Cycle 4 | November 30, 2026 | February 28, 2027 |
## Signatures
PERFORMER: Dana Whitlock. Signature: Dana Whitlock. Date: January 13, 2026
PRODUCER: Ridgeline Pictures LLC. By: Grant Holloway, Head of Production. Date: January 14, 2026
`,
    expected: {
      parties: ["Ridgeline Pictures LLC", "Dana Whitlock"],
      signed: "2026-01-14",
      start: "2026-03-02",
      end: "2027-02-28",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 1250", "USD 950", "USD 1800"],
      flags: ["non_compete", "assignable"]
    }
  },
  {
    id: "h28a-02-producer-letter-online-only",
    style: "h28a-union-commercials",
    format: "scan",
    source: `
# BLUEFIN COMMERCIAL PRODUCTIONS INC.
2200 Alameda Street, Los Angeles, CA 90021
April 6, 2026
Mr. Tobias Okafor, c/o Westline Talent Agency, 8500 Wilshire Blvd, Beverly Hills, CA 90211
Re: "Broadcast Coffee Roasters - Morning Shift" online commercial, principal on-camera role
Dear Mr. Okafor,
This letter sets out the terms on which Bluefin Commercial Productions Inc. ("Bluefin", "we") engages you as a principal on-camera performer in the commercial above, which we produce for our client Broadcast Coffee Roasters LLC through its agency Marlow & Finch Advertising. Neither our client nor its agency is a party to this letter.
1. Session. One 8-hour session day on April 21, 2026 in Los Angeles.
2. Session fee. $900.00, payable within 12 business days after the session.
3. Use. The commercial is made for Internet and New Media use only. We may place it on our client's own website and as organic and paid posts on its Instagram, Facebook and YouTube channels. It will not be broadcast on television or cable, and no theatrical, out-of-home or print use is purchased.
4. Use period and use fee. Use is purchased for two consecutive 13-week cycles, from the first use on May 4, 2026 to November 1, 2026 inclusive. The online use fee for both cycles is $1,400.00, payable before first use. Any further cycle needs your written agreement and a new fee.
5. Territory. The United States and Canada; paid posts will be geo-targeted to those two countries.
6. Exclusivity. None. You remain free to appear in commercials for other coffee and beverage products, and nothing in this letter restricts your work for any competitor of our client.
7. Expenses. We will reimburse parking and mileage up to $75.00 against receipts. This is not part of your fee.
Please sign and return a copy of this letter to confirm your acceptance. It becomes binding on both of us when you sign.
Yours sincerely,
Renata Solis, Executive Producer, for Bluefin Commercial Productions Inc.
ACCEPTED AND AGREED: Tobias Okafor. Date: April 9, 2026
`,
    expected: {
      parties: ["Bluefin Commercial Productions Inc.", "Tobias Okafor"],
      signed: "2026-04-09",
      start: "2026-05-04",
      end: "2026-11-01",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 900", "USD 1400"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h28a-03-wild-spot-rider-replaces",
    style: "h28a-union-commercials",
    format: "text",
    source: `
# PRINCIPAL PERFORMER AGREEMENT - TELEVISION COMMERCIAL (WILD SPOT)
This Agreement is made on February 3, 2026 between NORTHGATE FILMS INC., a New York corporation ("Producer"), and LUCIA FERRANTE ("Performer").
Advertiser: Sunpeak Beverages Co. (product: Sunpeak Cola). The Advertiser is not a party to this Agreement.
1. SERVICES. Performer will render services as an on-camera principal on the Session Date, February 10, 2026, in New York City.
2. TERM. The term of this Agreement begins on the Session Date and ends at the end of the Maximum Period of Use, which is 21 months from the Session Date. Producer may not use the Commercial after that date unless Performer agrees in writing to a new term.
3. MEDIA. Wild spot use on local broadcast television stations in the United States, and cable. No Internet, New Media, theatrical or print use is granted under this Agreement.
4. COMPENSATION. Session fee: $1,100.00. Producer purchases wild spot and cable use for the first two 13-week cycles and shall pay a use fee of $1,650.00 for each of them. Overtime, if any, is paid at the rates of the Commercials Contract.
5. EXCLUSIVITY. Performer grants Producer exclusivity in the soft-drink category: during the term Performer shall not appear in any commercial for a carbonated soft drink other than Sunpeak Cola.
6. ASSIGNMENT. Neither party may assign this Agreement or any right under it.
7. RIDER. Rider A forms part of this Agreement and prevails over paragraphs 1 to 6.
NORTHGATE FILMS INC. By: Aaron Feld, President. Date: February 3, 2026
LUCIA FERRANTE. Signature: Lucia Ferrante. Date: February 3, 2026
RIDER A (agreed and initialled by both parties on February 3, 2026)
A1. Paragraph 5 (Exclusivity) is deleted and replaced by: "5. NO EXCLUSIVITY. Performer grants no exclusivity of any kind and may appear in commercials for any product, including other soft drinks, at any time."
A2. Paragraph 3 (Media) is deleted and replaced by: "3. MEDIA. Wild spot use on local broadcast television stations in the United States, cable, and Internet use on the Advertiser's own website only. No New Media (social media), theatrical or print use is granted."
A3. For the Internet use added by A2, Producer shall pay Performer an Internet use fee of $600.00 for the term.
`,
    expected: {
      parties: ["Northgate Films Inc.", "Lucia Ferrante"],
      signed: "2026-02-03",
      start: "2026-02-10",
      end: "2027-11-09",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["USD 1100", "USD 1650", "USD 600"],
      flags: [],
      denies: ["non_compete", "assignable"]
    }
  },
  {
    id: "h28a-04-network-spanish-signature-only",
    style: "h28a-union-commercials",
    format: "pdf",
    source: `
# TIDEWATER PRODUCTIONS, INC. - PERFORMER CONTRACT (ON-CAMERA PRINCIPAL)
Spanish-language network commercial "Vista Print & Copy Centers - Regreso a Clases"
This contract is between Tidewater Productions, Inc., 4100 Biscayne Boulevard, Miami, Florida 33137 ("Producer"), and the performer who signs it below ("Performer").
1> Services. Performer will appear as an on-camera principal on the session date stated in Schedule A, in Miami.
1> Use Period. Producer may use the Commercial for twelve (12) months from the First Air Date stated in Schedule A (the "Use Period"). Holding fees fall due at the start of each 13-week cycle within the Use Period.
1> Media. The Commercial may be used on Spanish-language network television in the United States and on the Advertiser's own website. No still photograph from the session may be used in print, on in-store displays or on signage at the Advertiser's stores.
1> Territory. The United States.
1> Compensation. Producer shall pay Performer a session fee of $1,500.00 and a holding fee of $1,350.00 for each of the second, third and fourth 13-week cycles. Performer's agent's commission of 10% is deducted from these amounts and is not an additional payment. Pension and health contributions are payable by Producer to the Plan.
1> Not a buyout. The compensation above covers only the Use Period and the media in clause 3. This contract is not a buyout: any further use requires payment at the rates then in force.
1> No sub-licensing. Producer shall not sub-license the Commercial, or any footage or photograph of Performer, to any third party.
## Schedule A: Production details
| Advertiser | Vista Print & Copy Centers, Inc. (not a party) |
| Agency | Coral Gate Multicultural (not a party) |
| Performer's agent | Luna Talent Miami |
| Session date | August 18, 2026 |
| First Air Date | September 14, 2026 |
## Signatures
PRODUCER: Tidewater Productions, Inc. By: Jorge Almonte, Line Producer. Date: August 3, 2026
PERFORMER: Signature: Marisol Quintero. Print name: Marisol Quintero. Date: August 5, 2026
`,
    expected: {
      parties: ["Tidewater Productions, Inc.", "Marisol Quintero"],
      signed: "2026-08-05",
      start: "2026-09-14",
      end: "2027-09-13",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: null,
      fees: ["USD 1500", "USD 1350"],
      flags: [],
      denies: ["buyout", "sublicensable"]
    }
  },
  {
    id: "h28a-05-architectural-licence-excluding",
    style: "h28a-construction-photography",
    format: "docx",
    source: `
# ARCHITECTURAL PHOTOGRAPHY LICENCE
This licence is dated 2 March 2026.
## Parties
(1) HANNAH LINDQVIST PHOTOGRAPHY LTD, company number 11843302, of 14 Wharf Street, Leeds LS2 7EQ (the "Photographer"); and
(2) CALDER ROWE ARCHITECTS LLP, partnership number OC402281, of 3 Park Square East, Leeds LS1 2NE (the "Licensee").
## Background
The Licensee designed the refurbishment of The Broadcast House, a former television studio building on Woodhouse Lane, Leeds, now offices. The Photographer photographed the completed building and its interiors on 24 and 25 February 2026.
## Terms
1> Definitions. "Images" means the photographs listed in the Schedule. "Delivery Date" means the date given in the Schedule.
1> Licence. The Photographer grants the Licensee a non-exclusive licence to reproduce the Images on the Licensee's website, on its social media accounts and in its printed brochures and practice books, excluding: (a) billboards, posters and other outdoor advertising; (b) television; and (c) any sale of the Images or of prints of them.
1> Territory. The licence extends throughout the world.
1> Duration. The licence runs for three years from the Delivery Date.
1> Fee. The Licensee shall pay a licence fee of £2,400 plus VAT (£480) within 30 days of the Photographer's invoice. Further images from the shoot may be ordered at £95 each.
1> Third parties. The Licensee shall not sub-license the Images or supply them to the building's contractor, engineers, owner or tenants; those parties must license Images directly from the Photographer.
1> Credit and moral rights. The Licensee shall credit each Image "Photo: Hannah Lindqvist". The Photographer does not waive her moral rights.
## Schedule
| Images | 28 photographs, references HL-TBH-01 to HL-TBH-28 |
| Shoot dates | 24 and 25 February 2026 |
| Delivery Date | 16 March 2026 |
Signed for HANNAH LINDQVIST PHOTOGRAPHY LTD by Hannah Lindqvist, Director
Signed for CALDER ROWE ARCHITECTS LLP by Priya Calder, Partner
`,
    expected: {
      parties: ["Hannah Lindqvist Photography Ltd", "Calder Rowe Architects LLP"],
      signed: "2026-03-02",
      start: "2026-03-16",
      end: "2029-03-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 2400"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h28a-06-progress-photography-carveouts",
    style: "h28a-construction-photography",
    format: "pdf",
    source: `
# CONSTRUCTION PROGRESS PHOTOGRAPHY AGREEMENT
Project: Riverside Medical Pavilion, 2400 South Platte River Drive, Denver, Colorado
This Agreement is signed on April 24, 2026 and takes effect on May 1, 2026 (the "Effective Date"). It is between Mason Ridge Builders, Inc., a Colorado corporation ("Contractor"), and Felix Arango, an individual doing business as Arango Site Imaging ("Photographer").
1. Services. Photographer will photograph the progress of construction of the Project once each month from May 2026 through April 2027 (twelve site visits), including crews at work on site.
2. Site safety and workers. Photographer will follow Contractor's site safety rules. Contractor will obtain written photo releases from its own employees and from its subcontractors' crews before each visit, and Photographer will not photograph in an identifiable way any worker whose name is on Contractor's no-photo list.
3. License. Photographer grants Contractor an exclusive license to use the Photographs to market Contractor's services: on its website and social media accounts, in printed proposals, brochures and qualification packages, and on construction fence banners and jobsite signage. Despite this exclusivity, Photographer may (a) show the Photographs in his own portfolio and (b) license them to the Project architect, Sorensen Vale Architects, for use on the architect's own website only.
4. Term. The license begins on the Effective Date and ends on December 31, 2028.
5. Territory. The United States.
6. Fees. Contractor will pay Photographer a total fee of $7,800 for the services and the license, in twelve monthly installments of $650. Mileage beyond 40 miles per visit is reimbursed at the IRS standard rate. A rush charge of $200 applies only if Contractor requests same-day delivery.
7. Assignment. Contractor may assign this Agreement, without Photographer's consent, to any entity that acquires Contractor's business.
8. Ownership. Photographer keeps the copyright in the Photographs.
MASON RIDGE BUILDERS, INC. By: Carla Benning, Vice President, Marketing. Date: April 24, 2026
PHOTOGRAPHER: Felix Arango. Date: April 24, 2026
`,
    expected: {
      parties: ["Mason Ridge Builders, Inc.", "Felix Arango"],
      signed: "2026-04-24",
      start: "2026-05-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["USD 7800"],
      flags: ["assignable"]
    }
  },
  {
    id: "h28a-07-site-worker-consent-withdrawable",
    style: "h28a-construction-photography",
    format: "scan",
    source: `
# SITE PHOTOGRAPHY CONSENT (WORKS IN PROGRESS)
Ashby Keane Interiors Ltd, company no. 09915530, 21 Jutland Street, Manchester M1 2BE
Project: fit-out of the Cinema Quarter apartments, 40 Deansgate, Manchester
Ashby Keane Interiors Ltd ("we", "us") photographs its fit-out projects while the work is in progress. This form records the consent of the person named below, who works on the site, to our use of photographs in which he or she can be identified.
Name: Declan Murphy. Trade: joiner, employed by Carrick Joinery Ltd (our subcontractor, not a party to this consent).
1. What we may use: photographs of you taken on the site between 1 June 2026 and the completion of the works.
2. Where we may use them: on our website, on our social media accounts (LinkedIn and Instagram), in our printed brochures and case studies, and on site hoarding boards at our projects. We will not use them in television or cinema advertising.
3. Where: the United Kingdom and Ireland.
4. How long: this consent runs for three years from the date you sign it.
5. Payment: no payment is made to you for this consent.
6. Withdrawal: you may withdraw this consent at any time by e-mail to marketing@ashbykeane.co.uk. We will stop any new use within 14 days, but we need not recall printed brochures already handed out.
Signed: Declan Murphy. Date: 11 June 2026
For Ashby Keane Interiors Ltd: Helen Ashby, Marketing Manager. Date: 11 June 2026
`,
    expected: {
      parties: ["Ashby Keane Interiors Ltd", "Declan Murphy"],
      signed: "2026-06-11",
      start: "2026-06-11",
      end: "2029-06-10",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "h28a-08-calendar-licence-exclusive-calendars",
    style: "h28a-print-products",
    format: "pdf",
    source: `
# CALENDAR IMAGE LICENCE AGREEMENT
Dated 14 January 2026
Between ISLA BRENNAN of 7 Harbour Row, St Ives, Cornwall TR26 1LP ("the Photographer") and HERONSGATE CALENDARS LIMITED, Unit 4, Riverside Trading Estate, Bristol BS2 0QS ("the Publisher").
1> The Product. "Wild Coasts 2027", a twelve-month A3 wall calendar of 13 images including the cover (the "Images"), first print run 25,000 copies.
1> Grant. The Photographer grants the Publisher the exclusive right to reproduce the Images in calendars in the Territory. The exclusivity applies to calendars only: the Photographer remains free to license the Images for greeting cards, posters, books and any other product that is not a calendar.
1> Promotion. To sell the calendar, the Publisher may also reproduce the Images in its printed trade catalogue, on its website and the websites of its retailers, and on point-of-sale display units in shops stocking the calendar.
1> Exclusions. The Publisher has no right to use the Images on greeting cards, posters, wall art or other merchandise, nor in advertising on television, radio or outdoor poster sites.
1> Territory. The United Kingdom and the Republic of Ireland.
1> Term. The licence begins on the date of this Agreement and ends on 31 March 2028.
1> Fee. The Publisher shall pay a licence fee of £3,600, half on signature and half on publication. If the Publisher reprints beyond 25,000 copies, it shall pay a further £0.12 per copy reprinted. If the Publisher cancels the calendar before printing, it shall pay a cancellation fee of £900 instead of the licence fee.
1> Model. Two Images show the model Freya Tresize. The Photographer warrants that she holds a signed model release covering this licence.
1> Sub-licensing. The Publisher may not sub-license any of its rights to another publisher or to any other person.
Signed by ISLA BRENNAN on 14 January 2026
Signed for HERONSGATE CALENDARS LIMITED by Martin Oakes, Publishing Director, on 14 January 2026
`,
    expected: {
      parties: ["Isla Brennan", "Heronsgate Calendars Limited"],
      signed: "2026-01-14",
      start: "2026-01-14",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "in_store"],
      exclusive: true,
      fees: ["GBP 3600"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h28a-09-greeting-cards-heading-nonexclusive",
    style: "h28a-print-products",
    format: "docx",
    source: `
# IMAGE LICENSE AGREEMENT - GREETING CARDS
This Image License Agreement is made on October 22, 2026 between Reuben Castellano, 55 Elm Street, Burlington, Vermont 05401 ("Photographer"), and Paper Lantern Greetings, Inc., a Delaware corporation with offices at 900 Market Street, Philadelphia, PA 19107 ("Publisher").
1> Images. The 24 photographs listed in Exhibit A (the "Images"). Some Images feature the model Naomi Ferris, whose signed release Photographer holds.
1> License. Photographer grants Publisher the right to reproduce the Images on greeting cards and their envelopes, on retailer counter displays and spinner racks carrying the cards, and on the product pages of Publisher's online store.
1> Exclusive Rights. None. The license in Section 2 is non-exclusive, and Photographer may license the same Images to other greeting-card publishers and for any other product.
1> Term. The license runs for twenty-four (24) months from the Launch Date set out in Exhibit A. This Agreement does not renew automatically. Publisher may extend the license for a further twelve months by written notice before it expires and payment of $2,000.
1> Territory. The United States and Canada.
1> Fee. Publisher shall pay Photographer a flat license fee of $4,500 within 30 days of signature. No royalty is payable.
1> Sublicense. Publisher may sublicense its rights under Section 2 to its Canadian distributor, Maple Leaf Card Co., for distribution in Canada.
## Exhibit A
| Images | 24 photographs, catalog nos. RC-1101 to RC-1124 |
| Card line | "Quiet Mornings" birthday and thank-you cards |
| Launch Date | January 15, 2027 |
## Signatures
PHOTOGRAPHER: Reuben Castellano. Date: October 22, 2026
PUBLISHER: Paper Lantern Greetings, Inc. By: Deborah Klein, VP Licensing. Date: October 22, 2026
`,
    expected: {
      parties: ["Reuben Castellano", "Paper Lantern Greetings, Inc."],
      signed: "2026-10-22",
      start: "2027-01-15",
      end: "2029-01-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "in_store", "web"],
      exclusive: false,
      fees: ["USD 4500"],
      flags: ["sublicensable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h28a-10-wall-art-revised-confirmation",
    style: "h28a-print-products",
    format: "text",
    source: `
# REVISED licence confirmation GPL-26-0387 (replaces our confirmation of 28 January 2026)
From: Sofia Marchetti <licensing@greyfriarspictures.co.uk>
To: Ben Okoro <buying@hallamhome.co.uk>
Date: 3 February 2026
Ben, as agreed on the phone, this revised confirmation replaces our confirmation of 28 January 2026 in full. Where the two differ, this one applies.
Licensor: Greyfriars Picture Library Ltd (licensing on behalf of the photographer, Tomasz Wilk, who is not a party)
Licensee: Hallam Home Interiors Ltd
Image: GPL-TW-2291 "Bamburgh at First Light" (a landscape with no people in it, so no model release is needed)
Product: framed canvas wall art, sizes 40 x 60 cm and 60 x 90 cm, up to 2,000 units in total, sold in your "Outdoor Living" range
Permitted uses: the canvas prints themselves; product photographs of the canvas on hallamhome.co.uk; in-store display of the canvases and shelf-edge tickets in Hallam stores.
Not included: posters, greeting cards, calendars, billboards or television advertising.
Territory: United Kingdom only.
Duration: the 28 January confirmation gave a three-year licence. This revision makes the licence perpetual: it is granted in perpetuity, starting on your acceptance of this confirmation.
Exclusivity: non-exclusive.
Fee: £950 plus VAT, payable within 30 days of invoice. If you later add a third canvas size, a further fee of £200 will apply.
Please reply "accepted" to confirm.
Sofia Marchetti, Licensing Manager, Greyfriars Picture Library Ltd
---
From: Ben Okoro <buying@hallamhome.co.uk>
Date: 5 February 2026
Accepted on behalf of Hallam Home Interiors Ltd.
Ben Okoro, Head of Buying
`,
    expected: {
      parties: ["Greyfriars Picture Library Ltd", "Hallam Home Interiors Ltd"],
      signed: "2026-02-05",
      start: "2026-02-05",
      end: null,
      perpetual: true,
      territories: ["GB"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["GBP 950"],
      flags: ["perpetual_term"]
    }
  }
]
