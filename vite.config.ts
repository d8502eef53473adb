import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { clientLocalePlugin } from "./scripts/lib/client-locale-plugin";
import { inlineScriptPlugin } from "./scripts/lib/inline-script";
import { messageCalls } from "./scripts/lib/message-references";
import { reactRouterProductionPlugin } from "./scripts/lib/react-router-production";

/**
 * Modules that every page loads with the root layout: one chunk instead of a dozen small ones, so a page
 * makes fewer requests and gzip compresses them together (ADR 0018, "Page weight").
 */
const layoutModules = [
  /node_modules\/(react|react-dom|clsx)\//,
  // React Router's HydratedRouter: the entry module's only import besides the layout's.
  /react-router\/dist\/\w+\/dom-export/,
  // The root route and the chrome it renders on every page (header, footer, language switcher, search
  // button): each was a chunk of its own or in root's, which named a hundred of the layout's exports.
  /app\/root\.tsx/,
  /app\/components\/layout\/(site-header|site-footer|theme-toggle|navigation-progress|language-switcher)\./,
  /app\/components\/ui\/(button|icons|toast)\./,
  /app\/features\/auth\/(current-user|sign-in-required)\./,
  /app\/features\/(search\/search-palette|forms\/flash-message)\./,
  /app\/lib\/(cn|seo|csp-nonce|day-format)\./,
  /common\/sections\./,
];

/**
 * The words those modules show (the navigation, the search button, the languages' names), found in their
 * source: shown on every page, each a few bytes, and each would otherwise be a request of its own. Not the
 * words only other screens show: they go with those screens' modules.
 */
function layoutWords(): Set<string> {
  const words = new Set<string>();
  for (const directory of ["app", "common"]) {
    for (const file of readdirSync(directory, { recursive: true, encoding: "utf8" })) {
      const path = `${import.meta.dirname}/${directory}/${file}`;
      if (!/\.tsx?$/.test(file) || !layoutModules.some((module) => module.test(path))) continue;
      for (const { key } of messageCalls(readFileSync(path, "utf8"))) words.add(key);
    }
  }
  return words;
}
const chromeWords = layoutWords();
// Paraglide compiles one module per message, named by its key (the version this was written for is pinned in
// scripts/lib/client-locale-plugin.test.ts), as the chunk groups below also expect.
const messageKey = (id: string) => /\/common\/paraglide\/messages\/(\w+)\.js$/.exec(id)?.[1];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientLocalePlugin(), inlineScriptPlugin(), reactRouterProductionPlugin()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // HTML escaping, which the server's chrome (chrome-markup.ts, a layout module) and a quote's byline
            // in the browser (common/forum-quote.ts) share: taken first, so that the layout's group does not
            // take it with the chrome's dependencies and hand it to the forum from every page's chunk.
            { name: "escape-html", test: /common\/escape-html\./, priority: 10 },
            {
              name: "layout",
              test: (id) => layoutModules.some((module) => module.test(id)) || chromeWords.has(messageKey(id) ?? ""),
            },
            // A guide page's parts (breadcrumbs, tips, links, glossary terms) and words: one module, not five.
            { name: "guide", test: /app\/features\/guides\/|common\/paraglide\/messages\/guide_/ },
            // What the forum's screens share with the home page's latest posts, search and the member's own
            // pages: the categories and their names, and the avatar (a guide page names its one category
            // through its loader, and shows no avatar until a member's header slot loads).
            {
              name: "forum-shared",
              test: /common\/forum-categories\.|common\/paraglide\/messages\/category_|app\/components\/ui\/user-avatar\./,
            },
            // The forum's words that several of its screens share: one module instead of a request each.
            { name: "forum-words", test: /common\/paraglide\/messages\/(forum|mod)_/ },
          ],
        },
      },
    },
  },
});
