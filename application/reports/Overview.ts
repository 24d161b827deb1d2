// The dashboard's overview of a workspace: its credit balance, the credits charged this month (UTC) per agent
// (the usage summary's own rule, over the same ledger entries), the most recent failed webhook attempts, and the
// endpoints that are failing (or were disabled for failing too long).
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option } from "effect"
import { type CalendarDate, utcDateOf } from "../../domain/platform/CalendarDate.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { summarize } from "../../domain/reports/UsageSummary.js"
import { CreditLedger } from "../platform/ports/CreditLedger.js"
import { UsageData } from "./ports/UsageData.js"
import { type AttemptRecord, WebhookDeliveries } from "../webhooks/ports/WebhookDeliveries.js"
import { WebhookEndpoints } from "../webhooks/ports/WebhookEndpoints.js"

const FAILURES_SHOWN = 10

export const workspaceOverview = Tracing.fn("Overview.workspace")(function* (workspaceId: WorkspaceId) {
  const balance = yield* Effect.flatMap(CreditLedger, (ledger) => ledger.balance(workspaceId))
  const today = utcDateOf(yield* DateTime.now)
  const period = { from: `${today.slice(0, 8)}01` as CalendarDate, to: today }
  const entries = yield* Effect.flatMap(UsageData, (usage) => usage.entries(workspaceId, period.from, period.to))
  const usage = summarize({ entries, period, projectIds: null, balance })
  const endpoints = yield* Effect.flatMap(WebhookEndpoints, (all) => all.list(Option.some(workspaceId)))
  const deliveries = yield* WebhookDeliveries
  const failures: Array<AttemptRecord & { readonly url: string }> = []
  for (const endpoint of endpoints) {
    for (const attempt of (yield* deliveries.attempts(endpoint.id, FAILURES_SHOWN)).attempts) {
      if (attempt.result !== "succeeded") failures.push({ ...attempt, url: endpoint.url })
    }
  }
  failures.sort((a, b) => DateTime.toEpochMillis(b.startedAt) - DateTime.toEpochMillis(a.startedAt))
  // Failing now, or disabled because it failed for too long (an endpoint a person disabled is not a failure).
  const failingEndpoints = endpoints.filter(
    (e) =>
      Option.isSome(e.failingSince) ||
      (e.status !== "enabled" && Option.getOrElse(e.disabledReason, () => "").startsWith("failing since"))
  )
  return {
    balance,
    failingEndpoints,
    period,
    creditsByAgent: usage.by_agent,
    creditsThisMonth: usage.totals.credits,
    webhookFailures: failures.slice(0, FAILURES_SHOWN)
  }
})
