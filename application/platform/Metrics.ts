// The service's metrics, as Effect metrics: the telemetry layer exports them over OTLP and GET /metrics renders
// them for Prometheus. Recorded after the work they count has committed, so a retried transaction counts once.
import { Effect, Metric, MetricBoundaries, MetricKey } from "effect"

// The request metrics are updated on every request with their labels: their keys are exported so each label set
// can be a metric of its own key (Metric.tagged would make and hash a new key on every update).
export const httpRequestsKey = MetricKey.counter("http_server_requests_total", {
  description: "HTTP requests answered, by route template, method and status",
  incremental: true
})

export const httpRequestDurationKey = MetricKey.histogram(
  "http_server_request_duration_seconds",
  MetricBoundaries.exponential({ start: 0.001, factor: 2, count: 16 }),
  "Time from a request's arrival to its response, by route template and method"
)

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

export const webhookDeliveryLag = Metric.histogram(
  "webhook_delivery_lag_seconds",
  MetricBoundaries.exponential({ start: 0.01, factor: 2, count: 16 }),
  "Time from an event's commit to the first attempt to deliver it (how far the outbox's dispatch lags behind)"
)

/** Counts an ended agent run. */
export const runEnded = (agentId: string, status: string) =>
  Metric.update(agentRuns.pipe(Metric.tagged("agent", agentId), Metric.tagged("status", status)), 1)

/** Counts credits charged for a unit of an agent's work. */
export const charged = (agentId: string, credits: number) =>
  credits === 0 ? Effect.void : Metric.update(creditsCharged.pipe(Metric.tagged("agent", agentId)), credits)

/** Counts a recorded webhook attempt by what it decided for the delivery. */
export const webhookAttempted = (result: "Succeeded" | "Retry" | "Failed") =>
  Metric.update(webhookAttempts.pipe(Metric.tagged("result", result.toLowerCase())), 1)

/** Records how long after its commit an event's delivery was first attempted. */
export const firstAttemptLag = (seconds: number) => Metric.update(webhookDeliveryLag, Math.max(0, seconds))
