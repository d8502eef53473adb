/**
 * The JavaScript a page loads at start (issue #17): the modules its HTML names (modulepreload links, module
 * scripts' src, and the imports of the inline boot script React Router writes) and, transitively, the
 * static imports of those chunks. Dynamic `import()` inside a chunk is not followed: that code loads on use.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFERRED_MODULE_TYPE, DEFERRED_MODULES_ATTRIBUTE } from "../../app/lib/deferred-hydration";

export interface PageWeight {
  /** Each file, as its URL path ("/assets/…"), with its gzip size in bytes. */
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
}

// A module script, or the entry module a prerendered reading page keeps unrun until first use with the
// modules it fetches once loaded (ADR 0020): the same JavaScript, downloaded later.
const moduleScript = new RegExp(
  `<script\\b[^>]*\\btype="(?:module|${DEFERRED_MODULE_TYPE.replace("/", "\\/")})"[^>]*>([\\s\\S]*?)<\\/script>`,
  "g",
);
const deferredModules = new RegExp(`\\b${DEFERRED_MODULES_ATTRIBUTE}="([^"]+)"`);
const srcAttribute = /\bsrc="([^"]+\.m?js)"/;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]+)"/;
// `import * as x from "/assets/a.js"`, `import "./a.js"`, `export { x } from "./a.js"` (minified or not);
// not `import("…")`, which is loaded on demand.
const staticImport = /(?:\bimport|\bexport)\s*(?:[\w*${},\s]+?\s*from\s*)?["'`]([^"'`]+\.m?js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;

function specifiersIn(source: string): string[] {
  const withoutDynamic = source.replace(dynamicImport, "");
  return [...withoutDynamic.matchAll(staticImport)].map((match) => match[1]!);
}

/** The module URLs the HTML itself asks for (at start, or once loaded on a deferred page). */
export function entryModules(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(modulePreload)) {
    const href = hrefAttribute.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const [tag, body] of html.matchAll(moduleScript)) {
    const openingTag = tag.slice(0, tag.indexOf(">") + 1);
    const src = srcAttribute.exec(openingTag)?.[1];
    if (src) found.add(src);
    for (const path of deferredModules.exec(openingTag)?.[1]?.split(" ") ?? []) found.add(path);
    for (const specifier of specifiersIn(body ?? "")) found.add(specifier);
  }
  return [...found].filter((path) => path.startsWith("/"));
}

function gzipSizeOf(file: string): number {
  // scripts/stages/precompress.ts writes the same gzip (level 9) next to files over 1 KB.
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every JS file the page loads at start, from the built client directory (build/client), with gzip sizes. */
export function pageWeight(clientDir: string, html: string): PageWeight {
  const seen = new Set<string>();
  const queue = entryModules(html);
  const files: PageWeight["files"] = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(clientDir, path);
    if (!existsSync(file)) throw new Error(`${path} is named by the page but is not in ${clientDir}`);
    files.push({ path, gzipBytes: gzipSizeOf(file) });
    for (const specifier of specifiersIn(readFileSync(file, "utf8"))) {
      queue.push(specifier.startsWith("/") ? specifier : posix.join(posix.dirname(path), specifier));
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The weight of a prerendered page, by its path ("/housing/rental-process"). */
export function prerenderedPageWeight(clientDir: string, pagePath: string): PageWeight {
  return pageWeight(clientDir, readFileSync(join(clientDir, pagePath, "index.html"), "utf8"));
}

/** "131 KB (128 KiB) in 29 files": KB of 1,000 bytes as Vite prints them, KiB of 1,024 as Lighthouse does. */
export function describeWeight(weight: PageWeight): string {
  const { gzipBytes, files } = weight;
  return `${Math.round(gzipBytes / 1000)} KB (${Math.round(gzipBytes / 1024)} KiB) in ${files.length} files`;
}
