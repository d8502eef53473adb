/**
 * One client per locale (ADR 0041). The react-router stage has made the English client (build/client)
 * and the server (build/server). This builds the client again for each other locale, with that locale's
 * words only (CLIENT_LOCALE, scripts/lib/client-locale-plugin.ts), into build/locales/<locale>, and then:
 * - moves its hashed modules into build/client/assets (their names are content hashes: a module without
 *   words is the same file in every build and is kept once);
 * - moves its prerendered pages (/ar/housing …) into build/client, in place of nothing (the English build
 *   prerenders English pages only);
 * - writes each locale's asset manifest (the module of each route, as the server names them in a page and
 *   answers them to the router's /__manifest) and its files to build/server/locale-clients.json, which the
 *   server reads at start and the service-worker stage reads for what to keep offline.
 * Two builds run at a time: each is mostly single-threaded.
 *
 * Each locale's build makes a server half too, and it is needed: React Router prerenders a locale's pages
 * by importing that build's server and rendering through it (so that they name that locale's modules),
 * and the locale's asset manifest is read from it below. `ssr: false` for those builds would still build
 * the server to prerender with, then delete it; it turns route discovery from lazy to initial (another
 * client), and it refuses our routes' actions and the loaders of pages not prerendered (ADR 0068).
 */
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { baseLocale, locales } from "../../common/paraglide/runtime.js";
import type { LocaleClients } from "../../server/locale-clients";
import { CLIENT_DIR, LOCALE_CLIENTS, PROJECT_ROOT, REACT_ROUTER_SERVER_BUILD } from "../../server/paths";
import { reactRouterBuild } from "./react-router-build";

const PARALLEL_BUILDS = 2;
const LOCALE_BUILDS = join(PROJECT_ROOT, "build/locales");

/**
 * Builds and merges the other locales' clients; says how many modules of their own they added. Imports
 * each locale's server build, whose modules keep timers: the process that calls this must exit itself.
 */
export async function buildLocaleClients(): Promise<string> {
  const others = locales.filter((locale) => locale !== baseLocale);
  const queue = [...others];
  await Promise.all(
    Array.from({ length: PARALLEL_BUILDS }, async () => {
      for (let locale = queue.shift(); locale; locale = queue.shift()) await reactRouterBuild(locale);
    }),
  );

  const assetFiles = (dir: string) => readdirSync(dir).map((file) => `/assets/${file}`);
  const english = (await import(pathToFileURL(REACT_ROUTER_SERVER_BUILD).href)) as ServerBuild;
  const clients = {
    [baseLocale]: { assets: english.assets, files: assetFiles(join(CLIENT_DIR, "assets")) },
  } as LocaleClients;
  let moved = 0;
  for (const locale of others) {
    const localeBuild = join(LOCALE_BUILDS, locale);
    const assetsDir = join(localeBuild, "client/assets");
    for (const file of readdirSync(assetsDir)) {
      const target = join(CLIENT_DIR, "assets", file);
      if (existsSync(target)) continue;
      cpSync(join(assetsDir, file), target);
      moved++;
    }
    // Under the locale's basename (ADR 0069): build/locales/ar/client/ar/housing/index.html, …/ar/housing.data.
    const prerendered = join(localeBuild, "client", locale);
    if (existsSync(prerendered)) cpSync(prerendered, join(CLIENT_DIR, locale), { recursive: true });
    const server = (await import(pathToFileURL(join(localeBuild, "server/index.js")).href)) as ServerBuild;
    clients[locale] = { assets: server.assets, files: assetFiles(assetsDir) };
  }
  writeFileSync(LOCALE_CLIENTS, JSON.stringify(clients));
  rmSync(LOCALE_BUILDS, { recursive: true, force: true });
  return `built the client in ${others.join(", ")}: ${moved} modules of their own in build/client/assets`;
}
