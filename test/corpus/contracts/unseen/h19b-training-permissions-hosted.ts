// Held-out author "h19b" (wave 19), one batch written from scratch without reading the reader (domain/, application/,
// adapters/), any other corpus batch, held-out/ or NOTES.md: only Corpus.ts, the flag names and LONG_TERM_MONTHS of
// ContractFlags.ts, the header comment and first entries of n11's batch for the file convention, and the wave's
// checker. Frozen before the reader was run on it. It holds three drafting styles: licences of voice recordings,
// stock footage, a photo archive and performer captures as machine-learning training data (uses that are not media,
// prohibitions on synthetic replicas and imitating outputs, sub-licensing to model vendors denied or allowed to
// affiliates and dataset customers, a rider that replaces the licence period and lets a website show samples, dates
// only in a schedule table, an exclusivity with carve-outs); permission letters from music publishers, a poet's
// estate and an artist's estate agent to quote lyrics and a poem or reproduce a painting in advertising (credit
// lines, print runs, per-territory fees, a period counted from a campaign launch given elsewhere, "excluding" lists of
// media and of a country, advertisers called "Print & Paper", "Outdoor Outfitters" and "Billboard Lane"); and barter
// hosting agreements of a hotel, a tour operator and a restaurant with creators (complimentary stays and meals, a
// small fee or none, usage windows counted from the stay, trip dates only in a schedule, a paid-media schedule that
// replaces a clause, a competing-operator restriction, tagging duties).
//
// Answer rules decided by this author: the parties are the two who are bound (an agent, a manager or an advertising
// agency that signs "as agent" is not; an estate is named "Estate of ...", without a leading "The"; an individual
// trading under a business name is named by her own name); the signing date is that of the last signature or of the
// reply that accepts the terms, and "entered into as of" a date with undated signatures is signed on that date;
// "N months/years from X" ends the day before the anniversary; a period counted from a launch, visit, stay, delivery
// or return date takes that date from wherever the contract gives it; a rider or schedule that replaces a clause and
// prevails is read instead of the clause, including where it allows a medium the clause forbade; training,
// fine-tuning and evaluating models and licensing a dataset to customers for training are uses but not channels, so
// a training licence with no right to show the material to the public has no channels; a right to show samples on a
// website is web; posters at stations, bus shelters and roadside sites are out_of_home, point-of-sale cards and shelf
// wobblers in_store, magazines, catalogues and brochures print, a brand's Instagram, TikTok, Facebook and paid social
// adverts social; a word such as Print, Outdoor, Billboard or Cinema in a company's name is no channel; fees are the
// money paid for the rights or the services: a per-session rate is listed once at its rate, instalments and invoice
// totals are not fees, and VAT or GST, expenses, per diems, overtime owed only if worked, a credited deposit, a
// cancellation charge, a no-show room charge, an unexercised extension or over-run price, and the value of a
// complimentary stay, trip or meal are not; a deal whose only consideration is hospitality in kind has no fee stated;
// an extra usage fee agreed in a schedule is a fee; a territory the contract does not state is left empty; a creator's
// promise not to work for competing operators for a period is an exclusivity (true) with non_compete; a licence that
// may be sub-licensed only to affiliates, or licensed on to dataset customers, is sublicensable; a licensee free to
// assign to a successor on a sale of its business without consent is assignable; "may not assign without consent" and
// "shall not sub-license" deny those flags; a release in perpetuity with no residuals ("a buyout") raises perpetual_term
// and buyout (a perpetual term is not also long_term); an asserted moral right with no waiver denies
// moral_rights_waiver; "will not renew automatically" denies automatic_renewal, while an option to extend that the text
// does not call automatic is no renewal and denies nothing.
import type { CorpusContract } from "../Corpus.js"

export const styles = [
  "h19b-ai-training-data-licences",
  "h19b-publisher-permission-letters",
  "h19b-barter-travel-influencer-agreements"
] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h19b-01-uk-voice-data-licence",
    style: "h19b-ai-training-data-licences",
    format: "docx",
    source: `
# VOICE DATA LICENCE AGREEMENT
THIS AGREEMENT is dated 9 October 2026
## PARTIES
(1) MARGARET ELSPETH ROWE, professionally known as Maggie Rowe, c/o Calder Voice Management Ltd, 14 Rosebery Avenue, London EC1R 4TD (the "Artist"); and
(2) VOXLOOM AI LIMITED, a company incorporated in England and Wales (company number 13877421) whose registered office is at 3rd Floor, 21 Leonard Street, London EC2A 4DU (the "Licensee").
Calder Voice Management Ltd acts as the Artist's agent in negotiating this Agreement and is not a party to it.
## BACKGROUND
(A) The Artist is a professional voice artist and narrator.
(B) The Licensee develops text-to-speech and speech recognition software and wishes to use recordings of the Artist's voice to train and evaluate its speech models, on the terms of this Agreement.
## AGREED TERMS
## 1. Definitions
1.1 "Recordings" means the audio recordings of the Artist's voice made at the Sessions listed in the Schedule, totalling no more than twenty (20) hours of finished audio, together with their transcripts and any features, embeddings or annotations derived from them.
1.2 "Model" means any speech synthesis or speech recognition model developed by or for the Licensee and trained, fine-tuned or evaluated in whole or in part on the Recordings.
1.3 "Synthetic Replica" means any voice output of a Model which a reasonable listener would identify as, or mistake for, the voice of the Artist.
1.4 "Effective Date" means 1 November 2026.
## 2. Licence
2.1 The Artist grants the Licensee a non-exclusive licence, throughout the world and for the Term, to copy and use the Recordings solely to train, fine-tune, test and evaluate Models.
2.2 The licence does not include any right to broadcast, publish, perform, communicate to the public or otherwise exploit the Recordings, or any part of them, in any medium, and the Licensee shall not do so.
## 3. Term
3.1 The licence starts on the Effective Date and continues for three (3) years, unless terminated earlier under clause 10.
3.2 The licence will not renew automatically. Any further period must be agreed in writing and paid for separately.
## 4. Synthetic Replicas and Outputs
4.1 The Licensee shall not use the Recordings or any Model to generate, offer or permit the generation of a Synthetic Replica, and shall apply output filtering and speaker-similarity testing designed to prevent any Model from producing one.
4.2 The Licensee shall not prompt, fine-tune or condition any Model to imitate the Artist's voice, accent or delivery, and shall not use the Artist's name or likeness in connection with any Model or product.
## 5. Sub-licensing
5.1 Not permitted. The Licensee shall not sub-license, sell, rent, lend or otherwise make available the Recordings, any dataset derived from them or the weights of any Model to any third party, including any developer or vendor of foundation models, whether under a data-sharing, model-training or any other arrangement.
5.2 A hosting provider that stores or processes the Recordings only on the Licensee's instructions under a written contract is not a third party for the purposes of this clause.
## 6. Payment
6.1 In consideration of the licence the Licensee shall pay the Artist a licence fee of £18,000 (the "Licence Fee"), in two equal instalments of £9,000, the first within fourteen (14) days of the Effective Date and the second on the first anniversary of the Effective Date.
6.2 The Licensee shall in addition pay the Artist a session fee of £450 for each Session of up to four (4) hours. Time beyond four hours in any Session is overtime, payable at £95 for each additional half hour or part of one.
6.3 The Licensee shall reimburse the Artist's reasonable travel expenses to and from each Session, up to £120 per Session, against receipts.
6.4 All sums are exclusive of VAT, which the Licensee shall pay in addition on receipt of a valid VAT invoice.
## 7. Moral Rights and Credit
7.1 The Artist asserts her moral rights as a performer in the Recordings, and nothing in this Agreement waives them.
7.2 The Licensee shall not credit the Artist in any product, and shall not state or imply that the Artist endorses the Licensee or any Model.
## 8. Data Protection
8.1 The Licensee shall process the Artist's personal data, including voice data, only as set out in its privacy notice supplied to the Artist and in accordance with UK data protection law.
## 9. Assignment
9.1 The Licensee may not assign, transfer, charge or otherwise deal with any of its rights under this Agreement without the Artist's prior written consent, which the Artist may withhold in her absolute discretion where the proposed assignee develops or sells foundation models.
## 10. Termination and Deletion
10.1 Either party may terminate this Agreement by written notice if the other commits a material breach which, if capable of remedy, is not remedied within thirty (30) days of notice.
10.2 On expiry or termination the Licensee shall within thirty (30) days delete all copies of the Recordings, cease to use every Model trained on them, and certify the deletion to the Artist in writing.
## 11. Governing Law
11.1 This Agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
## SCHEDULE - THE SESSIONS
| Session | Date | Studio | Content |
| 1 | 4 November 2026 | Soundhouse Studios, London W1 | Read speech, neutral |
| 2 | 11 November 2026 | Soundhouse Studios, London W1 | Read speech, expressive |
| 3 | 18 November 2026 | Soundhouse Studios, London W1 | Conversational prompts |
| 4 | 25 November 2026 | Soundhouse Studios, London W1 | Pickups and corrections |
Signed by MARGARET ELSPETH ROWE ............................ Date: 9 October 2026
Signed for and on behalf of VOXLOOM AI LIMITED by Daniel Okonjo-Pryce, Director ............................ Date: 9 October 2026
`,
    expected: {
      parties: ["Margaret Elspeth Rowe", "Voxloom AI Limited"],
      signed: "2026-10-09",
      start: "2026-11-01",
      end: "2029-10-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: [],
      exclusive: false,
      fees: ["GBP 18000", "GBP 450"],
      flags: [],
      denies: ["sublicensable", "assignable", "automatic_renewal", "moral_rights_waiver"]
    }
  },
  {
    id: "h19b-02-us-footage-dataset-license",
    style: "h19b-ai-training-data-licences",
    format: "pdf",
    source: `
# DATASET LICENSE AGREEMENT
This Dataset License Agreement (this "Agreement") is entered into as of the Effective Date stated in Schedule A by and between Northfield Stock Footage, Inc., a Delaware corporation ("Licensor"), and Parallax Vision Labs, Inc., a California corporation ("Licensee").
## 1. Definitions
1.1 "Dataset" means the 12,400 video clips, with their captions and metadata, listed in Schedule B, as delivered by Licensor on the Delivery Date.
1.2 "Delivery Date" and "Effective Date" mean the dates so designated in Schedule A.
1.3 "Models" means the video generation and computer vision models developed by Licensee.
1.4 "Affiliate" means an entity that controls, is controlled by or is under common control with Licensee.
## 2. License Grant
2.1 Subject to this Agreement, Licensor grants Licensee a worldwide license during the Term to reproduce, store and use the Dataset solely to train, fine-tune, test and evaluate the Models.
2.2 Licensee may display on Licensee's website up to fifty (50) stills from, or excerpts of no more than five (5) seconds of, Dataset clips, solely to describe the data on which the Models were trained. No other public display, broadcast, distribution or advertising use of the Dataset is licensed.
## 3. Exclusivity
3.1 During the Term, Licensor shall not license the Dataset, or any clip in it, to any third party for the training, fine-tuning or evaluation of machine learning models.
3.2 Section 3.1 does not apply to (a) Licensor's existing license to the Meridian University Vision Consortium for non-commercial academic research, or (b) Licensor's ordinary editorial and advertising stock licenses of individual clips, which Licensor remains free to grant.
## 4. Restrictions
4.1 Licensee shall not (a) use the Dataset or any Model to generate output that reproduces a Dataset clip, or any recognizable portion of one; (b) generate a synthetic likeness of, or any output depicting, an identifiable individual who appears in the Dataset; or (c) sell, distribute or sublicense the Dataset to any third party, including any model vendor, data broker or cloud AI marketplace, except to Affiliates under Section 5.
## 5. Affiliates
5.1 Licensee may sublicense its rights under Section 2.1 to its Affiliates, each of which shall be bound by Section 4. Licensee is responsible for its Affiliates' compliance.
## 6. Term
6.1 The Term begins on the Delivery Date and continues for thirty-six (36) months.
6.2 Licensee may extend the Term once, for twelve (12) months, by written notice and payment of the Extension Fee before the Term expires.
## 7. Fees and Costs
7.1 Licensee shall pay Licensor the License Fee stated in Schedule A.
7.2 Licensee shall reimburse Licensor's drive, media and shipping costs at cost, as estimated in Schedule A.
7.3 Amounts not paid when due bear interest at 1.5% per month.
## 8. Deletion
8.1 Within thirty (30) days after the Term ends, Licensee shall delete the Dataset and shall not train any new Model on it. Models trained during the Term may not be further trained on the Dataset after the Term.
## 9. Assignment
9.1 Either party may assign this Agreement, without the other's consent, to a successor in a merger, acquisition or sale of all or substantially all of its assets or of the business to which this Agreement relates. Any other assignment requires the other party's prior written consent.
## 10. General
10.1 This Agreement is governed by the laws of the State of California. This Agreement, with its Schedules, is the entire agreement of the parties on its subject.
## SCHEDULE A - KEY DATES AND FEES
| Item | Detail |
| Effective Date | March 2, 2026 |
| Delivery Date | March 16, 2026 |
| License Fee | US$240,000, payable 50% on the Effective Date and 50% on the Delivery Date |
| Extension Fee (Section 6.2) | US$70,000, payable only if the Term is extended |
| Drive, media and shipping costs | at cost, estimated at US$850 |
## SCHEDULE B - DATASET
12,400 clips (approx. 310 hours) of urban, landscape, wildlife and lifestyle footage, 4K and HD, with captions, shot lists and model- and property-release status per clip, per the manifest file NSF-PVL-2026-manifest.csv.
NORTHFIELD STOCK FOOTAGE, INC.    By: Karen Liu-Arden    Title: Chief Executive Officer
PARALLAX VISION LABS, INC.    By: Tomasz Wierzbicki    Title: General Counsel
`,
    expected: {
      parties: ["Northfield Stock Footage, Inc.", "Parallax Vision Labs, Inc."],
      signed: "2026-03-02",
      start: "2026-03-16",
      end: "2029-03-15",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: true,
      fees: ["USD 240000"],
      flags: ["worldwide_exclusivity", "sublicensable", "assignable"]
    }
  },
  {
    id: "h19b-03-photographer-terms-with-rider",
    style: "h19b-ai-training-data-licences",
    format: "text",
    source: `
# INGRID HALVORSEN PHOTOGRAPHY - IMAGE LICENCE FOR MACHINE LEARNING USE
Standard Terms, edition 3 (2026)
These terms are made between Ingrid Halvorsen, trading as Ingrid Halvorsen Photography, of 8 Quayside Mews, Bristol BS1 4RN (the "Photographer"), and the client who signs below (the "Client").
1. The Images. The 3,200 product and still-life photographs listed in delivery note IH-ML-0412 (the "Images").
2. Licence. The Photographer grants the Client a non-exclusive licence to copy and use the Images to train, validate and test the image-generation models used in the Client's product-photography software. The Images shall not be published, displayed or reproduced in any advertising, catalogue, website, social media or other medium.
3. Territory. Worldwide.
4. Fee. £6,000 for the Licence Period, payable on signature. Prices exclude VAT. The £500 deposit paid to reserve the archive is credited against the fee.
5. Licence Period. Twelve months from the date the Images are delivered.
6. Outputs. The Client shall not use the Images, or any model trained on them, to generate images in the style of the Photographer or images that reproduce any Image or any recognisable part of one, and shall not use the Photographer's name in any prompt, model card or marketing.
7. Sub-licensing. The Client may not sub-license, share or make available the Images, or any model trained on them, to any third party, including any model vendor or API provider.
8. Deletion. At the end of the Licence Period the Client shall delete the Images and shall not use any model trained on them.
9. Moral rights. The Photographer asserts her right to be identified as the author of the Images.
10. Law. These terms are governed by the law of England and Wales.
RIDER 1 - agreed on signature. This Rider forms part of the Standard Terms and prevails over them where they conflict.
R1. Clause 5 is deleted and replaced by: "5. Licence Period. From 1 May 2026 to 30 April 2028 (twenty-four months)."
R2. The fee in clause 4 is replaced by a fee of £9,500 for the Licence Period as extended by R1; the £500 deposit already paid is credited against it.
R3. Notwithstanding clause 2, the Client may show up to twenty (20) of the Images on its own website, each labelled "training set example - (c) Ingrid Halvorsen".
Signed for the Photographer: Ingrid Halvorsen, 21 April 2026
Signed for the Client: Tessellate Commerce Ltd (company no. 11920544), by Rahul Mbeki, Chief Technology Officer, 22 April 2026
`,
    expected: {
      parties: ["Ingrid Halvorsen", "Tessellate Commerce Ltd"],
      signed: "2026-04-22",
      start: "2026-05-01",
      end: "2028-04-30",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web"],
      exclusive: false,
      fees: ["GBP 9500"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h19b-04-performer-capture-release",
    style: "h19b-ai-training-data-licences",
    format: "scan",
    source: `
# CINEMAGRAPH DATA CO. - PERFORMER DATA CAPTURE RELEASE
Performer: Luis Arturo Benavides    Session date: June 3, 2026
Location: Stage B, 4410 Glencoe Avenue, Marina del Rey, CA 90292
1. Capture. Performer agrees to be recorded on video, motion-capture and volumetric capture rigs performing the expressions, gestures and lines in the session script (the "Recordings").
2. License. Performer grants Cinemagraph Data Co. ("Company") an irrevocable, worldwide license, in perpetuity from the session date, to copy, use and license the Recordings as training data for machine learning models, including by licensing the Recordings to Company's dataset customers for that purpose.
3. Limits. Neither Company nor any customer may use the Recordings to create a digital replica of Performer, to generate output that imitates Performer's face, body, voice or name, or in any advertising, film, television or online content.
4. Payment. Session fee: $1,800 (8-hour day). Overtime: $250 per hour after 8 hours, if worked. Meal per diem: $75. Paid within 30 days. This is a buyout: the session fee is full and final payment for all uses under this release, and no residuals, royalties or re-use fees are payable.
5. Moral rights. To the extent permitted by law, Performer waives any moral rights in the Recordings.
6. Performer confirms he is over 18 and has read this release.
PERFORMER: Luis Arturo Benavides    Date: 06/03/2026
For CINEMAGRAPH DATA CO.: Jenna Whitlock, Production Manager    Date: 06/03/2026
`,
    expected: {
      parties: ["Luis Arturo Benavides", "Cinemagraph Data Co."],
      signed: "2026-06-03",
      start: "2026-06-03",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: [],
      exclusive: null,
      fees: ["USD 1800"],
      flags: ["perpetual_term", "irrevocable_grant", "sublicensable", "buyout", "moral_rights_waiver"]
    }
  },
  {
    id: "h19b-05-uk-lyric-extract-permission",
    style: "h19b-publisher-permission-letters",
    format: "docx",
    source: `
# HOLLOWMERE MUSIC PUBLISHING LIMITED
40 Greek Street, London W1D 4EB    Our ref: HMP/PRINT/27-014
12 January 2027
Fenwick Tandy Advertising Ltd, for the attention of Ms Clara Boateng, Head of Production, 9 Shelton Street, London WC2H 9JN
Dear Ms Boateng
## "Salt Roads" (words and music by Ellen Moss and Patrick Keane) - permission to reproduce a lyric extract
Further to your request of 3 January 2027, we are pleased to grant your client, Brightwater Print & Paper Co. Ltd (the "Licensee"), permission to reproduce the extract below in its "Write Home" spring campaign, on the terms of this letter. Fenwick Tandy Advertising Ltd signs only as the Licensee's agent and takes no rights under it.
You have confirmed that the campaign will first appear in public on 1 March 2027 (the "Launch Date").
| Term | Detail |
| Work | "Salt Roads" (Moss/Keane), (c) 1998 Hollowmere Music Publishing Limited |
| Extract | Two lines: "Every road I walked was salt and silver / every road I walked led home to you" |
| Media | posters at railway stations, bus shelters and roadside sites; the Licensee's website; the Licensee's own Instagram, Facebook and Pinterest accounts; excluding television, radio, cinema, press advertising and paid influencer posts |
| Territory and fee | United Kingdom: £3,500; Republic of Ireland: £750 |
| Period | twelve (12) months from the Launch Date |
## Conditions
1> The extract shall be reproduced exactly as above, without alteration, addition or parody, and shall not be set to music, sung or spoken in any recording. This permission covers the printed words only and grants no rights in the melody or in any sound recording of the Work.
1> Each use shall carry the credit: "Salt Roads" words by Ellen Moss and Patrick Keane. (c) 1998 Hollowmere Music Publishing Limited. Used by permission. All rights reserved. On posters the credit shall be no smaller than 6 point.
1> This permission is non-exclusive; we remain free to license the Work, including the extract, to others.
1> This permission is personal to the Licensee. It may not be assigned or sub-licensed, and does not extend to any other brand or product of the Licensee.
1> The fees above are exclusive of VAT, which will be added to our invoice, and are payable within thirty (30) days of invoice. If the campaign is cancelled after you countersign this letter, fifty per cent (50%) of the fees will remain payable.
1> Should the Licensee wish to continue using the extract after the Period, we would be pleased to grant a further twelve months for the United Kingdom at £2,800 if requested in writing before the Period ends.
1> This letter is governed by the law of England and Wales.
Yours sincerely
For and on behalf of Hollowmere Music Publishing Limited: Oliver Strand, Director of Licensing
Agreed and accepted for and on behalf of Brightwater Print & Paper Co. Ltd by its agent Fenwick Tandy Advertising Ltd: Clara Boateng, Head of Production. Date: 19 January 2027
`,
    expected: {
      parties: ["Hollowmere Music Publishing Limited", "Brightwater Print & Paper Co. Ltd"],
      signed: "2027-01-19",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["out_of_home", "web", "social"],
      exclusive: false,
      fees: ["GBP 3500", "GBP 750"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h19b-06-us-poetry-estate-catalog",
    style: "h19b-publisher-permission-letters",
    format: "pdf",
    source: `
# THE ESTATE OF RUTH ELLERY VANCE
c/o Thomas A. Vance, Literary Executor, 212 Orchard Hill Road, Amherst, MA 01002
May 5, 2027
Ms. Dana Whitfield, Brand Creative Director, Kestrel Outdoor Outfitters, Inc., 1800 Larimer Street, Denver, CO 80202
Re: Permission to reprint "Late Light on the Divide" by Ruth Ellery Vance
Dear Ms. Whitfield:
On behalf of the Estate of Ruth Ellery Vance (the "Estate"), I am glad to grant Kestrel Outdoor Outfitters, Inc. ("Kestrel") permission to reprint the poem named above on the following terms.
1> Material. The full text of the poem (fourteen lines), as first published in Ruth Ellery Vance, The Divide and Other Poems (Marrow Press, 1974).
1> Use. One full-page magazine advertisement, which may run in up to six (6) magazine titles, and the inside front cover of Kestrel's Fall/Winter 2027 printed catalog. The catalog print run shall not exceed 250,000 copies.
1> Not included. This permission does not cover any online, website, e-mail, social media, television, outdoor or in-store use, any audio or video reading of the poem, or any translation. Each of these requires a separate written permission from the Estate.
1> Territory. North America, excluding Mexico.
1> Period. The advertisement may be published, and the catalog distributed, from September 1, 2027 through August 31, 2028.
1> Fees. $4,000 for the United States and $1,000 for Canada, payable on signature. If the catalog print run exceeds 250,000 copies, a further $1,500 for each additional 100,000 copies or part thereof will be due before the additional copies are distributed. Late payments bear a charge of 1.5% per month.
1> Credit. Each use shall carry the credit: From "Late Light on the Divide" by Ruth Ellery Vance. Copyright 1974 by Ruth Ellery Vance, renewed by the Estate of Ruth Ellery Vance. Reprinted by permission.
1> Integrity. The poem shall appear in full, without alteration, and shall not be cropped or overprinted by product images or pricing.
1> Transfer. This permission is non-transferable and may not be assigned or sublicensed, save that Kestrel's advertising agency and printers may reproduce the poem solely to produce the advertisement and the catalog for Kestrel.
Please sign below to confirm your acceptance and return one copy to me.
Sincerely,
Thomas A. Vance, Literary Executor, for the Estate of Ruth Ellery Vance
AGREED AND ACCEPTED: Kestrel Outdoor Outfitters, Inc.    By: Dana Whitfield, Brand Creative Director    Date: May 11, 2027
`,
    expected: {
      parties: ["Estate of Ruth Ellery Vance", "Kestrel Outdoor Outfitters, Inc."],
      signed: "2027-05-11",
      start: "2027-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["print"],
      exclusive: null,
      fees: ["USD 4000", "USD 1000"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "h19b-07-au-artwork-permission-form",
    style: "h19b-publisher-permission-letters",
    format: "scan",
    source: `
# CORAL ARTS LICENSING PTY LTD - COPYRIGHT PERMISSION
Agent for: the Estate of Iris Dunmore    Permission No. CAL-26-0893    Date of permission: 14/08/2026
Licensee: Billboard Lane Wines Pty Ltd (ABN 41 602 118 334), 27 Billboard Lane, Tanunda SA 5352
Artwork: Iris Dunmore, Dry Creek at Evening, 1961, oil on board (private collection)
Permitted use: reproduction of the whole artwork, without cropping, overprinting or colour alteration, on point-of-sale display cards and shelf wobblers in licensed bottle shops and on the Licensee's website, to promote the Licensee's 2025 "Dry Creek" Shiraz; excluding outdoor advertising of any kind, television, cinema, social media and the wine labels themselves (label use needs a separate permission).
Territory: Australia and New Zealand.
Period: two (2) years from the date of this permission.
Exclusivity: non-exclusive.
Fee: AUD 2,200 plus GST of AUD 220 (invoice total AUD 2,420), payable within 14 days of invoice.
Credit line: Iris Dunmore, Dry Creek at Evening 1961 (c) The Estate of Iris Dunmore. Licensed by Coral Arts Licensing.
Conditions: The Licensee may not sub-license this permission or pass the image file to any third party other than its printer. The artist's moral rights of attribution and integrity must be respected; nothing in this permission waives them.
For Coral Arts Licensing Pty Ltd as agent for the Estate of Iris Dunmore: Meg Tranter, Licensing Manager, 14/08/2026
Accepted for Billboard Lane Wines Pty Ltd: Hamish Kerr, Marketing Manager, 18/08/2026
`,
    expected: {
      parties: ["Estate of Iris Dunmore", "Billboard Lane Wines Pty Ltd"],
      signed: "2026-08-18",
      start: "2026-08-14",
      end: "2028-08-13",
      perpetual: false,
      territories: ["AU", "NZ"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["AUD 2200"],
      flags: [],
      denies: ["sublicensable", "moral_rights_waiver"]
    }
  },
  {
    id: "h19b-08-uk-hotel-hosted-stay-email",
    style: "h19b-barter-travel-influencer-agreements",
    format: "text",
    source: `
# Hosted stay - Wrenfield House x Poppy Lindqvist - terms
From: Harriet Sowerby <marketing@wrenfieldhouse.co.uk>
To: Poppy Lindqvist <hello@poppyroams.com>
Date: 2 February 2027
Hi Poppy, lovely to speak yesterday. As promised, here is what we agreed for your stay - just reply "agreed" and we're all set.
Who: Wrenfield House Hotel Ltd, of Wrenfield House, Bibury, Gloucestershire ("we"), and you, Poppy Lindqvist (@poppyroams) ("you").
The stay: two nights, arriving Sunday 14 March 2027 and leaving Tuesday 16 March, in the Garden Suite for you and one guest, with breakfast both mornings and the seven-course tasting dinner with paired wines on the 14th. All complimentary - the retail value is about £1,140 - and there is no fee either way. Spa treatments, the bar and anything else are on your own account. If you cancel with less than 72 hours' notice we will have to charge the room rate of £480 per night.
What you'll post: one Instagram Reel and at least six Stories, during the stay or within seven days after it. Please tag @wrenfieldhouse in every post (on screen and in the caption), geotag the hotel and mark each post #gifted. Honest opinions are welcome; we don't approve content in advance, but please check facts such as names and prices with me.
How we can use it: we may reshare your posts, and use stills and clips from them, on our Instagram, Facebook and TikTok and on wrenfieldhouse.co.uk, for six months from your arrival date. No paid ads (we won't boost or whitelist your content) and no brochures, print or press. Anything beyond that we'll ask for, and pay for, separately.
Where: online, so worldwide.
Exclusivity: none - you're free to stay at and post about other hotels, including others in the Cotswolds, whenever you like.
Best wishes,
Harriet Sowerby, Marketing Manager, Wrenfield House
---
From: Poppy Lindqvist <hello@poppyroams.com>
Date: 3 February 2027
Agreed! See you on the 14th. Poppy x
`,
    expected: {
      parties: ["Wrenfield House Hotel Ltd", "Poppy Lindqvist"],
      signed: "2027-02-03",
      start: "2027-03-14",
      end: "2027-09-13",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["social", "web"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated"],
      denies: ["non_compete"]
    }
  },
  {
    id: "h19b-09-uk-tour-operator-creator-trip",
    style: "h19b-barter-travel-influencer-agreements",
    format: "docx",
    source: `
# CREATOR HOSTED TRIP AGREEMENT
Date of this Agreement: the date of the last signature below.
| Role | Party |
| Operator | Atlas & Ember Journeys Ltd (company no. 09821145), 5 Canal Wharf, Leeds LS11 5PS (the "Operator") |
| Creator | Jonah Reyes-Whitford, who publishes as "Wandering Jonah", of Flat 3, 19 Hope Street, Glasgow G2 6AB (the "Creator") |
| Creator's manager | Orbit Talent Ltd, which negotiates for the Creator and is not a party |
## 1. The Trip
1.1 The Operator will host the Creator on its "High Atlas & Sahara" small-group tour on the dates in Schedule 1 (the "Trip"), including return flights from Manchester, accommodation, meals and excursions. The Trip has a retail value of £4,200 and is provided free of charge; it is not a fee.
1.2 The Creator will arrange his own travel insurance.
## 2. Deliverables
2.1 Within thirty (30) days after the Return Date the Creator will publish: one YouTube vlog of at least twelve minutes; two Instagram Reels; ten Instagram Stories; and one post on wanderingjonah.com (the "Deliverables").
2.2 Each Deliverable will tag @atlasandember, link to atlasandember.co.uk and be labelled "AD - hosted trip" in line with CMA and ASA guidance.
2.3 The Operator may review Deliverables before publication for factual accuracy only.
## 3. Fee and Costs
3.1 The Operator will pay the Creator a fee of £1,500, plus VAT if applicable, within thirty (30) days after all Deliverables are published.
3.2 If the Creator withdraws from the Trip less than twenty-one (21) days before departure for any reason other than illness or bereavement, he will reimburse the Operator's non-refundable flight costs, up to £650.
## 4. Licence of Content
4.1 The Creator grants the Operator a licence to use the Deliverables, and any photographs the Creator supplies from the Trip (together the "Content"), on the Operator's website and the Operator's own social media accounts for twelve (12) months from the Return Date (the "Usage Period").
4.2 Territory: the United Kingdom, Ireland and the United States.
## 5. Creator's Exclusivity
5.1 From the date of this Agreement until sixty (60) days after the Return Date, the Creator shall not create paid or hosted content for any other tour operator or travel company selling tours to Morocco.
5.2 Clause 5.1 does not restrict content for airlines, hotels or travel-gear brands, or for tours to any other country.
## 6. Conduct
6.1 If the Creator does or says anything in public which in the Operator's reasonable opinion brings the Operator into disrepute, the Operator may terminate this Agreement by notice and stop using the Content.
## 7. Use of Content
7.1 The Operator shall not edit the Content so as to change its meaning.
7.2 The Operator shall not use the Content in paid advertising of any kind, or in print.
7.3 The Operator may not sub-license the Content to any third party, including the hotels and partners featured on the Trip.
## 8. General
8.1 Neither party may assign or transfer this Agreement without the other's prior written consent.
8.2 This Agreement is governed by the law of England and Wales.
## SCHEDULE 1 - TRIP DETAILS
| Item | Detail |
| Tour | High Atlas & Sahara, 8 days: Marrakech, Aït Benhaddou, Merzouga |
| Departure (Manchester) | Sunday 4 October 2026 |
| Return Date | Sunday 11 October 2026 |
## SCHEDULE 2 - PAID MEDIA
This Schedule replaces clause 7.2 in its entirety and prevails over anything else in this Agreement. Clause 7.2 shall read: "7.2 During the Usage Period the Operator may (a) run the Creator's Reels as paid social media advertisements on Instagram and Facebook, and (b) reproduce up to six of the Creator's photographs in its printed 2027 brochure (print run up to 40,000 copies), for a single additional usage fee of £900 covering both, payable with the fee under clause 3.1."
Signed for Atlas & Ember Journeys Ltd by Sunita Rahman, Head of Marketing: ............ 2 September 2026
Signed by Jonah Reyes-Whitford: ............ 5 September 2026
`,
    expected: {
      parties: ["Atlas & Ember Journeys Ltd", "Jonah Reyes-Whitford"],
      signed: "2026-09-05",
      start: "2026-10-11",
      end: "2027-10-10",
      perpetual: false,
      territories: ["GB", "IE", "US"],
      channels: ["web", "social", "print"],
      exclusive: true,
      fees: ["GBP 1500", "GBP 900"],
      flags: ["non_compete", "morality_clause"],
      denies: ["sublicensable", "assignable"]
    }
  },
  {
    id: "h19b-10-us-restaurant-creator-visit",
    style: "h19b-barter-travel-influencer-agreements",
    format: "pdf",
    source: `
# CREATOR VISIT AGREEMENT
Ember & Vine Hospitality Group, LLC, a Texas limited liability company that owns and operates the restaurant Saltgrass & Smoke at 1120 E. 6th Street, Austin, Texas ("Restaurant"), and Dana Okafor, an individual who publishes as @danaeatsatx ("Creator"), agree as follows:
1> Visit. Creator and one guest will dine at the Restaurant on Thursday, July 9, 2026 (the "Visit Date"). The chef's tasting menu with wine pairing for two is complimentary (menu value $420, gratuity included). Additional drinks or dishes are at Creator's own expense. Restaurant will validate valet parking.
1> Content. Within seven (7) days after the Visit Date, Creator will post one TikTok video and one Instagram Reel featuring the Restaurant (the "Content"), tagging @saltgrassandsmoke and disclosing the partnership with #ad, in line with the FTC Endorsement Guides.
1> Fee. Restaurant will pay Creator $750 within fifteen (15) days after both posts are live. If Restaurant cancels the visit less than 48 hours before the Visit Date, Restaurant will pay Creator a cancellation fee of $250 instead.
1> Reposting. Restaurant may repost and share the Content on Restaurant's own Instagram, TikTok and Facebook accounts for three (3) months from the Visit Date. Restaurant may not use the Content in paid ads, on its website, in print, on billboards or on television without Creator's written consent and a separate fee.
1> Exclusivity. None. Creator may visit and post about other restaurants at any time, and Restaurant may work with other creators.
1> Ownership. Creator owns the Content. Restaurant may not sublicense the Content to any third party, including its PR agency and delivery apps.
1> Keeping posts up. Creator will keep the posts live for at least ninety (90) days.
1> Governing law. This Agreement is governed by the laws of the State of Texas.
EMBER & VINE HOSPITALITY GROUP, LLC    By: Marco Ruiz, Director of Marketing    Date: June 29, 2026
CREATOR: Dana Okafor    Date: June 30, 2026
`,
    expected: {
      parties: ["Ember & Vine Hospitality Group, LLC", "Dana Okafor"],
      signed: "2026-06-30",
      start: "2026-07-09",
      end: "2026-10-08",
      perpetual: false,
      territories: [],
      channels: ["social"],
      exclusive: false,
      fees: ["USD 750"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
