// Held-out author "h23b" (wave 23), one batch written from scratch without reading the reader (domain/, application/,
// adapters/) or any other batch: only Corpus.ts (markup, Expected, formats), the flag names and LONG_TERM_MONTHS of
// ContractFlags.ts (lines 1-40), the header comment and first entries of n11's batch for the file convention, the
// wave 23 checker and the file names of unseen/. Frozen before any run of the reader on it. Three styles:
// Quebec and French-Canadian licences and talent agreements in English with French passages (the "Les parties ont
// exigé" language clause, GST and QST, UDA and ACTRA fees and contributions, ISO dates and "le 1er avril 2027",
// "2 400,00 $" amounts, the Charter of the French language); online marketplace checkouts for stock video, fonts,
// LUTs and templates (order confirmations and receipts with a licence tier, click-accepted terms printed below or
// incorporated by a link, seats and projects, sales tax, service and processing fees, a tip, a refund, item names
// such as "Billboard Sans", "Cinema LUTs" and "Outdoor Billboard Timelapse" that are not channels); and venue, arena
// and stadium sponsorships (naming rights, perimeter LED, concourse signs, category exclusivity with the league's
// sponsors carved out, rights fees in instalments beside activation budgets, signage costs, hospitality, tickets and
// deposits, player images and team marks withheld, a rider that replaces the letter's fee and prevails).
//
// Answer rules decided by this author: the parties are the two who are bound, as the contract names them (an
// advertiser or foundry said not to be a party, an agent and a creator paid through a marketplace are not); a
// marketplace order is between the marketplace and the buyer named on the order; a party named only in the signature
// block is a party. The signing date is the last signature, the click-acceptance or the payment date of a receipt; a
// bundle of an agreement and its addendum is signed on the agreement's date, and holds the addendum's values. Start
// and end are the period of use of the rights (not the shooting or fitting day, the order date of a subscription
// that starts later, or the payment dates); "N months from X" ends the day before the anniversary; a term that runs
// from a first-broadcast date stated in a schedule runs from that date; a subscription that renews automatically
// ends at the end of its current period and raises automatic_renewal; a licence "perpetual" or "lifetime" has no end.
// Territories: a province or state is its country; "Quebec and Ontario" is CA. Channels: television and radio are
// broadcast, websites (and a web font on them) web, a brand's social accounts social, flyers, catalogues, brochures
// and stationery print, point-of-sale material in stores or branches in_store, theatrical exhibition cinema; a
// venue's own signage carrying the sponsor (perimeter LED, concourse, roof and monument signs) is out_of_home; the
// broadcast of events that carry the boards is not a channel granted to the sponsor when the contract says it grants
// no right in the broadcast; an "excluding" list removes those media; a receipt that states no media and no territory
// has none. Exclusivity: a performer's competitive-products restriction, or a venue's promise not to take a rival in
// the sponsor's category, is exclusive (with its carve-outs) and raises non_compete; silence is null. Fees are the
// sums paid for the rights or the services, once each: an annual fee is one fee however many instalments; a fee
// replaced by an addendum or rider is the replacing sum; GST, QST, HST, VAT and sales tax, union insurance and
// retirement contributions and dues, overtime owed only if incurred, activation budgets spent by the sponsor,
// signage costs reimbursed, hospitality and tickets at face value, deposits, balances, marketplace service and
// processing fees, a voluntary tip, the price of an item refunded and cancelled and an option or add-on not bought
// are not fees. Denies: "shall not sub-license", "may not assign" (also "without consent"), "does not renew", "does
// not waive moral rights" and "nothing prevents the performer from working for other advertisers" (non_compete).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h23b-quebec-bilingual-licences",
  "h23b-marketplace-checkout-licences",
  "h23b-venue-and-stadium-sponsorships"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h23b-01-uda-performer-engagement",
    style: "h23b-quebec-bilingual-licences",
    format: "docx",
    source: `
# CONTRAT D'ENGAGEMENT D'ARTISTE / PERFORMER ENGAGEMENT AGREEMENT
Television and digital commercial - Production no. FB-2027-031
BETWEEN: LES PRODUCTIONS FLEUVE-BLEU LTÉE, a legal person incorporated under the Business Corporations Act (Québec), having its head office at 4200, boulevard Saint-Laurent, bureau 600, Montréal (Québec) H2W 1Z3, represented by Annie Tremblay, executive producer (the "Producer")
AND: MAUDE GAGNON-LÉVESQUE, performer, UDA member no. 04-21877, residing in Longueuil (Québec) (the "Performer")
(the Producer and the Performer together, the "Parties")
The Producer has been engaged by Fromagerie du Lac-Brome Inc. (the "Advertiser") to produce the commercial described below. The Advertiser is not a party to this Agreement.
## Engagement
1> The Producer engages the Performer to play the role of "la voisine" in a 30-second commercial and a 15-second cut-down for the Advertiser's "Fondu Doré" cheese (the "Commercial"), under the collective agreement between the Union des artistes (UDA) and the Association des producteurs conjoints (the "UDA Agreement").
1> Shooting: one (1) day on 2027-04-14 at Studio Lachine, Montréal, with a wardrobe fitting on 2027-04-09; the fitting is included in the session fee.
## Remuneration
1> Session fee (cachet de séance) for the shooting day, at the UDA Agreement rate: CAD 1,150.00.
1> Use fee for the Period of Use set out below: CAD 4,800.00.
1> Overtime, if any, is payable at CAD 215.00 per hour or part hour beyond nine (9) hours on set.
1> The Producer shall also remit to the UDA the contributions required by the UDA Agreement (insurance and retirement contribution of 11% and union dues of 2.5%, calculated on the fees). These contributions are not part of the Performer's fees.
1> GST (5%) and QST (9.975%) are added to the fees, the Performer being registered (numbers below).
## Use of the Commercial
1> Media: conventional and specialty television, and the Advertiser's website, YouTube channel and Facebook and Instagram accounts.
1> Territory: the Province of Québec.
1> Period of Use: from 2027-05-03 to 2028-05-02 (du 3 mai 2027 au 2 mai 2028). Any use after that date requires a new use fee negotiated under the UDA Agreement.
## Exclusivity - competitive products
1> The Performer grants the Advertiser exclusivity in the category of cheese and other dairy products: during the Period of Use, the Performer shall not appear, be heard or be identified in any advertising for a cheese, butter, yogurt or milk product other than the Advertiser's.
1> This exclusivity does not extend to plant-based beverages, nor to advertising for a grocery retailer in which dairy products appear only incidentally.
## French language
1> The Commercial is produced in French, in compliance with the Charter of the French language. An English-language version may be recorded only with the Performer's consent and on payment of a new session fee; no English-language version is licensed by this Agreement.
## Moral rights
1> The Performer waives the exercise of her moral rights in the Commercial in favour of the Producer and the Advertiser, to the extent of the edits permitted by the UDA Agreement.
## Assignment
1> Neither Party may assign this Agreement without the prior written consent of the other Party. Delivery of the Commercial to the Advertiser and to broadcasters is not an assignment.
## Language of the Agreement
The Parties have required that this Agreement and all related documents be drawn up in English. Les Parties ont exigé que la présente entente et tous les documents qui s'y rattachent soient rédigés en anglais.
Signed at Montréal, in two counterparts.
| LES PRODUCTIONS FLEUVE-BLEU LTÉE | MAUDE GAGNON-LÉVESQUE |
| By: Annie Tremblay, executive producer | Performer |
| Date: 2027-04-06 | Date: 2027-04-07 |
| | GST 74512 3398 RT0001 / QST 1221908471 TQ0001 |
`,
    expected: {
      parties: ["Les Productions Fleuve-Bleu Ltée", "Maude Gagnon-Lévesque"],
      signed: "2027-04-07",
      start: "2027-05-03",
      end: "2028-05-02",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["CAD 1150", "CAD 4800"],
      flags: ["non_compete", "moral_rights_waiver"],
      denies: ["assignable"]
    }
  },
  {
    id: "h23b-02-master-sync-first-broadcast",
    style: "h23b-quebec-bilingual-licences",
    format: "pdf",
    source: `
# MASTER USE AND SYNCHRONIZATION LICENCE
Licence no. RN-SYNC-2027-044
## Parties
Disques et Éditions Rivière-Noire Inc., 1850, rue Panet, Montréal (Québec) H2L 2Z6 ("Rivière-Noire"), owner of the master recording and publisher of 100% of the musical work described in Schedule A; and
Brasserie des Trois-Pignons Ltée, 77, chemin du Lac, Sutton (Québec) J0E 2K0 (the "Licensee").
## 1. Definitions
"Commercial" means the Licensee's 30-second commercial for its "Blanche d'Hiver" beer, and its 15-second cut-down, described in Schedule A. "Recording" and "Work" mean the master recording and the musical work identified in Schedule A. "Date of First Broadcast" means the date stated as such in Schedule A.
## 2. Grant
Rivière-Noire grants the Licensee a non-exclusive licence to synchronize the Recording, and the Work embodied in it, with the Commercial, and to reproduce and communicate the Commercial to the public in the Media and the Territory during the Licence Period.
## 3. Media
Television (conventional, specialty and video-on-demand services) and the Licensee's own website and social media accounts, excluding cinema, out-of-home and in-store screens, radio, and paid pre-roll placements on third-party websites.
## 4. Territory
Canada. Online uses shall be geo-restricted to Canada where the platform allows it.
## 5. Licence Period
The Licence Period is twelve (12) months beginning on the Date of First Broadcast. The Licensee may extend it once by twelve (12) months by written notice given before it expires and payment of CAD 7,500.00 plus taxes. The licence does not renew automatically.
## 6. Fees
| Synchronization fee (Work) | CAD 8,500.00 |
| Master use fee (Recording) | CAD 9,500.00 |
| GST / TPS (5%) | CAD 900.00 |
| QST / TVQ (9.975%) | CAD 1,795.50 |
| Total payable within 30 days of invoice | CAD 20,195.50 |
## 7. Sub-licensing and Assignment
The Licensee shall not sub-license any of the rights granted and may not assign this licence. Delivery of the Commercial to broadcasters and platforms for transmission is not a sub-licence.
## 8. French Language
The Licensee is solely responsible for the compliance of the Commercial with the Charter of the French language and the regulations respecting the language of commerce and business. Only the French-language version of the Recording is licensed; the English version released in 2025 is not.
## 9. Language of this Licence
The parties have required that this licence be drawn up in English. Les parties ont exigé que la présente licence soit rédigée en anglais.
## Schedule A - Particulars
| Work | "Les nuits de Sainte-Rose" (C. Béland / M. Lacasse) |
| Recording | performed by Les Hivernants, released 2024 |
| Commercial | "Blanche d'Hiver - Premier gel", 30 s and 15 s cut-down |
| Use | background, up to 30 seconds |
| Date of First Broadcast | 2027-06-01 (le 1er juin 2027) |
Signé à Montréal, le 12 avril 2027. For Disques et Éditions Rivière-Noire Inc.: Josée Lacasse, présidente
Signé à Sutton, le 14 avril 2027. For Brasserie des Trois-Pignons Ltée: Marc-Antoine Roy, directeur marketing
`,
    expected: {
      parties: ["Disques et Éditions Rivière-Noire Inc.", "Brasserie des Trois-Pignons Ltée"],
      signed: "2027-04-14",
      start: "2027-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["CAD 8500", "CAD 9500"],
      flags: [],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h23b-03-photo-licence-one-page",
    style: "h23b-quebec-bilingual-licences",
    format: "scan",
    source: `
# LICENCE D'UTILISATION DE PHOTOGRAPHIES / PHOTOGRAPHY LICENCE
Studio Hélène Marchand Inc. (the "Photographer"), 312, rue Saint-Joseph Est, Québec (Québec) G1K 3B2, grants to the client signing below (the "Client") a licence to use the twelve (12) photographs of the Client's spring collection taken on le 22 mars 2027 (the "Photographs"), on the following terms.
1. Use: printed flyers and catalogues, in-store displays and point-of-sale material, and the Client's online store.
2. Territory: Québec and Ontario.
3. Period: du 1er avril 2027 au 31 mars 2028.
4. Price (all amounts in Canadian dollars):
| Licence fee | 2 400,00 $ |
| TPS / GST (5%) | 120,00 $ |
| TVQ / QST (9,975%) | 239,40 $ |
| Total | 2 759,40 $ |
| Deposit received le 22 mars 2027 | 1 000,00 $ |
| Balance due on delivery | 1 759,40 $ |
5. Credit "Photo : Hélène Marchand" in the online store. The Photographer does not waive her moral rights: no retouching beyond colour correction without her consent.
6. Any other use (packaging, outdoor, television) requires a new licence.
The parties have required that this licence be drawn up in English. Les parties ont exigé que cette licence soit rédigée en anglais.
Studio Hélène Marchand Inc., par Hélène Marchand, présidente - Québec, le 29 mars 2027
Le Client / The Client: Vêtements Nordet Ltée, par Julie Ouellet, présidente - Lévis, le 30 mars 2027
`,
    expected: {
      parties: ["Studio Hélène Marchand Inc.", "Vêtements Nordet Ltée"],
      signed: "2027-03-30",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["print", "in_store", "web"],
      exclusive: null,
      fees: ["CAD 2400"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h23b-04-actra-voice-addendum",
    style: "h23b-quebec-bilingual-licences",
    format: "text",
    source: `
# ENGAGEMENT AGREEMENT - VOICE PERFORMER (RADIO AND ONLINE)
ACTRA Montreal - National Commercial Agreement (NCA)
Date: 2027-02-10
Engager: Sonora Post-Production Inc., 5505, boulevard Saint-Laurent, Montréal (Québec) H2T 1S6 ("Sonora"), producing for the advertiser Les Restaurants Billboard Ltée, operator of the Café Billboard restaurants (the "Advertiser"), which is not a party.
Performer: Declan Whitford-Roy, ACTRA member no. 02-88415 (the "Performer").
1. Services. The Performer will record the English-language voice-over of three (3) 30-second radio commercials for Café Billboard (the "Spots") on 2027-02-17 at Sonora's studio.
2. French language. The Spots are the English versions of French-language spots recorded under the UDA Agreement. Under the Charter of the French language the English Spots may run only on English-language stations and pages, and never in place of the French versions.
3. Fees. Session fee: CAD 650.00 (NCA scale, one session). Use fee for one 13-week cycle: CAD 1,100.00. Sonora also remits to ACTRA the Insurance & Retirement contribution (14% of fees), which is not payable to the Performer. GST and QST are added if the Performer is registered.
4. Media and territory. English-language commercial radio stations in Canada and the Advertiser's website. No use on television, in cinema, in out-of-home media or in the restaurants' in-store audio.
5. Term. The Spots may be used for 13 weeks from first air on 2027-03-01, that is until 2027-05-30.
6. Non-exclusive. Nothing in this Agreement prevents the Performer from voicing commercials for other advertisers, including other restaurants and cafés.
7. Language. The parties have required that this agreement be drawn up in English. Les parties ont exigé que la présente convention soit rédigée en anglais.
For Sonora Post-Production Inc.: Luc Bergeron, producer - 2027-02-10
Performer: Declan Whitford-Roy - 2027-02-10
ADDENDUM No. 1 - 2027-03-20
Between Sonora Post-Production Inc. and Declan Whitford-Roy, amending the Engagement Agreement dated 2027-02-10 (the "Agreement").
A. Clause 5 (Term) of the Agreement is deleted and replaced by: "The Spots may be used from 2027-03-01 to 2028-02-29 inclusive."
B. In clause 3, the 13-week use fee is replaced by an annual use fee of CAD 3,600.00. The CAD 1,100.00 already paid is credited against it; the balance of CAD 2,500.00 is payable within 15 days. The session fee is unchanged.
C. The Spots may also be used, as audio over a still image, on the Advertiser's Instagram and Facebook accounts.
D. If this Addendum conflicts with the Agreement, this Addendum prevails. All other terms of the Agreement remain in force.
For Sonora Post-Production Inc.: Luc Bergeron, producer - 2027-03-20
Performer: Declan Whitford-Roy - 2027-03-20
`,
    expected: {
      parties: ["Sonora Post-Production Inc.", "Declan Whitford-Roy"],
      signed: "2027-02-10",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["CAD 650", "CAD 3600"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h23b-05-stock-footage-order",
    style: "h23b-marketplace-checkout-licences",
    format: "text",
    source: `
# Your ClipHarbor order #CH-7730418 is confirmed
Order date: May 2, 2027, 3:47 PM EDT
Billed to: Tidewater Creative LLC, 41 Water Street, Mystic, CT 06355, USA (account jen.okafor@tidewatercreative.com)
Extended license seats on this account: 6 of 10 in use
| Item | Clip ID | License | Price |
| Cinema Aerials - Coastal Drone Pack (4K, 12 clips) | CA-55120 | Extended | $199.00 |
| Outdoor Billboard Timelapse - Night Traffic (4K) | OB-90877 | Extended | $149.00 |
| Golden Hour Crowd Walk (HD) | GH-11402 | Standard | $79.00 |
| Subtotal | | | $427.00 |
| Service fee | | | $4.99 |
| Sales tax (CT 6.35%) | | | $27.11 |
| Total charged to Visa ending 0921 | | | $459.10 |
Refund issued May 3, 2027: Golden Hour Crowd Walk (GH-11402), $79.00 plus $5.02 sales tax, at your request before download. The license for that clip is cancelled.
By completing checkout you accepted the ClipHarbor License Terms (version 4.1), printed below and at clipharbor.example/license.
CLIPHARBOR LICENSE TERMS - VERSION 4.1
These terms are a binding agreement between ClipHarbor Inc., a Delaware corporation ("ClipHarbor", "we"), and the customer named on the order ("you").
1. License. On payment, ClipHarbor grants you a perpetual, worldwide, non-exclusive license to use each licensed clip in your End Products, within the tier you bought.
2. Standard License. Web and social media use only, up to 500,000 total views per End Product, one project, one seat.
3. Extended License. Everything in the Standard License, plus television broadcast, video on demand and theatrical (cinema) exhibition, with unlimited views, unlimited projects and up to 10 seats per account. Excluded from every tier: out-of-home and digital signage displays, in-store and retail screens, and any use in a template, stock or other media item offered for sale.
4. Restrictions. You may not sub-license, resell, share or redistribute any clip, on its own or as a file that can be extracted from an End Product. This license is personal to you and may not be assigned or transferred.
5. Termination. If you breach these terms, your license ends automatically and you must stop distributing End Products made after the breach.
6. Refunds. We refund any clip not yet downloaded if you ask within 14 days of the order.
7. Contributors. Clips are supplied by independent contributors; ClipHarbor licenses them to you in its own name.
`,
    expected: {
      parties: ["ClipHarbor Inc.", "Tidewater Creative LLC"],
      signed: "2027-05-02",
      start: "2027-05-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "cinema"],
      exclusive: false,
      fees: ["USD 199", "USD 149"],
      flags: ["perpetual_term"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h23b-06-font-enterprise-subscription",
    style: "h23b-marketplace-checkout-licences",
    format: "docx",
    source: `
# LETTERFIELD TYPE MARKET - ORDER FORM AND ENTERPRISE FONT LICENCE
Order reference: LTM-ENT-2027-0612. Order date: 24 June 2027.
| Role | Name | Details |
| Licensor ("Letterfield") | Letterfield Ltd | 3rd Floor, 18 Hatton Garden, London EC1N 8AT; company no. 10938472; licensing in its own name and as agent of the foundry |
| Customer ("you") | Hawthorne & Pike Ltd | 6 Queen Street, Edinburgh EH2 1JE; company no. SC581204 |
| Foundry (not a party) | Nordvik Typefoundry AB | Gothenburg, Sweden |
## Your order
| Font Software | Billboard Sans - Complete Family (14 styles), version 3.004 |
| Licence tier | Enterprise (annual subscription) |
| Seats | 50 desktop seats; web fonts for up to 3 domains; app embedding not included |
| Subscription period | 1 July 2027 to 30 June 2028, then renewing as set out below |
| Annual subscription fee | £3,600.00 |
| VAT (20%) | £720.00 |
| Total payable now | £4,320.00 |
| Broadcast Add-on (optional, not purchased) | £1,200.00 a year |
## Grant
1> Letterfield grants you a non-exclusive, worldwide licence to install the Font Software on the number of seats ordered and to use it during the subscription period.
1> Permitted media: printed materials (brochures, stationery, reports and packaging), point-of-sale displays in retail stores, websites on the licensed domains (self-hosted web fonts, up to 2,000,000 page views a month in total) and static and animated graphics for your social media accounts; excluding broadcast television, cinema, on-demand video and video advertising, which require the Broadcast Add-on.
1> A seat is one named user on one computer. Contractors working on your projects need their own licence.
## Sub-licensing
1> Not permitted. You shall not sub-license, rent, lend, share or distribute the Font Software, and you may not embed it in any app or electronic document that lets a third party edit text set in it.
## Renewal and cancellation
1> The subscription renews automatically for successive periods of twelve (12) months at Letterfield's then-current price unless you cancel in your account no later than thirty (30) days before the end of the current period.
1> On cancellation you must uninstall the Font Software at the end of the period. Documents and images made before then may still be used.
## Transfer
1> This licence may not be assigned or transferred, including on a sale of your business, without Letterfield's written consent.
## Refunds
1> You may cancel within 14 days of the order for a full refund if no font file has been downloaded.
## Governing law
1> This licence is governed by the law of England and Wales.
Accepted online for Hawthorne & Pike Ltd by Fiona McLeish, Head of Brand, on 24 June 2027 at 10:14 BST ("I accept the Enterprise Font Licence").
`,
    expected: {
      parties: ["Letterfield Ltd", "Hawthorne & Pike Ltd"],
      signed: "2027-06-24",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "in_store", "web", "social"],
      exclusive: false,
      fees: ["GBP 3600"],
      flags: ["automatic_renewal"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h23b-07-luts-mockups-receipt",
    style: "h23b-marketplace-checkout-licences",
    format: "scan",
    source: `
# FRAMESHOP MARKET - RECEIPT
Receipt no. FSM-2027-0802-55731. Date paid: 02 Aug 2027
Sold by: Frameshop Market Inc., 400 Richmond St W, Toronto ON M5V 1Y1, in its own name and for the creators listed
Sold to: Oksana Petrenko, Toronto ON
| Item | Creator | Licence | USD |
| Cinema LUTs - Teal & Amber Vol. 2 (40 .cube presets) | Lumen & Grain Studio | Standard | 24.00 |
| Billboard Mockup Pack - 12 layered PSD templates | Kiln Visuals | Standard | 19.00 |
| Tip to creator (Lumen & Grain Studio, optional) | | | 3.00 |
| Processing fee | | | 1.50 |
| HST (ON 13%) | | | 5.79 |
| Total paid (Visa ending 4417) | | | 53.29 |
Licence: Frameshop Standard Licence v3.2, accepted at checkout, full text at frameshop.example/licence/standard. In short: 1 seat; lifetime; non-exclusive; use in unlimited personal and client projects. The presets and templates may not be resold, shared or sub-licensed, including inside another preset or template pack. The full licence governs if this summary differs.
Digital items are not refundable once downloaded. Questions: help@frameshop.example
`,
    expected: {
      parties: ["Frameshop Market Inc.", "Oksana Petrenko"],
      signed: "2027-08-02",
      start: "2027-08-02",
      end: null,
      perpetual: true,
      territories: [],
      channels: [],
      exclusive: false,
      fees: ["USD 24", "USD 19"],
      flags: ["perpetual_term"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h23b-08-arena-naming-rights",
    style: "h23b-venue-and-stadium-sponsorships",
    format: "docx",
    source: `
# NAMING RIGHTS AND SPONSORSHIP AGREEMENT
This Naming Rights and Sponsorship Agreement (this "Agreement") is entered into as of the date of the last signature below between:
| Role | Party |
| Venue Owner | Riverbend Arena Holdings LLC, a Washington limited liability company, 720 W Mallon Ave, Spokane, WA 99201 ("Owner") |
| Sponsor | Cascadia Plains Credit Union, a Washington state-chartered credit union, 1100 N Division St, Spokane, WA 99202 ("Sponsor") |
## Recitals
Owner owns and operates the 11,500-seat multi-purpose arena at 720 W Mallon Ave (the "Arena"), home venue of the Spokane Timberjacks (the "Team") of the Western Professional Hockey League (the "League"), which also hosts concerts, family shows and other events. Sponsor wishes to acquire the naming rights to the Arena and related sponsorship benefits on the terms below.
## 1. Term
1.1 The Term begins on the Commencement Date and ends on the Expiry Date, each as stated in Schedule 1, unless terminated earlier under Section 11. Each twelve-month period beginning on the Commencement Date or an anniversary of it is a "Contract Year".
1.2 This Agreement does not renew automatically. During the first ninety (90) days of the final Contract Year, Owner shall negotiate exclusively and in good faith with Sponsor for an extension.
## 2. Naming Rights
2.1 Throughout the Term the Arena shall be known as "Cascadia Plains Arena" (the "Arena Name"). Owner shall use the Arena Name in every reference to the Arena under its control and shall ask (but cannot require) the League, the Team, broadcasters, promoters and ticketing agents to do the same.
2.2 Owner shall install and maintain exterior roof signage, two monument signs at the Mallon Avenue entrances and the center-ice logo displaying the Arena Name.
## 3. In-Arena Signage
3.1 Sponsor shall receive (a) sixty (60) seconds of exposure per period on the 360-degree perimeter LED ribbon at every Team home game, (b) four permanent concourse signs and (c) branding on the center-hung scoreboard.
3.2 Telecasts. Team home games are televised and streamed by the League's media partners. Owner makes no representation as to camera angles or the exposure of any signage in any telecast, and nothing in this Agreement grants Sponsor any right to use or exploit any broadcast, stream or footage of any event.
## 4. Sponsor's Marketing Rights
4.1 Sponsor may use the Arena Name and the Arena logo in its own advertising and promotions in print, on its websites and social media accounts, and on point-of-sale materials in its branches, in the States of Washington and Idaho.
## 5. Team Marks and Player Images
5.1 The Team's name, logos and uniforms (the "Team Marks") belong to the Team and the League, not to Owner. This Agreement grants Sponsor no right to use any Team Mark, and no right to use the name, image, likeness or signature of any player, coach or performer. Any such right must be obtained by Sponsor directly from the Team and, for players, from the players concerned, at Sponsor's cost.
## 6. Category Exclusivity
6.1 Sponsor shall be the exclusive sponsor of the Arena in the category of banks, credit unions and other consumer financial institutions (the "Category"). During the Term Owner shall not grant any sponsorship, signage or naming right at the Arena to any other member of the Category.
6.2 Section 6.1 does not apply to (a) the League's own sponsors, whose branding may appear at League events and on the dasher-board positions the League reserves under its rules, (b) the touring sponsors of concerts and shows promoted by third parties, for the duration of that event, or (c) the automated teller machines run by Owner's concessionaire, which may carry the operator's brand.
## 7. Fees and Payment
7.1 Sponsor shall pay Owner a rights fee of USD 1,250,000 for each Contract Year (the "Rights Fee"), in two equal instalments of USD 625,000 on the dates stated in Schedule 1.
7.2 Activation. In addition, Sponsor shall spend not less than USD 150,000 in each Contract Year on its own activation at the Arena (fan zone, giveaways, promotions). Activation spend is Sponsor's own cost and is not paid to Owner.
7.3 Signage. Sponsor shall reimburse Owner's documented cost of fabricating and installing the signage described in Section 2.2, up to USD 400,000 in total.
7.4 Late payments bear interest at one percent (1%) per month.
## 8. Hospitality and Tickets
8.1 Sponsor shall have the use of Suite 12 (eighteen seats) at every ticketed event and forty (40) tickets to each Team home game. Additional tickets may be bought at face value.
## 9. Assignment
9.1 Sponsor may not assign this Agreement, and may not sub-license any of its rights, including the Arena Name, to any person.
## 10. Reputation
10.1 Owner may terminate this Agreement on sixty (60) days' notice if Sponsor or any of its senior executives engages in conduct that brings Sponsor, the Arena or the Team into public disrepute, contempt or scandal. Sponsor may terminate on the same terms if Owner does so.
## 11. Termination
11.1 Either party may terminate this Agreement if the other fails to cure a material breach within thirty (30) days after written notice. This Agreement is governed by the laws of the State of Washington.
## Schedule 1 - Key Dates and Payments
| Item | Date |
| Commencement Date | July 1, 2027 |
| Expiry Date | June 30, 2037 |
| Rights Fee instalments | September 1 and January 15 of each Contract Year |
| Exterior signage installed by | September 30, 2027 |
| RIVERBEND ARENA HOLDINGS LLC | CASCADIA PLAINS CREDIT UNION |
| By: Dana Whitcomb, Managing Member | By: Rahul Mehta, President and CEO |
| Date: May 18, 2027 | Date: May 20, 2027 |
`,
    expected: {
      parties: ["Riverbend Arena Holdings LLC", "Cascadia Plains Credit Union"],
      signed: "2027-05-20",
      start: "2027-07-01",
      end: "2037-06-30",
      perpetual: false,
      territories: ["US"],
      channels: ["out_of_home", "print", "web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 1250000"],
      flags: ["long_term", "non_compete", "morality_clause"],
      denies: ["assignable", "sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "h23b-09-stadium-led-partner",
    style: "h23b-venue-and-stadium-sponsorships",
    format: "pdf",
    source: `
# SPONSORSHIP AGREEMENT - PERIMETER LED, HOSPITALITY AND OFFICIAL PARTNER RIGHTS
THIS AGREEMENT is made on the date of the last signature below
BETWEEN
(1) HARBOURSIDE ATHLETIC FOOTBALL CLUB LIMITED (company number 00412877), whose registered office is at Quayside Stadium, Dock Road, Portmere PM1 2QS (the "Club"); and
(2) LANYON PRINT GROUP LIMITED (company number 08830115), whose registered office is at Unit 4, Kingsway Business Park, Portmere PM3 7RT (the "Sponsor").
## 1. Definitions
"Term" means the period from 1st July 2027 to 30th June 2028, covering the 2027/28 football season. "Stadium" means Quayside Stadium. "League" means the league in which the Club's first team plays. "Club Marks" means the Club's name, crest and the designation in clause 2.1.
## 2. Rights
2.1 The Club appoints the Sponsor as its Official Print and Office Supplies Partner for the Term.
2.2 Perimeter LED: ninety (90) seconds of exposure on the pitch-side LED boards at each first-team home League and domestic cup match at the Stadium, in at least two rotations of 45 seconds.
2.3 The Sponsor may use the Club Marks on its own website and social media accounts in the United Kingdom, excluding printed advertising, broadcast, radio and cinema advertising. The Sponsor's use of its own name on the printed products it sells is not affected.
## 3. Player Image Rights
3.1 The Club does not own the image rights of its players and grants none under this Agreement. The Sponsor may use the official squad photograph supplied by the Club for the season on its website only; no individual player may be featured or made to appear to endorse the Sponsor.
## 4. Exclusivity
4.1 During the Term the Club shall not appoint any other sponsor, supplier or partner in the category of commercial printing and office supplies.
4.2 Clause 4.1 does not apply to (a) the League's title sponsor and official partners, whose branding may appear at the Stadium on matchdays, including on LED inventory allocated to the League; (b) the Club's kit supplier; or (c) visiting clubs' branding.
## 5. Fees
5.1 The Sponsor shall pay the Club a sponsorship fee of £180,000 (one hundred and eighty thousand pounds) plus VAT, in three instalments of £60,000 plus VAT on 1st July 2027, 1st October 2027 and 1st January 2028.
5.2 Eight (8) seats in the Captain's Lounge at each first-team home match are included in the sponsorship fee. Further hospitality is charged at £145 per head plus VAT, invoiced as used.
5.3 The Sponsor bears its own activation costs, budgeted at up to £25,000, which are not payable to the Club.
5.4 The postponement or cancellation of a match does not reduce the fee; the Club shall make good any LED exposure lost at rearranged matches.
## 6. General
6.1 The Sponsor shall not sub-license any of the rights granted and shall not assign this Agreement without the Club's prior written consent.
6.2 This Agreement gives the Sponsor no option or right to renew; the parties may discuss a further season before 31st March 2028.
6.3 This Agreement is governed by the laws of England and Wales.
SIGNED for and on behalf of the Club by Gareth Lowry, Chief Executive, on 14th June 2027
SIGNED for and on behalf of the Sponsor by Bethan Pryce, Managing Director, on 11th June 2027
`,
    expected: {
      parties: ["Harbourside Athletic Football Club Limited", "Lanyon Print Group Limited"],
      signed: "2027-06-14",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web", "social"],
      exclusive: true,
      fees: ["GBP 180000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h23b-10-amphitheater-cider-letter",
    style: "h23b-venue-and-stadium-sponsorships",
    format: "pdf",
    source: `
# PINECREST AMPHITHEATER
2200 Ridgeline Road, Bend, OR 97703
April 12, 2027
Ms. Carla Alvarez, Director of Marketing (by e-mail)
Re: 2027 Concert Season - Concourse Signage and Official Cider Sponsorship
Dear Ms. Alvarez:
This letter sets out the terms on which Pinecrest Amphitheater LLC ("Pinecrest") will provide your company (the "Sponsor") with the sponsorship rights below.
1. Season. The sponsorship covers every ticketed concert at the Amphitheater from May 28, 2027 through September 26, 2027.
2. Signage. Two backlit concourse signs (4 ft x 8 ft) at the north and south concourse bars, and the Sponsor's logo on the lawn-section LED screen between sets.
3. Official Cider. The Sponsor will be the "Official Cider of Pinecrest Amphitheater" and may use that designation and the Amphitheater logo on its website and social media accounts. The Sponsor may not use any artist's name, image or likeness, or any concert footage or recording.
4. Fee. The Sponsor will pay a sponsorship fee of $45,000 in two installments of $22,500, on May 1 and July 15, 2027.
5. Exclusivity. Pinecrest will not sell or advertise any other brand of hard cider at the Amphitheater during the season. This does not apply to beer, wine, seltzers or spirits, or to a product of a touring artist's own sponsor featured at that artist's show.
6. Tickets and product. The Sponsor receives 20 general admission tickets to each show; additional tickets are available at face value. Cider is supplied to Pinecrest's concessionaire at the Sponsor's standard wholesale price.
7. Deposit. A refundable security deposit of $5,000 for the signage is returned within 30 days after the season.
8. Cancellation. The fee is not reduced if a concert is cancelled; if more than five shows are cancelled, Pinecrest will credit $1,000 for each further cancelled show against a 2028 sponsorship.
9. This letter covers the 2027 season only and does not renew.
If these terms are acceptable, please sign below and return this letter with Rider 1.
Sincerely,
Tom Keane, General Manager, Pinecrest Amphitheater LLC
## RIDER 1 - REVISED SIGNAGE AND FEE
This Rider forms part of the letter agreement dated April 12, 2027. It replaces paragraphs 2 and 4 of the letter and prevails over the letter in any conflict.
R1. Signage: two backlit concourse signs (4 ft x 8 ft) at the north and south concourse bars. The lawn-section LED screen is not included.
R2. Fee: the sponsorship fee is $38,000, payable $19,000 on May 1, 2027 and $19,000 on July 15, 2027.
ACCEPTED AND AGREED, including Rider 1:
ALDER CREEK CIDER CO.
By: Carla Alvarez, Director of Marketing
Date: April 19, 2027
`,
    expected: {
      parties: ["Pinecrest Amphitheater LLC", "Alder Creek Cider Co."],
      signed: "2027-04-19",
      start: "2027-05-28",
      end: "2027-09-26",
      perpetual: false,
      territories: ["US"],
      channels: ["out_of_home", "web", "social"],
      exclusive: true,
      fees: ["USD 38000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  }
]
