// Independent author "n28f" (wave 28), one development batch written without reading the reader or its rules, and
// committed before the reader was run on it. I read only test/corpus/contracts/Corpus.ts, lines 1-40 of
// domain/contracts/ContractFlags.ts, lines 1-74 of independent/n11-shorthand-amendments-carveouts.ts (for the file
// convention), the wave 28 checker and the names of the files in unseen/ and independent/. Three styles:
// runner image terms for marathons, triathlons and mass-participation events (an entrant's registration
// confirmation with an image clause beside an entry fee that is not a fee, an official photographer's agreement with
// event dates only in a schedule and a "Sponsor Sub-licensing" heading over a clause that forbids it, a sports
// nutrition brand's letter to a runner with a launch date given later and a competitor restriction); degree-show
// student work licences (a Scottish art school's licence to photograph a graduate's work for prospectus and press with
// a template heading "Moral Rights Waiver" over a clause that keeps them, an e-mail licence from a stationer called
// "Brightwater Print Co." whose prize is not the licence fee, a US university release naming the student only in its
// signature block and waiving attribution and integrity in the images); and hairdressing model releases for
// competitions and trade-education platforms (a championship model release with expenses and a cancellation fee
// beside the model fee, a video-course release whose rider replaces the term clause and prevails, a short consent
// for a show held at a venue called "Regent Cinema Hall" that rules out cinema, posters and print, and a US letter
// to a model with a competitor restriction, a per diem and an option price).
//
// Answer rules decided by this author: the parties are those bound by the document (the entrant and the organiser,
// the student and the institution or company, the model and the organiser, brand or platform), named as the document
// names them, even where one appears only in a signature block or as the addressee of a letter; the signing date is
// the date of the last signature or of the acceptance that binds, and a rider signed with its agreement shares its
// date; the start is the day the licence runs from (an event, show, launch, release or shoot date, even where that
// date is given in a schedule or later clause); "N months/years from X" ends the day before the anniversary; a
// perpetual grant has no end and raises perpetual_term, not no_end_date; fees are the cash sums paid to the licensor
// or model for the rights or the services, one per sum: an entry fee the entrant pays, a prize stated not to be the
// licence fee, VAT, capped or reimbursed expenses, per diems, cancellation fees, option or extension prices and
// services or products given in kind are not fees; web is a website, results pages, online platform or streamed
// course, social is social media accounts and channels, broadcast is television, print is magazines, newspapers,
// programmes and prospectuses, out_of_home is posters and billboards, in_store is point-of-sale and shop displays;
// a company or venue name holding a channel word grants nothing; exclusive is true where the licensor may not license
// the same material or appear for others in the category (a carve-out for the licensor's own use leaves it true),
// false where the text says non-exclusive or frees the licensor to license others, null where silent; non_compete is
// raised where the person promises not to appear for a category's competitors; irrevocable_grant, sublicensable,
// moral_rights_waiver, buyout and morality_clause are raised only where the text grants or states them and denied
// where it expressly rules them out, whatever the heading says; an option to extend is not automatic renewal;
// unlimited_media is raised for "all media now known or hereafter devised"; long_term for a term over 60 months.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n28f-runner-image-terms", "n28f-degree-show-licences", "n28f-hair-model-releases"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n28f-01-marathon-entry-confirmation",
    style: "n28f-runner-image-terms",
    format: "text",
    source: `
# Severn Bridge Marathon 2026 - Entry Confirmation and Entry Terms
Severn Endurance Events Ltd, Unit 4 Riverside Works, Chepstow NP16 5DB
Entry reference: SBM26-048817
Entrant: Daniel Okafor
Date of birth: 14/02/1991. Club: Newport Harriers. Wave: C (start 09:40)
Event: Severn Bridge Marathon, Sunday 17 May 2026 ("Event Day")
Entry fee paid: £58.00 (incl. £2.50 booking fee). Charity pledge: none.
Your entry was accepted on 9 January 2026. By ticking "I accept the Entry Terms" at registration you agreed to the terms below, which form a binding agreement between you and Severn Endurance Events Ltd ("we", "us").
ENTRY TERMS (extract)
1. Transfers. Entries cannot be transferred after 1 April 2026. Deferrals are at our discretion.
2. Medical. You confirm that you are fit to run 26.2 miles and that you will not run with a medical condition that puts you at risk.
3. Kit. Our official kit partner is Northfell Outdoor. You are not required to wear Northfell Outdoor clothing and nothing in these terms lets Northfell Outdoor use your image.
4. Photography and filming. Our official photographers and film crew will be on the course. You grant us, from Event Day and in perpetuity, an irrevocable, worldwide right to use photographs, film and your name, race number and finish time recorded at the Event on our website and online results pages, on our social media channels, in the printed Event programme and runners' magazine, and in the Event highlights programme shown on television.
5. What we will not do. We shall not sub-license these rights, and we shall not sell or give your image to any sponsor for use in that sponsor's own advertising. No other use is licensed.
6. Payment. No payment is made to you for any use under clause 4. Your entry fee is the price of your place in the Event and is not a payment for, or connected with, those rights.
7. Results. Your name, age category and finish time will be published on our results pages. You may ask us to show you as "Anonymous" in the results by emailing results@severnendurance.co.uk before Event Day.
8. Cancellation. If the Event is cancelled for reasons beyond our control, we will offer a place in the 2027 event instead of a refund.
Severn Endurance Events Ltd. Company No. 09911482.
`,
    expected: {
      parties: ["Daniel Okafor", "Severn Endurance Events Ltd"],
      signed: "2026-01-09",
      start: "2026-05-17",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "broadcast"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28f-02-triathlon-official-photographer",
    style: "n28f-runner-image-terms",
    format: "pdf",
    source: `
# OFFICIAL EVENT PHOTOGRAPHER AGREEMENT
This Agreement is made on 2 March 2026
BETWEEN:
(1) Cumbria Tri Events CIC, a community interest company (company number 11204576) whose registered office is at 3 Lakeside Mews, Keswick CA12 5DJ (the "Organiser"); and
(2) Lena Marsh Photography Ltd (company number 13880214) whose registered office is at 18 Castle Street, Penrith CA11 7AT (the "Photographer").
## 1. Definitions
"Event" means the Tri-Lakes Triathlon 2026, over the days and at the venue set out in Schedule 1.
"Event Date" means the first day of the Event as shown in Schedule 1.
"Images" means the still photographs taken by the Photographer at the Event under this Agreement.
## 2. Services
2.1 The Photographer shall photograph the swim exit, transition areas, bike course and finish line on each day of the Event and shall upload a selection of not fewer than 400 edited Images to the Organiser within five working days of the last day of the Event.
2.2 The Photographer may offer Images for sale to participants through its own website. The Organiser shall link to that website from its results pages.
## 3. Fees
3.1 The Organiser shall pay the Photographer a fee of £2,400 for the services on both days of the Event, payable within 30 days of delivery of the Images.
3.2 The Organiser shall reimburse travel and accommodation expenses up to a cap of £300 on production of receipts.
3.3 VAT shall be added to the sums above at the applicable rate.
## 4. Copyright and licence
4.1 Copyright in the Images remains with the Photographer.
4.2 The Photographer grants the Organiser a non-exclusive licence to use the Images, for 24 months from the Event Date, in the United Kingdom and Ireland, on the Organiser's website and results pages, on the Organiser's social media accounts and in the Organiser's printed programme and entry brochure for the 2027 event.
4.3 The licence does not extend to television or to posters, billboards or other outdoor advertising. The Photographer remains free to license the Images to any other person.
## 5. Sponsor Sub-licensing
5.1 The Organiser shall not sub-license or transfer the Images to any sponsor of the Event, including its title sponsor Harbour Cinema Group. Any sponsor wishing to use Images must take a separate licence directly from the Photographer.
## 6. Participants
6.1 The Organiser's entry terms inform participants that they may be photographed. The Photographer shall remove from sale any Image of a participant who asks for it to be withdrawn.
## 7. General
7.1 This Agreement is governed by the law of England and Wales.
## Schedule 1 - The Event
| Item | Detail |
| Event | Tri-Lakes Triathlon 2026 (sprint and Olympic distances) |
| Day 1 | 20 June 2026 - sprint races and junior races |
| Day 2 | 21 June 2026 - Olympic distance races |
| Venue | Derwentwater and surrounding roads, Keswick |
Signed for Cumbria Tri Events CIC: Rhiannon Pryce, Director, 2 March 2026
Signed for Lena Marsh Photography Ltd: Lena Marsh, Director, 2 March 2026
`,
    expected: {
      parties: ["Cumbria Tri Events CIC", "Lena Marsh Photography Ltd"],
      signed: "2026-03-02",
      start: "2026-06-20",
      end: "2028-06-19",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 2400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28f-03-nutrition-brand-runner-letter",
    style: "n28f-runner-image-terms",
    format: "scan",
    source: `
Halden Sports Nutrition Ltd, 22 Quayside, Bristol BS1 4QA
18 January 2027
Ms Priya Venkatesan, 7 Ashley Road, Bristol BS6 5NJ
Dear Priya,
Harbourside Half Marathon finish-line photograph
Thank you for agreeing that we may use the photograph of you crossing the finish line of the 2026 Harbourside Half Marathon (the "Photograph"), which we have licensed from the event photographer. This letter sets out what we have agreed.
1. Use. We may use the Photograph, with your first name, on shelf and point-of-sale displays for our Halden Fuel gels in our retail partners' shops, and on our Instagram and Facebook accounts. We will not use it on television, in magazines or newspapers, or on outdoor posters or billboards.
2. Territory. United Kingdom only.
3. Term. The use runs for 12 months from the Campaign Launch Date. This letter will not renew automatically.
4. Fee. We will pay you £750 within 14 days of the Campaign Launch Date. We will also send you a case of Halden Fuel gels each quarter during the term; the gels are a gift and are not part of the fee.
5. Other brands. During the term you agree not to appear in advertising or promotions for any other sports nutrition, energy gel or energy drink brand.
6. Campaign Launch Date. The Campaign Launch Date is 1 March 2027.
Please sign and return a copy to confirm.
Yours sincerely,
Tom Aldridge, Marketing Manager, Halden Sports Nutrition Ltd
Agreed: Priya Venkatesan. Date: 25 January 2027
`,
    expected: {
      parties: ["Halden Sports Nutrition Ltd", "Priya Venkatesan"],
      signed: "2027-01-25",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "social"],
      exclusive: true,
      fees: ["GBP 750"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n28f-04-art-school-degree-show-licence",
    style: "n28f-degree-show-licences",
    format: "docx",
    source: `
# KELVINSIDE SCHOOL OF ART
## Degree Show 2026: Licence to Photograph and Use Student Work
This Licence is made between Kelvinside School of Art, 40 Garnethill Street, Glasgow G3 6RQ (the "School"), and the student named in Part A (the "Student").
## Part A: Particulars
| Student | Aoife Brennan |
| Matriculation number | 2201187 |
| Programme | BA (Hons) Fine Art: Sculpture and Environmental Art |
| Work | "Tidewrack" (2026), salvaged rope, steel and cast resin, installation in Studio 3.14 |
| Degree Show opening | 5 June 2026 |
| Photographer | The School's staff photographer or a photographer appointed by the School |
## Part B: Terms
1> Photography. The School may photograph and film the Work as installed at the Degree Show and may make reasonable numbers of copies of those photographs and films (the "Images").
1> Licence. The Student grants the School a non-exclusive licence to reproduce the Images for five years from the Degree Show opening, throughout the world, in the following media only:
2> the School's printed undergraduate and postgraduate prospectuses and printed Degree Show catalogue;
2> the School's website and its official social media accounts; and
2> photographs supplied to newspapers and magazines for print coverage of the Degree Show.
1> Excluded uses. The School shall not use the Images in any paid advertising, on posters or billboards, or on television, and shall not sell the Images or the Work.
1> Copyright. Copyright in the Work and, as between the parties, all other rights in it remain with the Student, who is free to license the Work and images of it to anyone else.
1> Moral Rights Waiver. [Clause not used.] The Student does not waive her moral rights. The School shall identify the Student as the author of the Work wherever an Image is used and shall not crop, recolour or alter an Image in a way that distorts the Work.
1> Payment. No fee is payable for this Licence. The School's Degree Show materials grant of £120, already paid to all graduating students in February 2026, is a bursary and is not a payment for this Licence.
1> Sharing. The School shall not sub-license the Images to any third party. Newspapers and magazines that receive Images under clause 2 may use them only to report on the Degree Show.
1> Law. This Licence is governed by the law of Scotland.
Signed for Kelvinside School of Art: Dr Callum Rennie, Head of Communications. Date: 20 May 2026
Signed by the Student: Aoife Brennan. Date: 20 May 2026
`,
    expected: {
      parties: ["Kelvinside School of Art", "Aoife Brennan"],
      signed: "2026-05-20",
      start: "2026-06-05",
      end: "2031-06-04",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["moral_rights_waiver", "sublicensable"]
    }
  },
  {
    id: "n28f-05-stationer-award-email-licence",
    style: "n28f-degree-show-licences",
    format: "text",
    source: `
# Subject: Brightwater Award - licence of your degree show print
From: Helen Ashcroft <h.ashcroft@brightwaterprint.co.uk>
To: Tomasz Wrobel <t.wrobel.studio@gmail.com>
Date: 10 July 2026
Dear Tomasz,
Congratulations again on winning the 2026 Brightwater Award at the Northbrook University Illustration degree show. As discussed at the show, Brightwater Print Co. Limited would like to license your winning piece, "Allotment at Dusk" (the "Artwork"), for our autumn campaign. Our offer is below; if you reply "I accept", we will have a binding agreement on these terms.
- Licensed uses: images of the Artwork on our website (brightwaterprint.co.uk), on our Instagram and Pinterest accounts, and on counter cards and point-of-sale displays inside our 14 shops.
- Not licensed: no use in magazines, newspapers or catalogues, no outdoor advertising and no products. Our company name notwithstanding, we are not asking for any print advertising rights.
- Period: from 1 September 2026 until 31 August 2027.
- Territory: United Kingdom.
- Exclusivity: during the period you will not license the Artwork to any other stationery or greetings-card retailer or manufacturer. You remain free to exhibit and sell the original, to show the Artwork in your own portfolio, and Northbrook University may continue to use it in its prospectus.
- Licence fee: £600, paid within 30 days of your acceptance. The £1,000 Brightwater Award prize you received at the show is a prize, already paid, and is not part of this licence fee.
- Credit: "Artwork by Tomasz Wrobel" next to every use.
Best wishes,
Helen Ashcroft
Head of Brand, Brightwater Print Co. Limited
---
From: Tomasz Wrobel <t.wrobel.studio@gmail.com>
To: Helen Ashcroft <h.ashcroft@brightwaterprint.co.uk>
Date: 14 July 2026
Hi Helen - I accept. Thank you! My invoice for the £600 will follow.
Tomasz
`,
    expected: {
      parties: ["Brightwater Print Co. Limited", "Tomasz Wrobel"],
      signed: "2026-07-14",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 600"],
      flags: []
    }
  },
  {
    id: "n28f-06-us-mfa-thesis-release",
    style: "n28f-degree-show-licences",
    format: "pdf",
    source: `
# ALDER RIDGE UNIVERSITY
## Office of University Communications
## MFA Thesis Exhibition: Artwork Image Release
The undersigned graduate student (the "Artist") has exhibited original artwork in the Alder Ridge University MFA Thesis Exhibition (the "Artwork"). Alder Ridge University (the "University") wishes to photograph and record the Artwork and to use those photographs and recordings (the "Images") to promote the University, its School of Visual Arts and its academic programs.
1. Grant. The Artist hereby grants to the University a non-exclusive, perpetual, irrevocable, royalty-free license to reproduce, publish, display, distribute and adapt the Images throughout the world in any and all media now known or hereafter devised, including without limitation print, web, social media, broadcast, outdoor and in-store materials.
2. Sublicensing. The University may sublicense its rights under Section 1 to its advertising agencies, publishers and media partners for the purposes described above.
3. Ownership. The Artist retains ownership of the Artwork and the copyright in it, and may license images of the Artwork to others.
4. Attribution and integrity. To the extent permitted by law, the Artist waives any rights of attribution and integrity, including rights under 17 U.S.C. Section 106A and any similar laws, with respect to the Images, including any cropping, color correction or layout of the Images. The University will nevertheless endeavor to credit the Artist where practical.
5. No compensation. The Artist acknowledges that no compensation is owed for this release.
6. Effective date. This release is effective on the date signed by the Artist below.
ARTIST
Signature: ______________________
Printed name: Jordan Whitcomb
Program: MFA, Painting and Drawing
Date: April 3, 2026
`,
    expected: {
      parties: ["Alder Ridge University", "Jordan Whitcomb"],
      signed: "2026-04-03",
      start: "2026-04-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: [],
      flags: [
        "perpetual_term",
        "irrevocable_grant",
        "unlimited_media",
        "sublicensable",
        "moral_rights_waiver",
        "no_fee_stated"
      ]
    }
  },
  {
    id: "n28f-07-hair-championship-model-release",
    style: "n28f-hair-model-releases",
    format: "docx",
    source: `
# BRITISH HAIR STAGE CHAMPIONSHIPS 2026
## Competition Model Agreement and Release
Crestmoor Events Ltd (company number 08827150), Suite 9, The Exchange, Birmingham B3 2NB ("Crestmoor", organiser of the British Hair Stage Championships) and the model named below (the "Model") agree as follows.
| Model | Chloe Adebayo-Reid |
| Agency | None (self-represented) |
| Competing stylist | Ellis Carrow, Carrow & Co Salon, Leeds |
| Category | Avant-Garde Colour (live stage final) |
| Competition Day | 11 October 2026, ICC Birmingham |
| Call time | 07:30; hair preparation from 08:00; stage final 15:00 |
1> The Model consents to her hair being cut, coloured and styled on stage by the competing stylist during the Competition Day and to the look being judged in front of a live audience.
1> Crestmoor and its official crew may photograph and film the Model on the Competition Day. The Model grants Crestmoor the right to use that material for three years from the Competition Day, worldwide, on the Championships website, on Crestmoor's social media channels, in the televised highlights programme produced for the Championships and in the Championships souvenir brochure and trade magazine features.
1> Crestmoor shall pay the Model a model fee of £200 for the Competition Day within 21 days after it.
1> Crestmoor shall reimburse the Model's standard-class rail fare to Birmingham up to £80 against a receipt. If Crestmoor cancels the Model's booking with less than 48 hours' notice, it shall pay a cancellation fee of £50 instead of the model fee.
1> The Model shall not colour or cut her hair for six weeks before the Competition Day without the stylist's agreement.
1> If the Model, before or during the period of use, does or says anything that brings the Championships, Crestmoor or the sponsors into public disrepute, Crestmoor may stop using the material and end this Agreement by notice.
1> The Model has read the stylist's consultation notes and patch-test results and accepts the risks of the colour process described in them.
1> This Agreement is governed by the law of England and Wales.
Signed by the Model: Chloe Adebayo-Reid, 2 September 2026
Signed for Crestmoor Events Ltd: Sandeep Gill, Events Director, 2 September 2026
`,
    expected: {
      parties: ["Crestmoor Events Ltd", "Chloe Adebayo-Reid"],
      signed: "2026-09-02",
      start: "2026-10-11",
      end: "2029-10-10",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print"],
      exclusive: null,
      fees: ["GBP 200"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "n28f-08-education-platform-release-rider",
    style: "n28f-hair-model-releases",
    format: "pdf",
    source: `
# SHEARCRAFT ACADEMY ONLINE - MODEL RELEASE (EDUCATION FOOTAGE)
This Model Release is entered into on 10 February 2026 between Shearcraft Academy Online Ltd, 5 Canal Wharf, Manchester M1 3LD ("Shearcraft"), and Marcus Lindqvist, of 27 Hope Street, Liverpool L1 9BQ (the "Model").
## 1. Session
The Model will attend a filming session at Shearcraft's studio on 24 February 2026, where a Shearcraft educator will demonstrate a skin fade and textured crop on the Model's hair for a video course (the "Course").
## 2. Use of footage
Shearcraft may use the footage and stills of the Model recorded at the session (the "Footage") in the Course, which is sold by subscription to salons and stylists through Shearcraft's online learning platform, and in short trailers for the Course on Shearcraft's YouTube, Instagram and TikTok accounts. The Footage may be made available throughout the world.
## 3. Distribution
Shearcraft may sub-license the Footage, as part of the Course, to salon groups and education distributors who resell the Course.
## 4. Term
Shearcraft may use the Footage for two years from the date of this Release.
## 5. Payment
Shearcraft shall pay the Model a session fee of £350 and, in addition, a one-off buy-out fee of £500 which covers all uses of the Footage permitted by this Release for its whole term; no repeat fees, royalties or residuals will be payable.
## 6. Appearance
The Model agrees that his hair will be cut and styled at the educator's discretion within the brief given at casting.
Signed: Marcus Lindqvist (Model), 10 February 2026
Signed: Ruth Okonkwo, Director, for Shearcraft Academy Online Ltd, 10 February 2026
## RIDER No. 1 (signed with the Release on 10 February 2026)
This Rider forms part of the Release above. Where the Rider and the Release conflict, the Rider prevails.
R1. Clause 4 (Term) of the Release is deleted and replaced by: "Shearcraft may use the Footage for 36 months from the Course Release Date."
R2. The "Course Release Date" is 16 March 2026.
R3. All other terms of the Release remain unchanged.
Initialled: ML / RO
`,
    expected: {
      parties: ["Shearcraft Academy Online Ltd", "Marcus Lindqvist"],
      signed: "2026-02-10",
      start: "2026-03-16",
      end: "2029-03-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 350", "GBP 500"],
      flags: ["sublicensable", "buyout"]
    }
  },
  {
    id: "n28f-09-hair-show-consent-cinema-hall",
    style: "n28f-hair-model-releases",
    format: "scan",
    source: `
# VELVET ROOT HAIRCARE - EDUCATION SHOW MODEL CONSENT
Show: Velvet Root Spring Education Show, Regent Cinema Hall, Edinburgh, 25 April 2027 (the "Show Date")
Brand: Velvet Root Haircare Ltd, 12 Bread Street, Edinburgh EH3 9AF
Model: Sofia Marchetti
1. I agree that Velvet Root's educators may cut, colour and style my hair on stage at the show, and that Velvet Root may photograph and film me at the show.
2. Velvet Root may use those photographs and films on its Instagram and TikTok accounts and on its salon education website, in the United Kingdom and Ireland, for 12 months from the Show Date.
3. Velvet Root shall not use them on posters or billboards, in cinema or television advertising, or in any magazine or other printed material. The name of the venue does not give any cinema rights.
4. No fee is payable. I will receive the cut, colour and a take-home product kit free of charge; these are not a fee.
5. This consent is not irrevocable: I may withdraw it for future posts by giving Velvet Root 30 days' written notice. Posts already published need not be removed.
Signed by the Model: Sofia Marchetti. Date: 25 April 2027
For Velvet Root Haircare Ltd: Iona Fraser, Education Manager. Date: 25 April 2027
`,
    expected: {
      parties: ["Velvet Root Haircare Ltd", "Sofia Marchetti"],
      signed: "2027-04-25",
      start: "2027-04-25",
      end: "2028-04-24",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n28f-10-us-salon-course-model-letter",
    style: "n28f-hair-model-releases",
    format: "docx",
    source: `
# ManeCraft Pro Education, Inc.
1450 Larimer Street, Suite 300, Denver, CO 80202
May 12, 2026
Ms. Jasmine Ortega
c/o 88 Pearl Street, Boulder, CO 80302
Dear Jasmine:
Re: Model Agreement - "Curl Architecture" Salon Education Series
We are pleased to confirm your booking as the featured model for our "Curl Architecture" video series. This letter, once you countersign it, is our agreement.
## 1. Shoot
You will be available for a two-day shoot at our Denver studio beginning June 8, 2026 (the "Shoot Date"), during which our lead educator will cut, shape and color your natural curls on camera.
## 2. Use
We may use the recorded footage and stills of you in the Curl Architecture series, which we sell to salons and stylists as streamed courses on the ManeCraft Pro platform, and in trailers and clips posted on ManeCraft's Instagram, TikTok and YouTube channels. We will not use the footage on television or in print advertising, and we will not place it on billboards or in-salon posters.
## 3. Territory and Term
The United States and Canada, for two years beginning on the Shoot Date.
## 4. Compensation
We will pay you a flat fee of $1,200 for the shoot and the uses above within 30 days after the Shoot Date. We will also pay a per diem of $75 for each shoot day to cover meals and local travel.
## 5. Option
We may extend the term for one additional year by written notice and payment of $800 before the term ends. The term will not renew automatically.
## 6. Competing platforms
During the term you agree not to appear as a model in video education content for any other hair education platform or haircare brand's education program. Editorial shoots, runway shows and your own social media are not restricted.
## 7. Your hair
You agree not to cut or chemically treat your hair in the four weeks before the Shoot Date.
Please sign below to confirm.
Sincerely,
Dana Whitfield, Director of Content, ManeCraft Pro Education, Inc.
AGREED AND ACCEPTED: Jasmine Ortega. Date: May 15, 2026
`,
    expected: {
      parties: ["ManeCraft Pro Education, Inc.", "Jasmine Ortega"],
      signed: "2026-05-15",
      start: "2026-06-08",
      end: "2028-06-07",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 1200"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  }
]
