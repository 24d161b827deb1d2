// Example request bodies, by operation id, as a client sends them: shown on the docs page and in the OpenAPI
// document. A test decodes each one with its endpoint's own payload schema, so they stay valid as the API changes.
import type { PlatformAgentId } from "../../../domain/agents/AgentRun.js"

type Example = { readonly summary: string; readonly value: unknown }

const ASSET = "ast_01jdq3v8m2e9w7c4x5y6z7a8b9"
const OTHER_ASSET = "ast_01jdq3v8m2e9w7c4x5y6z7a8c0"
const TALENT = "tal_01jdq3v8m2e9w7c4x5y6z7a8b9"

/** One example of each agent's run request (the README's own, where it has one). */
export const AGENT_RUN_EXAMPLES: Record<PlatformAgentId, Example> = {
  "talent-clearance": {
    summary: "Clear two assets for the web and social media in Great Britain",
    value: {
      agent_id: "talent-clearance",
      inputs: { asset_ids: [ASSET, OTHER_ASSET], distribution_channels: ["web", "social"], territory: "GB" }
    }
  },
  "asset-tagger": {
    summary: "Tag an asset from the workspace taxonomy named Brand",
    value: { agent_id: "asset-tagger", inputs: { asset_ids: [ASSET], taxonomy: "Brand" } }
  },
  "contract-reviewer": {
    summary: "Review a signed contract (PDF or Word) and draft its contract record",
    value: { agent_id: "contract-reviewer", inputs: { asset_ids: [ASSET], create_contracts: true } }
  },
  "report-generator": {
    summary: "A compliance audit of every project, as HTML",
    value: { agent_id: "report-generator", inputs: { report: "compliance_audit", format: "html" } }
  }
}

const COLOURS = {
  name: "Brand",
  description: "What our images look like",
  terms: [{ label: "Colour" }, { label: "Blue", parent: "Colour", synonyms: ["navy", "azure"] }, { label: "Calm" }]
}

/** Examples of the JSON request bodies, by operation id (multipart uploads are described in words). */
export const REQUEST_EXAMPLES: Record<string, Record<string, Example>> = {
  "projects.create": {
    campaign: {
      summary: "A project visible to the whole organisation",
      value: { name: "Summer campaign", description: "Beach shoot, July", visibility: "internal" }
    }
  },
  "projects.update": {
    describe: { summary: "Change only the description", value: { description: "Beach shoot, moved to August" } }
  },
  "assets.update": {
    tag: {
      summary: "Rename, tag and link talent",
      value: { filename: "beach-01.jpg", tags: ["summer", "beach"], talent_ids: [TALENT] }
    }
  },
  "talent.create": {
    model: {
      summary: "A model represented by an agency",
      value: {
        name: "Ada Lovelace",
        aliases: ["Ada L."],
        agency: "North Star Models",
        contact: { email: "bookings@northstar.example", phone: "+44 20 7946 0000" }
      }
    }
  },
  "talent.update": { agency: { summary: "Change the agency", value: { agency: "Harbour Talent" } } },
  "talent.reviewMatch": {
    reject: {
      summary: "Not this person: never match this face to this talent again",
      value: { talent_id: TALENT, decision: "reject", face: { box: { x: 169, y: 123, width: 183, height: 183 } } }
    },
    confirm: {
      summary: "This is the talent (in a video frame at 12 s): link them to the asset",
      value: {
        talent_id: TALENT,
        decision: "confirm",
        face: { box: { x: 402, y: 96, width: 88, height: 90 }, at_seconds: 12 }
      }
    }
  },
  "contracts.create": {
    release: {
      summary: "A model release for web and social use worldwide for a year",
      value: {
        talent_ids: [TALENT],
        title: "Summer campaign model release",
        start_date: "2026-06-01",
        end_date: "2027-05-31",
        territories: ["worldwide"],
        distribution_channels: ["web", "social"]
      }
    }
  },
  "contracts.update": { terminate: { summary: "End the contract now", value: { status: "terminated" } } },
  "taxonomies.create": { colours: { summary: "Colour terms with synonyms", value: COLOURS } },
  "taxonomies.update": {
    rename: { summary: "Rename the taxonomy", value: { name: "Brand colours" } }
  },
  "agents.run": Object.fromEntries(Object.entries(AGENT_RUN_EXAMPLES)),
  "workflows.create": {
    clearAndReport: {
      summary: "Clear assets, then stop unless one was flagged",
      value: {
        name: "Clear before publishing",
        description: "Clears the assets for the web; stops when none is flagged",
        input_schema: {
          type: "object",
          properties: { asset_ids: { type: "array", items: { type: "string" }, minItems: 1 } },
          required: ["asset_ids"]
        },
        steps: [
          {
            id: "clear",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: ["web"] }
          },
          {
            id: "any_flagged",
            type: "condition",
            if: { op: "not_empty", value: { $ref: "steps.clear.output.flagged_asset_ids" } },
            else: { action: "stop" }
          }
        ]
      }
    }
  },
  "workflows.update": {
    rename: { summary: "Rename: makes the next version", value: { name: "Clear before any publishing" } }
  },
  "workflows.run": { assets: { summary: "Run on two assets", value: { inputs: { asset_ids: [ASSET, OTHER_ASSET] } } } }
}
