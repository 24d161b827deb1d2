// Independent author "n28b" (wave 28), one development batch written without reading the reader or the other
// batches' texts (only test/corpus/contracts/Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74
// of the n11 batch for the file convention, the wave 28 checker and the names of the files in unseen/ and
// independent/), and committed before any run of the reader. Three drafting styles:
// - award-ceremony clip and nominee footage licences: an organiser or broadcaster licensing ceremony clips to a
//   sponsor or a newspaper, and a nominee's release. Hard: a "Sub-licensing" heading over a clause that forbids it;
//   a term counted from a Ceremony Date given only in a schedule table; a broadcaster and a snack brand whose names
//   hold "Broadcast" and "Cinema"; "excludes television ..." lists after a grant; a rider that replaces the grant
//   clause, adds in-store use and a second fee, and prevails; a category exclusivity with a press carve-out; sums
//   that are not fees (VAT, capped delivery costs, instalments, an option price, travel reimbursement).
// - travel-guidebook and destination photography commissions: a publisher commissioning a photographer, with people
//   in the photographs, and a release signed by a market trader. Hard: a licence counted from a Publication Date in
//   a schedule or in a later paragraph; a letter ("Dear Daniel") that binds its addressee on countersignature; a
//   guidebook titled "Outdoor Iceland" that may not go on billboards; an exclusive licence with portfolio and
//   competition carve-outs; per diems, expenses and a cancellation fee that are not fees; a publisher named only in
//   the signature block; a photographer who is not a party.
// - telecom and mobile-network retail staff ambassador agreements: store staff as the faces of a campaign on
//   in-store screens. Hard: a company called "Broadcast Mobile" and a "Cinema Sundays" campaign that license no
//   broadcast or cinema use; salary, wages and overtime beside the one appearance fee; a campaign period only in a
//   schedule; a Launch Date defined after the term that runs from it; a category exclusivity (non-compete) in one,
//   an express non-exclusivity in another, and an amendment that deletes an exclusivity clause, replaces the term,
//   territory and media clauses and adds an extension fee.
//
// Answer rules decided by this author: the parties are the two who are bound by the document: the organiser,
// broadcaster, publisher or employer and the sponsor, newspaper, photographer, nominee, person photographed or
// staff member (a person signing for a company, a photographer named in a release he does not sign as a party, a
// broadcast partner or a co-publisher are not parties); names are written as the document names them, without role
// labels. The signing date is the date of the last signature (a countersigned letter is signed on the
// countersignature; an amendment on its own date). The start is the first day the licensed use may begin (a
// ceremony, publication, launch or campaign date where the term runs from it); "N months/years from X" ends the day
// before the anniversary; an amendment's start and end are those of the licence as amended. Fees are the sums paid
// for the rights or services (one entry per sum: a base fee and a rider's additional fee are two); VAT, instalments
// of a fee, reimbursed travel or expenses, per diems, wages and salary, overtime if incurred, a cancellation fee and
// an unexercised option price are not fees; a fee of the original agreement not stated in an amendment is not
// known. Channels: websites are web; Instagram, TikTok, Facebook and "social media accounts" are social; digital
// billboards and roadside screens are out_of_home; printed guidebooks are print; screens, posters, counter cards,
// shelf talkers and point-of-sale displays inside stores are in_store; "all media now known or hereafter devised" is
// every channel (unlimited_media); a medium listed as excluded or not licensed is not a channel, and a word in a
// company, product or campaign name grants nothing. Territories: "the United Kingdom" is GB, Northern Ireland is
// GB, "throughout the world" is worldwide. Exclusive is true where the licence is called exclusive or the licensor
// or talent promises not to license or appear for the category's competitors (that promise by talent is also
// non_compete), false where the text says non-exclusive or frees the talent to work for competitors, and null where
// the text is silent. Flags: perpetual_term only for "in perpetuity" (then no end and no no_end_date); long_term for
// a term of more than 60 months (five years exactly is not); irrevocable_grant for "irrevocable"; sublicensable
// where the grantee may license others; assignable where the grantee may assign; moral_rights_waiver for a waiver;
// morality_clause for termination on disrepute or conviction; worldwide_exclusivity for an exclusive worldwide
// licence; no_fee_stated where no fee is paid. Denies: a flag whose right the text expressly rules out ("shall not
// sub-license", "will not renew automatically", "this is not a perpetual release", a talent expressly free to work
// for competitors).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n28b-award-ceremony-clips",
  "n28b-guidebook-photography",
  "n28b-store-staff-ambassadors"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n28b-01-awards-sponsor-clip-licence",
    style: "n28b-award-ceremony-clips",
    format: "docx",
    source: `
# CEREMONY CLIP LICENCE AGREEMENT
THIS AGREEMENT is dated 2 February 2026
## Parties
(1) NORTHERN SCREEN AWARDS LIMITED, a company incorporated in England and Wales (company number 09876543) whose registered office is at 4 Quayside Works, Newcastle upon Tyne NE1 3DX (the "Organiser"); and
(2) HALDEN BANK PLC, a company incorporated in England and Wales (company number 00412233) whose registered office is at 1 Grey Street, Newcastle upon Tyne NE1 6EE (the "Sponsor").
## Background
A. The Organiser stages the Northern Screen Awards, an annual ceremony honouring film and television made in the North of England, which is recorded by the Organiser and shown on television by its broadcast partner.
B. The Sponsor is the headline sponsor of the 2026 ceremony and wishes to use short clips of the ceremony in its own marketing.
## 1. Definitions
1> "Ceremony" means the Northern Screen Awards 2026 ceremony described in Schedule 1.
1> "Ceremony Date" means the date of the Ceremony stated in Schedule 1.
1> "Clips" means up to ten (10) extracts from the Organiser's recording of the Ceremony, none longer than sixty (60) seconds, chosen by the Sponsor from the selection the Organiser delivers under clause 4.
1> "Term" means the period of twelve (12) months beginning on the Ceremony Date.
## 2. Grant of licence
1> The Organiser grants to the Sponsor a non-exclusive licence to use the Clips during the Term in the United Kingdom and the Republic of Ireland: (a) on the Sponsor's websites; (b) on the Sponsor's official social media accounts; and (c) on digital billboards and roadside screens booked by the Sponsor.
1> The licence excludes television and radio advertising, cinema advertising and advertising in printed newspapers and magazines.
1> The Organiser may license the Clips, and any other footage of the Ceremony, to other sponsors, to the press and to its broadcast partner.
## 3. Sub-licensing
1> The Sponsor shall not sub-license any of its rights under this Agreement, and no right to sub-license is granted by clause 2.
## 4. Delivery and nominees
1> The Organiser shall deliver a selection of not fewer than twenty (20) extracts within ten (10) working days after the Ceremony Date.
1> The Organiser has obtained releases from the nominees and presenters appearing in the extracts. The Sponsor shall not present any nominee or winner as endorsing the Sponsor or its products.
## 5. Fee
1> The Sponsor shall pay the Organiser a licence fee of £18,000 plus VAT within thirty (30) days of the Organiser's invoice.
1> The Sponsor shall also reimburse the Organiser's reasonable costs of editing and delivering the Clips, up to £1,200 in total, on production of receipts.
## 6. Termination
1> Either party may terminate this Agreement by notice if the other commits a material breach that it does not remedy within fourteen (14) days of notice. On expiry or termination the Sponsor shall stop all use of the Clips within seven (7) days.
## 7. Law
1> This Agreement is governed by the law of England and Wales.
## Schedule 1 - The Ceremony
| Item | Detail |
| Ceremony | Northern Screen Awards 2026 |
| Ceremony Date | 14 March 2026 |
| Venue | Tyne Bridge Hall, Gateshead |
| Sponsor credit | "The Northern Screen Awards, supported by Halden Bank" |
Signed for and on behalf of Northern Screen Awards Limited by Rachel Lindqvist, Director, on 2 February 2026
Signed for and on behalf of Halden Bank plc by Simon Ashworth, Chief Marketing Officer, on 2 February 2026
`,
    expected: {
      parties: ["Northern Screen Awards Limited", "Halden Bank plc"],
      signed: "2026-02-02",
      start: "2026-03-14",
      end: "2027-03-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28b-02-broadcaster-press-clip-letter",
    style: "n28b-award-ceremony-clips",
    format: "text",
    source: `
# Meridian Broadcast Television Ltd
Rights & Clip Sales, 22 Farringdon Yard, London EC1M 3HE
10 November 2025
Ngozi Achebe, Head of Video, Evening Ledger Media Ltd, 5 Wharf Lane, Manchester M3 4LZ
Dear Ms Achebe,
Clips from "The Meridian Music Honours 2025": press licence
Thank you for your request on behalf of Evening Ledger Media Ltd. We are pleased to license the footage below to Evening Ledger Media Ltd on the following terms.
Footage: the five Best Newcomer nominee packages (each up to 45 seconds) and the winner's acceptance speech, as broadcast on Meridian on 22 November 2025.
Use: embedded video in news and review articles on your website, eveningledger.co.uk, only.
Not licensed: any use in the printed edition of the Evening Ledger; stills taken from the footage; and any posting on social media platforms, including your own accounts.
Licence period: thirty (30) days beginning on the broadcast date, 22 November 2025. After that the videos must be taken down or set to private.
Territory: worldwide, as your website may be viewed anywhere.
Fee: no licence fee is payable for editorial news use. Each video must carry the on-screen credit "Courtesy of Meridian Broadcast".
The licence is non-exclusive; we supply the same footage to other news outlets. You may not sub-license, syndicate or sell the footage to any third party.
The nominees have agreed to the use of their packages for editorial coverage only, so the footage must not appear next to advertising that suggests a nominee endorses a product.
If these terms are acceptable, please sign and return a copy of this letter.
Yours sincerely,
Tom Delacroix, Clip Sales Manager, for and on behalf of Meridian Broadcast Television Ltd
Agreed for and on behalf of Evening Ledger Media Ltd: Ngozi Achebe, Head of Video
Date: 12 November 2025
`,
    expected: {
      parties: ["Meridian Broadcast Television Ltd", "Evening Ledger Media Ltd"],
      signed: "2025-11-12",
      start: "2025-11-22",
      end: "2025-12-21",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28b-03-nominee-image-release",
    style: "n28b-award-ceremony-clips",
    format: "scan",
    source: `
# NOMINEE IMAGE AND FOOTAGE RELEASE
The Golden Reel Awards Foundation (the "Foundation")
Nominee: Tomasz Wierzbicki
Ceremony: The Golden Reel Awards 2026, Camden Roundhouse Hall, London, 7 February 2026
1> I consent to the Foundation filming, recording and photographing me at the Ceremony, on the red carpet and at the nominees' reception, and to the Foundation using my name, image, likeness, voice and biography and the footage and photographs taken (the "Materials").
1> The Foundation may use the Materials, and may license others (including its sponsors, broadcasters and the press) to use them, in all media now known or hereafter devised, throughout the world, in perpetuity. The Foundation's rights begin on the date of the Ceremony.
1> This consent is irrevocable.
1> I waive any moral rights I have in the Materials.
1> No fee is payable for this release. The Foundation will reimburse my travel to the Ceremony up to £250 on receipts; that reimbursement is not a payment for this release.
1> The Foundation may assign this release to any successor organiser of the Golden Reel Awards.
1> This release is governed by English law.
Signed by the Nominee: Tomasz Wierzbicki    Date: 19 January 2026
Signed for the Foundation: Helen Marsh, Awards Director    Date: 21 January 2026
`,
    expected: {
      parties: ["The Golden Reel Awards Foundation", "Tomasz Wierzbicki"],
      signed: "2026-01-21",
      start: "2026-02-07",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: [
        "perpetual_term",
        "irrevocable_grant",
        "unlimited_media",
        "sublicensable",
        "assignable",
        "moral_rights_waiver",
        "no_fee_stated"
      ]
    }
  },
  {
    id: "n28b-04-critics-awards-sponsor-rider",
    style: "n28b-award-ceremony-clips",
    format: "pdf",
    source: `
# HIGHLIGHT CLIP SPONSORSHIP LICENSE
This Highlight Clip Sponsorship License (this "Agreement") is entered into as of January 20, 2026 by and between Lumen Film Critics Circle, Inc., a California nonprofit corporation ("Licensor"), and Silverline Cinema Snacks, Inc., a Delaware corporation ("Sponsor").
1> Clips. "Clips" means highlight clips of up to thirty (30) seconds each from Licensor's recording of the 2026 Lumen Awards ceremony, including red-carpet footage of nominees who have signed Licensor's standard appearance release.
1> Grant. Licensor grants Sponsor a license to use the Clips, with Sponsor's logo and the tagline "Presented by Silverline", on Sponsor's websites and Sponsor's social media accounts.
1> Media Not Licensed. No rights are granted for television, theatrical (cinema) exhibition, or outdoor advertising.
1> Territory. The United States of America.
1> Term. The Term runs from March 1, 2026 through February 28, 2027. This Agreement will not renew automatically. Sponsor has an option to extend the Term by one further year for a fee of $80,000, exercisable by written notice no later than December 1, 2026.
1> Exclusivity. During the Term, Sponsor's license is exclusive in the snack food, candy and soft drink category, and Licensor will not license Clips to any other brand in that category. This does not restrict Licensor's broadcast partner or accredited press, who may use Clips for news coverage and to promote the ceremony.
1> Fee. Sponsor shall pay Licensor a sponsorship license fee of $75,000, payable fifty percent (50%) on signature and fifty percent (50%) on March 1, 2026.
1> Nominees. Sponsor shall not state or imply that any nominee or winner endorses Sponsor's products.
1> Rider. Rider A attached to this Agreement forms part of it and prevails over Sections 1 through 8 in the event of conflict.
## RIDER A
Signed with the Agreement on January 20, 2026.
A1. Section 2 (Grant) is deleted and replaced by: "Licensor grants Sponsor a license to use the Clips, with Sponsor's logo and the tagline Presented by Silverline, on Sponsor's websites, on Sponsor's social media accounts, and on in-store point-of-sale displays and shelf screens in grocery and convenience stores carrying Sponsor's products."
A2. For the in-store use added by A1, Sponsor shall pay Licensor an additional license fee of $15,000 on March 1, 2026.
A3. Section 3 (Media Not Licensed) is unchanged.
LUMEN FILM CRITICS CIRCLE, INC. By: Dana Whitfield, Executive Director. Date: January 20, 2026
SILVERLINE CINEMA SNACKS, INC. By: Rob Tanaka, Chief Marketing Officer. Date: January 20, 2026
`,
    expected: {
      parties: ["Lumen Film Critics Circle, Inc.", "Silverline Cinema Snacks, Inc."],
      signed: "2026-01-20",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 75000", "USD 15000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n28b-05-guidebook-photography-commission",
    style: "n28b-guidebook-photography",
    format: "docx",
    source: `
# PHOTOGRAPHY COMMISSION AGREEMENT
Wayfarer Portugal (3rd edition)
This agreement is made between WAYFARER GUIDES LTD, a company registered in England and Wales (number 07766554) of 18 Cloth Fair, Bristol BS1 5HU (the "Publisher"), and INES CARVALHO, photographer, of Rua das Flores 112, 1200-195 Lisbon, Portugal (the "Photographer").
## 1. The commission
1> The Publisher commissions the Photographer to photograph Lisbon, Sintra, Porto and the Douro Valley for the third edition of its guidebook Wayfarer Portugal (the "Guide") and to deliver at least 180 edited images by the delivery deadline in the Schedule.
1> The Publisher will choose the images it uses (the "Selected Photographs") and tell the Photographer which they are within sixty (60) days of delivery.
## 2. People in the photographs
1> The Photographer shall obtain a signed release, in the Publisher's standard form, from every identifiable person who is the main subject of a photograph, and shall supply copies with the delivery.
1> Where no release is obtained, the Photographer shall mark the image "editorial use only". Such an image may appear inside the Guide but not on its cover.
## 3. Copyright and licence
1> Copyright in all photographs remains with the Photographer.
1> The Photographer grants the Publisher an exclusive licence to reproduce the Selected Photographs in the printed Guide and on the Publisher's website, wayfarerguides.com, throughout the world in the English language, for five (5) years from the Publication Date.
1> The exclusivity does not prevent the Photographer from showing the Selected Photographs in her personal portfolio or entering them in photography competitions. She shall not license them to any other publisher or travel company during the licence period.
1> The licence excludes use in advertising, on posters, on television and on social media.
## 4. Fee and expenses
1> The Publisher shall pay the Photographer a commission fee of £6,500, half on acceptance of the delivery and half on the Publication Date.
1> The Publisher shall also reimburse the Photographer's travel and accommodation expenses for the commission, up to £1,400 in total, against receipts.
## 5. Credit
1> The Photographer shall be credited on the imprint page of the Guide and beside each Selected Photograph on the website.
## 6. Law
1> This agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Guide | Wayfarer Portugal, 3rd edition |
| Delivery deadline | 30 November 2025 |
| Publication Date | 1 April 2026 |
| Minimum delivery | 180 edited images, RAW files retained by the Photographer |
Signed for Wayfarer Guides Ltd: Martin Oakes, Publishing Director, 12 September 2025
Signed: Ines Carvalho, 12 September 2025
`,
    expected: {
      parties: ["Wayfarer Guides Ltd", "Ines Carvalho"],
      signed: "2025-09-12",
      start: "2026-04-01",
      end: "2031-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["GBP 6500"],
      flags: ["worldwide_exclusivity"]
    }
  },
  {
    id: "n28b-06-outdoor-iceland-photographer-letter",
    style: "n28b-guidebook-photography",
    format: "text",
    source: `
# Compass & Kite Publishing LLC
410 Alder Street, Portland, OR 97204
December 2, 2025
Daniel Okafor, 88 Larch Avenue, Seattle, WA 98103
Dear Daniel,
Re: Photography for OUTDOOR ICELAND: HIKES, HOT SPRINGS AND HIGHLANDS
This letter sets out the terms on which you will photograph for our guide. Once you countersign it, it is a binding agreement between you and Compass & Kite Publishing LLC ("we").
1> Assignment. You will shoot for twelve (12) days in June 2026 in the Westfjords, on the Snaefellsnes peninsula and in the Highlands, following the shot list we will send by April 1, 2026.
1> People. If a hiker, guide or farmer appears recognizably in a photograph, please have them sign our one-page release. Do not photograph children without a parent's written consent.
1> License. You keep the copyright. You grant us a non-exclusive license to reproduce your photographs in the printed guide (all print runs published during the license period) and on the guide's page at compasskite.com.
1> What is not included. We may not use your photographs on billboards, transit shelters or any other outdoor advertising, on television, or on social media.
1> Term. The license lasts for two (2) years from the Publication Date defined in paragraph 9.
1> Territory. The United States and Canada.
1> Payment. We will pay you a flat fee of $4,800 for the shoot and the license, half on signing and half on delivery. We will also pay a per diem of $85 a day for meals while you are on location; the per diem is not part of the fee. If we cancel the shoot after March 1, 2026, we will pay you a cancellation fee of $1,200 instead of the fee.
1> Sub-licensing. We will not sub-license your photographs to anyone, including our foreign-language co-publishers, without a separate agreement with you.
1> Publication Date. The Publication Date is the guide's on-sale date in US stores, which we have fixed as April 6, 2027.
Please sign below and return a copy to me by December 12, 2025.
Sincerely,
Rachel Oduya, Managing Editor, Compass & Kite Publishing LLC
AGREED AND ACCEPTED:
Daniel Okafor
Date: December 9, 2025
`,
    expected: {
      parties: ["Compass & Kite Publishing LLC", "Daniel Okafor"],
      signed: "2025-12-09",
      start: "2027-04-06",
      end: "2029-04-05",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 4800"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28b-07-market-trader-photo-release",
    style: "n28b-guidebook-photography",
    format: "pdf",
    source: `
# RELEASE - PERSON PHOTOGRAPHED
Guidebook: Turkey Coast to Coast, 2nd edition (the "Guidebook")
Photographer: Kemal Aksoy, commissioned by the Publisher named in the signature block below
Person photographed (the "Subject"): Aylin Demir, spice stall 14, Misir Carsisi, Eminonu, Istanbul
Date of photography: 18 October 2025
1> The Subject agrees that the Publisher may use the photographs of the Subject and her stall taken by the Photographer on 18 October 2025 (the "Photographs") in the printed Guidebook and its later editions and reprints, on the Publisher's website, and on the Publisher's social media accounts to promote the Guidebook.
1> The Publisher may not use the Photographs in advertising for any product other than its own guidebooks, and may not use them on television or on posters or billboards.
1> This release lasts for ten (10) years from the date of photography.
1> The Guidebook and the website are sold and read worldwide, and this release applies worldwide.
1> The Subject acknowledges receipt of TRY 2,500 in cash as payment for this release.
1> The Subject may ask the Publisher in writing to stop using a particular Photograph; the Publisher will not use it in any reprint or web page prepared after it receives the request.
1> This release was explained to the Subject in Turkish by the Photographer before she signed it.
Signed by the Subject: Aylin Demir    Date: 18 October 2025
Signed for the Publisher: Bramble Lane Travel Publishing Ltd, 7 Mill Row, Hebden Bridge HX7 8AB, by Hannah Greaves, Commissioning Editor    Date: 27 October 2025
`,
    expected: {
      parties: ["Aylin Demir", "Bramble Lane Travel Publishing Ltd"],
      signed: "2025-10-27",
      start: "2025-10-18",
      end: "2035-10-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: ["TRY 2500"],
      flags: ["long_term"]
    }
  },
  {
    id: "n28b-08-broadcast-mobile-store-ambassador",
    style: "n28b-store-staff-ambassadors",
    format: "docx",
    source: `
# STORE AMBASSADOR AGREEMENT
This Agreement is made on the date of the last signature below
BETWEEN:
(1) BROADCAST MOBILE LIMITED, registered in England and Wales under number 11223344, whose registered office is at Lantern House, 60 Temple Street, Birmingham B2 5DP ("Broadcast Mobile" or the "Company"); and
(2) PRIYA SHAH, employed by the Company as Senior Sales Adviser at its Leicester Highcross store (the "Ambassador").
## Background
The Company is running its "Real People, Real Signal" campaign, which features its own store staff. Separately from her employment, the Ambassador has agreed to be one of the faces of the campaign on the terms below.
## 1. Definitions
1> "Campaign Period" means the period stated in the Schedule.
1> "Materials" means the photographs, video and audio of the Ambassador made at the shoot on the Shoot Date stated in the Schedule.
## 2. The shoot
1> The Ambassador shall attend one shoot day on the Shoot Date. The shoot day is working time and is paid at the Ambassador's normal salary rate.
## 3. Licence
1> The Ambassador grants the Company a licence to use the Materials during the Campaign Period in the United Kingdom: (a) on digital screens, posters and counter cards inside Broadcast Mobile stores; (b) on the Company's website, broadcastmobile.co.uk; and (c) on the Company's Instagram, TikTok and Facebook accounts.
1> No licence is granted for television or radio advertising, cinema advertising, billboards or other outdoor advertising, or advertising in newspapers and magazines.
## 4. Exclusivity
1> The Ambassador's appearance is exclusive to the Company in the telecommunications category. During the Campaign Period the Ambassador shall not appear in advertising or promotion for any other mobile network, broadband provider or phone retailer.
1> Nothing in this clause prevents the Ambassador from appearing in advertising outside that category.
## 5. Fee
1> The Company shall pay the Ambassador an ambassador fee of £1,500 through payroll in the month after the Shoot Date. The fee is in addition to, and does not form part of, the Ambassador's salary.
## 6. Conduct
1> The Company may end this Agreement and stop using the Materials immediately if the Ambassador is convicted of a criminal offence or behaves publicly in a way that brings the Company into serious disrepute.
## 7. Leaving employment
1> If the Ambassador's employment ends during the Campaign Period, the Company shall not use the Materials in any new material, and shall remove the Materials from its screens, website and social accounts within thirty (30) days.
## Schedule
| Item | Detail |
| Campaign | Real People, Real Signal |
| Shoot Date | 9 June 2026 |
| Campaign Period | 1 July 2026 to 30 June 2027 (both dates inclusive) |
Signed for Broadcast Mobile Limited by Gareth Mills, Head of Retail Marketing, on 18 May 2026
Signed by Priya Shah on 21 May 2026
`,
    expected: {
      parties: ["Broadcast Mobile Limited", "Priya Shah"],
      signed: "2026-05-21",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web", "social"],
      exclusive: true,
      fees: ["GBP 1500"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n28b-09-wireless-associate-appearance-letter",
    style: "n28b-store-staff-ambassadors",
    format: "pdf",
    source: `
# VANTAGE WIRELESS, INC.
1200 Commerce Parkway, Columbus, OH 43215
July 14, 2026
Marcus Bell, Vantage Wireless store #0417, Easton Town Center, Columbus, OH 43219
Dear Marcus,
Re: "Cinema Sundays" campaign - store associate appearance
We are delighted that you have agreed to be one of the store associates featured in our Cinema Sundays campaign, which promotes the free movie-streaming bundle on our unlimited plans. This letter is our agreement with you.
1> Shoot. The shoot is on August 4, 2026 at our Columbus studio and is scheduled for six hours. You will be paid your regular hourly wage for the shoot; if it runs past six hours, overtime at one and a half times your regular rate will apply.
1> Appearance payment. In addition to your wages, we will pay you a one-time appearance payment of $750 within 30 days after the shoot.
1> Where we will use it. We may use the photos and video of you from the shoot on screens, posters and shelf talkers inside Vantage Wireless stores, on vantagewireless.com, and on Vantage's social media accounts. We will not show the campaign in movie theaters, and we will not use your image on TV, on billboards or in newspapers and magazines.
1> Territory. The United States only.
1> How long. We may use the materials for twelve months starting on the Launch Date (see paragraph 7). When that period ends we will stop using your image. This is not a perpetual release.
1> Not exclusive. This is not an exclusive arrangement. You are free to appear in other advertising, including for other wireless carriers, as long as you do not wear Vantage uniform or branding.
1> Launch Date. The campaign launches on September 8, 2026 (the "Launch Date").
1> If you leave Vantage. If you leave before the Launch Date you may ask us not to use your image, and we will honor that request.
Please sign below to confirm that you agree.
Sincerely,
Jenna Ruiz, Director, Retail Marketing, Vantage Wireless, Inc.
Agreed: Marcus Bell
Date: July 17, 2026
`,
    expected: {
      parties: ["Vantage Wireless, Inc.", "Marcus Bell"],
      signed: "2026-07-17",
      start: "2026-09-08",
      end: "2027-09-07",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "web", "social"],
      exclusive: false,
      fees: ["USD 750"],
      flags: [],
      denies: ["perpetual_term", "non_compete"]
    }
  },
  {
    id: "n28b-10-skylark-ambassador-amendment",
    style: "n28b-store-staff-ambassadors",
    format: "scan",
    source: `
# AMENDMENT No. 1 TO STAFF AMBASSADOR AGREEMENT
Date: 15 January 2027
Parties: Skylark Mobile Ireland DAC, of 3 Harcourt Quay, Dublin 2 ("Skylark"), and Ciaran Byrne, Store Team Lead at Skylark Grafton Street ("the Ambassador").
Background: The parties signed a Staff Ambassador Agreement dated 20 January 2026 (the "Agreement") under which Skylark may use the Ambassador Materials in the Republic of Ireland from 1 February 2026 to 31 January 2027. Skylark is opening stores in Northern Ireland and the parties wish to extend and change the Agreement.
1> Clause 4 (Term) of the Agreement is deleted and replaced with: "The Term runs from 1 February 2026 to 31 July 2027 (inclusive)."
1> Clause 3 (Territory and Media) of the Agreement is deleted and replaced with: "3.1 Territory: the Republic of Ireland and Northern Ireland. 3.2 Media: in-store digital screens and printed counter and shelf displays in Skylark stores, and the Skylark website. 3.3 Skylark shall not use the Ambassador Materials on social media, television, radio or outdoor advertising."
1> Clause 7 (Exclusivity) of the Agreement is deleted, and the Agreement as amended is non-exclusive. From the date of this Amendment the Ambassador is free to appear in advertising for any other business, including other mobile operators.
1> In consideration of the extension, Skylark shall pay the Ambassador an extension fee of EUR 800 on 1 February 2027. The fee under clause 5 of the Agreement is unchanged.
1> If this Amendment conflicts with the Agreement, this Amendment prevails. All other terms of the Agreement remain in force.
Signed for Skylark Mobile Ireland DAC: Aoife Kennelly, HR and Brand Partnerships Manager, 15 January 2027
Signed by the Ambassador: Ciaran Byrne, 15 January 2027
`,
    expected: {
      parties: ["Skylark Mobile Ireland DAC", "Ciaran Byrne"],
      signed: "2027-01-15",
      start: "2026-02-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["EUR 800"],
      flags: [],
      denies: ["non_compete"]
    }
  }
]
