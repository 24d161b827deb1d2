// Independent author "n30l" (wave 30), one development batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of domain/contracts/ContractFlags.ts, lines 1-74 of n11's batch for the
// file convention, the checker check-batch.ts and the names of the files in unseen/ and independent/), and committed
// before the reader was run on it. Three styles: kennel and cattery customer photo consents (a booking-form tick box
// in plain words, a cattery calendar consent whose heading says "Exclusive" over a non-exclusive body, a letter to a
// customer with a term counted from a reopening date given later, a US pet resort release whose rider replaces the
// term clause); blood-donation and organ-donor campaign participant releases (a UK donor campaign named "Broadcast
// Your Type" that excludes television, a US organ-donor network release in perpetuity in all media with a conduct
// clause, a community blood drive named "Outdoor Heroes" that excludes outdoor advertising); and canal-boat holiday
// hire guest releases (a filming release whose dates sit only in a schedule table, a French canal-cruise release
// amended by a later clause with a competitor restriction and an unexercised extension option, a one-page wharf
// consent whose guest is named only in the signature block and whose boat is called "Cinema Paradiso"). A
// DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the business and the customer, donor or guest who gives the
// consent (a pet, a photographer employed by the business, a hospital or a booking agent mentioned are not); the
// signing date is the date of the last signature, or of the countersignature of a letter; "N months/years from X"
// starts on X and ends the day before the anniversary; fees are sums paid to the person for the consent or the
// appearance: boarding or hire charges paid by the customer, deposits, travel expenses reimbursed, a cancellation
// fee and an unexercised extension price are not fees; where nothing is paid, fees are empty and no_fee_stated is
// raised; a website is web, Facebook, Instagram, TikTok and YouTube channels social, television broadcast,
// newspapers, leaflets, calendars and brochures print, billboards, bus shelters and outdoor posters out_of_home,
// displays inside the business's own shop or booking office in_store; a name of a campaign, product or boat holding a
// channel word grants nothing; exclusivity is true only where the text grants it or restricts the person from
// appearing for competitors (then non_compete too), false where it says non-exclusive, null where silent; a rider or
// amending clause that replaces an earlier clause prevails; "in perpetuity" is perpetual_term with no end; "all
// media now known or later devised" is every channel and unlimited_media; a flag is denied where the text expressly
// rules it out ("will not sub-license", "does not renew automatically").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n30l-kennel-cattery-photo-consents",
  "n30l-donor-campaign-releases",
  "n30l-canal-boat-guest-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n30l-01-boarding-form-photo-consent",
    style: "n30l-kennel-cattery-photo-consents",
    format: "text",
    source: `
# Whiskers & Wags Boarding Ltd - Booking Form, Part C: Photo Consent
Booking ref: WW-26-0412. Pet: Bramble (Border Terrier). Stay: 6 April 2026 to 13 April 2026.
Owner: Helen Ashby, 14 Linden Close, Harrogate HG2 7PL.
While your pet stays with us our team takes photos and short videos of play time and walks. Please read and sign below if you are happy for us to use them.
[X] I agree that Whiskers & Wags Boarding Ltd may use photos and videos of my pet, and of me at drop-off and collection, on its website and on its Facebook and Instagram pages.
Your photos will not be used in our printed brochures, on posters or in any newspaper advertising.
How long: for two years from the date you sign this form. After that we will take the photos down.
Where: the United Kingdom only.
We will not pass your photos to any third party, and we will not sub-license or sell them.
You will not be paid for this consent, and it does not change the price of your stay (boarding fee £196, deposit £50 paid at booking).
You may withdraw consent for future posts at any time by e-mailing hello@whiskersandwags.co.uk.
Signed (Owner): Helen Ashby    Date: 3 April 2026
For Whiskers & Wags Boarding Ltd: Tom Reilly, Manager    Date: 3 April 2026
`,
    expected: {
      parties: ["Whiskers & Wags Boarding Ltd", "Helen Ashby"],
      signed: "2026-04-03",
      start: "2026-04-03",
      end: "2028-04-02",
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
    id: "n30l-02-cattery-calendar-consent",
    style: "n30l-kennel-cattery-photo-consents",
    format: "docx",
    source: `
# The Purrfect Retreat Cattery - 2027 Calendar: Photograph Consent
This consent is made on 14 August 2026 between The Purrfect Retreat Cattery Limited, of Mill Lane, Ashbourne, Derbyshire DE6 1GH (the "Cattery"), and Megan Lloyd, of 3 Orchard Row, Ashbourne DE6 2AA (the "Owner").
## Background
The Cattery is producing a printed wall calendar for 2027 featuring cats boarded with it. The Owner has entered photographs of her cat, Pepper, which the Cattery has selected for the month of May.
## 1. Exclusive Photo Rights
1> The Owner grants the Cattery a non-exclusive licence to reproduce the photographs supplied by the Owner (the "Photographs") in the 2027 wall calendar and on the calendar's sales page of the Cattery's website.
1> The Owner keeps the copyright in the Photographs and remains free to use them, and to license them to anyone else, as she wishes. Nothing in this consent makes the Cattery's rights exclusive.
1> The Owner waives all moral rights in the Photographs as used in the calendar, including the right to be named as their author.
## 2. Period
1> The licence runs from 1 September 2026 to 31 December 2027.
## 3. Payment
1> The Cattery will pay the Owner a selection fee of £75 within 14 days of signature.
1> For clarity, the £40 booking deposit the Owner paid for Pepper's next stay is unaffected by this consent and is not part of the payment above.
## 4. Territory
1> The calendar will be sold in the United Kingdom only.
| Signed for the Cattery | Signed by the Owner |
| Rachel Dunmore, Director | Megan Lloyd |
| 14 August 2026 | 14 August 2026 |
`,
    expected: {
      parties: ["The Purrfect Retreat Cattery Limited", "Megan Lloyd"],
      signed: "2026-08-14",
      start: "2026-09-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: false,
      fees: ["GBP 75"],
      flags: ["moral_rights_waiver"]
    }
  },
  {
    id: "n30l-03-kennel-letter-reopening",
    style: "n30l-kennel-cattery-photo-consents",
    format: "scan",
    source: `
# HIGHMOOR KENNELS LIMITED
Highmoor Farm, Long Lane, Skipton BD23 4QT
9 February 2026
Dear Ms Patel,
Photographs of Biscuit - Highmoor Outdoor Adventures
Thank you for letting us photograph Biscuit on the new exercise paddocks. We would like to use the photographs to announce our reopening under the name "Highmoor Outdoor Adventures". Despite that name, the photographs will be used only on our website, www.highmoorkennels.co.uk. We will not use them on social media, on billboards, in print or on any outdoor signs.
We would like to use them for 12 months from the Reopening Date. The Reopening Date is the day our rebuilt kennels open to the public, which is 1 March 2026.
The photographs will be shown to our customers in the United Kingdom only.
We are not able to offer a payment for the photographs, and none is due.
If you agree, please sign and return a copy of this letter. Once you do, this letter binds both you and us.
Yours sincerely,
James Whitcombe, Director, for Highmoor Kennels Limited
I agree to the above.
Signed: Ritu Patel    Date: 12 February 2026
`,
    expected: {
      parties: ["Highmoor Kennels Limited", "Ritu Patel"],
      signed: "2026-02-12",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n30l-04-pet-resort-release-rider",
    style: "n30l-kennel-cattery-photo-consents",
    format: "pdf",
    source: `
# BARKLEY RIDGE PET RESORT, LLC - GUEST PET PHOTO AND LIKENESS RELEASE
This Release is entered into by Barkley Ridge Pet Resort, LLC, a Texas limited liability company, 8800 Ranch Road 620, Austin, Texas 78726 ("Resort"), and Jordan Mills, 512 Oak Hollow Drive, Round Rock, Texas 78664 ("Pet Parent").
1> Grant. Pet Parent authorizes Resort to photograph and record Pet Parent's dog, Ranger, and Pet Parent, during drop-off, play groups and pick-up at the Resort, and to use those images in Resort's advertising on its website, on its Instagram and TikTok accounts, and on one billboard on Interstate 35 near Round Rock.
1> Territory. The United States.
1> Payment. Resort shall pay Pet Parent a one-time fee of $150 within thirty (30) days after the date of this Release. The $100 boarding deposit Pet Parent has paid is refundable under Resort's booking terms and is not payment under this Release.
1> Term. This Release shall remain in effect for six (6) months from the date of this Release.
1> This Release is non-exclusive. Nothing in this Release prevents Pet Parent from appearing, or allowing Ranger to appear, in advertising for any other pet business.
1> Entire agreement. This Release, with Rider A, is the entire agreement of the parties on its subject. If this Release and Rider A conflict, Rider A prevails.
## RIDER A
Section 4 (Term) is deleted in its entirety and replaced by the following: "4. Term. This Release shall be in effect from June 1, 2026 through May 31, 2027."
## SIGNATURES
| Barkley Ridge Pet Resort, LLC | Pet Parent |
| By: Lauren Ortiz, General Manager | Jordan Mills |
| Date: May 20, 2026 | Date: May 20, 2026 |
`,
    expected: {
      parties: ["Barkley Ridge Pet Resort, LLC", "Jordan Mills"],
      signed: "2026-05-20",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 150"],
      flags: [],
      denies: ["non_compete"]
    }
  },
  {
    id: "n30l-05-blood-service-campaign-release",
    style: "n30l-donor-campaign-releases",
    format: "docx",
    source: `
# GiveLife Blood Service - "Broadcast Your Type" Campaign: Participant Release
## Parties
| Role | Name and address |
| The Service | GiveLife Blood Service (a registered charity), 40 Wellington Street, Leeds LS1 4DL |
| The Participant | Samuel Adeyemi, Flat 6, 21 Hyde Park Road, Leeds LS6 1PY |
## 1. What this release covers
1> The Participant agrees to be photographed and filmed at the Leeds Donor Centre for the Service's "Broadcast Your Type" campaign, which encourages people to find out and share their blood group.
1> The Service may use the photographs, film and the Participant's first name and blood group in the campaign on its website, on its YouTube, Instagram and Facebook channels, and on bus shelter and roadside posters.
1> Despite the campaign's name, no television, radio or cinema use is licensed, and the material will not appear in newspapers or magazines.
## 2. Term
1> The release lasts for 18 months from the Campaign Launch Date set out in the Schedule.
## 3. Territory and exclusivity
1> The release covers England, Scotland, Wales and Northern Ireland. It is non-exclusive.
## 4. Payment
1> The Participant is a volunteer and no fee is payable. The Service will reimburse the Participant's travel expenses for the shoot day, up to £60, on receipts.
## 5. Third parties
1> The Service shall not sub-license the material to any other organisation, including NHS bodies or sponsors.
## Schedule
| Item | Detail |
| Shoot day | 8 December 2025 |
| Campaign Launch Date | 12 January 2026 |
Signed for GiveLife Blood Service: Amina Shah, Head of Donor Marketing, 2 December 2025
Signed by the Participant: Samuel Adeyemi, 2 December 2025
`,
    expected: {
      parties: ["GiveLife Blood Service", "Samuel Adeyemi"],
      signed: "2025-12-02",
      start: "2026-01-12",
      end: "2027-07-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n30l-06-organ-donor-network-release",
    style: "n30l-donor-campaign-releases",
    format: "pdf",
    source: `
# LAKESHORE DONOR NETWORK, INC. - STORYTELLER CONSENT AND RELEASE
This Consent and Release ("Release") is made as of March 18, 2026 by and between:
LAKESHORE DONOR NETWORK, INC., an Illinois not-for-profit corporation, 1200 North Lakeshore Drive, Chicago, Illinois 60610 (the "Network"); and
TERESA ALVAREZ, an individual residing at 4417 West Belmont Avenue, Chicago, Illinois 60641 (the "Storyteller").
RECITALS
A. The Storyteller received a kidney transplant at Northside Memorial Hospital in 2024 and wishes to share her story to encourage people to register as organ donors.
B. Northside Memorial Hospital is not a party to this Release.
NOW, THEREFORE, the parties agree as follows:
1> Grant. The Storyteller grants the Network the irrevocable, non-exclusive right to record, use, publish and reproduce her name, likeness, voice and story, throughout the world, in any and all media now known or hereafter devised, in perpetuity.
1> Honorarium. The Network shall pay the Storyteller an honorarium of $500 within thirty (30) days of the date of this Release. The Network shall also cover her parking at the recording session; parking is not part of the honorarium.
1> Conduct. The Network may stop using the Storyteller's story if she engages in conduct that brings the Network or the cause of organ donation into public disrepute.
1> Effective Date. This Release is effective on the date first written above.
1> Governing law. Illinois.
IN WITNESS WHEREOF, the parties have signed this Release as of the date first written above.
| LAKESHORE DONOR NETWORK, INC. | STORYTELLER |
| By: Denise Kowalski, Vice President, Communications | Teresa Alvarez |
| March 18, 2026 | March 18, 2026 |
`,
    expected: {
      parties: ["Lakeshore Donor Network, Inc.", "Teresa Alvarez"],
      signed: "2026-03-18",
      start: "2026-03-18",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 500"],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "morality_clause"]
    }
  },
  {
    id: "n30l-07-community-blood-drive-release",
    style: "n30l-donor-campaign-releases",
    format: "scan",
    source: `
# TAMWORTH COMMUNITY BLOOD DRIVE CIC
## Participant Release - "Outdoor Heroes" Donor Drive 2026
Between Tamworth Community Blood Drive CIC, 7 Market Street, Tamworth B79 7LU ("we"), and Chloe Barnes, 22 Cedar Avenue, Tamworth B77 2HS ("you").
1. You agree that we may use the photographs taken of you giving blood at the Assembly Rooms on 2 May 2026, with your first name, in our "Outdoor Heroes" donor drive.
2. We may use them in leaflets, in the Tamworth Herald newspaper and on our Facebook and Instagram pages.
3. The name of the drive is only a name: we will not use your photographs on billboards, posters, bus shelters or any other outdoor advertising.
4. Period: 1 June 2026 to 30 November 2026.
5. Area: United Kingdom.
6. We will pay you an appearance fee of £100 by bank transfer by 15 June 2026. We will also refund your bus fares for the shoot, up to £25; that refund is not part of the fee.
Signed for Tamworth Community Blood Drive CIC: Gareth Holt, Director    Date: 11 May 2026
Signed: Chloe Barnes    Date: 11 May 2026
`,
    expected: {
      parties: ["Tamworth Community Blood Drive CIC", "Chloe Barnes"],
      signed: "2026-05-11",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "social"],
      exclusive: null,
      fees: ["GBP 100"],
      flags: []
    }
  },
  {
    id: "n30l-08-narrowboat-filming-release",
    style: "n30l-canal-boat-guest-releases",
    format: "docx",
    source: `
# KENNET & AVON WATERWAY BREAKS LTD - GUEST FILMING RELEASE
This release is between Kennet & Avon Waterway Breaks Ltd, Bridge Wharf, Hungerford RG17 0DS (the "Company"), and the guest named in the Schedule (the "Guest").
## 1. Background
1> The Company is filming its 2027 promotional film aboard its hire fleet. The Guest has booked a holiday hire (booking reference KAW-7731) and has agreed to be filmed during it.
## 2. Consent
1> The Guest consents to the Company filming and photographing the Guest aboard and around the boat during the Hire Period and using the footage and photographs to advertise the Company's holidays on its website, on its YouTube and Instagram channels and in television advertising, excluding cinema advertising.
1> The consent is non-exclusive: the Guest may appear in any other filming or advertising.
## 3. Term and territory
1> The consent runs from the first day of the Hire Period until 31 December 2027.
1> It covers the United Kingdom and the Republic of Ireland.
## 4. Payment
1> The Company will pay the Guest a filming fee of £200 within 30 days after the Hire Period ends.
1> If the Company cancels filming before the Hire Period begins, it will pay the Guest a cancellation fee of £75 instead of the filming fee. The hire charge and the £250 damage deposit are governed by the Company's hire terms and are not affected by this release.
## Schedule
| Guest | Susan Clarke, 9 Rowan Way, Swindon SN3 4JX |
| Boat | Kingfisher Dawn (6-berth narrowboat) |
| Hire Period | 4 July 2026 to 11 July 2026 |
| Base | Hungerford Wharf |
| Signed for the Company | Owen Price, Operations Manager, 20 June 2026 |
| Signed by the Guest | Susan Clarke, 20 June 2026 |
`,
    expected: {
      parties: ["Kennet & Avon Waterway Breaks Ltd", "Susan Clarke"],
      signed: "2026-06-20",
      start: "2026-07-04",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["GBP 200"],
      flags: []
    }
  },
  {
    id: "n30l-09-canal-cruise-amended-release",
    style: "n30l-canal-boat-guest-releases",
    format: "pdf",
    source: `
# MIDI WATERWAY HOLIDAYS SAS - GUEST IMAGE RELEASE (AS AMENDED)
Parties: Midi Waterway Holidays SAS, Port de Castelnaudary, 11400 Castelnaudary, France (the "Company"); and Robert Hayes, 18 Elm Street, Concord, Massachusetts 01742, United States (the "Guest").
1> Subject. The Guest and his family hired the cruiser "Belle Occitane" on the Canal du Midi from 12 to 19 April 2026. The Company photographed them during the cruise for its advertising.
1> Grant. The Guest permits the Company to use the photographs in its printed holiday brochure and on its website.
1> Term. The permission runs from 1 May 2026 to 30 April 2027. The Company has an option to extend it by twelve months on paying the Guest a further €300, by written notice before 1 April 2027. This Release does not renew automatically.
1> Fee. The Company pays the Guest €600, inclusive of all costs.
1> Territory. The permission covers the whole world.
1> Exclusivity. None.
## Amendment of 10 April 2026
By this amendment, signed by both parties on the same day as this Release, Clauses 5 and 6 are deleted and replaced as follows, and these replacements prevail over the original Clauses 5 and 6:
5. Territory. The permission covers France, Belgium and the United Kingdom only.
6. Exclusivity. The Company's rights in the photographs are exclusive. During the term the Guest shall not appear in advertising for any other canal or river holiday company, except that the Guest may post his own holiday photographs on his personal social media accounts.
Signed at Castelnaudary on 10 April 2026.
For Midi Waterway Holidays SAS: Claire Fabre, Gerante    The Guest: Robert Hayes
`,
    expected: {
      parties: ["Midi Waterway Holidays SAS", "Robert Hayes"],
      signed: "2026-04-10",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["FR", "BE", "GB"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["EUR 600"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n30l-10-wharf-guest-photo-consent",
    style: "n30l-canal-boat-guest-releases",
    format: "text",
    source: `
# Llangollen Wharf Boat Hire - Guest Photo Consent
Thanks for cruising with us on "Cinema Paradiso"! Our skipper took some photos of your party on the Pontcysyllte Aqueduct, and we'd love to use a few to promote next season.
If you agree, Llangollen Wharf Boat Hire may use the photos on its Facebook and Instagram pages and on display boards inside our wharf shop and booking office, for the 2027 season only: 1 March 2027 to 31 October 2027.
Whatever the boat's name, the photos won't be used on television, in cinemas, in print or on our website.
The photos will only be used in the United Kingdom.
We won't sell or license your photos to anyone else, and this consent won't renew automatically - we'll ask again for 2028.
You won't be paid for this, and it doesn't affect your hire charge or your £150 security deposit.
Signed: Aisha Rahman
Address: 5 Quarry Road, Wrexham LL11 2DG
Date: 3 October 2026
For Llangollen Wharf Boat Hire: Dafydd Evans, Owner    Date: 3 October 2026
`,
    expected: {
      parties: ["Llangollen Wharf Boat Hire", "Aisha Rahman"],
      signed: "2026-10-03",
      start: "2027-03-01",
      end: "2027-10-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "automatic_renewal"]
    }
  }
]
