// Independent author "n29a" (wave 29), one development batch written without reading the reader's rules or the
// other batches' texts: I read only AUTHORING.md, my brief, test/corpus/contracts/Corpus.ts, lines 1-40 of
// domain/contracts/ContractFlags.ts, lines 1-74 of n11-shorthand-amendments-carveouts.ts (the file convention),
// check-batch.ts and the names of the files in unseen/ and independent/. Committed before any run of the reader.
//
// Styles: beauty pageant title-holder and contestant agreements (a reign counted from a Crowning Date given only in
// a schedule, exclusivity tied to a no-other-pageant covenant, a crown deposit and quarterly instalments that are not
// fees, a contestant bound by "I, the undersigned" and named only in the signature block, an entry fee and prizes
// that are not payment, a sponsor letter from a clothing company whose name holds "Outdoor" that rules out outdoor
// advertising, an appearance booked with a cinema chain that rules out on-screen use); cosplay and fan-convention
// photography releases (a masquerade entrant's release under a heading "Exclusive Rights" whose body says
// non-exclusive, five years from the convention's first day, an "excluding" list, prize money; a paid convention
// guest with a radius clause but a non-exclusive licence, a deposit that is an instalment, a revenue share, a
// cancellation fee; a photographer's portrait release at a convention, revocable, no fee, the organiser named as no
// party); theme-park, escape-room and attraction guest filming releases (a ride-reaction advert release whose ride is
// called "The Broadcast Tower", dates only in a schedule table, a buyout and a season pass; an escape-room recording
// consent in a room called "The Print Shop Heist", a booking fee that is not payment; a waxworks e-mail chain where
// revised terms replace the first offer).
//
// Answer rules decided by this author: the parties are the two who are bound, named as the document names them (a
// performer's stage or cosplay alias, a convention organiser or a title holder said to be "not a party" are not
// parties); the signing date is the date of the last signature or of the e-mail that accepts; the start is the date
// the text says the rights begin (a defined date resolved from its schedule), and "N months/years from X" ends the
// day before the anniversary of X; a fee is a sum paid for the services or rights: instalments of a fee, VAT,
// expenses, mileage, a deposit, a crown deposit, an entry or booking fee paid by the individual, prize money, a
// revenue share, a cancellation fee and a non-cash pass are not fees; a withdrawn offer's sum is not a fee; channels:
// television is broadcast, a live stream on the organiser's YouTube channel and Instagram/TikTok/Facebook are social,
// websites are web, programmes, flyers and press material print, posters, billboards and bus sides out_of_home, shop
// displays and point of sale in_store; a channel word inside a company, product, ride or room name grants nothing;
// exclusive is true or false only where the text says so (a radius or no-other-pageant covenant beside an express
// "non-exclusive" licence leaves it false and raises non_compete), null where silent; flags are raised where the
// text grants the thing (perpetual, irrevocable, assignable, sub-licensable, a morals or disrepute clause, a moral
// rights waiver, a buyout, a covenant not to compete) and denied where the text expressly rules it out; a release
// revocable at will with no end has no end date (no_end_date), not a perpetual term.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29a-pageant-titleholders",
  "n29a-cosplay-convention-releases",
  "n29a-attraction-guest-filming"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29a-01-title-holder-reign-agreement",
    style: "n29a-pageant-titleholders",
    format: "docx",
    source: `
# TITLE HOLDER AGREEMENT - MISS NORTHUMBRIA COAST 2026
THIS AGREEMENT is made on 19 April 2026
BETWEEN
(1) COASTLINE PAGEANTS LIMITED, a company registered in England and Wales (company number 11842207) whose registered office is at 4 Quayside Chambers, Newcastle upon Tyne NE1 3DX (the "Organiser"); and
(2) ELLIE MARSH of 27 Links Road, Whitley Bay NE26 1PF (the "Title Holder").
## BACKGROUND
The Title Holder was crowned Miss Northumbria Coast 2026 at the final held on the Crowning Date and agrees to serve as title holder on the terms below.
## 1. Definitions
1> "Crowning Date" means the date of the final stated in Schedule 1.
1> "Reign" means the period of twelve (12) months from the Crowning Date.
1> "Title" means the title Miss Northumbria Coast 2026, together with the crown and sash.
## 2. Appearances
2> The Title Holder shall attend up to twenty (20) charity and sponsor appearances during the Reign, scheduled by the Organiser on not less than 7 days' notice.
2> The Title Holder shall be reimbursed reasonable travel expenses for each appearance, against receipts.
## 3. Image Rights
3> The Title Holder grants the Organiser the right during the Reign to use her name, image and likeness in connection with the Title on the Organiser's website, on the Organiser's social media accounts and in printed event programmes and press releases, in the United Kingdom.
3> These rights are exclusive: during the Reign the Title Holder shall not permit any other pageant or pageant organisation to use her name or image.
3> The Title Holder shall not enter or compete in any other beauty pageant during the Reign.
## 4. Broadcast Rights
The final was not televised. No television or broadcast rights of any kind are granted under this Agreement.
## 5. Payment
5> The Organiser shall pay the Title Holder a reign fee of £2,000, payable in four quarterly instalments of £500 each.
5> On signing, the Title Holder shall lodge a deposit of £250 against the safe return of the crown and sash, refundable in full at the end of the Reign.
## 6. Conduct
The Title Holder shall not, during the Reign, behave in any way that brings the Title, the Organiser or its sponsors into disrepute. If she does, the Organiser may withdraw the Title on written notice and all rights of the Title Holder under this Agreement end.
## 7. Sub-licensing to Sponsors
The Organiser may not sub-license, assign or otherwise transfer any of the rights in clause 3 to a sponsor or any other person. Sponsor material featuring the Title Holder is produced and published by the Organiser itself.
## SCHEDULE 1
| Item | Detail |
| Venue of final | The Spanish City, Whitley Bay |
| Crowning Date | 18 April 2026 |
| Sponsors 2026 | Lumen Skincare; Tyne Print & Design |
SIGNED by Gareth Milburn, director, for and on behalf of COASTLINE PAGEANTS LIMITED: 19 April 2026
SIGNED by ELLIE MARSH: 19 April 2026
`,
    expected: {
      parties: ["Coastline Pageants Limited", "Ellie Marsh"],
      signed: "2026-04-19",
      start: "2026-04-18",
      end: "2027-04-17",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 2000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n29a-02-contestant-entry-release",
    style: "n29a-pageant-titleholders",
    format: "pdf",
    source: `
# MRS. SUN VALLEY AMERICA 2026 - CONTESTANT MEDIA RELEASE
Gem State Pageant Productions, LLC ("Producer") produces the Mrs. Sun Valley America 2026 pageant, to be held July 10-13, 2026 at the Sun Valley Pavilion, Idaho (the "Pageant").
I, the undersigned Contestant, agree as follows:
1> Recording. Producer may photograph, film and record me during Pageant week, including rehearsals, interviews, the preliminary competition and the final.
1> Grant. I grant Producer the irrevocable right, in perpetuity and throughout the world, to use those photographs, films and recordings, and my name and biography, in the television broadcast of the Pageant on KSVT Channel 6 and any rebroadcast, on Producer's website and on Producer's social media accounts.
1> Effective date. This release takes effect on the date I sign it below.
1> No payment. No fee or other compensation will be paid to me for this release. The entry fee of $395 that I have paid is non-refundable and is consideration for my place in the Pageant only. Prizes, including the $1,000 scholarship awarded to the titleholder, are awarded under the Official Rules and are not payment for this release.
1> Assignment. Producer may assign this release to any successor producer of the Pageant.
1> Final. I have read this release and sign it voluntarily.
Contestant signature: Rosalind Okafor
Printed name: Rosalind Okafor
Date: June 2, 2026
Accepted for Gem State Pageant Productions, LLC by Dana Whitcombe, Executive Producer, June 2, 2026
`,
    expected: {
      parties: ["Gem State Pageant Productions, LLC", "Rosalind Okafor"],
      signed: "2026-06-02",
      start: "2026-06-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "assignable", "no_fee_stated"]
    }
  },
  {
    id: "n29a-03-sponsor-letter-outdoor-brand",
    style: "n29a-pageant-titleholders",
    format: "scan",
    source: `
GLENBRAE OUTDOOR CLOTHING LTD
14 Harbour Street, Oban PA34 4LZ
2 April 2026
Miss Aileen Dunbar
Miss Highland Rose 2026
9 Corran Esplanade, Oban PA34 5AQ
Dear Miss Dunbar,
Sponsor appearances and use of your image
Following our meeting, this letter sets out the terms on which Glenbrae Outdoor Clothing Ltd ("we") will work with you during your year as Miss Highland Rose 2026.
1. Appearances. You will attend three appearances at our shops on dates we agree with you. The first appearance will be at our Oban shop on 1 May 2026 (the "First Appearance Date").
2. Use of your image. For six months from the First Appearance Date we may use photographs of you wearing our clothing in window and point-of-sale displays in our shops in the United Kingdom and on our UK website.
3. What we will not do. We will not use your image on billboards, bus shelters or any other outdoor advertising, in newspapers or magazines, or on television.
4. Fee. We will pay you £1,800 plus VAT for the appearances and the use in paragraph 2. If we cancel an appearance with less than 48 hours' notice we will pay you a cancellation fee of £300.
5. No exclusivity. This arrangement is not exclusive. You remain free to work with any other brand, including other clothing brands.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Fiona MacColl, Managing Director, Glenbrae Outdoor Clothing Ltd
Agreed and accepted: Aileen Dunbar
Date: 6 April 2026
`,
    expected: {
      parties: ["Glenbrae Outdoor Clothing Ltd", "Aileen Dunbar"],
      signed: "2026-04-06",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n29a-04-cinema-chain-appearance-email",
    style: "n29a-pageant-titleholders",
    format: "text",
    source: `
Subject: RE: Titleholder appearance - Harbor Point Cinemas grand reopening - CONFIRMED
From: Marisol Greene <marisol@pacificcrestpageants.com>
To: Trevor Lind <tlind@harborpointcinemas.com>
Date: Tue, May 12, 2026, 10:41 AM
Hi Trevor, confirming the booking as agreed on the phone. Once you reply "confirmed", this email is our agreement.
Parties: Pacific Crest Pageants, Inc. (the Organization) and Harbor Point Cinemas LLC (Sponsor).
Titleholder: Miss Cascade Coast USA 2026, Jenna Alvarez. Jenna appears under her own titleholder agreement with the Organization and is not a party to this booking.
Appearance: Saturday, June 20, 2026 (the Appearance Date), 11 AM - 2 PM, Harbor Point Cinemas, Astoria, OR. Ribbon cutting, photos with guests.
Fee: $2,500 appearance fee to the Organization. Mileage reimbursed at $0.70/mile on top.
Photos: Sponsor may post photos and video of the titleholder taken at the appearance on Sponsor's website and Sponsor's social media accounts, in the United States, for 3 months from the Appearance Date.
Not included: no on-screen pre-show ads in Sponsor's auditoriums, no print ads, no billboards.
Transfer: Sponsor may not transfer or sublicense the photos or these rights to anyone.
Thanks! Marisol
Marisol Greene, Director of Titleholder Relations, Pacific Crest Pageants, Inc.
---
From: Trevor Lind <tlind@harborpointcinemas.com>
Date: Tue, May 12, 2026, 2:15 PM
Confirmed. See you on the 20th.
Trevor Lind, Marketing Manager, Harbor Point Cinemas LLC
`,
    expected: {
      parties: ["Pacific Crest Pageants, Inc.", "Harbor Point Cinemas LLC"],
      signed: "2026-05-12",
      start: "2026-06-20",
      end: "2026-09-19",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 2500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n29a-05-masquerade-entrant-release",
    style: "n29a-cosplay-convention-releases",
    format: "docx",
    source: `
# KRAKEN CON 2026 - MASQUERADE ENTRANT RELEASE
This release is made between NorthStar Fan Events Ltd of Unit 6, Ancoats Works, Manchester M4 6DE ("NorthStar"), organiser of Kraken Con 2026, and the entrant named below (the "Entrant").
| Entrant (legal name) | Priya Lal |
| Cosplay name | Lady Vortex |
| Costume / character | Vortex Queen (original design) |
| Convention dates | 7 to 9 August 2026, Manchester Central |
| Masquerade | Saturday 8 August 2026, Main Hall |
## 1. Recording
NorthStar and its crew may photograph, film and live-stream the Entrant's masquerade performance and her time on stage and in the judging area.
## 2. Use
NorthStar may use the photographs and footage on the Kraken Con website, on the Kraken Con social media accounts (including the live stream on the Kraken Con YouTube channel) and in the printed Kraken Con souvenir programme, excluding any use on merchandise, in paid advertising or on television.
## 3. Territory and Term
The rights in clause 2 may be exercised anywhere in the world for five (5) years from the first day of the Convention.
## 4. Exclusive Rights
The Entrant grants these rights on a non-exclusive basis. She remains free to publish her own photographs and videos of her costume and performance anywhere.
## 5. Moral Rights
The Entrant waives her moral rights in the performance as recorded, so that NorthStar may edit and crop the footage.
## 6. No Fee
No fee is payable for this release. The masquerade prizes (Best in Show £500, Best Craftsmanship £250) are awarded by the judges under the masquerade rules and are not payment for these rights.
## 7. Third Parties
NorthStar shall not sub-license the photographs or footage to any third party.
Signed: Priya Lal (Entrant), 20 July 2026
Signed: Tom Ashworth, Events Director, for NorthStar Fan Events Ltd, 20 July 2026
`,
    expected: {
      parties: ["NorthStar Fan Events Ltd", "Priya Lal"],
      signed: "2026-07-20",
      start: "2026-08-07",
      end: "2031-08-06",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["moral_rights_waiver", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29a-06-convention-guest-agreement",
    style: "n29a-cosplay-convention-releases",
    format: "pdf",
    source: `
# GUEST APPEARANCE AGREEMENT
This Guest Appearance Agreement is entered into as of June 30, 2026 by and between Emerald Bay Comic Expo, Inc., a Florida corporation ("Expo"), and Talia Voss, an individual professional cosplayer ("Guest").
## 1. Show
Expo will present Emerald Bay Comic Expo 2026 at the Tampa Convention Center on October 16-18, 2026 (the "Show"). Guest will appear on all three Show days: two panels, daily autograph sessions and paid photo-op sessions.
## 2. Compensation
2> Appearance Fee. Expo shall pay Guest an appearance fee of $4,000. Fifty percent ($2,000) is paid as a deposit on signing and the balance on the first Show day.
2> Photo-ops. Guest receives 60% of gross photo-op ticket revenue, settled within 14 days after the Show.
2> Travel. Expo provides round-trip airfare and three nights' hotel accommodation.
2> Cancellation. If Expo cancels Guest's appearance other than for cause, Expo shall pay Guest a cancellation fee of $1,000 in addition to any deposit already paid.
## 3. Promotional License
Guest grants Expo a non-exclusive license to use Guest's name, likeness and the promotional photographs supplied by Guest to advertise the Show on Expo's website, on Expo's social media accounts, on printed flyers and on billboards, in the United States. The license runs from the date of this Agreement through November 17, 2026 (thirty days after the last Show day).
## 4. Radius
Guest shall not appear as a guest at any other fan convention held within 150 miles of Tampa from September 1, 2026 through October 18, 2026.
## 5. Conduct
Expo may cancel Guest's appearance for cause if Guest engages in conduct that brings Expo or the Show into public disrepute.
## 6. Signatures
EMERALD BAY COMIC EXPO, INC. By: Luis Ferrante, President. Date: June 30, 2026
TALIA VOSS. Date: June 30, 2026
`,
    expected: {
      parties: ["Emerald Bay Comic Expo, Inc.", "Talia Voss"],
      signed: "2026-06-30",
      start: "2026-06-30",
      end: "2026-11-17",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["USD 4000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n29a-07-hall-portrait-release",
    style: "n29a-cosplay-convention-releases",
    format: "scan",
    source: `
# COSPLAY PORTRAIT RELEASE
Photographer: Daniel Reyes, 41 Canal Street, Nottingham NG1 7EH
Model: Sophie Tanaka, 8 Elm Avenue, Derby DE22 3FQ
Event: Midlands Anime Weekend, Nottingham, 23 May 2026
The convention organiser, Midlands Anime Weekend Ltd, is not a party to this release and gets no rights under it.
1. The Model agrees that the Photographer may take portrait photographs of her in costume at the event and may post them on his portfolio website and his Instagram account, anywhere in the world.
2. This permission is non-exclusive.
3. The photographs shall not be used in advertising or on products, and the Photographer shall not sell, license or sub-license them to anyone.
4. No money is paid by either side. The Model receives edited copies of the photographs.
5. This permission starts on the date below. It is revocable: it lasts until the Model withdraws it by email, and the Photographer will remove withdrawn photographs within 14 days.
Signed: Daniel Reyes (Photographer)
Signed: Sophie Tanaka (Model)
Date: 23 May 2026
`,
    expected: {
      parties: ["Daniel Reyes", "Sophie Tanaka"],
      signed: "2026-05-23",
      start: "2026-05-23",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "n29a-08-ride-reaction-advert-release",
    style: "n29a-attraction-guest-filming",
    format: "docx",
    source: `
# GUEST APPEARANCE RELEASE - "THE BROADCAST TOWER" RIDE REACTION FILMING
Brightwater Leisure Parks Ltd, operator of Brightwater Adventure Park, Stafford ST18 0XP ("Brightwater"), is filming guests' reactions on its new drop ride, The Broadcast Tower, for its 2026 season campaign. This release is between Brightwater and the guest named below (the "Guest").
| Guest | Marcus Feld |
| Filming day | 7 February 2026 |
| Campaign Launch Date | 14 March 2026 |
| Payment | £250 |
## 1. Grant
The Guest agrees that Brightwater may use the footage and stills of the Guest filmed on the filming day in its 2026 season campaign: in television advertisements, on the Brightwater website, on Brightwater's social media channels and on posters at railway stations and roadside billboards, in the United Kingdom and the Republic of Ireland. Cinema advertising is excluded.
## 2. Term
The rights last for two (2) years from the Campaign Launch Date.
## 3. Payment
Brightwater shall pay the Guest the Payment shown above within 30 days of the filming day. The Payment is a full buyout of all uses in clause 1 during the term: no repeat or usage fees will be paid. The Guest also receives a complimentary 2026 season pass (retail value £120), which is not part of the Payment.
## 4. Assignment
Brightwater may assign this release to any purchaser of Brightwater Adventure Park.
Signed by the Guest: Marcus Feld, 7 February 2026
Signed for Brightwater Leisure Parks Ltd: Helen Ashby, Marketing Director, 7 February 2026
`,
    expected: {
      parties: ["Brightwater Leisure Parks Ltd", "Marcus Feld"],
      signed: "2026-02-07",
      start: "2026-03-14",
      end: "2028-03-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["buyout", "assignable"]
    }
  },
  {
    id: "n29a-09-escape-room-recording-consent",
    style: "n29a-attraction-guest-filming",
    format: "pdf",
    source: `
# RECORDING NOTICE AND CONSENT
Locked Vault Escape Games LLC, 220 Main Street, Boise, ID 83702 ("Locked Vault", "we")
Our game rooms have cameras. Game masters watch every game live for safety and hints. With your consent, we also keep the recording of your game and use clips and photos from it, as set out below.
| Booking | Details |
| Lead player | Kevin Brandt |
| Room | The Print Shop Heist |
| Game date | September 12, 2026, 7:30 PM |
| Players | 4 |
| Booking fee | $168 ($42 per player) |
## What we may do
You consent to Locked Vault using clips and photos from your game recording on our website and our social media accounts, anywhere in the world, for 24 months from the game date.
## Sale of Recordings
Recordings are not sold to anyone. We do not license or sub-license recordings or clips to any other person or business.
## How long
We do not keep or use recordings forever. After 24 months from the game date we stop using them and delete them.
## Payment
No payment is made for this consent. Your booking fee is the price of the game only.
## Signature
By signing at check-in you consent on these terms.
Signed: Kevin Brandt, September 12, 2026
For Locked Vault Escape Games LLC: Aisha Noor, Game Master, September 12, 2026
`,
    expected: {
      parties: ["Locked Vault Escape Games LLC", "Kevin Brandt"],
      signed: "2026-09-12",
      start: "2026-09-12",
      end: "2028-09-11",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "perpetual_term"]
    }
  },
  {
    id: "n29a-10-waxworks-selfie-revised-terms",
    style: "n29a-attraction-guest-filming",
    format: "text",
    source: `
From: Jade Whitfield <jade.whitfield@starlightwaxworks.co.uk>
To: Hannah Price <hannahprice.photos@gmail.com>
Date: 3 March 2026, 09:12
Subject: Your #StarlightSelfie photo
Dear Hannah,
Congratulations again on winning our #StarlightSelfie competition (your two free tickets are on their way). We would love to use your photo with our Freddie Mercury figure in our marketing: our website and social media, in Great Britain, for 12 months, for a fee of £300. Let me know if that works.
Jade Whitfield, Marketing Manager, Starlight Waxworks Ltd, Blackpool
---
From: Jade Whitfield <jade.whitfield@starlightwaxworks.co.uk>
Date: 5 March 2026, 16:40
Subject: RE: Your #StarlightSelfie photo - revised terms
Hi Hannah, our agency would also like the photo for bus-side posters in Blackpool this summer, so here are revised terms. These replace my email of 3 March in full.
- Licensee: Starlight Waxworks Ltd. Licensor: Hannah Price.
- Use: our website, our social media accounts and bus-side posters.
- Territory: Great Britain only.
- Term: 18 months from 1 April 2026.
- Exclusivity: exclusive. You will not license this photo to any other attraction or brand during the term.
- Fee: £450, paid within 14 days of your acceptance.
- We will not pass your photo to anyone else or sub-license it.
Jade
---
From: Hannah Price <hannahprice.photos@gmail.com>
Date: 6 March 2026, 08:05
Subject: RE: Your #StarlightSelfie photo - revised terms
Yes, happy to accept the revised terms. Hannah
`,
    expected: {
      parties: ["Starlight Waxworks Ltd", "Hannah Price"],
      signed: "2026-03-06",
      start: "2026-04-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: true,
      fees: ["GBP 450"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
