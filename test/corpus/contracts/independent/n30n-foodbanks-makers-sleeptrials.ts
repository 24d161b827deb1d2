// Independent author "n30n" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of n11's batch for the
// file convention, the checker check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three drafting styles:
// - food-bank volunteer story consents: a charity's one-page consent form in plain words ("we", "you"), a "Dear ..."
//   letter with a reply slip whose appeal launches on a date given later, a UK release with role-labelled party
//   blocks, dates only in a schedule table and a rider that replaces the media clause, and a US perpetual release whose
//   volunteer is named only in the signature block. Hard: no fee but expenses refunded, an appeal named "Winter
//   Broadcast Appeal" that is used only online, a heading "Broadcast and Online Use" over a clause the rider deletes,
//   withdrawal rights that deny an irrevocable grant.
// - handmade-craft marketplace seller photo licences: a UK featured-maker licence with the term counted from a Feature
//   Date in a schedule and an "excluding ..." list, a US featured-shop licence from a seller called "Outdoor Print Co."
//   with a marketplace exclusivity carved out for the seller's own site, and a Dutch marketplace's stand-alone
//   amendment that replaces the term and territory clauses. Hard: channel words in a shop's name, a seller commission
//   and reimbursed shipping that are not fees, an amendment signed long after the licence began.
// - sleep clinic and mattress-brand trial participant releases: a mattress brand's trial e-mail terms (term counted
//   from a Trial End Date, a refundable deposit), a sleep clinic's "Dear Ms. ..." media release whose study pay is
//   expressly not payment for the release and which bars passing images to the mattress maker (a mattress named
//   "Billboard Hybrid"), and a long UK talent-side release with a mattress-category competitor restriction, a
//   "Sub-licensing" heading over a prohibition, a launch date defined later, an option and a cancellation fee.
//
// Answer rules decided by this author: the parties are the two who are bound (the person who gives the consent or
// release and the organisation that receives it; a sponsor, a manufacturer or a retailer named in the text is not a
// party); a party's name is as the document gives it, without role labels; the signing date is the date of the last
// signature (a consent form or reply slip signed by one person: that person's date); a stand-alone amendment is signed
// on its own date and its start and end are those of the licence as amended; where a release takes effect on signing
// and names no other start, the start is the signing date; "N months/years from X" ends the day before the
// anniversary of X, and X may be given later or in a schedule; perpetual means no end and the perpetual_term flag (not
// no_end_date as well); fees are sums of money paid to the person or business granting the rights for the rights or
// the services: expenses, mileage, refunded deposits, a seller's commission to the marketplace, reimbursed shipping,
// study compensation paid under another document and expressly not for the release, an unexercised option price, a
// cancellation fee and VAT are not fees; a mattress kept at no charge is not a fee; no fee gives no_fee_stated;
// websites and apps are web, Facebook, Instagram, TikTok, YouTube and Pinterest accounts are social, newsletters,
// leaflets, brochures, annual reports and catalogues print, television broadcast, posters and billboards out_of_home,
// showroom and store displays and collection-point material in_store; a rider or amendment replaces the clause it
// names and prevails; names of appeals, products and shops ("Winter Broadcast Appeal", "Outdoor Print Co.", "Billboard
// Hybrid") are not channels; "the United Kingdom" is GB, territory lists are the countries named or ["worldwide"];
// exclusive is true where the grantor may not give the same rights to others or appear for competitors, false where
// the text says non-exclusive or leaves the grantor free, null where silent; a promise not to appear for a category's
// competitors is non_compete; a right may be withdrawn at any time denies irrevocable_grant; "shall not / will not
// give, sell or license to any other organisation" denies sublicensable; "may not transfer" denies assignable; "shall
// not renew automatically" denies automatic_renewal.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30n-foodbank-volunteer-story-consents",
  "n30n-craft-marketplace-seller-photo-licences",
  "n30n-sleep-clinic-mattress-trial-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30n-01-food-bank-consent-form",
    style: "n30n-foodbank-volunteer-story-consents",
    format: "scan",
    source: `
# EASTFIELD FOOD BANK - SHARING YOUR STORY: CONSENT FORM
Eastfield Food Bank, Unit 4 Canal Yard, Eastfield, Sheffield S9 3HL. Registered charity no. 1187342.
Thank you for volunteering with us. Your story helps us raise funds and find new volunteers. Please read this form, ask us anything you are unsure about, and sign at the bottom if you are happy.
## What you are agreeing to
1> You agree that Eastfield Food Bank ("we", "us") may use the story you told us on 26 February 2026, short quotes from it, and the photographs our volunteer photographer took of you at the warehouse ("your story").
1> We may use your story on our website, on our Facebook and Instagram pages, and in our printed newsletter and printed annual report.
1> We will not use your story in television or radio appeals or on posters or billboards.
1> We will use your story in the United Kingdom only.
1> Your consent lasts for two years from the date you sign this form. After that we will remove your story from our website and social media pages and will not print it again.
## Your rights
1> You can withdraw your consent at any time by telling the Volunteer Coordinator. We will stop new uses straight away and remove online posts within 14 days.
1> We will not give, sell or lend your story or photographs to any other organisation, including our funders and supermarket partners.
1> We will use your first name only unless you tick here: [X] You may use my full name.
## Payment
No payment is made for this consent. If you travelled to the photo session, we will refund your bus or train fare up to £15 on production of a ticket.
## Signature
Name: Deborah Okafor
Signed: D. Okafor
Date: 12 March 2026
For Eastfield Food Bank: Joanne Pryce, Volunteer Coordinator
`,
    expected: {
      parties: ["Eastfield Food Bank", "Deborah Okafor"],
      signed: "2026-03-12",
      start: "2026-03-12",
      end: "2028-03-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "n30n-02-winter-appeal-letter",
    style: "n30n-foodbank-volunteer-story-consents",
    format: "text",
    source: `
FairShare Pantry Network
2nd Floor, 88 Deansgate, Manchester M3 2ER
28 October 2026
Dear Tariq,
Your story in our Winter Broadcast Appeal
Thank you so much for agreeing to be filmed at the Salford distribution hub last week. This letter sets out how we would like to use the film and what you are agreeing to if you sign the reply slip below.
What we will use: the filmed interview of you (about four minutes), clips and stills from it, and the quotes you gave us ("the Film").
Where we will use it: on the FairShare website and on our Instagram, TikTok and YouTube channels only. The Winter Broadcast Appeal is the name of our online appeal; it is not a television appeal, and the Film will not be shown on television or radio, in cinemas, on posters or in print.
Where it can be seen: because our website and channels can be seen anywhere, this consent covers use worldwide.
For how long: from the Appeal Launch Date until 31 March 2027. After 31 March 2027 we will take the Film down and will not use it again.
Payment: we are not able to pay for your time. We will reimburse your travel to and from the filming, up to £20, on receipt.
You may withdraw your consent at any time before the Appeal Launch Date by e-mailing stories@fairsharepantry.org.uk.
The Appeal Launch Date: the Winter Broadcast Appeal launches on 17 November 2026.
With warm thanks,
Helen Marsh
Head of Supporter Communications, FairShare Pantry Network
---
REPLY SLIP
I have read the letter above and I agree to FairShare Pantry Network using the Film as the letter describes.
Name: Tariq Rahman
Signed: Tariq Rahman
Date: 3 November 2026
`,
    expected: {
      parties: ["FairShare Pantry Network", "Tariq Rahman"],
      signed: "2026-11-03",
      start: "2026-11-17",
      end: "2027-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n30n-03-volunteer-release-with-rider",
    style: "n30n-foodbank-volunteer-story-consents",
    format: "docx",
    source: `
# VOLUNTEER STORY RELEASE
This Release is made on the Consent Date stated in the Schedule
## Parties
(1) NORTHGATE LARDER CIO, a charitable incorporated organisation registered in England and Wales (charity no. 1172209) whose principal office is at 14 Mill Lane, Leeds LS2 7QT (the "Charity"); and
(2) ALISON PETRIE of 3 Holly Bank, Headingley, Leeds LS6 4DJ (the "Volunteer").
## Background
The Volunteer has volunteered at the Charity's Kirkstall pantry since 2022 and has agreed to tell her story in a filmed interview and a photo session arranged by the Charity.
## Terms
1> Definitions. "Materials" means the filmed interview, photographs and written quotes of the Volunteer made by or for the Charity in June 2025. "Use Period" means the period stated in the Schedule.
1> Grant. The Volunteer grants the Charity a non-exclusive licence to use the Materials during the Use Period in the United Kingdom. The Volunteer remains free to tell her story to anyone else, including the press.
1> Honorarium. The Charity shall pay the Volunteer an honorarium of £150 for the filmed interview within 30 days of the Consent Date. The Charity shall also reimburse mileage for the Volunteer's car journeys to the filming at 45p per mile.
1> Broadcast and Online Use. The Charity may use the Materials on its website, in television and radio appeals, and in its printed leaflets.
1> No transfer. The Charity may not transfer this Release or any of its rights under it to any other person.
1> Withdrawal. The Volunteer may withdraw her consent by written notice; the Charity shall then make no new use of the Materials.
## Schedule
| Item | Detail |
| Consent Date | 9 June 2025 |
| Use Period begins | 1 July 2025 |
| Use Period ends | 30 June 2026 |
| Filming | Kirkstall pantry, 12 June 2025 |
## Signatures
| For Northgate Larder CIO | The Volunteer |
| Signed: Rev. Paul Ibbotson, Chair of Trustees | Signed: Alison Petrie |
## RIDER
This Rider is signed together with the Release above. Where the Rider and the Release differ, the Rider prevails.
Clause 4 (Broadcast and Online Use) is deleted and replaced by: "The Charity may use the Materials only on its website, in its printed leaflets, and on display boards in-store at the Greaves & Lowe supermarket collection points in Leeds. The Charity shall not use the Materials on television or radio."
| Initialled for the Charity: P.I. | Initialled by the Volunteer: A.P. |
`,
    expected: {
      parties: ["Northgate Larder CIO", "Alison Petrie"],
      signed: "2025-06-09",
      start: "2025-07-01",
      end: "2026-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 150"],
      flags: [],
      denies: ["assignable", "irrevocable_grant"]
    }
  },
  {
    id: "n30n-04-us-perpetual-storytelling-release",
    style: "n30n-foodbank-volunteer-story-consents",
    format: "pdf",
    source: `
# CAPITAL AREA FOOD PANTRY, INC. - VOLUNTEER STORYTELLING CONSENT AND RELEASE
Capital Area Food Pantry, Inc., a Texas nonprofit corporation, 4100 East Riverside Drive, Austin, Texas 78741 (the "Pantry")
I, the undersigned volunteer, agree as follows:
1> Grant. I grant the Pantry and its officers, employees and volunteers the irrevocable right to record, photograph, quote and use my name, likeness, voice, image and personal story as told to the Pantry (the "Materials"), in whole or in part, in any and all media now known or hereafter devised, throughout the world, in perpetuity, for the Pantry's fundraising, outreach and educational purposes.
1> Effective date. This release takes effect on the date I sign it below and does not expire.
1> No payment. I understand that I will not be paid for this release or for any use of the Materials, and that my volunteer hours are not paid work.
1> Editing. The Pantry may edit, crop and caption the Materials. I waive any right to inspect or approve the finished uses.
1> Release of claims. I release the Pantry from all claims for invasion of privacy, right of publicity or defamation arising from any use permitted by this release.
1> Minors. If I am under 18, my parent or guardian signs below as well.
I have read this release and understand it.
| Volunteer name (print) | Marisol Vega |
| Volunteer signature | Marisol Vega |
| Date | 02/14/2026 |
| Received for the Pantry | Dana Whitfield, Volunteer Engagement Manager |
`,
    expected: {
      parties: ["Capital Area Food Pantry, Inc.", "Marisol Vega"],
      signed: "2026-02-14",
      start: "2026-02-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "no_fee_stated"]
    }
  },
  {
    id: "n30n-05-featured-maker-photo-licence",
    style: "n30n-craft-marketplace-seller-photo-licences",
    format: "docx",
    source: `
# LOOMWELL FEATURED MAKER PHOTO LICENCE
## Between
LOOMWELL MARKETPLACE LTD, a company registered in England and Wales (company no. 13307815) whose registered office is at 27 Hoxton Square, London N1 6NN ("Loomwell"); and
BRIAR & BRAMBLE CERAMICS LTD, a company registered in England and Wales (company no. 12544090) whose registered office is at The Old Dairy, Church Lane, Frome BA11 1PW ("the Seller").
## Background
The Seller sells handmade stoneware on the Loomwell marketplace. Loomwell has chosen the Seller as a Featured Maker and wishes to use the Seller's own product photographs to promote the feature.
## Agreed terms
1> Photographs. "Photographs" means the 24 product and studio photographs supplied by the Seller and listed in the Schedule. The Seller owns the copyright in the Photographs and keeps it.
1> Licence. The Seller grants Loomwell a non-exclusive licence to reproduce and display the Photographs in the United Kingdom and Ireland on Loomwell's website and app and on Loomwell's Instagram, Pinterest and Facebook accounts, excluding printed catalogues, outdoor advertising and television.
1> Sub-licensing. Loomwell may sub-license the Photographs to its shopping-advertising partners solely to promote the Seller's listings on Loomwell.
1> Term. The licence runs for 12 months from the Feature Date.
1> Featured Maker fee. Loomwell shall pay the Seller a Featured Maker fee of £300 (plus VAT, if the Seller is VAT-registered) within 14 days of the Feature Date.
1> Commission. Nothing in this Licence changes the Seller's usual commission of 6.5% payable to Loomwell on each sale made through the marketplace.
1> Credit. Loomwell will credit the Photographs "Photo: Briar & Bramble Ceramics" where practical.
## Schedule
| Feature Date | 1 September 2026 |
| Photographs | BB-001 to BB-024 (stoneware mugs, jugs and bowls; studio shots) |
| Seller contact | Hannah Clegg, Director |
## Signed
| For Loomwell Marketplace Ltd | For Briar & Bramble Ceramics Ltd |
| Signed: Tom Achterberg, Head of Makers | Signed: Hannah Clegg, Director |
| Date: 14 August 2026 | Date: 12 August 2026 |
`,
    expected: {
      parties: ["Loomwell Marketplace Ltd", "Briar & Bramble Ceramics Ltd"],
      signed: "2026-08-14",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 300"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n30n-06-featured-shop-exclusive-window",
    style: "n30n-craft-marketplace-seller-photo-licences",
    format: "pdf",
    source: `
# CRAFTYARD FEATURED SHOP PHOTO LICENSE AGREEMENT
This Featured Shop Photo License Agreement (this "Agreement") is entered into by Craftyard, Inc., a Delaware corporation with offices at 210 Varick Street, New York, NY 10014 ("Craftyard"), and Outdoor Print Co. LLC, an Oregon limited liability company located at 1536 SE Hawthorne Blvd, Portland, OR 97214 ("Seller").
## 1. Background
Seller operates a shop on the Craftyard marketplace selling hand-pulled letterpress prints of Pacific Northwest landscapes. Craftyard has selected Seller's shop for its Holiday Featured Shops program.
## 2. License
2.1 Seller grants Craftyard a license to display the photographs of Seller's prints identified in Exhibit A (the "Featured Photographs") on Craftyard's website and mobile app and on Craftyard's Instagram, Pinterest and TikTok accounts, in the United States.
2.2 No print, outdoor, billboard or television use of the Featured Photographs is licensed under this Agreement.
2.3 Craftyard may not sublicense the Featured Photographs to any third party.
## 3. Feature Window; Exclusivity
3.1 The license applies from October 1, 2026 through December 31, 2026 (the "Feature Window").
3.2 During the Feature Window, Seller shall not license the Featured Photographs to any other online marketplace, except that Seller may continue to use them on Seller's own website.
## 4. Payment
4.1 Craftyard will pay Seller a feature fee of $750 within 30 days after the Feature Window begins.
4.2 Craftyard will reimburse at cost Seller's shipping charges for sample prints sent to Craftyard's studio for styling.
## 5. General
This Agreement is governed by the laws of the State of New York.
| Craftyard, Inc. | Outdoor Print Co. LLC |
| By: Renata Solis, Director of Seller Programs | By: Eli Brandvold, Member |
| Date: September 16, 2026 | Date: September 15, 2026 |
## Exhibit A - Featured Photographs
| Ref. | Description |
| OP-11 | "Mount Hood at Dawn", 11 x 14 letterpress print, flat lay |
| OP-12 | "Cannon Beach Fog", 8 x 10 print, framed on wall |
| OP-13 | Studio shot of the Vandercook press in use |
`,
    expected: {
      parties: ["Craftyard, Inc.", "Outdoor Print Co. LLC"],
      signed: "2026-09-16",
      start: "2026-10-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 750"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30n-07-marketplace-licence-amendment",
    style: "n30n-craft-marketplace-seller-photo-licences",
    format: "pdf",
    source: `
# AMENDMENT NO. 1 TO THE MAKER PHOTOGRAPHY LICENCE
This Amendment No. 1 is dated 20 January 2026 and is made between:
STITCHCRAFT COLLECTIVE B.V., a private limited company incorporated in the Netherlands (KvK 81234567), Keizersgracht 412, 1016 GC Amsterdam ("Stitchcraft"); and
EWA NOWAK, an independent textile maker trading on the Stitchcraft marketplace as "Nowak Weaves", of Oudegracht 140, 3511 AX Utrecht ("the Seller").
## Recitals
A. Stitchcraft and the Seller are parties to a Maker Photography Licence dated 3 February 2025 (the "Licence"), under which the Seller licenses her product photographs to Stitchcraft for the period beginning 3 February 2025.
B. The parties wish to extend the Licence and widen its territory and media.
## Amendments
1> Clause 3 (Term) of the Licence is deleted and replaced by: "3. Term. The Licence runs from 3 February 2025 until 2 February 2027."
1> Clause 5 (Territory) of the Licence is deleted and replaced by: "5. Territory. The Netherlands, Belgium, Germany and France."
1> Clause 4 (Media) of the Licence is deleted and replaced by: "4. Media. Stitchcraft's website and app, and Stitchcraft's Instagram and Pinterest accounts."
1> Clause 6 (Nature of Licence) is confirmed unchanged: the Licence is non-exclusive, and the Seller may license the same photographs to other marketplaces and shops.
1> The Licence shall not renew automatically at the end of its term.
1> In consideration of this Amendment, Stitchcraft shall pay the Seller EUR 400 within 14 days of the date of this Amendment.
## General
Except as amended by this Amendment, the Licence remains in full force. Where this Amendment and the Licence conflict, this Amendment prevails.
| For Stitchcraft Collective B.V. | The Seller |
| Joost van Rijn, Managing Director | Ewa Nowak |
`,
    expected: {
      parties: ["Stitchcraft Collective B.V.", "Ewa Nowak"],
      signed: "2026-01-20",
      start: "2025-02-03",
      end: "2027-02-02",
      perpetual: false,
      territories: ["NL", "BE", "DE", "FR"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 400"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30n-08-mattress-trial-email-terms",
    style: "n30n-sleep-clinic-mattress-trial-releases",
    format: "text",
    source: `
Subject: Your Duvetta Sleep Trial - participant terms (please reply "I AGREE")
From: Trials Team <trials@duvetta.co.uk>
To: Gareth Llewellyn <g.llewellyn@btinternet.com>
Sent: 18 February 2026 10:02
Hi Gareth,
Congratulations on being picked for the Duvetta Sleep Trial. Here are the terms. They are between you and Duvetta Sleep Co. Ltd (company no. 11490327, 9 Temple Quay, Bristol BS1 6DZ).
THE TRIAL
We will deliver a Duvetta Cloudform mattress to you. You sleep on it throughout the Trial Period, keep a short weekly sleep diary in our app, and at the end send us a written review and three photos of your bedroom set-up (together, your "Testimonial").
Trial Period: starts 1 March 2026. Trial End Date: 8 June 2026.
DEPOSIT
You pay a refundable deposit of £150 before delivery. We refund it in full within 10 days of the Trial End Date if you complete the diary.
WHAT YOU GET
The mattress is yours to keep at no charge. We will also pay you £200 when we receive your Testimonial.
HOW WE USE YOUR TESTIMONIAL
You license us to use your Testimonial, your first name and your town on the Duvetta website, on our Instagram and Facebook pages, and on display cards in Duvetta showrooms. We won't use it in television adverts.
We may use it in the United Kingdom for 24 months starting on the Trial End Date.
We will never share your sleep diary entries with anyone outside Duvetta.
To accept, just reply "I AGREE" to this e-mail.
Best wishes,
Nadia Brennan, Trials Manager, Duvetta Sleep Co. Ltd
---
From: Gareth Llewellyn <g.llewellyn@btinternet.com>
Sent: 20 February 2026 21:47
I AGREE. Gareth Llewellyn
`,
    expected: {
      parties: ["Duvetta Sleep Co. Ltd", "Gareth Llewellyn"],
      signed: "2026-02-20",
      start: "2026-06-08",
      end: "2028-06-07",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["GBP 200"],
      flags: []
    }
  },
  {
    id: "n30n-09-sleep-center-media-letter",
    style: "n30n-sleep-clinic-mattress-trial-releases",
    format: "scan",
    source: `
# LAKESHORE SLEEP CENTER, LLC
1250 North Lake Shore Drive, Suite 300, Chicago, IL 60610
Re: Media Release - Overnight Sleep Study LSC-2026-04
Dear Ms. Okonkwo,
Thank you for taking part in our overnight study comparing sleep quality on different mattresses, including the Billboard Hybrid mattress made by Halcyon Beds, Inc. We would like to use photographs and short video of you in our sleep lab. By signing below you agree to the following.
1. Lakeshore Sleep Center, LLC ("Lakeshore") may use photographs and video taken of you during the study, and your first name, on Lakeshore's website, in Lakeshore's printed patient education brochures, and on Lakeshore's Facebook and YouTube pages.
2. Lakeshore may use these images in the United States, beginning on the date you sign this letter and ending on December 31, 2027.
3. Lakeshore will not license, sell or give the images to Halcyon Beds, Inc. or to any other company, and Halcyon Beds, Inc. is not a party to this release.
4. The study compensation of $300 is paid to you for taking part in the study under your separate Informed Consent Form. It is not payment for this release. No payment is made for this release.
5. Taking part in the study does not depend on signing this release.
Sincerely,
Dr. Miriam Castellanos, Medical Director, Lakeshore Sleep Center, LLC
AGREED AND ACCEPTED:
Adaeze Okonkwo
Date: March 5, 2026
`,
    expected: {
      parties: ["Lakeshore Sleep Center, LLC", "Adaeze Okonkwo"],
      signed: "2026-03-05",
      start: "2026-03-05",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30n-10-mattress-campaign-participant-release",
    style: "n30n-sleep-clinic-mattress-trial-releases",
    format: "docx",
    source: `
# PARTICIPANT RELEASE AND LICENCE - PROJECT NIGHT OWL
## Parties
(1) SOMNIA BEDS LIMITED, incorporated in England and Wales (company no. 09876512), registered office Unit 7, Marston Gate, Milton Keynes MK17 8FJ ("Somnia"); and
(2) PRIYA DESAI of Flat 2, 41 Albert Road, Southsea PO5 2SF ("the Participant").
## Background
The Participant took part in Somnia's 2026 sleep trial and has agreed to appear in Somnia's "Project Night Owl" advertising campaign, which tells the stories of trial participants.
## Operative terms
1> Services. The Participant shall attend one filming day at a London studio on a date in March 2027 agreed with Somnia, and shall allow Somnia to film and photograph her and to record her speaking about her trial experience (the "Materials").
1> Grant. The Participant grants Somnia the exclusive right to use the Materials in advertising for Somnia products on television, in cinemas, on outdoor posters and billboards, and on Somnia's website and social media channels, in the United Kingdom and the Republic of Ireland. No print advertising is licensed.
1> Term. The grant runs for 12 months from the Campaign Launch Date.
1> Exclusivity. During the Term the Participant shall not appear in advertising or promotion for any other mattress, bed or bedding brand.
1> Fees. Somnia shall pay the Participant (a) a session fee of £800 for the filming day and (b) a usage fee of £6,000 for the grant in clause 2, both plus VAT if applicable, within 30 days of invoice.
1> Cancellation. If Somnia cancels the filming day less than 48 hours before it, Somnia shall pay the Participant a cancellation fee of £400 instead of the session fee.
1> Option. Somnia may extend the Term by a further 12 months by written notice and payment of £4,000 before the Term ends. The Term shall not renew automatically.
1> Sub-licensing. Somnia shall not sub-license any of the rights granted in this Release, save that its advertising agency may use the Materials solely to make Somnia's advertisements on Somnia's behalf.
1> Moral rights. The Participant waives all moral rights in her performance in the Materials.
1> Campaign Launch Date. The Campaign Launch Date is 1 April 2027.
## Signed
| For Somnia Beds Limited | The Participant |
| Laura McKenna, Marketing Director | Priya Desai |
| 10 February 2027 | 11 February 2027 |
`,
    expected: {
      parties: ["Somnia Beds Limited", "Priya Desai"],
      signed: "2027-02-11",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "cinema", "out_of_home", "web", "social"],
      exclusive: true,
      fees: ["GBP 800", "GBP 6000"],
      flags: ["non_compete", "moral_rights_waiver"],
      denies: ["automatic_renewal", "sublicensable"]
    }
  }
]
