import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TITLE_MAX } from "../../common/forum";
import { SIMILAR_POSTS_MAX, type SimilarPostsAnswer } from "../../common/similar-posts";
import { SIMILAR_LOOKUP_LIMIT, similarTitleTooLong } from "../../server/forum/similar/similar-questions";
import type { RelatedPost } from "../../server/forum/similar/related-posts";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #31 item 3: as a title is typed on the new-post screen, up to five existing visible posts like
 * it (the site search, bounded and counted per address); a post's page shows up to five related posts
 * of its category, never itself nor a post readers cannot see. PGlite and PostgreSQL.
 */
let t: TestApp;
let member: TestBrowser;
const ids: Record<string, string> = {};

async function post(key: string, title: string, category: string, visibility = "visible", hoursAgo = 0) {
  const result = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO posts (title, content, category, visibility, moderation_reason, created_at, updated_at)
    VALUES (${title}, ${`Written for the similar posts test: ${title}`}, ${category}, ${visibility},
            ${visibility === "visible" ? null : "Off-topic"}, now() - ${hoursAgo} * interval '1 hour',
            now() - ${hoursAgo} * interval '1 hour')
    RETURNING id`);
  ids[key] = result.rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t, "similar-asker@example.com");
  // Seven visible posts about a deposit (more than five match), one hidden and one pending that match best.
  for (let i = 1; i <= 7; i++)
    await post(`deposit${i}`, `Getting my deposit back from the landlord, part ${i}`, "housing", "visible", i);
  await post("hiddenDeposit", "Getting my deposit back from the landlord", "housing", "hidden");
  await post("pendingDeposit", "Getting my deposit back from the landlord quickly", "housing", "pending");
  await post("gp", "Registering with a GP in Cork", "healthcare");
  await post("leap", "Student Leap card at the airport", "transport");
  await post("rtb", "Registering a tenancy with the RTB", "housing", "visible", 48);
  // A comment on the first deposit post: its count is shown.
  await t.database.db.execute(sql`INSERT INTO comments (post_id, content) VALUES (${ids.deposit1!}, 'Ask the RTB.')`);
  await t.forumChanges.caughtUp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.database.db.execute(sql`DELETE FROM rate_limits`));

/** The resource as the form's fetcher reads it: its status and its answer. */
async function ask(browser: TestBrowser, query: string) {
  const { status, data } = await browser.load<Record<string, { data: SimilarPostsAnswer }>>(
    `/resources/similar-posts${query}`,
  );
  return { status, data: data["routes/resources-similar-posts"]!.data };
}
const similar = (browser: TestBrowser, title: string) => ask(browser, `?title=${encodeURIComponent(title)}`);

describe("similar questions as a title is typed", () => {
  it("lists at most five visible posts like the title, with their category and comment count", async () => {
    const { status, data } = await similar(member, "deposit back from my landlord");
    expect(status).toBe(200);
    expect(data.title).toBe("deposit back from my landlord");
    expect(data.posts).toHaveLength(SIMILAR_POSTS_MAX);
    const found = data.posts.map((p) => p.id);
    expect(found).not.toContain(ids.hiddenDeposit);
    expect(found).not.toContain(ids.pendingDeposit);
    for (const p of data.posts) {
      expect(p.title).toMatch(/^Getting my deposit back from the landlord, part \d$/);
      expect(p.category).toBe("housing");
    }
    expect(data.posts.find((p) => p.id === ids.deposit1)?.commentsCount).toBe(1);
    expect(data.posts.find((p) => p.id !== ids.deposit1)?.commentsCount).toBe(0);
  });

  it("finds a question asked in other words of the same stem, and answers a visitor too (the search is public)", async () => {
    const { data } = await similar(t.browser(), "How do I register with a GP?");
    expect(data.posts.map((p) => p.id)).toContain(ids.gp);
  });

  it("does not look up a title too short to say much, and does not count it", async () => {
    for (const title of ["PPS", "deposits", "  gp  ", "a b c d"]) {
      const { status, data } = await similar(member, title);
      expect([title, status, data.posts]).toEqual([title, 200, []]);
    }
    const counted = () =>
      t.database.db.execute<{ hits: number }>(sql`SELECT hits FROM rate_limits WHERE key LIKE 'similar-posts:%'`);
    expect((await counted()).rows).toEqual([]);
    // "Leap card" has 9 characters and 2 words: looked up, and counted.
    expect((await similar(member, "Leap card")).data.posts.map((p) => p.id)).toEqual([ids.leap]);
    expect((await counted()).rows.map((row) => Number(row.hits))).toEqual([1]);
  });

  it("refuses a title longer than a post's title and a request without one, with a message", async () => {
    const long = await similar(member, `deposit ${"x".repeat(TITLE_MAX)}`);
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({ posts: [], message: similarTitleTooLong() });
    const none = await ask(member, "");
    expect(none.status).toBe(400);
    expect(none.data.posts).toEqual([]);
    expect(none.data.message).toMatch(/title/);
    // As a page request (no JavaScript): the same refusal, never a 5xx.
    const raw = await member.request(`/resources/similar-posts?title=${"%F0%9F".repeat(3)}deposit%20back`);
    expect(raw.status).toBe(200);
  });

  it("counts look-ups per address: past the limit a 429 with Retry-After, other addresses unaffected", async () => {
    const here = t.browser({ address: "203.0.113.31" });
    for (let i = 0; i < SIMILAR_LOOKUP_LIMIT.max; i++) {
      expect((await similar(here, `deposit back ${i % 3 ? "soon" : "now"}`)).status).toBe(200);
    }
    const refused = await here.request(`/resources/similar-posts?title=${encodeURIComponent("deposit back later")}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const refusedData = await similar(here, "deposit back again");
    expect(refusedData.data.posts).toEqual([]);
    expect(refusedData.data.message).toMatch(/Too many look-ups/);
    const elsewhere = await similar(t.browser({ address: "203.0.113.32" }), "deposit back from my landlord");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.data.posts.length).toBeGreaterThan(0);
  });
});

type PostPage = Record<string, { data: { related: RelatedPost[] } }>;
const relatedOn = async (browser: TestBrowser, postId: string) => {
  const page = await browser.load<PostPage>(`/community/forum/posts/${postId}`);
  expect(page.status).toBe(200);
  return page.data["routes/community-forum-post"]!.data.related;
};

describe("related posts on a post's page", () => {
  it("are up to five visible posts of its category, those sharing the title's words first, never itself", async () => {
    const related = await relatedOn(t.browser(), ids.rtb!);
    expect(related).toHaveLength(SIMILAR_POSTS_MAX);
    const relatedIds = related.map((p) => p.id);
    expect(relatedIds).not.toContain(ids.rtb);
    expect(relatedIds).not.toContain(ids.hiddenDeposit);
    expect(relatedIds).not.toContain(ids.pendingDeposit);
    expect(new Set(related.map((p) => p.category))).toEqual(new Set(["housing"]));

    const onDeposit = await relatedOn(t.browser(), ids.deposit3!);
    expect(onDeposit.map((p) => p.id)).not.toContain(ids.deposit3);
    expect(onDeposit.map((p) => p.id)).not.toContain(ids.hiddenDeposit);
    // The deposit posts share the title's words: they come before the RTB post, the newest first.
    expect(onDeposit.map((p) => p.id)).toEqual([ids.deposit1, ids.deposit2, ids.deposit4, ids.deposit5, ids.deposit6]);
  });

  it("leave hidden posts out for a moderator too, and a page with none renders no section", async () => {
    // The only healthcare post: nothing related.
    expect(await relatedOn(member, ids.gp!)).toEqual([]);
    const html = await (await t.browser().request(`/community/forum/posts/${ids.gp}`)).text();
    expect(html).not.toContain("Related posts");
    const withRelated = await (await t.browser().request(`/community/forum/posts/${ids.deposit3}`)).text();
    expect(withRelated).toContain("Related posts");
    expect(withRelated).toContain(`href="/community/forum/posts/${ids.deposit1}"`);
    await t.database.db.execute(sql`UPDATE users SET role = 'moderator' WHERE email = 'similar-asker@example.com'`);
    try {
      expect((await relatedOn(member, ids.deposit3!)).map((p) => p.id)).not.toContain(ids.hiddenDeposit);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET role = 'member' WHERE email = 'similar-asker@example.com'`);
    }
  });
});
