// Held-out author "h27b" (wave 27), one batch written from scratch without reading the reader (domain/, application/,
// adapters/ beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other corpus batch, held-out/ or
// NOTES.md, and committed before the reader or the corpus was run on it. It holds three drafting styles: US Hispanic
// talent agreements drafted in English with Spanish passages (a Spanish-language network and its streaming simulcast,
// a San Juan, Mexico City or Tulum shoot, a clause saying which language prevails, SAG-AFTRA and non-union
// engagements, USD amounts, dates written both ways, "3/4/2026 (4 de marzo de 2026)", a rider that replaces the term
// and territory clauses); licences of album artwork, single covers and press photographs to record labels named
// "Billboard Records", "Cinema Sound" and "Print Room Records" (the term running from a release date given in a
// schedule, streaming artwork, vinyl and CD packaging, tour posters, a "Merchandise" clause that grants nothing, a
// re-issue option, a designer named only in the signature block); and ambassador agreements of Swiss, Hong Kong and
// Parisian watch and jewellery houses (CHF, HKD and EUR fees, boutique windows and duty-free counters, red-carpet
// wearing, a category exclusivity with the ambassador's existing sponsor carved out, key dates only in a schedule
// table, a side letter that prevails over the territory and fee clauses).
//
// Answer rules decided by this author: the parties are the two who are bound (an advertising agency acting as agent or
// union signatory, an end client named as the producer's client, the recording artist whose record the artwork covers,
// and a talent agency "c/o" are not); a party is named as the contract names it, without role labels or professional
// names; the signing date is the date of the last signature, and a date written both ways is one date (US month/day
// order, as its Spanish twin confirms); start and end are those of the licence or use period, not of the services, and
// a term "N months/years from" a release, launch, premiere or first-air date given elsewhere (a schedule, a notice
// attached) runs from that date and ends the day before the anniversary; a rider or side letter that says it replaces a
// clause and prevails gives the answer for that clause; fees are the sums paid for the services or the rights (a
// session fee and a use fee are two fees; a day rate and a licence fee are two fees; an annual fee is stated once);
// instalments, deposits credited against a fee, VAT or sales tax, union pension and health contributions, per diems,
// expenses, overtime or weather-day pay owed only if incurred, extra-appearance fees owed only if requested,
// cancellation charges, the insured value of loaned jewels, gift watches and the price of an option (re-issue, further
// cycle, extension) are not fees; channels: television, including a network's streaming simulcast of the same spots,
// and radio are broadcast; a brand's website and app, online pre-roll, audio-streaming ad breaks, online press and
// streaming or download platforms' artwork are web; the brand's or artist's social accounts are social; magazines,
// press ads and record packaging (vinyl sleeves, CD booklets) are print; billboards, tour posters, station and airport
// light boxes are out_of_home; boutique windows, in-store displays, duty-free counters and point-of-sale material are
// in_store; a channel-like word in a company's name ("Billboard Records", "Cinema Sound Ltd", "Print Room Records") is
// no channel, and a channel excluded is not granted; merchandise is none of the seven channels; Puerto Rico named
// beside the United States is PR; a promise not to appear for competing products or other watch and jewellery houses is
// an exclusivity (exclusive true) with non_compete, whatever is carved out for an existing sponsor; a contract silent
// on exclusivity is null; "does not renew automatically", "shall not sub-license", "may not assign", "no moral rights
// are waived" and "not a buy-out" deny their flags; a licence "in perpetuity" and "irrevocable" raises perpetual_term
// and irrevocable_grant, and one that calls its flat fee a buyout raises buyout; a party free to assign to an affiliate
// or to a buyer of the brand raises assignable, even where the other party may not assign; five years is not long (the
// flag is for more than 60 months).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h27b-us-hispanic-bilingual-talent-agreements",
  "h27b-record-label-artwork-and-press-photo-licences",
  "h27b-jewellery-and-watch-ambassador-agreements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h27b-01-sag-aftra-salsa-commercial-san-juan",
    style: "h27b-us-hispanic-bilingual-talent-agreements",
    format: "docx",
    source: `
# TALENT AGREEMENT / CONTRATO DE TALENTO
SAG-AFTRA Commercials Contract - Principal Performer, On-Camera
This Talent Agreement (the "Agreement") is entered into as of 2/20/2026 (20 de febrero de 2026) by and between the following parties:
| Role / Función | Name and details | Defined term |
| ADVERTISER / ANUNCIANTE | Casa Lumbre Foods, Inc., a Texas corporation, 4100 Commerce Street, Houston, TX 77002 | "Advertiser" |
| PERFORMER / ARTISTA | Valeria Montañez Ruiz, an individual, SAG-AFTRA member | "Performer" |
Puente Creative Group LLC, Miami, Florida ("Agency"), produces the Commercials and signs the SAG-AFTRA Commercials Contract as Advertiser's agent. Agency is not a party to this Agreement in its own right.
1> Services / Servicios. Performer will render services as a principal on-camera performer in two (2) television commercials for Advertiser's "Abuela Lumbre" salsas (the "Commercials"), filmed on location in San Juan, Puerto Rico on 3/4/2026 (4 de marzo de 2026), with 3/5/2026 (5 de marzo de 2026) held as a weather day. La Artista prestará sus servicios como intérprete principal en dos (2) comerciales de televisión, filmados en San Juan, Puerto Rico.
1> Union. This engagement is covered by the 2025 SAG-AFTRA Commercials Contract. Pension and health contributions are paid by Agency on top of the amounts in Section 3 and are not part of Performer's compensation.
1> Compensation / Compensación.
2> Session fee: US$2,500 for the shoot day, covering both Commercials.
2> Use fee: US$18,000 flat for the Use Period and the media in Section 5. Tarifa de uso: US$18,000 por todo el Período de Uso.
2> Overtime beyond eight (8) hours at one and one-half times scale, only if incurred. If the weather day is used, it is paid at 50% of the session fee.
2> Travel: round-trip economy airfare Miami-San Juan, hotel and a per diem of US$65 per day, reimbursed by Agency. Travel and per diem are not compensation.
1> Use Period / Período de Uso. One (1) year from the date the Commercials first air, which Advertiser will confirm to Performer in writing. / Un (1) año a partir de la fecha de la primera transmisión de los Comerciales.
1> Media / Medios. (a) Spanish-language network and cable television in the Territory, including the network's simulcast of the same spots on its streaming service; (b) Advertiser's website and paid online video pre-roll; (c) Advertiser's official Instagram, Facebook and TikTok accounts. No print, no outdoor, no cinema and no in-store use.
1> Territory / Territorio. The United States of America and the Commonwealth of Puerto Rico.
1> Competing Products / Productos de la Competencia. During the Use Period Performer shall not appear in any commercial or advertising for a competing product, namely salsas, hot sauces, seasonings or condiments. Durante el Período de Uso, la Artista no aparecerá en publicidad de salsas, condimentos o sazonadores de la competencia. Performer remains free to advertise any other food or beverage.
1> Assignment. Advertiser may assign this Agreement to any purchaser of the "Abuela Lumbre" brand, on written notice to Performer.
1> Language / Idioma. This Agreement is executed in English and Spanish. In the event of any conflict between the two versions, the English version shall prevail. En caso de conflicto entre ambas versiones, prevalecerá la versión en inglés.
CASA LUMBRE FOODS, INC.
By: Ricardo Almonte, Vice President, Marketing    Date: 2/20/2026
PERFORMER / ARTISTA
Valeria Montañez Ruiz    Fecha: 20 de febrero de 2026
## Notice of First Air / Aviso de Primera Transmisión
Advertiser confirms that the Commercials first aired on 3/30/2026 (30 de marzo de 2026) on network television. The Use Period runs from that date.
`,
    expected: {
      parties: ["Casa Lumbre Foods, Inc.", "Valeria Montañez Ruiz"],
      signed: "2026-02-20",
      start: "2026-03-30",
      end: "2027-03-29",
      perpetual: false,
      territories: ["US", "PR"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 2500", "USD 18000"],
      flags: ["non_compete", "assignable"]
    }
  },
  {
    id: "h27b-02-non-union-cdmx-series-promo-memo",
    style: "h27b-us-hispanic-bilingual-talent-agreements",
    format: "scan",
    source: `
# MEMORÁNDUM DE ACUERDO / DEAL MEMO - NON-UNION
Fecha / Date: 4/2/2026 (2 de abril de 2026)
Compañía / Company: Vía Láctea Streaming, Inc., Los Angeles, CA ("Vía Láctea")
Creador / Creator: Diego Castañeda Ibarra ("Creator")
Proyecto / Project: promotional videos for the series "Noches de Mercado" (the "Series"). Rodaje / Shoot: Ciudad de México, 4/14/2026 (14 de abril de 2026), one day.
Non-union: this engagement is not covered by SAG-AFTRA or ANDA. / Contratación no sindical.
Honorario / Fee: US$8,500 flat for the shoot and the usage below. Per diem US$80/day and hotel paid by Vía Láctea, not part of the fee.
Cancelación: if Vía Láctea cancels less than 72 hours before the shoot, it pays 50% of the fee (US$4,250).
Uso / Usage: Vía Láctea's Instagram, TikTok and YouTube channels and the Vía Láctea app and website; excluding television, cinema and out-of-home (no billboards, no bus shelters).
Plazo / Term: six (6) months from the premiere of the Series (see below). / Seis (6) meses a partir del estreno de la Serie.
Territorio / Territory: Estados Unidos y México / United States and Mexico.
Exclusividad: no exclusivo / non-exclusive.
Sub-licencias: Vía Láctea shall not sub-license the videos to any third party. / Vía Láctea no podrá sublicenciar los videos.
Idioma: este memorándum se redacta en español e inglés; en caso de discrepancia prevalecerá el texto en español.
Estreno de la Serie / Series premiere: 5/1/2026 (1 de mayo de 2026).
Por Vía Láctea Streaming, Inc.: Andrea Solís, Head of Marketing - 4/2/2026
Creador: Diego Castañeda Ibarra - 4/3/2026 (3 de abril de 2026)
`,
    expected: {
      parties: ["Vía Láctea Streaming, Inc.", "Diego Castañeda Ibarra"],
      signed: "2026-04-03",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["US", "MX"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 8500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27b-03-spanish-radio-voiceover-letter",
    style: "h27b-us-hispanic-bilingual-talent-agreements",
    format: "text",
    source: `
# SEÑAL NORTE AUDIO LLC - VOICE-OVER LETTER AGREEMENT / CARTA DE ACUERDO DE LOCUCIÓN
San Antonio, Texas - June 8, 2026 (8 de junio de 2026)
To: Ernesto Villalobos ("Performer")
From: Señal Norte Audio LLC ("Producer")
Dear Ernesto,
This letter confirms your engagement by Producer to voice three (3) thirty-second radio spots for Producer's client Mueblería Hogar Feliz, Inc. (the "Client"), a furniture chain. The Client is not a party to this letter.
Recording: one session at Producer's studio, 6/10/2026 (10 de junio de 2026). This engagement is covered by the SAG-AFTRA Audio Commercials Contract.
Use: Spanish-language radio stations in the State of Texas, and the ad breaks of internet audio-streaming services targeted to Texas listeners.
Cycle: one 13-week cycle from first air, 6/15/2026 through 9/13/2026 (del 15 de junio al 13 de septiembre de 2026).
Session fee: US$850 for the three spots.
Use fee: US$2,400 for the cycle.
Second cycle: Producer has an option on a second 13-week cycle at US$2,400, exercisable by written notice before 9/1/2026. Nothing in this letter exercises that option.
Pension and health contributions are paid by Producer on top of these amounts.
Assignment: Producer may not assign this agreement without your written consent.
The Spanish text of this letter is a courtesy translation; the English text controls.
Sincerely,
Marta Iturbe, Executive Producer, Señal Norte Audio LLC - 6/8/2026
Accepted / Aceptado: Ernesto Villalobos - 6/9/2026 (9 de junio de 2026)
`,
    expected: {
      parties: ["Señal Norte Audio LLC", "Ernesto Villalobos"],
      signed: "2026-06-09",
      start: "2026-06-15",
      end: "2026-09-13",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: null,
      fees: ["USD 850", "USD 2400"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h27b-04-beverage-ambassador-with-rider",
    style: "h27b-us-hispanic-bilingual-talent-agreements",
    format: "pdf",
    source: `
# BRAND AMBASSADOR AND TALENT SERVICES AGREEMENT
## CONTRATO DE EMBAJADORA DE MARCA Y SERVICIOS DE TALENTO
This Agreement is dated as of 6/15/2026 (15 de junio de 2026) (the "Effective Date") and is made between:
COMPANY / LA COMPAÑÍA: Grupo Celeste Bebidas, S.A. de C.V., a company organized under the laws of the United Mexican States, with offices at Av. Paseo de la Reforma 250, Ciudad de México ("Company"); and
TALENT / LA EMBAJADORA: Marisol Echeverría Luna, professionally known as "Mari Echeverría", of Miami, Florida ("Talent").
## 1. Definitions
"Campaign" means the Celeste Agua Mineral 2026-2027 advertising campaign. "Materials" means all photographs, footage and recordings of Talent made for the Campaign. "Territory" has the meaning in Section 5.
## 2. Services
Talent shall render: (a) two (2) shoot days in Tulum, Quintana Roo, Mexico on or about 8/10/2026 and 8/11/2026 (10 y 11 de agosto de 2026); (b) four (4) personal appearances; (c) twelve (12) posts on Talent's Instagram and TikTok accounts. This is a non-union engagement. / Contratación no sindical.
## 3. Term
The Term begins on the Effective Date and continues for one (1) year.
## 4. Compensation
4.1 Company shall pay Talent a fee of US$60,000 (sixty thousand United States dollars), in two instalments of US$30,000, the first on signature and the second on completion of the shoot days.
4.2 Company shall reimburse business-class travel, hotel and ground transport for the shoot days and appearances. If Company cancels a shoot day on less than five (5) days' notice, it shall pay a cancellation charge of US$5,000.
## 5. Territory
The Territory is the United States of America and Mexico.
## 6. Media
Company may use the Materials in the Territory during the Term on: Spanish-language television; Company's website; Company's social media accounts and reposts of Talent's posts; outdoor advertising ("espectaculares" and bus shelters); and point-of-sale displays in supermarkets and convenience stores. Cinema and print are excluded.
## 7. Exclusivity / Exclusividad
During the Term and in the Territory, Talent shall not render services for, endorse or appear in advertising for any other bottled water, sparkling water or soft drink. Carve-out: Talent's existing agreement with Refrescos Palma, S.A. de C.V., which ends on 9/30/2026, may run to its expiry, and campaign materials already published under it need not be withdrawn. La Embajadora no promoverá otras marcas de agua embotellada, agua mineral o refrescos, salvo el contrato vigente con Refrescos Palma hasta el 30 de septiembre de 2026.
## 8. Morals / Cláusula de Moralidad
Company may terminate this Agreement on written notice if Talent commits any act that brings Talent or Company into public disrepute, contempt or scandal.
## 9. Assignment and Sub-licensing
Talent may not assign this Agreement. Company may assign it to any affiliate of Grupo Celeste. Company may not sub-license the Materials to any third party.
## 10. Language / Idioma
This Agreement is executed in English and Spanish. In case of conflict the English version governs. En caso de discrepancia prevalecerá la versión en inglés.
## 11. Governing Law
This Agreement is governed by the federal laws of Mexico; the courts of Mexico City have jurisdiction.
## RIDER No. 1 / ANEXO No. 1
This Rider forms part of the Agreement. Sections 3 and 5 of the Agreement are deleted and replaced by the following, and in case of any conflict this Rider prevails over the body of the Agreement:
"3. Term. The Term is eighteen (18) months beginning on 8/1/2026 (1 de agosto de 2026)."
"5. Territory. The Territory is the United States of America, Mexico and the Commonwealth of Puerto Rico."
GRUPO CELESTE BEBIDAS, S.A. DE C.V.
Lic. Fernanda Olvera, Directora de Marketing - 6/15/2026
TALENT / LA EMBAJADORA
Marisol Echeverría Luna - 15 de junio de 2026
`,
    expected: {
      parties: ["Grupo Celeste Bebidas, S.A. de C.V.", "Marisol Echeverría Luna"],
      signed: "2026-06-15",
      start: "2026-08-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["US", "MX", "PR"],
      channels: ["broadcast", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["USD 60000"],
      flags: ["non_compete", "morality_clause", "assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27b-05-billboard-records-album-artwork",
    style: "h27b-record-label-artwork-and-press-photo-licences",
    format: "pdf",
    source: `
# ALBUM ARTWORK LICENCE
This Licence is dated 2 June 2026.
## Parties
(1) IMOGEN TARRANT of Studio 3, 41 Vyner Street, London E2 9DQ (the "Artist"); and
(2) BILLBOARD RECORDS LIMITED (company number 08877412), whose registered office is at 12 Hoxton Square, London N1 6NU (the "Label").
## Background
(A) The Label will release the album "Salt Lines" by the band Harbour Static (the "Record") on the Release Date.
(B) The Artist is the author of the painting "Tidewrack No. 4" and has agreed to license it to the Label as the Record's cover on the terms below.
1> Definitions. "Artwork" means the painting "Tidewrack No. 4" and any crop or colour adjustment of it approved by the Artist. "Release Date" means the date of first commercial release of the Record stated in Schedule 1. "Term" means five (5) years from the Release Date.
1> Grant. The Artist grants the Label, for the Term and throughout the world, a licence to reproduce the Artwork: (a) as the cover and sleeve art of the Record on vinyl, CD and cassette packaging; (b) as the Record's artwork on streaming and download services; (c) in press advertisements and online advertising for the Record and on the Label's website and social media accounts; and (d) on tour posters for the Harbour Static tour promoting the Record.
1> Exclusivity. During the Term the Artist shall not license the Artwork to any other record label or for the cover of any other record. The Artist remains free to exhibit and sell the original painting.
1> Fee. The Label shall pay the Artist a licence fee of £4,500 plus VAT within 30 days of invoice. The Label shall also reimburse the Artist's scanning and colour-proofing costs of £280 at cost.
1> Re-issue option. The Label may use the Artwork on a deluxe or anniversary re-issue of the Record after the Term on payment of a further £2,000, by written notice to the Artist before the end of the Term. If the option is not exercised, all rights end with the Term.
1> Merchandise. No merchandise rights are granted under this Licence. The Label shall not reproduce the Artwork on clothing, tote bags, prints for sale or any other merchandise; any such use requires a separate written agreement and fee.
1> Sub-licensing and assignment. The Label shall not sub-license any of the rights granted, and may not assign this Licence without the Artist's prior written consent. Display of the Artwork by a streaming or download service alongside the Record is a use by the Label and not a sub-licence.
1> Moral rights. The Artist asserts her right to be identified as the author of the Artwork. No moral rights are waived.
1> Law. This Licence is governed by the law of England and Wales.
## Schedule 1 - The Record
| Item | Detail |
| Title | "Salt Lines" - Harbour Static |
| Catalogue number | BBR-0417 |
| Release Date | 18 September 2026 |
| Formats | LP, CD, cassette, digital |
Signed by Dev Malhotra, Director, for and on behalf of Billboard Records Limited
Signed by Imogen Tarrant
`,
    expected: {
      parties: ["Imogen Tarrant", "Billboard Records Limited"],
      signed: "2026-06-02",
      start: "2026-09-18",
      end: "2031-09-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["GBP 4500"],
      flags: ["worldwide_exclusivity"],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "h27b-06-cinema-sound-press-photo-letter",
    style: "h27b-record-label-artwork-and-press-photo-licences",
    format: "docx",
    source: `
# CINEMA SOUND LTD
7 Dale Street, Manchester M1 1JA - Registered in England No. 11290563
14 April 2026
Niamh Corrigan, Corrigan Photography, 22 Camden Row, Dublin 8, Ireland
Dear Niamh,
Re: Press photography - "Low Orbit" album campaign - Ellis Marr
This letter sets out the terms on which you (the "Photographer") will photograph our artist Ellis Marr and license the press photographs to Cinema Sound Ltd (the "Label"). Ellis Marr is not a party to this letter.
1> Shoot. One shoot day on 28 April 2026 in Manchester, at a day rate of £1,200. A deposit of £600 is payable on your signature and is credited against the day rate. If the Label cancels less than 48 hours before the shoot, it will pay 50% of the day rate as a cancellation charge.
1> Licence. You grant the Label a non-exclusive licence to use up to twenty-five (25) images selected from the shoot (the "Photographs") to publicise the album and Ellis Marr's 2026-2027 tour: (a) editorial use in print and online press; (b) the Label's and Ellis Marr's websites and social media accounts; (c) artist profiles on streaming services; and (d) tour posters. Excluded: any paid advertising on television, in cinemas or on billboards, and any use on merchandise or record packaging.
1> Licence fee. £2,500 for the licence in clause 2, plus VAT where applicable (reverse charge for an Irish supplier).
1> Term and territory. The licence runs from the shoot day until 31 December 2027, throughout the world.
1> Re-issue option. If the Label releases a deluxe edition of the album before 31 December 2027, it may use the Photographs in that edition's booklet for a further £1,500 on written notice to you.
1> No buy-out. Copyright in the Photographs stays with you. This is a licence and not a buy-out or an assignment of copyright.
1> Credit. Every use will carry the credit "Photo: Niamh Corrigan" where practicable.
1> Law. This letter is governed by the law of England and Wales.
Yours sincerely,
Rhiannon Pryce, Head of Press, for and on behalf of Cinema Sound Ltd
Agreed and accepted: Niamh Corrigan - 16 April 2026
`,
    expected: {
      parties: ["Cinema Sound Ltd", "Niamh Corrigan"],
      signed: "2026-04-16",
      start: "2026-04-28",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 2500"],
      flags: [],
      denies: ["buyout"]
    }
  },
  {
    id: "h27b-07-print-room-single-cover-email",
    style: "h27b-record-label-artwork-and-press-photo-licences",
    format: "text",
    source: `
# Cover art license - "Neon Vigil" (single)
From: A&R Department, Print Room Records LLC, 1108 Division Street, Nashville, TN 37203
Date: September 14, 2026
To: the designer named in the signature block below (the "Designer")
This email, once countersigned, is the license of your artwork "Vigil Blue" (the "Cover") to Print Room Records LLC (the "Label") for the single "Neon Vigil" by Callie Ferro, which the Label releases on Friday, October 9, 2026 (the "Release Date").
1. License. The Designer grants the Label an exclusive, worldwide license, in perpetuity and irrevocable, to use the Cover as the artwork of the single on all streaming and download services, and on the Label's website and social media accounts. Excluding physical formats (vinyl and CD sleeves), billboards, transit advertising and merchandise: if the Label presses the single on vinyl, the sleeve needs a separate license.
2. Start. The license starts on the Release Date.
3. Fee. $1,800 flat, payable within 15 days of countersignature. This is a buyout of the uses in section 1: no royalties or re-use fees are due. Sales tax, if any, is on top.
4. Re-issue. The Label had an option to use the Cover on a 12-inch remix re-issue for a further $600. The Label does not exercise that option.
5. Sub-licensing. The Label may sub-license the Cover to its distributor and to streaming services for the purposes of section 1.
6. Copyright. The Designer keeps the copyright and may show the Cover in the Designer's portfolio.
Agreed for Print Room Records LLC: Jo Whitlock, Head of A&R - 9/14/2026
Agreed: Tomás Reyes-Whitfield, Designer - 9/15/2026
`,
    expected: {
      parties: ["Print Room Records LLC", "Tomás Reyes-Whitfield"],
      signed: "2026-09-15",
      start: "2026-10-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 1800"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout", "worldwide_exclusivity", "sublicensable"]
    }
  },
  {
    id: "h27b-08-geneva-watch-house-ambassador",
    style: "h27b-jewellery-and-watch-ambassador-agreements",
    format: "docx",
    source: `
# AMBASSADOR AGREEMENT
between
MAISON VALCOURT SA, a company incorporated in Switzerland, with its registered office at Rue du Rhône 48, 1204 Geneva (hereinafter "Valcourt")
and
ANAÏS LECLERC-MOSER, professional tennis player, residing in Lausanne, Switzerland (hereinafter the "Ambassador")
## 1. Object
Valcourt appoints the Ambassador as the international ambassador of its "Méridien" watch collection, and the Ambassador accepts the appointment on the terms of this Agreement.
## 2. Duration
This Agreement enters into force on the Commencement Date and ends on the Expiry Date, both as set out in Schedule 1.
## 3. Renewal
This Agreement does not renew automatically. Valcourt may propose an extension in writing no later than three (3) months before the Expiry Date; any extension requires a new written agreement signed by both parties.
## 4. Territory
The rights granted apply worldwide.
## 5. Use of Image
Valcourt may use the Ambassador's name, image and signature in connection with the Méridien collection in: print advertising in magazines and newspapers; digital advertising and Valcourt's website; Valcourt's official social media accounts; outdoor advertising, including billboards and airport light boxes; and boutique windows and in-store displays in Valcourt boutiques and in duty-free stores, including those at Geneva and Zurich airports. Television and cinema advertising are excluded.
## 6. Red Carpet and Events
The Ambassador shall wear a Valcourt watch from the loan collection at no fewer than four (4) red-carpet or public events in each Contract Year and at every tournament press conference where a watch may be worn. Loaned watches remain the property of Valcourt.
## 7. Category Exclusivity
During the term of this Agreement the Ambassador shall not wear in public, promote or endorse any watch or jewellery brand other than Valcourt. This restriction does not apply to the Ambassador's existing sponsorship agreement with Korsholm Sport AG, under which she may continue to wear Korsholm fitness trackers in competition and appear in Korsholm sports advertising until that agreement expires.
## 8. Remuneration
8.1 Valcourt shall pay the Ambassador the Annual Fee stated in Schedule 1 for each Contract Year, in four equal quarterly instalments, plus Swiss VAT if applicable.
8.2 At the end of each Contract Year Valcourt shall give the Ambassador one Méridien watch of a retail value of about CHF 38,000. Valcourt bears all first-class travel and hotel costs for events.
## 9. Conduct
Valcourt may terminate this Agreement with immediate effect if the Ambassador engages in conduct that, in Valcourt's reasonable opinion, damages her reputation or that of Valcourt, including a doping violation.
## 10. Assignment
Neither party may assign this Agreement or any right under it without the prior written consent of the other party.
## 11. Governing Law and Jurisdiction
This Agreement is governed by Swiss law. The courts of the Canton of Geneva have exclusive jurisdiction.
## Schedule 1 - Key Dates and Figures
| Item | Detail |
| Commencement Date | 1 January 2027 |
| Expiry Date | 31 December 2028 |
| Contract Years | 1 January 2027 - 31 December 2027; 1 January 2028 - 31 December 2028 |
| Annual Fee | CHF 450,000 per Contract Year |
| Events per Contract Year | 4 |
Geneva, 20 November 2026
For MAISON VALCOURT SA: Pierre-Alain Rochat, Chief Executive Officer; Sabine Kessler, Chief Financial Officer
Lausanne, 23 November 2026
The Ambassador: Anaïs Leclerc-Moser
`,
    expected: {
      parties: ["Maison Valcourt SA", "Anaïs Leclerc-Moser"],
      signed: "2026-11-23",
      start: "2027-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["CHF 450000"],
      flags: ["worldwide_exclusivity", "non_compete", "morality_clause"],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h27b-09-hong-kong-jeweller-side-letter",
    style: "h27b-jewellery-and-watch-ambassador-agreements",
    format: "pdf",
    source: `
# BRAND AMBASSADOR AGREEMENT
THIS AGREEMENT is made on 1 August 2026
BETWEEN:
(1) LUMIÈRE JADE JEWELLERY (HK) LIMITED, a company incorporated in Hong Kong, whose registered office is at 18/F, Alexandra House, 18 Chater Road, Central, Hong Kong (the "Company"); and
(2) CHAN HOI-YAN, known professionally as "Hoiyan", holder of Hong Kong Identity Card No. Y123456(7) (the "Ambassador").
1> Definitions
2> "Collection" means the Company's "Moonlit Harbour" fine jewellery collection.
2> "Launch Date" means the date of the public launch of the Collection stated in Schedule 2.
2> "Term" means the period of twelve (12) months from the Launch Date.
1> Appointment
2> The Company appoints the Ambassador as the ambassador of the Collection for the Term.
2> The Ambassador shall wear Company jewellery on at least three (3) red carpets during the Term, including the Hong Kong Film Awards, and at the launch event of the Collection.
1> Category exclusivity
2> During the Term and in the Territory the Ambassador shall not endorse, wear at any public event, or appear in advertising for any other jeweller or watchmaker.
2> Clause 3.1 does not apply to the Ambassador's existing endorsement of Helvetia Chrono SA watches, which runs until 31 March 2027 and may continue on its current terms until then.
1> Territory
2> The Territory is Hong Kong SAR, Macau SAR, the mainland of the People's Republic of China, Taiwan and Singapore.
1> Media
2> The Company may use the Campaign images of the Ambassador on its social media accounts, its website and e-shop, in print magazines, in MTR station and outdoor advertising, in boutique windows and at its counters in the duty-free stores of Hong Kong International Airport. Television and cinema are excluded.
1> Fee
2> The Company shall pay the Ambassador a fee of HK$3,600,000, of which a deposit of HK$600,000 is payable on signing and credited against the fee, and the balance in three equal instalments.
2> Appearances beyond those in clause 2.2 are paid at HK$120,000 each, only if the Company requests them. The Company bears travel, styling and hair and make-up costs.
1> Sub-licensing
2> The Company shall not sub-license any of the rights granted under this Agreement to any franchisee, distributor or other third party.
1> Termination
2> The Company may terminate this Agreement immediately by notice if the Ambassador is involved in any public scandal or conduct that brings the Company or the Collection into disrepute.
1> Governing law
2> This Agreement is governed by the laws of the Hong Kong Special Administrative Region.
## Schedule 2 - Launch
| Collection | Moonlit Harbour |
| Launch Date | 8 September 2026 |
| Launch venue | Company flagship, Queen's Road Central |
Signed for Lumière Jade Jewellery (HK) Limited by Vivian Leung, Director
Signed by Chan Hoi-yan
## SIDE LETTER
1 August 2026
To: Chan Hoi-yan
Dear Hoiyan,
Brand Ambassador Agreement of today's date (the "Agreement")
We confirm the following. This side letter forms part of the Agreement and prevails over it in case of any inconsistency.
(a) Clause 4.1 of the Agreement is replaced by: "The Territory is Hong Kong SAR, Macau SAR, Taiwan and Singapore." The mainland of the People's Republic of China is not part of the Territory.
(b) The fee in clause 6.1 is increased from HK$3,600,000 to HK$3,800,000; the deposit stays at HK$600,000.
Yours sincerely, Vivian Leung, Director, for Lumière Jade Jewellery (HK) Limited
Agreed: Chan Hoi-yan
`,
    expected: {
      parties: ["Lumière Jade Jewellery (HK) Limited", "Chan Hoi-yan"],
      signed: "2026-08-01",
      start: "2026-09-08",
      end: "2027-09-07",
      perpetual: false,
      territories: ["HK", "MO", "TW", "SG"],
      channels: ["social", "web", "print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["HKD 3800000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h27b-10-place-vendome-ambassador-letter",
    style: "h27b-jewellery-and-watch-ambassador-agreements",
    format: "scan",
    source: `
# MAISON ORVÉLIE - AMBASSADOR LETTER AGREEMENT
Paris, le 12 janvier 2027
From: Maison Orvélie SAS, 9 place Vendôme, 75001 Paris (the "Maison")
To: Ms Clémence Arnaud-Diallo, c/o Agence Rivoli Talents, 40 rue de Rivoli, 75004 Paris (the "Ambassador")
1. Term. From 1 March 2027 to 29 February 2028.
2. Red carpet. The Ambassador wears Orvélie high jewellery on the red carpet of the Festival de Cannes 2027 and at two further events chosen together. The jewels are loaned and insured by the Maison (insured value EUR 2,400,000).
3. Uses. The Maison's Instagram and website, print press advertising, and its boutique windows (Place Vendôme, Monte-Carlo and the duty-free boutique at Paris-CDG). No outdoor advertising (billboards, bus shelters) and no television.
4. Territory. France, Monaco, Belgium and Switzerland.
5. Fee. EUR 280,000 excluding VAT (TVA at 20% on top). The Maison pays travel, hair and make-up.
6. Exclusivity. During the Term the Ambassador shall not wear or promote any other jewellery or watch house, except under her existing contract with Aurel & Fils (watches), which ends on 30 June 2027.
7. Image. The Maison may end this letter at once if the Ambassador's conduct seriously harms the Maison's reputation.
For Maison Orvélie SAS: Hélène Marchetti, Directrice Générale
Lu et approuvé - Clémence Arnaud-Diallo - 15 January 2027
`,
    expected: {
      parties: ["Maison Orvélie SAS", "Clémence Arnaud-Diallo"],
      signed: "2027-01-15",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["FR", "MC", "BE", "CH"],
      channels: ["social", "web", "print", "in_store"],
      exclusive: true,
      fees: ["EUR 280000"],
      flags: ["non_compete", "morality_clause"]
    }
  }
]
