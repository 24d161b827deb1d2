// Held-out author "h18a" (wave 18), a held-out batch from 2026-11-28 (frozen, scored only) until wave 28, when it moved
// to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation"). One batch written
// without reading the reader or the other batches' texts (only Corpus.ts, the flag names of ContractFlags.ts and the
// checker's rules, a grep of NOTES.md for how earlier authors read streaming and start dates, and the first entry and
// header of n11's batch for the file convention and its answer rules), committed before the reader was run on it:
// documentary participant releases (contributor consents with a right to edit, no payment, a token dollar, an
// honorarium, a licensed archive with a term from first transmission, a rider that takes back advertising); reality and
// factual-entertainment participant agreements (long form, per-episode fees, stipends, liquidated damages, cancellation
// payments, an exclusivity on other unscripted shows, an overriding schedule that excludes print, a later short-form
// clip licence from a premiere date); and audience filming notices (consent by entering a venue, a fan-cam release
// against complimentary tickets, festival ticket terms whose later rider replaces a perpetual filming licence).
//
// Answer rules decided by this author: the parties are the two who are bound (a broadcaster or network named in the
// grant is not), and a notice or ticket terms that no one signs has one party, the organiser or producer that gives
// it; the signing date is the date of the last signature, and a notice that no one signs has none; the start is the
// date the release is given or dated unless a transmission or premiere date is named for the term, and consent by
// entering a venue starts on the (first) event date; a token sum of money stated as paid for the rights is a fee,
// tickets, prizes, meals and passes are not; per-episode and per-programme fees are the sum per unit; VAT, HST,
// stipends and expenses, liquidated damages, cancellation payments and ticket and booking prices are not fees; "in
// perpetuity" is perpetual; "throughout the universe" and "the world excluding ..." are worldwide; "all media now known
// or hereafter devised" is unlimited_media with every channel, and all media with one medium excluded by an overriding
// schedule is unlimited_media with the other channels; streaming, on-demand and catch-up services are web, accounts on
// social platforms social; a term of N years from a date ends the day before the anniversary; a later rider or
// schedule that says it overrides an earlier clause wins, and what it takes away is denied; consent that becomes
// irrevocable at picture lock is irrevocable; no statement of exclusivity is null; a promise not to appear in other
// unscripted programmes is an exclusivity with non_compete; a waiver of the right to object to editing or derogatory
// treatment is a moral rights waiver; a right to drop a contributor who brings the series into disrepute is a
// morality clause.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h18a-documentary-participant-releases",
  "h18a-reality-participant-agreements",
  "h18a-audience-filming-notices"
] as const

const ALL = ["web", "social", "broadcast", "print", "out_of_home", "cinema", "in_store"]

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h18a-01-uk-contributor-release-no-fee",
    style: "h18a-documentary-participant-releases",
    format: "docx",
    source: `
# CONTRIBUTOR RELEASE FORM
Production: "The Last Ferry" (working title), a feature documentary
Producer: Harrow Lane Films Ltd, 14 Wharf Road, Bristol BS1 6PN ("we", "us")
Contributor: Aisha Rahman ("you")
## 1. Your consent
1> You agree that we may film, photograph and record you, your voice and your words (the "Contribution") on and after the date below, and may include the Contribution in the programme and in any material promoting it.
1> You agree that we may edit, cut, translate, dub and adapt the Contribution as we see fit, and you understand that we are not obliged to use it at all.
## 2. Rights
1> You grant us, irrevocably and in perpetuity, the right to use the Contribution throughout the world in all media now known or hereafter devised.
1> This consent is non-exclusive: you remain free to tell your story to others.
1> We may assign the benefit of this release or license the Contribution to broadcasters, distributors and other third parties.
1> You waive unconditionally any moral rights you may have in the Contribution, including the right to object to derogatory treatment.
## 3. Payment
1> You agree that no payment is due to you for the Contribution or for any use of it. We will reimburse reasonable travel expenses against receipts.
## 4. General
1> This release is governed by the law of England and Wales.
| Signed by the Contributor | Aisha Rahman | 14 February 2026 |
| Signed for Harrow Lane Films Ltd | Tom Ashby, Producer | 14 February 2026 |
`,
    expected: {
      parties: ["Harrow Lane Films Ltd", "Aisha Rahman"],
      signed: "2026-02-14",
      start: "2026-02-14",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ALL,
      exclusive: false,
      fees: [],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "assignable",
        "moral_rights_waiver",
        "no_fee_stated"
      ]
    }
  },
  {
    id: "h18a-02-us-appearance-release-one-dollar",
    style: "h18a-documentary-participant-releases",
    format: "scan",
    source: `
# APPEARANCE RELEASE
Picture: "Salt and Iron" (the "Picture")
Date: June 2, 2026
For good and valuable consideration, including the sum of One Dollar ($1.00), the receipt and sufficiency of which I acknowledge, I, Daniel Okafor, hereby grant to Crooked Creek Documentary LLC ("Producer"), its successors, licensees and assigns, the right to photograph and record my appearance, likeness, voice and statements (the "Recordings") at the Birmingham, Alabama steelworks site and elsewhere in connection with the Picture.
Producer may edit the Recordings in its sole discretion and may juxtapose them with other material. I understand that Producer is under no obligation to use the Recordings.
Producer shall have the right, in perpetuity and throughout the universe, to exhibit, distribute and exploit the Picture and the Recordings by means of theatrical exhibition, television, home video, the internet and all other media, whether now known or hereafter devised, and in the advertising and publicity of the Picture.
This release is irrevocable. I will not seek to enjoin the distribution or exhibition of the Picture.
Producer may assign or license this release, in whole or in part, to any person.
I have read this release before signing it.
Signature: Daniel Okafor    Date: June 2, 2026
Accepted: Crooked Creek Documentary LLC, by Maya Lindqvist, Director    Date: June 3, 2026
`,
    expected: {
      parties: ["Crooked Creek Documentary LLC", "Daniel Okafor"],
      signed: "2026-06-03",
      start: "2026-06-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ALL,
      exclusive: null,
      fees: ["USD 1"],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "assignable"]
    }
  },
  {
    id: "h18a-03-uk-archive-licence-from-transmission",
    style: "h18a-documentary-participant-releases",
    format: "pdf",
    source: `
# CONTRIBUTOR AGREEMENT AND ARCHIVE LICENCE
Date: 9 September 2026
Parties: (1) Fenwick Street Productions Limited (the "Producer") and (2) Gareth Llewellyn (the "Contributor")
Programme: "Valleys of Coal", one documentary of 60 minutes for the Broadcaster
## 1. Interview
1> The Contributor agreed to be interviewed on 20 August 2026. The Producer may edit the interview for length and clarity, but will not alter the meaning of what the Contributor said.
## 2. Archive material
1> The Contributor licenses to the Producer the family photographs and home-movie film listed in the Schedule (the "Archive") for inclusion in the Programme.
1> Licence Period: seven (7) years from the Transmission Date. The Transmission Date is 12 October 2026, the date of first transmission confirmed by the Broadcaster.
1> Licensed Territory: the United Kingdom and the Republic of Ireland.
1> Licensed Media: television broadcast (linear, including repeats) and the Broadcaster's catch-up and on-demand website. No theatrical, DVD or print rights are granted.
1> The licence is non-exclusive. The Contributor retains ownership of the Archive and may license it to others.
## 3. Fee
1> The Producer will pay the Contributor a licence fee of £750, plus VAT if applicable, within 30 days of the Transmission Date.
1> Any use outside the Licensed Territory or Licensed Media will require a further licence and a further fee.
## Schedule: Archive
| Item | Description |
| 1 | 14 family photographs, 1968-1984 |
| 2 | 8mm home-movie reel, Aberdare, 1972 (3 minutes) |
Signed: Gareth Llewellyn, 9 September 2026. Signed for Fenwick Street Productions Limited: Rhian Morgan, 9 September 2026.
`,
    expected: {
      parties: ["Fenwick Street Productions Limited", "Gareth Llewellyn"],
      signed: "2026-09-09",
      start: "2026-10-12",
      end: "2033-10-11",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 750"],
      flags: ["long_term"]
    }
  },
  {
    id: "h18a-04-de-interview-release-honorarium-rider",
    style: "h18a-documentary-participant-releases",
    format: "text",
    source: `
# INTERVIEW RELEASE (English version)
Producer: Nordlicht Dokumentarfilm GmbH, Hamburg
Interviewee: Jonas Weber, Leipzig
Film: "Grenzgänger" (documentary, approx. 90 min.)
1. The Interviewee consents to the recording of an interview on 19 May 2026 and to its use, edited or unedited, in the Film.
2. The Producer may use the Film, including the interview, in perpetuity throughout the world excluding the People's Republic of China, by broadcast television, streaming and video-on-demand services, and at festival and theatrical screenings.
3. The Interviewee's consent becomes irrevocable when the picture of the Film is locked.
4. The Producer pays the Interviewee an honorarium of EUR 300 for his time, plus EUR 85 travel costs.
5. The Interviewee is not prevented from giving interviews to others.
Rider agreed on signature: Notwithstanding clause 2, the Producer shall not use any part of the interview in trailers, posters or other advertising for the Film. Clause 2 is amended accordingly.
Signed at Hamburg on 19 May 2026
Jonas Weber
For Nordlicht Dokumentarfilm GmbH: Katrin Vogt, Geschäftsführerin
`,
    expected: {
      parties: ["Nordlicht Dokumentarfilm GmbH", "Jonas Weber"],
      signed: "2026-05-19",
      start: "2026-05-19",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "cinema"],
      exclusive: false,
      fees: ["EUR 300"],
      flags: ["perpetual_term", "irrevocable_grant"]
    }
  },
  {
    id: "h18a-05-us-reality-participant-agreement",
    style: "h18a-reality-participant-agreements",
    format: "docx",
    source: `
# PARTICIPANT AGREEMENT
Series: "Lake House Rules", Season 2 (the "Series")
This Participant Agreement (the "Agreement") is entered into as of March 16, 2026 between Bright Harbor Unscripted, Inc. ("Producer") and Chloe Martinez ("Participant").
## 1. Participation
1> Participant will take part in the Series during principal photography, currently scheduled for eight (8) episodes, and in any reunion episode.
1> Participant understands that the Series is unscripted and may be edited to portray Participant in a manner Participant does not like, including in a false light or embarrassing way.
## 2. Compensation
1> Producer will pay Participant $2,500 per episode in which Participant appears.
1> Producer will also pay a living stipend of $400 per week during photography. The stipend is a reimbursement of expenses and not compensation for services.
## 3. Grant of rights
1> Participant grants to Producer, exclusively, irrevocably and in perpetuity, throughout the universe, all rights in and to the recordings of Participant, including Participant's name, likeness, voice and biography, for use in the Series and its advertising in any and all media now known or hereafter devised.
1> Producer may assign this Agreement and may license or sublicense any of its rights to any network, platform or distributor.
1> To the extent permitted by law, Participant waives any moral rights and any right to approve the editing of the Series.
## 4. Exclusivity
1> From the date of this Agreement until twelve (12) months after the first broadcast of the final episode, Participant will not appear in any other unscripted television or streaming series without Producer's written consent.
## 5. Confidentiality
1> Participant will not disclose the outcome of the Series. Participant agrees that a breach will cause damage that is hard to calculate, and agrees to pay liquidated damages of $250,000 for each breach.
## 6. Signatures
Participant: Chloe Martinez, March 16, 2026
Bright Harbor Unscripted, Inc.: by Devin Park, EVP Production, March 16, 2026
`,
    expected: {
      parties: ["Bright Harbor Unscripted, Inc.", "Chloe Martinez"],
      signed: "2026-03-16",
      start: "2026-03-16",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ALL,
      exclusive: true,
      fees: ["USD 2500"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "assignable",
        "non_compete",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "h18a-06-uk-factual-contributor-cancellation",
    style: "h18a-reality-participant-agreements",
    format: "pdf",
    source: `
# CONTRIBUTOR AGREEMENT - "THE BIG BAKE OFF-GRID" (SERIES 3)
Between: Copperpot Television Limited ("Copperpot") and Priya Shah ("Contributor")
Dated: 2 April 2026
## Appearance and fees
1> The Contributor will take part in filming of the heats and, if successful, later rounds, between 20 April and 29 May 2026.
1> Copperpot will pay an appearance fee of £400 for each programme in which the Contributor appears, payable within 28 days of filming.
1> If Copperpot cancels filming with less than 7 days' notice it will pay a cancellation payment of £100. This is not a fee for any rights.
1> Prizes, meals and accommodation are provided in kind and are not payment.
## Rights
1> The Contributor grants Copperpot and the Broadcaster in perpetuity the right to record, edit and exploit the Contributor's performance and likeness throughout the world in all media now known or hereafter devised, on a non-exclusive basis.
1> Copperpot may assign or sub-license these rights.
1> The Contributor waives all moral rights in the programmes.
## Conduct
1> The Contributor confirms he or she has nothing in her past that could bring Copperpot or the Broadcaster into disrepute. Copperpot may remove the Contributor from the Series and not broadcast her contribution if the Contributor commits any act that brings the Series into public disrepute.
## Schedule 2 (overriding)
This Schedule prevails over the rights clause. Print is excluded: Copperpot may not exploit the programmes, the Contributor's likeness or the Contributor's recipes in print, including any book or magazine connected with the Series.
Signed by the Contributor: Priya Shah, 2 April 2026. Signed for Copperpot Television Limited: Helen Dane, Head of Production, 2 April 2026.
`,
    expected: {
      parties: ["Copperpot Television Limited", "Priya Shah"],
      signed: "2026-04-02",
      start: "2026-04-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast", "out_of_home", "cinema", "in_store"],
      exclusive: false,
      fees: ["GBP 400"],
      flags: [
        "perpetual_term",
        "unlimited_media",
        "sublicensable",
        "assignable",
        "morality_clause",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "h18a-07-ca-cast-clip-licence-from-premiere",
    style: "h18a-reality-participant-agreements",
    format: "scan",
    source: `
# SHORT-FORM CLIP LICENCE (CAST MEMBER)
Date: August 21, 2026
Licensor: Marcus Delaney (cast member, "Northern Exposure Farm")
Licensee: Maplewood Factual Media Inc., Toronto, Ontario
Background: Licensee produced the series under a participant agreement with Licensor. That agreement did not cover short clips for social media. This licence adds that use.
1. Licensed use: clips of up to 60 seconds taken from the series, posted on Licensee's and the network's Instagram, TikTok and YouTube accounts.
2. Territory: Canada and the United States.
3. Term: two (2) years from the premiere date of the series. The series premieres on September 3, 2026.
4. Fee: a flat fee of CAD 5,000, plus HST of 13%, payable on signature.
5. This licence is non-exclusive. It does not renew automatically; any extension must be agreed in writing.
6. No clip may be used to endorse any product or service.
Signed: Marcus Delaney, August 21, 2026
For Maplewood Factual Media Inc.: Sandra Beaulieu, VP Digital, August 24, 2026
`,
    expected: {
      parties: ["Maplewood Factual Media Inc.", "Marcus Delaney"],
      signed: "2026-08-24",
      start: "2026-09-03",
      end: "2028-09-02",
      perpetual: false,
      territories: ["CA", "US"],
      channels: ["social"],
      exclusive: false,
      fees: ["CAD 5000"],
      flags: [],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "h18a-08-arena-crowd-filming-notice",
    style: "h18a-audience-filming-notices",
    format: "text",
    source: `
# NOTICE: FILMING IN PROGRESS
Northgate Arena, Manchester - Saturday 11 July 2026 - "Halcyon Live" concert
Ridgeback Productions Ltd is filming and photographing tonight's concert and the audience for a concert film, a live broadcast and related promotion.
By entering the arena, you consent to Ridgeback Productions Ltd, its licensees and assigns filming, photographing and recording you, your likeness and your voice, and using those recordings, edited as it sees fit, in perpetuity, throughout the world, in all media now known or hereafter devised, without payment to you.
Your consent is irrevocable. Ridgeback Productions Ltd may license the recordings to broadcasters, distributors and others.
If you do not wish to be filmed, please ask a steward to seat you in the unfilmed area (Block K).
This notice forms part of the ticket terms and conditions.
`,
    expected: {
      parties: ["Ridgeback Productions Ltd"],
      signed: null,
      start: "2026-07-11",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ALL,
      exclusive: null,
      fees: [],
      flags: ["perpetual_term", "unlimited_media", "irrevocable_grant", "sublicensable", "no_fee_stated"]
    }
  },
  {
    id: "h18a-09-au-fan-cam-spectator-release",
    style: "h18a-audience-filming-notices",
    format: "pdf",
    source: `
# SPECTATOR RELEASE - FAN CAM
Event: Southern Cross Rugby Club v Harbour City, 15 August 2026, Coastline Stadium, Sydney
Club: Southern Cross Rugby Club Pty Ltd ABN 12 345 678 901 (the "Club")
Spectator: Emily Tran
1. The Club filmed the Spectator on the big screen and for the match broadcast, and would like to use the footage in a fan segment.
2. The Spectator allows the Club to use the footage and her name in the match broadcast, on the Club's website and on the Club's social media accounts for three (3) years from the date of the match.
3. Territory: throughout the world, other than in any gambling or betting advertising anywhere.
4. In return the Club gives the Spectator two complimentary tickets to a home match of her choice in the 2026 season. No money is payable.
5. This is a non-exclusive permission. The Club may not sub-license the footage to any sponsor or other third party.
Signed by the Spectator: Emily Tran, 15 August 2026
Signed for the Club: Liam O'Connor, Fan Engagement Manager, 15 August 2026
`,
    expected: {
      parties: ["Southern Cross Rugby Club Pty Ltd", "Emily Tran"],
      signed: "2026-08-15",
      start: "2026-08-15",
      end: "2029-08-14",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["broadcast", "web", "social"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h18a-10-festival-ticket-terms-filming-rider",
    style: "h18a-audience-filming-notices",
    format: "docx",
    source: `
# SALTMARSH FESTIVAL 2026 - TICKET TERMS AND CONDITIONS
These terms apply between Saltmarsh Festivals Ltd (the "Organiser") and every ticket holder. The Festival runs from 19 to 21 June 2026 at Holt Meadows, Norfolk.
## 1. Tickets
1> A weekend ticket costs £189 plus a booking fee of £12.50. Tickets are non-refundable except where the Festival is cancelled.
## 2. Conduct
1> The Organiser may refuse entry to or remove anyone who behaves in an unsafe or abusive way.
## 14. Filming and photography
1> By entering the Festival site you consent to being filmed and photographed, and you grant the Organiser a perpetual, irrevocable licence to use any such footage and photographs in any media.
## Festival Rider 2026 (overrides section 14)
Following feedback from our audience, section 14 is replaced for the 2026 Festival by this rider. The Organiser will use footage and photographs of audience members only in the official aftermovie and photo galleries published on the Festival's website and its social media accounts, and only until 31 December 2027, after which they will be removed. The licence in section 14 is no longer perpetual or irrevocable, and audience members may ask for an image of themselves to be taken down at any time.
`,
    expected: {
      parties: ["Saltmarsh Festivals Ltd"],
      signed: null,
      start: "2026-06-19",
      end: "2027-12-31",
      perpetual: false,
      territories: [],
      channels: ["web", "social"],
      exclusive: null,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["perpetual_term", "irrevocable_grant"]
    }
  }
]
