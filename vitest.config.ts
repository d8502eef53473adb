import { defineConfig } from "vitest/config";

const shared = { resolve: { tsconfigPaths: true } } as const;

/**
 * `npm test`: unit tests, and the integration suite on a fresh PGlite per file; with TEST_DATABASE_URL
 * set, the same integration suite runs again on that PostgreSQL server (each file creates and drops
 * its own database).
 */
export default defineConfig({
  ...shared,
  test: {
    testTimeout: 30_000,
    // A test app starts a Vite server for its pages: on a busy 2-core machine that has taken over a minute.
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. The
    // integration files wait on PostgreSQL and PGlite as much as they compute, so two overlap well.
    maxWorkers: 2,
    // One module registry per worker, not per file: a quarter less CPU for the same tests (no test mocks modules).
    isolate: false,
    // React Router's Vite plugin rewrites .react-router/types whenever a dev server starts (the integration
    // tests' page renderer starts one per worker); two workers starting at once race in its `rm -rf`. The
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
        },
      },
      {
        ...shared,
        extends: true,
        test: {
          name: "integration:pglite",
          include: ["tests/integration/**/*.test.ts"],
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
