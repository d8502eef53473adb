import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/** Issue #12, point 10: the defects found trying the site as a newcomer would, each held by a test. */
const suite = serverWithMailForThisFile();
const SMALLEST_PHONE = { width: 320, height: 640 };
const isFocused = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element === document.activeElement);

describe("defects found trying the site as a newcomer", () => {
  it("at 320 px the palette fills the screen without spilling over; Escape closes it and the phone menu", async () => {
    const context = await suite.browser.newContext({ viewport: SMALLEST_PHONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/housing`);

    const menuButton = page.getByRole("banner").getByLabel("Menu");
    await menuButton.click();
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(false);
    expect(await isFocused(page, "header summary")).toBe(true);

    const searchButton = page.getByRole("link", { name: "Search..." });
    await searchButton.click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByPlaceholder("Search information or forum posts...").fill("rent");
    await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(0);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...SMALLEST_PHONE });
    // The results use the height of the screen (no blank band below them) and nothing is cut off sideways.
    const list = (await page.getByRole("listbox").boundingBox())!;
    expect(list.y + list.height).toBeGreaterThan(SMALLEST_PHONE.height - 80);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect.poll(() => page.getByText("Searching...").count()).toBe(0);
    await expectNoAxeViolations(page, "palette at 320 px");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => searchButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // The palette's page: the same results, reachable by a link, on the smallest phone.
    await page.goto(`${suite.server.url}/search?q=rent`);
    expect(
      await page.getByRole("region", { name: "Guides" }).getByRole("link", { name: "Rental Process" }).count(),
    ).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SMALLEST_PHONE.width);
    await expectNoAxeViolations(page, "/search at 320 px");
    await context.close();
  });

  it("a long post is clamped in the feed (its opening in the row, 'Read more' once opened); counts use plural rules", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "long@example.com");
    const paragraph = "Bring your passport, your college letter and proof of address to the appointment. ";
    const postId = await createPostQuickly(
      page,
      suite.server.url,
      "Everything I wish I had known",
      paragraph.repeat(12),
    );
    await page.goto(`${suite.server.url}/community/forum`);
    await page.getByRole("button", { name: /Account menu/ }).waitFor(); // hydrated: a click opens the panel in place
    const card = page.locator(`#post-${postId}`);
    // The list's row shows the post's opening, clamped (issue #46 item 16); its title links to the post.
    const opening = card.locator(".excerpt-forum");
    expect(await opening.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await card.getByRole("heading").getByRole("link").getAttribute("href")).toBe(
      `/community/forum/posts/${postId}`,
    );
    // "0 comments", "0 likes" for screen readers, never "1 comments".
    expect(await card.getByTestId("comment-count").textContent()).toMatch(/^0\s*comments$/);
    await card.getByRole("link", { name: "Comment", exact: true }).click();
    // Opened, the row shows the post, clamped, with 'Read more'.
    const readMore = card.getByRole("link", { name: /Read more/ });
    expect(await readMore.getAttribute("href")).toBe(`/community/forum/posts/${postId}`);
    const body = card.locator(".line-clamp-6");
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await card.getByLabel("Add a comment").fill("Thank you, this is so useful.");
    await card.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => card.getByTestId("comment-count").textContent()).toMatch(/^1\s*comment$/);
    // Sent, as the member sees it: the comment is in the list and its box is empty again (the count alone may
    // come first, from the live feed, while the comment's own request is still finishing).
    await expect.poll(() => card.getByText("Thank you, this is so useful.").isVisible()).toBe(true);
    await expect.poll(() => card.getByLabel("Add a comment").inputValue()).toBe("");
    await readMore.click();
    await page.waitForURL(`${suite.server.url}/community/forum/posts/${postId}`);
    await expect.poll(() => page.getByRole("link", { name: /Read more/ }).count()).toBe(0);
    await context.close();
  });

  it("when comments fail to load the panel says so and retries, instead of 'No comments yet'", async () => {
    // The failure is made with page.route, which does not see what a service worker fetches: the worker
    // installs while the test runs and takes the page over when it is ready (clients.claim), at a moment
    // that depends on how busy the machine is. Without it every request of the page is the page's own.
    const { page, context } = await signedInMember(
      suite.browser,
      suite.server.url,
      suite.smtp,
      "flaky@example.com",
      DESKTOP,
      { serviceWorkers: "block" },
    );
    const postId = await createPostQuickly(page, suite.server.url, "Comments on a weak connection");
    await page.goto(`${suite.server.url}/community/forum`);
    await page.getByRole("button", { name: /Account menu/ }).waitFor(); // hydrated: a click opens the panel in place
    await page.route("**/comments.data*", (route) => route.abort("internetdisconnected"));
    const card = page.locator(`#post-${postId}`);
    await card.getByRole("link", { name: "Comment", exact: true }).click();
    // Else what the member saw instead, and where (it failed once in CI, under load, and never alone).
    const tryAgainOrWhatWasSeen = async () =>
      (await card.getByRole("button", { name: "Try again" }).isVisible()) ||
      `at ${page.url()}: ${(await card.textContent()) ?? "no card"}`;
    await expect.poll(tryAgainOrWhatWasSeen).toBe(true);
    expect(await card.textContent()).not.toContain("No comments yet");
    expect(await page.locator("h1").first().textContent()).toBe("Community Forum"); // not the error screen
    await page.unroute("**/comments.data*");
    await card.getByRole("button", { name: "Try again" }).click();
    // The card's words, not only whether they are there: a failure says what the member saw instead.
    await expect.poll(() => card.textContent()).toMatch(/No comments yet/);
    await context.close();
  });

  it("an ended session: liking shows the sign-in prompt (focus returns after it), signing out is not an error", async () => {
    const author = await signedInMember(suite.browser, suite.server.url, suite.smtp, "author@example.com");
    const postId = await createPostQuickly(author.page, suite.server.url, "Is the Leap card worth it?");
    await author.context.close();
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "ended@example.com");
    await page.goto(`${suite.server.url}/community/forum`);
    await page.getByRole("button", { name: /Account menu/ }).waitFor();
    await context.clearCookies(); // the session ends (elsewhere, or it expired) while the page is open

    const like = page.locator(`#post-${postId}`).getByRole("button", { name: "Like" });
    await like.click();
    const prompt = page.getByRole("dialog", { name: "Sign in required" });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.textContent()).toContain("Please sign in to like posts.");
    expect(await page.getByText("Error", { exact: true }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => like.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Sign In" }).first().isVisible()).toBe(true);
    expect(await page.getByText(/went wrong|Error/).count()).toBe(0);
    await context.close();
  });
});
