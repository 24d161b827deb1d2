// The analysis libraries, loaded on first use and once per process: importing them all costs over a second of
// start-up, which the server and the admin CLI should not pay unless they analyse something.

/** A loader that runs once per process and shares its result; a failed load may be retried by a later call. */
export const once = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loaded: Promise<A> | undefined
  return () => {
    if (loaded === undefined) {
      loaded = load()
      // A failed load may be retried by a later call.
      loaded.catch(() => (loaded = undefined))
    }
    return loaded
  }
}

export const sharp = once(async () => (await import("sharp")).default)
export const tesseract = once(() => import("tesseract.js"))
export const unpdf = once(() => import("unpdf"))
export const mammoth = once(async () => (await import("mammoth")).default)
export const musicMetadata = once(() => import("music-metadata"))
