import type { Config } from "@react-router/dev/config";
import { guidePaths } from "./content/guides";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Guides, landings, the glossary and the terms are static: built once to HTML, readable without JS. The home
  // page is rendered per request (it shows the latest forum posts) and kept between changes (ADR 0018).
  prerender: ["/terms-and-conditions", "/glossary", "/offline", ...guidePaths()],
} satisfies Config;
