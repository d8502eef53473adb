import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commentPath, type CommentsPage, type ForumPage, type PostView } from "../../common/forum";
import { setRoleByEmail } from "../../server/moderation/roles";
import { searchSite } from "../../server/search/search";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Moderation (issue #15) through the app's own routes: roles checked on the server, what hide, lock and
 * pin change for visitors and search, suspensions, the new-member link queue, reports that hide an item,
 * and one audit row per action.
 */
let t: TestApp;
let moderator: TestBrowser;
let author: TestBrowser;
let member: TestBrowser;
let anonymous: TestBrowser;

type Failure = { ok: false; error: { message: string; code: string; field?: string } };
const postPath = (id: string) => `/community/forum/posts/${id}`;
const db = () => t.database.db;
const resetLimits = () => db().execute(sql`DELETE FROM rate_limits`);
const count = async (query: ReturnType<typeof sql>) => Number((await db().execute(query)).rows[0]!.n);
const auditRows = () => count(sql`SELECT count(*)::int AS n FROM moderation_actions`);

async function newPost(browser: TestBrowser, title: string, content = "Plain words, no links.") {
  const result = await browser.submit("/community/forum/new-post", { title, content, category: "housing" });
  expect(result.redirect, JSON.stringify(result.data)).toMatch(/\/community\/forum(\/posts\/|#post-)/);
  return result.redirect!.match(/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/)![1]!;
}

const moderate = (browser: TestBrowser, fields: Record<string, string>) =>
  browser.submit<{ ok: boolean; toast?: { title: string }; error?: Failure["error"] }>("/moderation", fields);

async function feedTitles(browser: TestBrowser) {
  const page = await browser.load<Record<string, { data: ForumPage }>>("/community/forum");
  return page.data["routes/community-forum"]!.data.posts.map((post) => post.title);
}

async function permalink(browser: TestBrowser, id: string) {
  const page = await browser.load<Record<string, { data: { post: PostView; comments: CommentsPage } }>>(postPath(id));
  return { status: page.status, data: page.data["routes/community-forum-post"]?.data };
}

async function staffMember(email: string, role: "moderator" | "admin") {
  const browser = await signedInMember(t, email);
  await db().execute(sql`UPDATE users SET role = ${role} WHERE email = ${email}`);
  return browser;
}

beforeAll(async () => {
  t = await createTestApp({ NEW_MEMBER_HOURS: "24" });
  moderator = await staffMember("moderator@example.com", "moderator");
  await db().execute(
    sql`UPDATE profiles SET username = 'aoife-moderates' WHERE id = ${await idOf("moderator@example.com")}`,
  );
  author = await signedInMember(t, "author@example.com");
  member = await signedInMember(t, "member@example.com");
  anonymous = t.browser();
});
afterAll(async () => {
  await t.close();
});
beforeEach(resetLimits);

describe("roles are checked on the server", () => {
  it("a member gets 403 on every moderation action and on the queue; a visitor is asked to sign in", async () => {
    const postId = await newPost(author, "A post members try to moderate");
    const userId = String(
      (await db().execute(sql`SELECT id FROM users WHERE email = 'author@example.com'`)).rows[0]!.id,
    );
    const attempts: Record<string, string>[] = [
      ...["dismiss", "hide", "unhide", "remove", "approve", "lock", "unlock", "pin", "unpin", "ban"].map((intent) => ({
        intent,
        targetType: "post",
        targetId: postId,
        reason: "Because I can",
      })),
      { intent: "suspend", targetType: "user", targetId: userId, days: "7", reason: "Because" },
      { intent: "unsuspend", targetType: "user", targetId: userId },
      { intent: "grant", username: "anyone", role: "admin" },
    ];
    const before = await auditRows();
    for (const fields of attempts) {
      const answer = await moderate(member, fields);
      expect(answer.status, fields.intent).toBe(403);
      expect((await moderate(anonymous, fields)).status, fields.intent).toBe(401);
    }
    expect(await auditRows()).toBe(before);
    const queue = await member.request("/moderation");
    expect(queue.status).toBe(403);
    expect(await queue.text()).toContain("Only moderators and admins can open the moderation queue.");
    const anonymousPage = await anonymous.request("/moderation");
    expect(anonymousPage.status).toBe(302);
    expect(anonymousPage.headers.get("location")).toContain("/auth?redirectTo=%2Fmoderation");
    // Nothing changed: the post is still there for visitors, unlocked and unpinned.
    const { data } = await permalink(anonymous, postId);
    expect(data!.post).toMatchObject({ visibility: "visible", isLocked: false, isPinned: false });
  });

  it("only an admin grants roles, never their own; the new moderator can use the queue", async () => {
    const admin = await staffMember("admin@example.com", "admin");
    const candidate = await signedInMember(t, "candidate@example.com");
    await db().execute(
      sql`UPDATE profiles SET username = 'candidate' WHERE id = ${await idOf("candidate@example.com")}`,
    );
    expect((await candidate.request("/moderation")).status).toBe(403);
    expect((await moderate(moderator, { intent: "grant", username: "candidate", role: "moderator" })).status).toBe(403);
    // The toast in the admin's language (issue #46 item 14: it said "… is now a moderator." on every page).
    const granted = await admin.submit<{ toast?: { description?: string } }>("/pt-br/moderation", {
      intent: "grant",
      username: "Candidate",
      role: "moderator",
    });
    expect(granted.status).toBe(200);
    expect(granted.data.toast?.description).toBe("Novo papel de Candidate: moderador.");
    expect((await candidate.request("/moderation")).status).toBe(200);
    await db().execute(sql`UPDATE profiles SET username = 'the-admin' WHERE id = ${await idOf("admin@example.com")}`);
    const own = await moderate(admin, { intent: "grant", username: "the-admin", role: "member" });
    expect(own.status).toBe(403);
    const unknown = await moderate(admin, { intent: "grant", username: "nobody-here", role: "moderator" });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error!.field).toBe("username");
  });
});

async function idOf(email: string) {
  return String((await db().execute(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id);
}

describe("hide, lock and pin change what visitors see", () => {
  it("a hidden post is gone for visitors, the feed and search; its author and moderators still see it, marked", async () => {
    const postId = await newPost(author, "Cheap rooms in Drumcondra via wire transfer");
    const authorPosts = () =>
      count(
        sql`SELECT posts_count AS n FROM profiles WHERE id = (SELECT id FROM users WHERE email = 'author@example.com')`,
      );
    const postsBefore = await authorPosts();
    expect(await feedTitles(anonymous)).toContain("Cheap rooms in Drumcondra via wire transfer");
    expect((await searchSite(db(), "Drumcondra")).posts.map((row) => row.id)).toContain(postId);

    const refused = await moderate(moderator, { intent: "hide", targetType: "post", targetId: postId });
    expect(refused.status).toBe(400);
    expect(refused.data.error!.field).toBe("reason");
    const hidden = await moderate(moderator, {
      intent: "hide",
      targetType: "post",
      targetId: postId,
      reason: "Asks for money before a viewing",
    });
    expect(hidden.status).toBe(200);
    // Each is told who really sees it (issue #46 item 14): a moderator is not "you (its author)".
    const notice = async (browser: TestBrowser) =>
      (await (await browser.request(postPath(postId))).text()).match(/This post is hidden: [^<]*/)?.[0];
    expect(await notice(author)).toBe("This post is hidden: only you and the moderators can see it.");
    expect(await notice(moderator)).toBe("This post is hidden: only its author and the moderators can see it.");

    expect(await feedTitles(anonymous)).not.toContain("Cheap rooms in Drumcondra via wire transfer");
    expect(await feedTitles(member)).not.toContain("Cheap rooms in Drumcondra via wire transfer");
    // The author's profile counts what others can see.
    expect(await authorPosts()).toBe(postsBefore - 1);
    expect((await searchSite(db(), "Drumcondra")).posts.map((row) => row.id)).not.toContain(postId);
    expect((await anonymous.request(postPath(postId))).status).toBe(404);
    expect((await member.request(postPath(postId))).status).toBe(404);
    expect((await anonymous.request(`${postPath(postId)}/comments`)).status).toBe(404);
    const seenByAuthor = await permalink(author, postId);
    expect(seenByAuthor.data!.post).toMatchObject({
      visibility: "hidden",
      moderationReason: "Asks for money before a viewing",
    });
    expect((await permalink(moderator, postId)).data!.post.visibility).toBe("hidden");
    // Members cannot like, comment on or report what they cannot see.
    expect((await member.submit(postPath(postId), { intent: "like-post", liked: "true" })).status).toBe(404);
    expect((await member.submit(postPath(postId), { intent: "comment", content: "Hi" })).status).toBe(404);
    expect((await member.submit("/report", { postId, reason: "scam" })).status).toBe(404);

    // Shown again: back for everyone.
    await moderate(moderator, { intent: "unhide", targetType: "post", targetId: postId });
    expect(await feedTitles(anonymous)).toContain("Cheap rooms in Drumcondra via wire transfer");
    expect(await authorPosts()).toBe(postsBefore);
    expect((await searchSite(db(), "Drumcondra")).posts.map((row) => row.id)).toContain(postId);
  });

  it("a hidden comment shows only to its author and moderators; the post's comment count follows", async () => {
    const postId = await newPost(member, "Which GP takes new patients in Phibsborough?");
    const added = await author.submit<{ data: { commentId: string } }>(postPath(postId), {
      intent: "comment",
      content: "DM me on WhatsApp for a GP letter, 50 euro",
    });
    const commentId = added.data.data.commentId;
    expect((await permalink(anonymous, postId)).data!.post.commentsCount).toBe(1);
    await moderate(moderator, {
      intent: "hide",
      targetType: "comment",
      targetId: commentId,
      reason: "Selling letters",
    });
    const visitor = await permalink(anonymous, postId);
    expect(visitor.data!.comments.comments).toHaveLength(0);
    expect(visitor.data!.post.commentsCount).toBe(0);
    const own = (await permalink(author, postId)).data!.comments.comments;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ visibility: "hidden", moderationReason: "Selling letters" });
    // The author asks for a review once; it joins the queue.
    const review = await author.submit(postPath(postId), { intent: "request-review", commentId });
    expect(review.status).toBe(200);
    expect((await author.submit(postPath(postId), { intent: "request-review", commentId })).status).toBe(409);
    const queue =
      await moderator.load<Record<string, { data: { queue: { targetId: string; reasons: { reason: string }[] }[] } }>>(
        "/moderation",
      );
    const entry = queue.data["routes/moderation"]!.data.queue.find((item) => item.targetId === commentId);
    expect(entry?.reasons.map((reason) => reason.reason)).toEqual(["review"]);
  });

  it("a locked post takes no comments; a pinned post comes first in the feed", async () => {
    const older = await newPost(author, "Pinned: how to spot a rental scam");
    await newPost(member, "A newer post about bikes");
    await moderate(moderator, { intent: "lock", targetType: "post", targetId: older });
    const comment = await member.submit<Failure>(postPath(older), { intent: "comment", content: "Hello" });
    expect(comment.status).toBe(423);
    await moderate(moderator, { intent: "pin", targetType: "post", targetId: older });
    expect((await feedTitles(anonymous))[0]).toBe("Pinned: how to spot a rental scam");
    expect((await permalink(anonymous, older)).data!.post).toMatchObject({ isPinned: true, isLocked: true });
    await moderate(moderator, { intent: "unpin", targetType: "post", targetId: older });
    await moderate(moderator, { intent: "unlock", targetType: "post", targetId: older });
    expect((await feedTitles(anonymous))[0]).not.toBe("Pinned: how to spot a rental scam");
    expect((await member.submit(postPath(older), { intent: "comment", content: "Hello" })).status).toBe(200);
  });

  it("a deleted post is gone for its author too, but kept for moderators and the log", async () => {
    const postId = await newPost(author, "Visa agent: guaranteed Stamp 4 for a fee");
    await moderate(moderator, { intent: "remove", targetType: "post", targetId: postId, reason: "Immigration fraud" });
    expect((await author.request(postPath(postId))).status).toBe(404);
    expect((await permalink(moderator, postId)).data!.post.visibility).toBe("removed");
  });
});

describe("suspensions", () => {
  it("a suspended member is signed out and cannot sign in, post, comment or like until it ends", async () => {
    const email = "suspended@example.com";
    const browser = await signedInMember(t, email);
    const postId = await newPost(member, "A post to like and answer");
    const userId = await idOf(email);
    const answer = await moderate(moderator, {
      intent: "suspend",
      targetType: "user",
      targetId: userId,
      days: "7",
      reason: "Spamming referral links",
    });
    expect(answer.status).toBe(200);
    const attempts = [
      await browser.submit("/community/forum/new-post", { title: "Hi", content: "Again", category: "general" }),
      await browser.submit(postPath(postId), { intent: "comment", content: "Me again" }),
      await browser.submit(postPath(postId), { intent: "like-post", liked: "true" }),
    ];
    expect(attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401]);
    const signIn = await t.browser().submit<Failure>("/auth", {
      intent: "sign-in",
      email,
      password: "cliffs-of-moher",
    });
    expect(signIn.status).toBe(403);
    expect(signIn.data.error.message).toMatch(/^Your account is suspended until .+\. Reason: Spamming referral links$/);
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t
      .browser()
      .submit<Failure>("/auth", { intent: "sign-in", email, password: "not-the-password" });
    expect(wrong.status).toBe(401);

    // When the suspension ends, the member signs in and writes again.
    await db().execute(sql`UPDATE users SET suspended_until = now() - interval '1 second' WHERE id = ${userId}`);
    const back = t.browser();
    const signedIn = await back.submit("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    expect(signedIn.redirect).toBeDefined();
    expect((await back.submit(postPath(postId), { intent: "like-post", liked: "true" })).status).toBe(200);
  });

  it("a session that outlived its member's suspension ends at its next request", async () => {
    const email = "survivor@example.com";
    const browser = await signedInMember(t, email);
    const userId = await idOf(email);
    // As if the suspension and a sign-in had crossed: the member is suspended, their session still exists.
    await db().execute(sql`UPDATE users SET suspended_until = now() + interval '1 day' WHERE id = ${userId}`);
    const attempt = await browser.submit("/community/forum/new-post", {
      title: "Hi",
      content: "x",
      category: "general",
    });
    expect(attempt.status).toBe(401);
    expect(await count(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`)).toBe(0);
  });

  it("a ban says so, from a post's author; a moderator cannot suspend an admin", async () => {
    const email = "banned@example.com";
    const browser = await signedInMember(t, email);
    const postId = await newPost(browser, "Selling PPS numbers");
    await moderate(moderator, { intent: "ban", targetType: "post", targetId: postId, reason: "Fraud" });
    const signIn = await t
      .browser()
      .submit<Failure>("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    expect(signIn.data.error.message).toBe("Your account has been banned. Reason: Fraud");
    await staffMember("second-admin@example.com", "admin");
    const refused = await moderate(moderator, {
      intent: "suspend",
      targetType: "user",
      targetId: await idOf("second-admin@example.com"),
      days: "1",
      reason: "No",
    });
    expect(refused.status).toBe(403);
  });

  it("moderators list suspended members and lift a suspension there or on the profile; nobody is suspended twice", async () => {
    const email = "held@example.com";
    const held = await signedInMember(t, email);
    const heldId = await idOf(email);
    await db().execute(sql`UPDATE profiles SET username = 'held-member' WHERE id = ${heldId}`);
    const postId = await newPost(held, "Referral codes for cheap rooms");
    // A post's moderator tools offer Suspend and Ban for its author until the author is suspended.
    const memberTools = async () =>
      (await (await moderator.request(postPath(postId))).text()).match(/value="(?:suspend|ban)"/g);
    expect(await memberTools()).toEqual(['value="suspend"', 'value="ban"']);
    const suspended = await moderate(moderator, {
      intent: "suspend",
      targetType: "user",
      targetId: heldId,
      days: "7",
      reason: "Spamming referral links",
    });
    expect(suspended.status).toBe(200);

    type Member = { id: string; username: string | null; until: string; reason: string | null };
    type Queue = { suspended: { members: Member[]; page: number; hasMore: boolean } };
    const suspendedList = async (browser: TestBrowser, query = "") =>
      (await browser.load<Record<string, { data: Queue }>>(`/moderation${query}`)).data["routes/moderation"]!.data
        .suspended;
    const listed = (await suspendedList(moderator)).members.find((m) => m.id === heldId);
    expect(listed).toMatchObject({ username: "held-member", reason: "Spamming referral links" });
    const days = (new Date(listed!.until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Suspending or banning them again is refused, saying why; nothing is written.
    const rows = await auditRows();
    const attempts: Record<string, string>[] = [
      { intent: "suspend", targetType: "user", targetId: heldId, days: "30", reason: "Again" },
      { intent: "ban", targetType: "user", targetId: heldId, reason: "Again" },
      { intent: "ban", targetType: "post", targetId: postId, reason: "Again" },
    ];
    for (const fields of attempts) {
      const again = await moderate(moderator, fields);
      expect(again.status, fields.intent).toBe(409);
      expect(again.data.error!.message).toMatch(
        /^held-member is already suspended until .+\. Lift the suspension first/,
      );
    }
    expect(await auditRows()).toBe(rows);
    expect(await memberTools()).toBeNull();
    // Reported, the post is in the queue with its author's suspension, and no Suspend or Ban.
    expect((await member.submit("/report", { postId, reason: "spam" })).status).toBe(200);
    type Item = { targetId: string; suspendedUntil: string | null };
    const queued = (await moderator.load<Record<string, { data: { queue: Item[] } }>>("/moderation")).data[
      "routes/moderation"
    ]!.data.queue.find((item) => item.targetId === postId);
    expect(queued?.suspendedUntil).toBe(listed!.until);
    const queueHtml = await (await moderator.request("/moderation")).text();
    // The queue item of that post, up to the next item or the suspended list.
    const itemStart = queueHtml.indexOf(`aria-labelledby="queue-${postId}"`);
    expect(itemStart).toBeGreaterThan(-1);
    const itemHtml = queueHtml.slice(itemStart).split(/role="article"|<section/)[1]!;
    expect(itemHtml).toMatch(/Author suspended(?:<!-- -->)?, ends/);
    // One space between the words and the date (issue #46 item 14: the badge's gap made "ends  in 1 day").
    expect(itemHtml).toMatch(/<span>Author suspended, ends(?:<!-- -->)? <time/);
    expect(itemHtml).not.toContain('value="suspend"');
    expect(itemHtml).not.toContain('value="ban"');

    // A member sees none of it and lifts nothing.
    expect((await member.request("/moderation")).status).toBe(403);
    expect((await moderate(member, { intent: "unsuspend", targetType: "user", targetId: heldId })).status).toBe(403);
    type Profile = { moderation?: { suspendedUntil: string | null; suspensionReason: string | null } | null };
    const profileAs = async (browser: TestBrowser) =>
      (await browser.load<Record<string, { data: Profile }>>(`/profile/${heldId}`)).data["routes/profile"]!.data;
    expect((await profileAs(member)).moderation ?? null).toBeNull();
    expect((await profileAs(anonymous)).moderation ?? null).toBeNull();
    expect(await profileAs(moderator)).toMatchObject({
      moderation: { suspendedUntil: listed!.until, suspensionReason: "Spamming referral links" },
    });
    const profileHtml = await (await moderator.request(`/profile/${heldId}`)).text();
    expect(profileHtml).toContain("Lift suspension");
    expect(profileHtml).not.toMatch(/>Suspend<|>Ban member</);

    // Lifted from the profile, without JavaScript: back to the profile, off the list, signs in again.
    const lifted = await moderator.submitDocument("/moderation", {
      intent: "unsuspend",
      targetType: "user",
      targetId: heldId,
      redirectTo: `/profile/${heldId}`,
    });
    expect(lifted.status).toBe(302);
    expect(lifted.headers.get("location")).toBe(`/profile/${heldId}`);
    expect((await suspendedList(moderator)).members.map((m) => m.id)).not.toContain(heldId);
    const back = await t.browser().submit("/auth", { intent: "sign-in", email, password: "cliffs-of-moher" });
    expect(back.redirect).toBeDefined();
    const twice = await moderate(moderator, { intent: "unsuspend", targetType: "user", targetId: heldId });
    expect(twice.status).toBe(409);
    expect(twice.data.error!.message).toBe("held-member is not suspended.");

    // The list is bounded and paginated, soonest end first (bans last).
    await db().execute(sql`
      INSERT INTO users (email, suspended_until, suspension_reason)
      SELECT 'listed-' || n || '@example.com', now() + n * interval '1 hour', 'Reason ' || n FROM generate_series(1, 45) n`);
    const first = await suspendedList(moderator);
    expect(first.members).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const until = first.members.map((m) => m.until);
    expect([...until].sort()).toEqual(until);
    const third = await suspendedList(moderator, "?suspended=3");
    expect(third.page).toBe(3);
    expect(third.hasMore).toBe(false);
    expect(third.members.length).toBeGreaterThan(0);
    expect((await suspendedList(moderator, "?suspended=999999")).members).toEqual([]);
    expect((await moderator.request("/moderation?suspended=abc")).status).toBe(200);
  });

  it("a suspended moderator is listed to moderators without Lift (only an admin may lift it)", async () => {
    await staffMember("held-moderator@example.com", "moderator");
    const heldId = await idOf("held-moderator@example.com");
    await db().execute(sql`UPDATE profiles SET username = 'held-moderator' WHERE id = ${heldId}`);
    await db().execute(
      sql`UPDATE users SET suspended_until = now() + interval '1 minute', suspension_reason = 'Test' WHERE id = ${heldId}`,
    );
    type Queue = { suspended: { members: { id: string; mayLift: boolean }[] } };
    const listedTo = async (browser: TestBrowser) =>
      (await browser.load<Record<string, { data: Queue }>>("/moderation")).data[
        "routes/moderation"
      ]!.data.suspended.members.find((m) => m.id === heldId);
    expect(await listedTo(moderator)).toMatchObject({ mayLift: false });
    const html = await (await moderator.request("/moderation")).text();
    const row = html.slice(html.indexOf(`/profile/${heldId}`)).split("</li>")[0]!;
    expect(row).toContain("Only an admin can suspend a moderator or an admin, or lift their suspension.");
    expect(row).not.toContain('value="unsuspend"');
    expect((await moderate(moderator, { intent: "unsuspend", targetType: "user", targetId: heldId })).status).toBe(403);
    const admin = await staffMember("lifting-admin@example.com", "admin");
    expect(await listedTo(admin)).toMatchObject({ mayLift: true });
    expect((await moderate(admin, { intent: "unsuspend", targetType: "user", targetId: heldId })).status).toBe(200);
  });
});

describe("new members and reports", () => {
  it("a new member's post with a link waits for approval; without links it is shown at once", async () => {
    const newcomer = await signedInMember(t, "newcomer@example.com", { newMember: true });
    const plain = await newPost(newcomer, "Hello from Lagos, arriving in September");
    expect((await permalink(anonymous, plain)).data!.post.visibility).toBe("visible");
    const result = await newcomer.submit("/community/forum/new-post", {
      title: "Great rooms here",
      content: "See https://example.com/rooms for cheap rooms",
      category: "housing",
    });
    expect(result.redirect).toMatch(/^\/community\/forum\/posts\//);
    const linked = result.redirect!.split("/posts/")[1]!;
    expect((await anonymous.request(postPath(linked))).status).toBe(404);
    expect(await feedTitles(anonymous)).not.toContain("Great rooms here");
    const own = (await permalink(newcomer, linked)).data!.post;
    expect(own.visibility).toBe("pending");
    const queue =
      await moderator.load<Record<string, { data: { queue: { targetId: string; visibility: string }[] } }>>(
        "/moderation",
      );
    expect(queue.data["routes/moderation"]!.data.queue.find((item) => item.targetId === linked)?.visibility).toBe(
      "pending",
    );
    await moderate(moderator, { intent: "approve", targetType: "post", targetId: linked });
    expect(await feedTitles(anonymous)).toContain("Great rooms here");
    // An established member's links are not queued.
    const established = await newPost(member, "Useful link", "https://www.citizensinformation.ie/en/");
    expect((await permalink(anonymous, established)).data!.post.visibility).toBe("visible");
  });

  it("an edit that adds a link queues a new member's post; a post a moderator deleted cannot be edited or deleted by its author", async () => {
    const newcomer = await signedInMember(t, "editor@example.com", { newMember: true });
    const postId = await newPost(newcomer, "Looking for a flatmate in Cabra");
    const total = () => count(sql`SELECT posts_count AS n FROM forum_totals`);
    const before = await total();
    const edited = await newcomer.submit(`${postPath(postId)}/edit`, {
      title: "Looking for a flatmate in Cabra",
      content: "Details at [my listing][1]\n\n[1]: //rooms.example/cabra",
      category: "housing",
    });
    expect(edited.status, JSON.stringify(edited.data)).toBeLessThan(400);
    expect((await permalink(newcomer, postId)).data!.post.visibility).toBe("pending");
    expect((await anonymous.request(postPath(postId))).status).toBe(404);
    expect(await total()).toBe(before - 1);

    await moderate(moderator, { intent: "remove", targetType: "post", targetId: postId, reason: "Spam" });
    const edit = await newcomer.submit(`${postPath(postId)}/edit`, { title: "x", content: "y", category: "housing" });
    expect(edit.status).toBe(404);
    expect((await newcomer.submit(postPath(postId), { intent: "delete-post" })).status).toBe(404);
    expect(await count(sql`SELECT count(*)::int AS n FROM posts WHERE id = ${postId}`)).toBe(1);
  });

  it("three reports from different established members hide an item until a moderator looks; new members' do not count", async () => {
    const postId = await newPost(author, "Deposit first, viewing later");
    const reporters = [
      await signedInMember(t, "r1@example.com"),
      await signedInMember(t, "r2@example.com"),
      await signedInMember(t, "fresh@example.com", { newMember: true }),
    ];
    for (const reporter of reporters) {
      expect((await reporter.submit("/report", { postId, reason: "scam" })).status).toBe(200);
    }
    expect((await permalink(anonymous, postId)).data!.post.visibility).toBe("visible");
    const before = await auditRows();
    await resetLimits();
    const third = await signedInMember(t, "r3@example.com");
    expect((await third.submit("/report", { postId, reason: "scam" })).status).toBe(200);
    expect((await anonymous.request(postPath(postId))).status).toBe(404);
    expect(await auditRows()).toBe(before + 1);
    const seen = (await permalink(author, postId)).data!.post;
    expect(seen.visibility).toBe("hidden");
    expect(seen.moderationReason).toMatch(/3 members reported it/);

    // One action resolves every open report on it, saying who and when; reporters see it handled.
    await moderate(moderator, { intent: "unhide", targetType: "post", targetId: postId });
    const open = await count(sql`SELECT count(*)::int AS n FROM reports WHERE post_id = ${postId} AND status = 'open'`);
    expect(open).toBe(0);
    const resolved = await db().execute(
      sql`SELECT resolved_by, resolved_at, resolution FROM reports WHERE post_id = ${postId}`,
    );
    expect(resolved.rows).toHaveLength(4);
    for (const row of resolved.rows) {
      expect(row).toMatchObject({ resolved_by: await idOf("moderator@example.com"), resolution: "unhide" });
      expect(row.resolved_at).not.toBeNull();
    }
    const dashboard = await third.load<Record<string, { data: { reports: { handled: boolean }[] } }>>("/dashboard");
    expect(dashboard.data["routes/dashboard"]!.data.reports[0]!.handled).toBe(true);
  });

  it("three reports on a moderator's post or comment flag it for review in the queue but never hide it", async () => {
    const postId = await newPost(moderator, "Read this before you pay any deposit");
    const added = await moderator.submit<{ data: { commentId: string } }>(postPath(postId), {
      intent: "comment",
      content: "Report anyone who asks for money before a viewing.",
    });
    const commentId = added.data.data.commentId;
    const before = await auditRows();
    for (const name of ["staff-r1", "staff-r2", "staff-r3"]) {
      await resetLimits();
      const reporter = await signedInMember(t, `${name}@example.com`);
      expect((await reporter.submit("/report", { postId, reason: "scam" })).status).toBe(200);
      expect((await reporter.submit("/report", { commentId, reason: "spam" })).status).toBe(200);
    }
    // Still there for everyone; nothing was hidden, so nothing was logged.
    const seen = await permalink(anonymous, postId);
    expect(seen.status).toBe(200);
    expect(seen.data!.post.visibility).toBe("visible");
    expect(seen.data!.comments.comments.map((c) => c.id)).toEqual([commentId]);
    expect(await auditRows()).toBe(before);
    // In the queue for another moderator to look at, three reports each.
    const queue =
      await moderator.load<
        Record<string, { data: { queue: { targetId: string; reportCount: number; visibility: string }[] } }>
      >("/moderation");
    const items = queue.data["routes/moderation"]!.data.queue;
    expect(items.find((item) => item.targetId === postId)).toMatchObject({ reportCount: 3, visibility: "visible" });
    expect(items.find((item) => item.targetId === commentId)).toMatchObject({ reportCount: 3, visibility: "visible" });
  });
});

describe("the audit log", () => {
  it("every action writes exactly one row; the log cannot be changed; the public log names no one", async () => {
    const postId = await newPost(author, "A post for the audit");
    const userId = await idOf("member@example.com");
    const actions: Record<string, string>[] = [
      { intent: "pin", targetType: "post", targetId: postId },
      { intent: "unpin", targetType: "post", targetId: postId },
      { intent: "lock", targetType: "post", targetId: postId },
      { intent: "unlock", targetType: "post", targetId: postId },
      { intent: "hide", targetType: "post", targetId: postId, reason: "Off topic" },
      { intent: "unhide", targetType: "post", targetId: postId },
      { intent: "dismiss", targetType: "post", targetId: postId },
      { intent: "suspend", targetType: "user", targetId: userId, days: "1", reason: "Cooling off" },
      { intent: "unsuspend", targetType: "user", targetId: userId },
      { intent: "remove", targetType: "post", targetId: postId, reason: "Duplicate" },
    ];
    for (const fields of actions) {
      const before = await auditRows();
      const answer = await moderate(moderator, fields);
      expect(answer.status, `${fields.intent}: ${JSON.stringify(answer.data)}`).toBe(200);
      expect(await auditRows(), fields.intent).toBe(before + 1);
    }
    const newest = await db().execute(
      sql`SELECT action, target_type, moderator_name, reason FROM moderation_actions ORDER BY created_at DESC LIMIT 1`,
    );
    expect(newest.rows[0]).toMatchObject({ action: "remove", target_type: "post", reason: "Duplicate" });
    await expect(db().execute(sql`UPDATE moderation_actions SET reason = 'nothing happened'`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM moderation_actions`)).rejects.toThrow();

    type Log = { entries: { action: string; moderator: string | null; reason: string | null }[] };
    const publicLog = (await anonymous.load<Record<string, { data: Log }>>("/moderation/log")).data[
      "routes/moderation-log"
    ]!.data;
    expect(publicLog.entries[0]).toMatchObject({ action: "remove", reason: "Duplicate", moderator: null });
    const staffLog = (await moderator.load<Record<string, { data: Log }>>("/moderation/log")).data[
      "routes/moderation-log"
    ]!.data;
    expect(staffLog.entries[0]!.moderator).toBe("aoife-moderates");
    const html = await (await anonymous.request("/moderation/log")).text();
    expect(html).not.toContain("aoife-moderates");
    expect(html).toContain("Duplicate");
  });

  it("a suspension's length and a granted role are data, worded in the reader's language (issue #46 item 14)", async () => {
    const suspendedId = await idOf("member@example.com");
    await moderate(moderator, { intent: "unsuspend", targetType: "user", targetId: suspendedId });
    const answer = await moderate(moderator, {
      intent: "suspend",
      targetType: "user",
      targetId: suspendedId,
      days: "7",
      reason: "Posting rental scams.",
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    await moderate(moderator, { intent: "unsuspend", targetType: "user", targetId: suspendedId });
    await signedInMember(t, "made-moderator@example.com");
    expect(await setRoleByEmail(db(), "made-moderator@example.com", "moderator")).toBeTruthy();
    const rows = await db().execute(
      sql`SELECT action, reason, days, role FROM moderation_actions WHERE action IN ('suspend', 'grant')
        ORDER BY created_at DESC LIMIT 2`,
    );
    expect(rows.rows).toEqual([
      { action: "grant", reason: null, days: null, role: "moderator" },
      { action: "suspend", reason: "Posting rental scams.", days: 7, role: null },
    ]);
    const chinese = await (await anonymous.request("/zh-cn/moderation/log")).text();
    expect(chinese).toContain("时长：7 天");
    expect(chinese).toContain("新角色：版主");
    expect(chinese).toContain("原因：<bdi>Posting rental scams.</bdi>");
    const arabic = await (await anonymous.request("/ar/moderation/log")).text();
    expect(arabic).toContain("الدور الجديد: مشرف");
    for (const html of [chinese, arabic]) {
      expect(html).not.toMatch(/\d days?:/);
      expect(html).not.toContain("now moderator");
    }
  });

  it("rows written before keep their facts: migration 0030 moves '7 days: ' and 'now admin' into the columns", async () => {
    const row = (action: string, reason: string) =>
      sql`INSERT INTO moderation_actions (action, target_type, target_id, target_label, reason)
        VALUES (${action}, 'user', gen_random_uuid(), 'old-row', ${reason})`;
    await db().execute(row("suspend", "7 days: Old reason"));
    await db().execute(row("suspend", "1 day: "));
    await db().execute(row("grant", "now admin"));
    await db().execute(row("hide", "3 days: a member's own words"));
    const migration = readFileSync(
      new URL("../../server/db/migrations/0030_moderation_action_detail.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint").filter((s) => !/ADD COLUMN/.test(s))) {
      await db().execute(sql.raw(statement));
    }
    const rows = await db().execute(
      sql`SELECT action, reason, days, role FROM moderation_actions WHERE target_label = 'old-row' ORDER BY reason`,
    );
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { action: "suspend", reason: "Old reason", days: 7, role: null },
        { action: "suspend", reason: null, days: 1, role: null },
        { action: "grant", reason: null, days: null, role: "admin" },
        { action: "hide", reason: "3 days: a member's own words", days: null, role: null },
      ]),
    );
    await expect(db().execute(sql`DELETE FROM moderation_actions`)).rejects.toThrow();
  });

  it("once a post is deleted or hidden, no row of the public log names it, in the page or its data", async () => {
    const publicLog = async (browser: TestBrowser) => {
      const page = await (await browser.request("/moderation/log")).text();
      const data = await (await browser.request("/moderation/log.data")).text();
      return { page, data };
    };
    const mentions = async (browser: TestBrowser, words: string) => {
      const { page, data } = await publicLog(browser);
      return [page.includes(words), data.includes(words)];
    };
    // Removed by a moderator: its earlier lock and pin rows no longer name it.
    const removed = "Guaranteed Stamp 4 visas, ask me how";
    const removedId = await newPost(author, removed);
    await moderate(moderator, { intent: "lock", targetType: "post", targetId: removedId });
    await moderate(moderator, { intent: "pin", targetType: "post", targetId: removedId });
    expect(await mentions(anonymous, removed)).toEqual([true, true]);
    await moderate(moderator, { intent: "remove", targetType: "post", targetId: removedId, reason: "Fraud" });
    for (const reader of [anonymous, member, author]) expect(await mentions(reader, removed)).toEqual([false, false]);
    expect(await mentions(moderator, removed)).toEqual([true, true]);

    // Hidden after reports: the earlier lock row no longer names it, except to its author, who can see it.
    const reported = "Deposit by Western Union only, no viewings";
    const reportedId = await newPost(author, reported);
    await moderate(moderator, { intent: "lock", targetType: "post", targetId: reportedId });
    for (const name of ["log-r1", "log-r2", "log-r3"]) {
      await resetLimits();
      const reporter = await signedInMember(t, `${name}@example.com`);
      expect((await reporter.submit("/report", { postId: reportedId, reason: "scam" })).status).toBe(200);
    }
    expect((await anonymous.request(postPath(reportedId))).status).toBe(404);
    expect(await mentions(anonymous, reported)).toEqual([false, false]);
    expect(await mentions(member, reported)).toEqual([false, false]);
    expect(await mentions(author, reported)).toEqual([true, true]);

    // Deleted by its author: gone from the log too.
    const own = "Selling my bike in Rathmines";
    const ownId = await newPost(author, own);
    await moderate(moderator, { intent: "lock", targetType: "post", targetId: ownId });
    expect((await author.submit(postPath(ownId), { intent: "delete-post" })).status).toBeLessThan(400);
    expect(await mentions(anonymous, own)).toEqual([false, false]);
  });

  it("the log links to what its reader may open, and says that an administrator used the command line", async () => {
    const postId = await newPost(author, "Where to buy a Leap card at the airport");
    const commenter = await signedInMember(t, "leap@example.com");
    const added = await commenter.submit<{ data: { commentId: string } }>(postPath(postId), {
      intent: "comment",
      content: "The Spar in Terminal 1 sells them.",
    });
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    const commentId = added.data.data.commentId;
    await moderate(moderator, { intent: "lock", targetType: "post", targetId: postId });
    await moderate(moderator, { intent: "hide", targetType: "comment", targetId: commentId, reason: "Checking" });
    await moderate(moderator, { intent: "unhide", targetType: "comment", targetId: commentId });
    await signedInMember(t, "cli-made@example.com");
    const cliId = await idOf("cli-made@example.com");
    await db().execute(sql`UPDATE profiles SET username = 'cli-made' WHERE id = ${cliId}`);
    expect(await setRoleByEmail(db(), "cli-made@example.com", "moderator")).toEqual({ username: "cli-made" });

    type Entry = {
      action: string;
      targetType: string;
      targetLabel: string | null;
      href: string | null;
      actor: string;
      moderator: string | null;
    };
    const entriesFor = async (browser: TestBrowser) =>
      (await browser.load<Record<string, { data: { entries: Entry[] } }>>("/moderation/log")).data[
        "routes/moderation-log"
      ]!.data.entries;
    const entries = await entriesFor(anonymous);
    expect(entries[0]).toMatchObject({
      action: "grant",
      targetLabel: "cli-made",
      href: `/profile/${cliId}`,
      actor: "operator",
      moderator: null,
    });
    expect(entries[1]).toMatchObject({ action: "unhide", targetType: "comment", targetLabel: null });
    expect(entries[1]!.href).toBe(commentPath(postId, commentId));
    expect(entries.find((e) => e.action === "lock" && e.href === postPath(postId))).toMatchObject({
      targetLabel: "Where to buy a Leap card at the airport",
      actor: "moderator",
    });
    const html = await (await anonymous.request("/moderation/log")).text();
    expect(html).toContain(`href="/profile/${cliId}"`);
    expect(html).toContain(`href="${postPath(postId)}"`);
    expect(html).toContain("An administrator (from the command line)");
    expect(html).not.toContain("npm run admin");
    // Moderators see who, linked to their profile.
    const staffEntries = await entriesFor(moderator);
    expect(staffEntries.find((e) => e.action === "lock")).toMatchObject({ moderator: "aoife-moderates" });
    expect(await (await moderator.request("/moderation/log")).text()).toContain(
      `href="/profile/${await idOf("moderator@example.com")}"`,
    );
    // Hidden again: no link to it, nor its words, for anyone who may not see it.
    await moderate(moderator, { intent: "hide", targetType: "comment", targetId: commentId, reason: "Checking" });
    const hidden = (await entriesFor(anonymous)).filter((e) => e.targetType === "comment" && e.href !== null);
    expect(hidden.map((e) => e.href)).not.toContain(commentPath(postId, commentId));
    expect(await (await anonymous.request("/moderation/log")).text()).not.toContain(`comment=${commentId}`);
  });
});
