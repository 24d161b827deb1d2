// Independent author "n30g" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md and this author's brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74
// of n11's batch for the file convention, check-batch.ts and the names of the files in unseen/ and independent/),
// and committed before the reader was run on it. Three drafting styles:
// - wildlife photographer image licences to brands: a UK licence whose dates sit only in a schedule table and whose
//   licensee is an "Outdoor" clothing brand that gets no outdoor advertising; a US licence signed by an agency for
//   its client, with a term counted from a Campaign Launch Date given later and a heading "Sublicensing and
//   Assignment" over a body that forbids both; a letter ("Dear Tomasz") that binds its addressee when he signs it
//   back; a short licence whose rider replaces the exclusivity and term clauses and prevails.
// - ferry and coach operator passenger campaign releases: a passenger release named only in its signature block,
//   for a campaign called "Cinema of the Sea" that is never shown in cinemas; a US motorcoach release with its start
//   date only in Schedule A, a morality clause, overtime and mileage that are not fees; a one-page scanned release
//   without time limit whose grant is followed by an "excluding" list.
// - credit-union and building-society member story consents: a building society consent the member may withdraw,
//   with its Publication Date in a later table; a US credit union letter to a member for a "Hometown Broadcast"
//   series that is not broadcast, with a conditional second-day payment; a credit union agreement with role labels,
//   exclusivity and a promise not to appear for other banks, a moral-rights waiver and an assignment on merger.
//
// Answer rules decided by this author: the parties are the two who are bound (the photographer, passenger or member
// and the brand, operator or society); an agency signing "as agent for" its client is not a party; a person named
// only in the signature block of a release written "I, the undersigned" is a party. The signing date is the date
// of the last signature, or of the countersignature that accepts a letter; a rider signed with the licence shares
// its date. The start is the date the term is counted from, wherever it is defined; "N months/years from X" ends the
// day before the anniversary of X; "until D" ends on D. Fees are sums of money paid for the rights or the
// appearance, one per sum: VAT, a deposit credited against the fee and the balance of it, expenses, mileage,
// travel, overtime "if incurred", a payment owed only if a second day is requested and a complimentary crossing are not fees; a fee added
// by a prevailing rider is a fee. Channels: websites and apps are web; Instagram, Facebook, TikTok and a brand's
// social accounts social; television and radio broadcast; magazines, catalogues, brochures, leaflets, timetables and
// newsletters print; billboards, posters at stations and terminals, bus wraps and airport posters out_of_home;
// point-of-sale displays in shops and posters, leaflets on display and screens inside branches in_store. A product,
// brand or campaign name ("Fellside Outdoor", "Cinema of the Sea", "Hometown Broadcast") grants nothing. Exclusive
// is true where the text makes the rights exclusive (a carve-out for the photographer's own portfolio leaves it
// true), false where it says non-exclusive, null where it is silent; a rider that replaces the clause decides.
// Flags: perpetual_term for "without time limit"; irrevocable_grant where the consent is stated irrevocable;
// morality_clause for termination on disrepute; non_compete for a promise not to appear for competitors; assignable
// where the brand may assign; moral_rights_waiver where moral rights are waived; no_fee_stated where no money is
// paid; no_end_date only where no end is stated and the grant is not perpetual; long_term only above 60 months (five
// years is not). Denied: a flag the text rules out in words ("shall not sub-license", "may not assign", "nothing
// in this Agreement waives", "you may withdraw your consent", "free to appear for any other company").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30g-wildlife-image-licences",
  "n30g-ferry-coach-passenger-releases",
  "n30g-member-story-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30g-01-otter-images-outdoor-brand",
    style: "n30g-wildlife-image-licences",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT
This Agreement is made between Isla Morven, wildlife photographer, of Croft 4, Kylerhea, Isle of Skye IV41 8PQ (the "Photographer") and Fellside Outdoor Ltd, a company registered in England (company number 08812245) whose registered office is at Unit 9, Mintsfeet Road, Kendal LA9 6ND (the "Licensee").
## 1. Definitions
1> "Images" means the eight photographs of Eurasian otters listed in Schedule 1.
1> "Licence Period" means the period set out in Schedule 2.
1> "Territory" means the United Kingdom and the Republic of Ireland.
## 2. Grant
1> The Photographer grants the Licensee a non-exclusive licence to reproduce the Images in the Territory during the Licence Period for the promotion of the Licensee's Riverbank waterproof jacket range, in the following media only: (a) the Licensee's website; (b) the Licensee's Instagram and Facebook accounts; (c) the Licensee's printed autumn and winter catalogues; and (d) point-of-sale display cards in the Licensee's own shops and in stockists' shops.
1> For the avoidance of doubt, despite the Licensee's name, no outdoor advertising of any kind (billboards, bus shelters, posters on public sites) is licensed, nor any television, cinema or video use.
1> The Photographer remains free to license the Images to any other person.
1> The Licensee shall not sub-license, lend or transfer any of the rights granted under this Agreement.
## 3. Fee
1> The Licensee shall pay the Photographer a licence fee of £3,200 plus VAT within 30 days of invoice.
## 4. Credit and moral rights
1> Each use of the Images on the website and in the catalogues shall carry the credit "Photo: Isla Morven". The Photographer asserts her right to be identified as the author of the Images; nothing in this Agreement waives any of her moral rights.
## 5. General
1> This Agreement is governed by the law of England and Wales.
## Schedule 1 - Images
| Ref | Subject | Location |
| IM-OT-014 | Otter with eel | Loch Alsh |
| IM-OT-021 | Otter cubs on kelp | Kyleakin |
| IM-OT-022 to IM-OT-027 | Otter family, six frames | Sound of Sleat |
## Schedule 2 - Licence Period
| Item | Detail |
| Licence Start Date | 1 April 2026 |
| Duration | 24 months from the Licence Start Date |
| Renewal | Only by a new written agreement |
## Signatures
Signed by Isla Morven on 10 March 2026
Signed for and on behalf of Fellside Outdoor Ltd by Gareth Lund, Marketing Director, on 12 March 2026
`,
    expected: {
      parties: ["Isla Morven", "Fellside Outdoor Ltd"],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 3200"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "n30g-02-eagle-stills-agency-signed",
    style: "n30g-wildlife-image-licences",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENSE AGREEMENT
This Photography License Agreement ("Agreement") is dated as of May 4, 2026 and is entered into by and between Dana Whitcombe, an individual residing in Homer, Alaska ("Photographer"), and Cascade Spring Water Company, a Washington corporation ("Licensee"). Redline Creative LLC signs this Agreement solely as agent for Licensee and is not a party to it.
## Section 1. Images
The "Images" are the eleven photographs of bald eagles fishing on the Kenai River delivered by Photographer to Redline Creative LLC on April 20, 2026 and identified by file number in Exhibit A.
## Section 2. License
(a) Photographer grants Licensee the exclusive right to reproduce and display the Images in the United States and Canada in: (i) billboards and transit shelter posters; (ii) print advertisements in magazines and newspapers; (iii) Licensee's website; and (iv) Licensee's social media channels.
(b) Notwithstanding the foregoing, Photographer retains the right to display the Images in her own portfolio, on her own website and in gallery exhibitions.
(c) No television or cinema use is licensed.
## Section 3. Term
The license runs from the Campaign Launch Date for eighteen (18) months thereafter. Licensee shall tell Photographer the Campaign Launch Date in writing.
## Section 4. Compensation
Licensee shall pay Photographer a license fee of US$18,000. A deposit of US$2,000 is payable on signature and shall be credited against the license fee; the balance of US$16,000 is payable on the Campaign Launch Date. Licensee shall also reimburse Photographer's pre-approved expenses for retouching, not to exceed US$600.
## Section 5. Credit
Licensee shall use reasonable efforts to credit Photographer on website and social media uses.
## Section 6. Sublicensing and Assignment
Licensee shall not sublicense any of the rights granted in this Agreement, and Licensee shall not assign this Agreement to any third party.
## Section 7. Governing Law
This Agreement is governed by the laws of the State of Washington.
## Notice of Campaign Launch Date
By letter of May 18, 2026, Licensee notified Photographer that the Campaign Launch Date is June 1, 2026.
## Signatures
PHOTOGRAPHER: Dana Whitcombe. Date: May 4, 2026
CASCADE SPRING WATER COMPANY, by Redline Creative LLC, its agent. By: Marcy Oyelaran, Account Director. Date: May 4, 2026
`,
    expected: {
      parties: ["Dana Whitcombe", "Cascade Spring Water Company"],
      signed: "2026-05-04",
      start: "2026-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: true,
      fees: ["USD 18000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n30g-03-dear-tomasz-optics-letter",
    style: "n30g-wildlife-image-licences",
    format: "scan",
    source: `
# Kestrel & Finch Optics Ltd
14 Brunswick Road, Norwich NR2 2AS
14 January 2026
Dear Mr Kowalczyk,
Licence of your barn owl photographs
Thank you for agreeing to let us use your three barn owl photographs (your refs TK-BO-03, TK-BO-07 and TK-BO-11) to promote our Outdoor Pro 8x32 binoculars. This letter sets out the terms on which you license them to Kestrel & Finch Optics Ltd.
1. Use. We may show the photographs on our website and on our Instagram, Facebook and YouTube channels, anywhere in the world. We will not use them on posters, in printed brochures, on television or in cinema advertising.
2. Period. The licence runs for three years from the date of this letter.
3. Fee. We will pay you a fee of £950 within 14 days of receiving your signed copy. We will also reimburse your postage and travel costs for the product shoot, up to £120.
4. Credit. Each use will carry the credit "Photo: Tomasz Kowalczyk".
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Harriet Noakes, Head of Marketing, for Kestrel & Finch Optics Ltd
I agree to the terms of this letter.
Signed: Tomasz Kowalczyk    Date: 20 January 2026
`,
    expected: {
      parties: ["Tomasz Kowalczyk", "Kestrel & Finch Optics Ltd"],
      signed: "2026-01-20",
      start: "2026-01-14",
      end: "2029-01-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 950"],
      flags: []
    }
  },
  {
    id: "n30g-04-stag-image-rider-prevails",
    style: "n30g-wildlife-image-licences",
    format: "text",
    source: `
# LICENCE OF PHOTOGRAPH - "STAG AT DAWN, GLEN AFFRIC"
Photographer: Ruaridh Macleod, 3 Mill Lane, Cannich, Inverness-shire IV4 7LN
Licensee: Glen Corran Distillers Limited, Corran Distillery, Ardgour PH33 7AA
1. Image. The photograph "Stag at Dawn, Glen Affric" (ref RM-2291) (the Image).
2. Use. The Licensee may reproduce the Image in the United Kingdom to advertise its Glen Corran 12 Year Old single malt: in magazine advertisements, on point-of-sale displays in shops and bars, and on posters in UK airports, excluding any website, online or social media use.
3. Term. The licence runs from 1 September 2026 to 31 August 2027.
4. Exclusivity. The licence is non-exclusive.
5. Fee. The Licensee shall pay a licence fee of £4,000 on signature.
6. Transfer. The Licensee shall not sub-license or assign this licence.
RIDER A (forms part of this Licence and is signed with it; where Rider A conflicts with clauses 1 to 6, Rider A prevails)
A1. Clause 3 is deleted and replaced by: "3. Term. The licence runs from 1 September 2026 to 31 August 2028."
A2. Clause 4 is deleted and replaced by: "4. Exclusivity. The licence is exclusive. The Photographer shall not license the Image to any other person for any purpose during the term."
A3. In consideration of A1 and A2 the Licensee shall pay the Photographer an additional exclusivity fee of £1,500 on signature, in addition to the fee in clause 5.
Signed by Ruaridh Macleod on 15 June 2026
Signed for Glen Corran Distillers Limited by Catriona Bell, Brand Manager, on 15 June 2026
`,
    expected: {
      parties: ["Ruaridh Macleod", "Glen Corran Distillers Limited"],
      signed: "2026-06-15",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "in_store", "out_of_home"],
      exclusive: true,
      fees: ["GBP 4000", "GBP 1500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n30g-05-undersigned-passenger-cinema-of-sea",
    style: "n30g-ferry-coach-passenger-releases",
    format: "docx",
    source: `
# PASSENGER FILMING RELEASE
## Irish Sea Link Ferries Limited - "Cinema of the Sea" summer campaign
Irish Sea Link Ferries Limited, Terminal Building, Holyhead LL65 1DQ ("Irish Sea Link") is filming on board the MV Cambria on the Holyhead to Dublin route on 14 August 2026 (the "Filming Date") for its "Cinema of the Sea" summer campaign. The campaign name is a slogan only: the campaign will not be shown in cinemas.
I, the undersigned passenger, agree as follows:
1> I consent to Irish Sea Link filming and photographing me on the Filming Date and using the footage and photographs of me (the "Material") to promote its ferry services.
1> Irish Sea Link may use the Material in the United Kingdom and Ireland on its website, in its social media posts and in television advertisements. It will not use the Material in newspapers, magazines, brochures or on posters.
1> Irish Sea Link may use the Material for five years from the Filming Date.
1> I will not receive any payment for this consent. The complimentary return crossing I have been given is a courtesy and is not payment.
1> This consent is irrevocable once I have signed it.
## Passenger
| Name | Megan Price |
| Address | 22 Heol y Coed, Bangor LL57 2TH |
| Signature | M. Price |
| Date | 14 August 2026 |
## For Irish Sea Link Ferries Limited
| Name | Owain Jarvis, Campaign Producer |
| Date | 14 August 2026 |
`,
    expected: {
      parties: ["Megan Price", "Irish Sea Link Ferries Limited"],
      signed: "2026-08-14",
      start: "2026-08-14",
      end: "2031-08-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "broadcast"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "irrevocable_grant"]
    }
  },
  {
    id: "n30g-06-motorcoach-release-schedule-a",
    style: "n30g-ferry-coach-passenger-releases",
    format: "pdf",
    source: `
# APPEARANCE RELEASE AND CONSENT
This Appearance Release and Consent ("Release") is made by Luis Ortega ("Passenger") in favor of Blue Ridge Motorcoach Lines, Inc., a Virginia corporation ("Company"), in connection with the Company's "Ride the Ridge" passenger campaign (the "Campaign").
1> Appearance. Passenger agrees to appear in a photo and video session aboard a Company motorcoach on the Roanoke to Asheville route on the session date set out in Schedule A.
1> Grant. Passenger grants Company the right to use Passenger's name, likeness, voice and image as recorded at the session (the "Footage") in the United States in (a) television commercials, (b) billboards, bus wraps and displays in Company terminals, and (c) Company's website and mobile app. Company may not use the Footage on social media.
1> Term. The rights in Section 2 last for a period of two (2) years commencing on the Campaign Start Date stated in Schedule A.
1> Compensation. Company shall pay Passenger a session fee of $500. If the session runs beyond four (4) hours, Company shall pay overtime at $75 per hour, only if incurred. Company shall also reimburse Passenger's mileage to and from the session at the IRS standard rate.
1> Non-Exclusive. This Release is non-exclusive. Passenger remains free to appear in advertising for any other company, including other bus and transportation companies.
1> Conduct. Company may terminate this Release on written notice if Passenger engages in conduct that brings Passenger or Company into public disrepute, contempt or scandal.
1> Assignment. Company may not assign this Release or any rights under it to any other person.
1> Governing Law. This Release is governed by the laws of the Commonwealth of Virginia.
## Schedule A
| Item | Detail |
| Session date | February 21, 2026 |
| Campaign Start Date | March 2, 2026 |
| Session location | Roanoke, Virginia |
## Signatures
PASSENGER: Luis Ortega    Date: February 10, 2026
BLUE RIDGE MOTORCOACH LINES, INC. By: Dwayne Hollis, VP Marketing    Date: February 10, 2026
`,
    expected: {
      parties: ["Luis Ortega", "Blue Ridge Motorcoach Lines, Inc."],
      signed: "2026-02-10",
      start: "2026-03-02",
      end: "2028-03-01",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "out_of_home", "web"],
      exclusive: false,
      fees: ["USD 500"],
      flags: ["morality_clause"],
      denies: ["non_compete", "assignable"]
    }
  },
  {
    id: "n30g-07-coach-passenger-no-time-limit",
    style: "n30g-ferry-coach-passenger-releases",
    format: "scan",
    source: `
# PENNINE EXPRESS COACHES LTD - PASSENGER PHOTO RELEASE
Pennine Express Coaches Ltd, Depot Road, Huddersfield HD1 6QT (the Company)
Passenger: Priya Chauhan, 41 Fernside Avenue, Leeds LS6 3DN
1. On 18 March 2027 the Company photographed and filmed the Passenger travelling on its Leeds to Manchester Airport service.
2. The Passenger allows the Company to use the photographs and film (the Images) throughout the world in the Company's printed timetables and brochures, on posters at coach stations, on its website and on its social media accounts, but excluding television, radio and cinema advertising.
3. The Company may use the Images from the date of this release without time limit.
4. The Company will pay the Passenger £200 within 30 days, and will reimburse her travel costs to the shoot up to £25.
5. The Company will not sell or license the Images to anyone else.
Signed by the Passenger: Priya Chauhan    Date: 18 March 2027
Signed for the Company: Leanne Shaw, Marketing Officer    Date: 18 March 2027
`,
    expected: {
      parties: ["Priya Chauhan", "Pennine Express Coaches Ltd"],
      signed: "2027-03-18",
      start: "2027-03-18",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "out_of_home", "web", "social"],
      exclusive: null,
      fees: ["GBP 200"],
      flags: ["perpetual_term"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30g-08-building-society-withdrawable",
    style: "n30g-member-story-consents",
    format: "docx",
    source: `
# MEMBER STORY CONSENT
## Harrowgate & Dales Building Society - "First Home" member stories
This consent is between Eleanor Byrne of 7 Skipton Road, Ilkley LS29 9EZ ("you") and Harrowgate & Dales Building Society, Principal Office, 1 Station Parade, Harrogate HG1 1TX ("the Society", "we").
## 1. Your story
1> You have told us about buying your first home with a Society mortgage. With your agreement we have written it up, with two photographs of you taken by our photographer (together, "your Story").
## 2. Where we will use your Story
1> We may use your Story in the United Kingdom: on our website; in our printed member magazine, Dales Matters; and on posters and leaflets displayed inside our branches.
1> We will not use your Story on billboards, bus sides or other outdoor advertising, on television or radio, or on social media.
## 3. How long for
1> We may use your Story for 12 months from the Publication Date shown in the table below.
## 4. Payment
1> We will pay you £150 for your time. We will also refund your parking costs for the photo session.
## 5. Withdrawing your consent
1> You may withdraw your consent at any time by writing to us. We will stop any new use within 30 days, but we cannot recall magazines already posted.
## 6. Your information
1> We will use your personal information only as described in our privacy notice.
## Key dates
| Photo session | 10 September 2026 |
| Publication Date | 1 October 2026 |
## Signatures
| Member | Eleanor Byrne | 3 September 2026 |
| For the Society | Jonathan Ashworth, Head of Marketing | 7 September 2026 |
`,
    expected: {
      parties: ["Eleanor Byrne", "Harrowgate & Dales Building Society"],
      signed: "2026-09-07",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "in_store"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: [],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n30g-09-credit-union-dear-jordan",
    style: "n30g-member-story-consents",
    format: "pdf",
    source: `
# Tri-County Teachers Federal Credit Union
2200 Commerce Drive, Dayton, OH 45414
January 12, 2026
Dear Jordan,
Thank you for agreeing to share how your Tri-County auto loan helped you get to your first teaching job. This letter is our agreement about your member story for our "Hometown Broadcast" member stories series. Despite its name, the series is an online and in-branch series: it will not be broadcast on television or radio.
What you allow us to do. You allow Tri-County Teachers Federal Credit Union to use your story, your name, your photograph and the two-minute video we recorded with you on our website, on our Facebook, Instagram and YouTube channels, and on the screens in our branch lobbies, in the United States.
How long. The series launches on February 1, 2026. We may use your story from that date until December 31, 2027.
Payment. We will pay you an honorarium of $250 within two weeks of receiving this signed letter. If we ask you to come back for a second filming day and you agree, we will pay you $150 for that day.
Non-exclusive. This permission is non-exclusive, and you are free to tell your story anywhere you like.
Our promise. We won't sell or license your story to anyone else.
If you agree, please sign below and return this letter to me.
Sincerely,
Renee Castellano, Member Engagement Manager, Tri-County Teachers Federal Credit Union
Accepted and agreed: Jordan Alvarez    Date: January 16, 2026
`,
    expected: {
      parties: ["Jordan Alvarez", "Tri-County Teachers Federal Credit Union"],
      signed: "2026-01-16",
      start: "2026-02-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 250"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30g-10-credit-union-exclusive-member",
    style: "n30g-member-story-consents",
    format: "text",
    source: `
# MEMBER STORY AGREEMENT
THIS AGREEMENT is dated 20 April 2027 and is made BETWEEN:
(1) Clydeside Community Credit Union Limited, registered under the Co-operative and Community Benefit Societies Act 2014, of 90 Argyle Street, Glasgow G2 8AL (the "Credit Union"); and
(2) Fiona McAllister of 12 Kelvin Court, Partick, Glasgow G11 6PX (the "Member").
1. DEFINITIONS
"Effective Date" means 1 May 2027. "Member Story" means the Member's written account of how a Credit Union savings plan helped her clear her debts, and the photographs of the Member taken on 22 April 2027. "Term" means 36 months from the Effective Date.
2. GRANT
2.1 The Member grants the Credit Union the right to publish the Member Story in Scotland during the Term in the Credit Union's printed newsletter and in local newspaper advertisements, on its Facebook and Instagram accounts, and in advertisements read on local radio.
2.2 The rights granted in clause 2.1 are exclusive to the Credit Union.
3. OTHER FINANCIAL ADVERTISING
During the Term the Member shall not appear in advertising for any other credit union, bank or building society.
4. PAYMENT
The Member gives this consent without payment. The Credit Union will reimburse reasonable travel expenses up to £30.
5. MORAL RIGHTS
The Member waives all moral rights in the Member Story.
6. ASSIGNMENT
The Credit Union may assign this Agreement to any credit union that succeeds to its business following a merger or transfer of engagements.
7. LAW
This Agreement is governed by Scots law.
SIGNED by Fiona McAllister on 20 April 2027
SIGNED for Clydeside Community Credit Union Limited by Alasdair Reid, Chief Executive, on 20 April 2027
`,
    expected: {
      parties: ["Fiona McAllister", "Clydeside Community Credit Union Limited"],
      signed: "2027-04-20",
      start: "2027-05-01",
      end: "2030-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "social", "broadcast"],
      exclusive: true,
      fees: [],
      flags: ["no_fee_stated", "non_compete", "moral_rights_waiver", "assignable"]
    }
  }
]
