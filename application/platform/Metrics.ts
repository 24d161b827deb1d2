// The service's metrics, as Effect metrics: the telemetry layer exports them over OTLP and GET /metrics renders
// them for Prometheus. Recorded after the work they count has committed, so a retried transaction counts once.
import { Effect, Metric } from "effect"

// The request metrics are updated on every request with their labels: each label set is a metric of its own, made
// once with its attributes (adapters/http/RequestMetrics.ts keeps them), so an update finds its series by the key
// the metric computed once. (Metric.withAttributes would merge the attributes into the fiber's context on every
// update.)

/** The request counter of one label set: `{ route, method, status }`. */
export const httpRequests = (attributes: Metric.Metric.Attributes) =>
  Metric.counter("http_server_requests_total", {
    description: "HTTP requests answered, by route template, method and status",
    incremental: true,
    attributes
  })

/** The request duration histogram of one label set: `{ route, method }`. */
export const httpRequestDuration = (attributes: Metric.Metric.Attributes) =>
  Metric.histogram("http_server_request_duration_seconds", {
    description: "Time from a request's arrival to its response, by route template and method",
    boundaries: Metric.exponentialBoundaries({ start: 0.001, factor: 2, count: 16 }),
    attributes
  })

export const agentRuns = Metric.counter("agent_runs_total", {
  description: "Agent runs ended, by agent and final status",
  incremental: true
})

export const creditsCharged = Metric.counter("credits_charged_total", {
  description: "Credits charged for units of agent work, by agent",
  incremental: true
})

export const webhookAttempts = Metric.counter("webhook_attempts_total", {
  description: "Webhook delivery attempts, by result (succeeded, retry, failed)",
  incremental: true
})

export const webhookDeliveryLag = Metric.histogram("webhook_delivery_lag_seconds", {
  description:
    "Time from an event's commit to the first attempt to deliver it (how far the outbox's dispatch lags behind)",
  boundaries: Metric.exponentialBoundaries({ start: 0.01, factor: 2, count: 16 })
})

/** Counts an ended agent run. */
export const runEnded = (agentId: string, status: string) =>
  Metric.update(Metric.withAttributes(agentRuns, { agent: agentId, status }), 1)

/** Counts credits charged for a unit of an agent's work. */
export const charged = (agentId: string, credits: number) =>
  credits === 0 ? Effect.void : Metric.update(Metric.withAttributes(creditsCharged, { agent: agentId }), credits)

/** Counts a recorded webhook attempt by what it decided for the delivery. */
export const webhookAttempted = (result: "Succeeded" | "Retry" | "Failed") =>
  Metric.update(Metric.withAttributes(webhookAttempts, { result: result.toLowerCase() }), 1)

/** Records how long after its commit an event's delivery was first attempted. */
export const firstAttemptLag = (seconds: number) => Metric.update(webhookDeliveryLag, Math.max(0, seconds))
