/**
 * `npm run build`, stage by stage (ADR 0068): what each reads and writes, in the order they run
 * (scripts/build.ts runs them). Paths are relative to the project: a trailing "/" is a whole folder, `*`
 * and `**` stand for parts of names. A path under build/ that a stage reads is written by a stage before
 * it; any other path it reads is source (scripts/build.test.ts checks both). Each stage's module is
 * loaded when the stage runs, so that reading this table loads no bundler.
 */
import { join } from "node:path";
import { baseLocale, locales } from "../../common/paraglide/runtime.js";
import { SOCIAL_CARD } from "../../server/http/public-address";
import { CLIENT_DIR, CSP_HASHES, PROJECT_ROOT } from "../../server/paths";
import type { BuildStage } from "./runner";

const BUILD_DIR = join(PROJECT_ROOT, "build");
const otherLocales = locales.filter((locale) => locale !== baseLocale);
/** What React Router's build of a client (and of the server that renders it) is made from. */
const APP_SOURCE = [
  "app/",
  "common/",
  "content/",
  "public/",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/lib/",
];

export const buildStages: BuildStage[] = [
  {
    // Empties build/ first: every later stage writes after it.
    name: "react-router",
    reads: APP_SOURCE,
    writes: ["build/client/", "build/server/"],
    run: async () => {
      const { reactRouterBuild } = await import("./react-router-build");
      await reactRouterBuild(baseLocale, { show: true });
      return "built the English client (build/client) and the server's pages (build/server)";
    },
  },
  {
    name: "locale-clients",
    reads: [...APP_SOURCE, "build/server/index.js", "build/client/assets/"],
    writes: [
      "build/client/assets/",
      ...otherLocales.flatMap((locale) => [`build/client/${locale}/`, `build/client/${locale}.data`]),
      "build/server/locale-clients.json",
    ],
    run: async () => (await import("./locale-clients")).buildLocaleClients(),
  },
  {
    name: "server-bundle",
    reads: ["server/", "common/", "content/", "package.json", "scripts/lib/react-router-production.ts"],
    writes: ["build/app-server/"],
    run: async () => (await import("./server-bundle")).bundleServer(),
  },
  {
    name: "defer-hydration",
    reads: ["build/client/**/*.html", "app/lib/hydrate-on-first-use.ts"],
    writes: ["build/client/**/*.html"],
    run: async () => (await import("./defer-hydration")).deferPrerenderedHydration(CLIENT_DIR),
  },
  {
    name: "csp-hashes",
    reads: ["build/client/**/*.html"],
    writes: ["build/csp-hashes.json"],
    run: async () => (await import("./csp-hashes")).writeCspHashes(CLIENT_DIR, CSP_HASHES),
  },
  {
    name: "icons",
    reads: ["build/client/favicon.svg"],
    writes: ["build/client/icons/", "build/client/favicon.ico", `build/client${SOCIAL_CARD.path}`],
    run: async () => (await import("./icons")).drawIcons(CLIENT_DIR),
  },
  {
    name: "service-worker",
    reads: [
      "build/client/",
      "build/server/locale-clients.json",
      "app/service-worker/",
      "common/",
      "server/http/web-manifest.ts",
    ],
    writes: [
      "build/client/manifest.webmanifest",
      ...otherLocales.map((locale) => `build/client/${locale}/manifest.webmanifest`),
      "build/client/sw.js",
      "build/precache.json",
    ],
    run: async () => (await import("./service-worker")).buildServiceWorkerStage(CLIENT_DIR, BUILD_DIR),
  },
  {
    name: "precompress",
    reads: ["build/client/"],
    writes: ["build/client/**/*.br", "build/client/**/*.gz"],
    run: async () => (await import("./precompress")).precompress(CLIENT_DIR),
  },
];
