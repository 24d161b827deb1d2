// Independent author "n27c" (wave 27), one DEVELOPMENT batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header comment and
// first entry of n11's batch for the file convention, the wave's checker and the list of batch file names), and
// committed before the reader was run on it: newspaper and magazine advertorials and sponsored content (a UK
// three-party sponsored content agreement whose publication date sits in its schedule and whose "Syndication" clause
// grants none, a US publisher's letter for a sponsored story whose run is measured from an on-sale date given in a
// later paragraph, a regional paper's advertisement-feature booking whose advertiser is named only in the signature
// block and whose rider replaces the term clause, an Irish partnership-content agreement with a go-live date in its
// timetable and a contributor's category exclusivity with a disclosed carve-out); magazine cover and editorial shoots
// (a UK photographer's commission whose every date is in the schedule table, with international editions as
// territories and sub-licensing only to those editions; a US three-party cover agreement with the cover star's agent
// signing for her, an "excluding China and Japan" territory list, a cover exclusivity with a prior cover carved out
// and a conduct clause; a UK e-mail commission whose addendum replaces the rights and territory terms); and art fair
// and gallery image licences (an art fair's permission letter with the fair's dates at its foot and no fee, "The
// Print Room Gallery" licensing installation views and catalogue plates with merchandise and sub-licensing barred,
// a New York gallery's perpetual licence from an artist named only where he signs, effective from the fair's first
// public day in an exhibit).
//
// Answer rules decided by this author: the parties are those bound by the contract as it names them (an agent who
// signs "as agent only", a gallery that merely represents the artist, a cover star booked under another agreement,
// and crew are not); the signing date is the date of the last signature, or the date the document says it is made
// when signatures are undated; an addendum agreed with and on the same day as the terms it amends does not change the
// signing date; start and end are those of the licence or run the contract grants ("N months from X" ends the day
// before the anniversary; "until the second anniversary of X" ends on the anniversary; "until the end of the month
// following" ends on that month's last day); where a rider or addendum replaces a clause and prevails, its values are
// the answer; the start is the first day of the licensed run (the publication, go-live or on-sale date, or the
// signing date when the licence runs from signature), not the shoot date; a fair's "first public day" is not its VIP
// preview; territories are the countries named for the grant or the distribution (a paper "in the United Kingdom"
// is GB, international editions are their countries, a list "excluding" some drops them, "throughout the world" is
// worldwide); channels: a newspaper's or magazine's print edition, a printed catalogue and press material are print,
// websites, apps, e-editions, online viewing rooms and e-newsletters are web, sharing or posting on a publisher's,
// advertiser's or gallery's own social accounts is social, and a medium that needs a further agreement or fee not yet
// agreed is not granted; company and product names (Billboard Brewing, Outdoor Cinema, Outdoor Series, The Print Room
// Gallery) are not channels, nor is merchandise that a contract forbids; exclusive is what the grant says, and a
// talent's or contributor's promise not to appear on competing covers or work for competing brands is an exclusivity
// (true, with non_compete) even with a carve-out, while a bare holdback inside a licence stated to be non-exclusive
// leaves it false, and a contract silent on exclusivity is null; fees are the sums the contracting parties pay for
// the rights or the services (a media fee, a contributor's fee, a day rate, a cover fee, a licence or reproduction
// fee); VAT, expenses and costs at cost, crew paid direct or recharged (stylist, hair and make-up), production or
// catalogue costs, deposits and instalments, cancellation charges, a gallery's commission on sales and an
// advertising or promotional fee due only if a further use is later agreed are not fees; a licence given for
// promotion with "no fee" raises no_fee_stated; perpetual raises perpetual_term but not long_term; "shall not
// sub-license" and "may not assign" deny sublicensable and assignable, and a statement that nothing waives moral
// rights denies moral_rights_waiver; sub-licensing allowed to named edition publishers is sublicensable; a clause
// letting one side drop a cover for the talent's disreputable conduct is a morality clause.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n27c-newspaper-advertorial-and-sponsored-content-agreements",
  "n27c-magazine-cover-shoot-agreements",
  "n27c-art-fair-and-gallery-artist-image-licences"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n27c-01-uk-sponsored-content-three-party",
    style: "n27c-newspaper-advertorial-and-sponsored-content-agreements",
    format: "docx",
    source: `
# SPONSORED CONTENT AGREEMENT
## Parties
(1) NORTHGATE MEDIA GROUP LIMITED (company number 04412876) of 20 Harbour Wharf, Manchester M3 4LZ, publisher of The Northern Chronicle (the “Publisher”);
(2) BILLBOARD BREWING COMPANY LIMITED (company number 10993412) of Unit 7, Canal Side Works, Leeds LS11 5PS (the “Advertiser”); and
(3) RUTH OKONEDO-HALE of 14 Ashgrove Terrace, Sheffield S7 1BG (the “Contributor”).
## Background
(A) The Advertiser has booked a sponsored feature in The Northern Chronicle to promote its Billboard Pale Ale and Billboard Porter range.
(B) The Contributor, a food and drink writer, has agreed to write the feature on the terms below.
## Agreed terms
1> Definitions. In this Agreement: “Feature” means the sponsored article of about 1,200 words, with photographs, described in the Schedule; “Publication Date” means the date of the issue of The Northern Chronicle in which the Feature first appears, as stated in the Schedule; and “Licence Period” means the period beginning on the Publication Date and lasting three months.
1> Commission. The Contributor shall write the Feature to the Advertiser’s brief and to the Publisher’s editorial standards and deliver it by the copy deadline in the Schedule. The Publisher has final approval of the Feature.
1> Labelling. The Feature shall be clearly labelled “Advertisement feature” in print and “Sponsored content in partnership with Billboard Brewing” online, in accordance with the CAP Code. The Contributor’s by-line shall appear with the label.
1> Licence. The Contributor grants to the Publisher a non-exclusive licence, for the Licence Period, to reproduce the Feature in the print edition of The Northern Chronicle and in its digital editions (thenorthernchronicle.co.uk, the Chronicle app and the e-edition), in each case as circulated in the United Kingdom. During the Licence Period the Advertiser may share the online Feature on its own social media accounts, but may not reproduce the Feature in any other advertising.
1> Copyright. Copyright in the Feature remains with the Contributor, who asserts her right to be identified as its author.
1> Fees and other payments.
2> The Advertiser shall pay the Publisher a media fee of £18,500 plus VAT within 30 days of the Publication Date.
2> The Publisher shall pay the Contributor a fee of £1,200 on delivery of the Feature, together with reasonable travel expenses approved in advance, not to exceed £150.
2> If the Advertiser cancels the booking less than 14 days before the Publication Date, a cancellation charge of 50% of the media fee is payable instead of the media fee.
1> Syndication. The Publisher’s standard syndication terms do not apply to the Feature. Neither the Publisher nor the Advertiser shall syndicate, sub-license or otherwise supply the Feature to any other publication or third party.
1> Assignment. The Advertiser may not assign or transfer this Agreement or any of its rights under it.
1> Law. This Agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
## Schedule – Booking details
| Item | Detail |
| Title | The Northern Chronicle (Saturday edition and Weekend magazine) |
| Feature | “Brewed in the North: a season with Billboard Brewing”, 1,200 words, 4 photographs |
| Copy deadline | 27 February 2026 |
| Publication Date | Saturday 14 March 2026 |
| Position | Weekend magazine, right-hand page in the first 20 pages |
| Label | Advertisement feature |
## Signatures
Signed for and on behalf of Northgate Media Group Limited by Helen Marsh, Commercial Director, on 2 March 2026
Signed for and on behalf of Billboard Brewing Company Limited by Tom Aldous, Managing Director, on 26 February 2026
Signed by Ruth Okonedo-Hale on 27 February 2026
`,
    expected: {
      parties: ["Northgate Media Group Limited", "Billboard Brewing Company Limited", "Ruth Okonedo-Hale"],
      signed: "2026-03-02",
      start: "2026-03-14",
      end: "2026-06-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 18500", "GBP 1200"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n27c-02-us-sponsored-story-letter",
    style: "n27c-newspaper-advertorial-and-sponsored-content-agreements",
    format: "text",
    source: `
# RIDGELINE MEDIA, LLC
1450 Wynkoop Street, Suite 300, Denver, CO 80202
April 2, 2026
Hollow Oak Outdoor Co.
Attn: Dana Whitfield, Chief Marketing Officer
88 Mill Race Road, Bend, OR 97702
Re: Sponsored Content Program – Trailhead Quarterly, Summer 2026 Issue
Dear Dana:
This letter sets out the terms on which Ridgeline Media, LLC (“Ridgeline,” “we”) will produce and run a sponsored content program for Hollow Oak Outdoor Co. (“Hollow Oak,” “you”) in Trailhead Quarterly. Once you countersign below, this letter is our agreement.
The program. We will produce a four-page sponsored story (the “Story”) around the launch of Hollow Oak’s Outdoor Series tents and packs, written by our branded content team and shot by a photographer we engage. You may review the Story for factual accuracy; editorial style and layout stay with us.
Label. The Story will carry the label “Sponsored Content – Produced in partnership with Hollow Oak” in print and online. We will not remove or shrink the label at your request.
Placement and run. The Story will run in the print Summer 2026 issue and on trailheadquarterly.com, and we will post it twice on Trailhead Quarterly’s Instagram and Facebook accounts. The online and social placements stay live for two months from the On-Sale Date.
Territory. United States and Canada, where the print issue is sold on newsstands and to subscribers.
Your use. During the run you may link to and share the Story on your own social channels. You may not use the Story or its photography in paid media, in-store displays, packaging or catalogs without a separate license from us.
Fees. The program fee is $42,000, net of any agency commission, invoiced 50% on signature and 50% on the On-Sale Date. Photography and location costs are billed to you at cost, estimated at $6,500. If you cancel after the issue’s ad close on April 24, 2026, the full program fee is due.
Exclusivity. None. We may carry other outdoor brands’ advertising, including in the Summer issue.
Ownership. We own the Story and its photography. Your trademarks remain yours, and you license them to us for the Story only.
Dates. The Summer 2026 issue goes on sale on May 19, 2026 (the “On-Sale Date”). If the issue slips, we will tell you in writing and the run moves with it.
We are glad to be working with you on the launch.
Sincerely,
Marcus Lee, Publisher, Ridgeline Media, LLC
AGREED AND ACCEPTED:
HOLLOW OAK OUTDOOR CO.
By: Dana Whitfield, Chief Marketing Officer
Date: April 6, 2026
`,
    expected: {
      parties: ["Ridgeline Media, LLC", "Hollow Oak Outdoor Co."],
      signed: "2026-04-06",
      start: "2026-05-19",
      end: "2026-07-18",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["USD 42000"],
      flags: []
    }
  },
  {
    id: "n27c-03-regional-paper-feature-booking-rider",
    style: "n27c-newspaper-advertorial-and-sponsored-content-agreements",
    format: "pdf",
    source: `
# HARBOUR PRESS LIMITED
## Advertisement Feature – Booking Confirmation and Terms
Harbour Press Limited, Ocean Village House, Southampton SO14 3JZ, publisher of the Southern Daily Record.
| Booking ref | HP/AF/2026/0419 |
| Title | The Southern Daily Record and southerndailyrecord.co.uk |
| Subject | Summer season of open-air film screenings at Lymington Quay |
| Format | Advertisement feature, full page, with online article |
| Issue date | Friday 5 June 2026 |
| Copy and images due | 22 May 2026 |
| Price | £3,450 + VAT (£4,140 including VAT) |
| Deposit | 50% of the Price on booking, balance 30 days from the Issue Date |
## Terms
1> Definitions. “We” and “us” mean Harbour Press Limited. “You” means the advertiser named in the signature block below. “Issue Date” means the issue date in the booking table.
1> The feature. We will write and lay out the feature from your brief, using the copy and images you supply, and label it “Advertisement feature” at the top of the page and of the online article.
1> Print and online. The feature will appear in the print edition of the Southern Daily Record on the Issue Date and on our website for four weeks from the Issue Date. We do not post advertisement features to our social media accounts.
1> Term. Your approval of the feature, and our licence to use the logos, text and images you supply, last for four weeks from the Issue Date.
1> Distribution. The Southern Daily Record circulates in Hampshire, Dorset and the Isle of Wight, United Kingdom, and the website is aimed at readers in the United Kingdom.
1> Syndication and re-use. The feature is not part of our syndication service and we will not offer it to other titles. You may not reproduce the feature layout, our photography or our masthead in any other publication, on any outdoor site or in online advertising without our written consent.
1> Cancellation. If you cancel less than 10 working days before the Issue Date, the full Price is payable; if you cancel earlier, we keep the deposit.
1> Payment. The Price is the whole charge for the feature. VAT is charged at the standard rate.
## Rider A – Extended online run
This Rider forms part of the booking. Clause 4 (Term) is deleted and replaced by the following: “Your approval of the feature, and our licence to use the logos, text and images you supply, last for six months from the Issue Date, and the feature will remain on our website for that period.” Clause 3 is amended to match. If this Rider conflicts with the terms above, this Rider prevails. The extended run is included in the Price.
## Signed
For Harbour Press Limited: Jonathan Reade, Advertising Manager – 12 May 2026
For the advertiser: Moonlight Outdoor Cinema Ltd, 4 Quay Street, Lymington SO41 3AS – Claire Penhaligon, Director – 14 May 2026
`,
    expected: {
      parties: ["Harbour Press Limited", "Moonlight Outdoor Cinema Ltd"],
      signed: "2026-05-14",
      start: "2026-06-05",
      end: "2026-12-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: null,
      fees: ["GBP 3450"],
      flags: []
    }
  },
  {
    id: "n27c-04-irish-partnership-content-scan",
    style: "n27c-newspaper-advertorial-and-sponsored-content-agreements",
    format: "scan",
    source: `
# PARTNERSHIP CONTENT AGREEMENT
Dated: 20 August 2026
Between: Liffey Street Publishing DAC, publisher of The Dublin Weekly and dublinweekly.ie (“Publisher”); Greenway Energy Ireland Limited (“Partner”); and Aoife Brennan, journalist and presenter (“Contributor”).
1> Content. Publisher will produce three articles and one short video presented by the Contributor on saving energy at home (the “Partnership Content”), each labelled “Partnership Content – paid for by Greenway Energy”.
1> Campaign Period. The Campaign Period runs for three months from the Go-Live Date, being the date the first article is published on dublinweekly.ie (see clause 7).
1> Where it runs. dublinweekly.ie and the Publisher’s Facebook, Instagram and TikTok accounts, targeted to users in the Republic of Ireland. The Partnership Content will not appear in the print edition of The Dublin Weekly.
1> Licence. The Contributor licenses the Publisher and the Partner to use her name, image and contributions in the Partnership Content for the Campaign Period. The Partner may share the Partnership Content on its own social media accounts but shall not use it in television, radio or outdoor advertising.
1> Exclusivity. During the Campaign Period the Contributor will not create sponsored or paid content for any other electricity or gas supplier operating in Ireland. This does not apply to her existing ambassador role with Clare Community Solar Co-operative, which she has disclosed and the Partner accepts.
1> Fees. The Partner pays the Publisher €9,500 plus VAT at 23%. The Publisher pays the Contributor a fee of €2,400 for the three articles and the video, plus mileage at civil service rates.
1> Timetable. First article: Wednesday 2 September 2026 (the Go-Live Date). Second and third articles at weekly intervals; video with the third article.
Signed for Liffey Street Publishing DAC: Niamh Cullinan, Commercial Director
Signed for Greenway Energy Ireland Limited: Brian Toolan, Head of Marketing
Signed: Aoife Brennan
`,
    expected: {
      parties: ["Liffey Street Publishing DAC", "Greenway Energy Ireland Limited", "Aoife Brennan"],
      signed: "2026-08-20",
      start: "2026-09-02",
      end: "2026-12-01",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["EUR 9500", "EUR 2400"],
      flags: ["non_compete"]
    }
  },
  {
    id: "n27c-05-uk-cover-commission-schedule-dates",
    style: "n27c-magazine-cover-shoot-agreements",
    format: "pdf",
    source: `
# PHOTOGRAPHIC COMMISSION AGREEMENT – COVER AND EDITORIAL
This Agreement is made on the date stated in the Schedule between the Publisher and the Photographer named in the Schedule.
1> Definitions. “Issue” means the issue of MERIDIAN named in the Schedule. “On-Sale Date” means the date stated in the Schedule on which the Issue first goes on sale in the United Kingdom. “Images” means all photographs taken at the Shoot, including outtakes. “Licence Period” means twelve months starting on the On-Sale Date. “Editions” means the UK edition of MERIDIAN and the international editions named in the Schedule.
1> Commission. The Photographer shall photograph the cover star named in the Schedule for the cover and the cover story of the Issue on the Shoot Date, and deliver a selection of retouched Images within seven days.
1> Embargo. Until the On-Sale Date neither party shall publish, exhibit or share any Image or any behind-the-scenes material, or disclose the identity of the cover star.
1> Licence. The Photographer grants the Publisher an exclusive licence during the Licence Period to reproduce the Images in the Issue in each of the Editions, in print and in their digital editions, on the MERIDIAN website and on MERIDIAN’s official social media accounts, and to reproduce the published cover in editorial promotion of the Issue in the magazine and online.
1> International editions. The Publisher may sub-license the Images to the publishers of the international editions named in the Schedule, solely for use in those editions. No other sub-licensing is permitted.
1> Advertising use. This licence does not include advertising. Any use of an Image in advertising, including subscription and newsstand promotions, outdoor posters, television or paid social media, requires the Photographer’s prior written consent and payment of the advertising fee stated in the Schedule.
1> Fees and costs. The Publisher shall pay the Photographer the day rate and the cover fee stated in the Schedule within 30 days of invoice, plus VAT. The stylist and the hair and make-up artist are booked and paid by the Publisher direct at the rates in the Schedule; those payments are production costs and are not fees to the Photographer. Approved expenses (studio hire, digital technician, catering) are reimbursed at cost against receipts.
1> Copyright and moral rights. Copyright in the Images remains with the Photographer. The Photographer asserts the right to be identified as the author of the Images, and nothing in this Agreement waives the Photographer’s moral rights. Credit: “Photograph: Tomasz Wierzbicki”.
1> Assignment. Neither party may assign this Agreement.
1> Law. English law applies.
## Schedule
| Date of Agreement | 20 January 2026 |
| Publisher | Halden & Rowe Publishing Limited, 9 Bedford Row, London WC1R 4BU |
| Photographer | Tomasz Wierzbicki, Studio 3, 41 Vyner Street, London E2 9DQ |
| Magazine and Issue | MERIDIAN, April 2026 issue |
| Cover star | Imogen Hartley-Shaw (booked by the Publisher under a separate agreement with her agent) |
| Shoot Date | 3 February 2026, Studio North, London N1 |
| On-Sale Date | 12 March 2026 |
| International editions | Australia, Germany, Italy |
| Day rate | £2,200 (one shoot day) |
| Cover fee | £1,500 |
| Stylist | Freya Lindqvist – £950 per day, paid by the Publisher direct |
| Hair and make-up | Jo Marchetti – £650 per day, paid by the Publisher direct |
| Advertising fee (only if consent is given) | £2,500 per Image per medium for three months |
Signed for the Publisher: R. Caldwell, Managing Editor
Signed by the Photographer: T. Wierzbicki
`,
    expected: {
      parties: ["Halden & Rowe Publishing Limited", "Tomasz Wierzbicki"],
      signed: "2026-01-20",
      start: "2026-03-12",
      end: "2027-03-11",
      perpetual: false,
      territories: ["GB", "AU", "DE", "IT"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["GBP 2200", "GBP 1500"],
      flags: ["sublicensable"],
      denies: ["assignable", "moral_rights_waiver"]
    }
  },
  {
    id: "n27c-06-us-cover-appearance-three-party",
    style: "n27c-magazine-cover-shoot-agreements",
    format: "docx",
    source: `
# COVER SHOOT AND APPEARANCE AGREEMENT
This Cover Shoot and Appearance Agreement (this “Agreement”) is entered into on the date of the last signature below by and among the following:
| Role | Party |
| Publisher | Brightline Publications, Inc., a New York corporation, 250 Hudson Street, New York, NY 10013, publisher of VANTAGE (“Publisher”) |
| Photographer | Julien Okafor, 112 Dean Street, Brooklyn, NY 11217 (“Photographer”) |
| Talent | Maya Castellanos (“Talent”), c/o Northstar Talent Management LLC, 9200 Sunset Boulevard, West Hollywood, CA 90069 (“Agent”), which signs as Talent’s agent only and is not a party |
1> Issue. Talent will appear on the cover of, and in a cover story for, the September 2026 issue of VANTAGE (the “Issue”). The “On-Sale Date” is the date the Issue first goes on sale in the United States, as stated in Publisher’s on-sale calendar in Exhibit A.
1> Shoot. Photographer will photograph Talent on one shoot day on or about July 14, 2026 in Los Angeles (the “Shoot”). All photographs and video from the Shoot are the “Materials.”
1> Embargo. No party will publish, post or release any Materials, or disclose the cover, before 12:01 a.m. Eastern Time on the On-Sale Date.
1> License. Photographer retains copyright in the Materials. Talent and Photographer each grant Publisher the right to use Talent’s name and likeness and the Materials in the Issue and its digital edition, on vantagemag.com and on VANTAGE’s official social media accounts, for eighteen (18) months from the On-Sale Date (the “Term”).
1> Territory. The United States and each country in which VANTAGE publishes an international edition, excluding China and Japan, whose editions have separate cover programs. VANTAGE’s international editions are currently published in the United Kingdom, Mexico, Spain, India, China and Japan.
1> Advertising and promotion. This Agreement does not license any advertising use. Newsstand posters, transit advertising, television spots or paid promotion using Talent’s likeness require a separate written agreement with Talent and Photographer and an additional fee to be agreed at the time. For reference only, Agent has indicated a promotional use fee of $7,500.
1> Fees.
2> Talent: an editorial fee of $1,000, paid to Agent for Talent’s account; Agent’s commission is deducted from it.
2> Photographer: a creative fee of $12,000 for the Shoot and the license in Section 4, plus pre-approved production expenses.
2> Crew: Publisher engages and pays the stylist (Renata Voss, $4,500) and the hair and make-up artists (Kiko Tan and Louis Marchand, $3,200 together) directly. These payments are production costs, not fees to any party.
1> Cover exclusivity. From the date of this Agreement until thirty (30) days after the On-Sale Date, Talent will not appear on the cover of any other fashion, beauty or lifestyle magazine distributed in the United States. This does not apply to Talent’s previously contracted cover of the August 2026 issue of Runway Weekly, which Talent has disclosed to Publisher.
1> Conduct. If before the On-Sale Date Talent is charged with a felony or engages in conduct that brings Talent into public disrepute and that, in Publisher’s reasonable judgment, would harm the Issue, Publisher may replace the cover without liability other than the Talent fee in Section 7.
1> Assignment. Publisher may assign this Agreement to any successor to the VANTAGE title.
1> General. This Agreement is governed by the laws of the State of New York and is the parties’ entire agreement on its subject.
## Signatures
BRIGHTLINE PUBLICATIONS, INC. – By: Alana Pryce, Editor-in-Chief – Date: July 6, 2026
PHOTOGRAPHER – Julien Okafor – Date: July 2, 2026
TALENT – Maya Castellanos, by Northstar Talent Management LLC, her agent – By: Sam Ortega – Date: July 1, 2026
## Exhibit A – On-sale calendar (extract)
| Issue | Closing | On-Sale Date |
| August 2026 | June 12, 2026 | July 21, 2026 |
| September 2026 | July 24, 2026 | August 18, 2026 |
| October 2026 | August 21, 2026 | September 15, 2026 |
`,
    expected: {
      parties: ["Brightline Publications, Inc.", "Julien Okafor", "Maya Castellanos"],
      signed: "2026-07-06",
      start: "2026-08-18",
      end: "2028-02-17",
      perpetual: false,
      territories: ["US", "GB", "MX", "ES", "IN"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["USD 1000", "USD 12000"],
      flags: ["non_compete", "morality_clause", "assignable"]
    }
  },
  {
    id: "n27c-07-uk-email-commission-addendum",
    style: "n27c-magazine-cover-shoot-agreements",
    format: "text",
    source: `
# LOOM – editorial commission: December 2026 fashion story and cover
From: Nell Ashdown, Picture Director, Fenwick Street Magazines Ltd
To: Priya Banerjee
Date: 2 October 2026
Hi Priya – as discussed, here are our terms for the December story. Please reply “agreed” and we are booked.
1> Publication. LOOM, December 2026 issue. It goes on sale on Thursday 5 November 2026 (the “on-sale date”).
1> Shoot. One day, 14 October 2026, London. Model and location booked by us.
1> Fee. £1,800 commission fee for the shoot and the rights below, plus VAT.
1> Rights. Non-exclusive licence to publish the images in the print magazine and on loom.co.uk for 6 months from the on-sale date. Copyright stays with you.
1> Territory. UK and Ireland.
1> Embargo and holdback. Nothing to be published by either of us before the on-sale date. You won’t license any image from the shoot to another UK or Irish magazine until 3 months after the on-sale date.
1> Crew. Hair and make-up (Sasha Lowe, £450) and stylist’s assistant (£200) booked by you and recharged to us at cost with receipts.
1> Cancellation. 50% of the commission fee if we cancel less than 48 hours before the shoot.
1> Assignment. We may assign this agreement to any company in the Fenwick Street group.
1> Advertising. Any use in subscription or marketing ads needs a fresh quote and your sign-off.
ADDENDUM – agreed on the same call, 2 October 2026
The shoot is now for the cover as well as the fashion story. Terms 4 and 5 above are deleted and replaced by the following, and this addendum prevails over anything above that conflicts with it:
4. Rights. Non-exclusive licence to publish the images in the print magazine, on loom.co.uk and on LOOM’s Instagram account for 12 months from the on-sale date. A cover fee of £750 is payable in addition to the commission fee. Copyright stays with you.
5. Territory. UK, Ireland and Australia (LOOM Australia edition).
Thanks, Nell
---
From: Priya Banerjee
Date: 2 October 2026
Agreed, including the addendum. See you on the 14th. Priya Banerjee
`,
    expected: {
      parties: ["Fenwick Street Magazines Ltd", "Priya Banerjee"],
      signed: "2026-10-02",
      start: "2026-11-05",
      end: "2027-11-04",
      perpetual: false,
      territories: ["GB", "IE", "AU"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 1800", "GBP 750"],
      flags: ["assignable"]
    }
  },
  {
    id: "n27c-08-art-fair-permission-letter-scan",
    style: "n27c-art-fair-and-gallery-artist-image-licences",
    format: "scan",
    source: `
# THAMESIDE CONTEMPORARY ART FAIR
Thameside Art Fair Limited, 2 Wapping Lane, London E1W 2RG
1 July 2026
Marguerite Osei
Re: Image permission – Thameside Contemporary 2026
Dear Marguerite,
Kiln Yard Gallery will show your work on its stand at this year’s Fair. We would like your permission to reproduce up to five images of your works, and installation views of the stand, in the printed Fair catalogue, on thamesidecontemporary.com and on the Fair’s Instagram and Facebook accounts, to promote the Fair, throughout the world and on a non-exclusive basis.
The permission runs from the date you sign below until the last day of the month following the month in which the Fair closes.
You keep the copyright in your works and in the images. We will credit each image “© Marguerite Osei. Courtesy Kiln Yard Gallery”.
We will not use the images on any merchandise (prints, posters for sale, postcards, tote bags or other products), and we will not sell, sub-license or transfer them to anyone else.
No fee is payable for this permission. We will reimburse the cost of new photography of your works, up to £250. Your gallery’s stand fee is a separate matter between the gallery and the Fair.
Yours sincerely,
Rosa Delacroix-Hunt, Director, Thameside Art Fair Limited
I agree to the above.
Marguerite Osei    Date: 8 July 2026
Fair dates: preview Wednesday 14 October 2026; open to the public 15 to 18 October 2026; Tobacco Dock, London E1W.
`,
    expected: {
      parties: ["Thameside Art Fair Limited", "Marguerite Osei"],
      signed: "2026-07-08",
      start: "2026-07-08",
      end: "2026-11-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n27c-09-print-room-gallery-image-licence",
    style: "n27c-art-fair-and-gallery-artist-image-licences",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT
THIS AGREEMENT is dated 15 January 2027
## Parties
(1) THE PRINT ROOM GALLERY LIMITED, incorporated and registered in England and Wales with company number 08871234, whose registered office is at 31 Marchmont Street, London WC1N 1AP (the “Gallery”); and
(2) DECLAN MORIARTY of 7 Cotham Grove, Bristol BS6 6AL (the “Artist”).
## Background
(A) The Gallery will present a solo exhibition of the Artist’s work, “Salt Lines” (the “Exhibition”), on the dates set out in Schedule 1.
(B) The Gallery wishes to photograph the Works and the Exhibition and to use the images to promote the Exhibition and the Artist.
## Agreed terms
1> Definitions
2> “Closing Date” means the last day of the Exhibition as set out in Schedule 1.
2> “Images” means photographs of the Works and installation views of the Exhibition taken by or for the Gallery.
2> “Licence Period” means the period from the date of this Agreement until the second anniversary of the Closing Date.
2> “Works” means the works listed in Schedule 2.
1> Grant of licence
2> The Artist grants the Gallery a non-exclusive licence during the Licence Period, throughout the world, to reproduce the Images: (a) in the Exhibition catalogue and the Gallery’s press materials; (b) on the Gallery’s website and in its e-newsletters; (c) on the Gallery’s social media accounts; and (d) in the catalogues and on the websites of art fairs at which the Gallery shows the Artist’s work.
2> The Artist may license images of the Works to other galleries, publishers and institutions.
1> Copyright and credit
2> Copyright in the Works and the Images remains with the Artist. The Gallery shall credit each Image “© Declan Moriarty, courtesy The Print Room Gallery”.
2> The Artist asserts the moral right to be identified as the author of the Works.
1> No merchandise
2> The Gallery shall not reproduce any of the Works or the Images on merchandise or products for sale, including prints, posters, postcards, textiles, stationery or homeware, and shall not produce or sell editions of the Works.
1> Sub-licensing and assignment
2> The Gallery shall not sub-license any of the rights granted under this Agreement. Supplying Images to journalists and critics for editorial coverage of the Exhibition is a use by the Gallery under clause 2.1 and not a sub-licence.
2> The Gallery may not assign or transfer this Agreement.
1> Fees and costs
2> The Gallery shall pay the Artist a catalogue reproduction fee of £750 within 14 days of publication of the catalogue.
2> The Gallery shall bear the costs of photography and of producing the catalogue (budgeted at £4,200).
2> The Gallery’s commission on sales of the Works (50% of the net sale price, under the representation agreement dated 3 September 2025) is unaffected by this Agreement.
2> All sums are exclusive of VAT.
1> Termination. Either party may terminate this Agreement by notice if the other commits a material breach that is not remedied within 30 days of notice.
1> Law. This Agreement is governed by the law of England and Wales.
## Schedule 1 – Exhibition
| Exhibition | Salt Lines |
| Venue | The Print Room Gallery, 31 Marchmont Street, London WC1N 1AP |
| Opening | Thursday 4 March 2027 |
| Closing Date | Sunday 18 April 2027 |
## Schedule 2 – Works
| No. | Title | Medium | Year |
| 1 | Salt Lines I–VI | Etching and aquatint, set of six | 2026 |
| 2 | Estuary, Low Water | Oil on linen | 2026 |
| 3 | Tidal Ledger | Monotype on Japanese paper | 2025 |
Signed by Helena Strand, director, for and on behalf of The Print Room Gallery Limited
Signed by Declan Moriarty
`,
    expected: {
      parties: ["The Print Room Gallery Limited", "Declan Moriarty"],
      signed: "2027-01-15",
      start: "2027-01-15",
      end: "2029-04-18",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n27c-10-ny-gallery-fair-licence-perpetual",
    style: "n27c-art-fair-and-gallery-artist-image-licences",
    format: "pdf",
    source: `
# IMAGE LICENSE – PIER 9 ART FAIR 2027
This Image License (this “License”) is between Harlow & Vance Gallery LLC, a New York limited liability company with its gallery at 521 West 25th Street, New York, NY 10001 (“Gallery”), and the artist who signs below (“Artist”).
1. Background. Gallery will exhibit Artist’s works at the Pier 9 Art Fair 2027 (the “Fair”) on the dates in Exhibit A, and has commissioned installation photographs of its booth.
2. Effective Date. This License takes effect on the first public day of the Fair, as stated in Exhibit A (the “Effective Date”).
3. Grant. Artist grants Gallery a non-exclusive, perpetual and irrevocable license, throughout the world, to reproduce images of Artist’s works shown at the Fair, including installation views of Gallery’s booth (the “Images”), on Gallery’s website and online viewing rooms, on Gallery’s social media accounts, and in Gallery’s printed catalogs and press releases.
4. Copyright. Artist keeps all copyright in the works and, as between the parties, in the Images. Gallery will credit each Image “Courtesy the artist and Harlow & Vance Gallery, New York.”
5. Restrictions. Gallery shall not (a) use the Images on merchandise of any kind, including prints, posters, apparel, tote bags or phone cases; (b) use the Images in advertising for any third party’s product or service; or (c) alter or crop the Images other than for layout.
6. Fee. Gallery will pay Artist a license fee of $1,500 within 30 days after the Effective Date. Gallery will also reimburse Artist’s documented costs of pre-Fair photography, up to $350. This License does not change Gallery’s 50% commission on sales under the parties’ consignment agreement.
7. Assignment. Gallery may assign this License to any successor to its gallery business.
8. Governing law. New York.
HARLOW & VANCE GALLERY LLC
By: Simone Harlow, Managing Member    Date: April 2, 2027
ARTIST
Tomas Reyes-Whitaker    Date: April 9, 2027
## Exhibit A – Fair dates
| Fair | Pier 9 Art Fair 2027, Pier 9, Hudson River Park, New York |
| VIP preview (by invitation) | Thursday, May 6, 2027 |
| Public days | Friday, May 7 – Monday, May 10, 2027 |
| Booth | B14 |
`,
    expected: {
      parties: ["Harlow & Vance Gallery LLC", "Tomas Reyes-Whitaker"],
      signed: "2027-04-09",
      start: "2027-05-07",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 1500"],
      flags: ["perpetual_term", "irrevocable_grant", "assignable"]
    }
  }
]
