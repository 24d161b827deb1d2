// The ffmpeg and ffprobe that decode untrusted uploads, and one way to run them: arguments as an array (no
// shell), output collected up to a limit, the process killed when the effect is interrupted or runs past its time
// limit, and run under prlimit (address space and CPU time capped) where util-linux has it.
// Which binaries: FFMPEG_PATH / FFPROBE_PATH when set; else the system's maintained build (Debian's ffmpeg
// package, which .ci/run installs and which gets security updates) when present; else the static builds shipped
// in npm packages (@ffmpeg-installer/ffmpeg is a 2018 FFmpeg 4.1 build: a last resort, logged as such).
import { Data, Duration, Effect } from "effect"
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)

const executable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

const choose = (variable: string, system: string, bundled: () => string): string => {
  const configured = process.env[variable]
  if (configured !== undefined && configured !== "") return configured
  return executable(system) ? system : bundled()
}

export const FFMPEG: string = choose(
  "FFMPEG_PATH",
  "/usr/bin/ffmpeg",
  () => (require("@ffmpeg-installer/ffmpeg") as { path: string }).path
)
export const FFPROBE: string = choose(
  "FFPROBE_PATH",
  "/usr/bin/ffprobe",
  () => (require("@ffprobe-installer/ffprobe") as { path: string }).path
)

const PRLIMIT = ["/usr/bin/prlimit", "/bin/prlimit"].find(executable)
/** Address space a decoder may map: enough for 4K frames, far below the machine. */
const MAX_ADDRESS_SPACE_BYTES = 2 * 1024 ** 3

export class ProcessFailed extends Data.TaggedError("ProcessFailed")<{ readonly message: string }> {}

/**
 * The last lines of standard error without what varies between runs or leaks the host: the decoder's memory
 * address (`[wav @ 0x3c98]`) and the local file paths among the arguments.
 */
const clean = (stderr: string, args: ReadonlyArray<string>) => {
  let text = stderr.trim().split("\n").slice(-3).join(" ")
  text = text.replace(/\[[^\]]*? @ 0x[0-9a-f]+\]\s*/g, "")
  for (const arg of args) if (arg.startsWith("/")) text = text.replaceAll(`${arg}: `, "").replaceAll(arg, "<file>")
  return text
}

/** Runs a binary and returns its standard output; a non-zero exit fails with the last lines of standard error. */
export const run = (
  binary: string,
  args: ReadonlyArray<string>,
  options: { readonly maxBytes: number; readonly timeout: Duration.Input }
): Effect.Effect<Buffer, ProcessFailed> =>
  Effect.callback<Buffer, ProcessFailed>((resume, signal) => {
    const cpuSeconds = Math.max(1, Math.ceil(Duration.toSeconds(options.timeout)))
    const [command, commandArgs] =
      PRLIMIT === undefined
        ? [binary, args]
        : [PRLIMIT, [`--as=${MAX_ADDRESS_SPACE_BYTES}`, `--cpu=${cpuSeconds}`, "--", binary, ...args]]
    execFile(
      command,
      commandArgs,
      { encoding: "buffer", maxBuffer: options.maxBytes, signal, windowsHide: true },
      (error, stdout, stderr) => {
        if (error === null) return resume(Effect.succeed(stdout))
        const detail = clean(stderr.toString("utf8"), args).slice(0, 500)
        resume(Effect.fail(new ProcessFailed({ message: detail === "" ? error.message : detail })))
      }
    )
  }).pipe(
    Effect.timeoutOrElse({
      duration: options.timeout,
      orElse: () =>
        Effect.fail(
          new ProcessFailed({
            message: `timed out after ${Duration.format(Duration.fromInputUnsafe(options.timeout))}`
          })
        )
    })
  )

/**
 * The first line of `ffmpeg -version`, e.g. "ffmpeg version 5.1.9-0+deb12u1 …", with the binary's path. Run as a
 * child process the server does not wait for (a synchronous one held its event loop for the ~50 ms it takes, just
 * as the first requests came).
 */
export const describeFfmpeg: Effect.Effect<string> = run(FFMPEG, ["-version"], {
  maxBytes: 1024 * 1024,
  timeout: "5 seconds"
}).pipe(
  Effect.map((out) => `${(out.toString("utf8").split("\n")[0] ?? "").replace(/ Copyright.*$/, "")} (${FFMPEG})`),
  Effect.catch((e) => Effect.succeed(`ffmpeg at ${FFMPEG} did not answer -version: ${e.message}`))
)
