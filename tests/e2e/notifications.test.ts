import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser } from "./helpers/browser";
import { COMMENT_THREADS_PER_PAGE } from "../../common/forum";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { startServer, type TestServer } from "./helpers/server";
import { startSmtpSink } from "./helpers/smtp-sink";

/**
 * Notifications as two members live them (issue #16): B comments on A's post; A's bell shows 1 without
 * a reload; A opens it and lands on the comment; A's other tab shows 0. A's mail reaches the SMTP sink
 * with the unsubscribe headers; after a one-click unsubscribe no more mail of that kind comes.
 * Screenshots (bell, list, preferences; desktop and 320 px) go to SCREENSHOTS_DIR or /tmp/notify-shots.
 */
const shots = process.env.SCREENSHOTS_DIR ?? "/tmp/notify-shots";
const NARROW = { width: 320, height: 720 };
let server: TestServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  smtp = await startSmtpSink();
  [server, browser] = await Promise.all([
    // No wait before mailing, and a worker that looks twice a second: the test need not sit for minutes.
    startServer({ SMTP_URL: smtp.url, NOTIFY_MAIL_DELAY_SECONDS: "0", NOTIFY_MAIL_INTERVAL_SECONDS: "0.5" }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "mi")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim();

describe("notifications", () => {
  it("B comments → A's bell shows 1 live → A opens it, lands on the comment → 0 in A's other tab; mail, unsubscribe", async () => {
    const a = await signedInMember(browser, server.url, smtp, "aoife@example.com");
    const b = await signedInMember(browser, server.url, smtp, "brian@example.com");
    const postId = await createPostQuickly(a.page, server.url, "How do I get a PPS number?", "Just arrived in Cork.");

    // A has two tabs open on the forum.
    const tabOne = a.page;
    const tabTwo = await a.context.newPage();
    await tabOne.goto(`${server.url}/community/forum`);
    await tabTwo.goto(`${server.url}/community/forum`);
    const bell = (page: typeof tabOne) => page.locator("header").getByRole("link", { name: /^Notifications/ });
    await expect.poll(() => bell(tabOne).getAttribute("data-unread")).toBe("0");

    // B comments (through the post page's form).
    await b.page.goto(`${server.url}/community/forum/posts/${postId}`);
    await b.page.getByLabel("Add a comment").fill("Book an appointment on MyWelfare.ie, bring your passport.");
    await b.page.getByRole("button", { name: "Comment", exact: true }).click();
    await expect.poll(() => b.page.getByText("Comment added successfully!").first().isVisible()).toBe(true);

    // A's bell says 1, in both tabs, without a reload.
    await expect.poll(() => bell(tabOne).getAttribute("data-unread"), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => bell(tabTwo).getAttribute("data-unread"), { timeout: 10_000 }).toBe("1");
    expect(await bell(tabOne).getAttribute("aria-label")).toBe("Notifications, 1 unread");
    await tabOne.locator("header").screenshot({ path: `${shots}/bell-desktop.png` });

    // The mail (no delay here) reaches the sink with a plain-text part and the unsubscribe headers.
    const deadline = Date.now() + 15_000;
    while (!smtp.received.some((m) => m.to.includes("aoife@example.com") && /commented/.test(m.subject))) {
      if (Date.now() > deadline) throw new Error("no notification mail for A");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = smtp.received.find((m) => m.to.includes("aoife@example.com") && /commented/.test(m.subject))!;
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(headerOf(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = /<([^>]+)>/.exec(headerOf(mail.raw, "List-Unsubscribe") ?? "")?.[1];
    expect(unsubscribeUrl).toMatch(/\/notifications\/unsubscribe\?token=/);

    // A opens the list and the notification: it lands on the comment.
    await tabOne.goto(`${server.url}/notifications`);
    await expectNoAxeViolations(tabOne);
    await tabOne.screenshot({ path: `${shots}/list-desktop.png`, fullPage: true });
    await tabOne.getByRole("link", { name: /commented on your post/ }).click();
    await tabOne.waitForURL(new RegExp(`/community/forum/posts/${postId}\\?comment=[0-9a-f-]{36}#comment-`));
    const commentId = new URL(tabOne.url()).hash.slice(1);
    await expect.poll(() => tabOne.locator(`[id="${commentId}"]`).count()).toBe(1);
    // The other tab: 0, without a reload.
    await expect.poll(() => bell(tabTwo).getAttribute("data-unread"), { timeout: 10_000 }).toBe("0");

    // Watch / Mute on the post page, and the settings' email section: axe-clean.
    await expect.poll(() => tabOne.getByRole("button", { name: /^Watch/ }).getAttribute("aria-pressed")).toBe("true");
    await expectNoAxeViolations(tabOne);
    await tabOne.goto(`${server.url}/settings#notifications`);
    await expectNoAxeViolations(tabOne);
    await tabOne.locator("#notifications").screenshot({ path: `${shots}/preferences-desktop.png` });

    // 320 px: bell, list and preferences.
    await tabTwo.setViewportSize(NARROW);
    await tabTwo.goto(`${server.url}/notifications`);
    await tabTwo.screenshot({ path: `${shots}/list-320.png`, fullPage: true });
    await tabTwo.locator("header").screenshot({ path: `${shots}/bell-320.png` });
    // In Arabic the post's Latin title is isolated: its "?" stays at its end (issue #46 item 8).
    await tabTwo.goto(`${server.url}/ar/notifications`);
    expect(await tabTwo.locator("main bdi", { hasText: "How do I get a PPS number?" }).count()).toBe(1);
    await tabTwo.screenshot({ path: `${shots}/list-ar-320.png`, fullPage: true });
    await expectNoAxeViolations(tabTwo);
    await tabTwo.goto(`${server.url}/settings#notifications`);
    await tabTwo.locator("#notifications").screenshot({ path: `${shots}/preferences-320.png` });
    const overflow = await tabTwo.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    // One-click unsubscribe (RFC 8058), as a mail provider does it: no cookies, a bad signature refused.
    const forged = await fetch(
      unsubscribeUrl!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      },
    );
    expect(forged.status).toBe(403);
    const done = await fetch(unsubscribeUrl!, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(done.status).toBe(200);

    // B comments again: A's bell shows it, but no mail of that kind comes.
    const before = smtp.received.filter((m) => m.to.includes("aoife@example.com")).length;
    await postForm(b.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Also: the appointment letter comes by post.",
      parentId: "",
    });
    await expect.poll(() => bell(tabOne).getAttribute("data-unread"), { timeout: 10_000 }).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // six worker ticks
    expect(smtp.received.filter((m) => m.to.includes("aoife@example.com")).length).toBe(before);

    // A takes a username; B mentions A by picking it from the comment editor's suggestions (keyboard).
    await tabOne.goto(`${server.url}/dashboard`);
    const profileEdit = await tabOne.getByRole("link", { name: "Edit profile" }).getAttribute("href");
    await postForm(a.page, server.url, profileEdit!, { intent: "update-profile", username: "aoife_cork", bio: "" });
    // B types before the page's scripts have run (a slow phone): they are held until the keys are in. In a
    // context without the service worker, which would serve them from its cache, past page.route.
    const phone = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
    phone.setDefaultTimeout(10_000);
    await phone.addCookies(await b.context.cookies());
    const typing = await phone.newPage();
    let scriptsAsked = 0;
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await typing.route("**/assets/**/*.js", async (route) => {
      scriptsAsked++;
      await scriptsHeld;
      await route.continue();
    });
    await typing.goto(`${server.url}/community/forum/posts/${postId}`, { waitUntil: "commit" });
    const box = typing.getByLabel("Add a comment");
    await box.pressSequentially("Ask @aoi");
    await expect.poll(() => scriptsAsked).toBeGreaterThan(0); // the page asked for them: held till now
    releaseScripts();
    const suggestions = typing.getByRole("listbox", { name: "Members to mention" });
    await expect.poll(() => suggestions.getByRole("option").allTextContents()).toEqual(["@aoife_cork"]);
    await typing.getByRole("region", { name: "Comments" }).screenshot({ path: `${shots}/mention-suggestions.png` });
    await box.press("Enter");
    await box.pressSequentially("about the letter.");
    expect(await box.inputValue()).toBe("Ask @aoife_cork about the letter.");
    await typing.getByRole("button", { name: "Comment", exact: true }).click();
    // The mention links to A's profile, and A is told once (a mention on A's own post is one notification).
    const mention = typing.getByRole("link", { name: "@aoife_cork" });
    await expect.poll(() => mention.getAttribute("href")).toBe("/u/aoife_cork");
    await expect.poll(() => bell(tabTwo).getAttribute("data-unread"), { timeout: 10_000 }).toBe("2");
    await tabTwo.goto(`${server.url}/notifications`);
    expect(await tabTwo.getByRole("link", { name: /mentioned you in/ }).count()).toBe(1);
    await a.context.close();
    await b.context.close();
    await phone.close();
  }, 120_000);

  it("a notification of a comment on the second page of comments opens that page, at the comment", async () => {
    const a = await signedInMember(browser, server.url, smtp, "niamh@example.com");
    const b = await signedInMember(browser, server.url, smtp, "oisin@example.com");
    const postId = await createPostQuickly(a.page, server.url, "Is the Leap card worth it for a student?");
    for (let i = 1; i <= COMMENT_THREADS_PER_PAGE; i++) {
      await postForm(a.page, server.url, `/community/forum/posts/${postId}`, {
        intent: "comment",
        content: `Note to self ${i}`,
        parentId: "",
      });
    }
    await postForm(b.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Yes: the student Leap card halves the fares.",
      parentId: "",
    });
    await a.page.goto(`${server.url}/notifications`, { waitUntil: "networkidle" });
    await a.page
      .getByRole("link", { name: /commented on your post/ })
      .first()
      .click();
    await a.page.waitForURL(new RegExp(`/community/forum/posts/${postId}\\?comment=[0-9a-f-]{36}#comment-`));
    const commentId = new URL(a.page.url()).hash.slice("#comment-".length);
    const pager = a.page.getByRole("navigation", { name: "Comment pages" });
    await expect.poll(() => pager.locator("[aria-current=page]").textContent()).toBe("Page 2");
    const linked = a.page.locator(`[id="comment-${commentId}"]`);
    expect(await linked.textContent()).toContain("the student Leap card halves the fares");
    await expect.poll(() => linked.getAttribute("class")).toContain("ring-accent");
    await a.context.close();
    await b.context.close();
  }, 120_000);
});
