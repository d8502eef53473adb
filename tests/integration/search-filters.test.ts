import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue #31 item 9: /search filters forum posts by category and date (?category=, ?date=), each filter an
 * address of its own that works without JavaScript. PGlite and PostgreSQL.
 */
let t: TestApp;
const ids: Record<string, string> = {};

async function post(key: string, title: string, category: string, daysAgo: number) {
  const [row] = (
    await t.database.db.execute(sql`
      INSERT INTO posts (title, content, category, created_at, updated_at)
      VALUES (${title}, 'About the deposit and the lease.', ${category}, now() - make_interval(days => ${daysAgo}),
              now() - make_interval(days => ${daysAgo}))
      RETURNING id`)
  ).rows;
  ids[key] = String(row!.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await post("housingNew", "Deposit returned late by my landlord", "housing", 2);
  await post("housingOld", "Deposit for a room in Rathmines", "housing", 200);
  await post("legal", "Deposit and my visa stamp", "legal", 10);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The forum posts a search page lists (links to posts), in order, and its HTML. */
async function search(query: string) {
  const response = await t.browser().request(`/search?${query}`);
  expect(response.status, query).toBe(200);
  const html = await response.text();
  const found = [...html.matchAll(/href="\/community\/forum\/posts\/([0-9a-f-]{36})"/g)].map((match) => match[1]!);
  const key = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];
  return { html, posts: found.map(key) };
}

describe("search filters", () => {
  it("by category: only that category's posts, and no guides", async () => {
    const all = await search("q=deposit");
    expect(all.posts).toEqual(expect.arrayContaining(["housingNew", "housingOld", "legal"]));
    expect(all.html).toContain('id="search-guides"');
    const housing = await search("q=deposit&category=housing");
    expect(housing.posts.sort()).toEqual(["housingNew", "housingOld"]);
    expect(housing.html).not.toContain('id="search-guides"');
    expect(housing.html).toMatch(/<option value="housing" selected=""/);
    expect((await search("q=deposit&category=legal")).posts).toEqual(["legal"]);
  });

  it("by date: posts written in the past week, month or year", async () => {
    expect((await search("q=deposit&date=week")).posts).toEqual(["housingNew"]);
    expect((await search("q=deposit&date=month")).posts.sort()).toEqual(["housingNew", "legal"]);
    expect((await search("q=deposit&date=year&category=housing")).posts.sort()).toEqual(["housingNew", "housingOld"]);
    expect((await search("q=deposit&date=week&category=legal")).posts).toEqual([]);
  });

  it("solved or not: posts with an accepted answer say Solved, and the filter finds them", async () => {
    const [comment] = (
      await t.database.db.execute(sql`
        INSERT INTO comments (post_id, content) VALUES (${ids.legal!}, 'Yes, a deposit is normal.') RETURNING id`)
    ).rows;
    await t.database.db.execute(sql`UPDATE posts SET accepted_comment_id = ${comment!.id} WHERE id = ${ids.legal!}`);
    await t.forumChanges.caughtUp();
    const solved = await search("q=deposit&solved=solved");
    expect(solved.posts).toEqual(["legal"]);
    expect(solved.html).toMatch(/Solved<\/span>/);
    expect((await search("q=deposit&solved=unsolved")).posts.sort()).toEqual(["housingNew", "housingOld"]);
    expect((await search("q=deposit&solved=solved&category=housing")).posts).toEqual([]);
  });

  it("ignores a filter it does not know, and keeps the filters in the pager's links", async () => {
    // A filter unknown or unset (a plain form sends them all) leads to the search's short address.
    for (const query of [
      "q=deposit&category=castles&date=decade&solved=perhaps",
      "q=deposit&category=&date=any&solved=any",
    ]) {
      const sent = await t.browser().request(`/search?${query}`);
      expect(sent.status, query).toBe(302);
      expect(sent.headers.get("location"), query).toBe("/search?q=deposit");
    }
    const kept = await t.browser().request("/search?q=deposit&category=&date=week&page=1");
    expect(kept.headers.get("location")).toBe("/search?q=deposit&date=week");
    expect((await search("q=deposit")).posts).toHaveLength(3);
    for (let i = 0; i < 12; i++) await post(`more${i}`, `Deposit question ${i}`, "housing", 1);
    const paged = await search("q=deposit&category=housing");
    expect(paged.html).toContain('href="/search?q=deposit&amp;category=housing&amp;page=2"');
  });
});
