// Independent author "n30m" (wave 30), one development batch written without reading the reader's rules or the
// other batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file
// convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed before the
// reader was run on it. Three drafting styles:
// - gaming cafe and LAN-party streaming notices: an attendee notice whose operating company appears only in the
//   signature block and whose streaming corner is called the "Broadcast Booth"; a UK streamer appearance agreement
//   with role-labelled party blocks, the tournament date only in a schedule table, an "excluding" list, a
//   competitor restriction and reimbursed expenses and VAT beside the fee; a US team agreement whose exclusivity
//   clause is replaced by a rider that prevails, a "Sub-licensing" heading over a prohibition, and a deposit.
// - lighthouse and coastal heritage volunteer image licences: a perpetual, irrevocable volunteer licence that takes
//   effect on the volunteer's signature but is signed last by the trust, with an "Outdoor Learning" programme name
//   and a refusal of billboards; a scanned letter binding its addressee, with an honorarium beside refunded postage
//   and credit kept (moral rights not waived); a US docent release naming the volunteer only in the signature block,
//   counting five years from an Effective Date defined in a later clause, excluding the "Lightkeeper Print Shop";
//   a plain-text Irish licence with an overtime rate, an unexercised extension option and a rider that replaces its
//   term clause and adds print.
// - wedding venue open-day couple photo consents: a scanned tick-form with YES/NO rows, a photographer who is not
//   a party and a booking deposit; a US model release with the showcase date in a schedule, an "Outdoor Ceremony
//   Lawn", a cancellation fee and mileage beside the model fee and a morality clause; a UK letter to a couple giving
//   the venue exclusive use with a personal-social carve-out, a "Cinema Nights" event name and a deposit.
//
// Answer rules decided by this author: the parties are those bound by the document (a venue or trust and the
// attendee, streamer, team, volunteer or each member of a couple); a photographer engaged by the venue is not a
// party; a party named only in a signature block is a party. The signing date is the date of the last signature
// (or of the countersignature of a letter). The start is the day the licence begins (an event day, an Effective
// Date, a stated first day), which may differ from the signing date; "N months/years from X" ends on the day before
// the anniversary of X; a rider that replaces a term clause gives the term. Fees are the sums the licensee pays for
// the appearance or the rights: VAT, reimbursed travel, mileage or postage, an overtime rate owed only if incurred,
// a cancellation fee, an option or extension price, a deposit and a ticket price are not fees; no fee means
// no_fee_stated. Channels: websites (and listing pages) are web; Twitch, YouTube, TikTok, Instagram, Facebook and
// Pinterest accounts are social; television is broadcast; calendars, brochures, guides, bridal magazines and
// leaflets are print; billboards and posters outside are out_of_home; names such as "Broadcast Booth", "Outdoor
// Learning", "Lightkeeper Print Shop", "Outdoor Ceremony Lawn" and "Cinema Nights" grant nothing; an "excluding" list
// removes channels. Territory is what the document states (the UK is GB). Exclusive is true where the grant or the
// appearance is exclusive (also with carve-outs or as a competitor restriction, which is also non_compete), false
// where it says non-exclusive or leaves the other side expressly free to license, null where silent; a rider that
// makes it non-exclusive prevails. Perpetual grants have no end and the perpetual_term flag (not no_end_date);
// "irrevocable" raises irrevocable_grant; a morals clause raises morality_clause; a term of exactly 60 months is
// not long_term. Denies: "shall not / may not sub-license" or "will not sell, license or pass to any other business"
// denies sublicensable; "may not be assigned" denies assignable; "no automatic renewal" denies automatic_renewal;
// "you do not waive your moral rights" denies moral_rights_waiver.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30m-lan-streaming-notices",
  "n30m-lighthouse-volunteer-licences",
  "n30m-venue-openday-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30m-01-pixelforge-attendee-notice",
    style: "n30m-lan-streaming-notices",
    format: "text",
    source: `
# PixelForge LAN 2026 - Attendee Streaming and Filming Notice
Respawn Gaming Cafe, 14 Carver Street, Sheffield S1 4FS
PixelForge LAN runs from Saturday 14 March 2026 (doors 10:00) to Sunday 15 March 2026. Please read this notice and sign it when you register. Your ticket price (GBP 35) is the same whether or not you sign.
What we film. We stream the event live from the Broadcast Booth (our streaming corner by the bar) and film the main floor. You, your screen, your webcam and your voice on comms may appear.
What you agree to. By signing below you agree that we may use that footage, live and recorded, on our Twitch and YouTube channels, our TikTok and Instagram accounts and the PixelForge website, throughout the world, for two years from the first day of the event. Nothing from the event is shown on television or in cinemas; the Broadcast Booth is only the name of the corner.
Not exclusive. This permission is non-exclusive. You can stream your own gameplay and camera to your own channels as much as you like.
No payment. You are not paid for this permission.
What we will not do. We will not sell or sub-license the footage to any other company, sponsor or tournament organiser.
Opting out on the day. Ask for a red lanyard at the desk and our camera crew will keep you out of shot.
Attendee name: Jordan Ames
Gamertag: AmesOfWar
Signed: Jordan Ames
Date: 21 February 2026
Signed for and on behalf of Respawn Gaming Cafe Ltd: Dev Chaudhry, Manager
Date: 21 February 2026
`,
    expected: {
      parties: ["Respawn Gaming Cafe Ltd", "Jordan Ames"],
      signed: "2026-02-21",
      start: "2026-03-14",
      end: "2028-03-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30m-02-streamer-appearance-clips",
    style: "n30m-lan-streaming-notices",
    format: "docx",
    source: `
# STREAMER APPEARANCE AND CLIP LICENCE
THIS AGREEMENT is dated 15 April 2026
## Parties
(1) LEVEL UP LOUNGE LIMITED, a company registered in England and Wales (company number 12873340) whose registered office is at 3 Tib Street, Manchester M4 1LA (the "Venue"); and
(2) KEZIA MARLOW, known online as "kezzplays", of 41 Chapel Allerton Road, Leeds LS7 3NB (the "Streamer").
## Background
(A) The Venue runs a gaming cafe and hosts the tournament named in the Schedule (the "Tournament").
(B) The Venue wishes the Streamer to co-commentate at the Tournament and to use clips of her stream afterwards.
## Agreed terms
1> Definitions. "Tournament Date" means the date given in the Schedule. "Clips" means edited extracts of the Streamer's stream and of the Venue's own footage of the Streamer made on the Tournament Date.
1> Appearance. The Streamer shall attend the Tournament on the Tournament Date from 12:00 to 20:00 and co-commentate the finals. She may stream her own view to her Twitch channel.
1> Licence. The Streamer grants the Venue a licence to make Clips and to publish them on the Venue's website and on its YouTube, TikTok and Instagram accounts, in the United Kingdom, for six months beginning on the Tournament Date, excluding paid advertising, television and any printed material.
1> Exclusivity. The Streamer's appearances are exclusive to the Venue in Greater Manchester for the six months beginning on the Tournament Date: during that period she shall not appear at, or stream from, any other gaming cafe, LAN centre or esports bar in Greater Manchester. She remains free to stream from home and to work with any brand.
1> Fee. The Venue shall pay the Streamer an appearance and licence fee of £600 (plus VAT, if the Streamer is VAT-registered) within 14 days after the Tournament Date. The Venue shall also reimburse her return train fare from Leeds, up to £80, on receipt.
1> Assignment. The Venue may not assign or transfer this agreement or the licence.
1> Law. This agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Tournament | Level Up Spring Smash (Tekken 8 and Street Fighter 6) |
| Tournament Date | Saturday 9 May 2026 |
| Place | Level Up Lounge, 3 Tib Street, Manchester |
| Streamer's channel | twitch.tv/kezzplays |
## Signatures
Signed by Aaron Pike, Director, for and on behalf of Level Up Lounge Limited
Signed by Kezia Marlow
`,
    expected: {
      parties: ["Level Up Lounge Limited", "Kezia Marlow"],
      signed: "2026-04-15",
      start: "2026-05-09",
      end: "2026-11-08",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 600"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30m-03-lan-team-rider",
    style: "n30m-lan-streaming-notices",
    format: "pdf",
    source: `
# CHECKPOINT CAFE - LAN TEAM STREAMING AGREEMENT
This Streaming Agreement is entered into as of the date of the last signature below between Checkpoint Cafe LLC, a Texas limited liability company ("Checkpoint"), and Byte Brigade Gaming LLC, a Texas limited liability company acting for itself and its five rostered players ("Team").
1> Event. Checkpoint will host the Summer Frag LAN at 2210 East Sixth Street, Austin, Texas on July 18-19, 2026 (the "Event").
1> Streaming Rights. Team grants Checkpoint the right to stream and record Team's matches, player cams and voice comms at the Event and to publish the streams and recordings on Checkpoint's Twitch and YouTube channels and on checkpointcafe.com, in the United States.
1> Term. The rights in Section 2 begin on the first day of the Event and end on December 31, 2026.
1> Exclusivity. Team grants the rights in Section 2 exclusively to Checkpoint, and Team will not stream the Event on its own channels.
1> Sub-licensing. Checkpoint may not sub-license, sell or transfer any of the rights in Section 2 to any third party, including any tournament organizer or sponsor.
1> Payment. Checkpoint will pay Team an appearance stipend of $1,500 within ten (10) days after the Event. Team will pay Checkpoint a refundable equipment deposit of $250 at check-in, which Checkpoint will return at the end of the Event if no equipment is damaged.
1> Law. This Agreement is governed by the laws of the State of Texas.
## RIDER A
Rider A is signed with this Agreement and prevails over Section 4 where they conflict. Section 4 is deleted and replaced with: "4. Non-Exclusivity. The rights in Section 2 are non-exclusive. Team and each of its players may stream the Event on their own channels with a two-minute delay."
## SIGNATURES
| CHECKPOINT CAFE LLC | BYTE BRIGADE GAMING LLC |
| By: Maria Delgado, Managing Member | By: Tyler Nguyen, Owner |
| Date: June 2, 2026 | Date: June 4, 2026 |
`,
    expected: {
      parties: ["Checkpoint Cafe LLC", "Byte Brigade Gaming LLC"],
      signed: "2026-06-04",
      start: "2026-07-18",
      end: "2026-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 1500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30m-04-skerrow-volunteer-perpetual",
    style: "n30m-lighthouse-volunteer-licences",
    format: "docx",
    source: `
# Skerrow Point Lighthouse Trust
## Volunteer Image Licence and Consent
Trust: Skerrow Point Lighthouse Trust, a Scottish charitable incorporated organisation (SC049812), The Keepers' Cottages, Skerrow Point, Portpatrick DG9 8TD (the "Trust")
Volunteer: Alasdair Reid, 7 Harbour Row, Stranraer DG9 7RA (the "Volunteer")
1> About this licence. The Volunteer gives tours of the lighthouse tower and helps at the Trust's Skerrow Outdoor Learning days for schools. The Trust photographs and films its volunteers at work to tell the lighthouse's story.
1> Grant. The Volunteer grants the Trust a non-exclusive, irrevocable and perpetual licence to use photographs, film and sound recordings of the Volunteer made while volunteering (the "Images") throughout the world, on the Trust's website and social media accounts and in its printed guidebook, newsletters and appeal leaflets.
1> Limits. The Trust will not use the Images on billboards or roadside posters, on television or in paid advertising of any kind. The Outdoor Learning days are a schools programme and the name gives no further right.
1> No sub-licensing. The Trust shall not sub-license, sell or lend the Images to any third party.
1> No payment. The Volunteer is not paid for the Images or for volunteering. The Trust reimburses travel at 45p per mile under its volunteer expenses policy.
1> Irrevocable. Because the licence is irrevocable, the Volunteer cannot withdraw it for Images already made, but may ask at any time not to be photographed or filmed again.
1> Start. This licence takes effect on the date the Volunteer signs it.
| Signed | Name | Date |
| Volunteer | Alasdair Reid | 6 September 2025 |
| For the Trust | Fiona MacLeod, Volunteer Coordinator | 8 September 2025 |
`,
    expected: {
      parties: ["Skerrow Point Lighthouse Trust", "Alasdair Reid"],
      signed: "2025-09-08",
      start: "2025-09-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30m-05-carn-du-calendar-letter",
    style: "n30m-lighthouse-volunteer-licences",
    format: "scan",
    source: `
# COASTWATCH HERITAGE CORNWALL CIC
Carn Du Lighthouse Visitor Centre, Lamorna Road, Penzance TR19 6XL
14 November 2025
Ms Tamsin Penhallow, 2 Chapel Row, Mousehole TR19 6SB
Dear Ms Penhallow,
Your photographs for the Carn Du 2026 calendar
Thank you for volunteering your photographs of Carn Du Lighthouse. This letter sets out the licence you give us.
1. Photographs: the twelve photographs listed on the enclosed sheet (the "Photographs").
2. Use: we may reproduce the Photographs in the printed Carn Du Lighthouse Calendar and on our website, coastwatchcornwall.org.uk. We will not use them on social media or on any poster or billboard.
3. Period: three years from 1 January 2026, ending on 31 December 2028.
4. Territory: the United Kingdom only.
5. Not exclusive: you keep the copyright and remain free to license the Photographs to anyone else.
6. Honorarium: we will pay you an honorarium of £150 when you sign this letter, and we will refund your printing and postage costs of £22.40.
7. Credit: we will credit you as "Photograph (c) Tamsin Penhallow" each time. You do not waive your moral rights.
Please sign and return the enclosed copy to confirm that you agree.
Yours sincerely,
Jenna Rowe, Volunteer Manager, for Coastwatch Heritage Cornwall CIC
I agree to the terms of this letter.
Signed: Tamsin Penhallow    Date: 20 November 2025
`,
    expected: {
      parties: ["Coastwatch Heritage Cornwall CIC", "Tamsin Penhallow"],
      signed: "2025-11-20",
      start: "2026-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 150"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n30m-06-wrenfield-docent-release",
    style: "n30m-lighthouse-volunteer-licences",
    format: "pdf",
    source: `
# CAPE WRENFIELD LIGHT STATION ASSOCIATION
## Volunteer Docent Likeness Release
This Release is between the Cape Wrenfield Light Station Association, a Maine nonprofit corporation (the "Association"), and the volunteer docent who signs below (the "Volunteer").
1> Materials. "Materials" means the Volunteer's name, likeness, voice and biographical information as recorded for the Association's "Keepers of the Light" oral history and photo project.
1> Grant. The Volunteer grants the Association the right to use the Materials (a) on the Association's website and on its Facebook, Instagram and YouTube accounts, and (b) in a thirty-second public service announcement aired on Maine television stations.
1> Exclusions. The grant excludes printed matter of any kind, including postcards, calendars and prints sold at the Lightkeeper Print Shop, and excludes cinema and outdoor advertising.
1> Term. This Release runs for five (5) years from the Effective Date.
1> Territory. The United States.
1> No Compensation. The Volunteer will receive no payment or other compensation for this Release.
1> Assignment. This Release is personal to the Association and may not be assigned or transferred by it.
1> Effective Date. The "Effective Date" is the date of the Association's annual Volunteer Recognition Day, which in 2026 falls on May 16, 2026.
## SIGNATURES
| VOLUNTEER | ASSOCIATION |
| Harold T. Beaumont | By: Carol Ann Whitcomb, Executive Director |
| Date: April 2, 2026 | Date: April 2, 2026 |
`,
    expected: {
      parties: ["Cape Wrenfield Light Station Association", "Harold T. Beaumont"],
      signed: "2026-04-02",
      start: "2026-05-16",
      end: "2031-05-15",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "broadcast"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30m-07-ardmore-storyteller-rider",
    style: "n30m-lighthouse-volunteer-licences",
    format: "text",
    source: `
# Ardmore Head Lighthouse Heritage Centre - Volunteer Photo and Video Licence
Centre: Ardmore Head Heritage Centre CLG, The Old Signal Station, Ardmore, Co. Waterford, Ireland
Volunteer: Niamh O'Driscoll, 12 Strand Street, Youghal, Co. Cork
1> The Centre will photograph and film the Volunteer as its costumed guide, "the Lamp Room Storyteller", during the Lighthouse Open Weekend. The Open Weekend is held on the dates set by the Centre's board each year; in 2026 it is held on 27 and 28 June 2026.
1> The Volunteer grants the Centre a non-exclusive licence to use the photographs and video on the Centre's website and social media channels, in Ireland and the United Kingdom.
1> The licence lasts 12 months from the first day of the Open Weekend.
1> The Centre will pay the Volunteer EUR 250 for the costumed performance and this licence. If filming runs past 18:00 on either day, the Centre will also pay EUR 40 for each extra hour.
1> The Centre may not sub-license the photographs or video to anyone.
1> The Centre may extend the licence once by a further 12 months for EUR 150, by written notice before the licence ends. There is no automatic renewal.
RIDER - agreed at signing. This Rider prevails over clauses 2 and 3.
R1. Clause 3 is replaced: the licence lasts 24 months from the first day of the Open Weekend.
R2. Clause 2 is extended: the Centre may also use the photographs in its printed visitor guide.
Signed for the Centre: Eoin Walsh, Manager - 3 June 2026
Signed by the Volunteer: Niamh O'Driscoll - 3 June 2026
`,
    expected: {
      parties: ["Ardmore Head Heritage Centre CLG", "Niamh O'Driscoll"],
      signed: "2026-06-03",
      start: "2026-06-27",
      end: "2028-06-26",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 250"],
      flags: [],
      denies: ["sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "n30m-08-hollinsworth-openday-form",
    style: "n30m-venue-openday-consents",
    format: "scan",
    source: `
# HOLLINSWORTH BARN - WEDDING OPEN DAY, SUNDAY 22 FEBRUARY 2026
## Couples' Photo Consent
Our photographer, Lens & Lace Photography, is engaged by us and is not a party to this form. They will take pictures of couples touring the barn today.
Hollinsworth Barn Weddings Ltd ("we", "us") would like to use photographs of you taken today. Please write YES or NO against each use.
| Use | Your answer |
| Our website, hollinsworthbarn.co.uk | YES |
| Our Instagram and Facebook pages | YES |
| Our printed brochure and wedding fair stands | NO |
Our promise: we will never use your photographs on billboards, roadside signs or in paid advertising. We will not sell, license or give your photographs to any other business.
How long: from today until 31 December 2027. After that we will take them down and stop using them.
Where: in the UK only.
Payment: there is no payment for this consent. If you book a 2027 date today, our usual £500 booking deposit applies as normal.
Your names: Priya Shah and Tom Aldridge
Signed: Priya Shah    Signed: Tom Aldridge    Date: 22/02/2026
For Hollinsworth Barn Weddings Ltd: Gemma Hollins, Events Manager    Date: 22/02/2026
`,
    expected: {
      parties: ["Hollinsworth Barn Weddings Ltd", "Priya Shah", "Tom Aldridge"],
      signed: "2026-02-22",
      start: "2026-02-22",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30m-09-magnolia-showcase-release",
    style: "n30m-venue-openday-consents",
    format: "docx",
    source: `
# MAGNOLIA RIDGE ESTATE - SHOWCASE COUPLE MODEL RELEASE AND LICENSE
This Model Release and License (the "Agreement") is made February 10, 2026 by and between Magnolia Ridge Estate, LLC, a Georgia limited liability company (the "Venue"), and Danielle Okafor and Marcus Bell (together, the "Couple").
1> Shoot. The Couple will pose for a styled shoot at the Venue's open house on the Showcase Date set out in Schedule A, on the Outdoor Ceremony Lawn and in the Carriage House.
1> License. The Couple grants the Venue a non-exclusive license to use the photographs and video from the shoot on the Venue's website, on its Instagram, Pinterest and TikTok accounts, in bridal magazines and in the Venue's printed brochure, in the United States, for two (2) years from the Showcase Date, excluding television, cinema and billboard or other outdoor advertising.
1> Compensation. The Venue will pay the Couple a model fee of $400 on the Showcase Date. The Venue will also reimburse the Couple's mileage at the IRS standard rate. If the Venue cancels the shoot less than seven days before the Showcase Date, the Venue will pay the Couple a cancellation fee of $150 instead of the model fee.
1> Conduct. If either member of the Couple is publicly involved in conduct that brings the Venue into disrepute, the Venue may stop using the photographs and video at once.
1> Law. This Agreement is governed by the laws of the State of Georgia.
## SCHEDULE A
| Event | Spring Bridal Showcase open house |
| Showcase Date | Sunday, March 8, 2026 |
| Call time | 9:00 a.m. |
| Photographer | Southern Veil Studio (engaged by the Venue) |
## SIGNATURES
MAGNOLIA RIDGE ESTATE, LLC - By: Laurel Hughes, Owner - February 10, 2026
Danielle Okafor - February 10, 2026
Marcus Bell - February 10, 2026
`,
    expected: {
      parties: ["Magnolia Ridge Estate, LLC", "Danielle Okafor", "Marcus Bell"],
      signed: "2026-02-10",
      start: "2026-03-08",
      end: "2028-03-07",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 400"],
      flags: ["morality_clause"],
      denies: []
    }
  },
  {
    id: "n30m-10-thornbury-couple-letter",
    style: "n30m-venue-openday-consents",
    format: "pdf",
    source: `
# Thornbury Mill Venue Ltd
Mill Lane, Thornbury, Bristol BS35 2AX
13 April 2026
Ms Ellie Marsh and Mr Samuel Okonjo, 22 Gloucester Road, Bristol BS7 8AE
Dear Ellie and Sam,
## Photographs from our Spring Open Day
It was lovely to meet you at our open day on Sunday 12 April 2026, and thank you for letting our photographer take pictures of you in the Old Granary. This letter records what we agreed.
1> What you allow us to do. You allow us to use the photographs on our website, in our Instagram and Facebook posts and in our printed wedding brochure, in the UK, for 18 months from the open day.
1> Exclusive rights. For those 18 months you give us the exclusive right to use the photographs to advertise a wedding venue, and you will not let any other venue or supplier use them. This does not stop you posting them on your own personal social media or sharing them with family and friends.
1> What we will not do. We will not pass the photographs to any other business, and we will not use them on billboards. Our Cinema Nights and Outdoor Theatre evenings are separate events, and the photographs will not be shown at them.
1> Payment. We will pay you £300 for your time within 14 days of receiving this signed letter. This is separate from the £750 booking deposit you have paid for your wedding, which stays under our booking terms.
Please sign and return a copy of this letter.
Warm wishes,
Harriet Blake, Director, for and on behalf of Thornbury Mill Venue Ltd
We agree to the terms of this letter.
Ellie Marsh    Samuel Okonjo    Date: 18 April 2026
`,
    expected: {
      parties: ["Thornbury Mill Venue Ltd", "Ellie Marsh", "Samuel Okonjo"],
      signed: "2026-04-18",
      start: "2026-04-12",
      end: "2027-10-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 300"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
