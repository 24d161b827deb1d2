// Independent author "h28b" (wave 28), one held-out batch written without reading the reader's rules or the other
// batches' texts, and committed before any run of the reader. Read: test/corpus/contracts/Corpus.ts, lines 1-40 of
// domain/contracts/ContractFlags.ts, lines 1-74 of independent/n11-shorthand-amendments-carveouts.ts (the file
// convention), the wave 28 checker and the names of the files in unseen/ and independent/. Nothing else.
//
// Three styles. (1) UK commercial performer contracts booked through a casting agent, with the usage bought priced
// per medium and territory in a table: hard because rows say "Not purchased" beside media words, the usage period
// runs from a First Air Date stated elsewhere or only in a table, a session fee sits beside usage fees and beside
// sums that are not fees (overtime if worked, cancellation fees, agency commission, VAT, expenses, an option price),
// an advertiser or company name holds a channel word ("Outdoor Pale Ale", "Printwell", "Cinema Street Films"), one
// table is a buyout and another says expressly it is not, and a rider deletes the usage and exclusivity clauses and
// prevails. (2) Synthetic voice and voice-clone licences (a voice artist licensing a trained model of her voice for
// adverts and apps): hard because the go-live date is only in a schedule, a royalty sits beside a one-time fee, a
// heading names sub-licensing over a body that denies it, an exclusivity is limited to one category of apps, and a
// letter ("Dear Nia") binds its addressee while the end client, whose name is "Outdoor Kings", is not a party.
// (3) B2B software customer case-study releases (the customer company releases its name, logo, employees' quotes and
// photographs to the software vendor): hard because the quoted employees are named but are not parties, the customer
// is named only in the signature block of a form, paid advertising is excluded after the grant, a customer magazine
// is called "Fleet Broadcast", consent is revocable, and a discount or capped costs are not fees.
//
// Answer rules decided by this author: the parties are the two who are bound by the document: the producer, agency,
// studio or vendor and the performer, voice artist or customer company; a casting agent, the performer's agent, an
// advertiser or end client said not to be a party, a hosting provider and quoted employees are not parties, and a
// person signing "for and on behalf of" a company is not a party herself. The signing date is the date of the last
// signature or countersignature; a rider is signed on its own date. The start is the date the use or licence runs
// from (a First Air Date, Go-Live Date, Campaign Launch Date or Publication Date, wherever in the document it is
// given; otherwise the date the agreement takes effect); "N months/years from X" ends the day before the anniversary
// of X. A rider that replaces the usage clause gives the usage, territories, channels, exclusivity and fees as
// replaced, and the fees are only the sums the rider itself states. Fees are the fixed sums paid for the services or
// the rights (a session fee, each usage or buyout fee per medium, a model creation fee, a licence fee, a location
// fee), one entry per sum; VAT, agency commission or booking fees, overtime payable only if worked, expenses and
// capped costs, cancellation fees, the price of an unexercised option, a royalty percentage and a discount are not
// fees. Channels: television and radio are broadcast; websites, online shops, apps and blogs are web; social media
// accounts, YouTube and LinkedIn are social; catalogues, brochures, press and printed magazines are print; posters
// and digital outdoor screens are out_of_home; in-store screens, point-of-sale and in-store audio are in_store; a
// medium marked "Not purchased", "not licensed" or excluded is not a channel, and a channel word inside a company,
// product or magazine name is not a channel. Territories are the union of the rows' territories; a worldwide row
// makes the whole ["worldwide"]. Exclusive is true where the grant is exclusive or the performer, artist or
// customer promises not to work for or appear for competitors (then also non_compete), false where the text says
// non-exclusive or that the person is free to work for competitors, and null where the text is silent. Flags: buyout
// where the fee is said to be a buyout in full settlement with no further usage fees (denied where the text says the
// fees are not a buyout); perpetual_term for "in perpetuity"; irrevocable_grant for "irrevocably"; assignable where
// the buyer may assign (denied by "may not be assigned" or "non-transferable"); sublicensable denied by "shall not
// sub-license"; worldwide_exclusivity for an exclusive worldwide grant; moral_rights_waiver for a waiver of moral
// rights; no_fee_stated where nothing is paid; automatic_renewal denied where an option "does not renew
// automatically"; irrevocable_grant denied where the consent may be withdrawn or revoked on notice.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h28b-performer-usage-buyout-tables",
  "h28b-synthetic-voice-model-licences",
  "h28b-customer-case-study-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h28b-01-casting-tv-online-usage-table",
    style: "h28b-performer-usage-buyout-tables",
    format: "docx",
    source: `
# ARTIST ENGAGEMENT AGREEMENT - TELEVISION AND ONLINE COMMERCIAL
Booking reference: NLC/2026/0147. Booked through Northlight Casting Ltd ("the Casting Agent"), which acts as booking agent only and is not a party to this Agreement.
## Parties
(1) MARLOW LANE PRODUCTIONS LIMITED, a company registered in England and Wales (company number 08812734), whose registered office is at 14 Greek Street, London W1D 4DH ("the Producer"), producing the Commercial for its client Halden Breweries plc ("the Advertiser"), which is not a party to this Agreement; and
(2) TAMSIN OKAFOR, c/o Pemberton Artists, 3 Rupert Court, London W1D 6DX ("the Artist").
## Background
The Producer is producing a television and online commercial for Halden Outdoor Pale Ale entitled "Long Light" (1 x 30 second film and 1 x 20 second cut-down) ("the Commercial"). The Artist has been cast in a featured role.
## Agreed terms
1> Engagement. The Artist shall attend one shoot day of ten hours (including a one hour lunch break) on 19 January 2026 at Three Mills Studios, London E3, and one wardrobe fitting of up to two hours, for which no additional fee is payable.
1> Session fee. The Producer shall pay the Artist a session fee of £650 for the shoot day. Overtime beyond ten hours, if worked, is paid at £97.50 per hour or part hour. Reasonable travel expenses up to £60 are reimbursed against receipts.
1> Usage. In return for the usage fees below the Artist consents to the use of her performance in the Commercial only in the media, territories and period set out in this table:
| Medium | Territory | Usage period | Usage fee |
| Television (all UK channels, including their catch-up and broadcaster video on demand services) | United Kingdom | Usage Period | £4,200 |
| Online and social media (the Advertiser's website, YouTube channel, Instagram and TikTok accounts, organic and paid) | United Kingdom and Republic of Ireland | Usage Period | £1,800 |
| Cinema | - | Not purchased | - |
| Outdoor, posters and print stills | - | Not purchased | - |
1> Usage Period. The Usage Period is 12 months from the First Air Date (defined in clause 9).
1> Not a buyout. The usage fees are not a buyout. Any use of the Commercial outside the media, territories or Usage Period in clause 3, including any cinema, outdoor or print use, requires the Artist's prior written agreement and the payment of a further fee.
1> Exclusivity. During the Usage Period the Artist shall not appear in any advertising for beer, lager, cider or any other alcoholic drink in the United Kingdom or the Republic of Ireland. The Artist is otherwise free to accept any engagement.
1> Assignment. The Producer may assign the benefit of this Agreement to the Advertiser.
1> Payment. All fees are exclusive of VAT. The Casting Agent's booking fee of 10% is payable by the Producer to the Casting Agent and is not deducted from the Artist's fees. Fees are paid to the Artist's agent within 30 days of invoice.
1> First Air Date. The First Air Date is 2 March 2026, the date on which the Commercial is first transmitted on UK television.
1> Law. This Agreement is governed by the law of England and Wales.
## Signatures
Signed for and on behalf of Marlow Lane Productions Limited by Rosalind Hart, Head of Production. Date: 12 January 2026
Signed by Tamsin Okafor. Date: 14 January 2026
`,
    expected: {
      parties: ["Marlow Lane Productions Limited", "Tamsin Okafor"],
      signed: "2026-01-14",
      start: "2026-03-02",
      end: "2027-03-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 650", "GBP 4200", "GBP 1800"],
      flags: ["non_compete", "assignable"],
      denies: ["buyout"]
    }
  },
  {
    id: "h28b-02-agency-perpetual-retail-buyout",
    style: "h28b-performer-usage-buyout-tables",
    format: "pdf",
    source: `
# PERFORMER BOOKING AND BUYOUT AGREEMENT
Agency: Finch Creative Limited, 22 Cheapside, Birmingham B5 6AY (the "Agency").
Performer: Dev Mistry, represented by Castwell Agency (the Performer's agent, not a party).
Client: Printwell Stationers Limited (the "Client"). The Client is not a party to this agreement; the Agency contracts as principal.
Campaign: Printwell "Back to Desk" summer campaign, stills and short video.
## 1. Booking
The Performer will attend one shoot day on 10 June 2025 at the Agency's studio in Digbeth, Birmingham. The session fee for the shoot day is £500.
If the Agency cancels the booking less than 48 hours before the shoot, it will pay a cancellation fee equal to 50% of the session fee instead of the session fee.
## 2. Usage bought out
The Campaign Launch Date is 1 July 2025. From the Campaign Launch Date the Performer irrevocably grants the Agency, for the Client's campaign, the right to use the stills and footage of the Performer as follows:
| Media | Territory | Period | Buyout fee |
| Internet and social media (the Client's websites, online shop and social media accounts) | Worldwide | In perpetuity | £2,000 |
| In-store screens and point-of-sale displays in the Client's shops | United Kingdom | In perpetuity | £750 |
| Print (catalogue, press, direct mail) | - | Not purchased | nil |
| Outdoor posters and billboards | - | Not purchased | nil |
## 3. Full and final settlement
The session fee and the buyout fees are in full and final settlement of all sums due to the Performer. No repeat fees, residuals or further usage fees are payable for any use within clause 2.
## 4. No exclusivity
The Performer is not restricted in any way and may appear in advertising for any other retailer or stationer, including competitors of the Client.
## 5. Payment
All sums are exclusive of VAT and are payable to Castwell Agency within 45 days of the shoot.
## Signed
For Finch Creative Limited: Oliver Beckett, Managing Director, 19 May 2025
Performer: Dev Mistry, 20 May 2025
`,
    expected: {
      parties: ["Finch Creative Limited", "Dev Mistry"],
      signed: "2025-05-20",
      start: "2025-07-01",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 500", "GBP 2000", "GBP 750"],
      flags: ["perpetual_term", "buyout", "irrevocable_grant"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h28b-03-booking-confirmation-dates-in-table",
    style: "h28b-performer-usage-buyout-tables",
    format: "scan",
    source: `
# SALTMARSH CASTING - BOOKING CONFIRMATION AND USAGE AGREEMENT
This confirmation sets out the agreement between Cinema Street Films Ltd (the Production Company) and Megan Lloyd-Hughes (the Artist) for the commercial below. Saltmarsh Casting acts as casting agent only and is not a party.
| Item | Detail |
| Advertiser | Brightwater Bank |
| Commercial | "Small Steps" 1 x 40 sec TV and online film |
| Shoot date | 8 September 2026 |
| First transmission (usage start) | 1 October 2026 |
| Usage end | 30 September 2027 |
| Territory | United Kingdom only |
| Basic session fee | £450 |
| Wardrobe fitting | No fee |
USAGE PURCHASED
| Medium | Fee |
| UK television | £2,400 |
| Paid social media (Brightwater Bank accounts) | £900 |
| Cinema | NOT BOOKED |
| Online video on other sites | NOT BOOKED |
OPTION: The Production Company may extend UK television usage for a further 12 months for £2,000 by written notice before 1 September 2027. The option does not renew automatically.
EXCLUSIVITY: None. The Artist is free to accept other commercials, including for competing banks.
All fees exclusive of VAT. Saltmarsh commission is deducted from fees by Saltmarsh.
Agreed and signed for Cinema Street Films Ltd: Paul Ennis, Producer. Date: 28 August 2026
Agreed and signed by the Artist: Megan Lloyd-Hughes. Date: 28 August 2026
`,
    expected: {
      parties: ["Cinema Street Films Ltd", "Megan Lloyd-Hughes"],
      signed: "2026-08-28",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "social"],
      exclusive: false,
      fees: ["GBP 450", "GBP 2400", "GBP 900"],
      flags: [],
      denies: ["automatic_renewal", "non_compete"]
    }
  },
  {
    id: "h28b-04-rider-replaces-usage-clause",
    style: "h28b-performer-usage-buyout-tables",
    format: "text",
    source: `
# RIDER No. 2 - EXTENSION OF USAGE
Rider No. 2 dated 10 June 2026 to the Performer Agreement dated 4 February 2026 (the "Agreement") between Kestrel Yard Productions Ltd (the "Producer") and Joel Amankwah (the "Artist") for the commercial "Open All Hours" made for Ridgeback Print & Copy Centres (the "Advertiser").
1. This Rider is supplemental to the Agreement. If this Rider and the Agreement conflict, this Rider prevails. Words defined in the Agreement have the same meaning here.
2. Clause 6 (Usage) of the Agreement is deleted and replaced by the following:
"6. Usage. The Producer may use the Artist's performance in the Commercial from 1 April 2026 to 31 March 2027 (inclusive) as follows:
Medium    Territory    Status
UK television    United Kingdom    as originally booked
The Advertiser's website and its social media accounts    United Kingdom and Ireland    added by Rider No. 2
Digital outdoor screens (roadside and rail)    United Kingdom    added by Rider No. 2
Press and print    -    not licensed"
3. Extension Fee. For the media added by this Rider the Producer shall pay the Artist an extension fee of £1,250, exclusive of VAT, within 30 days of the date of this Rider.
4. Exclusivity. Clause 9 (Exclusivity) of the Agreement is deleted. From the date of this Rider the Artist is under no exclusivity and may appear in advertising for any other business, including other print and copy shops.
5. Sub-licensing. The Producer shall not sub-license any of the rights in the Artist's performance to any third party.
6. All other terms of the Agreement remain in full force.
Signed for Kestrel Yard Productions Ltd: Amira Saleh, Producer, 10 June 2026
Signed by Joel Amankwah, 10 June 2026
`,
    expected: {
      parties: ["Kestrel Yard Productions Ltd", "Joel Amankwah"],
      signed: "2026-06-10",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1250"],
      flags: [],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "h28b-05-voice-model-licence-insurer",
    style: "h28b-synthetic-voice-model-licences",
    format: "docx",
    source: `
# SYNTHETIC VOICE MODEL LICENCE AGREEMENT
This Agreement is dated 16 February 2026.
## Parties
1> AOIFE BRENNAN of 41 Ormond Road, Rathmines, Dublin 6, Ireland (the "Artist"); and
1> HARBOURLINE INSURANCE SERVICES LIMITED, incorporated in England and Wales (company number 10427715), of 2 Marsh Wall, London E14 9TP (the "Licensee").
## Background
The Artist is a professional voice artist. At the Licensee's cost, Verbena Voice Labs Ltd (the "Provider") has recorded the Artist and trained a synthetic model of her voice (the "Voice Model"). The Provider hosts the Voice Model for the Licensee and is not a party to this Agreement.
## 1. Definitions
2> "Go-Live Date" means the date stated in Schedule 1.
2> "Licence Term" means 24 months from the Go-Live Date.
2> "Territory" means the United Kingdom and the Republic of Ireland.
## 2. Licence
2> The Artist grants the Licensee a non-exclusive licence during the Licence Term to use the Voice Model to generate voice-overs for the Licensee's television and radio commercials and for videos on the Licensee's website, in the Territory.
2> The licence excludes social media, cinema, podcasts and any political, religious or gambling advertising.
2> Every script must be approved by the Artist in writing before audio is generated; the Artist shall not unreasonably withhold approval.
## 3. Restrictions
2> The Licensee shall not sub-license, sell or transfer the Voice Model or any right to use it.
2> The Licensee shall not use the Voice Model, or any audio generated by it, to train or fine-tune any other model.
2> This Agreement is personal to the Licensee and may not be assigned.
## 4. Fees
2> The Licensee has paid the Artist a model creation fee of £1,200 for the recording sessions.
2> The Licensee shall pay the Artist a licence fee of £12,000, in two instalments of £6,000, the first on the Go-Live Date and the second 12 months later. All sums are exclusive of VAT.
## 5. Freedom of the Artist
The Artist's natural voice and the Voice Model remain hers. Nothing in this Agreement restricts the Artist from working for any other person, including competitors of the Licensee.
## 6. Expiry
On expiry of the Licence Term the Licensee shall cease all generation, instruct the Provider to delete the Voice Model and confirm deletion in writing.
## Schedule 1
| Go-Live Date | 1 March 2026 |
| Approved script contact | Niamh Corr, Brand Manager |
## Signatures
Aoife Brennan: signed 16 February 2026
For Harbourline Insurance Services Limited: Julian Pike, Marketing Director, signed 16 February 2026
`,
    expected: {
      parties: ["Aoife Brennan", "Harbourline Insurance Services Limited"],
      signed: "2026-02-16",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 12000"],
      flags: [],
      denies: ["sublicensable", "assignable", "non_compete"]
    }
  },
  {
    id: "h28b-06-voice-clone-meditation-app-us",
    style: "h28b-synthetic-voice-model-licences",
    format: "pdf",
    source: `
# VOICE LIKENESS AND DIGITAL REPLICA LICENSE
This Voice Likeness and Digital Replica License (this "License") is entered into by Lena Marchetti, an individual residing in Portland, Oregon ("Artist"), and Quietfield Labs, Inc., a Delaware corporation ("Quietfield"). It is effective on the date of the last signature below (the "Effective Date").
## 1. The Replica
Artist recorded 14 hours of scripted speech, from which Quietfield's vendor built a digital replica of Artist's voice (the "Replica").
## 2. Grant
Artist hereby irrevocably grants Quietfield the exclusive, worldwide right, in perpetuity, to use the Replica to generate narration for guided meditations and sleep stories (a) inside the Quietfield mobile app and on quietfield.com, and (b) in promotional videos posted on Quietfield's own social media accounts.
## 3. Category exclusivity
The exclusivity in Section 2 applies to meditation, sleep and wellness apps. For five years from the Effective Date Artist shall not license her voice, or any synthetic version of it, to any other meditation, sleep or wellness app. Artist keeps all other rights, including for audiobooks and her own natural-voice work.
## 4. Compensation
Quietfield shall pay Artist a one-time license fee of $25,000 within 15 days of the Effective Date, plus a royalty of 3% of net subscription revenue attributable to content narrated by the Replica, paid quarterly.
## 5. Excluded uses
Quietfield may not use the Replica for television, radio or any third party advertising, or to voice any political or adult content.
## 6. Sublicensing
Quietfield may not sublicense the Replica. Its cloud hosting provider runs the Replica on Quietfield's behalf only and receives no license.
## 7. Governing law
This License is governed by the laws of the State of Oregon.
## Signatures
ARTIST: Lena Marchetti. Signed July 11, 2025
QUIETFIELD LABS, INC.: By Marcus Delaney, Chief Executive Officer. Signed July 14, 2025
`,
    expected: {
      parties: ["Lena Marchetti", "Quietfield Labs, Inc."],
      signed: "2025-07-14",
      start: "2025-07-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 25000"],
      flags: ["perpetual_term", "irrevocable_grant", "worldwide_exclusivity", "non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h28b-07-letter-voice-model-radio-instore",
    style: "h28b-synthetic-voice-model-licences",
    format: "text",
    source: `
# Cobalt Parrot Studios Ltd
Unit 4, Canal Wharf, Leeds LS11 5PS
14 September 2026
Nia Rowlands, by email
Dear Nia,
Licence of your Voice Model - Outdoor Kings autumn radio campaign
Thank you for agreeing to let us use the synthetic model of your voice that we trained with you in July (your "Voice Model"). This letter sets out the terms. When you sign and return it, it becomes a binding agreement between Cobalt Parrot Studios Ltd and you.
What we may do. We may use your Voice Model to generate the voice-over for radio adverts broadcast on UK commercial radio stations and for in-store audio announcements played in the shops of our client, Outdoor Kings Camping Ltd. Outdoor Kings is not a party to this letter.
Territory. The United Kingdom only.
Period. From 1 October 2026 to 31 March 2027.
Online use. Not licensed: no podcasts, streaming audio, websites or social media. No television, outdoor or cinema use either.
Approval. We will send you every script, and nothing is generated until you approve it by email.
Sub-licensing. We will not sub-license your Voice Model to Outdoor Kings or to anyone else. Outdoor Kings receives only the finished adverts.
Fee. We will pay you a licence fee of £3,500 plus VAT within 30 days of your signature. If we cancel the campaign before any script is generated, we will pay you a cancellation fee of £500 instead.
At the end of the period we will stop generating audio and delete every copy of your Voice Model we hold.
Yours sincerely,
Harriet Coyle, Director, for Cobalt Parrot Studios Ltd
I agree to the terms of this letter.
Nia Rowlands. Date: 17 September 2026
`,
    expected: {
      parties: ["Cobalt Parrot Studios Ltd", "Nia Rowlands"],
      signed: "2026-09-17",
      start: "2026-10-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "in_store"],
      exclusive: null,
      fees: ["GBP 3500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h28b-08-saas-case-study-release-no-fee",
    style: "h28b-customer-case-study-releases",
    format: "docx",
    source: `
# CUSTOMER CASE STUDY RELEASE
Between TESSELLATE CLOUD LTD, of 9 Hills Road, Cambridge CB2 1NL ("Tessellate"), and BRAMWELL & OAKE LLP, solicitors, of 60 Colmore Row, Birmingham B3 2AA (the "Customer").
This Release takes effect on the date it is signed by the last party (the "Effective Date").
## 1. The Case Study
Tessellate has prepared a written case study describing the Customer's move to Tessellate's document management platform, with the Customer's name and logo, quotations from the employees named in Schedule 2 and photographs of them taken at the Customer's Birmingham office (together, the "Case Study"). The Customer has approved the final text.
## 2. Permission
The Customer grants Tessellate a non-exclusive, non-transferable licence, for two years from the Effective Date and throughout the world, to publish the Case Study and to use the Customer's name and logo with it:
2> on Tessellate's website and blog;
2> on Tessellate's LinkedIn, X and YouTube accounts; and
2> in printed brochures and sales collateral handed out by Tessellate.
The licence excludes paid advertising of any kind, including television, radio, cinema and outdoor advertising.
## 3. Employees
The Customer confirms that each employee named in Schedule 2 has consented in writing to the use of his or her name, job title, quotation and photograph. The employees are not parties to this Release.
## 4. Withdrawal
The Customer may withdraw this permission on 30 days' written notice. Tessellate will then remove the Case Study from its website and social media accounts, but need not recall printed material already distributed.
## 5. Consideration
No fee is payable by either party for this Release. Separately, Tessellate has agreed a 10% discount on the Customer's next annual subscription renewal; the discount is not payment for this Release.
## Schedule 2 - Featured employees
| Name | Job title |
| Hannah Liu | Head of Legal Operations |
| Marcus Obi | Finance Director |
## Signatures
For Tessellate Cloud Ltd: Sophie Marlowe, Head of Customer Marketing, 19 September 2025
For Bramwell & Oake LLP: Richard Oake, Managing Partner, 22 September 2025
`,
    expected: {
      parties: ["Tessellate Cloud Ltd", "Bramwell & Oake LLP"],
      signed: "2025-09-22",
      start: "2025-09-22",
      end: "2027-09-21",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable", "irrevocable_grant"]
    }
  },
  {
    id: "h28b-09-reference-consent-form-signature-only",
    style: "h28b-customer-case-study-releases",
    format: "scan",
    source: `
# QUILLFEATHER ANALYTICS, INC. - CUSTOMER REFERENCE AND LOGO USE CONSENT
The undersigned customer ("Customer") consents to Quillfeather Analytics, Inc. ("Quillfeather") using the following materials in its marketing in the United States and Canada:
1> Customer's name and logo.
1> The customer story titled "Closing the Books Four Days Faster," including the quote from and photograph of Customer's controller, as approved by Customer by email.
Where: Quillfeather's website, blog and LinkedIn page only.
Not permitted: Quillfeather may not use Customer's name, logo or story in any paid advertising, press release or printed material.
Term: This consent expires 12 months after the date of Customer's signature below.
Revocation: Customer may revoke this consent at any time by email to references@quillfeather.com; Quillfeather will take the materials down within 10 business days.
No compensation: No fee or other payment is made to Customer for this consent.
ACCEPTED FOR AND ON BEHALF OF THE CUSTOMER
Company: Harrow Valley Credit Union
Name: Dana Whitlock. Title: Chief Financial Officer
Date: March 9, 2026
QUILLFEATHER ANALYTICS, INC.
By: Evan Rourke, VP Marketing. Date: March 9, 2026
`,
    expected: {
      parties: ["Quillfeather Analytics, Inc.", "Harrow Valley Credit Union"],
      signed: "2026-03-09",
      start: "2026-03-09",
      end: "2027-03-08",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "h28b-10-video-case-study-location-fee",
    style: "h28b-customer-case-study-releases",
    format: "pdf",
    source: `
# CASE STUDY AND VIDEO TESTIMONIAL AGREEMENT
THIS AGREEMENT is made between:
(1) ORRERY FLEET SYSTEMS LIMITED (company number 09934120), 5 Quayside, Newcastle upon Tyne NE1 3DE ("Orrery"); and
(2) CALDER COLD CHAIN LOGISTICS LTD (company number 11200457), Calder Park, Wakefield WF2 7UA ("Calder").
## 1. Definitions
"Film" means the short video about Calder's use of Orrery's fleet telematics software, filmed at Calder's Wakefield depot on the Filming Day.
"Case Study" means the written case study and stills accompanying the Film.
"Featured Employees" means the Calder employees listed in the Schedule, each of whom signs a separate personal consent form with Orrery. The Featured Employees are not parties to this Agreement.
"Publication Date" means the date stated in the Schedule.
## 2. Licence
2.1 Calder grants Orrery a licence to use the Film, the Case Study and Calder's name and logo for 3 years from the Publication Date in the United Kingdom, Ireland and the Netherlands:
(a) on Orrery's website;
(b) on Orrery's YouTube channel and LinkedIn page; and
(c) in Orrery's printed quarterly customer magazine, Fleet Broadcast.
2.2 The Film shall not be shown on television, in cinemas or on outdoor screens.
## 3. Moral rights
Calder waives, and shall procure that each Featured Employee waives, all moral rights in the Film and the Case Study.
## 4. Exclusivity
For 12 months from the Publication Date Calder shall not take part in any case study, testimonial or reference for a competing fleet telematics provider.
## 5. Payments
5.1 Orrery shall pay Calder a location fee of £1,000 for the Filming Day.
5.2 Orrery shall reimburse Calder's reasonable costs of hosting the film crew, up to £250.
5.3 All sums are exclusive of VAT.
## 6. Assignment
Orrery may assign this Agreement to any member of its group of companies.
## Schedule
| Filming Day | 8 December 2026 |
| Publication Date | 15 January 2027 |
| Featured Employees | Gareth Moss (Transport Manager); Priya Chauhan (Depot Supervisor) |
## Signed
For Orrery Fleet Systems Limited: Fiona Grant, Marketing Director, 2 December 2026
For Calder Cold Chain Logistics Ltd: Stephen Calder, Operations Director, 4 December 2026
`,
    expected: {
      parties: ["Orrery Fleet Systems Limited", "Calder Cold Chain Logistics Ltd"],
      signed: "2026-12-04",
      start: "2027-01-15",
      end: "2030-01-14",
      perpetual: false,
      territories: ["GB", "IE", "NL"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 1000"],
      flags: ["non_compete", "moral_rights_waiver", "assignable"]
    }
  }
]
