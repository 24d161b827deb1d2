// The generators and checks of the fuzz test: every route of the API definition with its query parameter and
// body field names, junk in every string position (with text PostgreSQL cannot store), bodies of every kind
// under every content type, and raw HTTP/1.1 that Node's parser refuses. Each answer is checked the same way:
// below 500, X-Request-Id and the rate-limit headers, and any error in the spec's body.
import { SchemaAST as AST } from "effect"
import * as fc from "fast-check"
import { HttpApi } from "effect/http-api"
import * as net from "node:net"
import { ApiV1 } from "../../adapters/http/v1/Api.js"
import { multipart } from "./Multipart.js"

export interface FuzzRoute {
  readonly method: string
  readonly path: string
  /** Names of the query parameters the route decodes. */
  readonly query: ReadonlyArray<string>
  /** Names of the top-level body fields the route decodes (as sent on the wire). */
  readonly fields: ReadonlyArray<string>
}

/** Property names of a struct schema's encoded side, through refinements, transformations and unions. */
const fieldNames = (ast: AST.AST): ReadonlyArray<string> => {
  const encoded = AST.toEncoded(ast)
  switch (encoded._tag) {
    case "Objects":
      return encoded.propertySignatures.map((p) => String(p.name))
    case "Union":
      return encoded.types.flatMap(fieldNames)
    default:
      return []
  }
}

/** Every route of the API definition (so new endpoints are fuzzed too). */
export const apiRoutes = (): ReadonlyArray<FuzzRoute> => {
  const routes: Array<FuzzRoute> = []
  HttpApi.reflect(ApiV1, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) =>
      routes.push({
        method: endpoint.method,
        path: endpoint.path,
        query: endpoint.query === undefined ? [] : fieldNames(endpoint.query.ast),
        fields: [...endpoint.payload.values()].flatMap(({ schemas }) => schemas.flatMap((s) => fieldNames(s.ast)))
      })
  })
  return routes
}

// ---------------------------------------------------------------------------------------------------------------
// Text

/** Text PostgreSQL cannot store: U+0000 or an unpaired surrogate, somewhere in a string. */
export const unstorable = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom("\u0000", "\ud800", "\udc00", "\udbff", "\udfff\ud800"))
  .chain(([before, bad]) => fc.string({ maxLength: 6 }).map((after) => before + bad + after))

export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: unstorable },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "null", "-1", "0", "9".repeat(40), "x".repeat(3000)) }
)

/** Percent-encodes text as a careless client would, an unpaired surrogate as its (invalid) UTF-8-style bytes. */
export const percentEncode = (text: string): string => {
  let out = ""
  for (const char of text) {
    const unit = char.charCodeAt(0)
    out +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join("")
        : encodeURIComponent(char)
  }
  return out
}

/** A path segment: real ids, well-formed unknown ids, junk, and percent-encodings that decode badly. */
export const segment = (realIds: ReadonlyArray<string>) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{3}_[0-7][0-9a-hjkmnp-tv-z]{25}$/) },
    { weight: 2, arbitrary: text.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom("..", "%00", "%2F", "%ED%A0%80", "%C0%80", "%FF", "%zz", "a%00b") }
  )

/**
 * Whole numbers at the edges of what a stored integer (2^31), a bigint (2^63) and a JavaScript number (2^53) hold, and
 * numbers JSON writes but cannot keep (1e400 parses to Infinity).
 */
export const EDGE_NUMBERS = [
  "-2147483649",
  "-2147483648",
  "-1",
  "0",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740991",
  "9007199254740992",
  "9223372036854775807",
  "9223372036854775808",
  "18446744073709551616",
  "123456789012345678901234567890",
  "1e400",
  "-1e400",
  "1.5",
  "-0"
] as const

const edgeNumber = fc.constantFrom(...EDGE_NUMBERS)

/** A cursor as the API makes them (base64url JSON {v: 1, k: [sort key]}) whose key is an edge number. */
const edgeCursor = edgeNumber.map((n) => Buffer.from(`{"v":1,"k":[${n}]}`).toString("base64url"))

const queryValue = fc.oneof(
  { weight: 2, arbitrary: text.map(percentEncode) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: edgeCursor },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      "0",
      "101",
      "abc",
      "%00",
      "%ED%A0%80",
      "%FF",
      "true",
      "0x10",
      "Infinity",
      "NaN",
      "1e3"
    )
  }
)

/** A query string naming the route's parameters (and others), with junk values. */
export const queryString = (route: FuzzRoute) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          // The route's own parameters most often, so their values reach the handler.
          { weight: route.query.length === 0 ? 0 : 3, arbitrary: fc.constantFrom("limit", ...route.query) },
          { weight: 2, arbitrary: fc.constantFrom("limit", "cursor", "name", "status", ...route.query) },
          { weight: 1, arbitrary: text.map(percentEncode) },
          { weight: 1, arbitrary: fc.constant("%00") }
        ),
        queryValue
      ),
      { maxLength: 4 }
    )
    .map((pairs) => (pairs.length === 0 ? "" : "?" + pairs.map(([k, v]) => `${k}=${v}`).join("&")))

/**
 * Some of the route's own query parameters, once each, with an edge number (a cursor whose key is one, for `cursor`)
 * or a value it accepts, so that one edge at a time reaches the handler.
 */
export const edgeQuery = (route: FuzzRoute) =>
  route.query.length === 0
    ? fc.constant("")
    : fc
        .uniqueArray(fc.constantFrom(...route.query), { minLength: 1, maxLength: route.query.length })
        .chain((names) =>
          fc.tuple(
            ...names.map((name) =>
              fc
                .oneof(name === "cursor" ? edgeCursor : edgeNumber, fc.constantFrom("1", "20"))
                .map((value) => `${name}=${value}`)
            )
          )
        )
        .map((pairs) => "?" + pairs.join("&"))

// ---------------------------------------------------------------------------------------------------------------
// Bodies

export interface Body {
  readonly bytes: string | Buffer
  /** The content type that matches the body. */
  readonly type: string | undefined
}

const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc.integer(),
    edgeNumber.map(Number),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(text, unstorable), tie("value"), { maxKeys: 3 })
  )
})).value

/** A JSON object using the route's field names (and others), with junk values, often unstorable text. */
const fieldsObject = (route: FuzzRoute) =>
  fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom("name", "id", ...route.fields) }, { weight: 1, arbitrary: text }),
    jsonish,
    { maxKeys: 5 }
  )

const BOUNDARY = "fuzzboundary"

const multipartBody = fc
  .array(
    fc.oneof(
      fc.record({
        name: fc.constantFrom("project_id", "metadata", "tags", "talent_ids", "file", "other"),
        value: text
      }),
      fc.record({
        name: fc.constantFrom("file", "metadata", "x"),
        filename: text.map((t) => t.replace(/["\r\n]/g, "")),
        content: fc.oneof(text, fc.uint8Array({ maxLength: 100 }))
      })
    ),
    { maxLength: 4 }
  )
  .map((parts): Body => ({ bytes: multipart(parts, BOUNDARY).body, type: `multipart/form-data; boundary=${BOUNDARY}` }))

export const body = (route: FuzzRoute) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ bytes: "", type: undefined }) },
    {
      weight: 4,
      arbitrary: fieldsObject(route).map((v): Body => ({ bytes: JSON.stringify(v), type: "application/json" }))
    },
    { weight: 1, arbitrary: jsonish.map((v): Body => ({ bytes: JSON.stringify(v), type: "application/json" })) },
    {
      // Every number in the body written as an edge number, as a serialiser never writes them (1e400, 2^64 exactly).
      weight: 1,
      arbitrary: fc.tuple(fieldsObject(route), edgeNumber).map(([v, n]): Body => ({
        bytes: JSON.stringify(v).replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi, n),
        type: "application/json"
      }))
    },
    { weight: 2, arbitrary: multipartBody },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s): Body => ({ bytes: s, type: "text/plain" })) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 60, max: 3_000 })
        .map((n): Body => ({ bytes: `{"name":${"[".repeat(n)}${"]".repeat(n)}}`, type: "application/json" }))
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((b): Body => ({ bytes: Buffer.from(b), type: "application/octet-stream" }))
    }
  )

/** Content types that override the body's own: mismatches, missing or malformed boundaries, junk. */
export const contentTypeOverride = fc.option(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "application/merge-patch+json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    `multipart/form-data; boundary=${BOUNDARY}`,
    "multipart/form-data; boundary=other",
    "multipart/mixed; boundary=x",
    "application/octet-stream",
    "garbage",
    ";",
    ""
  ),
  { freq: 2 }
)

// ---------------------------------------------------------------------------------------------------------------
// Raw HTTP/1.1 on a socket

const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/)
const controlChar = fc.constantFrom(..."\u0000\u0001\u0007\u0008\u000b\u000c\u000e\u001f\u007f".split(""))

/** Raw requests, most of which Node's parser refuses. `auth` is a valid Authorization header line. */
export const rawRequest = (paths: ReadonlyArray<string>, auth: string) => {
  const path = fc.constantFrom(...paths)
  const head = (method: string, target: string, headers: ReadonlyArray<string>, version = "HTTP/1.1") =>
    `${method} ${target} ${version}\r\nHost: fuzz\r\n${[auth, ...headers].map((h) => `${h}\r\n`).join("")}\r\n`
  return fc.oneof(
    // (An empty line before the request line is skipped by HTTP/1.1 servers, which then wait for the request.)
    fc
      .string({ minLength: 1, maxLength: 60 })
      .map((line) => line.replace(/[\r\n]/g, ""))
      .filter((line) => line !== "")
      .map((line) => `${line}\r\n\r\n`),
    fc.tuple(path, token).map(([p, name]) => head("GET", p, [`${name}`])),
    fc
      .tuple(path, token, fc.string({ maxLength: 5 }), controlChar)
      .map(([p, name, v, c]) => head("GET", p, [`X-${name}: ${v}${c}`])),
    fc
      .tuple(path, fc.integer({ min: 17_000, max: 40_000 }))
      .map(([p, n]) => head("GET", p, [`X-Big: ${"a".repeat(n)}`])),
    fc
      .tuple(path, fc.integer({ min: 17_000, max: 70_000 }))
      .map(([p, n]) => head("GET", `${p}?q=${"a".repeat(n)}`, [])),
    fc
      .tuple(path, fc.constantFrom("zz", "-1", "ffffffffffffffffff", "1;x=\u0001", ""))
      .map(
        ([p, size]) =>
          head("POST", p, ["Transfer-Encoding: chunked", "Connection: close"]) + `${size}\r\nab\r\n0\r\n\r\n`
      ),
    path.map((p) => head("POST", p, ["Content-Length: 2", "Transfer-Encoding: chunked"]) + "0\r\n\r\n"),
    fc
      .tuple(path, fc.constantFrom("-1", "abc", "1, 2", "99999999999999999999", "+2"))
      .map(([p, n]) => head("POST", p, [`Content-Length: ${n}`]) + "{}"),
    path.map((p) => head("POST", p, ["Content-Length: 2", "Content-Length: 3"]) + "{}"),
    fc.tuple(path, token).map(([p, e]) => head("POST", p, [`Expect: ${e}`, "Content-Length: 2"]) + "{}"),
    fc.constant("CONNECT fuzz:443 HTTP/1.1\r\nHost: fuzz:443\r\n\r\n"),
    fc
      .tuple(path, fc.constantFrom("HTTP/9.9", "HTTP/1", "HTXP/1.1", "http/1.1"))
      .map(([p, v]) => head("GET", p, [], v)),
    fc.tuple(token, path).map(([m, p]) => head(m.toUpperCase(), p, ["Connection: close"])),
    path.map((p) => `GET ${p} HTTP/1.1\r\n${auth}\r\nConnection: close\r\n\r\n`)
  )
}

export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

const dechunk = (raw: Buffer): Buffer => {
  const out: Array<Buffer> = []
  let at = 0
  while (at < raw.length) {
    const eol = raw.indexOf("\r\n", at)
    if (eol === -1) break
    const size = parseInt(raw.subarray(at, eol).toString("latin1"), 16)
    if (!(size > 0)) break
    out.push(raw.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(out)
}

/** Sends raw bytes and reads the first response (the connection is closed by the server or after 5 s). */
export const rawExchange = (port: number, request: string): Promise<Answer | string> =>
  new Promise((resolve) => {
    const chunks: Array<Buffer> = []
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request, "latin1"))
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const raw = Buffer.concat(chunks)
      const end = raw.indexOf("\r\n\r\n")
      if (end === -1) return resolve(`no complete response: ${JSON.stringify(raw.toString("latin1").slice(0, 200))}`)
      const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n")
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(":")
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const rest = raw.subarray(end + 4)
      const length = headers["content-length"]
      const content =
        headers["transfer-encoding"] === "chunked"
          ? dechunk(rest)
          : length === undefined
            ? rest
            : rest.subarray(0, Number(length))
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: content.toString("utf8")
      })
    }
    const timer = setTimeout(finish, 5000)
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk)
      // One response is enough: stop once its body is complete.
      const raw = Buffer.concat(chunks)
      const end = raw.indexOf("\r\n\r\n")
      const length = /\r\ncontent-length: *(\d+)/i.exec(raw.subarray(0, end === -1 ? 0 : end).toString("latin1"))
      if (end !== -1 && length?.[1] !== undefined && raw.length >= end + 4 + Number(length[1])) finish()
    })
    socket.on("error", finish)
    socket.on("close", finish)
  })

// ---------------------------------------------------------------------------------------------------------------
// The check

/** Why an answer breaks the rules (a 5xx, a missing platform header, an error outside the spec's body), if it does. */
export const violation = (answer: Answer): string | undefined => {
  if (answer.status < 100 || answer.status >= 500) return `status ${answer.status}`
  if (!/^req_/.test(answer.headers["x-request-id"] ?? "")) return "no X-Request-Id"
  for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
    if (!/^\d+$/.test(answer.headers[name] ?? "")) return `no ${name}`
  }
  if (answer.status < 400) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(answer.body)
  } catch {
    return "error body is not JSON"
  }
  const error = (parsed as { error?: Record<string, unknown> }).error
  if (Object.keys(parsed as object).join() !== "error" || typeof error !== "object" || error === null) {
    return "error body is not {error}"
  }
  if (Object.keys(error).sort().join() !== "code,details,message")
    return "error has other members than code, message, details"
  if (typeof error["code"] !== "string" || typeof error["message"] !== "string")
    return "code or message is not a string"
  const details = error["details"]
  if (!Array.isArray(details)) return "details is not a list"
  const wellFormed = details.every(
    (d: unknown) =>
      typeof d === "object" &&
      d !== null &&
      Object.keys(d).sort().join() === "field,issue" &&
      typeof (d as { field: unknown }).field === "string" &&
      typeof (d as { issue: unknown }).issue === "string"
  )
  return wellFormed ? undefined : "a detail is not {field, issue}"
}

/** Runs `task` over `items` with at most `concurrency` at a time, in order of the items. */
export const inPool = async <A>(
  items: ReadonlyArray<A>,
  concurrency: number,
  task: (item: A, index: number) => Promise<void>
): Promise<void> => {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      await task(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}
