import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESKTOP } from "./helpers/browser";
import { COMMENT_THREADS_PER_PAGE } from "../../common/forum";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Issue #12, point 2: on a slow phone the JavaScript may not have arrived, or never will. Every journey
 * a newcomer needs works as plain HTML forms and links, with the messages shown in the page.
 */
describe("every journey works without JavaScript", () => {
  const suite = serverWithMailForThisFile();
  const url = (path: string) => `${suite.server.url}${path}`;

  async function plainBrowser(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    return { context, page: await context.newPage() };
  }
  /** The message a redirect left for the page (without JavaScript it is a banner, not a toast). */
  /**
   * The text of what the page shows once the browser has it all: a click that posts a form returns when the
   * next page starts to arrive, and on a busy machine its <main> can still be empty then.
   */
  const shown = async (page: Page, selector = "main") => {
    await page.waitForLoadState();
    return page.locator(selector).first().textContent();
  };
  const banner = (page: Page) => shown(page, '[role="status"]');
  const main = (page: Page) => page.locator("main");

  it("sign up → confirm → sign out → sign in → post, page, open, edit, comment, reply, like, report, delete → password → sign out", async () => {
    const { context, page } = await plainBrowser();
    const email = `plain-${Date.now()}@example.com`;

    // Sign up, with a mistake first: the message is beside the field and the email is kept.
    await page.goto(url("/auth?mode=sign-up"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Username").fill("plain_newcomer");
    await page.getByLabel("Password", { exact: true }).fill("cliffs-of-moher");
    await page.getByLabel("Confirm Password").fill("ring-of-kerry");
    await page.getByLabel(/I agree to the/).check();
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    expect(await shown(page)).toContain("Passwords do not match. Please try again.");
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    expect(await page.getByLabel("Username").inputValue()).toBe("plain_newcomer");
    expect(await page.getByLabel("Confirm Password").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Password", { exact: true }).fill("cliffs-of-moher");
    await page.getByLabel("Confirm Password").fill("cliffs-of-moher");
    await page.getByLabel(/I agree to the/).check();
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    expect(await banner(page)).toContain("Check your email");

    // Confirm by the mailed link: it confirms, signs nobody in, and leads to signing in.
    await page.goto(await suite.smtp.waitForLink(email, /Confirm your email/));
    expect(page.url()).toBe(url("/auth?mode=sign-in"));
    expect(await banner(page)).toContain("Email confirmed");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("cliffs-of-moher");
    await main(page).getByRole("button", { name: "Sign In" }).click();
    expect(page.url()).toBe(url("/community/forum"));
    expect(await banner(page)).toContain("Welcome to Ireland Guide!");

    // Sign out (the avatar leads to the dashboard, which has the button), then sign in again.
    await page.getByRole("link", { name: /Account menu/ }).click();
    await main(page).getByRole("button", { name: "Sign Out" }).click();
    expect(page.url()).toBe(url("/auth"));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("cliffs-of-moher");
    await main(page).getByRole("button", { name: "Sign In" }).click();
    expect(page.url()).toBe(url("/community/forum"));
    expect(await banner(page)).toContain("Welcome back!");

    // Create a post, with a refusal first that keeps what was typed.
    await page.goto(url("/community/forum/new-post"));
    await page.getByLabel("Title").fill("Which bus goes to DCU?");
    await page.getByLabel("Content").fill("I start in September and live in Drumcondra.");
    await page.getByRole("button", { name: "Create Post" }).click();
    expect(await page.getByLabel("Title").inputValue()).toBe("Which bus goes to DCU?");
    await page.getByLabel("Category").selectOption({ label: "Transport" });
    await page.getByRole("button", { name: "Create Post" }).click();
    expect(page.url()).toMatch(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/posts/")[1]!;

    // Page through the forum: six more posts push ours to page 2 (most by another member: one member's
    // posts are rate-limited).
    const otherEmail = `other-${Date.now()}@example.com`;
    const otherMember = await signedInMember(suite.browser, suite.server.url, suite.smtp, otherEmail);
    for (let i = 1; i <= 6; i++) {
      await createPostQuickly(i <= 5 ? otherMember.page : page, suite.server.url, `Filler post ${i}`);
    }
    await page.goto(url("/community/forum"));
    expect(await shown(page)).not.toContain("Which bus goes to DCU?");
    await page.getByRole("navigation", { name: "Forum pages" }).getByRole("link", { name: /Next/ }).click();
    expect(page.url()).toBe(url("/community/forum?page=2"));
    expect(
      await page.getByRole("navigation", { name: "Forum pages" }).getByRole("button", { name: /Next/ }).isDisabled(),
    ).toBe(true);

    // Open the post, and edit it.
    await main(page).getByRole("link", { name: "Which bus goes to DCU?" }).click();
    expect(page.url()).toBe(url(`/community/forum/posts/${postId}`));
    await main(page).getByRole("link", { name: "Edit" }).first().click();
    await page.getByLabel("Title").fill("Which bus goes to DCU from Drumcondra?");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.goto(url(`/community/forum/posts/${postId}`));
    expect(await shown(page, "h1")).toContain("Which bus goes to DCU from Drumcondra?");

    // Comment, edit the comment, reply to it.
    await page.getByLabel("Add a comment").fill("The 11 or the 13 both stop nearby.");
    await main(page).getByRole("button", { name: "Comment", exact: true }).click();
    expect(await shown(page)).toContain("The 11 or the 13 both stop nearby.");
    await main(page).getByRole("link", { name: "Edit" }).last().click();
    const editBox = main(page).locator("textarea").first();
    await editBox.fill("The 11 or the 13 both stop near the gate.");
    await main(page).getByRole("button", { name: /^Save/ }).click();
    expect(await shown(page)).toContain("The 11 or the 13 both stop near the gate.");
    expect(await shown(page)).toContain("(edited)");
    await main(page).getByRole("link", { name: "Reply" }).first().click();
    await page.getByLabel("Your reply").fill("Thanks, the 13 it is.");
    await main(page).getByRole("button", { name: "Reply", exact: true }).click();
    expect(await shown(page, '[aria-label="Replies"]')).toContain("Thanks, the 13 it is.");

    // Another member likes and reports it.
    const other = await plainBrowser();
    await other.context.addCookies(await otherMember.context.cookies());
    await otherMember.context.close();
    await other.page.goto(url(`/community/forum/posts/${postId}`));
    await main(other.page).getByRole("button", { name: "Like" }).first().click();
    expect(other.page.url()).toContain(`/community/forum/posts/${postId}`);
    await other.page.waitForLoadState();
    await expect.poll(() => main(other.page).getByRole("button", { name: "Like", pressed: true }).count()).toBe(1);
    await main(other.page)
      .getByRole("link", { name: /Report/ })
      .first()
      .click();
    await other.page.getByRole("radio").first().check();
    await other.page.getByRole("button", { name: "Submit Report" }).click();
    expect(await banner(other.page)).toContain("Report submitted successfully");
    await other.context.close();

    // Delete the post, after the confirmation step.
    await page.goto(url(`/community/forum/posts/${postId}`));
    await main(page).getByRole("link", { name: "Delete" }).first().click();
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    expect(page.url()).toBe(url("/community/forum"));
    expect(await banner(page)).toContain("Post deleted");
    expect((await page.goto(url(`/community/forum/posts/${postId}`)))!.status()).toBe(404);

    // Search: the header's search leads to the /search page, which finds guides and posts.
    await page.getByRole("link", { name: /Search information/ }).click();
    expect(page.url()).toBe(url("/search"));
    await page.getByLabel("Search guides and forum posts").fill("filler");
    await main(page).getByRole("button", { name: "Search" }).click();
    expect(page.url()).toBe(url("/search?q=filler"));
    // The click starts the navigation; the results page may still be arriving on a busy machine.
    await expect.poll(() => main(page).getByRole("region", { name: "Forum Posts" }).getByRole("link").count()).toBe(6);
    await page.goto(url("/search?q=pps"));
    expect(await main(page).getByRole("link", { name: "PPS Number Application" }).count()).toBe(1);

    // Edit the profile and the avatar: a refusal keeps what was typed, then the save shows everywhere.
    await page.goto(url("/dashboard"));
    await main(page).getByRole("link", { name: "Edit profile" }).click();
    expect(page.url()).toMatch(/\/profile\/[0-9a-f-]{36}\?edit$/);
    await page.getByLabel("Username").fill("no");
    await page.getByRole("textbox", { name: "About Me" }).fill("Arrived in August, studying at DCU.");
    await main(page).getByRole("button", { name: "Save" }).click();
    expect(await shown(page)).toContain("Username must be at least 3 characters long.");
    expect(await page.getByRole("textbox", { name: "About Me" }).inputValue()).toBe(
      "Arrived in August, studying at DCU.",
    );
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Username").fill("plain_html");
    const avatarFile = join(tmpdir(), `plain-avatar-${Date.now()}.png`);
    writeFileSync(
      avatarFile,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0b6e3f" } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel("Avatar").setInputFiles(avatarFile);
    await main(page).getByRole("button", { name: "Save" }).click();
    expect(page.url()).toMatch(/\/profile\/[0-9a-f-]{36}$/);
    expect(await banner(page)).toContain("Profile updated successfully!");
    expect(await shown(page, "h1")).toBe("plain_html");
    expect(await main(page).locator("img[src*='/storage/avatars/']").count()).toBe(1);

    // Change the password in settings, then sign out and back in with it.
    await page.goto(url("/settings"));
    const passwordSection = page.getByRole("region", { name: "Change password" });
    await passwordSection.getByLabel("Current Password").fill("cliffs-of-moher");
    await passwordSection.getByLabel("New Password", { exact: true }).fill("secret-two");
    await passwordSection.getByLabel("Confirm New Password").fill("secret-two");
    await passwordSection.getByRole("button", { name: "Change Password" }).click();
    expect(await banner(page)).toContain("Your password has been changed.");
    await page.goto(url("/dashboard"));
    await main(page).getByRole("button", { name: "Sign Out" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-two");
    await main(page).getByRole("button", { name: "Sign In" }).click();
    expect(await banner(page)).toContain("Welcome back!");
    await context.close();
  });

  it("a long discussion pages without JavaScript: page links, and Edit, Reply, Delete and a new comment keep the reader on the comment's page", async () => {
    const member = await signedInMember(suite.browser, suite.server.url, suite.smtp, "plain-pager@example.com");
    const postId = await createPostQuickly(member.page, suite.server.url, "Cheapest way to get from Dublin Airport?");
    const permalink = url(`/community/forum/posts/${postId}`);
    for (let i = 1; i <= COMMENT_THREADS_PER_PAGE + 1; i++) {
      await postForm(member.page, suite.server.url, `/community/forum/posts/${postId}`, {
        intent: "comment",
        content: `Route number ${i}`,
        parentId: "",
      });
    }
    const { context, page } = await plainBrowser();
    await context.addCookies(await member.context.cookies());
    await member.context.close();
    const pager = page.getByRole("navigation", { name: "Comment pages" });
    const current = () => pager.locator("[aria-current=page]").textContent();

    await page.goto(permalink);
    expect(await current()).toBe("Page 1");
    expect(await main(page).locator("li[id^=comment-]").count()).toBe(COMMENT_THREADS_PER_PAGE);
    await pager.getByRole("link", { name: "Page 2" }).click();
    expect(page.url()).toBe(`${permalink}?comments=2#comments-${postId}`);
    expect(await current()).toBe("Page 2");
    expect(await pager.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    const last = main(page)
      .locator("li[id^=comment-]")
      .filter({ hasText: `Route number ${COMMENT_THREADS_PER_PAGE + 1}` });
    expect(await last.count()).toBe(1);

    // Edit on page 2: the form opens on page 2, and saving comes back to it.
    await last.getByRole("link", { name: "Edit" }).click();
    expect(await current()).toBe("Page 2");
    await main(page).getByLabel("Edit comment").fill("Route 16 from the airport, edited");
    await main(page).getByRole("button", { name: /^Save/ }).click();
    expect(page.url()).toMatch(/\?comment=[0-9a-f-]{36}#comment-/);
    expect(await current()).toBe("Page 2");
    expect(await shown(page)).toContain("Route 16 from the airport, edited");

    // Reply on page 2: the reply is shown on page 2, under its comment.
    await main(page).locator("li[id^=comment-]").first().getByRole("link", { name: "Reply" }).click();
    expect(await current()).toBe("Page 2");
    await page.getByLabel("Your reply").fill("The Aircoach is quicker at night.");
    await main(page).getByRole("button", { name: "Reply", exact: true }).click();
    expect(await current()).toBe("Page 2");
    expect(await shown(page, '[aria-label="Replies"]')).toContain("The Aircoach is quicker at night.");

    // A new comment from page 1 lands on the last page, at the comment.
    await page.goto(permalink);
    await page.getByLabel("Add a comment").fill("Cycle, if you travel light.");
    await main(page).getByRole("button", { name: "Comment", exact: true }).click();
    expect(page.url()).toMatch(/\?comment=[0-9a-f-]{36}#comment-/);
    expect(await current()).toBe("Page 2");
    expect(await shown(page)).toContain("Cycle, if you travel light.");

    // Delete on page 2: after the confirmation step, back on page 2.
    const cycling = main(page).locator("li[id^=comment-]").filter({ hasText: "Cycle, if you travel light." });
    await cycling.getByRole("link", { name: "Delete" }).click();
    expect(await current()).toBe("Page 2");
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    expect(page.url()).toBe(`${permalink}?comments=2#comments-${postId}`);
    expect(await shown(page)).not.toContain("Cycle, if you travel light.");
    await context.close();
  }, 120_000);
});
