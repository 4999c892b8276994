// The layers of the workspace, checked by `pnpm lint` (depcruise). Folders are named, not files,
// so a rule still holds when files move into feature folders inside a layer
// (`^packages/server/src/services/` matches services/webhooks/endpoints.ts).
//
// Workspace:   contract → db → server → apps   (the SDK: contract only; examples: the SDK only)
// Server:      domain → storage → services → middleware, openapi → routers → transport, with the
//              workers (request-log/, webhook-delivery/) beside services; see packages/server/LAYERS.md
// `process.env` only in the config module is an ESLint rule (eslint.config.js).

const SERVER = "^packages/server/src/";
const CONTEXT_FILES = `${SERVER}(?:|.*/)(?:context|dashboard-context|trpc|dashboard-trpc)\\.ts$`;
const WORKERS = `${SERVER}(?:request-log|webhook-delivery)/`;
const folders = (...names) => `${SERVER}(?:${names.join("|")})/`;

/** A workspace package may import only these others (by name, through their exports map). */
const allowedWorkspaceImports = [
  ["contract", []],
  ["db", ["contract"]],
  ["sdk", ["contract"]],
  ["server", ["contract", "db"]],
  ["test-support", ["contract", "db"]],
];

/** Every package's tests may also use the shared test support; its source never does. */
const TEST_SUPPORT = "test-support";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes two modules one; split out what both need.",
      from: {},
      to: { circular: true },
    },
    ...allowedWorkspaceImports.map(([name, allowed]) => ({
      name: `${name}-imports-only-below`,
      severity: "error",
      comment: `packages/${name} may use ${allowed.length ? allowed.join(", ") : "no other package"} and never a package above it, an app, the bench or an example.`,
      from: { path: `^packages/${name}/` },
      to: {
        path: "^(?:packages|apps|bench|examples)/",
        pathNot: `^packages/(?:${[name, ...allowed, TEST_SUPPORT].join("|")})/`,
      },
    })),
    {
      name: "test-support-only-in-tests",
      severity: "error",
      comment: "The shared test support is for tests (and the bench's seeding); shipped source never imports it.",
      from: { path: "^(?:packages|apps)/[^/]+/src/", pathNot: `^packages/${TEST_SUPPORT}/` },
      to: { path: `^packages/${TEST_SUPPORT}/` },
    },
    {
      name: "examples-use-the-sdk-only",
      severity: "error",
      comment: "An example shows what a merchant's code can do: the published SDK and nothing internal.",
      from: { path: "^examples/([^/]+)/" },
      to: { path: "^(?:packages|apps|bench|examples)/", pathNot: ["^packages/sdk/", "^examples/$1/"] },
    },
    {
      name: "no-imports-of-apps",
      severity: "error",
      comment: "An app is a leaf: nothing imports another app's source (the bench runs the built API).",
      from: { path: "^(?:apps|bench)/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "no-deep-imports-across-packages",
      severity: "error",
      comment: "Another package is reached by its name and exports map, never by a relative path into its folder.",
      from: { path: "^(?:packages|apps|examples)/([^/]+)/" },
      to: {
        dependencyTypes: ["local"],
        path: "^(?:packages|apps|bench|examples)/",
        pathNot: "^(?:packages|apps|examples)/$1/",
      },
    },
    {
      name: "domain-is-pure",
      severity: "error",
      comment: "domain/ is rules on values: no other server layer, no database, no tRPC, no network or files.",
      from: { path: `${SERVER}domain/` },
      to: {
        path: [
          `${SERVER}(?!domain/)`,
          "^packages/db/",
          "node_modules/(?:drizzle-orm|@trpc/[^/]+|trpc-to-openapi|pg-boss|ioredis|postgres|pg|@electric-sql/pglite)/",
          "^(?:node:)?(?:net|dns|dgram|http|https|http2|tls|fs|fs/promises|child_process|cluster|worker_threads)$",
        ],
      },
    },
    {
      name: "storage-stays-below-services",
      severity: "error",
      comment: "storage/ is SQL over domain values; it never calls the layers that use it.",
      from: { path: `${SERVER}storage/` },
      to: {
        path: [
          folders("services", "routers", "middleware", "transport", "openapi", "request-log", "webhook-delivery"),
          CONTEXT_FILES,
        ],
      },
    },
    {
      name: "services-stay-below-the-faces",
      severity: "error",
      comment: "services/ own their dependency type and know neither tRPC, HTTP nor the workers.",
      from: { path: `${SERVER}services/` },
      to: { path: [folders("routers", "middleware", "transport", "openapi"), WORKERS, CONTEXT_FILES] },
    },
    {
      name: "workers-stay-off-the-request-path",
      severity: "error",
      comment:
        "The request-log and webhook-delivery workers run beside the stack: they use services, storage and domain, never the faces.",
      from: { path: WORKERS },
      to: { path: [folders("routers", "middleware", "transport", "openapi", "trpc"), CONTEXT_FILES] },
    },
    {
      name: "only-the-entry-starts-workers",
      severity: "error",
      comment: "A worker is wired by the app through the package's index.ts; nothing else in the server reaches into it.",
      from: { path: SERVER, pathNot: [WORKERS, `${SERVER}index\\.ts$`] },
      to: { path: WORKERS },
    },
    {
      name: "low-io-stays-low",
      severity: "error",
      comment:
        "net/ (address lookups), rate-limit/ and observer/ are small leaves the layers above use; they use only domain/ and errors/.",
      from: { path: folders("net", "rate-limit", "observer") },
      to: { path: SERVER, pathNot: [folders("net", "rate-limit", "observer", "domain", "errors")] },
    },
    {
      name: "middleware-stays-below-routers",
      severity: "error",
      comment: "middleware/ is shared by the routers; it never reaches up into them or the transport.",
      from: { path: `${SERVER}middleware/` },
      to: { path: folders("routers", "transport") },
    },
    {
      name: "openapi-stays-below-routers",
      severity: "error",
      comment: "The OpenAPI metadata is attached by routers, so it takes nothing from them or the transport.",
      from: { path: `${SERVER}openapi/` },
      to: { path: folders("routers", "transport") },
    },
    {
      name: "routers-stay-below-transport",
      severity: "error",
      comment: "routers/ define procedures; transport/ serves them over HTTP.",
      from: { path: `${SERVER}routers/` },
      to: { path: folders("transport") },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "^packages/db/migrations/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default", "node"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs"],
    },
  },
};
