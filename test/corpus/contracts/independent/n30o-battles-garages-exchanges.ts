// Independent author "n30o" (wave 30), one development batch written without reading the reader's rules or the
// other batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file
// convention, the checker check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three drafting styles:
// - street-dance battle competitor releases: an organiser's release signed by a breaker or crew member at a battle,
//   qualifier or cypher; the event date sits in a schedule table or later in a letter, prize money and entry fees
//   are not fees, a "Sublicensing" heading sits over a prohibition, a sponsor's brand name holds "Outdoor", and a
//   winner's campaign e-mail chain is amended by a second message (a territory dropped) before the winner accepts;
// - garage and MOT centre customer review videos: a customer filmed in a waiting room or at the pumps gives a
//   garage a short release; the MOT fee the customer paid, a cancellation fee and expenses are not fees, a shop
//   named "Broadcast Hill" is named only in the signature block, a rider replaces the media clause, the publication
//   date is given only in a table;
// - language-exchange app user testimonial licences: an app's user licenses a quote, photo or video; a feature
//   called "Cinema Club" or "Broadcast" is not a channel, a free subscription is said not to be payment, a
//   "Transfer" heading sits over a ban on assignment, a licence renews automatically, an option price is not a fee.
//
// Answer rules decided by this author: the parties are the two who are bound (the organiser, garage or app company,
// and the competitor, customer or user), named as the document names them, without role labels; a company named
// only in a signature block is a party. The signing date is the date of the last signature, or of the reply that
// accepts. The start is the date the document says the rights begin (the event, publication or go-live date where
// the term is counted from it, else the signing date); "N months/years from X" ends the day before the
// anniversary; a licence that renews automatically ends at the end of its first term. Fees are the sums paid to
// the competitor, customer or user for the rights or the appearance, one entry per sum; prize money, entry fees,
// the MOT or inspection charge the customer pays, VAT, expenses and travel, a cancellation fee, an unexercised
// option price and a free subscription said not to be payment are not fees. Channels: websites, app-store listings
// and in-app screens are web; Instagram, TikTok, Facebook, YouTube and other social accounts are social; television
// and radio are broadcast; printed programmes, leaflets and magazines are print; posters, billboards and station
// panels are out_of_home; screens and displays inside the garage's or a shop's own premises are in_store; "all media
// now known or later devised" is every channel (unlimited_media). A feature, brand or street name holding a channel
// word grants nothing. Territories: the countries named (the UK is GB), "throughout the world" is worldwide.
// Exclusive is true when the grant says exclusive or the talent promises not to work for a competitor (then
// non_compete), false when it says non-exclusive or the talent is left free, null when silent. Flags:
// perpetual_term for "in perpetuity"/"perpetual"; irrevocable_grant when the grant says irrevocable; unlimited_media
// for all media; long_term for a fixed term longer than 60 months; automatic_renewal for a renewal that happens
// unless someone objects; sublicensable and assignable when the licensee may sub-license or assign; buyout when the
// fee is said to cover all uses with no further payment; moral_rights_waiver when moral rights are waived;
// worldwide_exclusivity for an exclusive worldwide grant; no_fee_stated when no fee is paid; no_end_date is not
// raised for a perpetual grant. Denies lists a flag the text expressly rules out ("shall not sub-license", "may not
// assign", "will not renew automatically", "free to work for other brands" denies non_compete).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30o-dance-battle-releases",
  "n30o-garage-review-videos",
  "n30o-language-app-testimonials"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30o-01-battle-release-schedule-date",
    style: "n30o-dance-battle-releases",
    format: "docx",
    source: `
# CONCRETE CIRCLE 2025 - COMPETITOR FILMING AND PHOTOGRAPHY RELEASE
This release is between Floorcraft Events Ltd, a company registered in England and Wales (company number 11482207), of Unit 4, Canal Works, Ancoats, Manchester M4 6DE ("Floorcraft", "we"), and the competitor whose details appear in the Schedule ("you").
## 1. What this release covers
1> We will film and photograph the Concrete Circle 2025 street dance battle on the Event Date (the "Footage"). The Footage will show you dancing in the preliminaries, the cyphers and any battle rounds you reach.
1> You give us a non-exclusive licence to use the Footage, your name and your battle name to promote Concrete Circle and future Concrete Circle events.
## 2. Where we may use it
1> We may use the Footage on the Concrete Circle website, on our Instagram, TikTok and YouTube channels, and on posters and billboards advertising Concrete Circle 2026.
1> We will not use the Footage on television or in cinema advertising.
1> Our headline sponsor for 2025 is Outdoor Kings Apparel. The sponsor's logo will appear on the stage and may therefore appear in the Footage. We may not sub-license or give the Footage to Outdoor Kings Apparel or any other sponsor for their own advertising.
## 3. How long
1> This licence runs for three years from the Event Date.
1> After that we will not post any new material using the Footage, but posts already published may stay online.
## 4. Money
1> You are not paid for this release. Prize money is paid to battle winners under the Battle Rules and has nothing to do with this release. Competitors travelling more than 100 miles may claim a travel bursary of up to £150 against receipts.
## Schedule
| Event | Concrete Circle 2025, 1 vs 1 Breaking and Open Styles |
| Venue | Victoria Warehouse, Trafford Wharf Road, Manchester |
| Event Date | 14 June 2025 |
| Competitor | Jaylen Osei (battle name "Kinetik") |
| Territory | Worldwide |
Signed by the competitor: Jaylen Osei        Date: 2 June 2025
Signed for Floorcraft Events Ltd: Rhiannon Pugh, Events Director        Date: 2 June 2025
`,
    expected: {
      parties: ["Floorcraft Events Ltd", "Jaylen Osei"],
      signed: "2025-06-02",
      start: "2025-06-14",
      end: "2028-06-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30o-02-crew-battle-perpetual-release",
    style: "n30o-dance-battle-releases",
    format: "pdf",
    source: `
# BOROUGH BREAKS CREW BATTLE 2026 - PARTICIPANT APPEARANCE RELEASE
This Participant Appearance Release (this "Release") is made as of the date signed below by and between Cypher Works LLC, a New York limited liability company with offices at 181 Knickerbocker Avenue, Brooklyn, NY 11237 ("Organizer"), and Danielle Reyes, professionally known as "B-Girl Dani" ("Participant").
## Section 1. Grant of Rights
Participant hereby grants to Organizer the irrevocable right, throughout the world and in perpetuity, to record, photograph, edit, reproduce, broadcast, exhibit and otherwise use Participant's name, likeness, voice, movements and performance at the Borough Breaks Crew Battle held at the Knockdown Center, Queens, on March 21, 2026 (the "Recordings"), in any and all media now known or hereafter devised.
## Section 2. Appearance Fee
Organizer shall pay Participant an appearance fee of $400, payable within fifteen (15) days after the event. Organizer will also reimburse Participant's documented travel costs up to $150. Any prize money awarded to Participant's crew is governed by the Official Battle Rules and is not consideration for this Release.
## Section 3. Sublicensing
Organizer shall not sublicense the Recordings, or any rights granted in this Release, to any third party, including event sponsors and broadcasters.
## Section 4. Assignment
Organizer may assign this Release to any successor to the Borough Breaks event.
## Section 5. No Obligation
Organizer is not obligated to use the Recordings. The rights granted in Section 1 are non-exclusive, and Participant remains free to appear in other events and recordings.
## Section 6. Effective Date
This Release is effective on the date Participant signs it below.
PARTICIPANT: Danielle Reyes
Date: March 9, 2026
CYPHER WORKS LLC
By: Marcus Bell, Managing Member
Date: March 9, 2026
`,
    expected: {
      parties: ["Cypher Works LLC", "Danielle Reyes"],
      signed: "2026-03-09",
      start: "2026-03-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 400"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30o-03-qualifier-letter-to-competitor",
    style: "n30o-dance-battle-releases",
    format: "scan",
    source: `
Breakline Dance CIC, 22 Stokes Croft, Bristol BS1 3PR
12 February 2026
Dear Tomasz Wojcik,
# Breakline South West Qualifier - use of photographs and film
Thank you for entering the Breakline South West Qualifier. The Qualifier takes place on Saturday 7 March 2026 at Trinity Centre, Bristol.
We would like your permission to use photographs and film of you taken at the Qualifier. If you sign and return this letter, you agree to the following terms.
1> We may use the photographs and film on the Breakline website, on our social media accounts and in the printed programme for the Breakline National Final.
1> We will not use them on television, on radio or in cinema advertising, and we will not put them on posters or billboards.
1> The permission is for use in the United Kingdom only and is non-exclusive.
1> The permission lasts for two years from the date of the Qualifier.
1> No payment is made to you for this permission. Your £15 entry fee is not affected by this letter.
Yours sincerely,
Femi Adeyemi, Director, Breakline Dance CIC
I agree to the terms of this letter.
Signed: Tomasz Wojcik    Date: 19 February 2026
`,
    expected: {
      parties: ["Breakline Dance CIC", "Tomasz Wojcik"],
      signed: "2026-02-19",
      start: "2026-03-07",
      end: "2028-03-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n30o-04-winner-campaign-email-chain",
    style: "n30o-dance-battle-releases",
    format: "text",
    source: `
# Kings of the Cypher 2026 winner - campaign terms
From: Lauren Pike <lauren.pike@vantageoutdoor.co.uk>
To: Aaliyah Brooks <aaliyahbrooks.dance@gmail.com>
Date: 14 July 2026 10:22
Hi Aaliyah, congratulations again on winning Kings of the Cypher. As discussed at the battle, here are the terms for the Vantage Outdoor Footwear winner's campaign. Reply "agreed" and they are binding on both of us.
1. Parties: Vantage Outdoor Footwear Ltd and you, Aaliyah Brooks.
2. Work: one filming day in London in August 2026 for a short dance film and stills.
3. Use: Vantage's Instagram and TikTok, the Vantage website, and in-store displays in Vantage shops. No TV, no cinema.
4. Term: 12 months from the Campaign Launch Date. We will confirm the launch date once the edit is done.
5. Territory: UK and Ireland.
6. Fee: £3,000 plus VAT if applicable. Travel expenses to the shoot are reimbursed up to £200.
7. Exclusivity: during the term you will not promote or endorse any other footwear brand.
Lauren Pike, Brand Partnerships Manager, Vantage Outdoor Footwear Ltd
From: Lauren Pike
Date: 14 July 2026 16:05
One change from our side before you reply, sorry: please replace point 5 with "Territory: UK only" - our Irish stores will not run the campaign. Everything else stays the same.
From: Aaliyah Brooks
Date: 15 July 2026 09:04
Agreed, including the change to UK only.
From: Lauren Pike
Date: 20 August 2026 11:30
The Campaign Launch Date is 1 September 2026. Thanks for a brilliant shoot day.
`,
    expected: {
      parties: ["Vantage Outdoor Footwear Ltd", "Aaliyah Brooks"],
      signed: "2026-07-15",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["GBP 3000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n30o-05-garage-review-video-table",
    style: "n30o-garage-review-videos",
    format: "docx",
    source: `
# HALLOWAY MOTORS - CUSTOMER REVIEW VIDEO CONSENT
Halloway Motors Ltd (trading as Halloway Motors MOT & Service Centre), 9 Ferry Lane, Reading RG1 8QT ("the Garage") would like to use the short video review you recorded in our customer waiting area. This form records what you agree to.
## What we may do
1> Edit the video to a length of up to 90 seconds and add captions and our logo.
1> Show it on our website and our Google Business Profile, on our Facebook page and YouTube channel, and on the screen in our customer waiting area.
1> We will not use the video in newspaper, leaflet or local radio advertising.
1> The Garage may not sell or license the video to any other business, including the manufacturers whose cars we service.
## For how long and where
1> The Garage may use the video in the United Kingdom for 24 months from the Publication Date shown in the table below. When that period ends we will remove it from our website, pages and screens.
## Payment
1> The Garage will pay you £50 by bank transfer within 14 days of publication. The £54.85 MOT test fee you paid on the day of filming is not refunded and is not affected by this form.
## Details
| Customer | Priya Shah |
| Vehicle | 2019 Skoda Octavia |
| Date of filming | 21 April 2026 |
| Publication Date | 3 May 2026 |
| Customer signature | Priya Shah, 28 April 2026 |
| For the Garage | Owen Halloway, Director, 28 April 2026 |
`,
    expected: {
      parties: ["Halloway Motors Ltd", "Priya Shah"],
      signed: "2026-04-28",
      start: "2026-05-03",
      end: "2028-05-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["GBP 50"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30o-06-inspection-shop-signature-block",
    style: "n30o-garage-review-videos",
    format: "pdf",
    source: `
# CUSTOMER TESTIMONIAL RELEASE
I, Marcus Del Toro, agree that the auto repair and state inspection shop named in the signature block below (the "Shop") may record, edit and publish my spoken testimonial about the brake repair and Pennsylvania state inspection performed on my vehicle (the "Testimonial").
1. Use. The Shop may use the Testimonial, my first name and my image on the Shop's website and on the Shop's Facebook, Instagram and YouTube pages. The Shop shall not use the Testimonial in television, radio, newspaper or billboard advertising.
2. Territory. The Shop may use the Testimonial in the United States.
3. Term. This release lasts for ten (10) years from the date I sign it.
4. Payment. The Shop will pay me a one-time payment of $75 for this release. The $39.95 inspection fee I paid for the inspection is my normal charge and is not affected.
5. No approval. I understand that I will not have a right to approve the final edit.
6. Entire release. This is the entire agreement about the Testimonial.
Customer signature: Marcus Del Toro
Date: October 9, 2025
Accepted for Broadcast Hill Auto & Inspection, Inc., 1450 Broadcast Hill Road, Reading, PA 19606
By: Gary Lindqvist, Owner
Date: October 9, 2025
`,
    expected: {
      parties: ["Broadcast Hill Auto & Inspection, Inc.", "Marcus Del Toro"],
      signed: "2025-10-09",
      start: "2025-10-09",
      end: "2035-10-08",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 75"],
      flags: ["long_term"]
    }
  },
  {
    id: "n30o-07-mot-centre-rider-replaces-media",
    style: "n30o-garage-review-videos",
    format: "scan",
    source: `
# KWIKLINE MOT CENTRES - REVIEW VIDEO AGREEMENT
Between Kwikline MOT Centres Ltd, 40 Tamworth Road, Coventry CV6 2EL ("Kwikline") and Deborah Fairweather ("you").
1> Filming. Kwikline will film you at its Coventry centre talking about your MOT and repair experience.
1> Fee. Kwikline will pay you £150 within 30 days of filming. If Kwikline cancels the filming with less than 48 hours notice it will pay you a cancellation fee of £40 instead.
1> Term. Kwikline may use the video for 18 months from the date of first publication.
1> Media. Kwikline may use the video on its website only.
1> Territory. United Kingdom. This licence is non-exclusive.
Signed: Deborah Fairweather, 12 January 2026
Signed for Kwikline MOT Centres Ltd: Sanjay Mehta, Marketing Manager, 12 January 2026
## RIDER A (signed with the agreement; this rider prevails over clause 4)
Clause 4 is deleted and replaced by: "Media. Kwikline may use the video on its website, on its social media accounts and on the digital screens in the reception areas of its MOT centres. Kwikline will not use the video on television or on roadside billboards."
The date of first publication will be 1 February 2026.
Initialled: DF / SM, 12 January 2026
`,
    expected: {
      parties: ["Kwikline MOT Centres Ltd", "Deborah Fairweather"],
      signed: "2026-01-12",
      start: "2026-02-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 150"],
      flags: []
    }
  },
  {
    id: "n30o-08-app-testimonial-annex-golive",
    style: "n30o-language-app-testimonials",
    format: "pdf",
    source: `
# PALAVER - USER TESTIMONIAL LICENCE
Parties: Palaver Apps GmbH, Torstraße 109, 10119 Berlin, Germany ("Palaver") and Sofía Marín, Valencia, Spain (the "User").
## 1. Definitions
"Testimonial" means the written quote, profile photo and first name the User submitted through the Palaver app about her language exchanges with partners in Germany, including her comments on Palaver's Cinema Club feature. "Go-Live Date" means the date stated in the Annex.
## 2. Licence
2.1 The User grants Palaver a non-exclusive licence, throughout the world, to reproduce and publish the Testimonial in Palaver's App Store and Google Play listings, on palaver.app and in the Palaver app, and on Palaver's Instagram, TikTok and LinkedIn accounts.
2.2 Palaver may sub-license the Testimonial to its advertising agencies solely so that they can prepare those listings and posts.
2.3 No right is granted to use the Testimonial in television, cinema or print advertising. Cinema Club is the name of an app feature and is not a medium of this licence.
## 3. Term
The licence lasts for two (2) years from the Go-Live Date.
## 4. Payment
Palaver will pay the User a fee of EUR 150 within 30 days of the Go-Live Date. Palaver will also give the User twelve months of Palaver Premium free of charge; this is a gift and is not payment for this licence.
## Annex
| Item | Detail |
| Go-Live Date | 15 January 2027 |
| Languages of the Testimonial | Spanish and German |
| Signed by the User | 1 December 2026 |
| Signed for Palaver Apps GmbH (Jonas Brandt, Head of Community) | 1 December 2026 |
`,
    expected: {
      parties: ["Palaver Apps GmbH", "Sofía Marín"],
      signed: "2026-12-01",
      start: "2027-01-15",
      end: "2029-01-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 150"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n30o-09-app-video-exclusive-buyout",
    style: "n30o-language-app-testimonials",
    format: "docx",
    source: `
# TESTIMONIAL VIDEO LICENCE AGREEMENT
THIS AGREEMENT is made on the date of the last signature below
BETWEEN:
(1) CHATTERBRIDGE LIMITED, a company incorporated in England and Wales (company number 10987654), whose registered office is at 3rd Floor, 88 Leonard Street, London EC2A 4RH ("Chatterbridge"); and
(2) KENJI WATANABE of Flat 2, 17 Albion Road, Sheffield S6 3QF (the "Contributor").
## 1. The Video
1> The Contributor has recorded a video (the "Video") about using the Chatterbridge language-exchange app to practise English with partners in the United Kingdom and Japanese with partners in Japan.
## 2. Grant
1> The Contributor grants Chatterbridge an exclusive licence to use the Video, the Contributor's name and likeness throughout the world, in perpetuity, in all media now known or later devised.
1> The Contributor waives unconditionally all moral rights in the Video under sections 77 to 85 of the Copyright, Designs and Patents Act 1988.
## 3. Fee
1> Chatterbridge will pay the Contributor £600 within 14 days of the date of this Agreement. The fee is a full buyout: no further fees, royalties or usage payments are due for any use of the Video.
1> Chatterbridge will reimburse the Contributor's travel to the recording session, up to £30.
## 4. Transfer
1> Chatterbridge may not assign or transfer this Agreement or any of its rights under it without the Contributor's prior written consent.
## 5. Commencement
1> This Agreement starts on the date of the last signature below.
## Signatures
| Signed for Chatterbridge Limited | Hannah Okoro, Head of Growth | 3 March 2026 |
| Signed by the Contributor | Kenji Watanabe | 5 March 2026 |
`,
    expected: {
      parties: ["Chatterbridge Limited", "Kenji Watanabe"],
      signed: "2026-03-05",
      start: "2026-03-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 600"],
      flags: ["perpetual_term", "unlimited_media", "worldwide_exclusivity", "buyout", "moral_rights_waiver"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30o-10-app-story-email-autorenew",
    style: "n30o-language-app-testimonials",
    format: "text",
    source: `
# Your LinguaLoop story - permission to share
From: Community Team <stories@lingualoop.com>
To: Amara Okafor
Date: February 6, 2026
Hi Amara, thanks for sharing how LinguaLoop helped you practise Portuguese with exchange partners in Brazil. We'd love to feature your story. Here is what we're asking for; reply "I agree" to accept.
- Who: LinguaLoop, Inc. (Austin, Texas) and you, Amara Okafor.
- What: your written story, your profile photo and your first name.
- Where it appears: our App Store and Google Play listings, lingualoop.com, our Instagram and TikTok, and posters in subway stations in New York and Toronto. We will not use it on TV or radio, and it will not be read out in the app's Broadcast feature.
- Territory: United States and Canada.
- How long: one year from the date we first post your story. The permission then renews automatically for further one-year periods unless either of us gives 30 days' notice before the end of a period.
- Payment: $250 by PayPal within 14 days of first posting. If we ever want to use your story in a TV spot we would offer you a separate $500 option; that option is not part of this permission.
- Non-exclusive: you are free to review or recommend other language apps.
Thanks! Dana Whitfield, Community Lead, LinguaLoop, Inc.
From: Amara Okafor
Date: February 10, 2026
I agree.
From: Community Team
Date: February 24, 2026
Great news: your story goes live on March 3, 2026.
`,
    expected: {
      parties: ["LinguaLoop, Inc.", "Amara Okafor"],
      signed: "2026-02-10",
      start: "2026-03-03",
      end: "2027-03-02",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 250"],
      flags: ["automatic_renewal"],
      denies: ["non_compete"]
    }
  }
]
