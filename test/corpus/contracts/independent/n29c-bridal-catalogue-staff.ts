// Independent author "n29c" (wave 29), one development batch written without reading the reader or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's
// batch for the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and
// committed before any run of the reader on it. Three drafting styles:
// - bridal-wear designer model licences: a UK licence with role-labelled party blocks and a term counted from a Launch
//   Date given only in a schedule, a gown called "the Cinema" and a bridal competitor restriction with a carve-out; a
//   US perpetual buyout release whose model is named only in the signature block, with dates only in a table and a
//   heading "Assignment and Sublicensing" over a body that allows one and forbids the other; a short Irish letter
//   ("Dear Niamh") for an "Outdoor Ceremony Collection" with a deposit that is part of the fee; a plain-text licence
//   signed by a booking agency for the model, with a rider that replaces the territory and term clauses and prevails.
// - furniture and home-goods catalogue lifestyle bookings: a UK agency booking confirmation in which the agency
//   contracts as principal and the model is not a party, usage dates only in a table, an "Outdoor Living" range and an
//   "excluding" list; a US brand-side booking agreement with a "Cinema Recliner Collection", a term counted from a
//   Catalog Drop Date defined in a later section, an option price, an assignment right and a morality clause; a
//   freelance model's own booking terms accepted by a homewares brand named only where it signs.
// - garden centre and DIY retailer staff-as-models agreements: a one-page employee consent with no payment and a
//   right to withdraw; a DIY retailer's staff appearance agreement for a TV and poster campaign with a term from a
//   First Broadcast Date given later, a heading "Perpetual Archive Use" over a body that grants no perpetual licence
//   and an express freedom to appear for others; a three-party agreement (garden centre, supplier brand, employee)
//   whose product is a "Broadcast Spreader", with a cancellation fee and a lawn-care competitor restriction.
// What is hard: defined dates given far from the term clause, role labels and agents beside the real parties, channel
// words inside product and range names, headings that say the opposite of their clause, and sums that are not fees.
//
// Answer rules decided by this author: the parties are those bound by the document and signing it (a booking agency
// signing "for and on behalf of" its model is not a party; where the agency contracts as principal and says the model
// is not a party, the agency and the client are the parties); names are given as the document names them, without
// role labels. The signing date is the date of the last signature (or the acceptance of a letter); a rider attached
// to and signed with a licence does not change the signing date. The start is the date the licensed use begins as the
// text fixes it (a launch, drop, broadcast or publication date defined elsewhere in the document, or a stated date);
// "N months/years from X" ends the day before the anniversary of X. Fees are the sums paid for the work or the rights,
// one entry per sum stated (a shoot fee and a separate usage fee are two fees; a deposit that forms part of a fee is
// not a separate fee); VAT, PAYE deductions, expenses and allowances, overtime owed only if incurred, cancellation
// fees and the price of an unexercised option are not fees; where no sum is paid, fees are empty and no_fee_stated is
// raised. Channels: websites and online shops are web; Instagram, Pinterest, TikTok and social accounts are social;
// television is broadcast; magazines, catalogues, lookbooks, brochures, leaflets and trade catalogues are print;
// posters on roadside sites and billboards are out_of_home; shop-floor displays, shelf material and in-store posters
// are in_store; a medium named only in a product, range or campaign name is not granted; "excluding" and "no ... is
// licensed" remove a medium. "All media now known or hereafter devised" is every channel and unlimited_media.
// Exclusivity is true where the document makes the engagement exclusive or forbids work for competitors (then also
// non_compete), false where it says non-exclusive or leaves the model expressly free to work for others, null when
// silent. Flags: perpetual_term where the licence is in perpetuity (then no end date and no no_end_date flag);
// irrevocable_grant where the grant says irrevocable; buyout where the fee is called a buyout covering all use;
// sublicensable and assignable where the text allows them, denied where it forbids them; morality_clause where the
// user may end the licence for the model's public disrepute; moral_rights_waiver where the model waives moral
// rights; a heading is read by its body; an option to extend is not automatic renewal, and an express "will not renew
// automatically" denies it; a consent that may be withdrawn denies irrevocable_grant; "no perpetual licence is
// granted" denies perpetual_term; "this is not a buyout" denies buyout.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29c-bridal-designer-licences",
  "n29c-catalogue-lifestyle-bookings",
  "n29c-garden-diy-staff-models"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29c-01-bridal-launch-date-schedule",
    style: "n29c-bridal-designer-licences",
    format: "docx",
    source: `
# MODEL IMAGE LICENCE
## Ivory Lane Bridal - Autumn/Winter 2026 Bridal Collection
THIS LICENCE is made between:
(1) IVORY LANE BRIDAL LIMITED, a company registered in England and Wales (company number 11843307) whose registered office is at 14 Cheyne Mews, Bath BA1 2QT (the "Designer"); and
(2) FREYA CASTELLANOS of Flat 3, 27 Kingsdown Parade, Bristol BS6 5UF (the "Model"),
each a "Party" and together the "Parties".
## Background
(A) The Designer creates and sells bridal gowns, veils and accessories under the Ivory Lane name. The collection includes a silk-crepe column gown called "the Cinema" and a lace sheath called "the Broadcast Lane".
(B) The Model has agreed to be photographed wearing the collection on the Shoot Day and to license the resulting images to the Designer on the terms below.
## Agreed terms
1> Definitions. In this Licence: "Images" means the still photographs and short video clips of the Model taken on the Shoot Day; "Launch Date" means the date on which the collection is first offered for sale, as stated in Schedule 1; "Term" has the meaning in clause 3.
1> Services. The Model shall attend one shoot day of up to eight hours on the Shoot Day stated in Schedule 1, at the Designer's studio in Bath.
1> Term. The licence in clause 4 begins on the Launch Date and continues for twenty-four (24) months from the Launch Date.
1> Grant. The Model grants the Designer a licence to use the Images during the Term in the United Kingdom and the Republic of Ireland:
2> on the Designer's own website and online boutique;
2> on the Designer's Instagram, Pinterest and TikTok accounts; and
2> in the Designer's printed lookbooks and in advertisements placed in bridal magazines.
1> Excluded media. No television, cinema or outdoor (billboard or poster) advertising is licensed. The names of the gowns "the Cinema" and "the Broadcast Lane" do not extend the media in clause 4.
1> Sub-licensing. The Designer may not sub-license the Images to any stockist, retailer or other third party; stockists may link to the Designer's own website only.
1> Exclusivity. During the Term the Model shall not model for any other bridal-wear designer or bridal retailer in the United Kingdom or Ireland. This restriction does not apply to the Model's existing booking with Harlow Brides for their trunk show on 9 May 2026, which the Designer has approved.
1> Fees. The Designer shall pay the Model, within 30 days of invoice and in each case plus VAT at the applicable rate:
2> a shoot fee of £1,200 for the Shoot Day; and
2> a usage fee of £4,800 for the licence in clause 4.
1> Expenses. The Designer shall reimburse the Model's reasonable travel expenses for the Shoot Day up to £250 against receipts. Expenses are not part of the fees.
1> Governing law. This Licence is governed by the law of England and Wales.
## Schedule 1 - Key dates
| Item | Date |
| Shoot Day | 3 March 2026 |
| Launch Date | 1 April 2026 |
| Lookbook print deadline | 20 March 2026 |
## Signatures
| For Ivory Lane Bridal Limited | Freya Castellanos |
| Signed: Helena Vance, Creative Director | Signed: F. Castellanos |
| Date: 10 February 2026 | Date: 12 February 2026 |
`,
    expected: {
      parties: ["Ivory Lane Bridal Limited", "Freya Castellanos"],
      signed: "2026-02-12",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 1200", "GBP 4800"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29c-02-us-bridal-buyout-signature-model",
    style: "n29c-bridal-designer-licences",
    format: "pdf",
    source: `
# MODEL RELEASE AND LICENSE AGREEMENT
## Maison Delacroix Bridal LLC - 2027 Bridal Catalog
This Model Release and License Agreement (this "Agreement") is entered into by Maison Delacroix Bridal LLC, a New York limited liability company with offices at 221 West 37th Street, Suite 900, New York, NY 10018 ("Designer"), and the model who signs below ("Model"), on the Date of Agreement shown in the Deal Table.
## Deal Table
| Term | Detail |
| Date of Agreement | May 18, 2026 |
| Shoot Date | June 2, 2026 |
| Location | Designer's showroom, New York, NY |
| Hours | 8 hours, 9:00 a.m. to 5:00 p.m. |
| Fee | $3,500 (full buyout) |
| Overtime | $150 per hour beyond 8 hours, if incurred |
1. Services. Model will appear in a photo and video shoot on the Shoot Date wearing gowns, veils and accessories from Designer's 2027 collection.
2. License. Model hereby grants Designer the irrevocable right and license, beginning on the Shoot Date and continuing in perpetuity, to use the photographs, footage and Model's name and likeness taken or recorded at the shoot (the "Materials") throughout the world in any and all media now known or hereafter devised, for advertising, promoting and selling Designer's products.
3. Fee; Buyout. Designer will pay Model the Fee shown in the Deal Table within 30 days after the Shoot Date. The Fee is a full buyout of all uses permitted by Section 2, and no further session, usage or residual payment will be due. Overtime, if any, is paid at the rate in the Deal Table.
4. Assignment and Sublicensing. Designer may sublicense the Materials to its authorized stockists and bridal boutiques solely to advertise Designer's gowns. Designer may not assign this Agreement or any rights under it without Model's prior written consent.
5. Moral Rights. To the extent permitted by law, Model waives any moral rights and any right to inspect or approve the Materials or any use of them.
6. Representations. Model is over 18 years of age and is free to enter into this Agreement. Nothing in this Agreement restricts Model from modeling for any other person.
7. Governing Law. This Agreement is governed by the laws of the State of New York.
## Signatures
MAISON DELACROIX BRIDAL LLC
By: Camille Dufresne, Managing Member
MODEL
Signature: Jasmine Okafor
Print name: Jasmine Okafor
Address: 58 Halsey Street, Brooklyn, NY 11216
`,
    expected: {
      parties: ["Maison Delacroix Bridal LLC", "Jasmine Okafor"],
      signed: "2026-05-18",
      start: "2026-06-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 3500"],
      flags: [
        "perpetual_term",
        "irrevocable_grant",
        "unlimited_media",
        "buyout",
        "sublicensable",
        "moral_rights_waiver"
      ],
      denies: ["assignable", "non_compete"]
    }
  },
  {
    id: "n29c-03-irish-bridal-letter-deposit",
    style: "n29c-bridal-designer-licences",
    format: "scan",
    source: `
# ORLA BYRNE BRIDAL COUTURE
12 South William Street, Dublin 2, D02 KX51
14 February 2026
Ms Niamh Rowan, 4 Ashfield Terrace, Ranelagh, Dublin 6
Dear Niamh,
Outdoor Ceremony Collection - photographs
Thank you for modelling our new Outdoor Ceremony Collection at the studio last week. This letter sets out the terms on which we will use the photographs of you.
1. Use. We may use the photographs in our boutique window and on display stands inside the boutique, and in our printed brochure for brides. We will not use them on our website, on social media or in any outdoor or press advertising.
2. Period and place. The use runs for 12 months from 1 March 2026, in Ireland only.
3. Fee. We will pay you a fee of EUR 900. A deposit of EUR 200 is payable when you sign this letter and forms part of the EUR 900; the balance of EUR 700 is due on 1 March 2026.
4. Not exclusive. This is a non-exclusive arrangement. You remain free to model for other designers.
5. No transfer. We will not pass the photographs to any other company.
If you agree, please sign and return a copy of this letter.
Yours sincerely,
Orla Byrne, Director, for Orla Byrne Bridal Couture Limited
Agreed and accepted: Niamh Rowan
Date: 16 February 2026
`,
    expected: {
      parties: ["Orla Byrne Bridal Couture Limited", "Niamh Rowan"],
      signed: "2026-02-16",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["IE"],
      channels: ["in_store", "print"],
      exclusive: false,
      fees: ["EUR 900"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29c-04-bridal-licence-rider-prevails",
    style: "n29c-bridal-designer-licences",
    format: "text",
    source: `
# CELESTE & THORN - MODEL USAGE LICENCE
Date: 3 September 2026
Between: Celeste & Thorn Ltd, 8 Lamb's Conduit Street, London WC1N 3LR (the Designer)
And: Amara Quinn-Hughes (the Model), represented by Saffron Faces Model Agency, which signs below for and on behalf of the Model and is not itself a party.
1> Shoot. The Model will model the Designer's "Print & Petal" bridal capsule on 20 September 2026 (the Shoot Date) at a location in London chosen by the Designer.
1> Usage. The Designer may use the photographs on its own website and on its Instagram and TikTok accounts only. No print, press, television or outdoor use is licensed.
1> Term. The usage period is six months from the Shoot Date.
1> Territory. The United Kingdom.
1> Exclusivity. The licence is non-exclusive.
1> Fee. The Designer will pay a fee of £2,000 for the shoot and the usage above. If the Designer cancels the shoot less than 72 hours before the Shoot Date, a cancellation fee of 50% of the fee is payable instead.
1> Rider. The Rider below is attached to and forms part of this Licence; if the Rider and the clauses above conflict, the Rider prevails.
RIDER No. 1 (signed with the Licence)
R1. Clause 3 (Term) is deleted and replaced by: "The usage period is twelve (12) months from the Shoot Date."
R2. Clause 4 (Territory) is deleted and replaced by: "The United Kingdom and France."
R3. In return for the longer usage period and the wider territory, the Designer will pay the Model an additional usage fee of £1,000, in addition to the fee in clause 6.
R4. All other clauses of the Licence are unchanged.
Signed for Celeste & Thorn Ltd: Imogen Thorn, Director, 3 September 2026
Signed for and on behalf of Amara Quinn-Hughes by Saffron Faces Model Agency: Daniel Osei, Booker, 3 September 2026
`,
    expected: {
      parties: ["Celeste & Thorn Ltd", "Amara Quinn-Hughes"],
      signed: "2026-09-03",
      start: "2026-09-20",
      end: "2027-09-19",
      perpetual: false,
      territories: ["GB", "FR"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 2000", "GBP 1000"],
      flags: []
    }
  },
  {
    id: "n29c-05-agency-principal-catalogue-booking",
    style: "n29c-catalogue-lifestyle-bookings",
    format: "docx",
    source: `
# BOOKING CONFIRMATION
## Northlight Model Management Ltd - Lifestyle Booking
This booking confirmation is made between Northlight Model Management Ltd, 40 Great Titchfield Street, London W1W 7PR (the "Agency") and Harbour & Oak Home Ltd, Unit 6, Sowerby Business Park, Halifax HX6 3AB (the "Client"). The Agency contracts as principal. The model supplied by the Agency, Tobias Lindqvist (the "Model"), is not a party to this confirmation.
## Booking details
| Item | Detail |
| Date of confirmation | 4 November 2026 |
| Shoot days | 17 and 18 November 2026 |
| Location | Client's photography studio, Halifax |
| Project | Spring/Summer 2027 Home Catalogue, including the "Outdoor Living" garden furniture range and the "Print Room" desk collection |
| Usage period | 1 January 2027 to 31 December 2027 |
| Territory | United Kingdom and Republic of Ireland |
| Booking fee (shoot and usage) | £3,200 plus VAT |
| Overtime | £200 per hour after 6 pm, only if incurred |
## Terms
1> Usage. The Client may use the photographs of the Model during the usage period and in the territory in its printed home catalogue, on its website and in point-of-sale displays inside its own stores, excluding television, cinema and any outdoor or roadside advertising. The name of the "Outdoor Living" range does not permit outdoor advertising.
1> Further use. This is not a buyout. Any use outside the usage period, territory or media above requires a further fee agreed in writing with the Agency.
1> Payment. The Client shall pay the booking fee to the Agency within 30 days of the Agency's invoice. VAT is charged at the standard rate.
1> Cancellation. If the Client cancels either shoot day less than 48 hours before it, the Client shall pay a cancellation fee of 50% of the day's share of the booking fee.
1> Law. This confirmation is governed by English law.
## Signed
| For the Agency | For the Client |
| Ruth Adeyemi, Head of Bookings | Oliver Pryce, Marketing Manager |
| 4 November 2026 | 4 November 2026 |
`,
    expected: {
      parties: ["Northlight Model Management Ltd", "Harbour & Oak Home Ltd"],
      signed: "2026-11-04",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "in_store"],
      exclusive: null,
      fees: ["GBP 3200"],
      flags: [],
      denies: ["buyout"]
    }
  },
  {
    id: "n29c-06-us-home-goods-catalog-drop",
    style: "n29c-catalogue-lifestyle-bookings",
    format: "pdf",
    source: `
# LIFESTYLE TALENT BOOKING AGREEMENT
This Lifestyle Talent Booking Agreement (the "Agreement") is made as of March 2, 2026 by and between WRENFIELD HOME GOODS, INC., a Delaware corporation with its principal place of business at 1400 Commerce Avenue, Grand Rapids, MI 49503 ("Company"), and DANIEL REYES, an individual residing in Chicago, Illinois ("Talent").
## 1. Engagement
Talent will appear in two (2) days of lifestyle photography for Company's Fall 2026 catalog, including the Cinema Recliner Collection and the Broadcast Oak media console, on dates to be agreed in April 2026.
## 2. License
Company may use the photographs of Talent, on a non-exclusive basis, in the United States and Canada: (a) in Company's printed catalog and direct-mail inserts; (b) on Company's e-commerce website; and (c) on Company's Instagram and Pinterest accounts. The product names "Cinema" and "Broadcast" describe furniture only; no television, cinema or outdoor use is licensed.
## 3. Term
The license runs for eighteen (18) months from the Catalog Drop Date (as defined in Section 9).
## 4. Compensation
Company will pay Talent a session and usage fee of $6,000, payable within 30 days after the second shoot day. Company will reimburse pre-approved travel and parking costs at cost.
## 5. Option
Company has the option to extend the license for one further year for an additional $4,000, exercisable by written notice before the end of the term. This Agreement will not renew automatically; absent exercise of the option, the license ends at the end of the term.
## 6. Assignment
Company may assign this Agreement to any affiliate or to a successor to its home-goods business without Talent's consent.
## 7. Conduct
Company may terminate this Agreement and stop further use if Talent commits any act that brings Talent into public disrepute, contempt or scandal that reflects unfavorably on Company.
## 8. Competing Work
Talent remains free to appear for other furniture and home-goods companies.
## 9. Catalog Drop Date
"Catalog Drop Date" means August 15, 2026, the date on which the Fall 2026 catalog is mailed and published online.
## Signatures
WRENFIELD HOME GOODS, INC. By: Marisa Kent, VP Creative
TALENT: Daniel Reyes
`,
    expected: {
      parties: ["Wrenfield Home Goods, Inc.", "Daniel Reyes"],
      signed: "2026-03-02",
      start: "2026-08-15",
      end: "2028-02-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["USD 6000"],
      flags: ["assignable", "morality_clause"],
      denies: ["automatic_renewal", "non_compete"]
    }
  },
  {
    id: "n29c-07-freelance-model-terms-homewares",
    style: "n29c-catalogue-lifestyle-bookings",
    format: "text",
    source: `
# LENA MARSH - FREELANCE MODEL - TERMS OF BOOKING
Lena Marsh, 19 Elmgrove Road, Manchester M20 6QL. These terms apply to the booking described below. The client named where it signs at the end accepts them by signing.
Booking: one half-day lifestyle shoot (4 hours) for the client's spring homewares range - cushions, throws and tableware - at the client's studio on 28 April 2026.
Usage: the client's own online shop and its Instagram and Pinterest accounts only. The client shall not use the images in print, on packaging, in-store or in any paid outdoor advertising without a further licence from me.
Territory: worldwide, as the online shop and social accounts are viewable everywhere.
Period: 2 years from the date the images are first published by the client. The client confirms below that the first publication date will be 10 May 2026.
Fee: £650 for the half day and the usage above. Travel: return train fare of £48.20, reimbursed at cost.
Exclusivity: none. The booking is non-exclusive.
Transfer: the licence is personal to the client; it may not be assigned, transferred or sub-licensed.
Signed: Lena Marsh, 20 April 2026
Accepted for the client, Fern & Flax Homewares Ltd, 3 Cotton Lane, Stockport SK1 2EW: Priya Lal, Founder, 22 April 2026. First publication date: 10 May 2026.
`,
    expected: {
      parties: ["Lena Marsh", "Fern & Flax Homewares Ltd"],
      signed: "2026-04-22",
      start: "2026-05-10",
      end: "2028-05-09",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 650"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n29c-08-garden-centre-staff-consent",
    style: "n29c-garden-diy-staff-models",
    format: "scan",
    source: `
# GREENACRE GARDEN CENTRES LTD - STAFF PHOTOGRAPHY CONSENT
Campaign: "Grow Outdoors 2026" spring campaign
Employee: Ravi Chandra, Plant Area Supervisor, Greenacre Garden Centre, Lichfield
Company: Greenacre Garden Centres Ltd, Fradley Park, Lichfield WS13 8NR
1. I agree that Greenacre Garden Centres Ltd may use photographs of me taken at work on 12 February 2026 in the Grow Outdoors 2026 campaign.
2. The photographs may be used on posters and display boards inside Greenacre garden centres, in the printed spring leaflet, and on the Greenacre website. They will not be used on social media, on television or on roadside billboards.
3. Use is limited to the United Kingdom and runs from 1 March 2026 to 31 May 2026, after which the photographs will be taken down.
4. No payment is made for this consent. The photographs are taken during my normal paid working hours.
5. I may withdraw this consent at any time by telling the Marketing Team in writing; the Company will then stop new uses within 14 days.
Signed (Employee): Ravi Chandra     Date: 10 February 2026
Signed for the Company: Joanne Whitfield, Marketing Manager     Date: 9 February 2026
`,
    expected: {
      parties: ["Greenacre Garden Centres Ltd", "Ravi Chandra"],
      signed: "2026-02-10",
      start: "2026-03-01",
      end: "2026-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "print", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n29c-09-diy-staff-tv-campaign-archive",
    style: "n29c-garden-diy-staff-models",
    format: "docx",
    source: `
# STAFF APPEARANCE AGREEMENT
## Bramwell DIY plc - "Fix It Together" Autumn 2026 Campaign
This agreement is dated 14 July 2026 and is between Bramwell DIY plc, Bramwell House, Meridian Way, Northampton NN4 7BD ("Bramwell", "we") and Karen Odell, Customer Adviser at our Wellingborough store ("you").
1> Your appearance. You have volunteered to appear as yourself in our "Fix It Together" campaign. Filming and photography will take place on 4 and 5 August 2026 at our Wellingborough store during paid working hours.
1> Where we may use the material. We may use the film and photographs of you (the "Material") in the United Kingdom:
2> in television commercials;
2> on roadside posters and billboards;
2> on posters and shelf displays inside our stores; and
2> on our Facebook, Instagram and YouTube channels.
2> We will not use the Material in cinema advertising.
1> How long. We may use the Material for three (3) years from the First Broadcast Date defined in clause 8.
1> Payment. We will pay you a one-off participation payment of £250 through payroll, subject to PAYE income tax and National Insurance. On each filming day we will also give you a meal allowance of £30; the allowance is not part of the participation payment.
1> Perpetual archive use. We may keep a copy of the Material in our internal archive after the three-year period for record purposes only, but we will not publish or broadcast it after that period. No perpetual licence is granted.
1> Other work. Nothing in this agreement stops you appearing in advertising for anyone else, including other DIY retailers.
1> Leaving Bramwell. If you leave our employment, we may continue to use Material already produced until the end of the three-year period, but we will not film you again.
1> First Broadcast Date. The "First Broadcast Date" is 7 September 2026, the date on which the first "Fix It Together" commercial is scheduled to air.
## Signed
| Bramwell DIY plc | Employee |
| Tom Hedley, Brand Director | Karen Odell |
| 14 July 2026 | 14 July 2026 |
`,
    expected: {
      parties: ["Bramwell DIY plc", "Karen Odell"],
      signed: "2026-07-14",
      start: "2026-09-07",
      end: "2029-09-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "out_of_home", "in_store", "social"],
      exclusive: false,
      fees: ["GBP 250"],
      flags: [],
      denies: ["perpetual_term", "non_compete"]
    }
  },
  {
    id: "n29c-10-three-party-broadcast-spreader",
    style: "n29c-garden-diy-staff-models",
    format: "pdf",
    source: `
# TRIPARTITE STAFF MODEL AGREEMENT
## GrowRite "Broadcast Spreader" Spring 2027 Point-of-Sale Campaign
PARTIES
1. Thornbury Garden & Home Ltd, Alveston Road, Thornbury, Bristol BS35 3LW (the "Garden Centre");
2. GrowRite Products Ltd, 5 Mill Lane Industrial Estate, Evesham WR11 4TF ("GrowRite"); and
3. Megan Asquith, Lawn Care Specialist employed by the Garden Centre (the "Staff Model").
BACKGROUND
GrowRite makes lawn seed, feed and the GrowRite Broadcast Spreader. The Garden Centre has agreed to release the Staff Model for a half-day shoot at its Thornbury site on 9 March 2027, and the Staff Model has agreed to appear in GrowRite's campaign.
1. Licence. The Staff Model and the Garden Centre grant GrowRite a licence to use the photographs from the shoot from 1 April 2027 for twelve (12) months, in the United Kingdom and Ireland, in: (a) GrowRite's printed trade catalogue; (b) shelf wobblers, header boards and other point-of-sale material in garden centres; and (c) GrowRite's Instagram and Facebook pages.
2. Media not licensed. The Broadcast Spreader name does not refer to any medium: the photographs shall not be used on television or radio, on GrowRite's website, or on outdoor posters.
3. Fee. GrowRite shall pay the Staff Model an appearance fee of £400 within 30 days of the shoot. If GrowRite cancels the shoot less than 48 hours before it, GrowRite shall instead pay a cancellation fee of £100. The Garden Centre receives no payment.
4. Exclusivity. During the licence period the Staff Model shall not appear in advertising for any other lawn-care or garden-feed brand, except in the Garden Centre's own-brand material.
5. Sub-licensing. GrowRite shall not sub-license the photographs to any third party. Garden centres that stock GrowRite products may display the point-of-sale material GrowRite supplies to them; that display is not a sub-licence.
6. Law. This agreement is governed by the law of England and Wales.
SIGNED
For Thornbury Garden & Home Ltd: Graham Pike, Managing Director, 11 March 2027
For GrowRite Products Ltd: Sofia Marchetti, Head of Marketing, 15 March 2027
Megan Asquith: 12 March 2027
`,
    expected: {
      parties: ["Thornbury Garden & Home Ltd", "GrowRite Products Ltd", "Megan Asquith"],
      signed: "2027-03-15",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "social"],
      exclusive: true,
      fees: ["GBP 400"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  }
]
