// Independent author "h9" (wave 9): written without reading the reader's rules or the other batches' texts, never run
// through the reader or the scorer by its author (only tsc, eslint, prettier, a check of field, channel, flag, date and
// fee formats, and a rendering of every contract in its format). A held-out batch from 2026-11-27 (frozen, scored only)
// until wave 21, when it moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out
// rotation").
// Three drafting styles none of the other batches has: orders and invoices whose usage terms sit in the line items
// and in standard terms printed on the back (a face that prevails over the back, defaults that apply "unless the
// face states otherwise", rate × quantity lines, recharged expenses, VAT and totals); old-fashioned deeds and
// releases ("Know all men by these presents", "This Indenture … Witnesseth", "party of the first part", dates in
// words, "the day and year first above written", a notary's commission date); and engagements of child performers
// with a parent's or guardian's consent (the parent a party in her own right, a licence the production depends on,
// a notice of first transmission that dates the usage, a later variation that changes territory and fee).
import type { CorpusContract } from "../Corpus.js"

export const styles = ["u9-orders-and-invoices-back-terms", "u9-archaic-deeds", "u9-minor-performer-consents"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "u9-01-purchase-order-back-terms",
    style: "u9-orders-and-invoices-back-terms",
    format: "pdf",
    source: `
# PURCHASE ORDER
| PO number | MF-PO-270418 |
| Order date | 28 April 2027 |
| Buyer | Marlowe & Finch Retail plc, 200 Aldersgate Street, London EC1A 4HD |
| Supplier | Ottoline Hayes Photography Ltd, Studio 3, 41 Cremer Street, London E2 8HD |
| Campaign | "Outdoor Living" summer garden furniture range |
Order lines:
| Line | Description | Qty | Unit price | Amount |
| 1 | Photography, shoot days 12 and 13 May 2027 | 2 | £1,400.00 | £2,800.00 |
| 2 | Usage licence: print and out-of-home advertising, United Kingdom, 6 months from 1 June 2027, non-exclusive | 1 | £3,500.00 | £3,500.00 |
| 3 | Studio hire and props, recharged at cost | 1 | £450.00 | £450.00 |
| - | Subtotal | - | - | £6,750.00 |
| - | VAT at 20% | - | - | £1,350.00 |
| - | Total | - | - | £8,100.00 |
Authorised for Marlowe & Finch Retail plc by Keith Blake, Head of Brand Procurement.
Supplier's acceptance: accepted for Ottoline Hayes Photography Ltd by Ottoline Hayes, Director, on 30 April 2027.
## STANDARD TERMS AND CONDITIONS OF PURCHASE (printed on the reverse of every order)
1> Application. These terms apply to every order the Buyer places. The Supplier accepts them by signing the order or by starting the work. Where anything on the face of an order differs from these terms, the face of the order prevails.
1> Price. Prices are fixed and exclusive of VAT. The Buyer will pay undisputed invoices within 45 days of the end of the month in which it receives them. Expenses are payable only where itemised on the face of the order.
1> Licence. Unless the face of the order states otherwise, the Supplier grants the Buyer an exclusive, perpetual, worldwide and irrevocable licence to use the Deliverables in all media.
1> Group use. The Buyer may sub-license the Deliverables to its group companies and to its advertising and media agencies, and may assign any order to a member of its group.
1> Moral rights. The Supplier waives, and shall procure that every photographer and contributor waives, all moral rights in the Deliverables.
1> Releases. The Supplier shall obtain a signed release from every person shown in the Deliverables before delivery.
1> Law. These terms are governed by the law of England and Wales.
`,
    expected: {
      parties: ["Marlowe & Finch Retail plc", "Ottoline Hayes Photography Ltd"],
      signed: "2027-04-30",
      start: "2027-06-01",
      end: "2027-11-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 2800", "GBP 3500"],
      flags: ["irrevocable_grant", "sublicensable", "assignable", "moral_rights_waiver"],
      denies: ["perpetual_term", "unlimited_media", "worldwide_exclusivity"]
    }
  },
  {
    id: "u9-02-radio-insertion-order",
    style: "u9-orders-and-invoices-back-terms",
    format: "scan",
    source: `
# INSERTION ORDER   IO No. NSR-27-0912
| Publisher | Northern Sky Radio Ltd, Quay House, Salford M50 3AZ |
| Agency | Brightline Media Ltd, as agent for Coastal Kombucha Co. |
| Advertiser | Coastal Kombucha Co. |
| Campaign | "Brew Your Own Sunshine" host-read sponsorship |
| Programme | Northern Sky Breakfast with Gemma Ward, on FM and DAB across North West England |
| Flight dates | 06/09/2027 to 03/10/2027 |
| Spots | 12 live host reads (3 per week), 60 seconds each |
| Rate | £400 per read |
| Net cost | £4,800.00 plus VAT |
| Category exclusivity | Yes, for kombucha, soft drinks and energy drinks, on the Breakfast programme during the Flight dates |
| Recorded reads | The Advertiser may post recordings of the reads on its own social media accounts during the Flight dates only |
IO date: 20/08/2027   Signed for the Agency: Priya Das, Brightline Media Ltd
Accepted for the Publisher: Tom Reilly, Sales Director, Northern Sky Radio Ltd, 23/08/2027
## TERMS AND CONDITIONS (overleaf; they form part of this Insertion Order)
1> Where the face of this IO and these terms conflict, the face of the IO prevails.
1> Category exclusivity is given only where the face of the IO says "Yes".
1> Unless the face of the IO states otherwise, the Advertiser may not record, re-use or re-broadcast any live read, and no read may be used in any other medium, including television, cinema, print or outdoor advertising.
1> The Publisher's presenters will read the approved script and may ad-lib within it. The Publisher may refuse any script that would breach the broadcasting code.
1> Cancellation less than 14 days before the first spot is charged in full.
1> Neither party may assign this IO without the other party's written consent.
1> Invoices are payable within 30 days of the end of each calendar month.
`,
    expected: {
      parties: ["Coastal Kombucha Co.", "Northern Sky Radio Ltd"],
      signed: "2027-08-23",
      start: "2027-09-06",
      end: "2027-10-03",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "social"],
      exclusive: true,
      fees: ["GBP 4800"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "u9-03-model-invoice-usage-terms",
    style: "u9-orders-and-invoices-back-terms",
    format: "docx",
    source: `
# INVOICE
| Invoice no. | FL-0117 |
| Invoice date | 16 June 2027 |
| From | Freya Lindqvist (model), 22 Elm Row, Edinburgh EH7 4AA |
| Bill to | Aldous & Crane Ltd, 9 Marshall Street, London W1F 7ER |
| Booking | Aldous & Crane summer knitwear shoot |
Charges:
| Item | Description | Amount |
| 1 | Shoot day, 14 June 2027 (8 hours) | £900.00 |
| 2 | Usage: Aldous & Crane e-commerce website and social media, United Kingdom and Ireland, 12 months from 1 July 2027 | £1,800.00 |
| 3 | Travel expenses (train Edinburgh to London, receipts attached) | £164.50 |
| - | Total due | £2,864.50 |
Not VAT registered. Payment within 30 days to the account below.
## USAGE TERMS (these terms form part of this invoice and of the booking it relates to)
1> The images from the shoot may be used only as itemised above, and only once this invoice has been paid in full.
1> Not licensed: print (including catalogues and packaging), outdoor advertising, television, cinema and in-store displays. Any of these needs a separate quote.
1> Usage does not renew automatically. A further 12 months of the same usage may be bought for £1,500 if agreed in writing before the usage ends.
1> The licence is non-exclusive: I remain free to model for other brands, including other knitwear brands.
1> The images shall not be altered with generative AI, used to create synthetic images of me, or used to train any AI model.
1> The client may not pass the images on to any third party, including its stockists, except its own printers and web developers working on its behalf.
Freya Lindqvist
`,
    expected: {
      parties: ["Freya Lindqvist", "Aldous & Crane Ltd"],
      signed: "2027-06-16",
      start: "2027-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 900", "GBP 1800"],
      flags: [],
      denies: ["automatic_renewal", "sublicensable"]
    }
  },
  {
    id: "u9-04-know-all-men-release",
    style: "u9-archaic-deeds",
    format: "scan",
    source: `
# GENERAL RELEASE
KNOW ALL MEN BY THESE PRESENTS,
That I, CORNELIUS J. WHITCOMBE, of the City of Savannah, in the County of Chatham and State of Georgia (hereinafter called the "Releasor"), for and in consideration of the sum of FIVE HUNDRED DOLLARS ($500.00), lawful money of the United States of America, to me in hand paid by TIDEWATER HERITAGE FILMS, INC., a Georgia corporation (hereinafter called the "Releasee"), the receipt and sufficiency whereof are hereby acknowledged, have granted, and by these presents do hereby irrevocably grant, unto the said Releasee, its successors and assigns, the right to photograph, record and use my name, likeness, voice and the story of my life in and in connection with the documentary motion picture now entitled "River of Salt" (the "Picture"), and in the advertising and publicity thereof, in any and all media now known or hereafter devised, throughout the world, in perpetuity, from the date hereof.
AND I do hereby remise, release and forever discharge the said Releasee, its successors and assigns, of and from all manner of actions, suits and claims whatsoever, for libel, slander, invasion of privacy or otherwise, which I ever had, now have or hereafter can have by reason of the Picture.
AND I do further declare that the said sum is the full and only consideration for this release, and that no further sum shall be payable to me for any use of the Picture whatsoever.
PROVIDED ALWAYS, that nothing herein contained shall be construed to grant unto the said Releasee the right to use my name or likeness in the advertisement of any product or service other than the Picture itself.
IN WITNESS WHEREOF, I have hereunto set my hand and seal this fourteenth day of October, in the year two thousand twenty-six.
CORNELIUS J. WHITCOMBE (L.S.)
Signed, sealed and delivered in the presence of: Martha Ellison, Notary Public, Chatham County, Georgia. My commission expires March 31, 2029.
`,
    expected: {
      parties: ["Cornelius J. Whitcombe", "Tidewater Heritage Films, Inc."],
      signed: "2026-10-14",
      start: "2026-10-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["USD 500"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "assignable", "buyout"]
    }
  },
  {
    id: "u9-05-indenture-portrait-licence",
    style: "u9-archaic-deeds",
    format: "docx",
    source: `
# THIS DEED OF GRANT
is made the first day of March Two thousand and twenty-seven
BETWEEN HONORIA BEAUMONT-HALE of Rose Cottage, Church Street, Chipping Norton, Oxfordshire OX7 5NT (hereinafter called "the Grantor", which expression shall where the context so admits include her personal representatives) of the one part
AND CASTELL & DRAKE PUBLISHING LIMITED whose registered office is situate at 14 Broad Street, Oxford OX1 3AS (hereinafter called "the Grantee", which expression shall include its successors in title but not its assigns) of the other part.
## WHEREAS
(1) The Grantor sat for a series of portrait photographs taken by Mr Julian Oakes on the twelfth day of January Two thousand and twenty-seven (hereinafter called "the Photographs").
(2) The Grantee is desirous of reproducing the Photographs in a book to be entitled "Faces of the Cotswolds" (hereinafter called "the Book") and in the promotion thereof.
## NOW THIS DEED WITNESSETH as follows:
1> In consideration of the sum of One thousand two hundred pounds (£1,200) now paid by the Grantee to the Grantor (the receipt whereof the Grantor hereby acknowledges) the Grantor HEREBY GRANTS unto the Grantee the non-exclusive right to reproduce the Photographs (a) in the Book in printed form; (b) in the Grantee's catalogues and upon posters displayed within bookshops for the promotion of the Book; and (c) upon the Grantee's website.
1> TO HOLD the same unto the Grantee for the term of five years from the first day of April Two thousand and twenty-seven, throughout the United Kingdom of Great Britain and Northern Ireland and the Republic of Ireland.
1> PROVIDED ALWAYS that nothing herein shall authorise the reproduction of the Photographs upon television, in any film, or upon any hoarding or other outdoor advertisement.
1> The Grantee shall not assign the benefit of this Deed or any part thereof.
1> This Deed shall be governed by the law of England and Wales.
IN WITNESS whereof the parties have executed this Deed the day and year first before written.
EXECUTED as a DEED by the said HONORIA BEAUMONT-HALE in the presence of: Arthur Pell, Solicitor, 3 Market Place, Chipping Norton
EXECUTED as a DEED by CASTELL & DRAKE PUBLISHING LIMITED acting by two directors: Edmund Castell, Director; Lavinia Drake, Director
`,
    expected: {
      parties: ["Honoria Beaumont-Hale", "Castell & Drake Publishing Limited"],
      signed: "2027-03-01",
      start: "2027-04-01",
      end: "2032-03-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "in_store", "web"],
      exclusive: false,
      fees: ["GBP 1200"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "u9-06-first-part-second-part-licence",
    style: "u9-archaic-deeds",
    format: "pdf",
    source: `
# AGREEMENT
THIS AGREEMENT, made this 5th day of May, 2027, by and between LORETTA MAE SIMMS, of Bardstown, Kentucky, party of the first part, and BRASS LANTERN DISTILLING CO., a Kentucky corporation, party of the second part,
WITNESSETH:
FIRST: That the party of the first part, for and in consideration of the covenants of the party of the second part hereinafter set forth, does hereby license unto the party of the second part the use of her name, photograph and likeness upon point-of-sale displays in retail liquor stores, in magazine advertisements and upon billboards, for the promotion of its "Old Simms Reserve" bourbon, within the States of Kentucky and Tennessee and nowhere else.
SECOND: The license herein granted shall be for a term of three (3) years commencing upon the first day of June, 2027, and shall thereafter be renewed from term to term for like periods of three (3) years unless either party gives written notice to the contrary not less than ninety (90) days before the expiration of the then current term.
THIRD: The party of the second part shall pay unto the party of the first part the sum of Two Thousand Five Hundred Dollars ($2,500.00) per annum, payable on the first day of June in each year of the term.
FOURTH: The party of the second part shall not use said name or likeness upon television, upon radio or upon the internet.
FIFTH: The license herein granted is exclusive as to distilled spirits, and the party of the first part shall not, during said term, lend her name or likeness to any other distiller, brewer or vintner.
SIXTH: Should the party of the first part be convicted of any crime involving moral turpitude, the party of the second part may forthwith terminate this agreement by written notice.
SEVENTH: Neither party may assign this agreement without the written consent of the other.
IN WITNESS WHEREOF, the parties hereto have set their hands the day and year first above written.
LORETTA MAE SIMMS, party of the first part
BRASS LANTERN DISTILLING CO., party of the second part, by Harlan T. Greer, its President
`,
    expected: {
      parties: ["Loretta Mae Simms", "Brass Lantern Distilling Co."],
      signed: "2027-05-05",
      start: "2027-06-01",
      end: "2030-05-31",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "print", "out_of_home"],
      exclusive: true,
      fees: ["USD 2500"],
      flags: ["automatic_renewal", "non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "u9-07-child-performer-commercial-uk",
    style: "u9-minor-performer-consents",
    format: "docx",
    source: `
# CHILD PERFORMER AGREEMENT
Dated: 8 April 2027
## Parties
1> Puddle Lane Productions Ltd (company number 09918273), 7 Mare Street, London E8 4RP (the "Producer");
1> Ruby Achterberg, born 3 February 2017 (the "Child"), acting through her mother and legal guardian named below; and
1> Saskia Achterberg, of 19 Lavender Grove, London E8 3LU, the Child's mother (the "Parent").
## 1. Engagement
1.1 The Producer engages the Child to appear in a television commercial for Crumbly Oat Bars, made for the Producer's client Meadowfield Foods plc (the "Commercial"). The shoot day is 12 May 2027.
1.2 This engagement is conditional on the London Borough of Hackney granting a child performance licence for the Child. If no licence has been granted by 1 May 2027, this agreement shall not come into effect.
1.3 The Parent consents to the engagement and agrees to this agreement on her own behalf and on behalf of the Child.
## 2. Fees
2.1 Session fee for the shoot day: £350.
2.2 Usage fee for the Usage Period: £1,650.
2.3 The Producer will reimburse the chaperone's expenses of up to £120 per day. All fees are paid into the Child's savings account notified by the Parent.
## 3. Use of the Commercial
3.1 The Commercial may be shown on television in the United Kingdom and on Meadowfield Foods' own website and Facebook and Instagram pages. Cinema, print and outdoor uses are excluded.
3.2 The Producer may license the Commercial to Meadowfield Foods plc and its media agencies for the uses in 3.1.
3.3 The Child's image shall not be used to promote any product other than Crumbly Oat Bars.
## 4. Usage Period
4.1 The Usage Period is two (2) years from the date of first transmission of the Commercial.
4.2 The Producer shall notify the Parent in writing of the date of first transmission, which it expects to be in June 2027.
## 5. Other work
Nothing in this agreement prevents the Child from appearing in other advertising, save that she shall not appear in an advertisement for any other cereal bar or breakfast cereal during the Usage Period.
## 6. Moral rights
The Parent, on the Child's behalf, waives all moral rights the Child may have in her performance in the Commercial.
Signed for Puddle Lane Productions Ltd by Nadia Brook, Producer, on 8 April 2027
Signed by Saskia Achterberg for herself and on behalf of Ruby Achterberg on 8 April 2027
## NOTICE OF FIRST TRANSMISSION (clause 4.2)
To Saskia Achterberg. The Producer notifies you that the Commercial was first transmitted on 3 June 2027. Dated 4 June 2027, Puddle Lane Productions Ltd.
`,
    expected: {
      parties: ["Puddle Lane Productions Ltd", "Ruby Achterberg", "Saskia Achterberg"],
      signed: "2027-04-08",
      start: "2027-06-03",
      end: "2029-06-02",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 350", "GBP 1650"],
      flags: ["sublicensable", "non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "u9-08-minor-release-guardian-us",
    style: "u9-minor-performer-consents",
    format: "scan",
    source: `
# MINOR TALENT RELEASE AND PARENT/GUARDIAN CONSENT
| Production company | Sunfish Creative LLC, 2200 Ocean Park Blvd, Santa Monica, CA 90405 ("Company") |
| Minor | Leo Navarro, age 8 ("Minor") |
| Parent/Guardian | Daniela Navarro ("Guardian") |
| Client and product | Wavelength Sunscreen, "SPF Kids" campaign |
| Shoot date | April 20, 2027, Malibu, California |
| Compensation | $750 session fee and $1,500 usage fee |
| Coogan trust | Under California Family Code section 6752, 15% of the Minor's gross earnings ($337.50) will be deposited into the Minor's Coogan Trust Account |
I, Daniela Navarro, as parent and legal guardian of the Minor, agree on my own behalf and on the Minor's behalf to the following.
1. Usage. Company and its client may use the photographs and footage of the Minor from the shoot on the client's website, on its social media accounts and on in-store displays, in the United States and Canada, for one (1) year beginning May 15, 2027.
2. Excluded. Television, billboards and print advertising are excluded. The Minor's image will never be used in connection with any product other than Wavelength Sunscreen.
3. Not a buyout. The usage fee covers only the usage in paragraph 1; any other use requires additional payment.
4. This consent is revocable: I may revoke it as to future uses by written notice to Company. Revocation does not affect materials already published.
5. Company will follow all California laws on the employment of minors, including studio teacher and work-hour requirements.
Guardian signature: Daniela Navarro   Date: 04/20/2027
For Sunfish Creative LLC: Amir Haddad, Producer   Date: 04/20/2027
`,
    expected: {
      parties: ["Sunfish Creative LLC", "Leo Navarro", "Daniela Navarro"],
      signed: "2027-04-20",
      start: "2027-05-15",
      end: "2028-05-14",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["USD 750", "USD 1500"],
      flags: [],
      denies: ["buyout", "irrevocable_grant"]
    }
  },
  {
    id: "u9-09-child-performer-music-video-au",
    style: "u9-minor-performer-consents",
    format: "text",
    source: `
# ENGAGEMENT OF A CHILD PERFORMER (NEW SOUTH WALES)
Date: 2 July 2027
Producer: Gumtree Lane Pictures Pty Ltd ABN 33 615 002 918 ("Producer")
Performer: Oscar Pham, date of birth 11 March 2012 ("Performer")
Parent: Linh Pham, the Performer's mother ("Parent")
Production: music video "Saltwater Summer" for the band The Low Tides, to be filmed on 14 and 15 July 2027 at Bondi, NSW.
1> The Parent consents to the Performer's engagement and agrees to the terms below on her own behalf and on behalf of the Performer. The Producer holds an employer's authority to employ children under the Children's Guardian Act 2019 (NSW).
1> Fee: A$2,500, paid to the Parent in trust for the Performer within 14 days of filming. The Producer also pays a meal and travel allowance of A$60 per filming day.
1> Usage: the music video and behind-the-scenes clips may be published on the band's website and social media accounts and broadcast on music television channels, in Australia, for three (3) years from the video's release date, 1 September 2027.
1> No cinema, outdoor or print advertising use is licensed. The footage shall not be used in advertising for any product, and shall not be used to create a digital replica or any AI-generated likeness of the Performer.
1> This engagement is not exclusive: the Performer may accept other engagements.
1> The Producer may not assign this agreement.
Signed: Gumtree Lane Pictures Pty Ltd by Marcus Yeo, Director. Linh Pham, for herself and for the Performer. 2 July 2027
VARIATION, 20 July 2027
The Producer and the Parent agree that, with effect from today, clauses 2 and 3 are varied: the territory in clause 3 is Australia and New Zealand, and the fee in clause 2 is A$3,200 in place of A$2,500. All other terms are unchanged.
Signed: Marcus Yeo for Gumtree Lane Pictures Pty Ltd; Linh Pham. 20 July 2027
`,
    expected: {
      parties: ["Gumtree Lane Pictures Pty Ltd", "Oscar Pham", "Linh Pham"],
      signed: "2027-07-02",
      start: "2027-09-01",
      end: "2030-08-31",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["AUD 3200"],
      flags: [],
      denies: ["assignable"]
    }
  }
]
