// Independent author "h29c" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles new to the corpus:
// - h29c-racing-sponsorship: a jockey's breeches-and-silks sponsorship (UK), a letter to a racehorse trainer binding
//   her to a yard-filming permission, a race-day sponsorship with saddle cloths whose dates sit only in a schedule
//   table, and an owners' club silks deal in e-mail deal points. Hard: sponsor names that hold channel words
//   ("Brightwater Outdoor", "Galway Bay Print", "Lantern Broadcast Hire"), televised racing that is not a licensed
//   channel, a category exclusivity with carve-outs, an "excluding" list after a grant, VAT, capped expenses,
//   overtime only if incurred and an optional hospitality package that are not fees, an automatic renewal.
// - h29c-author-publicity: a US photographer's headshot licence to a publisher for an author's book (whose title,
//   "The Outdoor Cinema Society", holds two channel words), counted from a Publication Date given later; a UK book-tour
//   publicity agreement whose rider replaces the territory clause and whose "Sub-licensing" heading sits over a
//   prohibition; a photographer's perpetual, all-media licence to an author in a short e-mail form. Hard: the author in
//   the first is the subject, not a party; a per diem and travel that are not fees; a deposit that is part of the fee.
// - h29c-alumni-consents: a UK scholarship recipient's publicity consent (revocable, unpaid, a scholarship award that
//   is not a fee, a funder called "Beacon Outdoor Trust"), a US donor-recognition agreement whose donor is named only
//   in the signature block, whose "Exclusivity" heading sits over "nothing in this Agreement is exclusive" and whose
//   term runs 20 years from a Dedication Date given later; a Canadian alumni-spotlight consent for a campaign titled
//   "Beyond the Broadcast" that excludes broadcast and cinema.
//
// Answer rules decided by this author: the parties are the two who are bound by the grant or consent (an author who is
// only the subject of a photograph, a funder of a scholarship, an agent or a signatory signing for an entity are not);
// the signing date is the date of the last signature, or of the countersignature of a letter; start is the first day
// the licensed use may be made (null where the text fixes no date for it), and "N months/years from X" ends the day
// before the anniversary of X, X taken from wherever the text defines it; fees are the sums paid for rights or services
// (the whole fee, not its instalments or a deposit credited against it); VAT and sales tax, expenses, per diems,
// overtime owed only if incurred, an optional package or extension price, a charitable gift and a scholarship award are
// not fees; no fee gives no_fee_stated; websites are web, social media accounts and video channels social, newspapers,
// magazines, brochures, annual reports, catalogues and book jackets print, television and radio broadcast, billboards,
// posters in public places and campus banners out_of_home, point-of-sale material in shops in_store; the sponsor's
// products or names, and television coverage of racing that the sponsor is not licensed to use, give no channel; "any
// media" is all seven channels and unlimited_media; exclusivity is true where the grant or a category is reserved to
// the licensee (with non_compete where the grantor promises not to deal with the licensee's competitors), false where
// the text says non-exclusive or nothing is exclusive, null when silent; a flag is raised only on express words
// (perpetual, "may sub-license", "renews automatically", a disrepute clause, a waiver of moral rights, a term over 60
// months) and denied where the text rules it out ("may not assign", "shall not sub-license", "this consent is
// revocable").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h29c-racing-sponsorship", "h29c-author-publicity", "h29c-alumni-consents"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29c-01-jockey-breeches-sponsorship",
    style: "h29c-racing-sponsorship",
    format: "docx",
    source: `
# JOCKEY SPONSORSHIP AGREEMENT
This Agreement is made on 14 January 2026
BETWEEN
(1) THORNFIELD EQUINE FEEDS LIMITED, a company registered in England and Wales (company number 08823410) whose registered office is at Mill Lane, Newmarket, Suffolk CB8 7AA (the "Sponsor"); and
(2) CALLUM REES of Hawthorn Cottage, Upper Lambourn, Berkshire RG17 8QT, a professional flat jockey licensed by the British Horseracing Authority (the "Jockey").
## 1. Definitions
1> "Term" means the period from 1 February 2026 to 31 January 2027 inclusive.
1> "Territory" means the United Kingdom and the Republic of Ireland.
1> "Sponsor Marks" means the THORNFIELD name and the oak-leaf logo.
## 2. Sponsorship
1> During the Term the Jockey shall display the Sponsor Marks on his breeches in every race he rides in the Territory, in the position and size permitted by the Rules of Racing, and on his kit bag and the collar of his polo shirts at race meetings.
1> The Jockey shall make himself available for two (2) half-day photographic shoots and one (1) customer event at the Sponsor's mill during the Term, on dates agreed in good faith.
## 3. Use of the Jockey's Name and Image
1> The Jockey grants to the Sponsor during the Term and in the Territory the right to use his name, image and likeness, and the photographs taken at the shoots, to advertise the Sponsor's feeds and supplements on the Sponsor's website, on its social media accounts and in equestrian trade magazines and printed brochures.
1> Races in which the Jockey rides are televised by third parties. The Sponsor acknowledges that race footage belongs to the racecourses and their broadcasters, and no television, radio or outdoor advertising use is licensed under this Agreement.
## 4. Exclusivity
1> During the Term the Jockey shall not wear, display or endorse the name or logo of any other manufacturer or seller of horse feed, equine supplements or stable bedding.
1> Clause 4.1 does not apply to owners' silks, which the Jockey must wear as the owner directs, or to the number cloths and bibs supplied by a racecourse or race sponsor.
## 5. Fee
1> In consideration of the Jockey's services and the rights granted, the Sponsor shall pay the Jockey a sponsorship fee of £18,000 (plus VAT if applicable), payable in four equal quarterly instalments of £4,500 in advance, the first on 1 February 2026.
1> The Sponsor shall reimburse the Jockey's reasonable travel costs to the shoots and the customer event, up to £1,200 in total, against receipts.
## 6. Conduct
1> The Sponsor may terminate this Agreement on written notice if the Jockey is found in breach of the Rules of Racing on a matter of integrity (including any breach relating to betting, inside information or prohibited substances) or does anything that, in the Sponsor's reasonable opinion, brings the Sponsor or horseracing into disrepute.
## 7. General
1> Neither party may assign, transfer or sub-contract this Agreement or any of its rights or obligations under it.
1> This Agreement is governed by the laws of England and Wales.
| Signed for and on behalf of THORNFIELD EQUINE FEEDS LIMITED | Signed by CALLUM REES |
| Margaret Osei, Managing Director | Callum Rees |
| Date: 14 January 2026 | Date: 14 January 2026 |
`,
    expected: {
      parties: ["Thornfield Equine Feeds Limited", "Callum Rees"],
      signed: "2026-01-14",
      start: "2026-02-01",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h29c-02-trainer-yard-filming-letter",
    style: "h29c-racing-sponsorship",
    format: "scan",
    source: `
# BRIGHTWATER OUTDOOR CLOTHING LTD
Unit 4, Kennet Wharf, Hungerford, Berkshire RG17 0EQ
10 February 2026
Mrs Eleanor Harcourt, Kingsdown Stables, Baydon Road, Lambourn, Berkshire RG17 7NU
Dear Mrs Harcourt,
## Filming at Kingsdown Stables - "First Lot" campaign
Thank you for agreeing to let us film our spring "First Lot" campaign for Brightwater Outdoor jackets at your yard. This letter sets out the terms. Once you sign and return it, it is binding on you and on us.
1. Filming. Our crew may film and photograph the yard, gallops and stable staff (with their own written consent) on 3 March 2026 between 6.00am and 1.00pm. You will make the yard available and a member of staff will supervise at all times. No horse will be ridden for the camera other than at normal exercise.
2. Use. You permit us to use the footage and stills, and the name Kingsdown Stables, on our own website and our YouTube, Instagram and TikTok channels, worldwide. No other use is permitted: in particular the footage will not be used on television, in cinemas, in print or on posters or billboards, whatever the name of our company may suggest.
3. Period. We may use the footage for two years from the date the campaign is first published, which will be 1 April 2026. After that we will take the films down from our channels.
4. Fee. We will pay you a location fee of £2,500 within 14 days of the filming day. If your staff have to work beyond 1.00pm at our request, we will also pay £40 per person per hour for that overtime, if incurred.
5. Non-exclusive. This permission is non-exclusive: you remain free to allow other companies to film at Kingsdown.
6. No sub-licensing. We shall not sub-license the footage or stills to any third party.
Yours sincerely,
Jonathan Pell, Marketing Director, for and on behalf of Brightwater Outdoor Clothing Ltd
Agreed and accepted: Eleanor Harcourt
Date: 12 February 2026
`,
    expected: {
      parties: ["Brightwater Outdoor Clothing Ltd", "Eleanor Harcourt"],
      signed: "2026-02-12",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 2500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29c-03-race-day-saddle-cloths",
    style: "h29c-racing-sponsorship",
    format: "pdf",
    source: `
# RACE SPONSORSHIP AGREEMENT
Carrowmore Park Racecourse Limited, Carrowmore, Co. Galway, Ireland (the "Racecourse") and Galway Bay Print & Packaging Ltd, Unit 12, Parkmore Business Park, Galway (the "Sponsor") agree as follows. The dates of this Agreement are set out in the Schedule.
## 1. The Race
1> The Racecourse shall name the Race identified in the Schedule "The Galway Bay Print & Packaging Handicap" in the racecard, on the racecourse website and in its announcements, and shall supply saddle cloths for every runner in the Race bearing the Sponsor's logo.
1> The Racecourse shall provide the Sponsor with ten (10) hospitality badges and a table in the Owners' and Trainers' Bar on the Race Day, and shall allow the Sponsor to present the trophy.
## 2. Sponsor's Rights
1> During the Sponsorship Period the Sponsor may use the name of the Race, the Racecourse name and logo and photographs of the Race supplied by the Racecourse, in the Republic of Ireland, on the Sponsor's website and social media accounts and on point-of-sale displays at its trade counters, excluding television and radio advertising, outdoor advertising and any use in print advertising.
1> The rights in clause 2.1 are exclusive to the Sponsor in the category of printing and packaging. During the Sponsorship Period the Racecourse shall not grant sponsorship or advertising rights at Carrowmore Park to any other printing or packaging business. The Racecourse may appoint sponsors of the other races on the card from any other category.
## 3. Payment
1> The Sponsor shall pay the Racecourse a sponsorship fee of €15,000, plus VAT at the applicable rate (currently 23%), within 30 days of invoice.
1> If the Sponsor elects, the Racecourse will provide an additional hospitality package for up to twenty further guests at €1,800. The Sponsor is under no obligation to take up this package.
## 4. Broadcasting
1> The Race will be broadcast by the Racecourse's media rights partner. The Sponsor acquires no rights in the broadcast and may not use any broadcast footage.
## 5. Law
1> This Agreement is governed by the laws of Ireland.
## Schedule
| Item | Detail |
| Agreement Date | 20 March 2026 |
| Race | 5.10pm handicap, Summer Festival, Day 2 |
| Race Day | 18 July 2026 |
| Sponsorship Period | 1 May 2026 to 31 August 2026 |
| Signed for the Racecourse | Declan Moran, Chief Executive |
| Signed for the Sponsor | Siobhan Keane, Director |
`,
    expected: {
      parties: ["Carrowmore Park Racecourse Limited", "Galway Bay Print & Packaging Ltd"],
      signed: "2026-03-20",
      start: "2026-05-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 15000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h29c-04-owners-club-silks-email",
    style: "h29c-racing-sponsorship",
    format: "text",
    source: `
# Kestrel Racing Club x Lantern Broadcast Hire - silks sponsorship 2026 - agreed terms
From: Fiona Drummond <fiona@kestrelracingclub.co.uk>
To: Raj Bhatia <raj.bhatia@lanternhire.co.uk>
Date: 2 March 2026 11:40
Raj, further to our meeting, here are the terms. Reply "agreed" and we have a deal between Kestrel Racing Club Limited and Lantern Broadcast Hire Ltd.
- What you get: Lantern logo on the sleeves of the Club's silks on all Club runners in Great Britain for the 2026 flat season; 4 owners' badges per runner; photos of the horses and silks for your use.
- Season: 28 March 2026 to 7 November 2026.
- Where you can use the photos and the Club name: your website, your LinkedIn and Instagram, and your printed hire brochure. UK only. No TV or radio ads (I know you hire the cameras to the broadcasters - that does not make it a licence!).
- Fee: £9,000 + VAT for the season. £2,000 deposit on signing, credited against the fee; the £7,000 balance by 30 April 2026.
- Not exclusive: the Club keeps the front and back of the silks for other sponsors, and may have sponsors in any business.
- Renewal: this sponsorship renews automatically for the 2027 flat season on the same terms unless either of us gives written notice by 30 November 2026.
Fiona Drummond, Secretary, Kestrel Racing Club Limited
---
From: Raj Bhatia <raj.bhatia@lanternhire.co.uk>
Date: 3 March 2026 09:05
Agreed. Deposit goes today. Raj Bhatia, Commercial Director, Lantern Broadcast Hire Ltd
`,
    expected: {
      parties: ["Kestrel Racing Club Limited", "Lantern Broadcast Hire Ltd"],
      signed: "2026-03-03",
      start: "2026-03-28",
      end: "2026-11-07",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 9000"],
      flags: ["automatic_renewal"]
    }
  },
  {
    id: "h29c-05-author-headshot-license-publisher",
    style: "h29c-author-publicity",
    format: "pdf",
    source: `
# PHOTOGRAPH LICENSE AGREEMENT (AUTHOR PUBLICITY)
Dated as of June 2, 2026
This Photograph License Agreement is entered into by Dana Whitcombe, a photographer residing at 418 Alder Street, Portland, Oregon 97205 ("Photographer"), and Larkspur & Finch Publishers, Inc., a New York corporation with offices at 250 Hudson Street, New York, NY 10013 ("Publisher").
## Background
Photographer made a series of portraits of the novelist Miriam Oyelaran (the "Author") on May 12, 2026. The Author has consented to their use in the publicity for her novel The Outdoor Cinema Society (the "Work"). The Author is not a party to this Agreement.
## 1. License
1.1 Photographer grants Publisher a non-exclusive license to reproduce the five photographs listed in Exhibit A (the "Photographs") solely to publicize the Work, in the United States and Canada, during the License Period, in the following media: the jacket and interior of the Work; Publisher's seasonal catalogs; Publisher's website; Publisher's social media accounts; and point-of-sale displays and shelf-talkers in bookstores.
1.2 No license is granted for billboards, transit shelters or other outdoor advertising, for television, or for any use other than publicity for the Work, notwithstanding the title of the Work.
1.3 Publisher shall not sublicense any of its rights under this Agreement.
## 2. License Period
The License Period is eighteen (18) months commencing on the Publication Date (as defined in Section 6).
## 3. Fee
3.1 Publisher shall pay Photographer a license fee of $1,200 within thirty (30) days of the date of this Agreement. Any sales or use tax is payable by Publisher in addition.
3.2 Publisher may extend the License Period by twelve (12) months by written notice and payment of a further $600 before the License Period ends. Unless so extended, the license ends at the end of the License Period.
## 4. Credit and Ownership
Photographer retains all copyright in the Photographs and may license them to the Author and to others. Publisher shall credit the Photographs "Author photo (c) Dana Whitcombe" on the jacket.
## 5. General
This Agreement is governed by the laws of the State of New York.
## 6. Publication Date
"Publication Date" means September 15, 2026, the date on which Publisher will first publish the Work in hardcover.
| PHOTOGRAPHER | LARKSPUR & FINCH PUBLISHERS, INC. |
| /s/ Dana Whitcombe | By: /s/ Arthur Lindqvist, Publicity Director |
| June 2, 2026 | June 2, 2026 |
`,
    expected: {
      parties: ["Dana Whitcombe", "Larkspur & Finch Publishers, Inc."],
      signed: "2026-06-02",
      start: "2026-09-15",
      end: "2028-03-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 1200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29c-06-book-tour-publicity-rider",
    style: "h29c-author-publicity",
    format: "docx",
    source: `
# BOOK TOUR AND PUBLICITY AGREEMENT
THIS AGREEMENT is dated 9 November 2026 and is between:
HOLLIN HOUSE BOOKS LIMITED, of 17 Bedford Row, London WC1R 4EB ("the Publisher"); and
TOBIAS FERRAND, of 3 Salisbury Terrace, Edinburgh EH9 1SL ("the Author").
The Publisher will publish the Author's memoir Slow Water on 4 March 2027. This Agreement covers the Author's promotional tour and the Publisher's use of the Author's name and likeness to publicise it.
## 1. The Tour
1> The Author shall appear at the bookshop and festival events listed in the Schedule, give a talk or reading of up to 45 minutes at each and sign copies afterwards.
1> The Author shall give up to six press, podcast or radio interviews arranged by the Publisher's publicity department during the Tour.
## 2. Publicity Period
The Publicity Period runs from 1 January 2027 until 30 June 2027.
## 3. Use of Name and Likeness
1> During the Publicity Period the Publisher may use the Author's name, approved photographs and approved biography to publicise the Tour and the Work on the Publisher's website and social media accounts, in newspaper and magazine advertisements, and on posters and display material in bookshops.
1> The Publisher shall not use the Author's name or likeness in television or cinema advertising.
## 4. Territory
The rights in clause 3 may be exercised in England only.
## 5. Fee and Expenses
1> The Publisher shall pay the Author an appearance fee of £3,000 for the Tour, payable within 30 days after the last event.
1> The Publisher shall book and pay for the Author's rail travel and hotel accommodation and shall pay a per diem of £75 for each day of the Tour towards meals and incidental expenses. These sums are expenses and not part of the fee.
## 6. Cancellation and Conduct
1> The Publisher may cancel any event, or end the Tour, if the Author makes public statements or engages in conduct that in the Publisher's reasonable opinion brings the Publisher or the Work into disrepute.
## 7. Sub-licensing
The Publisher may not sub-license the rights in clause 3 to anyone. Booksellers and festival organisers hosting events may display the publicity material the Publisher supplies, but acquire no rights of their own.
## Schedule: Tour Events
| Date | Venue | City |
| 5 March 2027 | Topping & Company Booksellers | Edinburgh |
| 9 March 2027 | Waterstones Deansgate | Manchester |
| 13 March 2027 | Hay Festival Winter Weekend | Hay-on-Wye |
| 19 March 2027 | Daunt Books Marylebone | London |
## Rider (forms part of this Agreement and prevails over clause 4)
Clause 4 (Territory) is deleted and replaced by the following: "The rights in clause 3 may be exercised in the United Kingdom and the Republic of Ireland."
| For HOLLIN HOUSE BOOKS LIMITED: Catriona Bell, Publishing Director | TOBIAS FERRAND |
| Date: 9 November 2026 | Date: 9 November 2026 |
`,
    expected: {
      parties: ["Hollin House Books Limited", "Tobias Ferrand"],
      signed: "2026-11-09",
      start: "2027-01-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: null,
      fees: ["GBP 3000"],
      flags: ["morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29c-07-headshot-session-licence-author",
    style: "h29c-author-publicity",
    format: "text",
    source: `
# Headshot session - booking confirmation and licence
Ines Cardoso Photography | 22 Colston Yard, Bristol BS1 5BD
To: Rohan Mistry (rohan.mistry.writes@gmail.com)
Date: 20 April 2026
Hi Rohan, thanks for booking your author headshot session. Here is what you are getting; please reply "I agree" to confirm.
Session: 27 April 2026, 10am-12 noon, at my studio. Three outfits, a retouched selection of 12 images delivered within 10 days.
Price: £450 for the session, retouching and the licence below. You have already paid a booking deposit of £150, which is part of that £450; the balance of £300 is due on the day.
Licence: I, Ines Cardoso, grant you a perpetual, non-exclusive, worldwide licence to use the 12 delivered images for your author publicity in any media now known or later invented: book jackets, press, festival programmes, your website, social media, posters, television - anything that promotes you or your books.
Your publishers, agents and event organisers: you may sub-license the images to them for the purpose of publicising you and your books.
Credit: I waive my moral right to be identified as the author of the images, so you do not have to credit me (though I always appreciate it!).
Copyright stays with me, and I may use the images in my own portfolio.
Ines
---
From: Rohan Mistry
Date: 21 April 2026
I agree. See you on the 27th. Rohan
`,
    expected: {
      parties: ["Ines Cardoso", "Rohan Mistry"],
      signed: "2026-04-21",
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 450"],
      flags: ["perpetual_term", "unlimited_media", "sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h29c-08-scholarship-recipient-consent",
    style: "h29c-alumni-consents",
    format: "scan",
    source: `
# NORTHGATE UNIVERSITY - SCHOLARSHIP PUBLICITY CONSENT FORM
Development and Alumni Relations Office, Northgate University, Kirkgate, Leeds LS2 7QJ
Scholarship: Beacon Outdoor Trust Scholarship in Environmental Science (award of £3,000 a year for three years, funded by the Beacon Outdoor Trust)
Student name: Aisha Bello    Student number: 24118735
Northgate University would like to tell the story of your scholarship to encourage applicants and donors. Please read this form carefully. Giving consent is your choice and does not affect your scholarship in any way.
1. What we would like to use: your name, your course, a photograph taken by the University photographer, and quotes from a short interview with you.
2. Where we would use them: the University website, the University's social media accounts, the printed undergraduate prospectus and Northgate Alumni Magazine, and banners displayed on the University campus. We will not use them in paid advertising on television, radio or in cinemas.
3. Territory: worldwide (our prospectus and website are used to recruit students internationally).
4. How long: this consent lasts for three years from the date you sign it.
5. Payment: no payment is made for this consent. Your scholarship award is made on academic merit and financial need; it is not payment for this consent and continues whether or not you consent.
6. Withdrawal: this consent is revocable. You may withdraw it at any time by e-mailing scholarships@northgate.ac.uk, and we will stop new uses within 30 days.
I consent to Northgate University using my name, photograph, course and interview quotes as described above.
Signed: Aisha Bello    Date: 5 October 2026
For Northgate University: Dr Graham Whitley, Director of Development    Date: 5 October 2026
`,
    expected: {
      parties: ["Northgate University", "Aisha Bello"],
      signed: "2026-10-05",
      start: "2026-10-05",
      end: "2029-10-04",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "h29c-09-donor-naming-recognition",
    style: "h29c-alumni-consents",
    format: "docx",
    source: `
# GIFT AND RECOGNITION AGREEMENT
This Gift and Recognition Agreement (the "Agreement") is between Whitmore College, a Vermont nonprofit corporation ("College"), and the donor identified in the signature block below ("Donor").
## 1. The Gift
1.1 Donor pledges a gift of $250,000 (the "Gift") to support the renovation of the periodicals room of the Harlan Library, payable in five annual installments of $50,000, the first on or before June 30, 2026.
1.2 The Gift is a charitable contribution. It is not consideration for any license or service, and no fee is payable by either party for the rights in Section 3.
## 2. Naming
2.1 In recognition of the Gift, College shall name the room the "Calloway Reading Room" for the Naming Term.
2.2 The "Naming Term" begins on the Dedication Date and lasts for twenty (20) years.
## 3. Recognition Publicity
3.1 During the Naming Term, Donor grants College a license to use Donor's name and logo in the United States to recognize the Gift in College's annual report and donor honor roll, in Whitmore Magazine, on College's website and on College's social media accounts.
3.2 College shall not use Donor's name or logo in paid television, radio or outdoor advertising.
## 4. Exclusivity
Nothing in this Agreement is exclusive. College may recognize other donors in the same publications and may name other spaces in the Harlan Library after other donors.
## 5. Removal of Name
College may remove the name from the room and cease all recognition publicity if Donor or any of its officers or directors engages in conduct that, in the reasonable judgment of College's Board of Trustees, would bring College into public disrepute.
## 6. Assignment
Donor may not assign its rights under this Agreement.
## 7. Dedication Date
The "Dedication Date" is October 9, 2026, the date of the dedication ceremony at the Harlan Library.
| WHITMORE COLLEGE | THE CALLOWAY FAMILY FOUNDATION |
| By: Dr. Susan Okafor, President | By: Harold Calloway, President |
| Date: March 3, 2026 | Date: March 10, 2026 |
`,
    expected: {
      parties: ["Whitmore College", "The Calloway Family Foundation"],
      signed: "2026-03-10",
      start: "2026-10-09",
      end: "2046-10-08",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "long_term", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h29c-10-alumni-spotlight-campaign",
    style: "h29c-alumni-consents",
    format: "pdf",
    source: `
# ALUMNI SPOTLIGHT RELEASE AND LICENCE
Fraser Ridge University, 8888 University Way, Burnaby, British Columbia V5A 1S6 (the "University")
Helena Marsh, 1207 West 15th Avenue, Vancouver, British Columbia V6H 1R9 (the "Alumna")
## 1. Campaign
The University's Office of Alumni Engagement is producing "Beyond the Broadcast", an alumni spotlight campaign featuring graduates of its School of Communication. The campaign launches on the Campaign Launch Date set out in clause 6.
## 2. Licence
2.1 The Alumna grants the University a non-exclusive licence to use her name, portrait photographs, a filmed interview and the biography she has approved, for the campaign, in Canada and the United States, on the University's website and social media channels and in the University's alumni magazine and printed recruitment materials, excluding broadcast television, radio and cinema advertising.
2.2 The University shall not sub-license the materials to any third party.
## 3. Term
The licence lasts for twelve (12) months from the Campaign Launch Date.
## 4. Honorarium and Expenses
4.1 The University shall pay the Alumna an honorarium of CAD 500 for the interview and photo session.
4.2 The University shall also reimburse her parking and travel expenses for the session, up to CAD 120.
## 5. Approval
The University shall not publish any edited version of the interview without the Alumna's approval, which she shall not unreasonably withhold.
## 6. Campaign Launch Date
The Campaign Launch Date is September 1, 2026.
| Signed at Vancouver by Helena Marsh | June 22, 2026 |
| For Fraser Ridge University: Martin Okonkwo, Executive Director, Alumni Engagement | June 24, 2026 |
`,
    expected: {
      parties: ["Fraser Ridge University", "Helena Marsh"],
      signed: "2026-06-24",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["CAD 500"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
