// Compiles the Node server (server/index.ts and what it imports from server/, common/ and content/) into
// one ES module, so that production starts with plain `node` instead of a TypeScript loader. Packages in
// node_modules stay external and are resolved at run time; runtime-read files (migrations, React Router's
// build) are found through server/paths.ts. The linked source map lets `node --enable-source-maps` report
// TypeScript files and lines in stack traces.
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const outfile = "build/app-server/server.js";
const entry = "build/app-server/index.js";
/** Imported only outside production (the development server), so they may stay devDependencies. */
const devOnly = new Set(["vite"]);

const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: "linked",
  sourcesContent: false,
  // A source with one character past ASCII is held by V8 as two bytes a character: 8 MB, not 4, for as long
  // as the process runs. esbuild escapes them in the code; the comments it keeps are made ASCII below.
  charset: "ascii",
  metafile: true,
  logLevel: "warning",
});
const compiled = readFileSync(`${root}/${outfile}`, "utf8");
if (/[\u0080-\u{10ffff}]/u.test(compiled)) {
  writeFileSync(
    `${root}/${outfile}`,
    compiled.replace(/[\u0080-\u{10ffff}]/gu, (char) => `\\u{${char.codePointAt(0).toString(16)}}`),
  );
}

// A production install (`npm ci --omit=dev`) must hold every package the server imports.
const { dependencies } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const packageName = (path) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");
const missing = new Set(
  metafile.outputs[outfile].imports
    .filter(({ external, path }) => external && !isBuiltin(path))
    .map(({ path }) => packageName(path))
    .filter((name) => !(name in dependencies) && !devOnly.has(name)),
);
if (missing.size > 0) {
  console.error(`The server imports packages missing from "dependencies": ${[...missing].join(", ")}`);
  process.exit(1);
}
// The entry sets NODE_ENV before anything is imported: React and others pick their development or
// production build when they are first loaded, which in an ES module is before any line of the importing
// module runs. Started as plain `node build/app-server/index.js`, the server is production. React Router
// picks no build by NODE_ENV: its package exports send Node to dist/development whatever the mode, with
// its development checks and warnings. In production a resolve hook sends every import of it (the server's
// and the SSR build's alike, so that there is one copy) to dist/production, which has the same modules.
writeFileSync(
  `${root}/build/app-server/production-hooks.mjs`,
  `// Written by scripts/build-server.mjs: React Router's production build on Node (ADR 0018).
const DEVELOPMENT = "/node_modules/react-router/dist/development/";
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT)
    ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, "/node_modules/react-router/dist/production/") }
    : resolved;
}
`,
);
writeFileSync(
  `${root}/${entry}`,
  `// Written by scripts/build-server.mjs: NODE_ENV is production unless set, before the server's imports load.
import { register } from "node:module";
process.env.NODE_ENV ||= "production";
if (process.env.NODE_ENV === "production") register("./production-hooks.mjs", import.meta.url);
await import("./server.js");
`,
);
console.log(`compiled the server to ${outfile} (started by ${entry})`);
