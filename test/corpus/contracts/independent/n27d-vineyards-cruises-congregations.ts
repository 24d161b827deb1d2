// Independent author "n27d" (wave 27), one DEVELOPMENT batch written from scratch without reading the reader or the
// other batches (only Corpus.ts, lines 1-40 of ContractFlags.ts, the header and first entry of n11's batch, the wave
// 27 checker and the names in independent/), and committed before the reader was run on it: photo and film licences
// for wine estates, vineyards and distilleries (an estate, a négociant or importer and a photographer; a vintage
// release or launch date given in a schedule; labels, packaging and cellar-door screens; importers' markets as
// territories; alcohol advertising codes); releases and notices for filming on cruise ships and ferries (an operator
// and a documentary producer, a crew member's consent, a passenger release with a later partial withdrawal; a
// sailing date given elsewhere; the ship's own screens and brochures; ports of call as territories); and consents
// and licences for faith groups and community organisations (a parochial church council, a church and a charity
// partner, a temple festival committee; a festival date in an appendix; bans on political use; donations, grants
// and sponsorship that are not fees).
//
// Answer rules decided by this author: the parties are those bound by the document, by their names as written
// without role labels (an agent, an end client named as not a party, an importer that only receives supplied
// material and a photographer not party to the document are not); a party who appears only in the signature block
// is still a party; the signing date is the date of the last signature or of the acceptance that binds; start and
// end come from the defined date the term runs from, wherever the document gives it (schedule, appendix, a later
// e-mail or notice), and "N months/years from X" ends the day before the anniversary; a rider or addendum that says
// it replaces a clause and prevails gives the answer for that clause; a later partial withdrawal of consent that the
// release allows removes the withdrawn channels; fees are sums paid for the rights or the services (a deposit that
// is part of a fee is not another fee; VAT, GST, expenses, equipment hire passed through at cost, accommodation
// charges, refundable deposits, overtime, cancellation or kill fees, unexercised options, donations, grants and
// sponsorship said not to be payment for the licence are not fees); a release with no payment has no fee
// (no_fee_stated) even when a gift or upgrade is given; "all media, excluding X" is an all-media grant
// (unlimited_media) whose channels are every channel but X; labels, packaging, point-of-sale, cellar-door screens
// and a ship's onboard screens and cabin TV are in_store; brochures, leaflets, programmes and trade press are print;
// bus-shelter and street posters and billboards are out_of_home; a company, product or ship name holding a channel
// word ("Billboard Ridge", "Cinema Road") is not a channel; "may not assign" and "shall not sub-license" deny
// assignable and sublicensable even where a heading names the right, and a clause letting a party assign the
// agreement to others raises assignable; rights a party keeps for itself ("owns all rights in the Series and may
// exploit it in all media throughout the world") are not a grant and give no territory, channel or flag; a
// licence that may be withdrawn denies irrevocable_grant, while one said to be irrevocable raises it even with a
// carve-out letting an individual volunteer opt out of future material; "may not assign without consent" denies
// assignable; a promise not to work for the licensee's competitors is an exclusivity (true) with non_compete;
// exclusivity with a stated carve-out is still exclusive; a heading "Exclusivity" whose body says none is
// non-exclusive; silence on exclusivity is null; a ship's ports of call give the countries, not the ports.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n27d-wine-estate-and-vineyard-photo-licences",
  "n27d-cruise-line-onboard-filming-releases",
  "n27d-faith-and-community-organisation-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n27d-01-domaine-photography-licence-longform",
    style: "n27d-wine-estate-and-vineyard-photo-licences",
    format: "docx",
    source: `
# PHOTOGRAPHY LICENCE AGREEMENT
## Parties
This Agreement is made between:
(1) ÉLODIE MARCHAND, photographer, of 14 rue des Tonneliers, 34270 Saint-Mathieu-de-Tréviers, France (the "Photographer"); and
(2) DOMAINE DES QUATRE VENTS SAS, a société par actions simplifiée registered at Montpellier under number 512 884 019, whose registered office is at Mas des Quatre Vents, 34270 Valflaunès, France (the "Estate").
## Background
A. The Estate produces wine in the Pic Saint-Loup appellation and will release its 2025 vintage of the Cuvée Mistral in the Importers' markets listed in Schedule 1.
B. The Photographer has been commissioned to photograph the vineyards, cellar and chai for the labels, packaging and marketing of that vintage.
## 1. Definitions
1> "Images" means the photographs taken by the Photographer at the Estate during the Shoot and selected by the Estate under clause 3.
1> "Release Date" means the date on which the 2025 vintage of the Cuvée Mistral is first offered for sale to the trade, as stated in Schedule 1.
1> "Territory" means the markets of the Permitted Importers listed in Schedule 1.
1> "Term" means the period starting on the Release Date and ending on the day before the third anniversary of the Release Date.
## 2. The Shoot
1> The Photographer will photograph the Estate over two days in January 2027 on dates agreed by e-mail (the "Shoot").
1> The Estate will provide access, a guide and lunch on each day of the Shoot.
## 3. Licence
1> Subject to payment of the Fees, the Photographer grants the Estate a licence during the Term and in the Territory to reproduce the Images on the labels, back labels, capsules, gift boxes and other packaging of the Cuvée Mistral, on point-of-sale material and shelf barkers, on the Estate's own website and in the trade press and printed brochures.
1> No other use is licensed. In particular the Images may not be used on social media, on television, in cinema or on posters, hoardings or any other outdoor advertising.
1> All advertising using the Images shall comply with the alcohol advertising rules in force in each market of the Territory (including the Loi Évin in France and the CAP Code in the United Kingdom) and shall not show any person who is or appears to be under 25.
## 4. Exclusivity
1> The licence is exclusive: the Photographer shall not license the Images to any other person during the Term.
1> The Photographer may nevertheless use the Images in her portfolio, on her own website and in exhibitions and books of her work.
## 5. Fees
1> The Estate shall pay the Photographer a shoot fee of €1,800 for the two days of the Shoot and a licence fee of €6,500 for the licence in clause 3 (together the "Fees").
1> 30% of the licence fee (€1,950) is payable as a deposit on signature and the balance within 30 days of delivery of the Images.
1> VAT (TVA) at 20% is payable in addition on the Fees. The Estate shall reimburse the Photographer's travel expenses against receipts, capped at €400.
1> The Estate may extend the Term by two years for a further licence fee of €3,000 by notice given before the end of the Term. The extension is not automatic.
## 6. Sub-licensing to Importers
1> Nothing in this Agreement permits the Estate to sub-license the Images. The Estate shall not sub-license or transfer any right in the Images to any Permitted Importer or other person.
1> The Permitted Importers may display packaging and point-of-sale material supplied to them by the Estate; no licence of the Images passes to them.
## 7. Credit and moral rights
1> The Photographer asserts her moral right to be identified as the author of the Images and does not waive any moral right. The credit "Photo: Élodie Marchand" shall appear on the Estate's website and in brochures.
## 8. Assignment
1> The Estate may not assign this Agreement or any right under it without the Photographer's prior written consent.
## 9. Law
1> This Agreement is governed by French law and the courts of Montpellier have jurisdiction.
## Schedule 1 - Release Date and Permitted Importers
| Item | Detail |
| Wine | Cuvée Mistral, AOP Pic Saint-Loup, vintage 2025 |
| Release Date | 15 March 2027 |
| Permitted Importer, United Kingdom | Harcourt & Lyle Wines Ltd |
| Permitted Importer, Ireland | Liffey Cellars Ltd |
| Permitted Importer, Belgium | Vinothèque Delvaux SPRL |
| Permitted Importer, Netherlands | Wijnhuis Van Dalen BV |
## Signatures
Signed by Élodie Marchand, Photographer, on 9 November 2026
Signed for and on behalf of Domaine des Quatre Vents SAS by Bertrand Aussel, Président, on 12 November 2026
`,
    expected: {
      parties: ["Élodie Marchand", "Domaine des Quatre Vents SAS"],
      signed: "2026-11-12",
      start: "2027-03-15",
      end: "2030-03-14",
      perpetual: false,
      territories: ["GB", "IE", "BE", "NL"],
      channels: ["in_store", "web", "print"],
      exclusive: true,
      fees: ["EUR 1800", "EUR 6500"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver", "automatic_renewal"]
    }
  },
  {
    id: "n27d-02-distillery-launch-film-letter",
    style: "n27d-wine-estate-and-vineyard-photo-licences",
    format: "pdf",
    source: `
# BILLBOARD RIDGE DISTILLING CO.
1140 Old Frankfort Pike, Versailles, Kentucky 40383
September 14, 2026
Coyle Hart Films LLC
Attn: Dana Coyle, Managing Member
212 East Main Street, Lexington, KY 40507
Re: Single Barrel Reserve launch film and stills - production and license agreement
Dear Dana:
This letter sets out the agreement between Billboard Ridge Distilling Co. ("Billboard Ridge" or "we") and Coyle Hart Films LLC ("Producer" or "you") for the launch film and stills of our Single Barrel Reserve bourbon.
1. Services. You will produce one 60-second film, one 15-second cut and up to 40 stills at our rickhouses and bottling hall over two shoot days in September 2026 (the "Content").
2. Launch Date. "Launch Date" means the date on which Single Barrel Reserve first ships to retailers, which is stated in Exhibit A.
3. License. You grant us the right to use the Content in all media now known or hereafter devised, excluding broadcast television, cinema and outdoor advertising (including billboards and transit), for eighteen (18) months from the Launch Date, in the United States, Canada and Mexico (the "Territory").
4. Responsible advertising. We will place the Content only where at least 73.8% of the audience is reasonably expected to be of legal drinking age, in line with the DISCUS Code of Responsible Practices, and will age-gate all social media posts.
5. Sublicensing. We may sublicense our rights under paragraph 3 to our distributors and importers in the Territory for use in their trade and retail materials for Single Barrel Reserve.
6. Exclusivity. The license is exclusive. During the license period you will not produce advertising or promotional content for any other bourbon or American whiskey brand. You may show the Content in your showreel and on your own website.
7. Compensation. We will pay you (a) a production fee of $14,000, of which $7,000 is due as a deposit on signing and the balance on delivery, and (b) a usage license fee of $9,500 due on the Launch Date. Overtime beyond ten hours on a shoot day is billed at $450 per hour, only if incurred. If we cancel a shoot day less than seven days before it, a kill fee of 50% of the production fee applies. Crew travel, drone and equipment hire are reimbursed at cost against invoices.
8. Ownership. You own the copyright in the Content, subject to this license.
9. Governing law. Kentucky.
If this reflects our agreement, please sign below and return a copy.
Sincerely,
Billboard Ridge Distilling Co.
By: Ruth Ellery, Vice President, Marketing - September 14, 2026
AGREED AND ACCEPTED: Coyle Hart Films LLC
By: Dana Coyle, Managing Member - September 16, 2026
## Exhibit A - Launch
| Product | Single Barrel Reserve Kentucky Straight Bourbon, 750 ml |
| Launch Date | October 1, 2026 |
| Launch markets | United States, Canada, Mexico |
`,
    expected: {
      parties: ["Billboard Ridge Distilling Co.", "Coyle Hart Films LLC"],
      signed: "2026-09-16",
      start: "2026-10-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["USD 14000", "USD 9500"],
      flags: ["unlimited_media", "sublicensable", "non_compete"]
    }
  },
  {
    id: "n27d-03-chateau-negociant-image-letter",
    style: "n27d-wine-estate-and-vineyard-photo-licences",
    format: "scan",
    source: `
# CHÂTEAU LACOMBE-RIVIÈRE
Route de Saint-Émilion, 33330 Saint-Laurent-des-Combes
Libourne, 20 November 2026
Dear Sirs,
Vineyard photographs - 2025 vintage back labels and trade catalogue
We, Château Lacombe-Rivière, own the copyright in the vineyard and chai photographs taken for us by our photographer in 2024 (the "Photographs").
We hereby permit you to reproduce the Photographs on the back labels of the 2025 vintage that you bottle and distribute under our name, and in your printed trade catalogue, for the period and in the markets set out in the table below. This permission is not exclusive and we remain free to grant the same to other négociants.
You shall not sub-license the Photographs or supply them to any third party other than your printers, and you shall not alter them or use them in any advertising to the general public.
A licence fee of €1,200 is payable on acceptance (plus VAT at 20%, €240).
| Period from | 1 January 2027 |
| Period to | 31 December 2028 |
| Markets | United Kingdom, Japan, Singapore, Hong Kong |
Please sign and return one copy to accept these terms.
For Château Lacombe-Rivière: Hélène Rivière, Gérante
Accepted for and on behalf of Berthier & Fils Négociants SARL: Paul Berthier, 24 November 2026
`,
    expected: {
      parties: ["Château Lacombe-Rivière", "Berthier & Fils Négociants SARL"],
      signed: "2026-11-24",
      start: "2027-01-01",
      end: "2028-12-31",
      perpetual: false,
      territories: ["GB", "JP", "SG", "HK"],
      channels: ["in_store", "print"],
      exclusive: false,
      fees: ["EUR 1200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27d-04-marlborough-harvest-film-emails",
    style: "n27d-wine-estate-and-vineyard-photo-licences",
    format: "text",
    source: `
# Harvest film - Cinema Road Vineyard - terms
From: Kiri Walsh <kiri@southernlightagency.co.nz>
To: Tom Beaumont <tom@cinemaroad.co.nz>
Date: 2 November 2026, 10:14
Kia ora Tom,
As discussed, here are the terms for Aroha's harvest film for Cinema Road Vineyard Ltd. Southern Light is Aroha's agent only and isn't a party; the agreement is between Aroha Tane and Cinema Road Vineyard Ltd.
- Content: one 90-second harvest film plus 20 stills, shot over the 2027 vintage (dates TBC with your vineyard manager).
- Use: your website, your Instagram and Facebook (age-restricted to 18+ as the ASA Alcohol Advertising and Promotion Code requires), and the screens in your cellar door tasting room. Nothing else - no TV, no cinema ads (despite the name!), no print.
- Period: 24 months from the date the film is first used on your website.
- Territory: New Zealand and Australia.
- Fee: NZD 4,800 plus GST, half on signing and half on delivery. Drone operator hire (NZD 650) passed through at cost.
- Credit: "Film by Aroha Tane" on the website and in the Instagram captions.
Reply "agreed" and we're done.
Nga mihi, Kiri
---
From: Tom Beaumont <tom@cinemaroad.co.nz>
To: Kiri Walsh <kiri@southernlightagency.co.nz>
Date: 4 November 2026, 16:40
Agreed on all points, for Cinema Road Vineyard Ltd. We'll launch the film on the website on 1 April 2027, once the first picking is done.
Tom Beaumont, General Manager
`,
    expected: {
      parties: ["Aroha Tane", "Cinema Road Vineyard Ltd"],
      signed: "2026-11-04",
      start: "2027-04-01",
      end: "2029-03-31",
      perpetual: false,
      territories: ["NZ", "AU"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["NZD 4800"],
      flags: []
    }
  },
  {
    id: "n27d-05-cruise-documentary-filming-agreement",
    style: "n27d-cruise-line-onboard-filming-releases",
    format: "docx",
    source: `
# ONBOARD FILMING AGREEMENT
Dated: 23 November 2026
## Parties
| Role | Name and address | Defined as |
| Operator | Aurelian Cruises Ltd, Ocean Gate, Town Quay, Southampton SO14 2AQ (company no. 04518823) | "Aurelian" |
| Producer | Northlight Documentary Productions Ltd, 3 Rosebery Mews, Glasgow G12 8QQ (company no. SC611204) | "Northlight" |
## 1. Definitions
1> "Series" means the factual series provisionally entitled "Fjords by Night", produced by Northlight for broadcast.
1> "Sailing" means the voyage of MV Aurelian Star described in Schedule 1, and "Sailing Date" means its date of departure from Southampton given there.
1> "Promotional Clips" means up to ten minutes of footage from the Series selected by Aurelian under clause 6.
## 2. Access
1> Aurelian grants Northlight and a crew of no more than six access to the public areas, bridge (with the Master's consent), galley and crew areas of MV Aurelian Star for the Sailing.
1> Filming is subject at all times to the Master's authority on safety and security.
## 3. Passengers and crew
1> Aurelian will display the Filming Notice in Schedule 2 at embarkation and in every public area and will include it in the pre-departure e-mail to passengers.
1> Northlight will obtain a signed release from every passenger or crew member featured identifiably. A passenger who declines will be given a blue lanyard and will not be filmed identifiably; a passenger who withdraws consent before the end of the Sailing will be blurred or cut.
## 4. Location fee and charges
1> Northlight shall pay Aurelian a location fee of £12,000 for the access and rights in this Agreement.
1> Crew cabins are charged at £1,150 per cabin for the Sailing, and a refundable damage deposit of £5,000 is payable before embarkation. Neither is part of the location fee.
## 5. Rights in the Series
1> Northlight owns all rights in the Series and may exploit it in all media throughout the world.
## 6. Licence of Promotional Clips to Aurelian
1> Northlight grants Aurelian a non-exclusive licence to show the Promotional Clips on the screens and cabin television aboard its ships, on its own website and in its printed brochures.
1> The licence extends to the United Kingdom and to the countries of the ports of call of the Sailing listed in Schedule 1.
1> The licence runs for five years from the Sailing Date.
1> Aurelian shall not sub-license the Promotional Clips to any travel agent or other person, but may supply printed brochures to travel agents for distribution.
## 7. Assignment
1> Northlight may assign this Agreement, in whole or in part, to any broadcaster that commissions the Series.
## 8. Law
1> English law applies.
## Schedule 1 - The Sailing
| Ship | MV Aurelian Star |
| Sailing Date | 4 June 2027, Southampton |
| Ports of call | Stavanger, Flåm, Ålesund (Norway); Reykjavík and Akureyri (Iceland); Tórshavn (Faroe Islands) |
| Return | 18 June 2027, Southampton |
## Schedule 2 - Filming Notice
Filming is taking place aboard this Sailing for a television series. If you do not wish to appear, please collect a blue lanyard from Guest Services.
## Addendum 1 - Term of the Promotional Clips licence
This Addendum forms part of the Agreement and prevails over it. Clause 6.3 is deleted and replaced by: "The licence runs from the Sailing Date until 31 December 2028."
## Signatures
For Aurelian Cruises Ltd: Caroline Mbeki, Director of Brand, 20 November 2026
For Northlight Documentary Productions Ltd: Fraser Gillies, Executive Producer, 23 November 2026
`,
    expected: {
      parties: ["Aurelian Cruises Ltd", "Northlight Documentary Productions Ltd"],
      signed: "2026-11-23",
      start: "2027-06-04",
      end: "2028-12-31",
      perpetual: false,
      territories: ["GB", "NO", "IS", "FO"],
      channels: ["in_store", "web", "print"],
      exclusive: false,
      fees: ["GBP 12000"],
      flags: ["assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27d-06-ferry-passenger-release-withdrawal",
    style: "n27d-cruise-line-onboard-filming-releases",
    format: "text",
    source: `
# WESTERLY ISLES FERRY COMPANY LTD - PASSENGER FILMING RELEASE
Sailing: Oban to Castlebay, MV Island Lantern, 14 July 2026, 13:30 (the "Sailing")
We are filming this crossing for our brochures, website and social media channels and for the screens aboard our vessels.
By signing, you (the passenger named below) give Westerly Isles Ferry Company Ltd ("the Company") permission to film and photograph you during the Sailing and to use the footage and photographs in the Company's printed brochures and timetables, on its website and social media channels, and on screens aboard its vessels, throughout the world and without limit of time from the date of the Sailing.
No payment is made for this release. As a thank-you, passengers who sign receive a complimentary cabin upgrade on their return crossing.
Your right to withdraw: you may withdraw this permission, in whole or for any channel, by writing to filming@westerlyisles.co.uk. We will stop new uses within 30 days of receiving your notice, but we need not recall brochures or timetables already printed.
The Company will not use the footage in any paid advertising on television or in cinemas and will not sell it to anyone else.
Passenger name: Morag Lindsay
Signature: M. Lindsay
Date: 14/07/2026
For the Company: Iain MacNeil, Marketing Manager
---
From: Morag Lindsay <moraglindsay@btinternet.com>
To: filming@westerlyisles.co.uk
Date: 3 August 2026
Subject: Withdrawal - filming on the 14 July Castlebay sailing
Hello, I signed your filming release on the 14 July crossing. I withdraw my permission for your website and social media. I'm happy for the brochures and the screens on the ferries to carry on.
Morag Lindsay
`,
    expected: {
      parties: ["Westerly Isles Ferry Company Ltd", "Morag Lindsay"],
      signed: "2026-07-14",
      start: "2026-07-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["print", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"],
      denies: ["irrevocable_grant", "sublicensable"]
    }
  },
  {
    id: "n27d-07-crew-recruitment-filming-consent",
    style: "n27d-cruise-line-onboard-filming-releases",
    format: "scan",
    source: `
# MERIDIAN STAR CRUISES LTD
# CREW MEMBER FILMING CONSENT - RECRUITMENT CAMPAIGN
Crew member: Jomar Villanueva, Assistant Waiter, crew ID MS-448172, MV Meridian Dawn
1. You agree to be filmed and photographed on board MV Meridian Dawn at work and in crew areas for the Company's crew recruitment campaign (the "Campaign").
2. The Company may use the footage and photographs on its careers website, its recruitment social media pages and in printed recruitment brochures handed out by its manning agencies, in the Philippines, India and Indonesia only.
3. Use is permitted for three years from the Campaign launch date, which the Company will notify to you in writing.
4. You will receive an appearance fee of USD 300 with your next payroll. Hours spent filming outside your scheduled duty are paid at your contractual overtime rate; that pay is not part of the appearance fee.
5. The Company shall not sell or license the footage to any other person.
6. If you are dismissed for misconduct or act in a way that brings the Company into disrepute, the Company may stop using the footage at once.
Signed: Jomar Villanueva, on board, 5 November 2026
For Meridian Star Cruises Ltd: Capt. Sven Aalto, Master, 5 November 2026
NOTICE TO CREW MEMBER (12 January 2027): the Campaign launches on 1 March 2027. - Crew HR, Meridian Star Cruises Ltd
`,
    expected: {
      parties: ["Meridian Star Cruises Ltd", "Jomar Villanueva"],
      signed: "2026-11-05",
      start: "2027-03-01",
      end: "2030-02-28",
      perpetual: false,
      territories: ["PH", "IN", "ID"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: ["USD 300"],
      flags: ["morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27d-08-parish-harvest-festival-consent",
    style: "n27d-faith-and-community-organisation-consents",
    format: "pdf",
    source: `
# CONSENT AND LICENCE - HARVEST FESTIVAL FILM
## Between
The Parochial Church Council of St Columba's, Ashworth (the "PCC"), acting by its Secretary under a resolution of its meeting of 8 September 2026; and
Hearthstone Food Bank Trust, registered charity no. 1164402, of Unit 4, Mill Lane, Ashworth BL0 9RT (the "Charity").
## 1. What is consented to
The PCC consents to the Charity and its volunteer camera team filming and photographing the Harvest Festival service and the food collection afterwards in the church and churchyard on the Festival Day. "Festival Day" means the day of the Harvest Festival stated in the Order of Service annexed.
## 2. Licence
The PCC grants the Charity a licence for twelve months from the Festival Day to use the film and photographs on the Charity's website and social media accounts and in its printed appeal leaflets and annual review, in the United Kingdom, excluding any use in television, radio or cinema advertising.
Members of the congregation who do not wish to be filmed will sit in the north aisle, which will not be filmed. The PCC has no power to consent for individuals and the Charity will obtain its own releases from anyone featured.
## 3. Exclusivity
None. The PCC remains free to allow the diocese, the local press or any other charity to film or photograph the church and its services.
## 4. No political use
The Charity shall not use the film or photographs for any party-political purpose, in connection with any election or referendum campaign, or to suggest that the PCC or the Church of England supports any party, candidate or policy.
## 5. No sub-licensing
The Charity shall not sub-license the film or photographs or supply them to any other organisation.
## 6. Money
No fee is payable for this consent or licence. The Charity intends to make a gift of £500 to the St Columba's Roof Appeal in thanks for the PCC's support; the gift is voluntary and is not payment for the licence. Collections taken at the service belong to the PCC and the food collected goes to the Charity.
## Signed
For the Parochial Church Council of St Columba's, Ashworth: Margaret Hollis, PCC Secretary, 21 September 2026
For Hearthstone Food Bank Trust: Daniel Okafor, Chief Executive, 24 September 2026
## Annex - Order of Service (extract)
St Columba's, Ashworth - Harvest Festival, Sunday 4 October 2026, 10.30 am
Hymn: We plough the fields and scatter. Readings. Blessing of the harvest gifts. Procession to the churchyard.
`,
    expected: {
      parties: ["The Parochial Church Council of St Columba's, Ashworth", "Hearthstone Food Bank Trust"],
      signed: "2026-09-24",
      start: "2026-10-04",
      end: "2027-10-03",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27d-09-church-coat-drive-volunteer-license",
    style: "n27d-faith-and-community-organisation-consents",
    format: "docx",
    source: `
# VOLUNTEER IMAGE LICENSE AND CONSENT AGREEMENT
This Volunteer Image License and Consent Agreement (this "Agreement") is entered into by and between New Covenant Fellowship of Linwood, an Oklahoma nonprofit corporation (the "Church"), and Harbor Lights Family Services, Inc., an Oklahoma nonprofit corporation (the "Partner").
## Recitals
The Partner is running its Winter Coat Drive (the "Campaign") with the help of volunteers from the Church. Each volunteer photographed or filmed will have signed the Church's volunteer consent roster, which the Church holds.
## 1. Grant
1> The Church grants the Partner the right to use photographs and video of the Church's volunteers taken at the Church's coat collection events (the "Volunteer Images") during the Campaign Period stated in Schedule A and within the Tulsa, Oklahoma designated market area.
## 2. Media
1> The Partner may use the Volunteer Images in broadcast television public service announcements, on the Partner's website and social media, and on outdoor posters at bus shelters.
## 3. Exclusivity
1> During the Campaign Period the Church shall not permit any other organization to use images of its volunteers for a coat, clothing or winter-relief drive, except that the Linwood Food Pantry may continue to use such images for its own Thanksgiving food drive.
## 4. No political or endorsement use
1> Consistent with the Church's status under Section 501(c)(3) of the Internal Revenue Code, the Partner shall not use the Volunteer Images to support or oppose any candidate for public office, any ballot measure or any political party.
## 5. License Fee; Donations
1> The Partner shall pay the Church a license fee of $2,500 within 15 days after the Effective Date.
1> The Partner shall reimburse the Church for its custodian's overtime on collection days, estimated at $180.
1> Gifts made by the Partner's staff or supporters into the Church's offering are voluntary donations, not consideration under this Agreement.
## 6. Assignment
1> Neither party may assign this Agreement without the other's written consent.
## 7. Amendment to Section 2
1> This Section 7 prevails over Section 2. Section 2 is deleted and replaced by the following: "The Partner may use the Volunteer Images on the Partner's website and social media and on outdoor posters at bus shelters. No broadcast use is permitted."
## Schedule A - Campaign Period
| Campaign | Winter Coat Drive 2026 |
| Campaign Period begins | November 1, 2026 |
| Campaign Period ends | February 28, 2027 |
## Signatures
NEW COVENANT FELLOWSHIP OF LINWOOD
By: Rev. Marcus Whitfield, Senior Pastor      Date: October 19, 2026
HARBOR LIGHTS FAMILY SERVICES, INC.
By: Janelle Ortiz, Executive Director      Date: October 22, 2026
Effective Date: the later of the dates above.
`,
    expected: {
      parties: ["New Covenant Fellowship of Linwood", "Harbor Lights Family Services, Inc."],
      signed: "2026-10-22",
      start: "2026-11-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home"],
      exclusive: true,
      fees: ["USD 2500"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n27d-10-mandir-diwali-festival-consent",
    style: "n27d-faith-and-community-organisation-consents",
    format: "pdf",
    source: `
# DIWALI ON THE GREEN - COMMUNITY CONSENT AND PHOTOGRAPHY LICENCE
This consent is given by Harrowgate Lane Mandir Trust, Leicester, acting by its Management Committee (the "Committee"), to Lanterns Together, registered charity no. 1187654 (the "Charity"), the festival's charity partner.
1. Festival. The Committee organises Diwali on the Green on Spinney Hill Park on the Festival Day. "Festival Day" has the meaning given in the Festival Programme at the Appendix.
2. Consent. The Committee consents, for the Mandir and for the volunteers it coordinates, to the Charity's photographers and film crew recording the procession, the rangoli workshop, the food stalls and the fireworks.
3. Licence. The Committee grants the Charity a non-exclusive licence to use the photographs and film in its annual report, newsletters and printed fundraising material, on its website and on its social media accounts, in the United Kingdom, for six years from the Festival Day. The licence excludes outdoor posters, billboards and television.
4. Irrevocable. The licence is irrevocable, save that any individual volunteer may ask the Charity to stop using images in which he or she is identifiable and the Charity will then do so for future material.
5. Political use. The Charity shall not use any image in connection with any political party, candidate, election, referendum or campaign on government policy, nor in a way that implies the Mandir's endorsement of one.
6. Assignment. The Charity may not assign or transfer this licence.
7. Payments. The Charity will pay the Committee a licence fee of £300. The Charity's sponsorship of the festival stage (£2,000) and any collection taken for the Charity at the festival are separate, and neither is payment for this licence.
Signed for the Committee: Pravin Lakhani, Chair, 12 October 2026
Signed for Lanterns Together: Helen Coutts, Director, 15 October 2026
## Appendix - Festival Programme
| Event | Diwali on the Green 2026 |
| Festival Day | Saturday 7 November 2026 |
| Place | Spinney Hill Park, Leicester |
| Times | 2 pm procession; 7.30 pm fireworks |
`,
    expected: {
      parties: ["Harrowgate Lane Mandir Trust", "Lanterns Together"],
      signed: "2026-10-15",
      start: "2026-11-07",
      end: "2032-11-06",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 300"],
      flags: ["long_term", "irrevocable_grant"],
      denies: ["assignable"]
    }
  }
]
