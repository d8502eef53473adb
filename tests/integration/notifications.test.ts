import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationsOf, unreadCount } from "../../server/notifications/read";
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
const anonymousReader = () => t.browser();
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
  await db().execute(sql`DELETE FROM notification_preferences`);
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
    // In the page, a mention links to the member's profile (by username; an unknown name's link is a 404).
    const html = await (await anonymousReader().request(postPath(postId))).text();
    expect(html).toContain('href="/u/CIARA"');
    expect(html).not.toContain('href="/u/ciara.ie"'); // an email address is not a mention
    const found = await anonymousReader().request("/u/CIARA");
    expect(found.status).toBe(302);
    expect(found.headers.get("location")).toBe(`/profile/${ids.ciara}`);
    expect((await anonymousReader().request("/u/nobody-here")).status).toBe(404);
    // The editors' autocomplete: a bounded lookup by prefix, for members only; bad input refused.
    const suggest = (browser: TestBrowser, q: string) =>
      browser.request(`/resources/mentions?q=${encodeURIComponent(q)}`);
    const found2 = await suggest(brian, "CI");
    expect(found2.status).toBe(200);
    expect(((await found2.json()) as { usernames: string[] }).usernames).toEqual(["ciara"]);
    expect((await suggest(anonymousReader(), "ci")).status).toBe(401);
    expect((await suggest(brian, "ci ara")).status).toBe(400);
    expect((await suggest(brian, "x".repeat(31))).status).toBe(400);
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

  it("a post hidden or deleted by a moderator loses its title in other members' notifications and mail", async () => {
    // Members of their own, so that the mail below is theirs alone.
    const fiadh = await member("fiadh");
    const gearoid = await member("gearoid");
    const title = "Rooms in Rathmines, pay the deposit by wire";
    const postId = await newPost(fiadh, title);
    await comment(gearoid, postId, "Is it still free?"); // Gearoid now watches it
    await comment(ciara, postId, "@gearoid do not pay before a viewing"); // Gearoid: a mention, mailed right away
    await comment(moderator, postId, "Looking into this."); // the moderator watches it too
    await comment(ciara, postId, "Still waiting for a viewing."); // the moderator: watching
    type List = { items: { kind: string; postTitle: string | null }[] };
    const listOf = async (browser: TestBrowser) => {
      const data = await (await browser.request("/notifications.data")).text();
      const page = await (await browser.request("/notifications")).text();
      const items = (await browser.load<Record<string, { data: List }>>("/notifications")).data["routes/notifications"]!
        .data.items;
      return { data, page, items };
    };
    expect((await listOf(gearoid)).items[0]!.postTitle).toBe(title);

    for (const [intent, reason] of [
      ["hide", "Asks for money before a viewing"],
      ["remove", "A known scam"],
    ] as const) {
      const done = await moderator.submit("/moderation", { intent, targetType: "post", targetId: postId, reason });
      expect(done.status, intent).toBe(200);
      // Gearoid may no longer see the post: nothing of his names it, in the list's page or its data.
      const gearoids = await listOf(gearoid);
      expect(gearoids.items.length).toBeGreaterThan(0);
      expect(gearoids.items.map((item) => item.postTitle)).toEqual(gearoids.items.map(() => null));
      expect(gearoids.data, intent).not.toContain(title);
      expect(gearoids.page, intent).not.toContain(title);
      expect(gearoids.page).toContain("mentioned you in a post");
      // Its author still reads which post it was (the moderator's decision names it); moderators too.
      const fiadhs = await listOf(fiadh);
      expect(fiadhs.items.find((item) => item.kind === "moderation")?.postTitle, intent).toBe(title);
      expect((await listOf(moderator)).items.every((item) => item.postTitle === title)).toBe(true);
    }

    // The mail worker: Gearoid's mail does not name it either; Fiadh's does.
    await db().execute(sql`UPDATE notifications SET created_at = created_at - interval '10 minutes'`);
    await db().execute(sql`UPDATE notification_mails SET due_at = due_at - interval '10 minutes'`);
    const before = t.outbox().length;
    await t.mailWorker.tick();
    const mails = t.outbox().slice(0, t.outbox().length - before);
    // Gearoid gets two mails in the one tick, in either order: the mention at once, and his daily digest of the
    // post he watches.
    const gearoidMails = mails.filter((m) => m.to === "gearoid@example.com");
    const fiadhMail = mails.find((m) => m.to === "fiadh@example.com");
    expect(gearoidMails.map((m) => m.text).find((text) => text.includes("mentioned you in a post"))).toBeDefined();
    for (const mail of gearoidMails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(title);
    expect(fiadhMail!.text).toContain(title);
  });
});

describe("mentions in edits and approvals", () => {
  it("an edit tells only the members it newly names; a waiting post's mentions go out when it is approved", async () => {
    const postId = await newPost(aoife, "Moving to Galway in January");
    const commentId = await comment(brian, postId, "Ask @ciara about the buses.");
    expect(await inbox("ciara")).toHaveLength(1);
    const edited = await brian.submit(postPath(postId), {
      intent: "edit-comment",
      commentId,
      content: "Ask @ciara or @moddy about the buses.",
    });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(await inbox("moddy")).toEqual([expect.objectContaining({ kind: "mention", commentId })]);
    expect(await inbox("ciara")).toHaveLength(1); // named before: not told twice

    const postEdit = await aoife.submit(`${postPath(postId)}/edit`, {
      title: "Moving to Galway in January",
      content: "Thanks @brian and @ciara!",
      category: "housing",
    });
    expect(postEdit.redirect, JSON.stringify(postEdit.data)).toBeTruthy();
    expect((await inbox("ciara"))[0]).toMatchObject({ kind: "mention", postId, commentId: null });
    expect((await inbox("brian"))[0]).toMatchObject({ kind: "mention", postId, commentId: null });

    // A new member's post with a link waits for a moderator: nobody it names hears of it until approval.
    await db().execute(sql`DELETE FROM notifications`);
    const newcomer = await signedInMember(t, "dara@example.com", { newMember: true });
    const waiting = await newPost(newcomer, "Bus Éireann timetable", "See https://www.buseireann.ie and ask @ciara");
    expect(await inbox("ciara")).toEqual([]);
    const approved = await moderator.submit("/moderation", {
      intent: "approve",
      targetType: "post",
      targetId: waiting,
    });
    expect(approved.status, JSON.stringify(approved.data)).toBe(200);
    expect(await inbox("ciara")).toEqual([expect.objectContaining({ kind: "mention", postId: waiting })]);
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
    // Clearing 10,000 accounts is not a request: it may take past the pool's statement timeout on a busy machine.
    await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await tx.execute(sql`DELETE FROM notifications WHERE comment_id = ${commentId}`);
      await tx.execute(sql`DELETE FROM users WHERE email LIKE 'w%@example.com'`);
    });
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

/** An SSE client on /api/events as `browser`'s member: the 'member' events it receives. */
async function memberStream(browser: TestBrowser) {
  const controller = new AbortController();
  const response = await browser.request("/api/events", { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const counts: number[] = [];
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: member$/m.test(block))
            counts.push((JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as { unread: number }).unread);
        }
      }
    } catch {
      // closed
    }
  })();
  const waitFor = async (unread: number) => {
    for (let i = 0; i < 100 && counts.at(-1) !== unread; i++) await new Promise((r) => setTimeout(r, 50));
    return counts.at(-1);
  };
  return { counts, waitFor, close: () => void reader.cancel().catch(() => {}) };
}

describe("in the page", () => {
  it("the member's own SSE connections get their unread count, live, in every tab; nobody else's does", async () => {
    const postId = await newPost(aoife, "Which bank takes a student's first account?");
    const tabOne = await memberStream(aoife);
    const tabTwo = await memberStream(aoife);
    const brianTab = await memberStream(brian);
    const anonymous = await memberStream(t.browser());
    expect(await tabOne.waitFor(0)).toBe(0); // on connect
    const commentId = await comment(brian, postId, "AIB did mine in a week.");
    expect(await tabOne.waitFor(1)).toBe(1);
    expect(await tabTwo.waitFor(1)).toBe(1);

    // The list shows it, newest first, linking to the exact comment; opening it marks it read.
    const page =
      await aoife.load<
        Record<string, { data: { items: { id: string; href: string; read: boolean }[]; unread: number } }>
      >("/notifications");
    const list = page.data["routes/notifications"]!.data;
    expect(list.unread).toBe(1);
    expect(list.items[0]).toMatchObject({
      href: `${postPath(postId)}?comment=${commentId}#comment-${commentId}`,
      read: false,
    });
    const opened = await aoife.request(`/notifications/${list.items[0]!.id}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`${postPath(postId)}?comment=${commentId}#comment-${commentId}`);
    expect(await tabTwo.waitFor(0)).toBe(0);
    expect(await unreadCount(db(), ids.aoife!)).toBe(0);
    // Someone else's notification is not there for Brian; a made-up id neither.
    expect((await brian.request(`/notifications/${list.items[0]!.id}`)).status).toBe(404);
    expect((await brian.request(`/notifications/not-an-id`)).status).toBe(404);
    expect(brianTab.counts.every((n) => n === 0)).toBe(true);
    expect(anonymous.counts).toEqual([]);
    for (const stream of [tabOne, tabTwo, brianTab, anonymous]) stream.close();
  });

  it("'Mark all as read' and 'Mark as read' are plain forms; the list is paginated and needs a session", async () => {
    await db().execute(sql`
      INSERT INTO notifications (user_id, kind, actor_ids) SELECT ${ids.ciara!}, 'mention', '{}' FROM generate_series(1, 45)`);
    const first =
      await ciara.load<Record<string, { data: { items: { id: string }[]; hasMore: boolean } }>>("/notifications");
    expect(first.data["routes/notifications"]!.data.items).toHaveLength(20);
    expect(first.data["routes/notifications"]!.data.hasMore).toBe(true);
    const third =
      await ciara.load<Record<string, { data: { items: unknown[]; hasMore: boolean } }>>("/notifications?page=3");
    expect(third.data["routes/notifications"]!.data.items).toHaveLength(5);
    const one = await ciara.submitDocument("/notifications", {
      intent: "read",
      id: first.data["routes/notifications"]!.data.items[0]!.id,
    });
    expect(one.status).toBe(302);
    expect(await unreadCount(db(), ids.ciara!)).toBe(44);
    // Brian cannot mark Ciara's as read.
    const foreign = await brian.submit("/notifications", {
      intent: "read",
      id: first.data["routes/notifications"]!.data.items[1]!.id,
    });
    expect(foreign.status).toBe(404);
    expect((await ciara.submit("/notifications", { intent: "read-all" })).status).toBe(200);
    expect(await unreadCount(db(), ids.ciara!)).toBe(0);
    expect((await ciara.submit("/notifications", { intent: "nonsense" })).status).toBe(400);
    const anonymous = await t.browser().request("/notifications");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/auth?redirectTo=%2Fnotifications");
  });
});

describe("by email", () => {
  const mailsTo = (name: string) =>
    t.outbox().filter((m) => m.to === `${name}@example.com` && !m.subject.includes("Confirm"));
  /** Moves time on by `minutes` for the notifications and the queue. */
  const age = async (minutes: number) => {
    await db().execute(sql`UPDATE notifications SET created_at = created_at - ${minutes} * interval '1 minute'`);
    await db().execute(sql`
      UPDATE notification_mails SET due_at = due_at - ${minutes} * interval '1 minute' WHERE cadence = 'immediately'`);
  };

  it("mails only what is still unread after the delay, in ONE mail for a busy thread, with unsubscribe headers", async () => {
    const postId = await newPost(aoife, "Leap card for students");
    for (let i = 0; i < 5; i++) await comment(brian, postId, `Tip number ${i + 1}: top up online.`);
    // Too soon: the member may still see it in the page.
    expect((await t.mailWorker.tick()).sent).toBe(0);
    expect(mailsTo("aoife")).toHaveLength(0);
    await age(10);
    const before = t.outbox().length;
    expect((await t.mailWorker.tick()).sent).toBe(1);
    const mails = t.outbox().slice(0, t.outbox().length - before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe("aoife@example.com");
    expect(mail!.subject).toBe("5 new notifications on Ireland Guide");
    expect(mail!.text).toContain(postPath(postId));
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(/^<http.*\/notifications\/unsubscribe\?token=.+>$/);
    // Nothing new: nothing more. Brian (the commenter) got nothing.
    await age(10);
    expect((await t.mailWorker.tick()).sent).toBe(0);
    expect(mailsTo("brian")).toHaveLength(0);
  });

  it("isolates a Latin title in an Arabic sentence, in the page and in the mail (issue #46 item 8)", async () => {
    const title = "How do I get a PPS number?";
    const postId = await newPost(aoife, title);
    await comment(brian, postId, "Book an appointment on MyWelfare.");
    const page = await (await aoife.request("/ar/notifications")).text();
    expect(page).toContain(`<bdi>${title}</bdi>`);
    expect(page).toContain("<bdi>brian</bdi>");
    await db().execute(sql`UPDATE users SET locale = 'ar' WHERE id = ${ids.aoife!}`);
    try {
      await age(10);
      const before = t.outbox().length;
      await t.mailWorker.tick();
      const [mail] = t
        .outbox()
        .slice(0, t.outbox().length - before)
        .filter((m) => m.to === "aoife@example.com");
      expect(mail!.html).toContain(`«<bdi>${title}</bdi>»`);
      expect(mail!.text).toContain(`«\u2068${title}\u2069»`);
    } finally {
      await db().execute(sql`UPDATE users SET locale = 'en' WHERE id = ${ids.aoife!}`);
    }
  });

  it("what the member saw in the page is not mailed", async () => {
    const postId = await newPost(aoife, "Seen in time");
    await comment(brian, postId, "Read this on the site");
    await aoife.request(postPath(postId)); // opening the post marks it read
    await age(10);
    expect((await t.mailWorker.tick()).sent).toBe(0);
    expect(
      await db()
        .execute(sql`SELECT * FROM notification_mails`)
        .then((r) => r.rows),
    ).toEqual([]);
  });

  it("the daily digest gathers watched posts' comments into one mail at 07:00 UTC", async () => {
    const postId = await newPost(aoife, "Digest thread");
    await comment(brian, postId, "First");
    await db().execute(sql`DELETE FROM notifications`); // only the watching ones below matter
    await db().execute(sql`DELETE FROM notification_mails`);
    await comment(aoife, postId, "Author adds a note");
    await comment(ciara, postId, "Ciara adds another");
    // Brian watches (he commented): two 'watching' notifications, a digest queued for the next 07:00.
    const [queued] = (
      await db().execute<{ cadence: string; due_hour: number }>(sql`
        SELECT cadence, extract(hour FROM due_at AT TIME ZONE 'UTC')::int AS due_hour FROM notification_mails
        WHERE user_id = ${ids.brian!}`)
    ).rows;
    expect(queued).toMatchObject({ cadence: "daily", due_hour: 7 });
    await age(10);
    await t.mailWorker.tick();
    expect(mailsTo("brian")).toHaveLength(0); // not yet 07:00
    await db().execute(sql`UPDATE notification_mails SET due_at = now() WHERE user_id = ${ids.brian!}`);
    const before = t.outbox().length;
    await t.mailWorker.tick();
    const digest = t
      .outbox()
      .slice(0, t.outbox().length - before)
      .filter((m) => m.to === "brian@example.com");
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe("Your Ireland Guide daily digest: 2 new notifications");
  });

  it("one-click unsubscribe works without a session; a bad signature is refused; no more mail of that kind", async () => {
    const postId = await newPost(aoife, "Unsubscribe thread");
    await comment(brian, postId, "First answer");
    await age(10);
    const before = t.outbox().length;
    await t.mailWorker.tick();
    const [mail] = t.outbox().slice(0, t.outbox().length - before);
    const url = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const anonymous = t.browser();
    const post = (path: string) =>
      anonymous.request(path, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    const forged = url.search.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await post(`${url.pathname}${forged}`)).status).toBe(403);
    expect((await post(`${url.pathname}?token=${ids.aoife}.replies.AAAA`)).status).toBe(403);
    expect((await anonymous.request(`${url.pathname}?token=nonsense`)).status).toBe(400); // the page says so
    expect((await t.browser().request(`${url.pathname}${url.search}`)).status).toBe(200); // the confirmation page
    const prefs = () => db().execute(sql`SELECT replies FROM notification_preferences WHERE user_id = ${ids.aoife!}`);
    expect((await prefs()).rows).toEqual([]);
    const done = await post(`${url.pathname}${url.search}`);
    expect(done.status).toBe(200);
    expect((await prefs()).rows).toEqual([{ replies: "never" }]);
    // Another comment: no mail queued, none sent.
    await comment(ciara, postId, "Second answer");
    await age(10);
    const after = t.outbox().length;
    await t.mailWorker.tick();
    expect(
      t
        .outbox()
        .slice(0, t.outbox().length - after)
        .filter((m) => m.to === "aoife@example.com"),
    ).toEqual([]);
  });

  it("preferences in settings: saved per kind, bad values refused, shown back", async () => {
    const saved = await brian.submit("/settings", {
      intent: "notification-preferences",
      replies: "daily",
      mentions: "immediately",
      watching: "never",
      likes: "daily",
      moderation: "immediately",
    });
    expect(saved.status).toBe(200);
    const page = await brian.load<Record<string, { data: { preferences: Record<string, string> } }>>("/settings");
    expect(page.data["routes/settings"]!.data.preferences).toEqual({
      replies: "daily",
      mentions: "immediately",
      watching: "never",
      likes: "daily",
      moderation: "immediately",
    });
    const bad = await brian.submit("/settings", { intent: "notification-preferences", replies: "hourly" });
    expect(bad.status).toBe(400);
  });

  it("a failing mail server: the mail stays queued with its attempt counted and is retried later", async () => {
    const postId = await newPost(aoife, "Retry thread");
    await comment(brian, postId, "An answer while the mail server is down");
    await age(10);
    const send = t.mailer.send;
    t.mailer.send = () => Promise.reject(new Error("SMTP down"));
    try {
      expect(await t.mailWorker.tick()).toEqual({ sent: 0, failed: 1 });
    } finally {
      t.mailer.send = send;
    }
    const [row] = (
      await db().execute<{ attempts: number; last_error: string; later: boolean }>(sql`
        SELECT attempts, last_error, due_at > now() AS later FROM notification_mails WHERE user_id = ${ids.aoife!}`)
    ).rows;
    expect(row).toMatchObject({ attempts: 1, last_error: "SMTP down", later: true });
    expect((await t.mailWorker.tick()).sent).toBe(0); // not due yet
    await db().execute(sql`UPDATE notification_mails SET due_at = now()`);
    expect((await t.mailWorker.tick()).sent).toBe(1);
  });
});
