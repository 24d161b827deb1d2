// Author u6 (wave 6): statements of work and work orders issued under a master or framework agreement, US and UK,
// agency-, brand- and supplier-side; a held-out batch from 2026-11-27 (frozen, scored only) until wave 19, when it
// moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["sow-under-msa"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "u6-01-creator-sow-go-live-category-exclusivity",
    style: "sow-under-msa",
    format: "docx",
    source: `
# STATEMENT OF WORK NO. 4
This Statement of Work No. 4 ("SOW") is issued under, and forms part of, the Creator Services Master Agreement dated September 9, 2025 (the "MSA") between Harrow & Pike Beverage Co., a Delaware corporation ("Brand"), and Tessa Okonjo, an individual ("Creator"). Capitalized terms not defined in this SOW have the meanings given in the MSA. If this SOW conflicts with the MSA, this SOW controls, but only with respect to the Deliverables described below.
## 1. Campaign
| Campaign | "Summer Squeeze" launch of Harrow & Pike Sparkling Citrus |
| Go-Live Date | May 4, 2026 |
| Creator handles | @tessaokonjo (TikTok, Instagram, YouTube) |
## 2. Deliverables
| Deliverable | Platform | Quantity | Live by |
| Short-form video, 30-60 sec | TikTok | 3 | May 4, May 18 and June 1, 2026 |
| Reel | Instagram | 2 | May 11 and May 25, 2026 |
| Dedicated integration, 60-90 sec | YouTube | 1 | June 8, 2026 |
Creator will submit each Deliverable for Brand's review at least five (5) business days before its live date. Brand may request up to two (2) rounds of revisions.
## 3. Usage Rights
3.1 Organic. Brand may share, repost and embed the Deliverables on Brand's own social media accounts and on harrowandpike.com.
3.2 Paid. Brand may use the Deliverables, and cut-downs of them, in paid social advertising (including Spark Ads and partnership ads run through Creator's handles) and in paid digital advertising (pre-roll and display).
3.3 Usage Period. The rights in Sections 3.1 and 3.2 run for six (6) months from the Go-Live Date, in the United States only.
3.4 Section 9.2 of the MSA (perpetual archive license) does not apply to this SOW. After the Usage Period Brand will stop all paid use and will not repost the Deliverables; posts already live on Brand's feeds may stay up but may not be boosted.
3.5 No broadcast or connected TV, out-of-home, cinema or in-store use is included. Any such use needs a new SOW and a separate fee.
3.6 Brand shall not sublicense, sell or transfer the Deliverables to any third party. Brand's media agency may run paid placements on Brand's behalf only.
## 4. Exclusivity
From the date of this SOW until thirty (30) days after the Usage Period ends, Creator will not create sponsored or gifted content for any sparkling water, soda, energy drink or sports drink brand. Creator may continue to show beverages Creator buys personally in unpaid content, as long as no brand is tagged.
## 5. Fees
| Content fee | $14,500 |
| Paid usage fee | $6,000 |
| Total SOW fee | $20,500 |
Fifty percent (50%) of the total SOW fee is payable on signature and the balance within thirty (30) days after the last Deliverable goes live, against Creator's invoice.
## 6. Signatures
Agreed as of April 14, 2026.
HARROW & PIKE BEVERAGE CO.
By: ______________________ Name: Devon Mallory Title: Director, Influencer Marketing
CREATOR
______________________ Tessa Okonjo
`,
    expected: {
      parties: ["Harrow & Pike Beverage Co.", "Tessa Okonjo"],
      signed: "2026-04-14",
      start: "2026-05-04",
      end: "2026-11-03",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["USD 14500", "USD 6000"],
      flags: ["non_compete"],
      denies: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "u6-02-work-order-framework-stills-launch-date",
    style: "sow-under-msa",
    format: "pdf",
    source: `
# WORK ORDER
Work Order No. GH-2026-03 under the Framework Agreement for Production Services dated 1 October 2025 between the Agency and the Supplier named below (the "Framework Agreement").
## 1. Order details
| Agency | Greystone & Hale Advertising Limited, 40 Bowling Green Lane, London EC1R 0NE (the "Agency") |
| Supplier | Moorfield Stills Ltd, Studio 6, Hope Mill, Stockport SK4 1LZ (the "Supplier") |
| End Client | Fellside Outdoor Equipment Ltd |
| Deliverables | Twenty-four (24) retouched lifestyle stills from a two-day shoot in the Lake District (the "Images") |
| Shoot Dates | 10 and 11 March 2026 |
| Launch Date | 1 April 2026 |
| Licence Period | Two (2) years from the Launch Date |
| Territory | United Kingdom, Ireland, Norway, Sweden and Denmark |
| Licensed Media | End Client's websites and e-commerce platforms; End Client's social media channels (organic and paid); print (catalogues, brochures and press advertising); point-of-sale in End Client's stores and stockists |
| Excluded Media | Television, cinema and all out-of-home, including digital out-of-home |
| Production Fee | £14,800 |
| Usage Fee | £9,500 |
## 2. Terms
2.1 This Work Order incorporates the Framework Agreement. Where the two conflict, this Work Order prevails.
2.2 Exclusive licence. Clause 7 of the Framework Agreement does not apply to this Work Order. The licence of the Images is non-exclusive.
2.3 The Agency may sub-license the rights in this Work Order to the End Client and to the End Client's media agency, for the campaign only.
2.4 Neither the Agency nor the End Client may assign this Work Order or the licence to any other person.
2.5 The Production Fee is payable 50% on signature and 50% on delivery, and the Usage Fee on the Launch Date. Invoices are payable within 30 days.
2.6 The Supplier confirms that every model featured has signed a release covering the Licensed Media, the Territory and the Licence Period.
Signed for the Agency: Hannah Oyelaran, Head of Production, 3 March 2026
Signed for the Supplier: Callum Reid, Director, 3 March 2026
`,
    expected: {
      parties: ["Greystone & Hale Advertising Limited", "Moorfield Stills Ltd"],
      signed: "2026-03-03",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB", "IE", "NO", "SE", "DK"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 14800", "GBP 9500"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "u6-03-photo-sow-change-order-letter",
    style: "sow-under-msa",
    format: "text",
    source: `
STATEMENT OF WORK #5 - SPRING 2026 PRODUCT PHOTOGRAPHY
Client: Castor & Finch, Inc.
Photographer: Delia Marsh Photography LLC
Master Agreement: Photography Services Agreement dated July 1, 2025
SOW Date: February 10, 2026
1. Scope. Photographer will shoot and deliver up to 120 edited product and lifestyle images of Client's spring home-goods collection (the "Images") by February 27, 2026.
2. Usage. Client may use the Images on its e-commerce site, in its marketing emails, in its organic social media posts and on in-store signage in its own stores.
3. Not included. Paid social advertising, print advertising, catalogs and any out-of-home use are not included in this SOW.
4. Usage Term and Territory. March 1, 2026 through February 28, 2027, in the United States.
5. Exclusivity: none. Photographer keeps the copyright and may show the Images in its portfolio.
6. Client may not sublicense the Images.
7. Fee: $9,000, payable net 30 from delivery.
Accepted: Castor & Finch, Inc., by Renee Alvarado, Creative Director / Delia Marsh Photography LLC, by Delia Marsh, Owner / February 10, 2026
CASTOR & FINCH, INC.
May 20, 2026
Ms. Delia Marsh
Delia Marsh Photography LLC
Dear Ms. Marsh,
Change Order #1 to SOW #5
This letter confirms the change to SOW #5 that we discussed last week. SOW #5 is changed as follows, and this Change Order controls over SOW #5 where the two differ:
(a) Section 4 is replaced with: "Usage Term and Territory. March 1, 2026 through December 31, 2027, in the United States and Canada."
(b) Client will pay an additional usage fee of $4,000 for the extension, net 30 from the date of this letter.
All other terms of SOW #5 remain unchanged.
Sincerely,
Renee Alvarado, Creative Director, Castor & Finch, Inc.
Agreed: Delia Marsh, for Delia Marsh Photography LLC
`,
    expected: {
      parties: ["Castor & Finch, Inc.", "Delia Marsh Photography LLC"],
      signed: "2026-02-10",
      start: "2026-03-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 9000", "USD 4000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "u6-04-event-film-sow-perpetual-exclusive",
    style: "sow-under-msa",
    format: "docx",
    source: `
# STATEMENT OF WORK 2: SUMMIT HIGHLIGHTS FILM AND PHOTOGRAPHY
This Statement of Work is made under the Master Services Agreement dated 12 January 2026 (the "MSA") between Brightline Live Ltd, company number 10456789 ("Brightline"), and Corvid Films Ltd, company number 12987654 ("Corvid").
Date of this SOW: 18 February 2026
## 1. Services
Corvid will film and photograph the leadership summit that Brightline is producing for its client, Arden Pharmaceuticals UK Ltd (the "Client"), at Manchester Central on 6 March 2026 (the "Event Date"), and will deliver a three-minute highlights film, six social cut-downs and 150 edited photographs (the "Deliverables") within ten working days of the Event Date.
## 2. Licence
2.1 Corvid grants Brightline an exclusive licence to use the Deliverables throughout the world, in perpetuity from the Event Date, on the Client's websites and intranet, on the Client's social media channels, and in the Client's printed annual review and in trade press. Brightline may sub-license these rights to the Client.
2.2 Clause 11.3 of the MSA, which limits licences to twelve (12) months, does not apply to this SOW.
2.3 The licence is exclusive, except that Corvid may show the highlights film and up to ten photographs in its own showreel and on its own website.
2.4 No broadcast, cinema or paid advertising use is licensed.
## 3. Fee
Corvid's fee is £11,250 plus VAT, covering production, post-production and the licence in clause 2. It is payable 40% on signature of this SOW and 60% on delivery.
## 4. Order of precedence
This SOW prevails over the MSA if they conflict.
Signed for Brightline Live Ltd by Olamide Carter, Producer
Signed for Corvid Films Ltd by Tamsin Greaves, Director
`,
    expected: {
      parties: ["Brightline Live Ltd", "Corvid Films Ltd"],
      signed: "2026-02-18",
      start: "2026-03-06",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 11250"],
      flags: ["perpetual_term", "worldwide_exclusivity", "sublicensable"]
    }
  }
]
