// Held-out author "h25b" (wave 25), one batch written from scratch without reading the reader (domain/, application/,
// adapters/) or any other batch: only Corpus.ts (markup, Expected, formats), the flag names and LONG_TERM_MONTHS of
// ContractFlags.ts (lines 1-40), the header comment and first entry of n11's batch for the file convention (the same
// screenful showed n11's second entry and the start of its third), the wave 25 checker and the file names of unseen/
// (and, by a slip, the first five lines of h24b's header comment, looked at for the naming). Frozen before any run of
// the reader on it. Three styles: car-launch shoot agreements (precision and stunt drivers on a proving ground, an
// ice track or a closed road, a manufacturer and its national sales companies as licensees, embargoes before the
// reveal, a term counted from a reveal or on-sale date given in another clause or a later e-mail, dealer showrooms and
// motor-show stands, fuel-economy legal lines, a trim called "Outdoor" and a rigging company called "Cinema ..."
// that are no media); in-flight and hospitality screen licences (seat-back and onboard Wi-Fi entertainment on named
// routes, an airline's lounges, hotel in-room TV and lobby screens, cruise-ship cabin and atrium screens, the airline's
// own website and app carved out, a hotel bar called "The Print Room"); and key-facts contracts (a "Key facts" or
// "At a glance" box above the legal terms that rounds the term, shortens the territory list, answers exclusivity with
// a bare "No" that a clause contradicts, with the terms prevailing, the box prevailing, or the contract silent).
//
// Answer rules decided by this author:
// - Parties are the persons bound, as the contract names them, without role labels; an agency, an agent, a rigging or
//   content-service supplier and a hotel property named only as a venue are not parties. A party named only in the
//   signature block is a party.
// - Signed is the date of the last signature (or of the e-mail that accepts deal points made binding on acceptance).
// - Start and end: "N months from X" ends the day before the anniversary of X; where X (a reveal, on-sale or go-live
//   date) is defined in one place and dated in another, the date given elsewhere is used. A term that renews
//   automatically ends, for this field, at the end of the initial term (and automatic_renewal is raised).
// - Channels. The seven channels are the corpus's: television = broadcast; websites, e-mail and apps = web; a brand's
//   or creator's social accounts = social; magazines, press, leaflets and circulars = print; billboards, bus shelters,
//   digital outdoor and screens in public spaces = out_of_home; theatrical exhibition = cinema; shop and showroom
//   screens and point-of-sale = in_store. For this batch's screens: seat-back, onboard Wi-Fi (in-flight) entertainment,
//   hotel in-room TV and cruise-ship cabin TV are private, closed exhibition to passengers and guests and map to NO
//   channel (not broadcast: nothing is transmitted to the public; not cinema: no theatrical release); screens in
//   airport terminals, airline lounges, hotel lobbies, lifts, bars and restaurants and a ship's atrium or pool deck are
//   screens in places outside the home open to the travelling public: out_of_home; screens in an airport or shipboard
//   shop and in a dealer showroom are in_store; a motor-show stand counts as the contract itself classes it (in 01 the
//   contract's "Point-of-Sale Media" includes the manufacturer's stands: in_store).
// - "All media, excluding X and Y" grants every channel but X and Y and does NOT raise unlimited_media (the media are
//   limited by the exclusion); only an unqualified all-media grant would.
// - Territories. Countries as listed in the operative clause, not as a summary box rounds them ("UK and Ireland" in a
//   box, four jurisdictions in the clause: the clause's four where the clause prevails or the box is declared not part
//   of the contract). For an airline licence limited to named routes the territories are the countries at the ends of
//   the routes; for ships "wherever they sail" the territory is worldwide.
// - A box and a clause that disagree: the one the contract says prevails; where the contract says the box is a summary
//   only, the clause. A competitive-products promise in a clause makes the deal exclusive (true) with non_compete even
//   where the box answers "Exclusive? No".
// - A promise by the talent not to appear for a category's competitors is exclusivity with non_compete, even with
//   carve-outs (racing, instructing, other categories).
// - Fees are the sums paid for the services or the rights: instalments, VAT, GST, superannuation, agency commission,
//   overtime owed only if worked, weather or holding fees owed only if triggered, cancellation charges, per diems,
//   expenses, refundable deposits, per-post rates for extra work only if requested and unexercised option or
//   extension prices are not fees. A deposit credited against the fee is part of that fee.
// - Denies holds what the text rules out in words: "shall not sub-license" (sublicensable), "may not assign"
//   (assignable, also "may not assign without the other's consent"), "does not renew automatically"
//   (automatic_renewal), "does not waive" moral rights (moral_rights_waiver), "nothing restricts [the talent] from
//   appearing for any other manufacturer" (non_compete), a key-terms "Sub-licensing: No" that prevails over standard
//   terms permitting it. A licensee's right to assign to its group, a buyer of its business or its client raises
//   assignable, even where the other party may not assign.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h25b-automotive-launch-shoot-agreements",
  "h25b-in-flight-and-hospitality-screen-licences",
  "h25b-key-facts-summary-contracts"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h25b-01-proving-ground-driver-nsc-licence",
    style: "h25b-automotive-launch-shoot-agreements",
    format: "docx",
    source: `
# PRECISION DRIVING SERVICES AND IMAGE LICENCE AGREEMENT
THIS AGREEMENT is dated 14 September 2026
## Parties
(1) HALDEN AUTOMOBILE AG, a company incorporated in Germany whose registered office is at Lindenring 40, 70173 Stuttgart, Germany ("Halden" or the "Manufacturer"); and
(2) CALLUM REYES of 12 Kiln Yard, Milton Keynes MK9 2FE, United Kingdom (the "Driver").
## Background
(A) Halden will launch the Halden Vireo Outdoor, the all-terrain trim of its Vireo sport utility vehicle (the "Model"), and has commissioned Skyforge Films Ltd (the "Production Company") to produce a launch film and stills of the Model.
(B) The Driver is a precision driver. Halden wishes to engage him to drive the Model for the camera and to license the use of his image in the resulting materials on the terms below.
## 1. Definitions
1.1 "Materials" means all film, video, photography and sound recorded at the Shoot in which the Driver or his performance appears, and any advertising or publicity made from it.
1.2 "National Sales Companies" means the subsidiaries of Halden listed in Schedule 1, each of which distributes Halden vehicles in its country through a network of authorised dealers ("Dealers").
1.3 "Point-of-Sale Media" means screens, displays and printed material inside Dealer showrooms and on Halden's own stands at motor shows.
1.4 "Reveal Date" means the day on which the Model is first shown to the public, as confirmed under clause 7.3.
1.5 "Shoot" means the filming at Thornbury Proving Ground, Gloucestershire (a closed test track) on 6 and 7 October 2026, with one weather reserve day.
## 2. Services
2.1 The Driver shall attend the Shoot, perform the driving sequences set out in the Production Company's storyboard (including a J-turn and controlled drifts on the wet handling circuit) and follow the directions of the Production Company's stunt co-ordinator.
2.2 The Driver confirms he holds a current ARDS National B licence and the Production Company's insurers' approval.
## 3. Fees
3.1 In consideration of the Services Halden shall pay the Driver a services fee of £4,800 for the two Shoot days (the "Services Fee").
3.2 In consideration of the licence in clause 5 Halden shall pay the Driver a licence fee of £16,500 (the "Licence Fee"), payable within 30 days of the Reveal Date.
3.3 If the Shoot runs beyond 10 hours on any day Halden shall pay overtime at £300 per hour or part hour actually worked. If the Shoot is postponed for weather, Halden shall pay a holding fee of £1,200 for the reserve day, whether or not it is used.
3.4 All sums are exclusive of VAT, which Halden shall pay at the applicable rate against a valid VAT invoice. Reasonable travel and hotel costs are reimbursed at cost.
## 4. Licensees
Halden grants the licence in clause 5 for itself and for each of the National Sales Companies, each of which may use the Materials in its own country as if it were a party. Each National Sales Company may supply Materials to its Dealers for display in their showrooms.
## 5. Licence
5.1 The Driver grants to Halden and the National Sales Companies a licence to use the Materials, including the Driver's name, image, likeness and performance, in all media throughout the Territory during the Licence Period, excluding cinema and out-of-home advertising (billboards, bus shelters, roadside and digital outdoor screens).
5.2 The "Territory" means the countries listed in Schedule 1.
5.3 The "Licence Period" starts on the Reveal Date and runs for 24 months.
5.4 Halden may extend the Licence Period by a further 12 months on payment of £9,000, by written notice given before the Licence Period ends. The Licence Period does not renew automatically.
## 6. Exclusivity
6.1 From the date of this Agreement until 12 months after the Reveal Date the Driver shall not drive for the camera in any advertising or launch film for a sport utility vehicle made or sold by any manufacturer other than Halden.
6.2 Clause 6.1 does not restrict the Driver's motorsport racing (including in a manufacturer-supported team), his work as a driving instructor, or driving for film and television drama.
## 7. Embargo
7.1 No person shall publish, post, broadcast or display any of the Materials, or any image of the Model, before 00:01 CET on the Reveal Date.
7.2 The Driver shall keep the Model, the Shoot and the Reveal Date confidential until the Reveal Date.
7.3 Halden confirms that the Reveal Date will be 2 March 2027, the press day of the Salon International de l'Automobile at which the Model will be unveiled.
## 8. Fuel-economy legal lines
Halden shall ensure that every advertisement made from the Materials carries the WLTP fuel consumption and CO2 emissions legal line required in the country of publication. The Driver has no responsibility for that content.
## 9. Sub-licensing and assignment
9.1 The Production Company and Halden's advertising agencies may hold and edit the Materials on behalf of Halden and the National Sales Companies. That is not a sub-licence, and neither Halden nor any National Sales Company shall sub-license the Materials or any right under this Agreement to any third party.
9.2 Neither party may assign this Agreement or any right under it without the prior written consent of the other.
## 10. Law
This Agreement is governed by the law of England and Wales and the courts of England have exclusive jurisdiction.
## Schedule 1 - National Sales Companies and Territory
| Country | National Sales Company |
| United Kingdom | Halden Automobiles UK Ltd |
| Ireland | Halden Automobiles Ireland Ltd |
| Germany | Halden Deutschland GmbH |
| Austria | Halden Austria GmbH |
| Switzerland | Halden (Suisse) SA |
| Netherlands | Halden Nederland B.V. |
Signed for and on behalf of HALDEN AUTOMOBILE AG by Dr Jana Vogt, Head of Brand Communications, 14 September 2026
Signed by CALLUM REYES, 14 September 2026
`,
    expected: {
      parties: ["Halden Automobile AG", "Callum Reyes"],
      signed: "2026-09-14",
      start: "2027-03-02",
      end: "2029-03-01",
      perpetual: false,
      territories: ["GB", "IE", "DE", "AT", "CH", "NL"],
      channels: ["web", "social", "broadcast", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 4800", "GBP 16500"],
      flags: ["non_compete"],
      denies: ["sublicensable", "assignable", "automatic_renewal"]
    }
  },
  {
    id: "h25b-02-closed-road-stunt-driver-schedule-dates",
    style: "h25b-automotive-launch-shoot-agreements",
    format: "pdf",
    source: `
# STUNT DRIVER SERVICES AND LIKENESS AGREEMENT
This Stunt Driver Services and Likeness Agreement (this "Agreement") is entered into as of the Effective Date set out in Schedule A by and between Longhorn Gate Productions, LLC, a Texas limited liability company ("Producer"), and the undersigned stunt driver ("Driver").
## Recitals
Producer is producing a launch commercial and online films (the "Spots") for Corvane Motors North America, Inc. ("Corvane"), the North American distributor of the Corvane Ridgeback pickup truck (the "Vehicle"). Principal photography will take place on a section of Texas State Highway 118 near Fort Davis, closed to traffic under a permit issued to Producer. Camera-car and arm services will be supplied by Cinema Car Rigging, Inc., which is not a party to this Agreement.
## 1. Services
Driver will perform the driving sequences described in the shot list on the Shoot Dates set out in Schedule A, under the supervision of Producer's stunt coordinator. Driver will follow all closed-road safety protocols and will not drive on the closed road outside scheduled takes.
## 2. Compensation
(a) Producer will pay Driver a flat fee of $9,750 for all services on the Shoot Dates, including one rehearsal day.
(b) For the rights granted in Section 3, Producer will pay Driver a usage fee of $25,000, payable within 30 days after the Launch Date.
(c) Meals are provided on set. Producer will also pay Driver a per diem of $75 for each travel day and reimburse documented mileage at the IRS standard rate.
(d) If Producer cancels a Shoot Date less than 72 hours before call time, Producer will pay Driver a cancellation fee equal to 50% of the flat fee.
## 3. Grant of Rights
(a) Driver grants to Producer, Corvane and Corvane's authorized dealers the right to use Driver's performance, name, voice and likeness as embodied in the Spots in the following media only: network, cable and connected television; the Internet, including Corvane's websites; social media; and video screens in dealer showrooms.
(b) The Spots will not be exhibited theatrically and will not be used in print or outdoor advertising.
(c) The rights may be exercised in the United States, Canada and Mexico during the Usage Period set out in Schedule A.
## 4. Exclusivity
Nothing in this Agreement restricts Driver from driving for, or appearing in advertising for, any other vehicle manufacturer, whether before or after the Launch Date. Driver's engagement is non-exclusive.
## 5. Embargo and Confidentiality
Driver will not post, share or describe any image of the Vehicle, the location or the Spots before the Embargo Date set out in Schedule A, and will keep the Vehicle's specifications confidential until the Launch Date.
## 6. Assignment
Driver may not assign this Agreement or delegate the services. Producer may assign this Agreement to Corvane.
## 7. Legal Lines
Driver acknowledges that each Spot will carry the EPA-estimated fuel economy disclosure and the supers "Professional driver on closed course. Do not attempt."
## Schedule A - Key Dates
| Item | Date |
| Effective Date | August 3, 2026 |
| Rehearsal Day | September 14, 2026 |
| Shoot Dates | September 15 and 16, 2026 |
| Embargo Date | January 11, 2027 |
| Launch Date | January 12, 2027 |
| Usage Period | January 12, 2027 through January 11, 2028 |
AGREED AND ACCEPTED:
LONGHORN GATE PRODUCTIONS, LLC
By: Dale Prentiss, Executive Producer    Date: August 3, 2026
DRIVER
Signature: Marisol Okafor    Print name: Marisol Okafor    Date: August 5, 2026
`,
    expected: {
      parties: ["Longhorn Gate Productions, LLC", "Marisol Okafor"],
      signed: "2026-08-05",
      start: "2027-01-12",
      end: "2028-01-11",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["broadcast", "web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 9750", "USD 25000"],
      flags: ["assignable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h25b-03-ice-track-booking-with-rider",
    style: "h25b-automotive-launch-shoot-agreements",
    format: "scan",
    source: `
# BOOKING CONFIRMATION - PRECISION DRIVER
Kaneda Motor Europe NV, Kortrijksesteenweg 1120, 9051 Ghent, Belgium ("Kaneda")
Driver: Sofia Lindqvist, Storgatan 8, 938 31 Arjeplog, Sweden
Date of confirmation: 18 December 2026
1> Job: winter launch film of the Kaneda Aurora EV, ice-driving sequences on the frozen-lake test track at Arjeplog, 2, 3 and 4 February 2027.
1> Driver fee: EUR 8,700 all-in for the three days. Travel and accommodation booked and paid by Kaneda at cost. Swedish VAT (moms) 25% is added to every invoice.
1> Usage fee: EUR 6,000 for the usage in clause 4.
1> Usage: online and social media of Kaneda and its national sales companies in Sweden, Norway, Finland and Denmark, from 1 March 2027 to 28 February 2028.
1> Exclusivity: until 28 February 2028 the Driver will not appear in advertising for another manufacturer's electric SUV. Racing and instructing are not restricted.
1> Cancellation: less than 7 days before the shoot, 50% of the driver fee.
1> Embargo: nothing from the shoot may be published before 1 March 2027.
RIDER A (replaces clause 4)
Clause 4 is deleted and replaced by the following, and this Rider prevails over anything else in this confirmation: "Usage: online and social media and screens in dealer showrooms of Kaneda and its national sales companies in Sweden, Norway, Finland, Denmark, Estonia, Latvia and Lithuania, excluding television and cinema, from 1 March 2027 to 29 February 2028." For the additional countries and showroom use Kaneda pays a further usage fee of EUR 2,500.
Kaneda Motor Europe NV: M. De Smet, Marketing Manager Nordics, 18/12/2026
Driver: Sofia Lindqvist, 21/12/2026
`,
    expected: {
      parties: ["Kaneda Motor Europe NV", "Sofia Lindqvist"],
      signed: "2026-12-21",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["SE", "NO", "FI", "DK", "EE", "LV", "LT"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 8700", "EUR 6000", "EUR 2500"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h25b-04-launch-presenter-deal-memo-onsale",
    style: "h25b-automotive-launch-shoot-agreements",
    format: "text",
    source: `
# Ferrant Tasman launch - talent deal memo (Jack Moretti)
From: Bec Lawson <bec.lawson@southerlycreative.com.au>
To: Nick Hadley <nick@hadleymgmt.com.au>
Date: 22 October 2026, 10:41 AEDT
Hi Nick, as discussed, deal points for Jack below. Southerly is the agency and signs nothing; the contract is between Ferrant Motors Australia Pty Ltd (the client) and Jack. Once you confirm, these points bind both sides and the long form will follow.
Client: Ferrant Motors Australia Pty Ltd (ABN 41 622 908 113)
Talent: Jack Moretti (via Hadley Management, agent)
Services: (a) launch film, 2 shoot days on the Great Alpine Road under a full road closure, 16-17 Nov 2026 (Jack drives the hero car and presents to camera); (b) 3 appearances on the Ferrant stand at the Melbourne Motor Show, Feb 2027.
Talent fee: AUD 45,000 for the launch film services and the usage below.
Appearance fee: AUD 10,500 for the three stand appearances.
Plus GST and superannuation (11.5% on the fees, paid to Jack's fund). Agent commission 10%, paid by Jack out of his fees.
Usage: TV, online video, social, cinema and screens in Ferrant dealerships, excluding print and outdoor.
Territory: Australia and New Zealand.
Term: 12 months from the on-sale date of the Tasman (to be confirmed by client in writing).
Option: client may extend 12 months for AUD 30,000 by notice before expiry. Not automatic.
Exclusivity: automotive category (vehicles, tyres and fuel), AU and NZ, for the term plus 3 months.
Conduct: client may end the engagement and stop using the material if Jack is charged with a driving offence or does anything that brings him or Ferrant into public disrepute.
Legal lines: every spot will carry the ADR 81/02 combined fuel consumption line; Jack will not be asked to read it.
Cheers, Bec
---
From: Nick Hadley <nick@hadleymgmt.com.au>
Date: 23 October 2026, 2:15 PM AEDT
Bec, all points confirmed for Jack. Nick
---
From: Bec Lawson
Date: 9 December 2026
Nick, for your records: Ferrant confirms the Tasman's on-sale date is 1 March 2027. Embargo on all launch material lifts 00:01 AEDT that day.
`,
    expected: {
      parties: ["Ferrant Motors Australia Pty Ltd", "Jack Moretti"],
      signed: "2026-10-23",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "web", "social", "cinema", "in_store"],
      exclusive: true,
      fees: ["AUD 45000", "AUD 10500"],
      flags: ["non_compete", "morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h25b-05-airline-seatback-routes-licence",
    style: "h25b-in-flight-and-hospitality-screen-licences",
    format: "pdf",
    source: `
# IN-FLIGHT ENTERTAINMENT PROGRAMME LICENCE
Licence No. IFE/2027/044
## Parties
Licensor: NORTHLIGHT FACTUAL LIMITED, company no. 08813472, 3 Quay Street, Bristol BS1 4DB ("Northlight")
Licensee: AERIS ATLANTIC AIRWAYS PLC, company no. 04150907, Meridian House, Crawley RH10 9AX (the "Airline")
## 1. The Programme
The factual series "Wild Coasts" (8 episodes of 30 minutes each), with its trailers and key art (the "Programme").
## 2. Grant
2.1 Northlight grants the Airline the right to exhibit the Programme on the seat-back screens and the onboard Wi-Fi entertainment portal of aircraft operated by the Airline on the Routes ("Onboard Exhibition") during the Licence Period.
2.2 The "Routes" are the Airline's scheduled flights between London Heathrow or London Gatwick and New York (JFK), Boston, Toronto, Barbados (Bridgetown), Jamaica (Montego Bay) and Antigua (St John's), in either direction.
2.3 The Airline may also show trailers for the Programme on screens in its own departure lounges at Heathrow and Gatwick.
2.4 The grant does not extend to the Airline's website, its mobile app or any streaming available on the ground, whether or not to ticketed passengers, and the Airline shall not use the Programme or its trailers in any advertising.
## 3. Exclusivity
3.1 During the Licence Period Northlight shall not license the Programme for in-flight exhibition to any other airline operating on the Routes.
3.2 Northlight keeps all other rights, including television, cinema, rail and cruise-ship exhibition, and may exercise them at any time.
## 4. Licence Period
1 January 2027 to 31 December 2027 (two IFE cycles). The Programme must be removed from the IFE system by the end of the December cycle.
## 5. Fee and Payment
5.1 The Airline shall pay Northlight a licence fee of US$9,600 for the eight episodes.
5.2 Encoding of the Programme by the Airline's content service provider (Skylark Media Services Ltd) is at the Airline's cost.
5.3 Overdue sums bear interest at 4% a year above the Bank of England base rate.
## 6. Sub-licensing and assignment
The Airline may deliver the Programme to Skylark Media Services Ltd solely to encode and load it. The Airline shall not sub-license the Programme to any codeshare partner, franchisee or other airline, and may not assign this Licence.
## 7. Edits
The Airline may make edits required by its in-flight content standards (removal of air-accident scenes, language) but no other edits.
Signed for Northlight Factual Limited: Eleanor Griggs, Head of Distribution, 12 October 2026
Signed for Aeris Atlantic Airways plc: Marcus Tan, Head of Onboard Product, 19 October 2026
`,
    expected: {
      parties: ["Northlight Factual Limited", "Aeris Atlantic Airways plc"],
      signed: "2026-10-19",
      start: "2027-01-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "US", "CA", "BB", "JM", "AG"],
      channels: ["out_of_home"],
      exclusive: true,
      fees: ["USD 9600"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h25b-06-hotel-group-onproperty-screens",
    style: "h25b-in-flight-and-hospitality-screen-licences",
    format: "docx",
    source: `
# ON-PROPERTY SCREEN AND IN-ROOM TELEVISION LICENCE
This licence is made on 4 February 2027 between:
Isla Fenwick, trading as Fenwick Films, of 7 Harbour Row, Penzance TR18 4AF (the "Filmmaker"); and
Maren Collection Hotels Limited, company no. 10294417, of 21 Berkeley Square, London W1J 6EH ("Maren").
## The Films
Twelve destination films of between two and four minutes made by the Filmmaker about the areas around Maren's hotels (the "Films").
## What Maren may do
1> Maren may show the Films on its in-room television welcome channel in the Hotels.
1> Maren may show the Films on screens in the public areas of the Hotels: lobbies, lifts, the spa reception, and the bars and restaurants (including The Print Room bar at Maren Marylebone and The Cinema Club lounge at Maren Lisboa).
1> Maren may stream the Films on the destination pages of its booking website.
1> Maren may not use the Films in printed material, on television outside the Hotels, in cinemas or on social media.
## The Hotels
The "Hotels" are Maren Marylebone (London), Maren Harrogate, Maren Dublin, Maren Lisboa and Maren Porto, and any hotel Maren opens in the same countries during the Term.
## Term
1> The licence starts on the Go-Live Date and lasts for three years (the "Initial Term").
1> After the Initial Term it renews automatically for successive periods of one year unless either party gives the other at least 90 days' written notice before the end of the Initial Term or of a renewal period.
1> The "Go-Live Date" is the date the welcome channel first shows the Films, which Maren will confirm by e-mail.
## Non-exclusive
The licence is non-exclusive. The Filmmaker may license the Films to anyone else, including other hotels.
## Fees
1> Maren shall pay an annual licence fee of £7,500, in advance, on the Go-Live Date and on each anniversary of it.
1> Maren shall also pay a one-off edit fee of £1,800 for the Filmmaker's versions without sound for lift and lobby screens.
1> Maren has paid a refundable deposit of £1,000 for the master drives, returned when the drives are returned.
1> VAT is payable on all fees.
## Credit and moral rights
Each Film will carry the credit "Film by Isla Fenwick". The Filmmaker asserts her moral rights and does not waive them.
## Transfer
Maren shall not sub-license the Films. Maren may assign this licence to any company in its group or to a buyer of its hotel business, on written notice to the Filmmaker.
## Go-live confirmation (e-mail of 6 April 2027, annexed)
"Isla - the welcome channel went live today, 6 April 2027, in all five Hotels. Thanks, Priya Shah, Director of Guest Experience, Maren Collection Hotels."
Signed: Isla Fenwick, 4 February 2027
Signed for Maren Collection Hotels Limited: Oliver Brandt, Chief Commercial Officer, 4 February 2027
`,
    expected: {
      parties: ["Isla Fenwick", "Maren Collection Hotels Limited"],
      signed: "2027-02-04",
      start: "2027-04-06",
      end: "2030-04-05",
      perpetual: false,
      territories: ["GB", "IE", "PT"],
      channels: ["out_of_home", "web"],
      exclusive: false,
      fees: ["GBP 7500", "GBP 1800"],
      flags: ["automatic_renewal", "assignable"],
      denies: ["moral_rights_waiver", "sublicensable"]
    }
  },
  {
    id: "h25b-07-cruise-ship-footage-perpetual",
    style: "h25b-in-flight-and-hospitality-screen-licences",
    format: "scan",
    source: `
# FOOTAGE LICENCE - ONBOARD SCREENS
Date: 9 November 2026
Between Tomasz Wierzbicki, aerial cinematographer, ul. Portowa 14, 81-350 Gdynia, Poland (the "Owner")
and Solent Star Cruises Limited, Ocean Gate, Southampton SO14 3TJ (the "Line")
1> Footage: 40 minutes of aerial footage of Norwegian fjords and Baltic ports, delivered on 30 October 2026.
1> Use: on board the Line's ships Solent Star, Solent Breeze and Solent Aurora, wherever they sail: cabin television (the ships' interactive TV), screens in the atrium, on the pool deck and in the shore-excursion lounge, and screens in the onboard shops.
1> Not included: the Line's website, app, social media and brochures, and any screening in the ships' theatres.
1> Period: in perpetuity, from delivery. The Line may keep the footage in its onboard library for as long as it wishes.
1> Exclusivity: non-exclusive. The Owner may license the same footage to anyone, including other cruise lines.
1> Fee: EUR 3,200, one payment on signature. The Owner's travel to deliver the drives in Southampton: EUR 380 reimbursed.
1> The Line may add its logo and music, and may shorten the footage. The Line shall not sub-license the footage.
Signed: T. Wierzbicki, 9/11/2026
Signed for Solent Star Cruises Limited: A. Okonjo, Head of Onboard Revenue, 11/11/2026
`,
    expected: {
      parties: ["Tomasz Wierzbicki", "Solent Star Cruises Limited"],
      signed: "2026-11-11",
      start: "2026-10-30",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["out_of_home", "in_store"],
      exclusive: false,
      fees: ["EUR 3200"],
      flags: ["perpetual_term"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h25b-08-ambassador-key-facts-terms-prevail",
    style: "h25b-key-facts-summary-contracts",
    format: "docx",
    source: `
# BRAND AMBASSADOR AGREEMENT
## Key facts
| What | Summary |
| Brand | Billboard Brewing Co. Ltd |
| Ambassador | Freya Maddox |
| How long | About a year, from May 2027 |
| Where | UK and Ireland |
| Social media | Yes |
| Website | Yes |
| Print ads | Yes |
| TV | No |
| Billboards and posters | No |
| Exclusive | Yes - beer |
| Fee | £20k + VAT |
These key facts are a summary to help you. If anything in them differs from the terms below, the terms below prevail.
## Terms
This agreement is dated 19 March 2027 and is between Billboard Brewing Co. Ltd, company no. SC612044, of Unit 4, Leith Docks, Edinburgh EH6 6QX (the "Brand"), and Freya Maddox of c/o Fieldhouse Talent, 2 Ancoats Street, Manchester M4 5AB (the "Ambassador").
1> Term. The agreement starts on 1 May 2027 and ends on 30 April 2028.
1> Services. The Ambassador will make six sponsored posts on her Instagram and TikTok accounts, attend one photo shoot and host one tap-room launch evening. Extra posts, if the Brand asks for them, cost £2,500 each.
1> Licence. The Ambassador licenses the Brand to use her name, image and the content from the shoot and posts on the Brand's social media accounts and website, in print advertising in magazines and newspapers, and on point-of-sale material in pubs, bars and shops that sell the Brand's beers, throughout the Territory during the Term. No television, cinema or outdoor advertising.
1> Territory. The United Kingdom, the Republic of Ireland, the Isle of Man and the Channel Islands (Jersey and Guernsey).
1> Fee. The Brand will pay the Ambassador a fee of £20,000 plus VAT, half on signature and half on 1 November 2027. The Brand will reimburse pre-agreed travel expenses.
1> Exclusivity. During the Term the Ambassador will not promote or endorse any other beer, lager, ale or cider. Wine, spirits, soft drinks and alcohol-free drinks that are not beer are not restricted.
1> Conduct. If the Ambassador is convicted of a drink-driving offence or does anything that in the Brand's reasonable view brings the Brand into disrepute, the Brand may end this agreement at once.
1> Responsible drinking. All content will carry the Brand's responsible-drinking line and will not be shown to under-18s.
1> General. Neither party may assign this agreement. The law of Scotland applies.
Signed for Billboard Brewing Co. Ltd: Ewan Baird, Managing Director, 19 March 2027
Signed: Freya Maddox, 22 March 2027
`,
    expected: {
      parties: ["Billboard Brewing Co. Ltd", "Freya Maddox"],
      signed: "2027-03-22",
      start: "2027-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["GB", "IE", "IM", "JE", "GG"],
      channels: ["social", "web", "print", "in_store"],
      exclusive: true,
      fees: ["GBP 20000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h25b-09-creator-at-a-glance-summary-only",
    style: "h25b-key-facts-summary-contracts",
    format: "pdf",
    source: `
# CREATOR CONTENT LICENSE AGREEMENT
## At a Glance
| Question | Answer |
| Who? | Greengage Market, Inc. and Danielle Ruiz |
| What? | 10 recipe videos + stills |
| How long? | 2 years |
| Where? | U.S. |
| Paid social? | Yes |
| TV? | No |
| Exclusive? | No |
| Fee? | $18,000 |
This At a Glance panel is provided for convenience only. It is not part of this Agreement and does not change or explain it.
## Agreement
This Creator Content License Agreement (the "Agreement") is made on November 30, 2026 between Greengage Market, Inc., a Delaware corporation with offices at 410 Larkin Avenue, Portland, Oregon 97204 ("Greengage"), and Danielle Ruiz, an individual residing in Austin, Texas ("Creator").
## 1. Content
Creator will produce ten recipe videos of 60 to 90 seconds each and thirty still photographs using Greengage's private-label products (the "Content") and deliver them by January 15, 2027.
## 2. License
(a) Creator grants Greengage a license to use the Content on Greengage's social media accounts (organic and paid, including paid amplification from Creator's handle), on Greengage's websites and app, in its e-mail newsletters, in its printed weekly circulars, and on digital screens in Greengage stores.
(b) The license excludes television, streaming video advertising, cinema and out-of-home advertising.
(c) The license applies in the United States and Canada.
## 3. Term
The license runs from February 1, 2027 through January 31, 2029.
## 4. Compensation
(a) Greengage will pay Creator a license and production fee of $18,000, in two equal installments on signature and on delivery.
(b) Greengage will reimburse ingredients and props up to $1,500 against receipts.
(c) Greengage may extend the Term by one year for $7,500 by notice before the Term ends; otherwise the license ends with the Term.
## 5. Exclusivity
During the Term, Creator will not create sponsored content for, or appear in advertising of, any other grocery retailer or grocery delivery service in the United States or Canada. Creator may continue to work with food and kitchen brands that are not grocery retailers.
## 6. Assignment
Neither party may assign this Agreement without the other party's written consent.
GREENGAGE MARKET, INC.
By: Aaron Feld, VP Marketing    Date: November 30, 2026
CREATOR
Danielle Ruiz    Date: December 2, 2026
`,
    expected: {
      parties: ["Greengage Market, Inc.", "Danielle Ruiz"],
      signed: "2026-12-02",
      start: "2027-02-01",
      end: "2029-01-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social", "web", "print", "in_store"],
      exclusive: true,
      fees: ["USD 18000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "h25b-10-photo-order-key-terms-prevail",
    style: "h25b-key-facts-summary-contracts",
    format: "text",
    source: `
# PHOTOGRAPHY LICENCE ORDER - KEY TERMS AND STANDARD TERMS
Order ref: TA-2027-031
## Key Terms (these prevail over the Standard Terms)
| Licensor | Tom Ashdown Photography Ltd |
| Licensee | Kiln & Print Homewares Ltd |
| Images | 24 lifestyle images from the shoot of 8 June 2027 |
| Licence period | 12 months from 1 July 2027 |
| Territory | UK & Ireland |
| Media | Online and social only |
| Exclusive | No |
| Sub-licensing | No |
| Fee | £6,000 + VAT (deposit of £500 paid on booking, credited against the fee) |
| Cancellation | 50% of the fee if cancelled after the shoot is booked |
## Standard Terms
1> Application. These Standard Terms apply to every licence order of Tom Ashdown Photography Ltd. If the Key Terms say something different, the Key Terms prevail.
1> Licence. Unless the Key Terms say otherwise, the Licensee may use the Images worldwide, in all media, for three years from delivery, including print, catalogues and outdoor.
1> Sub-licensing. Unless the Key Terms say otherwise, the Licensee may sub-license the Images to companies in its group and to its retail partners.
1> Irrevocability. Once the fee is paid in full the licence is irrevocable for its period.
1> Moral rights. The Photographer waives the right to be identified as the author of the Images. The Licensee will not distort the Images.
1> Assignment. The Licensee may not assign or transfer the licence.
1> Payment. Invoices are payable in 30 days. Late payment interest applies under the Late Payment of Commercial Debts (Interest) Act 1998.
Accepted for Kiln & Print Homewares Ltd: Hannah Kerr, Brand Manager, 12 May 2027
Accepted for Tom Ashdown Photography Ltd: Tom Ashdown, Director, 12 May 2027
`,
    expected: {
      parties: ["Tom Ashdown Photography Ltd", "Kiln & Print Homewares Ltd"],
      signed: "2027-05-12",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 6000"],
      flags: ["irrevocable_grant", "moral_rights_waiver"],
      denies: ["sublicensable", "assignable"]
    }
  }
]
