// Independent author "ic": styles rider-amendment and music-sync; a DEVELOPMENT batch (the reader may be tuned on it).
import type { CorpusContract } from "../Corpus.js"

export const styles = ["rider-amendment", "music-sync"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "ic-01-photo-licence-rider-replaces-media",
    style: "rider-amendment",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE AGREEMENT
This Agreement is dated 14th January 2026.
## Parties
(1) Harbourlight Studios Ltd, a company incorporated in England and Wales (company number 11843207) whose registered office is at Unit 4, Wharf Road, Bristol BS1 6UX ("Licensor"); and
(2) Fenwick Outdoor Living Ltd, a company incorporated in England and Wales (company number 09921554) whose registered office is at 88 Castle Street, Shrewsbury SY1 2BQ ("Licensee").
## Background
(A) The Licensor produced a series of lifestyle photographs of the Licensee's garden furniture range at a shoot on 8 and 9 December 2025 (the "Photographs").
(B) The Licensee wishes to use the Photographs to advertise its products, and the Licensor has agreed to license them on the terms of this Agreement as varied by the Rider attached to it.
1> Interpretation
2> In this Agreement "Start Date" means 1 February 2026 and "Term" has the meaning given in clause 2.1.
2> The Rider forms part of this Agreement. In the event of any conflict between the Rider and clauses 1 to 9, the Rider shall prevail.
1> Term
2> The licence granted by clause 4 shall commence on the Start Date and continue for a period of twelve (12) months (the "Term").
1> Territory
2> The licence extends to the United Kingdom only (the "Territory").
1> Licence
2> The Licensor grants to the Licensee a licence to reproduce the Photographs during the Term in the Territory in the Licensee's printed catalogues and brochures and on the Licensee's website at www.fenwickoutdoor.co.uk.
2> The licence is non-exclusive. The Licensor remains free to license the Photographs to third parties, other than images in which the Licensee's products are identifiable.
1> Fee
2> In consideration of the licence the Licensee shall pay the Licensor a fee of £4,800 (plus VAT) within thirty (30) days of the date of the Licensor's invoice.
1> Alterations and Credit
2> The Licensee may crop and resize the Photographs for layout purposes but shall not otherwise alter them without the Licensor's prior written consent. Where practicable the Licensee shall credit "Photography: Harbourlight Studios".
1> Sub-licensing and Assignment
2> The Licensee shall not sub-license any of the rights granted under this Agreement, and shall not assign or transfer this Agreement or any of its rights under it without the prior written consent of the Licensor.
1> Termination
2> Either party may terminate this Agreement by written notice if the other commits a material breach which, if capable of remedy, is not remedied within fourteen (14) days of a notice requiring it. On expiry or termination the Licensee shall cease all use of the Photographs.
1> Governing Law
2> This Agreement is governed by the law of England and Wales, and the parties submit to the exclusive jurisdiction of the courts of England and Wales.
## RIDER
This Rider is attached to and forms part of the Photography Licence Agreement dated 14th January 2026 between Harbourlight Studios Ltd and Fenwick Outdoor Living Ltd (the "Agreement"). It was negotiated before signature and is signed together with the Agreement. Terms defined in the Agreement have the same meaning in this Rider.
R1. Clause 2.1 is deleted and replaced by the following: "The licence granted by clause 4 shall commence on the Start Date and continue until 31 July 2027 (the "Term")."
R2. Clause 3.1 is deleted and replaced by the following: "The licence extends to the United Kingdom and the Republic of Ireland (the "Territory")."
R3. Clause 4.1 is deleted and replaced by the following: "The Licensor grants to the Licensee a licence to reproduce the Photographs during the Term in the Territory on the Licensee's website, on the Licensee's own social media accounts (Instagram, Facebook and Pinterest) and in point-of-sale displays in the Licensee's stores. No print use is licensed, and the Licensee shall not reproduce the Photographs in catalogues, brochures or press advertising."
R4. Clause 5.1 is deleted and replaced by the following: "In consideration of the licence the Licensee shall pay the Licensor a fee of £7,200 (plus VAT) within thirty (30) days of the date of the Licensor's invoice." This fee replaces, and is not payable in addition to, the fee originally stated in clause 5.1.
R5. Clause 4.2 and clauses 6 to 9 of the Agreement are unaffected by this Rider.
Signed for and on behalf of Harbourlight Studios Ltd: Tomasz Wieczorek, Director
Signed for and on behalf of Fenwick Outdoor Living Ltd: Annabel Fenwick, Managing Director
`,
    expected: {
      parties: ["Harbourlight Studios Ltd", "Fenwick Outdoor Living Ltd"],
      signed: "2026-01-14",
      start: "2026-02-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 7200"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "ic-02-endorsement-first-amendment-us",
    style: "rider-amendment",
    format: "pdf",
    source: `
# ENDORSEMENT AGREEMENT
This Endorsement Agreement (the "Agreement") is entered into as of March 2, 2026 (the "Effective Date") by and between Brightwater Beverage Co., Inc., a Delaware corporation with offices at 410 Harbor Street, Portland, Maine 04101 ("Company"), and Maya Delgado, an individual residing in Los Angeles, California ("Talent").
1. Services. Talent shall create and publish on her personal Instagram and TikTok accounts not fewer than six (6) sponsored posts featuring Company's Brightwater sparkling water products during the Term, on a schedule to be agreed, and shall be available for one (1) photo shoot of up to eight (8) hours.
2. Term. The term of this Agreement shall commence on April 1, 2026 and end on September 30, 2026 (the "Term").
3. Territory. The United States of America (the "Territory").
4. Grant of Rights. Talent grants Company the right, during the Term and in the Territory, to use Talent's name, approved likeness, voice and approved biographical material, and the content created under Section 1 (the "Content"), on Company's social media channels, on Company's website and in Company's e-mail newsletters.
5. Compensation. Company shall pay Talent a fee of Thirty Thousand U.S. Dollars (US$30,000), fifty percent (50%) upon execution of this Agreement and fifty percent (50%) upon publication of the final post.
6. Exclusivity. This Agreement is non-exclusive. Nothing in this Agreement restricts Talent from endorsing other products or services.
7. Conduct. If Talent commits any act or becomes involved in any situation which brings Talent into public disrepute, contempt, scandal or ridicule, or which reflects unfavorably on Company or its products, Company may terminate this Agreement upon written notice to Talent.
8. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.
9. Governing Law. This Agreement shall be governed by the laws of the State of California.
BRIGHTWATER BEVERAGE CO., INC. By: Grant Holloway, Chief Marketing Officer
TALENT: Maya Delgado
## FIRST AMENDMENT TO ENDORSEMENT AGREEMENT
This First Amendment (the "Amendment") is made as of June 15, 2026 by and between Brightwater Beverage Co., Inc. ("Company") and Maya Delgado ("Talent"), and amends the Endorsement Agreement between them dated as of March 2, 2026 (the "Agreement"). Capitalized terms not defined here have the meanings given in the Agreement.
A. Section 2 of the Agreement is hereby deleted in its entirety and replaced with the following: "2. Term. The term of this Agreement shall commence on April 1, 2026 and end on March 31, 2027 (the "Term")."
B. Section 4 of the Agreement is amended by adding the following at the end: "Company may also use the Content and Talent's approved likeness in television commercials broadcast on network, cable and local television in the Territory during the Term."
C. Section 6 of the Agreement is hereby deleted in its entirety and replaced with the following: "6. Exclusivity. During the Term, Talent shall be exclusive to Company in the non-alcoholic beverage category, and Talent shall not render services for, endorse or appear in advertising for any other manufacturer or brand of non-alcoholic beverages in the Territory."
D. In consideration of the foregoing, Company shall pay Talent an additional fee of Twenty-Five Thousand U.S. Dollars (US$25,000) within fifteen (15) days after the date of this Amendment. This fee is in addition to the fee payable under Section 5 of the Agreement.
E. In the event of any conflict between this Amendment and the Agreement, this Amendment shall control. Except as expressly amended by this Amendment, the Agreement remains unchanged and in full force and effect.
IN WITNESS WHEREOF, the parties have executed this Amendment as of the date first written above.
BRIGHTWATER BEVERAGE CO., INC. By: Grant Holloway, Chief Marketing Officer
TALENT: Maya Delgado
`,
    expected: {
      parties: ["Brightwater Beverage Co., Inc.", "Maya Delgado"],
      signed: "2026-03-02",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web", "broadcast"],
      exclusive: true,
      fees: ["USD 30000", "USD 25000"],
      flags: ["morality_clause", "non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "ic-03-illustration-letter-addendum",
    style: "rider-amendment",
    format: "scan",
    source: `
Pemberton Print Ltd, 14 Bevis Marks, London EC3A 7LL
02/04/2026
Ms Chidi Okafor, Flat 3, 27 Albion Road, London N16 9PS
Dear Chidi,
Licence of your illustration "Night Swimmers"
Further to our recent conversations, this letter sets out the terms on which Pemberton Print Ltd ("we", "us") will license your illustration "Night Swimmers" (the "Artwork") for the poster campaign promoting our risograph printing festival, Pressing Matters 2026.
1. You grant us a licence to reproduce the Artwork on posters displayed on the London Underground and at bus shelters in London, and on our website, to promote the festival.
2. The licence is exclusive: you will not license the Artwork to anyone else while it runs.
3. The licence runs for six months from 1 May 2026.
4. The licence applies in the United Kingdom only.
5. We will pay you a fee of £3,000 within 30 days of receiving your invoice.
6. We will credit you as "Illustration by Chidi Okafor" on every poster.
ADDENDUM (agreed before signature)
Following your email of 31 March, paragraphs 2, 3 and 5 above are deleted and replaced as follows. This Addendum prevails over the paragraphs above.
2. Exclusivity: the licence is non-exclusive, and you remain free to sell prints of the Artwork and to license it to others.
3. The licence starts on 1 May 2026 and ends on 31 August 2026.
5. We will pay you a fee of £2,250 within 30 days of receiving your invoice.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Harriet Lowe, Director, for and on behalf of Pemberton Print Ltd
Agreed and accepted: Chidi Okafor
`,
    expected: {
      parties: ["Pemberton Print Ltd", "Chidi Okafor"],
      signed: "2026-04-02",
      start: "2026-05-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web"],
      exclusive: false,
      fees: ["GBP 2250"],
      flags: []
    }
  },
  {
    id: "ic-04-footage-licence-rider-extends-term",
    style: "rider-amendment",
    format: "text",
    source: `
# FOOTAGE LICENCE AGREEMENT
THIS AGREEMENT is made on the 9th day of February 2026
BETWEEN:
NORTHLIGHT ARCHIVE FILMS LIMITED, a company registered in Scotland (SC412877), of 22 Candleriggs, Glasgow G1 1LD (the "Licensor"); and
CASTELLAN MEDIA GMBH, a company registered in Germany (HRB 184552), of Rosenthaler Straße 40, 10178 Berlin (the "Licensee").
1. DEFINITIONS
"Footage" means the archive film material listed in Schedule 1, totalling 11 minutes 40 seconds.
"Programme" means the documentary series provisionally entitled "Nordlicht: Schottlands Küsten" (6 x 45 minutes).
"Licence Period" has the meaning given in clause 3.
2. GRANT
2.1 The Licensor grants to the Licensee a non-exclusive licence to incorporate the Footage in the Programme and to broadcast the Programme in the Territory during the Licence Period.
2.2 The Licensee may sub-license the right to broadcast the Programme to broadcasters in the Territory, provided that each sub-licensee is bound by terms no less protective of the Licensor than this Agreement.
3. LICENCE PERIOD
The Licence Period is three (3) years from 1 March 2026.
4. TERRITORY
The Territory is Germany and Austria.
5. MEDIA
Free-to-air, cable and satellite television broadcast only.
6. LICENCE FEE
The Licensee shall pay the Licensor a licence fee of EUR 12,000 (twelve thousand euros), exclusive of VAT, within 30 days of signature of this Agreement.
7. WARRANTIES
The Licensor warrants that it owns or controls the copyright in the Footage and that its use in accordance with this Agreement will not infringe the rights of any third party. The Licensor gives no warranty in respect of persons appearing in the Footage, and the Licensee shall obtain any clearances it requires.
8. GOVERNING LAW
This Agreement is governed by the law of Scotland and the parties prorogate the jurisdiction of the Court of Session.
SCHEDULE 1: FOOTAGE
Reels NAF-0412 (Ullapool harbour, 1958), NAF-0433 (Stornoway herring fleet, 1961) and NAF-0519 (Kyle of Lochalsh ferry, 1966).
RIDER
This Rider is signed together with the Agreement and forms part of it. Where this Rider conflicts with clauses 1 to 8, this Rider shall prevail.
A. Clause 3 is deleted and replaced by the following: "The Licence Period is seven (7) years from 1 March 2026."
B. Clause 4 is deleted and replaced by the following: "The Territory is Germany, Austria and Switzerland."
C. Clause 5 is deleted and replaced by the following: "Free-to-air, cable and satellite television broadcast, and video-on-demand streaming services made available in the Territory. Cinema exhibition, DVD and all other media are excluded." Clause 2.1 shall be read as including the right to make the Programme available on such video-on-demand services.
D. In addition to the fee in clause 6, the Licensee shall pay the Licensor a further EUR 4,500 (four thousand five hundred euros), exclusive of VAT, for the extended Licence Period, Territory and Media, within 30 days of signature.
SIGNED for and on behalf of Northlight Archive Films Limited by Fiona MacAulay, Director
SIGNED for and on behalf of Castellan Media GmbH by Jonas Reinholt, Geschäftsführer
`,
    expected: {
      parties: ["Northlight Archive Films Limited", "Castellan Media GmbH"],
      signed: "2026-02-09",
      start: "2026-03-01",
      end: "2033-02-28",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["EUR 12000", "EUR 4500"],
      flags: ["long_term", "sublicensable"]
    }
  },
  {
    id: "ic-05-image-licence-rider-cuts-back-grant",
    style: "rider-amendment",
    format: "docx",
    source: `
# IMAGE LICENSE AGREEMENT
This Image License Agreement (the "Agreement") is made and entered into as of February 20, 2026 by and between Lattimore Photography LLC, a Colorado limited liability company with its principal office at 2140 Larimer Street, Denver, CO 80205 ("Licensor"), and Cardinal & Vale Outfitters, Inc., a Colorado corporation with its principal office at 600 Pearl Street, Boulder, CO 80302 ("Licensee").
## Recitals
Licensor photographed Licensee's Fall 2026 outerwear collection in January 2026, and the forty-two (42) final selects identified in Exhibit A (the "Images") have been delivered to Licensee. Licensee wishes to license the Images for its Fall 2026 advertising.
1> Grant of License. Licensor hereby grants to Licensee an exclusive, irrevocable license to use, reproduce, publish and display the Images throughout the universe in any and all media now known or hereafter devised.
1> Term. The license granted in Section 1 is granted in perpetuity.
1> License Fee. Licensee shall pay Licensor a license fee of Eighteen Thousand Dollars ($18,000) within thirty (30) days after receipt of Licensor's invoice.
1> Credit. Licensee shall use reasonable efforts to credit Licensor where a credit is customary in the medium concerned.
1> Ownership. Licensor retains all copyright in the Images. No rights are granted other than those expressly set out in this Agreement.
1> Warranties. Licensor warrants that it has obtained signed model releases from all persons depicted in the Images covering the uses licensed under this Agreement.
1> Rider. The Rider attached to this Agreement forms part of it. If any provision of the Rider conflicts with any other provision of this Agreement, the Rider shall govern.
1> Governing Law. This Agreement shall be governed by the laws of the State of Colorado.
## RIDER TO IMAGE LICENSE AGREEMENT
The parties agree that the following changes, negotiated before signature, apply to the Agreement:
(a) Section 1 is deleted and replaced with the following: "Grant of License. Licensor hereby grants to Licensee an exclusive license to reproduce and display the Images in print advertising (magazines, newspapers and direct mail) and on out-of-home media (billboards, bus shelters and transit advertising) in the United States and Canada. No right is granted to use the Images on television, online, in social media or in any other medium."
(b) Section 2 is deleted and replaced with the following: "Term. The license granted in Section 1 begins on March 15, 2026 and ends on March 14, 2028."
(c) Sections 3 through 8 remain unchanged.
LATTIMORE PHOTOGRAPHY LLC
By: Owen Lattimore, Member
CARDINAL & VALE OUTFITTERS, INC.
By: Renata Vale, President
`,
    expected: {
      parties: ["Lattimore Photography LLC", "Cardinal & Vale Outfitters, Inc."],
      signed: "2026-02-20",
      start: "2026-03-15",
      end: "2028-03-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "out_of_home"],
      exclusive: true,
      fees: ["USD 18000"],
      flags: []
    }
  },
  {
    id: "ic-06-ambassador-deed-of-variation",
    style: "rider-amendment",
    format: "pdf",
    source: `
# IMAGE RIGHTS AND AMBASSADOR AGREEMENT
Date: 5 December 2025
## Parties
Kestrel Sportswear Limited, company number 07781342, whose registered office is at Kestrel House, Dock Lane, Manchester M17 1AB ("Kestrel")
Rhiannon Price of c/o Strideline Management, 9 Park Row, Leeds LS1 5HD ("the Athlete")
## 1. Definitions
1.1 "Contract Year" means each period of twelve months beginning on 1 January during the Term.
1.2 "Image" means the Athlete's name, nickname, likeness, signature, voice and biographical details.
## 2. Term
2.1 This Agreement shall commence on 1 January 2026 and shall expire on 31 December 2026 (the "Term").
## 3. Rights
3.1 The Athlete grants Kestrel a non-exclusive licence to use the Image during the Term in the United Kingdom on Kestrel's websites and official social media accounts in connection with the promotion of Kestrel running footwear and apparel.
3.2 Kestrel may assign this Agreement to any member of its group of companies on written notice to the Athlete.
## 4. Athlete's Obligations
4.1 The Athlete shall attend up to four (4) appearance days in each Contract Year and shall wear Kestrel footwear at all races in which she competes, subject to the rules of the relevant governing body.
## 5. Fees
5.1 Kestrel shall pay the Athlete a retainer of £60,000 for the first Contract Year, in four equal quarterly instalments in advance.
5.2 All sums are exclusive of VAT, which shall be payable in addition on receipt of a valid VAT invoice.
## 6. Other Endorsements
6.1 Nothing in this Agreement prevents the Athlete from entering into endorsement agreements with third parties, including other manufacturers of sportswear.
## 7. Governing Law
7.1 This Agreement is governed by the law of England and Wales.
Signed by Colin Dryden, Director, for and on behalf of Kestrel Sportswear Limited
Signed by Rhiannon Price
## DEED OF VARIATION
This Deed of Variation is made on 20 May 2026 between Kestrel Sportswear Limited and Rhiannon Price and is supplemental to the Image Rights and Ambassador Agreement between them dated 5 December 2025 (the "Agreement").
With effect from the date of this Deed the Agreement is varied as follows:
(a) Clause 2.1 is deleted and replaced by: "This Agreement shall commence on 1 January 2026 and shall continue until 31 December 2027 (the "Term"). The Term shall thereafter renew automatically for successive periods of twelve (12) months unless either party gives the other not less than three (3) months' written notice of non-renewal before the end of the then-current Term."
(b) Clause 3.1 is deleted and replaced by: "The Athlete grants Kestrel a non-exclusive licence to use the Image during the Term in the United Kingdom, Ireland, France and Germany on Kestrel's websites and official social media accounts, in television advertising and in print advertising, in connection with the promotion of Kestrel running footwear and apparel."
(c) A new clause 5.3 is inserted: "For the second Contract Year Kestrel shall pay the Athlete a retainer of £75,000, in four equal quarterly instalments in advance."
(d) Save as varied by this Deed, the Agreement continues in full force and effect. If there is any inconsistency between this Deed and the Agreement, this Deed prevails.
Executed as a deed by Kestrel Sportswear Limited acting by Colin Dryden, Director, in the presence of a witness
Signed as a deed by Rhiannon Price in the presence of a witness
`,
    expected: {
      parties: ["Kestrel Sportswear Limited", "Rhiannon Price"],
      signed: "2025-12-05",
      start: "2026-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE", "FR", "DE"],
      channels: ["web", "social", "broadcast", "print"],
      exclusive: false,
      fees: ["GBP 60000", "GBP 75000"],
      flags: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "ic-07-drone-footage-rider-perpetual-buyout",
    style: "rider-amendment",
    format: "scan",
    source: `
# FOOTAGE LICENSE
Date: 4/6/2026
Licensor: Ortega Aerial Imaging LLC, 1180 Mesa Verde Dr., Scottsdale, AZ 85251
Licensee: Summit Ridge Realty Group LLC, 77 E. Camelback Rd., Suite 300, Phoenix, AZ 85012
1. Footage. Aerial drone video of the Canyon Vista development captured by Licensor on March 28, 2026 (the "Footage").
2. License. Licensor grants Licensee a non-exclusive license to use the Footage on Licensee's website and its social media accounts (YouTube, Instagram, Facebook) to market homes in the Canyon Vista development.
3. Territory. United States.
4. Term. One (1) year from the date of this License.
5. Fee. $1,200, payable on signature.
6. No broadcast. Licensee may not use the Footage in television or cinema advertising.
RIDER
This Rider replaces Paragraphs 4 and 5 above and controls over any conflicting provision of this License:
4. Term. The license in Paragraph 2 commences on the date of this License and is perpetual and irrevocable.
5. Fee. Licensee shall pay a one-time buyout fee of $2,000 on signature, in full satisfaction of all uses of the Footage under this License. No further fees, royalties or residuals shall be payable regardless of the extent of use.
ACCEPTED AND AGREED:
Ortega Aerial Imaging LLC - By: Luis Ortega, Managing Member
Summit Ridge Realty Group LLC - By: Karen Whitlow, Marketing Director
`,
    expected: {
      parties: ["Ortega Aerial Imaging LLC", "Summit Ridge Realty Group LLC"],
      signed: "2026-04-06",
      start: "2026-04-06",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 2000"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout"]
    }
  },
  {
    id: "ic-08-sync-licence-us-agency-as-agent",
    style: "music-sync",
    format: "docx",
    source: `
# SYNCHRONIZATION LICENSE
Dated as of May 12, 2026
Licensor: Ashgrove Music Publishing, LLC, a Tennessee limited liability company, 1207 17th Avenue South, Nashville, TN 37212 ("Publisher").
Licensee: Tidewater Motors, Inc., a Virginia corporation, 3300 Atlantic Avenue, Virginia Beach, VA 23451 ("Licensee"), acting through its advertising agency Pike & Loom Creative LLC ("Agency") as agent for a disclosed principal.
## Schedule of Terms
| Composition | "Paper Lanterns" written by Josie Marr and Eli Brandt (the "Composition") |
| Publisher's Share | 100% |
| Commercial | One (1) :30 and one (1) :15 audiovisual spot for the Tidewater Drift crossover entitled "Drive-In", depicting a family at an open-air movie screening (the "Commercial") |
| Use | Background vocal, up to :30 per spot; original master recording to be licensed separately from the record company |
| Media | Internet and social media only (paid and organic), including YouTube pre-roll and paid social |
| Excluded Media | Television (network, cable, satellite and local), radio, theatrical and cinema exhibition, outdoor and digital billboards |
| Term | Twelve (12) months commencing June 1, 2026 |
| Territory | United States of America |
| Fee | $45,000 |
1> Grant. Subject to the terms of this License and payment of the Fee, Publisher grants Licensee the non-exclusive right to record the Composition in synchronization with the Commercial and to exhibit, distribute and perform the Commercial in the Media, in the Territory, during the Term, each as set out in the Schedule of Terms.
1> Reservation. All rights not expressly granted are reserved to Publisher. No right is granted to use the title of the Composition as the title or slogan of the Commercial or of any campaign, or to alter the lyrics or the fundamental character of the Composition.
1> Most Favored Nations. Publisher's fee and terms are on a most favored nations basis with the fee and terms for the master recording. If Licensee pays the owner of the master recording a fee greater than $45,000 for the same uses, Publisher's fee shall be increased to that amount.
1> Payment. The Fee is payable within thirty (30) days after full execution of this License and receipt of Publisher's invoice. No use of the Composition may be made until this License is fully executed.
1> Sublicensing and Assignment. Licensee may not sublicense any of the rights granted in this License, and may not assign this License without Publisher's prior written consent.
1> Cue Sheets. Licensee shall cause Agency to furnish Publisher with a cue sheet for each version of the Commercial within thirty (30) days after first use.
1> Warranty. Publisher warrants that it owns or controls one hundred percent (100%) of the Composition and has the right to grant this License.
1> Governing Law. This License shall be governed by the laws of the State of New York.
ASHGROVE MUSIC PUBLISHING, LLC
By: Dana Whitcombe, Vice President, Licensing
TIDEWATER MOTORS, INC., by its agent PIKE & LOOM CREATIVE LLC
By: Marcus Bell, Head of Music
`,
    expected: {
      parties: ["Ashgrove Music Publishing, LLC", "Tidewater Motors, Inc."],
      signed: "2026-05-12",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 45000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "ic-09-sync-and-master-uk-two-licensors",
    style: "music-sync",
    format: "pdf",
    source: `
# SYNCHRONISATION AND MASTER USE LICENCE
Dated: 16 February 2026
## Parties
(1) Fairlight Songs Limited (company number 06614290) of 3 Kingly Court, London W1B 5PW ("Publisher");
(2) Gullwing Records Ltd (company number 10298811) of 41 Hoxton Street, London N1 6NL ("Label", and together with Publisher the "Licensors"); and
(3) Marlowe & Finch plc (company number 00452210) of Finch House, 12 Temple Row, Birmingham B2 5HG ("Licensee").
## 1. The Music
1.1 "Composition" means the musical work "Silver Tide" written by Ruth Abara and Callum Shearer, of which Publisher controls 100%.
1.2 "Master" means the sound recording of the Composition performed by The Larkspurs and released by Label in 2023, of which Label controls 100%.
## 2. The Commercial
2.1 "Commercial" means the Licensee's spring food campaign advertisement "Fresh Off the Press" in 60, 30 and 20 second edits, together with cut-downs of not less than 6 seconds.
## 3. Grant
3.1 The Licensors each grant to the Licensee, in respect of the Composition and the Master respectively, a non-exclusive licence to synchronise up to 60 seconds of the Composition and the Master with the Commercial and to communicate the Commercial to the public in the Media in the Territory during the Term.
3.2 "Media" means television (terrestrial, cable and satellite, including broadcaster video-on-demand services), online (including the Licensee's websites and paid online video advertising) and the Licensee's own social media channels; excluding cinema exhibition, radio and in-store broadcast.
3.3 "Territory" means the United Kingdom and the Republic of Ireland.
3.4 "Term" means the period from 1st March 2026 until 28th February 2027 inclusive.
## 4. Fees
4.1 The Licensee shall pay Publisher a synchronisation fee of £35,000 and Label a master use fee of £35,000, each plus VAT, within 30 days of receipt of the relevant invoice.
4.2 The fees are agreed on a most favoured nations basis: if either Licensor receives a higher fee or more favourable terms for the Commercial, the other Licensor shall be entitled to the same.
## 5. Restrictions
5.1 The Licensee shall not edit the Composition or the Master other than for timing, shall not alter the lyrics, and shall not use the Composition or the Master in any political or religious advertising.
5.2 No rights are granted in respect of the names or likenesses of the songwriters or the performers.
## 6. Performing and Communication Rights
6.1 Communication of the Commercial to the public is subject to the licences held by the relevant broadcasters and platforms from PRS for Music and PPL, which the Licensee shall procure where required.
## 7. General
7.1 This Licence is governed by the law of England and Wales.
Signed by Tessa Morrow, Head of Sync, for and on behalf of Fairlight Songs Limited
Signed by Jamie Kerr, Managing Director, for and on behalf of Gullwing Records Ltd
Signed by Olivia Finch-Hatton, Brand Director, for and on behalf of Marlowe & Finch plc
`,
    expected: {
      parties: ["Fairlight Songs Limited", "Gullwing Records Ltd", "Marlowe & Finch plc"],
      signed: "2026-02-16",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: ["GBP 35000"],
      flags: []
    }
  },
  {
    id: "ic-10-master-use-us-term-from-effective-date",
    style: "music-sync",
    format: "text",
    source: `
# MASTER USE LICENSE AGREEMENT
This Master Use License Agreement (this "License") is entered into on 7/20/2026 (the "Effective Date") between Copperline Recordings, Inc., 2200 Sunset Boulevard, Los Angeles, CA 90026 ("Owner"), and Hollis Creek Foods, Inc., 500 Orchard Way, Hood River, OR 97031 ("Licensee").
1. Master. The master sound recording of "Long Way Home" as performed by Wren Callaway (the "Master"). The underlying musical composition, written by Wren Callaway and Theo Park, is not licensed under this License, and Licensee shall obtain a synchronization license from the publishers of the composition.
2. Commercial. Licensee's advertising campaign for its Hollis Creek Orchard Bars entitled "The Billboard", consisting of one (1) 60-second and two (2) 30-second audiovisual spots (the "Commercial").
3. Grant. Owner grants Licensee the non-exclusive right to synchronize up to sixty (60) seconds of the Master in timed relation with the Commercial and to exhibit the Commercial (a) on television, including network, cable, satellite and local broadcast; (b) on the internet, including streaming video services and Licensee's website; and (c) on in-store video displays at point of sale in retail outlets carrying Licensee's products.
4. Excluded Media. No radio, cinema or theatrical exhibition, or social media use of the Master is licensed.
5. Term. The Term commences on the Effective Date and ends eighteen (18) months thereafter.
6. Territory. The United States and Canada.
7. License Fee. In consideration of the rights granted, Licensee shall pay Owner a one-time fee of One Hundred Ten Thousand Dollars ($110,000), payable within thirty (30) days following the Effective Date. The fee is a buyout of all uses of the Master in the Commercial during the Term; no additional use or reuse fees shall be payable to Owner regardless of the number of airings. Licensee shall be solely responsible for any new use payments due to the AFM or SAG-AFTRA.
8. Most Favored Nations. Owner's fee and terms shall be no less favorable than those accorded to the publishers of the underlying composition. If Licensee pays more than $110,000 in aggregate for the synchronization license, Licensee shall pay Owner the difference.
9. Credit. No on-screen credit is required.
10. Assignment. Licensee may assign this License to any successor to the Hollis Creek brand without Owner's consent, upon written notice to Owner.
11. Governing Law. This License is governed by the laws of the State of California.
COPPERLINE RECORDINGS, INC.
By: Andre Sims, SVP Business & Legal Affairs
HOLLIS CREEK FOODS, INC.
By: Megan Ruiz, VP Marketing
`,
    expected: {
      parties: ["Copperline Recordings, Inc.", "Hollis Creek Foods, Inc."],
      signed: "2026-07-20",
      start: "2026-07-20",
      end: "2028-01-19",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "in_store"],
      exclusive: false,
      fees: ["USD 110000"],
      flags: ["buyout", "assignable"]
    }
  },
  {
    id: "ic-11-sync-letter-uk-category-exclusive",
    style: "music-sync",
    format: "docx",
    source: `
Brackenhurst Music Publishing Ltd, 40 Great Eastern Street, London EC2A 3EP
21st May 2026
For the attention of Priya Raman, Head of Marketing, Starlight Outdoor Cinema Ltd, 6 Tanner Street, London SE1 3LD
Dear Priya
## "Northern Lights Ballroom": synchronisation licence for your "Summer Under the Stars" online campaign
We refer to the request from your agency, Quayside Creative, and are pleased to confirm the terms on which Brackenhurst Music Publishing Ltd ("we", "us") license to Starlight Outdoor Cinema Ltd ("you") the musical composition "Northern Lights Ballroom" written by Isobel Kerr and Daniel Fyfe (the "Composition").
| Commercial | One 60-second film and 15-second cut-downs promoting your 2026 season of open-air film screenings, titled "Summer Under the Stars" |
| Media | Online only: your website, YouTube and paid and organic social media (Instagram, TikTok and Facebook) |
| Term | Six (6) months commencing on 1 June 2026 |
| Territory | United Kingdom |
| Fee | £12,500 plus VAT |
1> Grant. We grant you the right to synchronise the Composition with the Commercial and to communicate the Commercial to the public in the Media, in the Territory, during the Term.
1> Excluded uses. No television, radio, cinema or outdoor use (including digital screens) is licensed, and the Commercial may not be shown on screen before films at your own venues.
1> Exclusivity. The licence is exclusive in the cinema and live-event ticketing category: during the Term we will not license the Composition for advertising for any other cinema operator or event-ticketing service in the Territory. Outside that category we remain free to license the Composition.
1> Master recording. This licence covers the Composition only, and you are responsible for clearing the master recording with its owner. Our fee is on a most favoured nations basis with the fee agreed for the master recording: if the owner of the recording receives a higher fee, our fee will be increased to match.
1> Payment. We will invoice on countersignature, and the fee is payable within 30 days of the invoice date.
1> Sub-licensing. You may not sub-license the rights in this letter, although your agency may deliver the Commercial to the platforms on your behalf.
1> Law. This letter is governed by the law of England and Wales.
Please countersign below to confirm your acceptance.
Yours sincerely
Gareth Moorcroft, Director of Sync, for and on behalf of Brackenhurst Music Publishing Ltd
We agree to the terms of this letter.
Signed for and on behalf of Starlight Outdoor Cinema Ltd: Priya Raman, Head of Marketing
`,
    expected: {
      parties: ["Brackenhurst Music Publishing Ltd", "Starlight Outdoor Cinema Ltd"],
      signed: "2026-05-21",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 12500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ic-12-one-stop-short-form-worldwide-online",
    style: "music-sync",
    format: "scan",
    source: `
# SHORT-FORM SYNC AND MASTER LICENSE (ONE-STOP)
Date: 9/14/2026
Licensor: Kettle Pond Music LLC ("Licensor"), which controls 100% of the publishing and master rights in the Track
Licensee: Ardent Skincare Co. ("Licensee")
Track: "Glasshouse" (written by Nadia Ferro; performed by Low Orchard)
Commercial: 30-second product video for Ardent Daylight Serum, titled "Morning Radio"
Media: Internet and social media only (paid and organic). No television, radio, theatrical or out-of-home use is licensed.
Territory: Worldwide
Term: Two (2) years from October 1, 2026
Exclusivity: Non-exclusive
Fee: US $8,000 all-in (sync and master), payable net 30
Terms: Licensee may edit the Track for length only. Licensor warrants that it controls 100% of the composition and the master recording. No rights are granted to use the name or likeness of the writer or the performer. Licensee may not sublicense or assign this License.
Kettle Pond Music LLC - By: Sam Oduya, Owner
Ardent Skincare Co. - By: Lena Hart, Brand Director
`,
    expected: {
      parties: ["Kettle Pond Music LLC", "Ardent Skincare Co."],
      signed: "2026-09-14",
      start: "2026-10-01",
      end: "2028-09-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 8000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "ic-13-sync-licence-eu-schedule-cinema",
    style: "music-sync",
    format: "text",
    source: `
# SYNCHRONISATION LICENCE
THIS LICENCE is made the first day of August 2026
BETWEEN
(1) WESTMORLAND MUSIC PUBLISHING LIMITED, registered in England and Wales under number 04418820, of 12 Lowther Street, Carlisle CA3 8DA ("the Publisher"); and
(2) VERDANT MOTORS EUROPE B.V., registered in the Netherlands under KvK number 61803392, of Stationsplein 45, 3013 AK Rotterdam ("the Licensee").
1. Grant. The Publisher grants the Licensee a non-exclusive licence to record the Composition in synchronism with the Commercial and to exhibit the Commercial in the Media in the Territory during the Term, each as specified in the Schedule.
2. Term. The Term begins on the First Transmission Date and continues for twelve (12) months. The "First Transmission Date" is the date so specified in the Schedule.
3. Fee. The Licensee shall pay the Fee within 45 days of receipt of the Publisher's invoice. If the Licensee pays the owner of any master recording of the Composition a higher fee for the Commercial, the Fee shall be increased to the same amount.
4. Sub-licensing. The Licensee may sub-license the right to exhibit the Commercial to its national distributors and dealers in the Territory, solely for local advertising of Verdant vehicles.
5. Restrictions. The Licensee shall not change the lyrics or the fundamental character of the Composition, and shall not use the Composition in any political advertising. The writers of the Composition are not parties to this Licence; the Publisher confirms that they have approved the edits described in the Schedule.
6. Law. This Licence is governed by the law of England and Wales.
SCHEDULE
| Composition | "Afterglow Avenue" written by Marta Lindqvist and Joel Amadi (Publisher's share: 100%) |
| Commercial | 45-second and 30-second spots for the Verdant E-Tourer titled "Lights, Camera, Charge", showing the car arriving at a film premiere; edits to 30 seconds approved |
| Media | Television (free-to-air, cable and satellite), cinema advertising, and online (including broadcaster video-on-demand and the Licensee's websites); excluding radio and social media |
| Territory | France, Germany, the Netherlands and Belgium |
| First Transmission Date | 1 September 2026 |
| Fee | EUR 40,000 (forty thousand euros) plus VAT where applicable |
| Exclusivity | None |
Signed for and on behalf of the Publisher: Helen Garside, Managing Director
Signed for and on behalf of the Licensee: Pieter van Dongen, Marketing Director Europe
`,
    expected: {
      parties: ["Westmorland Music Publishing Limited", "Verdant Motors Europe B.V."],
      signed: "2026-08-01",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["FR", "DE", "NL", "BE"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: false,
      fees: ["EUR 40000"],
      flags: ["sublicensable"]
    }
  }
]
