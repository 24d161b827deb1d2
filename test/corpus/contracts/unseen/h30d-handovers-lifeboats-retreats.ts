// Independent author "h30d" (wave 30), one held-out batch written without reading the reader or the other batches'
// texts (only Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of n11's batch for the file
// convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader
// was run on it. Three drafting styles:
// - h30d-dealership-handover-consents: car dealers' consents for the photograph taken when a customer collects a new
//   car: a tick-box form where one box (print) is left unticked, a US release for a local TV and billboard campaign
//   with an "excluding ..." list and a term counted from a Campaign Launch Date given in a schedule, and a UK letter
//   ("Dear Mr Patel") under an "Exclusive" heading whose body says the feature is not exclusive, signed back days
//   later. Hard: a model name ("Outdoor SE") holding a channel word, the car's price, a balance and a deposit that are
//   not fees, a consent with no fixed end that is not perpetual, showroom screens (in_store).
// - h30d-rescue-crew-image-licences: lifeboat and mountain-rescue charities and their volunteer crews: a volunteer's
//   perpetual, irrevocable licence with sub-licensing to a federation; a charity licensing crew photographs to an
//   outdoor-clothing brand (the brand's name holds "Outdoor") under a clause headed "Print and Outdoor Advertising"
//   whose body licenses only web, social and in-store and denies print and outdoor, an exclusivity with carve-outs and
//   a term from a Launch Date in a schedule; an e-mail deal with a production company named "Beacon Cinema" for a
//   printed book only, with a contingent donation that is not a fee; a scanned crew release whose rider replaces the
//   term clause and prevails.
// - h30d-retreat-participant-releases: yoga-retreat and wellness-festival participant releases: a Portuguese retreat
//   whose dates and prices are only in a booking summary table (seven years from the last day: long term); a UK
//   festival's featured-participant release with a fee, a capped fare refund, a "Cinema Lawn" and a term from the
//   Opening Day in a key-dates table; a US festival release where the participant is named only in the signature
//   block, granting everything, everywhere, for ever.
//
// Answer rules decided by this author: the parties are the two who are bound (the dealer or charity or organiser and
// the customer, crew member, participant or licensee); photographers, staff who sign for a company, people copied
// on an e-mail and manufacturers are not. The signing date is the date of the last signature (or of the reply that
// confirms e-mailed terms); a letter dated earlier is signed when the addressee signs it back. The start is the date
// the text gives for the licence to begin; where the text says the consent takes effect on signature, or gives no
// other start, it is the signing date. "N years/months from X" ends the day before the anniversary of X; a rider
// that replaces a term clause prevails and gives the end. A consent that lasts "until you withdraw it" has no end
// and is not perpetual (no_end_date); "in perpetuity" is perpetual_term with no end, and I do not add no_end_date to
// a perpetual grant. Fees are sums paid for the consent or rights; the price of a car or retreat, a balance paid, a
// deposit, a festival pass, expenses, mileage or fares refunded, and a donation owed only if a book reprints are not
// fees; no fee means no_fee_stated. Channels: Facebook, Instagram, TikTok and YouTube channels are social; a website
// is web; television is broadcast; billboards, posters, banners and station posters are out_of_home; printed
// brochures, programmes, leaflets, annual reports and books are print; showroom screens and displays in shops are
// in_store; an unticked box, "no ... use" and "excluding ..." take a medium out; "any and all media now known or
// hereafter devised" is all seven channels with unlimited_media. Territories: the UK is GB, "the United Kingdom and
// Ireland" is GB and IE, "throughout the world" or "the universe" is worldwide, a US state is US. Exclusivity is
// true when the text says exclusive (carve-outs for the licensor's own use do not change that), false when it says
// non-exclusive or leaves the person free to work for others, null when silent; a heading does not override the body
// ("Headings ... do not affect interpretation"). Flags are raised only on what the text says: irrevocable_grant on
// "irrevocable", sublicensable and assignable on a permission to sub-license or assign (and denied on "shall not
// assign", "will not pass ... to anyone else", "may not sub-license"), long_term for more than 60 months (exactly 60
// is not long), non_compete denied where the person is expressly free to advertise for others.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30d-dealership-handover-consents",
  "h30d-rescue-crew-image-licences",
  "h30d-retreat-participant-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30d-01-tickbox-handover-consent",
    style: "h30d-dealership-handover-consents",
    format: "text",
    source: `
# BRAYFORD MOTORS LTD - HANDOVER PHOTO CONSENT
Brayford Motors Ltd, 22 Ferry Road, Lincoln LN1 3AB ("we", "us", "Brayford Motors")
Thank you for choosing Brayford Motors. Many of our customers like us to share a photo of them collecting their new car. Please tick each box you agree to. You do not have to agree to any of them, and saying no will not affect your purchase or your aftersales service.
[x] I agree that Brayford Motors may photograph me with my new vehicle at handover.
[x] I agree that Brayford Motors may post the photo on its Facebook and Instagram pages.
[x] I agree that Brayford Motors may show the photo on the "Happy Drivers" page of its website.
[ ] I agree that Brayford Motors may use the photo in its printed newspaper advertisements and local magazine adverts.
How long: we will use the photo for 12 months from the Handover Date shown below. After that we will take it down from our website and stop posting it.
Where: your consent covers use in the United Kingdom only.
Who else: we will not sell your photo or pass it to any other company, including the vehicle manufacturer, and no other business may use it.
Payment: no payment is made to you for this consent.
You may ask us questions about this form at any time by emailing marketing@brayfordmotors.co.uk.
HANDOVER DETAILS
Customer: Helen Okafor
Vehicle: Vantara Outdoor SE 1.5 Hybrid, Pearl Grey, reg. LN26 KVP
Handover Date: 14/03/2026
Balance paid on handover: £18,450.00
Customer signature: Helen Okafor    Date: 14/03/2026
For Brayford Motors Ltd: Dan Whitlock, Sales Executive    Date: 14/03/2026
`,
    expected: {
      parties: ["Brayford Motors Ltd", "Helen Okafor"],
      signed: "2026-03-14",
      start: "2026-03-14",
      end: "2027-03-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30d-02-us-delivery-day-campaign-release",
    style: "h30d-dealership-handover-consents",
    format: "docx",
    source: `
# CUSTOMER FEATURE RELEASE AND LICENSE
This Customer Feature Release and License (this "Release") is made as of April 9, 2026 between Harbor Point Auto Group, LLC, a Michigan limited liability company doing business as Harbor Point Chevrolet ("Dealer"), and Daniel R. Kowalski, an individual residing in Traverse City, Michigan ("Customer").
## Background
Customer took delivery of a new vehicle from Dealer on March 28, 2026. With Customer's permission, Dealer photographed and filmed the delivery (the "Delivery Footage") and now wishes to feature Customer in its "Drive Home Happy" spring campaign.
## Terms
1> License. Customer grants Dealer a license to use the Delivery Footage and Customer's name, likeness and voice in local television commercials, on billboards, and on Dealer's website, excluding radio, printed newspaper and direct-mail advertising and any social media use.
1> Territory. The State of Michigan, United States.
1> Term. This Release runs for two (2) years from the Campaign Launch Date stated in Schedule A.
1> Fee. Dealer shall pay Customer a one-time fee of $750 within fifteen (15) days after both parties sign this Release.
1> Mileage. Dealer will also reimburse Customer's mileage for the filming session at the IRS standard rate, up to $60 in total.
1> Vehicle purchase. Nothing in this Release changes the purchase price of $41,980 for the vehicle or any warranty.
1> Other advertising. Customer is free to appear in advertising for any other business, including other automobile dealers.
1> Assignment. Dealer shall not assign this Release without Customer's prior written consent.
1> Governing law. This Release is governed by the laws of the State of Michigan.
## Schedule A - Campaign Details
| Item | Detail |
| Campaign | Drive Home Happy (Spring 2026) |
| Campaign Launch Date | May 1, 2026 |
| Media | Local television, billboards, dealer website |
## Signatures
HARBOR POINT AUTO GROUP, LLC. By: Renee Dubois, General Manager. Date: April 9, 2026
CUSTOMER: Daniel R. Kowalski. Date: April 9, 2026
`,
    expected: {
      parties: ["Harbor Point Auto Group, LLC", "Daniel R. Kowalski"],
      signed: "2026-04-09",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "out_of_home", "web"],
      exclusive: false,
      fees: ["USD 750"],
      flags: [],
      denies: ["assignable", "non_compete"]
    }
  },
  {
    id: "h30d-03-dear-customer-showroom-letter",
    style: "h30d-dealership-handover-consents",
    format: "scan",
    source: `
# KINGSMERE MOTOR COMPANY
Kingsmere Motor Company Limited, Unit 4, Riverside Retail Park, Chelmsford CM2 6XY
Mr Rajesh Patel, 14 Larch Close, Chelmsford CM1 4RT
5 June 2026
Dear Mr Patel,
## Exclusive Handover Feature - your photo consent
Congratulations on your new Alder EV6 Estate. At your handover on 3 June 2026 our team took a photograph of you with the car, and we would like to feature it. This letter sets out what you agree to if you sign and return it.
1> What we may do. We may post the photograph on our Facebook, Instagram and TikTok accounts and show it on the display screens in our Chelmsford showroom. We will not use it in print, on billboards or on our website.
1> Not exclusive. The feature is not exclusive: you are free to share the photograph yourself and to take part in any other promotion.
1> How long. Your consent starts on the date you sign this letter. It has no fixed end date and continues until you withdraw it by writing to us; we will then remove the photograph within 14 days.
1> Where. The United Kingdom only.
1> Payment. There is no payment for this consent. For your records, the £500 deposit you paid on 12 May 2026 has been applied to the price of the vehicle.
1> Sharing. We will not pass the photograph to the manufacturer or to anyone else.
Yours sincerely,
Claire Dunmore, Marketing Manager, for Kingsmere Motor Company Limited
I agree to the above.
Signed: Rajesh Patel    Date: 8 June 2026
`,
    expected: {
      parties: ["Kingsmere Motor Company Limited", "Rajesh Patel"],
      signed: "2026-06-08",
      start: "2026-06-08",
      end: null,
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30d-04-lifeboat-volunteer-perpetual-licence",
    style: "h30d-rescue-crew-image-licences",
    format: "pdf",
    source: `
# CREW IMAGE LICENCE
Between Tay Estuary Lifeboat Trust (Scottish Charity No. SC031742), Lifeboat Station, Fisher Street, Broughty Ferry DD5 2BP ("the Trust")
and Callum Reid, volunteer helm at Broughty Ferry station ("the Crew Member").
Date of this licence: 2 February 2026
1> Background. The Trust photographs and films its volunteer crews on exercise and on service. It relies on these pictures to raise the funds that keep its boats at sea.
1> Grant. The Crew Member grants the Trust a non-exclusive licence to use photographs and film of the Crew Member taken while on duty (the "Crew Images") in the Trust's fundraising appeals: in print (appeal letters, leaflets and the annual review), on the Trust's website and social media channels, and in appeal films broadcast on television.
1> Territory. Throughout the world.
1> Duration. The licence starts on the date of this licence and is granted in perpetuity. It is irrevocable, so that appeal material already printed or broadcast need not be withdrawn if the Crew Member later leaves the crew.
1> Sub-licensing. The Trust may sub-license the Crew Images to the Scottish Lifeboat Federation and to newspapers reporting on the Trust's work.
1> Limits. The Trust will not use the Crew Images to endorse any commercial product or service.
1> Payment. The Crew Member is a volunteer and receives no fee for this licence. The Trust will continue to reimburse out-of-pocket expenses under its volunteer expenses policy.
Signed for Tay Estuary Lifeboat Trust: Morag Baillie, Operations Manager, 2 February 2026
Signed by the Crew Member: Callum Reid, 2 February 2026
`,
    expected: {
      parties: ["Tay Estuary Lifeboat Trust", "Callum Reid"],
      signed: "2026-02-02",
      start: "2026-02-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "broadcast"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable", "no_fee_stated"]
    }
  },
  {
    id: "h30d-05-mountain-rescue-brand-licence",
    style: "h30d-rescue-crew-image-licences",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT
THIS AGREEMENT is dated 20 July 2026
PARTIES
(1) LOCHABER FELLS MOUNTAIN RESCUE TEAM, a Scottish charitable incorporated organisation (SC045678) whose principal office is at The Base, Glen Nevis Road, Fort William PH33 6SY (the "Team"); and
(2) CAIRNLINE OUTDOOR LTD, incorporated in England and Wales with company number 09876543, whose registered office is at 8 Canal Wharf, Kendal LA9 4TD (the "Brand").
BACKGROUND
(A) The Brand supplies cold-weather kit to the Team's volunteers.
(B) The Team has agreed to license photographs of its crew wearing that kit for the Brand's autumn campaign "Cairnline Outdoor: Made for the Call-Out".
## 1. Definitions and interpretation
1.1 "Crew Images" means the 14 photographs listed in Schedule 1. Each crew member shown has signed a release to the Team.
1.2 "Launch Date" means the date stated in Schedule 2.
1.3 "Term" means the period of 12 months starting on the Launch Date.
1.4 Headings are for convenience only and do not affect the interpretation of this Agreement.
## 2. Print and Outdoor Advertising
2.1 The Team grants the Brand a licence during the Term to use the Crew Images on the Brand's website, on the Brand's social media accounts, and on in-store displays in the Brand's own retail shops.
2.2 No use of the Crew Images in print (including catalogues, magazines and newspapers) or in outdoor advertising (including billboards, posters and bus sides) is licensed.
2.3 The licence covers the United Kingdom and the Republic of Ireland.
## 3. Exclusivity
3.1 During the Term the licence is exclusive: the Team shall not license the Crew Images to any other person.
3.2 Clause 3.1 does not prevent the Team from using the Crew Images for its own fundraising and publicity, or from supplying them to Scottish Mountain Rescue for its annual report.
## 4. Payment
4.1 The Brand shall pay the Team a licence fee of £4,000 within 30 days after the Launch Date. The Team will apply it to its equipment fund.
4.2 The Team is not registered for VAT.
4.3 The Brand shall also reimburse crew members' travel costs to the photo shoot, up to £300 in total, against receipts.
## 5. Restrictions
5.1 The Brand may not sub-license the Crew Images or permit any stockist or retailer of its products to use them.
5.2 The Brand shall not alter the Crew Images so as to suggest that the Team endorses any product other than the kit supplied.
## Schedule 1 - Crew Images
| Ref | Subject |
| LF-01 to LF-08 | Crew on the Ben Nevis tourist path, winter exercise |
| LF-09 to LF-14 | Stretcher lower, Steall Gorge |
## Schedule 2 - Key Date
| Launch Date | 1 September 2026 |
Signed for and on behalf of the Team by Iain MacRae, Team Leader
Signed for and on behalf of the Brand by Harriet Lowe, Marketing Director
`,
    expected: {
      parties: ["Lochaber Fells Mountain Rescue Team", "Cairnline Outdoor Ltd"],
      signed: "2026-07-20",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 4000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30d-06-lifeboat-book-email-terms",
    style: "h30d-rescue-crew-image-licences",
    format: "text",
    source: `
# Crew photographs for LAUNCH! - licence terms
From: Tamsin Rowe <tamsin@beaconcinema.co.uk>
To: Alan Trevithick <secretary@porthcarrowlifeboat.org.uk>
Cc: Jory Pascoe <jory@pascoephoto.co.uk>
Date: 11 August 2026 10:14
Dear Alan,
Thank you for showing me round the boathouse on Saturday. As promised, here are the terms on which Beacon Cinema Productions Ltd would license the Porthcarrow crew photographs for our book. Once you reply to confirm them on behalf of Porthcarrow Lifeboat Trust, they are binding on both of us and we will not need a longer contract.
- Photographs: the 40 photographs of the Porthcarrow crew taken by Jory Pascoe for the Trust in 2025. The Trust owns the copyright; Jory is copied for information and is not a party.
- Use: in the printed book "LAUNCH! A Year with the Porthcarrow Lifeboat" and on the book's page on our website. There is no film, cinema, television or streaming use.
- Term: five years from the publication date, which will be 1 October 2026.
- Territory: the United Kingdom and Ireland.
- Exclusivity: non-exclusive; the Trust may license the photographs to anyone else.
- Fee: a licence fee of £1,200, payable on publication. If the book is reprinted we will also make a donation of £300 to the Trust; that is a gift and not part of the fee.
Best wishes,
Tamsin Rowe, Head of Publishing, Beacon Cinema Productions Ltd
---
From: Alan Trevithick <secretary@porthcarrowlifeboat.org.uk>
To: Tamsin Rowe <tamsin@beaconcinema.co.uk>
Date: 12 August 2026 08:02
Tamsin - the trustees met last night and I confirm the terms above on behalf of Porthcarrow Lifeboat Trust.
Alan Trevithick, Honorary Secretary
`,
    expected: {
      parties: ["Beacon Cinema Productions Ltd", "Porthcarrow Lifeboat Trust"],
      signed: "2026-08-12",
      start: "2026-10-01",
      end: "2031-09-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 1200"],
      flags: []
    }
  },
  {
    id: "h30d-07-scanned-crew-release-with-rider",
    style: "h30d-rescue-crew-image-licences",
    format: "scan",
    source: `
# ERYRI RIDGE SEARCH AND RESCUE - CREW MEMBER IMAGE RELEASE
Team: Eryri Ridge Search and Rescue (registered charity 1187654), Capel Curig, Conwy
Crew member: Gwen Pritchard
1> I allow the Team to use photographs and video of me taken during training and call-outs on the Team's website, on its social media accounts, and in its printed leaflets and annual report.
1> The Team will not use my image in television programmes or in advertising for any company.
1> This release is non-exclusive.
1> This release runs for three years from 1 February 2026.
1> Territory: worldwide, as the Team's website and social media can be seen anywhere.
1> I am a volunteer and I receive no payment for this release.
Signed: Gwen Pritchard    Date: 22 January 2026
For the Team: Owain Hughes, Team Leader    Date: 22 January 2026
## RIDER
This rider was agreed and signed with the release above on 22 January 2026. Where the rider and the release differ, the rider prevails.
R1. Clause 4 of the release is deleted and replaced by: "This release runs from 1 February 2026 until 31 December 2027."
R2. The Team may not assign or transfer this release to any other organisation.
Signed: Gwen Pritchard    Owain Hughes, for the Team
`,
    expected: {
      parties: ["Eryri Ridge Search and Rescue", "Gwen Pritchard"],
      signed: "2026-01-22",
      start: "2026-02-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30d-08-portugal-yoga-retreat-release",
    style: "h30d-retreat-participant-releases",
    format: "docx",
    source: `
# Participant Photography and Video Release
Casa Alvorada Retreats, Lda. (NIPC 516234789), Rua do Sol 12, 8670-054 Aljezur, Portugal ("Casa Alvorada", "we", "us")
Participant: Sophie Lindqvist ("you")
Retreat: Spring Sunrise Yoga Retreat (dates in the Booking Summary below)
During the Retreat our photographer, Ines Duarte, takes photographs and short videos of classes, meals and excursions. We use them to show future guests what a week at Casa Alvorada is like.
1> Consent. You agree that we may use photographs and video in which you appear (the "Retreat Images") on our website, on our Instagram, Facebook and YouTube channels, and in our printed brochure.
1> When. Your consent takes effect when you sign this release and lasts for seven years from the last day of the Retreat.
1> Where. Worldwide.
1> Payment. You are not paid for this consent. The retreat price and deposit in the Booking Summary are what you pay us for the Retreat and do not depend on whether you sign.
1> Other uses. We will not sell the Retreat Images to stock libraries, and we will not license them to any other business.
## Booking Summary
| Booking reference | CA-26-0419 |
| Retreat | Spring Sunrise Yoga Retreat |
| Arrival | 12 May 2026 |
| Last day of the Retreat | 19 May 2026 |
| Retreat price (shared room) | €1,450 |
| Deposit paid | €400 (non-refundable) |
Signed by the participant: Sophie Lindqvist. Date: 12 May 2026
For Casa Alvorada Retreats, Lda.: Marta Sequeira, Director. Date: 12 May 2026
`,
    expected: {
      parties: ["Casa Alvorada Retreats, Lda.", "Sophie Lindqvist"],
      signed: "2026-05-12",
      start: "2026-05-12",
      end: "2033-05-18",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["long_term", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30d-09-wellness-festival-featured-participant",
    style: "h30d-retreat-participant-releases",
    format: "pdf",
    source: `
# Featured Participant Release - Stillwater Wellness Festival 2026
This release is between Stillwater Events CIC (company number 13572468), the organiser of the Stillwater Wellness Festival ("we", "us"), and the participant named in the signature box at the end ("you").
You applied to be one of our featured participants and were chosen to be photographed and filmed during the sunrise yoga sessions on the Cinema Lawn and at the sound-bath tent.
## What we may use
Photographs and film of you taken at the Festival, with your first name and home town.
## Where it may appear
On our website, on our social media accounts, in the printed festival programme, and on posters and banners at railway stations and at our festival sites. We will not use it on television or radio or in cinema advertising.
## For how long
For two years from the Opening Day shown in the Key Dates table below.
## Territory
The United Kingdom.
## Your fee
We will pay you a fee of £350 by bank transfer within 28 days after the Closing Day. We will also refund your train fare to the Festival, up to £40, against a ticket.
## Transfer
We may transfer this release to any organisation that takes over running the Festival.
## Key Dates
| Opening Day | Friday 24 July 2026 |
| Closing Day | Sunday 26 July 2026 |
| Venue | Stillwater Park, near Ludlow, Shropshire |
## Signature box
| Participant name | Aisha Rahman |
| Participant signature | Aisha Rahman |
| Date | 30 June 2026 |
| For Stillwater Events CIC | Ben Adeyemi, Festival Director, 30 June 2026 |
`,
    expected: {
      parties: ["Stillwater Events CIC", "Aisha Rahman"],
      signed: "2026-06-30",
      start: "2026-07-24",
      end: "2028-07-23",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: ["GBP 350"],
      flags: ["assignable"]
    }
  },
  {
    id: "h30d-10-desert-festival-universe-release",
    style: "h30d-retreat-participant-releases",
    format: "pdf",
    source: `
# DESERT BLOOM WELLNESS FESTIVAL - PARTICIPANT RELEASE
Desert Bloom Events, LLC ("Organizer") produces the Desert Bloom Wellness Festival at Joshua Tree, California, on April 16-18, 2027 (the "Festival").
By signing below, I, the undersigned participant, agree as follows:
1> Grant. I grant Organizer and its licensees the irrevocable right to photograph, film and record me at the Festival and to use my name, likeness, voice and those recordings in any and all media now known or hereafter devised, throughout the universe, in perpetuity, for advertising, promotion and any other lawful purpose.
1> Assignment and licensing. Organizer may assign this release and may sublicense any of its rights to sponsors, media partners and any successor.
1> No compensation. I will receive no compensation for this release. My festival pass ($395, non-refundable) is the price of admission and is not affected by this release.
1> Approval. I waive any right to inspect or approve the finished material or any copy that may be used with it.
1> Effective date. This release is effective on the date I sign it.
1> Governing law. California law governs this release.
Participant name (print): Marisol Vega
Signature: Marisol Vega
Date: March 3, 2027
Accepted: Desert Bloom Events, LLC, by Jordan Whitfield, Festival Producer
`,
    expected: {
      parties: ["Desert Bloom Events, LLC", "Marisol Vega"],
      signed: "2027-03-03",
      start: "2027-03-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "assignable", "sublicensable", "no_fee_stated"]
    }
  }
]
