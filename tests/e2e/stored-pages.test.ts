import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { baseLocale, locales } from "../../common/paraglide/runtime.js";
import { freePort, PROJECT_ROOT, startServer, temporaryDataDir, type TestServer } from "./helpers/server";
import { startSmtpSink } from "./helpers/smtp-sink";

/**
 * A visitor's pages are stored once per change, in the database, and outlive the process (issue #48 item 1,
 * ADR 0064). A newcomer reads a post in each of the six languages by the page's own links, before and after
 * the server restarts on the same data; what they are served still works (Like asks them to sign in); and
 * once the author deletes the post, no language serves it again.
 */
/** Each language, English first: its address prefix, its name in the switcher, and what Like says to a visitor. */
const LANGUAGES = locales.map((locale) => {
  const words = JSON.parse(readFileSync(join(PROJECT_ROOT, "messages", `${locale}.json`), "utf8")) as Record<
    string,
    string
  >;
  return {
    locale,
    prefix: locale === baseLocale ? "" : `/${locale}`,
    name: words.language_name!,
    signIn: words.forum_sign_in_to_like_posts!,
  };
});
const TITLE = "Where do I get a PPS number in Dublin?";
const shots = process.env.SCREENSHOTS_DIR;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let server: TestServer;
const dataDir = temporaryDataDir();
let port: number;
const start = async () => {
  server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SMTP_URL: smtp.url });
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  port = await freePort();
  [browser] = await Promise.all([launchBrowser(), start()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const PREFIXES = LANGUAGES.map(({ prefix }) => prefix);

/** The post's page in each language, reached by the language links of the page before it. */
async function readInEveryLanguage(page: Page, postUrl: string, screenshots = false) {
  await page.goto(postUrl);
  for (const [index, language] of LANGUAGES.entries()) {
    if (index > 0) await page.getByRole("link", { name: language.name, exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: TITLE }).isVisible()).toBe(true);
    // Like, for a visitor, asks them to sign in, in their language: the stored page runs as a rendered one.
    const like = page.locator("form:has([data-testid='like-count']) button[type=submit]").first();
    await like.click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText(language.signIn).isVisible(), { timeout: 20_000 }).toBe(true);
    if (language.locale === "ar") await expectNoAxeViolations(page, "the sign-in prompt of a stored page in Arabic");
    // Closed, the dialog gives the focus back to Like.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => like.evaluate((element) => element === document.activeElement)).toBe(true);
    if (language.locale !== "ar") continue;
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectNoAxeViolations(page, "a stored post page in Arabic");
    if (screenshots && shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/stored-post-ar-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.screenshot({ path: `${shots}/stored-post-ar-320.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
  }
}

/** What a crawler without cookies is answered for the post in each language: its status and ETag. */
const crawled = (postId: string) =>
  Promise.all(
    PREFIXES.map(async (prefix) => {
      const response = await fetch(`${server.url}${prefix}/community/forum/posts/${postId}`);
      await response.arrayBuffer();
      return { status: response.status, etag: response.headers.get("etag") ?? "" };
    }),
  );

describe("a visitor's post page, stored once per change", () => {
  it("reads alike in six languages before and after a restart, and is gone from all six once deleted", async () => {
    const author = await signedInMember(browser, server.url, smtp, "author@example.com");
    const postId = await createPostQuickly(author.page, server.url, TITLE, "Book at **Intreo**, bring your lease.");
    const postUrl = `${server.url}/community/forum/posts/${postId}`;

    const visitor = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    visitor.setDefaultTimeout(10_000);
    const page = await visitor.newPage();
    await readInEveryLanguage(page, postUrl);
    const before = await crawled(postId);
    expect(before.map((answer) => answer.status)).toEqual(PREFIXES.map(() => 200));
    expect(
      before.every(({ etag }) => /^W\/"[\w-]{22}"$/.test(etag)),
      JSON.stringify(before),
    ).toBe(true);
    expect(new Set(before.map(({ etag }) => etag)).size).toBe(PREFIXES.length);

    // The process stops (its memory goes) and another starts on the same data and address.
    await server.stop();
    await start();
    await visitor.clearCookies();
    await readInEveryLanguage(page, postUrl, true);
    // A crawler that has a page is told it has not changed by the new process, in every language.
    const after = await crawled(postId);
    for (const [index, prefix] of PREFIXES.entries()) {
      const again = await fetch(`${server.url}${prefix}/community/forum/posts/${postId}`, {
        headers: { "If-None-Match": after[index]!.etag },
      });
      expect(again.status, prefix || "/").toBe(304);
    }

    // The author (still signed in: the session outlives the process) deletes the post from its page.
    await author.page.goto(postUrl);
    await author.page.getByRole("link", { name: "Delete" }).first().click();
    await author.page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await author.page.waitForURL(/\/community\/forum$/);

    for (const path of PREFIXES) {
      const gone = await page.goto(`${server.url}${path}/community/forum/posts/${postId}`);
      expect(gone!.status(), path || "/").toBe(404);
      expect(await page.getByRole("heading", { name: TITLE }).count()).toBe(0);
    }
    await author.context.close();
    await visitor.close();
  });
});
