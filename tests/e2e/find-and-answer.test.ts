import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parseFeed } from "../helpers/feeds";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./helpers/browser";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #31, "Done when": a newcomer's question is asked in Housing, found under Unanswered, answered,
 * and found again by a visitor: in the category's top posts of the month and by a search filtered to
 * the category. With JavaScript, and the same journey where it is forms and links without it.
 */
// Edits made a minute after posting would fold into the first version (ADR 0047): these keep every one.
const suite = serverWithMailForThisFile({ EDIT_GRACE_SECONDS: "0" });
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

/** The karma the member's dashboard shows. */
async function karmaOf(page: Page): Promise<number> {
  await page.goto(`${suite.server.url}/dashboard`);
  const stat = page
    .locator("div")
    .filter({ has: page.getByText("Karma points", { exact: true }) })
    .last();
  return Number(await stat.locator("p").first().textContent());
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
    // The address changes a moment before the page does: wait for the tab the member sees as chosen, so the
    // category link below is the unanswered list's (on a busy machine the old page's link was clicked).
    await expect
      .poll(
        () =>
          b.page
            .getByRole("navigation", { name: "Sort posts" })
            .getByRole("link", { name: "Unanswered" })
            .getAttribute("aria-current"),
        SLOW,
      )
      .toBe("page");
    await expect.poll(() => listed(b.page), SLOW).toContain(QUESTION);
    await b.page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Housing & Accommodation" })
      .click();
    await b.page.waitForURL(/\/community\/forum\/c\/housing\?sort=unanswered$/);
    await expect.poll(() => listed(b.page), SLOW).toContain(QUESTION);
    // The question is in both lists: wait for the category's page itself, as a member would see it.
    await expect
      .poll(() => b.page.getByRole("heading", { level: 1 }).textContent(), SLOW)
      .toBe("Housing & Accommodation");
    await expectNoAxeViolations(b.page);
    if (shots) await b.page.screenshot({ path: `${shots}/category-unanswered-phone.png`, fullPage: true });

    await b.page.getByRole("link", { name: QUESTION }).click();
    await b.page.waitForURL(permalink);
    await b.page
      .getByLabel("Add a comment")
      .fill("No: never pay before you have seen the room and signed. It is a scam.");
    await b.page.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => b.page.getByText("Comment added successfully!").first().isVisible(), SLOW).toBe(true);
    // The toast comes with the server's answer, the box empties once the page has the comment: leaving between
    // the two (the post's page still refreshing) once left the next navigation waiting out its 10 s, in a full
    // run of the browser suite (never in nine runs of this file alone). A member sees the box empty, then moves on.
    await expect.poll(() => b.page.getByLabel("Add a comment").last().inputValue(), SLOW).toBe("");
    // Answered: B's own list no longer shows it as unanswered (a member's write drops their pages).
    await b.page.goto(`${suite.server.url}/community/forum/c/housing?sort=unanswered`);
    expect(await listed(b.page)).not.toContain(QUESTION);
    const karmaBefore = await karmaOf(b.page);

    // A marks B's comment as the answer; it shows under the question.
    await a.page.goto(permalink);
    const answer = a.page
      .getByRole("region", { name: "Comments" })
      .getByRole("listitem")
      .filter({ hasText: "never pay" });
    await answer.getByRole("button", { name: "Mark as answer" }).click();
    await expect.poll(() => a.page.getByText("Marked as the answer.").first().isVisible(), SLOW).toBe(true);
    await expect
      .poll(() => a.page.getByRole("region", { name: "Accepted answer" }).textContent(), SLOW)
      .toContain("never pay before you have seen the room");

    // B is told, and has 15 more karma.
    await b.page.goto(`${suite.server.url}/notifications`);
    await expect
      .poll(
        () =>
          b.page
            .getByText(/accepted your comment as the answer/)
            .first()
            .isVisible(),
        SLOW,
      )
      .toBe(true);
    expect(await karmaOf(b.page)).toBe(karmaBefore + 15);

    // A quotes B's answer in a reply: the quote names B and links to the comment.
    await a.page.locator("html[data-hydrated]").waitFor(SLOW);
    await answer.getByRole("button", { name: "Quote this comment" }).click();
    await expect
      .poll(() => a.page.getByLabel("Add a comment").inputValue())
      .toMatch(/^> \[answerer\]\(.*#comment-[0-9a-f-]{36}\):\n/);
    await a.page.getByLabel("Add a comment").press("End");
    await a.page.keyboard.type("Thank you!");
    await a.page.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => a.page.locator("li[id^=comment-] blockquote").first().isVisible(), SLOW).toBe(true);
    await expect.poll(() => a.page.getByLabel("Add a comment").last().inputValue(), SLOW).toBe("");
    expect(
      await a.page.locator("li[id^=comment-] blockquote").first().getByRole("link", { name: "answerer" }).count(),
    ).toBe(1);

    // A edits the question: "(edited)" opens what changed, as a diff.
    await a.page.goto(permalink);
    await a.page.locator("article[id^=post-]").first().getByRole("link", { name: "Edit" }).first().click();
    await a.page.getByLabel("Content").fill("They ask for **700 euro** to see a room in Rathmines.");
    await a.page.getByRole("button", { name: "Save Changes" }).click();
    await a.page.waitForURL(permalink);
    await a.page
      .locator("article[id^=post-]")
      .first()
      .getByRole("link", { name: /\(edited\)/ })
      .first()
      .click();
    await expect.poll(() => a.page.getByRole("heading", { level: 1 }).textContent(), SLOW).toBe("Edit history");
    const edit = a.page.getByRole("article", { name: "Edit 1" });
    expect(await edit.locator("del").allTextContents()).toEqual(["[removed: 500]"]);
    expect(await edit.locator("ins").allTextContents()).toEqual(["[added: 700]"]);
    await expectNoAxeViolations(a.page);
    await a.context.close();
    await b.context.close();
  });

  it("C starts typing the same question and is shown A's post, solved", async () => {
    const c = await signedInMember(suite.browser, suite.server.url, suite.smtp, "third@example.com", PHONE);
    await c.page.goto(`${suite.server.url}/community/forum/new-post`);
    await c.page.locator("html[data-hydrated]").waitFor(SLOW);
    await c.page.getByLabel("Title").pressSequentially("Deposit before viewing a room", { delay: 20 });
    const similar = c.page.getByRole("region", { name: "Similar questions" });
    await expect
      .poll(() => similar.getByRole("link", { name: new RegExp(QUESTION.slice(0, 20)) }).isVisible(), SLOW)
      .toBe(true);
    expect(await similar.getByText("Solved").first().isVisible()).toBe(true);
    await expectNoAxeViolations(c.page);

    // C's draft survives a reload and is offered back.
    await c.page.getByLabel("Category").selectOption("housing");
    await c.page.getByLabel("Content").pressSequentially("Mine asks for 300 euro by Revolut.", { delay: 10 });
    await expect
      .poll(
        () =>
          c.page
            .getByText(/Draft saved/)
            .first()
            .isVisible(),
        SLOW,
      )
      .toBe(true);
    // Leaving with text asks first (the drafts' own test checks the question): here the member leaves.
    c.page.on("dialog", (dialog) => void dialog.accept());
    await c.page.reload();
    await expect.poll(() => c.page.getByText("You have an unsent draft saved").count(), SLOW).toBe(1);
    await c.page.getByRole("button", { name: "Restore draft" }).click();
    expect(await c.page.getByLabel("Content").inputValue()).toBe("Mine asks for 300 euro by Revolut.");

    // C bookmarks A's post; the dashboard lists it.
    await c.page.goto(permalink);
    await c.page.locator("html[data-hydrated]").waitFor(SLOW);
    await c.page
      .locator("article[id^=post-]")
      .first()
      .getByRole("button", { name: "Bookmark", exact: true })
      .first()
      .click();
    // The button turns at once and stays dimmed until the server has kept the bookmark: leaving before
    // that would cancel the request.
    const saved = c.page.getByRole("button", { name: "Remove bookmark" }).first();
    await saved.waitFor(SLOW);
    await expect.poll(() => saved.getAttribute("aria-disabled"), SLOW).toBeNull();
    await c.page.goto(`${suite.server.url}/dashboard`);
    const bookmarks = c.page.getByRole("region", { name: "Bookmarks" });
    // The button changes at once; the list shows it once the bookmark is saved (the page reloads its data then).
    await expect.poll(() => bookmarks.getByRole("link", { name: QUESTION }).isVisible(), SLOW).toBe(true);
    await c.context.close();
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
    await page.getByLabel("Answer").selectOption({ label: "Solved" });
    await page.waitForURL(/solved=solved/);
    await expect.poll(() => page.getByRole("link", { name: QUESTION }).isVisible(), SLOW).toBe(true);
    expect(await page.getByRole("listitem").filter({ hasText: QUESTION }).getByText("Solved").isVisible()).toBe(true);
    await page.getByLabel("Category").selectOption({ label: "Legal & Immigration" });
    await expect.poll(() => page.getByText("No results found.").isVisible(), SLOW).toBe(true);
    await expectNoAxeViolations(page);

    // The category's feed, as a feed reader parses it, lists the post.
    const feed = await page.request.get(`${suite.server.url}/community/forum/c/housing/feed.xml`);
    expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
    const { items } = await parseFeed(await feed.text(), suite.server.url);
    expect(items.map((item) => item.title)).toContain(QUESTION);
    expect(items.find((item) => item.title === QUESTION)?.link).toMatch(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
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
