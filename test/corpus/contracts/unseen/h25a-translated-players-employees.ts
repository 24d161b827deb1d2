// Held-out author "h25a" (wave 25), one batch written from scratch without reading the reader (domain/, application/,
// adapters/ beyond the flag names and LONG_TERM_MONTHS), any other corpus batch, NOTES.md or any score; only
// Corpus.ts, the top of ContractFlags.ts, the header and first entry of n11's batch for the file convention, the
// wave-25 checker and the names of the files in unseen/. Frozen before the reader was run on it. Three styles:
// southern European image and talent licences in English translation beside or instead of the Italian, Spanish or
// Portuguese original ("il Committente", "el Cedente", "o Licenciante" kept as defined terms, IVA at 22, 21 and 23 per
// cent, ritenuta d'acconto, IRPF and IRS withholding, dd.mm.yyyy and dd/mm/yyyy dates, the Civil Code, a clause that
// the original text prevails, Codice Fiscale and NIF, an Italian addendum that replaces two clauses and prevails);
// group licences of professional athletes through a players' association, union or collective (three or more
// players per product, a royalty pool shared per player, a minimum guarantee, a player who has opted out, club and
// league marks not licensed, product lines called "ProPrint", "Billboard Series" and "Outdoor Legends"); and
// employee model consents (a consent form appended to an HR policy and signed only by the employee at its foot, no
// pay or a gift card, consent that survives or ends with employment, intranet and town-hall use against external
// advertising, withdrawal for future materials only, a trade union or works council clause, a nurse signing for her
// child).
//
// Answer rules decided by this author: the parties are those the contract binds as grantor and grantee, named as the
// contract names them without role labels, titles or registration numbers (an association's members, an agency, a
// recognised union or a works council that approved a form are not parties; a minor whose likeness a parent releases
// on her behalf is); the signing date is the date of the last signature, and an addendum is signed on its own date
// while its start and end are those of the licence as amended; a consent that takes effect on signature starts on the
// signing date; "N years from X" ends the day before the anniversary, and a term counted from a launch or release
// date takes that date from wherever the contract states it (an annex, a later confirmation line); a consent that
// lasts "for as long as you work for us" or ends with employment has no end date (no_end_date), not a perpetual one;
// fees are the sums paid for the rights or the services, net of nothing and before tax: IVA, VAT and GST, a ritenuta
// d'acconto, IRPF or IRS withholding (a part of the fee withheld, not another sum), expenses, a deposit, a rate for an
// extra day or session "if required", an unexercised renewal price, a royalty percentage and the instalments of a
// minimum guarantee are not fees, while a minimum guarantee itself and a sum already paid under the original contract
// that an addendum restates are; a gift card given "as consideration for this release" is a fee, a statement that no
// payment is made gives no fee (no_fee_stated); channels are the advertising media granted (television broadcast,
// websites and online stores web, social media accounts and LinkedIn social, magazines, brochures and catalogues
// print, posters and billboards out_of_home, point-of-sale and shop displays in_store), not the merchandise or
// in-game use the licence is about, and not internal use (an intranet, a town hall, an internal newsletter), so an
// internal-only consent has no channels and no territory; an "all media excluding ..." grant is the channels left,
// and only a grant of every medium without exception is unlimited_media; a company or product name with a word like
// "Cinema", "Print", "Billboard" or "Outdoor" in it grants nothing; "the world" and online use "without territorial
// limit" are worldwide; exclusivity is answered for the grant (a licensor who may license nobody else in the category
// grants an exclusive licence, whatever it carves out for an existing licensee), and a promise by the talent or the
// licensee not to deal with competing products is non_compete besides; "shall not sub-license", "may not assign" and
// "will not license your image to anyone else" deny sublicensable and assignable; a consent or licence the text says
// may be revoked or withdrawn denies irrevocable_grant; an option to renew on notice is not automatic renewal, and is
// denied only where the text says the contract does not renew by itself; a clause that lets a party drop a player or
// end for conduct that brings the sport into disrepute is a morality_clause; the author's moral rights kept expressly
// deny moral_rights_waiver.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h25a-southern-european-translated-licences",
  "h25a-player-group-licensing-agreements",
  "h25a-employee-model-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h25a-01-italian-image-rights-licence",
    style: "h25a-southern-european-translated-licences",
    format: "docx",
    source: `
# CONTRATTO DI LICENZA DI DIRITTI D'IMMAGINE – IMAGE RIGHTS LICENCE AGREEMENT
English translation of the Italian original. The translation is provided for convenience only; in the event of any discrepancy or dispute as to interpretation, the Italian text shall prevail.
Milano, 14.04.2026
## TRA / BETWEEN
| Ruolo / Role | Parte / Party |
| il Committente | Cinema Gelati S.r.l., with registered office at Via Tortona 27, 20144 Milano, Partita IVA IT09876543210, in the person of its managing director Dott. Paolo Rinaldi (the “Committente”) |
| la Modella | Giulia Marchetti, born in Bergamo on 03.09.1999, Codice Fiscale MRCGLI99P43A794K, resident at Via Pignolo 12, 24121 Bergamo (the “Modella”) |
## PREMESSE / RECITALS
A. The Committente produces and sells artisanal ice cream under the brand “Cinema Gelati”, so called after its first shop, opened in 1962 in the foyer of a cinema in Brera.
B. The Committente wishes to use the image of the Modella in its spring and summer 2026 campaign, and the Modella is willing to consent on the terms below.
1> Oggetto – Subject matter. Pursuant to Article 10 of the Civil Code and Articles 96 and 97 of Law no. 633 of 22 April 1941, the Modella authorises the Committente to publish and reproduce her image, as portrayed in the photographs taken at the Committente's shop in Via Brera on 28.04.2026 (the “Immagini”), and her first name, solely to advertise the Committente's products.
1> Mezzi – Media. The Immagini may be used on the Committente's website, on its Instagram, Facebook and TikTok accounts, and in print (magazines and leaflets), excluding television, cinema and outdoor posting (affissioni). The word “Cinema” in the Committente's name and brand confers no right to screen the Immagini in cinemas.
1> Territorio – Territory. Italy and the Republic of San Marino.
1> Durata – Term. The authorisation runs from 01.05.2026 to 30.04.2027. The Committente may extend it once for a further twelve months by written notice before expiry against a further fee of € 3.000,00; failing that notice the authorisation ends on 30.04.2027 and there is no tacit renewal (rinnovo tacito).
1> Corrispettivo – Fee. For the authorisation the Committente shall pay the Modella a gross fee of € 4.500,00 (four thousand five hundred euro), subject to the ritenuta d'acconto (withholding tax) of 20 per cent, i.e. € 900,00, which the Committente shall pay to the Treasury as withholding agent. The engagement is an occasional service (prestazione occasionale) outside the scope of IVA; should the Modella invoice under a Partita IVA, IVA at 22 per cent shall be added. Travel expenses on the day of the shoot are reimbursed against receipts up to € 250,00.
1> Esclusiva – Exclusivity. This licence is not exclusive. The Modella remains free to lend her image to any other person or product.
1> Cessione – Assignment. The Committente may not assign this contract or grant sub-licences of the Immagini to third parties.
1> Revoca – Withdrawal. The Modella shall not withdraw her consent before 30.04.2027, save for a use that harms her honour, reputation or decorum within the meaning of Article 97(2) of Law no. 633/1941.
1> Legge applicabile e foro – Law and forum. This contract is governed by Italian law. The Court of Milan has exclusive jurisdiction.
Il Committente – Cinema Gelati S.r.l. (Dott. Paolo Rinaldi) ________________
La Modella – Giulia Marchetti ________________
Pursuant to Articles 1341 and 1342 of the Civil Code, the Modella specifically approves clauses 4 (Term), 8 (Withdrawal) and 9 (Law and forum).
La Modella – Giulia Marchetti ________________
`,
    expected: {
      parties: ["Cinema Gelati S.r.l.", "Giulia Marchetti"],
      signed: "2026-04-14",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["IT", "SM"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 4500"],
      flags: [],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h25a-02-spanish-chef-image-cession",
    style: "h25a-southern-european-translated-licences",
    format: "pdf",
    source: `
# CONTRATO DE CESIÓN DE DERECHOS DE IMAGEN
## Image Rights Assignment Agreement (English translation)
In Logroño, on 22/07/2026.
## THE PARTIES
ON THE ONE PART, Mr Javier Ortega Ruiz, of legal age, chef, with NIF 16.584.372-K and address at Calle Portales 41, 26001 Logroño (La Rioja), acting in his own name and right (hereinafter, “el Cedente”).
ON THE OTHER PART, Bodegas Alcor, S.A., with CIF A-26123456 and registered office at Carretera de Haro km 4, 26200 Haro (La Rioja), represented by Ms Marta Iriarte Sáenz as its attorney (hereinafter, “el Cesionario”).
Both parties acknowledge each other's capacity to enter into this contract and
## STATE
I. That el Cesionario intends to launch its “Alcor Cocina” range of wines with an advertising campaign featuring el Cedente (the “Campaign”).
II. That el Cedente, pursuant to Organic Law 1/1982 of 5 May on the civil protection of the right to honour, personal and family privacy and one's own image, consents to the use of his image on the following
## CLAUSES
1> OBJECT. El Cedente assigns to el Cesionario the right to use his image, name and voice, as captured in the Campaign's shooting in Haro, in the Campaign's advertising of the “Alcor Cocina” range.
1> MEDIA. The Campaign may be broadcast on television, published on el Cesionario's website and social media accounts, and in newspapers and magazines, excluding outdoor advertising (billboards, bus shelters) and cinema.
1> TERRITORY. Spain, Portugal and the Principality of Andorra.
1> TERM. The assignment shall last two (2) years counted from the Launch Date. “Launch Date” means the date on which the Campaign is first published in any medium, which the parties set out in Annex I.
1> PRICE. El Cesionario shall pay el Cedente for this assignment the sum of THIRTY THOUSAND EUROS (30.000 €), plus IVA at 21 %, less the withholding on account of IRPF at the rate in force (currently 15 %), which el Cesionario shall pay to the Tax Agency. Should el Cesionario require an additional day of shooting, it shall be paid at 1.500 € per day. El Cedente's travel and accommodation shall be borne by el Cesionario directly.
1> EXCLUSIVITY. During the term, el Cedente shall not lend his image to any other winery or to any brand of wine, cava or spirits in the territory. Excepted is el Cedente's existing collaboration with Cervecera del Norte, S.L., for beer, which he may continue until it expires.
1> REVOCATION. In accordance with Article 2.3 of Organic Law 1/1982, el Cedente may revoke his consent at any time, indemnifying el Cesionario for the damages and losses caused, including its legitimate expectations.
1> ASSIGNMENT. El Cesionario may not assign its position in this contract without el Cedente's prior written consent.
1> LANGUAGE. This contract is executed in Spanish, with an English translation for information. In the event of discrepancy the Spanish version shall prevail.
1> LAW AND JURISDICTION. This contract is governed by Spanish law and, in what is not provided for, by the Civil Code. The parties submit to the Courts of Logroño.
In witness whereof, the parties sign this contract in duplicate at the place and on the date first written above.
El Cedente: Javier Ortega Ruiz          El Cesionario: p.p. Bodegas Alcor, S.A., Marta Iriarte Sáenz
## ANNEX I – LAUNCH DATE AND CAMPAIGN
| Item | Detail |
| Shooting | 02/09/2026 and 03/09/2026, Haro |
| Launch Date | 15/09/2026 |
| Media plan | TV spots, web, social, press |
`,
    expected: {
      parties: ["Javier Ortega Ruiz", "Bodegas Alcor, S.A."],
      signed: "2026-07-22",
      start: "2026-09-15",
      end: "2028-09-14",
      perpetual: false,
      territories: ["ES", "PT", "AD"],
      channels: ["broadcast", "web", "social", "print"],
      exclusive: true,
      fees: ["EUR 30000"],
      flags: ["non_compete"],
      denies: ["irrevocable_grant", "assignable"]
    }
  },
  {
    id: "h25a-03-portuguese-photo-licence-scan",
    style: "h25a-southern-european-translated-licences",
    format: "scan",
    source: `
# CONTRATO DE LICENÇA DE UTILIZAÇÃO DE FOTOGRAFIAS
Photograph Licence Agreement – English translation (the Portuguese text prevails)
Between o Licenciante, the photographer identified in the signature block at the end of this contract, and Hotel Miradouro Lisboa, S.A., NIPC 509 876 543, Rua das Janelas Verdes 18, 1200-690 Lisboa (“o Licenciado”), it is agreed as follows:
1> Object. O Licenciante grants o Licenciado a licence to reproduce the twelve photographs of the hotel listed in the Annex (the “Fotografias”) on o Licenciado's website and booking pages and on its Instagram and Facebook accounts, excluding printed brochures, press advertising and outdoor advertising.
1> Territory. Online use without territorial limit.
1> Term. Three (3) years from 01/06/2026.
1> Exclusivity. The licence is non-exclusive; o Licenciante may license the Fotografias to others.
1> Sublicenciamento – Sub-licensing. O Licenciado may not sub-license the Fotografias, nor make them available to booking platforms or travel agents, without the prior written consent of o Licenciante.
1> Moral rights. O Licenciante keeps his moral rights under the Code of Copyright and Related Rights (CDADC) and does not waive them; every use shall credit “Foto: R. Carvalho”.
1> Price. € 1.800,00, plus IVA at the legal rate of 23 %, payable within 30 days of the invoice, subject to the withholding of IRS at source at 25 %. A deposit of € 300,00 paid on 05/05/2026 is deducted from the price.
1> Law. Portuguese law and the Civil Code; the courts of Lisbon.
O Licenciante: Rui Manuel Carvalho, NIF 201 345 678, Rua de Cedofeita 310, Porto – Porto, 12/05/2026
O Licenciado: Hotel Miradouro Lisboa, S.A., by Inês Tavares Lobo, Director – Lisboa, 14/05/2026
`,
    expected: {
      parties: ["Rui Manuel Carvalho", "Hotel Miradouro Lisboa, S.A."],
      signed: "2026-05-14",
      start: "2026-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 1800"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h25a-04-italian-addendum-catalogue-photos",
    style: "h25a-southern-european-translated-licences",
    format: "text",
    source: `
# ADDENDUM N. 1 AL CONTRATTO DI LICENZA DEL 10.01.2026 / ADDENDUM No. 1 TO THE LICENCE AGREEMENT OF 10.01.2026
Testo italiano con traduzione inglese a fronte. In caso di contrasto prevale il testo italiano. / Italian text with English translation. In case of conflict the Italian text prevails.
TRA Fotostudio Ardesia di Marco Bellini, con sede in Via Borgovico 88, 22100 Como, Codice Fiscale BLLMRC78C12C933Q, Partita IVA 03456780131 (il “Licenziante”), E Tessiture Comense S.p.A., con sede in Via Asiago 5, 22100 Como (il “Committente”).
BETWEEN Fotostudio Ardesia di Marco Bellini (the “Licenziante”) AND Tessiture Comense S.p.A. (the “Committente”).
PREMESSO CHE le parti hanno stipulato in data 10.01.2026 un contratto di licenza delle fotografie del catalogo Autunno/Inverno 2026 (il “Contratto”) e intendono modificarlo.
WHEREAS on 10.01.2026 the parties entered into a licence of the photographs of the Autumn/Winter 2026 catalogue (the “Contract”) and wish to amend it.
1. L'art. 3 (Mezzi) del Contratto è integralmente sostituito dal seguente: “Le fotografie possono essere utilizzate nel catalogo stampato, sul sito internet del Committente e sui suoi account social (Instagram, LinkedIn), esclusi televisione e affissioni.”
1. Clause 3 (Media) of the Contract is deleted and replaced in full by: “The photographs may be used in the printed catalogue, on the Committente's website and on its social accounts (Instagram, LinkedIn), excluding television and poster hoardings.”
2. L'art. 5 (Durata) del Contratto è integralmente sostituito dal seguente: “La licenza ha durata dal 01.02.2026 al 31.12.2027.”
2. Clause 5 (Term) of the Contract is deleted and replaced in full by: “The licence runs from 01.02.2026 to 31.12.2027.”
3. Il corrispettivo di cui all'art. 6 del Contratto, pari a € 6.000,00 oltre IVA, già corrisposto, resta invariato. Per le modifiche di cui al presente Addendum il Committente corrisponde un ulteriore compenso di € 2.500,00 oltre IVA al 22%, soggetto a ritenuta d'acconto del 20%, entro 30 giorni dalla fattura.
3. The fee under clause 6 of the Contract, € 6,000.00 plus IVA, already paid, is unchanged. For the changes made by this Addendum the Committente shall pay a further fee of € 2,500.00 plus IVA at 22%, subject to the 20% ritenuta d'acconto (withholding tax), within 30 days of the invoice.
4. Restano ferme tutte le altre clausole del Contratto, in particolare l'art. 4 (Territorio: Italia, Francia e Svizzera) e l'art. 7 (la licenza non è esclusiva). In caso di contrasto tra il presente Addendum e il Contratto prevale l'Addendum.
4. All other clauses of the Contract remain in force, in particular clause 4 (Territory: Italy, France and Switzerland) and clause 7 (the licence is not exclusive). In case of conflict between this Addendum and the Contract, this Addendum prevails.
Como, 30.09.2026
Il Licenziante / The Licenziante: Marco Bellini
Il Committente / The Committente: Tessiture Comense S.p.A. – l'Amministratore Delegato, Ing. Chiara Sormani
`,
    expected: {
      parties: ["Fotostudio Ardesia di Marco Bellini", "Tessiture Comense S.p.A."],
      signed: "2026-09-30",
      start: "2026-02-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["IT", "FR", "CH"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["EUR 6000", "EUR 2500"],
      flags: []
    }
  },
  {
    id: "h25a-05-lacrosse-group-licence-proprint",
    style: "h25a-player-group-licensing-agreements",
    format: "docx",
    source: `
# GROUP LICENSING AGREEMENT
(Trading Cards and Sticker Collections)
This Group Licensing Agreement (this “Agreement”) is entered into on the date of the last signature below by and between:
| Role | Party |
| Association | Professional Lacrosse Players Association, a labor organization with offices at 1100 North Charles Street, Baltimore, Maryland 21201, acting on its own behalf and as exclusive group licensing representative of its members (the “PLPA”) |
| Licensee | ProPrint Collectibles, LLC, a Delaware limited liability company with offices at 455 Commerce Drive, Fort Washington, Pennsylvania 19034 (“Licensee”) |
## 1. Definitions
1.1 “Group Licensing” means the use of the Player Attributes of three (3) or more Players on or in connection with a single product, product line, card set or promotion.
1.2 “Player Attributes” means a Player's name, nickname, number (without team colors), likeness, image, signature and biographical information.
1.3 “Players” means the active professional lacrosse players who have signed the PLPA's group licensing authorization and have not withdrawn it, as listed on the PLPA's website from time to time.
1.4 “Licensed Products” means trading cards, sticker collections and albums sold under Licensee's “ProPrint” brand, including the “ProPrint Chrome” and “ProPrint Heritage” lines.
## 2. Grant of License
2.1 PLPA grants Licensee the right, during the Term and in the Territory, to use the Player Attributes on a Group Licensing basis on Licensed Products, and in advertising and promotion of the Licensed Products in print, on Licensee's websites and social media accounts, and on point-of-sale displays at retail, excluding television, radio and cinema advertising.
2.2 Opt-out. Dante Okafor has withdrawn from the PLPA's group licensing program and is not a Player for the purposes of this Agreement. Licensee shall not use his Player Attributes on any Licensed Product or in any advertising.
2.3 Reserved rights. Nothing in this Agreement grants any right in the names, logos, uniforms, colors or other marks of any club or of the Premier Lacrosse Circuit (the “League”), which remain the property of the clubs and the League; Licensee shall obtain any such license directly from the League. The League's own rights in game footage and event photographs are excluded.
## 3. Term
3.1 The Term begins on January 1, 2027 and ends on December 31, 2029. This Agreement shall not renew automatically; any renewal requires a new written agreement.
## 4. Territory
4.1 The United States of America and Canada.
## 5. Exclusivity
5.1 During the Term PLPA shall not grant any other person a Group Licensing right for physical trading cards or sticker collections. The existing license to Chainlight Games, Inc. for digital trading cards and non-fungible collectibles is carved out and is not affected.
5.2 Licensee shall not, during the Term, manufacture or sell trading cards or sticker collections featuring the players of any other professional lacrosse league.
## 6. Royalties and Guarantee
6.1 Royalty. Licensee shall pay PLPA a royalty of twelve percent (12%) of Net Sales of all Licensed Products. PLPA shall credit eighty percent (80%) of royalties received to the Player Pool, which is shared equally among all Players whose Player Attributes appear on a Licensed Product during the royalty period.
6.2 Guaranteed Minimum Royalty. Licensee guarantees PLPA minimum royalties of Four Hundred Thousand Dollars (US$400,000) for the Term, payable as an advance of US$150,000 on signature and US$125,000 on each of January 1, 2028 and January 1, 2029, each credited against royalties earned.
6.3 Deposit. Licensee shall also lodge a refundable security deposit of US$20,000, returned within sixty (60) days after the end of the Term less any sums then owing.
6.4 Audit. If an audit reveals an underpayment of more than five percent (5%), Licensee shall pay the audit costs.
## 7. Approvals and Quality
7.1 Each Licensed Product, card design and advertisement shall be submitted to PLPA for written approval before release. Approval shall not be unreasonably withheld.
## 8. Assignment and Sub-licensing
8.1 Assignment. Licensee may not assign this Agreement, whether by operation of law, change of control or otherwise, without PLPA's prior written consent.
8.2 Sub-licensing. Licensee shall not sub-license any of its rights hereunder, save that it may engage printers and distributors to manufacture and distribute Licensed Products on its behalf.
## 9. General
9.1 This Agreement is governed by the laws of the State of Maryland.
PROFESSIONAL LACROSSE PLAYERS ASSOCIATION    By: Renée Castellanos, Executive Director    Date: November 2, 2026
PROPRINT COLLECTIBLES, LLC    By: Gregory Alden, Chief Executive Officer    Date: November 5, 2026
`,
    expected: {
      parties: ["Professional Lacrosse Players Association", "ProPrint Collectibles, LLC"],
      signed: "2026-11-05",
      start: "2027-01-01",
      end: "2029-12-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 400000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal", "assignable", "sublicensable"]
    }
  },
  {
    id: "h25a-06-uk-rugby-collective-billboard-series",
    style: "h25a-player-group-licensing-agreements",
    format: "pdf",
    source: `
# PLAYERS' IMAGE RIGHTS GROUP LICENCE
THIS LICENCE is made on the date set out in Schedule 1 BETWEEN the Collective and the Licensee named in Schedule 1.
## Interpretation
1> In this Licence, the “Players” are the professional rugby union players who have mandated the Collective to license their images collectively and who are listed in Schedule 2; the “Licensed Products” are the sticker albums, stickers and swap cards published by the Licensee under the title “Billboard Series”; and the “Term” is the period between the Commencement Date and the Expiry Date set out in Schedule 1.
## Grant
1> The Collective grants the Licensee a non-exclusive licence, for the Term and in the Territory, to reproduce the names and images of the Players on the Licensed Products, provided that each sticker album, pack and swap card features at least four (4) Players, and to advertise the Licensed Products in newspapers and magazines, on the Licensee's website and on shelf and point-of-sale displays in newsagents and supermarkets. No television, radio or outdoor advertising is licensed, whatever the name of the Licensed Products.
1> The Collective may license other publishers of stickers and cards during the Term.
## Excluded rights
1> This Licence does not include the name, crest, kit or other marks of any club, of the Union League Ltd or of its competitions, nor any photograph taken at a match. The Licensee shall clear any such rights with their owners and shall airbrush club crests and sponsors' logos from the Players' images.
1> Callum Rees has withdrawn his mandate from the Collective under rule 7 of its rules and is not a Player. No image of him shall be used.
## Payments
1> The Licensee shall pay the Collective a royalty of 10% of the Licensee's net receipts from the Licensed Products, of which the Collective shall distribute 60% equally to the Players as the Player Pool and retain 40% as its administration charge.
1> The Licensee shall pay the Minimum Guarantee set out in Schedule 1, in the instalments stated there, on account of royalties. All sums are exclusive of VAT, which the Licensee shall pay in addition.
1> The Licensee shall bear its own costs of photography and design and shall reimburse the Collective's reasonable costs of approving samples, capped at £1,500 a year.
## Conduct
1> If a Player is convicted of a criminal offence, is banned for doping or otherwise brings the game into disrepute, the Licensee may, after consulting the Collective, omit that Player from any further print run of the Licensed Products.
## Assignment
1> Neither party may assign this Licence without the other's written consent.
## Law
1> This Licence is governed by the law of England and Wales.
## SCHEDULE 1 – PARTICULARS
| Particular | Detail |
| Date of this Licence | 12 May 2026 |
| The Collective | Rugby Players' Collective Ltd (company no. 08123456), 20 Twickenham Road, Isleworth TW7 6DT |
| The Licensee | Halden Sticker Co. Ltd (company no. 04567123), Unit 3, Mill Lane Estate, Halifax HX1 5QA |
| Territory | United Kingdom and Ireland |
| Commencement Date | 1 July 2026 |
| Expiry Date | 30 June 2028 |
| Minimum Guarantee | £60,000 plus VAT: £30,000 on signature, £30,000 on 1 July 2027 |
## SCHEDULE 2 – PLAYERS
List of 143 mandated players held by the Collective and updated each season (not reproduced).
Signed for Rugby Players' Collective Ltd: Owain Pritchard, Chief Executive
Signed for Halden Sticker Co. Ltd: Beverley Nutton, Managing Director
`,
    expected: {
      parties: ["Rugby Players' Collective Ltd", "Halden Sticker Co. Ltd"],
      signed: "2026-05-12",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["GBP 60000"],
      flags: ["morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h25a-07-netball-collective-game-term-sheet",
    style: "h25a-player-group-licensing-agreements",
    format: "text",
    source: `
# TERM SHEET – GROUP LICENCE OF PLAYER LIKENESSES (MOBILE GAME)
Netball Players Collective Inc. (ABN 51 624 118 903) (“NPC”) and Kestrel Interactive Pty Ltd (ABN 77 615 203 448) (“Kestrel”). Binding on signature by both; long-form to follow but this term sheet governs until then.
Product: “Outdoor Legends: Netball”, a free-to-play mobile game for iOS and Android (the “Game”).
Players: all elite netballers who hold an NPC group licensing mandate at the relevant time, currently 118. Any in-game team, card or pack must show at least 3 players. Excluded: Mia Tauroa (individual opt-out; separate deal with Kestrel, outside this term sheet).
Not licensed: league, club and team names, logos and dresses; Super Netball marks. Kestrel to use generic kits.
Rights: player names, likenesses, signature moves and statistics in the Game, and in marketing of the Game on Kestrel's websites, app store pages and social media channels. No broadcast or TV advertising, no outdoor.
Term: 24 months from Launch. “Launch” = the day the Game is first available for download in the Apple App Store or Google Play in any country.
Territory: worldwide.
Exclusivity: exclusive for netball video games on mobile devices. Carve-out: NPC's existing console licence with Bluegum Games remains in place.
Sub-licensing: Kestrel may sub-license to its publishing and platform partners for the purpose of distributing the Game.
Minimum guarantee: AUD 150,000 plus GST, payable 50% on signature and 50% at Launch, recoupable against royalties.
Royalty: 15% of net in-game revenue to the NPC player pool, shared equally among players used in the Game.
Motion capture: AUD 500 per player per session if Kestrel requires sessions, plus travel at cost.
Signed for NPC: Hannah Leota, General Manager, 03/11/2026
Signed for Kestrel: Tom Varga, Director, 04/11/2026
---
Kestrel to NPC, by email, 19/02/2027: Confirming Launch – the Game went live on both app stores on 17/02/2027.
`,
    expected: {
      parties: ["Netball Players Collective Inc.", "Kestrel Interactive Pty Ltd"],
      signed: "2026-11-04",
      start: "2027-02-17",
      end: "2029-02-16",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["AUD 150000"],
      flags: ["worldwide_exclusivity", "sublicensable"]
    }
  },
  {
    id: "h25a-08-uk-retailer-image-policy-consent",
    style: "h25a-employee-model-consents",
    format: "docx",
    source: `
# PENNINE OUTDOOR LTD – USE OF COLLEAGUE IMAGES POLICY (HR-17, version 3)
## 1. Purpose
1.1 This policy explains how Pennine Outdoor Ltd (“the Company”, “we”) asks colleagues to appear in photographs and video used to promote the Company as a retailer and as an employer, and how colleagues can say no or change their mind. The word “Outdoor” in our name describes the walking and camping gear we sell; it does not mean that colleague images are used on outdoor advertising.
## 2. Voluntary participation
2.1 Taking part is entirely voluntary. Saying no will not affect your pay, performance review or promotion prospects.
2.2 No fee or other payment is made for taking part. Photography takes place in working time.
## 3. How long images are used
3.1 Your consent lasts for as long as you work for us and for twelve months after you leave, after which we will not use your image in any new material. Material already printed before then may be used until stocks run out.
## 4. Changing your mind
4.1 You may withdraw your consent at any time by e-mailing people@pennineoutdoor.co.uk. Withdrawal applies to new material only: we will remove your image from our website and social media within 28 days, but cannot recall printed material already distributed.
## 5. Third parties
5.1 We will not sell or license your image to anyone else. Our suppliers and recruitment agencies may show our own advertisements containing your image only as we place them.
## 6. Consultation
6.1 This policy was agreed with the recognised trade union through the Joint Consultative Committee on 9 February 2026 and will be reviewed with it every two years.
## APPENDIX A – COLLEAGUE CONSENT FORM
I have read policy HR-17 and agree that the Company may use photographs and video of me taken at work, as ticked below, in the United Kingdom.
| Use | Yes / No |
| Internal only: intranet, colleague newsletter, town hall meetings | Yes |
| Recruitment advertising on the Company's careers website and LinkedIn page | Yes |
| Product advertising on the Company's website, Instagram and Facebook | Yes |
| In-store posters and till-point displays | Yes |
| Printed catalogue | No |
| Television | No |
| Billboards and bus shelters | No |
I understand that no payment is made, that I may withdraw my consent for future material at any time, and that my consent ends twelve months after my employment ends.
Name: Aisha Rahman    Role: Store Colleague, Leeds Briggate    Employee no.: 40217
Signature: A. Rahman    Date: 02/03/2026
Received for the Company by: People Team (HR file copy)
`,
    expected: {
      parties: ["Pennine Outdoor Ltd", "Aisha Rahman"],
      signed: "2026-03-02",
      start: "2026-03-02",
      end: null,
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "h25a-09-us-hospital-nurse-and-child-release",
    style: "h25a-employee-model-consents",
    format: "pdf",
    source: `
# LAKESHORE HEALTH SYSTEM
## Employee Appearance Release and Consent (with Minor Release)
Employee: Dana Whitfield, RN, Pediatrics, Lakeshore Children's Pavilion, Grand Rapids, Michigan (“Employee”)
Minor: Lily Whitfield, age 7, Employee's daughter (the “Minor”)
Lakeshore Health System, a Michigan nonprofit corporation (“Lakeshore”), is producing its “Care Starts Here” recruitment and community advertising campaign. Employee has agreed to appear in the campaign with the Minor.
1> Grant. Employee, for herself and as the parent and legal guardian of the Minor, grants Lakeshore the right to photograph, film and record Employee and the Minor and to use the resulting images, footage and voice recordings, with Employee's first name and job title (but not the Minor's name), in Lakeshore's recruitment and advertising on television, on the Lakeshore website, on Lakeshore's social media accounts, on billboards and in printed brochures and mailers, in the United States.
1> Term. The rights last five (5) years from the date Employee signs this release. The release survives the end of Employee's employment with Lakeshore for any reason.
1> Consideration. As consideration for this release Employee will receive a $75 Visa gift card. Time spent at the photo and video shoot is paid work time at Employee's regular rate, and any time beyond Employee's scheduled shift is paid as overtime under Lakeshore's policy; parking at the shoot location is reimbursed up to $20. No other payment, royalty or residual is owed.
1> Withdrawal. Employee may withdraw this consent, for herself or the Minor, for materials produced after Lakeshore receives written notice to HR. Materials already broadcast, printed or in circulation need not be recalled.
1> Privacy. Lakeshore will not disclose any protected health information, and will not identify the Minor by name, school or address.
1> No obligation. Employee's decision to sign or not to sign will not affect her employment.
1> Third parties. Lakeshore may not sell, license or transfer these images to any other organization, except that its advertising agency may hold and place them for Lakeshore.
Employee signature: Dana Whitfield    Date: 06/08/2026
Parent or legal guardian of the Minor: Dana Whitfield (mother)    Date: 06/08/2026
Lakeshore Health System, by: Carla Mendes, Director of Talent Acquisition    Date: 06/05/2026
`,
    expected: {
      parties: ["Lakeshore Health System", "Dana Whitfield", "Lily Whitfield"],
      signed: "2026-06-08",
      start: "2026-06-08",
      end: "2031-06-07",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "out_of_home", "print"],
      exclusive: null,
      fees: ["USD 75"],
      flags: [],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "h25a-10-dutch-printer-internal-consent-scan",
    style: "h25a-employee-model-consents",
    format: "scan",
    source: `
# HOLLANDIA PRINT SERVICES B.V.
## Consent form – photographs of employees for internal communication
This form replaces section 4 (Photographs of employees) of the Staff Handbook 2023 and prevails over it. The Ondernemingsraad (works council) gave its consent to this form on 14-01-2026 under article 27 of the Works Councils Act (WOR).
1> I allow Hollandia Print Services B.V. (“Hollandia”) to take photographs of me at work and to use them on the intranet, in the internal newsletter and at staff town hall meetings only.
1> Hollandia will not use my photographs in advertising, on its public website, on social media or in any printed matter for customers, and will not give them to any other company. Printing customers' work does not count as use by Hollandia.
1> My consent ends automatically on the last day of my employment. Hollandia will remove my photographs from the intranet within 30 days after that.
1> I can withdraw my consent at any time by notice to HR. Photographs already used in a past newsletter need not be removed from the archive.
1> I receive no payment for this consent.
Name employee: Sanne de Vries    Department: Prepress, Zwolle
Signature: S. de Vries    Date: 22-01-2026
`,
    expected: {
      parties: ["Hollandia Print Services B.V.", "Sanne de Vries"],
      signed: "2026-01-22",
      start: "2026-01-22",
      end: null,
      perpetual: false,
      territories: [],
      channels: [],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  }
]
