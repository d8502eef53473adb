import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser } from "../e2e/helpers/browser";
import { signedInMember } from "../e2e/helpers/members";
import { startServer, type TestServer } from "../e2e/helpers/server";
import { MEMBER_CHANNEL } from "../../server/realtime/member-events";
import { startSmtpSink } from "../e2e/helpers/smtp-sink";
import { startPrivatePostgres } from "./helpers/private-postgres";

const BUSY = "The site is very busy right now. Please try again in a few seconds.";

/** What one request of the readers' load answered. */
interface Answer {
  status: number;
  retryAfter: string | null;
}

/** Visitors searching (every search reads the database) until `stop` is called; what each request answered. */
function readersSearching(serverUrl: string, readers: number) {
  const answers: Answer[] = [];
  let reading = true;
  let sent = 0;
  const loops = Array.from({ length: readers }, async () => {
    while (reading) {
      try {
        const response = await fetch(`${serverUrl}/search?q=${encodeURIComponent(`visa ${sent++}`)}`, {
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        answers.push({ status: response.status, retryAfter: response.headers.get("Retry-After") });
      } catch {
        // No answer at all (a dropped connection): what the proxy would turn into a 502.
        answers.push({ status: 0, retryAfter: null });
      }
    }
  });
  return {
    answers,
    async stop() {
      reading = false;
      await Promise.all(loops);
    },
  };
}

describe("PostgreSQL restarted under load", () => {
  let database: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let server: TestServer;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let load: ReturnType<typeof readersSearching> | undefined;

  beforeAll(async () => {
    [database, browser, smtp] = await Promise.all([startPrivatePostgres(), launchBrowser(), startSmtpSink()]);
    server = await startServer({
      DATABASE_URL: database.url,
      AUTH_SECRET: "restart-secret-".repeat(3),
      SMTP_URL: smtp.url,
    });
  });
  afterAll(async () => {
    await load?.stop();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await database?.destroy();
  });

  const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;

  it("answers 503 with Retry-After while it is away, comes back by itself, and the live feed catches up", async () => {
    const watcherContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    const watcher = await watcherContext.newPage();
    await watcher.goto(`${server.url}/community/forum`, { waitUntil: "networkidle" });
    // A visitor's forum page runs its scripts, the live feed's included, on first use (ADR 0043).
    await watcher.mouse.wheel(0, 100);
    await watcher.locator("html[data-hydrated]").waitFor();
    const { page: author } = await signedInMember(browser, server.url, smtp, "restart@example.com");
    await author.goto(`${server.url}/community/forum/new-post`, { waitUntil: "networkidle" });
    await author.getByLabel("Category").selectOption({ label: "Housing & Accommodation" });
    await author.getByLabel("Title").fill("Written while the database restarted");
    await author.getByLabel("Content").fill("Sent once while it was away, and again when it was back.");
    expect(await status("/api/health/ready")).toBe(200);

    const readers = readersSearching(server.url, 3);
    load = readers;
    await expect.poll(() => readers.answers.length).toBeGreaterThan(5);
    database.stop();

    // Away: not ready, still alive; readers are told to come back, and the member's text stays in the form.
    await expect.poll(() => status("/api/health/ready")).toBe(503);
    expect(await status("/api/health/live")).toBe(200);
    await expect.poll(() => readers.answers.some((answer) => answer.status === 503)).toBe(true);
    await author.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => author.getByText(BUSY).first().isVisible()).toBe(true);
    expect(await author.getByLabel("Title").inputValue()).toBe("Written while the database restarted");

    database.start();
    // Back, without restarting the process: ready once its pool and its LISTEN connection are back.
    await expect.poll(() => status("/api/health/ready"), { timeout: 30_000 }).toBe(200);
    await author.getByRole("button", { name: "Create Post" }).click();
    await author.waitForURL(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
    // The page opened before the restart shows it without a rereaders.
    await expect
      .poll(() => watcher.getByRole("heading", { name: "Written while the database restarted" }).isVisible())
      .toBe(true);

    const readersBefore = readers.answers.length;
    await expect.poll(() => readers.answers.length).toBeGreaterThan(readersBefore + 5);
    await readers.stop();
    // Never a 500: each refusal is a 503 that says when to retry, and the readers are served again.
    const refused = readers.answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.status === 503 && answer.retryAfter === "5")).toBe(true);
    expect(readers.answers.at(-1)?.status).toBe(200);
    await watcherContext.close();
    await author.context().close();
  });

  it("a member's bell catches up on what was announced while the process's LISTEN connection was away", async () => {
    const { page: member } = await signedInMember(browser, server.url, smtp, "bell@example.com");
    await member.goto(`${server.url}/community/forum`, { waitUntil: "networkidle" });
    await member.getByRole("link", { name: "Notifications, none unread" }).waitFor();
    // One connection to the site's database, opened before it refuses new ones; one beside it to say so.
    const name = new URL(database.url).pathname.slice(1);
    const writer = new pg.Client({ connectionString: database.url });
    const control = new pg.Client({ connectionString: database.url.replace(/\/[^/]*$/, "/template1") });
    await Promise.all([writer.connect(), control.connect()]);
    try {
      // The members' LISTEN connection drops and cannot come back yet; the pool's connections stay, and so
      // does the forum feed's (whose own catch-up makes open pages reload what they show).
      await control.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await control.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE $2`,
        [name, `LISTEN%${MEMBER_CHANNEL}%`],
      );
      await expect.poll(() => status("/api/health/ready")).toBe(503);
      // A notification arrives meanwhile: its announcement is heard by nobody.
      await writer.query(
        `INSERT INTO notifications (user_id, kind, actor_ids, action, reason)
         SELECT id, 'moderation', '{}', 'hide', 'A test' FROM users WHERE email = 'bell@example.com'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await control.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      // Back: the open page's bell shows it without a reload.
      await expect
        .poll(() => member.getByRole("link", { name: "Notifications, 1 unread" }).isVisible(), { timeout: 30_000 })
        .toBe(true);
    } finally {
      await control.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`).catch(() => {});
      await Promise.all([writer.end(), control.end()]);
      await member.context().close();
    }
  });
});
