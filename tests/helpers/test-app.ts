import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/database";
import { createLogger } from "../../server/logger";
import { readOutbox } from "../../server/mail/mailer";
import { createServices } from "../../server/services";
import { createTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole Hono app on a fresh test database, with mail going to a temporary outbox. Requests carry
 * the site's Origin (as a browser's would) and a cookie jar per "browser".
 */
export async function createTestApp(env: Record<string, string> = {}, existing?: Database) {
  const database = existing ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "ig-test-")),
    LOG_LEVEL: "silent",
    ...env,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const { auth, mailer, feed } = createServices({ config, database, logger });
  await feed.start();
  const app = createApp({ config, database, logger, auth, mailer, feed });

  function browser() {
    const cookies = new Map<string, string>();
    async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
      const headers = new Headers(init.headers);
      headers.set("Origin", config.publicUrl);
      if (cookies.size) headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("Content-Type", "application/json");
        body = JSON.stringify(init.json);
      }
      const response = await app.request(path, { ...init, headers, body });
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair] = setCookie.split(";");
        const [name, ...value] = pair!.split("=");
        if (/max-age=0/i.test(setCookie) || value.join("=") === "") cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join("="));
      }
      return response;
    }
    return { request, cookies };
  }

  const outbox = () => readOutbox(mailer.outboxDir!);
  /** The newest message to `to`, and the token in its link. */
  function lastMailTo(to: string) {
    const message = outbox().find((m) => m.to === to);
    if (!message) throw new Error(`no mail to ${to}`);
    const link = message.links.find((l) => l.includes("token="))!;
    return { message, link, token: new URL(link).searchParams.get("token")! };
  }

  return {
    app,
    config,
    database,
    auth,
    mailer,
    feed,
    browser,
    outbox,
    lastMailTo,
    close: async () => {
      await feed.stop();
      await database.close();
    },
  };
}
