import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientLocalePlugin } from "./scripts/lib/client-locale-plugin";

/**
 * Modules that every page loads with the root layout: one chunk instead of a dozen small ones, so a page
 * makes fewer requests and gzip compresses them together (ADR 0018, "Page weight").
 */
const layoutModules = [
  /node_modules\/(react|react-dom|clsx)\//,
  // React Router's HydratedRouter: the entry module's only import besides the layout's.
  /react-router\/dist\/\w+\/dom-export/,
  // The root route and the chrome it renders on every page (header, footer, language switcher, search
  // button, bell): each was a chunk of its own or in root's, which named a hundred of the layout's exports.
  /app\/root\.tsx/,
  /app\/components\/layout\/(site-header|site-footer|theme-toggle|navigation-progress|language-switcher)\./,
  /app\/components\/layout\/terms-link\./,
  /app\/components\/ui\/(button|icons|toast|user-avatar)\./,
  /app\/features\/auth\/(current-user|sign-in-required|account-link)\./,
  /app\/features\/(search\/search-palette|notifications\/bell|forms\/flash-message)\./,
  /app\/lib\/(cn|seo|csp-nonce|day-format)\./,
  /common\/(sections|forum-categories)\./,
  // The words of the site's chrome (the navigation, the footer's links, the languages' names): shown on
  // every page, each a few bytes, and each would otherwise be a request of its own.
  // Not the words that only the forum's and the account's screens show (pagination, dialogs, forms), nor the
  // error screens': they go with those screens' modules.
  /common\/paraglide\/messages\/(language_|ui_(?!(page|page_number|next|previous|cancel|delete|deleting|error|back_to_forum|close_notification)\.|not_found_|error_))/,
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientLocalePlugin()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "layout", test: (id) => layoutModules.some((module) => module.test(id)) },
            // A guide page's parts (breadcrumbs, tips, links, glossary terms) and words: one module, not five.
            { name: "guide", test: /app\/features\/guides\/|common\/paraglide\/messages\/guide_/ },
            // The forum's words that several of its screens share: one module instead of a request each.
            { name: "forum-words", test: /common\/paraglide\/messages\/(forum|mod)_/ },
          ],
        },
      },
    },
  },
});
