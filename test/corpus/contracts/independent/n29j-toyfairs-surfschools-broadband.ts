// Independent author "n29j" (wave 29), one development batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch
// for the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three styles: toy-fair and trade-exhibition demonstrator bookings (a booking
// agreement with the fair dates only in a schedule table and a term counted from the opening day; a US letter to a
// demonstrator with a "Sub-licensing" heading over a prohibition; a booking form with a demonstrator named only in
// the signature block, an agency that signs as agent only, VAT, a cancellation charge and a competitor restriction);
// surf school, lifeguard club and beach-event image releases (a one-page release in perpetuity with no fee; a club's
// sponsorship image licence with an "Exclusive Rights" heading over a non-exclusive body, a term counted from a
// Launch Date given in a schedule and a sponsor called "Outdoor"; a US event release whose rider replaces the term
// clause and prevails; an instructor's release denying a moral-rights waiver, with a campaign called "Outdoor"
// limited to the web); and telecoms and broadband provider customer stories (a case-study licence exclusive in the
// telecoms sector with a competitor restriction and a term from a Publication Date; a US perpetual but revocable
// customer story with no payment and an "Assignment" heading that forbids assignment; a letter to a home-working
// customer for the "Out of Home Working" campaign, web and social only).
//
// Answer rules decided by this author: the parties are the two who are bound (an agency acting as agent only and
// not a party is not one; a party named only in the signature block is one); the signing date is the date of the
// last signature or of the addressee's acceptance of a letter; the start is the date the term is said to run from
// (the signing date where the grant runs from signature); "N months/years from X" ends the day before the
// anniversary of X; fees are the sums paid for the services or rights, one per sum (a deposit credited against the
// fee is part of it, not another fee); VAT, expenses and travel reimbursed or capped, per diems, overtime owed only if
// incurred, cancellation charges and prize money are not fees; no payment at all gives no_fee_stated; channels:
// websites and streaming on a site are web, social platforms social, television broadcast, catalogues, brochures and
// leaflets print, billboards, posters in public places and bus shelters out_of_home, shelf cards, point-of-sale and
// displays in shops in_store; a channel word inside a product, company or campaign name grants nothing; a medium
// excluded after a grant is not granted; exclusive is true where the grant is said to be exclusive (also within a
// sector, with a competitor restriction, which adds non_compete), false where it says non-exclusive or that the
// grantor may license others, null where silent; a rider that replaces a clause prevails; perpetual_term for "in
// perpetuity" (with no end, and no no_end_date, which I keep for a stated term with no end at all); irrevocable_grant
// for "irrevocable"; assignable only where assignment is allowed; a flag is denied where the text expressly rules it
// out ("may not sub-license", "does not waive", "neither party may assign", "revocable").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29j-toy-fair-demonstrator-bookings",
  "n29j-surf-beach-image-releases",
  "n29j-telecoms-customer-stories"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29j-01-toy-fair-demonstrator-booking",
    style: "n29j-toy-fair-demonstrator-bookings",
    format: "docx",
    source: `
# Demonstrator Booking Agreement - London Toy & Games Fair 2026
This Agreement is made on 14 November 2025 between:
(1) Brightwick Toys Limited, a company registered in England and Wales (company no. 08817342), whose registered office is at Unit 4, Kennet Wharf, Reading RG1 3DH ("Brightwick"); and
(2) Ellie Marsh of 22 Alma Terrace, Bristol BS8 2TQ (the "Demonstrator").
## 1. Booking
1> Brightwick books the Demonstrator to demonstrate its Outdoor Explorer Kit and Glowbug Torch range on Brightwick's stand at the Fair on the Fair Days set out in the Schedule.
1> The Demonstrator shall arrive at the stand by 8.30 am on each Fair Day and shall wear the costume supplied by Brightwick.
## 2. Filming and photography
1> Brightwick may film and photograph the Demonstrator's demonstrations at the Fair (the "Footage").
1> The Demonstrator grants Brightwick a non-exclusive licence to use the Footage on Brightwick's own website and on its social media accounts in the United Kingdom for twelve (12) months from the Fair Opening Date.
1> The licence does not extend to television, cinema or any printed material, including the Outdoor Explorer Kit packaging.
1> Brightwick shall not sub-license the Footage or allow any retailer or distributor to use it.
## 3. Payment
1> Brightwick shall pay the Demonstrator a booking fee of £1,800 for the three Fair Days and the licence in clause 2, within 30 days of the last Fair Day.
1> Brightwick shall reimburse the Demonstrator's return rail fare to London, up to £150, against receipts.
1> If Brightwick asks the Demonstrator to stay after the Fair closes on any day, it shall pay overtime at £45 per hour, only if such overtime is actually worked.
## 4. General
1> This Agreement is governed by the laws of England and Wales.
## Schedule
| Item | Detail |
| Fair | London Toy & Games Fair, Olympia London |
| Fair Opening Date | 20 January 2026 |
| Fair Days | 20, 21 and 22 January 2026 |
| Stand | Hall 2, Stand C14 |
Signed for Brightwick Toys Limited: Hannah Oduya, Head of Trade Marketing
Signed: Ellie Marsh
`,
    expected: {
      parties: ["Brightwick Toys Limited", "Ellie Marsh"],
      signed: "2025-11-14",
      start: "2026-01-20",
      end: "2027-01-19",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29j-02-trade-show-demonstrator-letter",
    style: "n29j-toy-fair-demonstrator-bookings",
    format: "pdf",
    source: `
# Kettlebright Games, Inc.
418 West 27th Street, Suite 900, New York, NY 10001
November 28, 2025
Jordan Alvarez
61 Bergen Street, Apt 3R
Brooklyn, NY 11201
Re: Booth demonstrator engagement - Toy Fair New York 2026
Dear Jordan:
This letter sets out the terms on which Kettlebright Games, Inc. ("Kettlebright", "we") engages you to demonstrate our PrintPal Sticker Maker and Tilt-a-Tower game at our booth at Toy Fair New York, Javits Center, from February 14 through February 17, 2026. When you countersign below, this letter becomes a binding agreement between you and Kettlebright.
## 1. Services
You will demonstrate the products to buyers and press during show hours on each of the four show days and attend a two-hour product briefing on February 13, 2026.
## 2. Compensation
We will pay you a flat fee of $2,400 for the services and the rights below, within fifteen days after the show closes. We will also pay you a per diem of $60 for each show day to cover meals; the per diem is not part of your fee.
## 3. Photographs
We may photograph you at the booth. You grant us the right to use those photographs in our printed trade catalog and on our corporate website in the United States for two (2) years from the date of your countersignature. We will not use them in television, social media or in-store displays.
## 4. Sub-licensing
Kettlebright may not sub-license the photographs to its distributors, retailers or any other person.
## 5. Other work
This engagement is not exclusive. You are free to work for other exhibitors at the show outside the hours of our booth schedule.
Sincerely,
Marcy Feld, VP Sales, Kettlebright Games, Inc.
Agreed and accepted:
Jordan Alvarez
Date: December 3, 2025
`,
    expected: {
      parties: ["Kettlebright Games, Inc.", "Jordan Alvarez"],
      signed: "2025-12-03",
      start: "2025-12-03",
      end: "2027-12-02",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29j-03-spielwarenmesse-booking-form",
    style: "n29j-toy-fair-demonstrator-bookings",
    format: "scan",
    source: `
# BOOKING FORM - STAND DEMONSTRATOR - SPIELWARENMESSE NUREMBERG 2026
Client: Pebblecourt Play GmbH, Fuerther Strasse 212, 90429 Nuremberg, Germany ("Pebblecourt")
Booked through: FairStaff Europe B.V., Amsterdam, which acts as agent only and is not a party to this form
Demonstrator: the person signing below (the "Demonstrator")
| Fair days | 27 January 2026 to 31 January 2026 |
| Stand | Hall 3A, Stand D-21 |
| Fee | EUR 1,350 for all fair days and the image rights below |
| VAT | 19% German VAT on the fee, payable in addition |
| Cancellation | 50% of the fee if Pebblecourt cancels after 10 January 2026 |
1. The Demonstrator shall demonstrate Pebblecourt's wooden marble runs and building sets on the stand.
2. Image rights: Pebblecourt may use photographs of the Demonstrator taken on the stand on shelf cards and point-of-sale displays in toy shops and in its printed retail catalogue in Germany, Austria and Switzerland for six (6) months from the first fair day.
3. Exclusivity: the rights in clause 2 are exclusive to Pebblecourt. During those six months the Demonstrator shall not allow her image to be used by any other maker of wooden toys.
4. Pebblecourt shall not use the photographs online or in television advertising.
5. This form is governed by German law.
For Pebblecourt Play GmbH: Jonas Hertel, Marketing Manager, 9 December 2025
Demonstrator: Marta Kowalczyk, 9 December 2025
For FairStaff Europe B.V. (as agent): L. de Vries
`,
    expected: {
      parties: ["Pebblecourt Play GmbH", "Marta Kowalczyk"],
      signed: "2025-12-09",
      start: "2026-01-27",
      end: "2026-07-26",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["in_store", "print"],
      exclusive: true,
      fees: ["EUR 1350"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n29j-04-surf-school-release",
    style: "n29j-surf-beach-image-releases",
    format: "text",
    source: `
# TIDEWATER SURF SCHOOL - PHOTO AND VIDEO RELEASE
Tidewater Surf School Ltd, The Boardhouse, Fistral Beach, Newquay TR7 1HY
Participant name: Isla Penrose
Lesson date: 14 June 2026
I, the participant named above, give Tidewater Surf School Ltd permission to photograph and film me during my lesson and to use those photographs and films on its website, on its social media channels and in its printed brochures and leaflets.
This permission is irrevocable, applies throughout the world and lasts in perpetuity from the date I sign below.
I understand that no fee or other payment is made to me for this permission.
Tidewater will not use my name with the images without asking me first.
I am 18 or over.
Signed: Isla Penrose
Date: 14 June 2026
For Tidewater Surf School Ltd: Ben Trewin, Head Coach
`,
    expected: {
      parties: ["Tidewater Surf School Ltd", "Isla Penrose"],
      signed: "2026-06-14",
      start: "2026-06-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"]
    }
  },
  {
    id: "n29j-05-lifesaving-club-sponsor-licence",
    style: "n29j-surf-beach-image-releases",
    format: "docx",
    source: `
# Image Licence Agreement
THIS AGREEMENT is dated 20 February 2026
PARTIES
(1) PORTHCARN SURF LIFE SAVING CLUB, an unincorporated members' club acting through its committee, of The Clubhouse, Porthcarn Beach, Cornwall TR19 6JX (the "Club"); and
(2) SALTLINE OUTDOOR APPAREL LTD, incorporated in England and Wales with company number 11904562, of 3 Quay Street, Falmouth TR11 3HH ("Saltline").
BACKGROUND
(A) The Club holds photographs and film of its lifeguards and members competing at the Porthcarn Surf Lifesaving Championships (the "Images").
(B) Saltline wishes to use the Images in its spring and summer campaign.
## 1. Definitions
1> "Launch Date" means the date set out in the Schedule.
1> "Term" means twelve (12) months from the Launch Date.
## 2. Licence
1> The Club grants Saltline a licence during the Term to use the Images on Saltline's website, on its social media channels and on billboards and bus-shelter posters in the United Kingdom and Ireland.
1> The licence excludes television, radio, cinema and any printed catalogue.
## 3. Exclusive Rights
1> The licence in clause 2 is non-exclusive. The Club remains free to license the Images to any other person, including other clothing brands.
## 4. Fee
1> Saltline shall pay the Club a licence fee of £4,000 plus VAT. A deposit of £1,000 of that fee is payable on signature and the balance of £3,000 on the Launch Date.
1> Saltline shall also reimburse the Club's reasonable costs of selecting and supplying the Images, up to £200.
## 5. Assignment
1> Saltline may not assign or transfer this Agreement or the licence without the Club's prior written consent.
## 6. Law
1> This Agreement is governed by the law of England and Wales.
## SCHEDULE
| Campaign | Saltline "Ride the Rip" Spring/Summer 2026 |
| Launch Date | 1 April 2026 |
| Images | 40 stills and 3 film clips chosen by Saltline from the Club's 2025 championship archive |
Signed for and on behalf of the Club by Gwen Tregellas, Club Secretary
Signed for and on behalf of Saltline Outdoor Apparel Ltd by Alex Pender, Director
`,
    expected: {
      parties: ["Porthcarn Surf Life Saving Club", "Saltline Outdoor Apparel Ltd"],
      signed: "2026-02-20",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 4000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n29j-06-surf-classic-athlete-release-rider",
    style: "n29j-surf-beach-image-releases",
    format: "pdf",
    source: `
# ATHLETE NAME, IMAGE AND LIKENESS RELEASE
Shoreline Surf Classic 2026 - Huntington Beach, California
This Release is entered into as of July 1, 2026 by Crestline Events LLC, a California limited liability company ("Organizer"), and Kai Nakamura ("Athlete").
## 1. Event
Athlete will compete in the Shoreline Surf Classic held at Huntington Beach on August 8, 2026 (the "Event Date") and at Cinema Point on the alternate day if conditions require.
## 2. Grant
Athlete grants Organizer the right to record, broadcast and use Athlete's name, image, likeness and performance at the event in the live webcast on Organizer's website, in highlight clips on Organizer's social media accounts and in the television broadcast of the event, in the United States, Canada and Mexico. The grant is non-exclusive.
## 3. Appearance Fee
Organizer shall pay Athlete an appearance fee of US$3,000 within thirty days after the Event Date. Organizer will also reimburse Athlete's travel costs up to US$500. Prize money is governed by the event rules and is not payable under this Release.
## 4. Term
The Term begins on the Event Date and ends three (3) years thereafter.
## 5. Assignment
Organizer may assign this Release to any successor organizer of the Shoreline Surf Classic without Athlete's consent.
## RIDER A
This Rider forms part of the Release and is signed with it. Where it conflicts with the Release, this Rider prevails.
A1. Section 4 (Term) is deleted and replaced with: "The Term begins on the Event Date and continues for eighteen (18) months."
ORGANIZER: Crestline Events LLC, by Dana Whitlock, Managing Member, July 1, 2026
ATHLETE: Kai Nakamura, July 1, 2026
`,
    expected: {
      parties: ["Crestline Events LLC", "Kai Nakamura"],
      signed: "2026-07-01",
      start: "2026-08-08",
      end: "2028-02-07",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 3000"],
      flags: ["assignable"]
    }
  },
  {
    id: "n29j-07-surf-instructor-release",
    style: "n29j-surf-beach-image-releases",
    format: "scan",
    source: `
# GOWER WAVE SURF SCHOOL LTD - INSTRUCTOR IMAGE RELEASE
Between Gower Wave Surf School Ltd, Llangennith Beach Car Park, Swansea SA3 1HU (the "School") and Rhys Prothero of 5 Hill End Lane, Llangennith SA3 1JD (the "Instructor").
1. The Instructor agrees to be photographed and filmed while teaching for the School's "Summer Outdoor" campaign.
2. The School may use the photographs and film on its website and its social media pages in the United Kingdom for two (2) years starting on 1 May 2026.
3. Despite the campaign name, the School shall not use the photographs or film on posters, billboards or other outdoor advertising, or in print.
4. The School shall pay the Instructor £250 for this release. The School will also pay £50 towards the Instructor's travel to the shoot; that sum is expenses, not a fee.
5. The Instructor does not waive his moral rights and shall be credited as "Rhys Prothero, Gower Wave instructor" where practicable.
6. This release is governed by the law of England and Wales.
Signed for the School: Nia Bevan, Director. Date: 22 April 2026
Signed by the Instructor: Rhys Prothero. Date: 22 April 2026
`,
    expected: {
      parties: ["Gower Wave Surf School Ltd", "Rhys Prothero"],
      signed: "2026-04-22",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n29j-08-broadband-business-case-study",
    style: "n29j-telecoms-customer-stories",
    format: "docx",
    source: `
# Customer Story Agreement
Date: 15 January 2026
Between
Fibrewave Networks plc, registered in England and Wales (no. 04418827), of 100 Wharfside Road, Leeds LS10 1JH ("Fibrewave"); and
Harbour Lane Bakery Ltd, registered in England and Wales (no. 12276031), of 8 Harbour Lane, Whitby YO21 3PU (the "Customer").
## 1. The Story
1> The Customer agrees to take part in a customer story about how Fibrewave's Business Fibre 900 service supports its bakery and online ordering (the "Story"), including an interview, a half-day film shoot at the bakery and photographs.
1> "Publication Date" means the date on which Fibrewave first publishes the Story, which the parties have agreed shall be 2 March 2026.
## 2. Licence
1> The Customer grants Fibrewave a licence to use the Story, the Customer's name and logo and the film and photographs on Fibrewave's website, on its social media channels, in its printed business brochures and on posters and screens inside Fibrewave retail stores, in the United Kingdom, for three (3) years from the Publication Date.
1> The licence does not include television or cinema advertising.
1> Fibrewave may share the Story with its production agencies only so that they can edit it for Fibrewave, and shall not otherwise sub-license it.
## 3. Exclusivity
1> The licence is exclusive in the telecommunications sector: during the licence period the Customer shall not take part in any advertising or customer story for another broadband, mobile or telephone provider.
## 4. Payment
1> Fibrewave shall pay the Customer a participation fee of £1,500 within 30 days of the film shoot.
1> Fibrewave shall reimburse the Customer's reasonable out-of-pocket expenses on the shoot day, up to £200.
## 5. Approval
1> Fibrewave shall not publish any quotation from the Customer that the Customer has not approved in writing.
Signed for Fibrewave Networks plc: Sunita Rao, Head of Business Marketing
Signed for Harbour Lane Bakery Ltd: Tom Whitaker, Director
`,
    expected: {
      parties: ["Fibrewave Networks plc", "Harbour Lane Bakery Ltd"],
      signed: "2026-01-15",
      start: "2026-03-02",
      end: "2029-03-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 1500"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29j-09-wireless-customer-story-perpetual",
    style: "n29j-telecoms-customer-stories",
    format: "pdf",
    source: `
# CUSTOMER TESTIMONIAL AND CASE STUDY AGREEMENT
This Customer Testimonial and Case Study Agreement (this "Agreement") is made and entered into as of April 7, 2026 (the "Effective Date") by and between Summit Ridge Wireless, Inc., a Colorado corporation with offices at 1550 Larimer Street, Denver, CO 80202 ("Summit Ridge"), and Tall Pines Outdoor Supply, LLC, a Montana limited liability company with offices at 220 Main Street, Whitefish, MT 59937 ("Customer").
## 1. Case Study
Summit Ridge will prepare a written case study and a short video describing Customer's use of Summit Ridge's rural fixed-wireless service at its store and warehouse (together, the "Story"). Customer will review and approve the Story before publication.
## 2. License
Customer grants Summit Ridge a non-exclusive, worldwide license, in perpetuity from the Effective Date, to publish the approved Story, Customer's name and logo on Summit Ridge's website and on Summit Ridge's social media accounts.
Summit Ridge shall not use the Story in television, radio, print or outdoor advertising.
## 3. Revocation
The license is revocable: Customer may withdraw it for future uses on thirty (30) days' written notice, after which Summit Ridge shall not post the Story again, though it need not remove posts already published.
## 4. Consideration
No payment shall be made by either party under this Agreement. Each party enters into it in consideration of the other's promises.
## 5. Assignment
Neither party may assign this Agreement without the prior written consent of the other party.
## 6. Governing Law
This Agreement is governed by the laws of the State of Colorado.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.
SUMMIT RIDGE WIRELESS, INC. By: Paul Okoye, Director of Marketing
TALL PINES OUTDOOR SUPPLY, LLC By: Renee Lindqvist, Owner
`,
    expected: {
      parties: ["Summit Ridge Wireless, Inc.", "Tall Pines Outdoor Supply, LLC"],
      signed: "2026-04-07",
      start: "2026-04-07",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"],
      denies: ["irrevocable_grant", "assignable"]
    }
  },
  {
    id: "n29j-10-broadband-home-worker-letter",
    style: "n29j-telecoms-customer-stories",
    format: "text",
    source: `
# Lumen Loop Broadband Ltd - your customer story
Lumen Loop Broadband Ltd, 14 Castle Street, Edinburgh EH2 3AT
20 July 2026
Dear Mr Okafor,
Thank you for agreeing to tell your story in our "Out of Home Working" campaign, about running your design studio from home on Lumen Loop Full Fibre. This letter sets out what we have agreed. Please reply to say you accept it; your reply will make it binding between you and Lumen Loop Broadband Ltd.
What we will make: a two-minute film and a set of photographs of you at work in your home office, filmed on 12 August 2026.
Where we will use it: on the Lumen Loop website and on our social media channels, in the United Kingdom only. Despite the campaign's name, it will not appear on billboards, posters or bus stops, on television or in any printed material.
When: the film will first be published on 1 September 2026 (the "Publication Date"), and we may use it for twelve months from the Publication Date.
What we pay: a fee of £750, paid within 14 days of filming. If we later want to use the film in paid advertising, we will ask you first and agree a separate fee.
You can ask us to correct anything about you or your business in the film before it is published.
Yours sincerely,
Fiona Baird, Brand Manager, Lumen Loop Broadband Ltd
---
From: Chidi Okafor
Date: 23 July 2026
Dear Fiona, I accept the terms in your letter of 20 July 2026. Chidi Okafor
`,
    expected: {
      parties: ["Lumen Loop Broadband Ltd", "Chidi Okafor"],
      signed: "2026-07-23",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 750"],
      flags: []
    }
  }
]
