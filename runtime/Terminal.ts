// What the CLI writes to the terminal: escape codes only on an interactive terminal and never when NO_COLOR is set
// (https://no-color.org), so output piped to a file or another program is plain text.
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g")

/** True when the stream should carry colour. */
export const wantsColour = (stream: NodeJS.WriteStream): boolean =>
  stream.isTTY === true && (process.env["NO_COLOR"] ?? "") === "" && process.env["TERM"] !== "dumb"

/** The text as the CLI shows it: without colour unless wanted. */
export const plain = (text: string, colour: boolean): string => (colour ? text : text.replace(ESCAPES, ""))

/** Passes everything this process writes to stdout and stderr as text through `plain`. */
export const install = (): void => {
  for (const stream of [process.stdout, process.stderr]) {
    const colour = wantsColour(stream)
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: Array<unknown>) => boolean
    stream.write = ((chunk: unknown, ...rest: Array<unknown>) =>
      write(typeof chunk === "string" ? plain(chunk, colour) : chunk, ...rest)) as typeof stream.write
  }
}
