// Held-out author "h18b" (wave 18), a held-out batch from 2026-11-28 (frozen, scored only) until wave 29, when it moved
// to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). One batch written
// without reading the reader's rules or the other batches' texts (only Corpus.ts, evaluate.ts, Review.ts,
// ContractFlags.ts, Doubts.ts, the top of NOTES.md and the answer rules in the n11 header, the first entry of n11's
// batch for the file convention, and the file names of unseen/), and committed before the reader was run on it: Indian
// drafting ("hereinafter referred to as", "of the ONE PART", stamp paper, amounts in lakh such as "INR 45,00,000/-",
// GST on top and TDS deducted, a term counted from a first telecast recited in the agreement, an honorary engagement
// with capped expenses); translated Chinese contracts ("Party A" and "Party B", numbered Articles, RMB tax-inclusive
// prices, the PRC territory excluding Hong Kong, Macao and Taiwan, "all countries and regions other than mainland
// China", a supplementary article that overrides an earlier one, liquidated damages and withheld income tax); and
// Australian drafting (ABN and ACN, "plus GST" and "inclusive of GST", a schedule with a special condition that
// overrides an item, a quote and tax invoice accepted by e-mail, a deed with moral rights consents under the Copyright
// Act 1968, the Commonwealth of Australia).
//
// Answer rules decided by this author: the parties are the two who are bound (a photographer engaged by the company, an
// agent, a witness, a performer of a licensed recording and an advertiser named as not a party are not); the
// boilerplate "which expression shall include its successors and assigns" in a party's description is not an assignment
// clause; the signing date is the date of execution (for an accepted quote, the acceptance); start and end from "N
// months/years from" end the day before the anniversary; fees are the sums paid for services or rights: GST, TDS, VAT,
// withheld income tax, an instalment, a deposit, a total, interest on late payment, liquidated damages, reimbursed
// expenses and a cancellation fee are not fees; where GST is added the fee is the figure before GST, where the only
// figure stated is "inclusive of GST" the fee is that figure, and a fee in lakh is written in full ("INR 45,00,000/-"
// is INR 4500000); an honorary engagement states no fee; RMB is CNY; "the People's Republic of China (excluding Hong
// Kong, Macao and Taiwan)" is CN, "all countries and regions other than mainland China" and "throughout the world" are
// worldwide, the States and Territories of Australia are AU and a state of India is IN; a later clause that overrides
// an earlier one holds (a supplementary article taking television out, a special condition adding New Zealand);
// television (free-to-air, subscription, telecast) is broadcast, radio is broadcast, hoardings and billboards
// out_of_home, a brand's accounts on Weibo, WeChat, Douyin, Bilibili, Instagram and YouTube social, a website or online
// store web, counter displays in_store, catalogues and brochures print, cinema halls cinema; a promise not to endorse a
// competing brand is an exclusivity with non_compete; a consent to acts that would infringe moral rights is a moral
// rights waiver, a refusal of that consent denies it; an option to extend is not automatic renewal; "shall not
// sub-license" denies sublicensable and "shall not transfer or assign" denies assignable; a lump sum after which no
// further remuneration is due for any use is a buyout.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h18b-indian-stamp-paper-agreements",
  "h18b-party-a-party-b-translations",
  "h18b-australian-abn-gst-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h18b-01-mumbai-brand-endorsement",
    style: "h18b-indian-stamp-paper-agreements",
    format: "docx",
    source: `
# BRAND ENDORSEMENT AGREEMENT
(On Non-Judicial Stamp Paper of Rs. 500/- purchased in the name of Saffron Leaf Beverages Private Limited)
This Brand Endorsement Agreement (hereinafter referred to as the "Agreement") is made and executed at Mumbai on this 14th day of January, 2026
BY AND BETWEEN
Saffron Leaf Beverages Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 7th Floor, Kamala Mills Compound, Lower Parel, Mumbai 400 013 (CIN U15490MH2019PTC321456), acting through its authorised signatory Mr. Rohan Mehta, Director (hereinafter referred to as the "Company", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include its successors and permitted assigns) of the ONE PART;
AND
Ms. Ananya Deshmukh, aged about 29 years, residing at Flat 1204, Sea Breeze Apartments, Bandra (West), Mumbai 400 050, PAN AKZPD4421K (hereinafter referred to as the "Endorser", which expression shall, unless repugnant to the context or meaning thereof, be deemed to mean and include her legal heirs and representatives) of the OTHER PART.
The Company and the Endorser are hereinafter individually referred to as a "Party" and collectively as the "Parties".
## WHEREAS
A. The Company is engaged in the business of manufacturing and marketing packaged non-alcoholic beverages under the brand "Saffron Leaf".
B. The Endorser is a well-known film actress and has agreed to endorse the said brand on the terms and conditions hereinafter appearing.
## NOW THIS AGREEMENT WITNESSETH AS UNDER:
1> Term. This Agreement shall be valid for a period of 24 (twenty-four) months commencing from 1st February, 2026 (the "Term"), unless terminated earlier in accordance with Clause 8.
1> Territory. The rights granted herein may be exercised within the territorial limits of the Republic of India only (the "Territory").
1> Grant of rights. The Endorser hereby grants to the Company the right to use her name, photographs, likeness and voice as captured in the Advertising Material for the purpose of advertising the brand in the following media: television (terrestrial, cable and satellite), print (newspapers and magazines), outdoor hoardings, and the Company's website and official social media handles.
1> Exclusivity. During the Term the Endorser shall not endorse, promote or be associated with any other brand of packaged non-alcoholic beverages in any manner whatsoever.
1> Services. The Endorser shall make herself available for 2 (two) days of shooting and 1 (one) day of public appearance during the Term at dates mutually agreed.
1> Consideration. In consideration of the above, the Company shall pay to the Endorser a total professional fee of INR 45,00,000/- (Rupees Forty-Five Lakh only), exclusive of GST @ 18%, which shall be paid by the Company in addition against a valid tax invoice.
2> 50% of the professional fee shall be paid within 7 (seven) days of execution of this Agreement and the balance 50% within 15 (fifteen) days of completion of the shoot.
2> All payments shall be subject to deduction of tax at source (TDS) under Section 194J of the Income Tax Act, 1961, and the Company shall issue Form 16A in respect thereof.
1> Restrictions. The Company shall not sub-license the rights granted herein to any third party.
1> Termination. The Company shall be entitled to terminate this Agreement forthwith by written notice if the Endorser is convicted of any offence involving moral turpitude or conducts herself in a manner which brings the Company or the brand into public disrepute, scandal or ridicule.
1> Governing law and jurisdiction. This Agreement shall be governed by the laws of India and the courts at Mumbai shall have exclusive jurisdiction.
IN WITNESS WHEREOF the Parties have set their respective hands on the day, month and year first hereinabove written.
| For Saffron Leaf Beverages Private Limited | Endorser |
| Rohan Mehta, Director | Ananya Deshmukh |
| Witness 1: Sneha Kulkarni | Witness 2: Amit Joshi |
`,
    expected: {
      parties: ["Saffron Leaf Beverages Private Limited", "Ananya Deshmukh"],
      signed: "2026-01-14",
      start: "2026-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["IN"],
      channels: ["broadcast", "print", "out_of_home", "web", "social"],
      exclusive: true,
      fees: ["INR 4500000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h18b-02-bengaluru-model-release-stamp-paper",
    style: "h18b-indian-stamp-paper-agreements",
    format: "scan",
    source: `
# KARNATAKA NON JUDICIAL STAMP PAPER  RS. 100
# MODEL RELEASE AND CONSENT DEED
This Model Release and Consent Deed is executed at Bengaluru on this 3rd day of March, 2026 by Ms. Kavya Raghunathan, D/o Shri K. Raghunathan, aged 24 years, residing at No. 48, 6th Cross, Malleswaram, Bengaluru 560 003 (hereinafter referred to as the "Model") in favour of Tantuvi Handlooms LLP, a limited liability partnership registered under the LLP Act, 2008, having its office at 22 Commercial Street, Bengaluru 560 001 (hereinafter referred to as the "Firm", which expression shall include its successors and assigns).
WHEREAS the Firm has engaged Mr. Suresh Pai, an independent photographer (who is not a party to this Deed), to photograph the Model wearing the Firm's silk sarees on 27th February, 2026 (the "Photographs").
NOW THIS DEED WITNESSETH:
1. With effect from the date of this Deed, the Model hereby irrevocably grants to the Firm the right to reproduce and publish the Photographs in perpetuity, throughout the world.
2. The Photographs may be used in the Firm's printed catalogues, on its e-commerce website and on its social media pages.
3. The Firm has paid to the Model a lump sum fee of INR 75,000/- (Rupees Seventy-Five Thousand only) by NEFT, after deducting TDS @ 10%, i.e. a net amount of INR 67,500/-, the receipt of which the Model hereby acknowledges.
4. The Model shall not claim any further remuneration, royalty or compensation for any use of the Photographs permitted by this Deed.
5. The Photographs shall not be used in any manner that is obscene or defamatory or that depicts the Model as endorsing any political party.
IN WITNESS WHEREOF the Model has signed this Deed on the date first above written, and the Firm has accepted the same.
Model: Kavya Raghunathan (sd/-)
For Tantuvi Handlooms LLP: Meera Hegde, Designated Partner (sd/-)
Witnesses: 1. Lakshmi Narayan  2. Prakash Rao
`,
    expected: {
      parties: ["Kavya Raghunathan", "Tantuvi Handlooms LLP"],
      signed: "2026-03-03",
      start: "2026-03-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: ["INR 75000"],
      flags: ["perpetual_term", "irrevocable_grant", "buyout"]
    }
  },
  {
    id: "h18b-03-music-licence-from-first-telecast",
    style: "h18b-indian-stamp-paper-agreements",
    format: "pdf",
    source: `
# SYNCHRONISATION LICENCE AGREEMENT
This Synchronisation Licence Agreement is entered into at New Delhi on this 22nd day of April, 2026
BETWEEN
Swarlipi Music Publishing Private Limited, a company registered under the Companies Act, 1956, having its registered office at B-14, Okhla Industrial Area Phase II, New Delhi 110 020 (hereinafter referred to as the "Licensor", which expression shall, unless repugnant to the context, include its successors and assigns) of the FIRST PART;
AND
Chaukath Films LLP, having its principal office at 301 Laxmi Industrial Estate, Andheri (West), Mumbai 400 053 (hereinafter referred to as the "Licensee", which expression shall, unless repugnant to the context, include its successors and permitted assigns) of the SECOND PART.
## RECITALS
A. The Licensor is the owner of the copyright in the musical and literary work "Barkha Re" (the "Composition").
B. The Licensee has produced a 30-second advertising film for its client Nirmal Agro Foods Limited (which is not a party to this Agreement) embodying an excerpt of the Composition (the "Advertisement").
C. The Advertisement was first telecast on 10th April, 2026, and the Licensee has approached the Licensor to regularise and license the use of the Composition therein.
## OPERATIVE PART
1> The Licensor hereby grants to the Licensee a non-exclusive licence to synchronise the Composition with the Advertisement and to communicate the Advertisement to the public.
1> The licence shall be for a period of 3 (three) years commencing from the date of first telecast of the Advertisement as recorded in Recital C (the "Licence Period").
1> The licence shall extend to the territory of India only.
1> The Advertisement may be exhibited on television channels, in cinema halls as part of pre-show advertising, and on the YouTube channel and social media handles of Nirmal Agro Foods Limited. No other media are licensed.
1> In consideration of the licence, the Licensee shall pay to the Licensor a licence fee of INR 12,00,000/- (Rupees Twelve Lakh only) plus applicable GST, within 30 (thirty) days of execution hereof. Any delay in payment shall attract interest @ 18% per annum.
1> The Licensee shall not sub-license or assign the rights granted herein, and shall furnish a cue sheet to the Licensor within 15 days.
1> Upon expiry of the Licence Period, the Licensee shall cause the Advertisement to be withdrawn from all media.
IN WITNESS WHEREOF the Parties hereto have signed this Agreement on the date first written above.
| For Swarlipi Music Publishing Pvt. Ltd. | For Chaukath Films LLP |
| Authorised Signatory: Vikram Sethi | Designated Partner: Nandini Rao |
`,
    expected: {
      parties: ["Swarlipi Music Publishing Private Limited", "Chaukath Films LLP"],
      signed: "2026-04-22",
      start: "2026-04-10",
      end: "2029-04-09",
      perpetual: false,
      territories: ["IN"],
      channels: ["broadcast", "cinema", "social"],
      exclusive: false,
      fees: ["INR 1200000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h18b-04-chennai-honorary-voice-mou",
    style: "h18b-indian-stamp-paper-agreements",
    format: "text",
    source: `
# MEMORANDUM OF UNDERSTANDING
This Memorandum of Understanding ("MOU") is made at Chennai on 20th May, 2026 between:
Thozhi Foundation, a public charitable trust registered under the Indian Trusts Act, 1882, having its office at 12 Greams Road, Chennai 600 006 (hereinafter referred to as the "Trust"); and
Mr. Senthil Kumaran, voice artist, residing at 5/2 Luz Church Road, Mylapore, Chennai 600 004 (hereinafter referred to as the "Artist").
1. The Artist shall lend his voice to the Trust's public awareness campaign on girl child education in Tamil ("the Campaign").
2. The Trust may broadcast the recordings on radio and television and publish them on the Trust's Facebook, Instagram and YouTube pages.
3. The permission shall be valid for one year from 1st June, 2026.
4. The Campaign shall be released in the State of Tamil Nadu and the Union Territory of Puducherry only.
5. The Artist has agreed to render his services on an honorary basis and no fee or remuneration shall be payable to him. The Trust shall reimburse actual local conveyance expenses up to INR 10,000/- (Rupees Ten Thousand only) on production of bills.
6. The recordings shall not be used for any commercial or political purpose.
7. Either party may terminate this MOU by giving 30 days' notice in writing.
Signed for Thozhi Foundation: Dr. Revathi Sundaram, Managing Trustee
Signed: Senthil Kumaran
Place: Chennai  Date: 20.05.2026
`,
    expected: {
      parties: ["Thozhi Foundation", "Senthil Kumaran"],
      signed: "2026-05-20",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["IN"],
      channels: ["broadcast", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h18b-05-portrait-rights-licensing-contract",
    style: "h18b-party-a-party-b-translations",
    format: "pdf",
    source: `
# PORTRAIT RIGHTS LICENSING CONTRACT
(English translation for reference. In case of any discrepancy, the Chinese version shall prevail.)
Contract No.: QM-2026-PR-017
Party A (Licensor): Lin Yutong    ID Card No.: 3101**********4528
Party B (Licensee): Shanghai Qingmu Cosmetics Co., Ltd.    Unified Social Credit Code: 91310115MA1K4XXXXX
Address of Party B: Room 802, No. 1688 Zhangyang Road, Pudong New Area, Shanghai
In accordance with the Civil Code of the People's Republic of China and relevant laws and regulations, Party A and Party B, following the principles of equality, voluntariness and good faith, have reached the following agreement through friendly negotiation regarding Party B's use of Party A's portrait.
## Article 1 Licensed Content
Party A licenses Party B to use the photographs and video images of Party A taken at the shoot of February 25, 2026 (the "Portrait Materials") for the promotion of Party B's "Qingmu" skincare products.
## Article 2 Licence Period
The licence period is from March 1, 2026 to February 28, 2027.
## Article 3 Licensed Territory
The territory of the People's Republic of China (for the purposes of this Contract, excluding the Hong Kong SAR, the Macao SAR and the Taiwan region).
## Article 4 Licensed Channels
Party B's official Weibo account, WeChat official account and Douyin account; Party B's Tmall flagship store; and display posters at Party B's offline counters.
## Article 5 Exclusivity
During the licence period, Party A shall not license her portrait to any other cosmetics or skincare brand, nor endorse any such brand.
## Article 6 Contract Price and Payment
6.1 The contract price is RMB 300,000 (in words: Renminbi Three Hundred Thousand Yuan Only), tax inclusive.
6.2 Party B shall withhold and pay individual income tax on behalf of Party A in accordance with the law.
6.3 Party B shall pay the contract price to Party A's designated bank account within 10 working days after this Contract takes effect.
## Article 7 Restrictions
Party B shall not transfer or sub-license the rights under this Contract to any third party, and shall not use the Portrait Materials in a manner that damages Party A's reputation.
## Article 8 Liability for Breach
If Party B uses the Portrait Materials beyond the licence period or channels, Party B shall pay liquidated damages equal to 20% of the contract price.
## Article 9 Miscellaneous
This Contract is made in duplicate, each party holding one copy, and takes effect on the date of signature by both parties.
| Party A (signature): Lin Yutong | Party B (seal): Shanghai Qingmu Cosmetics Co., Ltd. |
| Date: February 20, 2026 | Authorised representative: Zhou Min  Date: February 20, 2026 |
`,
    expected: {
      parties: ["Lin Yutong", "Shanghai Qingmu Cosmetics Co., Ltd."],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["CN"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["CNY 300000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h18b-06-performer-agreement-supplementary-article",
    style: "h18b-party-a-party-b-translations",
    format: "scan",
    source: `
# ADVERTISING FILM PERFORMANCE AGREEMENT
Party A: Hangzhou Yunfan Technology Co., Ltd.
Party B: Chen Haoran (performer)
Signed at: Hangzhou    Date of signing: April 10, 2026
Article 1 Party B agrees to perform in the advertising film for Party A's smart speaker product (the "Film"). Shooting will be completed on April 17, 2026.
Article 2 The copyright of the Film belongs to Party A.
Article 3 Party A may use Party B's portrait and voice as contained in the Film for a period of three years from the day after completion of shooting, that is from April 18, 2026 to April 17, 2029.
Article 4 Scope of use: the Internet (including Party A's official website and its accounts on Douyin, Bilibili and Xiaohongshu) and television.
Article 5 Region of use: globally.
Article 6 Remuneration: RMB 80,000 (say: RMB Eighty Thousand Yuan Only), tax inclusive, paid in two instalments: 40% within 5 days after signing and 60% within 5 days after completion of shooting.
Article 7 Party A may authorise its affiliated companies and overseas distributors to use the Film within the scope of Articles 4 and 5.
Article 8 Disputes shall be submitted to the people's court at the place where Party A is located.
Article 9 Supplementary Provisions: Notwithstanding Article 4, the parties agree that Party B's portrait shall not be used on television. Where this Article conflicts with any other article, this Article shall prevail.
Party A (seal): Hangzhou Yunfan Technology Co., Ltd.    Party B (signature): Chen Haoran
`,
    expected: {
      parties: ["Hangzhou Yunfan Technology Co., Ltd.", "Chen Haoran"],
      signed: "2026-04-10",
      start: "2026-04-18",
      end: "2029-04-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["CNY 80000"],
      flags: ["sublicensable"]
    }
  },
  {
    id: "h18b-07-music-work-licence-outside-mainland",
    style: "h18b-party-a-party-b-translations",
    format: "docx",
    source: `
# MUSIC WORK LICENSING AGREEMENT
Party A (Licensor): Beijing Tianlai Records Co., Ltd.
Party B (Licensee): Chengdu Starforge Interactive Entertainment Co., Ltd.
This Agreement is made on May 18, 2026 in Beijing by Party A and Party B through consultation.
## Article 1 Licensed Work
The recorded song "Mountain Wind" performed by Su Qing, of which Party A owns the recording copyright and the copyright of the music and lyrics (the "Work").
## Article 2 Manner of Licence
2.1 Party A grants Party B a non-exclusive licence to use the Work as background music in Party B's mobile game "Jade Frontier" (the "Game") and in promotional videos of the Game.
2.2 The promotional videos may be published on Party B's official website and on Party B's official accounts on YouTube, X and TikTok.
## Article 3 Licence Period and Territory
| Item | Content |
| Licence period | From June 1, 2026 to May 31, 2028 |
| Licensed territory | All countries and regions in the world other than mainland China |
| Licence type | Non-exclusive |
## Article 4 Licence Fee
4.1 The licence fee is RMB 150,000 (VAT excluded). The value-added tax at the rate of 6% shall be borne by Party B.
4.2 Party B shall pay the licence fee within 15 working days after receiving the special VAT invoice issued by Party A.
## Article 5 Obligations of Party B
Party B shall not alter the lyrics or melody of the Work and shall credit the Work in the Game's credits.
## Article 6 Effectiveness
This Agreement is made in two counterparts and shall take effect upon being signed and sealed by both parties.
| Party A (seal): Beijing Tianlai Records Co., Ltd. | Party B (seal): Chengdu Starforge Interactive Entertainment Co., Ltd. |
| Legal representative: Wang Jian | Legal representative: Deng Lei |
`,
    expected: {
      parties: ["Beijing Tianlai Records Co., Ltd.", "Chengdu Starforge Interactive Entertainment Co., Ltd."],
      signed: "2026-05-18",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["CNY 150000"],
      flags: []
    }
  },
  {
    id: "h18b-08-sydney-talent-usage-schedule",
    style: "h18b-australian-abn-gst-licences",
    format: "docx",
    source: `
# TALENT ENGAGEMENT AND USAGE LICENCE
## Schedule
| Item | Details |
| 1. Licensor | Mia Kowalczyk (ABN 51 824 753 556), of 14 Ocean Street, Bondi NSW 2026 |
| 2. Licensee | Harbourline Home Loans Pty Ltd (ACN 612 345 678), of Level 9, 60 Margaret Street, Sydney NSW 2000 |
| 3. Shoot Date | 22 June 2026 (one 8-hour day) |
| 4. Term | 12 months commencing 1 July 2026 |
| 5. Territory | The Commonwealth of Australia (all States and Territories) |
| 6. Media | Free-to-air and subscription television; out-of-home (including digital billboards); the Licensee's Instagram, Facebook and YouTube accounts |
| 7. Shoot Fee | $1,200 plus GST |
| 8. Usage Fee | $18,000 plus GST |
| 9. Cancellation Fee | If the Licensee cancels the shoot less than 48 hours before the Shoot Date, 50% of the Shoot Fee |
| 10. Category Exclusivity | During the Term the Licensor must not appear in advertising for any other home loan lender or bank |
| Special Condition 1 | Despite Item 5, the Territory also includes New Zealand. |
## Terms
1> Grant. The Licensor grants the Licensee a licence to use the footage and stills of the Licensor recorded on the Shoot Date in the Media and the Territory during the Term.
1> Payment. The Licensee must pay each fee within 30 days of receiving a valid tax invoice. All amounts are in Australian dollars. GST is payable in addition on each fee at the rate under the A New Tax System (Goods and Services Tax) Act 1999 (Cth).
1> Total. For the avoidance of doubt, the total fees payable are $19,200 plus GST.
1> Special conditions. If a Special Condition is inconsistent with any Item of the Schedule, the Special Condition prevails.
1> Governing law. This agreement is governed by the laws of New South Wales.
Dated 12 June 2026
| Signed by Mia Kowalczyk | Signed for Harbourline Home Loans Pty Ltd by its director Grant Ellison |
`,
    expected: {
      parties: ["Mia Kowalczyk", "Harbourline Home Loans Pty Ltd"],
      signed: "2026-06-12",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "out_of_home", "social"],
      exclusive: true,
      fees: ["AUD 1200", "AUD 18000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h18b-09-melbourne-photo-quote-tax-invoice",
    style: "h18b-australian-abn-gst-licences",
    format: "text",
    source: `
# QUOTE AND TAX INVOICE No. 2026-114
Callum Reyes Photography, ABN 37 602 118 943, 8 Brunswick Street, Fitzroy VIC 3065
To: Department of Transport and Planning, State of Victoria, attention Ms Priya Lal, Communications Branch
Date of quote: 4 August 2026
Licence of photographs: 6 images from the Flinders Street Station series (refs CR-0411 to CR-0416)
Use: reproduction in printed brochures and on the Department's website only
Territory: Victoria, Australia
Licence type: non-exclusive
Licence period: from the date the Department accepts this quote until 30 June 2027
Licence fee    $2,500.00
GST (10%)    $250.00
Total payable    $2,750.00
Payment terms: 30 days from acceptance. A deposit of $500 is payable on acceptance and is credited against the total.
Credit: Photo: Callum Reyes. The Photographer asserts his moral rights under Part IX of the Copyright Act 1968 (Cth) and does not consent to any act or omission that would otherwise infringe them.
---
From: Priya Lal <priya.lal@transport.vic.gov.au>
Sent: Thursday, 6 August 2026 10:14 AM
To: Callum Reyes
Subject: RE: Quote 2026-114
Hi Callum, the Department accepts Quote 2026-114 as issued. PO 4500187723 attached. Regards, Priya Lal, Senior Communications Adviser
`,
    expected: {
      parties: ["Callum Reyes Photography", "Department of Transport and Planning"],
      signed: "2026-08-06",
      start: "2026-08-06",
      end: "2027-06-30",
      perpetual: false,
      territories: ["AU"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["AUD 2500"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h18b-10-athlete-deed-of-licence-and-consent",
    style: "h18b-australian-abn-gst-licences",
    format: "pdf",
    source: `
# DEED OF LICENCE AND CONSENT
This deed is made on 20 February 2026
between Jordan Whitlock of 3 Punt Road, Richmond VIC 3121 (Talent)
and Apex Fuel Nutrition Pty Ltd (ACN 634 901 552, ABN 22 634 901 552) of 41 Gipps Street, Collingwood VIC 3066 (Sponsor).
## Background
A. The Sponsor wishes to use the Talent's name, image and likeness to promote its sports nutrition products.
B. The Talent is a professional footballer and has agreed to grant the licence in this deed.
## Operative provisions
1> Definitions. Commencement Date means 1 March 2026. Term means 2 years from the Commencement Date.
1> Licence. The Talent grants the Sponsor an exclusive licence, within the sports nutrition category, to use the Talent's name, image, likeness and signature during the Term throughout Australia and New Zealand in all media now known or hereafter devised, excluding cinema.
1> Category exclusivity. During the Term the Talent must not promote, endorse or wear the branding of any other sports nutrition, protein or sports drink product.
1> Fee. The Sponsor must pay the Talent a licence fee of $40,000 (inclusive of GST) in two equal instalments, on the Commencement Date and on the first anniversary of the Commencement Date.
1> Moral rights. The Talent consents to the Sponsor and its agencies doing any act or omission in relation to the materials that would otherwise infringe the Talent's moral rights under the Copyright Act 1968 (Cth), including cropping, editing and use without attribution.
1> Conduct. The Sponsor may terminate this deed by notice if the Talent is charged with a criminal offence, or does anything which in the Sponsor's reasonable opinion brings the Talent, the Sponsor or the sport into disrepute.
1> Option. The Sponsor may extend the Term by 12 months by written notice given at least 60 days before the end of the Term, on fees to be agreed. The Term does not renew automatically.
1> Governing law. This deed is governed by the laws of Victoria.
Executed as a deed.
| Signed, sealed and delivered by Jordan Whitlock in the presence of: Sam Oduya (witness) | Executed by Apex Fuel Nutrition Pty Ltd in accordance with section 127 of the Corporations Act 2001 (Cth): Lena Fraser, director; Tom Nguyen, director/secretary |
`,
    expected: {
      parties: ["Jordan Whitlock", "Apex Fuel Nutrition Pty Ltd"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["AUD 40000"],
      flags: ["unlimited_media", "non_compete", "morality_clause", "moral_rights_waiver"],
      denies: ["automatic_renewal"]
    }
  }
]
