// Held-out author "h23a" (wave 23), one batch of ten contracts written from scratch without reading the reader's
// rules or any other batch (only Corpus.ts, the flag names and LONG_TERM_MONTHS at the top of ContractFlags.ts, the
// header and first entry of n11's batch for the file convention, the wave's checker and the names of the unseen
// files), and committed before the reader was run on it. Three styles: Gulf agreements in English translation (UAE,
// Saudi and Qatari influencer, image and talent agreements with Hijri and Gregorian dates side by side, AED, SAR and
// QAR sums next to VAT at 5 or 15 per cent, free-zone companies, a UAE Media Council advertiser permit, the Arabic
// text prevailing, the GCC as a territory, an addendum that deletes and replaces clauses); esports player image
// rights (a UK club's player contract with an image-rights schedule and a key-details table, a US team's sponsor
// activation with a cinema chain that may not use the player on cinema screens, a German organisation's one-page
// side letter named only in its signature block, Twitch, YouTube and Kick streams, league rules that bar sponsor
// categories, salary, prize money and a transfer buy-out beside the image fee); and radio and podcast host-read
// endorsements (a US station's insertion order whose flight dates are only in its schedule table and whose advertiser
// is "Outdoor Warehouse", a UK podcast network's host-read agreement with a photo-printing app and opening
// "billboards", an Australian breakfast host's endorsement whose rider replaces the voice-and-likeness clause).
//
// Answer rules decided by this author: the parties are those bound by the contract as it names them, without titles
// or role labels (an agency signing as agent, a station's staff host who does not sign as a party, a league and a
// sponsor named as third parties are not parties; a party named only in the signature block is one); the signing
// date is the date of the last signature, or the date the contract says it was made when the signatures are not
// dated; where a Hijri and a Gregorian date stand side by side the Gregorian one is read; start and end are those of
// the use granted (a flight's first and last day; "N months from X" ends the day before the anniversary, "N weeks
// from Monday X" on the Sunday N weeks later); a term that runs from a launch or league date given elsewhere starts on
// that date; an addendum is signed on its own date and holds the start, end, territory, media and fee as it restates
// them, and a rider or addendum that replaces a clause and prevails is read instead of the clause; territories are
// ISO codes, the GCC being AE, SA, QA, KW, BH and OM, and "the GCC excluding X" leaves X out; channels: television
// and over-the-air radio (with its HD or DAB simulcast) are broadcast, a station's or network's live stream, its app,
// a podcast feed and a website are web, Instagram, TikTok, Snapchat, X and the Twitch, YouTube and Kick channels of a
// team, brand or player are social, billboards and outdoor screens are out_of_home, newspapers and magazines print,
// displays and point-of-sale in shops, cafés or cinema lobbies in_store, and on-screen advertising in cinemas cinema;
// a word in a name (Printworks, Starlight Cinemas, Outdoor Warehouse, PrintPal) or a radio or podcast "billboard" (a
// sponsor tag read on air) is not a channel; exclusive is true where the talent, team or network is bound not to serve
// the grantee's competitors in a category (with non_compete) or the licence is said to be exclusive, false where the
// contract says it is not exclusive or removes an exclusivity, and null where it is silent; a licence that is
// non-exclusive while the talent may still not promote a sponsor's competitors is exclusive false with non_compete;
// competitive separation of spots is not exclusivity; fees are the sums paid for the rights or the services, each as
// the contract states it (a rate per spot where only a rate is stated, a flight or annual fee as stated), and not VAT
// or GST, an instalment, an agency commission, a make-good, expenses, a deposit, overtime, a cancellation charge, an
// option or additional reads not ordered, a discount in kind, salary, prize money, a transfer buy-out or a sponsor's
// in-kind goods; a player's transfer buy-out (a release fee) is not a buyout of rights; an option to extend and a
// right of first negotiation are not automatic renewal; a clause that lets a party end the deal or suspend the use
// for the talent's disreputable conduct is a morality clause; "may not assign" or "shall not sub-license", with or
// without "without consent", denies the right, but a bar on assignment with a free exception for a successor to the
// business neither raises nor denies assignable; a "$" sum is in the currency of the contract's country (AUD in an
// Australian agreement).
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h23a-gulf-translated-agreements",
  "h23a-esports-player-image-rights",
  "h23a-radio-host-live-reads"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h23a-01-dubai-influencer-services-translation",
    style: "h23a-gulf-translated-agreements",
    format: "docx",
    source: `
# INFLUENCER SERVICES AND IMAGE LICENCE AGREEMENT
(Certified English translation of the Arabic original)
This Agreement was made and entered into in the Emirate of Dubai on Wednesday 24 Ramadan 1448H corresponding to 3 March 2027 by and between:
## The Parties
First Party: Sahraa Beauty FZ-LLC, a free zone limited liability company licensed by the Dubai Development Authority under licence no. 94512, having its registered office at Office 1204, Building 7, Dubai Internet City, Dubai, United Arab Emirates, represented in signing this Agreement by Mr. Rashid Hamdan Al Suwaidi in his capacity as General Manager (hereinafter referred to as "the Company" or "the First Party");
Second Party: Ms. Noura Khalid Al Mansoori, a UAE national, holder of Emirates ID no. 784-1996-4471802-3, residing in Dubai, holder of advertiser permit no. 2026/A/118734 issued by the UAE Media Council (hereinafter referred to as "the Influencer" or "the Second Party").
The First Party and the Second Party are hereinafter referred to together as "the Parties" and each as a "Party".
## Preamble
Whereas the Company markets the "Sahraa Rose Oud" skincare range in the United Arab Emirates and neighbouring markets; and whereas the Influencer is a content creator holding a valid advertiser permit; and whereas the Parties wish to record the terms on which the Influencer will create and publish content promoting the range and license her image to the Company; the Parties, having full legal capacity to contract, have agreed as follows. The above preamble forms an integral part of this Agreement.
## Article (1) Definitions
1> "Content" means the photographs, videos, stories and captions created by the Influencer for the Campaign and approved by the Company.
1> "Campaign" means the "Rose Oud Eid" campaign of the Company described in Annex (1).
1> "Image" means the name, photograph, likeness and voice of the Influencer as they appear in the Content.
## Article (2) Services
1> The Influencer shall create and publish on her Instagram, TikTok and Snapchat accounts six (6) Instagram posts, twelve (12) stories and four (4) TikTok videos during the Term, in accordance with the schedule in Annex (1).
1> Every post shall carry the disclosure "#Ad" or its Arabic equivalent in accordance with the advertising standards of the UAE Media Council, and the Influencer shall keep her advertiser permit valid throughout the Term.
## Article (3) Licence of the Image
1> The Influencer grants the Company a licence to republish the Content and to use her Image in the Content on the Company's own Instagram, TikTok and Snapchat accounts and on the Company's website www.sahraabeauty.ae, for the Term and within the Territory.
1> The Territory is the States of the Gulf Cooperation Council, excluding the State of Kuwait and the Kingdom of Bahrain.
1> The Company shall not use the Content or the Image on television, in newspapers or magazines, on outdoor billboards or on packaging, which require a separate written agreement and a separate fee.
## Article (4) Term
The term of this Agreement (the "Term") shall commence on 7 Shawwal 1448H corresponding to 15 March 2027 and shall expire on 9 Muharram 1449H corresponding to 14 June 2027. Upon expiry the Company shall cease all use of the Content and the Image and shall archive (and shall not boost or re-post) any post already published on its accounts.
## Article (5) Renewal
This Agreement shall not be renewed automatically. Any extension of the Term shall require a new written agreement signed by both Parties and a new fee to be agreed.
## Article (6) Consideration
1> In consideration of the services and the licence, the Company shall pay the Influencer a total fee of AED 60,000 (sixty thousand UAE dirhams), exclusive of value added tax.
1> Value added tax at the rate of five per cent (5%), being AED 3,000, shall be added to the fee against a valid tax invoice issued by the Influencer, whose tax registration number is 100483920100003.
1> The fee shall be paid in two instalments: fifty per cent (50%) within seven (7) days of signing and fifty per cent (50%) within thirty (30) days of publication of the last Content.
1> The Company shall reimburse the Influencer's approved production expenses (make-up artist and studio hire) up to a maximum of AED 5,000 against original receipts. Such reimbursement is not part of the fee.
## Article (7) Exclusivity
During the Term the Influencer shall not advertise, promote or appear in content for any other skincare, fragrance or oud brand within the Territory, with the exception of her existing arrangement with Al Waha Pharmacies LLC, a retailer, disclosed in Annex (2), which may continue provided that no competing skincare product is featured.
## Article (8) Sub-licensing and Assignment
The Company shall not sub-license the Content or the Image to any third party, including its distributors, and neither Party may assign or transfer any of its rights or obligations under this Agreement without the prior written consent of the other Party.
## Article (9) Approvals
The Company shall approve or comment on each item of Content within two (2) working days of receipt. The Influencer shall not publish any Content that has not been approved.
## Article (10) Language
This Agreement has been executed in Arabic and English. In the event of any conflict or inconsistency between the two texts, the Arabic text shall prevail.
## Article (11) Governing Law and Jurisdiction
This Agreement shall be governed by the federal laws of the United Arab Emirates as applied in the Emirate of Dubai, and the courts of Dubai shall have jurisdiction over any dispute arising from it.
## Article (12) Copies
This Agreement was drawn up in two originals, each Party having received one original to act upon.
## Signatures
| First Party | Second Party |
| Sahraa Beauty FZ-LLC | Noura Khalid Al Mansoori |
| Name: Rashid Hamdan Al Suwaidi, General Manager | Signature: ________ |
| Signature and stamp: ________ | Date: 24 Ramadan 1448H / 3 March 2027 |
| Date: 24 Ramadan 1448H / 3 March 2027 | |
## Annex (1) Campaign Schedule
| Deliverable | Platform | Publication window |
| 2 posts, 4 stories | Instagram | 15 – 31 March 2027 |
| 4 posts, 8 stories | Instagram | 1 April – 31 May 2027 |
| 4 videos | TikTok | 15 March – 14 June 2027 |
## Annex (2) Existing Arrangements
Al Waha Pharmacies LLC – store-opening appearances and pharmacy-brand posts (no skincare brand other than the Company's).
`,
    expected: {
      parties: ["Sahraa Beauty FZ-LLC", "Noura Khalid Al Mansoori"],
      signed: "2027-03-03",
      start: "2027-03-15",
      end: "2027-06-14",
      perpetual: false,
      territories: ["AE", "SA", "QA", "OM"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["AED 60000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal", "sublicensable", "assignable"]
    }
  },
  {
    id: "h23a-02-riyadh-image-licence-launch-date",
    style: "h23a-gulf-translated-agreements",
    format: "pdf",
    source: `
# IMAGE RIGHTS LICENCE AGREEMENT
Translation from Arabic. In case of any discrepancy, the Arabic text shall prevail.
On Monday 3 Sha'ban 1448H corresponding to 11 January 2027, in the city of Riyadh, this Agreement was concluded between:
1> Qahwat Al Dar Trading Company, a limited liability company registered in the Kingdom of Saudi Arabia under Commercial Registration no. 1010587741, VAT no. 310294857100003, of King Fahd Road, Al Olaya District, Riyadh, represented by Mr. Turki Abdullah Al Harbi, Chief Marketing Officer (the "Licensee"); and
1> Mr. Faisal Saad Al Otaibi, a Saudi national, national ID no. 1089327715, a professional footballer (the "Licensor").
## Article One: Definitions
In this Agreement: "Product" means the bottled "Dar Cold Brew" coffee range of the Licensee; "Launch Date" means the date on which the Product is first offered for sale in the Licensee's cafés, as set out in Schedule 1; "Materials" means the advertising materials produced by the Licensee bearing the Licensor's name, image and signature.
## Article Two: Grant
1> The Licensor grants the Licensee the exclusive right, in the category of coffee and coffee-based beverages, to use his name, image, likeness and signature in the Materials to advertise the Product.
1> The Materials may be displayed in the Licensee's cafés on menu boards and point-of-sale displays, on outdoor billboards and road hoardings in Riyadh, Jeddah and Dammam, and on the Licensee's Instagram, Snapchat, X and TikTok accounts, excluding television, cinema and any print publication.
1> The Territory is the Kingdom of Saudi Arabia only.
## Article Three: Term
This Agreement shall remain in force for a period of twelve (12) months according to the Gregorian calendar, commencing on the Launch Date.
## Article Four: Option to Renew
The Licensee shall have the option to renew this Agreement for a further twelve (12) Gregorian months on the same terms against a licence fee of SAR 500,000 (five hundred thousand Saudi riyals), by written notice given no later than sixty (60) days before expiry. If the option is not exercised, this Agreement expires at the end of the Term.
## Article Five: Licence Fee
1> The Licensee shall pay the Licensor a licence fee of SAR 450,000 (four hundred and fifty thousand Saudi riyals).
1> Value added tax at fifteen per cent (15%), amounting to SAR 67,500, shall be paid in addition to the licence fee where applicable.
1> The Licensee shall bear the Licensor's travel and accommodation costs for the photo shoot in Jeddah, which are not part of the licence fee.
## Article Six: Obligations of the Licensor
The Licensor undertakes not to license his name or image to, or appear in advertising for, any other coffee brand or café chain in the Territory during the Term. His obligations to his club and to the Saudi Arabian Football Federation are not affected.
## Article Seven: Conduct
If the Licensor commits any act contrary to public morals or to the laws of the Kingdom, or any act which in the reasonable opinion of the Licensee harms the reputation of the Licensee or the Product, the Licensee may terminate this Agreement with immediate effect by written notice.
## Article Eight: Assignment
The Licensee may not assign this Agreement or any right under it to any third party without the prior written approval of the Licensor.
## Article Nine: Governing Law
This Agreement is governed by the laws in force in the Kingdom of Saudi Arabia, and any dispute shall be referred to the competent courts in Riyadh.
## Schedule 1: Key Dates
| Item | Hijri | Gregorian |
| Photo shoot (Jeddah) | 20 Ramadan 1448H | 27 February 2027 |
| Launch Date | 1 Dhu al-Qi'dah 1448H | 8 April 2027 |
## Signatures
| Licensee | Licensor |
| Qahwat Al Dar Trading Company | Faisal Saad Al Otaibi |
| Turki Abdullah Al Harbi, Chief Marketing Officer | |
`,
    expected: {
      parties: ["Qahwat Al Dar Trading Company", "Faisal Saad Al Otaibi"],
      signed: "2027-01-11",
      start: "2027-04-08",
      end: "2028-04-07",
      perpetual: false,
      territories: ["SA"],
      channels: ["in_store", "out_of_home", "social"],
      exclusive: true,
      fees: ["SAR 450000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h23a-03-doha-talent-letter-signature-only",
    style: "h23a-gulf-translated-agreements",
    format: "scan",
    source: `
# TALENT ENGAGEMENT LETTER (English translation)
Doha, 13 Dhu al-Qi'dah 1448H corresponding to 20 April 2027
To: Mr. Hamad Nasser Al Kuwari, Doha, State of Qatar
Dear Mr. Al Kuwari,
We are pleased to confirm the terms on which you will appear in our "Live at the Waterfront" campaign for the Lusail Marina Residences development.
1> Shoot. One (1) shoot day of eight (8) hours on 5 May 2027 at Lusail Marina. Hours beyond eight will be paid at QAR 3,000 per hour, only if we request them.
1> Use. We may use the photographs and film of you from the shoot in the State of Qatar only, on outdoor billboards and hoardings, in Qatari newspapers and magazines, on our website and on our Instagram and X accounts, from 1 May 2027 (24 Dhu al-Qi'dah 1448H) until 31 October 2027 (1 Jumada al-Akhirah 1449H). No use on television or outside Qatar.
1> Fee. A fee of QAR 85,000 (eighty-five thousand Qatari riyals), half on signature of this letter and half after the shoot. No value added tax is currently charged in Qatar. If we cancel the shoot less than seven (7) days before the shoot day, we will pay you fifty per cent (50%) of the fee as a cancellation charge.
1> Exclusivity. Until 31 October 2027 you will not appear in advertising for any other real estate developer or broker in Qatar. This does not apply to your role as presenter of the weekly property programme on Qatar Television, which you may continue.
1> Language. This letter is issued in Arabic with this English translation; the Arabic text prevails.
Please sign below to confirm your agreement.
For and on behalf of Pearl Gate Real Estate Development W.L.L.
Signed: Abdulaziz Jassim Al Thani, Marketing Director
Agreed and accepted: Hamad Nasser Al Kuwari
Date: 22 April 2027
`,
    expected: {
      parties: ["Pearl Gate Real Estate Development W.L.L.", "Hamad Nasser Al Kuwari"],
      signed: "2027-04-22",
      start: "2027-05-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["QA"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: true,
      fees: ["QAR 85000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h23a-04-abu-dhabi-addendum-replaces-clauses",
    style: "h23a-gulf-translated-agreements",
    format: "text",
    source: `
# ADDENDUM NO. (1) TO THE ADVERTISING SERVICES AGREEMENT
(English translation - the Arabic text prevails)
This Addendum is made in Abu Dhabi on Thursday 18 Ramadan 1448H corresponding to 25 February 2027 between:
Falcon Bay Hospitality FZE, a free zone establishment licensed in the Abu Dhabi Airports Free Zone under licence no. 6631 (the "Company"); and
Mr. Omar Yousef Haddad, holder of UAE Media Council advertiser permit no. 2025/A/204417 (the "Influencer").
Recitals
The Parties entered into an Advertising Services Agreement dated 13 Jumada al-Akhirah 1448H corresponding to 23 November 2026 (the "Agreement") for the promotion of the Falcon Bay Resort, Saadiyat Island. The Parties now wish to amend the Agreement as set out below.
1. Clause 4 (Media) of the Agreement is deleted in its entirety and replaced with the following: "The Influencer shall publish the Content on his Instagram, TikTok and Snapchat accounts, and the Company may republish the Content on its own social media accounts and on its website www.falconbayresort.ae. Paid advertising on television or on outdoor screens is not permitted."
2. Clause 5 (Territory) of the Agreement is deleted and replaced with the following: "The Territory is the Gulf Cooperation Council States."
3. Clause 6 (Term) of the Agreement is deleted and replaced with the following: "The Term commences on 23 Rajab 1448H corresponding to 1 January 2027 and ends on 3 Sha'ban 1449H corresponding to 31 December 2027."
4. Clause 7 (Fee) of the Agreement is amended so that the fee is increased from AED 40,000 to AED 55,000 (fifty-five thousand dirhams), plus value added tax at 5%. The additional AED 15,000 shall be paid within fifteen (15) days of signature of this Addendum.
5. Clause 9 (Exclusivity) of the Agreement is deleted. With effect from the date of this Addendum the Influencer is not bound by any exclusivity and is free to promote other hotels, resorts and hospitality brands.
6. This Addendum forms an integral part of the Agreement. In the event of any conflict between this Addendum and the Agreement, this Addendum shall prevail. All other terms of the Agreement remain unchanged and in full force.
Signed in two originals.
The Company: Falcon Bay Hospitality FZE - Layla Saeed Al Dhaheri, Director of Marketing - 25 February 2027
The Influencer: Omar Yousef Haddad - 25 February 2027
`,
    expected: {
      parties: ["Falcon Bay Hospitality FZE", "Omar Yousef Haddad"],
      signed: "2027-02-25",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["AE", "SA", "QA", "KW", "BH", "OM"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["AED 55000"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "h23a-05-london-club-player-image-schedule",
    style: "h23a-esports-player-image-rights",
    format: "docx",
    source: `
# PLAYER AGREEMENT AND IMAGE RIGHTS SCHEDULE
THIS AGREEMENT is made on the date of the last signature below
BETWEEN:
(1) PRINTWORKS GAMING LIMITED, a company incorporated in England and Wales with company number 13877204, whose registered office is at Unit 4, Surrey Quays Road, London SE16 7PJ (the "Club");
(2) TOMASZ WIERZBICKI, known professionally as "Vex", of the address held on the Club's records (the "Player"); and
(3) VEX MEDIA LIMITED, a company incorporated in England and Wales with company number 14520931, wholly owned by the Player (the "Image Rights Company").
BACKGROUND
(A) The Club fields a team in the Northern League, a franchised competition operated by the game's publisher (the "League"), and the Player is engaged to compete for that team.
(B) The Image Rights Company owns the commercial rights in the Player's Image and is willing to license them to the Club on the terms of Schedule 2.
## 1. Definitions
1> "Commencement Date" and "Expiry Date" mean the dates so described in Schedule 1.
1> "Image" means the Player's name, gamer tag "Vex", nickname, photograph, likeness, voice, signature and biographical information.
1> "Club Sponsors" means the commercial partners of the Club from time to time, listed in Schedule 3.
1> "League Rules" means the rules, code of conduct and sponsorship guidelines issued by the League from time to time.
## 2. Engagement
1> The Club engages the Player as a professional player from the Commencement Date until the Expiry Date, subject to earlier termination or transfer under this Agreement.
1> The Player shall take part in official matches, scrims, bootcamps and no fewer than six (6) Club content days in each calendar year.
## 3. Remuneration
1> The Club shall pay the Player a salary of £4,500 per month, subject to deduction of income tax and national insurance, by bank transfer on the last working day of each month.
1> The Player shall receive sixty per cent (60%) of any prize money won by the team in which he plays, after deduction of the League's entry levy. Prize money is not remuneration for the Image.
1> The fee for the Image is payable to the Image Rights Company under Schedule 2 and not to the Player.
## 4. Streaming
1> The Player shall stream on the Club's Twitch, YouTube and Kick channels for not less than twenty (20) hours a month during the Term and may also stream on his personal channels, provided that his personal streams carry the Club's overlay and no branding of a Conflicting Brand (as defined in Schedule 3).
## 5. League Rules
1> The Player acknowledges that the League Rules prohibit players from promoting gambling, betting, spirits and cryptocurrency brands, and he shall not do so in any stream, post or appearance during the Term.
## 6. Conduct
1> If the Player commits an act of gross misconduct, is convicted of a criminal offence, or acts in a manner which in the reasonable opinion of the Club brings the Player, the Club or any Club Sponsor into disrepute, the Club may suspend the Player, withdraw the Image from any campaign or terminate this Agreement on written notice.
## 7. Transfer and Buy-out
1> The Club may agree the transfer of the Player's registration to another team on terms agreed by the Club, the acquiring team and the Player.
1> If another team offers a buy-out fee of not less than £120,000, the Club shall permit the Player to negotiate with that team. The buy-out fee is payable by the acquiring team to the Club and forms no part of the Player's remuneration or of the fee for the Image.
1> On completion of a transfer, the licence in Schedule 2 ends and the Club shall cease new uses of the Image within fourteen (14) days, save that content already published on the Club's channels may remain online.
## 8. Assignment
1> Neither the Club nor the Player may assign or transfer this Agreement or any rights under it without the prior written consent of the other parties.
## 9. Law
1> This Agreement is governed by the law of England and Wales.
## Schedule 1 – Key Details
| Item | Detail |
| Commencement Date | 1 January 2027 |
| Expiry Date | 31 December 2028 |
| Team | Printworks Gaming (Northern League) |
| Salary | £4,500 per month |
| Image fee | £18,000 per annum (Schedule 2) |
## Schedule 2 – Image Rights
1> The Image Rights Company grants the Club an exclusive licence, throughout the world, to use the Image in connection with esports, gaming and the Club for the period from the Commencement Date to the Expiry Date.
1> The Club may use the Image on its Twitch, YouTube and Kick channels, its social media accounts and its website and online shop, excluding television advertising and outdoor advertising, which need the written consent of the Image Rights Company.
1> The Club may sub-license the Image to Club Sponsors for their activations with the Club during the Term, in the media permitted above and subject to the League Rules.
1> The Club shall pay the Image Rights Company an image fee of £18,000 per annum plus VAT, in four equal quarterly instalments in advance.
## Schedule 3 – Club Sponsors and Conflicting Categories
| Club Sponsor | Category |
| Halo Peripherals | gaming mice, keyboards and headsets |
| Brightline Mobile | mobile networks |
| Surge Energy | energy drinks |
The Player shall not endorse or display the branding of any brand in the categories above other than the Club Sponsor (a "Conflicting Brand"). The Player may keep his personal sponsorship with Kestrel Chairs (gaming chairs), which is not a Conflicting Category.
## Signatures
Signed for Printworks Gaming Limited: Hannah Okafor, Chief Executive – 14 December 2026
Signed by Tomasz Wierzbicki – 15 December 2026
Signed for Vex Media Limited: Tomasz Wierzbicki, Director – 15 December 2026
`,
    expected: {
      parties: ["Printworks Gaming Limited", "Tomasz Wierzbicki", "Vex Media Limited"],
      signed: "2026-12-15",
      start: "2027-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: ["worldwide_exclusivity", "sublicensable", "non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h23a-06-team-sponsor-cinema-chain-activation",
    style: "h23a-esports-player-image-rights",
    format: "pdf",
    source: `
# SPONSORSHIP AND ACTIVATION AGREEMENT
This Sponsorship and Activation Agreement (this "Agreement") is entered into by Red Mesa Esports, LLC, an Arizona limited liability company ("Team"), and Starlight Cinemas, Inc., a Delaware corporation ("Sponsor"). Team and Sponsor are each a "Party."
## 1. Background
Sponsor operates 84 movie theaters in the United States and Canada under the Starlight Cinemas and Starlight Luxe brands. Team competes in the Pacific Champions Series (the "League") operated by the game's publisher, Ironpeak Interactive, Inc. (the "Publisher"), with a roster of five players (the "Players"). Team holds the right to license each Player's name, gamer tag, image and likeness (the "Player Likeness") under its player agreements.
## 2. Term
2.1 The "Activation Launch Date" is the opening day of the League's 2027 Spring Split, which the Parties acknowledge is scheduled for February 6, 2027.
2.2 The term of this Agreement begins on the Activation Launch Date and continues for eighteen (18) months (the "Term"), unless terminated earlier under Section 11.
## 3. Sponsorship Rights
3.1 Team designates Sponsor as the "Official Movie Theater Partner of Red Mesa Esports" during the Term.
3.2 Sponsor may use the Team marks and the Player Likeness in the United States and Canada, during the Term, on Sponsor's social media accounts, on Sponsor's website and mobile app, and on lobby standees, concession counter displays and other point-of-sale materials inside Sponsor's theaters, excluding on-screen pre-show advertising, television, radio and billboards.
3.3 Team shall produce two (2) sponsored segments per month on Team's Twitch, YouTube and Kick channels, and each Player shall wear Sponsor's logo on the jersey sleeve at League matches, subject to the League's sponsorship guidelines.
## 4. Publisher and League Restrictions
4.1 Sponsor acknowledges that the League's sponsorship guidelines prohibit team activations for alcohol, gambling, tobacco and cryptocurrency. Sponsor shall not promote beer, wine or spirits sold at its theaters in any activation that uses the Team marks or the Player Likeness.
4.2 If the Publisher or League requires any activation to be withdrawn, Team shall not be in breach and the Parties shall agree a replacement activation of equal value.
## 5. Category Exclusivity
5.1 During the Term Team shall not grant sponsorship or activation rights to any other movie theater operator or premium large-format cinema brand.
5.2 The category excludes video streaming services, which Team remains free to sell, and Team's existing agreement with Halo Peripherals is not affected.
## 6. Fees
6.1 Sponsor shall pay Team a sponsorship fee of US$240,000 for the Term, in three (3) equal installments of US$80,000 due on the Activation Launch Date and six and twelve months after it.
6.2 Sponsor shall separately fund an activation budget of up to US$30,000 for production of materials, spent by Sponsor directly with its vendors. The activation budget is not paid to Team.
6.3 Sponsor shall provide Team with 500 movie passes a year as in-kind value, which are not part of the sponsorship fee.
6.4 Prize money won by Team or Players belongs to Team and the Players and is not shared with Sponsor.
## 7. Renewal
The Parties shall negotiate in good faith during the last ninety (90) days of the Term regarding a renewal. This Agreement will not renew automatically.
## 8. Licenses
8.1 Sponsor shall not sublicense the Team marks or the Player Likeness to any third party.
8.2 Sponsor may not assign this Agreement without Team's prior written consent, except to a successor to all or substantially all of its theater business.
## 9. Player Conduct
If a Player's public conduct violates the League's code of conduct or brings Sponsor into public disrepute, Sponsor may require Team to remove that Player from all activations and Team shall offer a replacement Player.
## 10. Approvals
All materials using the Player Likeness require Team's prior written approval, not to be unreasonably withheld, within five (5) business days.
## 11. Termination
Either Party may terminate for material breach not cured within thirty (30) days of written notice.
## 12. Governing Law
This Agreement is governed by the laws of the State of Arizona.
IN WITNESS WHEREOF, the Parties have signed this Agreement as of the dates below.
RED MESA ESPORTS, LLC – By: Daniel Ortega, Chief Executive Officer – Date: January 12, 2027
STARLIGHT CINEMAS, INC. – By: Melissa Crane, SVP Marketing – Date: January 14, 2027
`,
    expected: {
      parties: ["Red Mesa Esports, LLC", "Starlight Cinemas, Inc."],
      signed: "2027-01-14",
      start: "2027-02-06",
      end: "2028-08-05",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["USD 240000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal", "sublicensable"]
    }
  },
  {
    id: "h23a-07-berlin-org-side-letter-streams",
    style: "h23a-esports-player-image-rights",
    format: "scan",
    source: `
# SIDE LETTER – IMAGE AND STREAMING RIGHTS, SEASON 2027
Berlin, 18.01.2027
To: Jonas Lindqvist ("Fjord"), player of our Valorant roster
Dear Jonas,
This side letter supplements your Player Agreement of 04.01.2027 (salary EUR 3,100 gross per month, which is not affected by this letter) and sets out how we may use your image in the 2027 season.
1> Use. You grant us the non-exclusive right to use your name, gamer tag, image and voice in our streams and videos on our Twitch, YouTube and Kick channels and on our Instagram, TikTok and X accounts, worldwide, from 01.02.2027 to 30.11.2027.
1> Your own channels. You keep your personal Kick channel and may stream on it. On stream you shall not show or promote any energy drink, gaming peripheral or betting brand other than our sponsors Surge Energy and Halo Peripherals. League rules already prohibit betting brands.
1> Image fee. For these rights we pay you a one-off image fee of EUR 6,000 for the season, payable in February 2027. Your 80% share of prize money under the Player Agreement and any sponsor bonus are separate from this fee.
1> Transfer. If you are transferred to another organisation (the buy-out fee in your Player Agreement is EUR 45,000), our right to use your image ends thirty (30) days after the transfer, except for videos already published.
1> We may not assign the rights under this letter to any other organisation.
1> German law applies. Place of jurisdiction is Berlin.
Please countersign and return one copy.
For the organisation: Northwind Esports GmbH, Katrin Vogel, Managing Director
Agreed: Jonas Lindqvist, 20.01.2027
`,
    expected: {
      parties: ["Northwind Esports GmbH", "Jonas Lindqvist"],
      signed: "2027-01-20",
      start: "2027-02-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social"],
      exclusive: false,
      fees: ["EUR 6000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h23a-08-boise-station-live-read-io",
    style: "h23a-radio-host-live-reads",
    format: "text",
    source: `
# KXLR-FM 98.3 THE RIVER - LIVE READ INSERTION ORDER
Station: KXLR-FM 98.3 (Boise, ID), owned and operated by Sagebrush Broadcasting, LLC
Advertiser: Outdoor Warehouse Supply Co., 2210 Fairview Ave, Boise, ID 83702
Agency: Tallgrass Media Buying, agent for Advertiser (commissionable 15%)
Talent: Dana Whitlock, host of "Mornings with Dana" (6-10a M-F), station employee
IO #: 27-0418
SCHEDULE
| Flight | Weeks | Dates | Live reads | Daypart |
| 1 | 4 | 03/01/27 - 03/28/27 | 20 | M-F 6a-10a |
| 2 | 5 | 04/05/27 - 05/09/27 | 25 | M-F 6a-10a |
| Total | 9 | | 45 | |
RATES
Talent fee: $360 per live read (host read, :60, from approved fact sheet).
Commission: agency commission of 15% is deducted from the gross; Station invoices gross, agency remits net.
Make-goods: any read preempted by news or emergency programming will be made good with an equivalent read in the same daypart within the flight, at no charge. Make-goods are not billed.
Cancellation: Advertiser may cancel remaining reads on 14 days' written notice; reads cancelled on shorter notice are billed at 50% of the rate.
TERMS
1. Reads air on KXLR-FM over the air and on its HD2 simulcast, and are carried on the station's live audio stream at kxlr.com and in the station app. Listeners outside the Boise market who stream the station are incidental.
2. Host endorsement. The host has used Advertiser's products (Ridgeback tents and packs) for at least three months and will speak only to her own experience. Advertiser will supply one product bundle for host use; host statements must reflect honest opinions (FTC Endorsement Guides).
3. Voice. Advertiser may not record, rebroadcast, post on social media or otherwise use the host's reads or the host's voice or name outside the scheduled flights.
4. Competitive separation. Station will separate Advertiser's reads from spots for competing outdoor retailers by at least ten (10) minutes. This IO is not exclusive, and Station may sell airtime to competing advertisers.
5. Terms and conditions: 4A's/IAB Standard Terms for broadcast radio apply except as stated here.
ACCEPTED
Sagebrush Broadcasting, LLC: Carla Benning, General Sales Manager, 02/10/2027
Outdoor Warehouse Supply Co., by its agent Tallgrass Media Buying: Jeff Ames, Media Director, 02/12/2027
`,
    expected: {
      parties: ["Sagebrush Broadcasting, LLC", "Outdoor Warehouse Supply Co."],
      signed: "2027-02-12",
      start: "2027-03-01",
      end: "2027-05-09",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["USD 360"],
      flags: []
    }
  },
  {
    id: "h23a-09-uk-podcast-host-read-billboards",
    style: "h23a-radio-host-live-reads",
    format: "pdf",
    source: `
# HOST-READ ADVERTISING AGREEMENT
Dated 18 March 2027
Parties
(1) Tidewater Audio Ltd (company no. 11938275) of 40 Underwood Street, London N1 7JQ ("Network")
(2) PrintPal Ltd (company no. 12607731) of 9 Canal Wharf, Leeds LS11 5PS ("Advertiser")
(3) Imogen Ashby of c/o Network ("Host")
Agency: Loop & Lever Media Ltd books this campaign as agent for the Advertiser and is not a party.
## 1. The Campaign
1.1 The Host presents "The Long Lunch", a weekly conversation podcast produced and distributed by the Network.
1.2 The Network shall run eight (8) pre-recorded host-read advertisements of sixty seconds, one in the mid-roll of each weekly episode, promoting the PrintPal photo-printing app (the "Reads"), together with an opening sponsor billboard ("The Long Lunch is brought to you by PrintPal") and a closing billboard in each episode.
1.3 The flight runs for eight weeks, from Monday 5 April 2027 to Sunday 30 May 2027 (the "Flight").
1.4 The Reads are dynamically inserted into the episode audio for listeners in the United Kingdom only, on all podcast platforms on which the podcast is distributed and on the Network's website, and shall be removed from the back catalogue at the end of the Flight.
## 2. Host's Own Use
2.1 The Host confirms she has used the PrintPal app for at least four weeks before recording and will speak only to her genuine experience, in line with the CAP Code. Any statement of fact about the app must be supported by the Advertiser's evidence.
## 3. Social Clips
3.1 The Advertiser may post a thirty-second audio clip of one Read on its own Instagram and TikTok accounts during the Flight only. The Advertiser shall delete the clip on the last day of the Flight.
3.2 The Host's voice, name and likeness shall not be used by the Advertiser outside the Flight or in any medium not listed in this Agreement, including radio, television, print and outdoor advertising.
## 4. Fees
4.1 The Advertiser shall pay the Network a fee of £6,400 plus VAT for the Flight, covering the Reads, the billboards and the Host's services. The Network pays the Host from this fee under its separate presenter agreement.
4.2 The agency commission of 15% (£960) is deducted by Loop & Lever Media Ltd from the amount it invoices the Advertiser and is not payable by the Network.
4.3 If an episode is not published in any week of the Flight, the Network shall run an additional Read in the next episode as a make-good, at no charge.
4.4 Additional Reads beyond the eight may be ordered at £850 each plus VAT. None are ordered at the date of this Agreement.
## 5. Category Exclusivity
5.1 During the Flight the Network shall not run host-read advertisements for any other photo-printing, photo-book or printed-gift service in The Long Lunch, except that programmatic advertisements inserted by third-party platforms outside the Network's control are not a breach.
## 6. Assignment and Sub-licensing
6.1 The Advertiser may not assign this Agreement, and may not sub-license the Reads, the billboards or the Host's voice to any other person, including its resellers.
## 7. Conduct
7.1 If the Host becomes the subject of public allegations of conduct which in the Advertiser's reasonable opinion would bring the Advertiser into disrepute, the Advertiser may suspend the remaining Reads and the fee for them shall not be payable.
## 8. General
8.1 This Agreement is governed by the laws of England and Wales.
Signed for Tidewater Audio Ltd: Rhys Pemberton, Commercial Director
Signed for PrintPal Ltd: Sunita Rao, Head of Brand
Signed: Imogen Ashby
`,
    expected: {
      parties: ["Tidewater Audio Ltd", "PrintPal Ltd", "Imogen Ashby"],
      signed: "2027-03-18",
      start: "2027-04-05",
      end: "2027-05-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 6400"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h23a-10-sydney-breakfast-host-rider-voice",
    style: "h23a-radio-host-live-reads",
    format: "docx",
    source: `
# TALENT ENDORSEMENT AGREEMENT – BREAKFAST LIVE READS
Parties
Harbourline Radio Network Pty Ltd ACN 604 118 273 of Level 9, 50 Pitt Street, Sydney NSW 2000 (Network)
Ridgeline Solar Pty Ltd ACN 631 559 020 of 14 Industrial Drive, Newcastle NSW 2300 (Client)
Michael Tran, known on air as "Mick Tran", of c/o Network (Host)
Background
The Host presents "Mick in the Morning" on Harbourline's stations 2HBR Sydney and 2HBN Newcastle. The Client wishes the Host to endorse its home solar and battery systems in live reads and pre-recorded spots.
## Operative provisions
1> Flight. The Network will air twenty-six (26) live reads by the Host (two a week) and twelve (12) pre-recorded thirty-second spots voiced by the Host over thirteen (13) weeks commencing Monday 3 May 2027 (the Flight).
1> Stations and streaming. The reads and spots air on 2HBR and 2HBN and their DAB+ simulcasts in New South Wales, and on the Network's live stream in the Harbourline app and at harbourline.com.au.
1> Host's own system. The Host has had a Ridgeline solar and battery system installed at his home. The Client supplied it at a discount of $3,200, which the Host will disclose on air when he refers to his own system. The discount is not part of the Talent Fee.
1> Talent Fee. The Client will pay a talent fee of $18,000 plus GST for the Flight, payable to the Network, which pays the Host under his presenter agreement. Airtime is booked under a separate insertion order between the Client's agency and the Network and is not part of this Agreement.
1> Cancellation. If the Client cancels the Flight after 19 April 2027, a cancellation fee of 25% of the Talent Fee is payable.
1> Use of the Host's voice and likeness. The Client may use recordings of the pre-recorded spots and a photograph of the Host on the Client's website and social media accounts during the Flight and for twelve (12) months after it.
1> Exclusivity. Nothing in this Agreement makes the Host exclusive to the Client. The Host remains free to endorse other products and services, including other energy retailers.
1> Conduct. The Client may suspend the reads if the Host is publicly involved in conduct that would bring the Client into serious disrepute.
1> No assignment. The Client may not assign or sub-license its rights without the Network's written consent.
1> Law. This Agreement is governed by the laws of New South Wales.
## Rider A – Replacement of clause 6
This Rider forms part of the Agreement and prevails over anything inconsistent in it. Clause 6 (Use of the Host's voice and likeness) is deleted and replaced by the following:
"6. The pre-recorded spots may be used only on air and on the Network's live stream during the Flight. The Client shall make no use of the Host's voice, name or likeness outside the Flight or on the Client's website, social media accounts or any other medium."
Executed as an agreement on 20 April 2027.
Signed for Harbourline Radio Network Pty Ltd by Gemma Ward, Head of Sales
Signed for Ridgeline Solar Pty Ltd by Arjun Mehta, Director
Signed by Michael Tran
`,
    expected: {
      parties: ["Harbourline Radio Network Pty Ltd", "Ridgeline Solar Pty Ltd", "Michael Tran"],
      signed: "2027-04-20",
      start: "2027-05-03",
      end: "2027-08-01",
      perpetual: false,
      territories: ["AU"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["AUD 18000"],
      flags: ["morality_clause"],
      denies: ["non_compete", "assignable", "sublicensable"]
    }
  }
]
