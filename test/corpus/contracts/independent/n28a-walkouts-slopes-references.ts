// Independent author "n28a" (wave 28), one development batch written without reading the reader or the other
// batches' texts: I read only test/corpus/contracts/Corpus.ts (the markup, Expected, the formats and the scoring),
// lines 1-40 of domain/contracts/ContractFlags.ts (the flag codes and LONG_TERM_MONTHS), lines 1-74 of n11's batch
// (the file convention), the wave 28 checker and the names of the files in unseen/ and independent/. Committed before
// any run of the reader. A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Three styles. (1) Combat-sports fight-week promotion and walkout agreements: a promoter's likeness licence whose
// Event Date sits only in a schedule and whose term runs "six months from the Event Date"; a fighter's purse named
// beside the fee but payable under another agreement; an MMA kit-sponsor agreement with a sponsor called "Printhouse"
// whose grant excludes television and outdoor, whose term ends 12 months from a Fight Date given later, with a
// category exclusivity and a "Sublicensing and Assignment" heading over a body that forbids both; a one-page scanned
// letter ("Dear Marta") binding its addressee to a perpetual, irrevocable, unpaid all-media release; a plain-text
// rider that deletes and replaces the territory, media and fee clauses of the original and prevails. (2) Ski resort
// and adventure-guide campaign releases: a mountain guide's release for "Ridgeline Outdoor, Inc." that forbids
// billboards and television, with the usage period counted from a First Publication Date given only in a schedule
// and a per diem beside the session fee; a French resort's guest release with a media table of Yes/No rows, no fee
// and a promise not to sell the footage on; a scanned instructor release for the skiwear brand "Alpine Print Ltd"
// that bars print, poster and broadcast use, with VAT and a cancellation fee beside the fee. (3) Comic, illustration
// and game-art reference-model releases: a graphic-novel artist's release for a book called "Night Cinema" with the
// publisher named "not a party" and screen rights withheld; a game studio's buyout with a session schedule, a
// conditional overtime rate, an exclusivity, a moral-rights waiver and a ten-year term; a card-game publisher's
// plain-text release in which the model is named only in the signature block and the term runs from a Street Date.
//
// Answer rules decided by this author: the parties are the two who are bound, named as the document names them (an
// agent, a publisher named "not a party", a broadcaster and a ski school are not parties; a letter binds its
// addressee once countersigned); the signing date is the date of the last signature or countersignature, and a rider
// is signed on its own date and holds the terms as amended; start is the date the text says use or the licence
// begins (the agreement date where use runs "from the date of this Agreement"); "N months/years from X" ends the day
// before the anniversary of X; fees are the sums paid for the services or the rights (a fee payable in instalments is
// one fee; a purse under another agreement, a per diem, expenses, VAT, a cancellation fee and an overtime rate owed
// only if incurred are not fees); television and pay-per-view are broadcast, posters, billboards and transit
// out_of_home, catalogues, brochures, books and printed cards print, point-of-sale and store displays in_store,
// websites web and social accounts social; "all media now known or hereafter devised" is every channel and
// unlimited_media; a channel named but excluded is not granted; exclusive is true where the grant or a promise makes
// it so (a category exclusivity with a carve-out is still true, and with a promise not to promote competitors it
// also raises non_compete), false where the text says non-exclusive or leaves the person free to work for others,
// null where silent; perpetual_term for "in perpetuity" (no end, and no no_end_date flag beside it); long_term only
// for a term longer than 60 months; irrevocable_grant for "irrevocably"; buyout for a one-off sum covering all uses
// with no further payment; assignable or sublicensable where the text permits it, denied where it forbids it;
// automatic_renewal denied where the text says it does not renew; worldwide_exclusivity for an exclusive worldwide
// grant; no_fee_stated where nothing is paid.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["n28a-fight-week-walkouts", "n28a-ski-guide-releases", "n28a-reference-model-releases"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n28a-01-promoter-fight-week-likeness",
    style: "n28a-fight-week-walkouts",
    format: "docx",
    source: `
# FIGHT WEEK PROMOTION AND LIKENESS AGREEMENT
This Agreement is dated 3 February 2026.
## Parties
(1) IRONCLAD PROMOTIONS LIMITED, a company incorporated in England and Wales (company number 11873320) whose registered office is at 14 Dock Street, Salford M50 3AB (the "Promoter"); and
(2) KIERAN DOYLE of 22 Larkfield Road, Dublin 6W, Ireland, professional boxer (the "Fighter").
## Background
(A) The Fighter has agreed to box on the card of the event described in Schedule 1 (the "Event") under a separate bout agreement between the parties (the "Bout Agreement").
(B) This Agreement sets out the Fighter's fight-week promotional duties and the Promoter's right to use the Fighter's name and likeness to promote the Event.
## Terms
1> Definitions. In this Agreement "Event Date" means the date of the Event stated in Schedule 1, and "Likeness" means the Fighter's name, ring name, image, voice, signature and biography.
1> Fight-week duties. The Fighter shall attend the open workout, the press conference, the public weigh-in and up to three media interviews in the week before the Event Date, on the days and at the times set out in Schedule 1.
1> Grant. The Fighter grants the Promoter a licence to use the Likeness, and footage and photographs taken under clause 2, solely to advertise and promote the Event:
2> on television, including the pay-per-view broadcast of the Event and trailers for it;
2> on the Promoter's website and the Promoter's social media accounts; and
2> on posters and billboards at and around the venue.
1> Excluded media. No right is granted to use the Likeness in newspapers, magazines or any other print advertising, or on merchandise of any kind.
1> Period. The Promoter may use the Likeness from the date of this Agreement until the end of six (6) months from the Event Date.
1> Territory. The licence applies in the United Kingdom and the Republic of Ireland only.
1> Exclusivity. The licence in clause 3 is non-exclusive. Nothing in this Agreement restricts the Fighter from promoting sponsors or from appearing for any other promoter or event.
1> Fee. In consideration of the fight-week duties and the licence, the Promoter shall pay the Fighter a promotional fee of £5,000, within 14 days after the Event Date. The Fighter's purse of £40,000 is payable under the Bout Agreement and not under this Agreement. The Promoter shall also reimburse reasonable travel and hotel costs of the fight week against receipts.
1> Conduct. The Promoter may end the licence and withhold any unpaid fee if the Fighter, before the Event Date, commits any act that brings the Fighter, the Promoter or the sport of boxing into public disrepute, or fails a drug test administered under the rules of the licensing body.
1> Assignment. The Promoter may not assign or transfer this Agreement or any right under it without the Fighter's prior written consent.
1> Law. This Agreement is governed by the law of England and Wales.
## Schedule 1: the Event
| Item | Detail |
| Event | Ironclad Fight Night 14 |
| Venue | Victoria Warehouse, Manchester |
| Event Date | 18 April 2026 |
| Open workout | 15 April 2026, 1pm |
| Press conference | 16 April 2026, 11am |
| Weigh-in | 17 April 2026, 4pm |
Signed for and on behalf of IRONCLAD PROMOTIONS LIMITED: Gareth Mills, Director. Date: 3 February 2026
Signed by KIERAN DOYLE: Kieran Doyle. Date: 3 February 2026
`,
    expected: {
      parties: ["Ironclad Promotions Limited", "Kieran Doyle"],
      signed: "2026-02-03",
      start: "2026-02-03",
      end: "2026-10-17",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["GBP 5000"],
      flags: ["morality_clause"],
      denies: ["assignable", "non_compete"]
    }
  },
  {
    id: "n28a-02-mma-kit-sponsor-walkout",
    style: "n28a-fight-week-walkouts",
    format: "pdf",
    source: `
# WALKOUT AND FIGHT KIT SPONSORSHIP AGREEMENT
This Walkout and Fight Kit Sponsorship Agreement (this "Agreement") is entered into as of the Effective Date by and between Printhouse Nutrition, LLC, a Nevada limited liability company with offices at 4410 W. Sahara Avenue, Las Vegas, NV 89102 ("Sponsor"), and Dana Okafor, an individual professional mixed martial artist ("Fighter"). The "Effective Date" is the date on which the last party signs below.
## 1. Sponsorship
Fighter will wear Sponsor's logo, in the size and position approved by the promotion, on Fighter's walkout hoodie, fight shorts and post-fight cap at the Bout. The "Bout" means Fighter's scheduled bout at Apex Cage Championship 41, and the "Fight Date" means the date of that event as stated in Section 9.
## 2. License
Sponsor may use Fighter's name, approved photographs of Fighter taken at the Bout and during fight week, and Fighter's approved quotes, to advertise Sponsor's products (a) on Sponsor's social media accounts, (b) on Sponsor's website, and (c) on point-of-sale displays and shelf signage in retail stores that stock Sponsor's products. Sponsor may not use the foregoing in television commercials, in outdoor advertising (including billboards and transit) or in printed magazine advertisements.
## 3. Term
The term of this Agreement commences on the Effective Date and continues for twelve (12) months from the Fight Date.
## 4. Territory
The United States of America and Canada.
## 5. Category Exclusivity
During the term Fighter shall not wear, endorse or promote any other sports nutrition, protein or dietary supplement brand. Sponsor is Fighter's exclusive sponsor in that category only; Fighter may accept sponsors in any other category.
## 6. Compensation
Sponsor will pay Fighter a sponsorship fee of US$15,000, payable in two equal installments: $7,500 within ten days after the Effective Date and $7,500 within ten days after the Fight Date. Sponsor will also reimburse Fighter's pre-approved travel expenses for fight week, up to a maximum of $1,200.
## 7. Sublicensing and Assignment
Sponsor shall not sublicense any right granted in this Agreement, and shall not assign this Agreement, without Fighter's prior written consent.
## 8. General
This Agreement is governed by the laws of the State of Nevada and is the entire agreement of the parties about its subject matter.
## 9. Bout Details
| Event | Apex Cage Championship 41 |
| Venue | Thunder Ridge Events Center, Reno, Nevada |
| Fight Date | September 12, 2026 |
| Weight class | Women's flyweight |
IN WITNESS WHEREOF, the parties have signed this Agreement on the dates below.
PRINTHOUSE NUTRITION, LLC. By: Rachel Voss, Chief Marketing Officer. Date: May 29, 2026
FIGHTER: Dana Okafor. Date: June 2, 2026
`,
    expected: {
      parties: ["Printhouse Nutrition, LLC", "Dana Okafor"],
      signed: "2026-06-02",
      start: "2026-06-02",
      end: "2027-09-11",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social", "web", "in_store"],
      exclusive: true,
      fees: ["USD 15000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n28a-03-media-day-letter-release",
    style: "n28a-fight-week-walkouts",
    format: "scan",
    source: `
# NORTHPAW BOXING LTD
Unit 7, Canal Wharf, Leeds LS11 5PS
9 March 2026
Dear Marta,
Fight week media: Northpaw Presents Kowalczyk v Hale, First Direct Arena, Leeds, 28 March 2026
Thank you for agreeing to take part in the open workout, the press conference and the weigh-in for your bout. This letter sets out what we may do with the footage and photographs our crew takes of you during fight week and on fight night.
1. You irrevocably grant Northpaw Boxing Ltd the right to use the footage, photographs and recordings of you, and your name and boxing record, in all media now known or hereafter devised, throughout the world and in perpetuity, to promote the event, to publicise Northpaw Boxing Ltd and its future events, and in highlight and documentary programmes.
2. No fee is payable for this consent. Your purse for the bout is dealt with only in your bout agreement and is not affected by this letter.
3. We will not use the material in a way that suggests you endorse any product.
4. This consent takes effect on the date you sign it.
Please sign and date the copy of this letter below to confirm your agreement.
Yours sincerely,
Hannah Brooke, Managing Director, for and on behalf of Northpaw Boxing Ltd
AGREED AND ACCEPTED: Marta Kowalczyk
Date: 11 March 2026
`,
    expected: {
      parties: ["Northpaw Boxing Ltd", "Marta Kowalczyk"],
      signed: "2026-03-11",
      start: "2026-03-11",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "no_fee_stated"]
    }
  },
  {
    id: "n28a-04-fightwear-rider-replaces-clauses",
    style: "n28a-fight-week-walkouts",
    format: "text",
    source: `
# RIDER No. 2 TO THE FIGHTWEAR AMBASSADOR AGREEMENT
Between Redline Fightwear Ltd (company no. 09921874), 3 Mill Lane, Bristol BS1 6QA ("Redline") and Tomasz Wrobel, professional MMA fighter ("the Fighter").
Date of this Rider: 20 February 2026
Original agreement: the Fightwear Ambassador Agreement between Redline and the Fighter dated 10 January 2026 (the "Agreement").
1. This Rider amends the Agreement with effect from the date of this Rider. Where this Rider and the Agreement conflict, this Rider prevails.
2. Clause 4 (Territory) is deleted and replaced by: "4. Territory: the United Kingdom, the Republic of Ireland and Poland."
3. Clause 5 (Media) is deleted and replaced by: "5. Media: Redline may use the Fighter's name, image and walkout and training footage on Redline's social media channels and on redlinefightwear.com. The printed catalogue use permitted by the original clause 5 is withdrawn and no print use is licensed."
4. Clause 7 (Fee) is deleted and replaced by: "7. Fee: Redline shall pay the Fighter an ambassador fee of GBP 10,000 (replacing the fee of GBP 8,000 originally agreed), plus VAT if applicable, within 30 days of this Rider."
5. All other clauses of the Agreement continue unchanged, including:
Clause 3 (Term): 1 March 2026 to 28 February 2027 inclusive. The Agreement will not renew automatically; any further term must be agreed in writing.
Clause 6 (Exclusivity): the Fighter is Redline's exclusive ambassador for fight shorts, rash guards and walkout apparel, and shall not wear or promote any competing fightwear brand during the Term, except that the Fighter may continue to wear gloves supplied by Kombat Gloves sp. z o.o. under his existing arrangement.
KEY TERMS AS AMENDED (for reference)
Territory    GB, IE, PL
Media    Social media, website. No print.
Term    01/03/2026 - 28/02/2027
Fee    GBP 10,000 + VAT
Signed for Redline Fightwear Ltd: Sophie Carr, Head of Brand, 20 February 2026
Signed by the Fighter: Tomasz Wrobel, 20 February 2026
`,
    expected: {
      parties: ["Redline Fightwear Ltd", "Tomasz Wrobel"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE", "PL"],
      channels: ["social", "web"],
      exclusive: true,
      fees: ["GBP 10000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n28a-05-mountain-guide-outdoor-brand",
    style: "n28a-ski-guide-releases",
    format: "docx",
    source: `
# TALENT RELEASE AND USAGE AGREEMENT (MOUNTAIN GUIDE)
Ridgeline Outdoor, Inc., a Colorado corporation ("Company"), and Lena Haugen, an IFMGA-certified mountain guide ("Guide"), agree as follows as of January 19, 2026.
## 1. Services
Guide will guide and appear on camera during Company's winter campaign shoot at Telluride, Colorado, on the Shoot Days listed in Schedule A, including ski touring, avalanche-safety demonstrations and interviews. Company provides lift access, safety equipment and all Ridgeline apparel worn on camera.
## 2. Materials and Usage
Guide grants Company the right to use the photographs, video and audio recorded of Guide on the Shoot Days (the "Materials") in advertising for Ridgeline Outdoor products, as follows:
(a) on Company's websites and e-commerce pages;
(b) on Company's social media accounts, including paid posts; and
(c) in Company's printed product catalog and printed hang-tags.
Company shall not use the Materials on billboards, transit shelters or any other out-of-home advertising, or in television or cinema advertising.
## 3. Usage Period
The Usage Period begins on the First Publication Date and continues for two (2) years. Company shall remove the Materials from its websites and social media accounts at the end of the Usage Period.
## 4. Territory
United States and Canada.
## 5. No Exclusivity
This release is non-exclusive. Guide remains free to guide for, appear for and endorse other outdoor apparel and equipment brands at any time.
## 6. Compensation
Company will pay Guide a session fee of US$5,400 for the three Shoot Days and the usage above, within 30 days after the last Shoot Day. Company will also pay Guide a per diem of $75 for each Shoot Day to cover meals; the per diem is a reimbursement and not part of the fee.
## 7. Safety
Guide has sole authority to stop any shot on safety grounds, and no fee will be reduced because Guide does so.
## Schedule A
| Item | Date or detail |
| Shoot Days | January 20, 21 and 22, 2026 |
| Location | Telluride Ski Resort and the Bear Creek backcountry |
| First Publication Date | October 1, 2026 |
| Campaign | Ridgeline Outdoor Winter 26/27 |
RIDGELINE OUTDOOR, INC. By: Marco Bellini, VP Brand Marketing. Date: January 19, 2026
GUIDE: Lena Haugen. Date: January 19, 2026
`,
    expected: {
      parties: ["Ridgeline Outdoor, Inc.", "Lena Haugen"],
      signed: "2026-01-19",
      start: "2026-10-01",
      end: "2028-09-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 5400"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n28a-06-resort-guest-filming-release",
    style: "n28a-ski-guide-releases",
    format: "pdf",
    source: `
# VAL CLARIN RESORT: GUEST FILMING RELEASE
Val Clarin Tourisme SAS, Maison du Tourisme, 74110 Val Clarin, France (the "Resort")
Guest: Harriet Osei, of 41 Grove Park Terrace, London W4 3QE, United Kingdom (the "Guest")
The Resort filmed the Guest skiing and on the terrace of the Altitude 2100 restaurant on 14 February 2026 for the Resort's winter campaign "Val Clarin: Skiez Plus Haut" (the "Footage").
## 1. Consent
The Guest consents to the Resort using the Footage, and stills taken from it, to promote the Resort in the media marked "Yes" in the table below and in no other media.
| Medium | Permitted |
| Resort website | Yes |
| Resort social media accounts | Yes |
| Printed brochures and the resort map | Yes |
| Posters at the resort and in railway and metro stations | Yes |
| Television | No |
| Cinema advertising | No |
## 2. Period
The Resort may use the Footage for three (3) years from the date of filming. After that the Resort may keep a copy in its internal archive but will not publish it.
## 3. Territory
France, the United Kingdom, Switzerland, Belgium and the Netherlands.
## 4. No payment
The Guest will not receive any fee or other payment for the Footage or for this consent.
## 5. Third parties
The Resort will not sell, license or give the Footage to any third party, other than to its own printers and web agency acting on its instructions.
## 6. Withdrawal
The Guest may ask the Resort to stop using the Footage in new material at any time by e-mail to presse@valclarin.fr; material already printed may continue to be distributed.
Signed at Val Clarin on 14 February 2026.
For the Resort: Camille Roux, Directrice de la Communication
The Guest: Harriet Osei
`,
    expected: {
      parties: ["Val Clarin Tourisme SAS", "Harriet Osei"],
      signed: "2026-02-14",
      start: "2026-02-14",
      end: "2029-02-13",
      perpetual: false,
      territories: ["FR", "GB", "CH", "BE", "NL"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n28a-07-instructor-alpine-print-release",
    style: "n28a-ski-guide-releases",
    format: "scan",
    source: `
# ALPINE PRINT LTD - SKI INSTRUCTOR MODEL RELEASE
Alpine Print Ltd, 9 Brewery Yard, Kendal LA9 4DP, England ("Alpine Print"), a skiwear label.
Instructor: Jonas Ebner, Skischule Arlberg, St. Anton am Arlberg, Austria ("the Instructor").
Shoot: 2 March 2026, St. Anton am Arlberg. Photographer: engaged by Alpine Print.
1. Use. Alpine Print may use the photographs and video of the Instructor from the shoot to advertise the Alpine Print winter 2026 collection on Alpine Print's own social media accounts and on alpineprint.co.uk only. No print, poster, billboard or broadcast use is permitted.
2. Term. Use is permitted for 12 months from the Launch Date. The Launch Date is the day the winter 2026 collection goes on sale, which is 1 October 2026.
3. Territory. Worldwide, as the permitted media are online.
4. Non-exclusive. The Instructor may model for other skiwear brands and will continue to wear the ski school uniform.
5. Fee. EUR 1,200, plus VAT if applicable, payable within 30 days of the shoot. If Alpine Print cancels the shoot with less than 48 hours' notice, a cancellation fee of EUR 300 is payable instead.
6. Transfer. Alpine Print may not transfer or assign this release to anyone else.
Signed: Jonas Ebner (Instructor), 2 March 2026
Signed: Tilly Marsh, Creative Director, for Alpine Print Ltd, 2 March 2026
`,
    expected: {
      parties: ["Alpine Print Ltd", "Jonas Ebner"],
      signed: "2026-03-02",
      start: "2026-10-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["EUR 1200"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n28a-08-graphic-novel-reference-model",
    style: "n28a-reference-model-releases",
    format: "docx",
    source: `
# REFERENCE MODEL RELEASE
Artist: Caleb Marsh, 118 Alder Street, Portland, OR 97205 ("Artist")
Model: Sofia Delgado, 2207 SE Taylor Street, Portland, OR 97214 ("Model")
Session date: April 8, 2026
Work: the graphic novel currently titled "Night Cinema" written and drawn by the Artist (the "Work"). The Work is to be published by Larkspur Comics, Inc., which is not a party to this release.
## 1. Reference session
The Model will pose for the Artist for a photographic reference session of up to three hours. The Artist will use the reference photographs only as drawing reference for the character "Inez" and will not publish, sell or share the reference photographs themselves.
## 2. Rights in the drawings
The Model grants the Artist the right, in perpetuity and throughout the world, to draw characters based on the Model's appearance and to publish and reproduce those drawings (a) in the Work in printed books and comic issues, (b) in digital editions of the Work sold online, (c) on the Artist's website, and (d) on the Artist's and the publisher's social media accounts to promote the Work.
## 3. Screen rights not included
Despite its title, nothing in this release grants any film, cinema, television or animation right in the Model's likeness. Any screen adaptation that uses a character based on the Model requires a new written agreement with the Model.
## 4. Fee
The Artist will pay the Model a session fee of US$600 on the session date. The Model will receive a signed copy of the first printed edition of the Work, which is a courtesy and not part of the fee.
## 5. Assignment
The Artist may assign this release to any publisher of the Work, including Larkspur Comics, Inc.
## 6. Effective date
This release is effective as of the session date.
ARTIST: Caleb Marsh. Date: April 8, 2026
MODEL: Sofia Delgado. Date: April 8, 2026
`,
    expected: {
      parties: ["Caleb Marsh", "Sofia Delgado"],
      signed: "2026-04-08",
      start: "2026-04-08",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: null,
      fees: ["USD 600"],
      flags: ["perpetual_term", "assignable"]
    }
  },
  {
    id: "n28a-09-game-character-likeness-buyout",
    style: "n28a-reference-model-releases",
    format: "pdf",
    source: `
# CHARACTER REFERENCE AND LIKENESS AGREEMENT
THIS AGREEMENT is made on 16 June 2026
BETWEEN
BLACKFEN INTERACTIVE LTD (company number 12640958) of Studio 4, Hope Street Works, Sheffield S3 7RA (the "Studio"); and
AMARA NWOSU of Flat 2, 19 Ecclesall Road, Sheffield S11 8HW (the "Model").
## 1. Background
The Studio is developing the video game "Lanterns of Hollow Vale" (the "Game"). The Studio's concept artists will photograph the Model at the reference sessions in the Schedule and will draw, paint and model the character "Wren" from those photographs (the "Artwork").
## 2. Grant
2.1 The Model grants the Studio the exclusive right, throughout the world, to use the Model's likeness as the basis of a video game character, and to use the Artwork and the reference photographs in the Game, in its sequels and downloadable content, and in the advertising, packaging and merchandising of the Game, in all media now known or hereafter devised.
2.2 The Studio may sub-license these rights to its publisher, its distributors and the platforms on which the Game is sold.
## 3. Term
The rights in clause 2 last for ten (10) years from the date of this Agreement.
## 4. Restriction
During the term the Model shall not allow her likeness to be used as the basis of a character in any video game developed or published by anyone other than the Studio.
## 5. Approval rights
The Model has no right to approve the Artwork, the character or its use.
## 6. Moral rights
The Model waives any moral rights she has or may have in the reference photographs and the Artwork.
## 7. Payment
7.1 The Studio shall pay the Model a buyout fee of £3,000 within 14 days after the last reference session. The buyout fee covers all uses permitted by this Agreement, and no royalty, residual or further payment of any kind will be due.
7.2 If a reference session runs longer than four hours, the Studio shall pay £90 for each additional hour, if any such hour is worked.
## Schedule: reference sessions
| Session | Date | Place |
| 1 | 22 June 2026 | Blackfen studio, Sheffield |
| 2 | 29 June 2026 | Blackfen studio, Sheffield |
SIGNED by Joel Hartley, Director, for and on behalf of BLACKFEN INTERACTIVE LTD
SIGNED by AMARA NWOSU
`,
    expected: {
      parties: ["Blackfen Interactive Ltd", "Amara Nwosu"],
      signed: "2026-06-16",
      start: "2026-06-16",
      end: "2036-06-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["GBP 3000"],
      flags: [
        "long_term",
        "unlimited_media",
        "buyout",
        "worldwide_exclusivity",
        "non_compete",
        "moral_rights_waiver",
        "sublicensable"
      ]
    }
  },
  {
    id: "n28a-10-card-game-art-release-signature",
    style: "n28a-reference-model-releases",
    format: "text",
    source: `
# HOLLOWMERE PRESS LLC - CARD ART REFERENCE RELEASE
Hollowmere Press LLC, 600 Pike Street, Suite 310, Seattle, WA 98101 ("Publisher")
Set: "Ashes of the Ember Court" trading card game expansion (the "Set")
I, the undersigned model ("I" or "me"), posed for reference photographs that Publisher's illustrators will use to paint card art for the Set (the "Card Art"). In exchange for the fee below, I agree:
1. Publisher may reproduce Card Art that depicts me, or is based on my likeness, on printed cards, card packaging and boosters, on display stands and shelf talkers in game stores, on Publisher's website, and on Publisher's social media accounts.
2. The reference photographs themselves will not be published or sold.
3. Licence Period: five (5) years from the Street Date of the Set. The Street Date is set out in the Schedule below. This release does not renew; any use after the Licence Period requires a new agreement and a new fee.
4. Territory: United States, Canada, United Kingdom and Australia.
5. This release is non-exclusive. Nothing in it stops me from modeling for other game or card publishers.
6. Fee: US$250, paid by check within 30 days after I sign. I will also receive a foil print of the finished card, which is a gift and not a payment.
SCHEDULE
Street Date    March 5, 2027
Card    "Warden of the Cinder Gate" (rare)
Illustrator    Mei Tanaka
MODEL
Signature: Daniel Ferris
Printed name: Daniel Ferris
Date: Nov. 9, 2026
HOLLOWMERE PRESS LLC
By: Gwen Albright, Art Director
Date: Nov. 9, 2026
`,
    expected: {
      parties: ["Hollowmere Press LLC", "Daniel Ferris"],
      signed: "2026-11-09",
      start: "2027-03-05",
      end: "2032-03-04",
      perpetual: false,
      territories: ["US", "CA", "GB", "AU"],
      channels: ["print", "in_store", "web", "social"],
      exclusive: false,
      fees: ["USD 250"],
      flags: [],
      denies: ["automatic_renewal", "non_compete"]
    }
  }
]
