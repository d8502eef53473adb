/**
 * Compiles the Node server (server/index.ts and what it imports from server/, common/ and content/) into
 * one ES module, so that production starts with plain `node` instead of a TypeScript loader (ADR 0011).
 * Packages in node_modules stay external and are resolved at run time; runtime-read files (migrations,
 * React Router's build) are found through server/paths.ts. The linked source map lets a logged error name
 * TypeScript files and lines (ADR 0067). Writes build/app-server/server.js (and .map), the entry
 * build/app-server/index.js and the resolve hook build/app-server/production-hooks.mjs.
 */
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../server/paths";

const OUTFILE = "build/app-server/server.js";
const ENTRY = "build/app-server/index.js";
const HOOKS = "build/app-server/production-hooks.mjs";
/** Imported only outside production (the development server), so they may stay devDependencies. */
const DEV_ONLY = new Set(["vite"]);

/**
 * React Router picks no build by NODE_ENV: its package.json sends every condition of every export to
 * dist/development, with its development checks and warnings (ENABLE_DEV_WARNINGS), though the package
 * ships dist/production with the same modules. This was made "temporary" in react-router 7.0.2
 * (remix-run/react-router#12437) and is still so in 7.18.4, the version here: remix-run/react-router#14102
 * ("ENABLE_DEV_WARNINGS is true in production since v7.0.2 due to always-resolving development build") is
 * open, and the pull requests that would fix it (#14865, #15059) were closed unmerged. In production this
 * hook sends every import of it (the server's and the SSR build's alike, so that there is one copy) to
 * dist/production. It is fixed when, in the project,
 * `NODE_ENV=production node --input-type=module -e 'console.log(import.meta.resolve("react-router"))'`
 * answers a file under dist/production (it answers dist/development/index.mjs in 7.18.4), or when
 * node_modules/react-router/package.json's exports name a "development" condition: then the hook can go.
 */
const PRODUCTION_HOOKS = `// Written by scripts/stages/server-bundle.ts: React Router's production build on Node (ADR 0018).
const DEVELOPMENT = "/node_modules/react-router/dist/development/";
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT)
    ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, "/node_modules/react-router/dist/production/") }
    : resolved;
}
`;

/**
 * The entry sets NODE_ENV before anything is imported: React and others pick their development or
 * production build when they are first loaded, which in an ES module is before any line of the importing
 * module runs. Started as plain `node build/app-server/index.js`, the server is production.
 */
const ENTRY_MODULE = `// Written by scripts/stages/server-bundle.ts: NODE_ENV is production unless set, before the server's imports load.
import { register } from "node:module";
process.env.NODE_ENV ||= "production";
if (process.env.NODE_ENV === "production") register("./production-hooks.mjs", import.meta.url);
await import("./server.js");
`;

/** Bundles the server and writes its entry and hook; fails if it imports a package not in "dependencies". */
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
    path
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

  writeFileSync(join(PROJECT_ROOT, HOOKS), PRODUCTION_HOOKS);
  writeFileSync(join(PROJECT_ROOT, ENTRY), ENTRY_MODULE);
  return `compiled the server to ${OUTFILE} (started by ${ENTRY})`;
}
