// Independent author "n26a" (wave 26), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entry of n11's
// batch for the file convention, the wave 26 checker and the names of the files in independent/), and committed
// before the reader was run on it. Three styles: wedding, party and corporate-event photographer contracts (a couple
// or an event organiser as client, the photographer keeping copyright and licensing the images for personal or
// promotional use, the photographer's own portfolio use, vendors and the venue sent to the photographer for their own
// licence, a retainer or booking fee and a balance, travel, overtime, an unbooked second shooter, guests who opt
// out, an addendum that replaces the package clause); real estate, architecture and interiors photograph licences (an
// estate agency, a design firm and a developer as licensees, a marketing period running from a listing date given in
// a job sheet, property portals as channels, the vendor's and the designer's consent, a licence ending on a
// completion date given in a schedule, a bar on passing the images to a new agent, a design firm called "Print Rooms
// Interiors" and a developer called "Outdoor Living Homes" whose names are not channels, dates only in a schedule
// table); and likeness and artwork licences for digital collectibles, game skins and avatars (a drop date and a
// season launch date given in an exhibit or schedule, primary-sale and secondary-royalty shares, a platform's terms
// incorporated, a bar on use in other games, exclusivity with a carve-out and a competing-products restriction, a
// rider that replaces the term clause and prevails, an automatically renewing avatar licence). A DEVELOPMENT batch:
// its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are those bound by the contract, as the contract names them without
// role labels: each member of a couple is a party; a trading name given after "trading as" is not a second party; a
// vendor, venue, homeowner, architect, designer, agent or platform named "not a party" or only giving consent is not a
// party; a party named only in the signature block is a party. The signing date is the date of the last signature, or
// the acceptance that makes the terms binding, or the "Date of Agreement" of a schedule; an addendum signed later does
// not change it. The licence read is the one the contract grants to the client or licensee: what the photographer keeps
// as copyright owner (portfolio, its own website) is not a grant and adds no channel. The start is the date the licence
// runs from (the wedding or event day when the contract says so, a listing, drop or launch date given elsewhere in the
// document); "N months/years from X" ends the day before the anniversary; a licence ending on the earlier of an event
// of unknown date and a fixed cap ends on the cap; a licence ending on a completion date stated in a schedule ends on
// that date; a personal-use licence "in perpetuity" is perpetual. Fees are the sums paid for the services or the
// rights: the package or collection price (after an addendum that replaces it, the new price), a creative fee and a
// licence fee, a signing fee; not a retainer, booking fee, deposit or balance (instalments of the price), VAT or sales
// tax, travel, mileage, parking and accommodation, overtime charged only if incurred, an unbooked second shooter or
// drone, an add-on not elected, cancellation charges, a share of primary sales or a secondary-sale royalty (a share,
// not a fee), or expenses reimbursed. Channels: property portals, websites and online marketplaces are web; Instagram,
// Facebook, LinkedIn, TikTok, YouTube and the like are social; prints, albums, brochures, printed particulars and
// magazines are print; billboards and site hoardings out_of_home; television broadcast; an email newsletter, internal
// communications, award submissions and use inside a game, a virtual world or on a collectible's token is none of the
// seven channels; a territory the contract does not state is left empty ([]), not guessed from the parties' addresses;
// a name ("Print Rooms Interiors", "Outdoor Living Homes", "the Billboard Room", "The Old Print Works") is not a
// channel. "The world, excluding ..." is worldwide. Exclusivity with a carve-out is exclusive; the artist's promise not
// to endorse or license competing products is non_compete. "Shall not sub-license" denies sublicensable, "may not
// assign" (also "without consent") or "non-transferable" denies assignable; a heading that names a right does not grant
// it when its body refuses it. An option not exercised is not automatic renewal; "renews automatically unless notice"
// is.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n26a-wedding-and-event-photographer-contracts",
  "n26a-real-estate-and-interiors-photo-licences",
  "n26a-digital-collectible-likeness-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n26a-01-us-wedding-photography-agreement",
    style: "n26a-wedding-and-event-photographer-contracts",
    format: "pdf",
    source: `
# WEDDING PHOTOGRAPHY AGREEMENT
This Wedding Photography Agreement (the “Agreement”) is made and entered into as of the date of the last signature below by and between:
Photographer: Lantern & Lace Photography LLC, a Colorado limited liability company, 2210 Larimer Street, Suite 4, Denver, CO 80205 (“Photographer”); and
Client: Rebecca Alvarez and Daniel Osei, 118 Juniper Court, Boulder, CO 80302 (together, “Client”).
## 1. Event
1.1 Photographer will provide wedding photography coverage on Saturday, September 19, 2026 (the “Wedding Date”) at The Outdoor Chapel at Pine Hollow Ranch, Estes Park, Colorado (the “Venue”).
1.2 Coverage: up to eight (8) consecutive hours, beginning with getting-ready coverage at 1:00 p.m., by the lead photographer, Hannah Lindqvist.
## 2. Collection and Payment
2.1 Client has selected the “Heirloom Collection” at a total price of $6,800.00 (the “Collection Price”), which includes coverage, editing, an online gallery of not fewer than 600 edited images, and a 10x10 lay-flat album.
2.2 A non-refundable retainer of $2,000.00 is due on signing to reserve the Wedding Date and is credited against the Collection Price. The balance of $4,800.00 is due no later than thirty (30) days before the Wedding Date.
2.3 Second shooter: available as an add-on at $650.00. Client has declined this add-on.
2.4 Travel: travel within 50 miles of Denver is included. Beyond that, mileage is charged at $0.65 per mile; Estes Park is approximately 70 miles from Denver, so Client will be invoiced for mileage after the Wedding Date. Client will also provide one hot meal for each photographer on the Wedding Date.
2.5 Overtime, if requested on the day, is charged at $375.00 per hour or part hour.
2.6 Colorado sales tax applies to the album and any prints and is not included in the Collection Price.
## 3. Cancellation and Postponement
3.1 If Client cancels more than 180 days before the Wedding Date, Photographer keeps the retainer. If Client cancels 180 days or fewer before the Wedding Date, 50% of the Collection Price is payable; within 30 days, 100%.
3.2 One postponement to a date on which Photographer is available is allowed without charge; the retainer transfers to the new date.
## 4. Guests and Venue Rules
4.1 Client will tell Photographer before the Wedding Date of any guest who does not wish to be photographed. Photographer will make reasonable efforts to avoid photographing that guest and will not post any image in which that guest is recognizable.
4.2 Client is responsible for obtaining any permission the Venue requires for photography and for any Venue fees for photography.
## 5. Delivery
5.1 Edited images will be delivered in an online gallery within eight (8) weeks after the Wedding Date. The album will be designed after Client selects its images.
## 6. Limitation of Liability
6.1 If Photographer cannot attend through illness or emergency, Photographer will use reasonable efforts to provide a replacement photographer of similar skill. If no replacement can be found, Photographer's liability is limited to a refund of all sums paid.
## 7. Copyright and License
7.1 Photographer owns the copyright in all images created under this Agreement (the “Images”). Nothing in this Agreement transfers copyright to Client.
7.2 With effect from the Wedding Date, Photographer grants Client a personal, non-exclusive, non-transferable license, in perpetuity and throughout the world, to reproduce and display the Images for Client's personal, non-commercial use: making prints and albums, and sharing the Images on Client's personal social media accounts and on a personal wedding website, with credit to Photographer where the platform allows.
7.3 Commercial Use and Sub-licensing. Client has no right to sell the Images, to use them in advertising or for any commercial purpose, or to enter them in contests. Client shall not sub-license the Images to any person and may not assign this license.
7.4 Vendors. Client may not give Images to the Venue, florist, planner or any other vendor for the vendor's own marketing. Vendors who wish to use Images must request a license directly from Photographer.
7.5 Nothing in this Agreement limits Photographer's use of the Images as copyright owner, including in Photographer's portfolio, on Photographer's website and social media accounts and in submissions to wedding publications, except as provided in Section 4.1.
## 8. General
8.1 This Agreement is governed by the laws of the State of Colorado. It is the entire agreement between the parties and may be amended only in a writing signed by both parties.
PHOTOGRAPHER: Lantern & Lace Photography LLC
By: Hannah Lindqvist, Owner    Date: February 16, 2026
CLIENT:
Rebecca Alvarez    Date: February 14, 2026
Daniel Osei    Date: February 14, 2026
`,
    expected: {
      parties: ["Lantern & Lace Photography LLC", "Rebecca Alvarez", "Daniel Osei"],
      signed: "2026-02-16",
      start: "2026-09-19",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "social", "web"],
      exclusive: false,
      fees: ["USD 6800"],
      flags: ["perpetual_term"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n26a-02-uk-corporate-event-booking",
    style: "n26a-wedding-and-event-photographer-contracts",
    format: "scan",
    source: `
# BOOKING CONFIRMATION - CORPORATE EVENT PHOTOGRAPHY
Client: Harrow & Finch Consulting Ltd, 40 Bevis Marks, London EC3A 7AF ("the Client")
Photographer: the photographer who signs below ("the Photographer")
Event: Harrow & Finch Annual Partners' Dinner, The Old Cinema Rooms, Deptford, London SE8
Date of event: Thursday 3 December 2026, 18:00 to 23:00 (5 hours' coverage)
Fee: £1,450 plus VAT at 20% (£290). A deposit of £500 is payable on booking and is deducted from the fee; the balance is due within 14 days of delivery.
Extra time: £120 per hour, charged only if the Client asks for coverage beyond 23:00.
Travel: mileage at 45p per mile from Lewisham, and parking at cost.
Cancellation: 50% of the fee if the Client cancels between 15 and 42 days before the event; 100% within 14 days.
Guests: the Client will give guests who do not wish to be photographed a red lanyard. The Photographer will not knowingly photograph them, and any image in which one appears will be removed before delivery.
Copyright and licence: copyright in the images stays with the Photographer, who does not waive any moral rights. The Client may use the delivered images for 2 years from the date of the event, in the United Kingdom and Ireland, on its website, on LinkedIn and its other social media accounts, in internal communications and in printed brochures and its annual report, excluding paid advertising, outdoor advertising and television. The licence is non-exclusive. The Client shall not sub-license the images or supply them to the venue or to any other third party.
Delivery: 60 to 80 edited images by online gallery within 5 working days.
Signed for the Client: Eleanor Finch, Managing Partner    Date: 9 October 2026
Signed: Tomasz Wierzbicki, Photographer (trading as TW Event Imaging)    Date: 12 October 2026
`,
    expected: {
      parties: ["Harrow & Finch Consulting Ltd", "Tomasz Wierzbicki"],
      signed: "2026-10-12",
      start: "2026-12-03",
      end: "2028-12-02",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 1450"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "n26a-03-party-organiser-email-quote",
    style: "n26a-wedding-and-event-photographer-contracts",
    format: "text",
    source: `
# RE: NYE at the Billboard Room - photography quote (ACCEPTED)
From: Marisol Vega <marisol@vegaphotoco.com>
To: Jordan Pike <jordan@confettiandco.com>
Sent: Tuesday, November 3, 2026 10:18 AM
Hi Jordan,
Thanks for the call. Here's the quote for Confetti & Co.'s New Year's Eve party at the Billboard Room, Hotel Marlowe, 301 N Wells St, Chicago, on Thursday, December 31, 2026, 9:00 PM to 2:00 AM. If it works, just reply "accepted" and these terms are our agreement.
Coverage: 5 hours, one photographer (me). Second shooter available at $450 if you want one, but you said no, so it's not included.
Price: $2,200 for coverage, editing and usage below. 50% retainer ($1,100) to hold the date, balance on the night.
Overtime: $300/hr after 2:00 AM, only if you ask me to stay.
Parking: you reimburse hotel valet parking (about $65). No travel fee inside the city.
Usage: Confetti & Co. may use the edited images to promote its events on its website, Instagram, Facebook and in its email newsletter, for 18 months from the party. No paid ads and no printed flyers or posters. I keep the copyright.
Exclusivity: sorry, I can't make this exclusive - the Hotel Marlowe usually licenses a few images from me for its own site, and it will license them from me directly.
Sharing: please don't pass the images to the hotel, the DJ or any other vendor, and you can't sub-license them to anyone.
Guests: anyone wearing a green wristband has opted out - I won't photograph them and they won't appear in anything I deliver.
Delivery: online gallery within 10 days.
Marisol
Vega Photo Co. (Marisol Vega, sole proprietor)
---
From: Jordan Pike <jordan@confettiandco.com>
Sent: Thursday, November 5, 2026 3:47 PM
Accepted - all of the above works. Retainer going out today.
Jordan Pike, Owner, Confetti & Co. Events LLC
`,
    expected: {
      parties: ["Marisol Vega", "Confetti & Co. Events LLC"],
      signed: "2026-11-05",
      start: "2026-12-31",
      end: "2028-06-30",
      perpetual: false,
      territories: [],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 2200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n26a-04-uk-wedding-terms-with-addendum",
    style: "n26a-wedding-and-event-photographer-contracts",
    format: "docx",
    source: `
# WEDDING PHOTOGRAPHY CONTRACT
THIS CONTRACT is dated 10 January 2026
PARTIES
(1) ROSA MARCHETTI trading as Marchetti & Moss Photography, of 7 Walcot Yard, Bath BA1 5BG ("the Photographer"); and
(2) OLIVIA GRANT and THOMAS ADEYEMI, of Flat 3, 22 Henrietta Street, Bath BA2 6LR (together "the Couple").
## The booking
1> The Photographer will photograph the Couple's wedding on Saturday 22 August 2026 ("the Wedding Day") at The Old Print Works, Lower Bristol Road, Bath ("the Venue"), from bridal preparations until the first dance.
1> The Couple have chosen the Full Day package at £2,950. The Photographer is not VAT registered.
1> A booking fee of £750 is payable on signing to secure the date. It is non-refundable and forms part of the package price. The balance is due six weeks before the Wedding Day.
## Extras
1> A second photographer is not included. One may be added at £450 if requested in writing by 1 June 2026.
1> Travel within 40 miles of Bath is included; beyond that, 45p per mile. If the Wedding Day ends after 22:00, the Couple will pay for one night's accommodation for the Photographer, up to £120.
1> Additional coverage on the day is charged at £150 per hour.
## Cancellation
1> If the Couple cancel more than 12 months before the Wedding Day, the booking fee is kept and nothing more is due. Between 12 and 3 months, 50% of the package price is due; within 3 months, 100%.
## Copyright and use of the images
1> Copyright in all photographs taken at the wedding ("the Images") belongs to the Photographer.
1> From the Wedding Day the Photographer grants the Couple a non-exclusive licence, in perpetuity and anywhere in the world, to use the Images for their own private purposes: printing, albums, framing, and sharing on their personal social media.
1> The Couple may not sell the Images, may not sub-license them, and may not transfer this licence. Any commercial use needs the Photographer's written permission and may be charged for.
1> The Photographer may use the Images to promote the Photographer's business, including on the Photographer's website and social media and in wedding magazines and blogs.
1> The Venue and other suppliers may ask the Photographer for images for their own promotion; the Photographer will deal with any such request directly.
## Guests
1> The Couple will tell the Photographer, at the final planning call, of any guest who asks not to be photographed or not to appear online. The Photographer will not publish any image showing that guest.
## General
1> This contract is governed by the law of England and Wales.
Signed: Rosa Marchetti    Date: 10 January 2026
Signed: Olivia Grant    Date: 10 January 2026
Signed: Thomas Adeyemi    Date: 10 January 2026
## ADDENDUM - CHANGE OF PACKAGE
Dated 3 July 2026, between the Photographer and the Couple, supplementing the contract dated 10 January 2026.
A. Clause 2 is deleted and replaced by: "The Couple have chosen the Extended Day package at £3,400, covering bridal preparations until 23:00."
B. The balance now due is the new package price less the booking fee already paid.
C. The Couple's friend Ms Amara Nwosu has asked not to appear in any image published by the Photographer; clause 13 applies to her.
D. If this Addendum and the contract differ, this Addendum prevails. Everything else in the contract is unchanged.
Signed: Rosa Marchetti    Olivia Grant    Thomas Adeyemi
`,
    expected: {
      parties: ["Rosa Marchetti", "Olivia Grant", "Thomas Adeyemi"],
      signed: "2026-01-10",
      start: "2026-08-22",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "social"],
      exclusive: false,
      fees: ["GBP 3400"],
      flags: ["perpetual_term"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n26a-05-uk-estate-agency-photo-licence",
    style: "n26a-real-estate-and-interiors-photo-licences",
    format: "docx",
    source: `
# PROPERTY PHOTOGRAPHY - TERMS OF LICENCE
These terms are agreed on 1 April 2026 between Keel Street Property Photography Ltd (company no. 11873402), 5 Keel Street, Harrogate HG1 2AB ("the Photographer") and Hadley Bourne Estate Agents Ltd, 31 Parliament Street, Harrogate HG1 2RL ("the Agent").
## The job
1> The Photographer will photograph the interior, exterior and garden of 14 Cedar Row, Harrogate HG2 8JD ("the Property") on the date in the Job Sheet and deliver not fewer than 20 edited images ("the Images") within 48 hours.
1> The Agent confirms that the owners of the Property, Mr Gareth Pryce and Mrs Helen Pryce ("the Vendors"), have consented to the Property being photographed and the Images being used to market it. The Vendors are not a party to these terms.
## Charges
1> Photography and licence fee: £245 plus VAT.
1> Aerial (drone) images: £120 plus VAT - not ordered.
1> If the Property is not ready when the Photographer arrives and a second visit is needed, a revisit charge of £60 plus VAT applies.
## Licence
1> The Photographer keeps the copyright in the Images and grants the Agent a non-exclusive licence to use the Images in the United Kingdom, for the Marketing Period only, to market the Property for sale: on property portals (including Rightmove, Zoopla and OnTheMarket), on the Agent's website, on the Agent's social media accounts and in the Agent's printed particulars and brochures, excluding newspaper advertising and billboards.
1> "Marketing Period" means the period beginning on the Listing Date and ending on the earlier of (a) completion of the sale of the Property and (b) six months from the Listing Date. "Listing Date" means the date on which the Property is first published on a property portal, as recorded in the Job Sheet.
## Sub-licensing to portals
1> The Agent may upload the Images to property portals under the portals' standard upload terms. This is not a right to sub-license: the Agent shall not grant any other person a licence of the Images.
## Change of agent
1> If the Vendors withdraw their instruction from the Agent, the Agent's licence ends at once. The Agent shall not pass, sell or lend the Images to any other estate agent, including an agent the Vendors later instruct; that agent must buy its own licence from the Photographer.
1> The Agent may not assign this licence.
## Other uses
1> The Photographer may use the Images in its own portfolio after completion of the sale, with the address removed.
## JOB SHEET
| Property | 14 Cedar Row, Harrogate HG2 8JD |
| Shoot date | 3 April 2026 |
| Listing Date (first live on Rightmove) | 6 April 2026 |
| Images delivered | 24 |
| Agent contact | Priya Sandhu, Senior Negotiator |
Signed for Keel Street Property Photography Ltd: Callum Reid, Director
Signed for Hadley Bourne Estate Agents Ltd: Priya Sandhu, Senior Negotiator
`,
    expected: {
      parties: ["Keel Street Property Photography Ltd", "Hadley Bourne Estate Agents Ltd"],
      signed: "2026-04-01",
      start: "2026-04-06",
      end: "2026-10-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 245"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n26a-06-us-interiors-license-schedule-dates",
    style: "n26a-real-estate-and-interiors-photo-licences",
    format: "pdf",
    source: `
# ARCHITECTURAL AND INTERIORS PHOTOGRAPHY LICENSE AGREEMENT
This License Agreement is effective as of the Date of Agreement stated in Schedule A, between:
Photographer: Calder Reyes Photography, Inc., 88 Fulton Street, Studio 5, Brooklyn, NY 11201 ("Photographer"); and
Licensee: Print Rooms Interiors LLC, a New York limited liability company, 410 West 14th Street, New York, NY 10014 ("Licensee").
## 1. Assignment
Photographer will photograph the residence at the address kept on file by the parties (the "Residence"), designed by Licensee, on the Shoot Date stated in Schedule A, and deliver the final images (the "Images") on the Delivery Date stated in Schedule A.
## 2. Homeowner Consent
Licensee represents that the owners of the Residence have consented in writing to the photography and to publication of the Images without the Residence's address or the owners' names. Licensee will not disclose the address in any caption.
## 3. Grant of License
Photographer grants Licensee a license to reproduce and display the Images, during the License Period and in the Territory stated in Schedule A, solely to promote Licensee's interior design services: on Licensee's website, on Licensee's Instagram, Pinterest and Houzz accounts, and in design award submissions.
## 4. Excluded Uses
Licensee shall not use the Images in print advertising, printed brochures or any other printed matter. Editorial publication in magazines and books requires a separate license from Photographer. The reference to “Print” in Licensee's name does not extend this license.
## 5. Third Parties
Licensee shall not sublicense, sell, or transfer the Images or this license. The architect, builder, furniture makers and other vendors who worked on the Residence may not use the Images through Licensee; each may license them from Photographer directly, at a shared-cost rate.
## 6. Fees and Expenses
Licensee will pay the Creative Fee and the License Fee stated in Schedule A. Production expenses (assistant, lighting rental, styling props and mileage) are reimbursed at cost against receipts, and sales tax is added where applicable. These are not part of the fees.
## 7. Credit
Every use on social media must credit "Photo: Calder Reyes".
## 8. Term
This license runs for the License Period stated in Schedule A and ends automatically at its end.
## 9. Governing Law
This Agreement is governed by the laws of the State of New York.
## SCHEDULE A
| Item | Detail |
| Date of Agreement | March 9, 2026 |
| Shoot Date | March 23, 2026 |
| Delivery Date | April 6, 2026 |
| License Period | April 6, 2026 through April 5, 2033 |
| Territory | United States and Canada |
| Exclusivity | Non-exclusive |
| Creative Fee | $2,400 |
| License Fee | $3,800 |
| Estimated expenses (reimbursed at cost) | $640 |
| Print add-on (brochure use, 3 years) | $1,500 - not elected |
PHOTOGRAPHER: Calder Reyes Photography, Inc.    By: Calder Reyes, President
LICENSEE: Print Rooms Interiors LLC    By: Delphine Achterberg, Principal
`,
    expected: {
      parties: ["Calder Reyes Photography, Inc.", "Print Rooms Interiors LLC"],
      signed: "2026-03-09",
      start: "2026-04-06",
      end: "2033-04-05",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 2400", "USD 3800"],
      flags: ["long_term"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n26a-07-developer-show-home-letter",
    style: "n26a-real-estate-and-interiors-photo-licences",
    format: "scan",
    source: `
# JUNIPER LANE PHOTOGRAPHY LTD
Unit 2, Mill Yard, Stockport SK1 3AZ
12 May 2026
Outdoor Living Homes Ltd, Marketing Department, Lowther House, Preston PR1 2HD
Dear Ms Okonjo
Show home photography - Larkfield Meadows, Phase 2
Further to our shoot on 8 May, this letter sets out the terms on which Outdoor Living Homes Ltd ("you") may use the 35 photographs of the Phase 2 show home ("the Images") taken by Juniper Lane Photography Ltd ("we").
1. Licence. From the date of this letter until the Phase 2 Completion Date in the Schedule below, you may use the Images in the United Kingdom on your website and on property portals and in your printed sales brochures, excluding site hoardings, billboards and television advertising.
2. Exclusivity. During that period we will not license the Images to anyone else, save that we may show them in our own portfolio and the show home's interior designer, Fenwick Dale Interiors, may use them on its website with credit.
3. Consent. Fenwick Dale Interiors has consented to the Images being used as above, provided it is credited.
4. Fee. £1,800 plus VAT, payable within 30 days. Further images may be ordered at £45 each. Travel expenses of £62 are invoiced separately.
5. Transfer. You may not assign this licence or pass the Images to any buyer of the development, selling agent or other developer.
SCHEDULE
| Development | Larkfield Meadows, Phase 2 (Plots 41 to 78) |
| Shoot date | 8 May 2026 |
| Phase 2 Completion Date | 30 June 2027 |
Please sign and return a copy to confirm.
Yours sincerely, Sarah Whitcombe, Director, Juniper Lane Photography Ltd
Agreed for Outdoor Living Homes Ltd: Adaeze Okonjo, Head of Marketing, 12 May 2026
`,
    expected: {
      parties: ["Juniper Lane Photography Ltd", "Outdoor Living Homes Ltd"],
      signed: "2026-05-12",
      start: "2026-05-12",
      end: "2027-06-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "print"],
      exclusive: true,
      fees: ["GBP 1800"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n26a-08-athlete-digital-collectibles-license",
    style: "n26a-digital-collectible-likeness-licences",
    format: "pdf",
    source: `
# NAME, IMAGE AND LIKENESS LICENSE AGREEMENT - DIGITAL COLLECTIBLES
This Name, Image and Likeness License Agreement (this "Agreement") is entered into as of August 3, 2026 (the "Effective Date") by and between Tariq Bellamy, an individual ("Athlete"), and Vaultline Digital, Inc., a Delaware corporation ("Vaultline").
## 1. Definitions
1.1 "Likeness" means Athlete's name, nickname "T-Bell", image, photograph, voice, signature, jersey number 23 and biographical information.
1.2 "Collectibles" means the limited-edition digital collectibles, each recorded on a blockchain token, featuring the Likeness and created by Vaultline under this Agreement.
1.3 "Drop Date" means the date of the first public sale of the Collectibles on the Vaultline Marketplace, as set out in the Drop Schedule in Exhibit B.
1.4 "Platform Terms" means the Vaultline Marketplace Terms of Service in force on the Effective Date, which are incorporated into this Agreement as to purchasers' rights only.
## 2. Grant of License
2.1 Athlete grants Vaultline a worldwide license, during the Term, to use the Likeness to create, mint, market and sell the Collectibles on the Vaultline Marketplace website and app, to display the Collectibles as wearable items in the Vaultline Arena virtual venue, and to promote them on Vaultline's social media accounts.
2.2 Vaultline shall not use the Likeness in any video game, metaverse or virtual world other than Vaultline Arena, and shall not use the Likeness on television, in print or in out-of-home advertising.
2.3 Purchasers of Collectibles receive only the personal display license set out in the Platform Terms. That license survives the Term for Collectibles sold during the Term.
## 3. Exclusivity
3.1 During the Term, Athlete shall not license the Likeness for digital collectibles or tokens to any other platform, marketplace or issuer, except through the group licensing program of the National Basketball Players Association, which is carved out of this Agreement.
3.2 During the Term, Athlete shall not endorse or promote any competing digital collectibles marketplace.
## 4. Term
4.1 The term of this Agreement (the "Term") begins on the Drop Date and continues for three (3) years.
## 5. Compensation
5.1 Signing Fee. Vaultline will pay Athlete a non-recoupable signing fee of $75,000 within fifteen (15) days after the Effective Date.
5.2 Primary Sales Share. Vaultline will pay Athlete forty percent (40%) of Net Primary Sales Revenue from the Collectibles, quarterly, with a statement.
5.3 Secondary Royalty. Athlete will receive 2.5% of the price of each resale of a Collectible on the Vaultline Marketplace, as collected by the marketplace smart contract.
5.4 Expenses. Vaultline will reimburse Athlete's reasonable travel expenses for the content capture session, up to $5,000.
## 6. Conduct
6.1 If Athlete is charged with a felony, or engages in conduct that brings Athlete into public disrepute, contempt or scandal, Vaultline may suspend sales or terminate this Agreement on written notice.
## 7. Assignment
7.1 Athlete may not assign this Agreement. Vaultline may assign this Agreement without consent to an affiliate or to a successor to all or substantially all of its business.
## 8. General
8.1 This Agreement is governed by the laws of the State of New York.
## EXHIBIT B - DROP SCHEDULE
| Drop | Date | Editions |
| Genesis Drop | October 15, 2026 | 2,300 |
| Playoff Moments Drop | April 20, 2027 | 1,500 |
ATHLETE: Tariq Bellamy    Date: August 3, 2026
VAULTLINE DIGITAL, INC.    By: Naomi Feld, Chief Executive Officer    Date: August 5, 2026
`,
    expected: {
      parties: ["Tariq Bellamy", "Vaultline Digital, Inc."],
      signed: "2026-08-05",
      start: "2026-10-15",
      end: "2029-10-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["USD 75000"],
      flags: ["worldwide_exclusivity", "non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "n26a-09-musician-game-skin-licence-rider",
    style: "n26a-digital-collectible-likeness-licences",
    format: "docx",
    source: `
# CHARACTER SKIN LICENCE AGREEMENT
This Agreement is dated 18 November 2026.
PARTIES
(1) KIRA SOLENNE, professionally known as "Solenne", c/o Marlowe Keane Management, 12 Hanover Square, London W1S 1JD ("the Artist"); and
(2) BRIGHTFORGE GAMES LIMITED, company number 09912874, whose registered office is at 3 Temple Quay, Bristol BS1 6DZ ("Brightforge").
## 1. Definitions
1.1 "Game" means the online game known as Skyrift Legends, on all platforms on which Brightforge publishes it.
1.2 "Skin" means the playable character outfit, emotes and loading screen based on the Artist's likeness, voice and stage costume designs, created by Brightforge and approved by the Artist.
1.3 "Launch Date" means the date on which the Season 9 update of the Game is released to the public, as set out in Schedule 1.
## 2. Licence
2.1 The Artist grants Brightforge a licence, throughout the world and for the Term, to use the Artist's likeness, name and voice in the Skin in the Game, and to promote the Skin on Brightforge's website and on the Game's YouTube, TikTok and Instagram channels, excluding television and cinema advertising.
2.2 Brightforge shall not use the Skin, or the Artist's likeness, in any game other than the Game, including any sequel, spin-off or mobile adaptation of it.
## 3. Exclusivity
3.1 During the Term, the licence is exclusive in the field of video games: the Artist shall not license her likeness for any character, skin or avatar in another video game, except her existing concert appearances in Halcyon VR, which are carved out.
3.2 During the Term, the Artist shall not endorse any battle-royale game that competes with the Game ("Competing Products").
## 4. Sub-licensing and assignment
4.1 Nothing in this Agreement permits Brightforge to sub-license the rights granted to it. Brightforge may not assign this Agreement without the Artist's prior written consent.
## 5. Term
5.1 The licence runs for 18 months from the Launch Date ("the Term").
## 6. Payment
6.1 Brightforge will pay the Artist a licence fee of £60,000 in two instalments of £30,000, the first on signing and the second on the Launch Date.
6.2 Brightforge will also pay the Artist 30% of Net Receipts from sales of the Solenne Skin bundle. This is a share of receipts and not an additional fee.
6.3 Brightforge will pay the Artist's travel and hotel costs for the motion-capture session, up to £3,000. VAT is payable in addition where applicable.
## 7. Moral rights
7.1 The Artist waives her moral rights in the Skin designs and agrees that Brightforge may adapt them for the Game.
## SCHEDULE 1 - KEY DATES
| Motion-capture session | 12 January 2027 |
| Launch Date (Season 9 release) | 4 February 2027 |
## SCHEDULE 2 - RIDER
1. Clause 5.1 is deleted and replaced by: "The licence runs for 24 months from the Launch Date ("the Term")."
2. This Rider is part of the Agreement and, where it conflicts with the clauses above, this Rider prevails.
Signed by Kira Solenne
Signed for Brightforge Games Limited by Owen Tregarthen, Director
`,
    expected: {
      parties: ["Kira Solenne", "Brightforge Games Limited"],
      signed: "2026-11-18",
      start: "2027-02-04",
      end: "2029-02-03",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["worldwide_exclusivity", "non_compete", "moral_rights_waiver"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n26a-10-dj-avatar-licence-key-terms",
    style: "n26a-digital-collectible-likeness-licences",
    format: "text",
    source: `
# AVATAR LIKENESS LICENCE - KEY TERMS
Licensor: Sander Vos, professionally known as VOSSA, Keizersgracht 212-3, 1016 DZ Amsterdam
Licensee: Nightgarden Labs B.V., Weena 70, 3012 CM Rotterdam
1. Subject: a 3D avatar of VOSSA (face scan, body capture, signature headphones and logo), built by Nightgarden for DJ performances and a wearables collection in the Nightgarden virtual club.
2. Territory: the world, excluding Russia and Belarus.
3. Media: use of the avatar inside the Nightgarden app and virtual club; promotion of VOSSA events on the Nightgarden website and on its Instagram, TikTok and Discord accounts. Not on television, radio or outdoor media.
4. Other platforms: Nightgarden may not port the avatar, or any wearable based on it, into any other game, metaverse or platform.
5. Exclusivity: non-exclusive. VOSSA may appear as an avatar on other platforms.
6. Term: 1 March 2027 to 29 February 2028. The licence then renews automatically for successive periods of 12 months unless either party gives written notice at least 60 days before the end of the current period.
7. Fee: EUR 18,000 per licence year, payable in advance. Set-up costs (face scan and motion capture in Rotterdam, travel and hotel) paid by Nightgarden directly, up to EUR 2,500.
8. Wearables: VOSSA receives 50% of net primary sales of VOSSA wearables and 5% of secondary-market resale prices. These are revenue shares, not fees.
9. Platform terms: the Nightgarden Creator Terms (version 4.2) are incorporated, but if they conflict with these key terms, these key terms prevail.
10. Sub-licensing: Nightgarden shall not sub-license the avatar or the VOSSA name to brand partners or sponsors.
11. Approval: VOSSA approves the avatar before launch; approval not to be unreasonably withheld.
12. Law: Dutch law; courts of Amsterdam.
Signed: Sander Vos, Amsterdam, 20 November 2026
Signed for Nightgarden Labs B.V.: Lotte Brinkman, CEO, Rotterdam, 24 November 2026
`,
    expected: {
      parties: ["Sander Vos", "Nightgarden Labs B.V."],
      signed: "2026-11-24",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 18000"],
      flags: ["automatic_renewal"],
      denies: ["sublicensable"]
    }
  }
]
