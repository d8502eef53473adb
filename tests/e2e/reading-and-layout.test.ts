import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/http/content-security-policy";
import { DESKTOP, expectNoAxeViolations, launchBrowser, SERVICE_WORKER_BLOCKED_WARNING } from "./helpers/browser";
import { createPostQuickly, postForm } from "./helpers/forms";
import { grantRole, signedInMember, signIn } from "./helpers/members";
import { startServer, temporaryDataDir, type TestServer } from "./helpers/server";
import { startSmtpSink } from "./helpers/smtp-sink";

/**
 * Issue #29, reading the site: what a member and a moderator meet on the forum's pages on a phone and a
 * desktop. One server for the file, with a moderator made by the operator's command (the server stopped,
 * as PGlite allows one process).
 */
const SMALLEST_PHONE = { width: 320, height: 640 };
const shots = process.env.SCREENSHOTS_DIR;
const dataDir = temporaryDataDir();
let server: TestServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const env = () => ({ DATA_DIR: dataDir, SMTP_URL: smtp.url, AUTH_SECRET: "reading-e2e-secret-".repeat(2) });
const MODERATOR = "reading-moderator@example.com";

beforeAll(async () => {
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([startServer(env()), launchBrowser()]);
  await (await signedInMember(browser, server.url, smtp, MODERATOR)).context.close();
  ({ server } = await grantRole(server, env(), MODERATOR, "moderator"));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** How wide the page is: wider than the window means a sideways scroll for everyone on it. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** For the failure message: the outermost elements that reach past the window. */
const stickingOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = (element: Element | null) => Boolean(element && element.getBoundingClientRect().right > width + 1);
    return [...document.querySelectorAll("body *")]
      .filter((element) => past(element) && !past(element.parentElement))
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class")}">`)
      .slice(0, 5)
      .join(", ");
  });

describe("one long word", () => {
  it("wraps on the forum, the permalink, the queue, notifications and a profile from 320 px up", async () => {
    const word = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(7).slice(0, 300);
    const url = `https://www.example.ie/${"a-very-long-address-".repeat(15)}`;
    const title = `Why ${word.slice(0, 180)}`;
    const author = await signedInMember(browser, server.url, smtp, "long-word@example.com");
    const profileId = await author.page.evaluate(async () => {
      const response = await fetch("/resources/viewer");
      return ((await response.json()) as { user: { id: string } }).user.id;
    });
    await postForm(author.page, server.url, `/profile/${profileId}`, { username: "longword", bio: `About ${word}` });
    const postId = await createPostQuickly(author.page, server.url, title, `First ${word} then ${url} and more.`);

    // Another member comments, mentioning the author (whose notification names the post), and reports the post.
    const reader = await signedInMember(browser, server.url, smtp, "long-word-reader@example.com");
    await postForm(reader.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: `Answer: ${word} @longword`,
    });
    await postForm(reader.page, server.url, "/report", { postId, reason: "spam", details: `Because ${word}` });
    await reader.context.close();
    const moderator = await signIn(browser, server.url, MODERATOR);

    for (const viewport of [SMALLEST_PHONE, DESKTOP]) {
      await author.page.setViewportSize(viewport);
      await moderator.page.setViewportSize(viewport);
      const visits: [Page, string][] = [
        [author.page, "/community/forum"],
        [author.page, `/community/forum/posts/${postId}`],
        [author.page, "/notifications"],
        [author.page, `/profile/${profileId}`],
        [moderator.page, "/moderation"],
      ];
      for (const [page, path] of visits) {
        await page.goto(`${server.url}${path}`);
        await page
          .getByText(/Pneumonoultra/)
          .first()
          .waitFor();
        if (path === "/community/forum") {
          // The comments open in the list too: the comment's word must wrap there as well.
          await page.getByRole("button", { name: /Account menu/ }).waitFor();
          await page.locator(`#post-${postId}`).getByRole("link", { name: "Comment", exact: true }).click();
          await page
            .getByText(/^Answer: Pneumono/)
            .first()
            .waitFor();
        }
        if (shots) {
          const name = path.split("/")[1] + (path.includes("posts") ? "-post" : "");
          await page.screenshot({ path: `${shots}/long-word-${name}-${viewport.width}.png`, fullPage: true });
        }
        expect
          .soft(await pageWidth(page), `${path} at ${viewport.width} px: ${await stickingOut(page)}`)
          .toBe(viewport.width);
      }
    }
    await author.context.close();
    await moderator.context.close();
  });
});

describe("dates", () => {
  it("one format: 'ago' while recent, the exact time in the tooltip, Irish time without JavaScript, the reader's with it", async () => {
    const author = await signedInMember(browser, server.url, smtp, "dates@example.com");
    const postId = await createPostQuickly(author.page, server.url, "When does the Luas run on Sundays?");
    await postForm(author.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "From about 7 in the morning, I think.",
    });
    await author.context.close();
    const hourIn = (timeZone: string, iso: string) =>
      new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
        new Date(iso),
      );

    // A reader in Tokyo: once the page runs, their own time.
    const reader = await browser.newContext({ viewport: DESKTOP, timezoneId: "Asia/Tokyo" });
    const page = await reader.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      const isProblem = message.type() === "error" || message.type() === "warning";
      if (isProblem && message.text() !== SERVICE_WORKER_BLOCKED_WARNING) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${server.url}/community/forum/posts/${postId}`);
    // A visitor's post page runs its scripts on their first scroll (ADR 0043).
    await page.mouse.wheel(0, 100);
    const dates = page.locator("main time");
    await expect.poll(() => dates.count()).toBe(2); // the post's and the comment's
    for (const date of await dates.all()) {
      const iso = (await date.getAttribute("datetime"))!;
      expect(new Date(iso).toISOString()).toBe(iso);
      expect(await date.textContent()).toMatch(/^(just now|\d+ minutes? ago)$/);
      await expect.poll(() => date.getAttribute("title")).toMatch(new RegExp(`, ${hourIn("Asia/Tokyo", iso)}$`));
    }
    expect(problems.join("\n")).toBe("");
    await reader.close();

    // Without JavaScript: Irish time, and the tooltip says so.
    const plain = await browser.newContext({ viewport: DESKTOP, timezoneId: "Asia/Tokyo", javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${server.url}/community/forum/posts/${postId}`);
    for (const date of await plainPage.locator("main time").all()) {
      const iso = (await date.getAttribute("datetime"))!;
      expect(await date.textContent()).toMatch(/^(just now|\d+ minutes? ago)$/);
      expect(await date.getAttribute("title")).toMatch(
        new RegExp(`, ${hourIn("Europe/Dublin", iso)} \\(Irish time\\)$`),
      );
    }
    await plain.close();
  });
});

describe("without JavaScript", () => {
  it("the home page lists the latest posts, the phone menu opens, and Sign In takes a member to their dashboard", async () => {
    const member = await signedInMember(browser, server.url, smtp, "no-script@example.com");
    await createPostQuickly(member.page, server.url, "Which bank takes a student without a PPS number?");
    const cookies = await member.context.cookies();
    await member.context.close();

    // A visitor on a phone: the posts are in the page, and the menu opens and leads somewhere.
    const visitor = await browser.newContext({ viewport: SMALLEST_PHONE, javaScriptEnabled: false });
    const page = await visitor.newPage();
    await page.goto(server.url);
    const latest = page.getByRole("region", { name: "Latest from the Forum" });
    expect(await latest.getByRole("link", { name: /Which bank takes a student/ }).isVisible()).toBe(true);
    expect(await latest.getByRole("list", { name: "Loading recent posts" }).count()).toBe(0);
    const sections = page.locator("#mobile-menu");
    expect(await sections.isVisible()).toBe(false);
    await page.getByRole("banner").getByLabel("Menu").click();
    expect(await sections.isVisible()).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/no-js-phone-menu-320.png`, fullPage: true });
    expect(await pageWidth(page)).toBe(SMALLEST_PHONE.width);
    await sections.getByRole("link", { name: "Transport" }).click();
    await page.waitForURL(`${server.url}/transport`);
    expect(await page.locator("h1").textContent()).toContain("Transport");
    if (shots) {
      await page.goto(server.url);
      await page.screenshot({ path: `${shots}/no-js-home-320.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${shots}/no-js-home-1280.png`, fullPage: true });
    }
    await visitor.close();

    // A member on a guide page (built ahead of time, so it offers Sign In): it leads to their dashboard.
    const plain = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await plain.addCookies(cookies);
    const guide = await plain.newPage();
    await guide.goto(`${server.url}/housing`);
    await guide.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await guide.waitForURL(`${server.url}/dashboard`);
    expect(await guide.locator("h1").textContent()).toBe("Dashboard");
    await plain.close();
  });
});

describe("a slow page", () => {
  it("shows a loading bar at the top of the window, inside the header's landmark, until the page comes", async () => {
    // (No service worker: the test holds the page's data back in the network, where one would answer it.)
    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/community/forum`, { waitUntil: "networkidle" });
    // The sign-in page's data held back, as on a weak connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/auth\.data/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await bar.waitFor();
    expect((await bar.boundingBox())?.y).toBe(0);
    expect(await page.getByRole("banner").getByRole("progressbar").count()).toBe(1);
    await expectNoAxeViolations(page, "a page on its way");
    if (shots) {
      await page.screenshot({ path: `${shots}/loading-bar-1280.png`, clip: { x: 0, y: 0, width: 1280, height: 120 } });
      await page.setViewportSize(SMALLEST_PHONE);
      await page.screenshot({ path: `${shots}/loading-bar-320.png`, clip: { x: 0, y: 0, width: 320, height: 120 } });
    }
    release();
    await page.getByLabel("Password").waitFor();
    await bar.waitFor({ state: "detached" });
    await context.close();
  });
});

describe("a refused form on a phone", () => {
  it("brings the field in error into view below the sticky header, its message clear of the toast", async () => {
    const first = await signedInMember(browser, server.url, smtp, "phone-form@example.com", {
      width: 375,
      height: 667,
    });
    const { context } = first;
    let page = first.page;
    await page.goto(`${server.url}/community/forum/new-post`);
    const header = () => page.getByRole("banner");
    const box = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!;
    /** The field is below the header, and its message between the header and the toast. */
    async function expectClear(field: ReturnType<Page["locator"]>, message: string, shot: string) {
      // The toast on screen (not the screen reader's copy of its words).
      const toast = page
        .locator("li")
        .filter({ has: page.getByRole("button", { name: "Close notification" }), hasText: message });
      await toast.waitFor();
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      const headerBottom = (await box(header())).y + (await box(header())).height;
      const fieldBox = await box(field);
      // The message beside the field: the last of what describes it.
      const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ").at(-1)!;
      const inline = page.locator(`[id="${describedBy}"]`);
      expect(await inline.textContent()).toBe(message);
      const messageBox = await box(inline);
      const toastTop = (await box(toast)).y;
      expect(fieldBox.y, "the field's top is below the header").toBeGreaterThanOrEqual(headerBottom);
      expect(messageBox.y + messageBox.height, "the message is above the toast").toBeLessThanOrEqual(toastTop);
      if (shots) await page.screenshot({ path: `${shots}/${shot}.png` });
    }

    // The category, at the top of the form, forgotten: the page scrolls back up to it.
    await page.getByLabel("Title").fill("Is the 46A the fastest bus to UCD?");
    await page.getByLabel("Content").fill("It seems to stop everywhere.\n".repeat(12));
    await page.getByRole("button", { name: "Create Post" }).click();
    await expectClear(page.getByLabel("Category"), "Please select a category", "refused-category-375");

    await context.close();

    // The content, lower down, left empty; the member scrolls just far enough to reach the button. (Another
    // member: the first left a title and text unsent, which their editor now offers back as a draft above
    // the buttons, arriving a moment after the page.)
    const other = await signedInMember(browser, server.url, smtp, "phone-form-2@example.com", {
      width: 375,
      height: 667,
    });
    page = other.page;
    await page.goto(`${server.url}/community/forum/new-post`);
    await page.getByLabel("Category").selectOption({ label: "Transport" });
    await page.getByLabel("Title").fill("Is the 46A the fastest bus to UCD?");
    const create = page.getByRole("button", { name: "Create Post" });
    await create.evaluate((button) => button.scrollIntoView({ block: "end" }));
    await create.click();
    await expectClear(page.getByLabel("Content"), "Please enter content", "refused-content-375");
    await other.context.close();
  });
});

describe("addresses", () => {
  it("canonical, og:url and og:image name the running server's PUBLIC_URL, on prerendered and rendered pages; /favicon.ico and the card are there", async () => {
    const site = "https://guide.example.ie";
    const elsewhere = await startServer({ PUBLIC_URL: site });
    try {
      /** The page as sent in one encoding, decoded by hand: each stored copy must say the same. */
      const fetchAs = (path: string, encoding: string) =>
        new Promise<{ html: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
          get(`${elsewhere.url}${path}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const raw = Buffer.concat(chunks);
              const used = response.headers["content-encoding"];
              const body = used === "br" ? brotliDecompressSync(raw) : used === "gzip" ? gunzipSync(raw) : raw;
              resolve({ html: body.toString("utf8"), headers: response.headers });
            });
          }).on("error", reject);
        });
      for (const [path, expected] of [
        ["/housing/rental-process", `${site}/housing/rental-process`], // prerendered
        ["/", `${site}/`], // rendered per request
        ["/community/forum", `${site}/community/forum`],
      ]) {
        for (const encoding of ["br", "gzip", "identity"]) {
          const { html, headers } = await fetchAs(path!, encoding);
          expect(html, `${path} (${encoding})`).toContain(`<link rel="canonical" href="${expected}"/>`);
          expect(html, `${path} (${encoding})`).toContain(`<meta property="og:url" content="${expected}"/>`);
          expect(html, `${path} (${encoding})`).toContain(
            `<meta property="og:image" content="${site}/social-card.png"/>`,
          );
          // The inline scripts are untouched: the policy's hashes still allow every one.
          const policy = String(headers["content-security-policy"]);
          for (const hash of inlineScriptHashes(html)) expect(policy, `${path} (${encoding})`).toContain(hash);
        }
      }

      // What a link preview and a browser's tab ask for (issue #46 item 19): the card, and /favicon.ico.
      const card = await fetch(`${elsewhere.url}/social-card.png`);
      expect([card.status, card.headers.get("content-type")]).toEqual([200, "image/png"]);
      const { width, height } = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
      expect([width, height]).toEqual([1200, 630]);
      const icon = await fetch(`${elsewhere.url}/favicon.ico`);
      expect([icon.status, icon.headers.get("content-type")]).toEqual([200, "image/x-icon"]);
      expect((await sharp(Buffer.from((await icon.arrayBuffer()).slice(22))).metadata()).width).toBe(32);

      // Read in a browser: once hydrated, still one canonical address, the same.
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.goto(`${elsewhere.url}/housing/rental-process`);
      await page.keyboard.press("Shift"); // a reader's first key: the page runs (ADR 0020)
      await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
      await expect.poll(() => page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(true);
      const canonical = page.locator('link[rel="canonical"]');
      expect(await canonical.count()).toBe(1);
      expect(await canonical.getAttribute("href")).toBe(`${site}/housing/rental-process`);
      expect(await page.locator('meta[property="og:url"]').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await elsewhere.stop();
    }
  });
});
