// Independent author "n30f" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles: fertility and family-clinic patient story consents (a consent form written to a patient in
// the second person, a US clinic's letter binding its addressee, a tick-box scan with dates only in a table, a UK
// surrogacy agency's e-mail buyout; hard: the "you" and "we" parties, a heading naming television over a body that
// refuses it, expenses and travel money beside no fee, a term counted from a Launch Date given later); corporate
// headshot photographer agreements (a UK day-rate agreement with a schedule, a US realtor agreement whose photographer
// is named only in the signature block and whose "Exclusive Rights" heading sits over a non-exclusive body, a scanned
// short-form with a client called "Broadcast Media Partners"; hard: deposits, VAT, per-image extras and cancellation
// fees that are not fees, a shoot date in a schedule); karaoke bar and nightclub patron filming notices (a door notice
// with a patron release slip, a documentary crew's notice at a club called "The Cinema Rooms", a karaoke contest
// notice revised by a later notice that replaces its term; hard: a venue that is not a party, "the world excluding the
// United States", a free drink and a prize that are not fees, a perpetual term withdrawn by the revision, a competitor
// restriction).
//
// Answer rules decided by this author: the parties are the persons bound (the clinic or agency and the named patients;
// the photographer and the client; the filming venue or production company and the named patron), never a venue or
// agent said not to be a party; the signing date is the date of the last signature (a letter is signed when its
// addressee countersigns); the start is the date the text says the permission begins, else the signing date; "N
// months/years from X" ends the day before the anniversary of X; fees are the sums paid for the story, the session or
// the appearance: VAT, expenses, travel money, deposits already counted in a fee, per-image extras only if ordered,
// cancellation fees, prizes and a free drink are not fees; websites are web, Instagram/Facebook/TikTok/YouTube/LinkedIn
// social, leaflets, brochures, magazines, business cards and annual reports print, television broadcast, posters,
// yard signs, bus benches and billboards out_of_home; "all media now known or hereafter devised" is the seven channels
// and unlimited_media; "the world excluding X" is worldwide; exclusive is true only where the grantor promises not to
// grant the same to others, false where the text says non-exclusive or that it grants no exclusivity, null where it is
// silent; perpetual raises perpetual_term only (not no_end_date) and has no end; a term over 60 months is long_term;
// "irrevocable" raises irrevocable_grant; a single payment for all rights for ever "with no further payment" is a
// buyout; a waiver of moral rights raises moral_rights_waiver; a promise not to take part in a competitor's filmed event
// is non_compete with exclusive true; "shall not / may not sub-license" denies sublicensable, "may not transfer or
// assign" denies assignable, a revision that says the licence is no longer perpetual denies perpetual_term; a later
// notice or rider that says it replaces a clause prevails.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30f-clinic-patient-story-consents",
  "n30f-headshot-photographer-agreements",
  "n30f-nightclub-patron-filming-notices"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30f-01-fertility-story-consent-form",
    style: "n30f-clinic-patient-story-consents",
    format: "docx",
    source: `
# Harbour Fertility Centre Ltd - Consent to Share Your Story
This consent form is made between Harbour Fertility Centre Ltd, 14 Quayside Road, Bristol BS1 4RF (the "Centre", "we", "us") and you, Amira Haddad of 22 Clifton Vale, Bristol BS8 4PT ("you").
## 1. Your story
1> You have agreed to tell us about your fertility treatment at the Centre, in a written interview and up to ten photographs taken by our staff photographer on a date we agree with you (together, your "Story").
1> You may ask us to change your first name or to leave out any detail before anything is published. You approve the final text before we use it.
## 2. Where we will use your Story
1> We may publish your Story on the Centre's website (harbourfertility.co.uk) and on the Centre's Instagram and Facebook pages.
1> We may also print your Story in the Centre's patient information leaflets, which are handed out at our clinics.
1> The Story will be used in the United Kingdom only.
## 3. Television, radio and the press
1> We will not offer your Story to television or radio producers, and your Story will not be broadcast in any form. We will not give your Story or your photographs to newspapers or magazines.
## 4. How long your consent lasts
1> Your consent begins on the date you sign this form and lasts for three years from that date. After that we will remove your Story from our website and social pages and will not reprint it.
1> You may withdraw your consent for future uses at any time by writing to our Patient Liaison Officer.
## 5. Payment
1> You will not be paid for sharing your Story. We will reimburse your reasonable travel expenses to the photography session, up to £60, on receipt.
## 6. Your Story stays with us
1> The Centre shall not sub-license, sell or lend your Story or your photographs to any other organisation.
## Signatures
| Signed for Harbour Fertility Centre Ltd | Dr Eleanor Marsh, Medical Director | 9 February 2026 |
| Signed by you | Amira Haddad | 9 February 2026 |
`,
    expected: {
      parties: ["Harbour Fertility Centre Ltd", "Amira Haddad"],
      signed: "2026-02-09",
      start: "2026-02-09",
      end: "2029-02-08",
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
    id: "n30f-02-clinic-letter-launch-date",
    style: "n30f-clinic-patient-story-consents",
    format: "pdf",
    source: `
# Bayview Family Fertility, P.C.
2200 Embarcadero Way, Suite 400, Oakland, CA 94606
April 14, 2026
Ms. Daniela Alvarez
581 Linden Street, Alameda, CA 94501
Dear Ms. Alvarez:
Thank you for agreeing to share your family's story in "Beyond the Broadcast," our patient video series. This letter sets out what we have agreed. When you sign below, it becomes a binding agreement between you and Bayview Family Fertility, P.C. ("Bayview").
## What you are giving us
You grant Bayview a non-exclusive license to use the video interview we record with you, your name and your likeness in the "Beyond the Broadcast" series. Despite its title, the series is not shown on television: Bayview will post it only on Bayview's website and on Bayview's YouTube channel.
## How long
The license runs for 24 months from the Launch Date. After that, Bayview will take the videos down.
## Where
The United States of America.
## Payment
Bayview will pay you an honorarium of $750 within 30 days after the interview. We will also reimburse parking and mileage on the interview day, up to $40; that reimbursement is not part of the honorarium.
## Privacy
Bayview will not disclose any medical information beyond what you say on camera, and will not use the video in paid advertising.
## Launch Date
For this letter, the "Launch Date" is June 1, 2026, the date the first episode of the series is posted.
Sincerely,
Karen Oduya, Director of Patient Experience, Bayview Family Fertility, P.C.
Agreed and accepted:
Daniela Alvarez
Date: April 20, 2026
`,
    expected: {
      parties: ["Bayview Family Fertility, P.C.", "Daniela Alvarez"],
      signed: "2026-04-20",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 750"],
      flags: []
    }
  },
  {
    id: "n30f-03-ivf-tickbox-consent-scan",
    style: "n30f-clinic-patient-story-consents",
    format: "scan",
    source: `
# MERIDIAN IVF CLINIC LTD - PATIENT STORY CONSENT (FORM PS-2)
Patients: Hannah Whitlock and Tom Whitlock, 7 Orchard Close, Leeds LS6 2AB.
Clinic: Meridian IVF Clinic Ltd, 40 Park Square East, Leeds LS1 2NE.
We, the patients named above, consent to Meridian IVF Clinic Ltd using our written story and the photographs we have supplied, as ticked below.
| Use | Consent |
| Clinic website | YES |
| Clinic social media (Instagram, Facebook) | YES |
| Printed brochures and leaflets | NO |
| Television or radio | NO |
| Posters, billboards or bus shelters | NO |
| Period | Dates |
| Consent starts | 1 March 2026 |
| Consent ends | 28 February 2027 |
Area of use: the United Kingdom and Ireland.
Payment: none. The Clinic makes no payment for this consent.
The Clinic may not transfer or assign this consent to any other person or company.
Signed: Hannah Whitlock    Tom Whitlock    Date: 20 February 2026
For the Clinic: J. Brennan, Communications Lead    Date: 20 February 2026
`,
    expected: {
      parties: ["Meridian IVF Clinic Ltd", "Hannah Whitlock", "Tom Whitlock"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30f-04-surrogacy-story-email-buyout",
    style: "n30f-clinic-patient-story-consents",
    format: "text",
    source: `
# Re: Your family story - release and buyout (please reply "I agree")
From: Olivia Grant <olivia.grant@cradleandco.co.uk>
To: Sam Adeyemi <sam.adeyemi@mailbox.co.uk>
Date: 12 November 2025, 10:18
Dear Sam,
As discussed, this e-mail sets out the terms on which Cradle & Co. Surrogacy Ltd ("Cradle & Co.") will use the story of your surrogacy journey, including the interview film made on 3 November 2025 and the family photographs you sent us (the "Materials"). Once you reply "I agree", these terms bind you and Cradle & Co.
1. You grant Cradle & Co. the irrevocable right to use the Materials in perpetuity, throughout the world, in all media now known or hereafter devised, from the date of your reply.
2. Cradle & Co. will pay you a single buyout fee of £1,200 (plus VAT if you are VAT-registered) for all uses for all time, with no further payment of any kind. We will also reimburse your travel to the filming, up to £150.
3. You waive any moral rights you have in the Materials.
4. Cradle & Co. may edit the Materials but will not show your children's faces.
Kind regards,
Olivia Grant, Head of Communications, Cradle & Co. Surrogacy Ltd
---
From: Sam Adeyemi <sam.adeyemi@mailbox.co.uk>
Date: 12 November 2025, 19:42
I agree. Sam Adeyemi
`,
    expected: {
      parties: ["Cradle & Co. Surrogacy Ltd", "Sam Adeyemi"],
      signed: "2025-11-12",
      start: "2025-11-12",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 1200"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "buyout", "moral_rights_waiver"]
    }
  },
  {
    id: "n30f-05-law-firm-headshot-day-rate",
    style: "n30f-headshot-photographer-agreements",
    format: "docx",
    source: `
# Headshot Photography Agreement
## Parties
1> Lena Okafor Photography Ltd, a company registered in England and Wales (No. 11873204), of Unit 3, Canal Works, Manchester M4 6JT (the "Photographer").
1> Castlegate Legal LLP, of 1 Castlegate Square, Manchester M3 4LZ (the "Client").
## Agreed terms
1> Services. The Photographer will photograph up to 40 partners and staff of the Client at the Client's offices on the Shoot Date set out in the Schedule, and will deliver two retouched images of each person (the "Headshots").
1> Copyright. Copyright in the Headshots remains with the Photographer.
1> Licence. The Photographer grants the Client a non-exclusive licence to use the Headshots anywhere in the world on the Client's website, on the Client's LinkedIn page and the personal LinkedIn profiles of the people photographed, and in the Client's printed brochures and tender documents.
1> Excluded uses. The licence does not extend to advertising on billboards, posters or television.
1> Term. The licence begins on the Shoot Date and lasts for three years from the Shoot Date.
1> Sub-licensing. The Client shall not sub-license the Headshots to any third party, including any recruitment agency or directory.
1> Fee. The Client will pay the Photographer a day rate of £1,850 plus VAT. A deposit of 30% of the day rate (£555) is payable on signature and is deducted from the day rate invoice. Additional retouched images, if ordered, cost £45 each.
1> Cancellation. If the Client cancels within 7 days of the Shoot Date, a cancellation fee of £400 is payable.
## Schedule
| Item | Detail |
| Shoot Date | 12 May 2026 |
| Location | 1 Castlegate Square, Manchester |
| Delivery | within 10 working days of the Shoot Date |
## Signed
| For Lena Okafor Photography Ltd | Lena Okafor, Director | 28 April 2026 |
| For Castlegate Legal LLP | Richard Pryce, Managing Partner | 27 April 2026 |
`,
    expected: {
      parties: ["Lena Okafor Photography Ltd", "Castlegate Legal LLP"],
      signed: "2026-04-28",
      start: "2026-05-12",
      end: "2029-05-11",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1850"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30f-06-realtor-headshots-signature-block",
    style: "n30f-headshot-photographer-agreements",
    format: "pdf",
    source: `
# AGENT PORTRAIT SESSION AGREEMENT
This Agent Portrait Session Agreement is entered into by Summit Ridge Realty Group, Inc., a Colorado corporation ("Client"), and the undersigned photographer ("Photographer").
## 1. Session
Photographer will photograph Client's 18 licensed agents at Client's Boulder office in a single session and deliver three edited images per agent (the "Portraits").
## 2. Exclusive Rights
Nothing in this Agreement grants Client exclusive rights in the Portraits. Photographer may license the Portraits to the agents individually and may show them in Photographer's own portfolio.
## 3. License
Photographer grants Client a license, in perpetuity, to use the Portraits within the United States on Client's website, on Client's Facebook and Instagram accounts, on business cards and printed listing brochures, and on yard signs and bus bench advertisements.
## 4. Restrictions
Client may not transfer or assign this license, and Client shall not sub-license the Portraits to any other brokerage.
## 5. Fees
Client will pay a session fee of $2,400, due on delivery. If Client cancels the session less than 48 hours before it begins, Client will pay a cancellation fee of $300 instead of the session fee. Sales tax, if any, is added to the invoice.
## 6. Effective Date
This Agreement takes effect on the date of the last signature below.
| CLIENT: Summit Ridge Realty Group, Inc. | By: Dana Whitfield, Broker/Owner | Date: July 6, 2026 |
| PHOTOGRAPHER: | Marco Bellini | Date: July 8, 2026 |
`,
    expected: {
      parties: ["Summit Ridge Realty Group, Inc.", "Marco Bellini"],
      signed: "2026-07-08",
      start: "2026-07-08",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["USD 2400"],
      flags: ["perpetual_term"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n30f-07-broadcast-media-headshot-scan",
    style: "n30f-headshot-photographer-agreements",
    format: "scan",
    source: `
# HEADSHOT LICENCE - SHORT FORM
Photographer: Priya Raman, trading as Raman Studio, 9 Albion Street, Glasgow G1 1LH.
Client: Broadcast Media Partners Ltd, 120 Bothwell Street, Glasgow G2 7JS.
1. The Photographer will photograph the Client's twelve senior staff and deliver the final images by the Delivery Date below.
2. The Photographer grants the Client an exclusive licence to use the images, and will not license the same images to any other person during the licence period.
3. The Client may use the images on its website, on LinkedIn, and in its printed annual report. The Client's name notwithstanding, no use on television or radio is licensed.
4. Territory: the United Kingdom.
5. The licence runs for 24 months from the Delivery Date.
6. Fee: £960, payable within 30 days of the Delivery Date. Travel expenses, if any, are charged at cost.
| Key date | |
| Delivery Date | 15 January 2026 |
Signed for the Client: Alasdair Reid, Operations Director, 5 January 2026
Signed by the Photographer: Priya Raman, 5 January 2026
`,
    expected: {
      parties: ["Priya Raman", "Broadcast Media Partners Ltd"],
      signed: "2026-01-05",
      start: "2026-01-15",
      end: "2028-01-14",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 960"],
      flags: []
    }
  },
  {
    id: "n30f-08-karaoke-door-notice-release-slip",
    style: "n30f-nightclub-patron-filming-notices",
    format: "text",
    source: `
# FILMING TONIGHT - LUCKY SEVEN KARAOKE, 31 Dean Street, London W1D 3RY
Lucky Seven Karaoke is operated by Lucky Seven Leisure Ltd ("we"). We film the stage and the bar area on Saturday nights for our own Instagram, TikTok and our website, luckysevenkaraoke.co.uk. The footage is not made for television.
If you step onto the stage you will be filmed. Singers who want to be featured in our posts sign the release slip below at the bar.
Everyone who signs receives a complimentary drink. Nobody is paid for appearing.
---
PATRON RELEASE SLIP
I, Jordan Price, allow Lucky Seven Leisure Ltd to film my performance tonight and to use the footage on its Instagram and TikTok accounts and its website, anywhere in the world and in perpetuity. This permission is irrevocable.
Lucky Seven Leisure Ltd may not sell or sub-license the footage to anyone else.
Signed: Jordan Price
Date: 14 February 2026
For Lucky Seven Leisure Ltd: Mei Lin, Duty Manager, 14 February 2026
`,
    expected: {
      parties: ["Lucky Seven Leisure Ltd", "Jordan Price"],
      signed: "2026-02-14",
      start: "2026-02-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30f-09-cinema-rooms-documentary-notice",
    style: "n30f-nightclub-patron-filming-notices",
    format: "pdf",
    source: `
# NOTICE OF FILMING AND CONTRIBUTOR RELEASE
## Notice
Afterhours Pictures Ltd is filming tonight, 19 September 2026, at The Cinema Rooms, 4 Hope Street, Liverpool L1 9BQ, for "Night Shift", a documentary series for television. The Cinema Rooms is the venue only and is not a party to this release.
Areas marked with a red sign are not filmed. If you do not wish to appear, please speak to a member of the crew.
## Release
1> Contributor: Sofia Brennan.
1> Producer: Afterhours Pictures Ltd, 22 Duke Street, Liverpool L1 5AS.
1> The Contributor grants the Producer the right to include her image, voice and performance in "Night Shift" and in trailers for it, for broadcast on television throughout the world excluding the United States of America.
1> The right lasts for seven years from the date of this release.
1> The Producer will pay the Contributor an appearance fee of £50 on signature.
1> The Contributor waives any moral rights she may have in her contribution.
1> No cinema release or online use of the contribution is licensed.
Signed by the Contributor: Sofia Brennan, 19 September 2026
Signed for the Producer: Tom Ashworth, Series Producer, 19 September 2026
`,
    expected: {
      parties: ["Afterhours Pictures Ltd", "Sofia Brennan"],
      signed: "2026-09-19",
      start: "2026-09-19",
      end: "2033-09-18",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast"],
      exclusive: null,
      fees: ["GBP 50"],
      flags: ["long_term", "moral_rights_waiver"]
    }
  },
  {
    id: "n30f-10-karaoke-contest-revised-notice",
    style: "n30f-nightclub-patron-filming-notices",
    format: "docx",
    source: `
# Mic Drop Karaoke Bar, LLC - Karaoke Championship Filming Notice and Contestant Release
Mic Drop Karaoke Bar, LLC ("Mic Drop"), 1010 East Sixth Street, Austin, TX 78702, is filming its Fall Karaoke Championship on the Broadcast Stage, the main stage of its Sixth Street bar. Every contestant signs this release.
## Contestant
Derek Yoon, 455 Riverside Drive, Apt 12, Austin, TX 78704.
## Terms
1> Grant. The contestant allows Mic Drop to film the contestant's performances in the Championship and to post the footage on Mic Drop's website and on its Instagram, TikTok and YouTube channels, in the United States.
1> Term. Mic Drop may use the footage in perpetuity.
1> Appearance fee. Mic Drop pays each contestant an appearance fee of $150 for the Championship.
1> Prize. The winner of the Final Night receives a cash prize of $1,000. The prize is not paid for the use of footage.
1> Exclusivity. The contestant's filmed appearances in the Championship are exclusive to Mic Drop: until the end of the Term, the contestant will not take part in any other filmed karaoke competition held at a bar or club in Austin, Texas.
## Revised Notice (posted October 1, 2026, before any contestant signed)
This Revised Notice replaces clause 2 (Term) above, and prevails over it, and forms part of this release. The license is no longer perpetual: it begins on the Final Night, October 24, 2026, and lasts 18 months from the Final Night. All other terms are unchanged.
## Signatures
| Contestant | Derek Yoon | October 3, 2026 |
| Mic Drop Karaoke Bar, LLC | Rosa Delgado, General Manager | October 3, 2026 |
`,
    expected: {
      parties: ["Mic Drop Karaoke Bar, LLC", "Derek Yoon"],
      signed: "2026-10-03",
      start: "2026-10-24",
      end: "2028-04-23",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 150"],
      flags: ["non_compete"],
      denies: ["perpetual_term"]
    }
  }
]
