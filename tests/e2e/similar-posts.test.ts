import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #31 item 3: a member typing a question that was asked before is shown it under the title, and
 * a post's page shows related posts. Without JavaScript the form posts as ever.
 */
const suite = serverWithMailForThisFile();
const shots = process.env.SCREENSHOTS_DIR;
const PHONE_320 = { width: 320, height: 800 };
const ASKED = "Getting my deposit back from a landlord in Dublin";

const housingPost = (page: Page, title: string, content: string) =>
  postForm(page, suite.server.url, "/community/forum/new-post", { title, content, category: "housing" });

/** The same member in another browser context: another width, or without JavaScript. */
async function sameMember(context: BrowserContext, options: { width: number; height: number }, javaScript = true) {
  const other = await suite.browser.newContext({
    viewport: options,
    storageState: await context.storageState(),
    javaScriptEnabled: javaScript,
    reducedMotion: "reduce",
  });
  other.setDefaultTimeout(10_000);
  return { other, page: await other.newPage() };
}

describe("similar questions and related posts", () => {
  let askedPath = "";

  it("A asked in Housing; C types the same question and is shown A's post, by keyboard too", async () => {
    const a = await signedInMember(suite.browser, suite.server.url, suite.smtp, "aoife-similar@example.com");
    askedPath = await housingPost(a.page, ASKED, "The landlord kept **all** of it. The RTB says to open a dispute.");
    await housingPost(a.page, "Rent pressure zones in Cork city", "Is my rent increase legal?");
    await housingPost(a.page, "Student accommodation near DCU for September", "Any leads?");
    await housingPost(a.page, "How long does an RTB dispute take?", "Opened one in March.");
    await a.context.close();

    const c = await signedInMember(suite.browser, suite.server.url, suite.smtp, "ciaran-similar@example.com");
    const page = c.page;
    await page.goto(`${suite.server.url}/community/forum/new-post`);
    await page.getByLabel("Category").selectOption({ label: "Housing & Accommodation" });
    const title = page.getByLabel("Title");
    await title.pressSequentially("How do I get my deposit back from the landlord?", { delay: 20 });
    const similar = page.getByRole("region", { name: "Similar questions" });
    const link = similar.getByRole("link", { name: new RegExp(ASKED) });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute("href")).toBe(askedPath);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await similar.textContent()).toContain("Housing & Accommodation");
    expect(await similar.textContent()).toContain("0 comments");
    // Said once, politely, to a screen reader.
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "similar question" }).textContent())
      .toMatch(/^\d similar questions? found/);
    // From the title, Tab reaches the similar questions before the text.
    await title.focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(ASKED);
    await expectNoAxeViolations(page, "new post with similar questions");
    if (shots) await page.screenshot({ path: `${shots}/similar-questions-1280.png`, fullPage: true });

    const narrow = await sameMember(c.context, PHONE_320);
    await narrow.page.goto(`${suite.server.url}/community/forum/new-post`);
    await narrow.page.getByLabel("Title").pressSequentially("Deposit back from landlord", { delay: 20 });
    await expect
      .poll(() => narrow.page.getByRole("region", { name: "Similar questions" }).getByRole("link").first().isVisible())
      .toBe(true);
    const overflow = await narrow.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    if (shots) await narrow.page.screenshot({ path: `${shots}/similar-questions-320.png`, fullPage: true });
    // On an Arabic page the similar question opens in Arabic (issue #46 item 6).
    await narrow.page.goto(`${suite.server.url}/ar/community/forum/new-post`);
    await narrow.page.locator("input[name=title]").pressSequentially("Deposit back from landlord", { delay: 20 });
    const arabicLink = narrow.page.locator("section a[target=_blank]").filter({ hasText: ASKED });
    await expect.poll(() => arabicLink.isVisible()).toBe(true);
    expect(await arabicLink.getAttribute("href")).toBe(`/ar${askedPath}`);
    if (shots) await narrow.page.screenshot({ path: `${shots}/similar-questions-ar-320.png`, fullPage: true });
    await narrow.other.close();

    // Nothing typed was lost: C posts the question after all.
    await page.getByLabel("Content").fill("Mine was in Galway, the landlord says the oven was dirty.");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("How do I get my deposit back from the landlord?");
    await c.context.close();
  });

  it("without JavaScript the new-post form posts as ever", async () => {
    const c = await signedInMember(suite.browser, suite.server.url, suite.smtp, "cara-nojs@example.com");
    const plain = await sameMember(c.context, DESKTOP, false);
    await plain.page.goto(`${suite.server.url}/community/forum/new-post`);
    await plain.page.getByLabel("Category").selectOption({ label: "Housing & Accommodation" });
    await plain.page.getByLabel("Title").fill("Deposit back from my landlord in Limerick");
    await plain.page.getByLabel("Content").fill("Two months and nothing yet.");
    await plain.page.getByRole("button", { name: "Create Post" }).click();
    await plain.page.waitForURL(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
    expect(await plain.page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Deposit back from my landlord in Limerick",
    );
    await plain.other.close();
    await c.context.close();
  });

  it("a post's page shows related posts of its category, linked in the same tab", async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${askedPath}`);
    const related = page.getByRole("region", { name: "Related posts" });
    const links = related.getByRole("link");
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(4);
    const titles = await links.allTextContents();
    expect(titles).not.toContain(ASKED);
    expect(titles).toContain("How long does an RTB dispute take?");
    expect(await links.first().getAttribute("target")).toBeNull();
    await expectNoAxeViolations(page, "post with related posts");
    if (shots) await page.screenshot({ path: `${shots}/related-posts-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE_320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/related-posts-320.png`, fullPage: true });
    await links.filter({ hasText: "How long does an RTB dispute take?" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("How long does an RTB dispute take?");
    await context.close();
  });
});
