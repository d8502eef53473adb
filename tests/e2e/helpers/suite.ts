import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startServer, type TestServer } from "./server";
import { startSmtpSink } from "./smtp-sink";

/**
 * For one test file: a production server on a fresh embedded database whose mail goes to a real SMTP
 * sink, and a headless Chromium. The fields are set before the first test runs. `env`: the server's
 * settings for this file (e.g. EDIT_GRACE_SECONDS); `browserOptions`: whether its pages register the service
 * worker (launchBrowser).
 */
export function serverWithMailForThisFile(
  env: Record<string, string> = {},
  browserOptions: Parameters<typeof launchBrowser>[0] = {},
) {
  const suite = {} as { server: TestServer; browser: Browser; smtp: Awaited<ReturnType<typeof startSmtpSink>> };
  beforeAll(async () => {
    suite.smtp = await startSmtpSink();
    [suite.server, suite.browser] = await Promise.all([
      startServer({ ...env, SMTP_URL: suite.smtp.url }),
      launchBrowser(browserOptions),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    await suite.smtp?.close();
  });
  return suite;
}
