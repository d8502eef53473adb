/**
 * The import boundaries `npm run lint` enforces (issue #30, ADR 0027), type-only imports included:
 * no circles, nothing imports the build scripts, common/ stands alone, the forum does not call moderation
 * (moderation reacts to reports), app features do not reach into each other's files, and routes reach the
 * server through its use cases and reads, not its tables.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports (type-only ones too): split the shared part into a module both import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-build-scripts",
      severity: "error",
      comment: "scripts/ are build and operator tools: the product and its libraries do not import them.",
      from: { path: "^(app|common|server|content)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^scripts/" },
    },
    {
      name: "common-stands-alone",
      severity: "error",
      comment: "common/ is shared by the browser and the server: it imports neither.",
      from: { path: "^common/" },
      to: { path: "^(app|server|scripts)/" },
    },
    {
      name: "forum-does-not-call-moderation",
      severity: "error",
      comment: "The forum stores reports; moderation reads them (server/moderation/reports.ts).",
      from: { path: "^server/forum/" },
      to: { path: "^server/moderation/" },
    },
    {
      name: "features-keep-to-themselves",
      severity: "error",
      comment: "One app feature does not import another's files: move what both need to app/components or app/lib.",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", "^app/features/[^/]+/index\\.ts$"] },
    },
    {
      name: "app-through-use-cases",
      severity: "error",
      comment:
        "Routes call the server's use cases and reads (ADR 0029), not its tables or the helpers its use cases share.",
      from: { path: "^app/" },
      to: {
        path: [
          "^server/db/(schema|migrations)",
          "^server/rate-limit\\.ts$",
          "^server/.+/own\\.ts$",
          "^server/forum/(views|limits)\\.ts$",
          "^server/read-policy\\.ts$",
          "^server/forum/drafts/drop\\.ts$",
          "^server/moderation/audit\\.ts$",
          "^server/auth/(limits|better-auth-calls|form-rules|notices)\\.ts$",
        ],
      },
    },
    {
      name: "no-tests-in-product",
      severity: "error",
      comment: "The product does not import test code.",
      from: { path: "^(app|common|server)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "(^tests/|\\.test\\.tsx?$)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|data|coverage|common/paraglide)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
