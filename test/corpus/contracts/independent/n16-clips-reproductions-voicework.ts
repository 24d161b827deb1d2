// Held-out author "n16h" (wave 16), a held-out batch from 2026-11-28 (frozen, scored only) until wave 26, when it moved
// to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). One batch written
// without reading the reader's rules or the other batches' texts (only Corpus.ts, evaluate.ts, Review.ts,
// ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and answer-rule paragraphs of the wave 8/9/10/11
// authors, the first entry of n11's development batch for the file convention and the loaders of evaluate.ts for
// unseen/; the other unseen/ files were only listed with `ls`), and never run through the reader or the scorer by its
// author: archive footage clip licences (a clip schedule with seconds used, a rate per second, a minimum charge and a
// line fee per clip, a withdrawn clip, a deposit credited against the fees, an unexercised territory option, a per-clip
// rights table); museum and picture-library reproduction permissions (one painting on a book cover for "the World,
// excluding the USA and Canada", a rights-managed photograph for posters and press with a purchased industry
// exclusivity, an Irish gallery's permission to film works for a documentary); and game localisation voice contracts (a
// UK English-dub session contract with hourly sessions and buyout boxes, a US per-line booking form with a per-use box
// ticked, a Brazilian dubbing contract in translation with "R$ 2.100,00"). A HELD-OUT batch until wave 26: frozen,
// scored by the lead only.
//
// Answer rules decided by this author: the parties are the two who are bound (a commissioning broadcaster, a
// publisher or end client named as such, an advertising agency ordering "as agent for" its client, and the
// photographer a library represents are not); the signing date is the last signature or the acceptance that makes
// the licence binding, and the start is the date the licence period is stated to run from (an effective date, a
// date of issue, a first broadcast or a release) even where it differs from the signing date; "N years from" ends
// the day before the anniversary; fees are the line fees per clip, session or work actually licensed and the price
// of an exclusivity or buyout actually bought: a rate per second, hour or line whose line total is given, a sub-total
// or total, VAT, GST, withheld taxes, a deposit credited against the fees, a waived fee, a cost recharged, a
// cancellation fee, a fee for further print runs or pick-up sessions owed only if they happen, an unexercised option
// and a withdrawn clip are not; "the World, excluding ..." and "throughout the universe" are worldwide; "all media now
// known or hereafter devised" grants every channel (unlimited_media); television is broadcast, a broadcaster's
// catch-up service, websites, store pages and online retailers web, YouTube, Twitch, TikTok and "social networks"
// social, posters out_of_home, book covers and press print, theatrical and festival exhibition cinema; in-game use
// is no channel; a licensor's promise not to license a clip to another broadcaster in a country, and a purchased
// industry exclusivity, are exclusivities without non_compete; a ticked buyout box is a buyout, a ticked per-use box
// denies it; "may not be transferred, assigned or sub-licensed" and "not without prior written consent" deny
// assignment and sub-licensing; exactly five years is not a long term.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n16h-archive-footage-clip-licences",
  "n16h-reproduction-permissions",
  "n16h-game-localisation-voice-contracts"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n16h-01-uk-archive-clip-licence",
    style: "n16h-archive-footage-clip-licences",
    format: "docx",
    source: `
# PATHLINE FILM ARCHIVE - FOOTAGE LICENCE
Licence No. PFA/L/26/0198
## Parties
1> Pathline Film Archive Limited, a company registered in England and Wales (No. 04418823), 22 Wharf Road, London N1 7GR (the "Archive").
1> Harrow Lane Pictures Limited, a company registered in Scotland (No. SC512207), 4 Constitution Street, Edinburgh EH6 7BS (the "Licensee").
## Background
The Licensee is producing a single documentary, "The Last Tram to Leith" (1 x 60 minutes), commissioned by Caledonia Television plc (the "Broadcaster", which is not a party to this Licence). The Archive licenses the Clips listed in the Clip Schedule for inclusion in that programme only (the "Programme").
## Grant
1> The Archive grants the Licensee a non-exclusive licence to include the Clips in the Programme and to exploit the Programme, with the Clips in it, in the Media and the Territory during the Licence Period.
1> Media: television (free, pay and basic cable) and the video-on-demand service operated by the Broadcaster on its website and apps, including on-air promotion of the Programme by the Broadcaster. Theatrical exhibition, home video and any advertising other than on-air promotion are excluded.
1> Territory: the United Kingdom and the Republic of Ireland.
1> Licence Period: seven (7) years from 1 June 2026, ending on 31 May 2033. The Programme may not be exploited with the Clips in it after the end of the Licence Period.
1> Option: the Licensee may extend the Territory to the world by written notice given before 31 December 2026, for an additional £30.00 per second of each Clip used. The option has not been exercised at the date of this Licence.
## Clip Schedule
| Clip | Archive ref | Description | Seconds used | Rate per second | Line fee |
| 1 | PFA-1952-0311 | Leith tram depot, the last run | 24 | £45.00 | £1,080.00 |
| 2 | PFA-1956-0720 | Princes Street crowds, Coronation week | 38 | £45.00 | £1,710.00 |
| 3 | PFA-1949-0102 | Tram workshop interior (minimum charge of 30 seconds applies; 12 seconds used) | 12 | £45.00 | £1,350.00 |
| | | | | Sub-total | £4,140.00 |
| | | | | VAT at 20% | £828.00 |
| | | | | Total payable | £4,968.00 |
## Charges
1> The line fees in the Clip Schedule are the licence fees. The research and viewing fee is waived. The transfer of the Clips to ProRes masters is recharged at cost (£85.00) and is not a licence fee.
1> The licence fees are payable within 30 days of the date of the Archive's invoice. No Clip may be used until they are paid.
## Restrictions
1> The Licensee shall not sub-license, assign or transfer this Licence or any right under it without the Archive's prior written consent.
1> The Clips shall not be altered, colourised or used out of context, and each Clip shall be credited in the end credits as "Pathline Film Archive".
## Signatures
Signed for Pathline Film Archive Limited by Helen Marsh, Licensing Manager, on 12 May 2026.
Signed for Harrow Lane Pictures Limited by Callum Reid, Producer, on 14 May 2026.
`,
    expected: {
      parties: ["Pathline Film Archive Limited", "Harrow Lane Pictures Limited"],
      signed: "2026-05-14",
      start: "2026-06-01",
      end: "2033-05-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 1080", "GBP 1710", "GBP 1350"],
      flags: ["long_term"],
      denies: ["sublicensable", "assignable", "perpetual_term"]
    }
  },
  {
    id: "n16h-02-us-newsreel-master-clip-licence",
    style: "n16h-archive-footage-clip-licences",
    format: "pdf",
    source: `
# MASTER CLIP LICENSE AGREEMENT
This Master Clip License Agreement (the "Agreement") is entered into as of March 2, 2026 (the "Effective Date") by and between Redwood Newsreel Library, Inc., a California corporation ("Licensor"), and Tallgrass Films LLC, a New Mexico limited liability company ("Licensee").
## 1. Picture
Licensee is producing a feature-length documentary motion picture currently entitled "Dust and Iron" (the "Picture"). Licensor owns or controls the newsreel footage described in Schedule A (each, a "Clip").
## 2. Grant of Rights
2> Licensor hereby grants to Licensee a non-exclusive, irrevocable license to incorporate each Clip marked "Licensed" in Schedule A into the Picture and to exhibit, distribute, advertise and otherwise exploit the Picture, and in-context excerpts of it in trailers and advertising for the Picture, in any and all media now known or hereafter devised, throughout the universe, in perpetuity.
2> The License Period begins on the Effective Date and continues in perpetuity.
2> Licensee may sublicense its rights under this Agreement to distributors, broadcasters, streaming services and exhibitors of the Picture, and may assign this Agreement to any successor in interest to the Picture.
2> No Clip may be used out of context or apart from the Picture and its advertising.
## 3. License Fees
2> The license fee for each Clip is stated in Schedule A. A deposit of $2,000 paid by Licensee on March 10, 2026 is credited against the license fees and is not an additional fee.
2> A Clip marked "Withdrawn" is not licensed and no fee is payable for it.
## Schedule A - Clips
| Clip | Reel | Timecode in / out | Duration | Fee basis | Fee | Status |
| 1 | RN-3341 | 01:02:10 / 01:02:45 | 35 sec | $90 per second | $3,150 | Licensed |
| 2 | RN-3348 | 00:14:00 / 00:14:20 | 20 sec | flat rate, under 30 sec | $1,800 | Licensed |
| 3 | RN-4102 | 00:40:05 / 00:41:05 | 60 sec | $90 per second | $5,400 | Withdrawn by Licensee on March 28, 2026 |
| 4 | RN-4417 | 00:03:30 / 00:04:15 | 45 sec | $90 per second | $4,050 | Licensed |
Total license fees (Clips 1, 2 and 4): $9,000, less the deposit of $2,000: balance due $7,000.
## 4. Warranties
Licensor warrants that it owns the copyright in the footage of each Clip. Licensor makes no warranty as to music, persons or trademarks appearing in any Clip, which Licensee shall clear at its own cost.
## 5. General
This Agreement is governed by the laws of the State of California.
IN WITNESS WHEREOF, the parties have signed this Agreement on the dates below.
REDWOOD NEWSREEL LIBRARY, INC. By: Dana Whitcomb, Director of Licensing. Date: March 30, 2026
TALLGRASS FILMS LLC By: Luis Archuleta, Managing Member. Date: April 1, 2026
`,
    expected: {
      parties: ["Redwood Newsreel Library, Inc.", "Tallgrass Films LLC"],
      signed: "2026-04-01",
      start: "2026-03-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 3150", "USD 1800", "USD 4050"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "assignable"]
    }
  },
  {
    id: "n16h-03-au-newsfilm-licence-confirmation",
    style: "n16h-archive-footage-clip-licences",
    format: "scan",
    source: `
# SOUTHERN CROSS NEWSFILM LIBRARY PTY LTD
ABN 61 104 773 290 - Level 3, 88 Foveaux Street, Surry Hills NSW 2010
## LICENCE CONFIRMATION No. SCN-26-0417
Licensee: Blackwattle Productions Pty Ltd (ABN 22 617 004 118), 14 Lygon Street, Carlton VIC 3053
Programme: "Coastlines", series 2, episode 3 (1 x 44 minutes)
This confirmation, once signed by both parties, is the licence between Southern Cross Newsfilm Library Pty Ltd (the "Library") and the Licensee, on the Library's standard terms except as stated here.
## Rights
| Item | Licensed |
| Media | Free-to-air and subscription television, and the broadcaster's catch-up (BVOD) service |
| Territory | Australia and New Zealand |
| Licence period | 3 years from the first broadcast of the Programme |
| First broadcast | 5 September 2026 (advised by the Licensee) |
| Exclusivity | During the licence period the Library will not license Clip 1 to any other television broadcaster in Australia |
## Clips and fees (AUD)
| Clip | Description | Seconds used | Seconds charged | Rate per second | Licence fee |
| 1 | Bondi shark net crew, 1962 | 45 | 45 | A$60 | A$2,700 |
| 2 | Manly ferry in a southerly, 1958 | 18 | 30 (minimum) | A$60 | A$1,800 |
| | | | | GST 10% | A$450 |
| | | | | Total incl. GST | A$4,950 |
## Special conditions
1> If the Programme is cancelled before its first broadcast, a cancellation fee of 50% of the licence fees is payable instead of the licence fees.
1> No use in advertising, social media or cinema. Any other use requires a new licence.
Signed for the Library: M. Costa, Sales Manager - 20/07/2026
Signed for the Licensee: J. Whitlam, Series Producer - 21/07/2026
`,
    expected: {
      parties: ["Southern Cross Newsfilm Library Pty Ltd", "Blackwattle Productions Pty Ltd"],
      signed: "2026-07-21",
      start: "2026-09-05",
      end: "2029-09-04",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["AUD 2700", "AUD 1800"],
      flags: []
    }
  },
  {
    id: "n16h-04-dach-archive-commercial-clip-email",
    style: "n16h-archive-footage-clip-licences",
    format: "text",
    source: `
# Licence confirmation KMA-2026-311 - archive clips for the Alpenmilch campaign
From: Sabine Kreuzer <licensing@kestrel-archive.de>
To: Jonas Vogel <j.vogel@brandwerk-agentur.de>
Date: 2 September 2026
Dear Jonas,
As agreed on the phone, Kestrel Motion Archive GmbH (the "Archive") licenses to Brandwerk Agentur GmbH (the "Licensee") the two clips below for the Licensee's campaign "Alpenmilch - seit 1926" (one 30-second TV spot, a 60-second cinema version and an online film). Alpenmilch AG is the Licensee's end client and is not a party to this licence.
Rights per clip:
| Clip | Seconds | Rate | Fee | Media | Territory | Period |
| KMA-0712 Dairy farm, Allgäu 1931 | 12 | EUR 250 per second | EUR 3,000 | TV, cinema advertising, online video on the brand website | Germany, Austria, Switzerland | 12 months from 1 October 2026 |
| KMA-0988 Milk lorry, Munich 1954 | 8 | EUR 250 per second | EUR 2,000 | TV, cinema advertising, online video on the brand website | Germany, Austria, Switzerland | 12 months from 1 October 2026 |
Social media (Instagram, YouTube, TikTok): NOT licensed. Quote on request.
Exclusivity: none. The licence is non-exclusive.
Fees are net; 19% German VAT is added to the invoice.
Please reply "accepted" to make this licence binding.
Best regards, Sabine Kreuzer, Licensing, Kestrel Motion Archive GmbH
---
From: Jonas Vogel <j.vogel@brandwerk-agentur.de>
Date: 4 September 2026
Accepted for Brandwerk Agentur GmbH. Jonas Vogel, Head of Production
`,
    expected: {
      parties: ["Kestrel Motion Archive GmbH", "Brandwerk Agentur GmbH"],
      signed: "2026-09-04",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: false,
      fees: ["EUR 3000", "EUR 2000"],
      flags: []
    }
  },
  {
    id: "n16h-05-museum-book-cover-permission",
    style: "n16h-reproduction-permissions",
    format: "pdf",
    source: `
# THE HARLAND MUSEUM AND ART GALLERY - PERMISSION TO REPRODUCE
Image Licensing Department, Castle Street, Norwich NR1 3JU
Permission ref. HMAG/IL/2026/0093 - Date of issue: 16 March 2026
## Applicant
Ostrava Books Limited, 31 Clerkenwell Close, London EC1R 0AT (the "Applicant")
## Grantor
The Trustees of the Harland Museum and Art Gallery (the "Museum")
## Work
Thomas Keel (1851-1920), Portrait of Ada Wrenfield, 1889, oil on canvas, accession no. HMAG.1903.44 (the "Image", as supplied by the Museum as a high-resolution file, free of charge).
## Permitted use
| Use | Front cover of the paperback novel "The Wrenfield Letters" by Maud Penhale, first edition, print run up to 8,000 copies |
| Promotion | The cover as printed, on the Applicant's website, on online retailers' listings of the book and on the Applicant's social media accounts, for promotion of the book only |
| Language | English |
| Territory | The World, excluding the United States of America and Canada |
| Period | Five years from the date of issue |
| Exclusivity | Non-exclusive |
## Fees
| Reproduction fee (cover, up to 8,000 copies) | £350.00 |
| VAT at 20% | £70.00 |
| Total | £420.00 |
A reprint beyond 8,000 copies is charged at £120.00 for each further 5,000 copies, payable only if the reprint is made.
## Conditions
1> The Image shall not be cropped, overprinted, tinted or altered except as shown in the cover proof approved by the Museum.
1> The credit "Image courtesy of the Trustees of the Harland Museum and Art Gallery" shall appear on the back cover or the imprint page.
1> This permission is personal to the Applicant. It may not be transferred, assigned or sub-licensed.
1> Any use not stated above requires a new application and fee.
Issued for the Museum: R. Okafor, Image Licensing Manager, 16 March 2026
Accepted for the Applicant: Petra Novak, Managing Director, 18 March 2026
`,
    expected: {
      parties: ["The Trustees of the Harland Museum and Art Gallery", "Ostrava Books Limited"],
      signed: "2026-03-18",
      start: "2026-03-16",
      end: "2031-03-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 350"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n16h-06-picture-library-rights-managed-licence",
    style: "n16h-reproduction-permissions",
    format: "text",
    source: `
# LUMEN PICTURE LIBRARY LTD - RIGHTS-MANAGED LICENCE AND INVOICE No. LPL-INV-48812
Lumen Picture Library Ltd, 5 Hoxton Square, London N1 6NU. VAT reg. GB 311 4420 87
Licence issued: 8 April 2026
Licensee (the Client): Glenrock Mineral Water Ltd, Glenrock House, Pitlochry PH16 5AB
Ordered by: Fairbairn & Cole Advertising Ltd, as agent for the Client (the agency is not a party to this licence)
Image: LPL-220871 "Loch Rannoch at dawn", photographer Iain Bruce (represented by the Library)
Licensed use:
| Media | 48-sheet and 6-sheet posters; full-page advertisements in trade and consumer press |
| Territory | United Kingdom |
| Period | 3 months from 15 April 2026 |
| Exclusivity | Industry exclusivity (bottled water and soft drinks), United Kingdom, for the Period: PURCHASED |
| Not included | Online, social media, television, packaging, point of sale |
Charges:
| Licence fee (posters and press, UK, 3 months) | GBP 2,850.00 |
| Industry exclusivity | GBP 900.00 |
| Sub-total | GBP 3,750.00 |
| VAT 20% | GBP 750.00 |
| Total due | GBP 4,500.00 |
This licence takes effect on payment in full. The Library's standard terms apply; where they differ from this licence, this licence prevails.
`,
    expected: {
      parties: ["Lumen Picture Library Ltd", "Glenrock Mineral Water Ltd"],
      signed: "2026-04-08",
      start: "2026-04-15",
      end: "2026-07-14",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "print"],
      exclusive: true,
      fees: ["GBP 2850", "GBP 900"],
      flags: []
    }
  },
  {
    id: "n16h-07-irish-gallery-filming-permission",
    style: "n16h-reproduction-permissions",
    format: "scan",
    source: `
# CORRIB GALLERY OF ART - PERMISSION TO FILM AND REPRODUCE WORKS
Registered charity no. 20071234 - Merchants Road, Galway H91 X2T4
THIS PERMISSION is given by the Corrib Gallery of Art, a company limited by guarantee (the "Gallery"), to Teach Solais Films Limited, 12 Dominick Street, Galway (the "Producer").
## 1. Works and programme
The Producer may film, on 12 May 2026 in the Gallery's Long Room, the two works listed below and reproduce the footage and still images of them in the documentary "Painting the West" (1 x 52 minutes) (the "Programme").
| Work | Artist | Accession no. |
| The Claddagh at Evening | Mary Swanzy | CGA.1961.7 |
| Turf Boats, Kinvara | Seán Keating | CGA.1948.22 |
## 2. Rights
2> The permission covers all television (linear and on-demand), theatrical and festival exhibition of the Programme, and the Producer's and its broadcasters' online platforms, throughout the world, in perpetuity.
2> The permission takes effect on the day of filming, 12 May 2026.
2> The Producer may sub-license these rights to the broadcasters and distributors of the Programme.
2> The permission does not extend to advertising, merchandise or any publication other than the Programme.
## 3. Fee
| 2 works at EUR 600.00 each | EUR 1,200.00 |
| VAT at 23% | EUR 276.00 |
| Total | EUR 1,476.00 |
Staff supervision outside opening hours, if needed, is recharged at cost and is not part of the fee.
## 4. Conditions
The permission is non-exclusive. The works shall be credited "Courtesy of the Corrib Gallery of Art" in the end credits. No work shall be handled except by the Gallery's staff.
Signed on behalf of the Gallery: Úna Ní Fhlaithearta, Director, 2 April 2026
Signed on behalf of the Producer: Cathal Joyce, Producer, 7 April 2026
`,
    expected: {
      parties: ["Corrib Gallery of Art", "Teach Solais Films Limited"],
      signed: "2026-04-07",
      start: "2026-05-12",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: false,
      fees: ["EUR 1200"],
      flags: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "n16h-08-uk-english-dub-session-buyout",
    style: "n16h-game-localisation-voice-contracts",
    format: "docx",
    source: `
# VOICE PERFORMER AGREEMENT - GAME LOCALISATION (ENGLISH DUB)
Project: "Kageboshi: Ember Road" - English localisation. Character: Sister Oren (principal).
## Parties
1> Loopline Localisation Ltd, Unit 6, Baltic Triangle, Liverpool L1 0AH (the "Producer"), engaged by the game's publisher Hoshimura Interactive K.K. (the "Publisher", not a party to this agreement).
1> Niamh Doherty, of 19 Rodney Street, Liverpool L1 9EF (the "Performer").
## Sessions
| Date | Studio | Hours |
| 9 June 2026 | Loopline Studio A | 4 |
| 11 June 2026 | Loopline Studio A | 4 |
| 16 June 2026 | Loopline Studio B | 3 |
## Fees
| Session fee: 11 hours at £220.00 per hour | £2,420.00 |
| Buyout fee (150% of the session fee, payable because the full buyout box is ticked) | £3,630.00 |
Pick-up sessions within 90 days of the last session are paid at £220.00 per hour, only if called. A session cancelled by the Producer with less than 48 hours' notice is paid at 50% of its session fee.
## Usage (tick one box)
| [X] | Full buyout: all media now known or hereafter devised, worldwide, in perpetuity, including in-game use, downloadable content, trailers and advertising. No further fees are payable for any use. |
| [ ] | Game only: in-game use only; each marketing campaign paid at 50% of the session fee. |
## Terms
1> The rights granted start on the first session, 9 June 2026.
1> This engagement is non-exclusive: the Performer may voice characters in other games.
1> The Performer unconditionally waives all moral rights in the recordings and the performance.
1> The Producer may assign this agreement and the rights in the recordings to the Publisher without the Performer's further consent.
1> The Producer shall not use the recordings to create a synthetic or cloned voice of the Performer.
Signed by the Performer: Niamh Doherty, 28 May 2026
Signed for Loopline Localisation Ltd: Tom Ainsworth, Director, 2 June 2026
`,
    expected: {
      parties: ["Loopline Localisation Ltd", "Niamh Doherty"],
      signed: "2026-06-02",
      start: "2026-06-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 2420", "GBP 3630"],
      flags: ["perpetual_term", "unlimited_media", "buyout", "moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "n16h-09-us-per-line-booking-form",
    style: "n16h-game-localisation-voice-contracts",
    format: "docx",
    source: `
# QUILLFEATHER GAMES - VOICE OVER BOOKING FORM (NON-UNION)
Studio: Quillfeather Games LLC, 410 SW Oak Street, Portland, OR 97204 ("Studio")
Performer: Dario Mendez, Tucson, AZ ("Performer")
Game: "Lanternfall" (PC and consoles), Latin American Spanish localisation. Roles: Capitán Ferro, Vendor 3.
## Rates
| Basis | Rate | Quantity | Amount |
| Per line | $2.50 per line | 640 lines recorded | $1,600.00 |
| Minimum booking | $150.00 per hour | 2 hours | $300.00 (does not apply: the per-line amount is higher) |
Fee payable: the per-line amount above. A deposit of $800 is paid on booking and credited against it.
## Usage
Use of the recordings in the game on all platforms, and in trailers and marketing for the game on the Studio's YouTube, Twitch and TikTok channels, its Steam store page and its website. No use in broadcast television or cinema advertising without a separate agreement and fee.
Territory: worldwide.
Term: all rights under this form run for ten (10) years from the game's commercial release on March 3, 2027.
## Buyout (tick one)
| [ ] | Buyout: all uses, all games, no further fees |
| [X] | Per use: any use in another game, DLC or expansion requires a new agreement and fee |
## Other terms
The Performer is not exclusive to the Studio. Payment net 30 from the last session.
Signed (e-signature): Dario Mendez, July 14, 2026
Signed for Quillfeather Games LLC: Ada Brennan, Audio Director, July 15, 2026
`,
    expected: {
      parties: ["Quillfeather Games LLC", "Dario Mendez"],
      signed: "2026-07-15",
      start: "2027-03-03",
      end: "2037-03-02",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 1600"],
      flags: ["long_term"],
      denies: ["buyout"]
    }
  },
  {
    id: "n16h-10-brazilian-dubbing-contract-translation",
    style: "n16h-game-localisation-voice-contracts",
    format: "scan",
    source: `
# CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE DUBLAGEM (translation from Portuguese)
CONTRATANTE: Estúdio Ponte Dublagem Ltda., CNPJ 12.345.678/0001-90, Rua Augusta 1200, São Paulo/SP, hereinafter the "PRODUCER".
CONTRATADO: Rafael Tavares Moreira, CPF 123.456.789-00, voice actor (DRT 45.678), hereinafter the "ACTOR".
## Clause 1 - Object
The ACTOR will dub the character "Iara" into Brazilian Portuguese for the game "Rios de Cinza" (the "Game"), published by Caravela Games S.A., which is not a party to this contract.
## Clause 2 - Sessions and fees
| Item | Quantity | Unit value | Total |
| Dubbing sessions (hours) | 6 | R$ 350,00 | R$ 2.100,00 |
| Assignment of rights in the dubbed voice (cessão de direitos) | 1 | R$ 1.500,00 | R$ 1.500,00 |
| Gross total | | | R$ 3.600,00 |
Amounts are gross; INSS and IRRF are withheld at source as the law requires. A session cancelled by the PRODUCER less than 24 hours before it starts is paid at 50% of its value.
## Clause 3 - Rights
3.1 The ACTOR authorises the use of the recordings in the Game and in its trailers and advertising on television, the internet and social networks.
3.2 Territory: Brazil and Portugal.
3.3 Term: 10 (ten) years counted from the commercial release of the Game, on 14 October 2026.
3.4 This contract does not create exclusivity: the ACTOR may dub other works and games.
3.5 The PRODUCER may assign this contract and the rights in it to the publisher of the Game without further consent of the ACTOR.
## Clause 4 - Forum
The parties elect the forum of the district of São Paulo/SP.
São Paulo, 25 August 2026.
PRODUCER: Estúdio Ponte Dublagem Ltda. (signed by Helena Prado, partner)
ACTOR: Rafael Tavares Moreira (signed)
`,
    expected: {
      parties: ["Estúdio Ponte Dublagem Ltda.", "Rafael Tavares Moreira"],
      signed: "2026-08-25",
      start: "2026-10-14",
      end: "2036-10-13",
      perpetual: false,
      territories: ["BR", "PT"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["BRL 2100", "BRL 1500"],
      flags: ["long_term", "assignable"]
    }
  }
]
