import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ForumListData } from "../../app/routes/community-forum";
import { COUNTS_LATE_MS } from "../../server/http/pages-in-memory";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #31: the forum and each category sorted by latest activity, new, top (likes of posts written in
 * a week, a month, a year or ever) and unanswered (no visible comment yet).
 */
let t: TestApp;
let anonymous: TestBrowser;
const ids: Record<string, string> = {};
let memberId: string;
let likerIds: string[];

const list = async (path: string) => {
  const result = await anonymous.load<Record<string, { data: ForumListData }>>(path);
  expect(result.status, path).toBe(200);
  const route = path.startsWith("/community/forum/c/") ? "routes/community-forum-category" : "routes/community-forum";
  return result.data[route]!.data;
};
const titles = async (path: string) => (await list(path)).posts.map((post) => post.title);

/** A member written straight to the database: lists read what is there, whoever wrote it. */
async function member(email: string): Promise<string> {
  const result = await t.database.db.execute<{ id: string }>(
    sql`INSERT INTO users (email, name, email_verified) VALUES (${email}, '', true) RETURNING id`,
  );
  return result.rows[0]!.id;
}

async function post(title: string, category: string, daysAgo: number) {
  const result = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO posts (title, content, category, author_id, created_at)
    VALUES (${title}, 'A question.', ${category}, ${memberId}, now() - make_interval(days => ${daysAgo}))
    RETURNING id`);
  ids[title] = result.rows[0]!.id;
}

async function like(title: string, count: number) {
  for (const userId of likerIds.slice(0, count))
    await t.database.db.execute(sql`INSERT INTO likes (user_id, post_id) VALUES (${userId}, ${ids[title]!})`);
}

async function comment(title: string, hoursAgo: number): Promise<string> {
  const result = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO comments (post_id, author_id, content, created_at)
    VALUES (${ids[title]!}, ${memberId}, 'An answer.', now() - make_interval(hours => ${hoursAgo}))
    RETURNING id`);
  return result.rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  anonymous = t.browser();
  memberId = await member("lists-author@example.com");
  likerIds = [];
  for (let i = 0; i < 4; i++) likerIds.push(await member(`lists-liker-${i}@example.com`));
  // Housing: Old (400 days), Year (100 days), Month (20 days), Week (3 days), Today; Legal: Visa (1 day).
  await post("Housing old", "housing", 400);
  await post("Housing year", "housing", 100);
  await post("Housing month", "housing", 20);
  await post("Housing week", "housing", 3);
  await post("Housing today", "housing", 0);
  await post("Legal visa", "legal", 1);
  await like("Housing old", 4);
  await like("Housing year", 3);
  await like("Housing month", 2);
  await like("Housing week", 1);
  await like("Legal visa", 2);
  await comment("Housing old", 1);
  await comment("Housing month", 5);
  await t.forumChanges.caughtUp();
}, 120_000);
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * After a write: the feed has heard it, and a kept page that showed an old count (a comment is a count on
 * a list) is past the bound within which it may still be served (ADR 0030).
 */
async function afterChangesShown() {
  await t.forumChanges.caughtUp();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + COUNTS_LATE_MS + 1000);
}

describe("the forum's sorted lists", () => {
  it("new: the spec's order, newest first", async () => {
    expect(await titles("/community/forum/c/housing")).toEqual([
      "Housing today",
      "Housing week",
      "Housing month",
      "Housing year",
      "Housing old",
    ]);
  });

  it("latest activity: the post with the newest comment first, then by when each was written", async () => {
    expect(await titles("/community/forum/c/housing?sort=latest")).toEqual([
      "Housing today",
      "Housing old",
      "Housing month",
      "Housing week",
      "Housing year",
    ]);
    // The whole forum: Legal visa (a day old) after the posts commented an hour and five hours ago.
    expect((await titles("/community/forum?sort=latest")).slice(0, 4)).toEqual([
      "Housing today",
      "Housing old",
      "Housing month",
      "Legal visa",
    ]);
  });

  it("top: most liked of the period first; a month by default", async () => {
    expect(await titles("/community/forum/c/housing?sort=top")).toEqual([
      "Housing month",
      "Housing week",
      "Housing today",
    ]);
    expect(await titles("/community/forum/c/housing?sort=top&period=week")).toEqual(["Housing week", "Housing today"]);
    expect(await titles("/community/forum/c/housing?sort=top&period=year")).toEqual([
      "Housing year",
      "Housing month",
      "Housing week",
      "Housing today",
    ]);
    expect(await titles("/community/forum/c/housing?sort=top&period=all")).toEqual([
      "Housing old",
      "Housing year",
      "Housing month",
      "Housing week",
      "Housing today",
    ]);
    const forum = await list("/community/forum?sort=top&period=week");
    expect(forum.posts.map((p) => p.title)).toEqual(["Legal visa", "Housing week", "Housing today"]);
    expect(forum).toMatchObject({ total: 3, pageCount: 1 });
  });

  it("unanswered: posts with no visible comment, newest first; a hidden comment is no answer", async () => {
    const housing = await list("/community/forum/c/housing?sort=unanswered");
    expect(housing.posts.map((p) => p.title)).toEqual(["Housing today", "Housing week", "Housing year"]);
    expect(housing).toMatchObject({ total: 3, counts: { posts: 5, unanswered: 3 } });
    const answer = await comment("Housing week", 0);
    await afterChangesShown();
    expect(await titles("/community/forum/c/housing?sort=unanswered")).toEqual(["Housing today", "Housing year"]);
    await t.database.db.execute(sql`UPDATE comments SET visibility = 'hidden' WHERE id = ${answer}`);
    await afterChangesShown();
    expect(await titles("/community/forum/c/housing?sort=unanswered")).toEqual([
      "Housing today",
      "Housing week",
      "Housing year",
    ]);
    // A post hidden by a moderator leaves every list; moved to another category, it is listed there.
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${ids["Housing today"]!}`);
    await t.database.db.execute(sql`UPDATE posts SET category = 'legal' WHERE id = ${ids["Housing year"]!}`);
    await afterChangesShown();
    expect(await titles("/community/forum/c/housing?sort=unanswered")).toEqual(["Housing week"]);
    expect(await titles("/community/forum/c/legal?sort=unanswered")).toEqual(["Legal visa", "Housing year"]);
    expect((await list("/community/forum/c/housing")).counts).toEqual({ posts: 3, unanswered: 1 });
  });

  it("pages five at a time from either end, and any unknown sort or period is the default", async () => {
    for (let i = 1; i <= 11; i++) await post(`Paged ${String(i).padStart(2, "0")}`, "jobs", 30 + i);
    await t.forumChanges.caughtUp();
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`/community/forum/c/jobs?sort=unanswered&page=${page}`)),
    );
    expect(pages.map((page) => page.posts.map((p) => p.title.slice(-2)))).toEqual([
      ["01", "02", "03", "04", "05"],
      ["06", "07", "08", "09", "10"],
      ["11"],
    ]);
    expect(pages[0]).toMatchObject({ total: 11, pageCount: 3 });
    expect((await list("/community/forum/c/jobs?sort=unanswered&page=99")).page).toBe(3);
    const odd = await list("/community/forum?sort=oldest&period=decade&page=abc&solved=maybe");
    expect(odd.query).toEqual({ category: null, sort: "new", period: "month", solved: "any" });
    expect(odd.page).toBe(1);
    const html = await (await anonymous.request("/community/forum/c/jobs?sort=unanswered")).text();
    expect(html).toContain('href="/community/forum/c/jobs?sort=unanswered&amp;page=2"');
    expect(html).toMatch(/aria-current="page"[^>]*>Unanswered<|>Unanswered</);
  });

  it("solved or not: posts with an accepted answer, in any sort; a post solved moves between them", async () => {
    const answer = await t.database.db.execute<{ id: string }>(
      sql`SELECT id FROM comments WHERE post_id = ${ids["Housing old"]!} LIMIT 1`,
    );
    await t.database.db.execute(
      sql`UPDATE posts SET accepted_comment_id = ${answer.rows[0]!.id} WHERE id = ${ids["Housing old"]!}`,
    );
    await afterChangesShown();
    expect(await titles("/community/forum/c/housing?solved=solved")).toEqual(["Housing old"]);
    expect(await titles("/community/forum/c/housing?sort=top&period=all&solved=solved")).toEqual(["Housing old"]);
    expect(await titles("/community/forum/c/housing?sort=latest&solved=unsolved")).not.toContain("Housing old");
    const solved = await list("/community/forum?solved=solved");
    expect(solved).toMatchObject({ total: 1, query: { solved: "solved" } });
    expect(solved.posts[0]).toMatchObject({ title: "Housing old", solved: true });
    // The unanswered list is never filtered by it: an unanswered post has no answer to accept.
    expect((await list("/community/forum?sort=unanswered&solved=solved")).query.solved).toBe("any");
    await t.database.db.execute(sql`UPDATE posts SET accepted_comment_id = NULL WHERE id = ${ids["Housing old"]!}`);
    await afterChangesShown();
    expect(await titles("/community/forum/c/housing?solved=solved")).toEqual([]);
    const html = await (await anonymous.request("/community/forum/c/housing?solved=solved")).text();
    expect(html).toContain("No solved posts");
    const noUnsolved = await (await anonymous.request("/community/forum/c/social?solved=unsolved")).text();
    expect(noUnsolved).toContain("No unsolved posts");
    expect(noUnsolved).not.toContain("Be the first to start a discussion");
  });

  it("says so when a list is empty", async () => {
    const html = await (await anonymous.request("/community/forum/c/social?sort=top&period=week")).text();
    expect(html).toContain("No posts in this period");
    const unanswered = await (await anonymous.request("/community/forum/c/education?sort=unanswered")).text();
    expect(unanswered).toContain("No unanswered posts");
  });
});
