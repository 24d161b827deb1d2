// Independent author "n17b" (wave 17), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md, the method and
// answer-rule paragraphs of the earlier authors' sections, and the first entry of n11's batch for the file
// convention; held-out/ and unseen/ only listed with `ls`), and committed before the reader was run on it: a media
// agency's insertion orders and media plans (placement lines with prices, media "other than", "save for" and
// "excluding" lists, products and promotions whose names hold channel words: "Outdoor Living range", "Print Studio
// app", "Backyard Cinema"); retail and point-of-sale licences (in-store posters, window displays, shelf talkers,
// packaging, e-commerce product pages, trade-only uses allowed and public advertising not); and internal-use
// licences (an investor presentation, an internal training module, a trade-fair stand: "internal use only; no
// public-facing media"). A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the talent or licensor and the advertiser or licensee; a
// media agency acting "as agent for" the advertiser is not a party, nor is a talent's agent; the signing date is the
// last signature or the acceptance that binds; an order's placement line prices are fees and its total is not; a fee
// stated "exclusive of" or "inclusive of" agency commission is the fee as stated, the commission is not a fee, nor
// VAT or GST, nor a usage bump or an extra-SKU price owed only if a medium or product is added later; products given
// in kind are not a fee; "all media save for / other than X" is an all-media grant (unlimited_media) whose channels
// are every channel but X; an "excluding" list and a "not licensed" list take those media out; a product's or
// promotion's name grants no medium; in-store posters, window displays, shelf talkers, end-of-aisle displays and
// packaging are in_store, a retailer's or licensee's product pages and website web, brochures handed out print,
// radio broadcast; an intranet, a learning system, an investor or board presentation and a trade-fair stand's
// graphics are none of the channels, so an internal-use licence may grant no channel; a promise not to endorse or
// voice a category's competitors is an exclusivity with non_compete; "N months/years from" ends the day before the
// anniversary; "in perpetuity" is perpetual with no end; a licence "until the stock is sold out" has no end date.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n17b-media-insertion-orders",
  "n17b-retail-point-of-sale-licences",
  "n17b-internal-use-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n17b-01-io-outdoor-living-social-online",
    style: "n17b-media-insertion-orders",
    format: "docx",
    source: `
# TALENT USAGE INSERTION ORDER No. MMP-4471
Issued by Meridian Media Partners Ltd on 9 April 2026.
| Item | Detail |
| Agency | Meridian Media Partners Ltd, acting as agent for the Advertiser and not a party to this order |
| Advertiser | Holloway Garden Co. Ltd |
| Talent | Ruth Okafor |
| Product | Outdoor Living range (garden furniture and parasols) |
| Campaign | Outdoor Living Summer 2026 |
| Flight | 1 May 2026 to 31 August 2026 (both dates inclusive) |
| Territory | United Kingdom and Republic of Ireland |
## Placements
| Line | Medium | Placement | Usage fee |
| 1 | Social | Instagram and Facebook feed and stories, organic and paid | GBP 4,000 |
| 2 | Online video | YouTube pre-roll and the Advertiser's website | GBP 2,500 |
| Total | | | GBP 6,500 |
## Order terms
1> Usage fees are stated exclusive of the Agency's commission of 15%, which the Advertiser pays to the Agency and which is not payable to the Talent.
1> Media excluded: out-of-home, print, television, radio and cinema. The name of the product and of the campaign grants no medium.
1> The Talent's appearance is licensed on a non-exclusive basis.
1> The Advertiser may use the materials for its own brand only and may not sub-license them to any affiliate, stockist or retailer.
## Acceptance
Accepted for Holloway Garden Co. Ltd by its agent Meridian Media Partners Ltd, 9 April 2026.
Accepted by the Talent, Ruth Okafor, 14 April 2026.
`,
    expected: {
      parties: ["Ruth Okafor", "Holloway Garden Co. Ltd"],
      signed: "2026-04-14",
      start: "2026-05-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["GBP 4000", "GBP 2500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n17b-02-media-plan-print-studio-save-for",
    style: "n17b-media-insertion-orders",
    format: "pdf",
    source: `
# MEDIA PLAN AND TALENT USAGE AUTHORISATION - PRINT STUDIO APP LAUNCH
Prepared by Northpoint Media LLC, agency of record for Kestrel Software Inc. Northpoint signs only as agent for Kestrel Software Inc. and is not a party.
Talent: Dana Whitcombe. Advertiser: Kestrel Software Inc., 400 Alder Street, Portland, Oregon.
## 1. Product and media
1> Product: the Print Studio app for iOS and Android.
1> Media: all media now known or later devised, save for broadcast (television and radio) and cinema, which are not included in this plan.
1> Usage bump: should the Advertiser later add television, an additional fee of USD 9,000 applies for each 13-week cycle. No television is booked under this plan.
## 2. Territory and period
1> Territory: the United States and Canada.
1> Usage period: twelve (12) months from 1 March 2026.
## 3. Fee
1> Usage fee: USD 18,000, inclusive of the agency's commission, payable within 30 days of first use.
## 4. Category exclusivity
1> During the usage period the Talent is exclusive to the Advertiser in the category of photo-editing and printing apps, and shall not endorse or appear for any competing photo-editing app in the territory.
## Signatures
For Kestrel Software Inc.: Maria Lindqvist, Chief Marketing Officer, 20 February 2026.
Talent: Dana Whitcombe, 23 February 2026.
`,
    expected: {
      parties: ["Dana Whitcombe", "Kestrel Software Inc."],
      signed: "2026-02-23",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["USD 18000"],
      flags: ["unlimited_media", "non_compete"]
    }
  },
  {
    id: "n17b-03-io-email-radio-excluding",
    style: "n17b-media-insertion-orders",
    format: "text",
    source: `
# Insertion order IO-2291 - voice talent - Bellbird Backyard Cinema promotion
From: Carla Mendes <carla@gumtreemedia.com.au>
To: Sam Doyle <sam@doyletalent.com.au>
Sent: Tuesday, 21 April 2026 10:05 AM
Hi Sam, IO below for your client Tom Ridley. Gumtree Media books this as agent for Bellbird Cider Pty Ltd (the advertiser); we are not a party.
Advertiser: Bellbird Cider Pty Ltd
Talent: Tom Ridley (voice)
Promotion: Bellbird Backyard Cinema (summer promotion; the name is the promotion's, no cinema advertising is booked)
Media: metro broadcast radio and the advertiser's own Instagram and Facebook pages, excluding television, outdoor, cinema and streaming audio.
Territory: Australia.
Term: 6 months from first air date, 4 May 2026. No automatic renewal; any extension to be agreed in writing.
Fee: A$7,500 plus GST for the session and usage; our 10% agency commission is charged to the advertiser on top and is not deducted from Tom's fee.
Exclusivity: Tom will not voice advertising for any other cider or beer brand in Australia during the term.
Please reply to accept.
---
From: Sam Doyle <sam@doyletalent.com.au>
Sent: Wednesday, 22 April 2026 9:12 AM
Accepted on behalf of Tom Ridley on all terms above.
Sam Doyle, Doyle Talent (agent)
`,
    expected: {
      parties: ["Tom Ridley", "Bellbird Cider Pty Ltd"],
      signed: "2026-04-22",
      start: "2026-05-04",
      end: "2026-11-03",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "social"],
      exclusive: true,
      fees: ["AUD 7500"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n17b-04-uk-store-window-licence",
    style: "n17b-retail-point-of-sale-licences",
    format: "scan",
    source: `
# IN-STORE IMAGE LICENCE
This licence is made on 10 December 2025 between Leah Marsh of 14 Quarry Lane, Leeds (the Model) and Pennant Home Stores plc, registered in England (the Retailer).
1> Images: the twelve photographs of the Model taken for the Retailer's spring homeware range on 2 December 2025.
1> Permitted uses: in-store posters, window displays and shelf talkers in the Retailer's shops, and the product pages of the Retailer's online shop.
1> Public advertising is not licensed. The images may not be used in press advertising, on television, on outdoor poster sites or billboards, or in paid or organic social media.
1> Territory: the United Kingdom.
1> Period: 1 January 2026 to 31 December 2026.
1> Fee: GBP 3,200 plus VAT, payable on signature.
1> This licence is non-exclusive. The Retailer may not sub-license or lend the images to its suppliers or any third party.
Signed for Pennant Home Stores plc: G. Hughes, Head of Brand. Signed by the Model: Leah Marsh.
`,
    expected: {
      parties: ["Leah Marsh", "Pennant Home Stores plc"],
      signed: "2025-12-10",
      start: "2026-01-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["GBP 3200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n17b-05-us-packaging-shelf-ecommerce",
    style: "n17b-retail-point-of-sale-licences",
    format: "docx",
    source: `
# PACKAGING AND POINT-OF-SALE IMAGE LICENSE AGREEMENT
This Agreement is dated May 15, 2026, between Marco Ellison, a photographer doing business as Ellison Studio (Licensor), and Greenleaf Snacks LLC, a Delaware limited liability company (Licensee).
## 1. Licensed Image
The photograph "Harvest Bowl" (Licensor's reference ME-0388).
## 2. Licensed Uses
| Use | Licensed |
| Retail packaging (Greenleaf Trail Mix, all pack sizes) | Yes |
| Shelf talkers and point-of-sale displays in retail stores | Yes |
| E-commerce product pages (Licensee's website and retailer listings) | Yes |
| Trade-only use: presentations to retail buyers at sales meetings, not published | Yes |
| Consumer advertising: print ads, outdoor, television, social media | No |
## 3. Term and Territory
The license runs for three (3) years from June 1, 2026, in the United States and Canada.
## 4. Fees
Licensee shall pay a license fee of USD 5,000. If Licensee adds a further product SKU to the packaging, an additional USD 1,500 per SKU will be payable at that time.
## 5. Exclusivity and Sublicensing
The license is exclusive for snack food packaging. Licensee may sublicense the Licensed Uses to its affiliates and its contract co-packers.
IN WITNESS WHEREOF the parties have signed this Agreement on the date first written above.
Marco Ellison
Greenleaf Snacks LLC, by Dev Patel, VP Marketing
`,
    expected: {
      parties: ["Marco Ellison", "Greenleaf Snacks LLC"],
      signed: "2026-05-15",
      start: "2026-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["in_store", "web"],
      exclusive: true,
      fees: ["USD 5000"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "n17b-06-nz-supermarket-pos-morals",
    style: "n17b-retail-point-of-sale-licences",
    format: "pdf",
    source: `
# POINT-OF-SALE ENDORSEMENT LICENCE
Date: 20 February 2026
Parties: Anika Rao, chef and author, of Wellington (the Chef); and Coastal Fresh Limited, a New Zealand company (Coastal Fresh).
## Licence
1> The Chef licenses Coastal Fresh to use her name, likeness and signature recipes on in-store signage, shelf wobblers and end-of-aisle displays in Coastal Fresh supermarkets in New Zealand.
1> The materials are for use inside the stores only. They are not licensed for any advertising outside the stores, whether on television, radio, in newspapers or magazines, on outdoor sites, online or on social media.
1> The licence runs from 2 March 2026 until 30 August 2026 inclusive.
1> The licence is not exclusive; the Chef may endorse other retailers.
## Fee
Coastal Fresh will pay the Chef NZ$12,000 plus GST in two equal instalments of NZ$6,000.
## Conduct
Coastal Fresh may withdraw the materials and end this licence if the Chef is convicted of an offence or brings herself into public disrepute.
## Signed
Anika Rao, 20 February 2026
For Coastal Fresh Limited: Tama Walker, Category Director, 20 February 2026
`,
    expected: {
      parties: ["Anika Rao", "Coastal Fresh Limited"],
      signed: "2026-02-20",
      start: "2026-03-02",
      end: "2026-08-30",
      perpetual: false,
      territories: ["NZ"],
      channels: ["in_store"],
      exclusive: false,
      fees: ["NZD 12000"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "n17b-07-ie-boutique-window-email",
    style: "n17b-retail-point-of-sale-licences",
    format: "text",
    source: `
# Re: your photos in our spring window
From: Orla Brennan <orla@wrenandwillow.ie>
To: Siobhan Keane <siobhan.keane.creates@gmail.com>
Date: 3 March 2026, 11:40
Hi Siobhan, thanks so much for agreeing! To put it in writing, Wren & Willow Boutique Ltd may use your three outfit photos as follows:
(a) in-store displays in our Dublin and Galway shops;
(b) our shop window displays;
(c) the matching product pages on wrenandwillow.ie.
None of the above extends to paid advertising, newspapers, outdoor posters or our Instagram; we will not use them anywhere else.
We'll start using them from 9 March 2026, when the spring window goes up, and keep them up until the spring stock is sold out.
Instead of a fee we'll send you the three outfits (worth about EUR 500). You're free to work with any other shop. We won't share the photos with the brands we stock.
Orla Brennan, Owner, Wren & Willow Boutique Ltd
---
From: Siobhan Keane
Date: 3 March 2026, 13:02
That all sounds great, agreed! Siobhan Keane
`,
    expected: {
      parties: ["Siobhan Keane", "Wren & Willow Boutique Ltd"],
      signed: "2026-03-03",
      start: "2026-03-09",
      end: null,
      perpetual: false,
      territories: ["IE"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n17b-08-us-investor-presentation",
    style: "n17b-internal-use-licences",
    format: "pdf",
    source: `
# LIMITED PHOTOGRAPH LICENSE - INTERNAL AND INVESTOR USE ONLY
Effective Date: April 1, 2026
Licensor: Hana Sato, photographer, Oakland, California.
Licensee: Vantor Robotics Inc., a Delaware corporation.
1> Grant. Licensor grants Licensee a non-exclusive license to reproduce the photograph "Assembly Line 7" in Licensee's investor presentations, board papers and internal town-hall slides, anywhere in the world.
1> Internal use only. No public-facing media: the photograph may not appear on Licensee's website, on social media, in press releases, in print or outdoor advertising or on television.
1> Term. Two (2) years from the Effective Date.
1> Fee. Licensee shall pay USD 1,200 within fifteen days of signature.
1> No Transfer. This license may not be assigned or sublicensed.
Accepted and agreed:
Hana Sato, March 27, 2026
Vantor Robotics Inc., by Priya Menon, CFO, March 27, 2026
`,
    expected: {
      parties: ["Hana Sato", "Vantor Robotics Inc."],
      signed: "2026-03-27",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: [],
      exclusive: false,
      fees: ["USD 1200"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "n17b-09-uk-bank-training-module-buyout",
    style: "n17b-internal-use-licences",
    format: "docx",
    source: `
# PERFORMER AGREEMENT - INTERNAL TRAINING FILM
This agreement is dated 12 January 2026 and is between Jordan Pike (the Performer) and Harbourline Bank plc (the Bank).
## 1. Engagement
The Performer will play the role of a branch customer in the Bank's anti-fraud training module, filmed on 19 January 2026 in Bristol.
## 2. Use
1> The Bank may show the module to its own staff and contractors on its intranet and learning management system in its offices in the United Kingdom, Ireland and India.
1> The module is for internal use only. It will not be shown to customers or the public, and it will not be broadcast, posted on social media or placed on the Bank's public website.
1> The rights in clause 2 are granted from the filming date, 19 January 2026, in perpetuity for internal training purposes.
## 3. Payment
| Item | Amount |
| Session fee (one day) | GBP 850 |
| Internal usage buyout | GBP 600 |
The payments in this table are a buyout: no further fees, residuals or repeat fees are payable for internal use, however often the module is shown.
## Signatures
Jordan Pike
For Harbourline Bank plc: Learning and Development Lead
`,
    expected: {
      parties: ["Jordan Pike", "Harbourline Bank plc"],
      signed: "2026-01-12",
      start: "2026-01-19",
      end: null,
      perpetual: true,
      territories: ["GB", "IE", "IN"],
      channels: [],
      exclusive: null,
      fees: ["GBP 850", "GBP 600"],
      flags: ["perpetual_term", "buyout"]
    }
  },
  {
    id: "n17b-10-de-trade-fair-stand-artwork",
    style: "n17b-internal-use-licences",
    format: "scan",
    source: `
# ARTWORK LICENCE - TRADE FAIR STAND (TRANSLATION FROM THE GERMAN ORIGINAL)
Between Felix Brandt, illustrator, Leipzig (the Artist) and Nordwerk Maschinenbau GmbH, Hannover (Nordwerk).
1> The Artist licenses Nordwerk to use the illustration "Zahnrad-Landschaft" on the walls of Nordwerk's stand at the Hannover Messe 2026 and in the printed brochures handed out at the stand.
1> No other use is licensed: no advertisement in the trade press, no use on Nordwerk's website or social media, and no use at other events.
1> The licence is valid in Germany from 1 April 2026 to 30 June 2026, which covers the build-up, the fair and the follow-up meetings with visitors.
1> Fee: EUR 2,400 plus VAT (zzgl. MwSt.).
1> The licence is non-exclusive. Nordwerk may not pass the illustration on to its distributors or sub-license it.
Hannover, 18 March 2026
Felix Brandt    Nordwerk Maschinenbau GmbH, Marketing Director
`,
    expected: {
      parties: ["Felix Brandt", "Nordwerk Maschinenbau GmbH"],
      signed: "2026-03-18",
      start: "2026-04-01",
      end: "2026-06-30",
      perpetual: false,
      territories: ["DE"],
      channels: ["print"],
      exclusive: false,
      fees: ["EUR 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
