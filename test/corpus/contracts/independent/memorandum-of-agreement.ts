// Author u6 (wave 6): memoranda of agreement in the traditional publishing and arts drafting ("made this 4th day of
// ... BETWEEN ... hereinafter called ... of the one part"), UK, with a later addendum; a held-out batch from
// 2026-11-27 (frozen, scored only) until wave 19, when it moved to the development half under the rotation rule
// (NOTES.md, "Wave 18: the held-out rotation").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["memorandum-of-agreement"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "u6-13-cover-illustration-moa-publication-date",
    style: "memorandum-of-agreement",
    format: "docx",
    source: `
# MEMORANDUM OF AGREEMENT
MEMORANDUM OF AGREEMENT made this 4th day of February 2026 BETWEEN IMOGEN TARRANT of 9 Ferry Lane, Norwich NR1 1SW (hereinafter called "the Artist", which expression shall where the context admits include her executors, administrators and assigns) of the one part and KITTIWAKE PRESS LIMITED of 31 Albion Street, Hull HU1 3TG (hereinafter called "the Publishers", which expression shall where the context admits include their successors in business) of the other part.
WHEREBY IT IS MUTUALLY AGREED as follows:
## 1. THE WORK
The Artist shall create and deliver to the Publishers not later than the 30th day of April 2026 an original full-colour illustration (hereinafter called "the Illustration") for the jacket and cover of the novel at present entitled THE LAMPLIGHTER'S DAUGHTER by Ruth Callow (hereinafter called "the said Book").
## 2. RIGHTS GRANTED
In consideration of the payments hereinafter mentioned the Artist hereby grants to the Publishers the exclusive licence to reproduce the Illustration on the jacket and cover of all hardback, paperback and electronic editions of the said Book published by the Publishers, and in the advertising and promotion of the said Book in the Publishers' catalogues, on the Publishers' website and social media accounts, and on showcards and posters displayed in bookshops, throughout the world.
## 3. PERIOD OF LICENCE
The said Book shall be first published on the 3rd day of September 2026 (hereinafter called "the Publication Date"). The licence hereby granted shall subsist for a period of seven (7) years from and including the Publication Date.
## 4. EXCLUSIVITY
The exclusivity granted in Clause 2 relates to book jackets and covers only. The Artist shall remain free to exhibit and sell the original artwork and to sell limited-edition prints of the Illustration.
## 5. FOREIGN EDITIONS
The Publishers may license the use of the Illustration on the covers of translated editions of the said Book to foreign-language publishers, and shall pay to the Artist a further fee of Three Hundred and Fifty Pounds (£350) for each such licence.
## 6. PAYMENT
The Publishers shall pay to the Artist the sum of One Thousand Eight Hundred Pounds (£1,800), one half on signature of this Agreement and one half on acceptance of the Illustration.
## 7. MERCHANDISE
No right is granted to reproduce the Illustration on merchandise of any kind, including tote bags, mugs and stationery.
## 8. MORAL RIGHTS
The Artist hereby asserts her moral right to be identified as the creator of the Illustration, and the Publishers shall print the credit "Cover illustration by Imogen Tarrant" on the back cover or jacket flap of every copy of the said Book.
## 9. ASSIGNMENT
Neither party shall assign this Agreement or any rights under it without the prior written consent of the other.
## 10. LAW
This Agreement shall be governed by and construed in accordance with the laws of England and Wales.
AS WITNESS the hands of the parties hereto the day and year first above written.
Signed by the Artist: Imogen Tarrant
Signed for and on behalf of the Publishers: Giles Aubrey, Managing Director
`,
    expected: {
      parties: ["Imogen Tarrant", "Kittiwake Press Limited"],
      signed: "2026-02-04",
      start: "2026-09-03",
      end: "2033-09-02",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["print", "web", "social", "in_store"],
      exclusive: true,
      fees: ["GBP 1800", "GBP 350"],
      flags: ["worldwide_exclusivity", "long_term", "sublicensable"],
      denies: ["moral_rights_waiver", "assignable"]
    }
  },
  {
    id: "u6-14-calendar-photographs-moa-royalty-advance",
    style: "memorandum-of-agreement",
    format: "scan",
    source: `
# MEMORANDUM OF AGREEMENT
MEMORANDUM OF AGREEMENT dated the 19th day of May 2026 BETWEEN NATHANIEL OYELOWO-BRIGHT of 4 Glebe Cottages, Hawes, North Yorkshire DL8 3QT ("the Photographer") AND HEDGEROW GREETINGS LIMITED whose registered office is at Mill House, Skipton BD23 1EP ("the Company").
IT IS AGREED as follows:
1. The Photographer grants to the Company a licence to reproduce the twelve photographs of the Yorkshire Dales listed in the Schedule (hereinafter "the Photographs") in the Company's printed 2027 wall calendars, desk diaries and greeting cards (hereinafter "the Products"), and to show the Photographs on the Company's website and in its printed trade catalogue to promote the Products.
2. The licence shall run from the date of this Agreement until the 31st day of December 2027 and shall extend to the United Kingdom and the Republic of Ireland.
3. During the period of the licence the Photographer shall not license any of the Photographs to any other person for use on calendars, diaries or greeting cards.
4. The Company shall pay the Photographer a royalty of seven per cent (7%) of the Company's net receipts from sales of the Products, and shall pay on signature of this Agreement the sum of One Thousand Two Hundred Pounds (£1,200) as an advance against that royalty.
5. The Company shall not sub-license the reproduction of the Photographs to any other person without the Photographer's prior written consent.
6. Copyright in the Photographs remains with the Photographer, who shall be credited on the back of each calendar, diary and card.
7. This Agreement shall be governed by English law.
SCHEDULE
| No. | Title | Location |
| 1 | Winter Light on Wether Fell | Wensleydale |
| 2 | Hardraw Force in Spate | Hardraw |
| 3 | Swaledale Barns | Muker |
| 4 to 12 | As listed in the Photographer's delivery note dated 2nd May 2026 | Various |
Signed by the Photographer: Nathaniel Oyelowo-Bright
Signed for Hedgerow Greetings Limited: Clare Whitworth, Product Director
`,
    expected: {
      parties: ["Nathaniel Oyelowo-Bright", "Hedgerow Greetings Limited"],
      signed: "2026-05-19",
      start: "2026-05-19",
      end: "2027-12-31",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["GBP 1200"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "u6-15-audiobook-narrator-moa-buyout",
    style: "memorandum-of-agreement",
    format: "pdf",
    source: `
# MEMORANDUM OF AGREEMENT
THIS MEMORANDUM OF AGREEMENT is made on the 2nd day of March 2026 BETWEEN LOWTHER AUDIO LIMITED of 88 Great Portland Street, London W1W 7NT (hereinafter called "the Producer") and DECLAN MURRAY-ROSS, c/o Hathaway Voices Ltd, 12 Poland Street, London W1F 8QB (hereinafter called "the Narrator").
WHEREAS the Producer holds the audio rights in the work entitled THE GLASS ORCHARD by Nell Fairbairn (hereinafter called "the Work") and wishes to engage the Narrator to read an unabridged recording of the Work (hereinafter called "the Recording").
NOW IT IS HEREBY AGREED as follows:
1. ENGAGEMENT. The Narrator shall attend at the Producer's studio on the 16th, 17th and 18th days of March 2026 and on such further days as may reasonably be required to complete the Recording.
2. RIGHTS. The Narrator hereby grants to the Producer all consents required under the Copyright, Designs and Patents Act 1988 to enable the Producer to make, reproduce, distribute and exploit the Recording in any and all formats and media now known or hereafter devised, throughout the world, in perpetuity from the date of this Agreement.
3. NAME AND LIKENESS. The Producer may use the Narrator's name, approved photograph and approved biography in the packaging, advertising and promotion of the Recording.
4. FEE. The Producer shall pay the Narrator a fee of Two Thousand Four Hundred and Seventy-Five Pounds (£2,475), being eleven (11) finished hours at £225 per finished hour, within thirty days of completion of the Recording. The fee is in full and final settlement for all uses of the Recording, and no royalty, residual or repeat fee shall be payable.
5. MORAL RIGHTS. The Narrator waives any moral rights he may have in the Recording so that the Producer may edit it for length and quality.
6. ASSIGNMENT AND LICENSING. The Producer may assign this Agreement and may license the Recording to any retailer, streaming service, library or other distributor.
7. EXCLUSIVITY. The Narrator is not engaged exclusively, and nothing in this Agreement restricts the Narrator from recording other works for other producers.
8. GOVERNING LAW. This Agreement is governed by English law.
AS WITNESS the hands of the parties the day and year first above written.
Signed for Lowther Audio Limited: Priyanka Shah, Head of Audio
Signed by the Narrator: Declan Murray-Ross
`,
    expected: {
      parties: ["Lowther Audio Limited", "Declan Murray-Ross"],
      signed: "2026-03-02",
      start: "2026-03-02",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: false,
      fees: ["GBP 2475"],
      flags: ["perpetual_term", "unlimited_media", "assignable", "sublicensable", "buyout", "moral_rights_waiver"]
    }
  },
  {
    id: "u6-16-exhibition-illustration-moa-addendum",
    style: "memorandum-of-agreement",
    format: "text",
    source: `
MEMORANDUM OF AGREEMENT
Date: 2 March 2026
Between: FARAH QADIR, illustrator, of Flat 3, 17 Jesmond Road, Newcastle upon Tyne NE2 1LA ("the Artist")
And: SALTMARSH GALLERY TRUST, a registered charity, of The Granary, Quayside, Newcastle upon Tyne NE1 3DX ("the Gallery")
1. THE ILLUSTRATION. The Artist has created an illustration entitled "Tidelines" (the "Illustration") for the Gallery's exhibition of the same name (the "Exhibition").
2. LICENCE. The Artist grants the Gallery a licence to reproduce the Illustration to publicise the Exhibition in the Gallery's printed leaflets and exhibition catalogue, on poster sites and transport advertising, on the Gallery's website and on its social media accounts.
3. PERIOD. The licence runs from 1 May 2026 until the Exhibition closes on 30 September 2026.
4. EXCLUSIVITY. None. The Artist remains free to license the Illustration to others.
5. FEE. The Gallery shall pay the Artist £2,600 within 30 days of the date of this Agreement.
6. SPONSORS. The Gallery shall not sub-license the Illustration to the Exhibition's sponsors or to any other person, although sponsors may be named on Gallery materials that carry it.
7. TERRITORY. United Kingdom.
Signed: Farah Qadir (Artist)
Signed: Jonathan Pell, Director, for Saltmarsh Gallery Trust
ADDENDUM
Date: 10 August 2026
The Artist and the Gallery agree that the Memorandum of Agreement between them dated 2 March 2026 is varied as follows, and that this Addendum prevails over it:
(a) The Exhibition has been extended. Clause 3 is deleted and replaced by: "The licence runs from 1 May 2026 until 31 January 2027."
(b) The Gallery shall pay the Artist a further fee of £650 for the extended period.
(c) In all other respects the Memorandum of Agreement remains in force.
Signed: Farah Qadir (Artist)
Signed: Jonathan Pell, Director, for Saltmarsh Gallery Trust
`,
    expected: {
      parties: ["Farah Qadir", "Saltmarsh Gallery Trust"],
      signed: "2026-03-02",
      start: "2026-05-01",
      end: "2027-01-31",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "out_of_home", "web", "social"],
      exclusive: false,
      fees: ["GBP 2600", "GBP 650"],
      flags: [],
      denies: ["sublicensable"]
    }
  }
]
