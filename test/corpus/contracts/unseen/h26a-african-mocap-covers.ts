// Held-out author "h26a" (wave 26), one batch written from scratch without reading the reader (domain/, application/,
// adapters/ beyond the flag names and LONG_TERM_MONTHS of ContractFlags.ts), any other corpus batch, held-out/ or
// NOTES.md, and committed before the reader or the corpus was run on it. It holds three drafting styles: West and East
// African (and South African) agency agreements (a Lagos or Nairobi agency signing for its talent, NGN, KES and ZAR
// amounts in words and figures, "R 45 000,00", VAT at 7.5, 16 and 15 per cent and withholding tax beside the fee,
// "3rd March 2026", the law of the Federal Republic or the Republic, brands called "Cinema Plus" and "PrintHub");
// motion-capture, scanning and digital-double agreements for games and VFX (scan data versus the game or picture, a
// per-session fee and a buyout, a licence period running from a release date given in a schedule, marketing use in
// trailers, a ban on other titles and AI training, union riders that replace clauses and prevail, a studio called
// "Outdoor Cat Games"); and model releases for book covers, product packaging and point-of-sale (a series of titles
// with a fee per cover, print, e-book and audiobook covers, shelf display, a model who must not be shown in a
// sensitive context, an addendum that replaces the territory clause).
//
// Answer rules decided by this author: the parties are the two who are bound (an agency or management company that
// signs "as agent for and on behalf of" its talent, a photographer or photo studio, a union and an end client are
// not); the signing date is the last signature's date (an addendum signed with the agreement does not move it); start
// is the first day the licence or usage runs (an "as of" effective date where the grant runs from it); "N months/years
// from X" ends the day before the anniversary, and a period from a release, publication or ship date given elsewhere
// (a schedule) runs from that date; a rider or addendum that says it replaces a clause and prevails gives the answer,
// the replaced clause does not; fees are each sum paid for the services or the rights as the contract states it (a
// per-session or per-cover rate is the rate, not multiplied out where no total is stated): VAT, withholding tax, agency
// commission, a deposit or instalment credited against the fee, overtime, expenses and travel allowances, cancellation
// charges and the price of an option not exercised are not fees; the buyout flag is raised only where the contract
// calls a payment a buyout or one payment covers all use for ever; a promise by the talent not to work for a category's
// competitors makes the engagement exclusive (true) with non_compete, even with a carve-out for an existing deal;
// "non-exclusive" or a heading "Exclusivity" whose text says there is none is false and denies non_compete; a company
// or product whose name contains a channel word (Cinema Plus, PrintHub, Outdoor Cat, Outdoor Trail, PrintCraft) is not
// that channel; television and radio are broadcast, billboards, lamp-post banners and roadside LED screens
// out_of_home, newspapers, magazines and printed book covers print, shelf displays, packaging on the shelf, counter
// cards and other point-of-sale inside a shop in_store, websites, e-book and audiobook store pages, online video and
// digital storefronts web, a brand's Instagram/TikTok/Facebook pages social; use inside a game or a picture is the
// product itself, not a channel, but exhibition of a picture in theatres, on television and on streaming services is
// cinema, broadcast and web; a grant listing channels then "excluding ..." is those channels without the excluded ones
// and is not unlimited_media; the territory "the Partner States of the East African Community other than ..." is the
// named states left; "in perpetuity" for the use of a likeness inside a game or picture is perpetual; a licence of
// five years is not long_term (only more than 60 months is); "shall not sub-license", "may not assign" deny
// sublicensable and assignable, and a ban on use in other titles or on AI training raises and denies no flag.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h26a-west-and-east-african-agency-agreements",
  "h26a-motion-capture-and-digital-double-agreements",
  "h26a-book-cover-and-packaging-model-releases"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h26a-01-lagos-talent-engagement-cinema-plus",
    style: "h26a-west-and-east-african-agency-agreements",
    format: "docx",
    source: `
# TALENT ENGAGEMENT AGREEMENT
THIS AGREEMENT is made this 3rd day of March 2026
BETWEEN
CINEMA PLUS LIMITED (RC 1458832), a company incorporated under the laws of the Federal Republic of Nigeria, manufacturers of Cinema Plus popcorn and snacks, having its registered office at 14 Adeola Odeku Street, Victoria Island, Lagos (hereinafter called "the Client", which expression shall where the context so admits include its successors in title) of the one part
AND
MS. ADAEZE CHIDINMA OKONKWO, of Lekki, Lagos State (hereinafter called "the Talent"), represented herein by STARFOLD TALENT MANAGEMENT LIMITED of 22 Admiralty Way, Lekki Phase 1, Lagos, which signs this Agreement as agent for and on behalf of the Talent and is not itself bound by it, of the other part.
WHEREAS the Client wishes to engage the Talent as the face of its 2026 "Movie Night at Home" campaign and the Talent has agreed to be so engaged on the terms below.
NOW IT IS HEREBY AGREED as follows:
## 1. Services
1> The Talent shall render two (2) shoot days for a television commercial and still photographs (together "the Materials") and one (1) launch appearance in Lagos, on dates to be agreed.
## 2. Grant of Rights
1> The Talent grants the Client the right to use her name, image, voice and likeness as contained in the Materials on television, on the Client's website and on the Client's social media pages, and on outdoor media (billboards, lamp-post banners and roadside LED screens), excluding cinema advertising, newspapers and magazines, and in-store or point-of-sale display.
2> The rights are granted for use within the Federal Republic of Nigeria only ("the Territory").
## 3. Term
1> The rights shall subsist for a period of twelve (12) months commencing on 1st April 2026 ("the Term"). Any further use after the Term shall be subject to fresh negotiation.
## 4. Consideration
1> In consideration of the Services and the rights granted, the Client shall pay the Talent, through the Agent, a fee of Four Million, Five Hundred Thousand Naira (NGN 4,500,000.00) ("the Fee").
2> Fifty per cent (50%) of the Fee shall be paid within seven (7) days of the execution of this Agreement and the balance on completion of the shoot days.
3> Value Added Tax at 7.5% (Three Hundred and Thirty-Seven Thousand, Five Hundred Naira, NGN 337,500.00) shall be payable by the Client in addition to the Fee upon presentation of a VAT invoice by the Agent.
4> The Client shall deduct withholding tax at the applicable rate from the Fee and remit the same to the Federal Inland Revenue Service, and shall furnish the Agent with the credit note.
5> The Agent's commission of fifteen per cent (15%) shall be deducted by the Agent from the Fee and is not an additional charge to the Client.
## 5. Exclusivity
1> During the Term the Talent shall not endorse, appear in or lend her name to the advertising of any snack, popcorn, biscuit, crisps or confectionery brand other than the Client's. Save as aforesaid, the Talent is free to accept other engagements.
## 6. Conduct
1> If during the Term the Talent is charged with a criminal offence or conducts herself in a manner which, in the reasonable opinion of the Client, brings the Talent or the Client into public scandal or disrepute, the Client may terminate this Agreement by written notice and shall have no further obligation to pay any unpaid part of the Fee.
## 7. Assignment
1> The Client may not assign or transfer this Agreement or any of the rights granted under it without the prior written consent of the Talent.
## 8. Applicable Law
1> This Agreement shall be governed by and construed in accordance with the laws of the Federal Republic of Nigeria, and any dispute shall first be referred to mediation at the Lagos Multi-Door Courthouse.
IN WITNESS WHEREOF the parties have executed this Agreement the day and year first above written.
| SIGNED for and on behalf of CINEMA PLUS LIMITED | SIGNED by STARFOLD TALENT MANAGEMENT LIMITED for and on behalf of the Talent |
| Name: Olumide Bankole, Director | Name: Tolulope Adesanya, Managing Director |
| Date: 3rd March 2026 | Date: 3rd March 2026 |
`,
    expected: {
      parties: ["Cinema Plus Limited", "Adaeze Chidinma Okonkwo"],
      signed: "2026-03-03",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["NG"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["NGN 4500000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["assignable"]
    }
  },
  {
    id: "h26a-02-nairobi-photo-shoot-booking",
    style: "h26a-west-and-east-african-agency-agreements",
    format: "scan",
    source: `
# NAIROBI FACES AGENCY LIMITED - MODEL BOOKING CONFIRMATION AND USAGE AGREEMENT
Booking Ref: NFA/2026/0419
Client: Jamii Savings Bank PLC, Upper Hill, Nairobi ("the Client")
Model: Wanjiru Achieng Mwangi ("the Model"), represented by Nairobi Faces Agency Limited ("the Agency"), which signs as agent for the Model only.
1. Shoot: one (1) day stills shoot for the Client's "Jamii Junior" savings account campaign, Nairobi, on a date to be agreed.
2. Shoot fee: Kenya Shillings One Hundred and Eighty Thousand only (KES 180,000/=).
3. Usage fee: Kenya Shillings Three Hundred Thousand only (KES 300,000/=) for the usage below.
4. VAT at 16% is charged on the Agency's invoice in addition to the above. The Client shall deduct withholding tax of 5% and remit it to the Kenya Revenue Authority.
5. Overtime beyond eight (8) hours: KES 15,000/= per hour or part thereof.
6. Usage: newspapers and magazines, outdoor billboards, and the Client's website. No television and no social media.
7. Territory: Kenya, Uganda and Tanzania.
8. Usage period: six (6) months from 1st June 2026.
9. This booking is non-exclusive.
10. The Client shall not sub-license, sell or transfer the photographs to any third party, and shall not retouch the Model's skin tone or body shape.
11. This Agreement is governed by the laws of the Republic of Kenya.
Signed for the Agency (for the Model): P. Njoroge, 12th May 2026
Signed for the Client: Grace Wambui Kariuki, Head of Marketing, 14th May 2026
`,
    expected: {
      parties: ["Jamii Savings Bank PLC", "Wanjiru Achieng Mwangi"],
      signed: "2026-05-14",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["KE", "UG", "TZ"],
      channels: ["print", "out_of_home", "web"],
      exclusive: false,
      fees: ["KES 180000", "KES 300000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26a-03-cape-town-printhub-campaign",
    style: "h26a-west-and-east-african-agency-agreements",
    format: "text",
    source: `
# CAMPAIGN AGREEMENT - PRESENTER
Agreement between PrintHub (Pty) Ltd, registration number 2019/448213/07, of 41 Bree Street, Cape Town ("PrintHub") and Sipho Lwazi Dlamini ("the Presenter"), whose agent is Karoo Talent CC.
Campaign: "Print It Your Way" online campaign for PrintHub's custom printing and collection service.
Shoot: one (1) day at a Cape Town studio, date to be confirmed by PrintHub's producer.
Shoot fee: R 12 500,00 (Twelve Thousand Five Hundred Rand).
Usage fee: R 45 000,00 (Forty-Five Thousand Rand) for the usage period.
All amounts exclude VAT at 15%, which the agent will add to its tax invoice.
Travel allowance: R 1 800,00 for travel from Johannesburg, paid against receipts.
Cancellation: if PrintHub cancels the shoot less than 48 hours before the call time, 50% of the shoot fee is payable.
Media: online video (YouTube pre-roll and PrintHub's website), PrintHub's Instagram, TikTok and Facebook pages, and screens and standees in PrintHub collection stores. No television, radio or print advertising.
Territory: South Africa, Namibia and Botswana.
Usage period: 1st July 2026 to 30th June 2027.
Option: PrintHub may extend the usage period by a further twelve (12) months for R 30 000,00, by written notice given before 31st May 2027. The usage period does not renew automatically.
Exclusivity
This agreement is not exclusive. The Presenter may work for any other brand, including other printing and stationery businesses.
Law: the laws of the Republic of South Africa apply.
Signed at Cape Town on 18th June 2026.
For PrintHub (Pty) Ltd: Annelie van der Merwe, Marketing Director
Sipho Lwazi Dlamini (Presenter), assisted by Karoo Talent CC
`,
    expected: {
      parties: ["PrintHub (Pty) Ltd", "Sipho Lwazi Dlamini"],
      signed: "2026-06-18",
      start: "2026-07-01",
      end: "2027-06-30",
      perpetual: false,
      territories: ["ZA", "NA", "BW"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["ZAR 12500", "ZAR 45000"],
      flags: [],
      denies: ["non_compete", "automatic_renewal"]
    }
  },
  {
    id: "h26a-04-east-african-telco-ambassador",
    style: "h26a-west-and-east-african-agency-agreements",
    format: "pdf",
    source: `
# BRAND AMBASSADOR AGREEMENT
This Agreement is entered into between TWIGA MOBILE LIMITED, a company incorporated in the Republic of Kenya, of Twiga Towers, Westlands, Nairobi (the "Company"), and BRIAN OTIENO KAMAU, professionally known as "B-Ken" (the "Ambassador"), acting through his manager SAVANNAH STARS MANAGEMENT LIMITED of Kilimani, Nairobi (the "Manager"), which signs as agent for the Ambassador.
1. Appointment. The Company appoints the Ambassador as the brand ambassador for its mobile data and "Twiga Pesa" mobile money services for the Campaign Period set out in Schedule 1.
2. Deliverables. The Ambassador shall render the deliverables set out in Schedule 1, namely two shoot days, four social media posts per month and two public appearances.
3. Rights. The Ambassador grants the Company the right to use his name, image, likeness and voice as recorded in the deliverables on television and radio, online (including the Company's website and app), on the Company's social media accounts and on outdoor media, in the Partner States of the East African Community other than South Sudan, the Democratic Republic of the Congo and Somalia, being Kenya, Uganda, Tanzania, Rwanda and Burundi (the "Territory").
4. Exclusivity. During the Campaign Period the Ambassador shall render his services exclusively to the Company in the telecommunications and mobile money category and shall not endorse any other mobile network operator, internet service provider or mobile money service. As an exception, the Ambassador's existing endorsement of Baraka Bank PLC's mobile banking app may continue until it expires on 31st December 2026, provided that it is not renewed.
5. Campaign Fee. The Company shall pay the Ambassador a campaign fee of Kenya Shillings Two Million Four Hundred Thousand (KES 2,400,000) for the Campaign Period. A commitment deposit of Kenya Shillings Five Hundred Thousand (KES 500,000) is payable on signing and is credited against the campaign fee; the balance is payable in four equal quarterly instalments.
6. Taxes. VAT at sixteen per cent (16%) is payable on the Manager's invoice in addition to the campaign fee. The Company shall deduct withholding tax as required by the Income Tax Act.
7. Additional Appearances. Any appearance beyond those in Schedule 1 shall be paid at KES 250,000 each, only if requested by the Company and agreed by the Ambassador.
8. Sub-licensing. The Company shall not sub-license any of the rights granted in clause 3 to any person, including its affiliates outside the Territory.
9. Governing Law. This Agreement is governed by the laws of the Republic of Kenya. Disputes shall be referred to arbitration in Nairobi.
SCHEDULE 1 - CAMPAIGN DETAILS
| Item | Detail |
| Campaign | "Twiga Pesa - Pesa Kwa Wote" |
| Campaign Period | 1st August 2026 to 31st July 2027 |
| Shoot days | Two (2), in Nairobi, dates to be agreed |
| Social posts | Four (4) per month on the Ambassador's Instagram and TikTok |
| Appearances | Two (2) public appearances in Kenya |
SIGNED by the parties:
For Twiga Mobile Limited: Catherine Mutua, Chief Marketing Officer - 20th July 2026
For the Ambassador, by Savannah Stars Management Limited: Dennis Ochieng, Director - 20th July 2026
`,
    expected: {
      parties: ["Twiga Mobile Limited", "Brian Otieno Kamau"],
      signed: "2026-07-20",
      start: "2026-08-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["KE", "UG", "TZ", "RW", "BI"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: true,
      fees: ["KES 2400000"],
      flags: ["non_compete"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26a-05-performance-capture-union-rider",
    style: "h26a-motion-capture-and-digital-double-agreements",
    format: "pdf",
    source: `
# PERFORMANCE CAPTURE AGREEMENT
Dated: see execution page
PARTIES
(1) OUTDOOR CAT GAMES LIMITED, a company registered in England and Wales (company number 11839204), whose registered office is at Unit 5, Round Foundry, Leeds LS11 5QP (the "Producer"); and
(2) JODIE HARCOURT-BELL, c/o Linden Talent Ltd, 18 Greek Street, London W1D 4DS (the "Performer").
BACKGROUND
The Producer is developing the video game provisionally entitled "Emberfall: Ashen Crown" (the "Game") and wishes to engage the Performer to perform the role of Captain Mara Vey in full performance capture (body, face and voice) and to be scanned for the in-game character.
1. DEFINITIONS
1.1 "Recordings" means all motion, facial and audio capture of the Performer's performance made under this Agreement.
1.2 "Scan Data" means the photogrammetry, 3D head and body scans and texture data of the Performer made under this Agreement, as distinct from the Game itself.
1.3 "Release Date" means the date of the first commercial release of the Game on any platform, stated in the Schedule.
1.4 "Exploitation Period" has the meaning given in clause 6.
2. ENGAGEMENT
2.1 The Performer shall attend the Sessions listed in the Schedule and such further sessions as the parties agree. A "Session" is one day of up to eight hours at the Producer's capture stage.
3. FEES
3.1 The Producer shall pay the Performer a session fee of £650 (six hundred and fifty pounds) for each Session.
3.2 In addition, the Producer shall pay a buyout fee of £4,200 (four thousand two hundred pounds) in full consideration of all use of the Recordings and Scan Data in the Game during the Exploitation Period, and no royalty or further payment shall be due for sales of the Game.
3.3 Overtime beyond eight hours in a Session is paid at £95 per hour. A Session cancelled on less than 48 hours' notice is paid in full.
3.4 The Producer has an option to engage the Performer for downloadable content for the Game at £1,500, exercisable by notice before the Release Date. The option has not been exercised at the date of this Agreement.
3.5 All fees are exclusive of VAT, which shall be added if the Performer is VAT registered.
4. GRANT
4.1 The Performer grants the Producer, throughout the world, the right to incorporate the Recordings and Scan Data in the Game and any patch or update of it, and to use the Performer's likeness as the character in trailers, gameplay videos and screenshots for the marketing of the Game on websites, digital storefronts and social media.
4.2 The Performer's likeness shall not be used in television or cinema advertising, or on posters or outdoor media.
5. RESTRICTIONS
5.1 The Producer shall not use the Recordings or Scan Data in any title other than the Game, including sequels, spin-offs and other titles of the Producer's group.
5.2 The Producer shall not use the Recordings or Scan Data to train, fine-tune, test or improve any machine learning or artificial intelligence system, nor to generate any new performance by the Performer.
6. EXPLOITATION PERIOD
6.1 The rights in clause 4 are granted for ten (10) years from the Release Date (the "Exploitation Period").
7. SUB-LICENCE OF SCAN DATA
7.1 The Producer shall not sub-license, lend or transfer the Scan Data to any third party. Outsourced art vendors may process the Scan Data only on the Producer's behalf and under its direction.
8. MORAL RIGHTS
8.1 The Performer waives all moral rights and non-property rights in the Recordings to the extent they would prevent editing of the Recordings for the Game.
9. UNION RIDER
9.1 The Equity Interactive Media Rider attached to this Agreement forms part of it. Where the Rider and this Agreement conflict, the Rider prevails.
10. GOVERNING LAW
10.1 This Agreement is governed by the laws of England and Wales.
SCHEDULE
| Item | Detail |
| Sessions | 14, 15 and 16 April 2026 and 5 May 2026, Leeds capture stage |
| Release Date | 12 November 2027 |
| Character | Captain Mara Vey |
EQUITY INTERACTIVE MEDIA RIDER
R1. Clause 6.1 of the Agreement is deleted and replaced by the following: "6.1 The rights in clause 4 are granted for five (5) years from the Release Date (the "Exploitation Period"). Any use after the Exploitation Period requires a new agreement with the Performer."
R2. Nothing in the Agreement permits the creation of a digital replica of the Performer for use outside the Game.
EXECUTION
Signed for and on behalf of Outdoor Cat Games Limited by Marcus Feld, Director, on 2 April 2026.
Signed by Jodie Harcourt-Bell on 7 April 2026.
`,
    expected: {
      parties: ["Outdoor Cat Games Limited", "Jodie Harcourt-Bell"],
      signed: "2026-04-07",
      start: "2027-11-12",
      end: "2032-11-11",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 650", "GBP 4200"],
      flags: ["buyout", "moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26a-06-digital-double-scan-sag-rider",
    style: "h26a-motion-capture-and-digital-double-agreements",
    format: "docx",
    source: `
# DIGITAL DOUBLE AND SCANNING AGREEMENT
This Digital Double and Scanning Agreement (the "Agreement") is entered into as of September 8, 2026, by and between Lantern Ridge Pictures LLC, a California limited liability company ("Producer"), and the performer whose name and signature appear at the foot of this Agreement ("Performer"), in connection with the theatrical motion picture currently entitled "Cold Harbor" (the "Picture").
1> Scanning. Performer shall attend one (1) scan day at Producer's designated vendor, PrintCraft Volumetric Inc., for full body, head and facial scanning (the "Scan Data"). PrintCraft Volumetric Inc. acts only as Producer's vendor and is not a party to this Agreement.
2> Digital Double. Producer may use the Scan Data to create a digital double of Performer (the "Digital Replica") solely for the stunt and crowd sequences of the Picture described in the screenplay dated July 30, 2026.
3> Compensation. Producer shall pay Performer a scan day fee of US$1,500 and a digital replica fee of US$5,000.
4> Use in the Picture. Producer may exhibit and distribute the Picture, including the Digital Replica as it appears in the Picture, in theaters, on television and on streaming services, and may use in-context clips and trailers of the Picture containing the Digital Replica in the same media, throughout the universe in perpetuity.
5> Restrictions. Producer shall not use the Scan Data or the Digital Replica in any other motion picture, series, video game or advertisement, nor to train any generative artificial intelligence model, nor to create any new performance not described in the screenplay without Performer's separate written consent.
6> Scan Data. Producer shall not sub-license or sell the Scan Data and shall delete all Scan Data held by its vendors within twelve (12) months after the initial theatrical release of the Picture, save for an archival copy held by Producer.
7> Assignment. Producer may assign this Agreement to any distributor or financier of the Picture.
8> SAG-AFTRA Digital Replica Rider. The SAG-AFTRA Digital Replica Rider below forms part of this Agreement and prevails over anything in it.
## SAG-AFTRA DIGITAL REPLICA RIDER
Paragraph 3 of the Agreement is deleted in its entirety and replaced by the following: "3. Compensation. Producer shall pay Performer a scan day fee of US$1,850 and a digital replica use fee of US$9,000 for the use of the Digital Replica in the Picture. These payments are in addition to any residuals due under the SAG-AFTRA Codified Basic Agreement."
Performer's consent to the Digital Replica is limited to the uses described in Paragraph 2 and Paragraph 4.
AGREED AND ACCEPTED:
| LANTERN RIDGE PICTURES LLC | PERFORMER |
| By: Helen Marsh, VP Business Affairs | Dana Okafor-Reyes |
| Date: September 8, 2026 | Date: September 9, 2026 |
`,
    expected: {
      parties: ["Lantern Ridge Pictures LLC", "Dana Okafor-Reyes"],
      signed: "2026-09-09",
      start: "2026-09-08",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: null,
      fees: ["USD 1850", "USD 9000"],
      flags: ["perpetual_term", "assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h26a-07-background-npc-scan-release",
    style: "h26a-motion-capture-and-digital-double-agreements",
    format: "text",
    source: `
# 3D SCAN RELEASE - BACKGROUND CHARACTERS
Studio: Rue Saint-Urbain Interactive Inc., 5445 avenue de Gaspe, Montreal, Quebec ("we", "us")
Project: "Harbour Lights" (working title), a video game developed by us (the "Game")
You are being scanned today (head, face and body photogrammetry) so that your likeness can be used for one or more background characters in the Game.
What you get: a one-off buyout payment of CAD 750, paid within 30 days. There are no royalties, residuals or further payments for any use of your scan in the Game.
What we can do: put your likeness in the Game and in any patch, expansion, remaster or port of the Game, on every platform, everywhere in the world, in perpetuity. This release is irrevocable once the Game is released.
What we cannot do: we will not use your likeness in trailers, posters, screenshots or any advertising; we will not use your scan in any other game; we will not sell or license your scan to anyone else; and we will not use it to train AI.
Exclusivity: none. You are free to be scanned or cast for other productions.
Parking and meals are provided; travel expenses are not reimbursed.
This release takes effect on signature and is governed by the laws of the Province of Quebec.
Signed: Amira Haddad-Boucher
Date: 9 September 2026
For Rue Saint-Urbain Interactive Inc.: J.-F. Tremblay, Casting Coordinator, 9 September 2026
`,
    expected: {
      parties: ["Rue Saint-Urbain Interactive Inc.", "Amira Haddad-Boucher"],
      signed: "2026-09-09",
      start: "2026-09-09",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: [],
      exclusive: false,
      fees: ["CAD 750"],
      flags: ["perpetual_term", "buyout", "irrevocable_grant"],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "h26a-08-crime-series-cover-release",
    style: "h26a-book-cover-and-packaging-model-releases",
    format: "pdf",
    source: `
# COVER MODEL RELEASE AND LICENCE
This release is made between Harrow & Finch Publishing Limited, 3 Dorset Rise, London EC4Y 8EN (the "Publisher"), and Imogen Tate, c/o Meridian Models Ltd (the "Model"). The photographs were taken by Rory Blaine (the "Photographer") on 21 October 2026; the Photographer has assigned his copyright to the Publisher and is not a party to this release.
1. The Series. The Publisher intends to use the photographs of the Model (the "Images") on the covers of the three titles of the "Marsh Lights" crime series by Clare Wythenshawe listed in the Schedule (each a "Title").
2. Editions. The Images may appear on the covers of the hardback, paperback and export trade paperback editions of each Title, on the cover of its e-book edition and on the cover artwork of its audiobook edition.
3. Promotion. The Publisher may also use the covers bearing the Images on retailer and publisher websites, on the Publisher's social media accounts, and in bookshop point-of-sale material and shelf and table displays. The Images shall not be used on posters, outdoor or transport advertising, or in television advertising.
4. Territory. English-language editions published and sold in the United Kingdom, Ireland, Australia and New Zealand.
5. Licence Period. The licence in this release runs for seven (7) years from the Publication Date of the first Title in the Series, as stated in the Schedule.
6. Fee. The Publisher shall pay the Model a fee of £400 per cover, payable on the Publication Date of each Title on whose cover the Images appear. E-book and audiobook covers of a Title are included in the fee for that Title. The Model's agency commission is deducted by Meridian Models Ltd from the fee. Reasonable travel expenses to the shoot, up to £60, are reimbursed at cost.
7. Sensitive use. The Publisher shall not use the Images, or allow them to be used, in connection with any depiction of the Model as a victim of sexual violence, or in any material about drug use, mental illness or suicide other than the cover design approved by the Model's agency.
8. Sub-licensing. The Publisher may sub-license the covers bearing the Images to the publishers of licensed audiobook and large-print editions of a Title in the Territory.
9. Non-exclusive. This licence is non-exclusive; the Model may appear on other book covers.
10. Law. This release is governed by the law of England and Wales.
SCHEDULE
| Title | Publication Date |
| The Marsh Lights | 4 February 2027 |
| Salt Road | 3 February 2028 |
| The Drowned Bell | 1 February 2029 |
Signed for the Publisher: Nadia Farouk, Art Director, 10 November 2026
Signed by the Model: Imogen Tate, 12 November 2026
`,
    expected: {
      parties: ["Harrow & Finch Publishing Limited", "Imogen Tate"],
      signed: "2026-11-12",
      start: "2027-02-04",
      end: "2034-02-03",
      perpetual: false,
      territories: ["GB", "IE", "AU", "NZ"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: ["long_term", "sublicensable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h26a-09-camping-food-packaging-release",
    style: "h26a-book-cover-and-packaging-model-releases",
    format: "scan",
    source: `
# PACKAGING MODEL RELEASE
Outdoor Trail Foods, Inc., 800 Pearl Street, Boulder, Colorado 80302 ("Manufacturer")
Model: Tyler Reyes-Whitfield ("Model")
Products: Outdoor Trail freeze-dried meals, all flavors and pack sizes ("Products")
1. Use. Manufacturer may use the photographs of Model taken on January 8, 2027 on the Products' packaging, on shelf displays, shelf talkers and other point-of-sale material in retail stores, and on Manufacturer's own website. Manufacturer shall not use the photographs on billboards, posters or any other outdoor media, or on television.
2. Territory. United States, Canada and Mexico.
3. Term. Twenty-four (24) months from March 1, 2027. Packaging already in the retail chain at the end of the term may be sold off.
4. Fee. US$3,500 flat. A booking deposit of US$500 was paid on January 2, 2027 and is credited against the fee. Sales tax, if any, is Manufacturer's responsibility.
5. Exclusivity. During the term Model shall not appear on the packaging or advertising of any other freeze-dried, camping or outdoor food product.
6. Model shall not be depicted as using alcohol, tobacco or firearms.
Dated: January 12, 2027
Manufacturer: Outdoor Trail Foods, Inc., by Kayla Brandt, Brand Manager
Model: Tyler Reyes-Whitfield
`,
    expected: {
      parties: ["Outdoor Trail Foods, Inc.", "Tyler Reyes-Whitfield"],
      signed: "2027-01-12",
      start: "2027-03-01",
      end: "2029-02-28",
      perpetual: false,
      territories: ["US", "CA", "MX"],
      channels: ["in_store", "web"],
      exclusive: true,
      fees: ["USD 3500"],
      flags: ["non_compete"]
    }
  },
  {
    id: "h26a-10-pharmacy-point-of-sale-addendum",
    style: "h26a-book-cover-and-packaging-model-releases",
    format: "docx",
    source: `
# MODEL RELEASE AND LICENCE - POINT OF SALE
PARTIES
Brightwell Pharmacy Group Limited, a company registered in Ireland (No. 604417), Unit 7, Sandyford Business Park, Dublin 18 (the "Retailer")
Saoirse Nolan, c/o Liffey Model Management (the "Model")
The photographs were taken by PrintCraft Studios Ltd, which is engaged by the Retailer and is not a party to this release.
1> Images. The Model consents to the Retailer's use of the photographs of her taken on 11 January 2027 for the Retailer's "Winter Wellness" range (the "Images").
2> Media. The Retailer may use the Images on in-store point-of-sale material in its pharmacies (shelf wobblers, counter cards, aisle fins and posters displayed inside its shop windows) and on the Retailer's website and app, excluding press, television, outdoor advertising and social media.
3> Sensitive products. The Retailer shall not use the Images on or next to any product or message concerning sexual health, contraception, weight loss, mental health or any medical condition.
4> Territory. The Images may be used in Ireland only.
5> Period. Twelve (12) months from 1 February 2027.
6> Fees. The Retailer shall pay the Model a day rate of €450 for the shoot and a usage fee of €1,800 for the Period. VAT at 23% is added to the agency's invoice. A cancellation fee of 50% of the day rate applies to a shoot cancelled within 24 hours.
7> Exclusivity. None. The Model is free to appear in the advertising of other pharmacies and health retailers.
8> Assignment and sub-licensing. The Retailer may not assign this release and shall not sub-license the Images to any supplier or brand.
9> Law. Irish law governs this release.
## ADDENDUM No. 1
This Addendum is signed together with the release above and forms part of it. Clause 4 (Territory) is deleted and replaced by: "4. Territory. The Images may be used in Ireland and in the United Kingdom, including the Retailer's stores in Northern Ireland." This Addendum prevails over the release where they differ.
| For Brightwell Pharmacy Group Limited | The Model |
| Ciara Walsh, Head of Marketing | Saoirse Nolan |
| 14 January 2027 | 14 January 2027 |
`,
    expected: {
      parties: ["Brightwell Pharmacy Group Limited", "Saoirse Nolan"],
      signed: "2027-01-14",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["IE", "GB"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["EUR 450", "EUR 1800"],
      flags: [],
      denies: ["non_compete", "assignable", "sublicensable"]
    }
  }
]
