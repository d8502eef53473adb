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
  /app\/components\/layout\/(not-found|error-screen)\./,
  /app\/components\/ui\/(button|icons|toast|user-avatar)\./,
  /app\/features\/auth\/(current-user|sign-in-required|account-link)\./,
  /app\/lib\/(cn|seo)\./,
  /common\/(sections|forum-categories)\./,
  // The words of the site's chrome (the navigation, the footer's links, the languages' names): shown on
  // every page, each a few bytes, and each would otherwise be a request of its own.
  /common\/paraglide\/messages\/(ui|language)_/,
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
            // The forum's words that several of its screens share: one module instead of a request each.
            { name: "forum-words", test: /common\/paraglide\/messages\/(forum|mod)_/ },
          ],
        },
      },
    },
  },
});
