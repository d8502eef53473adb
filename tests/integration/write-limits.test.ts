import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneRateLimits } from "../../server/rate-limit";
import { postAs, signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Cheap writes that make every open page refresh (likes, profile saves) are limited per member, in the
 * database so that the limit holds across processes. The windows are pre-filled to just under the limit.
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
    expect(profile.rows[0]).toEqual({ username: null });
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
