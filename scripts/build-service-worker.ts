// Builds the service worker (issue #33, ADR 0039) over the finished client build: it runs after
// scripts/csp-hashes.ts, when the prerendered pages are final (deferred hydration has rewritten them and
// their script hashes are taken), and before scripts/precompress.mjs, which then compresses the worker
// too. A Vite plugin would hash the pages before those steps change them, and would precache pages whose
// bytes differ from what the server sends.
//
// It writes build/client/icons/*.png (from public/favicon.svg), each language's manifest.webmanifest, build/client/sw.js (app/service-worker
// bundled by esbuild, with the precache list, React Router's route list and the locales filled in) and
// build/precache.json (what is precached and its size raw, gzip and brotli: docs/benchmarks.md).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { getManifest } from "@serwist/build";
import { build as esbuild } from "esbuild";
import sharp from "sharp";
import { prerenderedPages } from "./csp-hashes";
import { baseLocale, locales } from "../common/i18n";
import { SOCIAL_CARD } from "../server/http/public-address";
import { readLocaleClients } from "../server/locale-clients";
import { LOCALE_CLIENTS } from "../server/paths";
import { webManifests } from "../server/http/web-manifest";

const ICON_SIZES = [192, 512];
const FAVICON_SIZE = 32;

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

async function writeIcons(clientDir: string) {
  const svg = readFileSync(join(clientDir, "favicon.svg"));
  mkdirSync(join(clientDir, "icons"), { recursive: true });
  // The page's favicon (app/root.tsx): a PNG, as the browser reads an SVG one by building a document for
  // it on the page's main thread while the page loads (ADR 0043).
  await sharp(svg, { density: 72 })
    .resize(FAVICON_SIZE, FAVICON_SIZE)
    .png({ compressionLevel: 9 })
    .toFile(join(clientDir, "icons", `icon-${FAVICON_SIZE}.png`));
  writeFileSync(
    join(clientDir, "favicon.ico"),
    icoWrapping(readFileSync(join(clientDir, "icons", `icon-${FAVICON_SIZE}.png`))),
  );
  await writeSocialCard(clientDir, svg);
  for (const size of ICON_SIZES) {
    await sharp(svg, { density: 72 * (size / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, "icons", `icon-${size}.png`));
    // "maskable": the mark inside the safe zone (the middle 80%) on the brand green.
    const inner = Math.round(size * 0.8);
    const mark = await sharp(svg, { density: 72 * (inner / 32) })
      .resize(inner, inner)
      .png()
      .toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: "#0b6e3f" } })
      .composite([{ input: mark, gravity: "centre" }])
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, "icons", `maskable-${size}.png`));
  }
}

/**
 * /favicon.ico, which browsers and crawlers ask for whatever the page names: the 32 px PNG in an ICO
 * wrapper (one image, stored as PNG, which every browser since 2007 reads).
 */
function icoWrapping(png: Buffer): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(FAVICON_SIZE, 6);
  header.writeUInt8(FAVICON_SIZE, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

/** The picture a link preview shows (server/http/public-address.ts names it): the mark and the name on the brand green. */
async function writeSocialCard(clientDir: string, svg: Buffer) {
  const markSize = 260;
  const mark = await sharp(svg, { density: 72 * (markSize / 32) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  // The name in the system's sans-serif at build time: no font is fetched (the mark's letters are drawn the same way).
  const name = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" height="160">` +
      `<text x="50%" y="110" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">Ireland Guide</text></svg>`,
  );
  await sharp({
    create: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, channels: 3, background: "#0b6e3f" },
  })
    .composite([
      { input: mark, top: 110, left: (SOCIAL_CARD.width - markSize) / 2 },
      { input: name, top: 400, left: 0 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(clientDir, SOCIAL_CARD.path.slice(1)));
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
  await writeIcons(clientDir);
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
    entryPoints: [fileURLToPath(new URL("../app/service-worker/worker.ts", import.meta.url))],
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = fileURLToPath(new URL("../build", import.meta.url));
  const report = await buildServiceWorker(join(buildDir, "client"), buildDir);
  console.log(
    `service worker ${report.version}: precaches ${report.files} files (${report.pages} pages), ` +
      `${Math.round(report.raw / 1024)} KB raw, ${Math.round(report.gzip / 1024)} KB gzip, ${Math.round(report.brotli / 1024)} KB brotli`,
  );
}
