// Independent author "n26b" (wave 26), one batch of the DEVELOPMENT half written without reading the reader's rules
// or any other batch's texts (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and
// first entry of n11-shorthand-amendments-carveouts.ts for the file convention, the wave-26 checker and the list of
// batch files), and committed before the reader was run on it. Three styles: music-festival artist engagement and
// promotional-rights terms (a performance fee, the festival's right to film a set for a highlights reel and socials,
// a headliner's approval, radius clauses, an aftermovie released on a date given elsewhere, sponsors' use excluded, a
// media rider that replaces the engagement contract's recording clause); food, menu and restaurant photography
// licences for delivery apps, menus and in-store screens (per-dish fees, marketplace listings, menu boards and table
// cards, a licence that ends when the menu changes, chains named "Billboard Burgers" and "The Print Room Cafe"); and
// Australian and New Zealand talent, usage and model agreements (AUD and NZD with GST at 10 and 15 per cent,
// superannuation, MEAA and Equity clauses, dd/mm/yyyy dates, the Australian Consumer Law, "Australia, New Zealand and
// the Pacific Islands", an agency signing for the talent, a holding fee, usage renewals).
//
// Answer rules decided by this author: the parties are the two who are bound: a festival or client and the artist,
// model or photographer (or the company that contracts in its own name); an agency or agent that signs "as agent for"
// the talent is not a party, and a talent named only in the signature block is one; the signing date is the date of
// the last signature, and where an addendum is agreed later in the same document, the date of the agreement itself
// (the addendum changes terms, it is not the signing); start and end are the licence's (usage period's), not the
// engagement's: "N months from X" ends the day before the anniversary and "N days after X" on X plus N days; a date
// named only in a schedule table or in another clause (an aftermovie release, a menu launch, a first air date) is used
// as if written in the term clause; a licence that ends when a menu is replaced has no end date (no_end_date) unless
// it also has a long-stop date, which is then its end; fees are the sums paid for the services or the rights: a
// performance fee or a session fee is a fee (for the services) whether or not it also covers the filming, a per-dish
// licence fee is one fee at its stated total, a holding fee the client must pay is a fee; VAT, GST, superannuation,
// agency commission, expenses, travel, mileage, a production contribution, deposits and instalments of a fee,
// overtime, rush and kill fees, cancellation sums, and renewal or option prices not yet paid are not fees; a
// promotional-rights letter that says no fee is payable under it has no fee even when a booking contract elsewhere
// pays one; a radius clause (the artist may not play near the festival around its date) is a non_compete but says
// nothing about the licence's exclusivity, so exclusive is null where the grant is silent; a promise by talent not to
// advertise a competing product category is exclusivity (true) with non_compete, and a carve-out for an existing
// client does not undo it; a photographer's promise not to license the images to other restaurants, with a portfolio
// carve-out, is an exclusive licence; a chain, festival or stage named "Billboard", "Outdoor", "Print" or "Cinema" is
// not a channel; delivery-app and marketplace listings, the client's website and app are web; a festival's or brand's
// Instagram, TikTok, Facebook and YouTube accounts are social; menu boards, table cards, in-store screens and shop
// posters are in_store; catalogues and programmes print; billboards, posters outside premises and bus shelters
// out_of_home; free-to-air, subscription television are broadcast and BVOD and online video web; a rider or addendum
// that replaces a clause and prevails is read instead of that clause; "shall not / must not sub-license" denies
// sublicensable, "may not assign" denies assignable, "in no event in perpetuity" denies perpetual_term, and a stated
// lapse of an earlier exclusivity denies non_compete; an option to renew on notice is not automatic renewal, but usage
// that renews unless a party gives notice is; "the Pacific Islands" count only as the countries the contract lists.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n26b-music-festival-artist-promo-agreements",
  "n26b-food-delivery-and-menu-photo-licences",
  "n26b-australian-and-new-zealand-talent-agreements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n26b-01-uk-festival-artist-engagement",
    style: "n26b-music-festival-artist-promo-agreements",
    format: "docx",
    source: `
# ARTIST ENGAGEMENT AGREEMENT
## RIVERBANK OUTDOOR FESTIVAL 2026
THIS AGREEMENT is made between:
(1) RIVERBANK OUTDOOR FESTIVAL LIMITED, a company registered in England and Wales (company number 10938812) whose registered office is at Unit 4, Mill Lane, Henley-on-Thames RG9 1AB (the "Promoter"); and
(2) MARA QUINLAN, professionally known as "MARA Q", c/o Halfmoon Agency Ltd, 22 Rivington Street, London EC2A 3DU (the "Artist").
The Artist's agent, Halfmoon Agency Ltd, negotiated this Agreement on the Artist's behalf and is not a party to it.
## 1. Definitions
1> "Festival" means the Riverbank Outdoor Festival held at Culham Meadows, Oxfordshire from 10 to 12 July 2026.
1> "Performance" means the Artist's live set of not less than sixty (60) minutes on the Main Stage on Saturday 11 July 2026 (the "Performance Date").
1> "Aftermovie" means the official edited film of the Festival produced by or for the Promoter, and "Aftermovie Release Date" has the meaning given in Schedule 2.
1> "Recording Rights" means the rights described in clause 5.
## 2. Engagement
2> The Promoter engages the Artist to give the Performance and the Artist agrees to give it, with her usual band of four musicians.
2> The Artist shall arrive on site no later than 2 hours before stage time and shall comply with the Promoter's site rules and curfew.
## 3. Performance Fee
3> The Promoter shall pay the Artist a fee of £18,000 (eighteen thousand pounds) (the "Performance Fee") plus VAT at the prevailing rate on receipt of a valid VAT invoice.
3> The Performance Fee is payable as to 50% (£9,000) as a deposit within 14 days of signature and as to the balance by bank transfer no later than 7 days after the Performance Date. The deposit is part of the Performance Fee and not an additional sum.
3> In addition, the Promoter shall reimburse the Artist's travel and accommodation up to a cap of £1,200 against receipts. These expenses are not part of the Performance Fee.
3> If the Promoter cancels the Performance for any reason other than Force Majeure within 30 days of the Performance Date, it shall pay the Artist 100% of the Performance Fee as a cancellation payment.
3> The Performance Fee includes the Artist's consent to the Recording Rights in clause 5 and no further sum is payable for them.
## 4. Radius
4> The Artist shall not perform at any public concert or festival within 80 miles of Culham Meadows between 11 April 2026 and 11 August 2026, save for her own headline shows at venues with a capacity of fewer than 2,000 people, which the Promoter approves in advance.
4> The Artist shall not announce any other UK summer festival appearance before the Promoter's line-up announcement.
## 5. Filming and Highlights
5> The Promoter may film and record the Performance and may use up to three (3) minutes of the Performance in the Aftermovie and in a highlights reel, and clips of no more than sixty (60) seconds each on the Promoter's official website and the Festival's Instagram, TikTok, Facebook and YouTube accounts, in each case only to promote the Festival and future editions of it.
5> Excluded uses: the Recording Rights exclude any television broadcast, live stream, radio broadcast, cinema exhibition, paid advertising and any sale of the recording as a record, download or stream.
5> The Recording Rights run from the Performance Date for a period of twelve (12) months from the Aftermovie Release Date, after which the Promoter shall take down the Aftermovie and all clips featuring the Artist, save for archived posts it is not technically able to remove.
5> The Recording Rights are granted worldwide, as online use cannot be limited by country, and are non-exclusive: the Artist remains free to authorise any other recording of her performances.
5> The Artist shall have approval of the edit of any clip or segment of the Performance before first use, such approval not to be unreasonably withheld or delayed beyond 3 working days.
## 6. Sub-licensing and Sponsors
6> The Promoter shall not sub-license the Recording Rights to any person, and shall not permit any sponsor or partner of the Festival, including its headline partner Hallmark Cider, to use the Performance, the Artist's name or the Artist's likeness in any sponsor's advertising or co-branded content.
6> The Artist does not endorse any sponsor of the Festival by performing at it.
## 7. General
7> The Artist does not waive her moral rights as a performer. Each party may not assign this Agreement without the other's written consent.
7> This Agreement is governed by the law of England and Wales.
## SCHEDULE 1 - Technical and Hospitality
Stage time: 19:30 to 20:30. Soundcheck: none (line check only). Hospitality: 10 artist passes, 6 guest passes. Green room catering per Artist's rider.
## SCHEDULE 2 - Aftermovie
The Aftermovie Release Date is 2 October 2026, or such other date as the Promoter notifies to the Artist in writing no later than 14 days beforehand.
SIGNED for and on behalf of RIVERBANK OUTDOOR FESTIVAL LIMITED
Name: Thomas Ashdown, Director    Date: 3 March 2026
SIGNED by MARA QUINLAN
Date: 6 March 2026
`,
    expected: {
      parties: ["Riverbank Outdoor Festival Limited", "Mara Quinlan"],
      signed: "2026-03-06",
      start: "2026-07-11",
      end: "2027-10-01",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 18000"],
      flags: ["non_compete"],
      denies: ["sublicensable", "moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "n26b-02-us-festival-media-rider",
    style: "n26b-music-festival-artist-promo-agreements",
    format: "pdf",
    source: `
# ARTIST ENGAGEMENT CONTRACT
Contract No. DB26-0417
This Contract is entered into by and between the Purchaser and the Artist named below, through Blackline Talent Agency, LLC, as agent for the Artist only (not a party).
| Purchaser | Desert Bloom Music Festival, LLC, a Nevada limited liability company ("Purchaser") |
| Artist | Velvet Moths, a California general partnership ("Artist") |
| Engagement | Desert Bloom Music Festival, Sunflower Stage, Boulder City, NV |
| Engagement Date | Saturday, April 18, 2026 (the "Engagement Date") |
| Set length | 75 minutes; doors 2:00 PM; set time 8:15 PM |
| Guarantee | US $45,000 (forty-five thousand dollars) flat guarantee |
| Deposit | 50% of the Guarantee ($22,500) due to Agency in trust by March 20, 2026 |
| Hospitality buyout | $2,500, in lieu of catering and hotel, payable on the night |
## Terms and Conditions
1. Performance. Artist shall perform the Engagement on the Engagement Date and Purchaser shall pay the Guarantee as set out above. The Guarantee is a fee for the performance only and is not a license fee.
2. Production. Purchaser shall furnish sound, lights and backline per Artist's Technical Rider at Purchaser's sole cost.
3. Cancellation. If Purchaser cancels within 45 days of the Engagement Date, the full Guarantee is payable as liquidated damages.
4. Radius Clause. Artist shall not perform any public engagement within 150 miles of Boulder City, Nevada during the 60 days before and 30 days after the Engagement Date, except for a previously announced club show in Los Angeles on April 30, 2026.
5. Merchandise. Artist shall retain 100% of soft merchandise sales; Purchaser charges no merch fee.
6. Billing. Artist shall receive second-line billing on all Festival advertising.
7. Sponsors. Artist's name and likeness shall not be used in connection with any sponsor, product or brand.
8. Insurance. Purchaser shall maintain general liability insurance of not less than $2,000,000 per occurrence.
9. Recording. Purchaser may record, film, broadcast and stream the Performance in its entirety and exploit such recordings in all media, worldwide, in perpetuity.
10. Riders. The attached Riders form part of this Contract. In the event of conflict, the Riders control.
## RIDER B - MEDIA RIGHTS
B1. This Rider B deletes and replaces Paragraph 9 (Recording) of the Terms and Conditions in its entirety and prevails over anything to the contrary in this Contract.
B2. Purchaser may film the Performance and use excerpts totaling no more than ninety (90) seconds on Purchaser's official social media accounts and on the Festival website, solely to promote the Festival, excluding any livestream, television or radio broadcast, paid media, audio-only release and sponsor-branded content.
B3. Media Period. Purchaser may post excerpts during the period beginning on the Engagement Date and lasting six (6) months (the "Media Period"). In no event shall Purchaser use any footage in perpetuity, and all footage shall be removed from Purchaser's accounts at the end of the Media Period.
B4. Territory: worldwide (online use only).
B5. Approval. Artist shall have approval of all footage before posting. Any footage not approved in writing within 72 hours of submission is deemed rejected.
B6. No Sublicense. Purchaser may not sublicense, sell, or otherwise license the footage to any third party, including any sponsor or media partner of the Festival.
B7. No additional fee is payable for the rights in this Rider.
ACCEPTED AND AGREED:
PURCHASER: Desert Bloom Music Festival, LLC
By: Jordan Castellanos, Talent Buyer    Date: March 2, 2026
ARTIST: Velvet Moths
By: Nina Albright, partner, for the partnership    Date: March 5, 2026
`,
    expected: {
      parties: ["Desert Bloom Music Festival, LLC", "Velvet Moths"],
      signed: "2026-03-05",
      start: "2026-04-18",
      end: "2026-10-17",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: null,
      fees: ["USD 45000"],
      flags: ["non_compete"],
      denies: ["perpetual_term", "sublicensable"]
    }
  },
  {
    id: "n26b-03-dutch-festival-aftermovie-letter",
    style: "n26b-music-festival-artist-promo-agreements",
    format: "scan",
    source: `
# Noordlicht Festival B.V.
Amsterdam, 3 June 2026
Re: your set on the Cinema Stage, Noordlicht Festival, Sunday 16 August 2026 - aftermovie and socials permission
Dear artist,
We are very happy to have you on the Cinema Stage this summer. As every year, our crew will film the festival for the aftermovie and for our social media. This letter sets out what we may do with the footage of your set. Please sign and return it to your booking contact.
1. What we may film. Your DJ set on the Cinema Stage, the crowd, and you on and around the stage.
2. Where we may use it. In the Noordlicht aftermovie and in short clips on our own website and on the Noordlicht Instagram, TikTok and YouTube accounts, anywhere in the world. Not on television, not in paid advertising, and not in any sponsor's campaign (the Heineken and Rabobank branding visible on site does not mean you endorse them).
3. How long. The permission starts when you sign this letter. The aftermovie may stay online without limit of time; clips on Instagram and TikTok may also remain on our accounts indefinitely.
4. Music. We will never use the audio of your set as a release. The aftermovie soundtrack is cleared separately with the labels.
5. Your rights. This is a non-exclusive permission: you keep all rights in your music, your name and your sets. We may not sell or sub-license the footage to anyone.
6. Money. No fee is payable under this letter. Your performance fee and travel are dealt with only in your booking contract of 12 January 2026.
With kind regards,
Noordlicht Festival B.V.
Sanne de Wit, head of content
Read and agreed by the artist:
Name: Jonas Verbeek (professionally known as JVRB)
Date: 9 June 2026
`,
    expected: {
      parties: ["Noordlicht Festival B.V.", "Jonas Verbeek"],
      signed: "2026-06-09",
      start: "2026-06-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n26b-04-irish-festival-headliner-promo-schedule",
    style: "n26b-music-festival-artist-promo-agreements",
    format: "text",
    source: `
# ELECTRIC MEADOW FESTIVAL 2026 - HEADLINER PROMOTIONAL SCHEDULE
Agreed 19 January 2026 between Electric Meadow Festival DAC, Stradbally, Co. Laois ("Promoter") and Ossian Reid ("Artist"), by his agents Northsea Live Ltd, who sign for the Artist and are not a party.
This Schedule forms part of the Artist's headline engagement for Friday 24 July 2026 on the Meadow Stage (Festival: 24 to 26 July 2026).
1. Headline fee: EUR 220,000, payable 50% on signature and 50% on the day of the show. A production contribution of EUR 15,000 towards the Artist's own light show is paid against invoices and is not part of the fee. Irish VAT is added where applicable.
2. Line-up announcement: the Promoter will announce the Artist as headliner on Wednesday 4 February 2026 (the "Announcement Date").
3. Promotional use: from the Announcement Date until thirty (30) days after the last day of the Festival, the Promoter may use the Artist's name, approved photographs and approved logo in Festival posters and billboards, print advertisements, the Festival programme, the Festival website and the Festival's social media accounts.
4. Territory of promotional use: Ireland and Great Britain, excluding any advertising in Northern Ireland before 1 March 2026, where the Artist is on tour.
5. Approval: every use is subject to the Artist's prior written approval (by his management), which is deemed given if no reply within 48 hours. The Artist's approval is required for every photograph; no photographs other than those supplied by management may be used.
6. Sponsors: no sponsor, including the Festival's title partner, may use the Artist's name or likeness, and the Artist's name shall not appear in co-branded sponsor material.
7. Irish exclusive: the Artist's appearance is an Irish exclusive. The Artist shall not perform in the Republic of Ireland or Northern Ireland between 1 May 2026 and 30 September 2026, other than at the Festival.
8. The promotional licence in paragraph 3 is non-exclusive.
9. The Promoter may not assign this Schedule or the engagement.
10. Filming: none. The Artist's headline set shall not be filmed or streamed by the Promoter; the Artist's own crew may film.
Signed: Aoife Brennan, for Electric Meadow Festival DAC
Signed: Callum Shaw, Northsea Live Ltd, as agent for Ossian Reid
`,
    expected: {
      parties: ["Electric Meadow Festival DAC", "Ossian Reid"],
      signed: "2026-01-19",
      start: "2026-02-04",
      end: "2026-08-25",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["out_of_home", "print", "web", "social"],
      exclusive: false,
      fees: ["EUR 220000"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n26b-05-uk-burger-chain-dish-photo-licence",
    style: "n26b-food-delivery-and-menu-photo-licences",
    format: "docx",
    source: `
# PHOTOGRAPHY COMMISSION AND LICENCE AGREEMENT
This Agreement is dated the Agreement Date set out in Schedule 1.
PARTIES
(1) BILLBOARD BURGERS LIMITED, incorporated in England and Wales with company number 12207733, whose registered office is at 90 Deansgate, Manchester M3 2QG (the "Client"); and
(2) SAFFRON & SALT STUDIO LTD, incorporated in England and Wales with company number 13350210, whose registered office is at 5 Ancoats Works, Manchester M4 6BX (the "Studio").
BACKGROUND
The Client operates the "Billboard Burgers" restaurants and sells its menu through its own app and third-party delivery marketplaces. The Client wishes to commission photographs of each dish on its Spring 2026 menu and to license them for its listings and in-store menus.
## 1. Commission
1> The Studio shall photograph each of the dishes listed in Schedule 1 on the Shoot Date and deliver two (2) retouched images per dish (the "Images") on or before the Delivery Date.
1> The Client shall supply the food and a member of kitchen staff for the Shoot Date at its own cost.
## 2. Fees
2> The Client shall pay the Studio a shoot fee of £1,200 for the Shoot Date, and a licence fee of £95 per Image for 24 Images, being £2,280 in total.
2> Food styling and props are recharged at cost, capped at £350. VAT is payable on all sums at the standard rate.
2> Any additional dish photographed at the Client's request on the Shoot Date is charged at £95 per Image, and any reshoot day at £950; no such additional work is agreed at the date of this Agreement.
## 3. Licence
3> The Studio grants the Client a licence to reproduce the Images, in the United Kingdom, on: (a) the Client's listings on third-party food delivery marketplaces, including Deliveroo, Uber Eats and Just Eat; (b) the Client's own website and ordering app; and (c) menu boards, digital menu screens and table cards inside the Client's restaurants.
3> Term: the licence runs from the Delivery Date, for so long as the relevant dish remains on the Client's menu, but in any event for no more than twenty-four (24) months from the Delivery Date. When a dish is withdrawn, the Client shall remove its Images from every listing and screen within 30 days.
3> The Client may sub-license the Images to the delivery marketplaces named in clause 3.1 solely so that they can display the Client's listings, and to no other person.
## 4. Outdoor Advertising
4> No outdoor advertising is licensed. The Images shall not be used on billboards, bus sides, poster sites or any signage outside the Client's restaurants, nor in printed leaflets or press advertising. Any such use requires a separate licence and fee.
## 5. Exclusivity
5> During the term, the Studio shall not license the Images, or any other photograph of the Client's dishes taken on the Shoot Date, to any other restaurant, food delivery business or food brand.
5> Carve-out: the Studio may use the Images in its own portfolio, on its own website and social media, and in awards entries, with a credit to the Client.
## 6. General
6> The Client may not assign or transfer this licence. Copyright in the Images remains with the Studio. The Studio asserts its right to be identified as author, except on marketplace listings, menu boards and table cards, where no credit is required.
6> This Agreement is governed by the law of England and Wales.
## SCHEDULE 1 - Details
| Item | Detail |
| Agreement Date | 2 March 2026 |
| Shoot Date | 4 March 2026 |
| Delivery Date | 11 March 2026 |
| Dishes | 12 burgers and sides from the Spring 2026 menu (see shot list) |
| Images | 24 (2 per dish) |
SIGNED for BILLBOARD BURGERS LIMITED: Priya Mistry, Marketing Director
SIGNED for SAFFRON & SALT STUDIO LTD: Hannah Lowe, Director
`,
    expected: {
      parties: ["Billboard Burgers Limited", "Saffron & Salt Studio Ltd"],
      signed: "2026-03-02",
      start: "2026-03-11",
      end: "2028-03-10",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "in_store"],
      exclusive: true,
      fees: ["GBP 1200", "GBP 2280"],
      flags: ["sublicensable"],
      denies: ["assignable"]
    }
  },
  {
    id: "n26b-06-us-restaurant-group-menu-launch-license",
    style: "n26b-food-delivery-and-menu-photo-licences",
    format: "pdf",
    source: `
# MENU PHOTOGRAPHY SERVICES AND LICENSE AGREEMENT
This Menu Photography Services and License Agreement (the "Agreement") is effective as of the date of the last signature below, between Harbor & Vine Restaurant Group, LLC, a Delaware limited liability company ("Client"), and Plated Visuals Agency, Inc., a New York corporation ("Agency").
## 1. Services
Agency shall plan, style and photograph the thirty (30) dishes on Client's Fall 2026 menu (the "Dishes") at Client's commissary kitchen in Brooklyn, New York, and deliver final images (the "Images") within ten (10) business days after the shoot.
## 2. Fall 2026 Menu
Client will launch the Fall 2026 menu in all of its restaurants and on all delivery marketplaces on September 15, 2026 (the "Launch Date").
## 3. Compensation
(a) Production fee: $8,500, covering the shoot, styling and retouching.
(b) License fee: $150 per Dish for 30 Dishes, or $4,500 in total.
(c) Rush fee: $750 if Client requests delivery in fewer than five (5) business days. Client has not requested rush delivery.
(d) Kill fee: if Client cancels the shoot less than seven (7) days before the scheduled date, 50% of the production fee.
(e) Sales tax, where applicable, is in addition. Travel outside New York City is reimbursed at cost with Client's prior approval.
## 4. License
(a) Grant. Agency grants Client a non-exclusive license to use the Images in the United States on (i) Client's listings on third-party marketplaces, including DoorDash, Grubhub and Uber Eats; (ii) Client's website and mobile ordering app; (iii) Client's own organic social media accounts; and (iv) in-restaurant digital menu screens, table tents and counter cards.
(b) License Period. The license begins on the Launch Date and continues until the Fall 2026 menu is replaced by Client's next seasonal menu. Client shall remove the Images from all marketplaces and screens within fourteen (14) days after the replacement menu goes live.
(c) Excluded uses. No paid social advertising, television, outdoor, or printed menus, unless agreed in a signed change order at Agency's then-current rates.
## 5. Sublicensing
Client shall not sublicense, sell or transfer the Images. Display of the Images by a marketplace within Client's own listing is a use by Client and not a sublicense.
## 6. Ownership and Credit
Agency owns all copyright in the Images. No photo credit is required on marketplace listings or menu screens.
## 7. Miscellaneous
This Agreement is governed by the laws of the State of New York.
HARBOR & VINE RESTAURANT GROUP, LLC
By: Daniel Reyes, VP Marketing    Date: August 3, 2026
PLATED VISUALS AGENCY, INC.
By: Margot Feld, President    Date: August 5, 2026
`,
    expected: {
      parties: ["Harbor & Vine Restaurant Group, LLC", "Plated Visuals Agency, Inc."],
      signed: "2026-08-05",
      start: "2026-09-15",
      end: null,
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 8500", "USD 4500"],
      flags: ["no_end_date"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n26b-07-bristol-cafe-menu-photo-permission",
    style: "n26b-food-delivery-and-menu-photo-licences",
    format: "scan",
    source: `
# IMAGE LICENCE - WINTER MENU PHOTOGRAPHS
Dated 14 October 2026
The Print Room Cafe Ltd, 12 Gloucester Road, Bristol BS7 8AE (the "Cafe") and the photographer who signs below (the "Photographer") agree as follows.
1. Photographs. The Photographer will photograph the 12 dishes of the Cafe's Winter Menu (one hero image per dish) at the Gloucester Road site.
2. Fee. £60 per dish, £720 in all, plus VAT if the Photographer becomes VAT registered. Mileage is paid on top at 45p a mile (about £45 expected). The fee is due within 30 days of delivery.
3. Use. The Cafe may use the images on the menu boards, table cards and counter screens in its three Bristol cafes, and on its Deliveroo and Just Eat listings, in the United Kingdom only. The images are not licensed for print advertising, leaflets, posters outside the cafes or any other use.
4. How long. From 1 November 2026, when the Winter Menu launches, until the Winter Menu is replaced by the Spring Menu, and in any case not after 31 March 2027.
5. Other businesses. The Cafe may not sub-license or lend the images to any other business, including its coffee roaster and its bakery suppliers.
6. Credit. No credit is needed on menu boards or listings.
Signed for The Print Room Cafe Ltd: Eleanor Marsh, owner
Signed by the Photographer: Delphine Okafor
`,
    expected: {
      parties: ["The Print Room Cafe Ltd", "Delphine Okafor"],
      signed: "2026-10-14",
      start: "2026-11-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: null,
      fees: ["GBP 720"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n26b-08-au-brewery-tvc-talent-agreement",
    style: "n26b-australian-and-new-zealand-talent-agreements",
    format: "docx",
    source: `
# TALENT ENGAGEMENT AND USAGE AGREEMENT
## Parties
| Client | Koala Bay Breweries Pty Ltd ACN 614 220 981 of 18 Wharf Street, Fremantle WA 6160 ("Client") |
| Talent | Liam Castellano ("Talent") |
| Agent | Harbourside Talent Management Pty Ltd ABN 33 602 118 774, signing as agent for and on behalf of the Talent ("Agent"), not a party in its own right |
| Production | "Summer Pour" 30 and 15 second television commercials and cut-downs (the "Commercial") |
## 1. Engagement
1> The Client engages the Talent to perform the principal role in the Commercial on one shoot day, 20/02/2026, at Cottesloe Beach, Western Australia, for a 10-hour day including meal breaks.
1> This engagement is made under, and the Talent's minimum entitlements are those of, the MEAA Commercial Agreement for television commercials. Nothing in this Agreement reduces an entitlement under that agreement.
## 2. Fees
2> Session fee: AUD 1,200 for the shoot day.
2> Usage fee: AUD 8,500 for the Usage Period and the Media in clause 3.
2> Overtime: AUD 150 per hour or part hour beyond 10 hours, payable only if worked.
2> All fees are exclusive of GST. The Client shall pay GST at 10% on the fees on receipt of a tax invoice from the Agent.
2> Superannuation: the Client shall pay superannuation guarantee contributions of 12% of the session fee into the Talent's nominated fund. Superannuation is paid to the fund, is not part of the fees and does not reduce them.
2> The Agent's commission of 20% is deducted from the fees by the Agent and is not payable by the Client in addition.
## 3. Usage
3> Media: free-to-air and subscription television, broadcaster video on demand (BVOD), online video, the Client's social media channels and cinema advertising, excluding outdoor, print and in-store point of sale.
3> Territory: Australia and New Zealand.
3> Usage Period: twelve (12) months commencing on the First Air Date stated in the Schedule.
3> Renewal: the Client may renew the Usage Period for a further twelve (12) months for AUD 7,000 plus GST by written notice to the Agent before the Usage Period ends. Without such notice the usage ends.
## 4. Exclusivity
4> During the Usage Period the Talent shall not appear in any advertising, sponsored content or promotion for beer, cider or ready-to-drink alcoholic beverages in Australia or New Zealand.
4> Carve-out: the Talent's existing campaign for Sunfield Wines (wine only), which runs to 30/06/2026, is permitted. Non-alcoholic beverages are not restricted.
## 5. Rights
5> The Client must not sub-license the rights in this Agreement. The Client's media buying agency placing the Commercial on the Client's behalf is not a sub-licensee.
5> Nothing in this Agreement excludes, restricts or modifies any right or remedy under the Australian Consumer Law.
5> This Agreement is governed by the laws of Western Australia.
## Schedule
| First Air Date | 15/03/2026 |
| Shoot date | 20/02/2026 |
| Usage ends | see clause 3.3 |
SIGNED by Koala Bay Breweries Pty Ltd by its authorised officer Grace Nguyen, Head of Brand, on 10/02/2026
SIGNED by Harbourside Talent Management Pty Ltd as agent for Liam Castellano, by Sophie Martin, on 12/02/2026
`,
    expected: {
      parties: ["Koala Bay Breweries Pty Ltd", "Liam Castellano"],
      signed: "2026-02-12",
      start: "2026-03-15",
      end: "2027-03-14",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["broadcast", "web", "social", "cinema"],
      exclusive: true,
      fees: ["AUD 1200", "AUD 8500"],
      flags: ["non_compete"],
      denies: ["sublicensable", "automatic_renewal"]
    }
  },
  {
    id: "n26b-09-nz-outdoor-apparel-model-agreement",
    style: "n26b-australian-and-new-zealand-talent-agreements",
    format: "pdf",
    source: `
# MODEL BOOKING AND USAGE AGREEMENT
Date: 14/07/2026
Client: Fernleaf Outdoor Apparel Limited (NZBN 9429047738112), 41 Cashel Street, Christchurch 8011 ("Client")
Agency: Tui Model Management Limited, Auckland, acting as agent for the model named in the signature block below (the "Talent")
1. Booking. The Talent will model Fernleaf's Spring/Summer 2026 outdoor clothing range for a one-day stills shoot on 28/07/2026 in Queenstown.
2. Fees. Shoot fee: NZD 1,800. Usage fee: NZD 6,000 for the first Usage Period. Holding fee: NZD 2,000 for the period from the shoot to Campaign Launch, during which the Talent is held exclusive to the Client under clause 7. All fees are plus GST at 15%. The Agency's service fee of 20% is charged to the Client on top and is not paid to the Talent. Travel and accommodation in Queenstown are provided by the Client.
3. Campaign Launch. The campaign will launch on 01/09/2026 ("Campaign Launch").
4. Usage Period and renewal. The Usage Period is twelve (12) months from Campaign Launch. It renews automatically for successive twelve (12) month periods at a usage fee of NZD 5,000 per period unless either party gives written notice at least 30 days before the end of the current period.
5. Media. The Client's website and online store, the Client's social media channels, its printed catalogue, and posters and screens inside Fernleaf stores, excluding outdoor advertising (billboards, bus shelters and street posters) and television.
6. Territory. New Zealand.
7. Exclusivity. From the shoot until the end of the Usage Period, the Talent will not model for any other outdoor clothing or footwear brand in New Zealand, except under her existing contract with Alpine Run Shoes, which may continue.
8. Equity. The Talent is not engaged under any collective agreement. Nothing in this agreement prevents the Talent from being a member of Equity New Zealand or from seeking its advice.
9. Consumer law. Nothing in this agreement limits rights under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986.
## ADDENDUM 1 - TERRITORY (agreed 20/07/2026)
A. Clause 6 (Territory) is deleted and replaced with: "Territory. New Zealand, Australia and the Pacific Islands, being Fiji, Samoa, Tonga and the Cook Islands."
B. No additional fee is payable for the extended territory. This Addendum prevails over the agreement where they differ; all other terms are unchanged.
Signed for Fernleaf Outdoor Apparel Limited: Hemi Walker, Marketing Manager, 14/07/2026
Signed for Tui Model Management Limited as agent: Kate Bryant, 14/07/2026
Talent: Mereana Walsh, 14/07/2026
Addendum 1 initialled by both parties 20/07/2026
`,
    expected: {
      parties: ["Fernleaf Outdoor Apparel Limited", "Mereana Walsh"],
      signed: "2026-07-14",
      start: "2026-09-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["NZ", "AU", "FJ", "WS", "TO", "CK"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["NZD 1800", "NZD 6000", "NZD 2000"],
      flags: ["automatic_renewal", "non_compete"]
    }
  },
  {
    id: "n26b-10-au-stills-usage-renewal-letter",
    style: "n26b-australian-and-new-zealand-talent-agreements",
    format: "text",
    source: `
# USAGE RENEWAL - WATTLE & CO SUMMER STILLS
Bondi Faces Management Pty Ltd
Level 2, 110 Campbell Parade, Bondi Beach NSW 2026
25/03/2026
To: Wattle & Co Pty Ltd, attention Olivia Hart, Brand Manager
Re: Jack Tran - renewal of image usage, original agreement dated 02/03/2025
Dear Olivia,
Thank you for confirming that Wattle & Co wishes to renew its use of the summer stills featuring our talent Jack Tran. We sign this letter as agent for Jack. The renewal terms are:
Renewal period: 01/04/2026 to 31/03/2027.
Media: Wattle & Co's website and online store, its Instagram and Facebook accounts, and point-of-sale displays in Wattle & Co stores. Television, outdoor and print advertising are not included.
Territory: Australia only.
Renewal fee: AUD 4,000 plus GST of AUD 400 (total invoice AUD 4,400). No superannuation is payable on usage fees. The original session fee of AUD 900 was paid in 2025 and is not charged again.
Exclusivity: none. The category exclusivity in clause 7 of the original agreement (homewares) ended on 31/03/2026 and does not apply during the renewal period; Jack is free to work for any brand. This usage renewal is non-exclusive.
Further renewal: Wattle & Co may request a further 12-month renewal at AUD 4,000 plus GST; it is not automatic and must be agreed in writing.
All other terms of the original agreement continue. Nothing in this letter limits rights under the Australian Consumer Law.
Please sign below to accept.
Kind regards,
Rachel Pham, Director, Bondi Faces Management Pty Ltd, as agent for Jack Tran
Accepted for Wattle & Co Pty Ltd: Olivia Hart, 27/03/2026
`,
    expected: {
      parties: ["Wattle & Co Pty Ltd", "Jack Tran"],
      signed: "2026-03-27",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["AU"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["AUD 4000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  }
]
