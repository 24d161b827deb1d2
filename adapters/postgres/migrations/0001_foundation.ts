// Workspaces, users, API keys, projects, the transactional outbox and the credit ledger.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE TABLE workspaces (
      id text COLLATE "C" PRIMARY KEY,
      name text NOT NULL,
      rate_limit_per_minute integer NOT NULL CHECK (rate_limit_per_minute > 0),
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX workspaces_single_default ON workspaces (is_default) WHERE is_default;

    CREATE TABLE users (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      email text NOT NULL,
      scopes text[] NOT NULL,
      is_owner boolean NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX users_email ON users (workspace_id, lower(email));
    CREATE UNIQUE INDEX users_single_owner ON users (workspace_id) WHERE is_owner;

    CREATE TABLE api_keys (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      user_id text NOT NULL REFERENCES users (id),
      name text NOT NULL,
      scopes text[] NOT NULL,
      prefix text NOT NULL,
      hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX api_keys_workspace ON api_keys (workspace_id, id);

    CREATE TABLE projects (
      id text COLLATE "C" PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      name text NOT NULL,
      description text,
      visibility text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX projects_page ON projects (workspace_id, id DESC) WHERE deleted_at IS NULL;
    CREATE INDEX projects_by_name ON projects (workspace_id, name, id DESC) WHERE deleted_at IS NULL;
    CREATE INDEX projects_by_visibility ON projects (workspace_id, visibility, id DESC) WHERE deleted_at IS NULL;

    -- Events are appended in the transaction of the change that causes them; seq orders them for delivery.
    CREATE TABLE outbox_events (
      seq bigserial PRIMARY KEY,
      id text NOT NULL UNIQUE,
      workspace_id text NOT NULL,
      type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      data jsonb NOT NULL
    );
    CREATE INDEX outbox_events_workspace ON outbox_events (workspace_id, seq);

    -- Credits: an append-only ledger; credit_accounts is its running projection, kept by a trigger in the same
    -- statement, with CHECK constraints so no interleaving of transactions can make a balance negative.
    CREATE TABLE credit_accounts (
      workspace_id text PRIMARY KEY REFERENCES workspaces (id),
      available bigint NOT NULL DEFAULT 0 CHECK (available >= 0),
      reserved bigint NOT NULL DEFAULT 0 CHECK (reserved >= 0)
    );

    CREATE TABLE credit_ledger (
      id bigserial PRIMARY KEY,
      workspace_id text NOT NULL REFERENCES workspaces (id),
      kind text NOT NULL CHECK (kind IN ('grant', 'reserve', 'charge', 'release')),
      amount bigint NOT NULL CHECK (amount > 0),
      run_id text,
      unit text,
      note text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_ledger_workspace ON credit_ledger (workspace_id, id);
    CREATE UNIQUE INDEX credit_ledger_once_per_unit ON credit_ledger (run_id, unit, kind)
      WHERE run_id IS NOT NULL AND unit IS NOT NULL;

    CREATE FUNCTION credit_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO credit_accounts (workspace_id) VALUES (NEW.workspace_id) ON CONFLICT DO NOTHING;
      IF NEW.kind = 'grant' THEN
        UPDATE credit_accounts SET available = available + NEW.amount WHERE workspace_id = NEW.workspace_id;
      ELSIF NEW.kind = 'reserve' THEN
        UPDATE credit_accounts SET available = available - NEW.amount, reserved = reserved + NEW.amount
          WHERE workspace_id = NEW.workspace_id;
      ELSIF NEW.kind = 'charge' THEN
        UPDATE credit_accounts SET reserved = reserved - NEW.amount WHERE workspace_id = NEW.workspace_id;
      ELSIF NEW.kind = 'release' THEN
        UPDATE credit_accounts SET reserved = reserved - NEW.amount, available = available + NEW.amount
          WHERE workspace_id = NEW.workspace_id;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER credit_ledger_apply AFTER INSERT ON credit_ledger
      FOR EACH ROW EXECUTE FUNCTION credit_ledger_apply();

    CREATE FUNCTION forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
    END $$;
    CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
      FOR EACH ROW EXECUTE FUNCTION forbid_change();
  `
  )
)
