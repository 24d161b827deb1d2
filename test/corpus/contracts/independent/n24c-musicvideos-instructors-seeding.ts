// Independent author "n24c" (wave 24), one DEVELOPMENT batch written from scratch without reading the reader's rules
// or any other batch (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first
// entry of n11's batch for the file convention, and the wave's checker), and committed before the reader was run on
// it. Three styles: music-video cast, dancer and extras releases (a production company or label as the party, the
// artist's video on YouTube, streaming services, TV music channels and socials, day rates and buyouts, a minor with a
// parent's consent, band names "The Billboards" and "Print Club" that are not channels, a rider that replaces the
// usage clause, an extra's release whose producer is named only in the signature block); e-learning instructor
// licences (a platform's long form with every date in a schedule table and automatic renewal, a UK corporate
// presenter agreement for a cinema chain's staff training, a marketplace's plain-text terms with a notice-based
// term; course titles "Cinema Lighting 101" and "Billboard Design Masterclass"; revenue shares beside fixed fees;
// non-competes on competing courses; removal after a wind-down); and product seeding and review programmes (free
// product instead of a fee, a disclosure duty, the brand's use of the review for a period that runs from the day the
// review is first published, star ratings quoted on packaging, an honorarium, the creator's right to say no, an
// Australian addendum that replaces the use-of-reviews clause).
//
// Answer rules decided by this author: the parties are those bound by the contract as it names them, without role
// labels (a title such as "Dr" kept as written); a label or end client for whom a production company engages the
// performer is not a party unless it signs; a minor's release is made by the minor and by the parent who signs and
// consents, so all three are parties; a company
// named only in the signature block is still a party. The signing date is the last signature's date (in a schedule
// table if that is the only place it is given); an addendum signed with the agreement does not change it. The start
// is the date the grant or term runs from: the date of the agreement where the grant runs "from the date of this
// agreement" or "from signature", a release, launch, go-live or first-publication date where the term is defined by
// it and the date is given elsewhere in the document; "N months/years from X" ends the day before the anniversary; a
// wind-down period for removing a course after expiry does not move the end; a term that runs until notice has no
// end (no_end_date). Channels: YouTube channels, Instagram, TikTok and the artist's or brand's social accounts are
// social; streaming services, websites, apps, e-mail and a company's LMS or intranet are web; TV music channels are
// broadcast; packaging, shelf talkers and in-store displays are in_store; printed catalogues print; "all media now
// known or hereafter devised" is every channel; names of bands, brands, companies and courses ("The Billboards",
// "Print Club", "Outdoor Cinema Productions", "Billboard Audio", "Cinema Lighting 101") are never channels; an
// "excluding ..." list removes those channels. Fees are fixed sums paid for the services or the rights: a day rate
// and a buyout are two fees; a production fee is a fee; a revenue share or royalty percentage, overtime owed only if
// incurred, travel and expenses, VAT and GST, refundable deposits, cancellation or holding fees, a re-shoot rate owed
// only if required, and the retail value of free product are not. Exclusivity: a grant stated to be non-exclusive
// is false even where the instructor also promises not to publish a competing course (that promise is non_compete);
// a performer's or instructor's promise of exclusivity with a carve-out is true, with non_compete; silence is null.
// Flags: buyout where the fee is called a buyout or full and final payment for all uses; irrevocable_grant only when
// the grant says irrevocable; assignable or sublicensable only when the licensee is expressly allowed to, denied
// when it is expressly barred; a rider that replaces a perpetual grant by a term removes perpetual_term.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n24c-music-video-cast-releases",
  "n24c-e-learning-instructor-licences",
  "n24c-product-review-seeding-agreements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n24c-01-uk-dancer-agreement-billboards",
    style: "n24c-music-video-cast-releases",
    format: "docx",
    source: `
# DANCER AGREEMENT – MUSIC VIDEO
This agreement is dated 9 March 2026 and is made between:
| Producer | Nightjar Films Limited (company no. 09811427), Unit 3, 41 Mare Street, London E8 4RP (the "Producer") |
| Dancer | Keisha Thornton, c/o Motion Dance Management, 12 Kingsland Road, London E2 8DA (the "Dancer") |
## Background
The Producer is making the official music video (the "Video") for "Neon Harbour" by the band The Billboards for Halfmoon Records Limited (the "Label"). The Label is not a party to this agreement.
1> Engagement. The Producer engages the Dancer to rehearse and perform as a featured dancer on one shoot day, 21 March 2026, at Three Mills Studios, London E3 (call time 07:30, ten hours including a one-hour lunch).
1> Day rate. The Producer shall pay the Dancer a day rate of £450 for the shoot day.
1> Buyout. In addition, the Producer shall pay the Dancer a buyout fee of £1,200 in full and final settlement for all uses of the Dancer's performance permitted by clause 5. No repeat fees, residuals or royalties are payable.
1> Other payments. Overtime is paid at £55 per hour (or part) beyond ten hours, only if worked. Travel within London is reimbursed against receipts up to £40. None of these sums is part of the fees in clauses 2 and 3.
1> Consents and grant of rights.
2> The Dancer irrevocably gives all consents required under Part II of the Copyright, Designs and Patents Act 1988 and grants the Producer all rights in the Dancer's performance, image and likeness as recorded in the Video, throughout the world and in perpetuity, from the date of this agreement.
2> The Producer, the Label and the band may use the Video, behind-the-scenes footage and promotional cut-downs (teasers, 15- and 30-second edits, vertical edits) on YouTube and the band's official social media accounts, on audio and video streaming services, and on television music channels, excluding cinema, outdoor advertising and any printed advertising.
1> Moral rights. The Dancer waives unconditionally all moral rights in the performance under the Copyright, Designs and Patents Act 1988 (to the extent they can be waived).
1> Assignment. The Producer may assign the benefit of this agreement to the Label or to any licensee of the Video without the Dancer's consent.
1> Credit. The Dancer will be credited in the Video's description on YouTube where other featured dancers are credited.
1> Law. This agreement is governed by the law of England and Wales.
Signed for Nightjar Films Limited: Oliver Haines, Producer – 9 March 2026
Signed by the Dancer: Keisha Thornton – 9 March 2026
`,
    expected: {
      parties: ["Nightjar Films Limited", "Keisha Thornton"],
      signed: "2026-03-09",
      start: "2026-03-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["social", "web", "broadcast"],
      exclusive: null,
      fees: ["GBP 450", "GBP 1200"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout", "moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "n24c-02-us-minor-cast-release-print-club",
    style: "n24c-music-video-cast-releases",
    format: "scan",
    source: `
# MINOR CAST MEMBER RELEASE AND PARENT/GUARDIAN CONSENT
Production: "Paper Planes" – Print Club (official music video) for Slow Lane Records
Producer: Lowtide Pictures LLC, 2210 Sunset Blvd, Los Angeles, CA 90026 ("Producer")
Minor: Ava Moreno, age 11 ("Minor")    Parent/Guardian: Daniela Moreno ("Parent")
Shoot date: April 25, 2026. The Video will premiere on the Artist's official YouTube channel on June 12, 2026 (the "Release Date").
1. The Parent, on the Minor's behalf and on the Parent's own behalf, consents to the Minor appearing in the Video and authorizes Producer to use the Minor's image, likeness and performance in the Video and in behind-the-scenes and promotional cut-downs.
2. Use: for five (5) years from the Release Date, in the United States and Canada, on the Artist's YouTube channel and social media accounts, on music streaming services, and on TV music channels. "Print Club" is the band's name; no print use is granted.
3. Session fee: $600 flat. Producer will deposit 15% of it in the Minor's Coogan blocked trust account and pay the balance to the Parent. The studio teacher and meals are provided by Producer at its cost.
4. Producer may not sub-license the footage of the Minor to any advertiser or brand.
5. Producer will comply with California Labor Code requirements for minors, including a valid entertainment work permit.
Producer: Lowtide Pictures LLC  By: Jenna Castillo, Line Producer  Date: April 20, 2026
Parent/Guardian: Daniela Moreno  Date: April 20, 2026
Minor: Ava Moreno  Date: April 20, 2026
`,
    expected: {
      parties: ["Lowtide Pictures LLC", "Ava Moreno", "Daniela Moreno"],
      signed: "2026-04-20",
      start: "2026-06-12",
      end: "2031-06-11",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social", "web", "broadcast"],
      exclusive: null,
      fees: ["USD 600"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24c-03-extras-release-outdoor-cinema",
    style: "n24c-music-video-cast-releases",
    format: "text",
    source: `
# BACKGROUND ARTIST (EXTRA) RELEASE
Music video: "Glasshouse" by Marigold   Location: Corn Exchange, Leeds   Date: 28 February 2026
I, Joel Okafor, of 14 Marsh Road, Leeds LS6 2BT, agree that the production company whose name appears at the foot of this release (the "Producer") may film and photograph me as a background artist for the music video above.
I irrevocably grant the Producer, from the date of signature, the right to use my appearance, likeness and voice as recorded, in the video and any edit, trailer or behind-the-scenes material, in all media now known or hereafter devised, throughout the world, forever.
In return the Producer will pay me £100 as a flat payment, which is a full and final buyout for all uses; no further payment will ever be due. Travel costs up to £20 are reimbursed on top and are not part of that payment.
I understand that I may not be featured, and that the Producer need not use the footage at all.
Signed: Joel Okafor   Date: 28 February 2026
For and on behalf of the Producer: Outdoor Cinema Productions Ltd, 5 Wharf Approach, Leeds LS1 4BR – signed R. Adeyinka, Production Manager, 28 February 2026
`,
    expected: {
      parties: ["Joel Okafor", "Outdoor Cinema Productions Ltd"],
      signed: "2026-02-28",
      start: "2026-02-28",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 100"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "buyout"]
    }
  },
  {
    id: "n24c-04-featured-actor-agreement-with-rider",
    style: "n24c-music-video-cast-releases",
    format: "pdf",
    source: `
# FEATURED ACTOR AGREEMENT – MUSIC VIDEO
Between Harbourline Music Limited, 88 Pall Mall, Manchester M2 4JG ("Label") and Tomasz Wójcik, c/o Redbrick Talent, Manchester ("Actor"). Dated 2 February 2026.
## 1. Services
The Actor will play the lead role in the official video for "Slow Burn" by Cass Rowan (the "Video"), shoot day 16 February 2026, with one costume fitting.
## 2. Fee
The Label shall pay the Actor a buy-out fee of £2,500 covering the shoot day, the fitting and every use in clause 5. If the Label cancels within 48 hours of the shoot a cancellation fee of 50% of the buy-out fee is payable instead. A holding fee of £150 is payable if the Label holds a second date and does not confirm it.
## 3. Expenses
Reasonable travel expenses are reimbursed at cost and are not part of the fee.
## 4. Exclusivity
For six months from the shoot day the Actor shall not appear in a music video for any other recording artist signed to a label that competes with the Label in the UK indie-pop market, save that the Actor may complete his existing booking for the video by The Billboards.
## 5. Usage
The Label may use the Video in perpetuity throughout the world in all media.
## 6. Assignment
The Label may not assign this agreement without the Actor's written consent.
## 7. General
This agreement and the Rider below are the entire agreement. English law applies.
## RIDER
This Rider forms part of the Agreement. If the Rider and the Agreement conflict, this Rider prevails.
R1. Clause 5 (Usage) is deleted and replaced by: "The Label may use the Video, behind-the-scenes footage and promotional cut-downs throughout the world for three years from the Release Date, on YouTube and the Artist's social media accounts, on music streaming services and on television music channels only."
R2. "Release Date" means the date the Video is first released on YouTube, which the parties record is 20 March 2026.
R3. The fee in clause 2 is unchanged.
Signed for Harbourline Music Limited: Fiona Drake, Head of Video – 2 February 2026
Signed: Tomasz Wójcik – 2 February 2026
`,
    expected: {
      parties: ["Harbourline Music Limited", "Tomasz Wójcik"],
      signed: "2026-02-02",
      start: "2026-03-20",
      end: "2029-03-19",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web", "broadcast"],
      exclusive: true,
      fees: ["GBP 2500"],
      flags: ["buyout", "non_compete", "worldwide_exclusivity"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24c-05-us-course-platform-instructor-agreement",
    style: "n24c-e-learning-instructor-licences",
    format: "docx",
    source: `
# INSTRUCTOR CONTENT LICENSE AGREEMENT
This Instructor Content License Agreement is entered into as of the Effective Date stated in Schedule A by and between:
| Platform | LUMENPATH LEARNING, INC., a Delaware corporation, 600 Congress Ave, Suite 1400, Austin, TX 78701 ("Lumenpath") |
| Instructor | RAFAEL OKONJO-REYES, an individual residing in Atlanta, Georgia ("Instructor") |
## 1. Definitions
1> "Course" means the online video course titled "Cinema Lighting 101", with its lessons, worksheets and quizzes, as described in Schedule B.
1> "Launch Date" means the date stated as such in Schedule A.
1> "Net Receipts" means amounts Lumenpath actually receives from learners for the Course, less sales taxes, refunds, chargebacks and app-store fees.
## 2. License
1> Instructor grants Lumenpath an exclusive license, throughout the world, during the Term, to reproduce, distribute, stream and make available the Course on Lumenpath's website and mobile apps, and to use Instructor's name, image, voice and biography in and in connection with the Course.
1> Lumenpath may use clips of up to 90 seconds and Instructor's name and image to market the Course on Lumenpath's social media accounts, in paid search and in e-mail newsletters.
1> Lumenpath may sub-license the Course to its enterprise customers for their employees' internal use during the Term.
## 3. Exclusivity and Competing Courses
During the Term and for six months after it, Instructor shall not publish or teach any online course on film or cinema lighting on any other online course platform. This does not restrict (a) live, in-person workshops; (b) free tutorials under ten minutes on Instructor's own YouTube channel; or (c) Instructor's teaching at an accredited college.
## 4. Compensation
1> Production Fee. Lumenpath will pay Instructor a fixed production fee of US $5,000, half on signature and half on delivery of the final Course.
1> Revenue Share. Lumenpath will pay Instructor 50% of Net Receipts, quarterly. The revenue share is a royalty and is not part of the Production Fee.
1> Equipment. Lumenpath will reimburse pre-approved equipment rental up to $400. This reimbursement is not compensation.
## 5. Term and Renewal
The initial term of this Agreement begins on the Launch Date and ends on the third anniversary of the Launch Date (the "Initial Term"). Thereafter it renews automatically for successive one-year periods unless either party gives written notice of non-renewal at least 60 days before the end of the then-current term (together, the "Term").
## 6. Removal on Exit
On expiration or termination, Lumenpath will close the Course to new enrollments and remove it from its website and apps within 90 days (the "Wind-Down Period"). Enterprise sub-licenses end with the Wind-Down Period.
## 7. General
This Agreement is governed by the laws of the State of Texas. Each party signs on the date shown in Schedule A.
## Schedule A – Key Dates
| Item | Date |
| Effective Date | July 1, 2026 |
| Launch Date | September 1, 2026 |
| Signature – Lumenpath (Dana Whitcomb, VP Content) | June 22, 2026 |
| Signature – Instructor | June 24, 2026 |
## Schedule B – Course
| Course title | Cinema Lighting 101 |
| Length | About 4 hours of video in 28 lessons |
| Delivery | Final edit delivered by August 1, 2026 |
LUMENPATH LEARNING, INC.  By: Dana Whitcomb, VP Content
INSTRUCTOR: Rafael Okonjo-Reyes
`,
    expected: {
      parties: ["Lumenpath Learning, Inc.", "Rafael Okonjo-Reyes"],
      signed: "2026-06-24",
      start: "2026-09-01",
      end: "2029-08-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 5000"],
      flags: ["worldwide_exclusivity", "sublicensable", "automatic_renewal", "non_compete"]
    }
  },
  {
    id: "n24c-06-uk-corporate-presenter-agreement",
    style: "n24c-e-learning-instructor-licences",
    format: "pdf",
    source: `
# PRESENTER AND E-LEARNING CONTENT AGREEMENT
Dated 12 January 2026
Parties: (1) Northgate Cinema Group plc, registered in England no. 04417763, of 20 Brindley Place, Birmingham B1 2JB (the "Client"); and (2) Dr Helen Marsh of 7 Elm Grove, Bath BA1 7AE (the "Presenter").
## 1. The Course
The Presenter will write and present a staff training course, "Front of House Safety", for the Client's employees (the "Course"), filmed over two days in January 2026.
## 2. Fee
2.1 The Client shall pay the Presenter a fee of £3,200 plus VAT for the writing, filming and the licence in clause 4.
2.2 Expenses are reimbursed at cost up to £250 in total.
2.3 If the Client requires a re-shoot day it will pay £600 for that day; no re-shoot is currently planned.
## 3. Go-Live
The Course will go live on the Client's learning management system on 2 March 2026 (the "Go-Live Date").
## 4. Licence
The Presenter grants the Client a non-exclusive licence to use the Course and the Presenter's name, image and voice in it, for two years from the Go-Live Date, in the United Kingdom and Ireland, on the Client's learning management system, intranet and staff app, excluding any broadcast, any screening on cinema screens in the Client's auditoria and any public social media.
## 5. Removal
On expiry of the licence the Client shall withdraw the Course from all its systems within 30 days.
## 6. Moral rights
The Presenter does not waive her moral rights and shall be identified as presenter in the Course credits.
## 7. Assignment
The Client may not assign this agreement or any rights under it.
## 8. Sub-licensing
The Client shall not sub-license the Course to any third party, including its franchisees and contractors.
## 9. Law
The law of England and Wales governs this agreement.
Signed for Northgate Cinema Group plc by Martin Cole, Head of Learning, 12 January 2026
Signed by Dr Helen Marsh, 12 January 2026
`,
    expected: {
      parties: ["Northgate Cinema Group plc", "Dr Helen Marsh"],
      signed: "2026-01-12",
      start: "2026-03-02",
      end: "2028-03-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web"],
      exclusive: false,
      fees: ["GBP 3200"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n24c-07-marketplace-instructor-terms-billboard-design",
    style: "n24c-e-learning-instructor-licences",
    format: "text",
    source: `
# TESSELLATE ACADEMY – INSTRUCTOR TERMS (COURSE-SPECIFIC)
Between Tessellate Academy Ltd, 3 Queen Square, Bristol BS1 4JQ ("Tessellate") and Priya Raman ("you"). Agreed on 20 April 2026.
Course: "Billboard Design Masterclass" (12 lessons). Publication Date: 6 May 2026.
1> Licence. You grant Tessellate a non-exclusive, worldwide licence to host, stream and sell the Course on the Tessellate website and apps, and to use your name, image and voice in the Course and in trailers on Tessellate's Instagram, TikTok and YouTube channels.
1> Term. The licence starts on the Publication Date and continues until either of us ends it by three months' written notice.
1> Wind-down. After the notice period ends, the Course stays available to learners already enrolled for six months and is then removed from the site.
1> Money. Tessellate pays you a fixed production fee of £1,500 on publication. You also receive 40% of net course sales as a revenue share (not a fee). The microphone kit we lend you needs a refundable deposit of £200.
1> Competing courses. While these terms are in force you will not publish a course on billboard or poster design on another paid course marketplace. This is not an exclusive arrangement for any of your other teaching.
1> Transfer. Tessellate may assign these terms to another company in its group.
1> Law. English law.
Accepted: Priya Raman, 20 April 2026
For Tessellate Academy Ltd: Ben Okoro, Head of Instructors, 20 April 2026
`,
    expected: {
      parties: ["Tessellate Academy Ltd", "Priya Raman"],
      signed: "2026-04-20",
      start: "2026-05-06",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1500"],
      flags: ["no_end_date", "non_compete", "assignable"]
    }
  },
  {
    id: "n24c-08-uk-seeding-terms-billboard-audio",
    style: "n24c-product-review-seeding-agreements",
    format: "pdf",
    source: `
# BILLBOARD AUDIO – CREATOR SEEDING PROGRAMME TERMS
Between Billboard Audio Ltd, 14 Canal Street, Manchester M1 3HE ("we") and Leah Brennan, known as @leahlistens ("you"). Dated 30 March 2026.
## What you get
We will send you one pair of Arc 2 headphones (RRP £249) to keep. There is no fee: the product is the only thing you receive, and you are free to say no to posting anything at all.
## Disclosure
If you post about the Arc 2 you must label it clearly as gifted (for example "#gifted" or "gifted by Billboard Audio") in line with the CMA and ASA guidance.
## Your honest review
You decide what to say. We will not ask to approve or change your review.
## Use of your review
If you publish a review, we may quote it, with your handle and your star rating, on our website, on our own social media channels, and on Arc 2 packaging, in the United Kingdom, for 12 months from the date your review is first published. We will not use it in television, radio or billboard advertising.
## Exclusivity
There is none. You may review any other headphones, including our competitors'.
## Sharing with others
We shall not sub-license your review or rating to retailers or any other third party.
Signed for Billboard Audio Ltd: Nadia Frost, Community Manager, 30 March 2026
Signed: Leah Brennan, 30 March 2026
## Creator confirmation (completed after posting)
Review first published on YouTube on 14 April 2026. Link: youtube.com/@leahlistens
`,
    expected: {
      parties: ["Billboard Audio Ltd", "Leah Brennan"],
      signed: "2026-03-30",
      start: "2026-04-14",
      end: "2027-04-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n24c-09-us-testimonial-honorarium-letter",
    style: "n24c-product-review-seeding-agreements",
    format: "scan",
    source: `
# Cinema Grade Skincare, Inc.
410 Fifth Avenue, Suite 900, New York, NY 10018
May 5, 2026
Dear Dana Whitfield,
Thank you for trying our Cinema Grade Night Serum and for your kind review. We would like your permission to quote your testimonial ("My skin has never looked this rested") with your first name and last initial.
What we ask: to use the testimonial on our website, in our email newsletters and in our printed mail-order catalog, in the United States, for six months from the date you countersign this letter. We will not use it on television or on billboards, and we will not edit its meaning.
What we offer: an honorarium of $300, paid within 30 days of countersignature. The product kit we sent you (retail value $180) is yours to keep and is not part of the honorarium. Shipping of $12.95 was paid by us.
This is not exclusive: you remain free to review and recommend any other brand. You may say no, and you may ask us at any time to stop using your words in new materials.
Sincerely,
Olivia Grant, Head of Community, Cinema Grade Skincare, Inc.
Agreed: Dana Whitfield   Date: May 8, 2026
`,
    expected: {
      parties: ["Cinema Grade Skincare, Inc.", "Dana Whitfield"],
      signed: "2026-05-08",
      start: "2026-05-08",
      end: "2026-11-07",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["USD 300"],
      flags: []
    }
  },
  {
    id: "n24c-10-au-review-panel-with-addendum",
    style: "n24c-product-review-seeding-agreements",
    format: "docx",
    source: `
# PRODUCT REVIEW PANEL AGREEMENT
This agreement is made on 1 September 2026 between:
| Brand | Hearthstone Outdoor Cooking Pty Ltd ABN 51 624 118 907, 22 Factory Lane, Brunswick VIC 3056 ("Hearthstone", "we") |
| Reviewer | Mia Tanaka, 9 Wattle Street, Fitzroy VIC 3065 ("Reviewer", "you") |
1> The product. We will deliver one Hearthstone Outdoor Kettle Grill (RRP A$1,499) to you, freight paid. You keep it whether or not you review it.
1> Your choice. You may decline to review the grill. If you do review it, your opinion is your own.
1> Disclosure. Any review you post must say that you received the grill free from Hearthstone, as the ACCC's guidance requires.
1> Honorarium. We will pay you an honorarium of A$500 plus GST (A$50) once your review is published. The GST is not part of the honorarium.
1> Timing. The key dates are in the Schedule.
1> Use of reviews. We may use your review and star rating on our website and our social media channels in Australia for 12 months from the Programme Start Date.
1> No sub-licensing. We shall not sub-license your review, name or rating to any retailer or other third party.
1> No exclusivity. Nothing in this agreement stops you reviewing competing grills or barbecues.
1> No perpetual rights. No right in your review is granted in perpetuity.
## Schedule
| Item | Date |
| Programme Start Date | 1 October 2026 |
| Review due | 31 October 2026 |
## Addendum No. 1
Signed with this agreement on 1 September 2026. Clause 6 (Use of reviews) is deleted and replaced by the following, and this Addendum prevails over the agreement to the extent of any inconsistency: "We may use your review, name and star rating on our website, on our social media channels, on product packaging and on in-store shelf talkers, in Australia and New Zealand, for 24 months from the Programme Start Date."
Signed for Hearthstone Outdoor Cooking Pty Ltd: Jack Pemberton, Marketing Director, 1 September 2026
Signed: Mia Tanaka, 1 September 2026
`,
    expected: {
      parties: ["Hearthstone Outdoor Cooking Pty Ltd", "Mia Tanaka"],
      signed: "2026-09-01",
      start: "2026-10-01",
      end: "2028-09-30",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["AUD 500"],
      flags: [],
      denies: ["sublicensable", "perpetual_term"]
    }
  }
]
