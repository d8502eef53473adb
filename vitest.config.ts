import { defineConfig } from "vitest/config";
import { inlineScriptPlugin } from "./scripts/lib/inline-script";

/** As in vite.config.ts: `import text from "./module?inline-script"` is the module's compiled text, not the module. */
const shared = { resolve: { tsconfigPaths: true }, plugins: [inlineScriptPlugin()] };
const VISIBILITY_TABLE = "tests/integration/visibility-table.test.ts";

/**
 * `npm test`: unit tests, and the integration suite on a fresh PGlite per file; with TEST_DATABASE_URL
 * set, the same integration suite runs again on that PostgreSQL server (each file creates and drops
 * its own database).
 */
export default defineConfig({
  ...shared,
  test: {
    testTimeout: 30_000,
    // A worker's first test app starts the Vite server for its pages: on a busy 2-core machine that has
    // taken over a minute.
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. The
    // integration files wait on PostgreSQL and PGlite as much as they compute, so two overlap well.
    maxWorkers: 2,
    // The integration files share one module registry per worker instead of one each. When this was turned
    // off (c15c2f8, 2026-11-24) the PGlite project took 284 s of CPU instead of 376 s, all passing; since
    // then each worker also migrates one PGlite that every later file copies (tests/helpers/test-database.ts),
    // which isolation would redo per file (~10 s of CPU each). Safe while no integration test mocks a module
    // (vi.mock would leak into the worker's later files, or miss modules loaded before it); vi.spyOn is
    // undone after each file. Forum and moderation alone (2026-11-26) get a worker each either way, so they
    // cost the same: 55 s of CPU shared, 56 s isolated. The worker's one Vite server, which compiles the
    // pages, is shared the same way (tests/helpers/page-renderer.ts): one per file made `npm test` take
    // 880 s instead of 556 s on PGlite and PostgreSQL (2026-11-28).
    isolate: false,
    // React Router's Vite plugin rewrites .react-router/types whenever a dev server starts (the integration
    // tests' page renderer starts one per worker and project); two starting at once race in its `rm -rf`. The
    // tests never read those types (typecheck makes its own), so exactly those errors (a directory not empty
    // when removed, a file gone when read) are not a failure.
    onUnhandledError: (error) =>
      !(/ENOTEMPTY|ENOENT/.test(error.message) && error.message.includes(".react-router/types")),
    projects: [
      {
        ...shared,
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: ["node_modules/**", "build/**", "tests/**"],
          // A unit file mocks a module (server/search/search.test.ts mocks ./guides), so each file gets its
          // own registry. It costs little: the 17 files under server/ took 12 s of CPU shared, 15 s isolated.
          isolate: true,
        },
      },
      {
        ...shared,
        extends: true,
        test: {
          name: "integration:pglite",
          include: ["tests/integration/**/*.test.ts"],
          // The visibility table (368 cases, each surface rendered for six viewers) took 295 s on PGlite and
          // 72 s on PostgreSQL in one CI run: the longest file of `npm test`. What it checks is the read policy
          // in SQL, the same on both engines, so where PostgreSQL runs it too, it runs there only.
          exclude: process.env.TEST_DATABASE_URL ? ["**/node_modules/**", VISIBILITY_TABLE] : ["**/node_modules/**"],
          env: { TEST_DATABASE_URL: "" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              extends: true as const,
              test: { name: "integration:postgres", include: ["tests/integration/**/*.test.ts"] },
            },
          ]
        : []),
    ],
  },
});
