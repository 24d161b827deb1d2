// Independent author "h29g" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles: filming consents given by car-boot sale, flea-market and antiques-fair traders (a
// trader named only in the signature block, a fair whose name holds "Outdoor", a stand fee and deposit beside a
// free consent, a letter to a stallholder for a brand's "Print & Pattern" campaign, a cash sum paid for goods bought
// on camera); motorsport pit-crew and karting-track image agreements (season dates only in a schedule table, a title
// sponsor and a broadcaster whose names hold "Outdoor" and "Broadcast", a heading "Exclusivity" over a non-exclusive
// body, a term counted from a Launch Date defined in a later clause, an image fee in instalments, a cancellation fee);
// and nursery, preschool and childminder parent-consent photo forms (a Yes/No table of uses, a "Social Media"
// heading over a body that refuses it, a childminder's letter binding both parents, an "Outdoor Explorers" session
// name, a three-party form whose rider replaces the term and rules out a perpetual licence).
//
// Answer rules decided by this author: the parties are those bound by signing (a trader, a crew member, a coach, a
// parent or carer who signs, the setting or brand); a child photographed is the subject, not a party, and is not
// listed; trade names are not given where the person signs in their own name. The signing date is the date of the
// last signature (a letter dated earlier and countersigned later is signed on the countersignature). Start is the date
// the licence runs from (the filming date, the first day of a season, a Launch Date or First Publication Date given
// elsewhere); "N months/years from X" ends the day before the anniversary of X; a rider that replaces a clause
// prevails. Fees are sums paid for the rights or the appearance: VAT, expenses and mileage, stand fees and deposits
// paid by a trader, the price of goods bought, instalments of a fee already stated and a cancellation fee are not
// fees. Channels: television is broadcast, a website web, YouTube/Instagram/Facebook/TikTok social, printed
// programmes, prospectuses, leaflets, flyers and catalogues print, posters, billboards and trackside hoardings
// out_of_home, pre-show cinema advertising cinema, point-of-sale displays in shops in_store; a channel word inside a
// name (a fair, a sponsor, a campaign, a session) grants nothing. Territories are those stated; where a consent names
// none, the list is empty. Exclusive is true where the person grants the rights only to the other party or promises
// not to appear for competitors (with non_compete), false where the text says non-exclusive or free to work for
// others, null where it is silent. Flags: perpetual_term where the use is for ever or in perpetuity (no end date and
// no no_end_date flag then); irrevocable_grant where the consent says it cannot be withdrawn; no_fee_stated where no
// fee is paid; moral_rights_waiver where moral rights are waived; denies lists what the text rules out in words
// ("shall not sub-license", "may not be transferred", "will not renew automatically", "is not perpetual").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h29g-carboot-fair-trader-consents",
  "h29g-pitcrew-karting-image-agreements",
  "h29g-nursery-parent-photo-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29g-01-carboot-trader-release",
    style: "h29g-carboot-fair-trader-consents",
    format: "text",
    source: `
# BRIGHTWATER TELEVISION LTD - CONTRIBUTOR RELEASE (TRADERS)
Programme: "Boot Sale Bargain Hunters" (Series 3), filmed at Wickham Car Boot Sale, Fareham Road, Wickham, Hampshire
Filming date: Sunday 14 June 2026
I, the trader signing below, agree that Brightwater Television Ltd ("Brightwater") and the programme's crew may film me, my pitch and the items on my table, and record what I say, on the filming date.
I agree that Brightwater may use the recordings in the programme and in trailers and clips for it, and show them on television, on the programme's website and on its Instagram, TikTok and YouTube channels, anywhere in the world and in perpetuity.
This consent is irrevocable once filming has taken place, because the programme will be edited around my contribution.
Brightwater will pay me an appearance fee of £150 on the day, in cash, against a receipt.
Brightwater will also refund my £20 pitch fee to the car boot organisers. Any item bought from me on camera is paid for at the price agreed at the table and is not part of my appearance fee.
I understand that Brightwater does not have to use my contribution.
Signed by the trader: Denise Okafor
Pitch number: 112
Date: 14 June 2026
Signed for Brightwater Television Ltd: Rhys Madoc, Series Producer
Date: 14 June 2026
`,
    expected: {
      parties: ["Brightwater Television Ltd", "Denise Okafor"],
      signed: "2026-06-14",
      start: "2026-06-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["GBP 150"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "h29g-02-antiques-fair-stand-filming",
    style: "h29g-carboot-fair-trader-consents",
    format: "docx",
    source: `
# Southdown Outdoor Antiques & Collectors Fair - Exhibitor Filming Consent
This consent is made between Southdown Fairs Limited, company number 08812277, of Unit 4, Ford Lane Industrial Estate, Arundel BN18 0DF ("Southdown", "we") and Malcolm Pryce, trading as Pryce Clocks & Barometers, of 9 Mill Road, Lewes BN7 2RU ("the Exhibitor", "you").
## 1. Background
1> Southdown runs the Southdown Outdoor Antiques & Collectors Fair (the "Fair") on the date set out in the table below.
1> Southdown will film and photograph the Fair to promote future Fairs and wishes to include your stand, your stock and you.
## 2. What you allow us to do
1> You allow Southdown to film, photograph and record you, your stand and your stock at the Fair.
1> Southdown may use that material on the Southdown website, on Southdown's Facebook and Instagram pages, and in the printed Fair programme and printed trade directory, throughout the world.
1> This consent does not extend to television broadcast, to poster or billboard advertising, or to any use by a person other than Southdown.
## 3. How long
1> Southdown may use the material for three (3) years from the Fair Date, after which it will stop using it in any new material.
## 4. Payment
1> This consent is given free of charge. It is separate from your stand booking: your stand fee of £85 and your refundable deposit of £25 are payable as set out in your booking confirmation and are not affected by this consent.
## 5. Other terms
1> This consent is non-exclusive. You may allow other fairs, dealers and broadcasters to film you and your stock.
1> Southdown shall not sub-license the material to any third party.
| Fair | Fair Date | Venue |
| Southdown Outdoor Antiques & Collectors Fair (Spring) | 19 April 2026 | Goodwood Showground, Chichester |
Signed for Southdown Fairs Limited: Fiona Lacey, Director, 2 March 2026
Signed by the Exhibitor: Malcolm Pryce, 2 March 2026
`,
    expected: {
      parties: ["Southdown Fairs Limited", "Malcolm Pryce"],
      signed: "2026-03-02",
      start: "2026-04-19",
      end: "2029-04-18",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29g-03-flea-market-stallholder-letter",
    style: "h29g-carboot-fair-trader-consents",
    format: "pdf",
    source: `
# OAKHOLLOW LIVING LTD
14 Tanner Street, London SE1 3LE
20 July 2026
Ms Lucia Ruiz
Stall 7, Spitalfields Sunday Flea, London E1
Dear Ms Ruiz,
## "Print & Pattern" autumn campaign - your stall and appearance
Thank you for agreeing to let us film at your vintage textiles stall for our "Print & Pattern" autumn homeware campaign. This letter sets out our agreement. Once you have signed and returned it, it binds you and Oakhollow Living Ltd ("Oakhollow").
1> Filming. You will appear at your stall for one filming session of up to six hours on 9 August 2026, with your stock as dressed by our stylist.
1> Use. Oakhollow may use the footage and stills in television commercials, in pre-show cinema advertising and on Oakhollow's Instagram, TikTok and Pinterest accounts. Oakhollow will not use them in print advertising, catalogues or outdoor posters, whatever the campaign's name may suggest.
1> Territory. The United Kingdom and the Republic of Ireland.
1> Term. Two years from the Air Date. The "Air Date" is the date the first commercial is first broadcast, which we will confirm to you in writing.
1> Payment. Oakhollow will pay you a session fee of £300 and a usage fee of £1,200, plus VAT if you are VAT registered, within 30 days of the filming session. We will also reimburse mileage of up to £45 against receipts.
1> Exclusivity. For the Term you will not appear in advertising for any other homeware or furniture retailer in the Territory.
1> Moral rights. You waive any moral rights you may have in the footage and stills.
Yours sincerely,
Harriet Osei, Marketing Director, for and on behalf of Oakhollow Living Ltd
Agreed and accepted: Lucia Ruiz. Date: 24 July 2026
## Confirmation of Air Date (sent 28 August 2026)
Dear Ms Ruiz, we confirm that the first commercial will be broadcast on 5 September 2026, which is the Air Date under our letter of 20 July 2026. Harriet Osei
`,
    expected: {
      parties: ["Oakhollow Living Ltd", "Lucia Ruiz"],
      signed: "2026-07-24",
      start: "2026-09-05",
      end: "2028-09-04",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "cinema", "social"],
      exclusive: true,
      fees: ["GBP 300", "GBP 1200"],
      flags: ["non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "h29g-04-bootfair-haul-video-consent",
    style: "h29g-carboot-fair-trader-consents",
    format: "scan",
    source: `
# BOOT FAIR FINDS - SELLER CONSENT FORM
Channel: Boot Fair Finds (YouTube and Instagram), run by Tom Hadley, 3 Orchard Close, Ripley, Derbyshire DE5 3PL ("the Creator")
Seller: Keith Arkwright, 41 Station Road, Alfreton, Derbyshire DE55 7AB ("the Seller")
Place and date of filming: Codnor Park Sunday Car Boot, 9 August 2026
1. The Seller agrees that the Creator may film the Seller and the Seller's pitch and use the footage in videos on the Boot Fair Finds YouTube channel and Instagram account and on the Creator's website, bootfairfinds.co.uk, anywhere in the world.
2. The Creator may use the footage for 18 months from the date of filming. After that the Creator will make any video showing the Seller private.
3. The Creator will pay the Seller £40 in cash for taking part. The £65 the Creator paid for the brass lamp bought on camera is the price of the lamp and not a payment for this consent.
4. The Creator may not use the footage on television or sell it to a TV company.
5. This consent is personal to the Creator and may not be transferred to anyone else.
Signed: Tom Hadley (Creator)    Date: 9 August 2026
Signed: Keith Arkwright (Seller)    Date: 9 August 2026
`,
    expected: {
      parties: ["Tom Hadley", "Keith Arkwright"],
      signed: "2026-08-09",
      start: "2026-08-09",
      end: "2028-02-08",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: null,
      fees: ["GBP 40"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h29g-05-race-team-pit-crew-image-rights",
    style: "h29g-pitcrew-karting-image-agreements",
    format: "docx",
    source: `
# CREW IMAGE RIGHTS AGREEMENT
THIS AGREEMENT is dated 12 February 2026 and made BETWEEN:
(1) HALDEN RACING LIMITED, a company registered in England under number 11920345, whose registered office is at Unit 2, Silverstone Park, Towcester NN12 8GX (the "Team"); and
(2) SAMUEL PETROV of 18 Brackley Road, Buckingham MK18 1JD (the "Crew Member").
BACKGROUND: The Team competes in the British GT Championship with the support of its title sponsor, Northgate Outdoor Media plc, and engages the Crew Member as chief mechanic under a separate contract of employment.
## 1. Grant
1> The Crew Member grants to the Team the exclusive right to use his name, image, likeness and voice in connection with the Team's motorsport activities (the "Image Rights") during the Term.
1> The Team may use the Image Rights on the Team's website, on its social media channels, in printed race programmes and team brochures, and on trackside hoardings and hospitality-unit banners at circuits, throughout the world.
1> The Crew Member may continue to post about his own work on his personal social media accounts.
## 2. Term
1> The Term begins on the first day of the 2026 Season and ends on the last day of the 2027 Season, the Seasons being as set out in the Schedule.
## 3. Fee
1> The Team will pay the Crew Member an image fee of £3,500 for the whole Term, payable in two equal instalments of £1,750 on 1 March 2026 and 1 March 2027.
1> Travel and accommodation for race meetings are paid by the Team under the contract of employment and are not part of the image fee.
## 4. Restriction
1> During the Term the Crew Member shall not grant any right to use his name or image to any other racing team or to any competitor of Northgate Outdoor Media plc.
## 5. Assignment and Sub-licensing
1> Neither party may assign this Agreement. The Team shall not sub-license the Image Rights to any sponsor or other third party.
## Schedule - Seasons
| Season | First day | Last day |
| 2026 Season | 1 March 2026 | 31 October 2026 |
| 2027 Season | 1 March 2027 | 31 October 2027 |
SIGNED by Karen Halden, Team Principal, for and on behalf of HALDEN RACING LIMITED
SIGNED by SAMUEL PETROV
`,
    expected: {
      parties: ["Halden Racing Limited", "Samuel Petrov"],
      signed: "2026-02-12",
      start: "2026-03-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["GBP 3500"],
      flags: ["non_compete"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h29g-06-karting-track-coach-promo",
    style: "h29g-pitcrew-karting-image-agreements",
    format: "pdf",
    source: `
# REDMOOR KARTING CENTRE - PROMOTIONAL APPEARANCE AGREEMENT
Parties: Redmoor Leisure Ltd (company no. 09334120), trading as Redmoor Karting Centre, Redmoor Lane, Bodmin PL30 5AR ("Redmoor"); and Aisha Bello, ARKS-licensed driver coach, of 6 Trevithick Road, Truro TR1 2LQ ("the Coach").
Date of this Agreement: 20 March 2026
1> Services. The Coach will take part in one filming day at Redmoor's outdoor circuit on 11 April 2026, demonstrating racing lines and coaching junior drivers for Redmoor's spring promotional campaign.
1> Rights. Redmoor may use the footage and photographs from the filming day in a regional television commercial, in pre-show advertising in cinemas, and on roadside billboards.
1> Territory. England and Wales only.
1> Term. The rights run for twelve (12) months from the Launch Date (defined in clause 9).
1> Fee. Redmoor will pay the Coach a fee of £1,800 plus VAT within 14 days of the filming day. If Redmoor cancels the filming day less than 7 days before it, Redmoor will instead pay a cancellation fee of £400.
1> Exclusivity. This Agreement is non-exclusive. Nothing in it prevents the Coach from coaching at, or appearing in promotions for, any other karting venue.
1> Renewal. This Agreement will not renew automatically. Any extension must be agreed in writing and paid for separately.
1> Approval. Redmoor will show the Coach the final edit before first use.
1> Launch Date. The "Launch Date" is 1 May 2026, the date the spring campaign first goes live.
Signed for Redmoor Leisure Ltd: Peter Tregear, Managing Director, 20 March 2026
Signed by the Coach: Aisha Bello, 20 March 2026
`,
    expected: {
      parties: ["Redmoor Leisure Ltd", "Aisha Bello"],
      signed: "2026-03-20",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "cinema", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "h29g-07-club-race-pit-volunteer-form",
    style: "h29g-pitcrew-karting-image-agreements",
    format: "text",
    source: `
# HARTSFIELD MOTOR RACING CLUB - PIT LANE PASS AND FILMING CONSENT
Meeting: Hartsfield Summer Cup, Hartsfield Circuit, Wiltshire, Sunday 28 June 2026
Streaming partner: Trackside Broadcast Ltd, which films the meeting for the Club
By signing this pass you agree with Hartsfield Motor Racing Club Limited ("the Club") that:
1. The Club and Trackside Broadcast Ltd may film and photograph you while you are in the pit lane, paddock and assembly area.
2. The Club may show that footage in its live stream and highlights on the Club's YouTube channel and Facebook page, and on the Club's website, hartsfieldmrc.co.uk, anywhere in the world, for ever.
3. No television broadcast of the footage is licensed by this form.
4. You will not be paid for being filmed.
5. You must wear your pass and a fire-resistant overall at all times in the pit lane.
Name of pit crew member: Connor Walsh
Competitor / car number: Walsh Motorsport, car 27
Signature: Connor Walsh
Date: 28 June 2026
Issued for Hartsfield Motor Racing Club Limited by: Gail Summers, Clerk of the Course
`,
    expected: {
      parties: ["Hartsfield Motor Racing Club Limited", "Connor Walsh"],
      signed: "2026-06-28",
      start: "2026-06-28",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"]
    }
  },
  {
    id: "h29g-08-day-nursery-photo-consent",
    style: "h29g-nursery-parent-photo-consents",
    format: "docx",
    source: `
# Little Acorns Day Nursery - Photograph Consent Form 2026/27
This form is an agreement between Little Acorns Nurseries Ltd, 22 Beech Grove, Harrogate HG2 0EX ("the Nursery", "we") and the parent or carer who signs below ("you"). It covers photographs of the child named below taken at the Nursery. The child is not a party to this form.
Child's name: Ruby Clarke    Room: Pre-school (Oak Room)
Parent or carer: Hannah Clarke
## How we may use your child's photographs
Please tick Yes or No for each use.
| Use | Yes / No |
| On the Nursery's website (first names are never shown) | Yes |
| In the Nursery's printed prospectus and parents' newsletter | Yes |
| In local newspapers, if the Nursery is featured | No |
| On posters or banners outside the Nursery | No |
## Social Media
We do not post photographs of children on Facebook, Instagram or any other social media, and this form does not allow us to.
## How long this consent lasts
This consent covers the academic year from 1 September 2026 to 31 August 2027. We will ask you again at the start of each academic year. You may withdraw your consent at any time by telling the Nursery Manager in writing.
## Sharing
We will not license, sell or pass your child's photographs to any other organisation.
## Payment
No payment is made for the use of photographs under this form.
Signed (parent or carer): Hannah Clarke    Date: 2 September 2026
Signed for Little Acorns Nurseries Ltd: Bethan Rowe, Nursery Manager    Date: 2 September 2026
`,
    expected: {
      parties: ["Little Acorns Nurseries Ltd", "Hannah Clarke"],
      signed: "2026-09-02",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: [],
      channels: ["web", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29g-09-childminder-letter-to-parents",
    style: "h29g-nursery-parent-photo-consents",
    format: "scan",
    source: `
# SUNFLOWER CHILDMINDING
Jo Whitfield, Registered Childminder, 5 Larch Close, Kettering NN15 7QT
15 December 2025
Dear Mr and Mrs Adeyemi,
Photographs of Tobi
Before Tobi starts with me, I need your written consent to use photographs of him. When you have both signed this letter, it is an agreement between the three of us.
1. I would like to use photographs of Tobi, without his surname, on my website, sunflowerchildminding.co.uk, and in the printed flyer for my "Outdoor Explorers" forest-school sessions, which I hand to families who ask about places.
2. I will not use any photograph of Tobi on posters or noticeboards in public places, on social media, or in any newspaper.
3. This consent runs for 12 months from the Start Date. The Start Date is the first day of Tobi's placement with me, Monday 5 January 2026.
4. Nothing is paid by either of us for this consent.
5. You can withdraw your consent at any time by telling me in writing, and I will remove Tobi's photographs from my website within seven days.
Yours sincerely,
Jo Whitfield
We agree to the above.
Signed: Daniel Adeyemi    Date: 18 December 2025
Signed: Grace Adeyemi    Date: 18 December 2025
`,
    expected: {
      parties: ["Jo Whitfield", "Daniel Adeyemi", "Grace Adeyemi"],
      signed: "2025-12-18",
      start: "2026-01-05",
      end: "2027-01-04",
      perpetual: false,
      territories: [],
      channels: ["web", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h29g-10-preschool-brand-shoot-rider",
    style: "h29g-nursery-parent-photo-consents",
    format: "pdf",
    source: `
# CHILDRENSWEAR PHOTOGRAPHY CONSENT - MEADOWBANK COMMUNITY PRESCHOOL
This form is between Puddle & Pip Ltd, 3 Kings Wharf, Bristol BS1 4RP (the "Brand"); Meadowbank Community Preschool, a charitable incorporated organisation, of Meadowbank Village Hall, Clevedon BS21 6HJ (the "Preschool"); and the parent or guardian signing below (the "Parent"), on behalf of the child named below (the "Child"), who is not a party.
Child: Isla Shah (aged 4)
Parent: Priya Shah
## 1. The shoot
The Brand will photograph and film children of the Preschool wearing Puddle & Pip clothing during one morning session at the Preschool on 3 December 2026, with Preschool staff present at all times.
## 2. Use
The Brand may use the photographs and film on its website, on its Instagram and Facebook accounts, in its printed catalogue and on point-of-sale displays in Puddle & Pip shops, in the United Kingdom and Ireland, but not on television or in cinemas.
## 3. Exclusivity
The Brand does not require exclusivity: the Child remains free to be photographed for other brands.
## 4. Term
The Brand may use the photographs and film in perpetuity.
## 5. Payments
The Brand will pay the Preschool a location fee of £750 and will pay the Parent £150 for the Child's participation. The Brand will also provide lunch for the children on the day.
## Rider (agreed at the request of the Preschool's trustees; this Rider prevails over clause 4)
Clause 4 is deleted and replaced by: "The Brand may use the photographs and film for eighteen (18) months from the First Publication Date. The licence is not perpetual. The First Publication Date is 1 February 2027."
Signed by the Parent: Priya Shah, 10 November 2026
Signed for the Preschool: Martin Gale, Chair of Trustees, 12 November 2026
Signed for Puddle & Pip Ltd: Eleanor Fitch, Creative Director, 13 November 2026
`,
    expected: {
      parties: ["Puddle & Pip Ltd", "Meadowbank Community Preschool", "Priya Shah"],
      signed: "2026-11-13",
      start: "2027-02-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 750", "GBP 150"],
      flags: [],
      denies: ["perpetual_term"]
    }
  }
]
