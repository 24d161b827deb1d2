// Held-out author "n15h" (wave 15), a held-out batch from 2026-11-28 (frozen, scored only) until wave 25, when it moved
// to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). Written without reading
// the reader's rules or the other batches' texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts,
// the top of NOTES.md and the method and answer-rule paragraphs of the wave 8/9/10/11 authors, the first entry of n11's
// development batch for the file convention and the loaders of evaluate.ts for unseen/; the other unseen/ files were
// only listed with `ls`), and never run through the reader or the scorer by its author: assignments of copyright with a
// licence back to the author (a UK deed, a UK partial assignment limited by media, territory and years, an Australian
// deed with a moral rights consent, a Canadian creator's assignment with a revocable licence back); tender award
// letters that incorporate standard conditions by reference and change some of them (an Irish letter of award with a
// form of acceptance, a UK award with a clause of the standard terms replaced, an Indian Letter of Award with GST, a
// performance guarantee and a duplicate returned as acceptance); broadcasters' commissioning specifications whose
// licence runs from a first transmission or launch date given elsewhere in the document, with a rights window table. A
// HELD-OUT batch until wave 25: frozen, scored by the lead only.
//
// Answer rules decided by this author: the fields describe the grant to the assignee, the authority or the
// broadcaster; a licence back to the author is a reservation that narrows nothing of it (its non-exclusivity, its
// media, its term and its "shall not sub-license" are the author's, not the grant's); an assignment that makes the
// assignee "sole and exclusive owner" is exclusive; "in perpetuity" is perpetual, a partial assignment for five years
// that reverts is not; the parties are the two who are bound (a sole trader "trading as" keeps her own name); an award
// letter is signed when the supplier's acceptance makes the contract, an assignment when the last party signs it; a
// licence "from the date of first transmission" starts on the transmission date the document gives; "N years from"
// ends the day before the anniversary, and exactly five years is not a long term; fees are sums paid for the rights or
// work: VAT, GST, a total with GST, instalments, percentages of a fee, capped expenses, a royalty rate, a performance
// bonus owed only if a threshold is met, a performance guarantee, liquidated damages and goods in kind are not; an
// option to extend is not automatic renewal, and a standard condition the letter disapplies is denied; a moral rights
// consent under Australian law is a moral rights waiver, an assertion of the right to be identified denies one;
// television and radio are broadcast, a broadcaster's player or app and websites web, YouTube and other platforms
// social, posters, billboards and station screens out_of_home, point-of-sale material in_store, catalogues, leaflets
// and timetables print, cinema halls cinema.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n15h-copyright-assignment-licence-back",
  "n15h-tender-award-letters",
  "n15h-commissioning-specifications"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n15h-01-uk-deed-of-assignment-licence-back",
    style: "n15h-copyright-assignment-licence-back",
    format: "docx",
    source: `
# DEED OF ASSIGNMENT OF COPYRIGHT
THIS DEED is dated 12 February 2026
PARTIES
(1) TOMASZ WIERZBICKI of 14 Albion Yard, Bristol BS2 9LT (the "Assignor"); and
(2) HARROW & FINCH LIMITED, a company incorporated in England and Wales (company number 08812274) whose registered office is at 3 Cutler Street, London E1 7DJ (the "Assignee").
BACKGROUND
(A) The Assignee commissioned the Assignor to photograph its Spring/Summer 2026 collection at a shoot on 20 and 21 January 2026, and the Assignor is the author and legal and beneficial owner of the copyright in the photographs listed in the Schedule (the "Photographs").
(B) The Assignor has agreed to assign that copyright to the Assignee, and the Assignee has agreed to grant the Assignor a limited licence back, on the terms of this deed.
AGREED TERMS
1> Assignment
2> In consideration of the payment by the Assignee to the Assignor of £6,500 (plus VAT at the standard rate), the Assignor with full title guarantee hereby assigns absolutely and irrevocably to the Assignee, with effect from the date of this deed, all copyright and all other rights of a like nature in the Photographs throughout the world, for the full period of copyright including all renewals, revivals and extensions, and thereafter, so far as the law allows, in perpetuity.
2> The rights assigned include, without limitation, the right to reproduce, adapt, publish and communicate the Photographs to the public in all media now known or hereafter invented. From the date of this deed the Assignee shall be the sole and exclusive owner of the Photographs.
2> The sum in clause 1.1 is in full and final consideration for the assignment and for every use of the Photographs, and no further fees, royalties or repeat payments shall be due to the Assignor however the Photographs are used.
1> Moral rights
2> The Assignor unconditionally and irrevocably waives all moral rights under Chapter IV of the Copyright, Designs and Patents Act 1988 in the Photographs, and any similar rights anywhere in the world.
1> Dealings by the Assignee
2> The Assignee may freely assign the copyright in the Photographs and may grant licences of it to any third party.
1> Licence back
2> The Assignee grants the Assignor a non-exclusive, non-transferable, royalty-free licence to reproduce up to ten of the Photographs in the Assignor's printed portfolio, on the Assignor's own website and in photographic competitions, but not for any commercial or advertising purpose and not before 1 September 2026.
2> The licence in clause 4.1 is personal to the Assignor. The Assignor shall not sub-license or assign it, and it ends automatically if the Assignor breaches clause 4.1.
1> Further assurance
2> The Assignor shall, at the Assignee's cost, sign any document the Assignee reasonably requires to perfect the assignment in any country.
1> Governing law
2> This deed is governed by the law of England and Wales.
## SCHEDULE - THE PHOTOGRAPHS
| Reference | Description | Number of images |
| HF-SS26-01 to HF-SS26-48 | Studio looks, Spring/Summer 2026 | 48 |
| HF-SS26-L01 to HF-SS26-L12 | Location images, Brean Down | 12 |
Executed as a deed by TOMASZ WIERZBICKI in the presence of: Alice Munro-Patel, solicitor, on 12 February 2026.
Executed as a deed by HARROW & FINCH LIMITED acting by Jonathan Finch, a director, in the presence of: Ruth Oyelaran, on 12 February 2026.
`,
    expected: {
      parties: ["Tomasz Wierzbicki", "Harrow & Finch Limited"],
      signed: "2026-02-12",
      start: "2026-02-12",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 6500"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "assignable",
        "buyout",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "n15h-02-uk-partial-assignment-reverts",
    style: "n15h-copyright-assignment-licence-back",
    format: "pdf",
    source: `
# ASSIGNMENT OF COPYRIGHT (PARTIAL) AND LICENCE BACK
Made under section 90(2) of the Copyright, Designs and Patents Act 1988.
Between FFION PRITCHARD, illustrator, of Ty Glas, Heol y Wig, Aberystwyth SY23 2AU ("the Assignor") and CORRAN OUTDOOR LTD, of Unit 7, Riverside Park, Kendal LA9 6NH ("the Assignee").
## 1. The Works
The eight illustrations of upland birds delivered by the Assignor on 2 March 2026 under the Assignee's commission (the "Works").
## 2. What is assigned
2.1 The Assignor assigns to the Assignee the copyright in the Works, limited to the right to reproduce the Works (a) in the Assignee's printed catalogues, (b) on point-of-sale material in retail stores selling the Assignee's products and (c) on the Assignee's website, in each case in the United Kingdom and the Republic of Ireland only.
2.2 The assignment is for a period of five years from 1 April 2026 (the "Period"). At the end of the Period all rights assigned revert to the Assignor automatically, without any notice or payment. The assignment is not perpetual.
2.3 Within the limits of clause 2.1 and during the Period the Assignee shall have the sole right to do those acts, to the exclusion of the Assignor and of anyone else.
## 3. What the Assignor keeps (licence back)
3.1 Every right in the Works not assigned by clause 2.1 is reserved to the Assignor, including all rights outside the United Kingdom and Ireland, on packaging, on clothing and in any film or television use.
3.2 The Assignee grants back to the Assignor, for the Period, a non-exclusive licence to exhibit the Works and to sell limited-edition prints of them worldwide, including on the Assignor's own website.
## 4. Payment
4.1 The Assignee shall pay the Assignor a fee of £4,200 within 30 days of the date of this agreement.
4.2 In addition, if the Assignee uses a Work on point-of-sale material for a product line that sells more than 10,000 units in a year, it shall pay the Assignor a royalty of 3% of the net sales of that line above 10,000 units.
## 5. Credit and moral rights
5.1 The Assignor asserts her moral right to be identified as the author of the Works and does not waive any moral right. The Assignee shall credit "Illustration: Ffion Pritchard" in each catalogue.
## 6. Dealings
6.1 The Assignee shall not assign or license the rights in clause 2.1 to anyone without the Assignor's prior written consent.
## 7. Law
7.1 English law applies.
Signed by Ffion Pritchard on 18 March 2026.
Signed for Corran Outdoor Ltd by Helen Ashworth, Managing Director, on 20 March 2026.
`,
    expected: {
      parties: ["Ffion Pritchard", "Corran Outdoor Ltd"],
      signed: "2026-03-20",
      start: "2026-04-01",
      end: "2031-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "web"],
      exclusive: true,
      fees: ["GBP 4200"],
      flags: [],
      denies: ["perpetual_term", "moral_rights_waiver", "assignable", "sublicensable"]
    }
  },
  {
    id: "n15h-03-au-deed-design-moral-rights-consent",
    style: "n15h-copyright-assignment-licence-back",
    format: "scan",
    source: `
# DEED OF ASSIGNMENT AND LICENCE BACK (LABEL DESIGN)
This deed is dated the date on which the last party signs it.
Parties: SALTBUSH CELLARS PTY LTD (ACN 612 448 903) of 41 Sturt Highway, Nuriootpa SA 5355 (Company) and LACHLAN MOYES of 8 Frome Street, Adelaide SA 5000 (Designer).
## Recitals
A. The Designer created the label artwork for the Company's "Red Dirt" shiraz range, including the kangaroo-paw device and the hand-drawn lettering (Design).
B. The Designer has agreed to assign the copyright in the Design to the Company and the Company has agreed to licence it back to the Designer for limited purposes.
## Operative part
1> Assignment. On and from the date of this deed the Designer assigns to the Company all present and future copyright in the Design, throughout the world and in perpetuity, including the right to use the Design in all media and formats whether now known or later developed. The Company becomes the exclusive owner of the Design.
1> Consideration. The Company will pay the Designer AUD 2,000 plus GST within 14 days of this deed and will also deliver to the Designer twelve cases of the first vintage of the "Red Dirt" range.
1> Moral rights. The Designer genuinely consents, for the purposes of Part IX of the Copyright Act 1968 (Cth), to the Company and anyone it authorises altering, adapting or reproducing the Design without attributing the Designer, and to any act or omission that would otherwise infringe the Designer's moral rights.
1> Company's dealings. The Company may assign the copyright in the Design, or any part of it, to any person without the Designer's consent.
1> Licence back.
2> The Company grants the Designer a non-exclusive, royalty-free licence for two years from the date of this deed to display the Design in the Designer's portfolio, on the Designer's website and on the Designer's Instagram account.
2> The licence is personal: the Designer may not assign or sub-license it, and may not use the Design on any product.
1> Governing law. This deed is governed by the laws of South Australia.
Executed as a deed.
Signed, sealed and delivered by LACHLAN MOYES in the presence of a witness, on 3 June 2026.
Executed by SALTBUSH CELLARS PTY LTD in accordance with section 127 of the Corporations Act 2001 (Cth) by its two directors on 5 June 2026.
`,
    expected: {
      parties: ["Saltbush Cellars Pty Ltd", "Lachlan Moyes"],
      signed: "2026-06-05",
      start: "2026-06-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["AUD 2000"],
      flags: ["perpetual_term", "worldwide_exclusivity", "unlimited_media", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n15h-04-ca-creator-video-assignment",
    style: "n15h-copyright-assignment-licence-back",
    format: "text",
    source: `
# COPYRIGHT ASSIGNMENT AND LICENSE-BACK (CREATOR VIDEOS)
Effective Date: January 2, 2026 (the date the first Video was posted)
Creator: Noor Haddad-Tremblay, of Montreal, Quebec
Brand: Boreal Outfitters Inc., a Canadian corporation, of 220 Rue Saint-Paul Ouest, Montreal, Quebec
1. Videos. The six short-form videos the Creator produced for the Brand's "First Frost" campaign and posted between January 2 and January 9, 2026 (the "Videos").
2. Assignment. The Creator assigns to the Brand all of the Creator's copyright in the Videos, throughout the world and in perpetuity, including the right to post, edit, boost and republish the Videos on the Brand's social media accounts and on the Brand's website. The Brand is the sole and exclusive owner of the Videos from the Effective Date.
3. Moral rights. The Creator waives in favour of the Brand and its successors all of the Creator's moral rights in the Videos under the Copyright Act (Canada).
4. Payment. The Brand will pay the Creator CAD 9,000 within 15 days of signature. If the Videos together reach 1,000,000 views on the Brand's accounts before June 30, 2026, the Brand will also pay a bonus of CAD 1,500.
5. License-back. The Brand grants the Creator a non-exclusive, revocable license to keep the Videos posted on the Creator's own TikTok and Instagram accounts for twelve months from the Effective Date. The Brand may revoke this license at any time by email.
6. Governing law. The laws of the Province of Quebec and the federal laws of Canada applicable there.
Signed: Noor Haddad-Tremblay, January 14, 2026
Signed for Boreal Outfitters Inc.: Mathieu Gagnon, VP Marketing, January 16, 2026
`,
    expected: {
      parties: ["Noor Haddad-Tremblay", "Boreal Outfitters Inc."],
      signed: "2026-01-16",
      start: "2026-01-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["CAD 9000"],
      flags: ["perpetual_term", "worldwide_exclusivity", "moral_rights_waiver"]
    }
  },
  {
    id: "n15h-05-ie-letter-of-award-photography",
    style: "n15h-tender-award-letters",
    format: "docx",
    source: `
# LETTER OF AWARD
West Coast Tourism Partnership CLG, Quay House, Galway H91 E2K7
Our ref: WCTP/2026/PHOTO/03
2 March 2026
To: Greywater Imagery Ltd, 5 Pearse Street, Sligo F91 X8P2
Dear Sir or Madam,
Request for Tenders: Supply and licensing of destination photography (the "Tender")
1. Following the evaluation of tenders, we are pleased to inform you that your tender dated 30 January 2026 has been successful and that West Coast Tourism Partnership CLG (the "Authority") awards the contract to Greywater Imagery Ltd (the "Supplier"). The standstill period ended on 27 February 2026.
2. The contract comprises this letter, the Authority's General Conditions of Contract for Services (Version 3.1, March 2025) (the "Conditions"), which are incorporated by reference, the Tender's specification and your tender. If they conflict, this letter prevails over the Conditions.
3. Key details:
| Item | Detail |
| Contract Start Date | 1 April 2026 |
| Contract Period | 36 months from the Contract Start Date, with an option for the Authority to extend by up to 12 months by written notice |
| Contract Value | €28,750 excluding VAT, payable in three equal annual instalments |
| Deliverables | a library of 120 licensed images of the Wild Atlantic coast, delivered by 15 May 2026 |
4. Licence. Clause 9.2 of the Conditions shall read: "The Supplier grants the Authority a licence to use the Deliverables in print, on outdoor advertising (billboards, bus shelters and airport displays), on the Authority's websites and on its social media channels, in Ireland and the United Kingdom, for the Contract Period." The licence is non-exclusive: Clause 9.4 of the Conditions (exclusive licence) does not apply to this contract, and the Supplier may license the same images to others.
5. Clause 21 of the Conditions (automatic extension) does not apply; the contract ends at the end of the Contract Period unless the Authority exercises its option in writing.
6. This award is conditional on your returning the signed Form of Acceptance below within 10 days. The contract is formed when the Authority receives it.
Yours faithfully,
Siobhan Keane, Head of Procurement, West Coast Tourism Partnership CLG
## FORM OF ACCEPTANCE
We accept the award on the terms of the letter above and the Conditions as varied by it.
Signed for Greywater Imagery Ltd: Declan Mulready, Director. Date: 9 March 2026
`,
    expected: {
      parties: ["West Coast Tourism Partnership CLG", "Greywater Imagery Ltd"],
      signed: "2026-03-09",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["print", "out_of_home", "web", "social"],
      exclusive: false,
      fees: ["EUR 28750"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n15h-06-uk-award-standard-terms-replaced",
    style: "n15h-tender-award-letters",
    format: "pdf",
    source: `
# NOTIFICATION OF CONTRACT AWARD
Lowland Rail Partnership, 90 Waterloo Street, Glasgow G2 7DA
Procurement reference: LRP-0457 Photography for the 2026 timetable and station campaign
Date of this letter: 11 May 2026
To: Ines Castellanos (trading as Castellanos Studio), 22 Leith Walk, Edinburgh EH6 5DX
1. Award. Lowland Rail Partnership (the "Authority") accepts your quotation of 24 April 2026 and awards you (the "Supplier") the contract for the photography described in the Statement of Requirements.
2. Terms. The Authority's Standard Terms for Low Value Contracts (2024 edition) (the "Standard Terms") apply and are incorporated by reference, except as this letter changes them.
3. Price. The contract price is £12,400 (fixed). Travel and accommodation expenses are reimbursed at cost up to a cap of £600. No VAT is charged: the Supplier is not VAT registered.
4. Contract Start Date: 1 June 2026.
5. Intellectual property. Clause 17.3 of the Standard Terms (assignment of all intellectual property to the Authority) does not apply and is replaced by this paragraph 5. The Supplier keeps the copyright in the photographs and grants the Authority a licence to use them on posters and digital screens at its stations, in printed timetables and leaflets, on its website and on its social media accounts, in Great Britain, for five years from the Contract Start Date.
6. Exclusivity. The licence is exclusive in the rail and transport sector in Great Britain: the Supplier shall not license the photographs to any other transport operator during the licence period.
7. The Authority may sub-license the photographs to the train operating companies running services on its routes, for the purposes of the campaign only.
8. Acceptance. Please sign and return the Form of Acceptance. The contract is made when the Authority receives it.
Signed for Lowland Rail Partnership: Graeme Dunlop, Commercial Manager, 11 May 2026
FORM OF ACCEPTANCE
I accept the award on the terms of this letter and the Standard Terms as changed by it.
Signed: Ines Castellanos, 14 May 2026
`,
    expected: {
      parties: ["Lowland Rail Partnership", "Ines Castellanos"],
      signed: "2026-05-14",
      start: "2026-06-01",
      end: "2031-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: true,
      fees: ["GBP 12400"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n15h-07-in-letter-of-award-av-spots",
    style: "n15h-tender-award-letters",
    format: "scan",
    source: `
# LETTER OF AWARD (LoA)
DEPARTMENT OF WATER RESOURCES, GOVERNMENT OF VINDHYA PRADESH
No. DWR/IEC/2026-27/114                                  Dated: 07.04.2026
To,
M/s Saffron Reel Communications Pvt. Ltd.,
4th Floor, Lotus Arcade, MG Road, Indore - 452001
Sub: Award of work for production of audio-visual spots for the "Har Boond Keemti" water conservation campaign - reg.
Ref: Tender No. DWR/IEC/2026-27/09 dated 12.02.2026 and your bid dated 06.03.2026.
Sir,
1. With reference to the above, the competent authority has accepted your bid, being the L1 bidder, and the work of producing four audio-visual spots of 30 seconds and 60 seconds each in Hindi and English is hereby awarded by the Department of Water Resources, Government of Vindhya Pradesh (hereinafter "the Department") to M/s Saffron Reel Communications Pvt. Ltd. (hereinafter "the Agency") on the terms and conditions of the tender document, the General Conditions of Contract (GCC) and the Special Conditions of Contract (SCC), which form part of this LoA.
2. Contract value: Rs. 15,60,000/- (Rupees Fifteen Lakh Sixty Thousand only) plus GST @ 18% amounting to Rs. 2,80,800/-, total Rs. 18,40,800/-.
3. Period of completion: 45 days from the date of issue of this LoA. The contract shall come into force from the date of acceptance of this LoA by the Agency.
4. Performance Security: the Agency shall furnish a Performance Bank Guarantee of 3% of the contract value (Rs. 46,800/-) within 15 days. Liquidated damages @ 0.5% per week of delay shall apply as per GCC Clause 22.
5. Rights: all rights including copyright in the spots, the raw footage and the music shall vest exclusively with the Department in perpetuity. The Department shall have the right to telecast the spots on Doordarshan, All India Radio, private satellite channels, in cinema halls before the screening of films and on its social media platforms, within India.
6. No royalty, repeat fee or any further payment shall be payable to the Agency for any number of telecasts or screenings.
7. The Agency shall not sub-let or assign the work or any part of it to any other firm.
8. You are requested to return the duplicate copy of this LoA duly signed and stamped as a token of acceptance within 7 days.
(R. K. Deshmukh)
Superintending Engineer (IEC), for and on behalf of the Governor of Vindhya Pradesh
ACCEPTED. For Saffron Reel Communications Pvt. Ltd., Authorised Signatory: Meera Iyengar, Director. Date: 10.04.2026 (Seal)
`,
    expected: {
      parties: [
        "Department of Water Resources, Government of Vindhya Pradesh",
        "Saffron Reel Communications Pvt. Ltd."
      ],
      signed: "2026-04-10",
      start: "2026-04-10",
      end: null,
      perpetual: true,
      territories: ["IN"],
      channels: ["broadcast", "cinema", "social"],
      exclusive: true,
      fees: ["INR 1560000"],
      flags: ["perpetual_term", "buyout"],
      denies: ["assignable"]
    }
  },
  {
    id: "n15h-08-uk-commissioning-spec-documentary",
    style: "n15h-commissioning-specifications",
    format: "pdf",
    source: `
# COMMISSIONING SPECIFICATION AND LICENCE TERMS
Northlight Television Ltd ("Northlight") commissions Ravensworth Films Ltd (the "Producer") to make the programme described below on the terms of this specification and Northlight's Terms of Trade for Independent Producers (2025), which are incorporated by reference.
## Part A: Programme
| Title | The Salt Road |
| Genre | Factual: history and landscape |
| Episodes | 3 x 60 minutes |
| Commissioning editor | Priya Raman |
| Delivery date | 3 July 2026 |
| Scheduled first transmission | 7 September 2026, Northlight 1, 9pm (episode 1) |
## Part B: Licence
B1. The licence period runs for five years from the date of first transmission of episode 1 (Part A).
B2. Rights windows:
| Window | Rights | Territory | Period | Exclusivity |
| Primary | Linear television on Northlight 1 and Northlight 2, unlimited transmissions | United Kingdom | Licence period | Exclusive |
| On demand | Northlight Player on the web and in apps, concurrent with linear | United Kingdom | Licence period | Exclusive |
| Clips | Clips of up to three minutes on Northlight's YouTube and social media accounts | United Kingdom | Licence period | Exclusive |
| International | Not licensed: retained by the Producer | Rest of the world | - | - |
B3. The Producer shall not license the programme to any other broadcaster or platform in the United Kingdom during the licence period.
## Part C: Money
C1. Licence fee: £435,000, in full for the rights in Part B.
C2. Cash flow: 20% on signature, 50% at the start of principal photography, 30% on acceptance of delivery.
C3. A tariff of £2,500 per episode is payable to the Producer's distributor only if Northlight buys an extension, which this specification does not include.
## Part D: Other
D1. Northlight may not assign or sub-license the rights in Part B without the Producer's written consent.
D2. Format rights remain with the Producer.
Agreed for Northlight Television Ltd: Sarah Whitcombe, Head of Business Affairs, 19 May 2026
Agreed for Ravensworth Films Ltd: Owen Tredinnick, Managing Director, 22 May 2026
`,
    expected: {
      parties: ["Northlight Television Ltd", "Ravensworth Films Ltd"],
      signed: "2026-05-22",
      start: "2026-09-07",
      end: "2031-09-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 435000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n15h-09-au-commission-childrens-series",
    style: "n15h-commissioning-specifications",
    format: "docx",
    source: `
# COMMISSIONING AGREEMENT: SPECIFICATION
Broadcaster: Harbourline Broadcasting Pty Ltd (ABN 55 613 904 221), Pyrmont NSW
Producer: Two Gulls Productions Pty Ltd (ABN 18 640 772 019), Fremantle WA
Series: "Rockpool Rangers", live-action children's series, 10 x 24 minutes
This specification, with the Broadcaster's Standard Commissioning Terms (version 6) incorporated by reference, forms the agreement. Where they differ, this specification prevails.
## 1. Licence period
1.1 The licence period starts on the Premiere Date and runs for four years.
1.2 The Premiere Date is set out in Schedule 2.
## 2. Rights window table
| Rights | Service | Territory | Exclusive? |
| Free-to-air television | Harbourline main channel and Harbourline Kids | Australia | Yes |
| Broadcaster video on demand | Harbourline Go (website and apps) | Australia | Yes |
| Subscription video on demand | not licensed | - | - |
| New Zealand rights | not licensed: retained by the Producer | New Zealand | - |
## 3. Licence fee
3.1 The Broadcaster shall pay a licence fee of AUD 1,250,000 plus GST for the rights in clause 2.
3.2 The Producer's Offset and the Screen Australia and Screenwest investments are the Producer's finance and are not payable by the Broadcaster.
## 4. Runs and renewal
4.1 The licence includes unlimited runs on free-to-air television during the licence period.
4.2 There is no renewal. Clause 14 of the Standard Commissioning Terms (automatic renewal for a further year) does not apply to this series.
## Schedule 2: Key dates
| Delivery of final episode | 30 November 2026 |
| Premiere Date | 2 February 2027 |
Signed for Harbourline Broadcasting Pty Ltd: Danielle Cho, Head of Children's Content, 24 August 2026
Signed for Two Gulls Productions Pty Ltd: Bree Kowalczyk, Producer, 27 August 2026
`,
    expected: {
      parties: ["Harbourline Broadcasting Pty Ltd", "Two Gulls Productions Pty Ltd"],
      signed: "2026-08-27",
      start: "2027-02-02",
      end: "2031-02-01",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["AUD 1250000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n15h-10-ca-digital-series-commission",
    style: "n15h-commissioning-specifications",
    format: "text",
    source: `
# DIGITAL COMMISSION SPECIFICATION v2 (FINAL)
Commissioner: Northern Lights Broadcasting Corporation ("NLBC"), Winnipeg, Manitoba
Producer: Ledgerwood & Chaudhry Productions Inc., Saskatoon, Saskatchewan
Project: "Sharp Cuts", short-form cooking series, 6 x 8 minutes
Terms: NLBC Digital Terms of Trade (2024) apply except where this specification says otherwise.
SECTION 1 - DELIVERY AND LAUNCH
Delivery of all episodes: November 20, 2026
Launch date: January 15, 2027 (first episode published on NLBC's YouTube channel)
SECTION 2 - LICENCE WINDOWS
| Window | Platform | Territory | Length |
| Window 1 | NLBC's YouTube channel | Canada | 18 months from the launch date |
| Window 2 | NLBC website and NLBC app | Canada | concurrent with Window 1 |
| Linear TV | not included | - | - |
SECTION 3 - EXCLUSIVITY
The licence is non-exclusive. The Producer may publish the episodes on its own channels from 30 days after the launch date.
SECTION 4 - FEE
Licence fee: CAD 96,000. The Producer's Canada Media Fund digital funding and provincial tax credits are not part of the licence fee.
SECTION 5 - OTHER TERMS
Section 9 of the Terms of Trade (automatic renewal) does not apply. NLBC may not sublicense the episodes to any third party.
Approved for NLBC: Kateri Bouchard, Digital Commissioning Executive, September 3, 2026
Approved for Ledgerwood & Chaudhry Productions Inc.: Farah Chaudhry, President, September 8, 2026
`,
    expected: {
      parties: ["Northern Lights Broadcasting Corporation", "Ledgerwood & Chaudhry Productions Inc."],
      signed: "2026-09-08",
      start: "2027-01-15",
      end: "2028-07-14",
      perpetual: false,
      territories: ["CA"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["CAD 96000"],
      flags: [],
      denies: ["automatic_renewal", "sublicensable"]
    }
  }
]
