// Independent author "ia": US studio/agency long-form talent and name-and-likeness agreements and US talent-side deal memos (development batch).
import type { CorpusContract } from "../Corpus.js"

export const styles = ["us-studio-longform", "us-dealmemo"] as const

export const contracts: ReadonlyArray<CorpusContract & { readonly style: (typeof styles)[number] }> = [
  {
    id: "ia-01-trail-running-endorsement",
    style: "us-studio-longform",
    format: "docx",
    source: `
# TALENT ENDORSEMENT AGREEMENT
This Talent Endorsement Agreement (this "Agreement") is entered into as of February 12, 2026 (the "Effective Date") by and between RIDGELINE ATHLETIC CO., a Delaware corporation with offices at 400 Harbor Drive, Portland, Oregon 97209 ("COMPANY"), and MARCUS DELACROIX-HALE, an individual ("TALENT").
## RECITALS
WHEREAS, Company designs, manufactures and sells trail running footwear and apparel under the RIDGELINE and RIDGELINE OUTDOOR brands;
WHEREAS, Talent is a professional ultramarathon runner and two-time winner of the Western Crest 100; and
WHEREAS, Company desires to engage Talent as an endorser of the Products (as defined below), and Talent desires to accept such engagement, on the terms and subject to the conditions set forth herein.
NOW, THEREFORE, in consideration of the mutual covenants contained herein and other good and valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the parties agree as follows:
## 1. DEFINITIONS
1.1 "Advertising Materials" means all advertisements, commercials, photographs, videos, posts and other promotional materials produced by or for Company that embody any of the Talent Attributes.
1.2 "Competitive Products" means running, trail and hiking footwear and performance running apparel, other than (i) formal, dress and casual lifestyle footwear, (ii) cycling and swimming products, and (iii) race bibs, hydration packs and nutrition products.
1.3 "Launch Date" means April 1, 2026.
1.4 "Products" means Company's trail running footwear and performance apparel sold under the RIDGELINE and RIDGELINE OUTDOOR brands.
1.5 "Talent Attributes" means Talent's name, approved likeness, approved photographs, voice, facsimile signature and approved biographical material.
1.6 "Territory" means the United States of America and Canada.
## 2. TERM
2.1 The term of this Agreement (the "Term") shall commence on the Launch Date and shall continue for a period of twenty-four (24) months thereafter, unless sooner terminated in accordance with Section 9.
2.2 This Agreement shall not renew automatically. Any extension of the Term shall require a written agreement signed by both parties.
## 3. GRANT OF RIGHTS
3.1 Subject to the terms and conditions of this Agreement, Talent hereby grants to Company, during the Term and throughout the Territory, the right to use the Talent Attributes in Advertising Materials for the Products in the following media only: (a) television, including network, cable and local spot; (b) Company-owned websites and paid online display and video advertising; (c) Company's official social media accounts; (d) print, including magazines and catalogs; and (e) point-of-sale and in-store displays at authorized retailers (collectively, the "Media").
3.2 The rights granted in Section 3.1 exclude, and Company shall not use the Talent Attributes in, (i) out-of-home advertising of any kind, including billboards, transit and wild postings; (ii) theatrical or cinema advertising; and (iii) product packaging and hang tags.
3.3 Company shall not sublicense any of the rights granted hereunder. Company's advertising agency may produce Advertising Materials on Company's behalf, but no rights in the Talent Attributes shall vest in such agency.
## 4. EXCLUSIVITY
4.1 Talent's endorsement services and the rights granted hereunder shall be exclusive to Company in the category of Competitive Products during the Term. Accordingly, during the Term Talent shall not render endorsement services for, or authorize the use of the Talent Attributes in connection with, any Competitive Products anywhere in the Territory.
4.2 Nothing in this Section 4 shall restrict Talent from (a) wearing race-issued or team-issued apparel while competing, (b) appearing in bona fide news, editorial or documentary coverage, or (c) endorsing products that are not Competitive Products.
## 5. SERVICES
5.1 During each twelve (12) month period of the Term commencing on the Launch Date or an anniversary thereof (each, a "Contract Year"), Talent shall render up to two (2) production days of not more than ten (10) hours each and one (1) personal appearance, on dates mutually agreed and subject to Talent's training and racing schedule.
## 6. COMPENSATION
6.1 In full consideration for the services and rights hereunder, Company shall pay Talent a guaranteed fee of Two Hundred Forty Thousand U.S. Dollars (US$240,000), payable in eight (8) equal quarterly installments, the first of which shall be due on the Launch Date.
## 7. APPROVALS
7.1 Talent shall have the right to approve all photographs and likenesses of Talent and all copy attributed to Talent. Talent shall approve or disapprove within five (5) business days after receipt, failing which the material shall be deemed approved.
## 8. ASSIGNMENT
8.1 Company may assign this Agreement, in whole or in part, to any parent, subsidiary or affiliate of Company, or to any successor to all or substantially all of the business to which this Agreement relates, without Talent's consent. Talent may not assign this Agreement, except that payments may be directed to Talent's designee.
## 9. TERMINATION
9.1 If Talent commits any act or becomes involved in any situation or occurrence which brings Talent into public disrepute, contempt, scandal or ridicule, or which reflects unfavorably on Company or the Products, Company may terminate this Agreement upon written notice to Talent, and no further installments shall be payable after the date of termination.
## 10. GOVERNING LAW
10.1 This Agreement shall be governed by the laws of the State of Delaware, without regard to its conflict of laws principles.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.
RIDGELINE ATHLETIC CO.
By: ______________________ Name: Dana Whitfield Title: Chief Marketing Officer
TALENT
______________________ Marcus Delacroix-Hale
`,
    expected: {
      parties: ["Ridgeline Athletic Co.", "Marcus Delacroix-Hale"],
      signed: "2026-02-12",
      start: "2026-04-01",
      end: "2028-03-31",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web", "social", "print", "in_store"],
      exclusive: true,
      fees: ["USD 240000"],
      flags: ["non_compete", "assignable", "morality_clause"],
      denies: ["automatic_renewal", "sublicensable"]
    }
  },
  {
    id: "ia-02-agency-performer-outdoor-client",
    style: "us-studio-longform",
    format: "pdf",
    source: `
# TALENT SERVICES AND USAGE AGREEMENT
This Talent Services and Usage Agreement (the "Agreement") is made and entered into as of the first day of March 2026 by and between COPPERLINE CREATIVE LLC, a California limited liability company ("Agency"), and PRIYA RAMASWAMY, an individual ("Performer").
## RECITALS
WHEREAS, Agency has been engaged by its client, Fernhill Outdoor Supply, Inc. ("Advertiser"), to produce advertising for Advertiser's spring 2026 camping and hiking product line (the "Campaign");
WHEREAS, Agency is entering into this Agreement in its own name and not as agent for Advertiser, and Advertiser is not a party to this Agreement; and
WHEREAS, Agency wishes to engage Performer to appear in the Campaign, and Performer is willing to do so on the terms below.
NOW, THEREFORE, the parties agree as follows:
## 1. Definitions
(a) "Commercials" means up to three (3) audiovisual spots of fifteen (15), thirty (30) or sixty (60) seconds produced for the Campaign in which Performer appears.
(b) "Stills" means photographs of Performer taken on the Production Day.
(c) "First Air Date" means April 6, 2026.
(d) "Use Period" means the period of one (1) year commencing on the First Air Date.
(e) "Territory" means the United States of America.
## 2. Services
Performer shall render on-camera services on one (1) production day on or about March 17, 2026 in Los Angeles, California (the "Production Day"), for up to ten (10) hours including wardrobe and makeup. This is a non-union engagement.
## 3. Usage
3.1 Performer grants to Agency the right, during the Use Period and in the Territory, to use the Commercials and Stills for the Campaign in the following media only: (i) online video, including pre-roll and Advertiser's website; (ii) social media, including Advertiser's Instagram, TikTok and YouTube channels; and (iii) in-store displays in Advertiser's retail locations.
3.2 No use is licensed in television, radio, cinema, print or out-of-home media. Any such use shall require Performer's prior written consent and an additional fee to be negotiated in good faith.
3.3 Agency may sublicense the rights granted in Section 3.1 to Advertiser and to Advertiser's media-buying agency, but to no other person.
## 4. Compensation
4.1 Agency shall pay Performer a session fee of One Thousand Five Hundred Dollars ($1,500) for the Production Day.
4.2 Agency shall pay Performer a usage fee of Eighteen Thousand Dollars ($18,000) for the Use Period.
4.3 All payments shall be made within thirty (30) days after the later of the Production Day and Agency's receipt of Performer's invoice.
## 5. Non-Exclusivity
This engagement is non-exclusive. Performer is free to render services to, and to appear in advertising for, any other person, including competitors of Advertiser.
## 6. Ownership
As between the parties, the Commercials and Stills, and all copyright therein, are owned by Agency or Advertiser. Performer shall have no right to use the Commercials or Stills other than for Performer's personal reel, without charge.
## 7. Assignment
Neither party may assign this Agreement or any rights hereunder without the prior written consent of the other party.
## 8. Governing Law
This Agreement shall be governed by the laws of the State of California.
AGREED AND ACCEPTED:
COPPERLINE CREATIVE LLC
By: ______________________ Theo Marchetti, Head of Production
PERFORMER
______________________ Priya Ramaswamy
`,
    expected: {
      parties: ["Copperline Creative LLC", "Priya Ramaswamy"],
      signed: "2026-03-01",
      start: "2026-04-06",
      end: "2027-04-05",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social", "in_store"],
      exclusive: false,
      fees: ["USD 1500", "USD 18000"],
      flags: ["sublicensable"],
      denies: ["assignable", "non_compete"]
    }
  },
  {
    id: "ia-03-documentary-depiction-rights",
    style: "us-studio-longform",
    format: "pdf",
    source: `
# DEPICTION AND NAME AND LIKENESS RIGHTS AGREEMENT
This Depiction and Name and Likeness Rights Agreement (the "Agreement") is entered into as of January 20, 2026 (the "Effective Date") between LANTERNFISH PICTURES, LLC, a California limited liability company ("Producer"), on the one hand, and EVELYN MARSH OKAFOR ("Grantor"), on the other hand.
## RECITALS
WHEREAS, Producer is developing a documentary series, tentatively entitled "Deep Water Rescue" (the "Picture"), concerning the 2019 flooding of the Cascade River valley and the rescue operations that followed;
WHEREAS, Grantor served as a volunteer rescue coordinator during those events and Producer wishes to depict Grantor in the Picture; and
WHEREAS, Grantor is willing to grant Producer the rights set forth below in exchange for the Purchase Price.
NOW, THEREFORE, for good and valuable consideration, the parties agree as follows:
## 1. Definitions
1.1 "Rights" means the right to depict, portray and refer to Grantor, by Grantor's actual name or a fictitious name, and to use Grantor's name, likeness, voice, biography and life story, and all interviews and materials furnished by Grantor.
1.2 "Purchase Price" has the meaning set forth in Section 4.
## 2. Grant
2.1 Grantor hereby irrevocably grants to Producer and its licensees, successors and assigns, the sole and exclusive Rights, throughout the universe, commencing on the Effective Date and continuing in perpetuity, for use in and in connection with the Picture, any versions, sequels and derivative productions thereof, and the advertising, publicity and promotion of the foregoing, in any and all media now known or hereafter devised.
2.2 Producer may license, sublicense and assign any or all of the Rights, in whole or in part, to any person, including any broadcaster, distributor or streaming platform, without Grantor's consent.
2.3 The Rights do not include the right to use Grantor's name or likeness as an endorsement of any product or service other than the Picture itself.
## 3. Waivers
3.1 Grantor waives any right to injunctive or other equitable relief with respect to the Picture; Grantor's remedies for any breach shall be limited to an action at law for damages.
3.2 To the fullest extent permitted by law, Grantor waives all so-called moral rights, droit moral and similar rights that Grantor may have in the Picture or in any materials furnished by Grantor.
3.3 Grantor releases Producer from all claims for defamation, invasion of privacy or right of publicity arising out of the exercise of the Rights, except claims arising from Producer's gross negligence or willful misconduct.
## 4. Consideration
4.1 In full consideration of the Rights and all waivers hereunder, Producer shall pay Grantor the sum of Thirty-Five Thousand Dollars ($35,000) (the "Purchase Price"), one-half on execution of this Agreement and one-half on the commencement of principal photography of the Picture.
4.2 The Purchase Price is a full buyout of the Rights and is inclusive of all uses in all media; no further sums, royalties or residuals shall be payable to Grantor for any exploitation of the Picture.
## 5. Consultation
Producer shall consult with Grantor in good faith regarding the factual accuracy of the depiction of the rescue operations, provided that Producer's decisions shall be final.
## 6. Miscellaneous
This Agreement shall be governed by the laws of the State of California applicable to contracts entered into and fully performed therein. This Agreement is the entire agreement of the parties and may be amended only in a writing signed by both parties.
LANTERNFISH PICTURES, LLC
By: ______________________ Its: Managing Member
GRANTOR
______________________ Evelyn Marsh Okafor
`,
    expected: {
      parties: ["Lanternfish Pictures, LLC", "Evelyn Marsh Okafor"],
      signed: "2026-01-20",
      start: "2026-01-20",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: true,
      fees: ["USD 35000"],
      flags: [
        "perpetual_term",
        "worldwide_exclusivity",
        "unlimited_media",
        "irrevocable_grant",
        "sublicensable",
        "assignable",
        "buyout",
        "moral_rights_waiver"
      ]
    }
  },
  {
    id: "ia-04-chef-spokesperson-rider",
    style: "us-studio-longform",
    format: "pdf",
    source: `
# SPOKESPERSON AGREEMENT
This Spokesperson Agreement (the "Agreement") is entered into as of 3/9/2026 by and between SUNBRIDGE HOSPITALITY GROUP, INC., a Delaware corporation ("Sunbridge"), and CAMILLE ARCENEAUX, an individual ("Chef").
WHEREAS, Sunbridge owns and operates hotels and resorts, and Chef is a nationally known chef and cookbook author; and WHEREAS, Sunbridge wishes to engage Chef as a spokesperson for its properties on the terms set forth herein;
NOW, THEREFORE, the parties agree as follows:
## 1. Definitions
1.1 "Campaign Start Date" means April 1, 2026.
1.2 "Chef Identification" means Chef's name, approved photographs and likenesses, voice and facsimile signature.
1.3 "Properties" means the hotels and resorts operated by Sunbridge under the Sunbridge and Tidewater Inn brands.
1.4 "Territory" means the United States.
## 2. Term
2.1 The initial term of this Agreement shall commence on the Campaign Start Date and end twelve (12) months thereafter (the "Initial Term").
2.2 Renewal. Upon expiration of the Initial Term, this Agreement shall automatically renew for successive twelve (12) month periods unless either party gives written notice of non-renewal not less than sixty (60) days prior to the expiration of the then-current term.
## 3. Grant
3.1 Chef grants Sunbridge the non-exclusive right, during the Term and in the Territory, to use the Chef Identification in advertising and promotion for the Properties in television, online, social media and out-of-home media.
## 4. Services
4.1 Chef shall render up to three (3) days of services in each year of the Term, including one (1) photo shoot and two (2) cooking demonstrations at Properties designated by Sunbridge.
## 5. Compensation
5.1 Sunbridge shall pay Chef a fee of Ninety Thousand Dollars ($90,000) for the Initial Term, payable in four (4) equal quarterly installments.
## 6. Conduct
6.1 If Chef is charged with or convicted of a felony, or engages in any conduct that subjects Chef to public scandal or ridicule or that would reasonably be expected to harm the reputation of Sunbridge, Sunbridge may terminate this Agreement immediately upon written notice.
## 7. Miscellaneous
7.1 This Agreement, including Rider A, is governed by the laws of the State of California and constitutes the entire agreement of the parties.
## RIDER A
This Rider A forms part of the Agreement and was executed concurrently with it. In the event of any conflict between this Rider A and the body of the Agreement, this Rider A shall control.
A1. Section 1.4 is deleted and replaced with the following: "1.4 "Territory" means the United States and Canada."
A2. Section 2.1 is deleted in its entirety and replaced with the following: "2.1 The term of this Agreement (the "Term") shall commence on the Campaign Start Date and shall continue for eighteen (18) months thereafter."
A3. Section 2.2 (Renewal) is deleted in its entirety. The Term shall not renew automatically, and any extension shall require a written amendment signed by both parties.
A4. In Section 3.1, the words "television, online, social media and out-of-home media" are deleted and replaced with "online, social media and print media (including Sunbridge's in-room magazine)". For the avoidance of doubt, no television or out-of-home use is licensed.
A5. Section 5.1 is deleted and replaced with the following: "5.1 Sunbridge shall pay Chef a fee of One Hundred Twenty Thousand Dollars ($120,000) for the Term, payable in six (6) equal quarterly installments."
SUNBRIDGE HOSPITALITY GROUP, INC.
By: ______________________ Name: Warren Lindqvist Title: SVP, Brand Marketing
CHEF
______________________ Camille Arceneaux
`,
    expected: {
      parties: ["Sunbridge Hospitality Group, Inc.", "Camille Arceneaux"],
      signed: "2026-03-09",
      start: "2026-04-01",
      end: "2027-09-30",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["web", "social", "print"],
      exclusive: false,
      fees: ["USD 120000"],
      flags: ["morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "ia-05-video-game-likeness",
    style: "us-studio-longform",
    format: "text",
    source: `
# NAME AND LIKENESS LICENSE AGREEMENT
This Name and Likeness License Agreement ("Agreement") is dated 5/4/2026 and is entered into by and between NIGHTJAR INTERACTIVE, INC., a Delaware corporation ("Publisher"), and ANDRE BEAUMONT OKOYE ("Player").
WHEREAS, Publisher develops and publishes interactive entertainment software, including the basketball simulation franchise currently titled "Full Court Legends" (the "Game");
WHEREAS, Player is a retired professional basketball player, and Publisher wishes to include a playable digital representation of Player in the Game;
NOW, THEREFORE, the parties agree as follows:
1> Definitions.
2> "Player Attributes" means Player's name, nickname "Big Sky", likeness (including a three-dimensional scan of Player's head and body), jersey number, career statistics and biographical information, but excluding Player's voice and any trademark owned by a third party.
2> "License Period" means the period commencing on June 1, 2026 and ending on May 31, 2033.
2> "Territory" means the entire world.
1> License.
2> Player grants Publisher a non-exclusive license, during the License Period and throughout the Territory, to (a) incorporate the Player Attributes in the Game, including downloadable content, updates and new editions released during the License Period, and (b) use the Player Attributes in the marketing of the Game through online advertising, social media and television advertising.
2> No license is granted for (i) print or out-of-home advertising, (ii) merchandise of any kind, including trading cards, figurines and apparel, or (iii) any endorsement of a product or service other than the Game.
2> Publisher may sublicense the rights granted in this Section 2 to its platform partners, distributors and marketing agencies, solely for the purposes set out in this Section 2.
1> Non-Exclusivity. This license is non-exclusive. Player remains free to license the Player Attributes to any other person, including publishers of competing basketball games.
1> License Fee. Publisher shall pay Player a license fee of Sixty Thousand Dollars ($60,000) within thirty (30) days after the date of this Agreement.
1> Approvals. Player shall have the right to approve the three-dimensional model of Player before its first inclusion in the Game, such approval not to be unreasonably withheld. Publisher shall not depict Player using tobacco, alcohol or firearms.
1> Effect of Expiration. After the License Period, Publisher shall not release any new edition, update or marketing material containing the Player Attributes, but end users may continue to play copies of the Game obtained during the License Period.
1> Governing Law. This Agreement shall be governed by the laws of the State of California. Any dispute shall be resolved by confidential arbitration in Los Angeles County before JAMS.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.
NIGHTJAR INTERACTIVE, INC.
By: /s/ Renata Solis, General Counsel
PLAYER
/s/ Andre Beaumont Okoye
`,
    expected: {
      parties: ["Nightjar Interactive, Inc.", "Andre Beaumont Okoye"],
      signed: "2026-05-04",
      start: "2026-06-01",
      end: "2033-05-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 60000"],
      flags: ["long_term", "sublicensable"],
      denies: ["non_compete"]
    }
  },
  {
    id: "ia-06-trade-show-appearance",
    style: "us-studio-longform",
    format: "scan",
    source: `
# PERSONAL APPEARANCE AGREEMENT
Dated: September 2, 2026
Company: Halcyon Print Solutions, Inc., a Delaware corporation, 1200 Commerce Parkway, Austin, Texas 78701 ("Company")
Talent: Rowan Ellery-Sato ("Talent")
WHEREAS, Company will exhibit its commercial printing equipment at the PrintWorld Expo at McCormick Place, Chicago, Illinois (the "Event"); and WHEREAS, Company wishes to engage Talent, a designer and television personality, to appear at Company's booth at the Event;
NOW, THEREFORE, the parties agree as follows:
1. Appearance. Talent shall appear at Company's booth at the Event on October 15, 2026 (the "Appearance Date") for not more than four (4) hours, including one thirty (30) minute live demonstration.
2. Event Materials. Company may photograph and record Talent's appearance at the Event (the "Event Materials").
3. Use. Company may use the Event Materials and Talent's name in the United States for a period of six (6) months commencing on the Appearance Date, solely on Company's websites and Company's own social media accounts. Company shall not use the Event Materials in paid print, television or out-of-home advertising.
4. Fee. Company shall pay Talent an appearance fee of Twelve Thousand Five Hundred Dollars ($12,500) within fifteen (15) days after the Appearance Date, and shall reimburse Talent's pre-approved travel expenses.
5. No Exclusivity. Nothing in this Agreement grants Company any exclusivity. Talent may appear on behalf of other exhibitors at the Event, including competitors of Company.
6. Assignment and Sublicensing. Company shall not assign this Agreement or sublicense any right granted hereunder without Talent's prior written consent.
7. Cancellation. If Talent cannot appear because of illness or other cause beyond Talent's control, Talent shall refund any amount paid, and neither party shall have further liability.
8. Governing Law. This Agreement is governed by the laws of the State of Delaware.
HALCYON PRINT SOLUTIONS, INC.
By: ____________________ Name: Gregory Tan Title: VP, Marketing
TALENT: ____________________ Rowan Ellery-Sato
`,
    expected: {
      parties: ["Halcyon Print Solutions, Inc.", "Rowan Ellery-Sato"],
      signed: "2026-09-02",
      start: "2026-10-15",
      end: "2027-04-14",
      perpetual: false,
      territories: ["US"],
      channels: ["web", "social"],
      exclusive: false,
      fees: ["USD 12500"],
      flags: [],
      denies: ["non_compete", "assignable", "sublicensable"]
    }
  },
  {
    id: "ia-07-beverage-spokesperson-schedule",
    style: "us-studio-longform",
    format: "docx",
    source: `
# SPOKESPERSON AND NAME AND LIKENESS AGREEMENT
This Spokesperson and Name and Likeness Agreement (together with Schedule A, this "Agreement") is made as of June 3, 2026 by and between CLEARSPRING BEVERAGE COMPANY, a Delaware corporation ("Clearspring"), and JOLENE ACHTERBERG, an individual residing in the State of California ("Talent").
## RECITALS
WHEREAS, Clearspring produces and markets sparkling and flavored water beverages under the CLEARSPRING and CLEARSPRING ZERO trademarks (the "Products");
WHEREAS, Talent is a two-time Olympic swimmer with a substantial public following; and
WHEREAS, Clearspring wishes to engage Talent as the spokesperson for the Products, and Talent wishes to accept such engagement, upon the terms set forth in this Agreement.
NOW, THEREFORE, in consideration of the premises and the mutual promises set forth herein, the parties agree as follows:
## 1. DEFINITIONS
1.1 "Commencement Date," "Term," "Territory," "Media" and "Fee" have the meanings given to them in Schedule A.
1.2 "Competitive Products" means bottled, canned or fountain water beverages, whether still, sparkling or flavored, other than (a) electrolyte sports drinks, (b) water supplied to athletes by a swimming federation or event organizer at an event in which Talent competes, and (c) beverages sold exclusively outside the Territory.
1.3 "Materials" means all advertising, marketing and promotional materials for the Products that embody the Talent Identification.
1.4 "Talent Identification" means Talent's name, nickname, approved likeness, approved photographs, voice and biographical information.
## 2. ENGAGEMENT AND TERM
2.1 Clearspring hereby engages Talent as the spokesperson for the Products during the Term, and Talent hereby accepts such engagement.
2.2 The Term and the Territory are as set forth in Schedule A.
## 3. GRANT OF RIGHTS
3.1 Talent hereby grants to Clearspring the exclusive right, in the category of Competitive Products, during the Term and throughout the Territory, to use the Talent Identification in Materials disseminated in the Media.
3.2 The Media are limited to those listed in Schedule A. Without limiting the foregoing, the rights granted exclude print, out-of-home advertising and point-of-sale materials, each of which would require a separate written agreement and fee.
## 4. EXCLUSIVITY
4.1 During the Term, Talent shall not endorse, advertise or promote, or permit the Talent Identification to be used in connection with, any Competitive Products in the Territory.
4.2 Clearspring acknowledges that Talent is sponsored by her national team and its official suppliers, and that Talent's appearance in team uniforms, team photographs and team-produced content shall not breach Section 4.1, provided Talent does not personally endorse any Competitive Product.
## 5. SERVICES
5.1 In each twelve (12) month period of the Term, Talent shall render two (2) production days, two (2) personal appearances and four (4) posts on Talent's own social media accounts, on dates and in a form mutually agreed.
## 6. COMPENSATION
6.1 As full compensation for the services and rights hereunder, Clearspring shall pay Talent the Fee, fifty percent (50%) within fifteen (15) days after full execution of this Agreement and fifty percent (50%) on the first day of the seventh (7th) month of the Term.
6.2 Clearspring shall provide business-class air travel, hotel accommodation and ground transportation for Talent and one (1) companion for all services rendered more than fifty (50) miles from Talent's residence.
## 7. INSURANCE
7.1 Clearspring shall maintain product liability insurance with limits of not less than Five Million Dollars ($5,000,000) per occurrence and shall cause Talent to be named as an additional insured thereunder.
## 8. TERMINATION
8.1 Clearspring may terminate this Agreement upon written notice if Talent commits any act involving moral turpitude, or any act which brings Talent into public disrepute, contempt, scandal or ridicule, or which might reasonably be expected to injure the reputation of Clearspring or the Products.
8.2 Talent may terminate this Agreement upon written notice if Clearspring fails to pay any amount when due and does not cure such failure within fifteen (15) days after notice.
## 9. GENERAL
9.1 This Agreement shall be governed by the laws of the State of Delaware. The parties submit to the exclusive jurisdiction of the state and federal courts located in New Castle County, Delaware. This Agreement may be executed in counterparts.
CLEARSPRING BEVERAGE COMPANY
By: ______________________ Name: Howard Ebersole Title: President
TALENT
______________________ Jolene Achterberg
## SCHEDULE A – DEAL TERMS
| Commencement Date | July 1, 2026 |
| Term | Eighteen (18) months from the Commencement Date |
| Territory | The fifty states of the United States of America and the District of Columbia |
| Media | Network, cable and local television; terrestrial and satellite radio; online video and display advertising; Clearspring's social media accounts and Talent's own social media accounts |
| Fee | US$400,000 |
| Production Days | Two (2) per twelve-month period |
`,
    expected: {
      parties: ["Clearspring Beverage Company", "Jolene Achterberg"],
      signed: "2026-06-03",
      start: "2026-07-01",
      end: "2027-12-31",
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social"],
      exclusive: true,
      fees: ["USD 400000"],
      flags: ["non_compete", "morality_clause"]
    }
  },
  {
    id: "ia-08-podcast-host-letter",
    style: "us-studio-longform",
    format: "docx",
    source: `
Wolfgang & Pierce Media Group, LLC
1800 Vine Street, Los Angeles, California 90028
July 10, 2026
Mr. Luis Castellanos
c/o Brightline Artists, 9100 Wilshire Boulevard, Beverly Hills, California 90212
Re: "The Overtime Ledger" – Host Agreement
Dear Mr. Castellanos:
This letter agreement (this "Agreement"), when countersigned by you, will confirm the terms on which Wolfgang & Pierce Media Group, LLC ("Company") engages you ("Host") to host the audio and video podcast currently entitled "The Overtime Ledger" (the "Podcast").
1> Term. The initial term of this Agreement shall commence on August 1, 2026 and end on July 31, 2027 (the "Initial Term"). Thereafter, this Agreement shall automatically renew for successive one (1) year periods (each, a "Renewal Term" and, together with the Initial Term, the "Term") unless either party notifies the other in writing of non-renewal at least sixty (60) days before the end of the then-current term.
1> Services. Host shall record one (1) episode of the Podcast per week, up to forty-eight (48) episodes per year, at Company's studio or another location approved by Company, and shall participate in reasonable promotional activities for the Podcast.
1> Compensation.
2> Company shall pay Host a signing fee of Fifteen Thousand Dollars ($15,000) within ten (10) days after Host countersigns this Agreement.
2> Company shall pay Host an episode fee of Four Thousand Dollars ($4,000) for each episode recorded and delivered, payable monthly in arrears.
1> Name and Likeness. Host grants Company a non-exclusive license, during the Term and throughout the world, to use Host's name, approved likeness, voice and approved biography to produce, distribute and promote the Podcast on audio streaming platforms, on Company's website, on social media and on satellite radio. Company shall not use Host's name or likeness to endorse any product or sponsor, other than host-read advertisements approved by Host in writing.
1> Competing Shows. During the Term, Host shall not host, co-host or regularly appear on any other podcast or radio program devoted primarily to sports business or sports finance, other than (a) guest appearances not exceeding one (1) per calendar month and (b) Host's existing weekly segment on a local news program, which Host may continue.
1> Assignment. Company may assign this Agreement to any entity that acquires the Podcast or all or substantially all of Company's podcast business. Host's obligations are personal and may not be assigned.
1> Governing Law. This Agreement shall be governed by the laws of the State of California, and any dispute shall be resolved in the state or federal courts in Los Angeles County.
If the foregoing reflects your understanding, please sign where indicated below.
Very truly yours,
WOLFGANG & PIERCE MEDIA GROUP, LLC
By: ______________________ Name: Adaeze Brennan Title: EVP, Audio
ACCEPTED AND AGREED:
______________________ Luis Castellanos
`,
    expected: {
      parties: ["Wolfgang & Pierce Media Group, LLC", "Luis Castellanos"],
      signed: "2026-07-10",
      start: "2026-08-01",
      end: "2027-07-31",
      perpetual: false,
      territories: ["worldwide"],
      channels: ["web", "social", "broadcast"],
      exclusive: false,
      fees: ["USD 15000", "USD 4000"],
      flags: ["automatic_renewal", "non_compete", "assignable"]
    }
  },
  {
    id: "ia-09-skincare-deal-memo",
    style: "us-dealmemo",
    format: "scan",
    source: `
# DEAL MEMO – TALENT
date: 3/1/26
talent: Simone Adebayo-Park ("talent")
company: Lumen & Fig Skincare, Inc. ("co.")
talent rep: Jordan Kell, Northstar Talent Mgmt
campaign: spring/summer '26 "glow season" – serum + spf line
services: 1 shoot day (max 10 hrs incl. hair/makeup), los angeles, on or about 3/18/26. add'l days pro rata, subject to talent avail.
term: 12 mos from 4/1/26
territory: US only
media: paid + organic social (IG, TikTok), co. website / e-comm product pages. NO tv, ooh, print or in-store.
excl.: non-excl. no category excl.
fee: $22,500 flat (covers shoot day + usage above). not a buyout – any add'l media, territory or extension = new fee, negotiated in good faith.
approvals: talent approves all images, retouching + copy before release.
sublicensing / assignment: none w/o talent's written approval.
travel: 1st class air + hotel for talent + 1 if shoot moves outside LA.
payment: net 30 from shoot day.
long form to follow; this memo binding until then.
for co.: ____________ Marisol Duarte, VP Brand
for talent: ____________ Jordan Kell, Northstar Talent Mgmt, on behalf of Simone Adebayo-Park
`,
    expected: {
      parties: ["Simone Adebayo-Park", "Lumen & Fig Skincare, Inc."],
      signed: "2026-03-01",
      start: "2026-04-01",
      end: "2027-03-31",
      perpetual: false,
      territories: ["US"],
      channels: ["social", "web"],
      exclusive: false,
      fees: ["USD 22500"],
      flags: [],
      denies: ["non_compete", "buyout", "sublicensable", "assignable"]
    }
  },
  {
    id: "ia-10-auto-voiceover-memo",
    style: "us-dealmemo",
    format: "text",
    source: `
# VO DEAL MEMO
dated: 04/07/2026
talent: Reggie Thibodeaux
company: Arcadia Motor Co.
job: "Open Road" national campaign – v/o for :30 + :15 spots
session: 1 x 4-hr session, remote from talent's home studio, wk of 4/20/26
term: 5/4/26 – 11/1/26 (two 13-wk cycles)
territory: US + Canada (english-language only)
media: natl. network + cable tv, radio (terrestrial + streaming audio), online video (pre-roll, co. website). social not incl. – separate fee if added. no cinema.
category excl.: automotive (manufacturers + dealers), term only. carve-out: talent's existing non-automotive work + PSAs.
session fee: $2,500
usage: $18,000 (covers both cycles)
union: non-union
morals: co. may terminate only if talent is convicted of a felony during term.
renewal: no auto-renewal. any extension by new written memo only.
edits: co. may cut :15 and :06 lifts from the session within licensed media. no re-voicing, synthetic or ai voice cloning of talent's performance.
approvals: talent hears final mix before first air.
payment: net 30 from invoice.
agreed:
____________ for Arcadia Motor Co. (Dev Malhotra, Sr. Mgr, Brand Marketing)
____________ Reggie Thibodeaux
`,
    expected: {
      parties: ["Reggie Thibodeaux", "Arcadia Motor Co."],
      signed: "2026-04-07",
      start: "2026-05-04",
      end: "2026-11-01",
      perpetual: false,
      territories: ["US", "CA"],
      channels: ["broadcast", "web"],
      exclusive: true,
      fees: ["USD 2500", "USD 18000"],
      flags: ["morality_clause"],
      denies: ["automatic_renewal"]
    }
  },
  {
    id: "ia-11-gin-uk-memo-table",
    style: "us-dealmemo",
    format: "docx",
    source: `
# TALENT DEAL MEMO
| Talent | Keanu Alvarado |
| Company | Thistledown Gin Ltd |
| Date | May 18, 2026 |
| Campaign | "Thistle & Fog" autumn/winter '26 |
| Services | 2 shoot days in London, w/c 6/15/26; 1 press day |
| Start | 9/1/26 |
| Term | 6 mos |
| Territory | UK + Ireland |
| Media | OOH (London Underground, roadside digital 48-sheets), print (consumer + trade mags), social (co. accounts only, paid + organic) |
| Excl. | excl. in spirits category (gin, vodka, whisky, rum, RTDs), UK/IE only, term only. beer + wine not covered |
| Fee | £60,000 flat, 50% on signature / 50% on first shoot day |
| Not incl. | tv, cinema, website/e-comm, in-store/POS, any US usage |
post-term: no new posts or ads after end of term. organic social posts already live may stay up as archive – no boosting, pinning or re-posting.
sublicensing: co. may not sublicense.
assignment: co. may assign to its parent or affiliates on written notice to talent.
approvals: talent approves all stills, copy + retouching; 3 business days, else deemed approved.
travel: business class LAX–LHR r/t + 5* hotel, co. cost.
governing law: New York.
for Thistledown Gin Ltd: ____________ Fiona MacRae, Marketing Director
talent: ____________ Keanu Alvarado
`,
    expected: {
      parties: ["Keanu Alvarado", "Thistledown Gin Ltd"],
      signed: "2026-05-18",
      start: "2026-09-01",
      end: "2027-02-28",
      perpetual: false,
      territories: ["GB", "IE"],
      channels: ["out_of_home", "print", "social"],
      exclusive: true,
      fees: ["GBP 60000"],
      flags: ["assignable"],
      denies: ["sublicensable"]
    }
  },
  {
    id: "ia-12-guest-star-series-memo",
    style: "us-dealmemo",
    format: "text",
    source: `
# DEAL MEMO – GUEST STAR
memo date: 07/14/2026
talent: Darnell Whitcombe
company: Nordlicht Filmproduktion GmbH, Cologne
series: "Kaltfront" (working title), 6 x 50', english-language
role: "Agent Harris", guest star, eps 3-8
photography: approx. 9/1/26 – 11/15/26, Berlin + Hamburg. talent on first-position basis during photography dates only.
fee: €84,000 flat for all 6 eps, pay or play.
housing + per diem: per co. standard policy.
billing: shared card, main titles.
publicity / key art: talent's name, approved likeness + approved bio may be used w/w, in all media now known or hereafter devised, in perpetuity from 9/1/26, solely in connection w/ the series + its advertising and publicity. non-excl.
NOT incl.: merch, product tie-ins, endorsements, commercial sponsorships – each needs talent's written approval + separate fee.
sublicense: co. may sublicense the publicity rights to the series' distributors, broadcasters + platforms, same restrictions apply.
approvals: talent approves 50% of stills + any likeness in key art.
governing law: California; disputes to JAMS, Los Angeles.
agreed:
____________ for Nordlicht Filmproduktion GmbH (Katrin Vogel, Producer)
____________ Darnell Whitcombe
`,
    expected: {
      parties: ["Darnell Whitcombe", "Nordlicht Filmproduktion GmbH"],
      signed: "2026-07-14",
      start: "2026-09-01",
      end: null,
      perpetual: true,
      territories: ["worldwide"],
      channels: ["all media"],
      exclusive: false,
      fees: ["EUR 84000"],
      flags: ["perpetual_term", "unlimited_media", "sublicensable"]
    }
  },
  {
    id: "ia-13-literacy-psa-pro-bono",
    style: "us-dealmemo",
    format: "scan",
    source: `
# PSA DEAL MEMO (PRO BONO)
date: 2/10/2026
talent: Celeste Navarro-Quinn
org.: Harbor Light Literacy Foundation, a California nonprofit public benefit corp. ("foundation")
campaign: "Every Page Counts" literacy PSA
services: 1 half-day shoot, oakland, 2/24/26
fee: none – talent donating services. foundation covers travel + hotel only.
usage starts: 3/2/26
term: life of campaign, no fixed end date. talent may revoke consent on 30 days' written notice, after which foundation makes no new placements.
territory: US
media: tv (donated airtime), radio, online, foundation's social channels, ooh (donated billboards + transit shelters). no cinema.
excl.: none
use limited to the PSA – no fundraising solicitations w/ talent's likeness w/o separate approval; no corporate sponsor logos next to talent.
no assignment or sublicensing by foundation.
credit: none on-screen. talent may share the PSA on talent's own social accounts.
expenses: reimbursed within 30 days of receipts.
for foundation: ____________ Dr. Ines Okonkwo, Executive Director
talent: ____________ Celeste Navarro-Quinn
`,
    expected: {
      parties: ["Celeste Navarro-Quinn", "Harbor Light Literacy Foundation"],
      signed: "2026-02-10",
      start: "2026-03-02",
      end: null,
      perpetual: false,
      territories: ["US"],
      channels: ["broadcast", "web", "social", "out_of_home"],
      exclusive: false,
      fees: [],
      flags: ["no_fee_stated", "no_end_date"],
      denies: ["irrevocable_grant", "sublicensable", "assignable"]
    }
  }
]
