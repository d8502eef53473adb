import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ForumPage } from "../../common/forum";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

let t: TestApp;
let alice: TestBrowser;
let bob: TestBrowser;
let anonymous: TestBrowser;

/** Flood and sign-up limits are tested on their own; other tests start each step with clean counters. */
const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);

async function member(email: string) {
  await resetLimits();
  return signedInMember(t, email);
}

type Failure = { ok: false; error: { message: string; code: string; field?: string }; fields?: Record<string, string> };
const postPath = (id: string) => `/community/forum/posts/${id}`;

/** Creates a post as a browser with JavaScript would (a <Form> posted by React Router's client). */
async function newPost(browser: TestBrowser, title = "Where do I register for my IRP?") {
  const result = await browser.submit("/community/forum/new-post", {
    title,
    content: "I arrive in January.",
    category: "legal",
  });
  // The member lands on their new post's page (issue #29), not on the list.
  expect(result.redirect).toMatch(/^\/community\/forum\/posts\/[0-9a-f-]{36}$/);
  return { id: result.redirect!.split("/posts/")[1]!, title };
}

/** Another member's four tries to change a post and a comment of it: edit and delete each. */
async function changeAsAnother(browser: TestBrowser, postId: string, commentId: string) {
  return [
    await browser.submit<Failure>(`${postPath(postId)}/edit`, { title: "Hacked", content: "x", category: "general" }),
    await browser.submit<Failure>(postPath(postId), { intent: "delete-post" }),
    await browser.submit<Failure>(postPath(postId), { intent: "edit-comment", commentId, content: "Hacked" }),
    await browser.submit<Failure>(postPath(postId), { intent: "delete-comment", commentId }),
  ];
}

async function addComment(browser: TestBrowser, postId: string, content: string, parentId = "") {
  const result = await browser.submit<{ ok: true; data: { commentId: string } }>(postPath(postId), {
    intent: "comment",
    content,
    parentId,
  });
  expect(result.status).toBe(200);
  return result.data.data.commentId;
}

const like = (browser: TestBrowser, postId: string, liked: boolean) =>
  browser.submit<{ ok: boolean; data: { liked: boolean; likesCount: number } }>(postPath(postId), {
    intent: "like-post",
    liked: String(liked),
  });

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await member("alice@example.com"), await member("bob@example.com")];
  anonymous = t.browser();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetLimits();
});

describe("permissions are enforced on the server", () => {
  it("anonymous visitors can read but not post, comment, like or report (401 with the spec's words)", async () => {
    const post = await newPost(alice);
    expect((await anonymous.request("/community/forum")).status).toBe(200);
    expect((await anonymous.request(postPath(post.id))).status).toBe(200);
    const attempts = [
      await anonymous.submit<Failure>("/community/forum/new-post", { title: "x", content: "y", category: "general" }),
      await anonymous.submit<Failure>(postPath(post.id), { intent: "comment", content: "hi" }),
      await anonymous.submit<Failure>(postPath(post.id), { intent: "like-post", liked: "true" }),
      await anonymous.submit<Failure>("/report", { postId: post.id, reason: "spam" }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(attempts.map((r) => r.data.error.message)).toEqual([
      "You must be logged in to create a post.",
      "You must be logged in to comment.",
      "You must be logged in to like a post.",
      "You must be logged in to report content.",
    ]);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM comments WHERE post_id = ${post.id}`);
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });

  it("without JavaScript, an anonymous write is sent to sign in and back", async () => {
    const post = await newPost(alice);
    const response = await anonymous.submitDocument(postPath(post.id), {
      intent: "like-post",
      liked: "true",
      redirectTo: `/community/forum#post-${post.id}`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/community/forum#post-${post.id}`)}`,
    );
  });

  it("user B cannot edit or delete user A's post or comment (403, row unchanged)", async () => {
    const post = await newPost(alice, "Alice's question");
    const commentId = await addComment(alice, post.id, "Alice's comment");

    const attempts = await changeAsAnother(bob, post.id, commentId);
    expect(attempts.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    const editor = await bob.request(`${postPath(post.id)}/edit`);
    expect(editor.status).toBe(403);
    expect(await editor.text()).toContain("Only the author of a post can edit it.");

    const rows = await t.database.db.execute(sql`
      SELECT (SELECT title FROM posts WHERE id = ${post.id}) AS title, (SELECT content FROM comments WHERE id = ${commentId}) AS content`);
    expect(rows.rows[0]).toEqual({ title: "Alice's question", content: "Alice's comment" });

    const edited = await alice.submit(postPath(post.id), {
      intent: "edit-comment",
      commentId,
      content: "  Edited, as typed  ",
    });
    expect(edited.status).toBe(200);
    const blank = await alice.submit<Failure>(postPath(post.id), { intent: "edit-comment", commentId, content: "   " });
    expect(blank.status).toBe(400);
    expect(blank.data.error).toMatchObject({ message: "Comment cannot be empty.", field: "content" });
    const saved = await t.database.db.execute(sql`SELECT content FROM comments WHERE id = ${commentId}`);
    expect(saved.rows[0]).toEqual({ content: "  Edited, as typed  " });
    expect((await alice.submit(postPath(post.id), { intent: "delete-comment", commentId })).status).toBe(200);
    const deleted = await alice.submit(postPath(post.id), { intent: "delete-post", redirectTo: "/community/forum" });
    expect(deleted.redirect).toBe("/community/forum");
    expect((await anonymous.request(postPath(post.id))).status).toBe(404);
  });

  it("a hidden post or comment is not there for another member who tries to change it (404), and is its author's to edit", async () => {
    const post = await newPost(alice, "Alice's hidden question");
    const commentId = await addComment(alice, post.id, "Alice's hidden comment");
    await t.database.db.execute(sql`UPDATE comments SET visibility = 'hidden' WHERE id = ${commentId}`);
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${post.id}`);

    const attempts = await changeAsAnother(bob, post.id, commentId);
    // As every read answers them (server/read-policy.ts): the items are not theirs to see, let alone change.
    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const own = await alice.submit(postPath(post.id), { intent: "edit-comment", commentId, content: "Edited" });
    expect(own.status).toBe(200);
    await t.database.db.execute(sql`UPDATE comments SET visibility = 'removed' WHERE id = ${commentId}`);
    const removed = await alice.submit<Failure>(postPath(post.id), { intent: "edit-comment", commentId, content: "x" });
    expect(removed.status).toBe(404);
  });

  it("a locked post refuses comments", async () => {
    const post = await newPost(alice, "Locked thread");
    await t.database.db.execute(sql`UPDATE posts SET is_locked = true WHERE id = ${post.id}`);
    const response = await bob.submit<Failure>(postPath(post.id), { intent: "comment", content: "Too late?" });
    expect(response.status).toBe(423);
    expect(response.data.error.message).toBe("This post is locked: it takes no new comments.");
  });

  it("members cannot report their own posts", async () => {
    const post = await newPost(alice, "My own post");
    const response = await alice.submit<Failure>("/report", { postId: post.id, reason: "spam" });
    expect(response.status).toBe(403);
    expect(response.data.error.message).toBe("You cannot report your own posts, comments or profile.");
  });

  it("validates posts and comments with the spec's messages beside the field, keeping what was typed", async () => {
    const check = async (fields: Record<string, string>, message: string, field: string) => {
      const response = await alice.submit<Failure>("/community/forum/new-post", fields);
      expect(response.status).toBe(400);
      expect(response.data.error).toMatchObject({ message, field });
      expect(response.data.fields).toMatchObject(fields);
    };
    await check({ title: "  ", content: "x", category: "general" }, "Please enter a title", "title");
    await check({ title: "x", content: " ", category: "general" }, "Please enter content", "content");
    await check({ title: "x", content: "y", category: "" }, "Please select a category", "category");
    await check(
      { title: "x".repeat(201), content: "y", category: "general" },
      "Title must be 200 characters or fewer.",
      "title",
    );
    await check(
      { title: "x", content: "y".repeat(20_001), category: "general" },
      "Post must be 20,000 characters or fewer.",
      "content",
    );
    await alice.submit("/community/forum/new-post", { title: "  Trimmed  ", content: "  Body  ", category: "housing" });
    const saved = await t.database.db.execute(sql`SELECT title, content, category FROM posts WHERE title = 'Trimmed'`);
    expect(saved.rows[0]).toEqual({ title: "Trimmed", content: "Body", category: "housing" });
    const empty = await alice.submit<Failure>(postPath((await newPost(bob)).id), { intent: "comment", content: "   " });
    expect(empty.data.error.message).toBe("Cannot submit empty comment");
  });

  it("without JavaScript, a refused post comes back as the form with the message and the typed text", async () => {
    const response = await alice.submitDocument("/community/forum/new-post", {
      title: "My typed title",
      content: " ",
      category: "housing",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter content");
    expect(html).toContain('value="My typed title"');
    const textarea = /<textarea[^>]*name="content"[^>]*>/.exec(html)![0];
    expect(textarea).toContain('aria-invalid="true"');
    expect(textarea).toMatch(/aria-describedby="[^"]*content-error"/);
  });

  it("without JavaScript, a created post redirects to its page with the spec's message", async () => {
    const response = await alice.submitDocument("/community/forum/new-post", {
      title: "No script here",
      content: "Plain HTML form",
      category: "general",
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/community\/forum\/posts\/[0-9a-f-]{36}$/);
    const page = await alice.request(location);
    expect(await page.text()).toContain("Post created successfully");
    // Shown once: the flash cookie was cleared by that read.
    expect(await (await alice.request("/community/forum")).text()).not.toContain("Post created successfully");
  });

  it("refuses a body that is not a form, and an unknown intent, with a 4xx", async () => {
    const post = await newPost(alice);
    const json = await alice.request(`${postPath(post.id)}.data`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "like-post", liked: true }),
    });
    expect(json.status).toBe(415);
    const liked = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM likes WHERE post_id = ${post.id}`);
    expect(Number(liked.rows[0]!.n)).toBe(0);
    const unknown = await alice.submit<Failure>(postPath(post.id), { intent: "explode" });
    expect(unknown.status).toBe(400);
  });
});

describe("feed, comments and replies", () => {
  it("pages the feed five at a time, pinned first then newest, and finds a post's page", async () => {
    await t.database.db.execute(sql`DELETE FROM posts`);
    await t.forumChanges.caughtUp();
    const created = [];
    for (let i = 1; i <= 12; i++) {
      if (i % 5 === 0) await resetLimits();
      created.push(await newPost(i % 2 ? alice : bob, `Post ${i}`));
    }
    await t.database.db.execute(sql`UPDATE posts SET is_pinned = true WHERE id = ${created[2]!.id}`);
    await t.forumChanges.caughtUp();
    const page = async (query: string) =>
      (await anonymous.load<Record<string, { data: ForumPage }>>(`/community/forum${query}`)).data[
        "routes/community-forum"
      ]!.data;
    const page1 = await page("?page=1");
    expect(page1).toMatchObject({ page: 1, pageCount: 3, total: 12 });
    expect(page1.posts.map((p) => p.title)).toEqual(["Post 3", "Post 12", "Post 11", "Post 10", "Post 9"]);
    expect((await page("?page=3")).posts.map((p) => p.title)).toEqual(["Post 2", "Post 1"]);
    // Any ?page= maps to a page that exists.
    expect((await page("?page=99999")).page).toBe(3);
    expect((await page("?page=abc")).page).toBe(1);
    const locate = async (id: string) =>
      (await anonymous.load<Record<string, { data: { page: number } }>>(`/resources/forum-locate?post=${id}`)).data[
        "routes/resources-forum-locate"
      ]!.data.page;
    expect(await locate(created[0]!.id)).toBe(3);
    expect(await locate(created[2]!.id)).toBe(1);
    // A member who never chose a username has the one they were given (issue #29: nobody is 'Anonymous').
    expect(page1.posts[0]!.author).toMatchObject({
      username: expect.stringMatching(/^member-[0-9a-f]{8}$/),
      karmaPoints: 0,
    });
  }, 60_000);

  it("lists comments oldest first with replies under their comment, marks edited ones, and counts them", async () => {
    const post = await newPost(alice, "Comment order");
    const first = await addComment(bob, post.id, "Alpha comment");
    const second = await addComment(alice, post.id, "Bravo comment");
    const reply = await addComment(alice, post.id, "Charlie reply to alpha", first);
    await t.database.db.execute(sql`UPDATE comments SET updated_at = now() + interval '1 minute' WHERE id = ${first}`);
    const html = await (await anonymous.request(postPath(post.id))).text();
    // The reply was written last but is shown in its comment's list of replies, before the next comment.
    const at = (id: string) => html.indexOf(`id="comment-${id}"`);
    expect(at(first)).toBeGreaterThan(-1);
    expect(at(first)).toBeLessThan(at(reply));
    expect(at(reply)).toBeLessThan(at(second));
    const replies = html.slice(html.indexOf('aria-label="Replies"', at(first)), at(second));
    expect(replies).toContain("Charlie reply to alpha");
    expect(html.match(/\(edited\)/g)).toHaveLength(1);
    expect(html.indexOf("(edited)")).toBeGreaterThan(at(first));
    expect(html.indexOf("(edited)")).toBeLessThan(at(reply));
    const panel = await anonymous.load<
      Record<string, { data: { comments: { content: string; parentId: string | null }[] } }>
    >(`${postPath(post.id)}/comments`);
    const listed = panel.data["routes/community-forum-post-comments"]!.data.comments;
    // In the order shown (issue #17: comments come a page of threads at a time): each thread, then its replies.
    expect(listed.map((c) => [c.content, c.parentId])).toEqual([
      ["Alpha comment", null],
      ["Charlie reply to alpha", first],
      ["Bravo comment", null],
    ]);
    const count = await t.database.db.execute(sql`SELECT comments_count FROM post_counters WHERE post_id = ${post.id}`);
    expect(Number(count.rows[0]!.comments_count)).toBe(3);
  });

  it("without JavaScript, a comment posts and comes back to the post, at the new comment", async () => {
    const post = await newPost(alice, "No-JS comment");
    const response = await bob.submitDocument(postPath(post.id), {
      intent: "comment",
      content: "Posted from a plain form",
      parentId: "",
      redirectTo: `${postPath(post.id)}#comments-${post.id}`,
    });
    expect(response.status).toBe(302);
    // Comments come in pages (issue #17): back to the page that holds the new comment.
    const location = response.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${postPath(post.id)}\\?comment=([0-9a-f-]{36})#comment-\\1$`));
    expect(await (await bob.request(location)).text()).toContain("Posted from a plain form");
  });
});

describe("likes and karma", () => {
  it("counts likes, gives karma for others' likes only, and never goes below zero", async () => {
    const post = await newPost(alice, "Karma");
    const karma = async () =>
      Number(
        (
          await t.database.db.execute(
            sql`SELECT karma_points FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = 'alice@example.com'`,
          )
        ).rows[0]!.karma_points,
      );
    const start = await karma();
    expect((await like(alice, post.id, true)).data.data).toEqual({ liked: true, likesCount: 1 });
    expect(await karma()).toBe(start); // her own like: counted, no karma
    expect((await like(bob, post.id, true)).data.data).toEqual({ liked: true, likesCount: 2 });
    expect(await karma()).toBe(start + 1);
    expect((await like(bob, post.id, true)).data.data).toEqual({ liked: true, likesCount: 2 }); // still one like
    expect(await karma()).toBe(start + 1);
    expect((await like(bob, post.id, false)).data.data.likesCount).toBe(1);
    expect(await karma()).toBe(start);
    expect((await like(bob, post.id, false)).data.data.likesCount).toBe(1); // unliking twice takes nothing more
    expect(await karma()).toBe(start);

    // Even counts that are already zero (corrected by hand, say) do not go below it.
    await like(bob, post.id, true);
    const setCounts = (likes: number, karmaPoints: number) =>
      t.database.db.execute(sql`
        WITH counter AS (UPDATE post_counters SET likes_count = ${likes} WHERE post_id = ${post.id})
        UPDATE profiles SET karma_points = ${karmaPoints} FROM users u WHERE u.id = profiles.id AND u.email = 'alice@example.com'`);
    await setCounts(0, 0);
    expect((await like(bob, post.id, false)).data.data.likesCount).toBe(0);
    expect(await karma()).toBe(0);
    await setCounts(1, start); // as they were: the other tests check counts against recounts
  });

  it("keeps every counter equal to a recount after 100 concurrent toggles by 50 users", async () => {
    const post = await newPost(alice, "Busy thread");
    const commentId = await addComment(alice, post.id, "Popular");
    const users: TestBrowser[] = [];
    for (let i = 0; i < 50; i++) users.push(await member(`liker${i}@example.com`));
    await Promise.all(
      users.flatMap((user, i) => [
        like(user, post.id, i % 3 !== 0),
        user.submit(postPath(post.id), { intent: "like-comment", commentId, liked: String(i % 2 === 0) }),
      ]),
    );
    const check = await t.database.db.execute(sql`
      SELECT
        (SELECT likes_count FROM post_counters WHERE post_id = ${post.id}) AS post_counter,
        (SELECT count(*)::int FROM likes WHERE post_id = ${post.id} AND comment_id IS NULL) AS post_recount,
        (SELECT likes_count FROM comment_counters WHERE comment_id = ${commentId}) AS comment_counter,
        (SELECT count(*)::int FROM likes WHERE comment_id = ${commentId}) AS comment_recount,
        (SELECT count(*)::int FROM profiles p WHERE p.karma_points <> (
           SELECT count(*) FROM likes l WHERE l.content_author_id = p.id AND l.user_id <> p.id)) AS karma_mismatches`);
    const row = check.rows[0] as Record<string, number>;
    expect(Number(row.post_counter)).toBe(Number(row.post_recount));
    expect(Number(row.post_recount)).toBe(33);
    expect(Number(row.comment_counter)).toBe(Number(row.comment_recount));
    expect(Number(row.comment_recount)).toBe(25);
    expect(Number(row.karma_mismatches)).toBe(0);
  }, 180_000);
});

describe("reports and flood limits", () => {
  it("takes one open report per user and item, for posts and comments", async () => {
    const post = await newPost(alice, "Suspicious rental");
    const first = await bob.submit("/report", {
      postId: post.id,
      reason: "scam",
      details: "Asks for a deposit by wire",
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, toast: { title: "Report submitted successfully" } });
    const again = await bob.submit<Failure>("/report", { postId: post.id, reason: "spam" });
    expect(again.status).toBe(409);
    const commentId = await addComment(alice, post.id, "DM me");
    expect((await bob.submit("/report", { commentId, reason: "spam" })).status).toBe(200);
    const bad = await bob.submit<Failure>("/report", { postId: post.id, reason: "nonsense" });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatchObject({ message: "Please choose a reason.", field: "reason" });
    const stored = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM reports WHERE reporter_id IS NOT NULL`,
    );
    expect(Number(stored.rows[0]!.n)).toBe(2);
  });

  it("the report page works without JavaScript and goes back where the visitor was", async () => {
    const post = await newPost(alice, "Report me by form");
    const page = await bob.request(`/report?post=${post.id}&redirectTo=/community/forum`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Report me by form");
    const response = await bob.submitDocument("/report", {
      postId: post.id,
      reason: "spam",
      redirectTo: `/community/forum#post-${post.id}`,
      page: "1",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/community/forum#post-${post.id}`);
  });

  it("stops a member posting more than 5 posts in 10 minutes, saying when they can post again", async () => {
    const carol = await member("carol@example.com");
    for (let i = 0; i < 5; i++) {
      const created = await carol.submit("/community/forum/new-post", {
        title: `T${i}`,
        content: "x",
        category: "general",
      });
      expect(created.redirect).toMatch(/^\/community\/forum\/posts\//);
    }
    const sixth = await carol.submit<Failure>("/community/forum/new-post", {
      title: "T6",
      content: "x",
      category: "general",
    });
    expect(sixth.status).toBe(429);
    expect(sixth.data.error.message).toMatch(/^You are doing that too often\. You can post again in \d+ minutes?\.$/);
  });
});
