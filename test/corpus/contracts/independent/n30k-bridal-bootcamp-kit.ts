// Independent author "n30k" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of n11's batch for the
// file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed before the
// reader was run on it. Three styles: bridal hair and make-up artist portfolio releases (a bride's release to her
// artist with the wedding date only in a schedule table, a one-page styled-shoot model release naming a magazine
// called "Outdoor Weddings Quarterly", a "Dear Chloe" letter the bride accepts by reply with a term counted from a
// gallery date given later, a US agency agreement with role-labelled party blocks, a campaign named "Broadcast Your
// Glow", an exclusivity with a competitor restriction and a carve-out, and an automatic renewal); coding bootcamp
// graduate success-story consents (a UK consent whose "Broadcast and Video" heading sits over a clause that denies
// broadcast use and whose publication date is only in a table, a US alumni spotlight release whose rider replaces the
// term and prevails and whose graduate's employer is "Outdoor Signal Labs", a tick-box form with unticked media); and
// rugby and cricket club kit sponsor photo agreements (a rugby sponsor called "Kestrel Outdoor Ltd" with an exclusivity
// carve-out for the kit supplier, a fee in instalments plus VAT and an "excluding" list; a cricket sponsor called
// "Bramley Print & Design Ltd" under a "Print and Poster Rights" heading that grants no print, with its season only in a
// schedule and a deposit and a cancellation charge; a letter from a cinema company, named only in its signature block,
// to a player whose photos run as on-screen adverts before films).
//
// Answer rules decided by this author: the parties are those bound by the document (a photographer, a venue, an
// employer, a kit supplier or an agency's contact named in passing are not; a club's officer who signs for the club is
// not, the club is); a letter binds its addressee and the sender named in the signature block; the signing date is
// the date of the last signature, or of the addressee's acceptance of a letter; the start is the date the permission
// runs from (a wedding date, a publication date, an effective date, a season start), or the signing date where the
// text says it takes effect on signature; "N months/years from X" ends the day before the anniversary of X; a season
// ends on the date the text gives; fees are the sums paid for the rights or the services, stated once (an instalment,
// VAT, expenses, a booking deposit, a refundable deposit, a cancellation charge and a tuition balance are not fees);
// no sum paid for the release gives no_fee_stated; websites are web, Instagram, Pinterest, TikTok, LinkedIn and
// YouTube social, printed portfolios, prospectuses, catalogues, magazines and programmes print, television and radio
// broadcast, billboards, posters at stations and bus shelters out_of_home, shop displays in_store, on-screen adverts
// shown before films in a cinema cinema; a channel word in a company, magazine or campaign name grants nothing; a
// heading never grants what its body denies; "non-exclusive" or an express freedom to let others use the images is
// exclusive false, an express exclusivity (even with a carve-out) is true, silence is null; a promise not to work for
// or take on a category's competitors is non_compete; "shall not / may not sub-license" denies sublicensable, "may not
// assign" denies assignable, "may withdraw at any time ... not irrevocable" denies irrevocable_grant; a renewal that
// happens unless notice is given is automatic_renewal, and its end is the end of the initial term; a release "without
// limit of time" is perpetual.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30k-bridal-artist-portfolio-releases",
  "n30k-bootcamp-graduate-story-consents",
  "n30k-club-kit-sponsor-photos"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30k-01-bride-portfolio-release-schedule",
    style: "n30k-bridal-artist-portfolio-releases",
    format: "docx",
    source: `
# BRIDAL PORTFOLIO RELEASE
This release is made between Veil & Bloom Artistry Ltd, a company registered in England (company number 11820457), whose studio is at 4 Mill Yard, Harrogate HG1 2QT (the "Artist"), and Eleanor Whitcombe of 22 Ripon Road, Knaresborough (the "Client").
## Background
The Artist is providing bridal hair and make-up for the Client and her bridal party under a Bridal Services Agreement. The Artist would like to show photographs of the Client's finished hair and make-up in its portfolio. The details of the wedding are set out in the Schedule.
## 1. Definitions
1> "Images" means the photographs and short video clips of the Client's bridal hair and make-up taken by the Artist on the morning of the Wedding Date, and any photographs supplied to the Artist by the Client's wedding photographer, Harriet Lowe Photography, with that photographer's permission.
1> "Wedding Date" means the date shown as such in the Schedule.
## 2. Permission
1> The Client permits the Artist to reproduce and publish the Images, together with the Client's first name, anywhere in the world, on the Artist's website and on the Artist's Instagram and Pinterest accounts, and in the Artist's printed portfolio book and printed price brochure.
1> The permission is not exclusive. The Client and her photographer may use their own wedding photographs as they wish.
## 3. Duration
This permission starts on the Wedding Date and lasts for three (3) years from the Wedding Date. At the end of that period the Artist will remove the Images from its website and will not make any new post using them.
## 4. Paid Advertising and Broadcast
The Artist shall not use the Images in any paid advertisement, on television, or on billboards or posters of any kind.
## 5. Third Parties
The Artist may not sub-license, sell or give the Images to any third party, including product brands whose cosmetics are used on the Wedding Date.
## 6. Payment
No fee is payable by either party for this release. For the avoidance of doubt, the £150 booking deposit and the £640 balance paid under the Bridal Services Agreement are payments for the bridal services and are not affected by this release.
## 7. Law
This release is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Wedding Date | 14 June 2026 |
| Ceremony venue | St Wilfrid's Church, Harrogate |
| Bridal party | Client, two bridesmaids, mother of the bride |
| Services | Hair and make-up trial, wedding-morning hair and make-up |
## Signatures
| For Veil & Bloom Artistry Ltd | The Client |
| Sophie Carrington, Director | Eleanor Whitcombe |
| Date: 20 February 2026 | Date: 20 February 2026 |
`,
    expected: {
      parties: ["Veil & Bloom Artistry Ltd", "Eleanor Whitcombe"],
      signed: "2026-02-20",
      start: "2026-06-14",
      end: "2029-06-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30k-02-styled-shoot-model-release",
    style: "n30k-bridal-artist-portfolio-releases",
    format: "scan",
    source: `
# STYLED SHOOT MODEL RELEASE
Hair stylist: Tamsin Oakley Hair Ltd, 9 Castle Street, Ludlow SY8 1AS ("Tamsin Oakley Hair")
Model: Priya Sandhu, 31 Linney Close, Shrewsbury SY3 7HP ("the Model")
Shoot: bridal hair styled shoot at Stokesay Court, Shropshire, on 6 September 2025. The photographs were taken by Lumen Fields Photography, who is not a party to this release.
1. The Model grants Tamsin Oakley Hair the irrevocable right, without limit of time and throughout the world, to use photographs from the shoot showing the Model's hair and make-up on its website, on its social media accounts, in its printed portfolio and in submissions to bridal magazines, including Outdoor Weddings Quarterly.
2. This release takes effect when it is signed. It is non-exclusive: the Model may model for other stylists and brands.
3. Tamsin Oakley Hair will pay the Model a fee of £120 within 14 days of the shoot. It will also reimburse the Model's train fare up to £30 against a receipt; that reimbursement is not part of the fee.
4. The Model will not be named in any use without her further written agreement.
5. Governed by the law of England and Wales.
Signed for Tamsin Oakley Hair Ltd: Tamsin Oakley, Director. Date: 8 September 2025
Signed by the Model: Priya Sandhu. Date: 8 September 2025
`,
    expected: {
      parties: ["Tamsin Oakley Hair Ltd", "Priya Sandhu"],
      signed: "2025-09-08",
      start: "2025-09-08",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 120"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "n30k-03-dear-chloe-gallery-letter",
    style: "n30k-bridal-artist-portfolio-releases",
    format: "text",
    source: `
# Maison Lark Bridal Collective - permission to feature your bridal look
Maison Lark Bridal Collective, 17 Fore Street, Totnes TQ9 5DX
10 October 2026
Dear Chloe,
Thank you again for choosing us for your wedding hair and make-up. We would love to feature your bridal look, and this letter sets out what we are asking for. If you are happy, please reply to this e-mail saying "I agree"; your reply will make this letter a binding agreement between you and Maison Lark Bridal Collective.
What we would use: the photographs of your hair and make-up from the online gallery your photographer shared with us (the "Gallery Date" is the day that gallery was delivered to us, confirmed below).
Where: on our website and on our Instagram and TikTok accounts, in the United Kingdom and Ireland only - excluding any paid advertisement, any printed material and any television.
How long: for 24 months from the Gallery Date. After that we will archive the posts.
Exclusivity: this permission is not exclusive; you remain free to let your photographer, your venue and anyone else use your wedding photographs.
Payment: we will pay you £100 for this permission within 30 days of your reply. The £250 balance of your bridal package remains payable under your booking terms and is not changed by this letter.
We will not transfer this permission to anyone else.
For the record, the Gallery Date was 3 October 2026.
With warm wishes,
Isla Penrose, Founder, for Maison Lark Bridal Collective
---
From: Chloe Brennan
Sent: 12 October 2026 19:41
I agree. Thank you - I loved my hair!
Chloe Brennan
`,
    expected: {
      parties: ["Maison Lark Bridal Collective", "Chloe Brennan"],
      signed: "2026-10-12",
      start: "2026-10-03",
      end: "2028-10-02",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 100"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n30k-04-us-agency-artist-portfolio-agreement",
    style: "n30k-bridal-artist-portfolio-releases",
    format: "pdf",
    source: `
# PORTFOLIO USE AND REPRESENTATION AGREEMENT
This Portfolio Use and Representation Agreement (this "Agreement") is entered into as of March 1, 2026 (the "Effective Date") by and between:
AGENCY: Blush & Pearl Beauty Co., a Texas limited liability company, 1100 South Lamar Blvd., Austin, TX 78704 ("Agency"); and
ARTIST: Marisol Vega, an individual residing in Austin, Texas ("Artist").
## 1. Portfolio License
1> Artist grants Agency a license to use photographs and video of Artist's bridal hair and makeup work, and Artist's name, approved likeness and biography, to promote Artist's bridal services through Agency.
1> Agency may use the materials on its website, on its Instagram, Facebook and Pinterest pages, and in its printed bridal look-book, including as part of Agency's 2026 "Broadcast Your Glow" campaign. The campaign name does not extend the media licensed.
1> The license is limited to the United States.
## 2. Term and Renewal
The initial term of this Agreement is two (2) years from the Effective Date. Thereafter this Agreement shall automatically renew for successive one-year periods unless either party gives written notice of non-renewal at least thirty (30) days before the end of the then-current term.
## 3. Exclusivity
1> During the Term, Artist shall book all bridal hair and makeup engagements within Travis County, Texas exclusively through Agency, except for the private clients listed in Schedule B, whom Artist may continue to serve directly.
1> During the Term, Artist shall not provide bridal services for, or appear in the marketing of, any competing bridal beauty agency located within twenty-five (25) miles of Austin, Texas.
## 4. Compensation
1> Agency shall pay Artist a portfolio usage fee of US$750 on the Effective Date and on each anniversary of it.
1> Artist shall lodge a refundable kit deposit of US$200 for Agency-supplied products, returned on termination. The deposit is not compensation.
## 5. Conduct
Agency may terminate this Agreement on written notice if Artist engages in conduct that brings Agency or Artist into public disrepute or scandal.
## 6. General
This Agreement is governed by the laws of the State of Texas.
## Schedule B - Existing Private Clients
| Client | Since |
| The Alvarez family | 2023 |
| Hill Country Weddings (planner referrals) | 2024 |
## Signatures
| BLUSH & PEARL BEAUTY CO. | ARTIST |
| By: Dana Whitfield, Managing Member | Marisol Vega |
| Date: February 18, 2026 | Date: February 20, 2026 |
`,
    expected: {
      parties: ["Blush & Pearl Beauty Co.", "Marisol Vega"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 750"],
      flags: ["automatic_renewal", "non_compete", "morality_clause"]
    }
  },
  {
    id: "n30k-05-uk-graduate-story-consent",
    style: "n30k-bootcamp-graduate-story-consents",
    format: "pdf",
    source: `
# GRADUATE SUCCESS STORY CONSENT
Forge Code Academy Ltd, 88 Great Ancoats Street, Manchester M4 5AB ("the Academy")
and
Daniel Okafor, graduate of the Academy's 16-week Full-Stack Software Engineering bootcamp (cohort 41) ("the Graduate")
## 1. The Story
The Academy will prepare a short success story about the Graduate, using his name, photograph, a quote approved by him, his job title and the name of his employer. The Graduate will approve the final text before it is published.
## 2. Where the Story may appear
1> On the Academy's website and careers blog.
1> On the Academy's LinkedIn, Instagram and YouTube channels.
1> In the Academy's printed prospectus.
1> On posters displayed at railway stations and bus shelters in Greater Manchester during the Academy's autumn recruitment campaign.
## 3. Broadcast and Video
No television or radio use is permitted under this consent. Any television or radio advertising would require a separate written agreement.
## 4. Territory and Period
The story may be used in the United Kingdom only, for two years from the Publication Date set out in the table below.
| Milestone | Date |
| Interview and photography | 30 July 2026 |
| Publication Date | 1 September 2026 |
## 5. Payment
The Academy will pay the Graduate £250 for this consent. The Academy will also reimburse reasonable travel expenses for the photography day, up to £40. Expenses are not part of the payment.
## 6. Moral Rights
The Graduate does not waive his moral rights in the quote; the Academy will not alter its meaning.
## Signed
| For Forge Code Academy Ltd | The Graduate |
| Ruth Adeyemi, Head of Careers | Daniel Okafor |
| 15 July 2026 | 15 July 2026 |
`,
    expected: {
      parties: ["Forge Code Academy Ltd", "Daniel Okafor"],
      signed: "2026-07-15",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n30k-06-us-alumni-spotlight-rider",
    style: "n30k-bootcamp-graduate-story-consents",
    format: "docx",
    source: `
# ALUMNI SPOTLIGHT RELEASE
LaunchStack Bootcamp, Inc., a Delaware corporation with offices at 410 Congress Street, Boston, MA 02210 ("LaunchStack"), and Rebecca Tran, a graduate of LaunchStack's Data Analytics program ("Graduate"), agree as follows.
1> Spotlight. LaunchStack will publish an "Alumni Spotlight" about Graduate's career change, including Graduate's name, headshot, a video interview and the fact that Graduate is now employed as a data analyst by Outdoor Signal Labs, Inc. Graduate's employer is not a party to this Release.
1> Use. LaunchStack may use the Spotlight throughout the world on its website and on its LinkedIn, YouTube and Instagram accounts. No print, broadcast or outdoor advertising use is licensed.
1> Term. This Release runs for twelve (12) months from the Spotlight Date.
1> Spotlight Date. The "Spotlight Date" is the date the Spotlight is first published, which is May 4, 2026.
1> Honorarium. LaunchStack will pay Graduate an honorarium of $500 within 15 days of the Spotlight Date. Graduate's outstanding tuition balance of $2,300 under her deferred tuition agreement is not affected by, and is not reduced by, this Release.
1> Sharing. LaunchStack may show the Spotlight to its hiring partners, but may not sublicense the Spotlight or any part of it to anyone.
1> Governing law. Massachusetts.
## RIDER No. 1
This Rider forms part of the Alumni Spotlight Release and prevails over it in case of conflict. Section 3 (Term) is deleted and replaced by the following: "Term. This Release runs for eighteen (18) months from the Spotlight Date." All other sections remain unchanged.
## Signatures
| LAUNCHSTACK BOOTCAMP, INC. | GRADUATE |
| By: Kevin Maddox, VP Marketing | Rebecca Tran |
| Date: April 2, 2026 | Date: April 2, 2026 |
`,
    expected: {
      parties: ["LaunchStack Bootcamp, Inc.", "Rebecca Tran"],
      signed: "2026-04-02",
      start: "2026-05-04",
      end: "2027-11-03",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30k-07-tickbox-graduate-consent-form",
    style: "n30k-bootcamp-graduate-story-consents",
    format: "text",
    source: `
# Pathway Coders CIC - Graduate Story Consent Form
Pathway Coders CIC runs free coding bootcamps in Belfast and Dublin. We would like to share your story to encourage others to apply. Please read this form, tick the uses you agree to and sign below. Only the uses you tick are permitted.
Graduate name: Aisling Murphy
Course: Web Development Bootcamp, spring 2026 cohort
What we may use: your first name and surname, a photograph of you, and a short written or recorded account of your experience.
Where we may use it (tick):
[X] Pathway Coders website
[X] Pathway Coders social media (Facebook, Instagram, LinkedIn)
[ ] Printed leaflets and our printed annual report
[X] Interviews arranged by us with local radio and television news programmes
[ ] Billboards and bus advertising
Countries: Ireland and the United Kingdom.
How long: from the date of this form until 31 December 2027.
Payment: no payment is made for this consent; it is given voluntarily.
Withdrawing: this consent is not irrevocable. You may withdraw it at any time by e-mailing stories@pathwaycoders.org, and we will stop new uses within 14 days.
Signed: Aisling Murphy
Date: 5 November 2026
Received for Pathway Coders CIC: Declan Farrell, Programme Manager, 5 November 2026
`,
    expected: {
      parties: ["Pathway Coders CIC", "Aisling Murphy"],
      signed: "2026-11-05",
      start: "2026-11-05",
      end: "2027-12-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["web", "social", "broadcast"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n30k-08-rugby-shirt-sponsor-photos",
    style: "n30k-club-kit-sponsor-photos",
    format: "docx",
    source: `
# SHIRT SPONSORSHIP AND PHOTOGRAPHY AGREEMENT
Dated 10 July 2026
## Parties
(1) HARROWFIELD RUGBY FOOTBALL CLUB LIMITED, company number 04418823, of The Clubhouse, Cobden Lane, Harrowfield, Gloucestershire GL7 4EP (the "Club"); and
(2) KESTREL OUTDOOR LTD, company number 09932118, of Unit 6 Severn Trade Park, Gloucester GL2 5YD (the "Sponsor").
## 1. Sponsorship
1> The Club shall display the Sponsor's logo on the front of the 1st XV and 2nd XV match shirts for the Season.
1> The Season runs from 1 August 2026 to 31 May 2027.
## 2. Photographs
1> The Club shall supply the Sponsor with photographs of players wearing the sponsored shirts, taken by the Club's photographer.
1> The Sponsor may use the photographs in the United Kingdom during the Season on its website, on its social media accounts, on display boards in its retail shops, and in its printed seasonal catalogue, but excluding television advertising, billboards and any other outdoor advertising. The word "Outdoor" in the Sponsor's name refers to its clothing range and confers no outdoor advertising right.
## 3. Exclusivity
1> The Sponsor shall be the Club's exclusive sponsor in the outdoor clothing and footwear category for the Season, except that the Club's existing kit supplier, Ruckline Sportswear, may continue to display its maker's mark on the kit.
1> The Club shall not enter into any sponsorship with a competitor of the Sponsor in that category during the Season.
## 4. Fee
1> The Sponsor shall pay the Club a sponsorship fee of £18,000 plus VAT, in two instalments of £9,000 (plus VAT) on 1 August 2026 and 1 January 2027.
1> The Sponsor shall also supply twenty branded training jackets at its own cost.
## 5. General
1> Neither party may assign this Agreement without the prior written consent of the other.
1> This Agreement is governed by the law of England and Wales.
## Signatures
| Signed for the Club | Signed for the Sponsor |
| Gareth Pryce, Chairman | Naomi Sheldrake, Marketing Director |
| 10 July 2026 | 10 July 2026 |
`,
    expected: {
      parties: ["Harrowfield Rugby Football Club Limited", "Kestrel Outdoor Ltd"],
      signed: "2026-07-10",
      start: "2026-08-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store", "print"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30k-09-cricket-sponsor-no-print",
    style: "n30k-club-kit-sponsor-photos",
    format: "pdf",
    source: `
# KIT SPONSOR PHOTOGRAPH AGREEMENT
Between Longmead Cricket Club, of The Pavilion, Church Meadow, Longmead, Somerset TA3 6RW (the "Club"), and Bramley Print & Design Ltd, of 2 Tanners Walk, Taunton TA1 1JB (the "Sponsor").
## 1. Kit
The Club's 1st XI and 2nd XI will wear playing shirts bearing the Sponsor's logo throughout the Period stated in the Schedule.
## 2. Photographs
The Club will provide the Sponsor with at least twenty match-day photographs of players in the sponsored kit. The Sponsor may post those photographs on its website and on its Facebook and Instagram pages during the Period, in England only.
## 3. Non-exclusive
This agreement is non-exclusive. The Club may have other sponsors, including on its training wear, scoreboard and website.
## 4. Fee and other sums
1> The Sponsor will pay the Club a sponsorship fee of £2,500 by 1 April 2027.
1> The Sponsor will pay a refundable deposit of £350 for the loan of the Club's pitch-side banners, returned at the end of the Period.
1> If the Sponsor ends this agreement early, it will pay a cancellation charge of £500.
## 5. Print and Poster Rights
Despite the Sponsor's name and business, the Sponsor is granted no right to use the photographs in print, on posters, in newspapers or on its vehicles.
## 6. Third parties
The Sponsor shall not sub-license the photographs or allow any customer of the Sponsor to use them.
## Schedule
| Item | Detail |
| Period | 1 April 2027 to 30 September 2027 |
| Teams | 1st XI, 2nd XI |
| Logo position | Front of shirt, left chest |
## Signed
| For Longmead Cricket Club | For Bramley Print & Design Ltd |
| Helen Marsh, Club Secretary | Oliver Bramley, Director |
| 3 March 2027 | 5 March 2027 |
`,
    expected: {
      parties: ["Longmead Cricket Club", "Bramley Print & Design Ltd"],
      signed: "2027-03-05",
      start: "2027-04-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 2500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30k-10-cinema-sponsor-player-letter",
    style: "n30k-club-kit-sponsor-photos",
    format: "scan",
    source: `
# Player photograph agreement - 2025/26 season
18 August 2025
Dear Tom,
As you know, we sponsor the Ashby Vale RFC match shirts this season. We would like to use photographs of you in the sponsored shirt to promote our films and the club. This letter, once you sign and return it, is an agreement between you and us.
1. Use: we may use the photographs on our website, on our social media accounts and in the on-screen adverts we show before films in our auditoriums. We will not use them on billboards or in newspapers.
2. Where: in the United Kingdom.
3. How long: from the date you sign this letter until 31 May 2026, the end of the season.
4. Payment: we will pay you £300. We will also give you two season passes to our screenings; the passes are a gift and not part of the payment.
5. Conduct: if you are convicted of an offence or bring the club or us into public disrepute, we may stop using the photographs and end this agreement.
Yours sincerely,
Joanne Whitlock, General Manager
For and on behalf of Regal Cinema (Ashby) Ltd
I agree to the terms of this letter.
Tom Radley
Date: 22 August 2025
`,
    expected: {
      parties: ["Regal Cinema (Ashby) Ltd", "Tom Radley"],
      signed: "2025-08-22",
      start: "2025-08-22",
      end: "2026-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "cinema"],
      exclusive: null,
      fees: ["GBP 300"],
      flags: ["morality_clause"]
    }
  }
]
