// Independent author "n11" (wave 11), a held-out batch from 2026-11-27 (frozen, scored only) until wave 22, when it
// moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). Written without
// reading the reader's rules or any other batch's texts (the same reading as n11's development batch,
// independent/n11-shorthand-amendments-carveouts.ts), in three styles that batch does not have, never run through the
// reader or the scorer by its author: stock licence tiers (a licence certificate with Standard / Extended / Extended
// Plus tiers of which one is ticked, a rights-managed pick-list with industry exclusivity and a cancelled line, a
// marketplace licence summary with seats and an upgrade not purchased); Commonwealth drafting (a South African image-
// rights agreement with interpretation clauses, "R350 000,00", cession and "SIGNED at CAPE TOWN on this 16th day of";
// an Indian endorsement agreement with "which expression shall, unless repugnant to the context", "Rs. 45,00,000/-" and
// TDS; a New Zealand licence whose start is a Go-Live Date set in a schedule, with automatic renewal); and spreadsheet
// exports (a deal record saved as CSV with Y/N columns, a rights tracker printout with licensed, declined and quoted
// rows).
//
// Answer rules: those of the development batch, and: a stock licence is between the agency or seller and the buyer
// (a model or photographer shown in the image is not a party unless she sells it herself); only the tier or line
// bought is granted, and the prices of other tiers, upgrades and exclusivity not purchased, a cancelled line, a quote
// not taken up, totals, subtotals and tax are not fees; "perpetual from the date of licence" starts on that date; a
// licensor's promise not to license the same clip to others in an industry is an exclusivity without non_compete; a
// schedule's Go-Live Date is the start; a period that "terminates automatically" is not automatic renewal; a CSV
// "N" in a column for a right (sub-licence, auto-renew, perpetual, category lock) denies it.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n11-stock-licence-tiers", "n11-commonwealth-drafting", "n11-spreadsheet-exports"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n11-u01-stock-certificate-extended-tier",
    style: "n11-stock-licence-tiers",
    format: "pdf",
    source: `
# LICENCE CERTIFICATE - RIGHTS-READY IMAGE
Issued by Lumora Images Ltd (company no. 09912345), 3 Cheapside Court, London EC2V 6AA ("Lumora") to Oakhurst Dental Group Limited, 40 Kings Parade, Cambridge CB2 1SJ (the "Licensee").
Certificate no. LUM-2026-448812    Date of licence: 19 January 2026    Order no. 771204
Image: ID 55120931 "Smiling woman at a dental check-up" (model released; the release is held by Lumora)
Licence tier purchased: EXTENDED. Only the tier marked [X] applies.
| Tier | Selected | Price | Seats | Print run | Permitted uses |
| Standard | [ ] | £49 | 1 | up to 250,000 copies | Websites, social media and print advertising |
| Extended | [X] | £299 | up to 10 | unlimited | Standard uses plus out-of-home advertising, in-store displays and television advertising |
| Extended Plus | [ ] | £799 | unlimited | unlimited | Extended uses plus products for resale |
Duration: perpetual from the date of licence.
Territory: worldwide.
Exclusivity: none. The image remains available to other customers. An exclusivity buy-out was offered at £4,500 and was not purchased.
Sensitive use: the image may not be used in a way that suggests the model has a medical condition or has been treated by the Licensee.
Sub-licensing: the Licensee may not sub-license, resell or transfer the image. Its advertising agency may use it only to make materials for the Licensee.
Charged: £299 + VAT £59.80 = £358.80, paid by card on 19/01/2026.
The Lumora Licence Agreement v7 applies to this certificate.
`,
    expected: {
      parties: ["Lumora Images Ltd", "Oakhurst Dental Group Limited"],
      signed: "2026-01-19",
      start: "2026-01-19",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "out_of_home", "in_store", "broadcast"],
      exclusive: false,
      fees: ["GBP 299"],
      flags: ["perpetual_term"],
      denies: ["sublicensable", "worldwide_exclusivity"]
    }
  },
  {
    id: "n11-u02-rights-managed-pick-list",
    style: "n11-stock-licence-tiers",
    format: "docx",
    source: `
# RIGHTS-MANAGED LICENCE - INVOICE AND LICENCE TERMS
Licensor: Northlight Footage GmbH, Schanzenstraße 10, 20357 Hamburg, Germany ("Northlight")
Licensee: Brennerhof Pharma AG, Bahnhofstrasse 21, 8001 Zürich, Switzerland (the "Licensee")
Licence date: 3 March 2026    Invoice: NF-26-0399
## Usage selected (pick-list)
| Line | Clip | Use | Media | Duration | Territory | Industry exclusivity | Price |
| 1 | NL-88412 "Hiker at sunrise" | Advertising | The Licensee's website and social media accounts | 2 years from 1 April 2026 | Germany, Austria, Switzerland | Yes: pharmaceuticals and health supplements | EUR 3,900 |
| 2 | NL-88419 "Hiker resting by a lake" | Advertising | Broadcast television | 2 years from 1 April 2026 | Germany, Austria, Switzerland | Yes: pharmaceuticals and health supplements | EUR 6,200 |
| 3 | NL-90017 "Family picnic" | Cancelled on 4 March 2026 at the Licensee's request: no licence, no charge | - | - | - | - | EUR 0 |
Subtotal: EUR 10,100. VAT: reverse charge (Licensee outside Germany).
## Licence terms (extract)
1. Each line grants the use it describes and no other. Media not selected (print, out-of-home, cinema, in-store) need a new licence.
2. Industry exclusivity: for the Duration, Northlight shall not license a clip in a line marked "Yes" to any other company in the named industry within the Territory.
3. At the end of the Duration the licence ends; it does not renew automatically. Use after the Duration is charged at 150% of the line price.
4. The Licensee may not sub-license the clips.
Accepted online by Brennerhof Pharma AG (user m.keller@brennerhof.ch) on 3 March 2026.
`,
    expected: {
      parties: ["Northlight Footage GmbH", "Brennerhof Pharma AG"],
      signed: "2026-03-03",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["EUR 3900", "EUR 6200"],
      flags: [],
      denies: ["automatic_renewal", "sublicensable"]
    }
  },
  {
    id: "n11-u03-marketplace-standard-tier",
    style: "n11-stock-licence-tiers",
    format: "text",
    source: `
# PEXORA MARKET - LICENCE SUMMARY (plain-text copy)
Licence ID: PXM-7731-0092-AU
Seller (licensor): Mele Tupou, photographer and model of the self-portrait series "Coastline"
Buyer (licensee): Saltbush Swimwear Pty Ltd, ABN 62 611 402 987
Purchased: 09/02/2026 (AEDT)
Tier: STANDARD - Digital (web + social)
Upgrade to EXTENDED - Print & Outdoor (A$420): not purchased
Seats: 3 named users
Price paid: A$180 incl. GST
Term: 12 months from purchase (licence expires 08/02/2027)
Territory: Australia and New Zealand
Exclusivity: non-exclusive
Permitted: the Buyer's website and the Buyer's social media accounts (organic and boosted posts).
Not permitted under this tier: print, packaging, outdoor, TV, resale, AI training, sub-licensing.
Moral rights: the Seller keeps her moral rights. Credit "Photo: Mele Tupou" on web use.
`,
    expected: {
      parties: ["Mele Tupou", "Saltbush Swimwear Pty Ltd"],
      signed: "2026-02-09",
      start: "2026-02-09",
      end: "2027-02-08",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["AUD 180"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "n11-u04-south-african-image-rights",
    style: "n11-commonwealth-drafting",
    format: "scan",
    source: `
# IMAGE RIGHTS AGREEMENT
entered into by and between
THANDEKA MOLEFE (hereinafter referred to as "the Talent")
and
KAROO SPRINGS BEVERAGES (PTY) LTD, Registration Number 2014/118822/07 (hereinafter referred to as "the Company")
(collectively "the Parties")
## 1. INTERPRETATION
1.1 In this Agreement, unless the context indicates otherwise:
1.1.1 "Commencement Date" means 1 March 2026;
1.1.2 "Territory" means the Republic of South Africa, the Kingdom of Lesotho, the Kingdom of Eswatini, the Republic of Botswana and the Republic of Namibia;
1.1.3 "Campaign Media" means television, outdoor billboards and the Company's social media pages.
## 2. GRANT
2.1 The Talent grants the Company the exclusive right, in the Territory and for the duration of this Agreement, to use her name and image in the Campaign Media to promote the Company's sparkling water products.
2.2 The Talent shall not, for the duration of this Agreement, endorse any other bottled water or soft drink brand.
## 3. DURATION
3.1 This Agreement commences on the Commencement Date and endures for a period of 24 (twenty-four) months, whereafter it terminates automatically, unless extended by written agreement signed by both Parties.
## 4. REMUNERATION
4.1 The Company shall pay the Talent R350 000,00 (three hundred and fifty thousand rand), exclusive of VAT, in two equal instalments of R175 000,00 on the Commencement Date and on 1 March 2027.
## 5. CESSION
5.1 The Company may not cede or assign any of its rights or obligations under this Agreement without the prior written consent of the Talent.
## 6. DOMICILIUM
6.1 The Parties choose as their domicilia citandi et executandi the addresses in the Schedule.
SIGNED at CAPE TOWN on this 16th day of FEBRUARY 2026, for KAROO SPRINGS BEVERAGES (PTY) LTD, by its duly authorised director, S. van der Merwe.
SIGNED at JOHANNESBURG on this 18th day of FEBRUARY 2026, by THANDEKA MOLEFE.
AS WITNESSES: 1. P. Dlamini 2. R. Naidoo
`,
    expected: {
      parties: ["Thandeka Molefe", "Karoo Springs Beverages (Pty) Ltd"],
      signed: "2026-02-18",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["ZA", "LS", "SZ", "BW", "NA"],
      channels: ["broadcast", "out_of_home", "social"],
      exclusive: true,
      fees: ["ZAR 350000"],
      flags: ["non_compete"],
      denies: ["assignable", "automatic_renewal"]
    }
  },
  {
    id: "n11-u05-indian-endorsement-agreement",
    style: "n11-commonwealth-drafting",
    format: "pdf",
    source: `
# ENDORSEMENT AGREEMENT
This Endorsement Agreement ("Agreement") is made and executed at Mumbai on this 7th day of April, 2026
BY AND BETWEEN
Ms. Aditi Raghavan, aged about 29 years, residing at 14, Sea Breeze, Carter Road, Bandra (West), Mumbai 400050 (hereinafter referred to as the "Endorser", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include her heirs, executors, administrators and permitted assigns) of the ONE PART;
AND
Vasundhara Ayurveda Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 5th Floor, Ganga Towers, Bund Garden Road, Pune 411001 (hereinafter referred to as the "Company", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include its successors and permitted assigns) of the OTHER PART.
The Endorser and the Company are hereinafter individually referred to as a "Party" and collectively as the "Parties".
WHEREAS the Company manufactures and markets Ayurvedic skincare products and wishes to engage the Endorser, a well-known actor, to endorse them.
NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:
1> Term: The term of this Agreement shall be for a period of 1 (one) year commencing from 15th April, 2026.
1> Territory: India, Sri Lanka, Nepal and the United Arab Emirates.
1> Media: Television (including satellite and cable channels), print (newspapers and magazines), outdoor hoardings, and digital (the Company's website and its official social media handles). The Company shall not use the Endorser's image in cinema halls.
1> Consideration: In consideration of the rights granted, the Company shall pay the Endorser a total consideration of Rs. 45,00,000/- (Rupees Forty-Five Lakhs only), subject to deduction of tax at source (TDS) under the Income Tax Act, 1961. GST at 18% shall be payable extra on production of a valid tax invoice.
1> Exclusivity: During the Term the Endorser shall not endorse, or appear in any advertisement for, any other Ayurvedic, herbal or personal-care brand in the Territory.
1> Conduct: If the Endorser is charged with any offence involving moral turpitude, or does any act which brings the Company's products into public disrepute, the Company may terminate this Agreement forthwith by written notice.
1> Assignment: Neither Party shall assign this Agreement without the prior written consent of the other Party.
1> Jurisdiction: The courts at Mumbai shall have exclusive jurisdiction.
IN WITNESS WHEREOF the Parties have set their hands on the day, month and year first hereinabove written.
Signed and delivered by the Endorser, Aditi Raghavan
Signed and delivered for Vasundhara Ayurveda Private Limited by its Director, Mr. Kiran Deshpande
`,
    expected: {
      parties: ["Aditi Raghavan", "Vasundhara Ayurveda Private Limited"],
      signed: "2026-04-07",
      start: "2026-04-15",
      end: "2027-04-14",
      perpetual: false,
      territories: ["IN", "LK", "NP", "AE"],
      channels: ["broadcast", "print", "out_of_home", "web", "social"],
      exclusive: true,
      fees: ["INR 4500000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "n11-u06-new-zealand-go-live-licence",
    style: "n11-commonwealth-drafting",
    format: "docx",
    source: `
# TALENT LICENCE AGREEMENT
Date: 27 October 2026
## Parties
Tama Rangihuna, of Rotorua (Talent)
Kōwhai Energy Limited (company number 8123456), of Level 4, 88 Willis Street, Wellington (Kōwhai)
## Background
A. Kōwhai supplies electricity to homes and wants to use recordings of the Talent made on 2 November 2026 (the Recordings) in its summer campaign.
## Agreement
1. Licence: The Talent grants Kōwhai a non-exclusive licence to use the Recordings in the Territory, in the Media, during the Licence Period.
2. Territory: New Zealand.
3. Media: television, Kōwhai's website, and out-of-home advertising (including bus backs and street furniture).
4. Licence Period: 36 months from the Go-Live Date set out in Schedule 1.
5. Fee: NZ$28,500 plus GST (if any), payable on the 20th of the month after Kōwhai receives the Talent's invoice.
6. Renewal: The Licence Period will automatically renew for a further 12 months unless either party gives the other at least 60 days' written notice before it expires. Each renewal period is charged at one third of the fee in clause 5.
7. Cultural matters: Kōwhai will consult the Talent before using any image that shows his tā moko.
8. Moral rights: The Talent consents to Kōwhai editing the Recordings for length. The Talent does not waive his moral rights.
## Schedule 1
Go-Live Date: 1 December 2026
Campaign: "Summer on Kōwhai"
Signed by Tama Rangihuna on 27 October 2026
Signed for Kōwhai Energy Limited by Hana Whaanga, Chief Marketing Officer, authorised signatory, on 29 October 2026
`,
    expected: {
      parties: ["Tama Rangihuna", "Kōwhai Energy Limited"],
      signed: "2026-10-29",
      start: "2026-12-01",
      end: "2029-11-30",
      perpetual: false,
      territories: ["NZ"],
      channels: ["broadcast", "web", "out_of_home"],
      exclusive: false,
      fees: ["NZD 28500"],
      flags: ["automatic_renewal"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n11-u07-deal-record-csv-export",
    style: "n11-spreadsheet-exports",
    format: "text",
    source: `
# Export: Talent_Deals_2026.xlsx - sheet "Deal 0147" (saved as CSV UTF-8)
Field,Value,Notes
Deal ID,0147,
Status,Executed,long form signed by both
Brand (licensee),Moorland Outdoor Ltd,
Talent (licensor),Gwen Ashdown-Pryce,
Agent,Cobalt Talent Management,not a party; commission 15% paid by talent
Signed (licensee),2026-05-11,
Signed (talent),2026-05-13,
Start,2026-06-01,
End,2027-11-30,
Territory,"GB, IE",UK and Ireland
Channels granted,Web; Social; Print,
Channels excluded,TV; Cinema; OOH,
Exclusive,N,
Category lock,N,talent may work for other outdoor brands
Fee 1 - shoot day,"£1,200",
Fee 2 - usage (18 mths),"£9,600",
Fee total,"£10,800",sum of fees 1 and 2
Option - 6 mths extension,"£3,000",not exercised
Sub-licence to agency,N,
Perpetual,N,
Auto-renew,N,
Morals clause,Y,clause 12 of the long form
Moral rights waiver,N,talent asserts her moral rights
`,
    expected: {
      parties: ["Moorland Outdoor Ltd", "Gwen Ashdown-Pryce"],
      signed: "2026-05-13",
      start: "2026-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 9600"],
      flags: ["morality_clause"],
      denies: ["sublicensable", "automatic_renewal", "perpetual_term", "moral_rights_waiver", "non_compete"]
    }
  },
  {
    id: "n11-u08-rights-tracker-printout",
    style: "n11-spreadsheet-exports",
    format: "scan",
    source: `
# RIGHTS TRACKER - PRINTOUT
Exported from ClearSheet v4.2 on 14/09/2026 09:41 by l.baptiste. Page 1 of 1.
Contract VPH-0826: licence agreement between Ondine Marchetti (Talent) and Velvet Pine Hotels Ltd (Licensee), signed by the Talent on 28/08/2026 and by the Licensee on 01/09/2026.
Filter: all rows of contract VPH-0826
| Row | Material | Medium | Territory | From | To | Status | Fee (GBP) |
| 1 | Hero stills | Website | UK, France, Italy | 15/09/2026 | 14/09/2028 | Licensed | 6,000 |
| 2 | Hero stills | Social (hotel accounts) | UK, France, Italy | 15/09/2026 | 14/09/2028 | Licensed | incl. in row 1 |
| 3 | Hero stills | Print brochures | UK, France, Italy | 15/09/2026 | 14/09/2028 | Licensed | 2,500 |
| 4 | Cutdowns | Cinema | UK | - | - | Declined by Talent | - |
| 5 | Hero stills | Airport billboards | UK | - | - | Quoted, not taken up | (4,000) |
Total licensed: 8,500
Exclusivity: none (non-exclusive, clause 4 of the agreement).
Term: 24 months from 15/09/2026.
Notes: the Licensee may not sub-license. No renewal unless agreed in writing.
`,
    expected: {
      parties: ["Ondine Marchetti", "Velvet Pine Hotels Ltd"],
      signed: "2026-09-01",
      start: "2026-09-15",
      end: "2028-09-14",
      perpetual: false,
      territories: ["GB", "FR", "IT"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 6000", "GBP 2500"],
      flags: [],
      denies: ["sublicensable", "automatic_renewal"]
    }
  }
]
