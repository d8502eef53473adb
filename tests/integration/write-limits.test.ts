import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneEmailChanges } from "../../server/auth/email-change";
import { COMMENT_THREADS_PER_PAGE, COMMENTS_PER_POST_MAX, FORUM_MESSAGES, type CommentsPage } from "../../common/forum";
import { NEW_MEMBER_FLOOD_LIMITS } from "../../server/forum/limits";
import { pruneRateLimits, WRITE_LIMITS } from "../../server/rate-limit";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Writes are limited per member and per address, in the database so that the limits hold across
 * processes; cheap writes that make every open page refresh (likes, profile saves) have their own, and
 * accounts younger than a day stricter ones. The windows are pre-filled to just under the limit.
 */
let t: TestApp;
let member: TestBrowser;
let memberId: string;
let postId: string;

type Refusal = { ok: false; error: { message: string; code: string } };

const fillWindow = (key: string, hits: number) =>
  t.database.db.execute(
    sql`INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), ${hits})
        ON CONFLICT (key) DO UPDATE SET window_started_at = now(), hits = ${hits}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, "keen@example.com");
  const [user] = (
    await t.database.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = 'keen@example.com'`)
  ).rows;
  memberId = user!.id;
  postId = await postAs(member, "Best value phone plan?", "Prepaid or bill pay?");
});
afterAll(async () => {
  await t.close();
});

describe("a post's comments are bounded", () => {
  it(`the comment after the ${COMMENTS_PER_POST_MAX}th is refused with what to do, and the list never grows past it`, async () => {
    const full = await postAs(member, "Which bank takes a new arrival?", "AIB, BOI or a digital bank?");
    await t.database.db.execute(
      sql`INSERT INTO comments (post_id, author_id, content, created_at)
          SELECT ${full}, ${memberId}, 'Comment ' || n, now() - make_interval(secs => ${COMMENTS_PER_POST_MAX} - n)
          FROM generate_series(1, ${COMMENTS_PER_POST_MAX - 1}) AS n`,
    );
    const last = await member.submit(`/community/forum/posts/${full}`, { intent: "comment", content: "The last one." });
    expect(last.status).toBe(200);
    const refused = await member.submit<Refusal>(`/community/forum/posts/${full}`, {
      intent: "comment",
      content: "One too many.",
    });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe(FORUM_MESSAGES.discussionFull);

    // Rows put in behind the service's back are never all read at once: the list comes a page at a time
    // (issue #17; it used to stop at the bound), and the last page ends with the newest.
    await t.database.db.execute(
      sql`INSERT INTO comments (post_id, author_id, content, created_at)
          SELECT ${full}, ${memberId}, 'Extra ' || n, now() + make_interval(secs => n) FROM generate_series(1, 5) AS n`,
    );
    const read = async (query: string) =>
      (await (await member.request(`/community/forum/posts/${full}/comments${query}`)).json()) as CommentsPage;
    const first = await read("");
    expect(first.comments).toHaveLength(COMMENT_THREADS_PER_PAGE);
    expect(first.pageCount).toBe(Math.ceil((COMMENTS_PER_POST_MAX + 5) / COMMENT_THREADS_PER_PAGE));
    const lastPage = await read(`?comments=${first.pageCount}`);
    expect(lastPage.comments.at(-1)!.content).toBe("Extra 5");
    expect(lastPage.comments.map((comment) => comment.content)).toEqual([
      "Extra 1",
      "Extra 2",
      "Extra 3",
      "Extra 4",
      "Extra 5",
    ]);
  });
});

describe("limits on cheap writes that fan out", () => {
  it("likes: the 121st like or unlike in ten minutes is refused with when to try again, and changes nothing", async () => {
    await fillWindow(`forum:like:${memberId}`, 119);
    const allowed = await member.submit(`/community/forum/posts/${postId}`, { intent: "like-post", liked: "true" });
    expect(allowed.status).toBe(200);
    const refused = await member.submit<Refusal>(`/community/forum/posts/${postId}`, {
      intent: "like-post",
      liked: "false",
    });
    expect(refused.status).toBe(429);
    expect(refused.data.error.message).toMatch(/^You are doing that too often\. You can like again in \d+ minutes?\.$/);
    const likes = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM likes WHERE post_id = ${postId} AND user_id = ${memberId}`,
    );
    expect(Number(likes.rows[0]!.n)).toBe(1); // the refused unlike did not happen
  });

  it("a refusal through a translated address is one whole sentence in that language", async () => {
    await fillWindow(`forum:like:${memberId}`, 120);
    const arabic = await member.submit<Refusal>(`/ar/community/forum/posts/${postId}`, {
      intent: "like-post",
      liked: "true",
    });
    expect(arabic.status).toBe(429);
    expect(arabic.data.error.message).toMatch(
      /^أنت تكرر هذا كثيرًا\. يمكنك الإعجاب مجددًا بعد (دقيقة واحدة|دقيقتين|\d+ (دقائق|دقيقة))\.$/,
    );
    const spanish = await member.submit<Refusal>(`/es/community/forum/posts/${postId}`, {
      intent: "like-post",
      liked: "true",
    });
    expect(spanish.data.error.message).toMatch(
      /^Estás haciendo esto demasiado a menudo\. Podrás dar me gusta de nuevo en \d+ minutos?\.$/,
    );
    await t.database.db.execute(sql`DELETE FROM rate_limits WHERE key = ${`forum:like:${memberId}`}`);
  });

  it("profile saves: the 21st in an hour is refused, and the profile stays as it was", async () => {
    await fillWindow(`profile:save:${memberId}`, 20);
    const refused = await member.submit<Refusal>(`/profile/${memberId}?edit`, {
      intent: "update-profile",
      username: "keen_one",
      bio: "",
    });
    expect(refused.status).toBe(429);
    expect(refused.data.error.message).toMatch(/^You are doing that too often\. You can save your profile again in /);
    const profile = await t.database.db.execute(sql`SELECT username FROM profiles WHERE id = ${memberId}`);
    expect(profile.rows[0]!.username).toMatch(/^member-[0-9a-f]{8}$/); // the name it was given, not the new one
  });

  it("every write counts against the member: past the ceiling any write is refused, whatever its kind", async () => {
    await fillWindow(`write:member:${memberId}`, WRITE_LIMITS.member.max);
    const refused = await member.submit<Refusal>(`/community/forum/posts/${postId}`, {
      intent: "comment",
      content: "One more thought",
    });
    expect(refused.status).toBe(429);
    expect(refused.data.error.message).toMatch(/^You are doing that too often\. You can try again in \d+ minutes?\.$/);
    await t.database.db.execute(sql`DELETE FROM rate_limits WHERE key = ${`write:member:${memberId}`}`);
  });

  it("every write counts against the address too, signed in or not", async () => {
    await fillWindow("write:address:198.51.100.9", WRITE_LIMITS.address.max);
    const visitor = t.browser({ address: "198.51.100.9" });
    const refused = await visitor.submit<Refusal>("/auth", {
      intent: "sign-in",
      email: "keen@example.com",
      password: "cliffs-of-moher",
    });
    expect(refused.status).toBe(429);
    // Another address is not affected.
    const elsewhere = await t.browser({ address: "198.51.100.10" }).submit("/auth", {
      intent: "sign-in",
      email: "keen@example.com",
      password: "cliffs-of-moher",
    });
    expect(elsewhere.redirect).toBe("/community/forum");
  });

  it("a member in their first day may post three times an hour; an established member more", async () => {
    const newcomer = await signedInMember(t, "brand-new@example.com", { newMember: true });
    for (let i = 1; i <= NEW_MEMBER_FLOOD_LIMITS.post.max; i++) await postAs(newcomer, `Question number ${i}`);
    const fourth = await newcomer.submit<Refusal>("/community/forum/new-post", {
      title: "Question number four",
      content: "Still asking",
      category: "general",
    });
    expect(fourth.status).toBe(429);
    expect(fourth.data.error.message).toMatch(
      /^You are doing that too often\. You can post again in (\d+ minutes?|1 hour)\.$/,
    );
    const established = await signedInMember(t, "settled@example.com");
    for (let i = 1; i <= NEW_MEMBER_FLOOD_LIMITS.post.max + 1; i++) await postAs(established, `Answer number ${i}`);
  });

  it("email changes 30 days past their cancel window are pruned; others stay", async () => {
    await t.database.db.execute(sql`
      INSERT INTO email_changes (user_id, old_email, new_email, cancellable_until) VALUES
        (${memberId}, 'keen@example.com', 'old-request@example.com', now() - interval '31 days'),
        (${memberId}, 'keen@example.com', 'recent-request@example.com', now() - interval '1 day')`);
    await pruneEmailChanges(t.database.db);
    const left = await t.database.db.execute<{ new_email: string }>(
      sql`SELECT new_email FROM email_changes WHERE user_id = ${memberId}`,
    );
    expect(left.rows.map((row) => row.new_email)).toEqual(["recent-request@example.com"]);
  });

  it("windows older than a day are pruned; current ones stay", async () => {
    await t.database.db.execute(
      sql`INSERT INTO rate_limits (key, window_started_at, hits) VALUES ('old-window', now() - interval '2 days', 3)`,
    );
    await fillWindow("current-window", 1);
    await pruneRateLimits(t.database.db);
    const keys = await t.database.db.execute<{ key: string }>(
      sql`SELECT key FROM rate_limits WHERE key IN ('old-window', 'current-window')`,
    );
    expect(keys.rows.map((row) => row.key)).toEqual(["current-window"]);
  });
});
