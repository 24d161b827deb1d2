// Independent author "j9" (wave 9), one batch written without reading the reader's rules or the other batches'
// texts (only the flag definitions, the corpus markup and scorer, the contract rows of docs/decisions.md and the
// first entry of one batch for the file convention were read), and committed before the reader was run on it:
// rights-clearance certificates and clearance logs issued by a broadcaster's legal department (question and answer
// rows per asset, "Cleared for" / "Not cleared for" columns, withdrawn entries, waived fees, an amendment logged
// later that moves the end); athlete and sports-club image-rights agreements (team imagery against individual
// imagery, an image-rights company as a party, sponsor-category restrictions with carve-outs for existing personal
// sponsors, an addendum that replaces a clause of the main agreement); and licences of a deceased person's likeness
// from an estate or its successor (post-mortem right of publicity by state, an executor as the party, a gallery
// licence whose period is counted back from an opening date, special conditions that widen the territory). A
// DEVELOPMENT batch: its first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "j9-broadcaster-clearance-logs",
  "j9-sports-image-rights",
  "j9-estate-likeness-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "j9-01-contributor-clearance-certificate",
    style: "j9-broadcaster-clearance-logs",
    format: "docx",
    source: `
# RIGHTS CLEARANCE CERTIFICATE
Northern Lights Television Ltd - Legal & Business Affairs
Certificate No. LBA/2026/0147
Date of issue: 9 February 2026
## Programme and parties
| Item | Detail |
| Programme | The Outdoor Kitchen, Series 3 (6 x 30 minutes) |
| Producer | Copperline Productions Ltd, which made the Programme for the Broadcaster and is not a party to this certificate |
| Contributor | Priya Raman, of 14 Elm Row, Leeds LS7 2QA (the "Contributor") |
| Broadcaster | Northern Lights Television Ltd (the "Broadcaster") |
| TX Date | the first transmission of Episode 1, being 14 March 2026 |
## What is licensed
The Contributor licenses to the Broadcaster her name, likeness, voice and biography as they appear in the Programme, and the six recipes she demonstrates in it (the "Contributor Material"), on the terms below. This certificate replaces the draft clearance memo of 20 January 2026, which is withdrawn.
## Clearance questions
| Question | Answer |
| Is the Contributor Material cleared for linear television transmission? | Yes, on the Broadcaster's own channels. |
| Is it cleared for the Broadcaster's on-demand player and website? | Yes, for the Licence Period. |
| Is it cleared for promotion? | Yes, as trailers and clips of up to 60 seconds on the Broadcaster's social media accounts. |
| Is it cleared for cinema, print or outdoor advertising? | No. None of these is cleared. |
| Is the licence exclusive? | No. The Contributor may license the same recipes and her likeness to others. |
| May the Broadcaster sub-license the Contributor Material to other broadcasters or platforms? | No. |
| Licence Period | Five (5) years from and including the TX Date. |
| Territory | United Kingdom and Ireland. Transmission or streaming outside the Territory is not cleared. |
## Summary of media
| Cleared for | Not cleared for |
| Linear TV on the Broadcaster's channels | Cinema exhibition |
| The Broadcaster's on-demand player and website | Print (magazines, books, newspapers) |
| Social media trailers and clips | Outdoor and transport advertising |
| - | Sub-licensing to third-party platforms |
## Payment
| Item | Amount |
| Contributor fee | £1,500 |
| Travel expenses (reimbursed at cost, capped) | £250 |
| Total payable | £1,750 |
The Contributor fee is paid within 30 days of the TX Date. The travel expenses are not a fee and are paid only against receipts.
## Signatures
Agreed by the Contributor, Priya Raman. Date: 9 February 2026
For Northern Lights Television Ltd: Oliver Stanhope, Head of Legal & Business Affairs. Date: 9 February 2026
`,
    expected: {
      parties: ["Northern Lights Television Ltd", "Priya Raman"],
      signed: "2026-02-09",
      start: "2026-03-14",
      end: "2031-03-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["GBP 1500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "j9-02-archive-stills-clearance-log",
    style: "j9-broadcaster-clearance-logs",
    format: "scan",
    source: `
# CLEARANCE LOG - ARCHIVE STILLS
Meridian Broadcasting Corporation, Legal and Business Affairs
Programme: Harbour Lights: A Port City at War (1 x 90 minutes)
Log kept by Helen Achterberg, Clearances Executive, for internal use. She is not a party to any licence.
Licence recorded: Ferrand Picture Archive Ltd ("FPA") to Meridian Broadcasting Corporation ("Meridian"), licence ref. FPA-2207, signed by both parties on 28 April 2026.
## Licence terms (these apply to every entry below unless the entry says otherwise)
1> Rights: the non-exclusive right to include the images in the Programme.
1> Media cleared: television broadcast (terrestrial, satellite and cable) and Meridian's catch-up service on its website.
1> Media not cleared: social media, print, home video and theatrical (cinema) release.
1> Territory: the world.
1> Licence period: seven (7) years from and including first transmission (TX), TX being 18 June 2026.
1> Sub-licensing: Meridian may sub-license the images, as part of the Programme only, to overseas broadcasters that acquire the Programme.
1> Credit: "Ferrand Picture Archive" in the end credits. The photographer's moral rights are not waived.
## Entries
| Ref | Asset | Cleared for | Not cleared for | Status |
| H-01 | Dockers at Gate 4 (1941) | TV, catch-up | social, print | Cleared |
| H-02 | Convoy Leaving the Narrows (1942) | TV, catch-up | social, print | Cleared |
| H-03 | Blackout on Quay Street (1940) | TV, catch-up | social, print | Cleared |
| H-04 | The Mayor's Visit (1943) | nothing | all uses | Withdrawn: do not use |
H-04 was withdrawn because FPA could not confirm who owns its copyright. The archive's original glass-plate prints stay with FPA; Meridian receives digital scans only.
## Fees
| Item | Amount |
| Licence fee for H-01 to H-03 | £1,260 plus VAT |
| Research fee | £75, waived by FPA |
| Fee first quoted for H-04 | £420, not payable (entry withdrawn) |
Logged 2 May 2026. Checked by R. Castellanos, Senior Counsel.
`,
    expected: {
      parties: ["Ferrand Picture Archive Ltd", "Meridian Broadcasting Corporation"],
      signed: "2026-04-28",
      start: "2026-06-18",
      end: "2033-06-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 1260"],
      flags: ["long_term", "sublicensable"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "j9-03-presenter-promo-clearance",
    style: "j9-broadcaster-clearance-logs",
    format: "pdf",
    source: `
# TALENT CLEARANCE CERTIFICATE - ON-AIR PROMOTIONS
Issued by Brightwater Media Group plc, Legal & Business Affairs, on 2 June 2026.
Talent: Jamal Okonkwo-Reid (the "Talent"), engaged through his agent Arclight Management Ltd, which signs as agent only and is not a party.
Company: Brightwater Media Group plc ("Brightwater").
Campaign: "Cinema Sundays", a season of feature films shown on Brightwater's television channels.
## 1. Engagement
The Talent will present and voice a set of on-air promotions for the Campaign, recorded on 10 June 2026.
## 2. Clearance
| Use | Cleared for | Not cleared for |
| Television | On-air promotions on Brightwater's own channels | Paid advertising on other broadcasters' channels |
| Online | Brightwater's website and its social media accounts | Third-party websites and paid online advertising |
| Other media | - | Outdoor, print and in-cinema advertising |
The Campaign's name refers to films shown on television; nothing in this certificate clears any use in cinemas.
## 3. Clearance Period
From the first on-air promotion (the "Launch"), the Launch being 4 July 2026, to 29 August 2026, the date of the season's final film.
## 4. Territory
United Kingdom only.
## 5. Exclusivity
The Talent is not exclusive to Brightwater. He remains free to present promotions for other broadcasters and brands during and after the Clearance Period.
## 6. Fees
| Fee | Amount |
| Session fee (recording day) | £2,400 |
| Usage fee | £3,600 |
| Total | £6,000 |
The usage fee is a full buy-out of the uses cleared in section 2: no repeat or residual fees are payable for them. Expenses: a taxi to and from the recording, at cost (estimated at £85), which is not part of the fee.
Signed for Brightwater Media Group plc: Fiona Adebayo-Clarke, Director of Legal & Business Affairs, 2 June 2026
Signed by the Talent: Jamal Okonkwo-Reid, 2 June 2026
Agreed by Arclight Management Ltd, as agent only, 2 June 2026
## 7. Amendment logged 20 June 2026 (agreed with the Talent's agent by e-mail)
The season has been extended by Brightwater's schedulers. Section 3 is amended: the Clearance Period now ends on 30 September 2026, and the end date in section 3 no longer applies. An extension fee of £900 is payable for the additional weeks.
`,
    expected: {
      parties: ["Brightwater Media Group plc", "Jamal Okonkwo-Reid"],
      signed: "2026-06-02",
      start: "2026-07-04",
      end: "2026-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["GBP 2400", "GBP 3600", "GBP 900"],
      flags: ["buyout"]
    }
  },
  {
    id: "j9-04-footballer-image-rights-irc",
    style: "j9-sports-image-rights",
    format: "docx",
    source: `
# IMAGE RIGHTS AGREEMENT
THIS AGREEMENT is dated 26 June 2026
## Parties
(1) ASHBOURNE ROVERS FOOTBALL CLUB LIMITED (company number 00481736) whose registered office is at Kingsmead Stadium, Ashbourne DE6 1AA (the "Club");
(2) CD IMAGE RIGHTS LIMITED (company number 15520984) whose registered office is at 3 Canal Wharf, Derby DE1 3LU (the "IRC"); and
(3) CALLUM DWYER of c/o the IRC (the "Player").
## Background
(A) The Player has assigned to the IRC the right to exploit his Image commercially, other than in Team Imagery.
(B) The Player is registered to play for the Club under a playing contract with the Club (the "Playing Contract").
(C) Match footage is licensed by the League to its broadcast partners and is not dealt with in this Agreement.
## 1. Definitions
1> "Image" means the Player's name, nickname ("Dwy"), likeness, signature, voice and shirt number 9.
1> "Team Imagery" means an image in which the Player appears with at least three other Club players in Club kit. The Club may use Team Imagery under the Playing Contract and nothing in this Agreement limits that.
1> "Individual Imagery" means any use of the Image that is not Team Imagery.
1> "Club Sponsors" means the Club's commercial partners from time to time, including its kit supplier, Corran Sportswear Ltd.
1> "Existing Personal Sponsor" means Striker Athletic Ltd, under the Player's football boot agreement dated 4 January 2025.
## 2. Grant
1> The IRC grants the Club, for the Term, the exclusive right to use Individual Imagery in association with the Club and the Club Sponsors, throughout the world, in the following media: the Club's website and app, the Club's official social media accounts, matchday programmes and other Club publications in print, and advertising boards and billboards at and around Kingsmead Stadium.
1> The Club shall not use Individual Imagery in television or radio advertising, in cinema advertising, or on any product other than the official Club calendar, without the IRC's written consent.
1> The Club may sub-license the Image to Club Sponsors for use within the media listed in clause 2.1.
## 3. Term
1> The Term begins on the date on which the Player's registration for the Club under the Playing Contract takes effect, being 1 July 2026, and ends on the expiry of the Playing Contract on 30 June 2029, unless the Playing Contract ends earlier.
## 4. Payments
1> The Club will pay the IRC an image rights fee of £240,000 (two hundred and forty thousand pounds) per Contract Year, by four equal quarterly instalments (£60,000 each) in arrears, plus VAT.
1> No payment is made to the Player personally under this Agreement.
## 5. Personal sponsorship
1> During the Term neither the Player nor the IRC shall enter into any endorsement with a sportswear, football boot or betting brand other than a Club Sponsor, except with the Existing Personal Sponsor.
1> The agreement with the Existing Personal Sponsor may continue until it expires on 31 December 2027 but shall not be renewed or extended during the Term.
1> The Player remains free to endorse brands in any other category.
## 6. Conduct
1> The Club may suspend the use of Individual Imagery and withhold payment if the Player is convicted of a criminal offence or brings the Club or the game into disrepute.
## 7. General
1> The Club may assign this Agreement to any purchaser of the whole or substantially all of its business without the consent of the IRC or the Player.
1> This Agreement is governed by the law of England and Wales.
## Signatures
Signed by Martin Greaves, Chief Executive, for and on behalf of Ashbourne Rovers Football Club Limited
Signed by Callum Dwyer, director, for and on behalf of CD Image Rights Limited
Signed by Callum Dwyer
`,
    expected: {
      parties: ["Ashbourne Rovers Football Club Limited", "CD Image Rights Limited", "Callum Dwyer"],
      signed: "2026-06-26",
      start: "2026-07-01",
      end: "2029-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["GBP 240000"],
      flags: ["worldwide_exclusivity", "sublicensable", "assignable", "non_compete", "morality_clause"]
    }
  },
  {
    id: "j9-05-athlete-endorsement-us",
    style: "j9-sports-image-rights",
    format: "pdf",
    source: `
# ENDORSEMENT AGREEMENT
This Endorsement Agreement (this "Agreement") is entered into as of March 3, 2026 (the "Effective Date") by and between Kestrel Hydration, Inc., a Delaware corporation ("Company"), and Danielle Osei-Whitfield, an individual ("Athlete"). Athlete is represented by Vantage Sports Group, LLC ("Agent"), which is not a party to this Agreement.
## 1. Term
The term of this Agreement (the "Term") commences on the Effective Date and ends on December 31, 2027. This Agreement will not renew automatically. Company may propose an extension by written notice no later than October 1, 2027, and any extension requires a new written agreement.
## 2. Grant of Rights
Athlete grants Company the right during the Term to use Athlete's name, approved likeness, voice and biographical information (the "Athlete Endorsement") to advertise Company's Kestrel sports drinks in the United States and Canada (the "Territory") in television commercials, on Company's websites and social media accounts, in print advertising and in out-of-home advertising (billboards and transit). The grant excludes cinema advertising and any use on product packaging.
## 3. Team and Federation Rights
Athlete competes as a member of the national relay team. Nothing in this Agreement grants Company any right in team imagery, team uniforms or the federation's marks, and Company shall not use any image in which Athlete appears in national team uniform.
## 4. Exclusivity
During the Term, Athlete will not endorse, promote or appear in advertising for any sports drink, energy drink or bottled water other than Company's products. Athlete's existing agreement with Clearpeak Spring Water Co. (an "Existing Personal Sponsor") is excepted: it may continue until it expires on December 31, 2026, but Athlete will not renew it.
## 5. Compensation
Company will pay Athlete base compensation of US$400,000 for the first Contract Year (the Effective Date to March 2, 2027) and US$450,000 for the second Contract Year (March 3, 2027 to the end of the Term), each in four equal quarterly installments. Company will also reimburse Athlete's pre-approved travel expenses, not to exceed US$7,500 in any Contract Year.
## 6. Conduct
If Athlete commits any act that brings Athlete into public disrepute, contempt or scandal, or is suspended for an anti-doping violation, Company may terminate this Agreement on written notice.
## 7. No Sublicense or Assignment
Company shall not sublicense the Athlete Endorsement to any third party, including its distributors and retailers. Neither party may assign this Agreement without the other party's prior written consent.
## 8. Miscellaneous
This Agreement is governed by the laws of the State of Oregon.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.
KESTREL HYDRATION, INC. By: Aaron Lindgren, Chief Marketing Officer. Date: March 3, 2026
ATHLETE: Danielle Osei-Whitfield. Date: March 3, 2026
`,
    expected: {
      parties: ["Kestrel Hydration, Inc.", "Danielle Osei-Whitfield"],
      signed: "2026-03-03",
      start: "2026-03-03",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["USD 400000", "USD 450000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal", "sublicensable", "assignable"]
    }
  },
  {
    id: "j9-06-rugby-player-image-schedule",
    style: "j9-sports-image-rights",
    format: "scan",
    source: `
# PLAYER IMAGE RIGHTS SCHEDULE
Schedule 4 to the Player Contract between Harrowgate Vikings Rugby Club Limited (the "Club") and Tomasz Wierzbicki (the "Player")
## Part A - Particulars
| Item | Particulars |
| Registration Date | the date of the Player's first registration with the Club for the 2026/27 season, being 1 August 2026 |
| Start | the Registration Date |
| End | the last day of the 2027/28 season, namely 31 May 2028 |
| Territory | United Kingdom |
| Image payment | £18,000 per season, paid monthly through payroll |
| Photoshoot attendance fee | None payable |
## Part B - Terms
1> Team use. The Club may use the Player's image in team photographs, squad line-ups and match reports on the Club's website and social media accounts and in the matchday programme.
1> Individual use. The Club may use the Player's image on his own only in the same media as in paragraph 1, and not in television advertising, on billboards or other outdoor advertising, or on any sponsor's product packaging.
1> Exclusivity. There is no exclusivity under this Schedule. The Player may enter into personal sponsorship agreements in any product category, including the categories of the Club's sponsors, provided that he does not wear a competing brand's logo while in Club kit.
1> Club sponsors. The Club's principal sponsor, Northgate Outdoor Living Ltd, has no right to use the Player's image under this Schedule.
1> Moral rights. The Player does not waive any moral rights, and the Club shall not alter his image beyond normal cropping.
Signed for the Club by Ewan Rutherford, Club Secretary, on 21 July 2026
Signed by the Player, Tomasz Wierzbicki, on 21 July 2026
`,
    expected: {
      parties: ["Harrowgate Vikings Rugby Club Limited", "Tomasz Wierzbicki"],
      signed: "2026-07-21",
      start: "2026-08-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: [],
      denies: ["non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "j9-07-rider-image-addendum",
    style: "j9-sports-image-rights",
    format: "text",
    source: `
# RIDER IMAGE RIGHTS ADDENDUM
to the Rider Agreement dated 1 October 2026 between Velostar Racing B.V. and Freya Lindqvist
This addendum is made between Velostar Racing B.V., a company registered in the Netherlands (KvK 81736452), of Stationsplein 8, 3818 LE Amersfoort (the "Team"), and Freya Lindqvist, professional cyclist, of Gothenburg, Sweden (the "Rider").
## 1. Relationship to the Rider Agreement
1> Clause 4 of the Rider Agreement (Personal Sponsors) is deleted and replaced by this addendum. Where this addendum and the Rider Agreement differ, this addendum prevails.
## 2. Effective period
1> This addendum takes effect on the Team Launch, the public presentation of the Team's 2027 squad, which takes place on 15 January 2027, and ends when the Rider Agreement ends, on 31 December 2028.
## 3. Team use of the Rider's image
1> The Rider grants the Team the right to use her name and image, worldwide, on the Team's website, on its social media channels and in its printed yearbook, press kits and race-programme advertising.
1> The Team shall not sub-license the Rider's image to any Team Partner or other third party.
1> No television, cinema or out-of-home advertising featuring the Rider on her own is permitted under this addendum.
## 4. Personal sponsors
1> During the effective period the Rider shall not enter into any personal sponsorship or endorsement with a bank, an insurer or a cycling-apparel brand, other than with a Team Partner.
1> The following Existing Personal Sponsors are excepted. The Rider may keep each agreement until its expiry date but shall not renew it.
| Existing Personal Sponsor | Category | Expiry date |
| Nordvik Sparbank AB | banking | 30 June 2027 |
| Kallax Cycling Wear AB | cycling apparel | 31 March 2027 |
1> The Rider is free to work with brands in all other categories.
## 5. Fees
1> The Team will pay the Rider (a) an image fee of EUR 12,000 per season and (b) a UK activation fee of GBP 3,000 per season, paid in sterling by the Team's UK partner on the Team's behalf.
1> The Team will reimburse the Rider's travel to partner events up to EUR 1,500 per season. This is an expense, not a fee.
## 6. General
1> The Team shall not assign this addendum or the rights in clause 3 without the Rider's written consent.
1> This addendum is governed by Dutch law.
Signed at Amersfoort on 2 December 2026.
For Velostar Racing B.V.: Joost van Rijn, Managing Director
The Rider: Freya Lindqvist
`,
    expected: {
      parties: ["Velostar Racing B.V.", "Freya Lindqvist"],
      signed: "2026-12-02",
      start: "2027-01-15",
      end: "2028-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["EUR 12000", "GBP 3000"],
      flags: ["worldwide_exclusivity", "non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "j9-08-estate-likeness-coffee-us",
    style: "j9-estate-likeness-licences",
    format: "pdf",
    source: `
# LIKENESS LICENSE AGREEMENT
## Summary Terms
| Term | Detail |
| Licensor | Lanier Legacy LLC, a Louisiana limited liability company, as successor in interest to the Estate of Marguerite Lanier ("Licensor") |
| Licensee | Bayou Roast Coffee Company, a Louisiana corporation ("Licensee") |
| Personality | Marguerite "Peggy" Lanier (1921-1988), jazz singer |
| Licensed Products | Bayou Roast "Jazz Radio Blend" coffee and tea |
| Launch Date | October 1, 2026 |
| Term | Three (3) years starting on the Launch Date |
| Territory | United States of America |
| License Fee | US$40,000 per Contract Year, payable in advance |
## Standard Terms
1> Grant. Licensor grants Licensee the right to use the Personality's name, likeness, signature and photographs approved by Licensor (the "Licensed Likeness") on point-of-sale displays in retail stores, in print advertising, and on Licensee's website and social media accounts, in each case to promote the Licensed Products.
1> Excluded media. No television or radio commercials, no outdoor advertising and no use on any product other than the Licensed Products is licensed. "Jazz Radio Blend" is a product name and grants no radio rights.
1> Exclusivity. The license granted in Section 1 is exclusive within the coffee and tea category in the Territory.
1> Right of publicity. Licensor represents that it owns the post-mortem right of publicity in the Personality under Louisiana law and California Civil Code Section 3344.1. Licensor gives no warranty for any state that does not recognize a post-mortem right of publicity; the Territory nevertheless remains the whole United States.
1> Term. The Term is three (3) years starting on and including the Launch Date.
1> Costs. Licensee will also reimburse Licensor's reasonable legal costs of approving materials, up to US$3,500 in total.
1> Approvals. Each use requires Licensor's prior written approval, which Licensor shall not unreasonably withhold.
1> No sublicensing. Licensee shall not sublicense any of its rights under this Agreement.
1> No alcohol. The Licensed Likeness shall not be used in connection with any alcoholic beverage, tobacco or cannabis product.
1> Governing law. This Agreement is governed by the laws of the State of Louisiana.
IN WITNESS WHEREOF the parties sign this Agreement on September 14, 2026.
LANIER LEGACY LLC By: Lionel Baptiste, Manager
BAYOU ROAST COFFEE COMPANY By: Therese Guidry, President
`,
    expected: {
      parties: ["Lanier Legacy LLC", "Bayou Roast Coffee Company"],
      signed: "2026-09-14",
      start: "2026-10-01",
      end: "2029-09-30",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "print", "web", "social"],
      exclusive: true,
      fees: ["USD 40000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "j9-09-estate-gallery-licence-uk",
    style: "j9-estate-likeness-licences",
    format: "docx",
    source: `
# LICENCE TO USE THE LIKENESS AND SELF-PORTRAIT OF ADA WHITCOMBE (1902-1979)
Date of this Agreement: the date of the last signature below.
## Parties
Licensor: Whitcombe Estate Limited, company number 09933127, which holds the copyright and the image rights of the late Ada Whitcombe on behalf of her estate (the "Estate").
Licensee: Fenwick Gallery Trust, a registered charity (no. 1048821) (the "Gallery").
Pemberton Picture Library Ltd acts for the Estate in issuing this licence and is not a party.
## 1. Definitions
1> "Exhibition" means the exhibition "Ada Whitcombe: The Outdoor Studio" at the Gallery.
1> "Opening Date" means 12 March 2027 and "Closing Date" means 4 July 2027.
1> "Works" means the Self-Portrait in a Grey Hat (1931) and the three photographs of Ada Whitcombe listed in the Schedule.
## 2. Licence
1> The Estate grants the Gallery a licence to reproduce the Works and the likeness of Ada Whitcombe to promote the Exhibition in print (the catalogue, leaflets and press advertisements), on posters on the London Underground, and on the Gallery's website and social media accounts.
1> The licence excludes television, cinema, and any merchandise other than the Exhibition catalogue.
1> Territory: United Kingdom.
## 3. Licence Period
1> The Licence Period starts six weeks before the Opening Date and ends on the Closing Date.
## 4. Exclusivity
1> This licence is not exclusive. The Estate may license the Works and the likeness of Ada Whitcombe to others at any time.
## 5. Fee
| Item | Amount |
| Licence fee | £4,800 |
| VAT at 20% | £960 |
| Total | £5,760 |
## 6. Moral rights and integrity
1> The Estate asserts Ada Whitcombe's right to be identified as the author of the Self-Portrait. The Gallery shall not crop, alter or overprint the Self-Portrait.
## 7. Special Conditions
1> Notwithstanding clause 2.3, the Territory is the United Kingdom and the Republic of Ireland, so that the Exhibition may be advertised in Dublin.
1> The Gallery shall not sub-license the Works or the likeness to any third party.
## Schedule - Photographs
| No. | Photograph | Photographer |
| 1 | Ada Whitcombe at her easel, 1948 | Walter Pryce |
| 2 | In the garden at Rye, 1955 | Walter Pryce |
| 3 | With the Grey Hat portrait, 1962 | unknown |
Signed for Whitcombe Estate Limited by Harriet Whitcombe-Lowe, Director, on 14 January 2027
Signed for Fenwick Gallery Trust by Dr Samuel Okafor, Director, on 18 January 2027
`,
    expected: {
      parties: ["Whitcombe Estate Limited", "Fenwick Gallery Trust"],
      signed: "2027-01-18",
      start: "2027-01-29",
      end: "2027-07-04",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "out_of_home", "web", "social"],
      exclusive: false,
      fees: ["GBP 4800"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "j9-10-executor-documentary-licence",
    style: "j9-estate-likeness-licences",
    format: "text",
    source: `
# LIFE STORY AND LIKENESS LICENSE
Dated: September 9, 2026. This license takes effect on that date.
This license is between Coretta Tillman-Hayes, in her capacity as Independent Executor of the Estate of Raymond Tillman ("Executor"), and Longleaf Documentary Films LLC, a Georgia limited liability company ("Producer").
Raymond "Sugar Ray" Tillman (1944-2019) was a boxer and, after he retired, a television boxing commentator.
## 1. The Picture
Producer is making a feature documentary about Raymond Tillman's life, currently titled "Sugar in the Ring" (the "Picture").
## 2. Grant
Executor grants Producer the non-exclusive, irrevocable right, in perpetuity and throughout the universe, to use Raymond Tillman's name, likeness, voice, biography and the family photographs listed in Exhibit A in the Picture, and to exhibit and distribute the Picture in cinemas and at festivals, on television, and online (including on streaming services and on Producer's website). Producer may use clips and stills of the Picture in trailers for the Picture in the same media.
## 3. Not granted
No merchandise, no video game, no use to advertise any product or service other than the Picture, and no dramatized portrayal of Raymond Tillman by an actor.
## 4. Right of publicity
The post-mortem publicity rights in Raymond Tillman arise under Chapter 26 of the Texas Property Code and are registered with the Texas Secretary of State. Executor makes no warranty as to the law of any other state or country.
## 5. Sublicensing
Producer may sublicense its rights, as part of the Picture only, to distributors, broadcasters and streaming services of the Picture.
## 6. License Fee
US$30,000, payable US$15,000 on signature and US$15,000 on the Picture's first public screening. The License Fee is the only sum payable: no royalty, profit share or further fee is due however often or widely the Picture is exploited.
## 7. Exclusivity
None. Executor may license Raymond Tillman's life story and likeness to other producers, including for other documentaries.
Coretta Tillman-Hayes, Independent Executor of the Estate of Raymond Tillman. Date: September 9, 2026
LONGLEAF DOCUMENTARY FILMS LLC, by Marcus Bell, Managing Member. Date: September 9, 2026
`,
    expected: {
      parties: ["Coretta Tillman-Hayes", "Longleaf Documentary Films LLC"],
      signed: "2026-09-09",
      start: "2026-09-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: false,
      fees: ["USD 30000"],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable", "buyout"]
    }
  }
]
