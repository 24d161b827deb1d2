// Independent author "n25a" (wave 25), one batch written without reading the reader's rules or the other batches'
// texts (only Corpus.ts, the flag names and LONG_TERM_MONTHS of ContractFlags.ts, the header and first entry of n11's
// batch for the file convention, the wave's checker and the list of batch file names), and committed before the
// reader was run on it: recording and filming releases for orchestras, choirs and ensembles (a UK concert film under
// the musicians' union agreement with the session fees, doubling and overtime the orchestra pays its players; a US
// documentary release letter signed by the choir's music director, the producer named only in its signature block;
// an Irish festival's engagement of a period ensemble signed by its fixer, every date in the schedule table and the
// broadcast window counted from the concert date given there; a US side letter between a symphony society and the
// musicians' local under the collective agreement, on a scan); consents and licences for crowdfunding campaign
// videos (a Kickstarter tester paid in a backer reward, an equity-crowdfunding contributor paid a filming fee and
// thanked with shares, a friend of the founders in an Indiegogo e-mail thread whose launch date comes in a later
// message; the platform's own promotion of the campaign; use after the campaign closes); and model bookings for
// e-commerce and lookbooks (an agency booking confirmation for a brand named "Outdoor Edit", a US long form for
// "Print & Pattern Co." with paid-social and print-catalogue add-ons and an unexercised out-of-home option, and an
// agency booking form with a rider that replaces the agency terms' usage clause; usage counted from first upload).
// A DEVELOPMENT batch: its first, untuned score is for the lead to take.
//
// Answer rules decided by this author: the parties are the two who are bound: an orchestra, choir or ensemble that
// is engaged is the party, not the fixer, conductor or music director who signs for it; a musicians' union is a
// party only where it signs the agreement itself (a side letter under its collective agreement), not where its
// agreement is incorporated; a model agency signing as the model's agent is not a party, the model is; a producer
// or company named only in a signature block is a party. The signing date is the date of the last signature, or
// the date the agreement states it is made when the signatures are undated; an acceptance by e-mail ("I agree") is
// a signature. The start is the first day the rights may be used (the concert date, the campaign's launch, the first
// upload), or the signing date where the grant is effective on signature; where the start is an event whose date a
// later message, note or schedule gives, that date is the start. "N months from X" and "N months beginning on X" end
// the day before the anniversary; a licence "from launch until N months from the close" ends the day before the
// anniversary of the close. A platform that keeps a finished campaign page online does not make the licence
// perpetual. Fees are the sums one party pays the other for the rights or for the services: a concert fee paid to
// the ensemble is a fee, and so is each usage fee and add-on that is booked, and a union side letter's media
// payment for the stream, paid to the musicians the union signs for; session fees, doubling and overtime an
// orchestra pays its own players, a doubling supplement owed only if a player doubles, an overtime rate, travel,
// parking or mileage, per diems, VAT, an agency commission on top, a deposit (part of a fee), a cancellation charge,
// a venue surcharge paid to a third party, an unexercised option or add-on, a usage fee the rider replaces, and a
// reward, product or shares given instead of cash are not fees; where nothing is paid in money the contract has no
// fee (no_fee_stated). Channels: a campaign page, website, marketplace listing and on-demand stream on a website are
// web; a brand's or orchestra's Instagram, TikTok, Facebook, Pinterest or YouTube channel (paid posts included) is
// social; television is broadcast; printed catalogues and lookbooks are print; a company or product name containing
// "Outdoor" or "Print" is not a channel. Exclusivity: a grant called exclusive with a carve-out is exclusive; a
// promise by the performer not to appear for competing products is an exclusivity with non_compete; "nothing is
// exclusive" or "Exclusivity: none" is non-exclusive and denies non_compete; silence is null. "Shall not / may not
// sub-license" denies sublicensable and "may not assign" denies assignable even with "without consent"; a platform's
// own promotion of a campaign under its terms of use is not a sub-licence by the company; "may assign or license to
// any distributor" raises assignable and sublicensable. "In all media now known or hereafter devised" is every
// channel and unlimited_media; "throughout the universe" is worldwide.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n25a-orchestra-and-choir-performer-releases",
  "n25a-crowdfunding-campaign-video-consents",
  "n25a-lookbook-and-e-commerce-model-bookings"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n25a-01-uk-concert-film-mu-agreement",
    style: "n25a-orchestra-and-choir-performer-releases",
    format: "docx",
    source: `
# CONCERT FILMING, STREAMING AND BROADCAST AGREEMENT
THIS AGREEMENT is dated 14 August 2026
PARTIES
(1) NORTHGATE PHILHARMONIC ORCHESTRA LIMITED, a company limited by guarantee (company no. 02231874, registered charity no. 1019962) whose registered office is at The Music Rooms, 4 Chapel Walk, Sheffield S1 2PD (the "Orchestra"); and
(2) LANTERN HALL MEDIA LTD, a company incorporated in England and Wales (company no. 09876512) whose registered office is at 22 Wharf Road, London N1 7GR, which operates the Encore Arts television channel and the Encore+ streaming service (the "Producer").
BACKGROUND
(A) The Orchestra will give the concert described in Schedule 1 (the "Concert").
(B) The Producer wishes to film and record the Concert and to broadcast and stream the resulting programme (the "Film") on the terms of this Agreement.
## 1. Definitions
1> In this Agreement: "Concert Date" means the date of the Concert given in Schedule 1; "Licence Period" means the period of three (3) years from the Concert Date; "MU Agreement" means the agreement between the Association of British Orchestras and the Musicians' Union for the engagement of orchestral musicians for audio-visual recording, as in force on the Concert Date; "Musicians" means the players engaged by the Orchestra for the Concert; "Territory" means the United Kingdom and the Republic of Ireland.
## 2. Grant of rights
1> The Orchestra grants the Producer, for the Licence Period and in the Territory, the right to film and record the Concert and to exploit the Film by (a) live and delayed transmission on the Encore Arts television channel, (b) streaming live and on demand on the Encore+ service, which the Producer shall geo-block outside the Territory, and (c) clips of up to two (2) minutes each on the Producer's social media channels to promote the transmission.
1> No other right is granted. In particular the Orchestra grants no right of theatrical exhibition, no right to release the Film or its soundtrack as a DVD, download or commercial audio recording, and no right to use the Film in advertising for any product or service.
## 3. Exclusivity
1> The rights in clause 2 are exclusive to the Producer in the Territory for the Licence Period, save that (a) BBC Radio 3 may broadcast the Concert live and once more in sound only, and (b) the Orchestra may use extracts under clause 6.
## 4. Fees and payments
1> The Producer shall pay the Orchestra a Recording and Broadcast Fee of £18,000 (plus VAT) for the rights granted in clause 2, half on signature of this Agreement and half within 30 days after the Concert Date.
1> The Orchestra engages the Musicians under the MU Agreement and shall pay them their session fees (currently £151.50 per three-hour session), any doubling payments (at 20% of the session fee for each additional instrument) and any overtime (£37.88 per quarter-hour or part). Those payments are for the Musicians' performance at the Concert and its rehearsals; they are the Orchestra's responsibility, are not part of the Recording and Broadcast Fee and are not a payment for the rights.
1> The Producer shall pay the venue's filming surcharge of £950 directly to the venue and shall reimburse the Orchestra's reasonable additional expenses of porterage and instrument transport, up to £1,400 in aggregate, against receipts.
1> The Producer may extend the Licence Period by a further twelve (12) months by notice in writing given before it ends and payment of £6,000. No extension applies unless the Producer gives that notice.
## 5. Sub-licensing and assignment
1> The Producer shall not sub-license any of the rights granted under this Agreement, and may not assign or transfer this Agreement or any of its rights, without the prior written consent of the Orchestra.
## 6. Extracts for the Orchestra's season
1> The Producer grants the Orchestra the right to use up to three (3) extracts of the Film, none longer than sixty (60) seconds, on the Orchestra's website and social media channels to advertise its 2027/28 season, without further payment.
## 7. Musicians' consents
1> The Orchestra shall obtain from each Musician the consents required under Part II of the Copyright, Designs and Patents Act 1988 for the recording and exploitation of the Film permitted by this Agreement, in the form annexed to the MU Agreement.
## 8. Credits
1> The Orchestra shall be credited in the Film as "Northgate Philharmonic Orchestra, conductor Tomasz Wieczorek".
## 9. Governing law
1> This Agreement is governed by the law of England and Wales.
## Schedule 1 - The Concert
| Item | Detail |
| Concert | Autumn Gala: Elgar, Enigma Variations; Walton, Belshazzar's Feast |
| Concert Date | Saturday 17 October 2026 |
| Venue | City Hall, Barker's Pool, Sheffield |
| Musicians | Up to 82 players |
| Rehearsals | Two three-hour sessions on 16 October 2026 and the general rehearsal on the Concert Date |
SIGNED for and on behalf of NORTHGATE PHILHARMONIC ORCHESTRA LIMITED by Helen Okafor, Chief Executive
SIGNED for and on behalf of LANTERN HALL MEDIA LTD by Rupert Lane, Managing Director
`,
    expected: {
      parties: ["Northgate Philharmonic Orchestra Limited", "Lantern Hall Media Ltd"],
      signed: "2026-08-14",
      start: "2026-10-17",
      end: "2029-10-16",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 18000"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "n25a-02-us-choir-documentary-release-letter",
    style: "n25a-orchestra-and-choir-performer-releases",
    format: "text",
    source: `
# Filming of the Saint Cecilia Chamber Choir - release letter
From: Ruth Okonkwo <ruth.okonkwo@hallowaydocs.com>
To: Martin Alvarez <malvarez@stceciliachoir.org>
Date: April 28, 2026
Dear Dr. Alvarez,
Thank you for agreeing that the Saint Cecilia Chamber Choir (the "Choir") may be filmed for our feature documentary, provisionally titled "Harbor of Voices" (the "Picture"). This letter sets out what we agreed on the phone.
1. Filming. We may film and record the Choir's rehearsal on Friday, May 15, 2026 and its spring concert on Saturday, May 16, 2026 at Old St. Paul's Church, Baltimore, Maryland, including interviews with singers who agree to them (the "Footage").
2. Rights. Effective as of the date you sign this letter, the Choir grants us and our licensees and assigns the right to use the Footage, and the Choir's name, in the Picture and in trailers, advertising and promotion of the Picture, in any and all media now known or hereafter devised, throughout the universe, in perpetuity. This grant is irrevocable, and the Choir's remedies are limited to damages; it will not seek to enjoin the Picture.
3. Payment. We will pay the Choir a flat fee of $3,500 within 30 days after the concert. This is a buyout: the fee is full and final payment for all rights granted here, and no residuals, reuse fees or royalties will be payable. Separately, we will reimburse the Choir's rental of risers for the concert (up to $400) and provide a boxed dinner for the singers at the rehearsal. We do not pay individual singers; any honoraria to soloists are a matter for the Choir.
4. Union. You have told us that no member of the Choir performs under a union agreement for this engagement.
5. Exclusivity. Nothing in this letter is exclusive. The Choir remains free to record, broadcast and film its performances, including this program, for anyone else, and we claim no right in its repertoire.
6. Assignment and licensing. We may assign this letter, and license any of the rights in it, to any distributor, broadcaster, streaming service, financier or completion guarantor of the Picture.
7. Credit. The Choir will be credited in the end titles of the Picture as "Saint Cecilia Chamber Choir, Martin Alvarez, Music Director".
If this reflects our agreement, please sign below as the Choir's music director and authorized representative and return a copy to me.
Very truly yours,
Ruth Okonkwo, Producer
For and on behalf of HALLOWAY DOCUMENTARY PICTURES, LLC
ACCEPTED AND AGREED on behalf of the Saint Cecilia Chamber Choir:
/s/ Martin Alvarez, Music Director and authorized representative
Date: May 4, 2026
`,
    expected: {
      parties: ["Halloway Documentary Pictures, LLC", "Saint Cecilia Chamber Choir"],
      signed: "2026-05-04",
      start: "2026-05-04",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["USD 3500"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "buyout", "assignable", "sublicensable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "n25a-03-irish-festival-ensemble-fixer",
    style: "n25a-orchestra-and-choir-performer-releases",
    format: "pdf",
    source: `
# ENGAGEMENT, FILMING AND STREAMING AGREEMENT
This agreement is between Kilbride Early Music Festival CLG, of The Old Courthouse, Main Street, Kilbride, Co. Wicklow (the "Festival"), and the period-instrument ensemble The Ardent Consort (the "Ensemble"), which signs through its fixer named in the Schedule. The dates and the amounts are those in the Schedule.
## The engagement
The Ensemble will perform the Programme at the Venue on the Concert Date. The Concert Fee is for the performance, including a rehearsal at the Venue on the day, and is payable within 14 days after the Concert Date.
## Filming, broadcast and streaming
The Festival may film and record the Concert and, during the Window, (a) stream it live and on demand on the Festival's website, (b) have it broadcast on television in Ireland, once and with one repeat, and (c) post it, whole or in part, on the Festival's social media channels; excluding any cinema screening, any DVD, download or other sale, and any audio-only release. The Festival pays the Filming and Streaming Fee for these rights.
## The Window
The Window runs for twelve months from the Concert Date. After the Window the Festival will take the Film down from its website and social channels and keep one copy for its archive only.
## Extracts for next season
During the Window the Festival may use extracts of the Film, no more than three minutes in all, on its website and social media channels to advertise the 2027 Festival.
## Territory
Ireland. The Festival will geo-block the stream to viewers in Ireland.
## Doubling, travel and VAT
If the Festival asks a player to double on a second instrument, the Festival will pay that player a doubling supplement of 20% of the player's share of the Concert Fee. Doubling is for the performance, not for the filming. The Festival will book and pay for the Ensemble's travel and two nights' accommodation in Kilbride. VAT, if chargeable, is added to the fees at 23%.
## Assignment
The Festival may not assign this agreement or any right under it.
## Schedule
| Item | Detail |
| Date of this agreement | 3 July 2026 |
| Concert | Festival closing concert: Corelli and Geminiani, concerti grossi |
| Concert Date | Saturday 12 September 2026 |
| Venue | St Mary's Church, Kilbride |
| Players | Eight, directed from the violin |
| Concert Fee | €6,800 for the Ensemble |
| Filming and Streaming Fee | €2,040 (30% of the Concert Fee) |
| Fixer | Niamh Cullinane |
For the Festival: Declan Foley, Artistic Director
For the Ensemble: Niamh Cullinane, fixer, who confirms that she signs with the authority of every player
`,
    expected: {
      parties: ["Kilbride Early Music Festival CLG", "The Ardent Consort"],
      signed: "2026-07-03",
      start: "2026-09-12",
      end: "2027-09-11",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "broadcast", "social"],
      exclusive: null,
      fees: ["EUR 6800", "EUR 2040"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n25a-04-us-symphony-union-side-letter",
    style: "n25a-orchestra-and-choir-performer-releases",
    format: "scan",
    source: `
# SIDE LETTER - LIVESTREAM OF HOLIDAY CONCERT
November 20, 2026
This side letter is made under Article 22 (Electronic Media) of the collective bargaining agreement between the Riverbend Symphony Society, Inc. (the "Society") and the Riverbend Federation of Musicians, Local 417 of the American Federation of Musicians (the "Union"). It covers only the concert below and does not amend the collective bargaining agreement.
1. Concert. "Holiday Pops," Saturday, December 12, 2026, Harmon Hall, Riverbend (the "Concert").
2. Stream. The Society may stream the Concert live, and make it available on demand, on the Society's website and its YouTube channel for three (3) months beginning on the date of the Concert. No television or radio broadcast, no commercial audio or video release and no advertising use other than the trailer in paragraph 3 is permitted.
3. Trailer. During the stream period the Society may use one trailer of up to sixty (60) seconds, cut from the Concert, on the same website and YouTube channel to promote its 2027-28 season.
4. Media payment. The Society shall pay a media payment of $7,650, divided equally among the musicians who perform at the Concert, through payroll within two pay periods after the Concert. The media payment is separate from the service pay, doubling and cartage due under the collective bargaining agreement for the Concert's rehearsals and performance, which this letter does not change.
5. Licensing. None. The Society shall not sell, license or sub-license the recording of the Concert or any part of it to any third party.
6. Territory. The stream is not geo-restricted and may be viewed throughout the world.
7. Archive. After the stream period the Society may keep one archival copy for reference only.
For the Society: Carla Benedetti, President and CEO
For the Union: Raymond Tso, President, Local 417
`,
    expected: {
      parties: ["Riverbend Symphony Society, Inc.", "Riverbend Federation of Musicians, Local 417"],
      signed: "2026-11-20",
      start: "2026-12-12",
      end: "2027-03-11",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["USD 7650"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25a-05-kickstarter-tester-reward-release",
    style: "n25a-crowdfunding-campaign-video-consents",
    format: "docx",
    source: `
# CAMPAIGN VIDEO APPEARANCE RELEASE
| Party | Details |
| Company | Tidewell Labs, Inc., a Delaware corporation, 2210 NW Alder Street, Portland, Oregon 97209 ("Tidewell" or the "Company") |
| Participant | Jordan Reyes, an individual ("you" or the "Participant") |
Tidewell is preparing a Kickstarter campaign for the Tidewell Flask, a self-cleaning water bottle (the "Campaign"). You were one of our early testers and have agreed to appear in the Campaign video. This release sets out what you agree to.
1> The Campaign. The Campaign is scheduled to go live on Kickstarter on March 2, 2027 and to run for 30 days, closing on April 1, 2027 (the "Close Date"). If either date moves, we will tell you by email and the moved date will apply.
1> Grant. You grant the Company the right to film and record you and to use your name, likeness, voice and appearance, in the Campaign video, in shorter cuts of it and in stills from it (the "Footage"), on (a) the Campaign page, (b) the Company's website, and (c) the Company's social media accounts, including paid posts; excluding television, radio, connected-TV or streaming-TV advertising, print and out-of-home advertising.
1> Use Period. The Company may use the Footage from the day the Campaign goes live until twenty-four (24) months from the Close Date (the "Use Period"). Kickstarter keeps finished campaign pages online; the Company is not in breach because the Campaign page, as Kickstarter keeps it, still shows the Campaign video after the Use Period, but it will make no other use of the Footage after the Use Period.
1> Kickstarter's promotion. Kickstarter may feature the Campaign, including the Campaign video, on its site, in its newsletters and on its own social channels, under its terms of use. That is Kickstarter's promotion of the Campaign, not a license granted by the Company.
1> Sub-licensing. The Company may not sub-license the Footage, or any right in it, to anyone.
1> Irrevocability. Once the Campaign goes live, this release is irrevocable for the Use Period.
1> No cash payment. As thanks, you will receive one Tidewell Flask Founders Edition (retail value $129) as a backer reward when rewards ship, and a "Founding Tester" credit on the Campaign page. You agree that no fee, wage or royalty is payable to you for the Footage or your appearance. The Company will reimburse your parking on the shoot day, up to $30.
1> Territory. The Footage may be used throughout the world.
1> Law. This release is governed by the laws of the State of Oregon.
TIDEWELL LABS, INC.
By: Maya Lindqvist, Chief Executive Officer    Date: February 8, 2027
PARTICIPANT
Jordan Reyes    Date: February 11, 2027
`,
    expected: {
      parties: ["Tidewell Labs, Inc.", "Jordan Reyes"],
      signed: "2027-02-11",
      start: "2027-03-02",
      end: "2029-03-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["irrevocable_grant", "no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25a-06-uk-equity-crowdfunding-contributor",
    style: "n25a-crowdfunding-campaign-video-consents",
    format: "pdf",
    source: `
# FILMING CONSENT AND LICENCE - CROWDCUBE CAMPAIGN
This licence is between PrintPal Ltd (company number 14829305) of Unit 4, Hopwood Yard, Leeds LS2 7PT, maker of the PrintPal pocket photo printer (the "Company"), and Amara Nwosu of Leeds (the "Contributor").
The Company is raising investment through an equity crowdfunding campaign on Crowdcube (the "Campaign"). The Contributor, an early customer and adviser of the Company, appears in the Campaign's pitch video (the "Film"). The Campaign's details and the dates are in the Schedule.
1> Licence. The Contributor consents to being filmed and grants the Company a licence to use the Film, and stills from it, on the Campaign page, on the Company's website and on the Company's social media accounts, during the Licence Period and in the United Kingdom, where the Campaign is open to investors. The Company will target any paid promotion of the Film at the United Kingdom only.
1> Licence Period. The Licence Period starts on the Launch Date and lasts twelve (12) months from the Launch Date.
1> Print and broadcast. The Company shall not use the Film, or any still from it, in print of any kind (including PrintPal packaging, leaflets and press advertisements) or in television or radio advertising.
1> Crowdcube. The Contributor agrees that Crowdcube may show the Film on its platform and in its investor newsletters while the Campaign is open, under Crowdcube's own terms.
1> Payment and shares. The Company will pay the Contributor a filming fee of £600 within 14 days of the filming day. In addition, if the Campaign reaches its target, the Company will allot to the Contributor 400 ordinary shares of £0.0001 each, fully paid, as thanks for the Contributor's help; the shares are not payment for this licence. The Company will reimburse reasonable travel expenses up to £80. All sums are exclusive of VAT.
1> Exclusivity. During the Licence Period the Contributor shall not appear in any video or advertising for a portable photo printer or instant-print camera made by anyone other than the Company.
1> Moral rights. The Contributor waives, to the extent the law allows, any moral rights the Contributor has in the Film as a performer.
1> Law. This licence is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Date of this licence | 9 March 2026 |
| Filming day | Thursday 19 March 2026, Leeds |
| Campaign | Equity crowdfunding on Crowdcube, target £250,000 |
| Launch Date | 14 April 2026, the day the Campaign opens to the public |
Signed for PrintPal Ltd: Owen Hargreaves, director
Signed by the Contributor: Amara Nwosu
`,
    expected: {
      parties: ["PrintPal Ltd", "Amara Nwosu"],
      signed: "2026-03-09",
      start: "2026-04-14",
      end: "2027-04-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: true,
      fees: ["GBP 600"],
      flags: ["non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "n25a-07-indiegogo-friend-email-consent",
    style: "n25a-crowdfunding-campaign-video-consents",
    format: "text",
    source: `
# Indiegogo video - your appearance consent
From: Sam Okafor <sam@loomfieldgoods.com>
To: Dana Whitcomb <dana.whitcomb@gmail.com>
Date: April 17, 2026
Hi Dana,
Thanks again for agreeing to be in our Indiegogo video for the Loomfield Weekender bag. Here's the short consent we talked about. Just reply "I agree" and we're set.
WHO: Loomfield Goods LLC ("Loomfield", "we") and you, Dana Whitcomb ("you").
WHAT: You appear in the campaign video (shoot: Saturday, April 25, 2026, in Asheville) and in cut-downs and stills from it.
WHERE WE USE IT: our Indiegogo campaign page, loomfieldgoods.com, and our Instagram, TikTok, YouTube and Facebook accounts, including paid ads on those platforms. NOT on TV or connected TV, NOT on billboards or any other outdoor ads, and NOT in print.
HOW LONG: from the day the campaign launches until 18 months from launch. We'll email you the launch date.
INDIEGOGO: Indiegogo may feature our campaign, video included, on its site, emails and socials. That's under Indiegogo's own terms, not a license from us.
PAY: $300 for the shoot day, by Venmo or check within 14 days. You also get the Weekender bag as our Tier 4 backer reward (retail $189) - that's a thank-you, not pay. We'll reimburse mileage up to $40.
NO RESALE: We won't sell, license or sublicense the video or your image to anyone else.
NOT EXCLUSIVE: You're free to appear in other campaigns and ads, including for other bag brands.
IF WE'RE ACQUIRED: We can transfer this consent to whoever buys Loomfield's business.
WHERE: the internet is worldwide, so this covers use anywhere in the world.
Sam Okafor, co-founder, Loomfield Goods LLC
---
From: Dana Whitcomb <dana.whitcomb@gmail.com>
Date: April 20, 2026
I agree. Can't wait to see it!
Dana Whitcomb
---
From: Sam Okafor <sam@loomfieldgoods.com>
Date: May 5, 2026
Subject: We're live!
Dana - the campaign launched on Indiegogo this morning, Tuesday, May 5, 2026. Thank you for being part of it!
Sam
`,
    expected: {
      parties: ["Loomfield Goods LLC", "Dana Whitcomb"],
      signed: "2026-04-20",
      start: "2026-05-05",
      end: "2027-11-04",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 300"],
      flags: ["assignable"],
      denies: ["sublicensable", "non_compete"]
    }
  },
  {
    id: "n25a-08-uk-agency-booking-outdoor-edit",
    style: "n25a-lookbook-and-e-commerce-model-bookings",
    format: "scan",
    source: `
# HARBOUR MODELS LTD - BOOKING CONFIRMATION
Ref: HM/26/0311    Date: 27/02/2026
Client: Outdoor Edit Ltd, 14 Calvert Mews, Bristol BS1 4QD (online retailer of walking and camping clothing)
Model: Priya Lakhani, represented by Harbour Models Ltd as her agent
Job: SS26 e-commerce - product shots on white and on-figure. 1 day, Monday 9 March 2026, Studio 2, Temple Quay, Bristol
Rate: Day rate £1,100 (09.00-17.30 incl. lunch). Half-day rate £650 - not used.
Usage: Client's own website product pages and its marketplace listings (Amazon, ASOS Marketplace, Zalando). Online only.
Usage period: 12 months from first upload. Usage fee: £1,400.
Not included: print (catalogues, printed lookbooks), OOH, paid social. Paid social add-on quoted at £900 for 6 months - NOT booked.
Territory: Worldwide (online).
Exclusivity: Non-exclusive.
Overtime: £140 per hour or part after 17.30.
Cancellation: within 48 hrs 100% of day rate; within 5 working days 50%.
VAT: added at 20% to all fees.
Client may not sub-license the images or pass them to stockists or any other third party.
This booking is subject to Harbour Models' Standard Terms of Booking (2025 edition), which are incorporated, except where this confirmation differs.
Confirmed for the Client: L. Marchetti, Head of E-commerce, 02/03/2026
For Harbour Models Ltd as agent for the Model: J. Osei, booker, 27/02/2026
Agency note 17/03/2026: Client confirmed by e-mail that the images were first uploaded on 16/03/2026.
`,
    expected: {
      parties: ["Outdoor Edit Ltd", "Priya Lakhani"],
      signed: "2026-03-02",
      start: "2026-03-16",
      end: "2027-03-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: false,
      fees: ["GBP 1100", "GBP 1400"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n25a-09-us-print-and-pattern-long-form",
    style: "n25a-lookbook-and-e-commerce-model-bookings",
    format: "pdf",
    source: `
# MODEL SERVICES AND USAGE AGREEMENT
This Model Services and Usage Agreement (the "Agreement") is entered into by and among:
CLIENT: Print & Pattern Co., a New York corporation, 318 West 39th Street, New York, NY 10018 ("Client");
MODEL: Sienna Marlowe ("Model"); and
AGENCY: Meridian Model Management LLC, 41 Crosby Street, New York, NY 10012 ("Agency"), acting solely as Model's agent and not as a principal.
Client designs and sells printed bedding, table linen and home textiles through its website, printandpattern.com, and through marketplace listings.
## 1. Services
1> Model shall render modeling services for one (1) full day (8 hours, excluding a one-hour meal break) on Tuesday, July 14, 2026 in New York City, for Client's Fall/Winter 2026 e-commerce product images and lookbook (the "Images").
1> Model shall attend one fitting of up to one (1) hour before the shoot if Client requests it, paid at $200 per hour.
## 2. Usage
1> Client may use the Images (a) on printandpattern.com and in Client's product listings on Amazon, Etsy and Wayfair, (b) in paid and organic posts on Client's Instagram, Facebook and Pinterest accounts (the "Paid Social Add-On"), and (c) in Client's printed wholesale lookbook and seasonal mail-order catalogue, up to 20,000 copies in aggregate (the "Print Catalogue Add-On"); excluding out-of-home advertising, television, in-store displays, hang tags and packaging.
1> The Usage Period is twelve (12) months commencing on the First Upload Date. "First Upload Date" means the date on which any Image is first published on printandpattern.com, as notified by Client to Agency in the form of Exhibit B.
1> The Territory is the United States and Canada.
1> Option. Client has an option to add out-of-home usage in the Territory for six (6) months for $4,000, exercisable by written notice before the First Upload Date. Client has not exercised that option, and no out-of-home use is permitted unless it does.
## 3. Compensation
| Item | Amount |
| Booking fee (1 full day) | $3,200 |
| E-commerce usage (Usage Period) | $2,500 |
| Paid Social Add-On | $1,500 |
| Print Catalogue Add-On | $1,200 |
| Overtime, per hour or part beyond 8 hours | $400 |
| Per diem for travel days, if any | $75 |
1> Agency's service fee of 20% of the amounts above is payable by Client in addition to and not out of those amounts. Cancellation within 48 hours of the shoot is charged at 100% of the booking fee.
## 4. Exclusivity
1> From the shoot date until six (6) months after the First Upload Date, Model shall not appear in advertising or e-commerce imagery for any other brand of printed bedding, table linen or home textiles. This restriction does not apply to editorial work or to Model's existing agreement with Halvorsen Home, which Model has disclosed to Client.
## 5. Agency Standard Terms
1> Agency's Standard Terms and Conditions (rev. 2026) are incorporated into this Agreement. If they conflict with this Agreement, this Agreement prevails.
## 6. Assignment
1> Client shall not assign this Agreement, or any right to use the Images, without Agency's prior written consent.
## 7. Governing law
1> This Agreement is governed by the laws of the State of New York.
PRINT & PATTERN CO.    By: Helena Voss, Creative Director    Date: July 1, 2026
MERIDIAN MODEL MANAGEMENT LLC, as agent for Model    By: Andre Fontaine, Director    Date: July 2, 2026
MODEL: Sienna Marlowe    Date: July 2, 2026
## Exhibit B - Notice of First Upload
Client notifies Agency that the Images were first published on printandpattern.com on Monday, August 3, 2026.
Print & Pattern Co., by Helena Voss, August 4, 2026
`,
    expected: {
      parties: ["Print & Pattern Co.", "Sienna Marlowe"],
      signed: "2026-07-02",
      start: "2026-08-03",
      end: "2027-08-02",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["USD 3200", "USD 2500", "USD 1500", "USD 1200"],
      flags: ["non_compete"],
      denies: ["assignable"]
    }
  },
  {
    id: "n25a-10-uk-booking-form-rider-replaces-usage",
    style: "n25a-lookbook-and-e-commerce-model-bookings",
    format: "docx",
    source: `
# PINNACLE FACES LTD - BOOKING FORM
| Item | Booking |
| Client | Kettle & Fern Knitwear Ltd, 3 Dyers Row, Edinburgh EH1 2JB |
| Model | Ines Okonjo-Hart |
| Agency | Pinnacle Faces Ltd, as agent for the Model |
| Job | AW26 e-commerce stills and short product videos for kettleandfern.com |
| Shoot | Wednesday 6 May 2026, half day (4 hours), Leith |
| Rate | Half-day rate £600 |
| Usage | As clause 7 of the Agency Terms |
| Usage fee | £500 |
| Deposit | 50% of the half-day rate on confirmation; balance within 30 days of invoice |
| Overtime | £120 per hour or part |
| Travel | Standard-class rail Glasgow to Edinburgh, at cost |
| Cancellation | 100% of the rate if cancelled within 24 hours |
| Confirmed | Client: 28 April 2026; Agency: 28 April 2026 |
The Pinnacle Faces Standard Terms of Engagement (the "Agency Terms") apply to this booking.
## Agency Terms (extract)
7. Usage. Unless the Booking Form says otherwise, the Client may use the Images on its own website only, in the United Kingdom, for six months from first upload.
9. Exclusivity. The Model will not accept a booking from a direct competitor of the Client for three months after the shoot.
## Rider
1> This Rider forms part of the booking. It replaces clause 7 (Usage) of the Agency Terms, and the "Usage" and "Usage fee" rows of the Booking Form, in full, and it prevails over the Agency Terms and the Booking Form wherever they differ.
1> Usage. The Client may use the Images and videos on kettleandfern.com, in its marketplace listings on Zalando, Farfetch and Amazon, and in paid and organic posts on its Instagram, Facebook, Pinterest and TikTok accounts, excluding any print, catalogue, out-of-home or in-store use.
1> Territory. The United Kingdom, Ireland, France and Germany.
1> Usage period. Twelve months from the First Upload Date, being the date the first Image goes live on any of the Client's channels. The Client will notify the Agency of that date in writing.
1> Usage fees. E-commerce usage £800; paid social add-on £1,000. These replace the usage fee of £500 in the Booking Form.
1> Exclusivity. None. Clause 9 of the Agency Terms does not apply to this booking, and the Model is free to work for any other knitwear or fashion brand at any time.
1> Sub-licensing. The Client may not sub-license the Images or videos to any third party.
Signed for Kettle & Fern Knitwear Ltd: Fiona Baird, Marketing Director, 30 April 2026
Signed for Pinnacle Faces Ltd as agent for the Model: Tom Reilly, Head Booker, 30 April 2026
## Agency file note
14 May 2026: the Client confirmed by e-mail that the first Image went live on kettleandfern.com on 12 May 2026.
`,
    expected: {
      parties: ["Kettle & Fern Knitwear Ltd", "Ines Okonjo-Hart"],
      signed: "2026-04-30",
      start: "2026-05-12",
      end: "2027-05-11",
      perpetual: false,
      territories: ["GB", "IE", "FR", "DE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 600", "GBP 800", "GBP 1000"],
      flags: [],
      denies: ["non_compete", "sublicensable"]
    }
  }
]
