// Independent author "e7" (wave 7), one batch written without reading the other batches' texts and committed
// before the reader was run on it: forms and questionnaires (question-and-answer tables and lines, ☒/☐ and [X]/[ ]
// boxes, Yes/No columns marked with an X), one-page US talent releases, agency-side short-form booking
// confirmations, rights that may be assigned or sub-licensed only with consent, fee schedules with several kinds of
// fee (session, overtime, usage, buyout, holding, per territory) and exclusivity limited to a product category with
// carve-outs. A DEVELOPMENT batch: its first, untuned score is in NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "e7-forms-questionnaires",
  "e7-us-one-page-releases",
  "e7-agency-booking-confirmations",
  "e7-fee-schedules"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "e7-01-model-release-questionnaire-us",
    style: "e7-forms-questionnaires",
    format: "docx",
    source: `
# MODEL RELEASE - USAGE QUESTIONNAIRE
Company: Fieldstone Studio LLC, 88 Mercer Avenue, Portland, Oregon
Model: Quinn Adebayo
Shoot: autumn outerwear catalog, photographed on August 14, 2027
Each question below is answered by the parties. Where the answer is "No", the use the question describes is not licensed.
| Question | Answer |
| May the photographs appear on the client's website and online store? | Yes |
| May they appear in printed catalogs and direct mail? | Yes |
| May they appear on social media? | No |
| May they appear on billboards, transit or other outdoor advertising? | No |
| Is the license exclusive to the Company? | No |
| May the Company sublicense the photographs to third parties? | No |
| For how long? | Two (2) years from September 1, 2027 |
| In which countries? | United States and Canada |
| Model fee | $1,800, flat, covering the uses answered Yes |
The Model confirms she is over 18 and has read every answer above.
Signed: Quinn Adebayo   Date: August 14, 2027
For Fieldstone Studio LLC: Marcus Lee, Owner   Date: August 15, 2027
`,
    expected: {
      parties: ["Fieldstone Studio LLC", "Quinn Adebayo"],
      signed: "2027-08-15",
      start: "2027-09-01",
      end: "2029-08-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["USD 1800"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "e7-02-voice-intake-q-and-a-us",
    style: "e7-forms-questionnaires",
    format: "text",
    source: `
VOICE TALENT INTAKE AND LICENSE FORM
Job no. 4471-B
Q. Name of the performer?
A. Lena Ortiz
Q. Contracting company?
A. Brasswind Audio, Inc., producing for its client Harbor Light Savings Bank
Q. Date of the recording session?
A. March 3, 2028
Q. In which media may the recordings be used?
A. Radio and streaming audio. Television is not included.
Q. For how long?
A. One year beginning April 1, 2028.
Q. Where?
A. Massachusetts, Rhode Island and Connecticut.
Q. Is the performer exclusive?
A. Yes, for banks and credit unions only. The performer remains free to voice advertising for any other kind of business.
Q. May the company assign this license?
A. Only with the performer's prior written consent.
Q. What is the fee?
A. Session fee $450; usage fee $2,750 for the year above.
Q. Is the fee a buyout?
A. No. Any use after the year above needs a new license and a new fee.
Performer: Lena Ortiz, March 3, 2028
For Brasswind Audio, Inc.: Tom Reyes, Producer, March 3, 2028
`,
    expected: {
      parties: ["Lena Ortiz", "Brasswind Audio, Inc."],
      signed: "2028-03-03",
      start: "2028-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["USD 450", "USD 2750"],
      flags: [],
      denies: ["assignable", "buyout"]
    }
  },
  {
    id: "e7-03-charity-consent-ticks-uk",
    style: "e7-forms-questionnaires",
    format: "docx",
    source: `
# PHOTOGRAPHY CONSENT AND LICENCE FORM
Organisation: Wrenfield Hospice Trust, registered charity 1102234
Participant: Harriet Oduya
Date of photography: 5 May 2027
Where may the photographs appear? (tick every box that applies)
☒ Our website   ☒ Our social media pages   ☐ Printed leaflets and posters   ☐ Television or press appeals
For how long may we use them?
☐ 1 year   ☒ 3 years from the date I sign this form   ☐ In perpetuity
Where may they be seen?
☒ United Kingdom only   ☐ Worldwide
Other permissions
☐ The Organisation may pass the photographs to partner charities for their own use (sub-licensing)
☒ The Organisation may crop and retouch the photographs
☐ I waive my moral rights in the photographs
No payment is made for this consent.
Signed: Harriet Oduya   Date: 9 May 2027
Received for Wrenfield Hospice Trust: Amira Shah, Communications Lead, 9 May 2027
`,
    expected: {
      parties: ["Wrenfield Hospice Trust", "Harriet Oduya"],
      signed: "2027-05-09",
      start: "2027-05-09",
      end: "2030-05-08",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "perpetual_term", "moral_rights_waiver"]
    }
  },
  {
    id: "e7-04-race-participant-yes-no-us",
    style: "e7-forms-questionnaires",
    format: "scan",
    source: `
# RACE DAY PARTICIPANT MEDIA RELEASE
Event: Lakeshore Half Marathon, October 8, 2028, Chicago, Illinois
Organizer: Lakeshore Running Events, Inc. ("Organizer")
Participant: Devon Marsh   Bib no. 2214
Mark one box on each line. Photos and video of me taken at the event may be used in:
Event website and e-mails   [X] Yes   [ ] No
Social media   [X] Yes   [ ] No
Printed race programs and posters   [ ] Yes   [X] No
Television coverage   [ ] Yes   [X] No
Organizer may share the photos with its title sponsor, Northgate Athletic Co., for the sponsor's own advertising:   [ ] Yes   [X] No
Period of use: from the event date until December 31, 2030.
Territory: United States.
Compensation: none.
Participant signature: Devon Marsh   Date: September 20, 2028
`,
    expected: {
      parties: ["Lakeshore Running Events, Inc.", "Devon Marsh"],
      signed: "2028-09-20",
      start: "2028-10-08",
      end: "2030-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "e7-05-usage-authorisation-x-columns-us",
    style: "e7-forms-questionnaires",
    format: "docx",
    source: `
# TALENT USAGE AUTHORIZATION
Agency: Palisade Talent Management LLC, as agent for Jordan Vance ("Talent")
Client: Oakridge Beverage Company ("Client")
Product: Sparkwell sparkling water
Spot: "First Sip" (:30 and :15)
Shoot date: June 12, 2028
| Medium | Yes | No | Period |
| Network and cable television | X | | 13 weeks |
| Online video (pre-roll and Client website) | X | | 13 weeks |
| Paid social media | | X | - |
| Cinema | | X | - |
| Out-of-home | | X | - |
The 13-week use cycle begins on the first air date, July 3, 2028. Territory: United States.
| Fee | Amount |
| Session fee (one day) | $1,000 |
| Use fee, television, 13 weeks | $7,500 |
| Use fee, online video, 13 weeks | $2,500 |
| Holding fee, for each later cycle in which the Spot is held but not aired | $850 |
Exclusivity: during the use cycle Talent will not appear in advertising for any other bottled water or soft drink. Juices, dairy drinks and alcoholic beverages are outside this restriction.
## Rider 1
This rider prevails over the table above: paid social media is licensed on the same terms as online video, for no additional fee.
AGREED
Palisade Talent Management LLC, by Erin Cho, June 20, 2028
Oakridge Beverage Company, by Sam Patel, June 22, 2028
`,
    expected: {
      parties: ["Jordan Vance", "Oakridge Beverage Company"],
      signed: "2028-06-22",
      start: "2028-07-03",
      end: "2028-10-01",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["USD 1000", "USD 7500", "USD 2500", "USD 850"],
      flags: ["non_compete"]
    }
  },
  {
    id: "e7-06-documentary-release-perpetual-us",
    style: "e7-us-one-page-releases",
    format: "text",
    source: `
TALENT RELEASE
For good and valuable consideration, namely the sum of Five Hundred Dollars ($500.00), receipt of which I acknowledge, I, Marcus Bell, grant to Tallgrass Pictures, LLC ("Producer") the irrevocable right to photograph and record me and to use my name, likeness, voice and biography in and in connection with the documentary currently titled "Salt Flats" (the "Picture") and the advertising and publicity for the Picture, in any and all media now known or hereafter devised, throughout the universe, in perpetuity.
I understand that Producer is not obligated to use my appearance, and I waive any right to inspect or approve the finished Picture.
Producer may sublicense these rights to distributors of the Picture. Producer may not sublicense them to anyone else without my prior written consent.
This release is effective on the date below.
Dated: November 2, 2027
Signature: Marcus Bell
Producer: Tallgrass Pictures, LLC, by Ana Ruiz
`,
    expected: {
      parties: ["Marcus Bell", "Tallgrass Pictures, LLC"],
      signed: "2027-11-02",
      start: "2027-11-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: null,
      fees: ["USD 500"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "e7-07-appearance-release-consent-assignment-us",
    style: "e7-us-one-page-releases",
    format: "pdf",
    source: `
# ON-CAMERA APPEARANCE RELEASE
Company: Greylock Outdoor Gear, Inc. ("Company")
Talent: Priya Natarajan ("Talent")
Project: trail-running video for the Company's Ridgeline shoe line, filmed March 18, 2028
1. Grant. Talent grants Company the right to use the footage and stills of Talent from the shoot on Company's websites, on its YouTube channel and on in-store video displays in Company retail stores, for two (2) years from April 1, 2028, in the United States.
2. Other media. Company will not use the footage on television, in print or in outdoor advertising.
3. Sublicensing. Company may sublicense the rights in Section 1 to its authorized retailers, solely so that they can show the footage in their stores.
4. Assignment. Company shall not assign this Release, by operation of law or otherwise, unless Talent first gives written consent.
5. Fee. Company will pay Talent $2,200 on signature.
6. Non-exclusive. Nothing in this Release stops Talent from appearing for other brands, including other footwear brands.
Talent: Priya Natarajan   Date: March 18, 2028
Greylock Outdoor Gear, Inc.   By: Will Haines, VP Marketing   Date: March 18, 2028
`,
    expected: {
      parties: ["Greylock Outdoor Gear, Inc.", "Priya Natarajan"],
      signed: "2028-03-18",
      start: "2028-04-01",
      end: "2030-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 2200"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "e7-08-pop-up-appearance-release-us",
    style: "e7-us-one-page-releases",
    format: "scan",
    source: `
# APPEARANCE RELEASE AND CONSENT
Date: January 15, 2028
I, Tomas Reyes, give Bayfront Media Group, LLC ("Producer") permission to use the video recordings and photographs of me made on January 15, 2028 at the Coastline Coffee pop-up event in Producer's online advertising and on social media for eighteen (18) months starting May 1, 2028, in the United States and Mexico.
This permission is not exclusive.
I will receive $350 for this permission.
Producer will not, without my written consent, use the recordings in broadcast television advertising or in print.
Producer may not transfer this release to any other company without my consent.
Signature: Tomas Reyes
Producer: Bayfront Media Group, LLC, by Keisha Grant
`,
    expected: {
      parties: ["Tomas Reyes", "Bayfront Media Group, LLC"],
      signed: "2028-01-15",
      start: "2028-05-01",
      end: "2029-10-31",
      perpetual: false,
      territories: ["US", "MX"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 350"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "e7-09-creator-release-category-carve-out-us",
    style: "e7-us-one-page-releases",
    format: "text",
    source: `
CREATOR CONTENT RELEASE (SHORT FORM)
Brand: Voltline Energy Co.
Creator: Hannah Lindqvist (@hannahruns)
Effective date: July 1, 2028
Content: three Instagram Reels and one TikTok video featuring Voltline Zero.
Usage: Brand may repost the Content on its own Instagram and TikTok accounts, run it as paid social advertising and show stills from it on its website, for six (6) months from the Effective Date.
Territory: United States.
Fee: $4,000 for the Content and the usage above.
Exclusivity: during the usage period Creator will not make sponsored content for any other energy drink. Coffee, tea, sports drinks and bottled water are carved out and remain open to Creator.
Sub-licensing: not without Creator's prior written approval.
Agreed July 1, 2028
Hannah Lindqvist
Voltline Energy Co., by Rob Dunn, Head of Social
`,
    expected: {
      parties: ["Voltline Energy Co.", "Hannah Lindqvist"],
      signed: "2028-07-01",
      start: "2028-07-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 4000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "e7-10-agency-booking-confirmation-us",
    style: "e7-agency-booking-confirmations",
    format: "text",
    source: `
BOOKING CONFIRMATION  #BC-20817
From: Summit Model & Talent Agency, agent for the Talent
To: Meridian Creative Group, Inc. (Client)
Talent: Kai Thompson
Confirmation date: April 4, 2028
Shoot: April 18, 2028, 8-hour day, Brooklyn, NY
Product: Northwind Denim spring collection
Day rate: $1,600
Overtime: $250 per hour after 8 hours
Usage: e-commerce and brand website, 1 year; print catalog, 1 year; social, not booked; OOH, not booked
Usage fee: $3,000 (e-commerce and print catalog, 1 year)
Usage period: 1 year from the shoot date
Territory: USA
Exclusivity: none
Cancellation: 50% of the day rate if the shoot is cancelled less than 48 hours ahead.
Client may not transfer the usage to any third party without the Agency's written approval.
Confirmed for Meridian Creative Group, Inc.: Lisa Park, Producer, April 5, 2028
`,
    expected: {
      parties: ["Kai Thompson", "Meridian Creative Group, Inc."],
      signed: "2028-04-05",
      start: "2028-04-18",
      end: "2029-04-17",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print"],
      exclusive: false,
      fees: ["USD 1600", "USD 250", "USD 3000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "e7-11-confirmed-booking-haircare-uk",
    style: "e7-agency-booking-confirmations",
    format: "pdf",
    source: `
# CONFIRMED BOOKING
Hartwell Models Ltd - agency reference HM/27/3390
Date issued: 2 September 2027
Model: Elodie Marchetti
Client: Fenwick & Rowe Haircare Ltd
Brand: Rowe Botanics
Shoot dates: 20 and 21 September 2027
| Item | Amount |
| Shoot fee, 2 days at £1,400 per day | £2,800 |
| Usage: UK print and in-store point of sale, 12 months | £3,200 |
| Usage: UK website and brand social media, 12 months | £2,000 |
| Total (excluding VAT) | £8,000 |
Usage period: 12 months from 1 October 2027. Territory: United Kingdom.
Exclusivity: the Model is exclusive to the Client for shampoo, conditioner and hair styling products in the UK for the usage period. Hair colour products, salon services and electrical styling tools are excluded from this exclusivity.
The Client may not assign or sub-license the usage to any other company, group companies included, unless the Agency agrees in writing beforehand.
Confirmed for Fenwick & Rowe Haircare Ltd: Gemma Hurst, Brand Manager, 4 September 2027
Issued by Hartwell Models Ltd as agent for the Model.
`,
    expected: {
      parties: ["Elodie Marchetti", "Fenwick & Rowe Haircare Ltd"],
      signed: "2027-09-04",
      start: "2027-10-01",
      end: "2028-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 2800", "GBP 3200", "GBP 2000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "e7-12-talent-booking-form-columns-us",
    style: "e7-agency-booking-confirmations",
    format: "docx",
    source: `
# TALENT BOOKING FORM
| Talent | Ben Okoro |
| Booked by | Lantern Street Productions LLC, for its client Alder & Finch Insurance |
| Agency | Crestview Talent Group, Inc. |
| Job | "Covered" TV and online campaign |
| Booking date | October 10, 2027 |
| Shoot | October 24, 2027 |
## Usage booked
| Medium | Booked? | Term | Fee |
| Regional broadcast TV | Yes | 1 year | $6,500 |
| Online video | Yes | 1 year | $2,000 |
| Radio | No | - | - |
| Print | No | - | - |
| Out-of-home | No | - | - |
Session fee: $800 for a 4-hour session; overtime at $300 per hour.
The usage year starts on the first air date, November 15, 2027. Territory: Washington and Oregon.
Exclusivity: Talent will not appear in television advertising for any other insurer during the usage year. Online and print work for other insurers is not restricted.
Usage not booked above is not licensed.
Signed for Lantern Street Productions LLC: Mia Torres, October 12, 2027
Signed for Crestview Talent Group, Inc., as agent for Ben Okoro: Dan Ellery, October 11, 2027
`,
    expected: {
      parties: ["Ben Okoro", "Lantern Street Productions LLC"],
      signed: "2027-10-12",
      start: "2027-11-15",
      end: "2028-11-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["USD 6500", "USD 2000", "USD 800", "USD 300"],
      flags: ["non_compete"]
    }
  },
  {
    id: "e7-13-performer-fee-schedule-buyout-us",
    style: "e7-fee-schedules",
    format: "text",
    source: `
COMMERCIAL PERFORMER AGREEMENT (NON-UNION)
This agreement is dated February 1, 2028 and is between Hollis & Crane Advertising, Inc. ("Producer") and Ava Whitmore ("Performer").
1. Services. One shoot day, February 20, 2028, for the "Steady Hands" campaign for Keystone Power Tools.
2. Media. Broadcast and cable television, online video, and the social media channels of Producer's client.
3. Term of use. Two (2) years from March 1, 2028.
4. Schedule of fees.
Fee    Amount    Notes
Session fee    $1,250    one 8-hour day
Overtime    $190 per hour    after 8 hours
Buyout, United States    $18,000    all media above, full term
Buyout, Canada    $4,500    all media above, full term
Wardrobe allowance    $100    reimbursement of clothing bought for the shoot
5. The buyout fees are payment in full for all use in the media, term and territories above; no residuals or reuse fees are payable.
6. Producer may assign this agreement to Keystone Power Tools or to its advertising agency of record without Performer's consent.
7. Exclusivity: none. Performer may appear in advertising for other tool and hardware brands.
Signed February 1, 2028
Ava Whitmore
Hollis & Crane Advertising, Inc., by Joel Carver, Executive Producer
`,
    expected: {
      parties: ["Hollis & Crane Advertising, Inc.", "Ava Whitmore"],
      signed: "2028-02-01",
      start: "2028-03-01",
      end: "2030-02-28",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 1250", "USD 190", "USD 18000", "USD 4500"],
      flags: ["assignable", "buyout"]
    }
  },
  {
    id: "e7-14-artist-agreement-territory-fees-uk",
    style: "e7-fee-schedules",
    format: "docx",
    source: `
# ARTIST AGREEMENT (SHORT FORM)
This agreement dated 6 March 2028 is between Calder Foods Limited ("the Client") and Saoirse Byrne ("the Artist").
1> The Artist will perform in the Client's television and online commercial for Calder Crunch cereal bars, filmed on 14 March 2028.
1> The Client may use the commercial in the territories, in the media and for the fees set out in Schedule 1, for one year from the first transmission date of 1 April 2028.
1> Exclusivity. For that year the Artist will not appear in advertising for cereal bars or breakfast cereals. The restriction does not cover yoghurts, any other kind of snack, or drinks.
1> Overtime beyond a ten-hour day is paid at £110 per hour.
1> The Client may not sub-license or assign its rights unless the Artist first agrees in writing.
## Schedule 1
| Territory | Media | Usage fee |
| United Kingdom | TV and online | £9,000 |
| Ireland | TV and online | €2,400 |
| France | Online only | €1,800 |
| Germany | Not licensed | - |
Studio fee for the filming day: £650.
Signed: Saoirse Byrne, 6 March 2028
Signed for Calder Foods Limited: Owen Price, Marketing Director, 7 March 2028
`,
    expected: {
      parties: ["Calder Foods Limited", "Saoirse Byrne"],
      signed: "2028-03-07",
      start: "2028-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["GB", "IE", "FR"],
      channels: ["web", "broadcast"],
      exclusive: true,
      fees: ["GBP 110", "GBP 9000", "EUR 2400", "EUR 1800", "GBP 650"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "e7-15-rates-schedule-waived-rows-us",
    style: "e7-fee-schedules",
    format: "pdf",
    source: `
# PHOTOGRAPHY TALENT AGREEMENT AND RATES SCHEDULE
Agreement date: May 2, 2028
Studio: Juniper Lane Studios LLC ("Studio")
Talent: Noah Castellanos ("Talent")
Usage: the photographs of Talent may be used on the packaging of Brightleaf Tea, on in-store displays and on the Brightleaf Tea website for three (3) years from June 1, 2028, in the United States. The Studio's license is non-exclusive. No rights in perpetuity are granted.
## Rates
| Item | Amount |
| Day rate (shoot on May 16, 2028) | $900 |
| Usage fee, packaging, 3 years | $5,000 |
| Usage fee, in-store and website, 3 years | $2,500 |
| Travel day | not applicable |
| Cancellation fee | waived |
| Holding fee, per month from the shoot until the packaging first ships | $400 |
Signed: Noah Castellanos, May 3, 2028
Juniper Lane Studios LLC, by Ruth Amsel, Studio Manager, May 2, 2028
`,
    expected: {
      parties: ["Juniper Lane Studios LLC", "Noah Castellanos"],
      signed: "2028-05-03",
      start: "2028-06-01",
      end: "2031-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "print", "in_store"],
      exclusive: false,
      fees: ["USD 900", "USD 5000", "USD 2500", "USD 400"],
      flags: [],
      denies: ["perpetual_term"]
    }
  }
]
