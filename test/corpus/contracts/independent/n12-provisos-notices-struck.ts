// Independent author "n12" (wave 12), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and
// answer-rule paragraphs of the wave 8/9/10/11 authors, and the first entry of n11's batch for the file convention),
// and committed before the reader was run on it: long-form legalese whose grants are narrowed and widened again by
// nested provisos ("PROVIDED ALWAYS THAT ... save that ... unless", "provided, however, ... provided further ...
// notwithstanding the foregoing proviso", definitions with "but does not include"); notices under a licence that
// withdraw part of the rights, terminate it early or suspend it (the licence's terms recited, then changed from an
// effective date); and licence schedules whose rows are struck through and initialled, marked "N/A", "Not
// applicable", "Not used" or "deleted by agreement". A DEVELOPMENT batch: its first, untuned score is the lead's.
//
// Answer rules decided by this author: a proviso that takes back a medium, a country or a right wins over the grant it
// qualifies, and a "save that" inside it gives back only what it names; a right granted "provided that the Fee has
// been paid" is granted; "shall not ... save with the prior written consent" denies assignment and sub-licensing;
// "nothing herein shall be construed as a grant in perpetuity" denies a perpetual term; a category exclusivity is an
// exclusivity (non_compete only where the talent promises not to work for competitors); a notice is signed on its
// own date, its parties are the licence's (not solicitors or agents writing for them), its start is the licence's,
// its end is the licence's end or the earlier date a termination takes effect, and its territories and channels are
// those left after a withdrawal; a fee the notice recites as the licence's fee is a fee, a refund, an unpaid
// instalment and an amount still due are not; a suspension that "does not extend the Term" leaves the end where it
// was; a schedule row struck through, "N/A", "Not applicable", "Not used" or "deleted" grants nothing, and where the
// row was a renewal, perpetuity, exclusivity or sub-licensing it denies it; a schedule's total is not a fee, its line
// fees are; "$" in a Canadian contract is CAD, "A$" AUD; "N months from" ends the day before the anniversary;
// television is broadcast, online video on the company's own sites web, posters and outdoor out_of_home,
// point-of-sale and shop displays in_store; "all media now known or hereafter devised" is every channel.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n12-nested-proviso-legalese",
  "n12-withdrawal-termination-notices",
  "n12-struck-schedule-rows"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n12-01-uk-image-licence-provisos",
    style: "n12-nested-proviso-legalese",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT
THIS AGREEMENT is made the 14th day of January 2026
BETWEEN
(1) IMOGEN ACHTERBERG of c/o Marlow Model Management, 12 Tabernacle Street, London EC2A 4LU (the "Licensor", who acts for herself and not as agent of Marlow Model Management, which is not a party to this Agreement); and
(2) PELLUCID SKINCARE LIMITED, a company incorporated in England and Wales (company number 09876543) whose registered office is at 40 Kingsland Road, London E2 8DA (the "Licensee").
## 1. Definitions
1> "Images" means the photographs of the Licensor taken by or for the Licensee at the photographic session held on 8 January 2026, together with any retouched versions thereof.
1> "Term" means the period of eighteen (18) months commencing on 1 February 2026.
## 2. Grant
1> In consideration of the Fee the Licensor hereby grants to the Licensee the exclusive right during the Term to reproduce and publish the Images in print and on the Licensee's website throughout the United Kingdom, PROVIDED ALWAYS THAT such exclusivity shall apply only in respect of facial skincare products and save that nothing in this Agreement shall prevent the Licensor from appearing in editorial features in newspapers and magazines, unless any such feature is paid for by or on behalf of a manufacturer of facial skincare products.
1> Provided always that the Fee has been paid in full, the Licensee may in addition publish the Images on its own social media accounts during the Term, save that no post containing an Image shall be promoted by way of paid advertising unless the Licensor has first approved that post in writing.
1> PROVIDED ALWAYS THAT no Image shall be used on television, in the cinema or on any poster, billboard or other outdoor advertising, save that an Image may be reproduced on printed leaflets handed to customers in the United Kingdom.
1> The Term shall not be renewed or extended save by a further agreement in writing signed by both parties, and nothing herein shall be construed as a grant of any right in perpetuity.
## 3. Fee
1> The Licensee shall pay to the Licensor the sum of £18,500 (eighteen thousand five hundred pounds) exclusive of VAT (the "Fee") within thirty (30) days of the date of this Agreement, provided that the Licensee shall in addition reimburse the Licensor's reasonable travel expenses incurred in attending the session, not exceeding £600 in aggregate.
## 4. Assignment
1> The Licensee shall not assign, sub-license, charge or otherwise transfer any of its rights under this Agreement, save with the prior written consent of the Licensor, provided that such consent shall not be unreasonably withheld.
## 5. General
1> This Agreement shall be governed by the laws of England and Wales.
IN WITNESS WHEREOF the parties have signed this Agreement on the date first above written.
Signed by IMOGEN ACHTERBERG ........................
Signed by Harriet Lowe, Director, for and on behalf of PELLUCID SKINCARE LIMITED ........................
`,
    expected: {
      parties: ["Imogen Achterberg", "Pellucid Skincare Limited"],
      signed: "2026-01-14",
      start: "2026-02-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["GBP 18500"],
      flags: [],
      denies: ["automatic_renewal", "perpetual_term", "assignable", "sublicensable"]
    }
  },
  {
    id: "n12-02-us-commercial-provided-further",
    style: "n12-nested-proviso-legalese",
    format: "pdf",
    source: `
# PERFORMER AGREEMENT - COMMERCIAL AND LIKENESS LICENSE
This Performer Agreement (this "Agreement") is entered into by and between Brightwater Beverage Company, LLC, a Delaware limited liability company ("Company"), and Dashiell Okonkwo-Reyes ("Performer").
## 1. Services
Performer shall render acting services on the commercial presently entitled "First Sip" (the "Commercial") on January 28 and 29, 2026, in Los Angeles, California.
## 2. Term
The term of this Agreement (the "Term") shall commence on the date of first broadcast of the Commercial, which the parties acknowledge is scheduled for February 9, 2026, and shall end twelve (12) months thereafter. This Agreement shall not automatically renew; any extension shall require a new written agreement.
## 3. Grant of Rights
(a) Subject to the provisos of this Section 3, Company shall have the right during the Term to exhibit the Commercial and to use Performer's name, likeness and voice as embodied therein on television, in online video on Company's own websites and on Company's social media accounts, in each case in the United States and Canada; provided, however, that use in Canada shall be limited to Company's websites and social media accounts (which, for the avoidance of doubt, excludes television); and provided further that, except as expressly permitted in Section 3(b), no print, outdoor, transit or cinema advertising shall be made.
(b) Notwithstanding the foregoing proviso, Company may reproduce a single still image taken from the Commercial on point-of-sale displays in retail stores in the United States, provided that no such display shall exceed twenty-four (24) by thirty-six (36) inches.
(c) Nothing in this Section 3 shall be deemed to grant Company any right to use Performer's likeness in connection with any product other than Company's sparkling beverages.
## 4. Compensation
(a) Session fee: Company shall pay Performer a session fee of $3,500 for both days of services.
(b) Use fee: for the uses permitted under Section 3, Company shall pay Performer a use fee of $45,000, payable in two equal installments of $22,500 each, the first within thirty (30) days of first broadcast and the second on the six-month anniversary thereof.
(c) All compensation shall be paid to Performer's agent, Calloway Talent Group, whose commission of ten percent (10%) shall be deducted from the amounts above.
## 5. Exclusivity
During the Term, Performer shall not render services in or authorize the use of Performer's name or likeness in any commercial or advertisement for any carbonated soft drink other than Company's; provided, however, that nothing herein shall restrict Performer's existing endorsement of Halverson Sparkling Water until its scheduled expiry on March 31, 2026, unless such endorsement is extended, in which case this Section 5 shall apply to the extension.
## 6. Conduct
If Performer commits any act or becomes involved in any situation which brings Performer into public disrepute, contempt, scandal or ridicule, or which reflects unfavorably on Company, Company may terminate this Agreement upon written notice, provided that Company gives such notice within sixty (60) days of first learning of such act.
## 7. Assignment
Company may assign this Agreement to any affiliate or to any successor to its beverage business, provided that Company remains liable for payments hereunder. Performer may not assign this Agreement.
## 8. Miscellaneous
This Agreement shall be governed by the laws of the State of California.
AGREED AND ACCEPTED:
BRIGHTWATER BEVERAGE COMPANY, LLC    By: Maren Solberg, VP Marketing    Date: January 22, 2026
DASHIELL OKONKWO-REYES    Date: January 22, 2026
`,
    expected: {
      parties: ["Brightwater Beverage Company, LLC", "Dashiell Okonkwo-Reyes"],
      signed: "2026-01-22",
      start: "2026-02-09",
      end: "2027-02-08",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 3500", "USD 45000"],
      flags: ["non_compete", "morality_clause", "assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n12-03-irish-footage-licence-save-as",
    style: "n12-nested-proviso-legalese",
    format: "scan",
    source: `
# LICENCE OF ARCHIVE FOOTAGE
THIS LICENCE is dated the 3rd day of March 2026 and is made BETWEEN CORRIB FILMS LIMITED, having its registered office at 4 Dominick Street, Galway, Ireland (the "Licensor") of the one part AND TALLOW LANE PRODUCTIONS LIMITED, having its registered office at 19 Pembroke Road, Dublin 4, Ireland (the "Licensee") of the other part.
WHEREAS the Licensee is producing a documentary presently entitled "The Western Light" (the "Programme") and wishes to include therein sixty (60) seconds of footage from the Licensor's archive, being the clips listed in the Schedule (the "Footage").
NOW IT IS HEREBY AGREED as follows:
1> With effect from the date hereof, the Licensor grants to the Licensee a non-exclusive licence to include the Footage in the Programme and to exploit the Programme, with the Footage included therein, in all media now known or hereafter devised throughout the world in perpetuity, PROVIDED ALWAYS THAT the Footage shall not be used in any advertising or promotion of the Programme save as part of trailers not exceeding thirty (30) seconds in length, unless the Licensor has approved such other use in writing.
1> Save as otherwise provided in clause 1, the Licensee shall not use the Footage separately from the Programme, provided that nothing in this clause shall prevent the inclusion of the Programme, unaltered, in any compilation or box set.
1> The licence hereby granted is irrevocable save in the event that the Licence Fee is not paid in accordance with clause 4.
1> The Licensee may sub-license its rights under this Licence to broadcasters, distributors and platforms exploiting the Programme, provided always that each such sub-licensee is bound by the restriction in clause 1.
1> In consideration of the licence the Licensee shall pay to the Licensor a fee calculated at €120 per second of Footage, being €7,200 in total for the sixty (60) seconds licensed (the "Licence Fee"), plus VAT at the applicable rate, within fourteen (14) days of the date hereof.
1> The Licensee shall credit the Licensor in the end credits of the Programme as "Archive footage courtesy of Corrib Films".
1> This Licence shall be governed by the laws of Ireland.
IN WITNESS whereof the parties have executed this Licence on the date first herein written.
Signed for and on behalf of CORRIB FILMS LIMITED: Declan Fahy, Director
Signed for and on behalf of TALLOW LANE PRODUCTIONS LIMITED: Niamh Brennan, Producer
`,
    expected: {
      parties: ["Corrib Films Limited", "Tallow Lane Productions Limited"],
      signed: "2026-03-03",
      start: "2026-03-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["EUR 7200"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "n12-04-au-definitions-but-does-not-include",
    style: "n12-nested-proviso-legalese",
    format: "text",
    source: `
# TALENT LICENCE DEED
Date: 16 February 2026
Parties
Keira Nguyen-Whitlock of Fitzroy, Victoria (Talent)
Southbank Mutual Bank Ltd ABN 12 345 678 901 of 200 Collins Street, Melbourne VIC 3000 (Licensee)
1. Definitions
Licensed Media means social media and the Licensee's websites, but does not include (a) television, unless the Licensee pays the Additional Fee under clause 4.2, or (b) any outdoor or cinema advertising in any circumstances, save that (c) the Licensee's mobile banking app is treated as one of its websites.
Territory means Australia and New Zealand, provided that the Licensee's use in New Zealand is limited to its website.
Term means 12 months from 1 March 2026.
2. Licence
2.1 The Talent grants the Licensee a non-exclusive licence to use the Talent's name, image and the recorded footage in the Licensed Media in the Territory during the Term.
2.2 Provided always that nothing in this deed restricts the Talent from appearing in advertising for any other bank, credit union or financial services provider, whether during the Term or after it.
2.3 The Licensee may not sub-license or assign this licence, except to a related body corporate of the Licensee with the Talent's prior written consent.
3. End of licence
3.1 At the end of the Term the licence ends and is not renewed automatically. The Licensee must remove all posts containing the Talent within 14 days, save that archived posts need not be deleted unless the Talent asks in writing.
4. Fees
4.1 The Licensee must pay the Talent A$9,000 plus GST within 30 days of the date of this deed.
4.2 If the Licensee elects by written notice before 1 June 2026 to extend the Licensed Media to free-to-air and subscription television, it must pay the Talent a further A$6,500 plus GST (Additional Fee). No such election has been made at the date of this deed.
Executed as a deed.
Signed sealed and delivered by Keira Nguyen-Whitlock in the presence of: Tom Abara (witness)
Executed by Southbank Mutual Bank Ltd by its authorised officers: Leonie Park (Director), Sam Iredale (Company Secretary)
`,
    expected: {
      parties: ["Keira Nguyen-Whitlock", "Southbank Mutual Bank Ltd"],
      signed: "2026-02-16",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["AUD 9000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal", "sublicensable", "assignable"]
    }
  },
  {
    id: "n12-05-de-partial-withdrawal-notice",
    style: "n12-withdrawal-termination-notices",
    format: "docx",
    source: `
# NOTICE OF PARTIAL WITHDRAWAL OF RIGHTS
Weiss & Lang Rechtsanwaelte, Maximilianstrasse 31, 80539 Munich, Germany
By e-mail and registered post
To: Kornfeld Outdoor Apparel GmbH, Leopoldstrasse 88, 80802 Munich, Germany (the "Licensee")
Date: 15 May 2026
Re: Image Licence Agreement dated 10 January 2026 between Annelie Brandstetter (the "Licensor") and the Licensee (the "Licence")
Dear Sirs,
We act for the Licensor. This notice is given on her behalf under clause 9.2 of the Licence, which entitles her to withdraw the Licence in respect of any country or medium on fourteen (14) days' written notice if the Images are used in a manner not approved under clause 7.
## 1. The Licence as it stands
Under the Licence the Licensor granted the Licensee the exclusive right to use the Images of the Licensor for outdoor apparel on its website, its social media accounts, in printed catalogues and on posters and billboards, in Germany, Austria and Switzerland, for the Term of 1 February 2026 to 31 January 2028, in consideration of a licence fee of EUR 24,000 paid under clause 5.
## 2. Withdrawal
The Licensor hereby withdraws the Licence, with effect from 1 June 2026, in respect of:
(a) Austria, where the Images were displayed on billboards carrying an unapproved slogan; and
(b) posters, billboards and all other outdoor advertising, in every country of the Territory.
## 3. What remains
For the avoidance of doubt, the Licence otherwise continues in full force: the Licensee may continue to use the Images on its website, on its social media accounts and in printed catalogues in Germany and Switzerland until 31 January 2028. The exclusivity in clause 4 of the Licence is not affected by this notice.
The Licensor will refund to the Licensee EUR 3,000 of the licence fee, being the part attributable to outdoor use for the remainder of the Term, within thirty (30) days. No other sum is payable by either party by reason of this notice.
Please confirm by 1 June 2026 that all posters and billboards bearing the Images have been removed.
Yours faithfully,
Dr. Katrin Weiss
Weiss & Lang Rechtsanwaelte, for and on behalf of Annelie Brandstetter
`,
    expected: {
      parties: ["Annelie Brandstetter", "Kornfeld Outdoor Apparel GmbH"],
      signed: "2026-05-15",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["DE", "CH"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["EUR 24000"],
      flags: []
    }
  },
  {
    id: "n12-06-us-termination-for-nonpayment-email",
    style: "n12-withdrawal-termination-notices",
    format: "text",
    source: `
# NOTICE OF TERMINATION
From: Rosa Delgado <rosa@delgadoentertainmentlaw.com>
To: legal@lumeneyewear.com
Cc: Theo Marchetti
Date: Thu, Apr 30, 2026 10:41 AM
Subject: Notice of Termination - Marchetti / Lumen Eyewear License Agreement dated February 2, 2026
To Lumen Eyewear Inc. ("Lumen"):
This firm represents Theo Marchetti ("Talent"). Please treat this e-mail as formal written notice under Section 12 (Termination for Breach) of the License Agreement dated February 2, 2026 between Talent and Lumen (the "Agreement").
Under the Agreement, Talent granted Lumen a non-exclusive license to use Talent's name and likeness in the United States on Lumen's website and Lumen's Instagram and TikTok accounts for the period March 1, 2026 through December 31, 2026, for a fee of US$20,000 payable in two installments of US$10,000.
The second installment of US$10,000 fell due on April 1, 2026 and remains unpaid. Talent notified Lumen of the breach on April 6, 2026, and Lumen has not cured it within the twenty (20) day cure period in Section 12.
Accordingly, Talent hereby terminates the Agreement with effect from May 15, 2026. On and after that date Lumen has no right to use Talent's name or likeness in any medium, and must remove every post and web page featuring Talent by 11:59 p.m. Pacific Time on May 15, 2026. The term will not be extended or renewed.
Talent reserves all rights and remedies, including recovery of the unpaid installment and interest.
Rosa Delgado
Delgado Entertainment Law, P.C., attorneys for Theo Marchetti
`,
    expected: {
      parties: ["Theo Marchetti", "Lumen Eyewear Inc."],
      signed: "2026-04-30",
      start: "2026-03-01",
      end: "2026-05-15",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 20000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n12-07-uk-suspension-notice",
    style: "n12-withdrawal-termination-notices",
    format: "scan",
    source: `
# NOTICE OF SUSPENSION OF USE
Kestrel Telecom plc, 1 Canal Reach, London N1C 4AQ
3 June 2026
Private and confidential
Saoirse Delaney
c/o Fenwick Voice Agency, 22 Wardour Street, London W1D 6QQ
Dear Ms Delaney
Voice and Likeness Agreement dated 12 February 2026 between you and Kestrel Telecom plc (the "Agreement")
1> Under the Agreement you granted Kestrel the right to broadcast the "Everywhere, Together" campaign featuring your voice and likeness on television, in cinemas and on Kestrel's YouTube channel throughout the United Kingdom from 1 March 2026 to 28 February 2027 (the "Term"), and you agreed to exclusivity in the mobile telecommunications category under clause 6.
1> Following a complaint to the Advertising Standards Authority about a claim in the campaign (not about your performance), Kestrel is suspending all use of the campaign in every medium with immediate effect, pending the outcome of the ASA's investigation.
1> This suspension does not terminate the Agreement. The Term is not extended by the period of suspension and will end on 28 February 2027 as agreed. If use resumes, it will be in the same media and territory as before.
1> The fee of £30,000 under clause 5 of the Agreement remains payable in full on the dates agreed, and your category exclusivity under clause 6 continues during the suspension.
1> We will write to you again when the ASA has ruled.
Yours sincerely
Grace Oyelaran
Head of Brand, for Kestrel Telecom plc
`,
    expected: {
      parties: ["Saoirse Delaney", "Kestrel Telecom plc"],
      signed: "2026-06-03",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "cinema", "social"],
      exclusive: true,
      fees: ["GBP 30000"],
      flags: []
    }
  },
  {
    id: "n12-08-uk-schedule-struck-initialled",
    style: "n12-struck-schedule-rows",
    format: "docx",
    source: `
# PHOTOGRAPHIC USAGE LICENCE
This licence is made on 20 March 2026 between Priya Halvorsen, photographer and model, of 8 Albion Road, Bristol BS6 5EH ("the Licensor") and Juniper & Finch Ltd, 3 Temple Quay, Bristol BS1 6DZ ("the Licensee").
The Licensor licenses the Licensee to use the Photographs described in the Schedule in the media, for the periods and for the fees set out in the Schedule, in the Territory stated there, and on the terms overleaf. Rows struck through and initialled by both parties, or marked N/A, do not form part of this licence.
## Schedule
| Item | Particulars |
| Photographs | 12 images from the spring lookbook shoot of 2 March 2026 |
| Territory | United Kingdom |
| Start Date | 1 April 2026 |
| Exclusivity | ~~Exclusive in the United Kingdom for the Period~~ - struck through, initialled PH / JS. N/A |
| Renewal | ~~Renews automatically for successive periods of 12 months unless either party gives 30 days' written notice~~ - struck through, initialled PH / JS. N/A |
## Media, periods and fees
| Medium | Period | Fee |
| Television | N/A | N/A |
| Licensee's website | 12 months from the Start Date | £2,500 |
| Licensee's social media accounts | 12 months from the Start Date | £1,500 |
| Outdoor posters and billboards | ~~6 months from the Start Date~~ struck through PH / JS | ~~£4,000~~ struck through PH / JS |
| Printed brochures and catalogues | 12 months from the Start Date | £1,000 |
| Total | | £5,000 plus VAT |
## Terms overleaf
1> The Licensee shall credit the Licensor where practicable.
1> The Licensee shall not alter the Photographs other than by cropping or resizing.
1> This licence may not be assigned by either party without the other's written consent.
Signed: Priya Halvorsen    Date: 20 March 2026
Signed: James Sutter, Marketing Director, for Juniper & Finch Ltd    Date: 20 March 2026
`,
    expected: {
      parties: ["Priya Halvorsen", "Juniper & Finch Ltd"],
      signed: "2026-03-20",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 2500", "GBP 1500", "GBP 1000"],
      flags: [],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "n12-09-ca-grant-schedule-not-applicable",
    style: "n12-struck-schedule-rows",
    format: "pdf",
    source: `
# APPEARANCE RELEASE AND LICENCE
Granville Street Pictures Inc., 1201 Granville Street, Vancouver, British Columbia V6Z 1M6 (the "Producer")
Mathieu Tremblay-Rousseau, of Burnaby, British Columbia (the "Performer")
The Performer appears in the promotional film "Coastline Living" produced by the Producer for a residential developer. The Performer grants the Producer the rights marked "Yes" in Schedule B, and no right marked "Not applicable" or "N/A". The Producer owns the film; this licence covers the use of the Performer's appearance in it.
## Schedule B - Grant
| Right | Granted |
| Territory - Canada | Yes |
| Territory - United States | Not applicable |
| Territory - Worldwide | N/A |
| Broadcast television | Yes |
| Internet and digital (Producer's and developer's websites) | Yes |
| Cinema | N/A |
| Outdoor and transit | N/A |
| Print | Not applicable |
| Sales-centre display screens (in store) | Yes |
| Term | 2 years from the Start Date of May 15, 2026 |
| Perpetual use | N/A |
| Exclusivity | Non-exclusive |
| Sub-licensing | N/A |
| Fee | $8,000, plus GST of $400 |
## Terms
1. The Producer shall pay the Fee within 30 days of the Start Date. Holding fees, residuals and re-use fees are not applicable.
2. The Performer waives any claim to approve the final edit of the film.
3. This licence is governed by the laws of British Columbia and the federal laws of Canada applicable therein.
Dated at Vancouver, British Columbia, this 6th day of May, 2026.
Granville Street Pictures Inc., per: Ellen Ashcroft, Producer
Mathieu Tremblay-Rousseau
`,
    expected: {
      parties: ["Granville Street Pictures Inc.", "Mathieu Tremblay-Rousseau"],
      signed: "2026-05-06",
      start: "2026-05-15",
      end: "2028-05-14",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "in_store"],
      exclusive: false,
      fees: ["CAD 8000"],
      flags: [],
      denies: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "n12-10-au-footage-particulars-not-used",
    style: "n12-struck-schedule-rows",
    format: "pdf",
    source: `
# FOOTAGE LICENCE - LICENCE PARTICULARS
Harbourlight Stock Pty Ltd ABN 55 600 123 456, Level 3, 45 Crown Street, Surry Hills NSW 2010 (Licensor)
Cobalt Ridge Creative Pty Ltd ABN 77 611 987 654, 9 Brunswick Street, Fortitude Valley QLD 4006 (Licensee)
The Licensor grants the Licensee a licence of the Footage on the Licence Particulars below and the Standard Terms. An Item marked "Not used" or "deleted" does not apply.
| Item | Particular | Detail |
| 1 | Footage | Clips HL-2291, HL-2292 and HL-2307 (aerial coastline, 4K) |
| 2 | Project | Online campaign for Cobalt Ridge's client, a regional tourism board |
| 3 | Commencement Date | 1 July 2026 |
| 4 | Territory | Australia |
| 5 | Additional Territory | Not used |
| 6 | Media | Online and social media |
| 7 | Additional Media | ~~Free-to-air television~~ deleted by agreement 22/06/2026 |
| 8 | Licence Period | In perpetuity from the Commencement Date |
| 9 | Exclusivity | Not used |
| 10 | Licence Fee | A$3,000 plus GST |
| 11 | Option Fee (Item 7) | Not used |
| 12 | Sub-licensing | Permitted, to the Licensee's client for the Project only |
## Standard Terms (extract)
1. Unless Item 9 applies, the licence is non-exclusive.
2. Where Item 8 states a period, the licence ends at the end of that period.
3. The Licensee may not use the Footage in any medium not stated in Item 6 or Item 7.
Signed for the Licensor: Mei Takahashi, Licensing Manager, 22 June 2026
Signed for the Licensee: Callum Rees, Director, 22 June 2026
`,
    expected: {
      parties: ["Harbourlight Stock Pty Ltd", "Cobalt Ridge Creative Pty Ltd"],
      signed: "2026-06-22",
      start: "2026-07-01",
      end: null,
      perpetual: true,
      territories: ["AU"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["AUD 3000"],
      flags: ["perpetual_term", "sublicensable"]
    }
  }
]
