// Independent author "n28c" (wave 28), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// the wave 28 checker and the names of the files in independent/ and unseen/), and committed before the reader was
// run on it. Three drafting styles:
// - ceremony livestreams: a parish church's letter to its organist, a wedding venue's livestream and highlights
//   consent signed by a couple, a funeral director's webcast form for a family. Hard: a heading that names broadcast
//   over a body that refuses it, the wedding date only in a schedule table, a streaming supplier called "Broadcast
//   Bride Ltd" that is not a party, a deposit and a crematorium charge that are not fees, revocable consents,
//   a private family webcast that may not be passed on.
// - pharmacy and optician in-store models: a chain called "Outdoor Optics Ltd" whose licence is in-store only, a
//   launch date defined after the term counted from it, a competitor restriction, a staff letter whose "Social Media"
//   heading sits over a refusal, a US drugstore release with a sunscreen called "OutdoorGuard", an option to extend and
//   an express no-renewal, a one-page optician form whose rider replaces the usage clause and whose model is named
//   only in the signature block, a cancellation fee.
// - research participants: a university ethics-board consent with publicity tick-boxes (one left blank), withdrawal
//   rights and travel expenses; a US IRB photo release in perpetuity but revocable, with study compensation under a
//   separate form; a research team's letter asking a participant to appear in a bus-shelter and station campaign.
//
// Answer rules decided by this author: the parties are the two who are bound by the consent or licence (a supplier,
// a celebrant who consents separately, an ethics board and a principal investigator signing for the university are
// not parties of their own); the signing date is the date of the last signature, or of the reply that accepts a
// letter; start is the first day use is allowed; "N months/years from X" ends the day before the anniversary and "for
// 28 days beginning on X" ends on day 28; a date defined elsewhere (a schedule, a later clause) is used where the term
// counts from it; a rider that says it replaces a clause gives the values; fees are sums paid for services or rights
// under this document (a session fee and a usage fee are two fees; a webcast charge the family pays for the stream is
// a fee of the agreement); VAT, capped expenses, deposits, a cancellation fee, an unexercised extension price, study
// compensation paid under another form and a third party's charges are not fees; channels: a website or a private
// streaming link is web, YouTube, Instagram and Facebook are social, television is broadcast, a prospectus, brochure,
// magazine or mailed circular is print, bus shelters, billboards and station posters are out_of_home, shelf wobblers,
// in-store screens, leaflets handed out in store and posters in a store's own windows are in_store; a name holding a
// channel word grants nothing; exclusive is true where the talent may not work for competitors (with non_compete),
// false where the text says non-exclusive or that the talent stays free, null where it is silent; "anywhere in the
// world" or "without territorial limit" is worldwide; a consent that may be withdrawn at any time denies
// irrevocable_grant; "shall not license / pass to third parties" denies sublicensable; "will not renew automatically"
// denies automatic_renewal; no payment for the use raises no_fee_stated.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n28c-ceremony-livestreams",
  "n28c-pharmacy-optician-instore-models",
  "n28c-research-participant-publicity"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n28c-01-parish-organist-livestream-letter",
    style: "n28c-ceremony-livestreams",
    format: "docx",
    source: `
# St Aldhelm's Parish Church, Brockhurst
The Parochial Church Council of St Aldhelm's, Brockhurst
The Vestry, Church Lane, Brockhurst, Hampshire SO51 4QT
20 April 2026
Ms Miriam Oduya
14 Chantry Close
Romsey SO51 8PL
Dear Ms Oduya,
## Wedding of Mr T. Barnes and Miss E. Whitlock, Saturday 13 June 2026 - organ, livestream and recording
Thank you for agreeing to play for this wedding. The couple have asked for the service to be livestreamed and recorded, and the Parochial Church Council (the "PCC") needs your written consent because your performance will be captured. This letter sets out what we have agreed.
1> Playing. You will play the organ for the service at 2.00 pm on Saturday 13 June 2026 (the "Service"), including the prelude, two hymns, the signing of the register and the recessional, and attend a short rehearsal on the Friday evening.
1> Livestream and recording. You consent to the PCC streaming the Service live on the church's website, www.staldhelmsbrockhurst.org.uk, and on the church's YouTube channel, and to the recording of the Service remaining available to watch on both for 12 months from the date of the Service, after which the PCC will take it down.
1> Viewers. The stream and the recording may be watched by anyone, anywhere in the world, with the link.
1> Your fees. The PCC will pay you the standard organist's fee of £180 for the Service, and a recording supplement of £90 for the livestream and recording, both by bank transfer within 14 days after the Service. The couple's wedding fees payable to the PCC and the Diocese are separate and do not concern you.
1> Not exclusive. This consent is non-exclusive. You remain free to record, broadcast and publish your own performances of the same music elsewhere.
## Broadcast and sale
1> The PCC will not offer the recording to any television or radio station, will not sell copies of it, and shall not license or pass the recording to any third party. The couple will receive a private download link for their own family use only.
Please sign the enclosed copy of this letter to confirm your agreement and return it to me.
Yours sincerely,
Revd Canon Hilary Strand
Vicar, for and on behalf of the PCC of St Aldhelm's, Brockhurst
I agree to the above.
Signed: Miriam Oduya
Date: 27 April 2026
`,
    expected: {
      parties: ["The Parochial Church Council of St Aldhelm's, Brockhurst", "Miriam Oduya"],
      signed: "2026-04-27",
      start: "2026-06-13",
      end: "2027-06-12",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 180", "GBP 90"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28c-02-wedding-venue-highlights-consent",
    style: "n28c-ceremony-livestreams",
    format: "pdf",
    source: `
# THORNBURY MILL WEDDINGS LLP
## Ceremony Livestream and Highlights Film Consent
This consent is made between Thornbury Mill Weddings LLP, a limited liability partnership registered in England (OC418822), of Thornbury Mill, Mill Lane, Thornbury, Gloucestershire BS35 2HN (the "Venue"), and Daniel Reyes and Hannah Clough, of 7 Kingsdown Parade, Bristol BS6 5UD (together, the "Couple").
## Background
The Couple have booked the Venue for their wedding under a separate Venue Hire Agreement. The Venue's streaming partner, Broadcast Bride Ltd, operates the cameras on the Venue's behalf; Broadcast Bride Ltd is not a party to this consent and acquires no rights under it.
## 1. Livestream
1.1 The Venue will stream the ceremony on the Wedding Date to guests who cannot attend, through a private password-protected web link. The livestream package is included in the Couple's venue hire at no extra charge.
## 2. Highlights Film
2.1 The Couple consent to the Venue cutting a highlights film of up to three minutes from the ceremony footage (the "Highlights Film") and using it to promote the Venue on the Venue's website, on the Venue's Instagram and Facebook pages, and in the Venue's printed wedding brochure.
2.2 The Highlights Film shall not be used in any television advertising, cinema advertising or on any billboard or other outdoor advertising.
2.3 The Venue may use the Highlights Film anywhere in the world, for three years from the Wedding Date.
2.4 This consent is non-exclusive. The Couple will receive their own copy of the full recording and may share it however they wish.
## 3. Payment
3.1 No fee or other payment is due to the Couple for this consent. The refundable damage deposit of £500 held under the Venue Hire Agreement is not affected by this consent and will be returned as that agreement provides.
## 4. Withdrawal
4.1 This consent is revocable. The Couple may withdraw it at any time by writing to the Venue, after which the Venue will make no new use of the Highlights Film and will remove it from its website and social media pages within 14 days; brochures already printed need not be recalled.
## Schedule
| Item | Detail |
| Wedding Date | Saturday 19 September 2026 |
| Ceremony | 1.30 pm, The Granary Room |
| Guests watching online | up to 150 |
## Signatures
| Party | Name | Signature | Date |
| The Couple | Daniel Reyes | D. Reyes | 14 February 2026 |
| The Couple | Hannah Clough | H. Clough | 14 February 2026 |
| The Venue | Rebecca Thorn, Designated Member, for Thornbury Mill Weddings LLP | R. Thorn | 16 February 2026 |
`,
    expected: {
      parties: ["Thornbury Mill Weddings LLP", "Daniel Reyes", "Hannah Clough"],
      signed: "2026-02-16",
      start: "2026-09-19",
      end: "2029-09-18",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n28c-03-funeral-webcast-family-form",
    style: "n28c-ceremony-livestreams",
    format: "scan",
    source: `
# PEMBERTON & HALE FUNERAL DIRECTORS LTD
## Funeral Webcast Request and Consent Form
Funeral Director: Pemberton & Hale Funeral Directors Ltd, 22 High Street, Ludlow SY8 1BS
Applicant (next of kin): Gareth Lewis, 3 Corve Street, Ludlow SY8 1DA
Funeral of: the late Mrs Eirwen Lewis
Date and place of service: Friday 7 November 2025, 11.00 am, Ludlow Crematorium, West Chapel
1. The Applicant asks the Funeral Director to webcast the service and consents, for himself and the family, to the service being filmed and streamed.
2. The webcast will be shown live through a private web link protected by a password, which the Applicant will share with mourners. Mourners may watch from anywhere in the world.
3. A recording will be kept on the same private link for a period of 28 days beginning on the date of the service, and will then be deleted. No copy will be placed on any social media site.
4. The Funeral Director shall not pass the recording to any third party, shall not license it to anyone, and will not use it to advertise its own services.
5. The webcast charge is £150, payable by the Applicant with the funeral account. The crematorium's own chapel music fee of £45 is charged by the crematorium directly and is not part of this form.
6. The officiating celebrant has given her own consent to the crematorium and is not a party to this form.
Signed by the Applicant: Gareth Lewis     Date: 3 November 2025
Signed for Pemberton & Hale Funeral Directors Ltd: A. Pemberton, Director     Date: 3 November 2025
`,
    expected: {
      parties: ["Pemberton & Hale Funeral Directors Ltd", "Gareth Lewis"],
      signed: "2025-11-03",
      start: "2025-11-07",
      end: "2025-12-04",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28c-04-outdoor-optics-customer-model",
    style: "n28c-pharmacy-optician-instore-models",
    format: "docx",
    source: `
# MODEL AGREEMENT
## "See the Difference" spring eyewear campaign
This Agreement is dated 20 January 2026.
## Parties
1> OUTDOOR OPTICS LTD, a company registered in England and Wales (company number 06627315), whose registered office is at Unit 4, Fairway Business Park, Leeds LS11 5DR ("Outdoor Optics" or the "Company"); and
1> JOANNA PRZYBYLSKA of Flat 2, 18 Harehills Lane, Leeds LS8 4HB (the "Model").
## Terms
1> Engagement. The Company engages the Model, a customer of its Headingley store, to attend one photographic session of up to four hours at its Leeds head office on a date in February 2026 to be agreed.
1> Licence. The Model grants the Company a licence to use the photographs taken at the session (the "Images") on in-store materials in the Company's opticians in the United Kingdom, namely shelf wobblers, counter cards, frame-display headers and posters displayed in the Company's own store windows.
1> No other media. Despite the Company's name, no outdoor advertising of any kind (billboards, bus shelters, street or roadside posters) is licensed, and the Images may not be used on the Company's website, on social media, in print advertising or on television.
1> Term. The licence runs for 12 months from the Launch Date.
1> Fees. The Company will pay the Model a session fee of £600 and a usage fee of £400, each plus VAT if the Model is VAT registered, within 30 days of the session. The Company will also reimburse the Model's travel to the session up to £60 against receipts.
1> Exclusivity. During the term the Model shall not appear in advertising or promotional material for any other optician, eyewear retailer or contact lens brand in the United Kingdom.
1> Third parties. The Company may not sub-license the Images or permit any frame manufacturer or supplier to use them.
1> Launch Date. The "Launch Date" is the date the campaign materials first go on display in stores, which the parties have fixed as 2 March 2026.
## Signatures
Signed for Outdoor Optics Ltd by Colin Marchetti, Marketing Director, 20 January 2026
Signed by Joanna Przybylska, 20 January 2026
`,
    expected: {
      parties: ["Outdoor Optics Ltd", "Joanna Przybylska"],
      signed: "2026-01-20",
      start: "2026-03-02",
      end: "2027-03-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store"],
      exclusive: true,
      fees: ["GBP 600", "GBP 400"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28c-05-pharmacist-staff-photo-letter",
    style: "n28c-pharmacy-optician-instore-models",
    format: "text",
    source: `
Wellcroft Pharmacy Ltd
Head Office, 9 Mercia Way, Wolverhampton WV10 7JJ
28 January 2026
Private and confidential
Aisha Rahman
Pharmacist, Wellcroft Pharmacy, Penn Road branch
Dear Aisha,
Winter health campaign: use of your photographs
Thank you for volunteering to appear in our winter health campaign. This letter is our agreement about the photographs we take of you at the Penn Road branch on 10 February 2026.
Where we will use them
We may use the photographs on shelf wobblers, aisle fins and counter leaflets, on the screens in our dispensary waiting areas, and on the campaign pages of our website, www.wellcroftpharmacy.co.uk, in all 84 of our pharmacies in England and Wales.
Social media
We will not use your photographs on any social media account, whether ours or anyone else's, and we will not use them in newspapers, magazines or on television.
How long
We may use the photographs from the day they are taken until 31 December 2026. If you leave the Company before then, we will stop making new materials with them, but materials already in our stores may stay up until that date.
Payment
We will pay you £250 for taking part, through payroll in your March 2026 salary, less the usual income tax and National Insurance deductions.
Other businesses
We will not use your photographs for any other business, and we will not pass them to or license them to any supplier or manufacturer whose products we sell.
If you are happy with this, please sign below and return the letter to HR.
Yours sincerely,
Martin Okonjo
Head of People, for and on behalf of Wellcroft Pharmacy Ltd
I agree to the terms of this letter.
Signed: Aisha Rahman
Date: 3 February 2026
`,
    expected: {
      parties: ["Wellcroft Pharmacy Ltd", "Aisha Rahman"],
      signed: "2026-02-03",
      start: "2026-02-10",
      end: "2026-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28c-06-us-drugstore-customer-release",
    style: "n28c-pharmacy-optician-instore-models",
    format: "pdf",
    source: `
# TALENT AGREEMENT AND RELEASE
## Bluebonnet Drug & Wellness, Inc. - "Summer Ready" OutdoorGuard SPF 50 Promotion
This Talent Agreement and Release (this "Agreement") is entered into as of March 12, 2026 by and between Bluebonnet Drug & Wellness, Inc., a Texas corporation with offices at 4400 Lamar Boulevard, Austin, Texas 78756 ("Bluebonnet"), and Marisol Delgado, an individual residing in San Antonio, Texas ("Talent").
## 1. Services
Talent, a Bluebonnet rewards customer, will take part in one photo session of up to six hours at Bluebonnet's Austin studio on March 24, 2026, promoting Bluebonnet's store brand OutdoorGuard SPF 50 sunscreen.
## 2. Grant of Rights
Bluebonnet may use Talent's name, photograph and likeness from the session (the "Materials") in the following media only: (a) in-store signage, shelf talkers and endcap displays in Bluebonnet stores; (b) Bluebonnet's weekly printed advertising circular mailed to households; and (c) Bluebonnet's website and mobile app. Excluded are television, radio, outdoor billboards and all social media. The OutdoorGuard product name does not grant any outdoor use.
## 3. Territory
The United States of America, where Bluebonnet's stores are located.
## 4. Term
The term is two (2) years beginning April 1, 2026.
## 5. Compensation
Bluebonnet will pay Talent a session fee of $750 and a usage fee of $1,500, within thirty (30) days after the session. Bluebonnet may extend the term for one additional year by written notice given before the term ends and payment of a further $1,000; if Bluebonnet does not give that notice, the term ends. This Agreement will not renew automatically.
## 6. Non-Exclusive
The rights granted are non-exclusive. Talent may appear in advertising for any other retailer or brand, including other drugstores and sunscreen brands.
## 7. General
This Agreement is governed by the laws of the State of Texas.
IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.
| BLUEBONNET DRUG & WELLNESS, INC. | TALENT |
| By: Dana Whitfield, VP Marketing | Marisol Delgado |
| Date: March 12, 2026 | Date: March 12, 2026 |
`,
    expected: {
      parties: ["Bluebonnet Drug & Wellness, Inc.", "Marisol Delgado"],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "print", "web"],
      exclusive: false,
      fees: ["USD 750", "USD 1500"],
      flags: [],
      denies: ["automatic_renewal", "non_compete"]
    }
  },
  {
    id: "n28c-07-optician-form-with-rider",
    style: "n28c-pharmacy-optician-instore-models",
    format: "scan",
    source: `
# CLEARVIEW EYECARE LIMITED - MODEL RELEASE (ONE PAGE)
Company: Clearview Eyecare Limited, 40 Market Place, Norwich NR2 1ND
Campaign: Autumn Frames 2026
1. The Model will attend one shoot of up to three hours at the Company's Norwich store.
2. Fee: £350, paid within 21 days of the shoot. If the Company cancels the shoot with less than 48 hours' notice it will pay a cancellation fee of £100 instead.
3. The grant is non-exclusive. The Model may model for anyone else.
4. Usage: in-store only (window posters and shelf wobblers in the Company's stores in England), for 6 months from the First Display Date.
5. The First Display Date is 18 May 2026.
6. The Company shall not sub-license the photographs.
RIDER (signed with this release; it prevails over clause 4)
Clause 4 is deleted and replaced by: "Usage: in-store (window posters and shelf wobblers in the Company's stores in England) and on the Company's website, for 12 months from the First Display Date."
Signed by the Model: Lucy Brennan     Date: 29 April 2026
Signed for Clearview Eyecare Limited: P. Osei, Store Operations Manager     Date: 29 April 2026
`,
    expected: {
      parties: ["Clearview Eyecare Limited", "Lucy Brennan"],
      signed: "2026-04-29",
      start: "2026-05-18",
      end: "2027-05-17",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["GBP 350"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28c-08-ethics-consent-publicity-tickboxes",
    style: "n28c-research-participant-publicity",
    format: "docx",
    source: `
# HALLORAN UNIVERSITY
## School of Sport and Exercise Science
## Participant Consent Form: Images and Video for University Publicity
Study title: Balance training and falls risk in adults over 60 (the "Study")
Ethics approval: School Research Ethics Committee, reference SES-2025-114. The Committee approved this form; it is not a party to it.
Principal Investigator: Dr Fiona McAlister, who signs below for Halloran University.
Participant: Tomasz Wielgosz
## Part A - what this form covers
You have already consented to take part in the Study. This form asks separately whether Halloran University (the "University") may reuse photographs and video of you taken during Study sessions to publicise its research. Saying no will not affect your part in the Study.
## Part B - your choices (please tick)
| Use | Tick if you agree |
| The University's website and research news pages | X |
| The University's official social media channels (Instagram, LinkedIn, YouTube) | X |
| The University's printed prospectus and research magazine | X |
| Television, radio or other broadcast news features |  |
Uses you have not ticked are not permitted.
## Part C - how long, where and payment
The University may use the images and video for up to five years from the date of this consent, without territorial limit. No payment is made for the publicity use. Travel expenses of up to £15 per Study visit are reimbursed under the Study's participant information sheet.
## Part D - withdrawal
You may withdraw this consent at any time by emailing research-ethics@halloran.ac.uk. The University will then stop new uses and remove the images from its website and social media; printed copies already distributed cannot be recalled.
## Part E - third parties
The images and video will not be passed to, or licensed to, any commercial organisation or other third party.
## Signatures
| Name | Signature | Date |
| Tomasz Wielgosz (Participant) | T. Wielgosz | 8 October 2025 |
| Dr Fiona McAlister, Principal Investigator, for Halloran University | F. McAlister | 8 October 2025 |
`,
    expected: {
      parties: ["Halloran University", "Tomasz Wielgosz"],
      signed: "2025-10-08",
      start: "2025-10-08",
      end: "2030-10-07",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "n28c-09-irb-sleep-study-photo-release",
    style: "n28c-research-participant-publicity",
    format: "pdf",
    source: `
# LAKESHORE STATE UNIVERSITY
## Institutional Review Board - Approved Photo and Video Release for Research Participants
IRB Protocol No. 2026-0412 ("Sleep, Screens and Memory in College Students")
This release is between Lakeshore State University (the "University") and the research participant named below ("you").
## 1. What is covered
During your overnight visits to the University's Sleep Research Laboratory, staff from the University's Office of Broadcast and Media Services may photograph and film you. This release concerns only the reuse of those photographs and that video (the "Materials") to publicize the University's research; it does not change your research consent.
## 2. Where the Materials may be used
The University may use the Materials on its research website, in Lakeshore Discoveries (the University's print alumni magazine) and on the University's official YouTube and Instagram accounts. The Materials will not be used in commercial advertising of any kind, and will not be supplied for television broadcast.
## 3. Territory
Throughout the world.
## 4. Duration
This release has no expiration date. The University may use the Materials in perpetuity, subject only to your right to revoke under Section 6. It takes effect on the date the University signs below.
## 5. Payment
The University will pay you an honorarium of $100 for the additional photo session required for publicity. Study compensation of $40 per overnight visit is governed by your separate research consent form and is not affected by this release.
## 6. Revocation
You may revoke this release at any time by writing to the IRB office. Revocation stops future uses; it does not require the University to recall printed magazines.
## 7. Signatures
| Participant | Jordan Ellis | Signature: J. Ellis | Date: August 4, 2026 |
| For Lakeshore State University | Dr. Renee Calloway, Director of Research Communications | Signature: R. Calloway | Date: August 6, 2026 |
`,
    expected: {
      parties: ["Lakeshore State University", "Jordan Ellis"],
      signed: "2026-08-06",
      start: "2026-08-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "print", "social"],
      exclusive: null,
      fees: ["USD 100"],
      flags: ["perpetual_term"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n28c-10-research-impact-poster-letter",
    style: "n28c-research-participant-publicity",
    format: "text",
    source: `
From: Research Impact Team <impact@kestrelbay.ac.uk>
To: Ingrid Lindqvist
Date: 5 October 2026
Subject: Your photograph in the "Research That Matters" campaign
Dear Ms Lindqvist,
Thank you again for taking part in our hearing-loss study (ethics reference KBU-MED-2026-031). You kindly let us photograph you during the study. Kestrel Bay University would now like to use one of those photographs in its "Research That Matters" public campaign, and this letter sets out the terms. It becomes an agreement between you and Kestrel Bay University when you reply "I agree".
1. Use. The photograph will appear on posters in bus shelters and at railway stations in Plymouth, Exeter and Truro, and on the campaign page of the University's website. It will not be used on social media, in newspapers or on television.
2. Dates. The campaign runs from 11 January 2027 to 30 June 2027, and the University will not use the photograph after 30 June 2027.
3. Territory. The United Kingdom only.
4. Fee. The University will pay you a publicity fee of £150 within 30 days of your reply. This is separate from, and does not change, the study's thank-you voucher you have already received.
5. Withdrawal. Withdrawing from the study does not by itself withdraw this consent, but you may withdraw this consent at any time by emailing us; posters already on display will be taken down at the next change of the poster sites.
6. Third parties. The University will not license the photograph to anyone else, including the poster site operators.
With best wishes,
Dr Samuel Achebe
Head of Research Impact, for Kestrel Bay University
---
From: Ingrid Lindqvist
To: Research Impact Team <impact@kestrelbay.ac.uk>
Date: 9 October 2026
Subject: RE: Your photograph in the "Research That Matters" campaign
I agree.
Ingrid Lindqvist
`,
    expected: {
      parties: ["Kestrel Bay University", "Ingrid Lindqvist"],
      signed: "2026-10-09",
      start: "2027-01-11",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: [],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  }
]
