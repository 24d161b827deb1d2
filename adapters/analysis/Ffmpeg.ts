// The ffmpeg and ffprobe binaries shipped in npm packages (@ffmpeg-installer/ffmpeg, a static FFmpeg 4.1 build,
// and @ffprobe-installer/ffprobe), and one way to run them: arguments as an array (no shell), output collected up
// to a limit, the process killed when the effect is interrupted or runs past its time limit.
import { Data, Duration, Effect } from "effect"
import { execFile } from "node:child_process"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)

export const FFMPEG: string = (require("@ffmpeg-installer/ffmpeg") as { path: string }).path
export const FFPROBE: string = (require("@ffprobe-installer/ffprobe") as { path: string }).path

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
  options: { readonly maxBytes: number; readonly timeout: Duration.DurationInput }
): Effect.Effect<Buffer, ProcessFailed> =>
  Effect.async<Buffer, ProcessFailed>((resume, signal) => {
    execFile(
      binary,
      args,
      { encoding: "buffer", maxBuffer: options.maxBytes, signal, windowsHide: true },
      (error, stdout, stderr) => {
        if (error === null) return resume(Effect.succeed(stdout))
        const detail = clean(stderr.toString("utf8"), args).slice(0, 500)
        resume(Effect.fail(new ProcessFailed({ message: detail === "" ? error.message : detail })))
      }
    )
  }).pipe(
    Effect.timeoutFail({
      duration: options.timeout,
      onTimeout: () => new ProcessFailed({ message: `timed out after ${Duration.format(options.timeout)}` })
    })
  )
