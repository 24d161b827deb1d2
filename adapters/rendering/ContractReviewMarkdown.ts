// The contract review as Markdown: per contract the headline terms, the unusual-term flags with their reasons,
// the deviations from the template and every extracted field with the clause and words it was read from.
import type { Citation } from "../../domain/contracts/ContractDocument.js"
import type {
  ContractReview,
  ContractReviewDocument,
  DraftOutcome,
  FailedReview
} from "../../domain/contracts/ContractReview.js"
import { cell, quote } from "./Markdown.js"

const at = (c: Citation | null) => (c === null ? "" : `§${c.clause}${c.page === null ? "" : `, p. ${c.page}`}`)

const cited = (c: Citation | null) => (c === null ? "" : `${quote(c.quote, 120)} (${at(c)})`)

const row = (label: string, value: string, source: string) => `| ${label} | ${cell(value)} | ${cell(source)} |`

const fieldsTable = (r: ContractReview): ReadonlyArray<string> => {
  const t = r.terms
  const rows: Array<string> = ["| Field | Value | Source |", "|---|---|---|"]
  for (const p of t.parties)
    rows.push(row("Party", p.role === null ? p.name : `${p.name} (${p.role})`, cited(p.source)))
  for (const [label, d] of [
    ["Signed", t.dates.signed],
    ["Start", t.dates.start],
    ["End", t.dates.end]
  ] as const) {
    if (d !== null) {
      rows.push(
        row(label, d.value + (d.derived_from === null ? "" : " (computed from the term length)"), cited(d.source))
      )
    }
  }
  if (t.term.length !== null)
    rows.push(row("Term", `${t.term.length.value} ${t.term.length.unit}`, cited(t.term.length.source)))
  if (t.term.perpetual !== null) rows.push(row("Term", "perpetual", cited(t.term.perpetual)))
  if (t.territories.worldwide !== null) rows.push(row("Territory", "worldwide", cited(t.territories.worldwide)))
  for (const c of t.territories.granted) rows.push(row("Territory", `${c.code} (${c.name})`, cited(c.source)))
  for (const c of t.territories.excluded) rows.push(row("Excluded territory", `${c.code} (${c.name})`, cited(c.source)))
  if (t.all_media !== null) rows.push(row("Media", "all media", cited(t.all_media)))
  for (const ch of t.channels)
    rows.push(row("Channel", `${ch.channel}: ${ch.terms.join(", ")}`, cited(ch.sources[0] ?? null)))
  for (const u of t.usage_rights.rights) rows.push(row("Right", u.term, cited(u.source)))
  for (const u of t.usage_rights.subjects) rows.push(row("Covers", u.term, cited(u.source)))
  for (const f of t.fees) {
    rows.push(row("Fee", `${f.currency} ${f.amount}${f.basis === null ? "" : ` (${f.basis})`}`, cited(f.source)))
  }
  for (const e of t.exclusivity.clauses)
    rows.push(row("Exclusivity", e.exclusive ? "exclusive" : "non-exclusive", cited(e.source)))
  for (const x of t.restrictions) {
    const value =
      x.type === "text"
        ? "restriction"
        : x.type === "excluded_product_categories"
          ? `excludes ${x.categories.join(", ")}`
          : `excludes ${x.territories.join(", ")}`
    rows.push(row("Restriction", value, cited(x.source)))
  }
  return rows
}

const reviewed = (r: ContractReview, draft: DraftOutcome | undefined): ReadonlyArray<string> => {
  const s = r.summary
  const lines = [
    `## ${r.filename}`,
    "",
    `Asset \`${r.asset_id}\` · ${r.document.format === "pdf" ? `PDF, ${r.document.pages} pages` : "Word"} · ${r.document.clauses.length} clauses`,
    "",
    `- **Parties:** ${s.parties.join("; ") || "not found"}`,
    `- **Signed:** ${s.signed ?? "not found"} · **Start:** ${s.start ?? "not found"} · **End:** ${s.perpetual ? "none (perpetual)" : (s.end ?? "not found")}`,
    `- **Territories:** ${s.territories.join(", ") || "not found"}${s.excluded_territories.length > 0 ? ` (excluding ${s.excluded_territories.join(", ")})` : ""}`,
    `- **Channels:** ${s.channels.join(", ") || "not found"} · **Exclusive:** ${s.exclusive === null ? "not stated" : s.exclusive ? "yes" : "no"}`,
    `- **Fees:** ${s.fees.join("; ") || "none stated"}`,
    ""
  ]
  // The fields a person must check come first, with why and what else the text could mean.
  if (s.needs_review.length > 0) {
    lines.splice(
      4,
      0,
      "### Needs review",
      "",
      ...s.needs_review.map((field) => {
        const f = r.fields[field]
        const also = f.candidates
          .filter((c) => c.value !== "")
          .map((c) => `${c.value}${c.source === null ? "" : ` (${at(c.source)})`}`)
        return `- **${field}**: ${f.reasons.join("; ")}${also.length > 0 ? ` — the text also supports ${also.join(", ")}` : ""}`
      }),
      ""
    )
  }
  lines.push("### Flags", "")
  if (r.flags.length === 0) lines.push("No unusual terms found.", "")
  for (const f of r.flags)
    lines.push(
      `- **${f.severity.toUpperCase()} · ${f.code}**: ${f.reason}${f.source === null ? "" : ` (${at(f.source)})`}`
    )
  if (r.flags.length > 0) lines.push("")
  if (r.template !== null) {
    const c = r.template.comparison
    lines.push(`### Against the template ${r.template.filename}`, "")
    lines.push(
      `${c.unchanged.length} clauses unchanged, ${c.changed.length} changed, ${c.missing.length} missing, ${c.added.length} added.`,
      ""
    )
    for (const m of c.missing)
      lines.push(
        `- **Missing** §${m.clause}${m.heading === null ? "" : ` ${m.heading}`}: ${quote(m.source.quote, 160)}`
      )
    for (const a of c.added)
      lines.push(`- **Added** §${a.clause}${a.heading === null ? "" : ` ${a.heading}`}: ${quote(a.source.quote, 160)}`)
    for (const x of c.changed) {
      lines.push(
        `- **Changed** §${x.contract.clause} (template §${x.template.clause}), similarity ${x.similarity.toFixed(2)}` +
          (x.deleted.length > 0 ? `; removed: ${x.deleted.map((d) => quote(d, 80)).join(", ")}` : "") +
          (x.inserted.length > 0 ? `; added: ${x.inserted.map((d) => quote(d, 80)).join(", ")}` : "")
      )
    }
    lines.push("")
  }
  if (draft !== undefined) {
    lines.push("### Draft contract", "")
    lines.push(
      draft.contract_id === null
        ? `No draft: ${draft.missing.join("; ")}.`
        : `Draft \`${draft.contract_id}\` for ${draft.talent.map((t) => `${t.party} (\`${t.talent_id}\`)`).join(", ")}; confirm it with PATCH /v1/contracts/${draft.contract_id} {"status": "active"}.`
    )
    for (const a of draft.assumptions) lines.push(`- Assumed: ${a}`)
    if (draft.unmatched_parties.length > 0)
      lines.push(`- Not talent of this workspace: ${draft.unmatched_parties.join(", ")}`)
    lines.push("")
  }
  lines.push("### Extracted terms", "", ...fieldsTable(r), "")
  return lines
}

const failedReview = (r: FailedReview): ReadonlyArray<string> => [
  `## ${r.filename ?? r.asset_id}`,
  "",
  `Not reviewed (${r.error.code}): ${r.error.message}`,
  ""
]

export const render = (doc: ContractReviewDocument): string => {
  const done = doc.reviews.filter((r) => r.status === "reviewed").length
  const lines = [
    "# Contract review",
    "",
    `${done} of ${doc.reviews.length} contracts reviewed · ${doc.generated_at}` +
      (doc.template === null
        ? " · no template"
        : ` · template ${doc.template.filename} (\`${doc.template.asset_id}\`)`),
    ""
  ]
  for (const r of doc.reviews) {
    lines.push(
      ...(r.status === "reviewed"
        ? reviewed(
            r,
            doc.drafts?.find((d) => d.asset_id === r.asset_id)
          )
        : failedReview(r))
    )
  }
  return lines.join("\n")
}
