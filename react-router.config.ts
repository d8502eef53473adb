import type { Config } from "@react-router/dev/config";
import { guidePaths } from "./content/guides";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Guides, landings, the glossary, the home shell and the terms are static: built once to HTML, readable without JS.
  prerender: ["/", "/terms-and-conditions", "/glossary", ...guidePaths()],
} satisfies Config;
