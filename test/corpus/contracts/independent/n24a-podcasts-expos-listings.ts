// Independent author "n24a" (wave 24), one DEVELOPMENT batch written without reading the reader or any other batch
// (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entry of n11's file
// and the wave-24 checker), and committed before the reader was run on it: podcast and video-podcast guest releases
// (an e-mail reply and a click-through release, a US appearance agreement whose term runs from an episode's release
// date stated later, a UK books podcast named "Print Run"); trade-show and conference consents (a speaker agreement
// whose speaker is named only in the signature block, a US speaker agreement with a rider that replaces the term
// clause and a competing-conference restriction, an exhibitor's booth-staff photography consent with wristbands as
// the opt-out, from an exhibitor called "Kettleby Outdoor Ltd"); property and hospitality photography licences (an
// estate agent's licence whose dates stand only in a schedule table, a US MLS licence that ends six months from a
// listing date given in an exhibit, a hotel licence with an addendum that replaces the media and term clauses).
//
// Answer rules decided by this author: the parties are the two who are bound, named as the contract names them
// without role labels or "trading as" names (a sponsor, a host who signs for the network, an MLS and a seller are
// not); a release accepted by e-mail reply or click is signed on the day of the reply or click, and starts then when
// it says it takes effect on acceptance; "N months/years from X" ends the day before the anniversary; a licence that
// ends on a sale, completion or withdrawal "or in any event" on a longstop ends on the longstop; a term defined by
// an event (release, listing, show) takes that event's date where the contract gives it; the signing date of a
// document with an addendum signed with it is that common date; fees are the sums paid for the rights or the
// services (an honorarium is a fee); VAT, sales tax, travel and parking reimbursements, a conference pass's value, a
// stand deposit, a cancellation payment and an add-on not ordered are not fees; no fee at all raises no_fee_stated;
// podcast platforms, YouTube and websites are web, Instagram/TikTok/LinkedIn/X social, radio syndication broadcast,
// brochures, show guides and flyers print, billboards out_of_home, window cards in the agent's own branch window
// in_store; "the world, excluding ..." is worldwide; a channel excluded is not granted; exclusive is null when the
// contract says nothing; a speaker's promise not to speak at competing events is an exclusivity (true) with
// non_compete; "shall not sub-license" and "may not assign" deny sublicensable and assignable, and a permission to
// sub-license to portals or an MLS raises sublicensable; a heading that names a right whose body denies it is read by
// its body.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n24a-podcast-guest-releases",
  "n24a-trade-show-exhibitor-consents",
  "n24a-property-marketing-photo-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n24a-01-podcast-email-reply-release",
    style: "n24a-podcast-guest-releases",
    format: "text",
    source: `
# Re: The Long Table - guest release for your episode
From: Imogen Falk <imogen.falk@stmarks-clinic.co.uk>
To: Bookings <guests@harrowaudio.co.uk>
Date: 12 May 2026 09:41
I agree. Imogen
---
On 11 May 2026 at 17:02, Bookings <guests@harrowaudio.co.uk> wrote:
Dear Dr Falk,
Thank you for agreeing to join Ruth Mallory on The Long Table, produced by Harrow Audio Network Ltd ("Harrow", "we"). Before we record on 14 May 2026, we need your agreement to the release below. Please reply "I agree" to this e-mail. This release takes effect when you reply.
What you allow: Harrow may record your voice, name, likeness and what you say in the episode, and may use them in the episode, in edited clips and in trailers for the episode, on Spotify, Apple Podcasts, YouTube and our website, and on our Instagram, TikTok and X accounts.
Where and for how long: throughout the world, in perpetuity. Your permission is irrevocable once the episode is published.
Editing: we may edit, shorten and re-order your contribution, but we will not change its meaning.
Sponsor reads: the episode carries a read for our sponsor, Brightwell Mattresses, recorded by Ruth alone. You are not part of it, we will not place your voice or image next to it, and nothing in this release lets the sponsor use you.
Sub-licensing: none. Harrow shall not sub-license your name, voice or likeness to anyone, including Brightwell Mattresses.
Payment: there is no fee for appearing. We will reimburse your taxi to and from the studio (up to £40) on receipt.
Best wishes,
Ruth Mallory, host, for Harrow Audio Network Ltd
`,
    expected: {
      parties: ["Harrow Audio Network Ltd", "Imogen Falk"],
      signed: "2026-05-12",
      start: "2026-05-12",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24a-02-us-video-podcast-appearance",
    style: "n24a-podcast-guest-releases",
    format: "docx",
    source: `
# GUEST APPEARANCE AGREEMENT
This Guest Appearance Agreement (the "Agreement") is dated September 1, 2026 and is between Basement Tapes Media, LLC, a California limited liability company ("Network"), and Jordan Reyes ("Guest").
## 1. The Episode
1> Guest will appear as a guest on the video podcast "Off the Record with Dee Cole" (the "Show"), in an episode recorded at Network's studio in Burbank, California (the "Episode").
1> The "Release Date" means the date on which the Episode is first published on any platform. Network will notify Guest of the Release Date by e-mail.
## 2. Grant of Rights
1> Guest grants Network a non-exclusive license to use Guest's name, approved likeness, voice and biography in and in connection with the Episode, in clips of not more than three (3) minutes taken from the Episode, and in trailers for the Show.
1> The Episode, clips and trailers may be distributed on YouTube, Spotify, Apple Podcasts, the Show's website, and the Show's Instagram, TikTok and Facebook accounts.
1> Network may not use Guest's name or likeness in paid advertising, on television or on billboards.
## 3. Right to Edit
1> Network may edit the Episode in its discretion, provided that Network will not edit Guest's statements so as to change their meaning.
## 4. Sponsorship
1> The Episode may include a sponsor read for Highline Energy Drinks. Guest does not endorse the sponsor, will not be asked to read it, and Guest's likeness shall not appear in the sponsor read or in any sponsor's materials.
## 5. Term and Territory
1> The rights in Section 2 run throughout the world for three (3) years from the Release Date. After the term Network may leave the Episode in its back catalog but will not cut new clips or trailers.
## 6. Compensation
1> Network will pay Guest an honorarium of US$500 within thirty (30) days of recording.
1> Network will reimburse Guest's documented travel and parking, not to exceed US$300. The reimbursement is not compensation for the rights granted.
## 7. Assignment
1> Network may assign this Agreement to any successor to the Show or to Network's podcast business. Guest may not assign this Agreement.
## 8. General
1> This Agreement is governed by the laws of the State of California.
| BASEMENT TAPES MEDIA, LLC | GUEST |
| By: Dee Cole, Managing Member | Jordan Reyes |
| Date: September 1, 2026 | Date: September 1, 2026 |
Notice of Release Date (sent by e-mail, September 9, 2026): The Episode was first published on YouTube and Spotify on September 8, 2026. That date is the Release Date under the Agreement.
`,
    expected: {
      parties: ["Basement Tapes Media, LLC", "Jordan Reyes"],
      signed: "2026-09-01",
      start: "2026-09-08",
      end: "2029-09-07",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 500"],
      flags: ["assignable"]
    }
  },
  {
    id: "n24a-03-uk-books-podcast-guest-agreement",
    style: "n24a-podcast-guest-releases",
    format: "pdf",
    source: `
# Print Run - Guest Contributor Agreement
Quire Audio Ltd (company number 11482207), 4 Marchmont Yard, Edinburgh EH9 1HE ("Quire")
and
Hannah Osei, c/o Fenwick Literary Agency, London ("the Guest")
Date: 20 February 2027
Print Run is Quire's weekly podcast about books and publishing, released as audio and as a filmed video podcast. The name of the programme does not describe any medium in which the Guest's contribution may be used.
1. Recording. The Guest will be interviewed by the presenters of Print Run on 1 March 2027 at Quire's studio in Edinburgh. The episode containing the interview is expected to be released on 12 March 2027 (the "First Release").
2. Licence. The Guest grants Quire a licence to use the recording of the Guest's contribution, and the Guest's name, photograph and likeness, in the episode and in extracts and promotional trailers, on all podcast and video platforms and on social media, excluding broadcast television and radio, cinema and outdoor advertising.
3. Territory. The licence applies throughout the world, excluding the People's Republic of China.
4. Period. The licence runs for two years from the First Release.
5. Editing. Quire may edit the contribution for length, clarity and legal reasons.
6. Moral rights. The Guest waives any moral rights she may have in her contribution to the extent needed for editing under clause 5.
7. Honorarium. Quire will pay the Guest an honorarium of £250 plus VAT within 14 days of the First Release. Reasonable rail fares to Edinburgh will be reimbursed in addition.
8. Assignment. Quire may not assign this agreement or the licence without the Guest's written consent.
9. Sponsorship. Any sponsor message in the episode is read by the presenters. The Guest is not associated with any sponsor.
10. Law. Scots law governs this agreement.
Signed for Quire Audio Ltd: Callum Reid, Head of Audio, 20 February 2027
Signed by the Guest: Hannah Osei, 22 February 2027
Note added by Quire on 13 March 2027: the episode was released on 12 March 2027 as planned.
`,
    expected: {
      parties: ["Quire Audio Ltd", "Hannah Osei"],
      signed: "2027-02-22",
      start: "2027-03-12",
      end: "2029-03-11",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["moral_rights_waiver"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24a-04-click-through-guest-release",
    style: "n24a-podcast-guest-releases",
    format: "scan",
    source: `
# NORTHBOUND PODCAST NETWORK INC. - GUEST RELEASE (ONLINE BOOKING FORM)
By clicking "I agree" below, you (the guest named in the acceptance record) give Northbound Podcast Network Inc. ("Northbound") permission to record your appearance and to use your name, voice, image and likeness in the episode and in clips and promotion of it, on podcast apps, YouTube, Northbound's websites and social media, and in radio syndication of the programme, anywhere in the world, in perpetuity. This release is effective when you click "I agree".
Northbound may edit your appearance. Northbound may sub-license the episode and clips to its distribution and syndication partners.
No fee is payable for your appearance. Northbound will give you a parking voucher worth CAD 20 on the day.
Acceptance record
| Guest | Marie-Claude Tremblay |
| Programme | Hockey Night Talk, episode 212 |
| Recording date | 10 June 2026 |
| Accepted | "I agree" clicked 3 June 2026, 14:22 ET |
`,
    expected: {
      parties: ["Northbound Podcast Network Inc.", "Marie-Claude Tremblay"],
      signed: "2026-06-03",
      start: "2026-06-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "sublicensable", "no_fee_stated"]
    }
  },
  {
    id: "n24a-05-summit-speaker-agreement",
    style: "n24a-trade-show-exhibitor-consents",
    format: "docx",
    source: `
# SPEAKER AGREEMENT - FLEETTECH SUMMIT 2026
## Parties
| Organiser | Meridian Events Europe B.V., Keizersgracht 210, 1016 DZ Amsterdam ("Organiser") |
| Speaker | the individual who signs this agreement as Speaker below ("Speaker") |
| Event | FleetTech Summit 2026, RAI Amsterdam, 6 and 7 October 2026 (the "Event") |
## 1. Session
1> Speaker will give one keynote session of 30 minutes on 7 October 2026, the last day of the Event (the "Session").
## 2. Recording and use
1> Organiser will film and record the Session. Speaker grants Organiser a non-exclusive licence to use the recording of the Session and Speaker's name, photograph and biography on Organiser's on-demand platform (FleetTech On Demand), on Organiser's website and in Organiser's LinkedIn, YouTube and X marketing of future FleetTech events.
1> Speaker licenses Organiser to reproduce Speaker's slides (the "Slides") in the recording and to make them available to registered delegates as a download. Speaker keeps ownership of the Slides.
1> The licences in this clause run worldwide for 24 months from the last day of the Event.
## 3. Exclusivity
1> Nothing in this agreement gives Organiser exclusive rights in the Session, the recording or the Slides. Speaker may give the same or a similar talk at any other event, and may publish the Slides.
## 4. Sub-licensing
1> Organiser shall not sub-license the recording or the Slides to sponsors or exhibitors.
## 5. Fees and expenses
1> Organiser will pay Speaker a speaker fee of EUR 1,500 (exclusive of VAT) within 30 days of the Event.
1> Organiser will reimburse economy travel up to EUR 600 and will book and pay for two nights' hotel accommodation. These are expenses, not fees.
## 6. Law
1> Dutch law applies.
| Signed for Meridian Events Europe B.V. | Signed by the Speaker |
| Name: Pieter van Dalen, Programme Director | Name: Sigrid Halvorsen |
| Date: 15 July 2026 | Date: 18 July 2026 |
`,
    expected: {
      parties: ["Meridian Events Europe B.V.", "Sigrid Halvorsen"],
      signed: "2026-07-18",
      start: "2026-10-07",
      end: "2028-10-06",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 1500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24a-06-expo-speaker-rider-noncompete",
    style: "n24a-trade-show-exhibitor-consents",
    format: "pdf",
    source: `
# PACIFIC RETAIL EXPO 2027 - SPEAKER AGREEMENT
This Speaker Agreement is entered into as of November 20, 2026 by Copperline Events, Inc., a Nevada corporation ("Copperline"), and Dana Whitcombe ("Speaker").
1. Event. Pacific Retail Expo 2027 will be held at the Las Vegas Convention Center on March 9-11, 2027 (the "Expo"). Speaker will moderate one panel and present one breakout session.
2. Recording. Copperline may video- and audio-record Speaker's sessions (the "Recordings") and photograph Speaker at the Expo.
3. Use. Copperline may use the Recordings, photographs, Speaker's name, title and approved biography on the Expo's on-demand platform, on pacificretailexpo.com, on Copperline's social media channels, and in the printed Show Guide.
4. Territory. The United States and Canada.
5. Term of Use. Copperline may use the Recordings for twelve (12) months after the Expo.
6. Compensation. Copperline will pay Speaker an honorarium of $2,500 within 30 days after the Expo. Speaker will also receive a complimentary full-conference pass (retail value $1,295). If Copperline cancels Speaker's sessions less than 30 days before the Expo, Copperline will pay Speaker a cancellation payment of $500 in place of the honorarium.
7. Competing Events. From the date of this Agreement until April 30, 2027, Speaker shall not speak at any other retail technology conference or trade show held in the United States or Canada, except for events hosted by Speaker's own employer for its customers.
8. Assignment. Neither party may assign this Agreement without the other's prior written consent.
RIDER A
This Rider forms part of the Speaker Agreement and prevails over the body of the Agreement where they conflict.
A1. Clause 5 (Term of Use) is deleted and replaced by the following: "5. Term of Use. Copperline may use the Recordings and photographs for thirty-six (36) months from the first day of the Expo."
A2. All other terms remain unchanged.
COPPERLINE EVENTS, INC.    By: Marcus Oyelaran, VP Content    Date: November 20, 2026
SPEAKER    Dana Whitcombe    Date: November 20, 2026
`,
    expected: {
      parties: ["Copperline Events, Inc.", "Dana Whitcombe"],
      signed: "2026-11-20",
      start: "2027-03-09",
      end: "2030-03-08",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 2500"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24a-07-exhibitor-booth-photo-consent",
    style: "n24a-trade-show-exhibitor-consents",
    format: "scan",
    source: `
# HARBOURSIDE SHOWS LTD - EXHIBITOR PHOTOGRAPHY AND FILMING CONSENT
Show: The Great Northern Camping & Caravan Show, Harrogate, 14-16 May 2027
Exhibitor: Kettleby Outdoor Ltd, Stand C14 (the "Exhibitor"). Kettleby Outdoor makes tents and camping equipment; its name does not refer to outdoor advertising.
1. Harbourside Shows Ltd ("Harbourside") will photograph and film the show floor, including the Exhibitor's stand and the staff working on it.
2. Badges and wristbands. Every stand worker will wear a Harbourside badge. A worker who does not wish to be photographed or filmed may collect a red wristband at the Exhibitor desk; Harbourside's photographers will not photograph or film anyone wearing one. Wearing a badge without a red wristband is consent.
3. Use. Harbourside may use the photographs and film on its websites, its social media accounts and in the printed show catalogue and future show brochures, in the United Kingdom and Ireland, excluding paid advertising on billboards, on television or in the cinema.
4. Period. From the first day of the Show until 31 December 2028.
5. Harbourside may not sell or sub-license the photographs or film to any third party.
6. No fee is payable by either party for this consent. The Exhibitor's stand deposit of £1,000 and the stand rental are governed by the Exhibitor Contract and are not affected.
Signed for Harbourside Shows Ltd: A. Pickering, Operations Director, 2 March 2027
Signed for Kettleby Outdoor Ltd: J. Kettleby, Director, 2 March 2027
`,
    expected: {
      parties: ["Harbourside Shows Ltd", "Kettleby Outdoor Ltd"],
      signed: "2027-03-02",
      start: "2027-05-14",
      end: "2028-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24a-08-estate-agent-photo-licence-schedule",
    style: "n24a-property-marketing-photo-licences",
    format: "docx",
    source: `
# PROPERTY PHOTOGRAPHY LICENCE
This licence is made on the date stated in the Schedule between Ana Ruiz, trading as Ruiz Interiors Photography, of 7 Canal Walk, Leeds LS1 4BR (the "Photographer"), and Billboard Row Lettings Ltd, whose office is at 3 Billboard Row, Leeds LS2 7EE (the "Agent"). Billboard Row is the street on which the Agent trades; this licence grants no billboard rights.
## 1. Commission
1> The Photographer will photograph the property described in the Schedule (the "Property") on the shoot date stated in the Schedule and deliver 25 edited images (the "Images") within three working days.
## 2. Licence
1> The Photographer grants the Agent a non-exclusive licence to use the Images to market the Property for sale or letting: on property portals (Rightmove, Zoopla and OnTheMarket), on the Agent's website, in printed sales brochures and on window cards displayed in the Agent's own branch window.
1> The Agent may sub-license the Images to the property portals named above, solely so that they can display the Agent's listing of the Property.
1> The licence is for use in the United Kingdom.
## 3. Duration
1> The licence begins on the licence start date in the Schedule and ends on completion of a sale or letting of the Property or on the Agent's withdrawal of the listing, or in any event on the longstop date in the Schedule, whichever is earliest.
## 4. Fee
1> The Agent will pay the licence and shoot fee in the Schedule plus VAT. Optional services listed in the Schedule are payable only if ordered.
## 5. Copyright
1> Copyright in the Images remains with the Photographer, who asserts her right to be identified as their author.
## Schedule
| Date of this licence | 15/03/2027 |
| Property | 22 Wharf Street, Leeds LS2 7EQ |
| Shoot date | 18/03/2027 |
| Licence start date | 18/03/2027 |
| Longstop date | 17/03/2028 |
| Licence and shoot fee | £375 plus VAT |
| Drone aerials (optional, not ordered) | £120 |
| Floor plan (optional, not ordered) | £60 |
Signed: Ana Ruiz (Photographer)
Signed: D. Okafor, Branch Manager, for Billboard Row Lettings Ltd
`,
    expected: {
      parties: ["Ana Ruiz", "Billboard Row Lettings Ltd"],
      signed: "2027-03-15",
      start: "2027-03-18",
      end: "2028-03-17",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 375"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n24a-09-us-mls-listing-photo-license",
    style: "n24a-property-marketing-photo-licences",
    format: "pdf",
    source: `
# REAL ESTATE PHOTOGRAPHY LICENSE AGREEMENT
This Real Estate Photography License Agreement ("Agreement") is made May 28, 2027 between Evan Park Photography LLC, a Colorado limited liability company ("Photographer"), and Summit Crest Realty, Inc. ("Broker").
1. Definitions. "Property" means 412 Juniper Lane, Boulder, Colorado 80304. "Listing Date" means the date on which the Property is first listed as active on the MLS, as stated in Exhibit A. "MLS" means the multiple listing service of which Broker is a participant.
2. Services. Photographer will photograph the Property and deliver not fewer than 30 edited images ("Images").
3. License. Photographer grants Broker a license to use the Images solely to market the Property for sale: on the MLS, on Broker's website, through listing syndication portals (including Zillow and Realtor.com), on Broker's social media, and in printed flyers and brochures, excluding television, radio and billboard advertising.
4. MLS Sublicense. Broker may sublicense the Images to the MLS and, through the MLS, to its participants and syndication partners, as MLS rules require.
5. Exclusivity. During the Term Photographer will not license the Images to any other brokerage or agent marketing the Property. This does not restrict Photographer from displaying the Images in Photographer's own portfolio or from permitting the Property's seller to keep copies for personal, non-commercial use.
6. Term. The license begins on the Listing Date and continues for six (6) months from the Listing Date, but ends earlier on the closing of a sale of the Property or the withdrawal of the listing.
7. Territory. United States.
8. Fees. Broker will pay Photographer $450 for the photography and license, plus applicable Colorado sales tax. Mileage beyond 25 miles from Denver is billed at $0.70 per mile. A twilight shoot add-on ($75) was offered and declined.
9. Assignment. Broker may not assign this Agreement or the license without Photographer's written consent.
10. Governing Law. Colorado.
EVAN PARK PHOTOGRAPHY LLC    By: Evan Park, Member
SUMMIT CREST REALTY, INC.    By: Lauren Whitaker, Managing Broker
EXHIBIT A - LISTING DETAILS
MLS number IR-1004417. Listing Date: June 2, 2027. List price $1,245,000.
`,
    expected: {
      parties: ["Evan Park Photography LLC", "Summit Crest Realty, Inc."],
      signed: "2027-05-28",
      start: "2027-06-02",
      end: "2027-12-01",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 450"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24a-10-hotel-photo-licence-addendum",
    style: "n24a-property-marketing-photo-licences",
    format: "text",
    source: `
# PHOTOGRAPHY LICENCE - THE PRINT ROOM HOTEL, BATH
Date: 10 March 2027
Parties: Tomasz Wilk, photographer, of 14 Lansdown Crescent, Bath BA1 5EX ("the Photographer"); and Print Room Hotels Ltd, which owns and operates The Print Room Hotel, 2 Trim Street, Bath BA1 1HB ("the Hotel").
The Print Room is the hotel's name, taken from the printing works the building once housed.
1. Images. The Photographer will photograph the Hotel's rooms, restaurant and spa over two days in March 2027 and deliver 60 edited images ("the Images").
2. Licence. The Photographer grants the Hotel a non-exclusive licence to use the Images to promote the Hotel, worldwide.
3. Media. The Hotel may use the Images on its website, on online travel agents' listings of the Hotel (including Booking.com and Expedia), on its social media accounts and in its printed brochures.
4. Term. The licence runs for two years from 1 April 2027.
5. Sub-licensing. The Hotel may sub-license the Images to online travel agents solely to display the Hotel's own listing.
6. Fee. The Hotel will pay a licence fee of £1,800 plus VAT. A deposit of £500 was paid on booking and is credited against the licence fee.
7. Moral rights. The Photographer does not waive his moral rights and is to be credited where practicable.
ADDENDUM A (signed with this licence)
A1. This Addendum prevails over clauses 3, 4 and 6 of the licence.
A2. Clause 3 is replaced: "The Hotel may use the Images on its website, on online travel agents' listings of the Hotel, on its social media accounts, in its printed brochures and in outdoor advertising, including roadside billboards and railway station posters."
A3. Clause 4 is replaced: "The licence runs for five years from 1 April 2027."
A4. Clause 6 is supplemented: for the extended term and outdoor use the Hotel will pay an additional licence fee of £900 plus VAT.
Signed: Tomasz Wilk, 10 March 2027
Signed for Print Room Hotels Ltd: Eleanor Hayes, General Manager, 10 March 2027
`,
    expected: {
      parties: ["Tomasz Wilk", "Print Room Hotels Ltd"],
      signed: "2027-03-10",
      start: "2027-04-01",
      end: "2032-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1800", "GBP 900"],
      flags: ["sublicensable"],
      denies: ["moral_rights_waiver"]
    }
  }
]
