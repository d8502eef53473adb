import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_ENTRIES_MAX } from "../../common/forum-feeds";
import { SHARED_PAGE_CACHE } from "../../server/http/pages-in-memory";
import { signedInMember } from "../helpers/members";
import { parseFeed, type Parsed } from "../helpers/feeds";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue #31 item 8: the forum's Atom feeds, read by a real feed parser (feedparser, on a strict XML
 * parser that stops at the first error): the forum's newest posts, a category's, a post's comments; only
 * what everyone may see, newest first, bounded; addresses at the site's public address.
 */
const SITE = "http://guide.example.test";
let t: TestApp;

async function feed(path: string): Promise<Parsed & { response: Response; xml: string }> {
  const response = await t.app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  return { ...(await parseFeed(xml)), response, xml };
}

async function usernameOf(email: string, username: string) {
  await t.database.db.execute(sql`UPDATE profiles SET username = ${username}
    WHERE id = (SELECT id FROM users WHERE email = ${email})`);
}

/** A post written straight to the database, `minutesAgo` old; its id. */
async function post(email: string, title: string, category: string, minutesAgo: number, content = "A test body") {
  const result = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO posts (title, content, category, author_id, created_at, updated_at)
    SELECT ${title}, ${content}, ${category}, id, now() - make_interval(mins => ${minutesAgo}),
      now() - make_interval(mins => ${minutesAgo}) FROM users WHERE email = ${email}
    RETURNING id`);
  return result.rows[0]!.id;
}

async function comment(email: string, postId: string, content: string, minutesAgo: number, parentId?: string) {
  const result = await t.database.db.execute<{ id: string }>(sql`
    INSERT INTO comments (post_id, parent_id, content, author_id, created_at, updated_at)
    SELECT ${postId}, ${parentId ?? null}, ${content}, id, now() - make_interval(mins => ${minutesAgo}),
      now() - make_interval(mins => ${minutesAgo}) FROM users WHERE email = ${email}
    RETURNING id`);
  return result.rows[0]!.id;
}

const setVisibility = (table: "posts" | "comments", id: string, visibility: string) =>
  t.database.db.execute(sql`UPDATE ${sql.raw(table)} SET visibility = ${visibility} WHERE id = ${id}`);

let housing: string;
let rent: string;
let hidden: string;
let pending: string;
let jobs: string;
let pinnedOld: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  await signedInMember(t, "feeds-aoife@example.com");
  await signedInMember(t, "feeds-bilal@example.com");
  await usernameOf("feeds-aoife@example.com", "aoife_feeds");
  await usernameOf("feeds-bilal@example.com", "bilal");
  pinnedOld = await post("feeds-bilal@example.com", "House rules (pinned)", "general", 600);
  await t.database.db.execute(sql`UPDATE posts SET is_pinned = true WHERE id = ${pinnedOld}`);
  housing = await post("feeds-aoife@example.com", "Which areas near UCD?", "housing", 50);
  jobs = await post("feeds-bilal@example.com", "Part-time work on a Stamp 2", "jobs", 40);
  rent = await post(
    "feeds-aoife@example.com",
    "Rent & deposits <2026>",
    "housing",
    30,
    "Landlords ask for **two months**.\n\nSee @bilal and <script>alert(1)</script> & [the RTB](https://rtb.ie).",
  );
  hidden = await post("feeds-bilal@example.com", "A hidden post", "housing", 20);
  await setVisibility("posts", hidden, "hidden");
  pending = await post("feeds-bilal@example.com", "A post waiting for approval", "housing", 10);
  await setVisibility("posts", pending, "pending");
  await t.forumChanges.caughtUp();
});
afterAll(async () => {
  await t?.close();
});

describe("the forum's feed", () => {
  it("is Atom with the newest visible posts first, their authors, and addresses at the public address", async () => {
    const { meta, items, response } = await feed("/community/forum/feed.xml");
    expect(meta["#type"]).toBe("atom");
    expect(meta.title).toBe("Ireland Guide Community Forum");
    expect(meta.link).toBe(`${SITE}/community/forum`);
    expect(meta.xmlurl).toBe(`${SITE}/community/forum/feed.xml`);
    // Newest first by date: the pinned post, oldest of all, comes last, not first as on the forum's page.
    expect(items.map((item) => item.title)).toEqual([
      "Rent & deposits <2026>",
      "Part-time work on a Stamp 2",
      "Which areas near UCD?",
      "House rules (pinned)",
    ]);
    const [first] = items;
    expect(first!.link).toBe(`${SITE}/community/forum/posts/${rent}`);
    expect(first!.guid).toBe(`urn:uuid:${rent}`);
    expect(first!.author).toBe("aoife_feeds");
    expect(first!.categories).toEqual(["housing"]);
    expect(first!.date).toBeInstanceOf(Date);
    // The feed is as new as its newest entry.
    expect(meta.date?.getTime()).toBe(first!.date!.getTime());
    expect(items[1]!.author).toBe("bilal");
    // Cached like the anonymous forum pages.
    expect(response.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("lists no hidden or pending post, and a post's feed that is not visible is a 404", async () => {
    const { xml, items } = await feed("/community/forum/feed.xml");
    expect(xml).not.toContain("A hidden post");
    expect(xml).not.toContain("waiting for approval");
    expect(items.some((item) => item.guid.includes(hidden) || item.guid.includes(pending))).toBe(false);
    for (const id of [hidden, pending]) {
      const response = await t.app.request(`/community/forum/posts/${id}/feed.xml`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("There is no feed here");
    }
  });

  it("escapes the title and sends the post's server-rendered, sanitised HTML", async () => {
    const { xml, items } = await feed("/community/forum/feed.xml");
    expect(xml).toContain('<title type="text">Rent &amp; deposits &lt;2026&gt;</title>');
    const html = items[0]!.description;
    expect(html).toContain("<strong>two months</strong>");
    // Raw HTML in a post is shown as text, never as markup.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp;");
    expect(html).not.toContain("<script>");
    // A mention's link, relative on the site's pages, is at the site's address.
    expect(xml).toContain(`href=&quot;${SITE}/u/bilal&quot;`);
    expect(html).toContain(`href="${SITE}/u/bilal"`);
    expect(html).toMatch(/href="https:\/\/rtb\.ie\/?"/);
  });

  it("stays valid XML when a post holds characters XML cannot", async () => {
    const odd = await post("feeds-bilal@example.com", "Odd \u0001characters\u000b", "social", 5, "A bell \u0007 here");
    await t.forumChanges.caughtUp();
    const { items } = await feed("/community/forum/feed.xml");
    expect(items[0]!.title).toBe("Odd characters");
    expect(items[0]!.description).toContain("A bell  here");
    await t.database.db.execute(sql`DELETE FROM posts WHERE id = ${odd}`);
    await t.forumChanges.caughtUp();
  });

  it("holds at most the newest FEED_ENTRIES_MAX posts", async () => {
    const many: string[] = [];
    for (let i = 0; i < FEED_ENTRIES_MAX + 3; i++) {
      many.push(await post("feeds-bilal@example.com", `Bulk question ${i}`, "transport", 1000 - i));
    }
    await t.forumChanges.caughtUp();
    const { items } = await feed("/community/forum/c/transport/feed.xml");
    expect(items).toHaveLength(FEED_ENTRIES_MAX);
    expect(items[0]!.title).toBe(`Bulk question ${FEED_ENTRIES_MAX + 2}`);
    expect(items.at(-1)!.title).toBe("Bulk question 3");
    const all = await feed("/community/forum/feed.xml");
    expect(all.items).toHaveLength(FEED_ENTRIES_MAX);
    await t.database.db.execute(sql`DELETE FROM posts WHERE category = 'transport'`);
    await t.forumChanges.caughtUp();
  });

  it("is linked from the forum's page and each category's", async () => {
    const html = await (await t.app.request("/community/forum")).text();
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="Ireland Guide Community Forum" href="\/community\/forum\/feed\.xml"\/>/,
    );
    const filtered = await (await t.app.request("/community/forum/c/housing")).text();
    expect(filtered).toContain('href="/community/forum/c/housing/feed.xml"');
  });

  it("is a link a reader sees on the forum, a category and a post, in the page's language (issue #46 item 9)", async () => {
    const visible = (html: string, href: string) =>
      new RegExp(`<a href="${href.replaceAll("/", "\\/")}"[^>]*>([^<]+)</a>`).exec(html)?.[1];
    expect(visible(await (await t.app.request("/community/forum")).text(), "/community/forum/feed.xml")).toBe(
      "Follow in a feed reader (RSS/Atom)",
    );
    expect(
      visible(
        await (await t.app.request("/pt-br/community/forum/c/housing")).text(),
        "/pt-br/community/forum/c/housing/feed.xml",
      ),
    ).toBe("Acompanhar em um leitor de feeds (RSS/Atom)");
    expect(
      visible(
        await (await t.app.request(`/ar/community/forum/posts/${rent}`)).text(),
        `/ar/community/forum/posts/${rent}/feed.xml`,
      ),
    ).toBe("تابِع تعليقات هذا المنشور عبر قارئ الخلاصات (RSS/Atom)");
  });
});

describe("a category's feed", () => {
  it("lists only that category's visible posts", async () => {
    const { meta, items } = await feed("/community/forum/c/housing/feed.xml");
    expect(meta.title).toBe("Housing & Accommodation | Ireland Guide Community Forum");
    expect(meta.link).toBe(`${SITE}/community/forum/c/housing`);
    expect(items.map((item) => item.title)).toEqual(["Rent & deposits <2026>", "Which areas near UCD?"]);
    expect(items.every((item) => item.categories.includes("housing"))).toBe(true);
    const jobsFeed = await feed("/community/forum/c/jobs/feed.xml");
    expect(jobsFeed.items.map((item) => item.link)).toEqual([`${SITE}/community/forum/posts/${jobs}`]);
    const empty = await feed("/community/forum/c/healthcare/feed.xml");
    expect(empty.items).toEqual([]);
    expect(empty.meta.date).toBeInstanceOf(Date);
  });

  it("is a 404 for a category the spec does not name", async () => {
    for (const path of ["/community/forum/c/finance/feed.xml", "/community/forum/c/Housing/feed.xml"]) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
    }
  });
});

describe("a post's comments feed", () => {
  it("lists its visible comments, newest first, with their authors and links", async () => {
    const first = await comment("feeds-bilal@example.com", housing, "Try Clonskeagh & Milltown <cheaper>", 45);
    const second = await comment("feeds-aoife@example.com", housing, "Thanks! Any *bus* tips?", 44, first);
    const hiddenComment = await comment("feeds-bilal@example.com", housing, "Spam that was hidden", 43);
    const underHidden = await comment("feeds-aoife@example.com", housing, "A reply to the spam", 42, hiddenComment);
    await setVisibility("comments", hiddenComment, "hidden");
    await comment("feeds-bilal@example.com", rent, "On another post", 25);
    await t.forumChanges.caughtUp();

    const { meta, items, response } = await feed(`/community/forum/posts/${housing}/feed.xml`);
    expect(meta.title).toBe("Comments on Which areas near UCD? | Ireland Guide");
    expect(meta.link).toBe(`${SITE}/community/forum/posts/${housing}`);
    expect(items.map((item) => item.guid)).toEqual([`urn:uuid:${second}`, `urn:uuid:${first}`]);
    expect(items.map((item) => item.author)).toEqual(["aoife_feeds", "bilal"]);
    expect(items[0]!.title).toBe("Re: Which areas near UCD?");
    expect(items[0]!.link).toBe(`${SITE}/community/forum/posts/${housing}?comment=${second}#comment-${second}`);
    expect(items[0]!.description).toContain("<em>bus</em>");
    expect(items[1]!.description).toContain("Clonskeagh &amp; Milltown &lt;cheaper&gt;");
    expect(items.some((item) => item.guid.includes(underHidden))).toBe(false);
    expect(response.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
  });

  it("is a 404 for a post that is not there", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-post"]) {
      expect((await t.app.request(`/community/forum/posts/${id}/feed.xml`)).status).toBe(404);
    }
  });

  it("is linked from the post's page", async () => {
    const html = await (await t.app.request(`/community/forum/posts/${rent}`)).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Comments on Rent &amp; deposits &lt;2026&gt; | Ireland Guide" href="/community/forum/posts/${rent}/feed.xml"/>`,
    );
  });
});

describe("a feed in another language (issue #33)", () => {
  it("has its own address, with its words, links and language in that language; the posts as written", async () => {
    const { meta, items, xml } = await feed("/es/community/forum/c/housing/feed.xml");
    expect(xml).toContain('xml:lang="es"');
    expect(meta.title).toMatch(/^.+ \| Foro de la Comunidad de Ireland Guide$/);
    expect(meta.description).toMatch(/^Las publicaciones más recientes en .+ en el foro de Ireland Guide\.$/);
    expect(meta.link).toBe(`${SITE}/es/community/forum/c/housing`);
    expect(meta.xmlurl).toBe(`${SITE}/es/community/forum/c/housing/feed.xml`);
    expect(items.map((item) => item.title)).toEqual(["Rent & deposits <2026>", "Which areas near UCD?"]);
    expect(items[0]!.link).toBe(`${SITE}/es/community/forum/posts/${rent}`);

    const comments = await feed(`/ar/community/forum/posts/${housing}/feed.xml`);
    expect(comments.meta.title).toBe("التعليقات على Which areas near UCD? | Ireland Guide");
    expect(comments.items[0]!.title).toBe("رد: Which areas near UCD?");
    expect(comments.items[0]!.link).toMatch(new RegExp(`^${SITE}/ar/community/forum/posts/${housing}\\?comment=`));

    const missing = await t.app.request("/uk/community/forum/c/finance/feed.xml");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(
      "Тут немає стрічки: такого розділу немає. Перевірте адресу й спробуйте ще раз.\n",
    );
  });

  it("is the one a translated page links to, under the page's title", async () => {
    const html = await (await t.app.request("/zh-cn/community/forum")).text();
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Ireland Guide 社区论坛" href="/zh-cn/community/forum/feed.xml"/>',
    );
  });
});

describe("a kept feed", () => {
  it("answers a conditional GET with 304 and is never served past a change to what it lists", async () => {
    const path = "/community/forum/c/social/feed.xml";
    // (A feed that lists nothing says it shows nothing, and any change drops it: this one lists a post.)
    await post("feeds-bilal@example.com", "Coffee mornings", "social", 3);
    await t.forumChanges.caughtUp();
    const before = await feed(path);
    expect(before.items.map((item) => item.title)).toEqual(["Coffee mornings"]);
    const etag = before.response.headers.get("etag")!;
    const again = await t.app.request(path, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    // A new post, an edit, a hidden post and a new name: each shows in the feed at once.
    const fresh = await post("feeds-aoife@example.com", "Board games night", "social", 1);
    await t.forumChanges.caughtUp();
    const added = await t.app.request(path, { headers: { "If-None-Match": etag } });
    expect(added.status).toBe(200);
    expect((await parseFeed(await added.text())).items.map((item) => item.title)).toEqual([
      "Board games night",
      "Coffee mornings",
    ]);

    await t.database.db.execute(sql`UPDATE posts SET title = 'Board games night (Thursdays)' WHERE id = ${fresh}`);
    await t.forumChanges.caughtUp();
    expect((await feed(path)).items[0]!.title).toBe("Board games night (Thursdays)");

    await usernameOf("feeds-aoife@example.com", "aoife_renamed");
    await t.forumChanges.caughtUp();
    expect((await feed(path)).items[0]!.author).toBe("aoife_renamed");
    await usernameOf("feeds-aoife@example.com", "aoife_feeds");

    await setVisibility("posts", fresh, "hidden");
    await t.forumChanges.caughtUp();
    expect((await feed(path)).items.map((item) => item.title)).toEqual(["Coffee mornings"]);
  });

  it("shows a new comment in its post's feed at once", async () => {
    const path = `/community/forum/posts/${jobs}/feed.xml`;
    expect((await feed(path)).items).toEqual([]);
    await comment("feeds-aoife@example.com", jobs, "20 hours a week in term time", 1);
    await t.forumChanges.caughtUp();
    expect((await feed(path)).items.map((item) => item.author)).toEqual(["aoife_feeds"]);
  });
});
