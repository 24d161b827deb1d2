// Independent author "n25d" (wave 25), one DEVELOPMENT batch written from scratch without reading the reader (domain/,
// application/, adapters/ beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other corpus batch,
// held-out/ or NOTES.md: only Corpus.ts, the header and first entry of n11's batch for the file convention, the
// wave 25 checker and the list of batch names. Committed before the reader was run on it. It holds three styles:
// consents for filming in care homes, hospitals and hospices (a resident's attorney signing after a capacity and
// best-interests note, a nurse ticking internal or external use, a US hospice patient release with a health-care
// agent, withdrawal, no fee); fashion-week runway and backstage image licences (a designer's licence to a photo
// agency with a licence back, a model agency's booking terms limiting use, a look-book licence to a brand named
// "Cinema Club", an Italian designer's licence with a rider that replaces the term and fee clauses, seasons such as
// SS27 as the term); and homeowners' home-feature licences (an interiors magazine with its dates in a schedule, a
// paint commercial whose term runs from a first publication date given in a later notice, a furniture campaign
// whose homeowner may not let a competing brand shoot).
//
// Answer rules decided by this author: the parties are those bound by the document in their own right: a charity, its
// production agency where it is named in the parties block or signs to be bound, the resident or patient (not the
// attorney, health-care agent or parent who signs for them), homeowners each by name (not children who appear), the
// brand or publisher; a model agency or location agency signing "as agent" is not a party. The signing date is the
// last signature; a rider signed with the main terms does not move it. Start and end are those of the licence or
// consent; "N years from X" ends the day before the anniversary; a term running from a first publication date takes
// the date a later notice in the same document reports; a season (SS27) is dated only where the document dates it. A
// consent that lasts "in perpetuity" unless withdrawn is perpetual: withdrawal does not end the term. Fees are sums
// paid for the rights, appearance or location: a per-day fee is one fee at its day rate; VAT, sales tax, expenses,
// cleaning costs, deposits (even one credited against the fee), overtime, cancellation charges, a reserve-day charge
// payable only if used, options not exercised, a percentage share of receipts and agency commission are not fees; a
// consent saying no fee is paid has none (no_fee_stated). Channels are those granted after every exclusion: a named
// list "excluding television, cinema and billboards" grants only what is listed, and is not unlimited_media; a
// heading naming a medium whose body rules it out grants nothing. "Worldwide, excluding X and Y" is worldwide. A ticked
// box grants its option and an unticked one grants nothing. Exclusive is true where a licence or the homeowner's
// promise keeps rivals out even with a carve-out (the carve-out does not undo it), false where the text says
// non-exclusive or "Exclusivity: none", null when silent; a homeowner's promise not to let a competing brand shoot is
// non_compete. A photo agency's right to syndicate to publications is sublicensable. "Shall not sub-license",
// "shall not syndicate", "may not assign" (also "without consent"), "not irrevocable" and "not a buyout" deny those
// flags. Posters inside a charity's or brand's own shops are in_store; posters at bus shelters and stations are
// out_of_home; a venue or company named "Print Room", "Print House", "Outdoor Edit" or "Cinema Club" is no channel.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n25d-care-home-and-hospital-filming-consents",
  "n25d-fashion-week-runway-image-licences",
  "n25d-homeowner-home-feature-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n25d-01-care-home-resident-attorney-consent",
    style: "n25d-care-home-and-hospital-filming-consents",
    format: "docx",
    source: `
# CONSENT TO FILMING AND PHOTOGRAPHY – RESIDENT (EXTERNAL FUNDRAISING CAMPAIGN)
Harbourside Care Trust – Larchfield House Care Home, Whitby
## The parties
| Role | Name | Defined as |
| The Charity | Harbourside Care Trust, a registered charity (no. 1093547) and company limited by guarantee (no. 04418820), of 2 Quay Road, Whitby YO21 1DH | "the Trust" |
| The Agency | Lantern & Reed Films Ltd (company no. 11873402), of 40 Micklegate, York YO1 6LF, engaged by the Trust to film and photograph the campaign | "the Agency" |
| The Resident | Margaret Ellen Doherty, a resident of Larchfield House | "the Resident" |
| Signing for the Resident | Peter James Doherty, her son, attorney under a registered Lasting Power of Attorney for health and welfare | "the Attorney" |
## 1. What this consent covers
1> The Agency will film and photograph the Resident in the lounge, garden and her own room at Larchfield House for the Trust's winter appeal "A Seat by the Window" (the "Material"). Care staff who appear have given their own consent on the staff form.
1> The Trust may use the Material on its website, on its social media accounts, in printed appeal leaflets and newsletters, and on posters displayed in the Trust's charity shops, in the United Kingdom.
## 2. Capacity and best interests
1> The Home Manager, Mrs Ruth Oyelaran, assessed on 6 May 2026 that the Resident does not have capacity to decide whether to be filmed for a public campaign. The Attorney was consulted and has decided, taking account of the Resident's past wishes (she "always liked a photograph"), that taking part is in her best interests. The assessment and decision are kept on her care file.
1> Filming will stop at once if the Resident appears distressed or indicates that she does not want to continue, whatever this form says.
## 3. Broadcast
1> The Material will not be broadcast on television or radio and will not be shown in cinemas. Any request for broadcast use needs a new consent.
## 4. How long the consent lasts
1> This consent lasts for three years from the date of the Attorney's signature below. After that the Trust will stop making new uses of the Material.
## 5. Withdrawal
1> This consent is not irrevocable. The Attorney (or the Resident, if she regains capacity) may withdraw it at any time by writing to the Trust's Supporter Care team. The Trust will then make no new use of the Material, but need not recall leaflets already printed and distributed.
## 6. The Agency
1> The Agency holds the Material only for the Trust. The Agency shall not sub-license, sell or lend the Material to any third party and shall not use it in its own showreel or portfolio.
## 7. Payment
1> No fee is payable to the Resident or to the Attorney for taking part. The Trust will reimburse the Attorney's travel to the home on the filming day, up to £40 against receipts.
## Signatures
| Signed for Harbourside Care Trust | Alison Prentice, Director of Fundraising | 12 May 2026 |
| Signed for Lantern & Reed Films Ltd | Daniel Reed, Director | 12 May 2026 |
| Signed by the Attorney for and on behalf of Margaret Ellen Doherty | Peter James Doherty | 14 May 2026 |
`,
    expected: {
      parties: ["Harbourside Care Trust", "Lantern & Reed Films Ltd", "Margaret Ellen Doherty"],
      signed: "2026-05-14",
      start: "2026-05-14",
      end: "2029-05-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "n25d-02-hospice-staff-recruitment-consent",
    style: "n25d-care-home-and-hospital-filming-consents",
    format: "text",
    source: `
# ST COLUMBA'S HOSPICE – STAFF CONSENT TO FILMING AND PHOTOGRAPHY
Campaign: "Care to Join" nurse recruitment campaign. The campaign launches on 1 September 2026.
Hospice: St Columba's Hospice, SC004412, 15 Boswall Road, Edinburgh EH5 3RW ("the Hospice")
Staff member: Aisling Kearney, Staff Nurse, In-Patient Unit ("you")
Please read this form, tick ONE option and sign. Taking part is voluntary and will not affect your employment in any way.
1. Filming. The Hospice's production agency will film and photograph you at work on the In-Patient Unit on 24 June 2026. No patient will be identifiable in any shot without their own separate consent.
2. How the footage may be used. Tick one:
[ ] Option A – INTERNAL USE ONLY: staff induction and training sessions and the Hospice intranet. Not shown to the public.
[X] Option B – EXTERNAL CAMPAIGN: the Hospice careers website, the Hospice's social media accounts (LinkedIn, Instagram and Facebook) and recruitment posters on bus shelters and at Waverley Station.
3. Period. Option B footage may be used for two years from the launch of the campaign. Option A footage may be used for as long as it remains useful for training.
4. Area. The campaign will run in Scotland and the rest of the United Kingdom.
5. Payment. Staff are not paid a fee for taking part. Filming takes place during your rostered shift; if filming runs past the end of your shift, the extra time is paid as overtime at your normal rate.
6. Withdrawal. You may withdraw consent by e-mail to the Communications Manager. The Hospice will remove the footage from its website and social media within 14 days; posters already on display will be taken down at the next poster change.
7. Transfer. The Hospice may not assign this consent, or pass the footage, to any other organisation, including other hospices or NHS boards.
8. Handling. The production agency stores the footage on the Hospice's behalf, deletes its own copies at the end of the period and does not use the footage for any other client.
Signed: Aisling Kearney    Date: 3 June 2026
Signed for St Columba's Hospice: Fiona MacLeod, Head of People    Date: 5 June 2026
Agreed, as to paragraphs 1 and 8, by the production agency: Northgate Story Co. Ltd, by Callum Baird, Producer    Date: 5 June 2026
`,
    expected: {
      parties: ["St Columba's Hospice", "Aisling Kearney", "Northgate Story Co. Ltd"],
      signed: "2026-06-05",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "n25d-03-us-hospice-patient-release",
    style: "n25d-care-home-and-hospital-filming-consents",
    format: "scan",
    source: `
# BLUEBONNET HOSPICE FOUNDATION, INC. – PATIENT PHOTOGRAPHY CONSENT AND RELEASE
Campaign: "Every Moment Matters" community awareness campaign
Foundation: Bluebonnet Hospice Foundation, Inc., 2210 Guadalupe Street, Austin, TX 78705 (the "Foundation")
Patient: Harold W. Simms (the "Patient")
Health-care agent: Linda Simms Ortega, daughter, under a Medical Power of Attorney dated 02/11/2025
Photographer: Red Mesa Creative, LLC, engaged by the Foundation (the "Agency")
1. The Patient's attending physician has noted that the Patient cannot currently make this decision. The health-care agent signs for the Patient, in his best interest and consistent with wishes he expressed to his family.
2. The Foundation may use the photographs on its website, on its social media, in its printed newsletters and annual report, and in displays in the Foundation's thrift stores, in the United States, excluding television, radio, cinema and billboards.
3. This consent takes effect on the date the health-care agent signs it. The Foundation may use the photographs in perpetuity, unless this consent is withdrawn. If it is withdrawn, the Foundation will make no new uses but need not recall printed material.
4. No payment of any kind will be made for this consent.
5. Neither the Foundation nor the Agency shall sell, sub-license or lend the photographs to any third party.
Signature of health-care agent for the Patient: Linda Simms Ortega    Date: 08/19/2026
For the Foundation: Marcus Bell, Executive Director    Date: 08/18/2026
For the Agency: J. Alvarez, Owner    Date: 08/18/2026
`,
    expected: {
      parties: ["Bluebonnet Hospice Foundation, Inc.", "Harold W. Simms", "Red Mesa Creative, LLC"],
      signed: "2026-08-19",
      start: "2026-08-19",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25d-04-lfw-runway-licence-and-back",
    style: "n25d-fashion-week-runway-image-licences",
    format: "pdf",
    source: `
# RUNWAY AND BACKSTAGE IMAGE LICENCE – LONDON FASHION WEEK SS27
This licence is between ODILE MARCHETTI STUDIO LTD, company no. 12204577, of 18 Redchurch Street, London E2 7DJ (the "Designer"), and CATWALK WIRE LTD, company no. 08861390, of 5 Bleeding Heart Yard, London EC1N 8SJ (the "Agency").
## 1. Accreditation
1> The Designer accredits the Agency's photographers to shoot the Designer's SS27 show at The Print Room, Covent Garden, on the Show Date, and backstage before the show.
## 2. Licence to the Agency
1> The Designer grants the Agency a licence to reproduce the runway and backstage images (the "Images") for editorial purposes only, in newspapers and magazines and on their websites, during the Licence Period, throughout the world.
1> The Agency may syndicate the Images to editorial publications for the same purposes. No advertising, out-of-home or in-store use of any Image is licensed.
1> The licence is non-exclusive. The Designer may admit other accredited photographers and press.
## 3. Licence back to the Designer
1> The Agency grants the Designer a licence to use a selection of up to 60 Images on the Designer's own website and social media accounts during the Licence Period.
1> For the licence back the Designer pays the Agency a fee of £1,800 plus VAT. A deposit of £500 is payable on signature and credited against that fee.
## 4. Models
1> Images showing models are subject to the models' agencies' terms: no commercial use of a model's image, and no use of any model's image after the Licence Period.
## 5. Dates
1> The Show Date, the Licence Period and the other dates of this licence are set out in the Schedule.
## Schedule
| Item | Detail |
| Season | SS27 |
| Show Date | 19 September 2026 |
| Licence Period begins | 19 September 2026 |
| Licence Period ends | 30 June 2027 |
| Images delivered to the Designer | Within 48 hours of the show |
Signed for the Designer: Odile Marchetti, Director
Signed for the Agency: Ben Hartigan, Picture Director
Both signed on 10 September 2026.
`,
    expected: {
      parties: ["Odile Marchetti Studio Ltd", "Catwalk Wire Ltd"],
      signed: "2026-09-10",
      start: "2026-09-19",
      end: "2027-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n25d-05-paris-model-booking-outdoor-edit",
    style: "n25d-fashion-week-runway-image-licences",
    format: "docx",
    source: `
# MODEL BOOKING CONFIRMATION AND IMAGE TERMS – PARIS FASHION WEEK, SS27 SHOW
| Client | Outdoor Edit SAS, 14 rue de Turenne, 75004 Paris |
| Model | Anouk Verbeek |
| Agency | Maison Lumen Models SARL, acting as agent for the Model and not as a party |
| Show | Outdoor Edit SS27 runway show, 30 September 2026, Palais de Tokyo |
| Season | SS27, meaning for this booking the period from the show (30 September 2026) to 31 March 2027 |
## 1. Fees
1> Show fee: €3,500. Fittings: €400 per fitting (two fittings are planned).
1> Overtime beyond a 4-hour call: €250 per hour. Cancellation less than 72 hours before the show: 100% of the show fee.
1> Campaign option: the Client may, by 15 October 2026, book the Model for the SS27 advertising campaign at €12,000. Unless the option is exercised no campaign fee is due.
1> All amounts are exclusive of TVA.
## 2. Image use
1> The Client may use runway and backstage images of the Model on its own website and social media accounts and in its printed show notes and look-book for buyers, worldwide, during the Season only.
## 3. Advertising use
1> No advertising use of the Model's image is granted. Runway images may not be used in paid advertising, on billboards or posters, on television, or in in-store displays without a new booking and fee agreed with the Agency.
## 4. Third parties
1> The Client shall not sub-license, sell or transfer images of the Model to any third party, including retailers and stockists. Press may photograph the show under their own accreditation.
## 5. Exclusivity
1> Exclusivity: none. The Model may walk for other designers during Paris Fashion Week.
## 6. Nature of the booking
1> This booking is not a buyout. All rights not expressly granted are reserved to the Model.
Fait à Paris, le 22 septembre 2026.
| For Outdoor Edit SAS | Claire Fontanel, Production Director |
| For the Model, Maison Lumen Models SARL as agent | Hugo Berthier, Booker |
`,
    expected: {
      parties: ["Outdoor Edit SAS", "Anouk Verbeek"],
      signed: "2026-09-22",
      start: "2026-09-30",
      end: "2027-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 3500", "EUR 400"],
      flags: [],
      denies: ["sublicensable", "buyout"]
    }
  },
  {
    id: "n25d-06-nyfw-lookbook-licence-cinema-club",
    style: "n25d-fashion-week-runway-image-licences",
    format: "scan",
    source: `
# LOOK-BOOK IMAGE LICENSE – NEW YORK FASHION WEEK, SS27
Licensor: Dana Whitlock, photographer, Brooklyn, NY ("Photographer")
Licensee: Cinema Club Apparel, Inc., 88 Orchard Street, New York, NY 10002 ("Cinema Club"), a menswear label
1. Images. The 24-look SS27 look-book shot by Photographer backstage at Cinema Club's show on September 11, 2026.
2. Editorial use. Cinema Club may supply the images to press for editorial coverage free of charge.
3. Commercial use. For the license fee below, Cinema Club may use the images on its website, its social media accounts, in-store displays at its own stores and stockists, and its printed wholesale look-book, worldwide, excluding the People's Republic of China.
4. Term. The SS27 selling season: September 15, 2026 through February 28, 2027.
5. Exclusivity. Commercial use is exclusive to Cinema Club, except that Photographer may license the images to editorial publications and use them in her portfolio.
6. Fee. License fee $9,500, plus applicable sales tax. Retouching expenses are reimbursed at cost, up to $800.
7. Assignment. Cinema Club may not assign this license without Photographer's written consent.
Agreed September 12, 2026: Dana Whitlock / for Cinema Club Apparel, Inc.: R. Okafor, Creative Director
`,
    expected: {
      parties: ["Dana Whitlock", "Cinema Club Apparel, Inc."],
      signed: "2026-09-12",
      start: "2026-09-15",
      end: "2027-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "in_store", "print"],
      exclusive: true,
      fees: ["USD 9500"],
      flags: ["worldwide_exclusivity"],
      denies: ["assignable"]
    }
  },
  {
    id: "n25d-07-milan-runway-licence-with-rider",
    style: "n25d-fashion-week-runway-image-licences",
    format: "pdf",
    source: `
# RUNWAY PHOTOGRAPHY LICENCE AGREEMENT – MILANO MODA DONNA SS27
THIS AGREEMENT is dated 18 September 2026 and made between:
(1) STUDIO FERRARESI S.R.L., with registered office at Via della Spiga 31, 20121 Milano, VAT no. IT09823340961 (the "Designer"); and
(2) PASSERELLA IMAGES LIMITED, company no. 09177426, of 22 Great Sutton Street, London EC1V 0DY (the "Agency").
## 1. Definitions
1> "Show" means the Designer's SS27 womenswear show in Milan on 24 September 2026. "Images" means the runway, front-of-house and backstage photographs taken by the Agency at the Show.
## 2. Grant
1> The Designer grants the Agency the right to reproduce the Images and to license them to newspapers, magazines and their websites for editorial purposes, worldwide, excluding Russia and Belarus.
1> Nothing in this Agreement makes the licence exclusive. Other accredited photographers may shoot the Show.
## 3. Models
1> The models' agencies have cleared the Images of their models for editorial use only. No Image showing a model may be used in outdoor or broadcast advertising in any circumstances.
## 4. Term
1> The licence runs from the Show until 31 March 2027, the end of the SS27 season.
## 5. Commercial use
1> No commercial use is licensed under these Main Terms.
## 6. Fee
1> Editorial use is royalty-free. No fee is payable by either party for the editorial licence.
## 7. Syndication receipts
1> The Agency shall account to the Designer quarterly for 30% of its net receipts from syndication.
## 8. Assignment
1> The Agency may not assign or transfer this Agreement or any licence under it.
## 9. Governing law
1> This Agreement is governed by the laws of England and Wales.
## RIDER A – COMMERCIAL STOCKIST USE
A1. This Rider A replaces clause 4 (Term), clause 5 (Commercial use) and clause 6 (Fee) of the Main Terms in full and prevails over the Main Terms wherever they conflict.
A2. Term. The licence runs from the Show until 30 September 2027.
A3. Commercial use. The Agency may license the Images for commercial use by the Designer's stockists on the stockists' websites and in in-store displays, within the models' clearances in clause 3.
A4. Fee. For the rights in this Rider the Agency shall pay the Designer a licence fee of €6,000 plus IVA where applicable, within 30 days of the Show. The share of receipts in clause 7 continues to apply.
A5. Option. The Agency has an option to extend the licence to the AW27 season for a further €4,000, exercisable by notice before 1 September 2027.
Signed on 18 September 2026, the Main Terms and Rider A together:
For Studio Ferraresi S.r.l.: Giulia Ferraresi, Amministratore Unico
For Passerella Images Limited: Tom Aldridge, Managing Director
`,
    expected: {
      parties: ["Studio Ferraresi S.r.l.", "Passerella Images Limited"],
      signed: "2026-09-18",
      start: "2026-09-24",
      end: "2027-09-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["EUR 6000"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "n25d-08-interiors-magazine-home-feature",
    style: "n25d-homeowner-home-feature-licences",
    format: "docx",
    source: `
# HOME FEATURE AGREEMENT
Location, Appearance and Photography Licence
BETWEEN Hearth & Gable Media Ltd, publisher of Hearth & Gable magazine, company no. 07326641, of 3 Wharf Lane, Bath BA1 1XZ (the "Publisher"), AND Thomas Ashworth and Priya Reid, the owners of the property described in the Schedule (together the "Homeowners").
1> Feature. The Publisher will photograph the interior and garden of the Homeowners' house (the "Property") and the Homeowners and their children for a home feature (the "Feature") on the Shoot Days given in the Schedule.
1> Family. Isla (aged 9) and Rory (aged 6) may appear. The Homeowners consent for them as their parents. The children will be named by first name only and will not be photographed in their bedrooms.
1> Address. The Publisher shall not publish the address, the street name, the village or any detail that would let a reader identify or locate the Property. The Feature will describe the Property only as "a Victorian villa in north Somerset".
1> Licence. The Homeowners grant the Publisher a licence to publish the Feature and the photographs in Hearth & Gable magazine (print), on hearthandgable.co.uk and on the magazine's Instagram and Pinterest accounts, in the United Kingdom and Ireland, during the Licence Period given in the Schedule.
1> Syndication. The Publisher shall not syndicate or sub-license the Feature or any photograph of the Property to any other publisher or title, in the UK or abroad.
1> Location fee. The Publisher will pay the Homeowners a location fee of £450 per Shoot Day within 30 days of the last Shoot Day. The Publisher will also pay for professional cleaning after the shoot, up to £200, and will make good any damage.
1> Approval. The Homeowners may see the layout before publication and correct any factual error.
## Schedule
| Date of this Agreement | 15 December 2026 |
| Property | Held on the Publisher's location file only, not reproduced here |
| Shoot Days | 12 and 13 January 2027 |
| Issue | April 2027 issue, on sale 4 March 2027 |
| Licence Period | 4 March 2027 to 3 March 2030 |
Signed for the Publisher: Harriet Lowe, Features Editor
Signed: Thomas Ashworth
Signed: Priya Reid
`,
    expected: {
      parties: ["Hearth & Gable Media Ltd", "Thomas Ashworth", "Priya Reid"],
      signed: "2026-12-15",
      start: "2027-03-04",
      end: "2030-03-03",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: ["GBP 450"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25d-09-us-paint-commercial-home-release",
    style: "n25d-homeowner-home-feature-licences",
    format: "text",
    source: `
# LOCATION AGREEMENT AND HOMEOWNER APPEARANCE RELEASE
Date: January 14, 2027
Producer: Lakeline Productions, Inc., 410 N. Halsted Street, Chicago, IL 60642 ("Producer"), producing the "Color Me Home" campaign for Sunfield Paints Company
Owners: Marisol Tran and Kevin Tran ("Owners"), owners of the residence identified on Producer's location sheet (the "Property"). The street address will not appear in any commercial or credit.
1. Access. Owners grant Producer access to the Property on February 3, 2027 (prep), February 4, 2027 (shoot) and February 5, 2027 (strike).
2. Location fee. Producer will pay Owners $2,000 for the shoot day and $1,000 for each prep or strike day. Time beyond 12 hours on any day is billed at $250 per hour as overtime.
3. Appearance. Owners and their daughter Lily may appear on camera. Producer will pay each Owner an appearance fee of $1,500. Lily's appearance is subject to her parents' signature of the minor release.
4. Damage deposit. Producer will lodge a refundable damage deposit of $5,000, returned within 10 days after the strike day less any agreed repair costs.
5. Uses. Producer and Sunfield Paints Company may use footage and stills of the Property and of Owners in television commercials, online video on websites and streaming pre-roll, and social media, in the United States and Canada, excluding cinema and out-of-home.
6. Term. The uses in paragraph 5 may be made for two (2) years from the First Publication Date. Producer will confirm the First Publication Date to Owners by written notice.
7. Assignment. Producer may assign this agreement to Sunfield Paints Company or to its advertising agency without Owners' consent.
8. Owners warrant that they own the Property and that no other person's consent is needed.
AGREED:
Lakeline Productions, Inc., by Dana Kowalski, Line Producer
Marisol Tran
Kevin Tran
---
NOTICE OF FIRST PUBLICATION
To: Marisol Tran and Kevin Tran
From: Lakeline Productions, Inc.
Date: March 4, 2027
Under paragraph 6 of our Location Agreement dated January 14, 2027, we confirm that the first Sunfield Paints "Color Me Home" spot featuring your home was first published on March 2, 2027 (the First Publication Date).
`,
    expected: {
      parties: ["Lakeline Productions, Inc.", "Marisol Tran", "Kevin Tran"],
      signed: "2027-01-14",
      start: "2027-03-02",
      end: "2029-03-01",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["USD 2000", "USD 1000", "USD 1500"],
      flags: ["assignable"]
    }
  },
  {
    id: "n25d-10-uk-furniture-campaign-home-licence",
    style: "n25d-homeowner-home-feature-licences",
    format: "pdf",
    source: `
# LOCATION AND HOMEOWNER LICENCE – FERNLEIGH SS27 LIVING CAMPAIGN
This licence is made on 20 January 2027 between FERNLEIGH FURNITURE LIMITED, company no. 05517730, of Unit 2, Kingsway Park, Derby DE22 3FT ("Fernleigh"), and ELEANOR WHITFIELD of the property described in the location file ("the Owner"). Print House Locations Ltd introduced the Property and acts as the Owner's location agent; it is not a party.
## 1. Shoot
1> Fernleigh may photograph and film the ground floor, garden and exterior of the Property, and the Owner in it, for two Shoot Days, 9 and 10 February 2027, with a reserve day of 11 February 2027.
## 2. Address
1> Fernleigh shall not reveal the address or the name of the Property, and shall not show the house number, the road or any view from which the Property could be located.
## 3. Licence
1> The Owner grants Fernleigh a licence to use the photographs and footage on Fernleigh's website and social media accounts, in its printed catalogue, on in-store point-of-sale displays, and on posters at railway stations, in the United Kingdom, for 18 months from 1 March 2027. There is no television or cinema use.
## 4. Fees
1> Location fee: £1,200 per Shoot Day. Owner's appearance fee: £800.
1> Reserve day: £300, payable only if the reserve day is used.
1> Cancellation: if Fernleigh cancels less than 7 days before the first Shoot Day, 50% of the location fees.
1> Print House Locations Ltd's commission of 15% is deducted from the location fees and paid to it by Fernleigh on the Owner's behalf. All sums are exclusive of VAT where chargeable.
## 5. Exclusivity
1> For 12 months from the first Shoot Day the Owner shall not permit any other furniture, sofa or home-furnishings brand or retailer to photograph or film the Property for advertising. Editorial shoots for magazines and newspapers are excluded from this restriction.
## 6. Assignment
1> Fernleigh may not assign this licence or any right under it.
## 7. Damage
1> Fernleigh will make good any damage and carries public liability insurance of £5 million.
Signed for Fernleigh Furniture Limited: Joanna Pryce, Head of Brand – 20 January 2027
Signed by the Owner: Eleanor Whitfield – 20 January 2027
`,
    expected: {
      parties: ["Fernleigh Furniture Limited", "Eleanor Whitfield"],
      signed: "2027-01-20",
      start: "2027-03-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "in_store", "out_of_home"],
      exclusive: true,
      fees: ["GBP 1200", "GBP 800"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  }
]
