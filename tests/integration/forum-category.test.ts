import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumPage } from "../../common/forum";
import type { PostCategory } from "../../common/forum-categories";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/** Issue #18: the forum list filtered by ?category= (from a guide's "Ask the community"). */
let t: TestApp;
let alice: TestBrowser;
let anonymous: TestBrowser;

const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);

async function newPost(title: string, category: PostCategory) {
  await resetLimits();
  const result = await alice.submit("/community/forum/new-post", { title, content: "A question.", category });
  expect(result.redirect).toMatch(/^\/community\/forum\/posts\/[0-9a-f-]{36}$/);
}

type Listed = ForumPage & { category: PostCategory | null };
const list = async (query: string) => {
  const result = await anonymous.load<Record<string, { data: Listed }>>(`/community/forum${query}`);
  expect(result.status).toBe(200);
  return result.data["routes/community-forum"]!.data;
};

beforeAll(async () => {
  t = await createTestApp();
  await resetLimits();
  alice = await signedInMember(t, "alice@example.com");
  anonymous = t.browser();
  for (let i = 1; i <= 7; i++) await newPost(`Housing question ${i}`, "housing");
  await newPost("Legal question", "legal");
  await newPost("General question", "general");
  await t.feed.caughtUp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe("forum list by category", () => {
  it("shows only the category's posts, newest first, paged five at a time", async () => {
    const page1 = await list("?category=housing");
    expect(page1).toMatchObject({ category: "housing", page: 1, pageCount: 2, total: 7 });
    expect(page1.posts.map((p) => p.title)).toEqual([7, 6, 5, 4, 3].map((i) => `Housing question ${i}`));
    const page2 = await list("?category=housing&page=2");
    expect(page2.posts.map((p) => p.title)).toEqual(["Housing question 2", "Housing question 1"]);
    expect((await list("?category=housing&page=99")).page).toBe(2);
    const legal = await list("?category=legal");
    expect(legal).toMatchObject({ category: "legal", total: 1, pageCount: 1 });
    expect(legal.posts.map((p) => p.category)).toEqual(["legal"]);
    const social = await list("?category=social");
    expect(social).toMatchObject({ category: "social", total: 0, posts: [] });
  });

  it("ignores an unknown or empty category and lists every post", async () => {
    for (const query of ["?category=nonsense", "?category=", "?category=HOUSING", "?category[]=housing", ""]) {
      const all = await list(query);
      expect(all, query).toMatchObject({ category: null, total: 9, pageCount: 2 });
    }
    const response = await anonymous.request(`/community/forum?category=${"x".repeat(5000)}`);
    expect(response.status).toBe(200);
  });

  it("says which category is shown, links to all posts, and keeps the category in the pager and new-post links", async () => {
    const html = await (await anonymous.request("/community/forum?category=housing")).text();
    expect(html).toContain("Showing posts in <strong>Housing &amp; Accommodation</strong>");
    expect(html).toMatch(/<a[^>]*href="\/community\/forum"[^>]*>Show all posts<\/a>/);
    expect(html).toMatch(/href="(\/community\/forum)?\?category=housing&amp;page=2"/);
    expect(html).toContain(`/auth?redirectTo=${encodeURIComponent("/community/forum?category=housing")}`);
    const member = await (await alice.request("/community/forum?category=housing")).text();
    expect(member).toContain('href="/community/forum/new-post?category=housing"');
    const all = await (await anonymous.request("/community/forum")).text();
    expect(all).not.toContain("Showing posts in");
    expect(all).toMatch(/href="(\/community\/forum)?\?page=2"/);
  });

  it("names each page of the list, and of a category, as its own canonical address at the server's PUBLIC_URL", async () => {
    const canonical = async (query: string) => {
      const html = await (await anonymous.request(`/community/forum${query}`)).text();
      const link = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(html, query).toContain(`<meta property="og:url" content="${link}"/>`);
      return link?.replaceAll("&amp;", "&");
    };
    const site = t.config.publicUrl;
    expect(await canonical("")).toBe(`${site}/community/forum`);
    expect(await canonical("?page=1")).toBe(`${site}/community/forum`);
    expect(await canonical("?page=2")).toBe(`${site}/community/forum?page=2`);
    expect(await canonical("?page=99")).toBe(`${site}/community/forum?page=2`); // the page shown
    expect(await canonical("?category=housing")).toBe(`${site}/community/forum?category=housing`);
    expect(await canonical("?page=2&category=housing")).toBe(`${site}/community/forum?category=housing&page=2`);
    expect(await canonical("?category=nonsense&page=2")).toBe(`${site}/community/forum?page=2`);
  });

  it("is linked from guide pages and landings ('Ask the community'), in the section's category", async () => {
    const cases: [string, PostCategory][] = [
      ["/housing/rental-process", "housing"],
      ["/housing", "housing"],
      ["/community/social-groups", "social"],
      ["/finance/banking", "general"],
      ["/legal/gnib-registration", "legal"],
    ];
    for (const [path, category] of cases) {
      const html = await (await anonymous.request(path)).text();
      expect(html, path).toContain("Ask the community");
      expect(html, path).toContain(`href="/community/forum?category=${category}"`);
      expect(html, path).toContain(`href="/community/forum/new-post?category=${category}"`);
      expect(html, path).toContain('href="/glossary"');
    }
  });

  it("starts the new-post form in the guide's category, and keeps it through sign-in", async () => {
    const form = await (await alice.request("/community/forum/new-post?category=housing")).text();
    expect(form).toMatch(/<option[^>]*value="housing"[^>]*selected|selected[^>]*value="housing"/);
    const signIn = await (await anonymous.request("/community/forum/new-post?category=housing")).text();
    expect(signIn).toContain(`/auth?redirectTo=${encodeURIComponent("/community/forum/new-post?category=housing")}`);
  });
});

describe("glossary page", () => {
  it("lists each term in a definition list with its anchor, guide and footer link", async () => {
    const html = await (await anonymous.request("/glossary")).text();
    expect(html).toContain("<dl");
    for (const id of ["pps", "prsi", "usc", "stamp-2", "gp-visit-card"]) expect(html, id).toContain(`id="${id}"`);
    expect(html).toMatch(/<dt>.*PRSI.*Pay Related Social Insurance.*<\/dt>/);
    expect(html).toContain('href="/legal/pps-application"');
    const home = await (await anonymous.request("/terms-and-conditions")).text();
    expect(home).toContain('href="/glossary"');
  });
});
