// Independent author "n30i" (wave 30), one development batch written without reading the reader's rules or the
// other batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file
// convention, the checker check-batch.ts, and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three drafting styles:
// - vintage and second-hand fashion resale model releases: small shops, consignment stores, marketplaces and charity
//   pop-ups booking models for listings and lookbooks; hard: a shop named "Rewind Outdoor Clothing Exchange", a term
//   counted from a Launch Date given only in a schedule, a US "Dear ..." letter binding its addressee, a garment
//   deposit and capped travel that are not fees, a rider that replaces the territory clause, an exclusivity with a
//   named carve-out, a one-page unpaid consent that runs for an unlimited period under a heading "Sale of images"
//   whose body forbids sale and sub-licensing;
// - community radio presenter licences: a UK CIC, a US low-power FM station and an Irish community station licensing
//   a presenter's voice, name and programmes; hard: FM/DAB and listen-again streams, a show called "Cinema Sundays",
//   an "Exclusivity" heading over a non-exclusive body, automatic renewal, an unpaid volunteer's perpetual archive
//   licence with assignment to a successor licensee and a conduct clause, a launch date defined in a later clause, a
//   cancellation fee and VAT beside the fee, a sub-licence to a network;
// - hearing-aid and mobility-aid user campaign releases: testimonial and customer-story releases by users of hearing
//   aids, wheelchairs, scooters and rollators; hard: a campaign called "Cinema Sound Back" that excludes cinema, dates
//   only in a schedule table, an option price and a per diem beside the fee, a company named only in the signature
//   block, a product called the "Outdoor Rollator" whose campaign excludes outdoor advertising, an agency contracting
//   with the client named "not a party", a rider replacing the fee clause.
//
// Answer rules decided by this author: the parties are the two who sign and are bound (an agency signing as agent for
// its model and a client named "not a party" are not; a company named only in the signature block is); the signing
// date is the date of the last signature (a letter's countersignature), a rider signed with the agreement does not
// move it; the start is the date the licence is stated to begin (the launch date, the effective date, the date of
// signature where the text says so); "N months/years from X" ends the day before the anniversary of X; fees are the
// sums paid for the services or rights, after any rider that replaces the fee clause: VAT, expenses and travel (even
// capped), per diems, refundable deposits, cancellation fees, overtime if incurred and unexercised option prices are
// not fees; an unpaid volunteer or a consent with no sum is no_fee_stated; channels: television, FM, AM and DAB radio
// are broadcast, websites, online stores, listen-again streams and podcasts web, Instagram, TikTok, Facebook and
// YouTube clips social, brochures, newsletters, catalogues and printed lookbooks print, posters, billboards and bus
// shelters out_of_home, shop counter cards, showroom displays and point-of-sale in_store; a channel word in a shop,
// show, campaign or product name grants nothing; exclusive is true where the talent may not work for others in the
// field (with non_compete where the promise is not to appear for a category's competitors or on other stations),
// false where the text says non-exclusive or the talent is free to work for others, null where the text is silent;
// a carve-out from an exclusivity leaves it exclusive; flags are raised only where the text states the right
// (perpetual or "unlimited period", irrevocable, automatic renewal, sub-licensing, assignment, a conduct clause, a
// waiver of moral rights) and denied where the text rules it out in words; a renewal that needs a new agreement or an
// option is not automatic renewal; a perpetual licence carries perpetual_term and no end, not no_end_date.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30i-vintage-resale-model-releases",
  "n30i-community-radio-presenter-licences",
  "n30i-hearing-mobility-aid-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30i-01-outdoor-exchange-listing-release",
    style: "n30i-vintage-resale-model-releases",
    format: "docx",
    source: `
# MODEL RELEASE AND IMAGE LICENCE
## Parties
| Role | Name | Address |
| Shop (the "Shop") | Rewind Outdoor Clothing Exchange Ltd | 14 Gloucester Road, Bristol BS7 8AE |
| Model (the "Model") | Ffion Rees | c/o 3 Cathedral Walk, Cardiff CF10 2ND |
## Background
The Shop sells pre-owned walking, camping and waxed-cotton clothing through its website and its Instagram and TikTok accounts. The Model will wear stock for product photographs and short clips for the Shop's spring relaunch.
## Terms
1> Shoot. The Model will attend one shoot day of up to eight hours at the Shop's Bristol warehouse on the date in the Schedule.
1> Grant. The Model grants the Shop a non-exclusive licence to use the photographs and clips of her taken at the shoot (the "Images") on the Shop's own website and on the Shop's Instagram and TikTok accounts, in the United Kingdom only.
1> What is not licensed. Despite the word "Outdoor" in the Shop's name, no outdoor advertising, poster, billboard, print, catalogue or in-store display use of the Images is licensed. Any such use needs a new written agreement and a new fee.
1> Term. The licence runs for 12 months from the Launch Date given in the Schedule.
1> Fee. The Shop will pay the Model a fee of £400 within 14 days of the shoot. The Shop will also reimburse the Model's rail travel to Bristol against receipts, up to £60; this reimbursement is not part of the fee.
1> Sub-licensing. The Shop shall not sub-license the Images to any other person, including brands whose garments appear in them.
1> Law. This licence is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Shoot date | 17 February 2026 |
| Launch Date | 1 March 2026 |
| Usage | Shop website; Shop Instagram and TikTok accounts |
| Territory | United Kingdom |
## Signed
| For Rewind Outdoor Clothing Exchange Ltd | Model |
| Tomos Hale, Director | Ffion Rees |
| Date: 10 February 2026 | Date: 10 February 2026 |
`,
    expected: {
      parties: ["Rewind Outdoor Clothing Exchange Ltd", "Ffion Rees"],
      signed: "2026-02-10",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30i-02-consignment-letter-release",
    style: "n30i-vintage-resale-model-releases",
    format: "text",
    source: `
THREADBARE REVIVAL CO.
Vintage & Consignment - 2210 NE Alberta St, Portland, OR 97211
April 14, 2026
Ms. Marisol Ortega
418 SE Clay Street, Portland, OR 97214
Dear Marisol,
Thank you for agreeing to model our 1970s denim and western-wear consignments. This letter sets out our agreement. When you sign below, it will bind both you and Threadbare Revival Co.
1. The shoot. You will model for one day (up to 7 hours) at our store on April 25, 2026.
2. How we may use the photos. We may use the photos and video from the shoot on our website and online store, on our Instagram and TikTok accounts, and on counter cards and rack signs inside our store. We will not use them on television, in newspapers or magazines, or on billboards.
3. How long. We may use the photos from May 1, 2026 through April 30, 2028. After that we will take them down from our website and social accounts and remove them from the store.
4. Where. The United States only.
5. Payment. We will pay you a flat fee of $650 by check within 10 days after the shoot. On the shoot day you will hand us a refundable $200 garment deposit for the pieces you take to the dressing room; we return it in full when the pieces come back, and it is not a payment to either of us.
6. Other work. This release is non-exclusive. Nothing in it stops you from modeling for any other store, reseller or brand, before, during or after the shoot.
7. Oregon law governs this letter.
If this matches your understanding, please sign and return a copy.
Warmly,
Dana Whitlock, Owner, Threadbare Revival Co.
AGREED AND ACCEPTED:
Marisol Ortega
Date: April 17, 2026
`,
    expected: {
      parties: ["Threadbare Revival Co.", "Marisol Ortega"],
      signed: "2026-04-17",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 650"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30i-03-marketplace-booking-rider",
    style: "n30i-vintage-resale-model-releases",
    format: "pdf",
    source: `
# BOOKING AGREEMENT - MODEL SERVICES AND USAGE
This agreement is made on 20 August 2026 between RETRO LOOP MARKETPLACE LIMITED, company number 13377102, of Unit 6, Hackney Wick Studios, London E9 5EN ("Retro Loop"), and JUNO ASANTE ("the Model"). Castle Models Ltd signs below as the Model's agent only and is not a party to this agreement.
## 1. Services
1.1 The Model will attend two shoot days at Retro Loop's studio to model second-hand designer pieces listed on the Retro Loop marketplace.
## 2. Usage
2.1 Retro Loop may use the resulting photographs on the Retro Loop website and app, on Retro Loop's Instagram, Pinterest and TikTok accounts, and in its printed quarterly lookbook mailed to sellers.
2.2 Territory: the United Kingdom (but see the Rider, which replaces this clause).
2.3 Term: six months from 15 September 2026.
## 3. Fees
3.1 Retro Loop will pay a fee of £1,800 for the two shoot days and the usage in clause 2, plus VAT at the standard rate.
3.2 Overtime beyond eight hours on either day, if incurred, will be paid at £90 per hour.
## 4. Exclusivity
4.1 During the Term the Model shall not appear in advertising or listings imagery for any other online second-hand or resale fashion marketplace. This restriction does not apply to the Model's existing contract with Hangerswap, which she may continue to perform until it ends.
## 5. General
5.1 Retro Loop may not assign or transfer this agreement without the Model's written consent.
## Rider (forms part of this agreement and prevails over clause 2.2)
Clause 2.2 is deleted and replaced by: "Territory: the United Kingdom and Ireland."
## Signatures
For Retro Loop Marketplace Limited: Saskia Brandt, Head of Content - 20 August 2026
Juno Asante - 20 August 2026
Castle Models Ltd, as agent: Pete Okafor - 20 August 2026
`,
    expected: {
      parties: ["Retro Loop Marketplace Limited", "Juno Asante"],
      signed: "2026-08-20",
      start: "2026-09-15",
      end: "2027-03-14",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 1800"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30i-04-charity-popup-consent",
    style: "n30i-vintage-resale-model-releases",
    format: "scan",
    source: `
# OXHEY HOSPICE SHOPS - VOLUNTEER MODEL CONSENT
Vintage Pop-Up, Watford, June 2026
I, Priya Chandarana, volunteer at Oxhey Hospice Shops (the "Charity") and have modelled clothes for the Charity's vintage pop-up. I agree as follows.
1. The Charity may use photographs of me wearing donated clothes in its printed supporter newsletter, on its website and Facebook and Instagram pages, and on point-of-sale cards in its shops.
2. This consent starts on the date I sign below and lasts for an unlimited period. It is irrevocable.
3. I am a volunteer and I will not be paid for this.
4. The consent covers use in the United Kingdom.
5. Sale of images. The Charity will not sell, license or sub-license the photographs to anyone else.
Signed: Priya Chandarana    Date: 3 June 2026
For Oxhey Hospice Shops: Gwen Marsh, Retail Manager    Date: 3 June 2026
`,
    expected: {
      parties: ["Oxhey Hospice Shops", "Priya Chandarana"],
      signed: "2026-06-03",
      start: "2026-06-03",
      end: null,
      perpetual: true,
      territories: ["GB"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30i-05-cic-presenter-licence",
    style: "n30i-community-radio-presenter-licences",
    format: "docx",
    source: `
# PRESENTER LICENCE
## Between
KETTLE VALLEY COMMUNITY RADIO CIC, a community interest company (company no. 09911234) whose registered office is at The Old Library, Market Street, Hebden Bridge HX7 6AA (the "Station"); and
DELE AKINOLA of 22 Birchcliffe Road, Hebden Bridge HX7 8DB (the "Presenter").
## 1. The programme
1.1 The Presenter will write and present "Valley Soul", a two-hour weekly music programme, live from the Station's studio.
## 2. Licence
2.1 The Presenter licenses the Station to use his voice, name and photograph, and the recordings of each programme, on the Station's FM and DAB services, on the Station's website (live stream and listen-again) and as short clips on the Station's Facebook and Instagram accounts.
2.2 The licence is limited to the United Kingdom, and the Station will geo-restrict its online stream and listen-again service to the United Kingdom.
## 3. Exclusivity
3.1 The Presenter is not exclusive to the Station. He may present on any other radio station, podcast or service during the Term.
## 4. Term
4.1 This licence runs from 1 January 2026 to 31 December 2026 and then renews automatically for successive periods of 12 months unless either party gives the other at least one month's written notice before the end of the current period.
## 5. Honorarium
5.1 The Station will pay the Presenter an honorarium of £600 for the year, in two equal instalments in June and December.
5.2 The Station will also reimburse travel to the studio of up to £25 a month against receipts. Reimbursed travel is not part of the honorarium.
## 6. General
6.1 This licence is governed by the law of England and Wales.
## Signed
For Kettle Valley Community Radio CIC: Ruth Sowerby, Station Manager, 12 December 2025
Dele Akinola, 12 December 2025
`,
    expected: {
      parties: ["Kettle Valley Community Radio CIC", "Dele Akinola"],
      signed: "2025-12-12",
      start: "2026-01-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["GBP 600"],
      flags: ["automatic_renewal"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30i-06-lpfm-volunteer-host",
    style: "n30i-community-radio-presenter-licences",
    format: "text",
    source: `
WBRQ-LP RIVERBEND COMMUNITY RADIO - VOLUNTEER HOST AGREEMENT
This Volunteer Host Agreement is effective as of February 2, 2026, between Riverbend Community Media, Inc., an Ohio nonprofit corporation that holds the license for WBRQ-LP 96.9 FM, Marietta, Ohio (the "Station"), and Lorraine Pettibone (the "Host").
1. Program. Host will produce and host "Cinema Sundays," a one-hour weekly film review program. The program's name does not give the Station any right to show or advertise anything in movie theaters.
2. Volunteer status. Host serves as an unpaid volunteer. No fee, salary or other compensation is payable under this Agreement.
3. License. Host grants the Station a non-exclusive license, in perpetuity, to broadcast and rebroadcast each episode of the program on WBRQ-LP and to post episodes in the archive on the Station's website, in the United States.
4. Limits. The Station may not use Host's name or likeness in any print, billboard or social media advertising for the Station.
5. Conduct. The Station may end Host's program immediately if Host engages in conduct that brings the Station into public disrepute or breaches FCC rules on air.
6. Assignment. The Station may assign this Agreement to any successor holder of the Station's FCC license.
7. Ohio law governs this Agreement.
RIVERBEND COMMUNITY MEDIA, INC.
By: Walter Guzman, Board President    Date: February 2, 2026
HOST
Lorraine Pettibone    Date: February 2, 2026
`,
    expected: {
      parties: ["Riverbend Community Media, Inc.", "Lorraine Pettibone"],
      signed: "2026-02-02",
      start: "2026-02-02",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated", "morality_clause", "assignable"]
    }
  },
  {
    id: "n30i-07-irish-station-programme-licence",
    style: "n30i-community-radio-presenter-licences",
    format: "pdf",
    source: `
# PRESENTER AND PROGRAMME LICENCE
Dated 15 September 2026
## Parties
(1) Liffey Quays Community Radio CLG, a company limited by guarantee registered in Ireland, of 9 Ringsend Road, Dublin 4 (the "Station").
(2) Niamh Doherty, of 41 Pearse Street, Dublin 2 (the "Presenter").
## 1. Definitions
1.1 "Launch Date" has the meaning given in clause 9.
1.2 "Programme" means "Quayside Stories", the weekly local history programme written, recorded and presented by the Presenter.
## 2. Licence
2.1 The Presenter grants the Station the exclusive right to broadcast the Programme on the Station's FM service and to make it available on the Station's website as listen-again audio, in Ireland.
2.2 No right is granted to post the Programme, or clips of it, on any social media platform.
2.3 The Station may sub-license the Programme to the CRAOL community radio network for rebroadcast by its member stations in Ireland.
## 3. Other stations
3.1 During the Term the Presenter shall not present any programme on any other radio station broadcasting in County Dublin, save that she may continue to supply her existing monthly segment to Bayside Hospital Radio.
## 4. Term
4.1 This licence runs for 12 months from the Launch Date.
## 5. Fee
5.1 The Station will pay the Presenter a fee of EUR 1,200 for the licence and the series, plus VAT if applicable, in four quarterly instalments of EUR 300.
5.2 If the Station cancels a booked recording slot on less than 48 hours' notice it will pay a cancellation fee of EUR 150 per slot.
## 9. Launch Date
9.1 The Launch Date is 5 October 2026, the date of the first broadcast of the Programme.
## Signed
For Liffey Quays Community Radio CLG: Ciaran Moloney, Chairperson
Niamh Doherty
`,
    expected: {
      parties: ["Liffey Quays Community Radio CLG", "Niamh Doherty"],
      signed: "2026-09-15",
      start: "2026-10-05",
      end: "2027-10-04",
      perpetual: false,
      territories: ["IE"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["EUR 1200"],
      flags: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "n30i-08-hearing-aid-testimonial-schedule",
    style: "n30i-hearing-mobility-aid-releases",
    format: "pdf",
    source: `
# TESTIMONIAL PARTICIPANT RELEASE - "CINEMA SOUND BACK" CAMPAIGN
This Release is between ClearNote Hearing, Inc., a Minnesota corporation ("ClearNote"), and Harold Brennan ("Participant"), on the dates shown in Schedule A.
## 1. Background
1.1 Participant has worn ClearNote Aura hearing aids since 2024. The campaign, called "Cinema Sound Back", tells how Participant went back to his local movie theater after being fitted.
## 2. Grant
2.1 Participant grants ClearNote the right to use his name, likeness, voice and testimonial statements in television commercials, on ClearNote's websites, and on ClearNote's YouTube, Facebook and Instagram channels, in the United States and Canada.
2.2 Excluded uses: despite the campaign name, the grant excludes cinema advertising and all out-of-home media (billboards, transit and in-theater screens).
2.3 Participant confirms that his statements reflect his genuine experience with the product.
## 3. Term
3.1 The grant runs for two (2) years from the Launch Date shown in Schedule A.
3.2 ClearNote may extend the Term by one further year by written notice and payment of $2,500 before the Term ends. The Term does not renew automatically.
## 4. Compensation
4.1 ClearNote will pay Participant a session fee of $5,000 within 30 days after the filming day.
4.2 ClearNote will also pay a per diem of $75 for each filming day to cover meals and local travel.
## 5. Competitors
5.1 During the Term Participant will not appear in advertising for any other hearing aid manufacturer, hearing clinic or hearing test provider.
## Schedule A
| Item | Detail |
| Filming day | February 24, 2026 |
| Launch Date | April 6, 2026 |
| Signed by Participant | March 2, 2026 |
| Signed by ClearNote | March 5, 2026 |
ClearNote Hearing, Inc. - By: Janet Lindqvist, VP Marketing
Harold Brennan
`,
    expected: {
      parties: ["ClearNote Hearing, Inc.", "Harold Brennan"],
      signed: "2026-03-05",
      start: "2026-04-06",
      end: "2028-04-05",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 5000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30i-09-wheelchair-customer-story",
    style: "n30i-hearing-mobility-aid-releases",
    format: "scan",
    source: `
# CUSTOMER STORY RELEASE
In this release "the Company" means the company whose representative signs below, and "I" means the customer who signs below.
1. I use a powered wheelchair supplied by the Company. I agree that the Company may use my name, photographs of me and my own words about living with my wheelchair in its customer brochure, on its website, on its Facebook and Instagram pages and on display boards in its showrooms.
2. The Company will not use my story on television or radio or on posters or billboards.
3. The release lasts for 3 years from the date I sign it.
4. The Company will pay me £250 by bank transfer within 30 days of my signature.
5. The release covers the United Kingdom.
6. I waive any moral rights I have in the photographs and in my words as the Company edits them.
Customer: Aisha Begum    Signed: 14 January 2027
For and on behalf of Pathway Mobility Ltd: Gareth Lowe, Marketing Manager    Signed: 14 January 2027
`,
    expected: {
      parties: ["Pathway Mobility Ltd", "Aisha Begum"],
      signed: "2027-01-14",
      start: "2027-01-14",
      end: "2030-01-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["moral_rights_waiver"]
    }
  },
  {
    id: "n30i-10-agency-rollator-rider",
    style: "n30i-hearing-mobility-aid-releases",
    format: "docx",
    source: `
# PARTICIPANT AGREEMENT - STRIDEWELL OUTDOOR ROLLATOR CAMPAIGN
THIS AGREEMENT is dated 8 February 2027 and is made between:
(1) FENWICK & DOYLE COMMUNICATIONS LTD, 40 Grey Street, Newcastle upon Tyne NE1 6AE (the "Agency"); and
(2) MARGARET "PEGGY" TULLOCH, of 7 Heron Close, Durham DH1 4QT (the "Participant").
The Agency runs the campaign for its client Stridewell Walking Aids Ltd (the "Client"). The Client is not a party to this agreement.
## 1. Campaign
1.1 The Participant, who uses a Stridewell Outdoor Rollator, will take part in a photo shoot and a filmed interview about walking in the Northumberland countryside.
## 2. Media
2.1 The Agency and the Client may use the photographs, film and interview on the Client's website, on the Client's Facebook, Instagram and YouTube channels, and in the Client's printed product catalogue and press advertisements in magazines.
2.2 The campaign shall not include posters, billboards, bus shelters or any other outdoor advertising, despite the product's name.
## 3. Territory and Term
3.1 Territory: the United Kingdom and Ireland.
3.2 Term: 1 March 2027 to 31 August 2028.
## 4. Fee
4.1 The Agency will pay the Participant a fee of £1,500. (Replaced by the Rider.)
## 5. Exclusivity
5.1 This agreement is non-exclusive. The Participant may appear in campaigns for any other brand, including makers of walking aids.
## 6. Assignment
6.1 The Agency may assign the benefit of this agreement to the Client.
## Rider A
This Rider forms part of the agreement, is signed with it and prevails over clause 4. Clause 4 is deleted and replaced by: "The Agency will pay the Participant a fee of £2,000 within 21 days of the shoot. The Agency will also pay the Participant's reasonable taxi fares to and from the shoot; these are expenses, not fees."
## Signed
| For Fenwick & Doyle Communications Ltd | Participant |
| Imogen Fenwick, Managing Director | Margaret Tulloch |
| 8 February 2027 | 8 February 2027 |
`,
    expected: {
      parties: ["Fenwick & Doyle Communications Ltd", "Margaret Tulloch"],
      signed: "2027-02-08",
      start: "2027-03-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 2000"],
      flags: ["assignable"],
      denies: ["non_compete"]
    }
  }
]
