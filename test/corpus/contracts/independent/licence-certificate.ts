// Author u6 (wave 6): licence certificates, invoice-licences and licence confirmations issued by picture and music
// libraries, archives and illustrators, US and UK; a held-out batch from 2026-11-27 (frozen, scored only) until wave
// 19, when it moved to the development half under the rotation rule (NOTES.md, "Wave 18: the held-out rotation").
import type { CorpusContract } from "../Corpus.js"

export const styles = ["licence-certificate"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "u6-05-picture-library-certificate-sector-exclusive",
    style: "licence-certificate",
    format: "pdf",
    source: `
# LICENCE CERTIFICATE
Brackenbury Picture Library Ltd, 2 Cable Street, Liverpool L1 8JN. VAT No. GB 314 2271 09
| Licence number | BPL-77310 |
| Date of issue | 9 February 2026 |
| Licensor | Brackenbury Picture Library Ltd |
| Licensee | Tallow & Wick Candle Company Ltd, Unit 12, Riverside Works, Hebden Bridge HX7 6EF |
| Images | BPL-0091822 "Harbour at Dusk, Whitby"; BPL-0091840 "Lanterns, Staithes" |
| Photographer | Ewan Castell |
| Permitted use | Printed brochure (print run up to 20,000 copies) and homepage banner on tallowandwick.co.uk |
| Licence period | 1 March 2026 to 28 February 2027 |
| Territory | United Kingdom |
| Exclusivity | Sector exclusive: the Images will not be licensed to any other home-fragrance business in the United Kingdom during the licence period |
| Licence fee | £640.00 |
| VAT at 20% | £128.00 |
| Total | £768.00 |
## Conditions of licence
1> This licence is granted on the Library's Standard Terms of Business, which form part of it. Where this certificate differs from the Standard Terms, this certificate applies.
1> The licence is personal to the Licensee. It may not be transferred or assigned, and the Licensee shall not sub-license, lend, resell or share the Images with any other person.
1> Any use not shown under Permitted use, including social media, e-mail marketing, advertising on television or outdoors, packaging and merchandise, needs a further licence.
1> The credit "Photo: Ewan Castell / Brackenbury" must appear next to each image in the brochure.
1> The licence takes effect only when the Total above has been paid.
Issued by Jonah Pryce, Licensing Manager, for Brackenbury Picture Library Ltd
`,
    expected: {
      parties: ["Brackenbury Picture Library Ltd", "Tallow & Wick Candle Company Ltd"],
      signed: "2026-02-09",
      start: "2026-03-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB"],
      channels: ["print", "web"],
      exclusive: true,
      fees: ["GBP 640"],
      flags: [],
      denies: ["assignable", "sublicensable"]
    }
  },
  {
    id: "u6-06-illustrator-invoice-license-us",
    style: "licence-certificate",
    format: "text",
    source: `
ALBESCU ILLUSTRATION
Nina Albescu, 77 Linden Street, Portland, ME 04101
INVOICE AND LICENSE
Invoice No.: 2026-118
Invoice Date: March 16, 2026
Bill To: Quarry Road Brewing Company, 9 Mill Wharf, Bath, ME 04530
| Item | Description | Amount |
| 1 | Label illustration, "Fog Harbor IPA", creation and two rounds of revisions | $3,200.00 |
| 2 | Usage license, see License Terms below | $1,800.00 |
| | Total due | $5,000.00 |
Payment due within 30 days. Rights are licensed only when this invoice is paid in full.
LICENSE TERMS
1. Grant. Nina Albescu ("Artist") grants Quarry Road Brewing Company ("Client") a license to reproduce the artwork described above (the "Artwork") on Client's cans, labels and cartons, on point-of-sale materials in bars and stores (tap handles, table tents, shelf talkers), and on Client's website and social media accounts to promote Fog Harbor IPA, in the United States, for three (3) years from the Invoice Date.
2. Exclusivity. The license is exclusive for beer and other beverages. Artist may license the Artwork for anything else, including art prints and apparel.
3. Restrictions. Client may resize and crop the Artwork but may not otherwise change it. Client shall not sublicense the Artwork to any contract brewer, distributor or retailer; distributors and retailers may display point-of-sale materials that Client supplies.
4. Ownership. Artist keeps the copyright in the Artwork and in all sketches.
5. Extension. Client may extend the license for a further three (3) years for a fee to be agreed in writing before the license ends.
Accepted for Quarry Road Brewing Company: Owen Tarrant, Owner
`,
    expected: {
      parties: ["Nina Albescu", "Quarry Road Brewing Company"],
      signed: "2026-03-16",
      start: "2026-03-16",
      end: "2029-03-15",
      perpetual: false,
      territories: ["US"],
      channels: ["in_store", "web", "social"],
      exclusive: true,
      fees: ["USD 3200", "USD 1800"],
      flags: [],
      denies: ["sublicensable"]
    }
  },
  {
    id: "u6-07-production-music-confirmation-first-transmission",
    style: "licence-certificate",
    format: "scan",
    source: `
# PRODUCTION MUSIC LICENCE
Hartwell Production Music Ltd, 18 Denmark Street, London WC2H 8NA
Licence confirmation no. HPM-L-40215
Date of issue: 28 July 2026
Licensee: Wrenfield Productions Ltd, 5 Queen Square, Bristol BS1 4JQ
Production: "Coast to Coast", series 2, six episodes of 60 minutes (the "Production")
First transmission date: 14 September 2026
| Track | Composer | Catalogue no. | Use |
| Northern Lights | Halvard Lie | HPM 212/04 | Background, up to 3 min per episode |
| Salt and Stone | Bethan Morgan | HPM 198/11 | Opening titles |
| Harbour Wake | Bethan Morgan | HPM 198/02 | Background, up to 2 min per episode |
Licensed media: television (free-to-air and pay) and broadcaster video-on-demand services, including trailers for the Production on those services.
Not licensed: cinema, in-flight, DVD, and any advertising for products or services other than the Production.
Territory: United Kingdom, Ireland, Australia and New Zealand.
Licence period: five (5) years from the first transmission date.
Fee: £1,150 plus VAT (three tracks at the series blanket rate).
Exclusivity: this licence is non-exclusive.
Assignment: the Licensee may assign this licence, together with the Production, to any distributor or broadcaster that acquires rights in the Production.
This confirmation is subject to Hartwell's Standard Licence Terms (2025 edition). Cue sheets must be returned within 14 days of first transmission.
For Hartwell Production Music Ltd: Anita Desai-Rowe, Licensing Executive
`,
    expected: {
      parties: ["Hartwell Production Music Ltd", "Wrenfield Productions Ltd"],
      signed: "2026-07-28",
      start: "2026-09-14",
      end: "2031-09-13",
      perpetual: false,
      territories: ["GB", "IE", "AU", "NZ"],
      channels: ["broadcast", "web"],
      exclusive: false,
      fees: ["GBP 1150"],
      flags: ["assignable"]
    }
  },
  {
    id: "u6-08-archive-footage-license-perpetual",
    style: "licence-certificate",
    format: "docx",
    source: `
# FOOTAGE LICENSE AGREEMENT
License No. PA-26-0112
Effective Date: January 12, 2026
Licensor: Parallax Archive, Inc., 1400 North Cahuenga Blvd., Los Angeles, CA 90028 ("Parallax")
Licensee: Bright Anvil Films LLC, 212 Water Street, Brooklyn, NY 11201 ("Licensee")
Production: "The Salt Road", a feature documentary directed by Mara Quintero (the "Production")
## Schedule A: Licensed Footage
| Clip ID | Description | Duration |
| PA-1968-0442 | Salt flats, Bonneville, aerial | 0:00:22 |
| PA-1971-1109 | Caravan at dawn, Agadez | 0:00:35 |
| PA-1974-0087 | Miners loading salt, Danakil | 0:00:18 |
| PA-1979-2210 | Market at Timbuktu | 0:00:41 |
## Terms
1> Grant. Parallax grants Licensee a non-exclusive license to incorporate the Licensed Footage in the Production and to exploit the Production, including its trailers and promotional excerpts, in all media now known or hereafter devised, throughout the universe, in perpetuity.
1> Sublicensing. Licensee may sublicense the Licensed Footage, solely as embedded in the Production, to distributors, broadcasters and platforms that exhibit the Production.
1> Restrictions. The Licensed Footage may not be used outside the Production, in any stand-alone advertising for a product or service, or on any merchandise.
1> License Fee. $2,400 (four clips at $600 per clip), payable within thirty (30) days after the Effective Date. This is a one-time fee; no further payment is due for any use of the Production.
1> Assignment. Licensee may assign this Agreement to any person that acquires the Production.
1> Credit. Licensee shall credit "Archival footage courtesy of Parallax Archive" in the end credits.
1> Law. This Agreement is governed by the laws of the State of California.
PARALLAX ARCHIVE, INC. By: Glen Okafor, Director of Licensing
BRIGHT ANVIL FILMS LLC By: Sadie Kessler, Producer
`,
    expected: {
      parties: ["Parallax Archive, Inc.", "Bright Anvil Films LLC"],
      signed: "2026-01-12",
      start: "2026-01-12",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: false,
      fees: ["USD 2400"],
      flags: ["perpetual_term", "unlimited_media", "sublicensable", "assignable", "buyout"]
    }
  }
]
