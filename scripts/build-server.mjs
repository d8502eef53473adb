// Compiles the Node server (server/index.ts and what it imports from server/, common/ and content/) into
// one ES module, so that production starts with plain `node` instead of a TypeScript loader. Packages in
// node_modules stay external and are resolved at run time; runtime-read files (migrations, React Router's
// build) are found through server/paths.ts. The linked source map lets `node --enable-source-maps` report
// TypeScript files and lines in stack traces.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const outfile = "build/app-server/index.js";
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
  metafile: true,
  logLevel: "warning",
});

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
console.log(`compiled the server to ${outfile}`);
