import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #31 item 6: selecting text in a post or a comment offers "Quote", which puts it in the reply box as
 * a Markdown quote naming its author and linking to it; each item's own Quote action does the same from
 * the keyboard. Only with JavaScript.
 */
const suite = serverWithMailForThisFile();
const SLOW = { timeout: 10_000 };
const shots = process.env.SCREENSHOTS_DIR;

const POST_TEXT = "Deposits are usually one month of rent.\n\nThe RTB registers every tenancy.";
const COMMENT_TEXT = "Ask for the **receipt** when you pay.";

/** Selects the whole paragraph a reader triple-clicks in, as a reader would. */
async function selectParagraph(page: Page, paragraph: ReturnType<Page["locator"]>) {
  await paragraph.click({ clickCount: 3 });
}

const replyBox = (page: Page) => page.getByLabel("Add a comment");
const quoteButton = (page: Page) => page.getByRole("button", { name: "Quote selection" });

describe("quote", () => {
  it("quotes a selection in a post and in a comment, names the author and links to the item", async () => {
    const author = await signedInMember(suite.browser, suite.server.url, suite.smtp, "quote-aoife@example.com");
    const postId = await createPostQuickly(author.page, suite.server.url, "Rent deposits in Dublin", POST_TEXT);
    const commenter = await signedInMember(suite.browser, suite.server.url, suite.smtp, "quote_bilal@example.com");
    const location = await postForm(commenter.page, suite.server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: COMMENT_TEXT,
      parentId: "",
    });
    const commentId = /#comment-([0-9a-f-]{36})$/.exec(location)![1]!;
    await commenter.context.close();

    const { page, context } = author;
    await page.goto(`${suite.server.url}/community/forum/posts/${postId}`);
    await page.locator("html[data-hydrated]").waitFor(SLOW);

    // A selection in the post: the button shows under it.
    const postBody = page.locator(`#post-${postId} > div.mt-3 .prose-forum`);
    await selectParagraph(page, postBody.locator("p").nth(1));
    await quoteButton(page).waitFor(SLOW);
    await expectNoAxeViolations(page, "the post page with a Quote button over a selection");
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, "quote-selection-1280.png") });
    }
    await quoteButton(page).click();
    const postHref = `/community/forum/posts/${postId}`;
    await expect
      .poll(() => replyBox(page).inputValue())
      .toBe(`> [quote\\-aoife](${postHref}):\n>\n> The RTB registers every tenancy.\n\n`);
    // The box has the focus, its caret after the quote; the selection's button is gone.
    expect(await replyBox(page).evaluate((box: HTMLTextAreaElement) => box === document.activeElement)).toBe(true);
    expect(await replyBox(page).evaluate((box: HTMLTextAreaElement) => box.selectionStart === box.value.length)).toBe(
      true,
    );
    expect(await quoteButton(page).count()).toBe(0);

    // A selection in the comment goes after it.
    const comment = page.locator(`#comment-${commentId}`);
    await selectParagraph(page, comment.locator(".prose-forum p"));
    await quoteButton(page).click();
    const commentHref = `/community/forum/posts/${postId}?comment=${commentId}#comment-${commentId}`;
    await expect
      .poll(() => replyBox(page).inputValue())
      .toContain(`tenancy.\n\n> [quote\\_bilal](${commentHref}):\n>\n> Ask for the receipt when you pay.\n\n`);

    // From the keyboard, with nothing selected: the comment's own Quote action quotes its Markdown.
    await replyBox(page).fill("");
    await comment.getByRole("button", { name: "Quote this comment" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => replyBox(page).inputValue())
      .toBe(`> [quote\\_bilal](${commentHref}):\n>\n> Ask for the **receipt** when you pay.\n\n`);
    await page.keyboard.type("Good advice.");

    // Sent, the quote is a blockquote that names and links its author's comment.
    await page.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => page.getByText("Comment added successfully!").first().isVisible(), SLOW).toBe(true);
    const quoted = page.locator("li[id^=comment-] blockquote").first();
    await quoted.waitFor(SLOW);
    expect(await quoted.getByRole("link", { name: "quote_bilal" }).getAttribute("href")).toBe(commentHref);
    expect(await quoted.locator("strong").textContent()).toBe("receipt");
    // The byline is worded in each reader's language, though it was written on an English page (issue #46
    // item 13).
    expect(await quoted.locator("p").first().innerText()).toBe("quote_bilal wrote:");
    await expectNoAxeViolations(page, "the post page after a quote was sent");
    await page.goto(`${suite.server.url}/zh-cn/community/forum/posts/${postId}`);
    const chinese = page.locator("li[id^=comment-] blockquote").first();
    expect(await chinese.locator("p").first().innerText()).toBe("quote_bilal写道：");
    expect(await chinese.getByRole("link", { name: "quote_bilal" }).getAttribute("href")).toBe(`/zh-cn${commentHref}`);
    await page.goto(`${suite.server.url}/ar/community/forum/posts/${postId}`);
    const arabic = page.locator("li[id^=comment-] blockquote").first();
    expect(await arabic.locator("p").first().innerText()).toBe("كتب quote_bilal:");
    if (shots) {
      await page.locator("li[id^=comment-] blockquote").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, "quote-ar-1280.png") });
      await page.setViewportSize({ width: 320, height: 700 });
      await page.locator("li[id^=comment-] blockquote").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, "quote-ar-320.png") });
      await page.goto(`${suite.server.url}/zh-cn/community/forum/posts/${postId}`);
      await page.locator("li[id^=comment-] blockquote").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, "quote-zh-cn-320.png") });
      await page.setViewportSize(DESKTOP);
      await page.goto(`${suite.server.url}/zh-cn/community/forum/posts/${postId}`);
      await page.locator("li[id^=comment-] blockquote").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, "quote-zh-cn-1280.png") });
    }
    await context.close();
  });

  it("fits a phone's width", async () => {
    const { page, context } = await signedInMember(
      suite.browser,
      suite.server.url,
      suite.smtp,
      "quote-phone@example.com",
      { width: 320, height: 700 },
    );
    const postId = await createPostQuickly(page, suite.server.url, "Bus passes for students", POST_TEXT);
    await page.goto(`${suite.server.url}/community/forum/posts/${postId}`);
    await page.locator("html[data-hydrated]").waitFor(SLOW);
    await selectParagraph(page, page.locator(`#post-${postId} > div.mt-3 .prose-forum p`).first());
    await quoteButton(page).waitFor(SLOW);
    const box = await quoteButton(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    if (shots) await page.screenshot({ path: join(shots, "quote-selection-320.png") });
    await quoteButton(page).click();
    await expect.poll(() => replyBox(page).inputValue()).toContain("> Deposits are usually one month of rent.");
    await context.close();
  });

  it("is not there without JavaScript, nor for a visitor", async () => {
    const member = await signedInMember(suite.browser, suite.server.url, suite.smtp, "quote-nojs@example.com");
    const postId = await createPostQuickly(member.page, suite.server.url, "Quote without JavaScript", POST_TEXT);
    const cookies = await member.context.cookies();
    await member.context.close();
    const noScript = await suite.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const page = await noScript.newPage();
    await page.goto(`${suite.server.url}/community/forum/posts/${postId}`);
    await replyBox(page).waitFor();
    expect(await page.getByRole("button", { name: /^Quote/ }).count()).toBe(0);
    await noScript.close();

    const visitor = await suite.browser.newContext({ viewport: DESKTOP });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${suite.server.url}/community/forum/posts/${postId}`);
    await visitorPage.mouse.wheel(0, 100); // a visitor's post page runs its scripts on first use (ADR 0043)
    await visitorPage.locator("html[data-hydrated]").waitFor(SLOW);
    expect(await visitorPage.getByRole("button", { name: /^Quote/ }).count()).toBe(0);
    await visitor.close();
  });
});
