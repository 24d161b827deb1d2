// Independent author "n29b" (wave 29), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three subjects new to the corpus:
// - professional cycling team rider image-rights agreements: a UK image-rights agreement with a party block, defined
//   terms, an exclusivity with a personal-sponsor carve-out and a competitor restriction; a US team letter ("Dear Ms.
//   Okafor") whose term runs "12 months from the Season Opener Date", the date given only in a schedule; a one-page
//   scanned shoot release from a bike maker called "Printworks" (a channel word in a company name); a deed of
//   variation that deletes and replaces the grant and term clauses of an earlier worldwide exclusive agreement.
// - sailing regatta and yacht-racing crew image releases: a regatta release whose dates, territory and fee sit only in
//   a particulars table, with an "excluding ..." list and a skipper who only witnesses; a US crew agreement whose team
//   is named only in the signature block and whose sponsor is "Harborline Broadcast Systems"; a scanned crew consent
//   with a heading "Exclusive Rights" over a body that denies exclusivity, a deposit and a "no broadcast" prohibition.
// - golf pro-am, caddie and club-member image agreements: a pro-am appearance agreement with the Pro-Am Day defined in
//   a schedule, a management company that signs but is not a party, a title sponsor "Fairway Outdoor Apparel" and a
//   cancellation fee; a US caddie sponsorship with a cinema-chain sponsor that may not use the caddie in cinema
//   advertising, and a rider that replaces the fee clause and prevails; a golf club's letter to a member, revocable,
//   unpaid and not to be passed on.
// A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound by the grant (an agent, a management
// company signing "for notices only", a sponsor named "not a party", a skipper who witnesses and a player whose caddie
// signs are not); a party named only in the signature block is a party under the name it signs with; a letter binds
// its addressee, who is a party once she countersigns; the signing date is the date of the last signature, or the
// "made on" date where the signatures are undated; a deed of variation is signed on its own date and its start and end
// are those of the licence as restated; the start is the date the licence runs from (a term "from the date you sign"
// starts on that signature); "N months/years from X" ends the day before the anniversary of X, X found wherever the
// document defines it; fees are the sums paid for the rights or services, one per sum: the sum a rider states in
// replacement of an earlier fee (not the replaced one), never VAT, expenses, per diems, travel stipends, deposits,
// instalment amounts or cancellation fees; a fee of the original agreement that a variation leaves unstated is not
// known; television is broadcast, billboards, marina banners and roadside hoardings out_of_home, point-of-sale
// displays in shops in_store, programmes, catalogues, brochures, yearbooks and magazines print, a team's or club's
// website and apps web, Instagram, TikTok, YouTube and social media accounts social; words such as "Print",
// "Broadcast", "Outdoor" and "Cinema" inside a company or product name grant nothing; exclusive is true where the
// grant is stated exclusive (a carve-out for named sponsors leaves it true), false where it is stated non-exclusive or
// denied under any heading, null where the text is silent; worldwide_exclusivity is raised for an exclusive grant
// throughout the world; non_compete for a promise not to endorse or work for competitors; morality_clause for a right
// to end the deal for disrepute, arrest or doping; assignable where a party may assign; sublicensable where a party may
// sub-license; irrevocable_grant where the grant is stated irrevocable; no_fee_stated where no money is paid for the
// rights; perpetual_term for "in perpetuity" (then no end and no no_end_date); a flag is denied only by express words
// ("shall not sub-license", "may not be assigned", "shall not renew automatically", "you may withdraw this consent",
// "free to work with competing brands").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29b-cycling-rider-image-rights",
  "n29b-regatta-crew-releases",
  "n29b-golf-proam-caddie-members"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29b-01-team-image-rights-agreement",
    style: "n29b-cycling-rider-image-rights",
    format: "docx",
    source: `
# IMAGE RIGHTS AGREEMENT
## Parties
(1) VELORA RACING LIMITED, a company incorporated in England and Wales (company number 11873402) whose registered office is at Unit 4, Brooklands Way, Manchester M17 1QA (the "Team"); and
(2) TOMAS BRANDT of 22 Kirkgate, Harrogate HG1 2PL (the "Rider").
## Background
(A) The Rider is engaged as a professional rider of the Velora Racing UCI ProTeam under a separate rider contract. That contract does not deal with the Rider's image.
(B) The Team wishes to use the Rider's Image to promote the Team and its Team Sponsors, and the Rider has agreed to license it on the terms below.
## Terms
1> Definitions. "Image" means the Rider's name, nickname, likeness, photograph, signature, voice and biographical information. "Team Sponsors" means the commercial partners of the Team from time to time. "Media" has the meaning in clause 2.2.
1> Grant
2> The Rider grants to the Team, for the Term and throughout the world, the exclusive right to use the Image in the Media in connection with the Team and the Team Sponsors.
2> "Media" means: (a) the Team's website and mobile apps; (b) the Team's social media accounts; (c) printed race programmes, team annuals and press advertisements; and (d) television advertising.
1> Exclusivity and personal sponsors
2> The exclusivity in clause 2.1 does not apply to the Rider's personal helmet and eyewear sponsors listed in Schedule 2, with whom the Rider may continue to work.
2> During the Term the Rider shall not endorse, promote or appear in advertising for any other manufacturer of bicycles, bicycle components or cycling apparel.
1> Term. This Agreement begins on 1 January 2026 and ends on 31 December 2027.
1> Fee
2> The Team shall pay the Rider an image rights fee of EUR 90,000, payable in eight equal quarterly instalments of EUR 11,250 in advance.
2> The fee is exclusive of VAT, which the Team shall pay in addition on receipt of a valid VAT invoice. The Team shall also reimburse the Rider's reasonable travel expenses for sponsor appearances.
1> Sub-licensing. The Team shall not sub-license any of the rights granted under this Agreement. A Team Sponsor may use the Image only in material produced and issued by the Team.
1> Conduct. The Team may terminate this Agreement by notice if the Rider commits an anti-doping rule violation or does anything that brings the Team or a Team Sponsor into serious disrepute.
1> Assignment. The Team may assign this Agreement to any person that acquires the Team's UCI licence.
1> Governing law. This Agreement is governed by the law of England and Wales.
## Schedule 2: Personal sponsors
| Category | Sponsor |
| Helmets | Corvid Helmets GmbH |
| Eyewear | Lumo Optics Oy |
## Signatures
| Signed for and on behalf of Velora Racing Limited | Signed by Tomas Brandt |
| Name: Daniel Oakes, Chief Executive | Tomas Brandt |
| Date: 12 December 2025 | Date: 15 December 2025 |
`,
    expected: {
      parties: ["Velora Racing Limited", "Tomas Brandt"],
      signed: "2025-12-15",
      start: "2026-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "broadcast"],
      exclusive: true,
      fees: ["EUR 90000"],
      flags: ["worldwide_exclusivity", "non_compete", "morality_clause", "assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29b-02-us-team-letter-season-opener",
    style: "n29b-cycling-rider-image-rights",
    format: "pdf",
    source: `
# RIDGELINE PRO CYCLING LLC
1850 Pearl Street, Suite 300, Boulder, CO 80302
January 5, 2026
Ms. Adaeze Okafor
412 Maple Avenue, Asheville, NC 28801
Re: Name and likeness - 2026 season
Dear Ms. Okafor:
This letter agreement sets out the terms on which you grant Ridgeline Pro Cycling LLC ("Ridgeline", "we" or "us") the right to use your name, image and race footage. Please countersign below to confirm your agreement.
1. Grant. You grant us the non-exclusive right to use your name, image, likeness and race footage on the Ridgeline website and on our Instagram, TikTok and YouTube channels, including in posts featuring our equipment partner Summit Outdoor Gear Co. Television, print and outdoor advertising are not included in this grant.
2. Term. The grant runs for twelve (12) months from the Season Opener Date, as set out in the Schedule.
3. Territory. The United States and Canada.
4. Compensation. We will pay you a flat fee of $18,000, in two installments of $9,000 each on the Season Opener Date and six months later. We will also reimburse your travel to content shoots, up to $2,500 in total, against receipts.
5. Your other sponsors. You remain free to sign personal sponsorships with any brand, including brands that compete with our equipment partners.
6. Assignment. This letter agreement may not be assigned by either party.
7. Law. Colorado law governs this letter agreement.
Schedule
| Item | Detail |
| Season Opener Date | February 14, 2026 (Valley Classic, Stage 1) |
| Content contact | Jordan Whitaker, General Manager |
Very truly yours,
Ridgeline Pro Cycling LLC
By: Jordan Whitaker, General Manager
AGREED AND ACCEPTED:
Adaeze Okafor
Date: January 9, 2026
`,
    expected: {
      parties: ["Ridgeline Pro Cycling LLC", "Adaeze Okafor"],
      signed: "2026-01-09",
      start: "2026-02-14",
      end: "2027-02-13",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 18000"],
      flags: [],
      denies: ["non_compete", "assignable"]
    }
  },
  {
    id: "n29b-03-printworks-shoot-release",
    style: "n29b-cycling-rider-image-rights",
    format: "scan",
    source: `
# RIDER PHOTOGRAPHY RELEASE
Harrow Printworks Cycles Ltd, Unit 9, Mill Lane, Kendal LA9 4PQ ("Printworks")
Rider: Callum Reid, 7 Fellside Road, Keswick CA12 5DE ("the Rider")
Shoot: Kendal, 18 March 2026, for the launch of the Printworks Fellrunner gravel bike
1. In return for a fee of £3,500 (plus VAT where applicable), the Rider grants Printworks the right to use the photographs of the Rider taken at the Shoot in printed catalogues and brochures, in point-of-sale displays in bicycle shops, and on the Printworks website.
2. Territory: the United Kingdom and Ireland.
3. The rights run from the date of this release, are granted in perpetuity and are irrevocable.
4. Printworks shall not use the photographs on social media or in television or cinema advertising.
5. If Printworks cancels the Shoot less than 48 hours before it starts, it will pay the Rider a cancellation fee of £750 instead of the fee in paragraph 1.
6. This release is governed by the law of England and Wales.
Signed for Printworks: Helen Garside, Marketing Director    Date: 18 March 2026
Signed by the Rider: Callum Reid    Date: 18 March 2026
`,
    expected: {
      parties: ["Harrow Printworks Cycles Ltd", "Callum Reid"],
      signed: "2026-03-18",
      start: "2026-03-18",
      end: null,
      perpetual: true,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "web"],
      exclusive: null,
      fees: ["GBP 3500"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "n29b-04-deed-of-variation-extension",
    style: "n29b-cycling-rider-image-rights",
    format: "text",
    source: `
# DEED OF VARIATION - IMAGE RIGHTS AGREEMENT
This Deed is dated 20 January 2026 and is made between:
Lumen-Vita Cycling S.r.l., Via Roma 14, 24121 Bergamo, Italy (the "Team"); and
Aurelio Santini, of Via Garibaldi 8, Brescia, Italy (the "Rider").
Recitals
A. The Team and the Rider entered into an image rights agreement dated 3 March 2025 (the "Agreement"). As originally signed, clause 2 of the Agreement granted the Team the exclusive right to use the Rider's image worldwide, and clause 3 set a term ending on 28 February 2026.
B. The parties wish to extend the Agreement and to vary its grant as set out below.
Variations
1. Clause 2 (Grant) of the Agreement is deleted and replaced by: "2. The Rider grants the Team a non-exclusive licence to use the Rider's name and image on the Team's website, on the Team's social media channels and in television advertising for the Team's title sponsor, in Italy, France, Spain and Switzerland."
2. Clause 3 (Term) of the Agreement is deleted and replaced by: "3. The licence runs from 1 March 2025 until 28 February 2027. It shall not renew automatically; any further extension requires a new written agreement."
3. In consideration of the extension, the Team shall pay the Rider an additional fee of EUR 25,000 on 1 March 2026. The fee payable for the first year under clause 5 of the Agreement is not affected.
4. If this Deed and the Agreement conflict, this Deed prevails. In all other respects the Agreement continues in full force.
Executed as a deed on the date above.
Aurelio Santini - signed 20 January 2026
Lumen-Vita Cycling S.r.l., by Giorgio Bellandi, Team Manager - signed 20 January 2026
`,
    expected: {
      parties: ["Lumen-Vita Cycling S.r.l.", "Aurelio Santini"],
      signed: "2026-01-20",
      start: "2025-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["IT", "FR", "ES", "CH"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["EUR 25000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n29b-05-regatta-crew-release-particulars",
    style: "n29b-regatta-crew-releases",
    format: "docx",
    source: `
# SOLENT AUTUMN REGATTA 2026: CREW IMAGE RELEASE
This release is given by the crew member named below to Cowes Harbour Sailing Events Limited, company number 08812245, of The Parade, Cowes PO31 7QJ (the "Organiser").
## Event Particulars
| Crew member | Imogen Fairclough |
| Yacht | Outdoor Spirit (sail number GBR 4412) |
| Event | Solent Autumn Regatta 2026 |
| Racing days | 12 to 14 September 2026 |
| Release period starts | 12 September 2026 |
| Release period ends | 31 December 2027 |
| Territory | Worldwide |
| Payment | None |
## Release
1> The Crew Member grants the Organiser the right to film and photograph her while racing and ashore at the Event, and to use those images during the release period and in the territory shown in the Event Particulars in live and recorded television coverage of the Event, on the Organiser's website and on the Organiser's social media channels.
1> The release excludes printed publications of any kind and outdoor advertising, including posters and billboards.
1> The Organiser may sub-license the television and streaming footage to its broadcast partners for coverage of the Event.
1> The Crew Member acknowledges that no fee or other payment is due to her for this release.
1> This release is governed by English law.
## Signatures
| Crew Member: Imogen Fairclough | Date: 28 August 2026 |
| For the Organiser: Sarah Quayle, Event Director | Date: 28 August 2026 |
| Witnessed by the skipper of Outdoor Spirit: Richard Penhaligon | Date: 28 August 2026 |
`,
    expected: {
      parties: ["Cowes Harbour Sailing Events Limited", "Imogen Fairclough"],
      signed: "2026-08-28",
      start: "2026-09-12",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "sublicensable"]
    }
  },
  {
    id: "n29b-06-offshore-series-crew-likeness",
    style: "n29b-regatta-crew-releases",
    format: "pdf",
    source: `
# CREW NAME AND LIKENESS AGREEMENT
## 2026 Great Lakes Offshore Series
This agreement is between the racing team identified in the signature block below (the "Team") and Marcus Delgado ("Crew Member"), who sails as a grinder aboard the Team's yacht in the 2026 Great Lakes Offshore Series (the "Series").
1. Grant. The Team may use the Crew Member's name, image, likeness and on-board footage on the Team's website, on the Team's social media accounts, and on billboards and marina banners promoting the Team and its principal sponsor, Harborline Broadcast Systems, Inc. Harborline is not a party to this agreement.
2. Term. May 1, 2026 through October 31, 2026.
3. Territory. The United States.
4. Exclusivity. The rights granted in Section 1 are exclusive to the Team in the field of sailing and marine products. During the Term the Crew Member shall not appear in advertising for any other racing team or for any marine electronics company.
5. Compensation. The Team will pay the Crew Member an image fee of $7,500 on signing. The Team will also pay a per diem of $85 for each race day to cover meals; the per diem is not part of the image fee.
6. Conduct. The Team may terminate this agreement immediately if the Crew Member is arrested for a felony or engages in conduct that brings the Team or its sponsors into public disrepute.
7. Law. This agreement is governed by the laws of the State of Michigan.
BLUE MERIDIAN RACING LLC
By: Karen Oyelaran, Managing Member
Date: April 20, 2026
CREW MEMBER
Marcus Delgado
Date: April 17, 2026
`,
    expected: {
      parties: ["Blue Meridian Racing LLC", "Marcus Delgado"],
      signed: "2026-04-20",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home"],
      exclusive: true,
      fees: ["USD 7500"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n29b-07-classic-yacht-week-consent",
    style: "n29b-regatta-crew-releases",
    format: "scan",
    source: `
# TOBERMORY CLASSIC YACHT WEEK 2026 - CREW PHOTOGRAPHY CONSENT
Between Tobermory Classic Yacht Week Ltd, Harbour Office, Tobermory, Isle of Mull PA75 6NU ("the Organisers") and Ewan MacLeod, crew of the yacht Kittiwake ("the Crew Member").
## 1. Consent
The Crew Member consents to the Organisers using photographs of him taken during the Yacht Week in the printed regatta programme, the Yacht Week yearbook and sailing magazines, and on the Organisers' website.
## 2. Exclusive Rights
Nothing in this consent is exclusive. The Crew Member may allow other photographers and publishers to use pictures of him.
## 3. Period
Three years from 1 July 2026.
## 4. Territory
The United Kingdom.
## 5. Payment
The Organisers will pay the Crew Member an honorarium of £250 after the Yacht Week. Crew kit is lent against a refundable deposit of £100, paid by the Crew Member and returned when the kit is handed back.
## 6. Excluded uses
No broadcast, film or cinema use is licensed under this consent.
## 7. Transfer
The Organisers may not assign or transfer this consent.
Signed: Ewan MacLeod    Date: 20 June 2026
Signed for the Organisers: Fiona Lamont, Secretary    Date: 22 June 2026
`,
    expected: {
      parties: ["Tobermory Classic Yacht Week Ltd", "Ewan MacLeod"],
      signed: "2026-06-22",
      start: "2026-07-01",
      end: "2029-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 250"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n29b-08-proam-appearance-image",
    style: "n29b-golf-proam-caddie-members",
    format: "docx",
    source: `
# PRO-AM PARTICIPATION AND IMAGE AGREEMENT
THIS AGREEMENT is made on 2 March 2026
BETWEEN:
(1) KINGSBARROW GOLF EVENTS LIMITED (registered in Scotland, SC612077), of Links Road, Kingsbarrow KY16 8QP (the "Organiser"); and
(2) LARS EKLUND, professional golfer, care of Nordvik Sports Management AB, Stockholm (the "Player").
## 1. Appearance
1> The Player shall play in the Pro-Am on the Pro-Am Day and attend the sponsors' dinner that evening.
## 2. Image licence
1> The Organiser may use the Player's name, image and likeness to promote the Tournament on its website and social media channels, in the printed tournament programme and on billboards and roadside hoardings, in the United Kingdom, for twelve (12) months from the Pro-Am Day.
1> The licence excludes television broadcast of tournament play, which is governed by the Tour's media regulations, and any use that suggests the Player endorses a product.
1> The title sponsor, Fairway Outdoor Apparel Ltd, is not a party to this Agreement. Its logo may appear on promotional material, but it acquires no right to use the Player's image.
1> The Organiser may not sub-license these rights to the title sponsor or to anyone else.
1> This licence is non-exclusive. The Player may appear in any other event or promotion.
## 3. Fees and expenses
1> The Organiser shall pay the Player an appearance fee of GBP 15,000 within 14 days after the Pro-Am Day.
1> The Organiser shall also pay for the Player's business-class flights and hotel accommodation.
1> If the Organiser cancels the Pro-Am less than 30 days before the Pro-Am Day, it shall pay the Player a cancellation fee of GBP 7,500 instead of the appearance fee.
## Schedule 1
| Tournament | Kingsbarrow Masters 2026 |
| Venue | Kingsbarrow Links, Fife |
| Pro-Am Day | Wednesday 3 June 2026 |
## Signatures
| For Kingsbarrow Golf Events Limited | Alasdair Rennie, Tournament Director |
| The Player | Lars Eklund |
| Nordvik Sports Management AB signs only to confirm the notice address and is not a party | Ingrid Sjoberg, Agent |
`,
    expected: {
      parties: ["Kingsbarrow Golf Events Limited", "Lars Eklund"],
      signed: "2026-03-02",
      start: "2026-06-03",
      end: "2027-06-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 15000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29b-09-caddie-sponsorship-rider",
    style: "n29b-golf-proam-caddie-members",
    format: "pdf",
    source: `
# CADDIE SPONSORSHIP AND LIKENESS AGREEMENT
This Caddie Sponsorship and Likeness Agreement is effective January 15, 2026 and is between Birchwood Cinema Group, Inc., a Delaware corporation with offices at 900 Commerce Street, Dallas, TX 75202 ("Sponsor"), and Dwayne Pritchard, of Ponte Vedra Beach, Florida ("Caddie"). The touring professional for whom Caddie caddies is not a party.
1. Sponsorship. Caddie will wear Sponsor's logo on his cap and, where tournament rules allow, on his bib patch.
2. Likeness. Sponsor may use Caddie's name and likeness on Sponsor's websites and social media accounts. No use in on-screen cinema advertising, television, print or outdoor advertising is licensed.
3. Term. January 15, 2026 through December 31, 2026.
4. Territory. The United States.
5. Exclusivity. The rights in Section 2 are exclusive to Sponsor, except that Caddie must wear any tournament-issued bib bearing the tournament title sponsor. During the Term Caddie shall not promote any other movie theater chain or streaming entertainment service.
6. Fee. Sponsor will pay Caddie a fee of $40,000 for the Term, in twelve equal monthly installments. Sponsor will also reimburse Caddie's tournament travel up to $3,000 per month against receipts.
7. Conduct. Sponsor may terminate this Agreement if Caddie commits any act that brings him or Sponsor into public disrepute.
RIDER A
Section 6 of the Agreement is deleted and replaced by the following: "6. Fee. Sponsor will pay Caddie a fee of $45,000 for the Term, payable in twelve equal monthly installments of $3,750. Sponsor will also reimburse Caddie's tournament travel up to $3,000 per month against receipts." This Rider A prevails over any conflicting term of the Agreement.
BIRCHWOOD CINEMA GROUP, INC.
By: Melissa Tran, Vice President, Marketing    Date: January 8, 2026
CADDIE: Dwayne Pritchard    Date: January 8, 2026
`,
    expected: {
      parties: ["Birchwood Cinema Group, Inc.", "Dwayne Pritchard"],
      signed: "2026-01-08",
      start: "2026-01-15",
      end: "2026-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 45000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "n29b-10-club-member-letter",
    style: "n29b-golf-proam-caddie-members",
    format: "text",
    source: `
# Ashcombe Park Golf Club Limited
Ashcombe Lane, Sevenoaks, Kent TN14 6HR
2 April 2026
Mrs Pauline Hollis
3 Orchard Close, Sevenoaks TN13 2LP
Dear Mrs Hollis,
Club photography: 2026 membership brochure and website
Thank you for agreeing to be photographed on the 18th green on 9 April 2026. By signing below you agree that the Club may use those photographs of you in its printed membership brochure and on the Club's website, in the United Kingdom, from the date you sign until 31 December 2028.
We will not use the photographs on social media or on the banners on the Club's roadside boundary. The Club will not license or sub-license the photographs to any third party, including our course sponsor, Greenside Print & Signs.
No payment is made for this consent.
This consent is not irrevocable: you may withdraw it at any time by writing to the Club Secretary, and we will then use the photographs in no new material.
Yours sincerely,
Graham Whitlock, Club Secretary, for Ashcombe Park Golf Club Limited
I agree to the above.
Signed: Pauline Hollis
Date: 14 April 2026
`,
    expected: {
      parties: ["Ashcombe Park Golf Club Limited", "Pauline Hollis"],
      signed: "2026-04-14",
      start: "2026-04-14",
      end: "2028-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  }
]
