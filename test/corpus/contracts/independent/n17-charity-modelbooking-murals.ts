// Held-out author "n17h" (wave 17), a held-out batch from 2026-11-28 (frozen, scored only) until wave 27, when it moved
// to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). One batch written
// without reading the reader's rules or the other batches' texts (only Corpus.ts, evaluate.ts, Review.ts,
// ContractFlags.ts, Doubts.ts, the top of NOTES.md, n11's header comment and first entry for the file convention, and
// the unseen/ folder's file names with `ls`), and never run through the reader: charity campaign licences (an
// ambassador letter with the fee waived and expenses capped, a photographer's standard fee waived for an honorarium, a
// reduced fee with GST by e-mail, uses limited to fundraising); fashion model bookings (agency confirmations with a day
// rate and a usage fee, "editorial use only", usage periods that differ per medium, a cancellation fee, a show-week
// exclusivity, a buyout); and artwork and mural commissions (an Australian commission with GST, a deposit and a
// moral-rights consent, a US mural with a VARA waiver, a UK hotel artwork with a kill fee and a CDPA waiver). A
// HELD-OUT batch until wave 27: frozen, scored by the lead only.
//
// Answer rules decided by this author: the parties are the two who are bound (a model agency or talent agent acting
// as agent, an end client and a charity's fundraising agency are not); the signing date is the last signature's or
// the acceptance's; start and end from "N months/years from" end the day before the anniversary; where usage periods
// differ per medium, the start is the earliest start and the end the last day of the longest period; fees are the
// sums paid for services or rights, each stated fee listed on its own (a day rate and a usage fee are two fees); a
// waived fee, a standard rate quoted only to say it is not charged, capped expenses, GST or VAT, a deposit or other
// instalment of a fee, a cancellation or kill fee and a charge owed only if a revision is asked for are not fees; a
// fee waived with nothing else paid is no fee (no_fee_stated); "in any media now known or hereafter devised" is all
// media (unlimited_media, every channel); a mural's hoardings and building wraps are out_of_home, brochures print,
// a lobby or shop display in_store; a consent under Part IX of the Australian Copyright Act to acts that would infringe
// moral rights is a moral-rights waiver, as are VARA and CDPA waivers; a promise not to work for other houses or
// brands of a kind during a period is an exclusivity with non_compete; "editorial only" limits channels, it does not
// make a grant exclusive.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n17h-charity-campaign-licences",
  "n17h-fashion-model-bookings",
  "n17h-artwork-mural-commissions"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n17h-01-hospice-ambassador-fee-waived",
    style: "n17h-charity-campaign-licences",
    format: "docx",
    source: `
# Riverside Hospice Trust - Ambassador Letter of Agreement
Registered charity no. 1098432
14 October 2026
Dear Delia,
Thank you for agreeing to be the face of our Light Up a Life winter appeal. This letter records what we have agreed between Riverside Hospice Trust ("the Trust", "we") and Delia Fairbrother ("you").
## What you will do
1> You will attend one photography and filming session of up to four hours at the Trust's Kingsmead site on a date in October 2026 to be agreed, and record a short spoken message for the appeal.
## Your fee
1> You have generously agreed to give your time free of charge and you waive any fee for the session and for the uses set out below.
1> We will reimburse your reasonable travel expenses against receipts, up to a maximum of £300 in total. This is a reimbursement and not a fee.
## How we may use the material
1> You grant the Trust a non-exclusive licence to use the photographs, the film and your name in connection with the Light Up a Life appeal, solely for fundraising, on:
2> the Trust's own website and appeal donation pages;
2> the Trust's own social media accounts; and
2> printed appeal leaflets, donor mailings and the Trust's supporter magazine.
1> The material will not be used for any commercial purpose, in any trading or retail activity of the Trust's charity shops, or on television, radio or outdoor posters.
1> The licence runs from 1 November 2026 to 31 October 2027 and is limited to the United Kingdom.
1> The Trust may not sub-license the material to any corporate partner, sponsor or other third party, and may not assign this agreement.
## Withdrawal
1> If you ask us to stop using a photograph for a good reason, we will not use it in any new materials, but we need not recall materials already printed.
Please sign below to confirm.
| For Riverside Hospice Trust | Alison Perrett, Director of Fundraising | 14 October 2026 |
| Agreed | Delia Fairbrother | 16 October 2026 |
`,
    expected: {
      parties: ["Riverside Hospice Trust", "Delia Fairbrother"],
      signed: "2026-10-16",
      start: "2026-11-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n17h-02-wells-foundation-photo-honorarium",
    style: "n17h-charity-campaign-licences",
    format: "pdf",
    source: `
# PHOTOGRAPHY LICENSE FOR NONPROFIT APPEAL USE
This Photography License is made on January 12, 2027 between Jonah Okafor, a professional photographer ("Photographer"), and Clearwater Wells Foundation, a Minnesota nonprofit corporation exempt under section 501(c)(3) of the Internal Revenue Code ("Foundation").
## 1. Images
Up to twenty-five (25) photographs taken by Photographer at the Foundation's well projects in November 2026, as selected by the Foundation (the "Images").
## 2. License
2.1 Photographer grants the Foundation a non-exclusive license to reproduce and display the Images for the Foundation's fundraising and donor communications only, in the following media: the Foundation's website; the Foundation's social media channels; and printed donor newsletters, annual reports and direct-mail appeals.
2.2 No other use is licensed. In particular, the Images may not be used in paid advertising on television or billboards, and may not be supplied to any corporate donor or sponsor for that donor's own marketing.
2.3 The Foundation may not sublicense its rights under this License.
## 3. Territory and Term
The License covers the United States and Canada and runs for twenty-four (24) months commencing February 1, 2027.
## 4. Compensation
4.1 Photographer's standard license fee for this use, $4,500, is waived in recognition of the Foundation's charitable purpose.
4.2 In place of that fee, the Foundation will pay Photographer an honorarium of $1,000 within thirty (30) days of the date of this License.
4.3 The Foundation will reimburse pre-approved printing costs for exhibition prints, not to exceed $250.
## 5. Credit
Each use shall carry the credit "Photo: Jonah Okafor for Clearwater Wells".
| PHOTOGRAPHER | Jonah Okafor | January 12, 2027 |
| CLEARWATER WELLS FOUNDATION | By: Marisol Ekwueme, Executive Director | January 12, 2027 |
`,
    expected: {
      parties: ["Jonah Okafor", "Clearwater Wells Foundation"],
      signed: "2027-01-12",
      start: "2027-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 1000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n17h-03-childrens-foundation-reduced-fee-gst",
    style: "n17h-charity-campaign-licences",
    format: "text",
    source: `
# Little Harbour - community service announcement - Sam Whitlock
From: Bronwyn Achterberg <bronwyn.a@littleharbour.org.au>
To: Declan Moss <declan@mosstalent.com.au>
Sent: Monday, 9 February 2026 10:47 AM
Subject: Sam Whitlock - Little Harbour CSA - terms
Hi Declan,
Thanks so much to Sam for agreeing to front our "Every Child a Harbour" appeal. As promised, here are the terms in writing. Little Harbour Children's Foundation Ltd (ABN 41 602 118 930) will be the licensee; Moss Talent acts as Sam's agent only.
- Services: one half-day recording session in Sydney (TV community service announcement and a 30-second radio read), week of 16 February 2026.
- Fee: Sam has kindly agreed to a reduced fee of A$1,500 plus GST (his usual rate would be A$6,000, which we are not being charged). GST of A$150 will be added on your tax invoice.
- Use: the CSA and radio read on free-to-air TV and radio as donated airtime, plus Little Harbour's own Facebook, Instagram and YouTube. Fundraising only - no sponsor logos, no commercial tie-ins.
- Period: 3 months from first broadcast, which is booked for 2 March 2026.
- Territory: Australia only.
- Non-exclusive - Sam is free to support other charities.
Can you confirm on Sam's behalf?
Bronwyn Achterberg, Head of Fundraising, Little Harbour Children's Foundation Ltd
---
From: Declan Moss <declan@mosstalent.com.au>
Sent: Tuesday, 10 February 2026 3:15 PM
Confirmed for Sam Whitlock on all of the above. Invoice to follow.
Declan
`,
    expected: {
      parties: ["Sam Whitlock", "Little Harbour Children's Foundation Ltd"],
      signed: "2026-02-10",
      start: "2026-03-02",
      end: "2026-06-01",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "social"],
      exclusive: false,
      fees: ["AUD 1500"],
      flags: []
    }
  },
  {
    id: "n17h-04-lookbook-booking-usage-table",
    style: "n17h-fashion-model-bookings",
    format: "docx",
    source: `
# MERIDIAN MODEL MANAGEMENT - BOOKING CONFIRMATION
Booking ref: MMM-27-0412    Date of confirmation: 20 May 2027
Meridian Model Management Ltd confirms the following booking as agent for the Model. Meridian is not a party to the licence below, which is between the Model and the Client.
| Model | Inès Varga |
| Client | Halden & Roe Ltd, 22 Calvert Yard, London E2 |
| Job | AW27 lookbook and e-commerce stills |
| Shoot date | 14 June 2027, 9am - 6pm, Studio B, Hackney Wick |
| Day rate | £1,800 |
| Usage fee | £6,000 (for the usage below only) |
| Territory | United Kingdom, Ireland and France |
## Usage
| Medium | Licensed | Period |
| Client e-commerce site and website | Yes | 12 months from 1 August 2027 |
| Client's own social media (organic posts only) | Yes | 12 months from 1 August 2027 |
| Printed lookbook and catalogue | Yes | 12 months from 1 August 2027 |
| Outdoor, transport and digital out-of-home | No | - |
| TV, cinema and online video advertising | No | - |
| Paid social | No | - |
Any further usage or extension must be agreed in writing and will be charged at Meridian's rates.
## Cancellation
Cancellation within 48 hours of the shoot date is charged at 50% of the day rate; within 24 hours, 100% of the day rate.
## Terms
Non-exclusive. The Model may work for other fashion brands at any time. Payment 30 days from invoice; agency commission is charged to the Client on top and is not part of the Model's fees.
| Confirmed for the Client | Harriet Roe, Creative Director, Halden & Roe Ltd | 20 May 2027 |
| Confirmed for the Model | Meridian Model Management Ltd, as agent for Inès Varga | 19 May 2027 |
`,
    expected: {
      parties: ["Inès Varga", "Halden & Roe Ltd"],
      signed: "2027-05-20",
      start: "2027-08-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["GB", "IE", "FR"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1800", "GBP 6000"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n17h-05-magazine-editorial-only",
    style: "n17h-fashion-model-bookings",
    format: "pdf",
    source: `
# Lantern Quarterly - Editorial Model Release and Booking
Date: 18 August 2026
Publisher: Lantern Press Ltd, publisher of Lantern Quarterly ("the Publisher")
Model: Kofi Mensah-Boateng ("the Model"), booked through Ridgeway Faces (agent, not a party)
## The shoot
A one-day editorial fashion story, "Northern Light", photographed on 2 September 2026 in Whitby, for the Winter 2026 issue of Lantern Quarterly.
## Fee
Editorial rate: £250 for the day, inclusive of the editorial usage below. No usage fee is payable for editorial use.
## Editorial use only
The photographs may be used in editorial context only: in the printed Winter 2026 issue, on the Lantern Quarterly website, and on the magazine's own Instagram and TikTok accounts to promote that issue.
No advertising, advertorial, sponsored, commercial or brand use of any kind is permitted, and no credited designer or stockist may use the photographs for its own marketing without a separate booking through the agent.
## Period and territory
Editorial use is licensed for six months from the issue's publication date, 1 October 2026. The magazine is sold internationally and the territory is worldwide.
This booking is non-exclusive.
| Signed for Lantern Press Ltd | Caitlin Hume, Fashion Director | 18 August 2026 |
| Signed | Kofi Mensah-Boateng | 18 August 2026 |
`,
    expected: {
      parties: ["Lantern Press Ltd", "Kofi Mensah-Boateng"],
      signed: "2026-08-18",
      start: "2026-10-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 250"],
      flags: []
    }
  },
  {
    id: "n17h-06-show-week-per-medium-periods",
    style: "n17h-fashion-model-bookings",
    format: "scan",
    source: `
# ATLAS MODEL AGENCY - CONFIRMATION DE RESERVATION / BOOKING CONFIRMATION
Paris, 30 January 2027
Atlas Model Agency Ltd, acting solely as agent for the model, confirms the following booking. The agreement is between the Model and the Client.
Model: Saoirse Dunleavy
Client: Maison Oriel SAS, 14 rue du Bac, 75007 Paris
Event: Maison Oriel Autumn-Winter 2027 show, Paris Fashion Week, 24 February 2027, with fittings on 22 and 23 February 2027.
Show fee: EUR 2,500 (show and two fittings)
Usage fee: EUR 7,500 (all usage set out below)
Territory: France, Belgium and Luxembourg
## Usage periods (each starting on the show date, 24 February 2027)
| Use | Period |
| Show footage and photographs on the Client's website and social media accounts | 24 months |
| Printed lookbook and press kit | 12 months |
| Stills on in-store displays in the Client's boutiques | 6 months |
No other use. No outdoor advertising, no television, no cinema.
## Exclusivity
During Paris Fashion Week (23 February to 3 March 2027) the Model shall not walk in the show of any other luxury fashion house.
## Cancellation
If the Client cancels after 10 February 2027, a cancellation fee of EUR 1,250 is due.
| For Maison Oriel SAS | Delphine Aubert, Casting Director | 30 January 2027 |
| For the Model | Atlas Model Agency Ltd, as agent for Saoirse Dunleavy | 29 January 2027 |
`,
    expected: {
      parties: ["Saoirse Dunleavy", "Maison Oriel SAS"],
      signed: "2027-01-30",
      start: "2027-02-24",
      end: "2029-02-23",
      perpetual: false,
      territories: ["FR", "BE", "LU"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["EUR 2500", "EUR 7500"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n17h-07-ecommerce-buyout-email",
    style: "n17h-fashion-model-bookings",
    format: "text",
    source: `
# CONFIRMED: Pemberton Outfitters - Danica Lowell - buyout
From: Tyler Brandt <tyler@northwaytalent.com>
To: Jess Ocampo <jocampo@pembertonoutfitters.com>
Sent: Thursday, May 28, 2026 11:20 AM
Jess - confirming Danica Lowell for Pemberton Outfitters Inc. per your hold. Northway books as Danica's agent only; the deal is between Danica and Pemberton.
Shoot: June 9, 2026, one day, Portland OR (Spring 27 outerwear, e-comm + campaign).
Day rate: $3,000 (one day, 8 hrs).
Buyout fee: $15,000 - full buyout: unlimited use in any and all media now known or hereafter devised, worldwide, in perpetuity, from the shoot date.
Overtime: $375/hr after 8 hrs if needed.
Non-exclusive - Danica can book other apparel clients.
Please reply to confirm and we'll lock it.
Tyler
---
From: Jess Ocampo <jocampo@pembertonoutfitters.com>
Sent: Thursday, May 28, 2026 2:02 PM
Confirmed. PO to follow. - Jess Ocampo, Production Manager, Pemberton Outfitters Inc.
`,
    expected: {
      parties: ["Danica Lowell", "Pemberton Outfitters Inc."],
      signed: "2026-05-28",
      start: "2026-06-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 3000", "USD 15000"],
      flags: ["perpetual_term", "unlimited_media", "buyout"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n17h-08-au-mural-commission-gst",
    style: "n17h-artwork-mural-commissions",
    format: "docx",
    source: `
# ARTWORK COMMISSION AGREEMENT
## Parties
Harbourline Property Group Pty Ltd ACN 614 220 871 of Level 9, 60 Macquarie Street, Parramatta NSW 2150 (Commissioner)
Tessa Marlowe of Newtown NSW (Artist)
## Background
A. The Commissioner owns the building known as Harbourline Exchange, 3 Charles Street, Parramatta.
B. The Commissioner wishes to commission a mural for the building's eastern facade and the Artist has agreed to create it on these terms.
## Operative provisions
1> Commission. The Artist will design and paint the mural described in Schedule 1 (Artwork) and complete it by 31 August 2026 (Completion Date).
1> Commission Fee. The Commissioner will pay the Artist a commission fee of A$48,000 plus GST. GST of A$4,800 will be shown on the Artist's tax invoice.
2> 30% of the commission fee (A$14,400 plus GST) is payable as a deposit within 7 days of this agreement, and the balance on the Completion Date.
2> Materials, scaffolding and equipment hire are the Commissioner's responsibility and are not part of the commission fee.
1> Ownership. The Commissioner owns the physical Artwork. Copyright in the Artwork remains with the Artist.
1> Licence. The Artist grants the Commissioner a non-exclusive licence to reproduce images of the Artwork to market and promote the building in Australia, on:
2> the building's website and the Commissioner's social media;
2> printed leasing brochures and annual reports; and
2> site hoardings and outdoor signage at the building.
1> Term of licence. The licence starts on the day after the Completion Date and continues for ten years.
1> Moral rights. Under Part IX of the Copyright Act 1968 (Cth), the Artist consents to the Commissioner cleaning, repainting or removing the Artwork, and to cropping images of it in the licensed uses, even if those acts would otherwise infringe the Artist's moral rights. The Commissioner will always attribute the Artwork to the Artist.
1> No sub-licence. The Commissioner may not grant sub-licences of the licence.
## Signed as an agreement on 15 May 2026
| Executed by Harbourline Property Group Pty Ltd | Director: Ming Zhao | 15 May 2026 |
| Signed by the Artist | Tessa Marlowe | 15 May 2026 |
`,
    expected: {
      parties: ["Harbourline Property Group Pty Ltd", "Tessa Marlowe"],
      signed: "2026-05-15",
      start: "2026-09-01",
      end: "2036-08-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["AUD 48000"],
      flags: ["long_term", "moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n17h-09-us-mural-vara-waiver",
    style: "n17h-artwork-mural-commissions",
    format: "pdf",
    source: `
# MURAL COMMISSION AND LICENSE AGREEMENT
This Mural Commission and License Agreement (the "Agreement") is entered into as of April 1, 2026 (the "Effective Date") by and between Eastgate Business Improvement District, Inc., an Ohio nonprofit corporation (the "District"), and Rafael Quintero-Bell, an individual artist (the "Artist").
## 1. Commission
The Artist shall design and execute a mural on the south wall of 1840 Eastgate Avenue, Cleveland, Ohio (the "Mural"), substantially in accordance with the design approved by the District.
## 2. Compensation
2.1 The District shall pay the Artist a total commission fee of $22,000, inclusive of materials.
2.2 If the District requests more than two rounds of design revisions, each further round will be charged at $500.
## 3. License
3.1 The Artist retains copyright in the Mural. The Artist hereby grants to the District an irrevocable, perpetual, non-exclusive, royalty-free license, throughout the world, to photograph, film and reproduce images of the Mural in any and all media now known or hereafter devised, to promote the District and the Eastgate neighborhood.
3.2 The District shall not sell merchandise bearing images of the Mural.
## 4. Waiver of Rights under VARA
The Artist acknowledges that the Mural is incorporated in a building in such a way that removing it may cause its destruction, and hereby waives the Artist's rights under the Visual Artists Rights Act of 1990, 17 U.S.C. Sections 106A and 113(d), with respect to the Mural, including any right to prevent its destruction, modification or removal.
## 5. Credit
The District shall credit the Artist by name on a plaque near the Mural.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.
| EASTGATE BUSINESS IMPROVEMENT DISTRICT, INC. | By: Lorraine Whitcomb, Executive Director | April 1, 2026 |
| ARTIST | Rafael Quintero-Bell | April 1, 2026 |
`,
    expected: {
      parties: ["Eastgate Business Improvement District, Inc.", "Rafael Quintero-Bell"],
      signed: "2026-04-01",
      start: "2026-04-01",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 22000"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "moral_rights_waiver"]
    }
  },
  {
    id: "n17h-10-uk-hotel-artwork-kill-fee",
    style: "n17h-artwork-mural-commissions",
    format: "scan",
    source: `
# COMMISSION OF ARTWORK - LETTER AGREEMENT
Ashgrove Hotels Limited, 7 Queen Square, Bath BA1 2HE
8 January 2027
To: Priya Lindqvist, Studio 3, Spike Island, Bristol
Dear Priya,
Lobby artwork - Ashgrove Bath
We are delighted to confirm your commission on the terms below. Please sign and return a copy.
1. The work. A large textile and mixed-media wall piece for the hotel lobby (the "Artwork"), to your approved sketch, to be installed by 28 February 2027.
2. Fee. £12,000 plus VAT for the Artwork and the licence in paragraph 4, payable half on approval of the sketch and half on installation.
3. Cancellation. If we cancel after the sketch is approved, a kill fee of 50% of the fee is payable and the licence in paragraph 4 does not arise.
4. Licence. You keep the copyright. You grant Ashgrove Hotels Limited a non-exclusive licence to reproduce photographs of the Artwork in the United Kingdom in our printed brochures, on our website and on the hotel's lobby and in-room displays, for five years from 1 March 2027. Use on social media, in advertising or on merchandise is not licensed.
5. Moral rights. You unconditionally and irrevocably waive your moral rights under Chapter IV of the Copyright, Designs and Patents Act 1988 in respect of the Artwork, save that we will credit you as the artist beside the Artwork.
6. We may not assign this licence.
Yours sincerely,
Oliver Strand, Managing Director, for Ashgrove Hotels Limited
Accepted: Priya Lindqvist    Date: 11 January 2027
`,
    expected: {
      parties: ["Ashgrove Hotels Limited", "Priya Lindqvist"],
      signed: "2027-01-11",
      start: "2027-03-01",
      end: "2032-02-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["GBP 12000"],
      flags: ["moral_rights_waiver"],
      denies: ["assignable"]
    }
  }
]
