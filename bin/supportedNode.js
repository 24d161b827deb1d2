// The Node.js this project runs on: 22.19 or newer (effect 4 and @effect/platform-node 4 need it); 24 LTS is the one
// to install. Imported first by the launchers, so an older Node stops here with a plain message, not a stack trace.
// Written for any Node.js that runs ES modules.
import process from "node:process"

const MINIMUM = [22, 19]
const [major, minor] = process.versions.node.split(".").map(Number)

if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
  process.stderr.write(
    `Clearhouse needs Node.js ${MINIMUM.join(".")} or newer; this is Node.js ${process.version}.\n` +
      "Install Node.js 24 (the LTS release, https://nodejs.org/en/download) and run the command again.\n"
  )
  process.exit(1)
}
