// Where the server and the CLI find their data: flag, environment, config file (upward from the working
// directory, else in the install directory), default in the install directory; and the flags taken out of argv.
import { assert, describe, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { CONFIG_FILE, DataLocationError, describe as say, resolve } from "../../runtime/DataLocation.js"

const tree = () => {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-location-")))
  const install = path.join(root, "install")
  const project = path.join(root, "work", "project")
  const deep = path.join(project, "a", "b")
  fs.mkdirSync(install, { recursive: true })
  fs.mkdirSync(deep, { recursive: true })
  return { root, install, project, deep }
}
const write = (dir: string, content: unknown) =>
  fs.writeFileSync(path.join(dir, CONFIG_FILE), typeof content === "string" ? content : JSON.stringify(content))
const argv = (...args: Array<string>) => ["node", "clearhouse", ...args]

describe("DataLocation.resolve", () => {
  it("defaults to .data in the install directory, never the working directory", () => {
    const t = tree()
    const location = resolve(argv("key", "list"), {}, t.deep, t.install)
    assert.strictEqual(location.dataDir, path.join(t.install, ".data"))
    assert.strictEqual(location.source, "the default")
    assert.strictEqual(location.databaseSource, undefined)
    assert.deepStrictEqual(location.argv, argv("key", "list"))
    assert.isFalse(location.init)
  })

  it("finds the nearest config file upward from the working directory, paths relative to the file", () => {
    const t = tree()
    write(t.install, { dataDir: "install-data" })
    write(t.project, { dataDir: "../shared-data", databaseUrl: "postgres://u:p@db:5432/x" })
    const location = resolve(argv("workspace", "list"), {}, t.deep, t.install)
    assert.strictEqual(location.dataDir, path.join(t.root, "work", "shared-data"))
    assert.strictEqual(location.source, path.join(t.project, CONFIG_FILE))
    assert.strictEqual(location.databaseSource, path.join(t.project, CONFIG_FILE))
    assert.include(say(location), "database from")
  })

  it("falls back to the config file in the install directory", () => {
    const t = tree()
    write(t.install, { dataDir: "/srv/clearhouse" })
    const location = resolve(argv(), {}, t.deep, t.install)
    assert.strictEqual(location.dataDir, "/srv/clearhouse")
    assert.strictEqual(location.source, path.join(t.install, CONFIG_FILE))
  })

  it("the environment wins over the file, the flag over both; --data-dir and --init leave argv", () => {
    const t = tree()
    write(t.project, { dataDir: "from-file" })
    const env = { CLEARHOUSE_DATA_DIR: "from-env", DATABASE_URL: "postgres://x@y/z" }
    const fromEnv = resolve(argv("key", "list"), env, t.project, t.install)
    assert.strictEqual(fromEnv.dataDir, path.join(t.project, "from-env"))
    assert.strictEqual(fromEnv.source, "CLEARHOUSE_DATA_DIR")
    assert.strictEqual(fromEnv.databaseSource, "DATABASE_URL")
    for (const flags of [
      ["--data-dir", "/flag/dir", "--init"],
      ["--init", "--data-dir=/flag/dir"]
    ]) {
      const fromFlag = resolve(argv("key", ...flags, "list"), env, t.project, t.install)
      assert.strictEqual(fromFlag.dataDir, "/flag/dir")
      assert.strictEqual(fromFlag.source, "--data-dir")
      assert.isTrue(fromFlag.init)
      assert.deepStrictEqual(fromFlag.argv, argv("key", "list"))
    }
  })

  it("a bad config file or flag is a clear error naming the problem", () => {
    const t = tree()
    const cases: ReadonlyArray<readonly [unknown, ReadonlyArray<string>, string]> = [
      ["{not json", [], "not readable JSON"],
      [["x"], [], "expected an object"],
      [{ dataDir: "" }, [], '"dataDir" must be a non-empty string'],
      [{ data_dir: "x" }, [], 'unknown key "data_dir"'],
      [{}, ["--data-dir"], "--data-dir needs a directory"]
    ]
    for (const [content, flags, message] of cases) {
      write(t.project, content)
      assert.throws(() => resolve(argv(...flags), {}, t.project, t.install), DataLocationError, message)
    }
  })
})
