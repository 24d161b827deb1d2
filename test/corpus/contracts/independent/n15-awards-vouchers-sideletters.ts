// Independent author "n15" (wave 15), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and
// answer-rule paragraphs of the wave 8/9/10/11 authors, and the first entry of n11's batch for the file convention),
// and committed before the reader was run on it: tender award letters that incorporate a body's standard terms by
// reference and switch some of their clauses off or replace them ("Condition 11 shall not apply", "Clause 14.2 does
// not apply to this Contract"), with the term counted from a broadcast or launch date given in a schedule; crew and
// day-player vouchers (a numbered box form with the release on the back, a first air date in a box, an all-media
// buyout with a carve-out, a background voucher whose renewal section applies only to principal performers, a crew
// voucher with a footage licence and a waived kit fee); and side letters to co-branding and co-production deals (a
// brand's letter to its ambassador allowing co-branded use, a letter between two brands with no fee, a co-producer's
// letter to a presenter with an advance against a royalty and "worldwide excluding China, except for online use").
// A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound (an advertiser or partner brand named as
// not a party, an agent, a co-producer who does not sign are not); the signing date is the last signature or the
// acceptance of an award letter; a standard term the award letter or voucher switches off ("shall not apply", "does
// not apply to this voucher") is denied where it would raise a flag; a term counted from a first air date, launch date
// or delivery date given elsewhere in the document starts on that date and ends the day before the anniversary; fees
// are sums paid for services or rights: a contract price is a fee, its instalments, VAT, GST, an allowance, an hourly
// or daily rate owed only if more work is instructed, a waived fee and a royalty percentage are not, and an advance
// against royalties is; a side letter is read on its own (its grant, its fee, its dates), not with the agreement it
// supplements; "the world excluding X" is worldwide, also when X comes back for one medium; a public body's or
// brand's website is web, its social channels social, television and radio broadcast, bus shelters and billboards
// out_of_home, shop displays in_store; "all media except X" is an all-media grant (unlimited_media) with every channel
// but X; "not without consent" denies assignment.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n15-tender-award-letters", "n15-day-player-vouchers", "n15-co-branding-side-letters"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n15-01-irish-tender-award-letter",
    style: "n15-tender-award-letters",
    format: "docx",
    source: `
# LETTER OF AWARD
National Water Safety Authority, Harbour House, Galway H91 X2C4
Our ref: NWSA/RFT/2026/07
12 March 2026
Corrib Films Limited, Unit 4, Liosban Business Park, Tuam Road, Galway
## Request for Tender 2026/07: Summer Water Safety Campaign (television, radio and outdoor)
Dear Sirs,
1> Following the evaluation of tenders, the National Water Safety Authority (the "Authority") is pleased to award the contract for the above services to Corrib Films Limited (the "Supplier") on the terms of this letter.
1> The contract consists of this letter, the Authority's Standard Terms and Conditions for Creative Services (version 4.2, published on the Authority's website), which are incorporated by reference, and the Supplier's tender of 6 February 2026. If they conflict, this letter prevails, then the Standard Terms, then the tender.
1> Contract price: EUR 148,500 excluding VAT, payable in three instalments of EUR 49,500 on signature, on delivery of the final films and on first broadcast.
1> Clause 9.3 of the Standard Terms (assignment of intellectual property to the Authority) shall not apply to this Contract. Instead the Supplier grants the Authority an exclusive licence to use the campaign films, radio advertisements and outdoor artwork in Ireland on television, on radio, on the Authority's website and social media channels and on bus shelters and roadside billboards. Use in cinema is not licensed.
1> The licence runs for three years from the First Broadcast Date set out in the Schedule to this letter.
1> Clause 14.2 of the Standard Terms (automatic renewal of call-off contracts for a further year) does not apply to this Contract. Any further use after the licence period will be agreed and paid for separately.
## Schedule
| Item | Detail |
| Campaign | Summer Water Safety 2026 |
| Delivery of final films | 15 May 2026 |
| First Broadcast Date | 1 June 2026 |
| Authority contact | Dr Niamh Gallagher, Head of Communications |
Please confirm acceptance by signing and returning a copy of this letter within ten working days.
Yours faithfully,
Niamh Gallagher, Head of Communications, for and on behalf of the National Water Safety Authority
Accepted for and on behalf of Corrib Films Limited: Eoin Mac Mathúna, Director. Date: 19 March 2026
`,
    expected: {
      parties: ["National Water Safety Authority", "Corrib Films Limited"],
      signed: "2026-03-19",
      start: "2026-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["EUR 148500"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n15-02-uk-notification-of-award",
    style: "n15-tender-award-letters",
    format: "pdf",
    source: `
# NOTIFICATION OF AWARD OF CONTRACT
Bristol Harbourside Trust, 22 Narrow Quay, Bristol BS1 4QA
Date: 3 February 2026
To: Imogen Farrow-Leigh, Photographer, 7 Cotham Vale, Bristol BS6 6HR
Invitation to Quote ITQ-2025-31: Photography of the Harbourside Heritage Trail
1> We are pleased to tell you that your quotation of 12 January 2026 has been successful and that the Trust awards you the contract for the photography of the Harbourside Heritage Trail.
1> The Trust's General Conditions of Contract for Services (2025 edition) are incorporated into this contract by reference, save that Condition 11 (Intellectual Property) is replaced in full by the Special Conditions below and Condition 11.4 (the Trust's right to sub-license materials to partner organisations) shall not apply.
1> The contract commences on 16 February 2026. The photography is to be delivered by 31 March 2026.
1> Fee: a fixed commission fee of £6,200, payable on delivery. Should the Trust instruct additional shoot days, they will be paid at a day rate of £650.
## Special Conditions (replacing Condition 11)
2> The Photographer retains the copyright in the photographs.
2> The Photographer grants the Trust a perpetual, non-exclusive licence to reproduce the photographs in the United Kingdom in its printed visitor guides and leaflets, on the Trust's website and on the Trust's social media accounts.
2> The licence does not extend to advertising on television or in cinema, and the Trust shall not sell prints of the photographs.
Please sign below to accept the award on these terms.
Signed for Bristol Harbourside Trust: Gareth Pemberton, Procurement Manager, 3 February 2026
Accepted: Imogen Farrow-Leigh, 10 February 2026
`,
    expected: {
      parties: ["Bristol Harbourside Trust", "Imogen Farrow-Leigh"],
      signed: "2026-02-10",
      start: "2026-02-16",
      end: null,
      perpetual: true,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 6200"],
      flags: ["perpetual_term"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n15-03-australian-letter-of-acceptance",
    style: "n15-tender-award-letters",
    format: "text",
    source: `
# LETTER OF ACCEPTANCE - RFT 2026/044 (Campaign Presenter)
From: Great Southern Coast Tourism Board, Level 3, 80 Collins Street, Melbourne VIC 3000
To: Lachlan Okonkwo-Reid
Date: 20 July 2026
Dear Lachlan,
The Board accepts your tender response dated 2 July 2026 to appear as presenter of the "Come South" campaign. This letter, the Schedule below and the Board's Standard Conditions for the Engagement of Talent (version 3, 2025), which are incorporated by reference, form the contract between the Board and you.
Item 1 - Services: two filming days in October 2026 and one voice session.
Item 2 - Fee: A$42,000 plus GST, paid 50% on signing and 50% on completion of filming.
Item 3 - Media: television and cinema advertising in Australia and New Zealand; the Board's website and the Board's social media channels in Australia and New Zealand.
Item 4 - Campaign Launch Date: 1 September 2026.
Item 5 - Term of use: two (2) years from the Campaign Launch Date.
Item 6 - Exclusivity: Clause 8 of the Standard Conditions applies. During the Term you will not appear in advertising for any other tourism destination in Australia and your appearance in the campaign is exclusive to the Board.
Item 7 - Clause 12 of the Standard Conditions (the Board may assign the contract to another government agency) is amended so that the Board may not assign the contract without your written consent.
Please sign and return a copy to accept.
Signed for the Board: Meredith Oyelaran, Chief Executive Officer, 20 July 2026
Accepted: Lachlan Okonkwo-Reid, 24 July 2026
`,
    expected: {
      parties: ["Great Southern Coast Tourism Board", "Lachlan Okonkwo-Reid"],
      signed: "2026-07-24",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "cinema", "web", "social"],
      exclusive: true,
      fees: ["AUD 42000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n15-04-us-day-player-voucher",
    style: "n15-day-player-vouchers",
    format: "scan",
    source: `
# DAY PLAYER VOUCHER No. 004417
Pelican Row Films LLC, 1840 Gower Street, Los Angeles, CA 90028
| Box | Entry |
| 1. Performer | Dolores Quintanilla |
| 2. Production | "Harvest Table" :30 commercial |
| 3. Advertiser (not a party) | Harbor & Vine Wines |
| 4. Date worked | 03/18/2026 |
| 5. Call / wrap | 7:00 AM / 5:30 PM |
| 6. Day rate | $650.00 |
| 7. Overtime | 0 hrs |
| 8. Wardrobe allowance | $25.00 |
| 9. First air date | 04/06/2026 |
| 10. Exclusivity | None |
## Terms on the reverse of this voucher
1> In return for the day rate in Box 6, Performer grants Pelican Row Films LLC ("Producer") the right to use Performer's likeness and voice as recorded on the date in Box 4 in the commercial named in Box 2, on television, on the internet and in social media, in the United States only.
1> The right in paragraph 1 runs for one (1) year from the first air date in Box 9. Producer shall not use the recording in print advertising or on billboards.
1> This engagement is not exclusive: Performer may accept other commercials, including for other wine brands.
Performer signature: Dolores Quintanilla    Date: 03/18/2026
Producer representative: Trent Abernathy, 2nd AD    Date: 03/18/2026
`,
    expected: {
      parties: ["Pelican Row Films LLC", "Dolores Quintanilla"],
      signed: "2026-03-18",
      start: "2026-04-06",
      end: "2027-04-05",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["USD 650"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n15-05-uk-featured-artist-chit",
    style: "n15-day-player-vouchers",
    format: "text",
    source: `
# FEATURED ARTIST DAY CHIT - GREYFRIARS COMMERCIALS LTD
Chit no. GC-2611    Date: 14/04/2026
Artist: Kwame Oduya-Bright    Agent: Castleford Casting (agent only, not a party)
Job: Merrow Bank "Moving Day" 40" TVC and cutdowns
Shoot: 14/04/2026, Three Mills Studios, London E3
BSF (basic studio fee): GBP 180.00
Usage buyout: GBP 720.00 - all media except cinema, United Kingdom, 2 years from first transmission
First transmission (TX): 01/05/2026
Exclusivity: none. Artist may appear for other banks.
Holding fee: n/a
Terms: Greyfriars Commercials Ltd acquires no rights other than those in this chit. The usage buyout is full and final payment for every use within the media, territory and period above; no repeat or residual fees are due. Any use in cinema, or outside the United Kingdom, or after the period, needs a new fee to be agreed.
Signed: Kwame Oduya-Bright (Artist), 14/04/2026
Signed: Hollie Brandreth, Production Manager, for Greyfriars Commercials Ltd, 14/04/2026
`,
    expected: {
      parties: ["Greyfriars Commercials Ltd", "Kwame Oduya-Bright"],
      signed: "2026-04-14",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "in_store"],
      exclusive: false,
      fees: ["GBP 180", "GBP 720"],
      flags: ["unlimited_media", "buyout"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n15-06-canadian-background-voucher",
    style: "n15-day-player-vouchers",
    format: "pdf",
    source: `
# BACKGROUND PERFORMER VOUCHER
Northbound Pictures Inc., 300 Richmond Street West, Toronto, Ontario M5V 1X2
Box 1 - Performer: Anneliese Moreau-Tran
Box 2 - Commercial: Lakeside Credit Union "Dock Day" (Lakeside Credit Union is the advertiser and is not a party)
Box 3 - Date of engagement: May 11, 2026
Box 4 - Rate: $214.00 for the day (10 hours)
Box 5 - Meal penalty: none
Box 12 - First air date: June 1, 2026
## Conditions
1. Grant. The Performer authorizes Northbound Pictures Inc. to use the footage of the Performer in the Commercial on television and online (on the advertiser's and the producer's websites and social media accounts) in Canada, and online only in the United States.
2. Period. The grant in section 1 lasts eighteen (18) months commencing on the first air date shown in Box 12.
3. The engagement is non-exclusive.
4. Renewal. The use period renews automatically for further 13-week cycles unless the producer gives notice, at the cycle rates of the applicable scale.
5. Section 4 applies only to principal performers and does not apply to this voucher or to any background performer.
6. The producer shall not assign this voucher without the Performer's consent.
Performer: Anneliese Moreau-Tran, May 11, 2026
For Northbound Pictures Inc.: Priyanka Lalonde, Production Coordinator, May 11, 2026
`,
    expected: {
      parties: ["Northbound Pictures Inc.", "Anneliese Moreau-Tran"],
      signed: "2026-05-11",
      start: "2026-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["CAD 214"],
      flags: [],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "n15-07-irish-crew-voucher-footage-licence",
    style: "n15-day-player-vouchers",
    format: "docx",
    source: `
# DAILY CREW VOUCHER AND SUPPLIED FOOTAGE LICENCE
Bracken Hill Television Ltd, 14 Fitzwilliam Place, Dublin 2
| Field | Entry |
| Crew member | Siobhan Kearney-Walsh |
| Role | Drone camera operator (own equipment) |
| Programme | "Islands of the Atlantic", episode 3 |
| Date of work | 9 February 2026 |
| Day rate | EUR 550 |
| Kit fee (drone and batteries) | Waived |
| Travel | Ferry to Inis Mór at cost, reimbursed against receipts |
## Supplied footage licence
1> The crew member keeps the copyright in the aerial footage she shot on the date of work with her own drone.
1> She grants Bracken Hill Television Ltd a non-exclusive licence, from the date of this voucher and in perpetuity, to use that footage throughout the world in the programme (for broadcast on television and on on-demand and catch-up services) and to promote the programme online.
1> The licence does not extend to use of the footage in any other programme or in advertising for third parties.
Signed: Siobhan Kearney-Walsh, 9 February 2026
Signed for Bracken Hill Television Ltd: Cathal Brennan, Line Producer, 9 February 2026
`,
    expected: {
      parties: ["Bracken Hill Television Ltd", "Siobhan Kearney-Walsh"],
      signed: "2026-02-09",
      start: "2026-02-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["EUR 550"],
      flags: ["perpetual_term"]
    }
  },
  {
    id: "n15-08-ambassador-co-branding-side-letter",
    style: "n15-co-branding-side-letters",
    format: "pdf",
    source: `
# SIDE LETTER: CO-BRANDED CAMPAIGN
Kestrel Outdoor Gear Ltd, 5 Mill Yard, Kendal LA9 4QS
10 March 2026
Freya Lindqvist-Hale, c/o Summit Talent, 40 Great Portland Street, London W1W 7LZ
Dear Freya,
## Ambassador Agreement dated 4 January 2026 (the "Agreement")
1> This letter is supplemental to the Agreement between Kestrel Outdoor Gear Ltd ("we") and you. Words defined in the Agreement have the same meaning here. Except as this letter says, the Agreement continues unchanged.
1> Co-branded use. Notwithstanding clause 5 of the Agreement, you agree that we may use the Materials in our co-branded "Trail Tea Break" campaign with Alder & Moss Tea Company Limited ("Alder & Moss"), which is not a party to this letter, in the United Kingdom and Ireland, on our website, our social media channels and in-store displays in our shops, from 1 April 2026 to 30 September 2026.
1> Fee. For the co-branded use we will pay you an additional fee of £3,500 within 30 days of the date of this letter.
1> Exclusivity. Clause 6 of the Agreement (Exclusivity) shall not apply to the co-branded campaign: the co-branded use is non-exclusive and you remain free to work with any tea or beverage brand.
1> No sub-licence. We shall not sub-license the Materials to Alder & Moss. Alder & Moss may only share or repost the campaign posts as we publish them.
Yours sincerely,
Harriet Coulthard, Marketing Director, for Kestrel Outdoor Gear Ltd
Agreed: Freya Lindqvist-Hale, 12 March 2026
`,
    expected: {
      parties: ["Kestrel Outdoor Gear Ltd", "Freya Lindqvist-Hale"],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 3500"],
      flags: [],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "n15-09-brand-to-brand-side-letter-no-fee",
    style: "n15-co-branding-side-letters",
    format: "scan",
    source: `
# SIDE LETTER No. 2 TO THE CO-BRANDING AGREEMENT
Between Solberg Audio AS, Drammensveien 130, 0277 Oslo, Norway ("Solberg") and Marlow Street Cycles Ltd, 18 Marlow Street, Manchester M4 1EU, United Kingdom ("Marlow")
Re: Co-Branding Agreement dated 15 January 2026 (the "Co-Branding Agreement")
1> Solberg engages the cyclist Mats Eriksrud as its brand ambassador under a separate agreement and controls the photographs of him taken for the "Ride Loud" range (the "Ambassador Images"). Mats Eriksrud is not a party to this side letter.
1> Licence. Solberg grants Marlow a non-exclusive licence to use the Ambassador Images to promote the co-branded "Ride Loud" headphones and helmets in the Nordic countries other than Finland and Iceland, namely Norway, Sweden and Denmark, on Marlow's website, on Marlow's social media accounts and on point-of-sale displays in its partner stores.
1> Period. The licence runs from 1 May 2026 to 31 December 2026.
1> Payment. No fee or royalty is payable for this licence. Each party bears its own costs under the Co-Branding Agreement.
1> Assignment. Marlow may not assign or transfer this licence.
1> Clause 9 of the Co-Branding Agreement (automatic renewal) does not apply to this side letter.
Signed for Solberg Audio AS: Ingrid Haugland, Commercial Director, 22 April 2026
Signed for Marlow Street Cycles Ltd: Declan Ashworth, Managing Director, 24 April 2026
`,
    expected: {
      parties: ["Solberg Audio AS", "Marlow Street Cycles Ltd"],
      signed: "2026-04-24",
      start: "2026-05-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["NO", "SE", "DK"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "automatic_renewal"]
    }
  },
  {
    id: "n15-10-co-production-presenter-side-letter",
    style: "n15-co-branding-side-letters",
    format: "docx",
    source: `
# SIDE LETTER TO THE PRESENTER AGREEMENT
Tidewater Docs Ltd, 61 Wapping High Street, London E1W 2YN
To: Rosalind Achterberg
Date: 2 October 2026
Dear Rosalind,
## "Salt and Smoke" (6 x 50'), co-produced with Vierkant Media BV
1> This side letter records the terms on which Tidewater Docs Ltd ("Tidewater") may exploit your contribution as presenter of the series. Vierkant Media BV, our co-producer, is not a party to it and takes no rights under it.
1> Rights. You grant Tidewater the exclusive right to exploit the series and your contribution to it on television and on video-on-demand and streaming services throughout the world excluding the People's Republic of China, except that online streaming in the People's Republic of China is included.
1> Licence Period. Seven (7) years from the Delivery Date set out in the Schedule.
1> Sub-licensing. Tidewater may sub-license these rights to broadcasters and distributors.
1> Money. Tidewater will pay you a non-returnable advance of US$10,000 on signature, recoupable against a royalty of 5% of Tidewater's net receipts from the series.
## Schedule
| Item | Detail |
| Delivery Date | 30 November 2026 |
| Episodes | 6 x 50 minutes |
Signed for Tidewater Docs Ltd: Colm Heathersage, Executive Producer, 2 October 2026
Signed: Rosalind Achterberg, 6 October 2026
`,
    expected: {
      parties: ["Tidewater Docs Ltd", "Rosalind Achterberg"],
      signed: "2026-10-06",
      start: "2026-11-30",
      end: "2033-11-29",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["USD 10000"],
      flags: ["worldwide_exclusivity", "long_term", "sublicensable"]
    }
  }
]
