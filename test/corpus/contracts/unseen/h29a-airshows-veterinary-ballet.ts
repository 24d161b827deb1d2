// Independent author "h29a" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, the brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch
// for the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three drafting styles new to the corpus:
// - airshow, display-team and private-aviation image licences: a display pilot's licence with role-labelled party
//   blocks, the Show Date given only in a schedule and a "Sub-licensing and Assignment" heading over a clause that
//   forbids both; a US charter operator's letter to an aircraft owner ("Dear Mr. Okafor") licensing in perpetuity a
//   campaign called "Cinema of Flight" that never runs in cinemas; a one-page ground-crew consent whose crew member is
//   named only in the signature block, for a tour sponsored by "Brightline Outdoor Displays" while billboards are
//   excluded. Hard: channel words in names, a start date defined elsewhere, prohibitions under permissive headings.
// - veterinary practice and pet-owner testimonial releases: owners consenting for themselves and their animals (the
//   animals are never parties); an "Outdoor Paws" campaign that uses no outdoor advertising and a launch date only in a
//   schedule; a US e-sign release with an extension option, a category exclusivity and an assignment right; an Irish
//   release whose rider deletes and replaces the territory, media and exclusivity clauses and prevails; a referral
//   hospital's letter with no payment (a waived consultation fee is not a fee) and a revocable consent.
// - ballet and contemporary dance promotional photography agreements: a principal dancer's buyout in all media for ten
//   years from an Opening Night given in the schedule; a choreographer's US licence, exclusive with carve-outs, dated
//   only by a Schedule A table, at a venue called the "Harborview Cinema Stage" whose cinema screen is excluded, with a
//   commissioning fee under another agreement; a photographer's commission to a Scottish dance company with VAT, a
//   cancellation fee and moral rights asserted, not waived.
//
// Answer rules decided by this author: the parties are the two who are bound (a company and the person who signs or
// is addressed; animals, agents, sponsors, co-commissioners and named third parties are not), named as the document
// names them without role labels; the signing date is the date of the last signature (a letter is signed when its
// addressee countersigns); the start is the date the licence says it begins, taken from the schedule or a later
// sentence where it is defined there; "N months/years from X" ends the day before the anniversary; a term "until" a
// date ends on that date; fees are the sums paid for the rights or services under this contract, one per sum: VAT,
// expenses or mileage reimbursed, a refunded deposit, a per-call rate owed only if incurred, an option or extension
// price, a cancellation fee, a fee payable under a different agreement and a waived consultation fee are not fees;
// a consent with "no payment" has no fee (no_fee_stated); channels: websites are web; Facebook, Instagram, TikTok and
// YouTube accounts are social; printed newsletters, brochures, programmes, flyers, calendars, leaflets and in-flight
// magazines are print; television is broadcast; billboards, banners outside venues, street banners and transit
// posters are out_of_home; cinema screens are cinema; "all media now known or hereafter devised" is every channel with
// unlimited_media; names that hold channel words ("Cinema of Flight", "Outdoor Paws", "Harborview Cinema Stage",
// "Brightline Outdoor Displays") grant nothing; a rider that replaces a clause prevails over it; exclusivity is true
// when the licensee's rights are stated to be exclusive (carve-outs for the licensor's own portfolio or a named
// festival leave it exclusive) or the licensor promises not to give testimonials to the licensee's category
// competitors (then also non_compete), false when stated non-exclusive, null when the text is silent; perpetual means
// perpetual_term and no end (no_end_date is not added); buyout only where the fee is called a buyout covering all
// uses; a grant called irrevocable is irrevocable_grant, and "your consent is not irrevocable; you may withdraw it"
// denies it; "shall not sub-license", "may not sell, sub-license or pass to a third party" and "will not license the
// film to anyone else" deny sublicensable; "may not assign or transfer" denies assignable; "does not renew
// automatically" denies automatic_renewal; a photographer who asserts and does not waive moral rights denies
// moral_rights_waiver; long_term only for a term over 60 months.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h29a-airshow-aviation-images",
  "h29a-veterinary-pet-testimonials",
  "h29a-dance-company-photography"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29a-01-display-pilot-licence",
    style: "h29a-airshow-aviation-images",
    format: "docx",
    source: `
# IMAGE AND LIKENESS LICENCE (DISPLAY PILOT)
THIS LICENCE is made on 18 March 2026
BETWEEN:
(1) HAWKRIDGE AIRSHOW LIMITED, a company registered in England and Wales (company no. 08812345), whose registered office is at Hangar 3, Hawkridge Airfield, Lincolnshire LN4 2XY (the "Organiser"); and
(2) CATRIONA MELLISH of 14 Ferry Lane, Boston, Lincolnshire PE21 7QT (the "Pilot").
## Background
The Pilot will fly her solo aerobatic display in the Extra 330LX aircraft registered G-CMXL at the Hawkridge Airshow 2026. The Organiser wishes to use images of the Pilot and her aircraft to promote the Show.
1> Definitions. "Show" means the Hawkridge Airshow 2026. "Show Date" means the first public day of the Show, as set out in the Schedule. "Images" means the photographs and video footage of the Pilot, her name and likeness, and her aircraft, taken by or for the Organiser at the Show.
1> Grant. The Pilot grants the Organiser a non-exclusive licence to use the Images to promote the Show and the Hawkridge Airshow 2027 on the Organiser's website, on the Organiser's social media accounts, and in its printed souvenir programme and flyers.
1> Excluded media. No right is licensed for television, radio, cinema or outdoor advertising (including billboards and roadside banners). The Organiser's media partner, Skyline Broadcast Group, may film the display only under a separate agreement made directly with the Pilot.
1> Term. The licence starts on the Show Date and lasts for 24 months.
1> Territory. The United Kingdom and the Republic of Ireland.
1> Fee. The Organiser shall pay the Pilot a licence fee of £1,800, plus VAT at the prevailing rate, within 30 days after the Show Date. The Organiser shall also reimburse the Pilot's fuel and landing costs for the display, capped at £650; those costs are expenses and are not part of the licence fee.
1> Sub-licensing and Assignment. The Organiser shall not sub-license the Images to any sponsor, exhibitor or other third party, and shall not assign or transfer this Licence.
1> Approval. The Organiser shall not publish any Image that shows the aircraft in a manoeuvre outside the display's authorised limits.
1> Law. This Licence is governed by the law of England and Wales.
## The Schedule
| Item | Detail |
| Show | Hawkridge Airshow 2026 |
| Show Date | Saturday 11 July 2026 |
| Display slot | 15:40, 12 minutes |
| Credit | Catriona Mellish, Extra 330LX G-CMXL |
Signed for and on behalf of Hawkridge Airshow Limited by Graham Tull, Director, on 18 March 2026
Signed by Catriona Mellish on 18 March 2026
`,
    expected: {
      parties: ["Hawkridge Airshow Limited", "Catriona Mellish"],
      signed: "2026-03-18",
      start: "2026-07-11",
      end: "2028-07-10",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h29a-02-aircraft-owner-letter",
    style: "h29a-airshow-aviation-images",
    format: "pdf",
    source: `
# MERIDIAN JET PARTNERS LLC
1200 Aviation Parkway, Suite 400, Scottsdale, AZ 85260
February 2, 2026
Mr. Daniel Okafor
Okafor Vintage Aviation, Hangar 7, Falcon Field, Mesa, AZ 85215
Re: Image License - 1953 de Havilland Canada DHC-2 Beaver, N53DO
Dear Mr. Okafor:
Thank you for letting our crew photograph you and your Beaver on the ramp at Falcon Field on January 24. This letter sets out the terms on which you license those photographs and your likeness to us. When you sign below, this letter becomes a binding agreement between you and Meridian Jet Partners LLC ("Meridian").
1. What you license. You grant Meridian an irrevocable license, throughout the world and in perpetuity, to use the photographs, your name and likeness, and the aircraft's registration in "Cinema of Flight", Meridian's 2026 brand campaign, on meridianjet.com and in Meridian's printed client brochures and in-flight magazine.
2. What you do not license. Despite the campaign's name, "Cinema of Flight" will not run in movie theaters. Meridian will not use the photographs on social media, on television or on airport billboards.
3. Term. The license begins on the date you countersign this letter and continues in perpetuity.
4. Payment. Meridian will pay you a license fee of $7,500 within 15 days after you countersign. Meridian has also reimbursed you $1,180 for fuel for the positioning flight to Falcon Field; that reimbursement is not part of the license fee.
5. Review. Meridian will send you the final selection of images before the campaign launches and will remove any image that shows the aircraft with its maintenance panels open.
6. Governing law. Arizona.
If these terms are acceptable, please sign and return a copy to me.
Sincerely,
Lauren Pike, Vice President, Marketing, Meridian Jet Partners LLC
AGREED AND ACCEPTED:
Daniel Okafor
Date: February 9, 2026
`,
    expected: {
      parties: ["Meridian Jet Partners LLC", "Daniel Okafor"],
      signed: "2026-02-09",
      start: "2026-02-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "print"],
      exclusive: null,
      fees: ["USD 7500"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "h29a-03-ground-crew-consent",
    style: "h29a-airshow-aviation-images",
    format: "scan",
    source: `
# KESTREL AEROBATICS LTD - GROUND CREW PHOTOGRAPHY CONSENT
2026 Display Season - the Brightline Outdoor Displays Tour
Kestrel Aerobatics Ltd ("Kestrel") operates the Kestrels formation display team. During the season Kestrel's photographers take pictures and film of the ground crew at work: refuelling, marshalling and pre-flight checks.
By signing below, I, the undersigned member of the ground crew, consent to Kestrel using photographs and film of me taken during the 2026 season on these terms.
1. Use. Kestrel may use the images on the Kestrels website, on the team's social media channels and in the printed 2027 Kestrels calendar. Kestrel will not use the images on television, in cinema advertising or on billboards, including those of the tour sponsor.
2. Period. This consent covers use from 1 April 2026 to 31 March 2027.
3. Territory. The United Kingdom only.
4. Third parties. Kestrel may not sell, sub-license or otherwise pass the images to the tour sponsor or to any other third party.
5. Payment. No payment is made for this consent.
6. Data. Kestrel keeps the images in line with its privacy notice.
Name: Tomasz Wrobel
Role: Airframe technician, ground crew
Signature: T. Wrobel
Date: 28 March 2026
For Kestrel Aerobatics Ltd: Alan Breck, Team Manager, 28 March 2026
`,
    expected: {
      parties: ["Kestrel Aerobatics Ltd", "Tomasz Wrobel"],
      signed: "2026-03-28",
      start: "2026-04-01",
      end: "2027-03-31",
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
    id: "h29a-04-practice-outdoor-paws",
    style: "h29a-veterinary-pet-testimonials",
    format: "docx",
    source: `
# TESTIMONIAL AND PET IMAGE RELEASE
Brambleside Veterinary Group Ltd (company number 10998877), 2 Mill Road, Harrogate HG1 5AB ("Brambleside", "we", "us")
and
Harriet Okonjo-Pyle, of 9 Larch Close, Knaresborough HG5 0JT ("you"), owner of the dog Biscuit, a six-year-old Border Terrier ("Biscuit").
1> Your consent. You agree, for yourself and for Biscuit, that we may use your name, your photograph, the written and spoken testimonial you gave about Biscuit's treatment, and photographs and video of Biscuit (together, the "Materials") in our "Outdoor Paws" campaign.
1> Where we will use the Materials. On the Brambleside website, on our Facebook, Instagram and TikTok accounts, and in our printed client newsletter "Brambleside Tails". Despite its name, the Outdoor Paws campaign does not use billboards, bus shelters or any other outdoor advertising, and the Materials will not be used there.
1> How long. For three years from the Campaign Launch Date given in Schedule 1.
1> Where. In the United Kingdom.
1> Payment. We will pay you £200 by bank transfer within 14 days after the Campaign Launch Date. We will also refund the £40 booking deposit you paid for the photography session; the refund is not a payment for the Materials.
1> Your words. You waive any moral rights you have in your written testimonial, so that we may shorten it for our newsletter.
1> Transfer. This release is personal to Brambleside. We may not assign or transfer it to anyone else, including a buyer of any of our practices.
1> Your animal. You confirm that you own Biscuit and may give consent for him.
## Schedule 1
| Campaign | Outdoor Paws |
| Campaign Launch Date | 2 March 2026 |
| Practices featured | Harrogate, Knaresborough, Ripon |
Signed by Harriet Okonjo-Pyle on 20 January 2026
Signed for Brambleside Veterinary Group Ltd by Dr Eleanor Voss MRCVS, Clinical Director, on 20 January 2026
`,
    expected: {
      parties: ["Brambleside Veterinary Group Ltd", "Harriet Okonjo-Pyle"],
      signed: "2026-01-20",
      start: "2026-03-02",
      end: "2029-03-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["GBP 200"],
      flags: ["moral_rights_waiver"],
      denies: ["assignable"]
    }
  },
  {
    id: "h29a-05-hospital-esign-release",
    style: "h29a-veterinary-pet-testimonials",
    format: "text",
    source: `
# PetWell Animal Hospitals - Client Testimonial Release (E-Sign)
Document ID: PW-TR-2026-0417
Client: Jordan Reyes, 88 Larkspur Ave, Sacramento, CA 95819
Animals: "Pepper" (domestic shorthair cat) and "Moose" (Labrador retriever)
Company: PetWell Animal Hospitals, Inc., a Delaware corporation ("PetWell")
1> Release. Client, for Client and on behalf of Client's animals, authorizes PetWell to record, edit and use Client's video testimonial, name, voice and likeness, and images of Pepper and Moose (together, the "Testimonial").
1> Media. PetWell may use the Testimonial on petwell.com, on PetWell's social media accounts, and in local television commercials. PetWell may not use the Testimonial in print advertising or on billboards.
1> Term. The license begins on the date PetWell first publishes the Testimonial and runs for two (2) years. PetWell confirms that it will first publish the Testimonial on June 1, 2026.
1> Territory. The United States and Canada.
1> Payment. PetWell will pay Client $500 within 30 days after signing.
1> Extension option. PetWell may extend the term by one additional year by paying Client a further $300 before the term ends. The term does not renew automatically.
1> Exclusivity. Client's testimonial services are exclusive to PetWell during the term: Client will not give a testimonial or endorsement for any other veterinary hospital, veterinary clinic or pet-insurance provider in the United States or Canada.
1> Assignment. PetWell may assign this release to any successor to its veterinary hospitals business.
E-signed: Jordan Reyes - 05/14/2026 10:42 AM PDT
Countersigned: PetWell Animal Hospitals, Inc., by Dana Whitcomb, Director of Marketing - 05/15/2026 09:05 AM PDT
`,
    expected: {
      parties: ["PetWell Animal Hospitals, Inc.", "Jordan Reyes"],
      signed: "2026-05-15",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["USD 500"],
      flags: ["non_compete", "assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h29a-06-clinic-release-rider",
    style: "h29a-veterinary-pet-testimonials",
    format: "pdf",
    source: `
# CORRIB VETERINARY CLINIC LIMITED
## Client Story Release - Owner and Animals
Date: 3 September 2026
Parties: Corrib Veterinary Clinic Limited, Dock Road, Galway H91 X2Y4 (the "Clinic") and Siobhan Brennan, Moycullen, Co. Galway (the "Owner"), owner of the mare "Lady Grey" and the dog "Rua".
1. Consent. The Owner consents, for herself and for her animals, to the Clinic photographing and filming them during Lady Grey's recovery from colic surgery, and to the Clinic using those images and the Owner's written account (together, the "Story").
2. Term. From 1 October 2026 until 30 September 2027.
3. Fee. The Clinic will pay the Owner €300 on signature of this Release. Mileage for attending the photo session is reimbursed at the Clinic's standard rate and is not part of the fee.
4. Territory and Media. Ireland only. The Clinic may use the Story on its website only.
5. Withdrawal. The Owner may ask the Clinic to stop using any image of Rua at any time.
6. Exclusivity. The Owner grants these rights exclusively to the Clinic and will not allow any other veterinary practice to use the Story.
## RIDER No. 1
This Rider forms part of the Release and is signed with it. Where this Rider conflicts with the Release, this Rider prevails.
R1. Clause 4 is deleted and replaced by: "4. Territory and Media. Ireland and the United Kingdom (the Clinic also runs a practice in Newry, Northern Ireland). The Clinic may use the Story on its website, on its social media pages and in printed leaflets for its practices."
R2. Clause 6 is deleted and replaced by: "6. No Exclusivity. The Clinic's rights are non-exclusive. The Owner is free to share the Story with other practices, animal charities and the press."
Signed by the Owner: Siobhan Brennan, 3 September 2026
Signed for Corrib Veterinary Clinic Limited: Dr Cathal Moran MVB, Director, 3 September 2026
`,
    expected: {
      parties: ["Corrib Veterinary Clinic Limited", "Siobhan Brennan"],
      signed: "2026-09-03",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 300"],
      flags: []
    }
  },
  {
    id: "h29a-07-referral-consent-letter",
    style: "h29a-veterinary-pet-testimonials",
    format: "text",
    source: `
# Fenwick Referrals LLP
Unit 4, Meadowbank Business Park, Leeds LS11 5QP
15 April 2026
Mr Pieter Achterberg
27 Otley Road, Leeds LS6 3AA
Dear Mr Achterberg,
Mabel's story - your consent to filming
Thank you for agreeing to let us film Mabel's recovery after her spinal surgery. This letter sets out what you are agreeing to. Once you sign and return it, it is an agreement between you and Fenwick Referrals LLP.
What we will film: you and Mabel at her check-ups and her hydrotherapy sessions, and a short interview with you about her treatment.
Where we will show it: on our website and on our YouTube, Instagram and Facebook channels. Because these are online, the film may be seen anywhere, so your consent covers use throughout the world. We will not use the film on television, in cinemas or in any printed material.
How long: from the date you sign this letter until 31 December 2030.
Payment: there is no payment for taking part. As a thank-you, we will waive the £95 fee for Mabel's six-month follow-up consultation.
Withdrawing: your consent is not irrevocable. You may withdraw it at any time by writing to us, and we will remove the film from our website and channels within 14 days.
Other practices: we will not license the film to anyone else or share it with any other practice.
Yours sincerely,
Dr Ruth Adebayo, Partner, Fenwick Referrals LLP
I agree to the above, for myself and for Mabel.
Signed: Pieter Achterberg
Date: 22 April 2026
`,
    expected: {
      parties: ["Fenwick Referrals LLP", "Pieter Achterberg"],
      signed: "2026-04-22",
      start: "2026-04-22",
      end: "2030-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "h29a-08-principal-dancer-buyout",
    style: "h29a-dance-company-photography",
    format: "pdf",
    source: `
# PROMOTIONAL PHOTOGRAPHY AGREEMENT - PRINCIPAL DANCER
This Agreement is made on the date of the last signature below.
## Parties
(1) NORTHGATE BALLET COMPANY LIMITED, a charitable company registered in England (company no. 04455667), of Northgate Theatre, 40 Calls Lane, Leeds LS2 7EY (the "Company"); and
(2) INES CARVALHO-REID, care of her agent Arden Artists Ltd, 12 Floral Street, London WC2E 9DH (the "Dancer"). Arden Artists Ltd signs nothing and is not a party.
1> Definitions. "Opening Night" means the first public performance of the Company's 2026 revival of Giselle, as stated in the Schedule. "Photographs" means the studio and stage photographs of the Dancer taken by or for the Company at the photo calls listed in the Schedule.
1> Grant. In return for the Buyout Fee, the Dancer grants the Company a non-exclusive licence to use the Photographs and the Dancer's name and likeness in all media now known or hereafter devised, throughout the world, for ten years from Opening Night.
1> Buyout Fee. The Company shall pay the Dancer a single buyout fee of £4,000, which covers every use permitted by this Agreement; no repeat or usage fees are payable. If the Company requires an extra photo call outside the Dancer's rehearsal schedule, it shall pay £250 for each such call, if any is held.
1> Sub-licensing. The Company may sub-license the Photographs to venues, co-producers and touring partners presenting Giselle, solely to promote those performances.
1> Moral rights. The Dancer waives all moral rights she has in the Photographs and in her performance as shown in them.
1> Approval. The Company shall not use any Photograph that the Dancer has rejected in writing within seven days of receiving the proofs.
## Schedule
| Production | Giselle (2026 revival) |
| Photo calls | 14 and 15 September 2026, Northgate Theatre |
| Opening Night | 8 October 2026, Grand Theatre, Leeds |
Signed for Northgate Ballet Company Limited: Marianne Holt, Executive Director, 12 June 2026
Signed by the Dancer: Ines Carvalho-Reid, 19 June 2026
`,
    expected: {
      parties: ["Northgate Ballet Company Limited", "Ines Carvalho-Reid"],
      signed: "2026-06-19",
      start: "2026-10-08",
      end: "2036-10-07",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 4000"],
      flags: ["unlimited_media", "buyout", "long_term", "sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h29a-09-choreographer-season-licence",
    style: "h29a-dance-company-photography",
    format: "docx",
    source: `
# PHOTOGRAPHY AND IMAGE LICENSE AGREEMENT
This Photography and Image License Agreement (the "Agreement") is entered into as of August 3, 2026 by and between Tidewater Contemporary Dance, Inc., a Virginia nonprofit corporation ("Tidewater"), and Malik Ferreira-Sloane ("Choreographer").
## Recitals
Choreographer created the dance work "Salt Lines" (the "Work") under a Commissioning Agreement with Tidewater dated March 2, 2026. Tidewater will present the Work during the Season at the Harborview Cinema Stage in Norfolk, Virginia, a converted movie palace.
1> License. Choreographer grants Tidewater the exclusive right in the United States to use photographs of the Work, taken in rehearsal and performance, and Choreographer's name, likeness and biography, to promote the Work: on Tidewater's website and social media accounts, in its printed season brochure and programs, and on street banners and transit posters.
1> Excluded uses. The license excludes television, cinema-screen advertising (including the pre-show slides shown at the Harborview Cinema Stage) and merchandise.
1> Carve-outs. Notwithstanding Section 1, Choreographer may use the photographs in his personal portfolio and on his personal website, and the Work's co-commissioner, the Bellwether Festival, may use two images approved by Tidewater in its printed 2027 festival program.
1> Term. The license runs for the license period set out in Schedule A.
1> Fee. Tidewater shall pay Choreographer a photography license fee of $2,000 within 30 days after the license period begins. The commissioning fee of $15,000 is payable under the Commissioning Agreement, not under this Agreement, and nothing in this Agreement changes it. Tidewater will also reimburse Choreographer's travel to the photo call, up to $400.
1> No renewal. This Agreement does not renew automatically; a license for any later season requires a new written agreement.
1> Governing law. This Agreement is governed by the laws of the Commonwealth of Virginia.
## Schedule A
| Item | Detail |
| Season | 2026-27 Season |
| License period begins | September 1, 2026 |
| License period ends | June 30, 2027 |
| Performances of the Work | October 15-18, 2026 |
TIDEWATER CONTEMPORARY DANCE, INC. By: Renata Oyelaran, Artistic Director. Date: August 3, 2026
CHOREOGRAPHER: Malik Ferreira-Sloane. Date: August 3, 2026
`,
    expected: {
      parties: ["Tidewater Contemporary Dance, Inc.", "Malik Ferreira-Sloane"],
      signed: "2026-08-03",
      start: "2026-09-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["USD 2000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h29a-10-photographer-commission-scotland",
    style: "h29a-dance-company-photography",
    format: "scan",
    source: `
# FIRTH DANCE THEATRE - PHOTOGRAPHY COMMISSION AND LICENCE
Date: 10 February 2026
Between: Firth Dance Theatre SCIO, Leith Walk Studios, Edinburgh EH6 8RG (the "Company") and Aleksander Brandt, trading as Brandt Photography, 22 Kelvin Way, Glasgow G3 7LW (the "Photographer").
1. Shoot. The Photographer will photograph the Company's dancers in its new production "Haar" on 24 February 2026 and will deliver the edited images by 27 February 2026 (the "Delivery Date").
2. Licence. The Photographer grants the Company an exclusive licence to use the images in the United Kingdom for 18 months from the Delivery Date on its website and social media, in printed programmes and flyers, and on posters and banners outside the venues where "Haar" tours, excluding merchandise for sale, television and cinema.
3. Exclusivity. During the licence period the Photographer shall not license the images, or any outtakes from the shoot, to any other person.
4. Fee. Photography fee: £1,200 plus VAT at 20%, payable within 30 days of the Delivery Date. If the Company cancels the shoot less than 7 days before it, a cancellation fee of £600 is payable instead.
5. Copyright and credit. Copyright in the images stays with the Photographer. The Photographer asserts his right to be identified as the author of the images and does not waive any of his moral rights. Credit line: "Photo: Aleksander Brandt".
Signed for Firth Dance Theatre SCIO: Morag Dunlop, Producer, 10 February 2026
Signed: Aleksander Brandt, 10 February 2026
`,
    expected: {
      parties: ["Firth Dance Theatre SCIO", "Aleksander Brandt"],
      signed: "2026-02-10",
      start: "2026-02-27",
      end: "2027-08-26",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["GBP 1200"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  }
]
