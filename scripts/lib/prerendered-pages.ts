import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every prerendered page under `clientDir`: its .html files, as paths relative to it with "/" separators,
 * sorted. The build stages that rewrite, hash or precache those pages (scripts/stages/defer-hydration.ts,
 * csp-hashes.ts, service-worker.ts) share it.
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
