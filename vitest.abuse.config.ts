import { defineConfig } from "vitest/config";

/**
 * `npm run test:abuse`: a hostile client against the production build (built once in global setup;
 * E2E_SKIP_BUILD=1 reuses build/). Needs TEST_DATABASE_URL for the files that run on PostgreSQL.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/abuse/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
