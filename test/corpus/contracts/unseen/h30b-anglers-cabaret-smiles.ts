// Independent author "h30b" (wave 30), one held-out batch written without reading the reader or the other batches'
// texts: I read only test/corpus/contracts/Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of
// the n11 batch (for the file convention), check-batch.ts and the names of the files in unseen/ and independent/.
// Committed before any run of the reader on it. Three drafting styles:
// - angling ambassadors: fishing-tackle brand ambassador agreements (a UK formal agreement whose term runs from a
//   Launch Date given only in the schedule, a US pro-staff letter that binds its addressee, a short scanned carp-bait
//   agreement with a rider that replaces the fee clause, an e-mailed fly-fishing deal memo whose term runs from a
//   date given in a later message). Hard: the company name "Kestrel Outdoor Tackle" and the "Kestrel Print" lure range
//   and the "Cinema Reel" product, tackle "entry fees" that are expenses, exclusivity carved out for other kinds of
//   kit, instalments and expense caps beside the fee.
// - cabaret licences: drag and cabaret performer promotional licences (a venue called the Velvet Cinema Club with an
//   "Exclusive Residency" heading over a body that says the performer is not exclusive, a US festival producer's
//   perpetual footage licence with a kill fee and per diem, a revised tour deal memo for "The Late Broadcast Cabaret"
//   that supersedes an earlier memo and excludes broadcast). Hard: channel words in names, a heading that promises
//   what the body denies, a superseded memo whose values must be ignored.
// - smile consents: dental practice smile-makeover patient image consents (a scanned UK consent form with a Yes/No
//   table, a US patient release whose practice is named only in the signature block and whose term runs from a
//   Treatment Completion Date given in a table at the end, a UK dental group's consent with a campaign named
//   "Outdoor Smiles" that excludes outdoor advertising, a five-year term that is exactly 60 months, a modelling fee
//   beside travel expenses and a cancellation fee). Hard: no fee at all, consent until withdrawn, headings naming
//   sub-licensing and assignment over bodies that forbid them.
//
// Answer rules decided by this author: the parties are the two who are bound, named as the document names them
// without titles or role labels (an agency that posts for a client and is said not to be a party is not one; a
// practice named only in the signature block is one); the signing date is the date of the last signature, or of the
// reply that accepts a deal memo, or the date a revised memo is signed by both where it supersedes an earlier one;
// start and end are those of the licence or engagement, and "N months/years from X" ends the day before the
// anniversary of X, with X taken from wherever the document gives it (a schedule, a later message, a table); a
// consent "until withdrawn" has no end (no_end_date) and is not perpetual; a perpetual licence has no end and is
// flagged perpetual_term only (not no_end_date). Fees are the sums paid for the services or rights: instalments,
// VAT, capped or reimbursed expenses (travel, mileage, tournament entry fees, boat hire), per diems, deposits, kill
// or cancellation fees and performance fees said to be payable under another agreement are not fees; where a rider or
// a revised memo replaces a fee, only the replacing fee counts. Channels: websites and online pages are web; Instagram,
// Facebook, TikTok and YouTube channels are social; television is broadcast; catalogues, magazines, brochures,
// flyers and programmes are print; posters and billboards are out_of_home; point-of-sale displays in shops are
// in_store; a medium that is excluded or refused ("No", "shall not use", "excluding") is not a channel even where a
// name holds the channel's word. Territories are the countries stated ("England, Scotland and Wales" and "the United
// Kingdom" are GB); a document silent on territory has none. Exclusivity is true where the talent promises to promote
// no competing product of the category (even with carve-outs for other kinds of goods), and then non_compete is raised
// too; false where the document says non-exclusive or that the talent is free to work with others; null where it is
// silent. Flags are raised where the text grants the thing (a perpetual, irrevocable or sub-licensable grant, a
// morality clause, a competitor restriction) and denied where the text expressly rules it out ("shall not
// sub-license", "may not be assigned", "will not renew automatically"); long_term only above 60 months.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h30b-angling-ambassadors", "h30b-cabaret-licences", "h30b-smile-consents"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30b-01-tackle-ambassador-launch-schedule",
    style: "h30b-angling-ambassadors",
    format: "docx",
    source: `
# BRAND AMBASSADOR AGREEMENT
This Agreement is dated 14 January 2026.
## Parties
(1) KESTREL OUTDOOR TACKLE LIMITED, a company incorporated in England and Wales (company number 09874412) whose registered office is at Unit 4, Riverside Park, Hereford HR2 6JT ("Kestrel" or the "Company"); and
(2) CALLUM BRAITHWAITE of 17 Weir Lane, Ross-on-Wye HR9 5AX (the "Ambassador").
## Background
(A) The Company designs and sells fishing rods, reels, lines, terminal tackle and bait under the Kestrel brand, including the "Kestrel Print" range of printed soft-plastic lures.
(B) The Ambassador is a match and specimen angler who publishes angling content and has agreed to act as an ambassador for the Company on the terms below.
## Agreed terms
1> Definitions
2> "Content" means the photographs, films and written pieces that the Ambassador creates under this Agreement.
2> "Launch Date" means the date set out as such in the Schedule.
2> "Term" means the period of twelve (12) months beginning on the Launch Date.
2> "Territory" means the United Kingdom and the Republic of Ireland.
1> Appointment
2> The Company appoints the Ambassador as its brand ambassador in the Territory for the Term, and the Ambassador shall provide the content days and social posts set out in the Schedule.
1> Exclusivity
2> During the Term the Ambassador shall not endorse, promote, or knowingly be photographed using, the rods, reels, lines or terminal tackle of any manufacturer other than the Company ("Competing Products").
2> Nothing in clause 3.1 prevents the Ambassador from working with makers of boats, outboard motors, waterproof clothing or optics, or with fisheries, angling clubs and angling charities.
1> Use of Content and name
2> The Company may use the Content and the Ambassador's name, likeness and biography in the Territory during the Term on the Company's website, on the Company's social media channels, and in the Company's printed product catalogues and its advertisements in angling magazines.
2> No licence is granted for television or cinema advertising, or for posters, billboards or other outdoor advertising.
2> The Company shall not sub-license the Content or any right under this Agreement to any third party, and shall not assign this Agreement without the Ambassador's prior written consent.
1> Fees and expenses
2> In consideration of the services and rights granted, the Company shall pay the Ambassador a fee of £18,000 (plus VAT if applicable), payable in four equal quarterly instalments of £4,500 in arrears.
2> The Company shall reimburse the Ambassador's reasonable travel and accommodation expenses for content days, up to £1,200 in total over the Term, against receipts.
2> The Company shall supply tackle for the Ambassador's use free of charge; the tackle remains the Company's property.
1> Conduct
2> The Company may terminate this Agreement with immediate effect if the Ambassador is convicted of an offence under fisheries or animal welfare legislation, or does anything that in the Company's reasonable opinion brings the Company or the Ambassador into public disrepute.
1> Governing law
2> This Agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Launch Date | 1 March 2026 |
| Content days | 6 (dates to be agreed) |
| Social posts | 24 over the Term (two per month) |
| Product allowance | Rods, reels and terminal tackle as reasonably required |
Signed by Harriet Coombes, Director, for and on behalf of Kestrel Outdoor Tackle Limited, on 14 January 2026.
Signed by Callum Braithwaite on 14 January 2026.
`,
    expected: {
      parties: ["Kestrel Outdoor Tackle Limited", "Callum Braithwaite"],
      signed: "2026-01-14",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h30b-02-pro-staff-letter-nonexclusive",
    style: "h30b-angling-ambassadors",
    format: "pdf",
    source: `
# RIVERBEND LURE COMPANY, INC.
410 Lakeshore Drive, Guntersville, AL 35976
February 9, 2026
Ms. Jolene Delgado
2218 Catfish Bend Road
Scottsboro, AL 35768
Dear Ms. Delgado:
Re: 2026-2027 Pro Staff Ambassador Terms
We are delighted to invite you to join the Riverbend Pro Staff. This letter sets out the terms on which Riverbend Lure Company, Inc. ("Riverbend") engages you as a Pro Staff ambassador. When you countersign and return a copy, this letter will be a binding agreement between you and Riverbend.
1. Term. Your engagement runs from April 1, 2026 through March 31, 2027.
2. Territory. The United States and Canada.
3. Services. You will fish Riverbend crankbaits and our "Cinema Reel" line of baitcasting reels at the tournaments you enter, wear Riverbend patches on your jersey, and deliver three short videos each month for Riverbend's channels.
4. Use of your name and likeness. Riverbend may use your name, image, voice, biography and tournament results on riverbendlures.com, on Riverbend's Instagram, YouTube and Facebook accounts, and in Riverbend's television commercials aired during fishing programs.
5. Exclusivity. This engagement is non-exclusive. You remain free to accept sponsorship from other tackle, boat, electronics and apparel companies, including direct competitors of Riverbend.
6. Compensation. Riverbend will pay you an annual retainer of $24,000, paid in twelve monthly installments of $2,000. Riverbend will also reimburse your tournament entry fees for up to four events, capped at $5,000 in total, and will supply Riverbend product at no charge.
7. Renewal. This agreement will not renew automatically. Any renewal for a later season requires a new written agreement.
8. Governing law. Alabama.
If these terms are acceptable, please sign below and return a copy to me.
Very truly yours,
Mark Tolliver
Vice President, Marketing
Riverbend Lure Company, Inc.
ACCEPTED AND AGREED:
Jolene Delgado
Date: February 16, 2026
`,
    expected: {
      parties: ["Riverbend Lure Company, Inc.", "Jolene Delgado"],
      signed: "2026-02-16",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 24000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "h30b-03-carp-bait-rider-fee",
    style: "h30b-angling-ambassadors",
    format: "scan",
    source: `
# CARP ANGLER AMBASSADOR AGREEMENT
Date: 3 June 2026
Between: Deepwater Baits Ltd, 8 Mill Road, Norwich NR3 2AB ("Deepwater"), and Tomasz Nowak, 41 Fen Street, Ely CB7 4HQ ("the Angler").
1. Term. This Agreement runs from 1 July 2026 to 30 June 2027.
2. Territory. England, Scotland and Wales.
3. Media. Deepwater may use the Angler's catch photographs, name and likeness on Deepwater's website, on social media, and on point-of-sale display cards in tackle shops stocking Deepwater products.
4. Exclusivity. During the Term the Angler will use and promote only Deepwater boilies, pellets and liquids, and will not promote any other bait brand. The Angler may use and promote rods, reels, bivvies and other tackle of any brand.
5. Fee. Deepwater will pay the Angler £6,000 in two instalments of £3,000, on 1 July 2026 and 1 January 2027.
6. Expenses. Deepwater will supply bait free of charge and will not otherwise pay the Angler's expenses.
7. Assignment. This Agreement may not be assigned by either party.
## RIDER No. 1 (signed with the Agreement)
Clause 5 is deleted and replaced by: "5. Fee. Deepwater will pay the Angler a fee of £7,500, payable in full within 14 days of signature." Where this Rider and the Agreement differ, this Rider prevails.
Signed for Deepwater Baits Ltd: Sarah Pike, Managing Director, 3 June 2026
Signed: Tomasz Nowak, 3 June 2026
`,
    expected: {
      parties: ["Deepwater Baits Ltd", "Tomasz Nowak"],
      signed: "2026-06-03",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 7500"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30b-04-fly-guide-email-first-film",
    style: "h30b-angling-ambassadors",
    format: "text",
    source: `
# Fwd: Isla x Glen Orrin - ambassador terms
From: Fraser Dunbar <fraser@glenorrinfly.co.uk>
To: Isla MacRae <isla@speyguiding.scot>
Sent: Mon 20 Jul 2026 09:41
Isla - as discussed at the Grantown show, here are our terms for the ambassador films. Reply "agreed" and we are done; no long form.
Parties: Glen Orrin Fly Co. Ltd and you, Isla MacRae.
Work: 2 short films of you guiding on the Spey with our rods and lines, shot in Aug and Sep.
Fee: £9,500 flat for both films and the usage below.
Expenses: boat hire and ghillie's day rates reimbursed at cost. If we cancel a shoot day on less than 7 days' notice we pay a cancellation fee of £750.
Usage: our website, our YouTube and Instagram, and our printed catalogue. Excluding TV, cinema and outdoor (posters, billboards).
Terr: worldwide.
Term: 2 years from the date film 1 goes live. I will confirm that date when we have it.
Excl: none - you stay free to guide for and film with other brands, fly or otherwise.
We will not sub-license the films to anyone, including our retailers.
Fraser Dunbar, Marketing Director, Glen Orrin Fly Co. Ltd
---
From: Isla MacRae <isla@speyguiding.scot>
Sent: Tue 21 Jul 2026 18:02
Agreed on all points. Looking forward to it. Isla
---
From: Fraser Dunbar <fraser@glenorrinfly.co.uk>
Sent: Tue 15 Sep 2026 12:10
Film 1 went live on our channels this morning (15 Sep 2026), so the 2-year term runs from today. Thanks again!
`,
    expected: {
      parties: ["Glen Orrin Fly Co. Ltd", "Isla MacRae"],
      signed: "2026-07-21",
      start: "2026-09-15",
      end: "2028-09-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 9500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30b-05-velvet-cinema-residency-images",
    style: "h30b-cabaret-licences",
    format: "docx",
    source: `
# PROMOTIONAL IMAGE LICENCE
THIS LICENCE is made on 22 January 2026
BETWEEN
(1) THE VELVET CINEMA CLUB LIMITED, company number 11204587, of 3 Madeira Parade, Brighton BN2 1TB, which operates a cabaret bar in a former picture house (the "Venue"); and
(2) DOMINIC PRYCE of Flat 6, 19 Norfolk Square, Brighton BN1 2PB (the "Performer").
The Performer performs drag cabaret under the stage name "Vera Cityy" and has been booked for a Saturday residency at the Venue under a separate Residency Agreement of the same date.
## 1. Grant
1> The Performer grants the Venue a licence to use photographs and short video clips of the Performer in costume (the "Images"), and the stage name, to promote the residency, on the following media only: the Venue's website; the Venue's Instagram, TikTok and Facebook accounts; printed flyers and listings programmes; and posters displayed on the Venue's frontage and at bus shelters in Brighton and Hove.
1> The Venue shall not use the Images in cinema advertising or in television advertising, nor in any material promoting a performer other than the Performer.
## 2. Licence Period and Territory
1> The licence applies for the Licence Period set out in the Schedule, in the United Kingdom only.
## 3. Exclusive Residency
1> The Performer is not exclusive to the Venue. The Performer may perform, and be promoted, at any other venue, in Brighton or elsewhere, throughout the Licence Period.
## 4. Payment
1> The Venue shall pay the Performer a licence fee of £1,200 for the rights in clause 1, within 14 days of this Licence.
1> Performance fees for the residency are payable under the Residency Agreement and are not part of this Licence.
1> The Performer shall pay the Venue a refundable deposit of £200 for the use of a costume store, returned at the end of the Licence Period.
## 5. Sub-licensing
1> The Venue may not sub-license the Images to any other person, including the promoters of other nights held at the Venue.
## Schedule
| Licence Period starts | 1 February 2026 |
| Licence Period ends | 31 August 2026 |
| Residency nights | Every Saturday, 7 February to 25 July 2026 |
Signed for The Velvet Cinema Club Limited by Oona Kerrigan, Director: 22 January 2026
Signed by Dominic Pryce: 22 January 2026
`,
    expected: {
      parties: ["The Velvet Cinema Club Limited", "Dominic Pryce"],
      signed: "2026-01-22",
      start: "2026-02-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1200"],
      flags: [],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "h30b-06-pride-pier-footage-perpetual",
    style: "h30b-cabaret-licences",
    format: "pdf",
    source: `
# PERFORMER PROMOTIONAL LICENSE
Lavender Fog Productions LLC, a California limited liability company with offices at 1550 Mission Street, San Francisco, CA 94103 ("Producer"), and Marisol Vance, an individual residing in Oakland, California ("Performer"), agree as follows. Performer appears under the stage name Anita Margarita.
## 1. Performance
Performer will perform a twenty-minute drag set on the main stage at Pride on the Pier 2026 on June 27, 2026 (the "Performance").
## 2. License
(a) Performer grants Producer a non-exclusive, irrevocable license, throughout the world and in perpetuity beginning on the date of the Performance, to record the Performance and to use the recording, photographs of Performer and Performer's stage name (the "Footage") on Producer's websites and on Producer's social media accounts, to promote Pride on the Pier and future Producer events.
(b) Producer may sublicense the Footage to the festival's named sponsors, solely for posting recap clips on the sponsors' own social media accounts.
(c) The license excludes television, cinema, and billboard or other outdoor advertising.
## 3. Payment
(a) Producer will pay Performer a fee of $2,500 for the Performance and the license, within ten business days after the Performance.
(b) Producer will pay Performer a per diem of $75 on the Performance date.
(c) If Producer cancels the Performance less than fourteen days in advance, Producer will pay a kill fee of $1,250 instead of the fee in Section 3(a).
## 4. Non-Exclusivity
Performer may perform at any other Pride event or venue, on any date, including June 27, 2026 after her set.
## 5. General
This License is governed by the laws of the State of California.
LAVENDER FOG PRODUCTIONS LLC
By: Theo Marchetti, Managing Member
Date: May 12, 2026
PERFORMER
Marisol Vance
Date: May 15, 2026
`,
    expected: {
      parties: ["Lavender Fog Productions LLC", "Marisol Vance"],
      signed: "2026-05-15",
      start: "2026-06-27",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 2500"],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h30b-07-late-broadcast-tour-memo-v2",
    style: "h30b-cabaret-licences",
    format: "text",
    source: `
# DEAL MEMO v2 - "THE LATE BROADCAST CABARET" UK & IRELAND TOUR 2026 - PROMOTIONAL USE
This v2 supersedes v1 of 2 March 2026 in full. Where v2 differs from v1, v2 prevails.
Promoter: Gaslight Touring Ltd, 12 Canal Wharf, Manchester M1 7HE
Artist: Rhiannon Ellis (drag king; billed as "Rex Rampant")
What: the Promoter's use of the Artist's name, billing photos and rehearsal clips to promote the tour.
Usage period: 1 Apr 2026 to 16 Nov 2026 (30 days after the final show on 17 Oct 2026 in Cardiff).
Territory: UK and Republic of Ireland (v1 said UK only).
Media: tour website, Promoter's social accounts, printed flyers and show programmes, posters at venues and on street sites.
NO broadcast or TV use despite the show title - the show is not recorded for broadcast and no clip may be supplied to any TV or radio station.
Exclusivity: the Artist will not appear in any other touring cabaret or variety show in the UK or Ireland between 1 Apr 2026 and 17 Oct 2026, save for the Artist's own monthly solo night at the Hen & Chickens, Bristol.
Promo licence fee: £900 flat (v1 said £750). Performance fees are in the separate booking contract.
Renewal: none - no automatic renewal of this memo or of the booking contract.
Signed for Gaslight Touring Ltd: Priyanka Doyle, Tour Producer - 9 Mar 2026
Signed: Rhiannon Ellis - 9 Mar 2026
`,
    expected: {
      parties: ["Gaslight Touring Ltd", "Rhiannon Ellis"],
      signed: "2026-03-09",
      start: "2026-04-01",
      end: "2026-11-16",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["GBP 900"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h30b-08-harbourside-consent-form-yesno",
    style: "h30b-smile-consents",
    format: "scan",
    source: `
# HARBOURSIDE DENTAL STUDIO
22 Quay Street, Bristol BS1 4DB - Tel 0117 496 0381
## Patient consent to the use of clinical photographs and video (Smile Makeover)
Patient name: Anjali Sharma
Treatment: composite bonding (upper six teeth) and home whitening
I agree that Harbourside Dental Studio may use the before-and-after photographs and short video of my smile taken during my treatment in the ways I have marked Yes below, to show the results of its smile makeover treatments.
| Use | Consent |
| The practice website | Yes |
| The practice Instagram and Facebook pages | Yes |
| Printed practice brochures and leaflets | No |
| Posters in the practice window | No |
Only my lower face (lips and teeth) will be shown. My name will not be shown.
I understand that I will receive no payment or other reward for this consent.
The practice will not sell, share or license my photographs or video to any third party, including the makers of whitening products or dental materials.
This consent starts on the date I sign it and remains in force until I withdraw it by writing to the practice. If I withdraw it, the practice will remove the images from its website and pages within 14 days.
Patient signature: Anjali Sharma     Date: 24/03/2026
For Harbourside Dental Studio: Dr Owen Hale, Principal Dentist     Date: 24/03/2026
`,
    expected: {
      parties: ["Harbourside Dental Studio", "Anjali Sharma"],
      signed: "2026-03-24",
      start: "2026-03-24",
      end: null,
      perpetual: false,
      territories: [],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30b-09-patient-release-signature-practice",
    style: "h30b-smile-consents",
    format: "pdf",
    source: `
# PATIENT PHOTOGRAPH AND TESTIMONIAL RELEASE
1. I, Daniel Okafor, of 8804 Cedar Hollow Lane, Austin, Texas 78745 ("Patient"), am a patient of the dental practice that signs this Release below (the "Practice"), where I have received a smile makeover of porcelain veneers.
2. I grant the Practice the right to use my before-and-after photographs, video of my smile, my first name and my spoken testimonial (the "Materials") to advertise the Practice within the United States.
3. The Practice may use the Materials on its website, on its social media pages, in television commercials aired on local stations, and on billboards.
4. The Practice shall not use the Materials in newspapers, magazines, direct mail or any other printed material.
5. This Release lasts for three (3) years from the Treatment Completion Date shown in the table at the end of this Release, and then expires.
6. The Practice will pay me a testimonial fee of $1,500 within thirty days after the Practice signs this Release. If the Practice asks me to attend a filming session, it will also reimburse my mileage at the IRS standard rate. The courtesy discount I received on my treatment is not payment for this Release.
7. The Practice may not assign or transfer this Release to any other practice or to any purchaser of the Practice's business.
8. I may ask the Practice to stop future uses of my Materials by written notice, but uses already printed or aired before the notice are not affected.
| Treatment Completion Date | August 14, 2026 |
| Treating dentist | Lena Whitaker, DDS |
PATIENT: Daniel Okafor          Date: August 20, 2026
BRIGHT HARBOR COSMETIC DENTISTRY, PLLC
By: Lena Whitaker, DDS, Managing Member          Date: August 21, 2026
`,
    expected: {
      parties: ["Daniel Okafor", "Bright Harbor Cosmetic Dentistry, PLLC"],
      signed: "2026-08-21",
      start: "2026-08-14",
      end: "2029-08-13",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "broadcast", "out_of_home"],
      exclusive: null,
      fees: ["USD 1500"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30b-10-outdoor-smiles-group-consent",
    style: "h30b-smile-consents",
    format: "docx",
    source: `
# SMILE MAKEOVER IMAGE CONSENT AND MODELLING AGREEMENT
Campaign: "Pearlfield Outdoor Smiles" (Summer 2026)
This Agreement is made on 18 June 2026 between:
1. PEARLFIELD DENTAL GROUP LTD, registered in England and Wales under number 10337729, whose registered office is at 5 Abbey Court, Leeds LS5 3HP ("Pearlfield"); and
2. GEORGIA WHITMORE, of 27 Moorland Rise, Harrogate HG2 7LN (the "Patient").
Pearlfield's social media agency, Brightline Social Ltd, will photograph the Patient and prepare posts for Pearlfield. Brightline Social Ltd is not a party to this Agreement and acquires no rights under it.
## 1. Consent
1> The Patient consents to Pearlfield using the before-and-after photographs and video taken at the campaign shoot (the "Images") to promote Pearlfield's cosmetic dentistry on Pearlfield's website, on Pearlfield's Instagram and TikTok accounts, and in Pearlfield's printed patient magazine, "Pearlfield Smile".
1> Despite the campaign name, the Images shall not be used on posters, billboards, bus sides or any other outdoor advertising, nor on television.
1> The consent applies in the United Kingdom.
## 2. Duration
1> The consent lasts for five (5) years from the date of this Agreement and then ends. The Patient may withdraw it earlier for future uses by written notice.
## 3. Payment
1> Pearlfield shall pay the Patient a modelling fee of £300 within 30 days after the shoot.
1> Pearlfield shall reimburse the Patient's travel to the shoot up to £45.
1> If Pearlfield cancels the shoot on less than 48 hours' notice, it shall pay the Patient a cancellation fee of £150 instead of the modelling fee.
## 4. No exclusivity
1> This consent is non-exclusive. The Patient is free to appear in advertising for any other dental practice or product.
## 5. Assignment and sub-licensing
1> This consent is personal to Pearlfield. Pearlfield shall not assign this Agreement and shall not sub-license any of the Images to any other person, including Brightline Social Ltd.
Signed for Pearlfield Dental Group Ltd by Dr Samira Qureshi, Clinical Director, on 18 June 2026
Signed by Georgia Whitmore on 18 June 2026
`,
    expected: {
      parties: ["Pearlfield Dental Group Ltd", "Georgia Whitmore"],
      signed: "2026-06-18",
      start: "2026-06-18",
      end: "2031-06-17",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 300"],
      flags: [],
      denies: ["sublicensable", "assignable", "non_compete"]
    }
  }
]
