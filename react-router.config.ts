import type { Config } from "@react-router/dev/config";
import { guidePaths } from "./content/guides";
import { baseLocale } from "./common/paraglide/runtime.js";
import { pathInLocale } from "./common/locale-path";
import { clientBuildLocale } from "./scripts/lib/client-locale-plugin";

// `npm run build` makes one client per locale (ADR 0041): this config is read once for English (build/) and
// once per other locale (CLIENT_LOCALE=ar → build/locales/ar/), whose client and prerendered pages
// scripts/stages/locale-clients.ts then moves into build/client.
const locale = clientBuildLocale();

export default {
  appDirectory: "app",
  buildDirectory: locale === baseLocale ? "build" : `build/locales/${locale}`,
  ssr: true,
  // Guides, landings, the glossary and the terms are static: built once to HTML, readable without JS. The home
  // page is rendered per request (it shows the latest forum posts) and kept between changes (ADR 0018).
  // Each in every locale (issue #33): /ar/housing is built as its own page, in Arabic, by the Arabic build.
  prerender: ["/terms-and-conditions", "/glossary", "/offline", ...guidePaths()].map((path) =>
    pathInLocale(path, locale),
  ),
} satisfies Config;
