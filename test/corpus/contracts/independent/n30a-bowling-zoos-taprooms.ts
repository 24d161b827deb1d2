// Independent author "n30a" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch
// for the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three styles: bowling-alley and leisure-centre promotional filming releases (a
// customer release whose "Broadcast" heading sits over a body that denies broadcast, a US location licence for a
// glow-bowling night called "Galaxy Cinema Bowl Night" with a deposit and overtime that are not fees, a leisure trust's
// letter to an instructor that binds its addressee, an influencer agreement whose rider replaces its territory and
// exclusivity clauses); zoo and aquarium keeper and visitor filming releases (a keeper's release with its dates only in
// a schedule table, no fee and a revocable release, two aquarium visitors' release with passes instead of a fee, a
// keeper's campaign agreement with a brand called "Ridgeway Outdoor Gear" and a competitor restriction); brewery and taproom staff and
// customer campaign licences (a brewer's release for a beer called "Print Shop IPA" with an option price and a
// cancellation fee, a letter to a taproom customer under a "Sub-licensing" heading that forbids it, a bartender's
// worldwide exclusive buyout in all media whose brewery is named only in the signature block). A DEVELOPMENT batch.
//
// Answer rules decided by this author: the parties are those bound by signing or by accepting a letter addressed to
// them (an employer or venue that gave permission separately and does not sign is not a party); parties are named as
// the document names them, without role labels; the signing date is the date of the last signature; the start is the
// date the licence says it begins (a defined date given elsewhere in the text, or signature where it says so); "N
// months/years from X" ends the day before the anniversary of X; fees are the sums paid for the services or the rights,
// one per sum (a session fee and a usage fee are two fees); VAT, expenses, a refundable deposit, overtime owed only if
// incurred, a cancellation fee and the price of an unexercised option are not fees, and free passes are not a fee (so
// no_fee_stated); websites are web, Instagram, TikTok, Facebook and YouTube channels are social, television is
// broadcast, brochures, magazines and catalogues are print, posters, billboards and bus shelters are out_of_home,
// in-venue screens, shelf talkers and point-of-sale material are in_store; a medium named in a product, company, event
// or exhibit name is not granted by that name; "all media now known or hereafter devised" is every channel and
// unlimited_media; exclusive is true where the grant says exclusive or the talent promises not to appear for
// competitors (then also non_compete), false where the text says non-exclusive or leaves the talent free, null where
// silent; a rider that says it prevails replaces the clause it names; perpetual gives perpetual_term and no end (not
// no_end_date); worldwide_exclusivity is raised only for an exclusive grant for the world; long_term for a term over
// 60 months; buyout where the fee is called a buyout; denies lists the flags the text expressly rules out.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30a-bowling-leisure-filming-releases",
  "n30a-zoo-aquarium-keeper-visitor-releases",
  "n30a-brewery-taproom-campaign-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30a-01-bowling-customer-release",
    style: "n30a-bowling-leisure-filming-releases",
    format: "docx",
    source: `
# STRIKELAND BOWL & ARCADE - CUSTOMER FILMING RELEASE
This Release is made on 20 February 2026 between:
(1) STRIKELAND LEISURE LIMITED, a company registered in England and Wales (company number 08812345), whose registered office is at Unit 4, Canal Retail Park, Wakefield WF1 5QR (the "Operator"); and
(2) KERRY ANN MOTTRAM of 17 Pinfold Lane, Ossett WF5 8AB (the "Participant").
## 1. Background
1> The Operator is filming a promotional video at Strikeland Bowl & Arcade, Wakefield, to mark the reopening of the refurbished venue (the "Film"). The Participant has agreed to appear in the Film bowling with her family.
## 2. Grant
1> The Participant grants the Operator a licence to record, edit and use her name, image, likeness and voice as captured in the Film (the "Footage") for the promotion of Strikeland venues.
2> The Footage may be used on the Operator's website, on the Operator's Instagram, Facebook and TikTok accounts, and on the screens above the lanes and at the reception desk of Strikeland venues.
## 3. Broadcast rights
1> No broadcast right is granted. The Operator shall not show the Footage, or permit it to be shown, on television, and shall not use it in cinema, radio or poster advertising.
## 4. Term and territory
1> The licence runs for two years from the Opening Date and applies in the United Kingdom only.
2> The "Opening Date" is the date on which the refurbished venue first opens to the public, which the Operator has fixed as 14 March 2026.
## 5. Payment
1> The Operator shall pay the Participant £120 within 14 days of the filming day. No other sum is payable.
## 6. General
1> The Operator shall not sub-license the Footage to any third party.
2> This Release is governed by the law of England and Wales.
| Signed for Strikeland Leisure Limited | Signed by the Participant |
| Dev Chauhan, General Manager | Kerry Ann Mottram |
| Date: 20 February 2026 | Date: 20 February 2026 |
`,
    expected: {
      parties: ["Strikeland Leisure Limited", "Kerry Ann Mottram"],
      signed: "2026-02-20",
      start: "2026-03-14",
      end: "2028-03-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["GBP 120"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30a-02-glow-bowling-location-licence",
    style: "n30a-bowling-leisure-filming-releases",
    format: "pdf",
    source: `
# LOCATION AND FOOTAGE LICENSE AGREEMENT
This Location and Footage License Agreement (this "Agreement") is entered into as of April 22, 2026 by and between Galaxy Bowl, Inc., an Ohio corporation ("Owner"), and Northbeam Creative LLC, a Delaware limited liability company ("Agency").
## 1. The Event
Agency will film "Galaxy Cinema Bowl Night", Owner's weekly glow-bowling night at which classic movies are projected above the lanes, at Owner's premises at 2200 Riverside Drive, Columbus, Ohio, on May 9, 2026 (the "Shoot").
## 2. License
(a) Owner grants Agency an exclusive license in the United States to use footage and photographs of the premises, Owner's staff and the Event recorded at the Shoot (the "Footage") on websites and on social media platforms, including Instagram, TikTok and YouTube.
(b) Excluded uses: the license excludes television, cinema and theatrical advertising, and billboards and other out-of-home media, notwithstanding the name of the Event.
(c) The only exception to exclusivity is that Owner may continue to post its own clips of the Event on its own website.
## 3. Term
The license begins on the date the first item of Footage is published (the "First Publication Date") and continues for eighteen (18) months. Agency confirms that the First Publication Date will be June 1, 2026.
## 4. Payments
(a) Location fee: Agency shall pay Owner a location fee of US$3,500 no later than the Shoot.
(b) Security deposit: Agency shall lodge a refundable security deposit of US$1,000, returned within 10 days after the Shoot less the cost of any damage.
(c) Overtime: if the Shoot runs past 11:00 p.m., Agency shall pay US$400 for each additional hour, only if incurred.
## 5. Miscellaneous
This Agreement is governed by the laws of the State of Ohio.
IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.
GALAXY BOWL, INC. By: Raymond Kowalski, President
NORTHBEAM CREATIVE LLC By: Tasha Greene, Managing Partner
`,
    expected: {
      parties: ["Galaxy Bowl, Inc.", "Northbeam Creative LLC"],
      signed: "2026-04-22",
      start: "2026-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 3500"],
      flags: []
    }
  },
  {
    id: "n30a-03-leisure-trust-instructor-letter",
    style: "n30a-bowling-leisure-filming-releases",
    format: "scan",
    source: `
# RIVERSIDE LEISURE TRUST
Riverside Leisure Centre, Mill Street, Shrewsbury SY1 2AB
3 September 2025
Mr Chinedu Okafor, 42 Castle Foregate, Shrewsbury SY1 2EJ
Dear Mr Okafor,
Autumn Leisure Guide - photographs and filming
Thank you for taking part in our photography and filming session at the leisure centre on 28 August 2025, where we recorded your spin and aqua-fit classes (the "Material"). This letter sets out the terms on which you allow Riverside Leisure Trust to use the Material. Once you countersign it, it binds you and us.
1. You irrevocably allow us to use the Material, including your name and likeness, in perpetuity, in the United Kingdom.
2. We may use the Material in our printed Leisure Guide and membership brochures, on our website, and on posters at bus shelters and on the billboards outside our centres. We will not use it on social media.
3. This consent is non-exclusive: you remain free to appear for any other gym or leisure operator.
4. We will pay you a fee of £300. We will also reimburse your travel expenses of up to £40 against receipts.
5. You waive any moral rights you may have in the Material.
6. The consent starts on the date you countersign this letter.
Yours sincerely,
Helen Pryce, Marketing Manager, for and on behalf of Riverside Leisure Trust
I agree to the terms of this letter.
Signed: Chinedu Okafor    Date: 9 September 2025
`,
    expected: {
      parties: ["Riverside Leisure Trust", "Chinedu Okafor"],
      signed: "2025-09-09",
      start: "2025-09-09",
      end: null,
      perpetual: true,
      territories: ["GB"],
      channels: ["print", "web", "out_of_home"],
      exclusive: false,
      fees: ["GBP 300"],
      flags: ["perpetual_term", "irrevocable_grant", "moral_rights_waiver"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30a-04-family-centre-influencer-rider",
    style: "n30a-bowling-leisure-filming-releases",
    format: "text",
    source: `
# INFLUENCER FILMING AGREEMENT
Bounce & Bowl Ltd, 3 Harbour Way, Southampton SO14 3FT ("B&B")
and
Jade Whitlock, trading as @jadebowlsitall ("the Creator")
1. Services. The Creator will film and post three short videos of herself and friends at the Bounce & Bowl family entertainment centre in Southampton (trampolines, ten-pin bowling and soft play).
2. Licence. The Creator grants B&B a licence to repost the videos on B&B's Instagram and TikTok accounts and to embed them on B&B's website.
3. Term. The licence lasts six months from the Launch Date. The Launch Date is 1 June 2026.
4. Territory. The United Kingdom and the Republic of Ireland.
5. Fee. B&B will pay the Creator £1,800 plus VAT within 30 days of invoice.
6. Exclusivity. This agreement is non-exclusive.
7. Assignment. Neither party may assign this agreement.
RIDER No. 1 (this Rider forms part of the Agreement and prevails over clauses 4 and 6)
R1. Clause 4 is deleted and replaced by: "4. Territory. The United Kingdom only."
R2. Clause 6 is deleted and replaced by: "6. Exclusivity. During the Term the Creator shall not film, post or promote content for any other bowling alley, trampoline park or family entertainment centre in the United Kingdom."
Signed for Bounce & Bowl Ltd: Marcus Fenn, Director, 12 May 2026
Signed by the Creator: Jade Whitlock, 12 May 2026
`,
    expected: {
      parties: ["Bounce & Bowl Ltd", "Jade Whitlock"],
      signed: "2026-05-12",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["GBP 1800"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n30a-05-zoo-keeper-staff-release",
    style: "n30a-zoo-aquarium-keeper-visitor-releases",
    format: "docx",
    source: `
# HALLAM WILDLIFE PARK - STAFF IMAGE RELEASE
Parties: Hallam Wildlife Park Limited (the "Park") and the member of staff named in the Schedule (the "Keeper").
## Background
The Park is producing promotional films and photographs about its red panda and snow leopard breeding programmes. The Keeper appears in that material in the course of their work.
## Release
1> The Keeper permits the Park to use recordings and photographs of the Keeper made at the Park (the "Material") throughout the world during the Licence Period stated in the Schedule.
1> The Park may use the Material on its website and social media channels, in television advertising, and in its printed guidebook and visitor map.
1> The Park may sub-license the Material to its broadcast partners and to VisitYorkshire for the promotion of the Park.
1> No fee is payable for this release: the Keeper takes part in the course of their employment.
1> This release is revocable: the Keeper may withdraw it for future material by written notice, but the Park may continue to use Material already published.
## Schedule
| Keeper | Tomasz Wierzbicki |
| Role | Senior Carnivore Keeper |
| Licence Period begins | 1 April 2026 |
| Licence Period ends | 31 March 2029 |
| Signed by the Keeper | 18 March 2026 |
| Signed for the Park | Dr Fiona Marsh, Director, 18 March 2026 |
`,
    expected: {
      parties: ["Hallam Wildlife Park Limited", "Tomasz Wierzbicki"],
      signed: "2026-03-18",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print"],
      exclusive: null,
      fees: [],
      flags: ["sublicensable", "no_fee_stated"],
      denies: ["irrevocable_grant"]
    }
  },
  {
    id: "n30a-06-aquarium-visitor-proposal-release",
    style: "n30a-zoo-aquarium-keeper-visitor-releases",
    format: "pdf",
    source: `
# TIDEWATER AQUARIUM - GUEST APPEARANCE RELEASE
Tidewater Aquarium, Inc. ("Aquarium"), 1 Pier Plaza, Baltimore, Maryland 21202
Guests: Daniel Osei and Priya Raman (each a "Guest" and together the "Guests")
The Guests' marriage proposal in the Shark Tunnel and their visit to the Outdoor Penguin Coast exhibit on February 14, 2026 were filmed by the Aquarium's media team (the "Footage").
1. Permission. Each Guest permits the Aquarium to use the Footage, including the Guests' names, faces and voices, on the Aquarium's website and on its social media accounts, throughout the world. The Aquarium will not use the Footage in print, television or outdoor advertising.
2. Term. This release lasts three (3) years from the date it is signed and is irrevocable during that period.
3. Non-exclusive. This release is non-exclusive. The Guests may share their own copies of the Footage as they wish.
4. No payment. No fee is payable to the Guests. As a thank-you the Aquarium will give each Guest a complimentary annual pass.
5. No sub-licensing. The Aquarium may not sub-license, sell or lend the Footage to any third party.
Signed by the Guests and the Aquarium on February 14, 2026:
Daniel Osei    Priya Raman
For Tidewater Aquarium, Inc.: Lorraine Whitaker, Director of Marketing
`,
    expected: {
      parties: ["Tidewater Aquarium, Inc.", "Daniel Osei", "Priya Raman"],
      signed: "2026-02-14",
      start: "2026-02-14",
      end: "2029-02-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30a-07-keeper-outdoor-brand-campaign",
    style: "n30a-zoo-aquarium-keeper-visitor-releases",
    format: "scan",
    source: `
# MODEL AND USAGE AGREEMENT
Date: 15 September 2026
Between Ridgeway Outdoor Gear Ltd, 8 Tannery Row, Kendal LA9 4DD (the "Company") and Aisha Bello, 21 Beech Road, Chester CH2 3PL (the "Keeper").
The Keeper is a rhino keeper at Pennine Zoological Gardens. The Zoo has given the Company its permission to photograph on site in a separate letter and is not a party to this agreement.
1. Shoot. The Keeper will take part in a one-day photo shoot at the Zoo on 22 September 2026 wearing the Company's "Fellwalker" range.
2. Usage. The Company may use the photographs in its printed catalogue, on shelf and point-of-sale displays in its shops and in stockists' stores, and on its Instagram and Facebook pages, excluding television, cinema, billboards and posters.
3. Term. Twelve months from 1 October 2026.
4. Territory. The United Kingdom and Ireland.
5. Fees. Session fee: £500. Usage fee: £2,000. Both payable within 30 days of the shoot. Travel expenses up to £100 will be reimbursed against receipts.
6. Exclusivity. During the Term the Keeper shall not appear in advertising for any other outdoor clothing or footwear brand.
Signed: Aisha Bello (Keeper)    15 September 2026
Signed: Owen Thwaite, Marketing Director, for Ridgeway Outdoor Gear Ltd    15 September 2026
`,
    expected: {
      parties: ["Ridgeway Outdoor Gear Ltd", "Aisha Bello"],
      signed: "2026-09-15",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "social"],
      exclusive: true,
      fees: ["GBP 500", "GBP 2000"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n30a-08-brewer-print-shop-ipa-release",
    style: "n30a-brewery-taproom-campaign-licences",
    format: "pdf",
    source: `
# EMPLOYEE TALENT RELEASE - "PRINT SHOP IPA" LAUNCH CAMPAIGN
This Employee Talent Release is made May 28, 2026 between Copperline Brewing Company, a Colorado corporation ("Copperline"), and Marisol Vega ("Employee"), an assistant brewer at Copperline's Fort Collins brewery.
## 1. Campaign
Copperline is launching Print Shop IPA, a beer brewed in collaboration with a local letterpress studio. Employee will appear in photographs and video for the launch (the "Materials").
## 2. Grant
Employee grants Copperline a non-exclusive license to use the Materials, including her name and likeness, in the United States on Copperline's website, on its social media accounts, on point-of-sale materials and shelf talkers in its taproom and in retail stores, and on billboards. No television or radio use is licensed.
## 3. Term
The license runs for twenty-four (24) months from the Launch Date set out in Schedule 1. Copperline has an option to extend the license for a further twelve (12) months for $1,500, exercisable by written notice before the license ends.
## 4. Compensation
Copperline will pay Employee a one-time fee of $2,500, in addition to her regular wages. If Copperline cancels the shoot less than 48 hours before it begins, it will pay Employee a cancellation fee of $300 instead.
## 5. Conduct
If Employee commits any act that brings Copperline or Print Shop IPA into public disrepute, Copperline may stop using the Materials.
## 6. Assignment
Copperline may assign this release to any purchaser of the Print Shop IPA brand.
## Schedule 1
| Launch Date | July 1, 2026 |
| Shoot date | June 10, 2026 |
Employee confirms that she is over 21 years of age.
COPPERLINE BREWING COMPANY By: Dale Whitford, CEO    EMPLOYEE: Marisol Vega
`,
    expected: {
      parties: ["Copperline Brewing Company", "Marisol Vega"],
      signed: "2026-05-28",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store", "out_of_home"],
      exclusive: false,
      fees: ["USD 2500"],
      flags: ["morality_clause", "assignable"]
    }
  },
  {
    id: "n30a-09-taproom-customer-letter",
    style: "n30a-brewery-taproom-campaign-licences",
    format: "docx",
    source: `
# HOPFIELD & DAUGHTERS BREWERY LIMITED
The Taproom, Oast Lane, Faversham, Kent ME13 8NX
15 January 2027
Mr Gareth Harrington
9 Preston Street, Faversham ME13 8PE
Dear Mr Harrington,
## "Taproom Tales" television and social campaign
Thank you for agreeing to be filmed with your quiz team at our taproom on 10 January 2027 for our "Taproom Tales" campaign (the "Film"). This letter sets out what we may do with the Film. When you sign and return it, it is binding on you and on us.
## What we may do
1> We may show the Film in our regional television advertising, on our website and on our YouTube, Instagram and Facebook channels, in the United Kingdom.
2> We will not use the Film in print, on posters or in cinemas.
## How long for
1> The licence begins on the date you sign this letter and ends on 31 December 2027.
## Payment
1> We will pay you £250 within 14 days of your signature. We will also reimburse your taxi fare home on the filming night, up to £30.
## Sub-licensing
1> We shall not sub-license any of the rights in this letter to anyone else.
Yours sincerely,
Claire Hopfield, Managing Director, Hopfield & Daughters Brewery Limited
I accept the terms of this letter.
| Signed | Gareth Harrington |
| Date | 20 January 2027 |
`,
    expected: {
      parties: ["Hopfield & Daughters Brewery Limited", "Gareth Harrington"],
      signed: "2027-01-20",
      start: "2027-01-20",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["GBP 250"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30a-10-bartender-exclusive-buyout",
    style: "n30a-brewery-taproom-campaign-licences",
    format: "text",
    source: `
# TALENT BUYOUT AGREEMENT
Talent: Luke Tran, bartender at the Brewery's Harbor Street taproom, San Diego, California.
1. Grant. Talent grants the Brewery the exclusive right, throughout the world, to use Talent's name, likeness, voice and biography in advertising for beer and hard seltzer, in all media now known or hereafter devised.
2. Term. The grant runs for the period set out in the table below.
| Start Date | August 1, 2026 |
| Term | Seven (7) years from the Start Date |
3. Buyout. The Brewery will pay Talent a buyout fee of $5,000 within 30 days of signature, in full payment for all uses during the Term. No residuals or re-use fees are payable.
4. Exclusivity. During the Term Talent will not appear in advertising for any other brewery, beer or hard seltzer brand anywhere in the world.
5. Talent confirms he is over 21 years of age.
Agreed and signed on July 10, 2026:
BENT ANCHOR BREWING CO. (the "Brewery"), by Gina Marchetti, Marketing Director
LUKE TRAN
`,
    expected: {
      parties: ["Bent Anchor Brewing Co.", "Luke Tran"],
      signed: "2026-07-10",
      start: "2026-08-01",
      end: "2033-07-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["USD 5000"],
      flags: ["worldwide_exclusivity", "unlimited_media", "long_term", "buyout", "non_compete"]
    }
  }
]
