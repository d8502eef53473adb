import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
type Browser = ReturnType<TestApp["browser"]>;
let alice: Browser;
let bob: Browser;
let anonymous: Browser;

/** Flood and sign-up limits are tested on their own; other tests start each step with clean counters. */
const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);

async function member(email: string): Promise<Browser> {
  await resetLimits();
  const browser = t.browser();
  await browser.request("/api/auth/sign-up/email", { method: "POST", json: { email, password: "secret1", name: "" } });
  await browser.request(`/api/auth/verify-email?token=${t.lastMailTo(email).token}`);
  return browser;
}

const api = (browser: Browser, method: string, path: string, json?: unknown) =>
  browser.request(`/api/forum${path}`, { method, json });

async function newPost(browser: Browser, title = "Where do I register for my IRP?") {
  const response = await api(browser, "POST", "/posts", { title, content: "I arrive in January.", category: "legal" });
  expect(response.status).toBe(201);
  return (await response.json()).post as { id: string; title: string };
}

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
  it("anonymous visitors can read but not post, comment, like or report (401)", async () => {
    const post = await newPost(alice);
    expect((await api(anonymous, "GET", "/posts")).status).toBe(200);
    expect((await api(anonymous, "GET", `/posts/${post.id}/comments`)).status).toBe(200);
    const attempts = [
      await api(anonymous, "POST", "/posts", { title: "x", content: "y", category: "general" }),
      await api(anonymous, "POST", `/posts/${post.id}/comments`, { content: "hi" }),
      await api(anonymous, "PUT", `/posts/${post.id}/like`, { liked: true }),
      await api(anonymous, "POST", "/reports", { postId: post.id, reason: "spam" }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await attempts[0]!.json()).error).toBe("You must be logged in to create a post.");
  });

  it("user B cannot edit or delete user A's post or comment (403, row unchanged)", async () => {
    const post = await newPost(alice, "Alice's question");
    const comment = (
      await (await api(alice, "POST", `/posts/${post.id}/comments`, { content: "Alice's comment" })).json()
    ).comment;

    expect(
      (await api(bob, "PATCH", `/posts/${post.id}`, { title: "Hacked", content: "x", category: "general" })).status,
    ).toBe(403);
    expect((await api(bob, "DELETE", `/posts/${post.id}`)).status).toBe(403);
    expect((await api(bob, "PATCH", `/comments/${comment.id}`, { content: "Hacked" })).status).toBe(403);
    expect((await api(bob, "DELETE", `/comments/${comment.id}`)).status).toBe(403);

    const rows = await t.database.db.execute(sql`
      SELECT (SELECT title FROM posts WHERE id = ${post.id}) AS title, (SELECT content FROM comments WHERE id = ${comment.id}) AS content`);
    expect(rows.rows[0]).toEqual({ title: "Alice's question", content: "Alice's comment" });

    expect((await api(alice, "PATCH", `/comments/${comment.id}`, { content: "  Edited, as typed  " })).status).toBe(
      200,
    );
    expect((await api(alice, "PATCH", `/comments/${comment.id}`, { content: "   " })).status).toBe(400);
    const edited = await t.database.db.execute(sql`SELECT content FROM comments WHERE id = ${comment.id}`);
    expect(edited.rows[0]).toEqual({ content: "  Edited, as typed  " });
    expect((await api(alice, "DELETE", `/comments/${comment.id}`)).status).toBe(204);
    expect((await api(alice, "DELETE", `/posts/${post.id}`)).status).toBe(204);
  });

  it("a locked post refuses comments", async () => {
    const post = await newPost(alice, "Locked thread");
    await t.database.db.execute(sql`UPDATE posts SET is_locked = true WHERE id = ${post.id}`);
    const response = await api(bob, "POST", `/posts/${post.id}/comments`, { content: "Too late?" });
    expect(response.status).toBe(423);
    expect((await response.json()).error).toBe("This post is locked: it takes no new comments.");
  });

  it("validates posts and comments with the spec's messages, trimming what it saves", async () => {
    const check = async (json: unknown, message: string) => {
      const response = await api(alice, "POST", "/posts", json);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(message);
    };
    await check({ title: "  ", content: "x", category: "general" }, "Please enter a title");
    await check({ title: "x", content: " ", category: "general" }, "Please enter content");
    await check({ title: "x", content: "y", category: "" }, "Please select a category");
    await check(
      { title: "x".repeat(201), content: "y", category: "general" },
      "Title must be 200 characters or fewer.",
    );
    await check(
      { title: "x", content: "y".repeat(20_001), category: "general" },
      "Post must be 20,000 characters or fewer.",
    );
    const created = await api(alice, "POST", "/posts", {
      title: "  Trimmed  ",
      content: "  Body  ",
      category: "housing",
    });
    expect((await created.json()).post).toMatchObject({ title: "Trimmed", content: "Body", category: "housing" });
    const empty = await api(alice, "POST", `/posts/${(await newPost(bob)).id}/comments`, { content: "   " });
    expect((await empty.json()).error).toBe("Cannot submit empty comment");
  });
});

describe("feed, comments and replies", () => {
  it("pages the feed five at a time, pinned first then newest, and finds a post's page", async () => {
    await t.database.db.execute(sql`DELETE FROM posts`);
    const created = [];
    for (let i = 1; i <= 12; i++) {
      if (i % 5 === 0) await resetLimits();
      created.push(await newPost(i % 2 ? alice : bob, `Post ${i}`));
    }
    await t.database.db.execute(sql`UPDATE posts SET is_pinned = true WHERE id = ${created[2]!.id}`);
    const page1 = await (await api(anonymous, "GET", "/posts?page=1")).json();
    expect(page1).toMatchObject({ page: 1, pageCount: 3, total: 12 });
    expect(page1.posts.map((p: { title: string }) => p.title)).toEqual([
      "Post 3",
      "Post 12",
      "Post 11",
      "Post 10",
      "Post 9",
    ]);
    const page3 = await (await api(anonymous, "GET", "/posts?page=3")).json();
    expect(page3.posts.map((p: { title: string }) => p.title)).toEqual(["Post 2", "Post 1"]);
    expect((await (await api(anonymous, "GET", `/posts/${created[0]!.id}/page`)).json()).page).toBe(3);
    expect((await (await api(anonymous, "GET", `/posts/${created[2]!.id}/page`)).json()).page).toBe(1);
    expect(page1.posts[0].author).toMatchObject({ username: null, karmaPoints: 0 });
  }, 60_000);

  it("lists comments oldest first with replies, and counts them", async () => {
    const post = await newPost(alice, "Comment order");
    const first = (await (await api(bob, "POST", `/posts/${post.id}/comments`, { content: "First" })).json()).comment;
    await api(alice, "POST", `/posts/${post.id}/comments`, { content: "Reply", parentId: first.id });
    await api(alice, "POST", `/posts/${post.id}/comments`, { content: "Second" });
    const listed = (await (await api(anonymous, "GET", `/posts/${post.id}/comments`)).json()).comments;
    expect(listed.map((c: { content: string; parentId: string | null }) => [c.content, c.parentId])).toEqual([
      ["First", null],
      ["Reply", first.id],
      ["Second", null],
    ]);
    expect((await (await api(anonymous, "GET", `/posts/${post.id}`)).json()).post.commentsCount).toBe(3);
  });
});

describe("likes and karma", () => {
  it("counts likes, gives karma for others' likes only, and never goes below zero", async () => {
    const post = await newPost(alice, "Karma");
    await api(alice, "PUT", `/posts/${post.id}/like`, { liked: true }); // own like: count, no karma
    const liked = await (await api(bob, "PUT", `/posts/${post.id}/like`, { liked: true })).json();
    expect(liked).toEqual({ liked: true, likesCount: 2 });
    await api(bob, "PUT", `/posts/${post.id}/like`, { liked: true }); // repeated: still one like
    const karma = async () =>
      Number(
        (
          await t.database.db.execute(
            sql`SELECT karma_points FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = 'alice@example.com'`,
          )
        ).rows[0]!.karma_points,
      );
    const before = await karma();
    expect((await (await api(bob, "PUT", `/posts/${post.id}/like`, { liked: false })).json()).likesCount).toBe(1);
    expect(await karma()).toBe(before - 1);
    expect((await (await api(bob, "PUT", `/posts/${post.id}/like`, { liked: false })).json()).likesCount).toBe(1);
  });

  it("keeps every counter equal to a recount after 100 concurrent toggles by 50 users", async () => {
    const post = await newPost(alice, "Busy thread");
    const comment = (await (await api(alice, "POST", `/posts/${post.id}/comments`, { content: "Popular" })).json())
      .comment;
    const users: Browser[] = [];
    for (let i = 0; i < 50; i++) users.push(await member(`liker${i}@example.com`));
    await Promise.all(
      users.flatMap((user, i) => [
        api(user, "PUT", `/posts/${post.id}/like`, { liked: i % 3 !== 0 }),
        api(user, "PUT", `/comments/${comment.id}/like`, { liked: i % 2 === 0 }),
      ]),
    );
    const check = await t.database.db.execute(sql`
      SELECT
        (SELECT likes_count FROM post_counters WHERE post_id = ${post.id}) AS post_counter,
        (SELECT count(*)::int FROM likes WHERE post_id = ${post.id} AND comment_id IS NULL) AS post_recount,
        (SELECT likes_count FROM comment_counters WHERE comment_id = ${comment.id}) AS comment_counter,
        (SELECT count(*)::int FROM likes WHERE comment_id = ${comment.id}) AS comment_recount,
        (SELECT count(*)::int FROM profiles p WHERE p.karma_points <> (
           SELECT count(*) FROM likes l WHERE l.content_author_id = p.id AND l.user_id <> p.id)) AS karma_mismatches`);
    const row = check.rows[0] as Record<string, number>;
    expect(Number(row.post_counter)).toBe(Number(row.post_recount));
    expect(Number(row.post_recount)).toBe(33);
    expect(Number(row.comment_counter)).toBe(Number(row.comment_recount));
    expect(Number(row.comment_recount)).toBe(25);
    expect(Number(row.karma_mismatches)).toBe(0);
  }, 120_000);
});

describe("reports and flood limits", () => {
  it("takes one open report per user and item, for posts and comments", async () => {
    const post = await newPost(alice, "Suspicious rental");
    expect(
      (await api(bob, "POST", "/reports", { postId: post.id, reason: "scam", details: "Asks for a deposit by wire" }))
        .status,
    ).toBe(201);
    const again = await api(bob, "POST", "/reports", { postId: post.id, reason: "spam" });
    expect(again.status).toBe(409);
    const comment = (await (await api(alice, "POST", `/posts/${post.id}/comments`, { content: "DM me" })).json())
      .comment;
    expect((await api(bob, "POST", "/reports", { commentId: comment.id, reason: "spam" })).status).toBe(201);
    expect((await api(bob, "POST", "/reports", { postId: post.id, reason: "nonsense" })).status).toBe(400);
  });

  it("stops a member posting more than 5 posts in 10 minutes, saying when they can post again", async () => {
    const carol = await member("carol@example.com");
    for (let i = 0; i < 5; i++)
      expect((await api(carol, "POST", "/posts", { title: `T${i}`, content: "x", category: "general" })).status).toBe(
        201,
      );
    const sixth = await api(carol, "POST", "/posts", { title: "T6", content: "x", category: "general" });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error).toMatch(/^You are doing that too often\. You can post again in \d+ minutes?\.$/);
  });
});
