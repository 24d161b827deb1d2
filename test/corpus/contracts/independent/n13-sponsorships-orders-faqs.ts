// Independent author "n13" (wave 13), a held-out batch from 2026-11-28 (frozen, scored only) until wave 24, when it
// moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). Written without reading the reader's
// rules or the other batches' texts (only Corpus.ts, evaluate.ts and its loaders, Review.ts, ContractFlags.ts,
// Doubts.ts, the top of NOTES.md and the method and answer-rule paragraphs of the wave 8/9/10/11 authors, and the
// first entry of n11's development batch for the file convention; the other unseen/ files were only listed with
// `ls`): sponsorships with a morals clause and suspension (a UK triathlete with a worldwide energy-drink exclusivity
// and a conditional bonus, a US streamer paid in instalments, an Indian endorsement in rupees with TDS and GST);
// purchase orders with a rights annex that replaces the buyer's standard terms (a UK retailer's PO to a
// photographer, a US PO issued to a talent agency for its client, an Australian tourism board's work order with an
// all-media irrevocable licence and a moral-rights consent); and licences whose terms are answers in an attached FAQ
// (a UK publisher's illustration licence, a US food bank's storyteller release).
//
// Answer rules: as in this author's development batch (independent/n13-exhibits-plainenglish-settlements.ts); also
// a bonus owed only if a result is achieved, an instalment, agency commission, GST, VAT and TDS are not fees; a PO's
// line prices are fees (a day rate times days read as the line total) and its total is not; a rights annex or
// exhibit that replaces the PO's standard terms wins, and a perpetual term or an assignment of all rights in the
// standard terms it replaces is denied; a PO is signed when the supplier accepts it; a talent agency accepting for its
// client is not a party; a morals clause that lets the sponsor suspend or terminate is morality_clause, and a
// suspension that does not extend the term leaves the end where it was; a first right to negotiate a renewal is not
// automatic renewal; an FAQ declared to form part of the licence is read like its clauses; a release with no payment
// has no fee.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n13-sponsorship-morals-suspension",
  "n13-purchase-order-rights-annex",
  "n13-faq-licence-answers"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n13-h1-uk-triathlete-sponsorship",
    style: "n13-sponsorship-morals-suspension",
    format: "docx",
    source: `
# ATHLETE SPONSORSHIP AGREEMENT
This Agreement is dated 20 November 2026 and is made between Kestrel Energy Drinks Limited, a company registered in England and Wales (the "Sponsor"), and Imogen Ashworth, professional triathlete (the "Athlete").
## 1. Term
1.1 This Agreement runs for the 2027 and 2028 seasons, from 1 January 2027 to 31 December 2028.
1.2 Before the end of the Term the Sponsor has the first right to negotiate a renewal with the Athlete for thirty (30) days. This Agreement does not renew automatically.
## 2. Rights
2.1 The Athlete grants the Sponsor the right to use her name, image and likeness throughout the world, for the Term, in television advertising, on the Sponsor's website and social media channels, in print advertising and on outdoor posters and billboards.
## 3. Exclusivity
3.1 The Sponsor is the Athlete's exclusive sponsor in the energy drink and sports drink category worldwide. During the Term the Athlete shall not endorse, wear the branding of, or appear for any other energy drink or sports drink.
## 4. Fees
4.1 The Sponsor shall pay the Athlete a retainer of £60,000 per Contract Year, in quarterly instalments of £15,000.
4.2 If the Athlete finishes on the podium at the World Triathlon Championship Final, the Sponsor shall pay a performance bonus of £10,000. No other bonus is payable.
## 5. Conduct and Suspension
5.1 If the Athlete is charged with an anti-doping rule violation, or commits any act which in the Sponsor's reasonable opinion brings her or the Sponsor into public disrepute, the Sponsor may suspend all payments and all use of the Athlete's image while the matter is investigated, and may terminate this Agreement on written notice.
5.2 A suspension under clause 5.1 does not extend the Term.
Signed for Kestrel Energy Drinks Limited: Tom Hargreaves, Commercial Director
Signed: Imogen Ashworth
`,
    expected: {
      parties: ["Kestrel Energy Drinks Limited", "Imogen Ashworth"],
      signed: "2026-11-20",
      start: "2027-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["worldwide_exclusivity", "non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n13-h2-us-streamer-sponsorship",
    style: "n13-sponsorship-morals-suspension",
    format: "scan",
    source: `
# STREAMER SPONSORSHIP AGREEMENT
Effective Date: March 1, 2027
Vantage Peripherals, Inc., a Washington corporation ("Vantage"), and Theo Castellanos, p/k/a "ThornX" ("Streamer"), agree as follows.
1. Term. The sponsorship runs for six (6) months from the Effective Date, ending August 31, 2027.
2. Deliverables. Streamer will display the Vantage logo on stream overlays and make two (2) dedicated sponsored segments per month on Streamer's Twitch and YouTube channels.
3. License. Streamer grants Vantage a license to repost clips of the sponsored segments on Vantage's own social media accounts and on vantage.gg during the Term, in the United States.
4. Non-exclusive. This is a non-exclusive sponsorship. Streamer may work with and promote any other brand, including other makers of gaming mice, keyboards and headsets.
5. Compensation. Vantage will pay Streamer a sponsorship fee of $24,000, payable in six (6) monthly installments of $4,000.
6. Conduct. If Streamer engages in hate speech, harassment or illegal conduct, on or off stream, Vantage may suspend the sponsorship and all payments immediately, and may terminate this Agreement if the conduct is not addressed within ten (10) days.
7. No assignment. Neither party may assign this Agreement without the other's written consent.
Signed February 15, 2027.
VANTAGE PERIPHERALS, INC. By: Alicia Moreno, Head of Partnerships
STREAMER: Theo Castellanos
`,
    expected: {
      parties: ["Vantage Peripherals, Inc.", "Theo Castellanos"],
      signed: "2027-02-15",
      start: "2027-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 24000"],
      flags: ["morality_clause"],
      denies: ["non_compete", "assignable"]
    }
  },
  {
    id: "n13-h3-in-celebrity-endorsement",
    style: "n13-sponsorship-morals-suspension",
    format: "text",
    source: `
# BRAND ENDORSEMENT AGREEMENT - SUMMARY OF KEY TERMS
Executed at Mumbai on 12 March 2027.
Company: Sunrise Foods Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Andheri (East), Mumbai (hereinafter "the Company", which expression shall include its successors)
Celebrity: Arjun Mehra, son of Mr. Vikram Mehra, residing at Bandra (West), Mumbai (hereinafter "the Celebrity")
Products: Sunrise packaged snacks and namkeen
Term: two (2) years commencing 1 April 2027 and ending 31 March 2029
Territory: the Republic of India
Media: television, print, outdoor hoardings, and digital (the Company's website and social media handles)
Exclusivity: during the Term the Celebrity shall not endorse or appear in any advertisement for any other packaged snacks brand
Consideration: Rs. 1,20,00,000/- (Rupees One Crore Twenty Lakhs only), plus GST as applicable, subject to deduction of TDS under the Income Tax Act, 1961
Morality: if the Celebrity is charged with any offence involving moral turpitude or does any act which brings the Company's brand into disrepute, the Company may suspend the use of the Celebrity's image and the payment of any unpaid Consideration, and may terminate this Agreement. Any suspension shall not extend the Term.
Renewal: any renewal shall be on terms mutually agreed in writing.
Jurisdiction: courts at Mumbai shall have exclusive jurisdiction.
For Sunrise Foods Private Limited: (sd.) Neha Kapoor, Authorised Signatory
The Celebrity: (sd.) Arjun Mehra
`,
    expected: {
      parties: ["Sunrise Foods Private Limited", "Arjun Mehra"],
      signed: "2027-03-12",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["IN"],
      channels: ["broadcast", "print", "out_of_home", "web", "social"],
      exclusive: true,
      fees: ["INR 12000000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n13-h4-uk-retailer-po-photographer",
    style: "n13-purchase-order-rights-annex",
    format: "pdf",
    source: `
# PURCHASE ORDER No. 4500123987
Buyer: Halden Home Retail plc, Procurement Department, 1 Mill Lane, Leeds LS1 5AB
Supplier: Niamh Kearney, trading as Niamh Kearney Photography, 22 Canal Walk, Manchester M4 6DE
Order date: 2 June 2026    Deliver to: Halden Creative Studio, Leeds
| Line | Description | Qty | Unit price | Line total |
| 10 | Photography, shoot day (AW26 living room range) | 2 | £1,200.00 | £2,400.00 |
| 20 | Usage licence per Annex R | 1 | £3,500.00 | £3,500.00 |
| | Subtotal | | | £5,900.00 |
| | VAT at 20% | | | £1,180.00 |
| | Order total | | | £7,080.00 |
This Order is subject to the Buyer's Standard Terms of Purchase, save that Annex R replaces clause 14 (Intellectual Property) of those terms for this Order.
## Annex R - Rights
R1. Clause 14 of the Standard Terms (assignment of all intellectual property to the Buyer in perpetuity) does not apply. The Supplier keeps copyright.
R2. The Supplier grants the Buyer a non-exclusive licence to use the images in the United Kingdom and Ireland for three (3) years from the delivery date of 15 June 2026.
R3. Permitted uses: the Buyer's printed catalogues, in-store point-of-sale and window displays, and the Buyer's website.
R4. Any further use requires a further licence and fee.
Accepted by the Supplier: Niamh Kearney, 4 June 2026
`,
    expected: {
      parties: ["Halden Home Retail plc", "Niamh Kearney"],
      signed: "2026-06-04",
      start: "2026-06-15",
      end: "2029-06-14",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "web"],
      exclusive: false,
      fees: ["GBP 2400", "GBP 3500"],
      flags: [],
      denies: ["perpetual_term", "buyout"]
    }
  },
  {
    id: "n13-h5-us-po-talent-agency",
    style: "n13-purchase-order-rights-annex",
    format: "docx",
    source: `
# PURCHASE ORDER
PO Number: MPS-26-0817    PO Date: August 3, 2026
Buyer: Marlow Pet Supply Co., 400 Harbor Blvd, San Diego, CA 92101
Vendor: Summit Talent Group LLC f/s/o Jordan Blake (Vendor is Talent's agent and is not a party to the talent terms; the talent terms are between Buyer and Jordan Blake)
| Item | Description | Amount |
| 1 | Session fee, 1 day on camera (Aug 20, 2026) | $2,500.00 |
| 2 | Usage fee, per Exhibit B | $7,500.00 |
| 3 | Agency commission (20% of items 1-2) | $2,000.00 |
| | PO total | $12,000.00 |
PO Terms, Section 12: Vendor grants Buyer all rights in the deliverables throughout the world in perpetuity.
Exhibit B governs the use of Talent's performance and likeness notwithstanding Section 12 of the PO Terms.
## Exhibit B - Talent Usage
1> Media: television commercials; Buyer's website; Buyer's social media accounts.
1> Territory: United States.
1> Period: one (1) year from first air date. First air date: September 1, 2026.
1> Exclusivity: none.
1> No use after the Period without a new agreement and fee.
PO accepted for Jordan Blake by Summit Talent Group LLC, Rachel Fine, agent, August 10, 2026.
`,
    expected: {
      parties: ["Marlow Pet Supply Co.", "Jordan Blake"],
      signed: "2026-08-10",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["USD 2500", "USD 7500"],
      flags: [],
      denies: ["perpetual_term"]
    }
  },
  {
    id: "n13-h6-au-tourism-work-order",
    style: "n13-purchase-order-rights-annex",
    format: "scan",
    source: `
# WORK ORDER No. TCT-WO-2026-031
Issued under the Creative Services Panel Deed between Tasman Coast Tourism Board (the "Customer") and Lachlan Reid (the "Supplier").
Order date: 28 September 2026    Accepted by Supplier: 5 October 2026
Services: aerial and ground footage of the Tasman Coast walking trail, delivered by 30 October 2026.
Price: A$9,800 (excluding GST).
## Schedule 2 - Licence (applies in place of clause 9 of the Panel Deed)
1> On acceptance of the deliverables the Supplier grants the Customer a non-exclusive, perpetual, irrevocable licence to use the footage throughout the world in all media now known or later developed.
1> The Customer may sublicense its rights to its marketing partners and to travel trade partners.
1> The Supplier consents to the Customer doing acts that would otherwise infringe the Supplier's moral rights, including editing the footage and not naming the Supplier.
1> The deliverables were accepted by the Customer on 30 October 2026.
Signed for Tasman Coast Tourism Board: Grace Whitfield, Marketing Manager
Signed: Lachlan Reid
`,
    expected: {
      parties: ["Tasman Coast Tourism Board", "Lachlan Reid"],
      signed: "2026-10-05",
      start: "2026-10-30",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["AUD 9800"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "moral_rights_waiver"],
      denies: ["worldwide_exclusivity"]
    }
  },
  {
    id: "n13-h7-uk-publisher-faq-licence",
    style: "n13-faq-licence-answers",
    format: "pdf",
    source: `
# ILLUSTRATION LICENCE
Greenfold Publishing Ltd ("Greenfold") and Sofia Lindqvist (the "Illustrator") agree that Greenfold may use the illustration "Winter Harbour" on the terms in the questions and answers below. The questions and answers form part of this licence.
## Questions and answers
Q: Where will you use my illustration?
A: On the cover of the paperback "The Lantern Keeper", in our printed trade catalogue, and on our website to sell the book.
Q: Will you use it on television or on posters in stations?
A: No.
Q: Which countries?
A: The United Kingdom and Ireland only.
Q: For how long?
A: From 1 January 2027 until 31 December 2027.
Q: Does it renew automatically?
A: No. If we want to use it after 2027 we will ask you and agree a new fee.
Q: Is it exclusive?
A: No. You can license the illustration to anyone else.
Q: Can you pass it on to another publisher?
A: No. We will not sub-license it or transfer this licence.
Q: What will you pay?
A: A fee of £1,500, within 30 days of the invoice.
Signed for Greenfold Publishing Ltd by Amelia Ross, Art Director, on 10 December 2026.
Signed by Sofia Lindqvist on 10 December 2026.
`,
    expected: {
      parties: ["Greenfold Publishing Ltd", "Sofia Lindqvist"],
      signed: "2026-12-10",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 1500"],
      flags: [],
      denies: ["automatic_renewal", "sublicensable", "assignable"]
    }
  },
  {
    id: "n13-h8-us-food-bank-storyteller-faq",
    style: "n13-faq-licence-answers",
    format: "text",
    source: `
# Harbor Light Food Bank - Share Your Story: Release and FAQ
I, Marisol Vega, agree that Harbor Light Food Bank, a California nonprofit corporation, may use my story, my name, and the photos and video recorded of me on May 5, 2026, as explained in the FAQ below. The FAQ is part of this release.
FAQ
Will I be paid?  No. This is a volunteer release, and no payment is made.
Where will my story appear?  On Harbor Light's website, its Facebook and Instagram pages, its printed newsletter and annual report, and in public service announcements on local TV stations.
Where will it be used?  In the United States.
For how long?  For five (5) years from the date I sign.
Can I still tell my story elsewhere?  Yes. This release is not exclusive.
Can I change my mind?  Yes. You may withdraw this release at any time by writing to us; we will stop using your story in new materials.
Will Harbor Light give my story to other organizations?  No.
Signed: Marisol Vega    Date: May 5, 2026
Witness for Harbor Light Food Bank: Denise Park, Communications Coordinator
`,
    expected: {
      parties: ["Marisol Vega", "Harbor Light Food Bank"],
      signed: "2026-05-05",
      start: "2026-05-05",
      end: "2031-05-04",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print", "broadcast"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  }
]
