// Independent author "n30b" (wave 30), one development batch written without reading the reader's rules or the
// other batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file
// convention, check-batch.ts, and the file names in unseen/ and independent/), and committed before the reader was
// run on it. A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Styles: (1) opera and musical-theatre touring cast publicity agreements: a UK opera company's cast publicity
// agreement with the tour dates and the Final Performance Date only in a schedule table and a licence counted from
// it, a heading "Broadcast and Recording" over a body that licenses neither, a US touring-musical letter ("Dear
// Dante") binding its addressee for a production whose title holds the word "Cinema", and a short opera agreement
// whose rider replaces the territory and the exclusivity clauses and prevails; (2) equestrian show-jumping and
// dressage rider and horse-owner licences: a show-jumper's saddlery endorsement with an "excluding" list and a
// category exclusivity, a horse-owner's perpetual name licence whose owner is named only in the signature block and
// whose horse is called "Broadcast Breeze", a three-party dressage media consent given for no fee with a
// sub-licence to a broadcast partner, and a one-page horsebox deal with "Printwell Horseboxes" and a horse called
// "Billboard Lad" whose body forbids print and billboards; (3) police and fire-service recruitment campaign
// agreements: an agency's artiste agreement for a police recruitment campaign (client not a party, first
// transmission date in a schedule, two fees beside an option, overtime and a carve-out exclusivity), a US city fire
// department's participant release (perpetual, unpaid, a heading "Commercial Licensing" over a prohibition), and a
// fire and rescue authority's creator agreement that renews itself.
//
// Answer rules decided by this author: the parties are those bound by signing or accepting (an agent, an end client
// said to be "not a party", a horse and a venue are not); names as the document gives them, without role labels;
// the signing date is the date of the last signature (a letter: the countersignature); the start is the date the
// grant says it begins, the signing date where it says so; "N months from X" ends the day before the anniversary of
// X, and X may be a date defined later or in a schedule; an initial term that renews itself ends at the end of the
// initial term (automatic_renewal raised); fees are the sums paid for services or rights under this document, one
// per sum (a session fee and a usage fee are two fees); VAT, expenses, mileage, per diems, subsistence, product
// allowances and goods in kind, a refundable deposit, overtime if incurred, a cancellation payment and an option
// price are not fees; television and TV spots are broadcast, posters, billboards and transit shelters out_of_home,
// programmes, brochures, catalogues and magazines print, shelf and point-of-sale displays and packaging on shelf
// in_store, a party's own website or live stream on it web, its social accounts social, cinema screens cinema; a
// medium excluded or forbidden is not a channel whatever a heading or a name says; exclusivity is true where the
// talent promises not to do the same for a category's competitors (with non_compete raised), false where the text
// says non-exclusive or free to work for others, null where the text is silent; a rider that says it prevails
// replaces the clause it names; flags are raised only on express words (in perpetuity, irrevocable, may
// sub-license, renews automatically, disrepute or conviction, waives moral rights) and denied where the text rules
// the right out (shall not sub-license, may not assign, does not waive moral rights, will not renew automatically,
// a deleted restriction on other work); perpetual raises perpetual_term only, with no end; no fee raises
// no_fee_stated.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30b-touring-cast-publicity",
  "n30b-equestrian-rider-horse-licences",
  "n30b-emergency-service-recruitment"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30b-01-opera-tour-cast-publicity-schedule",
    style: "n30b-touring-cast-publicity",
    format: "docx",
    source: `
# CAST PUBLICITY AGREEMENT
Northern Lyric Opera - La Traviata - Autumn Tour 2026
THIS AGREEMENT is dated 3 August 2026
## Parties
(1) NORTHERN LYRIC OPERA LIMITED, a charitable company registered in England and Wales (company number 04418822), whose registered office is at The Grand Theatre, Clayton Street, Leeds LS1 6HX (the "Company"); and
(2) ELERI VAUGHAN-PRICE, of 14 Cathedral Road, Cardiff CF11 9LJ (the "Artist").
## Background
The Artist is engaged under a separate Principal Artist Engagement Contract to sing the role of Violetta Valery in the Company's touring production of La Traviata (the "Production"). This Agreement deals only with the use of the Artist's name, likeness, voice and biography to publicise the Production.
## Agreed terms
1> Definitions. "Tour" means the performances of the Production listed in the Schedule. "Final Performance Date" means the date of the last performance listed in the Schedule. "Materials" means photographs, rehearsal images and audio excerpts of the Artist made by or for the Company for the Tour.
1> Grant. The Artist grants the Company a licence to use the Materials and the Artist's name, approved likeness and approved biography to advertise and publicise the Production in the Territory, in the following media only: (a) the Company's website; (b) the Company's social media accounts; (c) printed programmes, season brochures and leaflets; and (d) posters, billboards and railway station advertising.
1> Territory. The Territory is the United Kingdom and the Republic of Ireland.
1> Licence Period. The licence begins on the date of this Agreement and continues for twelve (12) months from the Final Performance Date, after which the Company shall make no new use of the Materials.
1> Broadcast and Recording. No television, radio or cinema use of the Materials or of any performance is licensed under this Agreement. Any filming or broadcast of the Production shall be the subject of a separate agreement and fee negotiated with the Artist's agent.
1> Exclusivity. Nothing in this Agreement is exclusive. The Artist remains free to appear in publicity for any other opera company, festival or concert promoter, including during the Tour.
1> Publicity Fee. The Company shall pay the Artist a publicity fee of £600 within 30 days of the date of this Agreement, plus VAT if applicable. The touring subsistence allowance of £45 per night and travel between venues are payable under the Engagement Contract and not under this Agreement.
1> Restrictions. The Company shall not sub-license, sell or lend the Materials to any third party. This Agreement is personal to the Company and may not be assigned.
1> Moral Rights. The Artist does not waive any moral right and shall be credited by name wherever the Materials are used.
1> Law. This Agreement is governed by the law of England and Wales.
## Schedule - Tour
| Venue | City | Performance dates |
| Grand Theatre | Leeds | 18, 20 and 22 September 2026 |
| Theatre Royal | Newcastle | 2 and 3 October 2026 |
| Wales Millennium Centre | Cardiff | 16 and 17 October 2026 |
| Festival Theatre | Edinburgh | 30 and 31 October 2026 |
| Bord Gais Energy Theatre | Dublin | 20 and 21 November 2026 |
Signed for and on behalf of Northern Lyric Opera Limited: Harriet Okonjo, Executive Director, 3 August 2026
Signed by the Artist: Eleri Vaughan-Price, 3 August 2026
`,
    expected: {
      parties: ["Northern Lyric Opera Limited", "Eleri Vaughan-Price"],
      signed: "2026-08-03",
      start: "2026-08-03",
      end: "2027-11-20",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 600"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n30b-02-musical-tour-letter-cinema-title",
    style: "n30b-touring-cast-publicity",
    format: "text",
    source: `
MARQUEE ROAD PRODUCTIONS LLC
1650 Broadway, Suite 904, New York, NY 10019
June 9, 2026
Mr. Dante Okafor
c/o Lindgren Talent Group
Re: "Cinema Paradiso: The Musical" - North American Tour - Publicity Use
Dear Dante:
We are delighted that you will play Salvatore on the first national tour of Cinema Paradiso: The Musical (the "Tour"). Your performance contract covers your salary and per diem. This letter, once you countersign it, is our agreement on how we may use your name and likeness to sell tickets for the Tour.
1. Materials. We may photograph and film you at photo calls, rehearsals and performances, and use those photographs and clips, together with your name and approved biography (the "Materials"), to advertise the Tour.
2. Where. The United States and Canada.
3. Media. Television spots in Tour markets; the Tour's website; and the Tour's Instagram, TikTok and Facebook accounts. Despite the title of the show, we will not place the Materials in movie theater pre-show advertising or any other cinema use, and we will not use them on billboards or printed posters.
4. Usage Period. The Usage Period begins on the Tour Opening and runs for twelve (12) months.
5. Publicity Fee. We will pay you a one-time publicity fee of $2,500 within 30 days after the Tour Opening. If we cancel a scheduled photo call with less than 24 hours' notice we will pay you $150 for the inconvenience. Your $65 per diem under your performance contract is unaffected and is not paid under this letter.
6. Tour Opening. The Tour will open on September 22, 2026 at the Orpheum Theatre, Minneapolis (the "Tour Opening").
7. Conduct. If you are charged with a criminal offense or do anything that brings the production into public disrepute, we may stop using the Materials at once.
8. This letter is governed by the laws of the State of New York.
If this reflects your understanding, please countersign below and return a copy to me.
Sincerely,
Rachel Stavros, General Manager, Marquee Road Productions LLC
ACCEPTED AND AGREED:
Dante Okafor
Date: June 15, 2026
`,
    expected: {
      parties: ["Marquee Road Productions LLC", "Dante Okafor"],
      signed: "2026-06-15",
      start: "2026-09-22",
      end: "2027-09-21",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["USD 2500"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "n30b-03-opera-agreement-rider-prevails",
    style: "n30b-touring-cast-publicity",
    format: "scan",
    source: `
# CANTABILE TOURING OPERA CIC - CAST PUBLICITY AGREEMENT
Date: 12 January 2026
Between Cantabile Touring Opera CIC of 3 Mill Lane, Bristol BS1 4RQ ("Cantabile") and Tomasz Wierzbicki of 27 Harcourt Road, Manchester M20 3TX ("the Singer").
1. Production. The Singer is engaged to sing Papageno in Cantabile's 2026 spring tour of The Magic Flute.
2. Licence. The Singer allows Cantabile to use photographs of the Singer in costume, the Singer's name and a short biography to promote the tour on Cantabile's website, on its social media accounts and in its printed season brochure.
3. Licence Period. From 1 February 2026 until 31 October 2026.
4. Territory. The United Kingdom.
5. Exclusivity. The Singer shall not appear in publicity for any other touring opera company during the Licence Period.
6. Fee. Cantabile will pay the Singer £400 on signature. Rail travel to the photo call will be reimbursed at cost on receipts.
7. Cantabile will not sub-license the photographs to anyone.
## RIDER
This Rider forms part of the Agreement and prevails over clauses 1 to 7 where they differ.
R1. Clause 4 is deleted and replaced by: "4. Territory. The United Kingdom, Ireland and the Netherlands." (The tour now ends with two performances in Dublin and one in Amsterdam.)
R2. Clause 5 is deleted in full. The Singer is free to appear in publicity for any other company; this Agreement is non-exclusive.
Signed for Cantabile Touring Opera CIC: M. Adeyinka, Artistic Director, 12 January 2026
Signed: Tomasz Wierzbicki, 12 January 2026
`,
    expected: {
      parties: ["Cantabile Touring Opera CIC", "Tomasz Wierzbicki"],
      signed: "2026-01-12",
      start: "2026-02-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["GB", "IE", "NL"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: [],
      denies: ["non_compete", "sublicensable"]
    }
  },
  {
    id: "n30b-04-showjumper-saddlery-endorsement",
    style: "n30b-equestrian-rider-horse-licences",
    format: "pdf",
    source: `
# RIDER ENDORSEMENT AND IMAGE LICENCE
This Licence is made on 14 February 2026
BETWEEN
HARCOURT & LOWE SADDLERS LTD, incorporated in England (company no. 07731904), of Saddlers Yard, Walsall WS1 2HN ("the Company")
AND
IMOGEN FAIRCLOUGH, international show-jumping rider, of Home Farm Stables, Lower Slaughter, Gloucestershire GL54 2HP ("the Rider")
## 1. Endorsement
1.1 The Rider will ride in Harcourt & Lowe saddles and bridles at all national and international show-jumping competitions during the Term and will attend two photo shoots and one stockist evening.
1.2 The Rider grants the Company the right to use her name, photographs and approved quotes (the "Rider Materials") to promote Harcourt & Lowe products.
## 2. Media
2.1 The Company may use the Rider Materials on its website and online shop, on its social media accounts, in its printed catalogues and in the equestrian press, and on point-of-sale displays in stockists' tack shops, excluding television, radio, cinema, billboards and all other outdoor advertising.
## 3. Territory and Term
3.1 The Territory is the United Kingdom and Ireland.
3.2 The Term is twelve (12) months from 1 March 2026.
## 4. Exclusivity
4.1 During the Term the Rider shall not wear, use, endorse or promote the saddles, bridles or girths of any other manufacturer. This exclusivity is limited to saddlery: the Rider remains free to work with her existing clothing, feed, horsebox and insurance sponsors.
4.2 The horses ridden by the Rider belong to their owners. No rights in the name or image of any horse, other than as it appears with the Rider in the Rider Materials, are granted by this Licence.
## 5. Payment
5.1 The Company shall pay the Rider an endorsement fee of £18,000 (plus VAT) on 1 March 2026.
5.2 The Company shall supply the Rider with saddlery to a retail value of £4,000 for her own use; this allowance is in kind and is not part of the endorsement fee.
5.3 Reasonable travel costs to photo shoots will be reimbursed against receipts.
## 6. General
6.1 Neither party may assign this Licence without the written consent of the other.
6.2 This Licence is governed by the law of England and Wales.
Signed for Harcourt & Lowe Saddlers Ltd by Graham Lowe, Managing Director - 14 February 2026
Signed by Imogen Fairclough - 14 February 2026
`,
    expected: {
      parties: ["Harcourt & Lowe Saddlers Ltd", "Imogen Fairclough"],
      signed: "2026-02-14",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30b-05-horse-owner-perpetual-name-licence",
    style: "n30b-equestrian-rider-horse-licences",
    format: "docx",
    source: `
# LICENCE OF HORSE NAME AND LIKENESS
"BROADCAST BREEZE" (Irish Sport Horse, grey gelding, foaled 2015, FEI passport IRL40211)
Dated this 9th day of April 2026
This Licence is granted by the registered owner of the Horse named above (the "Owner") to BALLYMORE EQUINE NUTRITION DAC, of Unit 4, Naas Business Park, Naas, Co. Kildare (the "Licensee").
## Background
A. The Horse competed for Ireland at Grand Prix dressage level and is well known to riders in Ireland and Britain.
B. The Licensee wishes to name a range of competition feeds after the Horse and to use the Horse's image in marketing that range.
## Operative provisions
1> Grant. The Owner grants the Licensee the right to use the name "Broadcast Breeze" and photographs of the Horse supplied by the Owner (together the "Licensed Property") on the packaging of the Licensee's feeds and on shelf displays in retail stores, in trade and consumer equestrian magazines, and on the Licensee's website.
1> Media not licensed. The name of the Horse is not a reference to any medium. No use of the Licensed Property on television, radio or social media is licensed.
1> Territory. Ireland and the United Kingdom.
1> Duration. This Licence commences on the date it is signed and is granted in perpetuity. The grant is irrevocable.
1> Non-exclusive. This Licence is non-exclusive; the Owner may license the Licensed Property to others.
1> Consideration. The Licensee shall pay the Owner a once-off licence fee of EUR 7,500 within 14 days of signature. The Licensee shall also deliver to the Owner, free of charge, 20 bags of the feed each year while the range is sold; this supply is a courtesy and not a payment.
1> Sub-licensing. The Licensee shall not sub-license the Licensed Property to any other person, including its distributors.
1> Law. This Licence is governed by the laws of Ireland.
Signed by the Owner: Siobhan Costigan, Rathcoole Stud, Kilcullen, Co. Kildare
Date: 9 April 2026
Signed for and on behalf of Ballymore Equine Nutrition DAC: Declan Furlong, Director
Date: 9 April 2026
`,
    expected: {
      parties: ["Siobhan Costigan", "Ballymore Equine Nutrition DAC"],
      signed: "2026-04-09",
      start: "2026-04-09",
      end: null,
      perpetual: true,
      territories: ["IE", "GB"],
      channels: ["in_store", "print", "web"],
      exclusive: false,
      fees: ["EUR 7500"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30b-06-dressage-competitor-owner-consent",
    style: "n30b-equestrian-rider-horse-licences",
    format: "text",
    source: `
WEXCOMBE PARK INTERNATIONAL DRESSAGE, 12-14 JUNE 2026
COMPETITOR AND OWNER MEDIA CONSENT
This consent is an agreement between Wexcombe Park Events Ltd, the organiser of the event (the "Organiser"), the rider named below (the "Rider") and the owner of the horse named below (the "Owner").
Rider: Hanna Lindqvist
Horse: Solvind (SWE), bay mare
Owner: Corriemoor Sport Horses LLP
1. The Rider and the Owner consent to the Organiser filming, photographing and recording the Rider and the Horse at the event, and to the Organiser using that footage, those photographs and the names of the Rider and the Horse to report on and promote the 2026 event and the 2027 event.
2. The Organiser may use that material in: the live stream and on-demand replays on the Organiser's website; television highlights programmes; the Organiser's social media accounts; and the printed event programme and results booklet.
3. Territory: throughout the world.
4. Period: from the date of the last signature below until 30 June 2027.
5. This consent is non-exclusive. The Rider and the Owner may grant media rights to their own sponsors.
6. The Organiser may sub-license the footage to its official broadcast partner for the television highlights programmes.
7. No fee is payable to the Rider or the Owner. The consents are given in return for the acceptance of the Rider's entry. Entry fees and stabling charges are payable to the Organiser under the event schedule and are not affected by this consent.
8. This consent is governed by the law of England and Wales.
Signed for Wexcombe Park Events Ltd: Philippa Dunmore, Event Director. Date: 18 May 2026
Signed by the Rider: Hanna Lindqvist. Date: 16 May 2026
Signed for the Owner, Corriemoor Sport Horses LLP: Alasdair Corrie, designated member. Date: 17 May 2026
`,
    expected: {
      parties: ["Wexcombe Park Events Ltd", "Hanna Lindqvist", "Corriemoor Sport Horses LLP"],
      signed: "2026-05-18",
      start: "2026-05-18",
      end: "2027-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "broadcast", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "sublicensable"]
    }
  },
  {
    id: "n30b-07-horsebox-sponsor-billboard-lad",
    style: "n30b-equestrian-rider-horse-licences",
    format: "scan",
    source: `
# PRINTWELL HORSEBOXES LTD - RIDER SPONSORSHIP LETTER AGREEMENT
20 July 2026
To: Callum Rooney, Rooney Show Jumping, Moss Lane Farm, Tarporley, Cheshire CW6 9SA
Dear Callum,
Thank you for agreeing to be a Printwell rider. By signing below you and Printwell Horseboxes Ltd agree as follows.
1. Horsebox. We will lend you a Printwell Tourer 3.5t horsebox, liveried in your yard colours, for the Sponsorship Period. You will pay us a refundable damage deposit of £1,000 when you collect it.
2. Content. You will post at least two Instagram or TikTok posts a month featuring the horsebox and your horses, including Billboard Lad, and you allow us to use your name, photographs and those posts on our website and our own social media accounts.
3. No print or outdoor. Whatever the name of your horse, we may not use your name or image in print, on posters or on billboards, or in any television advertising.
4. Sponsorship Period. Six (6) months from the Launch Date given below.
5. Territory. Great Britain and Northern Ireland.
6. Fee. We will pay you a sponsorship fee of £3,000 on the Launch Date. Diesel, tolls and ferry crossings are your own cost.
7. This agreement will not renew automatically; any extension must be agreed in writing.
Launch Date: 1 September 2026 (the first day of the Printwell Autumn Show Series).
Yours sincerely,
Gemma Hartigan, Marketing Manager, for and on behalf of Printwell Horseboxes Ltd
Agreed: Callum Rooney, 24 July 2026
`,
    expected: {
      parties: ["Printwell Horseboxes Ltd", "Callum Rooney"],
      signed: "2026-07-24",
      start: "2026-09-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 3000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30b-08-police-recruitment-artiste-agreement",
    style: "n30b-emergency-service-recruitment",
    format: "docx",
    source: `
# ARTISTE AGREEMENT
Northmoor Police - "Be The Difference" Officer Recruitment Campaign 2026
Date of Agreement: 20 November 2025
## Parties
Agency: FENNICK BLAKE ADVERTISING LIMITED, 40 Whitworth Street, Manchester M1 3NR (the "Agency"), which contracts as principal.
Artiste: JASMINE ADEYEMI-CLARKE, c/o Portman Reed Management, 9 Dean Street, London W1D 3RS (the "Artiste").
Client: the Chief Constable of Northmoor Police (the "Client"). The Client is not a party to this Agreement.
## Terms
1> Services. The Artiste shall attend one shoot day (10 hours) on 8 December 2025 to appear as a response officer in the Commercial and in stills.
1> Usage. The Agency, for the Client, may use the Commercial and the stills on television, in cinemas, on the Client's recruitment website and on the Client's social media accounts. Outdoor media, including posters, bus sides and digital screens, are excluded from this Agreement, as is any print use.
1> Territory. The United Kingdom.
1> Usage Period. Twelve (12) months from the First Transmission Date set out in the Schedule.
1> Fees. The Agency shall pay the Artiste (a) a session fee of £800 for the shoot day and (b) a usage fee of £5,200 for the Usage Period. Overtime is payable at £100 per hour only if the shoot day runs beyond 10 hours. Agency commission and VAT are paid on top as invoiced by Portman Reed Management.
1> Option. The Agency may extend the Usage Period by a further 12 months by written notice and payment of £4,000 before it expires. There is no automatic renewal.
1> Exclusivity. During the Usage Period the Artiste shall not appear in any advertising for another police force, the armed forces, a prison service or a private security company. This restriction does not apply to the Artiste's existing NHS recruitment campaign, which may continue.
1> Conduct. If the Artiste is convicted of a criminal offence or behaves in a way likely to bring the Client into disrepute, the Agency may withdraw the Commercial and end this Agreement.
1> Governing law. England and Wales.
## Schedule
| Item | Detail |
| Commercial | "Be The Difference" 40 second and 20 second spots |
| Shoot date | 8 December 2025 |
| First Transmission Date | 2 January 2026 |
| Production company | Lowther Films Ltd |
Signed for Fennick Blake Advertising Limited: Owen Farrant, Head of Production, 20 November 2025
Signed: Jasmine Adeyemi-Clarke, 20 November 2025
`,
    expected: {
      parties: ["Fennick Blake Advertising Limited", "Jasmine Adeyemi-Clarke"],
      signed: "2025-11-20",
      start: "2026-01-02",
      end: "2027-01-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "cinema", "web", "social"],
      exclusive: true,
      fees: ["GBP 800", "GBP 5200"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30b-09-city-fire-department-participant-release",
    style: "n30b-emergency-service-recruitment",
    format: "pdf",
    source: `
# CITY OF BRANTLEY FALLS FIRE DEPARTMENT
## "Answer the Call" Recruitment Campaign - Participant Release
This Release is given by Marisol Ortega-Reyes ("Participant") to the City of Brantley Falls, an Ohio municipal corporation, acting through its Fire Department (the "City").
1. Participation. Participant has agreed to be photographed, filmed and interviewed for the City's firefighter and EMT recruitment campaign "Answer the Call" (the "Materials").
2. Grant of Rights. Participant irrevocably grants the City, in perpetuity, the right to use the Materials and Participant's name, likeness and voice to recruit firefighters and emergency medical technicians, on the City's website, on the City's social media channels, in public service announcements broadcast on television and radio, and on transit shelters and billboards.
3. Territory. The United States.
4. Commercial Licensing. The City shall not sell, license or sub-license the Materials to any commercial third party, and shall not use the Materials to endorse any product or service.
5. No Compensation. Participant will not be paid for this Release. Participation takes place during Participant's regular duty hours and does not change Participant's pay or benefits.
6. Effective Date. This Release takes effect when signed by the City.
7. Ohio law governs this Release.
PARTICIPANT: Marisol Ortega-Reyes    Date: March 3, 2026
CITY OF BRANTLEY FALLS, by its Fire Chief, Raymond Kowalczyk    Date: March 6, 2026
Approved as to form: Office of the City Law Director
`,
    expected: {
      parties: ["Marisol Ortega-Reyes", "City of Brantley Falls"],
      signed: "2026-03-06",
      start: "2026-03-06",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["web", "social", "broadcast", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30b-10-fire-rescue-creator-rolling-term",
    style: "n30b-emergency-service-recruitment",
    format: "pdf",
    source: `
# CONTENT CREATOR AGREEMENT - ON-CALL FIREFIGHTER RECRUITMENT
Hollowmere Fire and Rescue Authority
This agreement is made on 20 March 2026 between HOLLOWMERE FIRE AND RESCUE AUTHORITY, Service Headquarters, Quarry Road, Hollowmere HM4 7DB (the "Authority") and REECE TAMBLYN, trading as "Reece on the Rota", of 6 Chapel Row, Bodmin PL31 2AE (the "Creator").
## 1. What the Creator will do
1.1 The Creator will make and publish on the Creator's own TikTok, Instagram and YouTube channels at least four short videos a month about life as an on-call firefighter, each ending with a link to the Authority's recruitment pages.
1.2 The Authority may repost the videos on its own social media accounts and embed them on its recruitment website.
## 2. Where
2.1 The videos are aimed at audiences in the United Kingdom and the Authority's licence is for the United Kingdom only.
## 3. Term
3.1 The Initial Term runs for six (6) months from 1 April 2026.
3.2 At the end of the Initial Term and of each renewal period this agreement renews automatically for a further six (6) months unless either party gives the other at least 30 days' written notice.
## 4. Money
4.1 The Authority will pay the Creator a fee of £4,800 for the Initial Term, invoiced on 1 April 2026.
4.2 Mileage to fire stations for filming is repaid at 45p per mile. This is an expense and not part of the fee.
## 5. Other work
5.1 This agreement is non-exclusive. The Creator may work with other brands and organisations during the Term.
## 6. Conduct
6.1 The Authority may end this agreement immediately if the Creator posts content that is abusive or discriminatory, is charged with a criminal offence, or otherwise brings the Authority into disrepute.
## 7. Rights
7.1 Copyright in the videos stays with the Creator. The Creator waives the moral right to object to the Authority cropping or subtitling the videos.
Signed for Hollowmere Fire and Rescue Authority: Deputy Chief Fire Officer Sarah Penhaligon, 20 March 2026
Signed: Reece Tamblyn, 20 March 2026
`,
    expected: {
      parties: ["Hollowmere Fire and Rescue Authority", "Reece Tamblyn"],
      signed: "2026-03-20",
      start: "2026-04-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["GBP 4800"],
      flags: ["automatic_renewal", "morality_clause", "moral_rights_waiver"]
    }
  }
]
