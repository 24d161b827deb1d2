// What a person reads of each report, independent of the format: titled sections of text, lists, tables and
// charts, built from the report's JSON alone. Markdown and HTML render the same outline (Markdown leaves the
// charts out and keeps their caption), so the two never disagree.
import type {
  AssetAudit,
  AssetProvenanceReport,
  BillingForecastReport,
  ComplianceAudit,
  Report,
  UsageSummary
} from "../../domain/reports/Report.js"
import * as Svg from "./Svg.js"

/** A table cell: text, a number (right-aligned), or a name with its id beneath (the id wraps, never cut). */
export type Cell = string | number | { readonly name: string; readonly id: string }

export type Block =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "warning"; readonly text: string }
  | { readonly kind: "list"; readonly items: ReadonlyArray<string> }
  | {
      readonly kind: "table"
      readonly head: ReadonlyArray<string>
      readonly rows: ReadonlyArray<ReadonlyArray<Cell>>
      /** Per column: numbers right-aligned (header included), everything else left. */
      readonly align: ReadonlyArray<"left" | "right">
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
const warning = (t: string): Block => ({ kind: "warning", text: t })
/** A column is numeric when every row holds a number there. */
const table = (head: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<Cell>>): Block => ({
  kind: "table",
  head,
  rows,
  align: head.map((_, i) => (rows.length > 0 && rows.every((r) => typeof r[i] === "number") ? "right" : "left"))
})
const chart = (svg: string, caption: string): Block => ({ kind: "chart", svg, caption })

const or = (value: string | null, fallback: string) => value ?? fallback

/** A name beside its id; without a name (unattributed, gone) the id alone, or the fallback. */
const named = (id: string | null, name: string | null, fallback: string): Cell =>
  id === null ? fallback : name === null ? id : { name, id }

/** A list of names for people to read, ids only where the name is unknown. */
const names = (items: ReadonlyArray<{ readonly name: string | null; readonly talent_id: string }>) =>
  items.length === 0 ? "–" : items.map((t) => t.name ?? t.talent_id).join(", ")

const STATUS: Record<ComplianceAudit["assets"][number]["status"], string> = {
  cleared: "Cleared",
  flagged: "Flagged",
  never_checked: "Never checked",
  stale: "Needs a new check"
}

/** The status a person reads: a pass with warnings is not plainly "cleared". */
const statusOf = (a: AssetAudit) =>
  a.status === "cleared" && a.warnings.length > 0 ? "Cleared with warnings" : STATUS[a.status]

const usage = (r: UsageSummary): Outline => {
  const projectName = new Map(r.by_project.map((p) => [p.project_id, p.project_name]))
  const scope =
    r.project_ids === null ? "" : ` · projects ${r.project_ids.map((id) => projectName.get(id) ?? id).join(", ")}`
  return {
    title: "Usage summary",
    subtitle: `${r.period.from} to ${r.period.to}${scope} · generated ${r.generated_at}`,
    sections: [
      {
        title: "Totals",
        blocks: [
          table(
            [
              "Credits consumed",
              "Runs",
              "Units",
              "Credits granted",
              "Credits released",
              "Available now",
              "Reserved now"
            ],
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
            r.by_project.map((p) => [named(p.project_id, p.project_name, "unattributed"), p.credits, p.runs, p.units])
          )
        ]
      },
      {
        title: "By API key",
        blocks: [
          table(
            ["Key", "Credits", "Runs", "Units"],
            r.by_key.map((k) => [named(k.key_id, k.key_name, "unattributed"), k.credits, k.runs, k.units])
          )
        ]
      }
    ]
  }
}

const compliance = (r: ComplianceAudit): Outline => {
  const attention = r.assets.filter((a) => a.status !== "cleared" || a.warnings.length > 0)
  return {
    title: "Compliance audit",
    subtitle: `As of ${r.as_of} · ${r.totals.projects} projects · generated ${r.generated_at}`,
    sections: [
      {
        title: "Overview",
        blocks: [
          table(
            [
              "Assets",
              "Cleared",
              "Cleared with warnings",
              "Flagged",
              "Never checked",
              "Need a new check",
              "Checked against expired contracts"
            ],
            [
              [
                r.totals.assets,
                r.totals.cleared,
                r.totals.cleared_with_warnings,
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
            [
              "Project",
              "Assets",
              "Cleared",
              "With warnings",
              "Flagged",
              "Never checked",
              "Need a new check",
              "Expired contracts"
            ],
            r.projects.map((p) => [
              { name: p.name, id: p.project_id },
              p.assets,
              p.cleared,
              p.cleared_with_warnings,
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
          text(
            "Every asset that is not plainly cleared: flagged, never checked, in need of a new check, or cleared by a check that carried warnings (for example, nobody was identified in it)."
          ),
          table(
            ["Asset", "Project", "Talent", "Status", "Last checked", "Reasons", "Warnings"],
            attention.map((a) => [
              { name: a.filename, id: a.asset_id },
              { name: a.project_name, id: a.project_id },
              names(a.talent),
              statusOf(a),
              a.last_checked_at ?? "never",
              a.findings.length === 0 ? "–" : a.findings.map((f) => f.text).join(" "),
              a.warnings.length === 0 ? "–" : a.warnings.map((w) => w.text).join(" ")
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
                ["Contract", "Talent", "Ends", "Days left"],
                r.expiring_contracts.map((c) => [
                  { name: c.title, id: c.contract_id },
                  names(c.talent),
                  c.end_date,
                  c.days_left
                ])
              )
        ]
      }
    ]
  }
}

const provenance = (r: AssetProvenanceReport): Outline => ({
  title: "Asset provenance",
  subtitle: `${r.assets.length} assets · ${r.all_valid ? "every hash chain verified" : "a hash chain is BROKEN"}${r.period === null ? "" : ` · entries from ${r.period.from} to ${r.period.to}`} · generated ${r.generated_at}`,
  sections: r.assets.map((a) => {
    const actorName = new Map(a.actors.map((x) => [x.actor, x.name]))
    return {
      title: a.filename,
      blocks: [
        {
          kind: "list",
          items: [
            `Asset ${a.asset_id}; project ${a.project_name === null ? a.project_id : `${a.project_name} (${a.project_id})`}`,
            `${a.size_bytes} bytes; SHA-256 ${a.sha256}; status ${a.status}; created ${a.created_at}`,
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
                    label: `#${e.seq} ${e.action} by ${actorName.get(e.actor) ?? e.actor} at ${e.occurred_at}`
                  }))
                }),
                `Chain of custody of ${a.filename}`
              )
            ]),
        table(
          ["Actor", "Actions", "First", "Last"],
          a.actors.map((x) => [named(x.actor, x.name, x.actor), x.actions, x.first_at, x.last_at])
        ),
        table(
          ["#", "When", "Action", "Actor", "Hash"],
          a.entries.map((e) => [
            e.seq,
            e.occurred_at,
            e.action,
            named(e.actor, actorName.get(e.actor) ?? null, e.actor),
            `${e.hash.slice(0, 16)}…`
          ])
        )
      ]
    }
  })
})

const billing = (r: BillingForecastReport): Outline => ({
  title: "Billing forecast",
  subtitle: `History ${r.history.period.from} to ${r.history.period.to} · generated ${r.generated_at}`,
  sections: [
    {
      title: "Outlook",
      blocks: [
        ...(r.reliability.note === null ? [] : [warning(r.reliability.note)]),
        {
          kind: "list",
          items: [
            `Available credits: ${r.balance.available} (reserved by running runs: ${r.balance.reserved})`,
            `Next 30 days: ${r.next_30_days.expected} credits expected (95% band ${r.next_30_days.lower}–${r.next_30_days.upper})`,
            r.runout.expected === null
              ? `The balance lasts beyond ${r.runout.horizon_days} days at the current trend`
              : `The balance runs out around ${r.runout.expected} (earliest ${or(r.runout.earliest, "–")}, latest ${or(r.runout.latest, `beyond ${r.runout.horizon_days} days`)})`,
            `Trend: ${r.model.slope_per_day} credits per day more each day, from ${r.history.total} credits over ${r.model.n} days (R² ${r.model.r_squared ?? "n/a"})`,
            `History: ${r.reliability.days_of_use} days since the first day with use (${r.reliability.minimum_days} needed for a forecast to plan on)`
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
