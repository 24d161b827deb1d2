// Independent author "n26c" (wave 26), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entry of
// n11's batch for the file convention, and the wave's checker), and committed before the reader was run on it:
// conference and webinar speaker releases (a UK summit speaker agreement whose term runs from an Event Date given in a
// schedule, a US webinar release from an invitation e-mail, a US panelist agreement whose rider replaces the term
// clause, a one-page university consent form whose organiser is named only in the signature block); news and
// editorial photo syndication (an agency's syndication agreement with the publisher of "The Evening Print", a
// freelance editorial licence with an embargo and its dates only in a schedule table, an Australian agency's one-use
// letter to "Great Outdoor Magazine"); and hotel and venue photography (a licence for "The Billboard Hotel" that
// follows a change of operator and runs with the management agreement, a US restaurant group's venue licence with an
// addendum that replaces the territory clause, an online travel agency's content terms accepted on its extranet).
// A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound, as the contract names them (a title
// such as "Dr" kept), not an owner, a platform provider or a guest named "not a party"; the signing date is the date
// of the last signature or acceptance, or the date the agreement says it is made when the signatures are undated; a
// term "N months/years from X" starts on X and ends the day before the anniversary, "N days from X" ends on day N
// counted with X as day one; a term that starts on an event, go-live or embargo date given elsewhere in the document
// starts on that date; a licence that lasts as long as a management agreement or a listing, with no date, has no end
// (no_end_date, not perpetual); "the earlier of delisting and 36 months after" ends on the dated limb; a rider or
// addendum that says it replaces a clause and prevails holds the answer; an automatically renewing term ends at the
// end of its initial period; an option to extend is not renewal; fees are the sums paid for the rights or the
// services: an honorarium, a licence or production fee, a monthly subscription, a space rate per picture where no
// total is stated (where a total is stated, the total is the fee); VAT and GST, travel, accommodation, mileage and
// other expenses, a deposit credited against the fee, a kill fee or cancellation fee, overtime and an unexercised
// option price are not; a commission on bookings is not a fee for the rights; territory not stated is []; a web site,
// an app, an online edition, an on-demand library, a live stream and online travel agencies' listings are web;
// YouTube, LinkedIn and a brand's social accounts are social; screens and menus inside a venue are in_store; a name
// that contains a channel word ("The Evening Print", "The Broadcast Hour", "Great Outdoor Magazine", "The Billboard
// Hotel", "The Cinema Room") is not that channel; a speaker's promise not to promote their own products in a talk is
// a content rule, not a non_compete; a promise not to speak at a competitor's event is a non_compete; a licence that
// is exclusive save for a carve-out (the speaker's own clips, the studio's portfolio) is exclusive; a limited right to
// sub-license to named partners is sublicensable; a right to assign to a successor operator or a group company is
// assignable; "no fee or honorarium" raises no_fee_stated.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n26c-conference-and-webinar-speaker-releases",
  "n26c-news-and-editorial-photo-syndication",
  "n26c-hotel-and-venue-photography-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n26c-01-uk-summit-speaker-agreement",
    style: "n26c-conference-and-webinar-speaker-releases",
    format: "docx",
    source: `
# SPEAKER AGREEMENT
This Agreement is dated 3 February 2027.
## Parties
(1) NORTHGATE EVENTS LIMITED, a company incorporated in England and Wales (company number 09114327) whose registered office is at 40 Sackville Street, Manchester M1 3WA (the "Organiser"); and
(2) DR IMOGEN ASHBY of 12 Clarendon Road, Leeds LS2 9NN (the "Speaker").
## Background
The Organiser is holding the Fintech Forward Summit 2027 (the "Summit") and has invited the Speaker to deliver a keynote session at it. The Speaker has agreed to do so on the terms below.
## Agreed terms
1> Definitions. In this Agreement: "Event Date" means the date of the Summit set out in Schedule 1; "Session" means the Speaker's keynote at the Summit, including any question-and-answer segment; "Recording" means any audio-visual recording of the Session made by or for the Organiser; "Slides" means the presentation materials the Speaker supplies for the Session.
1> The Session. The Speaker shall deliver the Session on the Event Date at the venue and time set out in Schedule 1 and shall supply the Slides to the Organiser no later than ten working days before the Event Date.
1> Recording and licence. The Speaker consents to the Organiser recording the Session and grants to the Organiser a non-exclusive licence, throughout the world, to:
2> live-stream the Session to registered delegates on the Summit's virtual event platform and on the Organiser's website;
2> make the Recording available on demand as a replay on the Organiser's website and its members' content library; and
2> cut clips of the Recording of no more than 90 seconds each and publish them on the Organiser's LinkedIn, X and YouTube accounts to promote the Summit and future Northgate events.
1> Term of licence. The licence in clause 3 begins on the Event Date and continues for 24 months from the Event Date, after which the Organiser shall remove the Recording and all clips from its platforms within 30 days.
1> Restrictions. The Organiser shall not sub-license, sell or otherwise make the Recording available to any third party, other than its platform provider acting solely on its behalf to host the Recording. The Organiser shall not license the Recording for television or radio transmission or use it in paid advertising.
1> Slides and third-party content. The Speaker grants the Organiser a licence for the term in clause 4 to reproduce the Slides in the delegate pack and alongside the Recording. The Speaker warrants that they own or have cleared every image, chart, logo and quotation in the Slides; where any item belongs to a third party and has not been cleared for recording and streaming, the Speaker shall tell the Organiser before the Event Date and the Organiser will blur or edit it out of the Recording.
1> Content of the Session. The Session is educational. The Speaker shall not use the Session to promote or sell any product or service of the Speaker, the Speaker's employer or any business in which the Speaker has an interest, and shall not display pricing or calls to purchase in the Slides. Nothing in this Agreement prevents the Speaker from speaking at any other event.
1> Honorarium and expenses. The Organiser shall pay the Speaker an honorarium of £1,500 (plus VAT if applicable) within 30 days of the Event Date. Separately, the Organiser shall reimburse standard-class rail travel and one night's hotel accommodation in Manchester, up to £400 in total, against receipts. Expenses are not part of the honorarium.
1> Moral rights. The Speaker asserts the right to be identified as the author of the Session and the Slides and does not waive any moral rights. The Organiser shall credit the Speaker by name wherever the Recording or a clip is shown.
1> Cancellation. If the Summit is cancelled, the Organiser shall pay the Speaker's non-refundable travel costs already incurred but no honorarium.
1> Assignment. The Organiser may not assign this Agreement without the Speaker's written consent.
1> Law. This Agreement is governed by the law of England and Wales.
## Schedule 1 - Event details
| Item | Detail |
| Event | Fintech Forward Summit 2027 |
| Event Date | 22 April 2027 |
| Venue | Manchester Central, Windmill Street, Manchester |
| Session time | 09:30-10:15, Main Hall |
Signed for and on behalf of Northgate Events Limited: Callum Brierley, Director
Signed by Dr Imogen Ashby
`,
    expected: {
      parties: ["Northgate Events Limited", "Dr Imogen Ashby"],
      signed: "2027-02-03",
      start: "2027-04-22",
      end: "2029-04-21",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1500"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver", "assignable", "non_compete"]
    }
  },
  {
    id: "n26c-02-us-webinar-speaker-release",
    style: "n26c-conference-and-webinar-speaker-releases",
    format: "text",
    source: `
# The Broadcast Hour - Speaker Invitation and Recording Release
From: Mia Castellano <events@larkspuranalytics.com>
To: Tomás Reyes <tomas@reyesdata.io>
Subject: You're confirmed for The Broadcast Hour, June 10
Hi Tomás,
Thanks again for agreeing to join The Broadcast Hour, our monthly webinar series on data strategy for retailers. Your session details:
Date: Thursday, June 10, 2027
Time: 1:00-2:00 pm ET (please join the green room at 12:40 pm)
Format: 30-minute talk, then 20 minutes of moderated Q&A
Platform: Zoom Webinar, hosted by Larkspur Analytics, Inc.
A couple of housekeeping points. Participation is unpaid: Larkspur does not pay a speaker fee or honorarium for The Broadcast Hour. We are happy to ship you a USB microphone (value about $120) if your setup needs one; it's yours to keep. Please keep the session vendor-neutral - no pitching of your own products or services, and no pricing slides.
If any slide uses charts, photos or screenshots you don't own, please let us know by June 3 so we can check the permission or swap them out.
Please read the release below and reply "I agree" with your name and the date.
Mia
RECORDING RELEASE
1. I, the undersigned speaker, grant Larkspur Analytics, Inc. ("Larkspur") a non-exclusive, perpetual, irrevocable, worldwide license to record my session in The Broadcast Hour (the "Webinar"), including my voice, image, name, likeness, slides and remarks, and to stream it live and make the recording available on demand on Larkspur's website, and to post the recording and excerpts of it on Larkspur's LinkedIn page and YouTube channel.
2. This release takes effect on the date of the Webinar.
3. Larkspur may sublicense the recording to its webinar hosting and video distribution providers so that they can carry it.
4. Larkspur may edit the recording for length and clarity but will not alter the meaning of my remarks.
5. I understand I will not receive any payment for my participation or for this release.
---
From: Tomás Reyes <tomas@reyesdata.io>
Sent: Friday, May 28, 2027 9:14 AM
I agree. - Tomás Reyes, May 28, 2027
`,
    expected: {
      parties: ["Larkspur Analytics, Inc.", "Tomás Reyes"],
      signed: "2027-05-28",
      start: "2027-06-10",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable", "no_fee_stated"]
    }
  },
  {
    id: "n26c-03-us-panelist-agreement-rider",
    style: "n26c-conference-and-webinar-speaker-releases",
    format: "pdf",
    source: `
# PANELIST AGREEMENT
This Panelist Agreement (the "Agreement") is entered into as of September 2, 2027 between Meridian Health Innovation Council, a Texas nonprofit corporation ("MHIC"), and Jordan Pike ("Panelist").
## 1. Appearance
Panelist will participate as a panelist in the session "AI at the Bedside" at the CareTech Summit, to be held October 14-16, 2027 at the Austin Convention Center (the "Conference"). The session is scheduled for October 14, 2027.
## 2. Honorarium
MHIC will pay Panelist an honorarium of $2,500 within 30 days after the Conference. MHIC will also book and pay for Panelist's round-trip economy airfare and two nights at the Conference hotel; these travel costs are paid directly by MHIC and are not part of the honorarium.
## 3. Cancellation
If MHIC cancels Panelist's session less than 30 days before the Conference for any reason other than Panelist's breach, MHIC will pay Panelist a cancellation fee of $1,000 in place of the honorarium.
## 4. Recording License
Panelist grants MHIC a license to record the session and to use the recording (a) on the Conference's virtual attendee platform, (b) in MHIC's on-demand learning library at caretechsummit.org, and (c) in short clips on MHIC's social media accounts. The license covers the United States and Canada.
## 5. Term
The license in Section 4 runs for three (3) years from the first day of the Conference.
## 6. Exclusivity
The license in Section 4 is exclusive: Panelist will not license or permit any other person to publish a recording of the session. As a carve-out, Panelist may post up to two (2) minutes of the recording on Panelist's personal social media accounts with a link to the Conference.
## 7. Competing Events
Panelist will not appear as a speaker or panelist at any conference organized by a Competing Organization (the American Digital Health Forum, HealthTech Connect or MedInnovate Expo) between August 1, 2027 and October 31, 2027.
## 8. Panelist Materials
Panelist will not include in slides any content owned by a third party unless Panelist has written permission to show it in a recorded and streamed session. Panelist will not use the session to promote any product of Panelist's employer.
## 9. Assignment
Neither party may assign this Agreement without the prior written consent of the other.
## 10. Rider
The Rider attached to this Agreement forms part of it.
## RIDER A
This Rider amends the Panelist Agreement between MHIC and Jordan Pike. Section 5 (Term) is deleted in its entirety and replaced with the following: "5. Term. The license in Section 4 begins on October 14, 2027 and ends on April 13, 2029." If this Rider conflicts with the Agreement, this Rider prevails.
MERIDIAN HEALTH INNOVATION COUNCIL
By: Renee Delgado, Director of Programs    Date: September 2, 2027
JORDAN PIKE
Signature: Jordan Pike    Date: September 2, 2027
`,
    expected: {
      parties: ["Meridian Health Innovation Council", "Jordan Pike"],
      signed: "2027-09-02",
      start: "2027-10-14",
      end: "2029-04-13",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 2500"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n26c-04-uk-university-summit-consent-form",
    style: "n26c-conference-and-webinar-speaker-releases",
    format: "scan",
    source: `
# GREEN HORIZONS SUMMIT 2027 - SPEAKER CONSENT TO RECORDING
Speaker name: Rahul Menon
Session title: Retrofitting Victorian Terraces for Net Zero
Summit date: 5 March 2027
I agree that the Organiser may film and record my presentation at the Green Horizons Summit on 5 March 2027, and may make the recording, with my slides, available on the Summit website and on the Organiser's YouTube channel for 3 years from the date of the Summit.
Editing. The Organiser may not edit the recording other than to trim the start and the end and to add captions.
I confirm that my slides contain no images or material belonging to anyone else, or that I have permission to show them in a recorded session.
I waive any moral rights I may have in the recording.
No fee is payable for my presentation. Reasonable standard-class travel expenses will be reimbursed on production of receipts.
Signed (Speaker): Rahul Menon    Date: 12/02/2027
For the Organiser: Helen Marsh, Head of Events, Westbridge University    Date: 14/02/2027
`,
    expected: {
      parties: ["Westbridge University", "Rahul Menon"],
      signed: "2027-02-14",
      start: "2027-03-05",
      end: "2030-03-04",
      perpetual: false,
      territories: [],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["moral_rights_waiver", "no_fee_stated"]
    }
  },
  {
    id: "n26c-05-uk-agency-syndication-evening-print",
    style: "n26c-news-and-editorial-photo-syndication",
    format: "docx",
    source: `
# PICTURE SYNDICATION AGREEMENT
THIS AGREEMENT is made on 14 December 2026
BETWEEN:
(1) PENNINE NEWS AGENCY LIMITED, a company incorporated in England and Wales (company number 04418822) whose registered office is at Unit 7, Dean Clough Mills, Halifax HX3 5AX (the "Agency"); and
(2) CALDER VALLEY NEWSPAPERS LIMITED, a company incorporated in England and Wales (company number 00873310) whose registered office is at 1 Market Street, Huddersfield HD1 2EN, publisher of The Evening Print (the "Publisher").
WHEREAS the Agency supplies news, sport and features photographs taken by its staff and contributing photographers and the Publisher wishes to receive them for its newspaper.
## 1. Definitions
1> "Pictures" means the photographs transmitted by the Agency to the Publisher's picture desk during the Term, with their captions.
1> "Print Edition" means the daily printed newspaper known as The Evening Print, including its Saturday edition.
1> "Online Edition" means the website at eveningprint.co.uk and the Evening Print app for iOS and Android.
1> "Premium Pictures" means Pictures marked "PREMIUM" in the caption field.
## 2. Commencement and Term
2> This Agreement commences on 1 January 2027 and continues for an initial term of twelve months.
2> It will then renew automatically for successive periods of twelve months unless either party gives the other at least three months' written notice to terminate before the end of the initial term or of any renewal period.
## 3. Licence
3> The Agency grants the Publisher a non-exclusive licence to reproduce the Pictures for editorial purposes only in the Print Edition and the Online Edition, in the United Kingdom and the Republic of Ireland, excluding any social media account of the Publisher or of The Evening Print and any e-mail newsletter.
3> Editorial use only. No Picture may be used in advertising, advertorial, sponsored content, promotional material, merchandise or on the front of any supplement sold to an advertiser.
3> Pictures shall not be published before any embargo time stated in the caption.
## 4. Syndication by the Publisher
4> The Publisher shall not sub-license, syndicate, sell or otherwise supply any Picture to any third party, including any other title published by the Publisher's group.
## 5. Archive Rights
5> No archive rights are granted. Pictures shall be removed from the Online Edition within 30 days of first publication and shall not be stored in any archive, library, picture database or digital replica edition of the Publisher.
## 6. Fees
6> The Publisher shall pay the Agency a subscription of £1,850 per month, plus VAT, for the Pictures other than Premium Pictures, invoiced monthly in advance.
6> For each Premium Picture published, the Publisher shall pay a space rate of £120 per picture, plus VAT, whatever the size of reproduction in print or online.
6> Where the Publisher commissions a Premium Picture through the Agency's assignments desk and then decides not to publish it, a kill fee of 50 per cent of the space rate is payable instead of the space rate.
6> Late payments carry interest at 4 per cent above the Bank of England base rate.
## 7. Credits and Moral Rights
7> Every Picture shall be credited "Pennine News Agency" with the photographer's name where given in the caption. The photographers' moral rights are not waived.
## 8. Assignment
8> The Publisher may not assign, transfer or charge any of its rights under this Agreement.
## 9. Termination
9> Either party may terminate this Agreement immediately by written notice if the other commits a material breach that is not remedied within 14 days of notice of it.
## 10. Governing Law
10> This Agreement is governed by the laws of England and Wales.
SIGNED by Graham Holroyd, Managing Director, for and on behalf of PENNINE NEWS AGENCY LIMITED
SIGNED by Sian Pritchard, Editor, for and on behalf of CALDER VALLEY NEWSPAPERS LIMITED
`,
    expected: {
      parties: ["Pennine News Agency Limited", "Calder Valley Newspapers Limited"],
      signed: "2026-12-14",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 1850", "GBP 120"],
      flags: ["automatic_renewal"],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n26c-06-us-freelance-editorial-embargo-license",
    style: "n26c-news-and-editorial-photo-syndication",
    format: "pdf",
    source: `
# EDITORIAL PHOTOGRAPHY LICENSE
This Editorial Photography License is between Dana Whitlock, a freelance photographer ("Photographer"), and Harbor City Ledger, LLC, publisher of the Harbor City Ledger newspaper and harborcityledger.com ("Publisher"). The dates of this License are set out in the Schedule.
## 1. Images
Photographer has photographed the unveiling of the new Pier 9 ferry terminal under embargo at the invitation of the Port Authority. "Images" means the up to six (6) photographs Publisher selects from Photographer's take.
## 2. Embargo
Publisher must not publish, post or show any Image before the embargo lifts at the time stated in the Schedule. Publisher's license begins when the embargo lifts.
## 3. Grant
Photographer grants Publisher a non-exclusive license to reproduce the Images, for editorial use only, in the print edition of the Harbor City Ledger and on harborcityledger.com. Publisher may not post the Images on any social media account and may not use them in advertising or promotion. The license ends on the date stated in the Schedule, after which Publisher will take the Images down from its website.
## 4. Syndication
Publisher may not syndicate, sublicense, resell or give the Images to any wire service, partner site or other publication. Photographer remains free to license the Images to other outlets once the embargo lifts.
## 5. Fee
Publisher will pay Photographer a license fee of $650 for the Images. If Publisher decides not to run any Image, Publisher will instead pay a kill fee of $200. Publisher will also reimburse Photographer's mileage and parking of $84. Payment is due within 30 days of invoice.
## 6. Credit
Each Image must carry the credit "Dana Whitlock for the Ledger".
## 7. Captions
Publisher is responsible for the accuracy of captions and will not alter the Images other than by cropping and standard tonal adjustment.
## SCHEDULE
| Item | Date |
| Date of this License | March 3, 2027 |
| Embargo lifts | March 9, 2027, 12:01 a.m. Eastern |
| License ends | September 8, 2027 |
Photographer: Dana Whitlock    Publisher: Harbor City Ledger, LLC, by Marcus Oyelaran, Photo Editor
`,
    expected: {
      parties: ["Dana Whitlock", "Harbor City Ledger, LLC"],
      signed: "2027-03-03",
      start: "2027-03-09",
      end: "2027-09-08",
      perpetual: false,
      territories: [],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 650"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n26c-07-au-agency-letter-great-outdoor-magazine",
    style: "n26c-news-and-editorial-photo-syndication",
    format: "scan",
    source: `
# SOUTHERN CROSS PICTURE AGENCY PTY LTD
Level 3, 88 Regent Street, Redfern NSW 2016    ABN 41 603 227 918
19 July 2027
The Picture Editor, Great Outdoor Magazine, Redgum Media Pty Ltd, 22 Smith Street, Fitzroy VIC 3065
Dear Ellie,
Licence ref. SC-27-0412: Black Summer recovery, Kangaroo Island (3 pictures)
Further to your request, Southern Cross Picture Agency Pty Ltd licenses Redgum Media Pty Ltd to reproduce the three photographs listed on the attached delivery note, for editorial use only, on the following terms.
Use: one use each inside the print edition of Great Outdoor Magazine (September 2027 issue, on sale 2 August 2027), and in the online edition of the same issue for 30 days from the on-sale date. Not for covers, posters, advertising or promotion.
Territory: Australia and New Zealand.
No archive: the pictures must be removed from the online edition at the end of the 30 days and must not be kept in any archive, back-issue app or database.
Fee: AUD 540 in total (3 pictures at our space rate of AUD 180), plus GST of AUD 54. If the story is dropped before publication a kill fee of AUD 180 applies instead.
Credit: Southern Cross / photographer's name, adjacent to each picture.
Please sign and return a copy to accept.
Yours sincerely,
Tran Nguyen, Syndication Manager
Accepted for Redgum Media Pty Ltd: Ellie Fraser, Picture Editor    Date: 21/07/2027
`,
    expected: {
      parties: ["Southern Cross Picture Agency Pty Ltd", "Redgum Media Pty Ltd"],
      signed: "2027-07-21",
      start: "2027-08-02",
      end: "2027-08-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["print", "web"],
      exclusive: null,
      fees: ["AUD 540"],
      flags: []
    }
  },
  {
    id: "n26c-08-uk-billboard-hotel-photography-licence",
    style: "n26c-hotel-and-venue-photography-licences",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENCE - THE BILLBOARD HOTEL, MANCHESTER
Licensor: Oriel Studio Ltd, 5 Jersey Street, Manchester M4 6JB ("Oriel")
Licensee: Fenwick Hospitality Management Limited, operator of The Billboard Hotel, 101 Portland Street, Manchester M1 6DF ("Fenwick")
The Billboard Hotel is owned by Billboard Hotel Propco Limited (the "Owner"), which is not a party to this licence, and is operated by Fenwick under a hotel management agreement with the Owner dated 1 June 2024 (the "Management Agreement").
## 1. Commission
Oriel will photograph the Hotel's rooms, suites, rooftop bar, restaurant, spa and public areas over two days and deliver no fewer than 80 retouched images (the "Images"). The Images will be graded and retouched to the Harrowgate Hotels Collection brand standard supplied by Fenwick.
## 2. Licence
Oriel grants Fenwick a non-exclusive, worldwide licence to use the Images online: on the Hotel's website, on the Harrowgate Hotels Collection group website, on online travel agencies and booking sites (including Booking.com, Expedia and Hotels.com) and on the Hotel's social media accounts, excluding print, broadcast and outdoor advertising of any kind.
## 3. Sub-licensing
Fenwick may sub-license the Images only to online travel agencies and booking sites, and only for the purpose of listing and selling rooms at the Hotel. No other sub-licence may be granted.
## 4. Duration
Oriel will deliver the Images on 6 May 2027 (the "Delivery Date"). The licence starts on the Delivery Date and continues for so long as the Hotel is operated under the Management Agreement. If the Management Agreement ends and a new operator takes over the Hotel, the licence continues for that operator.
## 5. Change of operator
Fenwick may assign this licence to any successor operator of the Hotel, or to the Owner, on giving Oriel written notice. Fenwick shall remove the Images from its own and its group's websites within 60 days after the Management Agreement ends.
## 6. Guests and staff
Where guests or staff appear in an Image, Fenwick has obtained their written release. Images showing an identifiable guest may not be used in paid social media advertising.
## 7. Fee
The licence and production fee is £3,600 plus VAT. A deposit of £1,000 was paid on booking and is credited against the fee. Props and styling will be recharged at cost up to £350. A cancellation charge of 50% of the fee applies if a shoot day is cancelled with less than 7 days' notice.
## 8. Credit
Where practicable, Images on the Hotel's website carry the credit "Photography: Oriel Studio".
Signed for Oriel Studio Ltd: Nadia Khan, Director    Date: 22 April 2027
Signed for Fenwick Hospitality Management Limited: Tom Ashworth, General Manager    Date: 22 April 2027
`,
    expected: {
      parties: ["Oriel Studio Ltd", "Fenwick Hospitality Management Limited"],
      signed: "2027-04-22",
      start: "2027-05-06",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 3600"],
      flags: ["sublicensable", "assignable", "no_end_date"]
    }
  },
  {
    id: "n26c-09-us-restaurant-group-venue-license",
    style: "n26c-hotel-and-venue-photography-licences",
    format: "docx",
    source: `
# VENUE PHOTOGRAPHY AND VIDEO LICENSE AGREEMENT
This Venue Photography and Video License Agreement (this "Agreement") is made as of the Effective Date stated in Schedule 1 by and between:
HALCYON RESTAURANT GROUP, LLC, a Delaware limited liability company with offices at 410 North Wells Street, Chicago, Illinois 60654 ("Licensee"); and
MARISOL VEGA CREATIVE LLC, an Illinois limited liability company ("Studio").
## Recitals
Licensee operates restaurants including The Cinema Room, a dining room in a restored 1920s picture house at 3100 North Clark Street, and wishes to commission photographs and short video of its venues.
## Agreement
1> Services. Studio will photograph and film The Cinema Room and Halcyon's other Chicago venues on the Shoot Dates and deliver 60 edited stills and three edited videos of up to 60 seconds (the "Content").
1> Grant. Studio grants Licensee a license to use the Content on Licensee's websites and online reservation pages, on Licensee's social media accounts, on digital screens and printed menus inside Licensee's venues, and in Licensee's printed brochures and gift-card mailers, excluding broadcast television and cinema advertising.
1> License Period. The license runs from the License Start to the License End stated in Schedule 1.
1> Territory. The Territory is the United States.
1> Exclusivity. During the License Period Studio shall not license the Content, or any outtakes from the Shoot Dates, to any other restaurant, bar or hospitality business in the Territory. Studio may, however, show the Content in its own portfolio and submit it for awards.
1> Option. Licensee may extend the License Period once by twelve (12) months by written notice given before the License End and payment of an extension fee of $3,000. This Agreement does not renew automatically.
1> Fees. Licensee will pay Studio a license and production fee of $8,500, half on signature and half on delivery. If a Shoot Date runs beyond ten (10) hours, overtime is charged at $250 per hour. Sales tax, if any, is payable in addition.
1> Releases. Licensee is responsible for obtaining releases from staff and guests who appear in the Content and for posting filming notices on the Shoot Dates.
1> Assignment. Neither party may assign this Agreement without the other's consent, except that Licensee may assign it to a purchaser of substantially all of its venues.
1> Governing Law. This Agreement is governed by the laws of the State of Illinois.
## Addendum A - Territory
Section 4 (Territory) is deleted and replaced by the following: "The Territory is the United States, Canada and Mexico." This Addendum prevails over anything to the contrary in the Agreement.
## Schedule 1
| Item | Detail |
| Effective Date | January 11, 2027 |
| Shoot Dates | February 2 and 3, 2027 |
| License Start | March 1, 2027 |
| License End | February 29, 2028 |
HALCYON RESTAURANT GROUP, LLC    By: Andrea Kowalczyk, VP Marketing
MARISOL VEGA CREATIVE LLC    By: Marisol Vega, Managing Member
`,
    expected: {
      parties: ["Halcyon Restaurant Group, LLC", "Marisol Vega Creative LLC"],
      signed: "2027-01-11",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["web", "social", "in_store", "print"],
      exclusive: true,
      fees: ["USD 8500"],
      flags: ["assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n26c-10-ota-property-content-terms",
    style: "n26c-hotel-and-venue-photography-licences",
    format: "text",
    source: `
# STAYNEST PARTNER EXTRANET - PROPERTY CONTENT LICENCE
These terms are between StayNest B.V., Herengracht 420, 1017 BZ Amsterdam, the Netherlands ("StayNest", "we") and the accommodation provider that accepts them ("you").
1. Your content. "Property Content" means the photographs, videos, floor plans and descriptions of your property that you upload to the Extranet, including any images supplied to you by a photographer or by your hotel group.
2. Go-Live. Your property goes live on StayNest on the date shown in your activation confirmation (the "Go-Live Date").
3. Licence. You grant StayNest a non-exclusive, worldwide, royalty-free licence to reproduce, crop, resize and display the Property Content on the StayNest websites and apps, excluding social media, television, print and outdoor advertising.
4. Partners. StayNest may sub-license the Property Content to its affiliates and to metasearch and distribution partners solely to display your property and its availability.
5. Duration. The licence begins on the Go-Live Date and ends on the earlier of (a) the date your property is removed from StayNest and (b) the end of 36 months from the Go-Live Date, after which we will stop displaying the Property Content within 30 days.
6. No parity. This licence is non-exclusive. Nothing in these terms restricts you from listing your property or showing the Property Content on any other booking site or on your own website.
7. Guests and third parties. You confirm that any identifiable guest or member of staff shown in the Property Content has consented, and that you hold the rights in any photographs taken by a photographer for you or your hotel group, including where the property has changed operator.
8. Fees. No fee is payable by either party for this licence. Commission on bookings is payable by you under the Commission Schedule and is not consideration for the licence.
9. Transfer. StayNest may assign these terms to any company in the StayNest group.
10. Law. These terms are governed by Dutch law.
ACCEPTANCE
Accepted on the Extranet by: Lucia Bernardi, Owner, for Hotel Albergo Lucia S.r.l., Via dei Serpenti 48, 00184 Roma
Accepted on: 2 September 2027
ACTIVATION CONFIRMATION
Hotel Albergo Lucia (property ID 77120458): your property went live on StayNest on 15 September 2027.
`,
    expected: {
      parties: ["StayNest B.V.", "Hotel Albergo Lucia S.r.l."],
      signed: "2027-09-02",
      start: "2027-09-15",
      end: "2030-09-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: false,
      fees: [],
      flags: ["sublicensable", "assignable", "no_fee_stated"]
    }
  }
]
