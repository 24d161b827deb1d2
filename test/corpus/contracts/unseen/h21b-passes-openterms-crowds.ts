// Held-out author "h21b" (wave 21), one batch written from scratch without reading the reader (domain/, application/,
// adapters/), any other batch, held-out/ or NOTES.md: only Corpus.ts, the flag names and LONG_TERM_MONTHS of
// ContractFlags.ts, the header and first entry of n11's batch for the file convention, the wave 21 checker and the
// file names of unseen/. Committed before the reader was run on it. It holds three drafting styles: accreditation
// and photo-pass terms for photographers and crews at concerts, festivals and sports events (first three songs,
// editorial only, the artist's approval, free of charge or with a fee, an official photographer, a documentary crew
// with exclusive access carved out for the host broadcaster); public or semi-public licences (a brand's media-kit
// terms with no named licensee, an open photo licence with attribution, non-commercial and no-derivatives terms, a
// museum's open-access terms with restricted exceptions and a price list for other licences); and group releases of
// crowd and background performers (a roster table, one day rate and overtime, a buy-out of all media, a minor signed
// for by a parent, a later schedule that replaces the usage clause, a usage term running from a release date given
// in a schedule).
//
// Answer rules decided by this author: the parties are those bound by the grant, named as the contract names them:
// the organiser and the accredited photographer or crew, the production company and every performer of a group
// roster (a minor is the party, the parent who signs for the minor is not), an artist's company and the
// photographer; a publication, broadcaster or outlet named but not signing is not a party; a published licence with
// no named licensee ("you") has the licensor as its only party; a party named only in the signature block is still
// a party. A published licence has no signing date and no start ("last updated" or "version date" is not a signing);
// a signed pass or release is signed on the last signature's date; a later schedule that amends a release does not
// change its signing date. Start is the day the licensed use may begin (a festival's or shoot's first day when the
// terms say so); "N months/years from X" ends the day before the anniversary, "within 30 days after X" ends on X
// plus 30 days. "Without time limit" and "perpetual" are perpetual; a licence that runs until revoked is not
// perpetual and has no end date (no_end_date). Territories: the places the use is licensed for; Northern Ireland is
// GB; no territory stated is an empty list. Channels: print and online editions are print and web; a broadcaster's
// online player and video-on-demand are web; posters are out_of_home, a printed programme print; "any medium or
// format" is every channel (unlimited_media); "all media excluding X and Y" is every channel but X and Y, and is
// not unlimited_media, because media are excluded; a channel named only to be forbidden is not a channel; a name
// such as "Cinema Lane" or "Kestrel Outdoor Media" is not a channel. Exclusive: true or false only where the text
// says so; silent (a release, a pass that says nothing) is null; an exclusivity carved out for someone else stays
// exclusive. Fees: sums paid for the rights or the services, once each (a day rate per performer is one fee, a
// buy-out per performer another); VAT, GST, superannuation, deposits, expenses and meal allowances, overtime owed
// only if incurred, a cancellation payment and a price list for licences not taken are not fees; "free of charge"
// gives no fee (no_fee_stated). Flags: buyout for an assignment or buy-out of all rights in all media for all time;
// irrevocable_grant only where the text calls the grant irrevocable; a prohibition ("shall not sub-license", "may
// not be assigned", "we may revoke", "moral rights are not waived") denies the flag.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h21b-event-accreditation-terms",
  "h21b-open-and-brand-asset-licences",
  "h21b-group-background-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h21b-01-festival-photo-pass-terms",
    style: "h21b-event-accreditation-terms",
    format: "text",
    source: `
# HARBOURSIDE SOUNDS 2027 – PHOTO PASS – TERMS OF ACCREDITATION
Pass No. PH-0417. Holder: Tamsin Okafor. Outlet: The Quayside Courier. Valid: Saturday 10 July 2027 to Monday 12 July 2027, all stages.
Issued by Harbourside Sounds Festival Ltd (the Organiser). By collecting and wearing this pass the Holder accepts these terms. Terms accepted online by the Holder on 21 June 2027.
PHOTOGRAPHY. The Holder may photograph the first three songs of each set from the pit only. No flash. No video or audio recording of any kind. Acts marked * on the running order may withdraw photo access on the day.
EDITORIAL LICENCE. The Organiser permits the Holder to publish images taken under this pass for editorial purposes only, in the Outlet's print edition and on the Outlet's website, from the first day of the Festival until the end of the period of six months beginning on the last day of the Festival. Social media: not permitted.
COMMERCIAL USE. No commercial use of any image is permitted. Images shall not be used in advertising, on merchandise or product, or sold or supplied to any stock library or agency.
ARTIST APPROVAL. Where an act's management requires it, images of that act must be submitted for approval before publication. Images that are not approved shall not be published.
SUB-LICENSING. The Holder shall not sub-license, syndicate or otherwise make images available to any third party.
NO EXCLUSIVITY. Accreditation confers no exclusive right. The Organiser accredits other photographers and media at its discretion.
CHARGES. Accreditation is free of charge. A replacement pass costs £25.
TRANSFER. This pass is personal to the Holder and these terms may not be assigned or transferred. A pass in the hands of anyone else will be confiscated.
The Organiser may withdraw this pass at any time for breach of these terms.
Harbourside Sounds Festival Ltd, The Boathouse, Quay Road, Bristol BS1 4RN. Press office: press@harboursidesounds.co.uk
`,
    expected: {
      parties: ["Harbourside Sounds Festival Ltd", "Tamsin Okafor"],
      signed: "2027-06-21",
      start: "2027-07-10",
      end: "2028-01-11",
      perpetual: false,
      territories: [],
      channels: ["print", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h21b-02-us-artist-photo-release",
    style: "h21b-event-accreditation-terms",
    format: "docx",
    source: `
# LIVE PERFORMANCE PHOTO RELEASE
This Live Performance Photo Release (this "Release") is entered into as of September 15, 2026 between the following parties:
| Company | Lantern Hill Touring LLC, a Tennessee limited liability company, f/s/o the group professionally known as Velvet Ghost ("Company") |
| Photographer | Dana Reyes, an individual ("Photographer") |
| Publication | Sound & Vision Weekly (the "Publication"), for which Photographer is on assignment. The Publication is not a party to this Release. |
| Show | Velvet Ghost, "Hollow Sky Tour", Ryman Auditorium, Nashville, TN, on the date set out in the Show Details below (the "Show") |
## Show Details
| Show date | Doors | Photo pit access |
| September 18, 2026 | 7:00 PM | First three (3) songs of the headline set only |
1> Access. Company will arrange a photo pass for Photographer for the Show. Photographer may shoot the first three (3) songs of Velvet Ghost's set from the photo pit or the soundboard position, without flash. Photographer will not photograph any support act without that act's separate consent.
1> Permitted Use. Photographer may publish up to ten (10) images taken at the Show ("Images") one time, solely to illustrate a review of or news article about the Show, in the Publication's U.S. and Canadian print editions and on the Publication's website, within thirty (30) days after the Show. All other uses are reserved.
1> Approval. Before publication Photographer will send the proposed Images to Company at photo@lanternhilltouring.com. Company may reject any Image within forty-eight (48) hours; silence is approval. Rejected Images will not be published or circulated.
1> Restrictions. Photographer will not use any Image on social media, in any advertising or promotion, on merchandise, in any book or exhibition, or sell or license any Image to a stock agency. Photographer keeps the copyright in the Images, subject to this Release.
1> No Fee. No fee or other compensation is payable by either party under this Release. Photographer pays Photographer's own travel and expenses.
1> No Assignment. Photographer may not assign this Release or the photo pass. Any attempted assignment is void.
1> General. This Release is governed by the laws of the State of Tennessee and is the entire agreement between the parties about the Show.
AGREED AND ACCEPTED:
LANTERN HILL TOURING LLC, By: Marcy Oduya, Tour Manager. Date: September 15, 2026
PHOTOGRAPHER: Dana Reyes. Date: September 14, 2026
`,
    expected: {
      parties: ["Lantern Hill Touring LLC", "Dana Reyes"],
      signed: "2026-09-15",
      start: "2026-09-18",
      end: "2026-10-18",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["assignable"]
    }
  },
  {
    id: "h21b-03-cycle-race-documentary-access",
    style: "h21b-event-accreditation-terms",
    format: "pdf",
    source: `
# DOCUMENTARY ACCESS AND FILMING LICENCE
## Tour of the Fells 2027
THIS LICENCE is made on the date stated in Schedule 1
BETWEEN:
(1) FELLRACE EVENTS LIMITED, a company registered in England and Wales (no. 08812265) whose registered office is at Lowther House, Penrith CA11 7QF ("the Organiser"); and
(2) KESTREL OUTDOOR MEDIA LIMITED, a company registered in Scotland (no. SC614870) whose registered office is at 22 Haymarket Yards, Edinburgh EH12 5BH ("the Producer").
## 1. Definitions
1.1 "Event" means the Tour of the Fells 2027 stage race held on the dates stated in Schedule 1.
1.2 "Footage" means all film, video, sound and still images recorded by the Producer at the Event.
1.3 "Programme" means the documentary series provisionally entitled "Climb" commissioned from the Producer by the Commissioning Broadcaster named in Schedule 1.
1.4 "Licence Period" means the period stated in Schedule 1.
## 2. Accreditation
2.1 The Organiser shall accredit up to six crew members of the Producer for the Event, including access to team areas, start and finish enclosures and two motorbike camera positions on the route.
2.2 The Producer's crew shall wear accreditation at all times, obey the directions of race officials and the Commissaires, and shall not film inside team buses or medical areas without the consent of the persons filmed.
## 3. Licence
3.1 The Organiser grants to the Producer a licence during the Licence Period to use the Footage and the Event name in the Programme and its trailers, in the United Kingdom and Ireland, by television broadcast and on the websites and video-on-demand services of the Commissioning Broadcaster, excluding social media platforms, theatrical exhibition and any outdoor or public screens.
3.2 Nothing in this Licence permits the use of the Organiser's trade marks or of riders' images for the advertising of any product or service.
## 4. Exclusivity
4.1 During the Licence Period the Organiser shall not grant documentary or behind-the-scenes access to the Event to any other producer, save that the Organiser's host broadcaster may film the Event for live coverage, highlights and news, and participating teams may film their own riders for their own channels.
## 5. Fees and Payments
5.1 In consideration of the rights granted the Producer shall pay the Organiser an access fee of £8,500 plus VAT within 30 days of invoice.
5.2 The Producer shall pay a refundable equipment and vehicle deposit of £1,000 before the Event, returned within 14 days after the Event less any damage to Organiser equipment.
5.3 Road closure and marshalling costs incurred at the Producer's request shall be recharged at cost.
## 6. Assignment
6.1 The Producer may not assign or transfer this Licence, or any of its rights under it, without the prior written consent of the Organiser.
## 7. Law
7.1 This Licence is governed by the law of England and Wales.
## Schedule 1 – Particulars
| Item | Particular |
| Date of this Licence | 3 March 2027 |
| Event dates | 14 June 2027 to 20 June 2027 |
| Commissioning Broadcaster | Northfield Television plc |
| Licence Period | 1 June 2027 to 31 May 2030 |
Signed for FELLRACE EVENTS LIMITED by Graham Tulloch, Director
Signed for KESTREL OUTDOOR MEDIA LIMITED by Isla Fraser, Managing Director
`,
    expected: {
      parties: ["Fellrace Events Limited", "Kestrel Outdoor Media Limited"],
      signed: "2027-03-03",
      start: "2027-06-01",
      end: "2030-05-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["GBP 8500"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "h21b-04-official-festival-photographer-scan",
    style: "h21b-event-accreditation-terms",
    format: "scan",
    source: `
# THE PRINTHOUSE WEEKENDER 2027 – OFFICIAL PHOTOGRAPHER TERMS
Printhouse Live DAC (the Organiser) engages the photographer who signs below (the Photographer) as an official photographer of The Printhouse Weekender, Dublin, on 7, 8 and 9 August 2027 (the Festival).
1> Shooting. All-areas pass for the Festival. First three songs from the pit for headline acts; side-stage only where the act's tour manager agrees. No flash at any time.
1> Fee. €1,300 for the Festival, covering the Photographer's services and the licence in clause 4. Travel expenses up to €200 are reimbursed against receipts. The Organiser's accreditation charge of €60 is waived.
1> Delivery. 40 edited images per day within 24 hours through the Organiser's press drive.
1> Licence. The Photographer keeps copyright and grants the Organiser a non-exclusive licence to use the images to promote the Festival on its website and social media, on posters and in the printed programme, throughout the island of Ireland (Ireland and Northern Ireland), for two years from the first day of the Festival.
1> Artist approval. Images of headline acts are used only after the act's management has approved them.
1> No sub-licensing. The Organiser shall not sub-license, sell or give the images to sponsors, artists or any third party.
1> Photographer's own use. Editorial and portfolio use by the Photographer is allowed once the Festival is over.
Signed for Printhouse Live DAC: Ciara Walsh, Production Manager, 12 July 2027
Photographer: Aoife Brennan, 12 July 2027
`,
    expected: {
      parties: ["Printhouse Live DAC", "Aoife Brennan"],
      signed: "2027-07-12",
      start: "2027-08-07",
      end: "2029-08-06",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["web", "social", "out_of_home", "print"],
      exclusive: false,
      fees: ["EUR 1300"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h21b-05-brand-media-kit-terms",
    style: "h21b-open-and-brand-asset-licences",
    format: "text",
    source: `
# Cinema Lane Popcorn Co. – Press & Media Kit: Brand Asset Terms of Use
Last updated: February 2, 2027
Thanks for writing about Cinema Lane! This media kit contains our logos, wordmark, product photography and founder headshots (the "Brand Assets"). If you download or use the Brand Assets, you agree to these terms.
What you can do
• Use the Brand Assets, free of charge, in editorial articles, reviews, gift guides and news coverage about Cinema Lane, online or in print.
• Use them on retailer websites and in retailer listings for genuine Cinema Lane products.
• Share them on social media when you are talking about Cinema Lane.
What you can't do
• Use the Brand Assets in television, cinema or outdoor advertising, or in any ad for another product.
• Change the colors, proportions or wording of our logos, or combine them with your own marks.
• Suggest that Cinema Lane sponsors or endorses you, your publication or your store.
Sub-licensing
You may not sub-license, sell, or redistribute the Brand Assets as a standalone collection, including by uploading them to a stock, icon or logo library.
Our rights
This is a non-exclusive, personal permission. It may not be assigned or transferred to anyone else. We can revoke it at any time, for anyone, by notice or by updating this page, and you will then stop new uses of the Brand Assets. Cinema Lane Popcorn Co. keeps all rights not expressly granted, including all trademark rights.
Photo credit
Product photography: please credit "Cinema Lane Popcorn Co." Founder headshots: please credit "Photo: Mireille Tan".
Questions? press@cinemalanepopcorn.com – Cinema Lane Popcorn Co., 1800 Larimer Street, Denver, CO 80202.
`,
    expected: {
      parties: ["Cinema Lane Popcorn Co."],
      signed: null,
      start: null,
      end: null,
      perpetual: false,
      territories: [],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["sublicensable", "assignable", "irrevocable_grant"]
    }
  },
  {
    id: "h21b-06-open-photo-licence-nc-nd",
    style: "h21b-open-and-brand-asset-licences",
    format: "pdf",
    source: `
# Fieldnotes Open Photo Licence 1.0 – Attribution, Non-Commercial, No Derivatives
Applied by Moss & Tern Photographic Collective CIC (the Licensor) to the photographs published in "The Greyfriars Street Archive" collection (the Work). Version date: 3 April 2026.
## 1. Who this licence is for
This licence is offered to anyone who wishes to use the Work ("you"). You accept it by exercising any right under it. No signature is needed and no fee is payable.
## 2. Grant
Subject to these terms, the Licensor grants you a worldwide, royalty-free, non-exclusive, perpetual and irrevocable licence to reproduce, display and share the Work, in whole or in part, in any medium or format now known or later developed, for non-commercial purposes only.
## 3. Conditions
3.1 Attribution. You must credit "Moss & Tern Photographic Collective, The Greyfriars Street Archive", link to this licence, and state that the Work is used under it.
3.2 Non-commercial. You may not use the Work primarily for commercial advantage or monetary compensation, including in advertising, on products for sale, or behind a paywall.
3.3 No derivatives. You may share the Work only as it is. You may not crop (other than to fit a layout), colourise, composite, caption misleadingly or otherwise adapt it, and you may not share adapted material.
3.4 No sub-licensing. You may not sub-license the Work or impose any further terms on anyone who receives it from you; each recipient receives this licence directly from the Licensor.
## 4. Moral rights
Moral rights are not waived. The photographers keep the right to be identified as authors and to object to derogatory treatment of the Work, and nothing in this licence waives or limits them.
## 5. Termination
Your rights end automatically if you breach this licence. They are reinstated if you cure the breach within 30 days of discovering it. The licence given to everyone else continues.
## 6. Other uses
Commercial uses and adaptations need a separate written licence from the Licensor: contact licensing@mossandtern.org.uk.
## 7. No warranties
The Work is offered as-is. Some photographs show identifiable people; you are responsible for any permissions your use needs.
`,
    expected: {
      parties: ["Moss & Tern Photographic Collective CIC"],
      signed: null,
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "no_fee_stated"],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h21b-07-museum-open-access-terms",
    style: "h21b-open-and-brand-asset-licences",
    format: "docx",
    source: `
# Wexcombe Museum of Art – Open Access Image Terms
These terms apply to digital images downloaded from the Wexcombe Museum of Art's online collection (the Museum). They were approved by the Trustees on 9 January 2026.
1> Open Access images. Images of works that are out of copyright carry the label "Open Access". The Museum dedicates its own photography of those works to the public.
1> What you may do. You may download, copy, print, adapt and publish Open Access images, for any purpose, in any media, anywhere in the world, without charge and without time limit. You do not need to ask us or tell us.
1> Commercial use. Commercial use of Open Access images is allowed, including on products for sale, but you may not use an image, the Museum's name or its logo in a way that suggests the Museum endorses you or your product. The Museum's name and logo are not licensed under these terms.
1> Exclusivity. None. Anyone may use Open Access images on the same terms, and the Museum will not grant any exclusive right in them.
1> Exceptions. These terms do not cover: (a) images labelled "Restricted", which show works still in copyright or lent to the Museum; (b) images of the Treacy Bequest of studio photographs, which may be used for private study only; and (c) photographs of visitors, staff or events. You may not use an excepted image in any publication without a separate licence.
1> Licences for excepted images. The Picture Library licenses Restricted images for a fee. Current prices, not payable for Open Access images:
| Use | Price per image |
| Editorial, print run up to 5,000 | £85 |
| Editorial, online only | £60 |
| Commercial products and advertising | on application |
| Rush supply within 48 hours | £25 surcharge |
1> Credit. Please credit "Wexcombe Museum of Art" where you can. This is a request, not a condition.
1> No warranty. The Museum cannot guarantee that an image is free of other rights, such as trade marks or the rights of people shown.
Wexcombe Museum of Art, Harbour Street, Wexcombe, Dorset DT6 3LP. picturelibrary@wexcombemuseum.org.uk
`,
    expected: {
      parties: ["Wexcombe Museum of Art"],
      signed: null,
      start: null,
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: [],
      flags: ["perpetual_term", "unlimited_media", "no_fee_stated"]
    }
  },
  {
    id: "h21b-08-uk-drama-background-group-release",
    style: "h21b-group-background-releases",
    format: "docx",
    source: `
# GROUP RELEASE AND ASSIGNMENT – BACKGROUND ARTISTS
## "The Coldharbour Line" – Series 2, Episode 4
| Producer | Saltmarsh Pictures Limited, 14 Cliff Terrace, Margate CT9 1HE ("the Producer") |
| Artists | Each person named in the Roster below ("the Artist", and together "the Artists") |
| Shoot Date | 14 October 2026 ("the Shoot Date") |
| Location | Dreamland seafront, Margate |
1> Engagement. The Producer engages each Artist as a background artist on the Shoot Date for a standard day of ten hours including a one-hour meal break.
1> Payment. The Producer shall pay each Artist a day rate of £98 for the standard day and a buy-out fee of £40 for the rights in clause 4. Overtime, if worked, is paid at £14.70 per hour or part hour. A meal allowance of £7.50 is paid where no catering is provided. All payments are made by BACS within 14 days of the Shoot Date.
1> Consents. Each Artist gives every consent needed under Part II of the Copyright, Designs and Patents Act 1988 for the Producer to record, use and exploit the Artist's performance.
1> Assignment and buy-out. With effect from the Shoot Date, each Artist assigns to the Producer, with full title guarantee, all rights in the Artist's performance and in the recordings and stills of it, throughout the universe, for the full period of those rights and all renewals and extensions, in all media now known or later invented. The buy-out fee is a full buy-out: no repeat, residual or use fees are payable for any use.
1> Irrevocable. The consents and the assignment are irrevocable.
1> Dealing. The Producer may assign, license and sub-license any of its rights to any person.
1> Moral rights. Each Artist unconditionally and irrevocably waives any moral rights in the Artist's performance.
1> Minors. Where an Artist is under 16, a parent or guardian signs for that Artist, confirms the Artist holds a valid performance licence and chaperone arrangements, and agrees to these terms on the Artist's behalf.
## Roster
| No. | Name | Description | Signature |
| 1 | Jordan Pike | Commuter | J Pike |
| 2 | Imani Clarke | Commuter | I Clarke |
| 3 | Tomasz Wolski | Arcade attendant | T Wolski |
| 4 | Ellie Grainger (aged 12) | Child on pier | Sarah Grainger, mother, for Ellie Grainger |
| 5 | Ravi Menon | Dog walker | R Menon |
Signed for and on behalf of Saltmarsh Pictures Limited by Hannah Coyle, Line Producer, on 14 October 2026
`,
    expected: {
      parties: [
        "Saltmarsh Pictures Limited",
        "Jordan Pike",
        "Imani Clarke",
        "Tomasz Wolski",
        "Ellie Grainger",
        "Ravi Menon"
      ],
      signed: "2026-10-14",
      start: "2026-10-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 98", "GBP 40"],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "irrevocable_grant",
        "buyout",
        "assignable",
        "sublicensable",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "h21b-09-us-crowd-release-schedule-b-scan",
    style: "h21b-group-background-releases",
    format: "scan",
    source: `
# REDTAIL FILMS, INC. – CROWD RELEASE / GROUP SIGN-IN
Job: Copperline Athletic "Friday Lights" spot. Shoot: May 2, 2026, Westlake Stadium, Austin, TX.
1> Pay. Each performer below is paid a flat $250 for the day (8 hrs). Overtime after 8 hrs at 1.5x the hourly equivalent, if worked. If the shoot is called off for weather after call time, each performer gets a $100 cancellation payment instead.
1> Release. Each performer allows Redtail Films, Inc. and its client Copperline Athletic, Inc. to photograph and record the performer in the crowd and to use the results as set out in paragraph 3.
1> Usage. Internet and social media only, in the United States, for one (1) year from the First Use Date. First Use Date: the day the spot is first published, as stated in Schedule B.
1> Non-exclusive. Performers may appear in any other commercial, including for competing brands.
| Name | Signature | Date |
| Marisol Vega | M. Vega | 5/2/2026 |
| DeShawn Burke | D. Burke | 5/2/2026 |
| Kelsey Amundsen | K. Amundsen | 5/2/2026 |
| Luis Ortega | L. Ortega | 5/2/2026 |
For Redtail Films, Inc.: Pete Hardaway, Producer, 5/2/2026
## SCHEDULE B – ADDITIONAL USAGE (June 1, 2026)
This Schedule B replaces Paragraph 3 (Usage) in its entirety and prevails over anything else in the release.
Usage: all media, excluding cinema and out-of-home, in the United States and Canada, for two (2) years from the First Use Date. First Use Date: May 18, 2026.
Additional usage fee: $150 per performer, paid by June 15, 2026.
All other terms unchanged. Accepted by each performer: M. Vega, D. Burke, K. Amundsen, L. Ortega. For Redtail Films, Inc.: P. Hardaway.
`,
    expected: {
      parties: ["Redtail Films, Inc.", "Marisol Vega", "DeShawn Burke", "Kelsey Amundsen", "Luis Ortega"],
      signed: "2026-05-02",
      start: "2026-05-18",
      end: "2028-05-17",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "broadcast", "print", "in_store"],
      exclusive: false,
      fees: ["USD 250", "USD 150"],
      flags: []
    }
  },
  {
    id: "h21b-10-au-music-video-crowd-agreement",
    style: "h21b-group-background-releases",
    format: "pdf",
    source: `
# CROWD PERFORMER GROUP AGREEMENT
## Music video – "Salt Lines"
PARTIES
Quarry Lane Productions Pty Ltd ABN 41 612 908 337 of 5 Rokeby Street, Collingwood VIC 3066 (the Company)
Each person listed in the Crowd Schedule (each a Performer)
BACKGROUND
The Company is producing a music video for the recording "Salt Lines" (the Video) for Southerly Records Pty Ltd (the Label). The Label is not a party to this agreement. The details of the shoot and the release of the recording are set out in the Schedule.
## 1. Services
1.1 Each Performer will attend the shoot on the Shoot Date at the Location and perform as a member of the crowd as directed.
1.2 A standard day is 10 hours. Overtime is payable at the Schedule rate only if the Company requires a Performer to stay beyond 10 hours.
## 2. Payment
2.1 The Company will pay each Performer the Day Fee set out in the Schedule, plus GST if the Performer is registered for GST.
2.2 The Company will also pay superannuation contributions on the Day Fee as required by law. Superannuation is not part of the Day Fee.
2.3 The Day Fee is the whole payment for the Performer's services and the rights in clause 3.
## 3. Rights
3.1 Each Performer consents to the Company recording the Performer and grants the Company the right to use those recordings in the Video and in stills and excerpts promoting the recording "Salt Lines", by free-to-air and subscription television, on YouTube and other video websites, on the Label's and the artist's websites and on their social media channels.
3.2 The rights in clause 3.1 apply throughout the world for three years from the Release Date.
3.3 The Company may assign any of its rights under this agreement to the Label, and may sub-license them to broadcasters and platforms showing the Video.
## 4. General
4.1 This agreement is governed by the laws of Victoria.
## SCHEDULE
| Item 1 | Shoot Date | 24/01/2026 |
| Item 2 | Location | Williamstown Beach, Williamstown VIC |
| Item 3 | Day Fee | AUD 300 per Performer |
| Item 4 | Overtime | AUD 45 per hour or part hour |
| Item 5 | Release Date | 06/03/2026, the date the recording and the Video are first released to the public |
## CROWD SCHEDULE
| Performer | Signature | Date |
| Ngaio Hetaraka | NH | 24/01/2026 |
| Bridie Callaghan | B Callaghan | 24/01/2026 |
| Sam Whitlock | S Whitlock | 24/01/2026 |
| Priya Raman | P Raman | 24/01/2026 |
| Oliver Tran | O Tran | 24/01/2026 |
Signed for Quarry Lane Productions Pty Ltd by its authorised officer, Tessa Morrow, Producer, on 24/01/2026
`,
    expected: {
      parties: [
        "Quarry Lane Productions Pty Ltd",
        "Ngaio Hetaraka",
        "Bridie Callaghan",
        "Sam Whitlock",
        "Priya Raman",
        "Oliver Tran"
      ],
      signed: "2026-01-24",
      start: "2026-03-06",
      end: "2029-03-05",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social"],
      exclusive: null,
      fees: ["AUD 300"],
      flags: ["assignable", "sublicensable"]
    }
  }
]
