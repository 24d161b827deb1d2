// Held-out author "h26b" (wave 26), one batch written without reading the reader's rules, the other batches, the
// held-out half or NOTES.md (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header
// comment and first entries of n11's batch for the file convention, the wave 26 checker and the file names of
// unseen/), and committed before the reader was run on it. Three styles: tourism boards engaging creators,
// photographers and ambassadors (a familiarisation trip paid in kind, per diems and flights, a public body's own
// procurement terms and freedom-of-information clause, partner airlines and hotels, source markets as territories,
// a licence counted from a campaign launch date given in a schedule); appearance releases and licences for political
// and advocacy advertising (a committee as a party, paid-for-by and authorisation statements, an election day that
// ends the use, a rider that replaces the use period, a candidate's approval, unpaid volunteers and paid actors, a
// prohibition on use for any other candidate or cause); and image and talent licences for transit, airport and
// station media (a media owner's formats named like "Digital Billboard 48-sheet", domination packages, flights of
// weeks from a start date given only in a booking schedule, named stations and airports, an out-of-home-only grant
// excluding online and print, a media owner whose name contains "Outdoor"). A HELD-OUT batch.
//
// Answer rules decided by this author: the parties are the two who are bound by the licence (an agent, a media owner,
// a media producer who signs to acknowledge one clause, a candidate who only approves cuts, and partner airlines and
// hotels are not); a person named only in the signature block of a release is a party; the signing date is the date
// of the last signature; "N months/weeks from X" ends the day before the anniversary; a use "until Election Day" or
// "up to the close of polls" ends on that day; a licence for flights ends on the last day of the last flight; a licence
// that "takes effect when both have signed" starts on the signing date; source markets are the licensed territories,
// and a release that names no territory is licensed in the country of the ballot it serves;
// fees are the sums paid for the services or the rights: VAT, GST, IVA and BTW, per diems and meal allowances,
// flights and accommodation paid or provided in kind, superannuation and pension and health contributions, overtime
// owed only if incurred, wardrobe allowances, cancellation charges, deposits and advance instalments of a fee, and
// extension options not exercised are not fees; a familiarisation trip paid in kind only is no fee (no_fee_stated);
// posters, station and airport screens, dioramas and domination packages are out_of_home, television and radio
// broadcast, a committee's or board's websites, e-newsletters and online pre-roll web, social media accounts social,
// mailers, visitor guides and magazines print; "Billboard", "Outdoor" and "Cinema" in a company or product name are not
// channels; a talent's promise not to appear for a competing brand, destination or candidate is an exclusivity
// (exclusive true) with non_compete, unless the contract states the engagement is non-exclusive and only adds the
// promise (then exclusive false, still non_compete); exclusive is null when the contract says nothing of it; a
// heading that names a right ("Sub-licensing", "Renewal", "Perpetual Archive Use") does not grant it when its body
// refuses it, and "shall not sub-license", "may not assign", "does not renew", "no right in perpetuity" and "does not
// waive moral rights" are denials; a licensee allowed to let partners reproduce content under a sub-licence it grants
// is sublicensable; a schedule or rider that replaces a clause and prevails holds the value.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h26b-tourism-board-destination-campaigns",
  "h26b-political-and-advocacy-ad-appearances",
  "h26b-transit-and-station-media-image-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h26b-01-uk-tourism-creator-order-form",
    style: "h26b-tourism-board-destination-campaigns",
    format: "docx",
    source: `
# ORDER FORM – CREATOR COMMISSION (SERVICES AND CONTENT LICENCE)
Contract reference: VNC/MKT/2026/041. This Order Form is issued under the Board's Standard Conditions of Contract for Services (Version 4, 2025) (the "Conditions"), which form part of this Contract. Where this Order Form and the Conditions conflict, this Order Form prevails.
## 1. The Parties
| Role | Party |
| Buyer | Visit Northumbria Coast, a company limited by guarantee (company number 08812345) whose registered office is at The Maltings, Quayside, Berwick-upon-Tweed TD15 1HE (the "Board") |
| Supplier | Harriet Ogunleye, trading as Tidewrack Studio, of 14 Bede Street, Sunderland SR2 7LX (the "Creator") |
## 2. Services
1> The Creator shall take part in a five-day familiarisation visit to the Northumbria coast on the dates set out in Schedule 1 (the "Fam Visit") and shall deliver the Deliverables listed in Schedule 2 by the delivery deadline in Schedule 1.
1> Accommodation, meals, guided activities and entry to attractions during the Fam Visit are provided in kind by the Board and its member businesses. They are not payment for the Services and have no cash alternative.
## 3. Charges
1> In consideration of the Services and the licence in clause 4 the Board shall pay the Creator a fixed fee of £4,200 (four thousand two hundred pounds), exclusive of VAT, which shall be added at the prevailing rate if the Creator is VAT-registered.
1> The Board shall also pay a per diem of £40 for each day of the Fam Visit (£200 in total) towards incidental costs, and shall book and pay directly for standard-class rail travel to and from the region. Per diems and travel are reimbursements and are not part of the fee.
1> The Creator shall invoice the fee on delivery of the Deliverables. The Board shall pay valid, undisputed invoices within 30 days in accordance with Condition 7 (Payment).
## 4. Licence
1> The Creator retains copyright in the Deliverables. The Creator grants the Board a non-exclusive licence to reproduce, adapt and publish the Deliverables for the Licence Period in the Source Markets, on the Board's website and e-newsletters, the Board's social media channels, and in the Board's printed visitor guides and trade brochures.
1> The Licence Period is eighteen (18) months from the Campaign Launch Date stated in Schedule 1.
1> The Source Markets are the United Kingdom, the Republic of Ireland, Germany and the Netherlands.
1> The Board may grant sub-licences to its Official Travel Partners (the partner airlines, ferry operators and accommodation members listed on the Board's trade website from time to time) to reproduce the Deliverables in their own channels during the Licence Period, solely to promote travel to the Northumbria coast and always with the credit "© Tidewrack Studio for Visit Northumbria Coast".
## 5. Exclusivity
This Contract is not exclusive. The Creator remains free to work for other destinations, tourism boards and brands during and after the Licence Period.
## 6. Moral Rights
The Creator asserts her right to be identified as the author of the Deliverables and does not waive her moral rights. The Board shall credit the Creator wherever it is reasonably practicable to do so.
## 7. Freedom of Information
The Creator acknowledges that the Board is subject to the Freedom of Information Act 2000 and the Environmental Information Regulations 2004 and may be required to disclose information about this Contract, including the Charges, without consulting the Creator, save where an exemption applies. Condition 19 (Transparency) applies.
## Schedule 1 – Key Dates
| Item | Date |
| Fam Visit | Monday 13 April 2026 to Friday 17 April 2026 |
| Delivery deadline | 29 April 2026 |
| Campaign Launch Date ("Wild Shores" spring campaign) | 4 May 2026 |
## Schedule 2 – Deliverables
| Deliverable | Quantity |
| Edited stills (landscape and portrait crops) | 40 |
| Short vertical videos (15-60 seconds) | 6 |
| Long-form blog article (1,200 words) | 1 |
## Signed
| For the Board | For the Creator |
| Signature: D. Armstrong, Head of Marketing | Signature: H. Ogunleye |
| Date: 20 March 2026 | Date: 23 March 2026 |
`,
    expected: {
      parties: ["Visit Northumbria Coast", "Harriet Ogunleye"],
      signed: "2026-03-23",
      start: "2026-05-04",
      end: "2027-11-03",
      perpetual: false,
      territories: ["GB", "IE", "DE", "NL"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 4200"],
      flags: ["sublicensable"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h26b-02-azores-photographer-public-contract",
    style: "h26b-tourism-board-destination-campaigns",
    format: "pdf",
    source: `
# PHOTOGRAPHY SERVICES AND IMAGE LICENCE AGREEMENT
Contract no. ATA/AD/2026/118 – direct award under Article 128 of the Portuguese Public Contracts Code (Código dos Contratos Públicos)
Between: Associação de Turismo dos Açores, a private non-profit association of public interest, with registered office at Rua Ernesto do Canto 4, 9500-311 Ponta Delgada, Portugal, VAT no. PT 512 345 678, hereinafter the "Association";
and: Jonas Albrecht, photographer, Körnerstraße 19, 50823 Köln, Germany, hereinafter the "Photographer".
## Clause 1 – Object
The Photographer shall photograph the islands of São Miguel, Pico and Flores for the Association's "Blue Islands" campaign during a ten-day production trip from 10 to 19 October 2026 and deliver 120 edited images, of which the Association shall select up to 60 (the "Selected Images").
## Clause 2 – Price
2.1 The contract price is EUR 6,500.00 (six thousand five hundred euros), to which VAT (IVA) shall be added at the legal rate where applicable.
2.2 The Association shall pay directly the Photographer's return flights Frankfurt – Ponta Delgada and inter-island flights, accommodation and vehicle hire, and a daily allowance of EUR 60.00 for meals. These amounts are not part of the contract price.
2.3 Payment shall be made within 30 days of the Association's acceptance of the deliverables and receipt of a compliant electronic invoice, as required by the Public Contracts Code.
## Clause 3 – Licence
3.1 The Photographer grants the Association a licence to use the Selected Images from 1 January 2027 to 31 December 2029 in the following source markets: Portugal, Spain, Germany, France, the United Kingdom, the United States and Canada.
3.2 The licence covers websites, social media, printed brochures and magazine advertising, and outdoor advertising (posters and digital screens), excluding television and cinema.
3.3 The licence is exclusive for tourism promotion in the source markets: during the licence period the Photographer shall not license the Selected Images to any other destination, tour operator, airline or hotel. Editorial and portfolio use by the Photographer is excepted.
## Clause 4 – Partner Use and Sub-licensing
4.1 The Association may make the Selected Images available to the airlines and hotels taking part in its co-operative marketing programme (the "Partners"), solely in joint campaigns promoting the Azores, approved by the Association and carrying the Association's logo.
4.2 Such use remains the Association's own use under its licence. The Association shall not sub-license the Selected Images, nor grant any Partner or other third party a licence in its own right.
## Clause 5 – Credit
Each use shall carry the credit "Photo: Jonas Albrecht / Visit Azores" where space permits.
## Clause 6 – Governing Law
This agreement is governed by Portuguese law. The courts of Ponta Delgada have jurisdiction.
Ponta Delgada, 12 November 2026 – for the Association: Marta Medeiros, Executive Director
Köln, 16 November 2026 – the Photographer: Jonas Albrecht
`,
    expected: {
      parties: ["Associação de Turismo dos Açores", "Jonas Albrecht"],
      signed: "2026-11-16",
      start: "2027-01-01",
      end: "2029-12-31",
      perpetual: false,
      territories: ["PT", "ES", "DE", "FR", "GB", "US", "CA"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["EUR 6500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26b-03-nz-ambassador-special-conditions",
    style: "h26b-tourism-board-destination-campaigns",
    format: "text",
    source: `
# DESTINATION FIORDLAND TRUST – AMBASSADOR AGREEMENT
This agreement is made on 2 August 2026 between Destination Fiordland Trust, a charitable trust registered under the Charitable Trusts Act 1957 (the Trust), and Mereana Tipene of Te Anau (the Ambassador). It consists of these General Terms and the Special Conditions in Schedule 2. The Special Conditions prevail over the General Terms.
1. Appointment. The Trust appoints the Ambassador as its Fiordland Ambassador for the Term to promote Fiordland as a visitor destination.
2. Term. The Term is 12 months starting on 1 September 2026. This agreement does not renew automatically; any further appointment will be by a new written agreement.
3. Services. The Ambassador will take part in up to 4 content shoots and 2 trade events, and will publish at least 3 posts a month about Fiordland on her own Instagram and TikTok accounts.
4. Fee. The Trust will pay an ambassador fee of NZ$18,000 plus GST, in four quarterly instalments of NZ$4,500. Domestic travel to shoots and trade events is booked by the Trust; a daily allowance of NZ$75 applies on travel days. Neither is part of the fee.
5. Use of content. The Trust may use the content and the Ambassador's name and likeness on the Trust's website, its social media channels and in television and online video campaigns during the Term.
6. Territory. The content may be used in New Zealand and Australia.
7. Exclusivity. During the Term the Ambassador will not act as an ambassador or paid content creator for any other regional tourism organisation or destination marketing body in New Zealand or Australia.
8. Conduct. If the Ambassador does anything that in the Trust's reasonable opinion brings the Trust or Fiordland into disrepute, the Trust may end this agreement by written notice and stop paying further instalments.
9. Official information. The Trust is subject to the Official Information Act 1982 and this agreement, including the fee, may be released in response to a request.
SCHEDULE 2 – SPECIAL CONDITIONS
A. Clause 6 (Territory) is deleted and replaced with: "The content may be used in the Trust's source markets, being New Zealand, Australia, the United States, the United Kingdom and Germany."
B. Clause 7 does not apply to the Ambassador's existing paid partnership with Kea Alpine Gear Ltd (outdoor clothing) or to editorial work for media outlets.
Signed for Destination Fiordland Trust: Alistair Grant, Chief Executive, 2 August 2026
Signed by Mereana Tipene: 2 August 2026
`,
    expected: {
      parties: ["Destination Fiordland Trust", "Mereana Tipene"],
      signed: "2026-08-02",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["NZ", "AU", "US", "GB", "DE"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["NZD 18000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h26b-04-canada-fam-tour-release",
    style: "h26b-tourism-board-destination-campaigns",
    format: "scan",
    source: `
# FAM TOUR PARTICIPATION AND CONTENT RELEASE
Highlands & Shores Tourism Association of Cape Breton ("HSTA") – Autumn Colours Media FAM, September 8-12, 2026
Participant: Chloé Marchetti (@chloeontheroad), travel writer, Montréal, Quebec (the "Creator")
1. Hosting. HSTA will provide the Creator's return flights from Montréal, accommodation, meals and activities on the FAM itinerary (valued at about CAD 3,200) and a meal allowance of CAD 75 per day for days outside the hosted itinerary. No fee is payable for participation or for the licence below.
2. Licence. The Creator grants HSTA a non-exclusive, royalty-free, perpetual and irrevocable licence to use up to 25 photographs and 5 short videos created on the FAM, with credit, on HSTA's websites and social media channels and in its printed visitor guides, anywhere in the world.
3. No sale or sub-licence. HSTA shall not sell the content or sub-license it to any third party, including member businesses.
4. Access to information. HSTA receives provincial funding and this release may be disclosed under the Freedom of Information and Protection of Privacy Act (Nova Scotia).
5. This release takes effect when both HSTA and the Creator have signed it.
For HSTA: Ian MacNeil, Marketing Manager     Date: September 15, 2026
Creator: Chloé Marchetti     Date: September 18, 2026
`,
    expected: {
      parties: ["Highlands & Shores Tourism Association of Cape Breton", "Chloé Marchetti"],
      signed: "2026-09-18",
      start: "2026-09-18",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26b-05-ballot-measure-volunteer-release",
    style: "h26b-political-and-advocacy-ad-appearances",
    format: "scan",
    source: `
# VOLUNTEER APPEARANCE RELEASE
Neighbors for Safer Streets – Yes on Measure K (FPPC ID #1459872)
I, the undersigned volunteer, agree that Neighbors for Safer Streets (the "Committee") may photograph and film me and use my name, image, likeness and voice in its advertising supporting Measure K on the November 3, 2026 City of Oakland ballot, including broadcast and cable television, websites and social media, and printed mailers and door hangers.
I am volunteering my time. I will not be paid, and I understand the Committee may report the value of my appearance, if any, as required by law.
The Committee will not use my image or voice after Election Day, November 3, 2026, and will not use them to support or oppose any candidate, any other measure or any other cause. The Committee may not assign or transfer this release to any other committee, party or organization.
Every advertisement using my appearance will carry the disclaimer "Ad paid for by Neighbors for Safer Streets – Yes on Measure K."
This release is effective on the date I sign it.
Volunteer signature: Luis Ortega-Brandt
Printed name: Luis Ortega-Brandt     Address: 2217 Fruitvale Ave, Oakland CA 94601
Date: August 22, 2026
`,
    expected: {
      parties: ["Neighbors for Safer Streets", "Luis Ortega-Brandt"],
      signed: "2026-08-22",
      start: "2026-08-22",
      end: "2026-11-03",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "h26b-06-congressional-committee-actor-agreement",
    style: "h26b-political-and-advocacy-ad-appearances",
    format: "docx",
    source: `
# PERFORMER SERVICES AND LIKENESS LICENSE AGREEMENT
This Performer Services and Likeness License Agreement (this "Agreement") is entered into as of the Effective Date by and between the parties identified below.
| Role | Name and details |
| Committee | Friends of Dana Whitlock, the principal campaign committee of Dana Whitlock, candidate for the U.S. House of Representatives, Ohio's 9th Congressional District, 410 Adams Street, Toledo, OH 43604 (the "Committee") |
| Performer | Grant Ellison, c/o Midwest Talent Group (the "Performer") |
| Producer | Billboard Hill Productions LLC, the Committee's media producer (the "Producer"), which signs only to acknowledge Section 8 and is not otherwise a party |
## 1. Definitions
"Effective Date" means the date of the last signature below. "Spots" means the television and digital advertisements produced from the Session. "Candidate" means Dana Whitlock.
## 2. Services
The Performer shall render on-camera services for one (1) eight-hour session day in Toledo, Ohio on a date to be scheduled by the Producer (the "Session").
## 3. Compensation
3.1 Session Fee: $1,500 for the Session.
3.2 Use Fee: $3,000 for use of the Spots during the Use Period in the media set out in Section 4.
3.3 Overtime, if incurred, is payable at $190 per hour after eight hours. A wardrobe allowance of $150 is payable if the Performer supplies his own wardrobe. The Committee shall also pay, through the Producer, a pension and health contribution of 19% of the Session Fee and Use Fee to the applicable union plans. None of these amounts is part of the Session Fee or the Use Fee.
## 4. Media
The Spots may be used on broadcast and cable television, and in digital media: online video pre-roll purchased through the Committee's digital buy on publisher websites, and the Committee's and the Candidate's social media accounts, excluding print, direct mail and outdoor advertising.
## 5. Use Period
The Spots may be used from the Effective Date through the primary election on May 5, 2026.
## 6. Approval
The Candidate shall have the right to approve every final cut of each Spot before it airs. Each Spot shall carry the disclaimer "Paid for by Friends of Dana Whitlock" and the Candidate's approval statement required by federal law.
## 7. Exclusivity
The Performer's services are non-exclusive. However, during the Use Period the Performer shall not appear in any advertisement for any other candidate for the same office or for any committee or organization supporting such a candidate or opposing the Candidate.
## 8. Restrictions on Use
The Committee shall not use the Performer's name, likeness or performance to support or oppose any other candidate or cause. The Committee shall not sub-license, sell or assign the Spots or the rights in this Agreement to any other candidate, party committee, PAC or organization.
## 9. Waiver
To the extent permitted by law, the Performer waives any moral rights or rights of integrity in the Spots and agrees that the Committee may edit them for length and format.
## 10. Territory
The United States.
## Rider A – Use Period (General Election)
This Rider A forms part of the Agreement. Section 5 is deleted in its entirety and replaced with: "The Spots may be used from the Effective Date through 11:59 p.m. Eastern Time on November 3, 2026, the date of the general election. No use may be made after that time." This Rider prevails over any inconsistent provision of the Agreement. No additional fee is payable for the extended Use Period.
## Signatures
| Friends of Dana Whitlock | Performer | Billboard Hill Productions LLC (Section 8 only) |
| By: Marcus Bell, Treasurer | Grant Ellison | By: Renee Castillo, Managing Member |
| Date: February 20, 2026 | Date: February 18, 2026 | Date: February 20, 2026 |
`,
    expected: {
      parties: ["Friends of Dana Whitlock", "Grant Ellison"],
      signed: "2026-02-20",
      start: "2026-02-20",
      end: "2026-11-03",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["USD 1500", "USD 3000"],
      flags: ["non_compete", "moral_rights_waiver"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h26b-07-australian-advocacy-ad-performer",
    style: "h26b-political-and-advocacy-ad-appearances",
    format: "text",
    source: `
# PERFORMER AGREEMENT – ISSUES ADVERTISEMENT ("OUR RIVERS, OUR VOTE")
Parties: Healthy Rivers Alliance Victoria Inc. (ABN 61 234 567 890), an incorporated association and registered third-party campaigner (the Alliance); and Priya Raman, c/- Harbour Talent Management Pty Ltd, Level 2, 88 Gertrude Street, Fitzroy VIC 3065 (the Performer). Harbour Talent Management acts as the Performer's agent and is not a party.
Background: The Alliance is producing a television and online advertisement calling on voters to ask candidates about river health before the Victorian state election on Saturday 28 November 2026 (the Advertisement).
1. Engagement: one shoot day in Melbourne on 24 September 2026, 8 hours including breaks.
2. Payment: a session fee of A$2,800 and a usage fee of A$4,500 for the Use Period. Superannuation at the statutory rate (currently 12%) is paid on top to the Performer's fund and GST is added to the agent's invoice. A cancellation fee of 50% of the session fee applies if the shoot is cancelled within 48 hours.
3. Use Period: from 1 October 2026 up to the close of polls on 28 November 2026.
4. Territory: Victoria, Australia.
5. Media: free-to-air and subscription television, the Alliance's website and social media accounts, and paid social media advertising. Excluding outdoor, print and cinema.
6. Renewal: This agreement will not renew. Any use of the Advertisement after polling day needs a new agreement and a new fee.
7. Other causes: The Alliance must not use the Advertisement or any footage or stills of the Performer for any registered political party, candidate or other campaign.
8. Authorisation: Every version of the Advertisement will end with the statement "Authorised by J. Marsh, Healthy Rivers Alliance Victoria Inc., 12 Smith Street, Fitzroy." The volunteers who appear in crowd scenes are engaged by the Alliance separately and unpaid.
Agreed for Healthy Rivers Alliance Victoria Inc.: Jess Marsh, Campaign Director, 18 September 2026
Agreed by the Performer (signed by Harbour Talent Management on her behalf): 21 September 2026
`,
    expected: {
      parties: ["Healthy Rivers Alliance Victoria Inc.", "Priya Raman"],
      signed: "2026-09-21",
      start: "2026-10-01",
      end: "2026-11-28",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["AUD 2800", "AUD 4500"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h26b-08-uk-station-media-talent-licence",
    style: "h26b-transit-and-station-media-image-licences",
    format: "docx",
    source: `
# TALENT AND IMAGE LICENCE – RAIL STATION CAMPAIGN
## Parties
| Advertiser | Pennine Brewing Company Limited (company number 05123987), Unit 4 Calder Works, Hebden Bridge HX7 8AD ("the Advertiser") |
| Talent | Aisha Kamara, represented by Lumen Model Management Ltd ("the Talent"; Lumen is the Talent's agent and is not a party) |
| Media owner | Railhead Outdoor Ltd, which sells the station media booked for the Campaign. Railhead Outdoor Ltd is not a party to this licence. |
## 1. Grant
1.1 The Talent grants the Advertiser a licence to reproduce the Images of the Talent from the shoot of 2 September 2026 in the Advertiser's "Pennine Pale – Catch the Next One" campaign for the Flights set out in the Booking Schedule.
1.2 The licence is for out-of-home advertising in the stations named in the Booking Schedule only, excluding online, social media, print, television, radio and cinema, and excluding any station not named in the Booking Schedule.
1.3 The formats permitted are those listed in the Booking Schedule, as sold by the media owner.
## 2. Fee
2.1 The Advertiser shall pay a usage fee of £3,750 plus VAT, payable to Lumen Model Management Ltd within 30 days of invoice.
2.2 If a Flight is cancelled by the Advertiser less than 14 days before it starts, a cancellation charge of 50% of the usage fee applies.
2.3 The Advertiser may book one further two-week flight at the same stations for £1,800 plus VAT by giving notice before the end of Flight 2. That option has not been exercised.
## 3. Renewal and Extension
This licence does not renew automatically. Any use after the last Flight, other than under clause 2.3, requires a new written agreement.
## 4. Category Exclusivity
During the Flights the Talent shall not appear in out-of-home advertising in the United Kingdom for any other beer, cider or alcoholic drinks brand.
## 5. Assignment
The Advertiser may not assign, transfer or share this licence, including with any other company in its group.
## Booking Schedule
| Flight | Start | Duration | Stations | Formats |
| Flight 1 | Monday 5 October 2026 | 2 weeks | Manchester Piccadilly, Leeds, Birmingham New Street | Digital Billboard 48-sheet; 6-Sheet Classic |
| Flight 2 | Monday 30 November 2026 | 2 weeks | Manchester Piccadilly, Leeds, London Euston | Station Domination (Manchester Piccadilly); Digital Billboard 48-sheet |
## Signatures
| For Pennine Brewing Company Limited | For and on behalf of the Talent, Lumen Model Management Ltd |
| Tom Ashworth, Marketing Director | Saskia Hale, Director |
| 14 September 2026 | 16 September 2026 |
`,
    expected: {
      parties: ["Pennine Brewing Company Limited", "Aisha Kamara"],
      signed: "2026-09-16",
      start: "2026-10-05",
      end: "2026-12-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home"],
      exclusive: true,
      fees: ["GBP 3750"],
      flags: ["non_compete"],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h26b-09-us-airport-diorama-talent-license",
    style: "h26b-transit-and-station-media-image-licences",
    format: "pdf",
    source: `
# AIRPORT ADVERTISING TALENT LICENSE
This Talent License (the "License") is made on November 20, 2026 between Northwind Luggage Co., a Delaware corporation ("Licensee"), and Daniel Okafor ("Talent").
1. Photographs. Talent posed for photographs at a session in Brooklyn, New York on November 12, 2026 (the "Photographs").
2. Grant. Talent grants Licensee the right to display the Photographs, and Talent's name and likeness as they appear in them, in airport advertising posted by Skyway Outdoor Media, Inc. (the "Media Company") at the following airports only: John F. Kennedy International Airport (Terminal 4), Los Angeles International Airport (Tom Bradley International Terminal) and Chicago O'Hare International Airport (Terminal 5). Permitted formats are backlit dioramas, digital wall screens and baggage-claim wraps. No other use is licensed, including any use on websites, social media, in print or on television.
3. Term. The Term is thirteen (13) weeks commencing on the Posting Date set out in the Insertion Order attached as Exhibit A.
4. Compensation. Licensee shall pay Talent a license fee of $15,000. Licensee also reimbursed Talent's travel to the session and a per diem of $85. If the campaign is cancelled before the Posting Date, a cancellation fee of $2,500 is payable instead of the license fee. Licensee has an option to extend the Term by a further thirteen weeks for $9,000, exercisable in writing before the Term ends.
5. Exclusivity. During the Term Talent shall not appear in any advertising for luggage, travel bags or travel accessories, except that Talent's existing endorsement of Halden Outerwear (apparel only) is excluded from this restriction.
6. Perpetual Archive Use. Licensee may keep copies of the advertising for its internal archive and awards entries. No right to use the Photographs in perpetuity is granted, and no advertising use may be made after the Term.
7. Governing law. New York.
Exhibit A – Insertion Order (extract)
Media Company: Skyway Outdoor Media, Inc. / Advertiser: Northwind Luggage Co. / Posting Date: March 1, 2027 / Flight: 13 weeks / Markets: JFK T4, LAX TBIT, ORD T5
NORTHWIND LUGGAGE CO. By: Helen Park, VP Brand Marketing, November 20, 2026
TALENT: Daniel Okafor, November 20, 2026
`,
    expected: {
      parties: ["Northwind Luggage Co.", "Daniel Okafor"],
      signed: "2026-11-20",
      start: "2027-03-01",
      end: "2027-05-30",
      perpetual: false,
      territories: ["US"],
      channels: ["out_of_home"],
      exclusive: true,
      fees: ["USD 15000"],
      flags: ["non_compete"],
      denies: ["perpetual_term"]
    }
  },
  {
    id: "h26b-10-dutch-station-poster-photo-licence",
    style: "h26b-transit-and-station-media-image-licences",
    format: "pdf",
    source: `
# LICENCE AGREEMENT – PHOTOGRAPH FOR STATION MEDIA
The undersigned:
1. Fietsfabriek Amsterdam B.V., with its registered office in Amsterdam, Chamber of Commerce no. 71234567, hereinafter "Licensee";
2. Sanne de Vries, trading as Sanne de Vries Fotografie, Utrecht, hereinafter "Photographer";
agree as follows.
Article 1 – Work. The photograph "Morning Commute, Oudegracht" (file SDV-2026-0412), showing the Licensee's Cinema Cruiser city bike, hereinafter "the Photograph".
Article 2 – Use. Licensee may use the Photograph in station media only: A0 posters, digital screens on platforms and the station domination package "Centraal Takeover", at Amsterdam Centraal, Utrecht Centraal and Rotterdam Centraal. Use on the Internet, in social media, in print media or in any other medium is not permitted.
Article 3 – Period. The licence runs from 1 March 2027 up to and including 30 April 2027. Licensee may extend it to 31 May 2027 for EUR 800 excl. VAT by notice before 1 April 2027; at signing this option has not been exercised.
Article 4 – Exclusivity. The licence is exclusive for outdoor advertising in the Netherlands. The Photographer remains free to license the Photograph for editorial use and to show it in her portfolio.
Article 5 – Fee. The licence fee is EUR 2,400 excl. VAT (21% BTW). An advance of 30% (EUR 720) is payable on signing and the balance on 1 March 2027.
Article 6 – Sublicence. Licensee may not grant sublicences. The media owner displays the Photograph on Licensee's instructions and acquires no rights.
Article 7 – Name credit. The Photographer's name appears in small type on each poster.
Article 8 – Applicable law. Dutch law applies.
Thus agreed and signed in Amsterdam on 24 November 2026.
Fietsfabriek Amsterdam B.V., P. Jansen, director          Sanne de Vries
`,
    expected: {
      parties: ["Fietsfabriek Amsterdam B.V.", "Sanne de Vries"],
      signed: "2026-11-24",
      start: "2027-03-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["NL"],
      channels: ["out_of_home"],
      exclusive: true,
      fees: ["EUR 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
