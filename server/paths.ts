import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (the nearest one above this module holding `package.json`). This module runs from
 * `server/paths.ts` under tsx and vitest, and bundled into `build/app-server/server.js` in production, so
 * paths relative to `import.meta.url` differ between the two; every runtime-read file is found from here.
 */
function findProjectRoot(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json found above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot();

/** SQL migrations: read at start-up from the source tree (not copied into the build). */
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, "server/db/migrations");

/** React Router's output: the SSR bundle and the browser assets with the prerendered pages. */
export const REACT_ROUTER_SERVER_BUILD = join(PROJECT_ROOT, "build/server/index.js");
export const CLIENT_DIR = join(PROJECT_ROOT, "build/client");
/** Each locale's client: its asset manifest and files (ADR 0041), written by scripts/stages/locale-clients.ts. */
export const LOCALE_CLIENTS = join(PROJECT_ROOT, "build/server/locale-clients.json");

/** The sha256 of each prerendered page's inline scripts, written by scripts/stages/csp-hashes.ts at build time. */
export const CSP_HASHES = join(PROJECT_ROOT, "build/csp-hashes.json");
