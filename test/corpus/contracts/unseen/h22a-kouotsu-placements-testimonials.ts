// Held-out author "h22a" (wave 22), one batch written without reading the reader (domain/, application/, adapters/),
// any other corpus batch, held-out/, NOTES.md or any run's output: only Corpus.ts, the flag names and LONG_TERM_MONTHS
// of ContractFlags.ts, the header and first entry of n11's batch for the file convention, the wave 22 checker and the
// names of the unseen/ files. Frozen before the reader was run on it. It holds three drafting styles: East Asian
// agreements in English translation (a Japanese advertising appearance agreement between an advertiser and a talent
// agency as Party Kou and Party Otsu, a Korean three-party advertising model contract as Gap, Eul and Byeong, a short
// Japanese photograph licence with "(seal)" blocks; JPY and KRW, consumption tax and VAT, Reiwa era years, dates
// written 2027/04/01 and 2027.04.01, a clause that the Japanese or Korean text prevails); product placement and brand
// integration (a UK drama placement under the broadcaster's rules with props supplied free, a US streaming film
// integration whose rider replaces the brand usage clause, an Australian letter whose usage dates are only in a
// schedule table); and patient and customer testimonials (a US hospital authorisation signed by the patient alone, a
// UK dental practice consent with a gift card, a B2B case-study consent letter countersigned by a customer named only
// in the signature block, a US device maker's patient testimonial agreement with an honorarium and expenses).
//
// Answer rules decided by this author: the parties are those the contract binds or names as the giver and taker of
// the rights: in a two-party Japanese agreement the advertiser (Kou) and the agency (Otsu) contracting in its own name,
// not the talent it "shall cause" to appear and who does not sign; in a Korean three-party contract all three (the
// model signs as Byeong); in a consent form signed by one person, that person and the organisation the permission is
// given to, even if it does not sign; a party named only in a signature block is still a party. Era years are read as
// their Gregorian years (Reiwa 9 is 2027). The signing date is the date written at the foot or against the last
// signature. Start is the first day the rights may be used: the first broadcast, release or publication date where
// the term runs from it (taken from wherever the contract states it), otherwise the stated start, otherwise the date
// a one-person authorisation is signed when it says it takes effect on signature. "N months/years from X" ends the
// day before the anniversary; "the earlier of a date and revocation (or an event not dated)" ends on the stated date.
// Fees are the sums paid to a party for the rights or the services: the placement fee the brand pays the producer,
// an appearance or licence fee, an honorarium, and a gift card handed to the person giving the testimonial in return
// for it; consumption tax, VAT and GST, a total including tax, instalments of a fee, expenses reimbursed, penalties and
// liquidated damages, a cancellation charge, the value of props supplied free and a donation to a charity (paid to
// a third party) are not. Channels are those in which the rights may be used, after exclusions and after a rider that
// replaces the grant: TV and CM air time broadcast, websites web, SNS, YouTube, LinkedIn and the brand's social
// accounts social, magazines, pamphlets, brochures, leaflets and annual reports print, transit, station and outdoor
// posters out_of_home, shop and point-of-sale displays in_store; a product placed in a programme is not itself a
// channel of the grant (the grant is the brand's own use of stills and clips); a company name containing "Outdoor",
// "Print" or "Cinema" is no channel. No territory stated: []. A promise by the talent, model or producer not to
// appear for or feature competing products is exclusivity (true) with non_compete; a clause headed "Exclusivity"
// that says there is none is false; silence is null. A form saying the person receives no payment is no_fee_stated.
// Denies lists only flags the text expressly rules out ("shall not sub-license", "may not assign", "shall not be
// automatically renewed", "this authorization is revocable" or a right to revoke at any time); a bar on assignment
// denies assignable only when it binds the taker of the rights.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h22a-east-asian-translated-agreements",
  "h22a-product-placement-agreements",
  "h22a-patient-and-customer-testimonials"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h22a-01-japanese-cm-appearance-kou-otsu",
    style: "h22a-east-asian-translated-agreements",
    format: "docx",
    source: `
# ADVERTISING APPEARANCE AGREEMENT (English Translation)
Hanamura Foods Co., Ltd. (hereinafter "Party Kou") and Studio Aoi Inc. (hereinafter "Party Otsu") hereby enter into the following agreement (hereinafter "this Agreement") concerning the appearance of Misaki Tanabe (hereinafter "the Talent"), who belongs to Party Otsu, in advertising for Party Kou.
## Article 1 (Purpose)
Party Otsu shall cause the Talent to appear in the advertisements for Party Kou's product "Hanamura Gold Curry" (hereinafter "the Product") produced by Party Kou (hereinafter "the Advertisements"), and Party Kou may use the Advertisements in accordance with this Agreement.
## Article 2 (Contract Period)
The contract period shall be from 2027/04/01 to 2028/03/31 (hereinafter "the Contract Period").
## Article 3 (Scope of Use)
(1) Party Kou may use the Advertisements within Japan during the Contract Period in the following media: (1) television commercials (terrestrial, BS and CS broadcasting); (2) Party Kou's official website and official SNS accounts; (3) in-store POP and shelf displays at retail stores handling the Product.
(2) The foregoing scope excludes transit advertising, station posters, outdoor billboards and newspaper and magazine advertising, which require a separate agreement and separate consideration.
## Article 4 (Secondary Use)
Party Kou shall not make secondary use of the Advertisements, including use for products other than the Product, use outside Japan or use after the Contract Period, without the prior written consent of Party Otsu and payment of consideration to be separately agreed.
## Article 5 (Appearance Fee)
(1) In consideration of the Talent's appearance and the rights under Article 3, Party Kou shall pay Party Otsu an appearance fee of JPY 18,000,000 (excluding consumption tax).
(2) Consumption tax on the appearance fee (currently 10%, JPY 1,800,000) shall be paid by Party Kou in addition.
(3) Party Kou shall bear, at actual cost, the travel, accommodation, hair and make-up expenses incurred for shooting days. Such expenses do not form part of the appearance fee.
(4) The appearance fee shall be paid by bank transfer to the account designated by Party Otsu by the end of the month following the month in which the first shooting day falls.
## Article 6 (Competing Products)
During the Contract Period, Party Otsu shall ensure that the Talent does not appear in any advertisement for curry roux, retort curry or instant noodle products of any company other than Party Kou. This restriction does not apply to the Talent's existing advertising contract for beverages disclosed to Party Kou before the date of this Agreement.
## Article 7 (Reputation)
If the Talent commits a criminal act, or an act that seriously damages the image of Party Kou or the Product, or becomes the subject of a scandal reported in the media, Party Kou may terminate this Agreement immediately by written notice and claim damages from Party Otsu.
## Article 8 (Prohibition of Assignment)
Neither party may assign or pledge to a third party any of its rights or obligations under this Agreement without the prior written consent of the other party.
## Article 9 (Language)
This Agreement is made in Japanese and English. In the event of any discrepancy between the two texts, the Japanese text shall prevail.
## Article 10 (Consultation)
Matters not provided for in this Agreement and doubts regarding its interpretation shall be resolved by good-faith consultation between Party Kou and Party Otsu. The Tokyo District Court shall have exclusive jurisdiction in the first instance.
In witness whereof, two originals of this Agreement have been prepared, each party affixing its name and seal, and each party retaining one original.
Reiwa 9 (2027), March 10
Party Kou: Hanamura Foods Co., Ltd., 2-4-1 Nihonbashi, Chuo-ku, Tokyo. Representative Director Kenji Hanamura (seal)
Party Otsu: Studio Aoi Inc., 5-12-3 Jingumae, Shibuya-ku, Tokyo. Representative Director Yuko Aoyama (seal)
`,
    expected: {
      parties: ["Hanamura Foods Co., Ltd.", "Studio Aoi Inc."],
      signed: "2027-03-10",
      start: "2027-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["JP"],
      channels: ["broadcast", "web", "social", "in_store"],
      exclusive: true,
      fees: ["JPY 18000000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h22a-02-korean-model-contract-gap-eul-byeong",
    style: "h22a-east-asian-translated-agreements",
    format: "pdf",
    source: `
# ADVERTISING MODEL CONTRACT
(Translation. The Korean original prevails.)
Hanul Cosmetics Co., Ltd. (hereinafter "Gap"), Starline Entertainment Co., Ltd. (hereinafter "Eul") and Kim Seo-yeon (hereinafter "Byeong") enter into this contract as follows regarding Byeong's appearance as the advertising model for Gap.
## Article 1 (Purpose)
The purpose of this contract is to set out the rights and obligations of Gap, Eul and Byeong concerning Byeong's appearance as the exclusive advertising model for Gap's skincare brand "Dew Garden" (hereinafter "the Brand"), Eul being the management agency of Byeong.
## Article 2 (Definitions)
(1) "Advertisement" means TV commercials, online videos, print advertisements and still photographs produced by Gap featuring Byeong.
(2) "First Exposure Date" means the date on which an Advertisement is first broadcast or published, as stated in Article 4.
## Article 3 (Contract Period)
The contract period is twelve (12) months from the First Exposure Date. This contract shall not be automatically renewed; any extension shall be agreed in writing by Gap, Eul and Byeong at least 30 days before the end of the contract period.
## Article 4 (Production and Exposure)
Filming shall take place on 2027.04.08 and 2027.04.09. The Advertisements shall first be exposed on 2027.05.01, which the parties confirm as the First Exposure Date.
## Article 5 (Media and Territory)
(1) Gap may use the Advertisements in the Republic of Korea in the following media: terrestrial, cable and IPTV broadcasting; Gap's website and online shopping mall; SNS channels; magazines; outdoor, subway and bus advertising; and in-store displays at Gap's stores and duty-free shops in Korea.
(2) Cinema advertising and any use outside the Republic of Korea are excluded.
## Article 6 (Model Fee)
(1) Gap shall pay a model fee of KRW 300,000,000 (VAT excluded) to Eul, in two instalments: 50% within 7 days of signing and 50% within 7 days of the First Exposure Date.
(2) VAT of 10% shall be added to each instalment. Eul shall settle Byeong's share under the management contract between Eul and Byeong.
## Article 7 (Competing Products)
During the contract period, Eul and Byeong shall not appear in any advertisement for cosmetics, skincare or beauty devices of any party other than Gap.
## Article 8 (Dignity)
Byeong shall not engage in conduct that damages the dignity of Gap or the Brand, including drug offences, drunk driving, violence, or social controversy. If Byeong does so, Gap may terminate this contract, and Eul and Byeong shall jointly return the model fee received and pay as penalty an amount equal to twice the model fee.
## Article 9 (Portrait Rights)
After the contract period, Gap shall not newly use Byeong's portrait, name or voice; Advertisements already printed or displayed may remain for up to 30 days for withdrawal.
## Article 10 (Governing Law)
This contract is governed by the laws of the Republic of Korea. The Seoul Central District Court has jurisdiction.
To evidence this contract, three copies are prepared and Gap, Eul and Byeong each sign or seal and keep one copy.
2027.03.15
Gap: Hanul Cosmetics Co., Ltd., CEO Park Ji-hoon (seal)
Eul: Starline Entertainment Co., Ltd., CEO Lee Min-ho (seal)
Byeong: Kim Seo-yeon (signature)
`,
    expected: {
      parties: ["Hanul Cosmetics Co., Ltd.", "Starline Entertainment Co., Ltd.", "Kim Seo-yeon"],
      signed: "2027-03-15",
      start: "2027-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["KR"],
      channels: ["broadcast", "web", "social", "print", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["KRW 300000000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h22a-03-japanese-photo-licence-seal",
    style: "h22a-east-asian-translated-agreements",
    format: "scan",
    source: `
# PHOTOGRAPH LICENCE AGREEMENT (Translation)
Office Minato K.K. ("Kou") and Yamabiko Travel Co., Ltd. ("Otsu") agree as follows on the use of photographs of the model Ren Kuroda, who is managed by Kou.
## Article 1 (Licence)
Kou grants Otsu a non-exclusive licence to use the twelve photographs listed in the Attachment (the "Photographs") in Otsu's printed travel pamphlets and on Otsu's website, in Japan only.
## Article 2 (Period)
2027/04/01 to 2029/03/31.
## Article 3 (Licence Fee)
Otsu shall pay Kou a licence fee of JPY 800,000 plus consumption tax of JPY 80,000, a total of JPY 880,000, by 2027/04/30.
## Article 4 (Alteration)
Otsu may crop and resize the Photographs but shall not otherwise alter them.
## Article 5 (Sub-licensing)
Otsu shall not sub-license the Photographs to any third party. Printing of the pamphlets by Otsu's printing contractor on Otsu's behalf is not a sub-licence.
## Article 6 (Language)
The Japanese text of this Agreement prevails over this translation.
Reiwa 9 (2027)/03/22
Kou: Office Minato K.K., Representative Director Akira Minato (seal)
Otsu: Yamabiko Travel Co., Ltd., Representative Director Hiroshi Kanda (seal)
`,
    expected: {
      parties: ["Office Minato K.K.", "Yamabiko Travel Co., Ltd."],
      signed: "2027-03-22",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["JP"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["JPY 800000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h22a-04-uk-drama-placement-outdoor-brand",
    style: "h22a-product-placement-agreements",
    format: "docx",
    source: `
# PRODUCT PLACEMENT AGREEMENT
THIS AGREEMENT is dated 14 May 2027
## PARTIES
(1) KESTREL LANE PRODUCTIONS LIMITED, a company incorporated in England and Wales with number 10928374, whose registered office is at 18 Dean Street, London W1D 3RS (the "Producer"); and
(2) FELLSIDE OUTDOOR LIMITED, a company incorporated in England and Wales with number 08811226, whose registered office is at Mill Yard, Kendal LA9 4QD (the "Brand").
## BACKGROUND
(A) The Producer is producing a six-part drama series currently entitled "The Long Fell" (the "Series") commissioned by the Broadcaster for first transmission on its channel.
(B) The Brand manufactures outdoor clothing and wishes its products to appear in the Series, and the Producer is willing to include them on the terms of this Agreement and subject to the Broadcaster's Rules.
## 1. DEFINITIONS
1.1 "Broadcaster" means Northern Vision Television plc; "Broadcaster's Rules" means the Ofcom Broadcasting Code (Section Nine) and the Broadcaster's product placement guidelines in force from time to time.
1.2 "First Transmission Date" means the date on which Episode 1 of the Series is first transmitted by the Broadcaster, as set out in Schedule 1.
1.3 "Products" means the Brand's jackets, fleeces and boots listed in Schedule 2; "Approved Materials" means the stills and clips from the Series approved by the Producer under clause 6.
## 2. PLACEMENT
2.1 The Producer shall use reasonable endeavours to feature the Products, worn by the lead characters, in at least four episodes of the Series, in the manner described in Schedule 2.
2.2 The Producer retains full editorial control. Nothing in this Agreement obliges the Producer to give the Products undue prominence, to refer to them in dialogue or to include any placement which the Broadcaster or the Producer considers would breach the Broadcaster's Rules. The Brand acknowledges that the Series will carry the product placement ("P") logo.
## 3. PLACEMENT FEE
3.1 In consideration of the placement the Brand shall pay the Producer a placement fee of £45,000 (forty-five thousand pounds) plus VAT, 50% on signature and 50% within 14 days of the First Transmission Date.
3.2 The Brand shall supply the Products free of charge for use as costumes and props (retail value approximately £3,200). The Products supplied are not part of the placement fee and shall not be returned.
3.3 If the Broadcaster does not transmit the Series within 18 months of the date of this Agreement the Producer shall refund the placement fee, less £5,000 retained as a contribution to costs already incurred.
## 4. CATEGORY EXCLUSIVITY
The Producer shall not place in the Series the products of any other manufacturer of outdoor clothing or footwear, save for unbranded items, items worn incidentally by background artistes and items whose brands are not identifiable on screen.
## 5. BRAND'S USE OF MATERIALS
5.1 The Producer grants the Brand a licence to use the Approved Materials, for a period of twelve months from the First Transmission Date, on the Brand's own website and the Brand's own social media accounts, in the United Kingdom and the Republic of Ireland, excluding paid advertising, television, cinema, print and out-of-home advertising and point-of-sale material.
5.2 The Brand shall not sub-license the Approved Materials and shall not use them in any manner which implies that the Broadcaster or any performer endorses the Products.
## 6. APPROVALS
All uses of stills and clips by the Brand, and all press releases mentioning the Series, require the prior written approval of the Producer and the Broadcaster. Performers' likenesses may be used only where the Producer confirms that the performer has consented.
## 7. GENERAL
7.1 The Brand may not assign or transfer this Agreement or any of its rights under it.
7.2 This Agreement is governed by the laws of England and Wales.
## SCHEDULE 1 – KEY DATES
| Event | Date |
| Principal photography | 7 June 2027 to 20 August 2027 |
| First Transmission Date (Episode 1) | 5 September 2027 |
## SCHEDULE 2 – PRODUCTS AND PLACEMENT
| Product | Placement |
| Fellside Ridgeline jacket | Worn by DI Carys Hale, Episodes 1 to 4 |
| Fellside Tarn boots | Worn by Tom Hale, Episodes 2 and 5 |
Signed for and on behalf of KESTREL LANE PRODUCTIONS LIMITED: Rachel Osei, Director
Signed for and on behalf of FELLSIDE OUTDOOR LIMITED: James Whitlock, Managing Director
`,
    expected: {
      parties: ["Kestrel Lane Productions Limited", "Fellside Outdoor Limited"],
      signed: "2027-05-14",
      start: "2027-09-05",
      end: "2028-09-04",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 45000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h22a-05-us-streaming-integration-rider",
    style: "h22a-product-placement-agreements",
    format: "pdf",
    source: `
# BRAND INTEGRATION AGREEMENT
This Brand Integration Agreement (the "Agreement") is entered into as of June 2, 2027 (the "Effective Date") by and between Halcyon Pictures LLC, a California limited liability company ("Producer"), and Cinema Street Sodas, Inc., a Delaware corporation ("Brand").
## 1. The Picture
Producer is producing the feature-length motion picture currently entitled "Late Summer Static" (the "Picture") for initial exhibition on the Streamly subscription service (the "Service"). The "Initial Release Date" means the date on which the Picture is first made available to subscribers of the Service, which Producer hereby designates as November 20, 2027.
## 2. Integration
2.1 Producer shall integrate Brand's "Cinema Street Cola" cans and its branded vending machine (the "Products") into no fewer than two scenes of the Picture, as further described in Exhibit A.
2.2 Producer shall have final creative control over the Picture, including the manner, duration and prominence of any integration. Producer does not guarantee that any scene will survive the final cut; if no integration appears in the Picture as first released, Section 4.3 applies.
## 3. Products
Brand shall supply the Products at no charge. Brand shall also pay Producer a refundable deposit of $2,000 against damage to the vending machine while on set, returned within 30 days after wrap, and shall reimburse Producer's reasonable out-of-pocket product-handling costs, not to exceed $5,000.
## 4. Integration Fee
4.1 Brand shall pay Producer an integration fee of Two Hundred Fifty Thousand US Dollars (US$250,000).
4.2 The integration fee is payable $125,000 on execution and $125,000 within 10 business days after the Initial Release Date.
4.3 If no integration appears in the Picture as first released, Producer shall refund the second installment only.
## 5. Exclusivity
Brand acknowledges that this Agreement grants no exclusivity. Producer may include other food and beverage products, including soft drinks, in the Picture.
## 6. Approvals
Brand shall have the right to approve the depiction of the Products in the final cut, not to be unreasonably withheld; a depiction of the Products being used in an unsafe or illegal manner may be rejected by Brand.
## 7. Brand Usage Rights
7.1 During the period beginning on the Initial Release Date and ending eighteen (18) months thereafter (the "Usage Period"), Brand may use up to three Producer-approved clips of no more than fifteen seconds each and up to ten approved stills from the Picture featuring the Products (the "Approved Materials") worldwide on Brand's website and social media accounts.
7.2 Brand may not use the name or likeness of any cast member except as contained in the Approved Materials and approved in writing by that cast member.
## 8. Miscellaneous
This Agreement, including Exhibit A and Rider No. 1, is the entire agreement of the parties. It is governed by the laws of the State of California.
## RIDER NO. 1
This Rider forms part of the Agreement. In the event of any conflict between this Rider and the body of the Agreement, this Rider prevails.
R1. Section 7.1 of the Agreement is deleted in its entirety and replaced with the following: "7.1 During the period beginning on the Initial Release Date and ending eighteen (18) months thereafter (the 'Usage Period'), Brand may use the Approved Materials in the United States and Canada only, on Brand's website, on Brand's social media accounts and on in-store displays at retail locations selling the Products, excluding television, cinema and out-of-home advertising."
R2. All other terms of the Agreement remain in full force and effect.
AGREED AND ACCEPTED:
HALCYON PICTURES LLC By: Dana Whitfield, Managing Member. Date: June 2, 2027
CINEMA STREET SODAS, INC. By: Luis Carvajal, Chief Marketing Officer. Date: June 2, 2027
`,
    expected: {
      parties: ["Halcyon Pictures LLC", "Cinema Street Sodas, Inc."],
      signed: "2027-06-02",
      start: "2027-11-20",
      end: "2029-05-19",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 250000"],
      flags: []
    }
  },
  {
    id: "h22a-06-australian-placement-letter-schedule",
    style: "h22a-product-placement-agreements",
    format: "text",
    source: `
# Wattle Creek Pictures Pty Ltd
ABN 51 624 118 903, Level 3, 88 Foveaux Street, Surry Hills NSW 2010
To: Kookaburra Print Co. Pty Ltd, 4 Wharf Road, Balmain NSW 2041
Attention: Ms Nadia Barrett, Marketing Manager
Dear Nadia,
Re: "Harbour Lights" Season 2 - product placement of Kookaburra notebooks and stationery
Thank you for your interest in placing Kookaburra products in Season 2 of our series "Harbour Lights", produced for the Koala+ streaming service. This letter sets out the terms we have agreed.
1> Placement. We will feature Kookaburra notebooks and desk stationery on the newsroom set in at least three episodes. Placement, framing and editing are at our sole discretion and must comply with the streaming service's advertising and placement standards.
1> Product. You will supply 60 notebooks and assorted stationery free of charge for use on set. These are not payment and will not be returned.
1> Fee. You will pay us a placement fee of AUD 30,000 plus GST within 30 days of our tax invoice. If you withdraw from the placement after 1 October 2027 you will pay a cancellation charge of AUD 5,000 instead of the placement fee.
1> Your use of stills. During the Usage Period shown in the Schedule you may post up to six approved production stills showing your products on Kookaburra's own social media accounts in Australia and New Zealand. You may not use the stills in print, broadcast or outdoor advertising, on packaging or in store, and you may not use any cast member's image without their written consent.
1> Assignment. You may not assign this arrangement or your rights under it.
1> Law. The laws of New South Wales apply.
Schedule
| Item | Detail |
| Episodes | Season 2, Episodes 3, 4 and 7 |
| Usage Period start | 1 February 2028 |
| Usage Period end | 31 January 2029 |
| Stills | Up to 6, approved by Wattle Creek in writing |
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Tom Nguyen, Producer, for Wattle Creek Pictures Pty Ltd, 2 September 2027
Accepted for Kookaburra Print Co. Pty Ltd: Nadia Barrett, Marketing Manager. Date: 09/09/2027
`,
    expected: {
      parties: ["Wattle Creek Pictures Pty Ltd", "Kookaburra Print Co. Pty Ltd"],
      signed: "2027-09-09",
      start: "2028-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["social"],
      exclusive: null,
      fees: ["AUD 30000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h22a-07-us-hospital-patient-story-authorization",
    style: "h22a-patient-and-customer-testimonials",
    format: "scan",
    source: `
# MERCY RIDGE MEDICAL CENTER
AUTHORIZATION FOR USE OF MY PATIENT STORY AND PHOTOGRAPHS
Patient name: Dolores Whitcomb    Date of birth: 04/11/1961    MRN: 00438812
I authorize Mercy Ridge Medical Center ("Mercy Ridge") to use and disclose my name, my photographs, a video interview and the following health information: my diagnosis of breast cancer, my surgery and my recovery, for the purpose of telling my story to the public.
Where my story may be used: Mercy Ridge's website; Mercy Ridge's Facebook and Instagram pages; and the printed 2027 and 2028 editions of the "Ridge Report", Mercy Ridge's annual report to the community. My story will not be used in paid advertising, on television or on billboards.
Use of my photographs: My photographs may be used only in the places listed above. Mercy Ridge will not sell my photographs or license them to any other organization.
Payment: I understand that I will not receive any payment or other compensation for this authorization.
Expiration: This authorization takes effect when I sign it and expires on December 31, 2029, unless I revoke it earlier.
Revocation: I may revoke this authorization at any time by writing to the Mercy Ridge Privacy Office, 1200 Ridge Parkway, Harrisburg, PA 17110. Revocation does not affect uses made before Mercy Ridge receives my letter, including printed copies already distributed.
My treatment, payment, enrollment and eligibility for benefits will not be conditioned on whether I sign this authorization. Information disclosed under it may be re-disclosed by the recipient and may no longer be protected by federal privacy rules.
Signature of patient: Dolores Whitcomb    Date: 03/18/2027
`,
    expected: {
      parties: ["Dolores Whitcomb", "Mercy Ridge Medical Center"],
      signed: "2027-03-18",
      start: "2027-03-18",
      end: "2029-12-31",
      perpetual: false,
      territories: [],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "irrevocable_grant"]
    }
  },
  {
    id: "h22a-08-b2b-case-study-consent-letter",
    style: "h22a-patient-and-customer-testimonials",
    format: "text",
    source: `
# Ledgerly Ltd - Customer Case Study Consent
Ledgerly Ltd, 40 Commercial Road, Bristol BS1 6TL
22 April 2027
Dear Fiona,
Thank you for agreeing to feature in a Ledgerly customer story. As discussed, we would like to publish a short case study about how your finance team moved its month-end close onto Ledgerly, with a quote from you and a photograph of your team. This letter sets out what you are agreeing to.
What we will publish: the case study text approved by you, your quote, your company name and logo, and the team photograph taken at your Leeds office on 6 May 2027.
Publication Date: we will publish the case study on 1 June 2027 (the "Publication Date").
Where: on the Ledgerly website, on Ledgerly's LinkedIn page and in Ledgerly's printed customer brochure. We will not use the case study in paid advertising, on broadcast media or on outdoor or poster sites.
How long: your consent runs from the Publication Date and ends on the earlier of (a) 24 months after the Publication Date and (b) the date your Ledgerly subscription ends. After that we will remove the case study from our website and LinkedIn page and stop printing it in new brochures.
Withdrawal: you may withdraw your consent at any time by e-mailing marketing@ledgerly.co.uk; we will remove the case study within 30 days of your e-mail.
Thank you: no fee is payable to you for the case study. As a thank-you we will donate £500 to a charity of your choice.
Approval: we will not publish any version of the case study, quote or photograph that you have not approved in writing.
Please sign below to confirm your consent.
Kind regards,
Ollie Brandt, Head of Customer Marketing, for Ledgerly Ltd
I confirm the consent described above.
Signed: Fiona McAllister, Finance Director, for and on behalf of Brightwater Outdoor Advertising Ltd. Date: 25 April 2027
`,
    expected: {
      parties: ["Ledgerly Ltd", "Brightwater Outdoor Advertising Ltd"],
      signed: "2027-04-25",
      start: "2027-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: [],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h22a-09-uk-dental-testimonial-consent",
    style: "h22a-patient-and-customer-testimonials",
    format: "docx",
    source: `
# ASHCOMBE DENTAL PRACTICE LTD
## Patient Testimonial and Photograph Consent Form
Please read this form carefully. You do not have to give consent, and your treatment will not be affected if you decline.
| Patient name | Imogen Pryce |
| Treatment | Clear aligner orthodontics and whitening |
| Materials | Written testimonial; before-and-after photographs of teeth and smile (face cropped below the eyes) |
## 1. What I agree to
I consent to Ashcombe Dental Practice Ltd (the "Practice") using my testimonial and before-and-after photographs (the "Materials") to tell other patients about its treatments, on the Practice's website, on the Practice's Instagram account and in the printed leaflet available in the Practice's waiting room.
## 2. My name
The Practice will identify me by my first name and the initial of my surname only.
## 3. Sharing with others
The Practice may not pass the Materials to any third party for that party's own use, including aligner manufacturers and its marketing agency, and it may not sub-license them.
## 4. Thank you gift
In return for my testimonial and photographs the Practice will give me a £50 high-street gift card. I understand the gift card is not a discount on my treatment, for which I remain responsible at the Practice's usual fees.
## 5. How long my consent lasts
My consent starts on the date I sign this form and lasts for three years, unless I withdraw it earlier. I may withdraw it at any time by writing to the Practice Manager; the Practice will remove the Materials from its website and Instagram within 14 days and will not reprint the leaflet with them.
## 6. Data protection
The Practice will process my photographs as special category health data under the UK GDPR on the basis of my explicit consent.
Signed: Imogen Pryce
Date: 7 June 2027
`,
    expected: {
      parties: ["Imogen Pryce", "Ashcombe Dental Practice Ltd"],
      signed: "2027-06-07",
      start: "2027-06-07",
      end: "2030-06-06",
      perpetual: false,
      territories: [],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["GBP 50"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h22a-10-us-device-patient-testimonial-agreement",
    style: "h22a-patient-and-customer-testimonials",
    format: "pdf",
    source: `
# PATIENT TESTIMONIAL AGREEMENT
This Patient Testimonial Agreement (this "Agreement") is made effective as of October 4, 2027 (the "Effective Date") between Veracor Medical, Inc., a Minnesota corporation with offices at 700 Washington Avenue North, Minneapolis, MN 55401 ("Veracor"), and Thomas Ekwueme, an individual residing in Columbus, Ohio ("Patient").
## 1. Background
Patient received a Veracor SinusGuard implantable cardiac monitor in 2025. Veracor wishes to feature Patient's experience in its patient-education program, and Patient wishes to take part.
## 2. Testimonial
Patient will take part in one filmed interview and one photography session on a date to be agreed, and will review a written testimonial prepared from the interview (together, the "Testimonial"). Patient's statements will reflect Patient's honest opinions and experience. Veracor will include any fair-balance and safety information required by the U.S. Food and Drug Administration.
## 3. Permitted Use
3.1 Veracor may use the Testimonial in the United States only, on Veracor's websites, on Veracor's YouTube channel and in printed patient-education brochures distributed to physicians' offices, excluding television, radio and outdoor advertising.
3.2 Veracor may edit the Testimonial for length but shall not change its meaning.
## 4. Term
The Testimonial may be used from the Effective Date until two (2) years after its First Publication. "First Publication" means the first public use of the Testimonial, which the parties have scheduled for the American Heart Month campaign on February 1, 2028.
## 5. Revocation
This authorization is revocable. Patient may revoke it at any time by written notice to Veracor's Legal Department. After revocation Veracor will make no new use of the Testimonial and will remove it from its websites and YouTube channel within 30 days, but need not recall brochures already distributed.
## 6. Honorarium and Expenses
6.1 Veracor will pay Patient an honorarium of $1,500 within 30 days after the interview, which the parties agree represents fair market value for Patient's time.
6.2 Veracor will reimburse Patient's reasonable travel expenses for the interview, up to $800, against receipts.
6.3 Patient will not be paid for any sale of Veracor products, and the honorarium is not conditioned on Patient's or any physician's use or recommendation of Veracor products.
## 7. Health Information
Patient authorizes Veracor to use and disclose the health information contained in the Testimonial for the purposes of this Agreement.
## 8. General
Neither party may assign this Agreement. This Agreement is governed by the laws of the State of Minnesota.
VERACOR MEDICAL, INC. By: Susan Lindqvist, VP Marketing. Date: October 4, 2027
PATIENT: Thomas Ekwueme. Date: October 1, 2027
`,
    expected: {
      parties: ["Veracor Medical, Inc.", "Thomas Ekwueme"],
      signed: "2027-10-04",
      start: "2027-10-04",
      end: "2030-01-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["USD 1500"],
      flags: [],
      denies: ["irrevocable_grant", "assignable"]
    }
  }
]
