/**
 * React Router's production build, named by file in what the build emits for Node (ADR 0071).
 *
 * React Router picks no build by NODE_ENV: its package.json sends every condition of every export to
 * dist/development, with its development checks and warnings (ENABLE_DEV_WARNINGS), though the package ships
 * dist/production with the same modules. This was made "temporary" in react-router 7.0.2
 * (remix-run/react-router#12437) and is still so in 7.18.4, the version here: remix-run/react-router#14102
 * ("ENABLE_DEV_WARNINGS is true in production since v7.0.2 due to always-resolving development build") is
 * open, and the pull requests that would fix it (#14865, #15059) were closed unmerged. It is fixed when, in
 * the project, `NODE_ENV=production node --input-type=module -e 'console.log(import.meta.resolve("react-router"))'`
 * answers a file under dist/production (it answers dist/development/index.mjs in 7.18.4): then this can go.
 *
 * The server's bundle (scripts/stages/server-bundle.ts) and React Router's server build (this Vite plugin)
 * both import that one file by a path relative to themselves, so the process loads one copy. A module
 * resolve hook did this before; on Node 20 a hook runs on a thread of its own, which held 35–45 MB for as
 * long as the process ran.
 */
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { PROJECT_ROOT } from "../../server/paths";

/** The package every import of React Router names. */
export const REACT_ROUTER = "react-router";

/** The absolute path of React Router's production ES module, as installed in this project. */
export function reactRouterProductionFile(): string {
  const packageJson = createRequire(join(PROJECT_ROOT, "package.json")).resolve(`${REACT_ROUTER}/package.json`);
  return join(dirname(packageJson), "dist", "production", "index.mjs");
}

/** How a module in `directory` imports React Router's production file: a path relative to it. */
export function reactRouterImportFrom(directory: string): string {
  return `./${relative(directory, reactRouterProductionFile())}`;
}

/**
 * In the build of React Router's server half (Vite's "ssr" environment), every import of React Router is
 * its production file, left external as a path relative to the chunk that imports it (Rolldown's own
 * `external: "relative"` counts from the output folder, not from a chunk in assets/). `@react-router/node`
 * is bundled so that its own import of React Router is one of those (external, it would load the
 * development copy beside the production one).
 */
export function reactRouterProductionPlugin(): Plugin {
  const productionFile = reactRouterProductionFile();
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    // With the package it imports, which is not one of the project's own dependencies.
    config: () => ({ ssr: { noExternal: ["@react-router/node", "@mjackson/node-fetch-server"] } }),
    resolveId(source) {
      return source === REACT_ROUTER ? { id: productionFile, external: "absolute" } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes(productionFile)) return null;
      const { root, build } = this.environment.config;
      const chunkDirectory = dirname(resolve(root, build.outDir, chunk.fileName));
      return { code: code.replaceAll(productionFile, reactRouterImportFrom(chunkDirectory)), map: null };
    },
  };
}
