// Independent author "n29i" (wave 29), one development batch written without reading the reader's rules or the
// other batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file
// convention, the checker check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three styles, none in the corpus before:
// - car-rental and airport-parking campaign releases, signed by staff and by customers: a staff release whose term
//   runs from a launch date given only in a schedule table and whose campaign and product names hold channel words
//   ("Drive Outdoor", "Print & Go"); a "Dear ..." letter to a car-park customer; a US "I, the undersigned" customer
//   release where the customer is named only in the signature block; a plain-text staff release with a rider that
//   replaces its media clause and prevails, and a competitor restriction;
// - library, archive and local-history society oral-history and photograph consents: a society recording agreement
//   with a "Broadcast and Film Use" heading over a body that licenses neither, a council library's photograph-loan
//   consent whose ten-year term runs from a go-live date in a schedule, a US historical society's letter agreement;
// - tea, coffee-roaster and barista-competition image agreements: a competitor's entry terms (prize money, entry fee
//   and a deposit that are not fees, a sub-licence to a sponsor whose name is "Broadcast Hill"), a US roaster's
//   category exclusivity with a carve-out, an "Outdoor Blend" product beside a ban on out-of-home, a cancellation fee
//   and an option price, and a Scottish tea-room buy-out in all media with a moral-rights waiver.
// What is hard: channel words inside names, headings contradicting their bodies, dates defined away from the term,
// riders that prevail, parties outside the party block, and sums that are not fees.
//
// Answer rules decided by this author: the parties are those bound by the release (an employer or brand and the
// person pictured or recorded; an agency, archive depository, sponsor or council service named but not signing is not
// a party; a council library's party is the council that signs); the signing date is the date of the last signature;
// the start is the date the document says the permission starts (signing, unless a launch, go-live or recording date is
// named as the start); "N months/years from X" ends the day before the anniversary of X; fees are sums paid to the
// person for the image or appearance, one per distinct sum (VAT, expense and mileage reimbursements, refunds, prize
// money, entry fees, deposits, overtime owed only if incurred, a cancellation fee and an unexercised option price are
// not fees; a gift of prints is not a fee); channels: websites and online archives are web, social platforms and
// YouTube livestreams social, television and cable broadcast, newspapers, magazines, journals, books, programmes and
// brochures print, posters, billboards and airport or car-park digital screens out_of_home, displays inside rental
// branches and point-of-sale in shops in_store; a name holding a channel word grants nothing; exclusivity is true when
// the person may not work for competitors (and that raises non_compete), false when the document says non-exclusive or
// leaves the person free, null when silent; a perpetual term raises perpetual_term and not no_end_date; long_term is a
// term over 60 months; a right the document says it will not grant or do ("shall not sub-license", "will not renew
// automatically", "may not assign", "does not waive") is denied.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29i-carhire-parking-releases",
  "n29i-oralhistory-photo-consents",
  "n29i-coffee-barista-image"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29i-01-staff-release-launch-schedule",
    style: "n29i-carhire-parking-releases",
    format: "docx",
    source: `
# STAFF IMAGE RELEASE - "DRIVE OUTDOOR" CAMPAIGN
This release is made on 10 February 2026 between:
(1) SWIFTWAY CAR HIRE LIMITED, a company registered in England and Wales (company number 04417723), whose registered office is at Unit 4, Brabazon Park, Bristol BS10 7TT ("Swiftway" or the "Company"); and
(2) DANIELLE OKAFOR of 17 Filton Grove, Bristol BS7 0AL, an employee of the Company at its Bristol Airport branch (the "Employee").
## Background
Swiftway is running a brand campaign called "Drive Outdoor" to promote its weekend hire offers and its "Print & Go" express key-collection service. The Employee has agreed to be photographed and filmed at work for the campaign. Taking part is voluntary and has no bearing on the Employee's employment.
## 1. Definitions
1> "Campaign Launch Date" means the date set out in the Schedule.
1> "Materials" means the photographs and video footage of the Employee taken at the Bristol Airport branch on 24 February 2026.
## 2. Permission
1> The Employee permits Swiftway to use the Materials, and the Employee's name and job title, to advertise Swiftway's car hire services on the Swiftway website, on Swiftway's social media accounts, and on posters and screens displayed inside Swiftway rental branches.
1> No other use is permitted, excluding in particular television, radio and cinema advertising and roadside or airport billboards, whatever the name of the campaign.
1> This release is non-exclusive. The Employee may appear in other advertising in her own time.
## 3. Term and Territory
1> The permission runs for 24 months from the Campaign Launch Date.
1> The permission covers the United Kingdom and the Republic of Ireland.
## 4. Payment
1> Swiftway will pay the Employee a one-off modelling fee of £750, through payroll, within 30 days of the shoot.
1> Swiftway will also reimburse the Employee's reasonable travel costs on the shoot day and give her the shoot day as paid working time. Neither is part of the fee.
## 5. Assignment of Rights
1> Swiftway may not assign this release or sub-license the Materials to any other company, including its franchisees.
## 6. Leaving the Company
1> If the Employee leaves Swiftway, Swiftway will stop posting new material featuring her within 60 days but may leave existing posts up until the end of the term.
## Schedule
| Item | Detail |
| Campaign | Drive Outdoor (spring/summer 2026) |
| Campaign Launch Date | 3 March 2026 |
| Branches | all UK and Irish Swiftway branches |
Signed for Swiftway Car Hire Limited: Hannah Lisle, Head of Brand, 10 February 2026
Signed by Danielle Okafor: 10 February 2026
`,
    expected: {
      parties: ["Swiftway Car Hire Limited", "Danielle Okafor"],
      signed: "2026-02-10",
      start: "2026-03-03",
      end: "2028-03-02",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n29i-02-parking-customer-letter",
    style: "n29i-carhire-parking-releases",
    format: "pdf",
    source: `
# ParkSure Airport Parking Ltd
Terminal Road North, Manchester Airport, Manchester M90 3RA
14 May 2026
Mr Tomasz Wisniewski
22 Kingsway Gardens, Stockport SK4 2LQ
Dear Mr Wisniewski,
## Your photographs for "The Big Getaway"
Thank you for letting our photographer take your picture with your family at our Jet Parks car park on 9 May 2026. This letter sets out what we may do with those photographs. When you sign and return the enclosed copy, it becomes an agreement between you and ParkSure Airport Parking Ltd.
1> What we may use: the photographs of you and your family taken on 9 May 2026, and your first name.
1> Where we may use them: on our website parksure.co.uk, on the digital screens in our car parks and shuttle-bus shelters, and on roadside billboards near UK airports. We will not use them on television or in newspapers or magazines.
1> How long for: 18 months from the date you sign this letter.
1> Where: the United Kingdom only.
1> Payment: we will pay you £300 by bank transfer within 14 days of receiving your signed copy. We will also refund the £64.50 you paid for parking on 9 May 2026; that refund is not part of the payment for your photographs.
1> Passing on: we will not pass these permissions on, or sub-license the photographs, to any other company, including the airport operator.
1> Children: you confirm that you are the parent of the two children photographed and sign for them too.
If you are happy with this, please sign and date the copy below and return it in the prepaid envelope.
Yours sincerely,
Callum Reddy
Marketing Manager, for and on behalf of ParkSure Airport Parking Ltd
I agree to the above on behalf of myself and my children.
Signed: Tomasz Wisniewski      Date: 14 May 2026
`,
    expected: {
      parties: ["ParkSure Airport Parking Ltd", "Tomasz Wisniewski"],
      signed: "2026-05-14",
      start: "2026-05-14",
      end: "2027-11-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "out_of_home"],
      exclusive: null,
      fees: ["GBP 300"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29i-03-rental-customer-undersigned",
    style: "n29i-carhire-parking-releases",
    format: "scan",
    source: `
# KEYSTONE RENT-A-CAR, INC. - CUSTOMER APPEARANCE RELEASE
Campaign: "Road Trip Stories" (Summer 2026)
For good and valuable consideration, the receipt of which is acknowledged, I, the undersigned, grant to Keystone Rent-A-Car, Inc. ("Keystone") the irrevocable right to photograph, film and record me at the Keystone counter at Denver International Airport on June 6, 2026, and to use my name, likeness, voice and statements in advertising for Keystone.
1> Media. Keystone may use the recordings in television commercials, on its website and apps, and on its social media channels. No print or outdoor advertising is included.
1> Territory. The United States of America.
1> Term. This release is granted in perpetuity, beginning on the date I sign it.
1> Payment. Keystone will pay me a flat fee of $1,000 within 30 days. Keystone will also reimburse my mileage to and from the airport, up to $60, which is a reimbursement and not compensation.
1> No other rights. I will not receive royalties or residuals. I understand that Keystone may edit the recordings.
1> I am over 18 years of age and have read this release before signing it.
Signature: ______________________
Printed name: Marisol Vega
Address: 1450 Larimer Street, Apt 3C, Denver, CO 80202
Date: June 6, 2026
Accepted for Keystone Rent-A-Car, Inc.: Derek Osei, Regional Marketing Lead, June 6, 2026
`,
    expected: {
      parties: ["Keystone Rent-A-Car, Inc.", "Marisol Vega"],
      signed: "2026-06-06",
      start: "2026-06-06",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["USD 1000"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "n29i-04-shuttle-driver-rider",
    style: "n29i-carhire-parking-releases",
    format: "text",
    source: `
# HARBOURLINE VEHICLE RENTAL LTD - EMPLOYEE PUBLICITY RELEASE
Parties: Harbourline Vehicle Rental Ltd of Dock Road, Southampton SO14 3JT ("Harbourline") and Gareth Pryce of 8 Weston Lane, Southampton SO19 9HF ("you"), a shuttle driver at Harbourline's Southampton Airport site.
Campaign: promotion of Harbourline's "SkyPark Outdoor" open-air parking and "SkyPark Undercover" parking products.
1. Photographs. Harbourline may photograph and film you at work on one shoot day in June 2025 (no more than 4 hours).
2. Term. The permission in clause 3 runs from 1 July 2025 to 30 June 2026.
3. Media. Harbourline may use the photographs and footage on its website, its social media accounts and on posters at its airport sites.
4. Territory. United Kingdom.
5. Fee. Harbourline will pay you £400 for the shoot and the use above. If the shoot runs beyond 4 hours, overtime is paid at £25 an hour, but only if incurred.
6. Other work. During the term you will not appear in advertising for any other car rental, car hire or airport parking business. You remain free to appear in advertising for any other kind of business.
7. Harbourline shall not sub-license the photographs or footage to any third party.
RIDER (agreed 20 June 2025, signed with this release). This rider forms part of the release and prevails over anything in it that conflicts with it.
R1. Clause 3 is deleted and replaced by: "Harbourline may use the photographs and footage on its website and its social media accounts only. No posters, billboards or other displays are licensed."
R2. All other clauses are unchanged.
Signed: Mark Tolland, Operations Director, for Harbourline Vehicle Rental Ltd, 20 June 2025
Signed: Gareth Pryce, 20 June 2025
`,
    expected: {
      parties: ["Harbourline Vehicle Rental Ltd", "Gareth Pryce"],
      signed: "2025-06-20",
      start: "2025-07-01",
      end: "2026-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 400"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29i-05-society-oral-history-recording",
    style: "n29i-oralhistory-photo-consents",
    format: "docx",
    source: `
# ORAL HISTORY RECORDING AGREEMENT
Lower Wensum Local History Society - "Voices of the Mills" project
## The parties
| Role | Name and address |
| The Society | Lower Wensum Local History Society, a registered charity (no. 1148820), c/o The Old School Room, Mill Street, Lenwade, Norfolk NR9 5QP |
| The Interviewee | Margaret Ellen Howes, 3 Riverside Cottages, Lenwade, Norfolk NR9 5QR |
| The Interviewer | Peter Dunmore, volunteer (signs as a witness only) |
## 1. The recording
1> The Interviewee was interviewed by the Society on 4 September 2025 about her working life at Lenwade paper mill. The audio recording, its transcript and the photographs the Interviewee lent for copying on that day are together "the Recording".
## 2. Licence to the Society
1> The Interviewee keeps the copyright in her words and photographs and grants the Society a non-exclusive licence to use the Recording, throughout the world, in perpetuity, from the date of the interview.
1> The Society may use the Recording on its website and online sound archive, in its printed journal "Wensum Miller", and in books and exhibition leaflets it publishes.
1> The Society will deposit a copy with the Norfolk Record Office for safe keeping. The Record Office is not a party to this agreement and takes no licence under it.
## 3. Broadcast and Film Use
1> No broadcast, film or cinema use of the Recording is licensed under this agreement. If a broadcaster or film-maker asks to use it, the Society will refer the request to the Interviewee, who may decide for herself.
## 4. Payment
1> The Interviewee gives this licence freely and will not be paid for it. The Society will reimburse her taxi fare to the interview of £12.40.
## 5. Moral rights
1> The Interviewee does not waive her moral rights. The Society will name her as the speaker whenever it uses the Recording.
## 6. Withdrawal
1> The Interviewee may ask the Society in writing to stop any new use of the Recording; copies already printed need not be withdrawn.
## Signatures
Signed for Lower Wensum Local History Society: Janet Colley, Honorary Secretary, 18 September 2025
Signed by the Interviewee, Margaret Ellen Howes: 18 September 2025
Witnessed by the Interviewer, Peter Dunmore: 18 September 2025
`,
    expected: {
      parties: ["Lower Wensum Local History Society", "Margaret Ellen Howes"],
      signed: "2025-09-18",
      start: "2025-09-04",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "print"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n29i-06-council-library-photo-loan",
    style: "n29i-oralhistory-photo-consents",
    format: "pdf",
    source: `
# WESTMOOR BOROUGH COUNCIL
## Libraries and Archives Service - Consent to Digitise and Publish Lent Photographs
Project: "Westmoor Memories" online community archive, Castlegate Library
This consent is between Westmoor Borough Council, Town Hall, Castlegate, Westmoor WM1 2AB (the "Council"), acting through its Libraries and Archives Service, and Aled Rhys of 41 Pen-y-Bryn Road, Westmoor WM4 7DS (the "Lender").
1> The Lender has lent the Council 36 family photographs of Castlegate market, 1952-1971, listed in the Schedule (the "Photographs"). The Council will scan them and return the originals within eight weeks.
1> The Lender keeps the copyright he holds in the Photographs and permits the Council, on a non-exclusive basis, to publish the scans on the Westmoor Memories website and in a printed local-history booklet sold at Council libraries. The Lender is free to let anyone else copy or publish the Photographs.
1> The permission starts on the Go-Live Date shown in the Schedule and lasts for ten years from that date. It applies throughout the world, since the website can be seen anywhere.
1> The Council shall not sub-license the scans to any commercial picture library or agency, and shall not sell prints of them.
1> No fee is payable to the Lender. As a thank-you the Council will give the Lender one set of archival prints of the scans; this is a gift and not a payment.
1> The Council may withdraw any scan from the website at any time, and will do so within 30 days if the Lender asks.
## Schedule
| Item | Detail |
| Photographs | 36 prints and negatives, Castlegate market, 1952-1971 (Rhys family collection, box list attached) |
| Go-Live Date | 1 April 2026 |
| Council contact | Ruth Baverstock, Local Studies Librarian |
Signed for Westmoor Borough Council: Ruth Baverstock, Local Studies Librarian, 22 January 2026
Signed by the Lender, Aled Rhys: 19 January 2026
`,
    expected: {
      parties: ["Westmoor Borough Council", "Aled Rhys"],
      signed: "2026-01-22",
      start: "2026-04-01",
      end: "2036-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "print"],
      exclusive: false,
      fees: [],
      flags: ["long_term", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29i-07-historical-society-letter",
    style: "n29i-oralhistory-photo-consents",
    format: "scan",
    source: `
# RIVERBEND COUNTY HISTORICAL SOCIETY
210 Canal Street, Marietta, Ohio 45750
October 20, 2025
Mr. Harold J. Pruitt
88 Sycamore Ridge Road, Lowell, Ohio 45744
Dear Mr. Pruitt:
Thank you for sharing your memories of the 1964 river flood with our oral history program. This letter confirms the terms on which the Society may use your interview recorded on October 11, 2025 (the "Interview").
1> You grant the Society a non-exclusive license to use the Interview, and any photographs you lent us, on the Society's website, in its printed quarterly newsletter, and in programs it supplies to the local public-access cable television channel.
1> The license lasts five years from the date of the Interview recording and covers the United States.
1> The Society will pay you an honorarium of $100 for the Interview.
1> The Society will not sell, assign or transfer these rights to anyone else.
If you agree, please sign below and return this letter to us.
Sincerely,
Linda Marsh, Director, Riverbend County Historical Society
AGREED AND ACCEPTED: Harold J. Pruitt    Date: October 27, 2025
`,
    expected: {
      parties: ["Riverbend County Historical Society", "Harold J. Pruitt"],
      signed: "2025-10-27",
      start: "2025-10-11",
      end: "2030-10-10",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print", "broadcast"],
      exclusive: false,
      fees: ["USD 100"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n29i-08-barista-open-entry-terms",
    style: "n29i-coffee-barista-image",
    format: "text",
    source: `
# UK & IRELAND BARISTA OPEN 2026 - COMPETITOR IMAGE TERMS
Organiser: Brewfield Events Ltd, 12 Roastery Yard, Leeds LS9 8DP ("Brewfield")
Competitor: Niamh Gallagher, 5 Harcourt Terrace, Dublin 2, Ireland ("you")
These image terms form part of your entry to the UK & Ireland Barista Open 2026 and bind you and Brewfield once you submit the entry form.
1. Filming. Brewfield will photograph and film the heats, semi-finals and finals, including your routines, your interviews and the judges' feedback.
2. Use. Brewfield may use that material on the competition website, on its YouTube channel (including the live stream of the finals) and its Instagram and TikTok accounts, and in the printed event programme.
3. Sponsor. Brewfield may sub-license photographs of the competition to its headline sponsor, Broadcast Hill Roastery Ltd, for the sponsor's own social media posts about the event. Broadcast Hill Roastery Ltd is not a party to these terms and gains no television rights from them.
4. Period. Use is permitted from 1 March 2026 to 28 February 2027.
5. Territory. The United Kingdom and Ireland.
6. Money. You pay an entry fee of £85. You also pay a refundable equipment deposit of £50 for the loan of a grinder, returned after the finals. The winner receives prize money of £1,500. Brewfield pays competitors nothing for the use of their image.
7. Freedom. These terms are non-exclusive: you may appear in any roaster's or equipment maker's advertising.
8. Conduct. If you are disqualified for conduct that brings the competition into disrepute, Brewfield may stop using, or remove, material featuring you and may withdraw any prize.
Entry form submitted online by Niamh Gallagher on 6 February 2026. Entry accepted by Brewfield Events Ltd on 6 February 2026.
`,
    expected: {
      parties: ["Brewfield Events Ltd", "Niamh Gallagher"],
      signed: "2026-02-06",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["sublicensable", "morality_clause", "no_fee_stated"]
    }
  },
  {
    id: "n29i-09-roaster-champion-exclusive",
    style: "n29i-coffee-barista-image",
    format: "docx",
    source: `
# ENDORSEMENT AND IMAGE LICENSE AGREEMENT
This Endorsement and Image License Agreement (this "Agreement") is entered into as of January 9, 2026 by and between CASCADIA EMBER COFFEE ROASTERS, LLC, a Washington limited liability company ("Company"), and JONAH WHITFIELD, an individual and the 2025 US Barista Champion ("Talent").
## 1. Term
1> The term of this Agreement begins on January 15, 2026 (the "Effective Date") and continues for two (2) years from the Effective Date. This Agreement will not renew automatically.
1> Company has an option to extend the term by one (1) year for an additional fee of $32,000, exercisable by written notice at least 60 days before the term ends.
## 2. License
1> Talent grants Company the right to use Talent's name, approved likeness and approved biography in the United States and Canada to advertise Company's coffees, including its new Ember Outdoor Blend.
1> Permitted media: Company's website and e-commerce store; Company's social media accounts; print advertising in food-service and trade magazines; and point-of-sale displays in grocery and specialty stores.
1> Excluded media: television, cinema, and out-of-home (billboards, transit and airport advertising). The name of the Ember Outdoor Blend does not extend this license to out-of-home media.
## 3. Exclusivity
1> During the term Talent will not endorse, or appear in advertising for, any other coffee roaster or coffee brand in the United States or Canada. This exclusivity does not apply to Talent's existing sponsorship with La Strada espresso machines, which may continue.
## 4. Compensation
1> License fee: $30,000, payable within 15 days of the Effective Date.
1> Appearance fee: $5,000 for one personal appearance at the Seattle Coffee Expo in April 2026. If Company cancels that appearance less than 7 days before it, Company will pay a cancellation fee of $2,500 instead.
1> Company will reimburse Talent's pre-approved travel expenses.
## 5. Conduct
1> Company may terminate this Agreement on notice if Talent commits any act that brings Talent into public disrepute or would reasonably offend the public, or is charged with a felony.
## 6. General
1> Neither party may assign this Agreement without the other's prior written consent.
IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.
CASCADIA EMBER COFFEE ROASTERS, LLC, by Rosa Delgado, CEO, January 9, 2026
JONAH WHITFIELD, January 9, 2026
`,
    expected: {
      parties: ["Cascadia Ember Coffee Roasters, LLC", "Jonah Whitfield"],
      signed: "2026-01-09",
      start: "2026-01-15",
      end: "2028-01-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["USD 30000", "USD 5000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n29i-10-tea-rooms-buyout",
    style: "n29i-coffee-barista-image",
    format: "pdf",
    source: `
# IMAGE RIGHTS BUY-OUT AGREEMENT
Dated: 7 April 2026
Between: Glenmorrow Tea Rooms Limited (SC612204), 19 Rose Street, Edinburgh EH2 2PR (the "Company")
And: Fiona Laird, 7 Comely Bank Place, Edinburgh EH4 1DT ("Fiona")
## Background
(A) Fiona is the Company's head tea sommelier and has agreed to be photographed and filmed for the Company's "Steeped in Scotland" brand campaign on 21 April 2026.
(B) The Company wishes to own outright the right to use the resulting material and will pay a single buy-out fee for it.
## Agreement
1> Grant. Fiona irrevocably grants the Company the right to use the photographs and footage of her taken for the campaign, with her name, in all media now known or hereafter devised, throughout the world, in perpetuity, starting on the date of this agreement.
1> Buy-out fee. The Company will pay Fiona a single buy-out fee of £6,000 plus VAT if applicable, within 30 days of the shoot. No repeat, usage or residual fees are payable.
1> Moral rights. Fiona waives unconditionally all moral rights she has in the material under the Copyright, Designs and Patents Act 1988.
1> Non-exclusive. This agreement is non-exclusive; Fiona may appear in advertising for any other business, including other tea rooms.
1> Assignment. The Company may assign this agreement to any buyer of its business.
1> Law. This agreement is governed by the law of Scotland.
Signed for Glenmorrow Tea Rooms Limited by Alasdair Munro, Managing Director, on 7 April 2026
Signed by Fiona Laird on 7 April 2026
`,
    expected: {
      parties: ["Glenmorrow Tea Rooms Limited", "Fiona Laird"],
      signed: "2026-04-07",
      start: "2026-04-07",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 6000"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "buyout", "moral_rights_waiver", "assignable"]
    }
  }
]
