// Independent author "n12" (wave 12), a held-out batch from 2026-11-27 (frozen, scored only) until wave 23, when it
// moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). Written without reading the reader's rules or any other batch's texts (only Corpus.ts, evaluate.ts,
// Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md and the method and answer-rule paragraphs of the wave
// 8/9/10/11 authors, the first entry of n11's development batch for the file convention and the loaders of
// evaluate.ts for unseen/; the other unseen/ files were only listed): talent holds and first-refusal confirmations (an
// e-mail thread where a second option becomes a first option and then a booking, a presenter engagement with a paid
// hold and a right of first refusal, a Canadian voice-over pencil with one date released); publishers' and artists'
// permission letters for quoted text and artwork (a countersigned letter, a permission for the life of an edition, a
// permissions department's grant form); and model agency invoices whose usage terms are in the footer or footnotes.
//
// Answer rules decided by this author: the parties are the talent or rights owner and the client or user who is bound
// (an agency, a booker, a requesting advertising agency and an author whose publisher grants are not); a hold or
// pencil grants nothing, a released hold is no booking, and the signing date of a booking made by e-mail is the
// client's confirmation; a letter countersigned by the user is signed on the countersignature; an invoice that nobody
// signs has no signing date; fees are the sums for services or use: line totals (a day rate times days), use and
// usage fees and an exclusivity premium are fees, a hold fee credited against the engagement fee, agency commission
// or service fees, VAT, GST, HST, expenses, totals, cancellation charges, reprint fees and further cycles or options
// not yet taken are not; a right of first refusal or an option to extend is not automatic renewal; "for the life of
// the edition" has no end date; an artist who asserts the moral right to be identified waives none; "may not be
// assigned", "non-transferable" and "may not be sublicensed" deny assignment and sub-licensing; a promise not to
// appear for competing brands is an exclusivity with non_compete; radio and television are broadcast, a brand's
// YouTube channel social, catalogues and press print, point-of-sale in_store; "$" in a Canadian contract is CAD.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n12-holds-first-refusal", "n12-permission-letters", "n12-agency-invoice-footers"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n12-u01-uk-model-options-to-booking",
    style: "n12-holds-first-refusal",
    format: "text",
    source: `
# Tilly Okafor - options / booking - Marram & Moss
From: Dani Rowe <dani@seabrightmodels.co.uk>
To: Sophie Grange <sophie@marramandmoss.co.uk>
Date: 2 September 2026 11:05
Hi Sophie, as discussed I have put Tilly Okafor on 2nd option for your lookbook shoot on Fri 18 September, and on 2nd option for a possible second day on Sat 19 September. Options are not bookings and carry no usage.
---
From: Dani Rowe
Date: 4 September 2026 16:20
Good news, the other client has released 18 Sept, so Tilly is now on 1st option for you that day. 19 Sept stays 2nd option.
---
From: Sophie Grange <sophie@marramandmoss.co.uk>
Date: 9 September 2026 09:48
Hi Dani, please confirm Tilly for Fri 18 September. We won't need 19 Sept, please release it.
Usage: Marram & Moss website and organic social only (no paid amplification), UK only, 6 months from 1 October 2026.
Rate: £1,600 day rate plus usage £2,000, as quoted. No exclusivity.
Sophie Grange, Head of Brand, Marram & Moss Ltd
---
From: Dani Rowe
Date: 9 September 2026 10:12
Confirmed - Tilly is booked for Fri 18 Sept on the terms above; 19 Sept released. Seabright's agency fee of 20% is invoiced to you on top, and the booking is subject to our cancellation terms (cancellation within 48 hours of the shoot: 100% of the day rate).
Dani Rowe, booker, Seabright Models (agent for Tilly Okafor)
`,
    expected: {
      parties: ["Tilly Okafor", "Marram & Moss Ltd"],
      signed: "2026-09-09",
      start: "2026-10-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1600", "GBP 2000"],
      flags: []
    }
  },
  {
    id: "n12-u02-uk-presenter-hold-first-refusal",
    style: "n12-holds-first-refusal",
    format: "docx",
    source: `
# PRESENTER HOLD AND ENGAGEMENT AGREEMENT
Date: 1 September 2026
Parties: (1) Greengage Supermarkets Limited, Greengage House, Milton Keynes MK9 2FR ("Greengage"); (2) Callum Achebe-Frost, c/o Tiller Talent, 5 Dean Street, London W1D 3RP ("the Presenter"). Tiller Talent signs below as the Presenter's agent only and is not a party.
## 1. Hold
1> The Presenter holds 5 to 9 October 2026 for Greengage on first option and will not accept any other engagement on those dates without first offering them to Greengage.
1> Greengage shall pay a hold fee of £2,500 within 14 days of the date of this agreement. The hold fee is non-returnable and is credited against the Engagement Fee.
## 2. Engagement and licence
1> The Presenter will present the Greengage Christmas television campaign, filmed on 5 to 9 October 2026.
1> The Presenter grants Greengage the right to use the campaign and the Presenter's name, voice and likeness on television, on Greengage's website, on Greengage's social media channels and on point-of-sale displays in Greengage stores, throughout the United Kingdom, for twelve months from first transmission, which will be on 2 November 2026 (the "Licence Period").
1> Engagement Fee: £60,000 for the filming days and all the uses in clause 2.2 (of which the hold fee forms part).
## 3. Exclusivity
1> During the Licence Period the Presenter shall not appear in any advertising or promotion for any other supermarket or grocery retailer in the United Kingdom.
## 4. First refusal
1> Greengage shall have a right of first refusal to engage the Presenter for its 2027 Christmas campaign and to extend the Licence Period for a further twelve months on terms to be agreed. The Licence Period shall not be extended unless Greengage exercises that right by written notice before 1 August 2027; there is no automatic renewal.
## 5. General
1> Greengage may assign this agreement to any member of its group of companies.
1> This agreement is governed by the laws of England and Wales.
Signed for Greengage Supermarkets Limited: Alana Pryce, Marketing Director
Signed: Callum Achebe-Frost
Signed for Tiller Talent, as agent: Marcus Tiller
`,
    expected: {
      parties: ["Greengage Supermarkets Limited", "Callum Achebe-Frost"],
      signed: "2026-09-01",
      start: "2026-11-02",
      end: "2027-11-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["non_compete", "assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n12-u03-ca-voiceover-pencil-confirmed",
    style: "n12-holds-first-refusal",
    format: "scan",
    source: `
# BOOKING CONFIRMATION (FORMERLY PENCIL)
Lakeshore Voices Inc. - talent agency - 110 Spadina Avenue, Toronto, Ontario M5V 2K4
Talent: Anouk Belanger-Price
Client: Maple Crest Insurance Company, 400 University Avenue, Toronto, Ontario
Job: "Home Is Where" radio campaign, 3 x 30-second spots
Pencil status: pencilled for September 10 and 11, 2026. September 10 released by client on September 4. September 11 CONFIRMED.
| Item | Terms |
| Session | September 11, 2026, 2 hours, Toronto |
| Session fee | $1,150 |
| Use | Radio in all Canadian markets, and on Maple Crest's website |
| Territory | Canada |
| Use period | 13 weeks from first air; first air September 14, 2026 |
| Use fee (13 weeks) | $2,400 |
| Further cycles | A further 13-week cycle at $2,400 only if the client elects in writing before the period ends. Not automatic. |
| Exclusivity | Non-exclusive. No product conflict. |
| HST | 13% added to invoice |
Confirmed for Maple Crest Insurance Company by: Priya Raman, Advertising Manager, September 8, 2026
Confirmed for the talent by: Jo Kwan, agent, Lakeshore Voices Inc., September 8, 2026
`,
    expected: {
      parties: ["Anouk Belanger-Price", "Maple Crest Insurance Company"],
      signed: "2026-09-08",
      start: "2026-09-14",
      end: "2026-12-13",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["CAD 1150", "CAD 2400"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n12-u04-uk-publisher-quotation-permission",
    style: "n12-permission-letters",
    format: "pdf",
    source: `
# PERMISSION TO QUOTE
Halyard Press Ltd, Rights and Permissions, 14 Lamb's Conduit Street, London WC1N 3LE
2 October 2026
Oriel Documentary Films Ltd, 7 Queen Square, Bristol BS1 4JE
Dear Ms Hartigan
Your request of 18 September 2026: "The Salt Road" by Morwenna Pascoe
Thank you for your request to quote from the above work, of which Halyard Press Ltd controls the rights. We are pleased to grant Oriel Documentary Films Ltd permission to quote the passage described below on the following terms.
1> Material: pages 41 to 43, from "The tide came in sideways" to "and the road was gone", approximately 240 words, to be read aloud in the documentary "Tidelines" (the "Programme").
1> Rights: non-exclusive world rights to include the passage in the Programme and its trailers, in all media now known or hereafter devised.
1> Period: ten years from 1 November 2026.
1> Fee: £350, payable on signature of this letter.
1> Credit: "From The Salt Road by Morwenna Pascoe, published by Halyard Press. Reproduced by permission." in the end credits.
1> The passage may not be altered, abridged or translated without our prior written consent. This permission may not be assigned.
Please sign and return one copy of this letter to confirm your acceptance.
Yours sincerely
Hannah Lowther, Permissions Manager, for Halyard Press Ltd
Agreed and accepted for Oriel Documentary Films Ltd: Ruth Hartigan, Producer. Date: 5 October 2026
`,
    expected: {
      parties: ["Halyard Press Ltd", "Oriel Documentary Films Ltd"],
      signed: "2026-10-05",
      start: "2026-11-01",
      end: "2036-10-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 350"],
      flags: ["unlimited_media", "long_term"],
      denies: ["assignable"]
    }
  },
  {
    id: "n12-u05-uk-artwork-cover-permission",
    style: "n12-permission-letters",
    format: "docx",
    source: `
# PERMISSION TO REPRODUCE ARTWORK
From: Wren Adeyemi, illustrator, 3 Hebden Terrace, Hebden Bridge HX7 8AB (the "Artist")
To: Bramblecote Children's Books Ltd, 22 Mill Lane, Oxford OX1 4NP (the "Publisher")
Dated 12 August 2026
Dear Publisher,
I am the creator and copyright owner of the illustration "The Heron's Garden" (the "Illustration"). I give you non-exclusive permission to reproduce the Illustration on the front cover of your anthology "Stories for a Rainy Afternoon" (the "Book") on the terms below.
## Terms
1> Territory: the United Kingdom, Ireland, Australia and New Zealand.
1> Use: the printed edition of the Book, and the cover image of the Book on your website and on your social media accounts to promote it. No other use (including merchandise, audiobook artwork and film or television adaptation) is permitted.
1> Period: this permission takes effect on the date of this letter and lasts for the life of the first edition of the Book, including reprints of it.
1> Fee: £600 for a first print run of up to 5,000 copies, payable within 30 days of this letter. Each reprint of up to 2,500 copies will be subject to a further fee of £200, payable only if and when a reprint is ordered.
1> Credit: "Cover illustration (c) Wren Adeyemi" on the back cover or the imprint page.
1> Moral rights: I assert my moral right to be identified as the creator of the Illustration, and the Illustration may not be altered except for the addition of the title and your logo.
Please sign below to confirm.
Wren Adeyemi
Signed for Bramblecote Children's Books Ltd: Tom Eckersley, Publishing Director, 12 August 2026
`,
    expected: {
      parties: ["Wren Adeyemi", "Bramblecote Children's Books Ltd"],
      signed: "2026-08-12",
      start: "2026-08-12",
      end: null,
      perpetual: false,
      territories: ["GB", "IE", "AU", "NZ"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 600"],
      flags: ["no_end_date"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n12-u06-us-permissions-grant-form",
    style: "n12-permission-letters",
    format: "text",
    source: `
# PERMISSION GRANT - GREYLINE PUBLISHING, INC.
Permissions Department, Greyline Publishing, Inc., 350 Hudson Street, New York, NY 10014
Grant No.: GP-2026-1182
Grant date: October 19, 2026
Licensee: Solano Outdoor Co., 88 Harrison Street, San Francisco, CA 94105
Requested by: Calder & Voss Advertising LLC, on behalf of the Licensee (the agency is not a party to this grant)
Title: "Switchback", a poem by Ada Merriwether, from the collection "High Country" (Greyline, 2019). Greyline Publishing, Inc. controls all rights in the poem; the author is not a party to this grant.
Use: lines 1-8, read in voice-over in one 30-second television commercial and in the same commercial as online video on the Licensee's website and the Licensee's YouTube channel. Print rights are not included.
Territory: United States and Canada.
Term: one (1) year from November 1, 2026.
Fee: US$5,000, payable before first use. This grant is not valid until the fee is received.
Conditions: non-exclusive. This permission is non-transferable and may not be sublicensed. Credit "Switchback by Ada Merriwether, (c) 2019, used by permission of Greyline Publishing, Inc." in the online video description.
For Greyline Publishing, Inc.: Lionel Baptiste, Permissions Director, October 19, 2026
Accepted for Solano Outdoor Co.: Dana Whitcombe, CMO, October 21, 2026
`,
    expected: {
      parties: ["Greyline Publishing, Inc.", "Solano Outdoor Co."],
      signed: "2026-10-21",
      start: "2026-11-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["USD 5000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n12-u07-uk-agency-invoice-usage-footer",
    style: "n12-agency-invoice-footers",
    format: "scan",
    source: `
# NORTHLIGHT MODELS LTD - INVOICE
Northlight Models Ltd, 41 Great Portland Street, London W1W 7LA. VAT No. GB 123 4567 89
Invoice No. NL-26-0917    Invoice date: 21 September 2026    Purchase order: HK-4471
Bill to: Haldane Knitwear Ltd, 6 Teviot Mill, Hawick TD9 0AA
Model: Esme Varga (Northlight Models Ltd acts as agent for the model)
Job: Autumn/Winter 2026 catalogue shoot, 15 and 16 September 2026
| Description | Qty | Rate | Amount |
| Model fee, shoot days | 2 | £1,800 | £3,600 |
| Usage fee (see usage terms below) | 1 | £4,500 | £4,500 |
| Agency service fee 20% | | | £1,620 |
| Subtotal | | | £9,720 |
| VAT at 20% | | | £1,944 |
| Total due | | | £11,664 |
Payment within 30 days of invoice date. Late payment interest at 8% above base rate.
USAGE TERMS: The usage fee licenses Haldane Knitwear Ltd to use the images of the model in print (catalogue and press advertising) and on point-of-sale displays in stores in the United Kingdom and Ireland for 12 months from 1 October 2026. No television, online, social media or outdoor use. The licence is non-exclusive. Any further use must be agreed and invoiced separately. Usage is licensed only on payment of this invoice in full.
`,
    expected: {
      parties: ["Esme Varga", "Haldane Knitwear Ltd"],
      signed: null,
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store"],
      exclusive: false,
      fees: ["GBP 3600", "GBP 4500"],
      flags: []
    }
  },
  {
    id: "n12-u08-us-agency-invoice-footnotes",
    style: "n12-agency-invoice-footers",
    format: "pdf",
    source: `
# INVOICE
Meridian Talent Management LLC, 1420 NW Lovejoy Street, Portland, OR 97209
Invoice #MTM-4830    Date: 08/10/2026
Client: Stride Republic Inc., 2100 SE Water Avenue, Portland, OR 97214
Talent: Jasper Lindqvist-Moore (Meridian Talent Management LLC is the talent's agent)
| Description | Qty | Rate | Amount |
| Shoot day 08/03/2026 (1) | 1 | $6,000 | $6,000 |
| Usage fee (1) | 1 | $15,000 | $15,000 |
| Category exclusivity premium (2) | 1 | $5,000 | $5,000 |
| Travel and per diem, reimbursable at cost | | | $640 |
| Agency fee, 20% of $26,000 | | | $5,200 |
| TOTAL DUE | | | $31,840 |
Terms: net 30. Make checks payable to Meridian Talent Management LLC.
(1) Usage: digital and social media only (Stride Republic's website, e-commerce store and social media accounts), United States only, for 2 years from first use on 08/17/2026. No print, outdoor or broadcast use.
(2) Exclusivity: during the usage period the talent will not appear in advertising for any other athletic footwear brand.
(3) Usage may not be transferred or sublicensed to any retailer or other third party.
`,
    expected: {
      parties: ["Jasper Lindqvist-Moore", "Stride Republic Inc."],
      signed: null,
      start: "2026-08-17",
      end: "2028-08-16",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 6000", "USD 15000", "USD 5000"],
      flags: ["non_compete"],
      denies: ["assignable", "sublicensable"]
    }
  }
]
