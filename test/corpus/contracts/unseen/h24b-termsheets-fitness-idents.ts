// Held-out author "h24b" (wave 24), one batch written from scratch without reading the reader (domain/, application/,
// adapters/) or any other batch: only Corpus.ts (markup, Expected, formats), the flag names and LONG_TERM_MONTHS of
// ContractFlags.ts (lines 1-40), the header comment and first entries of n11's batch for the file convention, the
// wave 24 checker and the file names of unseen/ (and, by a slip, the first 12 lines of h23b's header comment, read for
// the file convention after this batch was planned). Frozen before any run of the reader on it. Three styles:
// heads of terms, term sheets and letters of intent for talent and licence deals (clauses that bind now beside terms
// "subject to contract", a long form to follow, a lock-out or exclusive-negotiation period that is not an exclusive
// licence, a later confirmation that supersedes the heads); licences and instructor agreements for recorded and
// live-streamed fitness, yoga and Pilates classes (an on-demand app, a library of N classes, per-class fees beside a
// revenue share or royalty and an advance or minimum guarantee, the instructor's name, image and voice, music cleared
// separately, class titles such as "Broadcast Core", "Outdoor HIIT" and "Outdoor Bootcamp" and company names such as
// "Billboard Hill Wellness" and "Print Room Coffee" that are not channels, a sell-off or takedown period on exit);
// and UK programme and strand sponsorships with talent in the credits (Section Nine of the Ofcom Broadcasting Code,
// opening credits, bumpers and end credits with their lengths, a sponsorship fee paid to the broadcaster beside the
// talent's fee, airtime and production costs that are not fees, credits on the broadcaster's on-demand player and
// social accounts, a category exclusivity around the programme with a carve-out, a rider that replaces the credit
// schedule).
//
// Answer rules decided by this author: heads of terms, term sheets and letters of intent are read for the deal they
// set out, whether or not those terms are yet binding; they are signed on the date of the last signature or
// countersignature; where a later confirmation supersedes the heads, only the confirmation's terms count. A lock-out,
// no-shop or exclusive-negotiation period is not an exclusive licence: exclusive follows the licence's own words
// (false where it says non-exclusive, null where the deal leaves it open). Parties are those who sign or are bound
// (an agent, a broadcaster named "not a party" and a band whose footage is licensed are not), named as the contract
// names them, including a party named only in the signature or execution block. A start tied to a launch,
// publication or transmission date takes the date given elsewhere in the contract (a schedule); a start tied to an
// agreement not yet signed is unknown (null). "N months from X" ends the day before the anniversary; with an
// automatic renewal the end is that of the initial term; a sell-off or takedown period after expiry does not move
// the end; "until terminated on notice" has no end date and is not perpetual. Fees are the sums paid for the rights
// or the services: each per-class fee (recorded and live), a sponsorship fee paid to a broadcaster that is a party,
// a talent or presenter fee, an advance or minimum guarantee paid for the rights; not fees are a royalty or revenue
// share given only as a percentage, VAT and GST, instalments of a fee, a refundable deposit credited against a fee,
// expenses and travel, transfer or production costs, studio hire, overtime rates, cancellation charges and costs
// contributions, an option or extension price not exercised, airtime bought or valued but not paid under the
// contract, and a sponsorship fee paid to a broadcaster under a separate agreement to which it is the only party.
// Channels: an app, a website, a podcast platform and a broadcaster's on-demand player are web; a brand's,
// studio's or broadcaster's Instagram, TikTok, YouTube or other social accounts are social; television transmission
// is broadcast; menu boards, counter and point-of-sale displays inside the licensee's own premises are in_store;
// catalogues are print; a class, brand or company name ("Outdoor HIIT", "Reel Cinema", "Billboard Hill") is never a
// channel. "The world excluding X" is worldwide. Where a talent's category of work is restricted (the talent shall
// not endorse competitors) and the grant does not call itself non-exclusive, the deal is exclusive with
// non_compete; where the grant says non-exclusive, exclusive is false and the restriction is still non_compete; a
// broadcaster's promise not to take competing sponsors is exclusivity (true) without non_compete. A talent left
// free to work for others, competitors included, is non-exclusive (false) and denies non_compete, and a negotiation
// lock-out does not raise non_compete; "shall not sub-license" denies sublicensable; "may not assign"
// denies assignable (not "may not assign without consent", which raises nothing); "there is no buy-out" denies
// buyout; "nothing waives moral rights" denies moral_rights_waiver; "no automatic renewal" denies automatic_renewal;
// an option to extend raises nothing. A fee called a full buy-out of all use in the period raises buyout. A
// termination right for conduct bringing a party into disrepute is a morality clause, even in non-binding heads; an
// irrevocable waiver of moral rights is a moral_rights_waiver, not an irrevocable grant.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h24b-heads-of-terms-letters-of-intent",
  "h24b-fitness-class-recording-licences",
  "h24b-tv-programme-sponsorship-credits"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h24b-01-uk-ambassador-heads-of-terms",
    style: "h24b-heads-of-terms-letters-of-intent",
    format: "docx",
    source: String.raw`
# HEADS OF TERMS
## Brand Ambassador and Name and Likeness Licence – subject to contract save as stated in clause 1
Date: 14 October 2026
Parties
(1) FENWICK & LUSK HOME LIMITED, a company incorporated in England and Wales (company number 08812347), whose registered office is at 41 Calder Street, Leeds LS1 4PQ (the “Brand”); and
(2) ORLA QUINLAN-REYES, c/o Marlowe Talent Management Ltd, 3 Percy Mews, London W1T 1DB (the “Talent”).
Marlowe Talent Management Ltd acts as the Talent's agent and is not a party to these heads of terms.
1> Status. Save for clauses 9 to 12, these heads of terms are subject to contract and are not legally binding. They record the principal terms on which the parties intend to enter into a long-form ambassador agreement (the “Agreement”), which the Brand's solicitors will draft and circulate within 21 days. Clauses 9 to 12 are legally binding on the parties from signature of these heads of terms.
1> Services. The Talent will attend two photographic shoot days and one video shoot day before the Launch Date, and up to four personal appearances in the Brand's stores during the Term. The Agreement will allow the Brand to terminate if the Talent commits any act which brings her or the Brand into public disrepute or scandal.
1> Launch Date. The Brand's spring/summer cookware range, the “Quinlan Kitchen” collection, will launch on 1 March 2027 (the “Launch Date”).
1> Term. Eighteen (18) months from the Launch Date.
1> Licence. The Talent will license to the Brand the use of her name, image, likeness, signature and voice in the materials produced under clause 2, on the Brand's website and the Brand's own social media accounts, in the Brand's printed catalogues and on point-of-sale and shelf displays inside the Brand's stores, in the United Kingdom and the Republic of Ireland, excluding television, cinema, radio and outdoor or digital out-of-home advertising.
1> Exclusivity. The licence will be non-exclusive, and the Talent remains free to work with and endorse other brands, including other cookware and homeware brands. The lock-out in clause 9 concerns negotiations only and does not make the licence or the Talent's services exclusive.
1> Fee. £60,000 (plus VAT, if applicable), payable as to £30,000 on signature of the Agreement and £30,000 on the Launch Date. Reasonable pre-approved travel expenses will be reimbursed at cost, capped at £1,500 in total. The Brand will have an option to extend the Term by 12 months for a further £40,000, exercisable in writing before the end of the Term. There will be no automatic renewal.
1> Sub-licensing and assignment. The Brand shall not sub-license any of the rights to a third party, including its franchisees and concession partners, and may not assign them without the Talent's prior written consent.
1> Lock-out (binding). For forty-five (45) days from the date of these heads of terms (the “Lock-out Period”), the Talent shall not solicit or negotiate any ambassador arrangement with another homeware or cookware retailer, and the Brand shall not negotiate with any other person to front the Quinlan Kitchen collection.
1> Confidentiality (binding). Neither party shall disclose the existence or content of these heads of terms, save to its professional advisers.
1> Costs (binding). Each party bears its own costs of negotiating these heads of terms and the Agreement, save that if the Brand withdraws from negotiations during the Lock-out Period it will pay the Talent £2,500 as a contribution towards her legal costs.
1> Governing law (binding). These heads of terms and any dispute arising from them are governed by the law of England and Wales.
| Signed for and on behalf of Fenwick & Lusk Home Limited | Grace Adebayo-Lunn, Chief Marketing Officer | 14 October 2026 |
| Signed by Orla Quinlan-Reyes | Orla Quinlan-Reyes | 14 October 2026 |
`,
    expected: {
      parties: ["Fenwick & Lusk Home Limited", "Orla Quinlan-Reyes"],
      signed: "2026-10-14",
      start: "2027-03-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 60000"],
      flags: ["morality_clause"],
      denies: ["sublicensable", "non_compete", "automatic_renewal"]
    }
  },
  {
    id: "h24b-02-us-footage-letter-of-intent",
    style: "h24b-heads-of-terms-letters-of-intent",
    format: "text",
    source: String.raw`
SUNDIAL AUDIO, INC.
1180 Alvarado Street, Suite 4, Los Angeles, CA 90026
March 3, 2027
VIA EMAIL
Dear Dana:
Re: Letter of Intent – License of Archival Footage for “Low Tide”
This letter sets out the principal terms on which Sundial Audio, Inc. (“Sundial”) proposes to license from your company (the “Licensor”) the archival concert footage of the band Marrow Coast recorded by the Licensor between 1998 and 2003 (the “Footage”) for use in Sundial's documentary podcast and video series “Low Tide” (the “Series”). Except for Paragraphs 8, 9 and 10, this letter is a non-binding expression of the parties' present intent, and neither party will be bound to grant or take a license unless and until a definitive license agreement (the “Definitive Agreement”) is signed. Paragraphs 8, 9 and 10 are binding on both parties upon your countersignature.
1. Footage. Up to 40 minutes of the Footage, selected by Sundial from the master tapes listed in Exhibit A.
2. Media. The Series, with the Footage as incorporated in it, may be distributed on Sundial's website and mobile app, on podcast and audio-visual platforms such as Apple Podcasts and Spotify, and on Sundial's YouTube channel and other social media accounts, in all languages. No theatrical release or television broadcast is contemplated; any such use would require a separate agreement.
3. Territory. Worldwide.
4. License Period. In perpetuity, commencing on the date of the Definitive Agreement.
5. License Fee. A flat license fee of $45,000, payable 50% on signature of the Definitive Agreement and 50% on delivery of the Footage masters. On your countersignature Sundial will pay a good-faith deposit of $5,000, which will be credited against the license fee, or refunded to Sundial if the Definitive Agreement is not signed by the end of the Exclusive Negotiation Period. Sundial will also reimburse your reasonable tape transfer and digitization costs, not to exceed $3,200. Sundial will have an option to use the Footage in a second season of the Series for a further $30,000, exercisable by notice before December 31, 2028.
6. Sublicensing; Assignment. Sundial may sublicense the Series, including the Footage as incorporated, to its distribution partners and podcast networks. Sundial may not assign this letter or the Definitive Agreement.
7. Credit. Each episode using the Footage will carry the credit “Archival footage courtesy of” the Licensor, in the form the Licensor designates.
8. Exclusive Negotiation (binding). For 60 days from your countersignature (the “Exclusive Negotiation Period”), the Licensor will not solicit, negotiate or enter into any agreement with any third party for the licensing of the Footage. This is an exclusive negotiation period only: nothing in this letter grants Sundial an exclusive license, and the parties have not yet agreed whether the license under the Definitive Agreement will be exclusive.
9. Confidentiality (binding). The terms of this letter are confidential.
10. Governing Law (binding). This letter is governed by the laws of the State of California.
If these terms reflect our understanding, please countersign below and return a copy.
Very truly yours,
SUNDIAL AUDIO, INC.
By: Theo Lindqvist, Head of Business Affairs
ACCEPTED AND AGREED as of March 5, 2027:
KETTLE ROCK FILMS LLC
By: Dana Okafor, Managing Member
`,
    expected: {
      parties: ["Sundial Audio, Inc.", "Kettle Rock Films LLC"],
      signed: "2027-03-05",
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 45000"],
      flags: ["perpetual_term", "sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "h24b-03-uk-confirmation-supersedes-heads",
    style: "h24b-heads-of-terms-letters-of-intent",
    format: "scan",
    source: String.raw`
# CONFIRMATION OF TERMS – IMAGE LICENCE
Ref: PRC/DW/0726    Date: 20 July 2026
From: Print Room Coffee Limited (“Print Room”), 12 Hoxton Yard, London N1 6AA
To: Dean Whitlow (“the Player”), c/o Stanton Sports Management (agent, not a party)
This confirmation records the final agreed terms of the Player's image licence. It supersedes in full the heads of terms dated 2 June 2026, which were subject to contract and are of no further effect. Where they differ, this confirmation prevails.
1. Rights: use of the Player's name, image and signature on menu boards and counter displays inside Print Room's cafés, on Print Room's website and ordering app, and on its Instagram and TikTok accounts. The outdoor poster campaign proposed in the heads of terms is dropped: no outdoor, broadcast or press advertising.
2. Territory: United Kingdom.
3. Term: 12 months from 1 August 2026 (the heads of terms proposed 24 months).
4. Fee: £18,000 plus VAT, payable within 30 days of this confirmation (replacing the £25,000 in the heads of terms). Includes one content day of 6 hours; overtime at £400 per hour if required.
5. Exclusivity: exclusive in the coffee-shop category. The Player shall not endorse any other coffee shop or café chain during the Term. His existing partnership with a supermarket ground-coffee brand is excluded and may continue.
6. Print Room may not sub-license or assign these rights.
Agreed for Print Room Coffee Limited: Harriet Oyelaran, Marketing Director, 20 July 2026
Agreed by the Player: Dean Whitlow, 22 July 2026
`,
    expected: {
      parties: ["Print Room Coffee Limited", "Dean Whitlow"],
      signed: "2026-07-22",
      start: "2026-08-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web", "social"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h24b-04-uk-instructor-recording-agreement",
    style: "h24b-fitness-class-recording-licences",
    format: "pdf",
    source: String.raw`
# INSTRUCTOR RECORDING AND LICENCE AGREEMENT
THIS AGREEMENT is made on 12 November 2026
BETWEEN
(1) KINETIC LOFT STUDIOS LIMITED (company number 11920456) of Unit 7, Baltic Works, Sheffield S3 8DG (the “Studio”); and
(2) SAOIRSE DELAHUNT of 19 Ecclesall Road, Sheffield S11 8HY (the “Instructor”).
## 1. Definitions
1> “App” means the Studio's on-demand fitness application known as “Kinetic Loft” and the Studio's website at kineticloft.co.uk.
1> “App Launch Date” means the date stated as such in Schedule 1.
1> “Classes” means the library of twenty-four (24) recorded classes described in Schedule 1: the series “Broadcast Core” (eight 30-minute core conditioning classes), the series “Outdoor HIIT” (eight 25-minute interval classes filmed on the Studio's roof terrace) and the series “Slow Flow” (eight mobility classes), together with any live class under clause 3.3.
1> “Licence Period” means the period of thirty-six (36) months starting on the App Launch Date.
## 2. Recording
1> The Instructor shall attend the recording sessions on the dates in Schedule 1. Each session lasts up to four hours; time beyond four hours is paid at £60 per hour.
1> Music for the Classes is cleared separately by the Studio under its own licences. The Instructor shall not bring or play any commercial music during recording and grants no rights in music.
## 3. Grant
1> The Instructor grants to the Studio a non-exclusive licence during the Licence Period to use the Classes and the Instructor's name, image, likeness, voice and biography in and in connection with the Classes: (a) on the App, for streaming and download by subscribers; and (b) in trailers and clips of up to 60 seconds on the Studio's social media accounts; in each case throughout the world excluding the People's Republic of China and the Russian Federation. The licence does not extend to broadcast television, cinema, printed advertising or outdoor advertising.
1> The Studio may sub-license the Classes to hotels, gyms and corporate wellness partners for streaming to their guests, members and employees through the App's partner portal.
1> The Studio may live-stream up to four classes a month taught by the Instructor on the App. A live class is a Class for the purposes of clause 5.
## 4. Competing services
1> During the Licence Period the Instructor shall not record or live-stream classes for any other subscription fitness app or on-demand fitness platform. In-person teaching and the Instructor's free classes on her own YouTube channel are not restricted.
## 5. Fees and revenue share
1> The Studio shall pay the Instructor a fee of £450 for each Class recorded or live-streamed and accepted by the Studio (the “Class Fee”), within 30 days of invoice.
1> In addition the Studio shall pay the Instructor 10% of Net Partner Revenue received by the Studio from sub-licences under clause 3.2, accounted quarterly.
1> All sums are exclusive of VAT. The Studio will reimburse the Instructor's standard-class rail travel to Sheffield, up to £120 per recording day.
1> If the Studio cancels a recording session on less than 48 hours' notice, it shall pay the Instructor a cancellation fee of £200.
## 6. Moral rights
1> The Instructor unconditionally and irrevocably waives all moral rights she has or may have in the Classes.
## 7. Exit and takedown
1> Either party may terminate this Agreement on three months' written notice given after the first twelve months of the Licence Period.
1> On expiry or termination the Studio shall remove the Classes from the App and from the partner portal within 60 days (the “Takedown Period”), and shall grant no new sub-licence after the date of expiry or termination.
## Schedule 1 – Classes and dates
| Item | Detail |
| Recording sessions | 23, 24 and 25 November 2026 and 1 December 2026 |
| App Launch Date | 5 January 2027 |
| Classes | Broadcast Core (8), Outdoor HIIT (8), Slow Flow (8) |
| Class Fee | £450 per Class |
Signed by Tomasz Wren, Director, for and on behalf of Kinetic Loft Studios Limited
Signed by Saoirse Delahunt
`,
    expected: {
      parties: ["Kinetic Loft Studios Limited", "Saoirse Delahunt"],
      signed: "2026-11-12",
      start: "2027-01-05",
      end: "2030-01-04",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 450"],
      flags: ["sublicensable", "non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "h24b-05-us-yoga-class-license-schedule-dates",
    style: "h24b-fitness-class-recording-licences",
    format: "docx",
    source: String.raw`
# YOGA CLASS LICENSE AGREEMENT
This Yoga Class License Agreement (the “Agreement”) is entered into as of the Effective Date set out in Schedule A by and between:
Company: Billboard Hill Wellness, Inc., a Colorado corporation, 2200 Larimer Street, Denver, CO 80205 (“Company”); and
Instructor: Marisol Vantongeren, an individual residing in Boulder, Colorado (“Instructor”).
Company operates the Billboard Hill yoga studio in Denver and the Billboard Hill On Demand app (the “App”).
1> Classes. Instructor will teach, and Company will record, twenty (20) yoga and breathwork classes during the Recording Window (the “Classes”). Instructor will also teach live-streamed classes on the App on a schedule the parties agree in writing.
1> License. Instructor grants Company a license, during the License Term, to stream, make available on demand and sell as class packs the Classes, and to use Instructor's name, approved likeness, voice and biography to identify and promote them, on the App and Company's website, in the United States and Canada. Company may post excerpts of up to 60 seconds on its Instagram, TikTok and YouTube accounts to promote the App. No broadcast, cinema or print use is licensed.
1> Exclusivity. This license is non-exclusive. Instructor may teach in person and online for others and may record classes for other studios and platforms.
1> Sublicensing. Company may not sublicense, resell or syndicate the Classes to any third party, including other studios, gyms or streaming services.
1> Compensation. (a) Per-class fee: $600 for each recorded Class delivered. (b) Advance: $5,000, payable on the License Start Date, recoupable against royalties. (c) Royalty: 8% of Net Receipts from class-pack sales, paid quarterly after the advance is recouped. (d) Live classes: $150 for each live-streamed class taught. (e) Company will reimburse pre-approved travel costs up to $400 per Recording Window. (f) If Company cancels a recording day less than 72 hours ahead, it will pay a $250 late-cancellation fee.
1> Term and Renewal. The License Term starts on the License Start Date and ends on the License End Date. It then renews automatically for successive one-year periods unless either party gives written notice of non-renewal at least 60 days before the end of the then-current term.
1> Conduct. Company may remove any Class and terminate this Agreement if Instructor is charged with a felony or engages in conduct that brings Instructor or Company into public disrepute.
1> Exit. Either party may terminate on 60 days' written notice. After expiry or termination, Company may continue to sell class packs already listed for 90 days (the “Sell-off Period”) and will then take the Classes down from the App; customers keep access to packs bought before take-down.
1> Music. Company clears all music separately through its own licensed catalog. Instructor will use only Company-supplied playlists and grants no music rights.
## Schedule A – Key Dates
| Item | Date |
| Effective Date | April 2, 2027 |
| Recording Window | April 12–16, 2027 |
| License Start Date | May 1, 2027 |
| License End Date | April 30, 2029 |
IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.
| BILLBOARD HILL WELLNESS, INC. | By: Jonah Pruitt, Chief Executive Officer |
| INSTRUCTOR | Marisol Vantongeren |
`,
    expected: {
      parties: ["Billboard Hill Wellness, Inc.", "Marisol Vantongeren"],
      signed: "2027-04-02",
      start: "2027-05-01",
      end: "2029-04-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 600", "USD 5000", "USD 150"],
      flags: ["automatic_renewal", "morality_clause"],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "h24b-06-uk-gym-livestream-letter",
    style: "h24b-fitness-class-recording-licences",
    format: "scan",
    source: String.raw`
# LETTER OF AGREEMENT – LIVE-STREAMED CLASSES
Ironbark Fitness Ltd, 4 Mill Race, Bristol BS1 6QT
18 January 2027
Dear Callum,
Ironbark Fitness Ltd (“Ironbark”, “we”) is pleased to confirm the terms on which you will teach, and we will live-stream and record, your classes.
1. Classes: your Tuesday “Kettlebell 45” and Saturday “Outdoor Bootcamp” classes, live-streamed to members on the Ironbark Members app and kept in the app's replay library.
2. Period: six months from 1 February 2027. Replays will be taken down within 14 days after the period ends.
3. Fee: £120 per class streamed, invoiced monthly. Members' booking deposits stay with Ironbark. VAT, if you are registered, on top.
4. Use: the members' app and ironbark.co.uk only, for members in the UK. No social media and no advertising use of your image beyond the class timetable.
5. Sub-licensing: none. We will not sub-license, sell or share the recordings with any other gym or platform.
6. You remain free to teach for other gyms and studios, including online.
7. Music is cleared by Ironbark under its own music licences; please use the studio playlists.
Please sign and return a copy.
Yours sincerely, Nadia Fairweather, General Manager, for Ironbark Fitness Ltd
Agreed: Callum Reddy-Shaw, 20 January 2027
`,
    expected: {
      parties: ["Ironbark Fitness Ltd", "Callum Reddy-Shaw"],
      signed: "2027-01-20",
      start: "2027-02-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web"],
      exclusive: false,
      fees: ["GBP 120"],
      flags: [],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "h24b-07-au-pilates-program-licence",
    style: "h24b-fitness-class-recording-licences",
    format: "text",
    source: String.raw`
PROGRAM LICENCE AGREEMENT
Date: the date of the last signature in the execution block
PARTIES
Licensee: Stillwater Digital Pty Ltd ACN 654 321 987 of Level 3, 88 Flinders Lane, Melbourne VIC 3000 ("Stillwater")
Instructor: the person named as the Instructor in the execution block, trading as The Print Room Pilates Studio, 140 Gertrude Street, Fitzroy VIC 3065 ("Instructor")
BACKGROUND
Stillwater operates the Stillwater wellness app and website. The Instructor will film a Pilates program for it.
1. Program. The Instructor will film a library of 40 reformer and mat Pilates classes (the "Program") at The Print Room Pilates Studio on the filming days in Item 2 of the Schedule.
2. Licence. The Instructor grants Stillwater an exclusive licence to distribute the Program, and to use the Instructor's name, image, voice and biography with it, as on-demand video throughout the world through the Stillwater app and website, and to promote it on Stillwater's social media channels. The exclusivity does not extend to the Instructor's own YouTube channel (free classes that are not part of the Program) or to her live classes at her studio.
3. Commencement and duration. The licence commences on the First Publication Date, being the date in Item 3 of the Schedule on which the first Program class is published on the app, and continues until terminated under clause 9.
4. Payment. Stillwater will pay the Instructor a minimum guarantee of AUD 20,000 (plus GST) within 14 days of delivery of the Program, recoupable against royalties. Royalty: 30% of Net Revenue attributable to the Program, paid quarterly once the minimum guarantee is recouped. Stillwater will also pay studio hire for the filming days at cost, up to AUD 1,500.
5. Music. Stillwater clears all music separately. The Instructor must not use commercial recordings in the Program.
6. Moral rights. Nothing in this agreement waives the Instructor's moral rights. Stillwater will credit the Instructor by name on every Program class.
7. Assignment. Stillwater may assign this agreement without the Instructor's consent to any purchaser of its app business.
8. Warranties. The Instructor holds appropriate qualifications and public liability insurance.
9. Termination and sell-off. Either party may terminate on 3 months' written notice, given no earlier than the second anniversary of the First Publication Date. After termination Stillwater may keep the Program available to existing subscribers for a sell-off period of 6 months, and must then take it down.
SCHEDULE
Item 1 – Classes: 40 (25 reformer, 15 mat)
Item 2 – Filming days: 1 to 5 March 2027
Item 3 – First Publication Date: 15 March 2027
EXECUTION
Signed for Stillwater Digital Pty Ltd by its director, Priya Ramanathan, on 20 February 2027
Signed by the Instructor, Keiko Andersson-Hale, on 22 February 2027
`,
    expected: {
      parties: ["Stillwater Digital Pty Ltd", "Keiko Andersson-Hale"],
      signed: "2027-02-22",
      start: "2027-03-15",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["AUD 20000"],
      flags: ["worldwide_exclusivity", "assignable", "no_end_date"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h24b-08-uk-programme-sponsorship-tripartite",
    style: "h24b-tv-programme-sponsorship-credits",
    format: "pdf",
    source: String.raw`
# PROGRAMME SPONSORSHIP AND PRESENTER AGREEMENT
## “Grow It Britain” – Series 1
THIS AGREEMENT is dated the date of the last signature below.
PARTIES
(1) LANYARD TELEVISION LIMITED (company number 04417730) whose registered office is at 20 Wharf Road, Salford M50 2EQ (“Broadcaster”);
(2) MERROW GARDEN CENTRES LIMITED (company number 06655108) whose registered office is at Merrow Lane, Guildford GU1 2XX (“Sponsor”); and
(3) DELPHINE AKINTOLA, care of Halliwell Rowe Associates, 14 Greek Street, London W1D 4DN (“Presenter”).
BACKGROUND
(A) The Broadcaster will transmit the Programme on its channel Lanyard One and make it available on its on-demand service, the Lanyard Player.
(B) The Sponsor wishes to sponsor the Programme, and the Presenter, who presents the Programme, has agreed to appear in the sponsorship credits.
## 1. Definitions
1> “Credits” means the sponsorship credits described in Schedule 1.
1> “Programme” means the eight-part series “Grow It Britain” (8 x 60 minutes), including its repeats during the Sponsorship Period.
1> “TX Date” means the date of first transmission of episode 1 of the Programme, as set out in Schedule 2.
1> “Sponsorship Period” means the period starting on the TX Date and ending on the day before the first anniversary of the TX Date.
## 2. Sponsorship rights
1> The Broadcaster grants the Sponsor the right to sponsor the Programme during the Sponsorship Period and to be credited in the Credits on Lanyard One, on the Lanyard Player and, in cut-downs of the Credits, on the Broadcaster's social media accounts, in the United Kingdom only, excluding any out-of-home, cinema, print or in-store use of the Credits or of the Programme's title by the Sponsor.
1> Category exclusivity. The Broadcaster shall not accept any sponsorship of the Programme, or any sponsorship credit or spot advertisement in the centre breaks of the Programme, from a garden centre, DIY retailer or horticultural supplies retailer, save that the existing sponsorship of the Lanyard One weather bulletins by Harrow & Plume Tools Ltd may continue and its weather credits may be scheduled next to the Programme.
## 3. Ofcom compliance
1> All Credits shall comply with Section Nine of the Ofcom Broadcasting Code and Ofcom's guidance on sponsorship. Credits shall be clearly distinguished from advertising, shall contain no call to action, price or product claim, and shall be approved by the Broadcaster's compliance team before first transmission. The Broadcaster's decision on compliance is final.
1> The Sponsor shall have no influence on the content or scheduling of the Programme.
## 4. Presenter
1> The Presenter shall attend one production day for the Credits, of up to 10 hours, on a date agreed no later than four weeks before the TX Date. Time beyond 10 hours is paid at £250 per hour.
1> The Presenter grants the Sponsor and the Broadcaster the right to use her name, likeness and voice in the Credits during the Sponsorship Period in the media and territory in clause 2.1.
1> During the Sponsorship Period the Presenter shall not appear in any advertising or sponsorship credit for any other garden centre, DIY or horticultural retailer.
## 5. Fees and costs
1> The Sponsor shall pay the Broadcaster a sponsorship fee of £240,000 (the “Sponsorship Fee”) plus VAT, in three equal instalments: on signature, on the TX Date and 60 days after the TX Date.
1> The Sponsor shall pay the Presenter a fee of £15,000 (the “Presenter Fee”), plus VAT if applicable, within 30 days of the production day.
1> The Sponsor shall bear the cost of producing the Credits, estimated at £22,000, which the Broadcaster's creative unit will invoice at cost. This cost is not part of the Sponsorship Fee.
1> The Sponsor has separately committed, through its media agency, to buy spot airtime on Lanyard One of at least £100,000 during the Sponsorship Period. That airtime is bought under the Broadcaster's standard terms of trade and is not a payment under this Agreement.
1> If the Programme is cancelled before the TX Date, the Broadcaster shall refund the instalments of the Sponsorship Fee paid, less a cancellation charge of 10%.
## 6. Restrictions
1> Sub-licensing. The Sponsor shall not sub-license, lend or transfer the Credits or any right under this Agreement to any person, and shall not use the Credits except as transmitted or made available by the Broadcaster.
1> Assignment. No party may assign this Agreement without the prior written consent of the others.
## Schedule 1 – Credits (per episode)
| Credit | Length | Number |
| Opening credit | 10 seconds | 1 |
| Break bumpers (in and out of each centre break) | 7 seconds | 4 |
| Closing credit | 5 seconds | 1 |
## Schedule 2 – Transmission
| Item | Detail |
| Channel and slot | Lanyard One, Saturdays, 8pm |
| TX Date | 6 March 2027 |
| Episodes | 8, weekly |
Signed for Lanyard Television Limited by Miriam Castellano, Director of Commercial Partnerships, on 7 December 2026
Signed for Merrow Garden Centres Limited by Owen Pargeter, Marketing Director, on 9 December 2026
Signed by Delphine Akintola on 10 December 2026
`,
    expected: {
      parties: ["Lanyard Television Limited", "Merrow Garden Centres Limited", "Delphine Akintola"],
      signed: "2026-12-10",
      start: "2027-03-06",
      end: "2028-03-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 240000", "GBP 15000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h24b-09-uk-sponsor-ident-talent-agreement",
    style: "h24b-tv-programme-sponsorship-credits",
    format: "docx",
    source: String.raw`
# SPONSORSHIP IDENT TALENT AGREEMENT
Date: 30 June 2027
| Sponsor | Outdoor Larder Limited (company number 09981234), 5 Coldharbour Lane, Bristol BS2 8NP (“the Sponsor”) |
| Artist | Ravi Chaudhary, c/o Kingfisher Artist Management, 22 Berwick Street, London W1F 0QA (“the Artist”) |
Background: Outdoor Larder is a chilled ready-meal brand. The Sponsor has agreed with Vale Broadcasting plc (the “Broadcaster”, which is not a party to this agreement) to sponsor the weekday early-evening quiz “Beat the Clock” (the “Programme”), which the Artist presents, for a sponsorship fee of £180,000 payable by the Sponsor to the Broadcaster under that separate agreement.
1> Engagement. The Artist will appear in a set of sponsorship idents (the “Idents”) filmed on one day at the Broadcaster's studio: three 10-second bumpers and one 5-second end credit.
1> Usage. The Idents may be transmitted on the Broadcaster's television channels around the Programme, made available with the Programme on the Broadcaster's on-demand player, and posted in cut-downs of no more than 6 seconds on the Sponsor's and the Broadcaster's social media accounts, in the United Kingdom, during the Term.
1> Term. The Term runs for 12 months from the date the Idents are first transmitted (“First TX”), which is set out in the Schedule.
1> Fee. The Sponsor shall pay the Artist £12,500 plus VAT for the filming day and the usage in clause 2. Time beyond 10 hours on the filming day is paid at £300 per hour. The agent's commission is deducted by the agent from the fee.
1> Buy-out. There is no buy-out. Any use of the Idents after the Term, or in any other media (including outdoor, cinema or press), requires the Artist's written agreement and a further fee. The Sponsor has an option to extend the Term by 12 months for £8,000, exercisable by written notice before the end of the Term.
1> Category exclusivity. During the Term the Artist shall not appear in advertising, sponsorship credits or paid social content for any other chilled or frozen ready-meal brand or supermarket ready-meal range. This does not restrict the Artist's editorial presenting work or his work for food brands outside the ready-meal category.
1> Ofcom. The Artist acknowledges that the Idents must comply with the Ofcom Broadcasting Code's rules on sponsorship credits and are subject to the Broadcaster's compliance approval. The Artist will not be asked to endorse products or make claims in the Idents, and the Idents will contain no editorial content of the Programme.
1> Sub-licensing. The Sponsor shall not sub-license the Idents to any third party. The Broadcaster transmits the Idents under its own sponsorship agreement with the Sponsor.
## Schedule
| Item | Detail |
| Filming day | 28 July 2027, Vale Studios, Cardiff |
| First TX | 6 September 2027 |
| Idents | 3 x 10-second bumpers, 1 x 5-second end credit |
| Signed for Outdoor Larder Limited | Fiona Gallacher, Head of Brand, 30 June 2027 |
| Signed by the Artist | Ravi Chaudhary, 30 June 2027 |
`,
    expected: {
      parties: ["Outdoor Larder Limited", "Ravi Chaudhary"],
      signed: "2027-06-30",
      start: "2027-09-06",
      end: "2028-09-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 12500"],
      flags: ["non_compete"],
      denies: ["buyout", "sublicensable"]
    }
  },
  {
    id: "h24b-10-uk-strand-sponsorship-rider",
    style: "h24b-tv-programme-sponsorship-credits",
    format: "pdf",
    source: String.raw`
# SPONSORSHIP AGREEMENT – “FRIDAY FRIGHT NIGHT” FILM STRAND
Dated 15 February 2027
BETWEEN
Northgate Broadcasting Limited, 1 Quayside, Newcastle upon Tyne NE1 3DX (“Northgate”);
Reel Cinema Snacks Ltd, Unit 2, Meadowhall Trade Park, Sheffield S9 1EP, maker of the “Reel Cinema” popcorn range (“Sponsor”); and
Bex Harrington, c/o Lantern Voice Agency, 9 Dean Street, London W1D 3RP (“Voice Artist”).
1. The Strand. Northgate's late-night horror film strand “Friday Fright Night” on its channel Northgate 2 (the “Strand”).
2. Sponsorship Period. From 1 April 2027 to 31 December 2027 inclusive.
3. Credits. The sponsorship credits are those in Schedule 2 (the “Credit Schedule”). Northgate will transmit them around the Strand's films on Northgate 2 and make them available with those films on its on-demand player, Northgate Now, in the United Kingdom.
4. Category exclusivity. The Sponsor is the exclusive snack sponsor of the Strand: Northgate will not accept sponsorship of the Strand from any other savoury snack, popcorn or confectionery brand, excluding the confectionery brand that sponsors Northgate's Sunday matinee strand, whose credits may appear in the same evening's schedule.
5. Fees. The Sponsor shall pay Northgate a sponsorship fee of £300,000 plus VAT, quarterly in advance. The Sponsor shall pay the Voice Artist a fee of £9,000 for recording the credits' voice-over, which is a full buy-out of all transmissions and on-demand use of the credits during the Sponsorship Period. The airtime value of the credits, estimated by Northgate at £1,200,000 at rate card, is indicative only and is not payable. The Sponsor's creative agency production costs (about £14,000) are paid by the Sponsor directly and are not part of this Agreement.
6. Compliance. The credits shall comply with Section Nine of the Ofcom Broadcasting Code: they may show the Sponsor's name, logo and a brief strapline, shall make no claim about the Sponsor's products and shall contain no call to action.
7. Voice Artist. The Voice Artist waives all moral rights in the recorded voice-overs. The Sponsor shall not sub-license the credits or the voice-overs.
## Schedule 2 – Credit Schedule
| Credit | Length | Where |
| Opening ident | 10 seconds | Northgate 2 and Northgate Now |
| Break bumpers | 5 seconds | Northgate 2 and Northgate Now |
| Social cut-downs | 6 seconds | Northgate's Instagram and TikTok accounts |
## Rider 1 – Replacement Credit Schedule and Extension
This Rider is signed with the Agreement and forms part of it. If anything in the Agreement conflicts with this Rider, this Rider prevails.
R1. Schedule 2 is deleted in its entirety and replaced by the Credit Schedule below. The social cut-downs are withdrawn: no credit, ident or cut-down may be used on social media by either party.
| Credit | Length | Where |
| Opening ident | 10 seconds | Northgate 2 and Northgate Now |
| Break bumpers | 7 seconds | Northgate 2 and Northgate Now |
| End credit | 3 seconds | Northgate 2 only |
R2. Clause 2 is deleted and replaced by: “Sponsorship Period. From 1 April 2027 to 31 March 2028 inclusive.” The fees in clause 5 are unchanged.
| For Northgate Broadcasting Limited | Alastair Brennan, Head of Sponsorship | 15 February 2027 |
| For Reel Cinema Snacks Ltd | Joanne Kirkby, Managing Director | 15 February 2027 |
| Voice Artist | Bex Harrington | 15 February 2027 |
`,
    expected: {
      parties: ["Northgate Broadcasting Limited", "Reel Cinema Snacks Ltd", "Bex Harrington"],
      signed: "2027-02-15",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["GBP 300000", "GBP 9000"],
      flags: ["buyout", "moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  }
]
