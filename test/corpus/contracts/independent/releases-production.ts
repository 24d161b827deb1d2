// Author "ue": photo-release (model and location releases) and commercial-production (talent contracts for commercials); a held-out batch from 2026-11-26
// (frozen, scored only) until wave 18, when it moved to the development half under the rotation rule (NOTES.md,
// "Wave 18: the held-out rotation"): the oldest held-out batch is read and tuned on, new held-out batches replace it.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["photo-release", "commercial-production"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "ue-01-studio-tickbox-release",
    style: "photo-release",
    format: "scan",
    source: `
# MODEL RELEASE
Northlight Studio, Unit 4, Canal Works, Ancoats, Manchester M4 6BF. Tel 0161 555 0142
| Client | Ashgrove Home Ltd |
| Shoot reference | NL-2026-031 |
| Shoot description | "Outdoor Living" garden furniture catalogue, Spring/Summer 2026 |
| Shoot date | 12/03/2026 |
| Photographer | Tom Ellery |
In consideration of the fee stated below, I, the model named at the foot of this form, grant to the Client named above (the "Client") the right to use the photographs taken of me on the shoot date (the "Images") for the purposes and in the media ticked below, in the territory and for the period ticked below. All other uses are reserved to me.
Usage: [X] Advertising [X] Catalogue [ ] Editorial [ ] Packaging
Media: [X] Print [X] Client website [ ] Social media [ ] Outdoor / posters [ ] Television
Territory: [X] United Kingdom [ ] Europe [ ] Worldwide
Period (from the shoot date): [ ] 1 year [X] 2 years [ ] 5 years [ ] In perpetuity
Fee: £480 (day rate including the usage ticked above), payable by the Client through the Studio within 30 days.
The Images may be retouched and cropped but shall not be altered so as to change my appearance in a way I would reasonably object to. Any use outside the boxes ticked requires my further written consent and a further fee.
Model signature: ______________________
Model name (print): Chloe Adebayo-Hart
Agency: Sable Models, booking ref. 7781
Date: 12/03/2026
Signed for and on behalf of Ashgrove Home Ltd: J. Marsh, Marketing Manager
Witness (photographer): Tom Ellery
`,
    expected: {
      parties: ["Ashgrove Home Ltd", "Chloe Adebayo-Hart"],
      signed: "2026-03-12",
      start: "2026-03-12",
      end: "2028-03-11",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: null,
      fees: ["GBP 480"],
      flags: []
    }
  },
  {
    id: "ue-02-minor-guardian-release",
    style: "photo-release",
    format: "pdf",
    source: `
# MINOR MODEL RELEASE
Juniper Lane Photography LLC, 218 Alder Street, Portland, Oregon 97205 ("Photographer")
This release is made between Photographer and the undersigned parent or legal guardian ("Guardian"), who signs in Guardian's own name and as parent or legal guardian of the minor named below (the "Minor").
| Session | "Back to School 2026" lifestyle session |
| Session date | August 3, 2026 (the "Session Date") |
| Location | Laurelhurst Park, Portland, Oregon |
## Grant
For good and valuable consideration, the receipt and sufficiency of which are acknowledged, Guardian hereby irrevocably grants to Photographer, its successors and assigns, the right to take, use, reproduce, publish and display photographs and video of the Minor made during the session (the "Images"), and the Minor's first name, in any and all media now known or hereafter devised, throughout the world, for advertising, trade, editorial or any other lawful purpose.
## Term
This release is effective as of the Session Date and continues in perpetuity.
## Licensing and assignment
Photographer may sublicense the rights granted in this release to third parties, including stock agencies and their customers, and may assign this release in whole or in part.
## Limits on use
Photographer shall not use, or permit the use of, the Images in any manner that is pornographic or defamatory, or that states or implies that the Minor endorses tobacco, alcohol, firearms, or any political party or candidate.
## Approval and claims
Guardian waives any right to inspect or approve the finished Images or any copy in which they appear, and releases Photographer and its licensees from all claims for invasion of privacy, right of publicity or defamation arising from uses permitted by this release.
## Guardian's warranty
Guardian warrants that Guardian is of full age, is the parent or legal guardian of the Minor, and has full authority to sign this release. This release is governed by the laws of the State of Oregon.
Name of Minor: Lily Okafor. Age: 9
Guardian signature: ______________________
Guardian name (print): Grace Okafor
Relationship to Minor: Mother
Dated: August 3, 2026
Photographer: Juniper Lane Photography LLC, by Wren Sato, Member
`,
    expected: {
      parties: ["Juniper Lane Photography LLC", "Grace Okafor"],
      signed: "2026-08-03",
      start: "2026-08-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "assignable", "no_fee_stated"]
    }
  },
  {
    id: "ue-03-location-agreement-house",
    style: "photo-release",
    format: "docx",
    source: `
# LOCATION AGREEMENT
THIS AGREEMENT is dated 21st April 2026
PARTIES
(1) Harbour & Finch Interiors Limited (company number 09876543) whose registered office is at 14 Wharf Road, Bristol BS1 4RN (the "Company"); and
(2) Margaret Ellen Lowther of Saltings House, Harbour Lane, Salcombe, Devon TQ8 8JB (the "Owner").
BACKGROUND
The Company wishes to photograph rooms and the garden at Saltings House (the "Property") dressed with its Autumn/Winter 2026 range, including "The Print Room" wallpaper and fabric collection, and the Owner has agreed on the terms below.
## 1. Definitions
1.1 "Shoot Dates" means 4 May 2026 and 5 May 2026, or such other dates as the parties agree in writing.
1.2 "Photographs" means all still photographs and short video clips of the Property made by or for the Company on the Shoot Dates.
1.3 "Licence Period" means the period of two (2) years starting on the first Shoot Date.
## 2. Access
2.1 The Owner shall give the Company, its photographer, stylists and crew (not more than eight people) access to the Property between 8.00 am and 7.00 pm on each Shoot Date.
2.2 The Company shall protect floors and furnishings, shall not smoke on the Property, and shall leave the Property in the condition in which it was found.
## 3. Licence
3.1 The Owner grants the Company a non-exclusive licence to use the Photographs on the Company's website, in its e-mail newsletters and in in-store displays in the Company's showrooms, in the United Kingdom and Ireland, during the Licence Period.
3.2 The Company shall not use the Photographs in printed catalogues, press advertising or on posters without the Owner's prior written agreement and the payment of a further fee.
3.3 Nothing in this Agreement prevents the Owner from permitting other photography or filming at the Property.
## 4. Fee
4.1 The Company shall pay the Owner a location fee of £2,400 for both Shoot Dates, within fourteen (14) days after the last Shoot Date.
## 5. Insurance and damage
5.1 The Company shall maintain public liability insurance with cover of not less than £5,000,000 for any one claim and shall produce the certificate on request.
5.2 The Company shall pay the reasonable cost of making good any damage to the Property caused by the Company or its crew.
## 6. Privacy
6.1 The Company shall not publish the name or address of the Property or any information from which it could reasonably be located.
## 7. Assignment
7.1 The Company shall not assign this Agreement or sub-license any of the rights granted under it.
## 8. Law
8.1 This Agreement is governed by the law of England and Wales.
Signed by Daniel Finch, Director, for and on behalf of Harbour & Finch Interiors Limited
Signed by Margaret Ellen Lowther
`,
    expected: {
      parties: ["Harbour & Finch Interiors Limited", "Margaret Ellen Lowther"],
      signed: "2026-04-21",
      start: "2026-05-04",
      end: "2028-05-03",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 2400"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "ue-04-swim-release-table",
    style: "photo-release",
    format: "text",
    source: `
# MODEL RELEASE AND USAGE AGREEMENT
| Client | Saltmarsh Swim Co. |
| Booking agency | Crescent Model Management, Inc., acting as agent for the Model |
| Shoot dates | 3/9/2026 and 3/10/2026 |
| Campaign | "Sea Glass" Resort 2026 |
| Campaign Launch Date | 4/15/2026 |
| Usage Period | eighteen (18) months from the Campaign Launch Date |
| Territory | United States and Canada |
| Shoot fee (both days) | $4,800 |
| Usage fee | $6,000 |
MEDIA (checked items only)
[X] Client website and e-commerce product pages
[X] Organic posts on Client-owned social media accounts
[ ] Paid social / paid digital advertising
[ ] Print (catalog, look book, magazine)
[ ] Out-of-home
[ ] Broadcast or streaming TV
1. Grant. Model grants Client the non-exclusive right to use the photographs of Model made on the shoot dates (the "Images") in the media checked above, in the Territory, during the Usage Period. Any use in media not checked requires a separate written agreement and fee.
2. Exclusivity. None. Model may work for other swimwear and apparel brands during and after the Usage Period.
3. Retouching. Client may make customary retouching and color adjustments but may not composite Model's likeness with other bodies or create altered images that misrepresent Model.
4. Expiry. At the end of the Usage Period Client shall remove the Images from its website and product pages and shall publish no new posts containing the Images.
5. Payment. Fees are payable to Crescent Model Management, Inc. within thirty (30) days of invoice. Client is responsible for any applicable taxes.
6. Governing law. This agreement is governed by the laws of the State of California.
MODEL: ______________________
Model name (print): Talia Brooks
If Model is under 18, parent/guardian: N/A
Date: 3/10/2026
CLIENT: Saltmarsh Swim Co.
By: Dev Raman, Brand Director
Date: 3/10/2026
AGENCY: Crescent Model Management, Inc., as agent only and not as a party
`,
    expected: {
      parties: ["Saltmarsh Swim Co.", "Talia Brooks"],
      signed: "2026-03-10",
      start: "2026-04-15",
      end: "2027-10-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 4800", "USD 6000"],
      flags: []
    }
  },
  {
    id: "ue-05-staff-photo-consent",
    style: "photo-release",
    format: "pdf",
    source: `
# STAFF PHOTOGRAPHY CONSENT AND RELEASE
Halden Broadcast Services plc ("Halden")
This form records the consent of the employee named below to Halden's use of photographs taken at Halden's MediaCity, Salford office on 17 February 2026 by Iris Mayhew Photography, including the series titled "Broadcast Operations Floor", "Outdoor Broadcast Truck, Salford Quays" and "Gallery 3 at Night".
1> Consent. I agree that Halden may use photographs in which I appear (the "Photographs") in the ways ticked: [X] Halden's website and careers pages [X] Halden's LinkedIn company page [X] the Halden Annual Report and Accounts (printed and PDF) [ ] paid advertising [ ] television or video advertising.
1> Period. Halden may use the Photographs from 01/03/2026 until 28/02/2029.
1> Territory. Because Halden's website and LinkedIn page can be viewed anywhere, this consent applies worldwide.
1> Withdrawal. This consent is not irrevocable. I may withdraw it at any time by e-mailing people@halden-broadcast.co.uk. Halden will stop new uses within 30 days of my request but need not recall printed copies of an Annual Report already distributed.
1> Third parties. Halden shall not sell or sub-license the Photographs to any third party, and will not use them to advertise any product or service of a third party.
1> Data protection. Halden processes the Photographs as personal data on the basis of this consent, in accordance with its Employee Privacy Notice.
1> Leaving Halden. If I leave Halden's employment, Halden will remove my Photographs from its careers pages within three months but may continue other uses permitted by this form until the end of the period in paragraph 2.
Employee signature: ______________________
Employee name (print): Priya Raman
Employee number: H-20417
Date: 20/02/2026
Received for Halden Broadcast Services plc: People & Communications Team
`,
    expected: {
      parties: ["Halden Broadcast Services plc", "Priya Raman"],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "ue-06-diner-location-release",
    style: "photo-release",
    format: "scan",
    source: `
# LOCATION RELEASE
Date: September 8, 2026
Property: Blue Heron Diner, 4410 Coast Highway, Newport, Oregon (the "Property")
Owner: Blue Heron Diner LLC, an Oregon limited liability company ("Owner")
Company: Redwood Outdoor Company, Inc., a Washington corporation ("Company")
Photographer: Sol Avila, engaged by Company
Shoot Date: September 12, 2026
1. Permission. Owner permits Company, its photographer and crew to enter the Property on the Shoot Date and to photograph its interior, exterior and signage, including the name "Blue Heron Diner", for Company's Fall 2026 product campaign.
2. Use. [X] Advertising [ ] Editorial. Company may use the photographs in its printed catalogs and direct mail, on its website and in e-mail, and in point-of-sale displays in Company's retail stores, in the United States, for three (3) years from the Shoot Date. No outdoor, broadcast or cinema use is licensed.
3. Fee. Company shall pay Owner a location fee of $3,500.00 on the Shoot Date.
4. Non-exclusive. Owner may permit others to photograph or film the Property at any time.
5. Release. Owner releases Company from all claims arising from the permitted use of the photographs. Company shall repair any damage caused by its crew.
6. Assignment. Company may assign this release to any successor to its business.
BLUE HERON DINER LLC, by Rosa Kimura, Managing Member
REDWOOD OUTDOOR COMPANY, INC., by Alan Pike, VP Marketing
`,
    expected: {
      parties: ["Blue Heron Diner LLC", "Redwood Outdoor Company, Inc."],
      signed: "2026-09-08",
      start: "2026-09-12",
      end: "2029-09-11",
      perpetual: false,
      territories: ["US"],
      channels: ["print", "web", "in_store"],
      exclusive: false,
      fees: ["USD 3500"],
      flags: ["assignable"]
    }
  },
  {
    id: "ue-07-stock-library-tripartite",
    style: "photo-release",
    format: "docx",
    source: `
# MODEL AND PHOTOGRAPHER RELEASE AND LICENCE
This Agreement is made on the first day of March 2026
BETWEEN:
(1) Greyfriars Image Library Limited, a company incorporated in Scotland (registered number SC612345), whose registered office is at 40 Candlemaker Row, Edinburgh EH1 2QE ("the Library");
(2) Callum Fraser, photographer, of 7 Dean Path, Edinburgh EH4 3AY ("the Photographer"); and
(3) Ines Moreau, of 12 Leith Walk, Edinburgh EH6 5AA ("the Model").
BACKGROUND
On 26 February 2026 the Photographer photographed the Model for a series titled "Winter Print Market, Grassmarket" (the "Images"). The Library wishes to add the Images to its collection and license them to its customers.
## 1. Grant by the Photographer
1.1 With effect from the date of this Agreement the Photographer grants the Library the exclusive right, throughout the world and in perpetuity, to reproduce, distribute, license and otherwise exploit the Images in any and all media now known or hereafter devised.
## 2. Release by the Model
2.1 The Model irrevocably consents to the use of the Images, and of any likeness of the Model contained in them, by the Library and its customers, throughout the world, in perpetuity and in any and all media, subject to clause 4.
## 3. Sub-licensing
3.1 The Library may sub-license any of the rights granted in this Agreement to its customers on the Library's standard licence terms in force from time to time.
## 4. Sensitive uses
4.1 The Library shall not license the Images for any use that states or implies that the Model has a medical condition, or endorses a political party, a religious organisation or a tobacco product, unless the Model first consents in writing.
## 5. Moral rights
5.1 The Photographer unconditionally and irrevocably waives all moral rights in the Images to which he is or may become entitled under Chapter IV of the Copyright, Designs and Patents Act 1988 and any similar law anywhere in the world.
## 6. Payment
6.1 The Library shall pay the Model a model fee of £300 within fourteen (14) days of the date of this Agreement. The model fee is a buyout: no further payment is due to the Model however often, and in whatever media, the Images are used.
6.2 The Library shall pay the Photographer fifty per cent (50%) of the net receipts it receives from licences of the Images, accounted quarterly.
## 7. Law
7.1 This Agreement is governed by the law of Scotland.
Signed for Greyfriars Image Library Limited by Moira Baird, Director
Signed by Callum Fraser
Signed by Ines Moreau
`,
    expected: {
      parties: ["Greyfriars Image Library Limited", "Callum Fraser", "Ines Moreau"],
      signed: "2026-03-01",
      start: "2026-03-01",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: true,
      fees: ["GBP 300"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "buyout",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "ue-08-us-principal-cycles",
    style: "commercial-production",
    format: "pdf",
    source: `
# TELEVISION AND INTERNET COMMERCIAL EMPLOYMENT CONTRACT (PRINCIPAL PERFORMER)
Date of contract: 3/3/2026
| Producer | Halyard Films, Inc., 1150 N. Highland Avenue, Los Angeles, CA 90038 |
| Performer | Marcus Delgado |
| Advertiser | Keystone Card Services, Inc. |
| Advertising agency | Larkspur & Hale Advertising |
| Commercial | "Out of Home Run" (KCS-26-030): one :30 and one :15 lift, for the Keystone Rewards Card |
| Session date | 3/5/2026 |
This contract is between Producer and Performer. Advertiser and advertising agency are named for identification only.
## 1. Engagement and session fee
Producer engages Performer as an on-camera principal performer in the Commercial. Producer shall pay Performer a session fee of $1,250.00 for the one session day, plus overtime at time-and-a-half for any hours worked beyond eight.
## 2. Use
Producer may use the Commercial on network and cable television and on the Internet and New Media (paid online video placements and streaming platforms) in the United States. No theatrical (cinema), industrial or out-of-home use is authorized under this contract, and no foreign use is authorized.
## 3. Period of use
The first fixed cycle begins on the first air date, April 6, 2026 (the "First Air Date"). The period of use is four (4) consecutive 13-week fixed cycles from the First Air Date.
## 4. Renewal
The period of use shall not be extended or renewed except by a new written agreement signed by Performer.
## 5. Holding and use fees
Producer shall pay Performer a holding fee of $1,250.00 for each 13-week fixed cycle, creditable against use fees for that cycle, and network and cable use fees for each cycle at the rates in the attached schedule. For Internet and New Media use Producer shall pay $3,200.00 covering one year from the First Air Date. This is not a buyout: use fees are payable for each cycle and each use.
## 6. Exclusivity
Performer grants Producer exclusivity in the category of credit and charge cards. During the period of use Performer shall not render services in any commercial for a competitive credit or charge card or for any issuer of credit or charge cards.
## 7. Payment
All payments shall be made within twelve (12) business days after the session or the start of the relevant cycle, through Producer's payroll company, subject to applicable withholding. Producer shall make the pension and health contributions required by the applicable collective agreement.
PRODUCER: Halyard Films, Inc., by Nina Castellano, Head of Production
PERFORMER: Marcus Delgado
`,
    expected: {
      parties: ["Halyard Films, Inc.", "Marcus Delgado"],
      signed: "2026-03-03",
      start: "2026-04-06",
      end: "2027-04-04",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["USD 1250", "USD 3200"],
      flags: ["non_compete"],
      denies: ["buyout", "automatic_renewal"]
    }
  },
  {
    id: "ue-09-uk-artist-buyout-table",
    style: "commercial-production",
    format: "docx",
    source: `
# ARTIST AGREEMENT: TELEVISION AND ONLINE COMMERCIAL
Date: 9 April 2026
| Production company | Fieldhouse Pictures Limited, 22 Dean Street, London W1D 3RY ("the Producer") |
| Artist | Eleanor Voss ("the Artist") |
| Agent | Kestrel Management Ltd, signing for the Artist |
| Advertiser | Thornbury Print Solutions Ltd |
| Product | Thornbury PrintJet home printers and ink |
| Commercial | "Print It Forward": one 30" film and two 10" cut-downs |
| Shoot dates | 14 and 15 April 2026 |
| Shoot fee (both days, inclusive) | £1,000 |
| Media | UK television (all channels, including broadcaster video-on-demand services) and online (the Advertiser's website and paid online video) |
| Media excluded | Cinema, outdoor, print and in-store |
| Usage fee (buyout) | £7,500 |
| Usage Period | 12 months from 1st May 2026 |
| Territory | United Kingdom |
| Exclusivity | Printers and printer consumables, UK, for the Usage Period |
## Terms
1> The Artist shall attend the shoot on the Shoot Dates and perform as reasonably directed by the Producer and its director.
1> In consideration of the fees, the Artist grants the Producer the right to use the Artist's performance in the Commercial in the Media, in the Territory, during the Usage Period.
1> The usage fee is a buyout of all use of the Commercial in the Media and Territory for the Usage Period. No repeat fees, residuals or further use payments are payable.
1> During the Usage Period the Artist shall not appear in, or lend her voice to, any advertising for printers or printer consumables in the United Kingdom.
1> The Producer may edit the Commercial and make cut-downs, provided the Artist's performance is not used out of context.
1> The Producer may assign the benefit of this Agreement to the Advertiser.
1> Fees are payable to the Agent within thirty (30) days after invoice, plus VAT if applicable.
1> This Agreement is governed by the law of England and Wales.
Signed for Fieldhouse Pictures Limited: Ruth Obi, Producer
Signed for the Artist by Kestrel Management Ltd as agent: Paul Kestrel
`,
    expected: {
      parties: ["Fieldhouse Pictures Limited", "Eleanor Voss"],
      signed: "2026-04-09",
      start: "2026-05-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["GBP 1000", "GBP 7500"],
      flags: ["buyout", "non_compete", "assignable"]
    }
  },
  {
    id: "ue-10-letter-social-featured",
    style: "commercial-production",
    format: "scan",
    source: `
Ravensworth Films Ltd, 3 Queen Square, Bath BA1 2HG
9 September 2026
Samuel Okoro, c/o Arden Talent
Dear Sam,
Marlow's Kitchen "Autumn Social": featured artist engagement
Following your booking through Arden Talent, this letter sets out the terms of your engagement by Marlow's Kitchen Limited (the "Advertiser"). We sign this letter as agent for and on behalf of the Advertiser, and the Advertiser is the contracting party.
1. Shoot. One day on 16 September 2026 at our Bath studio. Session fee: £450.
2. Usage. Organic and paid social media (Instagram, Facebook and TikTok) only, in the United Kingdom and Ireland, for six months from 1 October 2026. Usage fee: £900, payable on the first post.
3. No television, cinema, out-of-home or print use is licensed. Any other use needs a new agreement and fee.
4. The engagement is non-exclusive and there is no product exclusivity.
5. The Advertiser shall not sub-license these rights to any third party.
Please sign below to confirm.
Yours sincerely,
Helen Marsh, Ravensworth Films Ltd, as agent for Marlow's Kitchen Limited
Signed and agreed by Samuel Okoro
`,
    expected: {
      parties: ["Marlow's Kitchen Limited", "Samuel Okoro"],
      signed: "2026-09-09",
      start: "2026-10-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["social"],
      exclusive: false,
      fees: ["GBP 450", "GBP 900"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ue-11-radio-vo-auto-cycles",
    style: "commercial-production",
    format: "text",
    source: `
# VOICE-OVER TALENT AGREEMENT (NON-UNION)
This agreement is entered into on 6/15/2026 by Copperline Audio LLC, a Texas limited liability company ("Producer"), and Dana Whitcomb ("Talent").
1> Services. Talent will record the voice-over for three 60-second radio spots for Producer's client Pecan Hollow Credit Union, promoting its "Summer Billboard Sweepstakes" (the "Spots"). The recording session will take place on June 22, 2026 at Producer's studio in Austin, Texas.
1> Session fee. Producer shall pay Talent a session fee of $1,000.00 for the session, including one round of pickups within 30 days.
1> Media and territory. Producer may use the Spots on terrestrial and satellite radio and as Internet streaming audio (including music streaming services and podcasts) in Texas, Oklahoma and Louisiana. No television, online video or social media use is permitted.
1> Term. Initial Cycle: July 1, 2026 through September 29, 2026 (13 weeks). The term renews automatically for successive 13-week cycles unless Producer gives Talent written notice of non-renewal at least ten (10) days before the end of the current cycle.
1> Renewal fee. Producer shall pay Talent $750.00 for each renewal cycle, within 15 days after the cycle begins.
1> Exclusivity. None. Talent may voice advertising for other banks, credit unions and financial institutions at any time.
1> Edits. Producer may edit the Spots for length and may update dates and prices in the copy with Talent's recorded pickups; Producer shall not synthesize or clone Talent's voice.
1> Credit. Talent's name will not be used in the Spots or in any promotion.
1> Law. This agreement is governed by the laws of the State of Texas.
COPPERLINE AUDIO LLC
By: Ray Villarreal, Owner
TALENT
Dana Whitcomb
`,
    expected: {
      parties: ["Copperline Audio LLC", "Dana Whitcomb"],
      signed: "2026-06-15",
      start: "2026-07-01",
      end: "2026-09-29",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["USD 1000", "USD 750"],
      flags: ["automatic_renewal"],
      denies: ["non_compete"]
    }
  },
  {
    id: "ue-12-irish-performer-rider",
    style: "commercial-production",
    format: "text",
    source: `
# PERFORMER AGREEMENT: TELEVISION COMMERCIAL
Dated 02/03/2026
BETWEEN Larkhill Productions Limited, a company registered in Ireland (number 654321), of Unit 5, Grand Canal Quay, Dublin 2 (the "Producer"), and Niamh Cassidy of 18 Raglan Road, Dublin 4 (the "Performer").
The Producer is making a commercial titled "Sunday Table" (the "Commercial") for Fresco Grocers (Ireland) Limited (the "Advertiser"): one 40-second television film and edits of it for online use.
1> Engagement. The Performer shall attend two shoot days on 9 and 10 March 2026 and perform the role of "Mum" as directed.
1> Fees. The Producer shall pay the Performer a session fee of €1,400 for both shoot days and a usage fee of €9,000 for the Term.
1> Media. The Producer and the Advertiser may use the Commercial on television (linear channels and broadcaster video-on-demand), on the Advertiser's websites, in paid online video and on the Advertiser's own social media accounts. No cinema or out-of-home use is licensed.
1> Territory. Ireland.
1> Term. Three (3) years commencing on 1 April 2026.
1> Exclusivity. The Performer shall be exclusive to the Advertiser in the grocery retail category in the Territory during the Term.
1> Conduct. If the Performer is convicted of a criminal offence, or does anything which brings the Performer or the Advertiser into public disrepute, the Producer may terminate this Agreement and withdraw the Commercial from use.
1> Assignment. The Producer may assign this Agreement to the Advertiser or to any company in the Advertiser's group.
1> Law. This Agreement is governed by the laws of Ireland.
Signed for Larkhill Productions Limited: Cian Doherty, Managing Director
Signed by the Performer: Niamh Cassidy
RIDER No. 1 (forming part of the Agreement and dated the same day)
A. Clause 4 (Territory) is deleted and replaced with: "Territory: Ireland and the United Kingdom (including Northern Ireland)."
B. The usage fee in clause 2 is replaced with a usage fee of €12,500 to reflect the extended Territory.
C. All other terms of the Agreement remain unchanged.
Initialled: C.D. / N.C.
`,
    expected: {
      parties: ["Larkhill Productions Limited", "Niamh Cassidy"],
      signed: "2026-03-02",
      start: "2026-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["EUR 1400", "EUR 12500"],
      flags: ["morality_clause", "assignable"]
    }
  },
  {
    id: "ue-13-us-seven-year-buyout",
    style: "commercial-production",
    format: "docx",
    source: `
# TALENT RELEASE AND BUYOUT AGREEMENT
This Talent Release and Buyout Agreement is made as of May 11, 2026, between Brightwater Creative Group, Inc., a Delaware corporation ("Company"), and Jordan Ellison ("Talent").
## 1. Services
Company engages Talent to appear on camera in a commercial for Summit Trail hiking boots (the "Commercial") and in still photographs taken on set, on one shoot day on May 18, 2026. Company shall pay Talent a shoot fee of $1,500.
## 2. Grant of rights
Talent grants Company the right to use, and to authorize others to use, Talent's performance, name, likeness, voice and biographical material as contained in the Commercial and the stills, in any and all media now known or hereafter devised, throughout the world, during the Usage Term. The rights granted in this Section 2 are irrevocable during the Usage Term.
## 3. Usage Term
The Usage Term is seven (7) years from the first air date of the Commercial, which the parties agree is June 1, 2026 (the "Air Date").
## 4. Buyout fee
Company shall pay Talent a buyout fee of $25,000 within thirty (30) days after the Air Date. The buyout fee is full payment for all uses during the Usage Term, and no session, holding, residual or reuse fees are payable.
## 5. No exclusivity
Talent's services are non-exclusive. Talent is not subject to any product or category exclusivity and may appear in advertising for any other footwear or outdoor brand.
## 6. Conduct
If Talent engages in conduct that results in public scandal or ridicule, or that offends public morals, Company may terminate this Agreement and cease further use of the Commercial, without further payment.
## 7. Assignment and licensing
Company may assign this Agreement, and may sublicense any of its rights, to the advertiser of the Commercial, its affiliates and its advertising and media agencies.
## 8. Non-union
Talent represents that Talent is not a member of any performers' union whose rules would prohibit this engagement.
## 9. Governing law
This Agreement is governed by the laws of the State of New York.
BRIGHTWATER CREATIVE GROUP, INC.
By: Lena Ortiz, Executive Producer
TALENT: Jordan Ellison
`,
    expected: {
      parties: ["Brightwater Creative Group, Inc.", "Jordan Ellison"],
      signed: "2026-05-11",
      start: "2026-06-01",
      end: "2033-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: false,
      fees: ["USD 1500", "USD 25000"],
      flags: [
        "unlimited_media",
        "irrevocable_grant",
        "long_term",
        "sublicensable",
        "assignable",
        "morality_clause",
        "buyout"
      ],
      denies: ["non_compete"]
    }
  }
]
