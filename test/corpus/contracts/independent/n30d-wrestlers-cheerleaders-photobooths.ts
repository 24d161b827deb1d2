// Independent author "n30d" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three styles:
// - professional wrestling talent merchandise and likeness agreements: ring names in quotation marks beside the legal
//   name, a merchandise range and a ring name holding channel words ("Outdoor Brawl", "Kid Cinema"), an advance
//   against a percentage royalty, a rider that replaces the merchandise clause of an earlier agreement and prevails
//   (turning an exclusive grant non-exclusive), a term counted from a Debut Date given only in a schedule, a
//   competitor restriction, a convention buyout "in perpetuity" with per diems beside the fees;
// - cheerleading squad image agreements: a club's season release with an automatic season renewal and a "Sponsor
//   Use" heading whose body forbids sponsor licensing, a brand deal with a squad whose product range is called
//   "Outdoor Elite" while out-of-home is excluded and whose launch date is only in a schedule table, a one-page
//   community-club consent with no payment and a revocable consent;
// - photo-booth event rental terms covering guests' photos: hire terms where the hire fee sits beside a deposit
//   deducted from it, overtime and mileage; a US rental agreement with a client whose company name holds "Cinema",
//   sales tax, a cancellation fee and a ban on sublicensing; plain booking terms whose customer is named only in the
//   signature line.
// What is hard: channel words in names, sums that are not fees, a prevailing rider, dates given elsewhere, headings
// that name a right their body withholds.
//
// Answer rules decided by this author: the parties are the two who are bound by the grant (a person who signs for a
// company, an agent, guests photographed and sponsors are not); a ring name is not a separate party, the legal name
// as the document gives it in its party block is used; the signing date is the date of the last signature (or of
// the countersignature of a letter); a rider is signed on its own date and its start and end are those of the clause
// it puts in place; "N months/years from X" ends the day before the anniversary of X; fees are the sums paid for the
// rights or services: an advance against royalties is a fee, a percentage royalty is not a sum, VAT and sales tax,
// per diems, expenses, mileage, refundable or deducted deposits, overtime owed only if incurred, cancellation fees
// and instalments of a fee are not fees; television and telecasts are broadcast, calendars, programmes, newsletters
// and printed marketing print, taproom and shop point-of-sale displays in_store, websites and online shops web,
// Instagram, TikTok, Facebook and YouTube channels social; a product, ring or company name holding a channel word
// grants nothing; exclusive is true where the grant says exclusive (a carve-out does not undo it), false where it
// says non-exclusive or leaves the grantor free, null where silent; a promise not to work for competitors is a
// non_compete; a term over 60 months is long_term; perpetual gives perpetual_term and no end (not no_end_date,
// which is kept for a term the text leaves open); "in all media now known or hereafter devised" is every channel
// and unlimited_media; a flag is denied only where the text expressly rules the right out ("shall not sub-license",
// "may not sublicense", "this consent is revocable"); a ban qualified by "without consent" is neither raised nor
// denied.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30d-wrestling-merchandise-likeness",
  "n30d-cheerleading-squad-images",
  "n30d-photo-booth-guest-photos"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30d-01-promotion-merchandise-licence",
    style: "n30d-wrestling-merchandise-likeness",
    format: "docx",
    source: `
# TALENT MERCHANDISE AND LIKENESS LICENCE
This Licence is made on 14 February 2026
## Parties
(1) IRON CROWN WRESTLING LTD, a company registered in England and Wales (company number 11873402) whose registered office is at Unit 4, Foundry Lane, Sheffield S3 8AB (the "Promotion"); and
(2) DEAN ASHWORTH, professionally known as "The Foundry", of 22 Carr Road, Rotherham S60 2QT (the "Wrestler").
## Background
The Wrestler performs for the Promotion under a separate Performer Agreement. This Licence deals only with the Wrestler's name, ring name, likeness and signature on merchandise.
## 1. Definitions
1> "Merchandise" means T-shirts, hoodies, caps, action figures and other goods bearing the Wrestler's Likeness, including the "Outdoor Brawl Collection" range of rain jackets and flasks.
1> "Likeness" means the Wrestler's name, ring name "The Foundry", image, silhouette, signature and the catchphrase "Forged in Steel".
1> "Effective Date" means 1 March 2026.
## 2. Grant
2> The Wrestler grants the Promotion the exclusive licence to manufacture, sell and distribute Merchandise bearing the Likeness in the United Kingdom and the Republic of Ireland.
2> The Promotion may use the Likeness to advertise the Merchandise on its website and online shop, on its social media accounts (Instagram, TikTok, X and YouTube) and in its printed event programmes.
2> The exclusivity in clause 2.1 does not extend to signed photographs which the Wrestler sells personally at fan conventions, which the Wrestler remains free to do.
## 3. Term
3> This Licence starts on the Effective Date and continues for six (6) years.
## 4. Payment
4> The Promotion shall pay the Wrestler a non-returnable advance of £5,000 within 14 days of the date of this Licence, recoupable from royalties.
4> The Promotion shall pay the Wrestler a royalty of 15% of Net Receipts from Merchandise, quarterly in arrears.
4> The Promotion shall reimburse the Wrestler's reasonable travel expenses to photo shoots for Merchandise, up to £300 per shoot.
## 5. Sub-licensing and assignment
5> The Promotion may engage manufacturers to make Merchandise to its order, but the Promotion shall not sub-license any right granted under this Licence to any person.
5> The Promotion shall not assign or transfer this Licence.
## 6. Moral rights
6> The Wrestler waives all moral rights in any artwork and slogans he contributes to Merchandise designs.
## 7. Conduct
7> If the Wrestler is convicted of a criminal offence or behaves in a way that, in the Promotion's reasonable opinion, brings the Promotion into public disrepute, the Promotion may terminate this Licence by written notice.
## 8. Law
8> This Licence is governed by the law of England and Wales.
| Signed for and on behalf of Iron Crown Wrestling Ltd | Signed by Dean Ashworth |
| Gareth Hume, Director | Dean Ashworth |
| Date: 14 February 2026 | Date: 14 February 2026 |
`,
    expected: {
      parties: ["Iron Crown Wrestling Ltd", "Dean Ashworth"],
      signed: "2026-02-14",
      start: "2026-03-01",
      end: "2032-02-29",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 5000"],
      flags: ["long_term", "moral_rights_waiver", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n30d-02-debut-letter-likeness",
    style: "n30d-wrestling-merchandise-likeness",
    format: "pdf",
    source: `
# THUNDER ALLEY PRO WRESTLING, LLC
1180 Dockside Avenue, Tampa, FL 33602
April 3, 2026
Ms. Rosa Delgado
418 Palmetto Street, Orlando, FL 32801
Re: Name, Likeness and Merchandising Terms
Dear Ms. Delgado:
This letter sets out the terms on which you grant Thunder Alley Pro Wrestling, LLC ("Thunder Alley," "we" or "us") the right to use your name, ring name "La Tormenta," likeness and voice. When you countersign it, this letter will be a binding agreement between you and us.
1. Rights. You grant us the right to use your name, ring name, likeness and voice (a) on action figures, trading cards, apparel and other licensed products, and (b) to promote our events and those products on television, including our weekly "Thunder Alley Live" telecasts and pay-per-view broadcasts, on our website, and on our YouTube, Instagram and TikTok channels.
2. Term. The rights begin on the Debut Date and end eighteen (18) months after the Debut Date. The Debut Date is set out in the Schedule.
3. Territory. The United States and Canada.
4. Exclusivity. During the term you will not perform for, or license your name or likeness to, any other professional wrestling promotion, and the rights in Section 1 are exclusive to us.
5. Compensation. We will pay you a signing fee of $7,500 within ten days after you countersign. In addition, we will pay you 8% of our net receipts from licensed products bearing your likeness. You will pay us a refundable deposit of $500 for the replica championship belt, which we will return when you return the belt.
6. Assignment. Neither you nor we may assign this agreement without the other's written consent.
7. Governing law. Florida.
Schedule
| Item | Detail |
| Debut Date | June 6, 2026 |
| Debut event | Thunder Alley Live, Yuengling Center, Tampa |
| Royalty statements | Quarterly |
Sincerely,
Thunder Alley Pro Wrestling, LLC
By: Marcus Webb, Head of Talent Relations
AGREED AND ACCEPTED:
Rosa Delgado
Date: April 9, 2026
`,
    expected: {
      parties: ["Thunder Alley Pro Wrestling, LLC", "Rosa Delgado"],
      signed: "2026-04-09",
      start: "2026-06-06",
      end: "2027-12-05",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 7500"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n30d-03-merchandise-rider-prevails",
    style: "n30d-wrestling-merchandise-likeness",
    format: "scan",
    source: `
# RIDER No. 2 TO PERFORMER AGREEMENT
This Rider is made on 20 May 2026 between NORTHERN GRAPPLE LTD of 9 Mill Street, Leeds LS9 8DT ("the Promotion") and KYLE BRENNAN, who performs as "Kid Cinema" ("the Performer").
It amends the Performer Agreement between them dated 10 January 2026 ("the Agreement").
1. Clause 7 (Merchandise) of the Agreement is deleted in its entirety and replaced by the following:
"7.1 The Performer grants the Promotion a non-exclusive licence to use the Performer's name, ring name and likeness on merchandise sold through the Promotion's online shop at northerngrapple.co.uk and to advertise that merchandise on the Promotion's Facebook and Instagram pages.
7.2 The licence runs from 1 June 2026 to 31 May 2027 and applies in the United Kingdom only.
7.3 The Promotion shall pay the Performer a merchandise fee of £1,200 on 1 June 2026. The Performer remains free to sell his own merchandise and to license his likeness to others."
2. The exclusive licence and the fee of £800 in the former clause 7 no longer apply.
3. If this Rider and the Agreement conflict, this Rider prevails. All other terms of the Agreement are unchanged.
Signed for Northern Grapple Ltd: Sarah Kemp, Director. Date: 20 May 2026
Signed by Kyle Brennan. Date: 20 May 2026
`,
    expected: {
      parties: ["Northern Grapple Ltd", "Kyle Brennan"],
      signed: "2026-05-20",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1200"],
      flags: []
    }
  },
  {
    id: "n30d-04-fanfest-buyout-memo",
    style: "n30d-wrestling-merchandise-likeness",
    format: "text",
    source: `
# DEAL MEMO - LEGENDS WEEKEND AUTOGRAPH & PHOTO-OP APPEARANCE
Between: Slamtown Fan Fest, Inc. ("Slamtown"), 77 Arena Drive, Columbus, OH 43215
And: Marcus Okafor, known in the ring as "The Hammer" ("Talent")
Event: Legends Weekend, Greater Columbus Convention Center, October 17-18, 2026
Appearance: Talent will sign autographs and pose for paid photo-ops from 10 a.m. to 5 p.m. on both days.
Appearance fee: $2,000, paid on the first day of the Event.
Per diem: $75 a day for meals, plus hotel room for two nights booked and paid by Slamtown.
Content: Slamtown will film and photograph Talent at the Event ("Content") and may put Talent's name and likeness on the Event's souvenir poster and prints.
Rights buyout: for a one-time buyout fee of $3,000, Talent grants Slamtown all rights to use the Content and Talent's name and likeness in connection with the Content, in all media now known or hereafter devised, throughout the universe, in perpetuity. The grant is irrevocable.
Rights begin: on the first day of the Event, October 17, 2026.
Exclusivity: the rights in Talent's name and likeness are non-exclusive. Nothing in this memo stops Talent from appearing at any other convention or fan event, before or after Legends Weekend.
Cancellation: if Slamtown cancels less than 30 days before the Event, it will pay Talent a cancellation fee of $1,000.
Agreed by both parties on August 3, 2026.
Slamtown Fan Fest, Inc. - by Lena Ortiz, Talent Coordinator - August 3, 2026
Marcus Okafor - August 3, 2026
`,
    expected: {
      parties: ["Slamtown Fan Fest, Inc.", "Marcus Okafor"],
      signed: "2026-08-03",
      start: "2026-10-17",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 2000", "USD 3000"],
      flags: ["perpetual_term", "unlimited_media", "buyout", "irrevocable_grant"]
    }
  },
  {
    id: "n30d-05-club-season-image-release",
    style: "n30d-cheerleading-squad-images",
    format: "docx",
    source: `
# CHEERLEADER IMAGE AND APPEARANCE AGREEMENT
This Cheerleader Image and Appearance Agreement (this "Agreement") is entered into by and between Harbor Pointe Football Club, LLC, a Maryland limited liability company (the "Club"), and Jenna Morales ("Cheerleader"), a member of the Harbor Pointe Sparks cheerleading squad.
## 1. Effective Date and Term
1> This Agreement takes effect on the date of the last signature below (the "Effective Date") and ends on January 31, 2027, the last day of the Club's 2026 Season.
1> This Agreement renews automatically for each following Season, on the same terms, unless either party gives written notice of non-renewal by December 1 of the Season then in progress.
## 2. Grant of Image Rights
2> Cheerleader grants the Club the non-exclusive right to use her name, photograph, likeness and performances as a member of the squad (the "Images") in the United States, in: (a) the Sparks Swimsuit Calendar and game-day programs; (b) game-day telecasts and the Club's television features; and (c) the Club's website and its Instagram, TikTok and Facebook accounts.
2> Cheerleader remains free to model, perform and appear for others, provided she does not wear the Sparks uniform when doing so.
## 3. Sponsor Use
3> The Club shall not license, lend or give the Images to any sponsor or other third party. A sponsor may appear beside the Images only in Club-produced materials.
## 4. Compensation
4> The Club will pay Cheerleader an image fee of $1,200, in two equal installments of $600 on October 1, 2026 and January 15, 2027.
4> Cheerleader will pay a refundable uniform deposit of $250, returned at the end of the Season when the uniform is returned in good condition.
## 5. Conduct
5> The Club may terminate this Agreement immediately if Cheerleader engages in conduct that brings her, the squad or the Club into public disrepute, scandal or ridicule.
## 6. Governing Law
6> This Agreement is governed by the laws of the State of Maryland.
| HARBOR POINTE FOOTBALL CLUB, LLC | CHEERLEADER |
| By: Tanya Greer, Director of Entertainment | Jenna Morales |
| Date: May 15, 2026 | Date: May 12, 2026 |
`,
    expected: {
      parties: ["Harbor Pointe Football Club, LLC", "Jenna Morales"],
      signed: "2026-05-15",
      start: "2026-05-15",
      end: "2027-01-31",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "broadcast", "web", "social"],
      exclusive: false,
      fees: ["USD 1200"],
      flags: ["automatic_renewal", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30d-06-sportswear-squad-campaign",
    style: "n30d-cheerleading-squad-images",
    format: "pdf",
    source: `
# SQUAD IMAGE RIGHTS AGREEMENT
Dated 3 September 2026
BETWEEN
VAULTLINE SPORTSWEAR LIMITED, incorporated in England (No. 09934127), of 61 Eastgate, Leicester LE1 4FA ("Vaultline"), and
KESTREL ALLSTARS CHEER CIC, a community interest company (No. 12450081), of The Sports Hall, Brook Road, Nottingham NG5 2HH ("Kestrel" or "the Squad").
1. WHAT THIS AGREEMENT COVERS
1.1 Vaultline is launching its "Outdoor Elite" range of cheer training wear. Kestrel agrees that its squad members, who have each signed individual consents held by Kestrel, will appear in the Campaign photographs and videos ("the Images").
1.2 Kestrel grants Vaultline an exclusive licence, within the sportswear category, to use the Images and the Kestrel name and logo to advertise the Outdoor Elite range.
2. MEDIA AND TERRITORY
2.1 The Images may be used in the United Kingdom and Ireland on: Vaultline's website; Vaultline's Instagram and TikTok accounts; and in-store displays and point-of-sale material in Vaultline's shops and its stockists' shops.
2.2 The licence excludes television, cinema and all out-of-home advertising, including posters and billboards.
3. TERM
3.1 The licence lasts for twelve (12) months from the Campaign Launch Date stated in the Schedule.
4. FEE
4.1 Vaultline shall pay Kestrel a fee of £6,000 plus VAT within 30 days of the Campaign Launch Date.
4.2 Vaultline will also supply each squad member with one Outdoor Elite kit, which is not part of the fee.
5. COMPETITORS
5.1 During the Term Kestrel shall not wear the branded kit of, or promote, any other sportswear brand in competition. Kestrel is free to work with brands outside sportswear.
6. ASSIGNMENT
6.1 Vaultline may assign this Agreement to any company in its group on written notice to Kestrel.
SCHEDULE
| Campaign | Outdoor Elite Autumn/Winter 2026 |
| Shoot date | 15 September 2026 |
| Campaign Launch Date | 1 October 2026 |
| Contact at Vaultline | Hannah Pryce, Brand Marketing |
Signed for Vaultline Sportswear Limited by Hannah Pryce
Signed for Kestrel Allstars Cheer CIC by Joanne Bell, Head Coach
`,
    expected: {
      parties: ["Vaultline Sportswear Limited", "Kestrel Allstars Cheer CIC"],
      signed: "2026-09-03",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 6000"],
      flags: ["non_compete", "assignable"]
    }
  },
  {
    id: "n30d-07-community-club-photo-consent",
    style: "n30d-cheerleading-squad-images",
    format: "scan",
    source: `
# LAKESHORE LIGHTNING CHEER CLUB - SQUAD MEMBER PHOTO CONSENT
Club: Lakeshore Lightning Cheer Club, 250 Harbour Road, Mississauga, Ontario L5G 1T2
Member: Ava Thompson (age 19)
1. I, Ava Thompson, allow Lakeshore Lightning Cheer Club to take photographs and video of me at practices and competitions and to use them in the Club's printed newsletter, on the Club's website and on the Club's Facebook page.
2. The photos and video will be used in Canada only.
3. This consent covers the 2026-2027 season: from September 1, 2026 to June 30, 2027.
4. I am a volunteer squad member and I will not receive any payment for this consent.
5. The Club will not sell, license or give my photos or video to any sponsor, business or other organization.
6. This consent is revocable: I may withdraw it at any time by writing to the Club secretary, and the Club will stop new uses within 14 days.
Signed: Ava Thompson    Date: August 22, 2026
For the Club: Michelle Fraser, Club Secretary    Date: August 22, 2026
`,
    expected: {
      parties: ["Lakeshore Lightning Cheer Club", "Ava Thompson"],
      signed: "2026-08-22",
      start: "2026-09-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["CA"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "n30d-08-wedding-booth-hire-terms",
    style: "n30d-photo-booth-guest-photos",
    format: "docx",
    source: `
# PHOTO BOOTH HIRE AGREEMENT
## Booking Confirmation
| Company | SnapHappy Booths Ltd, 3 Canal Wharf, Bristol BS1 6UP |
| Client | Eleanor Whitfield, 18 Clifton Vale, Bristol BS8 4PT |
| Event | Wedding reception, Ashton Court Mansion |
| Event Date | 18 July 2026 |
| Package | "Unlimited Prints" package: 4 hours, attendant, props, guest book |
| Hire Fee | £650 |
| Booking Deposit | £150, payable on booking and deducted from the Hire Fee |
| Booking confirmed | 2 March 2026 |
## Terms of Hire
1> The Company will supply, set up and staff the photo booth at the Event for the hours in the Package. Any extra hour agreed on the night is charged at £90 per hour.
1> Travel more than 30 miles from Bristol is charged at 60p per mile.
1> The balance of the Hire Fee is due 14 days before the Event Date.
## Guests' Photos
2> The Client will display the notice supplied by the Company beside the booth telling guests how their photos are used.
2> The Client grants the Company a non-exclusive licence to use up to 30 photos taken in the booth at the Event on the Company's website and its Instagram and Facebook pages, to show its work, throughout the world, for 24 months from the Event Date.
2> The Company shall not sell any guest's photo, and shall not sub-license or pass any photo to a third party.
2> The Company will delete a photo from its website and pages within 7 days if the Client or a guest asks it to.
## Signatures
| For SnapHappy Booths Ltd: Owen Parry, Director | Client: Eleanor Whitfield |
| 2 March 2026 | 2 March 2026 |
`,
    expected: {
      parties: ["SnapHappy Booths Ltd", "Eleanor Whitfield"],
      signed: "2026-03-02",
      start: "2026-07-18",
      end: "2028-07-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 650"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30d-09-brewery-launch-booth-rental",
    style: "n30d-photo-booth-guest-photos",
    format: "pdf",
    source: `
# PHOTO BOOTH RENTAL AGREEMENT
This Photo Booth Rental Agreement is made between Flashframe Rentals LLC, a Texas limited liability company, 2200 South Congress Avenue, Austin, TX 78704 ("Flashframe"), and Cinema Row Brewing Company, a Texas corporation, 915 East 6th Street, Austin, TX 78702 ("Client").
1. Rental. Flashframe will provide one open-air photo booth with an attendant, backdrop and branded print template at Client's product launch at its taproom on May 9, 2026 (the "Event Date"), from 6:00 p.m. to 10:00 p.m.
2. Rental Fee. Client will pay a rental fee of $1,450, plus Texas sales tax. If the Event runs past 10:00 p.m., attendant overtime is charged at $125 per half hour, only if Client asks the attendant to stay.
3. Cancellation. If Client cancels less than 21 days before the Event Date, Client will pay a cancellation fee equal to 50% of the rental fee.
4. Event Photos. Flashframe owns the copyright in all photos taken in the booth at the Event (the "Event Photos"). Guests will tick an on-screen consent before each session.
5. License to Client. Flashframe grants Client a non-exclusive license to use the Event Photos in the United States for three (3) years from the Event Date on Client's website, on Client's social media channels, in Client's printed marketing materials, and on point-of-sale displays in Client's taproom.
6. No Sublicensing. Client may not sublicense the Event Photos to any third party, including its distributors and retailers.
7. Governing Law. Texas.
Signatures:
FLASHFRAME RENTALS LLC, by: Luis Navarro, Owner. Date: March 11, 2026
CINEMA ROW BREWING COMPANY, by: Dana Pruitt, Marketing Manager. Date: March 16, 2026
`,
    expected: {
      parties: ["Flashframe Rentals LLC", "Cinema Row Brewing Company"],
      signed: "2026-03-16",
      start: "2026-05-09",
      end: "2029-05-08",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["USD 1450"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30d-10-mirror-booth-booking-terms",
    style: "n30d-photo-booth-guest-photos",
    format: "text",
    source: `
# Mirror Me Booths Ltd - Booking Terms for Magic Mirror Hire
These terms apply to the hire of our magic mirror photo booth by the customer who signs below.
Your event: end-of-season dinner, Saturday 5 December 2026, at the clubhouse, 7 pm to 11 pm.
Price: £495 plus VAT for 4 hours, including an attendant, unlimited instant prints and an online gallery.
Damage deposit: £100, paid with the booking and refunded in full within 7 days after the event if nothing is damaged.
Guests' photos: you confirm that you will tell your guests that the booth takes photos. You agree that we may use guests' photos from your event to show our work on our website and our Instagram account, in the UK, for 12 months from the date of your event. We do not use guests' photos in printed or outdoor advertising.
We will never sell or license guests' photos to anyone else.
Cancellation: if you cancel within 30 days of the event, the full price is payable.
Mirror Me Booths Ltd, 12 Station Parade, Harrogate HG1 1TE. Company no. 13822719.
Signed for Mirror Me Booths Ltd: Natalie Cole, 14 November 2026
Signed for the customer, Greystone Rugby Football Club: Tom Hadley, Club Secretary, 14 November 2026
`,
    expected: {
      parties: ["Mirror Me Booths Ltd", "Greystone Rugby Football Club"],
      signed: "2026-11-14",
      start: "2026-12-05",
      end: "2027-12-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 495"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
