// Held-out author "h25c" (wave 25), one batch written from scratch without reading the reader's rules, any other
// corpus batch or any run of the reader (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the
// header and first entries of n11's batch for the file convention, the wave 25 checker and the names in unseen/), and
// committed before the reader was run on it. Three styles: image and talent licences from Poland, Czechia and Hungary
// in English translation ("the Licensor (Licencjodawca)", fields of exploitation listed one by one, VAT at 23/21/27
// per cent, PLN/CZK/HUF, dd.mm.yyyy and yyyy.mm.dd dates, the Polish or Czech text prevailing, PESEL and ICO numbers,
// personal rights under the Civil Code, a Hungarian name written family name first); drone and aerial footage
// licences (a UK operator with a CAA Operational Authorisation and every date in a schedule, a US Part 107 operator
// with a venue owner who is not a party, an Australian ReOC holder whose rider replaces the term and territory
// clause); and esports image-rights and appearance agreements (a team and its player with a transfer buy-out sum that
// is no fee, a tournament caster booking with overtime, per diem and a deposit, a cosplayer's unpaid release).
//
// Answer rules decided by this author: the parties are those bound by the contract, named as the contract names them
// (without role labels or the translator's bracketed original term; a venue owner whose release is attached "and who
// is not a party" is not one; a party named only in the signature block is a party); the signing date is the date of
// the last signature, or the date and place line of a Central European contract ("concluded in Krakow on ...") where
// the signatures are undated; "N months from X" ends the day before the anniversary, and a term that runs from a
// launch or announcement date takes the date the contract states elsewhere for it; "without time limitation"
// (bezterminowo) is perpetual; fees are the net sums paid for the rights or services: VAT, a gross-up, a deposit
// credited against a fee, a standby or weather charge, overtime, per diems, expenses, a cancellation charge, an
// unexercised extension option and a transfer sum payable by a third party are not fees, and instalments are not
// separate fees; a lump sum said to exhaust every claim for every field of exploitation without time limit is a
// buyout; "the European Union excluding X and Y" is the member states less those; company, product and venue names
// ("Tatra Outdoor", "Cinema Classic", "Moonlight Outdoor Cinema", "The Billboard Pavilion", "Printworks Arena") are no
// channels; a bar on appearing for a product category's competitors is exclusivity with non_compete, an express
// statement that the talent is free to work for others is non-exclusive and denies non_compete; a waiver of the right
// to object to derogatory treatment is a moral rights waiver; "shall not sub-license" denies sublicensable and "may
// not assign" denies assignable, but a heading naming a right proves nothing by itself.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h25c-central-eastern-european-translated-licences",
  "h25c-drone-aerial-footage-licences",
  "h25c-esports-image-rights-appearances"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h25c-01-polish-photo-licence-fields",
    style: "h25c-central-eastern-european-translated-licences",
    format: "docx",
    source: `
# LICENCE AGREEMENT No. 14/2026
(translation from the Polish original)
concluded in Kraków on 12.03.2026 between:
Anna Górska, conducting business activity under the name Anna Górska Fotografia, PESEL 85040512345, NIP 6772154890, ul. Dluga 14/3, 31-147 Kraków, hereinafter the "Licensor" (Licencjodawca),
and
Tatra Outdoor sp. z o.o. with its registered office in Zakopane, ul. Kosciuszki 9, 34-500 Zakopane, entered in the register of entrepreneurs of the National Court Register under KRS 0000512345, NIP 7361822041, represented by Piotr Nowak, Member of the Management Board, hereinafter the "Licensee" (Licencjobiorca),
hereinafter jointly the "Parties".
## § 1 Subject of the Agreement
1> The subject of this Agreement is the grant of a licence to use 24 (twenty-four) photographs of the Licensee's "Tatra Outdoor Winter 2026/27" clothing collection taken by the Licensor on 24-25.02.2026, listed in Annex 1 (the "Photographs").
1> The Licensor declares that she holds the full author's economic rights to the Photographs and that the persons shown in them have consented to the dissemination of their image in accordance with Article 81 of the Act of 4 February 1994 on Copyright and Related Rights.
## § 2 Fields of exploitation
1> The Licensor grants the Licensee a non-exclusive licence to use the Photographs in the following fields of exploitation:
2> recording and reproduction by printing technique, in printed catalogues, leaflets and advertisements in the press;
2> placing on the market of the copies so produced;
2> making publicly available in such a way that anyone may access them at a place and time of their own choosing, on the Licensee's website www.tatraoutdoor.pl and on the Licensee's profiles on Instagram and Facebook;
2> public display on point-of-sale materials in the Licensee's own-brand shops.
1> Use in any other field of exploitation, in particular television, cinema and outdoor advertising (billboards, citylights), requires a separate written agreement.
## § 3 Territory and period
1> The licence is granted for the territory of the Republic of Poland, the Czech Republic and the Slovak Republic.
1> The licence is granted for a fixed period of 2 (two) years from 01.04.2026.
## § 4 Sub-licensing
The Licensee shall not be entitled to authorise any third party to use the Photographs (sub-licence) within the meaning of Article 67(3) of the Copyright Act. The Licensee's advertising agency may prepare materials for the Licensee only on the Licensee's behalf and in its name.
## § 5 Remuneration
1> For the grant of the licence in all the fields of exploitation listed in § 2 the Licensee shall pay the Licensor remuneration of PLN 18,000.00 (eighteen thousand zloty) net, plus VAT at 23 per cent in the amount of PLN 4,140.00, i.e. PLN 22,140.00 gross.
1> The remuneration shall be paid by bank transfer within 14 days of delivery of a correct VAT invoice.
## § 6 Author's personal rights
The Licensee shall mark each use of the Photographs with the credit "fot. Anna Górska". The Licensor's author's moral rights remain unaffected.
## § 7 Final provisions
1> The Licensee may not assign its rights or obligations under this Agreement to a third party.
1> Matters not regulated by this Agreement shall be governed by the Civil Code and the Copyright Act.
1> This Agreement has been drawn up in Polish and in English. In the event of any discrepancy the Polish text shall prevail.
| LICENSOR | LICENSEE |
| Anna Górska | for Tatra Outdoor sp. z o.o.: Piotr Nowak, Member of the Management Board |
`,
    expected: {
      parties: ["Anna Górska", "Tatra Outdoor sp. z o.o."],
      signed: "2026-03-12",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["PL", "CZ", "SK"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: false,
      fees: ["PLN 18000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h25c-02-czech-model-likeness-eu-excluding",
    style: "h25c-central-eastern-european-translated-licences",
    format: "pdf",
    source: `
# AGREEMENT ON THE USE OF LIKENESS AND LICENCE AGREEMENT
concluded pursuant to Sections 84 to 90 and Section 2358 et seq. of Act No. 89/2012 Coll., the Civil Code, as amended
(English translation; the Czech version prevails)
Bohemia Cosmetics s.r.o., with its registered office at Vinohradská 112, 130 00 Prague 3, ICO 27456789, DIC CZ27456789, registered in the Commercial Register kept by the Municipal Court in Prague, File C 114523, represented by Ing. Jana Horáková, executive officer (the "Company")
and
Tereza Dvoráková, born 14.06.1996, residing at Cejl 38, 602 00 Brno (the "Model")
Article I - Subject
1. The Model agreed to be photographed and filmed on 08.04.2026 for the Company's "Lumière Velvet" lipstick campaign (the "Recordings"). By this Agreement the Model grants her consent to the use of her likeness and voice captured in the Recordings and grants the Company a licence to her performance in the Recordings.
Article II - Manner of use
1. The Company may use the Recordings for the advertising of the Lumière Velvet product line in the following manners: (a) television broadcasting; (b) making available on the internet, including the Company's e-shop and its accounts on social networks; (c) outdoor advertising on billboards, citylights and in public transport.
2. The territory of use is the territory of all member states of the European Union, excluding the Federal Republic of Germany and the Republic of Austria, where the Company's distributor holds its own campaign.
3. The consent and licence are granted for the period from 01.05.2026 to 30.04.2027. After that date the Company shall withdraw all outdoor materials within 14 days.
Article III - Exclusivity
1. During the period under Article II(3) the Model shall not appear in advertising for any other producer or seller of decorative cosmetics (make-up, lipsticks, nail varnish).
2. The restriction under paragraph 1 does not apply to the campaign for hair-care products of Lumen Hair s.r.o., which the Model agreed before the date of this Agreement and which the Company has been informed of.
Article IV - Remuneration
1. The Company shall pay the Model a remuneration of CZK 120,000 for the consent and licence under this Agreement. The Model declares that she is not a VAT payer; no VAT shall be added.
2. The Company shall further reimburse the Model's documented travel expenses of CZK 3,450 for the shooting day. This reimbursement is not part of the remuneration.
3. Should the Company withdraw from the use of the Recordings before 01.05.2026, it shall pay the Model a cancellation fee of 50 per cent of the remuneration instead of the remuneration.
Article V - Protection of personality
The Company shall not use the Recordings in a manner that could damage the Model's honour, dignity or reputation, and shall not alter her appearance beyond usual retouching. The Model does not waive any rights to the protection of her personality.
Article VI - Final provisions
1. The Company shall not grant third parties any authorisation to use the Recordings, with the exception of its media agency acting on its behalf.
2. This Agreement is executed in Czech and English. In case of any discrepancy, the Czech version shall prevail.
In Prague on 20.04.2026
for Bohemia Cosmetics s.r.o.: Ing. Jana Horáková, executive officer
In Brno on 22.04.2026
Tereza Dvoráková
`,
    expected: {
      parties: ["Bohemia Cosmetics s.r.o.", "Tereza Dvoráková"],
      signed: "2026-04-22",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: [
        "BE",
        "BG",
        "HR",
        "CY",
        "CZ",
        "DK",
        "EE",
        "FI",
        "FR",
        "GR",
        "HU",
        "IE",
        "IT",
        "LV",
        "LT",
        "LU",
        "MT",
        "NL",
        "PL",
        "PT",
        "RO",
        "SK",
        "SI",
        "ES",
        "SE"
      ],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["CZK 120000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h25c-03-hungarian-influencer-launch-date",
    style: "h25c-central-eastern-european-translated-licences",
    format: "text",
    source: `
# INFLUENCER AND IMAGE USE AGREEMENT
(English translation of the Hungarian original; the Hungarian text governs)
which was made by and between
Duna Snack Kft. (registered office: 1097 Budapest, Gubacsi út 6/B; company registration number: 01-09-345678; tax number: 24567890-2-43; represented by: Szabó Péter, managing director), as Client,
and
Kovács Eszter sole trader (registered office: 6720 Szeged, Kárász utca 11; tax number: 56781234-1-26), as Influencer,
under the following terms:
1. Subject. The Client is launching a new microwave popcorn under the brand "Cinema Classic" (the Product). The Influencer undertakes to create and publish promotional content for the Product and permits the Client to use her name, image and voice in the advertising of the Product under Section 2:48 of Act V of 2013 on the Civil Code.
2. Content. The Influencer shall publish 6 Instagram feed posts, 12 Instagram stories and 4 TikTok videos in the first three months of the Term, in accordance with the brief in Annex 1.
3. Use by the Client. The Client may reuse the content and the Influencer's image on its own Instagram, Facebook and TikTok pages, on its website www.dunasnack.hu, and on shelf wobblers and displays in retail stores selling the Product. The Client may not use the content in television or cinema advertising, nor on posters or billboards.
4. Term. The Term begins on the Launch Date and lasts eighteen (18) months.
5. Territory. Hungary.
6. No exclusivity. This Agreement is non-exclusive. The Influencer remains free to work with other food and snack brands, provided she does not present a competing product in the same post as the Product.
7. Fee. The Client pays the Influencer a fee of HUF 4,500,000, i.e. four million five hundred thousand forints, plus 27 per cent VAT, in two equal instalments of HUF 2,250,000 + VAT: the first on the Launch Date and the second at the end of the third month of the Term, against an invoice.
8. Extension option. The Client may extend the Term by a further six months for an additional fee of HUF 2,000,000 + VAT by written notice no later than 30 days before the end of the Term. If the Client does not exercise the option, the Term ends and nothing further is payable.
9. Launch. The Client will place the Product on the market in Hungary on 01.09.2026 (the Launch Date). If the launch is postponed, the Client will notify the Influencer in writing and the Launch Date will be the new date so notified.
10. Transfer. The Client shall not transfer the rights under this Agreement to any third party, including its affiliates.
11. Other. Matters not regulated here are governed by the Hungarian Civil Code. Disputes go to the Budapest courts.
Budapest, 2026.07.15.
Duna Snack Kft. - Szabó Péter, managing director
Kovács Eszter, Influencer
`,
    expected: {
      parties: ["Duna Snack Kft.", "Kovács Eszter"],
      signed: "2026-07-15",
      start: "2026-09-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["HU"],
      channels: ["social", "web", "in_store"],
      exclusive: false,
      fees: ["HUF 4500000"],
      flags: [],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h25c-04-polish-actor-image-consent-buyout",
    style: "h25c-central-eastern-european-translated-licences",
    format: "scan",
    source: `
# CONSENT TO THE DISSEMINATION OF IMAGE (ZEZWOLENIE NA ROZPOWSZECHNIANIE WIZERUNKU)
Lodz, 05.02.2026
I, the undersigned Jan Kowalski, PESEL 90010112345, residing in Lodz, ul. Piotrkowska 101/7, hereby consent, pursuant to Article 81 of the Copyright Act and Articles 23 and 24 of the Civil Code (protection of personal rights, dobra osobiste), to the dissemination of my image and voice recorded during the shooting of the feature film "Zimowy Port" and of its promotional materials, by the producer of the film (the "Producer").
1. The consent covers the following fields of exploitation: television broadcasting and rebroadcasting; screening in cinemas; making available on the internet, including video-on-demand services and social media; publication in the press and in printed materials; outdoor advertising; and display at points of sale of the film on physical carriers.
2. The consent is granted without time limitation (bezterminowo), for use throughout the world, and is irrevocable.
3. The Producer may transfer the rights resulting from this consent to third parties and may authorise third parties (sub-licences) to use my image, in particular distributors and broadcasters of the film.
4. For the consent I shall receive a one-off remuneration of PLN 3,000 gross, which exhausts all my claims for the use of my image and voice in all the fields of exploitation listed above, without time limitation.
5. This consent is effective from the date of its signature.
6. The Polish text of this consent prevails.
Jan Kowalski (signature)
Accepted for the Producer: Kadr Media sp. z o.o., Lodz, KRS 0000654321 - Agnieszka Wrobel, Proxy, 05.02.2026
`,
    expected: {
      parties: ["Jan Kowalski", "Kadr Media sp. z o.o."],
      signed: "2026-02-05",
      start: "2026-02-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "cinema", "web", "social", "print", "out_of_home", "in_store"],
      exclusive: null,
      fees: ["PLN 3000"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "sublicensable", "assignable", "buyout"]
    }
  },
  {
    id: "h25c-05-uk-estate-drone-schedule-dates",
    style: "h25c-drone-aerial-footage-licences",
    format: "docx",
    source: `
# AERIAL FOOTAGE LICENCE
THIS LICENCE is made on the date stated in Schedule 1
BETWEEN:
(1) SKYWARD LENS LIMITED (company number 11843320) whose registered office is at Unit 3, Fenwick Yard, Harrogate HG1 4PL (the "Operator"); and
(2) HARTINGTON HALL ESTATES LLP (registered number OC412876) of Hartington Hall, near Ripon, North Yorkshire HG4 3QT (the "Estate").
BACKGROUND
(A) The Operator holds an Operational Authorisation issued by the Civil Aviation Authority (reference UAS-OA-22917) permitting flights of unmanned aircraft in the Specific category.
(B) The Estate owns Hartington Hall, its gardens, lake and deer park (the "Property") and wishes to use aerial footage of the Property to market it as a wedding and events venue.
## 1. Definitions
1.1 "Footage" means the aerial video and stills captured by the Operator over the Property on the Flight Date.
1.2 "Licence Period" means the period from and including the Licence Start Date to and including the Licence End Date.
1.3 The Flight Date, the Licence Start Date and the Licence End Date are the dates so described in Schedule 1.
## 2. Flights
2.1 The Operator shall carry out all flights in accordance with its Operational Authorisation and the Air Navigation Order 2016 and shall maintain public liability insurance of not less than £5,000,000.
2.2 As owner of the Property the Estate permits the Operator to take off from and land on the north lawn and to fly over the Property, and shall inform its tenants and neighbours of the Flight Date.
## 3. Licence
3.1 The Operator grants to the Estate an exclusive licence for the Licence Period to reproduce and publish the Footage throughout the world on the Estate's website, on its social media accounts and in its printed brochures and advertisements in wedding magazines.
3.2 The Estate shall not sub-license the Footage to any third party.
## 4. Exclusivity
4.1 During the Licence Period the Operator shall not license the Footage, or any other aerial footage of the Property captured on the Flight Date, to any third party.
4.2 Clause 4.1 does not prevent the Operator from using up to 30 seconds of the Footage in its own showreel and on its own website to promote its services.
## 5. Fees
5.1 The Estate shall pay the Capture Fee and the Licence Fee set out in Schedule 1, plus VAT at the prevailing rate, within 30 days of invoice.
5.2 If flying is not possible on the Flight Date because of weather or an airspace restriction, the Estate shall pay the Standby Charge for each standby day and the flight shall take place on the next suitable standby day. The Operator's travel costs are included in the Capture Fee.
## 6. Credit and moral rights
6.1 The Estate shall credit the Operator as "Aerial footage: Skyward Lens" where practicable.
6.2 The Operator waives its right to object to derogatory treatment of the Footage in respect of editing, colour grading and cropping by or for the Estate.
## 7. Law
This Licence is governed by the law of England and Wales.
## Schedule 1 - Particulars
| Item | Particulars |
| Date of this Licence | 3 June 2026 |
| Flight Date | 11 June 2026 (standby days 12 and 15 June 2026) |
| Licence Start Date | 1 July 2026 |
| Licence End Date | 30 June 2029 |
| Capture Fee | £2,400 |
| Licence Fee | £1,800 |
| VAT at 20% on the fees | £840 |
| Standby Charge | £450 per standby day |
Signed for and on behalf of Skyward Lens Limited by Callum Reid, Director
Signed for and on behalf of Hartington Hall Estates LLP by Harriet Vane-Tempest, Designated Member
`,
    expected: {
      parties: ["Skyward Lens Limited", "Hartington Hall Estates LLP"],
      signed: "2026-06-03",
      start: "2026-07-01",
      end: "2029-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 2400", "GBP 1800"],
      flags: ["worldwide_exclusivity", "moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h25c-06-us-part107-venue-footage",
    style: "h25c-drone-aerial-footage-licences",
    format: "pdf",
    source: `
# AERIAL FOOTAGE LICENSE AGREEMENT
PARTIES
Licensor: Aerial Arcadia LLC, a Colorado limited liability company, 2210 Blake Street, Denver, CO 80205 ("Arcadia")
Licensee: Front Range Visitors Bureau, Inc., a Colorado nonprofit corporation, 400 Pearl Street, Boulder, CO 80302 (the "Bureau")
Venue Owner: City of Larkmont, Colorado, owner of The Billboard Pavilion amphitheater (the "City"). The City's property release is attached as Exhibit B. The City is not a party to this Agreement.
1. Certification. Arcadia's pilot in command, Dana Whitfield, holds an FAA Remote Pilot Certificate under 14 CFR Part 107 (No. 4412098), and Arcadia holds a Part 107 Certificate of Waiver for operations over people (107W-2026-01877). Arcadia will obtain LAANC authorization before each flight.
2. Services. Arcadia will capture 4K aerial video and stills of The Billboard Pavilion, Larkmont Reservoir and the Flatirons skyline at sunrise and sunset on one flight day in May 2026 (the "Footage").
3. Grant. Arcadia grants the Bureau a non-exclusive license to use the Footage in television broadcast, streaming and cable advertising; on the Bureau's website and social media accounts; and in out-of-home advertising, excluding cinema advertising and in-flight entertainment.
4. Territory. United States and Canada.
5. License Period. June 1, 2026 through May 31, 2028.
6. Fees. The Bureau will pay: (a) a Production Fee of $3,200 for the flight day; and (b) a License Fee of $6,500. A deposit of $1,000 is due on signing and will be credited against the Production Fee. If the flight day is postponed for weather, a reschedule charge of $400 per postponed day applies. Colorado sales tax will be added where applicable.
7. No Sublicensing. The Bureau shall not sublicense, sell, rent or otherwise make the Footage available to any third party, other than for display of the Bureau's own advertising by media vendors.
8. Assignment. The Bureau may not assign this Agreement without Arcadia's prior written consent.
9. Credit. Where credits are customary, the Bureau will credit "Aerial: Aerial Arcadia".
10. Governing Law. Colorado.
This Agreement is effective as of the date last signed below.
AERIAL ARCADIA LLC  By: Dana Whitfield, Managing Member  Date: May 18, 2026
FRONT RANGE VISITORS BUREAU, INC.  By: Marisol Ortega, President and CEO  Date: May 21, 2026
`,
    expected: {
      parties: ["Aerial Arcadia LLC", "Front Range Visitors Bureau, Inc."],
      signed: "2026-05-21",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 3200", "USD 6500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h25c-07-australian-reoc-rider-replaces",
    style: "h25c-drone-aerial-footage-licences",
    format: "text",
    source: `
# DRONE PHOTOGRAPHY LICENCE - SKYFRAME AERIAL
SkyFrame Aerial Pty Ltd ABN 51 624 118 903 (SkyFrame), holder of CASA Remotely Piloted Aircraft Operator's Certificate (ReOC) No. CASA.ReOC.2214, licenses to Sundial Events Pty Ltd ABN 77 610 552 019 (Sundial) the aerial photographs described below on these terms.
1. Photographs: 40 aerial stills of the Moonlight Outdoor Cinema site in the Royal Botanic Garden Sydney, captured on 9 February 2026 under a permit from the Botanic Gardens and CASA approval for operations in controlled airspace.
2. Use: Sundial may publish the Photographs on its website and its Instagram and Facebook accounts to promote the Moonlight Outdoor Cinema season. No other use.
3. Fee: AUD 2,800 plus GST (AUD 280). Payment within 14 days of invoice.
4. Term and territory: 12 months from 1 March 2026, in Australia only.
5. Sundial shall not sub-license the Photographs.
6. Australian law (New South Wales) applies.
RIDER No. 1
This Rider forms part of the Licence. Clause 4 is deleted and replaced by: "4. Term and territory: 24 months from 1 March 2026, in Australia and New Zealand." In consideration of the extended term and territory Sundial will pay an additional licence fee of AUD 1,200 plus GST. If this Rider is inconsistent with the Licence, this Rider prevails.
Signed 16 February 2026
For SkyFrame Aerial Pty Ltd: Mitchell O'Hare, Director
For Sundial Events Pty Ltd: Priya Raman, General Manager
`,
    expected: {
      parties: ["SkyFrame Aerial Pty Ltd", "Sundial Events Pty Ltd"],
      signed: "2026-02-16",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["AUD 2800", "AUD 1200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h25c-08-esports-player-image-rights-long",
    style: "h25c-esports-image-rights-appearances",
    format: "docx",
    source: `
# PLAYER IMAGE RIGHTS AGREEMENT
This Agreement is dated 12 January 2026 and made between:
NIGHTFALL GAMING LIMITED, a company registered in England and Wales (no. 12988471) whose registered office is at 5 Canal Wharf, Leeds LS11 5PS (the "Team"); and
LUKAS BRANDT, professionally known as "Vex", of Flat 9, 22 Ancoats Street, Manchester M4 6DE (the "Player").
## 1. Interpretation
1> In this Agreement: "Image Rights" means the Player's name, gamer tag "Vex", nickname, likeness, image, voice, signature and biography; "Partners" means the Team's commercial partners from time to time; "Esports Field" means the competitive and content-creation activities of the Player for the Team.
## 2. Term
1> This Agreement starts on the Announcement Date and continues for a period of twenty-four (24) months from the Announcement Date, unless terminated earlier under clause 8.
1> The Team announced the Player's signing on its channels on 15 January 2026 (the "Announcement Date").
## 3. Grant
1> The Player grants the Team the exclusive right throughout the world during the Term to use the Image Rights in the Esports Field and in connection with the Team and its Partners.
1> The Team may use the Image Rights on its channels on Twitch, YouTube, X and TikTok, on its website and in television and streaming broadcasts of matches and shows featuring the Team.
1> The Team may sub-license the Image Rights to its Partners for activations approved by the Team.
## 4. Restrictions on the Player
1> During the Term the Player shall not endorse, promote or appear for any energy drink, gaming peripheral, gaming chair or betting brand other than the Team's Partners.
1> Clause 4.1 does not apply to the Player's existing personal agreement with Halvard Audio for headsets, disclosed to the Team before signing, which may continue until it expires on 31 March 2026 but shall not be renewed.
1> The Player may stream on his personal Twitch channel, subject to the Team's stream guidelines.
## 5. Payments
1> In consideration of the grant in clause 3 the Team shall pay the Player an image rights fee of £36,000 per year of the Term, payable monthly in arrears.
1> The Player is entitled to 50 per cent of any tournament prize money won by the Team's roster while the Player is in it, paid within 60 days of receipt.
1> The Team shall reimburse reasonable travel and accommodation expenses for events agreed in advance.
## 6. Transfer
1> If another team wishes to acquire the Player's services during the Term, the Team shall release the Player on payment by that team of a buy-out sum of £150,000. The buy-out sum is payable to the Team and not to the Player.
## 7. Conduct
1> The Player shall not act in a way that brings the Team, its Partners or esports into disrepute, including cheating, match-fixing, abusive conduct on stream or social media, or betting on any match.
## 8. Termination
1> The Team may terminate this Agreement with immediate effect by written notice if the Player breaches clause 7 or is banned from competition by a tournament organiser for more than 90 days.
## 9. General
1> This Agreement is governed by the law of England and Wales.
Signed by Mark Oduya, CEO, for and on behalf of Nightfall Gaming Limited
Signed by Lukas Brandt
`,
    expected: {
      parties: ["Nightfall Gaming Limited", "Lukas Brandt"],
      signed: "2026-01-12",
      start: "2026-01-15",
      end: "2028-01-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web", "broadcast"],
      exclusive: true,
      fees: ["GBP 36000"],
      flags: ["worldwide_exclusivity", "sublicensable", "non_compete", "morality_clause"]
    }
  },
  {
    id: "h25c-09-us-tournament-caster-booking",
    style: "h25c-esports-image-rights-appearances",
    format: "pdf",
    source: `
# TALENT BOOKING AGREEMENT - COMMENTATOR
Crossfire Circuit LLC ("Organizer") and Jordan Okafor p/k/a "JOK" ("Talent") agree as follows as of the Effective Date, which is the date Talent signs below.
Event: Crossfire Circuit Fall Finals at Printworks Arena, Philadelphia, PA.
| Event Day | Date | Call time |
| Day 1 (playoffs) | October 9, 2026 | 9:00 a.m. |
| Day 2 (semi-finals) | October 10, 2026 | 9:00 a.m. |
| Day 3 (grand final) | October 11, 2026 | 10:00 a.m. |
1. Services. Talent will act as lead play-by-play commentator on each Event Day, for up to 10 hours a day, and record two promotional videos before the Event.
2. Compensation. Organizer will pay Talent an appearance fee of $8,000 for all services. Organizer will pay $2,000 of it as a deposit within 10 days after the Effective Date and the balance within 30 days after the Event. Time beyond 10 hours on any Event Day is paid at $500 per hour. Organizer will also pay a per diem of $75 per travel day and will book and pay for Talent's flights and hotel.
3. Cancellation. If Organizer cancels the Event less than 14 days before Day 1 for any reason other than force majeure, Organizer will pay Talent 50% of the appearance fee as a cancellation fee.
4. Name and likeness. Talent grants Organizer a license to use Talent's name, gamer tag, approved likeness and recorded commentary to promote and broadcast the Event on Organizer's Twitch, YouTube and TikTok channels, on Organizer's website, and on linear television through Organizer's broadcast partner. The license runs from the Effective Date until ninety (90) days after the last Event Day. The territory is worldwide.
5. Non-exclusive. This Agreement is non-exclusive. Nothing here prevents Talent from commentating other events or for other organizers, before, during or after the Event.
6. No endorsement. Organizer will not use Talent's name or likeness to suggest Talent endorses any product or sponsor.
7. Independent contractor. Talent is an independent contractor and is responsible for Talent's own taxes.
CROSSFIRE CIRCUIT LLC  By: Renee Castillo, Head of Production  Date: August 1, 2026
TALENT: Jordan Okafor  Date: August 3, 2026
`,
    expected: {
      parties: ["Crossfire Circuit LLC", "Jordan Okafor"],
      signed: "2026-08-03",
      start: "2026-08-03",
      end: "2027-01-09",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web", "broadcast"],
      exclusive: false,
      fees: ["USD 8000"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h25c-10-cosplayer-unpaid-release",
    style: "h25c-esports-image-rights-appearances",
    format: "scan",
    source: `
# GRIDLOCK FINALS 2026 - COSPLAYER IMAGE RELEASE
Event: GridLock Finals 2026, Manchester Central, 26-28 September 2026. Organiser: GridLock Events Ltd (the "Organiser").
I, Imogen Hale, agree that the Organiser may photograph and film me in costume at the event and use those photographs and films to report on and promote GridLock events.
Where: the Organiser's website, its social media channels and the printed event programme and press releases. Not on television and not on outdoor posters or billboards.
How long: for 12 months from the last day of the event, 28 September 2026.
Where in the world: the United Kingdom.
Payment: I understand I will not be paid for this release. My entry to the cosplay competition and its prizes are not conditional on signing it.
The Organiser will not sell or license my image to third parties, including its sponsors and the costume brand FrontPrint Merch Ltd.
Signed: Imogen Hale    Date: 26 September 2026
For GridLock Events Ltd: Sam Whitlow, Community Lead
`,
    expected: {
      parties: ["GridLock Events Ltd", "Imogen Hale"],
      signed: "2026-09-26",
      start: "2026-09-28",
      end: "2027-09-27",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  }
]
