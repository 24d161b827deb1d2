// Independent author "n28e" (wave 28), one development batch written without reading the reader or its rules, nor
// any other batch's texts: I read only test/corpus/contracts/Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts
// (the flag codes and LONG_TERM_MONTHS), lines 1-74 of n11's batch (the file convention), the wave 28 checker and the
// names of the files in unseen/ and independent/. The batch was committed before any run of the reader. Three
// styles:
// - n28e-gameshow-contestants: TV quiz and game-show contestant agreements (UK and US): a producer's standard form
//   signed on the recording day, a US contestant release, a casting letter to a contestant, a celebrity special with a
//   rider that replaces the rights clause. Hard: prize money, cancellation fees, travel and VAT beside (or instead of)
//   an appearance fee; a format owner who benefits from clips but is not a party; show titles holding channel words
//   ("Print Run", "Out of Home", "The Cinema Buzzer"); a term counted from an air or transmission date given elsewhere
//   (a box, a later sentence, a schedule); a rider that takes away perpetuity and "all media"; exclusivity of the
//   celebrity's services with a carve-out.
// - n28e-salvage-catalogues: architectural-salvage and antiques catalogue photography licences: a photographer's lot
//   photography licence to an auction house, owners' permission for a dealer to photograph items in their home, a US
//   auction house's image licence to a dealer. Hard: sale titles holding channel words ("Outdoor & Garden Statuary",
//   "Broadcast House", the "Regal Cinema" sign); the sale date only in a schedule table; a refundable damage deposit
//   that is not a fee; "excluding" lists after a grant; a "Sublicensing and Assignment" heading over a prohibition;
//   the effective date defined as the date of the last signature.
// - n28e-volunteer-presenters: community radio and podcast network volunteer presenter agreements: a UK community
//   station's plain-English agreement, a US podcast network's volunteer host agreement, a UK station's agreement with
//   a rider. Hard: no fee but expenses, parking and an optional membership subscription; syndication to other stations
//   granted in one and taken away by a rider in another; an "Exclusivity" heading over a non-exclusive body; a launch
//   date given only in a schedule; a presenter named only in the signature block; a podcast called "Cinema on the
//   Cuyahoga".
//
// Answer rules decided by this author: the parties are those bound by the document (a producer or station and the
// contestant, presenter or owner; a format owner, broadcaster, agent or charity named as "not a party" or acting as
// agent is not); the signing date is the date of the last signature (a letter: the addressee's countersignature); the
// start is the date the rights or the agreement are stated to begin (the signing date when it says so), and "N months
// /years from X" ends the day before the anniversary of X; an end counted from a date defined elsewhere uses that
// date; a rider or replacement clause that says it prevails decides territory, channels, term and flags; fees are
// sums paid to the contestant, photographer or owner for services or rights, one per sum: prize money, travel or
// mileage, parking, VAT, sales tax, a cancellation fee, a rush fee not yet incurred, a refundable deposit and a
// membership subscription are not fees; a volunteer or contestant paid nothing has no fees and no_fee_stated;
// channels: television and radio (FM, DAB, partner stations) are broadcast, websites, on-demand players, live
// internet streams, RSS/podcast feeds and online bidding platforms are web, social media accounts and YouTube
// channels are social, printed catalogues, brochures and mailers are print; a channel word in a show, sale, podcast
// or item name is not a channel; exclusive is true where the grant or the talent's services are said to be exclusive,
// false where said to be non-exclusive, null where silent; a promise not to appear on competing shows is non_compete;
// flags are raised only on the text's words (perpetual, irrevocable, "may sub-license", "may assign", moral rights
// waived, "buy-out"), and denied where the text rules them out ("shall not sub-license", "may not assign", "keep your
// moral rights", "does not renew automatically", "not granted in perpetuity", "nothing restricts ... competing");
// perpetual means perpetual_term and no end (no_end_date is not added for a perpetual grant); a term of exactly 60
// months is not long_term.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n28e-gameshow-contestants", "n28e-salvage-catalogues", "n28e-volunteer-presenters"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n28e-01-print-run-contestant-form",
    style: "n28e-gameshow-contestants",
    format: "docx",
    source: `
# PRINT RUN - SERIES 4
## Contestant Agreement and Release
This agreement is made between Ferrule Street Productions Limited, company number 11438207, of 40 Ferrule Street, Manchester M4 6DE (the "Producer"), and the contestant named in the signature block below (the "Contestant"). It takes effect on the date it is signed.
"Print Run" is a television quiz about books, newspapers and magazines. The format is owned by Quarto Formats Limited (the "Format Owner"), which licenses it to the Producer. The Format Owner is not a party to this agreement.
## Recording
1> The Contestant will attend the recording of one episode of Print Run (the "Programme") at Dock10 Studios, Salford, on the date of this agreement, and will follow the reasonable directions of the Producer's staff.
1> The Producer may edit the Contestant's contribution as it sees fit and is not obliged to include it in the Programme.
## Prize Money
1> Prize money won by the Contestant (up to £10,000 from the "Press Fund" jackpot) is paid under the Programme's Rules within 28 days of first transmission. Prize money is a prize, not payment for the Contestant's services or rights.
1> The Contestant is responsible for any tax on prize money.
## Appearance Fee and Expenses
1> The Producer will pay the Contestant an appearance fee of £150 (the "Appearance Fee") within 30 days of the recording.
1> The Producer will also reimburse standard-class rail travel to and from the studio on production of receipts, up to £80. Reimbursed travel is not part of the Appearance Fee.
1> The Appearance Fee is a total buy-out. No repeat fees, residuals or other sums are payable for any transmission or use of the Programme or of Clips.
## Rights
1> The Contestant irrevocably grants to the Producer, throughout the world and in perpetuity, the right to record the Contestant's appearance, name, voice and likeness and to broadcast and exploit the Programme and extracts of it ("Clips") on television (terrestrial, satellite and cable), on on-demand and online video services, and on social media.
1> The Producer may license the Programme and Clips to broadcasters and distributors, and may license Clips to the Format Owner for its format sales presentations and its own social media accounts.
1> The Producer may assign this agreement and the rights granted in it.
1> The Contestant waives all moral rights in the Contestant's contribution to the Programme.
## Conduct and Confidentiality
The Contestant confirms that the answers to the Producer's eligibility questionnaire are true and will not disclose the result of the recording before the Programme is first transmitted.
| Contestant | Delyth Morgan |
| Signature | D. Morgan |
| Date | 14/03/2026 |
| For the Producer | Rhian Castell, Series Producer, Ferrule Street Productions Limited |
| Date | 14/03/2026 |
`,
    expected: {
      parties: ["Ferrule Street Productions Limited", "Delyth Morgan"],
      signed: "2026-03-14",
      start: "2026-03-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable", "assignable", "moral_rights_waiver", "buyout"]
    }
  },
  {
    id: "n28e-02-cinema-buzzer-release",
    style: "n28e-gameshow-contestants",
    format: "scan",
    source: `
# CONTESTANT RELEASE AND AGREEMENT - "THE CINEMA BUZZER" (SEASON 2)
Lantern Hill Entertainment, LLC ("Producer") produces "The Cinema Buzzer", a movie trivia game show (the "Program"). I, the undersigned contestant, agree with Producer as follows.
| Contestant | Ramon Alvarez |
| Taping date | June 2, 2026, Burbank, California |
| Air Date | September 8, 2026 |
1. Rights. I grant Producer the right to use my name, likeness, voice and biography in and in connection with the Program on television, on Producer's websites and streaming pages, and on Producer's social media accounts, within the United States and Canada, for five (5) years from the Air Date shown in the box above.
2. No fee. I will receive no appearance fee, per diem or other payment for taking part. I may win cash prizes of up to $25,000 and merchandise prizes under the Official Rules. Prizes are not compensation for my services, and I am responsible for all taxes on them (Producer will issue a Form 1099).
3. Conduct. If I commit any act that brings me or the Program into public disrepute, contempt, scandal or ridicule, Producer may disqualify me, withhold any prize and edit me out of the Program.
4. Confidentiality. I will not disclose the outcome of my taping before the Air Date.
5. Editing. Producer may edit my appearance and is not obliged to air it.
CONTESTANT: Ramon Alvarez    Date: June 2, 2026
ACCEPTED: Lantern Hill Entertainment, LLC    By: Gail Ostrander, Head of Contestant Relations    Date: June 2, 2026
`,
    expected: {
      parties: ["Lantern Hill Entertainment, LLC", "Ramon Alvarez"],
      signed: "2026-06-02",
      start: "2026-09-08",
      end: "2031-09-07",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "morality_clause"]
    }
  },
  {
    id: "n28e-03-out-of-home-casting-letter",
    style: "n28e-gameshow-contestants",
    format: "text",
    source: `
Tallboy Television Ltd
Unit 7, Canal Works, Leeds LS11 5QN
12 May 2026
Mr Chinedu Okafor
By email
Dear Chinedu,
OUT OF HOME - SERIES 2: YOUR APPEARANCE AS A CONTESTANT
Congratulations again on being chosen to play "Out of Home", our travel quiz. This letter sets out the terms of your appearance. Please sign and return a copy to confirm that you agree to them; once you do, it is a binding agreement between you and us.
Recording. You will record one episode at our studio in Leeds on 2 June 2026. We will pay your standard-class rail fare and one night's hotel accommodation directly.
Participation fee. We will pay you a participation fee of £250 within 30 days of the recording. If we cancel your recording for our own reasons with less than 7 days' notice, we will pay you a cancellation fee of £100 instead of the participation fee.
Prizes. You can win a cash prize of up to £5,000, paid under the quiz rules. Prizes are separate from the participation fee.
Use of your appearance. You agree that we may broadcast the episode on television in the United Kingdom and Ireland, make it available on the broadcaster's on-demand player and on our website, and post short clips on the programme's social media accounts, in each case for 3 years from first transmission. Your episode's first transmission is scheduled for 6 October 2026, and the 3 years run from that date.
These rights are non-exclusive: you are free to talk about your appearance and to take part in other programmes. We will not sell or sub-license your contribution to anyone else.
Please keep the result of your game confidential until your episode has been shown.
Yours sincerely,
Hattie Brook
Contestant Producer, for and on behalf of Tallboy Television Ltd
I agree to the terms of this letter.
Signed: Chinedu Okafor
Date: 15 May 2026
`,
    expected: {
      parties: ["Tallboy Television Ltd", "Chinedu Okafor"],
      signed: "2026-05-15",
      start: "2026-10-06",
      end: "2029-10-05",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["GBP 250"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28e-04-celebrity-special-rider",
    style: "n28e-gameshow-contestants",
    format: "pdf",
    source: `
# CELEBRITY CONTESTANT AGREEMENT
## PRINT RUN: CHRISTMAS CELEBRITY SPECIAL
This Agreement is dated 3 November 2026 and is made between:
(1) FERRULE STREET PRODUCTIONS LIMITED, a company registered in England and Wales with number 11438207, whose registered office is at 40 Ferrule Street, Manchester M4 6DE (the "Producer"); and
(2) MARNIE FAIRWEATHER, c/o Goldhawk Talent Management Ltd, 18 Goldhawk Mews, London W12 8PP (the "Artist").
## 1. Definitions
In this Agreement the Recording Date, the Transmission Date, the Fee and the Charity have the meanings given in the Schedule.
## 2. Engagement
The Producer engages the Artist to appear as a contestant in the Christmas celebrity special of the quiz "Print Run" (the "Programme"), and the Artist agrees to attend rehearsal and recording on the Recording Date.
## 3. Fee
In consideration of her services and the rights granted, the Producer shall pay the Artist the Fee within 30 days of the Recording Date, to the Artist's agent Goldhawk Talent Management Ltd, whose commission is included in the Fee.
The Fee is exclusive of VAT, which shall be payable in addition on receipt of a valid VAT invoice.
## 4. Prize Money
Any prize money won by the Artist (up to £20,000) shall be paid by the Producer directly to the Charity and does not form part of the Fee. The Charity is not a party to this Agreement.
## 5. Rights
The Artist grants to the Producer, throughout the world and in perpetuity, the right to record, broadcast and exploit the Programme and clips of it in all media now known or hereafter devised.
## 6. Exclusivity
The Artist's services as a quiz and game-show contestant or presenter shall be exclusive to the Producer from the date of this Agreement until 31 January 2027: during that period the Artist shall not appear in any other television quiz or game show broadcast in the United Kingdom.
This exclusivity does not extend to radio, and the Artist may continue to appear as a regular panellist on the radio quiz "Crossword Corner".
## 7. General
This Agreement is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Recording Date | 18 November 2026 |
| Transmission Date | 20 December 2026 |
| Fee | £3,000 |
| Charity | Hedgerow Rescue Trust (registered charity 1187720) |
## Rider (agreed 3 November 2026)
This Rider forms part of the Agreement and prevails over anything inconsistent with it in clauses 1 to 7.
Clause 5 is deleted and replaced by: "The Artist grants to the Producer the right, for twenty-four (24) months from the Transmission Date, to broadcast the Programme on television in the United Kingdom and to make it available on the UK broadcaster's on-demand player. No rights are granted in perpetuity or in any other media, and no clips of the Artist may be posted on social media."
Signed by MARNIE FAIRWEATHER on 3 November 2026
Signed by Hugo Marsh of Goldhawk Talent Management Ltd, as agent for the Artist, on 3 November 2026
Signed for and on behalf of FERRULE STREET PRODUCTIONS LIMITED by Oliver Penhale, Director, on 3 November 2026
`,
    expected: {
      parties: ["Ferrule Street Productions Limited", "Marnie Fairweather"],
      signed: "2026-11-03",
      start: "2026-12-20",
      end: "2028-12-19",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["GBP 3000"],
      flags: ["non_compete"],
      denies: ["perpetual_term", "unlimited_media"]
    }
  },
  {
    id: "n28e-05-lot-photography-licence",
    style: "n28e-salvage-catalogues",
    format: "docx",
    source: `
# PHOTOGRAPHY COMMISSION AND LICENCE - LOT PHOTOGRAPHS
This licence is agreed on 2 July 2026 between:
Tobias Wren, trading as Wren Salvage Photography, of 3 Mill Yard, Stroud GL5 3JH (the "Photographer"); and
Mallory Cross Auctioneers Limited, of The Saleroom, Long Street, Tetbury GL8 8AA (the "Auction House").
## Background
The Auction House is holding its Architectural Salvage, Outdoor & Garden Statuary Sale (the "Sale") on the Sale Date set out in the Schedule, and has asked the Photographer to photograph the lots for the sale catalogue.
## Commission
1> The Photographer will photograph up to 120 lots at the Auction House's saleroom on the Photography Days in the Schedule and deliver edited images (the "Photographs") within 7 days.
## Fee and Expenses
1> The Auction House will pay the Photographer £1,400 for the photography and the Licence, within 14 days of delivery.
1> The Auction House will also reimburse mileage at 45p per mile. VAT is payable in addition at the standard rate.
## The Licence
1> The Photographer grants the Auction House a non-exclusive licence, throughout the world, to reproduce the Photographs in the printed sale catalogue, on the Auction House's website, on the online bidding platforms on which the Sale is listed, and on the Auction House's Instagram and Facebook accounts, to promote and sell the lots (the "Licence").
1> The Licence excludes press advertising, posters and hoardings, and television.
1> The Licence begins on the date of this agreement and ends on the last day of the period of twelve (12) months beginning on the Sale Date.
## Sub-licensing
1> The Auction House may sub-license the Photographs to the online bidding platforms on which the Sale is listed, solely so that they can display the lots.
## Copyright and Credit
1> The Photographer keeps the copyright in the Photographs. The catalogue will credit "Photography: Tobias Wren".
## Schedule
| Sale | Architectural Salvage, Outdoor & Garden Statuary Sale |
| Photography Days | 10 and 11 August 2026 |
| Sale Date | 17 September 2026 |
| Number of lots | up to 120 |
Signed: Tobias Wren, 2 July 2026
Signed for Mallory Cross Auctioneers Limited: Imogen Cross, Director, 2 July 2026
`,
    expected: {
      parties: ["Tobias Wren", "Mallory Cross Auctioneers Limited"],
      signed: "2026-07-02",
      start: "2026-07-02",
      end: "2027-09-16",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 1400"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n28e-06-owners-home-permission",
    style: "n28e-salvage-catalogues",
    format: "scan",
    source: `
# PERMISSION TO PHOTOGRAPH ITEMS AT A PRIVATE HOUSE
Date: 10 April 2026
Owners: Gerald Hollins and Anne Hollins, The Old Picture House, Church Lane, Ludlow SY8 1AW
Dealer: Saltmarsh Reclamation Ltd, Quay Barns, Bridgnorth WV16 4AB
1. The Owners are selling, through the Dealer, the fittings saved from the former Regal Cinema that are now in their house: 24 Art Deco cinema seats, four foyer mirror panels and the "Regal Cinema" neon sign (the "Items").
2. The Owners permit the Dealer to photograph the Items at the house on 28 April 2026, and to use the photographs in the Dealer's printed stock catalogue and on the Dealer's website, to market the Items in the United Kingdom, from 1 May 2026 to 31 October 2026 (both dates inclusive).
3. This permission is exclusive: during that period the Owners will not allow any other dealer, auction house or photographer to photograph the Items.
4. The Dealer shall not photograph the outside of the house, shall not publish its address, and shall not use the photographs in any cinema, television or outdoor advertising.
5. No fee is payable by either side for this permission. The Dealer will lodge a deposit of £500 with the Owners against accidental damage, which the Owners will return in full within 7 days of the photography if no damage is done.
6. The Dealer may not pass the photographs to any third party, and this permission is personal to the Dealer and may not be assigned.
Signed: Gerald Hollins    Signed: Anne Hollins
Signed for Saltmarsh Reclamation Ltd: Nell Saltmarsh, Director
`,
    expected: {
      parties: ["Gerald Hollins", "Anne Hollins", "Saltmarsh Reclamation Ltd"],
      signed: "2026-04-10",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: true,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n28e-07-auction-image-license-dealer",
    style: "n28e-salvage-catalogues",
    format: "pdf",
    source: `
# IMAGE LICENSE AGREEMENT
This Image License Agreement (this "Agreement") is entered into as of the Effective Date by and between Calloway & Finch Auctioneers, Inc., a Pennsylvania corporation with offices at 210 Race Street, Philadelphia, PA 19106 ("Licensor"), and Brightwater Architectural Antiques LLC, a New Jersey limited liability company with offices at 55 Ferry Road, Lambertville, NJ 08530 ("Licensee").
## Recitals
A. At Licensor's sale "Broadcast House: Art Deco Fixtures from the WCPN Studios" held on January 24, 2026, Licensee purchased lots 112 through 123 (the "Lots").
B. Licensor owns the copyright in the catalog photographs of the Lots taken by its staff photographer (the "Images"), and Licensee wishes to use the Images to resell the Lots.
## Definitions
"Effective Date" means the date on which this Agreement has been signed by both parties, being the later of the dates in the signature block.
## License
1> Licensor grants Licensee a non-exclusive license, in the United States only, to reproduce the Images in Licensee's printed catalogs, brochures and mailers, on Licensee's website, and on Licensee's Instagram and Pinterest accounts, excluding television, outdoor advertising, in-store signage and product packaging.
1> Licensor may continue to use the Images and license them to others.
## Term
The license begins on the Effective Date and continues for three (3) years from the Effective Date.
## Fees
1> Licensee shall pay Licensor a license fee of US$900 (twelve Images at $75 each) within 15 days of the Effective Date.
1> A rush fee of $150 applies only if Licensee requests delivery of the Images within 48 hours. Any applicable sales tax is payable by Licensee in addition.
## Sublicensing and Assignment
Licensee shall not sublicense any of its rights under this Agreement. Licensee may not assign or transfer this Agreement.
## Credit
Each use shall carry the credit "Photo courtesy of Calloway & Finch Auctioneers".
## Governing Law
This Agreement is governed by the laws of the Commonwealth of Pennsylvania.
| CALLOWAY & FINCH AUCTIONEERS, INC. | BRIGHTWATER ARCHITECTURAL ANTIQUES LLC |
| By: Martin Finch, President | By: Leah Okonjo, Managing Member |
| Date: March 3, 2026 | Date: March 9, 2026 |
`,
    expected: {
      parties: ["Calloway & Finch Auctioneers, Inc.", "Brightwater Architectural Antiques LLC"],
      signed: "2026-03-09",
      start: "2026-03-09",
      end: "2029-03-08",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["USD 900"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n28e-08-community-radio-volunteer",
    style: "n28e-volunteer-presenters",
    format: "text",
    source: `
HARBOURSIDE COMMUNITY RADIO CIC - 103.9 FM and DAB, Whitby
VOLUNTEER PRESENTER AGREEMENT
Date: 7 February 2026
Between Harbourside Community Radio CIC ("the Station", "we") and Jasmine Achterberg ("you").
1. Your role. You will volunteer as the presenter of "Outdoors with Jas", a weekly walking and wildlife programme, on Sunday mornings. This agreement starts on 1 March 2026, the date of your first programme.
2. Volunteering, not employment. This is a voluntary role. You will not be paid, and nothing in this agreement makes you an employee. We will reimburse agreed travel expenses up to £20 a month.
3. Your programmes. You keep the copyright in the programmes you make. You grant the Station a perpetual, non-exclusive, worldwide licence to broadcast your programmes on FM and DAB and to stream them live and on demand on the Station's website.
4. Syndication. The Station may sub-license your programmes to other community stations in the North Yorkshire Community Radio Network so that they can broadcast them.
5. Moral rights. You keep your moral rights, and we will credit you as presenter whenever a programme is broadcast or streamed.
6. Compliance. You will follow the Ofcom Broadcasting Code and the Station's volunteer handbook, and you will complete our training before your first programme.
7. Stopping. Either of us can end your volunteering by giving two weeks' notice. The licence in clause 3 continues after that.
Signed for Harbourside Community Radio CIC: Martin Esk, Station Manager, 7 February 2026
Signed: Jasmine Achterberg, 7 February 2026
`,
    expected: {
      parties: ["Harbourside Community Radio CIC", "Jasmine Achterberg"],
      signed: "2026-02-07",
      start: "2026-03-01",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "sublicensable", "no_fee_stated"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n28e-09-podcast-network-volunteer-host",
    style: "n28e-volunteer-presenters",
    format: "docx",
    source: `
# VOLUNTEER HOST AGREEMENT
This Volunteer Host Agreement (the "Agreement") is made by Riverbend Community Media, Inc., an Ohio nonprofit corporation doing business as the Riverbend Podcast Collective ("Network"), and Dana Whitlock ("Host").
## The Podcast
Host will host and co-produce "Cinema on the Cuyahoga", a weekly podcast about the history of film-going in Cleveland (the "Podcast"), and will deliver one episode (each an "Episode") each week during the Term.
## Term
The Term begins on the Launch Date stated in Schedule A and continues for twelve (12) months from the Launch Date. This Agreement does not renew automatically; any further season requires a new written agreement.
## License
1> During the Term, Host grants Network a non-exclusive, worldwide license to distribute the Episodes on Network's website and RSS feed, on Network's YouTube channel and social media accounts, and by radio broadcast through Network's partner public radio stations.
1> Network may sublicense Episodes to its partner public radio stations for broadcast.
1> No license is granted in perpetuity. When the Term ends, the license ends and Network will stop distributing the Episodes.
## Exclusivity
This Agreement is non-exclusive. Nothing in it restricts Host from hosting, appearing on or producing other podcasts or radio programs, including for competing networks.
## Volunteer Status; Expenses
1> Host is a volunteer. Network pays Host no fee, salary or honorarium.
1> Network will reimburse pre-approved mileage at the IRS standard rate, up to $100 per month.
## Equipment
Network will lend Host a recording kit, which Host will return at the end of the Term.
## Schedule A
| Item | Detail |
| Launch Date | January 15, 2027 |
| Episode length | 30 to 45 minutes |
| Release day | Fridays |
| RIVERBEND COMMUNITY MEDIA, INC. | HOST |
| By: Corinne Vasko, Executive Director | Dana Whitlock |
| Date: October 20, 2026 | Date: October 28, 2026 |
`,
    expected: {
      parties: ["Riverbend Community Media, Inc.", "Dana Whitlock"],
      signed: "2026-10-28",
      start: "2027-01-15",
      end: "2028-01-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: [],
      flags: ["sublicensable", "no_fee_stated"],
      denies: ["automatic_renewal", "non_compete", "perpetual_term"]
    }
  },
  {
    id: "n28e-10-fenland-presenter-rider",
    style: "n28e-volunteer-presenters",
    format: "pdf",
    source: `
# FENLAND SOUND 104.2 FM
## Volunteer Presenter Agreement
This agreement is between Fenland Sound Community Radio Ltd (the "Station") and the volunteer presenter who signs it below (the "Presenter").
## 1. The Programme
The Presenter will present "Fen Folk", a two-hour folk and roots music programme broadcast on Tuesday evenings (the "Programme").
The Presenter's volunteering under this agreement runs from 4 January 2027 for a period of six months.
## 2. No Payment
The Presenter is a volunteer and will receive no payment. The Station will pay the Presenter's parking at the studio car park, up to £5 per programme.
The Presenter may join the Station as a member (annual subscription £12). Membership is not a condition of this agreement.
## 3. Rights in the Programme
The Presenter grants the Station the right to broadcast the Programme on 104.2 FM and DAB, to stream it live worldwide on the Station's website, to publish it as a podcast, and to post clips of it on the Station's social media accounts.
## 4. Conduct
The Presenter will follow the Ofcom Broadcasting Code, the Station's music licensing rules and the Station's volunteer policy.
## Rider
This Rider was agreed at signing and prevails over clause 3.
Because of the music licences that cover the Programme, clause 3 is replaced by: "The Presenter grants the Station the right to broadcast the Programme on 104.2 FM and DAB and to stream it live on the Station's website to listeners in the United Kingdom only."
The Programme will not be published as a podcast or posted on social media. The Station shall not make the Programme available to any other station or platform.
| Signed by the Presenter | Tomasz Wrobel | 12 December 2026 |
| Signed for Fenland Sound Community Radio Ltd | Rosalind Peck, Chair | 14 December 2026 |
`,
    expected: {
      parties: ["Fenland Sound Community Radio Ltd", "Tomasz Wrobel"],
      signed: "2026-12-14",
      start: "2027-01-04",
      end: "2027-07-03",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  }
]
