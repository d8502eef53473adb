import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setFlash } from "../../server/http/flash";
import { COUNTS_LATE_MS, SHARED_PAGE_CACHE } from "../../server/http/pages-in-memory";
import { signedInMember } from "../helpers/members";
import { createApp } from "../../server/app";
import { countingApp as anotherProcess } from "../helpers/counting-app";
import { pageRenderer } from "../helpers/page-renderer";
import { createTestApp, type TestApp, type TestBrowser } from "../helpers/test-app";

/**
 * Issue #34 item 3: a change drops the kept pages that show it and no other, from any process (the
 * changes arrive as the database's notifications, whoever wrote them); a count that changed is shown
 * within COUNTS_LATE_MS. Item 5: what a shared cache may keep, and what it must not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Until the live feed has heard every change committed so far. */
const heardEverything = () => t.forumChanges.caughtUp();

/** An app whose page renders are counted by address: a page served from memory is not rendered. */
async function countingApp() {
  const { app, rendersOf } = await anotherProcess(t);
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    expect(response.status).toBe(200);
    return response.text();
  };
  return { app, read, rendersOf };
}

/** Posts written straight to the database (as another process would), oldest first; their ids. */
async function postsBy(authorEmail: string, titles: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const result = await t.database.db.execute<{ id: string }>(sql`
      INSERT INTO posts (title, content, category, author_id)
      SELECT ${title}, 'Written for a test of kept pages', 'general', id FROM users WHERE email = ${authorEmail}
      RETURNING id`);
    ids.push(result.rows[0]!.id);
  }
  return ids;
}

/** Moves the clock past the bound within which a kept page may show an old count. */
function afterCountsBound() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + COUNTS_LATE_MS + 1000);
}

describe("a change drops only the kept pages that show it", () => {
  let ann: TestBrowser;
  let bea: TestBrowser;
  let anns: string[];
  let beas: string[];
  const permalink = (id: string) => `/community/forum/posts/${id}`;

  beforeAll(async () => {
    ann = await signedInMember(t, "kept-changes-ann@example.com");
    bea = await signedInMember(t, "kept-changes-bea@example.com");
    await t.database.db.execute(sql`UPDATE profiles SET username = 'kept_ann' WHERE id =
      (SELECT id FROM users WHERE email = 'kept-changes-ann@example.com')`);
    // Newest first on the forum: page 1 holds Bea's five, page 2 Ann's last five, page 3 Ann's first.
    anns = await postsBy("kept-changes-ann@example.com", ["Ann 1", "Ann 2", "Ann 3", "Ann 4", "Ann 5", "Ann 6"]);
    beas = await postsBy("kept-changes-bea@example.com", ["Bea 1", "Bea 2", "Bea 3", "Bea 4", "Bea 5"]);
    await heardEverything();
  });

  it("a comment: its post's page at once, a list that shows the post within the bound, nothing else", async () => {
    const { read, rendersOf } = await countingApp();
    const annsPost = permalink(anns[5]!);
    const beasPost = permalink(beas[4]!);
    const pages = [annsPost, beasPost, "/community/forum", "/community/forum?page=2", "/community/forum?page=3"];
    expect(await read("/community/forum?page=2")).toContain("Ann 6");
    for (const path of pages) await read(path);
    for (const path of pages) expect(rendersOf(path)).toBe(1);

    const commented = await bea.submit(annsPost, {
      intent: "comment",
      content: "The GP on Camden Street",
      parentId: "",
    });
    expect(commented.status).toBe(200);
    await heardEverything();
    expect(await read(annsPost)).toContain("The GP on Camden Street");
    expect(rendersOf(annsPost)).toBe(2);
    // Pages that do not show Ann's post stay kept.
    for (const path of [beasPost, "/community/forum", "/community/forum?page=3"]) {
      await read(path);
      expect(rendersOf(path)).toBe(1);
    }
    // Page 2 shows the post's comment count: it may be served as it was, within the bound.
    await read("/community/forum?page=2");
    expect(rendersOf("/community/forum?page=2")).toBe(1);
    afterCountsBound();
    await read("/community/forum?page=2");
    expect(rendersOf("/community/forum?page=2")).toBe(2);
    expect(rendersOf("/community/forum")).toBe(1);
  });

  it("a comment edited or hidden from another process drops its post's page", async () => {
    const { read, rendersOf } = await countingApp();
    const annsPost = permalink(anns[5]!);
    await read(annsPost);
    await read("/community/forum?page=2");
    await t.database.db.execute(
      sql`UPDATE comments SET content = 'The GP on Wexford Street' WHERE post_id = ${anns[5]!}`,
    );
    await heardEverything();
    expect(await read(annsPost)).toContain("The GP on Wexford Street");
    expect(rendersOf(annsPost)).toBe(2);
    await read("/community/forum?page=2");
    expect(rendersOf("/community/forum?page=2")).toBe(1);
  });

  it("a like is shown within the bound on the pages that show the post, and drops no other", async () => {
    const { read, rendersOf } = await countingApp();
    const beasPost = permalink(beas[4]!);
    // Ann 5 (Ann 6 shows a comment of Bea's, and her karma with it).
    const annsPost = permalink(anns[4]!);
    for (const path of [beasPost, annsPost, "/community/forum", "/community/forum?page=2"]) await read(path);
    const liked = await ann.submit(beasPost, { intent: "like-post", liked: "true" });
    expect(liked.status).toBe(200);
    await heardEverything();
    for (const path of [beasPost, annsPost, "/community/forum", "/community/forum?page=2"]) await read(path);
    for (const path of [beasPost, annsPost, "/community/forum", "/community/forum?page=2"]) {
      expect(rendersOf(path)).toBe(1);
    }
    afterCountsBound();
    for (const path of [beasPost, "/community/forum", annsPost, "/community/forum?page=2"]) await read(path);
    // Bea's post and page 1 show the like (and Bea's karma); Ann's post and page 2 show neither.
    expect([beasPost, "/community/forum", annsPost, "/community/forum?page=2"].map(rendersOf)).toEqual([2, 2, 1, 1]);
  });

  it("a new name drops the pages that show its member, at once", async () => {
    const { read, rendersOf } = await countingApp();
    const pages = [permalink(anns[0]!), permalink(beas[0]!), "/community/forum", "/community/forum?page=2"];
    for (const path of pages) await read(path);
    await t.database.db.execute(sql`UPDATE profiles SET username = 'kept_ann_renamed' WHERE username = 'kept_ann'`);
    await heardEverything();
    expect(await read(permalink(anns[0]!))).toContain("kept_ann_renamed");
    expect(await read("/community/forum?page=2")).toContain("kept_ann_renamed");
    for (const path of pages) await read(path);
    expect(pages.map(rendersOf)).toEqual([2, 1, 1, 2]);
  });

  it("a new post moves every list page, and leaves the posts' own pages kept", async () => {
    const { read, rendersOf } = await countingApp();
    const pages = [permalink(anns[0]!), permalink(beas[0]!), "/community/forum", "/community/forum?page=3", "/"];
    for (const path of pages) await read(path);
    await postsBy("kept-changes-bea@example.com", ["Bea 6, the newest"]);
    await heardEverything();
    expect(await read("/community/forum")).toContain("Bea 6, the newest");
    expect(await read("/")).toContain("Bea 6, the newest");
    await read("/community/forum?page=3");
    await read(permalink(anns[0]!));
    await read(permalink(beas[0]!));
    expect(pages.map(rendersOf)).toEqual([1, 1, 2, 2, 2]);
  });

  it("a post edited drops its own page, the list and the posts' pages that show it, not the others", async () => {
    const { read, rendersOf } = await countingApp();
    // Ann 2's page names Ann 3 among its related posts (ADR 0035); Bea 5's names only Bea's.
    const pages = [
      permalink(anns[1]!),
      permalink(anns[2]!),
      "/community/forum",
      "/community/forum?page=2",
      permalink(beas[4]!),
    ];
    for (const path of pages) await read(path);
    await t.database.db.execute(sql`UPDATE posts SET title = 'Ann 3, edited' WHERE id = ${anns[2]!}`);
    await heardEverything();
    expect(await read(permalink(anns[2]!))).toContain("Ann 3, edited");
    expect(await read(permalink(anns[1]!))).toContain("Ann 3, edited");
    for (const path of pages) await read(path);
    // Page 2 now holds Ann 2 to Ann 6 (Bea's new post pushed Ann 1 to page 3).
    expect(pages.map(rendersOf)).toEqual([2, 2, 1, 2, 1]);
  });

  it("a like on a related post drops no page that names it; hiding it drops them at once", async () => {
    const { read, rendersOf } = await countingApp();
    const [beasCarlow] = await postsBy("kept-changes-bea@example.com", ["Carlow trains on a Sunday"]);
    const [annsCarlow] = await postsBy("kept-changes-ann@example.com", ["Carlow trains timetable"]);
    await heardEverything();
    // Ann's page names Bea's post as related, by its title only (not its counts, not its author).
    const annsPage = permalink(annsCarlow!);
    expect(await read(annsPage)).toContain(`href="${permalink(beasCarlow!)}"`);
    const liked = await ann.submit(permalink(beasCarlow!), { intent: "like-post", liked: "true" });
    expect(liked.status).toBe(200);
    await heardEverything();
    afterCountsBound();
    await read(annsPage);
    expect(rendersOf(annsPage)).toBe(1);
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${beasCarlow!}`);
    await heardEverything();
    expect(await read(annsPage)).not.toContain(`href="${permalink(beasCarlow!)}"`);
    expect(rendersOf(annsPage)).toBe(2);
  });
});

describe("answers a shared cache may keep", () => {
  it("an anonymous forum page: kept briefly by a proxy, revalidated by its ETag with a 304", async () => {
    const { app } = await countingApp();
    const first = await app.request("/community/forum");
    expect(first.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    expect(first.headers.get("vary")).toMatch(/\bCookie\b/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const again = await app.request("/community/forum", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    // Once the page changed, the old ETag gets the new page.
    await t.database.db.execute(sql`SELECT pg_notify('forum_changes', json_build_object('change', 'resync')::text)`);
    await t.forumChanges.caughtUp();
    const changed = await app.request("/community/forum", { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("nothing rendered for a member, nor any answer that sets a cookie, is shareable", async () => {
    const { app } = await countingApp();
    const member = await signedInMember(t, "kept-private@example.com");
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const [postId] = await postsBy("kept-private@example.com", ["A private reader's post"]);
    await t.forumChanges.caughtUp();
    for (const path of [
      "/",
      "/community/forum",
      `/community/forum/posts/${postId}`,
      "/community/forum.data",
      "/search?q=pps",
      "/settings",
      "/notifications",
    ]) {
      for (let i = 0; i < 2; i++) {
        const response = await app.request(path, { headers: { Cookie: cookie } });
        expect([path, response.headers.get("cache-control")]).toEqual([path, "private, no-store"]);
        expect(response.headers.get("etag")).toBeNull();
      }
    }
    // Signing in sets a cookie: never shared, whatever the page.
    const signIn = await app.request("/auth?mode=sign-in", {
      method: "POST",
      headers: { Origin: t.config.publicUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "sign-in", email: "kept-private@example.com", password: "cliffs-of-moher" }),
    });
    expect(signIn.headers.get("set-cookie")).toBeTruthy();
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    // A reader without an account whose page carries a flash message (it sets a cookie to clear it).
    const flash = (await setFlash({ title: "Your account was deleted." })).split(";")[0]!;
    const flashed = await app.request("/community/forum", { headers: { Cookie: flash } });
    expect(await flashed.text()).toContain("Your account was deleted.");
    expect(flashed.headers.get("set-cookie")).toContain("flash=");
    expect(flashed.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("a post no longer there, for a shared cache (issue #45)", () => {
  it("answers anonymous readers a 404 a proxy may keep over the page it held, with no nonce to share", async () => {
    const { app } = await countingApp();
    await signedInMember(t, "kept-gone-author@example.com");
    const member = await signedInMember(t, "kept-gone-reader@example.com");
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const [postId] = await postsBy("kept-gone-author@example.com", ["A home address, posted by mistake"]);
    await heardEverything();
    const paths = [`/community/forum/posts/${postId}`, `/community/forum/posts/${postId}.data`];
    for (const path of paths) {
      const page = await app.request(path);
      expect([path, page.status, page.headers.get("cache-control")]).toEqual([path, 200, SHARED_PAGE_CACHE]);
    }
    await t.database.db.execute(sql`UPDATE posts SET visibility = 'hidden' WHERE id = ${postId}`);
    await heardEverything();
    for (const path of paths) {
      const gone = await app.request(path);
      expect([path, gone.status, gone.headers.get("cache-control")]).toEqual([path, 404, SHARED_PAGE_CACHE]);
      expect(gone.headers.get("vary")).toMatch(/\bCookie\b/);
      expect(gone.headers.get("content-security-policy") ?? "").not.toContain("nonce-");
      expect(await gone.text()).not.toContain("A home address");
      // A member's 404 is theirs alone, as their pages are.
      const members = await app.request(path, { headers: { Cookie: cookie } });
      expect([path, members.status, members.headers.get("cache-control")]).toEqual([path, 404, "private, no-store"]);
    }
  });
});

describe("the search page for anonymous readers", () => {
  it("is kept until any post changes, and a like does not drop it", async () => {
    const { app, read, rendersOf } = await countingApp();
    const member = await signedInMember(t, "kept-search@example.com");
    const [postId] = await postsBy("kept-search@example.com", ["Ennistymon lodgings for students"]);
    await heardEverything();
    const search = "/search?q=ennistymon";
    expect(await read(search)).toContain("Ennistymon lodgings for students");
    await read(search);
    expect(rendersOf(search)).toBe(1);
    expect((await app.request(search)).headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);

    const liked = await member.submit(`/community/forum/posts/${postId}`, { intent: "like-post", liked: "true" });
    expect(liked.status).toBe(200);
    await heardEverything();
    await read(search);
    expect(rendersOf(search)).toBe(1);

    // Any post's text may change what a search finds: a new post drops every search page.
    await postsBy("kept-search@example.com", ["Ennistymon bus times"]);
    await heardEverything();
    expect(await read(search)).toContain("Ennistymon bus times");
    expect(rendersOf(search)).toBe(2);
  });

  it("a page whose loader says its answer is a stand-in is sent and not kept", async () => {
    const renderer = await pageRenderer();
    let renders = 0;
    const app = createApp(t, {
      renderPage: (request, context) => {
        renders++;
        context.pageTags.notToKeep(); // as answerSearch does for a search that failed or was turned away
        return renderer.render(request, context);
      },
      pageAudience: renderer.audienceOf,
    });
    for (let i = 0; i < 2; i++) expect((await app.request("/search?q=leap+card")).status).toBe(200);
    expect(renders).toBe(2);
  });
});

describe("the addresses a kept page is kept under", () => {
  it("are those its loaders read: a made-up parameter is rendered every time, and never shared", async () => {
    const { app, read, rendersOf } = await countingApp();
    for (let i = 0; i < 2; i++) await read("/community/forum?page=2");
    expect(rendersOf("/community/forum?page=2")).toBe(1);
    for (let i = 0; i < 2; i++) await read("/community/forum?page=2&utm_source=x");
    expect(rendersOf("/community/forum?page=2&utm_source=x")).toBe(2);
    const madeUp = await app.request("/community/forum?page=2&utm_source=y");
    expect(madeUp.headers.get("cache-control") ?? "").not.toMatch(/public|s-maxage/);
    expect(madeUp.headers.get("etag")).toBeNull();
  });
});

describe("a sorted list (issue #31) is dropped by what moves its order", () => {
  let jobs: string[];
  let beaId: string;
  const page1 = { latest: "/community/forum/c/jobs?sort=latest", top: "/community/forum/c/jobs?sort=top" };

  beforeAll(async () => {
    await signedInMember(t, "sorted-lists-bea@example.com");
    const bea = await t.database.db.execute<{ id: string }>(
      sql`SELECT id FROM users WHERE email = 'sorted-lists-bea@example.com'`,
    );
    beaId = bea.rows[0]!.id;
    jobs = [];
    // Six posts: page 1 of each list shows Jobs 6 to Jobs 2, newest first (no comments, no likes yet).
    for (let i = 1; i <= 6; i++) {
      const result = await t.database.db.execute<{ id: string }>(sql`
        INSERT INTO posts (title, content, category, author_id, created_at)
        VALUES (${`Jobs ${i}`}, 'A question about work', 'jobs', ${beaId}, now() - make_interval(mins => ${60 - i}))
        RETURNING id`);
      jobs.push(result.rows[0]!.id);
    }
    await heardEverything();
  });

  it("a comment on a post it does not show moves latest activity within the bound, and not the newest list", async () => {
    const { read, rendersOf } = await countingApp();
    expect(await read(page1.latest)).not.toContain("Jobs 1");
    expect(await read("/community/forum")).not.toContain("Jobs 1");
    await t.database.db.execute(
      sql`INSERT INTO comments (post_id, author_id, content) VALUES (${jobs[0]!}, ${beaId}, 'Try the Intreo office')`,
    );
    await heardEverything();
    await read(page1.latest);
    expect(rendersOf(page1.latest)).toBe(1);
    afterCountsBound();
    const latest = await read(page1.latest);
    expect(rendersOf(page1.latest)).toBe(2);
    expect(latest.indexOf("Jobs 1")).toBeGreaterThan(-1);
    expect(latest.indexOf("Jobs 1")).toBeLessThan(latest.indexOf("Jobs 6"));
    await read("/community/forum");
    expect(rendersOf("/community/forum")).toBe(1);
  });

  it("a like on a post it does not show moves the top list within the bound", async () => {
    const { read, rendersOf } = await countingApp();
    expect(await read(page1.top)).not.toContain("Jobs 1");
    await t.database.db.execute(sql`INSERT INTO likes (user_id, post_id) VALUES (${beaId}, ${jobs[0]!})`);
    await heardEverything();
    afterCountsBound();
    const top = await read(page1.top);
    expect(rendersOf(page1.top)).toBe(2);
    expect(top.indexOf("Jobs 1")).toBeGreaterThan(-1);
    expect(top.indexOf("Jobs 1")).toBeLessThan(top.indexOf("Jobs 6"));
  });
});
