// Independent author "n17a" (wave 17), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, evaluate.ts, Review.ts, ContractFlags.ts, Doubts.ts, the top of NOTES.md, and the header
// and first entry of n11's batch for the file convention), and committed before the reader was run on it:
// merchandising and character licences with advances, royalties, minimum guarantees and approval rights (a UK
// character licence in clauses, a US player name-and-likeness apparel licence, a South African licence in Rand with
// VAT, a New Zealand licence whose advance is waived); influencer "whitelisting" / paid-usage authorisations filled
// in on an agency's or platform's form (boxes ticked and unticked, a custom duration, fees in two currencies, a fee
// waived for product); and ambassador and franchise renewals that change some terms of an earlier agreement by
// reference ("all other terms of the 2024 Agreement continue"), with the earlier terms recited. A DEVELOPMENT batch:
// its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound (an agency acting for a brand, an agent
// and a manufacturer approved by the licensee are not); the signing date is the date of the last signature; a
// merchandising licence's fee is its advance (a fixed sum paid whatever is sold): a royalty rate, a guaranteed
// minimum royalty (a floor the royalties are topped up to), VAT and a sell-off period are not fees, and a waived
// advance or a fee paid in product or "in kind" is no fee (no_fee_stated); goods and packaging sold in shops are
// in_store, and so are point-of-sale material, menus and posters inside a shop or restaurant; an online shop or
// marketplace and a brand's product pages are web, printed catalogues, newspapers and magazines print, paid and
// organic posts on Instagram, Facebook, TikTok, X and YouTube social, programmatic display banners web, billboards and
// gym-front signage out_of_home; a licensee allowed to sub-license part of its rights (manufacture to makers the
// licensor approves) is sublicensable, and "may not assign (or cede) without consent" denies assignable; a form's
// ticked box grants, an unticked box does not, and an unticked exclusivity box means the grant is not exclusive; a
// renewal's answers describe the renewal term it grants (its own start and end, not the first agreement's) with every
// term of the earlier agreement that the document recites and does not change, and the new value where it changes
// one; an automatic renewal stated in the text is automatic_renewal though the answers give the initial term's end; a
// licence the licensor promises not to grant to anyone else in the territory ("sole and exclusive") is exclusive; a
// talent's promise not to endorse a category's competitors is an exclusivity with non_compete; an annual fee is given
// once, as the annual amount.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n17a-merchandise-royalty-licences",
  "n17a-whitelisting-authorisation-forms",
  "n17a-renewals-by-reference"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n17a-01-uk-character-plush-licence",
    style: "n17a-merchandise-royalty-licences",
    format: "docx",
    source: `
# CHARACTER MERCHANDISING LICENCE
THIS LICENCE is made on 16 February 2026
BETWEEN Bramblewood Studios Limited, a company registered in England and Wales (no. 09874412), whose registered office is at 14 Quayside Lane, Bristol BS1 4RW (the "Licensor"); and
Kettle & Cone Toys Limited, a company registered in England and Wales (no. 11203387), of Unit 6, Mill Road Trading Estate, Leicester LE3 2BQ (the "Licensee").
## Background
The Licensor owns the copyright in the animated character "Pip the Puffin", its name, voice and likeness (the "Character"), and has agreed to license the Licensee to make and sell the Licensed Products on the terms below.
## 1. Definitions
1> "Licensed Products" means soft plush toys, plush key-rings and plush puppets depicting the Character, in the designs approved under clause 6.
1> "Territory" means the United Kingdom and the Republic of Ireland.
1> "Net Sales" means the Licensee's invoiced price of Licensed Products less VAT, returns and trade discounts not exceeding 10%.
## 2. Grant
1> The Licensor grants the Licensee an exclusive licence in the Territory to manufacture, distribute and sell the Licensed Products, and to use the Character on their packaging, swing tags and point-of-sale displays in retail stores.
1> The Licensee may also sell the Licensed Products through its own website and through online marketplaces delivering to the Territory, and may depict them in its printed trade and consumer catalogues.
1> No right is granted to use the Character in television, cinema or outdoor advertising, or in any advertising on social media, each of which is reserved to the Licensor.
## 3. Term
1> This Licence starts on 1 April 2026 and, unless terminated earlier, ends on 31 March 2029.
1> After the end of the Term the Licensee may sell off stock manufactured before the end for 90 days, on the same royalty terms. The sell-off period is not an extension of the Term.
## 4. Payments
1> Advance. On signature the Licensee shall pay the Licensor a non-returnable advance of £15,000 (fifteen thousand pounds), recoupable against royalties.
1> Royalty. The Licensee shall pay a royalty of 8% of Net Sales, quarterly within 30 days of each quarter end.
1> Guaranteed Minimum Royalty. If the royalties paid for the Term (including the advance) are less than £45,000, the Licensee shall pay the shortfall within 30 days of the end of the Term.
1> All sums are exclusive of VAT, which shall be added at the prevailing rate.
## 5. Exclusivity
The Licensor shall not grant any other person a licence to make or sell plush products depicting the Character in the Territory during the Term.
## 6. Approvals
1> Every design, prototype, pre-production sample and item of packaging must be approved in writing by the Licensor before manufacture. Approval may be withheld at the Licensor's discretion.
1> The Licensor may inspect production samples on reasonable notice.
## 7. Sub-licensing and assignment
1> The Licensee shall not sub-license any of its rights under this Licence, and shall not appoint any manufacturer other than the factory named in Schedule 2 without the Licensor's prior written consent.
1> This Licence is personal to the Licensee, who may not assign or transfer it.
## 8. Termination
The Licensor may terminate this Licence by notice if the Licensee fails to pay any sum within 14 days of its due date or becomes insolvent.
Signed for Bramblewood Studios Limited: Harriet Vale, Director, 16 February 2026
Signed for Kettle & Cone Toys Limited: Daniel Oyelaran, Managing Director, 16 February 2026
`,
    expected: {
      parties: ["Bramblewood Studios Limited", "Kettle & Cone Toys Limited"],
      signed: "2026-02-16",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["in_store", "web", "print"],
      exclusive: true,
      fees: ["GBP 15000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n17a-02-us-player-apparel-nil-licence",
    style: "n17a-merchandise-royalty-licences",
    format: "pdf",
    source: `
# NAME, IMAGE AND LIKENESS LICENSE AGREEMENT (APPAREL)
This Name, Image and Likeness License Agreement (the "Agreement") is entered into as of May 4, 2026 (the "Effective Date") by and between Dana Okafor, an individual residing in Columbus, Ohio ("Player"), and Fieldhouse Apparel, Inc., a Delaware corporation with offices at 220 West Lake Street, Chicago, Illinois 60606 ("Licensee").
## 1. License
1> Player hereby grants to Licensee a non-exclusive license to use Player's name, nickname "Dash", signature, image and likeness (the "Player Identity") on t-shirts, hoodies and caps (the "Products") and on their hang tags and packaging.
1> Licensee may sell the Products at retail stores and through e-commerce (its own site and third-party marketplaces), and may promote the Products on Licensee's Instagram, TikTok and X accounts.
1> Nothing in this Agreement restricts Player from licensing the Player Identity to any other person, including other apparel companies.
## 2. Territory and Term
1> Territory: the United States of America and Canada.
1> Term: from June 1, 2026 through May 31, 2028, unless terminated earlier under Section 8.
## 3. Compensation
1> Advance: Licensee shall pay Player a recoupable advance of $25,000, payable within ten (10) days of the Effective Date.
1> Royalty: ten percent (10%) of Net Sales of the Products, reported and paid within 45 days after each calendar quarter.
1> Guaranteed Minimum Royalty: $60,000 for the Term, less the advance and royalties paid. Any shortfall is due within 30 days after the Term ends.
## 4. Approvals
Player shall have the right to approve all uses of the Player Identity, including designs, photographs and copy. Player's failure to respond within ten (10) business days shall be deemed approval.
## 5. Manufacturing
Licensee may sublicense the manufacture of the Products to third-party manufacturers approved in advance by Player, provided Licensee remains responsible for their compliance. Licensee may not otherwise sublicense any right granted here.
## 6. Conduct
If Player is charged with a felony or engages in conduct that brings Player into public disrepute or ridicule and materially harms the value of the Products, Licensee may terminate this Agreement on written notice, and no further Guaranteed Minimum Royalty shall be owed.
## 7. Assignment
Neither party may assign this Agreement without the other party's prior written consent.
## 8. Termination
Either party may terminate on 30 days' written notice of a material breach that remains uncured.
IN WITNESS WHEREOF, the parties have signed this Agreement.
PLAYER: Dana Okafor  Date: May 4, 2026
FIELDHOUSE APPAREL, INC.: By: Marcus Bell, Chief Executive Officer  Date: May 4, 2026
`,
    expected: {
      parties: ["Dana Okafor", "Fieldhouse Apparel, Inc."],
      signed: "2026-05-04",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["in_store", "web", "social"],
      exclusive: false,
      fees: ["USD 25000"],
      flags: ["sublicensable", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "n17a-03-za-musician-apparel-licence",
    style: "n17a-merchandise-royalty-licences",
    format: "scan",
    source: `
# MERCHANDISE LICENCE AGREEMENT
entered into between
THANDEKA MOKOENA (Identity No. withheld), a musician residing in Johannesburg (hereinafter "the Artist")
and
UBUNTU THREADS (PTY) LTD, Registration No. 2019/443871/07, a private company duly incorporated in the Republic of South Africa (hereinafter "the Licensee")
## 1. INTERPRETATION
1> The headings are for convenience only. Words importing the singular include the plural.
1> "the Territory" means the Republic of South Africa, the Republic of Namibia and the Republic of Botswana.
## 2. APPOINTMENT
1> The Artist hereby appoints the Licensee as the sole and exclusive licensee in the Territory to manufacture and sell apparel bearing the Artist's name, stage logo and approved photographs ("the Products"), and the Licensee accepts the appointment.
1> The Products may be sold at retail outlets, at the Artist's live performances and through the Licensee's online store.
1> The Artist retains all rights in recordings, publishing and broadcast, and no right to use the Artist's image in television or radio advertising is granted.
## 3. DURATION
1> This agreement shall commence on 1 April 2026 and endure for an initial period of 36 (thirty-six) months, ending on 31 March 2029.
1> Thereafter it shall renew automatically for successive periods of 12 (twelve) months each, unless either party gives the other written notice of termination not less than 90 (ninety) days before the end of the then current period.
## 4. CONSIDERATION
1> The Licensee shall pay the Artist a non-refundable advance against royalties of R120 000,00 (one hundred and twenty thousand Rand), excluding VAT, within 7 (seven) days of signature.
1> The Licensee shall pay a royalty of 12% (twelve percent) of the net selling price of every Product sold, monthly in arrears.
1> VAT at 15% shall be added to all amounts invoiced by the Artist, if the Artist is a registered VAT vendor.
## 5. QUALITY AND APPROVAL
No Product shall be manufactured until a sample has been approved in writing by the Artist, whose approval shall not be unreasonably withheld.
## 6. CESSION
Neither party shall cede or assign any of its rights or delegate any of its obligations under this agreement without the prior written consent of the other.
## 7. DOMICILIUM
The parties choose domicilium citandi et executandi at the addresses in the schedule.
SIGNED at JOHANNESBURG on this 12th day of March 2026
THE ARTIST: T. Mokoena, witnesses: 1. L. Sithole 2. P. Naidoo
SIGNED at DURBAN on this 12th day of March 2026
for UBUNTU THREADS (PTY) LTD: R. Govender, Director, who warrants that he is duly authorised
`,
    expected: {
      parties: ["Thandeka Mokoena", "Ubuntu Threads (Pty) Ltd"],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["ZA", "NA", "BW"],
      channels: ["in_store", "web"],
      exclusive: true,
      fees: ["ZAR 120000"],
      flags: ["automatic_renewal"],
      denies: ["assignable"]
    }
  },
  {
    id: "n17a-04-nz-illustrator-homewares-licence",
    style: "n17a-merchandise-royalty-licences",
    format: "text",
    source: `
# LICENCE TO USE ARTWORK ON HOMEWARES
Date: 20 June 2026
Parties
Aroha Ngata, illustrator, of Rotorua ("Artist")
Tūī Homewares Limited (company number 7712045), Auckland ("Tūī")
Background
A. The Artist created the series of illustrations titled "Ngā Manu o te Ngahere" (the "Artwork").
B. Tūī wants to print the Artwork on tea towels, mugs and cushion covers (the "Products").
Agreed terms
1. Licence: The Artist grants Tūī a non-exclusive licence to reproduce the Artwork on the Products and their packaging, and to sell the Products in shops and on tuihomewares.co.nz.
2. Not exclusive: The Artist may license the Artwork to anyone else, for any product, in any country.
3. Territory: New Zealand and Australia.
4. Term: The licence begins on 1 July 2026 and ends on 30 June 2027.
5. Payment: Tūī will pay a royalty of 7% of the wholesale price of each Product sold, each quarter. The advance of NZD 2,500 usually payable under Tūī's standard terms is waived for this licence, and no other fee is payable.
6. Approval: Tūī will send the Artist a proof of each Product. Tūī must not alter the Artwork except to resize it, and must credit the Artist on each label.
7. Copyright: Copyright in the Artwork stays with the Artist. The Artist does not waive the Artist's moral rights, including the right to be identified as the author.
8. Ending early: Either party may end this licence by 30 days' notice if the other breaches it and does not fix the breach in that time.
Signed: Aroha Ngata, 20 June 2026
Signed for Tūī Homewares Limited: Kiri Walters, Director, 20 June 2026
`,
    expected: {
      parties: ["Aroha Ngata", "Tūī Homewares Limited"],
      signed: "2026-06-20",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["NZ", "AU"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "n17a-05-agency-whitelisting-authorisation",
    style: "n17a-whitelisting-authorisation-forms",
    format: "docx",
    source: `
# PAID USAGE & WHITELISTING AUTHORIZATION FORM
Loud Lantern Media LLC, as agent for the Brand named below, is not a party to this authorization and has no obligations under it.
## Section A - Parties
| Creator (legal name) | Jordan Reyes |
| Creator handle(s) | @jordanrunsfar (Instagram, TikTok) |
| Brand | Peak Trail Nutrition LLC |
| Campaign | "Fuel the Long Run" Spring 2026 |
## Section B - Access and placements (tick all that apply)
| [x] | Meta whitelisting: Brand may run ads from Creator's Instagram and Facebook handle via Business Manager |
| [x] | TikTok Spark Ads: Creator will supply an authorization code for the campaign posts |
| [ ] | YouTube / Google Ads |
| [ ] | Brand website and landing pages |
| [ ] | Connected TV / broadcast |
| [ ] | Out-of-home (billboards, transit) |
## Section C - Usage period
| Start | April 1, 2026 |
| End | June 29, 2026 (90 days). All ads using Creator's handle or content must be paused by this date. |
| [ ] | Perpetual organic reposting on Brand channels |
## Section D - Territory
| [x] | United States |
| [ ] | Canada |
| [ ] | Worldwide |
## Section E - Exclusivity
| [ ] | Category exclusivity (sports nutrition) during the usage period - NOT SELECTED. Creator remains free to work with other brands. |
## Section F - Fees
| Paid usage / whitelisting fee | $3,500.00, payable net 30 from invoice |
| Ad spend | Paid by Brand directly to the platforms; not payable to Creator |
| Content creation fee | Paid separately under the Statement of Work of March 2, 2026 (not part of this authorization) |
## Section G - Conditions
1> Brand may crop and caption Creator's content but may not alter Creator's words, voice or likeness.
1> Brand will not run ads in the Creator's name on topics other than the campaign.
1> Creator may revoke access for material breach on 48 hours' written notice.
## Signatures
| Creator | Jordan Reyes | March 26, 2026 |
| Brand | Peak Trail Nutrition LLC, by Alana Cho, Marketing Director | March 27, 2026 |
`,
    expected: {
      parties: ["Jordan Reyes", "Peak Trail Nutrition LLC"],
      signed: "2026-03-27",
      start: "2026-04-01",
      end: "2026-06-29",
      perpetual: false,
      territories: ["US"],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 3500"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n17a-06-partnership-ads-authorisation-two-currencies",
    style: "n17a-whitelisting-authorisation-forms",
    format: "pdf",
    source: `
# CREATOR AUTHORISATION - PARTNERSHIP ADS AND PRODUCT PAGE USE
Reference: LL-PA-2026-041
This authorisation is given by the creator named in Part 1 to the brand named in Part 1. It is governed by the Creator Terms v3.2 attached, which form part of it.
## Part 1 - Who
| Creator | Mei-Lin Chou (@meilinmakeup) |
| Brand | Lumen & Lace Cosmetics Ltd, 40 Hanover Street, London W1S 1DD |
## Part 2 - What the Brand may do
| Partnership ads on Instagram and Facebook from the Creator's account | [x] Yes  [ ] No |
| Boost existing posts without edits | [x] Yes  [ ] No |
| Create new ads from Creator's raw footage | [ ] Yes  [x] No |
| Show Creator's reviews and photos on Brand's e-commerce product pages | [x] Yes  [ ] No |
| Use in print, in-store displays or outdoor | [ ] Yes  [x] No |
| Use on television | [ ] Yes  [x] No |
## Part 3 - Where and how long
| Markets | United Kingdom, Ireland, France, Germany |
| Duration | [ ] 30 days  [ ] 60 days  [ ] 90 days  [x] Custom: six months from 1 May 2026, ending 31 October 2026 |
## Part 4 - Exclusivity
| [x] | During the Duration, the Creator will not publish paid or gifted content for any other cosmetics or skincare brand. |
## Part 5 - Fees
| United Kingdom and Ireland | £2,000 |
| France and Germany | €1,500 |
| Invoicing | Each fee invoiced on 1 May 2026, payable within 30 days |
## Part 6 - Revocation
This authorisation is not irrevocable. The Creator may withdraw it on 14 days' written notice, in which case the fees are reduced pro rata to the days elapsed.
## Part 7 - Brand's duties
1> The Brand will run the partnership ads only from its own ad account.
1> The Brand will remove all partnership ads by the end of the Duration.
## Signed
| For the Creator | Mei-Lin Chou | 22 April 2026 |
| For the Brand | Sophie Marchetti, Head of Influencer Marketing | 22 April 2026 |
`,
    expected: {
      parties: ["Mei-Lin Chou", "Lumen & Lace Cosmetics Ltd"],
      signed: "2026-04-22",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["GB", "IE", "FR", "DE"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["GBP 2000", "EUR 1500"],
      flags: ["non_compete"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n17a-07-handfilled-paid-media-request-product-fee",
    style: "n17a-whitelisting-authorisation-forms",
    format: "scan",
    source: `
# PAID MEDIA USAGE REQUEST / CREATOR SIGN-OFF
Northbeam Outdoor Co. - Creator Partnerships (form CP-7, rev. 01/2026)
Creator name: Sam Whitfield          Handle: @samwhitfieldoutside
Brand entity: Northbeam Outdoor Co., 1180 Pearl Street, Boulder, CO 80302
## 1. Placements requested (creator to initial each ticked box)
| [x] Facebook feed & stories  (SW) | [x] Instagram feed, stories & reels  (SW) |
| [ ] TikTok | [x] YouTube pre-roll from creator's channel  (SW) |
| [x] Programmatic display banners on third-party websites  (SW) | [ ] Television / streaming TV |
| [ ] Print | [ ] In-store displays |
## 2. Flight dates
From 06/01/2026 to 08/31/2026. Ads will not run after the end date. No perpetual usage.
## 3. Markets
[x] USA   [x] Canada   [ ] UK   [ ] Rest of world
## 4. Exclusivity
[ ] Exclusive (creator will not partner with competing outdoor brands)   - left blank, not agreed
## 5. Compensation
Usage fee: $0 - WAIVED. In place of a fee, Northbeam will send the creator its summer gear kit (retail value approx. $800). No cash payment is due for this usage.
## 6. Edits
Northbeam may trim for length and add its logo end card. No changes to creator's voiceover.
## 7. Sign-off
Creator signature: Sam Whitfield     Date: 05/20/2026
Northbeam approver: T. Okonkwo, Social Lead     Date: 05/18/2026
`,
    expected: {
      parties: ["Sam Whitfield", "Northbeam Outdoor Co."],
      signed: "2026-05-20",
      start: "2026-06-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["perpetual_term"]
    }
  },
  {
    id: "n17a-08-watch-ambassador-renewal-agreement",
    style: "n17a-renewals-by-reference",
    format: "docx",
    source: `
# RENEWAL AGREEMENT - BRAND AMBASSADOR AGREEMENT
This Renewal Agreement is dated 20 January 2026 and is made between Velora Watches SA, Rue du Rhône 58, 1204 Geneva, Switzerland ("Velora"), and Lucas Moreau, professional cyclist, of Annecy, France (the "Ambassador").
## Recitals
1> Velora and the Ambassador are parties to a Brand Ambassador Agreement dated 15 January 2024 (the "2024 Agreement"), under which the Ambassador licensed Velora to use his name, image and signature in print advertising, on Velora's website and on Velora's social media accounts in France, Belgium and Switzerland, for the term from 1 February 2024 to 31 January 2026, for a fee of EUR 80,000 per contract year.
1> Under clause 7 of the 2024 Agreement, the Ambassador agreed that during the term he would not endorse, wear in public appearances or promote any other brand of watches (the "Exclusivity").
1> The parties wish to renew the 2024 Agreement for a further term on the terms set out below.
## 1. Renewal Term
The 2024 Agreement is renewed for a further term starting on 1 February 2026 and ending on 31 January 2028 (the "Renewal Term").
## 2. Changes for the Renewal Term
1> Territory. Clause 3 of the 2024 Agreement is amended so that the territory is France, Belgium, Switzerland and Luxembourg.
1> Fee. For the Renewal Term, the fee in clause 5 of the 2024 Agreement is replaced by a fee of CHF 95,000 for each contract year, payable in two equal instalments on 1 February and 1 August. The fee in euro no longer applies.
1> Appearances. The number of personal appearance days in clause 4 is increased from three to four per contract year.
## 3. Everything else continues
Except as amended by this Renewal Agreement, all other terms of the 2024 Agreement, including the media in clause 2 and the Exclusivity in clause 7, continue in full force and apply to the Renewal Term. References in the 2024 Agreement to "the Term" include the Renewal Term.
## 4. No further renewal
There is no automatic renewal. Any further term must be agreed in writing.
## 5. Law
This Renewal Agreement is governed by Swiss law.
| For Velora Watches SA | Isabelle Fournier, Chief Marketing Officer | 20 January 2026 |
| The Ambassador | Lucas Moreau | 20 January 2026 |
`,
    expected: {
      parties: ["Velora Watches SA", "Lucas Moreau"],
      signed: "2026-01-20",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["FR", "BE", "CH", "LU"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["CHF 95000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n17a-09-nz-fitness-franchise-renewal-letter",
    style: "n17a-renewals-by-reference",
    format: "text",
    source: `
# Harbourside Fitness Franchising Limited
Level 3, 12 Customs Street East, Auckland 1010
15 February 2027
Ngaio Parata
By email
Kia ora Ngaio,
Renewal of your Ambassador Agreement
1. We refer to the Ambassador Agreement between you and Harbourside Fitness Franchising Limited ("Harbourside") dated 3 March 2025, as extended by our letter of 10 February 2026 (together, the "Agreement"). Under the Agreement you allow Harbourside and its franchisees to use your name and image on social media, on the Harbourside website, on television and on billboards and gym-front signage in New Zealand. Your appointment is non-exclusive and you are free to work with other brands, including other gyms. The current term ends on 31 March 2027, and the fee is NZD 40,000 a year.
2. We are pleased to offer a renewal on the following terms:
(a) Renewal term: 1 April 2027 to 31 March 2028.
(b) Fee: NZD 42,000 for the renewal term, replacing the fee of NZD 40,000, paid in four quarterly instalments in advance. GST is payable in addition.
(c) Television: clause 4.3 (television campaign) is deleted, and Harbourside will not use your name or image on television during the renewal term. Any television advertising already broadcast will not be repeated.
(d) Conduct: clause 9 (Conduct) continues, so Harbourside may still end the Agreement if you do something that brings you or Harbourside into serious public disrepute.
3. All other terms of the Agreement stay the same.
4. Please sign below to accept. This letter, once countersigned, renews the Agreement.
Ngā mihi,
Rachel Tane, General Manager - Brand, Harbourside Fitness Franchising Limited
Accepted: Ngaio Parata, 19 February 2027
`,
    expected: {
      parties: ["Harbourside Fitness Franchising Limited", "Ngaio Parata"],
      signed: "2027-02-19",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["NZ"],
      channels: ["social", "web", "out_of_home"],
      exclusive: false,
      fees: ["NZD 42000"],
      flags: ["morality_clause"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n17a-10-za-franchise-chef-addendum",
    style: "n17a-renewals-by-reference",
    format: "scan",
    source: `
# ADDENDUM 2 TO THE IMAGE RIGHTS LICENCE AGREEMENT
entered into by and between
KAROO KITCHENS FRANCHISING (PTY) LTD, Registration No. 2011/204577/07 ("the Franchisor")
and
SIPHO DLAMINI, chef and television personality ("the Chef")
## 1. RECORDAL
1> The parties concluded an Image Rights Licence Agreement on 2 August 2024, as amended by Addendum 1 dated 5 August 2025 ("the Principal Agreement"), in terms of which the Chef licensed the Franchisor and its franchisees to use his name and likeness on point-of-sale material, menus and posters inside Karoo Kitchens restaurants, in printed newspaper and magazine advertisements and on the Franchisor's social media pages, in the Republic of South Africa, for a period ending on 31 August 2026.
1> In terms of clause 6 of the Principal Agreement the Chef undertook not to endorse any other restaurant or fast-food brand, and in terms of clause 3.3 the Principal Agreement renews automatically for further periods of one year unless terminated on 60 days' notice.
1> The parties wish to renew the Principal Agreement for one further year and to amend it as set out below.
## 2. RENEWAL
The Principal Agreement is renewed for the period 1 September 2026 to 31 August 2027 ("the Renewal Period").
## 3. AMENDMENTS WITH EFFECT FROM 1 SEPTEMBER 2026
1> Clause 2 (Territory) is amended by the addition of the Republic of Kenya, where the Franchisor's first franchised restaurants will open in 2026.
1> Clause 4.2 (printed advertisements) is deleted. The Franchisor shall no longer use the Chef's name or likeness in newspapers or magazines.
1> Clause 6 (Exclusivity) is deleted in its entirety. The Chef shall be free to endorse other restaurant and food brands.
1> Clause 3.3 (automatic renewal) shall not apply after the Renewal Period: the Principal Agreement shall end on 31 August 2027 unless a further addendum is signed.
1> The licence fee for the Renewal Period shall be R350 000,00 (three hundred and fifty thousand Rand), excluding VAT, payable on 1 September 2026. The Chef shall in addition receive 0,5% of the franchisees' sales of menu items bearing his name, paid quarterly.
## 4. GENERAL
Save as amended by this Addendum, the Principal Agreement remains of full force and effect.
SIGNED at CAPE TOWN on 10 August 2026, for the Franchisor: M. van der Merwe, Chief Executive Officer
SIGNED at JOHANNESBURG on 14 August 2026: S. Dlamini, the Chef
`,
    expected: {
      parties: ["Karoo Kitchens Franchising (Pty) Ltd", "Sipho Dlamini"],
      signed: "2026-08-14",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["ZA", "KE"],
      channels: ["in_store", "social"],
      exclusive: false,
      fees: ["ZAR 350000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  }
]
