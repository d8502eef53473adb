/**
 * One client per locale (ADR 0041). `react-router build` has made the English client (build/client) and the
 * server (build/server). This builds the client again for each other locale, with that locale's words
 * only (CLIENT_LOCALE, scripts/lib/client-locale-plugin.ts), into build/locales/<locale>, and then:
 * - moves its hashed modules into build/client/assets (their names are content hashes: a module without
 *   words is the same file in every build and is kept once);
 * - moves its prerendered pages (/ar/housing …) into build/client, in place of nothing (the English build
 *   prerenders English pages only);
 * - writes each locale's asset manifest (the module of each route, as the server names them in a page and
 *   answers them to the router's /__manifest) and its files to build/server/locale-clients.json, which the
 *   server reads at start and the service worker's build reads for what to keep offline.
 * Two builds run at a time: each is mostly single-threaded.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { baseLocale, locales, type Locale } from "../common/paraglide/runtime.js";
import type { LocaleClients } from "../server/locale-clients";
import { CLIENT_DIR, LOCALE_CLIENTS, PROJECT_ROOT, REACT_ROUTER_SERVER_BUILD } from "../server/paths";

const root = PROJECT_ROOT;
const clientDir = CLIENT_DIR;
const PARALLEL_BUILDS = 2;

function buildClient(locale: Locale): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["react-router", "build"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", CLIENT_LOCALE: locale },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the ${locale} client build failed (exit ${code}):\n${output}`));
    });
  });
}

const others = locales.filter((locale) => locale !== baseLocale);
const queue = [...others];
await Promise.all(
  Array.from({ length: PARALLEL_BUILDS }, async () => {
    for (let locale = queue.shift(); locale; locale = queue.shift()) await buildClient(locale);
  }),
);

const assetFiles = (dir: string) => readdirSync(dir).map((file) => `/assets/${file}`);
const english = (await import(pathToFileURL(REACT_ROUTER_SERVER_BUILD).href)) as ServerBuild;
const clients = {
  [baseLocale]: { assets: english.assets, files: assetFiles(join(clientDir, "assets")) },
} as LocaleClients;
let moved = 0;
for (const locale of others) {
  const localeBuild = join(root, "build/locales", locale);
  const assetsDir = join(localeBuild, "client/assets");
  for (const file of readdirSync(assetsDir)) {
    const target = join(clientDir, "assets", file);
    if (existsSync(target)) continue;
    cpSync(join(assetsDir, file), target);
    moved++;
  }
  for (const prerendered of [locale, `${locale}.data`]) {
    const from = join(localeBuild, "client", prerendered);
    if (existsSync(from)) cpSync(from, join(clientDir, prerendered), { recursive: true });
  }
  const server = (await import(pathToFileURL(join(localeBuild, "server/index.js")).href)) as ServerBuild;
  clients[locale] = { assets: server.assets, files: assetFiles(assetsDir) };
}
writeFileSync(LOCALE_CLIENTS, JSON.stringify(clients));
rmSync(join(root, "build/locales"), { recursive: true, force: true });
console.log(`built the client in ${others.join(", ")}: ${moved} modules of their own in build/client/assets`);
// The server builds imported above hold handles (timers of modules they load); nothing is left to do.
process.exit(0);
