// Independent author "m10" (wave 10), one batch written without reading the reader's rules or the other batches'
// texts (only the style names and answer rules in NOTES.md, the corpus markup and scorer, the flag names and the
// first entry of one batch for the file convention were read), and committed before the reader was run on it:
// redlined drafts (tracked changes printed as [Deleted: …] / [Inserted: …] with reviewers' comments, a compare
// tool's blackline with {+insertions+} and [-deletions-], an Irish conformed copy whose notes record what a deed of
// variation changed and a deleted clause, a marked-up draft whose proposals are accepted or rejected, with an "as
// amended" reading); bilingual contracts drafted in two languages side by side or one after the other (Quebec
// English/French in two columns, a US English/Spanish release where English controls, a New Brunswick licence with
// the French version first and prevailing); and usage-rights matrices (media by year with ticks, crosses and
// unexercised options, footnotes that narrow a row, an Australian footage order confirmation whose standard terms
// give way to the order, channels by territories with Y/N cells in plain text). A DEVELOPMENT batch: its first,
// untuned score is for the lead to take.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["m10-redline-drafts", "m10-bilingual-parallel", "m10-usage-matrices-orders"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "m10-01-tracked-changes-execution-version",
    style: "m10-redline-drafts",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE AGREEMENT
EXECUTION VERSION - printed with tracked changes against the Licensee's draft of 2 March 2026. Every change shown was accepted by both parties before signature: text shown as [Deleted: ...] is not part of this Agreement and text shown as [Inserted: ...] is. Comments are the negotiators' notes and are not terms.
THIS AGREEMENT is made on [Deleted: 2 March 2026] [Inserted: 16 March 2026]
BETWEEN
(1) Harriet Lowe, trading as Lowe Studio, of 8 Canal Wharf, Manchester M1 5LN (the "Photographer"); and
(2) Brackenridge Foods Limited, a company registered in England under number 08811223, of 40 Harbour Road, Hull HU1 2AA (the "Licensee").
## 1. Licence
1.1 The Photographer grants the Licensee a [Deleted: worldwide, exclusive] [Inserted: non-exclusive] licence to use the twelve photographs listed in the Schedule (the "Images") in the Territory and the Media for the Licence Period.
[Comment HL1: Exclusivity refused. The Photographer keeps the right to license the Images as stock.]
1.2 The Licensee may [Deleted: sub-license the Images to its agencies and distributors] [Inserted: not sub-license the Images. Its advertising agency may handle the Images only to prepare the Licensee's own materials].
## 2. Territory and Media
2.1 Territory: [Deleted: the world] [Inserted: the United Kingdom and Ireland].
2.2 Media: the Licensee's website, its social media accounts[Deleted: , television advertising] and printed brochures[Inserted: , and point-of-sale displays in its stockists' shops].
[Comment BF2: Brackenridge asked for television. Not agreed at this fee.]
## 3. Licence Period
3.1 The Licence Period starts on [Deleted: 1 April 2026] [Inserted: 1 May 2026] and lasts [Deleted: thirty-six (36) months] [Inserted: twenty-four (24) months].
3.2 [Deleted: The Licence Period renews automatically for further periods of twelve months unless either party gives notice.] [Inserted: Any extension must be agreed in writing and paid for separately.]
## 4. Fee
4.1 The Licensee shall pay the Photographer a licence fee of [Deleted: £3,000] [Inserted: £4,200] plus VAT within 30 days of invoice.
## 5. Moral rights
5.1 The Photographer [Deleted: waives all moral rights in the Images] [Inserted: asserts her right to be identified as the author of the Images, and the website use shall carry the credit "Photo: Lowe Studio"].
## Schedule - the Images
| No. | Title |
| 1 to 12 | Harvest Table series, shot on 3 February 2026 |
## Signatures
Signed for Brackenridge Foods Limited by Aaron Pike, Marketing Director, on 16 March 2026
Signed by Harriet Lowe on 16 March 2026
`,
    expected: {
      parties: ["Harriet Lowe", "Brackenridge Foods Limited"],
      signed: "2026-03-16",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 4200"],
      flags: [],
      denies: ["sublicensable", "automatic_renewal", "moral_rights_waiver", "worldwide_exclusivity"]
    }
  },
  {
    id: "m10-02-compare-blackline-us-talent",
    style: "m10-redline-drafts",
    format: "pdf",
    source: `
# COMPARISON DOCUMENT
Original: Talent Services Agreement - Agency draft v3 (April 6, 2026)
Modified: Talent Services Agreement - Company draft v4 (April 14, 2026), the version the parties executed
Legend: {+inserted text+} appears only in v4; [-deleted text-] appears only in v3.
## TALENT SERVICES AGREEMENT
This Talent Services Agreement (the "Agreement") is entered into as of [-April 6, 2026-]{+April 20, 2026+} by and between Tallgrass Outfitters, Inc., a Colorado corporation ("Company"), and Dana Whitfield ("Talent"), c/o Summit Artists LLC, 200 Larimer Street, Denver, CO 80202.
1. Services. Talent will render services at one (1) photo and video shoot on or about [-May 4, 2026-]{+May 11, 2026+} (the "Shoot Date"). The photographs and footage made at the shoot are the "Materials".
2. Term. The term of this Agreement begins on [-the date of this Agreement-]{+June 1, 2026+} and ends [-twenty-four (24) months-]{+twelve (12) months+} thereafter.
3. Media. Company may use the Materials in the following media only: online (Company's website and e-commerce pages), social media (Company's own Instagram, Facebook and TikTok accounts, organic and paid)[-, broadcast and cable television, out-of-home, and all other media now known or hereafter devised-]{+, and in-store displays in Company's retail stores+}.
4. Territory. [-Worldwide.-]{+The United States and Canada.+}
5. Exclusivity. During the Term, Talent shall not render services for, or authorize the use of Talent's name or likeness in connection with, any other outdoor apparel or footwear brand[- or any sporting goods retailer-].
6. Compensation. Company shall pay Talent a flat fee of [-$15,000-]{+$18,500+} for the services and the use of the Materials under Section 3, payable within thirty (30) days after the Shoot Date. [-Company shall also pay a usage fee of $5,000 for each month of use after the Term.-]
7. Assignment. Company may [-assign this Agreement without Talent's consent-]{+not assign this Agreement without Talent's prior written consent+}.
8. Conduct. {+If Talent commits any act that brings Talent into public disrepute, contempt or scandal, Company may terminate this Agreement on written notice.+}
9. Entire agreement. This Agreement is the entire agreement of the parties on its subject.
TALLGRASS OUTFITTERS, INC. By: Rachel Moreno, VP Marketing. Date: April 20, 2026
TALENT: Dana Whitfield. Date: April 20, 2026
`,
    expected: {
      parties: ["Tallgrass Outfitters, Inc.", "Dana Whitfield"],
      signed: "2026-04-20",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 18500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["unlimited_media", "assignable", "worldwide_exclusivity"]
    }
  },
  {
    id: "m10-03-irish-conformed-copy",
    style: "m10-redline-drafts",
    format: "text",
    source: `
# CONFORMED COPY
Illustration Licence Agreement dated 14 January 2026, conformed to incorporate the Deed of Variation dated 2 June 2026. The clauses below read as varied. Each note in square brackets records what the Deed of Variation changed; the words it records as removed no longer form part of the Agreement.
THIS AGREEMENT is made the 14th day of January 2026
BETWEEN Saoirse Ní Bhriain, illustrator, of 3 Quay Lane, Galway H91 X2Y4 (the "Artist") of the one part
AND Tobar Publishing DAC, a designated activity company registered in Ireland under number 701122, of 27 Mount Street, Dublin 2 (the "Publisher") of the other part.
## 1. Illustrations
1. The "Illustrations" are the thirty-two illustrations created by the Artist for the picture book "The Heron Who Stayed" (the "Book").
## 2. Grant
2. The Artist grants the Publisher the exclusive right to reproduce the Illustrations in printed editions of the Book and in the Publisher's printed catalogues, and to use up to six of them on the Publisher's website and social media accounts to promote the Book. [Note 1: the words "and in animated form in television advertising for the Book" were removed from this clause by the Deed of Variation.]
## 3. Territory
3. The Territory is Ireland and the United Kingdom. [Note 2: the words "and the United Kingdom" were added by the Deed of Variation; the Territory was Ireland alone.]
## 4. Term
4. The rights granted in clause 2 last for five (5) years from 1 February 2026. [Note 3: the Deed of Variation replaced "seven (7) years from the date of this Agreement" with "five (5) years from 1 February 2026".]
## 5. Fee
5. The Publisher shall pay the Artist a licence fee of €7,500 on signature of this Agreement. [Note 4: the fee was €6,000; the Deed of Variation replaced it with €7,500, and the Publisher paid the difference of €1,500 on 2 June 2026.]
## 6. Sub-licensing
6. [Deleted by the Deed of Variation. The clause read: "The Publisher may sub-license any of its rights under this Agreement to any third party."]
## 7. Moral rights
7. The Artist asserts her moral right to be identified as the creator of the Illustrations in every edition of the Book.
## 8. Law
8. This Agreement is governed by the laws of Ireland.
IN WITNESS whereof the parties have signed this Agreement on the date first written above.
Signed by Saoirse Ní Bhriain
Signed for and on behalf of Tobar Publishing DAC by Fiachra Doyle, Director
`,
    expected: {
      parties: ["Saoirse Ní Bhriain", "Tobar Publishing DAC"],
      signed: "2026-01-14",
      start: "2026-02-01",
      end: "2031-01-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["EUR 7500"],
      flags: [],
      denies: ["sublicensable", "worldwide_exclusivity", "moral_rights_waiver"]
    }
  },
  {
    id: "m10-04-marked-up-draft-accepted-rejected",
    style: "m10-redline-drafts",
    format: "scan",
    source: `
# LICENCE OF WORKOUT VIDEOS - AGREED FORM
Draft 2, marked up by Pulse Gyms Ltd on 3 July 2026, with the Licensor's response to each proposal. The Agreement is the text below with the ACCEPTED proposals only; a REJECTED proposal forms no part of it. Signed in this agreed form on 10 July 2026.
Licensor: Kemi Adebayo, of 19 Brook Road, Bristol BS5 6QT ("Licensor")
Licensee: Pulse Gyms Ltd, company number 10457781, of 2 Temple Way, Bristol BS1 6HG ("Pulse")
1. Videos. The twenty workout videos filmed by the Licensor in June 2026 (the "Videos").
2. Use. Pulse may stream the Videos on its website, in the members' area, and may print stills from them in its printed class timetables. [PROPOSED INSERTION by Pulse: "and on television"] [LICENSOR'S RESPONSE: Rejected. Not agreed.]
3. Territory. The United Kingdom. [PROPOSED by Pulse: replace "The United Kingdom" with "Worldwide"] [LICENSOR'S RESPONSE: Rejected.]
4. Term. The licence runs for eighteen (18) months from 1 August 2026. [PROPOSED by Pulse: replace "eighteen (18) months" with "twenty-four (24) months"] [LICENSOR'S RESPONSE: Accepted.]
5. Exclusivity. The licence is non-exclusive. [PROPOSED by Pulse: replace "non-exclusive" with "exclusive in the UK gym and fitness sector"] [LICENSOR'S RESPONSE: Rejected. The Licensor teaches for other studios.]
6. Fee. Pulse shall pay the Licensor £3,600 within 14 days of signature. [PROPOSED by Pulse: replace "£3,600" with "£3,000"] [LICENSOR'S RESPONSE: Rejected.]
7. [PROPOSED NEW CLAUSE by Pulse: "Sub-licensing. Pulse may sub-license the Videos to its franchisees."] [LICENSOR'S RESPONSE: Rejected. Pulse may not sub-license.]
As amended, clause 4 reads: "4. Term. The licence runs for twenty-four (24) months from 1 August 2026."
Signed by Kemi Adebayo on 10 July 2026
Signed for Pulse Gyms Ltd by Tom Hale, Operations Director, on 10 July 2026
`,
    expected: {
      parties: ["Kemi Adebayo", "Pulse Gyms Ltd"],
      signed: "2026-07-10",
      start: "2026-08-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["GBP 3600"],
      flags: [],
      denies: ["sublicensable", "worldwide_exclusivity"]
    }
  },
  {
    id: "m10-05-quebec-two-column-licence",
    style: "m10-bilingual-parallel",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT / CONTRAT DE LICENCE D'IMAGES
| English | Français |
| This Agreement is made at Montréal on March 9, 2026. | Le présent contrat est conclu à Montréal le 9 mars 2026. |
| BETWEEN: Élodie Marchand, photographer, 455 Saint-Paul Street West, Montréal, Québec H2Y 2A8 (the "Photographer") | ENTRE : Élodie Marchand, photographe, 455, rue Saint-Paul Ouest, Montréal (Québec) H2Y 2A8 (la « Photographe ») |
| AND: Fromagerie Belle-Rive inc., 12 chemin du Lac, Magog, Québec J1X 3W2 (the "Client") | ET : Fromagerie Belle-Rive inc., 12, chemin du Lac, Magog (Québec) J1X 3W2 (le « Client ») |
| 1. Grant. The Photographer grants the Client a non-exclusive licence to reproduce the fifteen photographs delivered on February 20, 2026 (the "Photographs"). | 1. Licence. La Photographe accorde au Client une licence non exclusive de reproduction des quinze photographies livrées le 20 février 2026 (les « Photographies »). |
| 2. Media. The Client's website, its Facebook and Instagram accounts, and in-store posters and shelf displays at retailers that sell its cheeses. Television, cinema and billboards are excluded. | 2. Supports. Le site Web du Client, ses comptes Facebook et Instagram, ainsi que les affiches et présentoirs en magasin chez les détaillants qui vendent ses fromages. La télévision, le cinéma et les panneaux d'affichage sont exclus. |
| 3. Territory. Canada. | 3. Territoire. Le Canada. |
| 4. Term. From April 1, 2026 to March 31, 2028. | 4. Durée. Du 1er avril 2026 au 31 mars 2028. |
| 5. Fee. CAD $2,800, plus applicable taxes (GST and QST), payable on signature. | 5. Rémunération. 2 800 $ CA, plus les taxes applicables (TPS et TVQ), payable à la signature. |
| 6. Sub-licensing and assignment. The Client may not sub-license or assign this licence without the Photographer's written consent. | 6. Sous-licence et cession. Le Client ne peut ni accorder de sous-licence ni céder la présente licence sans le consentement écrit de la Photographe. |
| 7. Moral rights. The Photographer does not waive her moral rights. Each use on the website carries the credit "Photo: Élodie Marchand". | 7. Droits moraux. La Photographe ne renonce pas à ses droits moraux. Chaque utilisation sur le site Web porte la mention « Photo : Élodie Marchand ». |
| 8. Language. The parties have required that this Agreement be drawn up in both English and French. Both versions are equally authoritative. | 8. Langue. Les parties ont exigé que le présent contrat soit rédigé en anglais et en français. Les deux versions font également foi. |
## Signatures / Signatures
| The Photographer / La Photographe | The Client / Le Client |
| Élodie Marchand | Fromagerie Belle-Rive inc., by / par : Luc Gagnon, President / président |
| Date: March 9, 2026 | Date : le 9 mars 2026 |
`,
    expected: {
      parties: ["Élodie Marchand", "Fromagerie Belle-Rive inc."],
      signed: "2026-03-09",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["CAD 2800"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "m10-06-us-english-spanish-release",
    style: "m10-bilingual-parallel",
    format: "pdf",
    source: `
# TALENT RELEASE / AUTORIZACIÓN DE USO DE IMAGEN
Date / Fecha: June 3, 2026 / 3 de junio de 2026
## ENGLISH
1. Parties. This release is between Sol y Mar Media LLC, a Florida limited liability company, 1800 Coral Way, Miami, FL 33145 ("Producer"), and Gabriela Fuentes Ortiz ("Talent"). Producer is producing the commercials for its client, Abuela Rosa Foods, Inc. (the "Advertiser"), which is not a party to this release.
2. Grant. For the fee below, Talent grants Producer an irrevocable license to use Talent's name, likeness and voice as recorded at the shoot on June 10, 2026 (the "Materials") in Spanish-language broadcast and cable television commercials, on the Advertiser's website, and on the Advertiser's Facebook, Instagram and TikTok accounts.
3. Territory and term. The United States and Mexico, from July 1, 2026 through June 30, 2027.
4. Fee. US$2,500, covering the session and all use under this release, payable within 30 days of the shoot.
5. Exclusivity. During the term, Talent will not appear in advertising for any other brand of packaged tortillas or tortilla chips in the territory. Talent is otherwise free to work for anyone.
6. Assignment. Producer may assign this release to the Advertiser without Talent's consent.
7. Language. This release is signed in English and Spanish. If the two versions conflict, the English version controls.
## ESPAÑOL
1. Partes. Esta autorización se celebra entre Sol y Mar Media LLC, sociedad de responsabilidad limitada de Florida, 1800 Coral Way, Miami, FL 33145 (el "Productor"), y Gabriela Fuentes Ortiz (el "Talento"). El Productor realiza los comerciales para su cliente, Abuela Rosa Foods, Inc. (el "Anunciante"), que no es parte de esta autorización.
2. Autorización. A cambio de la tarifa indicada abajo, el Talento otorga al Productor una licencia irrevocable para usar su nombre, imagen y voz tal como se grabaron en la sesión del 10 de junio de 2026 (los "Materiales") en comerciales de televisión abierta y por cable en español, en el sitio web del Anunciante y en las cuentas de Facebook, Instagram y TikTok del Anunciante.
3. Territorio y plazo. Estados Unidos y México, del 1 de julio de 2026 al 30 de junio de 2027.
4. Tarifa. US$2,500, que cubre la sesión y todo uso conforme a esta autorización, pagadera dentro de los 30 días siguientes a la sesión.
5. Exclusividad. Durante el plazo, el Talento no aparecerá en publicidad de ninguna otra marca de tortillas o totopos empacados en el territorio. Fuera de ello, el Talento puede trabajar para quien desee.
6. Cesión. El Productor puede ceder esta autorización al Anunciante sin el consentimiento del Talento.
7. Idioma. Esta autorización se firma en inglés y en español. En caso de conflicto entre ambas versiones, prevalecerá la versión en inglés.
## SIGNATURES / FIRMAS
Talent / Talento: Gabriela Fuentes Ortiz. Date / Fecha: June 3, 2026
For Producer / Por el Productor: Sol y Mar Media LLC, by Andrés Villalobos, Managing Member. Date / Fecha: June 3, 2026
`,
    expected: {
      parties: ["Sol y Mar Media LLC", "Gabriela Fuentes Ortiz"],
      signed: "2026-06-03",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["US", "MX"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 2500"],
      flags: ["irrevocable_grant", "assignable", "non_compete"],
      denies: ["worldwide_exclusivity"]
    }
  },
  {
    id: "m10-07-new-brunswick-french-first",
    style: "m10-bilingual-parallel",
    format: "scan",
    source: `
# ENTENTE DE LICENCE / LICENCE AGREEMENT
VERSION FRANÇAISE
ENTRE Natalie Cormier, violoneuse, de Caraquet (Nouveau-Brunswick) (l'« Artiste »)
ET Les Productions Baie-Chaleur inc., 40, boulevard Saint-Pierre Ouest, Caraquet (Nouveau-Brunswick) (le « Producteur »).
Article 1 - Objet. L'Artiste autorise le Producteur à utiliser l'enregistrement vidéo de sa prestation du 9 août 2026 au festival de la baie (l'« Enregistrement ») dans des capsules promotionnelles diffusées à la télévision, sur le site Web du Producteur et sur ses pages Facebook et YouTube.
Article 2 - Territoire. Le Canada et les États-Unis.
Article 3 - Durée. Trois (3) ans à compter du 15 août 2026.
Article 4 - Cachet. Le Producteur verse à l'Artiste un cachet de 750 $ CA à la signature.
Article 5 - Exclusivité. La présente licence n'est pas exclusive. L'Artiste demeure libre d'autoriser toute autre utilisation de sa prestation.
Article 6 - Cession. Le Producteur ne peut céder la présente entente sans le consentement écrit de l'Artiste.
Article 7 - Langue. En cas de divergence entre les deux versions, la version française l'emporte.
Fait à Caraquet le 28 juillet 2026.
ENGLISH VERSION
BETWEEN Natalie Cormier, fiddler, of Caraquet, New Brunswick (the "Artist")
AND Les Productions Baie-Chaleur inc., 40 Saint-Pierre Boulevard West, Caraquet, New Brunswick (the "Producer").
Section 1 - Purpose. The Artist authorizes the Producer to use the video recording of her performance of August 9, 2026 at the bay festival (the "Recording") in promotional spots shown on television, on the Producer's website and on its Facebook and YouTube pages.
Section 2 - Territory. Canada and the United States.
Section 3 - Term. Three (3) years from August 15, 2026.
Section 4 - Fee. The Producer pays the Artist a fee of CAD $750 on signature.
Section 5 - Exclusivity. This licence is not exclusive. The Artist remains free to authorize any other use of her performance.
Section 6 - Assignment. The Producer may not assign this agreement without the Artist's written consent.
Section 7 - Language. If the two versions differ, the French version prevails.
Done at Caraquet on July 28, 2026.
L'Artiste / The Artist: Natalie Cormier
Pour le Producteur / For the Producer: Marc-André Godin, président / President
`,
    expected: {
      parties: ["Natalie Cormier", "Les Productions Baie-Chaleur inc."],
      signed: "2026-07-28",
      start: "2026-08-15",
      end: "2029-08-14",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["CAD 750"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "m10-08-booking-usage-matrix-options",
    style: "m10-usage-matrices-orders",
    format: "docx",
    source: `
# USAGE RIGHTS MATRIX AND BOOKING TERMS
Booking reference NL-4471. Date of this confirmation: 24 August 2026.
| Client | Harrow & Finch Ltd, 9 Weaver Street, Leicester LE1 4AB |
| Agency | Northlight Models Ltd, as agent for the Model |
| Model | Ines Carvalho |
| Shoot | 27 August 2026, autumn and winter knitwear catalogue |
## Usage matrix
Legend: ✓ licensed; ✗ not licensed; O option, not licensed unless the Client exercises it in writing and pays the option fee before the option deadline. Footnotes follow the table.
| Media | Year 1: 1 Sep 2026 to 31 Aug 2027 | Year 2: 1 Sep 2027 to 31 Aug 2028 (option)² | Territory |
| Client website and e-commerce | ✓ | O | UK and Ireland |
| Client social media, organic only¹ | ✓ | O | UK and Ireland |
| Printed catalogue and direct mail | ✓ | ✗ | UK only |
| Outdoor: posters, billboards, transport | ✗ | ✗ | - |
| Television and cinema | ✗ | ✗ | - |
| In store: point of sale | ✗ | O | UK only |
¹ Posts on the Client's own accounts only: no paid boosting, and no use on influencers' or other third-party accounts.
² The Year 2 option expires on 31 July 2027. At the date of this confirmation no option has been exercised.
## Fees
| Item | Amount |
| Shoot day rate (8 hours) | £1,200 |
| Year 1 usage, as ticked above | £2,400 |
| Year 2 option fee (payable only if the option is exercised) | £1,500 |
| Agency commission (20%, included in the amounts above) | - |
| Total payable now | £3,600 |
## Terms
Exclusivity: none. The Model may model for other knitwear and clothing brands at any time.
Any use not ticked in the matrix is not licensed and needs a new licence from the Agency.
Confirmed for Harrow & Finch Ltd by Priya Shah, Head of Brand, on 24 August 2026.
Confirmed for the Model by Northlight Models Ltd, as her agent, by Dan Rees on 24 August 2026.
`,
    expected: {
      parties: ["Harrow & Finch Ltd", "Ines Carvalho"],
      signed: "2026-08-24",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 2400"],
      flags: []
    }
  },
  {
    id: "m10-09-au-footage-order-standard-terms",
    style: "m10-usage-matrices-orders",
    format: "pdf",
    source: `
# ORDER CONFIRMATION
Southern Cross Footage Pty Ltd ABN 51 824 753 556, Level 3, 88 George Street, Sydney NSW 2000 ("Licensor")
Order number: SCF-20931. Order date: 5 October 2026.
Customer: Wattle & Gum Cosmetics Pty Ltd ABN 33 615 902 114, 18 Flinders Lane, Melbourne VIC 3000 ("Customer")
## Clips ordered
| Clip | Length | Licence | Price ex GST |
| SCF-11802 | 0:20 | Type B | A$1,450.00 |
| SCF-11815 | 0:12 | Type B | A$980.00 |
| | | GST (10%) | A$243.00 |
| | | Total | A$2,673.00 |
SCF-11802: aerial view of the Great Ocean Road at dawn. SCF-11815: a surfer at Bells Beach.
## Licence Type B, as it applies to this order
Media: the Customer's website and its social media channels, including paid social advertising.
Territory: Australia and New Zealand.
Licence Period: three (3) years from 12 October 2026 (the "Licence Start Date").
Special conditions of this order: clause 7 (Renewal) of the Standard Terms does not apply to this order.
## Standard Terms (version 4.2), extract
1. Unless the Order Confirmation states otherwise, each licence is worldwide, perpetual and for use in all media.
2. Licences are non-exclusive unless the Order Confirmation states "Exclusive" against a clip.
3. The Customer may not sub-license, resell or transfer any clip or any licence.
4. Television, cinema and outdoor use are licensed only where the Order Confirmation names them.
7. Renewal. A licence of three years or more renews automatically for one further year unless the Customer cancels it in writing before it ends.
9. These Standard Terms and the Order Confirmation form the agreement. If they conflict, the Order Confirmation prevails.
The Customer accepted this order online on 5 October 2026.
`,
    expected: {
      parties: ["Southern Cross Footage Pty Ltd", "Wattle & Gum Cosmetics Pty Ltd"],
      signed: "2026-10-05",
      start: "2026-10-12",
      end: "2029-10-11",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["AUD 1450", "AUD 980"],
      flags: [],
      denies: ["perpetual_term", "unlimited_media", "sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "m10-10-creator-grid-channels-territories",
    style: "m10-usage-matrices-orders",
    format: "text",
    source: `
# CAMPAIGN BRIEF AND USAGE GRID - SPRING RIDE 2026
Agreed and accepted on February 16, 2026 by Kestrel Cycle Co., 410 Pearl Street, Boulder, CO 80302 ("Brand") and Priya Dalal ("Creator"), through her manager, Bright Loop Management LLC, on her behalf.
## Deliverables
- 3 TikTok videos (30 to 60 seconds), posted on Creator's account between March 2 and March 20, 2026
- 2 Instagram Reels, posted on Creator's account between March 9 and March 27, 2026
- 10 raw photos of Creator riding the Kestrel Sprint e-bike, delivered to Brand by February 27, 2026
## Usage grid
Usage Period for every Y in the grid: March 2, 2026 through August 30, 2026 (26 weeks). N means not licensed anywhere, at any time.
| Channel | United States | Canada | Mexico | Rest of world |
| Brand's paid social (Meta, TikTok Spark Ads) | Y | Y | N | N |
| Brand's website and emails | Y | Y | Y | N |
| Connected TV and streaming ads | N | N | N | N |
| Linear TV | N | N | N | N |
| Retail displays in bike shops | Y | N | N | N |
At the end of the Usage Period Brand stops all paid use and removes the content from its website. Creator's own posts may stay on Creator's feed. No usage is granted in perpetuity.
## Fees
| Item | Amount |
| Content fee (all deliverables) | $9,000 |
| Paid usage fee (paid social rows of the grid) | $2,000 |
| Total | $11,000 |
Brand pays the total in two instalments of $5,500: on acceptance and on the last posting.
## Exclusivity
Creator will not post sponsored content for any other bicycle or e-bike brand from March 2, 2026 through April 30, 2026. Creator may post sponsored content for any other kind of brand.
`,
    expected: {
      parties: ["Kestrel Cycle Co.", "Priya Dalal"],
      signed: "2026-02-16",
      start: "2026-03-02",
      end: "2026-08-30",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["USD 9000", "USD 2000"],
      flags: ["non_compete"],
      denies: ["perpetual_term", "worldwide_exclusivity"]
    }
  }
]
