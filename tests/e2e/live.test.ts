import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../helpers/test-database";
import { SEARCH_DEBOUNCE_MS } from "../../common/forum";
import { DESKTOP, expectNoAxeViolations, launchBrowser, slowScripts } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { startServer, type TestServer } from "./helpers/server";
import { startSmtpSink } from "./helpers/smtp-sink";

let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  [browser, smtp] = await Promise.all([launchBrowser(), startSmtpSink()]);
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

async function anonymousPage(url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  // A visitor's page runs its scripts, the live feed's included, on first use (ADR 0043): a turn of the wheel.
  await page.mouse.wheel(0, 100);
  await page.locator("html[data-hydrated]").waitFor();
  return page;
}

/**
 * A visitor who opens a page and only watches it: no key, no wheel, no tap. The page starts its scripts by
 * itself once loaded and idle (ADR 0050).
 */
async function untouchedPage(url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Until the post is on the forum page: at once, or behind the bar that offers new posts (then shown). */
async function expectPostAppears(watcher: Page, title: string) {
  const heading = watcher.getByRole("heading", { name: title });
  const bar = watcher.getByRole("button", { name: /^\d+ new posts?: show$/ });
  await expect.poll(async () => (await heading.isVisible()) || (await bar.isVisible()), { timeout: 15_000 }).toBe(true);
  if (!(await heading.isVisible())) await bar.click();
  await expect.poll(() => heading.isVisible()).toBe(true);
}

async function postAs(page: Page, serverUrl: string, title: string) {
  await createPostQuickly(page, serverUrl, title, "Posted while you watched");
}

describe("live feed, search palette and connection test on PGlite", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a new post in an open forum page and on the home page without a reload", async () => {
    const watcher = await anonymousPage(`${server.url}/community/forum`);
    const home = await anonymousPage(server.url);
    await expect.poll(() => home.getByText("No forum posts yet.").isVisible()).toBe(true);
    const { page: author } = await signedInMember(browser, server.url, smtp, "live@example.com");
    await postAs(author, server.url, "Fresh from the live feed");
    await expect
      .poll(() => watcher.getByRole("heading", { name: "Fresh from the live feed" }).isVisible(), { timeout: 2_000 })
      .toBe(true);
    await expect.poll(() => home.getByText("Fresh from the live feed").isVisible(), { timeout: 2_000 }).toBe(true);
    // A second post does not reshuffle the page being read: a bar offers it.
    await postAs(author, server.url, "Second while you read");
    const bar = watcher.getByRole("button", { name: "1 new post: show" });
    await expect.poll(() => bar.isVisible(), { timeout: 2_000 }).toBe(true);
    expect(await watcher.getByRole("heading", { name: "Second while you read" }).count()).toBe(0);
    await bar.click();
    await expect.poll(() => watcher.getByRole("heading", { name: "Second while you read" }).isVisible()).toBe(true);
    await watcher.context().close();
    await home.context().close();
  });

  it("an author who deletes their post on a slow connection lands on the forum, though the change arrives live first", async () => {
    const { page, context } = await signedInMember(browser, server.url, smtp, "slow-connection@example.com");
    const postId = await createPostQuickly(page, server.url, "Deleted on a slow connection", "Soon gone");
    await page.goto(`${server.url}/community/forum/posts/${postId}`, { waitUntil: "networkidle" });
    // The answer to the delete arrives two seconds after the server sent it, as on a weak mobile connection;
    // the live feed tells the page of the change before it (its page refreshes on such a change).
    await page.route(
      (url) => url.pathname.endsWith(`/posts/${postId}.data`),
      async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.fulfill({ response });
      },
    );
    await page.getByRole("link", { name: "Delete" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/community\/forum$/, { timeout: 15_000 });
    await expect.poll(() => page.getByText("Post deleted.").first().isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Page not found" }).count()).toBe(0);
    await context.close();
  });

  it("a visitor who never touches the page sees a post made by another member appear, on the forum and the home page", async () => {
    const watcher = await untouchedPage(`${server.url}/community/forum`);
    const home = await untouchedPage(server.url);
    const { page: author } = await signedInMember(browser, server.url, smtp, "untouched@example.com");
    await postAs(author, server.url, "Seen by a reader who only reads");
    await expect
      .poll(() => home.getByText("Seen by a reader who only reads").isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectPostAppears(watcher, "Seen by a reader who only reads");
    await watcher.context().close();
    await home.context().close();
    await author.context().close();
  });

  it("a visitor whose scripts came after a post was made sees it too, without touching the page", async () => {
    // A slow phone: the page is painted, and its scripts arrive only after another member has posted.
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    const release = await slowScripts(context);
    const watcher = await context.newPage();
    await watcher.goto(`${server.url}/community/forum`);
    const { page: author } = await signedInMember(browser, server.url, smtp, "before-scripts@example.com");
    await postAs(author, server.url, "Made before the reader's scripts came");
    release();
    await expectPostAppears(watcher, "Made before the reader's scripts came");
    await context.close();
    await author.context().close();
  });

  it("finds forum posts in the palette, from 2 characters, and goes to the post", async () => {
    const page = await anonymousPage(server.url);
    const searches: string[] = [];
    page.on("request", (request) => request.url().includes("/resources/forum-search") && searches.push(request.url()));
    await page.keyboard.press("Control+k");
    const input = page.getByPlaceholder("Search information or forum posts...");
    // The page's clock stands still while the member types, so that a busy machine's pause between two
    // keystrokes cannot pass for the member's: the count below then depends on the debounce alone.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await input.fill("f");
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 2);
    expect(searches).toEqual([]); // under 2 characters: no request
    await input.pressSequentially("fresh"); // five keystrokes: "ff" to "ffresh"
    expect(searches).toEqual([]); // held by the debounce: without it, one request per keystroke already
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await page.clock.resume();
    await expect.poll(() => page.locator("[cmdk-group-heading]").allTextContents()).toContain("Forum Posts");
    // Debounced: without it every keystroke from two characters on searches (five requests).
    expect(searches.length).toBe(1);
    expect(searches[0]).toMatch(/[?&]q=ffresh(&|$)/);
    await expectNoAxeViolations(page, "palette with forum results");
    await page.getByRole("option", { name: "Fresh from the live feed" }).click();
    await page.waitForURL(/\/community\/forum#post-[0-9a-f-]{36}$/);
    await expect.poll(() => input.isVisible()).toBe(false);
    await page.context().close();
  });

  it("runs the connection tests in order, all green, with no axe violations", async () => {
    const page = await anonymousPage(`${server.url}/connection-test`);
    await expectNoAxeViolations(page, "/connection-test (idle)");
    await page.getByRole("button", { name: "Run Connection Tests" }).click();
    await expect
      .poll(() => page.getByTestId("result-realtime").textContent())
      .toContain("Realtime subscription successful.");
    expect(await page.getByTestId("result-auth").textContent()).toContain(
      "Authentication service responded successfully.",
    );
    expect(await page.getByTestId("result-database").textContent()).toContain(
      'Database connection to "profiles" table successful.',
    );
    await expectNoAxeViolations(page, "/connection-test (done)");
    await page.context().close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two app processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let first: TestServer;
  let second: TestServer;
  const env = () => ({ DATABASE_URL: database.url, AUTH_SECRET: "live-feed-secret-".repeat(3), SMTP_URL: smtp.url });

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    first = await startServer(env());
    second = await startServer(env());
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  it("a post made through one process reaches a browser on the other within 2 s; after a restart it catches up", async () => {
    const watcher = await anonymousPage(`${second.url}/community/forum`);
    const { page: author } = await signedInMember(browser, first.url, smtp, "two@example.com");
    await postAs(author, first.url, "Made on process one");
    await expect
      .poll(() => watcher.getByRole("heading", { name: "Made on process one" }).isVisible(), { timeout: 2_000 })
      .toBe(true);

    // Restart the second process on the same port; post while it is down.
    const port = new URL(second.url).port;
    await second.stop();
    await postAs(author, first.url, "Made while process two was down");
    second = await startServer({ ...env(), PORT: port });
    await expect
      .poll(() => watcher.getByRole("heading", { name: "Made while process two was down" }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await watcher.context().close();
  });

  it("a visitor on process two who never touches the page sees a post made through process one", async () => {
    const watcher = await untouchedPage(`${second.url}/community/forum`);
    const { page: author } = await signedInMember(browser, first.url, smtp, "two-untouched@example.com");
    await postAs(author, first.url, "Made on one, read on two");
    await expectPostAppears(watcher, "Made on one, read on two");
    await watcher.context().close();
    await author.context().close();
  });

  it("says 'Failed to connect to database.' when the database stops answering", async () => {
    const page = await anonymousPage(`${second.url}/connection-test`);
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      await page.getByRole("button", { name: "Run Connection Tests" }).click();
      await expect
        .poll(() => page.getByTestId("result-database").textContent(), { timeout: 20_000 })
        .toContain("Failed to connect to database.");
    } finally {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await page.context().close();
  });
});
