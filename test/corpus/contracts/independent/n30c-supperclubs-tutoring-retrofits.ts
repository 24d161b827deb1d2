// Independent author "n30c" (wave 30), one development batch written without reading the reader's rules or the
// other batches' texts (only AUTHORING.md, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for
// the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed before
// the reader was run on it. Three drafting styles:
// - pop-up restaurant and supper-club filming releases: a UK location and filming agreement for a TV series with a
//   schedule that holds the transmission date the term counts from, a US letter to a supper-club chef from a brand
//   called "Outdoor Table Co.", a one-page guest release at a pop-up called "The Cinema Kitchen" whose guest is
//   named only in the signature block, and an e-mail chain for a campaign called "The Print Room Sessions" whose fee
//   is replaced by a later message and whose launch date is confirmed after the deal;
// - online tutoring student testimonial consents: a UK consent form with a Yes/No media table and a heading
//   ("Sharing with partners") over a body that denies sub-licensing, a US testimonial agreement with a competitor
//   restriction, a morality clause and a publication date in a schedule, and a UK letter to an adult learner;
// - energy-retrofit installer customer case-study releases: a UK heat-pump case study with two homeowners and its
//   dates only in a schedule table (and a deposit under the installation contract that is no fee), a US all-media
//   perpetual buyout with an optional second filming day, and an Irish release whose rider replaces its term clause
//   and adds a medium.
// What is hard: channel words in names (Outdoor, Cinema, Print), "excluding"/"does not cover" lists, sums that are
// not fees (VAT, deposits, overtime if incurred, cancellation fees, capped expenses, an option), terms counted from
// dates defined elsewhere, riders and later messages that prevail.
//
// Answer rules decided by this author: the parties are those bound by the document (the company granted the rights
// and each person or company granting them, however they are labelled; a person named only in the signature block
// of a release is a party; a letter binds its addressee once countersigned); the signing date is the date of the last
// signature or acceptance; the start is the date the text says the licence begins (signature, a filming or event
// date, a completion or publication date), and "N months/years from X" ends the day before the anniversary of X;
// fees are the sums paid for the rights or services (the latest figure where a later message replaces one), and
// VAT, deposits, expenses or reimbursements, overtime only if incurred, cancellation fees and optional extra days are
// not; television is broadcast, websites and on-demand players are web, social media accounts are social, brochures,
// prospectuses, leaflets and magazines are print, posters, billboards and vehicle livery out_of_home, in-store
// screens and shelf-edge material in_store; "all media now known or hereafter devised" is every channel with
// unlimited_media; exclusivity is true where the grantor promises not to work for competitors (with non_compete),
// false where the text says non-exclusive or leaves the grantor free to work with others, and null where silent;
// perpetual means perpetual_term and no end (no_end_date is kept for a silent end); irrevocable_grant,
// sublicensable, assignable, buyout and morality_clause are raised only where the text grants or states them, and
// denied where the text says they are not granted or shall not happen; a release with no payment is no_fee_stated.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30c-supperclub-filming-releases",
  "n30c-tutoring-testimonial-consents",
  "n30c-retrofit-case-study-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30c-01-popup-location-filming-agreement",
    style: "n30c-supperclub-filming-releases",
    format: "docx",
    source: `
# LOCATION AND FILMING AGREEMENT
This Agreement is dated 12 May 2026.
## Parties
(1) SALTMARSH PICTURES LTD, a company registered in England and Wales (No. 11872034) whose registered office is at 4 Quayside Yard, Whitstable CT5 1AB (the "Producer"); and
(2) EMBER AND BRINE KITCHEN LTD, trading as the pop-up restaurant "Ember & Brine", of Unit 3, Harbour Arches, Margate CT9 1HF (the "Restaurant").
## Background
The Producer is making a television series provisionally entitled "Tables by the Tide" (the "Programme") and wishes to film the Restaurant's pop-up dinner service, kitchen and staff who have given their own releases.
## Agreed terms
1> Filming. The Restaurant permits the Producer to film at the premises on the Filming Days set out in the Schedule, from 14:00 until 23:00 each day.
1> Grant. The Restaurant grants to the Producer a non-exclusive licence to include the footage, sound and photographs recorded at the premises (the "Footage") in the Programme, and to transmit the Programme on television and make it available on the Producer's website and on-demand player, in the United Kingdom and Ireland.
1> Exclusions. No licence is granted to use the Footage in advertising of any kind, including posters, press advertisements or cinema screenings.
1> Licence Period. The licence in clause 2 begins on the Transmission Date and continues for three (3) years from the Transmission Date. The Transmission Date is set out in the Schedule.
1> Sub-licensing. No right to sub-license the Footage is granted. The Producer shall not sub-license, sell or lend the Footage, or any part of it, to any other person.
1> Location Fee. The Producer shall pay the Restaurant a location fee of £3,500 plus VAT within 30 days of the last Filming Day.
1> Security deposit. The Producer shall also pay the Restaurant a refundable security deposit of £1,000, which the Restaurant shall return within 14 days after the last Filming Day, less the cost of repairing any damage caused by the Producer.
1> Overtime. If filming runs past 23:00 on a Filming Day, the Producer shall pay £250 for each hour or part of an hour of overrun. No overtime is payable if filming ends on time.
1> Governing law. This Agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Filming Days | 6 June 2026 and 7 June 2026 |
| Premises | Unit 3, Harbour Arches, Margate CT9 1HF |
| Transmission Date | 4 September 2026 |
| Location Fee | £3,500 plus VAT |
Signed for and on behalf of Saltmarsh Pictures Ltd: Nadia Clerke, Head of Production, 12 May 2026
Signed for and on behalf of Ember and Brine Kitchen Ltd: Callum Rees, Director, 12 May 2026
`,
    expected: {
      parties: ["Saltmarsh Pictures Ltd", "Ember and Brine Kitchen Ltd"],
      signed: "2026-05-12",
      start: "2026-09-04",
      end: "2029-09-03",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 3500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30c-02-supper-club-chef-letter",
    style: "n30c-supperclub-filming-releases",
    format: "pdf",
    source: `
# OUTDOOR TABLE CO.
1180 Alder Street, Portland, OR 97209
March 2, 2026
Lucia Ramirez
Casa Ramirez Supper Club
412 NE Killingsworth Street, Portland, OR 97211
Dear Lucia,
## Re: "Dinner Under the Pines" filming, March 14, 2026
Thank you for agreeing to host one of your supper-club evenings for our content series "Dinner Under the Pines". This letter sets out the terms on which we will film you and your supper club. Please sign and return a copy to confirm your agreement.
1> Filming. Our crew will film the preparation and service of your dinner on March 14, 2026 (the "Filming Date") at the address above.
1> Rights. You grant Outdoor Table Co. the irrevocable right, in perpetuity and throughout the world, to use the footage, photographs and recordings of you, your name, your recipes as demonstrated and your supper club made on the Filming Date, on our website and on our social media channels (Instagram, YouTube, TikTok and Pinterest). These rights begin on the Filming Date.
1> What this release does not cover. This release does not cover broadcast television, cinema or printed advertising. If we wish to use the footage in any of those media, we will ask you first and agree a separate fee.
1> Payment. We will pay you a fee of $2,000 within 15 days after the Filming Date. We will also reimburse your ingredient costs for the filmed menu, up to $300, against receipts.
1> Your other work. Nothing in this letter restricts you from working with other brands, including other outdoor furniture and homeware companies, and you are free to film your supper club for anyone else.
1> Law. This letter is governed by the laws of the State of Oregon.
Kind regards,
Jordan Pike, Head of Content, for Outdoor Table Co.
AGREED AND ACCEPTED:
Lucia Ramirez
Date: March 5, 2026
`,
    expected: {
      parties: ["Outdoor Table Co.", "Lucia Ramirez"],
      signed: "2026-03-05",
      start: "2026-03-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 2000"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30c-03-cinema-kitchen-guest-release",
    style: "n30c-supperclub-filming-releases",
    format: "scan",
    source: `
# THE CINEMA KITCHEN - GUEST FILMING RELEASE
The Cinema Kitchen is a pop-up supper club run by Reel Supper Club Ltd, 22 Lever Street, Manchester M1 1BY ("we", "us").
Tonight's dinner (Saturday 21 November 2026, the "Event Date") is being filmed and photographed by our own team.
By signing below you agree that we may use film, photographs and sound recordings of you taken at tonight's dinner on our website and on our social media accounts, in the United Kingdom, for two years from the Event Date.
We will not use them in print, on posters or billboards, or on television.
No payment is made to you for this release.
You may ask us at any time to stop using your image in new posts, and we will do so within 14 days.
This release is governed by the law of England and Wales.
Signed for Reel Supper Club Ltd: Imogen Hart, Founder
Guest signature: T. Nowak
Guest name (capitals): TOMASZ NOWAK
Date: 21 November 2026
`,
    expected: {
      parties: ["Reel Supper Club Ltd", "Tomasz Nowak"],
      signed: "2026-11-21",
      start: "2026-11-21",
      end: "2028-11-20",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n30c-04-print-room-sessions-emails",
    style: "n30c-supperclub-filming-releases",
    format: "text",
    source: `
# The Print Room Sessions - chef deal (e-mail thread)
From: Tom Braddock <tom.braddock@harbourlanefoods.co.uk>
To: Aisha Okafor <aisha@theprintroomancoats.co.uk>
Date: Thursday 8 January 2026, 10:41
Subject: The Print Room Sessions - terms
Hi Aisha, as discussed, here are the terms for filming at your pop-up, The Print Room in Ancoats, for our campaign "The Print Room Sessions". Reply "agreed" and we both treat this as our binding agreement.
1. Parties: Harbour Lane Foods Ltd and you, Aisha Okafor.
2. Filming: one day at The Print Room, 19 January 2026.
3. Use: Harbour Lane's social media channels, the harbourlanefoods.co.uk website, and the in-store screens and shelf-edge displays in stockists' shops. No press or magazine ads and no TV.
4. Territory: United Kingdom.
5. Term: 12 months from the Launch Date. We will confirm the Launch Date in writing once the supermarkets lock it in.
6. Fee: £6,000 plus VAT.
7. Exclusivity: during the Term you will not work with any other supermarket or ready-meal brand. Your existing deal with Oaklee Knives is carved out and can continue.
8. Cancellation: if we cancel the shoot less than 48 hours before, we pay you a cancellation fee of £1,000.
9. No automatic renewal: any extension must be agreed in writing.
Tom
---
From: Aisha Okafor
Date: Thursday 8 January 2026, 16:02
Tom, happy with everything except the fee: with the extra prep day it needs to be £7,500.
---
From: Tom Braddock
Date: Friday 9 January 2026, 09:15
Aisha, fine. Point 6 is replaced: the fee is £7,500 plus VAT (this replaces the £6,000 in my first e-mail). Everything else stands.
---
From: Aisha Okafor
Date: Friday 9 January 2026, 09:58
Agreed. Aisha
---
From: Tom Braddock
Date: Tuesday 20 January 2026, 14:30
Confirming the Launch Date under point 5 is 2 February 2026.
`,
    expected: {
      parties: ["Harbour Lane Foods Ltd", "Aisha Okafor"],
      signed: "2026-01-09",
      start: "2026-02-02",
      end: "2027-02-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["GBP 7500"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30c-05-tutoring-testimonial-consent-form",
    style: "n30c-tutoring-testimonial-consents",
    format: "docx",
    source: `
# BRIGHTPATH TUTORS LTD - STUDENT TESTIMONIAL CONSENT
Brightpath Tutors Ltd (company no. 12904451), 9 Albion Place, Leeds LS1 6JL ("Brightpath") runs online one-to-one tutoring for GCSE, A level and university entrance.
## What you are agreeing to
I, the undersigned student, consent to Brightpath using my written testimonial about my online tutoring, my first name and surname, the university place I gained and the photograph I have supplied (together the "Testimonial") in the ways I have marked "Yes" in the table below, for use in the United Kingdom.
| Use | Consent |
| Brightpath website | Yes |
| Brightpath social media accounts (Instagram, Facebook, LinkedIn) | Yes |
| Printed prospectus and open-day leaflets | Yes |
| Television or radio advertising | No |
| Posters and billboards | No |
## How long
This consent starts on the date I sign below and lasts until 31 August 2027, unless I withdraw it earlier by e-mailing privacy@brightpathtutors.co.uk.
## Payment
No payment or other reward is given for this consent.
## Sharing with partners
Brightpath will not sub-license or pass the Testimonial to any partner school, university or other organisation, and this consent is personal to Brightpath and may not be assigned or transferred.
## Data protection
Brightpath will handle the Testimonial in line with its privacy notice and UK data protection law.
Student signature: D. Osei
Name: Daniel Osei
Date: 20 July 2026
For Brightpath Tutors Ltd: Ruth Amankwah, Head of Student Services
`,
    expected: {
      parties: ["Brightpath Tutors Ltd", "Daniel Osei"],
      signed: "2026-07-20",
      start: "2026-07-20",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n30c-06-online-tutoring-paid-testimonial",
    style: "n30c-tutoring-testimonial-consents",
    format: "pdf",
    source: `
# TESTIMONIAL AGREEMENT
This Testimonial Agreement (the "Agreement") is entered into by and between LumenPrep, Inc., a Delaware corporation with offices at 300 Congress Avenue, Suite 900, Austin, Texas 78701 ("LumenPrep"), and Marisol Vega, an individual residing in San Antonio, Texas ("Student").
## 1. Background
Student completed LumenPrep's online tutoring program for the nursing school entrance exam and has agreed to give a video and written testimonial about her experience (the "Testimonial").
## 2. License
2> Student grants LumenPrep the right to use the Testimonial, and Student's name, likeness and voice as they appear in it, in LumenPrep's advertising and promotion on LumenPrep's websites, on LumenPrep's social media accounts and in television commercials, in the United States and Canada.
2> The Testimonial shall not be used in print publications, on billboards or in other out-of-home advertising.
## 3. Term
The license begins on the Publication Date and continues for eighteen (18) months from the Publication Date. The Publication Date is stated in Schedule A. This Agreement does not renew automatically.
## 4. Compensation
4> LumenPrep shall pay Student a testimonial fee of $750 within thirty (30) days after the Publication Date.
4> LumenPrep shall reimburse Student up to $150 for a microphone and ring light purchased for recording the Testimonial, against receipts. This reimbursement is not part of the fee.
## 5. Exclusivity
During the Term, Student shall not give a testimonial, endorsement or review for any other online tutoring or test-preparation service.
## 6. Conduct
If Student is charged with a crime or engages in conduct that, in LumenPrep's reasonable opinion, brings Student or LumenPrep into public disrepute, LumenPrep may stop using the Testimonial and end this Agreement on written notice.
## 7. General
This Agreement is governed by the laws of the State of Texas.
## Schedule A
| Item | Detail |
| Testimonial | 60-second video and 120-word written review |
| Publication Date | October 1, 2026 |
| Fee | $750 |
LUMENPREP, INC. By: Derek Haas, VP Marketing. Date: September 10, 2026
STUDENT: Marisol Vega. Date: September 12, 2026
`,
    expected: {
      parties: ["LumenPrep, Inc.", "Marisol Vega"],
      signed: "2026-09-12",
      start: "2026-10-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["USD 750"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30c-07-adult-learner-testimonial-letter",
    style: "n30c-tutoring-testimonial-consents",
    format: "scan",
    source: `
# NORTHCOTE ONLINE TUTORING LLP
14 Castle Street, Shrewsbury SY1 2AZ
15 January 2026
Ms Grace Fennell
7 Wyle Cop, Shrewsbury SY1 1XB
Dear Ms Fennell,
Your video testimonial
Thank you for recording a short video about your adult maths tutoring with us. This letter asks for your consent to use it.
1. You allow Northcote Online Tutoring LLP to show the video, your first name and surname, and a quotation from it on our website and our social media pages, throughout the world.
2. This excludes any paid advertising on television, radio or in cinemas.
3. The consent runs for three years from the date you sign this letter.
4. We will pay you a fee of £100 when you return this letter signed. We will also refund your travel costs to the recording session, up to £25, against receipts.
5. This consent is not exclusive: you remain free to give testimonials to anyone else, including other tutoring companies.
Yours sincerely,
Helen Marsh, Partner, for Northcote Online Tutoring LLP
I agree to the terms of this letter.
Signed: Grace Fennell
Date: 22 January 2026
`,
    expected: {
      parties: ["Northcote Online Tutoring LLP", "Grace Fennell"],
      signed: "2026-01-22",
      start: "2026-01-22",
      end: "2029-01-21",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 100"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30c-08-heat-pump-case-study-schedule",
    style: "n30c-retrofit-case-study-releases",
    format: "docx",
    source: `
# CUSTOMER CASE STUDY RELEASE
## Between
GREENHEARTH RETROFIT LTD (company no. 10338712) of 2 Mill Race Business Park, Hebden Bridge HX7 8EX (the "Installer")
and
MR ALAN PRYCE and MRS HELEN PRYCE of Fold Cottage, Heptonstall HX7 7LT (together the "Homeowners")
## 1. Background
The Installer has fitted an air-source heat pump from its "Outdoor Comfort" range, loft and cavity-wall insulation and new radiators at the Homeowners' property under a separate installation contract. The Homeowners have agreed that the Installer may publish a case study about the work.
## 2. Materials
The case study consists of photographs of the property inside and out, a short film of the Homeowners describing the work, their first names and the village name, and their heating bills before and after the work (the "Materials"). The full address of the property will not be published.
## 3. Licence
The Homeowners grant the Installer a licence to use the Materials on the Installer's website, on its social media accounts, and in its printed brochures and in trade magazines, in the United Kingdom, for the Licence Period shown in the Schedule.
## 4. Excluded uses
The Materials shall not be used on billboards, on vehicle livery or on television.
## 5. Payment
The Installer shall pay the Homeowners a case-study fee of £600 within 14 days of the Date of this Release. The £1,500 deposit already paid by the Homeowners under the installation contract is not affected by this Release and is dealt with under that contract.
## 6. Assignment
Neither party may assign or transfer this Release or any rights under it.
## 7. Law
This Release is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Date of this Release | 3 April 2026 |
| Installation completion | 10 April 2026 |
| Licence Period | 10 April 2026 to 9 April 2029 |
| Case-study fee | £600 |
Signed on the Date of this Release:
For Greenhearth Retrofit Ltd: Owen Sutcliffe, Managing Director
Alan Pryce
Helen Pryce
`,
    expected: {
      parties: ["Greenhearth Retrofit Ltd", "Alan Pryce", "Helen Pryce"],
      signed: "2026-04-03",
      start: "2026-04-10",
      end: "2029-04-09",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["GBP 600"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n30c-09-solar-retrofit-buyout-release",
    style: "n30c-retrofit-case-study-releases",
    format: "pdf",
    source: `
# CUSTOMER CASE STUDY AND LIKENESS RELEASE
This Release is made on June 18, 2026 between Brightwall Energy Solutions LLC, 2250 Industrial Parkway, Madison, Wisconsin 53713 ("Brightwall"), and Robert Lindqvist of 81 Lakeview Drive, Middleton, Wisconsin 53562 ("Customer").
1> Project. Brightwall has installed rooftop solar panels, a battery system and attic insulation at Customer's home (the "Project"). Brightwall will film and photograph Customer and the Project and record Customer's comments about it (the "Case Study").
1> Grant. Customer grants Brightwall the irrevocable, non-exclusive right, throughout the world and in perpetuity, to use, edit, reproduce and publish the Case Study and Customer's name, likeness and voice as they appear in it, in any and all media now known or hereafter devised. This grant is effective on the date of this Release.
1> Sublicensing and assignment. Brightwall may sublicense any of these rights to its affiliates and to the manufacturers of the equipment installed in the Project, and may assign this Release to any successor to its business.
1> Buyout payment. Brightwall shall pay Customer a one-time buyout payment of $1,000, which is full payment for all uses of the Case Study. No further payment, royalty or residual is due for any use.
1> Optional second filming day. If Brightwall elects to film a follow-up visit within 12 months, it will pay Customer an additional $300 for that day. Brightwall is under no obligation to do so.
1> Privacy. Brightwall will not publish Customer's street address or utility account details.
1> Governing law. This Release is governed by the laws of the State of Wisconsin.
BRIGHTWALL ENERGY SOLUTIONS LLC
By: Kayla Brandt, Marketing Director. Date: June 18, 2026
CUSTOMER
Robert Lindqvist. Date: June 18, 2026
`,
    expected: {
      parties: ["Brightwall Energy Solutions LLC", "Robert Lindqvist"],
      signed: "2026-06-18",
      start: "2026-06-18",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 1000"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "sublicensable", "assignable", "buyout"]
    }
  },
  {
    id: "n30c-10-insulation-release-with-rider",
    style: "n30c-retrofit-case-study-releases",
    format: "text",
    source: `
# COSYLOFT INSULATION LTD - PROJECT SHOWCASE RELEASE
Between Cosyloft Insulation Ltd, Unit 6, Ballymount Business Park, Dublin 24 ("Cosyloft"), and Siobhan Byrne, 19 Orwell Gardens, Rathgar, Dublin 6 (the "Customer").
1. Works. Cosyloft completed external wall insulation and attic insulation at the Customer's home on 29 September 2025 (the "Completion Date").
2. Materials. The Customer allows Cosyloft to photograph the house and to use the photographs, the Customer's first name and a written quote from her (the "Materials").
3. Channels. Cosyloft may use the Materials on its website and its social media accounts.
4. Territory. Republic of Ireland only.
5. Term. The permission in this Release runs for two years from the Completion Date.
6. Fee. Cosyloft will pay the Customer a showcase fee of EUR 400. Cosyloft will also reimburse the cost of cleaning the house before the photo shoot, up to EUR 75, on production of a receipt.
7. Sharing with our supplier. Cosyloft shall not share, sub-license or assign the Materials, or this Release, to its insulation supplier or to anyone else.
8. Rider. Rider A below forms part of this Release and prevails over clauses 1 to 7 where they differ.
RIDER A
A1. Clause 5 is deleted and replaced by: "5. Term. The permission in this Release runs for three years from the Completion Date."
A2. Clause 3 is amended by adding at the end: "and in its printed leaflets."
Signed for Cosyloft Insulation Ltd: Declan Moran, Director. Date: 6 October 2025
Signed by the Customer: Siobhan Byrne. Date: 6 October 2025
`,
    expected: {
      parties: ["Cosyloft Insulation Ltd", "Siobhan Byrne"],
      signed: "2025-10-06",
      start: "2025-09-29",
      end: "2028-09-28",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["EUR 400"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  }
]
