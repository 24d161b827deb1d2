// What a person reads of each report, independent of the format: titled sections of text, lists, tables and
// charts, built from the report's JSON alone. Markdown and HTML render the same outline (Markdown leaves the
// charts out and keeps their caption), so the two never disagree.
import type {
  AssetProvenanceReport,
  BillingForecastReport,
  ComplianceAudit,
  Report,
  UsageSummary
} from "../../domain/Report.js"
import * as Svg from "./Svg.js"

export type Block =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "list"; readonly items: ReadonlyArray<string> }
  | {
      readonly kind: "table"
      readonly head: ReadonlyArray<string>
      readonly rows: ReadonlyArray<ReadonlyArray<string | number>>
    }
  | { readonly kind: "chart"; readonly svg: string; readonly caption: string }

export interface Section {
  readonly title: string
  readonly blocks: ReadonlyArray<Block>
}

export interface Outline {
  readonly title: string
  readonly subtitle: string
  readonly sections: ReadonlyArray<Section>
}

const text = (t: string): Block => ({ kind: "text", text: t })
const table = (head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number>>): Block => ({
  kind: "table",
  head,
  rows
})
const chart = (svg: string, caption: string): Block => ({ kind: "chart", svg, caption })

const or = (value: string | null, fallback: string) => value ?? fallback

const usage = (r: UsageSummary): Outline => ({
  title: "Usage summary",
  subtitle: `${r.period.from} to ${r.period.to}${r.project_ids === null ? "" : ` · projects ${r.project_ids.join(", ")}`} · generated ${r.generated_at}`,
  sections: [
    {
      title: "Totals",
      blocks: [
        table(
          ["Credits consumed", "Runs", "Units", "Credits granted", "Credits released", "Available now", "Reserved now"],
          [
            [
              r.totals.credits,
              r.totals.runs,
              r.totals.units,
              r.totals.credits_granted,
              r.totals.credits_released,
              r.balance.available,
              r.balance.reserved
            ]
          ]
        )
      ]
    },
    {
      title: "By day",
      blocks: [
        chart(
          Svg.bars({
            title: "Credits consumed per day",
            labels: r.by_day.map((d) => d.day.slice(5)),
            values: r.by_day.map((d) => d.credits)
          }),
          "Credits consumed per day"
        ),
        table(
          ["Day", "Credits", "Runs", "Units"],
          r.by_day.filter((d) => d.credits > 0 || d.runs > 0).map((d) => [d.day, d.credits, d.runs, d.units])
        )
      ]
    },
    {
      title: "By agent",
      blocks: [
        chart(
          Svg.horizontalBars({
            title: "Credits by agent",
            items: r.by_agent.map((a) => ({ label: or(a.agent_id, "unattributed"), value: a.credits }))
          }),
          "Credits by agent"
        ),
        table(
          ["Agent", "Credits", "Runs", "Units"],
          r.by_agent.map((a) => [or(a.agent_id, "unattributed"), a.credits, a.runs, a.units])
        )
      ]
    },
    {
      title: "By project",
      blocks: [
        table(
          ["Project", "Credits", "Runs", "Units"],
          r.by_project.map((p) => [or(p.project_id, "unattributed"), p.credits, p.runs, p.units])
        )
      ]
    },
    {
      title: "By API key",
      blocks: [
        table(
          ["Key", "Credits", "Runs", "Units"],
          r.by_key.map((k) => [or(k.key_id, "unattributed"), k.credits, k.runs, k.units])
        )
      ]
    }
  ]
})

const compliance = (r: ComplianceAudit): Outline => ({
  title: "Compliance audit",
  subtitle: `As of ${r.as_of} · ${r.totals.projects} projects · generated ${r.generated_at}`,
  sections: [
    {
      title: "Overview",
      blocks: [
        table(
          ["Assets", "Cleared", "Flagged", "Never checked", "Need a new check", "Checked against expired contracts"],
          [
            [
              r.totals.assets,
              r.totals.cleared,
              r.totals.flagged,
              r.totals.never_checked,
              r.totals.stale,
              r.totals.checked_against_expired_contracts
            ]
          ]
        ),
        chart(
          Svg.stackedBars({
            title: "Clearance status by project",
            parts: ["cleared", "flagged", "never checked", "stale"],
            rows: r.projects.map((p) => ({
              label: p.name,
              values: [p.cleared, p.flagged, p.never_checked, p.stale]
            }))
          }),
          "Clearance status by project"
        )
      ]
    },
    {
      title: "Projects",
      blocks: [
        table(
          ["Project", "Assets", "Cleared", "Flagged", "Never checked", "Stale", "Expired contracts"],
          r.projects.map((p) => [
            `${p.name} (${p.project_id})`,
            p.assets,
            p.cleared,
            p.flagged,
            p.never_checked,
            p.stale,
            p.checked_against_expired_contracts
          ])
        )
      ]
    },
    {
      title: "Assets that need attention",
      blocks: [
        table(
          ["Asset", "Project", "Status", "Last checked", "Reasons"],
          r.assets
            .filter((a) => a.status !== "cleared")
            .map((a) => [
              `${a.filename} (${a.asset_id})`,
              a.project_id,
              a.status,
              a.last_checked_at ?? "never",
              a.reasons.join(", ")
            ])
        )
      ]
    },
    {
      title: `Contracts expiring within ${r.expiring_within_days} days`,
      blocks: [
        r.expiring_contracts.length === 0
          ? text("None.")
          : table(
              ["Contract", "Title", "Talent", "Ends", "Days left"],
              r.expiring_contracts.map((c) => [
                c.contract_id,
                c.title,
                c.talent_ids.join(", "),
                c.end_date,
                c.days_left
              ])
            )
      ]
    }
  ]
})

const provenance = (r: AssetProvenanceReport): Outline => ({
  title: "Asset provenance",
  subtitle: `${r.assets.length} assets · ${r.all_valid ? "every hash chain verified" : "a hash chain is BROKEN"}${r.period === null ? "" : ` · entries from ${r.period.from} to ${r.period.to}`} · generated ${r.generated_at}`,
  sections: r.assets.map((a) => ({
    title: `${a.filename} (${a.asset_id})`,
    blocks: [
      {
        kind: "list",
        items: [
          `Project ${a.project_id}; ${a.size_bytes} bytes; SHA-256 ${a.sha256}; status ${a.status}; created ${a.created_at}`,
          a.chain.valid
            ? `Hash chain verified: ${a.chain.entries} entries, head ${a.chain.head_hash}`
            : `Hash chain BROKEN at entry ${a.chain.broken_at?.seq} (${a.chain.broken_at?.problem}); ${a.chain.entries} entries verified before it`,
          `Actions: ${Object.entries(a.actions)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ")}`
        ]
      },
      ...(a.entries.length === 0
        ? []
        : [
            chart(
              Svg.timeline({
                title: `Chain of custody of ${a.filename}`,
                events: a.entries.map((e) => ({
                  at: Date.parse(e.occurred_at),
                  kind: e.action,
                  label: `#${e.seq} ${e.action} by ${e.actor} at ${e.occurred_at}`
                }))
              }),
              `Chain of custody of ${a.filename}`
            )
          ]),
      table(
        ["Actor", "Actions", "First", "Last"],
        a.actors.map((x) => [x.actor, x.actions, x.first_at, x.last_at])
      ),
      table(
        ["#", "When", "Action", "Actor", "Hash"],
        a.entries.map((e) => [e.seq, e.occurred_at, e.action, e.actor, `${e.hash.slice(0, 16)}…`])
      )
    ]
  }))
})

const billing = (r: BillingForecastReport): Outline => ({
  title: "Billing forecast",
  subtitle: `History ${r.history.period.from} to ${r.history.period.to} · generated ${r.generated_at}`,
  sections: [
    {
      title: "Outlook",
      blocks: [
        {
          kind: "list",
          items: [
            `Available credits: ${r.balance.available} (reserved by running runs: ${r.balance.reserved})`,
            `Next 30 days: ${r.next_30_days.expected} credits expected (95% band ${r.next_30_days.lower}–${r.next_30_days.upper})`,
            r.runout.expected === null
              ? `The balance lasts beyond ${r.runout.horizon_days} days at the current trend`
              : `The balance runs out around ${r.runout.expected} (earliest ${or(r.runout.earliest, "–")}, latest ${or(r.runout.latest, `beyond ${r.runout.horizon_days} days`)})`,
            `Trend: ${r.model.slope_per_day} credits per day more each day, from ${r.history.total} credits over ${r.model.n} days (R² ${r.model.r_squared ?? "n/a"})`
          ]
        },
        chart(
          Svg.forecastChart({
            title: "Credits per day: history and forecast with 95% band",
            history: r.history.daily.map((d) => ({ label: d.day.slice(5), value: d.credits })),
            forecast: r.forecast.map((f) => ({
              label: f.day.slice(5),
              expected: f.expected,
              lower: f.lower,
              upper: f.upper
            }))
          }),
          "Credits per day: history and forecast with 95% band"
        ),
        chart(
          Svg.forecastChart({
            title: "Cumulative forecast against the available balance",
            history: [],
            forecast: r.forecast.map((f) => ({
              label: f.day.slice(5),
              expected: f.cumulative_expected,
              lower: f.cumulative_lower,
              upper: f.cumulative_upper
            })),
            threshold: { value: r.balance.available, label: `available ${r.balance.available}` }
          }),
          "Cumulative forecast against the available balance"
        )
      ]
    },
    { title: "Method", blocks: [text(r.method)] },
    {
      title: "Forecast by week",
      blocks: [
        table(
          ["Day", "Expected", "Low", "High", "Cumulative", "Cumulative low", "Cumulative high"],
          r.forecast
            .filter((_, i) => i % 7 === 6)
            .map((f) => [
              f.day,
              f.expected,
              f.lower,
              f.upper,
              f.cumulative_expected,
              f.cumulative_lower,
              f.cumulative_upper
            ])
        )
      ]
    }
  ]
})

export const outline = (report: Report): Outline => {
  switch (report.report) {
    case "usage_summary":
      return usage(report)
    case "compliance_audit":
      return compliance(report)
    case "asset_provenance":
      return provenance(report)
    case "billing_forecast":
      return billing(report)
  }
}
