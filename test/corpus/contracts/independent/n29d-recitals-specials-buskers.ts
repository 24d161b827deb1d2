// Independent author "n29d" (wave 29), one development batch written without reading the reader, its rules or the
// other batches' texts: I read only AUTHORING.md, my brief, test/corpus/contracts/Corpus.ts, lines 1-40 of
// domain/contracts/ContractFlags.ts, lines 1-74 of n11-shorthand-amendments-carveouts.ts (the file convention),
// check-batch.ts and the names of the files in unseen/ and independent/. Written and committed before any run of the
// reader. Three styles:
// - n29d-classical-recital-promos: a soprano's album promo licence with a schedule, a concert hall's letter to a
//   baritone (the hall named only in its signature block), a US opera company's perpetual release from a tenor, and a
//   scanned German pianist's licence whose dates are only in a schedule table. Hard: an album titled "Cinema Arias"
//   and a tour called "Broadcast Live", a "Sub-licensing" heading over a denial, a term counted from a Release Date
//   given in the schedule, VAT, expenses and an option price that are not fees, an exclusivity with a carve-out.
// - n29d-comedy-clip-trailers: a clip licence to a brewery called Billboard Brewing Co. for a special called "Live at
//   the Print Works", a UK trailer licence whose rider replaces the media clause and prevails, and an agent's e-mail
//   deal with a club called The Broadcast Bar. Hard: channel words in names, a term from a First Posting Date defined
//   later, a refundable deposit and a cancellation charge that are not fees, a licence with no fee.
// - n29d-busker-filming-consents: a scanned one-page consent for a travel series by Kestrel Outdoor Media Ltd, a New
//   York headphone brand's consent from a subway busker (term from a Campaign Launch Date, competitor restriction,
//   overtime only if incurred), and an Irish festival's letter to a busker ("Dear Aoife") that binds her on signing.
//
// Answer rules decided by this author: the parties are the two who are bound (an agent, a signatory signing for a
// company, a broadcaster or venue merely mentioned are not); a party named only in a signature block is still a
// party; the signing date is the date of the last signature or of the confirmation that makes an e-mail deal binding;
// the start is the date the text says the licence runs from (a defined date such as a Release Date or Premiere Date,
// wherever in the document that date is given), else the signing date where the text says the licence runs from
// signature; "N months/years from X" ends the day before the anniversary; fees are the sums paid for the rights or
// the services, one entry per sum (an additional fee in a rider that prevails is a second fee); VAT, expenses, travel,
// a refundable deposit, an unexercised option or extension price, overtime owed only if incurred and a cancellation
// charge are not fees; television is broadcast, posters, billboards, bus shelters and subway station panels
// out_of_home, magazines, programmes and brochures print, shop displays and listening posts in_store, a company's own
// website web, its Instagram, TikTok, YouTube and Facebook accounts social, movie theatres cinema; "all media now
// known or hereafter devised" is all seven channels and unlimited_media; a word in the name of a product, company,
// album, tour or show grants nothing; exclusive is true where the grant is exclusive (also with a carve-out for the
// artist's own posts or for a named partner) or where the performer may not appear for a competitor (then also
// non_compete), false where the text says non-exclusive or that the performer stays free to license others, null
// where silent; perpetual raises perpetual_term and has no end; no_end_date is raised only where the term is neither
// stated nor perpetual (never in this batch); irrevocable_grant only where the text says irrevocable; assignable
// where a party may assign; moral_rights_waiver where moral rights are waived; morality_clause where a party may end
// the licence for conduct bringing it into disrepute; denies lists the flags the text expressly rules out ("shall not
// sub-license", "may not assign", "will not renew automatically").
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "n29d-classical-recital-promos",
  "n29d-comedy-clip-trailers",
  "n29d-busker-filming-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "n29d-01-soprano-album-promo-licence",
    style: "n29d-classical-recital-promos",
    format: "docx",
    source: `
# PROMOTIONAL LICENCE: "CINEMA ARIAS" RECORDING
This Licence is made on 12 June 2026
## Parties
(1) AURELIA MONTGOMERY, of 14 Carlton Crescent, Bath BA1 2LT (the "Artist"); and
(2) HALCYON CLASSICS LIMITED, a company registered in England and Wales (number 08812274) whose registered office is at 3 Wharf Road, London N1 7GR ("Halcyon").
## Background
(A) The Artist has recorded for Halcyon an album of film-score arias arranged for soprano and orchestra entitled "Cinema Arias" (the "Album").
(B) Halcyon wishes to promote the Album using the Artist's name, approved likeness and filmed excerpts of the recording sessions (the "Promotional Materials").
## Operative terms
1> Grant. The Artist grants Halcyon a non-exclusive licence to use the Promotional Materials solely to promote the Album, on Halcyon's website, on Halcyon's YouTube, Instagram and Facebook accounts, and in printed advertisements in classical music magazines.
1> Excluded media. No right is granted for television, radio, cinema screenings or outdoor advertising of any kind. The title of the Album does not of itself authorise any use in cinemas.
1> Territory. The United Kingdom and the Republic of Ireland.
1> Term. The licence begins on the Release Date and continues for eighteen (18) months from the Release Date. The Release Date is set out in the Schedule.
1> Fee. Halcyon shall pay the Artist a promotional fee of £4,500, plus VAT at the applicable rate, within 30 days of the Release Date. Halcyon shall also reimburse the Artist's reasonable travel expenses for any promotional appearance, capped at £600.
1> Sub-licensing. Halcyon shall not sub-license any of the rights granted under this Licence to any third party, including its distributors.
1> Approval. Halcyon shall submit every still photograph of the Artist for her approval before first use.
## Schedule
| Item | Detail |
| Album | Cinema Arias (HAL 0291) |
| Release Date | 4 September 2026 |
| Conductor | Sir Philip Aske (not a party) |
Signed by AURELIA MONTGOMERY: Aurelia Montgomery
Signed for and on behalf of HALCYON CLASSICS LIMITED by Daniel Fry, Managing Director
`,
    expected: {
      parties: ["Aurelia Montgomery", "Halcyon Classics Limited"],
      signed: "2026-06-12",
      start: "2026-09-04",
      end: "2028-03-03",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["GBP 4500"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29d-02-concert-hall-letter-baritone",
    style: "n29d-classical-recital-promos",
    format: "pdf",
    source: `
# Recital recording: promotional use
3 February 2026
Mr Tobias Lindqvist
c/o Ferrand Artists Management, 22 Hanover Street, Edinburgh EH2 2EN
Dear Tobias,
Thank you again for your Winterreise recital on 17 January. As discussed with your manager, we would like to use audio and video excerpts of the recording we made of that evening to promote our 2026/27 season. This letter sets out the terms; once you countersign it, it will bind us both.
1. What we may do. We may use excerpts of up to three minutes in total, together with your name and the approved photographs, on our website, on our Instagram and YouTube channels, in our printed season brochure, and on the posters and banners displayed on the outside of the Hall.
2. What we may not do. We will not use the excerpts on television or radio, in any commercial recording for sale, or in advertising for any sponsor. Your manager's agency is not a party to this letter and receives nothing under it.
3. Where and for how long. The permission covers the whole world and runs from 1 March 2026 to 31 August 2027, after which we will remove the excerpts from our channels.
4. Payment. We will pay you an honorarium of £750 within 14 days of your countersignature, and will also reimburse your train fare to Edinburgh for the photo session (up to £120).
5. Non-exclusive. This permission is non-exclusive: you remain free to license recordings of the same repertoire to anyone else.
With warm wishes,
Margaret Ede, Director
For and on behalf of Fenwick Hall Trust
I agree to the terms of this letter.
Tobias Lindqvist
Date: 10 February 2026
`,
    expected: {
      parties: ["Fenwick Hall Trust", "Tobias Lindqvist"],
      signed: "2026-02-10",
      start: "2026-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "print", "out_of_home"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: []
    }
  },
  {
    id: "n29d-03-opera-company-tenor-release",
    style: "n29d-classical-recital-promos",
    format: "text",
    source: `
# BAYSHORE LYRIC OPERA - PERFORMER PROMOTIONAL RELEASE
Production: La Traviata (Fall 2026 season) - "Broadcast Live" tour
This Release is given on October 2, 2026 by Rafael Dominguez ("Performer") to Bayshore Lyric Opera, a California nonprofit corporation ("Company").
1. Grant. For the consideration below, Performer irrevocably grants Company the right, effective on signature of this Release and in perpetuity, to use audio and video recordings of Performer's performances in the Production, and Performer's name and likeness, in trailers and promotional spots for Company's productions, on Company's website and on Company's social media accounts, and in television commercials aired by Company.
2. Limits. Company may not use the recordings in movie theaters or on billboards, and may not sell or distribute any recording of the Production as a commercial product. The name of the "Broadcast Live" tour is a title only and grants no further rights.
3. Territory. The United States.
4. Payment. Company shall pay Performer a promotional use fee of $1,200, payable on signature. Any additional rehearsal required for filming will be paid at the AGMA hourly rate, if and only if such rehearsal is called.
5. Assignment. Company may not assign this Release without Performer's prior written consent.
6. Governing law. California.
Agreed and accepted:
Rafael Dominguez - signed October 2, 2026
Bayshore Lyric Opera, by Helen Marsh, General Director - signed October 2, 2026
`,
    expected: {
      parties: ["Rafael Dominguez", "Bayshore Lyric Opera"],
      signed: "2026-10-02",
      start: "2026-10-02",
      end: null,
      perpetual: true,
      territories: ["US"],
      channels: ["web", "social", "broadcast"],
      exclusive: null,
      fees: ["USD 1200"],
      flags: ["perpetual_term", "irrevocable_grant"],
      denies: ["assignable"]
    }
  },
  {
    id: "n29d-04-pianist-label-schedule-scan",
    style: "n29d-classical-recital-promos",
    format: "scan",
    source: `
# PROMOTIONAL USE LICENCE - PIANO RECITAL RECORDING
Between: Mira Castellanos-Webb, pianist, Kantstrasse 41, 10625 Berlin (the Artist)
And: Ostrava Sound GmbH, Schoenhauser Allee 9, 10119 Berlin (the Label)
1. The Artist grants the Label an exclusive licence to use the filmed recital of the Goldberg Variations recorded at the Kammermusiksaal (the Film) and her name and photograph to promote the Label's release of that recital.
2. Exclusivity carve-out. The exclusivity does not prevent the Artist from posting excerpts of up to 60 seconds on her own social media accounts.
3. Media. The Label's website, its YouTube and Instagram channels, and listening posts and display screens in record shops. No television or cinema use.
4. Territory. Germany, Austria and Switzerland.
5. Period. As set out in the Schedule.
6. Fee. EUR 6,000, payable in two instalments of EUR 3,000 each. The Label has an option to extend the Period by twelve months for a further EUR 2,500; the option is exercisable only in writing before the end of the Period and is not exercised by this Licence.
7. Assignment. The Label may not assign this Licence or any right under it.
SCHEDULE
| Start of Period | 1 April 2026 |
| End of Period | 31 March 2027 |
| Release (catalogue no.) | OS-1147 |
Signed: Mira Castellanos-Webb, 18 March 2026
Signed for Ostrava Sound GmbH: Jakob Brenner, Geschaeftsfuehrer, 18 March 2026
`,
    expected: {
      parties: ["Mira Castellanos-Webb", "Ostrava Sound GmbH"],
      signed: "2026-03-18",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["DE", "AT", "CH"],
      channels: ["web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 6000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "n29d-05-comedy-special-clip-brewery",
    style: "n29d-comedy-clip-trailers",
    format: "docx",
    source: `
# CLIP LICENSE AGREEMENT
This Clip License Agreement is entered into as of May 12, 2026 by and between Loose Screw Productions LLC, a New York limited liability company ("Licensor"), and Billboard Brewing Co., a Colorado corporation ("Licensee").
## Recitals
Licensor produced and owns the stand-up comedy special "Dana Okafor: Live at the Print Works" (the "Special"). Licensee wishes to use three clips from the Special in its social media advertising.
## 1. License
1> Licensor grants Licensee a non-exclusive license to use the three clips identified in Exhibit A (each no longer than 45 seconds) in paid and organic posts on Licensee's Instagram, TikTok and YouTube accounts.
1> Excluding: television, streaming services, Licensee's website, printed materials, billboards and any other out-of-home advertising, and in-bar displays. The names "Billboard" and "Print Works" are names only and do not extend the media licensed.
## 2. Term
The License runs from the First Posting Date for six (6) months from the First Posting Date. Licensee shall post the first clip on June 1, 2026, and that date is the "First Posting Date".
## 3. Territory
United States and Canada.
## 4. Payment
1> License fee: US$8,000 for all three clips, payable within 15 days of signature.
1> Deposit: Licensee shall also lodge a refundable deposit of US$2,000 against the removal obligation in Section 5, returned within 10 days after the clips are taken down.
## 5. Takedown
Licensee shall remove all clips within five days after the end of the Term.
## 6. Sublicensing
Licensee shall not sublicense, transfer or lend the clips to any third party, including its distributors.
## Exhibit A
| Clip | Timecode | Length |
| 1 "Airport Security" | 00:12:04 | 0:42 |
| 2 "My Dad's Texts" | 00:31:50 | 0:38 |
| 3 "Craft Beer Guy" | 00:47:15 | 0:45 |
LOOSE SCREW PRODUCTIONS LLC, By: Tamsin Reyes, Managing Member
BILLBOARD BREWING CO., By: Cole Hadley, CMO
`,
    expected: {
      parties: ["Loose Screw Productions LLC", "Billboard Brewing Co."],
      signed: "2026-05-12",
      start: "2026-06-01",
      end: "2026-11-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 8000"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29d-06-comedian-trailer-rider",
    style: "n29d-comedy-clip-trailers",
    format: "pdf",
    source: `
# TRAILER AND PROMOTIONAL CLIP LICENCE
Date: 22 September 2026
Parties: RUTH ADEYEMI of Flat 3, 88 Stokes Croft, Bristol BS1 3RJ ("the Comedian") and NORTHERN LAUGHS LIMITED (company no. 11930455), 5 Quay Street, Manchester M3 3JE ("the Platform").
1. The Special. The Comedian's stand-up special "Ruth Adeyemi: Outdoor Voices", recorded at the Bristol Old Vic, to premiere on the Platform's streaming service on the Premiere Date stated in the Schedule.
2. Grant. The Comedian grants the Platform an exclusive licence to cut trailers and clips of up to 90 seconds from the Special and to use them to promote the Special. The exclusivity is subject to one exception: the Comedian may post clips of up to 60 seconds on her own social media accounts.
3. Territory. The United Kingdom and the Republic of Ireland.
4. Media. The Platform's website and app, and its Instagram, TikTok and YouTube channels. No television, cinema or outdoor use.
5. Term. Twelve months from the Premiere Date. This Licence will not renew automatically.
6. Fee. £3,000, payable on the Premiere Date.
SCHEDULE
| Premiere Date | 14 November 2026 |
| Running time | 62 minutes |
RIDER (forms part of this Licence, signed with it, and prevails over clauses 4 and 6 where they differ)
R1. Clause 4 is deleted and replaced by: "Media. The Platform's website and app, its Instagram, TikTok and YouTube channels, and television trailers broadcast on any UK or Irish channel. No cinema or outdoor use."
R2. For the television use added by R1 the Platform shall pay an additional fee of £1,500 on the Premiere Date, in addition to the fee in clause 6.
Signed: Ruth Adeyemi
Signed for Northern Laughs Limited: Priya Shah, Head of Comedy
`,
    expected: {
      parties: ["Ruth Adeyemi", "Northern Laughs Limited"],
      signed: "2026-09-22",
      start: "2026-11-14",
      end: "2027-11-13",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "broadcast"],
      exclusive: true,
      fees: ["GBP 3000", "GBP 1500"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "n29d-07-agent-email-comedy-club-trailer",
    style: "n29d-comedy-clip-trailers",
    format: "text",
    source: `
# RE: Sam F - trailer from the Jan recording - AGREED
From: Jo Whitlock <jo@punchlinemgmt.co.uk>
To: Kieran Doyle <kieran@thebroadcastbar.co.uk>
Sent: Mon 11 Jan 2027 10:20
Hi Kieran - as discussed, Sam is happy for you to cut a 30-second trailer from the recording of his set at your venue on 8 Jan. Terms below; once you reply to confirm, these are binding on Sam and the club. (I'm Sam's agent and not a party.)
Comic: Sam Featherstone
Venue: The Broadcast Bar Comedy Ltd (the club's name only - no broadcast rights!)
Use: the club's website, Instagram and TikTok, to promote Sam's return show. NO TV, NO radio, NO posters.
Period: 1 Feb 2027 to 30 Apr 2027.
Where: UK.
Money: no fee for the trailer - Sam gets a copy of the full recording in return. If the club cancels the return show, it pays a £150 cancellation charge.
Jo
---
From: Kieran Doyle <kieran@thebroadcastbar.co.uk>
Sent: Mon 11 Jan 2027 14:05
All agreed, thanks Jo. Kieran Doyle, Director, The Broadcast Bar Comedy Ltd
`,
    expected: {
      parties: ["Sam Featherstone", "The Broadcast Bar Comedy Ltd"],
      signed: "2027-01-11",
      start: "2027-02-01",
      end: "2027-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"]
    }
  },
  {
    id: "n29d-08-busker-travel-series-consent-scan",
    style: "n29d-busker-filming-consents",
    format: "scan",
    source: `
# STREET PERFORMER FILMING CONSENT
Production: "Cities After Dark" (travel series, episode 4: London)
Producer: Kestrel Outdoor Media Ltd, Unit 9, 40 Dace Road, London E3 2NG
Performer: Jonah Pryce
Location: Covent Garden Piazza, London WC2
In consideration of the payment of £100 (one hundred pounds), paid in cash today, I, the Performer, consent to the Producer filming and recording my street performance and my name, voice and likeness, and I grant the Producer the right to use the recordings, in whole or in part, throughout the world, in perpetuity, in all media now known or hereafter devised, in the series and in its promotion.
This consent is irrevocable and starts on the date below.
I waive all moral rights I may have in the recordings.
The Producer may assign this consent to any broadcaster or distributor of the series.
Signed (Performer): Jonah Pryce
Signed for Kestrel Outdoor Media Ltd: Alice Grant, Producer
Date: 18 July 2026
`,
    expected: {
      parties: ["Kestrel Outdoor Media Ltd", "Jonah Pryce"],
      signed: "2026-07-18",
      start: "2026-07-18",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: ["GBP 100"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "n29d-09-subway-busker-headphone-campaign",
    style: "n29d-busker-filming-consents",
    format: "pdf",
    source: `
# PERFORMER CONSENT AND LICENSE
This agreement is dated January 20, 2027.
BETWEEN Tideline Audio Inc., a Delaware corporation ("Tideline"), AND Marisol Greene, a street musician performing in the New York City subway system ("Performer").
1. Filming. Tideline will film Performer playing at the Union Square station on a date to be agreed in February 2027. The filming day is four hours.
2. License. Performer grants Tideline the right to use the footage, and Performer's name, voice and likeness, in Tideline's "Sound of the City" headphone campaign, on Tideline's website and social media accounts, on billboards and subway station posters, and on display screens in stores selling Tideline products. No television or cinema advertising is licensed.
3. Term. The license runs from the Campaign Launch Date for two (2) years from the Campaign Launch Date. The "Campaign Launch Date" is March 2, 2027.
4. Territory. The United States.
5. Exclusivity. During the Term, Performer shall not appear in advertising for any other headphone, earbud or speaker brand.
6. Payment. Tideline shall pay Performer a fee of $2,000 within 10 days after the filming day. If filming runs beyond four hours, Tideline shall pay overtime at $150 per hour, only if incurred.
7. Conduct. Tideline may terminate this license if Performer commits any act that brings Performer or Tideline into public disrepute.
8. Sublicensing. Tideline shall not sublicense the footage to any third party.
TIDELINE AUDIO INC., by Grace Liu, VP Brand
MARISOL GREENE
`,
    expected: {
      parties: ["Tideline Audio Inc.", "Marisol Greene"],
      signed: "2027-01-20",
      start: "2027-03-02",
      end: "2029-03-01",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home", "in_store"],
      exclusive: true,
      fees: ["USD 2000"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "n29d-10-festival-letter-busker-aoife",
    style: "n29d-busker-filming-consents",
    format: "docx",
    source: `
# Harbour Lights Festival CIC
Quay House, Spanish Arch, Galway H91 X2F4
20 July 2026
Ms Aoife Brannigan
Dear Aoife,
## Filming your street set at Harbour Lights 2026
Thank you for agreeing to busk on Quay Street during the festival. We would like to film your set and use the footage, and this letter sets out the terms. When you sign and return it, it becomes an agreement between you and the festival.
1> Use. We may use the footage and your name on the festival website, on our Instagram, Facebook and TikTok pages, and as stills in our printed festival programme.
1> What we will not do. We will not use the footage on television, in cinemas or in any paid advertising, and we will not license or pass the footage to anyone else.
1> Period. From 1 August 2026 until 31 July 2028.
1> Territory. Ireland only.
1> Payment. We will pay you €250 for the filming, plus €40 towards your travel expenses.
1> Your freedom. This is non-exclusive: you remain free to be filmed and photographed by anyone else.
Kind regards,
Niamh Costello, Festival Director, for Harbour Lights Festival CIC
I accept the terms of this letter.
Aoife Brannigan, 28 July 2026
`,
    expected: {
      parties: ["Harbour Lights Festival CIC", "Aoife Brannigan"],
      signed: "2026-07-28",
      start: "2026-08-01",
      end: "2028-07-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["EUR 250"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
