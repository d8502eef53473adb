import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./helpers/browser";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #31, "Done when": a newcomer's question is asked in Housing, found under Unanswered, answered,
 * and found again by a visitor: in the category's top posts of the month and by a search filtered to
 * the category. With JavaScript, and the same journey where it is forms and links without it.
 */
const suite = serverWithMailForThisFile();
const SLOW = { timeout: 10_000 };
const shots = process.env.SCREENSHOTS_DIR;
const QUESTION = "Landlord wants a deposit before the viewing: normal?";

async function ask(page: Page, title: string, content: string) {
  await page.goto(`${suite.server.url}/community/forum/c/housing`);
  await page.getByRole("link", { name: "Create Post" }).click();
  await page.waitForURL(/\/community\/forum\/new-post\?category=housing$/);
  expect(await page.getByLabel("Category").inputValue()).toBe("housing");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.waitForURL(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
  return page.url();
}

/** The titles of the posts a list shows, in order. */
const listed = (page: Page) => page.locator("article[id^=post-] h2, article[id^=post-] h3").allTextContents();

describe("find and answer", () => {
  let permalink: string;

  it("A asks in Housing; B finds it under Unanswered, in the forum and in the category, and answers", async () => {
    const a = await signedInMember(suite.browser, suite.server.url, suite.smtp, "asker@example.com");
    permalink = await ask(a.page, QUESTION, "They ask for **500 euro** to see a room in Rathmines.");

    const b = await signedInMember(suite.browser, suite.server.url, suite.smtp, "answerer@example.com", PHONE);
    await b.page.goto(`${suite.server.url}/community/forum`);
    await b.page.getByRole("navigation", { name: "Sort posts" }).getByRole("link", { name: "Unanswered" }).click();
    await b.page.waitForURL(/\/community\/forum\?sort=unanswered$/);
    await expect.poll(() => listed(b.page), SLOW).toContain(QUESTION);
    await b.page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Housing & Accommodation" })
      .click();
    await b.page.waitForURL(/\/community\/forum\/c\/housing\?sort=unanswered$/);
    await expect.poll(() => listed(b.page), SLOW).toContain(QUESTION);
    expect(await b.page.getByRole("heading", { level: 1 }).textContent()).toBe("Housing & Accommodation");
    await expectNoAxeViolations(b.page);
    if (shots) await b.page.screenshot({ path: `${shots}/category-unanswered-phone.png`, fullPage: true });

    await b.page.getByRole("link", { name: QUESTION }).click();
    await b.page.waitForURL(permalink);
    await b.page
      .getByLabel("Add a comment")
      .fill("No: never pay before you have seen the room and signed. It is a scam.");
    await b.page.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => b.page.getByText("Comment added successfully!").first().isVisible(), SLOW).toBe(true);
    // Answered: B's own list no longer shows it as unanswered (a member's write drops their pages).
    await b.page.goto(`${suite.server.url}/community/forum/c/housing?sort=unanswered`);
    expect(await listed(b.page)).not.toContain(QUESTION);
    await a.context.close();
    await b.context.close();
  });

  it("a visitor finds it in the category's top posts of the month and by a search filtered to Housing", async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/community/forum/c/housing`);
    await page.getByRole("navigation", { name: "Sort posts" }).getByRole("link", { name: "Top" }).click();
    await page.getByRole("navigation", { name: "Top posts of" }).getByRole("link", { name: "This month" }).click();
    await page.waitForURL(/\/community\/forum\/c\/housing\?sort=top$/);
    await expect.poll(() => listed(page), SLOW).toContain(QUESTION);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/category-top-desktop.png` });

    await page.goto(`${suite.server.url}/search?q=deposit viewing`);
    await page.getByLabel("Category").selectOption({ label: "Housing & Accommodation" });
    await page.waitForURL(/category=housing/);
    await expect.poll(() => page.getByRole("link", { name: QUESTION }).isVisible(), SLOW).toBe(true);
    await page.getByLabel("Category").selectOption({ label: "Legal & Immigration" });
    await expect.poll(() => page.getByText("No results found.").isVisible(), SLOW).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("without JavaScript: the lists, their sorts and the search's filters are links and a plain form", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/community/forum`);
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Housing & Accommodation" })
      .click();
    await page.waitForURL(/\/community\/forum\/c\/housing$/);
    await page.getByRole("navigation", { name: "Sort posts" }).getByRole("link", { name: "Top" }).click();
    await page.waitForURL(/\/community\/forum\/c\/housing\?sort=top$/);
    expect(await listed(page)).toContain(QUESTION);
    await page.goto(`${suite.server.url}/search?q=deposit`);
    await page.getByLabel("Category").selectOption("housing");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=deposit&category=housing/);
    expect(await page.getByRole("link", { name: QUESTION }).isVisible()).toBe(true);
    await context.close();
  });
});
