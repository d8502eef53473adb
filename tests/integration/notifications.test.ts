import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationsOf, unreadCount } from "../../server/notifications/service";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Notifications (issue #16) through the app's own actions: who is told about a comment, a reply, a
 * mention, a like and a moderator's decision; watching and muting; never one's own action, never two
 * for one event; the unread counter kept by triggers; a 10,000-watcher fan-out in one statement.
 */
let t: TestApp;
let aoife: TestBrowser; // writes posts
let brian: TestBrowser; // comments
let ciara: TestBrowser; // replies, mentions
let moderator: TestBrowser;
const ids: Record<string, string> = {};

const db = () => t.database.db;
const postPath = (id: string) => `/community/forum/posts/${id}`;

async function member(name: string) {
  const email = `${name}@example.com`;
  const browser = await signedInMember(t, email);
  const id = String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
  await db().execute(sql`UPDATE profiles SET username = ${name} WHERE id = ${id}`);
  ids[name] = id;
  return browser;
}

async function newPost(browser: TestBrowser, title: string, content = "Plain words, no links.") {
  const result = await browser.submit("/community/forum/new-post", { title, content, category: "housing" });
  expect(result.redirect, JSON.stringify(result.data)).toBeTruthy();
  return result.redirect!.match(/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/)![1]!;
}

async function comment(browser: TestBrowser, postId: string, content: string, parentId = "") {
  const added = await browser.submit<{ data: { commentId: string } }>(postPath(postId), {
    intent: "comment",
    content,
    parentId,
  });
  expect(added.status, JSON.stringify(added.data)).toBe(200);
  return added.data.data.commentId;
}

/** What `name` was told about, newest first: kind and the comment it points at. */
async function inbox(name: string) {
  return (await notificationsOf(db(), ids[name]!)).map((n) => ({
    kind: n.kind,
    commentId: n.commentId,
    postId: n.postId,
    actorIds: n.actorIds,
    read: n.readAt !== null,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  aoife = await member("aoife");
  brian = await member("brian");
  ciara = await member("ciara");
  moderator = await member("moddy");
  await db().execute(sql`UPDATE users SET role = 'moderator' WHERE id = ${ids.moddy!}`);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await db().execute(sql`DELETE FROM rate_limits`);
  await db().execute(sql`DELETE FROM notifications`);
  await db().execute(sql`DELETE FROM notification_mails`);
});

describe("who gets what", () => {
  it("a comment on my post tells me, not the commenter; the commenter then watches the post", async () => {
    const postId = await newPost(aoife, "Deposit not returned in Galway");
    const commentId = await comment(brian, postId, "Go to the RTB, they handle deposits.");
    expect(await inbox("aoife")).toEqual([
      expect.objectContaining({ kind: "comment", commentId, postId, actorIds: [ids.brian], read: false }),
    ]);
    expect(await inbox("brian")).toEqual([]);
    expect(await unreadCount(db(), ids.aoife!)).toBe(1);
    // Brian now watches it: Ciara's comment reaches him as 'watching', and Aoife as 'comment'.
    const second = await comment(ciara, postId, "Same happened to me.");
    expect((await inbox("brian"))[0]).toMatchObject({ kind: "watching", commentId: second });
    expect((await inbox("aoife"))[0]).toMatchObject({ kind: "comment", commentId: second });
    expect(await inbox("ciara")).toEqual([]);
  });

  it("a reply to my comment on my own post that also mentions me is ONE notification, a reply", async () => {
    const postId = await newPost(aoife, "PPS number appointment wait");
    const mine = await comment(aoife, postId, "I waited three weeks.");
    expect(await inbox("aoife")).toEqual([]); // my own comment on my own post: nothing
    const reply = await comment(brian, postId, "@aoife did you book online?", mine);
    expect(await inbox("aoife")).toEqual([expect.objectContaining({ kind: "reply", commentId: reply })]);
    expect(await unreadCount(db(), ids.aoife!)).toBe(1);
  });

  it("an @mention tells the member named (any case), not a made-up name, not the writer naming themselves", async () => {
    const postId = await newPost(aoife, "Bus from Cork to Dublin");
    const commentId = await comment(brian, postId, "Ask @CIARA, or @nobody-here, or me @brian. Not me@ciara.ie");
    expect(await inbox("ciara")).toEqual([expect.objectContaining({ kind: "mention", commentId })]);
    expect(await inbox("brian")).toEqual([]);
    // A post that names someone tells them too.
    const mentioning = await newPost(brian, "Thanks to @ciara for the tips");
    expect((await inbox("ciara"))[0]).toMatchObject({ kind: "mention", postId: mentioning, commentId: null });
  });

  it("watchers hear of every comment; a muted post tells me nothing, mentions included; normal hears replies", async () => {
    const postId = await newPost(aoife, "Student accommodation in Limerick");
    const watch = await ciara.submit(postPath(postId), { intent: "watch", level: "watching" });
    expect(watch.status).toBe(200);
    await comment(brian, postId, "Try the university's housing office.");
    expect((await inbox("ciara"))[0]).toMatchObject({ kind: "watching" });

    expect((await inbox("aoife"))[0]).toMatchObject({ kind: "comment" }); // her post
    await db().execute(sql`DELETE FROM notifications`);
    expect((await aoife.submit(postPath(postId), { intent: "watch", level: "muted" })).status).toBe(200);
    await comment(ciara, postId, "Thanks @aoife for asking");
    expect(await inbox("aoife")).toEqual([]);

    // Back to normal: Aoife hears mentions and replies, not every comment.
    expect((await aoife.submit(postPath(postId), { intent: "watch", level: "normal" })).status).toBe(200);
    await comment(ciara, postId, "Another thought, nothing for Aoife");
    expect(await inbox("aoife")).toEqual([]);
    await comment(ciara, postId, "@aoife see above");
    expect((await inbox("aoife"))[0]).toMatchObject({ kind: "mention" });

    // A bad level, a made-up post: clear 4xx.
    expect((await ciara.submit(postPath(postId), { intent: "watch", level: "loudly" })).status).toBe(400);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await ciara.submit(postPath(missing), { intent: "watch", level: "watching" })).status).toBe(404);
    expect((await t.browser().submit(postPath(postId), { intent: "watch", level: "watching" })).status).toBe(401);
  });

  it("likes are grouped per item and day: 'Brian and 1 other'; my own like tells nobody; a re-like adds nothing", async () => {
    const postId = await newPost(aoife, "Getting a GP card");
    await aoife.submit(postPath(postId), { intent: "like-post", liked: "true" });
    expect(await inbox("aoife")).toEqual([]);
    await brian.submit(postPath(postId), { intent: "like-post", liked: "true" });
    await ciara.submit(postPath(postId), { intent: "like-post", liked: "true" });
    await ciara.submit(postPath(postId), { intent: "like-post", liked: "false" });
    await ciara.submit(postPath(postId), { intent: "like-post", liked: "true" });
    const likes = await inbox("aoife");
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ kind: "like", postId, commentId: null });
    expect(likes[0]!.actorIds).toEqual([ids.brian, ids.ciara]);
    expect(await unreadCount(db(), ids.aoife!)).toBe(1);

    // A like on a comment is its own item; read, then liked by someone new: unread again.
    const commentId = await comment(aoife, postId, "Update: got it.");
    await brian.submit(postPath(postId), { intent: "like-comment", commentId, liked: "true" });
    expect(await inbox("aoife")).toHaveLength(2);
    await db().execute(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${ids.aoife!}`);
    expect(await unreadCount(db(), ids.aoife!)).toBe(0);
    await ciara.submit(postPath(postId), { intent: "like-comment", commentId, liked: "true" });
    expect(await unreadCount(db(), ids.aoife!)).toBe(1);
    const list =
      await aoife.load<Record<string, { data: { items: { kind: string; actor: string; others: number }[] } }>>(
        "/notifications",
      );
    const grouped = list.data["routes/notifications"]!.data.items.find((item) => item.kind === "like");
    expect(grouped).toMatchObject({ actor: "ciara", others: 1 });
  });

  it("moderators' outcomes reach the author, never the moderator acting on their own item", async () => {
    const postId = await newPost(aoife, "Renting a room: is 900 a month normal?");
    const commentId = await comment(brian, postId, "Wire me the deposit first");
    const hide = await moderator.submit("/moderation", {
      intent: "hide",
      targetType: "comment",
      targetId: commentId,
      reason: "Asks for money up front",
    });
    expect(hide.status).toBe(200);
    expect((await inbox("brian"))[0]).toMatchObject({ kind: "moderation", commentId });
    const [row] = await notificationsOf(db(), ids.brian!);
    expect(row).toMatchObject({ action: "hide", reason: "Asks for money up front" });
    await moderator.submit("/moderation", { intent: "lock", targetType: "post", targetId: postId });
    expect((await inbox("aoife"))[0]).toMatchObject({ kind: "moderation", postId, commentId: null });
    // A moderator locking their own post is not told about it.
    const own = await newPost(moderator, "Moderator's own notice");
    await moderator.submit("/moderation", { intent: "lock", targetType: "post", targetId: own });
    expect(await inbox("moddy")).toEqual([]);
  });
});

describe("scale", () => {
  it("a post with 10,000 watchers: one comment notifies all of them in one statement; counters follow", async () => {
    const postId = await newPost(aoife, "The busiest thread");
    await db().execute(sql`
      INSERT INTO users (email, email_verified) SELECT 'w' || g || '@example.com', true FROM generate_series(1, 10000) g`);
    await db().execute(sql`
      INSERT INTO watches (user_id, post_id, level)
      SELECT id, ${postId}, 'watching' FROM users WHERE email LIKE 'w%@example.com'`);
    const started = performance.now();
    const commentId = await comment(brian, postId, "Hello, everyone");
    const ms = performance.now() - started;
    const told = await db().execute(sql`SELECT count(*)::int AS n FROM notifications WHERE comment_id = ${commentId}`);
    expect(Number(told.rows[0]!.n)).toBe(10_001); // the watchers and Aoife
    const counted = await db().execute(sql`
      SELECT count(*)::int AS n FROM notification_counters c JOIN users u ON u.id = c.user_id
      WHERE u.email LIKE 'w%@example.com' AND c.unread_count = 1`);
    expect(Number(counted.rows[0]!.n)).toBe(10_000);
    expect(ms).toBeLessThan(20_000);
    await db().execute(sql`DELETE FROM notifications WHERE comment_id = ${commentId}`);
    await db().execute(sql`DELETE FROM users WHERE email LIKE 'w%@example.com'`);
  }, 60_000);

  it("the bell's count comes from the counter row: right after inserts, reads and deletes", async () => {
    await db().execute(sql`
      INSERT INTO notifications (user_id, kind, actor_ids) SELECT ${ids.ciara!}, 'mention', '{}' FROM generate_series(1, 500)`);
    expect(await unreadCount(db(), ids.ciara!)).toBe(500);
    await db().execute(sql`
      UPDATE notifications SET read_at = now() WHERE id IN (
        SELECT id FROM notifications WHERE user_id = ${ids.ciara!} LIMIT 200)`);
    expect(await unreadCount(db(), ids.ciara!)).toBe(300);
    await db().execute(sql`DELETE FROM notifications WHERE user_id = ${ids.ciara!} AND read_at IS NULL`);
    expect(await unreadCount(db(), ids.ciara!)).toBe(0);
  });
});
