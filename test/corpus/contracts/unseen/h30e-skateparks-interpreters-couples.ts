// Independent author "h30e" (wave 30), one held-out batch written without reading the reader's rules or the other
// batches' texts (only Corpus.ts, lines 1-40 of ContractFlags.ts, lines 1-74 of n11's batch for the file convention,
// check-batch.ts and the names of the files in unseen/ and independent/), and committed before the reader was run on
// it. Three drafting styles:
// - skatepark and BMX park filming releases: a UK skater's video-part release whose term runs from a Release Date
//   given only in the schedule table, for products called "Outdoor Pro" and "Print Series"; a one-page US
//   participant release for a documentary titled "Outdoor Lines" (all media, perpetual, no payment, assignable); an
//   e-mail location agreement with a park called "The Old Cinema Skatepark", the start given in the reply, with a
//   deposit and an overrun rate beside the fee; a US team-rider agreement whose rider replaces the term and the fee
//   and prevails, with a competitor restriction carved out for an existing helmet sponsor;
// - sign-language interpreter and accessibility campaign talent: a UK letter ("Dear Niamh") binding a BSL
//   interpreter, with a bank-sector restriction, a moral rights waiver and an "Outdoor Access Week" that is not
//   granted; a US ASL performer agreement with the dates, the fee, an option price and a Yes/No media table in the
//   schedule, a heading "Exclusivity" over a non-exclusive body, a conduct clause and an agent who is no party; an
//   Irish one-page consent form whose company is named only in the signature block;
// - dating-app success-story couple consents: an e-mail consent binding only once both partners reply, the
//   publication date given three weeks later, a photographer's cost that is not paid to the couple; a US consent for
//   a "Cinema Date Night" campaign that runs no cinema or television advertising, the launch date in a schedule, a
//   cancellation fee; a UK form with a partner table, a media table, perpetual use, no payment and a campaign called
//   "Broadcast Your Love" that is not broadcast.
//
// Answer rules decided by this author: the parties are those bound by the document (a couple is two parties, each
// named); an agent, an end client of a production company and a photographer are not parties; the signing date is
// the date of the last signature or of the last acceptance that makes the e-mail terms binding; the start is the date
// the grant runs from (a release effective on its filming day starts on that day); "N months/years from X" ends the
// day before the anniversary of X, X taken from wherever the document gives it; a rider or addendum that states it
// prevails replaces the clauses it names; fees are the sums paid to a party for services or rights (one fee to a
// couple jointly is one fee); VAT, reimbursed travel, mileage and expenses, a refundable deposit, an overrun rate owed
// only if incurred, a cancellation fee, an option price and a sum paid to a third party are not fees; websites, blogs,
// online stores, online advertising and patient portals are web; Instagram, TikTok, YouTube and Facebook accounts are
// social; television is broadcast; printed catalogues and magazine adverts are print; billboards, posters and transit
// posters are out_of_home; point-of-sale displays in shops and screens inside stores are in_store; "all media now
// known or hereafter devised" is all seven channels and unlimited_media; product, park and campaign names grant
// nothing; exclusivity is true where the talent may not work for a category's competitors (with non_compete), false
// where the text says non-exclusive or leaves the other side free, null where silent; perpetual use is the
// perpetual_term flag with no end (not no_end_date); "irrevocable" raises irrevocable_grant; a right for the company
// to assign raises assignable; a right to end the deal for conduct bringing the company into disrepute raises
// morality_clause; "shall not sub-license" denies sublicensable and "will not renew automatically" denies
// automatic_renewal.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h30e-skatepark-filming-releases",
  "h30e-sign-language-accessibility-talent",
  "h30e-dating-app-couple-consents"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h30e-01-skater-video-part-release",
    style: "h30e-skatepark-filming-releases",
    format: "docx",
    source: `
# FILMED APPEARANCE RELEASE
Kerbline Skateboards Ltd - "Lines of Harrowgate" video part
This Release is made on 18 April 2026 between:
(1) KERBLINE SKATEBOARDS LTD, a company registered in England and Wales (company number 11842297), whose registered office is at Unit 4, Tanner Row, Leeds LS1 6HE ("Kerbline"); and
(2) TOMASZ WIERZBICKI of 22 Ashby Road, Sheffield S11 8QT (the "Skater").
## Background
Kerbline filmed the Skater at Harrowgate Skate Plaza, Leeds, on 18 April 2026 for a video part promoting the Kerbline Outdoor Pro deck and the Kerbline Print Series griptape (together, the "Products").
## Agreed terms
1> Grant. The Skater grants Kerbline a non-exclusive licence to use the footage and stills of the Skater captured on the filming day, and the Skater's name (together, the "Footage"), to promote the Products.
1> Media. Kerbline may use the Footage on its own websites and online store and on its own social media accounts (Instagram, YouTube and TikTok). No right is licensed for television, cinema, printed catalogues, posters, billboards or any other outdoor or in-store display.
1> Territory. The Footage may be used worldwide.
1> Term. The licence runs for 24 months from the Release Date set out in the Schedule and then ends. Kerbline will not publish new posts containing the Footage after the licence ends.
1> Fee. Kerbline will pay the Skater an appearance and usage fee of £750 within 30 days of the filming day. Kerbline will also reimburse the Skater's train fare to and from the Plaza, up to £120, against receipts.
1> Sub-licensing. Kerbline shall not sub-license the Footage to any retailer, distributor or other third party.
1> Risk. The Skater skated at the Skater's own risk and confirms that Kerbline gave no instruction to attempt any particular trick.
1> Law. This Release is governed by the law of England and Wales.
## Schedule
| Item | Detail |
| Filming day | 18 April 2026 |
| Location | Harrowgate Skate Plaza, Leeds |
| Release Date (first upload of the video part) | 1 June 2026 |
| Credit | "Tomasz Wierzbicki" in the video description |
Signed for Kerbline Skateboards Ltd by Jade Ashworth, Team Manager, on 18 April 2026
Signed by Tomasz Wierzbicki on 18 April 2026
`,
    expected: {
      parties: ["Kerbline Skateboards Ltd", "Tomasz Wierzbicki"],
      signed: "2026-04-18",
      start: "2026-06-01",
      end: "2028-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30e-02-bmx-documentary-participant-release",
    style: "h30e-skatepark-filming-releases",
    format: "scan",
    source: `
# PARTICIPANT RELEASE - BMX PARK FILMING
Production: "Outdoor Lines" (documentary short film)
Producer: Gritline Media Inc., 1180 Alameda Street, Los Angeles, CA 90021
Location: Mesa Ridge BMX Park, Tempe, Arizona
Filming date, and the date this release takes effect: July 11, 2026
I, the undersigned rider, agree as follows:
1. I grant Gritline Media Inc. ("Producer") the irrevocable right to photograph, film and record me riding at the Location, and to use my name, likeness, voice and riding in the Production and in its advertising and publicity.
2. Producer may use the Production and those recordings throughout the world, in perpetuity, in any and all media now known or hereafter devised.
3. Producer may assign this release, or any of its rights under it, to any distributor, broadcaster or successor.
4. I understand that I will receive no payment of any kind for this release.
5. I will not bring any claim against Producer for invasion of privacy, defamation or the use of my likeness as permitted above.
6. I confirm that I am 18 years of age or older.
Rider signature: Dante Ruiz
Print name: Dante Ruiz    Date: July 11, 2026
Accepted for Gritline Media Inc. by Renee Castillo, Producer    Date: July 11, 2026
`,
    expected: {
      parties: ["Gritline Media Inc.", "Dante Ruiz"],
      signed: "2026-07-11",
      start: "2026-07-11",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "irrevocable_grant", "unlimited_media", "assignable", "no_fee_stated"]
    }
  },
  {
    id: "h30e-03-old-cinema-skatepark-location-email",
    style: "h30e-skatepark-filming-releases",
    format: "text",
    source: `
# Re: Filming at The Old Cinema Skatepark - confirmed terms
From: Hollie Brennan <hollie@oldcinemaskatepark.co.uk>
To: Marcus Adeyemi <marcus@northdeckfilms.co.uk>
Date: 21 July 2026, 10:47
Hi Marcus, as promised, here are the terms for Northdeck's shoot at the park for your client Velo Bros BMX and their "Concrete Season" spot. Once you reply "agreed", this email is our location agreement.
Parties: Rampworks Bristol Ltd (trading as The Old Cinema Skatepark) and Northdeck Films Ltd. Velo Bros is your client and not a party to this.
Shoot: Tuesday 18 August 2026, 07:00 to 13:00, park closed to the public.
Location fee: £1,800 + VAT, invoiced after the shoot.
Damage deposit: £500, paid before the shoot and refunded within 14 days if the park is left as you found it.
Overrun: £250 per extra hour, only if you run past 13:00.
Use of footage showing the park: online advertising, the Velo Bros website and the Velo Bros social channels only. No TV, no cinema ads, no posters or billboards. The old cinema in our name doesn't come with any cinema rights!
Territory: UK and Ireland.
Period: 18 months from first publication of the spot. Let us know the date when you have it.
Not exclusive: we can host other shoots and brands at the park.
Cheers,
Hollie Brennan, Park Manager, Rampworks Bristol Ltd
---
From: Marcus Adeyemi <marcus@northdeckfilms.co.uk>
Date: 22 July 2026, 09:15
Hi Hollie, agreed on all points. The spot will first go live on 7 September 2026.
Marcus Adeyemi, Producer, Northdeck Films Ltd
`,
    expected: {
      parties: ["Rampworks Bristol Ltd", "Northdeck Films Ltd"],
      signed: "2026-07-22",
      start: "2026-09-07",
      end: "2028-03-06",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["GBP 1800"],
      flags: []
    }
  },
  {
    id: "h30e-04-bmx-team-rider-with-rider",
    style: "h30e-skatepark-filming-releases",
    format: "pdf",
    source: `
# SIDEWINDER BMX CO. - TEAM RIDER FILMING AND USAGE AGREEMENT
This Agreement is entered into as of June 12, 2026 by and between Sidewinder BMX Co., a Colorado corporation ("Sidewinder"), and Keisha Lambert ("Rider").
1> Services. Rider will ride for two filming days at Sidewinder's park build in Boulder, Colorado, in June 2026, on dates agreed with Rider's team manager.
1> Grant of Rights. Rider grants Sidewinder the right to use the footage and photographs of Rider from the filming days, and Rider's name, on Sidewinder's website, on Sidewinder's social media channels, in Sidewinder's printed product catalog and on point-of-sale displays in bike shops that stock Sidewinder bikes, excluding television, cinema and outdoor advertising.
1> Territory. The United States and Canada.
1> Term. The rights in Section 2 run for twelve (12) months from July 1, 2026.
1> Compensation. Sidewinder will pay Rider a flat fee of $3,000 for the Services and the rights granted.
1> Exclusivity. During the Term, Rider shall not appear in advertising or promotional video for any other BMX bicycle, frame or component brand. This does not apply to Rider's existing helmet sponsor, Apex Lids, or to any apparel brand.
1> No Automatic Renewal. This Agreement will not renew automatically. Any extension must be agreed in writing.
1> General. This Agreement is governed by the laws of the State of Colorado.
## RIDER TO AGREEMENT
This Rider is signed together with the Agreement and forms part of it.
A. Section 4 is deleted and replaced by: "The rights in Section 2 run for twenty-four (24) months from July 1, 2026."
B. Section 5 is deleted and replaced by: "Sidewinder will pay Rider a flat fee of $4,000 for the Services and the rights granted, payable within 30 days after the second filming day. Sidewinder will also reimburse Rider's travel expenses up to $600."
C. If this Rider conflicts with the Agreement, this Rider prevails.
SIDEWINDER BMX CO.  By: Luis Ortega, Marketing Director  Date: June 12, 2026
RIDER: Keisha Lambert  Date: June 12, 2026
`,
    expected: {
      parties: ["Sidewinder BMX Co.", "Keisha Lambert"],
      signed: "2026-06-12",
      start: "2026-07-01",
      end: "2028-06-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["USD 4000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h30e-05-bsl-interpreter-letter",
    style: "h30e-sign-language-accessibility-talent",
    format: "pdf",
    source: `
# Harbour & Vale Building Society
Head Office, 40 Quay Street, Manchester M3 3HN
16 November 2026
Ms Niamh Doherty
7 Beech Grove, Salford M6 8JT
Dear Niamh,
## "See the Signs" accessibility campaign - your engagement as BSL interpreter and presenter
Thank you for agreeing to appear in our "See the Signs" campaign, which explains our accessible banking services in British Sign Language. This letter sets out the terms on which Harbour & Vale Building Society ("we", "us") engages you. Once you sign and return a copy, it is a binding agreement between us.
1> Filming. You will interpret our campaign scripts into BSL, in vision, at Northlight Studios, Manchester, on 2 and 3 December 2026.
1> Use. We may use the films in our television advertising (on ITV, Channel 4 and Sky), on our website and on our social media accounts. Our "Outdoor Access Week" branch events are not part of this engagement: your image will not appear on posters, billboards or in branch displays.
1> Period. We may use the films for 12 months from the first transmission of the television advert, which will be on 5 January 2027.
1> Territory. The United Kingdom.
1> Fee. We will pay you £3,200 for the filming days and all the use described above, plus VAT if you are VAT-registered, within 30 days of filming. We will also reimburse your reasonable travel and hotel costs.
1> Exclusivity. During the period in paragraph 3 you will not appear in, or interpret for, advertising for any other bank, building society or mortgage lender in the United Kingdom. You remain free to interpret for charities, public bodies, broadcasters' access services and any other advertiser.
1> Moral rights. You waive your moral rights in the films, to the extent the law allows, so that we may edit them for length and add captions.
1> Law. This letter is governed by the law of England and Wales.
Yours sincerely,
Gareth Llewellyn, Head of Brand, for and on behalf of Harbour & Vale Building Society
Agreed and accepted: Niamh Doherty
Date: 20 November 2026
`,
    expected: {
      parties: ["Harbour & Vale Building Society", "Niamh Doherty"],
      signed: "2026-11-20",
      start: "2027-01-05",
      end: "2028-01-04",
      perpetual: false,
      territories: ["GB"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 3200"],
      flags: ["non_compete", "moral_rights_waiver"]
    }
  },
  {
    id: "h30e-06-asl-performer-schedule-tables",
    style: "h30e-sign-language-accessibility-talent",
    format: "docx",
    source: `
# TALENT AGREEMENT
Lumen Health Systems, Inc. - "Every Word Counts" Accessibility Campaign
This Talent Agreement (the "Agreement") is between Lumen Health Systems, Inc., a Delaware corporation ("Company"), and the performer named in the Schedule ("Performer"). The key terms are in the Schedule, which forms part of this Agreement.
## Schedule
| Term | Detail |
| Performer | Andre Whitaker, ASL performer |
| Agent | Spectrum Talent Group, as agent for Performer (not a party to this Agreement) |
| Production | Two shoot days in Chicago, Illinois, in January 2027 |
| Usage period start | February 1, 2027 |
| Usage period end | January 31, 2028 |
| Territory | United States |
| Session and usage fee | $7,500, payable within 30 days after the second shoot day |
| Option to extend | One further 12-month period for $5,000, at Company's election by written notice before the usage period ends |
## Media
| Medium | Permitted |
| Network and cable television | Yes |
| Company website and patient portal | Yes |
| Company social media accounts | Yes |
| Transit shelters and outdoor posters | Yes |
| Print (magazines, brochures) | No |
| Cinema | No |
## Terms
1> Grant. Performer grants Company the right to use the commercials and stills produced from the shoot days, including Performer's likeness and signing, in the media marked "Yes" above, in the Territory, during the usage period.
1> Exclusivity. This engagement is non-exclusive. Performer may appear in advertising for any other advertiser, including other healthcare providers.
1> Renewal. This Agreement does not renew automatically; it continues beyond the usage period only if Company exercises the option in the Schedule.
1> Conduct. If Performer is charged with a crime or engages in conduct that brings Company into public disrepute, Company may end this Agreement by notice and stop using the materials.
1> Assignment. Company may assign this Agreement to any affiliate or successor.
1> Commission. Any commission owed to the Agent is paid by Performer out of the fee.
1> Governing Law. Illinois.
LUMEN HEALTH SYSTEMS, INC.  By: Carla Benedetti, VP Marketing  Date: January 11, 2027
PERFORMER: Andre Whitaker  Date: January 8, 2027
`,
    expected: {
      parties: ["Lumen Health Systems, Inc.", "Andre Whitaker"],
      signed: "2027-01-11",
      start: "2027-02-01",
      end: "2028-01-31",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 7500"],
      flags: ["morality_clause", "assignable"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h30e-07-isl-interpreter-consent-form",
    style: "h30e-sign-language-accessibility-talent",
    format: "scan",
    source: `
# TALENT CONSENT AND USAGE FORM
Project: "Hear Us Out" accessibility campaign - Irish Sign Language versions
Interpreter name: Siobhan Kelly
Address: 14 Glasnevin Hill, Dublin 9
1. I agree to be filmed interpreting the campaign scripts into Irish Sign Language at a studio in Dublin on 10 February 2027.
2. I grant the Company named in the signature block below the right to use the films of me, and my name and likeness, to promote its services.
3. The films may be used on the Company's website, on its social media channels and on screens inside its retail stores, in Ireland only. They will not be used on television, radio, cinema or outdoor sites.
4. This consent lasts for 6 months from 1 March 2027, the campaign launch date.
5. The Company will pay me a fee of €1,450 within 30 days of filming. My mileage of €90 will be reimbursed separately.
6. The Company shall not sub-license or sell the films to any third party.
Interpreter signature: Siobhan Kelly    Date: 15 February 2027
Signed for and on behalf of Clearline Telecom DAC: Ronan Fitzgerald, Brand Manager    Date: 15 February 2027
`,
    expected: {
      parties: ["Clearline Telecom DAC", "Siobhan Kelly"],
      signed: "2027-02-15",
      start: "2027-03-01",
      end: "2027-08-31",
      perpetual: false,
      territories: ["IE"],
      channels: ["web", "social", "in_store"],
      exclusive: null,
      fees: ["EUR 1450"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h30e-08-couple-consent-by-email",
    style: "h30e-dating-app-couple-consents",
    format: "text",
    source: `
# Your Kindled story - consent terms
From: Amara Collins <stories@kindled.app>
To: Priya Raman; Jonah Whitfield
Date: 12 January 2026, 14:20
Hi Priya and Jonah,
Thank you both for agreeing to share how you met on Kindled! Below are the terms on which Kindled Labs Ltd (the company behind the Kindled app) may use your story, your photos and the short video we filmed last week. They become binding once you have BOTH replied "I agree".
What we use: your first names, photos from your engagement shoot, the 60-second video and quotes from your interview.
Where: the Kindled blog and website, and Kindled's Instagram, TikTok and YouTube accounts. Not on TV or radio, not on posters and not in print.
Where in the world: the UK only.
How long: 2 years from the day we publish your story. We'll confirm that date to you.
Payment: a one-off fee of £900 to the two of you jointly, paid within 14 days of publication. We also cover the cost of the engagement-shoot photographer (£350), which we pay directly to the photographer; it is not a payment to you.
Best wishes,
Amara Collins, Community Stories Lead, Kindled Labs Ltd
---
From: Priya Raman
Date: 12 January 2026, 19:02
I agree.
---
From: Jonah Whitfield
Date: 13 January 2026, 08:41
I agree - thanks Amara!
---
From: Amara Collins <stories@kindled.app>
Date: 2 February 2026, 11:00
Lovely, thank you both. Your story will be published on Valentine's Day, 14 February 2026.
`,
    expected: {
      parties: ["Kindled Labs Ltd", "Priya Raman", "Jonah Whitfield"],
      signed: "2026-01-13",
      start: "2026-02-14",
      end: "2028-02-13",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social"],
      exclusive: null,
      fees: ["GBP 900"],
      flags: []
    }
  },
  {
    id: "h30e-09-cinema-date-night-consent",
    style: "h30e-dating-app-couple-consents",
    format: "pdf",
    source: `
# SUCCESS STORY CONSENT AND RELEASE
Spark & Pine Inc. - "Cinema Date Night" campaign
This Consent and Release (the "Consent") is made between Spark & Pine Inc., a New York corporation ("Spark & Pine"), and Maya Okafor and Daniel Reyes (together, the "Couple"), who met through the Spark & Pine app in 2024.
1. Materials. The Couple will take part in one photo and video shoot in Brooklyn, New York, on the Shoot Date in Schedule A, and will give an interview about their first date at a neighborhood movie theater (together, the "Materials").
2. Permitted Uses. Spark & Pine may use the Materials in its "Cinema Date Night" campaign on its website, on its social media accounts, and on billboards and subway posters. Despite the campaign's name, Spark & Pine will not run any of the Materials as cinema or in-theater advertising, and will not use them on television.
3. Territory. The United States.
4. Term. Three (3) years from the Campaign Launch Date stated in Schedule A.
5. Payment. Spark & Pine will pay the Couple a fee of $5,000 in total, in a single payment to an account the Couple names, within 30 days after the shoot. Spark & Pine will also reimburse the Couple's travel costs to the shoot. If Spark & Pine cancels the shoot less than 72 hours before the Shoot Date, it will pay the Couple a cancellation fee of $750 instead of the fee above.
6. Non-Exclusive. This Consent is non-exclusive. The Couple remains free to share their story with the media and on their own accounts.
7. Conduct. Spark & Pine may stop using the Materials and end this Consent if either member of the Couple engages in conduct that is likely to bring Spark & Pine into public disrepute.
8. Governing Law. New York.
## Schedule A
| Item | Date |
| Shoot Date | March 21, 2026 |
| Campaign Launch Date | May 1, 2026 |
Maya Okafor  Date: March 2, 2026
Daniel Reyes  Date: March 4, 2026
SPARK & PINE INC.  By: Lena Hoffman, Head of Brand  Date: March 5, 2026
`,
    expected: {
      parties: ["Spark & Pine Inc.", "Maya Okafor", "Daniel Reyes"],
      signed: "2026-03-05",
      start: "2026-05-01",
      end: "2029-04-30",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "out_of_home"],
      exclusive: false,
      fees: ["USD 5000"],
      flags: ["morality_clause"]
    }
  },
  {
    id: "h30e-10-trailmate-couple-story-form",
    style: "h30e-dating-app-couple-consents",
    format: "docx",
    source: `
# TRAILMATE COUPLE STORY CONSENT FORM
Trailmate Ltd, 9 Canal Wharf, Manchester M1 7JR (company number 13390418)
"Broadcast Your Love" success stories
## Your details
| | Partner 1 | Partner 2 |
| Name | Ellie Marsh | Callum Reid |
| Matched on Trailmate | August 2024 | August 2024 |
## What you agree to
1> You give Trailmate Ltd ("Trailmate", "we") permission to use the photos, video and written story you sent us (your "Story"), with your first names and home town, to promote Trailmate.
1> This permission starts on the date you both sign this form and continues in perpetuity.
1> We may use your Story only as shown in the table below. "Broadcast Your Love" is just the name of the series: we will not use your Story on television or radio.
| Use | Allowed? |
| Trailmate website and blog | Yes |
| Trailmate Instagram, TikTok and Facebook accounts | Yes |
| Printed magazine adverts and advertorials | Yes |
| Posters, billboards and other outdoor advertising | No |
| Television and radio | No |
1> We may use your Story anywhere in the world.
1> You will not be paid for this consent.
1> You waive any moral rights you have in your Story, so that we can edit, crop and shorten it.
1> We shall not sub-license, sell or lend your Story to any other company.
## Signatures
| Signed | Name | Date |
| Partner 1 | Ellie Marsh | 3 October 2026 |
| Partner 2 | Callum Reid | 3 October 2026 |
| For Trailmate Ltd | Ruth Okonjo, Marketing Manager | 3 October 2026 |
`,
    expected: {
      parties: ["Trailmate Ltd", "Ellie Marsh", "Callum Reid"],
      signed: "2026-10-03",
      start: "2026-10-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "print"],
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "no_fee_stated", "moral_rights_waiver"],
      denies: ["sublicensable"]
    }
  }
]
