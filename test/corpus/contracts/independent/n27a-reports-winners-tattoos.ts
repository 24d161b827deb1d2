// Independent author "n27a" (wave 27), one development batch written without reading the reader (domain/, application/,
// adapters/) or any other batch: only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header
// and first entry of n11's batch for the file convention, and the wave's checker. Written from scratch and committed
// before the reader was run on it. Three styles: photography licences for annual reports, investor presentations and
// corporate websites (executives and employees photographed, the term set by a report's publication date, a results
// date or a fiscal year given in a schedule table, product advertising forbidden, a company named "Brightwater
// Outdoor"); publicity consents of lottery, sweepstakes and charity-draw winners (a press conference and a cheque
// presentation, an anonymity opt-out, the prize that is not a fee, a period counted from a draw or announcement date
// given elsewhere, a rider that replaces a perpetual all-media publicity paragraph, a sponsor named "Regal Row
// Cinemas"); and tattoo releases (the artist's copyright in the design, a model showing her tattoos in a campaign with
// an addendum that replaces the term, a studio's portfolio and social posts, merchandise forbidden, a studio called
// "Print Ink Studio" and a product called "Outdoor Shield").
//
// Answer rules decided by this author: the parties are those bound by the document, named as the document names them
// (an individual trading under a studio name by her own name, a person without her honorific); an agent, a notary, a
// resident artist signing for her studio, a model released elsewhere and a tattoo artist whose copyright is only
// acknowledged are not parties; a party named only in the signature block is still a party. The signing date is the
// date of the last signature, of the acceptance that makes an offer binding, or the "as of" date a schedule gives when
// the signatures carry none; a rider or addendum signed with the document does not change it. Start and end: "N
// months/years from X" ends the day before the anniversary; a term counted from a publication, results, launch,
// first-use, draw or announcement date takes that date from wherever the document states it; a term that runs "until
// you ask us to take them down" has no end date and is not perpetual; a regulator's archive of a report already
// published, or printed copies not recalled, is a run-off of past use and neither extends the term nor makes it
// perpetual. A rider or addendum that says it replaces a clause and prevails is read instead of that clause; words it
// deletes ("in perpetuity", "irrevocable") are denied, and so is unlimited_media when it replaces "all media" with
// named media. Channels: a printed report, a newsletter, magazines, press releases to newspapers and print trade
// advertising are print; a report's PDF, a website and an online shop are web; LinkedIn, Instagram, TikTok and Facebook
// are social; a winner's TV and radio news coverage arranged by the operator is broadcast even where TV advertising is
// forbidden; posters in the shop that sold a ticket and point-of-sale displays are in_store; slides shown at investor
// meetings and roadshows are none of the seven channels; a medium the document forbids ("shall not post the Photographs
// themselves on any social media", "excluding billboards") is not granted; a company or product name ("Outdoor",
// "Cinemas", "Print Ink") is never a channel. Territories: as stated; "throughout the world" or "anywhere in the world"
// is worldwide; a consent silent on territory has none ([]). Exclusivity: false when the document says non-exclusive or
// "not granted"; null when it is silent; true when the licensor may not license the design to competing brands (that is
// the exclusivity itself, not a non_compete) or when a model may not appear for competing products (exclusive with
// non_compete). Fees are the sums paid for the rights or the services, one per sum named: a prize, VAT, GST, sales tax,
// expenses and hair-and-make-up costs, travel and hotel refunds, a deposit credited against a fee, a cancellation or
// kill fee, overtime owed only if incurred, an agency commission paid on top, an unexercised option price and the price
// a client paid for the tattoo itself are not fees; a document that pays nothing for the consent has no fees
// (no_fee_stated). Flags: sublicensable only where the document permits sub-licensing (to a printer or agency
// included); "shall not sub-license", "will not sell or license them to any third party" and "won't give or license the
// photos to any other business" deny it; a printer or agency acting on a party's behalf being "not a sub-licensee"
// leaves the denial standing; "may not assign" denies assignable; a moral right asserted and not waived denies
// moral_rights_waiver; a right to stop use for conduct that brings a party into disrepute is a morality_clause; a
// withdrawable consent is not irrevocable.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n27a-corporate-annual-report-and-investor-photo-licences",
  "n27a-lottery-and-prize-winner-publicity-consents",
  "n27a-tattoo-artist-and-body-art-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n27a-01-uk-annual-report-photography-licence",
    style: "n27a-corporate-annual-report-and-investor-photo-licences",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE - ANNUAL REPORT AND ACCOUNTS 2026
THIS LICENCE is dated 12 May 2026
PARTIES
(1) FENWICK LOWE PHOTOGRAPHY LIMITED, a company incorporated in England and Wales with company number 09833164, whose registered office is at 4 Marlowe Yard, Leeds LS2 7EH (the "Photographer"); and
(2) HARCOURT VALE PLC, a company incorporated in England and Wales with company number 02288410, whose registered office is at 31 Canal Wharf, Manchester M1 3LA (the "Company").
BACKGROUND
(A) The Company commissioned the Photographer to photograph the members of its board and a number of its employees at its Manchester head office and its Widnes distribution centre for the Company's Annual Report and Accounts for the financial year ended 31 March 2026 (the "Annual Report").
(B) The parties record in this Licence the terms on which the Company may use the resulting photographs.
## 1. Definitions
1.1 "Photographs" means the photographs taken by the Photographer on the Shoot Days and delivered to the Company, including the retouched selects listed in the delivery note.
1.2 "Publication Date" means the date on which the Annual Report is first published on the Company's investor website, as set out in the Schedule.
1.3 "Shoot Days" means the two photography days set out in the Schedule.
## 2. Licence
2.1 In consideration of the Licence Fee the Photographer grants the Company a non-exclusive licence to reproduce the Photographs: (a) in the printed Annual Report; (b) in the PDF and online versions of the Annual Report on the Company's investor website; (c) on the "About us" and "Careers" pages of the Company's corporate website; and (d) in slides for investor and analyst presentations, including the results roadshow, shown at meetings with shareholders and analysts.
2.2 Because the Company's websites can be viewed anywhere, the licence applies throughout the world.
2.3 The Company shall not use the Photographs in any advertising or promotion of its products or services, on packaging, in point-of-sale material, or in recruitment advertising placed with third parties. The Company may post a link to the online Annual Report on its LinkedIn page but shall not post the Photographs themselves on any social media platform.
## 3. Term
3.1 The licence begins on the Publication Date and continues for twelve (12) months.
3.2 After the licence ends the Company shall make no new use of the Photographs. Printed copies of the Annual Report already distributed need not be recalled, and the Annual Report may stay in the archive section of the investor website for as long as the Disclosure Guidance and Transparency Rules require it to remain publicly available.
## 4. Fees and other sums
4.1 The Company shall pay the Photographer: (a) a photography fee of £3,300 for the two Shoot Days (£1,650 per day); and (b) a licence fee of £4,800 (the "Licence Fee").
4.2 The Company shall also reimburse the Photographer's travel and equipment hire expenses, capped at £420, against receipts.
4.3 All sums are exclusive of VAT, which the Company shall pay at the prevailing rate (currently 20%).
4.4 If the Company cancels a Shoot Day less than 48 hours before it, a cancellation charge of £825 (half the day rate) is payable in place of the fee for that day.
## 5. Sub-licensing
5.1 The Company shall not sub-license the Photographs to any person. The Company's financial printer and web host, acting on the Company's instructions to produce and host the Annual Report, are not sub-licensees and need no licence of their own.
## 6. Copyright and credit
6.1 Copyright in the Photographs remains with the Photographer.
6.2 The Photographer asserts the moral right to be identified as the author of the Photographs and does not waive any moral right. The credit "Photography: Fenwick Lowe" shall appear on the inside back cover of the printed Annual Report.
## 7. People photographed
7.1 The Company confirms that it has obtained the written consent of every director and employee who appears in the Photographs.
7.2 If a person shown in the Photographs leaves the Company and asks for their photograph to be removed from the corporate website, the Company shall remove it within 30 days.
## 8. General
8.1 The Company may not assign or transfer this Licence without the Photographer's prior written consent.
8.2 This Licence is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Shoot Days | 21 April 2026 (Manchester) and 22 April 2026 (Widnes) |
| Day rate | £1,650 |
| Delivery | 60 retouched selects by 5 May 2026 |
| Publication Date | 24 June 2026 |
Signed for and on behalf of Fenwick Lowe Photography Limited: Daniel Fenwick, Director. Date: 12 May 2026
Signed for and on behalf of Harcourt Vale plc: Ruth Okafor, Company Secretary. Date: 12 May 2026
`,
    expected: {
      parties: ["Fenwick Lowe Photography Limited", "Harcourt Vale plc"],
      signed: "2026-05-12",
      start: "2026-06-24",
      end: "2027-06-23",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 3300", "GBP 4800"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n27a-02-us-investor-relations-image-license",
    style: "n27a-corporate-annual-report-and-investor-photo-licences",
    format: "pdf",
    source: `
# IMAGE LICENSE AGREEMENT
## Annual Report, Proxy Statement and Investor Relations Photography
This Image License Agreement (this "Agreement") is entered into as of the Effective Date stated in Schedule A by and between Corinne Adeyemi, an individual doing business as Adeyemi Studio ("Photographer"), and Brightwater Outdoor Holdings, Inc., a Delaware corporation ("Company").
1> Engagement. Company engaged Photographer to photograph its Chief Executive Officer, its other executive officers, the members of its Board of Directors and selected employees at its headquarters in Boulder, Colorado and its distribution center in Ogden, Utah, on the Session Dates stated in Schedule A (the resulting photographs, the "Images").
1> License Grant. Subject to payment in full, Photographer grants Company a license to reproduce and display the Images: (a) in Company's Annual Report to Stockholders and its proxy statement for the Fiscal Year, in print and as PDF files; (b) on Company's investor relations website and corporate website; (c) on Company's corporate LinkedIn page; and (d) in investor day and roadshow presentations.
1> Restrictions. Company shall not use the Images in any advertising, catalog, packaging, point-of-sale display or e-commerce listing for Brightwater Outdoor camping and hiking products or the products of any other Company brand, in any television commercial, or on billboards or other out-of-home media.
1> License Period. The license begins on the Effective Date and ends on the last day of the Fiscal Year, each as stated in Schedule A. Company need not remove documents already filed with the Securities and Exchange Commission.
1> Territory. Worldwide.
1> Fees and Other Amounts. (a) Company shall pay the Session Fee and the License Fee stated in Schedule A within thirty (30) days of invoice. (b) Option: Company may, by written notice before the end of the License Period, elect to license up to ten (10) Images for product advertising for the additional fee stated in Schedule A; unless and until Company so elects, no product advertising use is licensed and no option fee is payable. (c) Company shall reimburse pre-approved expenses (hair and makeup, studio rental) at cost, up to the expense cap in Schedule A. (d) Company shall pay any applicable sales or use tax.
1> Sublicensing. Company may sublicense its rights under Section 2 to its financial printer, its investor relations agency and its website hosting provider, solely to produce and distribute the materials described in Section 2.
1> Assignment. Company may not assign this Agreement without Photographer's prior written consent.
1> Ownership and Credit. Photographer retains all copyright in the Images. Company shall credit "Photography by Corinne Adeyemi" in the Annual Report.
1> Releases. Company is responsible for obtaining a signed release from each employee and director shown in the Images; Photographer will supply her standard form.
1> Governing Law. This Agreement is governed by the laws of the State of Colorado.
## Schedule A
| Item | Detail |
| Effective Date | February 9, 2026 |
| Session Dates | February 17 and 18, 2026 |
| Fiscal Year | Fiscal 2026, ending January 30, 2027 |
| Session Fee | $2,400 (two half-day sessions at $1,200) |
| License Fee | $7,500 |
| Product advertising option (Section 6(b)) | $15,000 |
| Expense cap | $650 |
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.
PHOTOGRAPHER: Corinne Adeyemi
BRIGHTWATER OUTDOOR HOLDINGS, INC. By: Thomas Reale, General Counsel and Corporate Secretary
`,
    expected: {
      parties: ["Corinne Adeyemi", "Brightwater Outdoor Holdings, Inc."],
      signed: "2026-02-09",
      start: "2026-02-09",
      end: "2027-01-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: ["USD 2400", "USD 7500"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "n27a-03-irish-staff-photo-consent-letter",
    style: "n27a-corporate-annual-report-and-investor-photo-licences",
    format: "text",
    source: `
# Corrib Energy plc - staff photography for the Annual Report 2026
Corrib Energy plc, Dock Road, Galway H91 X2P4
3 February 2026
Dear colleague,
Thank you for agreeing to be photographed for our Annual Report. This letter explains how we would like to use the photographs and asks for your consent.
What we would like to use: the photographs and the short quote taken at your session with our photographer on 29 January 2026 at the Galway office.
Where we will use them:
1> in the printed Annual Report 2026 and its PDF version on www.corribenergy.ie/investors;
1> on the careers and "Our people" pages of our website;
1> in presentations to investors and analysts at our results meetings.
We will not use your photographs on social media, in advertising for our energy tariffs or products, on billboards or on television. We will not sell or license your photographs to anyone outside Corrib Energy; our printers and website host handle them only on our behalf.
How long: this consent takes effect when you sign it and lasts until the end of our 2027 financial year. Our financial year runs from 1 January to 31 December.
Where: the Annual Report is published online, so the photographs may be seen anywhere in the world.
Payment: you will not be paid for the use of your photographs. The \u20ac120 cost of hair and make-up on the day is paid by the Company directly to the stylist and is not a payment to you.
Changing your mind: you may withdraw your consent at any time by e-mailing people@corribenergy.ie. We will stop new uses within 30 days, but we cannot recall printed copies of the Annual Report already distributed.
Yours sincerely,
Niamh Gallagher, Head of Corporate Communications, for and on behalf of Corrib Energy plc
CONSENT
I have read this letter and I consent to the use of my photographs as described above.
Name: Aoife Brennan
Job title: Grid Operations Engineer
Signature: A. Brennan
Date: 6 February 2026
`,
    expected: {
      parties: ["Corrib Energy plc", "Aoife Brennan"],
      signed: "2026-02-06",
      start: "2026-02-06",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "n27a-04-australian-roadshow-licence-confirmation",
    style: "n27a-corporate-annual-report-and-investor-photo-licences",
    format: "scan",
    source: `
# KESTREL & MOSS STUDIO PTY LTD - LICENCE CONFIRMATION
To: Meridian Lithium Limited (ASX: MLL), Level 9, 220 St Georges Terrace, Perth WA 6000
Attention: Investor Relations Manager
Date: 3 July 2026. Our ref: KM-2231
Project: executive portraits and site photography for the FY26 Annual Report and results roadshow
1> Images: executive team portraits (Perth office) and site photography at the Kwinana refinery, taken on 16 and 17 June 2026.
1> Media: printed Annual Report, Annual Report PDF and corporate website, LinkedIn, and investor presentation decks for the FY26 results roadshow; excluding all advertising, television, and outdoor or transit signage.
1> Territory: Australia, New Zealand, Singapore and the United Kingdom.
1> Period: 24 months from the Results Date (see note below).
1> Exclusivity: not granted. We may license the site photography to other clients, but will not license portraits of Meridian's executives to any third party.
1> Licence fee: A$6,200 plus GST.
1> Shoot fee: A$1,400 (half day) plus GST. The A$700 deposit paid on booking is credited against the shoot fee.
1> Meridian may not sub-license or on-sell the images. Copyright remains with Kestrel & Moss Studio.
Note: the Results Date is the day Meridian releases its FY26 full-year results to the ASX, confirmed as 19 August 2026.
For Kestrel & Moss Studio Pty Ltd: Hamish Kestrel, Director, 3 July 2026
Accepted for Meridian Lithium Limited: Priya Raman, Investor Relations Manager, 7 July 2026
`,
    expected: {
      parties: ["Kestrel & Moss Studio Pty Ltd", "Meridian Lithium Limited"],
      signed: "2026-07-07",
      start: "2026-08-19",
      end: "2028-08-18",
      perpetual: false,
      territories: ["AU", "NZ", "SG", "GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["AUD 6200", "AUD 1400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27a-05-uk-lottery-jackpot-winner-publicity",
    style: "n27a-lottery-and-prize-winner-publicity-consents",
    format: "docx",
    source: `
# THISTLE LOTTERIES LIMITED - WINNER PUBLICITY AGREEMENT
THE OPERATOR: Thistle Lotteries Limited, holder of a Gambling Commission operating licence, of 8 Quayside Court, Glasgow G3 8BW ("Thistle", "we", "us")
THE WINNER: Gareth Ellis Pryce, of Llandeilo, Carmarthenshire ("the Winner", "you")
## Background
You hold the winning ticket for the Thistle Saturday Jackpot draw identified in the Prize Details below, and you have told us that you would like to go public with your win.
## 1. Prize Details
| Game | Thistle Saturday Jackpot |
| Draw number | 1187 |
| Draw Date | Saturday 7 March 2026 |
| Prize | £1,250,000 (tax-free lump sum) |
| Claim validated | 10 March 2026 |
## 2. Your choice about publicity
2.1 Every winner may stay anonymous. Publicity is never a condition of receiving the Prize, and the Prize is paid whatever you decide. The Prize is not payment for anything in this Agreement.
2.2 Please tick one box:
[ ] No publicity - I wish to remain anonymous. (If you tick this box, the rest of this Agreement does not apply.)
[X] Full publicity - I agree to the terms below.
## 3. Press conference and cheque presentation
3.1 You agree to attend a press conference and the presentation of a ceremonial cheque at the Ivy Court Hotel, Cardiff on Monday 16 March 2026, and to be photographed and filmed there and in your home town.
3.2 We will pay your reasonable travel costs and one night's hotel accommodation for you and up to three guests, up to £750 in total. We do not pay any fee for your appearance or for the use of your story.
## 4. What we may use
4.1 You allow us to use your name, age, home town, photograph, filmed interviews and the story of your win (the "Publicity Materials") to publicise your win and Thistle games: (a) in press releases and interviews given to newspapers, magazines, television and radio; (b) on our website and on our social media accounts; and (c) on winner posters displayed in the shop that sold your ticket and in other Thistle retailers.
4.2 We will not use the Publicity Materials in television advertising or on billboards, and we will not sell or license them to any third party. Journalists who attend the press conference may report it in the ordinary way.
## 5. How long
5.1 We may use the Publicity Materials for 24 months from the Draw Date. After that we will make no new use of them, although press coverage already published will remain available.
5.2 You may ask us at any time to stop new uses by writing to winners@thistlelotteries.co.uk, and we will do so within 28 days.
## 6. Where
The Publicity Materials may be used in the United Kingdom.
## 7. General
This Agreement is governed by Scots law.
Signed by the Winner: G. E. Pryce. Date: 12 March 2026
Signed for Thistle Lotteries Limited: Morag Cairns, Head of Winners' Services. Date: 12 March 2026
`,
    expected: {
      parties: ["Thistle Lotteries Limited", "Gareth Ellis Pryce"],
      signed: "2026-03-12",
      start: "2026-03-07",
      end: "2028-03-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "broadcast", "web", "social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "n27a-06-us-sweepstakes-affidavit-with-rider",
    style: "n27a-lottery-and-prize-winner-publicity-consents",
    format: "pdf",
    source: `
# REGAL ROW CINEMAS "SUMMER OF CINEMA" SWEEPSTAKES
## Winner's Affidavit of Eligibility, Liability Release and Publicity Release
Sponsor: Regal Row Cinemas, Inc., 4400 Commerce Parkway, Columbus, Ohio 43219 ("Sponsor")
Potential Winner: Dana K. Whitfield, Dayton, Ohio ("Winner", "I")
Prize: Grand Prize - a Regal Row Annual Pass for two (unlimited standard screenings for twelve months) and a $1,500 Regal Row gift card. Approximate Retail Value (ARV): $5,100. Winner is responsible for all taxes on the Prize; Sponsor will issue an IRS Form 1099 for the ARV.
Winner Announcement Date: Sponsor will announce the Grand Prize winner, and present the Prize at its Dayton Mall theater, on July 15, 2026.
1> Eligibility. I am a legal resident of the fifty United States or the District of Columbia, I was at least eighteen (18) years old when I entered, and I am not an employee of Sponsor or a member of an employee's household.
1> Official Rules. I have read and complied with the Official Rules of the Sweepstakes.
1> Release. I release Sponsor, its parents, affiliates, agencies and their officers and employees from all liability for any injury, loss or damage arising from my participation in the Sweepstakes or my acceptance or use of the Prize.
1> Prize. The Prize is not transferable and no cash substitute is available. The Prize is awarded under the Official Rules and is not payment for the rights in Paragraph 6.
1> Taxes. I will pay all federal, state and local taxes on the Prize.
1> Publicity. Except where prohibited by law, I grant Sponsor and its designees the irrevocable right to use my name, city and state of residence, photograph, likeness, voice, biographical information and statements about the Sweepstakes, in all media now known or hereafter devised, throughout the world, in perpetuity, for advertising, trade and promotional purposes, without further compensation, notice or approval.
1> Return. I understand that I must return this Affidavit, signed and notarized, within five (5) days of receipt or the Prize may be forfeited.
I declare under penalty of perjury that the foregoing is true and correct.
Winner: Dana K. Whitfield. Date: June 30, 2026
Subscribed and sworn to before me on June 30, 2026, by Dana K. Whitfield. Lorraine Beck, Notary Public, Montgomery County, Ohio.
## RIDER TO WINNER'S AFFIDAVIT AND RELEASE
This Rider forms part of the Affidavit and Release above. If this Rider conflicts with the Affidavit and Release, this Rider prevails.
R1. Paragraph 6 (Publicity) is deleted in its entirety and replaced with the following: "6. Publicity. I grant Sponsor a non-exclusive right to use my name, city and state of residence, and photographs taken at the prize presentation on the Winner Announcement Date, to announce and promote the Sweepstakes results on Sponsor's website and Sponsor's social media accounts, in the United States only, for twelve (12) months from the Winner Announcement Date. Sponsor shall not use my likeness in on-screen pre-show advertising in its theaters, in print or broadcast advertising, or on billboards."
R2. The words "irrevocable" and "in perpetuity" no longer apply to any right I grant to Sponsor.
R3. Sponsor shall not sublicense or assign the rights in Paragraph 6 to any third party, including film studios and promotional partners.
Agreed: Dana K. Whitfield. Date: July 2, 2026
REGAL ROW CINEMAS, INC. By: Marcus Delaney, Vice President, Marketing. Date: July 2, 2026
`,
    expected: {
      parties: ["Regal Row Cinemas, Inc.", "Dana K. Whitfield"],
      signed: "2026-07-02",
      start: "2026-07-15",
      end: "2027-07-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["perpetual_term", "irrevocable_grant", "sublicensable", "assignable", "unlimited_media"]
    }
  },
  {
    id: "n27a-07-scottish-hospice-lottery-winner-form",
    style: "n27a-lottery-and-prize-winner-publicity-consents",
    format: "scan",
    source: `
# HARBOUR HOSPICE WEEKLY LOTTERY
## Winner's Publicity Consent Form
Harbour Hospice Lottery is promoted by Harbour Hospice (Scottish Charity SC031877), 2 Shore Street, Oban PA34 4LQ.
| Winner | Mrs Moira Baird, Ganavan, Oban |
| Membership no. | 44-10982 |
| Draw | Weekly draw no. 962, Friday 13 November 2026 |
| Prize | Rollover jackpot £5,000 |
Your prize will be paid by cheque whatever you decide below. Please tick ONE box.
[ ] I wish to remain anonymous. Please do not publish my name or photograph.
[X] I am happy for Harbour Hospice to use my name, town and photograph, including photographs of the cheque presentation, as described below.
If you agree to publicity, Harbour Hospice may use your name, town and photograph in its supporter newsletter "Harbour Lights", in press releases to the Oban Times and other local papers, on the hospice website and on its Facebook and Instagram pages, for 12 months from the draw date shown above.
We do not pay winners for publicity. If you come to the cheque presentation at our shop on Argyll Square, we will refund your taxi fare up to £25.
We will not pass your photograph to any other organisation, except to local newspapers reporting your win.
Signed (winner): Moira Baird. Date: 20 November 2026
Received for Harbour Hospice: J. MacInnes, Lottery Manager. Date: 20 November 2026
`,
    expected: {
      parties: ["Harbour Hospice", "Moira Baird"],
      signed: "2026-11-20",
      start: "2026-11-13",
      end: "2027-11-12",
      perpetual: false,
      territories: [],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n27a-08-uk-tattoo-design-licence-three-party",
    style: "n27a-tattoo-artist-and-body-art-releases",
    format: "docx",
    source: `
# TATTOO DESIGN LICENCE
## "Northern Swallow" - Ravenscar Denim Spring/Summer 2026 Campaign
This Licence is made on 9 March 2026 between:
THE ARTIST: Jodie Harrow, of Flat 3, 17 Bridge Street, Whitby YO22 4BG (the "Artist");
THE STUDIO: Print Ink Studio Ltd (company number 11874220), trading as "Print Ink", of 5 Church Street, Whitby YO22 4AE (the "Studio"); and
THE BRAND: Ravenscar Denim Limited (company number 07652291), of Unit 12, Marine Works, Scarborough YO11 1PJ (the "Brand").
## Background
A. The Artist drew the tattoo design known as "Northern Swallow" (the "Design") and tattooed it on the model Callum Reyes at the Studio on 14 January 2026. The Artist owns the copyright in the Design. She works at the Studio as a self-employed resident artist, and the Studio manages bookings and licensing for its resident artists.
B. The Brand has photographed and filmed Callum Reyes wearing its denim for its Spring/Summer 2026 campaign (the "Campaign"), and the Design is visible in that material. Callum Reyes has signed a separate model release with the Brand.
## 1. Grant
1.1 The Artist licenses the Brand to reproduce the Design, as it appears on the model's skin in the Campaign photographs and films (the "Campaign Materials"), on the Brand's website and online shop, on its social media accounts, and in print, including lookbooks and magazine advertising, excluding billboards, bus and rail advertising and any other outdoor or transit media.
1.2 The licence applies in the United Kingdom and the Republic of Ireland.
## 2. Term
2.1 This Licence runs for twelve (12) months from the Launch Date.
2.2 The Launch Date is the date set out in the Schedule.
## 3. Exclusivity
3.1 During the Term the Artist shall not license the Design to any other clothing, footwear or fashion accessories brand.
3.2 Nothing in this clause prevents the Artist from tattooing the Design, or a variation of it, on other clients, or the Studio from showing the Design in its portfolio, on its website and on its social media accounts.
## 4. Merchandise Rights
4.1 No merchandise rights are granted. The Brand shall not reproduce the Design, in whole or in part, on garments, labels, swing tags, patches, prints, stickers or any other merchandise or product, nor create any design derived from it.
## 5. Fees
5.1 The Brand shall pay: (a) to the Artist, a design licence fee of £3,500; and (b) to the Studio, a fee of £600 for arranging this Licence and for the on-set touch-up session on 20 January 2026.
5.2 The £250 deposit the Brand paid to the Studio on 6 January 2026 to hold the touch-up session is credited against the Studio's fee.
5.3 The Studio's fee is subject to VAT at the standard rate. The Artist is not registered for VAT.
## 6. Credit and moral rights
6.1 The Brand shall credit "Tattoo: Jodie Harrow at Print Ink, Whitby" in its social media posts of the Campaign Materials where the platform allows.
6.2 The Artist does not waive her moral rights in the Design.
## 7. Assignment and sub-licensing
7.1 The Brand may not assign this Licence or sub-license any right under it. Its advertising agency may place the Campaign Materials on the Brand's behalf.
## 8. Law
This Licence is governed by the law of England and Wales.
## Schedule
| Launch Date | 2 April 2026 |
| Campaign | Ravenscar Denim SS26 "Salt Roads" |
| Design | "Northern Swallow", left forearm |
Signed by Jodie Harrow (Artist). Date: 9 March 2026
Signed for Print Ink Studio Ltd: Lee Dunmore, Director. Date: 9 March 2026
Signed for Ravenscar Denim Limited: Sarah Whitlock, Brand Director. Date: 9 March 2026
`,
    expected: {
      parties: ["Jodie Harrow", "Print Ink Studio Ltd", "Ravenscar Denim Limited"],
      signed: "2026-03-09",
      start: "2026-04-02",
      end: "2027-04-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 3500", "GBP 600"],
      flags: [],
      denies: ["assignable", "sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "n27a-09-us-tattooed-model-release-with-addendum",
    style: "n27a-tattoo-artist-and-body-art-releases",
    format: "pdf",
    source: `
# MODEL RELEASE AND USAGE AGREEMENT
## Inkwell Aftercare, LLC - "Outdoor Shield" Launch Campaign
BRAND: Inkwell Aftercare, LLC, a Delaware limited liability company, 1120 Alameda Street, Los Angeles, CA 90021 ("Brand")
MODEL: Marisol Ortega, c/o Vantage Talent Group, Los Angeles, CA ("Model")
Date: April 8, 2026
1> Services. Model will pose for still photography and video on April 21, 2026 (one 8-hour day) showing her tattoos while using Brand's "Outdoor Shield" SPF 50 tattoo sunscreen stick (the resulting photographs and footage, the "Materials").
1> Compensation. (a) Session fee: $1,800. (b) Usage fee: $6,000 for the uses in Section 3. (c) Overtime: $225 per hour beyond eight hours, if any. (d) If Brand cancels the shoot less than 48 hours before call time, a cancellation fee of $900 is payable instead of the session fee. (e) Brand will pay Vantage Talent Group an agency commission of 20% in addition to, and not out of, the amounts above.
1> Media. Brand may use the Materials on its website and e-commerce store, on its social media accounts (organic and paid), on point-of-sale displays in retail stores that stock Outdoor Shield, and in print trade advertising. No television and no out-of-home.
1> Territory. United States and Canada.
1> Term. Brand may use the Materials in perpetuity.
1> Exclusivity. During the Term, Model shall not appear in advertising for any other sunscreen, skincare or tattoo aftercare product.
1> Tattoo Designs. Model's tattoos are the work of their artists, who own the copyright in the designs. Model confirms that each artist has consented in writing to the appearance of the tattoos in the Materials. Brand shall use the designs only as they appear on Model's body, shall not alter or remove Model's tattoos in post-production, and shall not reproduce any design on packaging, merchandise or any other product.
1> Conduct. Brand may stop all use of the Materials if Model is charged with a crime or engages in conduct that brings Model or Brand into public disrepute.
1> Assignment. Brand may assign this Agreement to any purchaser of the Outdoor Shield product line.
1> Release. Model releases Brand from claims for invasion of privacy, right of publicity or defamation arising from uses permitted by this Agreement.
## ADDENDUM NO. 1
This Addendum is attached to and forms part of the Model Release and Usage Agreement dated April 8, 2026 between Inkwell Aftercare, LLC and Marisol Ortega. This Addendum replaces Section 5 (Term) in its entirety and, where it conflicts with the Agreement, this Addendum prevails.
A1. Section 5 now reads: "5. Term. Brand may use the Materials for two (2) years from the First Use Date. After the Term, Brand shall make no new use of the Materials. No perpetual use is granted."
A2. "First Use Date" means the date on which the Materials first appear publicly in any medium, as confirmed in A3.
A3. Brand confirms that the Materials will first appear publicly on the Outdoor Shield launch date, May 1, 2026.
MODEL: Marisol Ortega. Date: April 8, 2026
INKWELL AFTERCARE, LLC. By: Devon Park, Chief Marketing Officer. Date: April 8, 2026
`,
    expected: {
      parties: ["Inkwell Aftercare, LLC", "Marisol Ortega"],
      signed: "2026-04-08",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store", "print"],
      exclusive: true,
      fees: ["USD 1800", "USD 6000"],
      flags: ["non_compete", "morality_clause", "assignable"],
      denies: ["perpetual_term"]
    }
  },
  {
    id: "n27a-10-nz-studio-portfolio-email-consent",
    style: "n27a-tattoo-artist-and-body-art-releases",
    format: "text",
    source: `
# Photos of your tattoo - portfolio and socials
From: Mereana Hollis <mereana@blackharbourtattoo.co.nz>
To: Tane Wiremu <tane.wiremu@xtra.co.nz>
Sent: Monday, 9 February 2026 10:14 a.m.
Kia ora Tane,
Thanks for sitting so well for the last session on Saturday 7 February - the back piece is looking great.
As we chatted about, Black Harbour Tattoo Collective Limited ("Black Harbour") would love to share photos and a short video of the finished piece. Here's what we're asking:
1> Where: the studio's Instagram and TikTok, and the portfolio page of blackharbourtattoo.co.nz. That's it - no print ads, no posters, and we won't use your photos to advertise the studio on billboards or in any paid ads. Instagram can be seen anywhere in the world, so there's no limit on where.
1> Your face: we'll crop it out unless you tell us otherwise.
1> How long: from when you say yes until you ask us to take them down. Just flick us an email and we'll remove them within 7 days (we can't pull back reposts by other people).
1> The design: the artwork is mine and I keep the copyright in it. You're welcome to show your tattoo anywhere, of course, but please don't put the design on T-shirts, prints, stickers or other merch or sell it - and the same goes for us: Black Harbour won't sell prints or merch of your piece.
1> Payment: we don't pay for portfolio photos and there's nothing extra for you to pay. (Your balance of NZ$700 after the NZ$150 deposit was settled on Saturday - that was for the tattoo itself.)
1> We won't give or license the photos to any other business or brand.
Just reply "yes" if you're happy with all that.
Nga mihi,
Mereana Hollis, Resident Artist, for Black Harbour Tattoo Collective Limited, 24 Wharf Street, Dunedin
---
From: Tane Wiremu <tane.wiremu@xtra.co.nz>
Sent: Tuesday, 10 February 2026 8:02 p.m.
Yes, all good - happy for you to post. Keep my face out though. Cheers, Tane
`,
    expected: {
      parties: ["Black Harbour Tattoo Collective Limited", "Tane Wiremu"],
      signed: "2026-02-10",
      start: "2026-02-10",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  }
]
