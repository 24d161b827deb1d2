// Author ud: defined-date long-form agreements (UK/US) and plain-English creator agreements; a held-out batch from 2026-11-26
// (frozen, scored only) until wave 18, when it moved to the development half under the rotation rule (NOTES.md,
// "Wave 18: the held-out rotation"): the oldest held-out batch is read and tuned on, new held-out batches replace it.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["defined-dates", "creator-plain"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "ud-01-footage-launch-date",
    style: "defined-dates",
    format: "docx",
    source: `
# FOOTAGE LICENCE AGREEMENT
THIS AGREEMENT is made on 12 February 2026
BETWEEN:
(1) HARROWGATE FILMS LIMITED, a company incorporated in England and Wales (company number 08815527) whose registered office is at 14 Wharf Road, London N1 7GR (the "Licensor"); and
(2) BELLWEATHER COSMETICS PLC, a company incorporated in England and Wales (company number 03390412) whose registered office is at Unit 4, Thameside Park, Reading RG1 8DQ (the "Licensee").
BACKGROUND
(A) The Licensor produced the documentary film entitled "Tidelines" (the "Film") and owns the copyright in it.
(B) The Licensee wishes to use short extracts from the Film in the advertising campaign for its Sea Kelp skincare range, and the Licensor has agreed to license them on the terms of this Agreement.
## 1. Definitions and interpretation
1.1 In this Agreement the following definitions apply:
"Campaign" means the Licensee's advertising campaign for its Sea Kelp skincare range;
"Extracts" means the extracts from the Film listed in the Schedule, not exceeding ninety (90) seconds in aggregate;
"Launch Date" means 1 March 2026;
"Licence Fee" has the meaning given in clause 3.1;
"Permitted Media" has the meaning given in clause 2.2;
"Term" means the period of twelve (12) months from and including the Launch Date, subject to earlier termination in accordance with clause 9;
"Territory" means the United Kingdom and the Republic of Ireland.
1.2 References to clauses and the Schedule are to the clauses of and the schedule to this Agreement. Clause headings do not affect interpretation.
## 2. Grant of licence
2.1 In consideration of the Licence Fee, the Licensor grants to the Licensee a non-exclusive licence during the Term to reproduce, edit (subject to clause 4) and communicate the Extracts to the public in the Territory as part of the Campaign in the Permitted Media.
2.2 The "Permitted Media" are: (a) television, including linear broadcast and broadcaster video-on-demand services; and (b) the Licensee's own websites.
2.3 No rights are granted in respect of cinema, outdoor or other out-of-home advertising, print, or social media, and any such use shall require a separate written licence from the Licensor.
2.4 Nothing in this Agreement restricts the Licensor from licensing the Film or the Extracts to any third party.
## 3. Licence Fee
3.1 The Licensee shall pay the Licensor a licence fee of £38,500 (thirty-eight thousand five hundred pounds) plus VAT (the "Licence Fee") within thirty (30) days of the date of this Agreement.
3.2 The Licence Fee covers use during the Term only. Any use of the Extracts after the expiry of the Term shall be subject to the Licensor's prior written agreement and a further fee.
## 4. Editing and credit
4.1 The Licensee may cut down the Extracts and add its own branding, graphics and voice-over, provided that it shall not alter the Extracts so as to misrepresent the Film or any person appearing in it.
4.2 Nothing in this Agreement shall operate as a waiver of the moral rights of the director of the Film, and the Licensee shall not subject the Extracts to derogatory treatment.
## 5. Sub-licensing
5.1 The licence in clause 2 is personal to the Licensee. The Licensee shall not sub-license any of the rights granted under this Agreement. For the avoidance of doubt, the placing of the Campaign by the Licensee's media-buying agency on the Licensee's behalf is not a sub-licence.
## 6. Assignment
6.1 Neither party may assign, transfer or charge this Agreement or any of its rights under it without the prior written consent of the other party.
## 7. Warranties
7.1 The Licensor warrants that it owns or controls all rights in the Extracts necessary to grant the licence in clause 2, and that the Licensee's use of the Extracts in accordance with this Agreement will not infringe the rights of any third party.
7.2 Subject to clause 7.1, the Licensee shall be responsible for obtaining any synchronisation licence required for music that it adds to the Extracts.
## 8. Extension
8.1 The Licensee may, by written notice given no later than sixty (60) days before the expiry of the Term, request an extension of the Term for a further twelve (12) months. Any extension is subject to agreement of a further fee and shall not take effect unless recorded in writing signed by both parties.
## 9. Termination
9.1 Either party may terminate this Agreement by written notice if the other commits a material breach which is not remedied within fourteen (14) days of written notice requiring it to be remedied.
9.2 On expiry or termination of the Term the Licensee shall cease all use of the Extracts and remove them from its websites.
## 10. Governing law
10.1 This Agreement is governed by the laws of England and Wales, and the parties submit to the exclusive jurisdiction of the courts of England.
## Schedule — The Extracts
| Extract | Timecode | Duration |
| 1 | 00:04:12 – 00:04:47 | 35 seconds |
| 2 | 00:31:05 – 00:31:30 | 25 seconds |
| 3 | 01:02:40 – 01:03:10 | 30 seconds |
Signed for and on behalf of HARROWGATE FILMS LIMITED by Eleanor Marsh, Director
Signed for and on behalf of BELLWEATHER COSMETICS PLC by Rupert Dane, Marketing Director
`,
    expected: {
      parties: ["Harrowgate Films Limited", "Bellweather Cosmetics plc"],
      signed: "2026-02-12",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 38500"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "ud-02-tie-in-release-window",
    style: "defined-dates",
    format: "pdf",
    source: `
# PROMOTIONAL TIE-IN LICENSE AGREEMENT
This Promotional Tie-In License Agreement (this "Agreement") is entered into as of June 2, 2026 (the "Execution Date") by and between Lanternfish Pictures, LLC, a California limited liability company ("Studio"), and Copperline Outdoor Gear, Inc., a Colorado corporation ("Promotional Partner").
RECITALS
A. Studio is producing the feature-length motion picture currently entitled "North of Tamarack" (the "Picture").
B. Promotional Partner wishes to promote its Trailhead line of hiking apparel in association with the Picture, and Studio is willing to license certain materials for that purpose on the terms below.
## 1. Definitions
1.1 "Release Date" means 9/18/2026, being the scheduled date of the initial theatrical release of the Picture in the United States.
1.2 "License Period" means the period commencing thirty (30) days before the Release Date and ending on the ninetieth (90th) day after the Release Date.
1.3 "Licensed Materials" means the title and logo of the Picture, the key art, up to six (6) still photographs and up to sixty (60) seconds of trailer footage, in each case as approved by Studio.
1.4 "Category" means outdoor apparel and footwear.
1.5 "Territory" means the United States of America, its territories and possessions.
## 2. License
2.1 Subject to Section 2.3 and to Studio's approval rights under Section 5, Studio grants Promotional Partner a license during the License Period to use the Licensed Materials in the Territory solely to advertise and promote the Trailhead line in the following media: (a) Promotional Partner's websites and e-commerce pages; (b) Promotional Partner's accounts on Instagram, TikTok, Facebook and YouTube, including paid social advertising; and (c) point-of-sale displays in retail stores that stock the Trailhead line.
2.2 Exclusivity. During the License Period, the license in Section 2.1 is exclusive within the Category, and Studio shall not grant any other manufacturer or retailer of products in the Category the right to use the Licensed Materials. Outside the Category, Studio remains free to enter into other promotional tie-ins for the Picture.
2.3 Excluded Media. No right is granted to use the Licensed Materials on television or radio, in cinemas, in print advertising, or on billboards or any other outdoor advertising.
2.4 Sublicensing. Promotional Partner may sublicense its rights under Section 2.1(c) to retailers of the Trailhead line, solely for in-store display during the License Period, provided that each such retailer agrees in writing to terms no less protective of Studio than this Agreement.
## 3. License Fee
3.1 Promotional Partner shall pay Studio a license fee of US$275,000 (the "License Fee") within fifteen (15) days after the Execution Date. The License Fee is non-refundable.
3.2 Promotional Partner shall also spend not less than US$1,500,000 on paid media supporting the tie-in during the License Period (the "Media Commitment"). The Media Commitment is spent with third-party media owners and is not payable to Studio.
## 4. Term and Termination
4.1 This Agreement commences on the Execution Date and continues until the last day of the License Period, unless terminated earlier under Section 4.2.
4.2 Studio may terminate this Agreement on written notice if Promotional Partner fails to pay the License Fee when due, or uses the Licensed Materials outside the scope of Section 2.1, and fails to cure within five (5) business days after notice.
4.3 Promotional Partner shall remove all point-of-sale displays bearing the Licensed Materials no later than the last day of the License Period.
## 5. Approvals
5.1 Each use of the Licensed Materials is subject to Studio's prior written approval. Studio shall respond to each submission within five (5) business days; a failure to respond shall be deemed a disapproval.
## 6. Assignment
6.1 Promotional Partner may not assign this Agreement or any of its rights under it, whether by operation of law or otherwise, without Studio's prior written consent.
## 7. General
7.1 This Agreement is governed by the laws of the State of California. This Agreement is the entire agreement of the parties on its subject matter and may be amended only in a writing signed by both parties.
LANTERNFISH PICTURES, LLC
By: Gordon Achebe, EVP, Business Affairs
COPPERLINE OUTDOOR GEAR, INC.
By: Sarah Lindqvist, Chief Marketing Officer
`,
    expected: {
      parties: ["Lanternfish Pictures, LLC", "Copperline Outdoor Gear, Inc."],
      signed: "2026-06-02",
      start: "2026-08-19",
      end: "2026-12-17",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["USD 275000"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "ud-03-music-commencement-date",
    style: "defined-dates",
    format: "scan",
    source: `
# MUSIC LICENCE - ONLINE ADVERTISING
Dated: 02/04/2026
Licensor: Kestrel Broadcast Music Limited, 9 Canal Yard, Manchester M4 6AF ("Kestrel")
Licensee: Pellow & Grant Opticians Limited, 31 Grafton Street, Dublin 2, Ireland (the "Licensee")
Track: "Harbour Lights" (Kestrel catalogue ref. KBM-2291) (the "Track")
## 1. Definitions
"Commencement Date" means 14th April 2026.
"Licence Period" means the period commencing on the Commencement Date and ending on the day before the second anniversary of the Commencement Date.
"Advertisement" means the Licensee's 30-second online film for its spring eyewear range and cut-downs of it of not less than 6 seconds.
## 2. Licence
2.1 Kestrel grants the Licensee a non-exclusive licence during the Licence Period to synchronise the Track with the Advertisement and to make the Advertisement available to the public over the internet, including on the Licensee's website, YouTube channel and social media accounts, throughout the world.
2.2 This licence does not extend to television, radio or cinema, and no broadcast of the Advertisement with the Track is permitted.
2.3 The Licensee shall not use the Track in any other advertisement, and shall not edit the Track except to fit the Advertisement.
## 3. Fee
3.1 The Licensee shall pay Kestrel a fee of €6,500 (six thousand five hundred euro) plus VAT on signature of this licence.
## 4. General
4.1 Subject to clause 2.3, the Licensee may re-cut the Advertisement during the Licence Period without further fee. On expiry of the Licence Period the Licensee shall stop all use of the Track.
4.2 This licence is governed by English law.
Signed for Kestrel: Abigail Ncube, Licensing Manager
Signed for the Licensee: Martin Pellow, Director
`,
    expected: {
      parties: ["Kestrel Broadcast Music Limited", "Pellow & Grant Opticians Limited"],
      signed: "2026-04-02",
      start: "2026-04-14",
      end: "2028-04-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 6500"],
      flags: []
    }
  },
  {
    id: "ud-04-spokesperson-campaign-start",
    style: "defined-dates",
    format: "docx",
    source: `
# SPOKESPERSON AGREEMENT
This Spokesperson Agreement (the "Agreement") is made and entered into as of the Effective Date (as defined below) by and between Alder & Finch Beverage Co., a Delaware corporation with offices at 400 West Kinzie Street, Chicago, Illinois 60654 ("Company"), and Marisol Vega, an individual ("Talent").
## 1. Definitions
(a) "Effective Date" means the date on which this Agreement has been signed by both parties, being the later of the two dates shown in the signature block.
(b) "Campaign Start Date" means April 1, 2026.
(c) "Term" means the period beginning on the Campaign Start Date and continuing for twenty-four (24) consecutive months, unless terminated earlier under Section 9.
(d) "Products" means Company's Sparkwater line of flavored sparkling waters.
(e) "Competitive Product" means any carbonated or flavored non-alcoholic beverage other than the Products.
(f) "Territory" means the United States and Canada.
(g) "Materials" means all photographs, film and video footage, audio recordings and other materials featuring Talent's name, likeness, voice or biography produced under this Agreement.
## 2. Services
Talent will render services on up to three (3) production days in each contract year, on dates mutually agreed, and will make up to six (6) posts per contract year about the Products on Talent's own Instagram and TikTok accounts.
## 3. Grant of Rights
3.1 Talent grants Company the right, during the Term and in the Territory, to use the Materials and Talent's approved name, likeness and voice to advertise and promote the Products on television (network, cable and connected TV), radio, the internet, social media, in print, and on outdoor and transit advertising.
3.2 Company shall not use the Materials after the Term, except that Company is not required to delete posts published organically on its own social media accounts during the Term, provided that no such post is boosted, re-posted or otherwise re-published after the Term.
## 4. Exclusivity
4.1 Company's rights under Section 3 are exclusive in the Territory with respect to Competitive Products.
4.2 During the Term and for six (6) months after it ends, Talent shall not render services to, endorse, or appear in advertising for any Competitive Product anywhere in the Territory.
## 5. Compensation
5.1 In full consideration of Talent's services and the rights granted, Company shall pay Talent a total fee of Four Hundred Thousand U.S. Dollars (US$400,000), payable in eight (8) equal quarterly installments in advance, the first on the Campaign Start Date.
5.2 Company shall reimburse Talent's reasonable travel expenses pre-approved in writing by Company.
## 6. Approvals
Talent shall have the right to approve all photographs and footage of Talent before first use. Talent's approval shall not be unreasonably withheld and shall be deemed given if Talent does not respond within five (5) business days.
## 7. Conduct
7.1 If at any time Talent commits any act, or becomes involved in any situation or occurrence, which brings Talent into public disrepute, contempt, scandal or ridicule, or which reflects unfavorably on Company or the Products, Company may terminate this Agreement under Section 9.2.
## 8. Confidentiality
The terms of this Agreement are confidential and shall not be disclosed by either party except to its professional advisers or as required by law.
## 9. Termination
9.1 Either party may terminate this Agreement upon written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.
9.2 Company may terminate this Agreement upon written notice under Section 7.1, in which case Company shall have no obligation to pay any installment of the fee falling due after the date of termination.
## 10. Assignment
10.1 Company may assign this Agreement to any affiliate or to any successor to the Products business without Talent's consent. Talent may not assign this Agreement.
## 11. Governing Law
This Agreement shall be governed by the laws of the State of Illinois.
IN WITNESS WHEREOF, the parties have signed this Agreement on the dates below.
| ALDER & FINCH BEVERAGE CO. | TALENT |
| By: Kevin Osterman, VP Marketing | Marisol Vega |
| Date: March 3, 2026 | Date: March 9, 2026 |
`,
    expected: {
      parties: ["Alder & Finch Beverage Co.", "Marisol Vega"],
      signed: "2026-03-09",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social", "print", "out_of_home"],
      exclusive: true,
      fees: ["USD 400000"],
      flags: ["non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "ud-05-cover-photo-publication-date",
    style: "defined-dates",
    format: "text",
    source: `
# PHOTOGRAPH LICENCE AGREEMENT
Dated the 3rd day of July 2026
PARTIES
(1) Harriet Osei of Flat 2, 17 Albion Terrace, Brighton BN2 9NE (the "Photographer"); and
(2) Linden Quay Press Limited, company number 10244871, of 5 Dock Street, Leith, Edinburgh EH6 6DL (the "Publisher").
1. DEFINITIONS
In this Agreement:
"Photograph" means the photograph entitled "Low Tide, Camber" taken by the Photographer, reference HO-0417;
"Work" means the novel "The Salt Years" by Imogen Carr to be published by the Publisher;
"Publication Date" means the first day of September 2026;
"Licence Period" means the period of seven (7) years commencing on the Publication Date;
"Territory" means the United Kingdom, the Republic of Ireland, Australia and New Zealand.
2. LICENCE
2.1 The Photographer grants to the Publisher for the Licence Period an exclusive licence in the Territory to reproduce the Photograph on the front cover and jacket of the hardback and paperback print editions of the Work.
2.2 The Publisher may also reproduce the Photograph, as it appears on the cover, in its catalogues, on point-of-sale material for bookshops, and on the Publisher's website and social media accounts, in each case solely to promote the Work.
2.3 The exclusivity in clause 2.1 means that during the Licence Period the Photographer shall not license the Photograph for use on the cover of any other book published in the Territory. The Photographer remains free to exhibit and sell prints of the Photograph and to license it for editorial use.
2.4 No right is granted to use the Photograph in any audiobook, film or television adaptation of the Work, or in any advertising other than as set out in clause 2.2.
3. FEE
3.1 The Publisher shall pay the Photographer a fee of £1,200 (one thousand two hundred pounds) within thirty (30) days of the Publication Date.
4. CREDIT AND MORAL RIGHTS
4.1 The Publisher shall credit the Photographer on the back flap or imprint page of each edition in the form "Cover photograph (c) Harriet Osei".
4.2 The Photographer asserts her right under section 77 of the Copyright, Designs and Patents Act 1988 to be identified as the author of the Photograph. Nothing in this Agreement waives any of the Photographer's moral rights.
5. DURATION
5.1 Subject to clause 5.2, the licence in clause 2 ends on the last day of the Licence Period and all rights then revert to the Photographer.
5.2 If the Work is out of print in all editions for more than twelve (12) consecutive months before the end of the Licence Period, the Photographer may terminate the licence by written notice.
6. GENERAL
6.1 The Publisher shall not assign or sub-license the rights granted under this Agreement without the Photographer's prior written consent, save that the Publisher's printers may reproduce the Photograph on the Publisher's behalf.
6.2 This Agreement is governed by the law of England and Wales.
Signed by Harriet Osei
Signed for and on behalf of Linden Quay Press Limited by Fraser McLeod, Publishing Director
`,
    expected: {
      parties: ["Harriet Osei", "Linden Quay Press Limited"],
      signed: "2026-07-03",
      start: "2026-09-01",
      end: "2033-08-31",
      perpetual: false,
      territories: ["GB", "IE", "AU", "NZ"],
      channels: ["print", "in_store", "web", "social"],
      exclusive: true,
      fees: ["GBP 1200"],
      flags: ["long_term"],
      denies: ["moral_rights_waiver", "sublicensable", "assignable"]
    }
  },
  {
    id: "ud-06-archive-delivery-perpetual",
    style: "defined-dates",
    format: "pdf",
    source: `
# ARCHIVAL FOOTAGE LICENSE AGREEMENT
Agreement No. RA-26-0933
This Archival Footage License Agreement (the "Agreement") is dated as of 10/15/2026 and is made between:
LICENSOR: Ridgeline Archive Corp., a New York corporation, 250 West 57th Street, Suite 1100, New York, NY 10107 ("Ridgeline"); and
LICENSEE: Tallgrass Documentary Partners LLC, a Minnesota limited liability company, 12 Fourth Street North, Minneapolis, MN 55401 ("Producer").
## 1. Definitions
"Program" means the feature-length documentary currently entitled "The Long Signal", including all versions, language versions, trailers and promotional materials for it.
"Clips" means the archival film clips identified in Schedule 1, totaling ninety-two (92) seconds.
"Delivery Date" means November 2, 2026, being the date on which Ridgeline shall deliver the Clips to Producer as high-resolution digital files.
"License Period" means the period commencing on the Delivery Date and continuing in perpetuity.
## 2. Grant
2.1 Subject to payment of the License Fee, Ridgeline grants Producer a non-exclusive, irrevocable license during the License Period, throughout the universe, to incorporate the Clips into the Program and to reproduce, distribute, exhibit, perform and otherwise exploit the Clips solely as part of the Program and its advertising and promotion, in any and all media now known or hereafter devised.
2.2 Producer may not use the Clips separately from the Program, including in any other production, in any stock footage library or on merchandise.
2.3 Producer may sublicense the rights granted in Section 2.1 to distributors, broadcasters, streaming services and exhibitors of the Program.
## 3. License Fee
3.1 Producer shall pay Ridgeline a flat license fee of Eighteen Thousand Four Hundred Dollars (US$18,400) (the "License Fee") within thirty (30) days of Ridgeline's invoice, which Ridgeline may issue on the Delivery Date.
3.2 The License Fee is a complete buyout of all uses permitted by this Agreement. No further payment, royalty or residual shall be due to Ridgeline for any such use, regardless of the number of territories, media, runs or copies.
## 4. Third-Party Rights
4.1 Ridgeline warrants that it owns the copyright in the Clips. Except as set out in Section 4.2, Ridgeline makes no warranty regarding any person, music, artwork or trademark appearing in the Clips, and Producer is responsible for obtaining any consents required for them.
4.2 Ridgeline shall provide Producer, on request, with copies of any releases in its files relating to the Clips.
## 5. Credit
Producer shall accord Ridgeline a credit in the end titles of the Program in substantially the form: "Archival footage courtesy of Ridgeline Archive Corp."
## 6. Miscellaneous
6.1 Producer may assign this Agreement, in whole or in part, to any distributor or financier of the Program upon written notice to Ridgeline.
6.2 This Agreement is governed by the laws of the State of New York.
## Schedule 1 - Clips
| Clip | Source reel | Timecode in | Timecode out | Duration |
| 1 | RA-1968-044 | 01:12:03 | 01:12:41 | 38 sec |
| 2 | RA-1971-210 | 00:05:10 | 00:05:32 | 22 sec |
| 3 | RA-1974-118 | 00:47:55 | 00:48:27 | 32 sec |
RIDGELINE ARCHIVE CORP.
By: Janet Kowalczyk, Director of Licensing
TALLGRASS DOCUMENTARY PARTNERS LLC
By: Samuel Iverson, Managing Member
`,
    expected: {
      parties: ["Ridgeline Archive Corp.", "Tallgrass Documentary Partners LLC"],
      signed: "2026-10-15",
      start: "2026-11-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: false,
      fees: ["USD 18400"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "buyout", "assignable"]
    }
  },
  {
    id: "ud-07-voiceover-schedule-rider",
    style: "defined-dates",
    format: "docx",
    source: `
# VOICE-OVER ARTIST AGREEMENT
This Agreement is dated 22nd April 2026 and is made between:
Orchard Lane Foods Limited (company no. 05521876), whose registered office is at Orchard House, Evesham WR11 4TP ("the Advertiser"); and
Callum Reid, c/o Linwood Voices Ltd, 3 Greek Street, London W1D 4DA ("the Artist").
## 1. Interpretation
1.1 Capitalised terms that are not defined in the body of this Agreement have the meanings given to them in the Schedule.
1.2 "Term" means twelve (12) months from and including the Commencement Date.
1.3 "Commercials" means the television and radio commercials for the Advertiser's Orchard Lane Kitchen ready meals that are listed in the Schedule, and "Recordings" means the Artist's voice recordings made for them at the Session.
## 2. Session
2.1 The Artist shall attend the recording session on the Session Date at the studio specified in the Schedule (the "Session") and record the scripts supplied by the Advertiser's agency.
## 3. Usage
3.1 The Artist consents to the use of the Recordings in the Commercials and to the broadcast of the Commercials on television and radio in the Territory during the Term.
3.2 The Advertiser may also make the television Commercials available on broadcaster video-on-demand services and on its own website in the Territory during the Term.
3.3 Any use of the Recordings on social media, in cinema or in any other advertisement requires a further agreement and fee.
## 4. Exclusivity
4.1 This engagement is non-exclusive. Nothing in this Agreement prevents the Artist from voicing advertising for any other company, including other food brands and retailers.
## 5. Fees
5.1 The Advertiser shall pay the Artist the Session Fee and the Usage Fee set out in the Schedule, through the Artist's agent, within thirty (30) days of the Session Date.
## 6. Rights
6.1 The Artist gives all consents required under Part II of the Copyright, Designs and Patents Act 1988 for the uses of the Recordings permitted by clause 3.
6.2 The Artist unconditionally and irrevocably waives all moral rights in the Recordings, including performers' moral rights under sections 205C to 205N of the Copyright, Designs and Patents Act 1988.
## 7. General
7.1 This Agreement is governed by the laws of England and Wales.
## Schedule
| Item | Detail |
| Session Date | Tuesday 5 May 2026 |
| Studio | Soundhouse, 14 Berwick Street, London W1F 0PQ |
| Commercials | 1 x 30" TV, 1 x 20" TV, 2 x 30" radio |
| Commencement Date | 15 May 2026 |
| Territory | United Kingdom |
| Session Fee | £750 |
| Usage Fee | £9,500 |
## Rider
This Rider forms part of the Agreement and is signed with it. If it conflicts with any other provision of the Agreement, this Rider prevails.
R1. Clause 1.2 is deleted and replaced with: ""Term" means eighteen (18) months from and including the Commencement Date."
R2. The Usage Fee stated in the Schedule is deleted and replaced with £14,250 (fourteen thousand two hundred and fifty pounds), reflecting the extended Term.
R3. The Territory for the radio Commercials only is extended to include the Republic of Ireland.
Signed for and on behalf of Orchard Lane Foods Limited by Priya Desai, Head of Brand
Signed by Linwood Voices Ltd as agent for and on behalf of Callum Reid, by Jo Linwood, Director
`,
    expected: {
      parties: ["Orchard Lane Foods Limited", "Callum Reid"],
      signed: "2026-04-22",
      start: "2026-05-15",
      end: "2027-11-14",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 750", "GBP 14250"],
      flags: ["moral_rights_waiver"]
    }
  },
  {
    id: "ud-08-creator-letter-spf",
    style: "creator-plain",
    format: "text",
    source: `
# Brightwell x Priya: Creator Agreement
28 April 2026
Hi Priya,
Thanks for agreeing to work with us on our summer SPF launch! This letter sets out what we've agreed. It's written in plain English, but it is a legal agreement between you, Priya Nandakumar ("you"), and Brightwell Skin Ltd, company number 11873420, of 40 Kingsland Road, London E2 8DA ("Brightwell", "we", "us").
## What you'll make
- 1 Instagram Reel (30 to 60 seconds) showing how you use our Daily Shield SPF 50
- 3 Instagram Stories with a link sticker to our website
- 1 TikTok video (you can reuse footage from the Reel)
You'll post the Reel and the TikTok on 14 May 2026 (your "Post Date"), and the Stories in the same week. Please send us drafts at least 5 working days before. We can ask for up to two rounds of changes.
## What we'll pay
We'll pay you £2,400 (plus VAT if you're registered) within 30 days of receiving your invoice. You can invoice as soon as your posts are live.
## Where we can use it
For six months starting on your Post Date, we can:
- reshare your posts on Brightwell's own Instagram, TikTok and Facebook accounts;
- use clips and stills from your content on the product pages of our website; and
- run your Reel and TikTok as paid ads on Instagram, Facebook and TikTok, from our account or from yours (whitelisting).
All of this is for the UK only: we'll target our ads at people in the United Kingdom.
## What we won't do
- We won't use your content on TV, in print, on billboards or in our shops.
- We won't sell your content, pass it on to anyone else, or let other brands use it.
- We won't edit what you say in a way that changes its meaning.
- When the six months are up, we'll stop using your content and switch off any ads that feature it.
## Who owns what
You own your content. You're giving us a licence to use it as described above, not ownership.
## Working with other brands
This isn't an exclusive deal. You're free to work with other brands, including other skincare brands.
## The rules on ads
You'll label your posts clearly as ads (for example "#ad" at the start of the caption), in line with the CAP Code and the ASA's guidance for influencers.
## Ending early
If either of us seriously breaks this agreement, the other can end it by email. If you haven't posted by the Post Date and we haven't agreed a new one, we don't have to pay.
## The legal bits
This agreement is governed by the law of England and Wales.
If you're happy with all of this, please sign below and send it back.
For Brightwell Skin Ltd: Lucy Hammond, Head of Community
Agreed: Priya Nandakumar
`,
    expected: {
      parties: ["Brightwell Skin Ltd", "Priya Nandakumar"],
      signed: "2026-04-28",
      start: "2026-05-14",
      end: "2026-11-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["GBP 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ud-09-app-creator-program",
    style: "creator-plain",
    format: "scan",
    source: `
# Tandem Creator Program Agreement
Welcome to the Tandem Creator Program! This agreement is between you, the creator who signs below, and Tandem Labs, Inc., 88 Harrison Street, San Francisco, CA 94105 ("Tandem," "we," "us").
## What you'll make
Short how-to videos (15 to 90 seconds) featuring the Tandem cycling app, on topics we agree each month. We'll tell you within 5 days whether a video is approved.
## What we pay
$500 for each approved video, paid by PayPal or bank transfer within 30 days of approval.
## Where we can use it
Starting March 1, 2026 and for one year after that, we can post your approved videos on our website, in the Tandem app and on our Instagram, TikTok and YouTube channels, and run them as paid ads on those social platforms, anywhere in the world.
## What we won't do
We won't use your videos on TV, on billboards or in print. We won't sell your videos or license them to anyone else.
## It's not exclusive
You still own your videos and can post them on your own channels too. You're free to work with other apps and brands.
## If things go wrong
We can end this agreement right away if you post hate speech or do something else that brings you or Tandem into public disrepute. Either of us can also end it with 14 days' notice by email.
Creator name: Jordan Okafor
Signature: Jordan Okafor
Date: 2/27/2026
For Tandem Labs, Inc.: Mei Takahashi, Creator Partnerships Lead
`,
    expected: {
      parties: ["Tandem Labs, Inc.", "Jordan Okafor"],
      signed: "2026-02-27",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 500"],
      flags: ["morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ud-10-outdoor-brand-go-live",
    style: "creator-plain",
    format: "docx",
    source: `
# Creator Collaboration Agreement: Fjellbrook x Lotte
Date: 2 June 2026
This agreement is between Fjellbrook Outdoor B.V., Keizersgracht 210, 1016 DZ Amsterdam, the Netherlands (KvK 81234567) ("Fjellbrook", "we", "us" or "our") and Lotte van Dijk, who creates as "Lotte Loopt", of Utrecht, the Netherlands ("you").
## What you'll make
1> One YouTube video (8 to 12 minutes) about hiking a stage of the Pieterpad in our Veldrock boots.
1> Two Instagram feed posts, each with at least three photos of you wearing Fjellbrook gear.
You'll publish the YouTube video on 15 June 2026 (the "Go-Live Date") and the Instagram posts within seven days after it. We'll review drafts before they go live, but the creative style is yours.
## What we'll pay
EUR 4,800 (excluding VAT) in total: half when you sign this agreement and half when all the content is live.
## How we can use your content
For 12 months from the Go-Live Date, and only in the Netherlands, Belgium and Germany, we can use your content:
- organically on our Instagram, Facebook and YouTube channels;
- on our website;
- as paid ads on Instagram, Facebook and YouTube during the first three months; and
- as online banner ads on news and outdoor-sports websites.
## What we won't do
- We won't use your content on TV, in cinemas, in print, on posters or in our shops.
- We won't change your words or put words in your mouth. We may crop and shorten your footage to fit ad formats.
- We won't share your content with our retailers or anyone else to use in their own marketing.
## Competing brands
Our licence to your content is non-exclusive: you still own it and can use it however you like. But for 60 days after the Go-Live Date, you agree not to post sponsored content for any other outdoor clothing or footwear brand.
## Disclosure
Mark every post as an ad, using the platform's paid-partnership label.
## Ending early
If either of us seriously breaks this agreement and doesn't fix it within 10 days of being asked, the other can end it by email.
## Law
Dutch law applies to this agreement.
| For Fjellbrook Outdoor B.V. | You |
| Maarten Bos, Marketing Lead | Lotte van Dijk |
| Signed: 2 June 2026 | Signed: 2 June 2026 |
`,
    expected: {
      parties: ["Fjellbrook Outdoor B.V.", "Lotte van Dijk"],
      signed: "2026-06-02",
      start: "2026-06-15",
      end: "2027-06-14",
      perpetual: false,
      territories: ["NL", "BE", "DE"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["EUR 4800"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ud-11-creator-content-buyout",
    style: "creator-plain",
    format: "pdf",
    source: `
# Hearthside Home: Creator Content Agreement
Hi Dana! This agreement is between Hearthside Home, Inc., a Delaware corporation ("Hearthside," "we," "us"), and Dana Whitlock ("you"). It covers the photos and videos you're creating for our fall tableware collection.
## What you'll make
25 styled lifestyle photos and 3 short videos (up to 60 seconds each) showing our Ember stoneware in your home, delivered through our creator portal by September 15, 2026.
## What we'll pay
One payment of $3,000 within 15 days after we accept your content. That's the only payment: it buys out every use described below, and we won't owe you anything more, however much or however long we use the content.
## Where we can use it
Anywhere, in any media, now known or invented later. That includes our website and emails, social media (organic and paid), TV, print catalogs, in-store displays and billboards.
## How long and where
Forever, everywhere. Our license starts on the date you sign this agreement, lasts in perpetuity and covers the whole world. You can't take it back: the license is irrevocable.
## It's exclusive
We're buying this content for us alone. You won't license or sell these photos and videos to anyone else or upload them to stock sites. You can still share up to five of them on your own Instagram, as long as you tag us.
## Passing it on
We can transfer this agreement and our license to another company without asking you, for example if we sell our business or one of our brands.
## What we won't do
We won't use your name or face in an ad without asking you first, and we won't use the content to suggest you endorse a product you haven't tried.
## Your promises
The content is your own original work, and you have permission from anyone who appears in it or whose home or belongings are shown.
| Creator | Hearthside Home, Inc. |
| Dana Whitlock | Theo Marsh, Director, Influencer Marketing |
| Date: August 24, 2026 | Date: August 24, 2026 |
`,
    expected: {
      parties: ["Hearthside Home, Inc.", "Dana Whitlock"],
      signed: "2026-08-24",
      start: "2026-08-24",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: true,
      fees: ["USD 3000"],
      flags: ["perpetual_term", "worldwide_exclusivity", "unlimited_media", "irrevocable_grant", "buyout", "assignable"]
    }
  },
  {
    id: "ud-12-fintech-rolling-partnership",
    style: "creator-plain",
    format: "text",
    source: `
# Pocketful Creator Partnership: Terms for Tom Ashby
Agreed on 19/06/2026
Who's who: Pocketful Money Ltd (company number 12650093), 1 Cathedral Square, Bristol BS1 5DD ("Pocketful", "we", "us"), and Tom Ashby, who posts as @tomtalksmoney ("you").
## What you'll make
Each month, four short videos (up to 60 seconds) with practical money tips that feature the Pocketful app, posted on your TikTok and Instagram.
## Getting videos signed off
Because we're regulated by the Financial Conduct Authority, our compliance team has to approve every video before you post it. We'll get back to you within 3 working days.
## How long this lasts
The first period runs from 1 July 2026 to 30 September 2026. After that, the partnership renews automatically for another three months each time, unless one of us tells the other by email at least 14 days before the current period ends that we want to stop.
## What we'll pay
£1,200 a month, paid at the end of each month in which you deliver your four videos.
## Where we can use your videos
While the partnership runs, we can repost your videos on our own TikTok, Instagram and YouTube Shorts accounts, embed them on our website, and boost them as paid social ads. This is UK-only: we won't promote your videos to audiences outside the United Kingdom.
## What we won't do
- We won't use your videos on TV, radio or billboards.
- We won't sell or license your videos to anyone else.
- We won't edit your videos to say something you didn't say, or add any claims about returns or interest rates without checking with you first.
## When it ends
When the partnership ends, we'll stop using your videos straight away and take them down from our accounts.
Agreed by Tom Ashby
Agreed for Pocketful Money Ltd by Hannah Cole, Head of Partnerships
`,
    expected: {
      parties: ["Pocketful Money Ltd", "Tom Ashby"],
      signed: "2026-06-19",
      start: "2026-07-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: null,
      fees: ["GBP 1200"],
      flags: ["automatic_renewal"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ud-13-gifted-collab-no-fee",
    style: "creator-plain",
    format: "scan",
    source: `
# Wildacre Candle Co. - Gifted Collab Agreement
Date: 5th March 2026
This is an agreement between Wildacre Candle Co. Limited, Unit 7, Ballincollig Business Park, Co. Cork ("Wildacre", "we", "us") and Niamh Gallagher ("you").
## What you'll get
We'll send you our Spring Meadow gift box. There's no payment for this collab: you just keep the products.
## What you'll make
At least one Instagram post or Reel featuring the box, posted within 3 weeks of receiving it, tagging @wildacrecandles and marked #gifted.
## How we can use it
We can reshare your post to our Instagram and Facebook pages and Stories, always crediting you.
## What we won't do
We won't use your content in paid ads, on our website, in print or in our shop windows. We won't give your content to other brands or to the shops that stock us.
## Changing your mind
You can ask us to take your content down at any time. Just email us and we'll remove it within 7 days.
## It's not exclusive
You're free to work with any other brands, including other candle makers.
For Wildacre: Sinead Lynch, Founder
You: Niamh Gallagher
`,
    expected: {
      parties: ["Wildacre Candle Co. Limited", "Niamh Gallagher"],
      signed: "2026-03-05",
      start: null,
      end: null,
      perpetual: false,
      territories: [],
      channels: ["social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  }
]
