import { defineConfig } from "vitest/config";

/**
 * `npm run test:ops`: the production build operated as a deployer runs it (issue #32): several processes,
 * a PostgreSQL of the test's own that it stops and restarts, a real proxy. Built once in global setup
 * (E2E_SKIP_BUILD=1 reuses build/).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/ops/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    expect: { poll: { timeout: 10_000 } },
  },
});
