// Independent author "h29b" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch
// for the file convention, the checker check-batch.ts and the names of the files in unseen/ and independent/), and
// committed before the reader was run on it. Three drafting styles new to the corpus:
// - start-up founder and hackathon participant promotional consents: an accelerator's founder consent with party
//   blocks and defined terms, a hackathon release on a scanned entry form (prize money that is not a fee, an
//   irrevocable perpetual grant), a venture fund's letter to a founder ("Dear Ms ..."), and a bank's demo-day
//   sponsorship whose term counts from a Demo Day given only in a schedule and is replaced by a rider that prevails;
// - courier, delivery-rider and van-livery campaign agreements: a rider filmed in branded kit for a campaign called
//   "Outdoor Heroes" that is not granted out-of-home, with a category exclusivity that leaves courier work free and a
//   term from a First Air Date defined later; a van-livery agreement between a parcel firm and "Haverly Outdoor
//   Gear Ltd" with the dates only in a schedule table, a refundable deposit and automatic renewal; a driver's short
//   consent for a "Print & Post" service page and counter posters;
// - magician, circus and variety performer promo licences: a touring magician's poster and trailer licence on a
//   scan (performance fees that belong to another agreement, moral rights expressly kept), a US circus aerialist's
//   perpetual trailer buyout whose "Sublicensing" heading sits over a prohibition, and a variety theatre's letter to
//   a ventriloquist where the theatre is named only in its signature block and the season's end only in a table.
//
// Answer rules decided by this author: the parties are those bound by the document's signatures (a founder who
// signs personally beside her company is a party; a wrapping contractor, a group company or an agency named but not
// signing is not); names are given as the document names them, without role labels or stage-name glosses; the
// signing date is the date of the last signature or countersignature, or the one date given for signing by all; the
// start is the date the grant runs from as written (the date of a letter where it says "from the date of this
// letter"), and a term "N months from X" ends the day before the Nth-month anniversary of X; where a rider or
// amendment replaces a clause and says it prevails, its values are the answer; a renewing term ends at the end of the
// initial term, with automatic_renewal raised; fees are the sums paid for the rights or the services: VAT, expenses,
// per diems, overtime owed only if incurred, a refundable deposit, prizes, wrap-production costs paid to a third
// party and performance fees under another agreement are not fees; channels: television is broadcast, websites and
// online pages web, a party's social media accounts and online video on them social, posters, billboards, bus
// shelters and van livery out_of_home, brochures, programmes, flyers and printed reports print, trailers shown in
// cinemas cinema, displays at a shop counter or service desk in_store; a medium named only in a company, product,
// service or campaign name is not granted; exclusive is true where the grant is called exclusive (including an
// exclusivity within a category), false where it is called non-exclusive or the talent is stated to be free to grant
// the same rights to others, and null where the text is silent; non_compete is raised where a person promises not to
// appear for competitors; flags are raised where the text states the feature (perpetual, irrevocable, assignment,
// moral rights waived, buyout of further payments, a conduct clause allowing termination) and denied where the text
// expressly rules it out ("may not sublicense", "may not assign", "does not waive his moral rights", "not irrevocable");
// a perpetual grant has perpetual_term and no end, and no_end_date is kept for a term that is silent (none here); no
// fee at all raises no_fee_stated.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h29b-founder-hackathon-consents",
  "h29b-courier-livery-campaigns",
  "h29b-magic-circus-variety"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29b-01-accelerator-founder-consent",
    style: "h29b-founder-hackathon-consents",
    format: "docx",
    source: `
# FOUNDER PUBLICITY CONSENT
Kiln Works Accelerator - Cohort 7 (Spring 2026)
This Founder Publicity Consent (the "Consent") is made on 2 February 2026
## Parties
| Role | Name | Details |
| Accelerator | Kiln Works Accelerator Ltd (the "Accelerator") | Company no. 11845203, Unit 4, Tannery Yard, Sheffield S1 4HQ |
| Founder | Amara Osei (the "Founder") | Co-founder and CEO of Loomlight Analytics Ltd |
## Background
(A) The Founder has been admitted to Cohort 7 of the Accelerator's programme, which ends with a public Demo Day.
(B) The Accelerator wishes to feature the Founder, her photograph and a short description of her company in its promotion of the programme, and the Founder is willing to allow this on the terms below.
## Agreed terms
1> Definitions. "Materials" means photographs, video recordings and quotations of the Founder made during the programme, and the Founder's name and biography as supplied by her.
1> Grant. The Founder grants the Accelerator a non-exclusive licence to use the Materials to promote the Accelerator's programmes in the following media only: (a) the Accelerator's website; (b) the Accelerator's LinkedIn, Instagram and X accounts; and (c) the Accelerator's printed cohort brochure and annual impact report.
1> Media not licensed. No use on television or radio, in cinema, or on posters or billboards is licensed. The Accelerator's "Outdoor Showcase" marquee at Demo Day is a venue, not a licensed medium, and no Materials shall be displayed on it.
1> Territory. The licence applies worldwide.
1> Term. The licence starts on the date of this Consent and lasts for 24 months from that date.
1> No sub-licensing. The Accelerator shall not sub-license any of its rights under this Consent. Investors and partners of the Accelerator who receive its brochure receive no right to reproduce the Materials.
1> Fee. No fee is payable for this Consent. The Founder's place on the programme was not conditional on giving it.
1> Withdrawal. The Founder may withdraw this Consent for future uses on 30 days' written notice. It is therefore not irrevocable.
1> Law. This Consent is governed by the law of England and Wales.
## Signed
| For Kiln Works Accelerator Ltd | Founder |
| Ruth Bellamy, Programme Director | Amara Osei |
| Date: 2 February 2026 | Date: 2 February 2026 |
`,
    expected: {
      parties: ["Kiln Works Accelerator Ltd", "Amara Osei"],
      signed: "2026-02-02",
      start: "2026-02-02",
      end: "2028-02-01",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "h29b-02-hackathon-entry-release",
    style: "h29b-founder-hackathon-consents",
    format: "scan",
    source: `
# HACKHARBOUR 2026 - PARTICIPANT ENTRY FORM AND MEDIA RELEASE
Organiser: Tidewater Digital CIC, 12 Quay Street, Bristol BS1 4DJ
Event: HackHarbour 2026, 16-17 May 2026, Harbourside Hall, Bristol. Theme: the Broadcast Accessibility Challenge.
Participant name: Jonah Pereira
Team: Signal Ferry
1. Media release. I agree that the Organiser may photograph and film me during the event and may use those photographs and films, my name and my team's project description in the Organiser's website, its social media accounts and its printed annual report.
2. Duration. This release is perpetual and irrevocable.
3. Territory. The release applies throughout the world. It is non-exclusive: I may appear in any other event's publicity.
4. Moral rights. I waive any moral rights I may have in the photographs and films.
5. Payment. I will not be paid for this release. Prizes (including the first prize of £1,000 for the winning team) are awarded on merit under the competition rules and are not payment for this release.
6. The Organiser may not sell or license the photographs or films to any third party.
Signed by the Participant: Jonah Pereira
Date: 16 May 2026
Received for the Organiser: K. Adeyemi, Event Lead, Tidewater Digital CIC, 16 May 2026
`,
    expected: {
      parties: ["Tidewater Digital CIC", "Jonah Pereira"],
      signed: "2026-05-16",
      start: "2026-05-16",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "moral_rights_waiver", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29b-03-venture-fund-founder-letter",
    style: "h29b-founder-hackathon-consents",
    format: "text",
    source: `
Brightwater Ventures LLP
40 Clerkenwell Green, London EC1R 0DU
4 March 2026
Ms Freya Lindqvist
Founder, Saltmarsh Energy Ltd
By email
Dear Ms Lindqvist,
Use of your name, photograph and quotation in Brightwater's publicity
Thank you for agreeing to be one of the founders featured in our 2026 portfolio campaign. This letter sets out what we may do with the portrait taken of you at our offices on 26 February 2026 and the short quotation you approved.
1. What we may use. Your name, the portrait, your approved quotation and the name and logo of Saltmarsh Energy Ltd.
2. Where. On the Brightwater website (brightwater.vc), including its portfolio pages, and in our printed Annual Review. We will not post the portrait or quotation on any social media account, and we will not use them in any paid advertising.
3. Our investor updates. Our quarterly updates to the limited partners of our funds are private reports and are outside this letter; we will not include the portrait in them.
4. Countries. The United Kingdom and Ireland.
5. How long. From the date of your countersignature below until 31 December 2027.
6. Payment. We will pay you £750 for your time at the portrait session within 30 days of your countersignature. We will also reimburse your travel expenses for the session, up to £120, against receipts. Neither sum is an investment in or a payment to Saltmarsh Energy Ltd.
7. Nothing in this letter affects the terms of our investment in Saltmarsh Energy Ltd.
If you agree, please sign and date the copy below and return it to me.
Yours sincerely,
Daniel Achterberg
Partner, for and on behalf of Brightwater Ventures LLP
Agreed and accepted:
Freya Lindqvist
Date: 9 March 2026
`,
    expected: {
      parties: ["Brightwater Ventures LLP", "Freya Lindqvist"],
      signed: "2026-03-09",
      start: "2026-03-09",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "print"],
      exclusive: null,
      fees: ["GBP 750"],
      flags: []
    }
  },
  {
    id: "h29b-04-demo-day-sponsor-rider",
    style: "h29b-founder-hackathon-consents",
    format: "pdf",
    source: `
# DEMO DAY SPONSORSHIP AND FOUNDER PUBLICITY AGREEMENT
THIS AGREEMENT is dated 20 April 2026 and is made between:
(1) NORTHGATE BANK PLC, a company registered in England and Wales (number 02214477) whose registered office is at 1 Castle Wharf, Leeds LS1 4BX ("Northgate");
(2) QUILLFEATHER ROBOTICS LTD, a company registered in Scotland (number SC701338) whose registered office is at 9 Bread Street, Edinburgh EH3 9AF (the "Company"); and
(3) ISHA RAMAN of Edinburgh, a founder and director of the Company (the "Founder").
## 1. Definitions
1> "Demo Day" means the date given for it in the Schedule.
1> "Campaign Materials" means photographs and film of the Founder and of the Company's products made at Demo Day, the Founder's name and likeness, and the Company's name and logo.
## 2. Grant of rights
1> The Company and the Founder grant Northgate a non-exclusive licence to use the Campaign Materials to promote the Northgate Launchpad programme on Northgate's website, on Northgate's social media channels, on billboards and digital screens at railway stations, and in Northgate's printed customer magazine.
1> The grant is limited to the United Kingdom.
1> Northgate may not use the Campaign Materials on television or in cinemas, and may not use them to endorse any Northgate financial product.
## 3. Fee
1> Northgate shall pay the Company a publicity fee of £4,000 plus VAT within 30 days of Demo Day.
1> Northgate shall also pay the reasonable costs of the Founder's travel to Demo Day. Those costs are not part of the publicity fee.
## 4. Term
1> The licence runs for 12 months from Demo Day.
## 5. Conduct
1> Northgate may terminate this Agreement on written notice if the Founder is convicted of a criminal offence or does anything that brings Northgate into public disrepute.
## 6. General
1> This Agreement is governed by the law of Scotland. Rider A forms part of this Agreement.
## Schedule
| Item | Detail |
| Demo Day | 11 June 2026 |
| Venue | Northgate Launchpad Hall, Leeds |
| Northgate contact | Helen Maurice, Head of Enterprise Banking |
## Rider A
Rider A is signed with this Agreement. If anything in Rider A conflicts with the body of the Agreement, Rider A prevails.
A1. Clause 4.1 is deleted and replaced by: "The licence runs for 18 months from Demo Day."
A2. All other clauses remain unchanged.
## Signatures
| For Northgate Bank plc | For Quillfeather Robotics Ltd | Founder |
| Helen Maurice | Tomas Greer, Director | Isha Raman |
| 20 April 2026 | 20 April 2026 | 20 April 2026 |
`,
    expected: {
      parties: ["Northgate Bank plc", "Quillfeather Robotics Ltd", "Isha Raman"],
      signed: "2026-04-20",
      start: "2026-06-11",
      end: "2027-12-10",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home", "print"],
      exclusive: false,
      fees: ["GBP 4000"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "h29b-05-rider-outdoor-heroes-filming",
    style: "h29b-courier-livery-campaigns",
    format: "docx",
    source: `
# ZIPLINE EATS - "OUTDOOR HEROES" CAMPAIGN
## Rider Appearance and Usage Agreement
This Agreement is made on 14 July 2026 between Zipline Eats Ltd, 88 Great Suffolk Street, London SE1 0BE ("Zipline"), and Tomasz Wrobel, of 17 Mildmay Road, London N1 4NA (the "Rider").
## 1. The filming
1> The Rider will take part in two filming days in Zipline's branded jacket, helmet and delivery bag, on dates to be agreed in August 2026, riding routes in central London chosen by the production company.
1> Each filming day is up to 10 hours including breaks. Zipline will provide the kit, which the Rider may keep.
## 2. Usage
1> Zipline may use the footage and stills of the Rider in its "Outdoor Heroes" campaign in the following media: (a) television advertising; (b) online video on Zipline's YouTube, Instagram and TikTok accounts; and (c) Zipline's website and app landing pages.
1> The following are excluded from this grant: posters, billboards, bus and taxi sides and any other outdoor advertising (despite the campaign's name), cinema advertising and printed material.
1> Territory: United Kingdom only.
## 3. Term
1> Usage may start on the First Air Date and continues for 12 months from the First Air Date.
1> "First Air Date" means the date on which the first television advertisement of the campaign is first broadcast. Zipline confirms that the First Air Date is 7 September 2026.
## 4. Exclusivity
1> The Rider grants these rights exclusively in the food and grocery delivery category. During the usage term the Rider shall not appear in advertising or promotion for any other food or grocery delivery service.
1> Nothing in this Agreement prevents the Rider from working as a courier for any platform, including competitors of Zipline.
## 5. Payment
| Item | Amount | Notes |
| Session fee | £450 | For the two filming days, payable within 14 days of the second filming day |
| Usage fee | £2,500 | For the usage in clause 2, payable on the First Air Date |
| Overtime | £45 per hour | Only if a filming day runs over 10 hours |
| Expenses | At cost, up to £80 | Travel to and from set, on receipts |
## 6. General
1> Zipline may not assign this Agreement without the Rider's written consent.
1> This Agreement is governed by the law of England and Wales.
## Signatures
| Zipline Eats Ltd | The Rider |
| Signed: Natasha Greaves, Brand Marketing Director | Signed: Tomasz Wrobel |
| Date: 14 July 2026 | Date: 14 July 2026 |
`,
    expected: {
      parties: ["Zipline Eats Ltd", "Tomasz Wrobel"],
      signed: "2026-07-14",
      start: "2026-09-07",
      end: "2027-09-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "social", "web"],
      exclusive: true,
      fees: ["GBP 450", "GBP 2500"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h29b-06-van-livery-schedule",
    style: "h29b-courier-livery-campaigns",
    format: "pdf",
    source: `
# VEHICLE LIVERY AND FILMING AGREEMENT
Agreement date: 10 February 2026
Between Redwing Parcels Ltd, registered in England and Wales under number 08876120, of Unit 12, Meridian Business Park, Leicester LE19 1WZ ("Redwing")
and Haverly Outdoor Gear Ltd, registered in Scotland under number SC554091, of 3 Ferry Road, Inverness IV3 5LD ("Haverly").
## Background
Redwing operates a fleet of delivery vans. Haverly, a maker of waterproof clothing, wishes to advertise on the sides and rear doors of forty of those vans and to film Redwing's drivers wearing Haverly jackets on their rounds.
## 1. Livery
1.1 Redwing grants Haverly the right to display Haverly's advertising livery on the Vehicles listed in Part 2 of the Schedule for the Livery Period.
1.2 The livery will be printed and fitted by WrapWorks Leicester Ltd, engaged by Haverly. Haverly pays WrapWorks directly for production and fitting (estimated at £6,400); that cost is not payable to Redwing and is not part of the Livery Fee.
1.3 The livery rights are exclusive: Redwing shall not place any other advertiser's livery on the Vehicles during the Livery Period.
## 2. Filming
2.1 Redwing consents to Haverly filming the Vehicles and those Redwing drivers who sign Haverly's individual release, and to Haverly using that footage on Haverly's website and on Haverly's social media accounts during the Livery Period.
2.2 No right is granted to use the footage in print, on television or in cinemas.
## 3. Money
3.1 Haverly shall pay Redwing the Livery Fee stated in Part 1 of the Schedule.
3.2 Haverly shall also pay Redwing a deposit of £2,000 against damage to the Vehicles caused by removal of the livery. Redwing shall refund the deposit, less the cost of any such damage, within 30 days after the Livery Period ends.
3.3 All sums are exclusive of VAT.
## 4. Renewal
4.1 At the end of the Livery Period this Agreement renews automatically for successive periods of 12 months, at the same Livery Fee, unless either party gives at least 60 days' written notice before the end of the then current period.
## 5. Assignment
5.1 Haverly may assign this Agreement to any company in its group on written notice to Redwing.
## 6. Territory
6.1 The Vehicles operate, and the livery and footage may be shown, in Great Britain (England, Scotland and Wales).
## Schedule, Part 1 - Key terms
| Term | Value |
| Livery Period start | 1 March 2026 |
| Livery Period end | 28 February 2027 |
| Livery Fee | £18,000 for the Livery Period, payable in two equal instalments on 1 March 2026 and 1 September 2026 |
## Schedule, Part 2 - Vehicles
| Depot | Vehicles |
| Leicester | 25 Ford Transit vans |
| Nottingham | 15 Ford Transit vans |
Signed for Redwing Parcels Ltd: Gareth Oduya, Operations Director, 10 February 2026
Signed for Haverly Outdoor Gear Ltd: Catriona Bain, Managing Director, 10 February 2026
`,
    expected: {
      parties: ["Redwing Parcels Ltd", "Haverly Outdoor Gear Ltd"],
      signed: "2026-02-10",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web", "social"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h29b-07-driver-print-and-post-consent",
    style: "h29b-courier-livery-campaigns",
    format: "text",
    source: `
PARCELPATH LIMITED - DRIVER PHOTO CONSENT
Parcelpath Limited, 5 Wharf Lane, Manchester M4 6AP
Driver: Dele Adebayo, driver no. MCR-2217, Salford depot
What this is for: Parcelpath is launching "Print & Post", a service that lets customers print a label and drop a parcel at any Parcelpath counter. We would like to use photos of you in your Parcelpath hi-vis kit to show the service.
Where the photos will appear:
- the Print & Post page of the Parcelpath website; and
- display stands and counter cards inside Parcelpath counters and partner shops.
They will not be used in newspapers, magazines or leaflets, on social media, or on billboards.
Area: England, Wales and Scotland only.
Period: from the date you sign until 31 December 2026. After that we will take the photos down.
Payment: Parcelpath will pay you £200 with your next monthly pay, as a one-off payment for this consent.
Parcelpath may not assign or transfer this consent to anyone else, and will not pass the photos to any partner shop except as printed counter cards.
Taking part is voluntary and will not affect your work.
Driver signature: Dele Adebayo    Date: 3 August 2026
For Parcelpath Limited: Rachel Quayle, Marketing Manager    Date: 3 August 2026
`,
    expected: {
      parties: ["Parcelpath Limited", "Dele Adebayo"],
      signed: "2026-08-03",
      start: "2026-08-03",
      end: "2026-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "in_store"],
      exclusive: null,
      fees: ["GBP 200"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h29b-08-magician-tour-poster-licence",
    style: "h29b-magic-circus-variety",
    format: "scan",
    source: `
# PROMOTIONAL LICENCE - "VALDONI: THE VANISHING TOUR" 2026-27
Date: 22 July 2026
Between: Lantern Live Touring Ltd, 6 Shaftesbury Mews, London W1D 7EG (the Promoter)
And: Marco Valdoni, performing as The Great Valdoni (the Performer)
1. The Performer grants the Promoter a non-exclusive licence to use his name, stage name, photographs and filmed excerpts of his act to promote the tour dates listed in the Promoter's tour schedule.
2. Permitted uses: tour posters and billboards; printed flyers and theatre programmes; a trailer of up to 60 seconds on the Promoter's website and the Promoter's social media accounts. The trailer shall not be shown in cinemas or on television.
3. Territory: the United Kingdom and the Republic of Ireland.
4. Period: 1 September 2026 to 31 March 2027.
5. Licence fee: £3,000, payable on signature. The Performer's fees for each performance are paid under the separate Tour Booking Agreement and are not part of this licence.
6. The Performer does not waive his moral rights and is to be credited as The Great Valdoni on all materials.
7. The Promoter may not sub-license these rights to anyone, including the venues on the tour.
Signed for the Promoter: Isobel Kerr, Director    Signed by the Performer: Marco Valdoni
`,
    expected: {
      parties: ["Lantern Live Touring Ltd", "Marco Valdoni"],
      signed: "2026-07-22",
      start: "2026-09-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: false,
      fees: ["GBP 3000"],
      flags: [],
      denies: ["moral_rights_waiver", "sublicensable"]
    }
  },
  {
    id: "h29b-09-circus-aerialist-trailer-buyout",
    style: "h29b-magic-circus-variety",
    format: "docx",
    source: `
# PERFORMER PROMOTIONAL RIGHTS AGREEMENT
Starlight Big Top Productions, Inc. - "SKYBOUND" North American Tour
This Performer Promotional Rights Agreement (this "Agreement") is entered into as of January 15, 2026 (the "Effective Date") by and between Starlight Big Top Productions, Inc., a Florida corporation with offices at 2200 Ringling Boulevard, Sarasota, FL 34237 ("Producer"), and Lena Sorokina, an individual residing in Sarasota, Florida ("Performer").
## 1. Footage
Producer will film Performer's aerial silks act during rehearsals and performances of SKYBOUND (the "Footage") and will edit the Footage into trailers, teasers and still images (the "Promotional Materials").
## 2. Grant
2.1 Performer grants Producer the non-exclusive right to use the Promotional Materials, and Performer's name and approved likeness, to advertise SKYBOUND and Producer's future touring productions.
2.2 Media: Producer's website; Producer's Facebook, Instagram, TikTok and YouTube channels; and theatrical trailers shown in movie theaters before feature films.
2.3 Territory: the United States and Canada.
2.4 Term: in perpetuity.
## 3. Television and Streaming Rights
No television, cable or streaming-service rights are granted under this Agreement. Any television use requires a separate written agreement and separate payment.
## 4. Sublicensing
Producer may not sublicense any of the rights granted in Section 2.
## 5. Compensation
5.1 In full consideration of the rights granted, Producer shall pay Performer a one-time buyout fee of US$7,500 within 30 days after the Effective Date. No residuals, reuse fees or other payments shall be due for any use of the Promotional Materials under this Agreement.
5.2 On filming days Producer shall pay Performer a per diem of US$60 for meals. The per diem is not compensation for the rights granted.
## 6. Miscellaneous
This Agreement is governed by the laws of the State of Florida.
IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.
| STARLIGHT BIG TOP PRODUCTIONS, INC. | PERFORMER |
| By: Raymond Castellano, President | Lena Sorokina |
`,
    expected: {
      parties: ["Starlight Big Top Productions, Inc.", "Lena Sorokina"],
      signed: "2026-01-15",
      start: "2026-01-15",
      end: null,
      perpetual: true,
      territories: ["US", "CA"],
      channels: ["web", "social", "cinema"],
      exclusive: false,
      fees: ["USD 7500"],
      flags: ["perpetual_term", "buyout"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29b-10-variety-theatre-ventriloquist-letter",
    style: "h29b-magic-circus-variety",
    format: "pdf",
    source: `
14 September 2026
Dear Maisie,
Winter Variety Season 2026-27: use of your photographs and name
We are delighted that you and Barnaby will be part of our Winter Variety Season. Your booking contract covers your performances; this letter covers only how we may promote you.
## What we may use
Your name, your act's name ("Maisie Quill and Barnaby"), the photographs you have supplied to us and the clips we film at the dress rehearsal.
## Where we may use it
1> On our website.
1> On our Facebook and Instagram pages.
1> In our printed season brochure.
1> On posters outside the theatre and on bus shelters in the city.
We will not use your photographs or clips in any television or radio advertising.
## For how long
From the date of this letter until the end of the Season, as set out in the table below.
| Season | Date |
| First performance | 27 November 2026 |
| Last performance | 10 January 2027 |
| End of the Season | 10 January 2027 |
## Where
The United Kingdom.
## Payment
We will pay you a promotional fee of £600 on your countersignature. Your performance fee of £450 per show is paid under your booking contract and is not affected by this letter.
## You are free to appear elsewhere
This letter is not exclusive. You may appear in the publicity of other theatres and venues at any time, including during the Season.
If you are happy with this, please sign the enclosed copy and return it to us.
With warm wishes,
Jeremy Fairlie
Artistic Director
For and on behalf of Palladian Variety Theatre Ltd, 21 Crown Street, Brighton BN1 1EG
I agree to the above.
Maisie Quill
Date: 18 September 2026
`,
    expected: {
      parties: ["Palladian Variety Theatre Ltd", "Maisie Quill"],
      signed: "2026-09-18",
      start: "2026-09-14",
      end: "2027-01-10",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 600"],
      flags: []
    }
  }
]
