// Held-out author "h18e" (wave 18), one batch written without reading the reader or any other batch's texts (only
// Corpus.ts, evaluate.ts, Review.ts, domain/contracts/ContractFlags.ts and Doubts.ts, the top of NOTES.md and the
// method and answer-rule paragraphs of the wave 8/9/10/11 authors, and the first entry of n11's batch for the file
// convention; unseen/ only listed with ls), never run through the reader: the first score is the lead's. Three kinds
// of document: public-sector call-offs under a framework or standing offer (framework terms incorporated by
// reference, special terms that prevail over them, VAT and GST, a cancellation fee, a superseded quote, an award that
// binds on the supplier's acceptance); filming location agreements for a named building or estate (access days, a
// fee table with day rates and line totals, a reinstatement or security deposit, overtime, a rider that replaces the
// printed form's perpetual all-media grant, a heritage body's facility fee with recharged staff costs); and contest
// or user-generated-content entry terms accepted by members of the public (prizes, gift cards and royalties that are
// not fees, an online acceptance record, a winner's release, a featured-creator addendum that replaces the
// non-exclusive licence of the terms).
//
// Answer rules decided by this author: the parties are the two who are bound (a framework manager, an end client
// named "not a party", a performer whose release is procured by the supplier are not); a call-off's fields describe
// the authority's licence of the deliverables, so its start and end are the usage period, not the call-off's service
// dates; special terms that prevail over incorporated framework terms win, and a framework clause they disapply is
// denied; an award "formed on acceptance" is signed on the acceptance; the signing date is the last signature; a
// contest's entrant who accepted the terms online or on a form is a party by name, and the acceptance is the signing
// date; prizes, prize money, gift cards, vouchers and a sales royalty are not fees, nor are VAT, GST, deposits
// (reinstatement, security), cancellation fees, overtime only if incurred, recharged staff costs, totals and quotes
// superseded by a lower one; a fee table's line totals are the fees, not its day rates; "N months/years from" ends the
// day before the anniversary; "the world, excluding ..." is worldwide; the eligibility of entrants by residence is not
// the territory of the licence; "all media now known or hereafter devised" is unlimited media with every channel;
// television and on-demand broadcast, a broadcaster's online player and a brand's website web, Instagram, TikTok and
// a brand's social media channels social, posters and digital screens out of home, in-store displays and recipe cards
// in store, magazines and leaflets print; a licence silent on exclusivity has exclusive null; "shall not sub-license"
// and "shall not transfer this licence" deny sub-licensing and assignment.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h18e-framework-call-offs", "h18e-location-agreements", "h18e-contest-entry-terms"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h18e-01-uk-call-off-order-form",
    style: "h18e-framework-call-offs",
    format: "docx",
    source: `
# CALL-OFF ORDER FORM
Framework Agreement: Campaign Production Services (CPS-2025), Lot 2: Film and Content Production
Call-Off Reference: OAT-2026-114
This Order Form, together with the Framework Core Terms and the Call-Off Schedules listed in Part D, forms the Call-Off Contract. The Core Terms and Schedules are incorporated by reference and are not reproduced here.
## Part A: Parties
| Role | Name and address |
| Authority (buyer) | Office for Active Travel, 4 Marsham Walk, London SW1P 4QT |
| Supplier | Brightwater Films Ltd (company number 08812345), 22 Canal Yard, Bristol BS1 6TR |
| Framework Manager (not a party to this Call-Off Contract) | Crown Procurement Partnership |
## Part B: Key details
| Item | Detail |
| Call-Off Start Date | 1 October 2026 |
| Call-Off Expiry Date | 31 March 2027 (production, delivery and acceptance of the Deliverables) |
| Deliverables | One 30-second film, one 10-second cut-down and six still photographs for the "Walk It" campaign, featuring the performer Dana Okafor |
| First Broadcast Date | 5 January 2027, as fixed in the Authority's media plan |
| Call-Off Charges | GBP 84,500, a fixed price exclusive of VAT, invoiced 50% on the Call-Off Start Date and 50% on acceptance |
| VAT | Payable in addition at the prevailing rate (currently 20%) |
## Part C: Special Terms
1> The Special Terms in this Part C prevail over the Core Terms and the Call-Off Schedules in the event of any conflict or inconsistency.
1> Call-Off Schedule 9 (Intellectual Property), paragraph 2.1, provides that the Supplier grants the Authority a perpetual, irrevocable, royalty-free licence of the Deliverables for any purpose. In respect of the Deliverables featuring the performer, that paragraph is replaced by Special Terms 3 to 5 and shall not apply.
1> Performer Usage Period: the Authority may use the Deliverables for twelve (12) months from the First Broadcast Date. Use after the Performer Usage Period requires a new licence and a further fee to be agreed.
1> Territory: the United Kingdom.
1> Media: as set out in the Usage Table below. Media marked "No" are not licensed.
| Medium | Licensed |
| Television (linear and on-demand) | Yes |
| The Authority's website and social media channels | Yes |
| Digital out-of-home screens (rail and roadside) | Yes |
| Cinema advertising | No |
| Press and printed leaflets | No |
1> The licence is non-exclusive. Crown copyright in the campaign scripts and the "Walk It" logo remains with the Crown.
1> The Authority may sub-license the Deliverables to other Crown bodies and to its appointed media buying agency, solely for the purposes of the campaign.
1> The Supplier shall procure a signed performer release from Dana Okafor consistent with these Special Terms before the shoot and shall pay all performer fees out of the Call-Off Charges.
## Part D: Incorporated documents
Framework Core Terms (version 3.1); Call-Off Schedule 1 (Definitions); Call-Off Schedule 5 (Pricing Details); Call-Off Schedule 9 (Intellectual Property), Option B.
## Signatures
For and on behalf of the Supplier: Helen Marsh, Managing Director. Date: 24 September 2026
For and on behalf of the Authority: R. Adeyemi, Head of Marketing, Office for Active Travel. Date: 29 September 2026
`,
    expected: {
      parties: ["Office for Active Travel", "Brightwater Films Ltd"],
      signed: "2026-09-29",
      start: "2027-01-05",
      end: "2028-01-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 84500"],
      flags: ["sublicensable"],
      denies: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "h18e-02-au-work-order-standing-offer",
    style: "h18e-framework-call-offs",
    format: "scan",
    source: `
# WORK ORDER No. 27 (Official Order)
Issued under the Deed of Standing Offer for Creative and Campaign Services (SON 400812) between the Commonwealth of Australia and Harbourline Creative Pty Ltd dated 3 March 2025 (the Deed). Unless stated otherwise, the terms of the Deed apply to this Work Order.
Customer: Commonwealth of Australia, represented by the National Water Safety Agency (ABN 61 204 117 090)
Supplier: Harbourline Creative Pty Ltd (ABN 18 602 555 311)
## Item 1: Services
Production of the "Float First" summer campaign: two 30-second television commercials, one 60-second cinema spot, radio scripts, online and social cut-downs and out-of-home artwork, featuring lifeguards and two professional performers engaged by the Supplier.
## Item 2: Licence
Licensed Material: the campaign material described in Item 1.
Licence Period: from the Campaign Launch Date, 1 February 2027, to 30 June 2028.
Licensed Territory: Australia.
Licensed Media: free-to-air and subscription television, radio, cinema, online (including the Agency's website), social media and out-of-home.
## Item 3: Price
Work Order Price: $88,000 (excluding GST). GST: $8,800. Total payable: $96,800 (GST inclusive).
Cancellation: if the Customer cancels a shoot day less than five Business Days before it, a cancellation fee of $4,500 (excluding GST) is payable for that day.
## Item 4: Special Conditions
SC1. Clause 12.3 of the Deed (Moral Rights consents) does not apply to this Work Order. The Supplier is not required to obtain, and the Customer will not rely on, any consent of the performers to acts or omissions that would otherwise infringe their moral rights; the Customer will attribute the performers where practicable.
SC2. These Special Conditions prevail over the Deed to the extent of any inconsistency.
## Execution
Signed for the Supplier by its authorised officer: Tom Achterberg, Director, 8/12/2026
Signed for and on behalf of the Commonwealth of Australia by its delegate: Sarah Whitcombe, Assistant Director, Communications, 11/12/2026
`,
    expected: {
      parties: ["Commonwealth of Australia", "Harbourline Creative Pty Ltd"],
      signed: "2026-12-11",
      start: "2027-02-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "cinema", "web", "social", "out_of_home"],
      exclusive: null,
      fees: ["AUD 88000"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h18e-03-council-call-off-award-email",
    style: "h18e-framework-call-offs",
    format: "text",
    source: `
# Castleford Vale District Council - Notification of Call-Off Award
From: Procurement Team <procurement@castlefordvale.gov.uk>
To: Mira Sandhu <mira@mirasandhuphoto.co.uk>
Date: Thursday 29 October 2026 10:14
Subject: Call-off CV-MKT-0931 - Town Centre Photography - award under the Marketing Services Framework Agreement (lot 4)
Dear Ms Sandhu,
Following the further competition under the Marketing Services Framework Agreement dated 12 January 2025, I am pleased to tell you that Mira Sandhu Photography Ltd has been awarded call-off CV-MKT-0931 for the Town Centre photography commission.
Price: your best and final offer of GBP 3,950 plus VAT replaces your original quotation of GBP 4,400. The fixed price covers two shoot days, editing, delivery of 60 photographs and the licence below.
The framework call-off terms apply, except that Schedule 4 of the Framework Agreement (assignment of all intellectual property to the Council) does not apply to this call-off and is replaced by the following licence:
- You grant the Council a non-exclusive licence to use the Photographs for its own non-commercial purposes in printed publications and leaflets, on the Council's website and social media channels, and on posters and banners in the District.
- Territory: the United Kingdom.
- Licence Period: three years from the Call-Off Date. The Call-Off Date is the date on which you accept this award in writing, and the call-off is formed on that acceptance.
- The Council shall not sub-license the Photographs to any third party and shall not transfer this licence.
Please confirm your acceptance by reply.
Kind regards,
Gareth Boyle, Category Manager, for Castleford Vale District Council
---
From: Mira Sandhu <mira@mirasandhuphoto.co.uk>
Date: Tuesday 3 November 2026 16:40
Subject: RE: Call-off CV-MKT-0931 - Town Centre Photography
Dear Gareth, thank you. I accept the award of CV-MKT-0931 on the terms in your e-mail on behalf of Mira Sandhu Photography Ltd.
Mira Sandhu, Director
`,
    expected: {
      parties: ["Castleford Vale District Council", "Mira Sandhu Photography Ltd"],
      signed: "2026-11-03",
      start: "2026-11-03",
      end: "2029-11-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 3950"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h18e-04-uk-country-house-location-agreement",
    style: "h18e-location-agreements",
    format: "pdf",
    source: `
# LOCATION AGREEMENT
Dated: 19 February 2027
Between: Ashcombe Estates LLP, of the Estate Office, Ashcombe Park, Ashcombe, Wiltshire SN8 2QP (the Owner); and Greyfriars Pictures Limited, of 14 Dean Street, London W1D 3RS (the Producer).
Production: the feature film provisionally entitled "The Lantern Keeper" (the Film).
## 1. The Property
1> The Property means the house known as Ashcombe Park, its gardens, the west courtyard and the long gallery, together with the name "Ashcombe Park" and the Ashcombe crest as they appear on the gates and in the house.
## 2. Access
1> The Owner shall give the Producer access to the Property on the following days (the Access Days): preparation on 8 and 9 March 2027, filming on 10 to 14 March 2027, and striking on 15 March 2027, each from 06:00 to 20:00.
## 3. Grant of rights
1> The Owner grants the Producer the right to photograph, film and record the Property, including its interiors, name and crest, and to use those recordings in the Film, in trailers and in the advertising and promotion of the Film, in all media now known or hereafter devised, throughout the universe, in perpetuity. The rights begin on the first Access Day.
1> The grant in clause 3.1 is irrevocable. The Owner's remedies for any breach by the Producer are limited to damages, and the Owner shall not be entitled to an injunction restraining the distribution or exploitation of the Film.
1> The Producer may assign this Agreement and may license any of its rights to any distributor, broadcaster or financier of the Film.
## 4. Fees
1> The Producer shall pay the Owner the following location fees, plus VAT, within 14 days of the last Access Day:
| Access Days | Rate | Amount |
| Preparation (2 days) | GBP 1,500 per day | GBP 3,000 |
| Filming (5 days) | GBP 4,500 per day | GBP 22,500 |
| Striking (1 day) | GBP 1,500 per day | GBP 1,500 |
| Total (excluding VAT) | | GBP 27,000 |
1> Overtime beyond 20:00 on any Access Day, if incurred, is charged at GBP 600 per hour or part hour.
## 5. Reinstatement deposit
1> The Producer shall lodge a reinstatement deposit of GBP 10,000 with the Owner seven days before the first Access Day. The Owner may apply the deposit to the cost of making good any damage to the Property and shall return the balance within 28 days of the last Access Day. The deposit is not a fee and does not limit the Producer's liability.
## 6. General
1> This Agreement is governed by the laws of England and Wales.
Signed for Ashcombe Estates LLP by Charles Venn, Designated Member, on 19 February 2027.
Signed for Greyfriars Pictures Limited by Naomi Pryce, Producer, on 19 February 2027.
`,
    expected: {
      parties: ["Ashcombe Estates LLP", "Greyfriars Pictures Limited"],
      signed: "2027-02-19",
      start: "2027-03-08",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 3000", "GBP 22500", "GBP 1500"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "assignable"]
    }
  },
  {
    id: "h18e-05-us-building-location-release-rider",
    style: "h18e-location-agreements",
    format: "docx",
    source: `
# LOCATION RELEASE
Property: The Halvorsen Building, 1200 Commerce Street, Dallas, Texas 75202, including the lobby, the 14th-floor terrace and the exterior facade (the "Property").
Owner: Halvorsen Tower Owner LLC, a Delaware limited liability company ("Owner").
Company: Redline Avenue Productions, Inc. ("Company"), producing a television commercial for Paloma Motors (the "Client"). The Client is not a party to this Release.
1> Access. Owner grants Company access to the Property on April 20, 2027 (one shoot day, 7:00 a.m. to 9:00 p.m.) for the purpose of photographing and recording the Property.
1> Location Fee. Company shall pay Owner a location fee of $12,000 for the shoot day. Company shall also deliver a refundable security deposit of $5,000, to be returned within 10 business days after the shoot less the cost of repairing any damage.
1> Cancellation. If Company cancels the shoot day less than 72 hours before the call time, Company shall pay a cancellation fee equal to 50% of the location fee, and no other amount.
1> Use. Company, the Client and their licensees may use all photographs and recordings of the Property in any and all media now known or hereafter devised, throughout the universe, in perpetuity, without further payment.
1> Assignment. Company may assign this Release, in whole or in part, to the Client or to any successor of Company.
1> Signage. Company shall not depict the name "Halvorsen" or the Owner's logo; any visible signage will be removed in post-production.
## RIDER A
The provisions of this Rider A prevail over the printed terms of this Release. Paragraph 4 (Use) of the printed terms is deleted in its entirety and replaced by the following:
"4. Use. Company and the Client may use the photographs and recordings of the Property solely in the commercial and its cut-downs, on television and on the Client's website and social media channels, in the United States and Canada, for a period of two (2) years from the first air date of the commercial, which is May 15, 2027. Any other use, or use after that period, requires Owner's prior written consent and a further fee."
## Signatures
Halvorsen Tower Owner LLC, by Dennis Okoro, Asset Manager. Date: April 2, 2027
Redline Avenue Productions, Inc., by Jill Navarro, Line Producer. Date: April 2, 2027
`,
    expected: {
      parties: ["Halvorsen Tower Owner LLC", "Redline Avenue Productions, Inc."],
      signed: "2027-04-02",
      start: "2027-05-15",
      end: "2029-05-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["USD 12000"],
      flags: ["assignable"],
      denies: ["perpetual_term", "unlimited_media"]
    }
  },
  {
    id: "h18e-06-ie-heritage-filming-licence",
    style: "h18e-location-agreements",
    format: "scan",
    source: `
# KILBRACK HERITAGE TRUST CLG - FILMING LICENCE
Licence No. FL-2027-018
Licensor: Kilbrack Heritage Trust CLG, Kilbrack Castle, Kilbrack, Co. Kilkenny (the Trust)
Licensee: Northlight Documentaries Ltd, Unit 5, Grand Canal Quay, Dublin 2 (the Licensee)
Programme: "Stone and Story", a six-part television documentary series, episode 3 (the Programme)
## Schedule of Filming
| Date | Area | Hours |
| 14 June 2027 | Great Hall, keep and curtain wall | 08:00 - 18:00 |
| 15 June 2027 | Walled garden and exterior | 08:00 - 16:00 |
## Conditions
1> Filming. The Trust permits the Licensee to film the castle, its interiors and grounds on the dates in the Schedule of Filming, under the supervision of the Trust's staff.
1> Use of footage. The Licensee may include the footage in the Programme and broadcast the Programme on television and make it available on on-demand services, including the commissioning broadcaster's online player, throughout the world excluding the United Kingdom, for five (5) years from the date of first transmission of the Programme, which is 10 September 2027.
1> Exclusivity. This licence is non-exclusive. The Trust may permit other filming at Kilbrack Castle at any time.
1> Name and marks. The Licensee may refer to "Kilbrack Castle" in the Programme and its credits, but shall not use the Trust's name or logo in any advertising without the Trust's written consent.
1> Facility fee. The Licensee shall pay a facility fee of EUR 3,200 plus VAT at 23%.
1> Staff costs. The Trust's supervising staff are recharged at cost, at EUR 45 per staff hour, and are invoiced after filming.
1> Deposit. A reinstatement deposit of EUR 2,000 is payable before filming and is returned once the Trust's custodian confirms that the castle and grounds have been left as found.
## Signed
For the Trust: Brid Fennelly, General Manager - 20 May 2027
For the Licensee: Cathal Mooney, Series Producer - 20 May 2027
`,
    expected: {
      parties: ["Kilbrack Heritage Trust CLG", "Northlight Documentaries Ltd"],
      signed: "2027-05-20",
      start: "2027-09-10",
      end: "2032-09-09",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["EUR 3200"],
      flags: []
    }
  },
  {
    id: "h18e-07-uk-photo-competition-online-terms",
    style: "h18e-contest-entry-terms",
    format: "text",
    source: `
# #ShorelineMoments Photo Competition - Terms and Conditions
Promoter: Gullwing Outdoor Ltd, 8 Harbour Road, Falmouth TR11 2AB (the Promoter).
1. The competition opens at 09:00 on 1 June 2026 and closes at 23:59 on 31 July 2026 (the Closing Date). It is open to residents of the United Kingdom aged 18 or over, excluding employees of the Promoter.
2. To enter, upload one original photograph taken on the UK coast (your Entry) at gullwing.co.uk/shoreline and accept these terms.
3. Prizes: the winner receives a GBP 1,500 Gullwing gift voucher and a two-night stay for two at the Porthleven Lookout; two runners-up each receive a GBP 250 gift voucher. Prizes are not transferable and there is no cash alternative.
4. You keep the copyright in your Entry. By entering, you grant the Promoter a non-exclusive, royalty-free licence, throughout the world, to reproduce and display your Entry on the Promoter's website, on its social media channels (Instagram, Facebook and TikTok) and on in-store displays in Gullwing shops, for two (2) years from the Closing Date.
5. The Promoter shall not sub-license your Entry to any third party or use it in paid advertising.
6. The Promoter will credit you by name wherever your Entry is shown. Nothing in these terms waives your moral rights.
7. The Promoter's decision on the winners is final. These terms are governed by the laws of England and Wales.
---
ENTRY RECORD (system generated)
Entry ID: SM-004417
Entrant: Tomasz Wrobel
Terms accepted: 12 July 2026, 21:03 BST ("I have read and accept the Terms and Conditions" ticked)
`,
    expected: {
      parties: ["Gullwing Outdoor Ltd", "Tomasz Wrobel"],
      signed: "2026-07-12",
      start: "2026-07-31",
      end: "2028-07-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h18e-08-us-video-challenge-winner-release",
    style: "h18e-contest-entry-terms",
    format: "pdf",
    source: `
# BRIGHTCUP "SIP AND SHARE" VIDEO CHALLENGE - OFFICIAL RULES (EXTRACT) AND WINNER'S RELEASE
NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE DOES NOT INCREASE YOUR CHANCES OF WINNING.
Sponsor: Brightcup Beverages, Inc., 410 Harmon Avenue, Columbus, Ohio 43215 ("Sponsor").
1> Eligibility. Open to legal residents of the 50 United States and the District of Columbia, 18 years or older, excluding residents of Florida and Rhode Island. Void where prohibited.
1> Challenge Period. The Challenge begins at 12:00 p.m. ET on June 1, 2026 and ends at 11:59 p.m. ET on July 15, 2026.
1> Submissions. Entrants post a video of up to 60 seconds showing how they enjoy Brightcup juice, tagged #SipAndShare, and submit the link on the Challenge page (a "Submission").
1> Grand Prize. One Grand Prize: $10,000 cash and a year's supply of Brightcup juice. Approximate retail value (ARV): $10,450. The winner is responsible for all taxes; Sponsor will issue an IRS Form 1099 for the ARV.
1> License. By submitting, each entrant grants Sponsor a non-exclusive, worldwide, royalty-free, perpetual, irrevocable, sublicensable license to use, reproduce, edit, adapt and publish the Submission, and the entrant's name, voice and likeness as they appear in it, in any and all media now known or hereafter devised, for advertising and any other lawful purpose, without further compensation.
## WINNER'S AFFIDAVIT OF ELIGIBILITY, LIABILITY AND PUBLICITY RELEASE
I, Kayla Brennan, confirm that I am eligible under the Official Rules and that my Submission is my original work. In consideration of the Grand Prize, I confirm the license granted in the Official Rules, effective from the date I sign this release, and I waive any moral rights and rights of approval I may have in the Submission and in any edited version of it.
Signed: Kayla Brennan. Date: September 14, 2026.
Accepted for Brightcup Beverages, Inc.: Marisol Ortega, Promotions Manager. Date: September 14, 2026.
`,
    expected: {
      parties: ["Brightcup Beverages, Inc.", "Kayla Brennan"],
      signed: "2026-09-14",
      start: "2026-09-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: [],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "moral_rights_waiver",
        "no_fee_stated"
      ]
    }
  },
  {
    id: "h18e-09-ie-recipe-submission-featured-addendum",
    style: "h18e-contest-entry-terms",
    format: "docx",
    source: `
# LARKFIELD "SHARE YOUR BAKE" - SUBMISSION TERMS AND FEATURED CREATOR ADDENDUM
## Part 1: Submission Terms (accepted online on submission)
1> Larkfield Bakeries Limited (Larkfield) runs "Share Your Bake", a monthly recipe competition. Each month the best recipe wins a EUR 200 Larkfield voucher.
1> You keep ownership of your recipe, text and photographs (your Submission).
1> You grant Larkfield a non-exclusive, royalty-free licence to publish your Submission on the Larkfield website and Larkfield's social media pages, in Ireland, for eighteen (18) months from the date it is first published.
1> Larkfield may edit your Submission for length and clarity and will credit you by name.
## Part 2: Featured Creator Addendum
This Addendum is made on 10 February 2027 between Larkfield Bakeries Limited, Unit 3, Ballycoolin Business Park, Dublin 15, and Aoife Gallagher, of 22 Strand Road, Sligo (the Creator), whose recipe "Brown Butter Soda Farls" was selected as the Featured Recipe for March 2027.
1> This Addendum prevails over the Submission Terms. For the Featured Recipe, clause 3 of the Submission Terms is replaced by the following licence.
1> The Creator grants Larkfield an exclusive licence to use the Featured Recipe, its photographs and the Creator's name in Ireland during the Feature Period, from 1 March 2027 to 31 August 2027, on recipe cards displayed in Larkfield stores, in the Larkfield Kitchen magazine, on the Larkfield website and on Larkfield's social media pages. During the Feature Period the Creator shall not publish the Featured Recipe elsewhere, except on her own blog.
1> Fee. In addition to the monthly prize voucher, Larkfield shall pay the Creator a feature fee of EUR 750 within 30 days of this Addendum.
1> After the Feature Period, Larkfield's licence ends and the Featured Recipe may not be used again without a new agreement.
| Signed for Larkfield Bakeries Limited | Declan Furlong, Marketing Manager | 10 February 2027 |
| Signed by the Creator | Aoife Gallagher | 10 February 2027 |
`,
    expected: {
      parties: ["Larkfield Bakeries Limited", "Aoife Gallagher"],
      signed: "2027-02-10",
      start: "2027-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["in_store", "print", "web", "social"],
      exclusive: true,
      fees: ["EUR 750"],
      flags: []
    }
  },
  {
    id: "h18e-10-au-tote-design-competition-entry-form",
    style: "h18e-contest-entry-terms",
    format: "scan",
    source: `
# WATTLE & CO - DESIGN OUR TOTE BAG COMPETITION - ENTRY FORM
Promoter: Wattle & Co Pty Ltd (ABN 33 118 440 902), 90 Chapel Street, Windsor VIC 3181
Competition Period: 1 September 2026 to 30 September 2026. Winner announced: 14 October 2026.
## Entrant details (please print)
| Name | Ruby Castellano |
| Suburb / State | Fremantle WA |
| Email | ruby.castellano@example.com.au |
| Age 18 or over | [X] Yes |
## Prizes
First prize: a $2,000 Wattle & Co gift card, and the winning design printed on a limited run of 500 tote bags. The winner will also receive a design royalty of 5% of the net sales of the tote bags.
## Terms of entry (summary; the full terms are at wattleandco.com.au/tote)
1> You keep the copyright in your design.
1> You grant Wattle & Co a non-exclusive licence to display your design in Wattle & Co stores in Australia and on Wattle & Co's social media accounts, from the date of your entry until 31 December 2026.
1> Wattle & Co will not sub-license or assign your design to anyone else.
1> If your design wins, a separate design licence for the tote bags will be offered to you.
## Declaration
[X] I have read and agree to the terms of entry.
Entrant's signature: R. Castellano    Date: 12/09/2026
Received in store (Fremantle): 12/09/2026  Staff initials: JT
`,
    expected: {
      parties: ["Wattle & Co Pty Ltd", "Ruby Castellano"],
      signed: "2026-09-12",
      start: "2026-09-12",
      end: "2026-12-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["in_store", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  }
]
