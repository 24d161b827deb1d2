// Independent author "n30e" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of n11's batch for the
// file convention, check-batch.ts, and the names of the files in unseen/ and independent/), and committed before the
// reader was run on it. Three styles: holiday-park and caravan-park guest releases (a UK park's release with a party
// table and role labels, a "Great Outdoors" brochure name over a grant that excludes outdoor posters, a refundable
// pitch or hook-up deposit beside the fee or beside no fee, a "Dear Mr ..." letter the guest countersigns, a "Cinema
// Lawn" that is a patch of grass, a creator stay agreed by e-mail whose term runs from a Launch Date given later and
// whose exclusivity bars other park operators); tennis academy coach and junior player image agreements (a parent
// signing for a minor who is said not to be a party, a "Sub-licensing" heading over a clause that forbids it, a US
// racquet-brand endorsement with a fee table, capped travel, a cancellation fee, a paid extension option, an "Outdoor
// Court" string and a First Use Date defined at the end, a one-page scanned coach release whose initialled amendment
// shortens the term, a Spanish academy licence with an exclusive grant carved out for a personal sponsor, automatic
// renewal, an assignment right and a tuition sum that is not a fee); and e-scooter and bike-share rider campaign
// releases (a "Broadcast Your Ride" campaign that licenses no broadcast, dates only in a schedule table, the rider
// named only in the signature table; a US one-paragraph buyout release in all media for ever; a brand's ambassador
// agreement for a "Print City" campaign that excludes print, with a competitor restriction carved out for a transport
// partner, VAT and expenses beside two fees, and a rider clause that replaces the territory).
//
// Answer rules decided by this author: the parties are the two who are bound by the document (a park manager or brand
// officer signing for a company is not, a minor for whom a parent signs and who is said not to be a party is not, an
// academy named as "not a party" is not); a letter or e-mail binds its addressee once accepted, and its signing date
// is the date of the acceptance or countersignature; where the two sides sign on different days the signing date is
// the later signature; the start is the date the licence is said to start (the signature date when "from the date of
// this release" or "effective on the date signed"), and "N months/years from X" ends the day before the anniversary
// of X, X taken from wherever the document defines it; fees are the sums paid for services or rights (a session fee
// and a usage fee are two fees); deposits, their refunds, expenses, VAT, tuition, hourly rates owed only if a session
// is held, cancellation fees and the price of an option to extend are not fees, and a complimentary stay is not a
// sum; website and app are web, Instagram, Facebook and TikTok social, brochures, prospectuses, newsletters and
// flyers print, television broadcast, billboards, bus-shelter and transit posters, hoardings, outside banners and
// parking-bay signage out_of_home, shop displays and point-of-sale in_store; a campaign, product or place name
// holding a channel word grants nothing; "all media now known or hereafter devised" is every channel and
// unlimited_media; exclusivity is true when the grant is called exclusive or the talent promises not to work for a
// category's competitors (the latter also non_compete, a carve-out for a named sponsor leaves it true), false when
// called non-exclusive or the talent is expressly free to work for others, null when silent; perpetual ("in
// perpetuity") raises perpetual_term and leaves the end null, without no_end_date; irrevocable raises
// irrevocable_grant, a "buyout payment" buyout, a disrepute clause morality_clause, automatic yearly renewal
// automatic_renewal (the end stays that of the first term), a right to assign the agreement to a successor
// assignable; "shall not / may not sub-license" denies sublicensable, "may not assign" denies assignable, "shall not
// renew automatically" denies automatic_renewal; an amendment or rider that says it prevails replaces the clause it
// names.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30e-holiday-park-guest-releases",
  "n30e-tennis-academy-image-agreements",
  "n30e-micromobility-rider-campaign-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30e-01-holiday-park-guest-photo-release",
    style: "n30e-holiday-park-guest-releases",
    format: "docx",
    source: `
# Seabrook Holiday Parks - Guest Photography and Filming Release
This release is made on 14 June 2026 between:
| Park operator | Seabrook Holiday Parks Limited, company number 04418276, of Dune Road, Camber, East Sussex TN31 7RT (the "Park") |
| Guest | Joanna Pryce, of 22 Larch Close, Maidstone ME15 6QE (the "Guest") |
## 1. Background
The Park is producing its "Great Outdoors Summer" brochure and guest campaign. During her stay in holiday home 14 at Seabrook Camber, the Guest and her family were photographed and filmed around the park, the pool and the beach walk.
## 2. Permission
1> The Guest grants the Park a non-exclusive licence to use the photographs and footage (the "Material") in the Park's printed brochures and leaflets, on the Park's website and on the Park's social media accounts.
1> No other use is licensed. In particular the Material shall not be used in television or radio advertising, in cinema advertising, or on billboards or other outdoor posters, whatever the name of the campaign.
1> The licence covers the United Kingdom and the Republic of Ireland.
## 3. Term
The licence runs for three years from the date of this release and then ends. The Park will not place the Material in any new publication after that date, although brochures already printed may be used up.
## 4. Payment
1> The Park shall pay the Guest a fee of £200 within 30 days of signature.
1> Separately, the Park will refund in full the Guest's £75 pitch damage deposit at the end of her stay, as for every guest. The deposit refund is not a payment for this release.
## 5. Third parties
The Park shall not sub-license, sell or lend the Material to any third party, including its tour partners.
## 6. Children
The Guest confirms that she is the parent of the two children shown in the Material and gives this release for them.
| Signed for Seabrook Holiday Parks Limited | Colin Ashdown, Marketing Manager | 14 June 2026 |
| Signed by the Guest | Joanna Pryce | 14 June 2026 |
`,
    expected: {
      parties: ["Seabrook Holiday Parks Limited", "Joanna Pryce"],
      signed: "2026-06-14",
      start: "2026-06-14",
      end: "2029-06-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30e-02-caravan-park-letter-release",
    style: "n30e-holiday-park-guest-releases",
    format: "scan",
    source: `
# HEATHERBANK CARAVAN PARK LTD
Heatherbank Lane, Aviemore PH22 1QS
28 July 2025
Dear Mr Okafor,
Thank you for letting our photographer take pictures of you and your touring caravan at the Cinema Lawn film night on 26 July. We would like to use some of them to promote the park, and this letter sets out what we are asking for. If you agree, please sign and date the copy below and hand it back at reception.
1. You give Heatherbank Caravan Park Ltd permission to use the photographs on our website, on our Facebook and Instagram pages and in our printed visitor guide. (The Cinema Lawn is our name for the grass area by the shop; we will not use the photographs in any cinema.)
2. The permission starts on the date you sign below and is given in perpetuity. It is irrevocable, so we will not need to ask you again.
3. The permission covers use anywhere in the world, as our website and pages can be seen everywhere.
4. You will not receive any payment for this permission. Your £50 electric hook-up deposit will be returned when you leave, as usual.
5. We will not sell or sub-license the photographs or pass them to any other business.
Yours sincerely,
Isla Munro, Park Manager, for Heatherbank Caravan Park Ltd
I agree to the above.
Signed: Daniel Okafor    Date: 2 August 2025
`,
    expected: {
      parties: ["Heatherbank Caravan Park Ltd", "Daniel Okafor"],
      signed: "2025-08-02",
      start: "2025-08-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30e-03-lodge-resort-creator-stay",
    style: "n30e-holiday-park-guest-releases",
    format: "text",
    source: `
# Lowmoor Lakes - Creator Stay Agreement (agreed terms)
From: Beth Carrow, Partnerships, Lowmoor Lakes Resort Limited
To: Freya Lindqvist
Date: 20 January 2026
Freya, further to our call, these are the agreed terms for your stay and content. Please reply "agreed" and they become binding between Lowmoor Lakes Resort Limited and you.
1. Stay: a complimentary four-night stay in a lakeside lodge for you and your family, dates to be fixed with reservations. The stay is hospitality, not payment.
2. Content: 3 Instagram Reels, 6 Stories and 1 TikTok video about the stay, posted on your own accounts, plus our right to repost them on our social accounts and embed them on our website.
3. Fee: £600, payable within 14 days of the last post going live. Travel expenses up to £80 reimbursed against receipts (not part of the fee).
4. Term: 12 months from the Launch Date. Our use stops at the end of the Term.
5. Territory: United Kingdom.
6. Exclusivity: during the Term you shall not promote any other holiday park, caravan park or lodge resort operator in the UK. Other travel content (hotels abroad, airlines) is fine.
7. No television, print or outdoor use is licensed.
8. Launch Date: 1 March 2026, the day our spring season opens.
Beth
---
From: Freya Lindqvist
Date: 21 January 2026
Agreed. Freya
`,
    expected: {
      parties: ["Lowmoor Lakes Resort Limited", "Freya Lindqvist"],
      signed: "2026-01-21",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["GBP 600"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n30e-04-junior-player-image-consent",
    style: "n30e-tennis-academy-image-agreements",
    format: "pdf",
    source: `
# KINGSMERE TENNIS ACADEMY - JUNIOR PLAYER IMAGE AGREEMENT 2026/27
This agreement is made between Kingsmere Tennis Academy Limited, of The Pavilion, Kingsmere Park, Guildford GU1 2AB (the "Academy"), and Siobhan Brennan, of 8 Weyside Road, Guildford GU1 1HZ, acting as parent and legal guardian of Ava Brennan (the "Player"). The Player is a minor and is not herself a party to this agreement; Siobhan Brennan gives every permission and promise in it.
## 1. Images
"Images" means photographs and video of the Player taken by or for the Academy at training sessions, squad matches and academy events during the Season.
## 2. Season
The Season runs from 1 September 2026 until 31 August 2027. The Academy may use the Images only during the Season.
## 3. Use
The Academy may use the Images on its website, on its Instagram and Facebook pages, and in its printed prospectus and term newsletters. The Images shall not be used in any paid advertising on television, at the cinema or on outdoor hoardings.
## 4. Territory
United Kingdom only.
## 5. Payment
No fee or other payment is made for this agreement. The Player's coaching fees for the Season are set out separately in the Academy's fee schedule and are not affected by it.
## 6. Sub-licensing
The Academy may not sub-license the Images or permit any sponsor, federation or other third party to use them.
## 7. Withdrawal
Siobhan Brennan may ask the Academy to stop using a particular Image at any time and the Academy will remove it from its website and social pages within 14 days.
| Signed for Kingsmere Tennis Academy Limited | Dominic Hale, Head of Academy | 18 August 2026 |
| Signed by the parent and guardian | Siobhan Brennan | 18 August 2026 |
`,
    expected: {
      parties: ["Kingsmere Tennis Academy Limited", "Siobhan Brennan"],
      signed: "2026-08-18",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30e-05-racquet-brand-head-coach-endorsement",
    style: "n30e-tennis-academy-image-agreements",
    format: "docx",
    source: `
# COACH ENDORSEMENT AND IMAGE LICENSE AGREEMENT
This Coach Endorsement and Image License Agreement (this "Agreement") is entered into as of January 15, 2026 (the "Execution Date") by and between:
| Company | Vantage Strings, Inc., a Delaware corporation, 400 Meeting Street, Charleston, SC 29401 ("Company") |
| Coach | Luis Ferreira-Santos, Director of Tennis at Palmetto Ridge Tennis Academy, an individual ("Coach") |
Palmetto Ridge Tennis Academy, LLC is not a party to this Agreement and grants no rights under it.
## 1. Services
1.1 Coach shall render one (1) session day on or about February 10, 2026 for photography and filming of Coach using the Vantage Outdoor Court 17 string and the Vantage Apex racquet line (the "Products").
## 2. License
2.1 Company may use Coach's name, likeness and the session materials to advertise the Products in the following media only: television commercials; Company's website; Company's social media accounts; billboards and transit posters; and point-of-sale displays in sporting goods retail stores.
2.2 Cinema advertising is excluded. Despite the name of the "Outdoor Court" string, outdoor use is licensed only as stated in Section 2.1.
2.3 Territory: the United States and Canada.
## 3. Term
The license term begins on the First Use Date and continues for eighteen (18) months. This Agreement shall not renew automatically; any extension requires a new written agreement, except as provided in Section 5.3.
## 4. Exclusivity
During the term Coach shall not endorse, appear in advertising for or accept products from any other manufacturer of tennis racquets or strings. Coach may continue to coach and to appear in academy materials of Palmetto Ridge Tennis Academy, LLC.
## 5. Compensation
| Item | Amount | When |
| Session fee | USD 7,500 | within 30 days after the session day |
| Usage fee | USD 15,000 | within 30 days after the First Use Date |
| Travel and lodging | reimbursed at cost, up to USD 1,200 | against receipts |
5.1 The amounts in this Section are the only compensation due, apart from reimbursement of travel and lodging, which is not a fee.
5.2 If Company cancels the session day less than 72 hours in advance, Company shall pay a cancellation fee of USD 2,000 in place of the session fee.
5.3 Company may extend the term by twelve (12) months by written notice and payment of USD 9,000 before the term ends.
## 6. Conduct
If Coach is charged with a crime or commits any act that brings Coach into public disrepute or offends the community, Company may terminate this Agreement on written notice and cease all use.
## 7. First Use Date
The "First Use Date" is March 2, 2026, the date on which the Products' spring campaign launches.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Execution Date.
| VANTAGE STRINGS, INC. | By: Rachel Donnelly, VP Marketing |
| COACH | Luis Ferreira-Santos |
`,
    expected: {
      parties: ["Vantage Strings, Inc.", "Luis Ferreira-Santos"],
      signed: "2026-01-15",
      start: "2026-03-02",
      end: "2027-09-01",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["USD 7500", "USD 15000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30e-06-indoor-centre-coach-release-amended",
    style: "n30e-tennis-academy-image-agreements",
    format: "scan",
    source: `
# RIVERSIDE INDOOR TENNIS CENTRE - COACH IMAGE RELEASE
Parties: Riverside Indoor Tennis Centre CIC, Mill Wharf, Reading RG1 8EQ (the Centre) and Marta Kowalczyk (the Coach).
1. The Coach allows the Centre to use photographs and short video clips of her coaching at the Centre.
2. Use: the Centre's website, its social media pages, its printed term programme, and banners on the Centre's outside fences and the roadside hoarding on Mill Wharf.
3. Territory: United Kingdom.
4. Term: 2 years from 1 April 2025.
5. Fee: the Centre will pay the Coach £400 on signature. Any extra filming session will be paid at £25 per hour if one is held.
6. This is a non-exclusive permission. The Coach remains free to appear in promotions for other clubs and brands.
Signed for the Centre: Priya Shah, Centre Manager, 20 March 2025
Signed by the Coach: Marta Kowalczyk, 20 March 2025
AMENDMENT (initialled PS and MK, 20 March 2025, prevails over clause 4): in clause 4, "2 years" is deleted and replaced by "1 year".
`,
    expected: {
      parties: ["Riverside Indoor Tennis Centre CIC", "Marta Kowalczyk"],
      signed: "2025-03-20",
      start: "2025-04-01",
      end: "2026-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: []
    }
  },
  {
    id: "n30e-07-spanish-academy-scholar-image-licence",
    style: "n30e-tennis-academy-image-agreements",
    format: "pdf",
    source: `
# IMAGE LICENCE AGREEMENT - ACADEMY PLAYER
Dated 10 June 2026
## Parties
(1) Academia de Tenis Costa Blanca S.L., a Spanish company with registered office at Avenida del Puerto 12, 03540 Alicante, Spain (the "Academy"); and
(2) Lukas Brandt, born 3 May 2008, of Carrer Major 5, 03560 El Campello, Spain (the "Player").
## 1. Grant
1.1 The Player grants the Academy an exclusive licence to use the Player's name, image and likeness to promote the Academy's coaching programmes, residential camps and academy shop.
1.2 The exclusivity does not affect the Player's existing personal sponsorship with Helix Sport GmbH, which may continue to use the Player's image for its own racquets under its own contract.
1.3 Permitted media: the Academy's website; the Academy's social media channels; printed brochures and camp flyers; and posters and displays inside the Academy shop.
1.4 The Academy shall not use the Player's image in television or cinema advertising.
1.5 Territory: Spain, Portugal and Germany.
## 2. Term
2.1 The licence starts on 1 July 2026 and continues for three years.
2.2 At the end of that period, and of each renewal period, the licence renews automatically for a further year unless either party gives written notice of non-renewal at least 60 days before it would renew.
## 3. Fees
3.1 The Academy shall pay the Player an image fee of EUR 3,000 on 1 July 2026.
3.2 The Player's tuition for the 2026/27 season (EUR 21,000) is payable by the Player under his enrolment contract and is not changed or reduced by this agreement.
3.3 All sums are exclusive of VAT, which will be added where applicable.
## 4. Assignment
The Academy may assign this agreement to any company that takes over the operation of the Academy, on written notice to the Player.
## 5. Law
Spanish law governs this agreement.
Signed: for Academia de Tenis Costa Blanca S.L., Javier Morales Ruiz, Director - 10 June 2026
Signed: Lukas Brandt - 10 June 2026
`,
    expected: {
      parties: ["Academia de Tenis Costa Blanca S.L.", "Lukas Brandt"],
      signed: "2026-06-10",
      start: "2026-07-01",
      end: "2029-06-30",
      perpetual: false,
      territories: ["ES", "PT", "DE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["EUR 3000"],
      flags: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "n30e-08-escooter-broadcast-your-ride-release",
    style: "n30e-micromobility-rider-campaign-releases",
    format: "docx",
    source: `
# Kestrel - "Broadcast Your Ride" Rider Campaign Release
Kestrel Micromobility Limited, 5 Temple Quay, Bristol BS1 6DZ ("Kestrel"), runs the Kestrel e-scooter and e-bike hire scheme in Bristol and Bath. This release is given to Kestrel by the rider who signs it below (the "Rider").
## 1. The campaign
"Broadcast Your Ride" is Kestrel's summer safety campaign. The name is a slogan only: no television or radio broadcast use is licensed by this release.
## 2. What Kestrel may do
2.1 Kestrel may use the photographs and video of the Rider taken on the shoot day (the "Content") on Kestrel's website and app, on Kestrel's social media accounts, and on posters at bus shelters and on the signage at Kestrel parking bays.
2.2 The licence is non-exclusive and covers the United Kingdom only.
2.3 Kestrel may not assign this release or transfer the Content to anyone else.
## 3. Payment
3.1 Kestrel will pay the Rider a fee of £750 by bank transfer within 21 days of the shoot day.
3.2 Kestrel will also reimburse up to £40 of travel costs to the shoot, which is not part of the fee.
3.3 If Kestrel cancels the shoot less than 48 hours before it starts, Kestrel will pay a cancellation fee of £200 instead of the fee in 3.1.
## 4. Schedule
| Item | Detail |
| Shoot day | 28 April 2026, Harbourside, Bristol |
| Campaign period (licence starts) | 1 May 2026 |
| Campaign period (licence ends) | 31 October 2026 |
| Territory | United Kingdom |
## 5. Signature
| Rider name | Harriet Mensah |
| Rider signature | H. Mensah |
| Date | 22 April 2026 |
| For Kestrel Micromobility Limited | Tom Baxendale, Brand Lead, 22 April 2026 |
`,
    expected: {
      parties: ["Kestrel Micromobility Limited", "Harriet Mensah"],
      signed: "2026-04-22",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n30e-09-bikeshare-rider-buyout-release",
    style: "n30e-micromobility-rider-campaign-releases",
    format: "text",
    source: `
# LOOP & SPOKE BIKESHARE - RIDER APPEARANCE RELEASE AND BUYOUT
Effective on the date signed below.
For good and valuable consideration, namely a one-time buyout payment of USD 500, I, Derek Yamamoto, grant to Loop & Spoke Bikeshare, Inc., 220 W. Kinzie Street, Chicago, IL 60654 ("Loop & Spoke"), and its successors, the irrevocable right to use the photographs, film and audio recordings of me made on September 6, 2025 while riding Loop & Spoke bikes and e-bikes (the "Recordings").
Loop & Spoke may use the Recordings in all media now known or hereafter devised, throughout the world, in perpetuity, for advertising and any other lawful purpose, without further payment of any kind. The USD 500 buyout is the full and final payment for all uses; no residuals, reuse or renewal fees will be owed.
I understand that Loop & Spoke owns the Recordings and that I will not be asked to approve any edit.
Signed: Derek Yamamoto
Date: September 6, 2025
Accepted for Loop & Spoke Bikeshare, Inc.: Alana Ruiz, Community Marketing Manager
`,
    expected: {
      parties: ["Loop & Spoke Bikeshare, Inc.", "Derek Yamamoto"],
      signed: "2025-09-06",
      start: "2025-09-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["USD 500"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "buyout"]
    }
  },
  {
    id: "n30e-10-escooter-brand-rider-with-rider-clause",
    style: "n30e-micromobility-rider-campaign-releases",
    format: "pdf",
    source: `
# RIDER AMBASSADOR AGREEMENT - "VOLTRA PRINT CITY" CAMPAIGN
## Parties
| Brand | Voltra Mobility GmbH, Torstrasse 140, 10119 Berlin, Germany ("Voltra") |
| Rider | Chloe Martin, 14 rue des Martyrs, 75009 Paris, France (the "Rider") |
## 1. Definitions
"Campaign" means Voltra's spring e-scooter campaign called "Voltra Print City", in which riders leave a digital trail on a city map. The name does not refer to printed media.
"Launch Date" has the meaning given in Schedule 1.
## 2. Services
The Rider shall take part in two shoot days in Paris and post four sponsored videos on her own Instagram and TikTok accounts.
## 3. Licence
3.1 The Rider grants Voltra a licence to use the Campaign content featuring the Rider on Voltra's social media accounts, on Voltra's website and app, and on posters at Voltra scooter parking hubs.
3.2 Excluded: television, cinema and print advertising of any kind.
3.3 The licence runs for six (6) months from the Launch Date.
## 4. Territory
France.
## 5. Exclusivity
5.1 During the licence period the Rider shall not appear in advertising for, or post sponsored content about, any other e-scooter, e-bike or bike-share operator.
5.2 This exclusivity does not apply to the Rider's existing paid partnership with the RATP public transport network, which may continue.
## 6. Fees
6.1 Voltra shall pay the Rider a shoot fee of EUR 2,500 and a usage fee of EUR 1,500.
6.2 VAT at the French rate, if chargeable, will be added to each invoice. Voltra will pay the Rider's reasonable travel expenses up to EUR 150 in total.
## Schedule 1
| Launch Date | 15 March 2027 |
| Shoot days | 2 and 3 March 2027 |
## Rider 1 (agreed by both parties; prevails over clause 4)
Clause 4 is deleted and replaced by: "Territory: France and Belgium."
## Signatures
| For Voltra Mobility GmbH | Jana Weber, Head of Brand | 12 February 2027 |
| The Rider | Chloe Martin | 18 February 2027 |
`,
    expected: {
      parties: ["Voltra Mobility GmbH", "Chloe Martin"],
      signed: "2027-02-18",
      start: "2027-03-15",
      end: "2027-09-14",
      perpetual: false,
      territories: ["FR", "BE"],
      channels: ["social", "web", "out_of_home"],
      exclusive: true,
      fees: ["EUR 2500", "EUR 1500"],
      flags: ["non_compete"]
    }
  }
]
