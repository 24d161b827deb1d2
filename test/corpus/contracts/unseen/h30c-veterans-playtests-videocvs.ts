// Independent author "h30c" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles: armed-forces veterans' charity remembrance campaign consents (a consent form whose term
// runs from a launch date given only in a schedule, a campaign called an "Outdoor Appeal" that licenses no outdoor
// use, a letter to a widow binding her as "you", a one-page parade photography form with YES/NO media rows and the
// charity named only in its signature block, and a plain-text consent whose rider replaces its term and media clauses
// and which bars appearing for other armed-forces charities); board-game and tabletop publisher playtest photography
// releases (a US release for a game called "Broadcast Tower" with a refundable deposit beside the stipend and a
// "Sublicensing" heading over a prohibition, a UK photographer's licence with its dates and fees only in a schedule
// table, VAT, expenses and a cancellation fee beside two fees, and a game called "Midnight Cinema", an Australian
// convention consent form with a "Television and Broadcast" heading that permits neither); and recruitment agency
// candidate video-CV consents (a UK agency consent whose 12 months run from a Registration Date given in a table at
// the end and which mentions the employer's placement fee, a US staffing firm's "Outdoor Jobs Drive" that excludes
// out-of-home media with a per diem and an option price beside the fee, an Irish e-mail consent corrected by a
// second e-mail before the candidate accepts). What is hard: channel words in campaign and product names, denials
// under headings that name the right, dates defined away from the term clause, sums that are not fees, a rider that
// prevails.
//
// Answer rules decided by this author: the parties are the two who are bound (a production company, a café that
// hosts a session, an agency's client employers and a signing officer are not); the signing date is the date of the
// last signature or of the acceptance e-mail; the start is the date the use may begin when the text gives one (a
// launch date, a parade date, a registration date), else the signing date; "N months/years from X" ends the day
// before the anniversary of X; fees are sums paid to the consenting person for the consent or the work (an honorarium,
// a stipend, an appearance or usage fee, a licence fee and a photography fee each count once); VAT, expenses, travel,
// per diems, refundable deposits, overtime only if incurred, cancellation fees, unexercised option prices and a
// placement fee the employer pays the agency are not fees; "without payment" means no fee and no_fee_stated;
// websites, crowdfunding pages and private candidate portals are web, Facebook, Instagram, LinkedIn, TikTok and
// YouTube channels are social, television and radio are broadcast, newsletters, magazines, leaflets, rulebooks, boxes
// and catalogues are print, posters, billboards and transit are out_of_home, shop displays and standees are in_store;
// exclusive is true where the person may not appear for others in the category (with non_compete) or the licence is
// called exclusive, false where it says non-exclusive or leaves the person free to work for others, null when silent;
// flags are raised only on the words (perpetual/in perpetuity, irrevocable, may sub-license, may assign, not to appear
// for competitors, disrepute termination, waiver of moral rights) and denied only where the text rules them out
// ("shall not sublicense", "neither party may assign", "not irrevocable", "does not renew automatically", "does not
// waive", "free to register with other agencies").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30c-veterans-remembrance-consents",
  "h30c-playtest-photography-releases",
  "h30c-candidate-videocv-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30c-01-outdoor-appeal-consent-form",
    style: "h30c-veterans-remembrance-consents",
    format: "docx",
    source: `
# Ashgrove Veterans' Welfare Trust - Contributor Consent Form
## Remembrance Outdoor Appeal 2026
This consent form is made between Ashgrove Veterans' Welfare Trust, a charity registered in England and Wales (no. 1184420) of 14 Barrack Row, Salisbury SP1 3QT (the "Trust"), and Dennis Okafor of 7 Mill Lane, Amesbury SP4 7HJ (the "Contributor").
The Contributor served for 22 years with the Royal Logistic Corps and retired with the rank of sergeant. The Trust wishes to tell his story as part of its annual appeal.
1> Definitions. "Appeal" means the Trust's Remembrance Outdoor Appeal 2026. "Materials" means the photographs, film and recorded interview of the Contributor made at the Trust's Salisbury centre. "Launch Date" means the date given in the Schedule.
1> Consent. The Contributor consents to the Trust using the Materials, and his name and service history, to promote the Appeal and to raise funds for the Trust.
1> Where the Materials may be used. The Trust may use the Materials on its website and donation pages, on its Facebook, Instagram and YouTube channels, and in its printed Appeal leaflets and its members' magazine "Standing Easy".
1> Outdoor use. Despite the Appeal's name, the Trust will not use the Materials on posters, billboards, bus shelters or any other outdoor advertising, and no television or radio use is licensed.
1> Term. This consent runs for 18 months from the Launch Date. The Contributor may ask the Trust at any time to stop using the Materials in new material, and the Trust will do so as soon as it reasonably can.
1> Territory. The Materials will be used in the United Kingdom only.
1> Non-exclusive. This consent is non-exclusive. The Contributor remains free to take part in the campaigns of other charities.
1> Payment. The Contributor gives this consent without payment. The Trust will reimburse reasonable travel expenses of up to £60 for the day of filming on production of receipts.
1> Third parties. The Trust shall not sell, sub-license or transfer the Materials or this consent to any other organisation.
## Schedule
| Item | Detail |
| Launch Date | 1 October 2026 |
| Filming | 2 September 2026, Salisbury centre |
| Trust contact | Helen Marchbank, Head of Fundraising |
## Signatures
| Signed for the Trust | Helen Marchbank, Head of Fundraising | 10 September 2026 |
| Signed by the Contributor | Dennis Okafor | 14 September 2026 |
`,
    expected: {
      parties: ["Ashgrove Veterans' Welfare Trust", "Dennis Okafor"],
      signed: "2026-09-14",
      start: "2026-10-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h30c-02-widow-letter-tv-appeal",
    style: "h30c-veterans-remembrance-consents",
    format: "pdf",
    source: `
# The Fallen Comrades Memorial Association
Registered charity no. 1092277 - 3 Horse Guards Mews, London SW1A 2AX
12 August 2026
Mrs Margaret Hollis
22 Kestrel Close
Colchester CO4 9LP
Dear Mrs Hollis,
## Our Remembrance television appeal
Thank you for agreeing to take part in our Remembrance appeal film, "Their Names Live On", in memory of your late husband, Corporal Stephen Hollis. This letter sets out what we have agreed. When you sign and return the copy, it becomes a binding agreement between you and the Association.
What you allow us to do. You allow us to film you reading the letter you wrote to Stephen, to use the photographs of Stephen that you lend us, and to show the finished film on television in the United Kingdom and the Republic of Ireland and on our website, where it will be available to watch on demand.
Cinema. The film will not be shown in cinemas, and we will not cut it down for social media.
How long. This consent lasts for three years from the date you sign it. You may withdraw it at any time by writing to us; this consent is not irrevocable, and if you withdraw it we will stop showing the film as soon as the broadcasters' schedules allow.
Your words. The words of your letter remain yours. You agree not to assert any moral rights in them against us for the purposes of the film, so that we may shorten them for time.
Payment. We will pay you an honorarium of £250 within 30 days of filming, and we will also pay your standard-class rail fare to and from the filming in London.
We will return Stephen's photographs to you by recorded delivery within 14 days of filming.
With our thanks and respect,
Colonel (Retd) Alistair Brayfield
Director, The Fallen Comrades Memorial Association
I agree to the terms of this letter.
Signed: Margaret Hollis
Date: 20 August 2026
`,
    expected: {
      parties: ["The Fallen Comrades Memorial Association", "Margaret Hollis"],
      signed: "2026-08-20",
      start: "2026-08-20",
      end: "2029-08-19",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: ["moral_rights_waiver"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "h30c-03-parade-photo-form",
    style: "h30c-veterans-remembrance-consents",
    format: "scan",
    source: `
# CONSENT TO PHOTOGRAPHY - REMEMBRANCE PARADE, CARDIFF
Parade date: Sunday 8 November 2026, Cathays Park, Cardiff
Name of veteran: Gareth Pryce
Address: 41 Heol y Deri, Rhiwbina, Cardiff CF14 6HF
Former service: Royal Welsh, 1998-2014
I agree that photographs taken of me at the Parade, and my first name and regiment, may be used to promote the work of the Network with veterans in Wales, in the media marked YES below.
| Network website | YES |
| Network Facebook and Instagram pages | YES |
| Printed newsletter "Stand To" | YES |
| Television or broadcast | NO |
| Posters and banners | NO |
How long: the photographs may be used for two years from the Parade date. After that they will be kept in the Network's archive only.
Where: in the United Kingdom.
Payment: none. No fee is paid for this consent.
The Network will not sell the photographs and will not license them to any other person or organisation.
I can withdraw my consent by writing to the Network at any time.
Signed (veteran): Gareth Pryce        Date: 30 October 2026
For and on behalf of Borderlands Veterans' Network CIO: Sian Pugh, Events Coordinator        Date: 30 October 2026
`,
    expected: {
      parties: ["Gareth Pryce", "Borderlands Veterans' Network CIO"],
      signed: "2026-10-30",
      start: "2026-11-08",
      end: "2028-11-07",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30c-04-hold-the-line-rider",
    style: "h30c-veterans-remembrance-consents",
    format: "text",
    source: `
# HOLD THE LINE 2027 - VETERAN CONSENT AND RELEASE
Between: The Steadfast Trust (registered charity no. 1150318), 9 Wharf Street, Leeds LS2 7EQ ("Steadfast")
And: Kieran Maddox, 56 Grange Avenue, Harrogate HG1 2AQ ("the Veteran")
Production: the campaign film will be made for Steadfast by Half Mast Films Ltd, which is not a party to this release.
1. Campaign. Hold the Line 2027 is Steadfast's remembrance fundraising campaign about veterans' mental health.
2. Filming. The Veteran will attend one filming day in Leeds in February 2027 of up to 8 hours. If filming runs over 8 hours, Steadfast will pay £150 for each extra hour, only if incurred.
3. Fee. Steadfast will pay the Veteran an appearance fee of £1,200, plus VAT if the Veteran is VAT-registered.
4. Term. Steadfast may use the film and stills from 1 March 2027 until 30 September 2027.
5. Media. Steadfast may use the film and stills on its website and on its social media channels only.
6. Territory. United Kingdom.
7. Other charities. From signature until the end of the Term the Veteran will not appear in fundraising or awareness campaigns for any other armed-forces or veterans' charity, except his own regimental association.
8. Assignment. Steadfast may not assign this release to anyone else.
RIDER No. 1 (agreed at signature; where it differs from clauses 1 to 8, this Rider prevails)
R1. Clause 4 is deleted and replaced by: "Steadfast may use the film and stills from 1 March 2027 until 31 December 2027."
R2. Clause 5 is deleted and replaced by: "Steadfast may use the film and stills on its website, on its social media channels, on television and in cinemas."
R3. For the television and cinema use added by R2, Steadfast will pay the Veteran an additional usage fee of £800.
Signed for The Steadfast Trust: Priya Lowther, Director of Campaigns, 19 February 2027
Signed by the Veteran: Kieran Maddox, 19 February 2027
`,
    expected: {
      parties: ["The Steadfast Trust", "Kieran Maddox"],
      signed: "2027-02-19",
      start: "2027-03-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "broadcast", "cinema"],
      exclusive: true,
      fees: ["GBP 1200", "GBP 800"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h30c-05-broadcast-tower-playtest-release",
    style: "h30c-playtest-photography-releases",
    format: "docx",
    source: `
# PLAYTEST PARTICIPANT PHOTO AND VIDEO RELEASE
Meeple Forge Games, LLC, a Wisconsin limited liability company with offices at 220 State Street, Madison, WI 53703 ("Publisher"), is developing the tabletop game Broadcast Tower: The Signal Wars (the "Game"). Jordan Whitfield ("Participant") will take part in a closed playtest session of the Game on March 7, 2026 at Publisher's Madison studio (the "Session"). This release is effective on the date of the Session.
## 1. Grant
1> Participant grants Publisher a non-exclusive, irrevocable license, in perpetuity and throughout the world, to photograph and film Participant during the Session and to use those photographs and recordings (the "Photographs"), and Participant's first name, to develop, publicize and sell the Game.
## 2. Permitted Uses
1> Publisher may use the Photographs on its website and the Game's crowdfunding campaign page, on Publisher's social media accounts, in the Game's printed rulebook and on its box, and on in-store standees and shelf displays in hobby game stores.
1> Despite the Game's title, no television, radio or other broadcast use of the Photographs is licensed.
## 3. Sublicensing and Transfer
1> Publisher shall not sublicense any of the rights granted in this release, and neither party may assign this release.
## 4. Payment
1> Publisher will pay Participant a playtest stipend of US$40 at the end of the Session.
1> Participant will leave a deposit of US$10 for the take-home prototype copy of the Game; the deposit is refunded in full when the prototype is returned.
## 5. Feedback
1> Participant's comments on the Game may be used by Publisher without restriction and without further payment.
## Signatures
| MEEPLE FORGE GAMES, LLC | PARTICIPANT |
| By: Dana Kowalczyk, Head of Development | Jordan Whitfield |
| Date: March 7, 2026 | Date: March 7, 2026 |
`,
    expected: {
      parties: ["Meeple Forge Games, LLC", "Jordan Whitfield"],
      signed: "2026-03-07",
      start: "2026-03-07",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["USD 40"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h30c-06-midnight-cinema-photographer-licence",
    style: "h30c-playtest-photography-releases",
    format: "pdf",
    source: `
# PHOTOGRAPHY COMMISSION AND LICENCE AGREEMENT
## Parties
(1) Owlbridge Tabletop Ltd, a company registered in England (no. 13377851) whose registered office is at Unit 4, Canal Works, Nottingham NG7 1FN (the "Publisher"); and
(2) Ruth Abernathy, a freelance photographer trading as Abernathy Studio, of 18 Carrington Street, Derby DE1 2SR (the "Photographer").
## Background
The Publisher is launching the deduction game Midnight Cinema and has arranged public playtest evenings at The Dice Cellar, a board-game café in Nottingham. The Dice Cellar hosts the evenings but is not a party to this Agreement. The Photographer will photograph the playtests; the players sign separate releases with the Publisher.
## Agreement
1> Commission. The Photographer will photograph two playtest evenings on the Shoot Dates and deliver at least 60 edited images (the "Photographs").
1> Licence. The Photographer grants the Publisher an exclusive licence to use the Photographs during the Licence Period in the Territory, save that the Photographer may show up to ten of the Photographs in her own portfolio and on her own website.
1> Media. The Publisher may use the Photographs on its website and social media channels, in its trade catalogues, rulebooks and packaging, and on point-of-sale displays in games shops. Billboard and outdoor poster use is excluded, and the Game's title does not make cinema advertising part of this licence: no cinema use is licensed.
1> Sub-licensing. The Publisher may sub-license the Photographs to its distributors and retailers for the promotion of the Game.
1> Assignment. The Publisher may assign this Agreement to any purchaser of the rights in the Game.
1> Moral rights. The Photographer does not waive her moral rights and asserts her right to be identified as the author of the Photographs.
1> Payment. The Publisher will pay the fees in the Schedule within 30 days of invoice.
1> Cancellation. If the Publisher cancels a Shoot Date less than 48 hours before it, the Publisher will pay a cancellation fee of £225.
## Schedule
| Date of Agreement | 12 January 2026 |
| Shoot Dates | 22 January 2026 and 29 January 2026 |
| Licence Period | 1 February 2026 to 31 January 2028 |
| Territory | United Kingdom, Ireland, Germany and France |
| Photography fee (two shoot days) | £900 |
| Licence fee | £1,800 |
| VAT | 20% on the fees above (£540) |
| Expenses | travel and parking, capped at £120 |
Signed for Owlbridge Tabletop Ltd by Tomasz Reid, Director, on the Date of Agreement.
Signed by Ruth Abernathy on the Date of Agreement.
`,
    expected: {
      parties: ["Owlbridge Tabletop Ltd", "Ruth Abernathy"],
      signed: "2026-01-12",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["GB", "IE", "DE", "FR"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 900", "GBP 1800"],
      flags: ["sublicensable", "assignable"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h30c-07-convention-playtest-consent",
    style: "h30c-playtest-photography-releases",
    format: "scan",
    source: `
# WATTLE & DIE GAMES PTY LTD - PLAYTEST TABLE CONSENT
Event: MelbDice Convention, Royal Exhibition Building, Melbourne, 5 June 2027
Publisher: Wattle & Die Games Pty Ltd (ABN 51 624 118 903), 12 Smith Street, Fitzroy VIC 3065
Participant: Lachlan Byrne
1. Wattle & Die Games Pty Ltd may photograph and film the Participant at its playtest table and use the photos and footage, from the date of the event until 31 December 2028, anywhere in the world.
2. The photos and footage may be used on the Publisher's website, in its crowdfunding video and on its Instagram, Facebook and YouTube pages.
3. TELEVISION AND BROADCAST. No television or broadcast use is permitted, and the footage will not be used in printed material.
4. This consent is non-exclusive.
5. No payment is made for this consent.
6. The Publisher may not sell or license the photos or footage to anyone else.
7. The Participant may withdraw consent for future posts by emailing hello@wattleanddie.com.au.
Participant signature: Lachlan Byrne    Date: 5 June 2027
For the Publisher: Mei Tanaka, Community Manager    Date: 5 June 2027
`,
    expected: {
      parties: ["Wattle & Die Games Pty Ltd", "Lachlan Byrne"],
      signed: "2027-06-05",
      start: "2027-06-05",
      end: "2028-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30c-08-registration-date-video-cv",
    style: "h30c-candidate-videocv-consents",
    format: "pdf",
    source: `
# VIDEO CV CONSENT
## Who this is between
Brightpath Talent Partners Ltd, company no. 11820564, of 90 Deansgate, Manchester M3 2QJ ("Brightpath", "we", "us")
The Candidate: Amara Mensah ("you")
## 1. Your video CV
1> You have recorded a short video introducing yourself, your experience and the roles you are looking for (the "Video CV"). This form explains how we will use it.
## 2. How we use it
1> We will host your Video CV on our private candidate portal, where our clients (employers recruiting in the United Kingdom and Ireland) can watch it when considering you for a role.
1> Because you ticked the Showcase box below, we may also post an excerpt of up to 30 seconds on Brightpath's LinkedIn and Instagram pages.
1> Clients may watch your Video CV but may not copy, publish or pass it on. Letting a client watch it is not a licence, and Brightpath may not sub-license your Video CV to anyone.
1> We will not use your Video CV in printed material or in any paid advertising.
## 3. How long
1> Your consent lasts for 12 months from your Registration Date. It will not renew automatically: we will ask you again before it ends.
## 4. Money
1> We never charge candidates a fee, and no payment is made to you for this consent. If you are placed, the employer pays Brightpath a placement fee (typically 18% of first-year salary); that fee is between Brightpath and the employer.
## 5. Your freedom
1> This consent does not stop you registering with other agencies or applying to employers directly.
## Registration details
| Candidate | Amara Mensah |
| Registration Date | 3 February 2026 |
| Showcase box | Ticked |
| Consultant | Oliver Quint |
| Candidate e-signature | Amara Mensah, 5 February 2026 |
`,
    expected: {
      parties: ["Brightpath Talent Partners Ltd", "Amara Mensah"],
      signed: "2026-02-05",
      start: "2026-02-03",
      end: "2027-02-02",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "automatic_renewal", "non_compete"]
    }
  },
  {
    id: "h30c-09-outdoor-jobs-drive-candidate",
    style: "h30c-candidate-videocv-consents",
    format: "docx",
    source: `
# VIDEO PROFILE CONSENT AND USAGE AGREEMENT
This Video Profile Consent and Usage Agreement (the "Agreement") is entered into as of March 16, 2026 by and between Keystone Staffing Group, Inc., a Pennsylvania corporation ("Keystone"), and Marisol Vega ("Candidate").
## Recitals
Candidate recorded a video CV with Keystone when she registered for work. Keystone placed Candidate as a site supervisor and now wishes to use an edited version of her video CV (the "Video") in the Keystone Outdoor Jobs Drive, a recruitment campaign for landscaping, forestry and construction roles.
## 1. Term
1> The Term begins on the Campaign Start Date stated in Exhibit A and ends six (6) months after it. This Agreement does not renew automatically. Keystone may extend the Term once, by a further six months, by written notice and payment of US$200.
## 2. Territory and Media
1> Keystone may use the Video in the States of Pennsylvania, Ohio and New Jersey, on Keystone's website, on its social media channels, and in radio and television spots.
1> Despite the name of the campaign, no billboards, transit advertising or other out-of-home media are licensed.
## 3. Compensation
1> Keystone will pay Candidate a one-time usage fee of US$750 within fifteen days of signature.
1> Keystone will pay Candidate a per diem of US$150 for the half-day re-shoot on March 24, 2026, to cover meals and travel.
## 4. Exclusivity
1> During the Term, Candidate shall not appear in advertising for any other staffing or recruitment agency. Candidate may continue to post her resume on job boards.
## 5. Conduct
1> Keystone may terminate this Agreement on written notice if Candidate engages in conduct that brings Keystone into public disrepute.
## 6. Assignment
1> Neither party may assign this Agreement.
## Exhibit A
| Campaign | Keystone Outdoor Jobs Drive |
| Campaign Start Date | April 1, 2026 |
| Re-shoot | March 24, 2026 |
## Signatures
| KEYSTONE STAFFING GROUP, INC. | CANDIDATE |
| By: Raymond Oduya, VP Marketing | Marisol Vega |
| March 16, 2026 | March 16, 2026 |
`,
    expected: {
      parties: ["Keystone Staffing Group, Inc.", "Marisol Vega"],
      signed: "2026-03-16",
      start: "2026-04-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["USD 750"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h30c-10-dublin-email-video-cv",
    style: "h30c-candidate-videocv-consents",
    format: "text",
    source: `
# Your video CV with Liffeyside Recruitment - consent
From: Ciara Dunne <ciara.dunne@liffeysiderecruitment.ie>
To: Niamh Gallagher <niamh.gallagher@mailbox.ie>
Sent: Monday 5 October 2026, 10:14
Dear Niamh,
Thanks for coming in to record your video CV at our Dublin office. Before we use it, we need your consent on these terms, between Liffeyside Recruitment Ltd and you:
1. Use: we will show your video CV to our client employers in Ireland and Northern Ireland through our secure online client portal, so they can consider you for accountancy roles.
2. No social media: we will not post your video on social media or use it in any advertising.
3. Duration: 12 months from the date you accept.
4. Payment: we pay €75 for recording the video, and we will reimburse your bus fare up to €30.
5. We will not license your video to anyone else, and clients may not keep copies.
If you agree, please reply "I agree".
Kind regards,
Ciara Dunne, Senior Consultant, Liffeyside Recruitment Ltd
---
From: Ciara Dunne <ciara.dunne@liffeysiderecruitment.ie>
Sent: Tuesday 6 October 2026, 09:02
Niamh, one correction before you reply: point 3 is replaced by "Duration: 6 months from the date you accept." Everything else stays the same.
Ciara
---
From: Niamh Gallagher <niamh.gallagher@mailbox.ie>
Sent: Tuesday 6 October 2026, 12:40
I agree to the terms in your two emails, with the 6-month duration.
Niamh Gallagher
`,
    expected: {
      parties: ["Liffeyside Recruitment Ltd", "Niamh Gallagher"],
      signed: "2026-10-06",
      start: "2026-10-06",
      end: "2027-04-05",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["web"],
      exclusive: null,
      fees: ["EUR 75"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
