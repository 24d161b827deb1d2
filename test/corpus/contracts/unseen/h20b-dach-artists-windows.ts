// Held-out author "h20b" (wave 20), one batch written from scratch without reading the reader (domain/, application/,
// adapters/), any other corpus batch, held-out/ or NOTES.md, and committed before the reader or the corpus was run on
// it. Read: Corpus.ts (markup, Expected, formats), the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header
// and first entry of n11's batch for the file convention, and the wave 20 checker. It holds three styles:
// German, Swiss and Austrian licences in English translation (§-numbered sections, EUR and CHF, "the Licensor grants
// the Licensee the non-exclusive, non-transferable right", an Austrian Werknutzungsrecht bought out for good, general
// licence terms overridden by a special-conditions rider, a term given only in a schedule table, a retailer called
// "Outdoor" that buys no outdoor use); recording-artist endorsements and tour sponsorships (name and likeness, a master
// recording licensed by the label alongside, appearances, co-branded merchandise, a term running from a single's
// release date defined elsewhere, a category exclusivity, an addendum that deletes and replaces the exclusivity
// section, a management letter countersigned by a brand named only in its signature block, a launch at a venue called
// "The Print Room"); and retail window and in-store display licences (shop windows, point of sale, in-store screens and
// shopfit beside excluded outdoor, press and online use, a brand and a retailer both named, a stationer called
// "Printworks").
//
// Answer rules decided by this author: the parties are those bound by the contract, named as the contract names them
// without role labels or "p/k/a" names; an agent or manager writing for its client, a label or retailer only mentioned,
// and a brand whose goods are displayed but who does not sign are not parties; a brand that signs only in the
// signature block is a party. The signing date is the last signature's date, or the date the agreement says it is
// dated; a rider signed with the agreement does not change it. Start and end as the contract finally holds them: a
// rider or addendum that says it replaces a clause and prevails wins over the clause it replaces; "N months from X"
// ends the day before the anniversary; a term from a release or launch date takes the date given elsewhere in the
// contract; dates given only in a schedule table are the dates. Perpetual only for a grant expressly unlimited in
// time. Channels: shop windows, point-of-sale material, in-store screens, shopfit, and café menus, table cards and signage used inside the café are in_store (the
// contracts treat windows as part of the store, and a careful reader would not call a retailer's own window a
// billboard); television is broadcast; posters, hoardings and bus shelters out_of_home; brochures, customer
// magazines and press print; a brand's website and online shop web; its social accounts social; a channel named only
// in an "excluding" list or a "not permitted" sentence is not granted; a company, venue or product whose name holds
// a channel word ("Alpenwerk Outdoor AG", "The Print Room", "Printworks Stationers") grants nothing. Exclusive is
// true for an exclusive grant or a promise not to endorse a category's competing products (with non_compete), false
// for "non-exclusive" or "no exclusivity is granted", null when the contract is silent. Fees are the sums paid for
// the rights or the services, each separately stated one (a session fee and a usage fee are two fees; instalments of
// one fee are not fees; the fee as a rider replaces it); VAT, expenses, deposits credited against the fee, overtime
// or extra-day rates owed only if used, cancellation charges, ticket purchases, production costs, a percentage royalty on merchandise and
// unexercised option prices are not fees. Flags only for what the text really does; "may not" / "shall not" / "is not entitled
// to" sub-license or assign (with or without "without consent", and despite a usual exception for a successor to
// the whole business), and a "non-transferable" right, deny sublicensable or assignable; a licensor that
// "does not waive" or "asserts" its moral rights denies moral_rights_waiver; a rider that switches off an automatic
// renewal in the general terms denies automatic_renewal; an option to extend is not automatic renewal.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h20b-dach-translated-licences",
  "h20b-recording-artist-endorsements",
  "h20b-retail-window-display-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h20b-01-munich-photo-licence-translation",
    style: "h20b-dach-translated-licences",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT
Convenience translation of the German original (Bildlizenzvertrag). In case of doubt the German version shall prevail.
between
Fotostudio Brandl GmbH, Schanzenstraße 14, 80339 München, represented by its managing director Lena Brandl
– hereinafter the "Licensor" –
and
Hofmeister Feinkost KG, Lindwurmstraße 88, 80337 München, represented by its general partner Hofmeister Verwaltungs GmbH
– hereinafter the "Licensee" –
## § 1 Subject matter of the Agreement
(1) The Licensor produced on behalf of the Licensee twenty-four (24) photographs of the Licensee's autumn delicatessen range ("Herbstsortiment 2027") as listed in the Annex (the "Photographs").
(2) The Photographs are supplied as digital files in high resolution. Ownership of the data carriers does not pass to the Licensee.
## § 2 Grant of rights
(1) The Licensor grants the Licensee the non-exclusive, non-transferable right, limited in time and territory in accordance with § 4, to reproduce the Photographs, to distribute them and to make them available to the public for the following types of use:
(a) on the Licensee's website and in its online shop;
(b) on the Licensee's social media channels (Instagram, Facebook, Pinterest);
(c) in printed brochures, flyers and the Licensee's customer magazine "Hofmeister Genuss".
(2) All other types of use are excluded, in particular television, cinema, outdoor advertising (posters, billboards, city-light displays) and use on packaging.
(3) The territory is the Federal Republic of Germany, the Republic of Austria and the Swiss Confederation.
(4) Editing of the Photographs beyond customary cropping and colour correction requires the prior written consent of the Licensor.
## § 3 Sub-licensing and transfer
(1) The Licensee is not entitled to grant sub-licences to third parties or to transfer the rights granted under § 2, in whole or in part, to third parties.
(2) The printing company engaged by the Licensee may use the Photographs solely for producing the print materials under § 2 (1) (c); this does not constitute a sub-licence.
## § 4 Term
The rights under § 2 are granted from 1 February 2027 for a period of twenty-four (24) months. After expiry of the term the Licensee shall cease all use; print materials already distributed need not be recalled.
## § 5 Remuneration
(1) For the grant of rights under § 2 the Licensee shall pay the Licensor a licence fee of EUR 4,800.00 (in words: four thousand eight hundred euros) plus statutory value added tax at the current rate of 19 %, i.e. EUR 912.00.
(2) In addition the Licensee shall reimburse the Licensor's travel expenses for the shoot in Starnberg in the amount of EUR 340.00 against receipts. This reimbursement is not part of the licence fee.
(3) The licence fee is payable within 14 days of invoice.
## § 6 Author's credit
(1) The Licensor does not waive its moral rights. In particular its right to be named as author (§ 13 UrhG) remains unaffected.
(2) In print materials and on the website the credit shall read: "Foto: Fotostudio Brandl". On social media a credit in the caption suffices.
## § 7 Final provisions
(1) This Agreement is governed by the law of the Federal Republic of Germany. Place of jurisdiction is München.
(2) Amendments and supplements to this Agreement must be made in writing. This also applies to any waiver of the written form requirement.
(3) Should any provision of this Agreement be or become invalid, the validity of the remaining provisions shall not be affected.
München, 14 January 2027
| For the Licensor | For the Licensee |
| Lena Brandl, Managing Director, Fotostudio Brandl GmbH | Thomas Hofmeister, Managing Director, Hofmeister Verwaltungs GmbH as general partner of Hofmeister Feinkost KG |
## Annex – List of Photographs
| No. | Motif | File |
| 1–8 | Cheese counter, autumn selection | HF27_001 to HF27_008 |
| 9–16 | Preserves and chutneys | HF27_009 to HF27_016 |
| 17–24 | Gift hampers | HF27_017 to HF27_024 |
`,
    expected: {
      parties: ["Fotostudio Brandl GmbH", "Hofmeister Feinkost KG"],
      signed: "2027-01-14",
      start: "2027-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 4800"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "h20b-02-zurich-retailer-schedule-dates",
    style: "h20b-dach-translated-licences",
    format: "pdf",
    source: `
# LICENCE AGREEMENT
(English translation of the German original "Lizenzvertrag"; in the event of discrepancies the German text is authoritative)
The parties to this Agreement are:
Bergsicht Bildagentur AG, Limmatquai 52, 8001 Zürich, Switzerland ("Licensor"); and
Alpenwerk Outdoor AG, Grabenstrasse 9, 7000 Chur, Switzerland ("Licensee").
## Preamble
The Licensee operates retail branches for mountain sports equipment under the name "Alpenwerk Outdoor" and an online shop. The Licensor represents the photographer Reto Casutt and holds the rights of use in the images described in § 1.
## § 1 Licensed Images
Twelve (12) photographs of the series "Val Bregaglia – Granit" by Reto Casutt, image numbers BS-44021 to BS-44032 (the "Images").
## § 2 Grant of rights
2.1 The Licensor grants the Licensee the non-exclusive, non-transferable right to use the Images in its retail branches, namely in shop windows, on in-store displays and on in-store screens, and in its online shop at www.alpenwerk-outdoor.ch.
2.2 The territory is Switzerland and the Principality of Liechtenstein.
2.3 The name of the Licensee notwithstanding, no use in outdoor advertising is licensed: posters on public billboards, transport advertising and any print advertising in newspapers or magazines are not permitted.
## § 3 Exclusivity
No exclusivity is granted. The Licensor remains free to license the Images to third parties, including other retailers of sports and mountain equipment.
## § 4 Duration
The licence period is set out in Schedule 1. Use of the Images outside the licence period is not permitted.
## § 5 Fee
5.1 The Licensee shall pay a lump-sum licence fee of CHF 6,500.00, exclusive of Swiss value added tax (currently 8.1 %).
5.2 The reservation deposit of CHF 1,000.00 already paid by the Licensee on reserving the Images shall be credited against the licence fee.
5.3 Costs of producing window foils and displays are borne by the Licensee.
## § 6 Assignment
The Licensee may not assign this Agreement or any rights under it to a third party without the prior written consent of the Licensor.
## § 7 Credit
Each Image shall carry the credit "Reto Casutt / Bergsicht" in a customary place, where technically possible.
## § 8 Governing law and jurisdiction
This Agreement is governed by Swiss law, excluding its conflict-of-laws rules. The courts of the City of Zürich have exclusive jurisdiction.
## Schedule 1 – Licence period
| Item | Date |
| Licence start | 1 March 2027 |
| Licence end | 28 February 2033 |
| Delivery of image files | within 5 working days of signature |
Zürich, 9 February 2027
Bergsicht Bildagentur AG: Sandra Meili, Director      Peter Gasser, Authorised Officer
Chur, 11 February 2027
Alpenwerk Outdoor AG: Gian-Andri Cadonau, Chief Executive Officer
`,
    expected: {
      parties: ["Bergsicht Bildagentur AG", "Alpenwerk Outdoor AG"],
      signed: "2027-02-11",
      start: "2027-03-01",
      end: "2033-02-28",
      perpetual: false,
      territories: ["CH", "LI"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["CHF 6500"],
      flags: ["long_term"],
      denies: ["assignable"]
    }
  },
  {
    id: "h20b-03-vienna-werknutzungsrecht-buyout",
    style: "h20b-dach-translated-licences",
    format: "scan",
    source: `
# AGREEMENT ON THE GRANT OF AN EXCLUSIVE RIGHT OF EXPLOITATION (WERKNUTZUNGSRECHT)
Translation from German
concluded between Mag. Katharina Pichler, illustrator, Zieglergasse 31/4, 1070 Wien (the "Illustrator"), and Café Konditorei Hübner GmbH, Kohlmarkt 7, 1010 Wien, FN 112233x (the "Licensee").
§ 1 The Illustrator has created for the Licensee the illustration "Hübner-Rose" (logo motif with lettering) and three variants for seasonal use (together the "Work").
§ 2 The Illustrator grants the Licensee the exclusive right of exploitation (Werknutzungsrecht, § 24 UrhG) in the Work for use in the Licensee's cafés and shops (menus, table cards, window stickers and in-store signage), on its website and on its social media channels. Use in television and cinema advertising is not included.
§ 3 The right is granted with effect from the signing of this Agreement, without limitation in time, for the territory of the Republic of Austria.
§ 4 The Licensee may not grant third parties further rights of use (sub-licences) in the Work without the written consent of the Illustrator.
§ 5 For the grant of rights the Licensee pays a one-off fee of EUR 3,200.00 plus 20 % VAT. The fee is a buy-out covering all uses under § 2; no further remuneration or royalties are payable. Any extension to product packaging is subject to a separate agreement (indicative price EUR 800.00, not agreed).
§ 6 Austrian law applies. Place of jurisdiction is Wien Innere Stadt.
Wien, 3 March 2027
Mag. Katharina Pichler
Café Konditorei Hübner GmbH, Elisabeth Hübner, Managing Director
`,
    expected: {
      parties: ["Katharina Pichler", "Café Konditorei Hübner GmbH"],
      signed: "2027-03-03",
      start: "2027-03-03",
      end: null,
      perpetual: true,
      territories: ["AT"],
      channels: ["in_store", "web", "social"],
      exclusive: true,
      fees: ["EUR 3200"],
      flags: ["perpetual_term", "buyout"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h20b-04-hamburg-film-licence-special-conditions",
    style: "h20b-dach-translated-licences",
    format: "text",
    source: `
# LICENCE CONFIRMATION No. NL-2027-118
Nordlicht Filmproduktion GmbH, Große Elbstraße 145, 22767 Hamburg (the "Licensor")
to
Brauhaus Seeberger GmbH & Co. KG, Am Seeufer 3, 82327 Tutzing (the "Licensee")
Film: "Hafenlichter", 30-second advertising film and 15-second cut-down (the "Film")
This confirmation, the Special Conditions below and the Licensor's General Licence Terms (GLT, version 01/2026) together form the licence agreement. Where the Special Conditions deviate from the GLT, the Special Conditions prevail (§ 305b BGB).
Licence fee: EUR 7,500.00 net, plus VAT.
## SPECIAL CONDITIONS
1. Media: the Licensee may use the Film on its website, on its social media channels and as cinema advertising before feature films, excluding television, video-on-demand pre-rolls of third parties and outdoor screens.
2. § 3 GLT (Territory) is replaced by the following: "The territory is the Federal Republic of Germany and the Republic of Austria."
3. § 4 GLT (Term) is deleted and replaced in its entirety by the following: "The licence begins on 1 April 2027 and ends on 31 December 2028 without notice being required. The automatic renewal under the former § 4 (2) GLT does not apply."
4. Should the Licensee cancel the cinema booking before first screening, a cancellation charge of EUR 1,500.00 is payable; it is not credited against the licence fee.
## GENERAL LICENCE TERMS (GLT) OF NORDLICHT FILMPRODUKTION GMBH – Version 01/2026
§ 1 Scope. These GLT apply to all licences of films produced by Nordlicht Filmproduktion GmbH.
§ 2 Nature of the right. The Licensor grants the Licensee the non-exclusive, non-transferable right to use the licensed film for the advertising of its own products in the media named in the licence confirmation. All licences are non-exclusive unless expressly agreed otherwise in writing.
§ 3 Territory. Unless otherwise agreed, the territory is the Federal Republic of Germany.
§ 4 Term. (1) The licence term is twelve months from the first publication. (2) It renews automatically by a further twelve months unless terminated with three months' notice before its expiry.
§ 5 Sub-licensing. The Licensee may not grant sub-licences. Agencies acting on behalf of the Licensee may handle the Film for the purposes of the licence.
§ 6 Editing. Changes to the Film require the Licensor's consent; shortening to the agreed cut-downs is permitted.
§ 7 Payment. Invoices are payable within 30 days without deduction.
§ 8 Law. German law applies; place of jurisdiction is Hamburg.
Hamburg, 12 March 2027 – Nordlicht Filmproduktion GmbH, Jens Oltmanns, Managing Director
Tutzing, 16 March 2027 – Brauhaus Seeberger GmbH & Co. KG, Maximilian Seeberger, Managing Partner
`,
    expected: {
      parties: ["Nordlicht Filmproduktion GmbH", "Brauhaus Seeberger GmbH & Co. KG"],
      signed: "2027-03-16",
      start: "2027-04-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["DE", "AT"],
      channels: ["web", "social", "cinema"],
      exclusive: false,
      fees: ["EUR 7500"],
      flags: [],
      denies: ["automatic_renewal", "sublicensable", "assignable"]
    }
  },
  {
    id: "h20b-05-soft-drink-endorsement-label-master",
    style: "h20b-recording-artist-endorsements",
    format: "pdf",
    source: `
# ENDORSEMENT AND MASTER USE AGREEMENT
THIS AGREEMENT is dated 3 March 2027
PARTIES
(1) FIZZWELL BEVERAGES LIMITED, a company incorporated in England and Wales (company number 09876543) whose registered office is at 40 Gresham Street, London EC2V 7BX ("Company");
(2) HALCYON RECORDS LIMITED, a company incorporated in England and Wales (company number 07654321) whose registered office is at 12 Hoxton Square, London N1 6NU ("Label"); and
(3) MARA QUINN, professionally known as "MARA", c/o Halcyon Records Limited ("Artist").
BACKGROUND
(A) The Company wishes to engage the Artist to endorse its "Fizzwell Sparkling" range of soft drinks and to use the Artist's recording of "Glasshouse" in the Campaign.
(B) The Label is the exclusive owner of the master recording of "Glasshouse" and has agreed to license it to the Company on the terms below.
## 1. Definitions
1.1 "Campaign" means the Company's advertising campaign for Fizzwell Sparkling featuring the Artist.
1.2 "Release Date" means the date of first commercial release of the single "Glasshouse" by the Label, which the parties record as 11 June 2027.
1.3 "Term" has the meaning given in clause 4.
1.4 "Competitive Products" means soft drinks, energy drinks, flavoured or sparkling waters and mixers.
## 2. Endorsement rights
2.1 The Artist grants to the Company the right during the Term and in the Territory to use the Artist's name, approved likeness, approved biography and voice in the Campaign in the Media.
2.2 "Media" means television, online video on the Company's own website, the Company's social media accounts, out-of-home posters and digital screens, and point-of-sale material in shops and supermarkets, but excluding cinema, radio and print advertising in newspapers and magazines.
2.3 "Territory" means the United Kingdom and the Republic of Ireland.
## 3. Master use licence
3.1 The Label grants to the Company a licence to synchronise up to 30 seconds of the master recording of "Glasshouse" with the Campaign advertisements and to exploit them in the Media in the Territory during the Term.
3.2 The publishing rights in the underlying composition are licensed separately by the Company from the publisher and are outside this Agreement.
## 4. Term
The Term begins on the Release Date and ends on the day before the second anniversary of the Release Date.
## 5. Exclusivity
5.1 During the Term the Artist shall not endorse, appear in advertising for, or license her name or likeness for any Competitive Products anywhere in the Territory.
5.2 Nothing in this Agreement prevents the Artist from endorsing products other than Competitive Products, including alcoholic drinks, or from performing at festivals sponsored by third parties.
## 6. Services
6.1 The Artist shall render two (2) filming days and one (1) stills day for the Campaign, and two (2) personal appearances at Company events, on dates to be agreed.
6.2 The Company may produce a limited run of co-branded cans and merchandise bearing the Artist's approved likeness, subject to the Artist's approval of each design.
## 7. Fees
7.1 The Company shall pay to the Artist an endorsement fee of GBP 150,000 for the rights in clause 2 and the services in clause 6.1, payable 50 % on signature and 50 % on the Release Date.
7.2 The Company shall pay to the Label a master use fee of GBP 40,000 for the licence in clause 3.
7.3 Any additional filming day requested by the Company shall be paid at GBP 12,000 per day. Reasonable travel and accommodation expenses shall be reimbursed at cost. All sums are exclusive of VAT.
7.4 On sales of co-branded merchandise the Artist shall receive a royalty of 8 % of net receipts.
## 8. Restrictions
8.1 The Company shall not sub-license the rights granted in clauses 2 and 3 to any third party. The Company's advertising and media agencies may exercise those rights only on the Company's behalf.
8.2 Neither this Agreement nor any right under it may be assigned by the Company without the prior written consent of the Artist and the Label.
## 9. Conduct
If the Artist commits any criminal offence or acts in a manner which in the Company's reasonable opinion brings her or the Company into public disrepute, the Company may terminate this Agreement by written notice and cease all use of the Artist's name and likeness.
## 10. Governing law
This Agreement is governed by the laws of England and Wales.
SIGNED by the parties on the date at the top of this Agreement.
For and on behalf of Fizzwell Beverages Limited: Daniel Okafor, Marketing Director
For and on behalf of Halcyon Records Limited: Ruth Abernethy, Director
Mara Quinn
`,
    expected: {
      parties: ["Fizzwell Beverages Limited", "Halcyon Records Limited", "Mara Quinn"],
      signed: "2027-03-03",
      start: "2027-06-11",
      end: "2029-06-10",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["GBP 150000", "GBP 40000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h20b-06-tour-sponsorship-addendum-replaces-exclusivity",
    style: "h20b-recording-artist-endorsements",
    format: "docx",
    source: `
# TOUR SPONSORSHIP AGREEMENT
This Tour Sponsorship Agreement (the "Agreement") is entered into as of March 15, 2027 (the "Execution Date") by and between:
| Role | Name and address |
| Sponsor | Brightwater Beverage Co., a Delaware corporation, 600 W. Fulton Street, Chicago, IL 60661 ("Sponsor") |
| Artist Company | Lowfield Touring LLC, a Tennessee limited liability company, f/s/o the group professionally known as The Vantage Lines, 1201 Music Row, Nashville, TN 37203 ("Company") |
1> Tour. Company will cause The Vantage Lines ("Artist") to perform the "Long Way Home" tour of not fewer than thirty (30) concerts in the United States and Canada between April and November 2027 (the "Tour"), as listed in Exhibit B.
1> Term. The term of this Agreement begins on April 1, 2027 and continues through December 31, 2027 (the "Term").
1> Sponsorship Designation. Sponsor will be the "presenting sponsor" and the Tour will be billed as "The Vantage Lines – Long Way Home Tour presented by Brightwater Hard Seltzer" in all Tour advertising controlled by Company.
1> Grant of Rights. Company grants Sponsor, during the Term and in the United States and Canada, a license to use the Artist's name, approved photographs and approved likenesses (a) on Sponsor's websites, (b) on Sponsor's social media accounts, and (c) on point-of-sale displays, shelf talkers and cooler clings in retail stores selling Sponsor's products, in each case solely to promote Sponsor's sponsorship of the Tour. No use on television, radio, billboards or in print publications is licensed.
1> Song. Company grants Sponsor the right to use up to 60 seconds of the Artist's recording "Paper Lanterns" in Sponsor's social media videos about the Tour during the Term. Company confirms it controls the master and the composition.
1> Appearances and Merchandise. Artist will participate in one (1) meet-and-greet per concert for up to twenty (20) Sponsor guests and in one (1) content-capture session of up to four (4) hours. Co-branded Tour T-shirts may be sold at the merchandise stands; Sponsor will bear the cost of manufacture.
1> Exclusivity. Sponsor will be the exclusive beverage sponsor of the Tour.
1> Fees. In consideration of the rights and services, Sponsor will pay Company a sponsorship fee of Two Hundred Fifty Thousand Dollars (USD 250,000), payable in two installments of USD 125,000 on execution and on the first concert. Sponsor will also purchase two hundred (200) tickets at face value for its guests, which purchase is not part of the sponsorship fee. Additional content sessions, if requested, will be charged at USD 15,000 each.
1> Conduct. If any member of Artist is charged with a felony or engages in conduct that brings Sponsor into public disrepute, Sponsor may terminate this Agreement on written notice and receive a pro rata refund of the sponsorship fee.
1> Assignment. Neither party may assign this Agreement without the other party's prior written consent.
1> Governing Law. This Agreement is governed by the laws of the State of Illinois.
## ADDENDUM A
This Addendum A forms part of the Agreement. In the event of any conflict between this Addendum A and the body of the Agreement, this Addendum A shall prevail.
A.1 Section 7 (Exclusivity) is deleted in its entirety and replaced with the following: "Sponsor will be the exclusive hard seltzer and flavored malt beverage sponsor of the Tour, and during the Term Artist will not endorse or appear in advertising for any hard seltzer or flavored malt beverage. The Artist's existing endorsement agreement with Copperline Brewing Company for beer products, and any on-site beer sales by venues, are excluded from this exclusivity."
A.2 Section 2 (Term) is not changed.
## EXHIBIT B – TOUR ITINERARY (EXCERPT)
| Date | City | Venue |
| April 9, 2027 | Nashville, TN | Ryman Auditorium |
| April 14, 2027 | Atlanta, GA | The Tabernacle |
| May 2, 2027 | Toronto, ON | Massey Hall |
| November 20, 2027 | Chicago, IL | The Chicago Theatre |
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Execution Date.
| BRIGHTWATER BEVERAGE CO. | LOWFIELD TOURING LLC |
| By: Kendra Ellis, Chief Marketing Officer | By: Sam Whitford, Manager |
`,
    expected: {
      parties: ["Brightwater Beverage Co.", "Lowfield Touring LLC"],
      signed: "2027-03-15",
      start: "2027-04-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 250000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h20b-07-management-letter-headphones-launch",
    style: "h20b-recording-artist-endorsements",
    format: "text",
    source: `
# NORTHPOINT ARTIST MANAGEMENT LTD
Unit 4, 18 Rivington Street, London EC2A 3DU
28 April 2027
Dear Tom,
Re: Jonah Reyes – launch appearance and social usage
Further to our conversations, I write on behalf of our client Jonah Reyes ("Jonah") to set out the terms on which Jonah will appear at the launch of your new Halo 3 headphones. Please countersign below if you agree.
1. Appearance. Jonah will attend the launch event at The Print Room, 22 Hoxton Street, London on 10 June 2027 for up to three hours, including a short acoustic set of three songs and a photocall.
2. Usage. You may use the photographs and video filmed at the event, and Jonah's name, on your brand's website and on your brand's social media accounts in the United Kingdom for six (6) months from the date of the launch event. That is the only usage: there is no television, paid outdoor, print or in-store usage, and the photographs may not be used on packaging.
3. Music. You may include up to 30 seconds of the live performance of "Low Tide" in your social posts. The studio recording of "Low Tide" is controlled by Saltmarsh Records and is not licensed by this letter.
4. Fee. You will pay Jonah a fee of £18,000 plus VAT for the appearance and usage, within 30 days of the event. Travel and one night's hotel for Jonah and one crew member are to be booked and paid by you. If you cancel the appearance less than 14 days before the event, a cancellation fee of 50% of the fee is payable instead.
5. No exclusivity. This arrangement is non-exclusive; Jonah remains free to work with other audio and technology brands.
6. Assignment. This letter is personal to you and may not be assigned.
7. Law. English law applies.
Yours sincerely,
Hannah Cole, Director, Northpoint Artist Management Ltd, for and on behalf of Jonah Reyes
Agreed: Jonah Reyes – 2 May 2027
Agreed and accepted for and on behalf of Kestrel Audio Limited: Tom Whitlock, Head of Brand – 4 May 2027
`,
    expected: {
      parties: ["Jonah Reyes", "Kestrel Audio Limited"],
      signed: "2027-05-04",
      start: "2027-06-10",
      end: "2027-12-09",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h20b-08-department-store-window-licence",
    style: "h20b-retail-window-display-licences",
    format: "docx",
    source: `
# WINDOW AND IN-STORE DISPLAY AGREEMENT
THIS AGREEMENT is made between:
| Party | Details | Defined as |
| Larchmont Skincare Ltd | company number 11223344, 5 Vigo Street, London W1S 3HB | the "Brand" |
| Hallam & Crewe plc | company number 00456789, 200 Regent Street, London W1B 5BN | the "Retailer" |
WHEREAS the Brand wishes the Retailer to feature its "Second Light" campaign, which includes images of the model Ife Adeyemi, in the Retailer's stores, and the Retailer is willing to do so on the terms of this Agreement.
## 1. Definitions
1.1 "Campaign Images" means the images and video loops of the Second Light campaign supplied by the Brand.
1.2 "Display Period" means the period set out in Schedule 1.
1.3 "In-Store Media" means shop windows, point-of-sale units, counter displays, in-store digital screens and shopfit fixtures within the Stores.
1.4 "Stores" means the Retailer's stores listed in Schedule 2.
## 2. Licence
2.1 The Brand grants the Retailer a non-exclusive, royalty-free licence during the Display Period to reproduce and display the Campaign Images in the In-Store Media at the Stores, excluding any outdoor, transport, press, catalogue or online use, including the Retailer's website and social media.
2.2 The Brand warrants that it has obtained from the model and the photographer all consents necessary for the use permitted by clause 2.1.
2.3 The Retailer shall not sub-license the Campaign Images or use them to promote any product other than the Brand's.
## 3. Window services
3.1 The Retailer shall dedicate the two principal Regent Street windows and the Dublin Grafton Street window to the Campaign throughout the Display Period and install the displays designed by the Brand's agency.
3.2 In consideration of the window services the Brand shall pay the Retailer a window placement fee of GBP 38,000 plus VAT, payable on installation.
3.3 The production and installation costs of the displays, estimated at GBP 12,500, shall be recharged to the Brand at cost and do not form part of the placement fee.
3.4 The Brand shall pay a refundable damage deposit of GBP 5,000 for the Retailer's shopfit fixtures, to be returned within 30 days after de-installation.
## 4. Approvals
The Retailer shall submit photographs of each installed window to the Brand for approval within two days of installation.
## 5. Termination
Either party may terminate this Agreement on written notice if the other commits a material breach that is not remedied within 14 days.
## 6. Governing law
This Agreement is governed by the law of England and Wales.
## Schedule 1 – Display Period
| Milestone | Date |
| Installation | 30 August 2027 |
| Display Period begins | 1 September 2027 |
| Display Period ends | 31 January 2028 |
| De-installation | by 7 February 2028 |
## Schedule 2 – Stores
| Store | Address |
| London Regent Street | 200 Regent Street, London W1B 5BN |
| Manchester | 1 New Cathedral Street, Manchester M1 1AD |
| Dublin | 41 Grafton Street, Dublin 2, Ireland |
Signed for Larchmont Skincare Ltd by Clare Hendry, Managing Director, on 2 August 2027
Signed for Hallam & Crewe plc by Nikhil Shah, Director of Visual Merchandising, on 5 August 2027
`,
    expected: {
      parties: ["Larchmont Skincare Ltd", "Hallam & Crewe plc"],
      signed: "2027-08-05",
      start: "2027-09-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["in_store"],
      exclusive: false,
      fees: ["GBP 38000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h20b-09-footwear-talent-in-store-screens",
    style: "h20b-retail-window-display-licences",
    format: "pdf",
    source: `
# TALENT USAGE AGREEMENT – IN-STORE AND WINDOW DISPLAY
This Agreement is made on January 18, 2027 between Copper & Vale Footwear, Inc., 410 N. Wells Street, Chicago, IL 60654 ("Brand"), and Dana Whitcombe, an individual, c/o Summit Model Management, 35 E. Wacker Drive, Chicago, IL 60601 ("Talent").
## 1. Background and Definitions
1.1 Brand will open a Copper & Vale shop-in-shop within Marlowe's Department Stores, Inc. ("Marlowe's") at its State Street, Chicago flagship and at twelve further Marlowe's stores. Marlowe's is not a party to this Agreement.
1.2 "Launch Date" means March 5, 2027, the date on which the first Copper & Vale shop-in-shop opens to the public at Marlowe's State Street.
1.3 "Materials" means the still photographs and motion footage of Talent created at the shoot under Section 2.
## 2. Services
Talent will render one (1) shoot day of up to eight (8) hours on or about February 8, 2027 in Chicago.
## 3. Usage
3.1 Brand may use the Materials, and Talent's name for caption purposes, solely on in-store digital screens, in shop windows, on point-of-purchase displays and on fixture graphics within the Copper & Vale shop-in-shops at Marlowe's stores in the United States (the "Permitted Use").
3.2 The Permitted Use excludes outdoor advertising (including billboards, bus shelters and mall directories), print and press, broadcast, cinema and all internet and social media use.
3.3 The Usage Period is twelve (12) months commencing on the Launch Date.
## 4. Compensation
4.1 Session fee: USD 2,000 for the shoot day.
4.2 Usage fee: USD 7,500 for the Permitted Use during the Usage Period.
4.3 Overtime: USD 250 per hour beyond eight hours, only if incurred. Agency commission of 20% is payable by Brand to Summit Model Management in addition and is not part of Talent's compensation.
4.4 Option: Brand may extend the Usage Period for a further twelve (12) months by written notice before its expiry and payment of USD 6,000. Unless exercised, the option lapses; the Usage Period does not renew automatically.
## 5. Exclusivity
During the Usage Period Talent will not appear in advertising or display material for any other brand of footwear sold at Marlowe's stores. Talent is otherwise free to accept modelling assignments, including for apparel and accessories.
## 6. General
Brand may not assign this Agreement or the Materials to any third party other than a successor to its entire business. This Agreement is governed by the laws of the State of Illinois.
| COPPER & VALE FOOTWEAR, INC. | TALENT |
| By: Renata Alvarez, VP Retail Marketing | Dana Whitcombe |
| | Acknowledged: Summit Model Management, agent for Talent |
`,
    expected: {
      parties: ["Copper & Vale Footwear, Inc.", "Dana Whitcombe"],
      signed: "2027-01-18",
      start: "2027-03-05",
      end: "2028-03-04",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store"],
      exclusive: true,
      fees: ["USD 2000", "USD 7500"],
      flags: ["non_compete"],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h20b-10-stationer-window-photo-licence",
    style: "h20b-retail-window-display-licences",
    format: "scan",
    source: `
# WINDOW DISPLAY PHOTOGRAPH LICENCE – SHORT FORM
Photographer: Orla Finch, 9 Walcot Buildings, Bath BA1 5BG (the "Photographer")
Licensee: Printworks Stationers Ltd, 14 Milsom Street, Bath BA1 1DE (the "Licensee")
Photographs: six images of the Quillon Notebooks autumn range (Quillon Notebooks Ltd is the supplier of the products shown and is not a party), ref. OF-2027-31 to OF-2027-36.
Use: window displays, point-of-sale cards and the in-store screen at the Licensee's shops in Bath, Edinburgh and York only. No use on outdoor hoardings, in the press or online is licensed.
Period: from 1 October 2027 to 6 January 2028.
Fee: £850 plus VAT. Print production of the window graphics is the Licensee's cost.
Moral rights: the Photographer asserts her moral right to be identified as the author; a credit "Photo: Orla Finch" shall appear on each window graphic.
Signed 20 September 2027
Orla Finch
For Printworks Stationers Ltd: Alasdair Munro, Director
`,
    expected: {
      parties: ["Orla Finch", "Printworks Stationers Ltd"],
      signed: "2027-09-20",
      start: "2027-10-01",
      end: "2028-01-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store"],
      exclusive: null,
      fees: ["GBP 850"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  }
]
