// Independent author "n30h" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// the checker check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader
// was run on it. Three drafting styles:
// - motorcycle touring and biker club event releases: a rider's release and image consent form from a club rally, a
//   brand's shoot with a touring club (a brand named "Ridgeline Outdoor", a heading "Television and Cinema" over a
//   body that grants neither, the start counted from a Campaign Launch Date fixed in a schedule, a competitor
//   restriction with a carve-out), a charity toy-run letter ("Dear Bella") binding its addressee with no fee, and a
//   US rally publicity release whose addendum replaces the compensation section;
// - tech product launch keynote presenter agreements: a UK presenter agreement for a camera called "Broadcast Pro"
//   (whose recording may not be broadcast), a US presenter agreement whose dates sit only in a schedule table and
//   whose usage runs "24 months from the Keynote Date", with a speakers bureau that is not a party, two fees and an
//   unexercised option, and a one-page German letter agreement for a "Cinema Sound Bar" launch;
// - children's entertainer and party performer agreements: a soft-play chain's summer season with a children's
//   entertainer (instalments, a DBS cost, an exclusivity with a private-party carve-out, a conduct clause), a
//   shorthand booking confirmation for a clown's in-store appearances at a toy chain (the party named only where it
//   signs, a "Broadcast Bunny" toy range, overtime if requested), and a US franchise likeness licence for a party
//   character (seven years, renewing automatically, a heading "Sublicensing and Assignment" over a body that forbids
//   both).
//
// Answer rules decided by this author: the parties are the two who are bound by the document (a speakers bureau or
// agency acting for the talent, a sponsor, and a person who signs only for a company are not); a performer is named
// by the personal name the document gives, not a stage name or trading name; the signing date is the date of the
// last signature or countersignature; the start is the date the document says the permission or usage runs from
// (the event, the launch, the date of countersignature, the effective date), and the end is the last day it says, a
// term of "N months/years from X" ending the day before the anniversary of X; with automatic renewal the end is the
// end of the initial term; fees are the sums paid for the services or rights, one per sum; VAT, expenses, travel,
// per diems, a cost reimbursed, instalments of a fee, a cancellation fee, overtime payable only if requested, a
// royalty percentage, an entry fee paid by a rider and an unexercised option price are not fees, and a fee replaced
// by an addendum is not a fee; a release with no payment has no fee (no_fee_stated); websites are web, Facebook,
// Instagram, TikTok and YouTube channels social, television broadcast, newspapers, magazines and brochures print,
// posters in public places and billboards out_of_home, screens and displays inside a shop or play centre in_store;
// "all media now known or hereafter devised" is all seven channels with unlimited_media; exclusivity is true where
// the document says the grant or the engagement is exclusive or forbids the talent from working for competitors
// (then also non_compete), false where it says non-exclusive or leaves the talent free to work for competitors (which
// denies non_compete), and null where it is silent; irrevocable_grant, assignable, sublicensable, morality_clause,
// moral_rights_waiver, buyout and automatic_renewal are raised only where the text grants or imposes them, and
// denied where the text expressly rules them out; long_term is a term over 60 months; an option to extend is not an
// automatic renewal.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30h-biker-event-releases",
  "n30h-keynote-presenter-agreements",
  "n30h-kids-entertainer-bookings"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30h-01-rally-rider-release-form",
    style: "n30h-biker-event-releases",
    format: "scan",
    source: `
# IRONBRIDGE RIDERS MCC - DALES THUNDER RUN 2026
## Rider Release, Waiver and Image Consent
Event: Dales Thunder Run, Saturday 16 May 2026, start and finish at Hawes Market Place, North Yorkshire.
Organiser: Ironbridge Riders MCC Ltd (the "Club"), 14 Foundry Lane, Ironbridge, Telford TF8 7AW.
1. I ride at my own risk. I confirm that my motorcycle is road legal, taxed, insured and has a valid MOT, and that I hold a full motorcycle licence.
2. I release the Club, its marshals and volunteers from all claims for loss or damage to my machine or kit, except for death or personal injury caused by their negligence.
3. My entry fee of £45 is not refundable. A deposit of £20 for my marshal bib is refunded when the bib is returned.
4. Image consent. I allow the Club to use photographs and film of me taken at the Event on the Club's website and on its Facebook, Instagram and YouTube pages, anywhere in the world, for three years from the date of the Event.
5. The Club may not use my image in any printed magazine, on posters or on television, and the Club shall not sell or sub-license the images to any third party.
6. No payment is made to me for this consent.
Rider name: Callum Pryce
Membership no: IR-2291
Signed: C. Pryce    Date: 2 May 2026
For the Club: Janet Holroyd, Event Secretary    Date: 2 May 2026
`,
    expected: {
      parties: ["Ironbridge Riders MCC Ltd", "Callum Pryce"],
      signed: "2026-05-02",
      start: "2026-05-16",
      end: "2029-05-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30h-02-outdoor-brand-touring-club-shoot",
    style: "n30h-biker-event-releases",
    format: "docx",
    source: `
# CLUB PARTICIPATION AND FOOTAGE RELEASE AGREEMENT
This Agreement is made between:
(1) RIDGELINE OUTDOOR GEAR LTD, a company registered in Scotland (company number SC612004) whose registered office is at 3 Harbour Road, Inverness IV1 1SY ("Ridgeline"); and
(2) CAIRNGORM TOURERS MOTORCYCLE CLUB, an unincorporated members' club acting by its committee, of The Old Station, Aviemore PH22 1PD (the "Club").
## Background
A. Ridgeline is launching its "Highland Tour" range of motorcycle touring jackets and wishes to film members of the Club riding the North Coast 500 route.
B. The Club has agreed to provide twelve riders and their motorcycles for a two-day shoot on the terms below.
## 1. Definitions
1> "Campaign Launch Date" means the date set out in the Schedule.
1> "Footage" means all film, photographs and sound recordings made by or for Ridgeline at the Shoot.
1> "Term" means the period of eighteen (18) months from the Campaign Launch Date.
## 2. The Shoot
2> The Club shall make twelve riders available on the Shoot Days set out in the Schedule.
2> Each rider will sign an individual release in Ridgeline's standard form before filming.
## 3. Licence
3> The Club grants Ridgeline a licence for the Term to use the Footage in the United Kingdom and the Republic of Ireland on Ridgeline's website, on Ridgeline's social media channels and on display screens in retail stores stocking the Highland Tour range.
3> Ridgeline may not sub-license the Footage to any third party, including its retailers, who may only show Footage supplied by Ridgeline.
## 4. Television and Cinema
4> No right to use the Footage on television, in cinema or on outdoor advertising (including billboards and bus shelters) is granted under this Agreement. Any such use requires a separate written agreement and fee.
## 5. Exclusivity
5> During the Term the Club shall not, as a club, take part in the advertising of any other brand of motorcycle clothing, except under its existing arrangement with Kessock Helmets Ltd, which is not affected by this Agreement.
## 6. Payment
6> Ridgeline shall pay the Club a participation fee of £4,000 plus VAT within 30 days of the last Shoot Day.
6> Ridgeline shall also reimburse the riders' fuel costs for the Shoot Days up to a total of £600 on receipt of receipts.
## Schedule
| Item | Detail |
| Shoot Days | 9 and 10 February 2026 |
| Campaign Launch Date | 1 March 2026 |
| Route | Inverness to Ullapool via Applecross |
Signed for Ridgeline Outdoor Gear Ltd: Fiona MacRae, Marketing Director. Date: 20 January 2026
Signed for and on behalf of Cairngorm Tourers Motorcycle Club: Duncan Grant, Club Secretary. Date: 22 January 2026
`,
    expected: {
      parties: ["Ridgeline Outdoor Gear Ltd", "Cairngorm Tourers Motorcycle Club"],
      signed: "2026-01-22",
      start: "2026-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 4000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30h-03-toy-run-letter-to-racer",
    style: "n30h-biker-event-releases",
    format: "text",
    source: `
# Severn Valley Toy Run CIO
Registered charity no. 1187342 | 7 Mill Street, Bewdley DY12 2AB
1 July 2026
Ms Bella Okafor
By email
Dear Bella,
Severn Valley Toy Run 2026 - Sunday 13 December 2026
Thank you so much for agreeing to lead this year's Toy Run from Bewdley to the children's ward at Worcestershire Royal Hospital. This letter sets out what we have agreed, and once you countersign it, it binds both of us.
1. You will lead the ride on 13 December 2026 and hand over the toys at the hospital.
2. You allow us to use your name, your photograph and film of you at the ride to publicise the Toy Run: on posters put up on roadside noticeboards and lamp posts along the route, in the Kidderminster Shuttle newspaper, on our website and on our Facebook and Instagram pages. This permission runs from the date you countersign this letter until 31 December 2026, and only within the United Kingdom.
3. We will not use your image to advertise any product, and we will not assign this permission or sub-license it to our sponsor, Broadcast Motorcycles of Stourport, or anyone else.
4. You have kindly agreed to give your time free of charge. We will reimburse your reasonable travel expenses up to £250.
5. You may withdraw from the ride if you are racing or unwell; please tell us as soon as you can.
With warmest thanks,
Gareth Pugh
Chair of Trustees, for and on behalf of Severn Valley Toy Run CIO
Agreed and accepted: Bella Okafor
Date: 4 July 2026
`,
    expected: {
      parties: ["Severn Valley Toy Run CIO", "Bella Okafor"],
      signed: "2026-07-04",
      start: "2026-07-04",
      end: "2026-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n30h-04-rally-stunt-rider-publicity-release",
    style: "n30h-biker-event-releases",
    format: "pdf",
    source: `
# APPEARANCE AND PUBLICITY RELEASE
## Blue Ridge Thunder Rally 2026
This Appearance and Publicity Release (this "Release") is entered into by Thunder Gap Events LLC, a North Carolina limited liability company ("Organizer"), and Travis Kell, an individual residing in Knoxville, Tennessee ("Rider"), and is effective as of the date signed below.
## 1. Appearance
Rider shall perform three stunt riding exhibitions at the Blue Ridge Thunder Rally held at Maggie Valley, North Carolina, from September 18 through September 20, 2026 (the "Rally"), at the times set by Organizer.
## 2. Grant of Rights
Rider hereby grants to Organizer the irrevocable, non-exclusive right, throughout the world and in perpetuity, to use, reproduce and publish Rider's name, likeness, voice and biography, and all photographs, film and recordings of Rider made at the Rally, in all media now known or hereafter devised, for advertising, publicity and any other lawful purpose.
## 3. No Obligation
Organizer is not obliged to use any of the materials described in Section 2.
## 4. Assignment
Organizer may assign this Release, in whole or in part, to any successor to its rally business or to any sponsor of the Rally without Rider's consent.
## 5. Compensation
Organizer shall pay Rider an appearance fee of Five Thousand U.S. Dollars (US$5,000) within fifteen (15) days after the Rally.
## 6. Expenses and Cancellation
Organizer shall provide Rider with hotel accommodation for three nights and reimburse fuel and transport of Rider's motorcycles up to US$900. If Organizer cancels the Rally for any reason other than weather, Organizer shall pay Rider a cancellation fee of US$2,000 in lieu of the appearance fee.
## 7. Release of Claims
Rider releases Organizer from all claims arising out of the use of the materials described in Section 2, including claims for defamation and invasion of privacy.
## Addendum A
This Addendum A forms part of the Release and prevails over the Release where they differ. Section 5 (Compensation) is deleted and replaced by the following: "Organizer shall pay Rider an appearance fee of Seven Thousand Five Hundred U.S. Dollars (US$7,500), one half on signature and one half within fifteen (15) days after the Rally."
THUNDER GAP EVENTS LLC
By: Marla Jennings, Managing Member
Date: August 3, 2026
RIDER
Travis Kell
Date: August 3, 2026
`,
    expected: {
      parties: ["Thunder Gap Events LLC", "Travis Kell"],
      signed: "2026-08-03",
      start: "2026-08-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 7500"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "assignable"]
    }
  },
  {
    id: "n30h-05-camera-launch-keynote-presenter",
    style: "n30h-keynote-presenter-agreements",
    format: "docx",
    source: `
# KEYNOTE PRESENTER AGREEMENT
Parties
LUMORA DEVICES PLC, incorporated in England and Wales with company number 09873321, whose registered office is at 40 Clerkenwell Road, London EC1M 5PS ("Lumora"); and
HANNAH FERRIS of 12 Ashby Terrace, Cambridge CB1 2QQ (the "Presenter").
## 1. Definitions
1> "Launch Event" means Lumora's launch of the Lumora Broadcast Pro camera at the Roundhouse, London.
1> "Launch Date" means 14 October 2026, the day of the Launch Event.
1> "Recording" means the film and audio recording of the Presenter's keynote at the Launch Event.
## 2. Services
2> The Presenter shall deliver a keynote presentation of about 25 minutes at the Launch Event and attend one rehearsal on the day before.
2> Lumora shall supply the script outline and product demonstration units; the Presenter may adapt the wording to her own style.
## 3. Use of the Recording
3> The Presenter grants Lumora the right to use the Recording, and her name and approved photograph in connection with it, on Lumora's website and Lumora's official social media channels throughout the world for twelve months from the Launch Date.
3> The Presenter waives all moral rights she may have in the Recording.
## 4. Broadcast
4> Despite the name of the product, the Recording shall not be broadcast on television or shown in cinemas, and it shall not be used in printed or outdoor advertising.
## 5. Non-exclusivity
5> This engagement is non-exclusive. The Presenter remains free to speak at other events, including launch events of other camera and technology companies, and nothing in this Agreement restricts her from doing so.
## 6. Fees and Expenses
6> Lumora shall pay the Presenter a fee of £18,000 plus VAT, within 30 days of the Launch Event.
6> Lumora shall reimburse the Presenter's reasonable travel and hotel expenses on production of receipts.
6> If Lumora cancels the Launch Event less than 14 days before the Launch Date, it shall pay the Presenter a cancellation fee equal to 50% of the fee instead of the fee.
## 7. General
7> This Agreement is governed by the law of England and Wales.
Signed by Tom Ashworth, Chief Marketing Officer, for and on behalf of Lumora Devices plc on 9 June 2026
Signed by Hannah Ferris on 11 June 2026
`,
    expected: {
      parties: ["Lumora Devices plc", "Hannah Ferris"],
      signed: "2026-06-11",
      start: "2026-10-14",
      end: "2027-10-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: ["moral_rights_waiver"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30h-06-robotics-keynote-schedule-dates",
    style: "n30h-keynote-presenter-agreements",
    format: "pdf",
    source: `
# PRESENTER SERVICES AGREEMENT
This Presenter Services Agreement (the "Agreement") is made between Vantor Robotics, Inc., a Delaware corporation with offices at 500 Howard Street, San Francisco, California 94105 ("Company"), and Maya Lindqvist ("Presenter"). Presenter is represented by Podium Speakers Bureau, which arranged this engagement and is not a party to this Agreement.
## 1. Services
Presenter shall host and present the launch keynote for Company's "Vantor Home One" household robot on the Keynote Date and attend the rehearsal on the Rehearsal Date, each as set out in Schedule 1.
## 2. Recording and Usage
(a) Company may record the keynote and use the recording, together with Presenter's name and approved likeness, in the United States and Canada during the Usage Period, on Company's websites, on Company's social media accounts and on in-store demonstration screens at retailers selling the Vantor Home One.
(b) Company may sublicense its rights under Section 2(a) to its authorized retailers solely for display on in-store demonstration screens.
(c) No television, radio or cinema use is licensed.
## 3. Exclusivity
During the Usage Period, Presenter shall not render presenting, hosting or endorsement services for any Competitor. "Competitor" means any company that makes or sells household robots. This restriction does not apply to Presenter's existing unpaid advisory role with Halden University's robotics lab.
## 4. Compensation
(a) Presenter Fee: US$40,000, payable within thirty (30) days after the Keynote Date.
(b) Rehearsal Fee: US$5,000 for the rehearsal day.
(c) Company shall pay Presenter a per diem of US$150 for each travel day and shall book and pay for Presenter's flights and hotel.
## 5. Extension Option
Company may extend the Usage Period by a further twelve (12) months by written notice before it ends and payment of US$15,000. The Usage Period does not renew automatically.
## Schedule 1
| Item | Detail |
| Rehearsal Date | February 8, 2027 |
| Keynote Date | February 10, 2027 |
| Venue | Moscone West, San Francisco |
| Usage Period | 24 months from the Keynote Date |
VANTOR ROBOTICS, INC.
By: Daniel Okoro, VP Marketing
Date: January 12, 2027
PRESENTER
Maya Lindqvist
Date: January 12, 2027
`,
    expected: {
      parties: ["Vantor Robotics, Inc.", "Maya Lindqvist"],
      signed: "2027-01-12",
      start: "2027-02-10",
      end: "2029-02-09",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 40000", "USD 5000"],
      flags: ["sublicensable", "non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30h-07-soundbar-launch-host-letter",
    style: "n30h-keynote-presenter-agreements",
    format: "scan",
    source: `
# ORBEL AUDIO GMBH
Torstrasse 101, 10119 Berlin, Germany
Berlin, 15 January 2026
Ms Priyanka Das
Dear Priyanka,
Launch of the Orbel Cinema Sound Bar - hosting agreement
We are delighted that you will host the launch of the Orbel Cinema Sound Bar at the Kraftwerk, Berlin, on 3 March 2026. When you sign and return a copy of this letter, it will be a binding agreement between you and Orbel Audio GmbH.
1. You will host the launch presentation (about 40 minutes) and the product demonstration that follows, and attend a run-through on the morning of the launch.
2. We will pay you a fee of EUR 6,500 within 21 days after the launch. We will also book and pay for your flights and two nights at a hotel in Berlin.
3. We may film the launch and show the film of your presentation on Orbel's own website, worldwide, for six months from the launch date of 3 March 2026.
4. We may not use the film on social media, on television or in cinema advertising for the Orbel Cinema Sound Bar, even though the product bears that name.
Kind regards,
Stefan Berger, Head of Brand, Orbel Audio GmbH
Agreed: Priyanka Das    Date: 19 January 2026
`,
    expected: {
      parties: ["Orbel Audio GmbH", "Priyanka Das"],
      signed: "2026-01-19",
      start: "2026-03-03",
      end: "2026-09-02",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: null,
      fees: ["EUR 6500"],
      flags: []
    }
  },
  {
    id: "n30h-08-soft-play-summer-entertainer",
    style: "n30h-kids-entertainer-bookings",
    format: "docx",
    source: `
# ENTERTAINER ENGAGEMENT AGREEMENT
Date: 2 June 2026
BETWEEN
BOUNCY BAY PLAY CENTRES LTD (company number 11456021) of Unit 4, Riverside Retail Park, Norwich NR1 1WR ("Bouncy Bay"); and
TILLY MARSH, trading as "Tilly Tinkle's Magic Shows", of 9 Pottergate, Norwich NR2 1DX (the "Entertainer").
## 1. Engagement
1> Bouncy Bay engages the Entertainer to perform a 45-minute magic and bubble show at its Norwich, Ipswich and Great Yarmouth centres every Saturday from 4 July 2026 to 29 August 2026.
1> The Entertainer shall hold a current enhanced DBS certificate and public liability insurance of at least £5 million throughout the Term.
## 2. Term
2> This Agreement runs from 1 July 2026 to 31 December 2026 (the "Term").
## 3. Photographs and Film
3> The Entertainer allows Bouncy Bay to use photographs and short films of the shows, and her stage name, during the Term in the United Kingdom on Bouncy Bay's website, its Facebook and TikTok pages and on the posters and screens displayed inside Bouncy Bay centres.
3> Bouncy Bay shall not use the photographs or films in newspaper or magazine advertising, on billboards or on television. Children shall not be identifiable in any image without their parent's written consent.
## 4. Fee
4> Bouncy Bay shall pay the Entertainer a season fee of £1,200, in two instalments of £600 on 31 July 2026 and 31 August 2026.
4> Bouncy Bay shall also reimburse the Entertainer the £50 cost of renewing her DBS certificate.
## 5. Exclusivity
5> The Entertainer's engagement is exclusive as follows: during the Term the Entertainer shall not perform at any other soft-play or indoor play centre within ten miles of a Bouncy Bay centre. This does not prevent her from performing at private birthday parties, schools or libraries.
## 6. Conduct
6> The Entertainer shall behave at all times in a manner suitable for young children. Bouncy Bay may end this Agreement immediately by notice if the Entertainer is charged with any criminal offence or acts in a way that, in Bouncy Bay's reasonable opinion, brings Bouncy Bay into disrepute.
SIGNED for Bouncy Bay Play Centres Ltd by Graham Lowe, Operations Director
SIGNED by Tilly Marsh
`,
    expected: {
      parties: ["Bouncy Bay Play Centres Ltd", "Tilly Marsh"],
      signed: "2026-06-02",
      start: "2026-07-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 1200"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n30h-09-clown-toy-shop-booking-confirm",
    style: "n30h-kids-entertainer-bookings",
    format: "text",
    source: `
# GIGGLE BOX ENTERTAINERS - BOOKING CONFIRMATION Ref GB-4471
Act: Marvello the Clown (performer: Bernard Quist). Giggle Box Entertainers acts as agent for the performer only and is not a party to this booking.
Client: Pebblewick Toys Ltd, 22 Briggate, Leeds LS1 6HD
Appearances: 3 in-store appearances (2 hrs each) at Pebblewick shops: Leeds 28 Nov 2026, York 5 Dec 2026, Hull 12 Dec 2026. Marvello will present the new Broadcast Bunny plush range to children and parents.
Fee: £1,350 for all three appearances, invoiced after the last one.
Extra time: £60 per extra half hour, only if the shop manager asks for it on the day.
Photos: client may take photos of Marvello at the appearances and use them on the display screens in Pebblewick shops and on Pebblewick's Facebook and Instagram pages. No TV, radio, print or website use.
Usage period: 28 Nov 2026 to 31 Jan 2027, UK only.
Exclusivity: none. Non-exclusive - Marvello is free to appear for other toy shops.
This is not a buyout: any other use of the photos needs a new fee agreed in writing.
Cancellation by client less than 7 days before an appearance: 50% of that appearance's share of the fee.
Performer: Bernard Quist - signed 30 Oct 2026
Signed for the client: Rachel Obi, Marketing Manager, Pebblewick Toys Ltd - 3 Nov 2026
`,
    expected: {
      parties: ["Bernard Quist", "Pebblewick Toys Ltd"],
      signed: "2026-11-03",
      start: "2026-11-28",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "social"],
      exclusive: false,
      fees: ["GBP 1350"],
      flags: [],
      denies: ["buyout", "non_compete"]
    }
  },
  {
    id: "n30h-10-party-character-franchise-licence",
    style: "n30h-kids-entertainer-bookings",
    format: "pdf",
    source: `
# CHARACTER NAME AND LIKENESS LICENSE AGREEMENT
This Character Name and Likeness License Agreement (this "Agreement") is between Confetti Crew Franchising LLC, a Texas limited liability company with its principal office at 2100 Ross Avenue, Dallas, Texas 75201 ("Confetti"), and Rosa Alvarez, professionally known as "Professor Bubbles" ("Performer"). It takes effect on the date on which the last party signs it (the "Effective Date").
## Recitals
Performer created and performs the children's party character "Professor Bubbles". Confetti franchises children's party businesses across the United States and wishes to promote them using the character.
## 1. License
1.1 Performer grants Confetti the exclusive license, within the United States, to use the name "Professor Bubbles" and Performer's likeness in costume to advertise and promote Confetti's franchised party services on television, in print brochures and flyers, on outdoor billboards, on Confetti's websites and on Confetti's social media accounts.
1.2 Cinema advertising and in-store displays are excluded from the license.
## 2. Term
2.1 The initial term is seven (7) years from the Effective Date.
2.2 The term then renews automatically for successive one-year periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.
## 3. Compensation
3.1 Confetti shall pay Performer a license fee of US$25,000 within thirty (30) days after the Effective Date.
3.2 Confetti shall also pay Performer a royalty of three percent (3%) of the initial franchise fees it receives from new franchisees during the term.
## 4. Conduct
Performer shall not engage in any conduct that is illegal, immoral or likely to bring Performer, the character or Confetti into public disrepute or to offend parents of young children. If Performer does so, Confetti may terminate this Agreement on written notice.
## 5. Sublicensing and Assignment
5.1 Confetti shall not sublicense any of the rights granted in Section 1, including to its franchisees, who may use only advertising materials produced and supplied by Confetti.
5.2 Confetti shall not assign this Agreement.
## 6. Governing Law
This Agreement is governed by the laws of the State of Texas.
CONFETTI CREW FRANCHISING LLC
By: Derek Simms, Chief Executive Officer
Date: April 10, 2026
PERFORMER
Rosa Alvarez
Date: April 15, 2026
`,
    expected: {
      parties: ["Confetti Crew Franchising LLC", "Rosa Alvarez"],
      signed: "2026-04-15",
      start: "2026-04-15",
      end: "2033-04-14",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "print", "out_of_home", "web", "social"],
      exclusive: true,
      fees: ["USD 25000"],
      flags: ["long_term", "automatic_renewal", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  }
]
