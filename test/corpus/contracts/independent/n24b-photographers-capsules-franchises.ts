// Independent author "n24b" (wave 24), one DEVELOPMENT batch written without reading the reader or any other batch
// (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entries of n11's
// file for the convention, the wave 24 checker and a listing of independent/), committed before the reader was run
// on it: event photographers' contracts (wedding, party and corporate, with the photographer's portfolio and
// advertising use, the client's personal-use licence, guests who have not signed, a deposit and balance, an
// extra-hours rate and a model release rider for the couple); co-branded capsule collection licences (the
// collaborator's name and likeness on product, packaging and campaign, an advance and a percentage royalty, a
// sell-off period, territory by retailer, the collaborator's approval); and talent agreements paid from a
// franchise system's national marketing fund (franchisees' local advertising under a sub-licence, regional co-op
// media, a term by campaign flight, fees per market or per outlet, franchisees' own signage that is no new use).
//
// Answer rules decided by this author: the parties are those bound (a fund administered by the franchisor, an
// agent and a venue are not); a party named only in the signature block is a party; the signing date is the last
// signature's; where the contract pack holds an agreement and its addendum, the signing date is the agreement's and
// the addendum's replaced clauses hold the values; start and end are those of the grant of advertising or campaign
// rights; "N months from X" ends the day before the anniversary, and a term tied to a launch or delivery date given
// elsewhere in the document takes that date; a term "covering the Flights" runs from the first flight's first day
// to the last flight's last day; a sell-off period does not extend the term; a perpetual grant starts on signature
// and raises perpetual_term but not long_term; a client's personal, non-commercial licence of wedding or party
// photographs grants no channel, and a portfolio use the client has opted out of is not granted; fees are the sums
// paid for the services or the rights: a package fee (not its deposit and balance instalments), a design fee, an
// advance against royalty, a national fund fee and a per-market rate with no stated total; a per-outlet or
// per-market rate multiplied out to a stated total is that total; a percentage royalty, VAT, GST and sales tax,
// expenses, extra-hours and overtime rates, cancellation charges and an unexercised option price are not fees; a
// package fee reduced in consideration of a release is the reduced fee; territory by retailer is the countries of
// the retailers listed; "all media ... excluding X" is every channel but X and raises unlimited_media; television
// and radio are broadcast, billboards and roadside out_of_home, menu boards, shop windows and in-store displays
// in_store, leaflets, local press and lookbooks print; a licensee's right to let franchisees or co-ops use the
// materials is sublicensable; a collaborator's or talent's promise not to work for a competing brand is an
// exclusivity with non_compete; a name such as "Billboard Burgers", "Outdoor Assembly" or "Cinema Noir" is no
// channel; a franchisee's fascia or exterior signage is no use of the materials.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n24b-event-photographer-contracts",
  "n24b-co-branded-capsule-licences",
  "n24b-franchise-marketing-fund-talent"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n24b-01-uk-wedding-photography-with-rider",
    style: "n24b-event-photographer-contracts",
    format: "pdf",
    source: `
# WEDDING PHOTOGRAPHY AGREEMENT
This Agreement is made on 14 February 2026 between:
(1) Lark & Lantern Photography Ltd, company no. 11873302, of 4 Quay Row, Bristol BS1 4QA (the "Photographer"); and
(2) Eleanor Vance and Thomas Achebe, both of 27 Clifton Vale, Bristol BS8 4PT (together the "Couple").
1> The Wedding. The Photographer will photograph the Couple's wedding on Saturday 12 September 2026 (the "Wedding Date") at The Old Print Works, Bristol, from the bridal preparations until the first dance (up to 9 hours).
1> Package Fee. The fee for the Gold Package is £2,400 (the "Package Fee"). A non-refundable deposit of £600 is payable on signing and secures the date; the balance of £1,800 is due 28 days before the Wedding Date. The Photographer is not VAT registered.
1> Extra Hours. Coverage beyond 9 hours is charged at £180 per hour or part hour, invoiced after the wedding. Travel beyond 30 miles of Bristol is charged at 45p per mile.
1> Cancellation. If the Couple cancel more than 6 months before the Wedding Date the deposit is retained; within 6 months, 50% of the Package Fee is payable; within 28 days, the full Package Fee.
1> Copyright. Copyright in all images remains with the Photographer.
1> Personal Use Licence. The Photographer grants the Couple a non-exclusive, non-transferable licence to use the images for their personal, non-commercial purposes, including making prints and albums and sharing them with family and friends. The Couple may not sell the images or license them to any third party, and may not enter them in competitions.
1> Portfolio and Advertising Use. The Photographer may use the images in its portfolio and advertising in any media without limit of time.
1> Guests. The Couple will tell their guests that a photographer is present. The Photographer will not use in any advertising an image in which a guest who has not signed a release can be identified, and will remove any image from its website on a guest's request.
1> Delivery. An online gallery of at least 400 edited images will be delivered within 8 weeks after the Wedding Date.
## MODEL RELEASE RIDER
This Rider forms part of the Agreement. It replaces clause 7 (Portfolio and Advertising Use) in full and prevails over any other term of the Agreement.
2> Grant. The Couple consent to the Photographer using images in which either of them appears, and their names, on the Photographer's website, its Instagram and Facebook pages and in its printed brochures and wedding-fair price lists, to promote its photography services.
2> Period. The consent runs for 3 years from the Wedding Date.
2> Where. The consent extends to use in the United Kingdom only.
2> Advertising Use. Despite its heading, this paragraph grants nothing further: no paid advertising, no outdoor poster and no use by any third party. The Photographer shall not sub-license, sell or give the images of the Couple to any third party, including venues and suppliers.
2> Non-exclusive. The Couple remain free to allow any other person to use photographs of them.
Signed for Lark & Lantern Photography Ltd: Imogen Lark, Director, 14 February 2026
Signed: Eleanor Vance, 14 February 2026
Signed: Thomas Achebe, 14 February 2026
`,
    expected: {
      parties: ["Lark & Lantern Photography Ltd", "Eleanor Vance", "Thomas Achebe"],
      signed: "2026-02-14",
      start: "2026-09-12",
      end: "2029-09-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24b-02-us-corporate-conference-photography",
    style: "n24b-event-photographer-contracts",
    format: "docx",
    source: `
# EVENT PHOTOGRAPHY SERVICES AGREEMENT
This Event Photography Services Agreement (the "Agreement") is entered into as of August 3, 2026.
| Role | Party |
| Photographer | Silverline Event Imaging LLC, a Washington limited liability company, 1500 Western Ave, Seattle, WA 98101 ("Photographer") |
| Client | Cascade Billboard Partners, Inc., a Delaware corporation, 800 Fifth Ave, Seattle, WA 98104 ("Client") |
## 1. Services
1> Photographer will cover Client's Annual Partner Summit at the Bell Harbor Conference Center on October 8 and 9, 2026 (the "Event"), for up to 8 hours each day: keynotes, breakouts, headshot station and evening reception.
## 2. Compensation
1> Client will pay Photographer a flat fee of US$4,800 for both Event days (the "Fee"). A retainer of 50% of the Fee ($2,400) is due on signing and is credited against the Fee; the remainder is due within 30 days of delivery.
1> Overtime beyond 8 hours on either day is billed at $275 per hour. Parking and mileage are reimbursed at cost. Washington sales tax (10.25%) is added to each invoice.
1> If Client cancels less than 30 days before the Event, the retainer is forfeited as liquidated damages.
## 3. Delivery
1> Photographer will deliver the edited images through a private gallery within 14 days after the Event. The date on which the gallery link is sent is the "Delivery Date".
## 4. License to Client
1> Photographer grants Client a non-exclusive license to use the images on Client's website, on Client's social media accounts and in Client's printed annual report, in the United States and Canada, for 24 months from the Delivery Date.
1> Client shall not sub-license, sell or transfer the images, and shall not use them on any billboard or other outdoor display, whatever the Client's own business.
## 5. Attendees
1> Client is responsible for notice to attendees. Photographer will not use in its own promotion any image of an attendee who has not signed Photographer's release, and will crop or withhold such images.
## 6. Photographer's Portfolio
1> Photographer may show up to 20 images on its own website portfolio, excluding any image showing Client's confidential slides.
## 7. General
1> This Agreement may not be assigned by either party without the other party's prior written consent. Washington law governs.
## Delivery Acknowledgment
Client acknowledges that the gallery link was sent on October 20, 2026, which is the Delivery Date.
SILVERLINE EVENT IMAGING LLC  By: Rafael Ocampo, Managing Member  Date: August 3, 2026
CASCADE BILLBOARD PARTNERS, INC.  By: Dana Whitfield, VP Marketing  Date: August 3, 2026
`,
    expected: {
      parties: ["Silverline Event Imaging LLC", "Cascade Billboard Partners, Inc."],
      signed: "2026-08-03",
      start: "2026-10-20",
      end: "2028-10-19",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 4800"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n24b-03-au-birthday-party-booking-form",
    style: "n24b-event-photographer-contracts",
    format: "scan",
    source: `
# SALTBUSH STUDIOS PTY LTD - PARTY PHOTOGRAPHY BOOKING FORM
ABN 51 624 118 903, 12 Market St, Fremantle WA 6160. Client details are as written in the signature block below.
Event: 50th birthday party, Saturday 6 March 2027, 7 pm to 10 pm, The Billboard Room, Fremantle.
Fee: $950 plus GST ($95). Deposit of $200 (non-refundable) on booking; balance of $750 plus GST on the night.
Extra time: $150 per hour plus GST, only if requested on the night.
Your images: you receive a licence to use the images for personal, non-commercial purposes only. You may not use them in any advertising or sell them.
Our portfolio: we may show selected images on our website and Instagram to promote Saltbush Studios, unless you tick the box below.
[X] I do NOT consent to portfolio use of images of me or my guests.
Guests: we will not publish any image of a guest who has not signed our release.
Signed for Saltbush Studios Pty Ltd: Jordan Pike, 20 January 2027
Client: Margaret O'Halloran, 9 Cliff St, Fremantle WA 6160. Signed: M. O'Halloran, 22 January 2027
`,
    expected: {
      parties: ["Saltbush Studios Pty Ltd", "Margaret O'Halloran"],
      signed: "2027-01-22",
      start: null,
      end: null,
      perpetual: false,
      territories: [],
      channels: [],
      exclusive: null,
      fees: ["AUD 950"],
      flags: []
    }
  },
  {
    id: "n24b-04-us-couple-model-release-rider",
    style: "n24b-event-photographer-contracts",
    format: "text",
    source: `
# MODEL RELEASE RIDER TO WEDDING PHOTOGRAPHY AGREEMENT
Rider dated May 2, 2026 to the Wedding Photography Agreement dated January 9, 2026 (the "Agreement") between Juniper & Pine Photo Co. ("Photographer") and Sofia Marchetti and Daniel Okoro (the "Couple").
This Rider replaces Section 9 of the Agreement (Promotional Use) and prevails over the Agreement where they differ.
Release. The Couple irrevocably grant Photographer the right to use photographs of them taken at their engagement session and wedding, and their first names, on Photographer's website, blog and social media accounts and in Photographer's printed brochures and bridal-magazine advertisements, throughout the world and in perpetuity.
Consideration. In consideration of this release the Package Fee under the Agreement is reduced from $4,200 to $3,900. The retainer of $1,000 already paid is credited against the reduced Package Fee.
Not exclusive. This release is non-exclusive.
Third parties. Photographer may not license or sell any image of the Couple to a third party for that party's advertising (including the venue, florist and planner).
Guests. Guests who have not signed a release are not covered by this Rider.
Extra hours. The extra-hours rate of $250 per hour in the Agreement is unchanged.
Agreed: Juniper & Pine Photo Co., by Aaron Lindqvist, owner - May 2, 2026
Agreed: Sofia Marchetti - May 2, 2026
Agreed: Daniel Okoro - May 2, 2026
`,
    expected: {
      parties: ["Juniper & Pine Photo Co.", "Sofia Marchetti", "Daniel Okoro"],
      signed: "2026-05-02",
      start: "2026-05-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 3900"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24b-05-uk-outerwear-capsule-licence",
    style: "n24b-co-branded-capsule-licences",
    format: "docx",
    source: `
# CAPSULE COLLABORATION AND LICENCE AGREEMENT
Dated: 10 November 2026
## Parties
| Label | Party |
| The Brand | Outdoor Assembly Ltd, incorporated in England and Wales (company no. 09817244), of 33 Redchurch Street, London E2 7DJ (the "Brand") |
| The Collaborator | Marisol Quintero, of Calle de Fuencarral 88, 28004 Madrid, Spain (the "Collaborator") |
## Background
The Brand designs and sells outerwear under the OUTDOOR ASSEMBLY name (which is a trade name and not a medium). The parties will create a capsule collection of outerwear bearing both names (the "Capsule").
## 1. Definitions
1> "Launch Date" means the date given in Schedule 1.
1> "Approved Retailers" means the retailers in Schedule 2, and "Territory" means the countries in which their stores named in Schedule 2 are located.
1> "Net Sales" means gross invoiced sales of the Capsule less VAT, returns and trade discounts.
## 2. Grant
1> The Collaborator grants the Brand an exclusive licence in the Territory, for the Term, to use her name, signature and likeness on the Capsule products, swing tags and packaging, and in the Capsule campaign on the Brand's website, the Brand's social media accounts, window and in-store displays at the Approved Retailers and the printed Capsule lookbook.
1> Approval. Every use of the Collaborator's name or likeness, and every campaign image, requires her prior written approval, not to be unreasonably withheld and deemed given after 5 working days' silence.
## 3. Term and Sell-Off
1> The Term is 18 months from the Launch Date.
1> After the Term the Brand may sell off Capsule stock made during the Term for 6 months through the Approved Retailers only, without new campaign use.
## 4. Payments
1> Design Fee: £7,500, payable on signing.
1> Advance: £15,000 on the Launch Date, recoupable against royalties.
1> Royalty: 8% of Net Sales, paid quarterly.
1> Samples: the Collaborator may draw samples up to a retail value of £1,000. Agreed travel expenses are reimbursed. All sums are exclusive of VAT.
## 5. Sub-licensing
1> The Brand shall not sub-license any of the rights granted in clause 2. Manufacture of the Capsule by the Brand's suppliers to its order is not a sub-licence.
## 6. Exclusivity
1> During the Term and for 6 months after it, the Collaborator shall not design for or lend her name to any outerwear or rainwear collection of a competing brand. This does not apply to her existing ceramics collaboration with Atelier Roux, which she may continue.
## 7. Reputation
1> Either party may terminate on notice if the other does anything that brings it into public disrepute.
## Schedule 1 - Launch
| Item | Detail |
| Launch Date | 5 March 2027 |
| Campaign shoot | January 2027, London |
## Schedule 2 - Approved Retailers
| Retailer | Stores |
| Selfridges & Co | London, Manchester, Birmingham (United Kingdom) |
| Brown Thomas | Dublin, Cork (Ireland) |
| Galeries Lafayette | Paris Haussmann (France) |
Signed for Outdoor Assembly Ltd: Tom Haverford, Director
Signed by Marisol Quintero
`,
    expected: {
      parties: ["Outdoor Assembly Ltd", "Marisol Quintero"],
      signed: "2026-11-10",
      start: "2027-03-05",
      end: "2028-09-04",
      perpetual: false,
      territories: ["GB", "IE", "FR"],
      channels: ["web", "social", "in_store", "print"],
      exclusive: true,
      fees: ["GBP 7500", "GBP 15000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24b-06-us-sneaker-collab-licence",
    style: "n24b-co-branded-capsule-licences",
    format: "pdf",
    source: `
# COLLABORATION LICENSE AGREEMENT - TIDEWATER x JUN OKAFOR
This Collaboration License Agreement is made September 15, 2026 (the "Effective Date") by Tidewater Supply Co., a California corporation ("Brand"), and Jun Okafor, an individual ("Collaborator").
## 1. Licensed Rights
1> Collaborator grants Brand a non-exclusive license to use Collaborator's name, approved likeness, signature and "JUN" logo on a co-branded sneaker capsule (the "Products"), their boxes and hang tags, and in advertising and promotion of the Products in all media now known or hereafter devised, excluding television and cinema.
1> Collaborator will approve all Product designs, packaging and campaign creative before first use. Brand shall make no use Collaborator has not approved.
## 2. Territory
1> Products may be sold only through Kinetic Sports stores in the United States and Canada and through tidewatersupply.com shipping to those two countries.
## 3. Term
1> The Term begins on the Effective Date and ends June 30, 2028. Brand may sell off inventory for 90 days after the Term.
1> Brand has an option to extend the Term by one year on payment of a further advance of $15,000, to be exercised by March 31, 2028.
## 4. Compensation
1> Advance: $25,000 on signing, recoupable against royalties.
1> Royalty: 10% of Net Sales.
1> Launch Appearance Fee: $10,000 for one in-person launch event in Los Angeles.
1> Brand reimburses Collaborator's pre-approved travel. Late payments bear interest at 1% per month.
## 5. Exclusivity
1> None. Nothing in this Agreement restricts Collaborator from working with any other brand, including competing footwear brands.
## 6. Assignment
1> Brand may assign this Agreement to an affiliate or to a successor to its footwear business on written notice to Collaborator.
TIDEWATER SUPPLY CO.  By: Leah Brennan, CEO
JUN OKAFOR
`,
    expected: {
      parties: ["Tidewater Supply Co.", "Jun Okafor"],
      signed: "2026-09-15",
      start: "2026-09-15",
      end: "2028-06-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print", "out_of_home", "in_store"],
      exclusive: false,
      fees: ["USD 25000", "USD 10000"],
      flags: ["unlimited_media", "assignable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n24b-07-fr-handbag-capsule-and-addendum",
    style: "n24b-co-branded-capsule-licences",
    format: "text",
    source: `
# CAPSULE COLLABORATION AGREEMENT - "CINEMA NOIR"
Paris, 3 February 2027
Between Maison Verrier SAS, 14 rue du Mail, 75002 Paris (the "Brand") and Lotte Brandsma, artist, Prinsengracht 210, Amsterdam (the "Artist").
1. Capsule. The Brand will produce a capsule of handbags and scarves printed with the Artist's "Cinema Noir" artworks and bearing her name (the "Capsule").
2. Licence. The Artist grants the Brand a non-exclusive licence to reproduce the artworks and her name and portrait on the Capsule, its packaging and its campaign.
3. Approval. The Artist approves all uses in writing before release.
4. Territory. France and Belgium, through the Brand's own boutiques.
5. Media. The Brand's website and social media, and print press advertising.
6. Term. From 1 March 2027 to 31 December 2027.
7. Advance and royalty. An advance of EUR 12,000 on signing, against a royalty of 7% of net sales. VAT is added where due.
8. Sub-licensing. The Brand may not sub-license the licence or assign this Agreement.
Signed: Maison Verrier SAS, Claire Delorme, Présidente / Lotte Brandsma
# ADDENDUM No. 1
Paris, 28 February 2027. This Addendum amends the Capsule Collaboration Agreement of 3 February 2027 between Maison Verrier SAS and Lotte Brandsma. Where it differs from the Agreement, this Addendum prevails.
A. Clause 4 (Territory) is deleted and replaced by: "The Capsule may be sold, and its campaign shown, only through these retailers: Le Bon Marché (Paris, France), De Bijenkorf (Amsterdam, Netherlands) and KaDeWe (Berlin, Germany)."
B. Clause 5 (Media) is deleted and replaced by: "The Brand's website and Instagram account, and window and in-store displays at the retailers in clause 4. No print advertising and no outdoor posters."
C. Clause 6 (Term) is deleted and replaced by: "From 1 April 2027 to 31 March 2028, followed by a sell-off period of 3 months without campaign use."
D. In clause 7 the advance of EUR 12,000 is replaced by an advance of EUR 18,000; the royalty is unchanged.
All other clauses are unchanged.
Signed: Maison Verrier SAS, Claire Delorme / Lotte Brandsma
`,
    expected: {
      parties: ["Maison Verrier SAS", "Lotte Brandsma"],
      signed: "2027-02-03",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["FR", "NL", "DE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["EUR 18000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n24b-08-us-burger-franchise-fund-talent",
    style: "n24b-franchise-marketing-fund-talent",
    format: "docx",
    source: `
# TALENT SERVICES AND LICENSE AGREEMENT (NATIONAL ADVERTISING FUND)
Dated January 12, 2027
| Role | Name | Defined term |
| Franchisor | Billboard Burgers Franchising, LLC, a Texas limited liability company, acting for the Billboard Burgers National Advertising Fund, which it administers and which is not a separate party | "Franchisor" |
| Talent | Darnell Whitaker, c/o Keystone Talent Agency (agent only) | "Talent" |
## 1. Services
1> Talent will perform in one television and radio session and one stills session for the Campaign on dates set by Franchisor with 14 days' notice.
## 2. Term
1> The Term covers the campaign flights set out in Schedule A (each a "Flight"). No use may begin before the first Flight or continue after the last.
## 3. Grant
1> Franchisor may use the Materials on television, radio, online, social media, out-of-home and in-restaurant point-of-purchase and menu boards in the United States, excluding cinema and print (including direct mail and free-standing inserts).
1> Franchisee Use. Franchisor may sub-license the Materials to franchisees in good standing and to their regional advertising cooperatives ("Co-ops") for local and regional advertising in the media above. Franchisees and Co-ops may not edit the Materials or sub-license them further.
1> Franchisee Signage. A franchisee's permanent exterior signage bearing the Billboard Burgers name and logo is not a use of the Materials and needs no fee.
## 4. Fees
1> National Fund Fee: US$60,000 for both Flights, paid from the Fund in two equal installments at the start of each Flight.
1> Regional Co-op Fee: US$1,500 per Designated Market Area in which a Co-op places paid media, as reported by Franchisor after each Flight.
1> Session overtime at $400 per hour. Agency commission of 10% is paid on top by Franchisor. Reasonable travel at cost.
## 5. Exclusivity
1> During the Term Talent shall not render services for or endorse any other quick-service or fast-casual restaurant.
## 6. Conduct
1> Franchisor may terminate if Talent commits any act that brings Talent or the franchise system into public disrepute.
## Schedule A - Flights
| Flight | First day | Last day |
| Spring Flight | March 1, 2027 | May 31, 2027 |
| Fall Flight | September 1, 2027 | November 30, 2027 |
BILLBOARD BURGERS FRANCHISING, LLC  By: Carla Montoya, Chief Marketing Officer
TALENT: Darnell Whitaker
`,
    expected: {
      parties: ["Billboard Burgers Franchising, LLC", "Darnell Whitaker"],
      signed: "2027-01-12",
      start: "2027-03-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["USD 60000", "USD 1500"],
      flags: ["sublicensable", "non_compete", "morality_clause"]
    }
  },
  {
    id: "n24b-09-uk-bakery-brand-fund-presenter",
    style: "n24b-franchise-marketing-fund-talent",
    format: "pdf",
    source: `
# PRESENTER AGREEMENT - BRAND FUND CAMPAIGN 2027
THIS AGREEMENT is dated 3 March 2027 and made between KETTLE & CRUMB FRANCHISING LIMITED (company no. 10442871) of Unit 6, Mercia Park, Coventry CV6 4BX ("K&C"), which contracts for its franchise network's Brand Fund, and HANNAH OKONJO of 19 Lime Grove, Leeds LS6 2AF (the "Presenter").
1. Engagement. The Presenter will front the 2027 "Bake It Local" campaign: one recording day for radio and one photographic day.
2. Licence. The Presenter licenses K&C to use the recordings and photographs, and her name, on local and regional radio, K&C's website and social media, local press, leaflets and in-shop posters throughout England, Scotland and Wales.
3. Outdoor. No outdoor, poster-site, bus-side or digital roadside use is licensed.
4. Franchisees. K&C may permit its franchisees to use the campaign materials in their own local advertising in the media in clause 2. A franchisee may not sub-license or alter the materials. A franchisee's shop fascia and menu signage is not advertising under this Agreement.
5. Term. 12 months from 1 April 2027.
6. Fee. £300 per franchised outlet open on 1 March 2027. K&C's Brand Fund certificate states 120 outlets, so the fee is £36,000, paid half on signing and half on 1 October 2027. VAT is payable in addition. Expenses are reimbursed against receipts.
7. Cancellation. If K&C cancels a recording day within 7 days, £1,500 is payable.
8. Assignment. K&C may not assign this Agreement without the Presenter's consent.
Signed for Kettle & Crumb Franchising Limited: R. Sandhu, Marketing Director, 3 March 2027
Signed: Hannah Okonjo, 3 March 2027
`,
    expected: {
      parties: ["Kettle & Crumb Franchising Limited", "Hannah Okonjo"],
      signed: "2027-03-03",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social", "print", "in_store"],
      exclusive: null,
      fees: ["GBP 36000"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24b-10-au-pizza-coop-flight-letter",
    style: "n24b-franchise-marketing-fund-talent",
    format: "scan",
    source: `
# CINEMA STREET PIZZA - REGIONAL CO-OP TALENT USAGE LETTER
10 May 2027
To: Bec Tanaka, c/o Harbourline Management, Sydney
From: Cinema Street Pizza Franchise Pty Ltd (ABN 33 607 552 140) (the "Franchisor"), for the National Marketing Fund
Dear Bec, this letter records the usage of your 2026 "Slice Night" commercial by the Franchisor's regional co-ops.
Flight: Winter Flight, 1 June 2027 to 31 August 2027.
Markets: Perth, Adelaide and Brisbane, Australia only.
Media: regional free-to-air television, commercial radio, and co-op members' Facebook and Instagram pages. Not cinema, despite our name.
Co-ops: the Franchisor licenses the commercial to the co-ops and their franchisee members for the Flight; they may not pass it on to anyone else.
Fee: AUD 4,000 per market x 3 markets = AUD 12,000 plus GST, from the National Marketing Fund.
Cancellation: if the Flight is cancelled less than 14 days before 1 June 2027, 50% of the fee is payable.
Exclusivity: none.
Agreed for Cinema Street Pizza Franchise Pty Ltd: Owen Rourke, Marketing Manager, 10 May 2027
Agreed: Bec Tanaka, 12 May 2027
`,
    expected: {
      parties: ["Cinema Street Pizza Franchise Pty Ltd", "Bec Tanaka"],
      signed: "2027-05-12",
      start: "2027-06-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "social"],
      exclusive: false,
      fees: ["AUD 12000"],
      flags: ["sublicensable"]
    }
  }
]
