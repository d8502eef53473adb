import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, PHONE } from "./helpers/browser";
import { COMMENT_THREADS_PER_PAGE } from "../../common/forum";
import { createPostQuickly, postForm } from "./helpers/forms";
import { signedInMember } from "./helpers/members";
import { serverWithMailForThisFile } from "./helpers/suite";

const suite = serverWithMailForThisFile();
/** For the first client-side load after hydration, on a busy machine. */
const SLOW = { timeout: 10_000 };
const shots = process.env.SCREENSHOTS_DIR;

async function createPost(page: Page, title: string, content: string, category = "Housing & Accommodation") {
  await page.goto(`${suite.server.url}/community/forum/new-post`);
  await page.getByLabel("Category").selectOption({ label: category });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.waitForURL(/\/community\/forum\/posts\/[0-9a-f-]{36}$/);
}

const postCard = (page: Page, title: string) => page.locator("article[id^=post-]").filter({ hasText: title });

describe("forum", () => {
  it("the home block shows its empty state before the first post", async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(suite.server.url);
    await expect.poll(() => page.getByText("No forum posts yet.").isVisible(), SLOW).toBe(true);
    expect(await page.getByRole("link", { name: "Create a Post" }).getAttribute("href")).toBe(
      "/community/forum/new-post",
    );
    await context.close();
  });

  it("create a post → first on page 1 → comment → reply → edit → delete → like and unlike → report", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "ana@example.com");
    await createPost(page, "How early should I look for a room?", "Arriving in **August** for UCD.");
    // The member lands on their post's own page (issue #29), then finds it first in the list.
    await expect.poll(() => page.getByText("Post created successfully").first().isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("How early should I look for a room?");
    await page.getByRole("link", { name: "Back to Community Forum" }).click();
    await page.waitForURL(/\/community\/forum#post-[0-9a-f-]{36}$/);
    // The address changes before the forum is drawn: until then the post's own page, whose card has the same
    // heading and an open Comment panel, is what the member sees (a click there closed it, 4× CPU slowdown).
    await page.getByRole("heading", { level: 1, name: "Community Forum" }).waitFor();
    const card = page.locator("article[id^=post-]").first();
    expect(await card.getByRole("heading").textContent()).toBe("How early should I look for a room?");
    expect(await card.locator("strong").textContent()).toBe("August");

    await card.getByRole("link", { name: "Comment" }).click();
    await card.getByLabel("Add a comment").fill("Start 3-4 months before.");
    await card.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => page.getByText("Comment added successfully!").first().isVisible()).toBe(true);
    const comment = card.locator("li[id^=comment-]").first();
    await comment.getByRole("link", { name: "Reply" }).click();
    // The box takes the focus: the member types at once.
    await expect
      .poll(() => comment.getByLabel("Your reply").evaluate((box) => box === document.activeElement))
      .toBe(true);
    await page.keyboard.type("Thanks, that helps!");
    await comment.getByRole("button", { name: "Reply", exact: true }).last().click();
    await expect
      .poll(() => comment.getByRole("list", { name: "Replies" }).textContent())
      .toContain("Thanks, that helps!");
    await expect.poll(() => card.getByTestId("comment-count").first().textContent()).toBe("2 comments");

    await comment.getByRole("link", { name: "Edit" }).first().click();
    await comment.getByLabel("Edit comment").fill("Start 3-4 months before, really.");
    await comment.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Comment updated.").first().isVisible()).toBe(true);
    await expect.poll(() => comment.textContent()).toContain("Start 3-4 months before, really.");

    const reply = comment.getByRole("list", { name: "Replies" }).locator("li").first();
    const deleteReply = reply.getByRole("link", { name: "Delete" });
    await deleteReply.click();
    // The dialog's code comes with the first click: Escape is pressed once the member sees the dialog.
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    // The dialog gives the focus back to what opened it.
    await expect.poll(() => deleteReply.evaluate((element) => element === document.activeElement)).toBe(true);
    // The dimmed backdrop fades out after the dialog: on a busy machine it can still be over the page.
    await expect.poll(() => page.locator(".fixed.inset-0[data-state]").count(), SLOW).toBe(0);
    await deleteReply.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    // The toast shows (for 5 s) when the answer arrives, the list changes once it has been read back: on a
    // busy machine that can take longer than the toast stays, so watch for both at once.
    await Promise.all([
      expect.poll(() => page.getByText("Comment deleted.").first().isVisible(), SLOW).toBe(true),
      expect.poll(() => comment.getByRole("list", { name: "Replies" }).count(), SLOW).toBe(0),
    ]);
    await expect.poll(() => card.getByTestId("comment-count").first().textContent()).toBe("1 comment");

    const like = card.getByRole("button", { name: "Like" }).first();
    const likeCount = card.getByTestId("like-count").first();
    expect(await likeCount.textContent()).toBe("0 likes");
    // The like shows at once, before the server answers: hold its answer back until that is seen.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/community/forum/posts/**", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(await likeCount.textContent()).toBe("1 like");
    expect(await like.getAttribute("aria-disabled")).toBe("true"); // while saving (it keeps the focus)
    answer(); // (later posts pass straight through)
    await expect.poll(() => like.getAttribute("aria-disabled")).toBe(null);
    expect(await likeCount.textContent()).toBe("1 like");
    await like.click();
    await expect.poll(() => likeCount.textContent()).toBe("0 likes");
    expect(await like.getAttribute("aria-pressed")).toBe("false");

    // Members do not report their own posts: the author sees no Report button; another member does.
    expect(await card.getByRole("link", { name: "Report" }).count()).toBe(0);
    const other = await signedInMember(suite.browser, suite.server.url, suite.smtp, "ana-neighbour@example.com");
    await context.close();
    const { page: neighbour, context: neighbourContext } = other;
    await neighbour.goto(`${suite.server.url}/community/forum`);
    const theirCard = neighbour.locator("article[id^=post-]").first();
    await theirCard.getByRole("link", { name: "Report" }).click();
    const page2 = neighbour;
    await page2.getByRole("dialog").getByLabel("Scam or fraud (for example a fake rental)").check();
    await page2.getByRole("dialog").getByRole("button", { name: "Submit Report" }).click();
    await expect.poll(() => page2.getByText("Report submitted successfully").first().isVisible()).toBe(true);
    await theirCard.getByRole("link", { name: "Comment" }).click();
    await expect.poll(() => theirCard.locator("li[id^=comment-]").count()).toBe(1);
    if (shots) {
      await page2.screenshot({ path: `${shots}/forum-desktop.png`, fullPage: true });
      await page2.setViewportSize(PHONE);
      await page2.screenshot({ path: `${shots}/forum-phone.png`, fullPage: true });
      await page2.setViewportSize(DESKTOP);
    }
    await expectNoAxeViolations(page2, "/community/forum with comments open");
    await neighbourContext.close();
  });

  it("12 posts make 3 pages with the spec's button states, and a #comment link to page 3 highlights it", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "ben@example.com");
    // Flood limits allow 5 posts per 10 minutes: three members share the work.
    const authors = [page];
    for (const email of ["cara@example.com", "dev@example.com"])
      authors.push((await signedInMember(suite.browser, suite.server.url, suite.smtp, email)).page);
    const ids: string[] = [];
    const forumHtml = await (await fetch(`${suite.server.url}/community/forum`)).text();
    const existing = forumHtml.match(/id="post-[0-9a-f-]{36}"/g)?.length ?? 0; // fewer than one page so far
    for (let i = 0; i < 12 - existing; i++) {
      ids.push(await createPostQuickly(authors[Math.floor(i / 4)]!, suite.server.url, `Question number ${i + 1}`));
    }
    const oldest = ids[0]!;
    await postForm(page, suite.server.url, `/community/forum/posts/${oldest}`, {
      intent: "comment",
      content: "Linked comment",
      parentId: "",
    });
    const permalinkHtml = await (await fetch(`${suite.server.url}/community/forum/posts/${oldest}`)).text();
    const commentId = /id="comment-([0-9a-f-]{36})"/.exec(permalinkHtml)![1];

    await page.goto(`${suite.server.url}/community/forum`);
    const pager = page.getByRole("navigation", { name: "Forum pages" });
    await expect.poll(() => pager.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await expect.poll(() => pager.locator("[aria-current=page]").textContent()).toBe("Page 1");
    expect(await pager.getByRole("link", { name: /Page \d/ }).count()).toBe(2);
    await pager.getByRole("link", { name: /Next/ }).click();
    await page.waitForURL(`${suite.server.url}/community/forum?page=2`);
    await pager.getByRole("link", { name: "Page 3" }).click();
    await page.waitForURL(`${suite.server.url}/community/forum?page=3`);
    await expect.poll(() => pager.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await expect.poll(() => page.locator("article[id^=post-]").count()).toBe(2);
    await page.goBack();
    await page.waitForURL(`${suite.server.url}/community/forum?page=2`);

    await page.goto(`${suite.server.url}/community/forum#comment-${commentId}`);
    await page.waitForURL(`${suite.server.url}/community/forum?page=3#comment-${commentId}`);
    const linked = page.locator(`#comment-${commentId}`);
    await expect.poll(() => linked.getAttribute("class")).toContain("ring-accent");
    await expect.poll(() => linked.getAttribute("class"), { timeout: 5_000 }).not.toContain("ring-accent");
    await context.close();

    // A visitor who follows a link to the oldest post (the palette's forum results, the home page) and never
    // touches the page: the address's hash starts the scripts, which find its page, scroll to it and
    // highlight it (ADR 0050).
    const visitor = await suite.browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
    const reader = await visitor.newPage();
    await reader.goto(`${suite.server.url}/community/forum#post-${oldest}`);
    await reader.waitForURL(`${suite.server.url}/community/forum?page=3#post-${oldest}`, SLOW);
    const linkedPost = reader.locator(`#post-${oldest}`);
    await expect.poll(() => linkedPost.getAttribute("class"), SLOW).toContain("ring-accent");
    const inView = (post: Element) => {
      const box = post.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    };
    await expect.poll(() => linkedPost.evaluate(inView)).toBe(true);
    await visitor.close();
  }, 120_000);

  it("the message an action left stays in the page when its scripts start: nothing under it moves under the reader's finger", async () => {
    // CI's failure of the paging test above: 'Next' was tapped while the page started its scripts; the
    // message above the page ("Comment added successfully!") left the page then, everything under it moved
    // up 78 px, and the tap landed beside the link (ADR 0055).
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "flash@example.com");
    // The message waits in a cookie for the next page read in this browser: the page left open after signing
    // in would read it first when the new post's live event makes it read its data again (CI, a busy run).
    await page.goto("about:blank");
    const postId = await createPostQuickly(page, suite.server.url, "Which Intreo office gives PPS numbers?");
    await postForm(page, suite.server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "The one on your side of the city",
      parentId: "",
    });
    await page.goto(`${suite.server.url}/community/forum`, { waitUntil: "commit" });
    const message = page.getByRole("status").filter({ hasText: "Comment added successfully!" });
    await message.waitFor();
    const topOfPage = () => page.locator("main h1").evaluate((h1) => h1.getBoundingClientRect().top);
    const before = await topOfPage();
    await expect.poll(() => page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(true);
    await expect.poll(() => page.locator("main").getByRole("article").count()).toBeGreaterThan(0);
    expect(await message.isVisible()).toBe(true);
    expect(await topOfPage()).toBe(before);
    // Once the reader goes on, the message is gone.
    await page.getByRole("link", { name: "Which Intreo office gives PPS numbers?" }).first().click();
    await page.waitForURL(`${suite.server.url}/community/forum/posts/${postId}`);
    await expect.poll(() => message.count()).toBe(0);
    await context.close();
  });

  it("a long discussion comes a page of threads at a time: links, the current page marked, a new comment opens the last page, a live one moves nobody", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "paging@example.com");
    const other = await signedInMember(suite.browser, suite.server.url, suite.smtp, "paging-too@example.com");
    const postId = await createPostQuickly(page, suite.server.url, "Which GP takes new patients in Galway?");
    const permalink = `${suite.server.url}/community/forum/posts/${postId}`;
    // One more thread than a page holds (COMMENT_THREADS_PER_PAGE), the first with a reply.
    const ids: string[] = [];
    for (let i = 1; i <= COMMENT_THREADS_PER_PAGE + 1; i++) {
      const location = await postForm(i % 2 ? page : other.page, suite.server.url, `/community/forum/posts/${postId}`, {
        intent: "comment",
        content: `Answer number ${i}`,
        parentId: "",
      });
      ids.push(/\?comment=([0-9a-f-]{36})/.exec(location)![1]!);
    }
    await postForm(other.page, suite.server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "A reply to the first answer",
      parentId: ids[0]!,
    });
    const comments = page.locator("li[id^=comment-]");
    await page.goto(permalink, { waitUntil: "networkidle" }); // hydrated: the page links are followed by the client
    const pager = page.getByRole("navigation", { name: "Comment pages" });
    await expect.poll(() => pager.locator("[aria-current=page]").textContent(), SLOW).toBe("Page 1");
    expect(await comments.count()).toBe(COMMENT_THREADS_PER_PAGE + 1);
    expect(await page.getByRole("list", { name: "Replies" }).textContent()).toContain("A reply to the first answer");
    expect(await pager.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await pager.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(`${permalink}?comments=2#comments-${postId}`);
    await expect.poll(() => comments.count()).toBe(1);
    expect(await comments.first().textContent()).toContain(`Answer number ${COMMENT_THREADS_PER_PAGE + 1}`);
    await expect.poll(() => pager.locator("[aria-current=page]").textContent()).toBe("Page 2");
    expect(await pager.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId("comment-count").first().textContent())
      .toBe(`${COMMENT_THREADS_PER_PAGE + 2} comments`);
    await expectNoAxeViolations(page, "permalink, comments page 2");
    if (shots) {
      await pager.screenshot({ path: `${shots}/comment-pages-desktop.png` });
      await page.locator(`#comments-${postId}`).screenshot({ path: `${shots}/comments-page-2-desktop.png` });
    }
    await pager.getByRole("link", { name: /Previous/ }).click();
    await page.waitForURL(`${permalink}#comments-${postId}`);
    await expect.poll(() => comments.count()).toBe(COMMENT_THREADS_PER_PAGE + 1);

    // Someone else comments (on page 2): the count follows live, the reader stays on page 1.
    await postForm(other.page, suite.server.url, `/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "A late answer from someone else",
      parentId: "",
    });
    await expect
      .poll(() => page.getByTestId("comment-count").first().textContent(), { timeout: 10_000 })
      .toBe(`${COMMENT_THREADS_PER_PAGE + 3} comments`);
    expect(page.url()).toBe(`${permalink}#comments-${postId}`);
    expect(await comments.count()).toBe(COMMENT_THREADS_PER_PAGE + 1);

    // The reader's own comment goes last: the page that holds it opens, at it.
    await page.getByLabel("Add a comment").fill("My own answer, last of all");
    await page.getByRole("button", { name: "Comment", exact: true }).last().click();
    await page.waitForURL(new RegExp(`\\?comment=[0-9a-f-]{36}#comment-`));
    await expect.poll(() => pager.locator("[aria-current=page]").textContent()).toBe("Page 2");
    const mine = comments.filter({ hasText: "My own answer, last of all" });
    await expect.poll(() => mine.getAttribute("class")).toContain("ring-accent");

    // 320 px: the page links wrap and stay usable targets.
    await page.setViewportSize({ width: 320, height: 720 });
    const box = await pager.getByRole("link", { name: "Page 1" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(36);
    if (shots) await pager.screenshot({ path: `${shots}/comment-pages-320.png` });
    await other.context.close();
    await context.close();
  }, 120_000);

  it("renders XSS payloads in title, body and comment inert", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "mallory@example.com");
    const dialogs: string[] = [];
    // A script's alert, confirm or prompt. Not the browser's "leave this page?" (beforeunload): the editor
    // asks it while its text is unsent, and a navigation in the frame before the sent comment's form
    // empties meets it (CI met it once). What was asked, and where, is kept: a CI run under load (db36ea0)
    // met a dialog here once, and never alone.
    page.on("dialog", (dialog) => {
      if (dialog.type() !== "beforeunload") dialogs.push(`${dialog.type()} "${dialog.message()}" at ${page.url()}`);
      void dialog.dismiss();
    });
    // Each on a line of its own: on one line, Markdown would take the whole line as an HTML block.
    const payload = [
      "<script>window.__xss=1</script>",
      'Inline <img src=x onerror="window.__xss=2"> image',
      "[click me](javascript:window.__xss=3)",
    ].join("\n\n");
    await createPost(page, `<img src=x onerror="window.__xss=4">Title`, payload);
    // On the new post's page, its comments are open.
    const card = postCard(page, "Title").first();
    await card.getByLabel("Add a comment").fill(payload);
    await card.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => card.locator("li[id^=comment-]").count()).toBe(1);
    await expect.poll(() => card.getByLabel("Add a comment").inputValue()).toBe(""); // sent: the field is empty
    await page.goto(`${suite.server.url}/community/forum`);
    await page.locator("article[id^=post-]").first().getByRole("link", { name: "Comment" }).click();
    // A Markdown link to a javascript: address is no link: the post and the comment show it as typed (ADR 0022).
    const typed = page.locator("main").getByText("[click me](javascript:window.__xss=3)", { exact: true });
    await expect.poll(() => typed.count()).toBe(2);
    expect(await page.locator('main a[href*="javascript" i]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator("main script, main img[onerror]").count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("shows anonymous visitors the sign-in paths and prompts, and the newest posts on the home page", async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(suite.server.url);
    const latest = page.getByRole("region", { name: "Latest from the Forum" }).getByRole("listitem");
    await expect.poll(() => latest.count()).toBe(3);
    expect(await latest.first().getByRole("link").getAttribute("href")).toMatch(
      /^\/community\/forum#post-[0-9a-f-]{36}$/,
    );
    await page.goto(`${suite.server.url}/community/forum`);
    expect(await page.getByRole("link", { name: "Sign in to Post" }).getAttribute("href")).toBe(
      "/auth?redirectTo=%2Fcommunity%2Fforum",
    );
    await page.locator("article[id^=post-]").first().getByRole("button", { name: "Like" }).click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("Please sign in to like posts.");
    await expect.poll(() => page.getByRole("dialog").getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await page.locator("article[id^=post-]").first().getByRole("link", { name: "Comment" }).click();
    await expect.poll(() => page.getByText("to join the discussion.").first().isVisible()).toBe(true);
    await expectNoAxeViolations(page, "/community/forum (anonymous)");
    await page.goto(`${suite.server.url}/community/forum/new-post`);
    expect(await page.locator("h1").textContent()).toBe("Authentication Required");
    await expectNoAxeViolations(page, "/community/forum/new-post (anonymous)");
    await context.close();
  });

  it("shows a post on its own server-rendered page, and the new-post form passes axe", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "eve@example.com");
    await page.goto(`${suite.server.url}/community/forum/new-post`);
    await page.getByRole("button", { name: "Create Post" }).click();
    // Every problem is shown beside its field at once, and the focus goes to the first of them.
    const form = page.locator("main form");
    await expect.poll(() => form.getByText("Please select a category").isVisible()).toBe(true);
    expect(await form.getByText("Please enter a title").isVisible()).toBe(true);
    expect(await form.getByText("Please enter content").isVisible()).toBe(true);
    expect(await page.getByLabel("Category").evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, "/community/forum/new-post");
    if (shots) await page.screenshot({ path: `${shots}/new-post.png`, fullPage: true });
    const id = await createPostQuickly(page, suite.server.url, "Which bank takes a student visa?", "Asking for me");
    const permalink = await fetch(`${suite.server.url}/community/forum/posts/${id}`);
    expect(permalink.status).toBe(200);
    const html = await permalink.text();
    expect(html).toContain("<title>Which bank takes a student visa? | Ireland Guide</title>");
    expect(html).toContain('<meta property="og:title" content="Which bank takes a student visa? | Ireland Guide"/>');
    expect(html).toMatch(/<h1[^>]*>Which bank takes a student visa\?<\/h1>/);
    expect(html).toContain("Asking for me");
    await page.goto(`${suite.server.url}/community/forum/posts/${id}`);
    await expectNoAxeViolations(page, "permalink");
    expect((await fetch(`${suite.server.url}/community/forum/posts/not-a-uuid`)).status).toBe(404);
    await context.close();
  });

  it("an Escape pressed the moment a dialog shows, over a toast, closes the dialog", async () => {
    const { page, context } = await signedInMember(suite.browser, suite.server.url, suite.smtp, "fin@example.com");
    const id = await createPostQuickly(page, suite.server.url, "Is a Leap card cheaper than cash?");
    await page.goto(`${suite.server.url}/community/forum#post-${id}`);
    const card = postCard(page, "Is a Leap card cheaper than cash?");
    await card.getByRole("link", { name: "Comment" }).click();
    await card.getByLabel("Add a comment").fill("Much cheaper, and capped each week.");
    await card.getByRole("button", { name: "Comment", exact: true }).last().click();
    await expect.poll(() => page.getByText("Comment added successfully!").first().isVisible()).toBe(true);
    // The member presses Escape as soon as the dialog is drawn: pressed from the page, in the same turn as
    // the drawing, as Playwright's own press comes later than a quick member's may. It closed the toast,
    // the topmost layer until the dialog's listener was added, and left the dialog open over the page.
    await page.evaluate(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector("[role=dialog]")) return;
        observer.disconnect();
        const init = { key: "Escape", code: "Escape", bubbles: true, cancelable: true };
        document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", init));
        document.body.dataset.testPressedEscape = "";
      }).observe(document.body, { childList: true, subtree: true });
    });
    const deleteComment = card.locator("li[id^=comment-]").first().getByRole("link", { name: "Delete", exact: true });
    await deleteComment.click();
    // The dialog's code comes with the first click: the key is pressed once it has come and drawn it.
    await page.locator("body[data-test-pressed-escape]").waitFor({ state: "attached" });
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => deleteComment.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
