// Held-out author "h26c" (wave 26), one batch written without reading the reader (domain/, application/, adapters/
// beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other corpus batch, NOTES.md or any output of
// the reader; only Corpus.ts, the checker, the header and first entry of n11's batch for the file convention, and the
// names in unseen/. Frozen before any run. It holds three drafting styles: South Asian bilingual agreements (Indian,
// Pakistani and Bangladeshi talent, influencer and photography agreements in English with Hindi, Urdu and Bengali terms
// kept: "Pratham Paksh", "Fareeq-e-Awwal", "Prothom Pokkho", amounts in lakh and crore, GST, TDS under section 194J,
// withholding and AIT, stamp paper and notary recitals, an agency signing for an actor, the courts of a named city, a
// brand called "Cinema Bazaar" and a textile house called "Sitara Print"); film festival screening and promotional
// licences (a screening fee next to a submission fee, a number of screenings, an online window geo-blocked to one
// country, premiere status, trailers on the festival's channels, a term set by festival dates given elsewhere or only in
// a schedule table); and youth sports club media consents (a parent signs for a child, the club's own channels against a
// governing body's or a sponsor's use, match photography and live-streams, a consent for one season that must be renewed
// or that renews itself, withdrawal at any time for future use, a sponsor called "Outdoor Sports Direct").
//
// Answer rules decided by this author: the parties are the two who are bound: an agency or manager signing for an
// actor, and a parent or guardian signing for a child, are not parties (the actor and the child are); a sponsor or a
// governing body allowed to use images under a club's consent form is not a party; a party named only in the signature
// block is a party. The signing date is the date the agreement says it is made or, failing that, the last signature; a
// rider executed together with the agreement does not change it. Start and end are those of the rights granted (the
// licence or usage period), read from the schedule, launch date or festival dates they refer to; "N months from X" ends
// the day before the anniversary; a consent "for the season" runs from the season's first to its last day. Fees are
// sums paid to the licensor or talent for the rights or services: GST, VAT, sales tax, TDS or withholding deducted,
// AIT, instalments, a total of fees, expenses, per diems, travel, overtime or extra days owed only if incurred, a
// cancellation charge, an unexercised option price, a festival's entry or submission fee paid by the film-maker, gifted
// product and a club's membership or training fee paid by a parent are not; Indian digit grouping is read as written
// (Rs. 45,00,000/- is INR 4500000). A consent form that pays nothing has no fees (no_fee_stated). Territories: the
// countries the use is limited to; an online window geo-blocked to a country is that country; when a form names no
// territory at all the answer is []. Channels: television is broadcast; hoardings, billboards and digital screens in
// stations are out_of_home; a festival's cinema screenings are cinema; its online screening platform and website are
// web; its and a club's Instagram, Facebook, YouTube and TikTok (a live-stream on a club's YouTube channel included)
// are social; a live-stream on a governing body's own streaming site is web; newspapers, brochures, programmes and
// yearbooks are print; a brand or company name with a channel-like word ("Cinema Bazaar", "Sitara Print", "Outdoor
// Sports Direct") grants nothing. Exclusive is null when the contract is silent; a licence called non-exclusive with a
// short competitor blackout is not exclusive but raises non_compete; a promise not to endorse a category's competitors
// during the term is an exclusivity (true) with non_compete. Premiere status (a holdback on the licensor's other
// screenings) is not exclusivity. A consent that can be withdrawn at any time denies irrevocable_grant; "must be
// renewed each season, it does not roll over" denies automatic_renewal; "continues for each following season unless
// withdrawn" raises it. A clause that ends the deal if the talent is charged with an offence of moral turpitude raises
// morality_clause. "Shall not sub-license" denies sublicensable, "may not assign" denies assignable, "this is not a
// buy-out" denies buyout.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h26c-south-asian-bilingual-agreements",
  "h26c-film-festival-screening-and-promo-licences",
  "h26c-youth-sports-club-media-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h26c-01-mumbai-actor-endorsement-via-agency",
    style: "h26c-south-asian-bilingual-agreements",
    format: "docx",
    source: `
# BRAND ENDORSEMENT AGREEMENT (ANUBANDH)
This Agreement is executed on non-judicial stamp paper of Rs. 500/- purchased in the name of the First Party and is notarised before the Notary Public, Mumbai. THIS AGREEMENT is made and entered into at Mumbai on this 15th day of April 2026.
## BY AND BETWEEN
CINEMA BAZAAR RETAIL PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, having its registered office at 4th Floor, Kanakia Zillion, LBS Marg, Kurla (West), Mumbai 400 070, acting through its authorised signatory Mr. Rohan Mehta, Chief Marketing Officer (hereinafter referred to as the "Company" or the "First Party" / "Pratham Paksh", which expression shall, unless repugnant to the context or meaning thereof, include its successors and permitted assigns) OF THE ONE PART;
AND
Ms. KAVYA RAGHUNATHAN, d/o Shri T. Raghunathan, aged about 29 years, residing at 12, Poes Garden Road, Teynampet, Chennai 600 018 (hereinafter referred to as the "Artist" or the "Second Party" / "Dwitiya Paksh"), acting through her exclusive talent management agency STARLINE TALENT MANAGEMENT LLP, Bandra (West), Mumbai (the "Agency"), which executes this Agreement only as the authorised representative of the Artist and is not a party hereto, OF THE OTHER PART.
## WHEREAS
(A) The Company owns and operates the fashion and lifestyle retail chain known as "Cinema Bazaar", with stores across India and an e-commerce platform at www.cinemabazaar.in, and is desirous of engaging the Artist as the face of its Festive 2026 campaign.
(B) The Artist is a well-known actor of Tamil and Hindi films and has agreed to endorse the Company's products on the terms hereinafter appearing.
## NOW THIS AGREEMENT WITNESSETH AS UNDER
1> Engagement. The Artist shall render her services for two (2) shoot days of eight (8) hours each for television commercials and still photographs, and for one (1) social media live session, at dates mutually agreed.
1> Grant of Rights. The Company shall have the right to use the Artist's name, image, likeness and voice as captured in the campaign material on television (all Indian GEC, movie and news channels), on the Company's website and mobile application, on the Company's official social media handles, and in newspapers and magazines, excluding outdoor hoardings and billboards, cinema-hall advertising and in-store branding at Cinema Bazaar outlets, each of which shall require a separate written agreement and fee.
1> Territory. The rights are granted for the territory of the Republic of India only. Any spill-over of satellite signals or internet access outside India shall not be a breach.
1> Term. The rights shall be available for a period of twelve (12) months commencing from 1st May 2026 (the "Term"). The Term shall not be renewed automatically; the Company shall have an option to extend the Term by a further six (6) months on payment of Rs. 20,00,000/- (Rupees Twenty Lakh only) plus GST, exercisable by written notice not less than thirty (30) days before expiry.
1> Exclusivity. During the Term the Artist shall not endorse, promote or appear in advertising for any other fashion, apparel or footwear retailer, whether online or offline (the "Competing Brands"). It is clarified that the Artist's existing endorsement of Swarnam Jewellers and any endorsement of products that are not Competing Brands are excluded from this restriction.
1> Consideration. In consideration of the services and rights, the Company shall pay the Artist a total fee of Rs. 45,00,000/- (Rupees Forty-Five Lakh only), exclusive of GST at 18 per cent, payable as follows: (a) Rs. 22,50,000/- on execution of this Agreement; and (b) Rs. 22,50,000/- within fifteen (15) days of completion of the shoot. The Company shall deduct TDS at 10 per cent under section 194J of the Income-tax Act, 1961 and furnish Form 16A. GST shall be payable against a valid tax invoice raised by the Agency on behalf of the Artist.
1> Additional Days. Any shoot day beyond the two days mentioned above shall be charged at Rs. 7,50,000/- per day, only if so requested by the Company. Business-class air travel, five-star hotel stay, vanity van and per diem of Rs. 10,000/- per day for the Artist and two staff shall be borne by the Company at actuals and are not part of the fee.
1> Assignment and Sub-licensing. The Company shall not sub-license the rights granted herein, and may not assign this Agreement or any rights hereunder to any third party, including any group company, without the prior written consent of the Artist.
1> Conduct. If the Artist is charged with any offence involving moral turpitude, or brings the Company's brand into public disrepute, the Company may terminate this Agreement forthwith and recover the unearned portion of the fee.
1> Jurisdiction. This Agreement shall be governed by the laws of India and the courts at Mumbai alone shall have exclusive jurisdiction.
IN WITNESS WHEREOF the parties have signed this Agreement on the day, month and year first above written.
| For CINEMA BAZAAR RETAIL PRIVATE LIMITED (First Party) | For and on behalf of the Artist (Second Party) |
| Sd/- Rohan Mehta, Chief Marketing Officer | Sd/- Neha Kapoor, Partner, Starline Talent Management LLP, as authorised representative of Ms. Kavya Raghunathan |
| Witness 1: Amit Desai, Mumbai | Witness 2: Farah Sheikh, Mumbai |
Attested before me, Notary Public, Mumbai, Reg. No. 11482, on 15/04/2026.
`,
    expected: {
      parties: ["Cinema Bazaar Retail Private Limited", "Kavya Raghunathan"],
      signed: "2026-04-15",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["IN"],
      channels: ["broadcast", "web", "social", "print"],
      exclusive: true,
      fees: ["INR 4500000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h26c-02-lahore-influencer-iqrar-nama",
    style: "h26c-south-asian-bilingual-agreements",
    format: "scan",
    source: `
# IQRAR NAMA - INFLUENCER COLLABORATION AGREEMENT
This agreement is made at Lahore on this 2nd day of March 2026 on stamp paper of Rs. 300/-.
Fareeq-e-Awwal (First Party): Sitara Print & Textiles (Pvt.) Ltd., 18-B Gulberg III, Lahore, makers of Sitara Lawn, through its Director Mr. Usman Tariq (the "Company").
Fareeq-e-Doem (Second Party): Ms. Hira Qureshi, CNIC 35202-XXXXXXX-X, content creator, Instagram @hiraqureshi.style (the "Influencer").
1. Deliverables: 3 Instagram reels, 2 TikTok videos and 1 YouTube video featuring the Sitara Lawn Eid Collection 2026.
2. Usage: the Company may repost and boost the content on its own Instagram, Facebook and TikTok pages and on its website sitaralawn.pk, excluding television, print advertising, billboards and in-store displays.
3. Usage period: six (6) months from the date the first reel goes live. The first reel shall go live on 20th March 2026.
4. Territory: Pakistan only. Paid boosting shall be geo-targeted to Pakistan.
5. Fee: PKR 3,50,000/- (Rupees Three Lakh Fifty Thousand only). Withholding tax under section 153 of the Income Tax Ordinance, 2001 and Punjab sales tax on services at 16 per cent shall be dealt with as per law and are not part of the fee. 50% advance on signing, balance within 10 days of the last post.
6. The collaboration is non-exclusive. The Influencer may work with other brands.
7. The Company may not transfer or assign the content or these rights to any other person or brand.
8. Any dispute shall be subject to the jurisdiction of the courts at Lahore.
Fareeq-e-Awwal: Sd/- Usman Tariq, Director    Fareeq-e-Doem: Sd/- Hira Qureshi
Witnesses: 1. Bilal Ahmed  2. Sana Javed
`,
    expected: {
      parties: ["Sitara Print & Textiles (Pvt.) Ltd.", "Hira Qureshi"],
      signed: "2026-03-02",
      start: "2026-03-20",
      end: "2026-09-19",
      perpetual: false,
      territories: ["PK"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["PKR 350000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h26c-03-dhaka-photography-chuktipotro",
    style: "h26c-south-asian-bilingual-agreements",
    format: "text",
    source: `
# CHUKTIPOTRO (AGREEMENT) FOR PHOTOGRAPHY AND USE OF IMAGES
Dated this 1st day of Boishakh 1433 (14th April 2026), at Dhaka.
Between Meghna Valley Tea Estates Ltd., House 42, Road 11, Banani, Dhaka 1213 (Prothom Pokkho, the "Company") and the photographer who signs below (Dwitiyo Pokkho, the "Photographer").
1> Assignment. The Photographer shall photograph the Company's tea gardens at Srimangal, Sylhet, and its "Meghna Gold" packs for the Company's 2026 campaign over three (3) days in April 2026.
1> Delivery. The Photographer shall deliver not less than 40 edited high-resolution images on 30th April 2026 (the "Delivery Date").
1> Licence. The Company may use the delivered images in its printed catalogue and brochures, on its website and on its Facebook and Instagram pages, for two (2) years from the Delivery Date. Use on television or on billboards is not permitted under this Chuktipotro.
1> Territory. Bangladesh.
1> Copyright. Copyright in all images remains with the Photographer, who may show them in her portfolio. This is not a buy-out and the licence is non-exclusive.
1> Fee. The Company shall pay Tk 1,20,000/- (Taka One Lakh Twenty Thousand only) as the photography and licence fee. VAT at 15 per cent and AIT at source will be deducted/paid as per the law of Bangladesh. Transport to Srimangal, lodging at the garden bungalow and a per diem of Tk 3,000/- are to be borne by the Company separately. A booking deposit of Tk 20,000/- paid by the Company on 5th April 2026 is adjusted against the fee.
1> The Company shall not sell, sub-license or give the images to any tea broker, distributor or other third party.
1> Any dispute shall be settled by the courts of Dhaka.
Prothom Pokkho: Sd/- Rashed Karim, Head of Marketing, Meghna Valley Tea Estates Ltd.
Dwitiyo Pokkho: Sd/- Farhana Islam Mitu, Photographer, Mirpur-10, Dhaka
Witness: Sd/- Abu Sayeed
`,
    expected: {
      parties: ["Meghna Valley Tea Estates Ltd.", "Farhana Islam Mitu"],
      signed: "2026-04-14",
      start: "2026-04-30",
      end: "2028-04-29",
      perpetual: false,
      territories: ["BD"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["BDT 120000"],
      flags: [],
      denies: ["buyout", "sublicensable"]
    }
  },
  {
    id: "h26c-04-bengaluru-influencer-launch-rider",
    style: "h26c-south-asian-bilingual-agreements",
    format: "pdf",
    source: `
# INFLUENCER SERVICES AGREEMENT
This Agreement is entered into at Bengaluru on the 10th day of May 2026.
## PARTIES
First Party: PEHEL BEVERAGES PRIVATE LIMITED, CIN U15549KA2019PTC123456, 3rd Cross, Indiranagar, Bengaluru 560 038 (the "Brand").
Second Party: Mr. ARJUN BHAT, known on social media as @ArjunEatsBlr, residing at Jayanagar 4th Block, Bengaluru (the "Influencer").
## 1. DEFINITIONS
"Launch Date" means the date of the national launch of the Brand's "Pehel Jeera Fizz" beverage, as set out in Annexure A.
"Content" means the videos and posts created by the Influencer under this Agreement.
## 2. SERVICES
The Influencer shall create and publish four (4) Instagram reels and two (2) YouTube Shorts about Pehel Jeera Fizz as per the brief in Annexure A.
## 3. USAGE
The Brand may repost the Content on its own Instagram and YouTube handles for nine (9) months from the Launch Date, within India.
## 4. EXCLUSIVITY
This Agreement is non-exclusive and nothing in it prevents the Influencer from creating content for other food and beverage brands, save that the Influencer shall not post content for any carbonated soft drink brand during the period of thirty (30) days before and thirty (30) days after the Launch Date.
## 5. FEE
The Brand shall pay the Influencer Rs. 3,00,000/- (Rupees Three Lakh only) for the services and the usage in clause 3, plus GST at 18 per cent, less TDS under section 194J. A product hamper worth about Rs. 5,000/- will be sent to the Influencer free of cost and is not part of the fee.
## 6. SUB-LICENSING
The Brand shall not sub-license the Content to its distributors, bottlers or retail partners.
## 7. LAW AND COURTS
This Agreement is governed by Indian law, and the courts at Bengaluru shall have jurisdiction.
## ANNEXURE A - CAMPAIGN DETAILS
| Item | Detail |
| Product | Pehel Jeera Fizz, 250 ml can |
| Launch Date | 1st June 2026 |
| Posting window | 25th May 2026 to 15th June 2026 |
| Tone | Fun, street-food pairing, Kannada and English |
## RIDER No. 1 (executed together with and forming part of this Agreement)
Clause 3 (Usage) of the Agreement is deleted in its entirety and substituted by the following: "The Brand may repost the Content on its own Instagram and YouTube handles and on its website, and may display it on digital screens at Namma Metro stations, for twelve (12) months from the Launch Date, within India." In consideration of the extended usage the Brand shall pay the Influencer a further Rs. 1,50,000/- (Rupees One Lakh Fifty Thousand only), plus GST. In case of any conflict between this Rider and the Agreement, this Rider shall prevail.
| For Pehel Beverages Private Limited | Influencer |
| Sd/- Deepa Rao, Director | Sd/- Arjun Bhat |
| Date: 10/05/2026 | Date: 10/05/2026 |
`,
    expected: {
      parties: ["Pehel Beverages Private Limited", "Arjun Bhat"],
      signed: "2026-05-10",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["IN"],
      channels: ["social", "web", "out_of_home"],
      exclusive: false,
      fees: ["INR 300000", "INR 150000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26c-05-bristol-festival-screening-licence",
    style: "h26c-film-festival-screening-and-promo-licences",
    format: "pdf",
    source: `
# FESTIVAL SCREENING AND PROMOTIONAL LICENCE
This Agreement is dated 28 August 2026.
## PARTIES
(1) HARBOURSIDE INTERNATIONAL FILM FESTIVAL LIMITED (company number 08812345), whose registered office is at Canon's Road, Bristol BS1 5UH (the "Festival"); and
(2) TIDEWATER PICTURES LIMITED (company number 11223344), whose registered office is at 7 Dean Street, London W1D 3RP (the "Producer").
## BACKGROUND
The Producer owns the rights in the feature film "The Salt Road" (2026, 97 minutes) (the "Film"), which the Festival has selected for the Official Competition of its 2026 edition.
## 1. DEFINITIONS
1.1 "Festival Period" means the dates of the 2026 edition of the Festival set out in Schedule 1.
1.2 "Programme Launch" means the date on which the Festival publishes its 2026 programme, set out in Schedule 1.
1.3 "Licence Period" means the period beginning on the Programme Launch and ending on the last day of the Festival Period.
## 2. SCREENINGS
2.1 The Producer grants the Festival the non-exclusive right to give up to three (3) public screenings of the Film at its venues in Bristol during the Festival Period, at the times set out in Schedule 1.
2.2 The Festival may also make the Film available once on its online platform, Harbourside at Home, for a window of seventy-two (72) hours, geo-blocked so that it can be viewed only in the United Kingdom, with no more than 500 tickets sold.
## 3. PROMOTION
3.1 During the Licence Period the Festival may use up to five (5) stills supplied by the Producer, the Film's trailer and clips of no more than two (2) minutes in total to promote the Festival: on its website, on its Instagram, X, Facebook and YouTube channels, and in its printed programme and brochure.
3.2 The Festival shall make no use of the Film or any part of it on television or in outdoor advertising.
## 4. PREMIERE STATUS
The Producer confirms that the Festival screening will be the UK premiere of the Film and shall not permit any public screening of the Film in the United Kingdom before the first Festival screening. This clause does not restrict screenings at festivals outside the United Kingdom.
## 5. FEES
5.1 The Festival shall pay the Producer a screening fee of £1,500 for the public screenings and an online fee of £500 for the online window, each plus VAT, within 30 days of the end of the Festival Period.
5.2 The entry fee of £45 paid by the Producer on submitting the Film is not refundable and is not set off against the fees above.
5.3 The Festival shall pay the cost of shipping the DCP to and from Bristol, up to £150.
## 6. SUB-LICENSING AND ASSIGNMENT
The Festival may not sub-license, assign or otherwise transfer any right under this Agreement, and shall not supply any clip of the Film to a third party.
## 7. LAW
This Agreement is governed by the law of England and Wales.
## SCHEDULE 1 - FESTIVAL PARTICULARS
| Programme Launch | 10 September 2026 |
| Festival Period | 8 October 2026 to 18 October 2026 |
| Screening 1 | 9 October 2026, 18:30, Watershed Cinema 1 |
| Screening 2 | 11 October 2026, 14:00, Arnolfini |
| Screening 3 | 16 October 2026, 20:45, Watershed Cinema 1 |
| Online window | from 19:00 on 12 October 2026 for 72 hours |
Signed for HARBOURSIDE INTERNATIONAL FILM FESTIVAL LIMITED by Marcus Ellery, Festival Director
Signed for TIDEWATER PICTURES LIMITED by Joanna Pryce, Producer
`,
    expected: {
      parties: ["Harbourside International Film Festival Limited", "Tidewater Pictures Limited"],
      signed: "2026-08-28",
      start: "2026-09-10",
      end: "2026-10-18",
      perpetual: false,
      territories: ["GB"],
      channels: ["cinema", "web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1500", "GBP 500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h26c-06-santa-fe-documentary-festival-schedule",
    style: "h26c-film-festival-screening-and-promo-licences",
    format: "docx",
    source: `
# DESERT BLOOM DOCUMENTARY FESTIVAL - EXHIBITION AGREEMENT
Desert Bloom Film Society, Inc., a New Mexico nonprofit corporation doing business as the Desert Bloom Documentary Festival ("Festival"), and Lantern Row Films LLC, a California limited liability company ("Licensor"), agree as follows. Dates, times and amounts are in the Schedule below, which forms part of this agreement.
1> Film. The documentary "Ghost Acres" (82 min.), which Licensor controls for North America.
1> Exhibition. Licensor licenses Festival to exhibit the Film at the in-person screenings listed in the Schedule, and to stream it on the Festival's virtual platform during the Virtual Window, which Festival will geo-block to the United States.
1> Promotion. From the Agreement Date until the Promo End Date, Festival may use the Film's trailer, up to three clips of no more than 60 seconds each and the key art on its website, its Instagram and YouTube channels and in its e-newsletter, excluding paid advertising, television and any outdoor billboard.
1> Premiere. The Festival screenings will be the New Mexico premiere. Licensor will not book the Film elsewhere in New Mexico before the last Festival screening.
1> Screening Fee. Festival will pay Licensor the Screening Fee shown in the Schedule within 30 days after the Festival. The Film's submission fee was waived and no other amount is owed by Licensor. Festival will reimburse the director's travel up to the Travel Stipend to attend Q&As; the stipend is not part of the Screening Fee.
1> Materials. Licensor will deliver a DCP and a ProRes file by the Materials Deadline. Festival will return all materials and delete the streaming file at the end of the Virtual Window.
1> Cancellation. If Festival cancels the Film's screenings for any reason after the Materials Deadline, the Screening Fee remains payable in full.
## SCHEDULE
| Item | Detail |
| Agreement Date | June 3, 2026 |
| Festival dates | September 17 - 20, 2026 |
| Screening 1 | Friday, September 18, 2026, 7:00 p.m., Lensic Performing Arts Center |
| Screening 2 | Sunday, September 20, 2026, 2:00 p.m., CCA Cinematheque |
| Virtual Window | September 21 - 27, 2026 |
| Materials Deadline | August 28, 2026 |
| Promo End Date | October 31, 2026 |
| Screening Fee | US$1,200 flat, covering both screenings and the Virtual Window |
| Travel Stipend | up to US$500 |
| FESTIVAL: Desert Bloom Film Society, Inc., by Lucia Ortega, Executive Director | LICENSOR: Lantern Row Films LLC, by Sam Whitlock, Managing Member |
`,
    expected: {
      parties: ["Desert Bloom Film Society, Inc.", "Lantern Row Films LLC"],
      signed: "2026-06-03",
      start: "2026-06-03",
      end: "2026-10-31",
      perpetual: false,
      territories: ["US"],
      channels: ["cinema", "web", "social"],
      exclusive: null,
      fees: ["USD 1200"],
      flags: []
    }
  },
  {
    id: "h26c-07-galway-shorts-festival-email",
    style: "h26c-film-festival-screening-and-promo-licences",
    format: "text",
    source: `
# Corrib Shorts 2026 - selection of "Blackthorn"
From: Niamh Ó Flaherty <programme@corribshorts.ie>
To: Aoife Brennan <aoife@blackthornfilms.ie>
Date: Thu 1 Oct 2026 10:14
Hi Aoife, delighted to tell you that Blackthorn has been selected for Corrib Shorts 2026, which runs in Galway from 12 to 16 November 2026 (closing night 16 Nov).
Here's what we'd ask for, in plain terms:
- Screenings: one in-cinema screening in Programme 4 (Town Hall Theatre) plus the online edition on Corrib Online from 13 to 16 Nov, geo-blocked to Ireland (the Republic only).
- Promo: stills, the poster and up to 30 seconds of the film in our festival trailer, on corribshorts.ie, our Instagram and TikTok and in the printed brochure, from the day you accept until closing night. No TV, no outdoor.
- Premiere: we'd like it to be the Irish premiere if possible - not a condition.
- It's non-exclusive, you're free to send it to any other festival.
- Screening fee: we pay €100 to every short in competition. Your €12 entry fee isn't refundable (sorry, our rules).
- We won't pass the film or the clips on to anyone else, and we can't transfer this permission.
If that's all OK just reply "accepted" and we're set.
Niamh Ó Flaherty, Programmer, for Corrib Shorts Festival CLG
---
From: Aoife Brennan <aoife@blackthornfilms.ie>
Date: Fri 2 Oct 2026 21:40
Accepted! Thanks a million. Screener link and stills to follow on Monday.
Aoife Brennan, writer/director, Blackthorn
`,
    expected: {
      parties: ["Corrib Shorts Festival CLG", "Aoife Brennan"],
      signed: "2026-10-02",
      start: "2026-10-02",
      end: "2026-11-16",
      perpetual: false,
      territories: ["IE"],
      channels: ["cinema", "web", "social", "print"],
      exclusive: false,
      fees: ["EUR 100"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h26c-08-junior-football-club-season-consent",
    style: "h26c-youth-sports-club-media-consents",
    format: "docx",
    source: `
# RIVERSIDE ROVERS JUNIOR FOOTBALL CLUB
## Photography, Filming and Live-Streaming Consent - Season 2026/27
This form is completed by a parent or guardian for each player under 18. Please read the notes and tick the boxes. Riverside Rovers JFC (the "Club") is affiliated to the Berkshire & Bucks FA (the "County FA").
| Player's name | Ellie Marsh |
| Age group / team | Under-12 Girls (Kestrels) |
| Parent / guardian | Claire Marsh (mother) |
## 1. What this consent covers
1.1 The Club's own use: match and training photographs and short videos of your child on the Club's website, its Facebook and Instagram pages and in the printed matchday programme.
1.2 Live-streaming: home matches of the Kestrels streamed live on the Club's YouTube channel.
1.3 County FA use: the County FA may use match photographs in its own publications and on its website.
Club's own use (1.1): YES [X]   NO [ ]
Live-streaming (1.2): YES [X]   NO [ ]
County FA use (1.3): YES [ ]   NO [X]
## 2. Sponsors
Our shirt sponsor, Hendry's Family Bakery, has no right to use images of players. The Club will not pass any image of your child to a sponsor for advertising and will not sell or sub-license images to anyone.
## 3. Safeguarding
We never publish a child's full name with a photograph, or their school or address. Photographs are taken only by Club-approved volunteers wearing a Club lanyard.
## 4. How long this consent lasts
This consent covers the 2026/27 season, from 1 August 2026 to 31 May 2027. It must be renewed each season; it does not roll over, and we will ask you again before the 2027/28 season.
## 5. Withdrawing consent
This consent is not irrevocable. You can withdraw it at any time by e-mailing the Club Welfare Officer at welfare@riversiderovers.org.uk. Withdrawal applies to future use: we will take down online images within 7 days, but we cannot recall programmes already printed.
## 6. Payment
No payment is made for any photograph or video. The season subscription of £180 is a separate matter and is not affected by your answers on this form.
| Signed (parent / guardian) | Claire Marsh |
| Date | 14/08/2026 |
| Received for the Club | D. Okafor, Club Welfare Officer |
`,
    expected: {
      parties: ["Riverside Rovers Junior Football Club", "Ellie Marsh"],
      signed: "2026-08-14",
      start: "2026-08-01",
      end: "2027-05-31",
      perpetual: false,
      territories: [],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["automatic_renewal", "irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "h26c-09-middle-school-athletics-media-release",
    style: "h26c-youth-sports-club-media-consents",
    format: "scan",
    source: `
# LAKEVIEW MIDDLE SCHOOL ATHLETICS - STUDENT-ATHLETE MEDIA RELEASE 2026-27
Cedar Falls Community School District
Student-athlete: Marcus Webb    Grade: 7    Sport(s): Boys Basketball, Track & Field
Parent/Guardian: Denise Webb
I give permission to the Cedar Falls Community School District (the "District"), including Lakeview Middle School, to photograph, video-record and live-stream my student during games, meets and practices, and to use those images, his name, grade and sport for school and district purposes: the school and District websites, the Lakeview Athletics Facebook and Instagram accounts, live-streams of home games on the District's YouTube channel, and the printed yearbook and game programs, excluding commercial advertising and any use by sponsors or booster-club businesses.
This release is valid for the 2026-27 school year only, from August 20, 2026 through June 4, 2027. A new release is required each school year.
I understand that I may withdraw this permission at any time by writing to the Athletic Director; withdrawal stops future use but does not affect yearbooks already printed.
No compensation will be paid for any use of my student's image.
Parent/Guardian signature: Denise Webb    Date: 08/24/2026
Received: T. Alvarez, Athletic Director, Lakeview Middle School
`,
    expected: {
      parties: ["Cedar Falls Community School District", "Marcus Webb"],
      signed: "2026-08-24",
      start: "2026-08-20",
      end: "2027-06-04",
      perpetual: false,
      territories: [],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "automatic_renewal"]
    }
  },
  {
    id: "h26c-10-netball-academy-sponsor-consent",
    style: "h26c-youth-sports-club-media-consents",
    format: "pdf",
    source: `
# COASTAL HAWKS NETBALL ACADEMY INC.
## Player Image Consent - 2027 Season and following seasons
Coastal Hawks Netball Academy Inc. (ABN 12 345 678 901), Maroochydore, Queensland ("the Academy") asks every parent or guardian of a player under 18 to complete this form. The Academy is a member association of Netball Queensland ("NQ"). Our major sponsor for 2027 is Outdoor Sports Direct Pty Ltd ("the Sponsor"), the outdoor and camping equipment retailer.
Player: Mia Tran (Under-13 Development Squad)
Parent/guardian completing this form: Linh Tran
## Academy Use
The Academy may take photographs and video of your child at training, matches and carnivals and use them on its website, its Facebook and Instagram pages and in its printed season program and newsletters.
## Match Photography and Live-Streaming
Matches at Sunshine Coast Netball courts may be photographed by NQ's accredited photographers and live-streamed on NQ Live, Netball Queensland's own streaming website. NQ may use the images and stream recordings on its website.
## Sponsor Use
The Sponsor may not use any image showing your child individually, or any image of your child in an advertisement, catalogue, poster or billboard. It may only post team photographs, in which no player is named, on its website and social media pages.
## Territory
All use under this form is limited to Australia, and live-streams on NQ Live are geo-restricted to Australia.
## Term and Renewal
This consent applies to the 2027 season (1 February 2027 to 31 October 2027). It then continues for each following season while your child is registered with the Academy, unless you withdraw it or tell us otherwise before 1 February of the next season.
## Withdrawal
You may withdraw this consent at any time by emailing the Academy's Child Safety Officer. Withdrawal applies to future use; images already printed cannot be recalled, and we will remove online images within 14 days.
## Payments
No fee is paid for the use of images. The 2027 academy fee of $420 (incl. GST) and the optional team photo package ($25) are separate and are payable by you to the Academy.
Parent/guardian signature: Linh Tran    Date: 20 January 2027
Accepted for the Academy: Jodie McKenzie, Head Coach
`,
    expected: {
      parties: ["Coastal Hawks Netball Academy Inc.", "Mia Tran"],
      signed: "2027-01-20",
      start: "2027-02-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["automatic_renewal", "no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  }
]
