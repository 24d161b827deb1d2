// A talent-clearance run's assets grouped by how they read, kept with the run, so that the run history shows each
// clearance run's outcome ("completed — 2 of 6 assets not cleared, 1 needs review") without reading its output.
// `clearance_kinds(output)` projects the agent's output as ClearanceReport.findingsOf does: per asset its verdict
// and the set of its findings ([verdict, reason codes, warning codes]: the people nobody identified as one failing
// finding, each talent's channels, the asset's own warnings as a passing one), then how many assets share each;
// the reading rule itself stays in TypeScript (domain/clearance/Reading.ts). A trigger keeps the column whenever a
// run's output is written; a projection that fails leaves it null (the run then shows its status only) rather than
// failing the run's finish. Runs finished before are filled in here.
import { SqlClient } from "effect/sql"
import { Effect } from "effect"
import * as SqlScript from "../SqlScript.js"

export default Effect.flatMap(SqlClient.SqlClient, (sql) =>
  SqlScript.run(
    sql,
    `
    CREATE FUNCTION clearance_kinds(output jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $fn$
      SELECT jsonb_build_array(
        output #> '{summary,assets}',
        output #> '{summary,errors}',
        (SELECT COALESCE(jsonb_agg(jsonb_build_array(k.verdict, k.findings, k.n) ORDER BY k.verdict, k.findings), '[]')
           FROM (SELECT verdict, findings, count(*)::int AS n
                   FROM (SELECT a->>'verdict' AS verdict,
                                (SELECT COALESCE(jsonb_agg(f ORDER BY f), '[]'::jsonb)
                                   FROM (SELECT jsonb_build_array('fail',
                                                  jsonb_path_query_array(a, '$.identification.unresolved[*].code'),
                                                  '[]'::jsonb) AS f
                                          WHERE jsonb_path_exists(a, '$.identification.unresolved[*]')
                                         UNION
                                         SELECT jsonb_build_array(c->>'verdict',
                                                  jsonb_path_query_array(c, '$.reasons[*].code'),
                                                  COALESCE(c->'warnings', '[]'::jsonb))
                                           FROM jsonb_path_query(a, '$.talent[*].channels[*]') AS c
                                         UNION
                                         SELECT jsonb_build_array('pass', '[]'::jsonb, COALESCE(a->'warnings', '[]'::jsonb))
                                        ) AS fs) AS findings
                           FROM jsonb_array_elements(output->'assets') AS a) AS per_asset
                  GROUP BY verdict, findings) AS k))
    $fn$;

    ALTER TABLE agent_runs ADD COLUMN clearance_kinds jsonb;

    CREATE FUNCTION agent_runs_clearance_kinds() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.clearance_kinds := NULL;
      IF NEW.agent_id = 'talent-clearance' AND jsonb_typeof(NEW.output->'assets') = 'array' THEN
        BEGIN
          NEW.clearance_kinds := clearance_kinds(NEW.output);
        EXCEPTION WHEN OTHERS THEN
          NEW.clearance_kinds := NULL;
        END;
      END IF;
      RETURN NEW;
    END
    $fn$;

    CREATE TRIGGER agent_runs_clearance_kinds BEFORE INSERT OR UPDATE OF output ON agent_runs
      FOR EACH ROW EXECUTE FUNCTION agent_runs_clearance_kinds();

    UPDATE agent_runs SET output = output
      WHERE agent_id = 'talent-clearance' AND jsonb_typeof(output->'assets') = 'array';
  `
  )
)
