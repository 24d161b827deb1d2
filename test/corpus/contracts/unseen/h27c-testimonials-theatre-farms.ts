// Held-out author "h27c" (wave 27), one batch written without reading the reader (domain/, application/, adapters/
// beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other corpus batch, NOTES.md or any output of
// the reader; only Corpus.ts, the checker, the header and first entry of n11's batch for the file convention, and the
// names in unseen/. Frozen before any run. It holds three drafting styles: financial services testimonial agreements
// (a building society's, a US savings bank's, a UK investment app's and an Irish life assurer's customer and adviser
// testimonials: compliance-approved copy, "not paid" next to reimbursed expenses or a thank-you credit, the FTC's
// endorsement guides and the Central Bank of Ireland's code, withdrawal of consent, a term from a product launch given
// in a schedule, a bank named only in its signature block, a society called "Billboard Mutual" and a bank called
// "Cinema Savings", an addendum that replaces the consent form's term, dates only in a schedule table); theatre
// production photography and trailer licences (a producer called "Outdoor Theatre Company" and a photographer, an
// Equity performer's trailer consent headed "Buy-out" that is not one, a touring production's letter permission signed
// by the producer's company only at the foot, the press night and closing date defining the term, front-of-house
// displays, programmes and tour posters, transfers at a further fee, no use after the run, a venue called "the Old
// Print Works Theatre"); and farm campaign releases (a growers' co-operative signing in its own name for a retailer's
// campaign with a special-conditions schedule that replaces the territory clause, a tractor maker called "Print
// Tractors" licensing a sheep and beef farm and its livestock from the opening day of Fieldays with a competitive-
// products clause, and a dairy co-operative's perpetual buy-out release of a farm family and their show champion).
//
// Answer rules decided by this author: the parties are those bound, as the contract names them, without titles or role
// labels; a trading name, an agent "c/o" and the members of a co-operative that signs in its own name are not parties,
// and a company named only in its signature block is one; the signing date is the date of the agreement's "dated" line
// or, where signatures are dated, the last of them; an addendum agreed at signing is part of the agreement and, where
// it says it replaces a clause and prevails, its values are the answer; "N months from X" ends the day before the
// anniversary; a term "from the date of this Licence" starts on that date, and a release "effective when accepted"
// starts on the acceptance date; a term that renews automatically ends at the end of its initial period (and raises
// automatic_renewal), while an option to extend for a price is not renewal and its price is not a fee; the end is the
// stated end even where a later transfer run could be licensed by a further agreement; fees are sums paid for the
// rights or the services: a thank-you payment in money (a cheque or a credit to an account) is a fee, reimbursed
// expenses, mileage and per diems, VAT, GST, holiday pay, overtime and extra-hour rates, a second-call day rate, a
// cancellation charge, a damage deposit, a transfer fee not yet owed, a product's bonus, deposit, allowance or price
// and a separate earlier job are not; "excluding television, cinema and outdoor" removes those channels; front-
// of-house, foyer and branch displays, packaging, shelf-edge and point-of-sale material, show stands and dealer
// showrooms, and posters and screens inside a bank's branches, are in_store; other posters and billboards out_of_home;
// programmes, leaflets, brochures, magazines, newspapers and trade press print; websites and apps web; social media
// accounts and paid social ads social; television and video-on-demand broadcast; cinema pre-show advertising cinema; a
// promise not to appear for a bank's, an insurer's or a machinery brand's competitors is an exclusivity (true) with
// non_compete, while "nothing prevents" and "non-exclusive" are false and silence is null; a heading that names a right
// ("Exclusivity", "Buy-out", "Assignment and sub-licensing") is answered by its body; "may not assign" (also "without
// consent") denies assignable, "shall not sub-license" denies sublicensable, "does not waive her moral rights" denies
// moral_rights_waiver, "consent ... given on a revocable basis" denies irrevocable_grant, "this is not a buy-out"
// denies buyout; a perpetual grant raises perpetual_term but neither no_end_date nor long_term; a conduct clause that
// lets the bank stop use raises morality_clause.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h27c-financial-services-testimonial-agreements",
  "h27c-theatre-production-photography-licences",
  "h27c-agricultural-and-farm-brand-campaign-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h27c-01-building-society-member-testimonial",
    style: "h27c-financial-services-testimonial-agreements",
    format: "docx",
    source: `
# CUSTOMER TESTIMONIAL AGREEMENT
This Agreement is dated 11 January 2027.
## Parties
(1) BILLBOARD MUTUAL BUILDING SOCIETY, a building society authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 100417), whose principal office is at 14 Carrow Road, Norwich NR1 1HU (the "Society"); and
(2) DEREK ANTHONY PRIDEAUX of 7 Lime Tree Walk, Wymondham, Norfolk NR18 0QS (the "Member").
## Background
(A) The Member holds a Regular Saver account with the Society and has agreed to describe his experience of it, in his own words, for use in the Society's promotion of the Product.
(B) Every financial promotion the Society communicates must be fair, clear and not misleading. The Testimonial has been reviewed on that basis and may be used only in its approved form.
## Terms
1> Definitions
2> "Approved Copy" means the wording set out in Schedule 2, as approved by the Society's Financial Promotions Compliance team, and no other wording.
2> "Launch Date" means the date on which the Society first makes the Product available to the public, as stated in Schedule 1.
2> "Materials" means the Approved Copy and the photographs of the Member taken at the photography session on the date stated in Schedule 1.
2> "Product" means the savings account described in Schedule 1.
2> "Term" means the period of twelve months beginning on the Launch Date.
1> Consent
2> The Member consents to the Society using the Materials during the Term in the United Kingdom, in displays in the Society's branches, in its printed member magazine Billboard Mutual Matters and in its product leaflets, on the Society's website and on the Society's own social media accounts, excluding television, radio, cinema and any outdoor or roadside poster site.
2> The Society shall not edit, shorten or add to the Approved Copy, or place it next to a rate or product other than the Product, without the Member's further written consent and a fresh compliance approval.
2> Each use of the Materials shall carry the eligibility and rate statements required by the Society's Financial Promotions Compliance team.
1> No payment
2> The Member confirms that he has not been paid, and will not be paid, for giving the Testimonial, and that it is his honest opinion of the Product.
2> The Society will reimburse the Member's reasonable travel expenses of attending the photography session, up to £60, on production of receipts. That reimbursement is not a payment for the Testimonial.
1> Withdrawal of consent
2> The Member's consent under clause 2 is given on a revocable basis. The Member may withdraw it at any time by writing to the Society's Marketing Department.
2> Within 30 days of receiving a withdrawal the Society shall remove the Materials from its website, its social media accounts and its branch displays. The Society need not recall magazines or leaflets already distributed.
2> The Society may stop using the Materials at any time, in particular if the Product is withdrawn or its terms change so that the Approved Copy is no longer accurate.
1> Assignment and sub-licensing
2> The Society may not assign or transfer this Agreement, and shall not sub-license any of the rights in clause 2 to any person. The Society's advertising agency may prepare the Materials on the Society's behalf but acquires no rights in them.
1> Personal data
2> The Society will process the Member's personal data for the purposes of this Agreement in accordance with its Privacy Notice. No account number or balance of the Member will appear in any Materials.
1> Governing law
2> This Agreement is governed by the law of England and Wales.
## Schedule 1 – Product and dates
| Product | Billboard Mutual Regular Saver (Issue 9): save £10 to £250 a month, 5.25% AER fixed for 12 months |
| Photography session | 26 January 2027, Norwich branch, 10 Prince of Wales Road |
| Launch Date | 3 March 2027 |
## Schedule 2 – Approved Copy
"I'd never managed to save regularly until I opened my Regular Saver. Putting a bit away every month at a good fixed rate has become a habit." – Derek, Wymondham
Approved by Financial Promotions Compliance, reference FP-27-0114, 8 January 2027.
Signed for and on behalf of BILLBOARD MUTUAL BUILDING SOCIETY by Helen Shorrock, Head of Brand and Marketing
Signed by DEREK ANTHONY PRIDEAUX
`,
    expected: {
      parties: ["Billboard Mutual Building Society", "Derek Anthony Prideaux"],
      signed: "2027-01-11",
      start: "2027-03-03",
      end: "2028-03-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "print", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "h27c-02-savings-bank-small-business-letter",
    style: "h27c-financial-services-testimonial-agreements",
    format: "pdf",
    source: `
# Customer Testimonial Agreement
Marketing Department
200 Olive Street, Suite 400
St. Louis, MO 63101
March 2, 2027
Ms. Rosalind M. Tran
Harbor Lane Bakery
4418 Gravois Avenue
St. Louis, MO 63116
Re: Your testimonial for our small business banking campaign
Dear Ms. Tran:
Thank you for agreeing to share your experience as one of our small business customers. This letter sets out the terms on which we (the "Bank") may use your testimonial. Once you sign below, it is a binding agreement between you and the Bank.
1. Your testimonial. Your testimonial consists of the statement in Exhibit A (the "Statement"), your name, the name and city of your business, and the photographs and video taken at your bakery on March 16, 2027 (together, the "Testimonial"). The Statement reflects your honest opinion and your actual experience as a customer. We will not change it without your written approval, and every version will be reviewed by the Bank's Compliance Department before it is used.
2. Where and for how long. We may use the Testimonial for 24 months beginning April 1, 2027 (the "Term"), in the United States, on the Bank's website, in the Bank's Facebook, Instagram and LinkedIn posts and paid social ads, in e-mail newsletters to our customers, and on posters and lobby screens inside our branches, excluding television, radio and billboards.
3. Thank-you payment and disclosure. As a thank-you, the Bank will pay you a one-time payment of $500 within 30 days after you sign. Because you are receiving a payment, every use of the Testimonial will carry the disclosure "Paid testimonial. Individual results may vary." as the FTC's Guides Concerning the Use of Endorsements and Testimonials in Advertising require. The $300 account-opening bonus and the $1,500 minimum opening deposit mentioned in the campaign are terms of the Bank's product offer and have nothing to do with your payment.
4. Other financial institutions. During the Term you agree not to give a testimonial for, or appear in advertising of, any other bank, credit union or lender. You remain free to appear in advertising for your own business and for any business that is not a financial institution.
5. Withdrawing your consent. You may withdraw your consent at any time by writing to us. We will stop new uses within 30 days and remove the Testimonial from our website, social media pages and branches within 60 days. You will not have to repay the thank-you payment.
6. Conduct. If you are charged with a crime, or publicly do or say something that in the Bank's reasonable judgment would reflect poorly on the Bank, we may stop using the Testimonial immediately.
7. Deposit products are offered by the Bank, Member FDIC. Nothing in this letter is an offer of credit or a commitment to lend.
Please sign and date below and return a copy to me.
Sincerely,
CINEMA SAVINGS BANK
By: Gerald P. Whitcomb, Senior Vice President, Marketing
Date: March 2, 2027
Agreed and accepted:
Rosalind M. Tran
Date: March 5, 2027
Exhibit A – Statement
"When our ovens failed in the busiest week of the year, my banker had a loan decision for us in two days. We didn't lose a single wholesale order." – Rosalind Tran, Harbor Lane Bakery, St. Louis
`,
    expected: {
      parties: ["Cinema Savings Bank", "Rosalind M. Tran"],
      signed: "2027-03-05",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 500"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "h27c-03-investment-app-story-consent-addendum",
    style: "h27c-financial-services-testimonial-agreements",
    format: "text",
    source: `
# Penmore – Customer Story Consent Form
Penmore Invest Ltd ("Penmore", "we", "us") is authorised and regulated by the Financial Conduct Authority (FRN 912204). Registered office: 3rd Floor, 41 Corporation Street, Manchester M4 2AJ.
Your name: Aisha Rahman
Your Penmore customer number: PM-0047751
1. What you're agreeing to. You agree that we can use your story – the words approved under section 2, your first name, your age, your home town and the photos from your session – to promote the Penmore Junior ISA.
2. Compliance approval. Your story will only ever be used in the form approved by our Compliance team (copy ref. FINPROM-2027-031). Neither we nor you can change the words without a new approval. Every use will carry the warning "Capital at risk. The value of investments can go down as well as up." Your story is not investment advice.
3. Where we'll use it. On our website and in our app, and on our Instagram, TikTok and YouTube channels. We won't use it on TV, radio or posters, or in newspapers.
4. How long. We may use your story for 2 years from the date you sign this form.
5. Exclusivity. There isn't any. You're free to talk about, use and recommend any other investment provider, and nothing here stops you sharing your own story wherever you like.
6. Thank you. We don't pay for the story itself, but as a thank you for your time we'll credit £100 to your Penmore account within 14 days of signing. The credit doesn't count towards your child's £9,000 Junior ISA allowance.
7. Changing your mind. You can withdraw your consent at any time by emailing stories@penmore.co.uk. We'll take your story down from our website, app and social channels within 14 days. You keep the £100 either way.
8. Passing your story on. We will not sub-license your story or let any other company use it.
9. UK only. We'll only show your story to audiences in the UK.
Signed: Aisha Rahman    Date: 9 April 2027
For Penmore Invest Ltd: Tom Elsworth, Head of Brand    Date: 9 April 2027
ADDENDUM TO CUSTOMER STORY CONSENT FORM (agreed at signing, 9 April 2027)
This Addendum replaces section 4 (How long) of the Consent Form above. If this Addendum and the Consent Form conflict, this Addendum prevails.
New section 4: We may use your story from 1 June 2027, the launch of our Junior ISA campaign, until 31 May 2028. After 31 May 2028 we won't publish it anywhere new, and we'll remove it from our website and app.
Initialled: AR / TE
`,
    expected: {
      parties: ["Penmore Invest Ltd", "Aisha Rahman"],
      signed: "2027-04-09",
      start: "2027-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 100"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27c-04-life-assurer-adviser-testimonial-scan",
    style: "h27c-financial-services-testimonial-agreements",
    format: "scan",
    source: `
# ADVISER TESTIMONIAL AGREEMENT
Between LOUGH DERG LIFE DAC (registered in Ireland, no. 618204), of Harbour Point, Dock Road, Limerick ("the Insurer") and CIARÁN Ó DÁLAIGH, Qualified Financial Adviser, trading as Ó Dálaigh Financial Planning, of Main Street, Nenagh, Co. Tipperary ("the Adviser").
1. The Adviser will take part in filming on the Filming Date and will give a testimonial about the Insurer's income protection products in the words approved by the Insurer's compliance function (the "Script").
2. The Insurer may use the film and the Script from the Commencement Date to the Expiry Date on television and video-on-demand services in Ireland, on the Insurer's website and on its social media accounts, excluding cinema, outdoor advertising and any use outside Ireland.
3. Every use shall comply with the Central Bank of Ireland's Consumer Protection Code and carry the warnings it requires, and shall state that the Adviser is a broker regulated by the Central Bank of Ireland.
4. The Insurer shall pay the Adviser a fee of €750 for the filming and the rights in clause 2, plus VAT at 23%, within 30 days of the Filming Date. The Insurer may extend the rights in clause 2 for a further 12 months by written notice before the Expiry Date and payment of €400; unless so extended, they end on the Expiry Date.
5. From the Commencement Date to the Expiry Date the Adviser shall not appear in advertising for any other life assurance or income protection provider. This does not prevent the Adviser from placing business with other insurers or being listed on their broker panels.
6. The Adviser may withdraw his consent by 30 days' written notice if he ceases to hold an agency appointment from the Insurer.
7. This Agreement is governed by the laws of Ireland.
SCHEDULE
| Date of Agreement | 9 February 2027 |
| Filming Date | 18 February 2027 |
| Commencement Date | 1 March 2027 |
| Expiry Date | 28 February 2028 |
Signed for Lough Derg Life DAC: Niamh Considine, Marketing Director
Signed: Ciarán Ó Dálaigh
`,
    expected: {
      parties: ["Lough Derg Life DAC", "Ciarán Ó Dálaigh"],
      signed: "2027-02-09",
      start: "2027-03-01",
      end: "2028-02-28",
      perpetual: false,
      territories: ["IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["EUR 750"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h27c-05-outdoor-theatre-photography-licence",
    style: "h27c-theatre-production-photography-licences",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE
A Midsummer Night's Dream – Summer Season 2027
THIS LICENCE is dated 20 April 2027
## PARTIES
(1) OUTDOOR THEATRE COMPANY LIMITED, a company registered in England and Wales (company number 08812345), whose registered office is at The Orchard Barn, Lansdown Lane, Bath BA1 9BL (the Producer); and
(2) IMOGEN FARRANT of Flat 3, 22 Walcot Street, Bath BA1 5BG, trading as Farrant Stage Photography (the Photographer).
## BACKGROUND
(A) The Producer is presenting a production of A Midsummer Night's Dream (the Production) at the Halden Playhouse, Bath (the Theatre).
(B) The Producer has engaged the Photographer to photograph the Production's photocall and final dress rehearsal and wishes to use the photographs to promote the Production.
## 1. DEFINITIONS
1.1 In this Licence: Closing Date means the date of the last performance of the Production at the Theatre, as set out in the Schedule; Photographs means the photographs taken by the Photographer under clause 2 and delivered under clause 3; Press Night means the date so described in the Schedule; and Term means the period from the date of this Licence to the Closing Date.
## 2. SERVICES
2.1 The Photographer shall attend and photograph the photocall and the final dress rehearsal on the dates set out in the Schedule.
2.2 If the Producer requires a second photocall, the Photographer shall attend it if available, at an additional day rate of £650.
## 3. DELIVERY
3.1 The Photographer shall deliver not fewer than 60 edited high-resolution images within 48 hours of the final dress rehearsal, and a press selection of 12 images by 10am on the day after Press Night.
## 4. LICENCE
4.1 The Photographer grants the Producer a non-exclusive licence during the Term, in the United Kingdom, to reproduce the Photographs to promote the Production: in front-of-house displays at the Theatre, in the Production's programme and printed leaflets, on tour and season posters, on the Producer's website and social media accounts, and by supplying them to the press for editorial coverage of the Production.
4.2 The Producer may sub-license the Photographs to the Theatre, and to the management of any theatre to which the Production transfers, solely to promote performances of the Production.
4.3 The Producer shall not use the Photographs after the Closing Date, save that it may keep one archive copy for its records, which it shall not publish.
4.4 If the Production transfers to another theatre within six months after the Closing Date, the parties shall agree in good faith a further licence for the transfer run at a fee of not less than £400.
## 5. FEE
5.1 In consideration of the services and the licence, the Producer shall pay the Photographer a fee of £1,800 plus VAT within 30 days of receiving her invoice.
5.2 The Producer shall also reimburse the Photographer's travel and equipment hire expenses up to £150, on production of receipts.
5.3 If the Producer cancels the photocall less than 48 hours before it is due to start, a cancellation fee of 50% of the fee in clause 5.1 is payable instead of that fee.
## 6. COPYRIGHT AND CREDIT
6.1 Copyright in the Photographs remains with the Photographer. The Photographer does not waive her moral rights, and asserts her right to be identified as the author of the Photographs. Every use shall carry the credit "Photo: Imogen Farrant".
6.2 The Photographer may use the Photographs in her own portfolio and website and enter them for competitions.
## 7. ASSIGNMENT
7.1 Neither party may assign this Licence without the prior written consent of the other.
## 8. LAW
8.1 This Licence is governed by the law of England and Wales.
## SCHEDULE
| Photocall | 10 May 2027, 2.00pm |
| Final dress rehearsal | 11 May 2027, 7.00pm |
| Press Night | 12 May 2027 |
| Closing Date | 28 August 2027 |
Signed by JONATHAN ELLERBY, director, for and on behalf of OUTDOOR THEATRE COMPANY LIMITED
Signed by IMOGEN FARRANT
`,
    expected: {
      parties: ["Outdoor Theatre Company Limited", "Imogen Farrant"],
      signed: "2027-04-20",
      start: "2027-04-20",
      end: "2027-08-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "print", "out_of_home", "web", "social"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: ["sublicensable"],
      denies: ["moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "h27c-06-equity-performer-trailer-consent",
    style: "h27c-theatre-production-photography-licences",
    format: "pdf",
    source: `
# Consent to Recording and Use – Production Trailer
Producer: Fenwick Hart Productions Limited, 18 Greek Street, London W1D 4DS ("the Producer")
Artist: Dominic Osei-Lamptey, c/o Marchbank Associates, 9 Charlotte Mews, London W1T 4EE ("the Artist")
Production: THE LAMPLIGHTER'S DAUGHTER, at the Old Print Works Theatre, Leeds ("the Production")
This consent is given under, and is supplemental to, the Artist's contract of engagement for the Production on the terms of the UK Theatre/Equity Commercial Theatre Agreement (the "Equity Agreement"). Where this consent and the Equity Agreement differ, the term more favourable to the Artist applies.
| Trailer filming session | 30 August 2027 |
| Press Night | 14 September 2027 |
| Licence Period | from the trailer filming session to the end of the twelve months beginning on Press Night |
## Recording
The Artist consents to the Producer recording the Artist's performance at the trailer filming session and at one public performance, for use in a trailer and short promotional clips (the "Trailer").
## Use
The Producer may use the Trailer during the Licence Period, in the United Kingdom, to promote the Production: on the Producer's website and the Production's pages on ticketing websites, on the Producer's social media channels and in paid social media advertising, on screens in the foyer of the Old Print Works Theatre, and in cinema pre-show advertising, but not on television.
The Producer shall not use the Trailer after the Licence Period ends, even if the Production is still running, and shall not sub-license or sell the Trailer or any part of it to any third party.
## Fee
The Producer shall pay the Artist a trailer fee of £450, being the fee for trailer use under the Equity Agreement, together with holiday pay at 12.07% of that fee. If the filming session runs beyond three hours, overtime at £38 per hour or part of an hour is payable.
## Buy-out
This is not a buy-out. The fee covers only the uses in this consent during the Licence Period. Any other use, including television advertising or any use after the Licence Period, needs the Artist's further consent and a further fee under the Equity Agreement.
## Transfer
If the Production transfers to another theatre during the Licence Period, the Producer may use the Trailer to promote the transfer on paying the Artist a transfer fee of £200.
## Exclusivity
Nothing in this consent prevents the Artist from appearing in trailers or advertising for any other production, product or service.
Signed for the Producer: Harriet Fenwick-Hart, Producer    Date: 16 August 2027
Signed by the Artist: Dominic Osei-Lamptey    Date: 16 August 2027
`,
    expected: {
      parties: ["Fenwick Hart Productions Limited", "Dominic Osei-Lamptey"],
      signed: "2027-08-16",
      start: "2027-08-30",
      end: "2028-09-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store", "cinema"],
      exclusive: false,
      fees: ["GBP 450"],
      flags: [],
      denies: ["buyout", "sublicensable"]
    }
  },
  {
    id: "h27c-07-touring-production-photo-letter-scan",
    style: "h27c-theatre-production-photography-licences",
    format: "scan",
    source: `
# Lachlan Reid Photography
PO Box 1187, Kent Town SA 5071 – ABN 61 402 338 917
12 February 2027
Dear Marnie,
SALT AND IRON – 2027 NATIONAL TOUR: PERMISSION TO USE PRODUCTION PHOTOS
Thanks for having me at the dress rehearsal on 2 February. As we discussed, this letter is my permission for you (the Producer) to use the production photographs I took of Salt and Iron (the Images) on the terms below. Please sign and send a copy back.
Use: tour posters, street press and newspaper ads, the printed programme, foyer displays at each tour venue, and your website and socials. Not for television or any merchandise.
Where: Australia only. The New Zealand leg (if it goes ahead) needs a separate permission.
When: from opening night in Adelaide until the final performance of the tour (dates below). No use after the final performance, other than one copy kept for your archive.
| Opening night | Dunstan Playhouse, Adelaide | 4 March 2027 |
| Melbourne season | Fairfax Studio | 23 March to 18 April 2027 |
| Final performance | Brisbane Powerhouse | 30 May 2027 |
Fee: $2,000 plus GST ($200), invoice attached, payable within 14 days. The $350 I invoiced last month for the cast headshots was a separate job and isn't part of this fee.
This permission is non-exclusive: I keep copyright and may use the Images in my folio. You may not sub-license or sell the Images. Credit: Photo Lachlan Reid.
Cheers,
Lachlan Reid
Agreed: Marnie Quist, for and on behalf of Saltbush Stage Company Pty Ltd    Date: 15/02/2027
`,
    expected: {
      parties: ["Lachlan Reid", "Saltbush Stage Company Pty Ltd"],
      signed: "2027-02-15",
      start: "2027-03-04",
      end: "2027-05-30",
      perpetual: false,
      territories: ["AU"],
      channels: ["out_of_home", "print", "in_store", "web", "social"],
      exclusive: false,
      fees: ["AUD 2000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27c-08-growers-cooperative-campaign-agreement",
    style: "h27c-agricultural-and-farm-brand-campaign-releases",
    format: "docx",
    source: `
# CAMPAIGN PARTICIPATION AND LOCATION AGREEMENT
Greenmantle "Grown Down the Road" campaign, 2027 to 2029
Date: 2 March 2027
## Parties
(1) GREENMANTLE FOODS PLC, incorporated in England and Wales (company number 00431876), of Greenmantle House, Stratford Road, Warwick CV34 6TD ("Greenmantle"); and
(2) VALE OF EVESHAM GROWERS' CO-OPERATIVE LIMITED, a registered society under the Co-operative and Community Benefit Societies Act 2014 (registered number 30177R), of Packhouse Lane, Evesham WR11 4TS (the "Co-operative"), which signs this Agreement in its own name. The Members are not parties to it.
## Agreed terms
1> Definitions
2> "Campaign" means Greenmantle's "Grown Down the Road" campaign promoting British asparagus and other seasonal produce supplied by the Co-operative.
2> "Harvest Date" means the first day of the Co-operative's 2027 asparagus harvest, as notified by the Co-operative and recorded in Schedule 2.
2> "Members" means the grower members of the Co-operative listed in Schedule 1, and "Member Farms" means their farms, fields and packhouses and the people, machinery and livestock on them.
2> "Materials" means all photographs, film and sound recordings made under this Agreement.
1> Filming and access
2> The Co-operative shall procure that Greenmantle's production team may film at the Member Farms on the filming days in Schedule 2, and that every Member who appears in the Materials has first signed an individual consent in the form annexed.
2> Greenmantle's team shall follow each Member Farm's biosecurity rules, shall not enter fields under crop without a Member's guide, and shall keep every gate closed where livestock are present.
1> Rights
2> The Co-operative grants Greenmantle, for the Term and in the Territory, the right to use the Materials and the names of the Members and Member Farms in the Campaign: on the packaging and labels of Greenmantle products, on shelf-edge, point-of-sale and other in-store material in Greenmantle stores, on Greenmantle's website and social media channels, and in advertisements and advertorials in the trade press; excluding television, cinema and outdoor advertising.
1> Territory
2> The Territory is England, Scotland, Wales and Northern Ireland.
1> Term
2> The Term begins on the Harvest Date and continues for an initial period of 24 months. It then continues for successive periods of 12 months unless either party gives the other at least 3 months' written notice before the end of the initial period or of any renewal period.
1> Fees and deposit
2> Greenmantle shall pay the Co-operative a participation and location fee of £6,000 plus VAT within 30 days of the first filming day. The Co-operative shall distribute it among the participating Members as it sees fit.
2> Where filming at a Member Farm lasts more than 8 hours in a day, Greenmantle shall pay the Co-operative £45 for each additional hour.
2> Before filming begins Greenmantle shall lodge a damage deposit of £1,000 with the Co-operative, to be returned within 14 days after the last filming day less the cost of making good any damage to crops, fences or gates.
1> No exclusivity
2> Nothing in this Agreement prevents the Co-operative or any Member from supplying, or appearing in the marketing of, any other retailer.
1> Assignment
2> Greenmantle may assign this Agreement to any member of its group of companies on written notice to the Co-operative.
1> Governing law
2> This Agreement is governed by the law of England and Wales.
## Schedule 1 – Members
| Member | Farm |
| R. & J. Hollis | Badsey Fields Farm, Badsey |
| Marjorie Tandy | Hampton Ferry Farm, Evesham |
| Kempsey Brothers Ltd | Littleton Grange, South Littleton |
## Schedule 2 – Key dates
| Harvest Date | 23 April 2027 |
| First filming day | 27 April 2027 |
| Second filming day | 4 May 2027 |
## Schedule 3 – Special conditions
This Schedule forms part of the Agreement and prevails over the clauses above where they conflict.
(a) Clause 4 (Territory) is deleted and replaced by: "The Territory is the United Kingdom and the Republic of Ireland."
(b) Greenmantle shall send the Co-operative a copy of each item of packaging that names a Member Farm before it goes to print.
Signed for GREENMANTLE FOODS PLC by Sunita Bhardwaj, Director of Brand
Signed for VALE OF EVESHAM GROWERS' CO-OPERATIVE LIMITED by Peter Hollis, Chair
`,
    expected: {
      parties: ["Greenmantle Foods plc", "Vale of Evesham Growers' Co-operative Limited"],
      signed: "2027-03-02",
      start: "2027-04-23",
      end: "2029-04-22",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["in_store", "web", "social", "print"],
      exclusive: false,
      fees: ["GBP 6000"],
      flags: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h27c-09-print-tractors-farm-livestock-release",
    style: "h27c-agricultural-and-farm-brand-campaign-releases",
    format: "pdf",
    source: `
# FARM LOCATION, LIVESTOCK AND LIKENESS RELEASE
Print Tractors (NZ) Limited – "Built for the Back Country" campaign
## Particulars
| Company | Print Tractors (NZ) Limited (company number 2290418), 55 Kahikatea Drive, Hamilton 3204 |
| Owners | Matthew James Tipene and Ngaire Anne Tipene, farming in partnership as Tipene Farming |
| Farm | Kahurangi Downs, 1480 Kopaki Valley Road, Te Kuiti |
| Livestock | Romney ewes, Angus cattle and working dogs kept at the Farm |
| Shoot days | 10 and 11 May 2027 (weather days 12 and 13 May 2027) |
| Launch Date | the opening day of the New Zealand National Agricultural Fieldays 2027, 16 June 2027 |
| Licence Period | 36 months from the Launch Date |
| Territory | New Zealand and Australia |
| Location fee | NZ$3,500 plus GST |
| Livestock fee | NZ$600 plus GST |
## Terms
1. Release. The Owners allow the Company to photograph and film the Farm, its land, buildings and livestock, and the Owners themselves working with the Company's tractors and implements, and to use the resulting material (the "Material") during the Licence Period in the Territory.
2. Media. The Company may use the Material in print advertisements and advertorials in farming and trade press, in brochures and product catalogues, on its stands at Fieldays and other agricultural shows, in dealer showrooms, and on the Company's website and social media channels, excluding television, cinema and outdoor billboards.
3. Payment. The Company shall pay the Location fee and the Livestock fee within 20 working days after the last shoot day, with GST at 15% in addition. If the Company cancels a shoot day on less than 72 hours' notice, it shall pay a cancellation charge of NZ$1,000 instead of the fees. The Owners' option to buy the demonstration Print X7 tractor used on the shoot at the dealer's discounted price of NZ$242,000 is a separate matter and forms no part of this release.
4. Competitive products. During the Licence Period the Owners shall not appear in, or allow the Farm or their livestock to be used in, advertising for any other brand of tractor or farm machinery. This does not stop the Owners owning or using other brands' machinery on the Farm, or appearing in advertising for their own meat and wool sales.
5. Animals and safety. The Owners or their staff shall handle all livestock during the shoot. The Company shall follow the Owners' directions on stock movement, dogs, gates and farm safety, and shall make good any damage to fences, tracks or pasture.
6. Sub-licensing and assignment. The Company may sub-license the Material to its authorised dealers in New Zealand and Australia, who may use it only in the media in clause 2 during the Licence Period. The Company may not assign this release.
7. Law. This release is governed by the laws of New Zealand.
Signed by Matthew James Tipene    Date: 19 April 2027
Signed by Ngaire Anne Tipene    Date: 19 April 2027
Signed for Print Tractors (NZ) Limited by Craig Henare, Marketing Manager ANZ    Date: 21 April 2027
`,
    expected: {
      parties: ["Print Tractors (NZ) Limited", "Matthew James Tipene", "Ngaire Anne Tipene"],
      signed: "2027-04-21",
      start: "2027-06-16",
      end: "2030-06-15",
      perpetual: false,
      territories: ["NZ", "AU"],
      channels: ["print", "in_store", "web", "social"],
      exclusive: true,
      fees: ["NZD 3500", "NZD 600"],
      flags: ["non_compete", "sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "h27c-10-dairy-cooperative-show-champion-release",
    style: "h27c-agricultural-and-farm-brand-campaign-releases",
    format: "text",
    source: `
# PRAIRIE GOLD DAIRY COOPERATIVE – FARM FAMILY AND ANIMAL RELEASE
Campaign: "From Our Farms" – 2027 State Fair shoot
Farm: Vandermolen Family Dairy, W4120 County Road KK, Kaukauna, Wisconsin 54130
In consideration of a one-time payment of $2,500, we, Dale Vandermolen and Carol Vandermolen, owners of Vandermolen Family Dairy and members of Prairie Gold Dairy Cooperative ("Prairie Gold"), grant Prairie Gold the following rights in the photographs, video and sound recordings of us, our farm, our buildings and our herd, including our Grand Champion Holstein cow "Maple Lane Juniper" photographed at the Wisconsin State Fair on August 7, 2027 (the "Materials").
GRANT. We grant Prairie Gold the irrevocable, perpetual, worldwide right to use the Materials, and our names, likenesses and farm name, in all media now known or later developed, including television, radio, print, outdoor, in-store and on product packaging, online and social media, and in cinema, to advertise and promote Prairie Gold and its dairy products.
BUYOUT. This is a complete buyout. The $2,500 covers all uses for all time, and no residuals, royalties or further payment will ever be due to us.
NOT PART OF THE PAYMENT. Prairie Gold will also reimburse our mileage to and from the State Fair at $0.67 per mile and pay a $75 per diem for each show day. These are expense reimbursements, not payment for this release. Our milk check and our patronage dividend as members of the cooperative are not affected by this release.
ASSIGNMENT. Prairie Gold may assign these rights, or license them to its licensees, retail partners and advertising agencies.
APPROVAL. We waive any right to inspect or approve the finished advertising or the copy used with it.
This release takes effect on the date Prairie Gold accepts it below.
Signed: Dale Vandermolen    Date: August 9, 2027
Signed: Carol Vandermolen    Date: August 9, 2027
Accepted: Prairie Gold Dairy Cooperative, by Ron Lindqvist, VP Member Relations    Date: 8/11/2027
`,
    expected: {
      parties: ["Prairie Gold Dairy Cooperative", "Dale Vandermolen", "Carol Vandermolen"],
      signed: "2027-08-11",
      start: "2027-08-11",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["USD 2500"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "buyout", "sublicensable", "assignable"]
    }
  }
]
