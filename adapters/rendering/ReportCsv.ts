// Reports as CSV (RFC 4180, one table per report, a header row first): usage as dimension/key/name rows, the audit
// one row per asset, provenance one row per entry, the forecast one row per day of history and forecast.
// Text cells that a spreadsheet would run as a formula (=, +, -, @) are prefixed with an apostrophe.
import type { Report } from "../../domain/reports/Report.js"

const field = (v: string | number | boolean | null): string => {
  if (v === null) return ""
  if (typeof v !== "string") return String(v)
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const csv = (head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>) =>
  [head, ...rows].map((r) => r.map(field).join(",")).join("\r\n") + "\r\n"

export const render = (r: Report): string => {
  switch (r.report) {
    case "usage_summary":
      return csv(
        ["dimension", "key", "name", "credits", "runs", "units"],
        [
          ["total", "", null, r.totals.credits, r.totals.runs, r.totals.units],
          ...r.by_agent.map((a) => ["agent", a.agent_id, null, a.credits, a.runs, a.units]),
          ...r.by_project.map((p) => ["project", p.project_id, p.project_name, p.credits, p.runs, p.units]),
          ...r.by_key.map((k) => ["key", k.key_id, k.key_name, k.credits, k.runs, k.units]),
          ...r.by_day.map((d) => ["day", d.day, null, d.credits, d.runs, d.units])
        ]
      )
    case "compliance_audit":
      return csv(
        [
          "project_id",
          "project_name",
          "asset_id",
          "filename",
          "talent",
          "status",
          "last_checked_at",
          "channels",
          "reasons",
          "expired_contracts",
          "reasons_text",
          "warnings_text"
        ],
        r.assets.map((a) => [
          a.project_id,
          a.project_name,
          a.asset_id,
          a.filename,
          a.talent.map((t) => t.name ?? t.talent_id).join("; "),
          a.status,
          a.last_checked_at,
          a.channels.join(" "),
          a.reasons.join(" "),
          a.expired_contracts.join(" "),
          a.findings.map((f) => f.text).join(" "),
          a.warnings.map((w) => w.text).join(" ")
        ])
      )
    case "asset_provenance":
      return csv(
        ["asset_id", "seq", "occurred_at", "action", "actor", "prev_hash", "hash", "chain_valid"],
        r.assets.flatMap((a) =>
          a.entries.map((e) => [
            a.asset_id,
            e.seq,
            e.occurred_at,
            e.action,
            e.actor,
            e.prev_hash,
            e.hash,
            a.chain.valid
          ])
        )
      )
    case "billing_forecast":
      return csv(
        ["day", "kind", "credits", "lower", "upper", "cumulative", "cumulative_lower", "cumulative_upper"],
        [
          ...r.history.daily.map((d) => [d.day, "history", d.credits, null, null, null, null, null]),
          ...r.forecast.map((f) => [
            f.day,
            "forecast",
            f.expected,
            f.lower,
            f.upper,
            f.cumulative_expected,
            f.cumulative_lower,
            f.cumulative_upper
          ])
        ]
      )
  }
}
