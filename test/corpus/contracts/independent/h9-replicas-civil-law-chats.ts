// Independent author "h9" (wave 9), one batch written without reading the reader's rules or the other batches'
// texts (only the flag definitions, the corpus markup and scorer, the contract parts of docs/decisions.md and the
// file convention of one batch were read), and committed before the reader was run on it: consents to create and
// use a digital replica of a performer's voice or likeness (per-use approval, limits on synthetic use, "shall not be
// used to train", deletion at the end of the term, a rider that replaces an all-media likeness clause); contracts
// translated from civil-law drafting (Italian, German, French and Spanish originals: "Article 1 – Object", "§ 3
// Duration", "REUNIDOS / CLAUSES", the parties "hereinafter" defined, decimal commas, dates such as 01.03.2026,
// the place and date of signing given once in the heading or the closing line); and deals settled in message
// transcripts (a WhatsApp export, Instagram direct messages, a Slack channel) where later messages change earlier
// ones, offers go unaccepted and a recap totals the fees. A DEVELOPMENT batch: its first, untuned score is in
// NOTES.md.
import type { CorpusContract } from "../Corpus.js"

export const styles = ["h9-digital-replica-consents", "h9-civil-law-translations", "h9-message-transcripts"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "h9-01-voice-replica-consent-uk",
    style: "h9-digital-replica-consents",
    format: "docx",
    source: `
# CONSENT TO CREATE AND USE A DIGITAL VOICE REPLICA
This consent is dated 3 March 2027 and is given between:
1> Larkspur Audio Ltd (company number 10448213), of 4 Dace Road, London E3 2NG (the "Studio"); and
1> Priya Raman, c/o Calloway Voices, 18 Frith Street, London W1D 4RQ (the "Performer").
Calloway Voices acts as the Performer's agent and is not a party to this consent. The Studio produces audio for Brightwater Building Society (the "Client"), which is not a party to this consent either.
## 1. Definitions
"Recordings" means the audio of the Performer recorded at the Studio's session on 10 March 2027.
"Replica" means a synthetic voice model built from the Recordings, and any audio generated from it.
"Go-Live Date" means 1 April 2027.
"Term" means the period starting on the Go-Live Date and ending on the day before the eighteen-month anniversary of the Go-Live Date.
"Permitted Channels" means (a) point-of-sale screens and queue announcements inside the Client's branches in the United Kingdom and (b) the Client's own website.
## 2. Consent
2.1 The Performer consents to the Studio creating one Replica and using it during the Term to voice the Client's customer messages in the Permitted Channels only.
2.2 Every script must be approved by the Performer in writing before any audio is generated from it. Approval of one script is not approval of any other, and silence is not approval.
## 3. What the Replica may not be used for
3.1 The Replica shall not be used on television or radio, in cinemas, on social media or in any podcast, even to advertise the Client.
3.2 The Replica shall not be used to voice political, religious, gambling or adult content, or any words the Performer has not approved under clause 2.
3.3 Neither the Recordings nor the Replica shall be used to train, fine-tune or test any artificial intelligence model other than the Replica itself.
3.4 The Studio may not sub-license, lend or transfer the Replica or the Recordings to anyone, including the Client and its other agencies. The Client receives finished audio files only.
## 4. Term and deletion
4.1 This consent ends at the end of the Term. Within thirty (30) days after that the Studio shall delete the Replica and every copy of the Recordings and confirm the deletion in writing. No right under this consent is perpetual, and this consent does not renew.
4.2 The Performer may withdraw her consent for future scripts by thirty (30) days' written notice; audio she approved before the notice may be used until the end of the Term.
## 5. Fees
5.1 Creation fee: £1,500, payable within 30 days of the session.
5.2 Usage fee for the Term: £4,000, payable on the Go-Live Date.
5.3 The Studio will also reimburse the Performer's travel to the session, up to £80. All sums are exclusive of VAT.
## 6. Exclusivity
This consent is non-exclusive. The Performer may record for, and license her natural or synthetic voice to, anyone else, including other banks and building societies.
## 7. General
7.1 The Performer does not waive her moral rights in her performances or in the Replica's output.
7.2 The Studio may not assign this consent without the Performer's prior written consent.
7.3 This consent is governed by the law of England and Wales.
Signed by Priya Raman on 3 March 2027
Signed for Larkspur Audio Ltd by Tom Ashdown, Director, on 3 March 2027
`,
    expected: {
      parties: ["Larkspur Audio Ltd", "Priya Raman"],
      signed: "2027-03-03",
      start: "2027-04-01",
      end: "2028-09-30",
      perpetual: false,
      territories: ["GB"],
      channels: ["in_store", "web"],
      exclusive: false,
      fees: ["GBP 1500", "GBP 4000"],
      flags: [],
      denies: ["sublicensable", "assignable", "moral_rights_waiver", "perpetual_term", "automatic_renewal"]
    }
  },
  {
    id: "h9-02-digital-replica-rider-us",
    style: "h9-digital-replica-consents",
    format: "pdf",
    source: `
# RIDER A - DIGITAL REPLICA
This Rider is attached to and forms part of the Performer Agreement dated June 2, 2026 (the "Agreement") between HALVORSEN PICTURES LLC ("Producer") and MARCUS TELL ("Performer") for the theatrical motion picture presently entitled "Glass Harbor" (the "Picture"). This Rider is signed on the same date as the Agreement and takes effect on that date. If this Rider and the Agreement conflict, this Rider controls.
## 1. Definitions
"Digital Replica" means a computer-generated representation of Performer's face, body or voice created from scans or recordings of Performer made during production of the Picture. "Scan Date" means the date of Performer's face and body scan, currently scheduled for July 14, 2026.
## 2. Paragraph 12 replaced
Paragraph 12 of the Agreement (Likeness), which allowed Producer to use Performer's likeness "in any and all media now known or hereafter devised", is deleted in its entirety and replaced with the following:
"12. Producer may use the Digital Replica only (a) within the Picture, in scenes described in the screenplay dated May 20, 2026, and (b) in trailers, clips and advertising for the Picture that show those scenes, in theatrical exhibition, on television and online, throughout the universe in perpetuity."
## 3. New Uses
Any use of the Digital Replica to create a performance not described in that screenplay (a "New Use") requires Performer's separate, informed written consent, given for that New Use alone, and a payment to be negotiated in good faith. No New Use may be made in any sequel, video game, commercial or other production.
## 4. No Training
Producer shall not use, and shall not permit any person to use, the Digital Replica or any scan or recording of Performer to train, develop or improve any artificial intelligence or machine-learning system.
## 5. Compensation
In consideration of this Rider, Producer shall pay Performer a digital replica fee of Thirty-Five Thousand U.S. Dollars (US$35,000), in addition to the compensation set out in Paragraph 4 of the Agreement, which this Rider does not change.
## 6. Non-Exclusivity
Nothing in this Rider limits Performer's right to use or license his own name, likeness or voice outside the Picture; the rights in this Rider are non-exclusive.
## 7. Assignment
Producer may assign this Rider, together with the Agreement, to any distributor or financier of the Picture.
## 8. Storage and Deletion
Producer shall store the Digital Replica securely and shall delete it within ninety (90) days after final delivery of the Picture, keeping only what is embedded in the Picture itself.
AGREED AND ACCEPTED:
PRODUCER: HALVORSEN PICTURES LLC, By: Dana Cho, EVP Business Affairs
PERFORMER: Marcus Tell
`,
    expected: {
      parties: ["Halvorsen Pictures LLC", "Marcus Tell"],
      signed: "2026-06-02",
      start: "2026-06-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["cinema", "broadcast", "web"],
      exclusive: false,
      fees: ["USD 35000"],
      flags: ["perpetual_term", "assignable"],
      denies: ["unlimited_media"]
    }
  },
  {
    id: "h9-03-synthetic-image-consent-nordic",
    style: "h9-digital-replica-consents",
    format: "scan",
    source: `
# SYNTHETIC IMAGE CONSENT - MODEL
| Client | Tallberg Outdoor Apparel AB, org. nr 556677-8899, Stockholm |
| Model | Sigrid Aalto |
| Agency | Nord Models Oy, Helsinki, as agent for the Model |
| Source shoot | 22.03.2027, Helsinki |
| Launch Date | 01.05.2027 |
| Term | 24 months from the Launch Date |
| Territory | Finland, Sweden, Norway and Denmark |
| Fee | 3 200,00 EUR |
| VAT 25,5 % | 816,00 EUR |
| Total | 4 016,00 EUR |
| Exclusivity | No |
The Client may use the photographs from the Source shoot, and synthetic images generated from them (the "Synthetic Images"), during the Term and only for the uses ticked below. Unticked uses are not permitted.
[X] The Client's own online shop and website
[X] The Client's own social media accounts (organic posts)
[ ] Paid social media advertising
[ ] Printed catalogues, magazines and packaging
[ ] Outdoor advertising, billboards and shop windows
[ ] Television or cinema
Conditions: Synthetic Images may show the Model only wearing or holding the Client's own products. They shall not show her nude or partly nude, change her body shape, skin tone or apparent age, or show her endorsing any political, religious or medical cause. Each new set of Synthetic Images must be sent to the Agency for the Model's approval before publication.
[ ] The Client may use my photographs and the Synthetic Images to train its general image-generation models.
[ ] The Client may allow other companies to use the Synthetic Images.
The Model may withdraw this consent for images not yet published by written notice to the Client. Images already published may stay online until the end of the Term.
Helsinki 12.04.2027   Sigrid Aalto
Stockholm 14.04.2027   For Tallberg Outdoor Apparel AB: Elin Sandqvist, Brand Director
`,
    expected: {
      parties: ["Tallberg Outdoor Apparel AB", "Sigrid Aalto"],
      signed: "2027-04-14",
      start: "2027-05-01",
      end: "2029-04-30",
      perpetual: false,
      territories: ["FI", "SE", "NO", "DK"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["EUR 3200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "h9-04-image-licence-italian",
    style: "h9-civil-law-translations",
    format: "docx",
    source: `
# IMAGE LICENCE AGREEMENT (English translation of the Italian original)
BETWEEN
Studio Fotografico Lanza S.r.l., with registered office in Via Tortona 27, 20144 Milan, VAT no. IT09876543210, in the person of its legal representative Mr Paolo Lanza (hereinafter "the Licensor");
AND
Vellutina Cosmetici S.p.A., with registered office in Corso Venezia 8, 20121 Milan, VAT no. IT01234567890, in the person of its attorney Ms Chiara Bellini (hereinafter "the Licensee");
hereinafter jointly "the Parties".
## PREMISES
a) the Licensor is the owner of the photographs of the model Giulia Ferri taken on 14.01.2026 (hereinafter "the Photographs"), and holds the model's release for their commercial use;
b) the Licensee intends to use the Photographs in its advertising campaign "Primavera 2026".
The premises form an integral and substantial part of this agreement. Now therefore the Parties agree as follows.
## Article 1 - Object
The Licensor grants the Licensee a non-exclusive licence to reproduce and publish the Photographs within the limits of media, territory and duration set out below.
## Article 2 - Media
The Photographs may be used in print (magazines, leaflets and brochures), on the Licensee's website and on the Licensee's social media channels. Excluded is any use on television, in cinemas and on outdoor posters and billboards, which would require a separate written agreement.
## Article 3 - Territory
Italy and the Republic of San Marino.
## Article 4 - Duration
The licence shall have a duration of 12 (twelve) months starting from 01.03.2026 and shall therefore expire on 28.02.2027. Tacit renewal is excluded.
## Article 5 - Consideration
For the licence the Licensee shall pay the Licensor a lump sum of € 8.500,00 (eight thousand five hundred/00) plus VAT, within 60 days of the invoice date.
## Article 6 - Exclusivity
No exclusivity is granted. The Licensor remains free to license the Photographs to third parties, including companies of the cosmetics sector.
## Article 7 - Moral rights
Pursuant to art. 20 of Law no. 633/1941 the author's moral rights are inalienable and are not waived. The Licensee shall credit every publication "Foto: Studio Lanza".
## Article 8 - Assignment
The Licensee may neither assign this agreement nor sub-license the Photographs, even in part, without the prior written consent of the Licensor.
## Article 9 - Applicable law and competent court
This agreement is governed by Italian law. The Court of Milan shall have exclusive jurisdiction over any dispute.
Read, confirmed and signed.
Milan, 20.02.2026
The Licensor - Studio Fotografico Lanza S.r.l. - Paolo Lanza
The Licensee - Vellutina Cosmetici S.p.A. - Chiara Bellini
Pursuant to articles 1341 and 1342 of the Civil Code, the Licensee specifically approves Articles 6, 8 and 9.
The Licensee - Chiara Bellini
`,
    expected: {
      parties: ["Studio Fotografico Lanza S.r.l.", "Vellutina Cosmetici S.p.A."],
      signed: "2026-02-20",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["IT", "SM"],
      channels: ["print", "web", "social"],
      exclusive: false,
      fees: ["EUR 8500"],
      flags: [],
      denies: ["automatic_renewal", "moral_rights_waiver", "assignable", "sublicensable"]
    }
  },
  {
    id: "h9-05-rights-of-use-german",
    style: "h9-civil-law-translations",
    format: "pdf",
    source: `
# AGREEMENT ON THE GRANTING OF RIGHTS OF USE (convenience translation; the German version prevails)
between
Kessler & Voss Werbeagentur GmbH, Große Elbstraße 14, 22767 Hamburg, represented by its managing director Jana Voss
- hereinafter "Agency" -
and
Mr Tobias Brenner, Kastanienallee 9, 10435 Berlin
- hereinafter "Artist" -
## § 1 Subject matter
(1) The Agency produces for its client Nordlicht Brauerei GmbH (the "Client") a television and cinema spot for the alcohol-free beer "Nordlicht Frei" (the "Spot"). The Artist appears in the Spot as the main actor.
(2) The shooting days are 03.06.2026 and 04.06.2026.
(3) The first broadcast of the Spot (the "On-Air Date") is 01.09.2026.
## § 2 Grant of rights
(1) The Artist grants the Agency the rights of use in his performance and likeness in the Spot for linear television, cinema advertising and online video advertising on websites (pre-roll).
(2) Rights for radio, print, out-of-home (posters, digital out-of-home screens) and for use at the point of sale are not granted and require a separate agreement.
(3) The Agency is entitled to grant sub-licences of the rights of use under para. 1 to the Client and to the Client's media agencies.
(4) The rights are granted for the territory of the Federal Republic of Germany and the Republic of Austria.
## § 3 Duration
The usage period begins on the On-Air Date within the meaning of § 1 para. 3 and ends after 24 months.
## § 4 Remuneration
(1) The Artist receives a day fee of EUR 1.800,00 (2 shooting days at EUR 900,00 each).
(2) For the use under § 2 the Artist receives a buy-out fee of EUR 12.000,00 (in words: twelve thousand euros). With the buy-out fee all uses within the scope of § 2 during the usage period are fully compensated; no repeat fees are owed.
(3) Travel expenses are reimbursed against receipts up to EUR 350,00. All amounts are plus statutory VAT.
## § 5 Competition clause
For the duration of the usage period the Artist shall not appear in advertising for any other brewery or any other producer of alcoholic or alcohol-free beverages in Germany, Austria or Switzerland.
## § 6 Termination for good cause
The Agency may terminate this agreement without notice for good cause, in particular if the Artist publicly behaves in a way that seriously damages the reputation of the Client or its products.
## § 7 Final provisions
(1) A transfer of this agreement by the Agency to a third party requires the Artist's prior written consent.
(2) Amendments must be made in writing. Should any provision be invalid, the remaining provisions shall remain unaffected.
(3) Place of jurisdiction is Hamburg.
Hamburg, 15.05.2026   Jana Voss for Kessler & Voss Werbeagentur GmbH
Berlin, 18.05.2026   Tobias Brenner
`,
    expected: {
      parties: ["Kessler & Voss Werbeagentur GmbH", "Tobias Brenner"],
      signed: "2026-05-18",
      start: "2026-09-01",
      end: "2028-08-31",
      perpetual: false,
      territories: ["DE", "AT"],
      channels: ["broadcast", "cinema", "web"],
      exclusive: true,
      fees: ["EUR 1800", "EUR 12000"],
      flags: ["sublicensable", "non_compete", "morality_clause", "buyout"],
      denies: ["assignable"]
    }
  },
  {
    id: "h9-06-image-authorisation-french",
    style: "h9-civil-law-translations",
    format: "scan",
    source: `
# AUTHORISATION TO USE A PERSON'S IMAGE (translation from the French)
BETWEEN THE UNDERSIGNED:
Maison Ferrand SAS, with a share capital of 50 000 euros, registered in the Lyon Trade and Companies Register under number 812 345 678, whose registered office is at 12 rue Mercière, 69002 Lyon, represented by Mrs Claire Ferrand in her capacity as President, hereinafter referred to as "the Company",
ON THE ONE HAND,
AND:
Miss Inès Dubois, born on 04.07.1998 in Lyon, residing at 5 quai Saint-Vincent, 69001 Lyon, hereinafter referred to as "the Model",
ON THE OTHER HAND.
IT HAS BEEN AGREED AS FOLLOWS:
## Article 1 - Purpose
The Model authorises the Company to reproduce and distribute the photographs taken of her on 30.09.2026 for the "Cuir d'Automne" collection of leather goods (the "Photographs").
## Article 2 - Media
The Photographs may be used on posters and billboards, on displays at the point of sale in the Company's boutiques, in the Company's catalogues and in press advertisements, and on the website www.maisonferrand.fr. Any use on television or on social networks is excluded.
## Article 3 - Duration
This authorisation is granted for a period of three (3) years from the signature of this contract.
## Article 4 - Territory
Metropolitan France, Belgium and Luxembourg.
## Article 5 - Exclusivity
For the duration of this contract the Model undertakes not to lend her image to any other brand of leather goods.
## Article 6 - Remuneration
In return for this authorisation the Company shall pay the Model a lump-sum gross remuneration of 6 000 euros (six thousand euros), payable within thirty days of signature.
## Article 7 - Renewal and transfer
This contract shall not be renewed by tacit agreement. The Company may not transfer the rights granted by this contract to a third party.
## Article 8 - Disputes
Any dispute shall be submitted to the courts of Lyon.
Done at Lyon, on 09.10.2026, in two original copies.
The Company, Claire Ferrand - The Model, Inès Dubois (signature preceded by the words "read and approved")
`,
    expected: {
      parties: ["Maison Ferrand SAS", "Inès Dubois"],
      signed: "2026-10-09",
      start: "2026-10-09",
      end: "2029-10-08",
      perpetual: false,
      territories: ["FR", "BE", "LU"],
      channels: ["out_of_home", "in_store", "print", "web"],
      exclusive: true,
      fees: ["EUR 6000"],
      flags: ["non_compete"],
      denies: ["automatic_renewal", "assignable"]
    }
  },
  {
    id: "h9-07-image-rights-assignment-spanish",
    style: "h9-civil-law-translations",
    format: "text",
    source: `
# IMAGE RIGHTS ASSIGNMENT AGREEMENT (translation of the Spanish original)
In Madrid, on 2 February 2027.
## MEETING
On the one hand, Mr Álvaro Medina Ruiz, of legal age, with Spanish identity card number 12345678-Z, acting in his own name and right (hereinafter, "the ASSIGNOR").
On the other hand, Bodegas Altamira, S.L., with tax identification number B-12345678 and registered office in Logroño, represented by Mrs Lucía Gómez Sanz as sole director (hereinafter, "the ASSIGNEE").
Both parties acknowledge each other's legal capacity to enter into this agreement and to that end
## STATE
I. That the ASSIGNOR is a professional padel player of international renown.
II. That the ASSIGNEE produces and sells wines under the brand "Altamira" and wishes to associate the ASSIGNOR's image with its campaign "Altamira 2027".
Therefore the parties agree to enter into this agreement, which is governed by the following
## CLAUSES
FIRST.- Object. The ASSIGNOR assigns to the ASSIGNEE the right to use his image, name and voice in the campaign "Altamira 2027".
SECOND.- Media. The assignment covers television, radio, the ASSIGNEE's website and social networks, and point-of-sale material in shops and supermarkets.
THIRD.- Territory. Spain, Portugal and Andorra.
FOURTH.- Duration. The assignment shall run from the date on which the campaign is launched (the "Launch Date"), which the parties set at 1 March 2027, until 31 December 2027.
FIFTH.- Exclusivity. During the term of this agreement the ASSIGNOR undertakes not to take part in advertising for any other brand of wine, cava or spirits. Advertising for beer and non-alcoholic drinks is excepted.
SIXTH.- Price. The ASSIGNEE shall pay the ASSIGNOR the sum of FIFTY THOUSAND EUROS (50.000 €), plus VAT, in two instalments: 25.000 € on signature of this agreement and 25.000 € on the Launch Date. The ASSIGNEE shall withhold the personal income tax (IRPF) required by law.
SEVENTH.- Irrevocability. The assignment is irrevocable for its whole duration.
EIGHTH.- Assignment of the agreement. The ASSIGNEE may assign its position in this agreement to any company of its group without the ASSIGNOR's consent.
NINTH.- Jurisdiction. The parties submit to the courts of Madrid.
And in witness whereof, the parties sign this agreement in duplicate, in the place and on the date stated in the heading.
THE ASSIGNOR: Álvaro Medina Ruiz          THE ASSIGNEE: p.p. Bodegas Altamira, S.L., Lucía Gómez Sanz
`,
    expected: {
      parties: ["Álvaro Medina Ruiz", "Bodegas Altamira, S.L."],
      signed: "2027-02-02",
      start: "2027-03-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["ES", "PT", "AD"],
      channels: ["broadcast", "web", "social", "in_store"],
      exclusive: true,
      fees: ["EUR 50000"],
      flags: ["irrevocable_grant", "assignable", "non_compete"]
    }
  },
  {
    id: "h9-08-whatsapp-model-booking",
    style: "h9-message-transcripts",
    format: "text",
    source: `
# WhatsApp Chat with Jess Amari (Hollis & Rye Ltd)
[03/02/2027, 09:14] Jess Amari: Hi Dan! We'd love Mia Castell for the Hollis & Rye spring campaign, shoot on 17 Feb in London. Is she free?
[03/02/2027, 09:20] Dan Okafor: Hi Jess, she's free 😊 I'm booking her as her agent at Meridian. Her rate is £3,500 for the day, incl. 12 months usage from the shoot, UK only, online and social only.
[03/02/2027, 09:41] Jess Amari: Can we add print? In-store posters too
[03/02/2027, 10:02] Dan Okafor: Print and in-store are ok, that takes it to £5,000 all in. No OOH / billboards and no TV at that rate.
[03/02/2027, 10:05] Jess Amari: Deal. We'd also want exclusivity on haircare for the 12 months
[03/02/2027, 10:30] Dan Okafor: Haircare exclusivity would be another £2,000. Otherwise it's non-exclusive
[03/02/2027, 11:12] Jess Amari: Let's skip exclusivity then, non-exclusive is fine 👍
[03/02/2027, 11:15] Dan Okafor: Confirmed then: Mia Castell for Hollis & Rye Ltd, £5,000, UK, online + social + print + in-store, 12 months, non-exclusive. Booking form to follow but this is agreed
[03/02/2027, 11:16] Jess Amari: 👍
[04/02/2027, 16:47] Jess Amari: Quick one, legal asks if the 12 months could run from launch instead of from the shoot? Launch is 1 March
[04/02/2027, 17:02] Dan Okafor: Fine, 12 months from 1 March 2027 then. Same fee, everything else unchanged
[04/02/2027, 17:05] Jess Amari: Perfect, thank you!
`,
    expected: {
      parties: ["Hollis & Rye Ltd", "Mia Castell"],
      signed: "2027-02-03",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB"],
      channels: ["web", "social", "print", "in_store"],
      exclusive: false,
      fees: ["GBP 5000"],
      flags: []
    }
  },
  {
    id: "h9-09-instagram-dm-creator-deal",
    style: "h9-message-transcripts",
    format: "scan",
    source: `
# Instagram Direct - conversation between @lunawrenco (Luna Wren Candle Co.) and @theo.bakes (Theo Marsh)
Sep 27, 2026, 2:04 PM
@lunawrenco: hey Theo! we're Luna Wren Candle Co., we loved your sourdough reel. would you make 1 reel + 3 stories featuring our Orchard candle? we can do $1,200
@theo.bakes: hi! thanks so much. for $1,200 I can do the reel + 3 stories, and you can reshare them on your own channels for 90 days. no paid ads or whitelisting at that rate though
Sep 27, 2026, 5:31 PM
@lunawrenco: what would whitelisting cost? we'd want 60 days of spark ads on TikTok and Meta
@theo.bakes: +$600 for 60 days, so $1,800 all in
Sep 28, 2026, 10:12 AM
@lunawrenco: ok let's do it. $1,800 all in incl. 60 days whitelisting. can the reel go live Oct 6?
@theo.bakes: works. reel goes live Oct 6, 2026 and your usage runs 90 days from that date, so through January 4, 2027. just so we're clear you can't use any of it on TV, in stores or in print
@lunawrenco: totally understood. also could we keep it on our website forever?
@theo.bakes: the website is fine for the 90 days, after that please take it down. not perpetual, sorry!
@lunawrenco: fair! confirmed - this thread is our agreement, send your invoice after the reel is live
@theo.bakes: deal, thanks!
`,
    expected: {
      parties: ["Luna Wren Candle Co.", "Theo Marsh"],
      signed: "2026-09-28",
      start: "2026-10-06",
      end: "2027-01-04",
      perpetual: false,
      territories: [],
      channels: ["social", "web"],
      exclusive: null,
      fees: ["USD 1800"],
      flags: [],
      denies: ["perpetual_term"]
    }
  },
  {
    id: "h9-10-slack-commercial-booking",
    style: "h9-message-transcripts",
    format: "pdf",
    source: `
# Slack export - #bk-kettle-and-co-spot (Ferncliff Films Ltd workspace, shared channel with Hart Talent)
Rosa Lind (Ferncliff Films) - 14 Jan 2027, 10:02
@Owen Hart we'd like to book Ade Coker for the Kettle & Co TV spot. Shoot day 28 Jan 2027, Ferncliff Films Ltd is the contracting company. Usage UK TV + online for 12 months from first air. What are his numbers?
Owen Hart (Hart Talent) - 14 Jan 2027, 11:40
Hi Rosa. For Ade: BSF £650 for the day, usage buyout £4,200 for UK TV and online (client website + paid social) for 12 months. No cinema, no radio.
Rosa Lind (Ferncliff Films) - 14 Jan 2027, 16:18
Client now wants Ireland too, same media. And they want product exclusivity: no other tea or coffee ads for Ade for 12 months from air.
Owen Hart (Hart Talent) - 14 Jan 2027, 17:05
ROI is +£800 on the buyout, so usage £5,000 for UK & ROI. Category exclusivity (tea/coffee) is £1,000.
Rosa Lind (Ferncliff Films) - 15 Jan 2027, 09:30
Agreed on all. First air date is confirmed by the client as 1 March 2027.
Owen Hart (Hart Talent) - 15 Jan 2027, 10:02
Confirmed. Recap: Ade Coker, BSF £650 + usage buyout £5,000 (UK & ROI, TV + online, 12 months from 1 March 2027) + tea/coffee exclusivity £1,000 = £6,650 total. Ade will not appear in any other tea or coffee advertising in those 12 months.
Rosa Lind (Ferncliff Films) - 15 Jan 2027, 15:31
Sorry, one more: client asks about cinema too?
Owen Hart (Hart Talent) - 15 Jan 2027, 16:10
Cinema would be another £1,500. Let me know and I'll confirm with Ade.
`,
    expected: {
      parties: ["Ferncliff Films Ltd", "Ade Coker"],
      signed: "2027-01-15",
      start: "2027-03-01",
      end: "2028-02-29",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["GBP 650", "GBP 5000", "GBP 1000"],
      flags: ["buyout", "non_compete"]
    }
  }
]
