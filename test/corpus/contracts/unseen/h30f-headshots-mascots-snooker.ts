// Independent author "h30f" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles: professional headshot and directory profile licences (a photographer's UK party-block
// licence to a law firm with the start counted from a Delivery Date given only in the Schedule, a US studio's letter
// to a consulting firm granting a perpetual irrevocable licence, a barrister's directory consent whose barrister is
// named only in the signature block and whose directory is called "Broadcast, Media and Print Law Directory", and a
// booking confirmation whose Rider replaces the territory and term clauses and adds social media); mascot costume
// performer agreements (a football club's season agreement with a competitor restriction and carve-outs, a moral
// rights waiver and a disrepute clause, a US character-services agreement where the performer is expressly not a
// party and the start is only in Schedule A, a theme park's "Dear Priya" letter whose addressee is named in full only
// in the acceptance, with an "Outdoor Cinema" event); and snooker and darts exhibition appearance agreements (a
// promoter's agreement with the exhibition date only in the Schedule, a "Television Rights" heading over a body that
// grants none and a venue called Print Works, a manager's e-mail deal points for a pub darts tour where the manager is
// not a party and an option is declined, and a corporate hospitality agreement whose Rider, signed with it, moves the
// event date, replaces the fee and lifts a ban on social media). What is hard: sums that are not fees (VAT, deposits
// credited to a fee, instalments, expenses, mileage, overtime and rush rates if incurred, cancellation fees, a
// contingent century-break bonus, a declined option), prohibitions, "excluding" lists, channel words in names.
//
// Answer rules decided by this author: the parties are the two who are bound (a manager or agent, a performer supplied
// by an agency and said not to be a party, a barrister's chambers and a signatory signing for a company are not); the
// signing date is the date of the last signature or of the acceptance that makes the terms binding, and a rider signed
// with the agreement changes nothing about it; the start is the first day the grant or engagement runs (a Delivery
// Date, a Session Date, a first appearance or exhibition date given in a schedule, countersignature where the licence
// begins on it); "N months/years from X" ends the day before the anniversary, "30 days after" a date ends on that
// thirtieth day; a rider that says it prevails replaces the clause it names; fees are the sums paid for the services
// or rights (a fee as replaced by a rider; not VAT or sales tax, a deposit or instalments of the fee, expenses,
// mileage, cleaning at cost, overtime, extra-image or rush rates owed only if ordered or incurred, a cancellation fee,
// a bonus owed only if a century is made, an option price); websites, online directories and e-mail signatures are
// web, LinkedIn, Facebook, Instagram, X and a YouTube channel are social, television coverage is broadcast, brochures,
// programmes, guidebooks, flyers, printed directories and a printed client magazine are print, displays, signage,
// posters, table talkers and beer mats inside a shop or pub are in_store; a medium excluded or prohibited is not
// granted, and a name holding a channel word ("Outdoor Cinema", "Print Works", "Balfour Broadcast") grants nothing;
// exclusivity is true where one side works or licenses only for the other (a performer who may not perform for
// another club, with carve-outs, is exclusive with non_compete), false where the text says non-exclusive or leaves
// both sides free, null where the text is silent; perpetual gives perpetual_term and no end (not no_end_date, which
// is for a term left unstated); "irrevocable" gives irrevocable_grant; a promoter's right to assign gives assignable;
// a waiver of moral rights gives moral_rights_waiver; an end for bringing the other into disrepute gives
// morality_clause; denied are the flags the text rules out ("shall not sub-license", "may not assign",
// "non-transferable", "will not renew automatically", "does not waive any moral rights", "free to work for others").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30f-professional-headshot-licences",
  "h30f-mascot-performer-agreements",
  "h30f-cue-and-darts-exhibitions"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30f-01-law-firm-portrait-licence",
    style: "h30f-professional-headshot-licences",
    format: "docx",
    source: `
# LICENCE OF PROFESSIONAL PORTRAIT PHOTOGRAPHS
This Licence is dated 3 February 2026.
## Parties
(1) TAMSIN OAKLEY PHOTOGRAPHY LIMITED, a company registered in England and Wales (company number 11847302) whose registered office is at 4 Mill Yard, Leeds LS2 7HD (the "Photographer"); and
(2) BRACKLEY FENWICK LLP, a limited liability partnership registered in England and Wales (number OC402118) whose registered office is at 30 Park Row, Leeds LS1 5JD (the "Firm").
## 1. Definitions
1> "Delivery Date" means the date on which the Photographer delivers the final retouched Photographs to the Firm, as recorded in the Schedule.
1> "Photographs" means the portrait photographs of the Firm's partners, associates and business services staff taken at the Sessions.
1> "Sessions" means the photography sessions at the Firm's Leeds office on the dates set out in the Schedule.
## 2. Licence
1> In consideration of the Fee, the Photographer grants the Firm a non-exclusive licence to reproduce the Photographs during the Licence Period in the following media only: (a) the Firm's website and the Firm's profile pages on online legal directories; (b) the Firm's accounts on LinkedIn, X and Instagram; and (c) printed brochures, pitch documents and business cards.
1> The licence applies throughout the world.
1> The licence excludes any advertising on billboards, transport or other out-of-home sites, any television or cinema advertising, and any use on goods for sale.
## 3. Licence Period
The licence runs for three (3) years from the Delivery Date. The Firm shall remove the Photographs from its website and social media accounts at the end of the Licence Period unless a further licence has been agreed in writing.
## 4. Fee and Expenses
1> The Firm shall pay the Photographer a session and licence fee of £1,850 (the "Fee") plus VAT within 30 days of the Delivery Date.
1> The Firm shall also reimburse the Photographer's travel expenses at cost, capped at £120.
1> Portraits of new joiners may be booked at £95 per person; this charge is payable only if such portraits are booked.
## 5. Sub-licensing
The Firm shall not sub-license, sell or lend the Photographs to any third party.
## 6. Copyright and Moral Rights
Copyright in the Photographs remains with the Photographer. The Photographer asserts her right to be identified as the author of the Photographs and does not waive any of her moral rights.
## Schedule
| Item | Detail |
| Session dates | 10 and 11 February 2026 |
| Delivery Date | 16 February 2026 |
| Number of Photographs | Up to 60 retouched images |
| Location | 30 Park Row, Leeds |
Signed for and on behalf of TAMSIN OAKLEY PHOTOGRAPHY LIMITED by Tamsin Oakley, Director
Signed for and on behalf of BRACKLEY FENWICK LLP by Jonathan Reeve, Managing Partner
`,
    expected: {
      parties: ["Tamsin Oakley Photography Limited", "Brackley Fenwick LLP"],
      signed: "2026-02-03",
      start: "2026-02-16",
      end: "2029-02-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1850"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h30f-02-consulting-headshot-letter",
    style: "h30f-professional-headshot-licences",
    format: "pdf",
    source: `
# Lumen & Grain Studio, Inc.
218 Harmon Street, Suite 4, Minneapolis, MN 55401
September 8, 2025
Ms. Adaeze Okafor, Chief Marketing Officer, Carraway Consulting Group, LLC, 90 South 7th Street, Minneapolis, MN 55402
Re: Consultant headshots and directory profile license
Dear Ms. Okafor:
Thank you for choosing us to photograph your consulting team. This letter sets out the terms on which Lumen & Grain Studio, Inc. ("Studio") will photograph Carraway's consultants and license the images to Carraway Consulting Group, LLC ("Carraway"). When you countersign below, this letter becomes a binding agreement between Studio and Carraway.
1. Sessions. Studio will photograph up to 40 consultants at Carraway's Minneapolis office on October 6 and 7, 2025 and deliver two retouched images per person within ten business days.
2. License. Beginning on countersignature of this letter, Studio grants Carraway a perpetual, irrevocable, non-exclusive, non-transferable license to use the final images (a) on Carraway's website and in its online staff directory; (b) on Carraway's LinkedIn company page and on the LinkedIn profiles of the consultants pictured; and (c) in printed proposals, brochures and conference programs. The license covers use in the United States and Canada.
3. What is not licensed. No license is granted for paid advertising of any kind, including television, billboards and transit advertising. Carraway may not assign or transfer this license.
4. Fees. The session and license fee is $3,200. A deposit of $800 is due on countersignature and will be credited against that fee. Rush retouching is charged at $45 per image, only if Carraway requests it. Minnesota sales tax will be added where it applies.
5. Copyright. Studio owns the copyright in all images.
We look forward to working with you.
Sincerely,
Rafael Ostrowski, President, Lumen & Grain Studio, Inc.
ACCEPTED AND AGREED: Carraway Consulting Group, LLC
By: Adaeze Okafor, Chief Marketing Officer
Date: September 12, 2025
`,
    expected: {
      parties: ["Lumen & Grain Studio, Inc.", "Carraway Consulting Group, LLC"],
      signed: "2025-09-12",
      start: "2025-09-12",
      end: null,
      perpetual: true,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 3200"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30f-03-barrister-directory-consent",
    style: "h30f-professional-headshot-licences",
    format: "scan",
    source: `
# LEGAL COMPASS PUBLISHING LTD
## Directory Profile Photograph - Consent and Licence
Legal Compass Publishing Ltd of 12 Fetter Lane, London EC4A 1BR (the "Publisher") publishes the Legal Compass Broadcast, Media and Print Law Directory (the "Directory") as a printed annual edition and online at legalcompass.co.uk.
I, the barrister who signs below (the "Member"), am listed in the Directory as a member of Hale Court Chambers. I grant the Publisher a licence to reproduce the photograph I have supplied (the "Photograph") beside my entry: (a) in the printed edition of the Directory; and (b) on my profile page on the Directory website.
The Photograph may not be used in any other way. In particular the Publisher shall not use it in advertising for the Directory, shall not include it in any television or radio feature, and shall not sub-license, sell or pass it to any third party.
Period: this licence runs from 1 March 2026 to 28 February 2028 and covers the 2026 and 2027 editions. After that the Publisher will remove the Photograph from the website within 30 days.
Territory: the printed edition and the website are available worldwide and this licence applies throughout the world.
Payment: no fee or other sum is payable by either side for this licence. Any listing subscription paid by Hale Court Chambers is under a separate agreement and is not part of this licence.
Withdrawal: the Member may withdraw this consent for future editions by writing to the Directory Editor.
Signed by the Member: Helena Marchetti, Hale Court Chambers. Date: 19 January 2026
Signed for Legal Compass Publishing Ltd: Graham Lowe, Directory Editor. Date: 19 January 2026
`,
    expected: {
      parties: ["Legal Compass Publishing Ltd", "Helena Marchetti"],
      signed: "2026-01-19",
      start: "2026-03-01",
      end: "2028-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30f-04-accountants-booking-rider",
    style: "h30f-professional-headshot-licences",
    format: "text",
    source: `
# KESTREL STUDIO LTD - HEADSHOT BOOKING CONFIRMATION AND STANDARD LICENCE TERMS
Photographer: Kestrel Studio Ltd, Unit 9 Paintworks, Bristol BS4 3EH ("Kestrel")
Client: Pemberton Quayle LLP, Chartered Accountants, 5 Queen Square, Bristol BS1 4JQ (the "Client")
| Item | Detail |
| Session Date | 10 June 2026 |
| Location | Client's Bristol office |
| Sitters | 14 partners and directors |
| Fee | £1,400 plus VAT |
| Deposit | £350 on booking (part of the Fee, not in addition to it) |
## Standard Licence Terms
1> Licence. Kestrel grants the Client a non-exclusive licence to use the delivered images on the Client's website and in staff e-mail signatures.
1> Territory. The United Kingdom.
1> Term. Two years from the Session Date.
1> Extra images. Further images beyond two per sitter may be ordered at £25 each.
1> Sub-licensing. The Client may not sub-license the images to anyone.
1> Copyright. Copyright in the images stays with Kestrel.
## Rider agreed for Pemberton Quayle LLP
This Rider forms part of the booking. Where it conflicts with the Standard Licence Terms, this Rider prevails.
R1. Clause 2 (Territory) is deleted and replaced by: "The United Kingdom and the Republic of Ireland."
R2. Clause 3 (Term) is deleted and replaced by: "Thirty-six months from the Session Date."
R3. Clause 1 is extended so that the Client may also post the images on its LinkedIn, Facebook and Instagram pages.
Booking accepted for Pemberton Quayle LLP by Miriam Tate, Practice Manager, on 21 May 2026.
Signed for Kestrel Studio Ltd by Owen Pryce, Director, on 21 May 2026.
`,
    expected: {
      parties: ["Kestrel Studio Ltd", "Pemberton Quayle LLP"],
      signed: "2026-05-21",
      start: "2026-06-10",
      end: "2029-06-09",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30f-05-football-club-mascot-season",
    style: "h30f-mascot-performer-agreements",
    format: "docx",
    source: `
# MASCOT PERFORMER AGREEMENT - 2026/27 SEASON
THIS AGREEMENT is made on 14 July 2026
BETWEEN:
(1) ASHBY ROVERS FOOTBALL CLUB LIMITED (company number 00318842) whose registered office is at Wharf Lane Stadium, Ashby-de-la-Zouch LE65 1AX (the "Club"); and
(2) CALLUM BIRTLES of 22 Forge Close, Coalville LE67 3QP (the "Performer").
BACKGROUND: The Club's mascot is "Rocky the Ram". The Club wishes to engage the Performer to wear the Rocky the Ram costume and perform at home matches and community events, and the Performer agrees to do so on these terms.
1> Term. This Agreement runs from 1 August 2026 to 31 May 2027 (the "Season").
1> Services. The Performer shall perform as Rocky the Ram at all home league and cup matches, at the Club's monthly "Cinema Sunday" family screenings in the Wharf Lane Suite, and at up to twelve school and community visits arranged by the Club.
1> Season Fee. The Club shall pay the Performer a season fee of £3,800, payable in ten equal monthly instalments of £380 from August 2026. The Club shall reimburse mileage for community visits at 45p per mile.
1> Recordings. The Performer consents to the Club filming and photographing the Performer in costume (the "Recordings") and using the Recordings in television coverage of the Club's matches, on the Club's website, on the Club's social media channels and in the printed matchday programme, in the United Kingdom, during the Season.
1> Moral Rights. The Performer waives all moral rights in the Recordings and in his performance as Rocky the Ram.
1> Exclusivity. During the Season the Performer shall perform as a mascot exclusively for the Club and shall not perform as a mascot or costume character for any other professional football club. This does not prevent the Performer from performing at charity events or private children's parties that are not connected with any football club.
1> Conduct. The Performer shall not remove the costume head in public view and shall not act in any way that brings the Club or Rocky the Ram into disrepute. If he does, the Club may end this Agreement at once by written notice.
1> Costume. The costume remains the property of the Club and shall be stored at the stadium.
Signed by CALLUM BIRTLES
Signed for and on behalf of ASHBY ROVERS FOOTBALL CLUB LIMITED by Karen Holt, Operations Director
`,
    expected: {
      parties: ["Ashby Rovers Football Club Limited", "Callum Birtles"],
      signed: "2026-07-14",
      start: "2026-08-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social", "print"],
      exclusive: true,
      fees: ["GBP 3800"],
      flags: ["non_compete", "moral_rights_waiver", "morality_clause"]
    }
  },
  {
    id: "h30f-06-mattress-mascot-appearances",
    style: "h30f-mascot-performer-agreements",
    format: "pdf",
    source: `
# CHARACTER APPEARANCE SERVICES AGREEMENT
This Character Appearance Services Agreement (this "Agreement") is entered into by Fuzzworks Character Services, Inc., a Florida corporation ("Provider"), and Sunbelt Mattress Outlet, LLC, a Florida limited liability company ("Client").
1. Services. Provider will supply a trained costume performer to appear as Client's mascot character "Snoozy the Sloth" at Client's stores on the Appearance Dates listed in Schedule A, with a handler at every appearance. The performer for this program is Jordan Reyes, an employee of Provider. Jordan Reyes is not a party to this Agreement.
2. Term. This Agreement begins on the first Appearance Date in Schedule A and ends on June 30, 2026. It will not renew automatically; any further program requires a new written agreement.
3. Fees. Client will pay Provider a program fee of $3,900 for the six appearances in Schedule A, due within 15 days of Provider's invoice. Costume dry-cleaning is billed at cost, not to exceed $150. If Client cancels an appearance less than 72 hours before it starts, Client will pay a cancellation fee of $300 for that appearance. Florida sales tax, if any, is additional.
4. Photographs and Video. During the Term, Client may photograph and record the appearances and use that material in in-store displays and signage, on Client's website and on Client's social media accounts, within the United States. Client may not use the material in television, radio, print or billboard advertising.
5. Non-Exclusivity. Nothing in this Agreement restricts Provider from supplying character performers to any other business, including other mattress and furniture retailers, and Client may engage other entertainers.
6. Performer Safety. Each set lasts no more than 20 minutes, followed by a rest break of at least 15 minutes in a private, air-conditioned area provided by Client.
## Schedule A - Appearance Dates
| Appearance | Date | Store |
| 1 | March 7, 2026 | Tampa - Dale Mabry Hwy |
| 2 | March 28, 2026 | Brandon |
| 3 | April 18, 2026 | Clearwater |
| 4 | May 9, 2026 | St. Petersburg |
| 5 | May 30, 2026 | Sarasota |
| 6 | June 13, 2026 | Lakeland |
FUZZWORKS CHARACTER SERVICES, INC. By: Dana Whitfield, President. Date: February 12, 2026
SUNBELT MATTRESS OUTLET, LLC By: Marcus Lyle, VP Marketing. Date: February 12, 2026
`,
    expected: {
      parties: ["Fuzzworks Character Services, Inc.", "Sunbelt Mattress Outlet, LLC"],
      signed: "2026-02-12",
      start: "2026-03-07",
      end: "2026-06-30",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "web", "social"],
      exclusive: false,
      fees: ["USD 3900"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "h30f-07-theme-park-mascot-letter",
    style: "h30f-mascot-performer-agreements",
    format: "scan",
    source: `
# Wyvern Valley Adventure Park Ltd
Lower Hendre, Monmouth NP25 4DX
2 April 2027
Dear Priya,
Seasonal engagement as Wally the Wyvern
We are pleased to offer you the role of costume performer for our mascot, Wally the Wyvern, for the 2027 summer season. This letter sets out the terms. If you agree, please sign and return a copy; once you do, this letter is a binding agreement between you and Wyvern Valley Adventure Park Ltd.
1. Season. Your engagement runs from 24 May 2027 to 5 September 2027 inclusive.
2. Duties. Meet-and-greets at the Park entrance, parades at 11am and 3pm, and appearances before our Friday "Outdoor Cinema" screenings in the Meadow.
3. Pay. We will pay you a season fee of £2,600 in four monthly payments. If we ask you to stay after 6pm, overtime is paid at £15 per hour, only for hours actually worked. A locker key deposit of £10 is returned to you at the end of the season.
4. Photographs. We may photograph you in the Wally costume and use the photographs in our printed guidebook and leaflets and on our website, in the United Kingdom. We will not use any photographs or film of you in television advertising or on billboards.
5. Conduct. You must never appear partly out of costume in front of guests. If you behave in a way that brings the Park into disrepute, we may end your engagement immediately.
6. You may not assign this engagement or send anyone else to perform in your place.
Yours sincerely,
Gwen Prosser, Entertainments Manager, for Wyvern Valley Adventure Park Ltd
I accept the terms of this letter. Signed: Priya Lal. Date: 9 April 2027
`,
    expected: {
      parties: ["Wyvern Valley Adventure Park Ltd", "Priya Lal"],
      signed: "2027-04-09",
      start: "2027-05-24",
      end: "2027-09-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: null,
      fees: ["GBP 2600"],
      flags: ["morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30f-08-snooker-exhibition-promoter",
    style: "h30f-cue-and-darts-exhibitions",
    format: "pdf",
    source: `
# EXHIBITION APPEARANCE AGREEMENT
Date: 3 August 2026
## Parties
Promoter: CUEBALL PROMOTIONS LIMITED (company number 12044871) of 17 Division Street, Sheffield S1 4GF (the "Promoter")
Player: DECLAN HUGHES, professional snooker player, of 6 Ranmoor Park Road, Sheffield S10 3GX (the "Player")
1> Exhibition. The Player shall appear at a snooker exhibition evening at the Venue on the Exhibition Date, both set out in the Schedule. He will play frames against local amateur players, give a trick-shot demonstration and take part in a question-and-answer session.
1> Appearance Fee. The Promoter shall pay the Player an appearance fee of £6,000 plus VAT, 50% on signature of this Agreement and 50% within seven days after the Exhibition Date. If the Player makes a century break during the evening, the Promoter shall pay him a bonus of £500. The Promoter shall also pay the Player's rail travel and one night's hotel accommodation.
1> Filming and Streaming. The Promoter may film the Exhibition, stream it live and make the recording available on demand on the Promoter's YouTube channel and website, and may use photographs of the Player in printed programmes and flyers for the Exhibition. These rights are non-exclusive, apply throughout the world and last for 12 months from the Exhibition Date.
1> Television Rights. No television or radio broadcast rights are granted under this Agreement. All television rights in the Player's appearance are reserved to the Player.
1> Cancellation. If the Promoter cancels the Exhibition less than 21 days before the Exhibition Date, it shall pay the Player a cancellation fee of £1,500 instead of the appearance fee.
1> Assignment. The Promoter may assign this Agreement to any company that takes over the promotion of the Exhibition, on written notice to the Player.
## Schedule
| Item | Detail |
| Venue | Print Works, 4 Kelham Island, Sheffield S3 8RY |
| Exhibition Date | Saturday 14 November 2026 |
| Doors open | 6.30pm |
| Capacity | 220 seated |
Signed for Cueball Promotions Limited: Martin Farrow, Director
Signed by Declan Hughes
`,
    expected: {
      parties: ["Cueball Promotions Limited", "Declan Hughes"],
      signed: "2026-08-03",
      start: "2026-11-14",
      end: "2027-11-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web", "print"],
      exclusive: false,
      fees: ["GBP 6000"],
      flags: ["assignable"]
    }
  },
  {
    id: "h30f-09-darts-pub-tour-email",
    style: "h30f-cue-and-darts-exhibitions",
    format: "text",
    source: `
# RE: Shane Doherty x Fallowfield Taverns - exhibition nights - AGREED
From: Lee Garside <lee@ochetalent.co.uk>
To: Rachel Byrne <rachel.byrne@fallowfieldtaverns.co.uk>
Sent: 20 July 2026 10:14
Rachel, as discussed, here are the terms for Shane's darts exhibition tour of your pubs. Oche Talent is Shane's management and signs nothing in its own right: the deal is between Shane Doherty and Fallowfield Taverns Ltd. Once you reply to confirm, these terms bind both of them.
- Nights: four, dates and pubs in the table below.
- Each night: 3 hours, Shane plays all comers, a nine-dart challenge and photos with punters.
- Fee: £9,000 for all four nights, paid 7 days after the last night. Mileage on top at 45p/mile.
- Option: Sunday meet-and-greet lunch add-on at £750 if you want it, let us know by 1 Sept.
- Promo: you can use Shane's name and photo on posters, table talkers and beer mats inside your pubs, and on the Fallowfield Facebook and Instagram pages. No radio, no TV, no billboards or roadside.
- Promo period: 1 Sept 2026 until 30 days after the last night.
- Territory: England only (your pubs are all in England anyway).
- Non-exclusive. Shane is free to play exhibitions for other pubs and promoters before, during and after the tour.
| Night | Date | Pub |
| 1 | Fri 2 Oct 2026 | The Plough, Halifax |
| 2 | Fri 16 Oct 2026 | The Wheatsheaf, Huddersfield |
| 3 | Fri 30 Oct 2026 | The Printworks Tap, Wakefield |
| 4 | Fri 27 Nov 2026 | The Royal Oak, Dewsbury |
Cheers, Lee
---
From: Rachel Byrne <rachel.byrne@fallowfieldtaverns.co.uk>
Sent: 22 July 2026 09:02
Lee - confirmed, all agreed for Fallowfield Taverns Ltd. We won't need the Sunday lunch add-on. Rachel Byrne, Head of Events
`,
    expected: {
      parties: ["Shane Doherty", "Fallowfield Taverns Ltd"],
      signed: "2026-07-22",
      start: "2026-09-01",
      end: "2026-12-27",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "social"],
      exclusive: false,
      fees: ["GBP 9000"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h30f-10-wealth-firm-snooker-rider",
    style: "h30f-cue-and-darts-exhibitions",
    format: "docx",
    source: `
# CORPORATE HOSPITALITY EXHIBITION AGREEMENT
This Agreement is dated 11 January 2027 and is made between BALFOUR WEALTH MANAGEMENT LIMITED, of 8 Charlotte Square, Edinburgh EH2 4DR ("Balfour"), and ROSS McALLISTER, professional snooker player, of 14 Inverleith Row, Edinburgh EH3 5LS (the "Player").
1> Event. The Player shall attend Balfour's client hospitality evening at the Caledonian Billiard Rooms, Edinburgh, on the Event Date and play exhibition frames with Balfour's guests for at least two hours.
1> Event Date. 18 March 2027.
1> Fee. Balfour shall pay the Player a fee of £4,000 within 14 days after the Event.
1> Photography. Balfour may photograph the Player at the Event and use the photographs on its website and in its printed client magazine "Balfour Broadcast" for 24 months from the Event Date, in the United Kingdom only. Balfour shall not use the photographs in paid advertising or on its social media channels, and shall not sub-license or transfer the photographs to any third party.
1> Expenses. Balfour shall reimburse the Player's first-class rail travel to and from the Event.
## Rider
This Rider is agreed and signed together with this Agreement. Where it conflicts with clauses 1 to 5 above, this Rider prevails.
A. Clause 2 is replaced: the Event Date is 25 March 2027.
B. Clause 3 is replaced: Balfour shall pay the Player a fee of £4,750 within 14 days after the Event, which includes a 30-minute trick-shot demonstration.
C. Despite clause 4, Balfour may also post up to ten of the photographs on its LinkedIn page during the same 24-month period.
Signed for Balfour Wealth Management Limited by Fiona Drummond, Head of Client Relations, 11 January 2027
Signed by Ross McAllister, 11 January 2027
`,
    expected: {
      parties: ["Balfour Wealth Management Limited", "Ross McAllister"],
      signed: "2027-01-11",
      start: "2027-03-25",
      end: "2029-03-24",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "social"],
      exclusive: null,
      fees: ["GBP 4750"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
