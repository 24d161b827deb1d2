// Held-out author "h21a" (wave 21), one batch written from scratch without reading the reader (domain/, application/,
// adapters/ beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other batch's texts (only the header
// comment and first entry of n11's batch, for the file convention), NOTES.md or any score, and committed before the
// reader was run on it. It holds three drafting styles: Nordic licences in English translation (Danish, Swedish and
// Norwegian: DKK/SEK/NOK with moms or mva on top, dates written 1.3.2027 and "1 March 2027", bracketed original terms
// such as "the Licensor (Licensgiver)", a translator's note that the original language prevails, a term running from
// a premiere date given only in an appendix, a licensor named only in the signature block, a licensee called
// "Nordvik Outdoor AS" that gets no outdoor advertising); Latin American agreements in English translation (Mexican,
// Argentine and Brazilian: "hereinafter EL LICENCIATARIO", "FIRST.- PURPOSE" clauses, RFC/CUIT/CNPJ numbers, IVA,
// ISR/IRRF withholdings and stamp tax next to the fee, a fee in USD paid in pesos, an addendum that replaces a
// clause and prevails, notarised signatures and witnesses, "irrevocable and irreversible" language, "worldwide,
// excluding ..."); and athlete and team endorsements (a season term defined by the season's dates, appearance days,
// goal, try, playoff and title bonuses, league and club marks carved out, kit-sponsor conflicts, morals clauses, a
// rider that turns a non-exclusive clause into a competitive-products exclusivity, a sponsor called "Summit Print &
// Copy" with no print rights, a popcorn brand called "Reel Cinema" with no cinema rights, key dates only in a
// schedule table, an automatic renewal). A HELD-OUT batch: no one tunes the reader on it.
//
// Answer rules decided by this author: the parties are the two who are bound, named as the contract names them with
// their legal form and without role labels or bracketed originals (an agent, a witness, a notary, a translator, a
// club or league whose marks are carved out are not parties; a party named only in the signature block is still a
// party); the signing date is the date of the last signature (a translated "on the 8th day of January 2027" or
// "1.3.2027" read day first), or of the e-mail that confirms deal points as binding; start and end are the licence
// term's, "N months/years from X" ending the day before the anniversary, X being the date given anywhere in the text
// (an appendix, a schedule table); a season term runs on the dates the contract gives the season; with an automatic
// renewal the end is that of the initial term; fees are the fixed sums paid for the rights or the services, before
// VAT, moms, mva, IVA or GST and before any withholding (ISR, IRRF, income tax) is deducted, a fee in one currency
// paid in another at an exchange rate stays in its own currency, fees for different seasons are separate fees, and
// the total of instalments is one fee; VAT, expenses, travel costs, stamp tax, extra appearance days or overtime owed
// only if called for, goal, try, win, playoff and title bonuses, an unexercised option or extension price and a
// cancellation charge are not fees; television is broadcast, posters, billboards and stadium boards out_of_home,
// point-of-sale and in-store displays in_store, magazines, catalogues and newspapers print, a brand's website and
// web shop web, social networks and video-sharing platforms social; a company or product name ("Nordvik Outdoor",
// "Summit Print & Copy", "Reel Cinema") grants no channel; an addendum or rider that replaces a clause and prevails
// holds the answer; a licence exclusive in its territory or field is exclusive; a party's promise not to endorse,
// sponsor or license to the other's competitors (a category or competitive-products exclusivity, with or without
// carve-outs) is exclusive with non_compete; "non-exclusive" under an "Exclusivity" heading is not exclusive;
// "the world, excluding ..." is worldwide; "may not assign" or "without the other's prior written consent" denies
// assignable, "shall not sub-license" (even with leave to let an agency produce the material) denies sublicensable;
// "not renewed automatically" denies automatic_renewal; moral rights "not waived" denies moral_rights_waiver;
// "irrevocable and irreversible" said of the agreement makes the grant irrevocable; a term over 60 months is
// long_term; a morals clause (termination for disrepute) raises morality_clause.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h21a-nordic-translated-licences",
  "h21a-latam-translated-agreements",
  "h21a-athlete-endorsements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h21a-01-danish-photo-licence",
    style: "h21a-nordic-translated-licences",
    format: "docx",
    source: `
# LICENSAFTALE – LICENCE AGREEMENT (English translation)
Translator's note: This is a translation of the Danish original "Licensaftale om brug af fotografier". The Danish original prevails in case of any discrepancy. Danish terms are given in brackets where the translation may be imprecise.
## § 1 The Parties (Parterne)
Photographer Mette Kjær Lund, CVR no. 38 21 47 90, Ryesgade 14, 2200 København N (the "Licensor", Licensgiver)
and
Havblik ApS, CVR no. 41 77 02 35, Nørregade 3, 8000 Aarhus C (the "Licensee", Licenstager)
## § 2 The Images (Billederne)
1> The agreement covers the 14 photographs taken by the Licensor at the Licensee's skincare campaign shoot at Skagen on 20.1.2027, as listed in Appendix 1 (the "Images").
1> Copyright (ophavsret) to the Images remains with the Licensor. Only the right of use set out in this agreement passes to the Licensee.
## § 3 Right of use (Brugsret)
1> The Licensee may use the Images to market the Licensee's "Havblik Marine" skincare range on the Licensee's own website and web shop, on the Licensee's profiles on social media, and in printed magazines and the Licensee's printed product catalogue.
1> The right of use does not cover outdoor advertising (udendørsreklame), including posters and billboards, nor television or cinema. Such use requires a separate agreement and a separate fee.
1> Territory: the Nordic countries, namely Denmark, Sweden, Norway, Finland and Iceland, excluding the Faroe Islands and Greenland.
## § 4 Exclusivity (Eksklusivitet)
1> The right of use is non-exclusive (ikke-eksklusiv). The Licensor may license the Images to others, including other manufacturers of skincare products.
## § 5 Licence Period (Licensperiode)
1> The right of use applies for 24 months from 1.3.2027 (the "Licence Period").
1> The agreement ends without notice at the expiry of the Licence Period and is not renewed automatically. Further use requires a new agreement.
## § 6 Sub-licensing (Underlicensering)
1> The Licensee is not entitled to sub-license or otherwise transfer the right of use to third parties.
1> The Licensee may, however, let its advertising agency handle the Images solely for the purpose of producing the Licensee's own materials under § 3.
## § 7 Fee (Vederlag)
1> For the right of use the Licensee pays a licence fee of DKK 48.000,00 plus moms (Danish VAT) at 25 %, DKK 12.000,00, a total of DKK 60.000,00.
1> In addition, the Licensee reimburses the Licensor's documented expenses for studio hire and props, DKK 6.500,00 excl. moms.
1> The fee falls due 30 days after invoice. In case of late payment, interest is charged under the Danish Interest Act (renteloven).
## § 8 Credit and moral rights (Navngivelse og ideelle rettigheder)
1> The Licensor shall be credited as "Foto: Mette Kjær Lund" where customary. The Licensor's moral rights (ideelle rettigheder) under section 3 of the Danish Copyright Act (ophavsretsloven) are not waived, and the Images may not be altered beyond ordinary cropping and colour correction.
## § 9 Governing law and venue (Lovvalg og værneting)
1> This agreement is governed by Danish law. Disputes are settled by the Copenhagen City Court (Københavns Byret).
| København, 12.2.2027 | Aarhus, 15.2.2027 |
| Mette Kjær Lund | For Havblik ApS: Jonas Bech Møller, adm. direktør |
`,
    expected: {
      parties: ["Mette Kjær Lund", "Havblik ApS"],
      signed: "2027-02-15",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["DK", "SE", "NO", "FI", "IS"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["DKK 48000"],
      flags: [],
      denies: ["sublicensable", "automatic_renewal", "moral_rights_waiver"]
    }
  },
  {
    id: "h21a-02-swedish-sync-licence",
    style: "h21a-nordic-translated-licences",
    format: "pdf",
    source: `
# LICENSAVTAL – SYNKRONISERING / Synchronisation Licence Agreement
(Unofficial English translation. The Swedish text is the original and shall prevail.)
## Parties (Parter)
Klangverket Musikförlag AB, org. nr 556812-4471, Götgatan 22, 116 46 Stockholm, hereinafter the "Licensor" (Licensgivaren), and
Bryggeri Sörmland AB, org. nr 559034-2210, Bryggargatan 5, 611 35 Nyköping, hereinafter the "Licensee" (Licenstagaren).
## 1. Background
The Licensor administers the musical work "Midsommarnatt" (music and lyrics by Annika Sjöberg) (the "Work"). The Licensee intends to use the Work in a commercial film for its beverages (the "Film").
## 2. Grant
2.1 The Licensor grants the Licensee the right to synchronise the Work with the Film and to communicate the Film to the public on television, in cinemas and on the Licensee's own website, excluding social media, video-sharing platforms and radio.
2.2 The Territory is Sweden and Finland.
2.3 The licence is exclusive in the Territory for advertising purposes. The Licensor retains all other rights in the Work.
## 3. Licence Period
3.1 The licence applies for two (2) years from the Premiere Date.
3.2 "Premiere Date" means the date of the first broadcast of the Film on television, as stated in Appendix 1.
3.3 The Licensee has an option to extend the Licence Period by twelve (12) months for an additional fee of SEK 90 000, to be exercised in writing no later than three months before the end of the Licence Period. The licence is not extended unless the option is exercised.
## 4. Fee (Ersättning)
4.1 The Licensee shall pay a one-time licence fee of SEK 180 000 exclusive of moms (Swedish VAT, 25 %). Payment is due within 30 days of invoice.
4.2 Performance royalties collected by STIM for broadcasts of the Film are not affected by this agreement.
## 5. Assignment (Överlåtelse)
5.1 The Licensee may not assign or transfer this agreement or any right under it to another party.
## 6. Integrity (Ideell rätt)
6.1 The Work may not be altered, edited in a way that offends the author, or combined with other music without the Licensor's written consent.
## 7. Governing law
7.1 Swedish law applies. Disputes shall be finally settled by arbitration under the rules of the SCC Arbitration Institute.
## Appendix 1 – Production details (Produktionsuppgifter)
| Item | Detail |
| Film title | "Sörmlands Sommar" (30 s and 15 s) |
| Advertising agency | Byrå Nord AB |
| Premiere Date (premiärdatum) | 15.4.2027 |
| Media | TV4, Kanal 5, MTV3 (Finland), cinema pre-show, licensee website |
Stockholm, 3 February 2027
For Klangverket Musikförlag AB: Lars Engström, VD
For Bryggeri Sörmland AB: Karin Wahlgren, marknadschef
`,
    expected: {
      parties: ["Klangverket Musikförlag AB", "Bryggeri Sörmland AB"],
      signed: "2027-02-03",
      start: "2027-04-15",
      end: "2029-04-14",
      perpetual: false,
      territories: ["SE", "FI"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: true,
      fees: ["SEK 180000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h21a-03-norwegian-model-licence",
    style: "h21a-nordic-translated-licences",
    format: "scan",
    source: `
# LISENSAVTALE (oversettelse / translation)
The Norwegian original prevails over this translation.
This agreement is entered into between the undersigned photographer (the "Licensor", lisensgiver) and Nordvik Outdoor AS, org.nr. 912 345 678, Tromsø (the "Licensee", lisenstaker).
1. The Licensor grants the Licensee the right to use the photographs from the autumn 2027 catalogue shoot (the "Photographs") on the Licensee's website and web shop and in the Licensee's printed catalogue. No other use is permitted; the licence does not cover outdoor advertising, posters or television.
2. Territory: Norway.
3. Period: 1.5.2027 – 30.4.2030.
4. Fee: NOK 35 000 plus mva (VAT) 25 %. Travel costs NOK 2 400 are reimbursed on receipt. Payment within 14 days.
5. The Licensor shall be named in the catalogue.
6. Norwegian law applies. Venue: Nord-Troms og Senja tingrett.
Oslo, 20.4.2027
Licensor: Ingrid Solheim
For Nordvik Outdoor AS: Eirik Haugen, daglig leder
`,
    expected: {
      parties: ["Ingrid Solheim", "Nordvik Outdoor AS"],
      signed: "2027-04-20",
      start: "2027-05-01",
      end: "2030-04-30",
      perpetual: false,
      territories: ["NO"],
      channels: ["web", "print"],
      exclusive: null,
      fees: ["NOK 35000"],
      flags: []
    }
  },
  {
    id: "h21a-04-mexican-image-licence-addendum",
    style: "h21a-latam-translated-agreements",
    format: "docx",
    source: `
# IMAGE USE LICENCE AGREEMENT (CONTRATO DE LICENCIA DE USO DE IMAGEN)
Free English translation. In case of discrepancy, the Spanish version shall prevail.
IMAGE USE LICENCE AGREEMENT entered into, on the one part, by Ms. VALERIA MONTES RÍOS, on her own behalf, hereinafter "LA LICENCIANTE", and, on the other part, COMERCIALIZADORA LUMBRE, S.A. DE C.V., represented herein by its legal representative Mr. Rodrigo Alanís Treviño, hereinafter "EL LICENCIATARIO", and jointly "LAS PARTES", in accordance with the following Declarations and Clauses:
## DECLARATIONS
I. LA LICENCIANTE declares, under oath to tell the truth, that she is a Mexican national, of legal age, with Federal Taxpayer Registry (RFC) MORV900312AB1, and that she is a professional model and actress.
II. EL LICENCIATARIO declares, through its legal representative, that it is a commercial company duly incorporated under Mexican law, as evidenced by public deed No. 18,442 granted before Notary Public No. 47 of Monterrey, Nuevo León, with RFC CLU1503109K2, and that it markets the "Lumbre" line of craft beers.
III. LAS PARTES declare that they recognise each other's capacity and that there is no fraud, error or bad faith in this agreement.
## CLAUSES
FIRST.- PURPOSE. LA LICENCIANTE grants to EL LICENCIATARIO a licence to use her image, name and voice as captured in the photographs and audiovisual materials produced on 15 January 2027 (the "MATERIALS") to advertise the "Lumbre" beers.
SECOND.- TERM. The licence shall have a duration of twelve (12) months counted from 1 February 2027. Upon expiry EL LICENCIATARIO shall cease all use of the MATERIALS, without the need for any judicial declaration.
THIRD.- TERRITORY. The licence is valid only within the territory of the United Mexican States.
FOURTH.- MEDIA. EL LICENCIATARIO may use the MATERIALS on open and cable television, on its web page and on its social networks.
FIFTH.- CONSIDERATION. EL LICENCIATARIO shall pay LA LICENCIANTE the sum of MXN $350,000.00 (THREE HUNDRED FIFTY THOUSAND PESOS 00/100 M.N.) plus Value Added Tax (IVA) at 16%, payable 50% upon signature and 50% on 1 March 2027, against delivery of the corresponding CFDI. EL LICENCIATARIO shall withhold the Income Tax (ISR) required by law. Should EL LICENCIATARIO cancel the campaign before 1 February 2027, it shall pay a cancellation penalty of MXN $70,000.00 instead of the consideration.
SIXTH.- EXCLUSIVITY. During the term, LA LICENCIANTE shall not lend her image to advertise any other beer or alcoholic beverage, with the exception of her existing agreement with Tequila Real del Valle, which LAS PARTES acknowledge.
SEVENTH.- ASSIGNMENT. EL LICENCIATARIO may not assign, transfer or sub-license the rights granted herein to third parties.
EIGHTH.- JURISDICTION. For the interpretation and performance of this agreement LAS PARTES submit to the courts of Mexico City, waiving any other jurisdiction that may correspond to them by reason of their present or future domicile.
Having read this agreement and aware of its content and legal scope, LAS PARTES sign it in duplicate in Mexico City, on the eighth day of the month of January of the year two thousand twenty-seven.
## ADDENDUM No. 1 (CONVENIO MODIFICATORIO)
Signed by LAS PARTES on the same date as the agreement and forming an integral part of it.
SOLE.- LAS PARTES agree to replace Clause FOURTH (MEDIA) in its entirety with the following text, which shall prevail over any other provision of the agreement: "FOURTH.- MEDIA. EL LICENCIATARIO may use the MATERIALS exclusively on its web page and on its social networks. Any use on television, in cinemas or on billboards is expressly excluded."
| LA LICENCIANTE | EL LICENCIATARIO |
| Valeria Montes Ríos | Comercializadora Lumbre, S.A. de C.V., by Rodrigo Alanís Treviño, legal representative |
`,
    expected: {
      parties: ["Valeria Montes Ríos", "Comercializadora Lumbre, S.A. de C.V."],
      signed: "2027-01-08",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["MX"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["MXN 350000"],
      flags: ["non_compete"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h21a-05-argentine-song-licence",
    style: "h21a-latam-translated-agreements",
    format: "text",
    source: `
# LICENSE AGREEMENT FOR THE USE OF A MUSICAL WORK – sworn translation from Spanish
Translator's certification: I, Lucía Paz Ferreyra, sworn translator (Traductora Pública) registered with the CTPCBA, certify that the following is a true English translation of the attached document in Spanish.
In the Autonomous City of Buenos Aires, on the 10th day of the month of February 2027, between JULIÁN ERNESTO ETCHEVERRY, DNI 31.456.789, CUIT 20-31456789-4, domiciled at Av. Corrientes 2140, 5th floor, CABA, hereinafter "EL AUTOR", and YERBAS DEL LITORAL S.A., CUIT 30-70981234-5, domiciled at Ruta 12 km 1342, Posadas, Misiones, represented by its attorney-in-fact Mr. Martín Sosa, hereinafter "LA LICENCIATARIA", the following agreement is entered into, subject to the following clauses:
FIRST.- PURPOSE: EL AUTOR grants LA LICENCIATARIA a license to use the song "Tarde de mate" (music and lyrics by EL AUTOR), in its recording of 2024, as the music of the advertising campaign for the "Yerba Litoral" brand.
SECOND.- MEDIA: The license covers open and cable television, the internet and social networks, excluding cinema, radio and public road advertising (vía pública).
THIRD.- TERRITORY: Argentine Republic, Eastern Republic of Uruguay and Republic of Paraguay.
FOURTH.- TERM: From 1 March 2027 to 31 August 2028. LA LICENCIATARIA may extend the term for six (6) additional months by paying USD 8,000 (EIGHT THOUSAND US DOLLARS) before 31 July 2028; otherwise the license shall terminate on the stated date, with no tacit renewal.
FIFTH.- PRICE: LA LICENCIATARIA shall pay EL AUTOR the sum of USD 20,000 (TWENTY THOUSAND US DOLLARS), payable in pesos at the selling exchange rate of Banco de la Nación Argentina of the day before payment, plus IVA (21%), within ten days of signature. LA LICENCIATARIA shall make the income tax (Ganancias) withholdings that apply. The stamp tax (impuesto de sellos) on this instrument shall be borne by the parties in equal parts.
SIXTH.- EXCLUSIVITY: This license is granted on a NON-EXCLUSIVE basis. EL AUTOR retains the right to license the song to third parties, including other brands of infusions.
SEVENTH.- ATTRIBUTION: Every use shall credit EL AUTOR. EL AUTOR does not waive his moral rights under Law 11.723.
EIGHTH.- JURISDICTION: The parties submit to the ordinary courts of the City of Buenos Aires and establish their special domiciles at those stated above.
In witness whereof, two copies of the same tenor and to a single effect are signed at the place and on the date stated above.
Signature: Julián Ernesto Etcheverry
Signature: Martín Sosa, attorney-in-fact, for Yerbas del Litoral S.A.
`,
    expected: {
      parties: ["Julián Ernesto Etcheverry", "Yerbas del Litoral S.A."],
      signed: "2027-02-10",
      start: "2027-03-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["AR", "UY", "PY"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["USD 20000"],
      flags: [],
      denies: ["automatic_renewal", "moral_rights_waiver", "non_compete"]
    }
  },
  {
    id: "h21a-06-brazilian-photo-collection-licence",
    style: "h21a-latam-translated-agreements",
    format: "pdf",
    source: `
# PRIVATE INSTRUMENT OF LICENCE FOR THE USE OF PHOTOGRAPHIC WORKS (Instrumento Particular de Licença de Uso de Obras Fotográficas)
English translation for information purposes. The Portuguese version prevails.
By this private instrument, the parties below:
LICENSOR: STUDIO MARÉ FOTOGRAFIA LTDA., a limited liability company enrolled with the CNPJ/ME under No. 12.345.678/0001-90, headquartered at Rua Harmonia 412, Vila Madalena, São Paulo/SP, herein represented by its managing partner Ms. Beatriz Anjos Coutinho, hereinafter simply "LICENCIANTE"; and
LICENSEE: CAFÉ SERRA ALTA COMÉRCIO E EXPORTAÇÃO S.A., a corporation enrolled with the CNPJ/ME under No. 98.765.432/0001-10, headquartered at Av. Afonso Pena 3100, Belo Horizonte/MG, herein represented by its officers, hereinafter simply "LICENCIADA";
have agreed to enter into this Licence, which shall be governed by the following clauses and conditions:
## CLAUSE ONE – PURPOSE
1.1. The LICENCIANTE grants to the LICENCIADA a licence to use the forty (40) photographs of the "Colheita" series (Annex I) in the LICENCIADA's advertising of its coffees.
## CLAUSE TWO – MEDIA AND TERRITORY
2.1. The photographs may be used in printed media (newspapers and magazines), on billboards, bus shelters and other out-of-home media, and in point-of-sale material in supermarkets and coffee shops.
2.2. The licence is valid worldwide, excluding Portugal and Angola, where the photographs are already licensed to a third party.
## CLAUSE THREE – EXCLUSIVITY
3.1. The licence is granted on an exclusive basis: during the term, the LICENCIANTE shall not license the photographs of the "Colheita" series to any other person, for any purpose.
## CLAUSE FOUR – TERM
4.1. This licence shall be in force for seven (7) years from the date of its signature.
## CLAUSE FIVE – REMUNERATION
5.1. For the licence the LICENCIADA shall pay the LICENCIANTE the total amount of BRL 120.000,00 (one hundred and twenty thousand reais), in three (3) equal monthly instalments of BRL 40.000,00, the first due on 10 April 2027.
5.2. The LICENCIADA shall withhold and pay the Withholding Income Tax (IRRF) at 1.5% and the other taxes required by law, sending the LICENCIANTE the corresponding receipts.
5.3. The LICENCIADA shall also reimburse the costs of producing high-resolution files and prints, estimated at BRL 8.500,00.
## CLAUSE SIX – GENERAL PROVISIONS
6.1. This instrument is entered into on an irrevocable and irreversible basis (em caráter irrevogável e irretratável), binding the parties and their successors in any capacity.
6.2. The parties elect the courts of the District of São Paulo/SP to settle any disputes arising from this instrument, waiving any other, however privileged.
And being thus agreed, the parties sign this instrument in two (2) counterparts of equal content and form, in the presence of the two (2) undersigned witnesses, with signatures notarised (reconhecimento de firma) at the 4th Notary Office of São Paulo.
São Paulo, 22 March 2027.
LICENCIANTE: Studio Maré Fotografia Ltda. – Beatriz Anjos Coutinho
LICENCIADA: Café Serra Alta Comércio e Exportação S.A. – Otávio Lemos Pires, CEO; Renata Faria, CFO
Witnesses: 1. Paulo Henrique Dias, CPF 123.456.789-00; 2. Juliana Rocha Mendes, CPF 987.654.321-00
`,
    expected: {
      parties: ["Studio Maré Fotografia Ltda.", "Café Serra Alta Comércio e Exportação S.A."],
      signed: "2027-03-22",
      start: "2027-03-22",
      end: "2034-03-21",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["BRL 120000"],
      flags: ["worldwide_exclusivity", "long_term", "irrevocable_grant"]
    }
  },
  {
    id: "h21a-07-footballer-endorsement-rider",
    style: "h21a-athlete-endorsements",
    format: "docx",
    source: `
# PLAYER ENDORSEMENT AGREEMENT
THIS AGREEMENT is dated 14 June 2027
PARTIES
(1) KESTREL HYDRATION LIMITED, a company incorporated in England and Wales (company number 10447821) whose registered office is at Unit 4, Brindley Park, Leeds LS11 5QT ("the Company"); and
(2) JORDAN OKAFOR of c/o Touchline Talent Management, 18 Deansgate, Manchester M3 2EY ("the Player").
Touchline Talent Management Ltd acts as the Player's agent and is not a party to this Agreement.
BACKGROUND
(A) The Player is a professional footballer registered with Ashbridge Rovers Football Club ("the Club").
(B) The Company makes the "KESTREL" range of isotonic sports drinks ("the Products") and wishes to use the Player's name and image to promote them.
## 1. Definitions
1> "Season" means the period from 1 July in one year to 30 June in the next; "the 2027/28 Season" accordingly means 1 July 2027 to 30 June 2028.
1> "Club Marks" means the name, crest, kit designs and other marks of the Club, and "League Marks" the marks of the Premier League, the EFL, the FA and any other competition in which the Player plays.
1> "Competitive Products" means sports drinks, energy drinks, hydration tablets and protein drinks.
## 2. Term
1> This Agreement shall run for the 2027/28 Season and will not renew automatically.
1> The Company may by notice given before 31 March 2028 extend this Agreement for the 2028/29 Season on the same terms for a retainer of £165,000. If the option is not exercised, this Agreement expires at the end of the 2027/28 Season.
## 3. Rights granted
1> The Player grants the Company the right during the Term and in the United Kingdom and the Republic of Ireland to use the Player's name, image, likeness and signature ("the Player Attributes") in advertising and promoting the Products on the Company's website and social media channels, in print, on billboards and other out-of-home media and on point-of-sale material, but excluding television, cinema and video-on-demand services.
1> No right is granted in any Club Marks or League Marks. The Company shall not depict the Player in Club kit or use any image in which Club Marks or League Marks are visible, and the Company acknowledges that the Club's kit sponsor and official drinks partner rights take precedence on matchdays.
1> The Company shall not sub-license the Player Attributes, save to its advertising agency for the purpose of producing approved materials.
## 4. Player services
1> The Player shall make himself available for four (4) appearance days during the Term, each of no more than six hours, on dates agreed with the Club's fixture schedule in mind.
1> Any further appearance day requested by the Company and agreed by the Player shall be paid at £7,500 per day.
## 5. Payments
1> In consideration of the rights and services the Company shall pay the Player a retainer of £150,000, payable in three equal instalments of £50,000 on 1 July 2027, 1 November 2027 and 1 March 2028.
1> The Company shall also pay the following bonuses, which are not fees for the use of the Player Attributes: (a) £20,000 if the Player scores 15 or more league goals in the 2027/28 Season; (b) £10,000 if the Club wins the FA Cup in the 2027/28 Season.
1> All sums are exclusive of VAT, which shall be added where applicable. The Company shall reimburse reasonable travel expenses for appearance days.
## 6. Approvals
1> All materials shall be submitted to the Player's agent for approval, not to be unreasonably withheld, within five working days.
## 7. Conduct
1> The Company may terminate this Agreement by notice with immediate effect if the Player is convicted of a criminal offence, is found to have committed a doping violation, or does anything which in the reasonable opinion of the Company brings him or the Products into public disrepute.
## 8. Assignment
1> Neither party may assign or transfer this Agreement without the prior written consent of the other.
## 9. Exclusivity
1> This Agreement is non-exclusive and the Player is free to enter into other endorsement arrangements.
## 10. Law
1> This Agreement is governed by the law of England and Wales.
## RIDER 1 – EXCLUSIVITY
This Rider forms part of the Agreement. Clause 9 is deleted and replaced by the following, and in the event of any conflict this Rider prevails over the Agreement:
"9. Exclusivity. During the Term the Player shall not endorse, promote or be photographed with any Competitive Products, and shall not grant any person other than the Company the right to use the Player Attributes in connection with Competitive Products. Nothing in this clause prevents the Player from performing his obligations to the Club, including wearing Club kit bearing the marks of the Club's sponsors and appearing in Club or League promotional activities, even where a sponsor of the Club or League makes Competitive Products."
Signed for and on behalf of Kestrel Hydration Limited by Hannah Whitlock, Director, 14 June 2027
Signed by Jordan Okafor, 14 June 2027
`,
    expected: {
      parties: ["Kestrel Hydration Limited", "Jordan Okafor"],
      signed: "2027-06-14",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["GBP 150000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal", "sublicensable", "assignable"]
    }
  },
  {
    id: "h21a-08-team-sponsorship-schedule",
    style: "h21a-athlete-endorsements",
    format: "pdf",
    source: `
# TEAM SPONSORSHIP AGREEMENT
This Team Sponsorship Agreement (the "Agreement") is made on the Agreement Date stated in Schedule 1 between Harbor City Hawks Basketball Club, LLC, a Maryland limited liability company (the "Team"), and Summit Print & Copy, Inc., a Maryland corporation (the "Sponsor").
## 1. Designation
1.1 During the Term the Sponsor shall be the "Official Print & Copy Partner of the Harbor City Hawks". The Team shall not grant any sponsorship, designation or advertising rights to any other business whose principal activity is commercial printing, copying or document services.
1.2 Section 1.1 does not apply to sponsors appointed by the League under its league-wide agreements, whose marks may appear on League materials, the game ball and the court.
## 2. License of Team Marks
2.1 The Team grants the Sponsor a limited license to use the Team's name, logo and the "Hawks" word mark (the "Team Marks") in the United States in the Sponsor's own advertising on the Sponsor's website and social media accounts and on in-store displays in the Sponsor's retail locations.
2.2 The license does not extend to television or radio advertising, printed advertising, outdoor advertising or any use on the Sponsor's products or packaging. No right is granted in any marks of the League or of its other member clubs, nor in any player's name or likeness.
2.3 The Sponsor shall not sub-license the Team Marks to any third party, including its franchisees.
## 3. Team Deliverables
3.1 The Team shall provide the in-arena signage, hospitality and player appearances set out in Schedule 2. Signage in the arena is a Team deliverable and not a license of rights to the Sponsor.
## 4. Term and Renewal
4.1 The Term begins on the Commencement Date and ends on the Expiry Date, each stated in Schedule 1.
4.2 The Term then renews automatically for successive one-season periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current Term.
## 5. Fees
5.1 The Sponsor shall pay the Team the Sponsorship Fees set out in Schedule 1, each due in two equal installments on October 1 and January 15 of the relevant season.
5.2 If the Team qualifies for the League playoffs in a season, the Sponsor shall pay a playoff bonus of $10,000 for that season. The playoff bonus is not a Sponsorship Fee.
5.3 All amounts are exclusive of applicable sales taxes. Hospitality tickets beyond those in Schedule 2 are charged at face value.
## 6. Morals
6.1 Either party may terminate this Agreement on written notice if the other party, or in the Team's case any of its officers, becomes the subject of public scandal or engages in conduct that brings the terminating party into public disrepute.
## 7. General
7.1 This Agreement is governed by the laws of the State of Maryland. Neither party may assign this Agreement without the other party's prior written consent.
## Schedule 1 – Key Terms
| Item | Detail |
| Agreement Date | August 2, 2027 |
| Commencement Date | September 1, 2027 |
| Expiry Date | August 31, 2029 |
| Sponsorship Fee, 2027-28 season | $85,000 |
| Sponsorship Fee, 2028-29 season | $95,000 |
| Sponsor's category | Commercial printing, copying and document services |
## Schedule 2 – Team Deliverables
| Deliverable | Per season |
| Courtside LED signage | 12 rotations of 30 seconds per home game |
| Season tickets (lower bowl) | 4 |
| Player appearances at Sponsor stores | 2 |
HARBOR CITY HAWKS BASKETBALL CLUB, LLC — By: Denise Arnett, Chief Revenue Officer
SUMMIT PRINT & COPY, INC. — By: Raymond Kuo, President
`,
    expected: {
      parties: ["Harbor City Hawks Basketball Club, LLC", "Summit Print & Copy, Inc."],
      signed: "2027-08-02",
      start: "2027-09-01",
      end: "2029-08-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 85000", "USD 95000"],
      flags: ["non_compete", "automatic_renewal", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h21a-09-tennis-racquet-endorsement",
    style: "h21a-athlete-endorsements",
    format: "scan",
    source: `
# ENDORSEMENT LETTER AGREEMENT
Courtline Racquets Pty Ltd (ABN 51 624 118 902), 9 Swan Street, Richmond VIC 3121 ("Courtline")
To: Sophie Marchetti ("you"), c/o Baseline Sports Group
Dear Sophie,
This letter sets out the agreed terms of your endorsement of Courtline racquets.
1. Term: the 2028 season, being 1 January 2028 to 31 December 2028.
2. Equipment: you will use Courtline racquets exclusively in all matches and practice sessions open to the public and will not endorse any other racquet, string or tennis-ball brand. Clothing, footwear and bags are excluded: your apparel sponsor's logos may appear on your clothing and bag.
3. Rights: Courtline may use your name, image and match footage of you on its website and social media accounts in Australia and New Zealand. Tournament and WTA marks may not be shown without the rights holder's consent.
4. Appearances: two (2) appearance days; any further day at AUD 5,000.
5. Payment: an annual fee of AUD 60,000 plus GST, paid quarterly in advance. Title bonus: AUD 15,000 for each WTA singles title won during the Term. Bonuses are not part of the annual fee.
6. Conduct: Courtline may end this agreement at once if you are sanctioned for an anti-doping violation or act in a way that brings Courtline into disrepute.
Signed at Melbourne on 2 December 2027.
Courtline Racquets Pty Ltd: Ben Trang, Managing Director
Agreed: Sophie Marchetti
`,
    expected: {
      parties: ["Courtline Racquets Pty Ltd", "Sophie Marchetti"],
      signed: "2027-12-02",
      start: "2028-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["AUD 60000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "h21a-10-rugby-agent-deal-points",
    style: "h21a-athlete-endorsements",
    format: "text",
    source: `
# Callum Fraser x Reel Cinema Popcorn – deal points (agreed)
From: Niamh Doyle <niamh@scrumhalfsports.co.uk>
To: Tom Pryce <tom.pryce@reelcinemapopcorn.co.uk>
Date: 21 July 2027 10:48
Hi Tom – as discussed, deal points below. Once you confirm, these are binding pending the long form.
Talent: Callum Fraser (Scrumhalf Sports is agent only, not a party)
Brand: Reel Cinema Popcorn Co. Ltd
Term: the 2027/28 season – 1 Aug 2027 to 31 May 2028. No auto-renewal; happy to talk about 28/29 in the spring.
Usage: Reel's own Instagram, TikTok and YouTube + reelcinemapopcorn.co.uk. Organic + paid social. NO in-cinema ads, NO TV, NO OOH, NO packs.
Terr: UK.
Fee: £18k flat, half on signing, half 1 Jan 2028. + VAT.
Appearances: 2 days incl. Extra days at £2.5k only if both sides agree.
Try bonus: £500 per try in Premiership matches, capped at £5k – bonus, not fee.
Kit: no club kit, crest or Premiership Rugby marks in any content. Callum wears plain training gear or Reel merch.
Excl: none. Callum keeps his existing crisps deal and is free to do other snack brands.
Morals: standard – Reel can terminate if Callum brings himself or the brand into disrepute.
Cheers, Niamh
---
From: Tom Pryce
Date: 22 July 2027 09:15
All agreed – go ahead. Tom Pryce, Marketing Director, Reel Cinema Popcorn Co. Ltd
`,
    expected: {
      parties: ["Callum Fraser", "Reel Cinema Popcorn Co. Ltd"],
      signed: "2027-07-22",
      start: "2027-08-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: ["morality_clause"],
      denies: ["automatic_renewal", "non_compete"]
    }
  }
]
