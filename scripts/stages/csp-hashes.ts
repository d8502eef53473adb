// Prerendered pages are static files: no per-request nonce can be in them. Their inline scripts (React
// Router's context and route imports, the theme script, scroll restoration) are allowed by hash instead:
// this writes the sha256 of each inline <script> of each prerendered .html file under build/client to
// build/csp-hashes.json, keyed by the file's path relative to build/client. The server sends those
// hashes in the Content-Security-Policy of that file (ADR 0012). Runs after the defer-hydration stage,
// the last to change the pages.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inlineScriptHashes } from "../../server/http/content-security-policy";
import { prerenderedPages } from "../lib/prerendered-pages";

/**
 * The hashes of every .html file under `clientDir`, keyed by path relative to it with "/" separators.
 */
export function prerenderedScriptHashes(clientDir: string): Record<string, string[]> {
  return Object.fromEntries(
    prerenderedPages(clientDir).map((page) => [page, inlineScriptHashes(readFileSync(join(clientDir, page), "utf8"))]),
  );
}

/** Writes `file` (build/csp-hashes.json) from the pages under `clientDir`; says how many. */
export function writeCspHashes(clientDir: string, file: string): string {
  const manifest = prerenderedScriptHashes(clientDir);
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return `hashed the inline scripts of ${Object.keys(manifest).length} prerendered pages`;
}
