import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations } from "./helpers/browser";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

/**
 * Accepted answers as members live them (issue #31 item 2): A asks, B and C answer; A marks B's comment with
 * JavaScript, then C's without; a visitor sees "Solved" on the forum and the answer under the question, with
 * a link to it in the thread. Screenshots (1280 and 320 px) go to SCREENSHOTS_DIR or /tmp/answer-shots.
 */
const shots = process.env.SCREENSHOTS_DIR ?? "/tmp/answer-shots";
const NARROW = { width: 320, height: 800 };
const suite = serverWithMailForThisFile();

describe("accepted answers", () => {
  it("the author marks an answer with and without JavaScript; a visitor sees Solved and the answer", async () => {
    mkdirSync(shots, { recursive: true });
    const { server, browser, smtp } = suite;
    const a = await signedInMember(browser, server.url, smtp, "asker@example.com");
    const b = await signedInMember(browser, server.url, smtp, "brid@example.com");
    const c = await signedInMember(browser, server.url, smtp, "cathal@example.com");
    const title = "Which documents does the IRP appointment need?";
    const postId = await createPostQuickly(a.page, server.url, title, "My appointment is next week in Burgh Quay.");
    const permalink = `${server.url}/community/forum/posts/${postId}`;
    await postForm(b.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Your passport, the college letter, proof of fees and private health insurance.",
    });
    await postForm(c.page, server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "Also the **€300 fee** by card. Bring copies of everything.",
    });

    // With JavaScript: A marks B's comment from the thread; the mark moves without a reload.
    const page = a.page;
    await page.goto(permalink, { waitUntil: "networkidle" }); // hydrated: the button's form is the fetcher's
    const comments = page.getByRole("region", { name: "Comments" });
    const fromB = comments.getByRole("listitem").filter({ hasText: "college letter" });
    const fromC = comments.getByRole("listitem").filter({ hasText: "€300 fee" });
    await fromB.getByRole("button", { name: "Mark as answer" }).click();
    const settled = { timeout: 15_000 }; // a busy machine
    await expect.poll(() => page.getByText("Marked as the answer.").first().isVisible(), settled).toBe(true);
    await expect.poll(() => fromB.getByText("Accepted answer").isVisible(), settled).toBe(true);
    const answerBlock = page.getByRole("region", { name: "Accepted answer" });
    await expect.poll(() => answerBlock.textContent(), settled).toContain("college letter");
    expect(page.url()).toBe(permalink); // no reload: the fetcher's answer and the page's data read again
    expect(await fromC.getByRole("button", { name: "Mark as answer" }).isVisible()).toBe(true);
    expect(await fromB.getByRole("button", { name: "Clear answer" }).isVisible()).toBe(true);
    // Nobody else is offered the buttons.
    await c.page.goto(permalink);
    expect(await c.page.getByRole("button", { name: "Mark as answer" }).count()).toBe(0);
    expect(await c.page.getByRole("region", { name: "Accepted answer" }).isVisible()).toBe(true);

    // Without JavaScript: the same forms post and come back to the comment with the outcome.
    const plain = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await plain.addCookies(await a.context.cookies());
    const plainPage = await plain.newPage();
    await plainPage.goto(permalink);
    const plainC = plainPage
      .getByRole("region", { name: "Comments" })
      .getByRole("listitem")
      .filter({ hasText: "€300 fee" });
    await plainC.getByRole("button", { name: "Mark as answer" }).click();
    await plainPage.waitForURL(/#comment-/);
    expect(await plainPage.getByRole("status").textContent()).toContain("Marked as the answer.");
    expect(await plainPage.getByRole("region", { name: "Accepted answer" }).textContent()).toContain("€300 fee");
    expect(await plainC.getByText("Accepted answer").isVisible()).toBe(true);
    await plain.close();

    // A visitor: Solved on the forum, the answer under the question, a link to it in the thread.
    const visitor = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.url}/community/forum`);
    const card = visitorPage.getByRole("article").filter({ hasText: title });
    expect(await card.getByText("Solved", { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(visitorPage, "/community/forum with a solved post");
    await card.getByRole("link", { name: title }).click();
    await visitorPage.waitForURL(permalink);
    const visitorAnswer = visitorPage.getByRole("region", { name: "Accepted answer" });
    expect(await visitorAnswer.textContent()).toContain("€300 fee");
    expect(await visitorAnswer.textContent()).toContain("cathal");
    const jsonLd = JSON.parse(
      (await visitorPage.locator('script[type="application/ld+json"]').textContent()) ?? "null",
    ) as { mainEntity: { acceptedAnswer?: { text: string } } };
    expect(jsonLd.mainEntity.acceptedAnswer?.text).toContain("€300 fee");
    await expectNoAxeViolations(visitorPage, "a post with an accepted answer");
    await visitorPage.screenshot({ path: `${shots}/answer-desktop.png`, fullPage: true });
    await visitorAnswer.getByRole("link", { name: "See it in the discussion" }).click();
    await visitorPage.waitForURL(/\?comment=.*#comment-/);
    const focused = visitorPage.locator(`[id^="comment-"]`).filter({ hasText: "€300 fee" });
    expect(await focused.getByText("Accepted answer").isVisible()).toBe(true);

    await visitorPage.setViewportSize(NARROW);
    await visitorPage.goto(permalink);
    await expectNoAxeViolations(visitorPage, "a post with an accepted answer at 320 px");
    await visitorPage.screenshot({ path: `${shots}/answer-320.png`, fullPage: true });
    // The author's view, with the buttons, at both widths.
    await page.goto(permalink);
    await expectNoAxeViolations(page, "the author's view of a solved post");
    await page.screenshot({ path: `${shots}/author-desktop.png`, fullPage: true });
    await page.setViewportSize(NARROW);
    await page.screenshot({ path: `${shots}/author-320.png`, fullPage: true });
    await visitor.close();
  });
});
