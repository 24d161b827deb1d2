// Held-out author "h18d" (wave 18), one batch written without reading the reader or the other batches' texts (only
// Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md, the method and answer-rule
// paragraphs of the wave 8 to 11 authors and the first entry of n11's batch for the file convention), and committed
// before the reader was run on it: photographers' estimates and invoices with standard terms (AOP and ASMP style,
// a licence per usage line granted only on payment in full, creative fees, expenses, advances, cancellation fees and
// VAT or sales tax beside the licence fees, a booking form's special condition that overrides the standard terms, a
// charity discount); rights-managed stock image invoices from picture agencies (usage, size, placement, print run,
// duration and territory per line, territories by exclusion, an industry exclusivity line, unlicensed-use
// surcharges); and user-generated-content rights requests (a brand's comment or message asking for a post, granted
// by replying with a hashtag or by posting with one, with the brand's linked terms). A HELD-OUT batch: the lead
// takes its first score.
//
// Answer rules decided by this author: the parties are the one who licenses (photographer, picture agency, creator)
// and the one licensed (the client or brand, or an advertising agency that buys in its own name); an end client
// named in an agency's order, a credited photographer of a stock image and a model are not parties; the signing date
// is the date the estimate or booking form was approved or signed, or, where nothing was signed, the date of the
// invoice that grants the licence, or the date the creator replied or posted with the hashtag; where usage lines have
// different periods, start is the earliest and end the latest; "N months/years from" ends the day before the
// anniversary; fees are the sums paid for services or rights (a creative or day fee, each usage line's licence fee,
// an exclusivity fee); expenses, VAT and sales tax, advances and deposits, cancellation and unlicensed-use charges,
// totals, and fees waived are not fees; "the world excluding ..." is worldwide; a later clause or special condition
// that restricts or widens an earlier one wins; a licence revocable on request is not irrevocable, and one that lasts until withdrawn has no end date but is not perpetual; permission to let
// agencies and retail partners use the content is sub-licensing; billboards are out_of_home, shop windows and
// point-of-sale posters in_store, magazines, books, catalogues, flyers and annual reports print, e-books and the
// licensee's websites web; the photographer's retained copyright and asserted moral rights deny a waiver.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h18d-photographer-terms-invoices",
  "h18d-rights-managed-stock-invoices",
  "h18d-ugc-hashtag-rights-requests"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h18d-01-aop-invoice-usage-lines",
    style: "h18d-photographer-terms-invoices",
    format: "docx",
    source: `
# IMOGEN HALE PHOTOGRAPHY - INVOICE AND LICENCE
Imogen Hale, 14 Cotton Lane, Bristol BS2 0HU. VAT reg. GB 318 4477 20
Invoice no. IH-2026-031. Invoice date: 12 March 2026
Client: Bramble & Finch Ltd, Unit 4 Temple Quay, Bristol BS1 6EA
Job: Spring homeware range, studio still life, shot 9 March 2026. Estimate IH-E-118 approved and signed by the client on 2 March 2026.
## Fees
| Item | Detail | Amount |
| Photography | 1 studio day (Photographer's day rate) | £1,200.00 |
| Expenses | Studio hire, props, assistant (at cost) | £340.00 |
| Usage line 1 | Client's own website and organic social media channels; United Kingdom; 2 years from 1 April 2026; non-exclusive | £1,800.00 |
| Usage line 2 | Point-of-sale posters in the client's own shops (A1 and A2); United Kingdom and Republic of Ireland; 12 months from 1 April 2026; non-exclusive | £950.00 |
| Subtotal | | £4,290.00 |
| VAT at 20% | | £858.00 |
| Total due | | £5,148.00 |
Payment terms: 30 days from the date of this invoice.
## Terms and Conditions (extract, based on the AOP standard terms)
1> Copyright. The copyright in all images remains the property of the Photographer.
1> Licence. The licence set out in each usage line is granted only upon receipt by the Photographer of payment in full of this invoice. Until payment is received no licence is granted and any use is an infringement.
1> Usage. The Client may use the images only for the purposes, media, territories and periods stated in the usage lines. Any other use requires a further licence and fee.
1> Exclusivity. Unless a usage line says otherwise, the licence is non-exclusive.
1> No sub-licensing. The Client may not sub-license, lend or sell the images to any third party without the Photographer's prior written consent.
1> Moral rights. The Photographer asserts the moral right to be identified as the author of the images. Images used on the website shall carry the credit "Photo: Imogen Hale".
1> Law. These terms are governed by the law of England and Wales.
`,
    expected: {
      parties: ["Imogen Hale", "Bramble & Finch Ltd"],
      signed: "2026-03-02",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 1800", "GBP 950"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h18d-02-asmp-estimate-category-exclusive",
    style: "h18d-photographer-terms-invoices",
    format: "pdf",
    source: `
# ESTIMATE / ASSIGNMENT CONFIRMATION No. 2291
Daniel Okafor Photography, 2210 W. Fulton Street, Chicago, IL 60612
Date: February 3, 2026
Client: Keel & Compass Outfitters, Inc., 88 Harbor Road, Portland, ME 04101
Attn: Rachel Sato, Creative Director
Project: Fall 2026 outerwear campaign, 2 days location photography, Acadia National Park
## Fees and charges
| Description | Amount |
| Creative / photography fee (2 days) | $4,500.00 |
| Licensing fee (usage as below) | $6,000.00 |
| Production expenses (estimate): assistants, permits, travel, digital capture | $2,850.00 |
| Subtotal | $13,350.00 |
| Maine sales tax on licensing fee (5.5%) | $330.00 |
## Rights granted
Media: consumer magazine advertising, client's printed catalog, and client's website.
Territory: United States and Canada.
Licence period: one (1) year from the date of first publication. Per client's media schedule, first publication is March 15, 2026.
Exclusivity: exclusive. Photographer will not license the images from this assignment to any other party during the licence period.
Rights not listed above are reserved to the Photographer, including social media advertising, out-of-home and broadcast.
## Terms
1> Advance. An advance of 50% of the fees and estimated expenses ($6,675.00) is due on approval of this estimate and will be credited against the final invoice.
1> Cancellation. If the assignment is cancelled by the client less than 48 hours before the first shoot day, a cancellation fee of 50% of the creative fee ($2,250.00) is payable.
1> Grant on payment. The rights above are granted only upon receipt of payment in full of the final invoice.
1> Transfer. The rights granted are personal to the client and may not be assigned or transferred without the Photographer's written consent.
1> Copyright in the images remains with the Photographer.
## Approval
Approved: Rachel Sato, Creative Director, Keel & Compass Outfitters, Inc. Date: February 6, 2026
Daniel Okafor, Photographer. Date: February 3, 2026
`,
    expected: {
      parties: ["Daniel Okafor", "Keel & Compass Outfitters, Inc."],
      signed: "2026-02-06",
      start: "2026-03-15",
      end: "2027-03-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["USD 4500", "USD 6000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h18d-03-event-booking-special-condition",
    style: "h18d-photographer-terms-invoices",
    format: "scan",
    source: `
# SIOBHAN MULCAHY PHOTOGRAPHY - EVENT BOOKING FORM
Client: Harrowgate Events Ltd, 22 Fitzwilliam Place, Dublin 2
Event: Irish Retail Leaders Summit, Convention Centre Dublin, 14 May 2026
Coverage: 08:00 to 18:00, event and speaker photography, 250+ edited images delivered within 5 working days.
Booking fee: EUR 1,650 plus VAT at 23%. A non-refundable deposit of 30% secures the date and is deducted from the booking fee.
Cancellation: within 14 days of the event, 100% of the booking fee is payable.
## Standard Terms
1> The Photographer owns the copyright in all images.
1> Licence. On payment in full the Client is granted a non-exclusive licence to use the images for editorial coverage of the event and internal communications only, worldwide, for 12 months from delivery. No advertising use.
1> The Client may not pass the images to sponsors or third parties for their own use.
1> The Photographer asserts her moral rights.
## Special Conditions
Special Condition 1. Notwithstanding Standard Term 2, the licence is not limited in time: the Client may use the images in perpetuity, worldwide, on its own website and its own social media accounts, including to promote future editions of the Summit. Paid advertising remains excluded.
Special Conditions prevail over the Standard Terms.
Signed for the Client: Conor Whelan, Director, Harrowgate Events Ltd. Date: 20 January 2026
Signed: Siobhan Mulcahy. Date: 20 January 2026
## Delivery note and invoice SM-0519
Images delivered by online gallery on 19 May 2026. Licence commences on delivery, per the booking form.
Balance due: EUR 1,155.00 plus VAT.
`,
    expected: {
      parties: ["Siobhan Mulcahy", "Harrowgate Events Ltd"],
      signed: "2026-01-20",
      start: "2026-05-19",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 1650"],
      flags: ["perpetual_term"],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h18d-04-picture-library-book-cover",
    style: "h18d-rights-managed-stock-invoices",
    format: "pdf",
    source: `
# NORTHLIGHT PICTURE LIBRARY LTD - INVOICE AND LICENCE
Northlight Picture Library Ltd, 3 Wharf Street, Leeds LS2 7EQ
Invoice 48817. Date: 9 February 2026. Account: Carraway Publishing plc, 40 Bedford Row, London WC1R 4LR
Your reference: The Glass Orchard (paperback and e-book), ISBN 978-1-9164-2210-7
## Licensed usage
| Image | Photographer credit | Usage | Size / placement | Print run | Territory | Duration | Fee |
| NL-448120 | (c) Ruth Abernethy / Northlight | Book jacket, front cover | Full bleed, front | Up to 10,000 copies | World excluding USA and Canada, English language | 7 years from 1 March 2026 | £420.00 |
| NL-448120 | (c) Ruth Abernethy / Northlight | E-book cover and publisher's website catalogue page | Cover / thumbnail | n/a | World excluding USA and Canada, English language | 7 years from 1 March 2026 | £150.00 |
| Research fee | | | | | | | waived |
Subtotal £570.00. VAT 20% £114.00. Total £684.00.
## Conditions of licence
1> This licence is rights-managed: the image may be used only as set out above. The licence is granted only when this invoice has been paid in full.
1> The licence is non-exclusive. The licence is personal to the client and may not be transferred or assigned.
1> A reprint beyond the stated print run, or use in any other territory or edition, requires a new licence.
1> Unlicensed use will be charged at three times the library's standard fee.
1> The photographer's credit must appear on the back cover or imprint page.
`,
    expected: {
      parties: ["Northlight Picture Library Ltd", "Carraway Publishing plc"],
      signed: "2026-02-09",
      start: "2026-03-01",
      end: "2033-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 420", "GBP 150"],
      flags: ["long_term"],
      denies: ["assignable"]
    }
  },
  {
    id: "h18d-05-rm-billboard-industry-exclusive",
    style: "h18d-rights-managed-stock-invoices",
    format: "docx",
    source: `
# HALCYON IMAGES, INC. - RIGHTS-MANAGED LICENSE INVOICE
Halcyon Images, Inc., 500 Seventh Avenue, New York, NY 10018
Invoice HI-77302. Invoice date: May 18, 2026
Licensee: Parr & Lowe Advertising LLC, 1 Liberty Plaza, New York, NY 10006 (licensing in its own name for its client Verdant Bank; the end client is not a party to this license)
## Usage
| Line | Image | Usage | Placement / size | Territory | Period | Fee |
| 1 | HAL-20931 "Morning commute" | Outdoor advertising | Billboards, up to 40 faces, NYC metro | United States | June 1, 2026 to August 31, 2026 | $3,200.00 |
| 2 | HAL-20931 "Morning commute" | Paid social media advertising | Instagram and Facebook feed ads | United States | June 1, 2026 to August 31, 2026 | $900.00 |
| 3 | Industry exclusivity | Banking and financial services | | United States | June 1, 2026 to August 31, 2026 | $1,500.00 |
| | Total | | | | | $5,600.00 |
## License terms
1> Halcyon grants the Licensee the rights described in the usage lines above, effective upon payment in full.
1> Exclusivity: during the period stated, Halcyon will not license image HAL-20931 to any other company in the banking and financial services industry in the United States.
1> Rights not granted include broadcast, print and any use outside the United States.
1> Model release on file. Sensitive uses are prohibited.
Payment due 30 days from invoice date.
`,
    expected: {
      parties: ["Halcyon Images, Inc.", "Parr & Lowe Advertising LLC"],
      signed: "2026-05-18",
      start: "2026-06-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["US"],
      channels: ["out_of_home", "social"],
      exclusive: true,
      fees: ["USD 3200", "USD 900", "USD 1500"],
      flags: []
    }
  },
  {
    id: "h18d-06-bildagentur-window-display",
    style: "h18d-rights-managed-stock-invoices",
    format: "scan",
    source: `
# OSTWIND BILDAGENTUR GMBH - RECHNUNG / INVOICE
Ostwind Bildagentur GmbH, Hafenstrasse 12, 20359 Hamburg. USt-IdNr. DE 281 553 907
Invoice no. OW-2026-1184. Date: 20 August 2026
Customer: Meridian Home Retail Ltd, 9 Canal Street, Manchester M1 3HE
## Licence details
| Pos. | Image no. | Use | Territory | Duration | Fee |
| 1 | OW-55871 | Shop window displays, all stores of the customer | Germany, Austria, Switzerland | 6 months from 1 September 2026 | EUR 780.00 |
| 2 | OW-55871 | Printed in-store flyers, up to 20,000 copies | Germany, Austria, Switzerland | 6 months from 1 September 2026 | EUR 240.00 |
Net EUR 1,020.00. Reverse charge: VAT to be accounted for by the recipient.
## General terms of licence (extract)
1> The right of use is granted only for the use stated and becomes effective upon payment of this invoice.
1> The licence is simple (non-exclusive).
1> The right of use is personal to the customer and may not be transferred to third parties.
1> Use beyond the stated scope is subject to a surcharge of 200% of the fee.
1> If the images are not used, the fee remains payable.
`,
    expected: {
      parties: ["Ostwind Bildagentur GmbH", "Meridian Home Retail Ltd"],
      signed: "2026-08-20",
      start: "2026-09-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["in_store", "print"],
      exclusive: false,
      fees: ["EUR 780", "EUR 240"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h18d-07-instagram-reply-hashtag",
    style: "h18d-ugc-hashtag-rights-requests",
    format: "text",
    source: `
# Instagram - comment thread on @wren.makes post (exported)
@lumenandloam (Lumen & Loam Home Ltd) - 2 Apr 2026
We love how you styled our Fern planter! Can we share this photo on our channels? If you're happy, reply #YesLumenLoam to agree to our content terms at lumenloam.com/ugc-terms. We'll always credit you.
@wren.makes (Wren Adebayo) - 3 Apr 2026
#YesLumenLoam so happy you like it!
## Lumen & Loam content terms (lumenloam.com/ugc-terms)
When you reply with #YesLumenLoam to our request you agree to these terms with Lumen & Loam Home Ltd.
1> You give us a non-exclusive, royalty-free, worldwide licence to use the photo you shared on our own social media channels and on our website, starting from the date of your reply. The licence has no fixed end date; it lasts until you withdraw it.
1> You can ask us to stop using your photo at any time by messaging @lumenandloam, and we will remove it from our feeds and website within 14 days.
1> We won't use your photo in paid advertising, print or in our shops without asking you separately.
1> We won't pass your photo on to anyone else, and we'll credit you by your handle wherever we use it.
1> You confirm you took the photo and anyone pictured is happy for it to be shared.
`,
    expected: {
      parties: ["Wren Adebayo", "Lumen & Loam Home Ltd"],
      signed: "2026-04-03",
      start: "2026-04-03",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "h18d-08-tiktok-paid-ugc-request",
    style: "h18d-ugc-hashtag-rights-requests",
    format: "pdf",
    source: `
# Rights request record - Corrie Outdoor Co.
Platform: TikTok. Creator: Jaylen Brooks (@jaylentrails). Content: video "Sunrise on Mount Tam in the Ridgeline jacket", posted July 12, 2026.
## Messages
Corrie Outdoor Co. (@corrieoutdoor), July 14, 2026: Hey Jaylen, this video is amazing. We'd love to use it on our social accounts and website, and to run it as a paid ad on Instagram and TikTok. We'll pay you $300 via PayPal once you agree. Reply #CorrieYes to accept our Creator Content Terms (corrieoutdoor.com/creator-terms).
Jaylen Brooks (@jaylentrails), July 15, 2026: #CorrieYes sounds good, PayPal is jaylen.brooks@mail.com
## Creator Content Terms (version 3, March 2026)
1> Grant. By replying with the hashtag in our request, you grant Corrie Outdoor Co. a non-exclusive, worldwide licence to use, edit (cropping, captions, music) and publish the content on our social media accounts and our website, and, where our request says so, in paid social media advertising.
1> Term. The licence lasts for two (2) years from the date you accept. We will remove organic posts on request after the term ends.
1> Partners. We may allow our advertising agencies and our retail partners to use the content to promote Corrie products, on the same terms.
1> Payment. Unless our request offers a payment, the licence is royalty-free.
1> No endorsement obligation: you are not required to post about Corrie or to avoid other brands.
1> These terms are governed by the laws of the State of California.
`,
    expected: {
      parties: ["Jaylen Brooks", "Corrie Outdoor Co."],
      signed: "2026-07-15",
      start: "2026-07-15",
      end: "2028-07-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 300"],
      flags: ["sublicensable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h18d-09-hashtag-posting-terms",
    style: "h18d-ugc-hashtag-rights-requests",
    format: "docx",
    source: `
# #SipSunnyside - Terms for content shared with our hashtag
Sunnyside Soda Company Ltd, 7 Mill Yard, Brighton BN1 4GH ("Sunnyside", "we")
These terms apply when you post a photo or video on Instagram or TikTok with the hashtag #SipSunnyside and tag @sunnysidesoda. By posting with the hashtag and the tag you accept these terms.
1> Licence. You grant Sunnyside a non-exclusive, royalty-free, perpetual, irrevocable, worldwide licence to use, reproduce, edit and publish your content in any and all media, now known or later devised.
1> Sub-licensing. We may sub-license these rights to our affiliates, distributors and agencies.
1> Moral rights. To the extent permitted by law you waive any moral rights in the content as used by us.
1> No payment. You will not be paid for the use of your content.
1> Override. Despite clause 1, we will not use your content in television advertising or on outdoor billboards or outdoor posters unless you give your separate written consent.
1> You confirm the content is your own and that anyone in it agreed to be included.
## Direct message from @sunnysidesoda to @tomasz.nowak.films (Tomasz Nowak), 4 June 2026
Hi Tomasz, thanks for posting with #SipSunnyside on 2 June 2026! Just a reminder that by posting with the hashtag you agreed to our terms above. We're planning to feature your beach video on our website and in our shop displays this summer.
`,
    expected: {
      parties: ["Tomasz Nowak", "Sunnyside Soda Company Ltd"],
      signed: "2026-06-02",
      start: "2026-06-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "cinema", "in_store"],
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
    id: "h18d-10-charity-discount-email-invoice",
    style: "h18d-photographer-terms-invoices",
    format: "text",
    source: `
# Invoice TP-2026-44 and licence - Harbour Lights Trust annual report
From: Tomos Price <tomos@tomosprice.photo>
To: Aled Rees <aled@harbourlights.org.uk>
Date: 5 October 2026
Hi Aled, please find the invoice for the Penarth volunteer portraits below. As agreed, the charity rate applies.
Photographer: Tomos Price, Cardiff. Client: Harbour Lights Trust (registered charity 1187720)
Usage licence fee (annual report, up to 500 printed copies, and the Trust's website): £600.00
Charity discount 50%: -£300.00
Social media use (the Trust's own accounts): fee waived
Licence fee payable: £300.00 (I'm not VAT registered, so no VAT)
Licence: non-exclusive, United Kingdom only, from 1 November 2026 until 31 December 2027. Granted on payment of this invoice. My standard terms apply: copyright stays with me, and the images are not to be passed to third parties or used for fundraising advertising.
Thanks, Tomos
---
From: Aled Rees <aled@harbourlights.org.uk>
Date: 6 October 2026
Agreed, thanks Tomos. Payment will go out this week. Aled Rees, Communications Manager, Harbour Lights Trust
`,
    expected: {
      parties: ["Tomos Price", "Harbour Lights Trust"],
      signed: "2026-10-06",
      start: "2026-11-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 300"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
