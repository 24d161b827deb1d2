// Independent author "n28d" (wave 28), one development batch written without reading the reader or its rules, nor
// any other batch's texts: I read only test/corpus/contracts/Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts,
// lines 1-74 of independent/n11-shorthand-amendments-carveouts.ts (the file convention), the wave 28 checker and the
// names of the files in unseen/ and independent/. Committed before any run of the reader. Three styles:
// shopping-centre and mall owners' filming and photography permits granted to brands (a location owner's licence
// with shoppers in shot, a plan, VAT, damage deposits and cancellation charges beside the location fee, a US permit
// letter countersigned by its addressee, a permit whose dates sit only in a schedule table and whose brand is named
// only in the signature block, centre and brand names holding channel words: "Outdoor Republic", "Broadcast Quay",
// "Cinema Street Denim"); boutique fitness-app trainer content licences (subscriber-only web and app streaming,
// short clips for social, a revenue share beside a fixed fee, a term counted from a Launch Date given later, a rider
// that replaces the term, the social clause and the fee and prevails, a studio called "Cinema Cycle" and one called
// "Broadcast Barre"); and US local TV-station and newspaper sponsored-segment talent agreements (a presenter in a
// sponsor's paid segment, a sponsor who is not a party, a competitor restriction, instalments, an option price, a
// newspaper's letter to a food writer for advertorial pages, a deal memo whose presenter is named only where he signs
// and whose rider replaces the term). What is hard: headings that name a right the body denies ("Exclusive filming",
// "Sponsor rights"), "shall not" and "may not" lists after a grant, sums that are not fees, dates defined elsewhere.
//
// Answer rules decided by this author: the parties are the two who are bound by signing (a sponsor, a managing
// agent signing for the owner, shoppers and the trainer's studio members are not parties); a brand named only in the
// signature block is a party under that name; a letter binds its addressee when countersigned. The signing date is
// the date of the last signature (a letter's countersignature date); a permit dated in its schedule is signed then.
// Start is the first day use is permitted or the licence runs; "N months from X" ends the day before the
// anniversary of X; a rider that forms part of the agreement and prevails gives the term, channels and fee. Fees are
// the fixed sums paid for the permission, the services or the rights, the total where the text states a total paid
// in instalments; VAT, refundable deposits, security or staff charges at cost, expenses, kit allowances, a
// cancellation fee, an unexercised option price and a percentage revenue share are not fees. Channels: a website,
// app or streaming service for subscribers and a station or newspaper website or e-edition are web; Instagram,
// TikTok, YouTube Shorts and Facebook are social; television is broadcast; newspapers and catalogues are print;
// posters and billboards out_of_home; display in the brand's own shops in_store; a channel word in a name grants
// nothing. Exclusivity is true where the grant is said to be exclusive or the talent promises not to appear for a
// category's competitors (with non_compete), false where the text says non-exclusive or that others may film or the
// talent is free to work elsewhere, null where silent. Flags: perpetual_term for "in perpetuity" (no end date), an
// irrevocable grant, a moral-rights waiver, worldwide_exclusivity for an exclusive worldwide grant, non_compete for a
// competitor restriction, morality_clause for a disrepute termination right; denied where the text says "shall not
// sub-license", "may not be assigned", "does not waive", "will not renew automatically", "free to work for others".
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n28d-mall-filming-permits",
  "n28d-fitness-trainer-content",
  "n28d-local-sponsored-segments"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n28d-01-centre-permit-outdoor-brand",
    style: "n28d-mall-filming-permits",
    format: "docx",
    source: `
# LOCATION FILMING AND PHOTOGRAPHY PERMIT
Westgate Arches Shopping Centre, Leeds
This Permit is dated 3 February 2026.
## Parties
(1) Westgate Arches Property Limited (company number 08841275) whose registered office is at 14 Park Row, Leeds LS1 5HD, the owner of the Westgate Arches Shopping Centre (the "Owner"); and
(2) Outdoor Republic Ltd, trading as Outdoor Republic, whose registered office is at Unit 4, Kirkstall Works, Leeds LS5 3BT (the "Brand").
## Background
The Brand wishes to film and photograph its spring campaign "Outdoor Republic: Walk the City" in the public malls of the Centre while the Centre is open to shoppers.
1> Definitions
2> "Shoot Days" means 9 March 2026 and 10 March 2026, from 07:00 to 19:00 on each day.
2> "Campaign Material" means all still photographs and film footage made at the Centre on the Shoot Days.
2> "Permitted Areas" means the lower and upper malls and the east entrance, edged red on the Plan.
1> Permission
2> The Owner grants the Brand a non-exclusive licence to enter the Permitted Areas with a crew of no more than twelve people on the Shoot Days to make the Campaign Material.
2> The Owner may allow other filming, photography and promotions in the Centre at any time, including on the Shoot Days, and nothing in this Permit gives the Brand exclusive use of any part of the Centre.
1> Shoppers in shot
2> The Owner will display the Brand's filming notices at every entrance to the Permitted Areas on the Shoot Days.
2> The Brand is responsible for obtaining a signed release from any shopper who is identifiable and featured in the Campaign Material and shall blur the face of any other shopper, and of any child, before use.
1> Use of Campaign Material
2> The Brand may use Campaign Material showing the Centre, its name or its shop fronts on the Brand's own website and social media accounts, in its printed catalogues and in point-of-sale display in its own shops, in the United Kingdom and the Republic of Ireland, for a period of 18 months starting on the first Shoot Day.
2> The Brand may not use Campaign Material on television, in cinemas, or on posters, billboards, bus sides or any other outdoor advertising.
1> Charges
2> The Brand shall pay the Owner a location fee of £3,800 plus VAT within 14 days of the invoice.
2> The Brand shall pay a refundable damage deposit of £1,000 before the first Shoot Day, returned within 30 days after the Shoot Days less the cost of making good any damage.
2> If the Owner's security team considers additional security officers necessary, they will be charged to the Brand at cost (currently £32 per officer per hour).
1> General
2> This Permit is personal to the Brand. It may not be assigned or transferred, and the Brand shall not grant any sub-licence of its rights under it.
2> This Permit is governed by the law of England and Wales.
Signed for Westgate Arches Property Limited by Karen Whitley, Centre Director, on 3 February 2026
Signed for Outdoor Republic Ltd by Tom Beresford, Marketing Director, on 3 February 2026
`,
    expected: {
      parties: ["Westgate Arches Property Limited", "Outdoor Republic Ltd"],
      signed: "2026-02-03",
      start: "2026-03-09",
      end: "2027-09-08",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 3800"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n28d-02-mall-letter-denim-stills",
    style: "n28d-mall-filming-permits",
    format: "scan",
    source: `
LAKESHORE COMMONS MALL LLC
c/o Meridian Retail Management, 2200 Lakeshore Drive, Evanston, IL 60201
March 30, 2026
Ms. Dana Alvarez
Marketing Director, Cinema Street Denim, Inc.
418 W. Fulton Market, Chicago, IL 60661
Re: Photography permit - Lakeshore Commons Mall
Dear Ms. Alvarez:
This letter sets out the terms on which Lakeshore Commons Mall LLC (the "Mall") permits Cinema Street Denim, Inc. ("you") to take still photographs in the Mall for your fall denim collection.
1. Photo date. You may photograph in the center court and the north concourse on April 18, 2026 between 7:00 a.m. and 10:00 a.m., before the stores open. No video or audio recording is permitted.
2. Shoppers. Mall walkers and early shoppers may be present. You will not photograph any person who asks not to be photographed, and you will obtain a written release from every person who can be recognized in a photograph you use.
3. Use. You may use the photographs on your own website and on your Instagram, Facebook and Pinterest accounts, in the United States only, for 12 months from the photo date. The photographs may not be used in any print advertising, on television, in cinema advertising or on billboards.
4. Permit fee. You will pay a permit fee of $1,500 with your countersignature, and a cleaning deposit of $500, which we will refund within 15 days after the photo date if the areas are left clean.
5. Insurance. You will deliver a certificate of general liability insurance of at least $1,000,000 naming the Mall as additional insured before the photo date.
6. Credit. No credit to the Mall is required, but you will not state or imply that the Mall endorses your products.
Please countersign below to accept these terms.
Sincerely,
Lakeshore Commons Mall LLC, by Meridian Retail Management, its managing agent
By: Raymond Oduya, General Manager
AGREED AND ACCEPTED: Cinema Street Denim, Inc.
By: Dana Alvarez, Marketing Director    Date: April 2, 2026
`,
    expected: {
      parties: ["Lakeshore Commons Mall LLC", "Cinema Street Denim, Inc."],
      signed: "2026-04-02",
      start: "2026-04-18",
      end: "2027-04-17",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 1500"],
      flags: []
    }
  },
  {
    id: "n28d-03-quay-permit-schedule-dates",
    style: "n28d-mall-filming-permits",
    format: "pdf",
    source: `
# BROADCAST QUAY SHOPPING CENTRE
## Commercial Filming Permit
This Permit is granted by Quayside Retail Estates Limited, owner of Broadcast Quay Shopping Centre, Salford M50 2QA (the "Owner"), to the company named as the Permittee in the signature block below (the "Permittee"), on the terms below and in the Schedule.
## 1. Permission to film
1.1 The Owner permits the Permittee to film and photograph in the Filming Areas on the Filming Date, during the hours stated in the Schedule.
1.2 The Centre will remain open to the public. Shoppers will be in shot. The Permittee shall place the Owner's approved "Filming in Progress" boards at each end of the Filming Areas, shall not film any child without a parent's written consent, and shall pixelate the faces of shoppers who have not signed a release.
## 2. Use of the footage
2.1 The Permittee may use footage and stills made under this Permit (the "Footage") during the Use Period on the Permittee's own website and its social media channels (including Instagram, TikTok and YouTube), in the United Kingdom.
2.2 The Permittee shall not use the Footage in television, cinema or radio advertising, or on any advertising screen, poster or hoarding, whether inside or outside the Centre.
## 3. Facility fee and other charges
3.1 The Permittee shall pay the facility fee stated in the Schedule on signing this Permit. VAT is payable in addition.
3.2 Parking for production vehicles is charged at £45 per vehicle per day.
3.3 If the Permittee cancels less than 7 days before the Filming Date it shall pay a cancellation fee of £1,500 and the facility fee shall be refunded.
## 4. Exclusive filming
4.1 The Owner does not grant exclusive filming rights. Other brands, broadcasters and tenants may film in the Centre at any time, including on the Filming Date.
## 5. Termination
5.1 The Owner may stop filming at any time on safety grounds.
## Schedule
| Item | Detail |
| Date of this Permit | 20 May 2026 |
| Filming Areas | Level 1 Waterfront Mall and the Glass Atrium |
| Filming Date and hours | 14 June 2026, 06:00 to 10:00 |
| Use Period | 14 June 2026 to 13 June 2028 |
| Facility fee | £6,250 plus VAT |
Signed for and on behalf of Quayside Retail Estates Limited: Michael Dunn, Asset Manager
Signed for and on behalf of the Permittee, Halden & Frost Beauty Ltd: Priya Halden, Director
`,
    expected: {
      parties: ["Quayside Retail Estates Limited", "Halden & Frost Beauty Ltd"],
      signed: "2026-05-20",
      start: "2026-06-14",
      end: "2028-06-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 6250"],
      flags: []
    }
  },
  {
    id: "n28d-04-cinema-cycle-launch-date",
    style: "n28d-fitness-trainer-content",
    format: "docx",
    source: `
# TRAINER CONTENT LICENCE
THIS LICENCE is made on 1 December 2025
BETWEEN
(1) CINEMA CYCLE STUDIOS LTD, a company registered in England and Wales (number 12976430), which runs the Cinema Cycle indoor cycling studios in London and the Cinema Cycle app ("Cinema Cycle"); and
(2) JADE OKONKWO of 27 Amhurst Road, London E8 2BT (the "Trainer").
## 1. The classes
1> The Trainer will teach and Cinema Cycle will film twenty-four 45-minute indoor cycling classes at the Cinema Cycle studio in Shoreditch on dates agreed between them (the "Classes").
## 2. Licence
1> The Trainer grants Cinema Cycle the exclusive right during the Term, throughout the world, to stream the Classes on demand to paying subscribers through the Cinema Cycle website and the Cinema Cycle app.
1> Cinema Cycle may also cut clips of up to 60 seconds from the Classes and post them on its Instagram, TikTok and YouTube Shorts accounts to promote the app.
1> No Class or clip may be shown in any cinema, on television, or on screens in gyms, hotels or other third-party venues. Despite its name, the Cinema Cycle studio has no cinema screen and this Licence grants no cinema exhibition right.
## 3. Trainer's commitment
1> During the Term the Trainer shall not record, stream or appear in on-demand or live-streamed cycling or spin classes for any other app, platform or studio. The Trainer may continue to teach live classes that are not recorded or streamed at any gym.
## 4. Term
1> This Licence starts on the Launch Date and continues for 24 months from the Launch Date.
## 5. Payment
1> Cinema Cycle shall pay the Trainer a production fee of £2,400 within 14 days of the last Class being filmed.
1> Cinema Cycle shall also pay the Trainer 12% of Net Subscription Revenue attributable to the Classes, quarterly in arrears, with a statement.
1> Cinema Cycle will reimburse the Trainer's kit and clothing costs up to £300 against receipts.
## 6. Launch Date
1> The "Launch Date" is 5 January 2026, the date on which the Classes are first made available in the app.
SIGNED by Aisha Grant, Director, for and on behalf of CINEMA CYCLE STUDIOS LTD
SIGNED by JADE OKONKWO
`,
    expected: {
      parties: ["Cinema Cycle Studios Ltd", "Jade Okonkwo"],
      signed: "2025-12-01",
      start: "2026-01-05",
      end: "2028-01-04",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 2400"],
      flags: ["worldwide_exclusivity", "non_compete"]
    }
  },
  {
    id: "n28d-05-app-offer-email-hiit",
    style: "n28d-fitness-trainer-content",
    format: "text",
    source: `
# Offer: PulseHaus x Marco Reyes - HIIT series
From: Jenna Park <jenna@pulsehaus.app>
To: Marco Reyes <marco.reyes.fit@gmail.com>
Sent: Monday, August 18, 2025 10:41 AM
Hi Marco,
Great to meet you at the Brooklyn studio. Here is our offer for the HIIT series. If you reply "I accept", this email and your reply are our agreement between PulseHaus Fitness, Inc. and you.
What you do: teach and let us film eight 30-minute HIIT classes at our Brooklyn studio in early September.
What we get: the right to stream the classes to PulseHaus subscribers on our website and in the PulseHaus app, which is only available in the United States and Canada, and to cut 30-second clips for PulseHaus's Instagram, TikTok and Facebook accounts.
How long: two years from the date the first class is published in the app. We plan to publish the first class on September 15, 2025, and will confirm the date by email.
Money: a flat fee of $4,000 for all eight classes, paid within 30 days after filming, plus a 10% share of subscription revenue from the series, paid quarterly. We'll also reimburse travel to the studio up to $200.
Not exclusive: you're free to teach, film and stream for other studios and apps while the series is live.
No automatic renewal: when the two years end the classes come down unless we sign a new agreement.
Best,
Jenna Park, Head of Content, PulseHaus Fitness, Inc.
---
From: Marco Reyes <marco.reyes.fit@gmail.com>
Sent: Wednesday, August 20, 2025 8:02 PM
I accept. Looking forward to it!
Marco Reyes
---
From: Jenna Park <jenna@pulsehaus.app>
Sent: Monday, September 15, 2025 9:00 AM
Confirming your first class went live in the app this morning, September 15, 2025.
`,
    expected: {
      parties: ["PulseHaus Fitness, Inc.", "Marco Reyes"],
      signed: "2025-08-20",
      start: "2025-09-15",
      end: "2027-09-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 4000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "n28d-06-pilates-licence-rider-prevails",
    style: "n28d-fitness-trainer-content",
    format: "pdf",
    source: `
# ON-DEMAND CLASS LICENCE
Date: 12 March 2026
Parties: Northfield Pilates Collective Ltd, which operates the "Reform & Flow" app (the "Studio"), and Harriet Lyle, a self-employed Pilates instructor (the "Instructor").
## 1. Content
The Instructor will teach ten reformer and mat Pilates classes, each of about 40 minutes, to be filmed by the Studio at its Northfield, Birmingham studio in March 2026 (the "Classes").
## 2. Grant
The Instructor grants the Studio a non-exclusive licence to make the Classes available to its paying subscribers in the Reform & Flow app and on the subscriber area of the Studio's website, in the United Kingdom and Ireland.
## 3. Social media
No clips or excerpts of the Classes may be posted on social media.
## 4. Term
The licence runs for 12 months from 1 April 2026.
## 5. Fee
The Studio shall pay the Instructor a fee of £1,800 on signature.
## 6. Moral rights
The Instructor waives her moral rights in the Classes.
## 7. Assignment
The Studio may not assign or sub-license this licence.
## RIDER No. 1
This Rider is signed with and forms part of the Licence. Where it conflicts with the Licence, this Rider prevails.
(a) Clause 3 is deleted and replaced by: "The Studio may post clips of the Classes of up to 45 seconds on its Instagram and TikTok accounts."
(b) Clause 4 is deleted and replaced by: "The licence runs for 36 months from 1 April 2026."
(c) In clause 5, "£1,800" is replaced by "£2,700".
(d) Clause 6 is deleted and replaced by: "The Instructor does not waive her moral rights. The Studio shall credit the Instructor by name at the start of each Class and in each clip."
Signed for Northfield Pilates Collective Ltd: Owen Marsh, Managing Director, 12 March 2026
Signed: Harriet Lyle, 12 March 2026
`,
    expected: {
      parties: ["Northfield Pilates Collective Ltd", "Harriet Lyle"],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 2700"],
      flags: [],
      denies: ["moral_rights_waiver", "assignable", "sublicensable"]
    }
  },
  {
    id: "n28d-07-barre-clip-release-perpetual",
    style: "n28d-fitness-trainer-content",
    format: "scan",
    source: `
BROADCAST BARRE LTD - TRAINER CLIP RELEASE
Studio: Broadcast Barre Ltd, 9 Canal Side, Manchester M4 6HX (the "Studio")
Trainer: Sofia Marchetti (the "Trainer")
Date of this release: 7 October 2026
1. The Trainer has taught barre classes at the Studio which the Studio has filmed. This release covers the short clips the Studio edits from that footage (the "Clips").
2. In return for a fee of £600, paid within 14 days of this release, the Trainer irrevocably grants the Studio the right to use the Clips in perpetuity, throughout the world, in the Studio's subscriber app, on its website and on its Instagram and TikTok accounts, from the date of this release.
3. The Clips shall not be broadcast on television or shown in cinemas, and the Studio shall not use them in print advertising.
4. This release is non-exclusive. The Trainer may appear in classes and content for any other studio, app or brand.
5. The Trainer waives all moral rights in the Clips, including the right to be identified as their performer.
6. The Studio will remove any Clip in which the Trainer is shown injured or in a way the Trainer reasonably finds embarrassing.
Signed for Broadcast Barre Ltd: Lena Shaw, Studio Owner    Date: 7 October 2026
Signed by the Trainer: Sofia Marchetti    Date: 7 October 2026
`,
    expected: {
      parties: ["Broadcast Barre Ltd", "Sofia Marchetti"],
      signed: "2026-10-07",
      start: "2026-10-07",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 600"],
      flags: ["perpetual_term", "irrevocable_grant", "moral_rights_waiver"]
    }
  },
  {
    id: "n28d-08-station-segment-outdoor-sponsor",
    style: "n28d-local-sponsored-segments",
    format: "docx",
    source: `
# SPONSORED SEGMENT TALENT AGREEMENT
This Sponsored Segment Talent Agreement (this "Agreement") is entered into as of March 20, 2026 by and between WGLN Television Company LLC, licensee of WGLN-TV Channel 8, Grand Rapids, Michigan (the "Station"), and Brianna Cole ("Talent").
## Recitals
A. Lakeside Outdoor Power Equipment, Inc. (the "Sponsor") has purchased a weekly three-minute paid segment titled "Weekend Outdoor Living" (the "Segment") within the Station's "Channel 8 Morning Show". The Sponsor is not a party to this Agreement.
B. The Station wishes to engage Talent to present the Segment.
## 1. Services
1.1 Talent will present twenty-six (26) Segments, recorded on Thursdays at the Station's studio or at the Sponsor's Grand Rapids store, for broadcast on Saturday mornings.
1.2 Each Segment will be identified on air as paid content sponsored by the Sponsor.
## 2. Term
The term of this Agreement begins on April 6, 2026 and ends on September 27, 2026.
## 3. Use
3.1 The Station may broadcast the Segments on WGLN-TV and its digital subchannels, stream them on wgln8.com and the WGLN 8 app, and post them on the Station's Facebook, Instagram and YouTube accounts, in the United States, during the term.
3.2 The Sponsor may not use Talent's name, voice or likeness in its own print advertising, in-store displays, billboards or other outdoor advertising, and nothing in this Agreement licenses any such use.
## 4. Compensation
4.1 The Station will pay Talent a segment fee of $7,800 for the twenty-six Segments, payable in six monthly installments of $1,300 beginning April 30, 2026.
4.2 If a recording session runs longer than three hours, the Station will pay overtime at $75 per hour, only if incurred.
## 5. Competing sponsors
During the term Talent shall not appear in any advertising or sponsored content for any other retailer or manufacturer of lawn, garden or outdoor power equipment in the State of Michigan.
## 6. Conduct
The Station may terminate this Agreement on written notice if Talent commits any act or becomes involved in any situation that brings Talent, the Station or the Sponsor into public disrepute, scandal or ridicule.
## 7. Governing law
This Agreement is governed by the laws of the State of Michigan.
WGLN TELEVISION COMPANY LLC
By: Carla Jenkins, Vice President and General Manager    Date: March 20, 2026
TALENT
Brianna Cole    Date: March 20, 2026
`,
    expected: {
      parties: ["WGLN Television Company LLC", "Brianna Cole"],
      signed: "2026-03-20",
      start: "2026-04-06",
      end: "2026-09-27",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 7800"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n28d-09-ledger-advertorial-letter",
    style: "n28d-local-sponsored-segments",
    format: "pdf",
    source: `
# LEDGER MEDIA GROUP, INC.
Publisher of The Harbor City Ledger
100 Wharf Street, Harbor City, OR 97365
April 6, 2026
Mr. Calvin Thompson
55 Cedar Lane, Harbor City, OR 97365
Dear Mr. Thompson:
Re: "Bayview Kitchen" partner-content pages
Thank you for agreeing to write and appear in four sponsored "Bayview Kitchen" recipe pages in The Harbor City Ledger, paid for by Bayview Grocers. This letter, once you countersign it, is the agreement between Ledger Media Group, Inc. ("the Ledger") and you.
## Your work
You will develop one recipe for each page, cook it for our photographer at the Ledger's test kitchen, and write about 400 words for each page. Each page will be labeled "Sponsored content paid for by Bayview Grocers."
## Publication
The pages will appear in the Sunday print edition of The Harbor City Ledger on May 3, May 10, May 17 and May 24, 2026, and on the same days in the Ledger's e-edition and on harborcityledger.com. The Ledger may keep the pages in its e-edition and website archive for 12 months from May 24, 2026. Distribution is in the United States.
## Sponsor rights
No rights in the pages, your recipes or your likeness are licensed to Bayview Grocers. Bayview Grocers may not reprint the pages, post them on its social media accounts or display them in its stores.
## Other publications
This is not an exclusive engagement. You remain free to write for other newspapers and magazines. The Ledger shall not license the pages to any other publication.
## Payment
The Ledger will pay you a total fee of $3,200 for the four pages, within 30 days after the last page is published. We will also reimburse ingredient costs up to $60 per recipe against receipts.
If this is agreeable, please sign and return a copy of this letter.
Sincerely,
Ledger Media Group, Inc.
By: Maria Gutierrez, Director of Partner Content
ACCEPTED AND AGREED:
Calvin Thompson    Date: April 9, 2026
`,
    expected: {
      parties: ["Ledger Media Group, Inc.", "Calvin Thompson"],
      signed: "2026-04-09",
      start: "2026-05-03",
      end: "2027-05-23",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 3200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28d-10-deal-memo-presenter-signs",
    style: "n28d-local-sponsored-segments",
    format: "text",
    source: `
# KDBR NEWS 4 - SPONSORED SEGMENT DEAL MEMO
Date: January 12, 2026
Between KDBR Broadcasting Co. (the "Station"), Tucson, Arizona, and the presenter who signs below ("Presenter").
1. Segment: "Ask the Print Expert", a two-minute weekly paid segment sponsored by Sunrise Print & Copy Centers (the "Sponsor") in KDBR News 4 at 5 p.m. The Sponsor is not a party to this memo.
2. Services: Presenter hosts and voices each Segment; scripts approved by the Station's sales department.
3. Term: February 2, 2026 through April 30, 2026.
4. Media: the Segments air on KDBR-TV and its multicast channel 4.2 and are posted on kdbr.com. The Segments may not be posted on any social media account of the Station, the Sponsor or Presenter.
5. Territory: United States.
6. Fee: $5,000 flat for the term, paid in two equal parts on February 27 and April 30, 2026.
7. Option: the Station may extend the term for a further 13 weeks for an additional fee of $2,500 by written notice given before the term ends. The term does not renew automatically.
8. Exclusivity: none. This engagement is non-exclusive and Presenter may host other sponsored segments.
RIDER (initialed by both parties; forms part of this memo and prevails over paragraph 3):
Paragraph 3 is deleted and replaced by: "3. Term: February 2, 2026 through July 31, 2026." The fee in paragraph 6 is unchanged.
AGREED:
KDBR Broadcasting Co., by Denise Romero, General Sales Manager, January 12, 2026
Presenter: Luis Ortega, January 14, 2026
`,
    expected: {
      parties: ["KDBR Broadcasting Co.", "Luis Ortega"],
      signed: "2026-01-14",
      start: "2026-02-02",
      end: "2026-07-31",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["USD 5000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  }
]
