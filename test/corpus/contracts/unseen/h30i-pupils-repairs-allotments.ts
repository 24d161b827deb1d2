// Independent author "h30i" (wave 30), one held-out batch written without reading the reader or any other batch:
// I read only test/corpus/contracts/Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of
// independent/n11-shorthand-amendments-carveouts.ts (the file convention), check-batch.ts, and the names of the files
// in unseen/ and independent/. Committed before any run of the reader.
//
// Styles. (1) Music teacher and student recital video consents: a piano school's consent form with a heading that
// names broadcast and cinema over a body that licenses neither, the recital date given only in a schedule table; a
// guitar teacher's letter ("Dear Mrs Hollis") to a pupil's parent, who is bound and the child is not; a scanned
// showcase consent recorded at a venue called the Regal Cinema, with travel expenses beside the fee; a US studio form
// whose rider deletes and replaces the term clause and whose exclusivity has a carve-out. (2) Phone-repair shop
// customer testimonial releases: a UK shop's release with a term counted from a Publication Date defined later, a
// kiosk at an "Outdoor Market" and a repair invoice that is not a fee; a US web form with a Yes/No media table and a
// consent revocable at will; a scanned franchise release for a regional TV advert with a competitor restriction, an
// option fee and a right to assign to franchisees. (3) Allotment society and community garden photo consents: a
// society calendar consent with a bulletin called "Outdoor Spaces" and a calendar price; a US community garden
// consent whose garden is named only in its signature block; a Scottish allotment consent with an "Exclusive Rights"
// heading over a non-exclusive body, a photographer who is not a party, and a rider that replaces the term clause.
//
// Answer rules. Parties: the two who are bound by the document and sign or are addressed and accept it (a pupil whose
// parent consents in their own name, a photographer engaged by one side, a printer and a franchisee are not); named
// as the document names them, without role labels. Signed: the date of the last signature, or of the reply that
// accepts a letter. Start: the date the document says the permission begins (a recital date, publication date or
// first airing, even when only given in a schedule or later clause); else the signing date where the text says it
// runs from signature. End: "N months/years from X" ends the day before the anniversary; "until D" ends on D; a rider
// that replaces the term clause prevails; a consent until withdrawn has no end (no_end_date); perpetual has no end and
// raises perpetual_term only (not no_end_date). Territories: ISO codes, or worldwide for "throughout the world".
// Channels: websites and a Google Business profile are web; YouTube, Facebook, Instagram and TikTok are social;
// television is broadcast; newsletters, leaflets, flyers, calendars and printed programmes are print; a banner on a
// garden fence facing the street is out_of_home; a counter card inside a shop is in_store; words in names (Regal
// Cinema, Outdoor Market, Outdoor Spaces) are not channels; a heading naming a medium the body refuses grants
// nothing. Exclusive: true where the text grants an exclusive right (carve-outs do not undo it) or the person
// promises not to appear for competitors (then also non_compete); false where it says non-exclusive or that the
// person remains free to license others; null where silent. Fees: sums paid to the person for the consent or
// services, in the document's currency; lesson prices, entry fees, repair invoices, plot rent, calendar prices,
// expenses, an option fee and an accompanist charge are not fees. Flags: perpetual_term for "in perpetuity";
// irrevocable_grant for "irrevocable"; assignable or sublicensable only where allowed in words, denied where
// forbidden in words; non_compete for a competitor restriction; no_fee_stated where nothing is paid; no_end_date
// where the consent runs until withdrawn; irrevocable_grant denied where the text says the consent may be withdrawn.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30i-music-recital-video-consents",
  "h30i-phone-repair-testimonials",
  "h30i-allotment-garden-photo-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30i-01-piano-school-recital-consent",
    style: "h30i-music-recital-video-consents",
    format: "docx",
    source: `
# Marguerite Ashdown Piano School Ltd - Recital Recording Consent (Adult Students)
This consent is made between Marguerite Ashdown Piano School Ltd, 14 Crane Street, Chichester PO19 1LH (the "School"), and Tomasz Wierzbicki of 3 Orchard Way, Bosham (the "Student").
## 1. Recording
1> The School will film the Student's performance at its Summer Recital on the Recital Date set out in the Schedule and may edit the film (the "Recording").
## 2. Permitted use
1> The Student grants the School a non-exclusive licence to show the Recording on the School's website and on the School's YouTube channel, throughout the world.
1> The Student keeps the right to share the Recording himself and to allow others to use it.
## 3. Broadcast and Cinema Rights
1> No broadcast or cinema use of the Recording is licensed. The School may not offer the Recording to any television channel, radio station or cinema, and will not enter it in any film festival.
## 4. Period
1> The licence begins on the Recital Date and lasts for 24 months from the Recital Date. After that the School will take the Recording down within 30 days.
## 5. Payment
1> No payment is made to the Student for this consent. The recital entry fee of £25 is payable by the Student under the School's usual terms and is not affected by this form.
## 6. Third parties
1> The School shall not sub-license, sell or give the Recording to any third party.
## Schedule
| Item | Detail |
| Event | Summer Recital 2026 |
| Venue | St Richard's Hall, Chichester |
| Recital Date | 14 June 2026 |
| Pieces | Chopin, Nocturne Op. 9 No. 2; Satie, Gymnopedie No. 1 |
Signed for Marguerite Ashdown Piano School Ltd: Marguerite Ashdown, Principal, 20 May 2026
Signed by the Student: Tomasz Wierzbicki, 20 May 2026
`,
    expected: {
      parties: ["Marguerite Ashdown Piano School Ltd", "Tomasz Wierzbicki"],
      signed: "2026-05-20",
      start: "2026-06-14",
      end: "2028-06-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30i-02-guitar-teacher-parent-letter",
    style: "h30i-music-recital-video-consents",
    format: "text",
    source: `
# Ravi Chandran Guitar Tuition - 22 Linden Road, Leicester LE2 3PQ
25 February 2026
Mrs Eleanor Hollis, 9 Beech Close, Leicester LE2 4RT
Dear Mrs Hollis,
Spring Concert video of Freddie
I would like to film Freddie's two pieces at our Spring Concert and share the video. Freddie is not a party to this letter: you give this permission in your own name as his parent, and by signing below you agree to the terms in this letter.
What I will use it for: the tuition's Facebook page and Instagram account, and one still photograph in the printed programme for next year's concert. I will not use the video in any paid advert, on television or on any website other than those social accounts.
Where: the permission is for use in the United Kingdom only.
How long: from the date of your reply until 31 August 2027. After that I will delete the posts.
Sharing: I will not license, sell or pass the video to any third party.
Money: there is no payment for this permission. Freddie's lessons stay at £28 per half hour, invoiced termly as usual.
Best wishes,
Ravi Chandran
---
Reply slip
I agree to the terms of Ravi Chandran's letter of 25 February 2026.
Eleanor Hollis
Date: 4 March 2026
`,
    expected: {
      parties: ["Ravi Chandran", "Eleanor Hollis"],
      signed: "2026-03-04",
      start: "2026-03-04",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30i-03-showcase-regal-cinema-scan",
    style: "h30i-music-recital-video-consents",
    format: "scan",
    source: `
# NORTHGATE MUSIC ACADEMY - SHOWCASE PERFORMER RELEASE
Between: Northgate Music Academy CIC, 40 Priestpopple, Hexham NE46 1PS ("the Academy")
And: Isla Moreno, 12 Gilesgate, Hexham NE46 3QD ("the Performer")
1. Event. The Academy's Winter Showcase takes place at the Regal Cinema, Hexham on 17 October 2026 (the "Showcase"). The venue is hired for the evening only; nothing in this release concerns cinema exhibition of any film.
2. Grant. The Performer grants to the Academy an irrevocable, non-exclusive licence, throughout the world and in perpetuity, to use the video and audio recording of her performance at the Showcase on the Academy's website and on its YouTube and Instagram accounts. The licence begins on the date of the Showcase.
3. Not granted. No right is granted for television, radio, printed or poster use. The Performer remains free to post her own copy.
4. Fee. The Academy shall pay the Performer a performance and recording fee of £150 within 14 days after the Showcase.
5. Expenses. The Academy will also reimburse the Performer's travel expenses up to £40 against receipts. Expenses are not part of the fee.
6. Assignment. The Academy shall not assign this release.
Signed for the Academy: Helen Forsyth, Director of Music      Date: 9 October 2026
Signed by the Performer: Isla Moreno      Date: 9 October 2026
`,
    expected: {
      parties: ["Northgate Music Academy CIC", "Isla Moreno"],
      signed: "2026-10-09",
      start: "2026-10-17",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 150"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30i-04-suzuki-studio-rider-replaces-term",
    style: "h30i-music-recital-video-consents",
    format: "pdf",
    source: `
# Cedar Hollow Suzuki Studio LLC - Student Recital Video Agreement
This Agreement is entered into by Cedar Hollow Suzuki Studio LLC, a Vermont limited liability company, 118 Maple Avenue, Burlington, VT 05401 ("Studio"), and Jordan Whitfield, an adult student residing at 27 Pearl Street, Burlington, VT 05401 ("Student").
## 1. Recital
The Studio will record the Student's performance at the Spring Recital on May 16, 2026 (the "Recital Date") at the Flynn Space, Burlington.
## 2. License
The Student grants the Studio an exclusive license to use the recital video on the Studio's website and YouTube channel in the United States and Canada, except that the Student may post the video on the Student's own personal social media accounts.
## 3. Compensation
The Studio shall pay the Student a fee of US$300 within 30 days after the Recital Date. The accompanist charge of $60 remains payable by the Student under the Studio's tuition policy and is not affected by this Agreement.
## 4. Term
The license runs for 12 months from the Recital Date.
## 5. Assignment
The Studio may not assign this Agreement or any rights under it.
## Rider A (forms part of this Agreement and prevails over the body of it)
A1. Section 4 is deleted and replaced by the following: "The license begins on the Recital Date and runs for 36 months from the Recital Date."
A2. The Studio will not use the video in paid advertising of any kind.
STUDIO: Cedar Hollow Suzuki Studio LLC, by Dana Lindqvist, Owner. Date: April 28, 2026
STUDENT: Jordan Whitfield. Date: April 28, 2026
`,
    expected: {
      parties: ["Cedar Hollow Suzuki Studio LLC", "Jordan Whitfield"],
      signed: "2026-04-28",
      start: "2026-05-16",
      end: "2029-05-15",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 300"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h30i-05-fixpoint-testimonial-publication-date",
    style: "h30i-phone-repair-testimonials",
    format: "docx",
    source: `
# FixPoint Phone Repairs Ltd - Customer Testimonial Release
## Parties
FixPoint Phone Repairs Ltd, company number 11873402, of Unit 6, Kirkgate Outdoor Market, Bradford BD1 1QX ("FixPoint", "we")
Gareth Lloyd of 51 Manningham Lane, Bradford BD8 7HB ("you")
## What you are giving us
1> Your written review of our screen repair of 9 February 2026, your first name and one photograph of you holding your repaired phone (together, the "Testimonial").
## Where we may use it
1> On our website and our Google Business profile.
1> On printed flyers handed out at our Kirkgate Outdoor Market kiosk and on a counter display card inside our two shops. The name of the market is just our address: no poster, billboard or other outdoor advertising is covered.
## Broadcast
1> We will not use the Testimonial on television or radio, and nothing in this release permits it.
## Territory
1> The United Kingdom only.
## How long
1> We may use the Testimonial for 12 months from the Publication Date (see below), then we will remove it.
## Payment
1> We will pay you £25 by bank transfer within 7 days of signing, as thanks for the Testimonial.
1> Your repair invoice (£89.99) is unaffected and has already been paid in full.
## Publication Date
1> The Publication Date is 1 March 2026, the day the Testimonial first goes on our website.
Signed for FixPoint Phone Repairs Ltd: Ayesha Mirza, Director. Date: 18 February 2026
Signed: Gareth Lloyd. Date: 18 February 2026
`,
    expected: {
      parties: ["FixPoint Phone Repairs Ltd", "Gareth Lloyd"],
      signed: "2026-02-18",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "in_store"],
      exclusive: null,
      fees: ["GBP 25"],
      flags: []
    }
  },
  {
    id: "h30i-06-quickfix-web-form-revocable",
    style: "h30i-phone-repair-testimonials",
    format: "text",
    source: `
# QuickFix Mobile LLC - Share Your Story: testimonial consent form (online submission)
Business: QuickFix Mobile LLC, 2210 South Congress Avenue, Austin, TX 78704
Customer name: Dana Ruiz
Customer email: dana.ruiz@examplemail.com
Submitted: 2025-09-14 19:42 CDT
Repair: iPhone 13 battery replacement, ticket #QF-55817
Your review: "Dropped it off at lunch, picked it up by 3. Battery lasts all day again."
Where may we use your review and first name? (tick Yes or No)
| Medium | Yes / No |
| QuickFix website | Yes |
| QuickFix Facebook and Instagram pages | Yes |
| Billboards and bus shelters | No |
| Newspaper and magazine ads | No |
| TV and radio | No |
Territory: the United States.
How long: your consent starts when you submit this form and lasts until you withdraw it by emailing privacy@quickfixmobile.com. You may withdraw at any time; the consent is revocable.
Payment: we do not pay for reviews. Your repair ($79.00 plus tax) is invoiced separately.
By clicking SUBMIT, I, Dana Ruiz, agree to the above.
`,
    expected: {
      parties: ["QuickFix Mobile LLC", "Dana Ruiz"],
      signed: "2025-09-14",
      start: "2025-09-14",
      end: null,
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "h30i-07-screendoctor-tv-advert-scan",
    style: "h30i-phone-repair-testimonials",
    format: "scan",
    source: `
# SCREENDOCTOR REPAIRS LIMITED - CUSTOMER VIDEO TESTIMONIAL RELEASE
PARTIES: (1) SCREENDOCTOR REPAIRS LIMITED, company no. 09341176, 88 Castle Street, Cardiff CF10 1BS ("ScreenDoctor"); (2) PRIYA RAMAN of 7 Wyndham Crescent, Cardiff CF11 9EF (the "Customer").
1. The Customer will take part in filming of a 30-second testimonial advert at ScreenDoctor's Queen Street branch (the "Advert").
2. The Customer grants ScreenDoctor the right to show the Advert on regional television and on ScreenDoctor's Facebook, Instagram and TikTok accounts, in the United Kingdom.
3. Term: the Term starts on 1 April 2027 and runs for 6 months from that date.
4. Exclusivity: during the Term the Customer shall not appear in advertising for any other phone or tablet repair business.
5. Fee: ScreenDoctor shall pay the Customer £150 within 14 days after filming.
6. Option: ScreenDoctor may extend the Term by a further 3 months by paying an option fee of £100 before the Term ends. The option has not been exercised.
7. ScreenDoctor may assign this release to any of its franchisees.
Signed for ScreenDoctor: Owain Pritchard, Marketing Manager    Date: 12 February 2027
Signed by the Customer: Priya Raman    Date: 12 February 2027
`,
    expected: {
      parties: ["SCREENDOCTOR REPAIRS LIMITED", "PRIYA RAMAN"],
      signed: "2027-02-12",
      start: "2027-04-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "social"],
      exclusive: true,
      fees: ["GBP 150"],
      flags: ["non_compete", "assignable"]
    }
  },
  {
    id: "h30i-08-allotment-society-calendar-consent",
    style: "h30i-allotment-garden-photo-consents",
    format: "pdf",
    source: `
# Hillcrest Allotment Society - Photograph Consent (Calendar and Bulletin)
Hillcrest Allotment Society, c/o The Secretary, 2 Hill Rise, Stroud GL5 1AA (the "Society") and Bernard Achterberg, holder of Plot 17 (the "Plot Holder"), agree as follows.
1. Photographs. The Society's volunteers will take photographs of the Plot Holder at work on Plot 17 during the 2026 and 2027 growing seasons.
2. Use. The Plot Holder gives the Society non-exclusive permission to use the photographs in its printed annual calendar, in its quarterly printed newsletter "Outdoor Spaces Bulletin", and on the Society's website. "Outdoor Spaces" is only the newsletter's title; no posters, banners or signs are covered.
3. Period. This permission covers the calendar years 2026 and 2027, that is from 1 January 2026 until 31 December 2027.
4. Area. The United Kingdom.
5. No payment. The Plot Holder receives no payment. The calendar is sold to members at £8 a copy to raise funds for the Society, and the Plot Holder's annual plot rent of £62 is unaffected.
6. Others. The Society may not sub-license the photographs to the council, the calendar printer or anyone else.
Signed for the Society: Ruth Ellery, Secretary, 22 November 2025
Signed by the Plot Holder: Bernard Achterberg, 22 November 2025
`,
    expected: {
      parties: ["Hillcrest Allotment Society", "Bernard Achterberg"],
      signed: "2025-11-22",
      start: "2026-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30i-09-community-garden-signature-block",
    style: "h30i-allotment-garden-photo-consents",
    format: "pdf",
    source: `
# Volunteer Photo Consent
I, Luis Ortega, of 415 Alder Street, Portland, OR 97205, give the garden named in the signature block below (the "Garden") permission to use photographs taken of me while volunteering at the Garden's workdays.
The Garden may use the photographs in its printed newsletter, on its website, and on a vinyl banner hung on the Garden's street-facing fence.
The Garden will not use the photographs on social media, on television or in paid advertising.
This permission starts on the date I sign this form and lasts for three years from that date.
This permission is for use in the United States.
I understand that I will not be paid for this permission and that my $20 annual volunteer membership dues are unaffected.
The Garden may not sell or sub-license the photographs to anyone else.
Volunteer: Luis Ortega. Signed May 9, 2026
Accepted for Alder Street Community Garden Association, Inc.: Marisol Gutierrez, Volunteer Coordinator. Signed May 9, 2026
`,
    expected: {
      parties: ["Luis Ortega", "Alder Street Community Garden Association, Inc."],
      signed: "2026-05-09",
      start: "2026-05-09",
      end: "2029-05-08",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30i-10-kelvinside-allotment-rider",
    style: "h30i-allotment-garden-photo-consents",
    format: "docx",
    source: `
# Kelvinside Allotment Association - Plot Holder Photography Consent
## Parties
1> Kelvinside Allotment Association, a Scottish charitable incorporated organisation (SC049213), Queen Margaret Road, Glasgow G20 6DP (the "Association").
1> Morag Fairbairn, holder of Plot 42 (the "Plot Holder").
## Background
The Association has engaged Hamish Doyle, a freelance photographer, to photograph the site for its centenary. Mr Doyle is not a party to this consent.
## 1. Consent
1> The Plot Holder consents to the Association using photographs of her and her plot on the Association's website, its Facebook and Instagram accounts, and its printed seed-swap leaflet, in the United Kingdom, excluding any advertising, television or film use.
## 2. Exclusive Rights
1> Nothing in this consent is exclusive. The Plot Holder remains free to allow anyone else to photograph her and her plot and to use those photographs.
## 3. Fee
1> The Association shall pay the Plot Holder a fee of £40 for this consent. Plot rent (£55 a year) is unaffected.
## 4. Start
1> This consent starts on the date it is signed.
## 5. Term
1> This consent ends on 31 December 2026.
## 6. Assignment
1> The Association shall not assign or transfer this consent.
## Rider (signed with this consent; it prevails over clause 5)
1> Clause 5 is deleted and replaced by: "This consent ends on 31 December 2028."
Signed for the Association: Iain McColl, Convener, 10 February 2026
Signed by the Plot Holder: Morag Fairbairn, 10 February 2026
`,
    expected: {
      parties: ["Kelvinside Allotment Association", "Morag Fairbairn"],
      signed: "2026-02-10",
      start: "2026-02-10",
      end: "2028-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 40"],
      flags: [],
      denies: ["assignable"]
    }
  }
]
