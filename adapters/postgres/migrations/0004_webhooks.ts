// Webhooks: endpoints and their secrets, one delivery per (event, endpoint) plus replays, and every attempt.
// Outbox events get a fan-out flag (events from before webhooks existed count as done) and a notification
// at commit, so the dispatcher wakes at once; the flag, not an in-memory queue, is what it trusts.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    ALTER TABLE outbox_events ADD COLUMN webhooks_fanned_out boolean NOT NULL DEFAULT true;
    ALTER TABLE outbox_events ALTER COLUMN webhooks_fanned_out SET DEFAULT false;
    CREATE INDEX outbox_events_webhooks_pending ON outbox_events (seq) WHERE NOT webhooks_fanned_out;

    CREATE FUNCTION outbox_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('clearhouse_outbox', 'new');
      RETURN NULL;
    END $$;
    CREATE TRIGGER outbox_events_notify AFTER INSERT ON outbox_events
      FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_notify();

    CREATE TABLE webhook_endpoints (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      url text NOT NULL,
      -- Event types, or {*} for every type.
      event_types text[] NOT NULL CHECK (cardinality(event_types) > 0),
      status text NOT NULL CHECK (status IN ('enabled', 'disabled')),
      disabled_reason text,
      disabled_at timestamptz,
      failing_since timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX webhook_endpoints_workspace ON webhook_endpoints (workspace_id, id);

    -- The current secret has no expiry; rotated-out ones sign until expires_at.
    CREATE TABLE webhook_secrets (
      id bigserial PRIMARY KEY,
      endpoint_id text NOT NULL REFERENCES webhook_endpoints (id),
      secret text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz
    );
    CREATE UNIQUE INDEX webhook_secrets_one_current ON webhook_secrets (endpoint_id) WHERE expires_at IS NULL;
    CREATE INDEX webhook_secrets_endpoint ON webhook_secrets (endpoint_id, id DESC);

    -- A delivery is leased by setting leased_until (and next_attempt_at to the same time, so a delivery whose
    -- dispatcher died falls due again when the lease ends).
    CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      endpoint_id text NOT NULL REFERENCES webhook_endpoints (id),
      event_id text NOT NULL REFERENCES outbox_events (id),
      kind text NOT NULL CHECK (kind IN ('event', 'replay')),
      status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      leased_until timestamptz,
      first_attempt_at timestamptz,
      created_at timestamptz NOT NULL,
      completed_at timestamptz,
      last_error text
    );
    CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (endpoint_id, event_id) WHERE kind = 'event';
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (endpoint_id, next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_next ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_leased ON webhook_deliveries (endpoint_id, leased_until)
      WHERE status = 'pending' AND leased_until IS NOT NULL;
    CREATE INDEX webhook_deliveries_endpoint_status ON webhook_deliveries (endpoint_id, status);

    CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id),
      endpoint_id text NOT NULL REFERENCES webhook_endpoints (id),
      event_id text NOT NULL,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL,
      latency_ms integer NOT NULL,
      status_code integer,
      error text,
      result text NOT NULL CHECK (result IN ('succeeded', 'retrying', 'failed')),
      next_attempt_at timestamptz
    );
    CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, id DESC);
  `
  )
)
