// Held-out author "h24a" (wave 24), one batch written from scratch without reading the reader (domain/, application/,
// adapters/) or any other corpus batch (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the
// header and first entry of n11's batch for the file convention, the wave 24 checker and the names of the files in
// unseen/), and committed before the reader or the corpus was run on it. Three drafting styles: agreements under Scots
// law ("these presents", companies registered in Scotland with SC numbers, a testing clause that dates and places each
// signature in words, parties subscribing on different days before witnesses with addresses, "interdict", "delict",
// "assignation", the Court of Session); brand-ambassador and influencer agreements of Singapore, Malaysia and the
// Philippines (Pte. Ltd., Sdn. Bhd. and Inc. companies, SGD/MYR/PHP, GST at 9 per cent, SST, withholding tax deducted
// from a fee, a Bahasa Malaysia version that prevails and a Filipino translation that does not, ASEAN as a territory,
// dd/mm/yyyy dates); and consents and service agreements of doctors, pharmacists and patients for pharmaceutical
// promotional materials (ABPI, PhRMA and Medicines Australia codes, fair-market-value honoraria at an hourly rate,
// travel and accommodation reimbursed, job-bag numbers, materials for healthcare professionals only, no
// direct-to-consumer use, withdrawal of consent, a patient's consent with no fee). A HELD-OUT batch.
//
// Answer rules decided by this author: the parties are the two who are bound, named as the contract names them without
// role labels (a talent manager who signs only to acknowledge a clause, witnesses, a signatory signing for a company, a
// sponsor or a pharmacy named in the text are not parties); honorifics and post-nominals ("Dr", "MBBS FRCP") are
// dropped; a party named in the body only by a first name is named by the full name of its signature block; the signing
// date is the date of the last signature (in a Scots testing clause, the later of the dates written in words; a rider
// that forms part of the agreement is signed with it); "N months/years from X" ends the day before the anniversary, and
// X may be a launch, first-broadcast, airing, first-post or certification date given elsewhere in the contract,
// including only in a schedule table; a rider or addendum that deletes and replaces a clause and says it prevails gives
// the answer (its territory, its term, its exclusivity); a patient consent valid "for N years from the date you sign
// it" starts on the date signed; ASEAN is its ten member states, less any excluded; the United Kingdom is GB; fees are
// the sums paid for the services or the rights (an honorarium stated as a total of hours at a fair-market-value rate is
// that total), and VAT, GST, SST, withholding tax deducted from a fee, instalments, travel, accommodation and meal
// reimbursements, product allowances, overtime and cancellation charges owed only if they arise, and the price of an
// option not exercised are not fees; a session fee and a usage fee of one engagement are two fees; a talent's promise
// not to work for competing brands is an exclusivity (true) with non_compete, even with a carve-out for an existing
// engagement; an express "non-exclusive" with "nothing restricts the Consultant from working for other companies" is
// exclusive false and denies non_compete; a contract silent on exclusivity is null; "shall not sub-license", "may not
// assign" and "does not waive moral rights" deny those flags, even under a heading that names the right, but a talent's
// promise not to assign her own obligations neither raises nor denies the licensee's assignable; a consent that may be
// withdrawn or revoked at any time denies irrevocable_grant only where the text says it is revocable; a company,
// product, café or street name containing "Cinema", "Outdoor", "Billboard" or "Print" is not a channel; television and
// radio are broadcast, magazines, newspapers, detail aids, journals and matchday programmes print, an HCP portal or a
// company website web, Instagram/TikTok/Facebook/YouTube social, in-store displays in_store; a bare "$" in an
// Australian contract is AUD.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h24a-scots-law-testing-clauses",
  "h24a-southeast-asian-ambassador-agreements",
  "h24a-pharma-hcp-testimonial-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h24a-01-scots-distillery-model-licence",
    style: "h24a-scots-law-testing-clauses",
    format: "docx",
    source: String.raw`
# LICENCE AGREEMENT
between
GLEN CORRAN DISTILLERS LIMITED, a company incorporated under the Companies Acts (Registered Number SC482913) and having its Registered Office at 14 Blythswood Square, Glasgow G2 4AR (hereinafter referred to as "the Company")
and
ISLA MARGARET FRASER, residing at 7 Marchmont Crescent, Edinburgh EH9 1HN (hereinafter referred to as "the Model")
WHEREAS the Company wishes to use photographs of the Model in the advertising of its single malt Scotch whisky known as "Corran Cinema Cask" (hereinafter "the Product"), NOW THEREFORE the parties HAVE AGREED and DO HEREBY AGREE as follows:
1> Definitions. In these presents: "Photographs" means the still images of the Model selected by the Company from the photographic session held on the Shoot Date; "Launch Date" and "Shoot Date" have the meanings given in the Schedule; "Term" means the period of twenty-four months from and including the Launch Date.
1> Grant. In consideration of the Fee the Model hereby grants to the Company a licence to reproduce and publish the Photographs in the Territory during the Term in the following media only: newspapers and magazines; posters and other outdoor advertising; the Company's own websites; and the Company's own social media accounts; excluding television, cinema, video-on-demand and any advertising on third-party websites. The Territory is the United Kingdom of Great Britain and Northern Ireland and the Republic of Ireland.
1> Sub-licensing. The Company shall not sub-license, assign or otherwise transfer the licence granted by Clause 2 or any part of it, save that its appointed advertising agency may reproduce the Photographs solely on the Company's behalf and at the Company's risk.
1> Restriction. During the Term the Model shall not render services as a model for, nor permit her name or likeness to be used in the advertising of, any Scotch whisky or whisky liqueur other than the Product. The foregoing shall not prevent the Model from continuing her existing engagement with Kelvinhaugh Gin Company Limited, which is known to and accepted by the Company.
1> Fee. The Company shall pay to the Model the sum of EIGHTEEN THOUSAND POUNDS (£18,000) STERLING (the "Fee") within thirty days of the Shoot Date, together with Value Added Tax thereon if applicable. The Company shall also reimburse the Model's reasonable travel expenses in attending the session, up to a maximum of £350, on production of receipts. The Company shall have the option to extend the Term by a further twelve months on payment of £9,000 by written notice before the end of the Term; no such option is exercised by these presents.
1> Approval. The Company shall submit the Photographs it proposes to use to the Model, who may reject any image on reasonable grounds within five working days.
1> Remedies. Any use of the Photographs outwith the Territory, the media or the Term shall be a material breach, and the Model shall be entitled, without prejudice to any claim in damages whether in contract or in delict, to seek interdict in the Court of Session.
1> Law. These presents shall be governed by and construed in accordance with the Law of Scotland, and the parties prorogate the non-exclusive jurisdiction of the Scottish Courts.
IN WITNESS WHEREOF these presents consisting of this and the preceding page together with the Schedule annexed are subscribed as follows: they are subscribed for and on behalf of the Company by Alasdair John Munro, Director, at Glasgow on the Fourth day of March Two thousand and twenty-seven in the presence of this witness: Fiona Elspeth Baird, Solicitor, 22 Hyndland Road, Glasgow G12 9UP; and they are subscribed by the Model at Edinburgh on the Eleventh day of March Two thousand and twenty-seven in the presence of this witness: Thomas Kerr Rennie, Chartered Accountant, 3 Warrender Park Terrace, Edinburgh EH9 1EF.
Alasdair John Munro, Director ........ Fiona Elspeth Baird, Witness
Isla Margaret Fraser ........ Thomas Kerr Rennie, Witness
## SCHEDULE
This is the Schedule referred to in the foregoing Licence Agreement between Glen Corran Distillers Limited and Isla Margaret Fraser.
| Item | Particulars |
| Shoot Date | 23 March 2027 |
| Launch Date | 1 May 2027 |
| Photographer | Engaged by the Company; not a party to these presents |
`,
    expected: {
      parties: ["Glen Corran Distillers Limited", "Isla Margaret Fraser"],
      signed: "2027-03-11",
      start: "2027-05-01",
      end: "2029-04-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "out_of_home", "web", "social"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h24a-02-scots-football-image-rights",
    style: "h24a-scots-law-testing-clauses",
    format: "pdf",
    source: String.raw`
# IMAGE RIGHTS AGREEMENT
BETWEEN
DUNMORE ATHLETIC FOOTBALL CLUB LIMITED, incorporated in Scotland (Company Number SC071266) and having its Registered Office at Braeside Park, Dunmore Road, Perth PH1 3QT ("the Club"); and
RUARAIDH DOUGLAS KINNAIRD, professional footballer, care of Tayside Sports Management, 40 George Street, Perth PH1 5JR ("the Player")
## 1. Interpretation
1.1 "Image" means the Player's name, nickname, likeness, photograph, signature, voice and squad number. "Commencement Date" and "Expiry Date" are as stated in Part 1 of the Schedule.
1.2 The Schedule and the Addendum form part of these presents.
## 2. Grant of Rights
2.1 The Player grants to the Club the exclusive right to use the Image in association with the name, crest and colours of the Club in the Club's Commercial Programme, namely: the Club's official website and mobile application; the Club's social media channels; and matchday programmes, the Club's magazine and other printed publications of the Club.
2.2 For the avoidance of doubt, the Player's Image shall not be used on stadium hoardings, posters or any outdoor advertising.
2.3 The Territory is the United Kingdom.
## 3. Duration
These presents shall commence on the Commencement Date and, unless terminated earlier in terms of Clause 8, shall endure until the Expiry Date.
## 4. Personal Endorsements
The Player retains the right to conclude personal endorsement agreements using his Image other than in association with the Club, provided that he shall not during the currency of these presents endorse any company or product in a category in which the Club has a principal partner, the current principal partners being listed in Part 2 of the Schedule.
## 5. Assignation
Neither party may assign, sub-license or otherwise transfer any of its rights or obligations under these presents without the prior written consent of the other.
## 6. Payment
6.1 The Club shall pay to the Player an Image Rights Payment of SIXTY THOUSAND POUNDS (£60,000) in aggregate, payable in two equal instalments of £30,000 on 31 August 2027 and 31 August 2028.
6.2 All sums are exclusive of VAT, which shall be payable in addition on receipt of a valid VAT invoice if the Player is registered for VAT.
6.3 The Player shall attend up to six commercial appearances per season; reasonable travel costs incurred in attending shall be reimbursed by the Club and do not form part of the Image Rights Payment.
## 7. Conduct
If the Player is convicted of any criminal offence (other than a minor road traffic offence), or is guilty of conduct which in the reasonable opinion of the Club brings the Player or the Club into serious public disrepute, the Club may terminate these presents on written notice.
## 8. Termination
These presents shall terminate automatically on the termination of the Player's contract of employment with the Club.
## 9. Law and Jurisdiction
These presents are governed by the Law of Scotland. Any claim, whether in contract or in delict, shall be subject to the exclusive jurisdiction of the Court of Session, without prejudice to either party's right to seek interim interdict.
## ADDENDUM
This Addendum forms part of the foregoing Image Rights Agreement. Clause 2.3 is deleted and replaced by the following: "2.3 The Territory is the United Kingdom and the Republic of Ireland." In the event of any conflict between this Addendum and the body of these presents, this Addendum shall prevail.
## SCHEDULE
Part 1 - Dates
| Commencement Date | Expiry Date |
| 1 July 2027 | 31 May 2029 |
Part 2 - Principal Partners
| Category | Partner |
| Outdoor media and signage | Fairlie Billboard Media Limited |
| Kit and sportswear | Strathearn Sportswear Limited |
| Beer | Tay Valley Brewing Company Limited |
IN WITNESS WHEREOF these presents consisting of this and the preceding 2 pages together with the Addendum and the Schedule are subscribed as follows: for and on behalf of the Club by Graham Iain Doig, Chief Executive, at Perth on the Fourteenth day of June Two thousand and twenty-seven before this witness: Lorna Kay Stewart, 9 Atholl Crescent, Perth PH1 5NG; and by the Player at Dundee on the Eighteenth day of June Two thousand and twenty-seven before this witness: Craig Mathieson, 61 Perth Road, Dundee DD1 4HY.
`,
    expected: {
      parties: ["Dunmore Athletic Football Club Limited", "Ruaraidh Douglas Kinnaird"],
      signed: "2027-06-18",
      start: "2027-07-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h24a-03-scots-voiceover-letter",
    style: "h24a-scots-law-testing-clauses",
    format: "scan",
    source: String.raw`
# LOCH VARRICH HOLIDAYS LIMITED
Registered in Scotland No. SC590417. Registered Office: Harbour Buildings, Ullapool IV26 2UR
2 February 2027
Dear Callum,
Radio and television commercials for the Varrich Outdoor Pass
Further to our telephone conversation, we confirm our engagement of you to voice two commercials (30 seconds and 10 seconds) for the Varrich Outdoor Pass on the terms of this letter, which on your signature below shall constitute these presents.
Recording session: 16 February 2027, Inverness, for up to two hours.
First Broadcast Date: 15 April 2027.
Licence: we may broadcast the commercials bearing your voice on radio and television in the United Kingdom for twelve months from the First Broadcast Date. Any other use requires your written consent and a further fee.
Fees: a session fee of £650 and a usage fee of £1,800 for the licence period, payable within 30 days of invoice. Should the session overrun, overtime is payable at £150 per half hour. Should we cancel the session with less than 48 hours' notice, a cancellation fee of £325 will be due.
These presents are governed by the law of Scotland and the parties prorogate the jurisdiction of the Sheriff Court at Inverness.
Yours sincerely
Morag Lindsay, Marketing Director, for and on behalf of Loch Varrich Holidays Limited
I agree to the above.
Callum Angus McLeish
IN WITNESS WHEREOF these presents consisting of this page only are subscribed by Morag Lindsay for Loch Varrich Holidays Limited at Ullapool on the Second day of February Two thousand and twenty-seven before this witness: Eilidh Ross, 5 Shore Street, Ullapool IV26 2UJ; and by Callum Angus McLeish at Inverness on the Ninth day of February Two thousand and twenty-seven before this witness: Kenneth Paterson, 18 Crown Drive, Inverness IV2 3NL.
`,
    expected: {
      parties: ["Loch Varrich Holidays Limited", "Callum Angus McLeish"],
      signed: "2027-02-09",
      start: "2027-04-15",
      end: "2028-04-14",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast"],
      exclusive: null,
      fees: ["GBP 650", "GBP 1800"],
      flags: []
    }
  },
  {
    id: "h24a-04-sg-outdoor-brand-ambassador",
    style: "h24a-southeast-asian-ambassador-agreements",
    format: "docx",
    source: String.raw`
# BRAND AMBASSADOR AGREEMENT
## Parties
BRAND OWNER: OUTDOOR REPUBLIC PTE. LTD. (UEN 201934567K), a company incorporated in Singapore with its registered office at 80 Robinson Road, #12-03, Singapore 068898 (the "Company")
AMBASSADOR: NUR AISYAH BINTE RAHMAN (NRIC No. S9234567D), of Blk 412 Tampines Street 41, #08-221, Singapore 520412 (the "Ambassador")
TALENT MANAGER: LUMEN TALENT PTE. LTD. (the "Manager"), which signs only to acknowledge Clause 9 and is not a party to this Agreement
## Background
The Company designs and sells outdoor apparel, footwear and camping equipment under the "Outdoor Republic" brand. The Company wishes to appoint the Ambassador as the face of its 2027 "Trail Ready" campaign.
1> Appointment and Term. The Company appoints the Ambassador as its brand ambassador for a term of twelve (12) months commencing on 01/03/2027 (the "Term").
1> Deliverables. The Ambassador shall (a) attend one (1) photo and video shoot day; (b) publish two (2) Instagram feed posts, four (4) Instagram Stories and two (2) TikTok videos per calendar month; and (c) attend two (2) in-store appearances at the Company's flagship store.
1> Licence. The Ambassador grants to the Company a licence during the Term to use the Content and the Ambassador's name and likeness on social media (Instagram, TikTok, Facebook and YouTube), on the Company's website and e-commerce store, and on in-store displays at Outdoor Republic retail outlets, in the ASEAN member states, excluding Myanmar and Laos. For clarity, no right is granted for out-of-home, print, television or cinema advertising.
1> Sub-licensing. The Company may sub-license the Content to its authorised distributors in the licensed territories for use in the media set out in Clause 3 only.
1> Exclusivity. During the Term the Ambassador shall not endorse, promote or appear in advertising for any outdoor apparel, footwear or camping equipment brand other than the Company's ("Competing Products"). The Ambassador's existing partnership with Hydra Isotonic (a sports beverage) may continue and is not a Competing Product.
1> Fees. The Company shall pay the Ambassador a fee of SGD 36,000 (the "Ambassador Fee"), in three (3) equal instalments of SGD 12,000 on 01/03/2027, 01/07/2027 and 01/11/2027. If the Ambassador is registered for GST, GST at 9 per cent shall be added to each instalment. In addition, the Company shall provide products of a retail value of up to SGD 2,000 for use in the Content, which do not form part of the Ambassador Fee.
1> Conduct. If the Ambassador commits any act or makes any statement which, in the Company's reasonable opinion, brings the Ambassador or the Company into public disrepute, contempt or scandal, the Company may terminate this Agreement with immediate effect.
1> Assignment. The Ambassador may not assign or delegate any of her obligations under this Agreement.
1> Payment Directions. All payments shall be made to the Manager's account for the Ambassador's benefit; the Manager's commission is a matter between the Manager and the Ambassador.
1> Governing Law. This Agreement is governed by the laws of Singapore. Any dispute shall be referred to arbitration in Singapore administered by the Singapore International Arbitration Centre.
| Signed for Outdoor Republic Pte. Ltd. | Signed by the Ambassador | Acknowledged by Lumen Talent Pte. Ltd. |
| Name: Benjamin Goh Kian Seng, Director | Nur Aisyah binte Rahman | Name: Priscilla Ong, Director |
| Date: 15/02/2027 | Date: 17/02/2027 | Date: 17/02/2027 |
`,
    expected: {
      parties: ["Outdoor Republic Pte. Ltd.", "Nur Aisyah binte Rahman"],
      signed: "2027-02-17",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["BN", "KH", "ID", "MY", "PH", "SG", "TH", "VN"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["SGD 36000"],
      flags: ["sublicensable", "non_compete", "morality_clause"]
    }
  },
  {
    id: "h24a-05-my-influencer-bm-prevails",
    style: "h24a-southeast-asian-ambassador-agreements",
    format: "pdf",
    source: String.raw`
# PERJANJIAN PEMPENGARUH / INFLUENCER AGREEMENT
This Agreement is made between KEDAI KOPI SINAR SDN. BHD. (Registration No. 201801023456 (1284567-X)), a company incorporated in Malaysia with its principal place of business at Lot 3-1, Jalan Bangsar Utama 1, 59000 Kuala Lumpur (the "Company") and DANIEL LIM WEI JIE (NRIC No. 930412-14-5567), of 22, Jalan SS2/64, 47300 Petaling Jaya, Selangor (the "Influencer").
## 1. Campaign / Kempen
The Influencer shall create and publish the Content described in the Schedule on his Instagram, TikTok and YouTube accounts during the Campaign Period, and the Company may share, repost and boost the Content on its own Instagram, TikTok and Facebook accounts during the Campaign Period. No right is granted to use the Content on television, in print or on outdoor media.
## 2. Territory / Wilayah
Malaysia.
## 3. Fee / Bayaran
3.1 The Company shall pay the Influencer RM24,000 (the "Fee") within 30 days after the last item of Content is published.
3.2 The Fee is exclusive of Service Tax (SST) at 8 per cent, which shall be charged in addition where applicable.
3.3 The Company shall deduct withholding tax at 2 per cent under section 107D of the Income Tax Act 1967 from the Fee and remit it to the Inland Revenue Board of Malaysia (LHDN).
3.4 Reasonable transport claims for attending the Company's outlets, not exceeding RM300 per month, shall be reimbursed against receipts.
## 4. Approval / Kelulusan
All Content shall be submitted to the Company for approval at least three (3) working days before publication and shall comply with the Malaysian Code of Advertising Practice.
## 5. Assignment / Penyerahhakan
The Company may assign this Agreement to any of its related corporations upon written notice to the Influencer.
## 6. Exclusivity / Eksklusiviti
The Influencer is engaged on a non-exclusive basis.
## 7. Language / Bahasa
This Agreement is made in Bahasa Malaysia and English. In the event of any inconsistency between the two versions, the Bahasa Malaysia version shall prevail.
## 8. Governing Law
This Agreement is governed by the laws of Malaysia and the parties submit to the jurisdiction of the courts of Kuala Lumpur.
## SCHEDULE / JADUAL
| Item | Details |
| Campaign Period | 01/06/2027 to 30/11/2027 |
| Content | 6 Instagram Reels, 6 TikTok videos and 2 YouTube vlogs featuring Kopi Sinar outlets and products |
| Posting dates | To be agreed monthly, not fewer than 2 items per month |
## RIDER A
This Rider forms part of the Agreement and shall prevail over it. Clause 6 (Exclusivity) is deleted and replaced with: "6. The Influencer shall not, during the Campaign Period and for thirty (30) days after it ends, create or publish sponsored content for any other coffee chain, cafe chain or ready-to-drink coffee brand in Malaysia."
Signed for and on behalf of Kedai Kopi Sinar Sdn. Bhd.: Farah Nadia binti Hashim, Marketing Director. Date: 20/05/2027
Signed by the Influencer: Daniel Lim Wei Jie. Date: 20/05/2027
`,
    expected: {
      parties: ["Kedai Kopi Sinar Sdn. Bhd.", "Daniel Lim Wei Jie"],
      signed: "2027-05-20",
      start: "2027-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["MY"],
      channels: ["social"],
      exclusive: true,
      fees: ["MYR 24000"],
      flags: ["assignable", "non_compete"]
    }
  },
  {
    id: "h24a-06-ph-snack-endorser-tvc",
    style: "h24a-southeast-asian-ambassador-agreements",
    format: "text",
    source: String.raw`
# ENDORSEMENT AGREEMENT
KNOW ALL MEN BY THESE PRESENTS:
This Endorsement Agreement is made and entered into in Makati City, Metro Manila, Philippines, this 8th day of July 2027, by and between:
GOLDEN HARVEST SNACK FOODS, INC., a corporation duly organized and existing under the laws of the Philippines, SEC Registration No. CS201512345, with principal office at 28/F Ayala Tower One, Ayala Avenue, Makati City, represented herein by its President, Ma. Teresa L. Villanueva (hereinafter the "COMPANY");
- and -
ENRIQUE DELA CRUZ SANTOS, known professionally as "Kiko Santos", Filipino, of legal age, with address at 15 Mabini Street, Barangay Kapitolyo, Pasig City (hereinafter the "ENDORSER").
WITNESSETH: That the COMPANY manufactures and sells popcorn under the brand "Cinema Crunch", and desires to engage the ENDORSER to endorse the said product.
1. SERVICES. The ENDORSER shall render one (1) shooting day for a thirty-second television commercial (the "TVC") and related stills, and shall post three (3) times on his Facebook, Instagram and TikTok accounts.
2. AIRING DATE. The TVC shall first air on 01/09/2027 (the "Airing Date").
3. TERM. The term of this Agreement shall be one (1) year from the Airing Date.
4. MEDIA. The COMPANY may use the TVC, stills and posts on free-to-air and cable television, on the COMPANY's Facebook, Instagram, TikTok and YouTube accounts, and on the COMPANY's website, excluding cinema, print and out-of-home media.
5. TERRITORY. The Philippines. The COMPANY may extend the Territory to other ASEAN markets by written notice and payment of an additional PHP 1,500,000.00; this option has not been exercised.
6. ENDORSEMENT FEE. The COMPANY shall pay the ENDORSER a fee of THREE MILLION FIVE HUNDRED THOUSAND PESOS (PHP 3,500,000.00), exclusive of 12% VAT. The fee is subject to 10% expanded withholding tax, which the COMPANY shall withhold and remit to the Bureau of Internal Revenue. A styling and grooming allowance of PHP 25,000.00 per shooting day shall be reimbursed separately.
7. NON-EXCLUSIVITY. This engagement is non-exclusive. Nothing herein shall restrict the ENDORSER from endorsing other food and beverage products, including snack products, during the Term.
8. MORAL RIGHTS. The ENDORSER waives any moral rights he may have under the Intellectual Property Code of the Philippines (Republic Act No. 8293) in the TVC and stills.
9. LANGUAGE. This Agreement is executed in English. A Filipino translation is provided for the ENDORSER's convenience only; in case of conflict, the English version shall govern.
10. VENUE. Any action arising from this Agreement shall be filed exclusively in the proper courts of Makati City.
IN WITNESS WHEREOF, the parties have signed this Agreement on the date and at the place first above written.
GOLDEN HARVEST SNACK FOODS, INC. By: Ma. Teresa L. Villanueva, President
ENRIQUE DELA CRUZ SANTOS, Endorser
SIGNED IN THE PRESENCE OF: Ramon P. Aquino; Liza M. Fernandez
ACKNOWLEDGMENT: Republic of the Philippines, Makati City, S.S. Before me, a Notary Public for and in Makati City, this 8th day of July 2027, personally appeared the above-named persons. Doc. No. 214; Page No. 43; Book No. XII; Series of 2027.
`,
    expected: {
      parties: ["Golden Harvest Snack Foods, Inc.", "Enrique Dela Cruz Santos"],
      signed: "2027-07-08",
      start: "2027-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["PH"],
      channels: ["broadcast", "social", "web"],
      exclusive: false,
      fees: ["PHP 3500000"],
      flags: ["moral_rights_waiver"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h24a-07-sg-cafe-creator-letter",
    style: "h24a-southeast-asian-ambassador-agreements",
    format: "scan",
    source: String.raw`
# THE PRINT ROOM CAFE PTE. LTD.
UEN 202211876M | 9 Duxton Hill, Singapore 089594
22/09/2027
To: Tan Jia Hui (@jiahuieats)
Creator Collaboration - Mooncake Festival Menu
Dear Jia Hui,
We are pleased to confirm your collaboration with The Print Room Cafe on the following terms.
1. Deliverables: one (1) Instagram Reel and one (1) TikTok video featuring our festive menu, to be posted on your accounts on 05/10/2027.
2. Usage: we may repost and boost both videos on our own Instagram and TikTok accounts for three (3) months from the date of your first post, in Singapore only. No use in print, on our website or on our shop-front screens.
3. Fee: SGD 2,500, payable within 14 days of posting. If you are GST-registered, GST at 9 per cent (SGD 225) will be added. A complimentary dining credit of SGD 150 is provided for the visit and is not part of the fee.
4. We may not license or sub-license the videos to any third party.
5. This letter is governed by Singapore law.
Kind regards,
Rachel Teo, Owner, The Print Room Cafe Pte. Ltd.
Accepted and agreed: Tan Jia Hui. Date: 24/09/2027
`,
    expected: {
      parties: ["The Print Room Cafe Pte. Ltd.", "Tan Jia Hui"],
      signed: "2027-09-24",
      start: "2027-10-05",
      end: "2028-01-04",
      perpetual: false,
      territories: ["SG"],
      channels: ["social"],
      exclusive: null,
      fees: ["SGD 2500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h24a-08-uk-cardiologist-hcp-video",
    style: "h24a-pharma-hcp-testimonial-consents",
    format: "docx",
    source: String.raw`
# CONSULTANCY AGREEMENT - HEALTHCARE PROFESSIONAL FILMED INTERVIEW
Job bag number: UK-CDX-2027-0143. Date of preparation: April 2027.
This Agreement is made between:
(1) HALVERGATE PHARMACEUTICALS UK LIMITED, a company registered in England and Wales under number 04567123, whose registered office is at 3 Cambridge Science Park, Milton Road, Cambridge CB4 0FZ ("Halvergate"); and
(2) DR PRIYA RAGHUNATHAN MBBS FRCP, Consultant Cardiologist, of 41 Harborne Road, Edgbaston, Birmingham B15 3BU ("the Consultant").
## 1. Services
1.1 Halvergate engages the Consultant, for her expertise in heart failure, to take part in a filmed interview on the clinical use of Cardivex (the "Services"). The Services comprise up to two hours of preparation and briefing and up to three hours of filming.
1.2 This Agreement is entered into in accordance with the ABPI Code of Practice for the Pharmaceutical Industry. It is not an inducement to prescribe, supply, recommend, buy or sell any medicine.
## 2. Honorarium
2.1 Halvergate shall pay the Consultant an honorarium at the fair-market-value rate of £180 per hour for a maximum of five hours, that is a total honorarium of £900, within 30 days of receipt of her invoice.
2.2 Halvergate shall reimburse standard-class rail travel and one night's hotel accommodation, up to £180, in accordance with its travel policy. Reimbursed expenses are not part of the honorarium.
2.3 Halvergate will disclose this transfer of value on Disclosure UK.
## 3. Use of the Materials
3.1 The Consultant consents to Halvergate using the filmed interview and stills from it (the "Materials") solely in promotional materials for UK healthcare professionals: on Halvergate's healthcare professional portal and in printed detail aids and leave-behind pieces used by Halvergate's representatives.
3.2 The Materials shall not be used in direct-to-consumer advertising, on social media or on any website accessible to the general public.
3.3 Halvergate may use the Materials for twenty-four months from the Certification Date stated in Schedule 1.
## 4. Grant of Rights
The Consultant grants Halvergate a non-exclusive, non-transferable licence to use the Materials as set out in Clause 3. Halvergate shall not sub-license the Materials to any third party.
## 5. Other Work
Nothing in this Agreement restricts the Consultant from providing services to other pharmaceutical or medical-device companies, including competitors of Halvergate.
## 6. Moral Rights
The Consultant does not waive her moral rights. She shall be identified by name and title in all Materials, together with a statement that she was paid by Halvergate.
## 7. Withdrawal of Consent
The Consultant may withdraw her consent to further use of the Materials by 30 days' written notice, after which Halvergate shall not distribute new copies of the Materials.
## 8. Law
This Agreement is governed by the laws of England and Wales.
## SCHEDULE 1
| Item | Detail |
| Filming date | 6 May 2027 |
| Certification Date | 12 May 2027 |
| Product | Cardivex (prescription-only medicine) |
| Signed for Halvergate Pharmaceuticals UK Limited | Signed by the Consultant |
| Dr Martin Oyelaran, Medical Director | Dr Priya Raghunathan |
| 28 April 2027 | 30 April 2027 |
`,
    expected: {
      parties: ["Halvergate Pharmaceuticals UK Limited", "Priya Raghunathan"],
      signed: "2027-04-30",
      start: "2027-05-12",
      end: "2029-05-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["GBP 900"],
      flags: [],
      denies: ["sublicensable", "non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "h24a-09-us-patient-testimonial-consent",
    style: "h24a-pharma-hcp-testimonial-consents",
    format: "pdf",
    source: String.raw`
# PATIENT TESTIMONIAL CONSENT, RELEASE AND HIPAA AUTHORIZATION
Northmere Therapeutics, Inc., 1200 Market Street, Suite 900, Philadelphia, PA 19107 ("Northmere")
Patient: Dolores Ann Whitfield ("you")
## About This Consent
Northmere would like to share your experience of living with severe asthma and of treatment with Respiva (the "Story") with healthcare professionals. Northmere follows the PhRMA Code on Interactions with Health Care Professionals. Approval number US-RSP-2027-0088.
## How Your Story Will Be Used
Your Story, including your photograph and a short video, may be used in educational and promotional materials for healthcare professionals in the United States: on Northmere's website for healthcare professionals and in advertisements in medical journals. Your Story shall not be used in direct-to-consumer advertising, on television or on social media.
## Use of Your Name
Northmere will not use your full name. You will be identified by your first name and the initial of your last name only.
## Payment
You will not be paid for your participation. Northmere will reimburse your reasonable travel costs to attend the filming, up to $400, and will provide a meal allowance of $50 for the filming day. These are reimbursements, not payment.
## How Long This Consent Lasts
This consent and authorization remain in effect for three (3) years from the date you sign it, unless you revoke them earlier.
## Your Right to Revoke
This consent is revocable. You may revoke it at any time by writing to Northmere's Privacy Office at the address above. Revocation will not affect materials already distributed.
## Other Terms
Northmere will not sell, license or sublicense your Story or your health information to anyone. Your decision whether to sign will not affect your treatment, payment, enrollment or eligibility for benefits.
Signature of Patient: Dolores Ann Whitfield   Date: 06/14/2027
Accepted for Northmere Therapeutics, Inc.: Karen J. Ostrowski, Director, Patient Advocacy   Date: 06/14/2027
`,
    expected: {
      parties: ["Northmere Therapeutics, Inc.", "Dolores Ann Whitfield"],
      signed: "2027-06-14",
      start: "2027-06-14",
      end: "2030-06-13",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "h24a-10-au-pharmacist-services-rider",
    style: "h24a-pharma-hcp-testimonial-consents",
    format: "text",
    source: String.raw`
# SERVICES AGREEMENT - HEALTHCARE PROFESSIONAL VIDEO
Parties
Aurelian Health Australia Pty Ltd (ABN 41 612 345 678) of Level 9, 1 Chifley Square, Sydney NSW 2000 (Aurelian)
Sophie Anne Karalis, registered pharmacist (AHPRA PHA0001234567), of 27 Rose Street, Fitzroy VIC 3065 (Pharmacist)
1. Services. The Pharmacist will take part in a filmed interview at the Billboard Lane Pharmacy, Fitzroy, on the counselling of patients using Aurelian's Veloxa inhaler. The Billboard Lane Pharmacy is not a party to this agreement.
2. Code. This agreement is made in accordance with the Medicines Australia Code of Conduct. The materials are intended for healthcare professionals only and shall not be used in direct-to-consumer advertising. Aurelian acknowledges that advertising prescription medicines to the public is prohibited in Australia.
3. Use. Aurelian may use the video and stills on its password-protected pharmacy education website and in advertisements in pharmacy trade journals, in Australia.
4. Term. Aurelian may use the materials for twelve months from the date of first use, 01/04/2027.
5. Fee. Aurelian will pay an honorarium at the fair-market-value rate of $250 per hour for a maximum of four hours, a total of $1,000, plus GST. Aurelian will reimburse economy airfares and accommodation at cost up to $260 per night. If Aurelian cancels the filming less than 48 hours before it is due, it will pay a cancellation fee of 50% of the honorarium.
6. Exclusivity. There is no exclusivity. The Pharmacist may provide services to other pharmaceutical companies, including competitors of Aurelian.
7. Withdrawal. The Pharmacist may withdraw her consent to further use of the materials at any time by notice in writing.
8. Assignment. Aurelian may not assign this agreement without the Pharmacist's written consent.
9. Law. This agreement is governed by the laws of New South Wales.
RIDER 1 - This Rider forms part of the agreement and prevails over it. Clause 4 is deleted and replaced by: "4. Term. Aurelian may use the materials from the date of first use, 01/04/2027, until 31/03/2029."
Signed for Aurelian Health Australia Pty Ltd: James Whitcombe, Head of Medical Affairs, 15/03/2027
Signed by the Pharmacist: Sophie Anne Karalis, 18/03/2027
`,
    expected: {
      parties: ["Aurelian Health Australia Pty Ltd", "Sophie Anne Karalis"],
      signed: "2027-03-18",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["AUD 1000"],
      flags: [],
      denies: ["non_compete", "assignable"]
    }
  }
]
