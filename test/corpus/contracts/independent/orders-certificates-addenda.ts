// Independent author "c6" (wave 6), second batch, written after the first batch's fixes and before the reader was
// run on it: a statement of work under a master agreement with a usage table, a stock agency's rights-managed
// licence certificate with day-first numeric dates, a purchase order whose line items carry the usage, a stand-alone
// addendum that replaces a term and adds paid usage, an agency's booking e-mail with a reply, and an Irish brand
// ambassador agreement whose headings name rights their bodies deny. A DEVELOPMENT batch: its first, untuned score
// is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["orders-and-certificates", "addenda-and-emails", "ambassador-ie"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "c6-12-sow-under-msa-us",
    style: "orders-and-certificates",
    format: "docx",
    source: `
# STATEMENT OF WORK NO. 4
This Statement of Work No. 4 ("SOW") is issued under the Master Services Agreement dated January 3, 2026 (the "MSA") between Halcyon Street Media, LLC ("Agency") and Brightwater Credit Union ("Client"). If this SOW conflicts with the MSA, this SOW controls.
## 1. Deliverables
Agency will produce one 30-second spot and six still images featuring the talent Noor Ahmadi, cleared by Agency under a separate talent agreement.
## 2. Usage Rights
| Usage | Period | Territory |
| Paid social (Meta, TikTok) | 12 months from the SOW Effective Date | United States |
| Client website | 12 months from the SOW Effective Date | United States |
| Broadcast TV | Not included | - |
| Out-of-home | Not included | - |
SOW Effective Date: May 15, 2027.
## 3. Exclusivity
Client acknowledges that the talent and crew are engaged on a non-exclusive basis.
## 4. Fees
Production fee: $48,000. Usage fee: $12,500.
## 5. Affiliates
Upon full payment, Client may sublicense the deliverables to its affiliated credit unions for use within the Usage Rights.
Halcyon Street Media, LLC - By: Jonah Reyes, Managing Director - Date: May 12, 2027
Brightwater Credit Union - By: Carla Mendez, VP Marketing - Date: May 14, 2027
`,
    expected: {
      parties: ["Halcyon Street Media, LLC", "Brightwater Credit Union"],
      signed: "2027-05-14",
      start: "2027-05-15",
      end: "2028-05-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 48000", "USD 12500"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "c6-13-rm-licence-certificate-uk",
    style: "orders-and-certificates",
    format: "pdf",
    source: `
# RIGHTS-MANAGED LICENCE CERTIFICATE
Licence number: RM-558210
Issued by: Fotoark Images Ltd (the "Agency"), on behalf of the photographer
Licensee: Pemberton & Shaw Opticians Ltd
Image: FA-20331 "Woman reading on a train"
Model release: held by the Agency
Permitted use: point-of-sale displays in the Licensee's own branches, and the Licensee's website
Territory: United Kingdom
Licence start: 01/03/2027
Licence end: 28/02/2029
Exclusivity: not purchased
Restrictions: No use in connection with any health claim. No sub-licensing. No use on social media.
Fee: GBP 1,150 + VAT
Date of issue: 20/02/2027
`,
    expected: {
      parties: ["Fotoark Images Ltd", "Pemberton & Shaw Opticians Ltd"],
      signed: "2027-02-20",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 1150"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "c6-14-photography-purchase-order-us",
    style: "orders-and-certificates",
    format: "docx",
    source: `
# PURCHASE ORDER
| PO Number | 77-20418 |
| PO Date | October 2, 2027 |
| Vendor | Sasha Klein Photography LLC |
| Bill To | Northfield Outdoor Living Co. |
| Job | Spring patio furniture catalog shoot, October 20-21, 2027 |
## Line items
| Description | Qty | Amount |
| Photography day rate | 2 | $5,000 |
| Usage: print catalog and website, 2 years from first publication | 1 | $3,000 |
| Digital tech | 2 | $1,200 |
First publication: February 1, 2028
## Terms
This PO incorporates Vendor's estimate no. 1142. Usage not listed above, including out-of-home, broadcast and paid social, is not licensed and requires a new estimate. Vendor retains copyright. Buyer may not transfer the usage license.
Approved by: Dean Whitaker, Purchasing Manager, Northfield Outdoor Living Co., October 2, 2027
Accepted: Sasha Klein, Sasha Klein Photography LLC, October 3, 2027
`,
    expected: {
      parties: ["Sasha Klein Photography LLC", "Northfield Outdoor Living Co."],
      signed: "2027-10-03",
      start: "2028-02-01",
      end: "2030-01-31",
      perpetual: false,
      territories: [],
      channels: ["web", "print"],
      exclusive: null,
      fees: ["USD 5000", "USD 3000", "USD 1200"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "c6-15-influencer-addendum-ca",
    style: "addenda-and-emails",
    format: "text",
    source: `
ADDENDUM NO. 2 TO INFLUENCER AGREEMENT
This Addendum No. 2 is dated September 8, 2027 and amends the Influencer Agreement dated March 1, 2027 (the "Agreement") between Maple Row Outfitters Inc. ("Brand") and Chloé Tremblay ("Creator").
1. Section 4 (Term) of the Agreement is deleted and replaced with: "The Term runs from March 1, 2027 to February 29, 2028."
2. Section 6 (Usage) of the Agreement is amended by adding the following at the end: "Brand may also use the Content as paid advertising on Instagram and Facebook, and in its email newsletters."
3. Brand shall pay Creator an additional fee of CAD 3,000 for the extension and the paid usage.
4. Except as amended by this Addendum, the Agreement remains in full force and effect. Creator's services remain exclusive to Brand in the outdoor apparel category during the Term.
Brand: Maple Row Outfitters Inc., by Gail Fournier, CMO, September 8, 2027
Creator: Chloé Tremblay, September 9, 2027
`,
    expected: {
      parties: ["Maple Row Outfitters Inc.", "Chloé Tremblay"],
      signed: "2027-09-08",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: [],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["CAD 3000"],
      flags: []
    }
  },
  {
    id: "c6-16-model-booking-email-uk",
    style: "addenda-and-emails",
    format: "text",
    source: `
From: bookings@halfmoonmodels.co.uk
To: production@copperkettle.co.uk
Date: 14 April 2028
Subject: CONFIRMED - Ines Carvalho for Copper Kettle Teas - 2 May
Hi Tom,
Confirming Ines Carvalho (Half Moon Models) for Copper Kettle Teas Ltd as follows:
Shoot: 2 May 2028, London, 1 day
Usage: UK and Ireland, 18 months from 1 June 2028 - packaging, in-store and online (brand site and organic social). Excluding TV, cinema and any paid media.
Exclusivity: none requested
Model fee: £2,200 + agency fee 20%
Usage fee: £3,500
Any additional usage to be agreed in writing before use.
Thanks, Priya
Half Moon Models Ltd
Reply 15 April 2028 from Tom Wells, Copper Kettle Teas Ltd: Confirmed, thanks.
`,
    expected: {
      parties: ["Ines Carvalho", "Copper Kettle Teas Ltd"],
      signed: "2028-04-15",
      start: "2028-06-01",
      end: "2029-11-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 2200", "GBP 3500"],
      flags: []
    }
  },
  {
    id: "c6-17-brand-ambassador-ie",
    style: "ambassador-ie",
    format: "pdf",
    source: `
# BRAND AMBASSADOR AGREEMENT
This Agreement is dated 4 December 2027 and is made between Glenmore Dairies DAC, having its registered office at Unit 4, Mallow Business Park, Co. Cork ("Glenmore") and Aoife Byrne, of Kinsale, Co. Cork ("the Ambassador").
1. Term. This Agreement commences on 1 January 2028 and continues until 31 December 2028.
2. Services. The Ambassador will attend two photo shoots and three events during the Term.
3. Rights. The Ambassador grants Glenmore a licence to use photographs and video of the Ambassador from those shoots on Glenmore's website, its social media channels, product packaging and in national press advertising, in Ireland, during the Term.
4. Exclusivity. Glenmore does not require general exclusivity. The Ambassador may promote other food and drink brands, save that she will not promote any other dairy brand during the Term.
5. Sub-licensing. Glenmore may not sub-license these rights.
6. Renewal. There is no automatic renewal; any extension must be agreed in writing.
7. Fee. Glenmore will pay the Ambassador €15,000 in two instalments.
8. Conduct. Glenmore may end this Agreement if the Ambassador is convicted of a criminal offence or brings Glenmore into disrepute.
Signed by Aoife Byrne
Signed for Glenmore Dairies DAC by Niamh Walsh, Marketing Director
`,
    expected: {
      parties: ["Glenmore Dairies DAC", "Aoife Byrne"],
      signed: "2027-12-04",
      start: "2028-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["EUR 15000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "automatic_renewal"]
    }
  }
]
