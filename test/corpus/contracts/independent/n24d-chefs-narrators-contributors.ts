// Independent author "n24d" (wave 24), one DEVELOPMENT batch written without reading the reader's rules, the other
// batches, held-out/ or NOTES.md (only Corpus.ts, lines 1-40 of ContractFlags.ts, the header and first entry of n11's
// batch for the file convention, the wave-24 checker and the names in independent/), and committed before the
// reader was run on it: chef and restaurateur collaborations with food brands, retailers and restaurant groups (a
// launch date that starts the term, a royalty per unit and a guaranteed minimum, store appearances, a competing-
// products restriction with a carve-out for the chef's own restaurants); audiobook narrator agreements (per-finished-
// hour rates, a royalty share, pick-ups not paid again, territories by the rights the publisher holds, the
// narrator's refusal of AI voice cloning, an addendum that replaces a clause); and stock footage and photo
// contributor agreements (a licence to the agency with the right to sublicense to customers, royalty percentages,
// exclusive and non-exclusive collections, releases, takedown and removal periods, portfolio use).
//
// Answer rules decided by this author: the parties are the two who are bound, named as the contract names them
// without role labels or "(the Chef)"; the signing date is the last signature or the acceptance that binds; a term
// "N months/years from X" ends the day before the anniversary of X, where X may be a launch or release date that
// only a schedule, notice or later clause gives; fees are the sums paid for the rights or services: a royalty per
// unit, a guaranteed minimum, a per-finished-hour rate, an appearance fee and a signing or exclusivity bonus each
// count once at their stated amount, while a percentage royalty (no sum), VAT or GST, expenses, deposits, studio
// costs, cancellation charges, an overtime rate owed only if incurred and an estimate of the total are not listed;
// packaging, shelf and point-of-sale material, menus and in-store displays in a store or restaurant are in_store,
// weekly circulars, cookbooks and magazines print, retail and download platforms and the parties' websites web,
// social accounts and short clips posted there social, television and radio broadcast; an agency licensed to
// sublicense to customers "in any media" grants all media (unlimited_media) and raises sublicensable; a contributor's
// or chef's promise not to deal with competing products or agencies is exclusivity with non_compete (a carve-out
// does not undo it); "the world, excluding ..." is worldwide; a perpetual assignment starts on the day it is made; a
// term that runs until notice has no end (no_end_date); an addendum that says it replaces a clause and prevails wins,
// and the agreement keeps its own signing date; a refusal of AI cloning raises no flag; a heading that names a right
// whose body denies it is read by its body; an A$ sum is AUD; a 5-year term is not long (60 months is not > 60).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n24d-chef-collaboration-licences",
  "n24d-audiobook-narrator-agreements",
  "n24d-stock-footage-contributor-agreements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n24d-01-chef-ready-meals-licence",
    style: "n24d-chef-collaboration-licences",
    format: "docx",
    source: `
# NAME AND RECIPE LICENCE AGREEMENT
THIS AGREEMENT is made on 14 January 2026
BETWEEN:
| Role | Party |
| Licensor | Tomasz Wierzbicki, of 18 Pell Street, Leeds LS2 7QT (the “Chef”) |
| Licensee | Harvest Lane Foods Limited, company number 08812345, of Unit 4, Aire Valley Park, Bradford BD4 6SG (the “Company”) |
## 1. Definitions
1> “Products” means the chilled ready meals sold under the name “Tomasz at Home” and the Company’s “Outdoor Kitchen” barbecue range bearing the Chef’s name.
1> “Launch Date” means the date on which the Products are first offered for sale in a retail store in the Territory, as recorded in the Launch Notice in Schedule 2.
1> “Territory” means the United Kingdom and the Republic of Ireland.
## 2. Grant
1> The Chef grants the Company the exclusive right in the Territory to use the Chef’s name, signature and likeness and the recipes listed in Schedule 1 on the Products, their packaging and point-of-sale and in-store materials, on the Company’s website and on the Company’s social media accounts.
1> The Company shall not sub-license any right under this Agreement and may not assign this Agreement without the Chef’s prior written consent.
## 3. Term
1> This Agreement runs for thirty-six (36) months from the Launch Date.
## 4. Competing Products
1> During the Term the Chef shall not endorse, license his name to or develop recipes for any chilled ready meal sold in retail in the Territory other than the Products.
1> Nothing in this clause restricts the Chef’s own restaurants (Pell Street Kitchen and Wierzbicki’s, Leeds) from selling food, including takeaway meals, to their customers.
## 5. Television and Cinema Advertising
1> No right is granted to use the Chef’s name or likeness in television or cinema advertising. Any such use requires a separate agreement and a separate fee.
## 6. Royalties
1> The Company shall pay the Chef a royalty of £0.18 per unit of Products sold, with a guaranteed minimum royalty of £60,000 for the Term, payable £20,000 on each anniversary of the Launch Date and set against royalties earned.
1> All sums are exclusive of VAT, which the Company shall pay in addition at the prevailing rate.
1> The Company shall reimburse the Chef’s reasonable travel expenses for store appearances, capped at £1,200 a year.
## 7. Appearances
1> The Chef shall make up to four (4) store appearances a year at the Company’s retail partners’ stores, on dates agreed in good faith, at no additional fee.
## Schedule 1 – Recipes
Beef cheek bigos; pierogi ruskie; smoked kielbasa with braised red cabbage; dill and potato salad.
## Schedule 2 – Launch Notice
The parties record that the Products were first offered for sale in a retail store in the Territory on 2 March 2026, which is the Launch Date.
Signed by Tomasz Wierzbicki
Signed for and on behalf of Harvest Lane Foods Limited by Rachel Ormerod, Commercial Director
`,
    expected: {
      parties: ["Tomasz Wierzbicki", "Harvest Lane Foods Limited"],
      signed: "2026-01-14",
      start: "2026-03-02",
      end: "2029-03-01",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["in_store", "web", "social"],
      exclusive: true,
      fees: ["GBP 0.18", "GBP 60000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n24d-02-chef-grocery-collaboration-schedule",
    style: "n24d-chef-collaboration-licences",
    format: "pdf",
    source: `
# CHEF COLLABORATION AGREEMENT
This Chef Collaboration Agreement (the “Agreement”) is entered into by Greenfield Markets, Inc., a Delaware corporation (“Retailer”), and Marisol Ybarra (“Chef”). The dates on which it is signed, begins and ends are those set out in Schedule A.
1> License. Chef grants Retailer a license to use Chef’s name, approved photographs and signature on the packaging of the “Ybarra Table” line of salsas and sauces, including the “Billboard Burger Sauce” product, on shelf tags and in-store displays in Retailer’s stores, in Retailer’s printed weekly circular, and on greenfieldmarkets.com.
1> Territory. The license applies in the United States only.
1> Exclusivity. Chef’s name will appear on no other grocery retailer’s private-label products during the Term. This Section does not restrict Chef’s own restaurants, Ybarra Cocina (Austin and San Antonio), from selling Chef’s sauces to their guests, nor Chef’s cookbooks.
1> Social Media. Retailer may not post on social media using Chef’s name or likeness; Chef will post on her own accounts at her discretion.
1> Compensation. Retailer shall pay Chef (a) a royalty of $0.25 per unit sold, (b) a guaranteed minimum of $75,000 per Contract Year, and (c) an appearance fee of $3,000 for each of the four (4) store appearances in Schedule A. Retailer shall also reimburse pre-approved travel expenses. If Retailer cancels an appearance less than seven (7) days before its date, Retailer shall pay a cancellation fee of $1,500.
1> No Assignment. Neither party may assign this Agreement without the other’s written consent.
## Schedule A – Key Dates
| Item | Date |
| Date of signature (both parties) | April 22, 2026 |
| Effective Date and first day of the Term | June 1, 2026 |
| Store appearances | June 6, June 20, September 12 and November 21, 2026 |
| Last day of the Term | May 31, 2028 |
GREENFIELD MARKETS, INC. By: Dwayne Hollister, SVP Merchandising
CHEF: Marisol Ybarra
`,
    expected: {
      parties: ["Greenfield Markets, Inc.", "Marisol Ybarra"],
      signed: "2026-04-22",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "print", "web"],
      exclusive: true,
      fees: ["USD 0.25", "USD 75000", "USD 3000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24d-03-guest-chef-menu-letter",
    style: "n24d-chef-collaboration-licences",
    format: "scan",
    source: `
# COPPER & QUINCE RESTAURANTS LTD
41 Hope Street, Liverpool L1 9BQ
3 March 2026
Dear Chef,
Guest menu collaboration – Spring/Summer 2026
Further to our conversations, this letter sets out the terms on which your guest menu will run at our six Copper & Quince restaurants in England.
Period: from 1 April 2026 to 30 September 2026 inclusive.
Use of your name: you permit us to print your name, signature and portrait on the guest menus, table cards and window displays in our restaurants, and to feature the collaboration on our Instagram and Facebook pages during the Period. We will not use your name in press, radio or poster advertising.
Fees: a collaboration fee of £12,000, payable half on signature and half on 1 July 2026, plus a royalty of £2 for each guest-menu dish sold. We also hold the £500 deposit you paid for the chef’s table launch dinner, which we will refund after the dinner.
Appearances: you will cook at the launch dinner and at one service in each restaurant during the Period.
Please sign below to confirm your agreement.
Yours sincerely,
Hamish Carrow, Managing Director, for Copper & Quince Restaurants Ltd
Accepted and agreed: Aiyana Brooks-Hale, 6 March 2026
`,
    expected: {
      parties: ["Copper & Quince Restaurants Ltd", "Aiyana Brooks-Hale"],
      signed: "2026-03-06",
      start: "2026-04-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "social"],
      exclusive: null,
      fees: ["GBP 12000", "GBP 2"],
      flags: []
    }
  },
  {
    id: "n24d-04-narrator-agreement-us-publisher",
    style: "n24d-audiobook-narrator-agreements",
    format: "docx",
    source: `
# AUDIOBOOK NARRATION AGREEMENT
This Audiobook Narration Agreement is made as of July 8, 2026 between Lanternfish Audio LLC, 220 West 19th Street, New York, NY 10011 (“Publisher”) and Delphine Okoro-Marsh (“Narrator”), for the unabridged audiobook of the novel The Salt Orchard by Ines Calloway (the “Audiobook”).
## 1. Services
1> Narrator shall record the Audiobook at Publisher’s designated studio between July 20 and August 7, 2026. Pick-up sessions and corrections requested by Publisher within ninety (90) days after delivery of the final edited files shall be performed at no additional charge.
## 2. Compensation
1> Publisher shall pay Narrator $325 per finished hour (“PFH”) of the Audiobook as delivered, plus a royalty share of five percent (5%) of Publisher’s net receipts from sales of the Audiobook. The Audiobook is estimated at 11.5 finished hours (approximately $3,737.50); the estimate is not a guaranteed sum.
1> Studio, engineer and proofing costs are borne by Publisher and are not payable to Narrator.
## 3. Rights Granted
1> Narrator grants Publisher the right to reproduce and distribute the Audiobook, embodying Narrator’s voice and name, through online retail platforms and library lending apps (including Audible, Apple Books, Spotify and Libby), and on Publisher’s website.
1> The term of this grant is seven (7) years from the Release Date. “Release Date” means the date on which the Audiobook is first made available on any retail platform, as stated in Publisher’s release notice below.
## 4. Territory
1> The Territory is every country in which Publisher holds audio rights in the work, being the United States, its territories and possessions, Canada and the Philippines.
## 5. Promotional Use
1> Publisher may use excerpts of the Audiobook of up to five (5) minutes in promotional clips and trailers posted on Publisher’s social media channels. Publisher shall not use Narrator’s voice in radio or television advertising.
## 6. Artificial Intelligence
1> Publisher shall not use Narrator’s voice, or any recording made under this Agreement, to create, train or improve any synthetic voice or voice clone, and Narrator expressly refuses consent to any such use.
## 7. General
1> Narrator’s services are not exclusive; Narrator may narrate for any other publisher. Publisher may not assign this Agreement to any third party without Narrator’s written consent.
Release notice: Publisher confirms that the Audiobook was first made available on Audible and Apple Books on October 6, 2026, which is the Release Date.
LANTERNFISH AUDIO LLC – By: Grace Whitlow, Director of Audio Production – July 8, 2026
NARRATOR – Delphine Okoro-Marsh – July 8, 2026
`,
    expected: {
      parties: ["Lanternfish Audio LLC", "Delphine Okoro-Marsh"],
      signed: "2026-07-08",
      start: "2026-10-06",
      end: "2033-10-05",
      perpetual: false,
      territories: ["US", "CA", "PH"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 325"],
      flags: ["long_term"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24d-05-narrator-buyout-email",
    style: "n24d-audiobook-narrator-agreements",
    format: "text",
    source: `
# Booking confirmation – The Harrowgate Letters (unabridged)
From: Bethan Morrow <bethan@thornburysound.co.uk>
To: Callum Rees-Whitfield
Date: 12 May 2026
Hi Callum – confirming the booking as discussed. Your reply to this email is our agreement.
Producer: Thornbury Sound Ltd, 7 Wharf Row, Cardiff CF10 5AL.
Title: The Harrowgate Letters by M. J. Averill (approx. 9 finished hours).
Sessions: 1–5 June 2026, Studio B, Cardiff. Pick-ups and corrections: included, no further fee.
Rate: £275 per finished hour, flat – no royalty. Studio hire (£90/hr) is ours, not yours.
Rights: you assign to Thornbury all rights in the recording, outright and in perpetuity, for distribution on audiobook retail and subscription platforms and for promotional clips on social media. English-language rights only; territory is the world excluding the USA and Canada (the US publisher holds those).
AI: we will not use your voice to create a synthetic or cloned voice, and will not license it to anyone who would.
Credit: “Read by Callum Rees-Whitfield” on the platform listing.
Best, Bethan
---
From: Callum Rees-Whitfield
Date: 13 May 2026
Happy to confirm all of the above. Callum
`,
    expected: {
      parties: ["Thornbury Sound Ltd", "Callum Rees-Whitfield"],
      signed: "2026-05-13",
      start: "2026-05-13",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 275"],
      flags: ["perpetual_term", "buyout"]
    }
  },
  {
    id: "n24d-06-narration-agreement-with-addendum",
    style: "n24d-audiobook-narrator-agreements",
    format: "pdf",
    source: `
# NARRATION AGREEMENT
Dated 2 September 2026
Parties: Northwind Spoken Word Inc., Toronto, Ontario (the Producer); and Élodie Tremblay-Sharpe (the Narrator).
1> Work. The Narrator will narrate the audiobook of Field Notes from the Tundra (the Audiobook) in September 2026. Corrections and pick-ups within 60 days of delivery are included in the fee.
1> Fee. The Producer will pay the Narrator CAD 300 per finished hour. HST is payable on top and is not part of the fee.
1> Rights. The Narrator licenses to the Producer the recording and the Narrator’s name and voice as embodied in it, for sale on audiobook retail platforms and for promotional trailers on the Producer’s social channels.
1> Territory. Canada.
1> Term. Five (5) years from the Release Date, meaning the date on which the Audiobook is first released for sale.
1> Exclusivity. None. The Narrator may record for any other producer.
1> Cloning. The Producer will not create or permit any AI replica of the Narrator’s voice.
## ADDENDUM No. 1
Dated 20 October 2026, between the same parties.
A. Clause 4 (Territory) is deleted and replaced by: “Territory. Canada and the United States of America, the Producer having acquired United States audio rights.” This Addendum prevails over the Agreement wherever they conflict.
B. The Narrator shall receive, in addition to the per-finished-hour fee, a royalty of 4% of the Producer’s net receipts from the United States.
C. The Release Date is 10 November 2026.
For the Producer: Kenji Armitage, President
The Narrator: Élodie Tremblay-Sharpe
`,
    expected: {
      parties: ["Northwind Spoken Word Inc.", "Élodie Tremblay-Sharpe"],
      signed: "2026-09-02",
      start: "2026-11-10",
      end: "2031-11-09",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["CAD 300"],
      flags: []
    }
  },
  {
    id: "n24d-07-stock-footage-nonexclusive-contributor",
    style: "n24d-stock-footage-contributor-agreements",
    format: "pdf",
    source: `
# CONTRIBUTOR AGREEMENT – NON-EXCLUSIVE COLLECTION
This Contributor Agreement (“Agreement”) is effective March 1, 2026 (the “Effective Date”) between Reelstock Media, Inc., 1450 Market Street, San Francisco, CA 94103 (“Reelstock”) and Jonah Feldmann-Reyes (“Contributor”).
1> License to Reelstock. Contributor grants Reelstock a non-exclusive, worldwide license to reproduce, display, market and distribute the video clips Contributor uploads and Reelstock accepts (the “Content”), and to sublicense the Content to Reelstock’s customers for use in any media now known or later devised.
1> Contributor’s Portfolio. Contributor may show the Content on Contributor’s own portfolio website and may license it through other agencies.
1> Royalties. For each license of Content sold, Reelstock shall pay Contributor 35% of the net license fee received, and in any event not less than $5.00 per clip licensed. Royalties are paid monthly once the balance reaches $50; a balance below $50 carries forward and is not a separate payment.
1> Releases. Contributor shall hold a signed model release for every identifiable person and a property release for every identifiable private property or artwork in the Content, and shall provide copies on request.
1> Takedown. Contributor may remove any clip on thirty (30) days’ written notice. Licenses sold to customers before removal survive.
1> Term. The initial term is three (3) years from the Effective Date and renews automatically for successive one-year periods unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.
1> Cinema Verité Collection. Clips that Reelstock selects for its curated “Cinema Verité” collection are subject to the same terms; the name of the collection is a style label and does not limit the media in which customers may use the clips.
Agreed by Reelstock Media, Inc. – Alana Petrosyan, VP Content, February 24, 2026
Agreed by Contributor – Jonah Feldmann-Reyes, February 26, 2026
`,
    expected: {
      parties: ["Reelstock Media, Inc.", "Jonah Feldmann-Reyes"],
      signed: "2026-02-26",
      start: "2026-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 5"],
      flags: ["unlimited_media", "sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "n24d-08-exclusive-collection-uk-agency",
    style: "n24d-stock-footage-contributor-agreements",
    format: "text",
    source: `
# NORTHLIGHT FOOTAGE – EXCLUSIVE COLLECTION CONTRIBUTOR TERMS
Agency: Northlight Footage Ltd, 22 Leonard Street, London EC2A 4LT (“Northlight”)
Contributor: Saoirse Lennon-Maguire (“you”)
Date: 20 April 2026
1. Collection. The footage you submit and we accept for the Northlight Premier collection (the “Clips”) is exclusive to Northlight.
2. Licence. You grant Northlight an exclusive licence throughout the world to market the Clips and to sub-license them to Northlight’s customers for use in any media.
3. Exclusivity. You shall not license, sell or submit the Clips, or any clip from the same shoot that is substantially similar, to any other stock agency or marketplace during the Term. You may, however, show the Clips on your own portfolio website and personal social media accounts, without offering them for licence.
4. Royalties. Northlight pays you 45% of the net licence fee of each Clip licensed, and an exclusivity bonus of £2,000 on signature of these terms. Prices shown to customers include VAT where applicable; VAT is deducted before your share is calculated.
5. Releases. You warrant that you hold model releases and property releases for everything in the Clips that needs one.
6. Term. These terms run for two (2) years from 1 May 2026.
7. Removal. At the end of the Term, Northlight will remove the Clips from sale within a removal period of 90 days; licences sold before removal continue.
8. Assignment. Northlight may not assign these terms without your consent.
Signed for Northlight Footage Ltd: Priya Holloway, Head of Content, 20 April 2026
Signed: Saoirse Lennon-Maguire, 20 April 2026
`,
    expected: {
      parties: ["Northlight Footage Ltd", "Saoirse Lennon-Maguire"],
      signed: "2026-04-20",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 2000"],
      flags: ["worldwide_exclusivity", "unlimited_media", "sublicensable", "non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n24d-09-photo-agency-contributor-schedule",
    style: "n24d-stock-footage-contributor-agreements",
    format: "docx",
    source: `
# PHOTOGRAPHER CONTRIBUTOR AGREEMENT
The parties are set out in the Schedule. The Contributor appoints the Agency to licence the Contributor’s accepted images on the terms below.
## 1. Appointment and licence
1> The Contributor grants the Agency a licence to store, display, market and sub-license the accepted images (the “Images”) to the Agency’s customers for use in all media, throughout the world.
## 2. Exclusivity
1> This agreement is non-exclusive. The Contributor may license the Images through any other agency and on the Contributor’s own portfolio website.
## 3. Royalties
1> The Agency pays the Contributor 40% of the net licence fee received for each Image licensed, and a one-off signing payment of A$500. Amounts are exclusive of GST, which the Agency adds where the Contributor is registered. The Contributor’s A$150 account deposit for the Agency’s print-proofing service is refundable and is not a payment to the Contributor.
## 4. Releases
1> The Contributor must hold a model release for every recognisable person and a property release for any recognisable building, artwork or private property, and must not upload an Image without one.
## 5. Removal
1> The Contributor may withdraw any Image on 45 days’ notice. Existing customer licences continue.
## 6. Duration
1> This agreement commences on the Commencement Date and continues until terminated by either party on sixty (60) days’ written notice.
## Schedule
| Item | Details |
| Agency | Wattle & Gum Images Pty Ltd, ABN 51 624 118 907, Level 3, 88 George Street, Sydney NSW 2000 |
| Contributor | Renata Kowalczyk, Fremantle WA 6160 |
| Date of agreement | 9 February 2026 |
| Commencement Date | 16 February 2026 |
Signed for Wattle & Gum Images Pty Ltd by Lachlan Birch, Director
Signed by Renata Kowalczyk
`,
    expected: {
      parties: ["Wattle & Gum Images Pty Ltd", "Renata Kowalczyk"],
      signed: "2026-02-09",
      start: "2026-02-16",
      end: null,
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["AUD 500"],
      flags: ["unlimited_media", "sublicensable", "no_end_date"]
    }
  },
  {
    id: "n24d-10-chef-range-heads-of-agreement",
    style: "n24d-chef-collaboration-licences",
    format: "scan",
    source: `
# HEADS OF AGREEMENT – CHEF RANGE
Saltbush Provisions Pty Ltd (ACN 612 334 908), Melbourne VIC (“Saltbush”) and Rhys Kanellopoulos (“Chef”) agree these heads, which are binding until replaced by a long-form agreement.
1. Range: the “Rhys at the Grill” range of marinades and rubs bearing the Chef’s name, signature and photograph on pack and on shelf wobblers and in-store displays. The range will be sold at Coastline Outdoor & Camping stores and other stockists.
2. Launch: the first day the range is on shelf in any store, being 1 August 2026.
3. Term: three (3) years from Launch.
4. Territory: Australia and New Zealand.
5. Exclusivity: non-exclusive. The Chef may lend his name to other food products and brands, including other marinades.
6. Money: royalty of A$0.22 per unit sold; guaranteed minimum A$30,000 over the Term. All amounts plus GST.
7. Appearances: two in-store demonstrations a year, reasonable travel costs reimbursed at cost.
8. Saltbush may not assign or sub-license these rights.
Signed for Saltbush Provisions Pty Ltd: Mia Doukas, Managing Director, 18 May 2026
Signed: Rhys Kanellopoulos, 19 May 2026
`,
    expected: {
      parties: ["Saltbush Provisions Pty Ltd", "Rhys Kanellopoulos"],
      signed: "2026-05-19",
      start: "2026-08-01",
      end: "2029-07-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["in_store"],
      exclusive: false,
      fees: ["AUD 0.22", "AUD 30000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  }
]
