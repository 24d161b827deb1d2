// Independent author "h28c" (wave 28), one held-out batch written without reading the reader's rules or the other
// batches' texts (only test/corpus/contracts/Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74
// of n11-shorthand-amendments-carveouts.ts for the file convention, the wave 28 checker and the names of the files in
// unseen/ and independent/), and committed before the reader was run on it. Three drafting styles:
// - hospital and NHS-trust consents: patient-story and staff recruitment-campaign consent forms, a hospital charity's
//   letter to a patient, a medical-illustration form with YES/NO rows for each secondary use of clinical photographs.
//   Hard: data-protection and withdrawal wording that is not a term, a heading ("Licence to Third Parties") over a
//   body that denies the right, a staff member named only in the signature block, the start counted from a Campaign
//   Launch Date given in the Schedule, a media buyer and a film company with channel words in their names ("Kestrel
//   Print & Outdoor Media Ltd", "Greyfriars Broadcast Productions") that are not parties and whose media are excluded,
//   clinical record and teaching uses that are not channels, travel costs that are not fees.
// - language-school and study-abroad releases: a junior summer school's release given by a parent for an under-18
//   student (the student expressly not a party), a US study-abroad provider's perpetual testimonial release whose
//   participant is named only in the signature block, a Dublin school's letter licensing materials to its agent in
//   Vietnam. Hard: course dates only in a schedule, a term counted from the Course End Date, a course deposit, a
//   program fee and a brochure-stock deposit that are not fees, a heading "Exclusivity" over a non-exclusive body, a
//   sub-licence to overseas agents granted in one batch entry and denied in another.
// - dealership and car-club event photography: a car club's licence of rally images to "Outdoor Motors Ltd" (its
//   name is not outdoor advertising, which is excluded), a Chicago dealer's ("Printers Row Motor Group") release from
//   a Mustang owner with a rider that replaces the term and prevails, a rally photographer's buyout to a sponsoring
//   dealer group. Hard: exclusivity "to that extent" with a sponsor carve-out, an option price, VAT, a fuel
//   reimbursement, mileage and a cancellation fee that are not fees, an event date given only in a table.
//
// Answer rules decided by this author: the parties are the two who are bound by signing or by the letter's
// acceptance (a host club, a booking agent, a media buyer, a film company, a rally organiser and a minor who is
// expressly not a party are not; a parent who grants for a minor is; a hospital charity that is the Trust's own fund
// is not a separate party); the signing date is the date of the last signature; the start is the date the use may
// begin (the signing date when the text says "from the date you sign", otherwise the stated launch, course-end, event
// or first day); "N months/years from X" ends the day before the anniversary of X; a rider that replaces a clause and
// says it prevails gives the term; fees are the sums paid to a party for the use or the services (a testimonial
// honorarium, an appearance fee, a licence fee net of VAT, a buyout fee); VAT, travel and fuel reimbursements,
// mileage, deposits, a course or program fee paid by the student, an unexercised option price and a cancellation fee
// are not fees; websites and job boards are web, Facebook, Instagram, LinkedIn, WeChat and Zalo pages are social,
// leaflets, direct mail, brochures, catalogs and flyers are print, bus-shelter, station and roadside posters and
// screens are out_of_home, showroom displays and point-of-sale stands are in_store, a film shown before cinema
// screenings is cinema, television commercials are broadcast; clinical records and teaching are not channels; "all
// media now known or later devised" is every channel and unlimited_media; exclusive is true where the grant is said to
// be exclusive (even "to that extent", with carve-outs), false where it is said to be non-exclusive or the grantor
// stays free to let others use the same material, null where the text is silent; a consent that may be withdrawn is
// not irrevocable, and "is not irrevocable" denies irrevocable_grant; "will not sub-license", "may not sub-license" and
// "will not license them to any other organisation" deny sublicensable; "may not assign" denies assignable; "does not
// renew automatically" denies automatic_renewal; long_term is raised for a term over 60 months; perpetual_term for
// "perpetual" or "in perpetuity" (with no end and without no_end_date, which I keep for open terms that are not
// perpetual); buyout where the fee is called a buyout covering all uses; moral_rights_waiver where the author waives
// the right to be identified or to object; no_fee_stated where no sum is paid to a party for the use.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h28c-nhs-patient-staff-consents",
  "h28c-language-school-releases",
  "h28c-car-club-event-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h28c-01-trust-patient-story-consent",
    style: "h28c-nhs-patient-staff-consents",
    format: "docx",
    source: `
# Northfield Hospitals NHS Foundation Trust
## Patient Story Consent Form: "Our Patients, Our Stories" Fundraising Campaign
This form records your consent to Northfield Hospitals NHS Foundation Trust (the "Trust") using your story and photographs to raise funds for Northfield Hospitals Charity, the Trust's own charitable fund, of which the Trust is the corporate trustee. Please read it with the patient experience officer before you sign. You can ask for a copy in large print or another language.
## 1. About you
| Patient name | Margaret Okafor |
| Hospital number | NH 448 2107 |
| Ward or service | Cardiac Rehabilitation, Northfield General Hospital |
## 2. What we would like to use
1> Your written story, in your own words, edited for length with your approval.
1> Clinical photographs taken by the Trust's Medical Photography service on 3 November 2025 during your treatment, which you have seen and approved for this purpose.
1> New portrait photographs taken at a session with the Trust's communications team.
## 3. Where your story will appear
The Trust may use these materials on the Trust's and the Charity's websites, on their social media accounts (Facebook, Instagram and LinkedIn), and in printed fundraising leaflets and the Charity's printed annual review. The materials will not be used in television, radio or cinema advertising, or on posters or billboards.
Your consent is not limited to the United Kingdom: because websites and social media can be viewed anywhere, the materials may be used and seen worldwide.
## 4. How long we will use it
The Trust may use the materials for three years from the date you sign this form. After that they will be taken out of use and kept only in the Trust's archive.
## 5. Payment
You will not be paid for taking part. We will reimburse reasonable travel costs for the portrait session, up to £40, on production of receipts.
## 6. Licence to Third Parties
The Trust will not sell your story or photographs, and will not sub-license them or pass them to any commercial company, newspaper or agency.
## 7. Withdrawing your consent
Your consent is voluntary and is not irrevocable. You may withdraw it at any time by writing to the Patient Experience Team. We will stop any new use within 14 days, but we cannot recall leaflets that have already been printed and distributed.
## 8. Your data
The Trust is the controller of your personal data, including the health information shown in the clinical photographs, under the UK General Data Protection Regulation and the Data Protection Act 2018. We rely on your explicit consent for this use. Saying no, or withdrawing later, will not affect your care in any way.
## 9. Signatures
| | Name | Date |
| Patient | Margaret Okafor | 16 February 2026 |
| For the Trust (Patient Experience Officer) | Grace Whitlow | 16 February 2026 |
`,
    expected: {
      parties: ["Margaret Okafor", "Northfield Hospitals NHS Foundation Trust"],
      signed: "2026-02-16",
      start: "2026-02-16",
      end: "2029-02-15",
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
    id: "h28c-02-staff-recruitment-campaign-consent",
    style: "h28c-nhs-patient-staff-consents",
    format: "pdf",
    source: `
# Staff Image Consent
## Wealdmoor Community Health NHS Trust: "Care Closer to Home" Recruitment Campaign
This consent is given to Wealdmoor Community Health NHS Trust (the "Trust") by the member of staff who signs it below.
1> Background
2> The Trust is running a recruitment campaign for community nurses and therapists (the "Campaign"). The Trust has appointed Kestrel Print & Outdoor Media Ltd to plan and buy the Campaign's advertising. Kestrel Print & Outdoor Media Ltd is not a party to this consent and acquires no rights under it.
2> Taking part is voluntary. Declining, or withdrawing later, will not affect your employment, appraisal or career progression.
1> Photography and payment
2> Photography and filming will take place during paid working time on a date agreed with your line manager (see the Schedule). No additional fee, bonus or allowance is payable for taking part or for any use of the images.
1> Permitted uses
2> The Trust may use photographs and short films of you (the "Images") on: (a) recruitment posters at bus shelters and railway stations and on roadside digital screens; (b) the Trust's careers website and its job adverts on NHS Jobs; and (c) the Trust's LinkedIn, Instagram and Facebook accounts.
2> The Images will not be used in any newspaper, magazine or other printed publication, or on television or radio.
1> Campaign Period and territory
2> The Images may be used only during the Campaign Period, which begins on the Campaign Launch Date stated in the Schedule and lasts for eighteen months.
2> The Campaign runs in the United Kingdom only.
1> Assignment
2> This consent is given to the Trust alone. The Trust may not assign or transfer it to any other body, including Kestrel Print & Outdoor Media Ltd.
1> Withdrawal and data protection
2> You may withdraw this consent by writing to the Head of Communications. Posters already on display will be removed at their next scheduled change and online use will stop within 14 days.
2> The Trust processes the Images under the UK General Data Protection Regulation on the basis of your consent, as described in the Trust's Staff Privacy Notice.
## Schedule
| Campaign | Care Closer to Home |
| Photography date | 23 July 2026 |
| Campaign Launch Date | 1 September 2026 |
| Campaign Period | 18 months from the Campaign Launch Date |
## Signatures
| | Name and role | Signed |
| Member of staff | Priya Raman, Community Staff Nurse | 12 June 2026 |
| For Wealdmoor Community Health NHS Trust | Jonathan Eke, Head of Communications | 15 June 2026 |
`,
    expected: {
      parties: ["Priya Raman", "Wealdmoor Community Health NHS Trust"],
      signed: "2026-06-15",
      start: "2026-09-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "h28c-03-hospital-charity-appeal-letter",
    style: "h28c-nhs-patient-staff-consents",
    format: "text",
    source: `
St Aldhelm's Hospital Charity
Registered charity no. 1098832
Fundraising Office, St Aldhelm's Hospital, Wessex Avenue, Salisbury
2 October 2026
Mr Rohan Patel
14 Meadow Close, Amesbury
Dear Mr Patel,
Christmas Appeal 2026: your story
Thank you for agreeing to share the story of your recovery on our Stroke Unit for this year's Christmas Appeal. This letter sets out what we have agreed. When you sign and return the enclosed copy, it becomes a binding agreement between you and St Aldhelm's Hospital Charity.
1. The materials. Your interview; the photographs taken of you by our photographer on 21 September 2026; the short appeal film made for us by Greyfriars Broadcast Productions; and the clinical photographs from your stay on the Stroke Unit that the hospital's Medical Photography team has released to us with your consent.
2. Where we will use them. In our Christmas Appeal letter and printed appeal leaflet sent to supporters by post, on our website, and as a 30-second appeal film shown before screenings at the Regent Cinema, Salisbury. Although the film was produced by Greyfriars Broadcast Productions, it will not be shown on television, and we will not use your story on social media.
3. How long. From the date you sign this letter until 31 January 2027.
4. Where. The United Kingdom only.
5. Payment. There is no fee for taking part. We will repay the cost of your travel to the filming, which you told us was £36.
6. Changing your mind. You may withdraw your consent at any time. If you do so after 1 November 2026, when the appeal letters go to print, we cannot recall letters already posted, but we will take your story off our website and stop showing the film within seven days.
7. Your information. The Charity is the controller of the personal and health information in the materials under the UK General Data Protection Regulation. We will keep it securely and only for this appeal.
With warm thanks,
Helen Drury
Head of Fundraising, for and on behalf of St Aldhelm's Hospital Charity
I have read this letter and agree to it.
Signed: Rohan Patel
Date: 9 October 2026
`,
    expected: {
      parties: ["Rohan Patel", "St Aldhelm's Hospital Charity"],
      signed: "2026-10-09",
      start: "2026-10-09",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "cinema"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h28c-04-medical-illustration-yes-no-form",
    style: "h28c-nhs-patient-staff-consents",
    format: "scan",
    source: `
# HARBOURSIDE UNIVERSITY HOSPITALS NHS TRUST
## Medical Illustration: Consent to Clinical Photography and Secondary Use (Form MI-4)
| Patient | Eileen Marchetti |
| Hospital number and department | HB 220 9143, Dermatology |
Mark each use YES or NO. Only uses marked YES are permitted.
| Use of the photographs | Consent |
| A. Your clinical record | YES |
| B. Teaching of NHS staff and students | YES |
| C. Medical journals and textbooks | NO |
| D. Trust charity fundraising: website and social media | YES |
| E. Trust charity fundraising: printed appeal leaflets | YES |
| F. Television, film or press features | NO |
Period of use D and E: ten years from the date of this form, after which the photographs are withdrawn from fundraising use.
Territory of use D and E: the United Kingdom only.
Payment: no payment is made for any use.
Third parties: the Trust will not sell the photographs or license them to any other organisation, including the press.
Withdrawal: you may withdraw consent to uses B to E at any time by writing to Medical Illustration.
Data protection: the Trust processes the photographs as health data under the UK GDPR and keeps them in line with the NHS Records Management Code.
| Patient signature | Eileen Marchetti | Date 20/11/2025 |
| Photographer for the Trust | Sanjay Mehta, Clinical Photographer | Date 20/11/2025 |
`,
    expected: {
      parties: ["Eileen Marchetti", "Harbourside University Hospitals NHS Trust"],
      signed: "2025-11-20",
      start: "2025-11-20",
      end: "2035-11-19",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["long_term", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h28c-05-junior-summer-school-guardian-release",
    style: "h28c-language-school-releases",
    format: "docx",
    source: `
# Albion Bridge English School Ltd
## Junior Summer Programme 2026: Photograph and Testimonial Release (Students under 18)
This release is made between:
(1) Albion Bridge English School Ltd, company number 07731520, of 22 Marine Parade, Brighton BN2 1TL (the "School"); and
(2) Keiko Sato, of 3-14-7 Jiyugaoka, Meguro-ku, Tokyo, Japan, as parent and legal guardian of the Student named in Schedule 1 (the "Parent").
The Student is under 18 and is not a party to this release; the Parent gives it on the Student's behalf. The booking agent named in Schedule 1 is not a party.
## 1. Definitions
1> "Course End Date" means the last day of the Course shown in Schedule 1.
1> "Materials" means photographs and video of the Student taken during the Course and the Student's written or filmed testimonial.
1> "Licence Period" means the period of 24 months from the Course End Date.
## 2. Grant
1> The Parent grants the School a non-exclusive licence to use the Materials in the School's printed brochures and prospectuses, on its website and on its Instagram and WeChat accounts, in the Territory during the Licence Period.
1> Printed brochures containing the Materials may be handed out at overseas education fairs.
1> The School may grant its appointed overseas agents a sub-licence to reproduce the Materials in their own printed and online marketing of the School's courses, on the terms of this release.
## 3. Territory
The United Kingdom, Japan, South Korea and Taiwan.
## 4. Safeguarding
The School will never publish the Student's surname, home town, school or contact details with the Materials, and will not use any image of the Student in swimwear or in a bedroom.
## 5. Payment
No fee is payable for this release. The course deposit of £300 paid on booking is credited against the course fees under the School's booking terms and has nothing to do with this release.
## 6. Withdrawal and data protection
The Parent, or the Student on turning 18, may withdraw this release in writing. The School will not use the Materials in any new publication after receiving the withdrawal, but need not recall brochures already printed. The School is the controller of the Student's personal data under the UK General Data Protection Regulation.
## Schedule 1
| Student | Haruto Sato (date of birth 9 March 2010) |
| Course | Junior Summer English, Brighton campus |
| Course dates | 6 July 2026 to 14 August 2026 |
| Booking agent | Sakura Ryugaku Centre, Tokyo |
## Signatures
| Signed by the Parent | Keiko Sato | 18 May 2026 |
| Signed for the School | Daniel Forsythe, Director of Studies | 20 May 2026 |
`,
    expected: {
      parties: ["Albion Bridge English School Ltd", "Keiko Sato"],
      signed: "2026-05-20",
      start: "2026-08-14",
      end: "2028-08-13",
      perpetual: false,
      territories: ["GB", "JP", "KR", "TW"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["sublicensable", "no_fee_stated"]
    }
  },
  {
    id: "h28c-06-study-abroad-perpetual-testimonial",
    style: "h28c-language-school-releases",
    format: "pdf",
    source: `
# CASCADE STUDY ABROAD, LLC
## Participant Testimonial, Photo and Video Release
Program: Semester in Salamanca (Intensive Spanish), Spring 2026
For good and valuable consideration, including the testimonial honorarium in Section 5, the undersigned participant ("Participant") grants to Cascade Study Abroad, LLC, an Oregon limited liability company ("Cascade"), the rights below. This Release is effective on the date Cascade countersigns it.
1> License
2> Participant grants Cascade a perpetual, irrevocable, worldwide, royalty-free license to use Participant's name, photograph, likeness, voice and written or recorded testimonial ("Participant Content") in Cascade's print and online marketing, namely Cascade's website, its program catalogs and brochures, and Cascade's social media accounts.
2> No rights are granted for television, radio or cinema advertising, or for billboards or other outdoor advertising.
1> Exclusivity
2> This license is non-exclusive. Participant may share Participant's own photos and story anywhere, including with other program providers.
1> Approval
2> Participant waives any right to inspect or approve finished marketing materials. Cascade will not attribute to Participant any statement Participant did not make.
1> Assignment
2> Cascade may assign this Release, in whole or in part, to any affiliate or to any successor to its study-abroad business.
1> Honorarium
2> Cascade will pay Participant a testimonial honorarium of $250 within 30 days after the program ends. The honorarium is separate from, and does not reduce, the program fee of $6,450 that Participant has paid to Cascade.
1> Minors and governing law
2> If Participant is under 18, a parent or guardian must also sign. This Release is governed by the laws of the State of Oregon.
## Signatures
| Participant name (print) | Valentina Ruiz |
| Participant signature | Valentina Ruiz |
| Date | April 3, 2026 |
| Parent or guardian (if Participant is under 18) | N/A (Participant is 20) |
| CASCADE STUDY ABROAD, LLC, by | Megan Albright, Director of Marketing |
| Date | April 6, 2026 |
`,
    expected: {
      parties: ["Valentina Ruiz", "Cascade Study Abroad, LLC"],
      signed: "2026-04-06",
      start: "2026-04-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "print", "social"],
      exclusive: false,
      fees: ["USD 250"],
      flags: ["perpetual_term", "irrevocable_grant", "assignable"]
    }
  },
  {
    id: "h28c-07-dublin-school-agent-letter",
    style: "h28c-language-school-releases",
    format: "text",
    source: `
Liffey Lane Language Academy Ltd
12 Wellington Quay, Dublin 2, Ireland
14 January 2027
Ms Nguyen Thi Lan
Director, Saigon Horizons Education Company Limited
District 3, Ho Chi Minh City, Vietnam
Dear Ms Nguyen,
Licence of student marketing materials for 2027
Further to our agency agreement dated 3 March 2025 (the "Agency Agreement"), this letter licenses Saigon Horizons Education Company Limited ("you") to use the photographs, video clips and student testimonials listed in the Annex (the "Materials") on the terms below. When you countersign it, this letter binds your company and us.
1. Use. You may use the Materials in your printed brochures and flyers, including those handed out at education fairs in Hanoi and Ho Chi Minh City, on your company website, and on your Facebook and Zalo pages. You may not use them in television, radio, outdoor or cinema advertising.
2. Territory. Vietnam only. You may not place the Materials on any website or page aimed at students in other countries.
3. Period. 1 February 2027 to 31 January 2028.
4. Exclusivity. None. We work with other agents in Vietnam and will supply the same Materials to them.
5. Sub-agents. You may not sub-license the Materials or pass them to sub-agents or freelance counsellors.
6. Students' consents. Every student shown has signed our release. If a student withdraws consent we will tell you, and you must remove that student's Materials within 10 days.
7. Brochure stock. We will ship you 500 printed brochures. You will pay a refundable deposit of €200 against the stock, repaid when the unused brochures are returned or accounted for. No other payment is due from you for this licence, and this letter does not change the commission payable under the Agency Agreement.
8. Data protection. The Materials contain personal data. You will process them only on our written instructions and in line with the GDPR.
Kind regards,
Ciaran Molloy
Marketing Director, for and on behalf of Liffey Lane Language Academy Ltd
Annex: 48 photographs of the 2026 summer and autumn courses; 6 testimonial videos; 12 written testimonials.
Agreed for and on behalf of Saigon Horizons Education Company Limited
Nguyen Thi Lan, Director
Date: 19 January 2027
`,
    expected: {
      parties: ["Liffey Lane Language Academy Ltd", "Saigon Horizons Education Company Limited"],
      signed: "2027-01-19",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["VN"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h28c-08-car-club-rally-images-outdoor-motors",
    style: "h28c-car-club-event-licences",
    format: "docx",
    source: `
# Photograph Licence Agreement
THIS AGREEMENT is dated 28 May 2026
## Parties
(1) COTSWOLD CLASSIC CAR CLUB, an unincorporated members' club acting by its committee, whose correspondence address is The Old Forge, Bourton Road, Moreton-in-Marsh GL56 0BX (the "Club"); and
(2) OUTDOOR MOTORS LTD, a company incorporated in England and Wales (company number 09384125), whose registered office is at Unit 4, Fosse Way Business Park, Cirencester GL7 1YD (the "Licensee").
## Background
(A) The Club organises the Cotswold Classic Road Rally (the "Rally"). Members' cars are photographed at the Rally by the Club's official photographers, who have assigned the copyright in their images to the Club.
(B) The Licensee is a dealer group selling classic and modern cars from showrooms in Cirencester, Stroud and Swindon and wishes to use images of the Rally.
## Agreed terms
1> Definitions
2> "Rally Date" means the date of the Rally stated in Schedule 1.
2> "Rally Images" means the photographs described in Schedule 1.
2> "Licence Period" means the period of twelve months from the Rally Date.
1> Grant
2> The Club grants the Licensee a licence to display the Rally Images in in-showroom displays and on point-of-sale stands in the Licensee's showrooms, and on the Licensee's website, in England during the Licence Period.
2> Despite the Licensee's name, no licence is granted for billboards, roadside hoardings, bus sides or any other outdoor advertising, for printed advertising or for social media.
2> Where a Rally Image shows a member's car with its registration plate legible, the Licensee shall obscure the plate before use.
1> Exclusivity
2> During the Licence Period the Club shall not license the Rally Images to any other motor dealer in England, and the licence in clause 2.1 is exclusive to that extent.
2> Clause 3.1 does not prevent the Club from supplying Rally Images to its event sponsor, Fosse Way Tyres Ltd, for the sponsor's own promotion, or from using them in the Club's own magazine and on its own website.
1> Fee
2> The Licensee shall pay the Club a licence fee of £1,800 plus VAT (at the current rate, £360) within 30 days of the Club's invoice.
2> The Licensee has an option to extend the Licence Period by a further twelve months for £1,200, exercisable by written notice before the Licence Period ends. This Agreement does not renew automatically.
1> Assignment
2> The Licensee shall not assign this Agreement or sub-license any of the Rally Images.
1> Law
2> This Agreement is governed by the law of England and Wales.
## Schedule 1
| Rally | Cotswold Classic Road Rally 2026 |
| Rally Date | 13 June 2026 |
| Start and finish | Batsford Arboretum car park |
| Rally Images | Up to 60 photographs chosen by the Licensee from the Club's official gallery |
## Signatures
| Signed for COTSWOLD CLASSIC CAR CLUB | Gillian Harcourt, Honorary Secretary, authorised by the committee |
| Signed for OUTDOOR MOTORS LTD | Mark Benbow, Director |
`,
    expected: {
      parties: ["Cotswold Classic Car Club", "Outdoor Motors Ltd"],
      signed: "2026-05-28",
      start: "2026-06-13",
      end: "2027-06-12",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: true,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["automatic_renewal", "assignable", "sublicensable"]
    }
  },
  {
    id: "h28c-09-dealer-owners-meet-release-rider",
    style: "h28c-car-club-event-licences",
    format: "pdf",
    source: `
# VEHICLE AND OWNER PHOTOGRAPHY RELEASE
## Printers Row Motor Group, LLC: "Mustangs on the Lakefront" Owners' Meet
This Release is between Printers Row Motor Group, LLC, an Illinois limited liability company ("Dealer"), and the vehicle owner named below ("Owner").
| Owner | Dwayne Kowalczyk |
| Vehicle | 1967 Ford Mustang Fastback, Highland Green |
| Host club | Lake Shore Mustang Club (not a party to this Release) |
| Event | Mustangs on the Lakefront Owners' Meet, Chicago |
| Event Date | Saturday, August 22, 2026 |
1> Photography. Owner permits Dealer and its photographers to photograph and film Owner and the Vehicle at the Event.
1> Use. Dealer may use the photographs and footage ("Event Media") on Dealer's website, on Dealer's social media accounts and in Dealer's local television commercials. Printed mailers, newspaper and magazine advertising, and billboards are excluded.
1> Territory. The United States.
1> Term. Dealer may use Event Media for two (2) years from the Event Date.
1> Payment. Dealer will pay Owner an appearance fee of $400 within fifteen (15) days after the Event. Dealer will also reimburse Owner's fuel and detailing costs, up to $100, against receipts; this reimbursement is not part of the fee.
1> Non-Exclusive. Owner remains free to allow others, including other dealers and the Club, to photograph and show the Vehicle.
1> Owner's Warranties. Owner owns the Vehicle outright and has authority to sign this Release.
1> No Endorsement. Dealer will not state or imply that Owner endorses any vehicle or service Dealer sells.
## RIDER A (signed with this Release)
Section 4 (Term) is deleted and replaced with: "4. Term. Dealer may use Event Media for eighteen (18) months from the Event Date, after which Dealer will remove Event Media from its website and social media accounts and will not air any commercial containing it." If this Rider conflicts with the body of the Release, this Rider prevails.
## Signatures
| OWNER | Dwayne Kowalczyk | Date: August 10, 2026 |
| PRINTERS ROW MOTOR GROUP, LLC | By: Teresa Villanueva, General Manager | Date: August 12, 2026 |
`,
    expected: {
      parties: ["Dwayne Kowalczyk", "Printers Row Motor Group, LLC"],
      signed: "2026-08-12",
      start: "2026-08-22",
      end: "2028-02-21",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 400"],
      flags: []
    }
  },
  {
    id: "h28c-10-rally-photographer-sponsor-buyout",
    style: "h28c-car-club-event-licences",
    format: "scan",
    source: `
# PHOTOGRAPHY LICENCE AND BUYOUT: FENLAND STAGES RALLY 2027
Date: 2 March 2027
Between Tom Whitcombe, freelance motorsport photographer, of 8 Cross Keys Lane, Wisbech PE13 2AB (the Photographer) and Fenland Motor Group Ltd, 110 Lynn Road, King's Lynn PE30 4HJ (the Sponsor).
1. The Photographer will photograph the Fenland Stages Rally on 20 March 2027, organised by Fens Motor Club (which is not a party), including members' cars in the service park and on the stages.
2. Grant. In return for the Buyout Fee, the Photographer grants the Sponsor a non-exclusive licence to use the photographs in all media now known or later devised, throughout the world, in perpetuity, from the date of this agreement.
3. The Photographer keeps the copyright and may sell prints and license the photographs to motorsport magazines and to the crews whose cars appear.
4. Buyout Fee. £950, a single buyout payment covering every use under clause 2. No further fees, royalties or repeat fees are payable.
5. Expenses. Mileage at 45p per mile, capped at £90, is reimbursed on invoice and is not part of the Buyout Fee.
6. Cancellation. If the rally is cancelled less than 7 days before it is due to run, the Sponsor pays a cancellation fee of £250 instead of the Buyout Fee.
7. Moral rights. The Photographer waives the right to be identified as the author of the photographs and the right to object to derogatory treatment of them.
Signed: Tom Whitcombe (Photographer), 2 March 2027
Signed: Rebecca Lowe, Marketing Manager, for Fenland Motor Group Ltd, 2 March 2027
`,
    expected: {
      parties: ["Tom Whitcombe", "Fenland Motor Group Ltd"],
      signed: "2027-03-02",
      start: "2027-03-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 950"],
      flags: ["perpetual_term", "unlimited_media", "buyout", "moral_rights_waiver"]
    }
  }
]
