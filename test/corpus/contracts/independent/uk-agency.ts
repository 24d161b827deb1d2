// Independent author "ib": UK agency-side schedule/Key Terms licences and UK letter agreements; a development batch.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["uk-schedule", "uk-letter"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "ib-01-key-terms-image-licence",
    style: "uk-schedule",
    format: "docx",
    source: `
# IMAGE USAGE LICENCE
## Key Terms
| Item | Detail |
| Date of Agreement | 12th January 2026 |
| Licensor | Hollis & Vane Photography Ltd (company no. 09876543), 14 Cremer Street, London E2 8HD ("Hollis & Vane") |
| Licensee | Northwind Apparel Ltd (company no. 11223344), Unit 4, Tanner's Yard, Manchester M4 5JD ("Northwind") |
| Photographer | Samuel Okoro |
| Images | The twelve (12) final selected images from the Northwind SS26 "Coastal" shoot on 8th and 9th January 2026, as listed in Annex A |
| Licensed Media | (a) Northwind's own websites and e-mail newsletters; (b) Northwind's own social media accounts, including paid and boosted posts; (c) point-of-sale displays in Northwind's own stores and concessions |
| Excluded Media | Television, cinema, outdoor and transit advertising, and press or magazine advertising |
| Territory | The United Kingdom and the Republic of Ireland |
| Usage Period | 1st March 2026 to 28th February 2027 (inclusive) |
| Exclusivity | Non-exclusive |
| Fee | £18,500 plus VAT |
| Payment Terms | Thirty (30) days from the date of Hollis & Vane's invoice |
This Licence comprises the Key Terms above and the Standard Terms below. If there is any conflict between them, the Key Terms prevail.
## Standard Terms
1> Grant. In consideration of payment of the Fee, Hollis & Vane grants Northwind a non-exclusive licence to reproduce and publish the Images in the Licensed Media within the Territory during the Usage Period set out in the Key Terms.
1> Excluded uses. No right is granted to use the Images in any of the Excluded Media, on product packaging or swing tags, or in connection with any goods other than Northwind's own clothing and accessories. Any additional use requires a separate licence and fee agreed in writing.
1> Retouching. Northwind may crop and resize the Images and make minor colour corrections, but shall not otherwise alter, composite or retouch them without the prior written approval of Hollis & Vane.
1> Credit. Where the Images are used editorially on Northwind's websites, they shall carry the credit "Photography: Samuel Okoro for Hollis & Vane".
1> Sub-licensing and assignment. Northwind shall not sub-license any of the rights granted under this Licence, and may not assign or transfer this Licence without the prior written consent of Hollis & Vane. Northwind's digital and media agencies may handle the Images solely on Northwind's behalf and for no purpose of their own.
1> Copyright. Copyright in the Images remains with Hollis & Vane at all times. Nothing in this Licence operates as an assignment of copyright.
1> Expiry. Within fourteen (14) days after the end of the Usage Period Northwind shall remove the Images from its websites and its in-store displays. Social media posts published during the Usage Period may remain on Northwind's feeds as archive content but shall not be re-posted, pinned or promoted.
1> Releases. Hollis & Vane confirms that model releases have been obtained covering the Licensed Media, the Territory and the Usage Period.
1> Law. This Licence is governed by the law of England and Wales, and the courts of England have exclusive jurisdiction.
Signed for and on behalf of Hollis & Vane Photography Ltd: Rebecca Vane, Director
Signed for and on behalf of Northwind Apparel Ltd: Daniel Hughes, Head of Brand
`,
    expected: {
      parties: ["Hollis & Vane Photography Ltd", "Northwind Apparel Ltd"],
      signed: "2026-01-12",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["GBP 18500"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "ib-02-tv-artist-schedule-first-air-date",
    style: "uk-schedule",
    format: "pdf",
    source: `
# ARTIST ENGAGEMENT AGREEMENT – TELEVISION COMMERCIAL
THIS AGREEMENT is dated 02/03/2026
PARTIES
(1) HALDEN FOODS PLC, a company incorporated in England and Wales (company number 00456789) whose registered office is at Halden House, 2 Wharf Road, Leeds LS1 4BR (the "Client"); and
(2) PRIYA RAMAN, c/o Stellar Artists Ltd, 33 Charlotte Street, London W1T 1RR (the "Artist").
BACKGROUND
(A) The Client, through its advertising agency Copperbeech Advertising Ltd, wishes to engage the Artist to appear in a television commercial for its "Halden Kitchen" range of chilled ready meals (the "Commercial").
(B) The Artist is represented by Stellar Artists Ltd (the "Agent"), which signs this Agreement as agent for the Artist only and assumes no obligations under it.
## 1. Definitions
1.1 Capitalised terms used in this Agreement and set out in the Schedule have the meanings given to them in the Schedule.
## 2. Engagement
2.1 The Client engages the Artist to render her services in the Commercial on the Shoot Dates set out in the Schedule, and the Artist agrees to attend wardrobe fittings and the shoot punctually and to follow the reasonable directions of the director.
## 3. Rights
3.1 In consideration of the Session Fee and the Usage Fee, the Artist grants to the Client the right to use the Artist's performance, name, voice and likeness as embodied in the Commercial in the Licensed Media throughout the Territory for the Usage Period set out in the Schedule.
3.2 The Client may edit the Commercial into cut-downs of 10, 20 and 30 seconds for use in the Licensed Media.
3.3 No use of the Artist's performance or of production stills is permitted in print, on social media or in any medium other than the Licensed Media. Any such use shall be the subject of separate negotiation through the Agent.
## 4. Exclusivity
4.1 From the date of this Agreement until the end of the Usage Period the Artist shall not appear in, or lend her name, voice or likeness to, any advertising for any chilled or frozen ready meal or meal-kit product in the Territory.
## 5. Conduct
5.1 If the Artist is convicted of a criminal offence, or does or says anything which in the reasonable opinion of the Client brings the Artist, the Client or the Halden Kitchen brand into public disrepute, the Client may terminate this Agreement by written notice and withdraw the Commercial from transmission, and no instalment of the Usage Fee falling due after termination shall be payable.
## 6. Payment
6.1 The Session Fee and the Usage Fee shall be paid to the Agent within thirty (30) days of receipt of the Agent's invoice, and payment to the Agent shall be a full discharge of the Client's obligation to pay the Artist.
## 7. General
7.1 This Agreement is governed by the law of England and Wales.
## SCHEDULE
| Shoot Dates | 17th and 18th March 2026 |
| First Air Date | 6th April 2026 |
| Usage Period | Twelve (12) months commencing on the First Air Date |
| Licensed Media | UK television (terrestrial, satellite and cable) and broadcaster video-on-demand services |
| Territory | United Kingdom |
| Session Fee | £3,500 |
| Usage Fee | £22,000 |
| Agent | Stellar Artists Ltd, 33 Charlotte Street, London W1T 1RR |
Signed by Martin Cole, Marketing Director, for and on behalf of Halden Foods plc
Signed by Jess Hartley, for and on behalf of Stellar Artists Ltd as agent for Priya Raman
`,
    expected: {
      parties: ["Halden Foods plc", "Priya Raman"],
      signed: "2026-03-02",
      start: "2026-04-06",
      end: "2027-04-05",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["GBP 3500", "GBP 22000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "ib-03-letter-voiceover-radio",
    style: "uk-letter",
    format: "text",
    source: `
Lanternfish Creative Ltd
4th Floor, 12 Brewer Street, London W1F 0SG
14 January 2026
Ms Adaeze Okafor
c/o Fox Lane Voices, 8 Greek Street, London W1D 4DG
Dear Ms Okafor,
Voice-over: Marchbank Supermarkets – "Winter Warmers" radio campaign
We are pleased to confirm your booking. This letter confirms the terms on which Lanternfish Creative Ltd ("Lanternfish", "we" or "us") engages you to record voice-overs for our client, Marchbank Supermarkets Ltd, and on which those recordings may be used.
1. Recording. You will attend a recording session at Soho Sound, 5 Dean Street, London, on 21 January 2026 for up to four hours, and record up to six 30-second radio scripts with associated store tags (the "Recordings").
2. Usage. You grant us, for the benefit of our client, the right to use the Recordings on UK commercial radio and in audio advertising on digital audio services (including music-streaming and podcast advertising), in the United Kingdom only, for three (3) months from 1 February 2026. The Recordings will not be used on television, in cinema or as the soundtrack of any audio-visual advertisement.
3. Fees. We will pay you a session fee of £1,200 and a usage fee of £2,400, in each case plus VAT if applicable, within 30 days of the session. Any extension of the usage period, or any use outside the United Kingdom, will be negotiated in good faith with your agent and paid for separately.
4. Exclusivity. This engagement is non-exclusive, and you remain free to voice campaigns for other advertisers, including other retailers.
5. Moral rights. You waive any moral rights you may have in the Recordings, so that they may be edited for length and combined with music and sound effects.
6. Law. This letter is governed by English law.
Please sign and return a copy of this letter to confirm your agreement to these terms.
Yours sincerely,
Tom Ashworth
Head of Production, for and on behalf of Lanternfish Creative Ltd
Agreed and accepted by Adaeze Okafor
Signature: ____________________
`,
    expected: {
      parties: ["Lanternfish Creative Ltd", "Adaeze Okafor"],
      signed: "2026-01-14",
      start: "2026-02-01",
      end: "2026-04-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 1200", "GBP 2400"],
      flags: ["moral_rights_waiver"]
    }
  },
  {
    id: "ib-04-letter-photo-buyout-perpetual",
    style: "uk-letter",
    format: "scan",
    source: `
MARLOW & FINCH INTERIORS LTD
Studio 2, Weaver's Wharf, Bath BA2 3DZ
3rd February 2026
Mr Tomasz Wrona
18 Cotham Vale, Bristol BS6 6HR
Dear Mr Wrona,
"Slow Rooms" photographs – licence and buy-out
Further to our recent conversations, this letter confirms the terms on which you license to Marlow & Finch Interiors Ltd ("we", "us") the forty (40) photographs you took at our Bath showroom on 26th and 27th January 2026 (the "Photographs").
1. Licence. With effect from the date of this letter, you grant us an exclusive, irrevocable licence to use, reproduce, adapt and publish the Photographs in any and all media now known or hereafter devised, throughout the world, in perpetuity.
2. Exclusivity. You will not license, sell or otherwise make the Photographs available to anyone else. You may show a small selection in your personal portfolio with our prior approval.
3. Sub-licensing. We may sub-license the Photographs to our stockists and retail partners, and to publishers of press coverage of our products.
4. Fee. We will pay you a single fee of £9,750 within fourteen (14) days of receipt of your invoice. This is a full buy-out: no further fees, royalties or usage payments will be due for any use of the Photographs at any time.
5. Copyright. Copyright in the Photographs remains with you, and we will credit you as photographer where reasonably practicable.
6. Law. This letter is governed by the law of England and Wales.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Harriet Finch
Managing Director, for and on behalf of Marlow & Finch Interiors Ltd
Agreed and accepted by Tomasz Wrona
`,
    expected: {
      parties: ["Marlow & Finch Interiors Ltd", "Tomasz Wrona"],
      signed: "2026-02-03",
      start: "2026-02-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: true,
      fees: ["GBP 9750"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "buyout"
      ]
    }
  },
  {
    id: "ib-05-influencer-schedule-rider",
    style: "uk-schedule",
    format: "docx",
    source: `
# INFLUENCER CONTENT AND USAGE AGREEMENT
This Agreement is made on 2nd March 2026 between the Brand and the Talent named in the Schedule.
## Schedule
| Brand | Broadcast Coffee Roasters Ltd, a company registered in England and Wales (company no. 12345098), Arch 21, Ropewalk, London SE1 3PA (the "Brand") |
| Talent | Jodie McAllister, professionally known as "@jodiebrews" (the "Talent") |
| Talent's Agent | Loop Social Management Ltd (the "Agent") |
| Campaign | "Slow Mornings" spring campaign for the Brand's Single Origin range |
| Deliverables | Three (3) Instagram Reels and two (2) TikTok videos featuring the Brand's products, posted on the Talent's own accounts |
| First Posting Date | 15/04/2026 |
| Licensed Media | (i) the Talent's own Instagram and TikTok accounts; (ii) the Brand's own social media accounts, including paid social advertising using the Content; and (iii) the Brand's website |
| Territory | United Kingdom |
| Usage Period | Three (3) months from the First Posting Date |
| Exclusivity | None |
| Fee | £6,000, payable 50% on signature and 50% on posting of the final Deliverable |
## Terms
1> Content. The Talent shall create the Deliverables (the "Content") in accordance with the Brand's brief and submit each item to the Brand for approval at least three (3) working days before posting. The Brand shall not unreasonably withhold approval.
1> Licence. The Talent grants the Brand a licence to use, edit, reproduce and publish the Content in the Licensed Media within the Territory for the Usage Period set out in the Schedule. Paid social advertising shall be geo-targeted to the Territory.
1> Restrictions. The Brand shall not use the Content, or the Talent's name or image, on television, in print or on any outdoor or out-of-home site.
1> Exclusivity. The Talent is free to work with other brands, including other coffee brands, during and after the Usage Period.
1> Disclosure. Each post shall be clearly labelled as advertising ("#ad") in accordance with the CAP Code and the guidance of the Competition and Markets Authority.
1> Assignment. The Brand may assign this Agreement to any company in its group or to a purchaser of the whole or substantially the whole of its business without the Talent's consent, on written notice to the Agent.
1> Law. This Agreement is governed by the law of England and Wales.
Signed for and on behalf of Broadcast Coffee Roasters Ltd: Aidan Farrell, Founder
Signed by Jodie McAllister
## Rider 1 – Amendment to Schedule
This Rider is dated 20th March 2026 and is made between the Brand and the Talent. It forms part of the Agreement.
1> The row of the Schedule headed "Usage Period" is deleted and replaced with: "Six (6) months from the First Posting Date".
1> The row of the Schedule headed "Fee" is deleted and replaced with: "£8,500, payable 50% on signature of this Rider and 50% on posting of the final Deliverable". The sum of £6,000 originally stated shall not be payable in addition.
1> In all other respects the Agreement continues in full force and effect.
Signed for and on behalf of Broadcast Coffee Roasters Ltd: Aidan Farrell, Founder
Signed by Jodie McAllister
`,
    expected: {
      parties: ["Broadcast Coffee Roasters Ltd", "Jodie McAllister"],
      signed: "2026-03-02",
      start: "2026-04-15",
      end: "2026-10-14",
      perpetual: false,
      territories: ["GB"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["GBP 8500"],
      flags: ["assignable"]
    }
  },
  {
    id: "ib-06-letter-sync-licence-eur",
    style: "uk-letter",
    format: "pdf",
    source: `
SALTMARSH MUSIC PUBLISHING LTD
7 Hoxton Square, London N1 6NU
26 March 2026
Fenwick & Rowe Advertising Ltd
For the attention of Mr Daniel Achterberg, Head of Music
21 Great Sutton Street, London EC1V 0DY
Dear Mr Achterberg,
Synchronisation licence: "Paper Lanterns" (Marsh/Oduya) – Velora "Open Road" campaign
This letter confirms the terms on which Saltmarsh Music Publishing Ltd ("Saltmarsh", "we") licenses Fenwick & Rowe Advertising Ltd ("you") to synchronise the musical composition "Paper Lanterns", written by Ellie Marsh and Kofi Oduya (the "Composition"), with the 60-second commercial and its 30-second and 20-second edits produced for your client Velora Automobiles SA (the "Commercial"). Saltmarsh controls 100% of the publishing rights in the Composition.
## Licence
We grant you a non-exclusive licence to record and synchronise the Composition in timed relation with the Commercial and to broadcast, exhibit and make available the Commercial on television, in cinemas, and online on websites and video-on-demand services, in France, Germany, Belgium and the Netherlands, from 1 May 2026 until 31 October 2026 (inclusive).
## Exclusions
The licence excludes radio, social media platforms and in-store screens, and any use of the Composition other than in the Commercial. It does not cover the master recording, which you must license separately from the record company.
## Fee
You will pay a licence fee of €40,000 (forty thousand euros), exclusive of VAT, within 30 days of our invoice. This is not a buy-out: any extension of the term, territory or media will be subject to a further fee to be agreed.
## Sub-licensing and assignment
This licence is personal to you. You may not sub-license it, and you may not assign or transfer it to any other person.
## Cue sheets
You will supply cue sheets to us and to the relevant collecting societies (SACEM, GEMA, SABAM and Buma/Stemra). Public performance royalties are payable by broadcasters and cinemas and are not included in the fee.
## Law
This letter is governed by English law and the English courts have exclusive jurisdiction.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Clare Whitcombe
Director of Licensing, for and on behalf of Saltmarsh Music Publishing Ltd
Agreed and accepted by Fenwick & Rowe Advertising Ltd
Signed: Daniel Achterberg, Head of Music
`,
    expected: {
      parties: ["Saltmarsh Music Publishing Ltd", "Fenwick & Rowe Advertising Ltd"],
      signed: "2026-03-26",
      start: "2026-05-01",
      end: "2026-10-31",
      perpetual: false,
      territories: ["FR", "DE", "BE", "NL"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: false,
      fees: ["EUR 40000"],
      flags: [],
      denies: ["buyout", "sublicensable", "assignable"]
    }
  },
  {
    id: "ib-07-footage-key-terms-seven-years",
    style: "uk-schedule",
    format: "text",
    source: `
# FOOTAGE LICENCE AGREEMENT
Signed on 15/05/2026
## Key Terms
| Licensor | Tidewater Films Ltd, a company registered in England and Wales under number 07766554 ("Tidewater") |
| Licensee | Orchard Lane Ciders Ltd, a company registered in England and Wales under number 10293847 ("Orchard Lane") |
| Footage | Aerial and time-lapse footage of Herefordshire orchards, clip references TW-4410 to TW-4436 |
| Effective Date | 1st June 2026 |
| Usage Period | Seven (7) years from the Effective Date |
| Licensed Media | Television (including broadcaster video-on-demand), online, and digital out-of-home screens |
| Excluded Media | Cinema and print |
| Territory | United Kingdom, Ireland, France and Spain |
| Licence Fee | £60,000, payable as to 50% on signature and 50% on the first anniversary of the Effective Date |
| Exclusivity | Exclusive, subject to clause 3 |
1. Grant. In consideration of the Licence Fee, Tidewater grants Orchard Lane an exclusive licence to reproduce, edit and incorporate the Footage into advertisements for Orchard Lane's ciders and to broadcast, publish and display those advertisements in the Licensed Media within the Territory for the Usage Period set out in the Key Terms.
2. Irrevocability. Subject to payment of the Licence Fee in accordance with the Key Terms, the licence in clause 1 is irrevocable for the Usage Period.
3. Exclusivity carve-out. Tidewater may continue to license the Footage for editorial, news and documentary purposes, but shall not license it to any other person for advertising or promotional purposes in the Territory during the Usage Period.
4. Renewal. This Agreement shall not renew automatically. Any renewal or extension of the Usage Period must be agreed in writing and will be subject to a further fee.
5. No rights in perpetuity. Nothing in this Agreement grants Orchard Lane any right in perpetuity. On expiry of the Usage Period Orchard Lane shall cease all use of the Footage, save that it may keep archive copies of advertisements for its internal records.
6. Warranties. Tidewater warrants that it owns the copyright in the Footage, that the Footage was filmed with the landowners' permission and that no identifiable individual appears in it.
7. Credit. No on-screen credit is required.
8. Law. This Agreement is governed by the law of England and Wales.
Signed for Tidewater Films Ltd by Marcus Penrose, Director
Signed for Orchard Lane Ciders Ltd by Helen Pryce, Marketing Director
`,
    expected: {
      parties: ["Tidewater Films Ltd", "Orchard Lane Ciders Ltd"],
      signed: "2026-05-15",
      start: "2026-06-01",
      end: "2033-05-31",
      perpetual: false,
      territories: ["GB", "IE", "FR", "ES"],
      channels: ["broadcast", "web", "out_of_home"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["long_term", "irrevocable_grant"],
      denies: ["automatic_renewal", "perpetual_term"]
    }
  },
  {
    id: "ib-08-letter-ambassador-outdoor-brand",
    style: "uk-letter",
    format: "docx",
    source: `
HELVELLYN OUTDOOR LTD
Mintsfeet Road, Kendal LA9 6ND
20 March 2026
Private and confidential
Mr Callum Reid
3 Fell View, Keswick CA12 4HX
Dear Callum,
Brand Ambassador – Helvellyn Outdoor
Following our meeting in Ambleside, I am delighted to set out in this letter the terms on which you have agreed to act as a brand ambassador for Helvellyn Outdoor Ltd ("Helvellyn", "we" or "us").
## Term
Your appointment will run from 1st April 2026 for two (2) years. It will then renew automatically for successive periods of twelve (12) months unless either of us gives the other at least three (3) months' written notice before the end of the then-current period.
## What you will do
You will attend up to six (6) photo or film days and two (2) trade events a year, wear our kit when climbing or guiding in a public or filmed capacity, and publish at least twelve (12) posts a year featuring our products on your own channels.
## Use of your name and image
You grant us the right to use your name, image, likeness and biography, and the photographs and film made on shoot days, in our printed catalogues and brochures, on our website and in our e-mail newsletters, and on our own social media channels, in the United Kingdom. We will not use your image on billboards, bus shelters or any other outdoor advertising, or on television, without your prior written agreement and a further fee.
## Fee
We will pay you a fee of £30,000 per annum, in equal quarterly instalments in advance, together with reasonable travel expenses that we approve beforehand. You will also receive a kit allowance at our discretion.
## Exclusivity
During the term you will not endorse or promote, or wear in any promotional content, any other brand of outdoor clothing, footwear or climbing equipment, and you will tell us about any other commercial partnership before you agree to it.
## Conduct
We may end this arrangement immediately by written notice if you behave in a way that, in our reasonable opinion, brings you or Helvellyn into disrepute or is likely to damage our reputation.
## General
You are engaged as an independent contractor and not as an employee. This letter is governed by English law.
Please sign and return a copy of this letter to confirm that you agree to these terms. We are very much looking forward to working with you.
Yours sincerely,
Fiona Garside
Marketing Director, for and on behalf of Helvellyn Outdoor Ltd
Agreed and accepted by Callum Reid
`,
    expected: {
      parties: ["Helvellyn Outdoor Ltd", "Callum Reid"],
      signed: "2026-03-20",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web", "social"],
      exclusive: true,
      fees: ["GBP 30000"],
      flags: ["automatic_renewal", "non_compete", "morality_clause"]
    }
  },
  {
    id: "ib-09-model-booking-schedule",
    style: "uk-schedule",
    format: "scan",
    source: `
# MODEL BOOKING CONFIRMATION AND USAGE LICENCE
Portobello Models Ltd, 40 Golborne Road, London W10 5PR. Booking ref: PM-26-0113
This Agreement is made between the Client and the Model named in the Schedule. Portobello Models Ltd (the "Agency") signs as agent for the Model and is not a party to it.
## Schedule
| Date of Confirmation | 2nd February 2026 |
| Client | Sable & Stone Jewellery Ltd, 9 Hatton Garden, London EC1N 8AT |
| Model | Leonie Farrant |
| Shoot Date | 9th February 2026 (one day, 9am to 6pm) |
| Usage | The Client's e-commerce website, e-mail marketing and in-store point-of-sale displays |
| Territory | United Kingdom, France and Germany |
| Usage Period | Six (6) months from 1st March 2026 |
| Exclusivity | Non-exclusive |
| Day Rate | £1,800 |
| Usage Fee | £4,200 |
## Conditions
1> The Model grants the Client the right to use the photographs taken on the Shoot Date (the "Images") for the Usage set out in the Schedule, in the Territory and for the Usage Period only.
1> No other use is licensed. In particular the Client shall not use the Images on social media, on television, on billboards or other outdoor sites, or in press advertising, without a further booking confirmation and fee.
1> The Images shall not be retouched so as to alter the Model's body shape or skin tone.
1> The Day Rate and the Usage Fee are payable to the Agency within 30 days of the Shoot Date.
1> This Agreement is governed by English law.
Signed for the Client: Nadia Stone, Director
Signed by the Model: Leonie Farrant
Signed for Portobello Models Ltd as agent: Ben Whitlock, Booker
`,
    expected: {
      parties: ["Sable & Stone Jewellery Ltd", "Leonie Farrant"],
      signed: "2026-02-02",
      start: "2026-03-01",
      end: "2026-08-31",
      perpetual: false,
      territories: ["GB", "FR", "DE"],
      channels: ["web", "in_store"],
      exclusive: false,
      fees: ["GBP 1800", "GBP 4200"],
      flags: []
    }
  },
  {
    id: "ib-10-letter-contributor-no-fee",
    style: "uk-letter",
    format: "scan",
    source: `
REDKITE PRODUCTIONS LTD
Unit 3, Round Foundry, Water Lane, Leeds LS11 5QN
4 May 2026
Mrs Sheila Barraclough
27 Ashgrove Terrace, Hebden Bridge HX7 8AB
Dear Mrs Barraclough,
"Mills and Memory" (working title) – your contribution
Thank you for agreeing to take part in our documentary series about the textile mills of the Calder Valley. This letter confirms the terms on which Redkite Productions Ltd ("Redkite", "we") may film and use your interview, and the photographs and home-movie footage you have lent us (together, your "Contribution").
1. You consent to our filming and recording you, and you grant us the right to edit your Contribution and to include it in the programme and in trailers and publicity for the programme.
2. The programme, including your Contribution, may be broadcast on television and made available online, including on the commissioning broadcaster's catch-up and streaming services, in the United Kingdom and Ireland, for three (3) years from 1 September 2026.
3. You waive, to the extent permitted by law, any moral rights you have in your Contribution so that we may edit it as necessary. We will not edit it in a way that misrepresents what you said.
4. You will not receive any fee or other payment for your Contribution. We will reimburse reasonable travel expenses that you incur at our request.
5. We will return your photographs and films to you within 28 days after filming.
6. This letter is governed by English law.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Amir Qureshi
Series Producer, for and on behalf of Redkite Productions Ltd
Agreed and accepted by Sheila Barraclough
`,
    expected: {
      parties: ["Redkite Productions Ltd", "Sheila Barraclough"],
      signed: "2026-05-04",
      start: "2026-09-01",
      end: "2029-08-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated", "moral_rights_waiver"]
    }
  },
  {
    id: "ib-11-endorsement-loan-out-eur",
    style: "uk-schedule",
    format: "pdf",
    source: `
# ENDORSEMENT AND USAGE AGREEMENT
Dated 10/03/2026
BETWEEN:
(1) LUMEN SKINCARE LTD, a company registered in England and Wales (company no. 10987123), of 5 Ganton Street, London W1F 7QW ("Lumen");
(2) OLIVEIRA CREATIVE LDA, a company registered in Portugal (NIPC 515000111), of Rua das Flores 48, 1200-195 Lisbon (the "Company"); and
(3) MARTA OLIVEIRA, of Lisbon, Portugal (the "Artist").
The Company is the Artist's personal services company and contracts with Lumen for the Artist's services. The Artist is a party in order to give the grant in clause 3 and the waiver in clause 6 personally.
## Terms
1> Services. The Company shall procure that the Artist performs the Services set out in the Schedule.
1> Fee. Lumen shall pay the Company the Fee set out in the Schedule within thirty (30) days of the Company's invoice. The Fee is a total buy-out of all uses within the Licensed Media, the Territory and the Usage Period, and no repeat fees, residuals or further payments shall be due for those uses.
1> Grant. The Company and the Artist grant Lumen the right to use the photographs and film made in the course of the Services (the "Materials"), and the Artist's name and likeness, in the Licensed Media in the Territory during the Usage Period set out in the Schedule.
1> Sub-licensing. Lumen may sub-license the rights in clause 3 to its appointed distributors and retail partners in the Territory, solely for their point-of-sale and e-commerce promotion of Lumen products.
1> Exclusivity. The engagement of the Artist is non-exclusive.
1> Moral rights. The Artist unconditionally waives all moral rights in the Materials under the Copyright, Designs and Patents Act 1988 and, to the extent permitted, under the corresponding laws of Portugal, Spain and Italy.
1> Assignment. No party may assign or transfer this Agreement without the prior written consent of the other parties.
1> Law. This Agreement is governed by the law of England and Wales, and the courts of England have exclusive jurisdiction.
## Schedule
| Services | One (1) shoot day in Lisbon on 24th March 2026, and one (1) press day |
| Launch Date | 1st April 2026 |
| Usage Period | From the Launch Date until 31st December 2026 |
| Licensed Media | Digital (Lumen's websites, e-commerce listings and paid social media), print (magazine advertising and brochures) and in-store (point-of-sale displays) |
| Territory | Portugal, Spain and Italy |
| Fee | EUR 55,000 (fifty-five thousand euros), plus VAT if applicable |
Signed for and on behalf of Lumen Skincare Ltd: Sophie Marchetti, Chief Marketing Officer
Signed for and on behalf of Oliveira Creative Lda: Marta Oliveira, Gerente
Signed by Marta Oliveira
`,
    expected: {
      parties: ["Lumen Skincare Ltd", "Oliveira Creative Lda", "Marta Oliveira"],
      signed: "2026-03-10",
      start: "2026-04-01",
      end: "2026-12-31",
      perpetual: false,
      territories: ["PT", "ES", "IT"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["EUR 55000"],
      flags: ["buyout", "sublicensable", "moral_rights_waiver"],
      denies: ["assignable"]
    }
  },
  {
    id: "ib-12-letter-artwork-packaging-gbp-usd",
    style: "uk-letter",
    format: "text",
    source: `
Hedgerow Teas Ltd
The Old Dairy, Bye Street, Ledbury HR8 2AA
11th May 2026
Mr Oliver Stanhope
Flat 2, 14 Royal Crescent, Cheltenham GL50 3DA
Dear Mr Stanhope,
Licence of your watercolour "Bramble Hedge in June"
We are delighted that you have agreed to let us use your painting on our new range of caddies. This letter confirms the terms on which Hedgerow Teas Ltd ("Hedgerow", "we") may reproduce your watercolour "Bramble Hedge in June" (the "Artwork").
1. What we may do. We may reproduce the Artwork on the packaging of our teas and infusions, on in-store displays and shelf-edge materials in the shops that stock them, in our printed trade and consumer catalogues, and on our website.
2. Where and for how long. The licence applies in the United Kingdom and the United States of America and runs from the first day of June 2026 to 31 May 2029.
3. Exclusivity. The licence is exclusive in the field of tea, coffee and infusion products: you will not license the Artwork to anyone else for use on or in connection with those products during the licence period. You remain free to sell the original painting and to license the Artwork for other products, such as greeting cards.
4. Fee. We will pay you £4,000 for the United Kingdom and US$5,000 for the United States, each within 30 days of your signing this letter.
5. Assignment. Neither of us may assign or transfer the benefit of this letter to anyone else without the other's written consent.
6. Copyright and credit. You keep the copyright in the Artwork, and we will print "Artwork © Oliver Stanhope" on the base of each caddy.
7. Law. This letter is governed by English law.
Please sign and return a copy of this letter to confirm your agreement.
Yours sincerely,
Rosalind Dyer
Founder, for and on behalf of Hedgerow Teas Ltd
Agreed and accepted by Oliver Stanhope
`,
    expected: {
      parties: ["Hedgerow Teas Ltd", "Oliver Stanhope"],
      signed: "2026-05-11",
      start: "2026-06-01",
      end: "2029-05-31",
      perpetual: false,
      territories: ["GB", "US"],
      channels: ["in_store", "print", "web"],
      exclusive: true,
      fees: ["GBP 4000", "USD 5000"],
      flags: [],
      denies: ["assignable"]
    }
  },
  {
    id: "ib-13-illustration-schedule-print-company",
    style: "uk-schedule",
    format: "scan",
    source: `
# ILLUSTRATION USAGE LICENCE
This Licence is made on 18/06/2026 between Ravensbourne Illustration Agency Ltd, 11 Deptford High Street, London SE8 4AF (the "Agency"), which owns the rights in the Illustrations, and Thameside Print Co. Ltd, 2 Creekside, London SE8 3DZ (the "Licensee").
1> The Agency grants the Licensee a non-exclusive licence to reproduce and display the Illustrations described in the Schedule in the Licensed Media, within the Territory and for the Usage Period set out in the Schedule.
1> No print, packaging, merchandise or outdoor use is licensed. Although the Licensee is a printing business, it shall not print the Illustrations on any product or material, whether for itself or for its customers.
1> No right to sub-license is granted, and the Licensee shall not assign or transfer this Licence.
1> The Licensee shall credit the illustrator, Nell Hargreaves, wherever the Illustrations appear on its website.
1> The Fee is payable within 30 days of invoice. If it is not paid when due, the Agency may terminate this Licence by written notice.
1> This Licence is governed by the law of England and Wales.
## Schedule
| Illustrations | Four (4) illustrations of Thames riverside scenes by Nell Hargreaves, refs NH-101 to NH-104 |
| Licensed Media | The Licensee's website and its own social media accounts (organic posts only) |
| Territory | Worldwide |
| Usage Period | 24 months from 01/07/2026 |
| Fee | £2,750 plus VAT |
Signed for Ravensbourne Illustration Agency Ltd: Joanna Pike, Director
Signed for Thameside Print Co. Ltd: Gareth Lloyd, Managing Director
`,
    expected: {
      parties: ["Ravensbourne Illustration Agency Ltd", "Thameside Print Co. Ltd"],
      signed: "2026-06-18",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 2750"],
      flags: [],
      denies: ["sublicensable", "assignable"]
    }
  }
]
