// Builds the service worker (issue #33, ADR 0039) over the finished client build: it runs after the
// csp-hashes stage, when the prerendered pages are final (deferred hydration has rewritten them and their
// script hashes are taken), after the icons stage, and before the precompress stage, which then compresses
// the worker too. A Vite plugin would hash the pages before those stages change them, and would precache
// pages whose bytes differ from what the server sends.
//
// It writes each language's manifest.webmanifest, build/client/sw.js (app/service-worker bundled by
// esbuild, with the precache list, React Router's route list and the locales filled in) and
// build/precache.json (what is precached and its size raw, gzip and brotli: docs/benchmarks.md).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getManifest } from "@serwist/build";
import { build as esbuild } from "esbuild";
import { baseLocale, locales } from "../../common/i18n";
import { webManifests } from "../../server/http/web-manifest";
import { readLocaleClients } from "../../server/locale-clients";
import { LOCALE_CLIENTS, PROJECT_ROOT } from "../../server/paths";
import { prerenderedPages } from "../lib/prerendered-pages";

/** A prerendered file's address: `housing/index.html` → `/housing`, `housing.data` → `/housing.data`. */
export function precacheUrl(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/** Which prerendered pages are precached: the English set (locale copies are fetched on demand). */
export function isPrecachedPage(file: string, localePrefixes: readonly string[]): boolean {
  const first = file.split("/")[0]!.replace(/\.data$/, "");
  return !localePrefixes.includes(first);
}

/**
 * Each language's manifest as a file (ADR 0049), served like the rest of the build (compressed, from
 * memory); the server's route answers the same words where there is no build (development, tests). The
 * English one is precached, as before; a language's own is read when a page in it is installed.
 */
function writeManifests(clientDir: string) {
  for (const [path, manifest] of webManifests()) {
    const file = join(clientDir, path.slice(1));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, manifest);
  }
}

export async function buildServiceWorker(clientDir: string, outDir: string) {
  writeManifests(clientDir);
  const localePrefixes = locales.filter((locale) => locale !== "en");
  const pages = prerenderedPages(clientDir).filter((file) => isPrecachedPage(file, localePrefixes));
  // One client per locale (ADR 0041): the English modules are precached; a locale's own modules are kept
  // when a reader uses that locale (the worker's cacheLocaleGuides).
  const clients = readLocaleClients(LOCALE_CLIENTS);
  const englishModules = new Set(clients[baseLocale].files);
  const localeModules = Object.fromEntries(
    localePrefixes.map((locale) => [locale, clients[locale].files.filter((file) => !englishModules.has(file))]),
  );
  const routesByVersion = Object.fromEntries(
    Object.values(clients).map(({ assets }) => [assets.version, assets.routes]),
  );
  const pageSet = new Set(pages);
  const dataFiles = new Set(pages.map((file) => `${precacheUrl(file).slice(1) || "_root"}.data`));
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: clientDir,
    globPatterns: [
      "**/*.html",
      "**/*.data",
      "assets/*.{js,css,svg}",
      "favicon.svg",
      "icons/*.png",
      "manifest.webmanifest",
    ],
    globIgnores: ["**/*.br", "**/*.gz", "sw.js", "terms-and-conditions/**", "terms-and-conditions.data"],
    dontCacheBustURLsMatching: /^\/?assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries
          .filter((entry) => {
            if (entry.url.endsWith(".html")) return pageSet.has(entry.url);
            if (entry.url.endsWith(".data")) return dataFiles.has(entry.url);
            if (entry.url.startsWith("assets/")) return englishModules.has(`/${entry.url}`);
            return true;
          })
          .map((entry) => ({ ...entry, url: precacheUrl(entry.url) })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length) console.warn(warnings.join("\n"));
  const entries = manifestEntries ?? [];

  const version = createHash("sha256")
    .update(clients[baseLocale].assets.version)
    .update(JSON.stringify(entries))
    .digest("hex")
    .slice(0, 12);
  const bundled = await esbuild({
    entryPoints: [join(PROJECT_ROOT, "app/service-worker/worker.ts")],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
    define: {
      __ROUTES__: JSON.stringify(routesByVersion),
      __ENGLISH_ROUTES__: JSON.stringify(clients[baseLocale].assets.version),
      __LOCALE_MODULES__: JSON.stringify(localeModules),
      __VERSION__: JSON.stringify(version),
      __LOCALES__: JSON.stringify(localePrefixes),
      "process.env.NODE_ENV": '"production"',
    },
  });
  const source = bundled.outputFiles[0]!.text;
  if (!source.includes("self.__SW_MANIFEST")) throw new Error("the worker does not read self.__SW_MANIFEST");
  writeFileSync(join(clientDir, "sw.js"), source.replace("self.__SW_MANIFEST", JSON.stringify(entries)));

  // What a reader's phone downloads for it, as the server sends it (brotli where the file has a copy).
  let gzip = 0;
  let brotli = 0;
  const kinds: Record<string, { files: number; raw: number; gzip: number; brotli: number }> = {};
  for (const entry of entries) {
    const file = join(clientDir, fileOf(entry.url));
    const body = readFileSync(file);
    const zipped = gzipSync(body, { level: 9 }).length;
    const brotlied = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    gzip += zipped;
    brotli += brotlied;
    const kind = file.endsWith(".html")
      ? "pages"
      : file.endsWith(".data")
        ? "page data"
        : file.endsWith(".js")
          ? "modules"
          : "styles, icons, manifest";
    const sum = (kinds[kind] ??= { files: 0, raw: 0, gzip: 0, brotli: 0 });
    sum.files++;
    sum.raw += body.length;
    sum.gzip += zipped;
    sum.brotli += brotlied;
  }
  const report = { version, files: count, raw: size, gzip, brotli, pages: pages.length, kinds };
  writeFileSync(join(outDir, "precache.json"), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** A precache address back to its file under build/client. */
function fileOf(url: string): string {
  const path = url.replace(/^\//, "");
  if (/\.[a-z0-9]+$/i.test(path)) return path;
  return path ? `${path}/index.html` : "index.html";
}

/** Builds the worker over `clientDir`, its report in `outDir`; says what it precaches. */
export async function buildServiceWorkerStage(clientDir: string, outDir: string): Promise<string> {
  const report = await buildServiceWorker(clientDir, outDir);
  return (
    `service worker ${report.version}: precaches ${report.files} files (${report.pages} pages), ` +
    `${Math.round(report.raw / 1024)} KB raw, ${Math.round(report.gzip / 1024)} KB gzip, ${Math.round(report.brotli / 1024)} KB brotli`
  );
}
