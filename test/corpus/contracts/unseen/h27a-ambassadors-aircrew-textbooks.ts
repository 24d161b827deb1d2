// Held-out author "h27a" (wave 27), one batch written without reading the reader (domain/, application/, adapters/),
// the other corpus batches, held-out/, NOTES.md or any output of evaluate.ts, and frozen before the reader was run
// on it. Read: test/corpus/contracts/Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts (lines 1-40),
// the header and the first entries of n11's batch for the file convention, the batch checker, and the file names of
// unseen/. It holds three drafting styles: spirits, beer and sports-betting ambassador agreements under advertising
// codes (UK CAP/Portman, the US Beer Institute and AGA codes: ambassadors over 25 or 21, a responsible-drinking or
// safer-gambling line, markets where such advertising is banned carved out of a worldwide grant, brands named
// "Outdoor Spirits", "BetPrint" and "Billboard Hill", duty, VAT, bonuses and day rates beside the fee, a launch date
// given in a schedule, a compliance addendum that replaces the media clause); airline and cruise campaign releases
// (cabin crew and a pilot featured as employees without a fee, seatback screens, an in-flight entertainment system
// named "Kestrel Cinema", onboard magazines, terminals and lounges, a route launch date defining the term, no use
// after the person leaves; a cruise passengers' perpetual buyout release); and permissions for photographs in
// textbooks and courseware (editions, capped print runs, e-book and VLE use, territories by edition, a per-image fee,
// a re-use fee for a later edition, covers and promotion excluded, a schedule that replaces the territory clause).
//
// Answer rules decided by this author: the parties are those bound, named as the contract names them without role
// labels, titles or ranks (an agent, an advertising agency acting as agent, a management company, an end client and
// group companies are not parties; a person named only in the signature block of a release is a party); the signing
// date is the date of the last signature, and a rider agreed with the agreement does not move it; "N months from X"
// ends the day before the anniversary; a launch or route-launch date stated in a schedule is the start of a term
// that runs from it; a release effective on signature starts on its signing date; a run-off for material already
// distributed (magazines on board, point-of-sale already in place) does not move the end; "for the life of the
// edition" has no end date (no_end_date) and is not perpetual; a perpetual term does not also raise no_end_date.
// Territories: "worldwide, excluding" countries where the advertising is banned is worldwide; "on its aircraft and at
// any airport it serves, wherever in the world" is worldwide; Great Britain and the United Kingdom are GB; a list of
// states is their country; an edition's territory is the countries listed, and a schedule that expressly replaces the
// territory clause prevails. Channels: seatback, overhead and in-flight entertainment screens (even a system named
// "Cinema"), airport terminal and lounge posters and screens, racecourse signage and big screens, transit displays and
// billboards are out_of_home; an onboard magazine, press and the printed textbook are print; a website, an app, an
// e-book and a virtual learning environment or online courseware platform are web; a brand's own social accounts and
// paid social are social; point-of-sale in licensed premises and retailers is in_store; radio is no channel; a name
// with a channel word in it (Outdoor Spirits, BetPrint, Billboard Hill, Kestrel Cinema, "Broadcast Journalism", an
// "outside broadcast van" in a photo's caption) is not a channel; a replaced media clause grants nothing. Exclusivity:
// a category exclusivity or a promise not to appear for competitors is exclusive (true) with non_compete, carve-outs
// notwithstanding, and worldwide category exclusivity also raises worldwide_exclusivity; "Exclusivity: None" is false
// and denies non_compete; silence is null. Fees are the sums paid for the rights or the services: instalments are
// not separate fees; a per-image fee times a number of images stated with its total is one fee of the total; VAT,
// sales tax, excise duty, expenses, per diems, duty allowances and salary of an employee, a product allowance, a
// cruise certificate with a stated value, a performance bonus payable only if earned, a day rate owed only if more
// days are requested, a cancellation payment, a late charge, an unauthorised-use multiple, a re-use fee for a later
// edition or a larger print run not yet taken, and a fee paid under an earlier licence are not fees; an employee
// paid only salary has no fee (no_fee_stated). Flags: morality_clause for termination on disrepute or a conviction;
// assignable only where the user may assign without consent, and "neither party may assign" or "may not assign ...
// without consent" denies it; "shall not sub-license" or "will not give or license the Images to any other company"
// denies sublicensable; buyout only where the payment is called a buyout; irrevocable_grant only where the grant says
// irrevocable; an assertion of moral rights that "does not waive" them denies moral_rights_waiver; long_term only
// above 60 months (exactly 60 is not long).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h27a-alcohol-and-betting-brand-ambassador-agreements",
  "h27a-airline-and-cruise-crew-campaign-releases",
  "h27a-textbook-and-educational-publisher-image-permissions"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h27a-01-scottish-gin-ambassador-launch-date",
    style: "h27a-alcohol-and-betting-brand-ambassador-agreements",
    format: "docx",
    source: `
# BRAND AMBASSADOR AGREEMENT
THIS AGREEMENT is dated 18 December 2026
## PARTIES
(1) OUTDOOR SPIRITS CO LIMITED, incorporated and registered in Scotland with company number SC612884, whose registered office is at Unit 4, Carse Road Distillery Park, Stirling FK7 7XW (the “Company”); and
(2) CALLUM REID-FARQUHAR of c/o Brightwater Talent, 21 Thistle Street, Edinburgh EH2 1DF (the “Ambassador”).
## BACKGROUND
(A) The Company distils and sells spirits, including a gin to be sold as “Highland Ember” (the “Product”).
(B) The Company wishes to engage the Ambassador, a chef and broadcaster, to promote the Product on the terms of this Agreement.
## AGREED TERMS
1> Definitions. In this Agreement: “Launch Date” means the date set out as such in Schedule 1; “Materials” means all photographs, film, audio and copy featuring the Ambassador’s name, likeness, voice and biography made under this Agreement; and “Category” means spirits of every kind, spirit-based ready-to-drink beverages and liqueurs.
1> Term. This Agreement commences on the Launch Date and continues for a period of twenty-four (24) months (the “Term”), unless terminated earlier under Clause 12.
1> Services. The Ambassador shall provide up to six (6) days of services during the Term (photography, filming and launch events) on dates to be agreed, as described in Schedule 1.
1> Grant. In consideration of the Fee the Ambassador grants to the Company the right during the Term to use the Materials in the Territory in the following media only: (a) print (national and regional press and consumer magazines); (b) the Company’s websites; (c) the Company’s own social media accounts; (d) out-of-home posters and digital screens in railway stations and airports, none of which shall be within 100 metres of a school or youth centre; and (e) point-of-sale materials in licensed premises and off-licences; excluding television, video-on-demand, cinema and radio.
1> Territory. The “Territory” is worldwide, excluding Norway, Lithuania, Saudi Arabia, Kuwait and any other country in which the advertising of spirit drinks is prohibited by law at the relevant time.
1> Exclusivity. During the Term the Ambassador shall not provide services to, endorse or appear in advertising for any brand in the Category other than the Company’s. This Clause does not apply to (a) the Ambassador’s existing agreement with Fernhill Ales Limited, which concerns beer only and is outside the Category, or (b) cooking programmes presented by the Ambassador in which drinks appear incidentally.
1> Fee. The Company shall pay the Ambassador a fee of £60,000 (sixty thousand pounds) (the “Fee”) in two equal instalments of £30,000, the first within 30 days of the Launch Date and the second six months after the Launch Date. The Fee is exclusive of VAT, which the Company shall pay in addition on receipt of a valid VAT invoice.
1> Additional days, expenses and product. Any day of services beyond the six included days shall be paid, if the Company requests it, at £2,500 per day. The Company shall reimburse reasonable pre-approved travel expenses up to £1,200 in aggregate. The Company shall supply the Ambassador with six bottles of the Product each month and shall bear all excise duty and VAT on them; this product allowance is not part of the Fee.
1> Advertising codes. All Materials shall comply with the UK Code of Non-broadcast Advertising (CAP Code), the Portman Group Code of Practice and the local codes of each country of the Territory. In particular: (a) the Ambassador is over 25 years of age and shall not be shown so as to seem younger than 25; (b) no Materials shall be directed at, or be likely to have particular appeal to, persons under 18; (c) no Materials shall link the Product with driving, sporting prowess, sexual success or social success; and (d) every item of Materials shall carry the message “Please enjoy Highland Ember responsibly. drinkaware.co.uk” or its local equivalent.
1> Sub-licensing. The Company shall not sub-license, lend or otherwise make the Materials available to any third party. The Company’s advertising agency, Larchmont & Reid Creative Ltd, handles the Materials only as the Company’s agent.
1> Assignment. Neither party may assign, transfer or charge any of its rights or obligations under this Agreement.
1> Termination. The Company may terminate this Agreement with immediate effect by written notice if the Ambassador is convicted of any offence involving alcohol (including drink-driving) or does or says anything which, in the Company’s reasonable opinion, brings the Ambassador, the Company or the Product into public disrepute.
1> After the Term. On expiry of the Term the Company shall cease all use of the Materials, save that point-of-sale materials already distributed may remain in place for up to 60 days.
1> Governing law. This Agreement is governed by the law of Scotland.
## SCHEDULE 1 – LAUNCH AND SERVICES
| Item | Detail |
| Product | Highland Ember Small Batch Gin, 70cl and 5cl |
| Launch Date | 6 March 2027 (first retail availability in the United Kingdom) |
| Launch event | Edinburgh, on the evening of the Launch Date |
| Service days | Up to 6 in the Term, including the launch event |
Signed for and on behalf of OUTDOOR SPIRITS CO LIMITED by Eilidh Marr, Director, at Stirling on 18 December 2026
Signed by CALLUM REID-FARQUHAR at Edinburgh on 18 December 2026 before this witness: Ruaridh Sim, 4 Comely Bank Row, Edinburgh
`,
    expected: {
      parties: ["Outdoor Spirits Co Limited", "Callum Reid-Farquhar"],
      signed: "2026-12-18",
      start: "2027-03-06",
      end: "2029-03-05",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["worldwide_exclusivity", "non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h27a-02-betprint-racing-ambassador-media-addendum",
    style: "h27a-alcohol-and-betting-brand-ambassador-agreements",
    format: "pdf",
    source: `
# AMBASSADOR AGREEMENT
Agreement reference BP/AMB/2026/07
This Agreement is made on 3 July 2026 between:
BetPrint: BETPRINT LIMITED (company number 10458821), whose registered office is at 40 Gracechurch Street, London EC3V 0BT, holder of Gambling Commission operating licence 000-048812-R-330177 (“BetPrint”); and
Ambassador: NIAMH CARRICK-DOYLE, of c/o Paddock Lane Management, Newmarket, Suffolk CB8 8DA (the “Ambassador”).
## 1. Definitions
1.1 “Campaign” means BetPrint’s 2026/27 flat and jumps racing advertising campaign. “Content” means all photographs, video, audio and written material featuring the Ambassador’s name, image, likeness, voice and signature produced under this Agreement.
## 2. Term
2.1 This Agreement begins on 1 August 2026 and ends on 31 July 2027 (the “Term”).
## 3. Services
3.1 The Ambassador shall give BetPrint up to eight (8) days of services in the Term: photography, filming, racecourse appearances and social media posts, as set out in Schedule 1.
## 4. Fee
4.1 BetPrint shall pay the Ambassador an ambassador fee of £85,000 plus VAT, in four quarterly payments of £21,250, the first on 1 August 2026.
4.2 A ninth or later day of services, if BetPrint requests it and the Ambassador agrees, will be paid at £3,000 per day. If BetPrint cancels a booked day on less than 48 hours’ notice it shall pay a cancellation payment of £1,500. BetPrint will reimburse pre-agreed travel and accommodation at cost.
4.3 The Ambassador shall not receive, and BetPrint shall not offer her, free bets, bonuses, betting credit or any other gambling product as payment or as a benefit of any kind.
## 5. Territory
5.1 The Territory is Great Britain (England, Scotland and Wales). The Territory excludes Northern Ireland, the Republic of Ireland, the Isle of Man and the Channel Islands.
## 6. Media
6.1 BetPrint may use the Content in the Territory during the Term on television (including sponsorship idents), radio, national press, online, social media and out-of-home.
## 7. Advertising codes and safer gambling
7.1 All Content shall comply with the CAP and BCAP Codes, the Gambling Commission’s Licence Conditions and Codes of Practice and the Industry Code for Socially Responsible Gambling.
7.2 The Ambassador confirms that she is 34 years of age. No Content shall show the Ambassador with anyone who is, or seems to be, under 25; no Content shall be likely to be of strong appeal to under-18s or appear in media directed at under-18s; and no Content shall suggest that gambling can solve financial problems.
7.3 Every item of Content shall carry “18+” and “Please gamble safely. BeGambleAware.org” in a legible size.
## 8. Exclusivity
8.1 During the Term the Ambassador shall not endorse, promote or appear in advertising for any other bookmaker, betting exchange, online casino, lottery operator or other gambling business.
8.2 Clause 8.1 does not restrict the Ambassador’s work as a racing pundit or commentator for broadcasters and newspapers, or her support of racecourses and racing charities.
## 9. Licence to group companies
9.1 BetPrint may not license or sub-license the Content to its group companies, its affiliates or any other person. The Content is for BetPrint’s own brand only.
## 10. Termination
10.1 BetPrint may terminate this Agreement immediately by notice if the Ambassador commits a serious breach of the Rules of Racing or acts in a way that brings her, BetPrint or the sport of horse racing into disrepute.
## 11. General
11.1 The Addendum forms part of this Agreement. Where the Addendum and any clause differ, the Addendum prevails.
11.2 This Agreement is governed by the laws of England and Wales.
## SCHEDULE 1 – SERVICES
| Service | Number | When |
| Photo and video shoot | 2 days | August 2026 |
| Racecourse appearances | 4 days | Major meetings, to be agreed |
| Social media posts | 2 days of content | Across the Term |
## ADDENDUM 1 – MEDIA (COMPLIANCE REVIEW)
Agreed by the parties on the date of this Agreement, following BetPrint’s compliance review.
A1. Clause 6 is deleted in its entirety and replaced with the following: “6.1 BetPrint may use the Content in the Territory during the Term only (a) on BetPrint’s website and mobile app; (b) on BetPrint’s own social media accounts and in paid social advertising targeted only at users whose age is verified as 25 or over; and (c) on signage and big screens at British racecourses. No television, radio, press or other out-of-home use is permitted.”
A2. This Addendum prevails over every other provision of the Agreement.
Signed for BETPRINT LIMITED: Marcus Adebayo-Lunt, Chief Marketing Officer – 3 July 2026
Signed by the Ambassador: Niamh Carrick-Doyle – 3 July 2026
`,
    expected: {
      parties: ["BetPrint Limited", "Niamh Carrick-Doyle"],
      signed: "2026-07-03",
      start: "2026-08-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: true,
      fees: ["GBP 85000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27a-03-billboard-hill-beer-letter",
    style: "h27a-alcohol-and-betting-brand-ambassador-agreements",
    format: "scan",
    source: `
# BILLBOARD HILL BREWING COMPANY, LLC
1450 Quarry Road, Bend, Oregon 97702
April 6, 2026
Kai Mercado, c/o Offshore Talent Group, 300 Pacific Avenue, Santa Cruz, CA 95060
Re: Ambassador Letter Agreement – Low Tide Pale Ale
Dear Kai:
This letter sets out the terms on which Billboard Hill Brewing Company, LLC (“Brewery”) engages you as an ambassador for Low Tide Pale Ale.
1> Term. May 1, 2026 through April 30, 2027.
1> Services. Two photo and video shoot days and six social posts, on dates we agree.
1> Use. During the Term, in the United States, Brewery may use your name, approved photos and approved likeness on Brewery’s website, on Brewery’s Instagram, Facebook and TikTok accounts, and on point-of-sale displays in licensed retailers, but excluding television, radio, billboards and all other outdoor advertising.
1> Fee. $18,000, paid $9,000 on signing and $9,000 on November 1, 2026. Brewery will also send you two cases of beer a month as a gift (not part of the fee) and will reimburse pre-approved travel.
1> Code. You confirm that you are 29 years old. All materials will follow the Beer Institute Advertising and Marketing Code: you will not be shown drinking before or while surfing or doing anything else that needs alertness; materials will be placed only where at least 73.8% of the audience is reasonably expected to be 21 or older; and every post will carry “Enjoy responsibly. 21+ only.”
1> Assignment. This letter may not be assigned by either party.
Please sign below and return one copy.
Billboard Hill Brewing Company, LLC
By: Dana Whitlock, Marketing Director
ACCEPTED AND AGREED: Kai Mercado   Date: April 9, 2026
`,
    expected: {
      parties: ["Billboard Hill Brewing Company, LLC", "Kai Mercado"],
      signed: "2026-04-09",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["USD 18000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h27a-04-us-sportsbook-talent-schedule-dates",
    style: "h27a-alcohol-and-betting-brand-ambassador-agreements",
    format: "text",
    source: `
# TALENT SERVICES AGREEMENT – HARBOR BET
This Talent Services Agreement is entered into as of August 20, 2026 by and between Harbor Light Gaming, LLC, a Delaware limited liability company doing business as Harbor Bet (“Operator”), and Terrence Whitfield (“Talent”).
1> Term. The Term is the period stated in Schedule A.
1> Services. Talent will render the services listed in Schedule A.
1> Rights. During the Term and in the Territory, Operator may use Talent’s name, approved likeness, voice and approved biography in advertising for the Harbor Bet sportsbook on Operator’s website and mobile app, on Operator’s social media accounts, and on billboards and transit displays, excluding linear television, radio, and any media on college campuses or directed primarily at college students.
1> Territory. The Territory is New Jersey, Pennsylvania, Ohio and Michigan, being the states in which Operator holds a sports wagering license, and excludes every other state.
1> Responsible gaming. Talent is 38 years old and is not a college or amateur athlete. All advertising will comply with the American Gaming Association’s Responsible Marketing Code for Sports Wagering and each state’s rules: no depiction of anyone under 21; nothing designed to appeal primarily to persons under 21; no “risk-free” claims; and every ad will carry “Must be 21+. Gambling problem? Call 1-800-GAMBLER.”
1> Compensation. Guaranteed fee: $250,000, payable in five equal monthly installments. Performance bonus: $25,000 if Operator’s app exceeds 200,000 first-time depositors in the Territory during the Term, payable only if earned. Per diem: $150 on each travel day. Operator will not give Talent wagering credits, promotional bets or an account balance as compensation.
1> No wagering. Talent shall not place any wager with Operator or with any other sportsbook during the Term.
1> Exclusivity. During the Term Talent will not endorse or appear in advertising for any other sportsbook, online casino or iGaming operator. Carve-out: Talent may continue his disclosed endorsement of Fantasy Huddle, a daily fantasy sports game.
1> Morals. If Talent commits a felony, or any act that brings Talent into public disrepute, contempt, scandal or ridicule, or breaches any league or gaming-regulator rule, Operator may terminate this Agreement on written notice.
1> Assignment. Operator may assign this Agreement to any affiliate or to a successor to the Harbor Bet business without Talent’s consent. Talent may not assign this Agreement.
1> Governing law. New Jersey.
SCHEDULE A
| Item | Detail |
| Term start | September 3, 2026 |
| Term end | February 14, 2027 |
| Shoot days | 2, on dates agreed within the Term |
| Appearances | 3 in-state fan events |
| Social posts | 1 per week during the football season |
HARBOR LIGHT GAMING, LLC   By: Renata Solis, Chief Marketing Officer   Date: August 20, 2026
TALENT: Terrence Whitfield   Date: August 24, 2026
`,
    expected: {
      parties: ["Harbor Light Gaming, LLC", "Terrence Whitfield"],
      signed: "2026-08-24",
      start: "2026-09-03",
      end: "2027-02-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home"],
      exclusive: true,
      fees: ["USD 250000"],
      flags: ["non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "h27a-05-cabin-crew-consent-form",
    style: "h27a-airline-and-cruise-crew-campaign-releases",
    format: "scan",
    source: `
# CALEDONIAN SKIES – COLLEAGUE IMAGE CONSENT FORM
Campaign: “Welcome Aboard” 2026 brand photography and film
Caledonian Skies Airways Limited, Prestwick Airport, Prestwick KA9 2PL (“the Airline”)
Please read this form carefully. You do not have to take part, and saying no will not affect your job.
1. I, the colleague named and signing below, am employed by the Airline as cabin crew. I agree that the Airline may photograph and film me on the date of this form at its Glasgow base and on board its aircraft (the “Images”).
2. The Airline may use the Images to promote its flights and services: on the seatback and overhead screens on board its aircraft; in its onboard magazine, Heather & Sky; on posters and screens in airport terminals and in Caledonian Skies lounges; on its website and app; and on its social media accounts. The Airline will not use the Images in television or cinema advertising.
3. The Airline may use the Images for three years from the date I sign this form, on its aircraft and at any airport it serves, wherever in the world.
4. I understand that I will not receive any fee for taking part. The shoot takes place during my rostered duty and I will be paid my normal salary and allowances for that duty.
5. If I leave the Airline’s employment, the Airline will not use the Images in any new material after my leaving date and will remove them from its screens, website and social media within 60 days of that date. Copies of the onboard magazine already on board may stay until the next issue.
6. The Airline will not give or license the Images to any other company, including its codeshare and alliance partners.
Questions: brand@caledonianskies.co.uk
COLLEAGUE
Name: Aisling Brennan-Moore    Staff number: 40917    Base: GLA
Signature: A. Brennan-Moore    Date: 12 May 2026
FOR THE AIRLINE: Fiona Dunbar, Head of Brand    Date: 12 May 2026
`,
    expected: {
      parties: ["Caledonian Skies Airways Limited", "Aisling Brennan-Moore"],
      signed: "2026-05-12",
      start: "2026-05-12",
      end: "2029-05-11",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27a-06-pilot-route-launch-participation",
    style: "h27a-airline-and-cruise-crew-campaign-releases",
    format: "pdf",
    source: `
# ROUTE LAUNCH CAMPAIGN – CREW PARTICIPATION AGREEMENT
Date: 20 January 2027
PARTIES
Airline: Kestrel Atlantic Airways Limited, registered in England and Wales (company number 09981237), of Kestrel House, Manchester Airport, Manchester M90 3RA (“Kestrel”)
Pilot: Isla Fairbairn-Oduya, a captain employed by Kestrel under a contract of employment dated 2 April 2018 (the “Pilot”)
1> Definitions
2> “Route” means Kestrel’s scheduled service between Manchester (MAN) and Halifax Stanfield (YHZ), Nova Scotia.
2> “Route Launch Date” means the date of the first scheduled Kestrel flight on the Route, as stated in Schedule 1.
2> “Materials” means the photographs and film of the Pilot made at the campaign shoot, with the Pilot’s first name, rank and a short biography approved by her.
1> Term
2> The Term starts on the Route Launch Date and continues for eighteen (18) months.
1> Media and Territory
2> Kestrel may use the Materials during the Term in: (a) Kestrel Cinema, the seatback and wireless entertainment system on Kestrel aircraft; (b) Aloft, Kestrel’s onboard magazine; (c) posters and digital screens in airport terminals and in Kestrel lounges; (d) kestrelatlantic.com and the Kestrel app; and (e) Kestrel’s own social media accounts; excluding television, radio and cinema advertising.
2> The Territory is the United Kingdom and Canada.
1> No fee
2> The Pilot takes part as part of her employment. No fee or other payment for the use of the Materials is payable.
2> For each shoot day Kestrel will pay the Pilot’s normal salary and a flight-duty allowance of £60, and will reimburse travel and subsistence expenses up to £250 in total. None of these is a payment for the rights in this Agreement.
1> Uniform and safety
2> Kestrel shall not alter the Pilot’s uniform or insignia in the Materials, and shall not show the Pilot in any way inconsistent with the flight-deck procedures of the UK Civil Aviation Authority or Transport Canada.
1> Other airlines
2> During the Term the Pilot shall not appear in advertising or promotion for any other airline, tour operator or airport operator.
1> Leaving Kestrel
2> If the Pilot’s employment with Kestrel ends for any reason, Kestrel shall not use the Materials in any new material after her leaving date, and shall remove the Materials from Kestrel Cinema, airport and lounge screens, its website, its app and its social media accounts within three months of that date. Copies of Aloft already printed may remain on board until replaced by the next issue.
1> General
2> This Agreement does not form part of the Pilot’s contract of employment and is governed by the law of England and Wales.
SCHEDULE 1 – ROUTE
| Item | Detail |
| Route | MAN – YHZ, four flights a week (summer schedule) |
| Route Launch Date | 28 May 2027 |
| Campaign shoot | Manchester Airport Terminal 2 and aircraft G-KSTA |
Signed for Kestrel Atlantic Airways Limited: Gareth Lomax-Beddoes, Director of Marketing
Signed by the Pilot: Isla Fairbairn-Oduya
`,
    expected: {
      parties: ["Kestrel Atlantic Airways Limited", "Isla Fairbairn-Oduya"],
      signed: "2027-01-20",
      start: "2027-05-28",
      end: "2028-11-27",
      perpetual: false,
      territories: ["GB", "CA"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: true,
      fees: [],
      flags: ["non_compete", "no_fee_stated"]
    }
  },
  {
    id: "h27a-07-cruise-guests-perpetual-buyout",
    style: "h27a-airline-and-cruise-crew-campaign-releases",
    format: "text",
    source: `
# SOLSTICE SEAWAYS, INC. – GUEST APPEARANCE AND RELEASE
Voyage: Solstice Aurora, 7-night Eastern Caribbean, departing Port Canaveral, Florida, March 14, 2026
Guests: Marisol Pettigrew and Dwayne Pettigrew (together, “Guests”)
Grant. For good and valuable consideration, including the payment below, each Guest grants to Solstice Seaways, Inc., its parent, subsidiaries and affiliates (“Solstice”), the irrevocable right to photograph, film and record Guests aboard Solstice Aurora and ashore on Solstice-operated excursions, and to use Guests’ names, likenesses, voices and statements (the “Footage”) in any and all media now known or hereafter devised, throughout the world, in perpetuity, for advertising, publicity and trade.
Payment. Solstice will pay Guests a single payment of $3,000 (three thousand dollars) in total, by check within 30 days. The payment is a full buyout: no residuals, re-use or other payments will be due for any use at any time. Solstice will also provide a future cruise certificate with a stated value of $2,400, which has no cash value and is not part of the payment. Onboard charges, gratuities and port taxes for this voyage remain Guests’ responsibility.
Exclusivity. None. Guests remain free to appear in advertising for any other cruise line, travel company or brand, at any time.
Assignment and licensing. Solstice may assign this release, and may license the Footage to its travel agency partners, port authorities and advertising agencies, without notice to Guests.
No obligation. Solstice need not use the Footage. Guests waive any right to inspect or approve finished material.
This release is effective on the date signed below and is governed by the laws of the State of Florida.
GUEST: Marisol Pettigrew    Date: 03/15/2026
GUEST: Dwayne Pettigrew    Date: 03/15/2026
SOLSTICE SEAWAYS, INC.    By: Jerome Castellanos, Onboard Marketing Producer    Date: 03/15/2026
`,
    expected: {
      parties: ["Solstice Seaways, Inc.", "Marisol Pettigrew", "Dwayne Pettigrew"],
      signed: "2026-03-15",
      start: "2026-03-15",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 3000"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "assignable", "sublicensable", "buyout"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h27a-08-uk-textbook-permission-schedule-period",
    style: "h27a-textbook-and-educational-publisher-image-permissions",
    format: "docx",
    source: `
# PERMISSION TO REPRODUCE PHOTOGRAPHS – EDUCATIONAL PUBLICATION
Our ref: MBP/HEP/2026-14    14 July 2026
Licensor: Morag Baird Photography Ltd, 7 Harbour Row, Oban PA34 4AB (the “Licensor”)
Publisher: Harrowgate Educational Publishing Ltd, 3 Minster Yard, York YO1 7HH (the “Publisher”)
1> Work. The photographs listed in the Schedule (the “Images”) may be reproduced inside the Publisher’s textbook Broadcast Journalism: A Student Guide, first edition, ISBN 978-1-915432-08-6 (the “Work”), for use in schools and colleges.
1> Edition and print run. This permission covers the first edition only, including reprints, up to a total print run of 8,000 copies. Further copies, and any second or later edition, need a new permission.
1> Electronic use. The Images may also be reproduced in the e-book edition of the Work and in the Publisher’s password-protected virtual learning environment (VLE) for schools that have adopted the Work, at no further charge.
1> Territory. UK and Commonwealth edition: the United Kingdom, Ireland, Australia, New Zealand and South Africa, and no other country. The North American edition is not covered.
1> Licence Period. The Images may be used for the Licence Period stated in the Schedule. When it ends no further copies may be printed and the Images must be removed from the e-book and the VLE.
1> Nature of licence. This permission is non-exclusive. Copyright remains with the Licensor.
1> Restrictions. The Publisher shall not sub-license the Images to any third party or sell them separately from the Work, and may not alter or montage them.
1> Credit. Each Image shall be credited “© Morag Baird Photography” beside it or in the acknowledgements. The Licensor asserts the photographer’s right to be identified.
1> Fees. The fee is £95 per image for the six Images listed in the Schedule, a total of £570, plus VAT at the standard rate, payable within 30 days of publication. For any Image not used in the Work a cancellation fee of £40 is payable instead of its fee. Re-use of any Image in a second edition will be charged at a re-use fee of 50% of the then-current per-image rate.
## SCHEDULE
| Image ref | Subject | Use | Fee |
| MB-0412 | Outside broadcast van, Oban harbour | Inside, quarter page | £95 |
| MB-0419 | Radio studio, presenter at desk | Inside, half page | £95 |
| MB-0533 | Press photographers at Holyrood | Inside, quarter page | £95 |
| MB-0547 | Newsroom, Glasgow | Inside, quarter page | £95 |
| MB-0602 | Camera operator, Highland Games | Inside, full page | £95 |
| MB-0611 | Weather presenter rehearsal | Inside, quarter page | £95 |
| Licence Period | 1 September 2026 to 31 August 2033 | | |
Signed for the Licensor: Morag Baird, Director – 14 July 2026
Agreed for the Publisher: Thomas Yeadon-Price, Rights and Permissions Manager – 21 July 2026
`,
    expected: {
      parties: ["Morag Baird Photography Ltd", "Harrowgate Educational Publishing Ltd"],
      signed: "2026-07-21",
      start: "2026-09-01",
      end: "2033-08-31",
      perpetual: false,
      territories: ["GB", "IE", "AU", "NZ", "ZA"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 570"],
      flags: ["long_term"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27a-09-us-stock-permission-life-of-edition",
    style: "h27a-textbook-and-educational-publisher-image-permissions",
    format: "pdf",
    source: `
# PERMISSION AGREEMENT
Prairie Lens Stock, Inc.
Agreement No. PL-26-0481    Agreement Date: October 5, 2026
Licensor: Prairie Lens Stock, Inc., 818 Front Street, Fargo, ND 58102 (“Licensor”)
Licensee: Bridgewater Learning Company, 55 Summer Street, Boston, MA 02110 (“Licensee”)
1. Grant. Licensor grants Licensee a non-exclusive, non-transferable permission to reproduce the four images listed on the Invoice below (the “Images”) in the publication Earth & Space Science, Grade 7, National Edition, © 2027 (the “Publication”), as follows:
(a) Print: the student edition and the teacher’s edition, in a total print run not to exceed 40,000 copies;
(b) Electronic: the eBook of the Publication and Licensee’s online courseware platform, Bridgewater Connect, accessible only to students and teachers of schools that have adopted the Publication.
2. Territory and language. Distribution in the United States and Canada only, in English, excluding all other countries, including Mexico and the Caribbean.
3. Term. This permission begins on the Agreement Date and continues for the life of the edition named above. A revised or new edition requires a new permission.
4. Fees. License fee: US$225 per image x 4 images = US$900, due net 30. Sales tax, if any, is billed separately. Invoices unpaid after 30 days bear a late charge of 1.5% per month. If Licensee increases the print run above 40,000 copies or uses an Image in a later edition, the additional use will be invoiced at 75% of Licensor’s then-current rate.
5. Unauthorized use. Any use beyond this permission will be billed at three (3) times the normal license fee, without prejudice to Licensor’s other remedies.
6. Cover and Promotional Use. None is granted. The Images may not be used on the front or back cover or spine, or in catalogs, sampler booklets, advertisements, presentations to adoption committees, or any other marketing or promotional material.
7. Credit. Credit line adjacent to each Image: “Photo: Prairie Lens Stock”.
8. Assignment. Licensee may not assign or transfer this permission, including to an acquirer of the Publication, without Licensor’s prior written consent.
9. Governing law. North Dakota.
INVOICE PL-26-0481
| Image no. | Description | Placement | Fee |
| PLS-20931 | Supercell over wheat field, Kansas | Unit 3 opener, full page | $225 |
| PLS-21144 | Badlands strata, North Dakota | p. 112, half page | $225 |
| PLS-22008 | Aurora over Lake Superior | p. 245, quarter page | $225 |
| PLS-22510 | Glacier terminus, Alaska | p. 301, quarter page | $225 |
| Total | | | $900 |
LICENSOR: Prairie Lens Stock, Inc.   By: Carla Mendenhall, Licensing Manager   Date: 10/05/2026
LICENSEE: Bridgewater Learning Company   By: Anil Rathore, Permissions Director   Date: 10/07/2026
`,
    expected: {
      parties: ["Prairie Lens Stock, Inc.", "Bridgewater Learning Company"],
      signed: "2026-10-07",
      start: "2026-10-05",
      end: null,
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["USD 900"],
      flags: ["no_end_date"],
      denies: ["assignable"]
    }
  },
  {
    id: "h27a-10-second-edition-reuse-schedule-territory",
    style: "h27a-textbook-and-educational-publisher-image-permissions",
    format: "docx",
    source: `
# RE-USE LICENCE – SECOND EDITION
This licence is made on 16 November 2026 between Rosalind Achebe-Hart, photographer, of 12 Wellfield Terrace, Durham DH1 4QP (the “Photographer”), and Thistledown Academic Press Ltd, of 90 Castle Street, Cardiff CF10 1BS (the “Publisher”).
## 1. Background
1.1 The Publisher published Geography in the Outdoor Classroom (first edition) in 2021 under a licence from the Photographer dated 3 March 2021, for which it paid a fee of £450. The Publisher now wishes to re-use five of the same photographs (the “Images”) in the second edition.
## 2. Grant
2.1 The Photographer grants the Publisher permission to reproduce the Images inside the second edition of Geography in the Outdoor Classroom (the “Second Edition”): (a) in print, in a print run of up to 12,000 copies including reprints; (b) in the e-book of the Second Edition; and (c) in the Publisher’s virtual learning environment, Thistledown Campus, for schools holding a Second Edition subscription.
2.2 The permission runs from 1 January 2027 to 31 December 2031.
## 3. Territory
3.1 The UK and Commonwealth edition only.
## 4. Fee
4.1 The re-use fee is £60 per Image, £300 in total for the five Images, plus VAT, payable on signature. The first edition fee of £450 was paid in 2021 and is not payable again. If the print run exceeds 12,000 copies, a further £25 per Image for each additional 5,000 copies will be payable.
## 5. Cover and promotion
5.1 This licence does not extend to covers. The Images may not be used on the cover of the Second Edition, in any catalogue, leaflet or advertisement, or in sample chapters given away free.
## 6. Credit and moral rights
6.1 Each Image shall be credited “Photograph © Rosalind Achebe-Hart”. The Photographer asserts her moral rights under the Copyright, Designs and Patents Act 1988 and does not waive any of them.
## 7. Schedules
7.1 Schedule 1 lists the Images. Schedule 2 forms part of this licence; where Schedule 2 and any clause differ, Schedule 2 prevails.
## SCHEDULE 1 – IMAGES
| No. | Image | Page in Second Edition |
| 1 | Drystone walling, Swaledale | 14 |
| 2 | Pupils measuring river flow, Wear valley | 37 |
| 3 | Limestone pavement, Malham | 52 |
| 4 | Coastal erosion, Holderness | 88 |
| 5 | Allotment soil survey | 121 |
## SCHEDULE 2 – TERRITORY (REPLACES CLAUSE 3)
Clause 3 is deleted and replaced by the following: “3.1 The Territory is the United Kingdom, Ireland, Singapore and Malaysia. The Second Edition may not be sold or made available in any other country.” This Schedule prevails over Clause 3.
Signed by the Photographer: Rosalind Achebe-Hart – 16 November 2026
Signed for Thistledown Academic Press Ltd: Owain Pritchard-Lyle, Publishing Director – 16 November 2026
`,
    expected: {
      parties: ["Rosalind Achebe-Hart", "Thistledown Academic Press Ltd"],
      signed: "2026-11-16",
      start: "2027-01-01",
      end: "2031-12-31",
      perpetual: false,
      territories: ["GB", "IE", "SG", "MY"],
      channels: ["print", "web"],
      exclusive: null,
      fees: ["GBP 300"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  }
]
