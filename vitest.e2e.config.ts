import { defineConfig } from "vitest/config";

/** Browser and process tests against the production build (built once in global setup). */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    // A whole member journey (sign-up, mail, moderation) has taken close to a minute on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A real browser on a 2-core machine shared with the server: give polled expectations 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
