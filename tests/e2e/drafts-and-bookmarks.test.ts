import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DRAFT_MESSAGES } from "../../common/drafts";
import { expectNoAxeViolations, slowScripts } from "./helpers/browser";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #31 items 4 and 5 as a member lives them: a post's draft survives a reload and is restored; a
 * comment's draft too; leaving with unsaved text asks first; a bookmarked post and comment are on the
 * dashboard; the bookmark form works without JavaScript. Screenshots (editor with a draft offer, dashboard
 * bookmarks; 1280 and 320 px) go to SCREENSHOTS_DIR or /tmp/drafts-shots.
 */
const shots = process.env.SCREENSHOTS_DIR ?? "/tmp/drafts-shots";
mkdirSync(shots, { recursive: true });
const suite = serverWithMailForThisFile();
const NARROW = { width: 320, height: 720 };

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(NARROW);
  await page.screenshot({ path: `${shots}/${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("drafts", () => {
  it("a new post's draft is offered back after a reload and restored; leaving with unsaved text asks; posting drops it", async () => {
    const { server, browser, smtp } = suite;
    const { page } = await signedInMember(browser, server.url, smtp, "drafting@example.com");
    await page.goto(`${server.url}/community/forum/new-post`);
    await page.getByLabel("Category").selectOption("housing");
    await page.getByLabel("Title").fill("My deposit was not returned");
    await page.getByLabel("Content").fill("The landlord says the oven was dirty. What can I do?");
    await expect.poll(() => page.getByTestId("draft-status").textContent()).toMatch(/^Draft saved/);

    await page.reload();
    await expect.poll(() => page.getByText("You have an unsent draft saved").count()).toBe(1);
    expect(await page.getByLabel("Title").inputValue()).toBe("");
    await expectNoAxeViolations(page, "new post with a draft offer");
    await screenshots(page, "draft-offer");
    // Above the fields, first in the form: on a 320 px phone it is on the first screen (issue #46 item 10).
    const offerBox = (await page.getByText("You have an unsent draft saved").boundingBox())!;
    const categoryBox = (await page.getByLabel("Category").boundingBox())!;
    expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(categoryBox.y);
    await page.setViewportSize(NARROW);
    const restoreOnPhone = (await page.getByRole("button", { name: "Restore draft" }).boundingBox())!;
    expect(restoreOnPhone.y + restoreOnPhone.height).toBeLessThanOrEqual(NARROW.height);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Restore draft" }).click();
    expect(await page.getByLabel("Title").inputValue()).toBe("My deposit was not returned");
    expect(await page.getByLabel("Category").inputValue()).toBe("housing");
    expect(await page.getByLabel("Content").inputValue()).toBe("The landlord says the oven was dirty. What can I do?");
    await expect.poll(() => page.getByTestId("draft-status").textContent()).toMatch(/Draft restored/);

    // Unsaved text: a link inside the site asks, and staying keeps it.
    await page.getByLabel("Content").pressSequentially(" It was spotless.");
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator("header").getByRole("link", { name: "Housing" }).first().click();
    await expect.poll(() => asked).toEqual([DRAFT_MESSAGES.leave]);
    expect(new URL(page.url()).pathname).toBe("/community/forum/new-post");
    // Closing the tab asks too (the browser's own question).
    const unloading = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await unloading).toBe("beforeunload");
    expect(page.isClosed()).toBe(false);

    // Once saved, leaving does not ask; sending the post drops the draft.
    await expect
      .poll(() => page.getByTestId("draft-status").textContent(), { timeout: 15_000 })
      .toMatch(/^Draft saved/);
    page.on("dialog", (dialog) => {
      throw new Error(`asked unexpectedly: ${dialog.message()}`);
    });
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL(/\/community\/forum\/posts\//);
    await page.goto(`${server.url}/community/forum/new-post`);
    await page.getByLabel("Title").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("You have an unsent draft saved").count()).toBe(0);
  });

  it("a member who ignores the offer and writes anew gets back what they typed last, saved or not", async () => {
    const { server, browser, smtp } = suite;
    const { page } = await signedInMember(browser, server.url, smtp, "second-thoughts@example.com");
    const status = page.getByTestId("draft-status");
    const offer = page.getByText("You have an unsent draft saved");
    await page.goto(`${server.url}/community/forum/new-post`);
    await page.getByLabel("Title").fill("Older question about the GNIB queue");
    await page.getByLabel("Content").fill("Older text nobody sent.");
    await expect.poll(() => status.textContent()).toMatch(/^Draft saved/);

    // Issue #46 item 22 as written: the offer is there, the member ignores it and types a new post.
    await page.goto(`${server.url}/community/forum/new-post`);
    await expect.poll(() => offer.count()).toBe(1);
    await page.getByLabel("Title").fill("Where do I register my residence permit?");
    await page.getByLabel("Content").fill("I arrive in Cork in September.");
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^Draft saved/);
    await page.reload();
    await page.getByRole("button", { name: "Restore draft" }).click();
    expect(await page.getByLabel("Title").inputValue()).toBe("Where do I register my residence permit?");
    expect(await page.getByLabel("Content").inputValue()).toBe("I arrive in Cork in September.");

    // Typed below the offer and left at once (the browser asks; the member goes): kept as they leave.
    await page.goto(`${server.url}/community/forum/new-post`);
    await expect.poll(() => offer.count()).toBe(1);
    await page.getByLabel("Title").fill("Residence permit in Cork: which office?");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole("button", { name: "Restore draft" }).click();
    expect(await page.getByLabel("Title").inputValue()).toBe("Residence permit in Cork: which office?");
  });

  it("a comment's draft survives a reload too, and sending the comment drops it", async () => {
    const { server, browser, smtp } = suite;
    const author = await signedInMember(browser, server.url, smtp, "asker@example.com");
    const postId = await createPostQuickly(author.page, server.url, "Which GP takes new patients in Cabra?");
    const { context, page } = await signedInMember(browser, server.url, smtp, "helper@example.com");
    // Typed on a slow phone before the page's JavaScript arrived: saved as a draft once it runs.
    const release = await slowScripts(context);
    await page.goto(`${server.url}/community/forum/posts/${postId}`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Add a comment").fill("Try the practice on Fassaugh Avenue, they");
    release();
    await expect.poll(() => page.getByTestId("draft-status").first().textContent()).toMatch(/^Draft saved/);
    await page.reload();
    await page.getByRole("button", { name: "Restore draft" }).click();
    expect(await page.getByLabel("Add a comment").inputValue()).toBe("Try the practice on Fassaugh Avenue, they");
    // Sent straight after typing (before autosave): a sent comment is not unsaved text, nothing asks.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel("Add a comment").pressSequentially(" took me last month.");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await page.getByText("took me last month.").first().waitFor();
    await page.reload();
    expect(asked).toEqual([]);
    await page.getByLabel("Add a comment").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("You have an unsent draft saved").count()).toBe(0);
  });

  it("a comment sent while its draft is still being saved does not bring the draft back", async () => {
    const { server, browser, smtp } = suite;
    const author = await signedInMember(browser, server.url, smtp, "asker2@example.com");
    const postId = await createPostQuickly(author.page, server.url, "Is the Leap card cheaper for students?");
    const { page } = await signedInMember(browser, server.url, smtp, "quick@example.com");
    // A slow connection: each draft save reaches the server two seconds after it leaves, even when the
    // page has stopped waiting for its answer.
    await page.route("**/resources/drafts*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const response = await route.fetch();
      await route.fulfill({ response }).catch(() => {});
    });
    await page.goto(`${server.url}/community/forum/posts/${postId}`);
    await page.getByLabel("Add a comment").fill("Yes, with the Student Leap card fares are about a third less");
    await expect.poll(() => page.getByTestId("draft-status").first().textContent()).toMatch(/Saving draft/);
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await page.getByText("fares are about a third less").first().waitFor();
    // The slow save has landed by now, one way or the other.
    await expect
      .poll(() => page.getByTestId("draft-status").first().textContent(), { timeout: 15_000 })
      .not.toMatch(/Saving draft/);
    await page.unroute("**/resources/drafts*");
    await page.reload();
    await page.getByLabel("Add a comment").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("You have an unsent draft saved").count()).toBe(0);
  });
});

describe("bookmarks", () => {
  it("a member bookmarks a post and a comment and finds them on the dashboard; the form works without JavaScript", async () => {
    const { server, browser, smtp } = suite;
    const author = await signedInMember(browser, server.url, smtp, "poster@example.com");
    const postId = await createPostQuickly(author.page, server.url, "IRP appointment: how early to book?");
    await postForm(author.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Book as soon as the portal opens at 10:00 on Tuesdays.",
      parentId: "",
    });
    const reader = await signedInMember(browser, server.url, smtp, "keeper@example.com");
    const { page } = reader;
    await page.goto(`${server.url}/community/forum/posts/${postId}`);
    const post = page.locator(`#post-${postId}`);
    await post.getByRole("button", { name: "Bookmark", exact: true }).first().click();
    // The button turns at once and stays dimmed until the server has kept it: the comment's bookmark is
    // made after the post's, as the dashboard's newest-first order below expects.
    const saved = (button: Locator) => expect.poll(() => button.getAttribute("aria-disabled")).toBeNull();
    await saved(post.getByRole("button", { name: "Remove bookmark" }).first());
    const comment = page.locator("li[id^=comment-]").filter({ hasText: "portal opens" });
    await comment.getByRole("button", { name: "Bookmark", exact: true }).click();
    await saved(comment.getByRole("button", { name: "Remove bookmark" }));
    await expectNoAxeViolations(page, "post page with bookmarks");

    await page.goto(`${server.url}/dashboard`);
    const section = page.getByRole("region", { name: "Bookmarks" });
    const entries = section.getByRole("listitem");
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain("Comment on IRP appointment: how early to book?");
    expect(await entries.nth(0).textContent()).toContain("Book as soon as the portal opens");
    expect(await entries.nth(1).getByRole("link").textContent()).toBe("IRP appointment: how early to book?");
    await expectNoAxeViolations(page, "dashboard with bookmarks");
    await section.scrollIntoViewIfNeeded();
    await screenshots(page, "dashboard-bookmarks");
    await entries.nth(0).getByRole("link").click();
    await page.waitForURL(new RegExp(`/community/forum/posts/${postId}\\?comment=`));

    // Without JavaScript: the same button is a form that posts and comes back.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await reader.context.storageState(),
    });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/community/forum/posts/${postId}`);
    await plain.locator(`#post-${postId}`).getByRole("button", { name: "Remove bookmark" }).first().click();
    await plain.waitForURL(new RegExp(`/community/forum/posts/${postId}`));
    await plain.locator(`#post-${postId}`).getByRole("button", { name: "Bookmark", exact: true }).first().waitFor();
    await plain.goto(`${server.url}/dashboard`);
    expect(await plain.getByRole("region", { name: "Bookmarks" }).getByRole("listitem").count()).toBe(1);
    await plain.getByRole("region", { name: "Bookmarks" }).getByRole("button", { name: "Remove bookmark" }).click();
    await plain.waitForURL(/\/dashboard/);
    expect(await plain.getByText("Nothing bookmarked yet.").count()).toBe(1);
    await noScript.close();
  });
});
