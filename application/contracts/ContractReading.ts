// The contract reading pipeline, after a reader has delivered the file's blocks: layout (clauses, sentences,
// tables), the dates and countries the text mentions, the terms with their citations, and the flags. Every stage
// is a pure domain module (ContractDocument, ContractParties, ContractDates, ClauseClassification,
// ContractExtraction, ContractFlags) except the recognisers, which need libraries and come in as ports.
import * as Tracing from "../platform/Tracing.js"
import { Effect } from "effect"
import { amend } from "../../domain/contracts/Amendments.js"
import { affirmationDoubts } from "../../domain/contracts/Affirmation.js"
import { channelScopeDoubts } from "../../domain/contracts/ChannelScope.js"
import * as Doc from "../../domain/contracts/ContractDocument.js"
import { calibrationDoubts } from "../../domain/contracts/Calibration.js"
import { writesADate } from "../../domain/contracts/ContractDates.js"
import { extract } from "../../domain/contracts/ContractExtraction.js"
import { familiarityDoubts } from "../../domain/contracts/Familiarity.js"
import { feeRoleDoubts } from "../../domain/contracts/FeeRoles.js"
import { firstContactDoubts } from "../../domain/contracts/FirstContact.js"
import { flagStandingDoubts } from "../../domain/contracts/FlagStanding.js"
import { setAsideDoubts } from "../../domain/contracts/SetAside.js"
import { currencyDoubts } from "../../domain/contracts/Currency.js"
import { instalmentDoubts } from "../../domain/contracts/Instalments.js"
import { flagsOf } from "../../domain/contracts/ContractFlags.js"
import { ledgerDoubts } from "../../domain/contracts/MoneyLedger.js"
import { chronological } from "../../domain/contracts/MessageChain.js"
import { precedenceDoubts } from "../../domain/contracts/Precedence.js"
import { polarityDoubts } from "../../domain/contracts/Polarity.js"
import { unsettledDoubts } from "../../domain/contracts/Unsettled.js"
import { CountryRecognizer } from "./ports/CountryRecognizer.js"
import { DateRecognizer } from "./ports/DateRecognizer.js"
import type { ReadDocument } from "./ports/DocumentReader.js"

/** Reads the terms of a contract from the blocks its reader delivered. */
export const analyse = Tracing.fn("ContractReading.analyse")(function* (read: ReadDocument) {
  // A thread quoted newest first is read oldest first: later messages change earlier ones.
  const document = Doc.build(chronological(read.blocks))
  // Only dates the text writes: a length ("for 13 weeks") a recogniser counted from its own reference day is none.
  const dates = (yield* Effect.flatMap(DateRecognizer, (r) => r.find(document.text))).filter((m) =>
    writesADate(document.text.slice(m.start, m.end))
  )
  const countries = yield* Effect.flatMap(CountryRecognizer, (r) => r.find(document.text))
  const read0 = extract(document, { dates, countries })
  // Evidence the reading did not account for makes its field a doubt (Calibration.ts); so does a value of weak
  // provenance in a contract the reader's grammar accounts for little of (Familiarity.ts), and a fee, medium or flag
  // whose own words the reading did not settle (Unsettled.ts); a yes-or-no term that a second reading of every
  // sentence about it reads otherwise, or that those sentences disagree on (Polarity.ts). And a value the document does
  // not settle: fees while a sum of money is neither a fee nor ruled out by its own words (MoneyLedger.ts), a medium
  // read from words that are no bounded grant (ChannelScope.ts), a yes-or-no term whose own words, read plainly,
  // state nothing (Affirmation.ts); a value read from a part another part prevails over, which says otherwise
  // (Precedence.ts), and a fee read from one instalment whose whole the document does not state
  // (Instalments.ts), and a fee in a bare "$" while the document's places point to another dollar (Currency.ts). A fee
  // beside another whose own words give it another role (FeeRoles.ts), and a flag raised from words that are no term of
  // the licence: a quoted text, a switch-off, another grant, a limit on the licensee's use (FlagStanding.ts); a fee,
  // medium or flag read only from words the amended document sets aside (SetAside.ts). And a field whose kind of
  // answer (two or more fees, one channel) was often wrong on first contact with a style (FirstContact.ts).
  const flags = flagsOf(read0)
  const amendment = amend(document)
  const amended = amendment.document
  const terms = {
    ...read0,
    doubts: [
      ...read0.doubts,
      ...calibrationDoubts(document, read0, flags, dates, countries),
      ...familiarityDoubts(document, read0, dates, countries),
      ...unsettledDoubts(document, read0, flags, countries),
      ...polarityDoubts(document, read0, flags),
      ...ledgerDoubts(amended, read0),
      ...channelScopeDoubts(amended, read0),
      ...affirmationDoubts(amended, read0, flags),
      ...precedenceDoubts(amendment, read0, flags, countries),
      ...instalmentDoubts(amended, read0),
      ...currencyDoubts(amended, read0),
      ...feeRoleDoubts(amended, read0),
      ...flagStandingDoubts(amended, flags),
      ...setAsideDoubts(amended, read0, flags),
      ...firstContactDoubts(read0, flags)
    ]
  }
  return { document, terms, flags }
})
