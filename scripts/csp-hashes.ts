// Prerendered pages are static files: no per-request nonce can be in them. Their inline scripts (React
// Router's context and route imports, the theme script, scroll restoration) are allowed by hash instead:
// this writes the sha256 of each inline <script> of each prerendered .html file under build/client to
// build/csp-hashes.json, keyed by the file's path relative to build/client. The server sends those
// hashes in the Content-Security-Policy of that file (ADR 0012).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { inlineScriptHashes } from "../server/http/content-security-policy";

/**
 * Every prerendered page under `clientDir`: its .html files, as paths relative to it with "/" separators,
 * sorted. The build steps that rewrite or hash those pages (scripts/defer-hydration.ts, below) share it.
 */
export function prerenderedPages(clientDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (entry.endsWith(".html")) pages.push(relative(clientDir, file).split(sep).join("/"));
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * The hashes of every .html file under `clientDir`, keyed by path relative to it with "/" separators.
 */
export function prerenderedScriptHashes(clientDir: string): Record<string, string[]> {
  return Object.fromEntries(
    prerenderedPages(clientDir).map((page) => [page, inlineScriptHashes(readFileSync(join(clientDir, page), "utf8"))]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const build = fileURLToPath(new URL("../build", import.meta.url));
  const manifest = prerenderedScriptHashes(join(build, "client"));
  writeFileSync(join(build, "csp-hashes.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`hashed the inline scripts of ${Object.keys(manifest).length} prerendered pages`);
}
