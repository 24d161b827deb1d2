// Independent author "h29f" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only test/corpus/contracts/AUTHORING.md, Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts,
// lines 1-74 of the n11 batch for the file convention, check-batch.ts and the names of the files in unseen/ and
// independent/), and committed before the reader was run on it. Three drafting styles:
// - adventure-operator customer filming releases (a balloon passenger's release handed over at the launch field, a
//   US tandem-skydive video release, a canyoning operator's "Dear ..." letter to a customer whose helmet-camera
//   footage it wants): what is hard is that the customer pays the operator (flight and video-package prices are
//   sums in the text that are no fee), a term counted from a flight date given only in a table, a partner brand with
//   "Outdoor" in its name beside a denial of out-of-home use, and the acceptance date of a letter being the signing.
// - instrument-workshop feature licences (a piano maker featuring its freelance tuner, a string brand featuring a
//   luthier with a rider that replaces the territory, a violin workshop's apprentice consent signed only by name at
//   the foot, a bank's TV deal memo featuring a harp maker): what is hard is a Launch Date defined in a schedule, a
//   heading "Exclusivity and Sub-licensing" over a body that denies both, a rider that prevails, a party named only
//   in the signature block, an "excluding ..." list after the grant, two fees beside VAT, a day rate, expenses, an
//   option price and a cancellation fee.
// - regional-newspaper reader-photo competitions and readers' panel consents (a competition's winner's licence with
//   an "Outdoor & Landscape" category and a cinema-pass prize, a readers' panel consent whose rider takes social media
//   back and whose "Sub-licensing" heading denies sub-licensing, a US "Reader Photo of the Week" licence that is
//   perpetual, irrevocable and sub-licensable to a news cooperative): what is hard is channel words in category and
//   prize names, prizes and expenses that are no fee, and a replacement clause that prevails.
//
// Answer rules decided by this author: the parties are the two who are bound (a partner brand, a newspaper title
// that is only the publisher's product, a cooperative that may receive a sub-licence and an agent are not; a
// company is named as the document names it, with its "Ltd"/"LLC"); the signing date is the date of the last
// signature or of the written acceptance (a letter's date is not its signing when the addressee accepts later); a
// release signed and taking effect on the same day starts that day; "N months/years from X" ends the day before the
// anniversary of X, and X may be given in a table or a later clause; a perpetual licence has no end and the
// perpetual_term flag only (not no_end_date, which I keep for a licence silent on its term); fees are the sums paid
// to the person or company granting the rights for their services or the rights: VAT, expenses, a customer's price
// for a flight, jump or video package, a day rate or cancellation fee owed only if something happens, an unexercised
// option price and a prize of goods or passes are not fees, and when no sum is paid the contract gets no_fee_stated;
// channels: a website and an e-edition are web, Instagram, Facebook, TikTok and YouTube are social, television is
// broadcast, screens in a showroom or shop are in_store, a newspaper, brochure, prospectus, catalogue or magazine is
// print, posters and billboards are out_of_home, a cinema screen is cinema, and "all media now known or hereafter
// devised" is all seven channels plus unlimited_media; a channel word in a company, category or prize name grants
// nothing; exclusive is true only when the grant or a promise says so (a promise not to endorse a competitor in a
// category is an exclusivity with non_compete), false when the text says non-exclusive or leaves the grantor free to
// license others, null when silent; flags are raised when the text grants them (irrevocable, may assign, may
// sub-license, perpetual) and denied only when the text expressly rules them out ("shall not sub-license", "will not
// transfer", "does not renew automatically"); a rider or replacement clause that says it prevails replaces the
// earlier clause; territories are the countries named (the UK is GB), "throughout the world" or "worldwide" is
// worldwide.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h29f-adventure-customer-releases",
  "h29f-instrument-workshop-features",
  "h29f-newspaper-reader-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29f-01-balloon-passenger-basket-footage",
    style: "h29f-adventure-customer-releases",
    format: "text",
    source: `
# CLOUDLINE BALLOON FLIGHTS LTD - PASSENGER FILMING RELEASE
Please read and sign at the launch field before boarding. Ask the pilot if anything is unclear.
Cloudline Balloon Flights Ltd, Hangar 3, Colerne Airfield, Wiltshire SN14 8QJ ("Cloudline") films some flights with a camera fixed to the basket rim and a second camera on the chase vehicle.
| Passenger | Harriet Osei |
| Booking reference | CBF-26-04471 |
| Flight | Sunrise Flight, Bath and Avon Valley |
| Balloon | G-CLDL "Outdoor Spirit" |
| Flight Date | 14 June 2026 |
1. I agree that Cloudline may use film and photographs of me taken during the flight, the inflation and the landing (the "Footage").
2. Cloudline may use the Footage on its own website and on its Instagram and Facebook pages to promote its balloon flights, for two years from the Flight Date.
3. The Footage may be viewed anywhere in the world.
4. Cloudline will not use the Footage on television, in printed brochures or on posters. Cloudline shall not sub-license, sell or give the Footage to any third party, including the owners of the balloon's sponsor livery.
5. No fee is payable to me for this release. The price of my flight (£245, paid in full with my booking) is not affected by whether I sign.
6. I may ask Cloudline to remove any post showing my face, and it will do so within 14 days of my request.
Signed: Harriet Osei
Date: 14 June 2026
For Cloudline: Ross Atherley, Pilot in Command
`,
    expected: {
      parties: ["Cloudline Balloon Flights Ltd", "Harriet Osei"],
      signed: "2026-06-14",
      start: "2026-06-14",
      end: "2028-06-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29f-02-tandem-skydive-video-release",
    style: "h29f-adventure-customer-releases",
    format: "scan",
    source: `
# BLUE MESA SKYDIVE LLC
## TANDEM PARTICIPANT PHOTO AND VIDEO RELEASE
Blue Mesa Skydive LLC, 2200 Airport Road, Cottonwood, Arizona 86326 ("Blue Mesa").
Participant name: Daniel Reyes. Jump date: September 5, 2026. Tandem instructor: K. Lindqvist.
1. Grant. For good and valuable consideration, the receipt of which is acknowledged, Participant grants Blue Mesa the perpetual and irrevocable right to use Participant's name, likeness, voice and image as recorded in any photograph or video taken on or around the jump date, throughout the world, in all media now known or hereafter devised, for advertising, promotion and any other lawful purpose.
2. Commencement. This release takes effect on the date Participant signs it below.
3. Assignment. Blue Mesa may assign this release to any purchaser of its drop zone business or to any affiliate.
4. No payment. No payment is made to Participant for this release. Participant's tandem ticket ($289) and video package ($129) are governed by the separate Booking Terms and are not refundable because of this release.
5. Participant waives any right to inspect or approve the finished materials.
Participant signature: Daniel Reyes
Date: September 5, 2026
Blue Mesa Skydive LLC, by: Carla Munoz, Manifest Manager
`,
    expected: {
      parties: ["Blue Mesa Skydive LLC", "Daniel Reyes"],
      signed: "2026-09-05",
      start: "2026-09-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "assignable", "no_fee_stated"]
    }
  },
  {
    id: "h29f-03-canyoning-helmet-cam-letter",
    style: "h29f-adventure-customer-releases",
    format: "docx",
    source: `
# Gorge Walk Eryri Ltd
Unit 7, Ffordd Padarn, Llanberis, Gwynedd LL55 4UE
8 January 2027
Ms Tamsin Pryce
14 Heol Fach, Caernarfon LL55 1RS
Dear Tamsin,
## Your helmet-camera footage from the Afon Ddu canyon
Thank you for sending us the helmet-camera clips you filmed on our canyoning trip last September. We would very much like to use them, and this letter sets out the terms. Once you sign and return it, it will be a binding agreement between you and Gorge Walk Eryri Ltd.
1> What we may use. The four clips listed in the table below (the "Clips"), edited as we need, with or without your first name as a credit.
2> Where we may use them. On our website, on our Instagram and TikTok accounts, and in our printed 2027-28 brochure. Our 2027 season is sponsored by Ridgeline Outdoor Clothing, whose logo will appear beside the Clips on our website; Ridgeline is not a party to this letter and gets no right to the Clips. For the avoidance of doubt, no poster, billboard or other out-of-home advertising and no television is included.
3> Where. In the United Kingdom only.
4> For how long. From 1 March 2027 to 28 February 2029.
5> Not exclusive. This is a non-exclusive permission: you stay free to post the Clips yourself and to let anyone else use them.
6> Payment. We will pay you a fee of £350 within 30 days of your signature. We will also reimburse up to £40 of travel if you come to the brochure proof check in Llanberis; that reimbursement is not part of the fee.
7> No transfer. We will not transfer this permission to anyone else, and we will not sub-license the Clips, including to Ridgeline.
| Clip | Length | Section of canyon |
| GW-01 | 0:42 | Upper slide |
| GW-02 | 1:10 | Jump pool |
| GW-03 | 0:35 | Abseil |
| GW-04 | 0:58 | Lower gorge |
Yours sincerely,
Gethin Lloyd-Roberts, Director, for Gorge Walk Eryri Ltd
Agreed and accepted: Tamsin Pryce
Date: 12 January 2027
`,
    expected: {
      parties: ["Gorge Walk Eryri Ltd", "Tamsin Pryce"],
      signed: "2027-01-12",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 350"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h29f-04-piano-maker-tuner-feature",
    style: "h29f-instrument-workshop-features",
    format: "docx",
    source: `
# FEATURE LICENCE AGREEMENT
## "Tuned by Hand" campaign
This Agreement is dated 20 February 2026 and is made between:
(1) HALVORSEN PIANOS LTD, a company registered in England and Wales (company number 04418273), whose registered office is at The Old Foundry, Wharf Lane, Leamington Spa CV31 3HJ ("Halvorsen"); and
(2) EDWIN MARLOWE of 22 Clarendon Street, Warwick CV34 4PN, freelance piano tuner and technician (the "Tuner").
## 1. Definitions
1> "Materials" means the films and photographs of the Tuner at work in Halvorsen's Leamington workshop made under clause 2.
1> "Launch Date" means the date set out in the Schedule.
1> "Term" means the period of 24 months from the Launch Date.
## 2. Services
1> The Tuner shall attend two filming days at Halvorsen's workshop on dates to be agreed in March 2026.
1> If Halvorsen requires a third filming day, it shall pay the Tuner a day rate of £300 for that day.
## 3. Licence
1> The Tuner grants Halvorsen, for the Term, the right to use the Materials and the Tuner's name and likeness in them on Halvorsen's website, on its YouTube channel and Instagram account, and on display screens inside Halvorsen showrooms.
1> The licence covers the United Kingdom and the Republic of Ireland.
## 4. Fee
1> Halvorsen shall pay the Tuner a fee of £1,800 for the services and the licence, plus VAT, within 30 days of the first filming day.
1> Halvorsen shall reimburse the Tuner's reasonable mileage for the filming days on production of receipts.
## 5. Exclusivity and Sub-licensing
1> This licence is non-exclusive, and the Tuner remains free to work for and appear in materials of any other piano maker or dealer.
1> Halvorsen shall not sub-license any of the rights granted under this Agreement.
## 6. Approval
1> Halvorsen shall show the Tuner the edited Materials before first use and make any factual correction he reasonably requests.
## Schedule
| Item | Detail |
| Launch Date | 1 April 2026 |
| Showrooms | Leamington Spa, London (Wigmore Street), Dublin (Dawson Street) |
| Filming days | 2 |
Signed for Halvorsen Pianos Ltd: Annika Halvorsen, Managing Director
Signed by Edwin Marlowe
`,
    expected: {
      parties: ["Halvorsen Pianos Ltd", "Edwin Marlowe"],
      signed: "2026-02-20",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29f-05-string-brand-luthier-rider",
    style: "h29f-instrument-workshop-features",
    format: "pdf",
    source: `
# ARTIST FEATURE AGREEMENT
This Artist Feature Agreement (the "Agreement") is entered into as of June 10, 2026 by and between Fretline Strings, Inc., a Tennessee corporation with offices at 410 Division Street, Nashville, TN 37203 ("Fretline"), and Oonagh Brady, an individual luthier doing business as Brady Guitars, of Asheville, North Carolina ("Luthier").
## 1. Feature
Fretline will photograph and film Luthier building and setting up guitars in her Asheville workshop (the "Content") for its "Built by Hand" campaign.
## 2. Grant of Rights
(a) Luthier grants Fretline the right to use the Content, and Luthier's name, likeness and biography, in Fretline's printed product catalog, in print advertisements in guitar magazines, and on fretlinestrings.com.
(b) No broadcast, cinema or social media use is licensed.
(c) Territory: the United States.
## 3. Term
The Term begins on the date the Content is first published and continues for one (1) year. Fretline shall first publish the Content on August 3, 2026.
## 4. Exclusivity
During the Term Luthier shall not endorse or appear in advertising for any other brand of guitar or bass strings, except that Luthier may continue to sell, use and mention strings of her own manufacture.
## 5. Compensation
(a) Fretline shall pay Luthier a fee of US$4,000 within fifteen (15) days after the photo and film session.
(b) Fretline shall reimburse Luthier's documented travel expenses for the session, up to US$600.
## 6. Extension
Fretline may extend the Term for one further year by written notice and payment of US$3,000 before the Term ends. This Agreement does not renew automatically.
## Rider A
This Rider forms part of the Agreement and, where it conflicts with the body of the Agreement, this Rider prevails. Section 2(c) is deleted and replaced by: "(c) Territory: the United States and Canada."
IN WITNESS WHEREOF the parties have signed this Agreement, including Rider A, on June 10, 2026.
Fretline Strings, Inc. By: Dale Whitcombe, VP Marketing
Oonagh Brady
`,
    expected: {
      parties: ["Fretline Strings, Inc.", "Oonagh Brady"],
      signed: "2026-06-10",
      start: "2026-08-03",
      end: "2027-08-02",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["USD 4000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h29f-06-violin-workshop-apprentice-consent",
    style: "h29f-instrument-workshop-features",
    format: "scan",
    source: `
# ASHDOWN VIOLIN WORKSHOP LTD
## Apprentice Photography and Film Consent
Ashdown Violin Workshop Ltd, 5 Mill Yard, Forest Row, East Sussex RH18 5DS (the "Workshop") is making a short film and a set of photographs about its apprenticeship scheme.
I, the undersigned apprentice, consent to the Workshop using film and photographs of me carving, varnishing and setting up instruments, and my first name, as follows:
1. Use: on the Workshop's website, on its Instagram account and in its printed apprenticeship prospectus.
2. Period: three years from 1 September 2026.
3. Area: the United Kingdom.
4. I understand that I receive no payment for this consent and that my apprenticeship does not depend on it.
5. I may withdraw this consent for future prospectus print runs and new posts by writing to the Workshop; material already printed or posted need not be withdrawn.
Apprentice signature: Leo Marchetti
Name in capitals: LEO MARCHETTI
Date: 20 August 2026
For the Workshop: Miriam Ashdown, Director
`,
    expected: {
      parties: ["Ashdown Violin Workshop Ltd", "Leo Marchetti"],
      signed: "2026-08-20",
      start: "2026-09-01",
      end: "2029-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h29f-07-bank-tv-harp-maker-deal-memo",
    style: "h29f-instrument-workshop-features",
    format: "text",
    source: `
# DEAL MEMO - NORTHGATE BANK PLC / SIAN PRITCHARD (HARP MAKER)
Date: 1 September 2026
Advertiser: Northgate Bank plc, 1 Castle Square, Cardiff CF10 3AA
Featured maker: Sian Pritchard, Telynau Pritchard workshop, Dolgellau
Agency: Tidewater Creative Ltd (producing for Northgate; not a party)
Campaign: "Made to Last" (harp maker in her workshop, 60", 30" and 10" cuts)
Shoot: 1 day, 22 September 2026, at the Dolgellau workshop
Media: TV (all UK terrestrial and satellite channels), cinema pre-roll, northgatebank.co.uk. Excluding radio, press/print, outdoor and social.
Territory: UK
Term: 12 months from first TV transmission. First transmission: 5 October 2026.
Fees: session fee £2,000 (shoot day) + usage fee £6,000 (the Term), both plus VAT.
Cancellation: £500 if the shoot is cancelled by Northgate with less than 48 hours' notice.
Exclusivity: for the Term Sian will not appear in advertising for any other bank, building society or credit card provider. All other advertising is free.
Agreed: Hannah Jeffreys for Northgate Bank plc, 1 September 2026
Agreed: Sian Pritchard, 1 September 2026
`,
    expected: {
      parties: ["Northgate Bank plc", "Sian Pritchard"],
      signed: "2026-09-01",
      start: "2026-10-05",
      end: "2027-10-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: true,
      fees: ["GBP 2000", "GBP 6000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h29f-08-gazette-photo-competition-winner",
    style: "h29f-newspaper-reader-consents",
    format: "docx",
    source: `
# THE KESTREL VALLEY GAZETTE READERS' PHOTOGRAPHY COMPETITION 2026
## Winner's Licence and Acceptance
The Kestrel Valley Gazette is published by Kestrel Valley Media Ltd, Gazette House, 9 Market Street, Hexham NE46 3NS ("we", "us").
| Competition detail | |
| Category won | Outdoor & Landscape |
| Winning entry | "Frost on the Tyne, Corbridge" |
| Entrant | Priya Chandran |
| Closing Date | 31 July 2026 |
| Prize | A framed print of the winning entry and a family pass for a year to the Riverside Cinema, Hexham |
1. Copyright. Copyright in your photograph stays with you.
2. Licence. You granted the licence below when you entered, and you confirm it by signing. You grant us a non-exclusive licence to reproduce your photograph, with your name as credit, in the printed Gazette, in its e-edition and on kestrelvalleygazette.co.uk, and on the Gazette's Facebook and Instagram pages, for three years from the Closing Date.
3. Territory. The licence covers the United Kingdom.
4. What we will not do. We will not sell your photograph, and we shall not sub-license it to any other publisher, picture agency or advertiser. Your photograph will not be used in advertising of any kind.
5. Prize. The prize is as stated above; there is no cash alternative and no fee is payable for the licence.
6. Acceptance. By signing below you accept the prize and the licence on these terms.
Signed (winner): Priya Chandran
Date: 12 August 2026
Signed for Kestrel Valley Media Ltd: Colin Armitage, Editor
`,
    expected: {
      parties: ["Kestrel Valley Media Ltd", "Priya Chandran"],
      signed: "2026-08-12",
      start: "2026-07-31",
      end: "2029-07-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29f-09-lantern-readers-panel-consent",
    style: "h29f-newspaper-reader-consents",
    format: "pdf",
    source: `
# LANTERN REGIONAL NEWSPAPERS LTD
## Readers' Panel 2027 - Member Agreement and Consent
Between Lantern Regional Newspapers Ltd, publisher of The Northern Lantern, Lantern Buildings, 40 High Street, Penrith CA11 7BQ ("Lantern") and the panel member named below (the "Member").
| Member | George Abernethy |
| Panel year | 1 January 2027 to 31 December 2027 |
| Meetings | Four, at the Penrith office |
1. Role. The Member will take part in four panel meetings in the panel year and give his views on the paper's coverage.
2. Honorarium. Lantern will pay the Member an honorarium of £150 for the panel year, paid in December 2027.
3. Expenses. Lantern will repay the Member's bus or rail fares to panel meetings. Repaid fares are not part of the honorarium.
4. Photographs and quotes. During the panel year Lantern may publish the Member's photograph, name and quotations from panel meetings in the printed Northern Lantern, in its e-edition and website, and on the Lantern's Facebook and X accounts.
5. Sub-licensing. Lantern shall not sub-license the Member's photograph or quotations to any other title, including its sister papers.
6. Area. England and Scotland only, the paper's circulation area.
## Rider (agreed before signature; this Rider prevails over clause 4)
Clause 4 is deleted and replaced by: "4. Photographs and quotes. During the panel year Lantern may publish the Member's photograph, name and quotations from panel meetings in the printed Northern Lantern and in its e-edition and website. They shall not be posted on any social media."
Signed for Lantern Regional Newspapers Ltd: Fiona Dalgarno, Readers' Editor, 10 December 2026
Signed by the Member: George Abernethy, 10 December 2026
`,
    expected: {
      parties: ["Lantern Regional Newspapers Ltd", "George Abernethy"],
      signed: "2026-12-10",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29f-10-courier-reader-photo-of-week",
    style: "h29f-newspaper-reader-consents",
    format: "pdf",
    source: `
# THE CASCADE VALLEY COURIER
## Reader Photo of the Week - Submission and License Agreement
This agreement is between Cascade Media Group, LLC, publisher of The Cascade Valley Courier, 118 Front Street, Leavenworth, WA 98826 ("Publisher"), and the reader who submits the photograph (the "Contributor").
Contributor: Marisol Vega, Wenatchee, WA
Photograph: "Osprey over Icicle Creek" (the "Photo")
Submitted and agreed online: April 22, 2026
1. License. Contributor grants Publisher a perpetual, irrevocable, non-exclusive license, effective on submission, to reproduce, publish and display the Photo throughout the world in the Courier's print editions, on cascadecourier.com and in its e-edition, and on the Courier's Facebook and Instagram accounts.
2. Sublicensing. Publisher may sublicense the Photo to the Northwest News Cooperative and its member newspapers for publication in their print and online editions.
3. Payment. If the Photo is chosen as Reader Photo of the Week, Publisher will pay Contributor $75. The Photo was chosen for the week of May 4, 2026, and Publisher confirms the $75 payment.
4. Ownership. Contributor keeps ownership of the copyright and may license the Photo to anyone else.
5. Contributor confirms that she took the Photo herself and that it shows no identifiable person.
Agreed: Marisol Vega (online acceptance, April 22, 2026)
For Cascade Media Group, LLC: Ben Okafor, Photo Editor
`,
    expected: {
      parties: ["Cascade Media Group, LLC", "Marisol Vega"],
      signed: "2026-04-22",
      start: "2026-04-22",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["USD 75"],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable"]
    }
  }
]
