// Scripts of several statements (the migrations) are run one statement at a time: @effect/sql-pg 4 has only the
// extended query protocol, which takes one statement per query. A semicolon ends a statement only outside quoted
// strings, quoted identifiers, dollar-quoted bodies and comments.
import { assert, describe, it } from "@effect/vitest"
import { statements } from "../../adapters/postgres/SqlScript.js"

describe("SQL scripts", () => {
  it("splits at top-level semicolons, leaving out empty statements and comment-only tails", () => {
    assert.deepStrictEqual(statements("CREATE TABLE a (x int);\n\n  CREATE TABLE b (y int) ;;\n-- done\n"), [
      "CREATE TABLE a (x int)",
      "CREATE TABLE b (y int)"
    ])
    assert.deepStrictEqual(statements("SELECT 1"), ["SELECT 1"])
    assert.deepStrictEqual(statements("  \n-- nothing; at all\n/* still; nothing */ "), [])
  })

  it("keeps semicolons inside strings, identifiers, dollar quotes and comments", () => {
    const fn = `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('chan', 'a;b');
      RETURN NULL;
    END $$`
    assert.deepStrictEqual(
      statements(`${fn};\nCREATE TRIGGER t AFTER INSERT ON x FOR EACH STATEMENT EXECUTE FUNCTION f();`),
      [fn, "CREATE TRIGGER t AFTER INSERT ON x FOR EACH STATEMENT EXECUTE FUNCTION f()"]
    )
    assert.deepStrictEqual(statements(`SELECT 'it''s; fine', "odd;name", E'back\\'slash;' FROM t; SELECT 2`), [
      `SELECT 'it''s; fine', "odd;name", E'back\\'slash;' FROM t`,
      "SELECT 2"
    ])
    assert.deepStrictEqual(statements("SELECT $body$ a; $$ b; $body$; SELECT $1::int"), [
      "SELECT $body$ a; $$ b; $body$",
      "SELECT $1::int"
    ])
    assert.deepStrictEqual(statements("SELECT 1 -- a; comment\n; /* a; /* nested; */ comment */ SELECT 2"), [
      "SELECT 1 -- a; comment",
      "/* a; /* nested; */ comment */ SELECT 2"
    ])
  })
})
