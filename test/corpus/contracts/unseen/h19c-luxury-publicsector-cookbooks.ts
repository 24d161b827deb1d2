// Held-out author "h19c" (wave 19), one batch written from scratch without reading the reader (domain/,
// application/, adapters/), any other corpus batch or NOTES.md: only Corpus.ts, the flag names and LONG_TERM_MONTHS of
// ContractFlags.ts, the header and first entry of n11's batch for the file convention, the wave's checker and the
// names in unseen/. Committed before the reader was run on it. It holds three drafting styles: English versions of
// French and Italian luxury houses' ambassador contracts ("the House", "the Talent", "Article 1", euro fees, civil-law
// phrasing such as "tacit renewal" and "registered letter", a clause that the French or Italian text prevails, a
// rider that replaces an Article); public-sector campaign agreements (an NHS integrated care board, a US state
// department of transportation and a borough council engaging talent for public-information campaigns, with Crown
// copyright, works-for-hire and public-records clauses, purchase-order numbers, freedom-of-information notes, a
// contractor named only in the signature block); and cookbook and recipe tie-ins (chefs and food writers licensing
// recipes, name and likeness to a supermarket, a US food brand and an Australian grocer, with per-unit royalties,
// advances, in-store and print use, and the book publisher's consent).
//
// Answer rules decided by this author: the parties are those bound by the contract (an agent, a publisher that only
// consents, a media buyer or a partner named in passing are not), named as the contract names them, and a party
// named only in the signature block is still a party; the signing date is the date of the last signature; where the
// term runs from a launch, release or first-use date given elsewhere (a schedule, a later clause, a confirmation),
// start is that date and "N months/years from X" ends the day before the anniversary; an automatic or tacit renewal
// does not move the end, which is that of the initial term; "the world excluding ..." is worldwide; a territory or a
// clause replaced by a rider or addendum that says it prevails is read as replaced; channels: television is
// broadcast, posters, billboards, bus shelters and digital screens out_of_home, magazines, newspapers, leaflets,
// catalogues, packaging inserts and books print, shelf cards, point-of-sale and recipe cards in store in_store,
// websites and e-commerce web, the client's social accounts social; a product, range, magazine or company whose name
// contains a channel word ("Nuit Cinéma", "Borough Billboard", "Outdoor Kitchen") grants nothing by its name; fees
// are the fixed sums paid for the rights or services (an advance against royalties is a fee; a percentage or
// per-unit royalty, VAT or GST, expenses, per diems, deposits, a cancellation indemnity, an extra day's rate owed only
// if called and the price of an option not yet exercised are not); a total paid in instalments is one fee;
// exclusivity: "exclusive" or a promise not to promote competing products in a category is exclusive, and such a
// promise also raises non_compete; a contract silent on exclusivity is null; "may not assign ... without prior
// written consent" denies assignable, "shall not sub-license" denies sublicensable, and a clause whose heading names
// a right but whose body refuses it denies that right; an express statement that moral rights are not waived denies
// moral_rights_waiver; a perpetual use for a single fee described as a buyout raises buyout; a right to place the
// work with the talent's likeness in the public domain, or to let third parties use it, raises sublicensable; "all
// media, excluding ..." is not unlimited media when it excludes channels, its channels being the rest; the sum owed
// for a renewal period not yet begun is not a fee; a person who signs to give consents and undertakings in her own
// name (an artist beside her personal services company) is a party; an exclusivity clause that a rider deletes and
// replaces with "no exclusivity" leaves the contract non-exclusive and denies non_compete; a start "on execution"
// is the date of the last signature.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h19c-translated-luxury-ambassador-contracts",
  "h19c-public-sector-campaign-agreements",
  "h19c-cookbook-recipe-tie-ins"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h19c-01-parfums-ambassador-french-prevails",
    style: "h19c-translated-luxury-ambassador-contracts",
    format: "docx",
    source: `
# AMBASSADOR CONTRACT
English translation for information purposes only. The French original prevails.
## BETWEEN THE UNDERSIGNED
| Role | Party |
| The House | Maison Arlaine Parfums SAS, a société par actions simplifiée with capital of €4,500,000, registered with the Paris Trade and Companies Register under number 512 347 889, whose registered office is at 18 rue du Faubourg Saint-Honoré, 75008 Paris, France, represented by Mrs Hélène Varrault, Chief Executive Officer, duly authorised (hereinafter "the House") |
| The Talent | Ms Saskia Lindqvist-Moreau, born 3 June 1994 in Stockholm, residing at 41 Strandvägen, Stockholm, Sweden (hereinafter "the Talent") |
The House and the Talent are hereinafter referred to individually as a "Party" and together as the "Parties".
## PREAMBLE
Whereas the House designs, manufactures and distributes perfumes and cosmetics, and intends to launch a new feminine fragrance under the name "Nuit Cinéma" (hereinafter "the Fragrance"); whereas the House wishes to associate the image of the Talent with the launch of the Fragrance; it has been agreed as follows.
## Article 1 – Purpose
1.1 The purpose of this Contract is to define the conditions under which the Talent shall act as the international ambassador of the Fragrance and shall authorise the House to use her name, image, voice and likeness (hereinafter "the Attributes of Personality") in the Campaign.
## Article 2 – Launch Date
2.1 The worldwide launch date of the Fragrance is fixed at 1 March 2027 (hereinafter "the Launch Date"). The name of the Fragrance refers to the world of film and does not extend the media authorised under Article 4.
## Article 3 – Duration
3.1 This Contract enters into force on the date of its signature. The authorisation to use the Attributes of Personality is granted for a period of twenty-four (24) months running from the Launch Date. On expiry of this period, the House shall cease all new use, without prejudice to the sale of stocks of packaging already manufactured.
## Article 4 – Territory and Media
4.1 The authorisation is granted for the whole world, with the exception of the People's Republic of China, where the Talent is bound by prior commitments.
4.2 The authorised media are: the press and magazines, posters and billboards, the House's websites and e-boutique, the House's official accounts on social networks, and point-of-sale advertising and displays in the House's boutiques and in perfumeries. Any use in television or in cinema is excluded.
## Article 5 – Exclusivity
5.1 For the duration of the authorisation, the Talent grants the House exclusivity in the field of perfumes, cosmetics and skincare. The Talent undertakes not to lend her Attributes of Personality to any brand of perfume, cosmetics or skincare competing with the House, in any country.
5.2 This exclusivity does not extend to fashion, jewellery or watches, in which the Talent remains free.
## Article 6 – Remuneration
6.1 In consideration of her services and of the authorisation granted, the House shall pay the Talent a lump-sum fee of four hundred and fifty thousand euros (€450,000) excluding VAT, payable 50% on signature and 50% on the Launch Date.
6.2 VAT at the applicable rate shall be added. The House shall in addition bear the Talent's travel and accommodation expenses on presentation of receipts, up to a maximum of €25,000.
## Article 7 – Assignment and Sub-Licensing
7.1 This Contract is concluded intuitu personae. The House may not assign this Contract, in whole or in part, to any third party, and shall not sub-license the authorisation granted in Article 1 to any person.
## Article 8 – Moral Rights
8.1 In accordance with French law, the Talent's moral rights are inalienable; nothing in this Contract shall be interpreted as a waiver of them.
## Article 9 – Language and Applicable Law
9.1 This Contract is drawn up in French and in English. In the event of any discrepancy between the two versions, the French version shall prevail. The Contract is governed by French law; any dispute shall be submitted to the competent courts of Paris.
Drawn up in Paris, in two original copies, on 14 October 2026.
| For the House | The Talent |
| Hélène Varrault, Chief Executive Officer | Saskia Lindqvist-Moreau |
| 14 October 2026 | 14 October 2026 |
`,
    expected: {
      parties: ["Maison Arlaine Parfums SAS", "Saskia Lindqvist-Moreau"],
      signed: "2026-10-14",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "out_of_home", "web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 450000"],
      flags: ["worldwide_exclusivity", "non_compete"],
      denies: ["assignable", "sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h19c-02-casa-leather-italian-annex-dates",
    style: "h19c-translated-luxury-ambassador-contracts",
    format: "pdf",
    source: `
# CONTRATTO DI TESTIMONIAL – ENGLISH VERSION
Brand Ambassador Agreement
This agreement is made in Milan between:
Casa Vellutti S.p.A., with registered office in Via della Spiga 22, 20121 Milan, Italy, tax code and VAT no. IT 04418270963, in the person of its legal representative pro tempore, Dott. Federico Vellutti (the "House");
and
Mr Tommaso Brancaleoni-Reyes, born in Florence on 11 February 1990, tax code BRNTMS90B11D612K, domiciled for the purposes hereof at the offices of his agent, Agenzia Stella Talenti S.r.l., Via Tortona 31, Milan (the "Talent"). Agenzia Stella Talenti S.r.l. acts as agent of the Talent and assumes no obligation under this agreement.
## Premises
The House produces and markets leather goods, shoes and accessories, including the "Outdoor Viaggio" collection of travel bags. The premises form an integral and substantive part of this agreement.
## Article 1 – Subject
The Talent shall act as testimonial of the House for the Autumn-Winter 2026 and Spring-Summer 2027 collections and shall take part in the photographic and video productions described in Annex A.
## Article 2 – Duration
The agreement shall have the duration indicated in Annex A. It shall not be tacitly renewed; any extension requires a written agreement of the Parties.
## Article 3 – Rights of Use
The Talent authorises the House to use his image, name and signature in the following media: fashion and lifestyle magazines; the House's website and online store; the House's Instagram, TikTok and WeChat accounts; in-store visuals, window displays and catalogues in the House's boutiques. No other medium is authorised. The name of the "Outdoor Viaggio" collection does not authorise outdoor advertising.
The authorised territory is Italy, France, Switzerland, Germany, Austria and Spain.
## Article 4 – Exclusivity
During the term of this agreement the Talent shall not act as testimonial, model or ambassador for any other producer of leather goods, shoes or luggage. By way of exception, the Talent's existing agreement with the Swiss watchmaker Horlogerie Brunnmatt SA, which covers its leather watch straps and travel cases and which the House has seen, may continue until its expiry.
## Article 5 – Consideration
For the services and the rights granted the House shall pay the Talent a total gross fee of €180,000 (one hundred and eighty thousand euros), in two instalments of €90,000 each on the dates indicated in Annex A, against an invoice from the Talent. Statutory withholdings and VAT apply where due.
Travel, board and lodging for productions are organised and paid by the House directly and are not part of the fee. Any additional production day requested by the House beyond those in Annex A shall be paid at €8,000 per day.
## Article 6 – Conduct
Should the Talent engage in conduct contrary to public decency or the law, or which may damage the reputation of the House, the House may terminate this agreement with immediate effect pursuant to Article 1456 of the Italian Civil Code, without prejudice to damages.
## Article 7 – Assignment
The House may assign this agreement to any company controlled by it, by written notice to the Talent.
## Article 8 – Language
This agreement is executed in Italian and English. In case of conflict the Italian text shall prevail.
## Annex A – Productions, Term and Payment
| Item | Detail |
| Campaign shoot | 2 days, Milan, to be fixed by the Parties in September 2026 |
| Start of the term | 1 September 2026 |
| End of the term | 31 August 2027 |
| First instalment (€90,000) | 30 September 2026 |
| Second instalment (€90,000) | 31 March 2027 |
Milan, 23 July 2026
For Casa Vellutti S.p.A.: Federico Vellutti
The Talent: Tommaso Brancaleoni-Reyes
Pursuant to Articles 1341 and 1342 of the Italian Civil Code the Talent specifically approves Articles 4, 6 and 7.
The Talent: Tommaso Brancaleoni-Reyes
`,
    expected: {
      parties: ["Casa Vellutti S.p.A.", "Tommaso Brancaleoni-Reyes"],
      signed: "2026-07-23",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["IT", "FR", "CH", "DE", "AT", "ES"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 180000"],
      flags: ["non_compete", "morality_clause", "assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h19c-03-joaillerie-rider-replaces-territory",
    style: "h19c-translated-luxury-ambassador-contracts",
    format: "scan",
    source: `
# IMAGE RIGHTS AGREEMENT (translation)
Between Joaillerie Sorel-Daumier SA, 7 place Vendôme, 75001 Paris ("the House"), and Mr Bastien Okonkwo-Laffont, actor, of 12 rue de Turenne, 75004 Paris ("the Talent").
Article 1. The Talent authorises the House to reproduce and display the photographs of him taken for the "Éclat" fine jewellery campaign (the "Photographs"), on a non-exclusive basis.
Article 2. The authorisation is granted for twelve (12) months from 1 February 2027.
Article 3. Media: press, posters and the House's website. Social networks are not included.
Article 4. Territory: France.
Article 5. Fee: €60,000 excluding VAT, payable within 30 days of signature. If the House cancels the shoot less than 15 days before it, a cancellation indemnity of €15,000 shall be due in place of the fee.
Article 6. The French text is the authentic text.
Paris, 9 December 2026
The House: A. Sorel-Daumier    The Talent: B. Okonkwo-Laffont
RIDER No. 1 (signed on the same day and forming part of the Agreement)
Article 4 of the Agreement is deleted and replaced by the following: "Article 4. Territory: France, Belgium, Switzerland and the Principality of Monaco." In case of conflict between this Rider and the Agreement, this Rider prevails.
The House: A. Sorel-Daumier    The Talent: B. Okonkwo-Laffont
`,
    expected: {
      parties: ["Joaillerie Sorel-Daumier SA", "Bastien Okonkwo-Laffont"],
      signed: "2026-12-09",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["FR", "BE", "CH", "MC"],
      channels: ["print", "out_of_home", "web"],
      exclusive: false,
      fees: ["EUR 60000"],
      flags: []
    }
  },
  {
    id: "h19c-04-champagne-tacit-renewal-first-use",
    style: "h19c-translated-luxury-ambassador-contracts",
    format: "text",
    source: `
# CONTRACT FOR THE USE OF IMAGE – courtesy translation from the French
BETWEEN: Champagne Delaroche-Vautrin SA, 3 avenue de Champagne, 51200 Épernay, France, represented by its Managing Director, hereinafter "the House",
AND: Ms Inès Kowalczyk-Arnaud, residing at 8 quai de Bourbon, 75004 Paris, hereinafter "the Talent",
IT IS AGREED AS FOLLOWS:
Article 1 – Object. The Talent grants the House the right to use her image and name in the advertising campaign for the cuvée "Grande Réserve Billboard Edition", a limited edition whose label reproduces a 1930s poster; the name of the cuvée concerns its label only.
Article 2 – Media. The image may be used in the press, in printed catalogues, on the House's website, on its Instagram account and on point-of-sale material in wine merchants and department stores. Any audiovisual use (television, cinema, video on demand) is excluded.
Article 3 – Territory. France, Belgium, Luxembourg and Switzerland.
Article 4 – Duration. The authorisation runs for twelve (12) months from the first public use of the campaign, which the House shall notify to the Talent by e-mail. It shall thereafter be renewed by tacit agreement for successive periods of twelve (12) months unless terminated by either Party by registered letter with acknowledgement of receipt at least three (3) months before the expiry of the current period.
Article 5 – Remuneration. The House shall pay the Talent a lump sum of €95,000 (ninety-five thousand euros) excluding VAT for the first period, and for each renewal period a sum of €70,000 excluding VAT. Should the House request a second photographic session, it shall pay an additional €12,000; the House has not requested one at the date hereof.
Article 6 – Moral rights. The Talent retains her moral rights, which may not be waived under French law.
Article 7 – Prevailing version. In the event of a difference between this translation and the French original, the French original shall prevail.
Done at Épernay on 2 February 2027, in two copies.
For the House: Charles Delaroche, Managing Director     The Talent: Inès Kowalczyk-Arnaud
NOTIFICATION OF FIRST USE (e-mail of 19 March 2027 from the House to the Talent): "We confirm that the campaign was first published on 15 March 2027, in the April issue of a weekly magazine."
`,
    expected: {
      parties: ["Champagne Delaroche-Vautrin SA", "Inès Kowalczyk-Arnaud"],
      signed: "2027-02-02",
      start: "2027-03-15",
      end: "2028-03-14",
      perpetual: false,
      territories: ["FR", "BE", "LU", "CH"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: null,
      fees: ["EUR 95000"],
      flags: ["automatic_renewal"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h19c-05-nhs-icb-winter-vaccination-presenter",
    style: "h19c-public-sector-campaign-agreements",
    format: "docx",
    source: `
# NHS GREATER WESSEX INTEGRATED CARE BOARD
# CONTRACT FOR THE ENGAGEMENT OF TALENT: WINTER VACCINATION CAMPAIGN 2026/27
Contract reference: GW-ICB/COMMS/2026/044    Purchase Order No. 4500217736
## Parties
| Role | Name and address |
| The Authority | NHS Greater Wessex Integrated Care Board, Wessex House, 2 Barrack Road, Winchester SO23 8UP (the "Authority") |
| The Supplier | Redfern Media Services Ltd, company no. 09876543, 14 Canal Wharf, Bristol BS1 6QE, the personal services company of the Artist (the "Supplier") |
| The Artist | Dr Amara Okafor-Lindqvist, broadcaster and general practitioner (the "Artist") |
The Artist signs this Contract to confirm the consents and undertakings given in her name in clauses 4 and 8.
## 1. Definitions
1.1 "Campaign" means the Authority's public-information campaign encouraging uptake of winter vaccinations. "Campaign Period" means the period from 1 October 2026 to 31 March 2027 inclusive. "Materials" means the television, radio, poster and digital advertisements and films produced for the Campaign.
## 2. Services
2.1 The Supplier shall procure that the Artist attends one filming day and one photographic session in September 2026 and up to four media interviews during the Campaign Period.
## 3. Crown Copyright
3.1 All intellectual property rights in the Materials shall vest in the Authority on creation and the Materials shall be Crown copyright. This clause does not give the Authority any right to use the Artist's name, image or voice beyond clause 4.
## 4. Licence of the Artist's Contribution
4.1 The Supplier grants, and the Artist consents to, the use by the Authority of the Artist's name, image, voice and performance in the Materials during the Campaign Period throughout the United Kingdom on television, on posters, bus shelters and digital outdoor screens, on the Authority's and NHS websites and on NHS social media accounts, excluding cinema advertising and any paid placement outside the United Kingdom.
4.2 The licence is non-exclusive. The Artist remains free to appear in other health campaigns, provided that she does not appear in advertising for tobacco, vaping or gambling products during the Campaign Period.
## 5. Charges
5.1 The Authority shall pay the Supplier a fixed charge of £18,000 (eighteen thousand pounds) plus VAT, against a valid invoice quoting the purchase order number, within 30 days of receipt.
5.2 Travel expenses shall be reimbursed at the rates of the Authority's expenses policy. An additional filming day, if the Authority requests one, shall be charged at £1,500 plus VAT.
## 6. Sub-licensing
6.1 The Authority shall not sub-license the rights in clause 4 to any third party, save that its media-buying agency may place the Materials on the Authority's behalf.
## 7. Assignment
7.1 Neither party may assign, novate or otherwise transfer this Contract without the prior written consent of the other.
## 8. Conduct
8.1 The Authority may terminate this Contract immediately if the Artist brings, or is likely to bring, the Authority or the NHS into disrepute.
## 9. Freedom of Information
9.1 The Supplier acknowledges that the Authority is subject to the Freedom of Information Act 2000 and may be required to disclose this Contract, including the charges, save where an exemption applies.
Signed for the Authority: Janet Holloway, Director of Communications, 8 September 2026
Signed for the Supplier: Daniel Redfern, Director, 10 September 2026
Signed by the Artist: Amara Okafor-Lindqvist, 10 September 2026
`,
    expected: {
      parties: ["NHS Greater Wessex Integrated Care Board", "Redfern Media Services Ltd", "Amara Okafor-Lindqvist"],
      signed: "2026-09-10",
      start: "2026-10-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "out_of_home", "web", "social"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: ["morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h19c-06-state-dot-psa-signature-block-contractor",
    style: "h19c-public-sector-campaign-agreements",
    format: "pdf",
    source: `
# STATE OF WASHINGTON
# DEPARTMENT OF TRANSPORTATION
## PERSONAL SERVICES CONTRACT – TALENT FOR PUBLIC SERVICE ANNOUNCEMENT
Contract No. K-2291-PSA    Agency Purchase Order: WSDOT-PO-88120
This Contract is entered into by and between the Washington State Department of Transportation ("WSDOT" or "Agency") and the individual identified in the signature block below as Contractor ("Contractor").
## 1. Purpose
Agency is producing the "Target Zero: Slow Down in Work Zones" public service announcement ("PSA"), in partnership with the Cascade Outdoor Recreation Council, a non-profit that promotes safe travel to state parks. Contractor will appear as on-camera spokesperson.
## 2. Period of Performance
Contractor's services will be performed between August 24, 2026 and September 4, 2026. This Contract is effective upon execution by both parties.
## 3. Compensation
Agency shall pay Contractor a total of $7,500 for the services and all rights granted in Section 5. This is a buyout: no residuals, reuse or session fees will be paid for any use of the PSA. Contractor will also receive a per diem of $59 per shooting day at the state rate, which is not compensation for the rights. Total contract maximum, including per diem, is $7,618.
## 4. Ownership; Public Domain
The PSA and all footage, stills and scripts created under this Contract are works made for hire owned by the State of Washington. Agency may place the PSA in the public domain for use by news media and other public agencies without charge.
## 5. Use of Contractor's Likeness
Contractor grants Agency a perpetual, irrevocable, non-exclusive license to use Contractor's name, likeness and voice as they appear in the PSA, for public-information purposes only, in broadcast and cable television, on Agency websites, on Agency social media channels, and on highway and transit billboards, throughout the United States. Agency shall not use Contractor's likeness to endorse any commercial product or service.
## 6. Public Records
Contractor acknowledges that this Contract is a public record under the Public Records Act, chapter 42.56 RCW, and may be disclosed on request.
## 7. Assignment
Neither party may assign this Contract or any right under it without the prior written consent of the other. Contractor may not subcontract any part of the services.
## 8. Standards of Conduct
Agency may terminate this Contract and withdraw the PSA from further use if Contractor is charged with a traffic offense involving impairment or reckless driving, or engages in conduct that would bring the Target Zero program into disrepute.
## Signatures
AGENCY: Washington State Department of Transportation. By: Lorena Vasquez-Tran, Communications Director. Date: 08/19/2026
CONTRACTOR: Daniel Reyes-Whitford, 1420 N 45th St, Seattle, WA 98103. Signature: Daniel Reyes-Whitford. Date: 08/20/2026
`,
    expected: {
      parties: ["Washington State Department of Transportation", "Daniel Reyes-Whitford"],
      signed: "2026-08-20",
      start: "2026-08-20",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 7500"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout", "morality_clause", "sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "h19c-07-borough-council-recycling-letter",
    style: "h19c-public-sector-campaign-agreements",
    format: "text",
    source: `
# HARROWGATE BOROUGH COUNCIL
Waste and Recycling Services, Civic Centre, Station Parade, Harrowgate HG9 1AA
Our ref: WR/COMMS/117    PO: HBC-PO-0031542
Date: 22 March 2027
Dear Ms Achterberg,
Letter of engagement: "Bin It Right" recycling campaign
Following our telephone conversation, I am pleased to confirm the Council's engagement of you, Mrs Rosalind Achterberg, the television cook, to front the Council's "Bin It Right" food-waste recycling campaign on the terms below.
1. You will attend one photography session at the Civic Centre and one cookery demonstration at the Harrowgate Food Festival.
2. The Council may use the photographs of you and your name in its residents' magazine, Borough Billboard, in the leaflets delivered with council tax bills, on the Council's website and on the Council's Facebook and X accounts. We will not use them on roadside posters, on buses or on television. Borough Billboard is a printed magazine delivered to every household.
3. The period of use is set out in the table at the end of this letter.
4. The Council will pay you a fee of £2,500, inclusive of any VAT, within 30 days of receiving your invoice quoting the PO number above. A refundable deposit of £200 is payable by you for the loan of the Council's demonstration equipment and will be returned when it is handed back.
5. The photographs will be the Council's property. The Council will not release them under the Open Government Licence or otherwise licence them to third parties.
6. The Council is subject to the Freedom of Information Act 2000 and the fee paid under this letter may be published in its register of spending over £500.
Key dates
| Start of the period of use | 1 May 2027 |
| End of the period of use | 30 April 2028 |
Please sign and return a copy to confirm your agreement.
Yours sincerely,
Martin Fellowes, Head of Waste and Recycling Services, for and on behalf of Harrowgate Borough Council
I agree to the above terms. Signed: Rosalind Achterberg. Date: 29 March 2027
`,
    expected: {
      parties: ["Harrowgate Borough Council", "Rosalind Achterberg"],
      signed: "2027-03-29",
      start: "2027-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: ["GBP 2500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h19c-08-supermarket-chef-range-royalty",
    style: "h19c-cookbook-recipe-tie-ins",
    format: "docx",
    source: `
# RECIPE AND NAME LICENCE AGREEMENT
THIS AGREEMENT is dated 4 November 2026
## PARTIES
(1) HALDEN'S STORES LIMITED, a company incorporated in England and Wales with number 00412288, whose registered office is at Halden House, 1 Mercia Way, Coventry CV1 2HN ("Halden's" or the "Licensee"); and
(2) MARCUS OYELARAN-BRYCE, of c/o Saltmarsh Talent Ltd, 27 Shelton Street, London WC2H 9JQ (the "Chef").
## BACKGROUND
(A) The Chef is the author of the cookery book "Fire & Smoke: An Outdoor Kitchen" published by Thornfield Books Ltd (the "Publisher"), which holds the exclusive volume rights in the recipes in it.
(B) Halden's wishes to sell a range of barbecue sauces, rubs and marinades under the name "Marcus Oyelaran-Bryce Outdoor Kitchen" (the "Range") and to promote it with recipes from the book.
## AGREED TERMS
1> Definitions
2> "Launch Date" means the date on which the Range is first offered for sale in Halden's stores, as set out in Schedule 2.
2> "Licensed Recipes" means the twelve recipes listed in Schedule 1.
2> "Term" means the period starting on the Launch Date and ending on the day before the third anniversary of the Launch Date.
1> Grant
2> The Chef grants Halden's, for the Term and in the United Kingdom, the Isle of Man and the Channel Islands, the right to use the Chef's name, signature and approved photographs on the packaging of the Range, and to reproduce the Licensed Recipes on recipe cards, shelf barkers and point-of-sale material in Halden's stores, in Halden's customer magazine, on haldens.co.uk and in Halden's grocery app, and on Halden's own social media accounts.
2> The name "Outdoor Kitchen" is the name of the Range only and does not include any right to outdoor advertising, which is not licensed.
2> Television, radio and cinema advertising are excluded. Any such use requires a separate agreement.
1> Exclusivity
2> During the Term the Chef shall not license his name, likeness or recipes to any other grocery retailer in the territory, nor endorse any other barbecue sauce, rub or marinade.
2> Clause 3.1 does not prevent the Chef from selling his own products at his restaurant, Ember & Ash in Margate, or from writing for newspapers and magazines.
1> Sub-licensing
2> No right to sub-license is granted. Halden's contract manufacturers may print the Chef's name on the packaging solely to produce the Range for Halden's, and that shall not be a sub-licence.
1> Payments
2> Halden's shall pay the Chef a non-returnable advance of £30,000 within 14 days of the date of this agreement, recoupable from royalties.
2> Halden's shall pay the Chef a royalty of 4% of Halden's net sales of the Range, accounted quarterly.
2> All sums are exclusive of VAT. Halden's shall reimburse the Chef's reasonable travel expenses for the launch event, not exceeding £750.
1> Publisher's Consent
2> The Chef warrants that the Publisher has consented to the use of the Licensed Recipes under this agreement. The Publisher's letter of consent is annexed; the Publisher is not a party to this agreement.
1> Assignment
2> Halden's may not assign this agreement or any of its rights without the Chef's prior written consent.
## SCHEDULE 1 – Licensed Recipes
Smoked Brisket Rub; Charred Pineapple Glaze; Bourbon-Free Barbecue Sauce; and nine others as initialled by the parties.
## SCHEDULE 2 – Launch Date
| Event | Date |
| Launch Date of the Range | 6 January 2027 |
| Launch event, Coventry flagship store | 7 January 2027 |
Signed by Priya Castellano, Commercial Director, for and on behalf of Halden's Stores Limited: 4 November 2026
Signed by Marcus Oyelaran-Bryce: 4 November 2026
## ANNEX – LETTER OF CONSENT
Thornfield Books Ltd consents to the reproduction of the twelve Licensed Recipes by Halden's Stores Limited as described in the agreement dated 4 November 2026, provided that each recipe card carries the credit "From Fire & Smoke, published by Thornfield Books". Signed: E. Marchbank, Rights Director, Thornfield Books Ltd, 28 October 2026.
`,
    expected: {
      parties: ["Halden's Stores Limited", "Marcus Oyelaran-Bryce"],
      signed: "2026-11-04",
      start: "2027-01-06",
      end: "2030-01-05",
      perpetual: false,
      territories: ["GB", "IM", "JE", "GG"],
      channels: ["in_store", "print", "web", "social"],
      exclusive: true,
      fees: ["GBP 30000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h19c-09-us-pantry-brand-rider-prevails",
    style: "h19c-cookbook-recipe-tie-ins",
    format: "pdf",
    source: `
# RECIPE LICENSE AND ENDORSEMENT AGREEMENT
This Recipe License and Endorsement Agreement (the "Agreement") is entered into as of November 2, 2026 (the "Effective Date") by and between Brightfield Pantry Foods, Inc., a Delaware corporation with offices at 900 W. Fulton Market, Chicago, IL 60607 ("Brightfield"), and Celeste Amundsen-Okoro, an individual ("Author"), author of the cookbook "Weeknight Print & Pantry" (the "Book").
## 1. License Grant
1.1 Author grants Brightfield a non-exclusive license to reproduce up to twenty (20) recipes from the Book (the "Recipes"), and to use Author's name, approved likeness and approved biography, in connection with Brightfield's canned beans, broths and grains (the "Products").
1.2 Media. Brightfield may use the Recipes and Author's name and likeness in all media, excluding television, cinema and out-of-home advertising. For clarity, the word "Print" in the title of the Book does not describe or limit any medium.
1.3 Territory. The United States and Canada.
## 2. Term
2.1 The term of this Agreement begins on the Effective Date and continues for two (2) years.
2.2 Renewal. The Agreement shall renew automatically for successive one (1) year periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.
## 3. Compensation
3.1 Advance. Brightfield shall pay Author a non-refundable advance of $20,000 against royalties within thirty (30) days of the Effective Date.
3.2 Royalty. Brightfield shall pay Author a royalty of $0.15 for each unit of Products sold bearing a Recipe or Author's name.
3.3 Recipe development. For four (4) new recipes Author will develop for Brightfield's website, Brightfield shall pay Author a flat development fee of $8,000.
3.4 Brightfield will ship Author product samples at no charge and reimburse pre-approved travel expenses.
## 4. Publisher Consent
Author's publisher, Harlow & Finch Publishing LLC, has consented to this license by signing below. Harlow & Finch is not otherwise a party to this Agreement and assumes no obligations under it.
## 5. Approvals
Author shall have approval over all uses of her likeness and biography, not to be unreasonably withheld.
## 6. Exclusivity
6.1 Author shall not, during the term, endorse any canned bean, broth or grain product of a competitor of Brightfield.
## 7. Assignment
Neither party may assign this Agreement without the other's prior written consent, except that Brightfield may assign it to a successor to its food business.
## 8. Morals
Brightfield may terminate this Agreement on notice if Author commits any act that brings her into public disrepute, contempt or scandal.
## RIDER A
Rider A forms part of the Agreement and, where it conflicts with the Agreement, prevails. Section 6 (Exclusivity) of the Agreement is deleted in its entirety and replaced by the following: "6. No Exclusivity. Nothing in this Agreement restricts Author from endorsing, or licensing recipes to, any other food brand, including competitors of Brightfield."
## SIGNATURES
BRIGHTFIELD PANTRY FOODS, INC. By: Gregory Lindahl, SVP Marketing. Date: November 2, 2026
AUTHOR: Celeste Amundsen-Okoro. Date: November 2, 2026
CONSENTED TO BY HARLOW & FINCH PUBLISHING LLC. By: Mira Santos, Subsidiary Rights. Date: October 30, 2026
`,
    expected: {
      parties: ["Brightfield Pantry Foods, Inc.", "Celeste Amundsen-Okoro"],
      signed: "2026-11-02",
      start: "2026-11-02",
      end: "2028-11-01",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["USD 20000", "USD 8000"],
      flags: ["automatic_renewal", "assignable", "morality_clause"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h19c-10-australian-grocer-recipe-cards",
    style: "h19c-cookbook-recipe-tie-ins",
    format: "scan",
    source: `
# RECIPE CARD LICENCE – SHORT FORM
Date: 15/02/2027
Licensor: Noor Haddad-Whitlam, food writer, Fitzroy VIC 3065 ("Author")
Licensee: Fairlea Fresh Markets Pty Ltd ABN 51 004 228 917, 220 Sturt St, Ballarat VIC 3350 ("Fairlea")
1. Author licenses Fairlea to reproduce six recipes from her book "Mezze for Every Season" on free recipe cards and shelf talkers in Fairlea stores, in Fairlea's weekly printed catalogue and on fairlea.com.au. Excluding television, radio and social media.
2. Territory: Australia and New Zealand.
3. Term: six months from 1 March 2027.
4. Fee: AUD 6,000 plus GST, payable on signing. No royalty is payable.
5. Author's publisher, Mulberry Lane Press, has consented in writing. Fairlea will credit the book and publisher on every card.
6. This licence is not exclusive.
7. Fairlea may not sub-license these rights or assign this licence.
8. Nothing in this licence waives the Author's moral rights; Fairlea will attribute each recipe to the Author.
Signed: Noor Haddad-Whitlam, 15/02/2027
Signed for Fairlea Fresh Markets Pty Ltd: Grant Tulloch, Category Manager, 17/02/2027
`,
    expected: {
      parties: ["Noor Haddad-Whitlam", "Fairlea Fresh Markets Pty Ltd"],
      signed: "2027-02-17",
      start: "2027-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["in_store", "print", "web"],
      exclusive: false,
      fees: ["AUD 6000"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  }
]
