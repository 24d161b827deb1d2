// Author u6 (wave 6): consent and release forms whose terms are chosen by ticked, checked or initialled boxes (the
// unticked options are not granted), US and UK; a held-out batch from 2026-11-27 (frozen, scored only) until wave 19,
// when it moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["tick-box-consent"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "u6-09-charity-story-consent-ticked-options",
    style: "tick-box-consent",
    format: "docx",
    source: `
# CONSENT TO USE YOUR PHOTOGRAPHS AND STORY
Harbourside Hospice Trust, registered charity no. 1098765, The Old Chandlery, Quay Road, Whitstable CT5 1AB ("we", "us")
Thank you for agreeing to share your story. Please read this form, tick the boxes that apply and sign below. Our materials are used in the United Kingdom only.
## About you
Full name: Marjorie Flett
Address: 14 Seasalter Lane, Whitstable CT5 4BN
## 1. Where may we use your photographs and story? (tick all that apply)
☒ Our website
☒ Our social media pages (Facebook, Instagram)
☒ Our printed leaflets and supporter magazine
☐ Television or radio appeals
☐ Billboards, bus stops and other outdoor advertising
## 2. How long may we use them?
☐ One year
☒ Three years
☐ Until I tell you to stop
from the date I sign this form.
## 3. Payment
We do not pay people who share their stories with us. We will refund reasonable travel costs for the photo session.
## 4. Your right to change your mind
You can withdraw your consent at any time by writing to us. We will then stop any new use, though we cannot recall leaflets or magazines already printed.
We will not pass your photographs or your story to any other organisation.
## Signatures
Signed: Marjorie Flett
Date: 12 March 2026
For Harbourside Hospice Trust: Sunita Rao, Communications Officer
`,
    expected: {
      parties: ["Harbourside Hospice Trust", "Marjorie Flett"],
      signed: "2026-03-12",
      start: "2026-03-12",
      end: "2029-03-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "u6-10-gym-release-checkboxes-us",
    style: "tick-box-consent",
    format: "scan",
    source: `
# PHOTO / VIDEO RELEASE
Ironbark Fitness Studios, Inc., 2280 Alder Avenue, Boise, ID 83702 (the "Company")
Please check the applicable boxes.
Participant name: Luis Ferreira-Banks
Shoot Date: April 22, 2026
Media (check all that apply):
[X] Company website
[X] Company social media
[ ] Print ads and flyers
[ ] TV or radio
[X] Posters and screens inside our studios
Term:
[X] Two (2) years from the Shoot Date
[ ] Five (5) years from the Shoot Date
[ ] Perpetual (no end date)
Territory: United States
Exclusivity:
[ ] Exclusive
[X] Non-exclusive
Compensation:
[X] Flat fee of $350
[ ] No compensation
The Company may edit the photos and videos but will not sell or license them to any third party.
I am 18 years of age or older and have read this release before signing it.
Participant signature: ______________ Date: 4/22/2026
Print name: Luis Ferreira-Banks
Accepted by Ironbark Fitness Studios, Inc.: Carla Mendes, Studio Manager
`,
    expected: {
      parties: ["Ironbark Fitness Studios, Inc.", "Luis Ferreira-Banks"],
      signed: "2026-04-22",
      start: "2026-04-22",
      end: "2028-04-21",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 350"],
      flags: [],
      denies: ["sublicensable", "perpetual_term"]
    }
  },
  {
    id: "u6-11-model-booking-usage-options-table",
    style: "tick-box-consent",
    format: "pdf",
    source: `
# MODEL BOOKING CONFIRMATION AND RELEASE
Lark Models Ltd, 3rd Floor, 27 Great Titchfield Street, London W1W 7PA
Booking ref: LM-26-1187
Date: 28 April 2026
Client: Ferncroft Home Ltd, 6 Kingsland Road, Bristol BS2 0XX
Model: Ama Boateng, represented by Lark Models Ltd as agent
Shoot date: 5 May 2026 (one day, 9:00 to 17:30)
Shoot fee: £750
## Usage options
Usage is licensed only where the Selected column says Yes.
| Usage | Selected | Usage fee |
| Client website and e-commerce | Yes | £400 |
| Client social media, organic and paid | Yes | £600 |
| Print (catalogue, direct mail, press) | No | £500 |
| Out-of-home (posters, billboards, digital screens) | No | £900 |
| Television and cinema | No | £1,500 |
Usage period: twelve (12) months from 1 June 2026
Territory: United Kingdom and Ireland
Exclusivity: not required
## Terms
1. The Model, through Lark Models Ltd, grants the Client the right to use the photographs from the shoot for the selected usage, in the Territory and for the Usage period above.
2. The Client shall not sub-license the photographs or pass them to any third party other than its web developers and social media agency working on its behalf.
3. The photographs must not be used in connection with tobacco, alcohol, gambling, politics, medical conditions or any other sensitive subject.
4. Any further usage, or any use after the Usage period, must be booked through Lark Models Ltd and will be charged at the agency's current rates.
5. Lark Models Ltd signs as agent for the Model and is not a party in its own right.
Confirmed for Lark Models Ltd (as agent for Ama Boateng): Poppy Lister, Booker
Confirmed for Ferncroft Home Ltd: Grace Adeyemi, Marketing Manager
`,
    expected: {
      parties: ["Ferncroft Home Ltd", "Ama Boateng"],
      signed: "2026-04-28",
      start: "2026-06-01",
      end: "2027-05-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 750", "GBP 400", "GBP 600"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "u6-12-customer-story-initialled-uses",
    style: "tick-box-consent",
    format: "text",
    source: `
CUSTOMER STORY CONSENT FORM
Northpass Software, Inc., 500 Congress Avenue, Suite 900, Austin, TX 78701 ("Northpass")
I, Rosa Delgado, owner of Delgado Family Farms, agree that Northpass may use my name, title, photograph and the quotes I approved on February 6, 2026 (together, my "Story") as set out below. I have initialed each use I agree to; a use I have not initialed is not permitted.
[ RD ] On Northpass's website and blog, including a written case study
[ RD ] On Northpass's social media accounts (LinkedIn, Instagram, YouTube)
[    ] In paid advertising of any kind, including online ads, print ads, radio and television
[ RD ] In printed case-study handouts given out at trade shows
Territory: worldwide, as Northpass's website can be viewed anywhere.
Duration: from the date I sign below until December 31, 2027, unless I revoke this consent earlier by emailing stories@northpass.com.
No payment will be made to me or to Delgado Family Farms for this consent.
Northpass will not sell, license or give my Story to any third party, but may let its web-hosting and design vendors handle it on Northpass's behalf.
Signature: ________________
Name: Rosa Delgado
Date: 02/09/2026
Northpass Software, Inc.: Ethan Vo, Customer Marketing Manager
`,
    expected: {
      parties: ["Northpass Software, Inc.", "Rosa Delgado"],
      signed: "2026-02-09",
      start: "2026-02-09",
      end: "2027-12-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  }
]
