// Independent author "n29e" (wave 29), one development batch written without reading the reader's rules or the
// other batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts,
// lines 1-74 of n11's batch for the file convention, check-batch.ts and the file names of unseen/ and independent/),
// and committed before the reader was run on it. Three styles: worker consents for safety films in mining, energy
// and heavy industry (an Australian coal-mine consent with a "Broadcast Rights" heading over a body that bars
// television and a term counted from a Launch Date given only in a schedule, a letter from an offshore operator to a
// technician about its "Outdoor Safety Week", a steelworks form whose rider replaces the term clause and makes the
// consent perpetual and irrevocable, a one-page tunnelling scan for a "Broadcast" toolbox-talk series that grants
// only web and social); bank and building-society branch community-event photo consents (a building society's fun
// day form with a Yes/No use table, a US community bank 5K consent whose dates sit only in a schedule table and
// whose race entry fee is paid by the runner, a scanned choir agreement with an expense reimbursement and a
// bank-sector competitor restriction); and trade-union and professional-body member campaign consents (a union's
// plain-English member form with withdrawal and no transfer, a professional association's consent whose own name
// appears only in the signature block and whose term runs from a Campaign Launch Date defined elsewhere, a teachers'
// federation's "Outdoor Learning Matters" consent with an "Exclusive Rights" heading over a non-exclusive body and a
// cancellation charge). What is hard: channel words inside campaign and series names, headings contradicting
// bodies, dates defined away from the term clause, sums that are not fees, parties named only in signature blocks.
//
// Answer rules decided by this author: the parties are the two bound by the consent: the worker, member, runner or
// group that gives it and the company, bank, society, union or body that takes it (a signatory signing for a group,
// a producer or agency named as working for the company, and a witness are not parties); the signing date is the
// date of the last signature (a letter's countersignature); the start is the date the document says use or the
// licence period begins (a launch, first-publication or event date, wherever it is given), else the signing date;
// "N months/years from X" ends on the day before the anniversary; "until D" ends on D; a perpetual consent has no
// end and raises perpetual_term; fees are only sums paid to the person giving the consent for appearing or for the
// rights: reimbursed travel or coach-hire expenses, VAT, overtime owed only if incurred, a cancellation charge and a
// race entry fee paid by the runner are not fees, and where nothing is paid no_fee_stated is raised; channels:
// websites and intranet pages published on the web are web, YouTube, LinkedIn, Facebook, Instagram and the like are
// social, television and radio are broadcast, newspapers, magazines, journals, leaflets and brochures are print,
// billboards, bus shelters and posters in public places are out_of_home, posters and displays inside a branch are
// in_store, cinema screens are cinema; a name holding a channel word (a "Broadcast" series, "Outdoor Safety Week")
// grants nothing; a heading never grants what its body denies; exclusive is true only where the text says the consent
// is exclusive, false where it says non-exclusive or that the person stays free to appear for others, and null where
// silent; a promise not to appear for a competitor category is exclusivity with non_compete; flags are raised only on
// express text (perpetual, irrevocable, may sub-license, may assign) and denied where the text expressly rules them
// out ("shall not sub-license", "will not transfer", "you may withdraw it at any time: it is not irrevocable").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n29e-industrial-safety-films", "n29e-branch-community-events", "n29e-member-campaigns"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29e-01-coal-mine-induction-film",
    style: "n29e-industrial-safety-films",
    format: "docx",
    source: `
# WORKER APPEARANCE CONSENT - SAFETY INDUCTION FILM
## Parties
This consent is given by Declan Moyes of 14 Wattle Street, Moranbah QLD 4744 (the "Worker") to Ironbark Coal Pty Ltd (ACN 612 448 903) of Level 9, 120 Eagle Street, Brisbane QLD 4000 (the "Company").
The film is produced for the Company by Red Dirt Pictures Pty Ltd, a contractor engaged by the Company. Red Dirt Pictures is not a party to this consent.
## Background
A. The Company is making a safety induction film, "Ground Control: Working Below", to be shown to new starters at the Ironbark North underground mine and published more widely to promote safe work in the industry.
B. The Worker, an underground deputy at Ironbark North, has agreed to appear in the film on the terms below.
1> Consent. The Worker consents to being filmed, photographed and recorded at Ironbark North and to the Company using the footage, the Worker's name, job title and voice in the film (the "Film") and in stills and clips taken from it.
1> Where the Film may be used. The Company may publish the Film on its website www.ironbarkcoal.com.au and on its YouTube and LinkedIn channels, in each case throughout the world.
1> Broadcast Rights. The Film shall not be broadcast on television or radio and shall not be shown in cinemas. No print or outdoor advertising use is licensed.
1> Licence Period. The Company may use the Film for three years from the Launch Date. The Launch Date is set out in the Schedule.
1> Payment. The Company will pay the Worker an appearance fee of AUD 200 within 30 days of filming. The Company will also reimburse the Worker's return travel from Moranbah to the Brisbane studio for voice recording, at cost, on receipts. The travel reimbursement is not part of the appearance fee.
1> No sub-licensing. The Company shall not sub-license the Film or the Worker's image to any third party. Red Dirt Pictures edits the Film as the Company's contractor and receives no licence.
1> Safety on set. Filming will take place only during the Worker's rostered shift and in compliance with the mine's safety management system.
1> Law. This consent is governed by the law of Queensland.
## Schedule
| Item | Detail |
| Filming days | 23 and 24 April 2026 |
| Launch Date | 1 June 2026 |
| Film title | Ground Control: Working Below |
| Location | Ironbark North underground mine, Bowen Basin |
## Signatures
Signed by the Worker: Declan Moyes, 14 April 2026
Signed for Ironbark Coal Pty Ltd by Sandra Kehoe, General Manager Health and Safety, 14 April 2026
`,
    expected: {
      parties: ["Declan Moyes", "Ironbark Coal Pty Ltd"],
      signed: "2026-04-14",
      start: "2026-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["AUD 200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29e-02-offshore-technician-letter",
    style: "n29e-industrial-safety-films",
    format: "text",
    source: `
Brenmar Energy plc
Brenmar House, 4 Union Row, Aberdeen AB10 1DQ
16 February 2026
Ms Adaeze Okafor
Flat 3, 28 Rosemount Place
Aberdeen AB25 2XB
Dear Ms Okafor
Outdoor Safety Week 2026 - your appearance in our dropped-objects safety film
Thank you for agreeing to take part in the film we are making for Outdoor Safety Week 2026, our annual safety campaign for workers on our North Sea installations. Despite its name, the campaign is run on our own channels: this letter sets out what we may do with the film and what we may not.
1. Filming. We will film you on the Brenmar Alpha platform during your tour in late February 2026, demonstrating tool tethering and dropped-object checks.
2. Use. We may use the film, and still photographs taken from it, on our corporate website, on our LinkedIn and YouTube pages, and in Brenmar Bulletin, our printed quarterly safety magazine sent to crews and contractors.
3. Not included. We will not use the film in any television or radio advertising, on billboards or posters, or in cinemas.
4. Where. The film may be used in the United Kingdom and Norway only.
5. How long. We may use the film for two years from the date it is first published. We expect to publish it on 9 March 2026 and will confirm the date to you in writing.
6. Payment. We will pay you a fee of GBP 400 through payroll in the month after filming. Your flights and accommodation are covered under your normal rotation and are not part of that fee.
7. Other work. This consent is not exclusive. You remain free to appear in safety material for any other operator or contractor.
If you agree, please sign and return a copy of this letter.
Yours sincerely
Callum Reid
Head of HSE Communications, for and on behalf of Brenmar Energy plc
I agree to the terms of this letter.
Signed: Adaeze Okafor
Date: 20 February 2026
---
From: Callum Reid, Brenmar Energy plc
Date: 9 March 2026
To: Adaeze Okafor
Subject: Confirmation of first publication
As promised, the dropped-objects film was first published on our website today, 9 March 2026.
`,
    expected: {
      parties: ["Brenmar Energy plc", "Adaeze Okafor"],
      signed: "2026-02-20",
      start: "2026-03-09",
      end: "2028-03-08",
      perpetual: false,
      territories: ["GB", "NO"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n29e-03-steelworks-rider-perpetual",
    style: "n29e-industrial-safety-films",
    format: "pdf",
    source: `
# Calder Vale Steel Limited
## Employee Consent Form: Safety and Training Film "Hot Metal, Cool Heads"
Reference: CVS/HSE/2026/017
Employee name: Tomasz Wieczorek
Works number: 40881, Melt Shop, Calder Vale Works, Rotherham
This form records the consent of the employee named above (the "Employee") to Calder Vale Steel Limited (the "Company") for the use of the Employee's image and voice in the Company's safety film "Hot Metal, Cool Heads" (the "Film").
1> Filming. The Employee agrees to be filmed in the melt shop and ladle bay on a day arranged with the shift manager. Filming is planned to take no more than four hours.
1> Uses. The Company may use the Film for internal training, on its public website and in advertisements in trade magazines and industry journals.
1> Territory. The consent applies in the United Kingdom.
1> Term. The Company may use the Film for two years from the date of this form, after which it will remove the Film from its website and stop using it.
1> Fee. The Company will pay the Employee a fee of £250 for taking part. If filming runs over four hours, the Company will pay overtime at £32 per hour for the extra time, only if it is actually worked.
1> Withdrawal. The Employee may ask the Company to stop using the Film at any time by writing to the HSE Manager.
1> Data. The Company will hold the footage in accordance with its privacy notice for employees.
## Rider A - agreed amendments
This Rider forms part of the consent form above and prevails over it where they differ.
A1. Clause 4 (Term) is deleted and replaced by: "The Company may use the Film in perpetuity, starting on the date of this form."
A2. Clause 6 (Withdrawal) is deleted and replaced by: "The consent given in this form is irrevocable. The Employee may not withdraw it, but the Company will consider in good faith any request to stop using the Film."
A3. Clause 2 is not changed by this Rider. For the avoidance of doubt, the Film will not be shown on television or in cinemas.
## Signatures
| Signed | Name | Role | Date |
| Employee | Tomasz Wieczorek | Ladle crane operator | 2 February 2026 |
| For the Company | Helen Marsh | HSE Manager | 2 February 2026 |
`,
    expected: {
      parties: ["Tomasz Wieczorek", "Calder Vale Steel Limited"],
      signed: "2026-02-02",
      start: "2026-02-02",
      end: null,
      perpetual: true,
      territories: ["GB"],
      channels: ["web", "print"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "n29e-04-tunnelling-toolbox-scan",
    style: "n29e-industrial-safety-films",
    format: "scan",
    source: `
# DEEPBORE TUNNELLING LTD - CREW FILMING CONSENT
Project: Thames Relief Sewer, Drive 3 (Battersea shaft)
Series: "Broadcast" - Deepbore's toolbox-talk video series
Crew member: Ravi Chandrasekar, TBM operator, employee no. D-2291
1. I consent to Deepbore Tunnelling Ltd ("Deepbore") filming me at the Drive 3 shaft and tunnel and using the footage in the Broadcast toolbox-talk series.
2. Deepbore may publish the videos on its website and its YouTube channel. No television, cinema or print use is licensed. Despite the name of the series, the videos will not be broadcast.
3. Use may begin on 1 September 2026 and may continue for 12 months from that date. Deepbore will then take the videos down.
4. Territory: United Kingdom.
5. No fee is payable for this consent. Filming takes place in paid working time.
6. Deepbore may not assign or transfer this consent to any other company, including any joint-venture partner on the project.
7. I can ask for a copy of the footage before it is published.
Signed (crew member): Ravi Chandrasekar    Date: 20 August 2026
Signed for Deepbore Tunnelling Ltd: M. Okonjo, Project Safety Lead    Date: 20 August 2026
`,
    expected: {
      parties: ["Ravi Chandrasekar", "Deepbore Tunnelling Ltd"],
      signed: "2026-08-20",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "n29e-05-building-society-fun-day",
    style: "n29e-branch-community-events",
    format: "docx",
    source: `
# Harbourside Building Society - Community Fun Day Photo Consent
## Who this agreement is between
| Role | Name and address |
| The Society | Harbourside Building Society, 2 Quay Street, Penzance TR18 4BD |
| The Participant | Gwen Tregarthen, 11 Chyandour Terrace, Penzance TR18 3LT |
Our photographer, Lowenna Pascoe Photography, takes the photographs for the Society and is not a party to this agreement.
## About the event
The Society's Penzance branch is holding its Community Fun Day on the Promenade and in the branch on 12 July 2026 (the "Event"), raising money for the Penlee Lifeboat Station.
## What you agree to
1> You agree that the Society may take photographs of you at the Event and use them to promote the Society's community work.
1> The Society may use the photographs only in the ways marked "Yes" in the table below.
1> The Society may use the photographs from the date of the Event until 31 December 2027. After that date we will not use them in anything new.
1> The photographs may be used in the United Kingdom only.
1> You will not be paid for this consent, and no fee is payable by either side. Entry to the Event is free.
1> We will not sell or sub-license your photographs to any third party.
1> If you later ask us to stop using a photograph, we will stop using it in anything new as soon as we reasonably can.
## How the photographs may be used
| Use | Allowed |
| Society website (harbourside.co.uk) | Yes |
| Society Facebook and Instagram pages | Yes |
| Posters and screens inside our branches | Yes |
| Harbour Print, the Society's members' newsletter | No |
| Newspaper or magazine advertising | No |
| Television or radio | No |
| Billboards and street posters | No |
## Signatures
Signed by the Participant: Gwen Tregarthen    Date: 12 July 2026
Signed for Harbourside Building Society: Jenna Rowe, Branch Manager, Penzance    Date: 12 July 2026
`,
    expected: {
      parties: ["Harbourside Building Society", "Gwen Tregarthen"],
      signed: "2026-07-12",
      start: "2026-07-12",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29e-06-community-bank-5k-release",
    style: "n29e-branch-community-events",
    format: "pdf",
    source: `
# FIRST PRAIRIE COMMUNITY BANK
## Hometown 5K - Participant Photo and Video Release
This Release is given by the participant named in Schedule 1 (the "Participant") to First Prairie Community Bank, a Nebraska state-chartered bank with its main office at 300 O Street, Lincoln, Nebraska 68508 (the "Bank"), in connection with the Hometown 5K hosted by the Bank's Havelock branch (the "Event").
1> Grant. The Participant authorizes the Bank to photograph and record the Participant at the Event and to use the Participant's name, likeness and image in the Bank's community and marketing materials.
1> Media. The Bank may use the materials on the Bank's website, on its social media accounts, and on lobby displays and digital screens inside its branches, excluding television, radio and outdoor billboards.
1> Term. The Bank may use the materials for twenty-four (24) months from the Event Date stated in Schedule 1.
1> Territory. This Release applies in the United States of America.
1> Consideration. The Participant receives no payment for this Release. The $25 race entry fee paid by the Participant is a charitable registration fee that goes in full to the Havelock Food Pantry; it is not refundable and is not payment for this Release.
1> No Transfer. The Bank shall not sell, sublicense or assign the materials or this Release to any third party.
1> Minors. If the Participant is under 18, a parent or guardian must also sign Schedule 1.
1> Governing Law. This Release is governed by the laws of the State of Nebraska.
## Schedule 1 - Event and Participant Details
| Item | Detail |
| Participant | Luis Ortega |
| Participant address | 5821 Ballard Avenue, Lincoln, NE 68507 |
| Event | Hometown 5K, Havelock branch |
| Event Date | September 19, 2026 |
| Participant signature date | September 19, 2026 |
| Bank representative | Dana Whitfield, Branch Manager, signing September 19, 2026 |
`,
    expected: {
      parties: ["First Prairie Community Bank", "Luis Ortega"],
      signed: "2026-09-19",
      start: "2026-09-19",
      end: "2028-09-18",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n29e-07-bank-choir-opening-scan",
    style: "n29e-branch-community-events",
    format: "scan",
    source: `
# NORTHGATE BANK PLC - BRANCH OPENING PERFORMANCE AND PHOTOGRAPHY AGREEMENT
This agreement is made on 3 October 2026 between Northgate Bank plc, 1 Castle Wharf, Leicester LE1 5AB (the "Bank") and Ashby Community Choir, a registered charity no. 1187642, of The Old School, Ashby-de-la-Zouch LE65 1AG (the "Choir"). Mrs Pauline Hart signs as Choir Secretary for the Choir and is not personally a party.
1. The Choir will sing at the opening of the Bank's new Ashby branch on 3 October 2026 and agrees that the Bank may photograph and film the performance.
2. The Bank may use the photographs and film in local newspaper advertisements and on the Bank's Facebook and Instagram pages. No other use is allowed.
3. The Bank may use them for 18 months from the date of this agreement, in the United Kingdom.
4. The Bank will pay the Choir a fee of £500 for the performance and this consent. The Bank will also reimburse the Choir's coach hire, up to £120, on receipt of an invoice; that reimbursement is not part of the fee.
5. This consent is exclusive to the Bank within banking: for 18 months from the date of this agreement the Choir shall not perform at or appear in publicity for any other bank or building society in Leicestershire.
6. The Bank shall not sub-license the photographs or film.
Signed for Northgate Bank plc: Imran Siddiqui, Area Director    Date: 3 October 2026
Signed for Ashby Community Choir: Pauline Hart, Choir Secretary    Date: 3 October 2026
`,
    expected: {
      parties: ["Northgate Bank plc", "Ashby Community Choir"],
      signed: "2026-10-03",
      start: "2026-10-03",
      end: "2028-04-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "social"],
      exclusive: true,
      fees: ["GBP 500"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29e-08-union-fair-pay-member-form",
    style: "n29e-member-campaigns",
    format: "text",
    source: `
UNITED TRANSPORT AND LOGISTICS UNION (UTLU)
"Fair Pay on the Buses" campaign - member consent form
Member: Kwame Mensah, bus driver, Stagecoach depot, Manchester. Membership no. UT-558120.
What this form is for
The Union is running a national campaign, "Fair Pay on the Buses", and would like to use your photograph and a short quote from you. This form is an agreement between you and the United Transport and Logistics Union (the Union).
What the Union may do
- use your photograph, first name, job and quote on the Union's website and its Facebook, X and Instagram accounts;
- print them in campaign leaflets and in Moving Forward, the Union's members' journal;
- show them on billboards and bus-shelter posters in Greater Manchester.
What the Union will not do
- The Union will not use your image in television, radio or cinema advertising.
- The Union will not transfer this consent to anyone else, including any political party.
How long
From the date you sign until 30 June 2027, when the campaign ends.
Where
United Kingdom.
Payment
Members taking part are not paid. The Union will reimburse reasonable travel expenses to the photo shoot; this is not a payment for your consent.
Changing your mind
You may withdraw your consent at any time by emailing campaigns@utlu.org.uk: this consent is not irrevocable. Material already printed may stay in circulation.
Signed by the member: Kwame Mensah
Date: 2 November 2026
For the Union: Sarah Boateng, Campaigns Officer
Date: 2 November 2026
`,
    expected: {
      parties: ["United Transport and Logistics Union", "Kwame Mensah"],
      signed: "2026-11-02",
      start: "2026-11-02",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "irrevocable_grant"]
    }
  },
  {
    id: "n29e-09-radiographers-recruitment-consent",
    style: "n29e-member-campaigns",
    format: "pdf",
    source: `
# MEMBER CAMPAIGN CONSENT
## "Picture Your Future" recruitment campaign
This consent is between us, the professional body that signs below ("we", "us"), and the member named in clause 1.1 ("you").
## 1. Definitions
1.1 Member: Aisling Brennan, consultant radiographer, St Vincent's University Hospital, Dublin, membership no. 30417.
1.2 Materials: the photographs, video interview and quotes of you produced at the shoot on 9 January 2027.
1.3 Campaign: our campaign to recruit students into radiography careers.
1.4 Campaign Launch Date: 1 March 2027.
## 2. Consent
2.1 You consent to our use of the Materials to promote the Campaign on our website, on our social media channels, in printed prospectuses and careers magazines, and in radio and television advertisements.
2.2 We will not use the Materials in cinema advertising or on outdoor posters.
2.3 This consent is non-exclusive.
2.4 We may sub-license the Materials to our advertising agency, Fenwick Lane Ltd, solely to produce and place the Campaign.
## 3. Term and territory
3.1 The consent runs for two years from the Campaign Launch Date.
3.2 The consent covers Ireland and the United Kingdom.
## 4. Fee
4.1 We will pay you a fee of £600 for the shoot and this consent, plus VAT at 20% if you are VAT-registered.
4.2 We will also reimburse your reasonable travel costs to the shoot in Belfast.
## Signed
Member: Aisling Brennan, 18 January 2027
For and on behalf of the Association of Radiography Professionals: Professor Mark Ellison, Chief Executive, 18 January 2027
`,
    expected: {
      parties: ["Association of Radiography Professionals", "Aisling Brennan"],
      signed: "2027-01-18",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["web", "social", "print", "broadcast"],
      exclusive: false,
      fees: ["GBP 600"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n29e-10-teachers-outdoor-learning",
    style: "n29e-member-campaigns",
    format: "docx",
    source: `
# SCOTTISH TEACHERS' FEDERATION
## Member Image Consent - "Outdoor Learning Matters" campaign
THIS CONSENT is made on 22 March 2027
BETWEEN
(1) SCOTTISH TEACHERS' FEDERATION, whose head office is at 46 Moray Place, Edinburgh EH3 6BT (the "Federation"); and
(2) FIONA LINDSAY, of 7 Braid Crescent, Edinburgh EH10 6AX, a member of the Federation (the "Member").
## 1. Campaign
1.1 The Federation is running "Outdoor Learning Matters", a campaign calling for funding of outdoor education in Scottish schools. The name of the campaign does not describe or limit the media in which it runs.
1.2 The Member will take part in a photo and video shoot with her class at Blackford Hill on a date agreed with her head teacher.
## 2. Grant
2.1 The Member grants the Federation the right to use her image, name and recorded words from the shoot on the Federation's website, on its social media accounts, and on billboards and bus shelters, excluding print advertising and leaflets.
2.2 The grant runs for 36 months from the First Use Date. The First Use Date is 1 May 2027.
2.3 The grant applies in Scotland and the rest of the United Kingdom only.
## 3. Exclusive Rights
3.1 Nothing in this consent makes it exclusive. The Member remains free to appear in campaigns for any other union, charity or organisation.
## 4. Payment
4.1 The Federation will pay the Member a session fee of GBP 300 within 14 days of the shoot.
4.2 If the Federation cancels the shoot less than 48 hours before it is due, it will pay the Member a cancellation fee of GBP 100 instead of the session fee.
## 5. Sub-licensing
5.1 The Federation shall not sub-license any rights under this consent.
## 6. Law
6.1 This consent is governed by Scots law.
## Signatures
For the Scottish Teachers' Federation: Alasdair Grant, General Secretary, 22 March 2027
The Member: Fiona Lindsay, 22 March 2027
`,
    expected: {
      parties: ["Scottish Teachers' Federation", "Fiona Lindsay"],
      signed: "2027-03-22",
      start: "2027-05-01",
      end: "2030-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 300"],
      flags: [],
      denies: ["sublicensable", "non_compete"]
    }
  }
]
