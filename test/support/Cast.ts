// A cast for clearance scenarios over HTTP: in one workspace, a project, talent under contract for web and social
// (Ada), talent whose contract expired (Ben), and three assets: Ada's (clears), Ben's (is flagged) and one with
// nobody in it (clears, with a warning).
import { Effect } from "effect"
import { scenario } from "./Scenario.js"
import { TestApp } from "./TestApp.js"

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const cast = (workspaceId: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const token = yield* app.key({ workspaceId })
    const s = yield* scenario(token)
    const project = yield* s.project()
    const ada = yield* s.talent("Ada Lovelace")
    const ben = yield* s.talent("Ben Expired")
    yield* s.contract({
      talent_ids: [ada],
      title: "Ada's deal",
      start_date: day(-30),
      end_date: day(300),
      territories: ["worldwide"],
      distribution_channels: ["web", "social"]
    })
    const benContract = yield* s.contract({
      talent_ids: [ben],
      title: "Ben's old deal",
      start_date: day(-400),
      end_date: day(-10),
      territories: ["GB"],
      distribution_channels: ["web", "social", "broadcast"]
    })
    const cleared = yield* s.asset(project, "ada.jpg")
    const flagged = yield* s.asset(project, "ben.jpg")
    const nobody = yield* s.asset(project, "landscape.jpg")
    yield* s.link(cleared, [ada])
    yield* s.link(flagged, [ben])
    return { ...s, token, project, ada, ben, benContract, cleared, flagged, nobody }
  })
