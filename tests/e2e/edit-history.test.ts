import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Edit history (issue #31 item 7): an author edits their post and a comment; "(edited)" appears and opens
 * what changed, word by word, marked for everyone (not by colour only), reachable with the keyboard.
 */
// Edits made a minute after posting would fold into the first version (ADR 0047): these keep every one.
const suite = serverWithMailForThisFile({ EDIT_GRACE_SECONDS: "0" });
const shots = process.env.SCREENSHOTS_DIR;
const PHONE_320 = { width: 320, height: 720 };

/** Tabs through the page until `name`'s link has the focus (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 60) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.tagName === "A" ? (element.getAttribute("aria-label") ?? element.textContent ?? "") : "";
    });
    if (name.test(focused)) return;
  }
  throw new Error(`no link named ${name} within ${limit} presses of Tab`);
}

describe("edit history", () => {
  it("the author edits a post: '(edited)' appears and opens the diff, by keyboard, axe clean", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "niamh@example.com");
    const postId = await createPostQuickly(
      page,
      suite.server.url,
      "Deposit for a room in Rathmines",
      "The landlord asked for one month of deposit, paid in cash.",
    );
    const permalink = `${suite.server.url}/community/forum/posts/${postId}`;
    await page.goto(permalink);
    const post = page.locator(`#post-${postId}`);
    expect(await post.getByRole("link", { name: /\(edited\)/ }).count()).toBe(0);

    // A leaving page that asked first (the drafts' guard) would show here: a test failing on this step says so.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialogs.push(dialog.message()));
    await post.getByRole("link", { name: "Edit" }).click();
    // The edit form is what the member waits for (a busy machine has taken more than 10 s to show it).
    await page
      .getByRole("button", { name: "Save Changes" })
      .waitFor({ timeout: 30_000 })
      .catch((error: Error) => {
        throw new Error(
          `the edit form did not show (dialogs: ${JSON.stringify(dialogs)}, at ${page.url()}): ${error.message}`,
        );
      });
    expect(page.url()).toMatch(/\/edit$/);
    await page.getByLabel("Content").fill("The landlord asked for two months of deposit, paid by bank transfer.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(permalink);
    const edited = post.getByRole("link", { name: /\(edited\)/ });
    await expect.poll(() => edited.isVisible()).toBe(true);
    expect(await edited.getAttribute("aria-label")).toBeNull();
    expect(await edited.textContent()).toBe("(edited): see what changed in this post");
    if (shots) await post.screenshot({ path: `${shots}/edit-history-post-card.png` });

    // The keyboard reaches it, and Enter opens the history.
    await page.locator("body").focus();
    await tabTo(page, /^\(edited\)/);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${permalink}/revisions`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit history");
    const edit = page.getByRole("article", { name: "Edit 1" });
    expect(await edit.locator("del").allTextContents()).toEqual(["[removed: one month]", "[removed: in cash]"]);
    expect(await edit.locator("ins").allTextContents()).toEqual(["[added: two months]", "[added: by bank transfer]"]);
    // Not by colour alone: struck through and underlined.
    const decoration = (tag: "ins" | "del") =>
      edit
        .locator(tag)
        .first()
        .evaluate((element) => getComputedStyle(element).textDecorationLine);
    expect([await decoration("del"), await decoration("ins")]).toEqual(["line-through", "underline"]);
    expect(await edit.textContent()).toContain("By niamh");
    await expectNoAxeViolations(page, "a post's edit history");
    if (shots) await page.screenshot({ path: `${shots}/edit-history-desktop.png`, fullPage: true });

    // A visitor on a phone sees the same history, and it fits 320 px.
    const visitor = await suite.browser.newContext({ viewport: PHONE_320, reducedMotion: "reduce" });
    const phone = await visitor.newPage();
    await phone.goto(`${permalink}/revisions`);
    expect(await phone.getByRole("article", { name: "Edit 1" }).locator("ins").count()).toBe(2);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(phone, "a post's edit history at 320 px");
    if (shots) await phone.screenshot({ path: `${shots}/edit-history-phone.png`, fullPage: true });

    // The author takes the first text out of the public history (issue #45 item 4): the visitor's next look
    // shows that it was taken out, and neither the text nor a comparison that would give it away.
    await edit.getByRole("button", { name: "Hide the text before this edit" }).click();
    await page.getByText("Taken out of the public history.").first().waitFor();
    // The page is read again: the author, no moderator, sees what everyone sees.
    await edit.getByText("The text before this edit was taken out of the public history.").waitFor();
    if (shots) await page.screenshot({ path: `${shots}/edit-history-hidden-author.png`, fullPage: true });
    await phone.reload();
    const hidden = phone.getByRole("article", { name: "Edit 1" });
    await hidden.getByText("The text before this edit was taken out of the public history.").waitFor();
    expect(await hidden.locator("del, ins").count()).toBe(0);
    expect(await phone.locator("main").textContent()).not.toContain("in cash");
    await expectNoAxeViolations(phone, "an edit history with a version taken out, at 320 px");
    if (shots) await phone.screenshot({ path: `${shots}/edit-history-hidden-phone.png`, fullPage: true });
    await visitor.close();
    await context.close();
  }, 120_000);

  it("a comment's '(edited)' opens its own history", async () => {
    const { page, context } = await signedInMember(
      suite.browser,
      suite.server.url,
      suite.smtp,
      "tomas@example.com",
      DESKTOP,
    );
    const postId = await createPostQuickly(page, suite.server.url, "Which GP takes new patients?");
    await page.goto(`${suite.server.url}/community/forum/posts/${postId}`);
    await page.getByLabel("Add a comment").fill("Try the clinic on Camden Street.");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    const comment = page.locator("li[id^=comment-]").first();
    await expect.poll(() => comment.textContent()).toContain("Camden Street");
    await comment.getByRole("link", { name: "Edit" }).click();
    await comment.getByLabel("Edit comment").fill("Try the clinic on Wexford Street.");
    await comment.getByRole("button", { name: "Save" }).click();
    const edited = comment.getByRole("link", { name: /\(edited\)/ });
    await expect.poll(() => edited.isVisible()).toBe(true);
    await edited.click();
    await page.waitForURL(/\/comments\/[0-9a-f-]{36}\/revisions$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit history");
    const edit = page.getByRole("article", { name: "Edit 1" });
    expect(await edit.locator("del").textContent()).toBe("[removed: Camden]");
    expect(await edit.locator("ins").textContent()).toBe("[added: Wexford]");
    await expectNoAxeViolations(page, "a comment's edit history");
    await page.getByRole("link", { name: "Back to the comment" }).click();
    await page.waitForURL(/\?comment=[0-9a-f-]{36}#comment-/);
    await context.close();
  }, 120_000);
});
