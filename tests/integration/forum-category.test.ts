import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostCategory } from "../../common/forum-categories";
import { CATEGORY_DESCRIPTIONS } from "../../common/forum-lists";
import type { ForumListData } from "../../app/routes/community-forum";
import { signedInMember } from "../helpers/members";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/** Issue #18, then #31: each category has its page (/community/forum/c/<category>); ?category= leads there. */
let t: TestApp;
let alice: TestBrowser;
let anonymous: TestBrowser;

const resetLimits = () => t.database.db.execute(sql`DELETE FROM rate_limits`);

async function newPost(title: string, category: PostCategory) {
  await resetLimits();
  const result = await alice.submit("/community/forum/new-post", { title, content: "A question.", category });
  expect(result.redirect).toMatch(/^\/community\/forum\/posts\/[0-9a-f-]{36}$/);
}

type Listed = ForumListData;
const list = async (path: string) => {
  const result = await anonymous.load<Record<string, { data: Listed }>>(path);
  expect(result.status, path).toBe(200);
  const route = path.startsWith("/community/forum/c/") ? "routes/community-forum-category" : "routes/community-forum";
  return result.data[route]!.data;
};

beforeAll(async () => {
  t = await createTestApp();
  await resetLimits();
  alice = await signedInMember(t, "alice@example.com");
  anonymous = t.browser();
  for (let i = 1; i <= 7; i++) await newPost(`Housing question ${i}`, "housing");
  await newPost("Legal question", "legal");
  await newPost("General question", "general");
  await t.forumChanges.caughtUp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe("a category's page", () => {
  it("shows only the category's posts, newest first, paged five at a time", async () => {
    const page1 = await list("/community/forum/c/housing");
    expect(page1).toMatchObject({ page: 1, pageCount: 2, total: 7, counts: { posts: 7, unanswered: 7 } });
    expect(page1.query).toEqual({ category: "housing", sort: "new", period: "month", solved: "any" });
    expect(page1.posts.map((p) => p.title)).toEqual([7, 6, 5, 4, 3].map((i) => `Housing question ${i}`));
    const page2 = await list("/community/forum/c/housing?page=2");
    expect(page2.posts.map((p) => p.title)).toEqual(["Housing question 2", "Housing question 1"]);
    expect((await list("/community/forum/c/housing?page=99")).page).toBe(2);
    const legal = await list("/community/forum/c/legal");
    expect(legal).toMatchObject({ total: 1, pageCount: 1, counts: { posts: 1, unanswered: 1 } });
    expect(legal.posts.map((p) => p.category)).toEqual(["legal"]);
    const social = await list("/community/forum/c/social");
    expect(social).toMatchObject({ total: 0, posts: [], counts: { posts: 0, unanswered: 0 } });
  });

  it("answers 404 for a category that does not exist, and sends ?category= links to the category's page", async () => {
    for (const path of [
      "/community/forum/c/nonsense",
      "/community/forum/c/HOUSING",
      `/community/forum/c/${"x".repeat(5000)}`,
    ])
      expect((await anonymous.request(path)).status, path).toBe(404);
    const moved = await anonymous.request("/community/forum?category=housing&page=2&sort=top");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/community/forum/c/housing?page=2&sort=top");
    for (const query of ["?category=nonsense", "?category=", "?category=HOUSING", "?category[]=housing", ""]) {
      const all = await list(`/community/forum${query}`);
      expect(all, query).toMatchObject({ query: { category: null }, total: 9, pageCount: 2, counts: null });
    }
    expect((await anonymous.request(`/community/forum?category=${"x".repeat(5000)}`)).status).toBe(200);
  });

  it("names itself, says what it is for and how many posts wait for an answer, and keeps its address in every link", async () => {
    const html = await (await anonymous.request("/community/forum/c/housing")).text();
    expect(html).toMatch(/<h1[^>]*>Housing &amp; Accommodation<\/h1>/);
    expect(html).toContain(CATEGORY_DESCRIPTIONS.housing);
    expect(html).toContain("7 posts");
    expect(html).toMatch(/href="\/community\/forum\/c\/housing\?sort=unanswered"[^>]*>7 unanswered/);
    expect(html).toMatch(/<a[^>]*href="\/community\/forum"[^>]*>All posts<\/a>/);
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/community\/forum\/c\/housing"|href="\/community\/forum\/c\/housing"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="/community/forum/c/housing?page=2"');
    expect(html).toContain('href="/community/forum/c/housing?sort=top"');
    expect(html).toContain(`/auth?redirectTo=${encodeURIComponent("/community/forum/c/housing")}`);
    const member = await (await alice.request("/community/forum/c/housing")).text();
    expect(member).toContain('href="/community/forum/new-post?category=housing"');
    const all = await (await anonymous.request("/community/forum")).text();
    expect(all).toMatch(/<h1[^>]*>Community Forum<\/h1>/);
    expect(all).toContain('href="/community/forum/c/legal"');
    expect(all).toMatch(/href="(\/community\/forum)?\?page=2"/);
  });

  it("names each page of each list as its own canonical address at the server's PUBLIC_URL", async () => {
    const canonical = async (path: string) => {
      const html = await (await anonymous.request(path)).text();
      const link = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(html, path).toContain(`<meta property="og:url" content="${link}"/>`);
      return link?.replaceAll("&amp;", "&");
    };
    const site = t.config.publicUrl;
    expect(await canonical("/community/forum")).toBe(`${site}/community/forum`);
    expect(await canonical("/community/forum?page=1")).toBe(`${site}/community/forum`);
    expect(await canonical("/community/forum?page=2")).toBe(`${site}/community/forum?page=2`);
    expect(await canonical("/community/forum?page=99")).toBe(`${site}/community/forum?page=2`); // the page shown
    expect(await canonical("/community/forum/c/housing")).toBe(`${site}/community/forum/c/housing`);
    expect(await canonical("/community/forum/c/housing?page=2&sort=new")).toBe(
      `${site}/community/forum/c/housing?page=2`,
    );
    expect(await canonical("/community/forum/c/housing?sort=top&period=month")).toBe(
      `${site}/community/forum/c/housing?sort=top`,
    );
    expect(await canonical("/community/forum?period=week&sort=top")).toBe(
      `${site}/community/forum?sort=top&period=week`,
    );
    expect(await canonical("/community/forum?sort=nonsense&period=decade")).toBe(`${site}/community/forum`);
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
      expect(html, path).toContain(`href="/community/forum/c/${category}"`);
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
