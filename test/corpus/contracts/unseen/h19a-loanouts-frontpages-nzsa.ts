// Held-out author "h19a" (wave 19), one batch written from scratch without reading the reader (domain/, application/,
// adapters/), any other corpus batch, held-out/ or NOTES.md; read only Corpus.ts, the flag names and
// LONG_TERM_MONTHS of ContractFlags.ts, the header and first entries of n11's batch for the file convention, the
// wave 19 checker and the file names of unseen/. Committed before the reader was run on it. It holds: loan-out and
// inducement agreements (US and UK: a loan-out corporation or personal service company furnishing an artist, "Lender"
// and "Artist", the artist's inducement letter, a rider that replaces the term clause, a party named only in a
// signature block); front-page deal sheets with special terms (agency booking confirmations and forms whose front
// page or special provisions replace printed standard conditions that set other defaults: usage period, category
// exclusivity, automatic renewal, perpetual recording use); and New Zealand and South African licences (NZD and
// GST, ZAR and VAT, "the Republic", day-first dates, a schedule that alone carries the dates, "cede and assign",
// Afrikaans and Maori place names).
//
// Answer rules decided by this author: the parties are those bound by the document: in a loan-out, the company
// engaging the artist, the lender and the artist who signs the inducement (an artist who signs an inducement is bound
// personally and is a party even when named only in the signature block); an agency that books as agent for its
// talent, and an end client who does not sign, are not parties; names are given as the document gives them, without
// role labels or "f/s/o". The signing date is the last signature on the document, the inducement included. Start and
// end come from the clause that prevails: a rider, special term or special provision that replaces a printed or
// earlier clause wins; "N months/years from X" ends the day before the anniversary, "26 weeks from X" the day before
// the same weekday 26 weeks on; a start defined as a launch, first-use or first-air date takes the date given for it
// elsewhere in the document. Fees are the sums paid for the services or the rights (a session fee and a usage fee are
// two fees; instalments and deposits credited against a fee are not separate fees); VAT, GST, agency commission,
// overtime or extra-day rates owed only if incurred, per diems, expenses, mileage, cancellation charges, late-payment
// interest and unexercised option prices are not fees. Channels: television is broadcast, online video and websites
// web, a brand's social accounts social, press, catalogues and menus print, posters, billboards and outdoor signage
// out_of_home, shelf, point-of-sale and in-restaurant display in_store; a company or product name containing
// "Billboard", "Cinema", "Outdoor" or "Print" is not a channel. "All media excluding X" grants every channel but X and
// is not unlimited_media (two media are withheld). A restriction on the talent appearing for the client's competitors
// is exclusivity (true) with non_compete; an exclusive licence whose only limit is a carve-out for the licensor's own
// use is exclusive without non_compete; a special term that deletes a printed category-exclusivity clause and says
// "non-exclusive" is false and denies non_compete. "Shall not sub-license" / "may not sub-license" denies
// sublicensable, "may not assign" (also "without consent") denies assignable, "shall not renew automatically" or "no right of renewal" denies
// automatic_renewal, "not a buy-out" denies buyout, and a special term stating that use is not perpetual denies
// perpetual_term; a heading that names a right is read by its body. "Cede and assign" permitted to the company is
// assignable. An option to extend is not automatic renewal. An irrevocable waiver of moral rights is
// moral_rights_waiver, not irrevocable_grant; a buy-out of all uses within a limited period is still buyout.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h19a-loan-out-inducement-agreements",
  "h19a-front-page-special-terms",
  "h19a-nz-south-africa-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h19a-01-us-loanout-spokesperson-rider",
    style: "h19a-loan-out-inducement-agreements",
    format: "docx",
    source: `
# LOAN-OUT AGREEMENT (COMMERCIAL SPOKESPERSON SERVICES)
This Loan-Out Agreement (the "Agreement") is entered into as of March 2, 2026 by and among the following:
| Role | Name and address | Defined term |
| Company | Harbor & Finch Brewing Co., a Delaware corporation, 410 Wharf Street, Portland, Maine 04101 | "Company" |
| Lender | Quillmark Productions, Inc., a California corporation, f/s/o Dana Okafor | "Lender" |
| Artist | Dana Okafor, an individual, c/o Lender | "Artist" |
## RECITALS
A. Lender is a loan-out corporation which has the right to furnish the exclusive personal services of Artist.
B. Company wishes to engage Artist, through Lender, as the on-camera spokesperson for its new lager, marketed under the brand BILLBOARD LAGER (the "Product"). The Product name is a trademark of Company and does not describe any advertising medium.
## TERMS
1> Engagement. Company engages Lender to furnish, and Lender agrees to furnish, the services of Artist for two (2) production days for television and online commercials and one (1) stills day (the "Services"), on dates set out in Schedule A.
1> Compensation. In full consideration of the Services and the rights granted, Company shall pay Lender a guaranteed fee of Seventy-Five Thousand U.S. Dollars (US$75,000), payable fifty percent (50%) on execution of this Agreement and fifty percent (50%) on completion of the Services. If Company requires any production day beyond those set out above, Company shall pay Lender an additional US$5,000 per extra day, only if such day is actually worked. Company shall reimburse first-class round-trip airfare and reasonable, documented hotel and ground expenses. All sums are payable to Lender only; Artist shall look solely to Lender for compensation.
1> Grant of Rights. Lender grants, and Artist consents to, Company's use of Artist's name, approved likeness, voice and biography in the commercials and stills produced hereunder, in the following media: television (network, cable, local and connected television), online (Company's websites and paid online video), social media (Company's owned accounts and paid social), and out-of-home posters, excluding cinema, print publications and radio.
1> Territory. The United States of America.
1> Term. The rights granted in Paragraph 3 commence on the Launch Date (as defined in Schedule A) and continue for eighteen (18) months thereafter (the "Term").
1> Option. Company shall have one option to extend the Term by a further twelve (12) months on payment of US$60,000, exercisable by written notice not later than thirty (30) days before the end of the Term. This Agreement shall not renew automatically.
1> Exclusivity. During the Term Artist shall not render services in, or authorize the use of Artist's name or likeness in, advertising for any beer, hard seltzer, cider or flavored malt beverage other than the Product. The foregoing shall not restrict Artist's existing endorsement of Clearspring non-alcoholic sparkling water, nor any wine or spirits advertising.
1> Sub-licensing and Assignment. Company shall not sub-license any of the rights granted hereunder. Neither Company nor Lender may assign this Agreement without the prior written consent of the other.
1> Conduct. If Artist commits any act or becomes involved in any situation or occurrence which brings Artist into public disrepute, contempt, scandal or ridicule, or which reflects unfavorably on Company or the Product, Company may terminate this Agreement on written notice, and Company's obligation to pay any unpaid installment shall cease.
1> Governing Law. This Agreement is governed by the laws of the State of New York.
## SCHEDULE A
| Item | Detail |
| Production days | April 13 and April 14, 2026, Brooklyn, New York |
| Stills day | April 15, 2026 |
| Launch Date | May 4, 2026, the date of the Product's national launch |
## RIDER 1
R1. Paragraph 5 (Term) is deleted in its entirety and replaced with the following: "The rights granted in Paragraph 3 commence on the Launch Date and continue for twelve (12) months thereafter (the 'Term')." In the event of any conflict between this Rider and the body of the Agreement, this Rider shall prevail.
R2. The guaranteed fee in Paragraph 2 is unchanged.
## SIGNATURES
HARBOR & FINCH BREWING CO. By: Melissa Dorrance, Chief Marketing Officer. Date: March 4, 2026
QUILLMARK PRODUCTIONS, INC. By: Dana Okafor, President. Date: March 3, 2026
## INDUCEMENT
To induce Company to enter into the foregoing Agreement with Lender, the undersigned Artist: (a) confirms that she has read the Agreement and is familiar with its terms; (b) agrees to render the Services and to be bound by the exclusivity and conduct provisions as if she were a party; (c) grants and confirms the rights granted by Lender; and (d) agrees to look solely to Lender for all compensation. If Lender is dissolved or fails to perform, Artist shall perform directly for Company on the same terms.
Dana Okafor. Date: March 5, 2026
`,
    expected: {
      parties: ["Harbor & Finch Brewing Co.", "Quillmark Productions, Inc.", "Dana Okafor"],
      signed: "2026-03-05",
      start: "2026-05-04",
      end: "2027-05-03",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["USD 75000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h19a-02-uk-personal-service-company",
    style: "h19a-loan-out-inducement-agreements",
    format: "pdf",
    source: `
# AGREEMENT FOR THE SERVICES OF AN ARTIST
## furnished through a personal service company
THIS AGREEMENT is dated 14 January 2026 and is made BETWEEN:
(1) TOLLGATE PICTURES LIMITED (company number 08812354) whose registered office is at 22 Lamb's Passage, London EC1Y 8LE ("the Producer");
(2) WRENFIELD TALENT SERVICES LTD (company number 12044871) whose registered office is at 5 Cathedral Close, Exeter EX1 1EZ ("the Company"); and
(3) IMOGEN THRELFALL care of the Company ("the Artist").
BACKGROUND: The Producer is producing a series of television and online commercials (the "Commercials") for its client Hallam's Stores plc ("the Advertiser"), which is not a party to this Agreement. The Company is entitled to the services of the Artist and has agreed to make them available to the Producer.
## 1. Definitions
1.1 "First Use Date" means the date stated in Schedule 2.
1.2 "Licence Period" means the period of two (2) years from and including the First Use Date.
1.3 "Territory" means the United Kingdom and the Republic of Ireland.
## 2. Services
2.1 The Company shall procure that the Artist attends for three (3) recording days on the dates stated in Schedule 2 and renders her services as principal presenter.
## 3. Fee
3.1 In consideration of the services of the Artist and of the rights granted in clause 4, the Producer shall pay the Company an inclusive fee of £18,000 (eighteen thousand pounds) (the "Fee") against the Company's invoice, together with VAT at the prevailing rate if the Company is registered for VAT.
3.2 The Fee is a total buy-out of all rights in the Commercials for all uses in the Territory during the Licence Period and no repeat, residual or use fees shall be payable.
3.3 The Producer shall in addition pay the Company a per diem of £60 for each recording day outside London and reimburse second-class rail travel at cost. These sums are reimbursements and do not form part of the Fee.
3.4 The Artist shall have no claim against the Producer for any part of the Fee, which is payable to the Company alone.
## 4. Rights
4.1 The Company grants (and shall procure that the Artist grants) to the Producer, for the Licence Period and throughout the Territory, the right to exploit the Commercials and the Artist's performances in them in all media now known, excluding cinema exhibition and out-of-home advertising (including roadside, transport and digital out-of-home sites).
4.2 The Artist unconditionally and irrevocably waives all moral rights to which she is or may become entitled under Chapter IV of the Copyright, Designs and Patents Act 1988 in respect of the Commercials.
## 5. Exclusivity
5.1 During the Licence Period the Artist shall not appear in or lend her name, voice or likeness to any advertising for any supermarket, grocery retailer or home-delivery grocery service in the Territory other than the Advertiser.
## 6. Assignment
6.1 The Producer may assign the benefit of this Agreement to the Advertiser or to any company which acquires the Commercials.
## SCHEDULE 2
| Recording days | 2, 3 and 4 February 2026, Shepperton |
| First Use Date | 1 March 2026 |
## SIGNATURES
Signed for and on behalf of TOLLGATE PICTURES LIMITED by Gareth Amesbury, Director, on 14 January 2026
Signed for and on behalf of WRENFIELD TALENT SERVICES LTD by Imogen Threlfall, Director, on 14 January 2026
## ARTIST'S LETTER OF INDUCEMENT
To: Tollgate Pictures Limited. In consideration of your entering into the above Agreement with Wrenfield Talent Services Ltd, I confirm that I will render the services it provides for, that I give the consents, grants and waivers expressed to be given by me, and that I will look only to the Company for payment.
Signed by IMOGEN THRELFALL on 16 January 2026
`,
    expected: {
      parties: ["Tollgate Pictures Limited", "Wrenfield Talent Services Ltd", "Imogen Threlfall"],
      signed: "2026-01-16",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["buyout", "moral_rights_waiver", "non_compete", "assignable"]
    }
  },
  {
    id: "h19a-03-voiceover-letter-with-inducement",
    style: "h19a-loan-out-inducement-agreements",
    format: "scan",
    source: `
# LUMEN CINEMA SOFTWARE, INC.
1200 Alder Avenue, Suite 300, Austin, Texas 78701
June 9, 2026
Pinecrest Audio LLC, f/s/o Marco Velasquez, 88 Cedar Lane, Santa Fe, NM 87501
Re: Narration - "Getting Started with Lumen" tutorial videos
Dear Sirs: This letter sets out the agreement between Lumen Cinema Software, Inc. ("Lumen") and Pinecrest Audio LLC ("Lender") for the voice-over services of Marco Velasquez ("Artist"). Lumen makes video-editing software; its name does not refer to cinema exhibition of any material.
1. Services: one recording session of up to four hours on June 12, 2026, remote, to narrate eight tutorial videos.
2. Fee: US$4,500, all-in, payable to Lender within 30 days of invoice. Session time beyond four hours, if any, at US$450 per hour.
3. Rights: Lender grants Lumen, irrevocably, in perpetuity and throughout the universe, the non-exclusive right to use the recordings in the tutorial videos on Lumen's websites, in its in-app help and on Lumen's social media channels, commencing on June 15, 2026 (the Delivery Date). No broadcast, cinema or paid out-of-home use.
4. Lumen may assign this letter to any successor to its business.
Very truly yours, LUMEN CINEMA SOFTWARE, INC. By: Priya Raman, VP Product
ACCEPTED AND AGREED: PINECREST AUDIO LLC By: Marco Velasquez, Member. Date: June 11, 2026
INDUCEMENT: I agree to render the services and to be bound by the grant above; I will look solely to Lender for payment. Marco Velasquez. Date: June 11, 2026
`,
    expected: {
      parties: ["Lumen Cinema Software, Inc.", "Pinecrest Audio LLC", "Marco Velasquez"],
      signed: "2026-06-11",
      start: "2026-06-15",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 4500"],
      flags: ["perpetual_term", "irrevocable_grant", "assignable"]
    }
  },
  {
    id: "h19a-04-uk-booking-letter-signature-only-artist",
    style: "h19a-loan-out-inducement-agreements",
    format: "text",
    source: `
# BOOKING LETTER - CATALOGUE STILLS
From: Glasshouse Outdoor Ltd, Unit 7 Riverside Works, Leeds LS10 1AB ("Glasshouse")
To: Saltmarsh Media Ltd, 14 Quay Street, Whitby YO21 3PB ("the Lender")
Date: 3 February 2026
Glasshouse designs and sells garden furniture; "Outdoor" is part of its name and says nothing about where the photographs may appear.
Dear Saltmarsh Media,
We confirm the booking of the services of your director, who will model in our Spring/Summer furniture catalogue, on the following terms:
Shoot: one day, 24 February 2026, at our Leeds studio.
Fee: £2,200 for the day and the usage below, payable to the Lender against invoice, plus VAT.
Cancellation: if we cancel within 5 working days of the shoot, 50% of the fee is payable as a cancellation charge.
Usage: our printed catalogue and in-store point-of-sale in our showrooms only, excluding online, social media and outdoor posters.
Usage period: 1 year from 1 March 2026.
Territory: United Kingdom.
Exclusivity: none required.
Glasshouse may not sub-license or lend the images to any third party.
Signed for Glasshouse: Amrita Bains, Marketing Manager, 3 February 2026
Signed for the Lender: R. Pennant, Director, 4 February 2026
Artist's confirmation: I confirm the above, will render the services and will be bound by the obligations of the Artist, and will look to the Lender alone for payment. Rhys Pennant, 4 February 2026
`,
    expected: {
      parties: ["Glasshouse Outdoor Ltd", "Saltmarsh Media Ltd", "Rhys Pennant"],
      signed: "2026-02-04",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "in_store"],
      exclusive: false,
      fees: ["GBP 2200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h19a-05-model-booking-front-sheet",
    style: "h19a-front-page-special-terms",
    format: "pdf",
    source: `
# MERIDIAN MODEL MANAGEMENT LTD - BOOKING CONFIRMATION (FRONT SHEET)
Meridian Model Management Ltd, 3rd Floor, 40 Great Titchfield Street, London W1W 7PN. Booking ref: MMM/26/0311
| Model | Sofia Marchetti |
| Client | Printworks Coffee Roasters Ltd, 9 Canal Yard, Manchester M4 6DE |
| Job | Stills and short-form video for the Printworks spring blend launch |
| Shoot date | 24/03/2026, 1 day (9 hours incl. lunch) |
| Day rate | £1,500 |
| Usage fee | £6,000 |
| Overtime | £200 per hour or part after 9 hours |
| Media | Client's website and Client's social media accounts (Instagram, TikTok, Facebook) |
| Territory | United Kingdom and Ireland |
| First publication | 01/05/2026 |
Agency commission of 20% on the day rate and usage fee is charged to the Client in addition. VAT will be added at 20% to all sums. The Client's name is its trading name and does not indicate any press or print use: no print media is licensed.
## SPECIAL TERMS (these prevail over the Standard Conditions overleaf)
S1. Special Term S1 replaces Condition 7 (Usage period): the usage period is two (2) years from the date of first publication shown above.
S2. Exclusivity: the Model will not undertake any advertising work for any other coffee roaster, coffee shop chain or coffee brand in the Territory for six (6) months from first publication, save that the Model's existing booking for a supermarket own-label range continues unaffected.
S3. Cancellation within 24 hours of the shoot: 100% of the day rate.
## STANDARD CONDITIONS (overleaf)
1. The Agency acts as agent for the Model and is not a party to the contract between the Client and the Model.
4. The Client may not assign the booking or the usage to any other person.
5. Exclusivity. Unless a Special Term provides otherwise, the booking is non-exclusive.
7. Usage period. Unless otherwise stated, usage is licensed for twelve (12) months from the shoot date and within the United Kingdom only.
9. Payment is due within 30 days; late payment carries interest at 4% above base rate.
Issued for the Agency: Lucy Farrant, Booker, 11/03/2026
Confirmed for the Client: Daniel Osei, Head of Brand, 12/03/2026
`,
    expected: {
      parties: ["Printworks Coffee Roasters Ltd", "Sofia Marchetti"],
      signed: "2026-03-12",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 1500", "GBP 6000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h19a-06-us-talent-booking-form-special-provisions",
    style: "h19a-front-page-special-terms",
    format: "docx",
    source: `
# CRESTLINE TALENT AGENCY - TALENT BOOKING FORM
Crestline Talent Agency, 2201 E. Camelback Rd., Phoenix, AZ 85016. Crestline signs this form as agent for the Talent only.
| Field | Entry |
| Talent | Jordan Baptiste |
| Client | Ridgeway Motors of Arizona, LLC |
| Production | :30 and :15 spots, "Summer Sell-Down" |
| Session date | June 22, 2026 (one 8-hour day) |
| Session fee | $1,200 |
| Usage fee | $9,500 |
| Media | Regional broadcast television (Phoenix and Tucson DMAs) and online pre-roll on third-party websites |
| Territory | United States |
| First Air Date | July 6, 2026 |
| Usage Period | 26 weeks from the First Air Date |
| Agency fee | 10% of session and usage fees, payable by Client to Crestline in addition |
| Wardrobe allowance | $75 per outfit supplied by Talent |
## SPECIAL PROVISIONS
These Special Provisions form part of this Booking Form and supersede any inconsistent provision of the Standard Terms and Conditions in Annex A.
SP-1. Paragraph 4 (Renewal Cycles) of the Standard Terms does not apply. The usage does not renew automatically; any use after the Usage Period requires a new booking at rates then agreed.
SP-2. Paragraph 6 (Category Exclusivity) of the Standard Terms is deleted. This booking is non-exclusive and Talent may appear in advertising for other automobile dealers.
SP-3. Late payment: invoices unpaid after 30 days bear a late charge of 1.5% per month.
## ANNEX A - STANDARD TERMS AND CONDITIONS
1. Scope. These Standard Terms apply to every booking made through Crestline except as varied on the face of the Booking Form.
4. Renewal Cycles. Usage renews automatically for successive 13-week cycles at the then-current rate unless Client gives written notice before the end of the current cycle.
6. Category Exclusivity. Talent shall not appear in advertising for any product or service competing with Client's during the Usage Period.
8. Assignment. Client may not assign its rights under a booking without Crestline's written consent.
## SIGNATURES
Crestline Talent Agency, as agent for Jordan Baptiste. By: Teresa Holloway. Date: June 30, 2026
Ridgeway Motors of Arizona, LLC. By: Gil Navarro, General Manager. Date: July 1, 2026
`,
    expected: {
      parties: ["Ridgeway Motors of Arizona, LLC", "Jordan Baptiste"],
      signed: "2026-07-01",
      start: "2026-07-06",
      end: "2027-01-03",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["USD 1200", "USD 9500"],
      flags: [],
      denies: ["automatic_renewal", "non_compete", "assignable"]
    }
  },
  {
    id: "h19a-07-speaker-booking-recording-special-terms",
    style: "h19a-front-page-special-terms",
    format: "text",
    source: `
# LANYARD SPEAKERS LTD - CONFIRMATION OF BOOKING
Front sheet. Issued 30/06/2026. Lanyard Speakers Ltd acts as agent for the Speaker named below; the contract is between the Client and the Speaker.
Client: Cobalt Fintech Ltd, 1 Finsbury Avenue, London EC2M 2PF
Speaker: Harriet Oyelaran
Event: Cobalt Horizons 2026, keynote address (45 minutes), ExCeL London
Event Date: 17/09/2026
Speaker fee: £7,500 plus VAT. A deposit of 50% of the speaker fee is payable on signature and is credited against the fee.
Recording fee: £1,500 plus VAT, for the recording rights in Special Term 2.
Travel and accommodation: reimbursed at cost on receipt of invoices.
Cancellation by the Client: more than 60 days before the Event Date, the deposit is forfeited; within 60 days, 100% of the speaker fee.
SPECIAL TERMS. These Special Terms prevail over the Standard Terms of Business (rev. 2025) printed in the annex wherever they differ.
1. Standard Term 9 (Recording) does not apply to this booking.
2. The Client may film the keynote and show the recording on the Client's website and the Client's social media channels, worldwide, from the Event Date for six (6) months. Use is not perpetual and ends six months after the Event Date; the Client shall then remove the recording.
3. The Client may not sub-license the recording or supply it to any broadcaster.
ANNEX - STANDARD TERMS OF BUSINESS (extract)
9. Recording. Recordings of a Speaker's address may be used by the Client for internal purposes only, in perpetuity.
11. Bookings are non-exclusive: the Speaker remains free to speak at any other event, and any rights of the Client in a recording are non-exclusive.
Signed for the Client: Natalie Croft, Events Director, 02/07/2026
`,
    expected: {
      parties: ["Cobalt Fintech Ltd", "Harriet Oyelaran"],
      signed: "2026-07-02",
      start: "2026-09-17",
      end: "2027-03-16",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 7500", "GBP 1500"],
      flags: [],
      denies: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "h19a-08-nz-footage-licence-schedule-dates",
    style: "h19a-nz-south-africa-licences",
    format: "docx",
    source: `
# FOOTAGE LICENCE AGREEMENT
## Parties
TUI RIDGE FILMS LIMITED, a company incorporated in New Zealand, of 12 Tutanekai Street, Rotorua (the "Licensor")
KAURI COAST HONEY LIMITED, a company incorporated in New Zealand, of 40 Victoria Street, Dargaville (the "Licensee")
## Background
The Licensor owns aerial footage of the Whirinaki forest, Lake Rotoiti and the Kaipara Harbour (the "Footage"). The Licensee wishes to use the Footage in advertising for its manuka honey.
## Operative provisions
1> Definitions. In this Agreement, "Commencement Date", "Expiry Date" and "Fee" have the meanings given in the Schedule. Dates in this Agreement are as recorded in the Schedule.
1> Grant. The Licensor grants the Licensee an exclusive licence to use the Footage in the Territory, from the Commencement Date until the Expiry Date, in broadcast television advertising, online video (including video on demand and the Licensee's website) and on the Licensee's social media accounts, excluding cinema advertising and outdoor or digital billboard displays.
1> Licensor's reserved use. Despite clause 2, the Licensor may continue to show the Footage in its own showreel and may license it to Tourism New Zealand for destination marketing.
1> Territory. New Zealand and Australia.
1> Fee. The Licensee shall pay the Fee within 20 working days of the Licensor's tax invoice. The Fee is exclusive of GST, which the Licensee shall pay in addition at the rate applying on the date of the invoice.
1> Right of Renewal. There is no right of renewal. Any further licence after the Expiry Date is at the Licensor's sole discretion and on new terms.
1> Assignment. The Licensee may assign this licence to a related company (as defined in the Companies Act 1993) without the Licensor's consent, on written notice.
1> Governing law. This Agreement is governed by the laws of New Zealand.
## Schedule
| Item | Particulars |
| 1. Date of this Agreement | 3 August 2026 |
| 2. Commencement Date | 1 September 2026 |
| 3. Expiry Date | 31 August 2029 |
| 4. Fee | NZD 14,000 |
| 5. GST (15%) | NZD 2,100 |
| 6. Total invoiced | NZD 16,100 |
## Execution
SIGNED for TUI RIDGE FILMS LIMITED by Hemi Walker, Director
SIGNED for KAURI COAST HONEY LIMITED by Aroha Pickering, Director
`,
    expected: {
      parties: ["Tui Ridge Films Limited", "Kauri Coast Honey Limited"],
      signed: "2026-08-03",
      start: "2026-09-01",
      end: "2029-08-31",
      perpetual: false,
      territories: ["NZ", "AU"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["NZD 14000"],
      flags: ["assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h19a-09-sa-athlete-image-rights",
    style: "h19a-nz-south-africa-licences",
    format: "pdf",
    source: `
# ENDORSEMENT AND IMAGE RIGHTS AGREEMENT
entered into between
KAAP OUTDOOR ADVENTURES (PTY) LTD (registration number 2015/123456/07), a private company incorporated in the Republic of South Africa, herein represented by Johan Steyn, duly authorised (the "Company")
and
THANDIWE MOKOENA (identity number withheld), an adult woman residing in Stellenbosch (the "Athlete")
## 1. INTERPRETATION
1.1 "the Republic" means the Republic of South Africa.
1.2 "Launch Date" means the date on which the Company's flagship store in Dorp Street, Stellenbosch opens to the public, being 1 October 2026.
1.3 "the Territory" means the Republic, Namibia, Botswana and Lesotho.
1.4 The name "Kaap Outdoor" is the Company's registered name; the word "outdoor" in it does not describe any advertising medium.
## 2. DURATION
2.1 This Agreement shall commence on the Launch Date and shall endure for a period of 24 (twenty-four) months.
2.2 Thereafter this Agreement shall automatically renew for a further period of 12 (twelve) months unless either party gives the other not less than 3 (three) months' written notice of termination before the expiry of the initial period.
## 3. GRANT OF IMAGE RIGHTS
3.1 The Athlete grants to the Company the exclusive right in the Territory to use her name, image and likeness to promote the Company's clothing, footwear and camping equipment in all media, excluding television and cinema.
3.2 The Athlete shall not during the currency of this Agreement endorse or promote any other outdoor clothing, footwear or camping equipment brand, save for her existing kit obligations to the supplier of the national athletics team.
## 4. REMUNERATION
4.1 The Company shall pay the Athlete an endorsement fee of R450 000 (four hundred and fifty thousand rand), exclusive of VAT, in three equal instalments of R150 000 each, payable on the Launch Date, on 1 April 2027 and on 1 October 2027.
4.2 Should the Company request more than four personal appearances in any year, it shall pay R15 000 per additional appearance.
4.3 VAT at 15% shall be added to every payment if the Athlete is a registered vendor.
## 5. CONDUCT
5.1 Should the Athlete be convicted of any criminal offence, fail a doping test or otherwise bring herself or the Company into disrepute, the Company may cancel this Agreement forthwith on written notice.
## 6. CESSION
6.1 The Company shall be entitled to cede and assign its rights under this Agreement to any company within its group.
## 7. DOMICILIUM AND SIGNATURE
7.1 The parties choose domicilium citandi et executandi at their addresses above.
SIGNED at Cape Town on this 14th day of September 2026. For the Company: J. Steyn
SIGNED at Stellenbosch on this 15th day of September 2026. The Athlete: T. Mokoena
`,
    expected: {
      parties: ["Kaap Outdoor Adventures (Pty) Ltd", "Thandiwe Mokoena"],
      signed: "2026-09-15",
      start: "2026-10-01",
      end: "2028-09-30",
      perpetual: false,
      territories: ["ZA", "NA", "BW", "LS"],
      channels: ["web", "social", "print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["ZAR 450000"],
      flags: ["automatic_renewal", "non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "h19a-10-sa-photo-licence-restaurant",
    style: "h19a-nz-south-africa-licences",
    format: "scan",
    source: `
# LICENCE TO USE PHOTOGRAPHS
Between PIETER VAN DER MERWE, trading as Karoo Light Photography, of 8 Lady Grey Street, Paarl ("the Photographer") and VLEIS & VUUR RESTAURANTS (PTY) LTD, of 21 Kerk Street, Bloemfontein ("the Licensee").
1. Photographs: 24 food and interior photographs taken at the Licensee's Paarl and Franschhoek restaurants.
2. Use: the Licensee's printed menus, in-restaurant display and table cards, and the Licensee's website. Outdoor signage and billboards are excluded.
3. Period: 12 months from 1 February 2027.
4. Territory: the Republic.
5. Licence fee: R8 500 plus VAT at 15%. A deposit of R2 000 is payable on signature and is credited against the licence fee. Travel is charged at R4,50 per kilometre.
6. The licence is non-exclusive. This is not a buy-out: copyright in the photographs remains with the Photographer.
7. The Licensee may not sub-license the photographs to any franchisee or third party.
Thus done and signed at Paarl on 20 January 2027.
P. van der Merwe (Photographer)    L. Botha, for Vleis & Vuur Restaurants (Pty) Ltd
`,
    expected: {
      parties: ["Pieter van der Merwe", "Vleis & Vuur Restaurants (Pty) Ltd"],
      signed: "2027-01-20",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["ZA"],
      channels: ["print", "in_store", "web"],
      exclusive: false,
      fees: ["ZAR 8500"],
      flags: [],
      denies: ["buyout", "sublicensable"]
    }
  }
]
