import type { Config } from "@react-router/dev/config";
import { guidePaths } from "./content/guides";
import { locales } from "./common/paraglide/runtime.js";
import { pathInLocale } from "./common/locale-path";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Guides, landings, the glossary and the terms are static: built once to HTML, readable without JS. The home
  // page is rendered per request (it shows the latest forum posts) and kept between changes (ADR 0018).
  // Each in every locale (issue #33): /ar/housing is built as its own page, in Arabic.
  prerender: ["/terms-and-conditions", "/glossary", "/offline", ...guidePaths()].flatMap((path) =>
    locales.map((locale) => pathInLocale(path, locale)),
  ),
} satisfies Config;
