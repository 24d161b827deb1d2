// The numbers Word shows in front of its numbered paragraphs, read from the .docx's own XML. mammoth's HTML starts a
// new list wherever a heading or a plain paragraph interrupts one, so its lists would number "1. 2. 3. / heading /
// 1. 2." where Word, counting one list, shows "1. 2. 3. / heading / 4. 5.", and a rider's "clause 4 is deleted"
// would point at the wrong clause. Word counts per list definition (abstract numbering), starts each level at its
// `w:start`, restarts a level where a list instance overrides its start, and restarts the deeper levels whenever a
// level counts on.

/** A level's start, by level, from the `w:lvl` elements inside `xml`. */
const startsIn = (xml: string): Map<number, number> =>
  new Map(
    Array.from(xml.matchAll(/<w:lvl\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)).map((m) => [
      Number(m[1]),
      Number(/<w:start\b[^>]*\bw:val="(\d+)"/.exec(m[2] ?? "")?.[1] ?? 1)
    ])
  )

interface ListInstance {
  /** The list definition it counts in (instances of one definition share their counters). */
  readonly definition: string
  /** The levels whose start the instance overrides: a restarted list. */
  readonly restarts: Map<number, number>
}

const instancesIn = (numberingXml: string) => {
  const definitions = new Map(
    Array.from(
      numberingXml.matchAll(/<w:abstractNum\b[^>]*\bw:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g)
    ).map((m) => [m[1] ?? "", startsIn(m[2] ?? "")])
  )
  const instances = new Map<string, ListInstance>()
  for (const m of numberingXml.matchAll(/<w:num\b[^>]*\bw:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g)) {
    const body = m[2] ?? ""
    const restarts = new Map(
      Array.from(body.matchAll(/<w:lvlOverride\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvlOverride>/g)).flatMap(
        (o) => {
          const start = /<w:startOverride\b[^>]*\bw:val="(\d+)"/.exec(o[2] ?? "")?.[1]
          return start === undefined ? [] : [[Number(o[1]), Number(start)] as const]
        }
      )
    )
    instances.set(m[1] ?? "", {
      definition: /<w:abstractNumId\b[^>]*\bw:val="(\d+)"/.exec(body)?.[1] ?? `num${m[1]}`,
      restarts
    })
  }
  return { definitions, instances }
}

/**
 * The number path (`[4]` for "4.", `[4, 2]` for "4.2") of every paragraph the document numbers or bullets, in the
 * order they appear.
 */
export const listNumbers = (documentXml: string, numberingXml: string): ReadonlyArray<ReadonlyArray<number>> => {
  const { definitions, instances } = instancesIn(numberingXml)
  const counters = new Map<string, Array<number | undefined>>()
  const seen = new Set<string>()
  const paths: Array<ReadonlyArray<number>> = []
  for (const p of documentXml.matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/g)) {
    const numPr = /<w:numPr>([\s\S]*?)<\/w:numPr>/.exec(p[0])?.[1]
    if (numPr === undefined) continue
    const numId = /<w:numId\b[^>]*\bw:val="(\d+)"/.exec(numPr)?.[1]
    // numId 0 switches a style's numbering off for the paragraph.
    if (numId === undefined || numId === "0") continue
    const level = Number(/<w:ilvl\b[^>]*\bw:val="(\d+)"/.exec(numPr)?.[1] ?? 0)
    const instance = instances.get(numId) ?? { definition: `num${numId}`, restarts: new Map<number, number>() }
    const starts = definitions.get(instance.definition) ?? new Map<number, number>()
    const start = (l: number) => instance.restarts.get(l) ?? starts.get(l) ?? 1
    const count = counters.get(instance.definition) ?? []
    counters.set(instance.definition, count)
    if (!seen.has(numId)) {
      seen.add(numId)
      for (const l of instance.restarts.keys()) count[l] = undefined
    }
    count[level] = (count[level] ?? start(level) - 1) + 1
    count.length = level + 1
    paths.push(Array.from({ length: level + 1 }, (_, l) => count[l] ?? start(l)))
  }
  return paths
}
