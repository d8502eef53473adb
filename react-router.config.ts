import type { Config } from "@react-router/dev/config";
import { guidePaths } from "./content/guides";
import { baseLocale } from "./common/paraglide/runtime.js";
import { basenameOf } from "./common/locale-path";
import { clientBuildLocale } from "./scripts/lib/client-locale-plugin";

// `npm run build` makes one client per locale (ADR 0041): this config is read once for English (build/) and
// once per other locale (CLIENT_LOCALE=ar → build/locales/ar/), whose client and prerendered pages
// scripts/stages/locale-clients.ts then moves into build/client.
const locale = clientBuildLocale();

export default {
  appDirectory: "app",
  buildDirectory: locale === baseLocale ? "build" : `build/locales/${locale}`,
  // Each locale's pages are the one route table under its prefix (ADR 0069): /ar/housing is /housing of the
  // Arabic build. The client reads the basename from the page, and the server's handler for the locale is
  // given the same (server/locale-clients.ts).
  basename: basenameOf(locale),
  ssr: true,
  // Guides, landings, the glossary and the terms are static: built once to HTML, readable without JS. The home
  // page is rendered per request (it shows the latest forum posts) and kept between changes (ADR 0018).
  // Each in every locale (issue #33): /ar/housing is built as its own page, in Arabic, by the Arabic build
  // (React Router puts the basename in front of these paths).
  prerender: ["/terms-and-conditions", "/glossary", "/offline", ...guidePaths()],
} satisfies Config;
