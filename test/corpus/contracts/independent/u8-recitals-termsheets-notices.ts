// Author "h8" (wave 8): Indian-English agreements with long "WHEREAS" recitals and "hereinafter referred to as" party
// blocks, the operative terms far below (amounts in lakh and crore grouping); term sheets and heads of terms in outline
// numbering (A., (i), (a); 1.1, 1.2) and bullets; and notices that exercise an option or renew an earlier licence,
// changing some of its terms and deleting others. Written without reading the reader's rules or any other batch's
// texts. A held-out batch from 2026-11-27 (frozen, scored only) until wave 20, when it moved to the development half
// under the rotation rule (NOTES.md, "Wave 18: the held-out rotation").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["u8-whereas-recitals-in", "u8-outline-term-sheets", "u8-option-renewal-notices"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "u8-01-brand-endorsement-recitals-in",
    style: "u8-whereas-recitals-in",
    format: "docx",
    source: `
# BRAND ENDORSEMENT AGREEMENT
THIS BRAND ENDORSEMENT AGREEMENT is made and executed at Mumbai on this 18th day of January, 2027
BY AND BETWEEN
Vardhaman Tea Estates Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 14 Camac Street, Kolkata 700 017, acting through its authorised signatory Mr. Anirban Ghosh (hereinafter referred to as the "Company", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include its successors and permitted assigns) of the ONE PART;
AND
Ms. Ishita Malhotra, daughter of Mr. Rakesh Malhotra, aged about 29 years, residing at C-42, Greater Kailash Part II, New Delhi 110 048 (hereinafter referred to as the "Endorser", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include her heirs, executors, administrators and legal representatives) of the OTHER PART.
The Company and the Endorser are hereinafter individually referred to as a "Party" and collectively as the "Parties".
WHEREAS:
A. The Company is engaged in the business of growing, blending, packaging and selling tea under the brand name "Vardhaman Gold" (the "Brand") throughout India and in several export markets.
B. The Endorser is a well-known actor in Hindi films and web series and has, in the past, endorsed various products in print, television and cinema advertising.
C. The Company had in the year 2025 approached the Endorser for a campaign of three years in all media, which discussions did not fructify.
D. The Company is now desirous of engaging the Endorser to endorse the Brand, and the Endorser has agreed to do so, on the terms and conditions hereinafter appearing.
NOW THEREFORE THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES AS FOLLOWS:
1> DEFINITIONS. In this Agreement, "Advertisements" means the television commercials, photographs and digital films featuring the Endorser produced under Clause 2; "Effective Date" means the 1st day of February, 2027; and "Term" and "Territory" shall have the meanings assigned to them in Clauses 4 and 5 respectively.
1> SERVICES. The Endorser shall make herself available for two (2) shoot days and one (1) press event during the Term, on dates mutually agreed in writing.
1> GRANT OF RIGHTS. The Endorser hereby grants to the Company the exclusive right, during the Term and within the Territory, to use her name, photograph, likeness and voice in the Advertisements on television, on the Company's website and its social media handles, in print (newspapers and magazines) and on outdoor hoardings. The Advertisements shall not be exhibited in cinema halls.
1> TERM. This Agreement shall remain valid for a period of eighteen (18) months commencing from the Effective Date, unless terminated earlier in accordance with Clause 9.
1> TERRITORY. The Territory shall be the Republic of India, Nepal and Sri Lanka.
1> CONSIDERATION. In consideration of the Services and the rights granted herein, the Company shall pay to the Endorser a fee of Rs. 1,20,00,000/- (Rupees One Crore Twenty Lakh only), exclusive of GST, in three instalments: forty per cent on execution of this Agreement, thirty per cent on the first telecast of the Advertisements and the balance thirty per cent on completion of twelve months of the Term. Tax deducted at source shall be deducted as per applicable law.
1> EXCLUSIVITY. During the Term the Endorser shall not endorse, promote or appear in any advertisement for any other brand of tea, coffee or other hot beverage, within the Territory.
1> ASSIGNMENT. The Company shall not assign this Agreement, nor sub-license the rights granted herein, to any third party.
1> TERMINATION. If the Endorser is charged with any offence involving moral turpitude, or does any act which in the reasonable opinion of the Company brings the Brand into public disrepute, the Company shall be entitled to terminate this Agreement forthwith by written notice, and the unpaid instalments shall cease to be payable.
1> GOVERNING LAW AND ARBITRATION. This Agreement shall be governed by the laws of India. Disputes shall be referred to a sole arbitrator under the Arbitration and Conciliation Act, 1996, the seat of arbitration being Mumbai, and the courts at Mumbai shall have exclusive jurisdiction.
IN WITNESS WHEREOF the Parties have set their hands hereto on the day, month and year first hereinabove written.
For Vardhaman Tea Estates Private Limited: Anirban Ghosh, Authorised Signatory
Ishita Malhotra, Endorser
Witnesses: 1. Pooja Kulkarni  2. Farhan Shaikh
`,
    expected: {
      parties: ["Vardhaman Tea Estates Private Limited", "Ishita Malhotra"],
      signed: "2027-01-18",
      start: "2027-02-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["IN", "NP", "LK"],
      channels: ["broadcast", "web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["INR 12000000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "u8-02-song-sync-licence-recitals-in",
    style: "u8-whereas-recitals-in",
    format: "scan",
    source: `
# SYNCHRONISATION LICENCE AGREEMENT
This Synchronisation Licence Agreement is entered into at Mumbai on this 5th day of March, 2027
BETWEEN
Raagmala Music Company LLP, a limited liability partnership registered under the Limited Liability Partnership Act, 2008, having its office at 301 Link Plaza, Oshiwara, Andheri (West), Mumbai 400 053 (hereinafter referred to as the "Licensor", which expression shall include its successors and assigns) of the FIRST PART;
AND
Kesar Pictures Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 7 Film City Road, Goregaon (East), Mumbai 400 065 (hereinafter referred to as the "Licensee", which expression shall include its successors and assigns) of the SECOND PART.
WHEREAS:
A. The Licensor is the owner of the copyright in the musical work and sound recording of the song "Dil Ki Baarish", written by the lyricist Shri Harsh Vardhan Pande and composed by Smt. Meera Iyengar, and sung by Kabir Sethna (the "Song").
B. The Licensee is producing a Hindi feature film presently titled "Monsoon Express" (the "Film").
C. The Licensee has requested the Licensor to grant a licence to synchronise the Song in the Film, and the Licensor has agreed to do so on the terms hereinafter set out.
NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:
1> The Licensor hereby grants to the Licensee a non-exclusive, irrevocable licence to synchronise the Song, or any part of it not exceeding three minutes, in timed relation with the Film, and to exploit the Film with the Song embodied therein throughout the world, in perpetuity, in all media now known or hereafter devised, including without limitation theatrical exhibition in cinemas, television broadcast (terrestrial, satellite and cable) and streaming on the internet.
1> The licence commences on the date of this Agreement.
1> The Licensee shall pay to the Licensor a one-time licence fee of Rs. 8,50,000/- (Rupees Eight Lakh Fifty Thousand only) plus GST within fifteen days of the date of this Agreement. The said fee is a complete buy-out of all rights granted herein, and no further royalty or fee shall be payable for any exploitation of the Film.
1> The Licensee shall be entitled to sub-license the exploitation of the Film, including the Song as embodied therein, to distributors, broadcasters and streaming platforms.
1> The Licensee may assign the benefit of this Agreement to any person who acquires the negative rights of the Film.
1> The Song shall not be used apart from the Film, whether as a ringtone, in a soundtrack album or in any advertisement for a product other than the Film.
1> Nothing herein shall affect the special rights of the authors of the Song under Section 57 of the Copyright Act, 1957, which are expressly preserved, and the Licensee shall credit the lyricist, composer and singer in the end titles of the Film.
1> The courts at Mumbai shall have exclusive jurisdiction over all matters arising out of this Agreement.
IN WITNESS WHEREOF the parties hereto have signed this Agreement on the date first above written.
For Raagmala Music Company LLP: Devika Rane, Designated Partner
For Kesar Pictures Private Limited: Siddharth Kesarwani, Director
`,
    expected: {
      parties: ["Raagmala Music Company LLP", "Kesar Pictures Private Limited"],
      signed: "2027-03-05",
      start: "2027-03-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: false,
      fees: ["INR 850000"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "assignable", "buyout"],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "u8-03-model-licence-schedule-date-in",
    style: "u8-whereas-recitals-in",
    format: "pdf",
    source: `
# MODEL LICENCE AGREEMENT
This Agreement is executed at Bengaluru on 2nd July, 2027
BETWEEN
Tanvi Lifestyle Retail Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 88 Residency Road, Bengaluru 560 025 (hereinafter called the "Company") of the One Part,
AND
Mr. Karan Deshpande, son of Mr. Vinayak Deshpande, residing at 12 Koregaon Park, Pune 411 001 (hereinafter called the "Model") of the Other Part.
WHEREAS
(i) The Company retails ethnic and western apparel through its e-commerce website and its stores.
(ii) The Model is a professional model who has appeared in print and television campaigns for several fashion labels.
(iii) The Company engaged the photographer Mr. Sandeep Rao to photograph the Model for the Company's festive collection on 24th June, 2027 (the "Photographs").
(iv) The Parties wish to record the terms on which the Company may use the Photographs.
NOW IT IS AGREED AS FOLLOWS:
1> The Model grants to the Company a non-exclusive licence to use the Photographs on the Company's e-commerce website and on its social media pages, within India only, for a period of twelve (12) months from the Launch Date specified in the Schedule.
1> The Photographs shall not be used on hoardings, in newspapers or magazines, or on television.
1> Nothing contained herein shall restrict the Model from modelling for any other person or brand, including any competitor of the Company.
1> The Company shall pay to the Model a fee of Rs. 75,000/- (Rupees Seventy-Five Thousand only) within thirty days of the Launch Date, subject to deduction of tax at source.
1> This Agreement may be renewed for a further period on terms mutually agreed in writing. There shall be no automatic renewal.
1> The courts at Bengaluru shall have exclusive jurisdiction.
SCHEDULE
| Particulars | Details |
| Collection | Festive collection 2027 |
| Number of Photographs | Up to 40 edited images |
| Launch Date | 15th August, 2027 |
IN WITNESS WHEREOF the Parties have executed this Agreement on the date first written above.
For Tanvi Lifestyle Retail Private Limited: Nandini Rao, Head of Marketing
Karan Deshpande
`,
    expected: {
      parties: ["Tanvi Lifestyle Retail Private Limited", "Karan Deshpande"],
      signed: "2027-07-02",
      start: "2027-08-15",
      end: "2028-08-14",
      perpetual: false,
      territories: ["IN"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["INR 75000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "u8-04-talent-heads-of-terms-outline-uk",
    style: "u8-outline-term-sheets",
    format: "text",
    source: `
# HEADS OF TERMS: TALENT ENDORSEMENT
These heads of terms are binding on signature. A long-form agreement will follow; until it is signed, these heads govern.
A. PARTIES
(i) Company: Greenhithe Kitchenware plc, of Unit 4, Riverside Park, Dartford, Kent.
(ii) Talent: Bartholomew Quayle, professionally known as "Chef Barty".
(iii) Talent's agent, for notices only: Linden Ross Management Limited.
B. SERVICES
(i) Two (2) shoot days in each year of the Term.
(ii) Up to four (4) personal appearances in Greenhithe concessions each year.
C. RIGHTS
(i) Media:
(a) television advertising;
(b) paid and organic social media, on the Company's own accounts and, with the Talent's approval of each post, on the Talent's accounts;
(c) point-of-sale material in Greenhithe concessions and stockists' stores.
(ii) Not included: cinema and out-of-home (including posters at stations and roadside sites).
(iii) Territory: United Kingdom and Ireland.
(iv) Term: twenty-four (24) months from 1 March 2027 (the "Start Date").
D. EXCLUSIVITY
(i) The Talent is exclusive to the Company in the cookware, bakeware and small kitchen appliances category in the Territory during the Term.
(ii) Carve-outs: (a) the Talent's existing cookbook publishing agreement; (b) the Talent's own restaurants; (c) any television cookery series in which cookware is used on screen but not endorsed.
E. FEES
(i) Fee: £120,000 for each year of the Term, payable quarterly in advance.
(ii) Additional shoot days: £8,000 per day.
(iii) Royalty: 2% of net sales of any Talent-branded range above £1,000,000 in a year of the Term.
F. OTHER TERMS
(i) Extension: the parties will discuss a third year in good faith before 1 December 2028. There is no automatic extension.
(ii) Assignment: neither party may assign these heads of terms or the long-form agreement.
(iii) Conduct: the Company may terminate on notice if the Talent is involved in conduct or a public scandal that materially damages the Company's reputation.
Signed by both parties on 9 January 2027:
Bartholomew Quayle
For Greenhithe Kitchenware plc: Imogen Tarrant, Marketing Director
`,
    expected: {
      parties: ["Greenhithe Kitchenware plc", "Bartholomew Quayle"],
      signed: "2027-01-09",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 120000", "GBP 8000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable", "automatic_renewal"]
    }
  },
  {
    id: "u8-05-archive-term-sheet-bullets-us",
    style: "u8-outline-term-sheets",
    format: "scan",
    source: `
# TERM SHEET: ARCHIVAL FOOTAGE AND STILLS LICENSE
A. Parties
- Licensor: Halvorsen Newsreel Archive, Inc., a Minnesota corporation
- Licensee: Blue Heron Documentary Films LLC
B. Material and program
- Up to four (4) minutes of newsreel footage and twelve (12) still photographs from the Licensor's 1930s collection (the "Material").
- Program: "The Dam Builders", a feature documentary directed by Ruth Lindqvist.
C. License
1. Media granted:
a. film festival screenings of the Program, in cinemas and festival venues;
b. a trailer for the Program, of up to two minutes, on the Licensee's website.
2. Media not granted: broadcast television, commercial theatrical release and streaming services. Those need a step-up license, to be quoted on request.
3. Territory: worldwide.
4. The license is non-exclusive.
5. Term: three (3) years from the Effective Date.
6. No sublicensing: the Licensee may not sublicense the Material to anyone.
D. Fees
- License fee: $2,500, flat.
- Research and transfer fee: $150.
E. Dates
- Effective Date: March 1, 2027.
- Signed for the Licensor by Erik Halvorsen, President, on February 22, 2027.
- Signed for the Licensee by Ruth Lindqvist, Managing Member, on February 24, 2027.
`,
    expected: {
      parties: ["Halvorsen Newsreel Archive, Inc.", "Blue Heron Documentary Films LLC"],
      signed: "2027-02-24",
      start: "2027-03-01",
      end: "2030-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["cinema", "web"],
      exclusive: false,
      fees: ["USD 2500", "USD 150"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "u8-06-athlete-term-sheet-numbered-au",
    style: "u8-outline-term-sheets",
    format: "docx",
    source: `
# ATHLETE AMBASSADOR TERM SHEET
This term sheet is binding. It was signed by both parties on 20 June 2027.
## 1. Parties
1.1 Sponsor: Quokka Energy Drinks Pty Ltd (ACN 638 104 552), Fortitude Valley, Queensland.
1.2 Athlete: Bridie McAllister.
1.3 Southern Cross Sports Management Pty Ltd signs as the Athlete's manager and agent and is not a party.
## 2. Term
2.1 Commencement: 1 July 2027.
2.2 Expiry: 30 June 2028.
2.3 The term does not renew automatically. The Sponsor has a first right to negotiate an extension in the 30 days before expiry.
## 3. Rights
3.1 The Sponsor may use the Athlete's name, image and signature in:
(a) television advertising;
(b) the Sponsor's website and social media accounts;
(c) outdoor billboards and transit advertising, from 1 July 2027 to 30 September 2027 only;
(d) point-of-sale material in retail outlets and convenience stores.
3.2 Territory: Australia.
## 4. Exclusivity
4.1 During the term the Athlete will not endorse any other energy drink, sports drink or caffeinated beverage.
4.2 Carve-out: supplying, wearing or drinking the products of her club's and national federation's official sponsors under their team agreements is not a breach of 4.1.
## 5. Fees
5.1 Retainer: A$60,000 for the term, in four equal quarterly instalments in advance.
5.2 Additional appearances beyond the three included: A$2,500 per appearance.
## 6. Conduct
6.1 The Sponsor may terminate by notice if the Athlete commits an anti-doping rule violation or brings herself or the Sponsor into public disrepute.
Signed: Bridie McAllister
Signed for Quokka Energy Drinks Pty Ltd: Aaron Whitely, Chief Marketing Officer
Signed for Southern Cross Sports Management Pty Ltd (as agent): Kylie Benn
`,
    expected: {
      parties: ["Quokka Energy Drinks Pty Ltd", "Bridie McAllister"],
      signed: "2027-06-20",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["AUD 60000", "AUD 2500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "u8-07-option-exercise-notice-uk",
    style: "u8-option-renewal-notices",
    format: "pdf",
    source: `
# NOTICE OF EXERCISE OF OPTION
From: Marrowbone Games Limited, 9 Canal Wharf, Leeds LS11 5PS (the "Licensee")
To: Elspeth Caird, illustrator (the "Artist")
Date: 3 November 2027
Re: Artwork Licence Agreement dated 14 December 2025 between the Artist and the Licensee (the "Agreement")
Dear Ms Caird,
1> We refer to clause 6 of the Agreement, under which you granted us an option to extend the Licence Period by two years on payment of an extension fee of £5,000 (the "Extension Fee").
1> We hereby exercise that option. The Licence Period, which would otherwise expire on 31 December 2027, is extended for the period from 1 January 2028 to 31 December 2029 (the "Extension Period").
1> During the Extension Period all other terms of the Agreement continue unchanged, in particular: the licence remains non-exclusive; the Territory remains the United Kingdom, the United States and Canada; and the Permitted Media remain print (game boxes and rule books), the Licensee's website and its social media accounts.
1> The option in clause 6 can be exercised once only. There is no further option, and the Agreement will not renew automatically at the end of the Extension Period.
1> We will pay the Extension Fee within 14 days of the date of this notice.
Yours sincerely,
Owen Pryce, Managing Director, for Marrowbone Games Limited
Received and agreed: Elspeth Caird, 5 November 2027
`,
    expected: {
      parties: ["Marrowbone Games Limited", "Elspeth Caird"],
      signed: "2027-11-05",
      start: "2028-01-01",
      end: "2029-12-31",
      perpetual: false,
      territories: ["GB", "US", "CA"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 5000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "u8-08-licence-renewal-confirmation-ie",
    style: "u8-option-renewal-notices",
    format: "scan",
    source: `
# LICENCE RENEWAL CONFIRMATION (RENEWAL No. 2)
Licensor: Fernhill Picture Library Limited, 18 Camden Row, Dublin 8
Licensee: Cobh Harbour Distillery Limited
Original licence: Picture Licence FPL-3306 dated 20 March 2026, for six photographs of Cobh harbour by Declan Furey (the "Licence")
Dated: 12 March 2028
This confirmation renews the Licence on the terms below. Where this confirmation differs from the Licence, this confirmation prevails.
1> Renewal period. The Licence is renewed for twelve (12) months from 1 April 2028 (the "Renewal Date").
1> Territory. The Territory is extended from Ireland to Ireland and the United Kingdom.
1> Media. Brochures and print advertising and the Licensee's website, as in the Licence, and from the Renewal Date also the Licensee's social media accounts. Outdoor advertising remains excluded.
1> Exclusivity. Clause 4 of the Licence (exclusivity in the spirits category) is deleted. The renewed licence is non-exclusive.
1> Fees. Renewal fee for Ireland: EUR 2,400. Renewal fee for the United Kingdom: GBP 1,800. Both are payable on the Renewal Date.
1> One renewal only. The Licence will not renew again unless both parties sign a further renewal confirmation; nothing in the Licence or in this confirmation renews automatically.
For Fernhill Picture Library Limited: Maeve Gallagher, Licensing Manager
Accepted for Cobh Harbour Distillery Limited by Ronan Walsh, Marketing Director, on 15 March 2028
`,
    expected: {
      parties: ["Fernhill Picture Library Limited", "Cobh Harbour Distillery Limited"],
      signed: "2028-03-15",
      start: "2028-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["EUR 2400", "GBP 1800"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "u8-09-amending-renewal-agreement-ca",
    style: "u8-option-renewal-notices",
    format: "text",
    source: `
# SECOND AMENDING AND RENEWAL AGREEMENT
Between Maple Ridge Credit Union Limited ("Maple Ridge") and Odette Fairweather-Singh (the "Artist").
Background: the parties entered into a Voice Licence Agreement dated 1 February 2026 (the "Original Agreement"), amended once by letter dated 30 June 2026. The term of the Original Agreement ends on 31 January 2028.
The parties agree as follows:
1> Renewal. The term of the Original Agreement is renewed for the period from 1 February 2028 to 31 January 2029 (the "Renewal Term"). After the Renewal Term the Original Agreement will renew automatically for successive periods of one year unless either party gives the other at least 60 days' written notice of non-renewal before the end of the then current period.
1> Television deleted. Clause 5 of the Original Agreement (Television) is deleted. From the start of the Renewal Term the recordings may not be used on television.
1> Media. During the Renewal Term Maple Ridge may use the Artist's recorded voice in radio advertising, on its website and on its social media accounts.
1> Territory. Canada.
1> Fee. Maple Ridge will pay a renewal fee of CAD 7,500 for the Renewal Term on 1 February 2028. The fee for each later automatic renewal is the previous fee increased by 3%.
1> Exclusivity. Clause 7 of the Original Agreement continues to apply during the Renewal Term: the Artist will not voice advertising for any other bank, credit union or insurer in Canada.
1> Everything else in the Original Agreement, as amended, is unchanged.
Signed at Vancouver, British Columbia.
For Maple Ridge Credit Union Limited: Gurpreet Sandhu, VP Member Experience, 9 December 2027
Odette Fairweather-Singh, 11 December 2027
`,
    expected: {
      parties: ["Maple Ridge Credit Union Limited", "Odette Fairweather-Singh"],
      signed: "2027-12-11",
      start: "2028-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["CA"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["CAD 7500"],
      flags: ["automatic_renewal", "non_compete"]
    }
  }
]
