// Independent author "h29d" (wave 29), one held-out batch written without reading the reader's rules or the other
// batches' texts (only AUTHORING.md, my brief, Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch
// for the file convention, check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three subjects new to the corpus:
// - funeral, memorial and celebrant promotional consents: a funeral director's letter to a bereaved family, a
//   celebrant's advertising agreement with a competitor restriction, a US family media release with a rider that
//   takes television back out, a widow's testimonial for a campaign called "Outdoor Remembrance Week". Hard: the
//   tone is gentle and the grant is buried in reassurances; the start is the date of a service given elsewhere; a
//   campaign name holds a channel word; a rider replaces a paragraph and prevails.
// - taxi, chauffeur and private-hire advertising: a private-hire operator's fleet-livery agreement with a print shop
//   (whose name holds "Print"), a US chauffeur letter with airport screens, a hackney driver's roof-sign agreement
//   with "Cinema Quarter Dental" where the driver is named only in the signature block. Hard: deposits, VAT,
//   overtime and refundable sums beside the fee; a term counted from a "Wrap Date" defined in a schedule; category
//   exclusivity.
// - community theatre and amateur dramatics production photos: a photographer's non-exclusive licence to a society
//   under a heading "Exclusive Rights", a US cast consent with dates only in a schedule table and a rider that
//   removes social media, an Irish society's exclusive all-media buyout of a photo call. Hard: the production names
//   ("The Print Room Murders", "Broadcast News") hold channel words; heading versus body; cancellation fees.
//
// Answer rules decided by this author: the parties are those who sign and are bound (a funeral home and a family
// member, a celebrant, a driver, an operator, an advertiser, a society, a photographer); a cast member's agent, a
// deceased person, a sign fitter and a newspaper are not. The signing date is the date of the last signature (or of
// the acceptance of a letter). The start is the date the text says the permission or term begins; where it begins on
// signature, it is the signing date. "N months/years from X" ends the day before the anniversary of X; "until the
// Nth anniversary of X" ends on the anniversary. Fees are sums paid for the services or the rights: VAT, expenses,
// mileage, refundable deposits, overtime owed only if incurred and cancellation fees are not fees; one fee per sum
// paid. Channels: websites and booking sites are web; Facebook, Instagram, YouTube channels and other social media are
// social; television is broadcast; newspapers, parish magazines, leaflets, programmes and brochures are print;
// posters, vehicle livery, roof signs, billboards and airport screens are out_of_home; displays inside the funeral
// home's own branches are in_store; "all media now known or hereafter devised" is every channel with unlimited_media.
// A name holding a channel word ("Outdoor Remembrance Week", "Brightwater Print", "Cinema Quarter") grants nothing. A
// rider or amendment that replaces a clause prevails. Exclusivity is true where the text says exclusive or a party
// promises not to advertise for a category's competitors (that promise also raises non_compete), false where it says
// non-exclusive or leaves the party free to work for others, null where it is silent. Flags: perpetual_term for "in
// perpetuity" (and then no end, and no no_end_date or long_term); irrevocable_grant where the text says irrevocable;
// sublicensable or assignable only where expressly permitted, and denied where expressly forbidden; moral_rights_waiver
// where moral rights are waived, denied where the text says they are not; buyout where the fee is called a buyout;
// worldwide_exclusivity for an exclusive worldwide grant; no_fee_stated where nothing is paid.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h29d-funeral-memorial-consents",
  "h29d-taxi-private-hire-advertising",
  "h29d-amdram-production-photos"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h29d-01-funeral-home-letter-to-family",
    style: "h29d-funeral-memorial-consents",
    format: "text",
    source: `
# Hollins & Daughter Funeral Directors Ltd
14 Market Street, Ludlow, Shropshire SY8 1AA
2 March 2026
Mrs Margaret Ellery
7 Corve View, Ludlow SY8 2PQ
Dear Mrs Ellery,
Thank you again for trusting us with the arrangements for your late husband, Mr Thomas Ellery. As we discussed when you visited on Friday, we would be grateful for your permission to use a small number of photographs of the floral tributes and of the horse-drawn hearse taken at the service at St Laurence's Church on 14 March 2026.
If you agree, we would use up to six photographs on our own website and on our Facebook and Instagram pages, to show other families in the United Kingdom the kind of service we are able to arrange. The permission covers the United Kingdom only. No photograph will show you, any member of your family or any mourner's face, and Mr Ellery will not be named.
Your permission would run from the date of the service and would last for two years from the date of the service. After that we will remove the photographs from our website and pages.
We will not use the photographs in newspaper advertisements, leaflets or on any poster or hoarding, and we shall not sub-license or pass them to any other business. No payment is made for this permission, and you may ask us at any time to take down any photograph you are unhappy with.
With our sincere sympathy,
Jane Hollins, Director, for and on behalf of Hollins & Daughter Funeral Directors Ltd
I, Margaret Ellery, agree to the use of the photographs as set out in this letter.
Signed: Margaret Ellery    Date: 9 March 2026
`,
    expected: {
      parties: ["Hollins & Daughter Funeral Directors Ltd", "Margaret Ellery"],
      signed: "2026-03-09",
      start: "2026-03-14",
      end: "2028-03-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29d-02-celebrant-advertising-agreement",
    style: "h29d-funeral-memorial-consents",
    format: "docx",
    source: `
# Celebrant Promotional Services Agreement
This Agreement is dated 20 April 2026 and is made between:
| Party | Details |
| Ashcombe Funeral Service Limited (company number 04417729), of 3 Abbey Road, Bath BA2 4JX | (the "Funeral Home") |
| Judith Pennock, independent civil celebrant, of 22 Combe Lane, Bath BA1 6RS | (the "Celebrant") |
## 1. Definitions
1> "Campaign" means the Funeral Home's "Celebrating a Life" advertising campaign for its Cinema Lane Chapel of Rest.
1> "Campaign Launch Date" means the date given in clause 4.2.
1> "Materials" means the photographs and the short written statement of the Celebrant produced at the photo session on 28 April 2026.
## 2. Services
1> The Celebrant shall attend one photo session of no more than three hours at the Cinema Lane Chapel of Rest and shall approve a written statement about her approach to non-religious funerals.
## 3. Licence
1> The Celebrant licenses the Funeral Home to use the Materials in the Campaign in advertisements in local newspapers and the Bath and Wells parish magazine, and on the Funeral Home's website, in the United Kingdom only.
1> No other use of the Materials is licensed. In particular the Funeral Home may not use the Materials on television, radio, social media or any poster site.
## 4. Term
1> The licence in clause 3 runs for 12 months from the Campaign Launch Date.
1> The Campaign Launch Date is 1 May 2026.
## 5. Fee
1> The Funeral Home shall pay the Celebrant a fee of £750 within 14 days of the photo session.
1> The Funeral Home shall also reimburse the Celebrant's travel expenses up to £60 on receipt of a valid receipt. The Celebrant is not registered for VAT.
## 6. Exclusivity
1> During the term in clause 4 the Celebrant shall not appear in any advertising for any other funeral director with premises within 15 miles of Bath. The Celebrant remains free to conduct funerals arranged by any funeral director.
## 7. Sub-licensing
1> The Funeral Home shall not sub-license the Materials to any person, including any other member of its group.
## 8. Law
1> This Agreement is governed by the law of England and Wales.
Signed by Richard Ashcombe, Director, for Ashcombe Funeral Service Limited, 20 April 2026
Signed by Judith Pennock, 20 April 2026
`,
    expected: {
      parties: ["Ashcombe Funeral Service Limited", "Judith Pennock"],
      signed: "2026-04-20",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["GBP 750"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29d-03-us-family-media-release-rider",
    style: "h29d-funeral-memorial-consents",
    format: "pdf",
    source: `
# FAMILY MEDIA CONSENT AND RELEASE
Delacroix-Whitfield Funeral Home, Inc., a Louisiana corporation with its principal office at 1180 Magazine Street, New Orleans, LA 70130 ("Funeral Home"), and Raymond T. Okafor, of 417 Elysian Fields Avenue, New Orleans, LA 70117, acting as the next of kin and authorized agent for the family of the late Beatrice Okafor ("Family Representative"), agree as follows.
## 1. Recording
The Family Representative has asked the Funeral Home to livestream and record the memorial service for Beatrice Okafor held at the Funeral Home's Garden Chapel on September 12, 2026, including the jazz second line procession that follows it (the "Recording").
## 2. Consent
The Family Representative consents to the Funeral Home editing the Recording into a promotional video of not more than two minutes (the "Video") showing the services the Funeral Home offers.
## 3. Effective date
This release is effective on the date it is signed by the Family Representative.
## 4. Use
The Funeral Home may use the Video on its website, on its YouTube channel and Facebook page, and in television commercials broadcast in the State of Louisiana.
## 5. Duration
The consent in this release is granted in perpetuity and is irrevocable.
## 6. No payment
The Family Representative acknowledges that no payment or other compensation will be made for this consent. The Funeral Home's charges for the livestream ($350) are part of the funeral contract and are not affected by this release.
## 7. Assignment
The Funeral Home may not assign this release or the Video to any other person without the written consent of the Family Representative.
## 8. Territory
The Video may be used in the United States only.
## RIDER A (forms part of this release and prevails over its printed terms)
Paragraph 4 is deleted and replaced by the following: "The Funeral Home may use the Video on its website, on its YouTube channel and on its Facebook page only. The Video shall not be broadcast on television."
Agreed:
DELACROIX-WHITFIELD FUNERAL HOME, INC. By: Celeste Whitfield, President. Date: September 18, 2026
FAMILY REPRESENTATIVE: Raymond T. Okafor. Date: September 21, 2026
`,
    expected: {
      parties: ["Delacroix-Whitfield Funeral Home, Inc.", "Raymond T. Okafor"],
      signed: "2026-09-21",
      start: "2026-09-21",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "h29d-04-widow-testimonial-outdoor-week",
    style: "h29d-funeral-memorial-consents",
    format: "scan",
    source: `
# CONTRIBUTOR CONSENT FORM - OUTDOOR REMEMBRANCE WEEK 2026
Between: Fairhaven Family Funerals Ltd, 9 Quay Street, Truro TR1 2HE ("Fairhaven")
and: Mrs Susan Tregarthen, 31 Lemon Street, Truro TR1 2PE ("the Contributor")
1. The Contributor has agreed to give a short written and photographed testimonial about the support she received from Fairhaven after the death of her husband. Outdoor Remembrance Week is the name of Fairhaven's annual autumn campaign; the name does not refer to any advertising medium.
2. Fairhaven may use the testimonial and the photograph of the Contributor in printed leaflets and in window and wall displays inside Fairhaven's own branches in Cornwall, in the United Kingdom only. No other use is permitted: the testimonial will not appear online, on social media, in newspapers or on any billboard.
3. Consent period: see the table below.
| Item | Date |
| Consent period begins | 1 June 2026 |
| Consent period ends | 30 November 2026 |
4. Fairhaven will pay the Contributor an honorarium of £250. Fairhaven will also refund her bus fares to the photo session, up to £20.
5. This consent is not exclusive: the Contributor may give testimonials to any charity or other organisation.
6. The Contributor does not waive her moral rights in the written testimonial.
7. This form is governed by the law of England and Wales.
Signed for Fairhaven: Peter Lanyon, Branch Manager, 12 May 2026
Signed by the Contributor: Susan Tregarthen, 14 May 2026
`,
    expected: {
      parties: ["Fairhaven Family Funerals Ltd", "Susan Tregarthen"],
      signed: "2026-05-14",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "in_store"],
      exclusive: false,
      fees: ["GBP 250"],
      flags: [],
      denies: ["moral_rights_waiver"]
    }
  },
  {
    id: "h29d-05-private-hire-fleet-livery",
    style: "h29d-taxi-private-hire-advertising",
    format: "docx",
    source: `
# FLEET LIVERY ADVERTISING AGREEMENT
Dated: 10 February 2026
Parties:
1> NORTHWAY CARS LTD, a licensed private hire operator, of Unit 4, Kirkstall Road, Leeds LS4 2AZ (the "Operator"); and
1> BRIGHTWATER PRINT & COPY LTD, of 88 Call Lane, Leeds LS1 7BT (the "Advertiser").
## Background
The Advertiser runs a chain of high-street copy shops. The word "Print" in its name describes its business; this Agreement does not concern any printed advertising.
## 1. Advertising
1> The Operator shall display the Advertiser's artwork as a full rear-door and tailgate wrap on twenty (20) of its licensed private hire vehicles, and on the booking page of the Operator's website.
1> The Operator shall keep the wrapped vehicles working in Leeds and Bradford and shall not remove any wrap during the Term. The advertising is to run in the United Kingdom only.
## 2. Term
1> The Term starts on the Wrap Date and runs for six (6) months from the Wrap Date.
## 3. Payment
1> The Advertiser shall pay the Operator an advertising fee of £9,600 plus VAT for the Term, invoiced on the Wrap Date.
1> The Advertiser shall also pay a refundable deposit of £500 against damage to the Operator's vehicles during wrapping, returned within 30 days of the end of the Term.
## 4. Exclusivity
1> During the Term the Operator shall not carry advertising for any other printing, copying or photocopy business on any of its vehicles.
## 5. Drivers
1> Drivers are self-employed and are not parties to this Agreement. The Operator shall ensure they keep the wraps clean.
## Schedule
| Item | Detail |
| Number of vehicles | 20 |
| Wrap Date | 2 March 2026 |
| Artwork supplied by | 20 February 2026 |
Signed for Northway Cars Ltd: Imran Hussain, Managing Director
Signed for Brightwater Print & Copy Ltd: Claire Dobson, Marketing Manager
`,
    expected: {
      parties: ["Northway Cars Ltd", "Brightwater Print & Copy Ltd"],
      signed: "2026-02-10",
      start: "2026-03-02",
      end: "2026-09-01",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home", "web"],
      exclusive: true,
      fees: ["GBP 9600"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h29d-06-chauffeur-letter-airport-screens",
    style: "h29d-taxi-private-hire-advertising",
    format: "text",
    source: `
# Silverline Chauffeured Transportation LLC
2200 Post Oak Blvd, Suite 410, Houston, TX 77056
November 3, 2026
Mr. Dmitri Volkov
5519 Westheimer Rd, Apt 12, Houston, TX 77056
Dear Dmitri,
Thank you for agreeing to be the face of our new airport transfer service. This letter sets out our agreement.
1. You will take part in one photo and video shoot on November 20, 2026 at our Post Oak garage, in uniform and with one of our Cadillac Escalade vehicles. The shoot is expected to last six hours.
2. We will pay you a flat fee of $400 for the shoot and the use set out below. If the shoot runs past six hours, we will pay you $50 for each extra hour, but only if that time is actually worked.
3. We may use the photographs and video on our website, on our Instagram and LinkedIn pages, and on the digital advertising screens at George Bush Intercontinental and William P. Hobby airports.
4. We may use the material for one year from the date of first publication. First publication will be January 15, 2027.
5. The use is limited to the United States.
6. This arrangement is non-exclusive. You are free to appear in advertising for anyone else, including other car services.
7. We shall not sublicense the material to any other company, including our airline partners.
If you agree, please sign below and return a copy to me.
Sincerely,
Angela Ruiz, Marketing Director, Silverline Chauffeured Transportation LLC
Agreed and accepted: Dmitri Volkov
Date: November 6, 2026
`,
    expected: {
      parties: ["Silverline Chauffeured Transportation LLC", "Dmitri Volkov"],
      signed: "2026-11-06",
      start: "2027-01-15",
      end: "2028-01-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 400"],
      flags: [],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "h29d-07-hackney-roof-sign-dentist",
    style: "h29d-taxi-private-hire-advertising",
    format: "scan",
    source: `
# TAXI ROOF SIGN ADVERTISING AGREEMENT
This agreement is between Cinema Quarter Dental Ltd, 5 Picturehouse Yard, Norwich NR2 1RT (the Advertiser) and the hackney carriage owner-driver who signs below (the Driver).
The Advertiser is a dental practice in the Cinema Quarter of Norwich. No cinema advertising is bought under this agreement.
1. The Driver will display the Advertiser's illuminated roof sign and one rear window sticker on his licensed hackney carriage (plate number NC 214) during the Term, in the United Kingdom only.
2. The Term is shown in the table below.
| Term | From | To |
| Roof sign and sticker | 1 April 2026 | 30 September 2026 |
3. The Advertiser will pay the Driver a fee of £720 for the Term, payable in advance on 1 April 2026.
4. The Driver will pay the Advertiser a refundable deposit of £100 for the roof sign, returned when the sign is handed back in good condition.
5. During the Term the Driver shall not display advertising for any other dental or orthodontic practice on his vehicle.
6. The Driver may not transfer this agreement or the roof sign to another driver or vehicle.
7. This agreement is governed by the law of England and Wales.
Signed for the Advertiser: Dr Helen Morrow, Principal Dentist, 20 March 2026
Signed by the Driver: Gary Holt, 23 March 2026
`,
    expected: {
      parties: ["Cinema Quarter Dental Ltd", "Gary Holt"],
      signed: "2026-03-23",
      start: "2026-04-01",
      end: "2026-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["out_of_home"],
      exclusive: true,
      fees: ["GBP 720"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h29d-08-photographer-licence-to-players",
    style: "h29d-amdram-production-photos",
    format: "pdf",
    source: `
# PRODUCTION PHOTOGRAPHY LICENCE
The Print Room Murders (a comedy thriller in two acts), Hatherley Players, Cheltenham, October 2026
This licence is dated 5 October 2026 and is between Anita Brookes, photographer, of 19 Suffolk Road, Cheltenham GL50 2AF (the "Photographer") and Hatherley Players, an unincorporated amateur dramatic society, whose address is c/o The Secretary, 4 Naunton Lane, Cheltenham GL53 7BJ (the "Society").
"The Print Room Murders" is the title of the play. The title does not describe any medium of use.
## 1. The photographs
The Photographer will photograph the dress rehearsal on 12 October 2026 and deliver at least 60 edited photographs (the "Photographs") by 16 October 2026.
## 2. Licence
The Photographer grants the Society a licence to use the Photographs in its printed programmes and newsletters, on its website and on its Facebook and Instagram accounts, throughout the world and in perpetuity from the date of this licence, to publicise the Society and its productions.
## 3. Exclusive Rights
The licence is non-exclusive. The Photographer keeps the copyright in the Photographs and may license them to anyone else, including the cast and the local press.
## 4. Restrictions
The Society shall not sub-license, sell or give the Photographs to any other person. The Society shall credit "Photo: Anita Brookes" where practical.
## 5. Fee
The Society will pay the Photographer a fee of £180 on delivery of the Photographs, together with mileage at 45p a mile for travel to the theatre. The Photographer is not registered for VAT.
Signed: Anita Brookes, Photographer, 5 October 2026
Signed for Hatherley Players: Malcolm Reeve, Chair, 5 October 2026
`,
    expected: {
      parties: ["Anita Brookes", "Hatherley Players"],
      signed: "2026-10-05",
      start: "2026-10-05",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 180"],
      flags: ["perpetual_term"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h29d-09-cast-photo-consent-rider",
    style: "h29d-amdram-production-photos",
    format: "docx",
    source: `
# Maple Ridge Community Theatre - Cast Member Photo Consent
Production: "Broadcast News: A Musical Comedy" (the "Production")
This Consent is between Maple Ridge Community Theatre, Inc., a Vermont nonprofit corporation, 60 Church Street, Burlington, VT 05401 (the "Theatre"), and the cast member Lauren Pike, 14 Pearl Street, Burlington, VT 05401 (the "Cast Member").
The title of the Production is a title only. Nothing in this Consent permits any radio or television use.
## 1. Photographs
The Theatre's volunteer photographer will take photographs of rehearsals and performances of the Production (the "Photographs"). The photographer is not a party to this Consent.
## 2. Consent period
The Consent Period begins on Opening Night and ends on the third anniversary of Closing Night, both as shown in the Production Schedule.
## 3. Use
The Cast Member consents to the Theatre using Photographs in which she appears in its printed programs, on posters displayed around Burlington, on its website and on its social media accounts.
## 4. No payment
The Cast Member is a volunteer and will not be paid for this Consent or for her performances.
## 5. Territory
The Photographs may be used in the United States only.
## Production Schedule
| Event | Date |
| First rehearsal | March 2, 2026 |
| Opening Night | May 8, 2026 |
| Closing Night | May 17, 2026 |
## Rider (signed with this Consent; it replaces Section 3 and prevails over it)
Section 3 is deleted and replaced by: "The Cast Member consents to the Theatre using Photographs in which she appears in its printed programs, on posters displayed around Burlington and on its website. The Theatre shall not post any Photograph of the Cast Member on any social media account."
Signed: Lauren Pike, Cast Member, February 24, 2026
Signed for Maple Ridge Community Theatre, Inc.: Daniel Osei, Board President, February 26, 2026
`,
    expected: {
      parties: ["Maple Ridge Community Theatre, Inc.", "Lauren Pike"],
      signed: "2026-02-26",
      start: "2026-05-08",
      end: "2029-05-17",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "out_of_home", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "h29d-10-irish-society-photo-call-buyout",
    style: "h29d-amdram-production-photos",
    format: "pdf",
    source: `
# PHOTO CALL AGREEMENT AND EXCLUSIVE LICENCE
Kilbride Musical and Dramatic Society CLG, registered in Ireland (company number 512834), of The Parish Hall, Main Street, Kilbride, Co. Wicklow (the "Society")
and
Ciaran Dunne, photographer, trading as Dunne Light Photography, of 8 Seaview Terrace, Wicklow Town, Co. Wicklow (the "Photographer")
## 1. Engagement
The Society engages the Photographer to photograph the photo call of its production of "Sweet Charity" on 14 February 2027 at the Parish Hall.
## 2. Licence
The Photographer grants the Society the exclusive right to use the photographs taken at the photo call throughout the world, in all media now known or hereafter devised, in perpetuity, with effect from the date of the last signature below.
## 3. Sub-licensing
The Society may sub-license the photographs to newspapers, the Association of Irish Musical Societies and its sponsors.
## 4. Moral rights
The Photographer waives all moral rights in the photographs, including the right to be named as their author.
## 5. Fee
The Society shall pay the Photographer EUR 350 within 14 days of delivery. This fee is a full buyout of all use of the photographs; no further fee is payable for any use.
## 6. Cancellation
If the Society cancels the photo call less than seven days before 14 February 2027, it shall pay the Photographer a cancellation fee of EUR 100 instead of the fee in clause 5.
## 7. Law
This Agreement is governed by the laws of Ireland.
Signed for the Society: Aoife Byrne, Secretary, 8 January 2027
Signed: Ciaran Dunne, 11 January 2027
`,
    expected: {
      parties: ["Kilbride Musical and Dramatic Society CLG", "Ciaran Dunne"],
      signed: "2027-01-11",
      start: "2027-01-11",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: true,
      fees: ["EUR 350"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "sublicensable",
        "moral_rights_waiver",
        "buyout"
      ]
    }
  }
]
