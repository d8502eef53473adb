/**
 * Compiles the Node server (server/index.ts and what it imports from server/, common/ and content/) into
 * one ES module, so that production starts with plain `node` instead of a TypeScript loader (ADR 0011).
 * Packages in node_modules stay external and are resolved at run time; runtime-read files (migrations,
 * React Router's build) are found through server/paths.ts. The linked source map lets a logged error name
 * TypeScript files and lines (ADR 0067). React Router is imported from its production file
 * (scripts/lib/react-router-production.ts, ADR 0071). Writes build/app-server/server.js (and .map) and the
 * entry build/app-server/index.js.
 */
import { build, type Plugin } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join } from "node:path";
import { PROJECT_ROOT } from "../../server/paths";
import { REACT_ROUTER, reactRouterImportFrom } from "../lib/react-router-production";

const OUTFILE = "build/app-server/server.js";
const ENTRY = "build/app-server/index.js";
/** Imported only outside production (the development server), so they may stay devDependencies. */
const DEV_ONLY = new Set(["vite"]);

/**
 * The entry sets NODE_ENV before anything is imported: React and others pick their development or
 * production build when they are first loaded, which in an ES module is before any line of the importing
 * module runs. Started as plain `node build/app-server/index.js`, the server is production.
 */
const ENTRY_MODULE = `// Written by scripts/stages/server-bundle.ts: NODE_ENV is production unless set, before the server's imports load.
process.env.NODE_ENV ||= "production";
await import("./server.js");
`;

const REACT_ROUTER_FROM_BUNDLE = reactRouterImportFrom(dirname(join(PROJECT_ROOT, OUTFILE)));

/**
 * React Router, external as its production file by a path relative to the bundle (ADR 0071), as React
 * Router's server build imports it (reactRouterProductionPlugin): one copy in the process.
 */
function reactRouterProduction(): Plugin {
  return {
    name: "react-router-production",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${REACT_ROUTER}$`) }, () => ({
        path: REACT_ROUTER_FROM_BUNDLE,
        external: true,
      }));
    },
  };
}

/** Bundles the server and writes its entry; fails if it imports a package not in "dependencies". */
export async function bundleServer(): Promise<string> {
  const { metafile } = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: ["server/index.ts"],
    outfile: OUTFILE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    sourcesContent: false,
    // A source with one character past ASCII is held by V8 as two bytes a character: 8 MB, not 4, for as long
    // as the process runs (ADR 0066). esbuild escapes them in the code; the comments it keeps are made ASCII below.
    charset: "ascii",
    plugins: [reactRouterProduction()],
    metafile: true,
    logLevel: "warning",
  });
  const outfile = join(PROJECT_ROOT, OUTFILE);
  const compiled = readFileSync(outfile, "utf8");
  if (/[\u0080-\u{10ffff}]/u.test(compiled)) {
    writeFileSync(
      outfile,
      compiled.replace(/[\u0080-\u{10ffff}]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`),
    );
  }

  // A production install (`npm ci --omit=dev`) must hold every package the server imports.
  const { dependencies } = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const packageName = (path: string) =>
    (path === REACT_ROUTER_FROM_BUNDLE ? REACT_ROUTER : path)
      .split("/")
      .slice(0, path.startsWith("@") ? 2 : 1)
      .join("/");
  const missing = new Set(
    metafile.outputs[OUTFILE]!.imports.filter(({ external, path }) => external && !isBuiltin(path))
      .map(({ path }) => packageName(path))
      .filter((name) => !(name in dependencies) && !DEV_ONLY.has(name)),
  );
  if (missing.size > 0)
    throw new Error(`the server imports packages missing from "dependencies": ${[...missing].join(", ")}`);

  writeFileSync(join(PROJECT_ROOT, ENTRY), ENTRY_MODULE);
  return `compiled the server to ${OUTFILE} (started by ${ENTRY})`;
}
