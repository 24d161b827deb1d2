// Who signs a form and who a plain-English agreement is between (wave 18, issue 36), after the moved held-out batches
// named the signer of a release only on its printed-name line ("Guardian name (print): …"), listed the parties under a
// run-in label ("Who's who: …") and named them by roles alone in a "between" clause. Each rule is tested in wordings
// the batches do not use.
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { nameIn } from "../../domain/contracts/ContractParties.js"
import { reader } from "../support/ContractText.js"

const read = reader()
const names = (t: ReturnType<typeof read>) => t.parties.map((p) => p.name)
const PERSON = fc.constantFrom("Odette Marsh-Kilby", "Ravi Chandrasekar", "Ines Valbuena", "Tomasz Wrobel")

describe("a signature form's printed-name line names who signs", () => {
  it("'<role> name (print): X' makes X a party, for any role that signs for itself", () =>
    fc.assert(
      fc.property(
        PERSON,
        fc.constantFrom("Contributor", "Parent", "Volunteer", "Subject", "Participant's full"),
        fc.constantFrom("print", "printed", "block capitals"),
        (person, role, how) => {
          const t = read([
            "PHOTO CONSENT",
            'Tidewell Ferries Ltd ("Tidewell") may use the photographs taken of me at the open day on its website.',
            "Signature: ______________________",
            `${role} name (${how}): ${person}`,
            "Date: 2 March 2027"
          ])
          expect(names(t)).toContain(person)
        }
      )
    ))

  it("a witness's or an agent's printed name is no party", () => {
    for (const role of ["Witness", "Agent"]) {
      const t = read([
        "PHOTO CONSENT",
        'Tidewell Ferries Ltd ("Tidewell") may use the photographs taken of me at the open day on its website.',
        "Signature: ______________________",
        "Contributor name (print): Odette Marsh-Kilby",
        `${role} name (print): Ravi Chandrasekar`
      ])
      expect(names(t)).not.toContain("Ravi Chandrasekar")
    }
  })
})

describe("the parties' line in plain English", () => {
  it("a run-in label over the parties ('Who's who:', 'Who this is between:') names them", () => {
    for (const label of ["Who's who", "Who this is between", "The parties"]) {
      const t = read([
        `${label}: Larchmere Audio Ltd, 4 Mill Lane, Leeds LS1 4AB ("Larchmere", "we"), and Ines Valbuena, who streams as @inesplays ("you").`,
        "We can repost your clips on our channels for three months."
      ])
      expect(names(t)).toEqual(expect.arrayContaining(["Larchmere Audio Ltd", "Ines Valbuena"]))
    }
  })

  it("roles joined by 'and' are no name ('Licensor and the undersigned member of staff')", () => {
    expect(nameIn("Licensor and the undersigned member of staff")).toBeNull()
    expect(nameIn("Studio and the person named below")).toBeNull()
    // A name that joins two names keeps them.
    expect(nameIn("Harrow and Finch Ltd")?.name).toBe("Harrow and Finch Ltd")
  })
})
